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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
      %0 = llvm.mlir.constant(33554432 : i64) : i64
      %1 = llvm.mlir.constant(274877906944 : i64) : i64
      %2 = llvm.mlir.constant(0 : i64) : i64
      %3 = llvm.mlir.constant(224 : i32) : i32
      %4 = llvm.mlir.constant(160 : i32) : i32
      %5 = llvm.mlir.constant(96 : i32) : i32
      %6 = llvm.mlir.zero : !llvm_struct_254a69
      %7 = llvm.mlir.constant(3 : i64) : i64
      %8 = llvm.mlir.constant(384 : i64) : i64
      %9 = llvm.mlir.constant(384 : i32) : i32
      %10 = llvm.mlir.constant(62 : i64) : i64
      %11 = llvm.mlir.constant(49 : i64) : i64
      %12 = llvm.mlir.constant(16383 : i32) : i32
      %13 = llvm.mlir.constant(192 : i32) : i32
      %14 = llvm.mlir.constant(16384 : i32) : i32
      %15 = llvm.mlir.constant(8192 : i32) : i32
      %16 = llvm.mlir.zero : !llvm_struct_ccd5ea
      %17 = llvm.mlir.constant(7 : i32) : i32
      %18 = llvm.mlir.constant(3 : i32) : i32
      %19 = llvm.mlir.constant(1024 : i32) : i32
      %20 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %21 = llvm.mlir.constant(31 : i32) : i32
      %22 = llvm.mlir.constant(-1 : i32) : i32
      %23 = llvm.mlir.constant(false) : i1
      %24 = llvm.mlir.constant(32 : i32) : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.mlir.constant(2 : i32) : i32
      %27 = llvm.mlir.constant(true) : i1
      %28 = llvm.mlir.constant(2048 : i32) : i32
      %29 = llvm.mlir.constant(64 : i32) : i32
      %30 = llvm.mlir.constant(40 : i32) : i32
      %31 = llvm.mlir.constant(20 : i32) : i32
      %32 = llvm.mlir.constant(4 : i32) : i32
      %33 = llvm.mlir.constant(9 : i32) : i32
      %34 = llvm.mlir.constant(10000000 : i32) : i32
      %35 = llvm.mlir.constant(49152 : i32) : i32
      %36 = llvm.mlir.constant(3 : i16) : i16
      %37 = llvm.mlir.constant(4096 : i32) : i32
      %38 = llvm.mlir.constant(8 : i32) : i32
      %39 = llvm.mlir.constant(256 : i32) : i32
      %40 = llvm.mlir.constant(512 : i32) : i32
      %41 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %42 = llvm.mlir.constant(128 : i32) : i32
      %43 = llvm.mlir.constant(16 : i32) : i32
      %44 = llvm.mlir.constant(1 : i32) : i32
      %45 = llvm.alloca %43 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = llvm.alloca %43 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %47 = llvm.alloca %42 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %48 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %49 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %50 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %51 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %52 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %53 = llvm.mul %49, %51 : i32
      %54 = llvm.add %48, %53 : i32
      %55 = llvm.mul %50, %51 : i32
      %56 = llvm.mul %55, %52 : i32
      %57 = llvm.add %54, %56 : i32
      %58 = llvm.sdiv %57, %24 : i32
      %59 = llvm.mul %58, %24 : i32
      %60 = llvm.icmp "ne" %57, %59 : i32
      %61 = llvm.icmp "slt" %57, %25 : i32
      %62 = llvm.icmp "ne" %61, %23 : i1
      %63 = llvm.and %60, %62 : i1
      %64 = llvm.add %58, %22 : i32
      %65 = llvm.select %63, %64, %58 : i1, i32
      %66 = nvvm.shfl.sync  idx %22, %65, %25, %21 : i32 -> i32
      %67 = llvm.sdiv %48, %42 : i32
      %68 = llvm.mul %67, %42 : i32
      %69 = llvm.icmp "ne" %48, %68 : i32
      %70 = llvm.icmp "slt" %48, %25 : i32
      %71 = llvm.icmp "ne" %70, %23 : i1
      %72 = llvm.and %69, %71 : i1
      %73 = llvm.add %67, %22 : i32
      %74 = llvm.select %72, %73, %67 : i1, i32
      %75 = nvvm.shfl.sync  idx %22, %74, %25, %21 : i32 -> i32
      %76 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %77 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %78 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %79 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %80 = llvm.icmp "eq" %66, %25 : i32
      llvm.cond_br %80, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg0 : (!llvm.ptr) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg1 : (!llvm.ptr) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg2 : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %81 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %82 = nvvm.shfl.sync  idx %22, %81, %25, %21 : i32 -> i32
      %83 = llvm.srem %82, %26 : i32
      %84 = llvm.srem %83, %26 : i32
      %85 = llvm.getelementptr %20[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %86 = llvm.getelementptr %20[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %87 = llvm.getelementptr %20[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %80, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      nvvm.mbarrier.init.shared %20, %44 : !llvm.ptr<3>, i32
      %88 = llvm.getelementptr %20[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %88, %44 : !llvm.ptr<3>, i32
      %89 = llvm.getelementptr %20[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %89, %44 : !llvm.ptr<3>, i32
      %90 = llvm.getelementptr %20[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %90, %44 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %91 = llvm.getelementptr %20[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %80, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      nvvm.mbarrier.init.shared %91, %43 : !llvm.ptr<3>, i32
      %92 = llvm.getelementptr %20[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %92, %43 : !llvm.ptr<3>, i32
      %93 = llvm.getelementptr %20[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %93, %43 : !llvm.ptr<3>, i32
      %94 = llvm.getelementptr %20[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %94, %43 : !llvm.ptr<3>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %95 = llvm.srem %48, %24 : i32
      %96 = llvm.icmp "slt" %95, %26 : i32
      %97 = llvm.srem %95, %26 : i32
      %98 = llvm.srem %97, %26 : i32
      %99 = llvm.icmp "eq" %98, %83 : i32
      %100 = llvm.zext %99 : i1 to i32
      %101 = llvm.select %99, %100, %44 : i1, i32
      %102 = llvm.icmp "ne" %101, %25 : i32
      %103 = llvm.and %96, %102 : i1
      llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", "n" %25 : (i32) -> ()
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %104 = llvm.mul %84, %28 : i32
      %105 = llvm.sdiv %104, %29 : i32
      %106 = llvm.getelementptr %86[%104] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cluster.wait
      %107 = llvm.icmp "eq" %75, %25 : i32
      llvm.cond_br %107, ^bb7, ^bb48
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      llvm.cond_br %80, ^bb8, ^bb47
    ^bb8:  // pred: ^bb7
      %108 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %109 = llvm.extractvalue %16[3] : !llvm_struct_ccd5ea
      %110 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      llvm.br ^bb9(%78, %25, %44 : i32, i32, i32)
    ^bb9(%111: i32, %112: i32, %113: i32):  // 2 preds: ^bb8, ^bb31
      %114 = llvm.icmp "slt" %111, %30 : i32
      llvm.cond_br %114, ^bb10, ^bb32
    ^bb10:  // pred: ^bb9
      %115 = llvm.sdiv %111, %31 : i32
      %116 = llvm.mul %115, %31 : i32
      %117 = llvm.icmp "ne" %111, %116 : i32
      %118 = llvm.icmp "slt" %111, %25 : i32
      %119 = llvm.icmp "ne" %118, %23 : i1
      %120 = llvm.and %117, %119 : i1
      %121 = llvm.add %115, %22 : i32
      %122 = llvm.select %120, %121, %115 : i1, i32
      %123 = llvm.mul %122, %31 : i32
      %124 = llvm.sub %111, %123 : i32
      %125 = llvm.sdiv %124, %31 : i32
      %126 = llvm.mul %125, %31 : i32
      %127 = llvm.icmp "ne" %124, %126 : i32
      %128 = llvm.icmp "slt" %124, %25 : i32
      %129 = llvm.icmp "ne" %128, %23 : i1
      %130 = llvm.and %127, %129 : i1
      %131 = llvm.add %125, %22 : i32
      %132 = llvm.select %130, %131, %125 : i1, i32
      %133 = llvm.mul %132, %32 : i32
      %134 = llvm.sub %32, %133 : i32
      %135 = llvm.icmp "slt" %134, %32 : i32
      %136 = llvm.select %135, %134, %32 : i1, i32
      %137 = llvm.mul %132, %31 : i32
      %138 = llvm.sub %124, %137 : i32
      %139 = llvm.srem %138, %136 : i32
      %140 = llvm.add %133, %139 : i32
      %141 = llvm.sdiv %138, %136 : i32
      %142 = llvm.mul %141, %136 : i32
      %143 = llvm.icmp "ne" %138, %142 : i32
      %144 = llvm.icmp "slt" %138, %25 : i32
      %145 = llvm.icmp "slt" %136, %25 : i32
      %146 = llvm.icmp "ne" %144, %145 : i1
      %147 = llvm.and %143, %146 : i1
      %148 = llvm.add %141, %22 : i32
      %149 = llvm.select %147, %148, %141 : i1, i32
      %150 = llvm.mul %140, %26 : i32
      %151 = llvm.add %150, %76 : i32
      %152 = llvm.add %149, %77 : i32
      llvm.br ^bb11(%25, %112, %113 : i32, i32, i32)
    ^bb11(%153: i32, %154: i32, %155: i32):  // 2 preds: ^bb10, ^bb30
      %156 = llvm.icmp "slt" %153, %33 : i32
      llvm.cond_br %156, ^bb12, ^bb31
    ^bb12:  // pred: ^bb11
      %157 = llvm.getelementptr %91[%154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %157, %155, %34 : (!llvm.ptr<3>, i32, i32) -> ()
      %158 = nvvm.elect.sync -> i1
      llvm.cond_br %158, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %159 = llvm.getelementptr %20[%154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %159, %35 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %160 = llvm.getelementptr %20[%154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %161 = llvm.mul %151, %42 : i32
      %162 = llvm.mul %153, %29 : i32
      %163 = llvm.mul %154, %15 : i32
      %164 = llvm.getelementptr %85[%163] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %165 = nvvm.elect.sync -> i1
      llvm.cond_br %165, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      nvvm.cp.async.bulk.tensor.shared.cluster.global %164, %108, %160, box[%161, %162, %122] l2_cache_hint = %109 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %166 = llvm.add %161, %29 : i32
      %167 = llvm.getelementptr %164[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %168 = nvvm.elect.sync -> i1
      llvm.cond_br %168, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      nvvm.cp.async.bulk.tensor.shared.cluster.global %167, %108, %160, box[%166, %162, %122] l2_cache_hint = %109 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %169 = llvm.mul %152, %39 : i32
      %170 = llvm.add %105, %162 : i32
      %171 = llvm.mul %154, %14 : i32
      %172 = llvm.getelementptr %106[%171] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %173 = nvvm.elect.sync -> i1
      llvm.cond_br %173, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      nvvm.cp.async.bulk.tensor.shared.cluster.global %172, %110, %160, box[%169, %170, %122] multicast_mask = %36 l2_cache_hint = %109 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %174 = llvm.add %169, %29 : i32
      %175 = llvm.getelementptr %172[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %176 = nvvm.elect.sync -> i1
      llvm.cond_br %176, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      nvvm.cp.async.bulk.tensor.shared.cluster.global %175, %110, %160, box[%174, %170, %122] multicast_mask = %36 l2_cache_hint = %109 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %177 = llvm.add %169, %42 : i32
      %178 = llvm.getelementptr %172[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %179 = nvvm.elect.sync -> i1
      llvm.cond_br %179, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      nvvm.cp.async.bulk.tensor.shared.cluster.global %178, %110, %160, box[%177, %170, %122] multicast_mask = %36 l2_cache_hint = %109 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %180 = llvm.add %169, %13 : i32
      %181 = llvm.getelementptr %172[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %182 = nvvm.elect.sync -> i1
      llvm.cond_br %182, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      nvvm.cp.async.bulk.tensor.shared.cluster.global %181, %110, %160, box[%180, %170, %122] multicast_mask = %36 l2_cache_hint = %109 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb24, ^bb25
      %183 = llvm.add %154, %44 : i32
      %184 = llvm.icmp "eq" %183, %32 : i32
      %185 = llvm.select %184, %25, %183 : i1, i32
      llvm.cond_br %184, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %186 = llvm.xor %155, %44 : i32
      llvm.br ^bb29(%186 : i32)
    ^bb28:  // pred: ^bb26
      llvm.br ^bb29(%155 : i32)
    ^bb29(%187: i32):  // 2 preds: ^bb27, ^bb28
      llvm.br ^bb30
    ^bb30:  // pred: ^bb29
      %188 = llvm.add %153, %44 : i32
      llvm.br ^bb11(%188, %185, %187 : i32, i32, i32)
    ^bb31:  // pred: ^bb11
      %189 = llvm.add %111, %79 : i32
      llvm.br ^bb9(%189, %154, %155 : i32, i32, i32)
    ^bb32:  // pred: ^bb9
      %190 = llvm.add %112, %44 : i32
      %191 = llvm.icmp "eq" %190, %32 : i32
      %192 = llvm.select %191, %25, %190 : i1, i32
      llvm.cond_br %191, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %193 = llvm.xor %113, %44 : i32
      llvm.br ^bb35(%193 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%113 : i32)
    ^bb35(%194: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %195 = llvm.add %192, %44 : i32
      %196 = llvm.icmp "eq" %195, %32 : i32
      %197 = llvm.select %196, %25, %195 : i1, i32
      llvm.cond_br %196, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %198 = llvm.xor %194, %44 : i32
      llvm.br ^bb39(%198 : i32)
    ^bb38:  // pred: ^bb36
      llvm.br ^bb39(%194 : i32)
    ^bb39(%199: i32):  // 2 preds: ^bb37, ^bb38
      llvm.br ^bb40
    ^bb40:  // pred: ^bb39
      %200 = llvm.add %197, %44 : i32
      %201 = llvm.icmp "eq" %200, %32 : i32
      %202 = llvm.select %201, %25, %200 : i1, i32
      llvm.cond_br %201, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %203 = llvm.xor %199, %44 : i32
      llvm.br ^bb43(%203 : i32)
    ^bb42:  // pred: ^bb40
      llvm.br ^bb43(%199 : i32)
    ^bb43(%204: i32):  // 2 preds: ^bb41, ^bb42
      llvm.br ^bb44
    ^bb44:  // pred: ^bb43
      %205 = llvm.getelementptr %91[%202] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %205, %204, %34 : (!llvm.ptr<3>, i32, i32) -> ()
      %206 = nvvm.elect.sync -> i1
      llvm.cond_br %206, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      %207 = llvm.getelementptr %20[%202] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %207, %35 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb46
    ^bb46:  // 2 preds: ^bb44, ^bb45
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb7, ^bb46
      llvm.br ^bb112
    ^bb48:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %208 = llvm.sub %48, %42 : i32
      %209 = llvm.sdiv %208, %42 : i32
      %210 = llvm.srem %209, %26 : i32
      %211 = llvm.srem %210, %26 : i32
      %212 = llvm.mul %211, %37 : i32
      %213 = llvm.getelementptr %85[%212] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %214 = llvm.ptrtoint %213 : !llvm.ptr<3> to i32
      %215 = llvm.lshr %214, %32 : i32
      %216 = llvm.and %215, %12 : i32
      %217 = llvm.zext %216 : i32 to i64
      %218 = llvm.or %217, %2 : i64
      %219 = llvm.or %218, %1 : i64
      %220 = llvm.and %25, %17 : i32
      %221 = llvm.zext %220 : i32 to i64
      %222 = llvm.shl %221, %11 : i64
      %223 = llvm.or %219, %222 : i64
      %224 = llvm.and %44, %18 : i32
      %225 = llvm.zext %224 : i32 to i64
      %226 = llvm.shl %225, %10 : i64
      %227 = llvm.or %223, %226 : i64
      %228 = llvm.ptrtoint %86 : !llvm.ptr<3> to i32
      %229 = llvm.lshr %228, %32 : i32
      %230 = llvm.and %229, %12 : i32
      %231 = llvm.zext %230 : i32 to i64
      %232 = llvm.or %231, %0 : i64
      %233 = llvm.or %232, %1 : i64
      %234 = llvm.or %233, %222 : i64
      %235 = llvm.or %234, %226 : i64
      %236 = llvm.sdiv %208, %38 : i32
      %237 = llvm.srem %208, %38 : i32
      %238 = llvm.mul %237, %24 : i32
      %239 = llvm.sdiv %236, %26 : i32
      %240 = llvm.srem %236, %26 : i32
      %241 = llvm.mul %240, %39 : i32
      %242 = llvm.add %238, %241 : i32
      %243 = llvm.sdiv %239, %26 : i32
      %244 = llvm.srem %239, %26 : i32
      %245 = llvm.mul %244, %38 : i32
      %246 = llvm.add %242, %245 : i32
      %247 = llvm.mul %243, %40 : i32
      %248 = llvm.add %246, %247 : i32
      %249 = llvm.getelementptr %87[%248] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %250 = llvm.getelementptr %47[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %251 = llvm.getelementptr %47[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %252 = llvm.getelementptr %47[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %253 = llvm.getelementptr %47[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %254 = llvm.getelementptr %47[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %255 = llvm.getelementptr %47[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %256 = llvm.getelementptr %47[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %257 = llvm.getelementptr %47[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %258 = llvm.getelementptr %47[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %259 = llvm.getelementptr %47[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %260 = llvm.getelementptr %47[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %261 = llvm.getelementptr %47[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %262 = llvm.getelementptr %47[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %263 = llvm.getelementptr %47[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %264 = llvm.getelementptr %47[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %265 = llvm.getelementptr %47[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %266 = llvm.getelementptr %47[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.getelementptr %47[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %268 = llvm.getelementptr %47[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %269 = llvm.getelementptr %47[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %270 = llvm.getelementptr %47[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.getelementptr %47[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %272 = llvm.getelementptr %47[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.getelementptr %47[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.getelementptr %47[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.getelementptr %47[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %276 = llvm.getelementptr %47[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.getelementptr %47[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.getelementptr %47[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %47[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %47[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %47[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %47[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %47[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %47[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %47[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %47[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %47[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %47[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %47[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %47[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %47[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %47[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %47[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %47[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %47[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %47[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %47[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %47[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %47[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %47[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %47[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %47[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %47[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %47[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %47[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %47[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %47[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %47[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %47[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %47[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %47[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %47[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %47[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %47[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %47[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %47[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %47[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %47[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %47[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %47[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %47[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %47[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %47[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %47[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %47[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %47[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %47[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %47[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %47[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %47[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %47[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %47[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %47[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %47[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %47[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %47[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %47[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %47[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %47[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %47[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %47[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %47[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %47[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %47[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %47[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %47[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %47[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %47[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %47[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %47[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %47[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %47[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %47[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %47[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %47[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %47[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %47[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %47[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %47[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %47[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %47[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %47[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %47[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %47[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %47[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %47[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %47[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %47[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %47[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %47[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %47[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %47[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %47[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %47[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %47[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %47[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.icmp "eq" %66, %32 : i32
      llvm.br ^bb49(%25, %78, %25, %25, %25 : i32, i32, i32, i32, i32)
    ^bb49(%378: i32, %379: i32, %380: i32, %381: i32, %382: i32):  // 2 preds: ^bb48, ^bb110
      %383 = llvm.icmp "slt" %379, %30 : i32
      llvm.cond_br %383, ^bb50, ^bb111
    ^bb50:  // pred: ^bb49
      %384 = llvm.sdiv %379, %31 : i32
      %385 = llvm.mul %384, %31 : i32
      %386 = llvm.icmp "ne" %379, %385 : i32
      %387 = llvm.icmp "slt" %379, %25 : i32
      %388 = llvm.icmp "ne" %387, %23 : i1
      %389 = llvm.and %386, %388 : i1
      %390 = llvm.add %384, %22 : i32
      %391 = llvm.select %389, %390, %384 : i1, i32
      %392 = llvm.mul %391, %31 : i32
      %393 = llvm.sub %379, %392 : i32
      %394 = llvm.sdiv %393, %31 : i32
      %395 = llvm.mul %394, %31 : i32
      %396 = llvm.icmp "ne" %393, %395 : i32
      %397 = llvm.icmp "slt" %393, %25 : i32
      %398 = llvm.icmp "ne" %397, %23 : i1
      %399 = llvm.and %396, %398 : i1
      %400 = llvm.add %394, %22 : i32
      %401 = llvm.select %399, %400, %394 : i1, i32
      %402 = llvm.mul %401, %32 : i32
      %403 = llvm.sub %32, %402 : i32
      %404 = llvm.icmp "slt" %403, %32 : i32
      %405 = llvm.select %404, %403, %32 : i1, i32
      %406 = llvm.mul %401, %31 : i32
      %407 = llvm.sub %393, %406 : i32
      %408 = llvm.srem %407, %405 : i32
      %409 = llvm.add %402, %408 : i32
      %410 = llvm.sdiv %407, %405 : i32
      %411 = llvm.mul %410, %405 : i32
      %412 = llvm.icmp "ne" %407, %411 : i32
      %413 = llvm.icmp "slt" %407, %25 : i32
      %414 = llvm.icmp "slt" %405, %25 : i32
      %415 = llvm.icmp "ne" %413, %414 : i1
      %416 = llvm.and %412, %415 : i1
      %417 = llvm.add %410, %22 : i32
      %418 = llvm.select %416, %417, %410 : i1, i32
      %419 = llvm.mul %409, %26 : i32
      %420 = llvm.add %419, %76 : i32
      %421 = llvm.add %418, %77 : i32
      llvm.store %41, %47 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      nvvm.wgmma.fence.aligned
      llvm.br ^bb51(%25, %380, %381, %382 : i32, i32, i32, i32)
    ^bb51(%422: i32, %423: i32, %424: i32, %425: i32):  // 2 preds: ^bb50, ^bb64
      %426 = llvm.icmp "slt" %422, %33 : i32
      llvm.cond_br %426, ^bb52, ^bb65
    ^bb52:  // pred: ^bb51
      %427 = llvm.getelementptr %20[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %427, %425, %34 : (!llvm.ptr<3>, i32, i32) -> ()
      %428 = llvm.mul %424, %19 : i32
      %429 = llvm.bitcast %227 : i64 to vector<2xi32>
      %430 = llvm.extractelement %429[%25 : i32] : vector<2xi32>
      %431 = llvm.add %430, %428 : i32
      %432 = llvm.insertelement %431, %429[%25 : i32] : vector<2xi32>
      %433 = llvm.bitcast %432 : vector<2xi32> to i64
      %434 = llvm.mul %424, %28 : i32
      %435 = llvm.bitcast %235 : i64 to vector<2xi32>
      %436 = llvm.extractelement %435[%25 : i32] : vector<2xi32>
      %437 = llvm.add %436, %434 : i32
      %438 = llvm.insertelement %437, %435[%25 : i32] : vector<2xi32>
      %439 = llvm.bitcast %438 : vector<2xi32> to i64
      %440 = llvm.load %47 : !llvm.ptr -> f32
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
      %555 = llvm.load %364 : !llvm.ptr -> f32
      %556 = llvm.load %365 : !llvm.ptr -> f32
      %557 = llvm.load %366 : !llvm.ptr -> f32
      %558 = llvm.load %367 : !llvm.ptr -> f32
      %559 = llvm.load %368 : !llvm.ptr -> f32
      %560 = llvm.load %369 : !llvm.ptr -> f32
      %561 = llvm.load %370 : !llvm.ptr -> f32
      %562 = llvm.load %371 : !llvm.ptr -> f32
      %563 = llvm.load %372 : !llvm.ptr -> f32
      %564 = llvm.load %373 : !llvm.ptr -> f32
      %565 = llvm.load %374 : !llvm.ptr -> f32
      %566 = llvm.load %375 : !llvm.ptr -> f32
      %567 = llvm.load %376 : !llvm.ptr -> f32
      %568 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %433, %439, %27, %44, %44, %44, %44 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %569 = llvm.extractvalue %568[0] : !llvm_struct_31b33a
      %570 = llvm.extractvalue %568[1] : !llvm_struct_31b33a
      %571 = llvm.extractvalue %568[2] : !llvm_struct_31b33a
      %572 = llvm.extractvalue %568[3] : !llvm_struct_31b33a
      %573 = llvm.extractvalue %568[4] : !llvm_struct_31b33a
      %574 = llvm.extractvalue %568[5] : !llvm_struct_31b33a
      %575 = llvm.extractvalue %568[6] : !llvm_struct_31b33a
      %576 = llvm.extractvalue %568[7] : !llvm_struct_31b33a
      %577 = llvm.extractvalue %568[8] : !llvm_struct_31b33a
      %578 = llvm.extractvalue %568[9] : !llvm_struct_31b33a
      %579 = llvm.extractvalue %568[10] : !llvm_struct_31b33a
      %580 = llvm.extractvalue %568[11] : !llvm_struct_31b33a
      %581 = llvm.extractvalue %568[12] : !llvm_struct_31b33a
      %582 = llvm.extractvalue %568[13] : !llvm_struct_31b33a
      %583 = llvm.extractvalue %568[14] : !llvm_struct_31b33a
      %584 = llvm.extractvalue %568[15] : !llvm_struct_31b33a
      %585 = llvm.extractvalue %568[16] : !llvm_struct_31b33a
      %586 = llvm.extractvalue %568[17] : !llvm_struct_31b33a
      %587 = llvm.extractvalue %568[18] : !llvm_struct_31b33a
      %588 = llvm.extractvalue %568[19] : !llvm_struct_31b33a
      %589 = llvm.extractvalue %568[20] : !llvm_struct_31b33a
      %590 = llvm.extractvalue %568[21] : !llvm_struct_31b33a
      %591 = llvm.extractvalue %568[22] : !llvm_struct_31b33a
      %592 = llvm.extractvalue %568[23] : !llvm_struct_31b33a
      %593 = llvm.extractvalue %568[24] : !llvm_struct_31b33a
      %594 = llvm.extractvalue %568[25] : !llvm_struct_31b33a
      %595 = llvm.extractvalue %568[26] : !llvm_struct_31b33a
      %596 = llvm.extractvalue %568[27] : !llvm_struct_31b33a
      %597 = llvm.extractvalue %568[28] : !llvm_struct_31b33a
      %598 = llvm.extractvalue %568[29] : !llvm_struct_31b33a
      %599 = llvm.extractvalue %568[30] : !llvm_struct_31b33a
      %600 = llvm.extractvalue %568[31] : !llvm_struct_31b33a
      %601 = llvm.extractvalue %568[32] : !llvm_struct_31b33a
      %602 = llvm.extractvalue %568[33] : !llvm_struct_31b33a
      %603 = llvm.extractvalue %568[34] : !llvm_struct_31b33a
      %604 = llvm.extractvalue %568[35] : !llvm_struct_31b33a
      %605 = llvm.extractvalue %568[36] : !llvm_struct_31b33a
      %606 = llvm.extractvalue %568[37] : !llvm_struct_31b33a
      %607 = llvm.extractvalue %568[38] : !llvm_struct_31b33a
      %608 = llvm.extractvalue %568[39] : !llvm_struct_31b33a
      %609 = llvm.extractvalue %568[40] : !llvm_struct_31b33a
      %610 = llvm.extractvalue %568[41] : !llvm_struct_31b33a
      %611 = llvm.extractvalue %568[42] : !llvm_struct_31b33a
      %612 = llvm.extractvalue %568[43] : !llvm_struct_31b33a
      %613 = llvm.extractvalue %568[44] : !llvm_struct_31b33a
      %614 = llvm.extractvalue %568[45] : !llvm_struct_31b33a
      %615 = llvm.extractvalue %568[46] : !llvm_struct_31b33a
      %616 = llvm.extractvalue %568[47] : !llvm_struct_31b33a
      %617 = llvm.extractvalue %568[48] : !llvm_struct_31b33a
      %618 = llvm.extractvalue %568[49] : !llvm_struct_31b33a
      %619 = llvm.extractvalue %568[50] : !llvm_struct_31b33a
      %620 = llvm.extractvalue %568[51] : !llvm_struct_31b33a
      %621 = llvm.extractvalue %568[52] : !llvm_struct_31b33a
      %622 = llvm.extractvalue %568[53] : !llvm_struct_31b33a
      %623 = llvm.extractvalue %568[54] : !llvm_struct_31b33a
      %624 = llvm.extractvalue %568[55] : !llvm_struct_31b33a
      %625 = llvm.extractvalue %568[56] : !llvm_struct_31b33a
      %626 = llvm.extractvalue %568[57] : !llvm_struct_31b33a
      %627 = llvm.extractvalue %568[58] : !llvm_struct_31b33a
      %628 = llvm.extractvalue %568[59] : !llvm_struct_31b33a
      %629 = llvm.extractvalue %568[60] : !llvm_struct_31b33a
      %630 = llvm.extractvalue %568[61] : !llvm_struct_31b33a
      %631 = llvm.extractvalue %568[62] : !llvm_struct_31b33a
      %632 = llvm.extractvalue %568[63] : !llvm_struct_31b33a
      %633 = llvm.extractvalue %568[64] : !llvm_struct_31b33a
      %634 = llvm.extractvalue %568[65] : !llvm_struct_31b33a
      %635 = llvm.extractvalue %568[66] : !llvm_struct_31b33a
      %636 = llvm.extractvalue %568[67] : !llvm_struct_31b33a
      %637 = llvm.extractvalue %568[68] : !llvm_struct_31b33a
      %638 = llvm.extractvalue %568[69] : !llvm_struct_31b33a
      %639 = llvm.extractvalue %568[70] : !llvm_struct_31b33a
      %640 = llvm.extractvalue %568[71] : !llvm_struct_31b33a
      %641 = llvm.extractvalue %568[72] : !llvm_struct_31b33a
      %642 = llvm.extractvalue %568[73] : !llvm_struct_31b33a
      %643 = llvm.extractvalue %568[74] : !llvm_struct_31b33a
      %644 = llvm.extractvalue %568[75] : !llvm_struct_31b33a
      %645 = llvm.extractvalue %568[76] : !llvm_struct_31b33a
      %646 = llvm.extractvalue %568[77] : !llvm_struct_31b33a
      %647 = llvm.extractvalue %568[78] : !llvm_struct_31b33a
      %648 = llvm.extractvalue %568[79] : !llvm_struct_31b33a
      %649 = llvm.extractvalue %568[80] : !llvm_struct_31b33a
      %650 = llvm.extractvalue %568[81] : !llvm_struct_31b33a
      %651 = llvm.extractvalue %568[82] : !llvm_struct_31b33a
      %652 = llvm.extractvalue %568[83] : !llvm_struct_31b33a
      %653 = llvm.extractvalue %568[84] : !llvm_struct_31b33a
      %654 = llvm.extractvalue %568[85] : !llvm_struct_31b33a
      %655 = llvm.extractvalue %568[86] : !llvm_struct_31b33a
      %656 = llvm.extractvalue %568[87] : !llvm_struct_31b33a
      %657 = llvm.extractvalue %568[88] : !llvm_struct_31b33a
      %658 = llvm.extractvalue %568[89] : !llvm_struct_31b33a
      %659 = llvm.extractvalue %568[90] : !llvm_struct_31b33a
      %660 = llvm.extractvalue %568[91] : !llvm_struct_31b33a
      %661 = llvm.extractvalue %568[92] : !llvm_struct_31b33a
      %662 = llvm.extractvalue %568[93] : !llvm_struct_31b33a
      %663 = llvm.extractvalue %568[94] : !llvm_struct_31b33a
      %664 = llvm.extractvalue %568[95] : !llvm_struct_31b33a
      %665 = llvm.extractvalue %568[96] : !llvm_struct_31b33a
      %666 = llvm.extractvalue %568[97] : !llvm_struct_31b33a
      %667 = llvm.extractvalue %568[98] : !llvm_struct_31b33a
      %668 = llvm.extractvalue %568[99] : !llvm_struct_31b33a
      %669 = llvm.extractvalue %568[100] : !llvm_struct_31b33a
      %670 = llvm.extractvalue %568[101] : !llvm_struct_31b33a
      %671 = llvm.extractvalue %568[102] : !llvm_struct_31b33a
      %672 = llvm.extractvalue %568[103] : !llvm_struct_31b33a
      %673 = llvm.extractvalue %568[104] : !llvm_struct_31b33a
      %674 = llvm.extractvalue %568[105] : !llvm_struct_31b33a
      %675 = llvm.extractvalue %568[106] : !llvm_struct_31b33a
      %676 = llvm.extractvalue %568[107] : !llvm_struct_31b33a
      %677 = llvm.extractvalue %568[108] : !llvm_struct_31b33a
      %678 = llvm.extractvalue %568[109] : !llvm_struct_31b33a
      %679 = llvm.extractvalue %568[110] : !llvm_struct_31b33a
      %680 = llvm.extractvalue %568[111] : !llvm_struct_31b33a
      %681 = llvm.extractvalue %568[112] : !llvm_struct_31b33a
      %682 = llvm.extractvalue %568[113] : !llvm_struct_31b33a
      %683 = llvm.extractvalue %568[114] : !llvm_struct_31b33a
      %684 = llvm.extractvalue %568[115] : !llvm_struct_31b33a
      %685 = llvm.extractvalue %568[116] : !llvm_struct_31b33a
      %686 = llvm.extractvalue %568[117] : !llvm_struct_31b33a
      %687 = llvm.extractvalue %568[118] : !llvm_struct_31b33a
      %688 = llvm.extractvalue %568[119] : !llvm_struct_31b33a
      %689 = llvm.extractvalue %568[120] : !llvm_struct_31b33a
      %690 = llvm.extractvalue %568[121] : !llvm_struct_31b33a
      %691 = llvm.extractvalue %568[122] : !llvm_struct_31b33a
      %692 = llvm.extractvalue %568[123] : !llvm_struct_31b33a
      %693 = llvm.extractvalue %568[124] : !llvm_struct_31b33a
      %694 = llvm.extractvalue %568[125] : !llvm_struct_31b33a
      %695 = llvm.extractvalue %568[126] : !llvm_struct_31b33a
      %696 = llvm.extractvalue %568[127] : !llvm_struct_31b33a
      llvm.store %569, %47 : f32, !llvm.ptr
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
      llvm.store %684, %364 : f32, !llvm.ptr
      llvm.store %685, %365 : f32, !llvm.ptr
      llvm.store %686, %366 : f32, !llvm.ptr
      llvm.store %687, %367 : f32, !llvm.ptr
      llvm.store %688, %368 : f32, !llvm.ptr
      llvm.store %689, %369 : f32, !llvm.ptr
      llvm.store %690, %370 : f32, !llvm.ptr
      llvm.store %691, %371 : f32, !llvm.ptr
      llvm.store %692, %372 : f32, !llvm.ptr
      llvm.store %693, %373 : f32, !llvm.ptr
      llvm.store %694, %374 : f32, !llvm.ptr
      llvm.store %695, %375 : f32, !llvm.ptr
      llvm.store %696, %376 : f32, !llvm.ptr
      %697 = llvm.add %428, %42 : i32
      %698 = llvm.add %430, %697 : i32
      %699 = llvm.insertelement %698, %429[%25 : i32] : vector<2xi32>
      %700 = llvm.bitcast %699 : vector<2xi32> to i64
      %701 = llvm.add %434, %42 : i32
      %702 = llvm.add %436, %701 : i32
      %703 = llvm.insertelement %702, %435[%25 : i32] : vector<2xi32>
      %704 = llvm.bitcast %703 : vector<2xi32> to i64
      %705 = llvm.load %47 : !llvm.ptr -> f32
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
      %820 = llvm.load %364 : !llvm.ptr -> f32
      %821 = llvm.load %365 : !llvm.ptr -> f32
      %822 = llvm.load %366 : !llvm.ptr -> f32
      %823 = llvm.load %367 : !llvm.ptr -> f32
      %824 = llvm.load %368 : !llvm.ptr -> f32
      %825 = llvm.load %369 : !llvm.ptr -> f32
      %826 = llvm.load %370 : !llvm.ptr -> f32
      %827 = llvm.load %371 : !llvm.ptr -> f32
      %828 = llvm.load %372 : !llvm.ptr -> f32
      %829 = llvm.load %373 : !llvm.ptr -> f32
      %830 = llvm.load %374 : !llvm.ptr -> f32
      %831 = llvm.load %375 : !llvm.ptr -> f32
      %832 = llvm.load %376 : !llvm.ptr -> f32
      %833 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %700, %704, %27, %44, %44, %44, %44 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %834 = llvm.extractvalue %833[0] : !llvm_struct_31b33a
      %835 = llvm.extractvalue %833[1] : !llvm_struct_31b33a
      %836 = llvm.extractvalue %833[2] : !llvm_struct_31b33a
      %837 = llvm.extractvalue %833[3] : !llvm_struct_31b33a
      %838 = llvm.extractvalue %833[4] : !llvm_struct_31b33a
      %839 = llvm.extractvalue %833[5] : !llvm_struct_31b33a
      %840 = llvm.extractvalue %833[6] : !llvm_struct_31b33a
      %841 = llvm.extractvalue %833[7] : !llvm_struct_31b33a
      %842 = llvm.extractvalue %833[8] : !llvm_struct_31b33a
      %843 = llvm.extractvalue %833[9] : !llvm_struct_31b33a
      %844 = llvm.extractvalue %833[10] : !llvm_struct_31b33a
      %845 = llvm.extractvalue %833[11] : !llvm_struct_31b33a
      %846 = llvm.extractvalue %833[12] : !llvm_struct_31b33a
      %847 = llvm.extractvalue %833[13] : !llvm_struct_31b33a
      %848 = llvm.extractvalue %833[14] : !llvm_struct_31b33a
      %849 = llvm.extractvalue %833[15] : !llvm_struct_31b33a
      %850 = llvm.extractvalue %833[16] : !llvm_struct_31b33a
      %851 = llvm.extractvalue %833[17] : !llvm_struct_31b33a
      %852 = llvm.extractvalue %833[18] : !llvm_struct_31b33a
      %853 = llvm.extractvalue %833[19] : !llvm_struct_31b33a
      %854 = llvm.extractvalue %833[20] : !llvm_struct_31b33a
      %855 = llvm.extractvalue %833[21] : !llvm_struct_31b33a
      %856 = llvm.extractvalue %833[22] : !llvm_struct_31b33a
      %857 = llvm.extractvalue %833[23] : !llvm_struct_31b33a
      %858 = llvm.extractvalue %833[24] : !llvm_struct_31b33a
      %859 = llvm.extractvalue %833[25] : !llvm_struct_31b33a
      %860 = llvm.extractvalue %833[26] : !llvm_struct_31b33a
      %861 = llvm.extractvalue %833[27] : !llvm_struct_31b33a
      %862 = llvm.extractvalue %833[28] : !llvm_struct_31b33a
      %863 = llvm.extractvalue %833[29] : !llvm_struct_31b33a
      %864 = llvm.extractvalue %833[30] : !llvm_struct_31b33a
      %865 = llvm.extractvalue %833[31] : !llvm_struct_31b33a
      %866 = llvm.extractvalue %833[32] : !llvm_struct_31b33a
      %867 = llvm.extractvalue %833[33] : !llvm_struct_31b33a
      %868 = llvm.extractvalue %833[34] : !llvm_struct_31b33a
      %869 = llvm.extractvalue %833[35] : !llvm_struct_31b33a
      %870 = llvm.extractvalue %833[36] : !llvm_struct_31b33a
      %871 = llvm.extractvalue %833[37] : !llvm_struct_31b33a
      %872 = llvm.extractvalue %833[38] : !llvm_struct_31b33a
      %873 = llvm.extractvalue %833[39] : !llvm_struct_31b33a
      %874 = llvm.extractvalue %833[40] : !llvm_struct_31b33a
      %875 = llvm.extractvalue %833[41] : !llvm_struct_31b33a
      %876 = llvm.extractvalue %833[42] : !llvm_struct_31b33a
      %877 = llvm.extractvalue %833[43] : !llvm_struct_31b33a
      %878 = llvm.extractvalue %833[44] : !llvm_struct_31b33a
      %879 = llvm.extractvalue %833[45] : !llvm_struct_31b33a
      %880 = llvm.extractvalue %833[46] : !llvm_struct_31b33a
      %881 = llvm.extractvalue %833[47] : !llvm_struct_31b33a
      %882 = llvm.extractvalue %833[48] : !llvm_struct_31b33a
      %883 = llvm.extractvalue %833[49] : !llvm_struct_31b33a
      %884 = llvm.extractvalue %833[50] : !llvm_struct_31b33a
      %885 = llvm.extractvalue %833[51] : !llvm_struct_31b33a
      %886 = llvm.extractvalue %833[52] : !llvm_struct_31b33a
      %887 = llvm.extractvalue %833[53] : !llvm_struct_31b33a
      %888 = llvm.extractvalue %833[54] : !llvm_struct_31b33a
      %889 = llvm.extractvalue %833[55] : !llvm_struct_31b33a
      %890 = llvm.extractvalue %833[56] : !llvm_struct_31b33a
      %891 = llvm.extractvalue %833[57] : !llvm_struct_31b33a
      %892 = llvm.extractvalue %833[58] : !llvm_struct_31b33a
      %893 = llvm.extractvalue %833[59] : !llvm_struct_31b33a
      %894 = llvm.extractvalue %833[60] : !llvm_struct_31b33a
      %895 = llvm.extractvalue %833[61] : !llvm_struct_31b33a
      %896 = llvm.extractvalue %833[62] : !llvm_struct_31b33a
      %897 = llvm.extractvalue %833[63] : !llvm_struct_31b33a
      %898 = llvm.extractvalue %833[64] : !llvm_struct_31b33a
      %899 = llvm.extractvalue %833[65] : !llvm_struct_31b33a
      %900 = llvm.extractvalue %833[66] : !llvm_struct_31b33a
      %901 = llvm.extractvalue %833[67] : !llvm_struct_31b33a
      %902 = llvm.extractvalue %833[68] : !llvm_struct_31b33a
      %903 = llvm.extractvalue %833[69] : !llvm_struct_31b33a
      %904 = llvm.extractvalue %833[70] : !llvm_struct_31b33a
      %905 = llvm.extractvalue %833[71] : !llvm_struct_31b33a
      %906 = llvm.extractvalue %833[72] : !llvm_struct_31b33a
      %907 = llvm.extractvalue %833[73] : !llvm_struct_31b33a
      %908 = llvm.extractvalue %833[74] : !llvm_struct_31b33a
      %909 = llvm.extractvalue %833[75] : !llvm_struct_31b33a
      %910 = llvm.extractvalue %833[76] : !llvm_struct_31b33a
      %911 = llvm.extractvalue %833[77] : !llvm_struct_31b33a
      %912 = llvm.extractvalue %833[78] : !llvm_struct_31b33a
      %913 = llvm.extractvalue %833[79] : !llvm_struct_31b33a
      %914 = llvm.extractvalue %833[80] : !llvm_struct_31b33a
      %915 = llvm.extractvalue %833[81] : !llvm_struct_31b33a
      %916 = llvm.extractvalue %833[82] : !llvm_struct_31b33a
      %917 = llvm.extractvalue %833[83] : !llvm_struct_31b33a
      %918 = llvm.extractvalue %833[84] : !llvm_struct_31b33a
      %919 = llvm.extractvalue %833[85] : !llvm_struct_31b33a
      %920 = llvm.extractvalue %833[86] : !llvm_struct_31b33a
      %921 = llvm.extractvalue %833[87] : !llvm_struct_31b33a
      %922 = llvm.extractvalue %833[88] : !llvm_struct_31b33a
      %923 = llvm.extractvalue %833[89] : !llvm_struct_31b33a
      %924 = llvm.extractvalue %833[90] : !llvm_struct_31b33a
      %925 = llvm.extractvalue %833[91] : !llvm_struct_31b33a
      %926 = llvm.extractvalue %833[92] : !llvm_struct_31b33a
      %927 = llvm.extractvalue %833[93] : !llvm_struct_31b33a
      %928 = llvm.extractvalue %833[94] : !llvm_struct_31b33a
      %929 = llvm.extractvalue %833[95] : !llvm_struct_31b33a
      %930 = llvm.extractvalue %833[96] : !llvm_struct_31b33a
      %931 = llvm.extractvalue %833[97] : !llvm_struct_31b33a
      %932 = llvm.extractvalue %833[98] : !llvm_struct_31b33a
      %933 = llvm.extractvalue %833[99] : !llvm_struct_31b33a
      %934 = llvm.extractvalue %833[100] : !llvm_struct_31b33a
      %935 = llvm.extractvalue %833[101] : !llvm_struct_31b33a
      %936 = llvm.extractvalue %833[102] : !llvm_struct_31b33a
      %937 = llvm.extractvalue %833[103] : !llvm_struct_31b33a
      %938 = llvm.extractvalue %833[104] : !llvm_struct_31b33a
      %939 = llvm.extractvalue %833[105] : !llvm_struct_31b33a
      %940 = llvm.extractvalue %833[106] : !llvm_struct_31b33a
      %941 = llvm.extractvalue %833[107] : !llvm_struct_31b33a
      %942 = llvm.extractvalue %833[108] : !llvm_struct_31b33a
      %943 = llvm.extractvalue %833[109] : !llvm_struct_31b33a
      %944 = llvm.extractvalue %833[110] : !llvm_struct_31b33a
      %945 = llvm.extractvalue %833[111] : !llvm_struct_31b33a
      %946 = llvm.extractvalue %833[112] : !llvm_struct_31b33a
      %947 = llvm.extractvalue %833[113] : !llvm_struct_31b33a
      %948 = llvm.extractvalue %833[114] : !llvm_struct_31b33a
      %949 = llvm.extractvalue %833[115] : !llvm_struct_31b33a
      %950 = llvm.extractvalue %833[116] : !llvm_struct_31b33a
      %951 = llvm.extractvalue %833[117] : !llvm_struct_31b33a
      %952 = llvm.extractvalue %833[118] : !llvm_struct_31b33a
      %953 = llvm.extractvalue %833[119] : !llvm_struct_31b33a
      %954 = llvm.extractvalue %833[120] : !llvm_struct_31b33a
      %955 = llvm.extractvalue %833[121] : !llvm_struct_31b33a
      %956 = llvm.extractvalue %833[122] : !llvm_struct_31b33a
      %957 = llvm.extractvalue %833[123] : !llvm_struct_31b33a
      %958 = llvm.extractvalue %833[124] : !llvm_struct_31b33a
      %959 = llvm.extractvalue %833[125] : !llvm_struct_31b33a
      %960 = llvm.extractvalue %833[126] : !llvm_struct_31b33a
      %961 = llvm.extractvalue %833[127] : !llvm_struct_31b33a
      llvm.store %834, %47 : f32, !llvm.ptr
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
      llvm.store %949, %364 : f32, !llvm.ptr
      llvm.store %950, %365 : f32, !llvm.ptr
      llvm.store %951, %366 : f32, !llvm.ptr
      llvm.store %952, %367 : f32, !llvm.ptr
      llvm.store %953, %368 : f32, !llvm.ptr
      llvm.store %954, %369 : f32, !llvm.ptr
      llvm.store %955, %370 : f32, !llvm.ptr
      llvm.store %956, %371 : f32, !llvm.ptr
      llvm.store %957, %372 : f32, !llvm.ptr
      llvm.store %958, %373 : f32, !llvm.ptr
      llvm.store %959, %374 : f32, !llvm.ptr
      llvm.store %960, %375 : f32, !llvm.ptr
      llvm.store %961, %376 : f32, !llvm.ptr
      %962 = llvm.add %428, %39 : i32
      %963 = llvm.add %430, %962 : i32
      %964 = llvm.insertelement %963, %429[%25 : i32] : vector<2xi32>
      %965 = llvm.bitcast %964 : vector<2xi32> to i64
      %966 = llvm.add %434, %39 : i32
      %967 = llvm.add %436, %966 : i32
      %968 = llvm.insertelement %967, %435[%25 : i32] : vector<2xi32>
      %969 = llvm.bitcast %968 : vector<2xi32> to i64
      %970 = llvm.load %47 : !llvm.ptr -> f32
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
      %1085 = llvm.load %364 : !llvm.ptr -> f32
      %1086 = llvm.load %365 : !llvm.ptr -> f32
      %1087 = llvm.load %366 : !llvm.ptr -> f32
      %1088 = llvm.load %367 : !llvm.ptr -> f32
      %1089 = llvm.load %368 : !llvm.ptr -> f32
      %1090 = llvm.load %369 : !llvm.ptr -> f32
      %1091 = llvm.load %370 : !llvm.ptr -> f32
      %1092 = llvm.load %371 : !llvm.ptr -> f32
      %1093 = llvm.load %372 : !llvm.ptr -> f32
      %1094 = llvm.load %373 : !llvm.ptr -> f32
      %1095 = llvm.load %374 : !llvm.ptr -> f32
      %1096 = llvm.load %375 : !llvm.ptr -> f32
      %1097 = llvm.load %376 : !llvm.ptr -> f32
      %1098 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071, %1072, %1073, %1074, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %1083, %1084, %1085, %1086, %1087, %1088, %1089, %1090, %1091, %1092, %1093, %1094, %1095, %1096, %1097, %965, %969, %27, %44, %44, %44, %44 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1099 = llvm.extractvalue %1098[0] : !llvm_struct_31b33a
      %1100 = llvm.extractvalue %1098[1] : !llvm_struct_31b33a
      %1101 = llvm.extractvalue %1098[2] : !llvm_struct_31b33a
      %1102 = llvm.extractvalue %1098[3] : !llvm_struct_31b33a
      %1103 = llvm.extractvalue %1098[4] : !llvm_struct_31b33a
      %1104 = llvm.extractvalue %1098[5] : !llvm_struct_31b33a
      %1105 = llvm.extractvalue %1098[6] : !llvm_struct_31b33a
      %1106 = llvm.extractvalue %1098[7] : !llvm_struct_31b33a
      %1107 = llvm.extractvalue %1098[8] : !llvm_struct_31b33a
      %1108 = llvm.extractvalue %1098[9] : !llvm_struct_31b33a
      %1109 = llvm.extractvalue %1098[10] : !llvm_struct_31b33a
      %1110 = llvm.extractvalue %1098[11] : !llvm_struct_31b33a
      %1111 = llvm.extractvalue %1098[12] : !llvm_struct_31b33a
      %1112 = llvm.extractvalue %1098[13] : !llvm_struct_31b33a
      %1113 = llvm.extractvalue %1098[14] : !llvm_struct_31b33a
      %1114 = llvm.extractvalue %1098[15] : !llvm_struct_31b33a
      %1115 = llvm.extractvalue %1098[16] : !llvm_struct_31b33a
      %1116 = llvm.extractvalue %1098[17] : !llvm_struct_31b33a
      %1117 = llvm.extractvalue %1098[18] : !llvm_struct_31b33a
      %1118 = llvm.extractvalue %1098[19] : !llvm_struct_31b33a
      %1119 = llvm.extractvalue %1098[20] : !llvm_struct_31b33a
      %1120 = llvm.extractvalue %1098[21] : !llvm_struct_31b33a
      %1121 = llvm.extractvalue %1098[22] : !llvm_struct_31b33a
      %1122 = llvm.extractvalue %1098[23] : !llvm_struct_31b33a
      %1123 = llvm.extractvalue %1098[24] : !llvm_struct_31b33a
      %1124 = llvm.extractvalue %1098[25] : !llvm_struct_31b33a
      %1125 = llvm.extractvalue %1098[26] : !llvm_struct_31b33a
      %1126 = llvm.extractvalue %1098[27] : !llvm_struct_31b33a
      %1127 = llvm.extractvalue %1098[28] : !llvm_struct_31b33a
      %1128 = llvm.extractvalue %1098[29] : !llvm_struct_31b33a
      %1129 = llvm.extractvalue %1098[30] : !llvm_struct_31b33a
      %1130 = llvm.extractvalue %1098[31] : !llvm_struct_31b33a
      %1131 = llvm.extractvalue %1098[32] : !llvm_struct_31b33a
      %1132 = llvm.extractvalue %1098[33] : !llvm_struct_31b33a
      %1133 = llvm.extractvalue %1098[34] : !llvm_struct_31b33a
      %1134 = llvm.extractvalue %1098[35] : !llvm_struct_31b33a
      %1135 = llvm.extractvalue %1098[36] : !llvm_struct_31b33a
      %1136 = llvm.extractvalue %1098[37] : !llvm_struct_31b33a
      %1137 = llvm.extractvalue %1098[38] : !llvm_struct_31b33a
      %1138 = llvm.extractvalue %1098[39] : !llvm_struct_31b33a
      %1139 = llvm.extractvalue %1098[40] : !llvm_struct_31b33a
      %1140 = llvm.extractvalue %1098[41] : !llvm_struct_31b33a
      %1141 = llvm.extractvalue %1098[42] : !llvm_struct_31b33a
      %1142 = llvm.extractvalue %1098[43] : !llvm_struct_31b33a
      %1143 = llvm.extractvalue %1098[44] : !llvm_struct_31b33a
      %1144 = llvm.extractvalue %1098[45] : !llvm_struct_31b33a
      %1145 = llvm.extractvalue %1098[46] : !llvm_struct_31b33a
      %1146 = llvm.extractvalue %1098[47] : !llvm_struct_31b33a
      %1147 = llvm.extractvalue %1098[48] : !llvm_struct_31b33a
      %1148 = llvm.extractvalue %1098[49] : !llvm_struct_31b33a
      %1149 = llvm.extractvalue %1098[50] : !llvm_struct_31b33a
      %1150 = llvm.extractvalue %1098[51] : !llvm_struct_31b33a
      %1151 = llvm.extractvalue %1098[52] : !llvm_struct_31b33a
      %1152 = llvm.extractvalue %1098[53] : !llvm_struct_31b33a
      %1153 = llvm.extractvalue %1098[54] : !llvm_struct_31b33a
      %1154 = llvm.extractvalue %1098[55] : !llvm_struct_31b33a
      %1155 = llvm.extractvalue %1098[56] : !llvm_struct_31b33a
      %1156 = llvm.extractvalue %1098[57] : !llvm_struct_31b33a
      %1157 = llvm.extractvalue %1098[58] : !llvm_struct_31b33a
      %1158 = llvm.extractvalue %1098[59] : !llvm_struct_31b33a
      %1159 = llvm.extractvalue %1098[60] : !llvm_struct_31b33a
      %1160 = llvm.extractvalue %1098[61] : !llvm_struct_31b33a
      %1161 = llvm.extractvalue %1098[62] : !llvm_struct_31b33a
      %1162 = llvm.extractvalue %1098[63] : !llvm_struct_31b33a
      %1163 = llvm.extractvalue %1098[64] : !llvm_struct_31b33a
      %1164 = llvm.extractvalue %1098[65] : !llvm_struct_31b33a
      %1165 = llvm.extractvalue %1098[66] : !llvm_struct_31b33a
      %1166 = llvm.extractvalue %1098[67] : !llvm_struct_31b33a
      %1167 = llvm.extractvalue %1098[68] : !llvm_struct_31b33a
      %1168 = llvm.extractvalue %1098[69] : !llvm_struct_31b33a
      %1169 = llvm.extractvalue %1098[70] : !llvm_struct_31b33a
      %1170 = llvm.extractvalue %1098[71] : !llvm_struct_31b33a
      %1171 = llvm.extractvalue %1098[72] : !llvm_struct_31b33a
      %1172 = llvm.extractvalue %1098[73] : !llvm_struct_31b33a
      %1173 = llvm.extractvalue %1098[74] : !llvm_struct_31b33a
      %1174 = llvm.extractvalue %1098[75] : !llvm_struct_31b33a
      %1175 = llvm.extractvalue %1098[76] : !llvm_struct_31b33a
      %1176 = llvm.extractvalue %1098[77] : !llvm_struct_31b33a
      %1177 = llvm.extractvalue %1098[78] : !llvm_struct_31b33a
      %1178 = llvm.extractvalue %1098[79] : !llvm_struct_31b33a
      %1179 = llvm.extractvalue %1098[80] : !llvm_struct_31b33a
      %1180 = llvm.extractvalue %1098[81] : !llvm_struct_31b33a
      %1181 = llvm.extractvalue %1098[82] : !llvm_struct_31b33a
      %1182 = llvm.extractvalue %1098[83] : !llvm_struct_31b33a
      %1183 = llvm.extractvalue %1098[84] : !llvm_struct_31b33a
      %1184 = llvm.extractvalue %1098[85] : !llvm_struct_31b33a
      %1185 = llvm.extractvalue %1098[86] : !llvm_struct_31b33a
      %1186 = llvm.extractvalue %1098[87] : !llvm_struct_31b33a
      %1187 = llvm.extractvalue %1098[88] : !llvm_struct_31b33a
      %1188 = llvm.extractvalue %1098[89] : !llvm_struct_31b33a
      %1189 = llvm.extractvalue %1098[90] : !llvm_struct_31b33a
      %1190 = llvm.extractvalue %1098[91] : !llvm_struct_31b33a
      %1191 = llvm.extractvalue %1098[92] : !llvm_struct_31b33a
      %1192 = llvm.extractvalue %1098[93] : !llvm_struct_31b33a
      %1193 = llvm.extractvalue %1098[94] : !llvm_struct_31b33a
      %1194 = llvm.extractvalue %1098[95] : !llvm_struct_31b33a
      %1195 = llvm.extractvalue %1098[96] : !llvm_struct_31b33a
      %1196 = llvm.extractvalue %1098[97] : !llvm_struct_31b33a
      %1197 = llvm.extractvalue %1098[98] : !llvm_struct_31b33a
      %1198 = llvm.extractvalue %1098[99] : !llvm_struct_31b33a
      %1199 = llvm.extractvalue %1098[100] : !llvm_struct_31b33a
      %1200 = llvm.extractvalue %1098[101] : !llvm_struct_31b33a
      %1201 = llvm.extractvalue %1098[102] : !llvm_struct_31b33a
      %1202 = llvm.extractvalue %1098[103] : !llvm_struct_31b33a
      %1203 = llvm.extractvalue %1098[104] : !llvm_struct_31b33a
      %1204 = llvm.extractvalue %1098[105] : !llvm_struct_31b33a
      %1205 = llvm.extractvalue %1098[106] : !llvm_struct_31b33a
      %1206 = llvm.extractvalue %1098[107] : !llvm_struct_31b33a
      %1207 = llvm.extractvalue %1098[108] : !llvm_struct_31b33a
      %1208 = llvm.extractvalue %1098[109] : !llvm_struct_31b33a
      %1209 = llvm.extractvalue %1098[110] : !llvm_struct_31b33a
      %1210 = llvm.extractvalue %1098[111] : !llvm_struct_31b33a
      %1211 = llvm.extractvalue %1098[112] : !llvm_struct_31b33a
      %1212 = llvm.extractvalue %1098[113] : !llvm_struct_31b33a
      %1213 = llvm.extractvalue %1098[114] : !llvm_struct_31b33a
      %1214 = llvm.extractvalue %1098[115] : !llvm_struct_31b33a
      %1215 = llvm.extractvalue %1098[116] : !llvm_struct_31b33a
      %1216 = llvm.extractvalue %1098[117] : !llvm_struct_31b33a
      %1217 = llvm.extractvalue %1098[118] : !llvm_struct_31b33a
      %1218 = llvm.extractvalue %1098[119] : !llvm_struct_31b33a
      %1219 = llvm.extractvalue %1098[120] : !llvm_struct_31b33a
      %1220 = llvm.extractvalue %1098[121] : !llvm_struct_31b33a
      %1221 = llvm.extractvalue %1098[122] : !llvm_struct_31b33a
      %1222 = llvm.extractvalue %1098[123] : !llvm_struct_31b33a
      %1223 = llvm.extractvalue %1098[124] : !llvm_struct_31b33a
      %1224 = llvm.extractvalue %1098[125] : !llvm_struct_31b33a
      %1225 = llvm.extractvalue %1098[126] : !llvm_struct_31b33a
      %1226 = llvm.extractvalue %1098[127] : !llvm_struct_31b33a
      llvm.store %1099, %47 : f32, !llvm.ptr
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
      llvm.store %1214, %364 : f32, !llvm.ptr
      llvm.store %1215, %365 : f32, !llvm.ptr
      llvm.store %1216, %366 : f32, !llvm.ptr
      llvm.store %1217, %367 : f32, !llvm.ptr
      llvm.store %1218, %368 : f32, !llvm.ptr
      llvm.store %1219, %369 : f32, !llvm.ptr
      llvm.store %1220, %370 : f32, !llvm.ptr
      llvm.store %1221, %371 : f32, !llvm.ptr
      llvm.store %1222, %372 : f32, !llvm.ptr
      llvm.store %1223, %373 : f32, !llvm.ptr
      llvm.store %1224, %374 : f32, !llvm.ptr
      llvm.store %1225, %375 : f32, !llvm.ptr
      llvm.store %1226, %376 : f32, !llvm.ptr
      %1227 = llvm.add %428, %9 : i32
      %1228 = llvm.add %430, %1227 : i32
      %1229 = llvm.insertelement %1228, %429[%25 : i32] : vector<2xi32>
      %1230 = llvm.bitcast %1229 : vector<2xi32> to i64
      %1231 = llvm.add %434, %9 : i32
      %1232 = llvm.add %436, %1231 : i32
      %1233 = llvm.insertelement %1232, %435[%25 : i32] : vector<2xi32>
      %1234 = llvm.bitcast %1233 : vector<2xi32> to i64
      %1235 = llvm.load %47 : !llvm.ptr -> f32
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
      %1350 = llvm.load %364 : !llvm.ptr -> f32
      %1351 = llvm.load %365 : !llvm.ptr -> f32
      %1352 = llvm.load %366 : !llvm.ptr -> f32
      %1353 = llvm.load %367 : !llvm.ptr -> f32
      %1354 = llvm.load %368 : !llvm.ptr -> f32
      %1355 = llvm.load %369 : !llvm.ptr -> f32
      %1356 = llvm.load %370 : !llvm.ptr -> f32
      %1357 = llvm.load %371 : !llvm.ptr -> f32
      %1358 = llvm.load %372 : !llvm.ptr -> f32
      %1359 = llvm.load %373 : !llvm.ptr -> f32
      %1360 = llvm.load %374 : !llvm.ptr -> f32
      %1361 = llvm.load %375 : !llvm.ptr -> f32
      %1362 = llvm.load %376 : !llvm.ptr -> f32
      %1363 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329, %1330, %1331, %1332, %1333, %1334, %1335, %1336, %1337, %1338, %1339, %1340, %1341, %1342, %1343, %1344, %1345, %1346, %1347, %1348, %1349, %1350, %1351, %1352, %1353, %1354, %1355, %1356, %1357, %1358, %1359, %1360, %1361, %1362, %1230, %1234, %27, %44, %44, %44, %44 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1364 = llvm.extractvalue %1363[0] : !llvm_struct_31b33a
      %1365 = llvm.extractvalue %1363[1] : !llvm_struct_31b33a
      %1366 = llvm.extractvalue %1363[2] : !llvm_struct_31b33a
      %1367 = llvm.extractvalue %1363[3] : !llvm_struct_31b33a
      %1368 = llvm.extractvalue %1363[4] : !llvm_struct_31b33a
      %1369 = llvm.extractvalue %1363[5] : !llvm_struct_31b33a
      %1370 = llvm.extractvalue %1363[6] : !llvm_struct_31b33a
      %1371 = llvm.extractvalue %1363[7] : !llvm_struct_31b33a
      %1372 = llvm.extractvalue %1363[8] : !llvm_struct_31b33a
      %1373 = llvm.extractvalue %1363[9] : !llvm_struct_31b33a
      %1374 = llvm.extractvalue %1363[10] : !llvm_struct_31b33a
      %1375 = llvm.extractvalue %1363[11] : !llvm_struct_31b33a
      %1376 = llvm.extractvalue %1363[12] : !llvm_struct_31b33a
      %1377 = llvm.extractvalue %1363[13] : !llvm_struct_31b33a
      %1378 = llvm.extractvalue %1363[14] : !llvm_struct_31b33a
      %1379 = llvm.extractvalue %1363[15] : !llvm_struct_31b33a
      %1380 = llvm.extractvalue %1363[16] : !llvm_struct_31b33a
      %1381 = llvm.extractvalue %1363[17] : !llvm_struct_31b33a
      %1382 = llvm.extractvalue %1363[18] : !llvm_struct_31b33a
      %1383 = llvm.extractvalue %1363[19] : !llvm_struct_31b33a
      %1384 = llvm.extractvalue %1363[20] : !llvm_struct_31b33a
      %1385 = llvm.extractvalue %1363[21] : !llvm_struct_31b33a
      %1386 = llvm.extractvalue %1363[22] : !llvm_struct_31b33a
      %1387 = llvm.extractvalue %1363[23] : !llvm_struct_31b33a
      %1388 = llvm.extractvalue %1363[24] : !llvm_struct_31b33a
      %1389 = llvm.extractvalue %1363[25] : !llvm_struct_31b33a
      %1390 = llvm.extractvalue %1363[26] : !llvm_struct_31b33a
      %1391 = llvm.extractvalue %1363[27] : !llvm_struct_31b33a
      %1392 = llvm.extractvalue %1363[28] : !llvm_struct_31b33a
      %1393 = llvm.extractvalue %1363[29] : !llvm_struct_31b33a
      %1394 = llvm.extractvalue %1363[30] : !llvm_struct_31b33a
      %1395 = llvm.extractvalue %1363[31] : !llvm_struct_31b33a
      %1396 = llvm.extractvalue %1363[32] : !llvm_struct_31b33a
      %1397 = llvm.extractvalue %1363[33] : !llvm_struct_31b33a
      %1398 = llvm.extractvalue %1363[34] : !llvm_struct_31b33a
      %1399 = llvm.extractvalue %1363[35] : !llvm_struct_31b33a
      %1400 = llvm.extractvalue %1363[36] : !llvm_struct_31b33a
      %1401 = llvm.extractvalue %1363[37] : !llvm_struct_31b33a
      %1402 = llvm.extractvalue %1363[38] : !llvm_struct_31b33a
      %1403 = llvm.extractvalue %1363[39] : !llvm_struct_31b33a
      %1404 = llvm.extractvalue %1363[40] : !llvm_struct_31b33a
      %1405 = llvm.extractvalue %1363[41] : !llvm_struct_31b33a
      %1406 = llvm.extractvalue %1363[42] : !llvm_struct_31b33a
      %1407 = llvm.extractvalue %1363[43] : !llvm_struct_31b33a
      %1408 = llvm.extractvalue %1363[44] : !llvm_struct_31b33a
      %1409 = llvm.extractvalue %1363[45] : !llvm_struct_31b33a
      %1410 = llvm.extractvalue %1363[46] : !llvm_struct_31b33a
      %1411 = llvm.extractvalue %1363[47] : !llvm_struct_31b33a
      %1412 = llvm.extractvalue %1363[48] : !llvm_struct_31b33a
      %1413 = llvm.extractvalue %1363[49] : !llvm_struct_31b33a
      %1414 = llvm.extractvalue %1363[50] : !llvm_struct_31b33a
      %1415 = llvm.extractvalue %1363[51] : !llvm_struct_31b33a
      %1416 = llvm.extractvalue %1363[52] : !llvm_struct_31b33a
      %1417 = llvm.extractvalue %1363[53] : !llvm_struct_31b33a
      %1418 = llvm.extractvalue %1363[54] : !llvm_struct_31b33a
      %1419 = llvm.extractvalue %1363[55] : !llvm_struct_31b33a
      %1420 = llvm.extractvalue %1363[56] : !llvm_struct_31b33a
      %1421 = llvm.extractvalue %1363[57] : !llvm_struct_31b33a
      %1422 = llvm.extractvalue %1363[58] : !llvm_struct_31b33a
      %1423 = llvm.extractvalue %1363[59] : !llvm_struct_31b33a
      %1424 = llvm.extractvalue %1363[60] : !llvm_struct_31b33a
      %1425 = llvm.extractvalue %1363[61] : !llvm_struct_31b33a
      %1426 = llvm.extractvalue %1363[62] : !llvm_struct_31b33a
      %1427 = llvm.extractvalue %1363[63] : !llvm_struct_31b33a
      %1428 = llvm.extractvalue %1363[64] : !llvm_struct_31b33a
      %1429 = llvm.extractvalue %1363[65] : !llvm_struct_31b33a
      %1430 = llvm.extractvalue %1363[66] : !llvm_struct_31b33a
      %1431 = llvm.extractvalue %1363[67] : !llvm_struct_31b33a
      %1432 = llvm.extractvalue %1363[68] : !llvm_struct_31b33a
      %1433 = llvm.extractvalue %1363[69] : !llvm_struct_31b33a
      %1434 = llvm.extractvalue %1363[70] : !llvm_struct_31b33a
      %1435 = llvm.extractvalue %1363[71] : !llvm_struct_31b33a
      %1436 = llvm.extractvalue %1363[72] : !llvm_struct_31b33a
      %1437 = llvm.extractvalue %1363[73] : !llvm_struct_31b33a
      %1438 = llvm.extractvalue %1363[74] : !llvm_struct_31b33a
      %1439 = llvm.extractvalue %1363[75] : !llvm_struct_31b33a
      %1440 = llvm.extractvalue %1363[76] : !llvm_struct_31b33a
      %1441 = llvm.extractvalue %1363[77] : !llvm_struct_31b33a
      %1442 = llvm.extractvalue %1363[78] : !llvm_struct_31b33a
      %1443 = llvm.extractvalue %1363[79] : !llvm_struct_31b33a
      %1444 = llvm.extractvalue %1363[80] : !llvm_struct_31b33a
      %1445 = llvm.extractvalue %1363[81] : !llvm_struct_31b33a
      %1446 = llvm.extractvalue %1363[82] : !llvm_struct_31b33a
      %1447 = llvm.extractvalue %1363[83] : !llvm_struct_31b33a
      %1448 = llvm.extractvalue %1363[84] : !llvm_struct_31b33a
      %1449 = llvm.extractvalue %1363[85] : !llvm_struct_31b33a
      %1450 = llvm.extractvalue %1363[86] : !llvm_struct_31b33a
      %1451 = llvm.extractvalue %1363[87] : !llvm_struct_31b33a
      %1452 = llvm.extractvalue %1363[88] : !llvm_struct_31b33a
      %1453 = llvm.extractvalue %1363[89] : !llvm_struct_31b33a
      %1454 = llvm.extractvalue %1363[90] : !llvm_struct_31b33a
      %1455 = llvm.extractvalue %1363[91] : !llvm_struct_31b33a
      %1456 = llvm.extractvalue %1363[92] : !llvm_struct_31b33a
      %1457 = llvm.extractvalue %1363[93] : !llvm_struct_31b33a
      %1458 = llvm.extractvalue %1363[94] : !llvm_struct_31b33a
      %1459 = llvm.extractvalue %1363[95] : !llvm_struct_31b33a
      %1460 = llvm.extractvalue %1363[96] : !llvm_struct_31b33a
      %1461 = llvm.extractvalue %1363[97] : !llvm_struct_31b33a
      %1462 = llvm.extractvalue %1363[98] : !llvm_struct_31b33a
      %1463 = llvm.extractvalue %1363[99] : !llvm_struct_31b33a
      %1464 = llvm.extractvalue %1363[100] : !llvm_struct_31b33a
      %1465 = llvm.extractvalue %1363[101] : !llvm_struct_31b33a
      %1466 = llvm.extractvalue %1363[102] : !llvm_struct_31b33a
      %1467 = llvm.extractvalue %1363[103] : !llvm_struct_31b33a
      %1468 = llvm.extractvalue %1363[104] : !llvm_struct_31b33a
      %1469 = llvm.extractvalue %1363[105] : !llvm_struct_31b33a
      %1470 = llvm.extractvalue %1363[106] : !llvm_struct_31b33a
      %1471 = llvm.extractvalue %1363[107] : !llvm_struct_31b33a
      %1472 = llvm.extractvalue %1363[108] : !llvm_struct_31b33a
      %1473 = llvm.extractvalue %1363[109] : !llvm_struct_31b33a
      %1474 = llvm.extractvalue %1363[110] : !llvm_struct_31b33a
      %1475 = llvm.extractvalue %1363[111] : !llvm_struct_31b33a
      %1476 = llvm.extractvalue %1363[112] : !llvm_struct_31b33a
      %1477 = llvm.extractvalue %1363[113] : !llvm_struct_31b33a
      %1478 = llvm.extractvalue %1363[114] : !llvm_struct_31b33a
      %1479 = llvm.extractvalue %1363[115] : !llvm_struct_31b33a
      %1480 = llvm.extractvalue %1363[116] : !llvm_struct_31b33a
      %1481 = llvm.extractvalue %1363[117] : !llvm_struct_31b33a
      %1482 = llvm.extractvalue %1363[118] : !llvm_struct_31b33a
      %1483 = llvm.extractvalue %1363[119] : !llvm_struct_31b33a
      %1484 = llvm.extractvalue %1363[120] : !llvm_struct_31b33a
      %1485 = llvm.extractvalue %1363[121] : !llvm_struct_31b33a
      %1486 = llvm.extractvalue %1363[122] : !llvm_struct_31b33a
      %1487 = llvm.extractvalue %1363[123] : !llvm_struct_31b33a
      %1488 = llvm.extractvalue %1363[124] : !llvm_struct_31b33a
      %1489 = llvm.extractvalue %1363[125] : !llvm_struct_31b33a
      %1490 = llvm.extractvalue %1363[126] : !llvm_struct_31b33a
      %1491 = llvm.extractvalue %1363[127] : !llvm_struct_31b33a
      llvm.store %1364, %47 : f32, !llvm.ptr
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
      llvm.store %1479, %364 : f32, !llvm.ptr
      llvm.store %1480, %365 : f32, !llvm.ptr
      llvm.store %1481, %366 : f32, !llvm.ptr
      llvm.store %1482, %367 : f32, !llvm.ptr
      llvm.store %1483, %368 : f32, !llvm.ptr
      llvm.store %1484, %369 : f32, !llvm.ptr
      llvm.store %1485, %370 : f32, !llvm.ptr
      llvm.store %1486, %371 : f32, !llvm.ptr
      llvm.store %1487, %372 : f32, !llvm.ptr
      llvm.store %1488, %373 : f32, !llvm.ptr
      llvm.store %1489, %374 : f32, !llvm.ptr
      llvm.store %1490, %375 : f32, !llvm.ptr
      llvm.store %1491, %376 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1492 = llvm.icmp "sgt" %422, %25 : i32
      llvm.cond_br %1492, ^bb53, ^bb58(%423 : i32)
    ^bb53:  // pred: ^bb52
      llvm.cond_br %103, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %1493 = llvm.getelementptr %91[%423] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1494 = nvvm.mapa.shared.cluster %1493, %97 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1494, %44 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      llvm.br ^bb55
    ^bb55:  // 2 preds: ^bb53, ^bb54
      %1495 = llvm.add %423, %44 : i32
      %1496 = llvm.icmp "eq" %1495, %32 : i32
      %1497 = llvm.select %1496, %25, %1495 : i1, i32
      llvm.cond_br %1496, ^bb56, ^bb56
    ^bb56:  // 2 preds: ^bb55, ^bb55
      llvm.br ^bb57
    ^bb57:  // pred: ^bb56
      llvm.br ^bb58(%1497 : i32)
    ^bb58(%1498: i32):  // 2 preds: ^bb52, ^bb57
      llvm.br ^bb59
    ^bb59:  // pred: ^bb58
      llvm.br ^bb60
    ^bb60:  // pred: ^bb59
      %1499 = llvm.add %424, %44 : i32
      %1500 = llvm.icmp "eq" %1499, %32 : i32
      %1501 = llvm.select %1500, %25, %1499 : i1, i32
      llvm.cond_br %1500, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %1502 = llvm.xor %425, %44 : i32
      llvm.br ^bb63(%1502 : i32)
    ^bb62:  // pred: ^bb60
      llvm.br ^bb63(%425 : i32)
    ^bb63(%1503: i32):  // 2 preds: ^bb61, ^bb62
      llvm.br ^bb64
    ^bb64:  // pred: ^bb63
      %1504 = llvm.add %422, %44 : i32
      llvm.br ^bb51(%1504, %1498, %1501, %1503 : i32, i32, i32, i32)
    ^bb65:  // pred: ^bb51
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %103, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %1505 = llvm.getelementptr %91[%423] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1506 = nvvm.mapa.shared.cluster %1505, %97 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %1506, %44 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      llvm.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      %1507 = llvm.add %423, %44 : i32
      %1508 = llvm.icmp "eq" %1507, %32 : i32
      %1509 = llvm.select %1508, %25, %1507 : i1, i32
      llvm.cond_br %1508, ^bb68, ^bb68
    ^bb68:  // 2 preds: ^bb67, ^bb67
      llvm.br ^bb69
    ^bb69:  // pred: ^bb68
      llvm.br ^bb70
    ^bb70:  // pred: ^bb69
      %1510 = llvm.mul %420, %42 : i32
      %1511 = llvm.mul %421, %39 : i32
      %1512 = llvm.ptrtoint %47 : !llvm.ptr to i64
      %1513 = llvm.inttoptr %1512 : i64 to !llvm.ptr
      %1514 = llvm.load %1513 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1515 = llvm.ptrtoint %46 : !llvm.ptr to i64
      %1516 = llvm.inttoptr %1515 : i64 to !llvm.ptr
      llvm.store %1514, %1516 {alignment = 32 : i64} : f32, !llvm.ptr
      %1517 = llvm.ptrtoint %250 : !llvm.ptr to i64
      %1518 = llvm.inttoptr %1517 : i64 to !llvm.ptr
      %1519 = llvm.load %1518 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1520 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1521 = llvm.ptrtoint %1520 : !llvm.ptr to i64
      %1522 = llvm.inttoptr %1521 : i64 to !llvm.ptr
      llvm.store %1519, %1522 {alignment = 4 : i64} : f32, !llvm.ptr
      %1523 = llvm.ptrtoint %251 : !llvm.ptr to i64
      %1524 = llvm.inttoptr %1523 : i64 to !llvm.ptr
      %1525 = llvm.load %1524 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1526 = llvm.getelementptr %46[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1527 = llvm.ptrtoint %1526 : !llvm.ptr to i64
      %1528 = llvm.inttoptr %1527 : i64 to !llvm.ptr
      llvm.store %1525, %1528 {alignment = 8 : i64} : f32, !llvm.ptr
      %1529 = llvm.ptrtoint %252 : !llvm.ptr to i64
      %1530 = llvm.inttoptr %1529 : i64 to !llvm.ptr
      %1531 = llvm.load %1530 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1532 = llvm.getelementptr %46[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1533 = llvm.ptrtoint %1532 : !llvm.ptr to i64
      %1534 = llvm.inttoptr %1533 : i64 to !llvm.ptr
      llvm.store %1531, %1534 {alignment = 4 : i64} : f32, !llvm.ptr
      %1535 = llvm.ptrtoint %253 : !llvm.ptr to i64
      %1536 = llvm.inttoptr %1535 : i64 to !llvm.ptr
      %1537 = llvm.load %1536 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1538 = llvm.getelementptr %46[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1539 = llvm.ptrtoint %1538 : !llvm.ptr to i64
      %1540 = llvm.inttoptr %1539 : i64 to !llvm.ptr
      llvm.store %1537, %1540 {alignment = 16 : i64} : f32, !llvm.ptr
      %1541 = llvm.ptrtoint %254 : !llvm.ptr to i64
      %1542 = llvm.inttoptr %1541 : i64 to !llvm.ptr
      %1543 = llvm.load %1542 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1544 = llvm.getelementptr %46[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1545 = llvm.ptrtoint %1544 : !llvm.ptr to i64
      %1546 = llvm.inttoptr %1545 : i64 to !llvm.ptr
      llvm.store %1543, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %1547 = llvm.ptrtoint %255 : !llvm.ptr to i64
      %1548 = llvm.inttoptr %1547 : i64 to !llvm.ptr
      %1549 = llvm.load %1548 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1550 = llvm.getelementptr %46[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1551 = llvm.ptrtoint %1550 : !llvm.ptr to i64
      %1552 = llvm.inttoptr %1551 : i64 to !llvm.ptr
      llvm.store %1549, %1552 {alignment = 8 : i64} : f32, !llvm.ptr
      %1553 = llvm.ptrtoint %256 : !llvm.ptr to i64
      %1554 = llvm.inttoptr %1553 : i64 to !llvm.ptr
      %1555 = llvm.load %1554 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1556 = llvm.getelementptr %46[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1557 = llvm.ptrtoint %1556 : !llvm.ptr to i64
      %1558 = llvm.inttoptr %1557 : i64 to !llvm.ptr
      llvm.store %1555, %1558 {alignment = 4 : i64} : f32, !llvm.ptr
      %1559 = llvm.ptrtoint %257 : !llvm.ptr to i64
      %1560 = llvm.inttoptr %1559 : i64 to !llvm.ptr
      %1561 = llvm.load %1560 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1562 = llvm.getelementptr %46[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1563 = llvm.ptrtoint %1562 : !llvm.ptr to i64
      %1564 = llvm.inttoptr %1563 : i64 to !llvm.ptr
      llvm.store %1561, %1564 {alignment = 32 : i64} : f32, !llvm.ptr
      %1565 = llvm.ptrtoint %258 : !llvm.ptr to i64
      %1566 = llvm.inttoptr %1565 : i64 to !llvm.ptr
      %1567 = llvm.load %1566 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1568 = llvm.getelementptr %46[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1569 = llvm.ptrtoint %1568 : !llvm.ptr to i64
      %1570 = llvm.inttoptr %1569 : i64 to !llvm.ptr
      llvm.store %1567, %1570 {alignment = 4 : i64} : f32, !llvm.ptr
      %1571 = llvm.ptrtoint %259 : !llvm.ptr to i64
      %1572 = llvm.inttoptr %1571 : i64 to !llvm.ptr
      %1573 = llvm.load %1572 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1574 = llvm.getelementptr %46[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1575 = llvm.ptrtoint %1574 : !llvm.ptr to i64
      %1576 = llvm.inttoptr %1575 : i64 to !llvm.ptr
      llvm.store %1573, %1576 {alignment = 8 : i64} : f32, !llvm.ptr
      %1577 = llvm.ptrtoint %260 : !llvm.ptr to i64
      %1578 = llvm.inttoptr %1577 : i64 to !llvm.ptr
      %1579 = llvm.load %1578 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1580 = llvm.getelementptr %46[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1581 = llvm.ptrtoint %1580 : !llvm.ptr to i64
      %1582 = llvm.inttoptr %1581 : i64 to !llvm.ptr
      llvm.store %1579, %1582 {alignment = 4 : i64} : f32, !llvm.ptr
      %1583 = llvm.ptrtoint %261 : !llvm.ptr to i64
      %1584 = llvm.inttoptr %1583 : i64 to !llvm.ptr
      %1585 = llvm.load %1584 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1586 = llvm.getelementptr %46[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1587 = llvm.ptrtoint %1586 : !llvm.ptr to i64
      %1588 = llvm.inttoptr %1587 : i64 to !llvm.ptr
      llvm.store %1585, %1588 {alignment = 16 : i64} : f32, !llvm.ptr
      %1589 = llvm.ptrtoint %262 : !llvm.ptr to i64
      %1590 = llvm.inttoptr %1589 : i64 to !llvm.ptr
      %1591 = llvm.load %1590 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1592 = llvm.getelementptr %46[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1593 = llvm.ptrtoint %1592 : !llvm.ptr to i64
      %1594 = llvm.inttoptr %1593 : i64 to !llvm.ptr
      llvm.store %1591, %1594 {alignment = 4 : i64} : f32, !llvm.ptr
      %1595 = llvm.ptrtoint %263 : !llvm.ptr to i64
      %1596 = llvm.inttoptr %1595 : i64 to !llvm.ptr
      %1597 = llvm.load %1596 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1598 = llvm.getelementptr %46[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1599 = llvm.ptrtoint %1598 : !llvm.ptr to i64
      %1600 = llvm.inttoptr %1599 : i64 to !llvm.ptr
      llvm.store %1597, %1600 {alignment = 8 : i64} : f32, !llvm.ptr
      %1601 = llvm.ptrtoint %264 : !llvm.ptr to i64
      %1602 = llvm.inttoptr %1601 : i64 to !llvm.ptr
      %1603 = llvm.load %1602 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1604 = llvm.getelementptr %46[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1605 = llvm.ptrtoint %1604 : !llvm.ptr to i64
      %1606 = llvm.inttoptr %1605 : i64 to !llvm.ptr
      llvm.store %1603, %1606 {alignment = 4 : i64} : f32, !llvm.ptr
      %1607 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1608 = llvm.fptrunc %1607 : vector<16xf32> to vector<16xbf16>
      llvm.store %1608, %45 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1609 = llvm.mul %378, %37 : i32
      llvm.br ^bb71(%25 : i32)
    ^bb71(%1610: i32):  // 2 preds: ^bb70, ^bb72
      %1611 = llvm.icmp "slt" %1610, %26 : i32
      llvm.cond_br %1611, ^bb72, ^bb73 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %1612 = llvm.mul %1610, %38 : i32
      %1613 = llvm.getelementptr %45[%1612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1614 = llvm.mul %1610, %43 : i32
      %1615 = llvm.getelementptr %249[%1614] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1616 = llvm.load %1613 : !llvm.ptr -> vector<4xi32>
      %1617 = llvm.ptrtoint %1615 : !llvm.ptr<3> to i64
      %1618 = llvm.and %1617, %8 : i64
      %1619 = llvm.ashr %1618, %7 : i64
      %1620 = llvm.xor %1617, %1619 : i64
      %1621 = llvm.inttoptr %1620 : i64 to !llvm.ptr<3>
      %1622 = llvm.getelementptr %1621[%1609] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1623 = llvm.extractelement %1616[%25 : i32] : vector<4xi32>
      %1624 = llvm.extractelement %1616[%44 : i32] : vector<4xi32>
      %1625 = llvm.extractelement %1616[%26 : i32] : vector<4xi32>
      %1626 = llvm.extractelement %1616[%18 : i32] : vector<4xi32>
      nvvm.stmatrix %1622, %1623, %1624, %1625, %1626 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1627 = llvm.add %1610, %44 : i32
      llvm.br ^bb71(%1627 : i32)
    ^bb73:  // pred: ^bb71
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      llvm.cond_br %377, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %1628 = llvm.getelementptr %87[%1609] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1629 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1630 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1629, %1628, box[%1511, %1510, %391] l2_cache_hint = %1630 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      %1631 = llvm.add %378, %44 : i32
      %1632 = llvm.srem %1631, %32 : i32
      %1633 = llvm.ptrtoint %265 : !llvm.ptr to i64
      %1634 = llvm.inttoptr %1633 : i64 to !llvm.ptr
      %1635 = llvm.load %1634 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1635, %1516 {alignment = 32 : i64} : f32, !llvm.ptr
      %1636 = llvm.ptrtoint %266 : !llvm.ptr to i64
      %1637 = llvm.inttoptr %1636 : i64 to !llvm.ptr
      %1638 = llvm.load %1637 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1638, %1522 {alignment = 4 : i64} : f32, !llvm.ptr
      %1639 = llvm.ptrtoint %267 : !llvm.ptr to i64
      %1640 = llvm.inttoptr %1639 : i64 to !llvm.ptr
      %1641 = llvm.load %1640 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1641, %1528 {alignment = 8 : i64} : f32, !llvm.ptr
      %1642 = llvm.ptrtoint %268 : !llvm.ptr to i64
      %1643 = llvm.inttoptr %1642 : i64 to !llvm.ptr
      %1644 = llvm.load %1643 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1644, %1534 {alignment = 4 : i64} : f32, !llvm.ptr
      %1645 = llvm.ptrtoint %269 : !llvm.ptr to i64
      %1646 = llvm.inttoptr %1645 : i64 to !llvm.ptr
      %1647 = llvm.load %1646 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1647, %1540 {alignment = 16 : i64} : f32, !llvm.ptr
      %1648 = llvm.ptrtoint %270 : !llvm.ptr to i64
      %1649 = llvm.inttoptr %1648 : i64 to !llvm.ptr
      %1650 = llvm.load %1649 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1650, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %1651 = llvm.ptrtoint %271 : !llvm.ptr to i64
      %1652 = llvm.inttoptr %1651 : i64 to !llvm.ptr
      %1653 = llvm.load %1652 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1653, %1552 {alignment = 8 : i64} : f32, !llvm.ptr
      %1654 = llvm.ptrtoint %272 : !llvm.ptr to i64
      %1655 = llvm.inttoptr %1654 : i64 to !llvm.ptr
      %1656 = llvm.load %1655 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1656, %1558 {alignment = 4 : i64} : f32, !llvm.ptr
      %1657 = llvm.ptrtoint %273 : !llvm.ptr to i64
      %1658 = llvm.inttoptr %1657 : i64 to !llvm.ptr
      %1659 = llvm.load %1658 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1659, %1564 {alignment = 32 : i64} : f32, !llvm.ptr
      %1660 = llvm.ptrtoint %274 : !llvm.ptr to i64
      %1661 = llvm.inttoptr %1660 : i64 to !llvm.ptr
      %1662 = llvm.load %1661 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1662, %1570 {alignment = 4 : i64} : f32, !llvm.ptr
      %1663 = llvm.ptrtoint %275 : !llvm.ptr to i64
      %1664 = llvm.inttoptr %1663 : i64 to !llvm.ptr
      %1665 = llvm.load %1664 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1665, %1576 {alignment = 8 : i64} : f32, !llvm.ptr
      %1666 = llvm.ptrtoint %276 : !llvm.ptr to i64
      %1667 = llvm.inttoptr %1666 : i64 to !llvm.ptr
      %1668 = llvm.load %1667 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1668, %1582 {alignment = 4 : i64} : f32, !llvm.ptr
      %1669 = llvm.ptrtoint %277 : !llvm.ptr to i64
      %1670 = llvm.inttoptr %1669 : i64 to !llvm.ptr
      %1671 = llvm.load %1670 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1671, %1588 {alignment = 16 : i64} : f32, !llvm.ptr
      %1672 = llvm.ptrtoint %278 : !llvm.ptr to i64
      %1673 = llvm.inttoptr %1672 : i64 to !llvm.ptr
      %1674 = llvm.load %1673 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1674, %1594 {alignment = 4 : i64} : f32, !llvm.ptr
      %1675 = llvm.ptrtoint %279 : !llvm.ptr to i64
      %1676 = llvm.inttoptr %1675 : i64 to !llvm.ptr
      %1677 = llvm.load %1676 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1677, %1600 {alignment = 8 : i64} : f32, !llvm.ptr
      %1678 = llvm.ptrtoint %280 : !llvm.ptr to i64
      %1679 = llvm.inttoptr %1678 : i64 to !llvm.ptr
      %1680 = llvm.load %1679 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1680, %1606 {alignment = 4 : i64} : f32, !llvm.ptr
      %1681 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1682 = llvm.fptrunc %1681 : vector<16xf32> to vector<16xbf16>
      llvm.store %1682, %45 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1683 = llvm.mul %1632, %37 : i32
      llvm.br ^bb76(%25 : i32)
    ^bb76(%1684: i32):  // 2 preds: ^bb75, ^bb77
      %1685 = llvm.icmp "slt" %1684, %26 : i32
      llvm.cond_br %1685, ^bb77, ^bb78 {llvm.loop_annotation = #loop_annotation}
    ^bb77:  // pred: ^bb76
      %1686 = llvm.mul %1684, %38 : i32
      %1687 = llvm.getelementptr %45[%1686] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1688 = llvm.mul %1684, %43 : i32
      %1689 = llvm.getelementptr %249[%1688] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1690 = llvm.load %1687 : !llvm.ptr -> vector<4xi32>
      %1691 = llvm.ptrtoint %1689 : !llvm.ptr<3> to i64
      %1692 = llvm.and %1691, %8 : i64
      %1693 = llvm.ashr %1692, %7 : i64
      %1694 = llvm.xor %1691, %1693 : i64
      %1695 = llvm.inttoptr %1694 : i64 to !llvm.ptr<3>
      %1696 = llvm.getelementptr %1695[%1683] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1697 = llvm.extractelement %1690[%25 : i32] : vector<4xi32>
      %1698 = llvm.extractelement %1690[%44 : i32] : vector<4xi32>
      %1699 = llvm.extractelement %1690[%26 : i32] : vector<4xi32>
      %1700 = llvm.extractelement %1690[%18 : i32] : vector<4xi32>
      nvvm.stmatrix %1696, %1697, %1698, %1699, %1700 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1701 = llvm.add %1684, %44 : i32
      llvm.br ^bb76(%1701 : i32)
    ^bb78:  // pred: ^bb76
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      llvm.cond_br %377, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %1702 = llvm.getelementptr %87[%1683] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1703 = llvm.add %1511, %24 : i32
      %1704 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1705 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1704, %1702, box[%1703, %1510, %391] l2_cache_hint = %1705 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb80
    ^bb80:  // 2 preds: ^bb78, ^bb79
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      %1706 = llvm.add %1632, %44 : i32
      %1707 = llvm.srem %1706, %32 : i32
      %1708 = llvm.ptrtoint %281 : !llvm.ptr to i64
      %1709 = llvm.inttoptr %1708 : i64 to !llvm.ptr
      %1710 = llvm.load %1709 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1710, %1516 {alignment = 32 : i64} : f32, !llvm.ptr
      %1711 = llvm.ptrtoint %282 : !llvm.ptr to i64
      %1712 = llvm.inttoptr %1711 : i64 to !llvm.ptr
      %1713 = llvm.load %1712 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1713, %1522 {alignment = 4 : i64} : f32, !llvm.ptr
      %1714 = llvm.ptrtoint %283 : !llvm.ptr to i64
      %1715 = llvm.inttoptr %1714 : i64 to !llvm.ptr
      %1716 = llvm.load %1715 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1716, %1528 {alignment = 8 : i64} : f32, !llvm.ptr
      %1717 = llvm.ptrtoint %284 : !llvm.ptr to i64
      %1718 = llvm.inttoptr %1717 : i64 to !llvm.ptr
      %1719 = llvm.load %1718 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1719, %1534 {alignment = 4 : i64} : f32, !llvm.ptr
      %1720 = llvm.ptrtoint %285 : !llvm.ptr to i64
      %1721 = llvm.inttoptr %1720 : i64 to !llvm.ptr
      %1722 = llvm.load %1721 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1722, %1540 {alignment = 16 : i64} : f32, !llvm.ptr
      %1723 = llvm.ptrtoint %286 : !llvm.ptr to i64
      %1724 = llvm.inttoptr %1723 : i64 to !llvm.ptr
      %1725 = llvm.load %1724 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1725, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %1726 = llvm.ptrtoint %287 : !llvm.ptr to i64
      %1727 = llvm.inttoptr %1726 : i64 to !llvm.ptr
      %1728 = llvm.load %1727 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1728, %1552 {alignment = 8 : i64} : f32, !llvm.ptr
      %1729 = llvm.ptrtoint %288 : !llvm.ptr to i64
      %1730 = llvm.inttoptr %1729 : i64 to !llvm.ptr
      %1731 = llvm.load %1730 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1731, %1558 {alignment = 4 : i64} : f32, !llvm.ptr
      %1732 = llvm.ptrtoint %289 : !llvm.ptr to i64
      %1733 = llvm.inttoptr %1732 : i64 to !llvm.ptr
      %1734 = llvm.load %1733 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1734, %1564 {alignment = 32 : i64} : f32, !llvm.ptr
      %1735 = llvm.ptrtoint %290 : !llvm.ptr to i64
      %1736 = llvm.inttoptr %1735 : i64 to !llvm.ptr
      %1737 = llvm.load %1736 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1737, %1570 {alignment = 4 : i64} : f32, !llvm.ptr
      %1738 = llvm.ptrtoint %291 : !llvm.ptr to i64
      %1739 = llvm.inttoptr %1738 : i64 to !llvm.ptr
      %1740 = llvm.load %1739 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1740, %1576 {alignment = 8 : i64} : f32, !llvm.ptr
      %1741 = llvm.ptrtoint %292 : !llvm.ptr to i64
      %1742 = llvm.inttoptr %1741 : i64 to !llvm.ptr
      %1743 = llvm.load %1742 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1743, %1582 {alignment = 4 : i64} : f32, !llvm.ptr
      %1744 = llvm.ptrtoint %293 : !llvm.ptr to i64
      %1745 = llvm.inttoptr %1744 : i64 to !llvm.ptr
      %1746 = llvm.load %1745 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1746, %1588 {alignment = 16 : i64} : f32, !llvm.ptr
      %1747 = llvm.ptrtoint %294 : !llvm.ptr to i64
      %1748 = llvm.inttoptr %1747 : i64 to !llvm.ptr
      %1749 = llvm.load %1748 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1749, %1594 {alignment = 4 : i64} : f32, !llvm.ptr
      %1750 = llvm.ptrtoint %295 : !llvm.ptr to i64
      %1751 = llvm.inttoptr %1750 : i64 to !llvm.ptr
      %1752 = llvm.load %1751 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1752, %1600 {alignment = 8 : i64} : f32, !llvm.ptr
      %1753 = llvm.ptrtoint %296 : !llvm.ptr to i64
      %1754 = llvm.inttoptr %1753 : i64 to !llvm.ptr
      %1755 = llvm.load %1754 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1755, %1606 {alignment = 4 : i64} : f32, !llvm.ptr
      %1756 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1757 = llvm.fptrunc %1756 : vector<16xf32> to vector<16xbf16>
      llvm.store %1757, %45 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1758 = llvm.mul %1707, %37 : i32
      llvm.br ^bb81(%25 : i32)
    ^bb81(%1759: i32):  // 2 preds: ^bb80, ^bb82
      %1760 = llvm.icmp "slt" %1759, %26 : i32
      llvm.cond_br %1760, ^bb82, ^bb83 {llvm.loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb81
      %1761 = llvm.mul %1759, %38 : i32
      %1762 = llvm.getelementptr %45[%1761] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1763 = llvm.mul %1759, %43 : i32
      %1764 = llvm.getelementptr %249[%1763] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1765 = llvm.load %1762 : !llvm.ptr -> vector<4xi32>
      %1766 = llvm.ptrtoint %1764 : !llvm.ptr<3> to i64
      %1767 = llvm.and %1766, %8 : i64
      %1768 = llvm.ashr %1767, %7 : i64
      %1769 = llvm.xor %1766, %1768 : i64
      %1770 = llvm.inttoptr %1769 : i64 to !llvm.ptr<3>
      %1771 = llvm.getelementptr %1770[%1758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1772 = llvm.extractelement %1765[%25 : i32] : vector<4xi32>
      %1773 = llvm.extractelement %1765[%44 : i32] : vector<4xi32>
      %1774 = llvm.extractelement %1765[%26 : i32] : vector<4xi32>
      %1775 = llvm.extractelement %1765[%18 : i32] : vector<4xi32>
      nvvm.stmatrix %1771, %1772, %1773, %1774, %1775 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1776 = llvm.add %1759, %44 : i32
      llvm.br ^bb81(%1776 : i32)
    ^bb83:  // pred: ^bb81
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      llvm.cond_br %377, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %1777 = llvm.getelementptr %87[%1758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1778 = llvm.add %1511, %29 : i32
      %1779 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1780 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1779, %1777, box[%1778, %1510, %391] l2_cache_hint = %1780 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      %1781 = llvm.add %1707, %44 : i32
      %1782 = llvm.srem %1781, %32 : i32
      %1783 = llvm.ptrtoint %297 : !llvm.ptr to i64
      %1784 = llvm.inttoptr %1783 : i64 to !llvm.ptr
      %1785 = llvm.load %1784 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1785, %1516 {alignment = 32 : i64} : f32, !llvm.ptr
      %1786 = llvm.ptrtoint %298 : !llvm.ptr to i64
      %1787 = llvm.inttoptr %1786 : i64 to !llvm.ptr
      %1788 = llvm.load %1787 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1788, %1522 {alignment = 4 : i64} : f32, !llvm.ptr
      %1789 = llvm.ptrtoint %299 : !llvm.ptr to i64
      %1790 = llvm.inttoptr %1789 : i64 to !llvm.ptr
      %1791 = llvm.load %1790 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1791, %1528 {alignment = 8 : i64} : f32, !llvm.ptr
      %1792 = llvm.ptrtoint %300 : !llvm.ptr to i64
      %1793 = llvm.inttoptr %1792 : i64 to !llvm.ptr
      %1794 = llvm.load %1793 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1794, %1534 {alignment = 4 : i64} : f32, !llvm.ptr
      %1795 = llvm.ptrtoint %301 : !llvm.ptr to i64
      %1796 = llvm.inttoptr %1795 : i64 to !llvm.ptr
      %1797 = llvm.load %1796 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1797, %1540 {alignment = 16 : i64} : f32, !llvm.ptr
      %1798 = llvm.ptrtoint %302 : !llvm.ptr to i64
      %1799 = llvm.inttoptr %1798 : i64 to !llvm.ptr
      %1800 = llvm.load %1799 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1800, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %1801 = llvm.ptrtoint %303 : !llvm.ptr to i64
      %1802 = llvm.inttoptr %1801 : i64 to !llvm.ptr
      %1803 = llvm.load %1802 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1803, %1552 {alignment = 8 : i64} : f32, !llvm.ptr
      %1804 = llvm.ptrtoint %304 : !llvm.ptr to i64
      %1805 = llvm.inttoptr %1804 : i64 to !llvm.ptr
      %1806 = llvm.load %1805 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1806, %1558 {alignment = 4 : i64} : f32, !llvm.ptr
      %1807 = llvm.ptrtoint %305 : !llvm.ptr to i64
      %1808 = llvm.inttoptr %1807 : i64 to !llvm.ptr
      %1809 = llvm.load %1808 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1809, %1564 {alignment = 32 : i64} : f32, !llvm.ptr
      %1810 = llvm.ptrtoint %306 : !llvm.ptr to i64
      %1811 = llvm.inttoptr %1810 : i64 to !llvm.ptr
      %1812 = llvm.load %1811 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1812, %1570 {alignment = 4 : i64} : f32, !llvm.ptr
      %1813 = llvm.ptrtoint %307 : !llvm.ptr to i64
      %1814 = llvm.inttoptr %1813 : i64 to !llvm.ptr
      %1815 = llvm.load %1814 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1815, %1576 {alignment = 8 : i64} : f32, !llvm.ptr
      %1816 = llvm.ptrtoint %308 : !llvm.ptr to i64
      %1817 = llvm.inttoptr %1816 : i64 to !llvm.ptr
      %1818 = llvm.load %1817 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1818, %1582 {alignment = 4 : i64} : f32, !llvm.ptr
      %1819 = llvm.ptrtoint %309 : !llvm.ptr to i64
      %1820 = llvm.inttoptr %1819 : i64 to !llvm.ptr
      %1821 = llvm.load %1820 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1821, %1588 {alignment = 16 : i64} : f32, !llvm.ptr
      %1822 = llvm.ptrtoint %310 : !llvm.ptr to i64
      %1823 = llvm.inttoptr %1822 : i64 to !llvm.ptr
      %1824 = llvm.load %1823 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1824, %1594 {alignment = 4 : i64} : f32, !llvm.ptr
      %1825 = llvm.ptrtoint %311 : !llvm.ptr to i64
      %1826 = llvm.inttoptr %1825 : i64 to !llvm.ptr
      %1827 = llvm.load %1826 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1827, %1600 {alignment = 8 : i64} : f32, !llvm.ptr
      %1828 = llvm.ptrtoint %312 : !llvm.ptr to i64
      %1829 = llvm.inttoptr %1828 : i64 to !llvm.ptr
      %1830 = llvm.load %1829 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1830, %1606 {alignment = 4 : i64} : f32, !llvm.ptr
      %1831 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1832 = llvm.fptrunc %1831 : vector<16xf32> to vector<16xbf16>
      llvm.store %1832, %45 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1833 = llvm.mul %1782, %37 : i32
      llvm.br ^bb86(%25 : i32)
    ^bb86(%1834: i32):  // 2 preds: ^bb85, ^bb87
      %1835 = llvm.icmp "slt" %1834, %26 : i32
      llvm.cond_br %1835, ^bb87, ^bb88 {llvm.loop_annotation = #loop_annotation}
    ^bb87:  // pred: ^bb86
      %1836 = llvm.mul %1834, %38 : i32
      %1837 = llvm.getelementptr %45[%1836] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1838 = llvm.mul %1834, %43 : i32
      %1839 = llvm.getelementptr %249[%1838] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1840 = llvm.load %1837 : !llvm.ptr -> vector<4xi32>
      %1841 = llvm.ptrtoint %1839 : !llvm.ptr<3> to i64
      %1842 = llvm.and %1841, %8 : i64
      %1843 = llvm.ashr %1842, %7 : i64
      %1844 = llvm.xor %1841, %1843 : i64
      %1845 = llvm.inttoptr %1844 : i64 to !llvm.ptr<3>
      %1846 = llvm.getelementptr %1845[%1833] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1847 = llvm.extractelement %1840[%25 : i32] : vector<4xi32>
      %1848 = llvm.extractelement %1840[%44 : i32] : vector<4xi32>
      %1849 = llvm.extractelement %1840[%26 : i32] : vector<4xi32>
      %1850 = llvm.extractelement %1840[%18 : i32] : vector<4xi32>
      nvvm.stmatrix %1846, %1847, %1848, %1849, %1850 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1851 = llvm.add %1834, %44 : i32
      llvm.br ^bb86(%1851 : i32)
    ^bb88:  // pred: ^bb86
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      llvm.cond_br %377, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1852 = llvm.getelementptr %87[%1833] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1853 = llvm.add %1511, %5 : i32
      %1854 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1855 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1854, %1852, box[%1853, %1510, %391] l2_cache_hint = %1855 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      %1856 = llvm.add %1782, %44 : i32
      %1857 = llvm.srem %1856, %32 : i32
      %1858 = llvm.ptrtoint %313 : !llvm.ptr to i64
      %1859 = llvm.inttoptr %1858 : i64 to !llvm.ptr
      %1860 = llvm.load %1859 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1860, %1516 {alignment = 32 : i64} : f32, !llvm.ptr
      %1861 = llvm.ptrtoint %314 : !llvm.ptr to i64
      %1862 = llvm.inttoptr %1861 : i64 to !llvm.ptr
      %1863 = llvm.load %1862 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1863, %1522 {alignment = 4 : i64} : f32, !llvm.ptr
      %1864 = llvm.ptrtoint %315 : !llvm.ptr to i64
      %1865 = llvm.inttoptr %1864 : i64 to !llvm.ptr
      %1866 = llvm.load %1865 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1866, %1528 {alignment = 8 : i64} : f32, !llvm.ptr
      %1867 = llvm.ptrtoint %316 : !llvm.ptr to i64
      %1868 = llvm.inttoptr %1867 : i64 to !llvm.ptr
      %1869 = llvm.load %1868 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1869, %1534 {alignment = 4 : i64} : f32, !llvm.ptr
      %1870 = llvm.ptrtoint %317 : !llvm.ptr to i64
      %1871 = llvm.inttoptr %1870 : i64 to !llvm.ptr
      %1872 = llvm.load %1871 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1872, %1540 {alignment = 16 : i64} : f32, !llvm.ptr
      %1873 = llvm.ptrtoint %318 : !llvm.ptr to i64
      %1874 = llvm.inttoptr %1873 : i64 to !llvm.ptr
      %1875 = llvm.load %1874 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1875, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %1876 = llvm.ptrtoint %319 : !llvm.ptr to i64
      %1877 = llvm.inttoptr %1876 : i64 to !llvm.ptr
      %1878 = llvm.load %1877 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1878, %1552 {alignment = 8 : i64} : f32, !llvm.ptr
      %1879 = llvm.ptrtoint %320 : !llvm.ptr to i64
      %1880 = llvm.inttoptr %1879 : i64 to !llvm.ptr
      %1881 = llvm.load %1880 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1881, %1558 {alignment = 4 : i64} : f32, !llvm.ptr
      %1882 = llvm.ptrtoint %321 : !llvm.ptr to i64
      %1883 = llvm.inttoptr %1882 : i64 to !llvm.ptr
      %1884 = llvm.load %1883 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1884, %1564 {alignment = 32 : i64} : f32, !llvm.ptr
      %1885 = llvm.ptrtoint %322 : !llvm.ptr to i64
      %1886 = llvm.inttoptr %1885 : i64 to !llvm.ptr
      %1887 = llvm.load %1886 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1887, %1570 {alignment = 4 : i64} : f32, !llvm.ptr
      %1888 = llvm.ptrtoint %323 : !llvm.ptr to i64
      %1889 = llvm.inttoptr %1888 : i64 to !llvm.ptr
      %1890 = llvm.load %1889 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1890, %1576 {alignment = 8 : i64} : f32, !llvm.ptr
      %1891 = llvm.ptrtoint %324 : !llvm.ptr to i64
      %1892 = llvm.inttoptr %1891 : i64 to !llvm.ptr
      %1893 = llvm.load %1892 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1893, %1582 {alignment = 4 : i64} : f32, !llvm.ptr
      %1894 = llvm.ptrtoint %325 : !llvm.ptr to i64
      %1895 = llvm.inttoptr %1894 : i64 to !llvm.ptr
      %1896 = llvm.load %1895 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1896, %1588 {alignment = 16 : i64} : f32, !llvm.ptr
      %1897 = llvm.ptrtoint %326 : !llvm.ptr to i64
      %1898 = llvm.inttoptr %1897 : i64 to !llvm.ptr
      %1899 = llvm.load %1898 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1899, %1594 {alignment = 4 : i64} : f32, !llvm.ptr
      %1900 = llvm.ptrtoint %327 : !llvm.ptr to i64
      %1901 = llvm.inttoptr %1900 : i64 to !llvm.ptr
      %1902 = llvm.load %1901 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1902, %1600 {alignment = 8 : i64} : f32, !llvm.ptr
      %1903 = llvm.ptrtoint %328 : !llvm.ptr to i64
      %1904 = llvm.inttoptr %1903 : i64 to !llvm.ptr
      %1905 = llvm.load %1904 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1905, %1606 {alignment = 4 : i64} : f32, !llvm.ptr
      %1906 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1907 = llvm.fptrunc %1906 : vector<16xf32> to vector<16xbf16>
      llvm.store %1907, %45 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1908 = llvm.mul %1857, %37 : i32
      llvm.br ^bb91(%25 : i32)
    ^bb91(%1909: i32):  // 2 preds: ^bb90, ^bb92
      %1910 = llvm.icmp "slt" %1909, %26 : i32
      llvm.cond_br %1910, ^bb92, ^bb93 {llvm.loop_annotation = #loop_annotation}
    ^bb92:  // pred: ^bb91
      %1911 = llvm.mul %1909, %38 : i32
      %1912 = llvm.getelementptr %45[%1911] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1913 = llvm.mul %1909, %43 : i32
      %1914 = llvm.getelementptr %249[%1913] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1915 = llvm.load %1912 : !llvm.ptr -> vector<4xi32>
      %1916 = llvm.ptrtoint %1914 : !llvm.ptr<3> to i64
      %1917 = llvm.and %1916, %8 : i64
      %1918 = llvm.ashr %1917, %7 : i64
      %1919 = llvm.xor %1916, %1918 : i64
      %1920 = llvm.inttoptr %1919 : i64 to !llvm.ptr<3>
      %1921 = llvm.getelementptr %1920[%1908] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1922 = llvm.extractelement %1915[%25 : i32] : vector<4xi32>
      %1923 = llvm.extractelement %1915[%44 : i32] : vector<4xi32>
      %1924 = llvm.extractelement %1915[%26 : i32] : vector<4xi32>
      %1925 = llvm.extractelement %1915[%18 : i32] : vector<4xi32>
      nvvm.stmatrix %1921, %1922, %1923, %1924, %1925 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1926 = llvm.add %1909, %44 : i32
      llvm.br ^bb91(%1926 : i32)
    ^bb93:  // pred: ^bb91
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      llvm.cond_br %377, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1927 = llvm.getelementptr %87[%1908] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1928 = llvm.add %1511, %42 : i32
      %1929 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1930 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1929, %1927, box[%1928, %1510, %391] l2_cache_hint = %1930 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      %1931 = llvm.add %1857, %44 : i32
      %1932 = llvm.srem %1931, %32 : i32
      %1933 = llvm.ptrtoint %329 : !llvm.ptr to i64
      %1934 = llvm.inttoptr %1933 : i64 to !llvm.ptr
      %1935 = llvm.load %1934 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1935, %1516 {alignment = 32 : i64} : f32, !llvm.ptr
      %1936 = llvm.ptrtoint %330 : !llvm.ptr to i64
      %1937 = llvm.inttoptr %1936 : i64 to !llvm.ptr
      %1938 = llvm.load %1937 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1938, %1522 {alignment = 4 : i64} : f32, !llvm.ptr
      %1939 = llvm.ptrtoint %331 : !llvm.ptr to i64
      %1940 = llvm.inttoptr %1939 : i64 to !llvm.ptr
      %1941 = llvm.load %1940 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1941, %1528 {alignment = 8 : i64} : f32, !llvm.ptr
      %1942 = llvm.ptrtoint %332 : !llvm.ptr to i64
      %1943 = llvm.inttoptr %1942 : i64 to !llvm.ptr
      %1944 = llvm.load %1943 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1944, %1534 {alignment = 4 : i64} : f32, !llvm.ptr
      %1945 = llvm.ptrtoint %333 : !llvm.ptr to i64
      %1946 = llvm.inttoptr %1945 : i64 to !llvm.ptr
      %1947 = llvm.load %1946 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1947, %1540 {alignment = 16 : i64} : f32, !llvm.ptr
      %1948 = llvm.ptrtoint %334 : !llvm.ptr to i64
      %1949 = llvm.inttoptr %1948 : i64 to !llvm.ptr
      %1950 = llvm.load %1949 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1950, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %1951 = llvm.ptrtoint %335 : !llvm.ptr to i64
      %1952 = llvm.inttoptr %1951 : i64 to !llvm.ptr
      %1953 = llvm.load %1952 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1953, %1552 {alignment = 8 : i64} : f32, !llvm.ptr
      %1954 = llvm.ptrtoint %336 : !llvm.ptr to i64
      %1955 = llvm.inttoptr %1954 : i64 to !llvm.ptr
      %1956 = llvm.load %1955 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1956, %1558 {alignment = 4 : i64} : f32, !llvm.ptr
      %1957 = llvm.ptrtoint %337 : !llvm.ptr to i64
      %1958 = llvm.inttoptr %1957 : i64 to !llvm.ptr
      %1959 = llvm.load %1958 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1959, %1564 {alignment = 32 : i64} : f32, !llvm.ptr
      %1960 = llvm.ptrtoint %338 : !llvm.ptr to i64
      %1961 = llvm.inttoptr %1960 : i64 to !llvm.ptr
      %1962 = llvm.load %1961 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1962, %1570 {alignment = 4 : i64} : f32, !llvm.ptr
      %1963 = llvm.ptrtoint %339 : !llvm.ptr to i64
      %1964 = llvm.inttoptr %1963 : i64 to !llvm.ptr
      %1965 = llvm.load %1964 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1965, %1576 {alignment = 8 : i64} : f32, !llvm.ptr
      %1966 = llvm.ptrtoint %340 : !llvm.ptr to i64
      %1967 = llvm.inttoptr %1966 : i64 to !llvm.ptr
      %1968 = llvm.load %1967 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1968, %1582 {alignment = 4 : i64} : f32, !llvm.ptr
      %1969 = llvm.ptrtoint %341 : !llvm.ptr to i64
      %1970 = llvm.inttoptr %1969 : i64 to !llvm.ptr
      %1971 = llvm.load %1970 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1971, %1588 {alignment = 16 : i64} : f32, !llvm.ptr
      %1972 = llvm.ptrtoint %342 : !llvm.ptr to i64
      %1973 = llvm.inttoptr %1972 : i64 to !llvm.ptr
      %1974 = llvm.load %1973 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1974, %1594 {alignment = 4 : i64} : f32, !llvm.ptr
      %1975 = llvm.ptrtoint %343 : !llvm.ptr to i64
      %1976 = llvm.inttoptr %1975 : i64 to !llvm.ptr
      %1977 = llvm.load %1976 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1977, %1600 {alignment = 8 : i64} : f32, !llvm.ptr
      %1978 = llvm.ptrtoint %344 : !llvm.ptr to i64
      %1979 = llvm.inttoptr %1978 : i64 to !llvm.ptr
      %1980 = llvm.load %1979 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1980, %1606 {alignment = 4 : i64} : f32, !llvm.ptr
      %1981 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1982 = llvm.fptrunc %1981 : vector<16xf32> to vector<16xbf16>
      llvm.store %1982, %45 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1983 = llvm.mul %1932, %37 : i32
      llvm.br ^bb96(%25 : i32)
    ^bb96(%1984: i32):  // 2 preds: ^bb95, ^bb97
      %1985 = llvm.icmp "slt" %1984, %26 : i32
      llvm.cond_br %1985, ^bb97, ^bb98 {llvm.loop_annotation = #loop_annotation}
    ^bb97:  // pred: ^bb96
      %1986 = llvm.mul %1984, %38 : i32
      %1987 = llvm.getelementptr %45[%1986] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1988 = llvm.mul %1984, %43 : i32
      %1989 = llvm.getelementptr %249[%1988] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1990 = llvm.load %1987 : !llvm.ptr -> vector<4xi32>
      %1991 = llvm.ptrtoint %1989 : !llvm.ptr<3> to i64
      %1992 = llvm.and %1991, %8 : i64
      %1993 = llvm.ashr %1992, %7 : i64
      %1994 = llvm.xor %1991, %1993 : i64
      %1995 = llvm.inttoptr %1994 : i64 to !llvm.ptr<3>
      %1996 = llvm.getelementptr %1995[%1983] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1997 = llvm.extractelement %1990[%25 : i32] : vector<4xi32>
      %1998 = llvm.extractelement %1990[%44 : i32] : vector<4xi32>
      %1999 = llvm.extractelement %1990[%26 : i32] : vector<4xi32>
      %2000 = llvm.extractelement %1990[%18 : i32] : vector<4xi32>
      nvvm.stmatrix %1996, %1997, %1998, %1999, %2000 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2001 = llvm.add %1984, %44 : i32
      llvm.br ^bb96(%2001 : i32)
    ^bb98:  // pred: ^bb96
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      llvm.cond_br %377, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %2002 = llvm.getelementptr %87[%1983] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2003 = llvm.add %1511, %4 : i32
      %2004 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %2005 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %2004, %2002, box[%2003, %1510, %391] l2_cache_hint = %2005 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      %2006 = llvm.add %1932, %44 : i32
      %2007 = llvm.srem %2006, %32 : i32
      %2008 = llvm.ptrtoint %345 : !llvm.ptr to i64
      %2009 = llvm.inttoptr %2008 : i64 to !llvm.ptr
      %2010 = llvm.load %2009 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2010, %1516 {alignment = 32 : i64} : f32, !llvm.ptr
      %2011 = llvm.ptrtoint %346 : !llvm.ptr to i64
      %2012 = llvm.inttoptr %2011 : i64 to !llvm.ptr
      %2013 = llvm.load %2012 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2013, %1522 {alignment = 4 : i64} : f32, !llvm.ptr
      %2014 = llvm.ptrtoint %347 : !llvm.ptr to i64
      %2015 = llvm.inttoptr %2014 : i64 to !llvm.ptr
      %2016 = llvm.load %2015 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2016, %1528 {alignment = 8 : i64} : f32, !llvm.ptr
      %2017 = llvm.ptrtoint %348 : !llvm.ptr to i64
      %2018 = llvm.inttoptr %2017 : i64 to !llvm.ptr
      %2019 = llvm.load %2018 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2019, %1534 {alignment = 4 : i64} : f32, !llvm.ptr
      %2020 = llvm.ptrtoint %349 : !llvm.ptr to i64
      %2021 = llvm.inttoptr %2020 : i64 to !llvm.ptr
      %2022 = llvm.load %2021 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2022, %1540 {alignment = 16 : i64} : f32, !llvm.ptr
      %2023 = llvm.ptrtoint %350 : !llvm.ptr to i64
      %2024 = llvm.inttoptr %2023 : i64 to !llvm.ptr
      %2025 = llvm.load %2024 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2025, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %2026 = llvm.ptrtoint %351 : !llvm.ptr to i64
      %2027 = llvm.inttoptr %2026 : i64 to !llvm.ptr
      %2028 = llvm.load %2027 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2028, %1552 {alignment = 8 : i64} : f32, !llvm.ptr
      %2029 = llvm.ptrtoint %352 : !llvm.ptr to i64
      %2030 = llvm.inttoptr %2029 : i64 to !llvm.ptr
      %2031 = llvm.load %2030 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2031, %1558 {alignment = 4 : i64} : f32, !llvm.ptr
      %2032 = llvm.ptrtoint %353 : !llvm.ptr to i64
      %2033 = llvm.inttoptr %2032 : i64 to !llvm.ptr
      %2034 = llvm.load %2033 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2034, %1564 {alignment = 32 : i64} : f32, !llvm.ptr
      %2035 = llvm.ptrtoint %354 : !llvm.ptr to i64
      %2036 = llvm.inttoptr %2035 : i64 to !llvm.ptr
      %2037 = llvm.load %2036 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2037, %1570 {alignment = 4 : i64} : f32, !llvm.ptr
      %2038 = llvm.ptrtoint %355 : !llvm.ptr to i64
      %2039 = llvm.inttoptr %2038 : i64 to !llvm.ptr
      %2040 = llvm.load %2039 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2040, %1576 {alignment = 8 : i64} : f32, !llvm.ptr
      %2041 = llvm.ptrtoint %356 : !llvm.ptr to i64
      %2042 = llvm.inttoptr %2041 : i64 to !llvm.ptr
      %2043 = llvm.load %2042 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2043, %1582 {alignment = 4 : i64} : f32, !llvm.ptr
      %2044 = llvm.ptrtoint %357 : !llvm.ptr to i64
      %2045 = llvm.inttoptr %2044 : i64 to !llvm.ptr
      %2046 = llvm.load %2045 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2046, %1588 {alignment = 16 : i64} : f32, !llvm.ptr
      %2047 = llvm.ptrtoint %358 : !llvm.ptr to i64
      %2048 = llvm.inttoptr %2047 : i64 to !llvm.ptr
      %2049 = llvm.load %2048 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2049, %1594 {alignment = 4 : i64} : f32, !llvm.ptr
      %2050 = llvm.ptrtoint %359 : !llvm.ptr to i64
      %2051 = llvm.inttoptr %2050 : i64 to !llvm.ptr
      %2052 = llvm.load %2051 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2052, %1600 {alignment = 8 : i64} : f32, !llvm.ptr
      %2053 = llvm.ptrtoint %360 : !llvm.ptr to i64
      %2054 = llvm.inttoptr %2053 : i64 to !llvm.ptr
      %2055 = llvm.load %2054 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2055, %1606 {alignment = 4 : i64} : f32, !llvm.ptr
      %2056 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2057 = llvm.fptrunc %2056 : vector<16xf32> to vector<16xbf16>
      llvm.store %2057, %45 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2058 = llvm.mul %2007, %37 : i32
      llvm.br ^bb101(%25 : i32)
    ^bb101(%2059: i32):  // 2 preds: ^bb100, ^bb102
      %2060 = llvm.icmp "slt" %2059, %26 : i32
      llvm.cond_br %2060, ^bb102, ^bb103 {llvm.loop_annotation = #loop_annotation}
    ^bb102:  // pred: ^bb101
      %2061 = llvm.mul %2059, %38 : i32
      %2062 = llvm.getelementptr %45[%2061] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2063 = llvm.mul %2059, %43 : i32
      %2064 = llvm.getelementptr %249[%2063] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2065 = llvm.load %2062 : !llvm.ptr -> vector<4xi32>
      %2066 = llvm.ptrtoint %2064 : !llvm.ptr<3> to i64
      %2067 = llvm.and %2066, %8 : i64
      %2068 = llvm.ashr %2067, %7 : i64
      %2069 = llvm.xor %2066, %2068 : i64
      %2070 = llvm.inttoptr %2069 : i64 to !llvm.ptr<3>
      %2071 = llvm.getelementptr %2070[%2058] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2072 = llvm.extractelement %2065[%25 : i32] : vector<4xi32>
      %2073 = llvm.extractelement %2065[%44 : i32] : vector<4xi32>
      %2074 = llvm.extractelement %2065[%26 : i32] : vector<4xi32>
      %2075 = llvm.extractelement %2065[%18 : i32] : vector<4xi32>
      nvvm.stmatrix %2071, %2072, %2073, %2074, %2075 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2076 = llvm.add %2059, %44 : i32
      llvm.br ^bb101(%2076 : i32)
    ^bb103:  // pred: ^bb101
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      llvm.cond_br %377, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %2077 = llvm.getelementptr %87[%2058] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2078 = llvm.add %1511, %13 : i32
      %2079 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %2080 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %2079, %2077, box[%2078, %1510, %391] l2_cache_hint = %2080 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      %2081 = llvm.add %2007, %44 : i32
      %2082 = llvm.srem %2081, %32 : i32
      %2083 = llvm.ptrtoint %361 : !llvm.ptr to i64
      %2084 = llvm.inttoptr %2083 : i64 to !llvm.ptr
      %2085 = llvm.load %2084 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2085, %1516 {alignment = 32 : i64} : f32, !llvm.ptr
      %2086 = llvm.ptrtoint %362 : !llvm.ptr to i64
      %2087 = llvm.inttoptr %2086 : i64 to !llvm.ptr
      %2088 = llvm.load %2087 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2088, %1522 {alignment = 4 : i64} : f32, !llvm.ptr
      %2089 = llvm.ptrtoint %363 : !llvm.ptr to i64
      %2090 = llvm.inttoptr %2089 : i64 to !llvm.ptr
      %2091 = llvm.load %2090 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2091, %1528 {alignment = 8 : i64} : f32, !llvm.ptr
      %2092 = llvm.ptrtoint %364 : !llvm.ptr to i64
      %2093 = llvm.inttoptr %2092 : i64 to !llvm.ptr
      %2094 = llvm.load %2093 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2094, %1534 {alignment = 4 : i64} : f32, !llvm.ptr
      %2095 = llvm.ptrtoint %365 : !llvm.ptr to i64
      %2096 = llvm.inttoptr %2095 : i64 to !llvm.ptr
      %2097 = llvm.load %2096 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2097, %1540 {alignment = 16 : i64} : f32, !llvm.ptr
      %2098 = llvm.ptrtoint %366 : !llvm.ptr to i64
      %2099 = llvm.inttoptr %2098 : i64 to !llvm.ptr
      %2100 = llvm.load %2099 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2100, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %2101 = llvm.ptrtoint %367 : !llvm.ptr to i64
      %2102 = llvm.inttoptr %2101 : i64 to !llvm.ptr
      %2103 = llvm.load %2102 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2103, %1552 {alignment = 8 : i64} : f32, !llvm.ptr
      %2104 = llvm.ptrtoint %368 : !llvm.ptr to i64
      %2105 = llvm.inttoptr %2104 : i64 to !llvm.ptr
      %2106 = llvm.load %2105 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2106, %1558 {alignment = 4 : i64} : f32, !llvm.ptr
      %2107 = llvm.ptrtoint %369 : !llvm.ptr to i64
      %2108 = llvm.inttoptr %2107 : i64 to !llvm.ptr
      %2109 = llvm.load %2108 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2109, %1564 {alignment = 32 : i64} : f32, !llvm.ptr
      %2110 = llvm.ptrtoint %370 : !llvm.ptr to i64
      %2111 = llvm.inttoptr %2110 : i64 to !llvm.ptr
      %2112 = llvm.load %2111 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2112, %1570 {alignment = 4 : i64} : f32, !llvm.ptr
      %2113 = llvm.ptrtoint %371 : !llvm.ptr to i64
      %2114 = llvm.inttoptr %2113 : i64 to !llvm.ptr
      %2115 = llvm.load %2114 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2115, %1576 {alignment = 8 : i64} : f32, !llvm.ptr
      %2116 = llvm.ptrtoint %372 : !llvm.ptr to i64
      %2117 = llvm.inttoptr %2116 : i64 to !llvm.ptr
      %2118 = llvm.load %2117 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2118, %1582 {alignment = 4 : i64} : f32, !llvm.ptr
      %2119 = llvm.ptrtoint %373 : !llvm.ptr to i64
      %2120 = llvm.inttoptr %2119 : i64 to !llvm.ptr
      %2121 = llvm.load %2120 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2121, %1588 {alignment = 16 : i64} : f32, !llvm.ptr
      %2122 = llvm.ptrtoint %374 : !llvm.ptr to i64
      %2123 = llvm.inttoptr %2122 : i64 to !llvm.ptr
      %2124 = llvm.load %2123 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2124, %1594 {alignment = 4 : i64} : f32, !llvm.ptr
      %2125 = llvm.ptrtoint %375 : !llvm.ptr to i64
      %2126 = llvm.inttoptr %2125 : i64 to !llvm.ptr
      %2127 = llvm.load %2126 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2127, %1600 {alignment = 8 : i64} : f32, !llvm.ptr
      %2128 = llvm.ptrtoint %376 : !llvm.ptr to i64
      %2129 = llvm.inttoptr %2128 : i64 to !llvm.ptr
      %2130 = llvm.load %2129 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2130, %1606 {alignment = 4 : i64} : f32, !llvm.ptr
      %2131 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2132 = llvm.fptrunc %2131 : vector<16xf32> to vector<16xbf16>
      llvm.store %2132, %45 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2133 = llvm.mul %2082, %37 : i32
      llvm.br ^bb106(%25 : i32)
    ^bb106(%2134: i32):  // 2 preds: ^bb105, ^bb107
      %2135 = llvm.icmp "slt" %2134, %26 : i32
      llvm.cond_br %2135, ^bb107, ^bb108 {llvm.loop_annotation = #loop_annotation}
    ^bb107:  // pred: ^bb106
      %2136 = llvm.mul %2134, %38 : i32
      %2137 = llvm.getelementptr %45[%2136] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2138 = llvm.mul %2134, %43 : i32
      %2139 = llvm.getelementptr %249[%2138] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2140 = llvm.load %2137 : !llvm.ptr -> vector<4xi32>
      %2141 = llvm.ptrtoint %2139 : !llvm.ptr<3> to i64
      %2142 = llvm.and %2141, %8 : i64
      %2143 = llvm.ashr %2142, %7 : i64
      %2144 = llvm.xor %2141, %2143 : i64
      %2145 = llvm.inttoptr %2144 : i64 to !llvm.ptr<3>
      %2146 = llvm.getelementptr %2145[%2133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2147 = llvm.extractelement %2140[%25 : i32] : vector<4xi32>
      %2148 = llvm.extractelement %2140[%44 : i32] : vector<4xi32>
      %2149 = llvm.extractelement %2140[%26 : i32] : vector<4xi32>
      %2150 = llvm.extractelement %2140[%18 : i32] : vector<4xi32>
      nvvm.stmatrix %2146, %2147, %2148, %2149, %2150 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2151 = llvm.add %2134, %44 : i32
      llvm.br ^bb106(%2151 : i32)
    ^bb108:  // pred: ^bb106
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      llvm.cond_br %377, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %2152 = llvm.getelementptr %87[%2133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2153 = llvm.add %1511, %3 : i32
      %2154 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %2155 = llvm.extractvalue %6[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %2154, %2152, box[%2153, %1510, %391] l2_cache_hint = %2155 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %39 : (i32, i32) -> ()
      %2156 = llvm.add %2082, %44 : i32
      %2157 = llvm.srem %2156, %32 : i32
      %2158 = llvm.add %379, %79 : i32
      llvm.br ^bb49(%2157, %2158, %1509, %424, %425 : i32, i32, i32, i32, i32)
    ^bb111:  // pred: ^bb49
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb47, ^bb111
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm90_h675d2dae(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %11 = llvm.mlir.constant(562643092770 : i64) : i64
    %12 = llvm.mlir.constant(2229088027671 : i64) : i64
    %13 = llvm.mlir.constant(68120 : i64) : i64
    %14 = llvm.mlir.constant(562643100962 : i64) : i64
    %15 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %16 = llvm.mlir.constant(1 : i64) : i64
    %17 = llvm.mlir.constant(2229088027623 : i64) : i64
    %18 = llvm.mlir.constant(65000 : i64) : i64
    %19 = llvm.mlir.constant(536873297186 : i64) : i64
    %20 = llvm.mlir.constant(0 : i32) : i32
    %21 = llvm.mlir.constant(40 : i32) : i32
    %22 = llvm.mlir.constant(2 : i32) : i32
    %23 = llvm.mlir.constant(1 : i32) : i32
    %24 = llvm.mlir.constant(384 : i32) : i32
    %25 = llvm.mlir.constant(127 : i64) : i64
    %26 = llvm.mlir.constant(31 : i64) : i64
    %27 = llvm.mlir.constant(63 : i64) : i64
    %28 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %29 = llvm.mlir.constant(4 : i64) : i64
    %30 = llvm.mlir.constant(16 : i64) : i64
    %31 = llvm.mlir.constant(0 : i64) : i64
    %32 = llvm.mlir.constant(16 : i32) : i32
    %33 = llvm.mlir.constant(false) : i1
    %34 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %35 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %36 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %37 = llvm.insertvalue %33, %6[0] : !llvm.struct<(i1)>
    %38 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %39 = llvm.ptrtoint %34 : !llvm.ptr<1> to i64
    %40 = llvm.getelementptr %38[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %38[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %38[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %38[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %38[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %38[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %38[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %38[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %47 : i64, !llvm.ptr
    %48 = llvm.udiv %39, %30 : i64
    %49 = llvm.and %48, %28 : i64
    %50 = llvm.shl %49, %29 : i64
    llvm.store %50, %40 : i64, !llvm.ptr
    llvm.store %19, %41 : i64, !llvm.ptr
    llvm.store %18, %42 : i64, !llvm.ptr
    llvm.store %31, %43 : i64, !llvm.ptr
    llvm.store %17, %44 : i64, !llvm.ptr
    llvm.store %16, %45 : i64, !llvm.ptr
    llvm.store %15, %46 : i64, !llvm.ptr
    llvm.store %27, %47 : i64, !llvm.ptr
    %51 = llvm.ptrtoint %38 : !llvm.ptr to i64
    %52 = llvm.inttoptr %51 : i64 to !llvm.ptr
    %53 = llvm.load %52 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %54 = llvm.insertvalue %53, %5[0] : !llvm_struct_2ed770
    %55 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %56 = llvm.ptrtoint %35 : !llvm.ptr<1> to i64
    %57 = llvm.getelementptr %55[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %55[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %55[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %59 : i64, !llvm.ptr
    %60 = llvm.getelementptr %55[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %60 : i64, !llvm.ptr
    %61 = llvm.getelementptr %55[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %61 : i64, !llvm.ptr
    %62 = llvm.getelementptr %55[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %62 : i64, !llvm.ptr
    %63 = llvm.getelementptr %55[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %63 : i64, !llvm.ptr
    %64 = llvm.getelementptr %55[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %64 : i64, !llvm.ptr
    %65 = llvm.udiv %56, %30 : i64
    %66 = llvm.and %65, %28 : i64
    %67 = llvm.shl %66, %29 : i64
    llvm.store %67, %57 : i64, !llvm.ptr
    llvm.store %14, %58 : i64, !llvm.ptr
    llvm.store %13, %59 : i64, !llvm.ptr
    llvm.store %31, %60 : i64, !llvm.ptr
    llvm.store %12, %61 : i64, !llvm.ptr
    llvm.store %16, %62 : i64, !llvm.ptr
    llvm.store %15, %63 : i64, !llvm.ptr
    llvm.store %26, %64 : i64, !llvm.ptr
    %68 = llvm.ptrtoint %55 : !llvm.ptr to i64
    %69 = llvm.inttoptr %68 : i64 to !llvm.ptr
    %70 = llvm.load %69 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %71 = llvm.insertvalue %70, %5[0] : !llvm_struct_2ed770
    %72 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %73 = llvm.ptrtoint %36 : !llvm.ptr<1> to i64
    %74 = llvm.getelementptr %72[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %74 : i64, !llvm.ptr
    %75 = llvm.getelementptr %72[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %75 : i64, !llvm.ptr
    %76 = llvm.getelementptr %72[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %76 : i64, !llvm.ptr
    %77 = llvm.getelementptr %72[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %77 : i64, !llvm.ptr
    %78 = llvm.getelementptr %72[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %78 : i64, !llvm.ptr
    %79 = llvm.getelementptr %72[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %79 : i64, !llvm.ptr
    %80 = llvm.getelementptr %72[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %80 : i64, !llvm.ptr
    %81 = llvm.getelementptr %72[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %81 : i64, !llvm.ptr
    %82 = llvm.udiv %73, %30 : i64
    %83 = llvm.and %82, %28 : i64
    %84 = llvm.shl %83, %29 : i64
    llvm.store %84, %74 : i64, !llvm.ptr
    llvm.store %11, %75 : i64, !llvm.ptr
    llvm.store %10, %76 : i64, !llvm.ptr
    llvm.store %31, %77 : i64, !llvm.ptr
    llvm.store %9, %78 : i64, !llvm.ptr
    llvm.store %16, %79 : i64, !llvm.ptr
    llvm.store %8, %80 : i64, !llvm.ptr
    llvm.store %25, %81 : i64, !llvm.ptr
    %85 = llvm.ptrtoint %72 : !llvm.ptr to i64
    %86 = llvm.inttoptr %85 : i64 to !llvm.ptr
    %87 = llvm.load %86 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %88 = llvm.insertvalue %87, %5[0] : !llvm_struct_2ed770
    %89 = llvm.alloca %23 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %90 = llvm.alloca %23 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %91 = llvm.getelementptr %89[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %90, %91 : !llvm.ptr, !llvm.ptr
    %92 = llvm.getelementptr %89[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %24, %92 : i32, !llvm.ptr
    %93 = llvm.getelementptr %89[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %23, %93 : i32, !llvm.ptr
    %94 = llvm.getelementptr %89[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %23, %94 : i32, !llvm.ptr
    %95 = llvm.getelementptr %89[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %89[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %96 : i32, !llvm.ptr
    %97 = llvm.getelementptr %89[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %23, %97 : i32, !llvm.ptr
    %98 = llvm.getelementptr %89[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %21, %98 : i32, !llvm.ptr
    %99 = llvm.getelementptr %89[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %99 : i32, !llvm.ptr
    %100 = llvm.getelementptr %89[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %100 : !llvm.ptr, !llvm.ptr
    %101 = llvm.alloca %23 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %102 = llvm.getelementptr %101[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %89, %102 : !llvm.ptr, !llvm.ptr
    %103 = llvm.load %102 : !llvm.ptr -> !llvm.ptr
    %104 = llvm.getelementptr %103[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %105 = llvm.load %104 : !llvm.ptr -> i32
    %106 = llvm.getelementptr %103[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %107 = llvm.load %106 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%20 : i32)
  ^bb1(%108: i32):  // 2 preds: ^bb3, ^bb5
    %109 = llvm.getelementptr %107[%108] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %110 = llvm.getelementptr %109[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %110 : i32, !llvm.ptr
    %111 = llvm.getelementptr %109[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %20, %111 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 3 preds: ^bb4, ^bb11, ^bb18
    %112 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %113 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %114 = llvm.call @printf(%113, %112) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %115 = llvm.add %105, %23 : i32
    llvm.store %115, %104 : i32, !llvm.ptr
    llvm.br ^bb1(%105 : i32)
  ^bb4:  // pred: ^bb7
    %116 = llvm.icmp "uge" %105, %1 : i32
    llvm.cond_br %116, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%122 : i32)
  ^bb6:  // pred: ^bb7
    %117 = llvm.getelementptr %107[%122] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %118 = llvm.getelementptr %117[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %119 = llvm.load %118 : !llvm.ptr -> i32
    %120 = llvm.icmp "eq" %119, %4 : i32
    %121 = llvm.add %122, %23 : i32
    llvm.cond_br %120, ^bb5, ^bb7(%121 : i32)
  ^bb7(%122: i32):  // 2 preds: ^bb0, ^bb6
    %123 = llvm.icmp "uge" %122, %105 : i32
    llvm.cond_br %123, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %124 = llvm.load %102 : !llvm.ptr -> !llvm.ptr
    %125 = llvm.getelementptr %124[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %126 = llvm.load %125 : !llvm.ptr -> i32
    %127 = llvm.getelementptr %124[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %128 = llvm.load %127 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%20 : i32)
  ^bb9(%129: i32):  // 2 preds: ^bb10, ^bb12
    %130 = llvm.getelementptr %128[%129] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %131 = llvm.getelementptr %130[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %131 : i32, !llvm.ptr
    %132 = llvm.getelementptr %130[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %133 = llvm.getelementptr %132[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %22, %133 : i32, !llvm.ptr
    %134 = llvm.getelementptr %132[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %23, %134 : i32, !llvm.ptr
    %135 = llvm.getelementptr %132[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %23, %135 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %136 = llvm.add %126, %23 : i32
    llvm.store %136, %125 : i32, !llvm.ptr
    llvm.br ^bb9(%126 : i32)
  ^bb11:  // pred: ^bb14
    %137 = llvm.icmp "uge" %126, %1 : i32
    llvm.cond_br %137, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%143 : i32)
  ^bb13:  // pred: ^bb14
    %138 = llvm.getelementptr %128[%143] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %139 = llvm.getelementptr %138[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %140 = llvm.load %139 : !llvm.ptr -> i32
    %141 = llvm.icmp "eq" %140, %0 : i32
    %142 = llvm.add %143, %23 : i32
    llvm.cond_br %141, ^bb12, ^bb14(%142 : i32)
  ^bb14(%143: i32):  // 2 preds: ^bb8, ^bb13
    %144 = llvm.icmp "uge" %143, %126 : i32
    llvm.cond_br %144, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %145 = llvm.load %102 : !llvm.ptr -> !llvm.ptr
    %146 = llvm.getelementptr %145[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %147 = llvm.load %146 : !llvm.ptr -> i32
    %148 = llvm.getelementptr %145[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %149 = llvm.load %148 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb21(%20 : i32)
  ^bb16(%150: i32):  // 2 preds: ^bb17, ^bb19
    %151 = llvm.getelementptr %149[%150] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %152 = llvm.getelementptr %151[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %22, %152 : i32, !llvm.ptr
    %153 = llvm.getelementptr %151[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %20, %153 : i32, !llvm.ptr
    llvm.br ^bb22
  ^bb17:  // pred: ^bb18
    %154 = llvm.add %147, %23 : i32
    llvm.store %154, %146 : i32, !llvm.ptr
    llvm.br ^bb16(%147 : i32)
  ^bb18:  // pred: ^bb21
    %155 = llvm.icmp "uge" %147, %1 : i32
    llvm.cond_br %155, ^bb2, ^bb17
  ^bb19:  // pred: ^bb20
    llvm.br ^bb16(%161 : i32)
  ^bb20:  // pred: ^bb21
    %156 = llvm.getelementptr %149[%161] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %157 = llvm.getelementptr %156[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %158 = llvm.load %157 : !llvm.ptr -> i32
    %159 = llvm.icmp "eq" %158, %22 : i32
    %160 = llvm.add %161, %23 : i32
    llvm.cond_br %159, ^bb19, ^bb21(%160 : i32)
  ^bb21(%161: i32):  // 2 preds: ^bb15, ^bb20
    %162 = llvm.icmp "uge" %161, %147 : i32
    llvm.cond_br %162, ^bb18, ^bb20
  ^bb22:  // pred: ^bb16
    %163 = builtin.unrealized_conversion_cast %101 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %164 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0<%163> (%54, %71, %88, %37) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %165 = builtin.unrealized_conversion_cast %164 : !cuda.result to i32
    cuda.return_if_error %165 : i32
    llvm.return %20 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hbfd96dff(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_h675d2dae(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
