!llvm_struct_254a69 = !llvm.struct<(ptr, i64, struct<()>)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_4a19c2 = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
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
      %2 = llvm.mlir.constant(96 : i32) : i32
      %3 = llvm.mlir.zero : !llvm_struct_254a69
      %4 = llvm.mlir.constant(3 : i64) : i64
      %5 = llvm.mlir.constant(384 : i64) : i64
      %6 = llvm.mlir.constant(62 : i64) : i64
      %7 = llvm.mlir.constant(49 : i64) : i64
      %8 = llvm.mlir.constant(16383 : i32) : i32
      %9 = llvm.mlir.constant(8192 : i32) : i32
      %10 = llvm.mlir.zero : !llvm_struct_ccd5ea
      %11 = llvm.mlir.constant(7 : i32) : i32
      %12 = llvm.mlir.constant(3 : i32) : i32
      %13 = llvm.mlir.constant(1024 : i32) : i32
      %14 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %15 = llvm.mlir.constant(31 : i32) : i32
      %16 = llvm.mlir.constant(-1 : i32) : i32
      %17 = llvm.mlir.constant(false) : i1
      %18 = llvm.mlir.constant(32 : i32) : i32
      %19 = llvm.mlir.constant(128 : i32) : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.mlir.constant(2 : i32) : i32
      %22 = llvm.mlir.constant(true) : i1
      %23 = llvm.mlir.constant(4096 : i32) : i32
      %24 = llvm.mlir.constant(72 : i32) : i32
      %25 = llvm.mlir.constant(36 : i32) : i32
      %26 = llvm.mlir.constant(4 : i32) : i32
      %27 = llvm.mlir.constant(9 : i32) : i32
      %28 = llvm.mlir.constant(10000000 : i32) : i32
      %29 = llvm.mlir.constant(32768 : i32) : i32
      %30 = llvm.mlir.constant(3 : i16) : i16
      %31 = llvm.mlir.constant(6 : i32) : i32
      %32 = llvm.mlir.constant(8 : i32) : i32
      %33 = llvm.mlir.constant(256 : i32) : i32
      %34 = llvm.mlir.constant(512 : i32) : i32
      %35 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %36 = llvm.mlir.constant(64 : i32) : i32
      %37 = llvm.mlir.constant(16 : i32) : i32
      %38 = llvm.mlir.constant(1 : i32) : i32
      %39 = llvm.alloca %37 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %37 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %36 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %43 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %44 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %45 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %46 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %47 = llvm.mul %43, %45 : i32
      %48 = llvm.add %42, %47 : i32
      %49 = llvm.mul %44, %45 : i32
      %50 = llvm.mul %49, %46 : i32
      %51 = llvm.add %48, %50 : i32
      %52 = llvm.sdiv %51, %18 : i32
      %53 = llvm.mul %52, %18 : i32
      %54 = llvm.icmp "ne" %51, %53 : i32
      %55 = llvm.icmp "slt" %51, %20 : i32
      %56 = llvm.icmp "ne" %55, %17 : i1
      %57 = llvm.and %54, %56 : i1
      %58 = llvm.add %52, %16 : i32
      %59 = llvm.select %57, %58, %52 : i1, i32
      %60 = nvvm.shfl.sync  idx %16, %59, %20, %15 : i32 -> i32
      %61 = llvm.sdiv %42, %19 : i32
      %62 = llvm.mul %61, %19 : i32
      %63 = llvm.icmp "ne" %42, %62 : i32
      %64 = llvm.icmp "slt" %42, %20 : i32
      %65 = llvm.icmp "ne" %64, %17 : i1
      %66 = llvm.and %63, %65 : i1
      %67 = llvm.add %61, %16 : i32
      %68 = llvm.select %66, %67, %61 : i1, i32
      %69 = nvvm.shfl.sync  idx %16, %68, %20, %15 : i32 -> i32
      %70 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %71 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %72 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %73 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %74 = llvm.icmp "eq" %60, %20 : i32
      llvm.cond_br %74, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg0 : (!llvm.ptr) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg1 : (!llvm.ptr) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "prefetch.tensormap [$0];", "l" %arg2 : (!llvm.ptr) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %75 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %76 = nvvm.shfl.sync  idx %16, %75, %20, %15 : i32 -> i32
      %77 = llvm.srem %76, %21 : i32
      %78 = llvm.srem %77, %21 : i32
      %79 = llvm.getelementptr %14[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %80 = llvm.getelementptr %14[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %81 = llvm.getelementptr %14[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %74, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      nvvm.mbarrier.init.shared %14, %38 : !llvm.ptr<3>, i32
      %82 = llvm.getelementptr %14[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %82, %38 : !llvm.ptr<3>, i32
      %83 = llvm.getelementptr %14[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %83, %38 : !llvm.ptr<3>, i32
      %84 = llvm.getelementptr %14[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %84, %38 : !llvm.ptr<3>, i32
      %85 = llvm.getelementptr %14[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %85, %38 : !llvm.ptr<3>, i32
      %86 = llvm.getelementptr %14[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %86, %38 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %87 = llvm.getelementptr %14[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %74, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      nvvm.mbarrier.init.shared %87, %37 : !llvm.ptr<3>, i32
      %88 = llvm.getelementptr %14[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %88, %37 : !llvm.ptr<3>, i32
      %89 = llvm.getelementptr %14[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %89, %37 : !llvm.ptr<3>, i32
      %90 = llvm.getelementptr %14[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %90, %37 : !llvm.ptr<3>, i32
      %91 = llvm.getelementptr %14[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %91, %37 : !llvm.ptr<3>, i32
      %92 = llvm.getelementptr %14[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init.shared %92, %37 : !llvm.ptr<3>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %93 = llvm.srem %42, %18 : i32
      %94 = llvm.icmp "slt" %93, %21 : i32
      %95 = llvm.srem %93, %21 : i32
      %96 = llvm.srem %95, %21 : i32
      %97 = llvm.icmp "eq" %96, %77 : i32
      %98 = llvm.zext %97 : i1 to i32
      %99 = llvm.select %97, %98, %38 : i1, i32
      %100 = llvm.icmp "ne" %99, %20 : i32
      %101 = llvm.and %94, %100 : i1
      llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", "n" %20 : (i32) -> ()
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %102 = llvm.mul %78, %23 : i32
      %103 = llvm.sdiv %102, %36 : i32
      %104 = llvm.getelementptr %80[%102] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cluster.wait
      %105 = llvm.icmp "eq" %69, %20 : i32
      llvm.cond_br %105, ^bb7, ^bb48
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      llvm.cond_br %74, ^bb8, ^bb47
    ^bb8:  // pred: ^bb7
      %106 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %107 = llvm.extractvalue %10[3] : !llvm_struct_ccd5ea
      %108 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      llvm.br ^bb9(%72, %20, %38 : i32, i32, i32)
    ^bb9(%109: i32, %110: i32, %111: i32):  // 2 preds: ^bb8, ^bb23
      %112 = llvm.icmp "slt" %109, %24 : i32
      llvm.cond_br %112, ^bb10, ^bb24
    ^bb10:  // pred: ^bb9
      %113 = llvm.sdiv %109, %25 : i32
      %114 = llvm.mul %113, %25 : i32
      %115 = llvm.icmp "ne" %109, %114 : i32
      %116 = llvm.icmp "slt" %109, %20 : i32
      %117 = llvm.icmp "ne" %116, %17 : i1
      %118 = llvm.and %115, %117 : i1
      %119 = llvm.add %113, %16 : i32
      %120 = llvm.select %118, %119, %113 : i1, i32
      %121 = llvm.mul %120, %25 : i32
      %122 = llvm.sub %109, %121 : i32
      %123 = llvm.sdiv %122, %25 : i32
      %124 = llvm.mul %123, %25 : i32
      %125 = llvm.icmp "ne" %122, %124 : i32
      %126 = llvm.icmp "slt" %122, %20 : i32
      %127 = llvm.icmp "ne" %126, %17 : i1
      %128 = llvm.and %125, %127 : i1
      %129 = llvm.add %123, %16 : i32
      %130 = llvm.select %128, %129, %123 : i1, i32
      %131 = llvm.mul %130, %26 : i32
      %132 = llvm.sub %26, %131 : i32
      %133 = llvm.icmp "slt" %132, %26 : i32
      %134 = llvm.select %133, %132, %26 : i1, i32
      %135 = llvm.mul %130, %25 : i32
      %136 = llvm.sub %122, %135 : i32
      %137 = llvm.srem %136, %134 : i32
      %138 = llvm.add %131, %137 : i32
      %139 = llvm.sdiv %136, %134 : i32
      %140 = llvm.mul %139, %134 : i32
      %141 = llvm.icmp "ne" %136, %140 : i32
      %142 = llvm.icmp "slt" %136, %20 : i32
      %143 = llvm.icmp "slt" %134, %20 : i32
      %144 = llvm.icmp "ne" %142, %143 : i1
      %145 = llvm.and %141, %144 : i1
      %146 = llvm.add %139, %16 : i32
      %147 = llvm.select %145, %146, %139 : i1, i32
      %148 = llvm.mul %138, %21 : i32
      %149 = llvm.add %148, %70 : i32
      %150 = llvm.add %147, %71 : i32
      llvm.br ^bb11(%20, %110, %111 : i32, i32, i32)
    ^bb11(%151: i32, %152: i32, %153: i32):  // 2 preds: ^bb10, ^bb22
      %154 = llvm.icmp "slt" %151, %27 : i32
      llvm.cond_br %154, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %155 = llvm.getelementptr %87[%152] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %155, %153, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %156 = nvvm.elect.sync -> i1
      llvm.cond_br %156, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %157 = llvm.getelementptr %14[%152] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %157, %29 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %158 = llvm.getelementptr %14[%152] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %159 = llvm.mul %149, %19 : i32
      %160 = llvm.mul %151, %36 : i32
      %161 = llvm.mul %152, %9 : i32
      %162 = llvm.getelementptr %79[%161] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %163 = nvvm.elect.sync -> i1
      llvm.cond_br %163, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      nvvm.cp.async.bulk.tensor.shared.cluster.global %162, %106, %158, box[%160, %159, %120] l2_cache_hint = %107 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %164 = llvm.mul %150, %19 : i32
      %165 = llvm.add %103, %164 : i32
      %166 = llvm.getelementptr %104[%161] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %167 = nvvm.elect.sync -> i1
      llvm.cond_br %167, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      nvvm.cp.async.bulk.tensor.shared.cluster.global %166, %108, %158, box[%160, %165, %120] multicast_mask = %30 l2_cache_hint = %107 {useIntrinsic = true} : <3>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %168 = llvm.add %152, %38 : i32
      %169 = llvm.icmp "eq" %168, %31 : i32
      %170 = llvm.select %169, %20, %168 : i1, i32
      llvm.cond_br %169, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %171 = llvm.xor %153, %38 : i32
      llvm.br ^bb21(%171 : i32)
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21(%153 : i32)
    ^bb21(%172: i32):  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // pred: ^bb21
      %173 = llvm.add %151, %38 : i32
      llvm.br ^bb11(%173, %170, %172 : i32, i32, i32)
    ^bb23:  // pred: ^bb11
      %174 = llvm.add %109, %73 : i32
      llvm.br ^bb9(%174, %152, %153 : i32, i32, i32)
    ^bb24:  // pred: ^bb9
      %175 = llvm.add %110, %38 : i32
      %176 = llvm.icmp "eq" %175, %31 : i32
      %177 = llvm.select %176, %20, %175 : i1, i32
      llvm.cond_br %176, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %178 = llvm.xor %111, %38 : i32
      llvm.br ^bb27(%178 : i32)
    ^bb26:  // pred: ^bb24
      llvm.br ^bb27(%111 : i32)
    ^bb27(%179: i32):  // 2 preds: ^bb25, ^bb26
      llvm.br ^bb28
    ^bb28:  // pred: ^bb27
      %180 = llvm.add %177, %38 : i32
      %181 = llvm.icmp "eq" %180, %31 : i32
      %182 = llvm.select %181, %20, %180 : i1, i32
      llvm.cond_br %181, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %183 = llvm.xor %179, %38 : i32
      llvm.br ^bb31(%183 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%179 : i32)
    ^bb31(%184: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      %185 = llvm.add %182, %38 : i32
      %186 = llvm.icmp "eq" %185, %31 : i32
      %187 = llvm.select %186, %20, %185 : i1, i32
      llvm.cond_br %186, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %188 = llvm.xor %184, %38 : i32
      llvm.br ^bb35(%188 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%184 : i32)
    ^bb35(%189: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %190 = llvm.add %187, %38 : i32
      %191 = llvm.icmp "eq" %190, %31 : i32
      %192 = llvm.select %191, %20, %190 : i1, i32
      llvm.cond_br %191, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %193 = llvm.xor %189, %38 : i32
      llvm.br ^bb39(%193 : i32)
    ^bb38:  // pred: ^bb36
      llvm.br ^bb39(%189 : i32)
    ^bb39(%194: i32):  // 2 preds: ^bb37, ^bb38
      llvm.br ^bb40
    ^bb40:  // pred: ^bb39
      %195 = llvm.add %192, %38 : i32
      %196 = llvm.icmp "eq" %195, %31 : i32
      %197 = llvm.select %196, %20, %195 : i1, i32
      llvm.cond_br %196, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %198 = llvm.xor %194, %38 : i32
      llvm.br ^bb43(%198 : i32)
    ^bb42:  // pred: ^bb40
      llvm.br ^bb43(%194 : i32)
    ^bb43(%199: i32):  // 2 preds: ^bb41, ^bb42
      llvm.br ^bb44
    ^bb44:  // pred: ^bb43
      %200 = llvm.getelementptr %87[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %200, %199, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %201 = nvvm.elect.sync -> i1
      llvm.cond_br %201, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      %202 = llvm.getelementptr %14[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.txn %202, %29 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb46
    ^bb46:  // 2 preds: ^bb44, ^bb45
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb7, ^bb46
      llvm.br ^bb92
    ^bb48:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %203 = llvm.sub %42, %19 : i32
      %204 = llvm.sdiv %203, %19 : i32
      %205 = llvm.srem %204, %21 : i32
      %206 = llvm.srem %205, %21 : i32
      %207 = llvm.mul %206, %23 : i32
      %208 = llvm.getelementptr %79[%207] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %209 = llvm.ptrtoint %208 : !llvm.ptr<3> to i32
      %210 = llvm.lshr %209, %26 : i32
      %211 = llvm.and %210, %8 : i32
      %212 = llvm.zext %211 : i32 to i64
      %213 = llvm.or %212, %1 : i64
      %214 = llvm.or %213, %0 : i64
      %215 = llvm.and %20, %11 : i32
      %216 = llvm.zext %215 : i32 to i64
      %217 = llvm.shl %216, %7 : i64
      %218 = llvm.or %214, %217 : i64
      %219 = llvm.and %38, %12 : i32
      %220 = llvm.zext %219 : i32 to i64
      %221 = llvm.shl %220, %6 : i64
      %222 = llvm.or %218, %221 : i64
      %223 = llvm.ptrtoint %80 : !llvm.ptr<3> to i32
      %224 = llvm.lshr %223, %26 : i32
      %225 = llvm.and %224, %8 : i32
      %226 = llvm.zext %225 : i32 to i64
      %227 = llvm.or %226, %1 : i64
      %228 = llvm.or %227, %0 : i64
      %229 = llvm.or %228, %217 : i64
      %230 = llvm.or %229, %221 : i64
      %231 = llvm.sdiv %203, %32 : i32
      %232 = llvm.srem %203, %32 : i32
      %233 = llvm.mul %232, %18 : i32
      %234 = llvm.sdiv %231, %21 : i32
      %235 = llvm.srem %231, %21 : i32
      %236 = llvm.mul %235, %33 : i32
      %237 = llvm.add %233, %236 : i32
      %238 = llvm.sdiv %234, %21 : i32
      %239 = llvm.srem %234, %21 : i32
      %240 = llvm.mul %239, %32 : i32
      %241 = llvm.add %237, %240 : i32
      %242 = llvm.mul %238, %34 : i32
      %243 = llvm.add %241, %242 : i32
      %244 = llvm.getelementptr %81[%243] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %245 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %246 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %247 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %248 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %249 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %250 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %251 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %252 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %253 = llvm.getelementptr %41[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %254 = llvm.getelementptr %41[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %255 = llvm.getelementptr %41[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %256 = llvm.getelementptr %41[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %257 = llvm.getelementptr %41[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %258 = llvm.getelementptr %41[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %259 = llvm.getelementptr %41[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %260 = llvm.getelementptr %41[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %261 = llvm.getelementptr %41[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %262 = llvm.getelementptr %41[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %263 = llvm.getelementptr %41[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %264 = llvm.getelementptr %41[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %265 = llvm.getelementptr %41[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %266 = llvm.getelementptr %41[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.getelementptr %41[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %268 = llvm.getelementptr %41[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %269 = llvm.getelementptr %41[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %270 = llvm.getelementptr %41[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.getelementptr %41[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %272 = llvm.getelementptr %41[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.getelementptr %41[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.getelementptr %41[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.getelementptr %41[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %276 = llvm.getelementptr %41[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.getelementptr %41[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.getelementptr %41[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %41[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %41[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %41[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %41[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %41[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %41[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %41[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %41[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %41[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %41[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %41[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %41[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %41[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %41[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %41[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %41[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %41[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %41[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %41[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %41[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %41[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %41[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %41[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %41[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %41[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %41[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %41[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %41[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %41[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.icmp "eq" %60, %26 : i32
      llvm.br ^bb49(%20, %72, %20, %20, %20 : i32, i32, i32, i32, i32)
    ^bb49(%309: i32, %310: i32, %311: i32, %312: i32, %313: i32):  // 2 preds: ^bb48, ^bb90
      %314 = llvm.icmp "slt" %310, %24 : i32
      llvm.cond_br %314, ^bb50, ^bb91
    ^bb50:  // pred: ^bb49
      %315 = llvm.sdiv %310, %25 : i32
      %316 = llvm.mul %315, %25 : i32
      %317 = llvm.icmp "ne" %310, %316 : i32
      %318 = llvm.icmp "slt" %310, %20 : i32
      %319 = llvm.icmp "ne" %318, %17 : i1
      %320 = llvm.and %317, %319 : i1
      %321 = llvm.add %315, %16 : i32
      %322 = llvm.select %320, %321, %315 : i1, i32
      %323 = llvm.mul %322, %25 : i32
      %324 = llvm.sub %310, %323 : i32
      %325 = llvm.sdiv %324, %25 : i32
      %326 = llvm.mul %325, %25 : i32
      %327 = llvm.icmp "ne" %324, %326 : i32
      %328 = llvm.icmp "slt" %324, %20 : i32
      %329 = llvm.icmp "ne" %328, %17 : i1
      %330 = llvm.and %327, %329 : i1
      %331 = llvm.add %325, %16 : i32
      %332 = llvm.select %330, %331, %325 : i1, i32
      %333 = llvm.mul %332, %26 : i32
      %334 = llvm.sub %26, %333 : i32
      %335 = llvm.icmp "slt" %334, %26 : i32
      %336 = llvm.select %335, %334, %26 : i1, i32
      %337 = llvm.mul %332, %25 : i32
      %338 = llvm.sub %324, %337 : i32
      %339 = llvm.srem %338, %336 : i32
      %340 = llvm.add %333, %339 : i32
      %341 = llvm.sdiv %338, %336 : i32
      %342 = llvm.mul %341, %336 : i32
      %343 = llvm.icmp "ne" %338, %342 : i32
      %344 = llvm.icmp "slt" %338, %20 : i32
      %345 = llvm.icmp "slt" %336, %20 : i32
      %346 = llvm.icmp "ne" %344, %345 : i1
      %347 = llvm.and %343, %346 : i1
      %348 = llvm.add %341, %16 : i32
      %349 = llvm.select %347, %348, %341 : i1, i32
      %350 = llvm.mul %340, %21 : i32
      %351 = llvm.add %350, %70 : i32
      %352 = llvm.add %349, %71 : i32
      llvm.store %35, %41 {alignment = 32 : i64} : vector<64xf32>, !llvm.ptr
      nvvm.wgmma.fence.aligned
      llvm.br ^bb51(%20, %311, %312, %313 : i32, i32, i32, i32)
    ^bb51(%353: i32, %354: i32, %355: i32, %356: i32):  // 2 preds: ^bb50, ^bb64
      %357 = llvm.icmp "slt" %353, %27 : i32
      llvm.cond_br %357, ^bb52, ^bb65
    ^bb52:  // pred: ^bb51
      %358 = llvm.getelementptr %14[%355] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %358, %356, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %359 = llvm.mul %355, %13 : i32
      %360 = llvm.bitcast %222 : i64 to vector<2xi32>
      %361 = llvm.extractelement %360[%20 : i32] : vector<2xi32>
      %362 = llvm.add %361, %359 : i32
      %363 = llvm.insertelement %362, %360[%20 : i32] : vector<2xi32>
      %364 = llvm.bitcast %363 : vector<2xi32> to i64
      %365 = llvm.bitcast %230 : i64 to vector<2xi32>
      %366 = llvm.extractelement %365[%20 : i32] : vector<2xi32>
      %367 = llvm.add %366, %359 : i32
      %368 = llvm.insertelement %367, %365[%20 : i32] : vector<2xi32>
      %369 = llvm.bitcast %368 : vector<2xi32> to i64
      %370 = llvm.load %41 : !llvm.ptr -> f32
      %371 = llvm.load %245 : !llvm.ptr -> f32
      %372 = llvm.load %246 : !llvm.ptr -> f32
      %373 = llvm.load %247 : !llvm.ptr -> f32
      %374 = llvm.load %248 : !llvm.ptr -> f32
      %375 = llvm.load %249 : !llvm.ptr -> f32
      %376 = llvm.load %250 : !llvm.ptr -> f32
      %377 = llvm.load %251 : !llvm.ptr -> f32
      %378 = llvm.load %252 : !llvm.ptr -> f32
      %379 = llvm.load %253 : !llvm.ptr -> f32
      %380 = llvm.load %254 : !llvm.ptr -> f32
      %381 = llvm.load %255 : !llvm.ptr -> f32
      %382 = llvm.load %256 : !llvm.ptr -> f32
      %383 = llvm.load %257 : !llvm.ptr -> f32
      %384 = llvm.load %258 : !llvm.ptr -> f32
      %385 = llvm.load %259 : !llvm.ptr -> f32
      %386 = llvm.load %260 : !llvm.ptr -> f32
      %387 = llvm.load %261 : !llvm.ptr -> f32
      %388 = llvm.load %262 : !llvm.ptr -> f32
      %389 = llvm.load %263 : !llvm.ptr -> f32
      %390 = llvm.load %264 : !llvm.ptr -> f32
      %391 = llvm.load %265 : !llvm.ptr -> f32
      %392 = llvm.load %266 : !llvm.ptr -> f32
      %393 = llvm.load %267 : !llvm.ptr -> f32
      %394 = llvm.load %268 : !llvm.ptr -> f32
      %395 = llvm.load %269 : !llvm.ptr -> f32
      %396 = llvm.load %270 : !llvm.ptr -> f32
      %397 = llvm.load %271 : !llvm.ptr -> f32
      %398 = llvm.load %272 : !llvm.ptr -> f32
      %399 = llvm.load %273 : !llvm.ptr -> f32
      %400 = llvm.load %274 : !llvm.ptr -> f32
      %401 = llvm.load %275 : !llvm.ptr -> f32
      %402 = llvm.load %276 : !llvm.ptr -> f32
      %403 = llvm.load %277 : !llvm.ptr -> f32
      %404 = llvm.load %278 : !llvm.ptr -> f32
      %405 = llvm.load %279 : !llvm.ptr -> f32
      %406 = llvm.load %280 : !llvm.ptr -> f32
      %407 = llvm.load %281 : !llvm.ptr -> f32
      %408 = llvm.load %282 : !llvm.ptr -> f32
      %409 = llvm.load %283 : !llvm.ptr -> f32
      %410 = llvm.load %284 : !llvm.ptr -> f32
      %411 = llvm.load %285 : !llvm.ptr -> f32
      %412 = llvm.load %286 : !llvm.ptr -> f32
      %413 = llvm.load %287 : !llvm.ptr -> f32
      %414 = llvm.load %288 : !llvm.ptr -> f32
      %415 = llvm.load %289 : !llvm.ptr -> f32
      %416 = llvm.load %290 : !llvm.ptr -> f32
      %417 = llvm.load %291 : !llvm.ptr -> f32
      %418 = llvm.load %292 : !llvm.ptr -> f32
      %419 = llvm.load %293 : !llvm.ptr -> f32
      %420 = llvm.load %294 : !llvm.ptr -> f32
      %421 = llvm.load %295 : !llvm.ptr -> f32
      %422 = llvm.load %296 : !llvm.ptr -> f32
      %423 = llvm.load %297 : !llvm.ptr -> f32
      %424 = llvm.load %298 : !llvm.ptr -> f32
      %425 = llvm.load %299 : !llvm.ptr -> f32
      %426 = llvm.load %300 : !llvm.ptr -> f32
      %427 = llvm.load %301 : !llvm.ptr -> f32
      %428 = llvm.load %302 : !llvm.ptr -> f32
      %429 = llvm.load %303 : !llvm.ptr -> f32
      %430 = llvm.load %304 : !llvm.ptr -> f32
      %431 = llvm.load %305 : !llvm.ptr -> f32
      %432 = llvm.load %306 : !llvm.ptr -> f32
      %433 = llvm.load %307 : !llvm.ptr -> f32
      %434 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %364, %369, %22, %38, %38, %20, %20 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %435 = llvm.extractvalue %434[0] : !llvm_struct_4a19c2
      %436 = llvm.extractvalue %434[1] : !llvm_struct_4a19c2
      %437 = llvm.extractvalue %434[2] : !llvm_struct_4a19c2
      %438 = llvm.extractvalue %434[3] : !llvm_struct_4a19c2
      %439 = llvm.extractvalue %434[4] : !llvm_struct_4a19c2
      %440 = llvm.extractvalue %434[5] : !llvm_struct_4a19c2
      %441 = llvm.extractvalue %434[6] : !llvm_struct_4a19c2
      %442 = llvm.extractvalue %434[7] : !llvm_struct_4a19c2
      %443 = llvm.extractvalue %434[8] : !llvm_struct_4a19c2
      %444 = llvm.extractvalue %434[9] : !llvm_struct_4a19c2
      %445 = llvm.extractvalue %434[10] : !llvm_struct_4a19c2
      %446 = llvm.extractvalue %434[11] : !llvm_struct_4a19c2
      %447 = llvm.extractvalue %434[12] : !llvm_struct_4a19c2
      %448 = llvm.extractvalue %434[13] : !llvm_struct_4a19c2
      %449 = llvm.extractvalue %434[14] : !llvm_struct_4a19c2
      %450 = llvm.extractvalue %434[15] : !llvm_struct_4a19c2
      %451 = llvm.extractvalue %434[16] : !llvm_struct_4a19c2
      %452 = llvm.extractvalue %434[17] : !llvm_struct_4a19c2
      %453 = llvm.extractvalue %434[18] : !llvm_struct_4a19c2
      %454 = llvm.extractvalue %434[19] : !llvm_struct_4a19c2
      %455 = llvm.extractvalue %434[20] : !llvm_struct_4a19c2
      %456 = llvm.extractvalue %434[21] : !llvm_struct_4a19c2
      %457 = llvm.extractvalue %434[22] : !llvm_struct_4a19c2
      %458 = llvm.extractvalue %434[23] : !llvm_struct_4a19c2
      %459 = llvm.extractvalue %434[24] : !llvm_struct_4a19c2
      %460 = llvm.extractvalue %434[25] : !llvm_struct_4a19c2
      %461 = llvm.extractvalue %434[26] : !llvm_struct_4a19c2
      %462 = llvm.extractvalue %434[27] : !llvm_struct_4a19c2
      %463 = llvm.extractvalue %434[28] : !llvm_struct_4a19c2
      %464 = llvm.extractvalue %434[29] : !llvm_struct_4a19c2
      %465 = llvm.extractvalue %434[30] : !llvm_struct_4a19c2
      %466 = llvm.extractvalue %434[31] : !llvm_struct_4a19c2
      %467 = llvm.extractvalue %434[32] : !llvm_struct_4a19c2
      %468 = llvm.extractvalue %434[33] : !llvm_struct_4a19c2
      %469 = llvm.extractvalue %434[34] : !llvm_struct_4a19c2
      %470 = llvm.extractvalue %434[35] : !llvm_struct_4a19c2
      %471 = llvm.extractvalue %434[36] : !llvm_struct_4a19c2
      %472 = llvm.extractvalue %434[37] : !llvm_struct_4a19c2
      %473 = llvm.extractvalue %434[38] : !llvm_struct_4a19c2
      %474 = llvm.extractvalue %434[39] : !llvm_struct_4a19c2
      %475 = llvm.extractvalue %434[40] : !llvm_struct_4a19c2
      %476 = llvm.extractvalue %434[41] : !llvm_struct_4a19c2
      %477 = llvm.extractvalue %434[42] : !llvm_struct_4a19c2
      %478 = llvm.extractvalue %434[43] : !llvm_struct_4a19c2
      %479 = llvm.extractvalue %434[44] : !llvm_struct_4a19c2
      %480 = llvm.extractvalue %434[45] : !llvm_struct_4a19c2
      %481 = llvm.extractvalue %434[46] : !llvm_struct_4a19c2
      %482 = llvm.extractvalue %434[47] : !llvm_struct_4a19c2
      %483 = llvm.extractvalue %434[48] : !llvm_struct_4a19c2
      %484 = llvm.extractvalue %434[49] : !llvm_struct_4a19c2
      %485 = llvm.extractvalue %434[50] : !llvm_struct_4a19c2
      %486 = llvm.extractvalue %434[51] : !llvm_struct_4a19c2
      %487 = llvm.extractvalue %434[52] : !llvm_struct_4a19c2
      %488 = llvm.extractvalue %434[53] : !llvm_struct_4a19c2
      %489 = llvm.extractvalue %434[54] : !llvm_struct_4a19c2
      %490 = llvm.extractvalue %434[55] : !llvm_struct_4a19c2
      %491 = llvm.extractvalue %434[56] : !llvm_struct_4a19c2
      %492 = llvm.extractvalue %434[57] : !llvm_struct_4a19c2
      %493 = llvm.extractvalue %434[58] : !llvm_struct_4a19c2
      %494 = llvm.extractvalue %434[59] : !llvm_struct_4a19c2
      %495 = llvm.extractvalue %434[60] : !llvm_struct_4a19c2
      %496 = llvm.extractvalue %434[61] : !llvm_struct_4a19c2
      %497 = llvm.extractvalue %434[62] : !llvm_struct_4a19c2
      %498 = llvm.extractvalue %434[63] : !llvm_struct_4a19c2
      llvm.store %435, %41 : f32, !llvm.ptr
      llvm.store %436, %245 : f32, !llvm.ptr
      llvm.store %437, %246 : f32, !llvm.ptr
      llvm.store %438, %247 : f32, !llvm.ptr
      llvm.store %439, %248 : f32, !llvm.ptr
      llvm.store %440, %249 : f32, !llvm.ptr
      llvm.store %441, %250 : f32, !llvm.ptr
      llvm.store %442, %251 : f32, !llvm.ptr
      llvm.store %443, %252 : f32, !llvm.ptr
      llvm.store %444, %253 : f32, !llvm.ptr
      llvm.store %445, %254 : f32, !llvm.ptr
      llvm.store %446, %255 : f32, !llvm.ptr
      llvm.store %447, %256 : f32, !llvm.ptr
      llvm.store %448, %257 : f32, !llvm.ptr
      llvm.store %449, %258 : f32, !llvm.ptr
      llvm.store %450, %259 : f32, !llvm.ptr
      llvm.store %451, %260 : f32, !llvm.ptr
      llvm.store %452, %261 : f32, !llvm.ptr
      llvm.store %453, %262 : f32, !llvm.ptr
      llvm.store %454, %263 : f32, !llvm.ptr
      llvm.store %455, %264 : f32, !llvm.ptr
      llvm.store %456, %265 : f32, !llvm.ptr
      llvm.store %457, %266 : f32, !llvm.ptr
      llvm.store %458, %267 : f32, !llvm.ptr
      llvm.store %459, %268 : f32, !llvm.ptr
      llvm.store %460, %269 : f32, !llvm.ptr
      llvm.store %461, %270 : f32, !llvm.ptr
      llvm.store %462, %271 : f32, !llvm.ptr
      llvm.store %463, %272 : f32, !llvm.ptr
      llvm.store %464, %273 : f32, !llvm.ptr
      llvm.store %465, %274 : f32, !llvm.ptr
      llvm.store %466, %275 : f32, !llvm.ptr
      llvm.store %467, %276 : f32, !llvm.ptr
      llvm.store %468, %277 : f32, !llvm.ptr
      llvm.store %469, %278 : f32, !llvm.ptr
      llvm.store %470, %279 : f32, !llvm.ptr
      llvm.store %471, %280 : f32, !llvm.ptr
      llvm.store %472, %281 : f32, !llvm.ptr
      llvm.store %473, %282 : f32, !llvm.ptr
      llvm.store %474, %283 : f32, !llvm.ptr
      llvm.store %475, %284 : f32, !llvm.ptr
      llvm.store %476, %285 : f32, !llvm.ptr
      llvm.store %477, %286 : f32, !llvm.ptr
      llvm.store %478, %287 : f32, !llvm.ptr
      llvm.store %479, %288 : f32, !llvm.ptr
      llvm.store %480, %289 : f32, !llvm.ptr
      llvm.store %481, %290 : f32, !llvm.ptr
      llvm.store %482, %291 : f32, !llvm.ptr
      llvm.store %483, %292 : f32, !llvm.ptr
      llvm.store %484, %293 : f32, !llvm.ptr
      llvm.store %485, %294 : f32, !llvm.ptr
      llvm.store %486, %295 : f32, !llvm.ptr
      llvm.store %487, %296 : f32, !llvm.ptr
      llvm.store %488, %297 : f32, !llvm.ptr
      llvm.store %489, %298 : f32, !llvm.ptr
      llvm.store %490, %299 : f32, !llvm.ptr
      llvm.store %491, %300 : f32, !llvm.ptr
      llvm.store %492, %301 : f32, !llvm.ptr
      llvm.store %493, %302 : f32, !llvm.ptr
      llvm.store %494, %303 : f32, !llvm.ptr
      llvm.store %495, %304 : f32, !llvm.ptr
      llvm.store %496, %305 : f32, !llvm.ptr
      llvm.store %497, %306 : f32, !llvm.ptr
      llvm.store %498, %307 : f32, !llvm.ptr
      %499 = llvm.add %359, %21 : i32
      %500 = llvm.add %361, %499 : i32
      %501 = llvm.insertelement %500, %360[%20 : i32] : vector<2xi32>
      %502 = llvm.bitcast %501 : vector<2xi32> to i64
      %503 = llvm.add %366, %499 : i32
      %504 = llvm.insertelement %503, %365[%20 : i32] : vector<2xi32>
      %505 = llvm.bitcast %504 : vector<2xi32> to i64
      %506 = llvm.load %41 : !llvm.ptr -> f32
      %507 = llvm.load %245 : !llvm.ptr -> f32
      %508 = llvm.load %246 : !llvm.ptr -> f32
      %509 = llvm.load %247 : !llvm.ptr -> f32
      %510 = llvm.load %248 : !llvm.ptr -> f32
      %511 = llvm.load %249 : !llvm.ptr -> f32
      %512 = llvm.load %250 : !llvm.ptr -> f32
      %513 = llvm.load %251 : !llvm.ptr -> f32
      %514 = llvm.load %252 : !llvm.ptr -> f32
      %515 = llvm.load %253 : !llvm.ptr -> f32
      %516 = llvm.load %254 : !llvm.ptr -> f32
      %517 = llvm.load %255 : !llvm.ptr -> f32
      %518 = llvm.load %256 : !llvm.ptr -> f32
      %519 = llvm.load %257 : !llvm.ptr -> f32
      %520 = llvm.load %258 : !llvm.ptr -> f32
      %521 = llvm.load %259 : !llvm.ptr -> f32
      %522 = llvm.load %260 : !llvm.ptr -> f32
      %523 = llvm.load %261 : !llvm.ptr -> f32
      %524 = llvm.load %262 : !llvm.ptr -> f32
      %525 = llvm.load %263 : !llvm.ptr -> f32
      %526 = llvm.load %264 : !llvm.ptr -> f32
      %527 = llvm.load %265 : !llvm.ptr -> f32
      %528 = llvm.load %266 : !llvm.ptr -> f32
      %529 = llvm.load %267 : !llvm.ptr -> f32
      %530 = llvm.load %268 : !llvm.ptr -> f32
      %531 = llvm.load %269 : !llvm.ptr -> f32
      %532 = llvm.load %270 : !llvm.ptr -> f32
      %533 = llvm.load %271 : !llvm.ptr -> f32
      %534 = llvm.load %272 : !llvm.ptr -> f32
      %535 = llvm.load %273 : !llvm.ptr -> f32
      %536 = llvm.load %274 : !llvm.ptr -> f32
      %537 = llvm.load %275 : !llvm.ptr -> f32
      %538 = llvm.load %276 : !llvm.ptr -> f32
      %539 = llvm.load %277 : !llvm.ptr -> f32
      %540 = llvm.load %278 : !llvm.ptr -> f32
      %541 = llvm.load %279 : !llvm.ptr -> f32
      %542 = llvm.load %280 : !llvm.ptr -> f32
      %543 = llvm.load %281 : !llvm.ptr -> f32
      %544 = llvm.load %282 : !llvm.ptr -> f32
      %545 = llvm.load %283 : !llvm.ptr -> f32
      %546 = llvm.load %284 : !llvm.ptr -> f32
      %547 = llvm.load %285 : !llvm.ptr -> f32
      %548 = llvm.load %286 : !llvm.ptr -> f32
      %549 = llvm.load %287 : !llvm.ptr -> f32
      %550 = llvm.load %288 : !llvm.ptr -> f32
      %551 = llvm.load %289 : !llvm.ptr -> f32
      %552 = llvm.load %290 : !llvm.ptr -> f32
      %553 = llvm.load %291 : !llvm.ptr -> f32
      %554 = llvm.load %292 : !llvm.ptr -> f32
      %555 = llvm.load %293 : !llvm.ptr -> f32
      %556 = llvm.load %294 : !llvm.ptr -> f32
      %557 = llvm.load %295 : !llvm.ptr -> f32
      %558 = llvm.load %296 : !llvm.ptr -> f32
      %559 = llvm.load %297 : !llvm.ptr -> f32
      %560 = llvm.load %298 : !llvm.ptr -> f32
      %561 = llvm.load %299 : !llvm.ptr -> f32
      %562 = llvm.load %300 : !llvm.ptr -> f32
      %563 = llvm.load %301 : !llvm.ptr -> f32
      %564 = llvm.load %302 : !llvm.ptr -> f32
      %565 = llvm.load %303 : !llvm.ptr -> f32
      %566 = llvm.load %304 : !llvm.ptr -> f32
      %567 = llvm.load %305 : !llvm.ptr -> f32
      %568 = llvm.load %306 : !llvm.ptr -> f32
      %569 = llvm.load %307 : !llvm.ptr -> f32
      %570 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %502, %505, %22, %38, %38, %20, %20 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %571 = llvm.extractvalue %570[0] : !llvm_struct_4a19c2
      %572 = llvm.extractvalue %570[1] : !llvm_struct_4a19c2
      %573 = llvm.extractvalue %570[2] : !llvm_struct_4a19c2
      %574 = llvm.extractvalue %570[3] : !llvm_struct_4a19c2
      %575 = llvm.extractvalue %570[4] : !llvm_struct_4a19c2
      %576 = llvm.extractvalue %570[5] : !llvm_struct_4a19c2
      %577 = llvm.extractvalue %570[6] : !llvm_struct_4a19c2
      %578 = llvm.extractvalue %570[7] : !llvm_struct_4a19c2
      %579 = llvm.extractvalue %570[8] : !llvm_struct_4a19c2
      %580 = llvm.extractvalue %570[9] : !llvm_struct_4a19c2
      %581 = llvm.extractvalue %570[10] : !llvm_struct_4a19c2
      %582 = llvm.extractvalue %570[11] : !llvm_struct_4a19c2
      %583 = llvm.extractvalue %570[12] : !llvm_struct_4a19c2
      %584 = llvm.extractvalue %570[13] : !llvm_struct_4a19c2
      %585 = llvm.extractvalue %570[14] : !llvm_struct_4a19c2
      %586 = llvm.extractvalue %570[15] : !llvm_struct_4a19c2
      %587 = llvm.extractvalue %570[16] : !llvm_struct_4a19c2
      %588 = llvm.extractvalue %570[17] : !llvm_struct_4a19c2
      %589 = llvm.extractvalue %570[18] : !llvm_struct_4a19c2
      %590 = llvm.extractvalue %570[19] : !llvm_struct_4a19c2
      %591 = llvm.extractvalue %570[20] : !llvm_struct_4a19c2
      %592 = llvm.extractvalue %570[21] : !llvm_struct_4a19c2
      %593 = llvm.extractvalue %570[22] : !llvm_struct_4a19c2
      %594 = llvm.extractvalue %570[23] : !llvm_struct_4a19c2
      %595 = llvm.extractvalue %570[24] : !llvm_struct_4a19c2
      %596 = llvm.extractvalue %570[25] : !llvm_struct_4a19c2
      %597 = llvm.extractvalue %570[26] : !llvm_struct_4a19c2
      %598 = llvm.extractvalue %570[27] : !llvm_struct_4a19c2
      %599 = llvm.extractvalue %570[28] : !llvm_struct_4a19c2
      %600 = llvm.extractvalue %570[29] : !llvm_struct_4a19c2
      %601 = llvm.extractvalue %570[30] : !llvm_struct_4a19c2
      %602 = llvm.extractvalue %570[31] : !llvm_struct_4a19c2
      %603 = llvm.extractvalue %570[32] : !llvm_struct_4a19c2
      %604 = llvm.extractvalue %570[33] : !llvm_struct_4a19c2
      %605 = llvm.extractvalue %570[34] : !llvm_struct_4a19c2
      %606 = llvm.extractvalue %570[35] : !llvm_struct_4a19c2
      %607 = llvm.extractvalue %570[36] : !llvm_struct_4a19c2
      %608 = llvm.extractvalue %570[37] : !llvm_struct_4a19c2
      %609 = llvm.extractvalue %570[38] : !llvm_struct_4a19c2
      %610 = llvm.extractvalue %570[39] : !llvm_struct_4a19c2
      %611 = llvm.extractvalue %570[40] : !llvm_struct_4a19c2
      %612 = llvm.extractvalue %570[41] : !llvm_struct_4a19c2
      %613 = llvm.extractvalue %570[42] : !llvm_struct_4a19c2
      %614 = llvm.extractvalue %570[43] : !llvm_struct_4a19c2
      %615 = llvm.extractvalue %570[44] : !llvm_struct_4a19c2
      %616 = llvm.extractvalue %570[45] : !llvm_struct_4a19c2
      %617 = llvm.extractvalue %570[46] : !llvm_struct_4a19c2
      %618 = llvm.extractvalue %570[47] : !llvm_struct_4a19c2
      %619 = llvm.extractvalue %570[48] : !llvm_struct_4a19c2
      %620 = llvm.extractvalue %570[49] : !llvm_struct_4a19c2
      %621 = llvm.extractvalue %570[50] : !llvm_struct_4a19c2
      %622 = llvm.extractvalue %570[51] : !llvm_struct_4a19c2
      %623 = llvm.extractvalue %570[52] : !llvm_struct_4a19c2
      %624 = llvm.extractvalue %570[53] : !llvm_struct_4a19c2
      %625 = llvm.extractvalue %570[54] : !llvm_struct_4a19c2
      %626 = llvm.extractvalue %570[55] : !llvm_struct_4a19c2
      %627 = llvm.extractvalue %570[56] : !llvm_struct_4a19c2
      %628 = llvm.extractvalue %570[57] : !llvm_struct_4a19c2
      %629 = llvm.extractvalue %570[58] : !llvm_struct_4a19c2
      %630 = llvm.extractvalue %570[59] : !llvm_struct_4a19c2
      %631 = llvm.extractvalue %570[60] : !llvm_struct_4a19c2
      %632 = llvm.extractvalue %570[61] : !llvm_struct_4a19c2
      %633 = llvm.extractvalue %570[62] : !llvm_struct_4a19c2
      %634 = llvm.extractvalue %570[63] : !llvm_struct_4a19c2
      llvm.store %571, %41 : f32, !llvm.ptr
      llvm.store %572, %245 : f32, !llvm.ptr
      llvm.store %573, %246 : f32, !llvm.ptr
      llvm.store %574, %247 : f32, !llvm.ptr
      llvm.store %575, %248 : f32, !llvm.ptr
      llvm.store %576, %249 : f32, !llvm.ptr
      llvm.store %577, %250 : f32, !llvm.ptr
      llvm.store %578, %251 : f32, !llvm.ptr
      llvm.store %579, %252 : f32, !llvm.ptr
      llvm.store %580, %253 : f32, !llvm.ptr
      llvm.store %581, %254 : f32, !llvm.ptr
      llvm.store %582, %255 : f32, !llvm.ptr
      llvm.store %583, %256 : f32, !llvm.ptr
      llvm.store %584, %257 : f32, !llvm.ptr
      llvm.store %585, %258 : f32, !llvm.ptr
      llvm.store %586, %259 : f32, !llvm.ptr
      llvm.store %587, %260 : f32, !llvm.ptr
      llvm.store %588, %261 : f32, !llvm.ptr
      llvm.store %589, %262 : f32, !llvm.ptr
      llvm.store %590, %263 : f32, !llvm.ptr
      llvm.store %591, %264 : f32, !llvm.ptr
      llvm.store %592, %265 : f32, !llvm.ptr
      llvm.store %593, %266 : f32, !llvm.ptr
      llvm.store %594, %267 : f32, !llvm.ptr
      llvm.store %595, %268 : f32, !llvm.ptr
      llvm.store %596, %269 : f32, !llvm.ptr
      llvm.store %597, %270 : f32, !llvm.ptr
      llvm.store %598, %271 : f32, !llvm.ptr
      llvm.store %599, %272 : f32, !llvm.ptr
      llvm.store %600, %273 : f32, !llvm.ptr
      llvm.store %601, %274 : f32, !llvm.ptr
      llvm.store %602, %275 : f32, !llvm.ptr
      llvm.store %603, %276 : f32, !llvm.ptr
      llvm.store %604, %277 : f32, !llvm.ptr
      llvm.store %605, %278 : f32, !llvm.ptr
      llvm.store %606, %279 : f32, !llvm.ptr
      llvm.store %607, %280 : f32, !llvm.ptr
      llvm.store %608, %281 : f32, !llvm.ptr
      llvm.store %609, %282 : f32, !llvm.ptr
      llvm.store %610, %283 : f32, !llvm.ptr
      llvm.store %611, %284 : f32, !llvm.ptr
      llvm.store %612, %285 : f32, !llvm.ptr
      llvm.store %613, %286 : f32, !llvm.ptr
      llvm.store %614, %287 : f32, !llvm.ptr
      llvm.store %615, %288 : f32, !llvm.ptr
      llvm.store %616, %289 : f32, !llvm.ptr
      llvm.store %617, %290 : f32, !llvm.ptr
      llvm.store %618, %291 : f32, !llvm.ptr
      llvm.store %619, %292 : f32, !llvm.ptr
      llvm.store %620, %293 : f32, !llvm.ptr
      llvm.store %621, %294 : f32, !llvm.ptr
      llvm.store %622, %295 : f32, !llvm.ptr
      llvm.store %623, %296 : f32, !llvm.ptr
      llvm.store %624, %297 : f32, !llvm.ptr
      llvm.store %625, %298 : f32, !llvm.ptr
      llvm.store %626, %299 : f32, !llvm.ptr
      llvm.store %627, %300 : f32, !llvm.ptr
      llvm.store %628, %301 : f32, !llvm.ptr
      llvm.store %629, %302 : f32, !llvm.ptr
      llvm.store %630, %303 : f32, !llvm.ptr
      llvm.store %631, %304 : f32, !llvm.ptr
      llvm.store %632, %305 : f32, !llvm.ptr
      llvm.store %633, %306 : f32, !llvm.ptr
      llvm.store %634, %307 : f32, !llvm.ptr
      %635 = llvm.add %359, %26 : i32
      %636 = llvm.add %361, %635 : i32
      %637 = llvm.insertelement %636, %360[%20 : i32] : vector<2xi32>
      %638 = llvm.bitcast %637 : vector<2xi32> to i64
      %639 = llvm.add %366, %635 : i32
      %640 = llvm.insertelement %639, %365[%20 : i32] : vector<2xi32>
      %641 = llvm.bitcast %640 : vector<2xi32> to i64
      %642 = llvm.load %41 : !llvm.ptr -> f32
      %643 = llvm.load %245 : !llvm.ptr -> f32
      %644 = llvm.load %246 : !llvm.ptr -> f32
      %645 = llvm.load %247 : !llvm.ptr -> f32
      %646 = llvm.load %248 : !llvm.ptr -> f32
      %647 = llvm.load %249 : !llvm.ptr -> f32
      %648 = llvm.load %250 : !llvm.ptr -> f32
      %649 = llvm.load %251 : !llvm.ptr -> f32
      %650 = llvm.load %252 : !llvm.ptr -> f32
      %651 = llvm.load %253 : !llvm.ptr -> f32
      %652 = llvm.load %254 : !llvm.ptr -> f32
      %653 = llvm.load %255 : !llvm.ptr -> f32
      %654 = llvm.load %256 : !llvm.ptr -> f32
      %655 = llvm.load %257 : !llvm.ptr -> f32
      %656 = llvm.load %258 : !llvm.ptr -> f32
      %657 = llvm.load %259 : !llvm.ptr -> f32
      %658 = llvm.load %260 : !llvm.ptr -> f32
      %659 = llvm.load %261 : !llvm.ptr -> f32
      %660 = llvm.load %262 : !llvm.ptr -> f32
      %661 = llvm.load %263 : !llvm.ptr -> f32
      %662 = llvm.load %264 : !llvm.ptr -> f32
      %663 = llvm.load %265 : !llvm.ptr -> f32
      %664 = llvm.load %266 : !llvm.ptr -> f32
      %665 = llvm.load %267 : !llvm.ptr -> f32
      %666 = llvm.load %268 : !llvm.ptr -> f32
      %667 = llvm.load %269 : !llvm.ptr -> f32
      %668 = llvm.load %270 : !llvm.ptr -> f32
      %669 = llvm.load %271 : !llvm.ptr -> f32
      %670 = llvm.load %272 : !llvm.ptr -> f32
      %671 = llvm.load %273 : !llvm.ptr -> f32
      %672 = llvm.load %274 : !llvm.ptr -> f32
      %673 = llvm.load %275 : !llvm.ptr -> f32
      %674 = llvm.load %276 : !llvm.ptr -> f32
      %675 = llvm.load %277 : !llvm.ptr -> f32
      %676 = llvm.load %278 : !llvm.ptr -> f32
      %677 = llvm.load %279 : !llvm.ptr -> f32
      %678 = llvm.load %280 : !llvm.ptr -> f32
      %679 = llvm.load %281 : !llvm.ptr -> f32
      %680 = llvm.load %282 : !llvm.ptr -> f32
      %681 = llvm.load %283 : !llvm.ptr -> f32
      %682 = llvm.load %284 : !llvm.ptr -> f32
      %683 = llvm.load %285 : !llvm.ptr -> f32
      %684 = llvm.load %286 : !llvm.ptr -> f32
      %685 = llvm.load %287 : !llvm.ptr -> f32
      %686 = llvm.load %288 : !llvm.ptr -> f32
      %687 = llvm.load %289 : !llvm.ptr -> f32
      %688 = llvm.load %290 : !llvm.ptr -> f32
      %689 = llvm.load %291 : !llvm.ptr -> f32
      %690 = llvm.load %292 : !llvm.ptr -> f32
      %691 = llvm.load %293 : !llvm.ptr -> f32
      %692 = llvm.load %294 : !llvm.ptr -> f32
      %693 = llvm.load %295 : !llvm.ptr -> f32
      %694 = llvm.load %296 : !llvm.ptr -> f32
      %695 = llvm.load %297 : !llvm.ptr -> f32
      %696 = llvm.load %298 : !llvm.ptr -> f32
      %697 = llvm.load %299 : !llvm.ptr -> f32
      %698 = llvm.load %300 : !llvm.ptr -> f32
      %699 = llvm.load %301 : !llvm.ptr -> f32
      %700 = llvm.load %302 : !llvm.ptr -> f32
      %701 = llvm.load %303 : !llvm.ptr -> f32
      %702 = llvm.load %304 : !llvm.ptr -> f32
      %703 = llvm.load %305 : !llvm.ptr -> f32
      %704 = llvm.load %306 : !llvm.ptr -> f32
      %705 = llvm.load %307 : !llvm.ptr -> f32
      %706 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %638, %641, %22, %38, %38, %20, %20 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %707 = llvm.extractvalue %706[0] : !llvm_struct_4a19c2
      %708 = llvm.extractvalue %706[1] : !llvm_struct_4a19c2
      %709 = llvm.extractvalue %706[2] : !llvm_struct_4a19c2
      %710 = llvm.extractvalue %706[3] : !llvm_struct_4a19c2
      %711 = llvm.extractvalue %706[4] : !llvm_struct_4a19c2
      %712 = llvm.extractvalue %706[5] : !llvm_struct_4a19c2
      %713 = llvm.extractvalue %706[6] : !llvm_struct_4a19c2
      %714 = llvm.extractvalue %706[7] : !llvm_struct_4a19c2
      %715 = llvm.extractvalue %706[8] : !llvm_struct_4a19c2
      %716 = llvm.extractvalue %706[9] : !llvm_struct_4a19c2
      %717 = llvm.extractvalue %706[10] : !llvm_struct_4a19c2
      %718 = llvm.extractvalue %706[11] : !llvm_struct_4a19c2
      %719 = llvm.extractvalue %706[12] : !llvm_struct_4a19c2
      %720 = llvm.extractvalue %706[13] : !llvm_struct_4a19c2
      %721 = llvm.extractvalue %706[14] : !llvm_struct_4a19c2
      %722 = llvm.extractvalue %706[15] : !llvm_struct_4a19c2
      %723 = llvm.extractvalue %706[16] : !llvm_struct_4a19c2
      %724 = llvm.extractvalue %706[17] : !llvm_struct_4a19c2
      %725 = llvm.extractvalue %706[18] : !llvm_struct_4a19c2
      %726 = llvm.extractvalue %706[19] : !llvm_struct_4a19c2
      %727 = llvm.extractvalue %706[20] : !llvm_struct_4a19c2
      %728 = llvm.extractvalue %706[21] : !llvm_struct_4a19c2
      %729 = llvm.extractvalue %706[22] : !llvm_struct_4a19c2
      %730 = llvm.extractvalue %706[23] : !llvm_struct_4a19c2
      %731 = llvm.extractvalue %706[24] : !llvm_struct_4a19c2
      %732 = llvm.extractvalue %706[25] : !llvm_struct_4a19c2
      %733 = llvm.extractvalue %706[26] : !llvm_struct_4a19c2
      %734 = llvm.extractvalue %706[27] : !llvm_struct_4a19c2
      %735 = llvm.extractvalue %706[28] : !llvm_struct_4a19c2
      %736 = llvm.extractvalue %706[29] : !llvm_struct_4a19c2
      %737 = llvm.extractvalue %706[30] : !llvm_struct_4a19c2
      %738 = llvm.extractvalue %706[31] : !llvm_struct_4a19c2
      %739 = llvm.extractvalue %706[32] : !llvm_struct_4a19c2
      %740 = llvm.extractvalue %706[33] : !llvm_struct_4a19c2
      %741 = llvm.extractvalue %706[34] : !llvm_struct_4a19c2
      %742 = llvm.extractvalue %706[35] : !llvm_struct_4a19c2
      %743 = llvm.extractvalue %706[36] : !llvm_struct_4a19c2
      %744 = llvm.extractvalue %706[37] : !llvm_struct_4a19c2
      %745 = llvm.extractvalue %706[38] : !llvm_struct_4a19c2
      %746 = llvm.extractvalue %706[39] : !llvm_struct_4a19c2
      %747 = llvm.extractvalue %706[40] : !llvm_struct_4a19c2
      %748 = llvm.extractvalue %706[41] : !llvm_struct_4a19c2
      %749 = llvm.extractvalue %706[42] : !llvm_struct_4a19c2
      %750 = llvm.extractvalue %706[43] : !llvm_struct_4a19c2
      %751 = llvm.extractvalue %706[44] : !llvm_struct_4a19c2
      %752 = llvm.extractvalue %706[45] : !llvm_struct_4a19c2
      %753 = llvm.extractvalue %706[46] : !llvm_struct_4a19c2
      %754 = llvm.extractvalue %706[47] : !llvm_struct_4a19c2
      %755 = llvm.extractvalue %706[48] : !llvm_struct_4a19c2
      %756 = llvm.extractvalue %706[49] : !llvm_struct_4a19c2
      %757 = llvm.extractvalue %706[50] : !llvm_struct_4a19c2
      %758 = llvm.extractvalue %706[51] : !llvm_struct_4a19c2
      %759 = llvm.extractvalue %706[52] : !llvm_struct_4a19c2
      %760 = llvm.extractvalue %706[53] : !llvm_struct_4a19c2
      %761 = llvm.extractvalue %706[54] : !llvm_struct_4a19c2
      %762 = llvm.extractvalue %706[55] : !llvm_struct_4a19c2
      %763 = llvm.extractvalue %706[56] : !llvm_struct_4a19c2
      %764 = llvm.extractvalue %706[57] : !llvm_struct_4a19c2
      %765 = llvm.extractvalue %706[58] : !llvm_struct_4a19c2
      %766 = llvm.extractvalue %706[59] : !llvm_struct_4a19c2
      %767 = llvm.extractvalue %706[60] : !llvm_struct_4a19c2
      %768 = llvm.extractvalue %706[61] : !llvm_struct_4a19c2
      %769 = llvm.extractvalue %706[62] : !llvm_struct_4a19c2
      %770 = llvm.extractvalue %706[63] : !llvm_struct_4a19c2
      llvm.store %707, %41 : f32, !llvm.ptr
      llvm.store %708, %245 : f32, !llvm.ptr
      llvm.store %709, %246 : f32, !llvm.ptr
      llvm.store %710, %247 : f32, !llvm.ptr
      llvm.store %711, %248 : f32, !llvm.ptr
      llvm.store %712, %249 : f32, !llvm.ptr
      llvm.store %713, %250 : f32, !llvm.ptr
      llvm.store %714, %251 : f32, !llvm.ptr
      llvm.store %715, %252 : f32, !llvm.ptr
      llvm.store %716, %253 : f32, !llvm.ptr
      llvm.store %717, %254 : f32, !llvm.ptr
      llvm.store %718, %255 : f32, !llvm.ptr
      llvm.store %719, %256 : f32, !llvm.ptr
      llvm.store %720, %257 : f32, !llvm.ptr
      llvm.store %721, %258 : f32, !llvm.ptr
      llvm.store %722, %259 : f32, !llvm.ptr
      llvm.store %723, %260 : f32, !llvm.ptr
      llvm.store %724, %261 : f32, !llvm.ptr
      llvm.store %725, %262 : f32, !llvm.ptr
      llvm.store %726, %263 : f32, !llvm.ptr
      llvm.store %727, %264 : f32, !llvm.ptr
      llvm.store %728, %265 : f32, !llvm.ptr
      llvm.store %729, %266 : f32, !llvm.ptr
      llvm.store %730, %267 : f32, !llvm.ptr
      llvm.store %731, %268 : f32, !llvm.ptr
      llvm.store %732, %269 : f32, !llvm.ptr
      llvm.store %733, %270 : f32, !llvm.ptr
      llvm.store %734, %271 : f32, !llvm.ptr
      llvm.store %735, %272 : f32, !llvm.ptr
      llvm.store %736, %273 : f32, !llvm.ptr
      llvm.store %737, %274 : f32, !llvm.ptr
      llvm.store %738, %275 : f32, !llvm.ptr
      llvm.store %739, %276 : f32, !llvm.ptr
      llvm.store %740, %277 : f32, !llvm.ptr
      llvm.store %741, %278 : f32, !llvm.ptr
      llvm.store %742, %279 : f32, !llvm.ptr
      llvm.store %743, %280 : f32, !llvm.ptr
      llvm.store %744, %281 : f32, !llvm.ptr
      llvm.store %745, %282 : f32, !llvm.ptr
      llvm.store %746, %283 : f32, !llvm.ptr
      llvm.store %747, %284 : f32, !llvm.ptr
      llvm.store %748, %285 : f32, !llvm.ptr
      llvm.store %749, %286 : f32, !llvm.ptr
      llvm.store %750, %287 : f32, !llvm.ptr
      llvm.store %751, %288 : f32, !llvm.ptr
      llvm.store %752, %289 : f32, !llvm.ptr
      llvm.store %753, %290 : f32, !llvm.ptr
      llvm.store %754, %291 : f32, !llvm.ptr
      llvm.store %755, %292 : f32, !llvm.ptr
      llvm.store %756, %293 : f32, !llvm.ptr
      llvm.store %757, %294 : f32, !llvm.ptr
      llvm.store %758, %295 : f32, !llvm.ptr
      llvm.store %759, %296 : f32, !llvm.ptr
      llvm.store %760, %297 : f32, !llvm.ptr
      llvm.store %761, %298 : f32, !llvm.ptr
      llvm.store %762, %299 : f32, !llvm.ptr
      llvm.store %763, %300 : f32, !llvm.ptr
      llvm.store %764, %301 : f32, !llvm.ptr
      llvm.store %765, %302 : f32, !llvm.ptr
      llvm.store %766, %303 : f32, !llvm.ptr
      llvm.store %767, %304 : f32, !llvm.ptr
      llvm.store %768, %305 : f32, !llvm.ptr
      llvm.store %769, %306 : f32, !llvm.ptr
      llvm.store %770, %307 : f32, !llvm.ptr
      %771 = llvm.add %359, %31 : i32
      %772 = llvm.add %361, %771 : i32
      %773 = llvm.insertelement %772, %360[%20 : i32] : vector<2xi32>
      %774 = llvm.bitcast %773 : vector<2xi32> to i64
      %775 = llvm.add %366, %771 : i32
      %776 = llvm.insertelement %775, %365[%20 : i32] : vector<2xi32>
      %777 = llvm.bitcast %776 : vector<2xi32> to i64
      %778 = llvm.load %41 : !llvm.ptr -> f32
      %779 = llvm.load %245 : !llvm.ptr -> f32
      %780 = llvm.load %246 : !llvm.ptr -> f32
      %781 = llvm.load %247 : !llvm.ptr -> f32
      %782 = llvm.load %248 : !llvm.ptr -> f32
      %783 = llvm.load %249 : !llvm.ptr -> f32
      %784 = llvm.load %250 : !llvm.ptr -> f32
      %785 = llvm.load %251 : !llvm.ptr -> f32
      %786 = llvm.load %252 : !llvm.ptr -> f32
      %787 = llvm.load %253 : !llvm.ptr -> f32
      %788 = llvm.load %254 : !llvm.ptr -> f32
      %789 = llvm.load %255 : !llvm.ptr -> f32
      %790 = llvm.load %256 : !llvm.ptr -> f32
      %791 = llvm.load %257 : !llvm.ptr -> f32
      %792 = llvm.load %258 : !llvm.ptr -> f32
      %793 = llvm.load %259 : !llvm.ptr -> f32
      %794 = llvm.load %260 : !llvm.ptr -> f32
      %795 = llvm.load %261 : !llvm.ptr -> f32
      %796 = llvm.load %262 : !llvm.ptr -> f32
      %797 = llvm.load %263 : !llvm.ptr -> f32
      %798 = llvm.load %264 : !llvm.ptr -> f32
      %799 = llvm.load %265 : !llvm.ptr -> f32
      %800 = llvm.load %266 : !llvm.ptr -> f32
      %801 = llvm.load %267 : !llvm.ptr -> f32
      %802 = llvm.load %268 : !llvm.ptr -> f32
      %803 = llvm.load %269 : !llvm.ptr -> f32
      %804 = llvm.load %270 : !llvm.ptr -> f32
      %805 = llvm.load %271 : !llvm.ptr -> f32
      %806 = llvm.load %272 : !llvm.ptr -> f32
      %807 = llvm.load %273 : !llvm.ptr -> f32
      %808 = llvm.load %274 : !llvm.ptr -> f32
      %809 = llvm.load %275 : !llvm.ptr -> f32
      %810 = llvm.load %276 : !llvm.ptr -> f32
      %811 = llvm.load %277 : !llvm.ptr -> f32
      %812 = llvm.load %278 : !llvm.ptr -> f32
      %813 = llvm.load %279 : !llvm.ptr -> f32
      %814 = llvm.load %280 : !llvm.ptr -> f32
      %815 = llvm.load %281 : !llvm.ptr -> f32
      %816 = llvm.load %282 : !llvm.ptr -> f32
      %817 = llvm.load %283 : !llvm.ptr -> f32
      %818 = llvm.load %284 : !llvm.ptr -> f32
      %819 = llvm.load %285 : !llvm.ptr -> f32
      %820 = llvm.load %286 : !llvm.ptr -> f32
      %821 = llvm.load %287 : !llvm.ptr -> f32
      %822 = llvm.load %288 : !llvm.ptr -> f32
      %823 = llvm.load %289 : !llvm.ptr -> f32
      %824 = llvm.load %290 : !llvm.ptr -> f32
      %825 = llvm.load %291 : !llvm.ptr -> f32
      %826 = llvm.load %292 : !llvm.ptr -> f32
      %827 = llvm.load %293 : !llvm.ptr -> f32
      %828 = llvm.load %294 : !llvm.ptr -> f32
      %829 = llvm.load %295 : !llvm.ptr -> f32
      %830 = llvm.load %296 : !llvm.ptr -> f32
      %831 = llvm.load %297 : !llvm.ptr -> f32
      %832 = llvm.load %298 : !llvm.ptr -> f32
      %833 = llvm.load %299 : !llvm.ptr -> f32
      %834 = llvm.load %300 : !llvm.ptr -> f32
      %835 = llvm.load %301 : !llvm.ptr -> f32
      %836 = llvm.load %302 : !llvm.ptr -> f32
      %837 = llvm.load %303 : !llvm.ptr -> f32
      %838 = llvm.load %304 : !llvm.ptr -> f32
      %839 = llvm.load %305 : !llvm.ptr -> f32
      %840 = llvm.load %306 : !llvm.ptr -> f32
      %841 = llvm.load %307 : !llvm.ptr -> f32
      %842 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %774, %777, %22, %38, %38, %20, %20 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %843 = llvm.extractvalue %842[0] : !llvm_struct_4a19c2
      %844 = llvm.extractvalue %842[1] : !llvm_struct_4a19c2
      %845 = llvm.extractvalue %842[2] : !llvm_struct_4a19c2
      %846 = llvm.extractvalue %842[3] : !llvm_struct_4a19c2
      %847 = llvm.extractvalue %842[4] : !llvm_struct_4a19c2
      %848 = llvm.extractvalue %842[5] : !llvm_struct_4a19c2
      %849 = llvm.extractvalue %842[6] : !llvm_struct_4a19c2
      %850 = llvm.extractvalue %842[7] : !llvm_struct_4a19c2
      %851 = llvm.extractvalue %842[8] : !llvm_struct_4a19c2
      %852 = llvm.extractvalue %842[9] : !llvm_struct_4a19c2
      %853 = llvm.extractvalue %842[10] : !llvm_struct_4a19c2
      %854 = llvm.extractvalue %842[11] : !llvm_struct_4a19c2
      %855 = llvm.extractvalue %842[12] : !llvm_struct_4a19c2
      %856 = llvm.extractvalue %842[13] : !llvm_struct_4a19c2
      %857 = llvm.extractvalue %842[14] : !llvm_struct_4a19c2
      %858 = llvm.extractvalue %842[15] : !llvm_struct_4a19c2
      %859 = llvm.extractvalue %842[16] : !llvm_struct_4a19c2
      %860 = llvm.extractvalue %842[17] : !llvm_struct_4a19c2
      %861 = llvm.extractvalue %842[18] : !llvm_struct_4a19c2
      %862 = llvm.extractvalue %842[19] : !llvm_struct_4a19c2
      %863 = llvm.extractvalue %842[20] : !llvm_struct_4a19c2
      %864 = llvm.extractvalue %842[21] : !llvm_struct_4a19c2
      %865 = llvm.extractvalue %842[22] : !llvm_struct_4a19c2
      %866 = llvm.extractvalue %842[23] : !llvm_struct_4a19c2
      %867 = llvm.extractvalue %842[24] : !llvm_struct_4a19c2
      %868 = llvm.extractvalue %842[25] : !llvm_struct_4a19c2
      %869 = llvm.extractvalue %842[26] : !llvm_struct_4a19c2
      %870 = llvm.extractvalue %842[27] : !llvm_struct_4a19c2
      %871 = llvm.extractvalue %842[28] : !llvm_struct_4a19c2
      %872 = llvm.extractvalue %842[29] : !llvm_struct_4a19c2
      %873 = llvm.extractvalue %842[30] : !llvm_struct_4a19c2
      %874 = llvm.extractvalue %842[31] : !llvm_struct_4a19c2
      %875 = llvm.extractvalue %842[32] : !llvm_struct_4a19c2
      %876 = llvm.extractvalue %842[33] : !llvm_struct_4a19c2
      %877 = llvm.extractvalue %842[34] : !llvm_struct_4a19c2
      %878 = llvm.extractvalue %842[35] : !llvm_struct_4a19c2
      %879 = llvm.extractvalue %842[36] : !llvm_struct_4a19c2
      %880 = llvm.extractvalue %842[37] : !llvm_struct_4a19c2
      %881 = llvm.extractvalue %842[38] : !llvm_struct_4a19c2
      %882 = llvm.extractvalue %842[39] : !llvm_struct_4a19c2
      %883 = llvm.extractvalue %842[40] : !llvm_struct_4a19c2
      %884 = llvm.extractvalue %842[41] : !llvm_struct_4a19c2
      %885 = llvm.extractvalue %842[42] : !llvm_struct_4a19c2
      %886 = llvm.extractvalue %842[43] : !llvm_struct_4a19c2
      %887 = llvm.extractvalue %842[44] : !llvm_struct_4a19c2
      %888 = llvm.extractvalue %842[45] : !llvm_struct_4a19c2
      %889 = llvm.extractvalue %842[46] : !llvm_struct_4a19c2
      %890 = llvm.extractvalue %842[47] : !llvm_struct_4a19c2
      %891 = llvm.extractvalue %842[48] : !llvm_struct_4a19c2
      %892 = llvm.extractvalue %842[49] : !llvm_struct_4a19c2
      %893 = llvm.extractvalue %842[50] : !llvm_struct_4a19c2
      %894 = llvm.extractvalue %842[51] : !llvm_struct_4a19c2
      %895 = llvm.extractvalue %842[52] : !llvm_struct_4a19c2
      %896 = llvm.extractvalue %842[53] : !llvm_struct_4a19c2
      %897 = llvm.extractvalue %842[54] : !llvm_struct_4a19c2
      %898 = llvm.extractvalue %842[55] : !llvm_struct_4a19c2
      %899 = llvm.extractvalue %842[56] : !llvm_struct_4a19c2
      %900 = llvm.extractvalue %842[57] : !llvm_struct_4a19c2
      %901 = llvm.extractvalue %842[58] : !llvm_struct_4a19c2
      %902 = llvm.extractvalue %842[59] : !llvm_struct_4a19c2
      %903 = llvm.extractvalue %842[60] : !llvm_struct_4a19c2
      %904 = llvm.extractvalue %842[61] : !llvm_struct_4a19c2
      %905 = llvm.extractvalue %842[62] : !llvm_struct_4a19c2
      %906 = llvm.extractvalue %842[63] : !llvm_struct_4a19c2
      llvm.store %843, %41 : f32, !llvm.ptr
      llvm.store %844, %245 : f32, !llvm.ptr
      llvm.store %845, %246 : f32, !llvm.ptr
      llvm.store %846, %247 : f32, !llvm.ptr
      llvm.store %847, %248 : f32, !llvm.ptr
      llvm.store %848, %249 : f32, !llvm.ptr
      llvm.store %849, %250 : f32, !llvm.ptr
      llvm.store %850, %251 : f32, !llvm.ptr
      llvm.store %851, %252 : f32, !llvm.ptr
      llvm.store %852, %253 : f32, !llvm.ptr
      llvm.store %853, %254 : f32, !llvm.ptr
      llvm.store %854, %255 : f32, !llvm.ptr
      llvm.store %855, %256 : f32, !llvm.ptr
      llvm.store %856, %257 : f32, !llvm.ptr
      llvm.store %857, %258 : f32, !llvm.ptr
      llvm.store %858, %259 : f32, !llvm.ptr
      llvm.store %859, %260 : f32, !llvm.ptr
      llvm.store %860, %261 : f32, !llvm.ptr
      llvm.store %861, %262 : f32, !llvm.ptr
      llvm.store %862, %263 : f32, !llvm.ptr
      llvm.store %863, %264 : f32, !llvm.ptr
      llvm.store %864, %265 : f32, !llvm.ptr
      llvm.store %865, %266 : f32, !llvm.ptr
      llvm.store %866, %267 : f32, !llvm.ptr
      llvm.store %867, %268 : f32, !llvm.ptr
      llvm.store %868, %269 : f32, !llvm.ptr
      llvm.store %869, %270 : f32, !llvm.ptr
      llvm.store %870, %271 : f32, !llvm.ptr
      llvm.store %871, %272 : f32, !llvm.ptr
      llvm.store %872, %273 : f32, !llvm.ptr
      llvm.store %873, %274 : f32, !llvm.ptr
      llvm.store %874, %275 : f32, !llvm.ptr
      llvm.store %875, %276 : f32, !llvm.ptr
      llvm.store %876, %277 : f32, !llvm.ptr
      llvm.store %877, %278 : f32, !llvm.ptr
      llvm.store %878, %279 : f32, !llvm.ptr
      llvm.store %879, %280 : f32, !llvm.ptr
      llvm.store %880, %281 : f32, !llvm.ptr
      llvm.store %881, %282 : f32, !llvm.ptr
      llvm.store %882, %283 : f32, !llvm.ptr
      llvm.store %883, %284 : f32, !llvm.ptr
      llvm.store %884, %285 : f32, !llvm.ptr
      llvm.store %885, %286 : f32, !llvm.ptr
      llvm.store %886, %287 : f32, !llvm.ptr
      llvm.store %887, %288 : f32, !llvm.ptr
      llvm.store %888, %289 : f32, !llvm.ptr
      llvm.store %889, %290 : f32, !llvm.ptr
      llvm.store %890, %291 : f32, !llvm.ptr
      llvm.store %891, %292 : f32, !llvm.ptr
      llvm.store %892, %293 : f32, !llvm.ptr
      llvm.store %893, %294 : f32, !llvm.ptr
      llvm.store %894, %295 : f32, !llvm.ptr
      llvm.store %895, %296 : f32, !llvm.ptr
      llvm.store %896, %297 : f32, !llvm.ptr
      llvm.store %897, %298 : f32, !llvm.ptr
      llvm.store %898, %299 : f32, !llvm.ptr
      llvm.store %899, %300 : f32, !llvm.ptr
      llvm.store %900, %301 : f32, !llvm.ptr
      llvm.store %901, %302 : f32, !llvm.ptr
      llvm.store %902, %303 : f32, !llvm.ptr
      llvm.store %903, %304 : f32, !llvm.ptr
      llvm.store %904, %305 : f32, !llvm.ptr
      llvm.store %905, %306 : f32, !llvm.ptr
      llvm.store %906, %307 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %907 = llvm.icmp "sgt" %353, %20 : i32
      llvm.cond_br %907, ^bb53, ^bb58(%354 : i32)
    ^bb53:  // pred: ^bb52
      llvm.cond_br %101, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %908 = llvm.getelementptr %87[%354] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %909 = nvvm.mapa.shared.cluster %908, %95 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %909, %38 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      llvm.br ^bb55
    ^bb55:  // 2 preds: ^bb53, ^bb54
      %910 = llvm.add %354, %38 : i32
      %911 = llvm.icmp "eq" %910, %31 : i32
      %912 = llvm.select %911, %20, %910 : i1, i32
      llvm.cond_br %911, ^bb56, ^bb56
    ^bb56:  // 2 preds: ^bb55, ^bb55
      llvm.br ^bb57
    ^bb57:  // pred: ^bb56
      llvm.br ^bb58(%912 : i32)
    ^bb58(%913: i32):  // 2 preds: ^bb52, ^bb57
      llvm.br ^bb59
    ^bb59:  // pred: ^bb58
      llvm.br ^bb60
    ^bb60:  // pred: ^bb59
      %914 = llvm.add %355, %38 : i32
      %915 = llvm.icmp "eq" %914, %31 : i32
      %916 = llvm.select %915, %20, %914 : i1, i32
      llvm.cond_br %915, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %917 = llvm.xor %356, %38 : i32
      llvm.br ^bb63(%917 : i32)
    ^bb62:  // pred: ^bb60
      llvm.br ^bb63(%356 : i32)
    ^bb63(%918: i32):  // 2 preds: ^bb61, ^bb62
      llvm.br ^bb64
    ^bb64:  // pred: ^bb63
      %919 = llvm.add %353, %38 : i32
      llvm.br ^bb51(%919, %913, %916, %918 : i32, i32, i32, i32)
    ^bb65:  // pred: ^bb51
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %101, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %920 = llvm.getelementptr %87[%354] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %921 = nvvm.mapa.shared.cluster %920, %95 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %921, %38 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      llvm.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      %922 = llvm.add %354, %38 : i32
      %923 = llvm.icmp "eq" %922, %31 : i32
      %924 = llvm.select %923, %20, %922 : i1, i32
      llvm.cond_br %923, ^bb68, ^bb68
    ^bb68:  // 2 preds: ^bb67, ^bb67
      llvm.br ^bb69
    ^bb69:  // pred: ^bb68
      llvm.br ^bb70
    ^bb70:  // pred: ^bb69
      %925 = llvm.mul %351, %19 : i32
      %926 = llvm.mul %352, %19 : i32
      %927 = llvm.ptrtoint %41 : !llvm.ptr to i64
      %928 = llvm.inttoptr %927 : i64 to !llvm.ptr
      %929 = llvm.load %928 {alignment = 32 : i64} : !llvm.ptr -> f32
      %930 = llvm.ptrtoint %40 : !llvm.ptr to i64
      %931 = llvm.inttoptr %930 : i64 to !llvm.ptr
      llvm.store %929, %931 {alignment = 32 : i64} : f32, !llvm.ptr
      %932 = llvm.ptrtoint %245 : !llvm.ptr to i64
      %933 = llvm.inttoptr %932 : i64 to !llvm.ptr
      %934 = llvm.load %933 {alignment = 4 : i64} : !llvm.ptr -> f32
      %935 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %936 = llvm.ptrtoint %935 : !llvm.ptr to i64
      %937 = llvm.inttoptr %936 : i64 to !llvm.ptr
      llvm.store %934, %937 {alignment = 4 : i64} : f32, !llvm.ptr
      %938 = llvm.ptrtoint %246 : !llvm.ptr to i64
      %939 = llvm.inttoptr %938 : i64 to !llvm.ptr
      %940 = llvm.load %939 {alignment = 8 : i64} : !llvm.ptr -> f32
      %941 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %942 = llvm.ptrtoint %941 : !llvm.ptr to i64
      %943 = llvm.inttoptr %942 : i64 to !llvm.ptr
      llvm.store %940, %943 {alignment = 8 : i64} : f32, !llvm.ptr
      %944 = llvm.ptrtoint %247 : !llvm.ptr to i64
      %945 = llvm.inttoptr %944 : i64 to !llvm.ptr
      %946 = llvm.load %945 {alignment = 4 : i64} : !llvm.ptr -> f32
      %947 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %948 = llvm.ptrtoint %947 : !llvm.ptr to i64
      %949 = llvm.inttoptr %948 : i64 to !llvm.ptr
      llvm.store %946, %949 {alignment = 4 : i64} : f32, !llvm.ptr
      %950 = llvm.ptrtoint %248 : !llvm.ptr to i64
      %951 = llvm.inttoptr %950 : i64 to !llvm.ptr
      %952 = llvm.load %951 {alignment = 16 : i64} : !llvm.ptr -> f32
      %953 = llvm.getelementptr %40[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %954 = llvm.ptrtoint %953 : !llvm.ptr to i64
      %955 = llvm.inttoptr %954 : i64 to !llvm.ptr
      llvm.store %952, %955 {alignment = 16 : i64} : f32, !llvm.ptr
      %956 = llvm.ptrtoint %249 : !llvm.ptr to i64
      %957 = llvm.inttoptr %956 : i64 to !llvm.ptr
      %958 = llvm.load %957 {alignment = 4 : i64} : !llvm.ptr -> f32
      %959 = llvm.getelementptr %40[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %960 = llvm.ptrtoint %959 : !llvm.ptr to i64
      %961 = llvm.inttoptr %960 : i64 to !llvm.ptr
      llvm.store %958, %961 {alignment = 4 : i64} : f32, !llvm.ptr
      %962 = llvm.ptrtoint %250 : !llvm.ptr to i64
      %963 = llvm.inttoptr %962 : i64 to !llvm.ptr
      %964 = llvm.load %963 {alignment = 8 : i64} : !llvm.ptr -> f32
      %965 = llvm.getelementptr %40[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %966 = llvm.ptrtoint %965 : !llvm.ptr to i64
      %967 = llvm.inttoptr %966 : i64 to !llvm.ptr
      llvm.store %964, %967 {alignment = 8 : i64} : f32, !llvm.ptr
      %968 = llvm.ptrtoint %251 : !llvm.ptr to i64
      %969 = llvm.inttoptr %968 : i64 to !llvm.ptr
      %970 = llvm.load %969 {alignment = 4 : i64} : !llvm.ptr -> f32
      %971 = llvm.getelementptr %40[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %972 = llvm.ptrtoint %971 : !llvm.ptr to i64
      %973 = llvm.inttoptr %972 : i64 to !llvm.ptr
      llvm.store %970, %973 {alignment = 4 : i64} : f32, !llvm.ptr
      %974 = llvm.ptrtoint %252 : !llvm.ptr to i64
      %975 = llvm.inttoptr %974 : i64 to !llvm.ptr
      %976 = llvm.load %975 {alignment = 32 : i64} : !llvm.ptr -> f32
      %977 = llvm.getelementptr %40[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %978 = llvm.ptrtoint %977 : !llvm.ptr to i64
      %979 = llvm.inttoptr %978 : i64 to !llvm.ptr
      llvm.store %976, %979 {alignment = 32 : i64} : f32, !llvm.ptr
      %980 = llvm.ptrtoint %253 : !llvm.ptr to i64
      %981 = llvm.inttoptr %980 : i64 to !llvm.ptr
      %982 = llvm.load %981 {alignment = 4 : i64} : !llvm.ptr -> f32
      %983 = llvm.getelementptr %40[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %984 = llvm.ptrtoint %983 : !llvm.ptr to i64
      %985 = llvm.inttoptr %984 : i64 to !llvm.ptr
      llvm.store %982, %985 {alignment = 4 : i64} : f32, !llvm.ptr
      %986 = llvm.ptrtoint %254 : !llvm.ptr to i64
      %987 = llvm.inttoptr %986 : i64 to !llvm.ptr
      %988 = llvm.load %987 {alignment = 8 : i64} : !llvm.ptr -> f32
      %989 = llvm.getelementptr %40[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %990 = llvm.ptrtoint %989 : !llvm.ptr to i64
      %991 = llvm.inttoptr %990 : i64 to !llvm.ptr
      llvm.store %988, %991 {alignment = 8 : i64} : f32, !llvm.ptr
      %992 = llvm.ptrtoint %255 : !llvm.ptr to i64
      %993 = llvm.inttoptr %992 : i64 to !llvm.ptr
      %994 = llvm.load %993 {alignment = 4 : i64} : !llvm.ptr -> f32
      %995 = llvm.getelementptr %40[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %996 = llvm.ptrtoint %995 : !llvm.ptr to i64
      %997 = llvm.inttoptr %996 : i64 to !llvm.ptr
      llvm.store %994, %997 {alignment = 4 : i64} : f32, !llvm.ptr
      %998 = llvm.ptrtoint %256 : !llvm.ptr to i64
      %999 = llvm.inttoptr %998 : i64 to !llvm.ptr
      %1000 = llvm.load %999 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1001 = llvm.getelementptr %40[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1002 = llvm.ptrtoint %1001 : !llvm.ptr to i64
      %1003 = llvm.inttoptr %1002 : i64 to !llvm.ptr
      llvm.store %1000, %1003 {alignment = 16 : i64} : f32, !llvm.ptr
      %1004 = llvm.ptrtoint %257 : !llvm.ptr to i64
      %1005 = llvm.inttoptr %1004 : i64 to !llvm.ptr
      %1006 = llvm.load %1005 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1007 = llvm.getelementptr %40[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1008 = llvm.ptrtoint %1007 : !llvm.ptr to i64
      %1009 = llvm.inttoptr %1008 : i64 to !llvm.ptr
      llvm.store %1006, %1009 {alignment = 4 : i64} : f32, !llvm.ptr
      %1010 = llvm.ptrtoint %258 : !llvm.ptr to i64
      %1011 = llvm.inttoptr %1010 : i64 to !llvm.ptr
      %1012 = llvm.load %1011 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1013 = llvm.getelementptr %40[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1014 = llvm.ptrtoint %1013 : !llvm.ptr to i64
      %1015 = llvm.inttoptr %1014 : i64 to !llvm.ptr
      llvm.store %1012, %1015 {alignment = 8 : i64} : f32, !llvm.ptr
      %1016 = llvm.ptrtoint %259 : !llvm.ptr to i64
      %1017 = llvm.inttoptr %1016 : i64 to !llvm.ptr
      %1018 = llvm.load %1017 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1019 = llvm.getelementptr %40[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1020 = llvm.ptrtoint %1019 : !llvm.ptr to i64
      %1021 = llvm.inttoptr %1020 : i64 to !llvm.ptr
      llvm.store %1018, %1021 {alignment = 4 : i64} : f32, !llvm.ptr
      %1022 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1023 = llvm.fptrunc %1022 : vector<16xf32> to vector<16xbf16>
      llvm.store %1023, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1024 = llvm.mul %309, %23 : i32
      llvm.br ^bb71(%20 : i32)
    ^bb71(%1025: i32):  // 2 preds: ^bb70, ^bb72
      %1026 = llvm.icmp "slt" %1025, %21 : i32
      llvm.cond_br %1026, ^bb72, ^bb73 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %1027 = llvm.mul %1025, %32 : i32
      %1028 = llvm.getelementptr %39[%1027] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1029 = llvm.mul %1025, %37 : i32
      %1030 = llvm.getelementptr %244[%1029] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1031 = llvm.load %1028 : !llvm.ptr -> vector<4xi32>
      %1032 = llvm.ptrtoint %1030 : !llvm.ptr<3> to i64
      %1033 = llvm.and %1032, %5 : i64
      %1034 = llvm.ashr %1033, %4 : i64
      %1035 = llvm.xor %1032, %1034 : i64
      %1036 = llvm.inttoptr %1035 : i64 to !llvm.ptr<3>
      %1037 = llvm.getelementptr %1036[%1024] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1038 = llvm.extractelement %1031[%20 : i32] : vector<4xi32>
      %1039 = llvm.extractelement %1031[%38 : i32] : vector<4xi32>
      %1040 = llvm.extractelement %1031[%21 : i32] : vector<4xi32>
      %1041 = llvm.extractelement %1031[%12 : i32] : vector<4xi32>
      nvvm.stmatrix %1037, %1038, %1039, %1040, %1041 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1042 = llvm.add %1025, %38 : i32
      llvm.br ^bb71(%1042 : i32)
    ^bb73:  // pred: ^bb71
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %38, %33 : (i32, i32) -> ()
      llvm.cond_br %308, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %1043 = llvm.getelementptr %81[%1024] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1044 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1045 = llvm.extractvalue %3[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1044, %1043, box[%926, %925, %322] l2_cache_hint = %1045 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %38, %33 : (i32, i32) -> ()
      %1046 = llvm.add %309, %38 : i32
      %1047 = llvm.srem %1046, %26 : i32
      %1048 = llvm.ptrtoint %260 : !llvm.ptr to i64
      %1049 = llvm.inttoptr %1048 : i64 to !llvm.ptr
      %1050 = llvm.load %1049 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1050, %931 {alignment = 32 : i64} : f32, !llvm.ptr
      %1051 = llvm.ptrtoint %261 : !llvm.ptr to i64
      %1052 = llvm.inttoptr %1051 : i64 to !llvm.ptr
      %1053 = llvm.load %1052 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1053, %937 {alignment = 4 : i64} : f32, !llvm.ptr
      %1054 = llvm.ptrtoint %262 : !llvm.ptr to i64
      %1055 = llvm.inttoptr %1054 : i64 to !llvm.ptr
      %1056 = llvm.load %1055 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1056, %943 {alignment = 8 : i64} : f32, !llvm.ptr
      %1057 = llvm.ptrtoint %263 : !llvm.ptr to i64
      %1058 = llvm.inttoptr %1057 : i64 to !llvm.ptr
      %1059 = llvm.load %1058 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1059, %949 {alignment = 4 : i64} : f32, !llvm.ptr
      %1060 = llvm.ptrtoint %264 : !llvm.ptr to i64
      %1061 = llvm.inttoptr %1060 : i64 to !llvm.ptr
      %1062 = llvm.load %1061 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1062, %955 {alignment = 16 : i64} : f32, !llvm.ptr
      %1063 = llvm.ptrtoint %265 : !llvm.ptr to i64
      %1064 = llvm.inttoptr %1063 : i64 to !llvm.ptr
      %1065 = llvm.load %1064 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1065, %961 {alignment = 4 : i64} : f32, !llvm.ptr
      %1066 = llvm.ptrtoint %266 : !llvm.ptr to i64
      %1067 = llvm.inttoptr %1066 : i64 to !llvm.ptr
      %1068 = llvm.load %1067 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1068, %967 {alignment = 8 : i64} : f32, !llvm.ptr
      %1069 = llvm.ptrtoint %267 : !llvm.ptr to i64
      %1070 = llvm.inttoptr %1069 : i64 to !llvm.ptr
      %1071 = llvm.load %1070 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1071, %973 {alignment = 4 : i64} : f32, !llvm.ptr
      %1072 = llvm.ptrtoint %268 : !llvm.ptr to i64
      %1073 = llvm.inttoptr %1072 : i64 to !llvm.ptr
      %1074 = llvm.load %1073 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1074, %979 {alignment = 32 : i64} : f32, !llvm.ptr
      %1075 = llvm.ptrtoint %269 : !llvm.ptr to i64
      %1076 = llvm.inttoptr %1075 : i64 to !llvm.ptr
      %1077 = llvm.load %1076 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1077, %985 {alignment = 4 : i64} : f32, !llvm.ptr
      %1078 = llvm.ptrtoint %270 : !llvm.ptr to i64
      %1079 = llvm.inttoptr %1078 : i64 to !llvm.ptr
      %1080 = llvm.load %1079 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1080, %991 {alignment = 8 : i64} : f32, !llvm.ptr
      %1081 = llvm.ptrtoint %271 : !llvm.ptr to i64
      %1082 = llvm.inttoptr %1081 : i64 to !llvm.ptr
      %1083 = llvm.load %1082 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1083, %997 {alignment = 4 : i64} : f32, !llvm.ptr
      %1084 = llvm.ptrtoint %272 : !llvm.ptr to i64
      %1085 = llvm.inttoptr %1084 : i64 to !llvm.ptr
      %1086 = llvm.load %1085 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1086, %1003 {alignment = 16 : i64} : f32, !llvm.ptr
      %1087 = llvm.ptrtoint %273 : !llvm.ptr to i64
      %1088 = llvm.inttoptr %1087 : i64 to !llvm.ptr
      %1089 = llvm.load %1088 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1089, %1009 {alignment = 4 : i64} : f32, !llvm.ptr
      %1090 = llvm.ptrtoint %274 : !llvm.ptr to i64
      %1091 = llvm.inttoptr %1090 : i64 to !llvm.ptr
      %1092 = llvm.load %1091 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1092, %1015 {alignment = 8 : i64} : f32, !llvm.ptr
      %1093 = llvm.ptrtoint %275 : !llvm.ptr to i64
      %1094 = llvm.inttoptr %1093 : i64 to !llvm.ptr
      %1095 = llvm.load %1094 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1095, %1021 {alignment = 4 : i64} : f32, !llvm.ptr
      %1096 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1097 = llvm.fptrunc %1096 : vector<16xf32> to vector<16xbf16>
      llvm.store %1097, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1098 = llvm.mul %1047, %23 : i32
      llvm.br ^bb76(%20 : i32)
    ^bb76(%1099: i32):  // 2 preds: ^bb75, ^bb77
      %1100 = llvm.icmp "slt" %1099, %21 : i32
      llvm.cond_br %1100, ^bb77, ^bb78 {llvm.loop_annotation = #loop_annotation}
    ^bb77:  // pred: ^bb76
      %1101 = llvm.mul %1099, %32 : i32
      %1102 = llvm.getelementptr %39[%1101] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1103 = llvm.mul %1099, %37 : i32
      %1104 = llvm.getelementptr %244[%1103] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1105 = llvm.load %1102 : !llvm.ptr -> vector<4xi32>
      %1106 = llvm.ptrtoint %1104 : !llvm.ptr<3> to i64
      %1107 = llvm.and %1106, %5 : i64
      %1108 = llvm.ashr %1107, %4 : i64
      %1109 = llvm.xor %1106, %1108 : i64
      %1110 = llvm.inttoptr %1109 : i64 to !llvm.ptr<3>
      %1111 = llvm.getelementptr %1110[%1098] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1112 = llvm.extractelement %1105[%20 : i32] : vector<4xi32>
      %1113 = llvm.extractelement %1105[%38 : i32] : vector<4xi32>
      %1114 = llvm.extractelement %1105[%21 : i32] : vector<4xi32>
      %1115 = llvm.extractelement %1105[%12 : i32] : vector<4xi32>
      nvvm.stmatrix %1111, %1112, %1113, %1114, %1115 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1116 = llvm.add %1099, %38 : i32
      llvm.br ^bb76(%1116 : i32)
    ^bb78:  // pred: ^bb76
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %38, %33 : (i32, i32) -> ()
      llvm.cond_br %308, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %1117 = llvm.getelementptr %81[%1098] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1118 = llvm.add %926, %18 : i32
      %1119 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1120 = llvm.extractvalue %3[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1119, %1117, box[%1118, %925, %322] l2_cache_hint = %1120 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb80
    ^bb80:  // 2 preds: ^bb78, ^bb79
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %38, %33 : (i32, i32) -> ()
      %1121 = llvm.add %1047, %38 : i32
      %1122 = llvm.srem %1121, %26 : i32
      %1123 = llvm.ptrtoint %276 : !llvm.ptr to i64
      %1124 = llvm.inttoptr %1123 : i64 to !llvm.ptr
      %1125 = llvm.load %1124 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1125, %931 {alignment = 32 : i64} : f32, !llvm.ptr
      %1126 = llvm.ptrtoint %277 : !llvm.ptr to i64
      %1127 = llvm.inttoptr %1126 : i64 to !llvm.ptr
      %1128 = llvm.load %1127 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1128, %937 {alignment = 4 : i64} : f32, !llvm.ptr
      %1129 = llvm.ptrtoint %278 : !llvm.ptr to i64
      %1130 = llvm.inttoptr %1129 : i64 to !llvm.ptr
      %1131 = llvm.load %1130 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1131, %943 {alignment = 8 : i64} : f32, !llvm.ptr
      %1132 = llvm.ptrtoint %279 : !llvm.ptr to i64
      %1133 = llvm.inttoptr %1132 : i64 to !llvm.ptr
      %1134 = llvm.load %1133 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1134, %949 {alignment = 4 : i64} : f32, !llvm.ptr
      %1135 = llvm.ptrtoint %280 : !llvm.ptr to i64
      %1136 = llvm.inttoptr %1135 : i64 to !llvm.ptr
      %1137 = llvm.load %1136 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1137, %955 {alignment = 16 : i64} : f32, !llvm.ptr
      %1138 = llvm.ptrtoint %281 : !llvm.ptr to i64
      %1139 = llvm.inttoptr %1138 : i64 to !llvm.ptr
      %1140 = llvm.load %1139 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1140, %961 {alignment = 4 : i64} : f32, !llvm.ptr
      %1141 = llvm.ptrtoint %282 : !llvm.ptr to i64
      %1142 = llvm.inttoptr %1141 : i64 to !llvm.ptr
      %1143 = llvm.load %1142 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1143, %967 {alignment = 8 : i64} : f32, !llvm.ptr
      %1144 = llvm.ptrtoint %283 : !llvm.ptr to i64
      %1145 = llvm.inttoptr %1144 : i64 to !llvm.ptr
      %1146 = llvm.load %1145 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1146, %973 {alignment = 4 : i64} : f32, !llvm.ptr
      %1147 = llvm.ptrtoint %284 : !llvm.ptr to i64
      %1148 = llvm.inttoptr %1147 : i64 to !llvm.ptr
      %1149 = llvm.load %1148 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1149, %979 {alignment = 32 : i64} : f32, !llvm.ptr
      %1150 = llvm.ptrtoint %285 : !llvm.ptr to i64
      %1151 = llvm.inttoptr %1150 : i64 to !llvm.ptr
      %1152 = llvm.load %1151 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1152, %985 {alignment = 4 : i64} : f32, !llvm.ptr
      %1153 = llvm.ptrtoint %286 : !llvm.ptr to i64
      %1154 = llvm.inttoptr %1153 : i64 to !llvm.ptr
      %1155 = llvm.load %1154 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1155, %991 {alignment = 8 : i64} : f32, !llvm.ptr
      %1156 = llvm.ptrtoint %287 : !llvm.ptr to i64
      %1157 = llvm.inttoptr %1156 : i64 to !llvm.ptr
      %1158 = llvm.load %1157 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1158, %997 {alignment = 4 : i64} : f32, !llvm.ptr
      %1159 = llvm.ptrtoint %288 : !llvm.ptr to i64
      %1160 = llvm.inttoptr %1159 : i64 to !llvm.ptr
      %1161 = llvm.load %1160 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1161, %1003 {alignment = 16 : i64} : f32, !llvm.ptr
      %1162 = llvm.ptrtoint %289 : !llvm.ptr to i64
      %1163 = llvm.inttoptr %1162 : i64 to !llvm.ptr
      %1164 = llvm.load %1163 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1164, %1009 {alignment = 4 : i64} : f32, !llvm.ptr
      %1165 = llvm.ptrtoint %290 : !llvm.ptr to i64
      %1166 = llvm.inttoptr %1165 : i64 to !llvm.ptr
      %1167 = llvm.load %1166 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1167, %1015 {alignment = 8 : i64} : f32, !llvm.ptr
      %1168 = llvm.ptrtoint %291 : !llvm.ptr to i64
      %1169 = llvm.inttoptr %1168 : i64 to !llvm.ptr
      %1170 = llvm.load %1169 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1170, %1021 {alignment = 4 : i64} : f32, !llvm.ptr
      %1171 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1172 = llvm.fptrunc %1171 : vector<16xf32> to vector<16xbf16>
      llvm.store %1172, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1173 = llvm.mul %1122, %23 : i32
      llvm.br ^bb81(%20 : i32)
    ^bb81(%1174: i32):  // 2 preds: ^bb80, ^bb82
      %1175 = llvm.icmp "slt" %1174, %21 : i32
      llvm.cond_br %1175, ^bb82, ^bb83 {llvm.loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb81
      %1176 = llvm.mul %1174, %32 : i32
      %1177 = llvm.getelementptr %39[%1176] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1178 = llvm.mul %1174, %37 : i32
      %1179 = llvm.getelementptr %244[%1178] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1180 = llvm.load %1177 : !llvm.ptr -> vector<4xi32>
      %1181 = llvm.ptrtoint %1179 : !llvm.ptr<3> to i64
      %1182 = llvm.and %1181, %5 : i64
      %1183 = llvm.ashr %1182, %4 : i64
      %1184 = llvm.xor %1181, %1183 : i64
      %1185 = llvm.inttoptr %1184 : i64 to !llvm.ptr<3>
      %1186 = llvm.getelementptr %1185[%1173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1187 = llvm.extractelement %1180[%20 : i32] : vector<4xi32>
      %1188 = llvm.extractelement %1180[%38 : i32] : vector<4xi32>
      %1189 = llvm.extractelement %1180[%21 : i32] : vector<4xi32>
      %1190 = llvm.extractelement %1180[%12 : i32] : vector<4xi32>
      nvvm.stmatrix %1186, %1187, %1188, %1189, %1190 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1191 = llvm.add %1174, %38 : i32
      llvm.br ^bb81(%1191 : i32)
    ^bb83:  // pred: ^bb81
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %38, %33 : (i32, i32) -> ()
      llvm.cond_br %308, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %1192 = llvm.getelementptr %81[%1173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1193 = llvm.add %926, %36 : i32
      %1194 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1195 = llvm.extractvalue %3[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1194, %1192, box[%1193, %925, %322] l2_cache_hint = %1195 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %38, %33 : (i32, i32) -> ()
      %1196 = llvm.add %1122, %38 : i32
      %1197 = llvm.srem %1196, %26 : i32
      %1198 = llvm.ptrtoint %292 : !llvm.ptr to i64
      %1199 = llvm.inttoptr %1198 : i64 to !llvm.ptr
      %1200 = llvm.load %1199 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1200, %931 {alignment = 32 : i64} : f32, !llvm.ptr
      %1201 = llvm.ptrtoint %293 : !llvm.ptr to i64
      %1202 = llvm.inttoptr %1201 : i64 to !llvm.ptr
      %1203 = llvm.load %1202 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1203, %937 {alignment = 4 : i64} : f32, !llvm.ptr
      %1204 = llvm.ptrtoint %294 : !llvm.ptr to i64
      %1205 = llvm.inttoptr %1204 : i64 to !llvm.ptr
      %1206 = llvm.load %1205 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1206, %943 {alignment = 8 : i64} : f32, !llvm.ptr
      %1207 = llvm.ptrtoint %295 : !llvm.ptr to i64
      %1208 = llvm.inttoptr %1207 : i64 to !llvm.ptr
      %1209 = llvm.load %1208 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1209, %949 {alignment = 4 : i64} : f32, !llvm.ptr
      %1210 = llvm.ptrtoint %296 : !llvm.ptr to i64
      %1211 = llvm.inttoptr %1210 : i64 to !llvm.ptr
      %1212 = llvm.load %1211 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1212, %955 {alignment = 16 : i64} : f32, !llvm.ptr
      %1213 = llvm.ptrtoint %297 : !llvm.ptr to i64
      %1214 = llvm.inttoptr %1213 : i64 to !llvm.ptr
      %1215 = llvm.load %1214 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1215, %961 {alignment = 4 : i64} : f32, !llvm.ptr
      %1216 = llvm.ptrtoint %298 : !llvm.ptr to i64
      %1217 = llvm.inttoptr %1216 : i64 to !llvm.ptr
      %1218 = llvm.load %1217 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1218, %967 {alignment = 8 : i64} : f32, !llvm.ptr
      %1219 = llvm.ptrtoint %299 : !llvm.ptr to i64
      %1220 = llvm.inttoptr %1219 : i64 to !llvm.ptr
      %1221 = llvm.load %1220 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1221, %973 {alignment = 4 : i64} : f32, !llvm.ptr
      %1222 = llvm.ptrtoint %300 : !llvm.ptr to i64
      %1223 = llvm.inttoptr %1222 : i64 to !llvm.ptr
      %1224 = llvm.load %1223 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1224, %979 {alignment = 32 : i64} : f32, !llvm.ptr
      %1225 = llvm.ptrtoint %301 : !llvm.ptr to i64
      %1226 = llvm.inttoptr %1225 : i64 to !llvm.ptr
      %1227 = llvm.load %1226 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1227, %985 {alignment = 4 : i64} : f32, !llvm.ptr
      %1228 = llvm.ptrtoint %302 : !llvm.ptr to i64
      %1229 = llvm.inttoptr %1228 : i64 to !llvm.ptr
      %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1230, %991 {alignment = 8 : i64} : f32, !llvm.ptr
      %1231 = llvm.ptrtoint %303 : !llvm.ptr to i64
      %1232 = llvm.inttoptr %1231 : i64 to !llvm.ptr
      %1233 = llvm.load %1232 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1233, %997 {alignment = 4 : i64} : f32, !llvm.ptr
      %1234 = llvm.ptrtoint %304 : !llvm.ptr to i64
      %1235 = llvm.inttoptr %1234 : i64 to !llvm.ptr
      %1236 = llvm.load %1235 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1236, %1003 {alignment = 16 : i64} : f32, !llvm.ptr
      %1237 = llvm.ptrtoint %305 : !llvm.ptr to i64
      %1238 = llvm.inttoptr %1237 : i64 to !llvm.ptr
      %1239 = llvm.load %1238 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1239, %1009 {alignment = 4 : i64} : f32, !llvm.ptr
      %1240 = llvm.ptrtoint %306 : !llvm.ptr to i64
      %1241 = llvm.inttoptr %1240 : i64 to !llvm.ptr
      %1242 = llvm.load %1241 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1242, %1015 {alignment = 8 : i64} : f32, !llvm.ptr
      %1243 = llvm.ptrtoint %307 : !llvm.ptr to i64
      %1244 = llvm.inttoptr %1243 : i64 to !llvm.ptr
      %1245 = llvm.load %1244 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1245, %1021 {alignment = 4 : i64} : f32, !llvm.ptr
      %1246 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1247 = llvm.fptrunc %1246 : vector<16xf32> to vector<16xbf16>
      llvm.store %1247, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1248 = llvm.mul %1197, %23 : i32
      llvm.br ^bb86(%20 : i32)
    ^bb86(%1249: i32):  // 2 preds: ^bb85, ^bb87
      %1250 = llvm.icmp "slt" %1249, %21 : i32
      llvm.cond_br %1250, ^bb87, ^bb88 {llvm.loop_annotation = #loop_annotation}
    ^bb87:  // pred: ^bb86
      %1251 = llvm.mul %1249, %32 : i32
      %1252 = llvm.getelementptr %39[%1251] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1253 = llvm.mul %1249, %37 : i32
      %1254 = llvm.getelementptr %244[%1253] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1255 = llvm.load %1252 : !llvm.ptr -> vector<4xi32>
      %1256 = llvm.ptrtoint %1254 : !llvm.ptr<3> to i64
      %1257 = llvm.and %1256, %5 : i64
      %1258 = llvm.ashr %1257, %4 : i64
      %1259 = llvm.xor %1256, %1258 : i64
      %1260 = llvm.inttoptr %1259 : i64 to !llvm.ptr<3>
      %1261 = llvm.getelementptr %1260[%1248] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1262 = llvm.extractelement %1255[%20 : i32] : vector<4xi32>
      %1263 = llvm.extractelement %1255[%38 : i32] : vector<4xi32>
      %1264 = llvm.extractelement %1255[%21 : i32] : vector<4xi32>
      %1265 = llvm.extractelement %1255[%12 : i32] : vector<4xi32>
      nvvm.stmatrix %1261, %1262, %1263, %1264, %1265 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1266 = llvm.add %1249, %38 : i32
      llvm.br ^bb86(%1266 : i32)
    ^bb88:  // pred: ^bb86
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %38, %33 : (i32, i32) -> ()
      llvm.cond_br %308, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1267 = llvm.getelementptr %81[%1248] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1268 = llvm.add %926, %2 : i32
      %1269 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %1270 = llvm.extractvalue %3[1] : !llvm_struct_254a69
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %1269, %1267, box[%1268, %925, %322] l2_cache_hint = %1270 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %38, %33 : (i32, i32) -> ()
      %1271 = llvm.add %1197, %38 : i32
      %1272 = llvm.srem %1271, %26 : i32
      %1273 = llvm.add %310, %73 : i32
      llvm.br ^bb49(%1272, %1273, %924, %355, %356 : i32, i32, i32, i32, i32)
    ^bb91:  // pred: ^bb49
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb47, ^bb91
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %12 = llvm.mlir.constant(4496830759431 : i64) : i64
    %13 = llvm.mlir.constant(68120 : i64) : i64
    %14 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %15 = llvm.mlir.constant(1 : i64) : i64
    %16 = llvm.mlir.constant(4290672329223 : i64) : i64
    %17 = llvm.mlir.constant(65000 : i64) : i64
    %18 = llvm.mlir.constant(279175259426 : i64) : i64
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.mlir.constant(66 : i32) : i32
    %21 = llvm.mlir.constant(2 : i32) : i32
    %22 = llvm.mlir.constant(1 : i32) : i32
    %23 = llvm.mlir.constant(384 : i32) : i32
    %24 = llvm.mlir.constant(127 : i64) : i64
    %25 = llvm.mlir.constant(63 : i64) : i64
    %26 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %27 = llvm.mlir.constant(4 : i64) : i64
    %28 = llvm.mlir.constant(16 : i64) : i64
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.mlir.constant(16 : i32) : i32
    %31 = llvm.mlir.constant(false) : i1
    %32 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %33 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %34 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %35 = llvm.insertvalue %31, %6[0] : !llvm.struct<(i1)>
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
    llvm.store %18, %39 : i64, !llvm.ptr
    llvm.store %17, %40 : i64, !llvm.ptr
    llvm.store %29, %41 : i64, !llvm.ptr
    llvm.store %16, %42 : i64, !llvm.ptr
    llvm.store %15, %43 : i64, !llvm.ptr
    llvm.store %14, %44 : i64, !llvm.ptr
    llvm.store %24, %45 : i64, !llvm.ptr
    %49 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %50 = llvm.inttoptr %49 : i64 to !llvm.ptr
    %51 = llvm.load %50 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %52 = llvm.insertvalue %51, %5[0] : !llvm_struct_2ed770
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
    llvm.store %18, %56 : i64, !llvm.ptr
    llvm.store %13, %57 : i64, !llvm.ptr
    llvm.store %29, %58 : i64, !llvm.ptr
    llvm.store %12, %59 : i64, !llvm.ptr
    llvm.store %15, %60 : i64, !llvm.ptr
    llvm.store %14, %61 : i64, !llvm.ptr
    llvm.store %25, %62 : i64, !llvm.ptr
    %66 = llvm.ptrtoint %53 : !llvm.ptr to i64
    %67 = llvm.inttoptr %66 : i64 to !llvm.ptr
    %68 = llvm.load %67 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %69 = llvm.insertvalue %68, %5[0] : !llvm_struct_2ed770
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
    llvm.store %11, %73 : i64, !llvm.ptr
    llvm.store %10, %74 : i64, !llvm.ptr
    llvm.store %29, %75 : i64, !llvm.ptr
    llvm.store %9, %76 : i64, !llvm.ptr
    llvm.store %15, %77 : i64, !llvm.ptr
    llvm.store %8, %78 : i64, !llvm.ptr
    llvm.store %24, %79 : i64, !llvm.ptr
    %83 = llvm.ptrtoint %70 : !llvm.ptr to i64
    %84 = llvm.inttoptr %83 : i64 to !llvm.ptr
    %85 = llvm.load %84 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %86 = llvm.insertvalue %85, %5[0] : !llvm_struct_2ed770
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
    llvm.store %7, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %87[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %21, %94 : i32, !llvm.ptr
    %95 = llvm.getelementptr %87[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %95 : i32, !llvm.ptr
    %96 = llvm.getelementptr %87[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %96 : i32, !llvm.ptr
    %97 = llvm.getelementptr %87[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %97 : i32, !llvm.ptr
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
    llvm.br ^bb7(%19 : i32)
  ^bb1(%106: i32):  // 2 preds: ^bb3, ^bb5
    %107 = llvm.getelementptr %105[%106] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %108 = llvm.getelementptr %107[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %108 : i32, !llvm.ptr
    %109 = llvm.getelementptr %107[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %19, %109 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 3 preds: ^bb4, ^bb11, ^bb18
    %110 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %111 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %112 = llvm.call @printf(%111, %110) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %113 = llvm.add %103, %22 : i32
    llvm.store %113, %102 : i32, !llvm.ptr
    llvm.br ^bb1(%103 : i32)
  ^bb4:  // pred: ^bb7
    %114 = llvm.icmp "uge" %103, %1 : i32
    llvm.cond_br %114, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%120 : i32)
  ^bb6:  // pred: ^bb7
    %115 = llvm.getelementptr %105[%120] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %116 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %117 = llvm.load %116 : !llvm.ptr -> i32
    %118 = llvm.icmp "eq" %117, %4 : i32
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
    llvm.br ^bb14(%19 : i32)
  ^bb9(%127: i32):  // 2 preds: ^bb10, ^bb12
    %128 = llvm.getelementptr %126[%127] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %129 = llvm.getelementptr %128[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %129 : i32, !llvm.ptr
    %130 = llvm.getelementptr %128[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %131 = llvm.getelementptr %130[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %21, %131 : i32, !llvm.ptr
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
    %135 = llvm.icmp "uge" %124, %1 : i32
    llvm.cond_br %135, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%141 : i32)
  ^bb13:  // pred: ^bb14
    %136 = llvm.getelementptr %126[%141] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %137 = llvm.getelementptr %136[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %138 = llvm.load %137 : !llvm.ptr -> i32
    %139 = llvm.icmp "eq" %138, %0 : i32
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
    llvm.br ^bb21(%19 : i32)
  ^bb16(%148: i32):  // 2 preds: ^bb17, ^bb19
    %149 = llvm.getelementptr %147[%148] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %150 = llvm.getelementptr %149[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %21, %150 : i32, !llvm.ptr
    %151 = llvm.getelementptr %149[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %19, %151 : i32, !llvm.ptr
    llvm.br ^bb22
  ^bb17:  // pred: ^bb18
    %152 = llvm.add %145, %22 : i32
    llvm.store %152, %144 : i32, !llvm.ptr
    llvm.br ^bb16(%145 : i32)
  ^bb18:  // pred: ^bb21
    %153 = llvm.icmp "uge" %145, %1 : i32
    llvm.cond_br %153, ^bb2, ^bb17
  ^bb19:  // pred: ^bb20
    llvm.br ^bb16(%159 : i32)
  ^bb20:  // pred: ^bb21
    %154 = llvm.getelementptr %147[%159] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %155 = llvm.getelementptr %154[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %156 = llvm.load %155 : !llvm.ptr -> i32
    %157 = llvm.icmp "eq" %156, %21 : i32
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
    llvm.return %19 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hfef854ba(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
