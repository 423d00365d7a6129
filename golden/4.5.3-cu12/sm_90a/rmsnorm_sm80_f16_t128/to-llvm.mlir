!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : vector<32xf32>
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(3072 : i32) : i32
      %3 = llvm.mlir.constant(2048 : i32) : i32
      %4 = llvm.mlir.constant(1024 : i32) : i32
      %5 = llvm.mlir.constant(4096 : i32) : i32
      %6 = llvm.mlir.constant(false) : i1
      %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %8 = llvm.mlir.constant(0 : i32) : i32
      %9 = llvm.mlir.constant(2 : i32) : i32
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(0 : i8) : i8
      %12 = llvm.mlir.constant(-1 : i32) : i32
      %13 = llvm.mlir.constant(16 : i32) : i32
      %14 = llvm.mlir.constant(31 : i32) : i32
      %15 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %16 = llvm.mlir.constant(96 : i32) : i32
      %17 = llvm.mlir.constant(5000 : i32) : i32
      %18 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %19 = llvm.mlir.constant(4 : i32) : i32
      %20 = llvm.mlir.constant(32 : i32) : i32
      %21 = llvm.mlir.constant(1 : i32) : i32
      %22 = llvm.alloca %20 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %20 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.alloca %20 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %19 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %20 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %19 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %29 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %30 = llvm.srem %28, %20 : i32
      %31 = llvm.sdiv %28, %20 : i32
      %32 = llvm.mul %31, %20 : i32
      %33 = llvm.icmp "ne" %28, %32 : i32
      %34 = llvm.icmp "slt" %28, %8 : i32
      %35 = llvm.icmp "ne" %34, %6 : i1
      %36 = llvm.and %33, %35 : i1
      %37 = llvm.add %31, %12 : i32
      %38 = llvm.select %36, %37, %31 : i1, i32
      %39 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %40 = llvm.mul %28, %10 : i32
      llvm.br ^bb1(%8, %7 : i32, f32)
    ^bb1(%41: i32, %42: f32):  // 2 preds: ^bb0, ^bb7
      %43 = llvm.icmp "slt" %41, %9 : i32
      llvm.cond_br %43, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %44 = llvm.mul %29, %17 : i32
      %45 = llvm.mul %41, %5 : i32
      %46 = llvm.add %44, %45 : i32
      %47 = llvm.getelementptr %39[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %48 = llvm.getelementptr %47[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %49 = llvm.add %45, %40 : i32
      %50 = llvm.icmp "slt" %29, %16 : i32
      %51 = llvm.icmp "slt" %49, %17 : i32
      %52 = llvm.and %50, %51 : i1
      %53 = llvm.zext %52 : i1 to i8
      %54 = llvm.ptrtoint %27 : !llvm.ptr to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr
      llvm.store %53, %55 {alignment = 32 : i64} : i8, !llvm.ptr
      %56 = llvm.add %49, %4 : i32
      %57 = llvm.icmp "slt" %56, %17 : i32
      %58 = llvm.and %50, %57 : i1
      %59 = llvm.zext %58 : i1 to i8
      %60 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
      %62 = llvm.inttoptr %61 : i64 to !llvm.ptr
      llvm.store %59, %62 {alignment = 1 : i64} : i8, !llvm.ptr
      %63 = llvm.add %49, %3 : i32
      %64 = llvm.icmp "slt" %63, %17 : i32
      %65 = llvm.and %50, %64 : i1
      %66 = llvm.zext %65 : i1 to i8
      %67 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %68 = llvm.ptrtoint %67 : !llvm.ptr to i64
      %69 = llvm.inttoptr %68 : i64 to !llvm.ptr
      llvm.store %66, %69 {alignment = 2 : i64} : i8, !llvm.ptr
      %70 = llvm.add %49, %2 : i32
      %71 = llvm.icmp "slt" %70, %17 : i32
      %72 = llvm.and %50, %71 : i1
      %73 = llvm.zext %72 : i1 to i8
      %74 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %75 = llvm.ptrtoint %74 : !llvm.ptr to i64
      %76 = llvm.inttoptr %75 : i64 to !llvm.ptr
      llvm.store %73, %76 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %18, %26 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%8 : i32)
    ^bb3(%77: i32):  // 2 preds: ^bb2, ^bb6
      %78 = llvm.icmp "slt" %77, %19 : i32
      llvm.cond_br %78, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %79 = llvm.mul %77, %4 : i32
      %80 = llvm.getelementptr %48[%79] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %81 = llvm.mul %77, %10 : i32
      %82 = llvm.getelementptr %26[%81] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %83 = llvm.getelementptr %27[%77] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %84 = llvm.load %83 : !llvm.ptr -> i8
      %85 = llvm.icmp "ne" %84, %11 : i8
      llvm.cond_br %85, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %86 = llvm.load %80 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %86, %82 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %87 = llvm.add %77, %21 : i32
      llvm.br ^bb3(%87 : i32)
    ^bb7:  // pred: ^bb3
      %88 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %89 = llvm.fpext %88 : vector<32xf16> to vector<32xf32>
      %90 = llvm.fmul %89, %89 : vector<32xf32>
      %91 = "llvm.intr.vector.reduce.fadd"(%7, %90) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %92 = llvm.fadd %42, %91 : f32
      %93 = llvm.add %41, %21 : i32
      llvm.br ^bb1(%93, %92 : i32, f32)
    ^bb8:  // pred: ^bb1
      %94 = nvvm.shfl.sync  bfly %12, %42, %13, %14 : f32 -> f32
      %95 = llvm.fadd %42, %94 : f32
      %96 = nvvm.shfl.sync  bfly %12, %95, %10, %14 : f32 -> f32
      %97 = llvm.fadd %95, %96 : f32
      %98 = nvvm.shfl.sync  bfly %12, %97, %19, %14 : f32 -> f32
      %99 = llvm.fadd %97, %98 : f32
      %100 = nvvm.shfl.sync  bfly %12, %99, %9, %14 : f32 -> f32
      %101 = llvm.fadd %99, %100 : f32
      %102 = nvvm.shfl.sync  bfly %12, %101, %21, %14 : f32 -> f32
      %103 = llvm.fadd %101, %102 : f32
      %104 = llvm.icmp "eq" %30, %8 : i32
      llvm.cond_br %104, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %105 = llvm.getelementptr %1[%38] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
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
      %126 = llvm.fdiv %125, %15 : f32
      %127 = llvm.fadd %126, %arg4 : f32
      %128 = llvm.call @__nv_rsqrtf(%127) : (f32) -> f32
      %129 = llvm.icmp "eq" %28, %8 : i32
      llvm.cond_br %129, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %130 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %131 = llvm.getelementptr %130[%29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %132 = llvm.ptrtoint %131 : !llvm.ptr<1> to i64
      %133 = llvm.inttoptr %132 : i64 to !llvm.ptr<1>
      llvm.store %128, %133 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %134 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %135 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %136 = llvm.insertelement %128, %0[%8 : i32] : vector<32xf32>
      %137 = llvm.shufflevector %136, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb13(%8 : i32)
    ^bb13(%138: i32):  // 2 preds: ^bb12, ^bb29
      %139 = llvm.icmp "slt" %138, %9 : i32
      llvm.cond_br %139, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %140 = llvm.mul %29, %17 : i32
      %141 = llvm.mul %138, %5 : i32
      %142 = llvm.add %140, %141 : i32
      %143 = llvm.getelementptr %39[%142] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %144 = llvm.getelementptr %143[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %145 = llvm.getelementptr %134[%141] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %146 = llvm.getelementptr %145[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %147 = llvm.getelementptr %135[%142] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %148 = llvm.getelementptr %147[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %149 = llvm.add %141, %40 : i32
      %150 = llvm.icmp "slt" %29, %16 : i32
      %151 = llvm.icmp "slt" %149, %17 : i32
      %152 = llvm.and %150, %151 : i1
      %153 = llvm.zext %152 : i1 to i8
      %154 = llvm.ptrtoint %25 : !llvm.ptr to i64
      %155 = llvm.inttoptr %154 : i64 to !llvm.ptr
      llvm.store %153, %155 {alignment = 32 : i64} : i8, !llvm.ptr
      %156 = llvm.add %149, %4 : i32
      %157 = llvm.icmp "slt" %156, %17 : i32
      %158 = llvm.and %150, %157 : i1
      %159 = llvm.zext %158 : i1 to i8
      %160 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %161 = llvm.ptrtoint %160 : !llvm.ptr to i64
      %162 = llvm.inttoptr %161 : i64 to !llvm.ptr
      llvm.store %159, %162 {alignment = 1 : i64} : i8, !llvm.ptr
      %163 = llvm.add %149, %3 : i32
      %164 = llvm.icmp "slt" %163, %17 : i32
      %165 = llvm.and %150, %164 : i1
      %166 = llvm.zext %165 : i1 to i8
      %167 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %168 = llvm.ptrtoint %167 : !llvm.ptr to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr
      llvm.store %166, %169 {alignment = 2 : i64} : i8, !llvm.ptr
      %170 = llvm.add %149, %2 : i32
      %171 = llvm.icmp "slt" %170, %17 : i32
      %172 = llvm.and %150, %171 : i1
      %173 = llvm.zext %172 : i1 to i8
      %174 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %175 = llvm.ptrtoint %174 : !llvm.ptr to i64
      %176 = llvm.inttoptr %175 : i64 to !llvm.ptr
      llvm.store %173, %176 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %18, %24 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.store %18, %23 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb15(%8 : i32)
    ^bb15(%177: i32):  // 2 preds: ^bb14, ^bb18
      %178 = llvm.icmp "slt" %177, %19 : i32
      llvm.cond_br %178, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %179 = llvm.mul %177, %4 : i32
      %180 = llvm.getelementptr %144[%179] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %181 = llvm.mul %177, %10 : i32
      %182 = llvm.getelementptr %24[%181] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %183 = llvm.getelementptr %25[%177] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %184 = llvm.load %183 : !llvm.ptr -> i8
      %185 = llvm.icmp "ne" %184, %11 : i8
      llvm.cond_br %185, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %186 = llvm.load %180 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %186, %182 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %187 = llvm.add %177, %21 : i32
      llvm.br ^bb15(%187 : i32)
    ^bb19:  // pred: ^bb15
      llvm.br ^bb20(%8 : i32)
    ^bb20(%188: i32):  // 2 preds: ^bb19, ^bb23
      %189 = llvm.icmp "slt" %188, %19 : i32
      llvm.cond_br %189, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %190 = llvm.mul %188, %4 : i32
      %191 = llvm.getelementptr %146[%190] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %192 = llvm.mul %188, %10 : i32
      %193 = llvm.getelementptr %23[%192] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %194 = llvm.getelementptr %25[%188] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %195 = llvm.load %194 : !llvm.ptr -> i8
      %196 = llvm.icmp "ne" %195, %11 : i8
      llvm.cond_br %196, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %197 = llvm.load %191 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %197, %193 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %198 = llvm.add %188, %21 : i32
      llvm.br ^bb20(%198 : i32)
    ^bb24:  // pred: ^bb20
      %199 = llvm.load %24 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %200 = llvm.fpext %199 : vector<32xf16> to vector<32xf32>
      %201 = llvm.fmul %200, %137 : vector<32xf32>
      %202 = llvm.load %23 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %203 = llvm.fpext %202 : vector<32xf16> to vector<32xf32>
      %204 = llvm.fmul %201, %203 : vector<32xf32>
      %205 = llvm.fptrunc %204 : vector<32xf32> to vector<32xf16>
      llvm.store %205, %22 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb25(%8 : i32)
    ^bb25(%206: i32):  // 2 preds: ^bb24, ^bb28
      %207 = llvm.icmp "slt" %206, %19 : i32
      llvm.cond_br %207, ^bb26, ^bb29 {llvm.loop_annotation = #loop_annotation}
    ^bb26:  // pred: ^bb25
      %208 = llvm.mul %206, %10 : i32
      %209 = llvm.getelementptr %22[%208] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %210 = llvm.mul %206, %4 : i32
      %211 = llvm.getelementptr %148[%210] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %212 = llvm.getelementptr %25[%206] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %213 = llvm.load %212 : !llvm.ptr -> i8
      %214 = llvm.icmp "ne" %213, %11 : i8
      llvm.cond_br %214, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %215 = llvm.load %209 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %215, %211 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %216 = llvm.add %206, %21 : i32
      llvm.br ^bb25(%216 : i32)
    ^bb29:  // pred: ^bb25
      %217 = llvm.add %138, %21 : i32
      llvm.br ^bb13(%217 : i32)
    ^bb30:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_h4b03f641(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%74> (%16, %18, %20, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_hcded4868(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_h4b03f641(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
