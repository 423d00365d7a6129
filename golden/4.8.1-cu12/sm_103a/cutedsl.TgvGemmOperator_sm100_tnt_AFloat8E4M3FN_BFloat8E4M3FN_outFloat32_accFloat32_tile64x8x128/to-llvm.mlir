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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0' launch shared memory exceeds current GPU arch sm_103a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_103a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_103]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cutlassoperatorspr_hc7e69db5_0(%arg0: !llvm_struct_3a3a74, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm_struct_7bb797, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg4: !llvm_struct_7bb797, %arg5: !llvm_struct_0658d3) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(512 : i32) : i32
      %2 = llvm.mlir.constant(2 : i8) : i8
      %3 = llvm.mlir.constant(false) : i1
      %4 = llvm.mlir.constant(128 : i64) : i64
      %5 = llvm.mlir.constant(1024 : i64) : i64
      %6 = llvm.mlir.constant(31 : i32) : i32
      %7 = llvm.mlir.constant(-1 : i32) : i32
      %8 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %9 = llvm.mlir.constant(32 : i32) : i32
      %10 = llvm.mlir.constant(0 : i32) : i32
      %11 = llvm.mlir.constant(128 : i32) : i32
      %12 = llvm.mlir.constant(8 : i32) : i32
      %13 = llvm.mlir.constant(2 : i32) : i32
      %14 = llvm.mlir.constant(160 : i32) : i32
      %15 = llvm.mlir.constant(64 : i32) : i32
      %16 = llvm.mlir.constant(10000000 : i32) : i32
      %17 = llvm.mlir.constant(8192 : i32) : i32
      %18 = llvm.mlir.constant(7 : i32) : i32
      %19 = llvm.mlir.constant(1024 : i32) : i32
      %20 = llvm.mlir.constant(256 : i32) : i32
      %21 = llvm.mlir.constant(true) : i1
      %22 = llvm.mlir.constant(67239952 : i32) : i32
      %23 = llvm.mlir.constant(13 : i32) : i32
      %24 = llvm.mlir.constant(14 : i32) : i32
      %25 = llvm.mlir.constant(8 : i64) : i64
      %26 = llvm.mlir.constant(2097152 : i32) : i32
      %27 = llvm.mlir.constant(2 : i64) : i64
      %28 = llvm.mlir.constant(16 : i32) : i32
      %29 = llvm.mlir.constant(0 : i8) : i8
      %30 = llvm.mlir.constant(4 : i32) : i32
      %31 = llvm.mlir.constant(1 : i32) : i32
      %32 = llvm.alloca %30 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.alloca %30 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %34 = llvm.alloca %30 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %35 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %36 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %37 = llvm.ptrtoint %8 : !llvm.ptr<3> to i32
      %38 = nvvm.shfl.sync idx %7, %37, %10, %6 : i32 -> i32
      %39 = llvm.zext %38 : i32 to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%40, %5 : !llvm.ptr<3>, i64)] : i1
      %41 = llvm.ptrtoint %40 : !llvm.ptr<3> to i64
      %42 = llvm.inttoptr %41 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%42, %25 : !llvm.ptr<3>, i64)] : i1
      %43 = llvm.getelementptr %40[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %44 = llvm.ptrtoint %43 : !llvm.ptr<3> to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%45, %4 : !llvm.ptr<3>, i64)] : i1
      %46 = llvm.getelementptr %40[65792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %47 = llvm.ptrtoint %46 : !llvm.ptr<3> to i64
      %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%48, %4 : !llvm.ptr<3>, i64)] : i1
      %49 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %50 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %51 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %52 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %53 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %54 = llvm.mul %50, %52 : i32
      %55 = llvm.add %49, %54 : i32
      %56 = llvm.mul %51, %52 : i32
      %57 = llvm.mul %56, %53 : i32
      %58 = llvm.add %55, %57 : i32
      %59 = llvm.sdiv %58, %9 : i32
      %60 = llvm.mul %59, %9 : i32
      %61 = llvm.icmp "ne" %58, %60 : i32
      %62 = llvm.mlir.constant(0 : i32) : i32
      %63 = llvm.icmp "slt" %58, %62 : i32
      %64 = llvm.mlir.constant(false) : i1
      %65 = llvm.icmp "ne" %63, %64 : i1
      %66 = llvm.and %61, %65 : i1
      %67 = llvm.mlir.constant(-1 : i32) : i32
      %68 = llvm.add %59, %67 : i32
      %69 = llvm.select %66, %68, %59 : i1, i32
      %70 = nvvm.shfl.sync idx %7, %69, %10, %6 : i32 -> i32
      %71 = nvvm.shfl.sync idx %7, %70, %10, %6 : i32 -> i32
      %72 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %73 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %74 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %75 = llvm.icmp "eq" %71, %10 : i32
      llvm.cond_br %75, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg3 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %76 = llvm.extractvalue %arg2[1, 0, 1] : !llvm_struct_7bb797
      %77 = llvm.mlir.constant(0 : i32) : i32
      %78 = llvm.mlir.constant(1 : i32) : i32
      %79 = llvm.sdiv %76, %11 : i32
      %80 = llvm.mul %79, %11 : i32
      %81 = llvm.icmp "ne" %76, %80 : i32
      %82 = llvm.icmp "slt" %76, %77 : i32
      %83 = llvm.mlir.constant(false) : i1
      %84 = llvm.icmp "eq" %82, %83 : i1
      %85 = llvm.and %81, %84 : i1
      %86 = llvm.add %79, %78 : i32
      %87 = llvm.select %85, %86, %79 : i1, i32
      %88 = llvm.getelementptr %42[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %89 = llvm.getelementptr %42[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %90 = llvm.getelementptr %42[136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %91 = llvm.getelementptr %42[144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %92 = llvm.getelementptr %42[152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %75, ^bb3, ^bb12
    ^bb3:  // pred: ^bb2
      %93 = nvvm.elect.sync -> i1
      llvm.cond_br %93, ^bb4, ^bb11
    ^bb4:  // pred: ^bb3
      llvm.br ^bb5(%10 : i32)
    ^bb5(%94: i32):  // 2 preds: ^bb4, ^bb6
      %95 = llvm.icmp "slt" %94, %12 : i32
      llvm.cond_br %95, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %96 = llvm.getelementptr %42[%94] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %96, %13 : !llvm.ptr<3>, i32
      %97 = llvm.add %94, %31 : i32
      llvm.br ^bb5(%97 : i32)
    ^bb7:  // pred: ^bb5
      llvm.br ^bb8(%10 : i32)
    ^bb8(%98: i32):  // 2 preds: ^bb7, ^bb9
      %99 = llvm.icmp "slt" %98, %12 : i32
      llvm.cond_br %99, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %100 = llvm.getelementptr %88[%98] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %100, %31 : !llvm.ptr<3>, i32
      %101 = llvm.add %98, %31 : i32
      llvm.br ^bb8(%101 : i32)
    ^bb10:  // pred: ^bb8
      nvvm.mbarrier.init %89, %9 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %90, %31 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %91, %14 : !llvm.ptr<3>, i32
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb3, ^bb10
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb2, ^bb11
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %75, ^bb13, ^bb21
    ^bb13:  // pred: ^bb12
      %102 = llvm.mul %72, %15 overflow<nsw> : i32
      llvm.br ^bb14(%10, %31, %10 : i32, i32, i32)
    ^bb14(%103: i32, %104: i32, %105: i32):  // 2 preds: ^bb13, ^bb19
      %106 = llvm.icmp "slt" %103, %87 : i32
      llvm.cond_br %106, ^bb15, ^bb20
    ^bb15:  // pred: ^bb14
      %107 = llvm.getelementptr %88[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %107, %104, %16 : (!llvm.ptr<3>, i32, i32) -> ()
      %108 = nvvm.elect.sync -> i1
      llvm.cond_br %108, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %109 = llvm.getelementptr %42[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %110 = nvvm.mbarrier.arrive.expect_tx %109, %17 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %111 = llvm.mul %103, %11 overflow<nsw> : i32
      %112 = llvm.mul %105, %17 overflow<nsw> : i32
      %113 = llvm.getelementptr %45[%112] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %114 = llvm.getelementptr %42[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %115 = nvvm.elect.sync -> i1
      llvm.cond_br %115, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      nvvm.cp.async.bulk.tensor.shared.cluster.global %113, %35, %114, box[%111, %102, %74] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %116 = llvm.icmp "eq" %105, %18 : i32
      %117 = llvm.xor %104, %31 : i32
      %118 = llvm.select %116, %117, %104 : i1, i32
      %119 = llvm.add %105, %31 : i32
      %120 = llvm.icmp "eq" %119, %12 : i32
      %121 = llvm.select %120, %10, %119 : i1, i32
      %122 = llvm.add %103, %31 : i32
      llvm.br ^bb14(%122, %118, %121 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb20:  // pred: ^bb14
      llvm.br ^bb74
    ^bb21:  // pred: ^bb12
      %123 = llvm.icmp "eq" %71, %31 : i32
      llvm.cond_br %123, ^bb22, ^bb30
    ^bb22:  // pred: ^bb21
      %124 = llvm.mul %73, %12 overflow<nsw> : i32
      llvm.br ^bb23(%10, %31, %10 : i32, i32, i32)
    ^bb23(%125: i32, %126: i32, %127: i32):  // 2 preds: ^bb22, ^bb28
      %128 = llvm.icmp "slt" %125, %87 : i32
      llvm.cond_br %128, ^bb24, ^bb29
    ^bb24:  // pred: ^bb23
      %129 = llvm.getelementptr %88[%127] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %129, %126, %16 : (!llvm.ptr<3>, i32, i32) -> ()
      %130 = nvvm.elect.sync -> i1
      llvm.cond_br %130, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %131 = llvm.getelementptr %42[%127] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %132 = nvvm.mbarrier.arrive.expect_tx %131, %19 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb24, ^bb25
      %133 = llvm.mul %125, %11 overflow<nsw> : i32
      %134 = llvm.mul %127, %19 overflow<nsw> : i32
      %135 = llvm.getelementptr %48[%134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %136 = llvm.getelementptr %42[%127] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %137 = nvvm.elect.sync -> i1
      llvm.cond_br %137, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      nvvm.cp.async.bulk.tensor.shared.cluster.global %135, %36, %136, box[%133, %124, %74] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %138 = llvm.icmp "eq" %127, %18 : i32
      %139 = llvm.xor %126, %31 : i32
      %140 = llvm.select %138, %139, %126 : i1, i32
      %141 = llvm.add %127, %31 : i32
      %142 = llvm.icmp "eq" %141, %12 : i32
      %143 = llvm.select %142, %10, %141 : i1, i32
      %144 = llvm.add %125, %31 : i32
      llvm.br ^bb23(%144, %140, %143 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb23
      %145 = nvvm.mbarrier.arrive %89, %31 : !llvm.ptr<3> -> i64
      llvm.br ^bb73
    ^bb30:  // pred: ^bb21
      %146 = llvm.icmp "eq" %71, %13 : i32
      llvm.cond_br %146, ^bb31, ^bb58
    ^bb31:  // pred: ^bb30
      %147 = llvm.ptrtoint %45 : !llvm.ptr<3> to i32
      %148 = llvm.lshr %147, %30 : i32
      %149 = nvvm.tcgen05.mma_smem_desc(%148, %31, %15, %29, %3, %2) : (i32, i32, i32, i8, i1, i8) -> i64
      %150 = llvm.ptrtoint %48 : !llvm.ptr<3> to i32
      %151 = llvm.lshr %150, %30 : i32
      %152 = nvvm.tcgen05.mma_smem_desc(%151, %31, %10, %29, %3, %2) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.tcgen05.alloc %92, %20 : !llvm.ptr<3>, i32
      %153 = nvvm.mbarrier.arrive %91, %31 : !llvm.ptr<3> -> i64
      nvvm.tcgen05.relinquish_alloc_permit
      %154 = llvm.load %92 : !llvm.ptr<3> -> i32
      %155 = nvvm.mbarrier.wait.parity %42, %10 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
      %156 = llvm.sub %87, %31 overflow<nsw> : i32
      %157 = llvm.bitcast %149 : i64 to vector<2xi32>
      %158 = llvm.mlir.constant(0 : i64) : i64
      %159 = llvm.extractelement %157[%158 : i64] : vector<2xi32>
      %160 = llvm.bitcast %152 : i64 to vector<2xi32>
      %161 = llvm.mlir.constant(0 : i64) : i64
      %162 = llvm.extractelement %160[%161 : i64] : vector<2xi32>
      %163 = llvm.inttoptr %154 : i32 to !llvm.ptr<6>
      llvm.br ^bb32(%10, %10, %10, %155, %arg0 : i32, i32, i32, i1, !llvm_struct_3a3a74)
    ^bb32(%164: i32, %165: i32, %166: i32, %167: i1, %168: !llvm_struct_3a3a74):  // 2 preds: ^bb31, ^bb54
      %169 = llvm.icmp "slt" %164, %87 : i32
      llvm.cond_br %169, ^bb33, ^bb55
    ^bb33:  // pred: ^bb32
      %170 = llvm.xor %167, %21 : i1
      llvm.cond_br %170, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %171 = llvm.getelementptr %42[%165] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %171, %166, %16 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb35
    ^bb35:  // 2 preds: ^bb33, ^bb34
      %172 = llvm.add %165, %31 : i32
      %173 = llvm.icmp "eq" %172, %12 : i32
      %174 = llvm.select %173, %10, %172 : i1, i32
      llvm.cond_br %173, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %175 = llvm.xor %166, %31 : i32
      llvm.br ^bb38(%175 : i32)
    ^bb37:  // pred: ^bb35
      llvm.br ^bb38(%166 : i32)
    ^bb38(%176: i32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb39
    ^bb39:  // pred: ^bb38
      %177 = llvm.icmp "sgt" %156, %164 : i32
      llvm.cond_br %177, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %178 = llvm.getelementptr %42[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %179 = nvvm.mbarrier.wait.parity %178, %176 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
      llvm.br ^bb42(%179 : i1)
    ^bb41:  // pred: ^bb39
      llvm.br ^bb42(%167 : i1)
    ^bb42(%180: i1):  // 2 preds: ^bb40, ^bb41
      llvm.br ^bb43
    ^bb43:  // pred: ^bb42
      llvm.br ^bb44(%10, %168 : i32, !llvm_struct_3a3a74)
    ^bb44(%181: i32, %182: !llvm_struct_3a3a74):  // 2 preds: ^bb43, ^bb51
      %183 = llvm.icmp "slt" %181, %30 : i32
      llvm.cond_br %183, ^bb45, ^bb52
    ^bb45:  // pred: ^bb44
      %184 = llvm.icmp "eq" %181, %10 : i32
      llvm.cond_br %184, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %185 = llvm.icmp "ne" %164, %10 : i32
      %186 = llvm.insertvalue %185, %182[0] : !llvm_struct_3a3a74
      llvm.br ^bb48(%186 : !llvm_struct_3a3a74)
    ^bb47:  // pred: ^bb45
      %187 = llvm.insertvalue %21, %182[0] : !llvm_struct_3a3a74
      llvm.br ^bb48(%187 : !llvm_struct_3a3a74)
    ^bb48(%188: !llvm_struct_3a3a74):  // 2 preds: ^bb46, ^bb47
      llvm.br ^bb49
    ^bb49:  // pred: ^bb48
      %189 = llvm.mul %181, %13 overflow<nsw> : i32
      %190 = llvm.mul %165, %1 overflow<nsw> : i32
      %191 = llvm.add %189, %190 overflow<nsw> : i32
      %192 = llvm.add %159, %191 : i32
      %193 = llvm.mlir.constant(0 : i64) : i64
      %194 = llvm.insertelement %192, %157[%193 : i64] : vector<2xi32>
      %195 = llvm.bitcast %194 : vector<2xi32> to i64
      %196 = llvm.mul %181, %13 overflow<nsw> : i32
      %197 = llvm.mul %165, %15 overflow<nsw> : i32
      %198 = llvm.add %196, %197 overflow<nsw> : i32
      %199 = llvm.add %162, %198 : i32
      %200 = llvm.mlir.constant(0 : i64) : i64
      %201 = llvm.insertelement %199, %160[%200 : i64] : vector<2xi32>
      %202 = llvm.bitcast %201 : vector<2xi32> to i64
      %203 = llvm.extractvalue %188[1] : !llvm_struct_3a3a74
      %204 = llvm.extractvalue %188[2] : !llvm_struct_3a3a74
      %205 = llvm.extractvalue %188[0] : !llvm_struct_3a3a74
      %206 = llvm.zext %203 : i1 to i32
      %207 = llvm.zext %204 : i1 to i32
      %208 = llvm.shl %206, %23 : i32
      %209 = llvm.shl %207, %24 : i32
      %210 = llvm.or %208, %22 : i32
      %211 = llvm.or %210, %209 : i32
      %212 = llvm.extractvalue %188[3] : !llvm_struct_3a3a74
      %213 = nvvm.elect.sync -> i1
      llvm.cond_br %213, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      nvvm.tcgen05.mma %163, %195, %202, %211, %205 mask = %212 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %214 = llvm.add %181, %31 : i32
      llvm.br ^bb44(%214, %188 : i32, !llvm_struct_3a3a74)
    ^bb52:  // pred: ^bb44
      %215 = nvvm.elect.sync -> i1
      llvm.cond_br %215, ^bb53, ^bb54
    ^bb53:  // pred: ^bb52
      %216 = llvm.getelementptr %88[%165] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.tcgen05.commit %216 : !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %217 = llvm.add %164, %31 : i32
      llvm.br ^bb32(%217, %174, %176, %180, %182 : i32, i32, i32, i1, !llvm_struct_3a3a74)
    ^bb55:  // pred: ^bb32
      %218 = nvvm.elect.sync -> i1
      llvm.cond_br %218, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      nvvm.tcgen05.commit %90 : !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %219 = nvvm.mbarrier.arrive %91, %31 : !llvm.ptr<3> -> i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %91, %31, %16 : (!llvm.ptr<3>, i32, i32) -> ()
      %220 = llvm.inttoptr %154 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %220, %20 : !llvm.ptr<6>, i32
      llvm.br ^bb72
    ^bb58:  // pred: ^bb30
      %221 = llvm.icmp "sge" %71, %30 : i32
      llvm.cond_br %221, ^bb59, ^bb71
    ^bb59:  // pred: ^bb58
      %222 = llvm.sub %49, %11 : i32
      %223 = llvm.extractvalue %arg5[1, 1, 0] : !llvm_struct_0658d3
      %224 = llvm.extractvalue %arg5[1, 1, 1] : !llvm_struct_0658d3
      %225 = llvm.mul %223, %25 overflow<nsw> : i64
      %226 = llvm.extractvalue %arg5[0] : !llvm_struct_0658d3
      %227 = nvvm.mbarrier.arrive %91, %31 : !llvm.ptr<3> -> i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %91, %10, %16 : (!llvm.ptr<3>, i32, i32) -> ()
      %228 = llvm.load %92 : !llvm.ptr<3> -> i32
      %229 = llvm.sdiv %222, %9 : i32
      %230 = llvm.mul %229, %26 overflow<nsw> : i32
      %231 = llvm.add %228, %230 : i32
      %232 = llvm.mul %223, %27 overflow<nsw> : i64
      %233 = llvm.sdiv %222, %30 : i32
      %234 = llvm.srem %222, %30 : i32
      %235 = llvm.sext %234 : i32 to i64
      %236 = llvm.mul %235, %232 overflow<nsw> : i64
      %237 = llvm.sdiv %233, %12 : i32
      %238 = llvm.srem %233, %12 : i32
      %239 = llvm.sext %238 : i32 to i64
      %240 = llvm.add %236, %239 overflow<nsw> : i64
      %241 = llvm.mul %237, %28 overflow<nsw> : i32
      %242 = llvm.sext %241 : i32 to i64
      %243 = llvm.add %240, %242 overflow<nsw> : i64
      %244 = llvm.getelementptr %226[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %245 = llvm.mul %72, %15 overflow<nsw> : i32
      %246 = llvm.sext %73 : i32 to i64
      %247 = llvm.mul %246, %225 overflow<nsw> : i64
      %248 = llvm.sext %245 : i32 to i64
      %249 = llvm.add %248, %247 overflow<nsw> : i64
      %250 = llvm.sext %74 : i32 to i64
      %251 = llvm.mul %250, %224 overflow<nsw> : i64
      %252 = llvm.add %249, %251 overflow<nsw> : i64
      %253 = llvm.getelementptr %244[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %254 = llvm.extractvalue %arg5[1, 0, 0] : !llvm_struct_0658d3
      %255 = llvm.extractvalue %arg5[1, 0, 1] : !llvm_struct_0658d3
      %256 = llvm.extractvalue %arg5[1, 0, 2] : !llvm_struct_0658d3
      %257 = llvm.mul %234, %13 overflow<nsw> : i32
      %258 = llvm.add %238, %241 overflow<nsw> : i32
      %259 = llvm.mul %72, %15 overflow<nsw> : i32
      %260 = llvm.mul %73, %12 overflow<nsw> : i32
      %261 = llvm.add %258, %259 overflow<nsw> : i32
      %262 = llvm.add %257, %260 overflow<nsw> : i32
      llvm.br ^bb60(%10, %10, %10 : i32, i32, i32)
    ^bb60(%263: i32, %264: i32, %265: i32):  // 2 preds: ^bb59, ^bb61
      %266 = llvm.icmp "slt" %263, %30 : i32
      llvm.cond_br %266, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %267 = llvm.srem %264, %30 : i32
      %268 = llvm.sdiv %267, %13 : i32
      %269 = llvm.srem %267, %13 : i32
      %270 = llvm.mul %268, %12 overflow<nsw> : i32
      %271 = llvm.add %261, %270 overflow<nsw> : i32
      %272 = llvm.add %262, %269 overflow<nsw> : i32
      %273 = llvm.icmp "slt" %271, %254 : i32
      %274 = llvm.icmp "slt" %272, %255 : i32
      %275 = llvm.and %273, %274 : i1
      %276 = llvm.icmp "slt" %74, %256 : i32
      %277 = llvm.and %275, %276 : i1
      %278 = llvm.zext %277 : i1 to i8
      %279 = llvm.getelementptr %32[%264] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      llvm.store %278, %279 {alignment = 1 : i64} : i8, !llvm.ptr
      %280 = llvm.add %264, %31 : i32
      %281 = llvm.icmp "eq" %280, %30 : i32
      %282 = llvm.select %281, %10, %280 : i1, i32
      %283 = llvm.add %264, %31 : i32
      %284 = llvm.add %265, %31 : i32
      %285 = llvm.icmp "eq" %283, %30 : i32
      %286 = llvm.select %285, %284, %265 : i1, i32
      %287 = llvm.add %263, %31 : i32
      llvm.br ^bb60(%287, %282, %286 : i32, i32, i32)
    ^bb62:  // pred: ^bb60
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %89, %10, %16 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %90, %10, %16 : (!llvm.ptr<3>, i32, i32) -> ()
      %288 = llvm.inttoptr %231 : i32 to !llvm.ptr<6>
      %289 = nvvm.tcgen05.ld %288 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
      llvm.store %289, %34 : vector<4xi32>, !llvm.ptr
      nvvm.tcgen05.wait <load>
      %290 = nvvm.mbarrier.arrive %91, %31 : !llvm.ptr<3> -> i64
      %291 = llvm.load %34 {alignment = 32 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %291, %33 {alignment = 32 : i64} : vector<4xf32>, !llvm.ptr
      %292 = llvm.load %32 {alignment = 32 : i64} : !llvm.ptr -> i8
      %293 = llvm.icmp "ne" %292, %29 : i8
      llvm.cond_br %293, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %294 = llvm.load %33 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %294, %253 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb64
    ^bb64:  // 2 preds: ^bb62, ^bb63
      %295 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %296 = llvm.load %295 {alignment = 1 : i64} : !llvm.ptr -> i8
      %297 = llvm.icmp "ne" %296, %29 : i8
      llvm.cond_br %297, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %298 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.load %298 {alignment = 4 : i64} : !llvm.ptr -> f32
      %300 = llvm.getelementptr %253[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %299, %300 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %301 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %302 = llvm.load %301 {alignment = 2 : i64} : !llvm.ptr -> i8
      %303 = llvm.icmp "ne" %302, %29 : i8
      llvm.cond_br %303, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %304 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.load %304 {alignment = 8 : i64} : !llvm.ptr -> f32
      %306 = llvm.getelementptr %253[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %305, %306 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %307 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %308 = llvm.load %307 {alignment = 1 : i64} : !llvm.ptr -> i8
      %309 = llvm.icmp "ne" %308, %29 : i8
      llvm.cond_br %309, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %310 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.load %310 {alignment = 4 : i64} : !llvm.ptr -> f32
      %312 = llvm.add %223, %25 overflow<nsw> : i64
      %313 = llvm.getelementptr %253[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %311, %313 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb58, ^bb70
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb57, ^bb71
      llvm.br ^bb73
    ^bb73:  // 2 preds: ^bb29, ^bb72
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb20, ^bb73
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
    %8 = llvm.mlir.constant(7 : i64) : i64
    %9 = llvm.mlir.constant(63 : i64) : i64
    %10 = llvm.mlir.constant(9151314442816847872 : i64) : i64
    %11 = llvm.mlir.constant(286754 : i64) : i64
    %12 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(256 : i32) : i32
    %15 = llvm.mlir.constant(73984 : i64) : i64
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
