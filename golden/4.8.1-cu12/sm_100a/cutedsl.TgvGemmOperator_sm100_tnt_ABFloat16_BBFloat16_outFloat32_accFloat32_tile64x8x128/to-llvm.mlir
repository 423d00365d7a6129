!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_0658d3 = !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>
!llvm_struct_2d8d5c = !llvm.struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_3a3a74 = !llvm.struct<(i1, i1, i1, vector<4xi32>)>
!llvm_struct_7bb797 = !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_d63ee1 = !llvm.struct<(struct<(i32, i32, i32)>, struct<()>)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg4: !llvm_struct_7bb797, %arg5: !llvm_struct_0658d3) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(2 : i8) : i8
      %2 = llvm.mlir.constant(false) : i1
      %3 = llvm.mlir.constant(512 : i32) : i32
      %4 = llvm.mlir.constant(1024 : i32) : i32
      %5 = llvm.mlir.constant(8192 : i32) : i32
      %6 = llvm.mlir.constant(128 : i64) : i64
      %7 = llvm.mlir.constant(1024 : i64) : i64
      %8 = llvm.mlir.constant(31 : i32) : i32
      %9 = llvm.mlir.constant(-1 : i32) : i32
      %10 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %11 = llvm.mlir.constant(32 : i32) : i32
      %12 = llvm.mlir.constant(0 : i32) : i32
      %13 = llvm.mlir.constant(128 : i32) : i32
      %14 = llvm.mlir.constant(8 : i32) : i32
      %15 = llvm.mlir.constant(2 : i32) : i32
      %16 = llvm.mlir.constant(160 : i32) : i32
      %17 = llvm.mlir.constant(64 : i32) : i32
      %18 = llvm.mlir.constant(10000000 : i32) : i32
      %19 = llvm.mlir.constant(16384 : i32) : i32
      %20 = llvm.mlir.constant(7 : i32) : i32
      %21 = llvm.mlir.constant(2048 : i32) : i32
      %22 = llvm.mlir.constant(256 : i32) : i32
      %23 = llvm.mlir.constant(true) : i1
      %24 = llvm.mlir.constant(67241104 : i32) : i32
      %25 = llvm.mlir.constant(13 : i32) : i32
      %26 = llvm.mlir.constant(14 : i32) : i32
      %27 = llvm.mlir.constant(8 : i64) : i64
      %28 = llvm.mlir.constant(2097152 : i32) : i32
      %29 = llvm.mlir.constant(2 : i64) : i64
      %30 = llvm.mlir.constant(16 : i32) : i32
      %31 = llvm.mlir.constant(0 : i8) : i8
      %32 = llvm.mlir.constant(4 : i32) : i32
      %33 = llvm.mlir.constant(1 : i32) : i32
      %34 = llvm.alloca %32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %35 = llvm.alloca %32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %36 = llvm.alloca %32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %37 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %38 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %39 = llvm.ptrtoint %10 : !llvm.ptr<3> to i32
      %40 = nvvm.shfl.sync idx %9, %39, %12, %8 : i32 -> i32
      %41 = llvm.zext %40 : i32 to i64
      %42 = llvm.inttoptr %41 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%42, %7 : !llvm.ptr<3>, i64)] : i1
      %43 = llvm.ptrtoint %42 : !llvm.ptr<3> to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%44, %27 : !llvm.ptr<3>, i64)] : i1
      %45 = llvm.getelementptr %42[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %46 = llvm.ptrtoint %45 : !llvm.ptr<3> to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%47, %6 : !llvm.ptr<3>, i64)] : i1
      %48 = llvm.getelementptr %42[131328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %49 = llvm.ptrtoint %48 : !llvm.ptr<3> to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%50, %6 : !llvm.ptr<3>, i64)] : i1
      %51 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %52 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %53 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %54 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %55 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %56 = llvm.mul %52, %54 : i32
      %57 = llvm.add %51, %56 : i32
      %58 = llvm.mul %53, %54 : i32
      %59 = llvm.mul %58, %55 : i32
      %60 = llvm.add %57, %59 : i32
      %61 = llvm.sdiv %60, %11 : i32
      %62 = llvm.mul %61, %11 : i32
      %63 = llvm.icmp "ne" %60, %62 : i32
      %64 = llvm.mlir.constant(0 : i32) : i32
      %65 = llvm.icmp "slt" %60, %64 : i32
      %66 = llvm.mlir.constant(false) : i1
      %67 = llvm.icmp "ne" %65, %66 : i1
      %68 = llvm.and %63, %67 : i1
      %69 = llvm.mlir.constant(-1 : i32) : i32
      %70 = llvm.add %61, %69 : i32
      %71 = llvm.select %68, %70, %61 : i1, i32
      %72 = nvvm.shfl.sync idx %9, %71, %12, %8 : i32 -> i32
      %73 = nvvm.shfl.sync idx %9, %72, %12, %8 : i32 -> i32
      %74 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %75 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %76 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %77 = llvm.icmp "eq" %73, %12 : i32
      llvm.cond_br %77, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg3 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %78 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %79 = llvm.mlir.constant(0 : i32) : i32
      %80 = llvm.mlir.constant(1 : i32) : i32
      %81 = llvm.sdiv %78, %13 : i32
      %82 = llvm.mul %81, %13 : i32
      %83 = llvm.icmp "ne" %78, %82 : i32
      %84 = llvm.icmp "slt" %78, %79 : i32
      %85 = llvm.mlir.constant(false) : i1
      %86 = llvm.icmp "eq" %84, %85 : i1
      %87 = llvm.and %83, %86 : i1
      %88 = llvm.add %81, %80 : i32
      %89 = llvm.select %87, %88, %81 : i1, i32
      %90 = llvm.getelementptr %44[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %91 = llvm.getelementptr %44[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %92 = llvm.getelementptr %44[136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %93 = llvm.getelementptr %44[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %94 = llvm.getelementptr %44[152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %77, ^bb3, ^bb12
    ^bb3:  // pred: ^bb2
      %95 = nvvm.elect.sync -> i1
      llvm.cond_br %95, ^bb4, ^bb11
    ^bb4:  // pred: ^bb3
      llvm.br ^bb5(%12 : i32)
    ^bb5(%96: i32):  // 2 preds: ^bb4, ^bb6
      %97 = llvm.icmp "slt" %96, %14 : i32
      llvm.cond_br %97, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %98 = llvm.getelementptr %44[%96] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %98, %15 : !llvm.ptr<3>, i32
      %99 = llvm.add %96, %33 : i32
      llvm.br ^bb5(%99 : i32)
    ^bb7:  // pred: ^bb5
      llvm.br ^bb8(%12 : i32)
    ^bb8(%100: i32):  // 2 preds: ^bb7, ^bb9
      %101 = llvm.icmp "slt" %100, %14 : i32
      llvm.cond_br %101, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %102 = llvm.getelementptr %90[%100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %102, %33 : !llvm.ptr<3>, i32
      %103 = llvm.add %100, %33 : i32
      llvm.br ^bb8(%103 : i32)
    ^bb10:  // pred: ^bb8
      nvvm.mbarrier.init %91, %11 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %92, %33 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %93, %16 : !llvm.ptr<3>, i32
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb3, ^bb10
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb2, ^bb11
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %77, ^bb13, ^bb23
    ^bb13:  // pred: ^bb12
      %104 = llvm.mul %74, %17 overflow<nsw> : i32
      llvm.br ^bb14(%12, %33, %12 : i32, i32, i32)
    ^bb14(%105: i32, %106: i32, %107: i32):  // 2 preds: ^bb13, ^bb21
      %108 = llvm.icmp "slt" %105, %89 : i32
      llvm.cond_br %108, ^bb15, ^bb22
    ^bb15:  // pred: ^bb14
      %109 = llvm.getelementptr %90[%107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %109, %106, %18 : (!llvm.ptr<3>, i32, i32) -> ()
      %110 = nvvm.elect.sync -> i1
      llvm.cond_br %110, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %111 = llvm.getelementptr %44[%107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %112 = nvvm.mbarrier.arrive.expect_tx %111, %19 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %113 = llvm.mul %105, %13 overflow<nsw> : i32
      %114 = llvm.mul %107, %5 overflow<nsw> : i32
      %115 = llvm.getelementptr %47[%114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %116 = llvm.getelementptr %44[%107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %117 = nvvm.elect.sync -> i1
      llvm.cond_br %117, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      nvvm.cp.async.bulk.tensor.shared.cluster.global %115, %37, %116, box[%113, %104, %76] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %118 = llvm.add %113, %17 overflow<nsw> : i32
      %119 = llvm.getelementptr %115[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %120 = nvvm.elect.sync -> i1
      llvm.cond_br %120, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      nvvm.cp.async.bulk.tensor.shared.cluster.global %119, %37, %116, box[%118, %104, %76] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %121 = llvm.icmp "eq" %107, %20 : i32
      %122 = llvm.xor %106, %33 : i32
      %123 = llvm.select %121, %122, %106 : i1, i32
      %124 = llvm.add %107, %33 : i32
      %125 = llvm.icmp "eq" %124, %14 : i32
      %126 = llvm.select %125, %12, %124 : i1, i32
      %127 = llvm.add %105, %33 : i32
      llvm.br ^bb14(%127, %123, %126 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb14
      llvm.br ^bb78
    ^bb23:  // pred: ^bb12
      %128 = llvm.icmp "eq" %73, %33 : i32
      llvm.cond_br %128, ^bb24, ^bb34
    ^bb24:  // pred: ^bb23
      %129 = llvm.mul %75, %14 overflow<nsw> : i32
      llvm.br ^bb25(%12, %33, %12 : i32, i32, i32)
    ^bb25(%130: i32, %131: i32, %132: i32):  // 2 preds: ^bb24, ^bb32
      %133 = llvm.icmp "slt" %130, %89 : i32
      llvm.cond_br %133, ^bb26, ^bb33
    ^bb26:  // pred: ^bb25
      %134 = llvm.getelementptr %90[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %134, %131, %18 : (!llvm.ptr<3>, i32, i32) -> ()
      %135 = nvvm.elect.sync -> i1
      llvm.cond_br %135, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %136 = llvm.getelementptr %44[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %137 = nvvm.mbarrier.arrive.expect_tx %136, %21 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %138 = llvm.mul %130, %13 overflow<nsw> : i32
      %139 = llvm.mul %132, %4 overflow<nsw> : i32
      %140 = llvm.getelementptr %50[%139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %141 = llvm.getelementptr %44[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %142 = nvvm.elect.sync -> i1
      llvm.cond_br %142, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      nvvm.cp.async.bulk.tensor.shared.cluster.global %140, %38, %141, box[%138, %129, %76] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %143 = llvm.add %138, %17 overflow<nsw> : i32
      %144 = llvm.getelementptr %140[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %145 = nvvm.elect.sync -> i1
      llvm.cond_br %145, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      nvvm.cp.async.bulk.tensor.shared.cluster.global %144, %38, %141, box[%143, %129, %76] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb32
    ^bb32:  // 2 preds: ^bb30, ^bb31
      %146 = llvm.icmp "eq" %132, %20 : i32
      %147 = llvm.xor %131, %33 : i32
      %148 = llvm.select %146, %147, %131 : i1, i32
      %149 = llvm.add %132, %33 : i32
      %150 = llvm.icmp "eq" %149, %14 : i32
      %151 = llvm.select %150, %12, %149 : i1, i32
      %152 = llvm.add %130, %33 : i32
      llvm.br ^bb25(%152, %148, %151 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb33:  // pred: ^bb25
      %153 = nvvm.mbarrier.arrive %91, %33 : !llvm.ptr<3> -> i64
      llvm.br ^bb77
    ^bb34:  // pred: ^bb23
      %154 = llvm.icmp "eq" %73, %15 : i32
      llvm.cond_br %154, ^bb35, ^bb62
    ^bb35:  // pred: ^bb34
      %155 = llvm.ptrtoint %47 : !llvm.ptr<3> to i32
      %156 = llvm.lshr %155, %32 : i32
      %157 = nvvm.tcgen05.mma_smem_desc(%156, %33, %17, %31, %2, %1) : (i32, i32, i32, i8, i1, i8) -> i64
      %158 = llvm.ptrtoint %50 : !llvm.ptr<3> to i32
      %159 = llvm.lshr %158, %32 : i32
      %160 = nvvm.tcgen05.mma_smem_desc(%159, %33, %12, %31, %2, %1) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.tcgen05.alloc %94, %22 : !llvm.ptr<3>, i32
      %161 = nvvm.mbarrier.arrive %93, %33 : !llvm.ptr<3> -> i64
      nvvm.tcgen05.relinquish_alloc_permit
      %162 = llvm.load %94 : !llvm.ptr<3> -> i32
      %163 = nvvm.mbarrier.wait.parity %44, %12 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
      %164 = llvm.sub %89, %33 overflow<nsw> : i32
      %165 = llvm.bitcast %157 : i64 to vector<2xi32>
      %166 = llvm.mlir.constant(0 : i64) : i64
      %167 = llvm.extractelement %165[%166 : i64] : vector<2xi32>
      %168 = llvm.bitcast %160 : i64 to vector<2xi32>
      %169 = llvm.mlir.constant(0 : i64) : i64
      %170 = llvm.extractelement %168[%169 : i64] : vector<2xi32>
      %171 = llvm.inttoptr %162 : i32 to !llvm.ptr<6>
      llvm.br ^bb36(%12, %12, %12, %163, %arg0 : i32, i32, i32, i1, !llvm_struct_3a3a74)
    ^bb36(%172: i32, %173: i32, %174: i32, %175: i1, %176: !llvm_struct_3a3a74):  // 2 preds: ^bb35, ^bb58
      %177 = llvm.icmp "slt" %172, %89 : i32
      llvm.cond_br %177, ^bb37, ^bb59
    ^bb37:  // pred: ^bb36
      %178 = llvm.xor %175, %23 : i1
      llvm.cond_br %178, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %179 = llvm.getelementptr %44[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %179, %174, %18 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %180 = llvm.add %173, %33 : i32
      %181 = llvm.icmp "eq" %180, %14 : i32
      %182 = llvm.select %181, %12, %180 : i1, i32
      llvm.cond_br %181, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %183 = llvm.xor %174, %33 : i32
      llvm.br ^bb42(%183 : i32)
    ^bb41:  // pred: ^bb39
      llvm.br ^bb42(%174 : i32)
    ^bb42(%184: i32):  // 2 preds: ^bb40, ^bb41
      llvm.br ^bb43
    ^bb43:  // pred: ^bb42
      %185 = llvm.icmp "sgt" %164, %172 : i32
      llvm.cond_br %185, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %186 = llvm.getelementptr %44[%182] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %187 = nvvm.mbarrier.wait.parity %186, %184 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
      llvm.br ^bb46(%187 : i1)
    ^bb45:  // pred: ^bb43
      llvm.br ^bb46(%175 : i1)
    ^bb46(%188: i1):  // 2 preds: ^bb44, ^bb45
      llvm.br ^bb47
    ^bb47:  // pred: ^bb46
      llvm.br ^bb48(%12, %176, %12, %12 : i32, !llvm_struct_3a3a74, i32, i32)
    ^bb48(%189: i32, %190: !llvm_struct_3a3a74, %191: i32, %192: i32):  // 2 preds: ^bb47, ^bb55
      %193 = llvm.icmp "slt" %189, %14 : i32
      llvm.cond_br %193, ^bb49, ^bb56
    ^bb49:  // pred: ^bb48
      %194 = llvm.icmp "eq" %189, %12 : i32
      llvm.cond_br %194, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %195 = llvm.icmp "ne" %172, %12 : i32
      %196 = llvm.insertvalue %195, %190[0] : !llvm_struct_3a3a74
      llvm.br ^bb52(%196 : !llvm_struct_3a3a74)
    ^bb51:  // pred: ^bb49
      %197 = llvm.insertvalue %23, %190[0] : !llvm_struct_3a3a74
      llvm.br ^bb52(%197 : !llvm_struct_3a3a74)
    ^bb52(%198: !llvm_struct_3a3a74):  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // pred: ^bb52
      %199 = llvm.mul %191, %15 overflow<nsw> : i32
      %200 = llvm.mul %192, %3 overflow<nsw> : i32
      %201 = llvm.add %199, %200 overflow<nsw> : i32
      %202 = llvm.mul %173, %4 overflow<nsw> : i32
      %203 = llvm.add %201, %202 overflow<nsw> : i32
      %204 = llvm.add %167, %203 : i32
      %205 = llvm.mlir.constant(0 : i64) : i64
      %206 = llvm.insertelement %204, %165[%205 : i64] : vector<2xi32>
      %207 = llvm.bitcast %206 : vector<2xi32> to i64
      %208 = llvm.sdiv %189, %32 : i32
      %209 = llvm.srem %189, %32 : i32
      %210 = llvm.mul %209, %15 overflow<nsw> : i32
      %211 = llvm.mul %208, %17 overflow<nsw> : i32
      %212 = llvm.add %210, %211 overflow<nsw> : i32
      %213 = llvm.mul %173, %13 overflow<nsw> : i32
      %214 = llvm.add %212, %213 overflow<nsw> : i32
      %215 = llvm.add %170, %214 : i32
      %216 = llvm.mlir.constant(0 : i64) : i64
      %217 = llvm.insertelement %215, %168[%216 : i64] : vector<2xi32>
      %218 = llvm.bitcast %217 : vector<2xi32> to i64
      %219 = llvm.extractvalue %198[1] : !llvm_struct_3a3a74
      %220 = llvm.extractvalue %198[2] : !llvm_struct_3a3a74
      %221 = llvm.extractvalue %198[0] : !llvm_struct_3a3a74
      %222 = llvm.zext %219 : i1 to i32
      %223 = llvm.zext %220 : i1 to i32
      %224 = llvm.shl %222, %25 : i32
      %225 = llvm.shl %223, %26 : i32
      %226 = llvm.or %224, %24 : i32
      %227 = llvm.or %226, %225 : i32
      %228 = llvm.extractvalue %198[3] : !llvm_struct_3a3a74
      %229 = nvvm.elect.sync -> i1
      llvm.cond_br %229, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      nvvm.tcgen05.mma %171, %207, %218, %227, %221 mask = %228 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb55
    ^bb55:  // 2 preds: ^bb53, ^bb54
      %230 = llvm.add %191, %33 : i32
      %231 = llvm.icmp "eq" %230, %32 : i32
      %232 = llvm.select %231, %12, %230 : i1, i32
      %233 = llvm.add %191, %33 : i32
      %234 = llvm.add %192, %33 : i32
      %235 = llvm.icmp "eq" %233, %32 : i32
      %236 = llvm.select %235, %234, %192 : i1, i32
      %237 = llvm.add %189, %33 : i32
      llvm.br ^bb48(%237, %198, %232, %236 : i32, !llvm_struct_3a3a74, i32, i32)
    ^bb56:  // pred: ^bb48
      %238 = nvvm.elect.sync -> i1
      llvm.cond_br %238, ^bb57, ^bb58
    ^bb57:  // pred: ^bb56
      %239 = llvm.getelementptr %90[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.tcgen05.commit %239 : !llvm.ptr<3>
      llvm.br ^bb58
    ^bb58:  // 2 preds: ^bb56, ^bb57
      %240 = llvm.add %172, %33 : i32
      llvm.br ^bb36(%240, %182, %184, %188, %190 : i32, i32, i32, i1, !llvm_struct_3a3a74)
    ^bb59:  // pred: ^bb36
      %241 = nvvm.elect.sync -> i1
      llvm.cond_br %241, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      nvvm.tcgen05.commit %92 : !llvm.ptr<3>
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      %242 = nvvm.mbarrier.arrive %93, %33 : !llvm.ptr<3> -> i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %93, %33, %18 : (!llvm.ptr<3>, i32, i32) -> ()
      %243 = llvm.inttoptr %162 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %243, %22 : !llvm.ptr<6>, i32
      llvm.br ^bb76
    ^bb62:  // pred: ^bb34
      %244 = llvm.icmp "sge" %73, %32 : i32
      llvm.cond_br %244, ^bb63, ^bb75
    ^bb63:  // pred: ^bb62
      %245 = llvm.sub %51, %13 : i32
      %246 = llvm.extractvalue %arg5[1, 1, 0] : !llvm_struct_0658d3
      %247 = llvm.extractvalue %arg5[1, 1, 1] : !llvm_struct_0658d3
      %248 = llvm.mul %246, %27 overflow<nsw> : i64
      %249 = llvm.extractvalue %arg5[0] : !llvm_struct_0658d3
      %250 = nvvm.mbarrier.arrive %93, %33 : !llvm.ptr<3> -> i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %93, %12, %18 : (!llvm.ptr<3>, i32, i32) -> ()
      %251 = llvm.load %94 : !llvm.ptr<3> -> i32
      %252 = llvm.sdiv %245, %11 : i32
      %253 = llvm.mul %252, %28 overflow<nsw> : i32
      %254 = llvm.add %251, %253 : i32
      %255 = llvm.mul %246, %29 overflow<nsw> : i64
      %256 = llvm.sdiv %245, %32 : i32
      %257 = llvm.srem %245, %32 : i32
      %258 = llvm.sext %257 : i32 to i64
      %259 = llvm.mul %258, %255 overflow<nsw> : i64
      %260 = llvm.sdiv %256, %14 : i32
      %261 = llvm.srem %256, %14 : i32
      %262 = llvm.sext %261 : i32 to i64
      %263 = llvm.add %259, %262 overflow<nsw> : i64
      %264 = llvm.mul %260, %30 overflow<nsw> : i32
      %265 = llvm.sext %264 : i32 to i64
      %266 = llvm.add %263, %265 overflow<nsw> : i64
      %267 = llvm.getelementptr %249[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %268 = llvm.mul %74, %17 overflow<nsw> : i32
      %269 = llvm.sext %75 : i32 to i64
      %270 = llvm.mul %269, %248 overflow<nsw> : i64
      %271 = llvm.sext %268 : i32 to i64
      %272 = llvm.add %271, %270 overflow<nsw> : i64
      %273 = llvm.sext %76 : i32 to i64
      %274 = llvm.mul %273, %247 overflow<nsw> : i64
      %275 = llvm.add %272, %274 overflow<nsw> : i64
      %276 = llvm.getelementptr %267[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %277 = llvm.extractvalue %arg5[1, 0, 0] : !llvm_struct_0658d3
      %278 = llvm.extractvalue %arg5[1, 0, 1] : !llvm_struct_0658d3
      %279 = llvm.extractvalue %arg5[1, 0, 2] : !llvm_struct_0658d3
      %280 = llvm.mul %257, %15 overflow<nsw> : i32
      %281 = llvm.add %261, %264 overflow<nsw> : i32
      %282 = llvm.mul %74, %17 overflow<nsw> : i32
      %283 = llvm.mul %75, %14 overflow<nsw> : i32
      %284 = llvm.add %281, %282 overflow<nsw> : i32
      %285 = llvm.add %280, %283 overflow<nsw> : i32
      llvm.br ^bb64(%12, %12, %12 : i32, i32, i32)
    ^bb64(%286: i32, %287: i32, %288: i32):  // 2 preds: ^bb63, ^bb65
      %289 = llvm.icmp "slt" %286, %32 : i32
      llvm.cond_br %289, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %290 = llvm.srem %287, %32 : i32
      %291 = llvm.sdiv %290, %15 : i32
      %292 = llvm.srem %290, %15 : i32
      %293 = llvm.mul %291, %14 overflow<nsw> : i32
      %294 = llvm.add %284, %293 overflow<nsw> : i32
      %295 = llvm.add %285, %292 overflow<nsw> : i32
      %296 = llvm.icmp "slt" %294, %277 : i32
      %297 = llvm.icmp "slt" %295, %278 : i32
      %298 = llvm.and %296, %297 : i1
      %299 = llvm.icmp "slt" %76, %279 : i32
      %300 = llvm.and %298, %299 : i1
      %301 = llvm.zext %300 : i1 to i8
      %302 = llvm.getelementptr %34[%287] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      llvm.store %301, %302 {alignment = 1 : i64} : i8, !llvm.ptr
      %303 = llvm.add %287, %33 : i32
      %304 = llvm.icmp "eq" %303, %32 : i32
      %305 = llvm.select %304, %12, %303 : i1, i32
      %306 = llvm.add %287, %33 : i32
      %307 = llvm.add %288, %33 : i32
      %308 = llvm.icmp "eq" %306, %32 : i32
      %309 = llvm.select %308, %307, %288 : i1, i32
      %310 = llvm.add %286, %33 : i32
      llvm.br ^bb64(%310, %305, %309 : i32, i32, i32)
    ^bb66:  // pred: ^bb64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %91, %12, %18 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %92, %12, %18 : (!llvm.ptr<3>, i32, i32) -> ()
      %311 = llvm.inttoptr %254 : i32 to !llvm.ptr<6>
      %312 = nvvm.tcgen05.ld %311 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
      llvm.store %312, %36 : vector<4xi32>, !llvm.ptr
      nvvm.tcgen05.wait <load>
      %313 = nvvm.mbarrier.arrive %93, %33 : !llvm.ptr<3> -> i64
      %314 = llvm.load %36 {alignment = 32 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %314, %35 {alignment = 32 : i64} : vector<4xf32>, !llvm.ptr
      %315 = llvm.load %34 {alignment = 32 : i64} : !llvm.ptr -> i8
      %316 = llvm.icmp "ne" %315, %31 : i8
      llvm.cond_br %316, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %317 = llvm.load %35 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %317, %276 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %318 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %319 = llvm.load %318 {alignment = 1 : i64} : !llvm.ptr -> i8
      %320 = llvm.icmp "ne" %319, %31 : i8
      llvm.cond_br %320, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %321 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.load %321 {alignment = 4 : i64} : !llvm.ptr -> f32
      %323 = llvm.getelementptr %276[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %322, %323 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      %324 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %325 = llvm.load %324 {alignment = 2 : i64} : !llvm.ptr -> i8
      %326 = llvm.icmp "ne" %325, %31 : i8
      llvm.cond_br %326, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %327 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> f32
      %329 = llvm.getelementptr %276[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %328, %329 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %330 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %331 = llvm.load %330 {alignment = 1 : i64} : !llvm.ptr -> i8
      %332 = llvm.icmp "ne" %331, %31 : i8
      llvm.cond_br %332, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %333 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.load %333 {alignment = 4 : i64} : !llvm.ptr -> f32
      %335 = llvm.add %246, %27 overflow<nsw> : i64
      %336 = llvm.getelementptr %276[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %334, %336 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb72, ^bb73
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb62, ^bb74
      llvm.br ^bb76
    ^bb76:  // 2 preds: ^bb61, ^bb75
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb33, ^bb76
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb22, ^bb77
      nvvm.barrier
      llvm.return
    }
  }
  llvm.func @cutlass__tgv_bmm_cutlassoperatorsprovide_ha62eb49d(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_7bb797
    %1 = llvm.mlir.poison : !llvm_struct_d63ee1
    %2 = llvm.mlir.poison : !llvm_struct_2ed770
    %3 = llvm.mlir.poison : !llvm_struct_3a3a74
    %4 = llvm.mlir.poison : !llvm_struct_0658d3
    %5 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %6 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32)>
    %7 = llvm.mlir.poison : !llvm_struct_2d8d5c
    %8 = llvm.mlir.constant(7 : i64) : i64
    %9 = llvm.mlir.constant(63 : i64) : i64
    %10 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %11 = llvm.mlir.constant(288034 : i64) : i64
    %12 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(256 : i32) : i32
    %15 = llvm.mlir.constant(147712 : i64) : i64
    %16 = llvm.mlir.constant(8 : i32) : i32
    %17 = llvm.mlir.constant(64 : i32) : i32
    %18 = llvm.mlir.poison : !llvm.struct<()>
    %19 = llvm.mlir.constant(15 : i64) : i64
    %20 = llvm.mlir.constant(36 : i64) : i64
    %21 = llvm.mlir.constant(21 : i64) : i64
    %22 = llvm.mlir.constant(131072 : i64) : i64
    %23 = llvm.mlir.constant(8 : i64) : i64
    %24 = llvm.mlir.constant(32 : i64) : i64
    %25 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %26 = llvm.mlir.constant(16 : i64) : i64
    %27 = llvm.mlir.constant(4 : i64) : i64
    %28 = llvm.mlir.constant(4294967295 : i64) : i64
    %29 = llvm.mlir.constant(2 : i64) : i64
    %30 = llvm.mlir.constant(1 : i64) : i64
    %31 = llvm.mlir.constant(0 : i64) : i64
    %32 = llvm.mlir.constant(16 : i32) : i32
    %33 = llvm.mlir.constant(0 : i32) : i32
    %34 = llvm.mlir.constant(false) : i1
    %35 = llvm.extractvalue %arg0[0] : !llvm_struct_0658d3
    %36 = llvm.extractvalue %arg1[0] : !llvm_struct_0658d3
    %37 = llvm.extractvalue %arg2[0] : !llvm_struct_0658d3
    %38 = llvm.extractvalue %arg0[1, 0, 0] : !llvm_struct_0658d3
    %39 = llvm.extractvalue %arg0[1, 0, 1] : !llvm_struct_0658d3
    %40 = llvm.extractvalue %arg0[1, 0, 2] : !llvm_struct_0658d3
    %41 = llvm.extractvalue %arg0[1, 1, 0] : !llvm_struct_0658d3
    %42 = llvm.extractvalue %arg0[1, 1, 1] : !llvm_struct_0658d3
    %43 = llvm.extractvalue %arg1[1, 0, 0] : !llvm_struct_0658d3
    %44 = llvm.extractvalue %arg1[1, 0, 1] : !llvm_struct_0658d3
    %45 = llvm.extractvalue %arg1[1, 0, 2] : !llvm_struct_0658d3
    %46 = llvm.extractvalue %arg1[1, 1, 0] : !llvm_struct_0658d3
    %47 = llvm.extractvalue %arg1[1, 1, 1] : !llvm_struct_0658d3
    %48 = llvm.extractvalue %arg2[1, 0, 0] : !llvm_struct_0658d3
    %49 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_0658d3
    %50 = llvm.extractvalue %arg2[1, 0, 2] : !llvm_struct_0658d3
    %51 = llvm.extractvalue %arg2[1, 1, 0] : !llvm_struct_0658d3
    %52 = llvm.extractvalue %arg2[1, 1, 1] : !llvm_struct_0658d3
    %53 = llvm.insertvalue %45, %6[0] : !llvm.struct<(i32, i32, i32)>
    %54 = llvm.insertvalue %44, %53[1] : !llvm.struct<(i32, i32, i32)>
    %55 = llvm.insertvalue %43, %54[2] : !llvm.struct<(i32, i32, i32)>
    %56 = llvm.insertvalue %39, %6[0] : !llvm.struct<(i32, i32, i32)>
    %57 = llvm.insertvalue %40, %56[1] : !llvm.struct<(i32, i32, i32)>
    %58 = llvm.insertvalue %38, %57[2] : !llvm.struct<(i32, i32, i32)>
    %59 = llvm.insertvalue %50, %6[0] : !llvm.struct<(i32, i32, i32)>
    %60 = llvm.insertvalue %49, %59[1] : !llvm.struct<(i32, i32, i32)>
    %61 = llvm.insertvalue %48, %60[2] : !llvm.struct<(i32, i32, i32)>
    %62 = llvm.insertvalue %52, %5[0] : !llvm.struct<(i64, i64)>
    %63 = llvm.insertvalue %51, %62[1] : !llvm.struct<(i64, i64)>
    %64 = llvm.insertvalue %61, %7[0] : !llvm_struct_2d8d5c
    %65 = llvm.insertvalue %63, %64[1] : !llvm_struct_2d8d5c
    %66 = llvm.insertvalue %37, %4[0] : !llvm_struct_0658d3
    %67 = llvm.insertvalue %65, %66[1] : !llvm_struct_0658d3
    %68 = llvm.insertvalue %34, %3[0] : !llvm_struct_3a3a74
    %69 = llvm.insertvalue %34, %68[1] : !llvm_struct_3a3a74
    %70 = llvm.insertvalue %34, %69[2] : !llvm_struct_3a3a74
    %71 = llvm.insertvalue %12, %70[3] : !llvm_struct_3a3a74
    %72 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %73 = llvm.sext %44 : i32 to i64
    %74 = llvm.sext %45 : i32 to i64
    %75 = llvm.mul %47, %29 : i64
    %76 = llvm.sext %43 : i32 to i64
    %77 = llvm.mul %46, %29 : i64
    %78 = llvm.ptrtoint %36 : !llvm.ptr<1> to i64
    %79 = llvm.getelementptr %72[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %79 : i64, !llvm.ptr
    %80 = llvm.getelementptr %72[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %80 : i64, !llvm.ptr
    %81 = llvm.getelementptr %72[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %81 : i64, !llvm.ptr
    %82 = llvm.getelementptr %72[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %82 : i64, !llvm.ptr
    %83 = llvm.getelementptr %72[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %83 : i64, !llvm.ptr
    %84 = llvm.getelementptr %72[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %84 : i64, !llvm.ptr
    %85 = llvm.getelementptr %72[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %85 : i64, !llvm.ptr
    %86 = llvm.getelementptr %72[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %86 : i64, !llvm.ptr
    %87 = llvm.udiv %78, %26 : i64
    %88 = llvm.and %87, %25 : i64
    %89 = llvm.shl %88, %27 : i64
    llvm.store %89, %79 : i64, !llvm.ptr
    %90 = llvm.sub %74, %30 : i64
    %91 = llvm.sub %76, %30 : i64
    %92 = llvm.mul %90, %75 : i64
    %93 = llvm.mul %91, %77 : i64
    %94 = llvm.add %92, %93 : i64
    %95 = llvm.mul %73, %26 : i64
    %96 = llvm.udiv %95, %23 : i64
    %97 = llvm.add %96, %94 : i64
    %98 = llvm.icmp "uge" %97, %22 : i64
    %99 = llvm.zext %98 : i1 to i64
    %100 = llvm.shl %99, %21 : i64
    %101 = llvm.udiv %75, %26 : i64
    %102 = llvm.shl %101, %24 : i64
    %103 = llvm.or %100, %102 : i64
    %104 = llvm.or %103, %11 : i64
    llvm.store %104, %80 : i64, !llvm.ptr
    %105 = llvm.udiv %77, %26 : i64
    %106 = llvm.and %105, %28 : i64
    llvm.store %106, %81 : i64, !llvm.ptr
    %107 = llvm.lshr %75, %20 : i64
    %108 = llvm.and %107, %19 : i64
    %109 = llvm.shl %108, %24 : i64
    %110 = llvm.lshr %77, %20 : i64
    %111 = llvm.and %110, %19 : i64
    %112 = llvm.shl %111, %20 : i64
    %113 = llvm.or %109, %112 : i64
    llvm.store %113, %82 : i64, !llvm.ptr
    %114 = llvm.sub %73, %30 : i64
    %115 = llvm.and %114, %28 : i64
    %116 = llvm.shl %90, %24 : i64
    %117 = llvm.or %115, %116 : i64
    llvm.store %117, %83 : i64, !llvm.ptr
    %118 = llvm.and %91, %28 : i64
    llvm.store %118, %84 : i64, !llvm.ptr
    llvm.store %10, %85 : i64, !llvm.ptr
    llvm.store %9, %86 : i64, !llvm.ptr
    %119 = llvm.ptrtoint %72 : !llvm.ptr to i64
    %120 = llvm.inttoptr %119 : i64 to !llvm.ptr
    %121 = llvm.load %120 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %122 = llvm.insertvalue %121, %2[0] : !llvm_struct_2ed770
    %123 = llvm.insertvalue %55, %1[0] : !llvm_struct_d63ee1
    %124 = llvm.insertvalue %18, %123[1] : !llvm_struct_d63ee1
    %125 = llvm.insertvalue %18, %0[0] : !llvm_struct_7bb797
    %126 = llvm.insertvalue %124, %125[1] : !llvm_struct_7bb797
    %127 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %128 = llvm.sext %40 : i32 to i64
    %129 = llvm.sext %39 : i32 to i64
    %130 = llvm.mul %42, %29 : i64
    %131 = llvm.sext %38 : i32 to i64
    %132 = llvm.mul %41, %29 : i64
    %133 = llvm.ptrtoint %35 : !llvm.ptr<1> to i64
    %134 = llvm.getelementptr %127[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %134 : i64, !llvm.ptr
    %135 = llvm.getelementptr %127[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %135 : i64, !llvm.ptr
    %136 = llvm.getelementptr %127[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %136 : i64, !llvm.ptr
    %137 = llvm.getelementptr %127[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %137 : i64, !llvm.ptr
    %138 = llvm.getelementptr %127[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %138 : i64, !llvm.ptr
    %139 = llvm.getelementptr %127[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %139 : i64, !llvm.ptr
    %140 = llvm.getelementptr %127[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %140 : i64, !llvm.ptr
    %141 = llvm.getelementptr %127[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %141 : i64, !llvm.ptr
    %142 = llvm.udiv %133, %26 : i64
    %143 = llvm.and %142, %25 : i64
    %144 = llvm.shl %143, %27 : i64
    llvm.store %144, %134 : i64, !llvm.ptr
    %145 = llvm.sub %129, %30 : i64
    %146 = llvm.sub %131, %30 : i64
    %147 = llvm.mul %145, %130 : i64
    %148 = llvm.mul %146, %132 : i64
    %149 = llvm.add %147, %148 : i64
    %150 = llvm.mul %128, %26 : i64
    %151 = llvm.udiv %150, %23 : i64
    %152 = llvm.add %151, %149 : i64
    %153 = llvm.icmp "uge" %152, %22 : i64
    %154 = llvm.zext %153 : i1 to i64
    %155 = llvm.shl %154, %21 : i64
    %156 = llvm.udiv %130, %26 : i64
    %157 = llvm.shl %156, %24 : i64
    %158 = llvm.or %155, %157 : i64
    %159 = llvm.or %158, %11 : i64
    llvm.store %159, %135 : i64, !llvm.ptr
    %160 = llvm.udiv %132, %26 : i64
    %161 = llvm.and %160, %28 : i64
    llvm.store %161, %136 : i64, !llvm.ptr
    %162 = llvm.lshr %130, %20 : i64
    %163 = llvm.and %162, %19 : i64
    %164 = llvm.shl %163, %24 : i64
    %165 = llvm.lshr %132, %20 : i64
    %166 = llvm.and %165, %19 : i64
    %167 = llvm.shl %166, %20 : i64
    %168 = llvm.or %164, %167 : i64
    llvm.store %168, %137 : i64, !llvm.ptr
    %169 = llvm.sub %128, %30 : i64
    %170 = llvm.and %169, %28 : i64
    %171 = llvm.shl %145, %24 : i64
    %172 = llvm.or %170, %171 : i64
    llvm.store %172, %138 : i64, !llvm.ptr
    %173 = llvm.and %146, %28 : i64
    llvm.store %173, %139 : i64, !llvm.ptr
    llvm.store %10, %140 : i64, !llvm.ptr
    llvm.store %8, %141 : i64, !llvm.ptr
    %174 = llvm.ptrtoint %127 : !llvm.ptr to i64
    %175 = llvm.inttoptr %174 : i64 to !llvm.ptr
    %176 = llvm.load %175 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %177 = llvm.insertvalue %176, %2[0] : !llvm_struct_2ed770
    %178 = llvm.insertvalue %58, %1[0] : !llvm_struct_d63ee1
    %179 = llvm.insertvalue %18, %178[1] : !llvm_struct_d63ee1
    %180 = llvm.insertvalue %18, %0[0] : !llvm_struct_7bb797
    %181 = llvm.insertvalue %179, %180[1] : !llvm_struct_7bb797
    %182 = llvm.mlir.constant(0 : i32) : i32
    %183 = llvm.mlir.constant(1 : i32) : i32
    %184 = llvm.sdiv %50, %17 : i32
    %185 = llvm.mul %184, %17 : i32
    %186 = llvm.icmp "ne" %50, %185 : i32
    %187 = llvm.icmp "slt" %50, %182 : i32
    %188 = llvm.mlir.constant(false) : i1
    %189 = llvm.icmp "eq" %187, %188 : i1
    %190 = llvm.and %186, %189 : i1
    %191 = llvm.add %184, %183 : i32
    %192 = llvm.select %190, %191, %184 : i1, i32
    %193 = llvm.mlir.constant(0 : i32) : i32
    %194 = llvm.mlir.constant(1 : i32) : i32
    %195 = llvm.sdiv %49, %16 : i32
    %196 = llvm.mul %195, %16 : i32
    %197 = llvm.icmp "ne" %49, %196 : i32
    %198 = llvm.icmp "slt" %49, %193 : i32
    %199 = llvm.mlir.constant(false) : i1
    %200 = llvm.icmp "eq" %198, %199 : i1
    %201 = llvm.and %197, %200 : i1
    %202 = llvm.add %195, %194 : i32
    %203 = llvm.select %201, %202, %195 : i1, i32
    %204 = llvm.mlir.constant(1 : i32) : i32
    %205 = llvm.alloca %204 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %206 = llvm.alloca %204 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %207 = llvm.getelementptr %205[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %206, %207 : !llvm.ptr, !llvm.ptr
    %208 = llvm.getelementptr %205[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %14, %208 : i32, !llvm.ptr
    %209 = llvm.getelementptr %205[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %209 : i32, !llvm.ptr
    %210 = llvm.getelementptr %205[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %210 : i32, !llvm.ptr
    %211 = llvm.getelementptr %205[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %15, %211 : i64, !llvm.ptr
    %212 = llvm.getelementptr %205[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %192, %212 : i32, !llvm.ptr
    %213 = llvm.getelementptr %205[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %203, %213 : i32, !llvm.ptr
    %214 = llvm.getelementptr %205[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %48, %214 : i32, !llvm.ptr
    %215 = llvm.getelementptr %205[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %216 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %216, %215 : i32, !llvm.ptr
    %217 = llvm.getelementptr %205[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %217 : !llvm.ptr, !llvm.ptr
    %218 = llvm.alloca %204 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %219 = builtin.unrealized_conversion_cast %218 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %220 = llvm.getelementptr %218[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %205, %220 : !llvm.ptr, !llvm.ptr
    %221 = llvm.getelementptr %218[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %222 = llvm.load %221 : !llvm.ptr -> !llvm.ptr
    %223 = llvm.getelementptr %222[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %224 = llvm.load %223 : !llvm.ptr -> i32
    %225 = llvm.getelementptr %222[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %226 = llvm.load %225 : !llvm.ptr -> !llvm.ptr
    %227 = llvm.mlir.constant(6 : i32) : i32
    %228 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%228 : i32)
  ^bb1(%229: i32):  // 2 preds: ^bb3, ^bb5
    %230 = llvm.getelementptr %226[%229] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %231 = llvm.getelementptr %230[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %227, %231 : i32, !llvm.ptr
    %232 = llvm.getelementptr %230[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %33, %232 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %233 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %234 = llvm.mlir.constant(0 : index) : i64
    %235 = llvm.getelementptr %233[%234, %234] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %236 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %237 = llvm.mlir.constant(0 : index) : i64
    %238 = llvm.getelementptr %236[%237, %237] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %239 = llvm.call @printf(%238, %235) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %240 = llvm.mlir.constant(1 : i32) : i32
    %241 = llvm.add %224, %240 : i32
    llvm.store %241, %223 : i32, !llvm.ptr
    llvm.br ^bb1(%224 : i32)
  ^bb4:  // pred: ^bb7
    %242 = llvm.mlir.constant(17 : i32) : i32
    %243 = llvm.icmp "uge" %224, %242 : i32
    llvm.cond_br %243, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%250 : i32)
  ^bb6:  // pred: ^bb7
    %244 = llvm.getelementptr %226[%250] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %245 = llvm.getelementptr %244[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %246 = llvm.load %245 : !llvm.ptr -> i32
    %247 = llvm.icmp "eq" %246, %227 : i32
    %248 = llvm.mlir.constant(1 : i32) : i32
    %249 = llvm.add %250, %248 : i32
    llvm.cond_br %247, ^bb5, ^bb7(%249 : i32)
  ^bb7(%250: i32):  // 2 preds: ^bb0, ^bb6
    %251 = llvm.icmp "uge" %250, %224 : i32
    llvm.cond_br %251, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %252 = llvm.getelementptr %218[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %253 = llvm.load %252 : !llvm.ptr -> !llvm.ptr
    %254 = llvm.getelementptr %253[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %255 = llvm.load %254 : !llvm.ptr -> i32
    %256 = llvm.getelementptr %253[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %257 = llvm.load %256 : !llvm.ptr -> !llvm.ptr
    %258 = llvm.mlir.constant(4 : i32) : i32
    %259 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%259 : i32)
  ^bb9(%260: i32):  // 2 preds: ^bb11, ^bb13
    %261 = llvm.getelementptr %257[%260] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %262 = llvm.getelementptr %261[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %258, %262 : i32, !llvm.ptr
    %263 = llvm.getelementptr %261[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %264 = llvm.getelementptr %263[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %13, %264 : i32, !llvm.ptr
    %265 = llvm.getelementptr %263[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %13, %265 : i32, !llvm.ptr
    %266 = llvm.getelementptr %263[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %13, %266 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %267 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %268 = llvm.mlir.constant(0 : index) : i64
    %269 = llvm.getelementptr %267[%268, %268] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %270 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %271 = llvm.mlir.constant(0 : index) : i64
    %272 = llvm.getelementptr %270[%271, %271] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %273 = llvm.call @printf(%272, %269) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %274 = llvm.mlir.constant(1 : i32) : i32
    %275 = llvm.add %255, %274 : i32
    llvm.store %275, %254 : i32, !llvm.ptr
    llvm.br ^bb9(%255 : i32)
  ^bb12:  // pred: ^bb15
    %276 = llvm.mlir.constant(17 : i32) : i32
    %277 = llvm.icmp "uge" %255, %276 : i32
    llvm.cond_br %277, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%284 : i32)
  ^bb14:  // pred: ^bb15
    %278 = llvm.getelementptr %257[%284] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %279 = llvm.getelementptr %278[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %280 = llvm.load %279 : !llvm.ptr -> i32
    %281 = llvm.icmp "eq" %280, %258 : i32
    %282 = llvm.mlir.constant(1 : i32) : i32
    %283 = llvm.add %284, %282 : i32
    llvm.cond_br %281, ^bb13, ^bb15(%283 : i32)
  ^bb15(%284: i32):  // 2 preds: ^bb8, ^bb14
    %285 = llvm.icmp "uge" %284, %255 : i32
    llvm.cond_br %285, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %286 = llvm.getelementptr %218[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %287 = llvm.load %286 : !llvm.ptr -> !llvm.ptr
    %288 = llvm.getelementptr %287[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %289 = llvm.load %288 : !llvm.ptr -> i32
    %290 = llvm.getelementptr %287[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %291 = llvm.load %290 : !llvm.ptr -> !llvm.ptr
    %292 = llvm.mlir.constant(2 : i32) : i32
    %293 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb23(%293 : i32)
  ^bb17(%294: i32):  // 2 preds: ^bb19, ^bb21
    %295 = llvm.getelementptr %291[%294] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %296 = llvm.getelementptr %295[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %292, %296 : i32, !llvm.ptr
    %297 = llvm.getelementptr %295[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %33, %297 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %298 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %299 = llvm.mlir.constant(0 : index) : i64
    %300 = llvm.getelementptr %298[%299, %299] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %301 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %302 = llvm.mlir.constant(0 : index) : i64
    %303 = llvm.getelementptr %301[%302, %302] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %304 = llvm.call @printf(%303, %300) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %305 = llvm.mlir.constant(1 : i32) : i32
    %306 = llvm.add %289, %305 : i32
    llvm.store %306, %288 : i32, !llvm.ptr
    llvm.br ^bb17(%289 : i32)
  ^bb20:  // pred: ^bb23
    %307 = llvm.mlir.constant(17 : i32) : i32
    %308 = llvm.icmp "uge" %289, %307 : i32
    llvm.cond_br %308, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%315 : i32)
  ^bb22:  // pred: ^bb23
    %309 = llvm.getelementptr %291[%315] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %310 = llvm.getelementptr %309[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %311 = llvm.load %310 : !llvm.ptr -> i32
    %312 = llvm.icmp "eq" %311, %292 : i32
    %313 = llvm.mlir.constant(1 : i32) : i32
    %314 = llvm.add %315, %313 : i32
    llvm.cond_br %312, ^bb21, ^bb23(%314 : i32)
  ^bb23(%315: i32):  // 2 preds: ^bb16, ^bb22
    %316 = llvm.icmp "uge" %315, %289 : i32
    llvm.cond_br %316, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %317 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0<%219> (%71, %122, %126, %177, %181, %67) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_0658d3) -> !cuda.result
    %318 = builtin.unrealized_conversion_cast %317 : !cuda.result to i32
    cuda.return_if_error %318 : i32
    llvm.return %33 : i32
  }
  llvm.func @_mlir_ciface_cutlass__tgv_bmm_cutlassope_h0fa4df14(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass__tgv_bmm_cutlassoperatorsprovide_ha62eb49d(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_0658d3, !llvm_struct_0658d3, !llvm_struct_0658d3, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
