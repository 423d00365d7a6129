!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_31b33a = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 2, 1, 40>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(33554432 : i64) : i64
      %1 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %2 = llvm.mlir.constant(274877906944 : i64) : i64
      %3 = llvm.mlir.zero : i64
      %4 = llvm.mlir.constant(224 : i32) : i32
      %5 = llvm.mlir.constant(160 : i32) : i32
      %6 = llvm.mlir.constant(96 : i32) : i32
      %7 = llvm.mlir.constant(3 : i64) : i64
      %8 = llvm.mlir.constant(384 : i64) : i64
      %9 = llvm.mlir.constant(384 : i32) : i32
      %10 = llvm.mlir.constant(16383 : i32) : i32
      %11 = llvm.mlir.constant(192 : i32) : i32
      %12 = llvm.mlir.constant(16384 : i32) : i32
      %13 = llvm.mlir.constant(8192 : i32) : i32
      %14 = llvm.mlir.constant(1024 : i32) : i32
      %15 = llvm.mlir.constant(1024 : i64) : i64
      %16 = llvm.mlir.constant(31 : i32) : i32
      %17 = llvm.mlir.constant(-1 : i32) : i32
      %18 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %19 = llvm.mlir.constant(32 : i32) : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.mlir.constant(2 : i32) : i32
      %22 = llvm.mlir.constant(true) : i1
      %23 = llvm.mlir.constant(2048 : i32) : i32
      %24 = llvm.mlir.constant(64 : i32) : i32
      %25 = llvm.mlir.constant(40 : i32) : i32
      %26 = llvm.mlir.constant(20 : i32) : i32
      %27 = llvm.mlir.constant(4 : i32) : i32
      %28 = llvm.mlir.constant(9 : i32) : i32
      %29 = llvm.mlir.constant(10000000 : i32) : i32
      %30 = llvm.mlir.constant(49152 : i32) : i32
      %31 = llvm.mlir.constant(3 : i16) : i16
      %32 = llvm.mlir.constant(4096 : i32) : i32
      %33 = llvm.mlir.constant(8 : i32) : i32
      %34 = llvm.mlir.constant(256 : i32) : i32
      %35 = llvm.mlir.constant(512 : i32) : i32
      %36 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %37 = llvm.mlir.constant(128 : i32) : i32
      %38 = llvm.mlir.constant(16 : i32) : i32
      %39 = llvm.mlir.constant(1 : i32) : i32
      %40 = llvm.alloca %38 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %38 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.alloca %37 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %44 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %45 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %46 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %47 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %48 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %49 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %50 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %51 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %52 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %53 = llvm.ptrtoint %18 : !llvm.ptr<3> to i32
      %54 = nvvm.shfl.sync idx %17, %53, %20, %16 : i32 -> i32
      %55 = llvm.zext %54 : i32 to i64
      %56 = llvm.inttoptr %55 : i64 to !llvm.ptr<3>
      llvm.intr.assume %22 ["align"(%56, %15 : !llvm.ptr<3>, i64)] : i1
      %57 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %58 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %59 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %60 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %61 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %62 = llvm.mul %58, %60 : i32
      %63 = llvm.add %57, %62 : i32
      %64 = llvm.mul %59, %60 : i32
      %65 = llvm.mul %64, %61 : i32
      %66 = llvm.add %63, %65 : i32
      %67 = llvm.sdiv %66, %19 : i32
      %68 = llvm.mul %67, %19 : i32
      %69 = llvm.icmp "ne" %66, %68 : i32
      %70 = llvm.mlir.constant(0 : i32) : i32
      %71 = llvm.icmp "slt" %66, %70 : i32
      %72 = llvm.mlir.constant(false) : i1
      %73 = llvm.icmp "ne" %71, %72 : i1
      %74 = llvm.and %69, %73 : i1
      %75 = llvm.mlir.constant(-1 : i32) : i32
      %76 = llvm.add %67, %75 : i32
      %77 = llvm.select %74, %76, %67 : i1, i32
      %78 = nvvm.shfl.sync idx %17, %77, %20, %16 : i32 -> i32
      %79 = nvvm.shfl.sync idx %17, %78, %20, %16 : i32 -> i32
      %80 = llvm.sdiv %57, %37 : i32
      %81 = llvm.mul %80, %37 : i32
      %82 = llvm.icmp "ne" %57, %81 : i32
      %83 = llvm.mlir.constant(0 : i32) : i32
      %84 = llvm.icmp "slt" %57, %83 : i32
      %85 = llvm.mlir.constant(false) : i1
      %86 = llvm.icmp "ne" %84, %85 : i1
      %87 = llvm.and %82, %86 : i1
      %88 = llvm.mlir.constant(-1 : i32) : i32
      %89 = llvm.add %80, %88 : i32
      %90 = llvm.select %87, %89, %80 : i1, i32
      %91 = nvvm.shfl.sync idx %17, %90, %20, %16 : i32 -> i32
      %92 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %93 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %94 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %95 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %96 = llvm.icmp "eq" %79, %20 : i32
      llvm.cond_br %96, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg0 : !llvm.ptr
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %97 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %98 = nvvm.shfl.sync idx %17, %97, %20, %16 : i32 -> i32
      %99 = llvm.srem %98, %21 : i32
      %100 = llvm.srem %99, %21 : i32
      %101 = llvm.getelementptr %56[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %102 = llvm.getelementptr %56[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %103 = llvm.getelementptr %56[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %96, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %104 = nvvm.elect.sync -> i1
      llvm.cond_br %104, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.mbarrier.init %56, %39 : !llvm.ptr<3>, i32
      %105 = llvm.getelementptr %56[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %105, %39 : !llvm.ptr<3>, i32
      %106 = llvm.getelementptr %56[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %106, %39 : !llvm.ptr<3>, i32
      %107 = llvm.getelementptr %56[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %107, %39 : !llvm.ptr<3>, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %108 = llvm.getelementptr %56[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %96, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %109 = nvvm.elect.sync -> i1
      llvm.cond_br %109, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      nvvm.mbarrier.init %108, %38 : !llvm.ptr<3>, i32
      %110 = llvm.getelementptr %56[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %110, %38 : !llvm.ptr<3>, i32
      %111 = llvm.getelementptr %56[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %111, %38 : !llvm.ptr<3>, i32
      %112 = llvm.getelementptr %56[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %112, %38 : !llvm.ptr<3>, i32
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %113 = llvm.srem %57, %19 : i32
      %114 = llvm.icmp "slt" %113, %21 : i32
      %115 = llvm.srem %113, %21 : i32
      %116 = llvm.srem %115, %21 : i32
      %117 = llvm.srem %98, %21 : i32
      %118 = llvm.icmp "eq" %116, %117 : i32
      %119 = llvm.zext %118 : i1 to i32
      %120 = llvm.select %118, %119, %39 : i1, i32
      %121 = llvm.icmp "ne" %120, %20 : i32
      %122 = llvm.and %114, %121 : i1
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %123 = llvm.mul %100, %23 overflow<nsw> : i32
      %124 = llvm.sdiv %123, %24 : i32
      %125 = llvm.getelementptr %102[%123] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cluster.wait
      %126 = llvm.icmp "eq" %91, %20 : i32
      llvm.cond_br %126, ^bb11, ^bb50
    ^bb11:  // pred: ^bb10
      nvvm.setmaxregister decrease 40
      llvm.cond_br %96, ^bb12, ^bb49
    ^bb12:  // pred: ^bb11
      llvm.br ^bb13(%94, %20, %20, %39 : i32, i32, i32, i32)
    ^bb13(%127: i32, %128: i32, %129: i32, %130: i32):  // 2 preds: ^bb12, ^bb35
      %131 = llvm.icmp "slt" %127, %25 : i32
      llvm.cond_br %131, ^bb14(%127, %128, %129, %130 : i32, i32, i32, i32), ^bb36
    ^bb14(%132: i32, %133: i32, %134: i32, %135: i32):  // pred: ^bb13
      %136 = llvm.sdiv %132, %26 : i32
      %137 = llvm.mul %136, %26 : i32
      %138 = llvm.icmp "ne" %132, %137 : i32
      %139 = llvm.mlir.constant(0 : i32) : i32
      %140 = llvm.icmp "slt" %132, %139 : i32
      %141 = llvm.mlir.constant(false) : i1
      %142 = llvm.icmp "ne" %140, %141 : i1
      %143 = llvm.and %138, %142 : i1
      %144 = llvm.mlir.constant(-1 : i32) : i32
      %145 = llvm.add %136, %144 : i32
      %146 = llvm.select %143, %145, %136 : i1, i32
      %147 = llvm.mul %146, %26 : i32
      %148 = llvm.sub %132, %147 : i32
      %149 = llvm.sdiv %148, %26 : i32
      %150 = llvm.mul %149, %26 : i32
      %151 = llvm.icmp "ne" %148, %150 : i32
      %152 = llvm.mlir.constant(0 : i32) : i32
      %153 = llvm.icmp "slt" %148, %152 : i32
      %154 = llvm.mlir.constant(false) : i1
      %155 = llvm.icmp "ne" %153, %154 : i1
      %156 = llvm.and %151, %155 : i1
      %157 = llvm.mlir.constant(-1 : i32) : i32
      %158 = llvm.add %149, %157 : i32
      %159 = llvm.select %156, %158, %149 : i1, i32
      %160 = llvm.mul %159, %27 : i32
      %161 = llvm.sub %27, %160 : i32
      %162 = llvm.intr.smin(%161, %27) : (i32, i32) -> i32
      %163 = llvm.mul %159, %26 : i32
      %164 = llvm.sub %148, %163 : i32
      %165 = llvm.srem %164, %162 : i32
      %166 = llvm.add %160, %165 : i32
      %167 = llvm.sdiv %164, %162 : i32
      %168 = llvm.mul %167, %162 : i32
      %169 = llvm.icmp "ne" %164, %168 : i32
      %170 = llvm.mlir.constant(0 : i32) : i32
      %171 = llvm.icmp "slt" %164, %170 : i32
      %172 = llvm.icmp "slt" %162, %170 : i32
      %173 = llvm.icmp "ne" %171, %172 : i1
      %174 = llvm.and %169, %173 : i1
      %175 = llvm.mlir.constant(-1 : i32) : i32
      %176 = llvm.add %167, %175 : i32
      %177 = llvm.select %174, %176, %167 : i1, i32
      %178 = llvm.mul %166, %21 : i32
      %179 = llvm.add %178, %92 : i32
      %180 = llvm.add %177, %93 : i32
      llvm.br ^bb15(%20, %133, %134, %135 : i32, i32, i32, i32)
    ^bb15(%181: i32, %182: i32, %183: i32, %184: i32):  // 2 preds: ^bb14, ^bb34
      %185 = llvm.icmp "slt" %181, %28 : i32
      llvm.cond_br %185, ^bb16, ^bb35
    ^bb16:  // pred: ^bb15
      %186 = llvm.getelementptr %108[%183] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %186, %184, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %187 = nvvm.elect.sync -> i1
      llvm.cond_br %187, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %188 = llvm.getelementptr %56[%183] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %189 = nvvm.mbarrier.arrive.expect_tx %188, %30 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %190 = llvm.getelementptr %56[%183] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %191 = llvm.mul %179, %37 overflow<nsw> : i32
      %192 = llvm.mul %181, %24 overflow<nsw> : i32
      %193 = llvm.mul %183, %13 overflow<nsw> : i32
      %194 = llvm.getelementptr %101[%193] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %195 = nvvm.elect.sync -> i1
      llvm.cond_br %195, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      nvvm.cp.async.bulk.tensor.shared.cluster.global %194, %43, %190, box[%191, %192, %146] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %196 = llvm.add %191, %24 overflow<nsw> : i32
      %197 = llvm.getelementptr %194[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %198 = nvvm.elect.sync -> i1
      llvm.cond_br %198, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      nvvm.cp.async.bulk.tensor.shared.cluster.global %197, %43, %190, box[%196, %192, %146] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %199 = llvm.mul %180, %34 overflow<nsw> : i32
      %200 = llvm.mul %181, %24 overflow<nsw> : i32
      %201 = llvm.add %124, %200 overflow<nsw> : i32
      %202 = llvm.mul %183, %12 overflow<nsw> : i32
      %203 = llvm.getelementptr %125[%202] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %204 = nvvm.elect.sync -> i1
      llvm.cond_br %204, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %205 = llvm.addrspacecast %203 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %205, %44, %190, box[%199, %201, %146] multicast_mask = %31 l2_cache_hint = %3 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %206 = llvm.add %199, %24 overflow<nsw> : i32
      %207 = llvm.getelementptr %203[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %208 = nvvm.elect.sync -> i1
      llvm.cond_br %208, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %209 = llvm.addrspacecast %207 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %209, %44, %190, box[%206, %201, %146] multicast_mask = %31 l2_cache_hint = %3 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb24, ^bb25
      %210 = llvm.add %199, %37 overflow<nsw> : i32
      %211 = llvm.getelementptr %203[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %212 = nvvm.elect.sync -> i1
      llvm.cond_br %212, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %213 = llvm.addrspacecast %211 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %213, %44, %190, box[%210, %201, %146] multicast_mask = %31 l2_cache_hint = %3 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %214 = llvm.add %199, %11 overflow<nsw> : i32
      %215 = llvm.getelementptr %203[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %216 = nvvm.elect.sync -> i1
      llvm.cond_br %216, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %217 = llvm.addrspacecast %215 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %217, %44, %190, box[%214, %201, %146] multicast_mask = %31 l2_cache_hint = %3 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %218 = llvm.add %183, %39 : i32
      %219 = llvm.add %182, %39 : i32
      %220 = llvm.icmp "eq" %218, %27 : i32
      %221 = llvm.select %220, %20, %218 : i1, i32
      llvm.cond_br %220, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %222 = llvm.xor %184, %39 : i32
      llvm.br ^bb33(%222 : i32)
    ^bb32:  // pred: ^bb30
      llvm.br ^bb33(%184 : i32)
    ^bb33(%223: i32):  // 2 preds: ^bb31, ^bb32
      llvm.br ^bb34
    ^bb34:  // pred: ^bb33
      %224 = llvm.add %181, %39 : i32
      llvm.br ^bb15(%224, %219, %221, %223 : i32, i32, i32, i32)
    ^bb35:  // pred: ^bb15
      %225 = llvm.add %132, %95 : i32
      llvm.br ^bb13(%225, %182, %183, %184 : i32, i32, i32, i32)
    ^bb36:  // pred: ^bb13
      %226 = llvm.getelementptr %108[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %226, %130, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %227 = llvm.add %129, %39 : i32
      %228 = llvm.icmp "eq" %227, %27 : i32
      %229 = llvm.select %228, %20, %227 : i1, i32
      llvm.cond_br %228, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %230 = llvm.xor %130, %39 : i32
      llvm.br ^bb39(%230 : i32)
    ^bb38:  // pred: ^bb36
      llvm.br ^bb39(%130 : i32)
    ^bb39(%231: i32):  // 2 preds: ^bb37, ^bb38
      llvm.br ^bb40
    ^bb40:  // pred: ^bb39
      %232 = llvm.getelementptr %108[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %232, %231, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %233 = llvm.add %229, %39 : i32
      %234 = llvm.icmp "eq" %233, %27 : i32
      %235 = llvm.select %234, %20, %233 : i1, i32
      llvm.cond_br %234, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %236 = llvm.xor %231, %39 : i32
      llvm.br ^bb43(%236 : i32)
    ^bb42:  // pred: ^bb40
      llvm.br ^bb43(%231 : i32)
    ^bb43(%237: i32):  // 2 preds: ^bb41, ^bb42
      llvm.br ^bb44
    ^bb44:  // pred: ^bb43
      %238 = llvm.getelementptr %108[%235] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %238, %237, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %239 = llvm.add %235, %39 : i32
      %240 = llvm.icmp "eq" %239, %27 : i32
      %241 = llvm.select %240, %20, %239 : i1, i32
      llvm.cond_br %240, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      %242 = llvm.xor %237, %39 : i32
      llvm.br ^bb47(%242 : i32)
    ^bb46:  // pred: ^bb44
      llvm.br ^bb47(%237 : i32)
    ^bb47(%243: i32):  // 2 preds: ^bb45, ^bb46
      llvm.br ^bb48
    ^bb48:  // pred: ^bb47
      %244 = llvm.getelementptr %108[%241] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %244, %243, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb11, ^bb48
      llvm.br ^bb117
    ^bb50:  // pred: ^bb10
      nvvm.setmaxregister increase 232
      %245 = llvm.sub %57, %37 : i32
      %246 = llvm.sdiv %245, %37 : i32
      %247 = llvm.srem %246, %21 : i32
      %248 = llvm.srem %247, %21 : i32
      %249 = llvm.mul %248, %32 overflow<nsw> : i32
      %250 = llvm.getelementptr %101[%249] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %251 = llvm.ptrtoint %250 : !llvm.ptr<3> to i32
      %252 = llvm.lshr %251, %27 : i32
      %253 = llvm.and %252, %10 : i32
      %254 = llvm.zext %253 : i32 to i64
      %255 = llvm.or %254, %2 : i64
      %256 = llvm.or %255, %1 : i64
      %257 = llvm.ptrtoint %102 : !llvm.ptr<3> to i32
      %258 = llvm.lshr %257, %27 : i32
      %259 = llvm.and %258, %10 : i32
      %260 = llvm.zext %259 : i32 to i64
      %261 = llvm.or %260, %0 : i64
      %262 = llvm.or %261, %2 : i64
      %263 = llvm.or %262, %1 : i64
      %264 = llvm.sdiv %245, %33 : i32
      %265 = llvm.srem %245, %33 : i32
      %266 = llvm.mul %265, %19 overflow<nsw> : i32
      %267 = llvm.sdiv %264, %21 : i32
      %268 = llvm.srem %264, %21 : i32
      %269 = llvm.mul %268, %34 overflow<nsw> : i32
      %270 = llvm.add %266, %269 overflow<nsw> : i32
      %271 = llvm.sdiv %267, %21 : i32
      %272 = llvm.srem %267, %21 : i32
      %273 = llvm.mul %272, %33 overflow<nsw> : i32
      %274 = llvm.add %270, %273 overflow<nsw> : i32
      %275 = llvm.mul %271, %35 overflow<nsw> : i32
      %276 = llvm.add %274, %275 overflow<nsw> : i32
      %277 = llvm.getelementptr %103[%276] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %278 = llvm.bitcast %256 : i64 to vector<2xi32>
      %279 = llvm.mlir.constant(0 : i64) : i64
      %280 = llvm.extractelement %278[%279 : i64] : vector<2xi32>
      %281 = llvm.bitcast %263 : i64 to vector<2xi32>
      %282 = llvm.mlir.constant(0 : i64) : i64
      %283 = llvm.extractelement %281[%282 : i64] : vector<2xi32>
      %284 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %42[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %42[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %42[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %42[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %42[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %42[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %42[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %42[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %42[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %42[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %42[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %42[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %42[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %42[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %42[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %42[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %42[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %42[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %42[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %42[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %42[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %42[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %42[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %42[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %42[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %42[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %42[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %42[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %42[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %42[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %42[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %42[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %42[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %42[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %42[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %42[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %42[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %42[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %42[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %42[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %42[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %42[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %42[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %42[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %42[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %42[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %42[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %42[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %42[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %42[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %42[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %42[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %42[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %42[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %42[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %42[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %42[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %42[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %42[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %42[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %42[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %42[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %42[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %42[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %42[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %42[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %42[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %42[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %42[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %42[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %42[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %42[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %42[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %42[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %42[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %42[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %42[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %42[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %42[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %42[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %42[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %42[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %42[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %42[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %42[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %42[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %42[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %42[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %42[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %42[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %42[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %42[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %42[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %42[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %42[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %42[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %42[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %42[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %42[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %42[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %42[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %42[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %42[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %42[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %42[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %42[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %42[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %42[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %42[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %42[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.bitcast %256 : i64 to vector<2xi32>
      %412 = llvm.mlir.constant(0 : i64) : i64
      %413 = llvm.extractelement %411[%412 : i64] : vector<2xi32>
      %414 = llvm.bitcast %263 : i64 to vector<2xi32>
      %415 = llvm.mlir.constant(0 : i64) : i64
      %416 = llvm.extractelement %414[%415 : i64] : vector<2xi32>
      %417 = llvm.bitcast %256 : i64 to vector<2xi32>
      %418 = llvm.mlir.constant(0 : i64) : i64
      %419 = llvm.extractelement %417[%418 : i64] : vector<2xi32>
      %420 = llvm.bitcast %263 : i64 to vector<2xi32>
      %421 = llvm.mlir.constant(0 : i64) : i64
      %422 = llvm.extractelement %420[%421 : i64] : vector<2xi32>
      %423 = llvm.bitcast %256 : i64 to vector<2xi32>
      %424 = llvm.mlir.constant(0 : i64) : i64
      %425 = llvm.extractelement %423[%424 : i64] : vector<2xi32>
      %426 = llvm.bitcast %263 : i64 to vector<2xi32>
      %427 = llvm.mlir.constant(0 : i64) : i64
      %428 = llvm.extractelement %426[%427 : i64] : vector<2xi32>
      %429 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %439 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %441 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %443 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.getelementptr %41[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %447 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.getelementptr %41[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %449 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %450 = llvm.getelementptr %41[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %451 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.getelementptr %41[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %453 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %454 = llvm.getelementptr %41[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %455 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %456 = llvm.getelementptr %41[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %457 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %458 = llvm.getelementptr %41[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %459 = llvm.icmp "eq" %79, %27 : i32
      %460 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %461 = llvm.getelementptr %42[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %462 = llvm.getelementptr %42[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %463 = llvm.getelementptr %42[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %464 = llvm.getelementptr %42[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %465 = llvm.getelementptr %42[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %466 = llvm.getelementptr %42[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %467 = llvm.getelementptr %42[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %468 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %469 = llvm.getelementptr %42[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %470 = llvm.getelementptr %42[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %471 = llvm.getelementptr %42[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %472 = llvm.getelementptr %42[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %473 = llvm.getelementptr %42[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %474 = llvm.getelementptr %42[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %475 = llvm.getelementptr %42[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %476 = llvm.getelementptr %42[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %477 = llvm.getelementptr %42[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %478 = llvm.getelementptr %42[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %479 = llvm.getelementptr %42[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %480 = llvm.getelementptr %42[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %481 = llvm.getelementptr %42[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %482 = llvm.getelementptr %42[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %483 = llvm.getelementptr %42[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %484 = llvm.getelementptr %42[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %485 = llvm.getelementptr %42[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %486 = llvm.getelementptr %42[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %487 = llvm.getelementptr %42[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %488 = llvm.getelementptr %42[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %489 = llvm.getelementptr %42[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %490 = llvm.getelementptr %42[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %491 = llvm.getelementptr %42[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %492 = llvm.getelementptr %42[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %493 = llvm.getelementptr %42[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %494 = llvm.getelementptr %42[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %495 = llvm.getelementptr %42[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %496 = llvm.getelementptr %42[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %497 = llvm.getelementptr %42[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %498 = llvm.getelementptr %42[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %499 = llvm.getelementptr %42[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %500 = llvm.getelementptr %42[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %501 = llvm.getelementptr %42[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %502 = llvm.getelementptr %42[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %503 = llvm.getelementptr %42[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %504 = llvm.getelementptr %42[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %505 = llvm.getelementptr %42[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %506 = llvm.getelementptr %42[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %507 = llvm.getelementptr %42[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %508 = llvm.getelementptr %42[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %509 = llvm.getelementptr %42[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %510 = llvm.getelementptr %42[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %511 = llvm.getelementptr %42[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %512 = llvm.getelementptr %42[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %513 = llvm.getelementptr %42[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %514 = llvm.getelementptr %42[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %515 = llvm.getelementptr %42[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %516 = llvm.getelementptr %42[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %517 = llvm.getelementptr %42[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %518 = llvm.getelementptr %42[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %519 = llvm.getelementptr %42[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %520 = llvm.getelementptr %42[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %521 = llvm.getelementptr %42[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %522 = llvm.getelementptr %42[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %523 = llvm.getelementptr %42[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %524 = llvm.getelementptr %42[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %525 = llvm.getelementptr %42[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %526 = llvm.getelementptr %42[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %527 = llvm.getelementptr %42[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %528 = llvm.getelementptr %42[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %529 = llvm.getelementptr %42[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %530 = llvm.getelementptr %42[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %531 = llvm.getelementptr %42[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %532 = llvm.getelementptr %42[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %533 = llvm.getelementptr %42[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %534 = llvm.getelementptr %42[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %535 = llvm.getelementptr %42[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %536 = llvm.getelementptr %42[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %537 = llvm.getelementptr %42[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %538 = llvm.getelementptr %42[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %539 = llvm.getelementptr %42[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %540 = llvm.getelementptr %42[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %541 = llvm.getelementptr %42[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %542 = llvm.getelementptr %42[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %543 = llvm.getelementptr %42[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %544 = llvm.getelementptr %42[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %545 = llvm.getelementptr %42[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %546 = llvm.getelementptr %42[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %547 = llvm.getelementptr %42[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %548 = llvm.getelementptr %42[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %549 = llvm.getelementptr %42[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %550 = llvm.getelementptr %42[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %551 = llvm.getelementptr %42[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %552 = llvm.getelementptr %42[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %553 = llvm.getelementptr %42[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %554 = llvm.getelementptr %42[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %555 = llvm.getelementptr %42[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %556 = llvm.getelementptr %42[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %557 = llvm.getelementptr %42[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %558 = llvm.getelementptr %42[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %559 = llvm.getelementptr %42[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %560 = llvm.getelementptr %42[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %561 = llvm.getelementptr %42[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %562 = llvm.getelementptr %42[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %563 = llvm.getelementptr %42[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %564 = llvm.getelementptr %42[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %565 = llvm.getelementptr %42[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %566 = llvm.getelementptr %42[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %567 = llvm.getelementptr %42[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %568 = llvm.getelementptr %42[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %569 = llvm.getelementptr %42[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %570 = llvm.getelementptr %42[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %571 = llvm.getelementptr %42[127] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb51(%20, %94, %arg3, %20, %20, %20, %20, %20, %20 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb51(%572: i32, %573: i32, %574: !llvm.struct<(i1)>, %575: i32, %576: i32, %577: i32, %578: i32, %579: i32, %580: i32):  // 2 preds: ^bb50, ^bb115
      %581 = llvm.icmp "slt" %573, %25 : i32
      llvm.cond_br %581, ^bb52(%572, %573, %574, %575, %576, %577, %578, %579, %580 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb116
    ^bb52(%582: i32, %583: i32, %584: !llvm.struct<(i1)>, %585: i32, %586: i32, %587: i32, %588: i32, %589: i32, %590: i32):  // pred: ^bb51
      %591 = llvm.sdiv %583, %26 : i32
      %592 = llvm.mul %591, %26 : i32
      %593 = llvm.icmp "ne" %583, %592 : i32
      %594 = llvm.mlir.constant(0 : i32) : i32
      %595 = llvm.icmp "slt" %583, %594 : i32
      %596 = llvm.mlir.constant(false) : i1
      %597 = llvm.icmp "ne" %595, %596 : i1
      %598 = llvm.and %593, %597 : i1
      %599 = llvm.mlir.constant(-1 : i32) : i32
      %600 = llvm.add %591, %599 : i32
      %601 = llvm.select %598, %600, %591 : i1, i32
      %602 = llvm.mul %601, %26 : i32
      %603 = llvm.sub %583, %602 : i32
      %604 = llvm.sdiv %603, %26 : i32
      %605 = llvm.mul %604, %26 : i32
      %606 = llvm.icmp "ne" %603, %605 : i32
      %607 = llvm.mlir.constant(0 : i32) : i32
      %608 = llvm.icmp "slt" %603, %607 : i32
      %609 = llvm.mlir.constant(false) : i1
      %610 = llvm.icmp "ne" %608, %609 : i1
      %611 = llvm.and %606, %610 : i1
      %612 = llvm.mlir.constant(-1 : i32) : i32
      %613 = llvm.add %604, %612 : i32
      %614 = llvm.select %611, %613, %604 : i1, i32
      %615 = llvm.mul %614, %27 : i32
      %616 = llvm.sub %27, %615 : i32
      %617 = llvm.intr.smin(%616, %27) : (i32, i32) -> i32
      %618 = llvm.mul %614, %26 : i32
      %619 = llvm.sub %603, %618 : i32
      %620 = llvm.srem %619, %617 : i32
      %621 = llvm.add %615, %620 : i32
      %622 = llvm.sdiv %619, %617 : i32
      %623 = llvm.mul %622, %617 : i32
      %624 = llvm.icmp "ne" %619, %623 : i32
      %625 = llvm.mlir.constant(0 : i32) : i32
      %626 = llvm.icmp "slt" %619, %625 : i32
      %627 = llvm.icmp "slt" %617, %625 : i32
      %628 = llvm.icmp "ne" %626, %627 : i1
      %629 = llvm.and %624, %628 : i1
      %630 = llvm.mlir.constant(-1 : i32) : i32
      %631 = llvm.add %622, %630 : i32
      %632 = llvm.select %629, %631, %622 : i1, i32
      %633 = llvm.mul %621, %21 : i32
      %634 = llvm.add %633, %92 : i32
      %635 = llvm.add %632, %93 : i32
      llvm.store %36, %42 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %636 = llvm.insertvalue %22, %584[0] : !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      llvm.br ^bb53(%20, %585, %586, %587, %588, %589, %590 : i32, i32, i32, i32, i32, i32, i32)
    ^bb53(%637: i32, %638: i32, %639: i32, %640: i32, %641: i32, %642: i32, %643: i32):  // 2 preds: ^bb52, ^bb68
      %644 = llvm.icmp "slt" %637, %28 : i32
      llvm.cond_br %644, ^bb54, ^bb69
    ^bb54:  // pred: ^bb53
      %645 = llvm.getelementptr %56[%642] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %645, %643, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %646 = llvm.mul %642, %14 overflow<nsw> : i32
      %647 = llvm.add %280, %646 : i32
      %648 = llvm.mlir.constant(0 : i64) : i64
      %649 = llvm.insertelement %647, %278[%648 : i64] : vector<2xi32>
      %650 = llvm.bitcast %649 : vector<2xi32> to i64
      %651 = llvm.mul %642, %23 overflow<nsw> : i32
      %652 = llvm.add %283, %651 : i32
      %653 = llvm.mlir.constant(0 : i64) : i64
      %654 = llvm.insertelement %652, %281[%653 : i64] : vector<2xi32>
      %655 = llvm.bitcast %654 : vector<2xi32> to i64
      %656 = llvm.load %42 : !llvm.ptr -> f32
      %657 = llvm.load %284 : !llvm.ptr -> f32
      %658 = llvm.load %285 : !llvm.ptr -> f32
      %659 = llvm.load %286 : !llvm.ptr -> f32
      %660 = llvm.load %287 : !llvm.ptr -> f32
      %661 = llvm.load %288 : !llvm.ptr -> f32
      %662 = llvm.load %289 : !llvm.ptr -> f32
      %663 = llvm.load %290 : !llvm.ptr -> f32
      %664 = llvm.load %291 : !llvm.ptr -> f32
      %665 = llvm.load %292 : !llvm.ptr -> f32
      %666 = llvm.load %293 : !llvm.ptr -> f32
      %667 = llvm.load %294 : !llvm.ptr -> f32
      %668 = llvm.load %295 : !llvm.ptr -> f32
      %669 = llvm.load %296 : !llvm.ptr -> f32
      %670 = llvm.load %297 : !llvm.ptr -> f32
      %671 = llvm.load %298 : !llvm.ptr -> f32
      %672 = llvm.load %299 : !llvm.ptr -> f32
      %673 = llvm.load %300 : !llvm.ptr -> f32
      %674 = llvm.load %301 : !llvm.ptr -> f32
      %675 = llvm.load %302 : !llvm.ptr -> f32
      %676 = llvm.load %303 : !llvm.ptr -> f32
      %677 = llvm.load %304 : !llvm.ptr -> f32
      %678 = llvm.load %305 : !llvm.ptr -> f32
      %679 = llvm.load %306 : !llvm.ptr -> f32
      %680 = llvm.load %307 : !llvm.ptr -> f32
      %681 = llvm.load %308 : !llvm.ptr -> f32
      %682 = llvm.load %309 : !llvm.ptr -> f32
      %683 = llvm.load %310 : !llvm.ptr -> f32
      %684 = llvm.load %311 : !llvm.ptr -> f32
      %685 = llvm.load %312 : !llvm.ptr -> f32
      %686 = llvm.load %313 : !llvm.ptr -> f32
      %687 = llvm.load %314 : !llvm.ptr -> f32
      %688 = llvm.load %315 : !llvm.ptr -> f32
      %689 = llvm.load %316 : !llvm.ptr -> f32
      %690 = llvm.load %317 : !llvm.ptr -> f32
      %691 = llvm.load %318 : !llvm.ptr -> f32
      %692 = llvm.load %319 : !llvm.ptr -> f32
      %693 = llvm.load %320 : !llvm.ptr -> f32
      %694 = llvm.load %321 : !llvm.ptr -> f32
      %695 = llvm.load %322 : !llvm.ptr -> f32
      %696 = llvm.load %323 : !llvm.ptr -> f32
      %697 = llvm.load %324 : !llvm.ptr -> f32
      %698 = llvm.load %325 : !llvm.ptr -> f32
      %699 = llvm.load %326 : !llvm.ptr -> f32
      %700 = llvm.load %327 : !llvm.ptr -> f32
      %701 = llvm.load %328 : !llvm.ptr -> f32
      %702 = llvm.load %329 : !llvm.ptr -> f32
      %703 = llvm.load %330 : !llvm.ptr -> f32
      %704 = llvm.load %331 : !llvm.ptr -> f32
      %705 = llvm.load %332 : !llvm.ptr -> f32
      %706 = llvm.load %333 : !llvm.ptr -> f32
      %707 = llvm.load %334 : !llvm.ptr -> f32
      %708 = llvm.load %335 : !llvm.ptr -> f32
      %709 = llvm.load %336 : !llvm.ptr -> f32
      %710 = llvm.load %337 : !llvm.ptr -> f32
      %711 = llvm.load %338 : !llvm.ptr -> f32
      %712 = llvm.load %339 : !llvm.ptr -> f32
      %713 = llvm.load %340 : !llvm.ptr -> f32
      %714 = llvm.load %341 : !llvm.ptr -> f32
      %715 = llvm.load %342 : !llvm.ptr -> f32
      %716 = llvm.load %343 : !llvm.ptr -> f32
      %717 = llvm.load %344 : !llvm.ptr -> f32
      %718 = llvm.load %345 : !llvm.ptr -> f32
      %719 = llvm.load %346 : !llvm.ptr -> f32
      %720 = llvm.load %347 : !llvm.ptr -> f32
      %721 = llvm.load %348 : !llvm.ptr -> f32
      %722 = llvm.load %349 : !llvm.ptr -> f32
      %723 = llvm.load %350 : !llvm.ptr -> f32
      %724 = llvm.load %351 : !llvm.ptr -> f32
      %725 = llvm.load %352 : !llvm.ptr -> f32
      %726 = llvm.load %353 : !llvm.ptr -> f32
      %727 = llvm.load %354 : !llvm.ptr -> f32
      %728 = llvm.load %355 : !llvm.ptr -> f32
      %729 = llvm.load %356 : !llvm.ptr -> f32
      %730 = llvm.load %357 : !llvm.ptr -> f32
      %731 = llvm.load %358 : !llvm.ptr -> f32
      %732 = llvm.load %359 : !llvm.ptr -> f32
      %733 = llvm.load %360 : !llvm.ptr -> f32
      %734 = llvm.load %361 : !llvm.ptr -> f32
      %735 = llvm.load %362 : !llvm.ptr -> f32
      %736 = llvm.load %363 : !llvm.ptr -> f32
      %737 = llvm.load %364 : !llvm.ptr -> f32
      %738 = llvm.load %365 : !llvm.ptr -> f32
      %739 = llvm.load %366 : !llvm.ptr -> f32
      %740 = llvm.load %367 : !llvm.ptr -> f32
      %741 = llvm.load %368 : !llvm.ptr -> f32
      %742 = llvm.load %369 : !llvm.ptr -> f32
      %743 = llvm.load %370 : !llvm.ptr -> f32
      %744 = llvm.load %371 : !llvm.ptr -> f32
      %745 = llvm.load %372 : !llvm.ptr -> f32
      %746 = llvm.load %373 : !llvm.ptr -> f32
      %747 = llvm.load %374 : !llvm.ptr -> f32
      %748 = llvm.load %375 : !llvm.ptr -> f32
      %749 = llvm.load %376 : !llvm.ptr -> f32
      %750 = llvm.load %377 : !llvm.ptr -> f32
      %751 = llvm.load %378 : !llvm.ptr -> f32
      %752 = llvm.load %379 : !llvm.ptr -> f32
      %753 = llvm.load %380 : !llvm.ptr -> f32
      %754 = llvm.load %381 : !llvm.ptr -> f32
      %755 = llvm.load %382 : !llvm.ptr -> f32
      %756 = llvm.load %383 : !llvm.ptr -> f32
      %757 = llvm.load %384 : !llvm.ptr -> f32
      %758 = llvm.load %385 : !llvm.ptr -> f32
      %759 = llvm.load %386 : !llvm.ptr -> f32
      %760 = llvm.load %387 : !llvm.ptr -> f32
      %761 = llvm.load %388 : !llvm.ptr -> f32
      %762 = llvm.load %389 : !llvm.ptr -> f32
      %763 = llvm.load %390 : !llvm.ptr -> f32
      %764 = llvm.load %391 : !llvm.ptr -> f32
      %765 = llvm.load %392 : !llvm.ptr -> f32
      %766 = llvm.load %393 : !llvm.ptr -> f32
      %767 = llvm.load %394 : !llvm.ptr -> f32
      %768 = llvm.load %395 : !llvm.ptr -> f32
      %769 = llvm.load %396 : !llvm.ptr -> f32
      %770 = llvm.load %397 : !llvm.ptr -> f32
      %771 = llvm.load %398 : !llvm.ptr -> f32
      %772 = llvm.load %399 : !llvm.ptr -> f32
      %773 = llvm.load %400 : !llvm.ptr -> f32
      %774 = llvm.load %401 : !llvm.ptr -> f32
      %775 = llvm.load %402 : !llvm.ptr -> f32
      %776 = llvm.load %403 : !llvm.ptr -> f32
      %777 = llvm.load %404 : !llvm.ptr -> f32
      %778 = llvm.load %405 : !llvm.ptr -> f32
      %779 = llvm.load %406 : !llvm.ptr -> f32
      %780 = llvm.load %407 : !llvm.ptr -> f32
      %781 = llvm.load %408 : !llvm.ptr -> f32
      %782 = llvm.load %409 : !llvm.ptr -> f32
      %783 = llvm.load %410 : !llvm.ptr -> f32
      %784 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %650, %655, %39, %39, %39, %39, %39 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %785 = llvm.extractvalue %784[0] : !llvm_struct_31b33a
      %786 = llvm.extractvalue %784[1] : !llvm_struct_31b33a
      %787 = llvm.extractvalue %784[2] : !llvm_struct_31b33a
      %788 = llvm.extractvalue %784[3] : !llvm_struct_31b33a
      %789 = llvm.extractvalue %784[4] : !llvm_struct_31b33a
      %790 = llvm.extractvalue %784[5] : !llvm_struct_31b33a
      %791 = llvm.extractvalue %784[6] : !llvm_struct_31b33a
      %792 = llvm.extractvalue %784[7] : !llvm_struct_31b33a
      %793 = llvm.extractvalue %784[8] : !llvm_struct_31b33a
      %794 = llvm.extractvalue %784[9] : !llvm_struct_31b33a
      %795 = llvm.extractvalue %784[10] : !llvm_struct_31b33a
      %796 = llvm.extractvalue %784[11] : !llvm_struct_31b33a
      %797 = llvm.extractvalue %784[12] : !llvm_struct_31b33a
      %798 = llvm.extractvalue %784[13] : !llvm_struct_31b33a
      %799 = llvm.extractvalue %784[14] : !llvm_struct_31b33a
      %800 = llvm.extractvalue %784[15] : !llvm_struct_31b33a
      %801 = llvm.extractvalue %784[16] : !llvm_struct_31b33a
      %802 = llvm.extractvalue %784[17] : !llvm_struct_31b33a
      %803 = llvm.extractvalue %784[18] : !llvm_struct_31b33a
      %804 = llvm.extractvalue %784[19] : !llvm_struct_31b33a
      %805 = llvm.extractvalue %784[20] : !llvm_struct_31b33a
      %806 = llvm.extractvalue %784[21] : !llvm_struct_31b33a
      %807 = llvm.extractvalue %784[22] : !llvm_struct_31b33a
      %808 = llvm.extractvalue %784[23] : !llvm_struct_31b33a
      %809 = llvm.extractvalue %784[24] : !llvm_struct_31b33a
      %810 = llvm.extractvalue %784[25] : !llvm_struct_31b33a
      %811 = llvm.extractvalue %784[26] : !llvm_struct_31b33a
      %812 = llvm.extractvalue %784[27] : !llvm_struct_31b33a
      %813 = llvm.extractvalue %784[28] : !llvm_struct_31b33a
      %814 = llvm.extractvalue %784[29] : !llvm_struct_31b33a
      %815 = llvm.extractvalue %784[30] : !llvm_struct_31b33a
      %816 = llvm.extractvalue %784[31] : !llvm_struct_31b33a
      %817 = llvm.extractvalue %784[32] : !llvm_struct_31b33a
      %818 = llvm.extractvalue %784[33] : !llvm_struct_31b33a
      %819 = llvm.extractvalue %784[34] : !llvm_struct_31b33a
      %820 = llvm.extractvalue %784[35] : !llvm_struct_31b33a
      %821 = llvm.extractvalue %784[36] : !llvm_struct_31b33a
      %822 = llvm.extractvalue %784[37] : !llvm_struct_31b33a
      %823 = llvm.extractvalue %784[38] : !llvm_struct_31b33a
      %824 = llvm.extractvalue %784[39] : !llvm_struct_31b33a
      %825 = llvm.extractvalue %784[40] : !llvm_struct_31b33a
      %826 = llvm.extractvalue %784[41] : !llvm_struct_31b33a
      %827 = llvm.extractvalue %784[42] : !llvm_struct_31b33a
      %828 = llvm.extractvalue %784[43] : !llvm_struct_31b33a
      %829 = llvm.extractvalue %784[44] : !llvm_struct_31b33a
      %830 = llvm.extractvalue %784[45] : !llvm_struct_31b33a
      %831 = llvm.extractvalue %784[46] : !llvm_struct_31b33a
      %832 = llvm.extractvalue %784[47] : !llvm_struct_31b33a
      %833 = llvm.extractvalue %784[48] : !llvm_struct_31b33a
      %834 = llvm.extractvalue %784[49] : !llvm_struct_31b33a
      %835 = llvm.extractvalue %784[50] : !llvm_struct_31b33a
      %836 = llvm.extractvalue %784[51] : !llvm_struct_31b33a
      %837 = llvm.extractvalue %784[52] : !llvm_struct_31b33a
      %838 = llvm.extractvalue %784[53] : !llvm_struct_31b33a
      %839 = llvm.extractvalue %784[54] : !llvm_struct_31b33a
      %840 = llvm.extractvalue %784[55] : !llvm_struct_31b33a
      %841 = llvm.extractvalue %784[56] : !llvm_struct_31b33a
      %842 = llvm.extractvalue %784[57] : !llvm_struct_31b33a
      %843 = llvm.extractvalue %784[58] : !llvm_struct_31b33a
      %844 = llvm.extractvalue %784[59] : !llvm_struct_31b33a
      %845 = llvm.extractvalue %784[60] : !llvm_struct_31b33a
      %846 = llvm.extractvalue %784[61] : !llvm_struct_31b33a
      %847 = llvm.extractvalue %784[62] : !llvm_struct_31b33a
      %848 = llvm.extractvalue %784[63] : !llvm_struct_31b33a
      %849 = llvm.extractvalue %784[64] : !llvm_struct_31b33a
      %850 = llvm.extractvalue %784[65] : !llvm_struct_31b33a
      %851 = llvm.extractvalue %784[66] : !llvm_struct_31b33a
      %852 = llvm.extractvalue %784[67] : !llvm_struct_31b33a
      %853 = llvm.extractvalue %784[68] : !llvm_struct_31b33a
      %854 = llvm.extractvalue %784[69] : !llvm_struct_31b33a
      %855 = llvm.extractvalue %784[70] : !llvm_struct_31b33a
      %856 = llvm.extractvalue %784[71] : !llvm_struct_31b33a
      %857 = llvm.extractvalue %784[72] : !llvm_struct_31b33a
      %858 = llvm.extractvalue %784[73] : !llvm_struct_31b33a
      %859 = llvm.extractvalue %784[74] : !llvm_struct_31b33a
      %860 = llvm.extractvalue %784[75] : !llvm_struct_31b33a
      %861 = llvm.extractvalue %784[76] : !llvm_struct_31b33a
      %862 = llvm.extractvalue %784[77] : !llvm_struct_31b33a
      %863 = llvm.extractvalue %784[78] : !llvm_struct_31b33a
      %864 = llvm.extractvalue %784[79] : !llvm_struct_31b33a
      %865 = llvm.extractvalue %784[80] : !llvm_struct_31b33a
      %866 = llvm.extractvalue %784[81] : !llvm_struct_31b33a
      %867 = llvm.extractvalue %784[82] : !llvm_struct_31b33a
      %868 = llvm.extractvalue %784[83] : !llvm_struct_31b33a
      %869 = llvm.extractvalue %784[84] : !llvm_struct_31b33a
      %870 = llvm.extractvalue %784[85] : !llvm_struct_31b33a
      %871 = llvm.extractvalue %784[86] : !llvm_struct_31b33a
      %872 = llvm.extractvalue %784[87] : !llvm_struct_31b33a
      %873 = llvm.extractvalue %784[88] : !llvm_struct_31b33a
      %874 = llvm.extractvalue %784[89] : !llvm_struct_31b33a
      %875 = llvm.extractvalue %784[90] : !llvm_struct_31b33a
      %876 = llvm.extractvalue %784[91] : !llvm_struct_31b33a
      %877 = llvm.extractvalue %784[92] : !llvm_struct_31b33a
      %878 = llvm.extractvalue %784[93] : !llvm_struct_31b33a
      %879 = llvm.extractvalue %784[94] : !llvm_struct_31b33a
      %880 = llvm.extractvalue %784[95] : !llvm_struct_31b33a
      %881 = llvm.extractvalue %784[96] : !llvm_struct_31b33a
      %882 = llvm.extractvalue %784[97] : !llvm_struct_31b33a
      %883 = llvm.extractvalue %784[98] : !llvm_struct_31b33a
      %884 = llvm.extractvalue %784[99] : !llvm_struct_31b33a
      %885 = llvm.extractvalue %784[100] : !llvm_struct_31b33a
      %886 = llvm.extractvalue %784[101] : !llvm_struct_31b33a
      %887 = llvm.extractvalue %784[102] : !llvm_struct_31b33a
      %888 = llvm.extractvalue %784[103] : !llvm_struct_31b33a
      %889 = llvm.extractvalue %784[104] : !llvm_struct_31b33a
      %890 = llvm.extractvalue %784[105] : !llvm_struct_31b33a
      %891 = llvm.extractvalue %784[106] : !llvm_struct_31b33a
      %892 = llvm.extractvalue %784[107] : !llvm_struct_31b33a
      %893 = llvm.extractvalue %784[108] : !llvm_struct_31b33a
      %894 = llvm.extractvalue %784[109] : !llvm_struct_31b33a
      %895 = llvm.extractvalue %784[110] : !llvm_struct_31b33a
      %896 = llvm.extractvalue %784[111] : !llvm_struct_31b33a
      %897 = llvm.extractvalue %784[112] : !llvm_struct_31b33a
      %898 = llvm.extractvalue %784[113] : !llvm_struct_31b33a
      %899 = llvm.extractvalue %784[114] : !llvm_struct_31b33a
      %900 = llvm.extractvalue %784[115] : !llvm_struct_31b33a
      %901 = llvm.extractvalue %784[116] : !llvm_struct_31b33a
      %902 = llvm.extractvalue %784[117] : !llvm_struct_31b33a
      %903 = llvm.extractvalue %784[118] : !llvm_struct_31b33a
      %904 = llvm.extractvalue %784[119] : !llvm_struct_31b33a
      %905 = llvm.extractvalue %784[120] : !llvm_struct_31b33a
      %906 = llvm.extractvalue %784[121] : !llvm_struct_31b33a
      %907 = llvm.extractvalue %784[122] : !llvm_struct_31b33a
      %908 = llvm.extractvalue %784[123] : !llvm_struct_31b33a
      %909 = llvm.extractvalue %784[124] : !llvm_struct_31b33a
      %910 = llvm.extractvalue %784[125] : !llvm_struct_31b33a
      %911 = llvm.extractvalue %784[126] : !llvm_struct_31b33a
      %912 = llvm.extractvalue %784[127] : !llvm_struct_31b33a
      llvm.store %785, %42 : f32, !llvm.ptr
      llvm.store %786, %284 : f32, !llvm.ptr
      llvm.store %787, %285 : f32, !llvm.ptr
      llvm.store %788, %286 : f32, !llvm.ptr
      llvm.store %789, %287 : f32, !llvm.ptr
      llvm.store %790, %288 : f32, !llvm.ptr
      llvm.store %791, %289 : f32, !llvm.ptr
      llvm.store %792, %290 : f32, !llvm.ptr
      llvm.store %793, %291 : f32, !llvm.ptr
      llvm.store %794, %292 : f32, !llvm.ptr
      llvm.store %795, %293 : f32, !llvm.ptr
      llvm.store %796, %294 : f32, !llvm.ptr
      llvm.store %797, %295 : f32, !llvm.ptr
      llvm.store %798, %296 : f32, !llvm.ptr
      llvm.store %799, %297 : f32, !llvm.ptr
      llvm.store %800, %298 : f32, !llvm.ptr
      llvm.store %801, %299 : f32, !llvm.ptr
      llvm.store %802, %300 : f32, !llvm.ptr
      llvm.store %803, %301 : f32, !llvm.ptr
      llvm.store %804, %302 : f32, !llvm.ptr
      llvm.store %805, %303 : f32, !llvm.ptr
      llvm.store %806, %304 : f32, !llvm.ptr
      llvm.store %807, %305 : f32, !llvm.ptr
      llvm.store %808, %306 : f32, !llvm.ptr
      llvm.store %809, %307 : f32, !llvm.ptr
      llvm.store %810, %308 : f32, !llvm.ptr
      llvm.store %811, %309 : f32, !llvm.ptr
      llvm.store %812, %310 : f32, !llvm.ptr
      llvm.store %813, %311 : f32, !llvm.ptr
      llvm.store %814, %312 : f32, !llvm.ptr
      llvm.store %815, %313 : f32, !llvm.ptr
      llvm.store %816, %314 : f32, !llvm.ptr
      llvm.store %817, %315 : f32, !llvm.ptr
      llvm.store %818, %316 : f32, !llvm.ptr
      llvm.store %819, %317 : f32, !llvm.ptr
      llvm.store %820, %318 : f32, !llvm.ptr
      llvm.store %821, %319 : f32, !llvm.ptr
      llvm.store %822, %320 : f32, !llvm.ptr
      llvm.store %823, %321 : f32, !llvm.ptr
      llvm.store %824, %322 : f32, !llvm.ptr
      llvm.store %825, %323 : f32, !llvm.ptr
      llvm.store %826, %324 : f32, !llvm.ptr
      llvm.store %827, %325 : f32, !llvm.ptr
      llvm.store %828, %326 : f32, !llvm.ptr
      llvm.store %829, %327 : f32, !llvm.ptr
      llvm.store %830, %328 : f32, !llvm.ptr
      llvm.store %831, %329 : f32, !llvm.ptr
      llvm.store %832, %330 : f32, !llvm.ptr
      llvm.store %833, %331 : f32, !llvm.ptr
      llvm.store %834, %332 : f32, !llvm.ptr
      llvm.store %835, %333 : f32, !llvm.ptr
      llvm.store %836, %334 : f32, !llvm.ptr
      llvm.store %837, %335 : f32, !llvm.ptr
      llvm.store %838, %336 : f32, !llvm.ptr
      llvm.store %839, %337 : f32, !llvm.ptr
      llvm.store %840, %338 : f32, !llvm.ptr
      llvm.store %841, %339 : f32, !llvm.ptr
      llvm.store %842, %340 : f32, !llvm.ptr
      llvm.store %843, %341 : f32, !llvm.ptr
      llvm.store %844, %342 : f32, !llvm.ptr
      llvm.store %845, %343 : f32, !llvm.ptr
      llvm.store %846, %344 : f32, !llvm.ptr
      llvm.store %847, %345 : f32, !llvm.ptr
      llvm.store %848, %346 : f32, !llvm.ptr
      llvm.store %849, %347 : f32, !llvm.ptr
      llvm.store %850, %348 : f32, !llvm.ptr
      llvm.store %851, %349 : f32, !llvm.ptr
      llvm.store %852, %350 : f32, !llvm.ptr
      llvm.store %853, %351 : f32, !llvm.ptr
      llvm.store %854, %352 : f32, !llvm.ptr
      llvm.store %855, %353 : f32, !llvm.ptr
      llvm.store %856, %354 : f32, !llvm.ptr
      llvm.store %857, %355 : f32, !llvm.ptr
      llvm.store %858, %356 : f32, !llvm.ptr
      llvm.store %859, %357 : f32, !llvm.ptr
      llvm.store %860, %358 : f32, !llvm.ptr
      llvm.store %861, %359 : f32, !llvm.ptr
      llvm.store %862, %360 : f32, !llvm.ptr
      llvm.store %863, %361 : f32, !llvm.ptr
      llvm.store %864, %362 : f32, !llvm.ptr
      llvm.store %865, %363 : f32, !llvm.ptr
      llvm.store %866, %364 : f32, !llvm.ptr
      llvm.store %867, %365 : f32, !llvm.ptr
      llvm.store %868, %366 : f32, !llvm.ptr
      llvm.store %869, %367 : f32, !llvm.ptr
      llvm.store %870, %368 : f32, !llvm.ptr
      llvm.store %871, %369 : f32, !llvm.ptr
      llvm.store %872, %370 : f32, !llvm.ptr
      llvm.store %873, %371 : f32, !llvm.ptr
      llvm.store %874, %372 : f32, !llvm.ptr
      llvm.store %875, %373 : f32, !llvm.ptr
      llvm.store %876, %374 : f32, !llvm.ptr
      llvm.store %877, %375 : f32, !llvm.ptr
      llvm.store %878, %376 : f32, !llvm.ptr
      llvm.store %879, %377 : f32, !llvm.ptr
      llvm.store %880, %378 : f32, !llvm.ptr
      llvm.store %881, %379 : f32, !llvm.ptr
      llvm.store %882, %380 : f32, !llvm.ptr
      llvm.store %883, %381 : f32, !llvm.ptr
      llvm.store %884, %382 : f32, !llvm.ptr
      llvm.store %885, %383 : f32, !llvm.ptr
      llvm.store %886, %384 : f32, !llvm.ptr
      llvm.store %887, %385 : f32, !llvm.ptr
      llvm.store %888, %386 : f32, !llvm.ptr
      llvm.store %889, %387 : f32, !llvm.ptr
      llvm.store %890, %388 : f32, !llvm.ptr
      llvm.store %891, %389 : f32, !llvm.ptr
      llvm.store %892, %390 : f32, !llvm.ptr
      llvm.store %893, %391 : f32, !llvm.ptr
      llvm.store %894, %392 : f32, !llvm.ptr
      llvm.store %895, %393 : f32, !llvm.ptr
      llvm.store %896, %394 : f32, !llvm.ptr
      llvm.store %897, %395 : f32, !llvm.ptr
      llvm.store %898, %396 : f32, !llvm.ptr
      llvm.store %899, %397 : f32, !llvm.ptr
      llvm.store %900, %398 : f32, !llvm.ptr
      llvm.store %901, %399 : f32, !llvm.ptr
      llvm.store %902, %400 : f32, !llvm.ptr
      llvm.store %903, %401 : f32, !llvm.ptr
      llvm.store %904, %402 : f32, !llvm.ptr
      llvm.store %905, %403 : f32, !llvm.ptr
      llvm.store %906, %404 : f32, !llvm.ptr
      llvm.store %907, %405 : f32, !llvm.ptr
      llvm.store %908, %406 : f32, !llvm.ptr
      llvm.store %909, %407 : f32, !llvm.ptr
      llvm.store %910, %408 : f32, !llvm.ptr
      llvm.store %911, %409 : f32, !llvm.ptr
      llvm.store %912, %410 : f32, !llvm.ptr
      %913 = llvm.mul %642, %14 overflow<nsw> : i32
      %914 = llvm.add %913, %37 overflow<nsw> : i32
      %915 = llvm.add %413, %914 : i32
      %916 = llvm.mlir.constant(0 : i64) : i64
      %917 = llvm.insertelement %915, %411[%916 : i64] : vector<2xi32>
      %918 = llvm.bitcast %917 : vector<2xi32> to i64
      %919 = llvm.mul %642, %23 overflow<nsw> : i32
      %920 = llvm.add %919, %37 overflow<nsw> : i32
      %921 = llvm.add %416, %920 : i32
      %922 = llvm.mlir.constant(0 : i64) : i64
      %923 = llvm.insertelement %921, %414[%922 : i64] : vector<2xi32>
      %924 = llvm.bitcast %923 : vector<2xi32> to i64
      %925 = llvm.load %42 : !llvm.ptr -> f32
      %926 = llvm.load %284 : !llvm.ptr -> f32
      %927 = llvm.load %285 : !llvm.ptr -> f32
      %928 = llvm.load %286 : !llvm.ptr -> f32
      %929 = llvm.load %287 : !llvm.ptr -> f32
      %930 = llvm.load %288 : !llvm.ptr -> f32
      %931 = llvm.load %289 : !llvm.ptr -> f32
      %932 = llvm.load %290 : !llvm.ptr -> f32
      %933 = llvm.load %291 : !llvm.ptr -> f32
      %934 = llvm.load %292 : !llvm.ptr -> f32
      %935 = llvm.load %293 : !llvm.ptr -> f32
      %936 = llvm.load %294 : !llvm.ptr -> f32
      %937 = llvm.load %295 : !llvm.ptr -> f32
      %938 = llvm.load %296 : !llvm.ptr -> f32
      %939 = llvm.load %297 : !llvm.ptr -> f32
      %940 = llvm.load %298 : !llvm.ptr -> f32
      %941 = llvm.load %299 : !llvm.ptr -> f32
      %942 = llvm.load %300 : !llvm.ptr -> f32
      %943 = llvm.load %301 : !llvm.ptr -> f32
      %944 = llvm.load %302 : !llvm.ptr -> f32
      %945 = llvm.load %303 : !llvm.ptr -> f32
      %946 = llvm.load %304 : !llvm.ptr -> f32
      %947 = llvm.load %305 : !llvm.ptr -> f32
      %948 = llvm.load %306 : !llvm.ptr -> f32
      %949 = llvm.load %307 : !llvm.ptr -> f32
      %950 = llvm.load %308 : !llvm.ptr -> f32
      %951 = llvm.load %309 : !llvm.ptr -> f32
      %952 = llvm.load %310 : !llvm.ptr -> f32
      %953 = llvm.load %311 : !llvm.ptr -> f32
      %954 = llvm.load %312 : !llvm.ptr -> f32
      %955 = llvm.load %313 : !llvm.ptr -> f32
      %956 = llvm.load %314 : !llvm.ptr -> f32
      %957 = llvm.load %315 : !llvm.ptr -> f32
      %958 = llvm.load %316 : !llvm.ptr -> f32
      %959 = llvm.load %317 : !llvm.ptr -> f32
      %960 = llvm.load %318 : !llvm.ptr -> f32
      %961 = llvm.load %319 : !llvm.ptr -> f32
      %962 = llvm.load %320 : !llvm.ptr -> f32
      %963 = llvm.load %321 : !llvm.ptr -> f32
      %964 = llvm.load %322 : !llvm.ptr -> f32
      %965 = llvm.load %323 : !llvm.ptr -> f32
      %966 = llvm.load %324 : !llvm.ptr -> f32
      %967 = llvm.load %325 : !llvm.ptr -> f32
      %968 = llvm.load %326 : !llvm.ptr -> f32
      %969 = llvm.load %327 : !llvm.ptr -> f32
      %970 = llvm.load %328 : !llvm.ptr -> f32
      %971 = llvm.load %329 : !llvm.ptr -> f32
      %972 = llvm.load %330 : !llvm.ptr -> f32
      %973 = llvm.load %331 : !llvm.ptr -> f32
      %974 = llvm.load %332 : !llvm.ptr -> f32
      %975 = llvm.load %333 : !llvm.ptr -> f32
      %976 = llvm.load %334 : !llvm.ptr -> f32
      %977 = llvm.load %335 : !llvm.ptr -> f32
      %978 = llvm.load %336 : !llvm.ptr -> f32
      %979 = llvm.load %337 : !llvm.ptr -> f32
      %980 = llvm.load %338 : !llvm.ptr -> f32
      %981 = llvm.load %339 : !llvm.ptr -> f32
      %982 = llvm.load %340 : !llvm.ptr -> f32
      %983 = llvm.load %341 : !llvm.ptr -> f32
      %984 = llvm.load %342 : !llvm.ptr -> f32
      %985 = llvm.load %343 : !llvm.ptr -> f32
      %986 = llvm.load %344 : !llvm.ptr -> f32
      %987 = llvm.load %345 : !llvm.ptr -> f32
      %988 = llvm.load %346 : !llvm.ptr -> f32
      %989 = llvm.load %347 : !llvm.ptr -> f32
      %990 = llvm.load %348 : !llvm.ptr -> f32
      %991 = llvm.load %349 : !llvm.ptr -> f32
      %992 = llvm.load %350 : !llvm.ptr -> f32
      %993 = llvm.load %351 : !llvm.ptr -> f32
      %994 = llvm.load %352 : !llvm.ptr -> f32
      %995 = llvm.load %353 : !llvm.ptr -> f32
      %996 = llvm.load %354 : !llvm.ptr -> f32
      %997 = llvm.load %355 : !llvm.ptr -> f32
      %998 = llvm.load %356 : !llvm.ptr -> f32
      %999 = llvm.load %357 : !llvm.ptr -> f32
      %1000 = llvm.load %358 : !llvm.ptr -> f32
      %1001 = llvm.load %359 : !llvm.ptr -> f32
      %1002 = llvm.load %360 : !llvm.ptr -> f32
      %1003 = llvm.load %361 : !llvm.ptr -> f32
      %1004 = llvm.load %362 : !llvm.ptr -> f32
      %1005 = llvm.load %363 : !llvm.ptr -> f32
      %1006 = llvm.load %364 : !llvm.ptr -> f32
      %1007 = llvm.load %365 : !llvm.ptr -> f32
      %1008 = llvm.load %366 : !llvm.ptr -> f32
      %1009 = llvm.load %367 : !llvm.ptr -> f32
      %1010 = llvm.load %368 : !llvm.ptr -> f32
      %1011 = llvm.load %369 : !llvm.ptr -> f32
      %1012 = llvm.load %370 : !llvm.ptr -> f32
      %1013 = llvm.load %371 : !llvm.ptr -> f32
      %1014 = llvm.load %372 : !llvm.ptr -> f32
      %1015 = llvm.load %373 : !llvm.ptr -> f32
      %1016 = llvm.load %374 : !llvm.ptr -> f32
      %1017 = llvm.load %375 : !llvm.ptr -> f32
      %1018 = llvm.load %376 : !llvm.ptr -> f32
      %1019 = llvm.load %377 : !llvm.ptr -> f32
      %1020 = llvm.load %378 : !llvm.ptr -> f32
      %1021 = llvm.load %379 : !llvm.ptr -> f32
      %1022 = llvm.load %380 : !llvm.ptr -> f32
      %1023 = llvm.load %381 : !llvm.ptr -> f32
      %1024 = llvm.load %382 : !llvm.ptr -> f32
      %1025 = llvm.load %383 : !llvm.ptr -> f32
      %1026 = llvm.load %384 : !llvm.ptr -> f32
      %1027 = llvm.load %385 : !llvm.ptr -> f32
      %1028 = llvm.load %386 : !llvm.ptr -> f32
      %1029 = llvm.load %387 : !llvm.ptr -> f32
      %1030 = llvm.load %388 : !llvm.ptr -> f32
      %1031 = llvm.load %389 : !llvm.ptr -> f32
      %1032 = llvm.load %390 : !llvm.ptr -> f32
      %1033 = llvm.load %391 : !llvm.ptr -> f32
      %1034 = llvm.load %392 : !llvm.ptr -> f32
      %1035 = llvm.load %393 : !llvm.ptr -> f32
      %1036 = llvm.load %394 : !llvm.ptr -> f32
      %1037 = llvm.load %395 : !llvm.ptr -> f32
      %1038 = llvm.load %396 : !llvm.ptr -> f32
      %1039 = llvm.load %397 : !llvm.ptr -> f32
      %1040 = llvm.load %398 : !llvm.ptr -> f32
      %1041 = llvm.load %399 : !llvm.ptr -> f32
      %1042 = llvm.load %400 : !llvm.ptr -> f32
      %1043 = llvm.load %401 : !llvm.ptr -> f32
      %1044 = llvm.load %402 : !llvm.ptr -> f32
      %1045 = llvm.load %403 : !llvm.ptr -> f32
      %1046 = llvm.load %404 : !llvm.ptr -> f32
      %1047 = llvm.load %405 : !llvm.ptr -> f32
      %1048 = llvm.load %406 : !llvm.ptr -> f32
      %1049 = llvm.load %407 : !llvm.ptr -> f32
      %1050 = llvm.load %408 : !llvm.ptr -> f32
      %1051 = llvm.load %409 : !llvm.ptr -> f32
      %1052 = llvm.load %410 : !llvm.ptr -> f32
      %1053 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %918, %924, %39, %39, %39, %39, %39 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1054 = llvm.extractvalue %1053[0] : !llvm_struct_31b33a
      %1055 = llvm.extractvalue %1053[1] : !llvm_struct_31b33a
      %1056 = llvm.extractvalue %1053[2] : !llvm_struct_31b33a
      %1057 = llvm.extractvalue %1053[3] : !llvm_struct_31b33a
      %1058 = llvm.extractvalue %1053[4] : !llvm_struct_31b33a
      %1059 = llvm.extractvalue %1053[5] : !llvm_struct_31b33a
      %1060 = llvm.extractvalue %1053[6] : !llvm_struct_31b33a
      %1061 = llvm.extractvalue %1053[7] : !llvm_struct_31b33a
      %1062 = llvm.extractvalue %1053[8] : !llvm_struct_31b33a
      %1063 = llvm.extractvalue %1053[9] : !llvm_struct_31b33a
      %1064 = llvm.extractvalue %1053[10] : !llvm_struct_31b33a
      %1065 = llvm.extractvalue %1053[11] : !llvm_struct_31b33a
      %1066 = llvm.extractvalue %1053[12] : !llvm_struct_31b33a
      %1067 = llvm.extractvalue %1053[13] : !llvm_struct_31b33a
      %1068 = llvm.extractvalue %1053[14] : !llvm_struct_31b33a
      %1069 = llvm.extractvalue %1053[15] : !llvm_struct_31b33a
      %1070 = llvm.extractvalue %1053[16] : !llvm_struct_31b33a
      %1071 = llvm.extractvalue %1053[17] : !llvm_struct_31b33a
      %1072 = llvm.extractvalue %1053[18] : !llvm_struct_31b33a
      %1073 = llvm.extractvalue %1053[19] : !llvm_struct_31b33a
      %1074 = llvm.extractvalue %1053[20] : !llvm_struct_31b33a
      %1075 = llvm.extractvalue %1053[21] : !llvm_struct_31b33a
      %1076 = llvm.extractvalue %1053[22] : !llvm_struct_31b33a
      %1077 = llvm.extractvalue %1053[23] : !llvm_struct_31b33a
      %1078 = llvm.extractvalue %1053[24] : !llvm_struct_31b33a
      %1079 = llvm.extractvalue %1053[25] : !llvm_struct_31b33a
      %1080 = llvm.extractvalue %1053[26] : !llvm_struct_31b33a
      %1081 = llvm.extractvalue %1053[27] : !llvm_struct_31b33a
      %1082 = llvm.extractvalue %1053[28] : !llvm_struct_31b33a
      %1083 = llvm.extractvalue %1053[29] : !llvm_struct_31b33a
      %1084 = llvm.extractvalue %1053[30] : !llvm_struct_31b33a
      %1085 = llvm.extractvalue %1053[31] : !llvm_struct_31b33a
      %1086 = llvm.extractvalue %1053[32] : !llvm_struct_31b33a
      %1087 = llvm.extractvalue %1053[33] : !llvm_struct_31b33a
      %1088 = llvm.extractvalue %1053[34] : !llvm_struct_31b33a
      %1089 = llvm.extractvalue %1053[35] : !llvm_struct_31b33a
      %1090 = llvm.extractvalue %1053[36] : !llvm_struct_31b33a
      %1091 = llvm.extractvalue %1053[37] : !llvm_struct_31b33a
      %1092 = llvm.extractvalue %1053[38] : !llvm_struct_31b33a
      %1093 = llvm.extractvalue %1053[39] : !llvm_struct_31b33a
      %1094 = llvm.extractvalue %1053[40] : !llvm_struct_31b33a
      %1095 = llvm.extractvalue %1053[41] : !llvm_struct_31b33a
      %1096 = llvm.extractvalue %1053[42] : !llvm_struct_31b33a
      %1097 = llvm.extractvalue %1053[43] : !llvm_struct_31b33a
      %1098 = llvm.extractvalue %1053[44] : !llvm_struct_31b33a
      %1099 = llvm.extractvalue %1053[45] : !llvm_struct_31b33a
      %1100 = llvm.extractvalue %1053[46] : !llvm_struct_31b33a
      %1101 = llvm.extractvalue %1053[47] : !llvm_struct_31b33a
      %1102 = llvm.extractvalue %1053[48] : !llvm_struct_31b33a
      %1103 = llvm.extractvalue %1053[49] : !llvm_struct_31b33a
      %1104 = llvm.extractvalue %1053[50] : !llvm_struct_31b33a
      %1105 = llvm.extractvalue %1053[51] : !llvm_struct_31b33a
      %1106 = llvm.extractvalue %1053[52] : !llvm_struct_31b33a
      %1107 = llvm.extractvalue %1053[53] : !llvm_struct_31b33a
      %1108 = llvm.extractvalue %1053[54] : !llvm_struct_31b33a
      %1109 = llvm.extractvalue %1053[55] : !llvm_struct_31b33a
      %1110 = llvm.extractvalue %1053[56] : !llvm_struct_31b33a
      %1111 = llvm.extractvalue %1053[57] : !llvm_struct_31b33a
      %1112 = llvm.extractvalue %1053[58] : !llvm_struct_31b33a
      %1113 = llvm.extractvalue %1053[59] : !llvm_struct_31b33a
      %1114 = llvm.extractvalue %1053[60] : !llvm_struct_31b33a
      %1115 = llvm.extractvalue %1053[61] : !llvm_struct_31b33a
      %1116 = llvm.extractvalue %1053[62] : !llvm_struct_31b33a
      %1117 = llvm.extractvalue %1053[63] : !llvm_struct_31b33a
      %1118 = llvm.extractvalue %1053[64] : !llvm_struct_31b33a
      %1119 = llvm.extractvalue %1053[65] : !llvm_struct_31b33a
      %1120 = llvm.extractvalue %1053[66] : !llvm_struct_31b33a
      %1121 = llvm.extractvalue %1053[67] : !llvm_struct_31b33a
      %1122 = llvm.extractvalue %1053[68] : !llvm_struct_31b33a
      %1123 = llvm.extractvalue %1053[69] : !llvm_struct_31b33a
      %1124 = llvm.extractvalue %1053[70] : !llvm_struct_31b33a
      %1125 = llvm.extractvalue %1053[71] : !llvm_struct_31b33a
      %1126 = llvm.extractvalue %1053[72] : !llvm_struct_31b33a
      %1127 = llvm.extractvalue %1053[73] : !llvm_struct_31b33a
      %1128 = llvm.extractvalue %1053[74] : !llvm_struct_31b33a
      %1129 = llvm.extractvalue %1053[75] : !llvm_struct_31b33a
      %1130 = llvm.extractvalue %1053[76] : !llvm_struct_31b33a
      %1131 = llvm.extractvalue %1053[77] : !llvm_struct_31b33a
      %1132 = llvm.extractvalue %1053[78] : !llvm_struct_31b33a
      %1133 = llvm.extractvalue %1053[79] : !llvm_struct_31b33a
      %1134 = llvm.extractvalue %1053[80] : !llvm_struct_31b33a
      %1135 = llvm.extractvalue %1053[81] : !llvm_struct_31b33a
      %1136 = llvm.extractvalue %1053[82] : !llvm_struct_31b33a
      %1137 = llvm.extractvalue %1053[83] : !llvm_struct_31b33a
      %1138 = llvm.extractvalue %1053[84] : !llvm_struct_31b33a
      %1139 = llvm.extractvalue %1053[85] : !llvm_struct_31b33a
      %1140 = llvm.extractvalue %1053[86] : !llvm_struct_31b33a
      %1141 = llvm.extractvalue %1053[87] : !llvm_struct_31b33a
      %1142 = llvm.extractvalue %1053[88] : !llvm_struct_31b33a
      %1143 = llvm.extractvalue %1053[89] : !llvm_struct_31b33a
      %1144 = llvm.extractvalue %1053[90] : !llvm_struct_31b33a
      %1145 = llvm.extractvalue %1053[91] : !llvm_struct_31b33a
      %1146 = llvm.extractvalue %1053[92] : !llvm_struct_31b33a
      %1147 = llvm.extractvalue %1053[93] : !llvm_struct_31b33a
      %1148 = llvm.extractvalue %1053[94] : !llvm_struct_31b33a
      %1149 = llvm.extractvalue %1053[95] : !llvm_struct_31b33a
      %1150 = llvm.extractvalue %1053[96] : !llvm_struct_31b33a
      %1151 = llvm.extractvalue %1053[97] : !llvm_struct_31b33a
      %1152 = llvm.extractvalue %1053[98] : !llvm_struct_31b33a
      %1153 = llvm.extractvalue %1053[99] : !llvm_struct_31b33a
      %1154 = llvm.extractvalue %1053[100] : !llvm_struct_31b33a
      %1155 = llvm.extractvalue %1053[101] : !llvm_struct_31b33a
      %1156 = llvm.extractvalue %1053[102] : !llvm_struct_31b33a
      %1157 = llvm.extractvalue %1053[103] : !llvm_struct_31b33a
      %1158 = llvm.extractvalue %1053[104] : !llvm_struct_31b33a
      %1159 = llvm.extractvalue %1053[105] : !llvm_struct_31b33a
      %1160 = llvm.extractvalue %1053[106] : !llvm_struct_31b33a
      %1161 = llvm.extractvalue %1053[107] : !llvm_struct_31b33a
      %1162 = llvm.extractvalue %1053[108] : !llvm_struct_31b33a
      %1163 = llvm.extractvalue %1053[109] : !llvm_struct_31b33a
      %1164 = llvm.extractvalue %1053[110] : !llvm_struct_31b33a
      %1165 = llvm.extractvalue %1053[111] : !llvm_struct_31b33a
      %1166 = llvm.extractvalue %1053[112] : !llvm_struct_31b33a
      %1167 = llvm.extractvalue %1053[113] : !llvm_struct_31b33a
      %1168 = llvm.extractvalue %1053[114] : !llvm_struct_31b33a
      %1169 = llvm.extractvalue %1053[115] : !llvm_struct_31b33a
      %1170 = llvm.extractvalue %1053[116] : !llvm_struct_31b33a
      %1171 = llvm.extractvalue %1053[117] : !llvm_struct_31b33a
      %1172 = llvm.extractvalue %1053[118] : !llvm_struct_31b33a
      %1173 = llvm.extractvalue %1053[119] : !llvm_struct_31b33a
      %1174 = llvm.extractvalue %1053[120] : !llvm_struct_31b33a
      %1175 = llvm.extractvalue %1053[121] : !llvm_struct_31b33a
      %1176 = llvm.extractvalue %1053[122] : !llvm_struct_31b33a
      %1177 = llvm.extractvalue %1053[123] : !llvm_struct_31b33a
      %1178 = llvm.extractvalue %1053[124] : !llvm_struct_31b33a
      %1179 = llvm.extractvalue %1053[125] : !llvm_struct_31b33a
      %1180 = llvm.extractvalue %1053[126] : !llvm_struct_31b33a
      %1181 = llvm.extractvalue %1053[127] : !llvm_struct_31b33a
      llvm.store %1054, %42 : f32, !llvm.ptr
      llvm.store %1055, %284 : f32, !llvm.ptr
      llvm.store %1056, %285 : f32, !llvm.ptr
      llvm.store %1057, %286 : f32, !llvm.ptr
      llvm.store %1058, %287 : f32, !llvm.ptr
      llvm.store %1059, %288 : f32, !llvm.ptr
      llvm.store %1060, %289 : f32, !llvm.ptr
      llvm.store %1061, %290 : f32, !llvm.ptr
      llvm.store %1062, %291 : f32, !llvm.ptr
      llvm.store %1063, %292 : f32, !llvm.ptr
      llvm.store %1064, %293 : f32, !llvm.ptr
      llvm.store %1065, %294 : f32, !llvm.ptr
      llvm.store %1066, %295 : f32, !llvm.ptr
      llvm.store %1067, %296 : f32, !llvm.ptr
      llvm.store %1068, %297 : f32, !llvm.ptr
      llvm.store %1069, %298 : f32, !llvm.ptr
      llvm.store %1070, %299 : f32, !llvm.ptr
      llvm.store %1071, %300 : f32, !llvm.ptr
      llvm.store %1072, %301 : f32, !llvm.ptr
      llvm.store %1073, %302 : f32, !llvm.ptr
      llvm.store %1074, %303 : f32, !llvm.ptr
      llvm.store %1075, %304 : f32, !llvm.ptr
      llvm.store %1076, %305 : f32, !llvm.ptr
      llvm.store %1077, %306 : f32, !llvm.ptr
      llvm.store %1078, %307 : f32, !llvm.ptr
      llvm.store %1079, %308 : f32, !llvm.ptr
      llvm.store %1080, %309 : f32, !llvm.ptr
      llvm.store %1081, %310 : f32, !llvm.ptr
      llvm.store %1082, %311 : f32, !llvm.ptr
      llvm.store %1083, %312 : f32, !llvm.ptr
      llvm.store %1084, %313 : f32, !llvm.ptr
      llvm.store %1085, %314 : f32, !llvm.ptr
      llvm.store %1086, %315 : f32, !llvm.ptr
      llvm.store %1087, %316 : f32, !llvm.ptr
      llvm.store %1088, %317 : f32, !llvm.ptr
      llvm.store %1089, %318 : f32, !llvm.ptr
      llvm.store %1090, %319 : f32, !llvm.ptr
      llvm.store %1091, %320 : f32, !llvm.ptr
      llvm.store %1092, %321 : f32, !llvm.ptr
      llvm.store %1093, %322 : f32, !llvm.ptr
      llvm.store %1094, %323 : f32, !llvm.ptr
      llvm.store %1095, %324 : f32, !llvm.ptr
      llvm.store %1096, %325 : f32, !llvm.ptr
      llvm.store %1097, %326 : f32, !llvm.ptr
      llvm.store %1098, %327 : f32, !llvm.ptr
      llvm.store %1099, %328 : f32, !llvm.ptr
      llvm.store %1100, %329 : f32, !llvm.ptr
      llvm.store %1101, %330 : f32, !llvm.ptr
      llvm.store %1102, %331 : f32, !llvm.ptr
      llvm.store %1103, %332 : f32, !llvm.ptr
      llvm.store %1104, %333 : f32, !llvm.ptr
      llvm.store %1105, %334 : f32, !llvm.ptr
      llvm.store %1106, %335 : f32, !llvm.ptr
      llvm.store %1107, %336 : f32, !llvm.ptr
      llvm.store %1108, %337 : f32, !llvm.ptr
      llvm.store %1109, %338 : f32, !llvm.ptr
      llvm.store %1110, %339 : f32, !llvm.ptr
      llvm.store %1111, %340 : f32, !llvm.ptr
      llvm.store %1112, %341 : f32, !llvm.ptr
      llvm.store %1113, %342 : f32, !llvm.ptr
      llvm.store %1114, %343 : f32, !llvm.ptr
      llvm.store %1115, %344 : f32, !llvm.ptr
      llvm.store %1116, %345 : f32, !llvm.ptr
      llvm.store %1117, %346 : f32, !llvm.ptr
      llvm.store %1118, %347 : f32, !llvm.ptr
      llvm.store %1119, %348 : f32, !llvm.ptr
      llvm.store %1120, %349 : f32, !llvm.ptr
      llvm.store %1121, %350 : f32, !llvm.ptr
      llvm.store %1122, %351 : f32, !llvm.ptr
      llvm.store %1123, %352 : f32, !llvm.ptr
      llvm.store %1124, %353 : f32, !llvm.ptr
      llvm.store %1125, %354 : f32, !llvm.ptr
      llvm.store %1126, %355 : f32, !llvm.ptr
      llvm.store %1127, %356 : f32, !llvm.ptr
      llvm.store %1128, %357 : f32, !llvm.ptr
      llvm.store %1129, %358 : f32, !llvm.ptr
      llvm.store %1130, %359 : f32, !llvm.ptr
      llvm.store %1131, %360 : f32, !llvm.ptr
      llvm.store %1132, %361 : f32, !llvm.ptr
      llvm.store %1133, %362 : f32, !llvm.ptr
      llvm.store %1134, %363 : f32, !llvm.ptr
      llvm.store %1135, %364 : f32, !llvm.ptr
      llvm.store %1136, %365 : f32, !llvm.ptr
      llvm.store %1137, %366 : f32, !llvm.ptr
      llvm.store %1138, %367 : f32, !llvm.ptr
      llvm.store %1139, %368 : f32, !llvm.ptr
      llvm.store %1140, %369 : f32, !llvm.ptr
      llvm.store %1141, %370 : f32, !llvm.ptr
      llvm.store %1142, %371 : f32, !llvm.ptr
      llvm.store %1143, %372 : f32, !llvm.ptr
      llvm.store %1144, %373 : f32, !llvm.ptr
      llvm.store %1145, %374 : f32, !llvm.ptr
      llvm.store %1146, %375 : f32, !llvm.ptr
      llvm.store %1147, %376 : f32, !llvm.ptr
      llvm.store %1148, %377 : f32, !llvm.ptr
      llvm.store %1149, %378 : f32, !llvm.ptr
      llvm.store %1150, %379 : f32, !llvm.ptr
      llvm.store %1151, %380 : f32, !llvm.ptr
      llvm.store %1152, %381 : f32, !llvm.ptr
      llvm.store %1153, %382 : f32, !llvm.ptr
      llvm.store %1154, %383 : f32, !llvm.ptr
      llvm.store %1155, %384 : f32, !llvm.ptr
      llvm.store %1156, %385 : f32, !llvm.ptr
      llvm.store %1157, %386 : f32, !llvm.ptr
      llvm.store %1158, %387 : f32, !llvm.ptr
      llvm.store %1159, %388 : f32, !llvm.ptr
      llvm.store %1160, %389 : f32, !llvm.ptr
      llvm.store %1161, %390 : f32, !llvm.ptr
      llvm.store %1162, %391 : f32, !llvm.ptr
      llvm.store %1163, %392 : f32, !llvm.ptr
      llvm.store %1164, %393 : f32, !llvm.ptr
      llvm.store %1165, %394 : f32, !llvm.ptr
      llvm.store %1166, %395 : f32, !llvm.ptr
      llvm.store %1167, %396 : f32, !llvm.ptr
      llvm.store %1168, %397 : f32, !llvm.ptr
      llvm.store %1169, %398 : f32, !llvm.ptr
      llvm.store %1170, %399 : f32, !llvm.ptr
      llvm.store %1171, %400 : f32, !llvm.ptr
      llvm.store %1172, %401 : f32, !llvm.ptr
      llvm.store %1173, %402 : f32, !llvm.ptr
      llvm.store %1174, %403 : f32, !llvm.ptr
      llvm.store %1175, %404 : f32, !llvm.ptr
      llvm.store %1176, %405 : f32, !llvm.ptr
      llvm.store %1177, %406 : f32, !llvm.ptr
      llvm.store %1178, %407 : f32, !llvm.ptr
      llvm.store %1179, %408 : f32, !llvm.ptr
      llvm.store %1180, %409 : f32, !llvm.ptr
      llvm.store %1181, %410 : f32, !llvm.ptr
      %1182 = llvm.mul %642, %14 overflow<nsw> : i32
      %1183 = llvm.add %1182, %34 overflow<nsw> : i32
      %1184 = llvm.add %419, %1183 : i32
      %1185 = llvm.mlir.constant(0 : i64) : i64
      %1186 = llvm.insertelement %1184, %417[%1185 : i64] : vector<2xi32>
      %1187 = llvm.bitcast %1186 : vector<2xi32> to i64
      %1188 = llvm.mul %642, %23 overflow<nsw> : i32
      %1189 = llvm.add %1188, %34 overflow<nsw> : i32
      %1190 = llvm.add %422, %1189 : i32
      %1191 = llvm.mlir.constant(0 : i64) : i64
      %1192 = llvm.insertelement %1190, %420[%1191 : i64] : vector<2xi32>
      %1193 = llvm.bitcast %1192 : vector<2xi32> to i64
      %1194 = llvm.load %42 : !llvm.ptr -> f32
      %1195 = llvm.load %284 : !llvm.ptr -> f32
      %1196 = llvm.load %285 : !llvm.ptr -> f32
      %1197 = llvm.load %286 : !llvm.ptr -> f32
      %1198 = llvm.load %287 : !llvm.ptr -> f32
      %1199 = llvm.load %288 : !llvm.ptr -> f32
      %1200 = llvm.load %289 : !llvm.ptr -> f32
      %1201 = llvm.load %290 : !llvm.ptr -> f32
      %1202 = llvm.load %291 : !llvm.ptr -> f32
      %1203 = llvm.load %292 : !llvm.ptr -> f32
      %1204 = llvm.load %293 : !llvm.ptr -> f32
      %1205 = llvm.load %294 : !llvm.ptr -> f32
      %1206 = llvm.load %295 : !llvm.ptr -> f32
      %1207 = llvm.load %296 : !llvm.ptr -> f32
      %1208 = llvm.load %297 : !llvm.ptr -> f32
      %1209 = llvm.load %298 : !llvm.ptr -> f32
      %1210 = llvm.load %299 : !llvm.ptr -> f32
      %1211 = llvm.load %300 : !llvm.ptr -> f32
      %1212 = llvm.load %301 : !llvm.ptr -> f32
      %1213 = llvm.load %302 : !llvm.ptr -> f32
      %1214 = llvm.load %303 : !llvm.ptr -> f32
      %1215 = llvm.load %304 : !llvm.ptr -> f32
      %1216 = llvm.load %305 : !llvm.ptr -> f32
      %1217 = llvm.load %306 : !llvm.ptr -> f32
      %1218 = llvm.load %307 : !llvm.ptr -> f32
      %1219 = llvm.load %308 : !llvm.ptr -> f32
      %1220 = llvm.load %309 : !llvm.ptr -> f32
      %1221 = llvm.load %310 : !llvm.ptr -> f32
      %1222 = llvm.load %311 : !llvm.ptr -> f32
      %1223 = llvm.load %312 : !llvm.ptr -> f32
      %1224 = llvm.load %313 : !llvm.ptr -> f32
      %1225 = llvm.load %314 : !llvm.ptr -> f32
      %1226 = llvm.load %315 : !llvm.ptr -> f32
      %1227 = llvm.load %316 : !llvm.ptr -> f32
      %1228 = llvm.load %317 : !llvm.ptr -> f32
      %1229 = llvm.load %318 : !llvm.ptr -> f32
      %1230 = llvm.load %319 : !llvm.ptr -> f32
      %1231 = llvm.load %320 : !llvm.ptr -> f32
      %1232 = llvm.load %321 : !llvm.ptr -> f32
      %1233 = llvm.load %322 : !llvm.ptr -> f32
      %1234 = llvm.load %323 : !llvm.ptr -> f32
      %1235 = llvm.load %324 : !llvm.ptr -> f32
      %1236 = llvm.load %325 : !llvm.ptr -> f32
      %1237 = llvm.load %326 : !llvm.ptr -> f32
      %1238 = llvm.load %327 : !llvm.ptr -> f32
      %1239 = llvm.load %328 : !llvm.ptr -> f32
      %1240 = llvm.load %329 : !llvm.ptr -> f32
      %1241 = llvm.load %330 : !llvm.ptr -> f32
      %1242 = llvm.load %331 : !llvm.ptr -> f32
      %1243 = llvm.load %332 : !llvm.ptr -> f32
      %1244 = llvm.load %333 : !llvm.ptr -> f32
      %1245 = llvm.load %334 : !llvm.ptr -> f32
      %1246 = llvm.load %335 : !llvm.ptr -> f32
      %1247 = llvm.load %336 : !llvm.ptr -> f32
      %1248 = llvm.load %337 : !llvm.ptr -> f32
      %1249 = llvm.load %338 : !llvm.ptr -> f32
      %1250 = llvm.load %339 : !llvm.ptr -> f32
      %1251 = llvm.load %340 : !llvm.ptr -> f32
      %1252 = llvm.load %341 : !llvm.ptr -> f32
      %1253 = llvm.load %342 : !llvm.ptr -> f32
      %1254 = llvm.load %343 : !llvm.ptr -> f32
      %1255 = llvm.load %344 : !llvm.ptr -> f32
      %1256 = llvm.load %345 : !llvm.ptr -> f32
      %1257 = llvm.load %346 : !llvm.ptr -> f32
      %1258 = llvm.load %347 : !llvm.ptr -> f32
      %1259 = llvm.load %348 : !llvm.ptr -> f32
      %1260 = llvm.load %349 : !llvm.ptr -> f32
      %1261 = llvm.load %350 : !llvm.ptr -> f32
      %1262 = llvm.load %351 : !llvm.ptr -> f32
      %1263 = llvm.load %352 : !llvm.ptr -> f32
      %1264 = llvm.load %353 : !llvm.ptr -> f32
      %1265 = llvm.load %354 : !llvm.ptr -> f32
      %1266 = llvm.load %355 : !llvm.ptr -> f32
      %1267 = llvm.load %356 : !llvm.ptr -> f32
      %1268 = llvm.load %357 : !llvm.ptr -> f32
      %1269 = llvm.load %358 : !llvm.ptr -> f32
      %1270 = llvm.load %359 : !llvm.ptr -> f32
      %1271 = llvm.load %360 : !llvm.ptr -> f32
      %1272 = llvm.load %361 : !llvm.ptr -> f32
      %1273 = llvm.load %362 : !llvm.ptr -> f32
      %1274 = llvm.load %363 : !llvm.ptr -> f32
      %1275 = llvm.load %364 : !llvm.ptr -> f32
      %1276 = llvm.load %365 : !llvm.ptr -> f32
      %1277 = llvm.load %366 : !llvm.ptr -> f32
      %1278 = llvm.load %367 : !llvm.ptr -> f32
      %1279 = llvm.load %368 : !llvm.ptr -> f32
      %1280 = llvm.load %369 : !llvm.ptr -> f32
      %1281 = llvm.load %370 : !llvm.ptr -> f32
      %1282 = llvm.load %371 : !llvm.ptr -> f32
      %1283 = llvm.load %372 : !llvm.ptr -> f32
      %1284 = llvm.load %373 : !llvm.ptr -> f32
      %1285 = llvm.load %374 : !llvm.ptr -> f32
      %1286 = llvm.load %375 : !llvm.ptr -> f32
      %1287 = llvm.load %376 : !llvm.ptr -> f32
      %1288 = llvm.load %377 : !llvm.ptr -> f32
      %1289 = llvm.load %378 : !llvm.ptr -> f32
      %1290 = llvm.load %379 : !llvm.ptr -> f32
      %1291 = llvm.load %380 : !llvm.ptr -> f32
      %1292 = llvm.load %381 : !llvm.ptr -> f32
      %1293 = llvm.load %382 : !llvm.ptr -> f32
      %1294 = llvm.load %383 : !llvm.ptr -> f32
      %1295 = llvm.load %384 : !llvm.ptr -> f32
      %1296 = llvm.load %385 : !llvm.ptr -> f32
      %1297 = llvm.load %386 : !llvm.ptr -> f32
      %1298 = llvm.load %387 : !llvm.ptr -> f32
      %1299 = llvm.load %388 : !llvm.ptr -> f32
      %1300 = llvm.load %389 : !llvm.ptr -> f32
      %1301 = llvm.load %390 : !llvm.ptr -> f32
      %1302 = llvm.load %391 : !llvm.ptr -> f32
      %1303 = llvm.load %392 : !llvm.ptr -> f32
      %1304 = llvm.load %393 : !llvm.ptr -> f32
      %1305 = llvm.load %394 : !llvm.ptr -> f32
      %1306 = llvm.load %395 : !llvm.ptr -> f32
      %1307 = llvm.load %396 : !llvm.ptr -> f32
      %1308 = llvm.load %397 : !llvm.ptr -> f32
      %1309 = llvm.load %398 : !llvm.ptr -> f32
      %1310 = llvm.load %399 : !llvm.ptr -> f32
      %1311 = llvm.load %400 : !llvm.ptr -> f32
      %1312 = llvm.load %401 : !llvm.ptr -> f32
      %1313 = llvm.load %402 : !llvm.ptr -> f32
      %1314 = llvm.load %403 : !llvm.ptr -> f32
      %1315 = llvm.load %404 : !llvm.ptr -> f32
      %1316 = llvm.load %405 : !llvm.ptr -> f32
      %1317 = llvm.load %406 : !llvm.ptr -> f32
      %1318 = llvm.load %407 : !llvm.ptr -> f32
      %1319 = llvm.load %408 : !llvm.ptr -> f32
      %1320 = llvm.load %409 : !llvm.ptr -> f32
      %1321 = llvm.load %410 : !llvm.ptr -> f32
      %1322 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1187, %1193, %39, %39, %39, %39, %39 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1323 = llvm.extractvalue %1322[0] : !llvm_struct_31b33a
      %1324 = llvm.extractvalue %1322[1] : !llvm_struct_31b33a
      %1325 = llvm.extractvalue %1322[2] : !llvm_struct_31b33a
      %1326 = llvm.extractvalue %1322[3] : !llvm_struct_31b33a
      %1327 = llvm.extractvalue %1322[4] : !llvm_struct_31b33a
      %1328 = llvm.extractvalue %1322[5] : !llvm_struct_31b33a
      %1329 = llvm.extractvalue %1322[6] : !llvm_struct_31b33a
      %1330 = llvm.extractvalue %1322[7] : !llvm_struct_31b33a
      %1331 = llvm.extractvalue %1322[8] : !llvm_struct_31b33a
      %1332 = llvm.extractvalue %1322[9] : !llvm_struct_31b33a
      %1333 = llvm.extractvalue %1322[10] : !llvm_struct_31b33a
      %1334 = llvm.extractvalue %1322[11] : !llvm_struct_31b33a
      %1335 = llvm.extractvalue %1322[12] : !llvm_struct_31b33a
      %1336 = llvm.extractvalue %1322[13] : !llvm_struct_31b33a
      %1337 = llvm.extractvalue %1322[14] : !llvm_struct_31b33a
      %1338 = llvm.extractvalue %1322[15] : !llvm_struct_31b33a
      %1339 = llvm.extractvalue %1322[16] : !llvm_struct_31b33a
      %1340 = llvm.extractvalue %1322[17] : !llvm_struct_31b33a
      %1341 = llvm.extractvalue %1322[18] : !llvm_struct_31b33a
      %1342 = llvm.extractvalue %1322[19] : !llvm_struct_31b33a
      %1343 = llvm.extractvalue %1322[20] : !llvm_struct_31b33a
      %1344 = llvm.extractvalue %1322[21] : !llvm_struct_31b33a
      %1345 = llvm.extractvalue %1322[22] : !llvm_struct_31b33a
      %1346 = llvm.extractvalue %1322[23] : !llvm_struct_31b33a
      %1347 = llvm.extractvalue %1322[24] : !llvm_struct_31b33a
      %1348 = llvm.extractvalue %1322[25] : !llvm_struct_31b33a
      %1349 = llvm.extractvalue %1322[26] : !llvm_struct_31b33a
      %1350 = llvm.extractvalue %1322[27] : !llvm_struct_31b33a
      %1351 = llvm.extractvalue %1322[28] : !llvm_struct_31b33a
      %1352 = llvm.extractvalue %1322[29] : !llvm_struct_31b33a
      %1353 = llvm.extractvalue %1322[30] : !llvm_struct_31b33a
      %1354 = llvm.extractvalue %1322[31] : !llvm_struct_31b33a
      %1355 = llvm.extractvalue %1322[32] : !llvm_struct_31b33a
      %1356 = llvm.extractvalue %1322[33] : !llvm_struct_31b33a
      %1357 = llvm.extractvalue %1322[34] : !llvm_struct_31b33a
      %1358 = llvm.extractvalue %1322[35] : !llvm_struct_31b33a
      %1359 = llvm.extractvalue %1322[36] : !llvm_struct_31b33a
      %1360 = llvm.extractvalue %1322[37] : !llvm_struct_31b33a
      %1361 = llvm.extractvalue %1322[38] : !llvm_struct_31b33a
      %1362 = llvm.extractvalue %1322[39] : !llvm_struct_31b33a
      %1363 = llvm.extractvalue %1322[40] : !llvm_struct_31b33a
      %1364 = llvm.extractvalue %1322[41] : !llvm_struct_31b33a
      %1365 = llvm.extractvalue %1322[42] : !llvm_struct_31b33a
      %1366 = llvm.extractvalue %1322[43] : !llvm_struct_31b33a
      %1367 = llvm.extractvalue %1322[44] : !llvm_struct_31b33a
      %1368 = llvm.extractvalue %1322[45] : !llvm_struct_31b33a
      %1369 = llvm.extractvalue %1322[46] : !llvm_struct_31b33a
      %1370 = llvm.extractvalue %1322[47] : !llvm_struct_31b33a
      %1371 = llvm.extractvalue %1322[48] : !llvm_struct_31b33a
      %1372 = llvm.extractvalue %1322[49] : !llvm_struct_31b33a
      %1373 = llvm.extractvalue %1322[50] : !llvm_struct_31b33a
      %1374 = llvm.extractvalue %1322[51] : !llvm_struct_31b33a
      %1375 = llvm.extractvalue %1322[52] : !llvm_struct_31b33a
      %1376 = llvm.extractvalue %1322[53] : !llvm_struct_31b33a
      %1377 = llvm.extractvalue %1322[54] : !llvm_struct_31b33a
      %1378 = llvm.extractvalue %1322[55] : !llvm_struct_31b33a
      %1379 = llvm.extractvalue %1322[56] : !llvm_struct_31b33a
      %1380 = llvm.extractvalue %1322[57] : !llvm_struct_31b33a
      %1381 = llvm.extractvalue %1322[58] : !llvm_struct_31b33a
      %1382 = llvm.extractvalue %1322[59] : !llvm_struct_31b33a
      %1383 = llvm.extractvalue %1322[60] : !llvm_struct_31b33a
      %1384 = llvm.extractvalue %1322[61] : !llvm_struct_31b33a
      %1385 = llvm.extractvalue %1322[62] : !llvm_struct_31b33a
      %1386 = llvm.extractvalue %1322[63] : !llvm_struct_31b33a
      %1387 = llvm.extractvalue %1322[64] : !llvm_struct_31b33a
      %1388 = llvm.extractvalue %1322[65] : !llvm_struct_31b33a
      %1389 = llvm.extractvalue %1322[66] : !llvm_struct_31b33a
      %1390 = llvm.extractvalue %1322[67] : !llvm_struct_31b33a
      %1391 = llvm.extractvalue %1322[68] : !llvm_struct_31b33a
      %1392 = llvm.extractvalue %1322[69] : !llvm_struct_31b33a
      %1393 = llvm.extractvalue %1322[70] : !llvm_struct_31b33a
      %1394 = llvm.extractvalue %1322[71] : !llvm_struct_31b33a
      %1395 = llvm.extractvalue %1322[72] : !llvm_struct_31b33a
      %1396 = llvm.extractvalue %1322[73] : !llvm_struct_31b33a
      %1397 = llvm.extractvalue %1322[74] : !llvm_struct_31b33a
      %1398 = llvm.extractvalue %1322[75] : !llvm_struct_31b33a
      %1399 = llvm.extractvalue %1322[76] : !llvm_struct_31b33a
      %1400 = llvm.extractvalue %1322[77] : !llvm_struct_31b33a
      %1401 = llvm.extractvalue %1322[78] : !llvm_struct_31b33a
      %1402 = llvm.extractvalue %1322[79] : !llvm_struct_31b33a
      %1403 = llvm.extractvalue %1322[80] : !llvm_struct_31b33a
      %1404 = llvm.extractvalue %1322[81] : !llvm_struct_31b33a
      %1405 = llvm.extractvalue %1322[82] : !llvm_struct_31b33a
      %1406 = llvm.extractvalue %1322[83] : !llvm_struct_31b33a
      %1407 = llvm.extractvalue %1322[84] : !llvm_struct_31b33a
      %1408 = llvm.extractvalue %1322[85] : !llvm_struct_31b33a
      %1409 = llvm.extractvalue %1322[86] : !llvm_struct_31b33a
      %1410 = llvm.extractvalue %1322[87] : !llvm_struct_31b33a
      %1411 = llvm.extractvalue %1322[88] : !llvm_struct_31b33a
      %1412 = llvm.extractvalue %1322[89] : !llvm_struct_31b33a
      %1413 = llvm.extractvalue %1322[90] : !llvm_struct_31b33a
      %1414 = llvm.extractvalue %1322[91] : !llvm_struct_31b33a
      %1415 = llvm.extractvalue %1322[92] : !llvm_struct_31b33a
      %1416 = llvm.extractvalue %1322[93] : !llvm_struct_31b33a
      %1417 = llvm.extractvalue %1322[94] : !llvm_struct_31b33a
      %1418 = llvm.extractvalue %1322[95] : !llvm_struct_31b33a
      %1419 = llvm.extractvalue %1322[96] : !llvm_struct_31b33a
      %1420 = llvm.extractvalue %1322[97] : !llvm_struct_31b33a
      %1421 = llvm.extractvalue %1322[98] : !llvm_struct_31b33a
      %1422 = llvm.extractvalue %1322[99] : !llvm_struct_31b33a
      %1423 = llvm.extractvalue %1322[100] : !llvm_struct_31b33a
      %1424 = llvm.extractvalue %1322[101] : !llvm_struct_31b33a
      %1425 = llvm.extractvalue %1322[102] : !llvm_struct_31b33a
      %1426 = llvm.extractvalue %1322[103] : !llvm_struct_31b33a
      %1427 = llvm.extractvalue %1322[104] : !llvm_struct_31b33a
      %1428 = llvm.extractvalue %1322[105] : !llvm_struct_31b33a
      %1429 = llvm.extractvalue %1322[106] : !llvm_struct_31b33a
      %1430 = llvm.extractvalue %1322[107] : !llvm_struct_31b33a
      %1431 = llvm.extractvalue %1322[108] : !llvm_struct_31b33a
      %1432 = llvm.extractvalue %1322[109] : !llvm_struct_31b33a
      %1433 = llvm.extractvalue %1322[110] : !llvm_struct_31b33a
      %1434 = llvm.extractvalue %1322[111] : !llvm_struct_31b33a
      %1435 = llvm.extractvalue %1322[112] : !llvm_struct_31b33a
      %1436 = llvm.extractvalue %1322[113] : !llvm_struct_31b33a
      %1437 = llvm.extractvalue %1322[114] : !llvm_struct_31b33a
      %1438 = llvm.extractvalue %1322[115] : !llvm_struct_31b33a
      %1439 = llvm.extractvalue %1322[116] : !llvm_struct_31b33a
      %1440 = llvm.extractvalue %1322[117] : !llvm_struct_31b33a
      %1441 = llvm.extractvalue %1322[118] : !llvm_struct_31b33a
      %1442 = llvm.extractvalue %1322[119] : !llvm_struct_31b33a
      %1443 = llvm.extractvalue %1322[120] : !llvm_struct_31b33a
      %1444 = llvm.extractvalue %1322[121] : !llvm_struct_31b33a
      %1445 = llvm.extractvalue %1322[122] : !llvm_struct_31b33a
      %1446 = llvm.extractvalue %1322[123] : !llvm_struct_31b33a
      %1447 = llvm.extractvalue %1322[124] : !llvm_struct_31b33a
      %1448 = llvm.extractvalue %1322[125] : !llvm_struct_31b33a
      %1449 = llvm.extractvalue %1322[126] : !llvm_struct_31b33a
      %1450 = llvm.extractvalue %1322[127] : !llvm_struct_31b33a
      llvm.store %1323, %42 : f32, !llvm.ptr
      llvm.store %1324, %284 : f32, !llvm.ptr
      llvm.store %1325, %285 : f32, !llvm.ptr
      llvm.store %1326, %286 : f32, !llvm.ptr
      llvm.store %1327, %287 : f32, !llvm.ptr
      llvm.store %1328, %288 : f32, !llvm.ptr
      llvm.store %1329, %289 : f32, !llvm.ptr
      llvm.store %1330, %290 : f32, !llvm.ptr
      llvm.store %1331, %291 : f32, !llvm.ptr
      llvm.store %1332, %292 : f32, !llvm.ptr
      llvm.store %1333, %293 : f32, !llvm.ptr
      llvm.store %1334, %294 : f32, !llvm.ptr
      llvm.store %1335, %295 : f32, !llvm.ptr
      llvm.store %1336, %296 : f32, !llvm.ptr
      llvm.store %1337, %297 : f32, !llvm.ptr
      llvm.store %1338, %298 : f32, !llvm.ptr
      llvm.store %1339, %299 : f32, !llvm.ptr
      llvm.store %1340, %300 : f32, !llvm.ptr
      llvm.store %1341, %301 : f32, !llvm.ptr
      llvm.store %1342, %302 : f32, !llvm.ptr
      llvm.store %1343, %303 : f32, !llvm.ptr
      llvm.store %1344, %304 : f32, !llvm.ptr
      llvm.store %1345, %305 : f32, !llvm.ptr
      llvm.store %1346, %306 : f32, !llvm.ptr
      llvm.store %1347, %307 : f32, !llvm.ptr
      llvm.store %1348, %308 : f32, !llvm.ptr
      llvm.store %1349, %309 : f32, !llvm.ptr
      llvm.store %1350, %310 : f32, !llvm.ptr
      llvm.store %1351, %311 : f32, !llvm.ptr
      llvm.store %1352, %312 : f32, !llvm.ptr
      llvm.store %1353, %313 : f32, !llvm.ptr
      llvm.store %1354, %314 : f32, !llvm.ptr
      llvm.store %1355, %315 : f32, !llvm.ptr
      llvm.store %1356, %316 : f32, !llvm.ptr
      llvm.store %1357, %317 : f32, !llvm.ptr
      llvm.store %1358, %318 : f32, !llvm.ptr
      llvm.store %1359, %319 : f32, !llvm.ptr
      llvm.store %1360, %320 : f32, !llvm.ptr
      llvm.store %1361, %321 : f32, !llvm.ptr
      llvm.store %1362, %322 : f32, !llvm.ptr
      llvm.store %1363, %323 : f32, !llvm.ptr
      llvm.store %1364, %324 : f32, !llvm.ptr
      llvm.store %1365, %325 : f32, !llvm.ptr
      llvm.store %1366, %326 : f32, !llvm.ptr
      llvm.store %1367, %327 : f32, !llvm.ptr
      llvm.store %1368, %328 : f32, !llvm.ptr
      llvm.store %1369, %329 : f32, !llvm.ptr
      llvm.store %1370, %330 : f32, !llvm.ptr
      llvm.store %1371, %331 : f32, !llvm.ptr
      llvm.store %1372, %332 : f32, !llvm.ptr
      llvm.store %1373, %333 : f32, !llvm.ptr
      llvm.store %1374, %334 : f32, !llvm.ptr
      llvm.store %1375, %335 : f32, !llvm.ptr
      llvm.store %1376, %336 : f32, !llvm.ptr
      llvm.store %1377, %337 : f32, !llvm.ptr
      llvm.store %1378, %338 : f32, !llvm.ptr
      llvm.store %1379, %339 : f32, !llvm.ptr
      llvm.store %1380, %340 : f32, !llvm.ptr
      llvm.store %1381, %341 : f32, !llvm.ptr
      llvm.store %1382, %342 : f32, !llvm.ptr
      llvm.store %1383, %343 : f32, !llvm.ptr
      llvm.store %1384, %344 : f32, !llvm.ptr
      llvm.store %1385, %345 : f32, !llvm.ptr
      llvm.store %1386, %346 : f32, !llvm.ptr
      llvm.store %1387, %347 : f32, !llvm.ptr
      llvm.store %1388, %348 : f32, !llvm.ptr
      llvm.store %1389, %349 : f32, !llvm.ptr
      llvm.store %1390, %350 : f32, !llvm.ptr
      llvm.store %1391, %351 : f32, !llvm.ptr
      llvm.store %1392, %352 : f32, !llvm.ptr
      llvm.store %1393, %353 : f32, !llvm.ptr
      llvm.store %1394, %354 : f32, !llvm.ptr
      llvm.store %1395, %355 : f32, !llvm.ptr
      llvm.store %1396, %356 : f32, !llvm.ptr
      llvm.store %1397, %357 : f32, !llvm.ptr
      llvm.store %1398, %358 : f32, !llvm.ptr
      llvm.store %1399, %359 : f32, !llvm.ptr
      llvm.store %1400, %360 : f32, !llvm.ptr
      llvm.store %1401, %361 : f32, !llvm.ptr
      llvm.store %1402, %362 : f32, !llvm.ptr
      llvm.store %1403, %363 : f32, !llvm.ptr
      llvm.store %1404, %364 : f32, !llvm.ptr
      llvm.store %1405, %365 : f32, !llvm.ptr
      llvm.store %1406, %366 : f32, !llvm.ptr
      llvm.store %1407, %367 : f32, !llvm.ptr
      llvm.store %1408, %368 : f32, !llvm.ptr
      llvm.store %1409, %369 : f32, !llvm.ptr
      llvm.store %1410, %370 : f32, !llvm.ptr
      llvm.store %1411, %371 : f32, !llvm.ptr
      llvm.store %1412, %372 : f32, !llvm.ptr
      llvm.store %1413, %373 : f32, !llvm.ptr
      llvm.store %1414, %374 : f32, !llvm.ptr
      llvm.store %1415, %375 : f32, !llvm.ptr
      llvm.store %1416, %376 : f32, !llvm.ptr
      llvm.store %1417, %377 : f32, !llvm.ptr
      llvm.store %1418, %378 : f32, !llvm.ptr
      llvm.store %1419, %379 : f32, !llvm.ptr
      llvm.store %1420, %380 : f32, !llvm.ptr
      llvm.store %1421, %381 : f32, !llvm.ptr
      llvm.store %1422, %382 : f32, !llvm.ptr
      llvm.store %1423, %383 : f32, !llvm.ptr
      llvm.store %1424, %384 : f32, !llvm.ptr
      llvm.store %1425, %385 : f32, !llvm.ptr
      llvm.store %1426, %386 : f32, !llvm.ptr
      llvm.store %1427, %387 : f32, !llvm.ptr
      llvm.store %1428, %388 : f32, !llvm.ptr
      llvm.store %1429, %389 : f32, !llvm.ptr
      llvm.store %1430, %390 : f32, !llvm.ptr
      llvm.store %1431, %391 : f32, !llvm.ptr
      llvm.store %1432, %392 : f32, !llvm.ptr
      llvm.store %1433, %393 : f32, !llvm.ptr
      llvm.store %1434, %394 : f32, !llvm.ptr
      llvm.store %1435, %395 : f32, !llvm.ptr
      llvm.store %1436, %396 : f32, !llvm.ptr
      llvm.store %1437, %397 : f32, !llvm.ptr
      llvm.store %1438, %398 : f32, !llvm.ptr
      llvm.store %1439, %399 : f32, !llvm.ptr
      llvm.store %1440, %400 : f32, !llvm.ptr
      llvm.store %1441, %401 : f32, !llvm.ptr
      llvm.store %1442, %402 : f32, !llvm.ptr
      llvm.store %1443, %403 : f32, !llvm.ptr
      llvm.store %1444, %404 : f32, !llvm.ptr
      llvm.store %1445, %405 : f32, !llvm.ptr
      llvm.store %1446, %406 : f32, !llvm.ptr
      llvm.store %1447, %407 : f32, !llvm.ptr
      llvm.store %1448, %408 : f32, !llvm.ptr
      llvm.store %1449, %409 : f32, !llvm.ptr
      llvm.store %1450, %410 : f32, !llvm.ptr
      %1451 = llvm.mul %642, %14 overflow<nsw> : i32
      %1452 = llvm.add %1451, %9 overflow<nsw> : i32
      %1453 = llvm.add %425, %1452 : i32
      %1454 = llvm.mlir.constant(0 : i64) : i64
      %1455 = llvm.insertelement %1453, %423[%1454 : i64] : vector<2xi32>
      %1456 = llvm.bitcast %1455 : vector<2xi32> to i64
      %1457 = llvm.mul %642, %23 overflow<nsw> : i32
      %1458 = llvm.add %1457, %9 overflow<nsw> : i32
      %1459 = llvm.add %428, %1458 : i32
      %1460 = llvm.mlir.constant(0 : i64) : i64
      %1461 = llvm.insertelement %1459, %426[%1460 : i64] : vector<2xi32>
      %1462 = llvm.bitcast %1461 : vector<2xi32> to i64
      %1463 = llvm.load %42 : !llvm.ptr -> f32
      %1464 = llvm.load %284 : !llvm.ptr -> f32
      %1465 = llvm.load %285 : !llvm.ptr -> f32
      %1466 = llvm.load %286 : !llvm.ptr -> f32
      %1467 = llvm.load %287 : !llvm.ptr -> f32
      %1468 = llvm.load %288 : !llvm.ptr -> f32
      %1469 = llvm.load %289 : !llvm.ptr -> f32
      %1470 = llvm.load %290 : !llvm.ptr -> f32
      %1471 = llvm.load %291 : !llvm.ptr -> f32
      %1472 = llvm.load %292 : !llvm.ptr -> f32
      %1473 = llvm.load %293 : !llvm.ptr -> f32
      %1474 = llvm.load %294 : !llvm.ptr -> f32
      %1475 = llvm.load %295 : !llvm.ptr -> f32
      %1476 = llvm.load %296 : !llvm.ptr -> f32
      %1477 = llvm.load %297 : !llvm.ptr -> f32
      %1478 = llvm.load %298 : !llvm.ptr -> f32
      %1479 = llvm.load %299 : !llvm.ptr -> f32
      %1480 = llvm.load %300 : !llvm.ptr -> f32
      %1481 = llvm.load %301 : !llvm.ptr -> f32
      %1482 = llvm.load %302 : !llvm.ptr -> f32
      %1483 = llvm.load %303 : !llvm.ptr -> f32
      %1484 = llvm.load %304 : !llvm.ptr -> f32
      %1485 = llvm.load %305 : !llvm.ptr -> f32
      %1486 = llvm.load %306 : !llvm.ptr -> f32
      %1487 = llvm.load %307 : !llvm.ptr -> f32
      %1488 = llvm.load %308 : !llvm.ptr -> f32
      %1489 = llvm.load %309 : !llvm.ptr -> f32
      %1490 = llvm.load %310 : !llvm.ptr -> f32
      %1491 = llvm.load %311 : !llvm.ptr -> f32
      %1492 = llvm.load %312 : !llvm.ptr -> f32
      %1493 = llvm.load %313 : !llvm.ptr -> f32
      %1494 = llvm.load %314 : !llvm.ptr -> f32
      %1495 = llvm.load %315 : !llvm.ptr -> f32
      %1496 = llvm.load %316 : !llvm.ptr -> f32
      %1497 = llvm.load %317 : !llvm.ptr -> f32
      %1498 = llvm.load %318 : !llvm.ptr -> f32
      %1499 = llvm.load %319 : !llvm.ptr -> f32
      %1500 = llvm.load %320 : !llvm.ptr -> f32
      %1501 = llvm.load %321 : !llvm.ptr -> f32
      %1502 = llvm.load %322 : !llvm.ptr -> f32
      %1503 = llvm.load %323 : !llvm.ptr -> f32
      %1504 = llvm.load %324 : !llvm.ptr -> f32
      %1505 = llvm.load %325 : !llvm.ptr -> f32
      %1506 = llvm.load %326 : !llvm.ptr -> f32
      %1507 = llvm.load %327 : !llvm.ptr -> f32
      %1508 = llvm.load %328 : !llvm.ptr -> f32
      %1509 = llvm.load %329 : !llvm.ptr -> f32
      %1510 = llvm.load %330 : !llvm.ptr -> f32
      %1511 = llvm.load %331 : !llvm.ptr -> f32
      %1512 = llvm.load %332 : !llvm.ptr -> f32
      %1513 = llvm.load %333 : !llvm.ptr -> f32
      %1514 = llvm.load %334 : !llvm.ptr -> f32
      %1515 = llvm.load %335 : !llvm.ptr -> f32
      %1516 = llvm.load %336 : !llvm.ptr -> f32
      %1517 = llvm.load %337 : !llvm.ptr -> f32
      %1518 = llvm.load %338 : !llvm.ptr -> f32
      %1519 = llvm.load %339 : !llvm.ptr -> f32
      %1520 = llvm.load %340 : !llvm.ptr -> f32
      %1521 = llvm.load %341 : !llvm.ptr -> f32
      %1522 = llvm.load %342 : !llvm.ptr -> f32
      %1523 = llvm.load %343 : !llvm.ptr -> f32
      %1524 = llvm.load %344 : !llvm.ptr -> f32
      %1525 = llvm.load %345 : !llvm.ptr -> f32
      %1526 = llvm.load %346 : !llvm.ptr -> f32
      %1527 = llvm.load %347 : !llvm.ptr -> f32
      %1528 = llvm.load %348 : !llvm.ptr -> f32
      %1529 = llvm.load %349 : !llvm.ptr -> f32
      %1530 = llvm.load %350 : !llvm.ptr -> f32
      %1531 = llvm.load %351 : !llvm.ptr -> f32
      %1532 = llvm.load %352 : !llvm.ptr -> f32
      %1533 = llvm.load %353 : !llvm.ptr -> f32
      %1534 = llvm.load %354 : !llvm.ptr -> f32
      %1535 = llvm.load %355 : !llvm.ptr -> f32
      %1536 = llvm.load %356 : !llvm.ptr -> f32
      %1537 = llvm.load %357 : !llvm.ptr -> f32
      %1538 = llvm.load %358 : !llvm.ptr -> f32
      %1539 = llvm.load %359 : !llvm.ptr -> f32
      %1540 = llvm.load %360 : !llvm.ptr -> f32
      %1541 = llvm.load %361 : !llvm.ptr -> f32
      %1542 = llvm.load %362 : !llvm.ptr -> f32
      %1543 = llvm.load %363 : !llvm.ptr -> f32
      %1544 = llvm.load %364 : !llvm.ptr -> f32
      %1545 = llvm.load %365 : !llvm.ptr -> f32
      %1546 = llvm.load %366 : !llvm.ptr -> f32
      %1547 = llvm.load %367 : !llvm.ptr -> f32
      %1548 = llvm.load %368 : !llvm.ptr -> f32
      %1549 = llvm.load %369 : !llvm.ptr -> f32
      %1550 = llvm.load %370 : !llvm.ptr -> f32
      %1551 = llvm.load %371 : !llvm.ptr -> f32
      %1552 = llvm.load %372 : !llvm.ptr -> f32
      %1553 = llvm.load %373 : !llvm.ptr -> f32
      %1554 = llvm.load %374 : !llvm.ptr -> f32
      %1555 = llvm.load %375 : !llvm.ptr -> f32
      %1556 = llvm.load %376 : !llvm.ptr -> f32
      %1557 = llvm.load %377 : !llvm.ptr -> f32
      %1558 = llvm.load %378 : !llvm.ptr -> f32
      %1559 = llvm.load %379 : !llvm.ptr -> f32
      %1560 = llvm.load %380 : !llvm.ptr -> f32
      %1561 = llvm.load %381 : !llvm.ptr -> f32
      %1562 = llvm.load %382 : !llvm.ptr -> f32
      %1563 = llvm.load %383 : !llvm.ptr -> f32
      %1564 = llvm.load %384 : !llvm.ptr -> f32
      %1565 = llvm.load %385 : !llvm.ptr -> f32
      %1566 = llvm.load %386 : !llvm.ptr -> f32
      %1567 = llvm.load %387 : !llvm.ptr -> f32
      %1568 = llvm.load %388 : !llvm.ptr -> f32
      %1569 = llvm.load %389 : !llvm.ptr -> f32
      %1570 = llvm.load %390 : !llvm.ptr -> f32
      %1571 = llvm.load %391 : !llvm.ptr -> f32
      %1572 = llvm.load %392 : !llvm.ptr -> f32
      %1573 = llvm.load %393 : !llvm.ptr -> f32
      %1574 = llvm.load %394 : !llvm.ptr -> f32
      %1575 = llvm.load %395 : !llvm.ptr -> f32
      %1576 = llvm.load %396 : !llvm.ptr -> f32
      %1577 = llvm.load %397 : !llvm.ptr -> f32
      %1578 = llvm.load %398 : !llvm.ptr -> f32
      %1579 = llvm.load %399 : !llvm.ptr -> f32
      %1580 = llvm.load %400 : !llvm.ptr -> f32
      %1581 = llvm.load %401 : !llvm.ptr -> f32
      %1582 = llvm.load %402 : !llvm.ptr -> f32
      %1583 = llvm.load %403 : !llvm.ptr -> f32
      %1584 = llvm.load %404 : !llvm.ptr -> f32
      %1585 = llvm.load %405 : !llvm.ptr -> f32
      %1586 = llvm.load %406 : !llvm.ptr -> f32
      %1587 = llvm.load %407 : !llvm.ptr -> f32
      %1588 = llvm.load %408 : !llvm.ptr -> f32
      %1589 = llvm.load %409 : !llvm.ptr -> f32
      %1590 = llvm.load %410 : !llvm.ptr -> f32
      %1591 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1463, %1464, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, %1474, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1506, %1507, %1508, %1509, %1510, %1511, %1512, %1513, %1514, %1515, %1516, %1517, %1518, %1519, %1520, %1521, %1522, %1523, %1524, %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, %1536, %1537, %1538, %1539, %1540, %1541, %1542, %1543, %1544, %1545, %1546, %1547, %1548, %1549, %1550, %1551, %1552, %1553, %1554, %1555, %1556, %1557, %1558, %1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1577, %1578, %1579, %1580, %1581, %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589, %1590, %1456, %1462, %39, %39, %39, %39, %39 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1592 = llvm.extractvalue %1591[0] : !llvm_struct_31b33a
      %1593 = llvm.extractvalue %1591[1] : !llvm_struct_31b33a
      %1594 = llvm.extractvalue %1591[2] : !llvm_struct_31b33a
      %1595 = llvm.extractvalue %1591[3] : !llvm_struct_31b33a
      %1596 = llvm.extractvalue %1591[4] : !llvm_struct_31b33a
      %1597 = llvm.extractvalue %1591[5] : !llvm_struct_31b33a
      %1598 = llvm.extractvalue %1591[6] : !llvm_struct_31b33a
      %1599 = llvm.extractvalue %1591[7] : !llvm_struct_31b33a
      %1600 = llvm.extractvalue %1591[8] : !llvm_struct_31b33a
      %1601 = llvm.extractvalue %1591[9] : !llvm_struct_31b33a
      %1602 = llvm.extractvalue %1591[10] : !llvm_struct_31b33a
      %1603 = llvm.extractvalue %1591[11] : !llvm_struct_31b33a
      %1604 = llvm.extractvalue %1591[12] : !llvm_struct_31b33a
      %1605 = llvm.extractvalue %1591[13] : !llvm_struct_31b33a
      %1606 = llvm.extractvalue %1591[14] : !llvm_struct_31b33a
      %1607 = llvm.extractvalue %1591[15] : !llvm_struct_31b33a
      %1608 = llvm.extractvalue %1591[16] : !llvm_struct_31b33a
      %1609 = llvm.extractvalue %1591[17] : !llvm_struct_31b33a
      %1610 = llvm.extractvalue %1591[18] : !llvm_struct_31b33a
      %1611 = llvm.extractvalue %1591[19] : !llvm_struct_31b33a
      %1612 = llvm.extractvalue %1591[20] : !llvm_struct_31b33a
      %1613 = llvm.extractvalue %1591[21] : !llvm_struct_31b33a
      %1614 = llvm.extractvalue %1591[22] : !llvm_struct_31b33a
      %1615 = llvm.extractvalue %1591[23] : !llvm_struct_31b33a
      %1616 = llvm.extractvalue %1591[24] : !llvm_struct_31b33a
      %1617 = llvm.extractvalue %1591[25] : !llvm_struct_31b33a
      %1618 = llvm.extractvalue %1591[26] : !llvm_struct_31b33a
      %1619 = llvm.extractvalue %1591[27] : !llvm_struct_31b33a
      %1620 = llvm.extractvalue %1591[28] : !llvm_struct_31b33a
      %1621 = llvm.extractvalue %1591[29] : !llvm_struct_31b33a
      %1622 = llvm.extractvalue %1591[30] : !llvm_struct_31b33a
      %1623 = llvm.extractvalue %1591[31] : !llvm_struct_31b33a
      %1624 = llvm.extractvalue %1591[32] : !llvm_struct_31b33a
      %1625 = llvm.extractvalue %1591[33] : !llvm_struct_31b33a
      %1626 = llvm.extractvalue %1591[34] : !llvm_struct_31b33a
      %1627 = llvm.extractvalue %1591[35] : !llvm_struct_31b33a
      %1628 = llvm.extractvalue %1591[36] : !llvm_struct_31b33a
      %1629 = llvm.extractvalue %1591[37] : !llvm_struct_31b33a
      %1630 = llvm.extractvalue %1591[38] : !llvm_struct_31b33a
      %1631 = llvm.extractvalue %1591[39] : !llvm_struct_31b33a
      %1632 = llvm.extractvalue %1591[40] : !llvm_struct_31b33a
      %1633 = llvm.extractvalue %1591[41] : !llvm_struct_31b33a
      %1634 = llvm.extractvalue %1591[42] : !llvm_struct_31b33a
      %1635 = llvm.extractvalue %1591[43] : !llvm_struct_31b33a
      %1636 = llvm.extractvalue %1591[44] : !llvm_struct_31b33a
      %1637 = llvm.extractvalue %1591[45] : !llvm_struct_31b33a
      %1638 = llvm.extractvalue %1591[46] : !llvm_struct_31b33a
      %1639 = llvm.extractvalue %1591[47] : !llvm_struct_31b33a
      %1640 = llvm.extractvalue %1591[48] : !llvm_struct_31b33a
      %1641 = llvm.extractvalue %1591[49] : !llvm_struct_31b33a
      %1642 = llvm.extractvalue %1591[50] : !llvm_struct_31b33a
      %1643 = llvm.extractvalue %1591[51] : !llvm_struct_31b33a
      %1644 = llvm.extractvalue %1591[52] : !llvm_struct_31b33a
      %1645 = llvm.extractvalue %1591[53] : !llvm_struct_31b33a
      %1646 = llvm.extractvalue %1591[54] : !llvm_struct_31b33a
      %1647 = llvm.extractvalue %1591[55] : !llvm_struct_31b33a
      %1648 = llvm.extractvalue %1591[56] : !llvm_struct_31b33a
      %1649 = llvm.extractvalue %1591[57] : !llvm_struct_31b33a
      %1650 = llvm.extractvalue %1591[58] : !llvm_struct_31b33a
      %1651 = llvm.extractvalue %1591[59] : !llvm_struct_31b33a
      %1652 = llvm.extractvalue %1591[60] : !llvm_struct_31b33a
      %1653 = llvm.extractvalue %1591[61] : !llvm_struct_31b33a
      %1654 = llvm.extractvalue %1591[62] : !llvm_struct_31b33a
      %1655 = llvm.extractvalue %1591[63] : !llvm_struct_31b33a
      %1656 = llvm.extractvalue %1591[64] : !llvm_struct_31b33a
      %1657 = llvm.extractvalue %1591[65] : !llvm_struct_31b33a
      %1658 = llvm.extractvalue %1591[66] : !llvm_struct_31b33a
      %1659 = llvm.extractvalue %1591[67] : !llvm_struct_31b33a
      %1660 = llvm.extractvalue %1591[68] : !llvm_struct_31b33a
      %1661 = llvm.extractvalue %1591[69] : !llvm_struct_31b33a
      %1662 = llvm.extractvalue %1591[70] : !llvm_struct_31b33a
      %1663 = llvm.extractvalue %1591[71] : !llvm_struct_31b33a
      %1664 = llvm.extractvalue %1591[72] : !llvm_struct_31b33a
      %1665 = llvm.extractvalue %1591[73] : !llvm_struct_31b33a
      %1666 = llvm.extractvalue %1591[74] : !llvm_struct_31b33a
      %1667 = llvm.extractvalue %1591[75] : !llvm_struct_31b33a
      %1668 = llvm.extractvalue %1591[76] : !llvm_struct_31b33a
      %1669 = llvm.extractvalue %1591[77] : !llvm_struct_31b33a
      %1670 = llvm.extractvalue %1591[78] : !llvm_struct_31b33a
      %1671 = llvm.extractvalue %1591[79] : !llvm_struct_31b33a
      %1672 = llvm.extractvalue %1591[80] : !llvm_struct_31b33a
      %1673 = llvm.extractvalue %1591[81] : !llvm_struct_31b33a
      %1674 = llvm.extractvalue %1591[82] : !llvm_struct_31b33a
      %1675 = llvm.extractvalue %1591[83] : !llvm_struct_31b33a
      %1676 = llvm.extractvalue %1591[84] : !llvm_struct_31b33a
      %1677 = llvm.extractvalue %1591[85] : !llvm_struct_31b33a
      %1678 = llvm.extractvalue %1591[86] : !llvm_struct_31b33a
      %1679 = llvm.extractvalue %1591[87] : !llvm_struct_31b33a
      %1680 = llvm.extractvalue %1591[88] : !llvm_struct_31b33a
      %1681 = llvm.extractvalue %1591[89] : !llvm_struct_31b33a
      %1682 = llvm.extractvalue %1591[90] : !llvm_struct_31b33a
      %1683 = llvm.extractvalue %1591[91] : !llvm_struct_31b33a
      %1684 = llvm.extractvalue %1591[92] : !llvm_struct_31b33a
      %1685 = llvm.extractvalue %1591[93] : !llvm_struct_31b33a
      %1686 = llvm.extractvalue %1591[94] : !llvm_struct_31b33a
      %1687 = llvm.extractvalue %1591[95] : !llvm_struct_31b33a
      %1688 = llvm.extractvalue %1591[96] : !llvm_struct_31b33a
      %1689 = llvm.extractvalue %1591[97] : !llvm_struct_31b33a
      %1690 = llvm.extractvalue %1591[98] : !llvm_struct_31b33a
      %1691 = llvm.extractvalue %1591[99] : !llvm_struct_31b33a
      %1692 = llvm.extractvalue %1591[100] : !llvm_struct_31b33a
      %1693 = llvm.extractvalue %1591[101] : !llvm_struct_31b33a
      %1694 = llvm.extractvalue %1591[102] : !llvm_struct_31b33a
      %1695 = llvm.extractvalue %1591[103] : !llvm_struct_31b33a
      %1696 = llvm.extractvalue %1591[104] : !llvm_struct_31b33a
      %1697 = llvm.extractvalue %1591[105] : !llvm_struct_31b33a
      %1698 = llvm.extractvalue %1591[106] : !llvm_struct_31b33a
      %1699 = llvm.extractvalue %1591[107] : !llvm_struct_31b33a
      %1700 = llvm.extractvalue %1591[108] : !llvm_struct_31b33a
      %1701 = llvm.extractvalue %1591[109] : !llvm_struct_31b33a
      %1702 = llvm.extractvalue %1591[110] : !llvm_struct_31b33a
      %1703 = llvm.extractvalue %1591[111] : !llvm_struct_31b33a
      %1704 = llvm.extractvalue %1591[112] : !llvm_struct_31b33a
      %1705 = llvm.extractvalue %1591[113] : !llvm_struct_31b33a
      %1706 = llvm.extractvalue %1591[114] : !llvm_struct_31b33a
      %1707 = llvm.extractvalue %1591[115] : !llvm_struct_31b33a
      %1708 = llvm.extractvalue %1591[116] : !llvm_struct_31b33a
      %1709 = llvm.extractvalue %1591[117] : !llvm_struct_31b33a
      %1710 = llvm.extractvalue %1591[118] : !llvm_struct_31b33a
      %1711 = llvm.extractvalue %1591[119] : !llvm_struct_31b33a
      %1712 = llvm.extractvalue %1591[120] : !llvm_struct_31b33a
      %1713 = llvm.extractvalue %1591[121] : !llvm_struct_31b33a
      %1714 = llvm.extractvalue %1591[122] : !llvm_struct_31b33a
      %1715 = llvm.extractvalue %1591[123] : !llvm_struct_31b33a
      %1716 = llvm.extractvalue %1591[124] : !llvm_struct_31b33a
      %1717 = llvm.extractvalue %1591[125] : !llvm_struct_31b33a
      %1718 = llvm.extractvalue %1591[126] : !llvm_struct_31b33a
      %1719 = llvm.extractvalue %1591[127] : !llvm_struct_31b33a
      llvm.store %1592, %42 : f32, !llvm.ptr
      llvm.store %1593, %284 : f32, !llvm.ptr
      llvm.store %1594, %285 : f32, !llvm.ptr
      llvm.store %1595, %286 : f32, !llvm.ptr
      llvm.store %1596, %287 : f32, !llvm.ptr
      llvm.store %1597, %288 : f32, !llvm.ptr
      llvm.store %1598, %289 : f32, !llvm.ptr
      llvm.store %1599, %290 : f32, !llvm.ptr
      llvm.store %1600, %291 : f32, !llvm.ptr
      llvm.store %1601, %292 : f32, !llvm.ptr
      llvm.store %1602, %293 : f32, !llvm.ptr
      llvm.store %1603, %294 : f32, !llvm.ptr
      llvm.store %1604, %295 : f32, !llvm.ptr
      llvm.store %1605, %296 : f32, !llvm.ptr
      llvm.store %1606, %297 : f32, !llvm.ptr
      llvm.store %1607, %298 : f32, !llvm.ptr
      llvm.store %1608, %299 : f32, !llvm.ptr
      llvm.store %1609, %300 : f32, !llvm.ptr
      llvm.store %1610, %301 : f32, !llvm.ptr
      llvm.store %1611, %302 : f32, !llvm.ptr
      llvm.store %1612, %303 : f32, !llvm.ptr
      llvm.store %1613, %304 : f32, !llvm.ptr
      llvm.store %1614, %305 : f32, !llvm.ptr
      llvm.store %1615, %306 : f32, !llvm.ptr
      llvm.store %1616, %307 : f32, !llvm.ptr
      llvm.store %1617, %308 : f32, !llvm.ptr
      llvm.store %1618, %309 : f32, !llvm.ptr
      llvm.store %1619, %310 : f32, !llvm.ptr
      llvm.store %1620, %311 : f32, !llvm.ptr
      llvm.store %1621, %312 : f32, !llvm.ptr
      llvm.store %1622, %313 : f32, !llvm.ptr
      llvm.store %1623, %314 : f32, !llvm.ptr
      llvm.store %1624, %315 : f32, !llvm.ptr
      llvm.store %1625, %316 : f32, !llvm.ptr
      llvm.store %1626, %317 : f32, !llvm.ptr
      llvm.store %1627, %318 : f32, !llvm.ptr
      llvm.store %1628, %319 : f32, !llvm.ptr
      llvm.store %1629, %320 : f32, !llvm.ptr
      llvm.store %1630, %321 : f32, !llvm.ptr
      llvm.store %1631, %322 : f32, !llvm.ptr
      llvm.store %1632, %323 : f32, !llvm.ptr
      llvm.store %1633, %324 : f32, !llvm.ptr
      llvm.store %1634, %325 : f32, !llvm.ptr
      llvm.store %1635, %326 : f32, !llvm.ptr
      llvm.store %1636, %327 : f32, !llvm.ptr
      llvm.store %1637, %328 : f32, !llvm.ptr
      llvm.store %1638, %329 : f32, !llvm.ptr
      llvm.store %1639, %330 : f32, !llvm.ptr
      llvm.store %1640, %331 : f32, !llvm.ptr
      llvm.store %1641, %332 : f32, !llvm.ptr
      llvm.store %1642, %333 : f32, !llvm.ptr
      llvm.store %1643, %334 : f32, !llvm.ptr
      llvm.store %1644, %335 : f32, !llvm.ptr
      llvm.store %1645, %336 : f32, !llvm.ptr
      llvm.store %1646, %337 : f32, !llvm.ptr
      llvm.store %1647, %338 : f32, !llvm.ptr
      llvm.store %1648, %339 : f32, !llvm.ptr
      llvm.store %1649, %340 : f32, !llvm.ptr
      llvm.store %1650, %341 : f32, !llvm.ptr
      llvm.store %1651, %342 : f32, !llvm.ptr
      llvm.store %1652, %343 : f32, !llvm.ptr
      llvm.store %1653, %344 : f32, !llvm.ptr
      llvm.store %1654, %345 : f32, !llvm.ptr
      llvm.store %1655, %346 : f32, !llvm.ptr
      llvm.store %1656, %347 : f32, !llvm.ptr
      llvm.store %1657, %348 : f32, !llvm.ptr
      llvm.store %1658, %349 : f32, !llvm.ptr
      llvm.store %1659, %350 : f32, !llvm.ptr
      llvm.store %1660, %351 : f32, !llvm.ptr
      llvm.store %1661, %352 : f32, !llvm.ptr
      llvm.store %1662, %353 : f32, !llvm.ptr
      llvm.store %1663, %354 : f32, !llvm.ptr
      llvm.store %1664, %355 : f32, !llvm.ptr
      llvm.store %1665, %356 : f32, !llvm.ptr
      llvm.store %1666, %357 : f32, !llvm.ptr
      llvm.store %1667, %358 : f32, !llvm.ptr
      llvm.store %1668, %359 : f32, !llvm.ptr
      llvm.store %1669, %360 : f32, !llvm.ptr
      llvm.store %1670, %361 : f32, !llvm.ptr
      llvm.store %1671, %362 : f32, !llvm.ptr
      llvm.store %1672, %363 : f32, !llvm.ptr
      llvm.store %1673, %364 : f32, !llvm.ptr
      llvm.store %1674, %365 : f32, !llvm.ptr
      llvm.store %1675, %366 : f32, !llvm.ptr
      llvm.store %1676, %367 : f32, !llvm.ptr
      llvm.store %1677, %368 : f32, !llvm.ptr
      llvm.store %1678, %369 : f32, !llvm.ptr
      llvm.store %1679, %370 : f32, !llvm.ptr
      llvm.store %1680, %371 : f32, !llvm.ptr
      llvm.store %1681, %372 : f32, !llvm.ptr
      llvm.store %1682, %373 : f32, !llvm.ptr
      llvm.store %1683, %374 : f32, !llvm.ptr
      llvm.store %1684, %375 : f32, !llvm.ptr
      llvm.store %1685, %376 : f32, !llvm.ptr
      llvm.store %1686, %377 : f32, !llvm.ptr
      llvm.store %1687, %378 : f32, !llvm.ptr
      llvm.store %1688, %379 : f32, !llvm.ptr
      llvm.store %1689, %380 : f32, !llvm.ptr
      llvm.store %1690, %381 : f32, !llvm.ptr
      llvm.store %1691, %382 : f32, !llvm.ptr
      llvm.store %1692, %383 : f32, !llvm.ptr
      llvm.store %1693, %384 : f32, !llvm.ptr
      llvm.store %1694, %385 : f32, !llvm.ptr
      llvm.store %1695, %386 : f32, !llvm.ptr
      llvm.store %1696, %387 : f32, !llvm.ptr
      llvm.store %1697, %388 : f32, !llvm.ptr
      llvm.store %1698, %389 : f32, !llvm.ptr
      llvm.store %1699, %390 : f32, !llvm.ptr
      llvm.store %1700, %391 : f32, !llvm.ptr
      llvm.store %1701, %392 : f32, !llvm.ptr
      llvm.store %1702, %393 : f32, !llvm.ptr
      llvm.store %1703, %394 : f32, !llvm.ptr
      llvm.store %1704, %395 : f32, !llvm.ptr
      llvm.store %1705, %396 : f32, !llvm.ptr
      llvm.store %1706, %397 : f32, !llvm.ptr
      llvm.store %1707, %398 : f32, !llvm.ptr
      llvm.store %1708, %399 : f32, !llvm.ptr
      llvm.store %1709, %400 : f32, !llvm.ptr
      llvm.store %1710, %401 : f32, !llvm.ptr
      llvm.store %1711, %402 : f32, !llvm.ptr
      llvm.store %1712, %403 : f32, !llvm.ptr
      llvm.store %1713, %404 : f32, !llvm.ptr
      llvm.store %1714, %405 : f32, !llvm.ptr
      llvm.store %1715, %406 : f32, !llvm.ptr
      llvm.store %1716, %407 : f32, !llvm.ptr
      llvm.store %1717, %408 : f32, !llvm.ptr
      llvm.store %1718, %409 : f32, !llvm.ptr
      llvm.store %1719, %410 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1720 = llvm.icmp "sgt" %637, %20 : i32
      llvm.cond_br %1720, ^bb55, ^bb62
    ^bb55:  // pred: ^bb54
      llvm.cond_br %122, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %1721 = llvm.getelementptr %108[%639] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1722 = nvvm.mapa %1721, %115 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1722, %39 : !llvm.ptr<7>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %1723 = llvm.add %639, %39 : i32
      %1724 = llvm.add %638, %39 : i32
      %1725 = llvm.icmp "eq" %1723, %27 : i32
      %1726 = llvm.select %1725, %20, %1723 : i1, i32
      llvm.cond_br %1725, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %1727 = llvm.xor %640, %39 : i32
      llvm.br ^bb60(%1727 : i32)
    ^bb59:  // pred: ^bb57
      llvm.br ^bb60(%640 : i32)
    ^bb60(%1728: i32):  // 2 preds: ^bb58, ^bb59
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      llvm.br ^bb63(%1724, %1726, %1728 : i32, i32, i32)
    ^bb62:  // pred: ^bb54
      llvm.br ^bb63(%638, %639, %640 : i32, i32, i32)
    ^bb63(%1729: i32, %1730: i32, %1731: i32):  // 2 preds: ^bb61, ^bb62
      llvm.br ^bb64
    ^bb64:  // pred: ^bb63
      %1732 = llvm.add %642, %39 : i32
      %1733 = llvm.add %641, %39 : i32
      %1734 = llvm.icmp "eq" %1732, %27 : i32
      %1735 = llvm.select %1734, %20, %1732 : i1, i32
      llvm.cond_br %1734, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %1736 = llvm.xor %643, %39 : i32
      llvm.br ^bb67(%1736 : i32)
    ^bb66:  // pred: ^bb64
      llvm.br ^bb67(%643 : i32)
    ^bb67(%1737: i32):  // 2 preds: ^bb65, ^bb66
      llvm.br ^bb68
    ^bb68:  // pred: ^bb67
      %1738 = llvm.add %637, %39 : i32
      llvm.br ^bb53(%1738, %1729, %1730, %1731, %1733, %1735, %1737 : i32, i32, i32, i32, i32, i32, i32)
    ^bb69:  // pred: ^bb53
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %122, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %1739 = llvm.getelementptr %108[%639] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1740 = nvvm.mapa %1739, %115 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1740, %39 : !llvm.ptr<7>
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      %1741 = llvm.add %639, %39 : i32
      %1742 = llvm.add %638, %39 : i32
      %1743 = llvm.icmp "eq" %1741, %27 : i32
      %1744 = llvm.select %1743, %20, %1741 : i1, i32
      llvm.cond_br %1743, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %1745 = llvm.xor %640, %39 : i32
      llvm.br ^bb74(%1745 : i32)
    ^bb73:  // pred: ^bb71
      llvm.br ^bb74(%640 : i32)
    ^bb74(%1746: i32):  // 2 preds: ^bb72, ^bb73
      llvm.br ^bb75
    ^bb75:  // pred: ^bb74
      %1747 = llvm.mul %634, %37 overflow<nsw> : i32
      %1748 = llvm.mul %635, %34 overflow<nsw> : i32
      %1749 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1749, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1750 = llvm.load %429 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1750, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %1751 = llvm.load %431 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1751, %432 {alignment = 8 : i64} : f32, !llvm.ptr
      %1752 = llvm.load %433 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1752, %434 {alignment = 4 : i64} : f32, !llvm.ptr
      %1753 = llvm.load %435 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1753, %436 {alignment = 16 : i64} : f32, !llvm.ptr
      %1754 = llvm.load %437 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1754, %438 {alignment = 4 : i64} : f32, !llvm.ptr
      %1755 = llvm.load %439 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1755, %440 {alignment = 8 : i64} : f32, !llvm.ptr
      %1756 = llvm.load %441 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1756, %442 {alignment = 4 : i64} : f32, !llvm.ptr
      %1757 = llvm.load %443 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1757, %444 {alignment = 32 : i64} : f32, !llvm.ptr
      %1758 = llvm.load %445 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1758, %446 {alignment = 4 : i64} : f32, !llvm.ptr
      %1759 = llvm.load %447 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1759, %448 {alignment = 8 : i64} : f32, !llvm.ptr
      %1760 = llvm.load %449 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1760, %450 {alignment = 4 : i64} : f32, !llvm.ptr
      %1761 = llvm.load %451 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1761, %452 {alignment = 16 : i64} : f32, !llvm.ptr
      %1762 = llvm.load %453 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1762, %454 {alignment = 4 : i64} : f32, !llvm.ptr
      %1763 = llvm.load %455 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1763, %456 {alignment = 8 : i64} : f32, !llvm.ptr
      %1764 = llvm.load %457 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1764, %458 {alignment = 4 : i64} : f32, !llvm.ptr
      %1765 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1766 = llvm.fptrunc %1765 : vector<16xf32> to vector<16xbf16>
      llvm.store %1766, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1767 = llvm.mul %582, %32 overflow<nsw> : i32
      llvm.br ^bb76(%20 : i32)
    ^bb76(%1768: i32):  // 2 preds: ^bb75, ^bb77
      %1769 = llvm.icmp "slt" %1768, %21 : i32
      llvm.cond_br %1769, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %1770 = llvm.mul %1768, %33 overflow<nsw> : i32
      %1771 = llvm.getelementptr %40[%1770] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1772 = llvm.mul %1768, %38 overflow<nsw> : i32
      %1773 = llvm.getelementptr %277[%1772] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1774 = llvm.load %1771 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1775 = llvm.mlir.constant(0 : i64) : i64
      %1776 = llvm.extractelement %1774[%1775 : i64] : vector<4xi32>
      %1777 = llvm.mlir.constant(1 : i64) : i64
      %1778 = llvm.extractelement %1774[%1777 : i64] : vector<4xi32>
      %1779 = llvm.mlir.constant(2 : i64) : i64
      %1780 = llvm.extractelement %1774[%1779 : i64] : vector<4xi32>
      %1781 = llvm.mlir.constant(3 : i64) : i64
      %1782 = llvm.extractelement %1774[%1781 : i64] : vector<4xi32>
      %1783 = llvm.ptrtoint %1773 : !llvm.ptr<3> to i64
      %1784 = llvm.and %1783, %8 : i64
      %1785 = llvm.lshr %1784, %7 : i64
      %1786 = llvm.xor %1783, %1785 : i64
      %1787 = llvm.inttoptr %1786 : i64 to !llvm.ptr<3>
      %1788 = llvm.getelementptr %1787[%1767] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1788, %1776, %1778, %1780, %1782 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1789 = llvm.add %1768, %39 : i32
      llvm.br ^bb76(%1789 : i32) {loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb76
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %459, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %1790 = llvm.mul %582, %32 overflow<nsw> : i32
      %1791 = llvm.getelementptr %103[%1790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.bulk.tensor.global.shared.cta %45, %1791, box[%1748, %1747, %601] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb80
    ^bb80:  // 2 preds: ^bb78, ^bb79
      nvvm.barrier id = %39 number_of_threads = %34
      %1792 = llvm.add %582, %39 : i32
      %1793 = llvm.srem %1792, %27 : i32
      %1794 = llvm.load %460 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1794, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1795 = llvm.load %461 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1795, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %1796 = llvm.load %462 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1796, %432 {alignment = 8 : i64} : f32, !llvm.ptr
      %1797 = llvm.load %463 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1797, %434 {alignment = 4 : i64} : f32, !llvm.ptr
      %1798 = llvm.load %464 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1798, %436 {alignment = 16 : i64} : f32, !llvm.ptr
      %1799 = llvm.load %465 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1799, %438 {alignment = 4 : i64} : f32, !llvm.ptr
      %1800 = llvm.load %466 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1800, %440 {alignment = 8 : i64} : f32, !llvm.ptr
      %1801 = llvm.load %467 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1801, %442 {alignment = 4 : i64} : f32, !llvm.ptr
      %1802 = llvm.load %468 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1802, %444 {alignment = 32 : i64} : f32, !llvm.ptr
      %1803 = llvm.load %469 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1803, %446 {alignment = 4 : i64} : f32, !llvm.ptr
      %1804 = llvm.load %470 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1804, %448 {alignment = 8 : i64} : f32, !llvm.ptr
      %1805 = llvm.load %471 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1805, %450 {alignment = 4 : i64} : f32, !llvm.ptr
      %1806 = llvm.load %472 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1806, %452 {alignment = 16 : i64} : f32, !llvm.ptr
      %1807 = llvm.load %473 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1807, %454 {alignment = 4 : i64} : f32, !llvm.ptr
      %1808 = llvm.load %474 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1808, %456 {alignment = 8 : i64} : f32, !llvm.ptr
      %1809 = llvm.load %475 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1809, %458 {alignment = 4 : i64} : f32, !llvm.ptr
      %1810 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1811 = llvm.fptrunc %1810 : vector<16xf32> to vector<16xbf16>
      llvm.store %1811, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1812 = llvm.mul %1793, %32 overflow<nsw> : i32
      llvm.br ^bb81(%20 : i32)
    ^bb81(%1813: i32):  // 2 preds: ^bb80, ^bb82
      %1814 = llvm.icmp "slt" %1813, %21 : i32
      llvm.cond_br %1814, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %1815 = llvm.mul %1813, %33 overflow<nsw> : i32
      %1816 = llvm.getelementptr %40[%1815] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1817 = llvm.mul %1813, %38 overflow<nsw> : i32
      %1818 = llvm.getelementptr %277[%1817] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1819 = llvm.load %1816 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1820 = llvm.mlir.constant(0 : i64) : i64
      %1821 = llvm.extractelement %1819[%1820 : i64] : vector<4xi32>
      %1822 = llvm.mlir.constant(1 : i64) : i64
      %1823 = llvm.extractelement %1819[%1822 : i64] : vector<4xi32>
      %1824 = llvm.mlir.constant(2 : i64) : i64
      %1825 = llvm.extractelement %1819[%1824 : i64] : vector<4xi32>
      %1826 = llvm.mlir.constant(3 : i64) : i64
      %1827 = llvm.extractelement %1819[%1826 : i64] : vector<4xi32>
      %1828 = llvm.ptrtoint %1818 : !llvm.ptr<3> to i64
      %1829 = llvm.and %1828, %8 : i64
      %1830 = llvm.lshr %1829, %7 : i64
      %1831 = llvm.xor %1828, %1830 : i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr<3>
      %1833 = llvm.getelementptr %1832[%1812] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1833, %1821, %1823, %1825, %1827 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1834 = llvm.add %1813, %39 : i32
      llvm.br ^bb81(%1834 : i32) {loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb81
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %459, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %1835 = llvm.mul %1793, %32 overflow<nsw> : i32
      %1836 = llvm.getelementptr %103[%1835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1837 = llvm.add %1748, %19 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %46, %1836, box[%1837, %1747, %601] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      nvvm.barrier id = %39 number_of_threads = %34
      %1838 = llvm.add %1793, %39 : i32
      %1839 = llvm.srem %1838, %27 : i32
      %1840 = llvm.load %476 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1840, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1841 = llvm.load %477 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1841, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %1842 = llvm.load %478 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1842, %432 {alignment = 8 : i64} : f32, !llvm.ptr
      %1843 = llvm.load %479 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1843, %434 {alignment = 4 : i64} : f32, !llvm.ptr
      %1844 = llvm.load %480 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1844, %436 {alignment = 16 : i64} : f32, !llvm.ptr
      %1845 = llvm.load %481 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1845, %438 {alignment = 4 : i64} : f32, !llvm.ptr
      %1846 = llvm.load %482 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1846, %440 {alignment = 8 : i64} : f32, !llvm.ptr
      %1847 = llvm.load %483 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1847, %442 {alignment = 4 : i64} : f32, !llvm.ptr
      %1848 = llvm.load %484 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1848, %444 {alignment = 32 : i64} : f32, !llvm.ptr
      %1849 = llvm.load %485 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1849, %446 {alignment = 4 : i64} : f32, !llvm.ptr
      %1850 = llvm.load %486 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1850, %448 {alignment = 8 : i64} : f32, !llvm.ptr
      %1851 = llvm.load %487 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1851, %450 {alignment = 4 : i64} : f32, !llvm.ptr
      %1852 = llvm.load %488 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1852, %452 {alignment = 16 : i64} : f32, !llvm.ptr
      %1853 = llvm.load %489 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1853, %454 {alignment = 4 : i64} : f32, !llvm.ptr
      %1854 = llvm.load %490 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1854, %456 {alignment = 8 : i64} : f32, !llvm.ptr
      %1855 = llvm.load %491 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1855, %458 {alignment = 4 : i64} : f32, !llvm.ptr
      %1856 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1857 = llvm.fptrunc %1856 : vector<16xf32> to vector<16xbf16>
      llvm.store %1857, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1858 = llvm.mul %1839, %32 overflow<nsw> : i32
      llvm.br ^bb86(%20 : i32)
    ^bb86(%1859: i32):  // 2 preds: ^bb85, ^bb87
      %1860 = llvm.icmp "slt" %1859, %21 : i32
      llvm.cond_br %1860, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %1861 = llvm.mul %1859, %33 overflow<nsw> : i32
      %1862 = llvm.getelementptr %40[%1861] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1863 = llvm.mul %1859, %38 overflow<nsw> : i32
      %1864 = llvm.getelementptr %277[%1863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1865 = llvm.load %1862 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1866 = llvm.mlir.constant(0 : i64) : i64
      %1867 = llvm.extractelement %1865[%1866 : i64] : vector<4xi32>
      %1868 = llvm.mlir.constant(1 : i64) : i64
      %1869 = llvm.extractelement %1865[%1868 : i64] : vector<4xi32>
      %1870 = llvm.mlir.constant(2 : i64) : i64
      %1871 = llvm.extractelement %1865[%1870 : i64] : vector<4xi32>
      %1872 = llvm.mlir.constant(3 : i64) : i64
      %1873 = llvm.extractelement %1865[%1872 : i64] : vector<4xi32>
      %1874 = llvm.ptrtoint %1864 : !llvm.ptr<3> to i64
      %1875 = llvm.and %1874, %8 : i64
      %1876 = llvm.lshr %1875, %7 : i64
      %1877 = llvm.xor %1874, %1876 : i64
      %1878 = llvm.inttoptr %1877 : i64 to !llvm.ptr<3>
      %1879 = llvm.getelementptr %1878[%1858] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1879, %1867, %1869, %1871, %1873 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1880 = llvm.add %1859, %39 : i32
      llvm.br ^bb86(%1880 : i32) {loop_annotation = #loop_annotation}
    ^bb88:  // pred: ^bb86
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %459, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1881 = llvm.mul %1839, %32 overflow<nsw> : i32
      %1882 = llvm.getelementptr %103[%1881] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1883 = llvm.add %1748, %24 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %47, %1882, box[%1883, %1747, %601] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      nvvm.barrier id = %39 number_of_threads = %34
      %1884 = llvm.add %1839, %39 : i32
      %1885 = llvm.srem %1884, %27 : i32
      %1886 = llvm.load %492 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1886, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1887 = llvm.load %493 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1887, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %1888 = llvm.load %494 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1888, %432 {alignment = 8 : i64} : f32, !llvm.ptr
      %1889 = llvm.load %495 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1889, %434 {alignment = 4 : i64} : f32, !llvm.ptr
      %1890 = llvm.load %496 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1890, %436 {alignment = 16 : i64} : f32, !llvm.ptr
      %1891 = llvm.load %497 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1891, %438 {alignment = 4 : i64} : f32, !llvm.ptr
      %1892 = llvm.load %498 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1892, %440 {alignment = 8 : i64} : f32, !llvm.ptr
      %1893 = llvm.load %499 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1893, %442 {alignment = 4 : i64} : f32, !llvm.ptr
      %1894 = llvm.load %500 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1894, %444 {alignment = 32 : i64} : f32, !llvm.ptr
      %1895 = llvm.load %501 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1895, %446 {alignment = 4 : i64} : f32, !llvm.ptr
      %1896 = llvm.load %502 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1896, %448 {alignment = 8 : i64} : f32, !llvm.ptr
      %1897 = llvm.load %503 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1897, %450 {alignment = 4 : i64} : f32, !llvm.ptr
      %1898 = llvm.load %504 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1898, %452 {alignment = 16 : i64} : f32, !llvm.ptr
      %1899 = llvm.load %505 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1899, %454 {alignment = 4 : i64} : f32, !llvm.ptr
      %1900 = llvm.load %506 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1900, %456 {alignment = 8 : i64} : f32, !llvm.ptr
      %1901 = llvm.load %507 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1901, %458 {alignment = 4 : i64} : f32, !llvm.ptr
      %1902 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1903 = llvm.fptrunc %1902 : vector<16xf32> to vector<16xbf16>
      llvm.store %1903, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1904 = llvm.mul %1885, %32 overflow<nsw> : i32
      llvm.br ^bb91(%20 : i32)
    ^bb91(%1905: i32):  // 2 preds: ^bb90, ^bb92
      %1906 = llvm.icmp "slt" %1905, %21 : i32
      llvm.cond_br %1906, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %1907 = llvm.mul %1905, %33 overflow<nsw> : i32
      %1908 = llvm.getelementptr %40[%1907] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1909 = llvm.mul %1905, %38 overflow<nsw> : i32
      %1910 = llvm.getelementptr %277[%1909] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1911 = llvm.load %1908 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1912 = llvm.mlir.constant(0 : i64) : i64
      %1913 = llvm.extractelement %1911[%1912 : i64] : vector<4xi32>
      %1914 = llvm.mlir.constant(1 : i64) : i64
      %1915 = llvm.extractelement %1911[%1914 : i64] : vector<4xi32>
      %1916 = llvm.mlir.constant(2 : i64) : i64
      %1917 = llvm.extractelement %1911[%1916 : i64] : vector<4xi32>
      %1918 = llvm.mlir.constant(3 : i64) : i64
      %1919 = llvm.extractelement %1911[%1918 : i64] : vector<4xi32>
      %1920 = llvm.ptrtoint %1910 : !llvm.ptr<3> to i64
      %1921 = llvm.and %1920, %8 : i64
      %1922 = llvm.lshr %1921, %7 : i64
      %1923 = llvm.xor %1920, %1922 : i64
      %1924 = llvm.inttoptr %1923 : i64 to !llvm.ptr<3>
      %1925 = llvm.getelementptr %1924[%1904] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1925, %1913, %1915, %1917, %1919 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1926 = llvm.add %1905, %39 : i32
      llvm.br ^bb91(%1926 : i32) {loop_annotation = #loop_annotation}
    ^bb93:  // pred: ^bb91
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %459, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1927 = llvm.mul %1885, %32 overflow<nsw> : i32
      %1928 = llvm.getelementptr %103[%1927] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1929 = llvm.add %1748, %6 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %48, %1928, box[%1929, %1747, %601] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      nvvm.barrier id = %39 number_of_threads = %34
      %1930 = llvm.add %1885, %39 : i32
      %1931 = llvm.srem %1930, %27 : i32
      %1932 = llvm.load %508 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1932, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1933 = llvm.load %509 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1933, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %1934 = llvm.load %510 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1934, %432 {alignment = 8 : i64} : f32, !llvm.ptr
      %1935 = llvm.load %511 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1935, %434 {alignment = 4 : i64} : f32, !llvm.ptr
      %1936 = llvm.load %512 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1936, %436 {alignment = 16 : i64} : f32, !llvm.ptr
      %1937 = llvm.load %513 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1937, %438 {alignment = 4 : i64} : f32, !llvm.ptr
      %1938 = llvm.load %514 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1938, %440 {alignment = 8 : i64} : f32, !llvm.ptr
      %1939 = llvm.load %515 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1939, %442 {alignment = 4 : i64} : f32, !llvm.ptr
      %1940 = llvm.load %516 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1940, %444 {alignment = 32 : i64} : f32, !llvm.ptr
      %1941 = llvm.load %517 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1941, %446 {alignment = 4 : i64} : f32, !llvm.ptr
      %1942 = llvm.load %518 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1942, %448 {alignment = 8 : i64} : f32, !llvm.ptr
      %1943 = llvm.load %519 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1943, %450 {alignment = 4 : i64} : f32, !llvm.ptr
      %1944 = llvm.load %520 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1944, %452 {alignment = 16 : i64} : f32, !llvm.ptr
      %1945 = llvm.load %521 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1945, %454 {alignment = 4 : i64} : f32, !llvm.ptr
      %1946 = llvm.load %522 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1946, %456 {alignment = 8 : i64} : f32, !llvm.ptr
      %1947 = llvm.load %523 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1947, %458 {alignment = 4 : i64} : f32, !llvm.ptr
      %1948 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1949 = llvm.fptrunc %1948 : vector<16xf32> to vector<16xbf16>
      llvm.store %1949, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1950 = llvm.mul %1931, %32 overflow<nsw> : i32
      llvm.br ^bb96(%20 : i32)
    ^bb96(%1951: i32):  // 2 preds: ^bb95, ^bb97
      %1952 = llvm.icmp "slt" %1951, %21 : i32
      llvm.cond_br %1952, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1953 = llvm.mul %1951, %33 overflow<nsw> : i32
      %1954 = llvm.getelementptr %40[%1953] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1955 = llvm.mul %1951, %38 overflow<nsw> : i32
      %1956 = llvm.getelementptr %277[%1955] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1957 = llvm.load %1954 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1958 = llvm.mlir.constant(0 : i64) : i64
      %1959 = llvm.extractelement %1957[%1958 : i64] : vector<4xi32>
      %1960 = llvm.mlir.constant(1 : i64) : i64
      %1961 = llvm.extractelement %1957[%1960 : i64] : vector<4xi32>
      %1962 = llvm.mlir.constant(2 : i64) : i64
      %1963 = llvm.extractelement %1957[%1962 : i64] : vector<4xi32>
      %1964 = llvm.mlir.constant(3 : i64) : i64
      %1965 = llvm.extractelement %1957[%1964 : i64] : vector<4xi32>
      %1966 = llvm.ptrtoint %1956 : !llvm.ptr<3> to i64
      %1967 = llvm.and %1966, %8 : i64
      %1968 = llvm.lshr %1967, %7 : i64
      %1969 = llvm.xor %1966, %1968 : i64
      %1970 = llvm.inttoptr %1969 : i64 to !llvm.ptr<3>
      %1971 = llvm.getelementptr %1970[%1950] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1971, %1959, %1961, %1963, %1965 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1972 = llvm.add %1951, %39 : i32
      llvm.br ^bb96(%1972 : i32) {loop_annotation = #loop_annotation}
    ^bb98:  // pred: ^bb96
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %459, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1973 = llvm.mul %1931, %32 overflow<nsw> : i32
      %1974 = llvm.getelementptr %103[%1973] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1975 = llvm.add %1748, %37 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %49, %1974, box[%1975, %1747, %601] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      nvvm.barrier id = %39 number_of_threads = %34
      %1976 = llvm.add %1931, %39 : i32
      %1977 = llvm.srem %1976, %27 : i32
      %1978 = llvm.load %524 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1978, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1979 = llvm.load %525 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1979, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %1980 = llvm.load %526 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1980, %432 {alignment = 8 : i64} : f32, !llvm.ptr
      %1981 = llvm.load %527 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1981, %434 {alignment = 4 : i64} : f32, !llvm.ptr
      %1982 = llvm.load %528 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1982, %436 {alignment = 16 : i64} : f32, !llvm.ptr
      %1983 = llvm.load %529 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1983, %438 {alignment = 4 : i64} : f32, !llvm.ptr
      %1984 = llvm.load %530 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1984, %440 {alignment = 8 : i64} : f32, !llvm.ptr
      %1985 = llvm.load %531 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1985, %442 {alignment = 4 : i64} : f32, !llvm.ptr
      %1986 = llvm.load %532 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1986, %444 {alignment = 32 : i64} : f32, !llvm.ptr
      %1987 = llvm.load %533 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1987, %446 {alignment = 4 : i64} : f32, !llvm.ptr
      %1988 = llvm.load %534 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1988, %448 {alignment = 8 : i64} : f32, !llvm.ptr
      %1989 = llvm.load %535 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1989, %450 {alignment = 4 : i64} : f32, !llvm.ptr
      %1990 = llvm.load %536 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1990, %452 {alignment = 16 : i64} : f32, !llvm.ptr
      %1991 = llvm.load %537 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1991, %454 {alignment = 4 : i64} : f32, !llvm.ptr
      %1992 = llvm.load %538 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1992, %456 {alignment = 8 : i64} : f32, !llvm.ptr
      %1993 = llvm.load %539 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1993, %458 {alignment = 4 : i64} : f32, !llvm.ptr
      %1994 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1995 = llvm.fptrunc %1994 : vector<16xf32> to vector<16xbf16>
      llvm.store %1995, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1996 = llvm.mul %1977, %32 overflow<nsw> : i32
      llvm.br ^bb101(%20 : i32)
    ^bb101(%1997: i32):  // 2 preds: ^bb100, ^bb102
      %1998 = llvm.icmp "slt" %1997, %21 : i32
      llvm.cond_br %1998, ^bb102, ^bb103
    ^bb102:  // pred: ^bb101
      %1999 = llvm.mul %1997, %33 overflow<nsw> : i32
      %2000 = llvm.getelementptr %40[%1999] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2001 = llvm.mul %1997, %38 overflow<nsw> : i32
      %2002 = llvm.getelementptr %277[%2001] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2003 = llvm.load %2000 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2004 = llvm.mlir.constant(0 : i64) : i64
      %2005 = llvm.extractelement %2003[%2004 : i64] : vector<4xi32>
      %2006 = llvm.mlir.constant(1 : i64) : i64
      %2007 = llvm.extractelement %2003[%2006 : i64] : vector<4xi32>
      %2008 = llvm.mlir.constant(2 : i64) : i64
      %2009 = llvm.extractelement %2003[%2008 : i64] : vector<4xi32>
      %2010 = llvm.mlir.constant(3 : i64) : i64
      %2011 = llvm.extractelement %2003[%2010 : i64] : vector<4xi32>
      %2012 = llvm.ptrtoint %2002 : !llvm.ptr<3> to i64
      %2013 = llvm.and %2012, %8 : i64
      %2014 = llvm.lshr %2013, %7 : i64
      %2015 = llvm.xor %2012, %2014 : i64
      %2016 = llvm.inttoptr %2015 : i64 to !llvm.ptr<3>
      %2017 = llvm.getelementptr %2016[%1996] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %2017, %2005, %2007, %2009, %2011 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2018 = llvm.add %1997, %39 : i32
      llvm.br ^bb101(%2018 : i32) {loop_annotation = #loop_annotation}
    ^bb103:  // pred: ^bb101
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %459, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %2019 = llvm.mul %1977, %32 overflow<nsw> : i32
      %2020 = llvm.getelementptr %103[%2019] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2021 = llvm.add %1748, %5 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %50, %2020, box[%2021, %1747, %601] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      nvvm.barrier id = %39 number_of_threads = %34
      %2022 = llvm.add %1977, %39 : i32
      %2023 = llvm.srem %2022, %27 : i32
      %2024 = llvm.load %540 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2024, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2025 = llvm.load %541 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2025, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %2026 = llvm.load %542 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2026, %432 {alignment = 8 : i64} : f32, !llvm.ptr
      %2027 = llvm.load %543 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2027, %434 {alignment = 4 : i64} : f32, !llvm.ptr
      %2028 = llvm.load %544 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2028, %436 {alignment = 16 : i64} : f32, !llvm.ptr
      %2029 = llvm.load %545 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2029, %438 {alignment = 4 : i64} : f32, !llvm.ptr
      %2030 = llvm.load %546 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2030, %440 {alignment = 8 : i64} : f32, !llvm.ptr
      %2031 = llvm.load %547 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2031, %442 {alignment = 4 : i64} : f32, !llvm.ptr
      %2032 = llvm.load %548 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2032, %444 {alignment = 32 : i64} : f32, !llvm.ptr
      %2033 = llvm.load %549 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2033, %446 {alignment = 4 : i64} : f32, !llvm.ptr
      %2034 = llvm.load %550 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2034, %448 {alignment = 8 : i64} : f32, !llvm.ptr
      %2035 = llvm.load %551 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2035, %450 {alignment = 4 : i64} : f32, !llvm.ptr
      %2036 = llvm.load %552 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2036, %452 {alignment = 16 : i64} : f32, !llvm.ptr
      %2037 = llvm.load %553 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2037, %454 {alignment = 4 : i64} : f32, !llvm.ptr
      %2038 = llvm.load %554 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2038, %456 {alignment = 8 : i64} : f32, !llvm.ptr
      %2039 = llvm.load %555 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2039, %458 {alignment = 4 : i64} : f32, !llvm.ptr
      %2040 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2041 = llvm.fptrunc %2040 : vector<16xf32> to vector<16xbf16>
      llvm.store %2041, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2042 = llvm.mul %2023, %32 overflow<nsw> : i32
      llvm.br ^bb106(%20 : i32)
    ^bb106(%2043: i32):  // 2 preds: ^bb105, ^bb107
      %2044 = llvm.icmp "slt" %2043, %21 : i32
      llvm.cond_br %2044, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %2045 = llvm.mul %2043, %33 overflow<nsw> : i32
      %2046 = llvm.getelementptr %40[%2045] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2047 = llvm.mul %2043, %38 overflow<nsw> : i32
      %2048 = llvm.getelementptr %277[%2047] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2049 = llvm.load %2046 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2050 = llvm.mlir.constant(0 : i64) : i64
      %2051 = llvm.extractelement %2049[%2050 : i64] : vector<4xi32>
      %2052 = llvm.mlir.constant(1 : i64) : i64
      %2053 = llvm.extractelement %2049[%2052 : i64] : vector<4xi32>
      %2054 = llvm.mlir.constant(2 : i64) : i64
      %2055 = llvm.extractelement %2049[%2054 : i64] : vector<4xi32>
      %2056 = llvm.mlir.constant(3 : i64) : i64
      %2057 = llvm.extractelement %2049[%2056 : i64] : vector<4xi32>
      %2058 = llvm.ptrtoint %2048 : !llvm.ptr<3> to i64
      %2059 = llvm.and %2058, %8 : i64
      %2060 = llvm.lshr %2059, %7 : i64
      %2061 = llvm.xor %2058, %2060 : i64
      %2062 = llvm.inttoptr %2061 : i64 to !llvm.ptr<3>
      %2063 = llvm.getelementptr %2062[%2042] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %2063, %2051, %2053, %2055, %2057 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2064 = llvm.add %2043, %39 : i32
      llvm.br ^bb106(%2064 : i32) {loop_annotation = #loop_annotation}
    ^bb108:  // pred: ^bb106
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %459, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %2065 = llvm.mul %2023, %32 overflow<nsw> : i32
      %2066 = llvm.getelementptr %103[%2065] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2067 = llvm.add %1748, %11 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %51, %2066, box[%2067, %1747, %601] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      nvvm.barrier id = %39 number_of_threads = %34
      %2068 = llvm.add %2023, %39 : i32
      %2069 = llvm.srem %2068, %27 : i32
      %2070 = llvm.load %556 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2070, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2071 = llvm.load %557 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2071, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %2072 = llvm.load %558 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2072, %432 {alignment = 8 : i64} : f32, !llvm.ptr
      %2073 = llvm.load %559 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2073, %434 {alignment = 4 : i64} : f32, !llvm.ptr
      %2074 = llvm.load %560 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2074, %436 {alignment = 16 : i64} : f32, !llvm.ptr
      %2075 = llvm.load %561 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2075, %438 {alignment = 4 : i64} : f32, !llvm.ptr
      %2076 = llvm.load %562 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2076, %440 {alignment = 8 : i64} : f32, !llvm.ptr
      %2077 = llvm.load %563 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2077, %442 {alignment = 4 : i64} : f32, !llvm.ptr
      %2078 = llvm.load %564 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2078, %444 {alignment = 32 : i64} : f32, !llvm.ptr
      %2079 = llvm.load %565 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2079, %446 {alignment = 4 : i64} : f32, !llvm.ptr
      %2080 = llvm.load %566 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2080, %448 {alignment = 8 : i64} : f32, !llvm.ptr
      %2081 = llvm.load %567 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2081, %450 {alignment = 4 : i64} : f32, !llvm.ptr
      %2082 = llvm.load %568 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2082, %452 {alignment = 16 : i64} : f32, !llvm.ptr
      %2083 = llvm.load %569 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2083, %454 {alignment = 4 : i64} : f32, !llvm.ptr
      %2084 = llvm.load %570 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2084, %456 {alignment = 8 : i64} : f32, !llvm.ptr
      %2085 = llvm.load %571 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2085, %458 {alignment = 4 : i64} : f32, !llvm.ptr
      %2086 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2087 = llvm.fptrunc %2086 : vector<16xf32> to vector<16xbf16>
      llvm.store %2087, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2088 = llvm.mul %2069, %32 overflow<nsw> : i32
      llvm.br ^bb111(%20 : i32)
    ^bb111(%2089: i32):  // 2 preds: ^bb110, ^bb112
      %2090 = llvm.icmp "slt" %2089, %21 : i32
      llvm.cond_br %2090, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %2091 = llvm.mul %2089, %33 overflow<nsw> : i32
      %2092 = llvm.getelementptr %40[%2091] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2093 = llvm.mul %2089, %38 overflow<nsw> : i32
      %2094 = llvm.getelementptr %277[%2093] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2095 = llvm.load %2092 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2096 = llvm.mlir.constant(0 : i64) : i64
      %2097 = llvm.extractelement %2095[%2096 : i64] : vector<4xi32>
      %2098 = llvm.mlir.constant(1 : i64) : i64
      %2099 = llvm.extractelement %2095[%2098 : i64] : vector<4xi32>
      %2100 = llvm.mlir.constant(2 : i64) : i64
      %2101 = llvm.extractelement %2095[%2100 : i64] : vector<4xi32>
      %2102 = llvm.mlir.constant(3 : i64) : i64
      %2103 = llvm.extractelement %2095[%2102 : i64] : vector<4xi32>
      %2104 = llvm.ptrtoint %2094 : !llvm.ptr<3> to i64
      %2105 = llvm.and %2104, %8 : i64
      %2106 = llvm.lshr %2105, %7 : i64
      %2107 = llvm.xor %2104, %2106 : i64
      %2108 = llvm.inttoptr %2107 : i64 to !llvm.ptr<3>
      %2109 = llvm.getelementptr %2108[%2088] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %2109, %2097, %2099, %2101, %2103 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2110 = llvm.add %2089, %39 : i32
      llvm.br ^bb111(%2110 : i32) {loop_annotation = #loop_annotation}
    ^bb113:  // pred: ^bb111
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %459, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %2111 = llvm.mul %2069, %32 overflow<nsw> : i32
      %2112 = llvm.getelementptr %103[%2111] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2113 = llvm.add %1748, %4 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %52, %2112, box[%2113, %1747, %601] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb115
    ^bb115:  // 2 preds: ^bb113, ^bb114
      nvvm.barrier id = %39 number_of_threads = %34
      %2114 = llvm.add %2069, %39 : i32
      %2115 = llvm.srem %2114, %27 : i32
      %2116 = llvm.add %583, %95 : i32
      llvm.br ^bb51(%2115, %2116, %636, %1742, %1744, %1746, %641, %642, %643 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb116:  // pred: ^bb51
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb49, ^bb116
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm90_h675d2dae(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_2ed770
    %1 = llvm.mlir.poison : !llvm.struct<(i1)>
    %2 = llvm.mlir.constant(230400 : i64) : i64
    %3 = llvm.mlir.constant(127 : i64) : i64
    %4 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %5 = llvm.mlir.constant(4290672329751 : i64) : i64
    %6 = llvm.mlir.constant(131000 : i64) : i64
    %7 = llvm.mlir.constant(562643092770 : i64) : i64
    %8 = llvm.mlir.constant(31 : i64) : i64
    %9 = llvm.mlir.constant(2229088027671 : i64) : i64
    %10 = llvm.mlir.constant(68120 : i64) : i64
    %11 = llvm.mlir.constant(562643100962 : i64) : i64
    %12 = llvm.mlir.constant(63 : i64) : i64
    %13 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %14 = llvm.mlir.constant(1 : i64) : i64
    %15 = llvm.mlir.constant(2229088027623 : i64) : i64
    %16 = llvm.mlir.constant(65000 : i64) : i64
    %17 = llvm.mlir.constant(536873297186 : i64) : i64
    %18 = llvm.mlir.constant(0 : i32) : i32
    %19 = llvm.mlir.constant(40 : i32) : i32
    %20 = llvm.mlir.constant(2 : i32) : i32
    %21 = llvm.mlir.constant(1 : i32) : i32
    %22 = llvm.mlir.constant(384 : i32) : i32
    %23 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %24 = llvm.mlir.constant(16 : i64) : i64
    %25 = llvm.mlir.constant(4 : i64) : i64
    %26 = llvm.mlir.constant(0 : i64) : i64
    %27 = llvm.mlir.constant(16 : i32) : i32
    %28 = llvm.mlir.constant(false) : i1
    %29 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %30 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %31 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %32 = llvm.insertvalue %28, %1[0] : !llvm.struct<(i1)>
    %33 = llvm.alloca %27 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %34 = llvm.ptrtoint %29 : !llvm.ptr<1> to i64
    %35 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %33[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %36 : i64, !llvm.ptr
    %37 = llvm.getelementptr %33[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %33[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %33[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr %33[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %33[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %33[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %42 : i64, !llvm.ptr
    %43 = llvm.udiv %34, %24 : i64
    %44 = llvm.and %43, %23 : i64
    %45 = llvm.shl %44, %25 : i64
    llvm.store %45, %35 : i64, !llvm.ptr
    llvm.store %17, %36 : i64, !llvm.ptr
    llvm.store %16, %37 : i64, !llvm.ptr
    llvm.store %26, %38 : i64, !llvm.ptr
    llvm.store %15, %39 : i64, !llvm.ptr
    llvm.store %14, %40 : i64, !llvm.ptr
    llvm.store %13, %41 : i64, !llvm.ptr
    llvm.store %12, %42 : i64, !llvm.ptr
    %46 = llvm.ptrtoint %33 : !llvm.ptr to i64
    %47 = llvm.inttoptr %46 : i64 to !llvm.ptr
    %48 = llvm.load %47 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %49 = llvm.insertvalue %48, %0[0] : !llvm_struct_2ed770
    %50 = llvm.alloca %27 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %51 = llvm.ptrtoint %30 : !llvm.ptr<1> to i64
    %52 = llvm.getelementptr %50[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %50[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %50[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %50[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %50[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %50[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %50[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %50[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %59 : i64, !llvm.ptr
    %60 = llvm.udiv %51, %24 : i64
    %61 = llvm.and %60, %23 : i64
    %62 = llvm.shl %61, %25 : i64
    llvm.store %62, %52 : i64, !llvm.ptr
    llvm.store %11, %53 : i64, !llvm.ptr
    llvm.store %10, %54 : i64, !llvm.ptr
    llvm.store %26, %55 : i64, !llvm.ptr
    llvm.store %9, %56 : i64, !llvm.ptr
    llvm.store %14, %57 : i64, !llvm.ptr
    llvm.store %13, %58 : i64, !llvm.ptr
    llvm.store %8, %59 : i64, !llvm.ptr
    %63 = llvm.ptrtoint %50 : !llvm.ptr to i64
    %64 = llvm.inttoptr %63 : i64 to !llvm.ptr
    %65 = llvm.load %64 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %66 = llvm.insertvalue %65, %0[0] : !llvm_struct_2ed770
    %67 = llvm.alloca %27 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %68 = llvm.ptrtoint %31 : !llvm.ptr<1> to i64
    %69 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %69 : i64, !llvm.ptr
    %70 = llvm.getelementptr %67[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %70 : i64, !llvm.ptr
    %71 = llvm.getelementptr %67[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %67[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %72 : i64, !llvm.ptr
    %73 = llvm.getelementptr %67[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %73 : i64, !llvm.ptr
    %74 = llvm.getelementptr %67[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %74 : i64, !llvm.ptr
    %75 = llvm.getelementptr %67[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %75 : i64, !llvm.ptr
    %76 = llvm.getelementptr %67[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %26, %76 : i64, !llvm.ptr
    %77 = llvm.udiv %68, %24 : i64
    %78 = llvm.and %77, %23 : i64
    %79 = llvm.shl %78, %25 : i64
    llvm.store %79, %69 : i64, !llvm.ptr
    llvm.store %7, %70 : i64, !llvm.ptr
    llvm.store %6, %71 : i64, !llvm.ptr
    llvm.store %26, %72 : i64, !llvm.ptr
    llvm.store %5, %73 : i64, !llvm.ptr
    llvm.store %14, %74 : i64, !llvm.ptr
    llvm.store %4, %75 : i64, !llvm.ptr
    llvm.store %3, %76 : i64, !llvm.ptr
    %80 = llvm.ptrtoint %67 : !llvm.ptr to i64
    %81 = llvm.inttoptr %80 : i64 to !llvm.ptr
    %82 = llvm.load %81 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %83 = llvm.insertvalue %82, %0[0] : !llvm_struct_2ed770
    %84 = llvm.mlir.constant(1 : i32) : i32
    %85 = llvm.alloca %84 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %86 = llvm.alloca %84 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %87 = llvm.getelementptr %85[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %86, %87 : !llvm.ptr, !llvm.ptr
    %88 = llvm.getelementptr %85[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %85[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %21, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %85[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %21, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %85[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %85[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %92 : i32, !llvm.ptr
    %93 = llvm.getelementptr %85[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %21, %93 : i32, !llvm.ptr
    %94 = llvm.getelementptr %85[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %94 : i32, !llvm.ptr
    %95 = llvm.getelementptr %85[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %96 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %96, %95 : i32, !llvm.ptr
    %97 = llvm.getelementptr %85[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %97 : !llvm.ptr, !llvm.ptr
    %98 = llvm.alloca %84 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %99 = builtin.unrealized_conversion_cast %98 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %100 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %85, %100 : !llvm.ptr, !llvm.ptr
    %101 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %102 = llvm.load %101 : !llvm.ptr -> !llvm.ptr
    %103 = llvm.getelementptr %102[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %104 = llvm.load %103 : !llvm.ptr -> i32
    %105 = llvm.getelementptr %102[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %106 = llvm.load %105 : !llvm.ptr -> !llvm.ptr
    %107 = llvm.mlir.constant(6 : i32) : i32
    %108 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%108 : i32)
  ^bb1(%109: i32):  // 2 preds: ^bb3, ^bb5
    %110 = llvm.getelementptr %106[%109] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %111 = llvm.getelementptr %110[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %107, %111 : i32, !llvm.ptr
    %112 = llvm.getelementptr %110[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %18, %112 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %113 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %114 = llvm.mlir.constant(0 : index) : i64
    %115 = llvm.getelementptr %113[%114, %114] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %116 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %117 = llvm.mlir.constant(0 : index) : i64
    %118 = llvm.getelementptr %116[%117, %117] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %119 = llvm.call @printf(%118, %115) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %120 = llvm.mlir.constant(1 : i32) : i32
    %121 = llvm.add %104, %120 : i32
    llvm.store %121, %103 : i32, !llvm.ptr
    llvm.br ^bb1(%104 : i32)
  ^bb4:  // pred: ^bb7
    %122 = llvm.mlir.constant(17 : i32) : i32
    %123 = llvm.icmp "uge" %104, %122 : i32
    llvm.cond_br %123, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%130 : i32)
  ^bb6:  // pred: ^bb7
    %124 = llvm.getelementptr %106[%130] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %125 = llvm.getelementptr %124[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %126 = llvm.load %125 : !llvm.ptr -> i32
    %127 = llvm.icmp "eq" %126, %107 : i32
    %128 = llvm.mlir.constant(1 : i32) : i32
    %129 = llvm.add %130, %128 : i32
    llvm.cond_br %127, ^bb5, ^bb7(%129 : i32)
  ^bb7(%130: i32):  // 2 preds: ^bb0, ^bb6
    %131 = llvm.icmp "uge" %130, %104 : i32
    llvm.cond_br %131, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %132 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %133 = llvm.load %132 : !llvm.ptr -> !llvm.ptr
    %134 = llvm.getelementptr %133[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %135 = llvm.load %134 : !llvm.ptr -> i32
    %136 = llvm.getelementptr %133[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %137 = llvm.load %136 : !llvm.ptr -> !llvm.ptr
    %138 = llvm.mlir.constant(4 : i32) : i32
    %139 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%139 : i32)
  ^bb9(%140: i32):  // 2 preds: ^bb11, ^bb13
    %141 = llvm.getelementptr %137[%140] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %142 = llvm.getelementptr %141[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %138, %142 : i32, !llvm.ptr
    %143 = llvm.getelementptr %141[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %144 = llvm.getelementptr %143[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %20, %144 : i32, !llvm.ptr
    %145 = llvm.getelementptr %143[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %21, %145 : i32, !llvm.ptr
    %146 = llvm.getelementptr %143[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %21, %146 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %147 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %148 = llvm.mlir.constant(0 : index) : i64
    %149 = llvm.getelementptr %147[%148, %148] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %150 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %151 = llvm.mlir.constant(0 : index) : i64
    %152 = llvm.getelementptr %150[%151, %151] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %153 = llvm.call @printf(%152, %149) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %154 = llvm.mlir.constant(1 : i32) : i32
    %155 = llvm.add %135, %154 : i32
    llvm.store %155, %134 : i32, !llvm.ptr
    llvm.br ^bb9(%135 : i32)
  ^bb12:  // pred: ^bb15
    %156 = llvm.mlir.constant(17 : i32) : i32
    %157 = llvm.icmp "uge" %135, %156 : i32
    llvm.cond_br %157, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%164 : i32)
  ^bb14:  // pred: ^bb15
    %158 = llvm.getelementptr %137[%164] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %159 = llvm.getelementptr %158[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %160 = llvm.load %159 : !llvm.ptr -> i32
    %161 = llvm.icmp "eq" %160, %138 : i32
    %162 = llvm.mlir.constant(1 : i32) : i32
    %163 = llvm.add %164, %162 : i32
    llvm.cond_br %161, ^bb13, ^bb15(%163 : i32)
  ^bb15(%164: i32):  // 2 preds: ^bb8, ^bb14
    %165 = llvm.icmp "uge" %164, %135 : i32
    llvm.cond_br %165, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %166 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %167 = llvm.load %166 : !llvm.ptr -> !llvm.ptr
    %168 = llvm.getelementptr %167[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %169 = llvm.load %168 : !llvm.ptr -> i32
    %170 = llvm.getelementptr %167[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %171 = llvm.load %170 : !llvm.ptr -> !llvm.ptr
    %172 = llvm.mlir.constant(2 : i32) : i32
    %173 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb23(%173 : i32)
  ^bb17(%174: i32):  // 2 preds: ^bb19, ^bb21
    %175 = llvm.getelementptr %171[%174] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %176 = llvm.getelementptr %175[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %172, %176 : i32, !llvm.ptr
    %177 = llvm.getelementptr %175[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %18, %177 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %178 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %179 = llvm.mlir.constant(0 : index) : i64
    %180 = llvm.getelementptr %178[%179, %179] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %181 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %182 = llvm.mlir.constant(0 : index) : i64
    %183 = llvm.getelementptr %181[%182, %182] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %184 = llvm.call @printf(%183, %180) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %185 = llvm.mlir.constant(1 : i32) : i32
    %186 = llvm.add %169, %185 : i32
    llvm.store %186, %168 : i32, !llvm.ptr
    llvm.br ^bb17(%169 : i32)
  ^bb20:  // pred: ^bb23
    %187 = llvm.mlir.constant(17 : i32) : i32
    %188 = llvm.icmp "uge" %169, %187 : i32
    llvm.cond_br %188, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%195 : i32)
  ^bb22:  // pred: ^bb23
    %189 = llvm.getelementptr %171[%195] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %190 = llvm.getelementptr %189[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %191 = llvm.load %190 : !llvm.ptr -> i32
    %192 = llvm.icmp "eq" %191, %172 : i32
    %193 = llvm.mlir.constant(1 : i32) : i32
    %194 = llvm.add %195, %193 : i32
    llvm.cond_br %192, ^bb21, ^bb23(%194 : i32)
  ^bb23(%195: i32):  // 2 preds: ^bb16, ^bb22
    %196 = llvm.icmp "uge" %195, %169 : i32
    llvm.cond_br %196, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %197 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h796d7fd4_0<%99> (%49, %66, %83, %32) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %198 = builtin.unrealized_conversion_cast %197 : !cuda.result to i32
    cuda.return_if_error %198 : i32
    llvm.return %18 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hbfd96dff(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_h675d2dae(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
