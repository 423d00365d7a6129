!llvm_struct_254a69 = !llvm.struct<(ptr, i64, struct<()>)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_31b33a = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_ccd5ea = !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
      %0 = llvm.mlir.constant(274877906944 : i64) : i64
      %1 = llvm.mlir.constant(65536 : i64) : i64
      %2 = llvm.mlir.constant(224 : i32) : i32
      %3 = llvm.mlir.constant(192 : i32) : i32
      %4 = llvm.mlir.constant(160 : i32) : i32
      %5 = llvm.mlir.constant(96 : i32) : i32
      %6 = llvm.mlir.zero : !llvm_struct_254a69
      %7 = llvm.mlir.constant(3 : i64) : i64
      %8 = llvm.mlir.constant(384 : i64) : i64
      %9 = llvm.mlir.constant(2048 : i32) : i32
      %10 = llvm.mlir.constant(62 : i64) : i64
      %11 = llvm.mlir.constant(49 : i64) : i64
      %12 = llvm.mlir.constant(16383 : i32) : i32
      %13 = llvm.mlir.constant(16384 : i32) : i32
      %14 = llvm.mlir.constant(8192 : i32) : i32
      %15 = llvm.mlir.constant(64 : i32) : i32
      %16 = llvm.mlir.zero : !llvm_struct_ccd5ea
      %17 = llvm.mlir.constant(7 : i32) : i32
      %18 = llvm.mlir.constant(6 : i32) : i32
      %19 = llvm.mlir.constant(3 : i32) : i32
      %20 = llvm.mlir.constant(1024 : i32) : i32
      %21 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %22 = llvm.mlir.constant(31 : i32) : i32
      %23 = llvm.mlir.constant(-1 : i32) : i32
      %24 = llvm.mlir.constant(false) : i1
      %25 = llvm.mlir.constant(32 : i32) : i32
      %26 = llvm.mlir.constant(0 : i32) : i32
      %27 = llvm.mlir.constant(8 : i32) : i32
      %28 = llvm.mlir.constant(true) : i1
      %29 = llvm.mlir.constant(80 : i32) : i32
      %30 = llvm.mlir.constant(40 : i32) : i32
      %31 = llvm.mlir.constant(9 : i32) : i32
      %32 = llvm.mlir.constant(10000000 : i32) : i32
      %33 = llvm.mlir.constant(49152 : i32) : i32
      %34 = llvm.mlir.constant(4 : i32) : i32
      %35 = llvm.mlir.constant(2 : i32) : i32
      %36 = llvm.mlir.constant(4096 : i32) : i32
      %37 = llvm.mlir.constant(256 : i32) : i32
      %38 = llvm.mlir.constant(512 : i32) : i32
      %39 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %40 = llvm.mlir.constant(128 : i32) : i32
      %41 = llvm.mlir.constant(16 : i32) : i32
      %42 = llvm.mlir.constant(1 : i32) : i32
      %43 = llvm.alloca %41 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %41 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.alloca %40 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %47 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %48 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %49 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %50 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %51 = llvm.mul %47, %49 : i32
      %52 = llvm.add %46, %51 : i32
      %53 = llvm.mul %48, %49 : i32
      %54 = llvm.mul %53, %50 : i32
      %55 = llvm.add %52, %54 : i32
      %56 = llvm.sdiv %55, %25 : i32
      %57 = llvm.mul %56, %25 : i32
      %58 = llvm.icmp "ne" %55, %57 : i32
      %59 = llvm.icmp "slt" %55, %26 : i32
      %60 = llvm.icmp "ne" %59, %24 : i1
      %61 = llvm.and %58, %60 : i1
      %62 = llvm.add %56, %23 : i32
      %63 = llvm.select %61, %62, %56 : i1, i32
      %64 = nvvm.shfl.sync  idx %23, %63, %26, %22 : i32 -> i32
      %65 = llvm.sdiv %46, %40 : i32
      %66 = llvm.mul %65, %40 : i32
      %67 = llvm.icmp "ne" %46, %66 : i32
      %68 = llvm.icmp "slt" %46, %26 : i32
      %69 = llvm.icmp "ne" %68, %24 : i1
      %70 = llvm.and %67, %69 : i1
      %71 = llvm.add %65, %23 : i32
      %72 = llvm.select %70, %71, %65 : i1, i32
      %73 = nvvm.shfl.sync  idx %23, %72, %26, %22 : i32 -> i32
      %74 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %75 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %76 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %77 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %78 = llvm.icmp "eq" %64, %26 : i32
      llvm.cond_br %78, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg0 : (!llvm.ptr) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg1 : (!llvm.ptr) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg2 : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %79 = llvm.getelementptr %21[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %80 = llvm.getelementptr %21[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %81 = llvm.getelementptr %21[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %78, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      nvvm.mbarrier.init.shared %21, %42 : !llvm.ptr<3>, i32
      %82 = llvm.getelementptr %21[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %82, %42 : !llvm.ptr<3>, i32
      %83 = llvm.getelementptr %21[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %83, %42 : !llvm.ptr<3>, i32
      %84 = llvm.getelementptr %21[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %84, %42 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %85 = llvm.getelementptr %21[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %78, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      nvvm.mbarrier.init.shared %85, %27 : !llvm.ptr<3>, i32
      %86 = llvm.getelementptr %21[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %86, %27 : !llvm.ptr<3>, i32
      %87 = llvm.getelementptr %21[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %87, %27 : !llvm.ptr<3>, i32
      %88 = llvm.getelementptr %21[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %88, %27 : !llvm.ptr<3>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %89 = llvm.srem %46, %25 : i32
      %90 = llvm.icmp "slt" %89, %42 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", "n" %26 : (i32) -> ()
      nvvm.barrier
      nvvm.barrier
      %91 = llvm.icmp "eq" %73, %26 : i32
      llvm.cond_br %91, ^bb7, ^bb40
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      llvm.cond_br %78, ^bb8, ^bb39
    ^bb8:  // pred: ^bb7
      %92 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %93 = llvm.extractvalue %16[3] : !llvm_struct_ccd5ea
      %94 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      llvm.br ^bb9(%76, %26, %42 : i32, i32, i32)
    ^bb9(%95: i32, %96: i32, %97: i32):  // 2 preds: ^bb8, ^bb23
      %98 = llvm.icmp "slt" %95, %29 : i32
      llvm.cond_br %98, ^bb10, ^bb24
    ^bb10:  // pred: ^bb9
      %99 = llvm.sdiv %95, %30 : i32
      %100 = llvm.mul %99, %30 : i32
      %101 = llvm.icmp "ne" %95, %100 : i32
      %102 = llvm.icmp "slt" %95, %26 : i32
      %103 = llvm.icmp "ne" %102, %24 : i1
      %104 = llvm.and %101, %103 : i1
      %105 = llvm.add %99, %23 : i32
      %106 = llvm.select %104, %105, %99 : i1, i32
      %107 = llvm.mul %106, %30 : i32
      %108 = llvm.sub %95, %107 : i32
      %109 = llvm.sdiv %108, %30 : i32
      %110 = llvm.mul %109, %30 : i32
      %111 = llvm.icmp "ne" %108, %110 : i32
      %112 = llvm.icmp "slt" %108, %26 : i32
      %113 = llvm.icmp "ne" %112, %24 : i1
      %114 = llvm.and %111, %113 : i1
      %115 = llvm.add %109, %23 : i32
      %116 = llvm.select %114, %115, %109 : i1, i32
      %117 = llvm.mul %116, %27 : i32
      %118 = llvm.sub %27, %117 : i32
      %119 = llvm.icmp "slt" %118, %27 : i32
      %120 = llvm.select %119, %118, %27 : i1, i32
      %121 = llvm.mul %116, %30 : i32
      %122 = llvm.sub %108, %121 : i32
      %123 = llvm.srem %122, %120 : i32
      %124 = llvm.add %117, %123 : i32
      %125 = llvm.sdiv %122, %120 : i32
      %126 = llvm.mul %125, %120 : i32
      %127 = llvm.icmp "ne" %122, %126 : i32
      %128 = llvm.icmp "slt" %122, %26 : i32
      %129 = llvm.icmp "slt" %120, %26 : i32
      %130 = llvm.icmp "ne" %128, %129 : i1
      %131 = llvm.and %127, %130 : i1
      %132 = llvm.add %125, %23 : i32
      %133 = llvm.select %131, %132, %125 : i1, i32
      %134 = llvm.add %124, %74 : i32
      %135 = llvm.add %133, %75 : i32
      llvm.br ^bb11(%26, %96, %97 : i32, i32, i32)
    ^bb11(%136: i32, %137: i32, %138: i32):  // 2 preds: ^bb10, ^bb22
      %139 = llvm.icmp "slt" %136, %31 : i32
      llvm.cond_br %139, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %140 = llvm.getelementptr %85[%137] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %140, %138, %32 : (!llvm.ptr<3>, i32, i32) -> ()
      %141 = nvvm.elect.sync -> i1
      llvm.cond_br %141, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %142 = llvm.getelementptr %21[%137] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %142, %33 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %143 = llvm.getelementptr %21[%137] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %144 = llvm.mul %134, %40 : i32
      %145 = llvm.mul %136, %15 : i32
      %146 = llvm.mul %137, %14 : i32
      %147 = llvm.getelementptr %79[%146] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %148 = nvvm.elect.sync -> i1
      llvm.cond_br %148, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      nvvm.cp.async.bulk.tensor.shared.cluster.global %147, %92, %143, box[%145, %144, %106] l2_cache_hint = %93 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %149 = llvm.mul %135, %37 : i32
      %150 = llvm.mul %137, %13 : i32
      %151 = llvm.getelementptr %80[%150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %152 = nvvm.elect.sync -> i1
      llvm.cond_br %152, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      nvvm.cp.async.bulk.tensor.shared.cluster.global %151, %94, %143, box[%145, %149, %106] l2_cache_hint = %93 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %153 = llvm.add %137, %42 : i32
      %154 = llvm.icmp "eq" %153, %34 : i32
      %155 = llvm.select %154, %26, %153 : i1, i32
      llvm.cond_br %154, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %156 = llvm.xor %138, %42 : i32
      llvm.br ^bb21(%156 : i32)
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21(%138 : i32)
    ^bb21(%157: i32):  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // pred: ^bb21
      %158 = llvm.add %136, %42 : i32
      llvm.br ^bb11(%158, %155, %157 : i32, i32, i32)
    ^bb23:  // pred: ^bb11
      %159 = llvm.add %95, %77 : i32
      llvm.br ^bb9(%159, %137, %138 : i32, i32, i32)
    ^bb24:  // pred: ^bb9
      %160 = llvm.add %96, %42 : i32
      %161 = llvm.icmp "eq" %160, %34 : i32
      %162 = llvm.select %161, %26, %160 : i1, i32
      llvm.cond_br %161, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %163 = llvm.xor %97, %42 : i32
      llvm.br ^bb27(%163 : i32)
    ^bb26:  // pred: ^bb24
      llvm.br ^bb27(%97 : i32)
    ^bb27(%164: i32):  // 2 preds: ^bb25, ^bb26
      llvm.br ^bb28
    ^bb28:  // pred: ^bb27
      %165 = llvm.add %162, %42 : i32
      %166 = llvm.icmp "eq" %165, %34 : i32
      %167 = llvm.select %166, %26, %165 : i1, i32
      llvm.cond_br %166, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %168 = llvm.xor %164, %42 : i32
      llvm.br ^bb31(%168 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%164 : i32)
    ^bb31(%169: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      %170 = llvm.add %167, %42 : i32
      %171 = llvm.icmp "eq" %170, %34 : i32
      %172 = llvm.select %171, %26, %170 : i1, i32
      llvm.cond_br %171, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %173 = llvm.xor %169, %42 : i32
      llvm.br ^bb35(%173 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%169 : i32)
    ^bb35(%174: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %175 = llvm.getelementptr %85[%172] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %175, %174, %32 : (!llvm.ptr<3>, i32, i32) -> ()
      %176 = nvvm.elect.sync -> i1
      llvm.cond_br %176, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %177 = llvm.getelementptr %21[%172] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %177, %33 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb38
    ^bb38:  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb7, ^bb38
      llvm.br ^bb104
    ^bb40:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %178 = llvm.sub %46, %40 : i32
      %179 = llvm.sdiv %178, %40 : i32
      %180 = llvm.srem %179, %35 : i32
      %181 = llvm.srem %180, %35 : i32
      %182 = llvm.mul %181, %36 : i32
      %183 = llvm.getelementptr %79[%182] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %184 = llvm.ptrtoint %183 : !llvm.ptr<3> to i32
      %185 = llvm.lshr %184, %34 : i32
      %186 = llvm.and %185, %12 : i32
      %187 = llvm.zext %186 : i32 to i64
      %188 = llvm.or %187, %1 : i64
      %189 = llvm.or %188, %0 : i64
      %190 = llvm.and %26, %17 : i32
      %191 = llvm.zext %190 : i32 to i64
      %192 = llvm.shl %191, %11 : i64
      %193 = llvm.or %189, %192 : i64
      %194 = llvm.and %42, %19 : i32
      %195 = llvm.zext %194 : i32 to i64
      %196 = llvm.shl %195, %10 : i64
      %197 = llvm.or %193, %196 : i64
      %198 = llvm.ptrtoint %80 : !llvm.ptr<3> to i32
      %199 = llvm.lshr %198, %34 : i32
      %200 = llvm.and %199, %12 : i32
      %201 = llvm.zext %200 : i32 to i64
      %202 = llvm.or %201, %1 : i64
      %203 = llvm.or %202, %0 : i64
      %204 = llvm.or %203, %192 : i64
      %205 = llvm.or %204, %196 : i64
      %206 = llvm.sdiv %178, %27 : i32
      %207 = llvm.srem %178, %27 : i32
      %208 = llvm.mul %207, %25 : i32
      %209 = llvm.sdiv %206, %35 : i32
      %210 = llvm.srem %206, %35 : i32
      %211 = llvm.mul %210, %37 : i32
      %212 = llvm.add %208, %211 : i32
      %213 = llvm.sdiv %209, %35 : i32
      %214 = llvm.srem %209, %35 : i32
      %215 = llvm.mul %214, %27 : i32
      %216 = llvm.add %212, %215 : i32
      %217 = llvm.mul %213, %38 : i32
      %218 = llvm.add %216, %217 : i32
      %219 = llvm.getelementptr %81[%218] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %220 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %221 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %222 = llvm.getelementptr %45[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %223 = llvm.getelementptr %45[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %224 = llvm.getelementptr %45[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %225 = llvm.getelementptr %45[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %226 = llvm.getelementptr %45[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %227 = llvm.getelementptr %45[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %228 = llvm.getelementptr %45[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %229 = llvm.getelementptr %45[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %230 = llvm.getelementptr %45[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %231 = llvm.getelementptr %45[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %232 = llvm.getelementptr %45[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %233 = llvm.getelementptr %45[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %234 = llvm.getelementptr %45[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %235 = llvm.getelementptr %45[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %236 = llvm.getelementptr %45[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %237 = llvm.getelementptr %45[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %238 = llvm.getelementptr %45[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %239 = llvm.getelementptr %45[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %240 = llvm.getelementptr %45[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %241 = llvm.getelementptr %45[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %242 = llvm.getelementptr %45[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %243 = llvm.getelementptr %45[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %244 = llvm.getelementptr %45[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %245 = llvm.getelementptr %45[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %246 = llvm.getelementptr %45[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %247 = llvm.getelementptr %45[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %248 = llvm.getelementptr %45[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %249 = llvm.getelementptr %45[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %250 = llvm.getelementptr %45[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %251 = llvm.getelementptr %45[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %252 = llvm.getelementptr %45[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %253 = llvm.getelementptr %45[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %254 = llvm.getelementptr %45[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %255 = llvm.getelementptr %45[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %256 = llvm.getelementptr %45[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %257 = llvm.getelementptr %45[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %258 = llvm.getelementptr %45[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %259 = llvm.getelementptr %45[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %260 = llvm.getelementptr %45[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %261 = llvm.getelementptr %45[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %262 = llvm.getelementptr %45[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %263 = llvm.getelementptr %45[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %264 = llvm.getelementptr %45[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %265 = llvm.getelementptr %45[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %266 = llvm.getelementptr %45[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.getelementptr %45[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %268 = llvm.getelementptr %45[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %269 = llvm.getelementptr %45[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %270 = llvm.getelementptr %45[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.getelementptr %45[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %272 = llvm.getelementptr %45[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.getelementptr %45[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.getelementptr %45[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.getelementptr %45[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %276 = llvm.getelementptr %45[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.getelementptr %45[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.getelementptr %45[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %45[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %45[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %45[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %45[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %45[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %45[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %45[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %45[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %45[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %45[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %45[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %45[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %45[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %45[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %45[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %45[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %45[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %45[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %45[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %45[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %45[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %45[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %45[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %45[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %45[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %45[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %45[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %45[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %45[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %45[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %45[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %45[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %45[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %45[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %45[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %45[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %45[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %45[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %45[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %45[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %45[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %45[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %45[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %45[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %45[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %45[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %45[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %45[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %45[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %45[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %45[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %45[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %45[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %45[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %45[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %45[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %45[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %45[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %45[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %45[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %45[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %45[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %45[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %45[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %45[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %45[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %45[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %45[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.icmp "eq" %64, %34 : i32
      llvm.br ^bb41(%26, %76, %26, %26, %26 : i32, i32, i32, i32, i32)
    ^bb41(%348: i32, %349: i32, %350: i32, %351: i32, %352: i32):  // 2 preds: ^bb40, ^bb102
      %353 = llvm.icmp "slt" %349, %29 : i32
      llvm.cond_br %353, ^bb42, ^bb103
    ^bb42:  // pred: ^bb41
      %354 = llvm.sdiv %349, %30 : i32
      %355 = llvm.mul %354, %30 : i32
      %356 = llvm.icmp "ne" %349, %355 : i32
      %357 = llvm.icmp "slt" %349, %26 : i32
      %358 = llvm.icmp "ne" %357, %24 : i1
      %359 = llvm.and %356, %358 : i1
      %360 = llvm.add %354, %23 : i32
      %361 = llvm.select %359, %360, %354 : i1, i32
      %362 = llvm.mul %361, %30 : i32
      %363 = llvm.sub %349, %362 : i32
      %364 = llvm.sdiv %363, %30 : i32
      %365 = llvm.mul %364, %30 : i32
      %366 = llvm.icmp "ne" %363, %365 : i32
      %367 = llvm.icmp "slt" %363, %26 : i32
      %368 = llvm.icmp "ne" %367, %24 : i1
      %369 = llvm.and %366, %368 : i1
      %370 = llvm.add %364, %23 : i32
      %371 = llvm.select %369, %370, %364 : i1, i32
      %372 = llvm.mul %371, %27 : i32
      %373 = llvm.sub %27, %372 : i32
      %374 = llvm.icmp "slt" %373, %27 : i32
      %375 = llvm.select %374, %373, %27 : i1, i32
      %376 = llvm.mul %371, %30 : i32
      %377 = llvm.sub %363, %376 : i32
      %378 = llvm.srem %377, %375 : i32
      %379 = llvm.add %372, %378 : i32
      %380 = llvm.sdiv %377, %375 : i32
      %381 = llvm.mul %380, %375 : i32
      %382 = llvm.icmp "ne" %377, %381 : i32
      %383 = llvm.icmp "slt" %377, %26 : i32
      %384 = llvm.icmp "slt" %375, %26 : i32
      %385 = llvm.icmp "ne" %383, %384 : i1
      %386 = llvm.and %382, %385 : i1
      %387 = llvm.add %380, %23 : i32
      %388 = llvm.select %386, %387, %380 : i1, i32
      %389 = llvm.add %379, %74 : i32
      %390 = llvm.add %388, %75 : i32
      llvm.store %39, %45 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      nvvm.wgmma.fence.aligned
      llvm.br ^bb43(%26, %350, %351, %352 : i32, i32, i32, i32)
    ^bb43(%391: i32, %392: i32, %393: i32, %394: i32):  // 2 preds: ^bb42, ^bb56
      %395 = llvm.icmp "slt" %391, %31 : i32
      llvm.cond_br %395, ^bb44, ^bb57
    ^bb44:  // pred: ^bb43
      %396 = llvm.getelementptr %21[%393] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %396, %394, %32 : (!llvm.ptr<3>, i32, i32) -> ()
      %397 = llvm.mul %393, %20 : i32
      %398 = llvm.bitcast %197 : i64 to vector<2xi32>
      %399 = llvm.extractelement %398[%26 : i32] : vector<2xi32>
      %400 = llvm.add %399, %397 : i32
      %401 = llvm.insertelement %400, %398[%26 : i32] : vector<2xi32>
      %402 = llvm.bitcast %401 : vector<2xi32> to i64
      %403 = llvm.mul %393, %9 : i32
      %404 = llvm.bitcast %205 : i64 to vector<2xi32>
      %405 = llvm.extractelement %404[%26 : i32] : vector<2xi32>
      %406 = llvm.add %405, %403 : i32
      %407 = llvm.insertelement %406, %404[%26 : i32] : vector<2xi32>
      %408 = llvm.bitcast %407 : vector<2xi32> to i64
      %409 = llvm.load %45 : !llvm.ptr -> f32
      %410 = llvm.load %220 : !llvm.ptr -> f32
      %411 = llvm.load %221 : !llvm.ptr -> f32
      %412 = llvm.load %222 : !llvm.ptr -> f32
      %413 = llvm.load %223 : !llvm.ptr -> f32
      %414 = llvm.load %224 : !llvm.ptr -> f32
      %415 = llvm.load %225 : !llvm.ptr -> f32
      %416 = llvm.load %226 : !llvm.ptr -> f32
      %417 = llvm.load %227 : !llvm.ptr -> f32
      %418 = llvm.load %228 : !llvm.ptr -> f32
      %419 = llvm.load %229 : !llvm.ptr -> f32
      %420 = llvm.load %230 : !llvm.ptr -> f32
      %421 = llvm.load %231 : !llvm.ptr -> f32
      %422 = llvm.load %232 : !llvm.ptr -> f32
      %423 = llvm.load %233 : !llvm.ptr -> f32
      %424 = llvm.load %234 : !llvm.ptr -> f32
      %425 = llvm.load %235 : !llvm.ptr -> f32
      %426 = llvm.load %236 : !llvm.ptr -> f32
      %427 = llvm.load %237 : !llvm.ptr -> f32
      %428 = llvm.load %238 : !llvm.ptr -> f32
      %429 = llvm.load %239 : !llvm.ptr -> f32
      %430 = llvm.load %240 : !llvm.ptr -> f32
      %431 = llvm.load %241 : !llvm.ptr -> f32
      %432 = llvm.load %242 : !llvm.ptr -> f32
      %433 = llvm.load %243 : !llvm.ptr -> f32
      %434 = llvm.load %244 : !llvm.ptr -> f32
      %435 = llvm.load %245 : !llvm.ptr -> f32
      %436 = llvm.load %246 : !llvm.ptr -> f32
      %437 = llvm.load %247 : !llvm.ptr -> f32
      %438 = llvm.load %248 : !llvm.ptr -> f32
      %439 = llvm.load %249 : !llvm.ptr -> f32
      %440 = llvm.load %250 : !llvm.ptr -> f32
      %441 = llvm.load %251 : !llvm.ptr -> f32
      %442 = llvm.load %252 : !llvm.ptr -> f32
      %443 = llvm.load %253 : !llvm.ptr -> f32
      %444 = llvm.load %254 : !llvm.ptr -> f32
      %445 = llvm.load %255 : !llvm.ptr -> f32
      %446 = llvm.load %256 : !llvm.ptr -> f32
      %447 = llvm.load %257 : !llvm.ptr -> f32
      %448 = llvm.load %258 : !llvm.ptr -> f32
      %449 = llvm.load %259 : !llvm.ptr -> f32
      %450 = llvm.load %260 : !llvm.ptr -> f32
      %451 = llvm.load %261 : !llvm.ptr -> f32
      %452 = llvm.load %262 : !llvm.ptr -> f32
      %453 = llvm.load %263 : !llvm.ptr -> f32
      %454 = llvm.load %264 : !llvm.ptr -> f32
      %455 = llvm.load %265 : !llvm.ptr -> f32
      %456 = llvm.load %266 : !llvm.ptr -> f32
      %457 = llvm.load %267 : !llvm.ptr -> f32
      %458 = llvm.load %268 : !llvm.ptr -> f32
      %459 = llvm.load %269 : !llvm.ptr -> f32
      %460 = llvm.load %270 : !llvm.ptr -> f32
      %461 = llvm.load %271 : !llvm.ptr -> f32
      %462 = llvm.load %272 : !llvm.ptr -> f32
      %463 = llvm.load %273 : !llvm.ptr -> f32
      %464 = llvm.load %274 : !llvm.ptr -> f32
      %465 = llvm.load %275 : !llvm.ptr -> f32
      %466 = llvm.load %276 : !llvm.ptr -> f32
      %467 = llvm.load %277 : !llvm.ptr -> f32
      %468 = llvm.load %278 : !llvm.ptr -> f32
      %469 = llvm.load %279 : !llvm.ptr -> f32
      %470 = llvm.load %280 : !llvm.ptr -> f32
      %471 = llvm.load %281 : !llvm.ptr -> f32
      %472 = llvm.load %282 : !llvm.ptr -> f32
      %473 = llvm.load %283 : !llvm.ptr -> f32
      %474 = llvm.load %284 : !llvm.ptr -> f32
      %475 = llvm.load %285 : !llvm.ptr -> f32
      %476 = llvm.load %286 : !llvm.ptr -> f32
      %477 = llvm.load %287 : !llvm.ptr -> f32
      %478 = llvm.load %288 : !llvm.ptr -> f32
      %479 = llvm.load %289 : !llvm.ptr -> f32
      %480 = llvm.load %290 : !llvm.ptr -> f32
      %481 = llvm.load %291 : !llvm.ptr -> f32
      %482 = llvm.load %292 : !llvm.ptr -> f32
      %483 = llvm.load %293 : !llvm.ptr -> f32
      %484 = llvm.load %294 : !llvm.ptr -> f32
      %485 = llvm.load %295 : !llvm.ptr -> f32
      %486 = llvm.load %296 : !llvm.ptr -> f32
      %487 = llvm.load %297 : !llvm.ptr -> f32
      %488 = llvm.load %298 : !llvm.ptr -> f32
      %489 = llvm.load %299 : !llvm.ptr -> f32
      %490 = llvm.load %300 : !llvm.ptr -> f32
      %491 = llvm.load %301 : !llvm.ptr -> f32
      %492 = llvm.load %302 : !llvm.ptr -> f32
      %493 = llvm.load %303 : !llvm.ptr -> f32
      %494 = llvm.load %304 : !llvm.ptr -> f32
      %495 = llvm.load %305 : !llvm.ptr -> f32
      %496 = llvm.load %306 : !llvm.ptr -> f32
      %497 = llvm.load %307 : !llvm.ptr -> f32
      %498 = llvm.load %308 : !llvm.ptr -> f32
      %499 = llvm.load %309 : !llvm.ptr -> f32
      %500 = llvm.load %310 : !llvm.ptr -> f32
      %501 = llvm.load %311 : !llvm.ptr -> f32
      %502 = llvm.load %312 : !llvm.ptr -> f32
      %503 = llvm.load %313 : !llvm.ptr -> f32
      %504 = llvm.load %314 : !llvm.ptr -> f32
      %505 = llvm.load %315 : !llvm.ptr -> f32
      %506 = llvm.load %316 : !llvm.ptr -> f32
      %507 = llvm.load %317 : !llvm.ptr -> f32
      %508 = llvm.load %318 : !llvm.ptr -> f32
      %509 = llvm.load %319 : !llvm.ptr -> f32
      %510 = llvm.load %320 : !llvm.ptr -> f32
      %511 = llvm.load %321 : !llvm.ptr -> f32
      %512 = llvm.load %322 : !llvm.ptr -> f32
      %513 = llvm.load %323 : !llvm.ptr -> f32
      %514 = llvm.load %324 : !llvm.ptr -> f32
      %515 = llvm.load %325 : !llvm.ptr -> f32
      %516 = llvm.load %326 : !llvm.ptr -> f32
      %517 = llvm.load %327 : !llvm.ptr -> f32
      %518 = llvm.load %328 : !llvm.ptr -> f32
      %519 = llvm.load %329 : !llvm.ptr -> f32
      %520 = llvm.load %330 : !llvm.ptr -> f32
      %521 = llvm.load %331 : !llvm.ptr -> f32
      %522 = llvm.load %332 : !llvm.ptr -> f32
      %523 = llvm.load %333 : !llvm.ptr -> f32
      %524 = llvm.load %334 : !llvm.ptr -> f32
      %525 = llvm.load %335 : !llvm.ptr -> f32
      %526 = llvm.load %336 : !llvm.ptr -> f32
      %527 = llvm.load %337 : !llvm.ptr -> f32
      %528 = llvm.load %338 : !llvm.ptr -> f32
      %529 = llvm.load %339 : !llvm.ptr -> f32
      %530 = llvm.load %340 : !llvm.ptr -> f32
      %531 = llvm.load %341 : !llvm.ptr -> f32
      %532 = llvm.load %342 : !llvm.ptr -> f32
      %533 = llvm.load %343 : !llvm.ptr -> f32
      %534 = llvm.load %344 : !llvm.ptr -> f32
      %535 = llvm.load %345 : !llvm.ptr -> f32
      %536 = llvm.load %346 : !llvm.ptr -> f32
      %537 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %402, %408, %28, %42, %42, %26, %26 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %538 = llvm.extractvalue %537[0] : !llvm_struct_31b33a
      %539 = llvm.extractvalue %537[1] : !llvm_struct_31b33a
      %540 = llvm.extractvalue %537[2] : !llvm_struct_31b33a
      %541 = llvm.extractvalue %537[3] : !llvm_struct_31b33a
      %542 = llvm.extractvalue %537[4] : !llvm_struct_31b33a
      %543 = llvm.extractvalue %537[5] : !llvm_struct_31b33a
      %544 = llvm.extractvalue %537[6] : !llvm_struct_31b33a
      %545 = llvm.extractvalue %537[7] : !llvm_struct_31b33a
      %546 = llvm.extractvalue %537[8] : !llvm_struct_31b33a
      %547 = llvm.extractvalue %537[9] : !llvm_struct_31b33a
      %548 = llvm.extractvalue %537[10] : !llvm_struct_31b33a
      %549 = llvm.extractvalue %537[11] : !llvm_struct_31b33a
      %550 = llvm.extractvalue %537[12] : !llvm_struct_31b33a
      %551 = llvm.extractvalue %537[13] : !llvm_struct_31b33a
      %552 = llvm.extractvalue %537[14] : !llvm_struct_31b33a
      %553 = llvm.extractvalue %537[15] : !llvm_struct_31b33a
      %554 = llvm.extractvalue %537[16] : !llvm_struct_31b33a
      %555 = llvm.extractvalue %537[17] : !llvm_struct_31b33a
      %556 = llvm.extractvalue %537[18] : !llvm_struct_31b33a
      %557 = llvm.extractvalue %537[19] : !llvm_struct_31b33a
      %558 = llvm.extractvalue %537[20] : !llvm_struct_31b33a
      %559 = llvm.extractvalue %537[21] : !llvm_struct_31b33a
      %560 = llvm.extractvalue %537[22] : !llvm_struct_31b33a
      %561 = llvm.extractvalue %537[23] : !llvm_struct_31b33a
      %562 = llvm.extractvalue %537[24] : !llvm_struct_31b33a
      %563 = llvm.extractvalue %537[25] : !llvm_struct_31b33a
      %564 = llvm.extractvalue %537[26] : !llvm_struct_31b33a
      %565 = llvm.extractvalue %537[27] : !llvm_struct_31b33a
      %566 = llvm.extractvalue %537[28] : !llvm_struct_31b33a
      %567 = llvm.extractvalue %537[29] : !llvm_struct_31b33a
      %568 = llvm.extractvalue %537[30] : !llvm_struct_31b33a
      %569 = llvm.extractvalue %537[31] : !llvm_struct_31b33a
      %570 = llvm.extractvalue %537[32] : !llvm_struct_31b33a
      %571 = llvm.extractvalue %537[33] : !llvm_struct_31b33a
      %572 = llvm.extractvalue %537[34] : !llvm_struct_31b33a
      %573 = llvm.extractvalue %537[35] : !llvm_struct_31b33a
      %574 = llvm.extractvalue %537[36] : !llvm_struct_31b33a
      %575 = llvm.extractvalue %537[37] : !llvm_struct_31b33a
      %576 = llvm.extractvalue %537[38] : !llvm_struct_31b33a
      %577 = llvm.extractvalue %537[39] : !llvm_struct_31b33a
      %578 = llvm.extractvalue %537[40] : !llvm_struct_31b33a
      %579 = llvm.extractvalue %537[41] : !llvm_struct_31b33a
      %580 = llvm.extractvalue %537[42] : !llvm_struct_31b33a
      %581 = llvm.extractvalue %537[43] : !llvm_struct_31b33a
      %582 = llvm.extractvalue %537[44] : !llvm_struct_31b33a
      %583 = llvm.extractvalue %537[45] : !llvm_struct_31b33a
      %584 = llvm.extractvalue %537[46] : !llvm_struct_31b33a
      %585 = llvm.extractvalue %537[47] : !llvm_struct_31b33a
      %586 = llvm.extractvalue %537[48] : !llvm_struct_31b33a
      %587 = llvm.extractvalue %537[49] : !llvm_struct_31b33a
      %588 = llvm.extractvalue %537[50] : !llvm_struct_31b33a
      %589 = llvm.extractvalue %537[51] : !llvm_struct_31b33a
      %590 = llvm.extractvalue %537[52] : !llvm_struct_31b33a
      %591 = llvm.extractvalue %537[53] : !llvm_struct_31b33a
      %592 = llvm.extractvalue %537[54] : !llvm_struct_31b33a
      %593 = llvm.extractvalue %537[55] : !llvm_struct_31b33a
      %594 = llvm.extractvalue %537[56] : !llvm_struct_31b33a
      %595 = llvm.extractvalue %537[57] : !llvm_struct_31b33a
      %596 = llvm.extractvalue %537[58] : !llvm_struct_31b33a
      %597 = llvm.extractvalue %537[59] : !llvm_struct_31b33a
      %598 = llvm.extractvalue %537[60] : !llvm_struct_31b33a
      %599 = llvm.extractvalue %537[61] : !llvm_struct_31b33a
      %600 = llvm.extractvalue %537[62] : !llvm_struct_31b33a
      %601 = llvm.extractvalue %537[63] : !llvm_struct_31b33a
      %602 = llvm.extractvalue %537[64] : !llvm_struct_31b33a
      %603 = llvm.extractvalue %537[65] : !llvm_struct_31b33a
      %604 = llvm.extractvalue %537[66] : !llvm_struct_31b33a
      %605 = llvm.extractvalue %537[67] : !llvm_struct_31b33a
      %606 = llvm.extractvalue %537[68] : !llvm_struct_31b33a
      %607 = llvm.extractvalue %537[69] : !llvm_struct_31b33a
      %608 = llvm.extractvalue %537[70] : !llvm_struct_31b33a
      %609 = llvm.extractvalue %537[71] : !llvm_struct_31b33a
      %610 = llvm.extractvalue %537[72] : !llvm_struct_31b33a
      %611 = llvm.extractvalue %537[73] : !llvm_struct_31b33a
      %612 = llvm.extractvalue %537[74] : !llvm_struct_31b33a
      %613 = llvm.extractvalue %537[75] : !llvm_struct_31b33a
      %614 = llvm.extractvalue %537[76] : !llvm_struct_31b33a
      %615 = llvm.extractvalue %537[77] : !llvm_struct_31b33a
      %616 = llvm.extractvalue %537[78] : !llvm_struct_31b33a
      %617 = llvm.extractvalue %537[79] : !llvm_struct_31b33a
      %618 = llvm.extractvalue %537[80] : !llvm_struct_31b33a
      %619 = llvm.extractvalue %537[81] : !llvm_struct_31b33a
      %620 = llvm.extractvalue %537[82] : !llvm_struct_31b33a
      %621 = llvm.extractvalue %537[83] : !llvm_struct_31b33a
      %622 = llvm.extractvalue %537[84] : !llvm_struct_31b33a
      %623 = llvm.extractvalue %537[85] : !llvm_struct_31b33a
      %624 = llvm.extractvalue %537[86] : !llvm_struct_31b33a
      %625 = llvm.extractvalue %537[87] : !llvm_struct_31b33a
      %626 = llvm.extractvalue %537[88] : !llvm_struct_31b33a
      %627 = llvm.extractvalue %537[89] : !llvm_struct_31b33a
      %628 = llvm.extractvalue %537[90] : !llvm_struct_31b33a
      %629 = llvm.extractvalue %537[91] : !llvm_struct_31b33a
      %630 = llvm.extractvalue %537[92] : !llvm_struct_31b33a
      %631 = llvm.extractvalue %537[93] : !llvm_struct_31b33a
      %632 = llvm.extractvalue %537[94] : !llvm_struct_31b33a
      %633 = llvm.extractvalue %537[95] : !llvm_struct_31b33a
      %634 = llvm.extractvalue %537[96] : !llvm_struct_31b33a
      %635 = llvm.extractvalue %537[97] : !llvm_struct_31b33a
      %636 = llvm.extractvalue %537[98] : !llvm_struct_31b33a
      %637 = llvm.extractvalue %537[99] : !llvm_struct_31b33a
      %638 = llvm.extractvalue %537[100] : !llvm_struct_31b33a
      %639 = llvm.extractvalue %537[101] : !llvm_struct_31b33a
      %640 = llvm.extractvalue %537[102] : !llvm_struct_31b33a
      %641 = llvm.extractvalue %537[103] : !llvm_struct_31b33a
      %642 = llvm.extractvalue %537[104] : !llvm_struct_31b33a
      %643 = llvm.extractvalue %537[105] : !llvm_struct_31b33a
      %644 = llvm.extractvalue %537[106] : !llvm_struct_31b33a
      %645 = llvm.extractvalue %537[107] : !llvm_struct_31b33a
      %646 = llvm.extractvalue %537[108] : !llvm_struct_31b33a
      %647 = llvm.extractvalue %537[109] : !llvm_struct_31b33a
      %648 = llvm.extractvalue %537[110] : !llvm_struct_31b33a
      %649 = llvm.extractvalue %537[111] : !llvm_struct_31b33a
      %650 = llvm.extractvalue %537[112] : !llvm_struct_31b33a
      %651 = llvm.extractvalue %537[113] : !llvm_struct_31b33a
      %652 = llvm.extractvalue %537[114] : !llvm_struct_31b33a
      %653 = llvm.extractvalue %537[115] : !llvm_struct_31b33a
      %654 = llvm.extractvalue %537[116] : !llvm_struct_31b33a
      %655 = llvm.extractvalue %537[117] : !llvm_struct_31b33a
      %656 = llvm.extractvalue %537[118] : !llvm_struct_31b33a
      %657 = llvm.extractvalue %537[119] : !llvm_struct_31b33a
      %658 = llvm.extractvalue %537[120] : !llvm_struct_31b33a
      %659 = llvm.extractvalue %537[121] : !llvm_struct_31b33a
      %660 = llvm.extractvalue %537[122] : !llvm_struct_31b33a
      %661 = llvm.extractvalue %537[123] : !llvm_struct_31b33a
      %662 = llvm.extractvalue %537[124] : !llvm_struct_31b33a
      %663 = llvm.extractvalue %537[125] : !llvm_struct_31b33a
      %664 = llvm.extractvalue %537[126] : !llvm_struct_31b33a
      %665 = llvm.extractvalue %537[127] : !llvm_struct_31b33a
      llvm.store %538, %45 : f32, !llvm.ptr
      llvm.store %539, %220 : f32, !llvm.ptr
      llvm.store %540, %221 : f32, !llvm.ptr
      llvm.store %541, %222 : f32, !llvm.ptr
      llvm.store %542, %223 : f32, !llvm.ptr
      llvm.store %543, %224 : f32, !llvm.ptr
      llvm.store %544, %225 : f32, !llvm.ptr
      llvm.store %545, %226 : f32, !llvm.ptr
      llvm.store %546, %227 : f32, !llvm.ptr
      llvm.store %547, %228 : f32, !llvm.ptr
      llvm.store %548, %229 : f32, !llvm.ptr
      llvm.store %549, %230 : f32, !llvm.ptr
      llvm.store %550, %231 : f32, !llvm.ptr
      llvm.store %551, %232 : f32, !llvm.ptr
      llvm.store %552, %233 : f32, !llvm.ptr
      llvm.store %553, %234 : f32, !llvm.ptr
      llvm.store %554, %235 : f32, !llvm.ptr
      llvm.store %555, %236 : f32, !llvm.ptr
      llvm.store %556, %237 : f32, !llvm.ptr
      llvm.store %557, %238 : f32, !llvm.ptr
      llvm.store %558, %239 : f32, !llvm.ptr
      llvm.store %559, %240 : f32, !llvm.ptr
      llvm.store %560, %241 : f32, !llvm.ptr
      llvm.store %561, %242 : f32, !llvm.ptr
      llvm.store %562, %243 : f32, !llvm.ptr
      llvm.store %563, %244 : f32, !llvm.ptr
      llvm.store %564, %245 : f32, !llvm.ptr
      llvm.store %565, %246 : f32, !llvm.ptr
      llvm.store %566, %247 : f32, !llvm.ptr
      llvm.store %567, %248 : f32, !llvm.ptr
      llvm.store %568, %249 : f32, !llvm.ptr
      llvm.store %569, %250 : f32, !llvm.ptr
      llvm.store %570, %251 : f32, !llvm.ptr
      llvm.store %571, %252 : f32, !llvm.ptr
      llvm.store %572, %253 : f32, !llvm.ptr
      llvm.store %573, %254 : f32, !llvm.ptr
      llvm.store %574, %255 : f32, !llvm.ptr
      llvm.store %575, %256 : f32, !llvm.ptr
      llvm.store %576, %257 : f32, !llvm.ptr
      llvm.store %577, %258 : f32, !llvm.ptr
      llvm.store %578, %259 : f32, !llvm.ptr
      llvm.store %579, %260 : f32, !llvm.ptr
      llvm.store %580, %261 : f32, !llvm.ptr
      llvm.store %581, %262 : f32, !llvm.ptr
      llvm.store %582, %263 : f32, !llvm.ptr
      llvm.store %583, %264 : f32, !llvm.ptr
      llvm.store %584, %265 : f32, !llvm.ptr
      llvm.store %585, %266 : f32, !llvm.ptr
      llvm.store %586, %267 : f32, !llvm.ptr
      llvm.store %587, %268 : f32, !llvm.ptr
      llvm.store %588, %269 : f32, !llvm.ptr
      llvm.store %589, %270 : f32, !llvm.ptr
      llvm.store %590, %271 : f32, !llvm.ptr
      llvm.store %591, %272 : f32, !llvm.ptr
      llvm.store %592, %273 : f32, !llvm.ptr
      llvm.store %593, %274 : f32, !llvm.ptr
      llvm.store %594, %275 : f32, !llvm.ptr
      llvm.store %595, %276 : f32, !llvm.ptr
      llvm.store %596, %277 : f32, !llvm.ptr
      llvm.store %597, %278 : f32, !llvm.ptr
      llvm.store %598, %279 : f32, !llvm.ptr
      llvm.store %599, %280 : f32, !llvm.ptr
      llvm.store %600, %281 : f32, !llvm.ptr
      llvm.store %601, %282 : f32, !llvm.ptr
      llvm.store %602, %283 : f32, !llvm.ptr
      llvm.store %603, %284 : f32, !llvm.ptr
      llvm.store %604, %285 : f32, !llvm.ptr
      llvm.store %605, %286 : f32, !llvm.ptr
      llvm.store %606, %287 : f32, !llvm.ptr
      llvm.store %607, %288 : f32, !llvm.ptr
      llvm.store %608, %289 : f32, !llvm.ptr
      llvm.store %609, %290 : f32, !llvm.ptr
      llvm.store %610, %291 : f32, !llvm.ptr
      llvm.store %611, %292 : f32, !llvm.ptr
      llvm.store %612, %293 : f32, !llvm.ptr
      llvm.store %613, %294 : f32, !llvm.ptr
      llvm.store %614, %295 : f32, !llvm.ptr
      llvm.store %615, %296 : f32, !llvm.ptr
      llvm.store %616, %297 : f32, !llvm.ptr
      llvm.store %617, %298 : f32, !llvm.ptr
      llvm.store %618, %299 : f32, !llvm.ptr
      llvm.store %619, %300 : f32, !llvm.ptr
      llvm.store %620, %301 : f32, !llvm.ptr
      llvm.store %621, %302 : f32, !llvm.ptr
      llvm.store %622, %303 : f32, !llvm.ptr
      llvm.store %623, %304 : f32, !llvm.ptr
      llvm.store %624, %305 : f32, !llvm.ptr
      llvm.store %625, %306 : f32, !llvm.ptr
      llvm.store %626, %307 : f32, !llvm.ptr
      llvm.store %627, %308 : f32, !llvm.ptr
      llvm.store %628, %309 : f32, !llvm.ptr
      llvm.store %629, %310 : f32, !llvm.ptr
      llvm.store %630, %311 : f32, !llvm.ptr
      llvm.store %631, %312 : f32, !llvm.ptr
      llvm.store %632, %313 : f32, !llvm.ptr
      llvm.store %633, %314 : f32, !llvm.ptr
      llvm.store %634, %315 : f32, !llvm.ptr
      llvm.store %635, %316 : f32, !llvm.ptr
      llvm.store %636, %317 : f32, !llvm.ptr
      llvm.store %637, %318 : f32, !llvm.ptr
      llvm.store %638, %319 : f32, !llvm.ptr
      llvm.store %639, %320 : f32, !llvm.ptr
      llvm.store %640, %321 : f32, !llvm.ptr
      llvm.store %641, %322 : f32, !llvm.ptr
      llvm.store %642, %323 : f32, !llvm.ptr
      llvm.store %643, %324 : f32, !llvm.ptr
      llvm.store %644, %325 : f32, !llvm.ptr
      llvm.store %645, %326 : f32, !llvm.ptr
      llvm.store %646, %327 : f32, !llvm.ptr
      llvm.store %647, %328 : f32, !llvm.ptr
      llvm.store %648, %329 : f32, !llvm.ptr
      llvm.store %649, %330 : f32, !llvm.ptr
      llvm.store %650, %331 : f32, !llvm.ptr
      llvm.store %651, %332 : f32, !llvm.ptr
      llvm.store %652, %333 : f32, !llvm.ptr
      llvm.store %653, %334 : f32, !llvm.ptr
      llvm.store %654, %335 : f32, !llvm.ptr
      llvm.store %655, %336 : f32, !llvm.ptr
      llvm.store %656, %337 : f32, !llvm.ptr
      llvm.store %657, %338 : f32, !llvm.ptr
      llvm.store %658, %339 : f32, !llvm.ptr
      llvm.store %659, %340 : f32, !llvm.ptr
      llvm.store %660, %341 : f32, !llvm.ptr
      llvm.store %661, %342 : f32, !llvm.ptr
      llvm.store %662, %343 : f32, !llvm.ptr
      llvm.store %663, %344 : f32, !llvm.ptr
      llvm.store %664, %345 : f32, !llvm.ptr
      llvm.store %665, %346 : f32, !llvm.ptr
      %666 = llvm.add %397, %35 : i32
      %667 = llvm.add %399, %666 : i32
      %668 = llvm.insertelement %667, %398[%26 : i32] : vector<2xi32>
      %669 = llvm.bitcast %668 : vector<2xi32> to i64
      %670 = llvm.add %403, %35 : i32
      %671 = llvm.add %405, %670 : i32
      %672 = llvm.insertelement %671, %404[%26 : i32] : vector<2xi32>
      %673 = llvm.bitcast %672 : vector<2xi32> to i64
      %674 = llvm.load %45 : !llvm.ptr -> f32
      %675 = llvm.load %220 : !llvm.ptr -> f32
      %676 = llvm.load %221 : !llvm.ptr -> f32
      %677 = llvm.load %222 : !llvm.ptr -> f32
      %678 = llvm.load %223 : !llvm.ptr -> f32
      %679 = llvm.load %224 : !llvm.ptr -> f32
      %680 = llvm.load %225 : !llvm.ptr -> f32
      %681 = llvm.load %226 : !llvm.ptr -> f32
      %682 = llvm.load %227 : !llvm.ptr -> f32
      %683 = llvm.load %228 : !llvm.ptr -> f32
      %684 = llvm.load %229 : !llvm.ptr -> f32
      %685 = llvm.load %230 : !llvm.ptr -> f32
      %686 = llvm.load %231 : !llvm.ptr -> f32
      %687 = llvm.load %232 : !llvm.ptr -> f32
      %688 = llvm.load %233 : !llvm.ptr -> f32
      %689 = llvm.load %234 : !llvm.ptr -> f32
      %690 = llvm.load %235 : !llvm.ptr -> f32
      %691 = llvm.load %236 : !llvm.ptr -> f32
      %692 = llvm.load %237 : !llvm.ptr -> f32
      %693 = llvm.load %238 : !llvm.ptr -> f32
      %694 = llvm.load %239 : !llvm.ptr -> f32
      %695 = llvm.load %240 : !llvm.ptr -> f32
      %696 = llvm.load %241 : !llvm.ptr -> f32
      %697 = llvm.load %242 : !llvm.ptr -> f32
      %698 = llvm.load %243 : !llvm.ptr -> f32
      %699 = llvm.load %244 : !llvm.ptr -> f32
      %700 = llvm.load %245 : !llvm.ptr -> f32
      %701 = llvm.load %246 : !llvm.ptr -> f32
      %702 = llvm.load %247 : !llvm.ptr -> f32
      %703 = llvm.load %248 : !llvm.ptr -> f32
      %704 = llvm.load %249 : !llvm.ptr -> f32
      %705 = llvm.load %250 : !llvm.ptr -> f32
      %706 = llvm.load %251 : !llvm.ptr -> f32
      %707 = llvm.load %252 : !llvm.ptr -> f32
      %708 = llvm.load %253 : !llvm.ptr -> f32
      %709 = llvm.load %254 : !llvm.ptr -> f32
      %710 = llvm.load %255 : !llvm.ptr -> f32
      %711 = llvm.load %256 : !llvm.ptr -> f32
      %712 = llvm.load %257 : !llvm.ptr -> f32
      %713 = llvm.load %258 : !llvm.ptr -> f32
      %714 = llvm.load %259 : !llvm.ptr -> f32
      %715 = llvm.load %260 : !llvm.ptr -> f32
      %716 = llvm.load %261 : !llvm.ptr -> f32
      %717 = llvm.load %262 : !llvm.ptr -> f32
      %718 = llvm.load %263 : !llvm.ptr -> f32
      %719 = llvm.load %264 : !llvm.ptr -> f32
      %720 = llvm.load %265 : !llvm.ptr -> f32
      %721 = llvm.load %266 : !llvm.ptr -> f32
      %722 = llvm.load %267 : !llvm.ptr -> f32
      %723 = llvm.load %268 : !llvm.ptr -> f32
      %724 = llvm.load %269 : !llvm.ptr -> f32
      %725 = llvm.load %270 : !llvm.ptr -> f32
      %726 = llvm.load %271 : !llvm.ptr -> f32
      %727 = llvm.load %272 : !llvm.ptr -> f32
      %728 = llvm.load %273 : !llvm.ptr -> f32
      %729 = llvm.load %274 : !llvm.ptr -> f32
      %730 = llvm.load %275 : !llvm.ptr -> f32
      %731 = llvm.load %276 : !llvm.ptr -> f32
      %732 = llvm.load %277 : !llvm.ptr -> f32
      %733 = llvm.load %278 : !llvm.ptr -> f32
      %734 = llvm.load %279 : !llvm.ptr -> f32
      %735 = llvm.load %280 : !llvm.ptr -> f32
      %736 = llvm.load %281 : !llvm.ptr -> f32
      %737 = llvm.load %282 : !llvm.ptr -> f32
      %738 = llvm.load %283 : !llvm.ptr -> f32
      %739 = llvm.load %284 : !llvm.ptr -> f32
      %740 = llvm.load %285 : !llvm.ptr -> f32
      %741 = llvm.load %286 : !llvm.ptr -> f32
      %742 = llvm.load %287 : !llvm.ptr -> f32
      %743 = llvm.load %288 : !llvm.ptr -> f32
      %744 = llvm.load %289 : !llvm.ptr -> f32
      %745 = llvm.load %290 : !llvm.ptr -> f32
      %746 = llvm.load %291 : !llvm.ptr -> f32
      %747 = llvm.load %292 : !llvm.ptr -> f32
      %748 = llvm.load %293 : !llvm.ptr -> f32
      %749 = llvm.load %294 : !llvm.ptr -> f32
      %750 = llvm.load %295 : !llvm.ptr -> f32
      %751 = llvm.load %296 : !llvm.ptr -> f32
      %752 = llvm.load %297 : !llvm.ptr -> f32
      %753 = llvm.load %298 : !llvm.ptr -> f32
      %754 = llvm.load %299 : !llvm.ptr -> f32
      %755 = llvm.load %300 : !llvm.ptr -> f32
      %756 = llvm.load %301 : !llvm.ptr -> f32
      %757 = llvm.load %302 : !llvm.ptr -> f32
      %758 = llvm.load %303 : !llvm.ptr -> f32
      %759 = llvm.load %304 : !llvm.ptr -> f32
      %760 = llvm.load %305 : !llvm.ptr -> f32
      %761 = llvm.load %306 : !llvm.ptr -> f32
      %762 = llvm.load %307 : !llvm.ptr -> f32
      %763 = llvm.load %308 : !llvm.ptr -> f32
      %764 = llvm.load %309 : !llvm.ptr -> f32
      %765 = llvm.load %310 : !llvm.ptr -> f32
      %766 = llvm.load %311 : !llvm.ptr -> f32
      %767 = llvm.load %312 : !llvm.ptr -> f32
      %768 = llvm.load %313 : !llvm.ptr -> f32
      %769 = llvm.load %314 : !llvm.ptr -> f32
      %770 = llvm.load %315 : !llvm.ptr -> f32
      %771 = llvm.load %316 : !llvm.ptr -> f32
      %772 = llvm.load %317 : !llvm.ptr -> f32
      %773 = llvm.load %318 : !llvm.ptr -> f32
      %774 = llvm.load %319 : !llvm.ptr -> f32
      %775 = llvm.load %320 : !llvm.ptr -> f32
      %776 = llvm.load %321 : !llvm.ptr -> f32
      %777 = llvm.load %322 : !llvm.ptr -> f32
      %778 = llvm.load %323 : !llvm.ptr -> f32
      %779 = llvm.load %324 : !llvm.ptr -> f32
      %780 = llvm.load %325 : !llvm.ptr -> f32
      %781 = llvm.load %326 : !llvm.ptr -> f32
      %782 = llvm.load %327 : !llvm.ptr -> f32
      %783 = llvm.load %328 : !llvm.ptr -> f32
      %784 = llvm.load %329 : !llvm.ptr -> f32
      %785 = llvm.load %330 : !llvm.ptr -> f32
      %786 = llvm.load %331 : !llvm.ptr -> f32
      %787 = llvm.load %332 : !llvm.ptr -> f32
      %788 = llvm.load %333 : !llvm.ptr -> f32
      %789 = llvm.load %334 : !llvm.ptr -> f32
      %790 = llvm.load %335 : !llvm.ptr -> f32
      %791 = llvm.load %336 : !llvm.ptr -> f32
      %792 = llvm.load %337 : !llvm.ptr -> f32
      %793 = llvm.load %338 : !llvm.ptr -> f32
      %794 = llvm.load %339 : !llvm.ptr -> f32
      %795 = llvm.load %340 : !llvm.ptr -> f32
      %796 = llvm.load %341 : !llvm.ptr -> f32
      %797 = llvm.load %342 : !llvm.ptr -> f32
      %798 = llvm.load %343 : !llvm.ptr -> f32
      %799 = llvm.load %344 : !llvm.ptr -> f32
      %800 = llvm.load %345 : !llvm.ptr -> f32
      %801 = llvm.load %346 : !llvm.ptr -> f32
      %802 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %669, %673, %28, %42, %42, %26, %26 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %803 = llvm.extractvalue %802[0] : !llvm_struct_31b33a
      %804 = llvm.extractvalue %802[1] : !llvm_struct_31b33a
      %805 = llvm.extractvalue %802[2] : !llvm_struct_31b33a
      %806 = llvm.extractvalue %802[3] : !llvm_struct_31b33a
      %807 = llvm.extractvalue %802[4] : !llvm_struct_31b33a
      %808 = llvm.extractvalue %802[5] : !llvm_struct_31b33a
      %809 = llvm.extractvalue %802[6] : !llvm_struct_31b33a
      %810 = llvm.extractvalue %802[7] : !llvm_struct_31b33a
      %811 = llvm.extractvalue %802[8] : !llvm_struct_31b33a
      %812 = llvm.extractvalue %802[9] : !llvm_struct_31b33a
      %813 = llvm.extractvalue %802[10] : !llvm_struct_31b33a
      %814 = llvm.extractvalue %802[11] : !llvm_struct_31b33a
      %815 = llvm.extractvalue %802[12] : !llvm_struct_31b33a
      %816 = llvm.extractvalue %802[13] : !llvm_struct_31b33a
      %817 = llvm.extractvalue %802[14] : !llvm_struct_31b33a
      %818 = llvm.extractvalue %802[15] : !llvm_struct_31b33a
      %819 = llvm.extractvalue %802[16] : !llvm_struct_31b33a
      %820 = llvm.extractvalue %802[17] : !llvm_struct_31b33a
      %821 = llvm.extractvalue %802[18] : !llvm_struct_31b33a
      %822 = llvm.extractvalue %802[19] : !llvm_struct_31b33a
      %823 = llvm.extractvalue %802[20] : !llvm_struct_31b33a
      %824 = llvm.extractvalue %802[21] : !llvm_struct_31b33a
      %825 = llvm.extractvalue %802[22] : !llvm_struct_31b33a
      %826 = llvm.extractvalue %802[23] : !llvm_struct_31b33a
      %827 = llvm.extractvalue %802[24] : !llvm_struct_31b33a
      %828 = llvm.extractvalue %802[25] : !llvm_struct_31b33a
      %829 = llvm.extractvalue %802[26] : !llvm_struct_31b33a
      %830 = llvm.extractvalue %802[27] : !llvm_struct_31b33a
      %831 = llvm.extractvalue %802[28] : !llvm_struct_31b33a
      %832 = llvm.extractvalue %802[29] : !llvm_struct_31b33a
      %833 = llvm.extractvalue %802[30] : !llvm_struct_31b33a
      %834 = llvm.extractvalue %802[31] : !llvm_struct_31b33a
      %835 = llvm.extractvalue %802[32] : !llvm_struct_31b33a
      %836 = llvm.extractvalue %802[33] : !llvm_struct_31b33a
      %837 = llvm.extractvalue %802[34] : !llvm_struct_31b33a
      %838 = llvm.extractvalue %802[35] : !llvm_struct_31b33a
      %839 = llvm.extractvalue %802[36] : !llvm_struct_31b33a
      %840 = llvm.extractvalue %802[37] : !llvm_struct_31b33a
      %841 = llvm.extractvalue %802[38] : !llvm_struct_31b33a
      %842 = llvm.extractvalue %802[39] : !llvm_struct_31b33a
      %843 = llvm.extractvalue %802[40] : !llvm_struct_31b33a
      %844 = llvm.extractvalue %802[41] : !llvm_struct_31b33a
      %845 = llvm.extractvalue %802[42] : !llvm_struct_31b33a
      %846 = llvm.extractvalue %802[43] : !llvm_struct_31b33a
      %847 = llvm.extractvalue %802[44] : !llvm_struct_31b33a
      %848 = llvm.extractvalue %802[45] : !llvm_struct_31b33a
      %849 = llvm.extractvalue %802[46] : !llvm_struct_31b33a
      %850 = llvm.extractvalue %802[47] : !llvm_struct_31b33a
      %851 = llvm.extractvalue %802[48] : !llvm_struct_31b33a
      %852 = llvm.extractvalue %802[49] : !llvm_struct_31b33a
      %853 = llvm.extractvalue %802[50] : !llvm_struct_31b33a
      %854 = llvm.extractvalue %802[51] : !llvm_struct_31b33a
      %855 = llvm.extractvalue %802[52] : !llvm_struct_31b33a
      %856 = llvm.extractvalue %802[53] : !llvm_struct_31b33a
      %857 = llvm.extractvalue %802[54] : !llvm_struct_31b33a
      %858 = llvm.extractvalue %802[55] : !llvm_struct_31b33a
      %859 = llvm.extractvalue %802[56] : !llvm_struct_31b33a
      %860 = llvm.extractvalue %802[57] : !llvm_struct_31b33a
      %861 = llvm.extractvalue %802[58] : !llvm_struct_31b33a
      %862 = llvm.extractvalue %802[59] : !llvm_struct_31b33a
      %863 = llvm.extractvalue %802[60] : !llvm_struct_31b33a
      %864 = llvm.extractvalue %802[61] : !llvm_struct_31b33a
      %865 = llvm.extractvalue %802[62] : !llvm_struct_31b33a
      %866 = llvm.extractvalue %802[63] : !llvm_struct_31b33a
      %867 = llvm.extractvalue %802[64] : !llvm_struct_31b33a
      %868 = llvm.extractvalue %802[65] : !llvm_struct_31b33a
      %869 = llvm.extractvalue %802[66] : !llvm_struct_31b33a
      %870 = llvm.extractvalue %802[67] : !llvm_struct_31b33a
      %871 = llvm.extractvalue %802[68] : !llvm_struct_31b33a
      %872 = llvm.extractvalue %802[69] : !llvm_struct_31b33a
      %873 = llvm.extractvalue %802[70] : !llvm_struct_31b33a
      %874 = llvm.extractvalue %802[71] : !llvm_struct_31b33a
      %875 = llvm.extractvalue %802[72] : !llvm_struct_31b33a
      %876 = llvm.extractvalue %802[73] : !llvm_struct_31b33a
      %877 = llvm.extractvalue %802[74] : !llvm_struct_31b33a
      %878 = llvm.extractvalue %802[75] : !llvm_struct_31b33a
      %879 = llvm.extractvalue %802[76] : !llvm_struct_31b33a
      %880 = llvm.extractvalue %802[77] : !llvm_struct_31b33a
      %881 = llvm.extractvalue %802[78] : !llvm_struct_31b33a
      %882 = llvm.extractvalue %802[79] : !llvm_struct_31b33a
      %883 = llvm.extractvalue %802[80] : !llvm_struct_31b33a
      %884 = llvm.extractvalue %802[81] : !llvm_struct_31b33a
      %885 = llvm.extractvalue %802[82] : !llvm_struct_31b33a
      %886 = llvm.extractvalue %802[83] : !llvm_struct_31b33a
      %887 = llvm.extractvalue %802[84] : !llvm_struct_31b33a
      %888 = llvm.extractvalue %802[85] : !llvm_struct_31b33a
      %889 = llvm.extractvalue %802[86] : !llvm_struct_31b33a
      %890 = llvm.extractvalue %802[87] : !llvm_struct_31b33a
      %891 = llvm.extractvalue %802[88] : !llvm_struct_31b33a
      %892 = llvm.extractvalue %802[89] : !llvm_struct_31b33a
      %893 = llvm.extractvalue %802[90] : !llvm_struct_31b33a
      %894 = llvm.extractvalue %802[91] : !llvm_struct_31b33a
      %895 = llvm.extractvalue %802[92] : !llvm_struct_31b33a
      %896 = llvm.extractvalue %802[93] : !llvm_struct_31b33a
      %897 = llvm.extractvalue %802[94] : !llvm_struct_31b33a
      %898 = llvm.extractvalue %802[95] : !llvm_struct_31b33a
      %899 = llvm.extractvalue %802[96] : !llvm_struct_31b33a
      %900 = llvm.extractvalue %802[97] : !llvm_struct_31b33a
      %901 = llvm.extractvalue %802[98] : !llvm_struct_31b33a
      %902 = llvm.extractvalue %802[99] : !llvm_struct_31b33a
      %903 = llvm.extractvalue %802[100] : !llvm_struct_31b33a
      %904 = llvm.extractvalue %802[101] : !llvm_struct_31b33a
      %905 = llvm.extractvalue %802[102] : !llvm_struct_31b33a
      %906 = llvm.extractvalue %802[103] : !llvm_struct_31b33a
      %907 = llvm.extractvalue %802[104] : !llvm_struct_31b33a
      %908 = llvm.extractvalue %802[105] : !llvm_struct_31b33a
      %909 = llvm.extractvalue %802[106] : !llvm_struct_31b33a
      %910 = llvm.extractvalue %802[107] : !llvm_struct_31b33a
      %911 = llvm.extractvalue %802[108] : !llvm_struct_31b33a
      %912 = llvm.extractvalue %802[109] : !llvm_struct_31b33a
      %913 = llvm.extractvalue %802[110] : !llvm_struct_31b33a
      %914 = llvm.extractvalue %802[111] : !llvm_struct_31b33a
      %915 = llvm.extractvalue %802[112] : !llvm_struct_31b33a
      %916 = llvm.extractvalue %802[113] : !llvm_struct_31b33a
      %917 = llvm.extractvalue %802[114] : !llvm_struct_31b33a
      %918 = llvm.extractvalue %802[115] : !llvm_struct_31b33a
      %919 = llvm.extractvalue %802[116] : !llvm_struct_31b33a
      %920 = llvm.extractvalue %802[117] : !llvm_struct_31b33a
      %921 = llvm.extractvalue %802[118] : !llvm_struct_31b33a
      %922 = llvm.extractvalue %802[119] : !llvm_struct_31b33a
      %923 = llvm.extractvalue %802[120] : !llvm_struct_31b33a
      %924 = llvm.extractvalue %802[121] : !llvm_struct_31b33a
      %925 = llvm.extractvalue %802[122] : !llvm_struct_31b33a
      %926 = llvm.extractvalue %802[123] : !llvm_struct_31b33a
      %927 = llvm.extractvalue %802[124] : !llvm_struct_31b33a
      %928 = llvm.extractvalue %802[125] : !llvm_struct_31b33a
      %929 = llvm.extractvalue %802[126] : !llvm_struct_31b33a
      %930 = llvm.extractvalue %802[127] : !llvm_struct_31b33a
      llvm.store %803, %45 : f32, !llvm.ptr
      llvm.store %804, %220 : f32, !llvm.ptr
      llvm.store %805, %221 : f32, !llvm.ptr
      llvm.store %806, %222 : f32, !llvm.ptr
      llvm.store %807, %223 : f32, !llvm.ptr
      llvm.store %808, %224 : f32, !llvm.ptr
      llvm.store %809, %225 : f32, !llvm.ptr
      llvm.store %810, %226 : f32, !llvm.ptr
      llvm.store %811, %227 : f32, !llvm.ptr
      llvm.store %812, %228 : f32, !llvm.ptr
      llvm.store %813, %229 : f32, !llvm.ptr
      llvm.store %814, %230 : f32, !llvm.ptr
      llvm.store %815, %231 : f32, !llvm.ptr
      llvm.store %816, %232 : f32, !llvm.ptr
      llvm.store %817, %233 : f32, !llvm.ptr
      llvm.store %818, %234 : f32, !llvm.ptr
      llvm.store %819, %235 : f32, !llvm.ptr
      llvm.store %820, %236 : f32, !llvm.ptr
      llvm.store %821, %237 : f32, !llvm.ptr
      llvm.store %822, %238 : f32, !llvm.ptr
      llvm.store %823, %239 : f32, !llvm.ptr
      llvm.store %824, %240 : f32, !llvm.ptr
      llvm.store %825, %241 : f32, !llvm.ptr
      llvm.store %826, %242 : f32, !llvm.ptr
      llvm.store %827, %243 : f32, !llvm.ptr
      llvm.store %828, %244 : f32, !llvm.ptr
      llvm.store %829, %245 : f32, !llvm.ptr
      llvm.store %830, %246 : f32, !llvm.ptr
      llvm.store %831, %247 : f32, !llvm.ptr
      llvm.store %832, %248 : f32, !llvm.ptr
      llvm.store %833, %249 : f32, !llvm.ptr
      llvm.store %834, %250 : f32, !llvm.ptr
      llvm.store %835, %251 : f32, !llvm.ptr
      llvm.store %836, %252 : f32, !llvm.ptr
      llvm.store %837, %253 : f32, !llvm.ptr
      llvm.store %838, %254 : f32, !llvm.ptr
      llvm.store %839, %255 : f32, !llvm.ptr
      llvm.store %840, %256 : f32, !llvm.ptr
      llvm.store %841, %257 : f32, !llvm.ptr
      llvm.store %842, %258 : f32, !llvm.ptr
      llvm.store %843, %259 : f32, !llvm.ptr
      llvm.store %844, %260 : f32, !llvm.ptr
      llvm.store %845, %261 : f32, !llvm.ptr
      llvm.store %846, %262 : f32, !llvm.ptr
      llvm.store %847, %263 : f32, !llvm.ptr
      llvm.store %848, %264 : f32, !llvm.ptr
      llvm.store %849, %265 : f32, !llvm.ptr
      llvm.store %850, %266 : f32, !llvm.ptr
      llvm.store %851, %267 : f32, !llvm.ptr
      llvm.store %852, %268 : f32, !llvm.ptr
      llvm.store %853, %269 : f32, !llvm.ptr
      llvm.store %854, %270 : f32, !llvm.ptr
      llvm.store %855, %271 : f32, !llvm.ptr
      llvm.store %856, %272 : f32, !llvm.ptr
      llvm.store %857, %273 : f32, !llvm.ptr
      llvm.store %858, %274 : f32, !llvm.ptr
      llvm.store %859, %275 : f32, !llvm.ptr
      llvm.store %860, %276 : f32, !llvm.ptr
      llvm.store %861, %277 : f32, !llvm.ptr
      llvm.store %862, %278 : f32, !llvm.ptr
      llvm.store %863, %279 : f32, !llvm.ptr
      llvm.store %864, %280 : f32, !llvm.ptr
      llvm.store %865, %281 : f32, !llvm.ptr
      llvm.store %866, %282 : f32, !llvm.ptr
      llvm.store %867, %283 : f32, !llvm.ptr
      llvm.store %868, %284 : f32, !llvm.ptr
      llvm.store %869, %285 : f32, !llvm.ptr
      llvm.store %870, %286 : f32, !llvm.ptr
      llvm.store %871, %287 : f32, !llvm.ptr
      llvm.store %872, %288 : f32, !llvm.ptr
      llvm.store %873, %289 : f32, !llvm.ptr
      llvm.store %874, %290 : f32, !llvm.ptr
      llvm.store %875, %291 : f32, !llvm.ptr
      llvm.store %876, %292 : f32, !llvm.ptr
      llvm.store %877, %293 : f32, !llvm.ptr
      llvm.store %878, %294 : f32, !llvm.ptr
      llvm.store %879, %295 : f32, !llvm.ptr
      llvm.store %880, %296 : f32, !llvm.ptr
      llvm.store %881, %297 : f32, !llvm.ptr
      llvm.store %882, %298 : f32, !llvm.ptr
      llvm.store %883, %299 : f32, !llvm.ptr
      llvm.store %884, %300 : f32, !llvm.ptr
      llvm.store %885, %301 : f32, !llvm.ptr
      llvm.store %886, %302 : f32, !llvm.ptr
      llvm.store %887, %303 : f32, !llvm.ptr
      llvm.store %888, %304 : f32, !llvm.ptr
      llvm.store %889, %305 : f32, !llvm.ptr
      llvm.store %890, %306 : f32, !llvm.ptr
      llvm.store %891, %307 : f32, !llvm.ptr
      llvm.store %892, %308 : f32, !llvm.ptr
      llvm.store %893, %309 : f32, !llvm.ptr
      llvm.store %894, %310 : f32, !llvm.ptr
      llvm.store %895, %311 : f32, !llvm.ptr
      llvm.store %896, %312 : f32, !llvm.ptr
      llvm.store %897, %313 : f32, !llvm.ptr
      llvm.store %898, %314 : f32, !llvm.ptr
      llvm.store %899, %315 : f32, !llvm.ptr
      llvm.store %900, %316 : f32, !llvm.ptr
      llvm.store %901, %317 : f32, !llvm.ptr
      llvm.store %902, %318 : f32, !llvm.ptr
      llvm.store %903, %319 : f32, !llvm.ptr
      llvm.store %904, %320 : f32, !llvm.ptr
      llvm.store %905, %321 : f32, !llvm.ptr
      llvm.store %906, %322 : f32, !llvm.ptr
      llvm.store %907, %323 : f32, !llvm.ptr
      llvm.store %908, %324 : f32, !llvm.ptr
      llvm.store %909, %325 : f32, !llvm.ptr
      llvm.store %910, %326 : f32, !llvm.ptr
      llvm.store %911, %327 : f32, !llvm.ptr
      llvm.store %912, %328 : f32, !llvm.ptr
      llvm.store %913, %329 : f32, !llvm.ptr
      llvm.store %914, %330 : f32, !llvm.ptr
      llvm.store %915, %331 : f32, !llvm.ptr
      llvm.store %916, %332 : f32, !llvm.ptr
      llvm.store %917, %333 : f32, !llvm.ptr
      llvm.store %918, %334 : f32, !llvm.ptr
      llvm.store %919, %335 : f32, !llvm.ptr
      llvm.store %920, %336 : f32, !llvm.ptr
      llvm.store %921, %337 : f32, !llvm.ptr
      llvm.store %922, %338 : f32, !llvm.ptr
      llvm.store %923, %339 : f32, !llvm.ptr
      llvm.store %924, %340 : f32, !llvm.ptr
      llvm.store %925, %341 : f32, !llvm.ptr
      llvm.store %926, %342 : f32, !llvm.ptr
      llvm.store %927, %343 : f32, !llvm.ptr
      llvm.store %928, %344 : f32, !llvm.ptr
      llvm.store %929, %345 : f32, !llvm.ptr
      llvm.store %930, %346 : f32, !llvm.ptr
      %931 = llvm.add %397, %34 : i32
      %932 = llvm.add %399, %931 : i32
      %933 = llvm.insertelement %932, %398[%26 : i32] : vector<2xi32>
      %934 = llvm.bitcast %933 : vector<2xi32> to i64
      %935 = llvm.add %403, %34 : i32
      %936 = llvm.add %405, %935 : i32
      %937 = llvm.insertelement %936, %404[%26 : i32] : vector<2xi32>
      %938 = llvm.bitcast %937 : vector<2xi32> to i64
      %939 = llvm.load %45 : !llvm.ptr -> f32
      %940 = llvm.load %220 : !llvm.ptr -> f32
      %941 = llvm.load %221 : !llvm.ptr -> f32
      %942 = llvm.load %222 : !llvm.ptr -> f32
      %943 = llvm.load %223 : !llvm.ptr -> f32
      %944 = llvm.load %224 : !llvm.ptr -> f32
      %945 = llvm.load %225 : !llvm.ptr -> f32
      %946 = llvm.load %226 : !llvm.ptr -> f32
      %947 = llvm.load %227 : !llvm.ptr -> f32
      %948 = llvm.load %228 : !llvm.ptr -> f32
      %949 = llvm.load %229 : !llvm.ptr -> f32
      %950 = llvm.load %230 : !llvm.ptr -> f32
      %951 = llvm.load %231 : !llvm.ptr -> f32
      %952 = llvm.load %232 : !llvm.ptr -> f32
      %953 = llvm.load %233 : !llvm.ptr -> f32
      %954 = llvm.load %234 : !llvm.ptr -> f32
      %955 = llvm.load %235 : !llvm.ptr -> f32
      %956 = llvm.load %236 : !llvm.ptr -> f32
      %957 = llvm.load %237 : !llvm.ptr -> f32
      %958 = llvm.load %238 : !llvm.ptr -> f32
      %959 = llvm.load %239 : !llvm.ptr -> f32
      %960 = llvm.load %240 : !llvm.ptr -> f32
      %961 = llvm.load %241 : !llvm.ptr -> f32
      %962 = llvm.load %242 : !llvm.ptr -> f32
      %963 = llvm.load %243 : !llvm.ptr -> f32
      %964 = llvm.load %244 : !llvm.ptr -> f32
      %965 = llvm.load %245 : !llvm.ptr -> f32
      %966 = llvm.load %246 : !llvm.ptr -> f32
      %967 = llvm.load %247 : !llvm.ptr -> f32
      %968 = llvm.load %248 : !llvm.ptr -> f32
      %969 = llvm.load %249 : !llvm.ptr -> f32
      %970 = llvm.load %250 : !llvm.ptr -> f32
      %971 = llvm.load %251 : !llvm.ptr -> f32
      %972 = llvm.load %252 : !llvm.ptr -> f32
      %973 = llvm.load %253 : !llvm.ptr -> f32
      %974 = llvm.load %254 : !llvm.ptr -> f32
      %975 = llvm.load %255 : !llvm.ptr -> f32
      %976 = llvm.load %256 : !llvm.ptr -> f32
      %977 = llvm.load %257 : !llvm.ptr -> f32
      %978 = llvm.load %258 : !llvm.ptr -> f32
      %979 = llvm.load %259 : !llvm.ptr -> f32
      %980 = llvm.load %260 : !llvm.ptr -> f32
      %981 = llvm.load %261 : !llvm.ptr -> f32
      %982 = llvm.load %262 : !llvm.ptr -> f32
      %983 = llvm.load %263 : !llvm.ptr -> f32
      %984 = llvm.load %264 : !llvm.ptr -> f32
      %985 = llvm.load %265 : !llvm.ptr -> f32
      %986 = llvm.load %266 : !llvm.ptr -> f32
      %987 = llvm.load %267 : !llvm.ptr -> f32
      %988 = llvm.load %268 : !llvm.ptr -> f32
      %989 = llvm.load %269 : !llvm.ptr -> f32
      %990 = llvm.load %270 : !llvm.ptr -> f32
      %991 = llvm.load %271 : !llvm.ptr -> f32
      %992 = llvm.load %272 : !llvm.ptr -> f32
      %993 = llvm.load %273 : !llvm.ptr -> f32
      %994 = llvm.load %274 : !llvm.ptr -> f32
      %995 = llvm.load %275 : !llvm.ptr -> f32
      %996 = llvm.load %276 : !llvm.ptr -> f32
      %997 = llvm.load %277 : !llvm.ptr -> f32
      %998 = llvm.load %278 : !llvm.ptr -> f32
      %999 = llvm.load %279 : !llvm.ptr -> f32
      %1000 = llvm.load %280 : !llvm.ptr -> f32
      %1001 = llvm.load %281 : !llvm.ptr -> f32
      %1002 = llvm.load %282 : !llvm.ptr -> f32
      %1003 = llvm.load %283 : !llvm.ptr -> f32
      %1004 = llvm.load %284 : !llvm.ptr -> f32
      %1005 = llvm.load %285 : !llvm.ptr -> f32
      %1006 = llvm.load %286 : !llvm.ptr -> f32
      %1007 = llvm.load %287 : !llvm.ptr -> f32
      %1008 = llvm.load %288 : !llvm.ptr -> f32
      %1009 = llvm.load %289 : !llvm.ptr -> f32
      %1010 = llvm.load %290 : !llvm.ptr -> f32
      %1011 = llvm.load %291 : !llvm.ptr -> f32
      %1012 = llvm.load %292 : !llvm.ptr -> f32
      %1013 = llvm.load %293 : !llvm.ptr -> f32
      %1014 = llvm.load %294 : !llvm.ptr -> f32
      %1015 = llvm.load %295 : !llvm.ptr -> f32
      %1016 = llvm.load %296 : !llvm.ptr -> f32
      %1017 = llvm.load %297 : !llvm.ptr -> f32
      %1018 = llvm.load %298 : !llvm.ptr -> f32
      %1019 = llvm.load %299 : !llvm.ptr -> f32
      %1020 = llvm.load %300 : !llvm.ptr -> f32
      %1021 = llvm.load %301 : !llvm.ptr -> f32
      %1022 = llvm.load %302 : !llvm.ptr -> f32
      %1023 = llvm.load %303 : !llvm.ptr -> f32
      %1024 = llvm.load %304 : !llvm.ptr -> f32
      %1025 = llvm.load %305 : !llvm.ptr -> f32
      %1026 = llvm.load %306 : !llvm.ptr -> f32
      %1027 = llvm.load %307 : !llvm.ptr -> f32
      %1028 = llvm.load %308 : !llvm.ptr -> f32
      %1029 = llvm.load %309 : !llvm.ptr -> f32
      %1030 = llvm.load %310 : !llvm.ptr -> f32
      %1031 = llvm.load %311 : !llvm.ptr -> f32
      %1032 = llvm.load %312 : !llvm.ptr -> f32
      %1033 = llvm.load %313 : !llvm.ptr -> f32
      %1034 = llvm.load %314 : !llvm.ptr -> f32
      %1035 = llvm.load %315 : !llvm.ptr -> f32
      %1036 = llvm.load %316 : !llvm.ptr -> f32
      %1037 = llvm.load %317 : !llvm.ptr -> f32
      %1038 = llvm.load %318 : !llvm.ptr -> f32
      %1039 = llvm.load %319 : !llvm.ptr -> f32
      %1040 = llvm.load %320 : !llvm.ptr -> f32
      %1041 = llvm.load %321 : !llvm.ptr -> f32
      %1042 = llvm.load %322 : !llvm.ptr -> f32
      %1043 = llvm.load %323 : !llvm.ptr -> f32
      %1044 = llvm.load %324 : !llvm.ptr -> f32
      %1045 = llvm.load %325 : !llvm.ptr -> f32
      %1046 = llvm.load %326 : !llvm.ptr -> f32
      %1047 = llvm.load %327 : !llvm.ptr -> f32
      %1048 = llvm.load %328 : !llvm.ptr -> f32
      %1049 = llvm.load %329 : !llvm.ptr -> f32
      %1050 = llvm.load %330 : !llvm.ptr -> f32
      %1051 = llvm.load %331 : !llvm.ptr -> f32
      %1052 = llvm.load %332 : !llvm.ptr -> f32
      %1053 = llvm.load %333 : !llvm.ptr -> f32
      %1054 = llvm.load %334 : !llvm.ptr -> f32
      %1055 = llvm.load %335 : !llvm.ptr -> f32
      %1056 = llvm.load %336 : !llvm.ptr -> f32
      %1057 = llvm.load %337 : !llvm.ptr -> f32
      %1058 = llvm.load %338 : !llvm.ptr -> f32
      %1059 = llvm.load %339 : !llvm.ptr -> f32
      %1060 = llvm.load %340 : !llvm.ptr -> f32
      %1061 = llvm.load %341 : !llvm.ptr -> f32
      %1062 = llvm.load %342 : !llvm.ptr -> f32
      %1063 = llvm.load %343 : !llvm.ptr -> f32
      %1064 = llvm.load %344 : !llvm.ptr -> f32
      %1065 = llvm.load %345 : !llvm.ptr -> f32
      %1066 = llvm.load %346 : !llvm.ptr -> f32
      %1067 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %1063, %1064, %1065, %1066, %934, %938, %28, %42, %42, %26, %26 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1068 = llvm.extractvalue %1067[0] : !llvm_struct_31b33a
      %1069 = llvm.extractvalue %1067[1] : !llvm_struct_31b33a
      %1070 = llvm.extractvalue %1067[2] : !llvm_struct_31b33a
      %1071 = llvm.extractvalue %1067[3] : !llvm_struct_31b33a
      %1072 = llvm.extractvalue %1067[4] : !llvm_struct_31b33a
      %1073 = llvm.extractvalue %1067[5] : !llvm_struct_31b33a
      %1074 = llvm.extractvalue %1067[6] : !llvm_struct_31b33a
      %1075 = llvm.extractvalue %1067[7] : !llvm_struct_31b33a
      %1076 = llvm.extractvalue %1067[8] : !llvm_struct_31b33a
      %1077 = llvm.extractvalue %1067[9] : !llvm_struct_31b33a
      %1078 = llvm.extractvalue %1067[10] : !llvm_struct_31b33a
      %1079 = llvm.extractvalue %1067[11] : !llvm_struct_31b33a
      %1080 = llvm.extractvalue %1067[12] : !llvm_struct_31b33a
      %1081 = llvm.extractvalue %1067[13] : !llvm_struct_31b33a
      %1082 = llvm.extractvalue %1067[14] : !llvm_struct_31b33a
      %1083 = llvm.extractvalue %1067[15] : !llvm_struct_31b33a
      %1084 = llvm.extractvalue %1067[16] : !llvm_struct_31b33a
      %1085 = llvm.extractvalue %1067[17] : !llvm_struct_31b33a
      %1086 = llvm.extractvalue %1067[18] : !llvm_struct_31b33a
      %1087 = llvm.extractvalue %1067[19] : !llvm_struct_31b33a
      %1088 = llvm.extractvalue %1067[20] : !llvm_struct_31b33a
      %1089 = llvm.extractvalue %1067[21] : !llvm_struct_31b33a
      %1090 = llvm.extractvalue %1067[22] : !llvm_struct_31b33a
      %1091 = llvm.extractvalue %1067[23] : !llvm_struct_31b33a
      %1092 = llvm.extractvalue %1067[24] : !llvm_struct_31b33a
      %1093 = llvm.extractvalue %1067[25] : !llvm_struct_31b33a
      %1094 = llvm.extractvalue %1067[26] : !llvm_struct_31b33a
      %1095 = llvm.extractvalue %1067[27] : !llvm_struct_31b33a
      %1096 = llvm.extractvalue %1067[28] : !llvm_struct_31b33a
      %1097 = llvm.extractvalue %1067[29] : !llvm_struct_31b33a
      %1098 = llvm.extractvalue %1067[30] : !llvm_struct_31b33a
      %1099 = llvm.extractvalue %1067[31] : !llvm_struct_31b33a
      %1100 = llvm.extractvalue %1067[32] : !llvm_struct_31b33a
      %1101 = llvm.extractvalue %1067[33] : !llvm_struct_31b33a
      %1102 = llvm.extractvalue %1067[34] : !llvm_struct_31b33a
      %1103 = llvm.extractvalue %1067[35] : !llvm_struct_31b33a
      %1104 = llvm.extractvalue %1067[36] : !llvm_struct_31b33a
      %1105 = llvm.extractvalue %1067[37] : !llvm_struct_31b33a
      %1106 = llvm.extractvalue %1067[38] : !llvm_struct_31b33a
      %1107 = llvm.extractvalue %1067[39] : !llvm_struct_31b33a
      %1108 = llvm.extractvalue %1067[40] : !llvm_struct_31b33a
      %1109 = llvm.extractvalue %1067[41] : !llvm_struct_31b33a
      %1110 = llvm.extractvalue %1067[42] : !llvm_struct_31b33a
      %1111 = llvm.extractvalue %1067[43] : !llvm_struct_31b33a
      %1112 = llvm.extractvalue %1067[44] : !llvm_struct_31b33a
      %1113 = llvm.extractvalue %1067[45] : !llvm_struct_31b33a
      %1114 = llvm.extractvalue %1067[46] : !llvm_struct_31b33a
      %1115 = llvm.extractvalue %1067[47] : !llvm_struct_31b33a
      %1116 = llvm.extractvalue %1067[48] : !llvm_struct_31b33a
      %1117 = llvm.extractvalue %1067[49] : !llvm_struct_31b33a
      %1118 = llvm.extractvalue %1067[50] : !llvm_struct_31b33a
      %1119 = llvm.extractvalue %1067[51] : !llvm_struct_31b33a
      %1120 = llvm.extractvalue %1067[52] : !llvm_struct_31b33a
      %1121 = llvm.extractvalue %1067[53] : !llvm_struct_31b33a
      %1122 = llvm.extractvalue %1067[54] : !llvm_struct_31b33a
      %1123 = llvm.extractvalue %1067[55] : !llvm_struct_31b33a
      %1124 = llvm.extractvalue %1067[56] : !llvm_struct_31b33a
      %1125 = llvm.extractvalue %1067[57] : !llvm_struct_31b33a
      %1126 = llvm.extractvalue %1067[58] : !llvm_struct_31b33a
      %1127 = llvm.extractvalue %1067[59] : !llvm_struct_31b33a
      %1128 = llvm.extractvalue %1067[60] : !llvm_struct_31b33a
      %1129 = llvm.extractvalue %1067[61] : !llvm_struct_31b33a
      %1130 = llvm.extractvalue %1067[62] : !llvm_struct_31b33a
      %1131 = llvm.extractvalue %1067[63] : !llvm_struct_31b33a
      %1132 = llvm.extractvalue %1067[64] : !llvm_struct_31b33a
      %1133 = llvm.extractvalue %1067[65] : !llvm_struct_31b33a
      %1134 = llvm.extractvalue %1067[66] : !llvm_struct_31b33a
      %1135 = llvm.extractvalue %1067[67] : !llvm_struct_31b33a
      %1136 = llvm.extractvalue %1067[68] : !llvm_struct_31b33a
      %1137 = llvm.extractvalue %1067[69] : !llvm_struct_31b33a
      %1138 = llvm.extractvalue %1067[70] : !llvm_struct_31b33a
      %1139 = llvm.extractvalue %1067[71] : !llvm_struct_31b33a
      %1140 = llvm.extractvalue %1067[72] : !llvm_struct_31b33a
      %1141 = llvm.extractvalue %1067[73] : !llvm_struct_31b33a
      %1142 = llvm.extractvalue %1067[74] : !llvm_struct_31b33a
      %1143 = llvm.extractvalue %1067[75] : !llvm_struct_31b33a
      %1144 = llvm.extractvalue %1067[76] : !llvm_struct_31b33a
      %1145 = llvm.extractvalue %1067[77] : !llvm_struct_31b33a
      %1146 = llvm.extractvalue %1067[78] : !llvm_struct_31b33a
      %1147 = llvm.extractvalue %1067[79] : !llvm_struct_31b33a
      %1148 = llvm.extractvalue %1067[80] : !llvm_struct_31b33a
      %1149 = llvm.extractvalue %1067[81] : !llvm_struct_31b33a
      %1150 = llvm.extractvalue %1067[82] : !llvm_struct_31b33a
      %1151 = llvm.extractvalue %1067[83] : !llvm_struct_31b33a
      %1152 = llvm.extractvalue %1067[84] : !llvm_struct_31b33a
      %1153 = llvm.extractvalue %1067[85] : !llvm_struct_31b33a
      %1154 = llvm.extractvalue %1067[86] : !llvm_struct_31b33a
      %1155 = llvm.extractvalue %1067[87] : !llvm_struct_31b33a
      %1156 = llvm.extractvalue %1067[88] : !llvm_struct_31b33a
      %1157 = llvm.extractvalue %1067[89] : !llvm_struct_31b33a
      %1158 = llvm.extractvalue %1067[90] : !llvm_struct_31b33a
      %1159 = llvm.extractvalue %1067[91] : !llvm_struct_31b33a
      %1160 = llvm.extractvalue %1067[92] : !llvm_struct_31b33a
      %1161 = llvm.extractvalue %1067[93] : !llvm_struct_31b33a
      %1162 = llvm.extractvalue %1067[94] : !llvm_struct_31b33a
      %1163 = llvm.extractvalue %1067[95] : !llvm_struct_31b33a
      %1164 = llvm.extractvalue %1067[96] : !llvm_struct_31b33a
      %1165 = llvm.extractvalue %1067[97] : !llvm_struct_31b33a
      %1166 = llvm.extractvalue %1067[98] : !llvm_struct_31b33a
      %1167 = llvm.extractvalue %1067[99] : !llvm_struct_31b33a
      %1168 = llvm.extractvalue %1067[100] : !llvm_struct_31b33a
      %1169 = llvm.extractvalue %1067[101] : !llvm_struct_31b33a
      %1170 = llvm.extractvalue %1067[102] : !llvm_struct_31b33a
      %1171 = llvm.extractvalue %1067[103] : !llvm_struct_31b33a
      %1172 = llvm.extractvalue %1067[104] : !llvm_struct_31b33a
      %1173 = llvm.extractvalue %1067[105] : !llvm_struct_31b33a
      %1174 = llvm.extractvalue %1067[106] : !llvm_struct_31b33a
      %1175 = llvm.extractvalue %1067[107] : !llvm_struct_31b33a
      %1176 = llvm.extractvalue %1067[108] : !llvm_struct_31b33a
      %1177 = llvm.extractvalue %1067[109] : !llvm_struct_31b33a
      %1178 = llvm.extractvalue %1067[110] : !llvm_struct_31b33a
      %1179 = llvm.extractvalue %1067[111] : !llvm_struct_31b33a
      %1180 = llvm.extractvalue %1067[112] : !llvm_struct_31b33a
      %1181 = llvm.extractvalue %1067[113] : !llvm_struct_31b33a
      %1182 = llvm.extractvalue %1067[114] : !llvm_struct_31b33a
      %1183 = llvm.extractvalue %1067[115] : !llvm_struct_31b33a
      %1184 = llvm.extractvalue %1067[116] : !llvm_struct_31b33a
      %1185 = llvm.extractvalue %1067[117] : !llvm_struct_31b33a
      %1186 = llvm.extractvalue %1067[118] : !llvm_struct_31b33a
      %1187 = llvm.extractvalue %1067[119] : !llvm_struct_31b33a
      %1188 = llvm.extractvalue %1067[120] : !llvm_struct_31b33a
      %1189 = llvm.extractvalue %1067[121] : !llvm_struct_31b33a
      %1190 = llvm.extractvalue %1067[122] : !llvm_struct_31b33a
      %1191 = llvm.extractvalue %1067[123] : !llvm_struct_31b33a
      %1192 = llvm.extractvalue %1067[124] : !llvm_struct_31b33a
      %1193 = llvm.extractvalue %1067[125] : !llvm_struct_31b33a
      %1194 = llvm.extractvalue %1067[126] : !llvm_struct_31b33a
      %1195 = llvm.extractvalue %1067[127] : !llvm_struct_31b33a
      llvm.store %1068, %45 : f32, !llvm.ptr
      llvm.store %1069, %220 : f32, !llvm.ptr
      llvm.store %1070, %221 : f32, !llvm.ptr
      llvm.store %1071, %222 : f32, !llvm.ptr
      llvm.store %1072, %223 : f32, !llvm.ptr
      llvm.store %1073, %224 : f32, !llvm.ptr
      llvm.store %1074, %225 : f32, !llvm.ptr
      llvm.store %1075, %226 : f32, !llvm.ptr
      llvm.store %1076, %227 : f32, !llvm.ptr
      llvm.store %1077, %228 : f32, !llvm.ptr
      llvm.store %1078, %229 : f32, !llvm.ptr
      llvm.store %1079, %230 : f32, !llvm.ptr
      llvm.store %1080, %231 : f32, !llvm.ptr
      llvm.store %1081, %232 : f32, !llvm.ptr
      llvm.store %1082, %233 : f32, !llvm.ptr
      llvm.store %1083, %234 : f32, !llvm.ptr
      llvm.store %1084, %235 : f32, !llvm.ptr
      llvm.store %1085, %236 : f32, !llvm.ptr
      llvm.store %1086, %237 : f32, !llvm.ptr
      llvm.store %1087, %238 : f32, !llvm.ptr
      llvm.store %1088, %239 : f32, !llvm.ptr
      llvm.store %1089, %240 : f32, !llvm.ptr
      llvm.store %1090, %241 : f32, !llvm.ptr
      llvm.store %1091, %242 : f32, !llvm.ptr
      llvm.store %1092, %243 : f32, !llvm.ptr
      llvm.store %1093, %244 : f32, !llvm.ptr
      llvm.store %1094, %245 : f32, !llvm.ptr
      llvm.store %1095, %246 : f32, !llvm.ptr
      llvm.store %1096, %247 : f32, !llvm.ptr
      llvm.store %1097, %248 : f32, !llvm.ptr
      llvm.store %1098, %249 : f32, !llvm.ptr
      llvm.store %1099, %250 : f32, !llvm.ptr
      llvm.store %1100, %251 : f32, !llvm.ptr
      llvm.store %1101, %252 : f32, !llvm.ptr
      llvm.store %1102, %253 : f32, !llvm.ptr
      llvm.store %1103, %254 : f32, !llvm.ptr
      llvm.store %1104, %255 : f32, !llvm.ptr
      llvm.store %1105, %256 : f32, !llvm.ptr
      llvm.store %1106, %257 : f32, !llvm.ptr
      llvm.store %1107, %258 : f32, !llvm.ptr
      llvm.store %1108, %259 : f32, !llvm.ptr
      llvm.store %1109, %260 : f32, !llvm.ptr
      llvm.store %1110, %261 : f32, !llvm.ptr
      llvm.store %1111, %262 : f32, !llvm.ptr
      llvm.store %1112, %263 : f32, !llvm.ptr
      llvm.store %1113, %264 : f32, !llvm.ptr
      llvm.store %1114, %265 : f32, !llvm.ptr
      llvm.store %1115, %266 : f32, !llvm.ptr
      llvm.store %1116, %267 : f32, !llvm.ptr
      llvm.store %1117, %268 : f32, !llvm.ptr
      llvm.store %1118, %269 : f32, !llvm.ptr
      llvm.store %1119, %270 : f32, !llvm.ptr
      llvm.store %1120, %271 : f32, !llvm.ptr
      llvm.store %1121, %272 : f32, !llvm.ptr
      llvm.store %1122, %273 : f32, !llvm.ptr
      llvm.store %1123, %274 : f32, !llvm.ptr
      llvm.store %1124, %275 : f32, !llvm.ptr
      llvm.store %1125, %276 : f32, !llvm.ptr
      llvm.store %1126, %277 : f32, !llvm.ptr
      llvm.store %1127, %278 : f32, !llvm.ptr
      llvm.store %1128, %279 : f32, !llvm.ptr
      llvm.store %1129, %280 : f32, !llvm.ptr
      llvm.store %1130, %281 : f32, !llvm.ptr
      llvm.store %1131, %282 : f32, !llvm.ptr
      llvm.store %1132, %283 : f32, !llvm.ptr
      llvm.store %1133, %284 : f32, !llvm.ptr
      llvm.store %1134, %285 : f32, !llvm.ptr
      llvm.store %1135, %286 : f32, !llvm.ptr
      llvm.store %1136, %287 : f32, !llvm.ptr
      llvm.store %1137, %288 : f32, !llvm.ptr
      llvm.store %1138, %289 : f32, !llvm.ptr
      llvm.store %1139, %290 : f32, !llvm.ptr
      llvm.store %1140, %291 : f32, !llvm.ptr
      llvm.store %1141, %292 : f32, !llvm.ptr
      llvm.store %1142, %293 : f32, !llvm.ptr
      llvm.store %1143, %294 : f32, !llvm.ptr
      llvm.store %1144, %295 : f32, !llvm.ptr
      llvm.store %1145, %296 : f32, !llvm.ptr
      llvm.store %1146, %297 : f32, !llvm.ptr
      llvm.store %1147, %298 : f32, !llvm.ptr
      llvm.store %1148, %299 : f32, !llvm.ptr
      llvm.store %1149, %300 : f32, !llvm.ptr
      llvm.store %1150, %301 : f32, !llvm.ptr
      llvm.store %1151, %302 : f32, !llvm.ptr
      llvm.store %1152, %303 : f32, !llvm.ptr
      llvm.store %1153, %304 : f32, !llvm.ptr
      llvm.store %1154, %305 : f32, !llvm.ptr
      llvm.store %1155, %306 : f32, !llvm.ptr
      llvm.store %1156, %307 : f32, !llvm.ptr
      llvm.store %1157, %308 : f32, !llvm.ptr
      llvm.store %1158, %309 : f32, !llvm.ptr
      llvm.store %1159, %310 : f32, !llvm.ptr
      llvm.store %1160, %311 : f32, !llvm.ptr
      llvm.store %1161, %312 : f32, !llvm.ptr
      llvm.store %1162, %313 : f32, !llvm.ptr
      llvm.store %1163, %314 : f32, !llvm.ptr
      llvm.store %1164, %315 : f32, !llvm.ptr
      llvm.store %1165, %316 : f32, !llvm.ptr
      llvm.store %1166, %317 : f32, !llvm.ptr
      llvm.store %1167, %318 : f32, !llvm.ptr
      llvm.store %1168, %319 : f32, !llvm.ptr
      llvm.store %1169, %320 : f32, !llvm.ptr
      llvm.store %1170, %321 : f32, !llvm.ptr
      llvm.store %1171, %322 : f32, !llvm.ptr
      llvm.store %1172, %323 : f32, !llvm.ptr
      llvm.store %1173, %324 : f32, !llvm.ptr
      llvm.store %1174, %325 : f32, !llvm.ptr
      llvm.store %1175, %326 : f32, !llvm.ptr
      llvm.store %1176, %327 : f32, !llvm.ptr
      llvm.store %1177, %328 : f32, !llvm.ptr
      llvm.store %1178, %329 : f32, !llvm.ptr
      llvm.store %1179, %330 : f32, !llvm.ptr
      llvm.store %1180, %331 : f32, !llvm.ptr
      llvm.store %1181, %332 : f32, !llvm.ptr
      llvm.store %1182, %333 : f32, !llvm.ptr
      llvm.store %1183, %334 : f32, !llvm.ptr
      llvm.store %1184, %335 : f32, !llvm.ptr
      llvm.store %1185, %336 : f32, !llvm.ptr
      llvm.store %1186, %337 : f32, !llvm.ptr
      llvm.store %1187, %338 : f32, !llvm.ptr
      llvm.store %1188, %339 : f32, !llvm.ptr
      llvm.store %1189, %340 : f32, !llvm.ptr
      llvm.store %1190, %341 : f32, !llvm.ptr
      llvm.store %1191, %342 : f32, !llvm.ptr
      llvm.store %1192, %343 : f32, !llvm.ptr
      llvm.store %1193, %344 : f32, !llvm.ptr
      llvm.store %1194, %345 : f32, !llvm.ptr
      llvm.store %1195, %346 : f32, !llvm.ptr
      %1196 = llvm.add %397, %18 : i32
      %1197 = llvm.add %399, %1196 : i32
      %1198 = llvm.insertelement %1197, %398[%26 : i32] : vector<2xi32>
      %1199 = llvm.bitcast %1198 : vector<2xi32> to i64
      %1200 = llvm.add %403, %18 : i32
      %1201 = llvm.add %405, %1200 : i32
      %1202 = llvm.insertelement %1201, %404[%26 : i32] : vector<2xi32>
      %1203 = llvm.bitcast %1202 : vector<2xi32> to i64
      %1204 = llvm.load %45 : !llvm.ptr -> f32
      %1205 = llvm.load %220 : !llvm.ptr -> f32
      %1206 = llvm.load %221 : !llvm.ptr -> f32
      %1207 = llvm.load %222 : !llvm.ptr -> f32
      %1208 = llvm.load %223 : !llvm.ptr -> f32
      %1209 = llvm.load %224 : !llvm.ptr -> f32
      %1210 = llvm.load %225 : !llvm.ptr -> f32
      %1211 = llvm.load %226 : !llvm.ptr -> f32
      %1212 = llvm.load %227 : !llvm.ptr -> f32
      %1213 = llvm.load %228 : !llvm.ptr -> f32
      %1214 = llvm.load %229 : !llvm.ptr -> f32
      %1215 = llvm.load %230 : !llvm.ptr -> f32
      %1216 = llvm.load %231 : !llvm.ptr -> f32
      %1217 = llvm.load %232 : !llvm.ptr -> f32
      %1218 = llvm.load %233 : !llvm.ptr -> f32
      %1219 = llvm.load %234 : !llvm.ptr -> f32
      %1220 = llvm.load %235 : !llvm.ptr -> f32
      %1221 = llvm.load %236 : !llvm.ptr -> f32
      %1222 = llvm.load %237 : !llvm.ptr -> f32
      %1223 = llvm.load %238 : !llvm.ptr -> f32
      %1224 = llvm.load %239 : !llvm.ptr -> f32
      %1225 = llvm.load %240 : !llvm.ptr -> f32
      %1226 = llvm.load %241 : !llvm.ptr -> f32
      %1227 = llvm.load %242 : !llvm.ptr -> f32
      %1228 = llvm.load %243 : !llvm.ptr -> f32
      %1229 = llvm.load %244 : !llvm.ptr -> f32
      %1230 = llvm.load %245 : !llvm.ptr -> f32
      %1231 = llvm.load %246 : !llvm.ptr -> f32
      %1232 = llvm.load %247 : !llvm.ptr -> f32
      %1233 = llvm.load %248 : !llvm.ptr -> f32
      %1234 = llvm.load %249 : !llvm.ptr -> f32
      %1235 = llvm.load %250 : !llvm.ptr -> f32
      %1236 = llvm.load %251 : !llvm.ptr -> f32
      %1237 = llvm.load %252 : !llvm.ptr -> f32
      %1238 = llvm.load %253 : !llvm.ptr -> f32
      %1239 = llvm.load %254 : !llvm.ptr -> f32
      %1240 = llvm.load %255 : !llvm.ptr -> f32
      %1241 = llvm.load %256 : !llvm.ptr -> f32
      %1242 = llvm.load %257 : !llvm.ptr -> f32
      %1243 = llvm.load %258 : !llvm.ptr -> f32
      %1244 = llvm.load %259 : !llvm.ptr -> f32
      %1245 = llvm.load %260 : !llvm.ptr -> f32
      %1246 = llvm.load %261 : !llvm.ptr -> f32
      %1247 = llvm.load %262 : !llvm.ptr -> f32
      %1248 = llvm.load %263 : !llvm.ptr -> f32
      %1249 = llvm.load %264 : !llvm.ptr -> f32
      %1250 = llvm.load %265 : !llvm.ptr -> f32
      %1251 = llvm.load %266 : !llvm.ptr -> f32
      %1252 = llvm.load %267 : !llvm.ptr -> f32
      %1253 = llvm.load %268 : !llvm.ptr -> f32
      %1254 = llvm.load %269 : !llvm.ptr -> f32
      %1255 = llvm.load %270 : !llvm.ptr -> f32
      %1256 = llvm.load %271 : !llvm.ptr -> f32
      %1257 = llvm.load %272 : !llvm.ptr -> f32
      %1258 = llvm.load %273 : !llvm.ptr -> f32
      %1259 = llvm.load %274 : !llvm.ptr -> f32
      %1260 = llvm.load %275 : !llvm.ptr -> f32
      %1261 = llvm.load %276 : !llvm.ptr -> f32
      %1262 = llvm.load %277 : !llvm.ptr -> f32
      %1263 = llvm.load %278 : !llvm.ptr -> f32
      %1264 = llvm.load %279 : !llvm.ptr -> f32
      %1265 = llvm.load %280 : !llvm.ptr -> f32
      %1266 = llvm.load %281 : !llvm.ptr -> f32
      %1267 = llvm.load %282 : !llvm.ptr -> f32
      %1268 = llvm.load %283 : !llvm.ptr -> f32
      %1269 = llvm.load %284 : !llvm.ptr -> f32
      %1270 = llvm.load %285 : !llvm.ptr -> f32
      %1271 = llvm.load %286 : !llvm.ptr -> f32
      %1272 = llvm.load %287 : !llvm.ptr -> f32
      %1273 = llvm.load %288 : !llvm.ptr -> f32
      %1274 = llvm.load %289 : !llvm.ptr -> f32
      %1275 = llvm.load %290 : !llvm.ptr -> f32
      %1276 = llvm.load %291 : !llvm.ptr -> f32
      %1277 = llvm.load %292 : !llvm.ptr -> f32
      %1278 = llvm.load %293 : !llvm.ptr -> f32
      %1279 = llvm.load %294 : !llvm.ptr -> f32
      %1280 = llvm.load %295 : !llvm.ptr -> f32
      %1281 = llvm.load %296 : !llvm.ptr -> f32
      %1282 = llvm.load %297 : !llvm.ptr -> f32
      %1283 = llvm.load %298 : !llvm.ptr -> f32
      %1284 = llvm.load %299 : !llvm.ptr -> f32
      %1285 = llvm.load %300 : !llvm.ptr -> f32
      %1286 = llvm.load %301 : !llvm.ptr -> f32
      %1287 = llvm.load %302 : !llvm.ptr -> f32
      %1288 = llvm.load %303 : !llvm.ptr -> f32
      %1289 = llvm.load %304 : !llvm.ptr -> f32
      %1290 = llvm.load %305 : !llvm.ptr -> f32
      %1291 = llvm.load %306 : !llvm.ptr -> f32
      %1292 = llvm.load %307 : !llvm.ptr -> f32
      %1293 = llvm.load %308 : !llvm.ptr -> f32
      %1294 = llvm.load %309 : !llvm.ptr -> f32
      %1295 = llvm.load %310 : !llvm.ptr -> f32
      %1296 = llvm.load %311 : !llvm.ptr -> f32
      %1297 = llvm.load %312 : !llvm.ptr -> f32
      %1298 = llvm.load %313 : !llvm.ptr -> f32
      %1299 = llvm.load %314 : !llvm.ptr -> f32
      %1300 = llvm.load %315 : !llvm.ptr -> f32
      %1301 = llvm.load %316 : !llvm.ptr -> f32
      %1302 = llvm.load %317 : !llvm.ptr -> f32
      %1303 = llvm.load %318 : !llvm.ptr -> f32
      %1304 = llvm.load %319 : !llvm.ptr -> f32
      %1305 = llvm.load %320 : !llvm.ptr -> f32
      %1306 = llvm.load %321 : !llvm.ptr -> f32
      %1307 = llvm.load %322 : !llvm.ptr -> f32
      %1308 = llvm.load %323 : !llvm.ptr -> f32
      %1309 = llvm.load %324 : !llvm.ptr -> f32
      %1310 = llvm.load %325 : !llvm.ptr -> f32
      %1311 = llvm.load %326 : !llvm.ptr -> f32
      %1312 = llvm.load %327 : !llvm.ptr -> f32
      %1313 = llvm.load %328 : !llvm.ptr -> f32
      %1314 = llvm.load %329 : !llvm.ptr -> f32
      %1315 = llvm.load %330 : !llvm.ptr -> f32
      %1316 = llvm.load %331 : !llvm.ptr -> f32
      %1317 = llvm.load %332 : !llvm.ptr -> f32
      %1318 = llvm.load %333 : !llvm.ptr -> f32
      %1319 = llvm.load %334 : !llvm.ptr -> f32
      %1320 = llvm.load %335 : !llvm.ptr -> f32
      %1321 = llvm.load %336 : !llvm.ptr -> f32
      %1322 = llvm.load %337 : !llvm.ptr -> f32
      %1323 = llvm.load %338 : !llvm.ptr -> f32
      %1324 = llvm.load %339 : !llvm.ptr -> f32
      %1325 = llvm.load %340 : !llvm.ptr -> f32
      %1326 = llvm.load %341 : !llvm.ptr -> f32
      %1327 = llvm.load %342 : !llvm.ptr -> f32
      %1328 = llvm.load %343 : !llvm.ptr -> f32
      %1329 = llvm.load %344 : !llvm.ptr -> f32
      %1330 = llvm.load %345 : !llvm.ptr -> f32
      %1331 = llvm.load %346 : !llvm.ptr -> f32
      %1332 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329, %1330, %1331, %1199, %1203, %28, %42, %42, %26, %26 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1333 = llvm.extractvalue %1332[0] : !llvm_struct_31b33a
      %1334 = llvm.extractvalue %1332[1] : !llvm_struct_31b33a
      %1335 = llvm.extractvalue %1332[2] : !llvm_struct_31b33a
      %1336 = llvm.extractvalue %1332[3] : !llvm_struct_31b33a
      %1337 = llvm.extractvalue %1332[4] : !llvm_struct_31b33a
      %1338 = llvm.extractvalue %1332[5] : !llvm_struct_31b33a
      %1339 = llvm.extractvalue %1332[6] : !llvm_struct_31b33a
      %1340 = llvm.extractvalue %1332[7] : !llvm_struct_31b33a
      %1341 = llvm.extractvalue %1332[8] : !llvm_struct_31b33a
      %1342 = llvm.extractvalue %1332[9] : !llvm_struct_31b33a
      %1343 = llvm.extractvalue %1332[10] : !llvm_struct_31b33a
      %1344 = llvm.extractvalue %1332[11] : !llvm_struct_31b33a
      %1345 = llvm.extractvalue %1332[12] : !llvm_struct_31b33a
      %1346 = llvm.extractvalue %1332[13] : !llvm_struct_31b33a
      %1347 = llvm.extractvalue %1332[14] : !llvm_struct_31b33a
      %1348 = llvm.extractvalue %1332[15] : !llvm_struct_31b33a
      %1349 = llvm.extractvalue %1332[16] : !llvm_struct_31b33a
      %1350 = llvm.extractvalue %1332[17] : !llvm_struct_31b33a
      %1351 = llvm.extractvalue %1332[18] : !llvm_struct_31b33a
      %1352 = llvm.extractvalue %1332[19] : !llvm_struct_31b33a
      %1353 = llvm.extractvalue %1332[20] : !llvm_struct_31b33a
      %1354 = llvm.extractvalue %1332[21] : !llvm_struct_31b33a
      %1355 = llvm.extractvalue %1332[22] : !llvm_struct_31b33a
      %1356 = llvm.extractvalue %1332[23] : !llvm_struct_31b33a
      %1357 = llvm.extractvalue %1332[24] : !llvm_struct_31b33a
      %1358 = llvm.extractvalue %1332[25] : !llvm_struct_31b33a
      %1359 = llvm.extractvalue %1332[26] : !llvm_struct_31b33a
      %1360 = llvm.extractvalue %1332[27] : !llvm_struct_31b33a
      %1361 = llvm.extractvalue %1332[28] : !llvm_struct_31b33a
      %1362 = llvm.extractvalue %1332[29] : !llvm_struct_31b33a
      %1363 = llvm.extractvalue %1332[30] : !llvm_struct_31b33a
      %1364 = llvm.extractvalue %1332[31] : !llvm_struct_31b33a
      %1365 = llvm.extractvalue %1332[32] : !llvm_struct_31b33a
      %1366 = llvm.extractvalue %1332[33] : !llvm_struct_31b33a
      %1367 = llvm.extractvalue %1332[34] : !llvm_struct_31b33a
      %1368 = llvm.extractvalue %1332[35] : !llvm_struct_31b33a
      %1369 = llvm.extractvalue %1332[36] : !llvm_struct_31b33a
      %1370 = llvm.extractvalue %1332[37] : !llvm_struct_31b33a
      %1371 = llvm.extractvalue %1332[38] : !llvm_struct_31b33a
      %1372 = llvm.extractvalue %1332[39] : !llvm_struct_31b33a
      %1373 = llvm.extractvalue %1332[40] : !llvm_struct_31b33a
      %1374 = llvm.extractvalue %1332[41] : !llvm_struct_31b33a
      %1375 = llvm.extractvalue %1332[42] : !llvm_struct_31b33a
      %1376 = llvm.extractvalue %1332[43] : !llvm_struct_31b33a
      %1377 = llvm.extractvalue %1332[44] : !llvm_struct_31b33a
      %1378 = llvm.extractvalue %1332[45] : !llvm_struct_31b33a
      %1379 = llvm.extractvalue %1332[46] : !llvm_struct_31b33a
      %1380 = llvm.extractvalue %1332[47] : !llvm_struct_31b33a
      %1381 = llvm.extractvalue %1332[48] : !llvm_struct_31b33a
      %1382 = llvm.extractvalue %1332[49] : !llvm_struct_31b33a
      %1383 = llvm.extractvalue %1332[50] : !llvm_struct_31b33a
      %1384 = llvm.extractvalue %1332[51] : !llvm_struct_31b33a
      %1385 = llvm.extractvalue %1332[52] : !llvm_struct_31b33a
      %1386 = llvm.extractvalue %1332[53] : !llvm_struct_31b33a
      %1387 = llvm.extractvalue %1332[54] : !llvm_struct_31b33a
      %1388 = llvm.extractvalue %1332[55] : !llvm_struct_31b33a
      %1389 = llvm.extractvalue %1332[56] : !llvm_struct_31b33a
      %1390 = llvm.extractvalue %1332[57] : !llvm_struct_31b33a
      %1391 = llvm.extractvalue %1332[58] : !llvm_struct_31b33a
      %1392 = llvm.extractvalue %1332[59] : !llvm_struct_31b33a
      %1393 = llvm.extractvalue %1332[60] : !llvm_struct_31b33a
      %1394 = llvm.extractvalue %1332[61] : !llvm_struct_31b33a
      %1395 = llvm.extractvalue %1332[62] : !llvm_struct_31b33a
      %1396 = llvm.extractvalue %1332[63] : !llvm_struct_31b33a
      %1397 = llvm.extractvalue %1332[64] : !llvm_struct_31b33a
      %1398 = llvm.extractvalue %1332[65] : !llvm_struct_31b33a
      %1399 = llvm.extractvalue %1332[66] : !llvm_struct_31b33a
      %1400 = llvm.extractvalue %1332[67] : !llvm_struct_31b33a
      %1401 = llvm.extractvalue %1332[68] : !llvm_struct_31b33a
      %1402 = llvm.extractvalue %1332[69] : !llvm_struct_31b33a
      %1403 = llvm.extractvalue %1332[70] : !llvm_struct_31b33a
      %1404 = llvm.extractvalue %1332[71] : !llvm_struct_31b33a
      %1405 = llvm.extractvalue %1332[72] : !llvm_struct_31b33a
      %1406 = llvm.extractvalue %1332[73] : !llvm_struct_31b33a
      %1407 = llvm.extractvalue %1332[74] : !llvm_struct_31b33a
      %1408 = llvm.extractvalue %1332[75] : !llvm_struct_31b33a
      %1409 = llvm.extractvalue %1332[76] : !llvm_struct_31b33a
      %1410 = llvm.extractvalue %1332[77] : !llvm_struct_31b33a
      %1411 = llvm.extractvalue %1332[78] : !llvm_struct_31b33a
      %1412 = llvm.extractvalue %1332[79] : !llvm_struct_31b33a
      %1413 = llvm.extractvalue %1332[80] : !llvm_struct_31b33a
      %1414 = llvm.extractvalue %1332[81] : !llvm_struct_31b33a
      %1415 = llvm.extractvalue %1332[82] : !llvm_struct_31b33a
      %1416 = llvm.extractvalue %1332[83] : !llvm_struct_31b33a
      %1417 = llvm.extractvalue %1332[84] : !llvm_struct_31b33a
      %1418 = llvm.extractvalue %1332[85] : !llvm_struct_31b33a
      %1419 = llvm.extractvalue %1332[86] : !llvm_struct_31b33a
      %1420 = llvm.extractvalue %1332[87] : !llvm_struct_31b33a
      %1421 = llvm.extractvalue %1332[88] : !llvm_struct_31b33a
      %1422 = llvm.extractvalue %1332[89] : !llvm_struct_31b33a
      %1423 = llvm.extractvalue %1332[90] : !llvm_struct_31b33a
      %1424 = llvm.extractvalue %1332[91] : !llvm_struct_31b33a
      %1425 = llvm.extractvalue %1332[92] : !llvm_struct_31b33a
      %1426 = llvm.extractvalue %1332[93] : !llvm_struct_31b33a
      %1427 = llvm.extractvalue %1332[94] : !llvm_struct_31b33a
      %1428 = llvm.extractvalue %1332[95] : !llvm_struct_31b33a
      %1429 = llvm.extractvalue %1332[96] : !llvm_struct_31b33a
      %1430 = llvm.extractvalue %1332[97] : !llvm_struct_31b33a
      %1431 = llvm.extractvalue %1332[98] : !llvm_struct_31b33a
      %1432 = llvm.extractvalue %1332[99] : !llvm_struct_31b33a
      %1433 = llvm.extractvalue %1332[100] : !llvm_struct_31b33a
      %1434 = llvm.extractvalue %1332[101] : !llvm_struct_31b33a
      %1435 = llvm.extractvalue %1332[102] : !llvm_struct_31b33a
      %1436 = llvm.extractvalue %1332[103] : !llvm_struct_31b33a
      %1437 = llvm.extractvalue %1332[104] : !llvm_struct_31b33a
      %1438 = llvm.extractvalue %1332[105] : !llvm_struct_31b33a
      %1439 = llvm.extractvalue %1332[106] : !llvm_struct_31b33a
      %1440 = llvm.extractvalue %1332[107] : !llvm_struct_31b33a
      %1441 = llvm.extractvalue %1332[108] : !llvm_struct_31b33a
      %1442 = llvm.extractvalue %1332[109] : !llvm_struct_31b33a
      %1443 = llvm.extractvalue %1332[110] : !llvm_struct_31b33a
      %1444 = llvm.extractvalue %1332[111] : !llvm_struct_31b33a
      %1445 = llvm.extractvalue %1332[112] : !llvm_struct_31b33a
      %1446 = llvm.extractvalue %1332[113] : !llvm_struct_31b33a
      %1447 = llvm.extractvalue %1332[114] : !llvm_struct_31b33a
      %1448 = llvm.extractvalue %1332[115] : !llvm_struct_31b33a
      %1449 = llvm.extractvalue %1332[116] : !llvm_struct_31b33a
      %1450 = llvm.extractvalue %1332[117] : !llvm_struct_31b33a
      %1451 = llvm.extractvalue %1332[118] : !llvm_struct_31b33a
      %1452 = llvm.extractvalue %1332[119] : !llvm_struct_31b33a
      %1453 = llvm.extractvalue %1332[120] : !llvm_struct_31b33a
      %1454 = llvm.extractvalue %1332[121] : !llvm_struct_31b33a
      %1455 = llvm.extractvalue %1332[122] : !llvm_struct_31b33a
      %1456 = llvm.extractvalue %1332[123] : !llvm_struct_31b33a
      %1457 = llvm.extractvalue %1332[124] : !llvm_struct_31b33a
      %1458 = llvm.extractvalue %1332[125] : !llvm_struct_31b33a
      %1459 = llvm.extractvalue %1332[126] : !llvm_struct_31b33a
      %1460 = llvm.extractvalue %1332[127] : !llvm_struct_31b33a
      llvm.store %1333, %45 : f32, !llvm.ptr
      llvm.store %1334, %220 : f32, !llvm.ptr
      llvm.store %1335, %221 : f32, !llvm.ptr
      llvm.store %1336, %222 : f32, !llvm.ptr
      llvm.store %1337, %223 : f32, !llvm.ptr
      llvm.store %1338, %224 : f32, !llvm.ptr
      llvm.store %1339, %225 : f32, !llvm.ptr
      llvm.store %1340, %226 : f32, !llvm.ptr
      llvm.store %1341, %227 : f32, !llvm.ptr
      llvm.store %1342, %228 : f32, !llvm.ptr
      llvm.store %1343, %229 : f32, !llvm.ptr
      llvm.store %1344, %230 : f32, !llvm.ptr
      llvm.store %1345, %231 : f32, !llvm.ptr
      llvm.store %1346, %232 : f32, !llvm.ptr
      llvm.store %1347, %233 : f32, !llvm.ptr
      llvm.store %1348, %234 : f32, !llvm.ptr
      llvm.store %1349, %235 : f32, !llvm.ptr
      llvm.store %1350, %236 : f32, !llvm.ptr
      llvm.store %1351, %237 : f32, !llvm.ptr
      llvm.store %1352, %238 : f32, !llvm.ptr
      llvm.store %1353, %239 : f32, !llvm.ptr
      llvm.store %1354, %240 : f32, !llvm.ptr
      llvm.store %1355, %241 : f32, !llvm.ptr
      llvm.store %1356, %242 : f32, !llvm.ptr
      llvm.store %1357, %243 : f32, !llvm.ptr
      llvm.store %1358, %244 : f32, !llvm.ptr
      llvm.store %1359, %245 : f32, !llvm.ptr
      llvm.store %1360, %246 : f32, !llvm.ptr
      llvm.store %1361, %247 : f32, !llvm.ptr
      llvm.store %1362, %248 : f32, !llvm.ptr
      llvm.store %1363, %249 : f32, !llvm.ptr
      llvm.store %1364, %250 : f32, !llvm.ptr
      llvm.store %1365, %251 : f32, !llvm.ptr
      llvm.store %1366, %252 : f32, !llvm.ptr
      llvm.store %1367, %253 : f32, !llvm.ptr
      llvm.store %1368, %254 : f32, !llvm.ptr
      llvm.store %1369, %255 : f32, !llvm.ptr
      llvm.store %1370, %256 : f32, !llvm.ptr
      llvm.store %1371, %257 : f32, !llvm.ptr
      llvm.store %1372, %258 : f32, !llvm.ptr
      llvm.store %1373, %259 : f32, !llvm.ptr
      llvm.store %1374, %260 : f32, !llvm.ptr
      llvm.store %1375, %261 : f32, !llvm.ptr
      llvm.store %1376, %262 : f32, !llvm.ptr
      llvm.store %1377, %263 : f32, !llvm.ptr
      llvm.store %1378, %264 : f32, !llvm.ptr
      llvm.store %1379, %265 : f32, !llvm.ptr
      llvm.store %1380, %266 : f32, !llvm.ptr
      llvm.store %1381, %267 : f32, !llvm.ptr
      llvm.store %1382, %268 : f32, !llvm.ptr
      llvm.store %1383, %269 : f32, !llvm.ptr
      llvm.store %1384, %270 : f32, !llvm.ptr
      llvm.store %1385, %271 : f32, !llvm.ptr
      llvm.store %1386, %272 : f32, !llvm.ptr
      llvm.store %1387, %273 : f32, !llvm.ptr
      llvm.store %1388, %274 : f32, !llvm.ptr
      llvm.store %1389, %275 : f32, !llvm.ptr
      llvm.store %1390, %276 : f32, !llvm.ptr
      llvm.store %1391, %277 : f32, !llvm.ptr
      llvm.store %1392, %278 : f32, !llvm.ptr
      llvm.store %1393, %279 : f32, !llvm.ptr
      llvm.store %1394, %280 : f32, !llvm.ptr
      llvm.store %1395, %281 : f32, !llvm.ptr
      llvm.store %1396, %282 : f32, !llvm.ptr
      llvm.store %1397, %283 : f32, !llvm.ptr
      llvm.store %1398, %284 : f32, !llvm.ptr
      llvm.store %1399, %285 : f32, !llvm.ptr
      llvm.store %1400, %286 : f32, !llvm.ptr
      llvm.store %1401, %287 : f32, !llvm.ptr
      llvm.store %1402, %288 : f32, !llvm.ptr
      llvm.store %1403, %289 : f32, !llvm.ptr
      llvm.store %1404, %290 : f32, !llvm.ptr
      llvm.store %1405, %291 : f32, !llvm.ptr
      llvm.store %1406, %292 : f32, !llvm.ptr
      llvm.store %1407, %293 : f32, !llvm.ptr
      llvm.store %1408, %294 : f32, !llvm.ptr
      llvm.store %1409, %295 : f32, !llvm.ptr
      llvm.store %1410, %296 : f32, !llvm.ptr
      llvm.store %1411, %297 : f32, !llvm.ptr
      llvm.store %1412, %298 : f32, !llvm.ptr
      llvm.store %1413, %299 : f32, !llvm.ptr
      llvm.store %1414, %300 : f32, !llvm.ptr
      llvm.store %1415, %301 : f32, !llvm.ptr
      llvm.store %1416, %302 : f32, !llvm.ptr
      llvm.store %1417, %303 : f32, !llvm.ptr
      llvm.store %1418, %304 : f32, !llvm.ptr
      llvm.store %1419, %305 : f32, !llvm.ptr
      llvm.store %1420, %306 : f32, !llvm.ptr
      llvm.store %1421, %307 : f32, !llvm.ptr
      llvm.store %1422, %308 : f32, !llvm.ptr
      llvm.store %1423, %309 : f32, !llvm.ptr
      llvm.store %1424, %310 : f32, !llvm.ptr
      llvm.store %1425, %311 : f32, !llvm.ptr
      llvm.store %1426, %312 : f32, !llvm.ptr
      llvm.store %1427, %313 : f32, !llvm.ptr
      llvm.store %1428, %314 : f32, !llvm.ptr
      llvm.store %1429, %315 : f32, !llvm.ptr
      llvm.store %1430, %316 : f32, !llvm.ptr
      llvm.store %1431, %317 : f32, !llvm.ptr
      llvm.store %1432, %318 : f32, !llvm.ptr
      llvm.store %1433, %319 : f32, !llvm.ptr
      llvm.store %1434, %320 : f32, !llvm.ptr
      llvm.store %1435, %321 : f32, !llvm.ptr
      llvm.store %1436, %322 : f32, !llvm.ptr
      llvm.store %1437, %323 : f32, !llvm.ptr
      llvm.store %1438, %324 : f32, !llvm.ptr
      llvm.store %1439, %325 : f32, !llvm.ptr
      llvm.store %1440, %326 : f32, !llvm.ptr
      llvm.store %1441, %327 : f32, !llvm.ptr
      llvm.store %1442, %328 : f32, !llvm.ptr
      llvm.store %1443, %329 : f32, !llvm.ptr
      llvm.store %1444, %330 : f32, !llvm.ptr
      llvm.store %1445, %331 : f32, !llvm.ptr
      llvm.store %1446, %332 : f32, !llvm.ptr
      llvm.store %1447, %333 : f32, !llvm.ptr
      llvm.store %1448, %334 : f32, !llvm.ptr
      llvm.store %1449, %335 : f32, !llvm.ptr
      llvm.store %1450, %336 : f32, !llvm.ptr
      llvm.store %1451, %337 : f32, !llvm.ptr
      llvm.store %1452, %338 : f32, !llvm.ptr
      llvm.store %1453, %339 : f32, !llvm.ptr
      llvm.store %1454, %340 : f32, !llvm.ptr
      llvm.store %1455, %341 : f32, !llvm.ptr
      llvm.store %1456, %342 : f32, !llvm.ptr
      llvm.store %1457, %343 : f32, !llvm.ptr
      llvm.store %1458, %344 : f32, !llvm.ptr
      llvm.store %1459, %345 : f32, !llvm.ptr
      llvm.store %1460, %346 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1461 = llvm.icmp "sgt" %391, %26 : i32
      llvm.cond_br %1461, ^bb45, ^bb50(%392 : i32)
    ^bb45:  // pred: ^bb44
      llvm.cond_br %90, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %1462 = llvm.getelementptr %85[%392] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %1462, %42 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %1463 = llvm.add %392, %42 : i32
      %1464 = llvm.icmp "eq" %1463, %34 : i32
      %1465 = llvm.select %1464, %26, %1463 : i1, i32
      llvm.cond_br %1464, ^bb48, ^bb48
    ^bb48:  // 2 preds: ^bb47, ^bb47
      llvm.br ^bb49
    ^bb49:  // pred: ^bb48
      llvm.br ^bb50(%1465 : i32)
    ^bb50(%1466: i32):  // 2 preds: ^bb44, ^bb49
      llvm.br ^bb51
    ^bb51:  // pred: ^bb50
      llvm.br ^bb52
    ^bb52:  // pred: ^bb51
      %1467 = llvm.add %393, %42 : i32
      %1468 = llvm.icmp "eq" %1467, %34 : i32
      %1469 = llvm.select %1468, %26, %1467 : i1, i32
      llvm.cond_br %1468, ^bb53, ^bb54
    ^bb53:  // pred: ^bb52
      %1470 = llvm.xor %394, %42 : i32
      llvm.br ^bb55(%1470 : i32)
    ^bb54:  // pred: ^bb52
      llvm.br ^bb55(%394 : i32)
    ^bb55(%1471: i32):  // 2 preds: ^bb53, ^bb54
      llvm.br ^bb56
    ^bb56:  // pred: ^bb55
      %1472 = llvm.add %391, %42 : i32
      llvm.br ^bb43(%1472, %1466, %1469, %1471 : i32, i32, i32, i32)
    ^bb57:  // pred: ^bb43
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %90, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %1473 = llvm.getelementptr %85[%392] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %1473, %42 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %1474 = llvm.add %392, %42 : i32
      %1475 = llvm.icmp "eq" %1474, %34 : i32
      %1476 = llvm.select %1475, %26, %1474 : i1, i32
      llvm.cond_br %1475, ^bb60, ^bb60
    ^bb60:  // 2 preds: ^bb59, ^bb59
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      llvm.br ^bb62
    ^bb62:  // pred: ^bb61
      %1477 = llvm.mul %389, %40 : i32
      %1478 = llvm.mul %390, %37 : i32
      %1479 = llvm.ptrtoint %45 : !llvm.ptr to i64
      %1480 = llvm.inttoptr %1479 : i64 to !llvm.ptr
      %1481 = llvm.load %1480 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1482 = llvm.ptrtoint %44 : !llvm.ptr to i64
      %1483 = llvm.inttoptr %1482 : i64 to !llvm.ptr
      llvm.store %1481, %1483 {alignment = 32 : i64} : f32, !llvm.ptr
      %1484 = llvm.ptrtoint %220 : !llvm.ptr to i64
      %1485 = llvm.inttoptr %1484 : i64 to !llvm.ptr
      %1486 = llvm.load %1485 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1487 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1488 = llvm.ptrtoint %1487 : !llvm.ptr to i64
      %1489 = llvm.inttoptr %1488 : i64 to !llvm.ptr
      llvm.store %1486, %1489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1490 = llvm.ptrtoint %221 : !llvm.ptr to i64
      %1491 = llvm.inttoptr %1490 : i64 to !llvm.ptr
      %1492 = llvm.load %1491 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1493 = llvm.getelementptr %44[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1494 = llvm.ptrtoint %1493 : !llvm.ptr to i64
      %1495 = llvm.inttoptr %1494 : i64 to !llvm.ptr
      llvm.store %1492, %1495 {alignment = 8 : i64} : f32, !llvm.ptr
      %1496 = llvm.ptrtoint %222 : !llvm.ptr to i64
      %1497 = llvm.inttoptr %1496 : i64 to !llvm.ptr
      %1498 = llvm.load %1497 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1499 = llvm.getelementptr %44[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1500 = llvm.ptrtoint %1499 : !llvm.ptr to i64
      %1501 = llvm.inttoptr %1500 : i64 to !llvm.ptr
      llvm.store %1498, %1501 {alignment = 4 : i64} : f32, !llvm.ptr
      %1502 = llvm.ptrtoint %223 : !llvm.ptr to i64
      %1503 = llvm.inttoptr %1502 : i64 to !llvm.ptr
      %1504 = llvm.load %1503 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1505 = llvm.getelementptr %44[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1506 = llvm.ptrtoint %1505 : !llvm.ptr to i64
      %1507 = llvm.inttoptr %1506 : i64 to !llvm.ptr
      llvm.store %1504, %1507 {alignment = 16 : i64} : f32, !llvm.ptr
      %1508 = llvm.ptrtoint %224 : !llvm.ptr to i64
      %1509 = llvm.inttoptr %1508 : i64 to !llvm.ptr
      %1510 = llvm.load %1509 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1511 = llvm.getelementptr %44[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1512 = llvm.ptrtoint %1511 : !llvm.ptr to i64
      %1513 = llvm.inttoptr %1512 : i64 to !llvm.ptr
      llvm.store %1510, %1513 {alignment = 4 : i64} : f32, !llvm.ptr
      %1514 = llvm.ptrtoint %225 : !llvm.ptr to i64
      %1515 = llvm.inttoptr %1514 : i64 to !llvm.ptr
      %1516 = llvm.load %1515 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1517 = llvm.getelementptr %44[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1518 = llvm.ptrtoint %1517 : !llvm.ptr to i64
      %1519 = llvm.inttoptr %1518 : i64 to !llvm.ptr
      llvm.store %1516, %1519 {alignment = 8 : i64} : f32, !llvm.ptr
      %1520 = llvm.ptrtoint %226 : !llvm.ptr to i64
      %1521 = llvm.inttoptr %1520 : i64 to !llvm.ptr
      %1522 = llvm.load %1521 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1523 = llvm.getelementptr %44[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1524 = llvm.ptrtoint %1523 : !llvm.ptr to i64
      %1525 = llvm.inttoptr %1524 : i64 to !llvm.ptr
      llvm.store %1522, %1525 {alignment = 4 : i64} : f32, !llvm.ptr
      %1526 = llvm.ptrtoint %227 : !llvm.ptr to i64
      %1527 = llvm.inttoptr %1526 : i64 to !llvm.ptr
      %1528 = llvm.load %1527 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1529 = llvm.getelementptr %44[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1530 = llvm.ptrtoint %1529 : !llvm.ptr to i64
      %1531 = llvm.inttoptr %1530 : i64 to !llvm.ptr
      llvm.store %1528, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %1532 = llvm.ptrtoint %228 : !llvm.ptr to i64
      %1533 = llvm.inttoptr %1532 : i64 to !llvm.ptr
      %1534 = llvm.load %1533 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1535 = llvm.getelementptr %44[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1536 = llvm.ptrtoint %1535 : !llvm.ptr to i64
      %1537 = llvm.inttoptr %1536 : i64 to !llvm.ptr
      llvm.store %1534, %1537 {alignment = 4 : i64} : f32, !llvm.ptr
      %1538 = llvm.ptrtoint %229 : !llvm.ptr to i64
      %1539 = llvm.inttoptr %1538 : i64 to !llvm.ptr
      %1540 = llvm.load %1539 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1541 = llvm.getelementptr %44[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1542 = llvm.ptrtoint %1541 : !llvm.ptr to i64
      %1543 = llvm.inttoptr %1542 : i64 to !llvm.ptr
      llvm.store %1540, %1543 {alignment = 8 : i64} : f32, !llvm.ptr
      %1544 = llvm.ptrtoint %230 : !llvm.ptr to i64
      %1545 = llvm.inttoptr %1544 : i64 to !llvm.ptr
      %1546 = llvm.load %1545 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1547 = llvm.getelementptr %44[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1548 = llvm.ptrtoint %1547 : !llvm.ptr to i64
      %1549 = llvm.inttoptr %1548 : i64 to !llvm.ptr
      llvm.store %1546, %1549 {alignment = 4 : i64} : f32, !llvm.ptr
      %1550 = llvm.ptrtoint %231 : !llvm.ptr to i64
      %1551 = llvm.inttoptr %1550 : i64 to !llvm.ptr
      %1552 = llvm.load %1551 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1553 = llvm.getelementptr %44[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1554 = llvm.ptrtoint %1553 : !llvm.ptr to i64
      %1555 = llvm.inttoptr %1554 : i64 to !llvm.ptr
      llvm.store %1552, %1555 {alignment = 16 : i64} : f32, !llvm.ptr
      %1556 = llvm.ptrtoint %232 : !llvm.ptr to i64
      %1557 = llvm.inttoptr %1556 : i64 to !llvm.ptr
      %1558 = llvm.load %1557 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1559 = llvm.getelementptr %44[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1560 = llvm.ptrtoint %1559 : !llvm.ptr to i64
      %1561 = llvm.inttoptr %1560 : i64 to !llvm.ptr
      llvm.store %1558, %1561 {alignment = 4 : i64} : f32, !llvm.ptr
      %1562 = llvm.ptrtoint %233 : !llvm.ptr to i64
      %1563 = llvm.inttoptr %1562 : i64 to !llvm.ptr
      %1564 = llvm.load %1563 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1565 = llvm.getelementptr %44[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1566 = llvm.ptrtoint %1565 : !llvm.ptr to i64
      %1567 = llvm.inttoptr %1566 : i64 to !llvm.ptr
      llvm.store %1564, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
      %1568 = llvm.ptrtoint %234 : !llvm.ptr to i64
      %1569 = llvm.inttoptr %1568 : i64 to !llvm.ptr
      %1570 = llvm.load %1569 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1571 = llvm.getelementptr %44[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1572 = llvm.ptrtoint %1571 : !llvm.ptr to i64
      %1573 = llvm.inttoptr %1572 : i64 to !llvm.ptr
      llvm.store %1570, %1573 {alignment = 4 : i64} : f32, !llvm.ptr
      %1574 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1575 = llvm.fptrunc %1574 : vector<16xf32> to vector<16xbf16>
      llvm.store %1575, %43 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1576 = llvm.mul %348, %36 : i32
      llvm.br ^bb63(%26 : i32)
    ^bb63(%1577: i32):  // 2 preds: ^bb62, ^bb64
      %1578 = llvm.icmp "slt" %1577, %35 : i32
      llvm.cond_br %1578, ^bb64, ^bb65 {llvm.loop_annotation = #loop_annotation}
    ^bb64:  // pred: ^bb63
      %1579 = llvm.mul %1577, %27 : i32
      %1580 = llvm.getelementptr %43[%1579] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1581 = llvm.mul %1577, %41 : i32
      %1582 = llvm.getelementptr %219[%1581] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1583 = llvm.load %1580 : !llvm.ptr -> vector<4xi32>
      %1584 = llvm.ptrtoint %1582 : !llvm.ptr<3> to i64
      %1585 = llvm.and %1584, %8 : i64
      %1586 = llvm.ashr %1585, %7 : i64
      %1587 = llvm.xor %1584, %1586 : i64
      %1588 = llvm.inttoptr %1587 : i64 to !llvm.ptr<3>
      %1589 = llvm.getelementptr %1588[%1576] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1590 = llvm.extractelement %1583[%26 : i32] : vector<4xi32>
      %1591 = llvm.extractelement %1583[%42 : i32] : vector<4xi32>
      %1592 = llvm.extractelement %1583[%35 : i32] : vector<4xi32>
      %1593 = llvm.extractelement %1583[%19 : i32] : vector<4xi32>
      nvvm.stmatrix %1589, %1590, %1591, %1592, %1593 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1594 = llvm.add %1577, %42 : i32
      llvm.br ^bb63(%1594 : i32)
    ^bb65:  // pred: ^bb63
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      llvm.cond_br %347, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %1595 = llvm.getelementptr %81[%1576] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1596 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1597 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1596, %1595, box[%1478, %1477, %361] l2_cache_hint = %1597 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      %1598 = llvm.add %348, %42 : i32
      %1599 = llvm.srem %1598, %34 : i32
      %1600 = llvm.ptrtoint %235 : !llvm.ptr to i64
      %1601 = llvm.inttoptr %1600 : i64 to !llvm.ptr
      %1602 = llvm.load %1601 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1602, %1483 {alignment = 32 : i64} : f32, !llvm.ptr
      %1603 = llvm.ptrtoint %236 : !llvm.ptr to i64
      %1604 = llvm.inttoptr %1603 : i64 to !llvm.ptr
      %1605 = llvm.load %1604 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1605, %1489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1606 = llvm.ptrtoint %237 : !llvm.ptr to i64
      %1607 = llvm.inttoptr %1606 : i64 to !llvm.ptr
      %1608 = llvm.load %1607 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1608, %1495 {alignment = 8 : i64} : f32, !llvm.ptr
      %1609 = llvm.ptrtoint %238 : !llvm.ptr to i64
      %1610 = llvm.inttoptr %1609 : i64 to !llvm.ptr
      %1611 = llvm.load %1610 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1611, %1501 {alignment = 4 : i64} : f32, !llvm.ptr
      %1612 = llvm.ptrtoint %239 : !llvm.ptr to i64
      %1613 = llvm.inttoptr %1612 : i64 to !llvm.ptr
      %1614 = llvm.load %1613 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1614, %1507 {alignment = 16 : i64} : f32, !llvm.ptr
      %1615 = llvm.ptrtoint %240 : !llvm.ptr to i64
      %1616 = llvm.inttoptr %1615 : i64 to !llvm.ptr
      %1617 = llvm.load %1616 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1617, %1513 {alignment = 4 : i64} : f32, !llvm.ptr
      %1618 = llvm.ptrtoint %241 : !llvm.ptr to i64
      %1619 = llvm.inttoptr %1618 : i64 to !llvm.ptr
      %1620 = llvm.load %1619 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1620, %1519 {alignment = 8 : i64} : f32, !llvm.ptr
      %1621 = llvm.ptrtoint %242 : !llvm.ptr to i64
      %1622 = llvm.inttoptr %1621 : i64 to !llvm.ptr
      %1623 = llvm.load %1622 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1623, %1525 {alignment = 4 : i64} : f32, !llvm.ptr
      %1624 = llvm.ptrtoint %243 : !llvm.ptr to i64
      %1625 = llvm.inttoptr %1624 : i64 to !llvm.ptr
      %1626 = llvm.load %1625 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1626, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %1627 = llvm.ptrtoint %244 : !llvm.ptr to i64
      %1628 = llvm.inttoptr %1627 : i64 to !llvm.ptr
      %1629 = llvm.load %1628 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1629, %1537 {alignment = 4 : i64} : f32, !llvm.ptr
      %1630 = llvm.ptrtoint %245 : !llvm.ptr to i64
      %1631 = llvm.inttoptr %1630 : i64 to !llvm.ptr
      %1632 = llvm.load %1631 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1632, %1543 {alignment = 8 : i64} : f32, !llvm.ptr
      %1633 = llvm.ptrtoint %246 : !llvm.ptr to i64
      %1634 = llvm.inttoptr %1633 : i64 to !llvm.ptr
      %1635 = llvm.load %1634 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1635, %1549 {alignment = 4 : i64} : f32, !llvm.ptr
      %1636 = llvm.ptrtoint %247 : !llvm.ptr to i64
      %1637 = llvm.inttoptr %1636 : i64 to !llvm.ptr
      %1638 = llvm.load %1637 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1638, %1555 {alignment = 16 : i64} : f32, !llvm.ptr
      %1639 = llvm.ptrtoint %248 : !llvm.ptr to i64
      %1640 = llvm.inttoptr %1639 : i64 to !llvm.ptr
      %1641 = llvm.load %1640 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1641, %1561 {alignment = 4 : i64} : f32, !llvm.ptr
      %1642 = llvm.ptrtoint %249 : !llvm.ptr to i64
      %1643 = llvm.inttoptr %1642 : i64 to !llvm.ptr
      %1644 = llvm.load %1643 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1644, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
      %1645 = llvm.ptrtoint %250 : !llvm.ptr to i64
      %1646 = llvm.inttoptr %1645 : i64 to !llvm.ptr
      %1647 = llvm.load %1646 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1647, %1573 {alignment = 4 : i64} : f32, !llvm.ptr
      %1648 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1649 = llvm.fptrunc %1648 : vector<16xf32> to vector<16xbf16>
      llvm.store %1649, %43 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1650 = llvm.mul %1599, %36 : i32
      llvm.br ^bb68(%26 : i32)
    ^bb68(%1651: i32):  // 2 preds: ^bb67, ^bb69
      %1652 = llvm.icmp "slt" %1651, %35 : i32
      llvm.cond_br %1652, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %1653 = llvm.mul %1651, %27 : i32
      %1654 = llvm.getelementptr %43[%1653] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1655 = llvm.mul %1651, %41 : i32
      %1656 = llvm.getelementptr %219[%1655] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1657 = llvm.load %1654 : !llvm.ptr -> vector<4xi32>
      %1658 = llvm.ptrtoint %1656 : !llvm.ptr<3> to i64
      %1659 = llvm.and %1658, %8 : i64
      %1660 = llvm.ashr %1659, %7 : i64
      %1661 = llvm.xor %1658, %1660 : i64
      %1662 = llvm.inttoptr %1661 : i64 to !llvm.ptr<3>
      %1663 = llvm.getelementptr %1662[%1650] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1664 = llvm.extractelement %1657[%26 : i32] : vector<4xi32>
      %1665 = llvm.extractelement %1657[%42 : i32] : vector<4xi32>
      %1666 = llvm.extractelement %1657[%35 : i32] : vector<4xi32>
      %1667 = llvm.extractelement %1657[%19 : i32] : vector<4xi32>
      nvvm.stmatrix %1663, %1664, %1665, %1666, %1667 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1668 = llvm.add %1651, %42 : i32
      llvm.br ^bb68(%1668 : i32)
    ^bb70:  // pred: ^bb68
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      llvm.cond_br %347, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %1669 = llvm.getelementptr %81[%1650] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1670 = llvm.add %1478, %25 : i32
      %1671 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1672 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1671, %1669, box[%1670, %1477, %361] l2_cache_hint = %1672 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      %1673 = llvm.add %1599, %42 : i32
      %1674 = llvm.srem %1673, %34 : i32
      %1675 = llvm.ptrtoint %251 : !llvm.ptr to i64
      %1676 = llvm.inttoptr %1675 : i64 to !llvm.ptr
      %1677 = llvm.load %1676 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1677, %1483 {alignment = 32 : i64} : f32, !llvm.ptr
      %1678 = llvm.ptrtoint %252 : !llvm.ptr to i64
      %1679 = llvm.inttoptr %1678 : i64 to !llvm.ptr
      %1680 = llvm.load %1679 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1680, %1489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1681 = llvm.ptrtoint %253 : !llvm.ptr to i64
      %1682 = llvm.inttoptr %1681 : i64 to !llvm.ptr
      %1683 = llvm.load %1682 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1683, %1495 {alignment = 8 : i64} : f32, !llvm.ptr
      %1684 = llvm.ptrtoint %254 : !llvm.ptr to i64
      %1685 = llvm.inttoptr %1684 : i64 to !llvm.ptr
      %1686 = llvm.load %1685 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1686, %1501 {alignment = 4 : i64} : f32, !llvm.ptr
      %1687 = llvm.ptrtoint %255 : !llvm.ptr to i64
      %1688 = llvm.inttoptr %1687 : i64 to !llvm.ptr
      %1689 = llvm.load %1688 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1689, %1507 {alignment = 16 : i64} : f32, !llvm.ptr
      %1690 = llvm.ptrtoint %256 : !llvm.ptr to i64
      %1691 = llvm.inttoptr %1690 : i64 to !llvm.ptr
      %1692 = llvm.load %1691 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1692, %1513 {alignment = 4 : i64} : f32, !llvm.ptr
      %1693 = llvm.ptrtoint %257 : !llvm.ptr to i64
      %1694 = llvm.inttoptr %1693 : i64 to !llvm.ptr
      %1695 = llvm.load %1694 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1695, %1519 {alignment = 8 : i64} : f32, !llvm.ptr
      %1696 = llvm.ptrtoint %258 : !llvm.ptr to i64
      %1697 = llvm.inttoptr %1696 : i64 to !llvm.ptr
      %1698 = llvm.load %1697 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1698, %1525 {alignment = 4 : i64} : f32, !llvm.ptr
      %1699 = llvm.ptrtoint %259 : !llvm.ptr to i64
      %1700 = llvm.inttoptr %1699 : i64 to !llvm.ptr
      %1701 = llvm.load %1700 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1701, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %1702 = llvm.ptrtoint %260 : !llvm.ptr to i64
      %1703 = llvm.inttoptr %1702 : i64 to !llvm.ptr
      %1704 = llvm.load %1703 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1704, %1537 {alignment = 4 : i64} : f32, !llvm.ptr
      %1705 = llvm.ptrtoint %261 : !llvm.ptr to i64
      %1706 = llvm.inttoptr %1705 : i64 to !llvm.ptr
      %1707 = llvm.load %1706 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1707, %1543 {alignment = 8 : i64} : f32, !llvm.ptr
      %1708 = llvm.ptrtoint %262 : !llvm.ptr to i64
      %1709 = llvm.inttoptr %1708 : i64 to !llvm.ptr
      %1710 = llvm.load %1709 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1710, %1549 {alignment = 4 : i64} : f32, !llvm.ptr
      %1711 = llvm.ptrtoint %263 : !llvm.ptr to i64
      %1712 = llvm.inttoptr %1711 : i64 to !llvm.ptr
      %1713 = llvm.load %1712 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1713, %1555 {alignment = 16 : i64} : f32, !llvm.ptr
      %1714 = llvm.ptrtoint %264 : !llvm.ptr to i64
      %1715 = llvm.inttoptr %1714 : i64 to !llvm.ptr
      %1716 = llvm.load %1715 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1716, %1561 {alignment = 4 : i64} : f32, !llvm.ptr
      %1717 = llvm.ptrtoint %265 : !llvm.ptr to i64
      %1718 = llvm.inttoptr %1717 : i64 to !llvm.ptr
      %1719 = llvm.load %1718 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1719, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
      %1720 = llvm.ptrtoint %266 : !llvm.ptr to i64
      %1721 = llvm.inttoptr %1720 : i64 to !llvm.ptr
      %1722 = llvm.load %1721 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1722, %1573 {alignment = 4 : i64} : f32, !llvm.ptr
      %1723 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1724 = llvm.fptrunc %1723 : vector<16xf32> to vector<16xbf16>
      llvm.store %1724, %43 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1725 = llvm.mul %1674, %36 : i32
      llvm.br ^bb73(%26 : i32)
    ^bb73(%1726: i32):  // 2 preds: ^bb72, ^bb74
      %1727 = llvm.icmp "slt" %1726, %35 : i32
      llvm.cond_br %1727, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %1728 = llvm.mul %1726, %27 : i32
      %1729 = llvm.getelementptr %43[%1728] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1730 = llvm.mul %1726, %41 : i32
      %1731 = llvm.getelementptr %219[%1730] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1732 = llvm.load %1729 : !llvm.ptr -> vector<4xi32>
      %1733 = llvm.ptrtoint %1731 : !llvm.ptr<3> to i64
      %1734 = llvm.and %1733, %8 : i64
      %1735 = llvm.ashr %1734, %7 : i64
      %1736 = llvm.xor %1733, %1735 : i64
      %1737 = llvm.inttoptr %1736 : i64 to !llvm.ptr<3>
      %1738 = llvm.getelementptr %1737[%1725] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1739 = llvm.extractelement %1732[%26 : i32] : vector<4xi32>
      %1740 = llvm.extractelement %1732[%42 : i32] : vector<4xi32>
      %1741 = llvm.extractelement %1732[%35 : i32] : vector<4xi32>
      %1742 = llvm.extractelement %1732[%19 : i32] : vector<4xi32>
      nvvm.stmatrix %1738, %1739, %1740, %1741, %1742 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1743 = llvm.add %1726, %42 : i32
      llvm.br ^bb73(%1743 : i32)
    ^bb75:  // pred: ^bb73
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      llvm.cond_br %347, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %1744 = llvm.getelementptr %81[%1725] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1745 = llvm.add %1478, %15 : i32
      %1746 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1747 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1746, %1744, box[%1745, %1477, %361] l2_cache_hint = %1747 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      %1748 = llvm.add %1674, %42 : i32
      %1749 = llvm.srem %1748, %34 : i32
      %1750 = llvm.ptrtoint %267 : !llvm.ptr to i64
      %1751 = llvm.inttoptr %1750 : i64 to !llvm.ptr
      %1752 = llvm.load %1751 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1752, %1483 {alignment = 32 : i64} : f32, !llvm.ptr
      %1753 = llvm.ptrtoint %268 : !llvm.ptr to i64
      %1754 = llvm.inttoptr %1753 : i64 to !llvm.ptr
      %1755 = llvm.load %1754 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1755, %1489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1756 = llvm.ptrtoint %269 : !llvm.ptr to i64
      %1757 = llvm.inttoptr %1756 : i64 to !llvm.ptr
      %1758 = llvm.load %1757 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1758, %1495 {alignment = 8 : i64} : f32, !llvm.ptr
      %1759 = llvm.ptrtoint %270 : !llvm.ptr to i64
      %1760 = llvm.inttoptr %1759 : i64 to !llvm.ptr
      %1761 = llvm.load %1760 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1761, %1501 {alignment = 4 : i64} : f32, !llvm.ptr
      %1762 = llvm.ptrtoint %271 : !llvm.ptr to i64
      %1763 = llvm.inttoptr %1762 : i64 to !llvm.ptr
      %1764 = llvm.load %1763 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1764, %1507 {alignment = 16 : i64} : f32, !llvm.ptr
      %1765 = llvm.ptrtoint %272 : !llvm.ptr to i64
      %1766 = llvm.inttoptr %1765 : i64 to !llvm.ptr
      %1767 = llvm.load %1766 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1767, %1513 {alignment = 4 : i64} : f32, !llvm.ptr
      %1768 = llvm.ptrtoint %273 : !llvm.ptr to i64
      %1769 = llvm.inttoptr %1768 : i64 to !llvm.ptr
      %1770 = llvm.load %1769 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1770, %1519 {alignment = 8 : i64} : f32, !llvm.ptr
      %1771 = llvm.ptrtoint %274 : !llvm.ptr to i64
      %1772 = llvm.inttoptr %1771 : i64 to !llvm.ptr
      %1773 = llvm.load %1772 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1773, %1525 {alignment = 4 : i64} : f32, !llvm.ptr
      %1774 = llvm.ptrtoint %275 : !llvm.ptr to i64
      %1775 = llvm.inttoptr %1774 : i64 to !llvm.ptr
      %1776 = llvm.load %1775 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1776, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %1777 = llvm.ptrtoint %276 : !llvm.ptr to i64
      %1778 = llvm.inttoptr %1777 : i64 to !llvm.ptr
      %1779 = llvm.load %1778 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1779, %1537 {alignment = 4 : i64} : f32, !llvm.ptr
      %1780 = llvm.ptrtoint %277 : !llvm.ptr to i64
      %1781 = llvm.inttoptr %1780 : i64 to !llvm.ptr
      %1782 = llvm.load %1781 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1782, %1543 {alignment = 8 : i64} : f32, !llvm.ptr
      %1783 = llvm.ptrtoint %278 : !llvm.ptr to i64
      %1784 = llvm.inttoptr %1783 : i64 to !llvm.ptr
      %1785 = llvm.load %1784 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1785, %1549 {alignment = 4 : i64} : f32, !llvm.ptr
      %1786 = llvm.ptrtoint %279 : !llvm.ptr to i64
      %1787 = llvm.inttoptr %1786 : i64 to !llvm.ptr
      %1788 = llvm.load %1787 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1788, %1555 {alignment = 16 : i64} : f32, !llvm.ptr
      %1789 = llvm.ptrtoint %280 : !llvm.ptr to i64
      %1790 = llvm.inttoptr %1789 : i64 to !llvm.ptr
      %1791 = llvm.load %1790 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1791, %1561 {alignment = 4 : i64} : f32, !llvm.ptr
      %1792 = llvm.ptrtoint %281 : !llvm.ptr to i64
      %1793 = llvm.inttoptr %1792 : i64 to !llvm.ptr
      %1794 = llvm.load %1793 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1794, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
      %1795 = llvm.ptrtoint %282 : !llvm.ptr to i64
      %1796 = llvm.inttoptr %1795 : i64 to !llvm.ptr
      %1797 = llvm.load %1796 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1797, %1573 {alignment = 4 : i64} : f32, !llvm.ptr
      %1798 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1799 = llvm.fptrunc %1798 : vector<16xf32> to vector<16xbf16>
      llvm.store %1799, %43 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1800 = llvm.mul %1749, %36 : i32
      llvm.br ^bb78(%26 : i32)
    ^bb78(%1801: i32):  // 2 preds: ^bb77, ^bb79
      %1802 = llvm.icmp "slt" %1801, %35 : i32
      llvm.cond_br %1802, ^bb79, ^bb80 {llvm.loop_annotation = #loop_annotation}
    ^bb79:  // pred: ^bb78
      %1803 = llvm.mul %1801, %27 : i32
      %1804 = llvm.getelementptr %43[%1803] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1805 = llvm.mul %1801, %41 : i32
      %1806 = llvm.getelementptr %219[%1805] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1807 = llvm.load %1804 : !llvm.ptr -> vector<4xi32>
      %1808 = llvm.ptrtoint %1806 : !llvm.ptr<3> to i64
      %1809 = llvm.and %1808, %8 : i64
      %1810 = llvm.ashr %1809, %7 : i64
      %1811 = llvm.xor %1808, %1810 : i64
      %1812 = llvm.inttoptr %1811 : i64 to !llvm.ptr<3>
      %1813 = llvm.getelementptr %1812[%1800] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1814 = llvm.extractelement %1807[%26 : i32] : vector<4xi32>
      %1815 = llvm.extractelement %1807[%42 : i32] : vector<4xi32>
      %1816 = llvm.extractelement %1807[%35 : i32] : vector<4xi32>
      %1817 = llvm.extractelement %1807[%19 : i32] : vector<4xi32>
      nvvm.stmatrix %1813, %1814, %1815, %1816, %1817 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1818 = llvm.add %1801, %42 : i32
      llvm.br ^bb78(%1818 : i32)
    ^bb80:  // pred: ^bb78
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      llvm.cond_br %347, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %1819 = llvm.getelementptr %81[%1800] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1820 = llvm.add %1478, %5 : i32
      %1821 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1822 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1821, %1819, box[%1820, %1477, %361] l2_cache_hint = %1822 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      %1823 = llvm.add %1749, %42 : i32
      %1824 = llvm.srem %1823, %34 : i32
      %1825 = llvm.ptrtoint %283 : !llvm.ptr to i64
      %1826 = llvm.inttoptr %1825 : i64 to !llvm.ptr
      %1827 = llvm.load %1826 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1827, %1483 {alignment = 32 : i64} : f32, !llvm.ptr
      %1828 = llvm.ptrtoint %284 : !llvm.ptr to i64
      %1829 = llvm.inttoptr %1828 : i64 to !llvm.ptr
      %1830 = llvm.load %1829 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1830, %1489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1831 = llvm.ptrtoint %285 : !llvm.ptr to i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr
      %1833 = llvm.load %1832 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1833, %1495 {alignment = 8 : i64} : f32, !llvm.ptr
      %1834 = llvm.ptrtoint %286 : !llvm.ptr to i64
      %1835 = llvm.inttoptr %1834 : i64 to !llvm.ptr
      %1836 = llvm.load %1835 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1836, %1501 {alignment = 4 : i64} : f32, !llvm.ptr
      %1837 = llvm.ptrtoint %287 : !llvm.ptr to i64
      %1838 = llvm.inttoptr %1837 : i64 to !llvm.ptr
      %1839 = llvm.load %1838 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1839, %1507 {alignment = 16 : i64} : f32, !llvm.ptr
      %1840 = llvm.ptrtoint %288 : !llvm.ptr to i64
      %1841 = llvm.inttoptr %1840 : i64 to !llvm.ptr
      %1842 = llvm.load %1841 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1842, %1513 {alignment = 4 : i64} : f32, !llvm.ptr
      %1843 = llvm.ptrtoint %289 : !llvm.ptr to i64
      %1844 = llvm.inttoptr %1843 : i64 to !llvm.ptr
      %1845 = llvm.load %1844 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1845, %1519 {alignment = 8 : i64} : f32, !llvm.ptr
      %1846 = llvm.ptrtoint %290 : !llvm.ptr to i64
      %1847 = llvm.inttoptr %1846 : i64 to !llvm.ptr
      %1848 = llvm.load %1847 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1848, %1525 {alignment = 4 : i64} : f32, !llvm.ptr
      %1849 = llvm.ptrtoint %291 : !llvm.ptr to i64
      %1850 = llvm.inttoptr %1849 : i64 to !llvm.ptr
      %1851 = llvm.load %1850 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1851, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %1852 = llvm.ptrtoint %292 : !llvm.ptr to i64
      %1853 = llvm.inttoptr %1852 : i64 to !llvm.ptr
      %1854 = llvm.load %1853 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1854, %1537 {alignment = 4 : i64} : f32, !llvm.ptr
      %1855 = llvm.ptrtoint %293 : !llvm.ptr to i64
      %1856 = llvm.inttoptr %1855 : i64 to !llvm.ptr
      %1857 = llvm.load %1856 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1857, %1543 {alignment = 8 : i64} : f32, !llvm.ptr
      %1858 = llvm.ptrtoint %294 : !llvm.ptr to i64
      %1859 = llvm.inttoptr %1858 : i64 to !llvm.ptr
      %1860 = llvm.load %1859 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1860, %1549 {alignment = 4 : i64} : f32, !llvm.ptr
      %1861 = llvm.ptrtoint %295 : !llvm.ptr to i64
      %1862 = llvm.inttoptr %1861 : i64 to !llvm.ptr
      %1863 = llvm.load %1862 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1863, %1555 {alignment = 16 : i64} : f32, !llvm.ptr
      %1864 = llvm.ptrtoint %296 : !llvm.ptr to i64
      %1865 = llvm.inttoptr %1864 : i64 to !llvm.ptr
      %1866 = llvm.load %1865 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1866, %1561 {alignment = 4 : i64} : f32, !llvm.ptr
      %1867 = llvm.ptrtoint %297 : !llvm.ptr to i64
      %1868 = llvm.inttoptr %1867 : i64 to !llvm.ptr
      %1869 = llvm.load %1868 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1869, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
      %1870 = llvm.ptrtoint %298 : !llvm.ptr to i64
      %1871 = llvm.inttoptr %1870 : i64 to !llvm.ptr
      %1872 = llvm.load %1871 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1872, %1573 {alignment = 4 : i64} : f32, !llvm.ptr
      %1873 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1874 = llvm.fptrunc %1873 : vector<16xf32> to vector<16xbf16>
      llvm.store %1874, %43 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1875 = llvm.mul %1824, %36 : i32
      llvm.br ^bb83(%26 : i32)
    ^bb83(%1876: i32):  // 2 preds: ^bb82, ^bb84
      %1877 = llvm.icmp "slt" %1876, %35 : i32
      llvm.cond_br %1877, ^bb84, ^bb85 {llvm.loop_annotation = #loop_annotation}
    ^bb84:  // pred: ^bb83
      %1878 = llvm.mul %1876, %27 : i32
      %1879 = llvm.getelementptr %43[%1878] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1880 = llvm.mul %1876, %41 : i32
      %1881 = llvm.getelementptr %219[%1880] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1882 = llvm.load %1879 : !llvm.ptr -> vector<4xi32>
      %1883 = llvm.ptrtoint %1881 : !llvm.ptr<3> to i64
      %1884 = llvm.and %1883, %8 : i64
      %1885 = llvm.ashr %1884, %7 : i64
      %1886 = llvm.xor %1883, %1885 : i64
      %1887 = llvm.inttoptr %1886 : i64 to !llvm.ptr<3>
      %1888 = llvm.getelementptr %1887[%1875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1889 = llvm.extractelement %1882[%26 : i32] : vector<4xi32>
      %1890 = llvm.extractelement %1882[%42 : i32] : vector<4xi32>
      %1891 = llvm.extractelement %1882[%35 : i32] : vector<4xi32>
      %1892 = llvm.extractelement %1882[%19 : i32] : vector<4xi32>
      nvvm.stmatrix %1888, %1889, %1890, %1891, %1892 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1893 = llvm.add %1876, %42 : i32
      llvm.br ^bb83(%1893 : i32)
    ^bb85:  // pred: ^bb83
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      llvm.cond_br %347, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1894 = llvm.getelementptr %81[%1875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1895 = llvm.add %1478, %40 : i32
      %1896 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1897 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1896, %1894, box[%1895, %1477, %361] l2_cache_hint = %1897 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      %1898 = llvm.add %1824, %42 : i32
      %1899 = llvm.srem %1898, %34 : i32
      %1900 = llvm.ptrtoint %299 : !llvm.ptr to i64
      %1901 = llvm.inttoptr %1900 : i64 to !llvm.ptr
      %1902 = llvm.load %1901 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1902, %1483 {alignment = 32 : i64} : f32, !llvm.ptr
      %1903 = llvm.ptrtoint %300 : !llvm.ptr to i64
      %1904 = llvm.inttoptr %1903 : i64 to !llvm.ptr
      %1905 = llvm.load %1904 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1905, %1489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1906 = llvm.ptrtoint %301 : !llvm.ptr to i64
      %1907 = llvm.inttoptr %1906 : i64 to !llvm.ptr
      %1908 = llvm.load %1907 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1908, %1495 {alignment = 8 : i64} : f32, !llvm.ptr
      %1909 = llvm.ptrtoint %302 : !llvm.ptr to i64
      %1910 = llvm.inttoptr %1909 : i64 to !llvm.ptr
      %1911 = llvm.load %1910 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1911, %1501 {alignment = 4 : i64} : f32, !llvm.ptr
      %1912 = llvm.ptrtoint %303 : !llvm.ptr to i64
      %1913 = llvm.inttoptr %1912 : i64 to !llvm.ptr
      %1914 = llvm.load %1913 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1914, %1507 {alignment = 16 : i64} : f32, !llvm.ptr
      %1915 = llvm.ptrtoint %304 : !llvm.ptr to i64
      %1916 = llvm.inttoptr %1915 : i64 to !llvm.ptr
      %1917 = llvm.load %1916 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1917, %1513 {alignment = 4 : i64} : f32, !llvm.ptr
      %1918 = llvm.ptrtoint %305 : !llvm.ptr to i64
      %1919 = llvm.inttoptr %1918 : i64 to !llvm.ptr
      %1920 = llvm.load %1919 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1920, %1519 {alignment = 8 : i64} : f32, !llvm.ptr
      %1921 = llvm.ptrtoint %306 : !llvm.ptr to i64
      %1922 = llvm.inttoptr %1921 : i64 to !llvm.ptr
      %1923 = llvm.load %1922 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1923, %1525 {alignment = 4 : i64} : f32, !llvm.ptr
      %1924 = llvm.ptrtoint %307 : !llvm.ptr to i64
      %1925 = llvm.inttoptr %1924 : i64 to !llvm.ptr
      %1926 = llvm.load %1925 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1926, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %1927 = llvm.ptrtoint %308 : !llvm.ptr to i64
      %1928 = llvm.inttoptr %1927 : i64 to !llvm.ptr
      %1929 = llvm.load %1928 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1929, %1537 {alignment = 4 : i64} : f32, !llvm.ptr
      %1930 = llvm.ptrtoint %309 : !llvm.ptr to i64
      %1931 = llvm.inttoptr %1930 : i64 to !llvm.ptr
      %1932 = llvm.load %1931 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1932, %1543 {alignment = 8 : i64} : f32, !llvm.ptr
      %1933 = llvm.ptrtoint %310 : !llvm.ptr to i64
      %1934 = llvm.inttoptr %1933 : i64 to !llvm.ptr
      %1935 = llvm.load %1934 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1935, %1549 {alignment = 4 : i64} : f32, !llvm.ptr
      %1936 = llvm.ptrtoint %311 : !llvm.ptr to i64
      %1937 = llvm.inttoptr %1936 : i64 to !llvm.ptr
      %1938 = llvm.load %1937 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1938, %1555 {alignment = 16 : i64} : f32, !llvm.ptr
      %1939 = llvm.ptrtoint %312 : !llvm.ptr to i64
      %1940 = llvm.inttoptr %1939 : i64 to !llvm.ptr
      %1941 = llvm.load %1940 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1941, %1561 {alignment = 4 : i64} : f32, !llvm.ptr
      %1942 = llvm.ptrtoint %313 : !llvm.ptr to i64
      %1943 = llvm.inttoptr %1942 : i64 to !llvm.ptr
      %1944 = llvm.load %1943 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1944, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
      %1945 = llvm.ptrtoint %314 : !llvm.ptr to i64
      %1946 = llvm.inttoptr %1945 : i64 to !llvm.ptr
      %1947 = llvm.load %1946 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1947, %1573 {alignment = 4 : i64} : f32, !llvm.ptr
      %1948 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1949 = llvm.fptrunc %1948 : vector<16xf32> to vector<16xbf16>
      llvm.store %1949, %43 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1950 = llvm.mul %1899, %36 : i32
      llvm.br ^bb88(%26 : i32)
    ^bb88(%1951: i32):  // 2 preds: ^bb87, ^bb89
      %1952 = llvm.icmp "slt" %1951, %35 : i32
      llvm.cond_br %1952, ^bb89, ^bb90 {llvm.loop_annotation = #loop_annotation}
    ^bb89:  // pred: ^bb88
      %1953 = llvm.mul %1951, %27 : i32
      %1954 = llvm.getelementptr %43[%1953] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1955 = llvm.mul %1951, %41 : i32
      %1956 = llvm.getelementptr %219[%1955] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1957 = llvm.load %1954 : !llvm.ptr -> vector<4xi32>
      %1958 = llvm.ptrtoint %1956 : !llvm.ptr<3> to i64
      %1959 = llvm.and %1958, %8 : i64
      %1960 = llvm.ashr %1959, %7 : i64
      %1961 = llvm.xor %1958, %1960 : i64
      %1962 = llvm.inttoptr %1961 : i64 to !llvm.ptr<3>
      %1963 = llvm.getelementptr %1962[%1950] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1964 = llvm.extractelement %1957[%26 : i32] : vector<4xi32>
      %1965 = llvm.extractelement %1957[%42 : i32] : vector<4xi32>
      %1966 = llvm.extractelement %1957[%35 : i32] : vector<4xi32>
      %1967 = llvm.extractelement %1957[%19 : i32] : vector<4xi32>
      nvvm.stmatrix %1963, %1964, %1965, %1966, %1967 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1968 = llvm.add %1951, %42 : i32
      llvm.br ^bb88(%1968 : i32)
    ^bb90:  // pred: ^bb88
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      llvm.cond_br %347, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1969 = llvm.getelementptr %81[%1950] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1970 = llvm.add %1478, %4 : i32
      %1971 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1972 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1971, %1969, box[%1970, %1477, %361] l2_cache_hint = %1972 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      %1973 = llvm.add %1899, %42 : i32
      %1974 = llvm.srem %1973, %34 : i32
      %1975 = llvm.ptrtoint %315 : !llvm.ptr to i64
      %1976 = llvm.inttoptr %1975 : i64 to !llvm.ptr
      %1977 = llvm.load %1976 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1977, %1483 {alignment = 32 : i64} : f32, !llvm.ptr
      %1978 = llvm.ptrtoint %316 : !llvm.ptr to i64
      %1979 = llvm.inttoptr %1978 : i64 to !llvm.ptr
      %1980 = llvm.load %1979 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1980, %1489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1981 = llvm.ptrtoint %317 : !llvm.ptr to i64
      %1982 = llvm.inttoptr %1981 : i64 to !llvm.ptr
      %1983 = llvm.load %1982 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1983, %1495 {alignment = 8 : i64} : f32, !llvm.ptr
      %1984 = llvm.ptrtoint %318 : !llvm.ptr to i64
      %1985 = llvm.inttoptr %1984 : i64 to !llvm.ptr
      %1986 = llvm.load %1985 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1986, %1501 {alignment = 4 : i64} : f32, !llvm.ptr
      %1987 = llvm.ptrtoint %319 : !llvm.ptr to i64
      %1988 = llvm.inttoptr %1987 : i64 to !llvm.ptr
      %1989 = llvm.load %1988 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1989, %1507 {alignment = 16 : i64} : f32, !llvm.ptr
      %1990 = llvm.ptrtoint %320 : !llvm.ptr to i64
      %1991 = llvm.inttoptr %1990 : i64 to !llvm.ptr
      %1992 = llvm.load %1991 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1992, %1513 {alignment = 4 : i64} : f32, !llvm.ptr
      %1993 = llvm.ptrtoint %321 : !llvm.ptr to i64
      %1994 = llvm.inttoptr %1993 : i64 to !llvm.ptr
      %1995 = llvm.load %1994 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1995, %1519 {alignment = 8 : i64} : f32, !llvm.ptr
      %1996 = llvm.ptrtoint %322 : !llvm.ptr to i64
      %1997 = llvm.inttoptr %1996 : i64 to !llvm.ptr
      %1998 = llvm.load %1997 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1998, %1525 {alignment = 4 : i64} : f32, !llvm.ptr
      %1999 = llvm.ptrtoint %323 : !llvm.ptr to i64
      %2000 = llvm.inttoptr %1999 : i64 to !llvm.ptr
      %2001 = llvm.load %2000 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2001, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %2002 = llvm.ptrtoint %324 : !llvm.ptr to i64
      %2003 = llvm.inttoptr %2002 : i64 to !llvm.ptr
      %2004 = llvm.load %2003 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2004, %1537 {alignment = 4 : i64} : f32, !llvm.ptr
      %2005 = llvm.ptrtoint %325 : !llvm.ptr to i64
      %2006 = llvm.inttoptr %2005 : i64 to !llvm.ptr
      %2007 = llvm.load %2006 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2007, %1543 {alignment = 8 : i64} : f32, !llvm.ptr
      %2008 = llvm.ptrtoint %326 : !llvm.ptr to i64
      %2009 = llvm.inttoptr %2008 : i64 to !llvm.ptr
      %2010 = llvm.load %2009 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2010, %1549 {alignment = 4 : i64} : f32, !llvm.ptr
      %2011 = llvm.ptrtoint %327 : !llvm.ptr to i64
      %2012 = llvm.inttoptr %2011 : i64 to !llvm.ptr
      %2013 = llvm.load %2012 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2013, %1555 {alignment = 16 : i64} : f32, !llvm.ptr
      %2014 = llvm.ptrtoint %328 : !llvm.ptr to i64
      %2015 = llvm.inttoptr %2014 : i64 to !llvm.ptr
      %2016 = llvm.load %2015 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2016, %1561 {alignment = 4 : i64} : f32, !llvm.ptr
      %2017 = llvm.ptrtoint %329 : !llvm.ptr to i64
      %2018 = llvm.inttoptr %2017 : i64 to !llvm.ptr
      %2019 = llvm.load %2018 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2019, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
      %2020 = llvm.ptrtoint %330 : !llvm.ptr to i64
      %2021 = llvm.inttoptr %2020 : i64 to !llvm.ptr
      %2022 = llvm.load %2021 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2022, %1573 {alignment = 4 : i64} : f32, !llvm.ptr
      %2023 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2024 = llvm.fptrunc %2023 : vector<16xf32> to vector<16xbf16>
      llvm.store %2024, %43 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2025 = llvm.mul %1974, %36 : i32
      llvm.br ^bb93(%26 : i32)
    ^bb93(%2026: i32):  // 2 preds: ^bb92, ^bb94
      %2027 = llvm.icmp "slt" %2026, %35 : i32
      llvm.cond_br %2027, ^bb94, ^bb95 {llvm.loop_annotation = #loop_annotation}
    ^bb94:  // pred: ^bb93
      %2028 = llvm.mul %2026, %27 : i32
      %2029 = llvm.getelementptr %43[%2028] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2030 = llvm.mul %2026, %41 : i32
      %2031 = llvm.getelementptr %219[%2030] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2032 = llvm.load %2029 : !llvm.ptr -> vector<4xi32>
      %2033 = llvm.ptrtoint %2031 : !llvm.ptr<3> to i64
      %2034 = llvm.and %2033, %8 : i64
      %2035 = llvm.ashr %2034, %7 : i64
      %2036 = llvm.xor %2033, %2035 : i64
      %2037 = llvm.inttoptr %2036 : i64 to !llvm.ptr<3>
      %2038 = llvm.getelementptr %2037[%2025] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2039 = llvm.extractelement %2032[%26 : i32] : vector<4xi32>
      %2040 = llvm.extractelement %2032[%42 : i32] : vector<4xi32>
      %2041 = llvm.extractelement %2032[%35 : i32] : vector<4xi32>
      %2042 = llvm.extractelement %2032[%19 : i32] : vector<4xi32>
      nvvm.stmatrix %2038, %2039, %2040, %2041, %2042 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2043 = llvm.add %2026, %42 : i32
      llvm.br ^bb93(%2043 : i32)
    ^bb95:  // pred: ^bb93
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      llvm.cond_br %347, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %2044 = llvm.getelementptr %81[%2025] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2045 = llvm.add %1478, %3 : i32
      %2046 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %2047 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %2046, %2044, box[%2045, %1477, %361] l2_cache_hint = %2047 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      %2048 = llvm.add %1974, %42 : i32
      %2049 = llvm.srem %2048, %34 : i32
      %2050 = llvm.ptrtoint %331 : !llvm.ptr to i64
      %2051 = llvm.inttoptr %2050 : i64 to !llvm.ptr
      %2052 = llvm.load %2051 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2052, %1483 {alignment = 32 : i64} : f32, !llvm.ptr
      %2053 = llvm.ptrtoint %332 : !llvm.ptr to i64
      %2054 = llvm.inttoptr %2053 : i64 to !llvm.ptr
      %2055 = llvm.load %2054 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2055, %1489 {alignment = 4 : i64} : f32, !llvm.ptr
      %2056 = llvm.ptrtoint %333 : !llvm.ptr to i64
      %2057 = llvm.inttoptr %2056 : i64 to !llvm.ptr
      %2058 = llvm.load %2057 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2058, %1495 {alignment = 8 : i64} : f32, !llvm.ptr
      %2059 = llvm.ptrtoint %334 : !llvm.ptr to i64
      %2060 = llvm.inttoptr %2059 : i64 to !llvm.ptr
      %2061 = llvm.load %2060 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2061, %1501 {alignment = 4 : i64} : f32, !llvm.ptr
      %2062 = llvm.ptrtoint %335 : !llvm.ptr to i64
      %2063 = llvm.inttoptr %2062 : i64 to !llvm.ptr
      %2064 = llvm.load %2063 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2064, %1507 {alignment = 16 : i64} : f32, !llvm.ptr
      %2065 = llvm.ptrtoint %336 : !llvm.ptr to i64
      %2066 = llvm.inttoptr %2065 : i64 to !llvm.ptr
      %2067 = llvm.load %2066 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2067, %1513 {alignment = 4 : i64} : f32, !llvm.ptr
      %2068 = llvm.ptrtoint %337 : !llvm.ptr to i64
      %2069 = llvm.inttoptr %2068 : i64 to !llvm.ptr
      %2070 = llvm.load %2069 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2070, %1519 {alignment = 8 : i64} : f32, !llvm.ptr
      %2071 = llvm.ptrtoint %338 : !llvm.ptr to i64
      %2072 = llvm.inttoptr %2071 : i64 to !llvm.ptr
      %2073 = llvm.load %2072 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2073, %1525 {alignment = 4 : i64} : f32, !llvm.ptr
      %2074 = llvm.ptrtoint %339 : !llvm.ptr to i64
      %2075 = llvm.inttoptr %2074 : i64 to !llvm.ptr
      %2076 = llvm.load %2075 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2076, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %2077 = llvm.ptrtoint %340 : !llvm.ptr to i64
      %2078 = llvm.inttoptr %2077 : i64 to !llvm.ptr
      %2079 = llvm.load %2078 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2079, %1537 {alignment = 4 : i64} : f32, !llvm.ptr
      %2080 = llvm.ptrtoint %341 : !llvm.ptr to i64
      %2081 = llvm.inttoptr %2080 : i64 to !llvm.ptr
      %2082 = llvm.load %2081 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2082, %1543 {alignment = 8 : i64} : f32, !llvm.ptr
      %2083 = llvm.ptrtoint %342 : !llvm.ptr to i64
      %2084 = llvm.inttoptr %2083 : i64 to !llvm.ptr
      %2085 = llvm.load %2084 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2085, %1549 {alignment = 4 : i64} : f32, !llvm.ptr
      %2086 = llvm.ptrtoint %343 : !llvm.ptr to i64
      %2087 = llvm.inttoptr %2086 : i64 to !llvm.ptr
      %2088 = llvm.load %2087 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2088, %1555 {alignment = 16 : i64} : f32, !llvm.ptr
      %2089 = llvm.ptrtoint %344 : !llvm.ptr to i64
      %2090 = llvm.inttoptr %2089 : i64 to !llvm.ptr
      %2091 = llvm.load %2090 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2091, %1561 {alignment = 4 : i64} : f32, !llvm.ptr
      %2092 = llvm.ptrtoint %345 : !llvm.ptr to i64
      %2093 = llvm.inttoptr %2092 : i64 to !llvm.ptr
      %2094 = llvm.load %2093 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2094, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
      %2095 = llvm.ptrtoint %346 : !llvm.ptr to i64
      %2096 = llvm.inttoptr %2095 : i64 to !llvm.ptr
      %2097 = llvm.load %2096 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2097, %1573 {alignment = 4 : i64} : f32, !llvm.ptr
      %2098 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2099 = llvm.fptrunc %2098 : vector<16xf32> to vector<16xbf16>
      llvm.store %2099, %43 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2100 = llvm.mul %2049, %36 : i32
      llvm.br ^bb98(%26 : i32)
    ^bb98(%2101: i32):  // 2 preds: ^bb97, ^bb99
      %2102 = llvm.icmp "slt" %2101, %35 : i32
      llvm.cond_br %2102, ^bb99, ^bb100 {llvm.loop_annotation = #loop_annotation}
    ^bb99:  // pred: ^bb98
      %2103 = llvm.mul %2101, %27 : i32
      %2104 = llvm.getelementptr %43[%2103] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2105 = llvm.mul %2101, %41 : i32
      %2106 = llvm.getelementptr %219[%2105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2107 = llvm.load %2104 : !llvm.ptr -> vector<4xi32>
      %2108 = llvm.ptrtoint %2106 : !llvm.ptr<3> to i64
      %2109 = llvm.and %2108, %8 : i64
      %2110 = llvm.ashr %2109, %7 : i64
      %2111 = llvm.xor %2108, %2110 : i64
      %2112 = llvm.inttoptr %2111 : i64 to !llvm.ptr<3>
      %2113 = llvm.getelementptr %2112[%2100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2114 = llvm.extractelement %2107[%26 : i32] : vector<4xi32>
      %2115 = llvm.extractelement %2107[%42 : i32] : vector<4xi32>
      %2116 = llvm.extractelement %2107[%35 : i32] : vector<4xi32>
      %2117 = llvm.extractelement %2107[%19 : i32] : vector<4xi32>
      nvvm.stmatrix %2113, %2114, %2115, %2116, %2117 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2118 = llvm.add %2101, %42 : i32
      llvm.br ^bb98(%2118 : i32)
    ^bb100:  // pred: ^bb98
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      llvm.cond_br %347, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %2119 = llvm.getelementptr %81[%2100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2120 = llvm.add %1478, %2 : i32
      %2121 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %2122 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %2121, %2119, box[%2120, %1477, %361] l2_cache_hint = %2122 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %42, %37 : (i32, i32) -> ()
      %2123 = llvm.add %2049, %42 : i32
      %2124 = llvm.srem %2123, %34 : i32
      %2125 = llvm.add %349, %77 : i32
      llvm.br ^bb41(%2124, %2125, %1476, %393, %394 : i32, i32, i32, i32, i32)
    ^bb103:  // pred: ^bb41
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb39, ^bb103
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %4 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.mlir.undef : !llvm_struct_2ed770
    %7 = llvm.mlir.undef : !llvm.struct<(i1)>
    %8 = llvm.mlir.constant(230400 : i64) : i64
    %9 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %10 = llvm.mlir.constant(4290672329751 : i64) : i64
    %11 = llvm.mlir.constant(131000 : i64) : i64
    %12 = llvm.mlir.constant(562643092770 : i64) : i64
    %13 = llvm.mlir.constant(4496830759431 : i64) : i64
    %14 = llvm.mlir.constant(68120 : i64) : i64
    %15 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %16 = llvm.mlir.constant(1 : i64) : i64
    %17 = llvm.mlir.constant(4290672329223 : i64) : i64
    %18 = llvm.mlir.constant(65000 : i64) : i64
    %19 = llvm.mlir.constant(279175259426 : i64) : i64
    %20 = llvm.mlir.constant(0 : i32) : i32
    %21 = llvm.mlir.constant(80 : i32) : i32
    %22 = llvm.mlir.constant(1 : i32) : i32
    %23 = llvm.mlir.constant(384 : i32) : i32
    %24 = llvm.mlir.constant(255 : i64) : i64
    %25 = llvm.mlir.constant(127 : i64) : i64
    %26 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %27 = llvm.mlir.constant(4 : i64) : i64
    %28 = llvm.mlir.constant(16 : i64) : i64
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.mlir.constant(16 : i32) : i32
    %31 = llvm.mlir.constant(false) : i1
    %32 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %33 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %34 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %35 = llvm.insertvalue %31, %7[0] : !llvm.struct<(i1)>
    %36 = llvm.alloca %30 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %37 = llvm.ptrtoint %32 : !llvm.ptr<1> to i64
    %38 = llvm.getelementptr %36[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %36[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr %36[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %36[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %36[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %36[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %36[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %36[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %45 : i64, !llvm.ptr
    %46 = llvm.udiv %37, %28 : i64
    %47 = llvm.and %46, %26 : i64
    %48 = llvm.shl %47, %27 : i64
    llvm.store %48, %38 : i64, !llvm.ptr
    llvm.store %19, %39 : i64, !llvm.ptr
    llvm.store %18, %40 : i64, !llvm.ptr
    llvm.store %29, %41 : i64, !llvm.ptr
    llvm.store %17, %42 : i64, !llvm.ptr
    llvm.store %16, %43 : i64, !llvm.ptr
    llvm.store %15, %44 : i64, !llvm.ptr
    llvm.store %25, %45 : i64, !llvm.ptr
    %49 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %50 = llvm.inttoptr %49 : i64 to !llvm.ptr
    %51 = llvm.load %50 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %52 = llvm.insertvalue %51, %6[0] : !llvm_struct_2ed770
    %53 = llvm.alloca %30 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %54 = llvm.ptrtoint %33 : !llvm.ptr<1> to i64
    %55 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %53[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %53[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %53[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %53[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %59 : i64, !llvm.ptr
    %60 = llvm.getelementptr %53[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %60 : i64, !llvm.ptr
    %61 = llvm.getelementptr %53[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %61 : i64, !llvm.ptr
    %62 = llvm.getelementptr %53[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %62 : i64, !llvm.ptr
    %63 = llvm.udiv %54, %28 : i64
    %64 = llvm.and %63, %26 : i64
    %65 = llvm.shl %64, %27 : i64
    llvm.store %65, %55 : i64, !llvm.ptr
    llvm.store %19, %56 : i64, !llvm.ptr
    llvm.store %14, %57 : i64, !llvm.ptr
    llvm.store %29, %58 : i64, !llvm.ptr
    llvm.store %13, %59 : i64, !llvm.ptr
    llvm.store %16, %60 : i64, !llvm.ptr
    llvm.store %15, %61 : i64, !llvm.ptr
    llvm.store %24, %62 : i64, !llvm.ptr
    %66 = llvm.ptrtoint %53 : !llvm.ptr to i64
    %67 = llvm.inttoptr %66 : i64 to !llvm.ptr
    %68 = llvm.load %67 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %69 = llvm.insertvalue %68, %6[0] : !llvm_struct_2ed770
    %70 = llvm.alloca %30 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %71 = llvm.ptrtoint %34 : !llvm.ptr<1> to i64
    %72 = llvm.getelementptr %70[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %72 : i64, !llvm.ptr
    %73 = llvm.getelementptr %70[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %73 : i64, !llvm.ptr
    %74 = llvm.getelementptr %70[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %74 : i64, !llvm.ptr
    %75 = llvm.getelementptr %70[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %75 : i64, !llvm.ptr
    %76 = llvm.getelementptr %70[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %76 : i64, !llvm.ptr
    %77 = llvm.getelementptr %70[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %77 : i64, !llvm.ptr
    %78 = llvm.getelementptr %70[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %78 : i64, !llvm.ptr
    %79 = llvm.getelementptr %70[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %79 : i64, !llvm.ptr
    %80 = llvm.udiv %71, %28 : i64
    %81 = llvm.and %80, %26 : i64
    %82 = llvm.shl %81, %27 : i64
    llvm.store %82, %72 : i64, !llvm.ptr
    llvm.store %12, %73 : i64, !llvm.ptr
    llvm.store %11, %74 : i64, !llvm.ptr
    llvm.store %29, %75 : i64, !llvm.ptr
    llvm.store %10, %76 : i64, !llvm.ptr
    llvm.store %16, %77 : i64, !llvm.ptr
    llvm.store %9, %78 : i64, !llvm.ptr
    llvm.store %25, %79 : i64, !llvm.ptr
    %83 = llvm.ptrtoint %70 : !llvm.ptr to i64
    %84 = llvm.inttoptr %83 : i64 to !llvm.ptr
    %85 = llvm.load %84 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %86 = llvm.insertvalue %85, %6[0] : !llvm_struct_2ed770
    %87 = llvm.alloca %22 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %88 = llvm.alloca %22 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %89 = llvm.getelementptr %87[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %88, %89 : !llvm.ptr, !llvm.ptr
    %90 = llvm.getelementptr %87[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %23, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %87[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %91 : i32, !llvm.ptr
    %92 = llvm.getelementptr %87[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %92 : i32, !llvm.ptr
    %93 = llvm.getelementptr %87[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %87[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %94 : i32, !llvm.ptr
    %95 = llvm.getelementptr %87[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %95 : i32, !llvm.ptr
    %96 = llvm.getelementptr %87[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %21, %96 : i32, !llvm.ptr
    %97 = llvm.getelementptr %87[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %97 : i32, !llvm.ptr
    %98 = llvm.getelementptr %87[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %98 : !llvm.ptr, !llvm.ptr
    %99 = llvm.alloca %22 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %100 = llvm.getelementptr %99[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %87, %100 : !llvm.ptr, !llvm.ptr
    %101 = llvm.load %100 : !llvm.ptr -> !llvm.ptr
    %102 = llvm.getelementptr %101[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %103 = llvm.load %102 : !llvm.ptr -> i32
    %104 = llvm.getelementptr %101[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %105 = llvm.load %104 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%20 : i32)
  ^bb1(%106: i32):  // 2 preds: ^bb3, ^bb5
    %107 = llvm.getelementptr %105[%106] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %108 = llvm.getelementptr %107[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %5, %108 : i32, !llvm.ptr
    %109 = llvm.getelementptr %107[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %20, %109 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 3 preds: ^bb4, ^bb11, ^bb18
    %110 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %111 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %112 = llvm.call @printf(%111, %110) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %113 = llvm.add %103, %22 : i32
    llvm.store %113, %102 : i32, !llvm.ptr
    llvm.br ^bb1(%103 : i32)
  ^bb4:  // pred: ^bb7
    %114 = llvm.icmp "uge" %103, %2 : i32
    llvm.cond_br %114, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%120 : i32)
  ^bb6:  // pred: ^bb7
    %115 = llvm.getelementptr %105[%120] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %116 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %117 = llvm.load %116 : !llvm.ptr -> i32
    %118 = llvm.icmp "eq" %117, %5 : i32
    %119 = llvm.add %120, %22 : i32
    llvm.cond_br %118, ^bb5, ^bb7(%119 : i32)
  ^bb7(%120: i32):  // 2 preds: ^bb0, ^bb6
    %121 = llvm.icmp "uge" %120, %103 : i32
    llvm.cond_br %121, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %122 = llvm.load %100 : !llvm.ptr -> !llvm.ptr
    %123 = llvm.getelementptr %122[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %124 = llvm.load %123 : !llvm.ptr -> i32
    %125 = llvm.getelementptr %122[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %126 = llvm.load %125 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%20 : i32)
  ^bb9(%127: i32):  // 2 preds: ^bb10, ^bb12
    %128 = llvm.getelementptr %126[%127] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %129 = llvm.getelementptr %128[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %1, %129 : i32, !llvm.ptr
    %130 = llvm.getelementptr %128[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %131 = llvm.getelementptr %130[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %22, %131 : i32, !llvm.ptr
    %132 = llvm.getelementptr %130[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %22, %132 : i32, !llvm.ptr
    %133 = llvm.getelementptr %130[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %22, %133 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %134 = llvm.add %124, %22 : i32
    llvm.store %134, %123 : i32, !llvm.ptr
    llvm.br ^bb9(%124 : i32)
  ^bb11:  // pred: ^bb14
    %135 = llvm.icmp "uge" %124, %2 : i32
    llvm.cond_br %135, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%141 : i32)
  ^bb13:  // pred: ^bb14
    %136 = llvm.getelementptr %126[%141] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %137 = llvm.getelementptr %136[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %138 = llvm.load %137 : !llvm.ptr -> i32
    %139 = llvm.icmp "eq" %138, %1 : i32
    %140 = llvm.add %141, %22 : i32
    llvm.cond_br %139, ^bb12, ^bb14(%140 : i32)
  ^bb14(%141: i32):  // 2 preds: ^bb8, ^bb13
    %142 = llvm.icmp "uge" %141, %124 : i32
    llvm.cond_br %142, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %143 = llvm.load %100 : !llvm.ptr -> !llvm.ptr
    %144 = llvm.getelementptr %143[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %145 = llvm.load %144 : !llvm.ptr -> i32
    %146 = llvm.getelementptr %143[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %147 = llvm.load %146 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb21(%20 : i32)
  ^bb16(%148: i32):  // 2 preds: ^bb17, ^bb19
    %149 = llvm.getelementptr %147[%148] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %150 = llvm.getelementptr %149[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %150 : i32, !llvm.ptr
    %151 = llvm.getelementptr %149[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %20, %151 : i32, !llvm.ptr
    llvm.br ^bb22
  ^bb17:  // pred: ^bb18
    %152 = llvm.add %145, %22 : i32
    llvm.store %152, %144 : i32, !llvm.ptr
    llvm.br ^bb16(%145 : i32)
  ^bb18:  // pred: ^bb21
    %153 = llvm.icmp "uge" %145, %2 : i32
    llvm.cond_br %153, ^bb2, ^bb17
  ^bb19:  // pred: ^bb20
    llvm.br ^bb16(%159 : i32)
  ^bb20:  // pred: ^bb21
    %154 = llvm.getelementptr %147[%159] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %155 = llvm.getelementptr %154[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %156 = llvm.load %155 : !llvm.ptr -> i32
    %157 = llvm.icmp "eq" %156, %0 : i32
    %158 = llvm.add %159, %22 : i32
    llvm.cond_br %157, ^bb19, ^bb21(%158 : i32)
  ^bb21(%159: i32):  // 2 preds: ^bb15, ^bb20
    %160 = llvm.icmp "uge" %159, %145 : i32
    llvm.cond_br %160, ^bb18, ^bb20
  ^bb22:  // pred: ^bb16
    %161 = builtin.unrealized_conversion_cast %99 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %162 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%161> (%52, %69, %86, %35) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %163 = builtin.unrealized_conversion_cast %162 : !cuda.result to i32
    cuda.return_if_error %163 : i32
    llvm.return %20 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hfef854ba(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
