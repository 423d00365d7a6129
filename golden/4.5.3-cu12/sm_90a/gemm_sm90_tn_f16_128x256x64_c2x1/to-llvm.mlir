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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
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
      %14 = llvm.mlir.zero : !llvm_struct_ccd5ea
      %15 = llvm.mlir.constant(7 : i32) : i32
      %16 = llvm.mlir.constant(6 : i32) : i32
      %17 = llvm.mlir.constant(3 : i32) : i32
      %18 = llvm.mlir.constant(1024 : i32) : i32
      %19 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %20 = llvm.mlir.constant(31 : i32) : i32
      %21 = llvm.mlir.constant(-1 : i32) : i32
      %22 = llvm.mlir.constant(false) : i1
      %23 = llvm.mlir.constant(32 : i32) : i32
      %24 = llvm.mlir.constant(0 : i32) : i32
      %25 = llvm.mlir.constant(2 : i32) : i32
      %26 = llvm.mlir.constant(true) : i1
      %27 = llvm.mlir.constant(8192 : i32) : i32
      %28 = llvm.mlir.constant(64 : i32) : i32
      %29 = llvm.mlir.constant(40 : i32) : i32
      %30 = llvm.mlir.constant(20 : i32) : i32
      %31 = llvm.mlir.constant(4 : i32) : i32
      %32 = llvm.mlir.constant(9 : i32) : i32
      %33 = llvm.mlir.constant(10000000 : i32) : i32
      %34 = llvm.mlir.constant(49152 : i32) : i32
      %35 = llvm.mlir.constant(3 : i16) : i16
      %36 = llvm.mlir.constant(4096 : i32) : i32
      %37 = llvm.mlir.constant(8 : i32) : i32
      %38 = llvm.mlir.constant(256 : i32) : i32
      %39 = llvm.mlir.constant(512 : i32) : i32
      %40 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %41 = llvm.mlir.constant(128 : i32) : i32
      %42 = llvm.mlir.constant(16 : i32) : i32
      %43 = llvm.mlir.constant(1 : i32) : i32
      %44 = llvm.alloca %42 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.alloca %42 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = llvm.alloca %41 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %47 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %48 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %49 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %50 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %51 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %52 = llvm.mul %48, %50 : i32
      %53 = llvm.add %47, %52 : i32
      %54 = llvm.mul %49, %50 : i32
      %55 = llvm.mul %54, %51 : i32
      %56 = llvm.add %53, %55 : i32
      %57 = llvm.sdiv %56, %23 : i32
      %58 = llvm.mul %57, %23 : i32
      %59 = llvm.icmp "ne" %56, %58 : i32
      %60 = llvm.icmp "slt" %56, %24 : i32
      %61 = llvm.icmp "ne" %60, %22 : i1
      %62 = llvm.and %59, %61 : i1
      %63 = llvm.add %57, %21 : i32
      %64 = llvm.select %62, %63, %57 : i1, i32
      %65 = nvvm.shfl.sync  idx %21, %64, %24, %20 : i32 -> i32
      %66 = llvm.sdiv %47, %41 : i32
      %67 = llvm.mul %66, %41 : i32
      %68 = llvm.icmp "ne" %47, %67 : i32
      %69 = llvm.icmp "slt" %47, %24 : i32
      %70 = llvm.icmp "ne" %69, %22 : i1
      %71 = llvm.and %68, %70 : i1
      %72 = llvm.add %66, %21 : i32
      %73 = llvm.select %71, %72, %66 : i1, i32
      %74 = nvvm.shfl.sync  idx %21, %73, %24, %20 : i32 -> i32
      %75 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %76 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %77 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %78 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %79 = llvm.icmp "eq" %65, %24 : i32
      llvm.cond_br %79, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg0 : (!llvm.ptr) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg1 : (!llvm.ptr) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg2 : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %80 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %81 = nvvm.shfl.sync  idx %21, %80, %24, %20 : i32 -> i32
      %82 = llvm.srem %81, %25 : i32
      %83 = llvm.srem %82, %25 : i32
      %84 = llvm.getelementptr %19[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %85 = llvm.getelementptr %19[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %86 = llvm.getelementptr %19[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %79, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      nvvm.mbarrier.init.shared %19, %43 : !llvm.ptr<3>, i32
      %87 = llvm.getelementptr %19[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %87, %43 : !llvm.ptr<3>, i32
      %88 = llvm.getelementptr %19[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %88, %43 : !llvm.ptr<3>, i32
      %89 = llvm.getelementptr %19[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %89, %43 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %90 = llvm.getelementptr %19[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %79, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      nvvm.mbarrier.init.shared %90, %42 : !llvm.ptr<3>, i32
      %91 = llvm.getelementptr %19[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %91, %42 : !llvm.ptr<3>, i32
      %92 = llvm.getelementptr %19[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %92, %42 : !llvm.ptr<3>, i32
      %93 = llvm.getelementptr %19[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %93, %42 : !llvm.ptr<3>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %94 = llvm.srem %47, %23 : i32
      %95 = llvm.icmp "slt" %94, %25 : i32
      %96 = llvm.srem %94, %25 : i32
      %97 = llvm.srem %96, %25 : i32
      %98 = llvm.icmp "eq" %97, %82 : i32
      %99 = llvm.zext %98 : i1 to i32
      %100 = llvm.select %98, %99, %43 : i1, i32
      %101 = llvm.icmp "ne" %100, %24 : i32
      %102 = llvm.and %95, %101 : i1
      llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", "n" %24 : (i32) -> ()
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %103 = llvm.mul %83, %27 : i32
      %104 = llvm.sdiv %103, %28 : i32
      %105 = llvm.getelementptr %85[%103] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cluster.wait
      %106 = llvm.icmp "eq" %74, %24 : i32
      llvm.cond_br %106, ^bb7, ^bb40
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      llvm.cond_br %79, ^bb8, ^bb39
    ^bb8:  // pred: ^bb7
      %107 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %108 = llvm.extractvalue %14[3] : !llvm_struct_ccd5ea
      %109 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      llvm.br ^bb9(%77, %24, %43 : i32, i32, i32)
    ^bb9(%110: i32, %111: i32, %112: i32):  // 2 preds: ^bb8, ^bb23
      %113 = llvm.icmp "slt" %110, %29 : i32
      llvm.cond_br %113, ^bb10, ^bb24
    ^bb10:  // pred: ^bb9
      %114 = llvm.sdiv %110, %30 : i32
      %115 = llvm.mul %114, %30 : i32
      %116 = llvm.icmp "ne" %110, %115 : i32
      %117 = llvm.icmp "slt" %110, %24 : i32
      %118 = llvm.icmp "ne" %117, %22 : i1
      %119 = llvm.and %116, %118 : i1
      %120 = llvm.add %114, %21 : i32
      %121 = llvm.select %119, %120, %114 : i1, i32
      %122 = llvm.mul %121, %30 : i32
      %123 = llvm.sub %110, %122 : i32
      %124 = llvm.sdiv %123, %30 : i32
      %125 = llvm.mul %124, %30 : i32
      %126 = llvm.icmp "ne" %123, %125 : i32
      %127 = llvm.icmp "slt" %123, %24 : i32
      %128 = llvm.icmp "ne" %127, %22 : i1
      %129 = llvm.and %126, %128 : i1
      %130 = llvm.add %124, %21 : i32
      %131 = llvm.select %129, %130, %124 : i1, i32
      %132 = llvm.mul %131, %31 : i32
      %133 = llvm.sub %31, %132 : i32
      %134 = llvm.icmp "slt" %133, %31 : i32
      %135 = llvm.select %134, %133, %31 : i1, i32
      %136 = llvm.mul %131, %30 : i32
      %137 = llvm.sub %123, %136 : i32
      %138 = llvm.srem %137, %135 : i32
      %139 = llvm.add %132, %138 : i32
      %140 = llvm.sdiv %137, %135 : i32
      %141 = llvm.mul %140, %135 : i32
      %142 = llvm.icmp "ne" %137, %141 : i32
      %143 = llvm.icmp "slt" %137, %24 : i32
      %144 = llvm.icmp "slt" %135, %24 : i32
      %145 = llvm.icmp "ne" %143, %144 : i1
      %146 = llvm.and %142, %145 : i1
      %147 = llvm.add %140, %21 : i32
      %148 = llvm.select %146, %147, %140 : i1, i32
      %149 = llvm.mul %139, %25 : i32
      %150 = llvm.add %149, %75 : i32
      %151 = llvm.add %148, %76 : i32
      llvm.br ^bb11(%24, %111, %112 : i32, i32, i32)
    ^bb11(%152: i32, %153: i32, %154: i32):  // 2 preds: ^bb10, ^bb22
      %155 = llvm.icmp "slt" %152, %32 : i32
      llvm.cond_br %155, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %156 = llvm.getelementptr %90[%153] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %156, %154, %33 : (!llvm.ptr<3>, i32, i32) -> ()
      %157 = nvvm.elect.sync -> i1
      llvm.cond_br %157, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %158 = llvm.getelementptr %19[%153] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %158, %34 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %159 = llvm.getelementptr %19[%153] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %160 = llvm.mul %150, %41 : i32
      %161 = llvm.mul %152, %28 : i32
      %162 = llvm.mul %153, %27 : i32
      %163 = llvm.getelementptr %84[%162] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %164 = nvvm.elect.sync -> i1
      llvm.cond_br %164, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      nvvm.cp.async.bulk.tensor.shared.cluster.global %163, %107, %159, box[%161, %160, %121] l2_cache_hint = %108 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %165 = llvm.mul %151, %38 : i32
      %166 = llvm.add %104, %165 : i32
      %167 = llvm.mul %153, %13 : i32
      %168 = llvm.getelementptr %105[%167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %169 = nvvm.elect.sync -> i1
      llvm.cond_br %169, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      nvvm.cp.async.bulk.tensor.shared.cluster.global %168, %109, %159, box[%161, %166, %121] multicast_mask = %35 l2_cache_hint = %108 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %170 = llvm.add %153, %43 : i32
      %171 = llvm.icmp "eq" %170, %31 : i32
      %172 = llvm.select %171, %24, %170 : i1, i32
      llvm.cond_br %171, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %173 = llvm.xor %154, %43 : i32
      llvm.br ^bb21(%173 : i32)
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21(%154 : i32)
    ^bb21(%174: i32):  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // pred: ^bb21
      %175 = llvm.add %152, %43 : i32
      llvm.br ^bb11(%175, %172, %174 : i32, i32, i32)
    ^bb23:  // pred: ^bb11
      %176 = llvm.add %110, %78 : i32
      llvm.br ^bb9(%176, %153, %154 : i32, i32, i32)
    ^bb24:  // pred: ^bb9
      %177 = llvm.add %111, %43 : i32
      %178 = llvm.icmp "eq" %177, %31 : i32
      %179 = llvm.select %178, %24, %177 : i1, i32
      llvm.cond_br %178, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %180 = llvm.xor %112, %43 : i32
      llvm.br ^bb27(%180 : i32)
    ^bb26:  // pred: ^bb24
      llvm.br ^bb27(%112 : i32)
    ^bb27(%181: i32):  // 2 preds: ^bb25, ^bb26
      llvm.br ^bb28
    ^bb28:  // pred: ^bb27
      %182 = llvm.add %179, %43 : i32
      %183 = llvm.icmp "eq" %182, %31 : i32
      %184 = llvm.select %183, %24, %182 : i1, i32
      llvm.cond_br %183, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %185 = llvm.xor %181, %43 : i32
      llvm.br ^bb31(%185 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%181 : i32)
    ^bb31(%186: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      %187 = llvm.add %184, %43 : i32
      %188 = llvm.icmp "eq" %187, %31 : i32
      %189 = llvm.select %188, %24, %187 : i1, i32
      llvm.cond_br %188, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %190 = llvm.xor %186, %43 : i32
      llvm.br ^bb35(%190 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%186 : i32)
    ^bb35(%191: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %192 = llvm.getelementptr %90[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %192, %191, %33 : (!llvm.ptr<3>, i32, i32) -> ()
      %193 = nvvm.elect.sync -> i1
      llvm.cond_br %193, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %194 = llvm.getelementptr %19[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %194, %34 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb38
    ^bb38:  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb7, ^bb38
      llvm.br ^bb104
    ^bb40:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %195 = llvm.sub %47, %41 : i32
      %196 = llvm.sdiv %195, %41 : i32
      %197 = llvm.srem %196, %25 : i32
      %198 = llvm.srem %197, %25 : i32
      %199 = llvm.mul %198, %36 : i32
      %200 = llvm.getelementptr %84[%199] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %201 = llvm.ptrtoint %200 : !llvm.ptr<3> to i32
      %202 = llvm.lshr %201, %31 : i32
      %203 = llvm.and %202, %12 : i32
      %204 = llvm.zext %203 : i32 to i64
      %205 = llvm.or %204, %1 : i64
      %206 = llvm.or %205, %0 : i64
      %207 = llvm.and %24, %15 : i32
      %208 = llvm.zext %207 : i32 to i64
      %209 = llvm.shl %208, %11 : i64
      %210 = llvm.or %206, %209 : i64
      %211 = llvm.and %43, %17 : i32
      %212 = llvm.zext %211 : i32 to i64
      %213 = llvm.shl %212, %10 : i64
      %214 = llvm.or %210, %213 : i64
      %215 = llvm.ptrtoint %85 : !llvm.ptr<3> to i32
      %216 = llvm.lshr %215, %31 : i32
      %217 = llvm.and %216, %12 : i32
      %218 = llvm.zext %217 : i32 to i64
      %219 = llvm.or %218, %1 : i64
      %220 = llvm.or %219, %0 : i64
      %221 = llvm.or %220, %209 : i64
      %222 = llvm.or %221, %213 : i64
      %223 = llvm.sdiv %195, %37 : i32
      %224 = llvm.srem %195, %37 : i32
      %225 = llvm.mul %224, %23 : i32
      %226 = llvm.sdiv %223, %25 : i32
      %227 = llvm.srem %223, %25 : i32
      %228 = llvm.mul %227, %38 : i32
      %229 = llvm.add %225, %228 : i32
      %230 = llvm.sdiv %226, %25 : i32
      %231 = llvm.srem %226, %25 : i32
      %232 = llvm.mul %231, %37 : i32
      %233 = llvm.add %229, %232 : i32
      %234 = llvm.mul %230, %39 : i32
      %235 = llvm.add %233, %234 : i32
      %236 = llvm.getelementptr %86[%235] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %237 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %238 = llvm.getelementptr %46[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %239 = llvm.getelementptr %46[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %240 = llvm.getelementptr %46[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %241 = llvm.getelementptr %46[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %242 = llvm.getelementptr %46[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %243 = llvm.getelementptr %46[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %244 = llvm.getelementptr %46[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %245 = llvm.getelementptr %46[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %246 = llvm.getelementptr %46[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %247 = llvm.getelementptr %46[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %248 = llvm.getelementptr %46[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %249 = llvm.getelementptr %46[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %250 = llvm.getelementptr %46[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %251 = llvm.getelementptr %46[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %252 = llvm.getelementptr %46[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %253 = llvm.getelementptr %46[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %254 = llvm.getelementptr %46[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %255 = llvm.getelementptr %46[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %256 = llvm.getelementptr %46[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %257 = llvm.getelementptr %46[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %258 = llvm.getelementptr %46[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %259 = llvm.getelementptr %46[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %260 = llvm.getelementptr %46[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %261 = llvm.getelementptr %46[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %262 = llvm.getelementptr %46[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %263 = llvm.getelementptr %46[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %264 = llvm.getelementptr %46[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %265 = llvm.getelementptr %46[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %266 = llvm.getelementptr %46[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.getelementptr %46[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %268 = llvm.getelementptr %46[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %269 = llvm.getelementptr %46[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %270 = llvm.getelementptr %46[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.getelementptr %46[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %272 = llvm.getelementptr %46[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.getelementptr %46[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.getelementptr %46[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.getelementptr %46[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %276 = llvm.getelementptr %46[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.getelementptr %46[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.getelementptr %46[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %46[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %46[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %46[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %46[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %46[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %46[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %46[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %46[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %46[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %46[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %46[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %46[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %46[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %46[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %46[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %46[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %46[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %46[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %46[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %46[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %46[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %46[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %46[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %46[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %46[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %46[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %46[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %46[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %46[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %46[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %46[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %46[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %46[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %46[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %46[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %46[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %46[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %46[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %46[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %46[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %46[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %46[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %46[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %46[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %46[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %46[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %46[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %46[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %46[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %46[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %46[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %46[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %46[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %46[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %46[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %46[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %46[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %46[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %46[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %46[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %46[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %46[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %46[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %46[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %46[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %46[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %46[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %46[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %46[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %46[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %46[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %46[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %46[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %46[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %46[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %46[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %46[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %46[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %46[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %46[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %46[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %46[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %46[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %46[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %46[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.icmp "eq" %65, %31 : i32
      llvm.br ^bb41(%24, %77, %24, %24, %24 : i32, i32, i32, i32, i32)
    ^bb41(%365: i32, %366: i32, %367: i32, %368: i32, %369: i32):  // 2 preds: ^bb40, ^bb102
      %370 = llvm.icmp "slt" %366, %29 : i32
      llvm.cond_br %370, ^bb42, ^bb103
    ^bb42:  // pred: ^bb41
      %371 = llvm.sdiv %366, %30 : i32
      %372 = llvm.mul %371, %30 : i32
      %373 = llvm.icmp "ne" %366, %372 : i32
      %374 = llvm.icmp "slt" %366, %24 : i32
      %375 = llvm.icmp "ne" %374, %22 : i1
      %376 = llvm.and %373, %375 : i1
      %377 = llvm.add %371, %21 : i32
      %378 = llvm.select %376, %377, %371 : i1, i32
      %379 = llvm.mul %378, %30 : i32
      %380 = llvm.sub %366, %379 : i32
      %381 = llvm.sdiv %380, %30 : i32
      %382 = llvm.mul %381, %30 : i32
      %383 = llvm.icmp "ne" %380, %382 : i32
      %384 = llvm.icmp "slt" %380, %24 : i32
      %385 = llvm.icmp "ne" %384, %22 : i1
      %386 = llvm.and %383, %385 : i1
      %387 = llvm.add %381, %21 : i32
      %388 = llvm.select %386, %387, %381 : i1, i32
      %389 = llvm.mul %388, %31 : i32
      %390 = llvm.sub %31, %389 : i32
      %391 = llvm.icmp "slt" %390, %31 : i32
      %392 = llvm.select %391, %390, %31 : i1, i32
      %393 = llvm.mul %388, %30 : i32
      %394 = llvm.sub %380, %393 : i32
      %395 = llvm.srem %394, %392 : i32
      %396 = llvm.add %389, %395 : i32
      %397 = llvm.sdiv %394, %392 : i32
      %398 = llvm.mul %397, %392 : i32
      %399 = llvm.icmp "ne" %394, %398 : i32
      %400 = llvm.icmp "slt" %394, %24 : i32
      %401 = llvm.icmp "slt" %392, %24 : i32
      %402 = llvm.icmp "ne" %400, %401 : i1
      %403 = llvm.and %399, %402 : i1
      %404 = llvm.add %397, %21 : i32
      %405 = llvm.select %403, %404, %397 : i1, i32
      %406 = llvm.mul %396, %25 : i32
      %407 = llvm.add %406, %75 : i32
      %408 = llvm.add %405, %76 : i32
      llvm.store %40, %46 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      nvvm.wgmma.fence.aligned
      llvm.br ^bb43(%24, %367, %368, %369 : i32, i32, i32, i32)
    ^bb43(%409: i32, %410: i32, %411: i32, %412: i32):  // 2 preds: ^bb42, ^bb56
      %413 = llvm.icmp "slt" %409, %32 : i32
      llvm.cond_br %413, ^bb44, ^bb57
    ^bb44:  // pred: ^bb43
      %414 = llvm.getelementptr %19[%411] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %414, %412, %33 : (!llvm.ptr<3>, i32, i32) -> ()
      %415 = llvm.mul %411, %18 : i32
      %416 = llvm.bitcast %214 : i64 to vector<2xi32>
      %417 = llvm.extractelement %416[%24 : i32] : vector<2xi32>
      %418 = llvm.add %417, %415 : i32
      %419 = llvm.insertelement %418, %416[%24 : i32] : vector<2xi32>
      %420 = llvm.bitcast %419 : vector<2xi32> to i64
      %421 = llvm.mul %411, %9 : i32
      %422 = llvm.bitcast %222 : i64 to vector<2xi32>
      %423 = llvm.extractelement %422[%24 : i32] : vector<2xi32>
      %424 = llvm.add %423, %421 : i32
      %425 = llvm.insertelement %424, %422[%24 : i32] : vector<2xi32>
      %426 = llvm.bitcast %425 : vector<2xi32> to i64
      %427 = llvm.load %46 : !llvm.ptr -> f32
      %428 = llvm.load %237 : !llvm.ptr -> f32
      %429 = llvm.load %238 : !llvm.ptr -> f32
      %430 = llvm.load %239 : !llvm.ptr -> f32
      %431 = llvm.load %240 : !llvm.ptr -> f32
      %432 = llvm.load %241 : !llvm.ptr -> f32
      %433 = llvm.load %242 : !llvm.ptr -> f32
      %434 = llvm.load %243 : !llvm.ptr -> f32
      %435 = llvm.load %244 : !llvm.ptr -> f32
      %436 = llvm.load %245 : !llvm.ptr -> f32
      %437 = llvm.load %246 : !llvm.ptr -> f32
      %438 = llvm.load %247 : !llvm.ptr -> f32
      %439 = llvm.load %248 : !llvm.ptr -> f32
      %440 = llvm.load %249 : !llvm.ptr -> f32
      %441 = llvm.load %250 : !llvm.ptr -> f32
      %442 = llvm.load %251 : !llvm.ptr -> f32
      %443 = llvm.load %252 : !llvm.ptr -> f32
      %444 = llvm.load %253 : !llvm.ptr -> f32
      %445 = llvm.load %254 : !llvm.ptr -> f32
      %446 = llvm.load %255 : !llvm.ptr -> f32
      %447 = llvm.load %256 : !llvm.ptr -> f32
      %448 = llvm.load %257 : !llvm.ptr -> f32
      %449 = llvm.load %258 : !llvm.ptr -> f32
      %450 = llvm.load %259 : !llvm.ptr -> f32
      %451 = llvm.load %260 : !llvm.ptr -> f32
      %452 = llvm.load %261 : !llvm.ptr -> f32
      %453 = llvm.load %262 : !llvm.ptr -> f32
      %454 = llvm.load %263 : !llvm.ptr -> f32
      %455 = llvm.load %264 : !llvm.ptr -> f32
      %456 = llvm.load %265 : !llvm.ptr -> f32
      %457 = llvm.load %266 : !llvm.ptr -> f32
      %458 = llvm.load %267 : !llvm.ptr -> f32
      %459 = llvm.load %268 : !llvm.ptr -> f32
      %460 = llvm.load %269 : !llvm.ptr -> f32
      %461 = llvm.load %270 : !llvm.ptr -> f32
      %462 = llvm.load %271 : !llvm.ptr -> f32
      %463 = llvm.load %272 : !llvm.ptr -> f32
      %464 = llvm.load %273 : !llvm.ptr -> f32
      %465 = llvm.load %274 : !llvm.ptr -> f32
      %466 = llvm.load %275 : !llvm.ptr -> f32
      %467 = llvm.load %276 : !llvm.ptr -> f32
      %468 = llvm.load %277 : !llvm.ptr -> f32
      %469 = llvm.load %278 : !llvm.ptr -> f32
      %470 = llvm.load %279 : !llvm.ptr -> f32
      %471 = llvm.load %280 : !llvm.ptr -> f32
      %472 = llvm.load %281 : !llvm.ptr -> f32
      %473 = llvm.load %282 : !llvm.ptr -> f32
      %474 = llvm.load %283 : !llvm.ptr -> f32
      %475 = llvm.load %284 : !llvm.ptr -> f32
      %476 = llvm.load %285 : !llvm.ptr -> f32
      %477 = llvm.load %286 : !llvm.ptr -> f32
      %478 = llvm.load %287 : !llvm.ptr -> f32
      %479 = llvm.load %288 : !llvm.ptr -> f32
      %480 = llvm.load %289 : !llvm.ptr -> f32
      %481 = llvm.load %290 : !llvm.ptr -> f32
      %482 = llvm.load %291 : !llvm.ptr -> f32
      %483 = llvm.load %292 : !llvm.ptr -> f32
      %484 = llvm.load %293 : !llvm.ptr -> f32
      %485 = llvm.load %294 : !llvm.ptr -> f32
      %486 = llvm.load %295 : !llvm.ptr -> f32
      %487 = llvm.load %296 : !llvm.ptr -> f32
      %488 = llvm.load %297 : !llvm.ptr -> f32
      %489 = llvm.load %298 : !llvm.ptr -> f32
      %490 = llvm.load %299 : !llvm.ptr -> f32
      %491 = llvm.load %300 : !llvm.ptr -> f32
      %492 = llvm.load %301 : !llvm.ptr -> f32
      %493 = llvm.load %302 : !llvm.ptr -> f32
      %494 = llvm.load %303 : !llvm.ptr -> f32
      %495 = llvm.load %304 : !llvm.ptr -> f32
      %496 = llvm.load %305 : !llvm.ptr -> f32
      %497 = llvm.load %306 : !llvm.ptr -> f32
      %498 = llvm.load %307 : !llvm.ptr -> f32
      %499 = llvm.load %308 : !llvm.ptr -> f32
      %500 = llvm.load %309 : !llvm.ptr -> f32
      %501 = llvm.load %310 : !llvm.ptr -> f32
      %502 = llvm.load %311 : !llvm.ptr -> f32
      %503 = llvm.load %312 : !llvm.ptr -> f32
      %504 = llvm.load %313 : !llvm.ptr -> f32
      %505 = llvm.load %314 : !llvm.ptr -> f32
      %506 = llvm.load %315 : !llvm.ptr -> f32
      %507 = llvm.load %316 : !llvm.ptr -> f32
      %508 = llvm.load %317 : !llvm.ptr -> f32
      %509 = llvm.load %318 : !llvm.ptr -> f32
      %510 = llvm.load %319 : !llvm.ptr -> f32
      %511 = llvm.load %320 : !llvm.ptr -> f32
      %512 = llvm.load %321 : !llvm.ptr -> f32
      %513 = llvm.load %322 : !llvm.ptr -> f32
      %514 = llvm.load %323 : !llvm.ptr -> f32
      %515 = llvm.load %324 : !llvm.ptr -> f32
      %516 = llvm.load %325 : !llvm.ptr -> f32
      %517 = llvm.load %326 : !llvm.ptr -> f32
      %518 = llvm.load %327 : !llvm.ptr -> f32
      %519 = llvm.load %328 : !llvm.ptr -> f32
      %520 = llvm.load %329 : !llvm.ptr -> f32
      %521 = llvm.load %330 : !llvm.ptr -> f32
      %522 = llvm.load %331 : !llvm.ptr -> f32
      %523 = llvm.load %332 : !llvm.ptr -> f32
      %524 = llvm.load %333 : !llvm.ptr -> f32
      %525 = llvm.load %334 : !llvm.ptr -> f32
      %526 = llvm.load %335 : !llvm.ptr -> f32
      %527 = llvm.load %336 : !llvm.ptr -> f32
      %528 = llvm.load %337 : !llvm.ptr -> f32
      %529 = llvm.load %338 : !llvm.ptr -> f32
      %530 = llvm.load %339 : !llvm.ptr -> f32
      %531 = llvm.load %340 : !llvm.ptr -> f32
      %532 = llvm.load %341 : !llvm.ptr -> f32
      %533 = llvm.load %342 : !llvm.ptr -> f32
      %534 = llvm.load %343 : !llvm.ptr -> f32
      %535 = llvm.load %344 : !llvm.ptr -> f32
      %536 = llvm.load %345 : !llvm.ptr -> f32
      %537 = llvm.load %346 : !llvm.ptr -> f32
      %538 = llvm.load %347 : !llvm.ptr -> f32
      %539 = llvm.load %348 : !llvm.ptr -> f32
      %540 = llvm.load %349 : !llvm.ptr -> f32
      %541 = llvm.load %350 : !llvm.ptr -> f32
      %542 = llvm.load %351 : !llvm.ptr -> f32
      %543 = llvm.load %352 : !llvm.ptr -> f32
      %544 = llvm.load %353 : !llvm.ptr -> f32
      %545 = llvm.load %354 : !llvm.ptr -> f32
      %546 = llvm.load %355 : !llvm.ptr -> f32
      %547 = llvm.load %356 : !llvm.ptr -> f32
      %548 = llvm.load %357 : !llvm.ptr -> f32
      %549 = llvm.load %358 : !llvm.ptr -> f32
      %550 = llvm.load %359 : !llvm.ptr -> f32
      %551 = llvm.load %360 : !llvm.ptr -> f32
      %552 = llvm.load %361 : !llvm.ptr -> f32
      %553 = llvm.load %362 : !llvm.ptr -> f32
      %554 = llvm.load %363 : !llvm.ptr -> f32
      %555 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %420, %426, %26, %43, %43, %24, %24 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %556 = llvm.extractvalue %555[0] : !llvm_struct_31b33a
      %557 = llvm.extractvalue %555[1] : !llvm_struct_31b33a
      %558 = llvm.extractvalue %555[2] : !llvm_struct_31b33a
      %559 = llvm.extractvalue %555[3] : !llvm_struct_31b33a
      %560 = llvm.extractvalue %555[4] : !llvm_struct_31b33a
      %561 = llvm.extractvalue %555[5] : !llvm_struct_31b33a
      %562 = llvm.extractvalue %555[6] : !llvm_struct_31b33a
      %563 = llvm.extractvalue %555[7] : !llvm_struct_31b33a
      %564 = llvm.extractvalue %555[8] : !llvm_struct_31b33a
      %565 = llvm.extractvalue %555[9] : !llvm_struct_31b33a
      %566 = llvm.extractvalue %555[10] : !llvm_struct_31b33a
      %567 = llvm.extractvalue %555[11] : !llvm_struct_31b33a
      %568 = llvm.extractvalue %555[12] : !llvm_struct_31b33a
      %569 = llvm.extractvalue %555[13] : !llvm_struct_31b33a
      %570 = llvm.extractvalue %555[14] : !llvm_struct_31b33a
      %571 = llvm.extractvalue %555[15] : !llvm_struct_31b33a
      %572 = llvm.extractvalue %555[16] : !llvm_struct_31b33a
      %573 = llvm.extractvalue %555[17] : !llvm_struct_31b33a
      %574 = llvm.extractvalue %555[18] : !llvm_struct_31b33a
      %575 = llvm.extractvalue %555[19] : !llvm_struct_31b33a
      %576 = llvm.extractvalue %555[20] : !llvm_struct_31b33a
      %577 = llvm.extractvalue %555[21] : !llvm_struct_31b33a
      %578 = llvm.extractvalue %555[22] : !llvm_struct_31b33a
      %579 = llvm.extractvalue %555[23] : !llvm_struct_31b33a
      %580 = llvm.extractvalue %555[24] : !llvm_struct_31b33a
      %581 = llvm.extractvalue %555[25] : !llvm_struct_31b33a
      %582 = llvm.extractvalue %555[26] : !llvm_struct_31b33a
      %583 = llvm.extractvalue %555[27] : !llvm_struct_31b33a
      %584 = llvm.extractvalue %555[28] : !llvm_struct_31b33a
      %585 = llvm.extractvalue %555[29] : !llvm_struct_31b33a
      %586 = llvm.extractvalue %555[30] : !llvm_struct_31b33a
      %587 = llvm.extractvalue %555[31] : !llvm_struct_31b33a
      %588 = llvm.extractvalue %555[32] : !llvm_struct_31b33a
      %589 = llvm.extractvalue %555[33] : !llvm_struct_31b33a
      %590 = llvm.extractvalue %555[34] : !llvm_struct_31b33a
      %591 = llvm.extractvalue %555[35] : !llvm_struct_31b33a
      %592 = llvm.extractvalue %555[36] : !llvm_struct_31b33a
      %593 = llvm.extractvalue %555[37] : !llvm_struct_31b33a
      %594 = llvm.extractvalue %555[38] : !llvm_struct_31b33a
      %595 = llvm.extractvalue %555[39] : !llvm_struct_31b33a
      %596 = llvm.extractvalue %555[40] : !llvm_struct_31b33a
      %597 = llvm.extractvalue %555[41] : !llvm_struct_31b33a
      %598 = llvm.extractvalue %555[42] : !llvm_struct_31b33a
      %599 = llvm.extractvalue %555[43] : !llvm_struct_31b33a
      %600 = llvm.extractvalue %555[44] : !llvm_struct_31b33a
      %601 = llvm.extractvalue %555[45] : !llvm_struct_31b33a
      %602 = llvm.extractvalue %555[46] : !llvm_struct_31b33a
      %603 = llvm.extractvalue %555[47] : !llvm_struct_31b33a
      %604 = llvm.extractvalue %555[48] : !llvm_struct_31b33a
      %605 = llvm.extractvalue %555[49] : !llvm_struct_31b33a
      %606 = llvm.extractvalue %555[50] : !llvm_struct_31b33a
      %607 = llvm.extractvalue %555[51] : !llvm_struct_31b33a
      %608 = llvm.extractvalue %555[52] : !llvm_struct_31b33a
      %609 = llvm.extractvalue %555[53] : !llvm_struct_31b33a
      %610 = llvm.extractvalue %555[54] : !llvm_struct_31b33a
      %611 = llvm.extractvalue %555[55] : !llvm_struct_31b33a
      %612 = llvm.extractvalue %555[56] : !llvm_struct_31b33a
      %613 = llvm.extractvalue %555[57] : !llvm_struct_31b33a
      %614 = llvm.extractvalue %555[58] : !llvm_struct_31b33a
      %615 = llvm.extractvalue %555[59] : !llvm_struct_31b33a
      %616 = llvm.extractvalue %555[60] : !llvm_struct_31b33a
      %617 = llvm.extractvalue %555[61] : !llvm_struct_31b33a
      %618 = llvm.extractvalue %555[62] : !llvm_struct_31b33a
      %619 = llvm.extractvalue %555[63] : !llvm_struct_31b33a
      %620 = llvm.extractvalue %555[64] : !llvm_struct_31b33a
      %621 = llvm.extractvalue %555[65] : !llvm_struct_31b33a
      %622 = llvm.extractvalue %555[66] : !llvm_struct_31b33a
      %623 = llvm.extractvalue %555[67] : !llvm_struct_31b33a
      %624 = llvm.extractvalue %555[68] : !llvm_struct_31b33a
      %625 = llvm.extractvalue %555[69] : !llvm_struct_31b33a
      %626 = llvm.extractvalue %555[70] : !llvm_struct_31b33a
      %627 = llvm.extractvalue %555[71] : !llvm_struct_31b33a
      %628 = llvm.extractvalue %555[72] : !llvm_struct_31b33a
      %629 = llvm.extractvalue %555[73] : !llvm_struct_31b33a
      %630 = llvm.extractvalue %555[74] : !llvm_struct_31b33a
      %631 = llvm.extractvalue %555[75] : !llvm_struct_31b33a
      %632 = llvm.extractvalue %555[76] : !llvm_struct_31b33a
      %633 = llvm.extractvalue %555[77] : !llvm_struct_31b33a
      %634 = llvm.extractvalue %555[78] : !llvm_struct_31b33a
      %635 = llvm.extractvalue %555[79] : !llvm_struct_31b33a
      %636 = llvm.extractvalue %555[80] : !llvm_struct_31b33a
      %637 = llvm.extractvalue %555[81] : !llvm_struct_31b33a
      %638 = llvm.extractvalue %555[82] : !llvm_struct_31b33a
      %639 = llvm.extractvalue %555[83] : !llvm_struct_31b33a
      %640 = llvm.extractvalue %555[84] : !llvm_struct_31b33a
      %641 = llvm.extractvalue %555[85] : !llvm_struct_31b33a
      %642 = llvm.extractvalue %555[86] : !llvm_struct_31b33a
      %643 = llvm.extractvalue %555[87] : !llvm_struct_31b33a
      %644 = llvm.extractvalue %555[88] : !llvm_struct_31b33a
      %645 = llvm.extractvalue %555[89] : !llvm_struct_31b33a
      %646 = llvm.extractvalue %555[90] : !llvm_struct_31b33a
      %647 = llvm.extractvalue %555[91] : !llvm_struct_31b33a
      %648 = llvm.extractvalue %555[92] : !llvm_struct_31b33a
      %649 = llvm.extractvalue %555[93] : !llvm_struct_31b33a
      %650 = llvm.extractvalue %555[94] : !llvm_struct_31b33a
      %651 = llvm.extractvalue %555[95] : !llvm_struct_31b33a
      %652 = llvm.extractvalue %555[96] : !llvm_struct_31b33a
      %653 = llvm.extractvalue %555[97] : !llvm_struct_31b33a
      %654 = llvm.extractvalue %555[98] : !llvm_struct_31b33a
      %655 = llvm.extractvalue %555[99] : !llvm_struct_31b33a
      %656 = llvm.extractvalue %555[100] : !llvm_struct_31b33a
      %657 = llvm.extractvalue %555[101] : !llvm_struct_31b33a
      %658 = llvm.extractvalue %555[102] : !llvm_struct_31b33a
      %659 = llvm.extractvalue %555[103] : !llvm_struct_31b33a
      %660 = llvm.extractvalue %555[104] : !llvm_struct_31b33a
      %661 = llvm.extractvalue %555[105] : !llvm_struct_31b33a
      %662 = llvm.extractvalue %555[106] : !llvm_struct_31b33a
      %663 = llvm.extractvalue %555[107] : !llvm_struct_31b33a
      %664 = llvm.extractvalue %555[108] : !llvm_struct_31b33a
      %665 = llvm.extractvalue %555[109] : !llvm_struct_31b33a
      %666 = llvm.extractvalue %555[110] : !llvm_struct_31b33a
      %667 = llvm.extractvalue %555[111] : !llvm_struct_31b33a
      %668 = llvm.extractvalue %555[112] : !llvm_struct_31b33a
      %669 = llvm.extractvalue %555[113] : !llvm_struct_31b33a
      %670 = llvm.extractvalue %555[114] : !llvm_struct_31b33a
      %671 = llvm.extractvalue %555[115] : !llvm_struct_31b33a
      %672 = llvm.extractvalue %555[116] : !llvm_struct_31b33a
      %673 = llvm.extractvalue %555[117] : !llvm_struct_31b33a
      %674 = llvm.extractvalue %555[118] : !llvm_struct_31b33a
      %675 = llvm.extractvalue %555[119] : !llvm_struct_31b33a
      %676 = llvm.extractvalue %555[120] : !llvm_struct_31b33a
      %677 = llvm.extractvalue %555[121] : !llvm_struct_31b33a
      %678 = llvm.extractvalue %555[122] : !llvm_struct_31b33a
      %679 = llvm.extractvalue %555[123] : !llvm_struct_31b33a
      %680 = llvm.extractvalue %555[124] : !llvm_struct_31b33a
      %681 = llvm.extractvalue %555[125] : !llvm_struct_31b33a
      %682 = llvm.extractvalue %555[126] : !llvm_struct_31b33a
      %683 = llvm.extractvalue %555[127] : !llvm_struct_31b33a
      llvm.store %556, %46 : f32, !llvm.ptr
      llvm.store %557, %237 : f32, !llvm.ptr
      llvm.store %558, %238 : f32, !llvm.ptr
      llvm.store %559, %239 : f32, !llvm.ptr
      llvm.store %560, %240 : f32, !llvm.ptr
      llvm.store %561, %241 : f32, !llvm.ptr
      llvm.store %562, %242 : f32, !llvm.ptr
      llvm.store %563, %243 : f32, !llvm.ptr
      llvm.store %564, %244 : f32, !llvm.ptr
      llvm.store %565, %245 : f32, !llvm.ptr
      llvm.store %566, %246 : f32, !llvm.ptr
      llvm.store %567, %247 : f32, !llvm.ptr
      llvm.store %568, %248 : f32, !llvm.ptr
      llvm.store %569, %249 : f32, !llvm.ptr
      llvm.store %570, %250 : f32, !llvm.ptr
      llvm.store %571, %251 : f32, !llvm.ptr
      llvm.store %572, %252 : f32, !llvm.ptr
      llvm.store %573, %253 : f32, !llvm.ptr
      llvm.store %574, %254 : f32, !llvm.ptr
      llvm.store %575, %255 : f32, !llvm.ptr
      llvm.store %576, %256 : f32, !llvm.ptr
      llvm.store %577, %257 : f32, !llvm.ptr
      llvm.store %578, %258 : f32, !llvm.ptr
      llvm.store %579, %259 : f32, !llvm.ptr
      llvm.store %580, %260 : f32, !llvm.ptr
      llvm.store %581, %261 : f32, !llvm.ptr
      llvm.store %582, %262 : f32, !llvm.ptr
      llvm.store %583, %263 : f32, !llvm.ptr
      llvm.store %584, %264 : f32, !llvm.ptr
      llvm.store %585, %265 : f32, !llvm.ptr
      llvm.store %586, %266 : f32, !llvm.ptr
      llvm.store %587, %267 : f32, !llvm.ptr
      llvm.store %588, %268 : f32, !llvm.ptr
      llvm.store %589, %269 : f32, !llvm.ptr
      llvm.store %590, %270 : f32, !llvm.ptr
      llvm.store %591, %271 : f32, !llvm.ptr
      llvm.store %592, %272 : f32, !llvm.ptr
      llvm.store %593, %273 : f32, !llvm.ptr
      llvm.store %594, %274 : f32, !llvm.ptr
      llvm.store %595, %275 : f32, !llvm.ptr
      llvm.store %596, %276 : f32, !llvm.ptr
      llvm.store %597, %277 : f32, !llvm.ptr
      llvm.store %598, %278 : f32, !llvm.ptr
      llvm.store %599, %279 : f32, !llvm.ptr
      llvm.store %600, %280 : f32, !llvm.ptr
      llvm.store %601, %281 : f32, !llvm.ptr
      llvm.store %602, %282 : f32, !llvm.ptr
      llvm.store %603, %283 : f32, !llvm.ptr
      llvm.store %604, %284 : f32, !llvm.ptr
      llvm.store %605, %285 : f32, !llvm.ptr
      llvm.store %606, %286 : f32, !llvm.ptr
      llvm.store %607, %287 : f32, !llvm.ptr
      llvm.store %608, %288 : f32, !llvm.ptr
      llvm.store %609, %289 : f32, !llvm.ptr
      llvm.store %610, %290 : f32, !llvm.ptr
      llvm.store %611, %291 : f32, !llvm.ptr
      llvm.store %612, %292 : f32, !llvm.ptr
      llvm.store %613, %293 : f32, !llvm.ptr
      llvm.store %614, %294 : f32, !llvm.ptr
      llvm.store %615, %295 : f32, !llvm.ptr
      llvm.store %616, %296 : f32, !llvm.ptr
      llvm.store %617, %297 : f32, !llvm.ptr
      llvm.store %618, %298 : f32, !llvm.ptr
      llvm.store %619, %299 : f32, !llvm.ptr
      llvm.store %620, %300 : f32, !llvm.ptr
      llvm.store %621, %301 : f32, !llvm.ptr
      llvm.store %622, %302 : f32, !llvm.ptr
      llvm.store %623, %303 : f32, !llvm.ptr
      llvm.store %624, %304 : f32, !llvm.ptr
      llvm.store %625, %305 : f32, !llvm.ptr
      llvm.store %626, %306 : f32, !llvm.ptr
      llvm.store %627, %307 : f32, !llvm.ptr
      llvm.store %628, %308 : f32, !llvm.ptr
      llvm.store %629, %309 : f32, !llvm.ptr
      llvm.store %630, %310 : f32, !llvm.ptr
      llvm.store %631, %311 : f32, !llvm.ptr
      llvm.store %632, %312 : f32, !llvm.ptr
      llvm.store %633, %313 : f32, !llvm.ptr
      llvm.store %634, %314 : f32, !llvm.ptr
      llvm.store %635, %315 : f32, !llvm.ptr
      llvm.store %636, %316 : f32, !llvm.ptr
      llvm.store %637, %317 : f32, !llvm.ptr
      llvm.store %638, %318 : f32, !llvm.ptr
      llvm.store %639, %319 : f32, !llvm.ptr
      llvm.store %640, %320 : f32, !llvm.ptr
      llvm.store %641, %321 : f32, !llvm.ptr
      llvm.store %642, %322 : f32, !llvm.ptr
      llvm.store %643, %323 : f32, !llvm.ptr
      llvm.store %644, %324 : f32, !llvm.ptr
      llvm.store %645, %325 : f32, !llvm.ptr
      llvm.store %646, %326 : f32, !llvm.ptr
      llvm.store %647, %327 : f32, !llvm.ptr
      llvm.store %648, %328 : f32, !llvm.ptr
      llvm.store %649, %329 : f32, !llvm.ptr
      llvm.store %650, %330 : f32, !llvm.ptr
      llvm.store %651, %331 : f32, !llvm.ptr
      llvm.store %652, %332 : f32, !llvm.ptr
      llvm.store %653, %333 : f32, !llvm.ptr
      llvm.store %654, %334 : f32, !llvm.ptr
      llvm.store %655, %335 : f32, !llvm.ptr
      llvm.store %656, %336 : f32, !llvm.ptr
      llvm.store %657, %337 : f32, !llvm.ptr
      llvm.store %658, %338 : f32, !llvm.ptr
      llvm.store %659, %339 : f32, !llvm.ptr
      llvm.store %660, %340 : f32, !llvm.ptr
      llvm.store %661, %341 : f32, !llvm.ptr
      llvm.store %662, %342 : f32, !llvm.ptr
      llvm.store %663, %343 : f32, !llvm.ptr
      llvm.store %664, %344 : f32, !llvm.ptr
      llvm.store %665, %345 : f32, !llvm.ptr
      llvm.store %666, %346 : f32, !llvm.ptr
      llvm.store %667, %347 : f32, !llvm.ptr
      llvm.store %668, %348 : f32, !llvm.ptr
      llvm.store %669, %349 : f32, !llvm.ptr
      llvm.store %670, %350 : f32, !llvm.ptr
      llvm.store %671, %351 : f32, !llvm.ptr
      llvm.store %672, %352 : f32, !llvm.ptr
      llvm.store %673, %353 : f32, !llvm.ptr
      llvm.store %674, %354 : f32, !llvm.ptr
      llvm.store %675, %355 : f32, !llvm.ptr
      llvm.store %676, %356 : f32, !llvm.ptr
      llvm.store %677, %357 : f32, !llvm.ptr
      llvm.store %678, %358 : f32, !llvm.ptr
      llvm.store %679, %359 : f32, !llvm.ptr
      llvm.store %680, %360 : f32, !llvm.ptr
      llvm.store %681, %361 : f32, !llvm.ptr
      llvm.store %682, %362 : f32, !llvm.ptr
      llvm.store %683, %363 : f32, !llvm.ptr
      %684 = llvm.add %415, %25 : i32
      %685 = llvm.add %417, %684 : i32
      %686 = llvm.insertelement %685, %416[%24 : i32] : vector<2xi32>
      %687 = llvm.bitcast %686 : vector<2xi32> to i64
      %688 = llvm.add %421, %25 : i32
      %689 = llvm.add %423, %688 : i32
      %690 = llvm.insertelement %689, %422[%24 : i32] : vector<2xi32>
      %691 = llvm.bitcast %690 : vector<2xi32> to i64
      %692 = llvm.load %46 : !llvm.ptr -> f32
      %693 = llvm.load %237 : !llvm.ptr -> f32
      %694 = llvm.load %238 : !llvm.ptr -> f32
      %695 = llvm.load %239 : !llvm.ptr -> f32
      %696 = llvm.load %240 : !llvm.ptr -> f32
      %697 = llvm.load %241 : !llvm.ptr -> f32
      %698 = llvm.load %242 : !llvm.ptr -> f32
      %699 = llvm.load %243 : !llvm.ptr -> f32
      %700 = llvm.load %244 : !llvm.ptr -> f32
      %701 = llvm.load %245 : !llvm.ptr -> f32
      %702 = llvm.load %246 : !llvm.ptr -> f32
      %703 = llvm.load %247 : !llvm.ptr -> f32
      %704 = llvm.load %248 : !llvm.ptr -> f32
      %705 = llvm.load %249 : !llvm.ptr -> f32
      %706 = llvm.load %250 : !llvm.ptr -> f32
      %707 = llvm.load %251 : !llvm.ptr -> f32
      %708 = llvm.load %252 : !llvm.ptr -> f32
      %709 = llvm.load %253 : !llvm.ptr -> f32
      %710 = llvm.load %254 : !llvm.ptr -> f32
      %711 = llvm.load %255 : !llvm.ptr -> f32
      %712 = llvm.load %256 : !llvm.ptr -> f32
      %713 = llvm.load %257 : !llvm.ptr -> f32
      %714 = llvm.load %258 : !llvm.ptr -> f32
      %715 = llvm.load %259 : !llvm.ptr -> f32
      %716 = llvm.load %260 : !llvm.ptr -> f32
      %717 = llvm.load %261 : !llvm.ptr -> f32
      %718 = llvm.load %262 : !llvm.ptr -> f32
      %719 = llvm.load %263 : !llvm.ptr -> f32
      %720 = llvm.load %264 : !llvm.ptr -> f32
      %721 = llvm.load %265 : !llvm.ptr -> f32
      %722 = llvm.load %266 : !llvm.ptr -> f32
      %723 = llvm.load %267 : !llvm.ptr -> f32
      %724 = llvm.load %268 : !llvm.ptr -> f32
      %725 = llvm.load %269 : !llvm.ptr -> f32
      %726 = llvm.load %270 : !llvm.ptr -> f32
      %727 = llvm.load %271 : !llvm.ptr -> f32
      %728 = llvm.load %272 : !llvm.ptr -> f32
      %729 = llvm.load %273 : !llvm.ptr -> f32
      %730 = llvm.load %274 : !llvm.ptr -> f32
      %731 = llvm.load %275 : !llvm.ptr -> f32
      %732 = llvm.load %276 : !llvm.ptr -> f32
      %733 = llvm.load %277 : !llvm.ptr -> f32
      %734 = llvm.load %278 : !llvm.ptr -> f32
      %735 = llvm.load %279 : !llvm.ptr -> f32
      %736 = llvm.load %280 : !llvm.ptr -> f32
      %737 = llvm.load %281 : !llvm.ptr -> f32
      %738 = llvm.load %282 : !llvm.ptr -> f32
      %739 = llvm.load %283 : !llvm.ptr -> f32
      %740 = llvm.load %284 : !llvm.ptr -> f32
      %741 = llvm.load %285 : !llvm.ptr -> f32
      %742 = llvm.load %286 : !llvm.ptr -> f32
      %743 = llvm.load %287 : !llvm.ptr -> f32
      %744 = llvm.load %288 : !llvm.ptr -> f32
      %745 = llvm.load %289 : !llvm.ptr -> f32
      %746 = llvm.load %290 : !llvm.ptr -> f32
      %747 = llvm.load %291 : !llvm.ptr -> f32
      %748 = llvm.load %292 : !llvm.ptr -> f32
      %749 = llvm.load %293 : !llvm.ptr -> f32
      %750 = llvm.load %294 : !llvm.ptr -> f32
      %751 = llvm.load %295 : !llvm.ptr -> f32
      %752 = llvm.load %296 : !llvm.ptr -> f32
      %753 = llvm.load %297 : !llvm.ptr -> f32
      %754 = llvm.load %298 : !llvm.ptr -> f32
      %755 = llvm.load %299 : !llvm.ptr -> f32
      %756 = llvm.load %300 : !llvm.ptr -> f32
      %757 = llvm.load %301 : !llvm.ptr -> f32
      %758 = llvm.load %302 : !llvm.ptr -> f32
      %759 = llvm.load %303 : !llvm.ptr -> f32
      %760 = llvm.load %304 : !llvm.ptr -> f32
      %761 = llvm.load %305 : !llvm.ptr -> f32
      %762 = llvm.load %306 : !llvm.ptr -> f32
      %763 = llvm.load %307 : !llvm.ptr -> f32
      %764 = llvm.load %308 : !llvm.ptr -> f32
      %765 = llvm.load %309 : !llvm.ptr -> f32
      %766 = llvm.load %310 : !llvm.ptr -> f32
      %767 = llvm.load %311 : !llvm.ptr -> f32
      %768 = llvm.load %312 : !llvm.ptr -> f32
      %769 = llvm.load %313 : !llvm.ptr -> f32
      %770 = llvm.load %314 : !llvm.ptr -> f32
      %771 = llvm.load %315 : !llvm.ptr -> f32
      %772 = llvm.load %316 : !llvm.ptr -> f32
      %773 = llvm.load %317 : !llvm.ptr -> f32
      %774 = llvm.load %318 : !llvm.ptr -> f32
      %775 = llvm.load %319 : !llvm.ptr -> f32
      %776 = llvm.load %320 : !llvm.ptr -> f32
      %777 = llvm.load %321 : !llvm.ptr -> f32
      %778 = llvm.load %322 : !llvm.ptr -> f32
      %779 = llvm.load %323 : !llvm.ptr -> f32
      %780 = llvm.load %324 : !llvm.ptr -> f32
      %781 = llvm.load %325 : !llvm.ptr -> f32
      %782 = llvm.load %326 : !llvm.ptr -> f32
      %783 = llvm.load %327 : !llvm.ptr -> f32
      %784 = llvm.load %328 : !llvm.ptr -> f32
      %785 = llvm.load %329 : !llvm.ptr -> f32
      %786 = llvm.load %330 : !llvm.ptr -> f32
      %787 = llvm.load %331 : !llvm.ptr -> f32
      %788 = llvm.load %332 : !llvm.ptr -> f32
      %789 = llvm.load %333 : !llvm.ptr -> f32
      %790 = llvm.load %334 : !llvm.ptr -> f32
      %791 = llvm.load %335 : !llvm.ptr -> f32
      %792 = llvm.load %336 : !llvm.ptr -> f32
      %793 = llvm.load %337 : !llvm.ptr -> f32
      %794 = llvm.load %338 : !llvm.ptr -> f32
      %795 = llvm.load %339 : !llvm.ptr -> f32
      %796 = llvm.load %340 : !llvm.ptr -> f32
      %797 = llvm.load %341 : !llvm.ptr -> f32
      %798 = llvm.load %342 : !llvm.ptr -> f32
      %799 = llvm.load %343 : !llvm.ptr -> f32
      %800 = llvm.load %344 : !llvm.ptr -> f32
      %801 = llvm.load %345 : !llvm.ptr -> f32
      %802 = llvm.load %346 : !llvm.ptr -> f32
      %803 = llvm.load %347 : !llvm.ptr -> f32
      %804 = llvm.load %348 : !llvm.ptr -> f32
      %805 = llvm.load %349 : !llvm.ptr -> f32
      %806 = llvm.load %350 : !llvm.ptr -> f32
      %807 = llvm.load %351 : !llvm.ptr -> f32
      %808 = llvm.load %352 : !llvm.ptr -> f32
      %809 = llvm.load %353 : !llvm.ptr -> f32
      %810 = llvm.load %354 : !llvm.ptr -> f32
      %811 = llvm.load %355 : !llvm.ptr -> f32
      %812 = llvm.load %356 : !llvm.ptr -> f32
      %813 = llvm.load %357 : !llvm.ptr -> f32
      %814 = llvm.load %358 : !llvm.ptr -> f32
      %815 = llvm.load %359 : !llvm.ptr -> f32
      %816 = llvm.load %360 : !llvm.ptr -> f32
      %817 = llvm.load %361 : !llvm.ptr -> f32
      %818 = llvm.load %362 : !llvm.ptr -> f32
      %819 = llvm.load %363 : !llvm.ptr -> f32
      %820 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %687, %691, %26, %43, %43, %24, %24 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %821 = llvm.extractvalue %820[0] : !llvm_struct_31b33a
      %822 = llvm.extractvalue %820[1] : !llvm_struct_31b33a
      %823 = llvm.extractvalue %820[2] : !llvm_struct_31b33a
      %824 = llvm.extractvalue %820[3] : !llvm_struct_31b33a
      %825 = llvm.extractvalue %820[4] : !llvm_struct_31b33a
      %826 = llvm.extractvalue %820[5] : !llvm_struct_31b33a
      %827 = llvm.extractvalue %820[6] : !llvm_struct_31b33a
      %828 = llvm.extractvalue %820[7] : !llvm_struct_31b33a
      %829 = llvm.extractvalue %820[8] : !llvm_struct_31b33a
      %830 = llvm.extractvalue %820[9] : !llvm_struct_31b33a
      %831 = llvm.extractvalue %820[10] : !llvm_struct_31b33a
      %832 = llvm.extractvalue %820[11] : !llvm_struct_31b33a
      %833 = llvm.extractvalue %820[12] : !llvm_struct_31b33a
      %834 = llvm.extractvalue %820[13] : !llvm_struct_31b33a
      %835 = llvm.extractvalue %820[14] : !llvm_struct_31b33a
      %836 = llvm.extractvalue %820[15] : !llvm_struct_31b33a
      %837 = llvm.extractvalue %820[16] : !llvm_struct_31b33a
      %838 = llvm.extractvalue %820[17] : !llvm_struct_31b33a
      %839 = llvm.extractvalue %820[18] : !llvm_struct_31b33a
      %840 = llvm.extractvalue %820[19] : !llvm_struct_31b33a
      %841 = llvm.extractvalue %820[20] : !llvm_struct_31b33a
      %842 = llvm.extractvalue %820[21] : !llvm_struct_31b33a
      %843 = llvm.extractvalue %820[22] : !llvm_struct_31b33a
      %844 = llvm.extractvalue %820[23] : !llvm_struct_31b33a
      %845 = llvm.extractvalue %820[24] : !llvm_struct_31b33a
      %846 = llvm.extractvalue %820[25] : !llvm_struct_31b33a
      %847 = llvm.extractvalue %820[26] : !llvm_struct_31b33a
      %848 = llvm.extractvalue %820[27] : !llvm_struct_31b33a
      %849 = llvm.extractvalue %820[28] : !llvm_struct_31b33a
      %850 = llvm.extractvalue %820[29] : !llvm_struct_31b33a
      %851 = llvm.extractvalue %820[30] : !llvm_struct_31b33a
      %852 = llvm.extractvalue %820[31] : !llvm_struct_31b33a
      %853 = llvm.extractvalue %820[32] : !llvm_struct_31b33a
      %854 = llvm.extractvalue %820[33] : !llvm_struct_31b33a
      %855 = llvm.extractvalue %820[34] : !llvm_struct_31b33a
      %856 = llvm.extractvalue %820[35] : !llvm_struct_31b33a
      %857 = llvm.extractvalue %820[36] : !llvm_struct_31b33a
      %858 = llvm.extractvalue %820[37] : !llvm_struct_31b33a
      %859 = llvm.extractvalue %820[38] : !llvm_struct_31b33a
      %860 = llvm.extractvalue %820[39] : !llvm_struct_31b33a
      %861 = llvm.extractvalue %820[40] : !llvm_struct_31b33a
      %862 = llvm.extractvalue %820[41] : !llvm_struct_31b33a
      %863 = llvm.extractvalue %820[42] : !llvm_struct_31b33a
      %864 = llvm.extractvalue %820[43] : !llvm_struct_31b33a
      %865 = llvm.extractvalue %820[44] : !llvm_struct_31b33a
      %866 = llvm.extractvalue %820[45] : !llvm_struct_31b33a
      %867 = llvm.extractvalue %820[46] : !llvm_struct_31b33a
      %868 = llvm.extractvalue %820[47] : !llvm_struct_31b33a
      %869 = llvm.extractvalue %820[48] : !llvm_struct_31b33a
      %870 = llvm.extractvalue %820[49] : !llvm_struct_31b33a
      %871 = llvm.extractvalue %820[50] : !llvm_struct_31b33a
      %872 = llvm.extractvalue %820[51] : !llvm_struct_31b33a
      %873 = llvm.extractvalue %820[52] : !llvm_struct_31b33a
      %874 = llvm.extractvalue %820[53] : !llvm_struct_31b33a
      %875 = llvm.extractvalue %820[54] : !llvm_struct_31b33a
      %876 = llvm.extractvalue %820[55] : !llvm_struct_31b33a
      %877 = llvm.extractvalue %820[56] : !llvm_struct_31b33a
      %878 = llvm.extractvalue %820[57] : !llvm_struct_31b33a
      %879 = llvm.extractvalue %820[58] : !llvm_struct_31b33a
      %880 = llvm.extractvalue %820[59] : !llvm_struct_31b33a
      %881 = llvm.extractvalue %820[60] : !llvm_struct_31b33a
      %882 = llvm.extractvalue %820[61] : !llvm_struct_31b33a
      %883 = llvm.extractvalue %820[62] : !llvm_struct_31b33a
      %884 = llvm.extractvalue %820[63] : !llvm_struct_31b33a
      %885 = llvm.extractvalue %820[64] : !llvm_struct_31b33a
      %886 = llvm.extractvalue %820[65] : !llvm_struct_31b33a
      %887 = llvm.extractvalue %820[66] : !llvm_struct_31b33a
      %888 = llvm.extractvalue %820[67] : !llvm_struct_31b33a
      %889 = llvm.extractvalue %820[68] : !llvm_struct_31b33a
      %890 = llvm.extractvalue %820[69] : !llvm_struct_31b33a
      %891 = llvm.extractvalue %820[70] : !llvm_struct_31b33a
      %892 = llvm.extractvalue %820[71] : !llvm_struct_31b33a
      %893 = llvm.extractvalue %820[72] : !llvm_struct_31b33a
      %894 = llvm.extractvalue %820[73] : !llvm_struct_31b33a
      %895 = llvm.extractvalue %820[74] : !llvm_struct_31b33a
      %896 = llvm.extractvalue %820[75] : !llvm_struct_31b33a
      %897 = llvm.extractvalue %820[76] : !llvm_struct_31b33a
      %898 = llvm.extractvalue %820[77] : !llvm_struct_31b33a
      %899 = llvm.extractvalue %820[78] : !llvm_struct_31b33a
      %900 = llvm.extractvalue %820[79] : !llvm_struct_31b33a
      %901 = llvm.extractvalue %820[80] : !llvm_struct_31b33a
      %902 = llvm.extractvalue %820[81] : !llvm_struct_31b33a
      %903 = llvm.extractvalue %820[82] : !llvm_struct_31b33a
      %904 = llvm.extractvalue %820[83] : !llvm_struct_31b33a
      %905 = llvm.extractvalue %820[84] : !llvm_struct_31b33a
      %906 = llvm.extractvalue %820[85] : !llvm_struct_31b33a
      %907 = llvm.extractvalue %820[86] : !llvm_struct_31b33a
      %908 = llvm.extractvalue %820[87] : !llvm_struct_31b33a
      %909 = llvm.extractvalue %820[88] : !llvm_struct_31b33a
      %910 = llvm.extractvalue %820[89] : !llvm_struct_31b33a
      %911 = llvm.extractvalue %820[90] : !llvm_struct_31b33a
      %912 = llvm.extractvalue %820[91] : !llvm_struct_31b33a
      %913 = llvm.extractvalue %820[92] : !llvm_struct_31b33a
      %914 = llvm.extractvalue %820[93] : !llvm_struct_31b33a
      %915 = llvm.extractvalue %820[94] : !llvm_struct_31b33a
      %916 = llvm.extractvalue %820[95] : !llvm_struct_31b33a
      %917 = llvm.extractvalue %820[96] : !llvm_struct_31b33a
      %918 = llvm.extractvalue %820[97] : !llvm_struct_31b33a
      %919 = llvm.extractvalue %820[98] : !llvm_struct_31b33a
      %920 = llvm.extractvalue %820[99] : !llvm_struct_31b33a
      %921 = llvm.extractvalue %820[100] : !llvm_struct_31b33a
      %922 = llvm.extractvalue %820[101] : !llvm_struct_31b33a
      %923 = llvm.extractvalue %820[102] : !llvm_struct_31b33a
      %924 = llvm.extractvalue %820[103] : !llvm_struct_31b33a
      %925 = llvm.extractvalue %820[104] : !llvm_struct_31b33a
      %926 = llvm.extractvalue %820[105] : !llvm_struct_31b33a
      %927 = llvm.extractvalue %820[106] : !llvm_struct_31b33a
      %928 = llvm.extractvalue %820[107] : !llvm_struct_31b33a
      %929 = llvm.extractvalue %820[108] : !llvm_struct_31b33a
      %930 = llvm.extractvalue %820[109] : !llvm_struct_31b33a
      %931 = llvm.extractvalue %820[110] : !llvm_struct_31b33a
      %932 = llvm.extractvalue %820[111] : !llvm_struct_31b33a
      %933 = llvm.extractvalue %820[112] : !llvm_struct_31b33a
      %934 = llvm.extractvalue %820[113] : !llvm_struct_31b33a
      %935 = llvm.extractvalue %820[114] : !llvm_struct_31b33a
      %936 = llvm.extractvalue %820[115] : !llvm_struct_31b33a
      %937 = llvm.extractvalue %820[116] : !llvm_struct_31b33a
      %938 = llvm.extractvalue %820[117] : !llvm_struct_31b33a
      %939 = llvm.extractvalue %820[118] : !llvm_struct_31b33a
      %940 = llvm.extractvalue %820[119] : !llvm_struct_31b33a
      %941 = llvm.extractvalue %820[120] : !llvm_struct_31b33a
      %942 = llvm.extractvalue %820[121] : !llvm_struct_31b33a
      %943 = llvm.extractvalue %820[122] : !llvm_struct_31b33a
      %944 = llvm.extractvalue %820[123] : !llvm_struct_31b33a
      %945 = llvm.extractvalue %820[124] : !llvm_struct_31b33a
      %946 = llvm.extractvalue %820[125] : !llvm_struct_31b33a
      %947 = llvm.extractvalue %820[126] : !llvm_struct_31b33a
      %948 = llvm.extractvalue %820[127] : !llvm_struct_31b33a
      llvm.store %821, %46 : f32, !llvm.ptr
      llvm.store %822, %237 : f32, !llvm.ptr
      llvm.store %823, %238 : f32, !llvm.ptr
      llvm.store %824, %239 : f32, !llvm.ptr
      llvm.store %825, %240 : f32, !llvm.ptr
      llvm.store %826, %241 : f32, !llvm.ptr
      llvm.store %827, %242 : f32, !llvm.ptr
      llvm.store %828, %243 : f32, !llvm.ptr
      llvm.store %829, %244 : f32, !llvm.ptr
      llvm.store %830, %245 : f32, !llvm.ptr
      llvm.store %831, %246 : f32, !llvm.ptr
      llvm.store %832, %247 : f32, !llvm.ptr
      llvm.store %833, %248 : f32, !llvm.ptr
      llvm.store %834, %249 : f32, !llvm.ptr
      llvm.store %835, %250 : f32, !llvm.ptr
      llvm.store %836, %251 : f32, !llvm.ptr
      llvm.store %837, %252 : f32, !llvm.ptr
      llvm.store %838, %253 : f32, !llvm.ptr
      llvm.store %839, %254 : f32, !llvm.ptr
      llvm.store %840, %255 : f32, !llvm.ptr
      llvm.store %841, %256 : f32, !llvm.ptr
      llvm.store %842, %257 : f32, !llvm.ptr
      llvm.store %843, %258 : f32, !llvm.ptr
      llvm.store %844, %259 : f32, !llvm.ptr
      llvm.store %845, %260 : f32, !llvm.ptr
      llvm.store %846, %261 : f32, !llvm.ptr
      llvm.store %847, %262 : f32, !llvm.ptr
      llvm.store %848, %263 : f32, !llvm.ptr
      llvm.store %849, %264 : f32, !llvm.ptr
      llvm.store %850, %265 : f32, !llvm.ptr
      llvm.store %851, %266 : f32, !llvm.ptr
      llvm.store %852, %267 : f32, !llvm.ptr
      llvm.store %853, %268 : f32, !llvm.ptr
      llvm.store %854, %269 : f32, !llvm.ptr
      llvm.store %855, %270 : f32, !llvm.ptr
      llvm.store %856, %271 : f32, !llvm.ptr
      llvm.store %857, %272 : f32, !llvm.ptr
      llvm.store %858, %273 : f32, !llvm.ptr
      llvm.store %859, %274 : f32, !llvm.ptr
      llvm.store %860, %275 : f32, !llvm.ptr
      llvm.store %861, %276 : f32, !llvm.ptr
      llvm.store %862, %277 : f32, !llvm.ptr
      llvm.store %863, %278 : f32, !llvm.ptr
      llvm.store %864, %279 : f32, !llvm.ptr
      llvm.store %865, %280 : f32, !llvm.ptr
      llvm.store %866, %281 : f32, !llvm.ptr
      llvm.store %867, %282 : f32, !llvm.ptr
      llvm.store %868, %283 : f32, !llvm.ptr
      llvm.store %869, %284 : f32, !llvm.ptr
      llvm.store %870, %285 : f32, !llvm.ptr
      llvm.store %871, %286 : f32, !llvm.ptr
      llvm.store %872, %287 : f32, !llvm.ptr
      llvm.store %873, %288 : f32, !llvm.ptr
      llvm.store %874, %289 : f32, !llvm.ptr
      llvm.store %875, %290 : f32, !llvm.ptr
      llvm.store %876, %291 : f32, !llvm.ptr
      llvm.store %877, %292 : f32, !llvm.ptr
      llvm.store %878, %293 : f32, !llvm.ptr
      llvm.store %879, %294 : f32, !llvm.ptr
      llvm.store %880, %295 : f32, !llvm.ptr
      llvm.store %881, %296 : f32, !llvm.ptr
      llvm.store %882, %297 : f32, !llvm.ptr
      llvm.store %883, %298 : f32, !llvm.ptr
      llvm.store %884, %299 : f32, !llvm.ptr
      llvm.store %885, %300 : f32, !llvm.ptr
      llvm.store %886, %301 : f32, !llvm.ptr
      llvm.store %887, %302 : f32, !llvm.ptr
      llvm.store %888, %303 : f32, !llvm.ptr
      llvm.store %889, %304 : f32, !llvm.ptr
      llvm.store %890, %305 : f32, !llvm.ptr
      llvm.store %891, %306 : f32, !llvm.ptr
      llvm.store %892, %307 : f32, !llvm.ptr
      llvm.store %893, %308 : f32, !llvm.ptr
      llvm.store %894, %309 : f32, !llvm.ptr
      llvm.store %895, %310 : f32, !llvm.ptr
      llvm.store %896, %311 : f32, !llvm.ptr
      llvm.store %897, %312 : f32, !llvm.ptr
      llvm.store %898, %313 : f32, !llvm.ptr
      llvm.store %899, %314 : f32, !llvm.ptr
      llvm.store %900, %315 : f32, !llvm.ptr
      llvm.store %901, %316 : f32, !llvm.ptr
      llvm.store %902, %317 : f32, !llvm.ptr
      llvm.store %903, %318 : f32, !llvm.ptr
      llvm.store %904, %319 : f32, !llvm.ptr
      llvm.store %905, %320 : f32, !llvm.ptr
      llvm.store %906, %321 : f32, !llvm.ptr
      llvm.store %907, %322 : f32, !llvm.ptr
      llvm.store %908, %323 : f32, !llvm.ptr
      llvm.store %909, %324 : f32, !llvm.ptr
      llvm.store %910, %325 : f32, !llvm.ptr
      llvm.store %911, %326 : f32, !llvm.ptr
      llvm.store %912, %327 : f32, !llvm.ptr
      llvm.store %913, %328 : f32, !llvm.ptr
      llvm.store %914, %329 : f32, !llvm.ptr
      llvm.store %915, %330 : f32, !llvm.ptr
      llvm.store %916, %331 : f32, !llvm.ptr
      llvm.store %917, %332 : f32, !llvm.ptr
      llvm.store %918, %333 : f32, !llvm.ptr
      llvm.store %919, %334 : f32, !llvm.ptr
      llvm.store %920, %335 : f32, !llvm.ptr
      llvm.store %921, %336 : f32, !llvm.ptr
      llvm.store %922, %337 : f32, !llvm.ptr
      llvm.store %923, %338 : f32, !llvm.ptr
      llvm.store %924, %339 : f32, !llvm.ptr
      llvm.store %925, %340 : f32, !llvm.ptr
      llvm.store %926, %341 : f32, !llvm.ptr
      llvm.store %927, %342 : f32, !llvm.ptr
      llvm.store %928, %343 : f32, !llvm.ptr
      llvm.store %929, %344 : f32, !llvm.ptr
      llvm.store %930, %345 : f32, !llvm.ptr
      llvm.store %931, %346 : f32, !llvm.ptr
      llvm.store %932, %347 : f32, !llvm.ptr
      llvm.store %933, %348 : f32, !llvm.ptr
      llvm.store %934, %349 : f32, !llvm.ptr
      llvm.store %935, %350 : f32, !llvm.ptr
      llvm.store %936, %351 : f32, !llvm.ptr
      llvm.store %937, %352 : f32, !llvm.ptr
      llvm.store %938, %353 : f32, !llvm.ptr
      llvm.store %939, %354 : f32, !llvm.ptr
      llvm.store %940, %355 : f32, !llvm.ptr
      llvm.store %941, %356 : f32, !llvm.ptr
      llvm.store %942, %357 : f32, !llvm.ptr
      llvm.store %943, %358 : f32, !llvm.ptr
      llvm.store %944, %359 : f32, !llvm.ptr
      llvm.store %945, %360 : f32, !llvm.ptr
      llvm.store %946, %361 : f32, !llvm.ptr
      llvm.store %947, %362 : f32, !llvm.ptr
      llvm.store %948, %363 : f32, !llvm.ptr
      %949 = llvm.add %415, %31 : i32
      %950 = llvm.add %417, %949 : i32
      %951 = llvm.insertelement %950, %416[%24 : i32] : vector<2xi32>
      %952 = llvm.bitcast %951 : vector<2xi32> to i64
      %953 = llvm.add %421, %31 : i32
      %954 = llvm.add %423, %953 : i32
      %955 = llvm.insertelement %954, %422[%24 : i32] : vector<2xi32>
      %956 = llvm.bitcast %955 : vector<2xi32> to i64
      %957 = llvm.load %46 : !llvm.ptr -> f32
      %958 = llvm.load %237 : !llvm.ptr -> f32
      %959 = llvm.load %238 : !llvm.ptr -> f32
      %960 = llvm.load %239 : !llvm.ptr -> f32
      %961 = llvm.load %240 : !llvm.ptr -> f32
      %962 = llvm.load %241 : !llvm.ptr -> f32
      %963 = llvm.load %242 : !llvm.ptr -> f32
      %964 = llvm.load %243 : !llvm.ptr -> f32
      %965 = llvm.load %244 : !llvm.ptr -> f32
      %966 = llvm.load %245 : !llvm.ptr -> f32
      %967 = llvm.load %246 : !llvm.ptr -> f32
      %968 = llvm.load %247 : !llvm.ptr -> f32
      %969 = llvm.load %248 : !llvm.ptr -> f32
      %970 = llvm.load %249 : !llvm.ptr -> f32
      %971 = llvm.load %250 : !llvm.ptr -> f32
      %972 = llvm.load %251 : !llvm.ptr -> f32
      %973 = llvm.load %252 : !llvm.ptr -> f32
      %974 = llvm.load %253 : !llvm.ptr -> f32
      %975 = llvm.load %254 : !llvm.ptr -> f32
      %976 = llvm.load %255 : !llvm.ptr -> f32
      %977 = llvm.load %256 : !llvm.ptr -> f32
      %978 = llvm.load %257 : !llvm.ptr -> f32
      %979 = llvm.load %258 : !llvm.ptr -> f32
      %980 = llvm.load %259 : !llvm.ptr -> f32
      %981 = llvm.load %260 : !llvm.ptr -> f32
      %982 = llvm.load %261 : !llvm.ptr -> f32
      %983 = llvm.load %262 : !llvm.ptr -> f32
      %984 = llvm.load %263 : !llvm.ptr -> f32
      %985 = llvm.load %264 : !llvm.ptr -> f32
      %986 = llvm.load %265 : !llvm.ptr -> f32
      %987 = llvm.load %266 : !llvm.ptr -> f32
      %988 = llvm.load %267 : !llvm.ptr -> f32
      %989 = llvm.load %268 : !llvm.ptr -> f32
      %990 = llvm.load %269 : !llvm.ptr -> f32
      %991 = llvm.load %270 : !llvm.ptr -> f32
      %992 = llvm.load %271 : !llvm.ptr -> f32
      %993 = llvm.load %272 : !llvm.ptr -> f32
      %994 = llvm.load %273 : !llvm.ptr -> f32
      %995 = llvm.load %274 : !llvm.ptr -> f32
      %996 = llvm.load %275 : !llvm.ptr -> f32
      %997 = llvm.load %276 : !llvm.ptr -> f32
      %998 = llvm.load %277 : !llvm.ptr -> f32
      %999 = llvm.load %278 : !llvm.ptr -> f32
      %1000 = llvm.load %279 : !llvm.ptr -> f32
      %1001 = llvm.load %280 : !llvm.ptr -> f32
      %1002 = llvm.load %281 : !llvm.ptr -> f32
      %1003 = llvm.load %282 : !llvm.ptr -> f32
      %1004 = llvm.load %283 : !llvm.ptr -> f32
      %1005 = llvm.load %284 : !llvm.ptr -> f32
      %1006 = llvm.load %285 : !llvm.ptr -> f32
      %1007 = llvm.load %286 : !llvm.ptr -> f32
      %1008 = llvm.load %287 : !llvm.ptr -> f32
      %1009 = llvm.load %288 : !llvm.ptr -> f32
      %1010 = llvm.load %289 : !llvm.ptr -> f32
      %1011 = llvm.load %290 : !llvm.ptr -> f32
      %1012 = llvm.load %291 : !llvm.ptr -> f32
      %1013 = llvm.load %292 : !llvm.ptr -> f32
      %1014 = llvm.load %293 : !llvm.ptr -> f32
      %1015 = llvm.load %294 : !llvm.ptr -> f32
      %1016 = llvm.load %295 : !llvm.ptr -> f32
      %1017 = llvm.load %296 : !llvm.ptr -> f32
      %1018 = llvm.load %297 : !llvm.ptr -> f32
      %1019 = llvm.load %298 : !llvm.ptr -> f32
      %1020 = llvm.load %299 : !llvm.ptr -> f32
      %1021 = llvm.load %300 : !llvm.ptr -> f32
      %1022 = llvm.load %301 : !llvm.ptr -> f32
      %1023 = llvm.load %302 : !llvm.ptr -> f32
      %1024 = llvm.load %303 : !llvm.ptr -> f32
      %1025 = llvm.load %304 : !llvm.ptr -> f32
      %1026 = llvm.load %305 : !llvm.ptr -> f32
      %1027 = llvm.load %306 : !llvm.ptr -> f32
      %1028 = llvm.load %307 : !llvm.ptr -> f32
      %1029 = llvm.load %308 : !llvm.ptr -> f32
      %1030 = llvm.load %309 : !llvm.ptr -> f32
      %1031 = llvm.load %310 : !llvm.ptr -> f32
      %1032 = llvm.load %311 : !llvm.ptr -> f32
      %1033 = llvm.load %312 : !llvm.ptr -> f32
      %1034 = llvm.load %313 : !llvm.ptr -> f32
      %1035 = llvm.load %314 : !llvm.ptr -> f32
      %1036 = llvm.load %315 : !llvm.ptr -> f32
      %1037 = llvm.load %316 : !llvm.ptr -> f32
      %1038 = llvm.load %317 : !llvm.ptr -> f32
      %1039 = llvm.load %318 : !llvm.ptr -> f32
      %1040 = llvm.load %319 : !llvm.ptr -> f32
      %1041 = llvm.load %320 : !llvm.ptr -> f32
      %1042 = llvm.load %321 : !llvm.ptr -> f32
      %1043 = llvm.load %322 : !llvm.ptr -> f32
      %1044 = llvm.load %323 : !llvm.ptr -> f32
      %1045 = llvm.load %324 : !llvm.ptr -> f32
      %1046 = llvm.load %325 : !llvm.ptr -> f32
      %1047 = llvm.load %326 : !llvm.ptr -> f32
      %1048 = llvm.load %327 : !llvm.ptr -> f32
      %1049 = llvm.load %328 : !llvm.ptr -> f32
      %1050 = llvm.load %329 : !llvm.ptr -> f32
      %1051 = llvm.load %330 : !llvm.ptr -> f32
      %1052 = llvm.load %331 : !llvm.ptr -> f32
      %1053 = llvm.load %332 : !llvm.ptr -> f32
      %1054 = llvm.load %333 : !llvm.ptr -> f32
      %1055 = llvm.load %334 : !llvm.ptr -> f32
      %1056 = llvm.load %335 : !llvm.ptr -> f32
      %1057 = llvm.load %336 : !llvm.ptr -> f32
      %1058 = llvm.load %337 : !llvm.ptr -> f32
      %1059 = llvm.load %338 : !llvm.ptr -> f32
      %1060 = llvm.load %339 : !llvm.ptr -> f32
      %1061 = llvm.load %340 : !llvm.ptr -> f32
      %1062 = llvm.load %341 : !llvm.ptr -> f32
      %1063 = llvm.load %342 : !llvm.ptr -> f32
      %1064 = llvm.load %343 : !llvm.ptr -> f32
      %1065 = llvm.load %344 : !llvm.ptr -> f32
      %1066 = llvm.load %345 : !llvm.ptr -> f32
      %1067 = llvm.load %346 : !llvm.ptr -> f32
      %1068 = llvm.load %347 : !llvm.ptr -> f32
      %1069 = llvm.load %348 : !llvm.ptr -> f32
      %1070 = llvm.load %349 : !llvm.ptr -> f32
      %1071 = llvm.load %350 : !llvm.ptr -> f32
      %1072 = llvm.load %351 : !llvm.ptr -> f32
      %1073 = llvm.load %352 : !llvm.ptr -> f32
      %1074 = llvm.load %353 : !llvm.ptr -> f32
      %1075 = llvm.load %354 : !llvm.ptr -> f32
      %1076 = llvm.load %355 : !llvm.ptr -> f32
      %1077 = llvm.load %356 : !llvm.ptr -> f32
      %1078 = llvm.load %357 : !llvm.ptr -> f32
      %1079 = llvm.load %358 : !llvm.ptr -> f32
      %1080 = llvm.load %359 : !llvm.ptr -> f32
      %1081 = llvm.load %360 : !llvm.ptr -> f32
      %1082 = llvm.load %361 : !llvm.ptr -> f32
      %1083 = llvm.load %362 : !llvm.ptr -> f32
      %1084 = llvm.load %363 : !llvm.ptr -> f32
      %1085 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071, %1072, %1073, %1074, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %1083, %1084, %952, %956, %26, %43, %43, %24, %24 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1086 = llvm.extractvalue %1085[0] : !llvm_struct_31b33a
      %1087 = llvm.extractvalue %1085[1] : !llvm_struct_31b33a
      %1088 = llvm.extractvalue %1085[2] : !llvm_struct_31b33a
      %1089 = llvm.extractvalue %1085[3] : !llvm_struct_31b33a
      %1090 = llvm.extractvalue %1085[4] : !llvm_struct_31b33a
      %1091 = llvm.extractvalue %1085[5] : !llvm_struct_31b33a
      %1092 = llvm.extractvalue %1085[6] : !llvm_struct_31b33a
      %1093 = llvm.extractvalue %1085[7] : !llvm_struct_31b33a
      %1094 = llvm.extractvalue %1085[8] : !llvm_struct_31b33a
      %1095 = llvm.extractvalue %1085[9] : !llvm_struct_31b33a
      %1096 = llvm.extractvalue %1085[10] : !llvm_struct_31b33a
      %1097 = llvm.extractvalue %1085[11] : !llvm_struct_31b33a
      %1098 = llvm.extractvalue %1085[12] : !llvm_struct_31b33a
      %1099 = llvm.extractvalue %1085[13] : !llvm_struct_31b33a
      %1100 = llvm.extractvalue %1085[14] : !llvm_struct_31b33a
      %1101 = llvm.extractvalue %1085[15] : !llvm_struct_31b33a
      %1102 = llvm.extractvalue %1085[16] : !llvm_struct_31b33a
      %1103 = llvm.extractvalue %1085[17] : !llvm_struct_31b33a
      %1104 = llvm.extractvalue %1085[18] : !llvm_struct_31b33a
      %1105 = llvm.extractvalue %1085[19] : !llvm_struct_31b33a
      %1106 = llvm.extractvalue %1085[20] : !llvm_struct_31b33a
      %1107 = llvm.extractvalue %1085[21] : !llvm_struct_31b33a
      %1108 = llvm.extractvalue %1085[22] : !llvm_struct_31b33a
      %1109 = llvm.extractvalue %1085[23] : !llvm_struct_31b33a
      %1110 = llvm.extractvalue %1085[24] : !llvm_struct_31b33a
      %1111 = llvm.extractvalue %1085[25] : !llvm_struct_31b33a
      %1112 = llvm.extractvalue %1085[26] : !llvm_struct_31b33a
      %1113 = llvm.extractvalue %1085[27] : !llvm_struct_31b33a
      %1114 = llvm.extractvalue %1085[28] : !llvm_struct_31b33a
      %1115 = llvm.extractvalue %1085[29] : !llvm_struct_31b33a
      %1116 = llvm.extractvalue %1085[30] : !llvm_struct_31b33a
      %1117 = llvm.extractvalue %1085[31] : !llvm_struct_31b33a
      %1118 = llvm.extractvalue %1085[32] : !llvm_struct_31b33a
      %1119 = llvm.extractvalue %1085[33] : !llvm_struct_31b33a
      %1120 = llvm.extractvalue %1085[34] : !llvm_struct_31b33a
      %1121 = llvm.extractvalue %1085[35] : !llvm_struct_31b33a
      %1122 = llvm.extractvalue %1085[36] : !llvm_struct_31b33a
      %1123 = llvm.extractvalue %1085[37] : !llvm_struct_31b33a
      %1124 = llvm.extractvalue %1085[38] : !llvm_struct_31b33a
      %1125 = llvm.extractvalue %1085[39] : !llvm_struct_31b33a
      %1126 = llvm.extractvalue %1085[40] : !llvm_struct_31b33a
      %1127 = llvm.extractvalue %1085[41] : !llvm_struct_31b33a
      %1128 = llvm.extractvalue %1085[42] : !llvm_struct_31b33a
      %1129 = llvm.extractvalue %1085[43] : !llvm_struct_31b33a
      %1130 = llvm.extractvalue %1085[44] : !llvm_struct_31b33a
      %1131 = llvm.extractvalue %1085[45] : !llvm_struct_31b33a
      %1132 = llvm.extractvalue %1085[46] : !llvm_struct_31b33a
      %1133 = llvm.extractvalue %1085[47] : !llvm_struct_31b33a
      %1134 = llvm.extractvalue %1085[48] : !llvm_struct_31b33a
      %1135 = llvm.extractvalue %1085[49] : !llvm_struct_31b33a
      %1136 = llvm.extractvalue %1085[50] : !llvm_struct_31b33a
      %1137 = llvm.extractvalue %1085[51] : !llvm_struct_31b33a
      %1138 = llvm.extractvalue %1085[52] : !llvm_struct_31b33a
      %1139 = llvm.extractvalue %1085[53] : !llvm_struct_31b33a
      %1140 = llvm.extractvalue %1085[54] : !llvm_struct_31b33a
      %1141 = llvm.extractvalue %1085[55] : !llvm_struct_31b33a
      %1142 = llvm.extractvalue %1085[56] : !llvm_struct_31b33a
      %1143 = llvm.extractvalue %1085[57] : !llvm_struct_31b33a
      %1144 = llvm.extractvalue %1085[58] : !llvm_struct_31b33a
      %1145 = llvm.extractvalue %1085[59] : !llvm_struct_31b33a
      %1146 = llvm.extractvalue %1085[60] : !llvm_struct_31b33a
      %1147 = llvm.extractvalue %1085[61] : !llvm_struct_31b33a
      %1148 = llvm.extractvalue %1085[62] : !llvm_struct_31b33a
      %1149 = llvm.extractvalue %1085[63] : !llvm_struct_31b33a
      %1150 = llvm.extractvalue %1085[64] : !llvm_struct_31b33a
      %1151 = llvm.extractvalue %1085[65] : !llvm_struct_31b33a
      %1152 = llvm.extractvalue %1085[66] : !llvm_struct_31b33a
      %1153 = llvm.extractvalue %1085[67] : !llvm_struct_31b33a
      %1154 = llvm.extractvalue %1085[68] : !llvm_struct_31b33a
      %1155 = llvm.extractvalue %1085[69] : !llvm_struct_31b33a
      %1156 = llvm.extractvalue %1085[70] : !llvm_struct_31b33a
      %1157 = llvm.extractvalue %1085[71] : !llvm_struct_31b33a
      %1158 = llvm.extractvalue %1085[72] : !llvm_struct_31b33a
      %1159 = llvm.extractvalue %1085[73] : !llvm_struct_31b33a
      %1160 = llvm.extractvalue %1085[74] : !llvm_struct_31b33a
      %1161 = llvm.extractvalue %1085[75] : !llvm_struct_31b33a
      %1162 = llvm.extractvalue %1085[76] : !llvm_struct_31b33a
      %1163 = llvm.extractvalue %1085[77] : !llvm_struct_31b33a
      %1164 = llvm.extractvalue %1085[78] : !llvm_struct_31b33a
      %1165 = llvm.extractvalue %1085[79] : !llvm_struct_31b33a
      %1166 = llvm.extractvalue %1085[80] : !llvm_struct_31b33a
      %1167 = llvm.extractvalue %1085[81] : !llvm_struct_31b33a
      %1168 = llvm.extractvalue %1085[82] : !llvm_struct_31b33a
      %1169 = llvm.extractvalue %1085[83] : !llvm_struct_31b33a
      %1170 = llvm.extractvalue %1085[84] : !llvm_struct_31b33a
      %1171 = llvm.extractvalue %1085[85] : !llvm_struct_31b33a
      %1172 = llvm.extractvalue %1085[86] : !llvm_struct_31b33a
      %1173 = llvm.extractvalue %1085[87] : !llvm_struct_31b33a
      %1174 = llvm.extractvalue %1085[88] : !llvm_struct_31b33a
      %1175 = llvm.extractvalue %1085[89] : !llvm_struct_31b33a
      %1176 = llvm.extractvalue %1085[90] : !llvm_struct_31b33a
      %1177 = llvm.extractvalue %1085[91] : !llvm_struct_31b33a
      %1178 = llvm.extractvalue %1085[92] : !llvm_struct_31b33a
      %1179 = llvm.extractvalue %1085[93] : !llvm_struct_31b33a
      %1180 = llvm.extractvalue %1085[94] : !llvm_struct_31b33a
      %1181 = llvm.extractvalue %1085[95] : !llvm_struct_31b33a
      %1182 = llvm.extractvalue %1085[96] : !llvm_struct_31b33a
      %1183 = llvm.extractvalue %1085[97] : !llvm_struct_31b33a
      %1184 = llvm.extractvalue %1085[98] : !llvm_struct_31b33a
      %1185 = llvm.extractvalue %1085[99] : !llvm_struct_31b33a
      %1186 = llvm.extractvalue %1085[100] : !llvm_struct_31b33a
      %1187 = llvm.extractvalue %1085[101] : !llvm_struct_31b33a
      %1188 = llvm.extractvalue %1085[102] : !llvm_struct_31b33a
      %1189 = llvm.extractvalue %1085[103] : !llvm_struct_31b33a
      %1190 = llvm.extractvalue %1085[104] : !llvm_struct_31b33a
      %1191 = llvm.extractvalue %1085[105] : !llvm_struct_31b33a
      %1192 = llvm.extractvalue %1085[106] : !llvm_struct_31b33a
      %1193 = llvm.extractvalue %1085[107] : !llvm_struct_31b33a
      %1194 = llvm.extractvalue %1085[108] : !llvm_struct_31b33a
      %1195 = llvm.extractvalue %1085[109] : !llvm_struct_31b33a
      %1196 = llvm.extractvalue %1085[110] : !llvm_struct_31b33a
      %1197 = llvm.extractvalue %1085[111] : !llvm_struct_31b33a
      %1198 = llvm.extractvalue %1085[112] : !llvm_struct_31b33a
      %1199 = llvm.extractvalue %1085[113] : !llvm_struct_31b33a
      %1200 = llvm.extractvalue %1085[114] : !llvm_struct_31b33a
      %1201 = llvm.extractvalue %1085[115] : !llvm_struct_31b33a
      %1202 = llvm.extractvalue %1085[116] : !llvm_struct_31b33a
      %1203 = llvm.extractvalue %1085[117] : !llvm_struct_31b33a
      %1204 = llvm.extractvalue %1085[118] : !llvm_struct_31b33a
      %1205 = llvm.extractvalue %1085[119] : !llvm_struct_31b33a
      %1206 = llvm.extractvalue %1085[120] : !llvm_struct_31b33a
      %1207 = llvm.extractvalue %1085[121] : !llvm_struct_31b33a
      %1208 = llvm.extractvalue %1085[122] : !llvm_struct_31b33a
      %1209 = llvm.extractvalue %1085[123] : !llvm_struct_31b33a
      %1210 = llvm.extractvalue %1085[124] : !llvm_struct_31b33a
      %1211 = llvm.extractvalue %1085[125] : !llvm_struct_31b33a
      %1212 = llvm.extractvalue %1085[126] : !llvm_struct_31b33a
      %1213 = llvm.extractvalue %1085[127] : !llvm_struct_31b33a
      llvm.store %1086, %46 : f32, !llvm.ptr
      llvm.store %1087, %237 : f32, !llvm.ptr
      llvm.store %1088, %238 : f32, !llvm.ptr
      llvm.store %1089, %239 : f32, !llvm.ptr
      llvm.store %1090, %240 : f32, !llvm.ptr
      llvm.store %1091, %241 : f32, !llvm.ptr
      llvm.store %1092, %242 : f32, !llvm.ptr
      llvm.store %1093, %243 : f32, !llvm.ptr
      llvm.store %1094, %244 : f32, !llvm.ptr
      llvm.store %1095, %245 : f32, !llvm.ptr
      llvm.store %1096, %246 : f32, !llvm.ptr
      llvm.store %1097, %247 : f32, !llvm.ptr
      llvm.store %1098, %248 : f32, !llvm.ptr
      llvm.store %1099, %249 : f32, !llvm.ptr
      llvm.store %1100, %250 : f32, !llvm.ptr
      llvm.store %1101, %251 : f32, !llvm.ptr
      llvm.store %1102, %252 : f32, !llvm.ptr
      llvm.store %1103, %253 : f32, !llvm.ptr
      llvm.store %1104, %254 : f32, !llvm.ptr
      llvm.store %1105, %255 : f32, !llvm.ptr
      llvm.store %1106, %256 : f32, !llvm.ptr
      llvm.store %1107, %257 : f32, !llvm.ptr
      llvm.store %1108, %258 : f32, !llvm.ptr
      llvm.store %1109, %259 : f32, !llvm.ptr
      llvm.store %1110, %260 : f32, !llvm.ptr
      llvm.store %1111, %261 : f32, !llvm.ptr
      llvm.store %1112, %262 : f32, !llvm.ptr
      llvm.store %1113, %263 : f32, !llvm.ptr
      llvm.store %1114, %264 : f32, !llvm.ptr
      llvm.store %1115, %265 : f32, !llvm.ptr
      llvm.store %1116, %266 : f32, !llvm.ptr
      llvm.store %1117, %267 : f32, !llvm.ptr
      llvm.store %1118, %268 : f32, !llvm.ptr
      llvm.store %1119, %269 : f32, !llvm.ptr
      llvm.store %1120, %270 : f32, !llvm.ptr
      llvm.store %1121, %271 : f32, !llvm.ptr
      llvm.store %1122, %272 : f32, !llvm.ptr
      llvm.store %1123, %273 : f32, !llvm.ptr
      llvm.store %1124, %274 : f32, !llvm.ptr
      llvm.store %1125, %275 : f32, !llvm.ptr
      llvm.store %1126, %276 : f32, !llvm.ptr
      llvm.store %1127, %277 : f32, !llvm.ptr
      llvm.store %1128, %278 : f32, !llvm.ptr
      llvm.store %1129, %279 : f32, !llvm.ptr
      llvm.store %1130, %280 : f32, !llvm.ptr
      llvm.store %1131, %281 : f32, !llvm.ptr
      llvm.store %1132, %282 : f32, !llvm.ptr
      llvm.store %1133, %283 : f32, !llvm.ptr
      llvm.store %1134, %284 : f32, !llvm.ptr
      llvm.store %1135, %285 : f32, !llvm.ptr
      llvm.store %1136, %286 : f32, !llvm.ptr
      llvm.store %1137, %287 : f32, !llvm.ptr
      llvm.store %1138, %288 : f32, !llvm.ptr
      llvm.store %1139, %289 : f32, !llvm.ptr
      llvm.store %1140, %290 : f32, !llvm.ptr
      llvm.store %1141, %291 : f32, !llvm.ptr
      llvm.store %1142, %292 : f32, !llvm.ptr
      llvm.store %1143, %293 : f32, !llvm.ptr
      llvm.store %1144, %294 : f32, !llvm.ptr
      llvm.store %1145, %295 : f32, !llvm.ptr
      llvm.store %1146, %296 : f32, !llvm.ptr
      llvm.store %1147, %297 : f32, !llvm.ptr
      llvm.store %1148, %298 : f32, !llvm.ptr
      llvm.store %1149, %299 : f32, !llvm.ptr
      llvm.store %1150, %300 : f32, !llvm.ptr
      llvm.store %1151, %301 : f32, !llvm.ptr
      llvm.store %1152, %302 : f32, !llvm.ptr
      llvm.store %1153, %303 : f32, !llvm.ptr
      llvm.store %1154, %304 : f32, !llvm.ptr
      llvm.store %1155, %305 : f32, !llvm.ptr
      llvm.store %1156, %306 : f32, !llvm.ptr
      llvm.store %1157, %307 : f32, !llvm.ptr
      llvm.store %1158, %308 : f32, !llvm.ptr
      llvm.store %1159, %309 : f32, !llvm.ptr
      llvm.store %1160, %310 : f32, !llvm.ptr
      llvm.store %1161, %311 : f32, !llvm.ptr
      llvm.store %1162, %312 : f32, !llvm.ptr
      llvm.store %1163, %313 : f32, !llvm.ptr
      llvm.store %1164, %314 : f32, !llvm.ptr
      llvm.store %1165, %315 : f32, !llvm.ptr
      llvm.store %1166, %316 : f32, !llvm.ptr
      llvm.store %1167, %317 : f32, !llvm.ptr
      llvm.store %1168, %318 : f32, !llvm.ptr
      llvm.store %1169, %319 : f32, !llvm.ptr
      llvm.store %1170, %320 : f32, !llvm.ptr
      llvm.store %1171, %321 : f32, !llvm.ptr
      llvm.store %1172, %322 : f32, !llvm.ptr
      llvm.store %1173, %323 : f32, !llvm.ptr
      llvm.store %1174, %324 : f32, !llvm.ptr
      llvm.store %1175, %325 : f32, !llvm.ptr
      llvm.store %1176, %326 : f32, !llvm.ptr
      llvm.store %1177, %327 : f32, !llvm.ptr
      llvm.store %1178, %328 : f32, !llvm.ptr
      llvm.store %1179, %329 : f32, !llvm.ptr
      llvm.store %1180, %330 : f32, !llvm.ptr
      llvm.store %1181, %331 : f32, !llvm.ptr
      llvm.store %1182, %332 : f32, !llvm.ptr
      llvm.store %1183, %333 : f32, !llvm.ptr
      llvm.store %1184, %334 : f32, !llvm.ptr
      llvm.store %1185, %335 : f32, !llvm.ptr
      llvm.store %1186, %336 : f32, !llvm.ptr
      llvm.store %1187, %337 : f32, !llvm.ptr
      llvm.store %1188, %338 : f32, !llvm.ptr
      llvm.store %1189, %339 : f32, !llvm.ptr
      llvm.store %1190, %340 : f32, !llvm.ptr
      llvm.store %1191, %341 : f32, !llvm.ptr
      llvm.store %1192, %342 : f32, !llvm.ptr
      llvm.store %1193, %343 : f32, !llvm.ptr
      llvm.store %1194, %344 : f32, !llvm.ptr
      llvm.store %1195, %345 : f32, !llvm.ptr
      llvm.store %1196, %346 : f32, !llvm.ptr
      llvm.store %1197, %347 : f32, !llvm.ptr
      llvm.store %1198, %348 : f32, !llvm.ptr
      llvm.store %1199, %349 : f32, !llvm.ptr
      llvm.store %1200, %350 : f32, !llvm.ptr
      llvm.store %1201, %351 : f32, !llvm.ptr
      llvm.store %1202, %352 : f32, !llvm.ptr
      llvm.store %1203, %353 : f32, !llvm.ptr
      llvm.store %1204, %354 : f32, !llvm.ptr
      llvm.store %1205, %355 : f32, !llvm.ptr
      llvm.store %1206, %356 : f32, !llvm.ptr
      llvm.store %1207, %357 : f32, !llvm.ptr
      llvm.store %1208, %358 : f32, !llvm.ptr
      llvm.store %1209, %359 : f32, !llvm.ptr
      llvm.store %1210, %360 : f32, !llvm.ptr
      llvm.store %1211, %361 : f32, !llvm.ptr
      llvm.store %1212, %362 : f32, !llvm.ptr
      llvm.store %1213, %363 : f32, !llvm.ptr
      %1214 = llvm.add %415, %16 : i32
      %1215 = llvm.add %417, %1214 : i32
      %1216 = llvm.insertelement %1215, %416[%24 : i32] : vector<2xi32>
      %1217 = llvm.bitcast %1216 : vector<2xi32> to i64
      %1218 = llvm.add %421, %16 : i32
      %1219 = llvm.add %423, %1218 : i32
      %1220 = llvm.insertelement %1219, %422[%24 : i32] : vector<2xi32>
      %1221 = llvm.bitcast %1220 : vector<2xi32> to i64
      %1222 = llvm.load %46 : !llvm.ptr -> f32
      %1223 = llvm.load %237 : !llvm.ptr -> f32
      %1224 = llvm.load %238 : !llvm.ptr -> f32
      %1225 = llvm.load %239 : !llvm.ptr -> f32
      %1226 = llvm.load %240 : !llvm.ptr -> f32
      %1227 = llvm.load %241 : !llvm.ptr -> f32
      %1228 = llvm.load %242 : !llvm.ptr -> f32
      %1229 = llvm.load %243 : !llvm.ptr -> f32
      %1230 = llvm.load %244 : !llvm.ptr -> f32
      %1231 = llvm.load %245 : !llvm.ptr -> f32
      %1232 = llvm.load %246 : !llvm.ptr -> f32
      %1233 = llvm.load %247 : !llvm.ptr -> f32
      %1234 = llvm.load %248 : !llvm.ptr -> f32
      %1235 = llvm.load %249 : !llvm.ptr -> f32
      %1236 = llvm.load %250 : !llvm.ptr -> f32
      %1237 = llvm.load %251 : !llvm.ptr -> f32
      %1238 = llvm.load %252 : !llvm.ptr -> f32
      %1239 = llvm.load %253 : !llvm.ptr -> f32
      %1240 = llvm.load %254 : !llvm.ptr -> f32
      %1241 = llvm.load %255 : !llvm.ptr -> f32
      %1242 = llvm.load %256 : !llvm.ptr -> f32
      %1243 = llvm.load %257 : !llvm.ptr -> f32
      %1244 = llvm.load %258 : !llvm.ptr -> f32
      %1245 = llvm.load %259 : !llvm.ptr -> f32
      %1246 = llvm.load %260 : !llvm.ptr -> f32
      %1247 = llvm.load %261 : !llvm.ptr -> f32
      %1248 = llvm.load %262 : !llvm.ptr -> f32
      %1249 = llvm.load %263 : !llvm.ptr -> f32
      %1250 = llvm.load %264 : !llvm.ptr -> f32
      %1251 = llvm.load %265 : !llvm.ptr -> f32
      %1252 = llvm.load %266 : !llvm.ptr -> f32
      %1253 = llvm.load %267 : !llvm.ptr -> f32
      %1254 = llvm.load %268 : !llvm.ptr -> f32
      %1255 = llvm.load %269 : !llvm.ptr -> f32
      %1256 = llvm.load %270 : !llvm.ptr -> f32
      %1257 = llvm.load %271 : !llvm.ptr -> f32
      %1258 = llvm.load %272 : !llvm.ptr -> f32
      %1259 = llvm.load %273 : !llvm.ptr -> f32
      %1260 = llvm.load %274 : !llvm.ptr -> f32
      %1261 = llvm.load %275 : !llvm.ptr -> f32
      %1262 = llvm.load %276 : !llvm.ptr -> f32
      %1263 = llvm.load %277 : !llvm.ptr -> f32
      %1264 = llvm.load %278 : !llvm.ptr -> f32
      %1265 = llvm.load %279 : !llvm.ptr -> f32
      %1266 = llvm.load %280 : !llvm.ptr -> f32
      %1267 = llvm.load %281 : !llvm.ptr -> f32
      %1268 = llvm.load %282 : !llvm.ptr -> f32
      %1269 = llvm.load %283 : !llvm.ptr -> f32
      %1270 = llvm.load %284 : !llvm.ptr -> f32
      %1271 = llvm.load %285 : !llvm.ptr -> f32
      %1272 = llvm.load %286 : !llvm.ptr -> f32
      %1273 = llvm.load %287 : !llvm.ptr -> f32
      %1274 = llvm.load %288 : !llvm.ptr -> f32
      %1275 = llvm.load %289 : !llvm.ptr -> f32
      %1276 = llvm.load %290 : !llvm.ptr -> f32
      %1277 = llvm.load %291 : !llvm.ptr -> f32
      %1278 = llvm.load %292 : !llvm.ptr -> f32
      %1279 = llvm.load %293 : !llvm.ptr -> f32
      %1280 = llvm.load %294 : !llvm.ptr -> f32
      %1281 = llvm.load %295 : !llvm.ptr -> f32
      %1282 = llvm.load %296 : !llvm.ptr -> f32
      %1283 = llvm.load %297 : !llvm.ptr -> f32
      %1284 = llvm.load %298 : !llvm.ptr -> f32
      %1285 = llvm.load %299 : !llvm.ptr -> f32
      %1286 = llvm.load %300 : !llvm.ptr -> f32
      %1287 = llvm.load %301 : !llvm.ptr -> f32
      %1288 = llvm.load %302 : !llvm.ptr -> f32
      %1289 = llvm.load %303 : !llvm.ptr -> f32
      %1290 = llvm.load %304 : !llvm.ptr -> f32
      %1291 = llvm.load %305 : !llvm.ptr -> f32
      %1292 = llvm.load %306 : !llvm.ptr -> f32
      %1293 = llvm.load %307 : !llvm.ptr -> f32
      %1294 = llvm.load %308 : !llvm.ptr -> f32
      %1295 = llvm.load %309 : !llvm.ptr -> f32
      %1296 = llvm.load %310 : !llvm.ptr -> f32
      %1297 = llvm.load %311 : !llvm.ptr -> f32
      %1298 = llvm.load %312 : !llvm.ptr -> f32
      %1299 = llvm.load %313 : !llvm.ptr -> f32
      %1300 = llvm.load %314 : !llvm.ptr -> f32
      %1301 = llvm.load %315 : !llvm.ptr -> f32
      %1302 = llvm.load %316 : !llvm.ptr -> f32
      %1303 = llvm.load %317 : !llvm.ptr -> f32
      %1304 = llvm.load %318 : !llvm.ptr -> f32
      %1305 = llvm.load %319 : !llvm.ptr -> f32
      %1306 = llvm.load %320 : !llvm.ptr -> f32
      %1307 = llvm.load %321 : !llvm.ptr -> f32
      %1308 = llvm.load %322 : !llvm.ptr -> f32
      %1309 = llvm.load %323 : !llvm.ptr -> f32
      %1310 = llvm.load %324 : !llvm.ptr -> f32
      %1311 = llvm.load %325 : !llvm.ptr -> f32
      %1312 = llvm.load %326 : !llvm.ptr -> f32
      %1313 = llvm.load %327 : !llvm.ptr -> f32
      %1314 = llvm.load %328 : !llvm.ptr -> f32
      %1315 = llvm.load %329 : !llvm.ptr -> f32
      %1316 = llvm.load %330 : !llvm.ptr -> f32
      %1317 = llvm.load %331 : !llvm.ptr -> f32
      %1318 = llvm.load %332 : !llvm.ptr -> f32
      %1319 = llvm.load %333 : !llvm.ptr -> f32
      %1320 = llvm.load %334 : !llvm.ptr -> f32
      %1321 = llvm.load %335 : !llvm.ptr -> f32
      %1322 = llvm.load %336 : !llvm.ptr -> f32
      %1323 = llvm.load %337 : !llvm.ptr -> f32
      %1324 = llvm.load %338 : !llvm.ptr -> f32
      %1325 = llvm.load %339 : !llvm.ptr -> f32
      %1326 = llvm.load %340 : !llvm.ptr -> f32
      %1327 = llvm.load %341 : !llvm.ptr -> f32
      %1328 = llvm.load %342 : !llvm.ptr -> f32
      %1329 = llvm.load %343 : !llvm.ptr -> f32
      %1330 = llvm.load %344 : !llvm.ptr -> f32
      %1331 = llvm.load %345 : !llvm.ptr -> f32
      %1332 = llvm.load %346 : !llvm.ptr -> f32
      %1333 = llvm.load %347 : !llvm.ptr -> f32
      %1334 = llvm.load %348 : !llvm.ptr -> f32
      %1335 = llvm.load %349 : !llvm.ptr -> f32
      %1336 = llvm.load %350 : !llvm.ptr -> f32
      %1337 = llvm.load %351 : !llvm.ptr -> f32
      %1338 = llvm.load %352 : !llvm.ptr -> f32
      %1339 = llvm.load %353 : !llvm.ptr -> f32
      %1340 = llvm.load %354 : !llvm.ptr -> f32
      %1341 = llvm.load %355 : !llvm.ptr -> f32
      %1342 = llvm.load %356 : !llvm.ptr -> f32
      %1343 = llvm.load %357 : !llvm.ptr -> f32
      %1344 = llvm.load %358 : !llvm.ptr -> f32
      %1345 = llvm.load %359 : !llvm.ptr -> f32
      %1346 = llvm.load %360 : !llvm.ptr -> f32
      %1347 = llvm.load %361 : !llvm.ptr -> f32
      %1348 = llvm.load %362 : !llvm.ptr -> f32
      %1349 = llvm.load %363 : !llvm.ptr -> f32
      %1350 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329, %1330, %1331, %1332, %1333, %1334, %1335, %1336, %1337, %1338, %1339, %1340, %1341, %1342, %1343, %1344, %1345, %1346, %1347, %1348, %1349, %1217, %1221, %26, %43, %43, %24, %24 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1351 = llvm.extractvalue %1350[0] : !llvm_struct_31b33a
      %1352 = llvm.extractvalue %1350[1] : !llvm_struct_31b33a
      %1353 = llvm.extractvalue %1350[2] : !llvm_struct_31b33a
      %1354 = llvm.extractvalue %1350[3] : !llvm_struct_31b33a
      %1355 = llvm.extractvalue %1350[4] : !llvm_struct_31b33a
      %1356 = llvm.extractvalue %1350[5] : !llvm_struct_31b33a
      %1357 = llvm.extractvalue %1350[6] : !llvm_struct_31b33a
      %1358 = llvm.extractvalue %1350[7] : !llvm_struct_31b33a
      %1359 = llvm.extractvalue %1350[8] : !llvm_struct_31b33a
      %1360 = llvm.extractvalue %1350[9] : !llvm_struct_31b33a
      %1361 = llvm.extractvalue %1350[10] : !llvm_struct_31b33a
      %1362 = llvm.extractvalue %1350[11] : !llvm_struct_31b33a
      %1363 = llvm.extractvalue %1350[12] : !llvm_struct_31b33a
      %1364 = llvm.extractvalue %1350[13] : !llvm_struct_31b33a
      %1365 = llvm.extractvalue %1350[14] : !llvm_struct_31b33a
      %1366 = llvm.extractvalue %1350[15] : !llvm_struct_31b33a
      %1367 = llvm.extractvalue %1350[16] : !llvm_struct_31b33a
      %1368 = llvm.extractvalue %1350[17] : !llvm_struct_31b33a
      %1369 = llvm.extractvalue %1350[18] : !llvm_struct_31b33a
      %1370 = llvm.extractvalue %1350[19] : !llvm_struct_31b33a
      %1371 = llvm.extractvalue %1350[20] : !llvm_struct_31b33a
      %1372 = llvm.extractvalue %1350[21] : !llvm_struct_31b33a
      %1373 = llvm.extractvalue %1350[22] : !llvm_struct_31b33a
      %1374 = llvm.extractvalue %1350[23] : !llvm_struct_31b33a
      %1375 = llvm.extractvalue %1350[24] : !llvm_struct_31b33a
      %1376 = llvm.extractvalue %1350[25] : !llvm_struct_31b33a
      %1377 = llvm.extractvalue %1350[26] : !llvm_struct_31b33a
      %1378 = llvm.extractvalue %1350[27] : !llvm_struct_31b33a
      %1379 = llvm.extractvalue %1350[28] : !llvm_struct_31b33a
      %1380 = llvm.extractvalue %1350[29] : !llvm_struct_31b33a
      %1381 = llvm.extractvalue %1350[30] : !llvm_struct_31b33a
      %1382 = llvm.extractvalue %1350[31] : !llvm_struct_31b33a
      %1383 = llvm.extractvalue %1350[32] : !llvm_struct_31b33a
      %1384 = llvm.extractvalue %1350[33] : !llvm_struct_31b33a
      %1385 = llvm.extractvalue %1350[34] : !llvm_struct_31b33a
      %1386 = llvm.extractvalue %1350[35] : !llvm_struct_31b33a
      %1387 = llvm.extractvalue %1350[36] : !llvm_struct_31b33a
      %1388 = llvm.extractvalue %1350[37] : !llvm_struct_31b33a
      %1389 = llvm.extractvalue %1350[38] : !llvm_struct_31b33a
      %1390 = llvm.extractvalue %1350[39] : !llvm_struct_31b33a
      %1391 = llvm.extractvalue %1350[40] : !llvm_struct_31b33a
      %1392 = llvm.extractvalue %1350[41] : !llvm_struct_31b33a
      %1393 = llvm.extractvalue %1350[42] : !llvm_struct_31b33a
      %1394 = llvm.extractvalue %1350[43] : !llvm_struct_31b33a
      %1395 = llvm.extractvalue %1350[44] : !llvm_struct_31b33a
      %1396 = llvm.extractvalue %1350[45] : !llvm_struct_31b33a
      %1397 = llvm.extractvalue %1350[46] : !llvm_struct_31b33a
      %1398 = llvm.extractvalue %1350[47] : !llvm_struct_31b33a
      %1399 = llvm.extractvalue %1350[48] : !llvm_struct_31b33a
      %1400 = llvm.extractvalue %1350[49] : !llvm_struct_31b33a
      %1401 = llvm.extractvalue %1350[50] : !llvm_struct_31b33a
      %1402 = llvm.extractvalue %1350[51] : !llvm_struct_31b33a
      %1403 = llvm.extractvalue %1350[52] : !llvm_struct_31b33a
      %1404 = llvm.extractvalue %1350[53] : !llvm_struct_31b33a
      %1405 = llvm.extractvalue %1350[54] : !llvm_struct_31b33a
      %1406 = llvm.extractvalue %1350[55] : !llvm_struct_31b33a
      %1407 = llvm.extractvalue %1350[56] : !llvm_struct_31b33a
      %1408 = llvm.extractvalue %1350[57] : !llvm_struct_31b33a
      %1409 = llvm.extractvalue %1350[58] : !llvm_struct_31b33a
      %1410 = llvm.extractvalue %1350[59] : !llvm_struct_31b33a
      %1411 = llvm.extractvalue %1350[60] : !llvm_struct_31b33a
      %1412 = llvm.extractvalue %1350[61] : !llvm_struct_31b33a
      %1413 = llvm.extractvalue %1350[62] : !llvm_struct_31b33a
      %1414 = llvm.extractvalue %1350[63] : !llvm_struct_31b33a
      %1415 = llvm.extractvalue %1350[64] : !llvm_struct_31b33a
      %1416 = llvm.extractvalue %1350[65] : !llvm_struct_31b33a
      %1417 = llvm.extractvalue %1350[66] : !llvm_struct_31b33a
      %1418 = llvm.extractvalue %1350[67] : !llvm_struct_31b33a
      %1419 = llvm.extractvalue %1350[68] : !llvm_struct_31b33a
      %1420 = llvm.extractvalue %1350[69] : !llvm_struct_31b33a
      %1421 = llvm.extractvalue %1350[70] : !llvm_struct_31b33a
      %1422 = llvm.extractvalue %1350[71] : !llvm_struct_31b33a
      %1423 = llvm.extractvalue %1350[72] : !llvm_struct_31b33a
      %1424 = llvm.extractvalue %1350[73] : !llvm_struct_31b33a
      %1425 = llvm.extractvalue %1350[74] : !llvm_struct_31b33a
      %1426 = llvm.extractvalue %1350[75] : !llvm_struct_31b33a
      %1427 = llvm.extractvalue %1350[76] : !llvm_struct_31b33a
      %1428 = llvm.extractvalue %1350[77] : !llvm_struct_31b33a
      %1429 = llvm.extractvalue %1350[78] : !llvm_struct_31b33a
      %1430 = llvm.extractvalue %1350[79] : !llvm_struct_31b33a
      %1431 = llvm.extractvalue %1350[80] : !llvm_struct_31b33a
      %1432 = llvm.extractvalue %1350[81] : !llvm_struct_31b33a
      %1433 = llvm.extractvalue %1350[82] : !llvm_struct_31b33a
      %1434 = llvm.extractvalue %1350[83] : !llvm_struct_31b33a
      %1435 = llvm.extractvalue %1350[84] : !llvm_struct_31b33a
      %1436 = llvm.extractvalue %1350[85] : !llvm_struct_31b33a
      %1437 = llvm.extractvalue %1350[86] : !llvm_struct_31b33a
      %1438 = llvm.extractvalue %1350[87] : !llvm_struct_31b33a
      %1439 = llvm.extractvalue %1350[88] : !llvm_struct_31b33a
      %1440 = llvm.extractvalue %1350[89] : !llvm_struct_31b33a
      %1441 = llvm.extractvalue %1350[90] : !llvm_struct_31b33a
      %1442 = llvm.extractvalue %1350[91] : !llvm_struct_31b33a
      %1443 = llvm.extractvalue %1350[92] : !llvm_struct_31b33a
      %1444 = llvm.extractvalue %1350[93] : !llvm_struct_31b33a
      %1445 = llvm.extractvalue %1350[94] : !llvm_struct_31b33a
      %1446 = llvm.extractvalue %1350[95] : !llvm_struct_31b33a
      %1447 = llvm.extractvalue %1350[96] : !llvm_struct_31b33a
      %1448 = llvm.extractvalue %1350[97] : !llvm_struct_31b33a
      %1449 = llvm.extractvalue %1350[98] : !llvm_struct_31b33a
      %1450 = llvm.extractvalue %1350[99] : !llvm_struct_31b33a
      %1451 = llvm.extractvalue %1350[100] : !llvm_struct_31b33a
      %1452 = llvm.extractvalue %1350[101] : !llvm_struct_31b33a
      %1453 = llvm.extractvalue %1350[102] : !llvm_struct_31b33a
      %1454 = llvm.extractvalue %1350[103] : !llvm_struct_31b33a
      %1455 = llvm.extractvalue %1350[104] : !llvm_struct_31b33a
      %1456 = llvm.extractvalue %1350[105] : !llvm_struct_31b33a
      %1457 = llvm.extractvalue %1350[106] : !llvm_struct_31b33a
      %1458 = llvm.extractvalue %1350[107] : !llvm_struct_31b33a
      %1459 = llvm.extractvalue %1350[108] : !llvm_struct_31b33a
      %1460 = llvm.extractvalue %1350[109] : !llvm_struct_31b33a
      %1461 = llvm.extractvalue %1350[110] : !llvm_struct_31b33a
      %1462 = llvm.extractvalue %1350[111] : !llvm_struct_31b33a
      %1463 = llvm.extractvalue %1350[112] : !llvm_struct_31b33a
      %1464 = llvm.extractvalue %1350[113] : !llvm_struct_31b33a
      %1465 = llvm.extractvalue %1350[114] : !llvm_struct_31b33a
      %1466 = llvm.extractvalue %1350[115] : !llvm_struct_31b33a
      %1467 = llvm.extractvalue %1350[116] : !llvm_struct_31b33a
      %1468 = llvm.extractvalue %1350[117] : !llvm_struct_31b33a
      %1469 = llvm.extractvalue %1350[118] : !llvm_struct_31b33a
      %1470 = llvm.extractvalue %1350[119] : !llvm_struct_31b33a
      %1471 = llvm.extractvalue %1350[120] : !llvm_struct_31b33a
      %1472 = llvm.extractvalue %1350[121] : !llvm_struct_31b33a
      %1473 = llvm.extractvalue %1350[122] : !llvm_struct_31b33a
      %1474 = llvm.extractvalue %1350[123] : !llvm_struct_31b33a
      %1475 = llvm.extractvalue %1350[124] : !llvm_struct_31b33a
      %1476 = llvm.extractvalue %1350[125] : !llvm_struct_31b33a
      %1477 = llvm.extractvalue %1350[126] : !llvm_struct_31b33a
      %1478 = llvm.extractvalue %1350[127] : !llvm_struct_31b33a
      llvm.store %1351, %46 : f32, !llvm.ptr
      llvm.store %1352, %237 : f32, !llvm.ptr
      llvm.store %1353, %238 : f32, !llvm.ptr
      llvm.store %1354, %239 : f32, !llvm.ptr
      llvm.store %1355, %240 : f32, !llvm.ptr
      llvm.store %1356, %241 : f32, !llvm.ptr
      llvm.store %1357, %242 : f32, !llvm.ptr
      llvm.store %1358, %243 : f32, !llvm.ptr
      llvm.store %1359, %244 : f32, !llvm.ptr
      llvm.store %1360, %245 : f32, !llvm.ptr
      llvm.store %1361, %246 : f32, !llvm.ptr
      llvm.store %1362, %247 : f32, !llvm.ptr
      llvm.store %1363, %248 : f32, !llvm.ptr
      llvm.store %1364, %249 : f32, !llvm.ptr
      llvm.store %1365, %250 : f32, !llvm.ptr
      llvm.store %1366, %251 : f32, !llvm.ptr
      llvm.store %1367, %252 : f32, !llvm.ptr
      llvm.store %1368, %253 : f32, !llvm.ptr
      llvm.store %1369, %254 : f32, !llvm.ptr
      llvm.store %1370, %255 : f32, !llvm.ptr
      llvm.store %1371, %256 : f32, !llvm.ptr
      llvm.store %1372, %257 : f32, !llvm.ptr
      llvm.store %1373, %258 : f32, !llvm.ptr
      llvm.store %1374, %259 : f32, !llvm.ptr
      llvm.store %1375, %260 : f32, !llvm.ptr
      llvm.store %1376, %261 : f32, !llvm.ptr
      llvm.store %1377, %262 : f32, !llvm.ptr
      llvm.store %1378, %263 : f32, !llvm.ptr
      llvm.store %1379, %264 : f32, !llvm.ptr
      llvm.store %1380, %265 : f32, !llvm.ptr
      llvm.store %1381, %266 : f32, !llvm.ptr
      llvm.store %1382, %267 : f32, !llvm.ptr
      llvm.store %1383, %268 : f32, !llvm.ptr
      llvm.store %1384, %269 : f32, !llvm.ptr
      llvm.store %1385, %270 : f32, !llvm.ptr
      llvm.store %1386, %271 : f32, !llvm.ptr
      llvm.store %1387, %272 : f32, !llvm.ptr
      llvm.store %1388, %273 : f32, !llvm.ptr
      llvm.store %1389, %274 : f32, !llvm.ptr
      llvm.store %1390, %275 : f32, !llvm.ptr
      llvm.store %1391, %276 : f32, !llvm.ptr
      llvm.store %1392, %277 : f32, !llvm.ptr
      llvm.store %1393, %278 : f32, !llvm.ptr
      llvm.store %1394, %279 : f32, !llvm.ptr
      llvm.store %1395, %280 : f32, !llvm.ptr
      llvm.store %1396, %281 : f32, !llvm.ptr
      llvm.store %1397, %282 : f32, !llvm.ptr
      llvm.store %1398, %283 : f32, !llvm.ptr
      llvm.store %1399, %284 : f32, !llvm.ptr
      llvm.store %1400, %285 : f32, !llvm.ptr
      llvm.store %1401, %286 : f32, !llvm.ptr
      llvm.store %1402, %287 : f32, !llvm.ptr
      llvm.store %1403, %288 : f32, !llvm.ptr
      llvm.store %1404, %289 : f32, !llvm.ptr
      llvm.store %1405, %290 : f32, !llvm.ptr
      llvm.store %1406, %291 : f32, !llvm.ptr
      llvm.store %1407, %292 : f32, !llvm.ptr
      llvm.store %1408, %293 : f32, !llvm.ptr
      llvm.store %1409, %294 : f32, !llvm.ptr
      llvm.store %1410, %295 : f32, !llvm.ptr
      llvm.store %1411, %296 : f32, !llvm.ptr
      llvm.store %1412, %297 : f32, !llvm.ptr
      llvm.store %1413, %298 : f32, !llvm.ptr
      llvm.store %1414, %299 : f32, !llvm.ptr
      llvm.store %1415, %300 : f32, !llvm.ptr
      llvm.store %1416, %301 : f32, !llvm.ptr
      llvm.store %1417, %302 : f32, !llvm.ptr
      llvm.store %1418, %303 : f32, !llvm.ptr
      llvm.store %1419, %304 : f32, !llvm.ptr
      llvm.store %1420, %305 : f32, !llvm.ptr
      llvm.store %1421, %306 : f32, !llvm.ptr
      llvm.store %1422, %307 : f32, !llvm.ptr
      llvm.store %1423, %308 : f32, !llvm.ptr
      llvm.store %1424, %309 : f32, !llvm.ptr
      llvm.store %1425, %310 : f32, !llvm.ptr
      llvm.store %1426, %311 : f32, !llvm.ptr
      llvm.store %1427, %312 : f32, !llvm.ptr
      llvm.store %1428, %313 : f32, !llvm.ptr
      llvm.store %1429, %314 : f32, !llvm.ptr
      llvm.store %1430, %315 : f32, !llvm.ptr
      llvm.store %1431, %316 : f32, !llvm.ptr
      llvm.store %1432, %317 : f32, !llvm.ptr
      llvm.store %1433, %318 : f32, !llvm.ptr
      llvm.store %1434, %319 : f32, !llvm.ptr
      llvm.store %1435, %320 : f32, !llvm.ptr
      llvm.store %1436, %321 : f32, !llvm.ptr
      llvm.store %1437, %322 : f32, !llvm.ptr
      llvm.store %1438, %323 : f32, !llvm.ptr
      llvm.store %1439, %324 : f32, !llvm.ptr
      llvm.store %1440, %325 : f32, !llvm.ptr
      llvm.store %1441, %326 : f32, !llvm.ptr
      llvm.store %1442, %327 : f32, !llvm.ptr
      llvm.store %1443, %328 : f32, !llvm.ptr
      llvm.store %1444, %329 : f32, !llvm.ptr
      llvm.store %1445, %330 : f32, !llvm.ptr
      llvm.store %1446, %331 : f32, !llvm.ptr
      llvm.store %1447, %332 : f32, !llvm.ptr
      llvm.store %1448, %333 : f32, !llvm.ptr
      llvm.store %1449, %334 : f32, !llvm.ptr
      llvm.store %1450, %335 : f32, !llvm.ptr
      llvm.store %1451, %336 : f32, !llvm.ptr
      llvm.store %1452, %337 : f32, !llvm.ptr
      llvm.store %1453, %338 : f32, !llvm.ptr
      llvm.store %1454, %339 : f32, !llvm.ptr
      llvm.store %1455, %340 : f32, !llvm.ptr
      llvm.store %1456, %341 : f32, !llvm.ptr
      llvm.store %1457, %342 : f32, !llvm.ptr
      llvm.store %1458, %343 : f32, !llvm.ptr
      llvm.store %1459, %344 : f32, !llvm.ptr
      llvm.store %1460, %345 : f32, !llvm.ptr
      llvm.store %1461, %346 : f32, !llvm.ptr
      llvm.store %1462, %347 : f32, !llvm.ptr
      llvm.store %1463, %348 : f32, !llvm.ptr
      llvm.store %1464, %349 : f32, !llvm.ptr
      llvm.store %1465, %350 : f32, !llvm.ptr
      llvm.store %1466, %351 : f32, !llvm.ptr
      llvm.store %1467, %352 : f32, !llvm.ptr
      llvm.store %1468, %353 : f32, !llvm.ptr
      llvm.store %1469, %354 : f32, !llvm.ptr
      llvm.store %1470, %355 : f32, !llvm.ptr
      llvm.store %1471, %356 : f32, !llvm.ptr
      llvm.store %1472, %357 : f32, !llvm.ptr
      llvm.store %1473, %358 : f32, !llvm.ptr
      llvm.store %1474, %359 : f32, !llvm.ptr
      llvm.store %1475, %360 : f32, !llvm.ptr
      llvm.store %1476, %361 : f32, !llvm.ptr
      llvm.store %1477, %362 : f32, !llvm.ptr
      llvm.store %1478, %363 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1479 = llvm.icmp "sgt" %409, %24 : i32
      llvm.cond_br %1479, ^bb45, ^bb50(%410 : i32)
    ^bb45:  // pred: ^bb44
      llvm.cond_br %102, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %1480 = llvm.getelementptr %90[%410] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1481 = nvvm.mapa.shared.cluster %1480, %96 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1481, %43 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %1482 = llvm.add %410, %43 : i32
      %1483 = llvm.icmp "eq" %1482, %31 : i32
      %1484 = llvm.select %1483, %24, %1482 : i1, i32
      llvm.cond_br %1483, ^bb48, ^bb48
    ^bb48:  // 2 preds: ^bb47, ^bb47
      llvm.br ^bb49
    ^bb49:  // pred: ^bb48
      llvm.br ^bb50(%1484 : i32)
    ^bb50(%1485: i32):  // 2 preds: ^bb44, ^bb49
      llvm.br ^bb51
    ^bb51:  // pred: ^bb50
      llvm.br ^bb52
    ^bb52:  // pred: ^bb51
      %1486 = llvm.add %411, %43 : i32
      %1487 = llvm.icmp "eq" %1486, %31 : i32
      %1488 = llvm.select %1487, %24, %1486 : i1, i32
      llvm.cond_br %1487, ^bb53, ^bb54
    ^bb53:  // pred: ^bb52
      %1489 = llvm.xor %412, %43 : i32
      llvm.br ^bb55(%1489 : i32)
    ^bb54:  // pred: ^bb52
      llvm.br ^bb55(%412 : i32)
    ^bb55(%1490: i32):  // 2 preds: ^bb53, ^bb54
      llvm.br ^bb56
    ^bb56:  // pred: ^bb55
      %1491 = llvm.add %409, %43 : i32
      llvm.br ^bb43(%1491, %1485, %1488, %1490 : i32, i32, i32, i32)
    ^bb57:  // pred: ^bb43
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %102, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %1492 = llvm.getelementptr %90[%410] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1493 = nvvm.mapa.shared.cluster %1492, %96 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1493, %43 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %1494 = llvm.add %410, %43 : i32
      %1495 = llvm.icmp "eq" %1494, %31 : i32
      %1496 = llvm.select %1495, %24, %1494 : i1, i32
      llvm.cond_br %1495, ^bb60, ^bb60
    ^bb60:  // 2 preds: ^bb59, ^bb59
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      llvm.br ^bb62
    ^bb62:  // pred: ^bb61
      %1497 = llvm.mul %407, %41 : i32
      %1498 = llvm.mul %408, %38 : i32
      %1499 = llvm.ptrtoint %46 : !llvm.ptr to i64
      %1500 = llvm.inttoptr %1499 : i64 to !llvm.ptr
      %1501 = llvm.load %1500 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1502 = llvm.ptrtoint %45 : !llvm.ptr to i64
      %1503 = llvm.inttoptr %1502 : i64 to !llvm.ptr
      llvm.store %1501, %1503 {alignment = 32 : i64} : f32, !llvm.ptr
      %1504 = llvm.ptrtoint %237 : !llvm.ptr to i64
      %1505 = llvm.inttoptr %1504 : i64 to !llvm.ptr
      %1506 = llvm.load %1505 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1507 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1508 = llvm.ptrtoint %1507 : !llvm.ptr to i64
      %1509 = llvm.inttoptr %1508 : i64 to !llvm.ptr
      llvm.store %1506, %1509 {alignment = 4 : i64} : f32, !llvm.ptr
      %1510 = llvm.ptrtoint %238 : !llvm.ptr to i64
      %1511 = llvm.inttoptr %1510 : i64 to !llvm.ptr
      %1512 = llvm.load %1511 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1513 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1514 = llvm.ptrtoint %1513 : !llvm.ptr to i64
      %1515 = llvm.inttoptr %1514 : i64 to !llvm.ptr
      llvm.store %1512, %1515 {alignment = 8 : i64} : f32, !llvm.ptr
      %1516 = llvm.ptrtoint %239 : !llvm.ptr to i64
      %1517 = llvm.inttoptr %1516 : i64 to !llvm.ptr
      %1518 = llvm.load %1517 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1519 = llvm.getelementptr %45[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1520 = llvm.ptrtoint %1519 : !llvm.ptr to i64
      %1521 = llvm.inttoptr %1520 : i64 to !llvm.ptr
      llvm.store %1518, %1521 {alignment = 4 : i64} : f32, !llvm.ptr
      %1522 = llvm.ptrtoint %240 : !llvm.ptr to i64
      %1523 = llvm.inttoptr %1522 : i64 to !llvm.ptr
      %1524 = llvm.load %1523 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1525 = llvm.getelementptr %45[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1526 = llvm.ptrtoint %1525 : !llvm.ptr to i64
      %1527 = llvm.inttoptr %1526 : i64 to !llvm.ptr
      llvm.store %1524, %1527 {alignment = 16 : i64} : f32, !llvm.ptr
      %1528 = llvm.ptrtoint %241 : !llvm.ptr to i64
      %1529 = llvm.inttoptr %1528 : i64 to !llvm.ptr
      %1530 = llvm.load %1529 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1531 = llvm.getelementptr %45[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1532 = llvm.ptrtoint %1531 : !llvm.ptr to i64
      %1533 = llvm.inttoptr %1532 : i64 to !llvm.ptr
      llvm.store %1530, %1533 {alignment = 4 : i64} : f32, !llvm.ptr
      %1534 = llvm.ptrtoint %242 : !llvm.ptr to i64
      %1535 = llvm.inttoptr %1534 : i64 to !llvm.ptr
      %1536 = llvm.load %1535 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1537 = llvm.getelementptr %45[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1538 = llvm.ptrtoint %1537 : !llvm.ptr to i64
      %1539 = llvm.inttoptr %1538 : i64 to !llvm.ptr
      llvm.store %1536, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
      %1540 = llvm.ptrtoint %243 : !llvm.ptr to i64
      %1541 = llvm.inttoptr %1540 : i64 to !llvm.ptr
      %1542 = llvm.load %1541 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1543 = llvm.getelementptr %45[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1544 = llvm.ptrtoint %1543 : !llvm.ptr to i64
      %1545 = llvm.inttoptr %1544 : i64 to !llvm.ptr
      llvm.store %1542, %1545 {alignment = 4 : i64} : f32, !llvm.ptr
      %1546 = llvm.ptrtoint %244 : !llvm.ptr to i64
      %1547 = llvm.inttoptr %1546 : i64 to !llvm.ptr
      %1548 = llvm.load %1547 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1549 = llvm.getelementptr %45[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1550 = llvm.ptrtoint %1549 : !llvm.ptr to i64
      %1551 = llvm.inttoptr %1550 : i64 to !llvm.ptr
      llvm.store %1548, %1551 {alignment = 32 : i64} : f32, !llvm.ptr
      %1552 = llvm.ptrtoint %245 : !llvm.ptr to i64
      %1553 = llvm.inttoptr %1552 : i64 to !llvm.ptr
      %1554 = llvm.load %1553 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1555 = llvm.getelementptr %45[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1556 = llvm.ptrtoint %1555 : !llvm.ptr to i64
      %1557 = llvm.inttoptr %1556 : i64 to !llvm.ptr
      llvm.store %1554, %1557 {alignment = 4 : i64} : f32, !llvm.ptr
      %1558 = llvm.ptrtoint %246 : !llvm.ptr to i64
      %1559 = llvm.inttoptr %1558 : i64 to !llvm.ptr
      %1560 = llvm.load %1559 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1561 = llvm.getelementptr %45[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1562 = llvm.ptrtoint %1561 : !llvm.ptr to i64
      %1563 = llvm.inttoptr %1562 : i64 to !llvm.ptr
      llvm.store %1560, %1563 {alignment = 8 : i64} : f32, !llvm.ptr
      %1564 = llvm.ptrtoint %247 : !llvm.ptr to i64
      %1565 = llvm.inttoptr %1564 : i64 to !llvm.ptr
      %1566 = llvm.load %1565 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1567 = llvm.getelementptr %45[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1568 = llvm.ptrtoint %1567 : !llvm.ptr to i64
      %1569 = llvm.inttoptr %1568 : i64 to !llvm.ptr
      llvm.store %1566, %1569 {alignment = 4 : i64} : f32, !llvm.ptr
      %1570 = llvm.ptrtoint %248 : !llvm.ptr to i64
      %1571 = llvm.inttoptr %1570 : i64 to !llvm.ptr
      %1572 = llvm.load %1571 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1573 = llvm.getelementptr %45[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1574 = llvm.ptrtoint %1573 : !llvm.ptr to i64
      %1575 = llvm.inttoptr %1574 : i64 to !llvm.ptr
      llvm.store %1572, %1575 {alignment = 16 : i64} : f32, !llvm.ptr
      %1576 = llvm.ptrtoint %249 : !llvm.ptr to i64
      %1577 = llvm.inttoptr %1576 : i64 to !llvm.ptr
      %1578 = llvm.load %1577 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1579 = llvm.getelementptr %45[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1580 = llvm.ptrtoint %1579 : !llvm.ptr to i64
      %1581 = llvm.inttoptr %1580 : i64 to !llvm.ptr
      llvm.store %1578, %1581 {alignment = 4 : i64} : f32, !llvm.ptr
      %1582 = llvm.ptrtoint %250 : !llvm.ptr to i64
      %1583 = llvm.inttoptr %1582 : i64 to !llvm.ptr
      %1584 = llvm.load %1583 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1585 = llvm.getelementptr %45[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1586 = llvm.ptrtoint %1585 : !llvm.ptr to i64
      %1587 = llvm.inttoptr %1586 : i64 to !llvm.ptr
      llvm.store %1584, %1587 {alignment = 8 : i64} : f32, !llvm.ptr
      %1588 = llvm.ptrtoint %251 : !llvm.ptr to i64
      %1589 = llvm.inttoptr %1588 : i64 to !llvm.ptr
      %1590 = llvm.load %1589 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1591 = llvm.getelementptr %45[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1592 = llvm.ptrtoint %1591 : !llvm.ptr to i64
      %1593 = llvm.inttoptr %1592 : i64 to !llvm.ptr
      llvm.store %1590, %1593 {alignment = 4 : i64} : f32, !llvm.ptr
      %1594 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1595 = llvm.fptrunc %1594 : vector<16xf32> to vector<16xf16>
      llvm.store %1595, %44 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %1596 = llvm.mul %365, %36 : i32
      llvm.br ^bb63(%24 : i32)
    ^bb63(%1597: i32):  // 2 preds: ^bb62, ^bb64
      %1598 = llvm.icmp "slt" %1597, %25 : i32
      llvm.cond_br %1598, ^bb64, ^bb65 {llvm.loop_annotation = #loop_annotation}
    ^bb64:  // pred: ^bb63
      %1599 = llvm.mul %1597, %37 : i32
      %1600 = llvm.getelementptr %44[%1599] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1601 = llvm.mul %1597, %42 : i32
      %1602 = llvm.getelementptr %236[%1601] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1603 = llvm.load %1600 : !llvm.ptr -> vector<4xi32>
      %1604 = llvm.ptrtoint %1602 : !llvm.ptr<3> to i64
      %1605 = llvm.and %1604, %8 : i64
      %1606 = llvm.ashr %1605, %7 : i64
      %1607 = llvm.xor %1604, %1606 : i64
      %1608 = llvm.inttoptr %1607 : i64 to !llvm.ptr<3>
      %1609 = llvm.getelementptr %1608[%1596] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1610 = llvm.extractelement %1603[%24 : i32] : vector<4xi32>
      %1611 = llvm.extractelement %1603[%43 : i32] : vector<4xi32>
      %1612 = llvm.extractelement %1603[%25 : i32] : vector<4xi32>
      %1613 = llvm.extractelement %1603[%17 : i32] : vector<4xi32>
      nvvm.stmatrix %1609, %1610, %1611, %1612, %1613 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1614 = llvm.add %1597, %43 : i32
      llvm.br ^bb63(%1614 : i32)
    ^bb65:  // pred: ^bb63
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      llvm.cond_br %364, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %1615 = llvm.getelementptr %86[%1596] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1616 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1617 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1616, %1615, box[%1498, %1497, %378] l2_cache_hint = %1617 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      %1618 = llvm.add %365, %43 : i32
      %1619 = llvm.srem %1618, %31 : i32
      %1620 = llvm.ptrtoint %252 : !llvm.ptr to i64
      %1621 = llvm.inttoptr %1620 : i64 to !llvm.ptr
      %1622 = llvm.load %1621 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1622, %1503 {alignment = 32 : i64} : f32, !llvm.ptr
      %1623 = llvm.ptrtoint %253 : !llvm.ptr to i64
      %1624 = llvm.inttoptr %1623 : i64 to !llvm.ptr
      %1625 = llvm.load %1624 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1625, %1509 {alignment = 4 : i64} : f32, !llvm.ptr
      %1626 = llvm.ptrtoint %254 : !llvm.ptr to i64
      %1627 = llvm.inttoptr %1626 : i64 to !llvm.ptr
      %1628 = llvm.load %1627 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1628, %1515 {alignment = 8 : i64} : f32, !llvm.ptr
      %1629 = llvm.ptrtoint %255 : !llvm.ptr to i64
      %1630 = llvm.inttoptr %1629 : i64 to !llvm.ptr
      %1631 = llvm.load %1630 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1631, %1521 {alignment = 4 : i64} : f32, !llvm.ptr
      %1632 = llvm.ptrtoint %256 : !llvm.ptr to i64
      %1633 = llvm.inttoptr %1632 : i64 to !llvm.ptr
      %1634 = llvm.load %1633 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1634, %1527 {alignment = 16 : i64} : f32, !llvm.ptr
      %1635 = llvm.ptrtoint %257 : !llvm.ptr to i64
      %1636 = llvm.inttoptr %1635 : i64 to !llvm.ptr
      %1637 = llvm.load %1636 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1637, %1533 {alignment = 4 : i64} : f32, !llvm.ptr
      %1638 = llvm.ptrtoint %258 : !llvm.ptr to i64
      %1639 = llvm.inttoptr %1638 : i64 to !llvm.ptr
      %1640 = llvm.load %1639 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1640, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
      %1641 = llvm.ptrtoint %259 : !llvm.ptr to i64
      %1642 = llvm.inttoptr %1641 : i64 to !llvm.ptr
      %1643 = llvm.load %1642 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1643, %1545 {alignment = 4 : i64} : f32, !llvm.ptr
      %1644 = llvm.ptrtoint %260 : !llvm.ptr to i64
      %1645 = llvm.inttoptr %1644 : i64 to !llvm.ptr
      %1646 = llvm.load %1645 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1646, %1551 {alignment = 32 : i64} : f32, !llvm.ptr
      %1647 = llvm.ptrtoint %261 : !llvm.ptr to i64
      %1648 = llvm.inttoptr %1647 : i64 to !llvm.ptr
      %1649 = llvm.load %1648 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1649, %1557 {alignment = 4 : i64} : f32, !llvm.ptr
      %1650 = llvm.ptrtoint %262 : !llvm.ptr to i64
      %1651 = llvm.inttoptr %1650 : i64 to !llvm.ptr
      %1652 = llvm.load %1651 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1652, %1563 {alignment = 8 : i64} : f32, !llvm.ptr
      %1653 = llvm.ptrtoint %263 : !llvm.ptr to i64
      %1654 = llvm.inttoptr %1653 : i64 to !llvm.ptr
      %1655 = llvm.load %1654 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1655, %1569 {alignment = 4 : i64} : f32, !llvm.ptr
      %1656 = llvm.ptrtoint %264 : !llvm.ptr to i64
      %1657 = llvm.inttoptr %1656 : i64 to !llvm.ptr
      %1658 = llvm.load %1657 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1658, %1575 {alignment = 16 : i64} : f32, !llvm.ptr
      %1659 = llvm.ptrtoint %265 : !llvm.ptr to i64
      %1660 = llvm.inttoptr %1659 : i64 to !llvm.ptr
      %1661 = llvm.load %1660 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1661, %1581 {alignment = 4 : i64} : f32, !llvm.ptr
      %1662 = llvm.ptrtoint %266 : !llvm.ptr to i64
      %1663 = llvm.inttoptr %1662 : i64 to !llvm.ptr
      %1664 = llvm.load %1663 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1664, %1587 {alignment = 8 : i64} : f32, !llvm.ptr
      %1665 = llvm.ptrtoint %267 : !llvm.ptr to i64
      %1666 = llvm.inttoptr %1665 : i64 to !llvm.ptr
      %1667 = llvm.load %1666 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1667, %1593 {alignment = 4 : i64} : f32, !llvm.ptr
      %1668 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1669 = llvm.fptrunc %1668 : vector<16xf32> to vector<16xf16>
      llvm.store %1669, %44 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %1670 = llvm.mul %1619, %36 : i32
      llvm.br ^bb68(%24 : i32)
    ^bb68(%1671: i32):  // 2 preds: ^bb67, ^bb69
      %1672 = llvm.icmp "slt" %1671, %25 : i32
      llvm.cond_br %1672, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %1673 = llvm.mul %1671, %37 : i32
      %1674 = llvm.getelementptr %44[%1673] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1675 = llvm.mul %1671, %42 : i32
      %1676 = llvm.getelementptr %236[%1675] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1677 = llvm.load %1674 : !llvm.ptr -> vector<4xi32>
      %1678 = llvm.ptrtoint %1676 : !llvm.ptr<3> to i64
      %1679 = llvm.and %1678, %8 : i64
      %1680 = llvm.ashr %1679, %7 : i64
      %1681 = llvm.xor %1678, %1680 : i64
      %1682 = llvm.inttoptr %1681 : i64 to !llvm.ptr<3>
      %1683 = llvm.getelementptr %1682[%1670] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1684 = llvm.extractelement %1677[%24 : i32] : vector<4xi32>
      %1685 = llvm.extractelement %1677[%43 : i32] : vector<4xi32>
      %1686 = llvm.extractelement %1677[%25 : i32] : vector<4xi32>
      %1687 = llvm.extractelement %1677[%17 : i32] : vector<4xi32>
      nvvm.stmatrix %1683, %1684, %1685, %1686, %1687 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1688 = llvm.add %1671, %43 : i32
      llvm.br ^bb68(%1688 : i32)
    ^bb70:  // pred: ^bb68
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      llvm.cond_br %364, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %1689 = llvm.getelementptr %86[%1670] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1690 = llvm.add %1498, %23 : i32
      %1691 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1692 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1691, %1689, box[%1690, %1497, %378] l2_cache_hint = %1692 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      %1693 = llvm.add %1619, %43 : i32
      %1694 = llvm.srem %1693, %31 : i32
      %1695 = llvm.ptrtoint %268 : !llvm.ptr to i64
      %1696 = llvm.inttoptr %1695 : i64 to !llvm.ptr
      %1697 = llvm.load %1696 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1697, %1503 {alignment = 32 : i64} : f32, !llvm.ptr
      %1698 = llvm.ptrtoint %269 : !llvm.ptr to i64
      %1699 = llvm.inttoptr %1698 : i64 to !llvm.ptr
      %1700 = llvm.load %1699 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1700, %1509 {alignment = 4 : i64} : f32, !llvm.ptr
      %1701 = llvm.ptrtoint %270 : !llvm.ptr to i64
      %1702 = llvm.inttoptr %1701 : i64 to !llvm.ptr
      %1703 = llvm.load %1702 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1703, %1515 {alignment = 8 : i64} : f32, !llvm.ptr
      %1704 = llvm.ptrtoint %271 : !llvm.ptr to i64
      %1705 = llvm.inttoptr %1704 : i64 to !llvm.ptr
      %1706 = llvm.load %1705 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1706, %1521 {alignment = 4 : i64} : f32, !llvm.ptr
      %1707 = llvm.ptrtoint %272 : !llvm.ptr to i64
      %1708 = llvm.inttoptr %1707 : i64 to !llvm.ptr
      %1709 = llvm.load %1708 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1709, %1527 {alignment = 16 : i64} : f32, !llvm.ptr
      %1710 = llvm.ptrtoint %273 : !llvm.ptr to i64
      %1711 = llvm.inttoptr %1710 : i64 to !llvm.ptr
      %1712 = llvm.load %1711 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1712, %1533 {alignment = 4 : i64} : f32, !llvm.ptr
      %1713 = llvm.ptrtoint %274 : !llvm.ptr to i64
      %1714 = llvm.inttoptr %1713 : i64 to !llvm.ptr
      %1715 = llvm.load %1714 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1715, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
      %1716 = llvm.ptrtoint %275 : !llvm.ptr to i64
      %1717 = llvm.inttoptr %1716 : i64 to !llvm.ptr
      %1718 = llvm.load %1717 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1718, %1545 {alignment = 4 : i64} : f32, !llvm.ptr
      %1719 = llvm.ptrtoint %276 : !llvm.ptr to i64
      %1720 = llvm.inttoptr %1719 : i64 to !llvm.ptr
      %1721 = llvm.load %1720 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1721, %1551 {alignment = 32 : i64} : f32, !llvm.ptr
      %1722 = llvm.ptrtoint %277 : !llvm.ptr to i64
      %1723 = llvm.inttoptr %1722 : i64 to !llvm.ptr
      %1724 = llvm.load %1723 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1724, %1557 {alignment = 4 : i64} : f32, !llvm.ptr
      %1725 = llvm.ptrtoint %278 : !llvm.ptr to i64
      %1726 = llvm.inttoptr %1725 : i64 to !llvm.ptr
      %1727 = llvm.load %1726 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1727, %1563 {alignment = 8 : i64} : f32, !llvm.ptr
      %1728 = llvm.ptrtoint %279 : !llvm.ptr to i64
      %1729 = llvm.inttoptr %1728 : i64 to !llvm.ptr
      %1730 = llvm.load %1729 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1730, %1569 {alignment = 4 : i64} : f32, !llvm.ptr
      %1731 = llvm.ptrtoint %280 : !llvm.ptr to i64
      %1732 = llvm.inttoptr %1731 : i64 to !llvm.ptr
      %1733 = llvm.load %1732 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1733, %1575 {alignment = 16 : i64} : f32, !llvm.ptr
      %1734 = llvm.ptrtoint %281 : !llvm.ptr to i64
      %1735 = llvm.inttoptr %1734 : i64 to !llvm.ptr
      %1736 = llvm.load %1735 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1736, %1581 {alignment = 4 : i64} : f32, !llvm.ptr
      %1737 = llvm.ptrtoint %282 : !llvm.ptr to i64
      %1738 = llvm.inttoptr %1737 : i64 to !llvm.ptr
      %1739 = llvm.load %1738 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1739, %1587 {alignment = 8 : i64} : f32, !llvm.ptr
      %1740 = llvm.ptrtoint %283 : !llvm.ptr to i64
      %1741 = llvm.inttoptr %1740 : i64 to !llvm.ptr
      %1742 = llvm.load %1741 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1742, %1593 {alignment = 4 : i64} : f32, !llvm.ptr
      %1743 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1744 = llvm.fptrunc %1743 : vector<16xf32> to vector<16xf16>
      llvm.store %1744, %44 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %1745 = llvm.mul %1694, %36 : i32
      llvm.br ^bb73(%24 : i32)
    ^bb73(%1746: i32):  // 2 preds: ^bb72, ^bb74
      %1747 = llvm.icmp "slt" %1746, %25 : i32
      llvm.cond_br %1747, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %1748 = llvm.mul %1746, %37 : i32
      %1749 = llvm.getelementptr %44[%1748] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1750 = llvm.mul %1746, %42 : i32
      %1751 = llvm.getelementptr %236[%1750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1752 = llvm.load %1749 : !llvm.ptr -> vector<4xi32>
      %1753 = llvm.ptrtoint %1751 : !llvm.ptr<3> to i64
      %1754 = llvm.and %1753, %8 : i64
      %1755 = llvm.ashr %1754, %7 : i64
      %1756 = llvm.xor %1753, %1755 : i64
      %1757 = llvm.inttoptr %1756 : i64 to !llvm.ptr<3>
      %1758 = llvm.getelementptr %1757[%1745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1759 = llvm.extractelement %1752[%24 : i32] : vector<4xi32>
      %1760 = llvm.extractelement %1752[%43 : i32] : vector<4xi32>
      %1761 = llvm.extractelement %1752[%25 : i32] : vector<4xi32>
      %1762 = llvm.extractelement %1752[%17 : i32] : vector<4xi32>
      nvvm.stmatrix %1758, %1759, %1760, %1761, %1762 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1763 = llvm.add %1746, %43 : i32
      llvm.br ^bb73(%1763 : i32)
    ^bb75:  // pred: ^bb73
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      llvm.cond_br %364, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %1764 = llvm.getelementptr %86[%1745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1765 = llvm.add %1498, %28 : i32
      %1766 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1767 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1766, %1764, box[%1765, %1497, %378] l2_cache_hint = %1767 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      %1768 = llvm.add %1694, %43 : i32
      %1769 = llvm.srem %1768, %31 : i32
      %1770 = llvm.ptrtoint %284 : !llvm.ptr to i64
      %1771 = llvm.inttoptr %1770 : i64 to !llvm.ptr
      %1772 = llvm.load %1771 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1772, %1503 {alignment = 32 : i64} : f32, !llvm.ptr
      %1773 = llvm.ptrtoint %285 : !llvm.ptr to i64
      %1774 = llvm.inttoptr %1773 : i64 to !llvm.ptr
      %1775 = llvm.load %1774 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1775, %1509 {alignment = 4 : i64} : f32, !llvm.ptr
      %1776 = llvm.ptrtoint %286 : !llvm.ptr to i64
      %1777 = llvm.inttoptr %1776 : i64 to !llvm.ptr
      %1778 = llvm.load %1777 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1778, %1515 {alignment = 8 : i64} : f32, !llvm.ptr
      %1779 = llvm.ptrtoint %287 : !llvm.ptr to i64
      %1780 = llvm.inttoptr %1779 : i64 to !llvm.ptr
      %1781 = llvm.load %1780 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1781, %1521 {alignment = 4 : i64} : f32, !llvm.ptr
      %1782 = llvm.ptrtoint %288 : !llvm.ptr to i64
      %1783 = llvm.inttoptr %1782 : i64 to !llvm.ptr
      %1784 = llvm.load %1783 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1784, %1527 {alignment = 16 : i64} : f32, !llvm.ptr
      %1785 = llvm.ptrtoint %289 : !llvm.ptr to i64
      %1786 = llvm.inttoptr %1785 : i64 to !llvm.ptr
      %1787 = llvm.load %1786 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1787, %1533 {alignment = 4 : i64} : f32, !llvm.ptr
      %1788 = llvm.ptrtoint %290 : !llvm.ptr to i64
      %1789 = llvm.inttoptr %1788 : i64 to !llvm.ptr
      %1790 = llvm.load %1789 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1790, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
      %1791 = llvm.ptrtoint %291 : !llvm.ptr to i64
      %1792 = llvm.inttoptr %1791 : i64 to !llvm.ptr
      %1793 = llvm.load %1792 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1793, %1545 {alignment = 4 : i64} : f32, !llvm.ptr
      %1794 = llvm.ptrtoint %292 : !llvm.ptr to i64
      %1795 = llvm.inttoptr %1794 : i64 to !llvm.ptr
      %1796 = llvm.load %1795 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1796, %1551 {alignment = 32 : i64} : f32, !llvm.ptr
      %1797 = llvm.ptrtoint %293 : !llvm.ptr to i64
      %1798 = llvm.inttoptr %1797 : i64 to !llvm.ptr
      %1799 = llvm.load %1798 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1799, %1557 {alignment = 4 : i64} : f32, !llvm.ptr
      %1800 = llvm.ptrtoint %294 : !llvm.ptr to i64
      %1801 = llvm.inttoptr %1800 : i64 to !llvm.ptr
      %1802 = llvm.load %1801 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1802, %1563 {alignment = 8 : i64} : f32, !llvm.ptr
      %1803 = llvm.ptrtoint %295 : !llvm.ptr to i64
      %1804 = llvm.inttoptr %1803 : i64 to !llvm.ptr
      %1805 = llvm.load %1804 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1805, %1569 {alignment = 4 : i64} : f32, !llvm.ptr
      %1806 = llvm.ptrtoint %296 : !llvm.ptr to i64
      %1807 = llvm.inttoptr %1806 : i64 to !llvm.ptr
      %1808 = llvm.load %1807 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1808, %1575 {alignment = 16 : i64} : f32, !llvm.ptr
      %1809 = llvm.ptrtoint %297 : !llvm.ptr to i64
      %1810 = llvm.inttoptr %1809 : i64 to !llvm.ptr
      %1811 = llvm.load %1810 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1811, %1581 {alignment = 4 : i64} : f32, !llvm.ptr
      %1812 = llvm.ptrtoint %298 : !llvm.ptr to i64
      %1813 = llvm.inttoptr %1812 : i64 to !llvm.ptr
      %1814 = llvm.load %1813 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1814, %1587 {alignment = 8 : i64} : f32, !llvm.ptr
      %1815 = llvm.ptrtoint %299 : !llvm.ptr to i64
      %1816 = llvm.inttoptr %1815 : i64 to !llvm.ptr
      %1817 = llvm.load %1816 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1817, %1593 {alignment = 4 : i64} : f32, !llvm.ptr
      %1818 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1819 = llvm.fptrunc %1818 : vector<16xf32> to vector<16xf16>
      llvm.store %1819, %44 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %1820 = llvm.mul %1769, %36 : i32
      llvm.br ^bb78(%24 : i32)
    ^bb78(%1821: i32):  // 2 preds: ^bb77, ^bb79
      %1822 = llvm.icmp "slt" %1821, %25 : i32
      llvm.cond_br %1822, ^bb79, ^bb80 {llvm.loop_annotation = #loop_annotation}
    ^bb79:  // pred: ^bb78
      %1823 = llvm.mul %1821, %37 : i32
      %1824 = llvm.getelementptr %44[%1823] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1825 = llvm.mul %1821, %42 : i32
      %1826 = llvm.getelementptr %236[%1825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1827 = llvm.load %1824 : !llvm.ptr -> vector<4xi32>
      %1828 = llvm.ptrtoint %1826 : !llvm.ptr<3> to i64
      %1829 = llvm.and %1828, %8 : i64
      %1830 = llvm.ashr %1829, %7 : i64
      %1831 = llvm.xor %1828, %1830 : i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr<3>
      %1833 = llvm.getelementptr %1832[%1820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1834 = llvm.extractelement %1827[%24 : i32] : vector<4xi32>
      %1835 = llvm.extractelement %1827[%43 : i32] : vector<4xi32>
      %1836 = llvm.extractelement %1827[%25 : i32] : vector<4xi32>
      %1837 = llvm.extractelement %1827[%17 : i32] : vector<4xi32>
      nvvm.stmatrix %1833, %1834, %1835, %1836, %1837 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1838 = llvm.add %1821, %43 : i32
      llvm.br ^bb78(%1838 : i32)
    ^bb80:  // pred: ^bb78
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      llvm.cond_br %364, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %1839 = llvm.getelementptr %86[%1820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1840 = llvm.add %1498, %5 : i32
      %1841 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1842 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1841, %1839, box[%1840, %1497, %378] l2_cache_hint = %1842 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      %1843 = llvm.add %1769, %43 : i32
      %1844 = llvm.srem %1843, %31 : i32
      %1845 = llvm.ptrtoint %300 : !llvm.ptr to i64
      %1846 = llvm.inttoptr %1845 : i64 to !llvm.ptr
      %1847 = llvm.load %1846 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1847, %1503 {alignment = 32 : i64} : f32, !llvm.ptr
      %1848 = llvm.ptrtoint %301 : !llvm.ptr to i64
      %1849 = llvm.inttoptr %1848 : i64 to !llvm.ptr
      %1850 = llvm.load %1849 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1850, %1509 {alignment = 4 : i64} : f32, !llvm.ptr
      %1851 = llvm.ptrtoint %302 : !llvm.ptr to i64
      %1852 = llvm.inttoptr %1851 : i64 to !llvm.ptr
      %1853 = llvm.load %1852 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1853, %1515 {alignment = 8 : i64} : f32, !llvm.ptr
      %1854 = llvm.ptrtoint %303 : !llvm.ptr to i64
      %1855 = llvm.inttoptr %1854 : i64 to !llvm.ptr
      %1856 = llvm.load %1855 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1856, %1521 {alignment = 4 : i64} : f32, !llvm.ptr
      %1857 = llvm.ptrtoint %304 : !llvm.ptr to i64
      %1858 = llvm.inttoptr %1857 : i64 to !llvm.ptr
      %1859 = llvm.load %1858 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1859, %1527 {alignment = 16 : i64} : f32, !llvm.ptr
      %1860 = llvm.ptrtoint %305 : !llvm.ptr to i64
      %1861 = llvm.inttoptr %1860 : i64 to !llvm.ptr
      %1862 = llvm.load %1861 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1862, %1533 {alignment = 4 : i64} : f32, !llvm.ptr
      %1863 = llvm.ptrtoint %306 : !llvm.ptr to i64
      %1864 = llvm.inttoptr %1863 : i64 to !llvm.ptr
      %1865 = llvm.load %1864 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1865, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
      %1866 = llvm.ptrtoint %307 : !llvm.ptr to i64
      %1867 = llvm.inttoptr %1866 : i64 to !llvm.ptr
      %1868 = llvm.load %1867 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1868, %1545 {alignment = 4 : i64} : f32, !llvm.ptr
      %1869 = llvm.ptrtoint %308 : !llvm.ptr to i64
      %1870 = llvm.inttoptr %1869 : i64 to !llvm.ptr
      %1871 = llvm.load %1870 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1871, %1551 {alignment = 32 : i64} : f32, !llvm.ptr
      %1872 = llvm.ptrtoint %309 : !llvm.ptr to i64
      %1873 = llvm.inttoptr %1872 : i64 to !llvm.ptr
      %1874 = llvm.load %1873 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1874, %1557 {alignment = 4 : i64} : f32, !llvm.ptr
      %1875 = llvm.ptrtoint %310 : !llvm.ptr to i64
      %1876 = llvm.inttoptr %1875 : i64 to !llvm.ptr
      %1877 = llvm.load %1876 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1877, %1563 {alignment = 8 : i64} : f32, !llvm.ptr
      %1878 = llvm.ptrtoint %311 : !llvm.ptr to i64
      %1879 = llvm.inttoptr %1878 : i64 to !llvm.ptr
      %1880 = llvm.load %1879 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1880, %1569 {alignment = 4 : i64} : f32, !llvm.ptr
      %1881 = llvm.ptrtoint %312 : !llvm.ptr to i64
      %1882 = llvm.inttoptr %1881 : i64 to !llvm.ptr
      %1883 = llvm.load %1882 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1883, %1575 {alignment = 16 : i64} : f32, !llvm.ptr
      %1884 = llvm.ptrtoint %313 : !llvm.ptr to i64
      %1885 = llvm.inttoptr %1884 : i64 to !llvm.ptr
      %1886 = llvm.load %1885 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1886, %1581 {alignment = 4 : i64} : f32, !llvm.ptr
      %1887 = llvm.ptrtoint %314 : !llvm.ptr to i64
      %1888 = llvm.inttoptr %1887 : i64 to !llvm.ptr
      %1889 = llvm.load %1888 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1889, %1587 {alignment = 8 : i64} : f32, !llvm.ptr
      %1890 = llvm.ptrtoint %315 : !llvm.ptr to i64
      %1891 = llvm.inttoptr %1890 : i64 to !llvm.ptr
      %1892 = llvm.load %1891 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1892, %1593 {alignment = 4 : i64} : f32, !llvm.ptr
      %1893 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1894 = llvm.fptrunc %1893 : vector<16xf32> to vector<16xf16>
      llvm.store %1894, %44 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %1895 = llvm.mul %1844, %36 : i32
      llvm.br ^bb83(%24 : i32)
    ^bb83(%1896: i32):  // 2 preds: ^bb82, ^bb84
      %1897 = llvm.icmp "slt" %1896, %25 : i32
      llvm.cond_br %1897, ^bb84, ^bb85 {llvm.loop_annotation = #loop_annotation}
    ^bb84:  // pred: ^bb83
      %1898 = llvm.mul %1896, %37 : i32
      %1899 = llvm.getelementptr %44[%1898] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1900 = llvm.mul %1896, %42 : i32
      %1901 = llvm.getelementptr %236[%1900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1902 = llvm.load %1899 : !llvm.ptr -> vector<4xi32>
      %1903 = llvm.ptrtoint %1901 : !llvm.ptr<3> to i64
      %1904 = llvm.and %1903, %8 : i64
      %1905 = llvm.ashr %1904, %7 : i64
      %1906 = llvm.xor %1903, %1905 : i64
      %1907 = llvm.inttoptr %1906 : i64 to !llvm.ptr<3>
      %1908 = llvm.getelementptr %1907[%1895] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1909 = llvm.extractelement %1902[%24 : i32] : vector<4xi32>
      %1910 = llvm.extractelement %1902[%43 : i32] : vector<4xi32>
      %1911 = llvm.extractelement %1902[%25 : i32] : vector<4xi32>
      %1912 = llvm.extractelement %1902[%17 : i32] : vector<4xi32>
      nvvm.stmatrix %1908, %1909, %1910, %1911, %1912 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1913 = llvm.add %1896, %43 : i32
      llvm.br ^bb83(%1913 : i32)
    ^bb85:  // pred: ^bb83
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      llvm.cond_br %364, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1914 = llvm.getelementptr %86[%1895] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1915 = llvm.add %1498, %41 : i32
      %1916 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1917 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1916, %1914, box[%1915, %1497, %378] l2_cache_hint = %1917 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      %1918 = llvm.add %1844, %43 : i32
      %1919 = llvm.srem %1918, %31 : i32
      %1920 = llvm.ptrtoint %316 : !llvm.ptr to i64
      %1921 = llvm.inttoptr %1920 : i64 to !llvm.ptr
      %1922 = llvm.load %1921 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1922, %1503 {alignment = 32 : i64} : f32, !llvm.ptr
      %1923 = llvm.ptrtoint %317 : !llvm.ptr to i64
      %1924 = llvm.inttoptr %1923 : i64 to !llvm.ptr
      %1925 = llvm.load %1924 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1925, %1509 {alignment = 4 : i64} : f32, !llvm.ptr
      %1926 = llvm.ptrtoint %318 : !llvm.ptr to i64
      %1927 = llvm.inttoptr %1926 : i64 to !llvm.ptr
      %1928 = llvm.load %1927 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1928, %1515 {alignment = 8 : i64} : f32, !llvm.ptr
      %1929 = llvm.ptrtoint %319 : !llvm.ptr to i64
      %1930 = llvm.inttoptr %1929 : i64 to !llvm.ptr
      %1931 = llvm.load %1930 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1931, %1521 {alignment = 4 : i64} : f32, !llvm.ptr
      %1932 = llvm.ptrtoint %320 : !llvm.ptr to i64
      %1933 = llvm.inttoptr %1932 : i64 to !llvm.ptr
      %1934 = llvm.load %1933 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1934, %1527 {alignment = 16 : i64} : f32, !llvm.ptr
      %1935 = llvm.ptrtoint %321 : !llvm.ptr to i64
      %1936 = llvm.inttoptr %1935 : i64 to !llvm.ptr
      %1937 = llvm.load %1936 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1937, %1533 {alignment = 4 : i64} : f32, !llvm.ptr
      %1938 = llvm.ptrtoint %322 : !llvm.ptr to i64
      %1939 = llvm.inttoptr %1938 : i64 to !llvm.ptr
      %1940 = llvm.load %1939 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1940, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
      %1941 = llvm.ptrtoint %323 : !llvm.ptr to i64
      %1942 = llvm.inttoptr %1941 : i64 to !llvm.ptr
      %1943 = llvm.load %1942 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1943, %1545 {alignment = 4 : i64} : f32, !llvm.ptr
      %1944 = llvm.ptrtoint %324 : !llvm.ptr to i64
      %1945 = llvm.inttoptr %1944 : i64 to !llvm.ptr
      %1946 = llvm.load %1945 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1946, %1551 {alignment = 32 : i64} : f32, !llvm.ptr
      %1947 = llvm.ptrtoint %325 : !llvm.ptr to i64
      %1948 = llvm.inttoptr %1947 : i64 to !llvm.ptr
      %1949 = llvm.load %1948 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1949, %1557 {alignment = 4 : i64} : f32, !llvm.ptr
      %1950 = llvm.ptrtoint %326 : !llvm.ptr to i64
      %1951 = llvm.inttoptr %1950 : i64 to !llvm.ptr
      %1952 = llvm.load %1951 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1952, %1563 {alignment = 8 : i64} : f32, !llvm.ptr
      %1953 = llvm.ptrtoint %327 : !llvm.ptr to i64
      %1954 = llvm.inttoptr %1953 : i64 to !llvm.ptr
      %1955 = llvm.load %1954 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1955, %1569 {alignment = 4 : i64} : f32, !llvm.ptr
      %1956 = llvm.ptrtoint %328 : !llvm.ptr to i64
      %1957 = llvm.inttoptr %1956 : i64 to !llvm.ptr
      %1958 = llvm.load %1957 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1958, %1575 {alignment = 16 : i64} : f32, !llvm.ptr
      %1959 = llvm.ptrtoint %329 : !llvm.ptr to i64
      %1960 = llvm.inttoptr %1959 : i64 to !llvm.ptr
      %1961 = llvm.load %1960 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1961, %1581 {alignment = 4 : i64} : f32, !llvm.ptr
      %1962 = llvm.ptrtoint %330 : !llvm.ptr to i64
      %1963 = llvm.inttoptr %1962 : i64 to !llvm.ptr
      %1964 = llvm.load %1963 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1964, %1587 {alignment = 8 : i64} : f32, !llvm.ptr
      %1965 = llvm.ptrtoint %331 : !llvm.ptr to i64
      %1966 = llvm.inttoptr %1965 : i64 to !llvm.ptr
      %1967 = llvm.load %1966 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1967, %1593 {alignment = 4 : i64} : f32, !llvm.ptr
      %1968 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1969 = llvm.fptrunc %1968 : vector<16xf32> to vector<16xf16>
      llvm.store %1969, %44 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %1970 = llvm.mul %1919, %36 : i32
      llvm.br ^bb88(%24 : i32)
    ^bb88(%1971: i32):  // 2 preds: ^bb87, ^bb89
      %1972 = llvm.icmp "slt" %1971, %25 : i32
      llvm.cond_br %1972, ^bb89, ^bb90 {llvm.loop_annotation = #loop_annotation}
    ^bb89:  // pred: ^bb88
      %1973 = llvm.mul %1971, %37 : i32
      %1974 = llvm.getelementptr %44[%1973] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1975 = llvm.mul %1971, %42 : i32
      %1976 = llvm.getelementptr %236[%1975] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1977 = llvm.load %1974 : !llvm.ptr -> vector<4xi32>
      %1978 = llvm.ptrtoint %1976 : !llvm.ptr<3> to i64
      %1979 = llvm.and %1978, %8 : i64
      %1980 = llvm.ashr %1979, %7 : i64
      %1981 = llvm.xor %1978, %1980 : i64
      %1982 = llvm.inttoptr %1981 : i64 to !llvm.ptr<3>
      %1983 = llvm.getelementptr %1982[%1970] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1984 = llvm.extractelement %1977[%24 : i32] : vector<4xi32>
      %1985 = llvm.extractelement %1977[%43 : i32] : vector<4xi32>
      %1986 = llvm.extractelement %1977[%25 : i32] : vector<4xi32>
      %1987 = llvm.extractelement %1977[%17 : i32] : vector<4xi32>
      nvvm.stmatrix %1983, %1984, %1985, %1986, %1987 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1988 = llvm.add %1971, %43 : i32
      llvm.br ^bb88(%1988 : i32)
    ^bb90:  // pred: ^bb88
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      llvm.cond_br %364, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1989 = llvm.getelementptr %86[%1970] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1990 = llvm.add %1498, %4 : i32
      %1991 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1992 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1991, %1989, box[%1990, %1497, %378] l2_cache_hint = %1992 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      %1993 = llvm.add %1919, %43 : i32
      %1994 = llvm.srem %1993, %31 : i32
      %1995 = llvm.ptrtoint %332 : !llvm.ptr to i64
      %1996 = llvm.inttoptr %1995 : i64 to !llvm.ptr
      %1997 = llvm.load %1996 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1997, %1503 {alignment = 32 : i64} : f32, !llvm.ptr
      %1998 = llvm.ptrtoint %333 : !llvm.ptr to i64
      %1999 = llvm.inttoptr %1998 : i64 to !llvm.ptr
      %2000 = llvm.load %1999 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2000, %1509 {alignment = 4 : i64} : f32, !llvm.ptr
      %2001 = llvm.ptrtoint %334 : !llvm.ptr to i64
      %2002 = llvm.inttoptr %2001 : i64 to !llvm.ptr
      %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2003, %1515 {alignment = 8 : i64} : f32, !llvm.ptr
      %2004 = llvm.ptrtoint %335 : !llvm.ptr to i64
      %2005 = llvm.inttoptr %2004 : i64 to !llvm.ptr
      %2006 = llvm.load %2005 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2006, %1521 {alignment = 4 : i64} : f32, !llvm.ptr
      %2007 = llvm.ptrtoint %336 : !llvm.ptr to i64
      %2008 = llvm.inttoptr %2007 : i64 to !llvm.ptr
      %2009 = llvm.load %2008 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2009, %1527 {alignment = 16 : i64} : f32, !llvm.ptr
      %2010 = llvm.ptrtoint %337 : !llvm.ptr to i64
      %2011 = llvm.inttoptr %2010 : i64 to !llvm.ptr
      %2012 = llvm.load %2011 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2012, %1533 {alignment = 4 : i64} : f32, !llvm.ptr
      %2013 = llvm.ptrtoint %338 : !llvm.ptr to i64
      %2014 = llvm.inttoptr %2013 : i64 to !llvm.ptr
      %2015 = llvm.load %2014 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2015, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
      %2016 = llvm.ptrtoint %339 : !llvm.ptr to i64
      %2017 = llvm.inttoptr %2016 : i64 to !llvm.ptr
      %2018 = llvm.load %2017 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2018, %1545 {alignment = 4 : i64} : f32, !llvm.ptr
      %2019 = llvm.ptrtoint %340 : !llvm.ptr to i64
      %2020 = llvm.inttoptr %2019 : i64 to !llvm.ptr
      %2021 = llvm.load %2020 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2021, %1551 {alignment = 32 : i64} : f32, !llvm.ptr
      %2022 = llvm.ptrtoint %341 : !llvm.ptr to i64
      %2023 = llvm.inttoptr %2022 : i64 to !llvm.ptr
      %2024 = llvm.load %2023 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2024, %1557 {alignment = 4 : i64} : f32, !llvm.ptr
      %2025 = llvm.ptrtoint %342 : !llvm.ptr to i64
      %2026 = llvm.inttoptr %2025 : i64 to !llvm.ptr
      %2027 = llvm.load %2026 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2027, %1563 {alignment = 8 : i64} : f32, !llvm.ptr
      %2028 = llvm.ptrtoint %343 : !llvm.ptr to i64
      %2029 = llvm.inttoptr %2028 : i64 to !llvm.ptr
      %2030 = llvm.load %2029 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2030, %1569 {alignment = 4 : i64} : f32, !llvm.ptr
      %2031 = llvm.ptrtoint %344 : !llvm.ptr to i64
      %2032 = llvm.inttoptr %2031 : i64 to !llvm.ptr
      %2033 = llvm.load %2032 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2033, %1575 {alignment = 16 : i64} : f32, !llvm.ptr
      %2034 = llvm.ptrtoint %345 : !llvm.ptr to i64
      %2035 = llvm.inttoptr %2034 : i64 to !llvm.ptr
      %2036 = llvm.load %2035 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2036, %1581 {alignment = 4 : i64} : f32, !llvm.ptr
      %2037 = llvm.ptrtoint %346 : !llvm.ptr to i64
      %2038 = llvm.inttoptr %2037 : i64 to !llvm.ptr
      %2039 = llvm.load %2038 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2039, %1587 {alignment = 8 : i64} : f32, !llvm.ptr
      %2040 = llvm.ptrtoint %347 : !llvm.ptr to i64
      %2041 = llvm.inttoptr %2040 : i64 to !llvm.ptr
      %2042 = llvm.load %2041 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2042, %1593 {alignment = 4 : i64} : f32, !llvm.ptr
      %2043 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2044 = llvm.fptrunc %2043 : vector<16xf32> to vector<16xf16>
      llvm.store %2044, %44 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %2045 = llvm.mul %1994, %36 : i32
      llvm.br ^bb93(%24 : i32)
    ^bb93(%2046: i32):  // 2 preds: ^bb92, ^bb94
      %2047 = llvm.icmp "slt" %2046, %25 : i32
      llvm.cond_br %2047, ^bb94, ^bb95 {llvm.loop_annotation = #loop_annotation}
    ^bb94:  // pred: ^bb93
      %2048 = llvm.mul %2046, %37 : i32
      %2049 = llvm.getelementptr %44[%2048] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2050 = llvm.mul %2046, %42 : i32
      %2051 = llvm.getelementptr %236[%2050] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2052 = llvm.load %2049 : !llvm.ptr -> vector<4xi32>
      %2053 = llvm.ptrtoint %2051 : !llvm.ptr<3> to i64
      %2054 = llvm.and %2053, %8 : i64
      %2055 = llvm.ashr %2054, %7 : i64
      %2056 = llvm.xor %2053, %2055 : i64
      %2057 = llvm.inttoptr %2056 : i64 to !llvm.ptr<3>
      %2058 = llvm.getelementptr %2057[%2045] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2059 = llvm.extractelement %2052[%24 : i32] : vector<4xi32>
      %2060 = llvm.extractelement %2052[%43 : i32] : vector<4xi32>
      %2061 = llvm.extractelement %2052[%25 : i32] : vector<4xi32>
      %2062 = llvm.extractelement %2052[%17 : i32] : vector<4xi32>
      nvvm.stmatrix %2058, %2059, %2060, %2061, %2062 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2063 = llvm.add %2046, %43 : i32
      llvm.br ^bb93(%2063 : i32)
    ^bb95:  // pred: ^bb93
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      llvm.cond_br %364, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %2064 = llvm.getelementptr %86[%2045] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2065 = llvm.add %1498, %3 : i32
      %2066 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %2067 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %2066, %2064, box[%2065, %1497, %378] l2_cache_hint = %2067 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      %2068 = llvm.add %1994, %43 : i32
      %2069 = llvm.srem %2068, %31 : i32
      %2070 = llvm.ptrtoint %348 : !llvm.ptr to i64
      %2071 = llvm.inttoptr %2070 : i64 to !llvm.ptr
      %2072 = llvm.load %2071 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2072, %1503 {alignment = 32 : i64} : f32, !llvm.ptr
      %2073 = llvm.ptrtoint %349 : !llvm.ptr to i64
      %2074 = llvm.inttoptr %2073 : i64 to !llvm.ptr
      %2075 = llvm.load %2074 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2075, %1509 {alignment = 4 : i64} : f32, !llvm.ptr
      %2076 = llvm.ptrtoint %350 : !llvm.ptr to i64
      %2077 = llvm.inttoptr %2076 : i64 to !llvm.ptr
      %2078 = llvm.load %2077 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2078, %1515 {alignment = 8 : i64} : f32, !llvm.ptr
      %2079 = llvm.ptrtoint %351 : !llvm.ptr to i64
      %2080 = llvm.inttoptr %2079 : i64 to !llvm.ptr
      %2081 = llvm.load %2080 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2081, %1521 {alignment = 4 : i64} : f32, !llvm.ptr
      %2082 = llvm.ptrtoint %352 : !llvm.ptr to i64
      %2083 = llvm.inttoptr %2082 : i64 to !llvm.ptr
      %2084 = llvm.load %2083 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2084, %1527 {alignment = 16 : i64} : f32, !llvm.ptr
      %2085 = llvm.ptrtoint %353 : !llvm.ptr to i64
      %2086 = llvm.inttoptr %2085 : i64 to !llvm.ptr
      %2087 = llvm.load %2086 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2087, %1533 {alignment = 4 : i64} : f32, !llvm.ptr
      %2088 = llvm.ptrtoint %354 : !llvm.ptr to i64
      %2089 = llvm.inttoptr %2088 : i64 to !llvm.ptr
      %2090 = llvm.load %2089 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2090, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
      %2091 = llvm.ptrtoint %355 : !llvm.ptr to i64
      %2092 = llvm.inttoptr %2091 : i64 to !llvm.ptr
      %2093 = llvm.load %2092 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2093, %1545 {alignment = 4 : i64} : f32, !llvm.ptr
      %2094 = llvm.ptrtoint %356 : !llvm.ptr to i64
      %2095 = llvm.inttoptr %2094 : i64 to !llvm.ptr
      %2096 = llvm.load %2095 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2096, %1551 {alignment = 32 : i64} : f32, !llvm.ptr
      %2097 = llvm.ptrtoint %357 : !llvm.ptr to i64
      %2098 = llvm.inttoptr %2097 : i64 to !llvm.ptr
      %2099 = llvm.load %2098 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2099, %1557 {alignment = 4 : i64} : f32, !llvm.ptr
      %2100 = llvm.ptrtoint %358 : !llvm.ptr to i64
      %2101 = llvm.inttoptr %2100 : i64 to !llvm.ptr
      %2102 = llvm.load %2101 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2102, %1563 {alignment = 8 : i64} : f32, !llvm.ptr
      %2103 = llvm.ptrtoint %359 : !llvm.ptr to i64
      %2104 = llvm.inttoptr %2103 : i64 to !llvm.ptr
      %2105 = llvm.load %2104 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2105, %1569 {alignment = 4 : i64} : f32, !llvm.ptr
      %2106 = llvm.ptrtoint %360 : !llvm.ptr to i64
      %2107 = llvm.inttoptr %2106 : i64 to !llvm.ptr
      %2108 = llvm.load %2107 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2108, %1575 {alignment = 16 : i64} : f32, !llvm.ptr
      %2109 = llvm.ptrtoint %361 : !llvm.ptr to i64
      %2110 = llvm.inttoptr %2109 : i64 to !llvm.ptr
      %2111 = llvm.load %2110 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2111, %1581 {alignment = 4 : i64} : f32, !llvm.ptr
      %2112 = llvm.ptrtoint %362 : !llvm.ptr to i64
      %2113 = llvm.inttoptr %2112 : i64 to !llvm.ptr
      %2114 = llvm.load %2113 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2114, %1587 {alignment = 8 : i64} : f32, !llvm.ptr
      %2115 = llvm.ptrtoint %363 : !llvm.ptr to i64
      %2116 = llvm.inttoptr %2115 : i64 to !llvm.ptr
      %2117 = llvm.load %2116 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2117, %1593 {alignment = 4 : i64} : f32, !llvm.ptr
      %2118 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2119 = llvm.fptrunc %2118 : vector<16xf32> to vector<16xf16>
      llvm.store %2119, %44 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %2120 = llvm.mul %2069, %36 : i32
      llvm.br ^bb98(%24 : i32)
    ^bb98(%2121: i32):  // 2 preds: ^bb97, ^bb99
      %2122 = llvm.icmp "slt" %2121, %25 : i32
      llvm.cond_br %2122, ^bb99, ^bb100 {llvm.loop_annotation = #loop_annotation}
    ^bb99:  // pred: ^bb98
      %2123 = llvm.mul %2121, %37 : i32
      %2124 = llvm.getelementptr %44[%2123] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2125 = llvm.mul %2121, %42 : i32
      %2126 = llvm.getelementptr %236[%2125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2127 = llvm.load %2124 : !llvm.ptr -> vector<4xi32>
      %2128 = llvm.ptrtoint %2126 : !llvm.ptr<3> to i64
      %2129 = llvm.and %2128, %8 : i64
      %2130 = llvm.ashr %2129, %7 : i64
      %2131 = llvm.xor %2128, %2130 : i64
      %2132 = llvm.inttoptr %2131 : i64 to !llvm.ptr<3>
      %2133 = llvm.getelementptr %2132[%2120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2134 = llvm.extractelement %2127[%24 : i32] : vector<4xi32>
      %2135 = llvm.extractelement %2127[%43 : i32] : vector<4xi32>
      %2136 = llvm.extractelement %2127[%25 : i32] : vector<4xi32>
      %2137 = llvm.extractelement %2127[%17 : i32] : vector<4xi32>
      nvvm.stmatrix %2133, %2134, %2135, %2136, %2137 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2138 = llvm.add %2121, %43 : i32
      llvm.br ^bb98(%2138 : i32)
    ^bb100:  // pred: ^bb98
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      llvm.cond_br %364, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %2139 = llvm.getelementptr %86[%2120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2140 = llvm.add %1498, %2 : i32
      %2141 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %2142 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %2141, %2139, box[%2140, %1497, %378] l2_cache_hint = %2142 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %43, %38 : (i32, i32) -> ()
      %2143 = llvm.add %2069, %43 : i32
      %2144 = llvm.srem %2143, %31 : i32
      %2145 = llvm.add %366, %78 : i32
      llvm.br ^bb41(%2144, %2145, %1496, %411, %412 : i32, i32, i32, i32, i32)
    ^bb103:  // pred: ^bb41
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb39, ^bb103
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm90_hf23fcc61(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_2ed770
    %6 = llvm.mlir.undef : !llvm.struct<(i1)>
    %7 = llvm.mlir.constant(230400 : i64) : i64
    %8 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %9 = llvm.mlir.constant(4290672329751 : i64) : i64
    %10 = llvm.mlir.constant(131000 : i64) : i64
    %11 = llvm.mlir.constant(562643092258 : i64) : i64
    %12 = llvm.mlir.constant(4496830759431 : i64) : i64
    %13 = llvm.mlir.constant(68120 : i64) : i64
    %14 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %15 = llvm.mlir.constant(1 : i64) : i64
    %16 = llvm.mlir.constant(4290672329223 : i64) : i64
    %17 = llvm.mlir.constant(65000 : i64) : i64
    %18 = llvm.mlir.constant(279175258914 : i64) : i64
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.mlir.constant(40 : i32) : i32
    %21 = llvm.mlir.constant(2 : i32) : i32
    %22 = llvm.mlir.constant(1 : i32) : i32
    %23 = llvm.mlir.constant(384 : i32) : i32
    %24 = llvm.mlir.constant(127 : i64) : i64
    %25 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %26 = llvm.mlir.constant(4 : i64) : i64
    %27 = llvm.mlir.constant(16 : i64) : i64
    %28 = llvm.mlir.constant(0 : i64) : i64
    %29 = llvm.mlir.constant(16 : i32) : i32
    %30 = llvm.mlir.constant(false) : i1
    %31 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %32 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %33 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %34 = llvm.insertvalue %30, %6[0] : !llvm.struct<(i1)>
    %35 = llvm.alloca %29 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %36 = llvm.ptrtoint %31 : !llvm.ptr<1> to i64
    %37 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %35[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %35[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr %35[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %35[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %35[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %44 : i64, !llvm.ptr
    %45 = llvm.udiv %36, %27 : i64
    %46 = llvm.and %45, %25 : i64
    %47 = llvm.shl %46, %26 : i64
    llvm.store %47, %37 : i64, !llvm.ptr
    llvm.store %18, %38 : i64, !llvm.ptr
    llvm.store %17, %39 : i64, !llvm.ptr
    llvm.store %28, %40 : i64, !llvm.ptr
    llvm.store %16, %41 : i64, !llvm.ptr
    llvm.store %15, %42 : i64, !llvm.ptr
    llvm.store %14, %43 : i64, !llvm.ptr
    llvm.store %24, %44 : i64, !llvm.ptr
    %48 = llvm.ptrtoint %35 : !llvm.ptr to i64
    %49 = llvm.inttoptr %48 : i64 to !llvm.ptr
    %50 = llvm.load %49 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %51 = llvm.insertvalue %50, %5[0] : !llvm_struct_2ed770
    %52 = llvm.alloca %29 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %53 = llvm.ptrtoint %32 : !llvm.ptr<1> to i64
    %54 = llvm.getelementptr %52[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %52[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %52[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %52[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %52[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %52[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %59 : i64, !llvm.ptr
    %60 = llvm.getelementptr %52[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %60 : i64, !llvm.ptr
    %61 = llvm.getelementptr %52[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %61 : i64, !llvm.ptr
    %62 = llvm.udiv %53, %27 : i64
    %63 = llvm.and %62, %25 : i64
    %64 = llvm.shl %63, %26 : i64
    llvm.store %64, %54 : i64, !llvm.ptr
    llvm.store %18, %55 : i64, !llvm.ptr
    llvm.store %13, %56 : i64, !llvm.ptr
    llvm.store %28, %57 : i64, !llvm.ptr
    llvm.store %12, %58 : i64, !llvm.ptr
    llvm.store %15, %59 : i64, !llvm.ptr
    llvm.store %14, %60 : i64, !llvm.ptr
    llvm.store %24, %61 : i64, !llvm.ptr
    %65 = llvm.ptrtoint %52 : !llvm.ptr to i64
    %66 = llvm.inttoptr %65 : i64 to !llvm.ptr
    %67 = llvm.load %66 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %68 = llvm.insertvalue %67, %5[0] : !llvm_struct_2ed770
    %69 = llvm.alloca %29 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %70 = llvm.ptrtoint %33 : !llvm.ptr<1> to i64
    %71 = llvm.getelementptr %69[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %69[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %72 : i64, !llvm.ptr
    %73 = llvm.getelementptr %69[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %73 : i64, !llvm.ptr
    %74 = llvm.getelementptr %69[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %74 : i64, !llvm.ptr
    %75 = llvm.getelementptr %69[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %75 : i64, !llvm.ptr
    %76 = llvm.getelementptr %69[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %76 : i64, !llvm.ptr
    %77 = llvm.getelementptr %69[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %77 : i64, !llvm.ptr
    %78 = llvm.getelementptr %69[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %28, %78 : i64, !llvm.ptr
    %79 = llvm.udiv %70, %27 : i64
    %80 = llvm.and %79, %25 : i64
    %81 = llvm.shl %80, %26 : i64
    llvm.store %81, %71 : i64, !llvm.ptr
    llvm.store %11, %72 : i64, !llvm.ptr
    llvm.store %10, %73 : i64, !llvm.ptr
    llvm.store %28, %74 : i64, !llvm.ptr
    llvm.store %9, %75 : i64, !llvm.ptr
    llvm.store %15, %76 : i64, !llvm.ptr
    llvm.store %8, %77 : i64, !llvm.ptr
    llvm.store %24, %78 : i64, !llvm.ptr
    %82 = llvm.ptrtoint %69 : !llvm.ptr to i64
    %83 = llvm.inttoptr %82 : i64 to !llvm.ptr
    %84 = llvm.load %83 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %85 = llvm.insertvalue %84, %5[0] : !llvm_struct_2ed770
    %86 = llvm.alloca %22 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %87 = llvm.alloca %22 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %88 = llvm.getelementptr %86[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %87, %88 : !llvm.ptr, !llvm.ptr
    %89 = llvm.getelementptr %86[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %23, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %86[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %86[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %91 : i32, !llvm.ptr
    %92 = llvm.getelementptr %86[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %86[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %21, %93 : i32, !llvm.ptr
    %94 = llvm.getelementptr %86[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %94 : i32, !llvm.ptr
    %95 = llvm.getelementptr %86[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %95 : i32, !llvm.ptr
    %96 = llvm.getelementptr %86[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %96 : i32, !llvm.ptr
    %97 = llvm.getelementptr %86[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %97 : !llvm.ptr, !llvm.ptr
    %98 = llvm.alloca %22 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %99 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %86, %99 : !llvm.ptr, !llvm.ptr
    %100 = llvm.load %99 : !llvm.ptr -> !llvm.ptr
    %101 = llvm.getelementptr %100[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %102 = llvm.load %101 : !llvm.ptr -> i32
    %103 = llvm.getelementptr %100[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %104 = llvm.load %103 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%19 : i32)
  ^bb1(%105: i32):  // 2 preds: ^bb3, ^bb5
    %106 = llvm.getelementptr %104[%105] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %107 = llvm.getelementptr %106[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %107 : i32, !llvm.ptr
    %108 = llvm.getelementptr %106[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %19, %108 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 3 preds: ^bb4, ^bb11, ^bb18
    %109 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %110 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %111 = llvm.call @printf(%110, %109) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %112 = llvm.add %102, %22 : i32
    llvm.store %112, %101 : i32, !llvm.ptr
    llvm.br ^bb1(%102 : i32)
  ^bb4:  // pred: ^bb7
    %113 = llvm.icmp "uge" %102, %1 : i32
    llvm.cond_br %113, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%119 : i32)
  ^bb6:  // pred: ^bb7
    %114 = llvm.getelementptr %104[%119] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %115 = llvm.getelementptr %114[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %116 = llvm.load %115 : !llvm.ptr -> i32
    %117 = llvm.icmp "eq" %116, %4 : i32
    %118 = llvm.add %119, %22 : i32
    llvm.cond_br %117, ^bb5, ^bb7(%118 : i32)
  ^bb7(%119: i32):  // 2 preds: ^bb0, ^bb6
    %120 = llvm.icmp "uge" %119, %102 : i32
    llvm.cond_br %120, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %121 = llvm.load %99 : !llvm.ptr -> !llvm.ptr
    %122 = llvm.getelementptr %121[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %123 = llvm.load %122 : !llvm.ptr -> i32
    %124 = llvm.getelementptr %121[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %125 = llvm.load %124 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%19 : i32)
  ^bb9(%126: i32):  // 2 preds: ^bb10, ^bb12
    %127 = llvm.getelementptr %125[%126] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %128 = llvm.getelementptr %127[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %128 : i32, !llvm.ptr
    %129 = llvm.getelementptr %127[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %130 = llvm.getelementptr %129[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %21, %130 : i32, !llvm.ptr
    %131 = llvm.getelementptr %129[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %22, %131 : i32, !llvm.ptr
    %132 = llvm.getelementptr %129[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %22, %132 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %133 = llvm.add %123, %22 : i32
    llvm.store %133, %122 : i32, !llvm.ptr
    llvm.br ^bb9(%123 : i32)
  ^bb11:  // pred: ^bb14
    %134 = llvm.icmp "uge" %123, %1 : i32
    llvm.cond_br %134, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%140 : i32)
  ^bb13:  // pred: ^bb14
    %135 = llvm.getelementptr %125[%140] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %136 = llvm.getelementptr %135[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %137 = llvm.load %136 : !llvm.ptr -> i32
    %138 = llvm.icmp "eq" %137, %0 : i32
    %139 = llvm.add %140, %22 : i32
    llvm.cond_br %138, ^bb12, ^bb14(%139 : i32)
  ^bb14(%140: i32):  // 2 preds: ^bb8, ^bb13
    %141 = llvm.icmp "uge" %140, %123 : i32
    llvm.cond_br %141, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %142 = llvm.load %99 : !llvm.ptr -> !llvm.ptr
    %143 = llvm.getelementptr %142[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %144 = llvm.load %143 : !llvm.ptr -> i32
    %145 = llvm.getelementptr %142[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %146 = llvm.load %145 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb21(%19 : i32)
  ^bb16(%147: i32):  // 2 preds: ^bb17, ^bb19
    %148 = llvm.getelementptr %146[%147] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %149 = llvm.getelementptr %148[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %21, %149 : i32, !llvm.ptr
    %150 = llvm.getelementptr %148[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %19, %150 : i32, !llvm.ptr
    llvm.br ^bb22
  ^bb17:  // pred: ^bb18
    %151 = llvm.add %144, %22 : i32
    llvm.store %151, %143 : i32, !llvm.ptr
    llvm.br ^bb16(%144 : i32)
  ^bb18:  // pred: ^bb21
    %152 = llvm.icmp "uge" %144, %1 : i32
    llvm.cond_br %152, ^bb2, ^bb17
  ^bb19:  // pred: ^bb20
    llvm.br ^bb16(%158 : i32)
  ^bb20:  // pred: ^bb21
    %153 = llvm.getelementptr %146[%158] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %154 = llvm.getelementptr %153[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %155 = llvm.load %154 : !llvm.ptr -> i32
    %156 = llvm.icmp "eq" %155, %21 : i32
    %157 = llvm.add %158, %22 : i32
    llvm.cond_br %156, ^bb19, ^bb21(%157 : i32)
  ^bb21(%158: i32):  // 2 preds: ^bb15, ^bb20
    %159 = llvm.icmp "uge" %158, %144 : i32
    llvm.cond_br %159, ^bb18, ^bb20
  ^bb22:  // pred: ^bb16
    %160 = builtin.unrealized_conversion_cast %98 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %161 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0<%160> (%51, %68, %85, %34) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %162 = builtin.unrealized_conversion_cast %161 : !cuda.result to i32
    cuda.return_if_error %162 : i32
    llvm.return %19 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hf3ac7798(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_hf23fcc61(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
