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
      %1 = llvm.mlir.constant(3 : i64) : i64
      %2 = llvm.mlir.constant(512 : i32) : i32
      %3 = llvm.mlir.constant(2 : i8) : i8
      %4 = llvm.mlir.constant(false) : i1
      %5 = llvm.mlir.constant(128 : i64) : i64
      %6 = llvm.mlir.constant(1024 : i64) : i64
      %7 = llvm.mlir.constant(31 : i32) : i32
      %8 = llvm.mlir.constant(-1 : i32) : i32
      %9 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %10 = llvm.mlir.constant(32 : i32) : i32
      %11 = llvm.mlir.constant(0 : i32) : i32
      %12 = llvm.mlir.constant(128 : i32) : i32
      %13 = llvm.mlir.constant(8 : i32) : i32
      %14 = llvm.mlir.constant(2 : i32) : i32
      %15 = llvm.mlir.constant(160 : i32) : i32
      %16 = llvm.mlir.constant(64 : i32) : i32
      %17 = llvm.mlir.constant(10000000 : i32) : i32
      %18 = llvm.mlir.constant(8192 : i32) : i32
      %19 = llvm.mlir.constant(7 : i32) : i32
      %20 = llvm.mlir.constant(4096 : i32) : i32
      %21 = llvm.mlir.constant(256 : i32) : i32
      %22 = llvm.mlir.constant(true) : i1
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(67633168 : i32) : i32
      %25 = llvm.mlir.constant(13 : i32) : i32
      %26 = llvm.mlir.constant(14 : i32) : i32
      %27 = llvm.mlir.constant(32 : i64) : i64
      %28 = llvm.mlir.constant(2097152 : i32) : i32
      %29 = llvm.mlir.constant(2 : i64) : i64
      %30 = llvm.mlir.constant(8 : i64) : i64
      %31 = llvm.mlir.constant(0 : i8) : i8
      %32 = llvm.mlir.constant(16 : i32) : i32
      %33 = llvm.mlir.constant(1 : i32) : i32
      %34 = llvm.alloca %32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %35 = llvm.alloca %32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %36 = llvm.alloca %32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %37 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %38 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %39 = llvm.ptrtoint %9 : !llvm.ptr<3> to i32
      %40 = nvvm.shfl.sync idx %8, %39, %11, %7 : i32 -> i32
      %41 = llvm.zext %40 : i32 to i64
      %42 = llvm.inttoptr %41 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%42, %6 : !llvm.ptr<3>, i64)] : i1
      %43 = llvm.ptrtoint %42 : !llvm.ptr<3> to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%44, %30 : !llvm.ptr<3>, i64)] : i1
      %45 = llvm.getelementptr %42[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %46 = llvm.ptrtoint %45 : !llvm.ptr<3> to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%47, %5 : !llvm.ptr<3>, i64)] : i1
      %48 = llvm.getelementptr %42[65792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %49 = llvm.ptrtoint %48 : !llvm.ptr<3> to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%50, %5 : !llvm.ptr<3>, i64)] : i1
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
      %61 = llvm.sdiv %60, %10 : i32
      %62 = llvm.mul %61, %10 : i32
      %63 = llvm.icmp "ne" %60, %62 : i32
      %64 = llvm.mlir.constant(0 : i32) : i32
      %65 = llvm.icmp "slt" %60, %64 : i32
      %66 = llvm.mlir.constant(false) : i1
      %67 = llvm.icmp "ne" %65, %66 : i1
      %68 = llvm.and %63, %67 : i1
      %69 = llvm.mlir.constant(-1 : i32) : i32
      %70 = llvm.add %61, %69 : i32
      %71 = llvm.select %68, %70, %61 : i1, i32
      %72 = nvvm.shfl.sync idx %8, %71, %11, %7 : i32 -> i32
      %73 = nvvm.shfl.sync idx %8, %72, %11, %7 : i32 -> i32
      %74 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %75 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %76 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %77 = llvm.icmp "eq" %73, %11 : i32
      llvm.cond_br %77, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg3 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %78 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %79 = llvm.mlir.constant(0 : i32) : i32
      %80 = llvm.mlir.constant(1 : i32) : i32
      %81 = llvm.sdiv %78, %12 : i32
      %82 = llvm.mul %81, %12 : i32
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
      llvm.br ^bb5(%11 : i32)
    ^bb5(%96: i32):  // 2 preds: ^bb4, ^bb6
      %97 = llvm.icmp "slt" %96, %13 : i32
      llvm.cond_br %97, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %98 = llvm.getelementptr %44[%96] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %98, %14 : !llvm.ptr<3>, i32
      %99 = llvm.add %96, %33 : i32
      llvm.br ^bb5(%99 : i32)
    ^bb7:  // pred: ^bb5
      llvm.br ^bb8(%11 : i32)
    ^bb8(%100: i32):  // 2 preds: ^bb7, ^bb9
      %101 = llvm.icmp "slt" %100, %13 : i32
      llvm.cond_br %101, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %102 = llvm.getelementptr %90[%100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %102, %33 : !llvm.ptr<3>, i32
      %103 = llvm.add %100, %33 : i32
      llvm.br ^bb8(%103 : i32)
    ^bb10:  // pred: ^bb8
      nvvm.mbarrier.init %91, %10 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %92, %33 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %93, %15 : !llvm.ptr<3>, i32
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb3, ^bb10
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb2, ^bb11
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %77, ^bb13, ^bb21
    ^bb13:  // pred: ^bb12
      %104 = llvm.mul %74, %16 overflow<nsw> : i32
      llvm.br ^bb14(%11, %33, %11 : i32, i32, i32)
    ^bb14(%105: i32, %106: i32, %107: i32):  // 2 preds: ^bb13, ^bb19
      %108 = llvm.icmp "slt" %105, %89 : i32
      llvm.cond_br %108, ^bb15, ^bb20
    ^bb15:  // pred: ^bb14
      %109 = llvm.getelementptr %90[%107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %109, %106, %17 : (!llvm.ptr<3>, i32, i32) -> ()
      %110 = nvvm.elect.sync -> i1
      llvm.cond_br %110, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %111 = llvm.getelementptr %44[%107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %112 = nvvm.mbarrier.arrive.expect_tx %111, %18 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %113 = llvm.mul %105, %12 overflow<nsw> : i32
      %114 = llvm.mul %107, %18 overflow<nsw> : i32
      %115 = llvm.getelementptr %47[%114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %116 = llvm.getelementptr %44[%107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %117 = nvvm.elect.sync -> i1
      llvm.cond_br %117, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      nvvm.cp.async.bulk.tensor.shared.cluster.global %115, %37, %116, box[%113, %104, %76] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %118 = llvm.icmp "eq" %107, %19 : i32
      %119 = llvm.xor %106, %33 : i32
      %120 = llvm.select %118, %119, %106 : i1, i32
      %121 = llvm.add %107, %33 : i32
      %122 = llvm.icmp "eq" %121, %13 : i32
      %123 = llvm.select %122, %11, %121 : i1, i32
      %124 = llvm.add %105, %33 : i32
      llvm.br ^bb14(%124, %120, %123 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb20:  // pred: ^bb14
      llvm.br ^bb98
    ^bb21:  // pred: ^bb12
      %125 = llvm.icmp "eq" %73, %33 : i32
      llvm.cond_br %125, ^bb22, ^bb30
    ^bb22:  // pred: ^bb21
      %126 = llvm.mul %75, %10 overflow<nsw> : i32
      llvm.br ^bb23(%11, %33, %11 : i32, i32, i32)
    ^bb23(%127: i32, %128: i32, %129: i32):  // 2 preds: ^bb22, ^bb28
      %130 = llvm.icmp "slt" %127, %89 : i32
      llvm.cond_br %130, ^bb24, ^bb29
    ^bb24:  // pred: ^bb23
      %131 = llvm.getelementptr %90[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %131, %128, %17 : (!llvm.ptr<3>, i32, i32) -> ()
      %132 = nvvm.elect.sync -> i1
      llvm.cond_br %132, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %133 = llvm.getelementptr %44[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %134 = nvvm.mbarrier.arrive.expect_tx %133, %20 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb24, ^bb25
      %135 = llvm.mul %127, %12 overflow<nsw> : i32
      %136 = llvm.mul %129, %20 overflow<nsw> : i32
      %137 = llvm.getelementptr %50[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %138 = llvm.getelementptr %44[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %139 = nvvm.elect.sync -> i1
      llvm.cond_br %139, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      nvvm.cp.async.bulk.tensor.shared.cluster.global %137, %38, %138, box[%135, %126, %76] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %140 = llvm.icmp "eq" %129, %19 : i32
      %141 = llvm.xor %128, %33 : i32
      %142 = llvm.select %140, %141, %128 : i1, i32
      %143 = llvm.add %129, %33 : i32
      %144 = llvm.icmp "eq" %143, %13 : i32
      %145 = llvm.select %144, %11, %143 : i1, i32
      %146 = llvm.add %127, %33 : i32
      llvm.br ^bb23(%146, %142, %145 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb23
      %147 = nvvm.mbarrier.arrive %91, %33 : !llvm.ptr<3> -> i64
      llvm.br ^bb97
    ^bb30:  // pred: ^bb21
      %148 = llvm.icmp "eq" %73, %14 : i32
      llvm.cond_br %148, ^bb31, ^bb58
    ^bb31:  // pred: ^bb30
      %149 = llvm.ptrtoint %47 : !llvm.ptr<3> to i32
      %150 = llvm.lshr %149, %23 : i32
      %151 = nvvm.tcgen05.mma_smem_desc(%150, %33, %16, %31, %4, %3) : (i32, i32, i32, i8, i1, i8) -> i64
      %152 = llvm.ptrtoint %50 : !llvm.ptr<3> to i32
      %153 = llvm.lshr %152, %23 : i32
      %154 = nvvm.tcgen05.mma_smem_desc(%153, %33, %16, %31, %4, %3) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.tcgen05.alloc %94, %21 : !llvm.ptr<3>, i32
      %155 = nvvm.mbarrier.arrive %93, %33 : !llvm.ptr<3> -> i64
      nvvm.tcgen05.relinquish_alloc_permit
      %156 = llvm.load %94 : !llvm.ptr<3> -> i32
      %157 = nvvm.mbarrier.wait.parity %44, %11 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
      %158 = llvm.sub %89, %33 overflow<nsw> : i32
      %159 = llvm.bitcast %151 : i64 to vector<2xi32>
      %160 = llvm.mlir.constant(0 : i64) : i64
      %161 = llvm.extractelement %159[%160 : i64] : vector<2xi32>
      %162 = llvm.bitcast %154 : i64 to vector<2xi32>
      %163 = llvm.mlir.constant(0 : i64) : i64
      %164 = llvm.extractelement %162[%163 : i64] : vector<2xi32>
      %165 = llvm.inttoptr %156 : i32 to !llvm.ptr<6>
      llvm.br ^bb32(%11, %11, %11, %157, %arg0 : i32, i32, i32, i1, !llvm_struct_3a3a74)
    ^bb32(%166: i32, %167: i32, %168: i32, %169: i1, %170: !llvm_struct_3a3a74):  // 2 preds: ^bb31, ^bb54
      %171 = llvm.icmp "slt" %166, %89 : i32
      llvm.cond_br %171, ^bb33, ^bb55
    ^bb33:  // pred: ^bb32
      %172 = llvm.xor %169, %22 : i1
      llvm.cond_br %172, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %173 = llvm.getelementptr %44[%167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %173, %168, %17 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb35
    ^bb35:  // 2 preds: ^bb33, ^bb34
      %174 = llvm.add %167, %33 : i32
      %175 = llvm.icmp "eq" %174, %13 : i32
      %176 = llvm.select %175, %11, %174 : i1, i32
      llvm.cond_br %175, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %177 = llvm.xor %168, %33 : i32
      llvm.br ^bb38(%177 : i32)
    ^bb37:  // pred: ^bb35
      llvm.br ^bb38(%168 : i32)
    ^bb38(%178: i32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb39
    ^bb39:  // pred: ^bb38
      %179 = llvm.icmp "sgt" %158, %166 : i32
      llvm.cond_br %179, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %180 = llvm.getelementptr %44[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %181 = nvvm.mbarrier.wait.parity %180, %178 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
      llvm.br ^bb42(%181 : i1)
    ^bb41:  // pred: ^bb39
      llvm.br ^bb42(%169 : i1)
    ^bb42(%182: i1):  // 2 preds: ^bb40, ^bb41
      llvm.br ^bb43
    ^bb43:  // pred: ^bb42
      llvm.br ^bb44(%11, %170 : i32, !llvm_struct_3a3a74)
    ^bb44(%183: i32, %184: !llvm_struct_3a3a74):  // 2 preds: ^bb43, ^bb51
      %185 = llvm.icmp "slt" %183, %23 : i32
      llvm.cond_br %185, ^bb45, ^bb52
    ^bb45:  // pred: ^bb44
      %186 = llvm.icmp "eq" %183, %11 : i32
      llvm.cond_br %186, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %187 = llvm.icmp "ne" %166, %11 : i32
      %188 = llvm.insertvalue %187, %184[0] : !llvm_struct_3a3a74
      llvm.br ^bb48(%188 : !llvm_struct_3a3a74)
    ^bb47:  // pred: ^bb45
      %189 = llvm.insertvalue %22, %184[0] : !llvm_struct_3a3a74
      llvm.br ^bb48(%189 : !llvm_struct_3a3a74)
    ^bb48(%190: !llvm_struct_3a3a74):  // 2 preds: ^bb46, ^bb47
      llvm.br ^bb49
    ^bb49:  // pred: ^bb48
      %191 = llvm.mul %183, %14 overflow<nsw> : i32
      %192 = llvm.mul %167, %2 overflow<nsw> : i32
      %193 = llvm.add %191, %192 overflow<nsw> : i32
      %194 = llvm.add %161, %193 : i32
      %195 = llvm.mlir.constant(0 : i64) : i64
      %196 = llvm.insertelement %194, %159[%195 : i64] : vector<2xi32>
      %197 = llvm.bitcast %196 : vector<2xi32> to i64
      %198 = llvm.mul %183, %14 overflow<nsw> : i32
      %199 = llvm.mul %167, %21 overflow<nsw> : i32
      %200 = llvm.add %198, %199 overflow<nsw> : i32
      %201 = llvm.add %164, %200 : i32
      %202 = llvm.mlir.constant(0 : i64) : i64
      %203 = llvm.insertelement %201, %162[%202 : i64] : vector<2xi32>
      %204 = llvm.bitcast %203 : vector<2xi32> to i64
      %205 = llvm.extractvalue %190[1] : !llvm_struct_3a3a74
      %206 = llvm.extractvalue %190[2] : !llvm_struct_3a3a74
      %207 = llvm.extractvalue %190[0] : !llvm_struct_3a3a74
      %208 = llvm.zext %205 : i1 to i32
      %209 = llvm.zext %206 : i1 to i32
      %210 = llvm.shl %208, %25 : i32
      %211 = llvm.shl %209, %26 : i32
      %212 = llvm.or %210, %24 : i32
      %213 = llvm.or %212, %211 : i32
      %214 = llvm.extractvalue %190[3] : !llvm_struct_3a3a74
      %215 = nvvm.elect.sync -> i1
      llvm.cond_br %215, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      nvvm.tcgen05.mma %165, %197, %204, %213, %207 mask = %214 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %216 = llvm.add %183, %33 : i32
      llvm.br ^bb44(%216, %190 : i32, !llvm_struct_3a3a74)
    ^bb52:  // pred: ^bb44
      %217 = nvvm.elect.sync -> i1
      llvm.cond_br %217, ^bb53, ^bb54
    ^bb53:  // pred: ^bb52
      %218 = llvm.getelementptr %90[%167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.tcgen05.commit %218 : !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %219 = llvm.add %166, %33 : i32
      llvm.br ^bb32(%219, %176, %178, %182, %184 : i32, i32, i32, i1, !llvm_struct_3a3a74)
    ^bb55:  // pred: ^bb32
      %220 = nvvm.elect.sync -> i1
      llvm.cond_br %220, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      nvvm.tcgen05.commit %92 : !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %221 = nvvm.mbarrier.arrive %93, %33 : !llvm.ptr<3> -> i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %93, %33, %17 : (!llvm.ptr<3>, i32, i32) -> ()
      %222 = llvm.inttoptr %156 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %222, %21 : !llvm.ptr<6>, i32
      llvm.br ^bb96
    ^bb58:  // pred: ^bb30
      %223 = llvm.icmp "sge" %73, %23 : i32
      llvm.cond_br %223, ^bb59, ^bb95
    ^bb59:  // pred: ^bb58
      %224 = llvm.sub %51, %12 : i32
      %225 = llvm.extractvalue %arg5[1, 1, 0] : !llvm_struct_0658d3
      %226 = llvm.extractvalue %arg5[1, 1, 1] : !llvm_struct_0658d3
      %227 = llvm.mul %225, %27 overflow<nsw> : i64
      %228 = llvm.extractvalue %arg5[0] : !llvm_struct_0658d3
      %229 = nvvm.mbarrier.arrive %93, %33 : !llvm.ptr<3> -> i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %93, %11, %17 : (!llvm.ptr<3>, i32, i32) -> ()
      %230 = llvm.load %94 : !llvm.ptr<3> -> i32
      %231 = llvm.sdiv %224, %10 : i32
      %232 = llvm.mul %231, %28 overflow<nsw> : i32
      %233 = llvm.add %230, %232 : i32
      %234 = llvm.mul %225, %29 overflow<nsw> : i64
      %235 = llvm.mul %225, %30 overflow<nsw> : i64
      %236 = llvm.sdiv %224, %23 : i32
      %237 = llvm.srem %224, %23 : i32
      %238 = llvm.sext %237 : i32 to i64
      %239 = llvm.mul %238, %234 overflow<nsw> : i64
      %240 = llvm.sdiv %236, %13 : i32
      %241 = llvm.srem %236, %13 : i32
      %242 = llvm.sext %241 : i32 to i64
      %243 = llvm.add %239, %242 overflow<nsw> : i64
      %244 = llvm.mul %240, %32 overflow<nsw> : i32
      %245 = llvm.sext %244 : i32 to i64
      %246 = llvm.add %243, %245 overflow<nsw> : i64
      %247 = llvm.getelementptr %228[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %248 = llvm.mul %74, %16 overflow<nsw> : i32
      %249 = llvm.sext %75 : i32 to i64
      %250 = llvm.mul %249, %227 overflow<nsw> : i64
      %251 = llvm.sext %248 : i32 to i64
      %252 = llvm.add %251, %250 overflow<nsw> : i64
      %253 = llvm.sext %76 : i32 to i64
      %254 = llvm.mul %253, %226 overflow<nsw> : i64
      %255 = llvm.add %252, %254 overflow<nsw> : i64
      %256 = llvm.getelementptr %247[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %257 = llvm.extractvalue %arg5[1, 0, 0] : !llvm_struct_0658d3
      %258 = llvm.extractvalue %arg5[1, 0, 1] : !llvm_struct_0658d3
      %259 = llvm.extractvalue %arg5[1, 0, 2] : !llvm_struct_0658d3
      %260 = llvm.mul %237, %14 overflow<nsw> : i32
      %261 = llvm.add %241, %244 overflow<nsw> : i32
      %262 = llvm.mul %74, %16 overflow<nsw> : i32
      %263 = llvm.mul %75, %10 overflow<nsw> : i32
      %264 = llvm.add %261, %262 overflow<nsw> : i32
      %265 = llvm.add %260, %263 overflow<nsw> : i32
      llvm.br ^bb60(%11, %11, %11 : i32, i32, i32)
    ^bb60(%266: i32, %267: i32, %268: i32):  // 2 preds: ^bb59, ^bb61
      %269 = llvm.icmp "slt" %266, %32 : i32
      llvm.cond_br %269, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %270 = llvm.srem %267, %32 : i32
      %271 = llvm.sdiv %270, %14 : i32
      %272 = llvm.srem %270, %14 : i32
      %273 = llvm.sdiv %271, %14 : i32
      %274 = llvm.srem %271, %14 : i32
      %275 = llvm.mul %274, %13 overflow<nsw> : i32
      %276 = llvm.mul %273, %13 overflow<nsw> : i32
      %277 = llvm.add %272, %276 overflow<nsw> : i32
      %278 = llvm.add %264, %275 overflow<nsw> : i32
      %279 = llvm.add %265, %277 overflow<nsw> : i32
      %280 = llvm.icmp "slt" %278, %257 : i32
      %281 = llvm.icmp "slt" %279, %258 : i32
      %282 = llvm.and %280, %281 : i1
      %283 = llvm.icmp "slt" %76, %259 : i32
      %284 = llvm.and %282, %283 : i1
      %285 = llvm.zext %284 : i1 to i8
      %286 = llvm.getelementptr %34[%267] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      llvm.store %285, %286 {alignment = 1 : i64} : i8, !llvm.ptr
      %287 = llvm.add %267, %33 : i32
      %288 = llvm.icmp "eq" %287, %32 : i32
      %289 = llvm.select %288, %11, %287 : i1, i32
      %290 = llvm.add %267, %33 : i32
      %291 = llvm.add %268, %33 : i32
      %292 = llvm.icmp "eq" %290, %32 : i32
      %293 = llvm.select %292, %291, %268 : i1, i32
      %294 = llvm.add %266, %33 : i32
      llvm.br ^bb60(%294, %289, %293 : i32, i32, i32)
    ^bb62:  // pred: ^bb60
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %91, %11, %17 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %92, %11, %17 : (!llvm.ptr<3>, i32, i32) -> ()
      %295 = llvm.inttoptr %233 : i32 to !llvm.ptr<6>
      %296 = nvvm.tcgen05.ld %295 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<16xi32>
      llvm.store %296, %36 : vector<16xi32>, !llvm.ptr
      nvvm.tcgen05.wait <load>
      %297 = nvvm.mbarrier.arrive %93, %33 : !llvm.ptr<3> -> i64
      %298 = llvm.load %36 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      llvm.store %298, %35 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      %299 = llvm.load %34 {alignment = 32 : i64} : !llvm.ptr -> i8
      %300 = llvm.icmp "ne" %299, %31 : i8
      llvm.cond_br %300, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %301 = llvm.load %35 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %301, %256 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb64
    ^bb64:  // 2 preds: ^bb62, ^bb63
      %302 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %303 = llvm.load %302 {alignment = 1 : i64} : !llvm.ptr -> i8
      %304 = llvm.icmp "ne" %303, %31 : i8
      llvm.cond_br %304, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %305 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> f32
      %307 = llvm.getelementptr %256[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %306, %307 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %308 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %309 = llvm.load %308 {alignment = 2 : i64} : !llvm.ptr -> i8
      %310 = llvm.icmp "ne" %309, %31 : i8
      llvm.cond_br %310, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %311 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.load %311 {alignment = 8 : i64} : !llvm.ptr -> f32
      %313 = llvm.getelementptr %256[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %312, %313 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %314 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %315 = llvm.load %314 {alignment = 1 : i64} : !llvm.ptr -> i8
      %316 = llvm.icmp "ne" %315, %31 : i8
      llvm.cond_br %316, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %317 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.load %317 {alignment = 4 : i64} : !llvm.ptr -> f32
      %319 = llvm.add %225, %30 overflow<nsw> : i64
      %320 = llvm.getelementptr %256[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %318, %320 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      %321 = llvm.getelementptr %34[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %322 = llvm.load %321 {alignment = 4 : i64} : !llvm.ptr -> i8
      %323 = llvm.icmp "ne" %322, %31 : i8
      llvm.cond_br %323, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %324 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.load %324 {alignment = 16 : i64} : !llvm.ptr -> f32
      %326 = llvm.getelementptr %256[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %325, %326 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %327 = llvm.getelementptr %34[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %328 = llvm.load %327 {alignment = 1 : i64} : !llvm.ptr -> i8
      %329 = llvm.icmp "ne" %328, %31 : i8
      llvm.cond_br %329, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %330 = llvm.getelementptr %35[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.load %330 {alignment = 4 : i64} : !llvm.ptr -> f32
      %332 = llvm.add %225, %235 overflow<nsw> : i64
      %333 = llvm.getelementptr %256[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %331, %333 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb72, ^bb73
      %334 = llvm.getelementptr %34[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %335 = llvm.load %334 {alignment = 2 : i64} : !llvm.ptr -> i8
      %336 = llvm.icmp "ne" %335, %31 : i8
      llvm.cond_br %336, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %337 = llvm.getelementptr %35[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.load %337 {alignment = 8 : i64} : !llvm.ptr -> f32
      %339 = llvm.add %235, %30 overflow<nsw> : i64
      %340 = llvm.getelementptr %256[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %338, %340 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      %341 = llvm.getelementptr %34[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %342 = llvm.load %341 {alignment = 1 : i64} : !llvm.ptr -> i8
      %343 = llvm.icmp "ne" %342, %31 : i8
      llvm.cond_br %343, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %344 = llvm.getelementptr %35[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.load %344 {alignment = 4 : i64} : !llvm.ptr -> f32
      %346 = llvm.add %225, %30 overflow<nsw> : i64
      %347 = llvm.add %346, %235 overflow<nsw> : i64
      %348 = llvm.getelementptr %256[%347] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %345, %348 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      %349 = llvm.getelementptr %34[8] : (!llvm.ptr) -> !llvm.ptr, i8
      %350 = llvm.load %349 {alignment = 8 : i64} : !llvm.ptr -> i8
      %351 = llvm.icmp "ne" %350, %31 : i8
      llvm.cond_br %351, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %352 = llvm.getelementptr %35[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.load %352 {alignment = 32 : i64} : !llvm.ptr -> f32
      %354 = llvm.mul %235, %29 overflow<nsw> : i64
      %355 = llvm.getelementptr %256[%354] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %353, %355 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb80
    ^bb80:  // 2 preds: ^bb78, ^bb79
      %356 = llvm.getelementptr %34[9] : (!llvm.ptr) -> !llvm.ptr, i8
      %357 = llvm.load %356 {alignment = 1 : i64} : !llvm.ptr -> i8
      %358 = llvm.icmp "ne" %357, %31 : i8
      llvm.cond_br %358, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %359 = llvm.getelementptr %35[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr -> f32
      %361 = llvm.mul %235, %29 overflow<nsw> : i64
      %362 = llvm.add %225, %361 overflow<nsw> : i64
      %363 = llvm.getelementptr %256[%362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %360, %363 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      %364 = llvm.getelementptr %34[10] : (!llvm.ptr) -> !llvm.ptr, i8
      %365 = llvm.load %364 {alignment = 2 : i64} : !llvm.ptr -> i8
      %366 = llvm.icmp "ne" %365, %31 : i8
      llvm.cond_br %366, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %367 = llvm.getelementptr %35[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.load %367 {alignment = 8 : i64} : !llvm.ptr -> f32
      %369 = llvm.mul %235, %29 overflow<nsw> : i64
      %370 = llvm.add %369, %30 overflow<nsw> : i64
      %371 = llvm.getelementptr %256[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %368, %371 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %372 = llvm.getelementptr %34[11] : (!llvm.ptr) -> !llvm.ptr, i8
      %373 = llvm.load %372 {alignment = 1 : i64} : !llvm.ptr -> i8
      %374 = llvm.icmp "ne" %373, %31 : i8
      llvm.cond_br %374, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %375 = llvm.getelementptr %35[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.load %375 {alignment = 4 : i64} : !llvm.ptr -> f32
      %377 = llvm.add %225, %30 overflow<nsw> : i64
      %378 = llvm.mul %235, %29 overflow<nsw> : i64
      %379 = llvm.add %377, %378 overflow<nsw> : i64
      %380 = llvm.getelementptr %256[%379] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %376, %380 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %381 = llvm.getelementptr %34[12] : (!llvm.ptr) -> !llvm.ptr, i8
      %382 = llvm.load %381 {alignment = 4 : i64} : !llvm.ptr -> i8
      %383 = llvm.icmp "ne" %382, %31 : i8
      llvm.cond_br %383, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %384 = llvm.getelementptr %35[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.load %384 {alignment = 16 : i64} : !llvm.ptr -> f32
      %386 = llvm.mul %235, %1 overflow<nsw> : i64
      %387 = llvm.getelementptr %256[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %385, %387 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %388 = llvm.getelementptr %34[13] : (!llvm.ptr) -> !llvm.ptr, i8
      %389 = llvm.load %388 {alignment = 1 : i64} : !llvm.ptr -> i8
      %390 = llvm.icmp "ne" %389, %31 : i8
      llvm.cond_br %390, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %391 = llvm.getelementptr %35[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.load %391 {alignment = 4 : i64} : !llvm.ptr -> f32
      %393 = llvm.mul %235, %1 overflow<nsw> : i64
      %394 = llvm.add %225, %393 overflow<nsw> : i64
      %395 = llvm.getelementptr %256[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %392, %395 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %396 = llvm.getelementptr %34[14] : (!llvm.ptr) -> !llvm.ptr, i8
      %397 = llvm.load %396 {alignment = 2 : i64} : !llvm.ptr -> i8
      %398 = llvm.icmp "ne" %397, %31 : i8
      llvm.cond_br %398, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %399 = llvm.getelementptr %35[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.load %399 {alignment = 8 : i64} : !llvm.ptr -> f32
      %401 = llvm.mul %235, %1 overflow<nsw> : i64
      %402 = llvm.add %401, %30 overflow<nsw> : i64
      %403 = llvm.getelementptr %256[%402] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %400, %403 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %404 = llvm.getelementptr %34[15] : (!llvm.ptr) -> !llvm.ptr, i8
      %405 = llvm.load %404 {alignment = 1 : i64} : !llvm.ptr -> i8
      %406 = llvm.icmp "ne" %405, %31 : i8
      llvm.cond_br %406, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %407 = llvm.getelementptr %35[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.load %407 {alignment = 4 : i64} : !llvm.ptr -> f32
      %409 = llvm.add %225, %30 overflow<nsw> : i64
      %410 = llvm.mul %235, %1 overflow<nsw> : i64
      %411 = llvm.add %409, %410 overflow<nsw> : i64
      %412 = llvm.getelementptr %256[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %408, %412 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb58, ^bb94
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb57, ^bb95
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb29, ^bb96
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb20, ^bb97
      nvvm.barrier
      llvm.return
    }
  }
  llvm.func @cutlass__tgv_bmm_cutlassoperatorsprovide_h9be84ac5(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_7bb797
    %1 = llvm.mlir.poison : !llvm_struct_d63ee1
    %2 = llvm.mlir.poison : !llvm_struct_2ed770
    %3 = llvm.mlir.poison : !llvm_struct_3a3a74
    %4 = llvm.mlir.poison : !llvm_struct_0658d3
    %5 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %6 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32)>
    %7 = llvm.mlir.poison : !llvm_struct_2d8d5c
    %8 = llvm.mlir.constant(31 : i64) : i64
    %9 = llvm.mlir.constant(63 : i64) : i64
    %10 = llvm.mlir.constant(9151314442816847872 : i64) : i64
    %11 = llvm.mlir.constant(286754 : i64) : i64
    %12 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(256 : i32) : i32
    %15 = llvm.mlir.constant(98560 : i64) : i64
    %16 = llvm.mlir.constant(32 : i32) : i32
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
    %29 = llvm.mlir.constant(1 : i64) : i64
    %30 = llvm.mlir.constant(0 : i64) : i64
    %31 = llvm.mlir.constant(16 : i32) : i32
    %32 = llvm.mlir.constant(0 : i32) : i32
    %33 = llvm.mlir.constant(false) : i1
    %34 = llvm.extractvalue %arg0[0] : !llvm_struct_0658d3
    %35 = llvm.extractvalue %arg1[0] : !llvm_struct_0658d3
    %36 = llvm.extractvalue %arg2[0] : !llvm_struct_0658d3
    %37 = llvm.extractvalue %arg0[1, 0, 0] : !llvm_struct_0658d3
    %38 = llvm.extractvalue %arg0[1, 0, 1] : !llvm_struct_0658d3
    %39 = llvm.extractvalue %arg0[1, 0, 2] : !llvm_struct_0658d3
    %40 = llvm.extractvalue %arg0[1, 1, 0] : !llvm_struct_0658d3
    %41 = llvm.extractvalue %arg0[1, 1, 1] : !llvm_struct_0658d3
    %42 = llvm.extractvalue %arg1[1, 0, 0] : !llvm_struct_0658d3
    %43 = llvm.extractvalue %arg1[1, 0, 1] : !llvm_struct_0658d3
    %44 = llvm.extractvalue %arg1[1, 0, 2] : !llvm_struct_0658d3
    %45 = llvm.extractvalue %arg1[1, 1, 0] : !llvm_struct_0658d3
    %46 = llvm.extractvalue %arg1[1, 1, 1] : !llvm_struct_0658d3
    %47 = llvm.extractvalue %arg2[1, 0, 0] : !llvm_struct_0658d3
    %48 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_0658d3
    %49 = llvm.extractvalue %arg2[1, 0, 2] : !llvm_struct_0658d3
    %50 = llvm.extractvalue %arg2[1, 1, 0] : !llvm_struct_0658d3
    %51 = llvm.extractvalue %arg2[1, 1, 1] : !llvm_struct_0658d3
    %52 = llvm.insertvalue %44, %6[0] : !llvm.struct<(i32, i32, i32)>
    %53 = llvm.insertvalue %43, %52[1] : !llvm.struct<(i32, i32, i32)>
    %54 = llvm.insertvalue %42, %53[2] : !llvm.struct<(i32, i32, i32)>
    %55 = llvm.insertvalue %38, %6[0] : !llvm.struct<(i32, i32, i32)>
    %56 = llvm.insertvalue %39, %55[1] : !llvm.struct<(i32, i32, i32)>
    %57 = llvm.insertvalue %37, %56[2] : !llvm.struct<(i32, i32, i32)>
    %58 = llvm.insertvalue %49, %6[0] : !llvm.struct<(i32, i32, i32)>
    %59 = llvm.insertvalue %48, %58[1] : !llvm.struct<(i32, i32, i32)>
    %60 = llvm.insertvalue %47, %59[2] : !llvm.struct<(i32, i32, i32)>
    %61 = llvm.insertvalue %51, %5[0] : !llvm.struct<(i64, i64)>
    %62 = llvm.insertvalue %50, %61[1] : !llvm.struct<(i64, i64)>
    %63 = llvm.insertvalue %60, %7[0] : !llvm_struct_2d8d5c
    %64 = llvm.insertvalue %62, %63[1] : !llvm_struct_2d8d5c
    %65 = llvm.insertvalue %36, %4[0] : !llvm_struct_0658d3
    %66 = llvm.insertvalue %64, %65[1] : !llvm_struct_0658d3
    %67 = llvm.insertvalue %33, %3[0] : !llvm_struct_3a3a74
    %68 = llvm.insertvalue %33, %67[1] : !llvm_struct_3a3a74
    %69 = llvm.insertvalue %33, %68[2] : !llvm_struct_3a3a74
    %70 = llvm.insertvalue %12, %69[3] : !llvm_struct_3a3a74
    %71 = llvm.alloca %31 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %72 = llvm.sext %43 : i32 to i64
    %73 = llvm.sext %44 : i32 to i64
    %74 = llvm.sext %42 : i32 to i64
    %75 = llvm.ptrtoint %35 : !llvm.ptr<1> to i64
    %76 = llvm.getelementptr %71[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %76 : i64, !llvm.ptr
    %77 = llvm.getelementptr %71[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %77 : i64, !llvm.ptr
    %78 = llvm.getelementptr %71[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %78 : i64, !llvm.ptr
    %79 = llvm.getelementptr %71[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %79 : i64, !llvm.ptr
    %80 = llvm.getelementptr %71[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %80 : i64, !llvm.ptr
    %81 = llvm.getelementptr %71[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %81 : i64, !llvm.ptr
    %82 = llvm.getelementptr %71[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %82 : i64, !llvm.ptr
    %83 = llvm.getelementptr %71[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %83 : i64, !llvm.ptr
    %84 = llvm.udiv %75, %26 : i64
    %85 = llvm.and %84, %25 : i64
    %86 = llvm.shl %85, %27 : i64
    llvm.store %86, %76 : i64, !llvm.ptr
    %87 = llvm.sub %73, %29 : i64
    %88 = llvm.sub %74, %29 : i64
    %89 = llvm.mul %87, %46 : i64
    %90 = llvm.mul %88, %45 : i64
    %91 = llvm.add %89, %90 : i64
    %92 = llvm.mul %72, %23 : i64
    %93 = llvm.udiv %92, %23 : i64
    %94 = llvm.add %93, %91 : i64
    %95 = llvm.icmp "uge" %94, %22 : i64
    %96 = llvm.zext %95 : i1 to i64
    %97 = llvm.shl %96, %21 : i64
    %98 = llvm.udiv %46, %26 : i64
    %99 = llvm.shl %98, %24 : i64
    %100 = llvm.or %97, %99 : i64
    %101 = llvm.or %100, %11 : i64
    llvm.store %101, %77 : i64, !llvm.ptr
    %102 = llvm.udiv %45, %26 : i64
    %103 = llvm.and %102, %28 : i64
    llvm.store %103, %78 : i64, !llvm.ptr
    %104 = llvm.lshr %46, %20 : i64
    %105 = llvm.and %104, %19 : i64
    %106 = llvm.shl %105, %24 : i64
    %107 = llvm.lshr %45, %20 : i64
    %108 = llvm.and %107, %19 : i64
    %109 = llvm.shl %108, %20 : i64
    %110 = llvm.or %106, %109 : i64
    llvm.store %110, %79 : i64, !llvm.ptr
    %111 = llvm.sub %72, %29 : i64
    %112 = llvm.and %111, %28 : i64
    %113 = llvm.shl %87, %24 : i64
    %114 = llvm.or %112, %113 : i64
    llvm.store %114, %80 : i64, !llvm.ptr
    %115 = llvm.and %88, %28 : i64
    llvm.store %115, %81 : i64, !llvm.ptr
    llvm.store %10, %82 : i64, !llvm.ptr
    llvm.store %9, %83 : i64, !llvm.ptr
    %116 = llvm.ptrtoint %71 : !llvm.ptr to i64
    %117 = llvm.inttoptr %116 : i64 to !llvm.ptr
    %118 = llvm.load %117 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %119 = llvm.insertvalue %118, %2[0] : !llvm_struct_2ed770
    %120 = llvm.insertvalue %54, %1[0] : !llvm_struct_d63ee1
    %121 = llvm.insertvalue %18, %120[1] : !llvm_struct_d63ee1
    %122 = llvm.insertvalue %18, %0[0] : !llvm_struct_7bb797
    %123 = llvm.insertvalue %121, %122[1] : !llvm_struct_7bb797
    %124 = llvm.alloca %31 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %125 = llvm.sext %39 : i32 to i64
    %126 = llvm.sext %38 : i32 to i64
    %127 = llvm.sext %37 : i32 to i64
    %128 = llvm.ptrtoint %34 : !llvm.ptr<1> to i64
    %129 = llvm.getelementptr %124[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %129 : i64, !llvm.ptr
    %130 = llvm.getelementptr %124[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %130 : i64, !llvm.ptr
    %131 = llvm.getelementptr %124[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %131 : i64, !llvm.ptr
    %132 = llvm.getelementptr %124[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %132 : i64, !llvm.ptr
    %133 = llvm.getelementptr %124[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %133 : i64, !llvm.ptr
    %134 = llvm.getelementptr %124[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %134 : i64, !llvm.ptr
    %135 = llvm.getelementptr %124[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %135 : i64, !llvm.ptr
    %136 = llvm.getelementptr %124[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %136 : i64, !llvm.ptr
    %137 = llvm.udiv %128, %26 : i64
    %138 = llvm.and %137, %25 : i64
    %139 = llvm.shl %138, %27 : i64
    llvm.store %139, %129 : i64, !llvm.ptr
    %140 = llvm.sub %126, %29 : i64
    %141 = llvm.sub %127, %29 : i64
    %142 = llvm.mul %140, %41 : i64
    %143 = llvm.mul %141, %40 : i64
    %144 = llvm.add %142, %143 : i64
    %145 = llvm.mul %125, %23 : i64
    %146 = llvm.udiv %145, %23 : i64
    %147 = llvm.add %146, %144 : i64
    %148 = llvm.icmp "uge" %147, %22 : i64
    %149 = llvm.zext %148 : i1 to i64
    %150 = llvm.shl %149, %21 : i64
    %151 = llvm.udiv %41, %26 : i64
    %152 = llvm.shl %151, %24 : i64
    %153 = llvm.or %150, %152 : i64
    %154 = llvm.or %153, %11 : i64
    llvm.store %154, %130 : i64, !llvm.ptr
    %155 = llvm.udiv %40, %26 : i64
    %156 = llvm.and %155, %28 : i64
    llvm.store %156, %131 : i64, !llvm.ptr
    %157 = llvm.lshr %41, %20 : i64
    %158 = llvm.and %157, %19 : i64
    %159 = llvm.shl %158, %24 : i64
    %160 = llvm.lshr %40, %20 : i64
    %161 = llvm.and %160, %19 : i64
    %162 = llvm.shl %161, %20 : i64
    %163 = llvm.or %159, %162 : i64
    llvm.store %163, %132 : i64, !llvm.ptr
    %164 = llvm.sub %125, %29 : i64
    %165 = llvm.and %164, %28 : i64
    %166 = llvm.shl %140, %24 : i64
    %167 = llvm.or %165, %166 : i64
    llvm.store %167, %133 : i64, !llvm.ptr
    %168 = llvm.and %141, %28 : i64
    llvm.store %168, %134 : i64, !llvm.ptr
    llvm.store %10, %135 : i64, !llvm.ptr
    llvm.store %8, %136 : i64, !llvm.ptr
    %169 = llvm.ptrtoint %124 : !llvm.ptr to i64
    %170 = llvm.inttoptr %169 : i64 to !llvm.ptr
    %171 = llvm.load %170 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %172 = llvm.insertvalue %171, %2[0] : !llvm_struct_2ed770
    %173 = llvm.insertvalue %57, %1[0] : !llvm_struct_d63ee1
    %174 = llvm.insertvalue %18, %173[1] : !llvm_struct_d63ee1
    %175 = llvm.insertvalue %18, %0[0] : !llvm_struct_7bb797
    %176 = llvm.insertvalue %174, %175[1] : !llvm_struct_7bb797
    %177 = llvm.mlir.constant(0 : i32) : i32
    %178 = llvm.mlir.constant(1 : i32) : i32
    %179 = llvm.sdiv %49, %17 : i32
    %180 = llvm.mul %179, %17 : i32
    %181 = llvm.icmp "ne" %49, %180 : i32
    %182 = llvm.icmp "slt" %49, %177 : i32
    %183 = llvm.mlir.constant(false) : i1
    %184 = llvm.icmp "eq" %182, %183 : i1
    %185 = llvm.and %181, %184 : i1
    %186 = llvm.add %179, %178 : i32
    %187 = llvm.select %185, %186, %179 : i1, i32
    %188 = llvm.mlir.constant(0 : i32) : i32
    %189 = llvm.mlir.constant(1 : i32) : i32
    %190 = llvm.sdiv %48, %16 : i32
    %191 = llvm.mul %190, %16 : i32
    %192 = llvm.icmp "ne" %48, %191 : i32
    %193 = llvm.icmp "slt" %48, %188 : i32
    %194 = llvm.mlir.constant(false) : i1
    %195 = llvm.icmp "eq" %193, %194 : i1
    %196 = llvm.and %192, %195 : i1
    %197 = llvm.add %190, %189 : i32
    %198 = llvm.select %196, %197, %190 : i1, i32
    %199 = llvm.mlir.constant(1 : i32) : i32
    %200 = llvm.alloca %199 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %201 = llvm.alloca %199 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %202 = llvm.getelementptr %200[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %201, %202 : !llvm.ptr, !llvm.ptr
    %203 = llvm.getelementptr %200[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %14, %203 : i32, !llvm.ptr
    %204 = llvm.getelementptr %200[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %204 : i32, !llvm.ptr
    %205 = llvm.getelementptr %200[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %205 : i32, !llvm.ptr
    %206 = llvm.getelementptr %200[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %15, %206 : i64, !llvm.ptr
    %207 = llvm.getelementptr %200[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %187, %207 : i32, !llvm.ptr
    %208 = llvm.getelementptr %200[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %198, %208 : i32, !llvm.ptr
    %209 = llvm.getelementptr %200[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %47, %209 : i32, !llvm.ptr
    %210 = llvm.getelementptr %200[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %211 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %211, %210 : i32, !llvm.ptr
    %212 = llvm.getelementptr %200[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %212 : !llvm.ptr, !llvm.ptr
    %213 = llvm.alloca %199 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %214 = builtin.unrealized_conversion_cast %213 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %215 = llvm.getelementptr %213[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %200, %215 : !llvm.ptr, !llvm.ptr
    %216 = llvm.getelementptr %213[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %217 = llvm.load %216 : !llvm.ptr -> !llvm.ptr
    %218 = llvm.getelementptr %217[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %219 = llvm.load %218 : !llvm.ptr -> i32
    %220 = llvm.getelementptr %217[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %221 = llvm.load %220 : !llvm.ptr -> !llvm.ptr
    %222 = llvm.mlir.constant(6 : i32) : i32
    %223 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%223 : i32)
  ^bb1(%224: i32):  // 2 preds: ^bb3, ^bb5
    %225 = llvm.getelementptr %221[%224] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %226 = llvm.getelementptr %225[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %222, %226 : i32, !llvm.ptr
    %227 = llvm.getelementptr %225[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %32, %227 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %228 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %229 = llvm.mlir.constant(0 : index) : i64
    %230 = llvm.getelementptr %228[%229, %229] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %231 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %232 = llvm.mlir.constant(0 : index) : i64
    %233 = llvm.getelementptr %231[%232, %232] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %234 = llvm.call @printf(%233, %230) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %235 = llvm.mlir.constant(1 : i32) : i32
    %236 = llvm.add %219, %235 : i32
    llvm.store %236, %218 : i32, !llvm.ptr
    llvm.br ^bb1(%219 : i32)
  ^bb4:  // pred: ^bb7
    %237 = llvm.mlir.constant(17 : i32) : i32
    %238 = llvm.icmp "uge" %219, %237 : i32
    llvm.cond_br %238, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%245 : i32)
  ^bb6:  // pred: ^bb7
    %239 = llvm.getelementptr %221[%245] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %240 = llvm.getelementptr %239[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %241 = llvm.load %240 : !llvm.ptr -> i32
    %242 = llvm.icmp "eq" %241, %222 : i32
    %243 = llvm.mlir.constant(1 : i32) : i32
    %244 = llvm.add %245, %243 : i32
    llvm.cond_br %242, ^bb5, ^bb7(%244 : i32)
  ^bb7(%245: i32):  // 2 preds: ^bb0, ^bb6
    %246 = llvm.icmp "uge" %245, %219 : i32
    llvm.cond_br %246, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %247 = llvm.getelementptr %213[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %248 = llvm.load %247 : !llvm.ptr -> !llvm.ptr
    %249 = llvm.getelementptr %248[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %250 = llvm.load %249 : !llvm.ptr -> i32
    %251 = llvm.getelementptr %248[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %252 = llvm.load %251 : !llvm.ptr -> !llvm.ptr
    %253 = llvm.mlir.constant(4 : i32) : i32
    %254 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%254 : i32)
  ^bb9(%255: i32):  // 2 preds: ^bb11, ^bb13
    %256 = llvm.getelementptr %252[%255] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %257 = llvm.getelementptr %256[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %253, %257 : i32, !llvm.ptr
    %258 = llvm.getelementptr %256[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %259 = llvm.getelementptr %258[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %13, %259 : i32, !llvm.ptr
    %260 = llvm.getelementptr %258[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %13, %260 : i32, !llvm.ptr
    %261 = llvm.getelementptr %258[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %13, %261 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %262 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %263 = llvm.mlir.constant(0 : index) : i64
    %264 = llvm.getelementptr %262[%263, %263] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %265 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %266 = llvm.mlir.constant(0 : index) : i64
    %267 = llvm.getelementptr %265[%266, %266] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %268 = llvm.call @printf(%267, %264) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %269 = llvm.mlir.constant(1 : i32) : i32
    %270 = llvm.add %250, %269 : i32
    llvm.store %270, %249 : i32, !llvm.ptr
    llvm.br ^bb9(%250 : i32)
  ^bb12:  // pred: ^bb15
    %271 = llvm.mlir.constant(17 : i32) : i32
    %272 = llvm.icmp "uge" %250, %271 : i32
    llvm.cond_br %272, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%279 : i32)
  ^bb14:  // pred: ^bb15
    %273 = llvm.getelementptr %252[%279] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %274 = llvm.getelementptr %273[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %275 = llvm.load %274 : !llvm.ptr -> i32
    %276 = llvm.icmp "eq" %275, %253 : i32
    %277 = llvm.mlir.constant(1 : i32) : i32
    %278 = llvm.add %279, %277 : i32
    llvm.cond_br %276, ^bb13, ^bb15(%278 : i32)
  ^bb15(%279: i32):  // 2 preds: ^bb8, ^bb14
    %280 = llvm.icmp "uge" %279, %250 : i32
    llvm.cond_br %280, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %281 = llvm.getelementptr %213[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %282 = llvm.load %281 : !llvm.ptr -> !llvm.ptr
    %283 = llvm.getelementptr %282[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %284 = llvm.load %283 : !llvm.ptr -> i32
    %285 = llvm.getelementptr %282[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %286 = llvm.load %285 : !llvm.ptr -> !llvm.ptr
    %287 = llvm.mlir.constant(2 : i32) : i32
    %288 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb23(%288 : i32)
  ^bb17(%289: i32):  // 2 preds: ^bb19, ^bb21
    %290 = llvm.getelementptr %286[%289] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %291 = llvm.getelementptr %290[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %287, %291 : i32, !llvm.ptr
    %292 = llvm.getelementptr %290[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %32, %292 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %293 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %294 = llvm.mlir.constant(0 : index) : i64
    %295 = llvm.getelementptr %293[%294, %294] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %296 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %297 = llvm.mlir.constant(0 : index) : i64
    %298 = llvm.getelementptr %296[%297, %297] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %299 = llvm.call @printf(%298, %295) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %300 = llvm.mlir.constant(1 : i32) : i32
    %301 = llvm.add %284, %300 : i32
    llvm.store %301, %283 : i32, !llvm.ptr
    llvm.br ^bb17(%284 : i32)
  ^bb20:  // pred: ^bb23
    %302 = llvm.mlir.constant(17 : i32) : i32
    %303 = llvm.icmp "uge" %284, %302 : i32
    llvm.cond_br %303, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%310 : i32)
  ^bb22:  // pred: ^bb23
    %304 = llvm.getelementptr %286[%310] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %305 = llvm.getelementptr %304[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %306 = llvm.load %305 : !llvm.ptr -> i32
    %307 = llvm.icmp "eq" %306, %287 : i32
    %308 = llvm.mlir.constant(1 : i32) : i32
    %309 = llvm.add %310, %308 : i32
    llvm.cond_br %307, ^bb21, ^bb23(%309 : i32)
  ^bb23(%310: i32):  // 2 preds: ^bb16, ^bb22
    %311 = llvm.icmp "uge" %310, %284 : i32
    llvm.cond_br %311, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %312 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0<%214> (%70, %119, %123, %172, %176, %66) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_3a3a74, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_2ed770, !llvm_struct_7bb797, !llvm_struct_0658d3) -> !cuda.result
    %313 = builtin.unrealized_conversion_cast %312 : !cuda.result to i32
    cuda.return_if_error %313 : i32
    llvm.return %32 : i32
  }
  llvm.func @_mlir_ciface_cutlass__tgv_bmm_cutlassope_hb36ae0f5(%arg0: !llvm_struct_0658d3, %arg1: !llvm_struct_0658d3, %arg2: !llvm_struct_0658d3, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass__tgv_bmm_cutlassoperatorsprovide_h9be84ac5(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_0658d3, !llvm_struct_0658d3, !llvm_struct_0658d3, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
