!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : vector<32xf32>
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(false) : i1
      %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(4096 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(5000 : i32) : i32
      %9 = llvm.mlir.constant(1024 : i32) : i32
      %10 = llvm.mlir.constant(2048 : i32) : i32
      %11 = llvm.mlir.constant(3072 : i32) : i32
      %12 = llvm.mlir.constant(0 : i8) : i8
      %13 = llvm.mlir.constant(-1 : i32) : i32
      %14 = llvm.mlir.constant(16 : i32) : i32
      %15 = llvm.mlir.constant(31 : i32) : i32
      %16 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %17 = llvm.mlir.constant(0x7F800000 : f32) : f32
      %18 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
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
      %34 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %35 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %36 = llvm.srem %34, %22 : i32
      %37 = llvm.sdiv %34, %22 : i32
      %38 = llvm.mul %37, %22 : i32
      %39 = llvm.icmp "ne" %34, %38 : i32
      %40 = llvm.icmp "slt" %34, %4 : i32
      %41 = llvm.icmp "ne" %40, %2 : i1
      %42 = llvm.and %39, %41 : i1
      %43 = llvm.add %37, %13 : i32
      %44 = llvm.select %42, %43, %37 : i1, i32
      %45 = llvm.mul %34, %7 : i32
      %46 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      llvm.br ^bb1(%4, %3 : i32, f32)
    ^bb1(%47: i32, %48: f32):  // 2 preds: ^bb0, ^bb7
      %49 = llvm.icmp "slt" %47, %5 : i32
      llvm.cond_br %49, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %50 = llvm.mul %47, %6 : i32
      %51 = llvm.add %50, %45 : i32
      %52 = llvm.mul %35, %8 : i32
      %53 = llvm.add %52, %50 : i32
      %54 = llvm.getelementptr %46[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %55 = llvm.getelementptr %54[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %56 = llvm.icmp "slt" %51, %8 : i32
      %57 = llvm.zext %56 : i1 to i8
      %58 = llvm.ptrtoint %33 : !llvm.ptr to i64
      %59 = llvm.inttoptr %58 : i64 to !llvm.ptr
      llvm.store %57, %59 {alignment = 32 : i64} : i8, !llvm.ptr
      %60 = llvm.add %51, %9 : i32
      %61 = llvm.icmp "slt" %60, %8 : i32
      %62 = llvm.zext %61 : i1 to i8
      %63 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr
      llvm.store %62, %65 {alignment = 1 : i64} : i8, !llvm.ptr
      %66 = llvm.add %51, %10 : i32
      %67 = llvm.icmp "slt" %66, %8 : i32
      %68 = llvm.zext %67 : i1 to i8
      %69 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr
      llvm.store %68, %71 {alignment = 2 : i64} : i8, !llvm.ptr
      %72 = llvm.add %51, %11 : i32
      %73 = llvm.icmp "slt" %72, %8 : i32
      %74 = llvm.zext %73 : i1 to i8
      %75 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %76 = llvm.ptrtoint %75 : !llvm.ptr to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr
      llvm.store %74, %77 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %19, %32 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%4 : i32)
    ^bb3(%78: i32):  // 2 preds: ^bb2, ^bb6
      %79 = llvm.icmp "slt" %78, %21 : i32
      llvm.cond_br %79, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %80 = llvm.mul %78, %9 : i32
      %81 = llvm.getelementptr %55[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %82 = llvm.mul %78, %7 : i32
      %83 = llvm.getelementptr %32[%82] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %84 = llvm.getelementptr %33[%78] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %85 = llvm.load %84 : !llvm.ptr -> i8
      %86 = llvm.icmp "ne" %85, %12 : i8
      llvm.cond_br %86, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %87 = llvm.load %81 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %87, %83 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %88 = llvm.add %78, %23 : i32
      llvm.br ^bb3(%88 : i32)
    ^bb7:  // pred: ^bb3
      %89 = llvm.load %32 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %90 = llvm.fpext %89 : vector<32xf16> to vector<32xf32>
      %91 = llvm.fmul %90, %90 : vector<32xf32>
      %92 = "llvm.intr.vector.reduce.fadd"(%3, %91) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %93 = llvm.fadd %48, %92 : f32
      %94 = llvm.add %47, %23 : i32
      llvm.br ^bb1(%94, %93 : i32, f32)
    ^bb8:  // pred: ^bb1
      %95 = nvvm.shfl.sync  bfly %13, %48, %14, %15 : f32 -> f32
      %96 = llvm.fadd %48, %95 : f32
      %97 = nvvm.shfl.sync  bfly %13, %96, %7, %15 : f32 -> f32
      %98 = llvm.fadd %96, %97 : f32
      %99 = nvvm.shfl.sync  bfly %13, %98, %21, %15 : f32 -> f32
      %100 = llvm.fadd %98, %99 : f32
      %101 = nvvm.shfl.sync  bfly %13, %100, %5, %15 : f32 -> f32
      %102 = llvm.fadd %100, %101 : f32
      %103 = nvvm.shfl.sync  bfly %13, %102, %23, %15 : f32 -> f32
      %104 = llvm.fadd %102, %103 : f32
      %105 = llvm.icmp "eq" %36, %4 : i32
      llvm.cond_br %105, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %106 = llvm.getelementptr %1[%44] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %107 = llvm.ptrtoint %106 : !llvm.ptr<3> to i64
      %108 = llvm.inttoptr %107 : i64 to !llvm.ptr<3>
      llvm.store %104, %108 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %109 = llvm.ptrtoint %1 : !llvm.ptr<3> to i64
      %110 = llvm.inttoptr %109 : i64 to !llvm.ptr<3>
      %111 = llvm.load %110 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %112 = llvm.getelementptr %1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %113 = llvm.ptrtoint %112 : !llvm.ptr<3> to i64
      %114 = llvm.inttoptr %113 : i64 to !llvm.ptr<3>
      %115 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %116 = llvm.fadd %111, %115 : f32
      %117 = llvm.getelementptr %1[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %118 = llvm.ptrtoint %117 : !llvm.ptr<3> to i64
      %119 = llvm.inttoptr %118 : i64 to !llvm.ptr<3>
      %120 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %121 = llvm.fadd %116, %120 : f32
      %122 = llvm.getelementptr %1[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %123 = llvm.ptrtoint %122 : !llvm.ptr<3> to i64
      %124 = llvm.inttoptr %123 : i64 to !llvm.ptr<3>
      %125 = llvm.load %124 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %126 = llvm.fadd %121, %125 : f32
      %127 = llvm.fdiv %126, %16 : f32
      %128 = llvm.fadd %127, %arg4 : f32
      %129 = llvm.call @__nv_rsqrtf(%128) : (f32) -> f32
      %130 = llvm.fcmp "oeq" %126, %17 : f32
      llvm.cond_br %130, ^bb11, ^bb32
    ^bb11:  // pred: ^bb10
      llvm.br ^bb12(%4, %3 : i32, f32)
    ^bb12(%131: i32, %132: f32):  // 2 preds: ^bb11, ^bb18
      %133 = llvm.icmp "slt" %131, %5 : i32
      llvm.cond_br %133, ^bb13, ^bb19
    ^bb13:  // pred: ^bb12
      %134 = llvm.mul %131, %6 : i32
      %135 = llvm.add %134, %45 : i32
      %136 = llvm.mul %35, %8 : i32
      %137 = llvm.add %136, %134 : i32
      %138 = llvm.getelementptr %46[%137] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %139 = llvm.getelementptr %138[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %140 = llvm.icmp "slt" %135, %8 : i32
      %141 = llvm.zext %140 : i1 to i8
      %142 = llvm.ptrtoint %31 : !llvm.ptr to i64
      %143 = llvm.inttoptr %142 : i64 to !llvm.ptr
      llvm.store %141, %143 {alignment = 32 : i64} : i8, !llvm.ptr
      %144 = llvm.add %135, %9 : i32
      %145 = llvm.icmp "slt" %144, %8 : i32
      %146 = llvm.zext %145 : i1 to i8
      %147 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %148 = llvm.ptrtoint %147 : !llvm.ptr to i64
      %149 = llvm.inttoptr %148 : i64 to !llvm.ptr
      llvm.store %146, %149 {alignment = 1 : i64} : i8, !llvm.ptr
      %150 = llvm.add %135, %10 : i32
      %151 = llvm.icmp "slt" %150, %8 : i32
      %152 = llvm.zext %151 : i1 to i8
      %153 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %154 = llvm.ptrtoint %153 : !llvm.ptr to i64
      %155 = llvm.inttoptr %154 : i64 to !llvm.ptr
      llvm.store %152, %155 {alignment = 2 : i64} : i8, !llvm.ptr
      %156 = llvm.add %135, %11 : i32
      %157 = llvm.icmp "slt" %156, %8 : i32
      %158 = llvm.zext %157 : i1 to i8
      %159 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %160 = llvm.ptrtoint %159 : !llvm.ptr to i64
      %161 = llvm.inttoptr %160 : i64 to !llvm.ptr
      llvm.store %158, %161 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %19, %30 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb14(%4 : i32)
    ^bb14(%162: i32):  // 2 preds: ^bb13, ^bb17
      %163 = llvm.icmp "slt" %162, %21 : i32
      llvm.cond_br %163, ^bb15, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb14
      %164 = llvm.mul %162, %9 : i32
      %165 = llvm.getelementptr %139[%164] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %166 = llvm.mul %162, %7 : i32
      %167 = llvm.getelementptr %30[%166] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %168 = llvm.getelementptr %31[%162] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %169 = llvm.load %168 : !llvm.ptr -> i8
      %170 = llvm.icmp "ne" %169, %12 : i8
      llvm.cond_br %170, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %171 = llvm.load %165 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %171, %167 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %172 = llvm.add %162, %23 : i32
      llvm.br ^bb14(%172 : i32)
    ^bb18:  // pred: ^bb14
      %173 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %174 = llvm.fpext %173 : vector<32xf16> to vector<32xf32>
      %175 = llvm.fcmp "olt" %174, %20 : vector<32xf32>
      %176 = llvm.fsub %20, %174 : vector<32xf32>
      %177 = llvm.select %175, %176, %174 : vector<32xi1>, vector<32xf32>
      %178 = llvm.intr.vector.reduce.fmaximum(%177) : (vector<32xf32>) -> f32
      %179 = llvm.intr.maximum(%178, %3) : (f32, f32) -> f32
      %180 = llvm.fcmp "ugt" %132, %179 : f32
      %181 = llvm.select %180, %132, %179 : i1, f32
      %182 = llvm.fcmp "uno" %179, %179 : f32
      %183 = llvm.select %182, %179, %181 : i1, f32
      %184 = llvm.add %131, %23 : i32
      llvm.br ^bb12(%184, %183 : i32, f32)
    ^bb19:  // pred: ^bb12
      %185 = nvvm.shfl.sync  bfly %13, %132, %14, %15 : f32 -> f32
      %186 = llvm.fcmp "ugt" %132, %185 : f32
      %187 = llvm.select %186, %132, %185 : i1, f32
      %188 = llvm.fcmp "uno" %185, %185 : f32
      %189 = llvm.select %188, %185, %187 : i1, f32
      %190 = nvvm.shfl.sync  bfly %13, %189, %7, %15 : f32 -> f32
      %191 = llvm.fcmp "ugt" %189, %190 : f32
      %192 = llvm.select %191, %189, %190 : i1, f32
      %193 = llvm.fcmp "uno" %190, %190 : f32
      %194 = llvm.select %193, %190, %192 : i1, f32
      %195 = nvvm.shfl.sync  bfly %13, %194, %21, %15 : f32 -> f32
      %196 = llvm.fcmp "ugt" %194, %195 : f32
      %197 = llvm.select %196, %194, %195 : i1, f32
      %198 = llvm.fcmp "uno" %195, %195 : f32
      %199 = llvm.select %198, %195, %197 : i1, f32
      %200 = nvvm.shfl.sync  bfly %13, %199, %5, %15 : f32 -> f32
      %201 = llvm.fcmp "ugt" %199, %200 : f32
      %202 = llvm.select %201, %199, %200 : i1, f32
      %203 = llvm.fcmp "uno" %200, %200 : f32
      %204 = llvm.select %203, %200, %202 : i1, f32
      %205 = nvvm.shfl.sync  bfly %13, %204, %23, %15 : f32 -> f32
      %206 = llvm.fcmp "ugt" %204, %205 : f32
      %207 = llvm.select %206, %204, %205 : i1, f32
      %208 = llvm.fcmp "uno" %205, %205 : f32
      %209 = llvm.select %208, %205, %207 : i1, f32
      nvvm.barrier
      llvm.cond_br %105, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %210 = llvm.getelementptr %1[%44] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %211 = llvm.ptrtoint %210 : !llvm.ptr<3> to i64
      %212 = llvm.inttoptr %211 : i64 to !llvm.ptr<3>
      llvm.store %209, %212 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier
      %213 = llvm.load %110 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %214 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %215 = llvm.fcmp "ugt" %213, %214 : f32
      %216 = llvm.select %215, %213, %214 : i1, f32
      %217 = llvm.fcmp "uno" %214, %214 : f32
      %218 = llvm.select %217, %214, %216 : i1, f32
      %219 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %220 = llvm.fcmp "ugt" %218, %219 : f32
      %221 = llvm.select %220, %218, %219 : i1, f32
      %222 = llvm.fcmp "uno" %219, %219 : f32
      %223 = llvm.select %222, %219, %221 : i1, f32
      %224 = llvm.load %124 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %225 = llvm.fcmp "ugt" %223, %224 : f32
      %226 = llvm.select %225, %223, %224 : i1, f32
      %227 = llvm.fcmp "uno" %224, %224 : f32
      %228 = llvm.select %227, %224, %226 : i1, f32
      %229 = llvm.fdiv %18, %228 : f32
      %230 = llvm.insertelement %229, %0[%4 : i32] : vector<32xf32>
      %231 = llvm.shufflevector %230, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb22(%4, %3 : i32, f32)
    ^bb22(%232: i32, %233: f32):  // 2 preds: ^bb21, ^bb28
      %234 = llvm.icmp "slt" %232, %5 : i32
      llvm.cond_br %234, ^bb23, ^bb29
    ^bb23:  // pred: ^bb22
      %235 = llvm.mul %232, %6 : i32
      %236 = llvm.add %235, %45 : i32
      %237 = llvm.mul %35, %8 : i32
      %238 = llvm.add %237, %235 : i32
      %239 = llvm.getelementptr %46[%238] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %240 = llvm.getelementptr %239[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %241 = llvm.icmp "slt" %236, %8 : i32
      %242 = llvm.zext %241 : i1 to i8
      %243 = llvm.ptrtoint %29 : !llvm.ptr to i64
      %244 = llvm.inttoptr %243 : i64 to !llvm.ptr
      llvm.store %242, %244 {alignment = 32 : i64} : i8, !llvm.ptr
      %245 = llvm.add %236, %9 : i32
      %246 = llvm.icmp "slt" %245, %8 : i32
      %247 = llvm.zext %246 : i1 to i8
      %248 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %249 = llvm.ptrtoint %248 : !llvm.ptr to i64
      %250 = llvm.inttoptr %249 : i64 to !llvm.ptr
      llvm.store %247, %250 {alignment = 1 : i64} : i8, !llvm.ptr
      %251 = llvm.add %236, %10 : i32
      %252 = llvm.icmp "slt" %251, %8 : i32
      %253 = llvm.zext %252 : i1 to i8
      %254 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %255 = llvm.ptrtoint %254 : !llvm.ptr to i64
      %256 = llvm.inttoptr %255 : i64 to !llvm.ptr
      llvm.store %253, %256 {alignment = 2 : i64} : i8, !llvm.ptr
      %257 = llvm.add %236, %11 : i32
      %258 = llvm.icmp "slt" %257, %8 : i32
      %259 = llvm.zext %258 : i1 to i8
      %260 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %261 = llvm.ptrtoint %260 : !llvm.ptr to i64
      %262 = llvm.inttoptr %261 : i64 to !llvm.ptr
      llvm.store %259, %262 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %19, %28 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb24(%4 : i32)
    ^bb24(%263: i32):  // 2 preds: ^bb23, ^bb27
      %264 = llvm.icmp "slt" %263, %21 : i32
      llvm.cond_br %264, ^bb25, ^bb28 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %265 = llvm.mul %263, %9 : i32
      %266 = llvm.getelementptr %240[%265] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %267 = llvm.mul %263, %7 : i32
      %268 = llvm.getelementptr %28[%267] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %269 = llvm.getelementptr %29[%263] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %270 = llvm.load %269 : !llvm.ptr -> i8
      %271 = llvm.icmp "ne" %270, %12 : i8
      llvm.cond_br %271, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %272 = llvm.load %266 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %272, %268 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %273 = llvm.add %263, %23 : i32
      llvm.br ^bb24(%273 : i32)
    ^bb28:  // pred: ^bb24
      %274 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %275 = llvm.fpext %274 : vector<32xf16> to vector<32xf32>
      %276 = llvm.fmul %275, %231 : vector<32xf32>
      %277 = llvm.fmul %276, %276 : vector<32xf32>
      %278 = "llvm.intr.vector.reduce.fadd"(%3, %277) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %279 = llvm.fadd %233, %278 : f32
      %280 = llvm.add %232, %23 : i32
      llvm.br ^bb22(%280, %279 : i32, f32)
    ^bb29:  // pred: ^bb22
      %281 = nvvm.shfl.sync  bfly %13, %233, %14, %15 : f32 -> f32
      %282 = llvm.fadd %233, %281 : f32
      %283 = nvvm.shfl.sync  bfly %13, %282, %7, %15 : f32 -> f32
      %284 = llvm.fadd %282, %283 : f32
      %285 = nvvm.shfl.sync  bfly %13, %284, %21, %15 : f32 -> f32
      %286 = llvm.fadd %284, %285 : f32
      %287 = nvvm.shfl.sync  bfly %13, %286, %5, %15 : f32 -> f32
      %288 = llvm.fadd %286, %287 : f32
      %289 = nvvm.shfl.sync  bfly %13, %288, %23, %15 : f32 -> f32
      %290 = llvm.fadd %288, %289 : f32
      nvvm.barrier
      llvm.cond_br %105, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %291 = llvm.getelementptr %1[%44] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %292 = llvm.ptrtoint %291 : !llvm.ptr<3> to i64
      %293 = llvm.inttoptr %292 : i64 to !llvm.ptr<3>
      llvm.store %290, %293 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      nvvm.barrier
      %294 = llvm.load %110 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %295 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %296 = llvm.fadd %294, %295 : f32
      %297 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %298 = llvm.fadd %296, %297 : f32
      %299 = llvm.load %124 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %300 = llvm.fadd %298, %299 : f32
      %301 = llvm.fdiv %300, %16 : f32
      %302 = llvm.fmul %arg4, %229 : f32
      %303 = llvm.fmul %302, %229 : f32
      %304 = llvm.fadd %301, %303 : f32
      %305 = llvm.call @__nv_rsqrtf(%304) : (f32) -> f32
      %306 = llvm.fmul %229, %305 : f32
      llvm.br ^bb33(%306 : f32)
    ^bb32:  // pred: ^bb10
      llvm.br ^bb33(%129 : f32)
    ^bb33(%307: f32):  // 2 preds: ^bb31, ^bb32
      llvm.br ^bb34
    ^bb34:  // pred: ^bb33
      %308 = llvm.icmp "eq" %34, %4 : i32
      llvm.cond_br %308, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %309 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %310 = llvm.getelementptr %309[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %311 = llvm.ptrtoint %310 : !llvm.ptr<1> to i64
      %312 = llvm.inttoptr %311 : i64 to !llvm.ptr<1>
      llvm.store %307, %312 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %313 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %314 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %315 = llvm.insertelement %307, %0[%4 : i32] : vector<32xf32>
      %316 = llvm.shufflevector %315, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb37(%4 : i32)
    ^bb37(%317: i32):  // 2 preds: ^bb36, ^bb53
      %318 = llvm.icmp "slt" %317, %5 : i32
      llvm.cond_br %318, ^bb38, ^bb54
    ^bb38:  // pred: ^bb37
      %319 = llvm.mul %35, %8 : i32
      %320 = llvm.mul %317, %6 : i32
      %321 = llvm.add %319, %320 : i32
      %322 = llvm.getelementptr %46[%321] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %323 = llvm.getelementptr %322[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %324 = llvm.getelementptr %313[%320] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %325 = llvm.getelementptr %324[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %326 = llvm.getelementptr %314[%321] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %327 = llvm.getelementptr %326[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %328 = llvm.add %320, %45 : i32
      %329 = llvm.icmp "slt" %328, %8 : i32
      %330 = llvm.zext %329 : i1 to i8
      %331 = llvm.ptrtoint %27 : !llvm.ptr to i64
      %332 = llvm.inttoptr %331 : i64 to !llvm.ptr
      llvm.store %330, %332 {alignment = 32 : i64} : i8, !llvm.ptr
      %333 = llvm.add %328, %9 : i32
      %334 = llvm.icmp "slt" %333, %8 : i32
      %335 = llvm.zext %334 : i1 to i8
      %336 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %337 = llvm.ptrtoint %336 : !llvm.ptr to i64
      %338 = llvm.inttoptr %337 : i64 to !llvm.ptr
      llvm.store %335, %338 {alignment = 1 : i64} : i8, !llvm.ptr
      %339 = llvm.add %328, %10 : i32
      %340 = llvm.icmp "slt" %339, %8 : i32
      %341 = llvm.zext %340 : i1 to i8
      %342 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %343 = llvm.ptrtoint %342 : !llvm.ptr to i64
      %344 = llvm.inttoptr %343 : i64 to !llvm.ptr
      llvm.store %341, %344 {alignment = 2 : i64} : i8, !llvm.ptr
      %345 = llvm.add %328, %11 : i32
      %346 = llvm.icmp "slt" %345, %8 : i32
      %347 = llvm.zext %346 : i1 to i8
      %348 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %349 = llvm.ptrtoint %348 : !llvm.ptr to i64
      %350 = llvm.inttoptr %349 : i64 to !llvm.ptr
      llvm.store %347, %350 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %19, %26 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.store %19, %25 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb39(%4 : i32)
    ^bb39(%351: i32):  // 2 preds: ^bb38, ^bb42
      %352 = llvm.icmp "slt" %351, %21 : i32
      llvm.cond_br %352, ^bb40, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb40:  // pred: ^bb39
      %353 = llvm.mul %351, %9 : i32
      %354 = llvm.getelementptr %323[%353] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %355 = llvm.mul %351, %7 : i32
      %356 = llvm.getelementptr %26[%355] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %357 = llvm.getelementptr %27[%351] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %358 = llvm.load %357 : !llvm.ptr -> i8
      %359 = llvm.icmp "ne" %358, %12 : i8
      llvm.cond_br %359, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %360 = llvm.load %354 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %360, %356 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %361 = llvm.add %351, %23 : i32
      llvm.br ^bb39(%361 : i32)
    ^bb43:  // pred: ^bb39
      llvm.br ^bb44(%4 : i32)
    ^bb44(%362: i32):  // 2 preds: ^bb43, ^bb47
      %363 = llvm.icmp "slt" %362, %21 : i32
      llvm.cond_br %363, ^bb45, ^bb48 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %364 = llvm.mul %362, %9 : i32
      %365 = llvm.getelementptr %325[%364] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %366 = llvm.mul %362, %7 : i32
      %367 = llvm.getelementptr %25[%366] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %368 = llvm.getelementptr %27[%362] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %369 = llvm.load %368 : !llvm.ptr -> i8
      %370 = llvm.icmp "ne" %369, %12 : i8
      llvm.cond_br %370, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %371 = llvm.load %365 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %371, %367 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %372 = llvm.add %362, %23 : i32
      llvm.br ^bb44(%372 : i32)
    ^bb48:  // pred: ^bb44
      %373 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %374 = llvm.fpext %373 : vector<32xf16> to vector<32xf32>
      %375 = llvm.fmul %374, %316 : vector<32xf32>
      %376 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %377 = llvm.fpext %376 : vector<32xf16> to vector<32xf32>
      %378 = llvm.fmul %375, %377 : vector<32xf32>
      %379 = llvm.fptrunc %378 : vector<32xf32> to vector<32xf16>
      llvm.store %379, %24 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb49(%4 : i32)
    ^bb49(%380: i32):  // 2 preds: ^bb48, ^bb52
      %381 = llvm.icmp "slt" %380, %21 : i32
      llvm.cond_br %381, ^bb50, ^bb53 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %382 = llvm.mul %380, %7 : i32
      %383 = llvm.getelementptr %24[%382] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %384 = llvm.mul %380, %9 : i32
      %385 = llvm.getelementptr %327[%384] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %386 = llvm.getelementptr %27[%380] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %387 = llvm.load %386 : !llvm.ptr -> i8
      %388 = llvm.icmp "ne" %387, %12 : i8
      llvm.cond_br %388, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %389 = llvm.load %383 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %389, %385 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb52
    ^bb52:  // 2 preds: ^bb50, ^bb51
      %390 = llvm.add %380, %23 : i32
      llvm.br ^bb49(%390 : i32)
    ^bb53:  // pred: ^bb49
      %391 = llvm.add %317, %23 : i32
      llvm.br ^bb37(%391 : i32)
    ^bb54:  // pred: ^bb37
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_h52f54828(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_6960aa
    %6 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.constant(80 : i64) : i64
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(96 : i32) : i32
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(128 : i32) : i32
    %12 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %13 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %14 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %12, %5[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %6, %15[1] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %13, %5[0] : !llvm_struct_6960aa
    %18 = llvm.insertvalue %6, %17[1] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %14, %5[0] : !llvm_struct_6960aa
    %20 = llvm.insertvalue %6, %19[1] : !llvm_struct_6960aa
    %21 = llvm.alloca %10 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %22 = llvm.alloca %10 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %23 = llvm.getelementptr %21[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.getelementptr %21[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %21[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %21[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %21[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %21[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %21[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %21[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %21[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg5, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.alloca %10 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
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
    %47 = llvm.add %37, %10 : i32
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
    %53 = llvm.add %54, %10 : i32
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
    %65 = llvm.add %58, %10 : i32
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
    %71 = llvm.add %72, %10 : i32
    llvm.cond_br %70, ^bb12, ^bb14(%71 : i32)
  ^bb14(%72: i32):  // 2 preds: ^bb8, ^bb13
    %73 = llvm.icmp "uge" %72, %58 : i32
    llvm.cond_br %73, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %74 = builtin.unrealized_conversion_cast %33 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0<%74> (%16, %18, %20, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h17700eb0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_h52f54828(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
