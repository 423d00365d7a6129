!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.undef : vector<32xf32>
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(false) : i1
      %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(8 : i32) : i32
      %6 = llvm.mlir.constant(5000 : i32) : i32
      %7 = llvm.mlir.constant(2048 : i32) : i32
      %8 = llvm.mlir.constant(4096 : i32) : i32
      %9 = llvm.mlir.constant(6144 : i32) : i32
      %10 = llvm.mlir.constant(0 : i8) : i8
      %11 = llvm.mlir.constant(-1 : i32) : i32
      %12 = llvm.mlir.constant(16 : i32) : i32
      %13 = llvm.mlir.constant(31 : i32) : i32
      %14 = llvm.mlir.constant(2 : i32) : i32
      %15 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %16 = llvm.mlir.constant(0x7F800000 : f32) : f32
      %17 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %18 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %20 = llvm.mlir.constant(4 : i32) : i32
      %21 = llvm.mlir.constant(32 : i32) : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %20 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %20 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %20 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %20 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %34 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %35 = llvm.srem %33, %21 : i32
      %36 = llvm.sdiv %33, %21 : i32
      %37 = llvm.mul %36, %21 : i32
      %38 = llvm.icmp "ne" %33, %37 : i32
      %39 = llvm.icmp "slt" %33, %4 : i32
      %40 = llvm.icmp "ne" %39, %2 : i1
      %41 = llvm.and %38, %40 : i1
      %42 = llvm.add %36, %11 : i32
      %43 = llvm.select %41, %42, %36 : i1, i32
      %44 = llvm.mul %33, %5 : i32
      %45 = llvm.mul %34, %6 : i32
      %46 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %47 = llvm.getelementptr %46[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %48 = llvm.getelementptr %47[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %49 = llvm.icmp "slt" %44, %6 : i32
      %50 = llvm.zext %49 : i1 to i8
      %51 = llvm.ptrtoint %32 : !llvm.ptr to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr
      llvm.store %50, %52 {alignment = 32 : i64} : i8, !llvm.ptr
      %53 = llvm.add %44, %7 : i32
      %54 = llvm.icmp "slt" %53, %6 : i32
      %55 = llvm.zext %54 : i1 to i8
      %56 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.ptrtoint %56 : !llvm.ptr to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr
      llvm.store %55, %58 {alignment = 1 : i64} : i8, !llvm.ptr
      %59 = llvm.add %44, %8 : i32
      %60 = llvm.icmp "slt" %59, %6 : i32
      %61 = llvm.zext %60 : i1 to i8
      %62 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %64 = llvm.inttoptr %63 : i64 to !llvm.ptr
      llvm.store %61, %64 {alignment = 2 : i64} : i8, !llvm.ptr
      %65 = llvm.add %44, %9 : i32
      %66 = llvm.icmp "slt" %65, %6 : i32
      %67 = llvm.zext %66 : i1 to i8
      %68 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %69 = llvm.ptrtoint %68 : !llvm.ptr to i64
      %70 = llvm.inttoptr %69 : i64 to !llvm.ptr
      llvm.store %67, %70 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %18, %31 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%4 : i32)
    ^bb1(%71: i32):  // 2 preds: ^bb0, ^bb4
      %72 = llvm.icmp "slt" %71, %20 : i32
      llvm.cond_br %72, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %73 = llvm.mul %71, %7 : i32
      %74 = llvm.getelementptr %48[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %75 = llvm.mul %71, %5 : i32
      %76 = llvm.getelementptr %31[%75] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %77 = llvm.getelementptr %32[%71] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %78 = llvm.load %77 : !llvm.ptr -> i8
      %79 = llvm.icmp "ne" %78, %10 : i8
      llvm.cond_br %79, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %80 = llvm.load %74 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %80, %76 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %81 = llvm.add %71, %22 : i32
      llvm.br ^bb1(%81 : i32)
    ^bb5:  // pred: ^bb1
      %82 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %83 = llvm.fpext %82 : vector<32xbf16> to vector<32xf32>
      %84 = llvm.fmul %83, %83 : vector<32xf32>
      %85 = "llvm.intr.vector.reduce.fadd"(%3, %84) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %86 = llvm.fadd %85, %3 : f32
      %87 = nvvm.shfl.sync  bfly %11, %86, %12, %13 : f32 -> f32
      %88 = llvm.fadd %86, %87 : f32
      %89 = nvvm.shfl.sync  bfly %11, %88, %5, %13 : f32 -> f32
      %90 = llvm.fadd %88, %89 : f32
      %91 = nvvm.shfl.sync  bfly %11, %90, %20, %13 : f32 -> f32
      %92 = llvm.fadd %90, %91 : f32
      %93 = nvvm.shfl.sync  bfly %11, %92, %14, %13 : f32 -> f32
      %94 = llvm.fadd %92, %93 : f32
      %95 = nvvm.shfl.sync  bfly %11, %94, %22, %13 : f32 -> f32
      %96 = llvm.fadd %94, %95 : f32
      %97 = llvm.icmp "eq" %35, %4 : i32
      llvm.cond_br %97, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %98 = llvm.getelementptr %1[%43] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %99 = llvm.ptrtoint %98 : !llvm.ptr<3> to i64
      %100 = llvm.inttoptr %99 : i64 to !llvm.ptr<3>
      llvm.store %96, %100 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %101 = llvm.ptrtoint %1 : !llvm.ptr<3> to i64
      %102 = llvm.inttoptr %101 : i64 to !llvm.ptr<3>
      %103 = llvm.load %102 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %104 = llvm.getelementptr %1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %105 = llvm.ptrtoint %104 : !llvm.ptr<3> to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr<3>
      %107 = llvm.load %106 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %108 = llvm.fadd %103, %107 : f32
      %109 = llvm.getelementptr %1[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %110 = llvm.ptrtoint %109 : !llvm.ptr<3> to i64
      %111 = llvm.inttoptr %110 : i64 to !llvm.ptr<3>
      %112 = llvm.load %111 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %113 = llvm.fadd %108, %112 : f32
      %114 = llvm.getelementptr %1[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %115 = llvm.ptrtoint %114 : !llvm.ptr<3> to i64
      %116 = llvm.inttoptr %115 : i64 to !llvm.ptr<3>
      %117 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %118 = llvm.fadd %113, %117 : f32
      %119 = llvm.getelementptr %1[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %120 = llvm.ptrtoint %119 : !llvm.ptr<3> to i64
      %121 = llvm.inttoptr %120 : i64 to !llvm.ptr<3>
      %122 = llvm.load %121 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %123 = llvm.fadd %118, %122 : f32
      %124 = llvm.getelementptr %1[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %125 = llvm.ptrtoint %124 : !llvm.ptr<3> to i64
      %126 = llvm.inttoptr %125 : i64 to !llvm.ptr<3>
      %127 = llvm.load %126 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %128 = llvm.fadd %123, %127 : f32
      %129 = llvm.getelementptr %1[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %130 = llvm.ptrtoint %129 : !llvm.ptr<3> to i64
      %131 = llvm.inttoptr %130 : i64 to !llvm.ptr<3>
      %132 = llvm.load %131 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %133 = llvm.fadd %128, %132 : f32
      %134 = llvm.getelementptr %1[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %135 = llvm.ptrtoint %134 : !llvm.ptr<3> to i64
      %136 = llvm.inttoptr %135 : i64 to !llvm.ptr<3>
      %137 = llvm.load %136 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %138 = llvm.fadd %133, %137 : f32
      %139 = llvm.fdiv %138, %15 : f32
      %140 = llvm.fadd %139, %arg4 : f32
      %141 = llvm.call @__nv_rsqrtf(%140) : (f32) -> f32
      %142 = llvm.fcmp "oeq" %138, %16 : f32
      llvm.cond_br %142, ^bb8, ^bb23
    ^bb8:  // pred: ^bb7
      %143 = llvm.ptrtoint %30 : !llvm.ptr to i64
      %144 = llvm.inttoptr %143 : i64 to !llvm.ptr
      llvm.store %50, %144 {alignment = 32 : i64} : i8, !llvm.ptr
      %145 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %146 = llvm.ptrtoint %145 : !llvm.ptr to i64
      %147 = llvm.inttoptr %146 : i64 to !llvm.ptr
      llvm.store %55, %147 {alignment = 1 : i64} : i8, !llvm.ptr
      %148 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %149 = llvm.ptrtoint %148 : !llvm.ptr to i64
      %150 = llvm.inttoptr %149 : i64 to !llvm.ptr
      llvm.store %61, %150 {alignment = 2 : i64} : i8, !llvm.ptr
      %151 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %152 = llvm.ptrtoint %151 : !llvm.ptr to i64
      %153 = llvm.inttoptr %152 : i64 to !llvm.ptr
      llvm.store %67, %153 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %18, %29 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb9(%4 : i32)
    ^bb9(%154: i32):  // 2 preds: ^bb8, ^bb12
      %155 = llvm.icmp "slt" %154, %20 : i32
      llvm.cond_br %155, ^bb10, ^bb13 {llvm.loop_annotation = #loop_annotation}
    ^bb10:  // pred: ^bb9
      %156 = llvm.mul %154, %7 : i32
      %157 = llvm.getelementptr %48[%156] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %158 = llvm.mul %154, %5 : i32
      %159 = llvm.getelementptr %29[%158] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %160 = llvm.getelementptr %30[%154] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %161 = llvm.load %160 : !llvm.ptr -> i8
      %162 = llvm.icmp "ne" %161, %10 : i8
      llvm.cond_br %162, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %163 = llvm.load %157 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %163, %159 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %164 = llvm.add %154, %22 : i32
      llvm.br ^bb9(%164 : i32)
    ^bb13:  // pred: ^bb9
      %165 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %166 = llvm.fpext %165 : vector<32xbf16> to vector<32xf32>
      %167 = llvm.fcmp "olt" %166, %19 : vector<32xf32>
      %168 = llvm.fsub %19, %166 : vector<32xf32>
      %169 = llvm.select %167, %168, %166 : vector<32xi1>, vector<32xf32>
      %170 = llvm.intr.vector.reduce.fmaximum(%169) : (vector<32xf32>) -> f32
      %171 = llvm.intr.maximum(%170, %3) : (f32, f32) -> f32
      %172 = llvm.fcmp "ugt" %171, %3 : f32
      %173 = llvm.select %172, %171, %3 : i1, f32
      %174 = llvm.select %2, %3, %173 : i1, f32
      %175 = nvvm.shfl.sync  bfly %11, %174, %12, %13 : f32 -> f32
      %176 = llvm.fcmp "ugt" %174, %175 : f32
      %177 = llvm.select %176, %174, %175 : i1, f32
      %178 = llvm.fcmp "uno" %175, %175 : f32
      %179 = llvm.select %178, %175, %177 : i1, f32
      %180 = nvvm.shfl.sync  bfly %11, %179, %5, %13 : f32 -> f32
      %181 = llvm.fcmp "ugt" %179, %180 : f32
      %182 = llvm.select %181, %179, %180 : i1, f32
      %183 = llvm.fcmp "uno" %180, %180 : f32
      %184 = llvm.select %183, %180, %182 : i1, f32
      %185 = nvvm.shfl.sync  bfly %11, %184, %20, %13 : f32 -> f32
      %186 = llvm.fcmp "ugt" %184, %185 : f32
      %187 = llvm.select %186, %184, %185 : i1, f32
      %188 = llvm.fcmp "uno" %185, %185 : f32
      %189 = llvm.select %188, %185, %187 : i1, f32
      %190 = nvvm.shfl.sync  bfly %11, %189, %14, %13 : f32 -> f32
      %191 = llvm.fcmp "ugt" %189, %190 : f32
      %192 = llvm.select %191, %189, %190 : i1, f32
      %193 = llvm.fcmp "uno" %190, %190 : f32
      %194 = llvm.select %193, %190, %192 : i1, f32
      %195 = nvvm.shfl.sync  bfly %11, %194, %22, %13 : f32 -> f32
      %196 = llvm.fcmp "ugt" %194, %195 : f32
      %197 = llvm.select %196, %194, %195 : i1, f32
      %198 = llvm.fcmp "uno" %195, %195 : f32
      %199 = llvm.select %198, %195, %197 : i1, f32
      nvvm.barrier
      llvm.cond_br %97, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %200 = llvm.getelementptr %1[%43] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %201 = llvm.ptrtoint %200 : !llvm.ptr<3> to i64
      %202 = llvm.inttoptr %201 : i64 to !llvm.ptr<3>
      llvm.store %199, %202 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      nvvm.barrier
      %203 = llvm.load %102 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %204 = llvm.load %106 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %205 = llvm.fcmp "ugt" %203, %204 : f32
      %206 = llvm.select %205, %203, %204 : i1, f32
      %207 = llvm.fcmp "uno" %204, %204 : f32
      %208 = llvm.select %207, %204, %206 : i1, f32
      %209 = llvm.load %111 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %210 = llvm.fcmp "ugt" %208, %209 : f32
      %211 = llvm.select %210, %208, %209 : i1, f32
      %212 = llvm.fcmp "uno" %209, %209 : f32
      %213 = llvm.select %212, %209, %211 : i1, f32
      %214 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %215 = llvm.fcmp "ugt" %213, %214 : f32
      %216 = llvm.select %215, %213, %214 : i1, f32
      %217 = llvm.fcmp "uno" %214, %214 : f32
      %218 = llvm.select %217, %214, %216 : i1, f32
      %219 = llvm.load %121 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %220 = llvm.fcmp "ugt" %218, %219 : f32
      %221 = llvm.select %220, %218, %219 : i1, f32
      %222 = llvm.fcmp "uno" %219, %219 : f32
      %223 = llvm.select %222, %219, %221 : i1, f32
      %224 = llvm.load %126 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %225 = llvm.fcmp "ugt" %223, %224 : f32
      %226 = llvm.select %225, %223, %224 : i1, f32
      %227 = llvm.fcmp "uno" %224, %224 : f32
      %228 = llvm.select %227, %224, %226 : i1, f32
      %229 = llvm.load %131 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %230 = llvm.fcmp "ugt" %228, %229 : f32
      %231 = llvm.select %230, %228, %229 : i1, f32
      %232 = llvm.fcmp "uno" %229, %229 : f32
      %233 = llvm.select %232, %229, %231 : i1, f32
      %234 = llvm.load %136 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %235 = llvm.fcmp "ugt" %233, %234 : f32
      %236 = llvm.select %235, %233, %234 : i1, f32
      %237 = llvm.fcmp "uno" %234, %234 : f32
      %238 = llvm.select %237, %234, %236 : i1, f32
      %239 = llvm.fdiv %17, %238 : f32
      %240 = llvm.ptrtoint %28 : !llvm.ptr to i64
      %241 = llvm.inttoptr %240 : i64 to !llvm.ptr
      llvm.store %50, %241 {alignment = 32 : i64} : i8, !llvm.ptr
      %242 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %243 = llvm.ptrtoint %242 : !llvm.ptr to i64
      %244 = llvm.inttoptr %243 : i64 to !llvm.ptr
      llvm.store %55, %244 {alignment = 1 : i64} : i8, !llvm.ptr
      %245 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %246 = llvm.ptrtoint %245 : !llvm.ptr to i64
      %247 = llvm.inttoptr %246 : i64 to !llvm.ptr
      llvm.store %61, %247 {alignment = 2 : i64} : i8, !llvm.ptr
      %248 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %249 = llvm.ptrtoint %248 : !llvm.ptr to i64
      %250 = llvm.inttoptr %249 : i64 to !llvm.ptr
      llvm.store %67, %250 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %18, %27 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb16(%4 : i32)
    ^bb16(%251: i32):  // 2 preds: ^bb15, ^bb19
      %252 = llvm.icmp "slt" %251, %20 : i32
      llvm.cond_br %252, ^bb17, ^bb20 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %253 = llvm.mul %251, %7 : i32
      %254 = llvm.getelementptr %48[%253] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %255 = llvm.mul %251, %5 : i32
      %256 = llvm.getelementptr %27[%255] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %257 = llvm.getelementptr %28[%251] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %258 = llvm.load %257 : !llvm.ptr -> i8
      %259 = llvm.icmp "ne" %258, %10 : i8
      llvm.cond_br %259, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %260 = llvm.load %254 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %260, %256 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %261 = llvm.add %251, %22 : i32
      llvm.br ^bb16(%261 : i32)
    ^bb20:  // pred: ^bb16
      %262 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %263 = llvm.fpext %262 : vector<32xbf16> to vector<32xf32>
      %264 = llvm.insertelement %239, %0[%4 : i32] : vector<32xf32>
      %265 = llvm.shufflevector %264, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %266 = llvm.fmul %263, %265 : vector<32xf32>
      %267 = llvm.fmul %266, %266 : vector<32xf32>
      %268 = "llvm.intr.vector.reduce.fadd"(%3, %267) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %269 = llvm.fadd %268, %3 : f32
      %270 = nvvm.shfl.sync  bfly %11, %269, %12, %13 : f32 -> f32
      %271 = llvm.fadd %269, %270 : f32
      %272 = nvvm.shfl.sync  bfly %11, %271, %5, %13 : f32 -> f32
      %273 = llvm.fadd %271, %272 : f32
      %274 = nvvm.shfl.sync  bfly %11, %273, %20, %13 : f32 -> f32
      %275 = llvm.fadd %273, %274 : f32
      %276 = nvvm.shfl.sync  bfly %11, %275, %14, %13 : f32 -> f32
      %277 = llvm.fadd %275, %276 : f32
      %278 = nvvm.shfl.sync  bfly %11, %277, %22, %13 : f32 -> f32
      %279 = llvm.fadd %277, %278 : f32
      nvvm.barrier
      llvm.cond_br %97, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %280 = llvm.getelementptr %1[%43] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %281 = llvm.ptrtoint %280 : !llvm.ptr<3> to i64
      %282 = llvm.inttoptr %281 : i64 to !llvm.ptr<3>
      llvm.store %279, %282 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      nvvm.barrier
      %283 = llvm.load %102 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %284 = llvm.load %106 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %285 = llvm.fadd %283, %284 : f32
      %286 = llvm.load %111 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %287 = llvm.fadd %285, %286 : f32
      %288 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %289 = llvm.fadd %287, %288 : f32
      %290 = llvm.load %121 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %291 = llvm.fadd %289, %290 : f32
      %292 = llvm.load %126 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %293 = llvm.fadd %291, %292 : f32
      %294 = llvm.load %131 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %295 = llvm.fadd %293, %294 : f32
      %296 = llvm.load %136 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %297 = llvm.fadd %295, %296 : f32
      %298 = llvm.fdiv %297, %15 : f32
      %299 = llvm.fmul %arg4, %239 : f32
      %300 = llvm.fmul %299, %239 : f32
      %301 = llvm.fadd %298, %300 : f32
      %302 = llvm.call @__nv_rsqrtf(%301) : (f32) -> f32
      %303 = llvm.fmul %239, %302 : f32
      llvm.br ^bb24(%303 : f32)
    ^bb23:  // pred: ^bb7
      llvm.br ^bb24(%141 : f32)
    ^bb24(%304: f32):  // 2 preds: ^bb22, ^bb23
      llvm.br ^bb25
    ^bb25:  // pred: ^bb24
      %305 = llvm.icmp "eq" %33, %4 : i32
      llvm.cond_br %305, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %306 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %307 = llvm.getelementptr %306[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %308 = llvm.ptrtoint %307 : !llvm.ptr<1> to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr<1>
      llvm.store %304, %309 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %310 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %311 = llvm.getelementptr %310[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %312 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %313 = llvm.getelementptr %312[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %314 = llvm.getelementptr %313[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %315 = llvm.ptrtoint %26 : !llvm.ptr to i64
      %316 = llvm.inttoptr %315 : i64 to !llvm.ptr
      llvm.store %50, %316 {alignment = 32 : i64} : i8, !llvm.ptr
      %317 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %318 = llvm.ptrtoint %317 : !llvm.ptr to i64
      %319 = llvm.inttoptr %318 : i64 to !llvm.ptr
      llvm.store %55, %319 {alignment = 1 : i64} : i8, !llvm.ptr
      %320 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %321 = llvm.ptrtoint %320 : !llvm.ptr to i64
      %322 = llvm.inttoptr %321 : i64 to !llvm.ptr
      llvm.store %61, %322 {alignment = 2 : i64} : i8, !llvm.ptr
      %323 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %324 = llvm.ptrtoint %323 : !llvm.ptr to i64
      %325 = llvm.inttoptr %324 : i64 to !llvm.ptr
      llvm.store %67, %325 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %18, %25 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %18, %24 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb28(%4 : i32)
    ^bb28(%326: i32):  // 2 preds: ^bb27, ^bb31
      %327 = llvm.icmp "slt" %326, %20 : i32
      llvm.cond_br %327, ^bb29, ^bb32 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %328 = llvm.mul %326, %7 : i32
      %329 = llvm.getelementptr %48[%328] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %330 = llvm.mul %326, %5 : i32
      %331 = llvm.getelementptr %25[%330] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %332 = llvm.getelementptr %26[%326] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %333 = llvm.load %332 : !llvm.ptr -> i8
      %334 = llvm.icmp "ne" %333, %10 : i8
      llvm.cond_br %334, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %335 = llvm.load %329 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %335, %331 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      %336 = llvm.add %326, %22 : i32
      llvm.br ^bb28(%336 : i32)
    ^bb32:  // pred: ^bb28
      llvm.br ^bb33(%4 : i32)
    ^bb33(%337: i32):  // 2 preds: ^bb32, ^bb36
      %338 = llvm.icmp "slt" %337, %20 : i32
      llvm.cond_br %338, ^bb34, ^bb37 {llvm.loop_annotation = #loop_annotation}
    ^bb34:  // pred: ^bb33
      %339 = llvm.mul %337, %7 : i32
      %340 = llvm.getelementptr %311[%339] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %341 = llvm.mul %337, %5 : i32
      %342 = llvm.getelementptr %24[%341] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %343 = llvm.getelementptr %26[%337] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %344 = llvm.load %343 : !llvm.ptr -> i8
      %345 = llvm.icmp "ne" %344, %10 : i8
      llvm.cond_br %345, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %346 = llvm.load %340 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %346, %342 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %347 = llvm.add %337, %22 : i32
      llvm.br ^bb33(%347 : i32)
    ^bb37:  // pred: ^bb33
      %348 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %349 = llvm.fpext %348 : vector<32xbf16> to vector<32xf32>
      %350 = llvm.insertelement %304, %0[%4 : i32] : vector<32xf32>
      %351 = llvm.shufflevector %350, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %352 = llvm.fmul %349, %351 : vector<32xf32>
      %353 = llvm.load %24 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %354 = llvm.fpext %353 : vector<32xbf16> to vector<32xf32>
      %355 = llvm.fmul %352, %354 : vector<32xf32>
      %356 = llvm.fptrunc %355 : vector<32xf32> to vector<32xbf16>
      llvm.store %356, %23 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb38(%4 : i32)
    ^bb38(%357: i32):  // 2 preds: ^bb37, ^bb41
      %358 = llvm.icmp "slt" %357, %20 : i32
      llvm.cond_br %358, ^bb39, ^bb42 {llvm.loop_annotation = #loop_annotation}
    ^bb39:  // pred: ^bb38
      %359 = llvm.mul %357, %5 : i32
      %360 = llvm.getelementptr %23[%359] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %361 = llvm.mul %357, %7 : i32
      %362 = llvm.getelementptr %314[%361] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %363 = llvm.getelementptr %26[%357] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %364 = llvm.load %363 : !llvm.ptr -> i8
      %365 = llvm.icmp "ne" %364, %10 : i8
      llvm.cond_br %365, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %366 = llvm.load %360 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %366, %362 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      %367 = llvm.add %357, %22 : i32
      llvm.br ^bb38(%367 : i32)
    ^bb42:  // pred: ^bb38
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads25_hdd5db5b1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0<%74> (%16, %18, %20, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_ha83ca3b1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads25_hdd5db5b1(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
