!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : vector<16xf32>
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(false) : i1
      %3 = llvm.mlir.constant(32 : i32) : i32
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(3 : i32) : i32
      %7 = llvm.mlir.constant(2048 : i32) : i32
      %8 = llvm.mlir.constant(5000 : i32) : i32
      %9 = llvm.mlir.constant(512 : i32) : i32
      %10 = llvm.mlir.constant(1024 : i32) : i32
      %11 = llvm.mlir.constant(1536 : i32) : i32
      %12 = llvm.mlir.constant(0 : i8) : i8
      %13 = llvm.mlir.constant(-1 : i32) : i32
      %14 = llvm.mlir.constant(31 : i32) : i32
      %15 = llvm.mlir.constant(8 : i32) : i32
      %16 = llvm.mlir.constant(2 : i32) : i32
      %17 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %18 = llvm.mlir.constant(0x7F800000 : f32) : f32
      %19 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %21 = llvm.mlir.constant(4 : i32) : i32
      %22 = llvm.mlir.constant(16 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %34 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %35 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %36 = llvm.srem %34, %3 : i32
      %37 = llvm.sdiv %34, %3 : i32
      %38 = llvm.mul %37, %3 : i32
      %39 = llvm.icmp "ne" %34, %38 : i32
      %40 = llvm.icmp "slt" %34, %5 : i32
      %41 = llvm.icmp "ne" %40, %2 : i1
      %42 = llvm.and %39, %41 : i1
      %43 = llvm.add %37, %13 : i32
      %44 = llvm.select %42, %43, %37 : i1, i32
      %45 = llvm.mul %34, %21 : i32
      %46 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      llvm.br ^bb1(%5, %4 : i32, f32)
    ^bb1(%47: i32, %48: f32):  // 2 preds: ^bb0, ^bb7
      %49 = llvm.icmp "slt" %47, %6 : i32
      llvm.cond_br %49, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %50 = llvm.mul %47, %7 : i32
      %51 = llvm.add %50, %45 : i32
      %52 = llvm.mul %35, %8 : i32
      %53 = llvm.add %52, %50 : i32
      %54 = llvm.getelementptr %46[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %55 = llvm.getelementptr %54[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
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
      llvm.store %20, %32 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%5 : i32)
    ^bb3(%78: i32):  // 2 preds: ^bb2, ^bb6
      %79 = llvm.icmp "slt" %78, %21 : i32
      llvm.cond_br %79, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %80 = llvm.mul %78, %9 : i32
      %81 = llvm.getelementptr %55[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %82 = llvm.mul %78, %21 : i32
      %83 = llvm.getelementptr %32[%82] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %84 = llvm.getelementptr %33[%78] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %85 = llvm.load %84 : !llvm.ptr -> i8
      %86 = llvm.icmp "ne" %85, %12 : i8
      llvm.cond_br %86, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %87 = llvm.load %81 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %87, %83 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %88 = llvm.add %78, %23 : i32
      llvm.br ^bb3(%88 : i32)
    ^bb7:  // pred: ^bb3
      %89 = llvm.load %32 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %90 = llvm.fmul %89, %89 : vector<16xf32>
      %91 = "llvm.intr.vector.reduce.fadd"(%4, %90) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %92 = llvm.fadd %48, %91 : f32
      %93 = llvm.add %47, %23 : i32
      llvm.br ^bb1(%93, %92 : i32, f32)
    ^bb8:  // pred: ^bb1
      %94 = nvvm.shfl.sync  bfly %13, %48, %22, %14 : f32 -> f32
      %95 = llvm.fadd %48, %94 : f32
      %96 = nvvm.shfl.sync  bfly %13, %95, %15, %14 : f32 -> f32
      %97 = llvm.fadd %95, %96 : f32
      %98 = nvvm.shfl.sync  bfly %13, %97, %21, %14 : f32 -> f32
      %99 = llvm.fadd %97, %98 : f32
      %100 = nvvm.shfl.sync  bfly %13, %99, %16, %14 : f32 -> f32
      %101 = llvm.fadd %99, %100 : f32
      %102 = nvvm.shfl.sync  bfly %13, %101, %23, %14 : f32 -> f32
      %103 = llvm.fadd %101, %102 : f32
      %104 = llvm.icmp "eq" %36, %5 : i32
      llvm.cond_br %104, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %105 = llvm.getelementptr %1[%44] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %106 = llvm.ptrtoint %105 : !llvm.ptr<3> to i64
      %107 = llvm.inttoptr %106 : i64 to !llvm.ptr<3>
      llvm.store %103, %107 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %108 = llvm.ptrtoint %1 : !llvm.ptr<3> to i64
      %109 = llvm.inttoptr %108 : i64 to !llvm.ptr<3>
      %110 = llvm.load %109 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %111 = llvm.getelementptr %1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %112 = llvm.ptrtoint %111 : !llvm.ptr<3> to i64
      %113 = llvm.inttoptr %112 : i64 to !llvm.ptr<3>
      %114 = llvm.load %113 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %115 = llvm.fadd %110, %114 : f32
      %116 = llvm.getelementptr %1[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %117 = llvm.ptrtoint %116 : !llvm.ptr<3> to i64
      %118 = llvm.inttoptr %117 : i64 to !llvm.ptr<3>
      %119 = llvm.load %118 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %120 = llvm.fadd %115, %119 : f32
      %121 = llvm.getelementptr %1[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %122 = llvm.ptrtoint %121 : !llvm.ptr<3> to i64
      %123 = llvm.inttoptr %122 : i64 to !llvm.ptr<3>
      %124 = llvm.load %123 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %125 = llvm.fadd %120, %124 : f32
      %126 = llvm.fdiv %125, %17 : f32
      %127 = llvm.fadd %126, %arg4 : f32
      %128 = llvm.call @__nv_rsqrtf(%127) : (f32) -> f32
      %129 = llvm.fcmp "oeq" %125, %18 : f32
      llvm.cond_br %129, ^bb11, ^bb32
    ^bb11:  // pred: ^bb10
      llvm.br ^bb12(%5, %4 : i32, f32)
    ^bb12(%130: i32, %131: f32):  // 2 preds: ^bb11, ^bb18
      %132 = llvm.icmp "slt" %130, %6 : i32
      llvm.cond_br %132, ^bb13, ^bb19
    ^bb13:  // pred: ^bb12
      %133 = llvm.mul %130, %7 : i32
      %134 = llvm.add %133, %45 : i32
      %135 = llvm.mul %35, %8 : i32
      %136 = llvm.add %135, %133 : i32
      %137 = llvm.getelementptr %46[%136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %138 = llvm.getelementptr %137[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %139 = llvm.icmp "slt" %134, %8 : i32
      %140 = llvm.zext %139 : i1 to i8
      %141 = llvm.ptrtoint %31 : !llvm.ptr to i64
      %142 = llvm.inttoptr %141 : i64 to !llvm.ptr
      llvm.store %140, %142 {alignment = 32 : i64} : i8, !llvm.ptr
      %143 = llvm.add %134, %9 : i32
      %144 = llvm.icmp "slt" %143, %8 : i32
      %145 = llvm.zext %144 : i1 to i8
      %146 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %147 = llvm.ptrtoint %146 : !llvm.ptr to i64
      %148 = llvm.inttoptr %147 : i64 to !llvm.ptr
      llvm.store %145, %148 {alignment = 1 : i64} : i8, !llvm.ptr
      %149 = llvm.add %134, %10 : i32
      %150 = llvm.icmp "slt" %149, %8 : i32
      %151 = llvm.zext %150 : i1 to i8
      %152 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %153 = llvm.ptrtoint %152 : !llvm.ptr to i64
      %154 = llvm.inttoptr %153 : i64 to !llvm.ptr
      llvm.store %151, %154 {alignment = 2 : i64} : i8, !llvm.ptr
      %155 = llvm.add %134, %11 : i32
      %156 = llvm.icmp "slt" %155, %8 : i32
      %157 = llvm.zext %156 : i1 to i8
      %158 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %159 = llvm.ptrtoint %158 : !llvm.ptr to i64
      %160 = llvm.inttoptr %159 : i64 to !llvm.ptr
      llvm.store %157, %160 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %20, %30 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb14(%5 : i32)
    ^bb14(%161: i32):  // 2 preds: ^bb13, ^bb17
      %162 = llvm.icmp "slt" %161, %21 : i32
      llvm.cond_br %162, ^bb15, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb14
      %163 = llvm.mul %161, %9 : i32
      %164 = llvm.getelementptr %138[%163] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %165 = llvm.mul %161, %21 : i32
      %166 = llvm.getelementptr %30[%165] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %167 = llvm.getelementptr %31[%161] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %168 = llvm.load %167 : !llvm.ptr -> i8
      %169 = llvm.icmp "ne" %168, %12 : i8
      llvm.cond_br %169, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %170 = llvm.load %164 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %170, %166 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %171 = llvm.add %161, %23 : i32
      llvm.br ^bb14(%171 : i32)
    ^bb18:  // pred: ^bb14
      %172 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %173 = llvm.fcmp "olt" %172, %20 : vector<16xf32>
      %174 = llvm.fsub %20, %172 : vector<16xf32>
      %175 = llvm.select %173, %174, %172 : vector<16xi1>, vector<16xf32>
      %176 = llvm.intr.vector.reduce.fmaximum(%175) : (vector<16xf32>) -> f32
      %177 = llvm.intr.maximum(%176, %4) : (f32, f32) -> f32
      %178 = llvm.fcmp "ugt" %131, %177 : f32
      %179 = llvm.select %178, %131, %177 : i1, f32
      %180 = llvm.fcmp "uno" %177, %177 : f32
      %181 = llvm.select %180, %177, %179 : i1, f32
      %182 = llvm.add %130, %23 : i32
      llvm.br ^bb12(%182, %181 : i32, f32)
    ^bb19:  // pred: ^bb12
      %183 = nvvm.shfl.sync  bfly %13, %131, %22, %14 : f32 -> f32
      %184 = llvm.fcmp "ugt" %131, %183 : f32
      %185 = llvm.select %184, %131, %183 : i1, f32
      %186 = llvm.fcmp "uno" %183, %183 : f32
      %187 = llvm.select %186, %183, %185 : i1, f32
      %188 = nvvm.shfl.sync  bfly %13, %187, %15, %14 : f32 -> f32
      %189 = llvm.fcmp "ugt" %187, %188 : f32
      %190 = llvm.select %189, %187, %188 : i1, f32
      %191 = llvm.fcmp "uno" %188, %188 : f32
      %192 = llvm.select %191, %188, %190 : i1, f32
      %193 = nvvm.shfl.sync  bfly %13, %192, %21, %14 : f32 -> f32
      %194 = llvm.fcmp "ugt" %192, %193 : f32
      %195 = llvm.select %194, %192, %193 : i1, f32
      %196 = llvm.fcmp "uno" %193, %193 : f32
      %197 = llvm.select %196, %193, %195 : i1, f32
      %198 = nvvm.shfl.sync  bfly %13, %197, %16, %14 : f32 -> f32
      %199 = llvm.fcmp "ugt" %197, %198 : f32
      %200 = llvm.select %199, %197, %198 : i1, f32
      %201 = llvm.fcmp "uno" %198, %198 : f32
      %202 = llvm.select %201, %198, %200 : i1, f32
      %203 = nvvm.shfl.sync  bfly %13, %202, %23, %14 : f32 -> f32
      %204 = llvm.fcmp "ugt" %202, %203 : f32
      %205 = llvm.select %204, %202, %203 : i1, f32
      %206 = llvm.fcmp "uno" %203, %203 : f32
      %207 = llvm.select %206, %203, %205 : i1, f32
      nvvm.barrier
      llvm.cond_br %104, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %208 = llvm.getelementptr %1[%44] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %209 = llvm.ptrtoint %208 : !llvm.ptr<3> to i64
      %210 = llvm.inttoptr %209 : i64 to !llvm.ptr<3>
      llvm.store %207, %210 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier
      %211 = llvm.load %109 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %212 = llvm.load %113 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %213 = llvm.fcmp "ugt" %211, %212 : f32
      %214 = llvm.select %213, %211, %212 : i1, f32
      %215 = llvm.fcmp "uno" %212, %212 : f32
      %216 = llvm.select %215, %212, %214 : i1, f32
      %217 = llvm.load %118 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %218 = llvm.fcmp "ugt" %216, %217 : f32
      %219 = llvm.select %218, %216, %217 : i1, f32
      %220 = llvm.fcmp "uno" %217, %217 : f32
      %221 = llvm.select %220, %217, %219 : i1, f32
      %222 = llvm.load %123 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %223 = llvm.fcmp "ugt" %221, %222 : f32
      %224 = llvm.select %223, %221, %222 : i1, f32
      %225 = llvm.fcmp "uno" %222, %222 : f32
      %226 = llvm.select %225, %222, %224 : i1, f32
      %227 = llvm.fdiv %19, %226 : f32
      %228 = llvm.insertelement %227, %0[%5 : i32] : vector<16xf32>
      %229 = llvm.shufflevector %228, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb22(%5, %4 : i32, f32)
    ^bb22(%230: i32, %231: f32):  // 2 preds: ^bb21, ^bb28
      %232 = llvm.icmp "slt" %230, %6 : i32
      llvm.cond_br %232, ^bb23, ^bb29
    ^bb23:  // pred: ^bb22
      %233 = llvm.mul %230, %7 : i32
      %234 = llvm.add %233, %45 : i32
      %235 = llvm.mul %35, %8 : i32
      %236 = llvm.add %235, %233 : i32
      %237 = llvm.getelementptr %46[%236] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %238 = llvm.getelementptr %237[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %239 = llvm.icmp "slt" %234, %8 : i32
      %240 = llvm.zext %239 : i1 to i8
      %241 = llvm.ptrtoint %29 : !llvm.ptr to i64
      %242 = llvm.inttoptr %241 : i64 to !llvm.ptr
      llvm.store %240, %242 {alignment = 32 : i64} : i8, !llvm.ptr
      %243 = llvm.add %234, %9 : i32
      %244 = llvm.icmp "slt" %243, %8 : i32
      %245 = llvm.zext %244 : i1 to i8
      %246 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %247 = llvm.ptrtoint %246 : !llvm.ptr to i64
      %248 = llvm.inttoptr %247 : i64 to !llvm.ptr
      llvm.store %245, %248 {alignment = 1 : i64} : i8, !llvm.ptr
      %249 = llvm.add %234, %10 : i32
      %250 = llvm.icmp "slt" %249, %8 : i32
      %251 = llvm.zext %250 : i1 to i8
      %252 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %253 = llvm.ptrtoint %252 : !llvm.ptr to i64
      %254 = llvm.inttoptr %253 : i64 to !llvm.ptr
      llvm.store %251, %254 {alignment = 2 : i64} : i8, !llvm.ptr
      %255 = llvm.add %234, %11 : i32
      %256 = llvm.icmp "slt" %255, %8 : i32
      %257 = llvm.zext %256 : i1 to i8
      %258 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %259 = llvm.ptrtoint %258 : !llvm.ptr to i64
      %260 = llvm.inttoptr %259 : i64 to !llvm.ptr
      llvm.store %257, %260 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %20, %28 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb24(%5 : i32)
    ^bb24(%261: i32):  // 2 preds: ^bb23, ^bb27
      %262 = llvm.icmp "slt" %261, %21 : i32
      llvm.cond_br %262, ^bb25, ^bb28 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %263 = llvm.mul %261, %9 : i32
      %264 = llvm.getelementptr %238[%263] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %265 = llvm.mul %261, %21 : i32
      %266 = llvm.getelementptr %28[%265] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %267 = llvm.getelementptr %29[%261] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %268 = llvm.load %267 : !llvm.ptr -> i8
      %269 = llvm.icmp "ne" %268, %12 : i8
      llvm.cond_br %269, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %270 = llvm.load %264 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %270, %266 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %271 = llvm.add %261, %23 : i32
      llvm.br ^bb24(%271 : i32)
    ^bb28:  // pred: ^bb24
      %272 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %273 = llvm.fmul %272, %229 : vector<16xf32>
      %274 = llvm.fmul %273, %273 : vector<16xf32>
      %275 = "llvm.intr.vector.reduce.fadd"(%4, %274) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %276 = llvm.fadd %231, %275 : f32
      %277 = llvm.add %230, %23 : i32
      llvm.br ^bb22(%277, %276 : i32, f32)
    ^bb29:  // pred: ^bb22
      %278 = nvvm.shfl.sync  bfly %13, %231, %22, %14 : f32 -> f32
      %279 = llvm.fadd %231, %278 : f32
      %280 = nvvm.shfl.sync  bfly %13, %279, %15, %14 : f32 -> f32
      %281 = llvm.fadd %279, %280 : f32
      %282 = nvvm.shfl.sync  bfly %13, %281, %21, %14 : f32 -> f32
      %283 = llvm.fadd %281, %282 : f32
      %284 = nvvm.shfl.sync  bfly %13, %283, %16, %14 : f32 -> f32
      %285 = llvm.fadd %283, %284 : f32
      %286 = nvvm.shfl.sync  bfly %13, %285, %23, %14 : f32 -> f32
      %287 = llvm.fadd %285, %286 : f32
      nvvm.barrier
      llvm.cond_br %104, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %288 = llvm.getelementptr %1[%44] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %289 = llvm.ptrtoint %288 : !llvm.ptr<3> to i64
      %290 = llvm.inttoptr %289 : i64 to !llvm.ptr<3>
      llvm.store %287, %290 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      nvvm.barrier
      %291 = llvm.load %109 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %292 = llvm.load %113 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %293 = llvm.fadd %291, %292 : f32
      %294 = llvm.load %118 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %295 = llvm.fadd %293, %294 : f32
      %296 = llvm.load %123 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %297 = llvm.fadd %295, %296 : f32
      %298 = llvm.fdiv %297, %17 : f32
      %299 = llvm.fmul %arg4, %227 : f32
      %300 = llvm.fmul %299, %227 : f32
      %301 = llvm.fadd %298, %300 : f32
      %302 = llvm.call @__nv_rsqrtf(%301) : (f32) -> f32
      %303 = llvm.fmul %227, %302 : f32
      llvm.br ^bb33(%303 : f32)
    ^bb32:  // pred: ^bb10
      llvm.br ^bb33(%128 : f32)
    ^bb33(%304: f32):  // 2 preds: ^bb31, ^bb32
      llvm.br ^bb34
    ^bb34:  // pred: ^bb33
      %305 = llvm.icmp "eq" %34, %5 : i32
      llvm.cond_br %305, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %306 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %307 = llvm.getelementptr %306[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %308 = llvm.ptrtoint %307 : !llvm.ptr<1> to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr<1>
      llvm.store %304, %309 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %310 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %311 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %312 = llvm.insertelement %304, %0[%5 : i32] : vector<16xf32>
      %313 = llvm.shufflevector %312, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb37(%5 : i32)
    ^bb37(%314: i32):  // 2 preds: ^bb36, ^bb53
      %315 = llvm.icmp "slt" %314, %6 : i32
      llvm.cond_br %315, ^bb38, ^bb54
    ^bb38:  // pred: ^bb37
      %316 = llvm.mul %35, %8 : i32
      %317 = llvm.mul %314, %7 : i32
      %318 = llvm.add %316, %317 : i32
      %319 = llvm.getelementptr %46[%318] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %320 = llvm.getelementptr %319[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %321 = llvm.getelementptr %310[%317] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %322 = llvm.getelementptr %321[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %323 = llvm.getelementptr %311[%318] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %324 = llvm.getelementptr %323[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %325 = llvm.add %317, %45 : i32
      %326 = llvm.icmp "slt" %325, %8 : i32
      %327 = llvm.zext %326 : i1 to i8
      %328 = llvm.ptrtoint %27 : !llvm.ptr to i64
      %329 = llvm.inttoptr %328 : i64 to !llvm.ptr
      llvm.store %327, %329 {alignment = 32 : i64} : i8, !llvm.ptr
      %330 = llvm.add %325, %9 : i32
      %331 = llvm.icmp "slt" %330, %8 : i32
      %332 = llvm.zext %331 : i1 to i8
      %333 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %334 = llvm.ptrtoint %333 : !llvm.ptr to i64
      %335 = llvm.inttoptr %334 : i64 to !llvm.ptr
      llvm.store %332, %335 {alignment = 1 : i64} : i8, !llvm.ptr
      %336 = llvm.add %325, %10 : i32
      %337 = llvm.icmp "slt" %336, %8 : i32
      %338 = llvm.zext %337 : i1 to i8
      %339 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %340 = llvm.ptrtoint %339 : !llvm.ptr to i64
      %341 = llvm.inttoptr %340 : i64 to !llvm.ptr
      llvm.store %338, %341 {alignment = 2 : i64} : i8, !llvm.ptr
      %342 = llvm.add %325, %11 : i32
      %343 = llvm.icmp "slt" %342, %8 : i32
      %344 = llvm.zext %343 : i1 to i8
      %345 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %346 = llvm.ptrtoint %345 : !llvm.ptr to i64
      %347 = llvm.inttoptr %346 : i64 to !llvm.ptr
      llvm.store %344, %347 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %20, %26 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.store %20, %25 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb39(%5 : i32)
    ^bb39(%348: i32):  // 2 preds: ^bb38, ^bb42
      %349 = llvm.icmp "slt" %348, %21 : i32
      llvm.cond_br %349, ^bb40, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb40:  // pred: ^bb39
      %350 = llvm.mul %348, %9 : i32
      %351 = llvm.getelementptr %320[%350] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %352 = llvm.mul %348, %21 : i32
      %353 = llvm.getelementptr %26[%352] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %27[%348] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %355 = llvm.load %354 : !llvm.ptr -> i8
      %356 = llvm.icmp "ne" %355, %12 : i8
      llvm.cond_br %356, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %357 = llvm.load %351 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %357, %353 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %358 = llvm.add %348, %23 : i32
      llvm.br ^bb39(%358 : i32)
    ^bb43:  // pred: ^bb39
      llvm.br ^bb44(%5 : i32)
    ^bb44(%359: i32):  // 2 preds: ^bb43, ^bb47
      %360 = llvm.icmp "slt" %359, %21 : i32
      llvm.cond_br %360, ^bb45, ^bb48 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %361 = llvm.mul %359, %9 : i32
      %362 = llvm.getelementptr %322[%361] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %363 = llvm.mul %359, %21 : i32
      %364 = llvm.getelementptr %25[%363] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %27[%359] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %366 = llvm.load %365 : !llvm.ptr -> i8
      %367 = llvm.icmp "ne" %366, %12 : i8
      llvm.cond_br %367, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %368 = llvm.load %362 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %368, %364 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %369 = llvm.add %359, %23 : i32
      llvm.br ^bb44(%369 : i32)
    ^bb48:  // pred: ^bb44
      %370 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %371 = llvm.fmul %370, %313 : vector<16xf32>
      %372 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %373 = llvm.fmul %371, %372 : vector<16xf32>
      llvm.store %373, %24 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb49(%5 : i32)
    ^bb49(%374: i32):  // 2 preds: ^bb48, ^bb52
      %375 = llvm.icmp "slt" %374, %21 : i32
      llvm.cond_br %375, ^bb50, ^bb53 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %376 = llvm.mul %374, %21 : i32
      %377 = llvm.getelementptr %24[%376] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %378 = llvm.mul %374, %9 : i32
      %379 = llvm.getelementptr %324[%378] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %380 = llvm.getelementptr %27[%374] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %381 = llvm.load %380 : !llvm.ptr -> i8
      %382 = llvm.icmp "ne" %381, %12 : i8
      llvm.cond_br %382, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %383 = llvm.load %377 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %383, %379 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb52
    ^bb52:  // 2 preds: ^bb50, ^bb51
      %384 = llvm.add %374, %23 : i32
      llvm.br ^bb49(%384 : i32)
    ^bb53:  // pred: ^bb49
      %385 = llvm.add %314, %23 : i32
      llvm.br ^bb37(%385 : i32)
    ^bb54:  // pred: ^bb37
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_h678305a2(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0<%74> (%16, %18, %20, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h31bfbdc2(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_h678305a2(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
