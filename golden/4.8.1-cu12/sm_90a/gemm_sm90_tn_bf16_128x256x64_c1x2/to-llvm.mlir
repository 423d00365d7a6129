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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 1, 2, 1>, exact_grid_dim = array<i64: 1, 2, 48>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %1 = llvm.mlir.constant(274877906944 : i64) : i64
      %2 = llvm.mlir.constant(65536 : i64) : i64
      %3 = llvm.mlir.zero : i64
      %4 = llvm.mlir.constant(224 : i32) : i32
      %5 = llvm.mlir.constant(192 : i32) : i32
      %6 = llvm.mlir.constant(160 : i32) : i32
      %7 = llvm.mlir.constant(96 : i32) : i32
      %8 = llvm.mlir.constant(3 : i64) : i64
      %9 = llvm.mlir.constant(384 : i64) : i64
      %10 = llvm.mlir.constant(2048 : i32) : i32
      %11 = llvm.mlir.constant(16383 : i32) : i32
      %12 = llvm.mlir.constant(16384 : i32) : i32
      %13 = llvm.mlir.constant(8192 : i32) : i32
      %14 = llvm.mlir.constant(6 : i32) : i32
      %15 = llvm.mlir.constant(1024 : i32) : i32
      %16 = llvm.mlir.constant(1024 : i64) : i64
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.constant(-1 : i32) : i32
      %19 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %20 = llvm.mlir.constant(32 : i32) : i32
      %21 = llvm.mlir.constant(0 : i32) : i32
      %22 = llvm.mlir.constant(2 : i32) : i32
      %23 = llvm.mlir.constant(true) : i1
      %24 = llvm.mlir.constant(4096 : i32) : i32
      %25 = llvm.mlir.constant(64 : i32) : i32
      %26 = llvm.mlir.constant(48 : i32) : i32
      %27 = llvm.mlir.constant(24 : i32) : i32
      %28 = llvm.mlir.constant(8 : i32) : i32
      %29 = llvm.mlir.constant(9 : i32) : i32
      %30 = llvm.mlir.constant(10000000 : i32) : i32
      %31 = llvm.mlir.constant(49152 : i32) : i32
      %32 = llvm.mlir.constant(3 : i16) : i16
      %33 = llvm.mlir.constant(4 : i32) : i32
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
      %53 = llvm.ptrtoint %19 : !llvm.ptr<3> to i32
      %54 = nvvm.shfl.sync idx %18, %53, %21, %17 : i32 -> i32
      %55 = llvm.zext %54 : i32 to i64
      %56 = llvm.inttoptr %55 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%56, %16 : !llvm.ptr<3>, i64)] : i1
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
      %67 = llvm.sdiv %66, %20 : i32
      %68 = llvm.mul %67, %20 : i32
      %69 = llvm.icmp "ne" %66, %68 : i32
      %70 = llvm.mlir.constant(0 : i32) : i32
      %71 = llvm.icmp "slt" %66, %70 : i32
      %72 = llvm.mlir.constant(false) : i1
      %73 = llvm.icmp "ne" %71, %72 : i1
      %74 = llvm.and %69, %73 : i1
      %75 = llvm.mlir.constant(-1 : i32) : i32
      %76 = llvm.add %67, %75 : i32
      %77 = llvm.select %74, %76, %67 : i1, i32
      %78 = nvvm.shfl.sync idx %18, %77, %21, %17 : i32 -> i32
      %79 = nvvm.shfl.sync idx %18, %78, %21, %17 : i32 -> i32
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
      %91 = nvvm.shfl.sync idx %18, %90, %21, %17 : i32 -> i32
      %92 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %93 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %94 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %95 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %96 = llvm.icmp "eq" %79, %21 : i32
      llvm.cond_br %96, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg0 : !llvm.ptr
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %97 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %98 = nvvm.shfl.sync idx %18, %97, %21, %17 : i32 -> i32
      %99 = llvm.srem %98, %22 : i32
      %100 = llvm.srem %99, %22 : i32
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
      %113 = llvm.srem %57, %20 : i32
      %114 = llvm.icmp "slt" %113, %22 : i32
      %115 = llvm.srem %113, %22 : i32
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %116 = llvm.mul %100, %24 overflow<nsw> : i32
      %117 = llvm.sdiv %116, %25 : i32
      %118 = llvm.getelementptr %101[%116] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cluster.wait
      %119 = llvm.icmp "eq" %91, %21 : i32
      llvm.cond_br %119, ^bb11, ^bb42
    ^bb11:  // pred: ^bb10
      nvvm.setmaxregister decrease 40
      llvm.cond_br %96, ^bb12, ^bb41
    ^bb12:  // pred: ^bb11
      llvm.br ^bb13(%94, %21, %21, %39 : i32, i32, i32, i32)
    ^bb13(%120: i32, %121: i32, %122: i32, %123: i32):  // 2 preds: ^bb12, ^bb27
      %124 = llvm.icmp "slt" %120, %26 : i32
      llvm.cond_br %124, ^bb14(%120, %121, %122, %123 : i32, i32, i32, i32), ^bb28
    ^bb14(%125: i32, %126: i32, %127: i32, %128: i32):  // pred: ^bb13
      %129 = llvm.sdiv %125, %27 : i32
      %130 = llvm.mul %129, %27 : i32
      %131 = llvm.icmp "ne" %125, %130 : i32
      %132 = llvm.mlir.constant(0 : i32) : i32
      %133 = llvm.icmp "slt" %125, %132 : i32
      %134 = llvm.mlir.constant(false) : i1
      %135 = llvm.icmp "ne" %133, %134 : i1
      %136 = llvm.and %131, %135 : i1
      %137 = llvm.mlir.constant(-1 : i32) : i32
      %138 = llvm.add %129, %137 : i32
      %139 = llvm.select %136, %138, %129 : i1, i32
      %140 = llvm.mul %139, %27 : i32
      %141 = llvm.sub %125, %140 : i32
      %142 = llvm.sdiv %141, %27 : i32
      %143 = llvm.mul %142, %27 : i32
      %144 = llvm.icmp "ne" %141, %143 : i32
      %145 = llvm.mlir.constant(0 : i32) : i32
      %146 = llvm.icmp "slt" %141, %145 : i32
      %147 = llvm.mlir.constant(false) : i1
      %148 = llvm.icmp "ne" %146, %147 : i1
      %149 = llvm.and %144, %148 : i1
      %150 = llvm.mlir.constant(-1 : i32) : i32
      %151 = llvm.add %142, %150 : i32
      %152 = llvm.select %149, %151, %142 : i1, i32
      %153 = llvm.mul %152, %28 : i32
      %154 = llvm.sub %28, %153 : i32
      %155 = llvm.intr.smin(%154, %28) : (i32, i32) -> i32
      %156 = llvm.mul %152, %27 : i32
      %157 = llvm.sub %141, %156 : i32
      %158 = llvm.srem %157, %155 : i32
      %159 = llvm.add %153, %158 : i32
      %160 = llvm.sdiv %157, %155 : i32
      %161 = llvm.mul %160, %155 : i32
      %162 = llvm.icmp "ne" %157, %161 : i32
      %163 = llvm.mlir.constant(0 : i32) : i32
      %164 = llvm.icmp "slt" %157, %163 : i32
      %165 = llvm.icmp "slt" %155, %163 : i32
      %166 = llvm.icmp "ne" %164, %165 : i1
      %167 = llvm.and %162, %166 : i1
      %168 = llvm.mlir.constant(-1 : i32) : i32
      %169 = llvm.add %160, %168 : i32
      %170 = llvm.select %167, %169, %160 : i1, i32
      %171 = llvm.add %159, %92 : i32
      %172 = llvm.mul %170, %22 : i32
      %173 = llvm.add %172, %93 : i32
      llvm.br ^bb15(%21, %126, %127, %128 : i32, i32, i32, i32)
    ^bb15(%174: i32, %175: i32, %176: i32, %177: i32):  // 2 preds: ^bb14, ^bb26
      %178 = llvm.icmp "slt" %174, %29 : i32
      llvm.cond_br %178, ^bb16, ^bb27
    ^bb16:  // pred: ^bb15
      %179 = llvm.getelementptr %108[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %179, %177, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %180 = nvvm.elect.sync -> i1
      llvm.cond_br %180, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %181 = llvm.getelementptr %56[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %182 = nvvm.mbarrier.arrive.expect_tx %181, %31 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %183 = llvm.getelementptr %56[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %184 = llvm.mul %171, %37 overflow<nsw> : i32
      %185 = llvm.mul %174, %25 overflow<nsw> : i32
      %186 = llvm.add %117, %184 overflow<nsw> : i32
      %187 = llvm.mul %176, %13 overflow<nsw> : i32
      %188 = llvm.getelementptr %118[%187] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %189 = nvvm.elect.sync -> i1
      llvm.cond_br %189, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %190 = llvm.addrspacecast %188 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %190, %43, %183, box[%185, %186, %139] multicast_mask = %32 l2_cache_hint = %3 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %191 = llvm.mul %173, %34 overflow<nsw> : i32
      %192 = llvm.mul %174, %25 overflow<nsw> : i32
      %193 = llvm.mul %176, %12 overflow<nsw> : i32
      %194 = llvm.getelementptr %102[%193] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %195 = nvvm.elect.sync -> i1
      llvm.cond_br %195, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      nvvm.cp.async.bulk.tensor.shared.cluster.global %194, %44, %183, box[%192, %191, %139] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %196 = llvm.add %176, %39 : i32
      %197 = llvm.add %175, %39 : i32
      %198 = llvm.icmp "eq" %196, %33 : i32
      %199 = llvm.select %198, %21, %196 : i1, i32
      llvm.cond_br %198, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %200 = llvm.xor %177, %39 : i32
      llvm.br ^bb25(%200 : i32)
    ^bb24:  // pred: ^bb22
      llvm.br ^bb25(%177 : i32)
    ^bb25(%201: i32):  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // pred: ^bb25
      %202 = llvm.add %174, %39 : i32
      llvm.br ^bb15(%202, %197, %199, %201 : i32, i32, i32, i32)
    ^bb27:  // pred: ^bb15
      %203 = llvm.add %125, %95 : i32
      llvm.br ^bb13(%203, %175, %176, %177 : i32, i32, i32, i32)
    ^bb28:  // pred: ^bb13
      %204 = llvm.getelementptr %108[%122] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %204, %123, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %205 = llvm.add %122, %39 : i32
      %206 = llvm.icmp "eq" %205, %33 : i32
      %207 = llvm.select %206, %21, %205 : i1, i32
      llvm.cond_br %206, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %208 = llvm.xor %123, %39 : i32
      llvm.br ^bb31(%208 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%123 : i32)
    ^bb31(%209: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      %210 = llvm.getelementptr %108[%207] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %210, %209, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %211 = llvm.add %207, %39 : i32
      %212 = llvm.icmp "eq" %211, %33 : i32
      %213 = llvm.select %212, %21, %211 : i1, i32
      llvm.cond_br %212, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %214 = llvm.xor %209, %39 : i32
      llvm.br ^bb35(%214 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%209 : i32)
    ^bb35(%215: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %216 = llvm.getelementptr %108[%213] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %216, %215, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %217 = llvm.add %213, %39 : i32
      %218 = llvm.icmp "eq" %217, %33 : i32
      %219 = llvm.select %218, %21, %217 : i1, i32
      llvm.cond_br %218, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %220 = llvm.xor %215, %39 : i32
      llvm.br ^bb39(%220 : i32)
    ^bb38:  // pred: ^bb36
      llvm.br ^bb39(%215 : i32)
    ^bb39(%221: i32):  // 2 preds: ^bb37, ^bb38
      llvm.br ^bb40
    ^bb40:  // pred: ^bb39
      %222 = llvm.getelementptr %108[%219] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %222, %221, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb11, ^bb40
      llvm.br ^bb109
    ^bb42:  // pred: ^bb10
      nvvm.setmaxregister increase 232
      %223 = llvm.sub %57, %37 : i32
      %224 = llvm.sdiv %223, %37 : i32
      %225 = llvm.srem %224, %22 : i32
      %226 = llvm.srem %225, %22 : i32
      %227 = llvm.mul %226, %24 overflow<nsw> : i32
      %228 = llvm.getelementptr %101[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %229 = llvm.ptrtoint %228 : !llvm.ptr<3> to i32
      %230 = llvm.lshr %229, %33 : i32
      %231 = llvm.and %230, %11 : i32
      %232 = llvm.zext %231 : i32 to i64
      %233 = llvm.or %232, %2 : i64
      %234 = llvm.or %233, %1 : i64
      %235 = llvm.or %234, %0 : i64
      %236 = llvm.ptrtoint %102 : !llvm.ptr<3> to i32
      %237 = llvm.lshr %236, %33 : i32
      %238 = llvm.and %237, %11 : i32
      %239 = llvm.zext %238 : i32 to i64
      %240 = llvm.or %239, %2 : i64
      %241 = llvm.or %240, %1 : i64
      %242 = llvm.or %241, %0 : i64
      %243 = llvm.sdiv %223, %28 : i32
      %244 = llvm.srem %223, %28 : i32
      %245 = llvm.mul %244, %20 overflow<nsw> : i32
      %246 = llvm.sdiv %243, %22 : i32
      %247 = llvm.srem %243, %22 : i32
      %248 = llvm.mul %247, %34 overflow<nsw> : i32
      %249 = llvm.add %245, %248 overflow<nsw> : i32
      %250 = llvm.sdiv %246, %22 : i32
      %251 = llvm.srem %246, %22 : i32
      %252 = llvm.mul %251, %28 overflow<nsw> : i32
      %253 = llvm.add %249, %252 overflow<nsw> : i32
      %254 = llvm.mul %250, %35 overflow<nsw> : i32
      %255 = llvm.add %253, %254 overflow<nsw> : i32
      %256 = llvm.getelementptr %103[%255] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %257 = llvm.bitcast %235 : i64 to vector<2xi32>
      %258 = llvm.mlir.constant(0 : i64) : i64
      %259 = llvm.extractelement %257[%258 : i64] : vector<2xi32>
      %260 = llvm.bitcast %242 : i64 to vector<2xi32>
      %261 = llvm.mlir.constant(0 : i64) : i64
      %262 = llvm.extractelement %260[%261 : i64] : vector<2xi32>
      %263 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %264 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %265 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %266 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %268 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %269 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %270 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %272 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %276 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %42[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %42[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %42[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %42[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %42[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %42[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %42[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %42[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %42[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %42[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %42[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %42[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %42[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %42[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %42[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %42[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %42[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %42[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %42[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %42[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %42[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %42[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %42[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %42[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %42[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %42[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %42[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %42[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %42[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %42[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %42[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %42[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %42[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %42[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %42[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %42[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %42[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %42[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %42[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %42[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %42[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %42[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %42[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %42[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %42[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %42[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %42[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %42[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %42[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %42[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %42[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %42[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %42[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %42[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %42[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %42[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %42[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %42[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %42[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %42[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %42[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %42[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %42[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %42[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %42[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %42[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %42[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %42[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %42[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %42[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %42[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %42[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %42[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %42[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %42[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %42[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %42[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %42[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %42[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %42[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %42[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %42[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %42[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %42[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %42[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %42[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %42[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %42[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %42[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %42[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %42[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %42[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %42[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %42[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %42[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %42[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %42[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %42[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %42[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %42[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %42[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %42[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %42[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %42[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %42[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %42[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %42[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %42[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %42[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %42[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.bitcast %235 : i64 to vector<2xi32>
      %391 = llvm.mlir.constant(0 : i64) : i64
      %392 = llvm.extractelement %390[%391 : i64] : vector<2xi32>
      %393 = llvm.bitcast %242 : i64 to vector<2xi32>
      %394 = llvm.mlir.constant(0 : i64) : i64
      %395 = llvm.extractelement %393[%394 : i64] : vector<2xi32>
      %396 = llvm.bitcast %235 : i64 to vector<2xi32>
      %397 = llvm.mlir.constant(0 : i64) : i64
      %398 = llvm.extractelement %396[%397 : i64] : vector<2xi32>
      %399 = llvm.bitcast %242 : i64 to vector<2xi32>
      %400 = llvm.mlir.constant(0 : i64) : i64
      %401 = llvm.extractelement %399[%400 : i64] : vector<2xi32>
      %402 = llvm.bitcast %235 : i64 to vector<2xi32>
      %403 = llvm.mlir.constant(0 : i64) : i64
      %404 = llvm.extractelement %402[%403 : i64] : vector<2xi32>
      %405 = llvm.bitcast %242 : i64 to vector<2xi32>
      %406 = llvm.mlir.constant(0 : i64) : i64
      %407 = llvm.extractelement %405[%406 : i64] : vector<2xi32>
      %408 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %41[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %427 = llvm.getelementptr %41[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %41[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %41[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %41[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %41[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %41[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.icmp "eq" %79, %33 : i32
      %439 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.getelementptr %42[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %441 = llvm.getelementptr %42[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.getelementptr %42[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %443 = llvm.getelementptr %42[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.getelementptr %42[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.getelementptr %42[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.getelementptr %42[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %447 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.getelementptr %42[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %449 = llvm.getelementptr %42[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %450 = llvm.getelementptr %42[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %451 = llvm.getelementptr %42[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.getelementptr %42[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %453 = llvm.getelementptr %42[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %454 = llvm.getelementptr %42[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %455 = llvm.getelementptr %42[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %456 = llvm.getelementptr %42[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %457 = llvm.getelementptr %42[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %458 = llvm.getelementptr %42[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %459 = llvm.getelementptr %42[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %460 = llvm.getelementptr %42[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %461 = llvm.getelementptr %42[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %462 = llvm.getelementptr %42[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %463 = llvm.getelementptr %42[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %464 = llvm.getelementptr %42[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %465 = llvm.getelementptr %42[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %466 = llvm.getelementptr %42[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %467 = llvm.getelementptr %42[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %468 = llvm.getelementptr %42[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %469 = llvm.getelementptr %42[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %470 = llvm.getelementptr %42[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %471 = llvm.getelementptr %42[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %472 = llvm.getelementptr %42[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %473 = llvm.getelementptr %42[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %474 = llvm.getelementptr %42[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %475 = llvm.getelementptr %42[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %476 = llvm.getelementptr %42[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %477 = llvm.getelementptr %42[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %478 = llvm.getelementptr %42[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %479 = llvm.getelementptr %42[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %480 = llvm.getelementptr %42[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %481 = llvm.getelementptr %42[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %482 = llvm.getelementptr %42[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %483 = llvm.getelementptr %42[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %484 = llvm.getelementptr %42[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %485 = llvm.getelementptr %42[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %486 = llvm.getelementptr %42[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %487 = llvm.getelementptr %42[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %488 = llvm.getelementptr %42[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %489 = llvm.getelementptr %42[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %490 = llvm.getelementptr %42[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %491 = llvm.getelementptr %42[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %492 = llvm.getelementptr %42[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %493 = llvm.getelementptr %42[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %494 = llvm.getelementptr %42[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %495 = llvm.getelementptr %42[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %496 = llvm.getelementptr %42[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %497 = llvm.getelementptr %42[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %498 = llvm.getelementptr %42[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %499 = llvm.getelementptr %42[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %500 = llvm.getelementptr %42[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %501 = llvm.getelementptr %42[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %502 = llvm.getelementptr %42[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %503 = llvm.getelementptr %42[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %504 = llvm.getelementptr %42[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %505 = llvm.getelementptr %42[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %506 = llvm.getelementptr %42[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %507 = llvm.getelementptr %42[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %508 = llvm.getelementptr %42[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %509 = llvm.getelementptr %42[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %510 = llvm.getelementptr %42[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %511 = llvm.getelementptr %42[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %512 = llvm.getelementptr %42[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %513 = llvm.getelementptr %42[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %514 = llvm.getelementptr %42[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %515 = llvm.getelementptr %42[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %516 = llvm.getelementptr %42[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %517 = llvm.getelementptr %42[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %518 = llvm.getelementptr %42[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %519 = llvm.getelementptr %42[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %520 = llvm.getelementptr %42[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %521 = llvm.getelementptr %42[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %522 = llvm.getelementptr %42[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %523 = llvm.getelementptr %42[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %524 = llvm.getelementptr %42[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %525 = llvm.getelementptr %42[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %526 = llvm.getelementptr %42[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %527 = llvm.getelementptr %42[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %528 = llvm.getelementptr %42[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %529 = llvm.getelementptr %42[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %530 = llvm.getelementptr %42[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %531 = llvm.getelementptr %42[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %532 = llvm.getelementptr %42[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %533 = llvm.getelementptr %42[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %534 = llvm.getelementptr %42[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %535 = llvm.getelementptr %42[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %536 = llvm.getelementptr %42[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %537 = llvm.getelementptr %42[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %538 = llvm.getelementptr %42[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %539 = llvm.getelementptr %42[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %540 = llvm.getelementptr %42[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %541 = llvm.getelementptr %42[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %542 = llvm.getelementptr %42[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %543 = llvm.getelementptr %42[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %544 = llvm.getelementptr %42[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %545 = llvm.getelementptr %42[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %546 = llvm.getelementptr %42[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %547 = llvm.getelementptr %42[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %548 = llvm.getelementptr %42[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %549 = llvm.getelementptr %42[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %550 = llvm.getelementptr %42[127] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb43(%21, %94, %arg3, %21, %21, %21, %21, %21, %21 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb43(%551: i32, %552: i32, %553: !llvm.struct<(i1)>, %554: i32, %555: i32, %556: i32, %557: i32, %558: i32, %559: i32):  // 2 preds: ^bb42, ^bb107
      %560 = llvm.icmp "slt" %552, %26 : i32
      llvm.cond_br %560, ^bb44(%551, %552, %553, %554, %555, %556, %557, %558, %559 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb108
    ^bb44(%561: i32, %562: i32, %563: !llvm.struct<(i1)>, %564: i32, %565: i32, %566: i32, %567: i32, %568: i32, %569: i32):  // pred: ^bb43
      %570 = llvm.sdiv %562, %27 : i32
      %571 = llvm.mul %570, %27 : i32
      %572 = llvm.icmp "ne" %562, %571 : i32
      %573 = llvm.mlir.constant(0 : i32) : i32
      %574 = llvm.icmp "slt" %562, %573 : i32
      %575 = llvm.mlir.constant(false) : i1
      %576 = llvm.icmp "ne" %574, %575 : i1
      %577 = llvm.and %572, %576 : i1
      %578 = llvm.mlir.constant(-1 : i32) : i32
      %579 = llvm.add %570, %578 : i32
      %580 = llvm.select %577, %579, %570 : i1, i32
      %581 = llvm.mul %580, %27 : i32
      %582 = llvm.sub %562, %581 : i32
      %583 = llvm.sdiv %582, %27 : i32
      %584 = llvm.mul %583, %27 : i32
      %585 = llvm.icmp "ne" %582, %584 : i32
      %586 = llvm.mlir.constant(0 : i32) : i32
      %587 = llvm.icmp "slt" %582, %586 : i32
      %588 = llvm.mlir.constant(false) : i1
      %589 = llvm.icmp "ne" %587, %588 : i1
      %590 = llvm.and %585, %589 : i1
      %591 = llvm.mlir.constant(-1 : i32) : i32
      %592 = llvm.add %583, %591 : i32
      %593 = llvm.select %590, %592, %583 : i1, i32
      %594 = llvm.mul %593, %28 : i32
      %595 = llvm.sub %28, %594 : i32
      %596 = llvm.intr.smin(%595, %28) : (i32, i32) -> i32
      %597 = llvm.mul %593, %27 : i32
      %598 = llvm.sub %582, %597 : i32
      %599 = llvm.srem %598, %596 : i32
      %600 = llvm.add %594, %599 : i32
      %601 = llvm.sdiv %598, %596 : i32
      %602 = llvm.mul %601, %596 : i32
      %603 = llvm.icmp "ne" %598, %602 : i32
      %604 = llvm.mlir.constant(0 : i32) : i32
      %605 = llvm.icmp "slt" %598, %604 : i32
      %606 = llvm.icmp "slt" %596, %604 : i32
      %607 = llvm.icmp "ne" %605, %606 : i1
      %608 = llvm.and %603, %607 : i1
      %609 = llvm.mlir.constant(-1 : i32) : i32
      %610 = llvm.add %601, %609 : i32
      %611 = llvm.select %608, %610, %601 : i1, i32
      %612 = llvm.add %600, %92 : i32
      %613 = llvm.mul %611, %22 : i32
      %614 = llvm.add %613, %93 : i32
      llvm.store %36, %42 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %615 = llvm.insertvalue %23, %563[0] : !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      llvm.br ^bb45(%21, %564, %565, %566, %567, %568, %569 : i32, i32, i32, i32, i32, i32, i32)
    ^bb45(%616: i32, %617: i32, %618: i32, %619: i32, %620: i32, %621: i32, %622: i32):  // 2 preds: ^bb44, ^bb60
      %623 = llvm.icmp "slt" %616, %29 : i32
      llvm.cond_br %623, ^bb46, ^bb61
    ^bb46:  // pred: ^bb45
      %624 = llvm.getelementptr %56[%621] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %624, %622, %30 : (!llvm.ptr<3>, i32, i32) -> ()
      %625 = llvm.mul %621, %15 overflow<nsw> : i32
      %626 = llvm.add %259, %625 : i32
      %627 = llvm.mlir.constant(0 : i64) : i64
      %628 = llvm.insertelement %626, %257[%627 : i64] : vector<2xi32>
      %629 = llvm.bitcast %628 : vector<2xi32> to i64
      %630 = llvm.mul %621, %10 overflow<nsw> : i32
      %631 = llvm.add %262, %630 : i32
      %632 = llvm.mlir.constant(0 : i64) : i64
      %633 = llvm.insertelement %631, %260[%632 : i64] : vector<2xi32>
      %634 = llvm.bitcast %633 : vector<2xi32> to i64
      %635 = llvm.load %42 : !llvm.ptr -> f32
      %636 = llvm.load %263 : !llvm.ptr -> f32
      %637 = llvm.load %264 : !llvm.ptr -> f32
      %638 = llvm.load %265 : !llvm.ptr -> f32
      %639 = llvm.load %266 : !llvm.ptr -> f32
      %640 = llvm.load %267 : !llvm.ptr -> f32
      %641 = llvm.load %268 : !llvm.ptr -> f32
      %642 = llvm.load %269 : !llvm.ptr -> f32
      %643 = llvm.load %270 : !llvm.ptr -> f32
      %644 = llvm.load %271 : !llvm.ptr -> f32
      %645 = llvm.load %272 : !llvm.ptr -> f32
      %646 = llvm.load %273 : !llvm.ptr -> f32
      %647 = llvm.load %274 : !llvm.ptr -> f32
      %648 = llvm.load %275 : !llvm.ptr -> f32
      %649 = llvm.load %276 : !llvm.ptr -> f32
      %650 = llvm.load %277 : !llvm.ptr -> f32
      %651 = llvm.load %278 : !llvm.ptr -> f32
      %652 = llvm.load %279 : !llvm.ptr -> f32
      %653 = llvm.load %280 : !llvm.ptr -> f32
      %654 = llvm.load %281 : !llvm.ptr -> f32
      %655 = llvm.load %282 : !llvm.ptr -> f32
      %656 = llvm.load %283 : !llvm.ptr -> f32
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
      %763 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %629, %634, %39, %39, %39, %21, %21 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %764 = llvm.extractvalue %763[0] : !llvm_struct_31b33a
      %765 = llvm.extractvalue %763[1] : !llvm_struct_31b33a
      %766 = llvm.extractvalue %763[2] : !llvm_struct_31b33a
      %767 = llvm.extractvalue %763[3] : !llvm_struct_31b33a
      %768 = llvm.extractvalue %763[4] : !llvm_struct_31b33a
      %769 = llvm.extractvalue %763[5] : !llvm_struct_31b33a
      %770 = llvm.extractvalue %763[6] : !llvm_struct_31b33a
      %771 = llvm.extractvalue %763[7] : !llvm_struct_31b33a
      %772 = llvm.extractvalue %763[8] : !llvm_struct_31b33a
      %773 = llvm.extractvalue %763[9] : !llvm_struct_31b33a
      %774 = llvm.extractvalue %763[10] : !llvm_struct_31b33a
      %775 = llvm.extractvalue %763[11] : !llvm_struct_31b33a
      %776 = llvm.extractvalue %763[12] : !llvm_struct_31b33a
      %777 = llvm.extractvalue %763[13] : !llvm_struct_31b33a
      %778 = llvm.extractvalue %763[14] : !llvm_struct_31b33a
      %779 = llvm.extractvalue %763[15] : !llvm_struct_31b33a
      %780 = llvm.extractvalue %763[16] : !llvm_struct_31b33a
      %781 = llvm.extractvalue %763[17] : !llvm_struct_31b33a
      %782 = llvm.extractvalue %763[18] : !llvm_struct_31b33a
      %783 = llvm.extractvalue %763[19] : !llvm_struct_31b33a
      %784 = llvm.extractvalue %763[20] : !llvm_struct_31b33a
      %785 = llvm.extractvalue %763[21] : !llvm_struct_31b33a
      %786 = llvm.extractvalue %763[22] : !llvm_struct_31b33a
      %787 = llvm.extractvalue %763[23] : !llvm_struct_31b33a
      %788 = llvm.extractvalue %763[24] : !llvm_struct_31b33a
      %789 = llvm.extractvalue %763[25] : !llvm_struct_31b33a
      %790 = llvm.extractvalue %763[26] : !llvm_struct_31b33a
      %791 = llvm.extractvalue %763[27] : !llvm_struct_31b33a
      %792 = llvm.extractvalue %763[28] : !llvm_struct_31b33a
      %793 = llvm.extractvalue %763[29] : !llvm_struct_31b33a
      %794 = llvm.extractvalue %763[30] : !llvm_struct_31b33a
      %795 = llvm.extractvalue %763[31] : !llvm_struct_31b33a
      %796 = llvm.extractvalue %763[32] : !llvm_struct_31b33a
      %797 = llvm.extractvalue %763[33] : !llvm_struct_31b33a
      %798 = llvm.extractvalue %763[34] : !llvm_struct_31b33a
      %799 = llvm.extractvalue %763[35] : !llvm_struct_31b33a
      %800 = llvm.extractvalue %763[36] : !llvm_struct_31b33a
      %801 = llvm.extractvalue %763[37] : !llvm_struct_31b33a
      %802 = llvm.extractvalue %763[38] : !llvm_struct_31b33a
      %803 = llvm.extractvalue %763[39] : !llvm_struct_31b33a
      %804 = llvm.extractvalue %763[40] : !llvm_struct_31b33a
      %805 = llvm.extractvalue %763[41] : !llvm_struct_31b33a
      %806 = llvm.extractvalue %763[42] : !llvm_struct_31b33a
      %807 = llvm.extractvalue %763[43] : !llvm_struct_31b33a
      %808 = llvm.extractvalue %763[44] : !llvm_struct_31b33a
      %809 = llvm.extractvalue %763[45] : !llvm_struct_31b33a
      %810 = llvm.extractvalue %763[46] : !llvm_struct_31b33a
      %811 = llvm.extractvalue %763[47] : !llvm_struct_31b33a
      %812 = llvm.extractvalue %763[48] : !llvm_struct_31b33a
      %813 = llvm.extractvalue %763[49] : !llvm_struct_31b33a
      %814 = llvm.extractvalue %763[50] : !llvm_struct_31b33a
      %815 = llvm.extractvalue %763[51] : !llvm_struct_31b33a
      %816 = llvm.extractvalue %763[52] : !llvm_struct_31b33a
      %817 = llvm.extractvalue %763[53] : !llvm_struct_31b33a
      %818 = llvm.extractvalue %763[54] : !llvm_struct_31b33a
      %819 = llvm.extractvalue %763[55] : !llvm_struct_31b33a
      %820 = llvm.extractvalue %763[56] : !llvm_struct_31b33a
      %821 = llvm.extractvalue %763[57] : !llvm_struct_31b33a
      %822 = llvm.extractvalue %763[58] : !llvm_struct_31b33a
      %823 = llvm.extractvalue %763[59] : !llvm_struct_31b33a
      %824 = llvm.extractvalue %763[60] : !llvm_struct_31b33a
      %825 = llvm.extractvalue %763[61] : !llvm_struct_31b33a
      %826 = llvm.extractvalue %763[62] : !llvm_struct_31b33a
      %827 = llvm.extractvalue %763[63] : !llvm_struct_31b33a
      %828 = llvm.extractvalue %763[64] : !llvm_struct_31b33a
      %829 = llvm.extractvalue %763[65] : !llvm_struct_31b33a
      %830 = llvm.extractvalue %763[66] : !llvm_struct_31b33a
      %831 = llvm.extractvalue %763[67] : !llvm_struct_31b33a
      %832 = llvm.extractvalue %763[68] : !llvm_struct_31b33a
      %833 = llvm.extractvalue %763[69] : !llvm_struct_31b33a
      %834 = llvm.extractvalue %763[70] : !llvm_struct_31b33a
      %835 = llvm.extractvalue %763[71] : !llvm_struct_31b33a
      %836 = llvm.extractvalue %763[72] : !llvm_struct_31b33a
      %837 = llvm.extractvalue %763[73] : !llvm_struct_31b33a
      %838 = llvm.extractvalue %763[74] : !llvm_struct_31b33a
      %839 = llvm.extractvalue %763[75] : !llvm_struct_31b33a
      %840 = llvm.extractvalue %763[76] : !llvm_struct_31b33a
      %841 = llvm.extractvalue %763[77] : !llvm_struct_31b33a
      %842 = llvm.extractvalue %763[78] : !llvm_struct_31b33a
      %843 = llvm.extractvalue %763[79] : !llvm_struct_31b33a
      %844 = llvm.extractvalue %763[80] : !llvm_struct_31b33a
      %845 = llvm.extractvalue %763[81] : !llvm_struct_31b33a
      %846 = llvm.extractvalue %763[82] : !llvm_struct_31b33a
      %847 = llvm.extractvalue %763[83] : !llvm_struct_31b33a
      %848 = llvm.extractvalue %763[84] : !llvm_struct_31b33a
      %849 = llvm.extractvalue %763[85] : !llvm_struct_31b33a
      %850 = llvm.extractvalue %763[86] : !llvm_struct_31b33a
      %851 = llvm.extractvalue %763[87] : !llvm_struct_31b33a
      %852 = llvm.extractvalue %763[88] : !llvm_struct_31b33a
      %853 = llvm.extractvalue %763[89] : !llvm_struct_31b33a
      %854 = llvm.extractvalue %763[90] : !llvm_struct_31b33a
      %855 = llvm.extractvalue %763[91] : !llvm_struct_31b33a
      %856 = llvm.extractvalue %763[92] : !llvm_struct_31b33a
      %857 = llvm.extractvalue %763[93] : !llvm_struct_31b33a
      %858 = llvm.extractvalue %763[94] : !llvm_struct_31b33a
      %859 = llvm.extractvalue %763[95] : !llvm_struct_31b33a
      %860 = llvm.extractvalue %763[96] : !llvm_struct_31b33a
      %861 = llvm.extractvalue %763[97] : !llvm_struct_31b33a
      %862 = llvm.extractvalue %763[98] : !llvm_struct_31b33a
      %863 = llvm.extractvalue %763[99] : !llvm_struct_31b33a
      %864 = llvm.extractvalue %763[100] : !llvm_struct_31b33a
      %865 = llvm.extractvalue %763[101] : !llvm_struct_31b33a
      %866 = llvm.extractvalue %763[102] : !llvm_struct_31b33a
      %867 = llvm.extractvalue %763[103] : !llvm_struct_31b33a
      %868 = llvm.extractvalue %763[104] : !llvm_struct_31b33a
      %869 = llvm.extractvalue %763[105] : !llvm_struct_31b33a
      %870 = llvm.extractvalue %763[106] : !llvm_struct_31b33a
      %871 = llvm.extractvalue %763[107] : !llvm_struct_31b33a
      %872 = llvm.extractvalue %763[108] : !llvm_struct_31b33a
      %873 = llvm.extractvalue %763[109] : !llvm_struct_31b33a
      %874 = llvm.extractvalue %763[110] : !llvm_struct_31b33a
      %875 = llvm.extractvalue %763[111] : !llvm_struct_31b33a
      %876 = llvm.extractvalue %763[112] : !llvm_struct_31b33a
      %877 = llvm.extractvalue %763[113] : !llvm_struct_31b33a
      %878 = llvm.extractvalue %763[114] : !llvm_struct_31b33a
      %879 = llvm.extractvalue %763[115] : !llvm_struct_31b33a
      %880 = llvm.extractvalue %763[116] : !llvm_struct_31b33a
      %881 = llvm.extractvalue %763[117] : !llvm_struct_31b33a
      %882 = llvm.extractvalue %763[118] : !llvm_struct_31b33a
      %883 = llvm.extractvalue %763[119] : !llvm_struct_31b33a
      %884 = llvm.extractvalue %763[120] : !llvm_struct_31b33a
      %885 = llvm.extractvalue %763[121] : !llvm_struct_31b33a
      %886 = llvm.extractvalue %763[122] : !llvm_struct_31b33a
      %887 = llvm.extractvalue %763[123] : !llvm_struct_31b33a
      %888 = llvm.extractvalue %763[124] : !llvm_struct_31b33a
      %889 = llvm.extractvalue %763[125] : !llvm_struct_31b33a
      %890 = llvm.extractvalue %763[126] : !llvm_struct_31b33a
      %891 = llvm.extractvalue %763[127] : !llvm_struct_31b33a
      llvm.store %764, %42 : f32, !llvm.ptr
      llvm.store %765, %263 : f32, !llvm.ptr
      llvm.store %766, %264 : f32, !llvm.ptr
      llvm.store %767, %265 : f32, !llvm.ptr
      llvm.store %768, %266 : f32, !llvm.ptr
      llvm.store %769, %267 : f32, !llvm.ptr
      llvm.store %770, %268 : f32, !llvm.ptr
      llvm.store %771, %269 : f32, !llvm.ptr
      llvm.store %772, %270 : f32, !llvm.ptr
      llvm.store %773, %271 : f32, !llvm.ptr
      llvm.store %774, %272 : f32, !llvm.ptr
      llvm.store %775, %273 : f32, !llvm.ptr
      llvm.store %776, %274 : f32, !llvm.ptr
      llvm.store %777, %275 : f32, !llvm.ptr
      llvm.store %778, %276 : f32, !llvm.ptr
      llvm.store %779, %277 : f32, !llvm.ptr
      llvm.store %780, %278 : f32, !llvm.ptr
      llvm.store %781, %279 : f32, !llvm.ptr
      llvm.store %782, %280 : f32, !llvm.ptr
      llvm.store %783, %281 : f32, !llvm.ptr
      llvm.store %784, %282 : f32, !llvm.ptr
      llvm.store %785, %283 : f32, !llvm.ptr
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
      %892 = llvm.mul %621, %15 overflow<nsw> : i32
      %893 = llvm.add %892, %22 overflow<nsw> : i32
      %894 = llvm.add %392, %893 : i32
      %895 = llvm.mlir.constant(0 : i64) : i64
      %896 = llvm.insertelement %894, %390[%895 : i64] : vector<2xi32>
      %897 = llvm.bitcast %896 : vector<2xi32> to i64
      %898 = llvm.mul %621, %10 overflow<nsw> : i32
      %899 = llvm.add %898, %22 overflow<nsw> : i32
      %900 = llvm.add %395, %899 : i32
      %901 = llvm.mlir.constant(0 : i64) : i64
      %902 = llvm.insertelement %900, %393[%901 : i64] : vector<2xi32>
      %903 = llvm.bitcast %902 : vector<2xi32> to i64
      %904 = llvm.load %42 : !llvm.ptr -> f32
      %905 = llvm.load %263 : !llvm.ptr -> f32
      %906 = llvm.load %264 : !llvm.ptr -> f32
      %907 = llvm.load %265 : !llvm.ptr -> f32
      %908 = llvm.load %266 : !llvm.ptr -> f32
      %909 = llvm.load %267 : !llvm.ptr -> f32
      %910 = llvm.load %268 : !llvm.ptr -> f32
      %911 = llvm.load %269 : !llvm.ptr -> f32
      %912 = llvm.load %270 : !llvm.ptr -> f32
      %913 = llvm.load %271 : !llvm.ptr -> f32
      %914 = llvm.load %272 : !llvm.ptr -> f32
      %915 = llvm.load %273 : !llvm.ptr -> f32
      %916 = llvm.load %274 : !llvm.ptr -> f32
      %917 = llvm.load %275 : !llvm.ptr -> f32
      %918 = llvm.load %276 : !llvm.ptr -> f32
      %919 = llvm.load %277 : !llvm.ptr -> f32
      %920 = llvm.load %278 : !llvm.ptr -> f32
      %921 = llvm.load %279 : !llvm.ptr -> f32
      %922 = llvm.load %280 : !llvm.ptr -> f32
      %923 = llvm.load %281 : !llvm.ptr -> f32
      %924 = llvm.load %282 : !llvm.ptr -> f32
      %925 = llvm.load %283 : !llvm.ptr -> f32
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
      %1032 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %897, %903, %39, %39, %39, %21, %21 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1033 = llvm.extractvalue %1032[0] : !llvm_struct_31b33a
      %1034 = llvm.extractvalue %1032[1] : !llvm_struct_31b33a
      %1035 = llvm.extractvalue %1032[2] : !llvm_struct_31b33a
      %1036 = llvm.extractvalue %1032[3] : !llvm_struct_31b33a
      %1037 = llvm.extractvalue %1032[4] : !llvm_struct_31b33a
      %1038 = llvm.extractvalue %1032[5] : !llvm_struct_31b33a
      %1039 = llvm.extractvalue %1032[6] : !llvm_struct_31b33a
      %1040 = llvm.extractvalue %1032[7] : !llvm_struct_31b33a
      %1041 = llvm.extractvalue %1032[8] : !llvm_struct_31b33a
      %1042 = llvm.extractvalue %1032[9] : !llvm_struct_31b33a
      %1043 = llvm.extractvalue %1032[10] : !llvm_struct_31b33a
      %1044 = llvm.extractvalue %1032[11] : !llvm_struct_31b33a
      %1045 = llvm.extractvalue %1032[12] : !llvm_struct_31b33a
      %1046 = llvm.extractvalue %1032[13] : !llvm_struct_31b33a
      %1047 = llvm.extractvalue %1032[14] : !llvm_struct_31b33a
      %1048 = llvm.extractvalue %1032[15] : !llvm_struct_31b33a
      %1049 = llvm.extractvalue %1032[16] : !llvm_struct_31b33a
      %1050 = llvm.extractvalue %1032[17] : !llvm_struct_31b33a
      %1051 = llvm.extractvalue %1032[18] : !llvm_struct_31b33a
      %1052 = llvm.extractvalue %1032[19] : !llvm_struct_31b33a
      %1053 = llvm.extractvalue %1032[20] : !llvm_struct_31b33a
      %1054 = llvm.extractvalue %1032[21] : !llvm_struct_31b33a
      %1055 = llvm.extractvalue %1032[22] : !llvm_struct_31b33a
      %1056 = llvm.extractvalue %1032[23] : !llvm_struct_31b33a
      %1057 = llvm.extractvalue %1032[24] : !llvm_struct_31b33a
      %1058 = llvm.extractvalue %1032[25] : !llvm_struct_31b33a
      %1059 = llvm.extractvalue %1032[26] : !llvm_struct_31b33a
      %1060 = llvm.extractvalue %1032[27] : !llvm_struct_31b33a
      %1061 = llvm.extractvalue %1032[28] : !llvm_struct_31b33a
      %1062 = llvm.extractvalue %1032[29] : !llvm_struct_31b33a
      %1063 = llvm.extractvalue %1032[30] : !llvm_struct_31b33a
      %1064 = llvm.extractvalue %1032[31] : !llvm_struct_31b33a
      %1065 = llvm.extractvalue %1032[32] : !llvm_struct_31b33a
      %1066 = llvm.extractvalue %1032[33] : !llvm_struct_31b33a
      %1067 = llvm.extractvalue %1032[34] : !llvm_struct_31b33a
      %1068 = llvm.extractvalue %1032[35] : !llvm_struct_31b33a
      %1069 = llvm.extractvalue %1032[36] : !llvm_struct_31b33a
      %1070 = llvm.extractvalue %1032[37] : !llvm_struct_31b33a
      %1071 = llvm.extractvalue %1032[38] : !llvm_struct_31b33a
      %1072 = llvm.extractvalue %1032[39] : !llvm_struct_31b33a
      %1073 = llvm.extractvalue %1032[40] : !llvm_struct_31b33a
      %1074 = llvm.extractvalue %1032[41] : !llvm_struct_31b33a
      %1075 = llvm.extractvalue %1032[42] : !llvm_struct_31b33a
      %1076 = llvm.extractvalue %1032[43] : !llvm_struct_31b33a
      %1077 = llvm.extractvalue %1032[44] : !llvm_struct_31b33a
      %1078 = llvm.extractvalue %1032[45] : !llvm_struct_31b33a
      %1079 = llvm.extractvalue %1032[46] : !llvm_struct_31b33a
      %1080 = llvm.extractvalue %1032[47] : !llvm_struct_31b33a
      %1081 = llvm.extractvalue %1032[48] : !llvm_struct_31b33a
      %1082 = llvm.extractvalue %1032[49] : !llvm_struct_31b33a
      %1083 = llvm.extractvalue %1032[50] : !llvm_struct_31b33a
      %1084 = llvm.extractvalue %1032[51] : !llvm_struct_31b33a
      %1085 = llvm.extractvalue %1032[52] : !llvm_struct_31b33a
      %1086 = llvm.extractvalue %1032[53] : !llvm_struct_31b33a
      %1087 = llvm.extractvalue %1032[54] : !llvm_struct_31b33a
      %1088 = llvm.extractvalue %1032[55] : !llvm_struct_31b33a
      %1089 = llvm.extractvalue %1032[56] : !llvm_struct_31b33a
      %1090 = llvm.extractvalue %1032[57] : !llvm_struct_31b33a
      %1091 = llvm.extractvalue %1032[58] : !llvm_struct_31b33a
      %1092 = llvm.extractvalue %1032[59] : !llvm_struct_31b33a
      %1093 = llvm.extractvalue %1032[60] : !llvm_struct_31b33a
      %1094 = llvm.extractvalue %1032[61] : !llvm_struct_31b33a
      %1095 = llvm.extractvalue %1032[62] : !llvm_struct_31b33a
      %1096 = llvm.extractvalue %1032[63] : !llvm_struct_31b33a
      %1097 = llvm.extractvalue %1032[64] : !llvm_struct_31b33a
      %1098 = llvm.extractvalue %1032[65] : !llvm_struct_31b33a
      %1099 = llvm.extractvalue %1032[66] : !llvm_struct_31b33a
      %1100 = llvm.extractvalue %1032[67] : !llvm_struct_31b33a
      %1101 = llvm.extractvalue %1032[68] : !llvm_struct_31b33a
      %1102 = llvm.extractvalue %1032[69] : !llvm_struct_31b33a
      %1103 = llvm.extractvalue %1032[70] : !llvm_struct_31b33a
      %1104 = llvm.extractvalue %1032[71] : !llvm_struct_31b33a
      %1105 = llvm.extractvalue %1032[72] : !llvm_struct_31b33a
      %1106 = llvm.extractvalue %1032[73] : !llvm_struct_31b33a
      %1107 = llvm.extractvalue %1032[74] : !llvm_struct_31b33a
      %1108 = llvm.extractvalue %1032[75] : !llvm_struct_31b33a
      %1109 = llvm.extractvalue %1032[76] : !llvm_struct_31b33a
      %1110 = llvm.extractvalue %1032[77] : !llvm_struct_31b33a
      %1111 = llvm.extractvalue %1032[78] : !llvm_struct_31b33a
      %1112 = llvm.extractvalue %1032[79] : !llvm_struct_31b33a
      %1113 = llvm.extractvalue %1032[80] : !llvm_struct_31b33a
      %1114 = llvm.extractvalue %1032[81] : !llvm_struct_31b33a
      %1115 = llvm.extractvalue %1032[82] : !llvm_struct_31b33a
      %1116 = llvm.extractvalue %1032[83] : !llvm_struct_31b33a
      %1117 = llvm.extractvalue %1032[84] : !llvm_struct_31b33a
      %1118 = llvm.extractvalue %1032[85] : !llvm_struct_31b33a
      %1119 = llvm.extractvalue %1032[86] : !llvm_struct_31b33a
      %1120 = llvm.extractvalue %1032[87] : !llvm_struct_31b33a
      %1121 = llvm.extractvalue %1032[88] : !llvm_struct_31b33a
      %1122 = llvm.extractvalue %1032[89] : !llvm_struct_31b33a
      %1123 = llvm.extractvalue %1032[90] : !llvm_struct_31b33a
      %1124 = llvm.extractvalue %1032[91] : !llvm_struct_31b33a
      %1125 = llvm.extractvalue %1032[92] : !llvm_struct_31b33a
      %1126 = llvm.extractvalue %1032[93] : !llvm_struct_31b33a
      %1127 = llvm.extractvalue %1032[94] : !llvm_struct_31b33a
      %1128 = llvm.extractvalue %1032[95] : !llvm_struct_31b33a
      %1129 = llvm.extractvalue %1032[96] : !llvm_struct_31b33a
      %1130 = llvm.extractvalue %1032[97] : !llvm_struct_31b33a
      %1131 = llvm.extractvalue %1032[98] : !llvm_struct_31b33a
      %1132 = llvm.extractvalue %1032[99] : !llvm_struct_31b33a
      %1133 = llvm.extractvalue %1032[100] : !llvm_struct_31b33a
      %1134 = llvm.extractvalue %1032[101] : !llvm_struct_31b33a
      %1135 = llvm.extractvalue %1032[102] : !llvm_struct_31b33a
      %1136 = llvm.extractvalue %1032[103] : !llvm_struct_31b33a
      %1137 = llvm.extractvalue %1032[104] : !llvm_struct_31b33a
      %1138 = llvm.extractvalue %1032[105] : !llvm_struct_31b33a
      %1139 = llvm.extractvalue %1032[106] : !llvm_struct_31b33a
      %1140 = llvm.extractvalue %1032[107] : !llvm_struct_31b33a
      %1141 = llvm.extractvalue %1032[108] : !llvm_struct_31b33a
      %1142 = llvm.extractvalue %1032[109] : !llvm_struct_31b33a
      %1143 = llvm.extractvalue %1032[110] : !llvm_struct_31b33a
      %1144 = llvm.extractvalue %1032[111] : !llvm_struct_31b33a
      %1145 = llvm.extractvalue %1032[112] : !llvm_struct_31b33a
      %1146 = llvm.extractvalue %1032[113] : !llvm_struct_31b33a
      %1147 = llvm.extractvalue %1032[114] : !llvm_struct_31b33a
      %1148 = llvm.extractvalue %1032[115] : !llvm_struct_31b33a
      %1149 = llvm.extractvalue %1032[116] : !llvm_struct_31b33a
      %1150 = llvm.extractvalue %1032[117] : !llvm_struct_31b33a
      %1151 = llvm.extractvalue %1032[118] : !llvm_struct_31b33a
      %1152 = llvm.extractvalue %1032[119] : !llvm_struct_31b33a
      %1153 = llvm.extractvalue %1032[120] : !llvm_struct_31b33a
      %1154 = llvm.extractvalue %1032[121] : !llvm_struct_31b33a
      %1155 = llvm.extractvalue %1032[122] : !llvm_struct_31b33a
      %1156 = llvm.extractvalue %1032[123] : !llvm_struct_31b33a
      %1157 = llvm.extractvalue %1032[124] : !llvm_struct_31b33a
      %1158 = llvm.extractvalue %1032[125] : !llvm_struct_31b33a
      %1159 = llvm.extractvalue %1032[126] : !llvm_struct_31b33a
      %1160 = llvm.extractvalue %1032[127] : !llvm_struct_31b33a
      llvm.store %1033, %42 : f32, !llvm.ptr
      llvm.store %1034, %263 : f32, !llvm.ptr
      llvm.store %1035, %264 : f32, !llvm.ptr
      llvm.store %1036, %265 : f32, !llvm.ptr
      llvm.store %1037, %266 : f32, !llvm.ptr
      llvm.store %1038, %267 : f32, !llvm.ptr
      llvm.store %1039, %268 : f32, !llvm.ptr
      llvm.store %1040, %269 : f32, !llvm.ptr
      llvm.store %1041, %270 : f32, !llvm.ptr
      llvm.store %1042, %271 : f32, !llvm.ptr
      llvm.store %1043, %272 : f32, !llvm.ptr
      llvm.store %1044, %273 : f32, !llvm.ptr
      llvm.store %1045, %274 : f32, !llvm.ptr
      llvm.store %1046, %275 : f32, !llvm.ptr
      llvm.store %1047, %276 : f32, !llvm.ptr
      llvm.store %1048, %277 : f32, !llvm.ptr
      llvm.store %1049, %278 : f32, !llvm.ptr
      llvm.store %1050, %279 : f32, !llvm.ptr
      llvm.store %1051, %280 : f32, !llvm.ptr
      llvm.store %1052, %281 : f32, !llvm.ptr
      llvm.store %1053, %282 : f32, !llvm.ptr
      llvm.store %1054, %283 : f32, !llvm.ptr
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
      %1161 = llvm.mul %621, %15 overflow<nsw> : i32
      %1162 = llvm.add %1161, %33 overflow<nsw> : i32
      %1163 = llvm.add %398, %1162 : i32
      %1164 = llvm.mlir.constant(0 : i64) : i64
      %1165 = llvm.insertelement %1163, %396[%1164 : i64] : vector<2xi32>
      %1166 = llvm.bitcast %1165 : vector<2xi32> to i64
      %1167 = llvm.mul %621, %10 overflow<nsw> : i32
      %1168 = llvm.add %1167, %33 overflow<nsw> : i32
      %1169 = llvm.add %401, %1168 : i32
      %1170 = llvm.mlir.constant(0 : i64) : i64
      %1171 = llvm.insertelement %1169, %399[%1170 : i64] : vector<2xi32>
      %1172 = llvm.bitcast %1171 : vector<2xi32> to i64
      %1173 = llvm.load %42 : !llvm.ptr -> f32
      %1174 = llvm.load %263 : !llvm.ptr -> f32
      %1175 = llvm.load %264 : !llvm.ptr -> f32
      %1176 = llvm.load %265 : !llvm.ptr -> f32
      %1177 = llvm.load %266 : !llvm.ptr -> f32
      %1178 = llvm.load %267 : !llvm.ptr -> f32
      %1179 = llvm.load %268 : !llvm.ptr -> f32
      %1180 = llvm.load %269 : !llvm.ptr -> f32
      %1181 = llvm.load %270 : !llvm.ptr -> f32
      %1182 = llvm.load %271 : !llvm.ptr -> f32
      %1183 = llvm.load %272 : !llvm.ptr -> f32
      %1184 = llvm.load %273 : !llvm.ptr -> f32
      %1185 = llvm.load %274 : !llvm.ptr -> f32
      %1186 = llvm.load %275 : !llvm.ptr -> f32
      %1187 = llvm.load %276 : !llvm.ptr -> f32
      %1188 = llvm.load %277 : !llvm.ptr -> f32
      %1189 = llvm.load %278 : !llvm.ptr -> f32
      %1190 = llvm.load %279 : !llvm.ptr -> f32
      %1191 = llvm.load %280 : !llvm.ptr -> f32
      %1192 = llvm.load %281 : !llvm.ptr -> f32
      %1193 = llvm.load %282 : !llvm.ptr -> f32
      %1194 = llvm.load %283 : !llvm.ptr -> f32
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
      %1301 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1166, %1172, %39, %39, %39, %21, %21 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1302 = llvm.extractvalue %1301[0] : !llvm_struct_31b33a
      %1303 = llvm.extractvalue %1301[1] : !llvm_struct_31b33a
      %1304 = llvm.extractvalue %1301[2] : !llvm_struct_31b33a
      %1305 = llvm.extractvalue %1301[3] : !llvm_struct_31b33a
      %1306 = llvm.extractvalue %1301[4] : !llvm_struct_31b33a
      %1307 = llvm.extractvalue %1301[5] : !llvm_struct_31b33a
      %1308 = llvm.extractvalue %1301[6] : !llvm_struct_31b33a
      %1309 = llvm.extractvalue %1301[7] : !llvm_struct_31b33a
      %1310 = llvm.extractvalue %1301[8] : !llvm_struct_31b33a
      %1311 = llvm.extractvalue %1301[9] : !llvm_struct_31b33a
      %1312 = llvm.extractvalue %1301[10] : !llvm_struct_31b33a
      %1313 = llvm.extractvalue %1301[11] : !llvm_struct_31b33a
      %1314 = llvm.extractvalue %1301[12] : !llvm_struct_31b33a
      %1315 = llvm.extractvalue %1301[13] : !llvm_struct_31b33a
      %1316 = llvm.extractvalue %1301[14] : !llvm_struct_31b33a
      %1317 = llvm.extractvalue %1301[15] : !llvm_struct_31b33a
      %1318 = llvm.extractvalue %1301[16] : !llvm_struct_31b33a
      %1319 = llvm.extractvalue %1301[17] : !llvm_struct_31b33a
      %1320 = llvm.extractvalue %1301[18] : !llvm_struct_31b33a
      %1321 = llvm.extractvalue %1301[19] : !llvm_struct_31b33a
      %1322 = llvm.extractvalue %1301[20] : !llvm_struct_31b33a
      %1323 = llvm.extractvalue %1301[21] : !llvm_struct_31b33a
      %1324 = llvm.extractvalue %1301[22] : !llvm_struct_31b33a
      %1325 = llvm.extractvalue %1301[23] : !llvm_struct_31b33a
      %1326 = llvm.extractvalue %1301[24] : !llvm_struct_31b33a
      %1327 = llvm.extractvalue %1301[25] : !llvm_struct_31b33a
      %1328 = llvm.extractvalue %1301[26] : !llvm_struct_31b33a
      %1329 = llvm.extractvalue %1301[27] : !llvm_struct_31b33a
      %1330 = llvm.extractvalue %1301[28] : !llvm_struct_31b33a
      %1331 = llvm.extractvalue %1301[29] : !llvm_struct_31b33a
      %1332 = llvm.extractvalue %1301[30] : !llvm_struct_31b33a
      %1333 = llvm.extractvalue %1301[31] : !llvm_struct_31b33a
      %1334 = llvm.extractvalue %1301[32] : !llvm_struct_31b33a
      %1335 = llvm.extractvalue %1301[33] : !llvm_struct_31b33a
      %1336 = llvm.extractvalue %1301[34] : !llvm_struct_31b33a
      %1337 = llvm.extractvalue %1301[35] : !llvm_struct_31b33a
      %1338 = llvm.extractvalue %1301[36] : !llvm_struct_31b33a
      %1339 = llvm.extractvalue %1301[37] : !llvm_struct_31b33a
      %1340 = llvm.extractvalue %1301[38] : !llvm_struct_31b33a
      %1341 = llvm.extractvalue %1301[39] : !llvm_struct_31b33a
      %1342 = llvm.extractvalue %1301[40] : !llvm_struct_31b33a
      %1343 = llvm.extractvalue %1301[41] : !llvm_struct_31b33a
      %1344 = llvm.extractvalue %1301[42] : !llvm_struct_31b33a
      %1345 = llvm.extractvalue %1301[43] : !llvm_struct_31b33a
      %1346 = llvm.extractvalue %1301[44] : !llvm_struct_31b33a
      %1347 = llvm.extractvalue %1301[45] : !llvm_struct_31b33a
      %1348 = llvm.extractvalue %1301[46] : !llvm_struct_31b33a
      %1349 = llvm.extractvalue %1301[47] : !llvm_struct_31b33a
      %1350 = llvm.extractvalue %1301[48] : !llvm_struct_31b33a
      %1351 = llvm.extractvalue %1301[49] : !llvm_struct_31b33a
      %1352 = llvm.extractvalue %1301[50] : !llvm_struct_31b33a
      %1353 = llvm.extractvalue %1301[51] : !llvm_struct_31b33a
      %1354 = llvm.extractvalue %1301[52] : !llvm_struct_31b33a
      %1355 = llvm.extractvalue %1301[53] : !llvm_struct_31b33a
      %1356 = llvm.extractvalue %1301[54] : !llvm_struct_31b33a
      %1357 = llvm.extractvalue %1301[55] : !llvm_struct_31b33a
      %1358 = llvm.extractvalue %1301[56] : !llvm_struct_31b33a
      %1359 = llvm.extractvalue %1301[57] : !llvm_struct_31b33a
      %1360 = llvm.extractvalue %1301[58] : !llvm_struct_31b33a
      %1361 = llvm.extractvalue %1301[59] : !llvm_struct_31b33a
      %1362 = llvm.extractvalue %1301[60] : !llvm_struct_31b33a
      %1363 = llvm.extractvalue %1301[61] : !llvm_struct_31b33a
      %1364 = llvm.extractvalue %1301[62] : !llvm_struct_31b33a
      %1365 = llvm.extractvalue %1301[63] : !llvm_struct_31b33a
      %1366 = llvm.extractvalue %1301[64] : !llvm_struct_31b33a
      %1367 = llvm.extractvalue %1301[65] : !llvm_struct_31b33a
      %1368 = llvm.extractvalue %1301[66] : !llvm_struct_31b33a
      %1369 = llvm.extractvalue %1301[67] : !llvm_struct_31b33a
      %1370 = llvm.extractvalue %1301[68] : !llvm_struct_31b33a
      %1371 = llvm.extractvalue %1301[69] : !llvm_struct_31b33a
      %1372 = llvm.extractvalue %1301[70] : !llvm_struct_31b33a
      %1373 = llvm.extractvalue %1301[71] : !llvm_struct_31b33a
      %1374 = llvm.extractvalue %1301[72] : !llvm_struct_31b33a
      %1375 = llvm.extractvalue %1301[73] : !llvm_struct_31b33a
      %1376 = llvm.extractvalue %1301[74] : !llvm_struct_31b33a
      %1377 = llvm.extractvalue %1301[75] : !llvm_struct_31b33a
      %1378 = llvm.extractvalue %1301[76] : !llvm_struct_31b33a
      %1379 = llvm.extractvalue %1301[77] : !llvm_struct_31b33a
      %1380 = llvm.extractvalue %1301[78] : !llvm_struct_31b33a
      %1381 = llvm.extractvalue %1301[79] : !llvm_struct_31b33a
      %1382 = llvm.extractvalue %1301[80] : !llvm_struct_31b33a
      %1383 = llvm.extractvalue %1301[81] : !llvm_struct_31b33a
      %1384 = llvm.extractvalue %1301[82] : !llvm_struct_31b33a
      %1385 = llvm.extractvalue %1301[83] : !llvm_struct_31b33a
      %1386 = llvm.extractvalue %1301[84] : !llvm_struct_31b33a
      %1387 = llvm.extractvalue %1301[85] : !llvm_struct_31b33a
      %1388 = llvm.extractvalue %1301[86] : !llvm_struct_31b33a
      %1389 = llvm.extractvalue %1301[87] : !llvm_struct_31b33a
      %1390 = llvm.extractvalue %1301[88] : !llvm_struct_31b33a
      %1391 = llvm.extractvalue %1301[89] : !llvm_struct_31b33a
      %1392 = llvm.extractvalue %1301[90] : !llvm_struct_31b33a
      %1393 = llvm.extractvalue %1301[91] : !llvm_struct_31b33a
      %1394 = llvm.extractvalue %1301[92] : !llvm_struct_31b33a
      %1395 = llvm.extractvalue %1301[93] : !llvm_struct_31b33a
      %1396 = llvm.extractvalue %1301[94] : !llvm_struct_31b33a
      %1397 = llvm.extractvalue %1301[95] : !llvm_struct_31b33a
      %1398 = llvm.extractvalue %1301[96] : !llvm_struct_31b33a
      %1399 = llvm.extractvalue %1301[97] : !llvm_struct_31b33a
      %1400 = llvm.extractvalue %1301[98] : !llvm_struct_31b33a
      %1401 = llvm.extractvalue %1301[99] : !llvm_struct_31b33a
      %1402 = llvm.extractvalue %1301[100] : !llvm_struct_31b33a
      %1403 = llvm.extractvalue %1301[101] : !llvm_struct_31b33a
      %1404 = llvm.extractvalue %1301[102] : !llvm_struct_31b33a
      %1405 = llvm.extractvalue %1301[103] : !llvm_struct_31b33a
      %1406 = llvm.extractvalue %1301[104] : !llvm_struct_31b33a
      %1407 = llvm.extractvalue %1301[105] : !llvm_struct_31b33a
      %1408 = llvm.extractvalue %1301[106] : !llvm_struct_31b33a
      %1409 = llvm.extractvalue %1301[107] : !llvm_struct_31b33a
      %1410 = llvm.extractvalue %1301[108] : !llvm_struct_31b33a
      %1411 = llvm.extractvalue %1301[109] : !llvm_struct_31b33a
      %1412 = llvm.extractvalue %1301[110] : !llvm_struct_31b33a
      %1413 = llvm.extractvalue %1301[111] : !llvm_struct_31b33a
      %1414 = llvm.extractvalue %1301[112] : !llvm_struct_31b33a
      %1415 = llvm.extractvalue %1301[113] : !llvm_struct_31b33a
      %1416 = llvm.extractvalue %1301[114] : !llvm_struct_31b33a
      %1417 = llvm.extractvalue %1301[115] : !llvm_struct_31b33a
      %1418 = llvm.extractvalue %1301[116] : !llvm_struct_31b33a
      %1419 = llvm.extractvalue %1301[117] : !llvm_struct_31b33a
      %1420 = llvm.extractvalue %1301[118] : !llvm_struct_31b33a
      %1421 = llvm.extractvalue %1301[119] : !llvm_struct_31b33a
      %1422 = llvm.extractvalue %1301[120] : !llvm_struct_31b33a
      %1423 = llvm.extractvalue %1301[121] : !llvm_struct_31b33a
      %1424 = llvm.extractvalue %1301[122] : !llvm_struct_31b33a
      %1425 = llvm.extractvalue %1301[123] : !llvm_struct_31b33a
      %1426 = llvm.extractvalue %1301[124] : !llvm_struct_31b33a
      %1427 = llvm.extractvalue %1301[125] : !llvm_struct_31b33a
      %1428 = llvm.extractvalue %1301[126] : !llvm_struct_31b33a
      %1429 = llvm.extractvalue %1301[127] : !llvm_struct_31b33a
      llvm.store %1302, %42 : f32, !llvm.ptr
      llvm.store %1303, %263 : f32, !llvm.ptr
      llvm.store %1304, %264 : f32, !llvm.ptr
      llvm.store %1305, %265 : f32, !llvm.ptr
      llvm.store %1306, %266 : f32, !llvm.ptr
      llvm.store %1307, %267 : f32, !llvm.ptr
      llvm.store %1308, %268 : f32, !llvm.ptr
      llvm.store %1309, %269 : f32, !llvm.ptr
      llvm.store %1310, %270 : f32, !llvm.ptr
      llvm.store %1311, %271 : f32, !llvm.ptr
      llvm.store %1312, %272 : f32, !llvm.ptr
      llvm.store %1313, %273 : f32, !llvm.ptr
      llvm.store %1314, %274 : f32, !llvm.ptr
      llvm.store %1315, %275 : f32, !llvm.ptr
      llvm.store %1316, %276 : f32, !llvm.ptr
      llvm.store %1317, %277 : f32, !llvm.ptr
      llvm.store %1318, %278 : f32, !llvm.ptr
      llvm.store %1319, %279 : f32, !llvm.ptr
      llvm.store %1320, %280 : f32, !llvm.ptr
      llvm.store %1321, %281 : f32, !llvm.ptr
      llvm.store %1322, %282 : f32, !llvm.ptr
      llvm.store %1323, %283 : f32, !llvm.ptr
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
      %1430 = llvm.mul %621, %15 overflow<nsw> : i32
      %1431 = llvm.add %1430, %14 overflow<nsw> : i32
      %1432 = llvm.add %404, %1431 : i32
      %1433 = llvm.mlir.constant(0 : i64) : i64
      %1434 = llvm.insertelement %1432, %402[%1433 : i64] : vector<2xi32>
      %1435 = llvm.bitcast %1434 : vector<2xi32> to i64
      %1436 = llvm.mul %621, %10 overflow<nsw> : i32
      %1437 = llvm.add %1436, %14 overflow<nsw> : i32
      %1438 = llvm.add %407, %1437 : i32
      %1439 = llvm.mlir.constant(0 : i64) : i64
      %1440 = llvm.insertelement %1438, %405[%1439 : i64] : vector<2xi32>
      %1441 = llvm.bitcast %1440 : vector<2xi32> to i64
      %1442 = llvm.load %42 : !llvm.ptr -> f32
      %1443 = llvm.load %263 : !llvm.ptr -> f32
      %1444 = llvm.load %264 : !llvm.ptr -> f32
      %1445 = llvm.load %265 : !llvm.ptr -> f32
      %1446 = llvm.load %266 : !llvm.ptr -> f32
      %1447 = llvm.load %267 : !llvm.ptr -> f32
      %1448 = llvm.load %268 : !llvm.ptr -> f32
      %1449 = llvm.load %269 : !llvm.ptr -> f32
      %1450 = llvm.load %270 : !llvm.ptr -> f32
      %1451 = llvm.load %271 : !llvm.ptr -> f32
      %1452 = llvm.load %272 : !llvm.ptr -> f32
      %1453 = llvm.load %273 : !llvm.ptr -> f32
      %1454 = llvm.load %274 : !llvm.ptr -> f32
      %1455 = llvm.load %275 : !llvm.ptr -> f32
      %1456 = llvm.load %276 : !llvm.ptr -> f32
      %1457 = llvm.load %277 : !llvm.ptr -> f32
      %1458 = llvm.load %278 : !llvm.ptr -> f32
      %1459 = llvm.load %279 : !llvm.ptr -> f32
      %1460 = llvm.load %280 : !llvm.ptr -> f32
      %1461 = llvm.load %281 : !llvm.ptr -> f32
      %1462 = llvm.load %282 : !llvm.ptr -> f32
      %1463 = llvm.load %283 : !llvm.ptr -> f32
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
      %1570 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1442, %1443, %1444, %1445, %1446, %1447, %1448, %1449, %1450, %1451, %1452, %1453, %1454, %1455, %1456, %1457, %1458, %1459, %1460, %1461, %1462, %1463, %1464, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, %1474, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1506, %1507, %1508, %1509, %1510, %1511, %1512, %1513, %1514, %1515, %1516, %1517, %1518, %1519, %1520, %1521, %1522, %1523, %1524, %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, %1536, %1537, %1538, %1539, %1540, %1541, %1542, %1543, %1544, %1545, %1546, %1547, %1548, %1549, %1550, %1551, %1552, %1553, %1554, %1555, %1556, %1557, %1558, %1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1435, %1441, %39, %39, %39, %21, %21 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1571 = llvm.extractvalue %1570[0] : !llvm_struct_31b33a
      %1572 = llvm.extractvalue %1570[1] : !llvm_struct_31b33a
      %1573 = llvm.extractvalue %1570[2] : !llvm_struct_31b33a
      %1574 = llvm.extractvalue %1570[3] : !llvm_struct_31b33a
      %1575 = llvm.extractvalue %1570[4] : !llvm_struct_31b33a
      %1576 = llvm.extractvalue %1570[5] : !llvm_struct_31b33a
      %1577 = llvm.extractvalue %1570[6] : !llvm_struct_31b33a
      %1578 = llvm.extractvalue %1570[7] : !llvm_struct_31b33a
      %1579 = llvm.extractvalue %1570[8] : !llvm_struct_31b33a
      %1580 = llvm.extractvalue %1570[9] : !llvm_struct_31b33a
      %1581 = llvm.extractvalue %1570[10] : !llvm_struct_31b33a
      %1582 = llvm.extractvalue %1570[11] : !llvm_struct_31b33a
      %1583 = llvm.extractvalue %1570[12] : !llvm_struct_31b33a
      %1584 = llvm.extractvalue %1570[13] : !llvm_struct_31b33a
      %1585 = llvm.extractvalue %1570[14] : !llvm_struct_31b33a
      %1586 = llvm.extractvalue %1570[15] : !llvm_struct_31b33a
      %1587 = llvm.extractvalue %1570[16] : !llvm_struct_31b33a
      %1588 = llvm.extractvalue %1570[17] : !llvm_struct_31b33a
      %1589 = llvm.extractvalue %1570[18] : !llvm_struct_31b33a
      %1590 = llvm.extractvalue %1570[19] : !llvm_struct_31b33a
      %1591 = llvm.extractvalue %1570[20] : !llvm_struct_31b33a
      %1592 = llvm.extractvalue %1570[21] : !llvm_struct_31b33a
      %1593 = llvm.extractvalue %1570[22] : !llvm_struct_31b33a
      %1594 = llvm.extractvalue %1570[23] : !llvm_struct_31b33a
      %1595 = llvm.extractvalue %1570[24] : !llvm_struct_31b33a
      %1596 = llvm.extractvalue %1570[25] : !llvm_struct_31b33a
      %1597 = llvm.extractvalue %1570[26] : !llvm_struct_31b33a
      %1598 = llvm.extractvalue %1570[27] : !llvm_struct_31b33a
      %1599 = llvm.extractvalue %1570[28] : !llvm_struct_31b33a
      %1600 = llvm.extractvalue %1570[29] : !llvm_struct_31b33a
      %1601 = llvm.extractvalue %1570[30] : !llvm_struct_31b33a
      %1602 = llvm.extractvalue %1570[31] : !llvm_struct_31b33a
      %1603 = llvm.extractvalue %1570[32] : !llvm_struct_31b33a
      %1604 = llvm.extractvalue %1570[33] : !llvm_struct_31b33a
      %1605 = llvm.extractvalue %1570[34] : !llvm_struct_31b33a
      %1606 = llvm.extractvalue %1570[35] : !llvm_struct_31b33a
      %1607 = llvm.extractvalue %1570[36] : !llvm_struct_31b33a
      %1608 = llvm.extractvalue %1570[37] : !llvm_struct_31b33a
      %1609 = llvm.extractvalue %1570[38] : !llvm_struct_31b33a
      %1610 = llvm.extractvalue %1570[39] : !llvm_struct_31b33a
      %1611 = llvm.extractvalue %1570[40] : !llvm_struct_31b33a
      %1612 = llvm.extractvalue %1570[41] : !llvm_struct_31b33a
      %1613 = llvm.extractvalue %1570[42] : !llvm_struct_31b33a
      %1614 = llvm.extractvalue %1570[43] : !llvm_struct_31b33a
      %1615 = llvm.extractvalue %1570[44] : !llvm_struct_31b33a
      %1616 = llvm.extractvalue %1570[45] : !llvm_struct_31b33a
      %1617 = llvm.extractvalue %1570[46] : !llvm_struct_31b33a
      %1618 = llvm.extractvalue %1570[47] : !llvm_struct_31b33a
      %1619 = llvm.extractvalue %1570[48] : !llvm_struct_31b33a
      %1620 = llvm.extractvalue %1570[49] : !llvm_struct_31b33a
      %1621 = llvm.extractvalue %1570[50] : !llvm_struct_31b33a
      %1622 = llvm.extractvalue %1570[51] : !llvm_struct_31b33a
      %1623 = llvm.extractvalue %1570[52] : !llvm_struct_31b33a
      %1624 = llvm.extractvalue %1570[53] : !llvm_struct_31b33a
      %1625 = llvm.extractvalue %1570[54] : !llvm_struct_31b33a
      %1626 = llvm.extractvalue %1570[55] : !llvm_struct_31b33a
      %1627 = llvm.extractvalue %1570[56] : !llvm_struct_31b33a
      %1628 = llvm.extractvalue %1570[57] : !llvm_struct_31b33a
      %1629 = llvm.extractvalue %1570[58] : !llvm_struct_31b33a
      %1630 = llvm.extractvalue %1570[59] : !llvm_struct_31b33a
      %1631 = llvm.extractvalue %1570[60] : !llvm_struct_31b33a
      %1632 = llvm.extractvalue %1570[61] : !llvm_struct_31b33a
      %1633 = llvm.extractvalue %1570[62] : !llvm_struct_31b33a
      %1634 = llvm.extractvalue %1570[63] : !llvm_struct_31b33a
      %1635 = llvm.extractvalue %1570[64] : !llvm_struct_31b33a
      %1636 = llvm.extractvalue %1570[65] : !llvm_struct_31b33a
      %1637 = llvm.extractvalue %1570[66] : !llvm_struct_31b33a
      %1638 = llvm.extractvalue %1570[67] : !llvm_struct_31b33a
      %1639 = llvm.extractvalue %1570[68] : !llvm_struct_31b33a
      %1640 = llvm.extractvalue %1570[69] : !llvm_struct_31b33a
      %1641 = llvm.extractvalue %1570[70] : !llvm_struct_31b33a
      %1642 = llvm.extractvalue %1570[71] : !llvm_struct_31b33a
      %1643 = llvm.extractvalue %1570[72] : !llvm_struct_31b33a
      %1644 = llvm.extractvalue %1570[73] : !llvm_struct_31b33a
      %1645 = llvm.extractvalue %1570[74] : !llvm_struct_31b33a
      %1646 = llvm.extractvalue %1570[75] : !llvm_struct_31b33a
      %1647 = llvm.extractvalue %1570[76] : !llvm_struct_31b33a
      %1648 = llvm.extractvalue %1570[77] : !llvm_struct_31b33a
      %1649 = llvm.extractvalue %1570[78] : !llvm_struct_31b33a
      %1650 = llvm.extractvalue %1570[79] : !llvm_struct_31b33a
      %1651 = llvm.extractvalue %1570[80] : !llvm_struct_31b33a
      %1652 = llvm.extractvalue %1570[81] : !llvm_struct_31b33a
      %1653 = llvm.extractvalue %1570[82] : !llvm_struct_31b33a
      %1654 = llvm.extractvalue %1570[83] : !llvm_struct_31b33a
      %1655 = llvm.extractvalue %1570[84] : !llvm_struct_31b33a
      %1656 = llvm.extractvalue %1570[85] : !llvm_struct_31b33a
      %1657 = llvm.extractvalue %1570[86] : !llvm_struct_31b33a
      %1658 = llvm.extractvalue %1570[87] : !llvm_struct_31b33a
      %1659 = llvm.extractvalue %1570[88] : !llvm_struct_31b33a
      %1660 = llvm.extractvalue %1570[89] : !llvm_struct_31b33a
      %1661 = llvm.extractvalue %1570[90] : !llvm_struct_31b33a
      %1662 = llvm.extractvalue %1570[91] : !llvm_struct_31b33a
      %1663 = llvm.extractvalue %1570[92] : !llvm_struct_31b33a
      %1664 = llvm.extractvalue %1570[93] : !llvm_struct_31b33a
      %1665 = llvm.extractvalue %1570[94] : !llvm_struct_31b33a
      %1666 = llvm.extractvalue %1570[95] : !llvm_struct_31b33a
      %1667 = llvm.extractvalue %1570[96] : !llvm_struct_31b33a
      %1668 = llvm.extractvalue %1570[97] : !llvm_struct_31b33a
      %1669 = llvm.extractvalue %1570[98] : !llvm_struct_31b33a
      %1670 = llvm.extractvalue %1570[99] : !llvm_struct_31b33a
      %1671 = llvm.extractvalue %1570[100] : !llvm_struct_31b33a
      %1672 = llvm.extractvalue %1570[101] : !llvm_struct_31b33a
      %1673 = llvm.extractvalue %1570[102] : !llvm_struct_31b33a
      %1674 = llvm.extractvalue %1570[103] : !llvm_struct_31b33a
      %1675 = llvm.extractvalue %1570[104] : !llvm_struct_31b33a
      %1676 = llvm.extractvalue %1570[105] : !llvm_struct_31b33a
      %1677 = llvm.extractvalue %1570[106] : !llvm_struct_31b33a
      %1678 = llvm.extractvalue %1570[107] : !llvm_struct_31b33a
      %1679 = llvm.extractvalue %1570[108] : !llvm_struct_31b33a
      %1680 = llvm.extractvalue %1570[109] : !llvm_struct_31b33a
      %1681 = llvm.extractvalue %1570[110] : !llvm_struct_31b33a
      %1682 = llvm.extractvalue %1570[111] : !llvm_struct_31b33a
      %1683 = llvm.extractvalue %1570[112] : !llvm_struct_31b33a
      %1684 = llvm.extractvalue %1570[113] : !llvm_struct_31b33a
      %1685 = llvm.extractvalue %1570[114] : !llvm_struct_31b33a
      %1686 = llvm.extractvalue %1570[115] : !llvm_struct_31b33a
      %1687 = llvm.extractvalue %1570[116] : !llvm_struct_31b33a
      %1688 = llvm.extractvalue %1570[117] : !llvm_struct_31b33a
      %1689 = llvm.extractvalue %1570[118] : !llvm_struct_31b33a
      %1690 = llvm.extractvalue %1570[119] : !llvm_struct_31b33a
      %1691 = llvm.extractvalue %1570[120] : !llvm_struct_31b33a
      %1692 = llvm.extractvalue %1570[121] : !llvm_struct_31b33a
      %1693 = llvm.extractvalue %1570[122] : !llvm_struct_31b33a
      %1694 = llvm.extractvalue %1570[123] : !llvm_struct_31b33a
      %1695 = llvm.extractvalue %1570[124] : !llvm_struct_31b33a
      %1696 = llvm.extractvalue %1570[125] : !llvm_struct_31b33a
      %1697 = llvm.extractvalue %1570[126] : !llvm_struct_31b33a
      %1698 = llvm.extractvalue %1570[127] : !llvm_struct_31b33a
      llvm.store %1571, %42 : f32, !llvm.ptr
      llvm.store %1572, %263 : f32, !llvm.ptr
      llvm.store %1573, %264 : f32, !llvm.ptr
      llvm.store %1574, %265 : f32, !llvm.ptr
      llvm.store %1575, %266 : f32, !llvm.ptr
      llvm.store %1576, %267 : f32, !llvm.ptr
      llvm.store %1577, %268 : f32, !llvm.ptr
      llvm.store %1578, %269 : f32, !llvm.ptr
      llvm.store %1579, %270 : f32, !llvm.ptr
      llvm.store %1580, %271 : f32, !llvm.ptr
      llvm.store %1581, %272 : f32, !llvm.ptr
      llvm.store %1582, %273 : f32, !llvm.ptr
      llvm.store %1583, %274 : f32, !llvm.ptr
      llvm.store %1584, %275 : f32, !llvm.ptr
      llvm.store %1585, %276 : f32, !llvm.ptr
      llvm.store %1586, %277 : f32, !llvm.ptr
      llvm.store %1587, %278 : f32, !llvm.ptr
      llvm.store %1588, %279 : f32, !llvm.ptr
      llvm.store %1589, %280 : f32, !llvm.ptr
      llvm.store %1590, %281 : f32, !llvm.ptr
      llvm.store %1591, %282 : f32, !llvm.ptr
      llvm.store %1592, %283 : f32, !llvm.ptr
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
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1699 = llvm.icmp "sgt" %616, %21 : i32
      llvm.cond_br %1699, ^bb47, ^bb54
    ^bb47:  // pred: ^bb46
      llvm.cond_br %114, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %1700 = llvm.getelementptr %108[%618] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1701 = nvvm.mapa %1700, %115 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1701, %39 : !llvm.ptr<7>
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %1702 = llvm.add %618, %39 : i32
      %1703 = llvm.add %617, %39 : i32
      %1704 = llvm.icmp "eq" %1702, %33 : i32
      %1705 = llvm.select %1704, %21, %1702 : i1, i32
      llvm.cond_br %1704, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %1706 = llvm.xor %619, %39 : i32
      llvm.br ^bb52(%1706 : i32)
    ^bb51:  // pred: ^bb49
      llvm.br ^bb52(%619 : i32)
    ^bb52(%1707: i32):  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // pred: ^bb52
      llvm.br ^bb55(%1703, %1705, %1707 : i32, i32, i32)
    ^bb54:  // pred: ^bb46
      llvm.br ^bb55(%617, %618, %619 : i32, i32, i32)
    ^bb55(%1708: i32, %1709: i32, %1710: i32):  // 2 preds: ^bb53, ^bb54
      llvm.br ^bb56
    ^bb56:  // pred: ^bb55
      %1711 = llvm.add %621, %39 : i32
      %1712 = llvm.add %620, %39 : i32
      %1713 = llvm.icmp "eq" %1711, %33 : i32
      %1714 = llvm.select %1713, %21, %1711 : i1, i32
      llvm.cond_br %1713, ^bb57, ^bb58
    ^bb57:  // pred: ^bb56
      %1715 = llvm.xor %622, %39 : i32
      llvm.br ^bb59(%1715 : i32)
    ^bb58:  // pred: ^bb56
      llvm.br ^bb59(%622 : i32)
    ^bb59(%1716: i32):  // 2 preds: ^bb57, ^bb58
      llvm.br ^bb60
    ^bb60:  // pred: ^bb59
      %1717 = llvm.add %616, %39 : i32
      llvm.br ^bb45(%1717, %1708, %1709, %1710, %1712, %1714, %1716 : i32, i32, i32, i32, i32, i32, i32)
    ^bb61:  // pred: ^bb45
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %114, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %1718 = llvm.getelementptr %108[%618] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1719 = nvvm.mapa %1718, %115 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1719, %39 : !llvm.ptr<7>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %1720 = llvm.add %618, %39 : i32
      %1721 = llvm.add %617, %39 : i32
      %1722 = llvm.icmp "eq" %1720, %33 : i32
      %1723 = llvm.select %1722, %21, %1720 : i1, i32
      llvm.cond_br %1722, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %1724 = llvm.xor %619, %39 : i32
      llvm.br ^bb66(%1724 : i32)
    ^bb65:  // pred: ^bb63
      llvm.br ^bb66(%619 : i32)
    ^bb66(%1725: i32):  // 2 preds: ^bb64, ^bb65
      llvm.br ^bb67
    ^bb67:  // pred: ^bb66
      %1726 = llvm.mul %612, %37 overflow<nsw> : i32
      %1727 = llvm.mul %614, %34 overflow<nsw> : i32
      %1728 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1728, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1729 = llvm.load %408 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1729, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1730 = llvm.load %410 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1730, %411 {alignment = 8 : i64} : f32, !llvm.ptr
      %1731 = llvm.load %412 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1731, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1732 = llvm.load %414 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1732, %415 {alignment = 16 : i64} : f32, !llvm.ptr
      %1733 = llvm.load %416 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1733, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1734 = llvm.load %418 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1734, %419 {alignment = 8 : i64} : f32, !llvm.ptr
      %1735 = llvm.load %420 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1735, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1736 = llvm.load %422 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1736, %423 {alignment = 32 : i64} : f32, !llvm.ptr
      %1737 = llvm.load %424 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1737, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1738 = llvm.load %426 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1738, %427 {alignment = 8 : i64} : f32, !llvm.ptr
      %1739 = llvm.load %428 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1739, %429 {alignment = 4 : i64} : f32, !llvm.ptr
      %1740 = llvm.load %430 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1740, %431 {alignment = 16 : i64} : f32, !llvm.ptr
      %1741 = llvm.load %432 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1741, %433 {alignment = 4 : i64} : f32, !llvm.ptr
      %1742 = llvm.load %434 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1742, %435 {alignment = 8 : i64} : f32, !llvm.ptr
      %1743 = llvm.load %436 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1743, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %1744 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1745 = llvm.fptrunc %1744 : vector<16xf32> to vector<16xbf16>
      llvm.store %1745, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1746 = llvm.mul %561, %24 overflow<nsw> : i32
      llvm.br ^bb68(%21 : i32)
    ^bb68(%1747: i32):  // 2 preds: ^bb67, ^bb69
      %1748 = llvm.icmp "slt" %1747, %22 : i32
      llvm.cond_br %1748, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %1749 = llvm.mul %1747, %28 overflow<nsw> : i32
      %1750 = llvm.getelementptr %40[%1749] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1751 = llvm.mul %1747, %38 overflow<nsw> : i32
      %1752 = llvm.getelementptr %256[%1751] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1753 = llvm.load %1750 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1754 = llvm.mlir.constant(0 : i64) : i64
      %1755 = llvm.extractelement %1753[%1754 : i64] : vector<4xi32>
      %1756 = llvm.mlir.constant(1 : i64) : i64
      %1757 = llvm.extractelement %1753[%1756 : i64] : vector<4xi32>
      %1758 = llvm.mlir.constant(2 : i64) : i64
      %1759 = llvm.extractelement %1753[%1758 : i64] : vector<4xi32>
      %1760 = llvm.mlir.constant(3 : i64) : i64
      %1761 = llvm.extractelement %1753[%1760 : i64] : vector<4xi32>
      %1762 = llvm.ptrtoint %1752 : !llvm.ptr<3> to i64
      %1763 = llvm.and %1762, %9 : i64
      %1764 = llvm.lshr %1763, %8 : i64
      %1765 = llvm.xor %1762, %1764 : i64
      %1766 = llvm.inttoptr %1765 : i64 to !llvm.ptr<3>
      %1767 = llvm.getelementptr %1766[%1746] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1767, %1755, %1757, %1759, %1761 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1768 = llvm.add %1747, %39 : i32
      llvm.br ^bb68(%1768 : i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb68
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %438, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %1769 = llvm.mul %561, %24 overflow<nsw> : i32
      %1770 = llvm.getelementptr %103[%1769] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.bulk.tensor.global.shared.cta %45, %1770, box[%1727, %1726, %580] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.barrier id = %39 number_of_threads = %34
      %1771 = llvm.add %561, %39 : i32
      %1772 = llvm.srem %1771, %33 : i32
      %1773 = llvm.load %439 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1773, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1774 = llvm.load %440 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1774, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1775 = llvm.load %441 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1775, %411 {alignment = 8 : i64} : f32, !llvm.ptr
      %1776 = llvm.load %442 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1776, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1777 = llvm.load %443 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1777, %415 {alignment = 16 : i64} : f32, !llvm.ptr
      %1778 = llvm.load %444 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1778, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1779 = llvm.load %445 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1779, %419 {alignment = 8 : i64} : f32, !llvm.ptr
      %1780 = llvm.load %446 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1780, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1781 = llvm.load %447 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1781, %423 {alignment = 32 : i64} : f32, !llvm.ptr
      %1782 = llvm.load %448 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1782, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1783 = llvm.load %449 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1783, %427 {alignment = 8 : i64} : f32, !llvm.ptr
      %1784 = llvm.load %450 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1784, %429 {alignment = 4 : i64} : f32, !llvm.ptr
      %1785 = llvm.load %451 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1785, %431 {alignment = 16 : i64} : f32, !llvm.ptr
      %1786 = llvm.load %452 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1786, %433 {alignment = 4 : i64} : f32, !llvm.ptr
      %1787 = llvm.load %453 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1787, %435 {alignment = 8 : i64} : f32, !llvm.ptr
      %1788 = llvm.load %454 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1788, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %1789 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1790 = llvm.fptrunc %1789 : vector<16xf32> to vector<16xbf16>
      llvm.store %1790, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1791 = llvm.mul %1772, %24 overflow<nsw> : i32
      llvm.br ^bb73(%21 : i32)
    ^bb73(%1792: i32):  // 2 preds: ^bb72, ^bb74
      %1793 = llvm.icmp "slt" %1792, %22 : i32
      llvm.cond_br %1793, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %1794 = llvm.mul %1792, %28 overflow<nsw> : i32
      %1795 = llvm.getelementptr %40[%1794] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1796 = llvm.mul %1792, %38 overflow<nsw> : i32
      %1797 = llvm.getelementptr %256[%1796] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1798 = llvm.load %1795 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1799 = llvm.mlir.constant(0 : i64) : i64
      %1800 = llvm.extractelement %1798[%1799 : i64] : vector<4xi32>
      %1801 = llvm.mlir.constant(1 : i64) : i64
      %1802 = llvm.extractelement %1798[%1801 : i64] : vector<4xi32>
      %1803 = llvm.mlir.constant(2 : i64) : i64
      %1804 = llvm.extractelement %1798[%1803 : i64] : vector<4xi32>
      %1805 = llvm.mlir.constant(3 : i64) : i64
      %1806 = llvm.extractelement %1798[%1805 : i64] : vector<4xi32>
      %1807 = llvm.ptrtoint %1797 : !llvm.ptr<3> to i64
      %1808 = llvm.and %1807, %9 : i64
      %1809 = llvm.lshr %1808, %8 : i64
      %1810 = llvm.xor %1807, %1809 : i64
      %1811 = llvm.inttoptr %1810 : i64 to !llvm.ptr<3>
      %1812 = llvm.getelementptr %1811[%1791] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1812, %1800, %1802, %1804, %1806 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1813 = llvm.add %1792, %39 : i32
      llvm.br ^bb73(%1813 : i32) {loop_annotation = #loop_annotation}
    ^bb75:  // pred: ^bb73
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %438, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %1814 = llvm.mul %1772, %24 overflow<nsw> : i32
      %1815 = llvm.getelementptr %103[%1814] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1816 = llvm.add %1727, %20 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %46, %1815, box[%1816, %1726, %580] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      nvvm.barrier id = %39 number_of_threads = %34
      %1817 = llvm.add %1772, %39 : i32
      %1818 = llvm.srem %1817, %33 : i32
      %1819 = llvm.load %455 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1819, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1820 = llvm.load %456 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1820, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1821 = llvm.load %457 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1821, %411 {alignment = 8 : i64} : f32, !llvm.ptr
      %1822 = llvm.load %458 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1822, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1823 = llvm.load %459 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1823, %415 {alignment = 16 : i64} : f32, !llvm.ptr
      %1824 = llvm.load %460 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1824, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1825 = llvm.load %461 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1825, %419 {alignment = 8 : i64} : f32, !llvm.ptr
      %1826 = llvm.load %462 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1826, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1827 = llvm.load %463 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1827, %423 {alignment = 32 : i64} : f32, !llvm.ptr
      %1828 = llvm.load %464 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1828, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1829 = llvm.load %465 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1829, %427 {alignment = 8 : i64} : f32, !llvm.ptr
      %1830 = llvm.load %466 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1830, %429 {alignment = 4 : i64} : f32, !llvm.ptr
      %1831 = llvm.load %467 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1831, %431 {alignment = 16 : i64} : f32, !llvm.ptr
      %1832 = llvm.load %468 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1832, %433 {alignment = 4 : i64} : f32, !llvm.ptr
      %1833 = llvm.load %469 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1833, %435 {alignment = 8 : i64} : f32, !llvm.ptr
      %1834 = llvm.load %470 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1834, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %1835 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1836 = llvm.fptrunc %1835 : vector<16xf32> to vector<16xbf16>
      llvm.store %1836, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1837 = llvm.mul %1818, %24 overflow<nsw> : i32
      llvm.br ^bb78(%21 : i32)
    ^bb78(%1838: i32):  // 2 preds: ^bb77, ^bb79
      %1839 = llvm.icmp "slt" %1838, %22 : i32
      llvm.cond_br %1839, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %1840 = llvm.mul %1838, %28 overflow<nsw> : i32
      %1841 = llvm.getelementptr %40[%1840] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1842 = llvm.mul %1838, %38 overflow<nsw> : i32
      %1843 = llvm.getelementptr %256[%1842] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1844 = llvm.load %1841 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1845 = llvm.mlir.constant(0 : i64) : i64
      %1846 = llvm.extractelement %1844[%1845 : i64] : vector<4xi32>
      %1847 = llvm.mlir.constant(1 : i64) : i64
      %1848 = llvm.extractelement %1844[%1847 : i64] : vector<4xi32>
      %1849 = llvm.mlir.constant(2 : i64) : i64
      %1850 = llvm.extractelement %1844[%1849 : i64] : vector<4xi32>
      %1851 = llvm.mlir.constant(3 : i64) : i64
      %1852 = llvm.extractelement %1844[%1851 : i64] : vector<4xi32>
      %1853 = llvm.ptrtoint %1843 : !llvm.ptr<3> to i64
      %1854 = llvm.and %1853, %9 : i64
      %1855 = llvm.lshr %1854, %8 : i64
      %1856 = llvm.xor %1853, %1855 : i64
      %1857 = llvm.inttoptr %1856 : i64 to !llvm.ptr<3>
      %1858 = llvm.getelementptr %1857[%1837] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1858, %1846, %1848, %1850, %1852 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1859 = llvm.add %1838, %39 : i32
      llvm.br ^bb78(%1859 : i32) {loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb78
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %438, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %1860 = llvm.mul %1818, %24 overflow<nsw> : i32
      %1861 = llvm.getelementptr %103[%1860] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1862 = llvm.add %1727, %25 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %47, %1861, box[%1862, %1726, %580] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      nvvm.barrier id = %39 number_of_threads = %34
      %1863 = llvm.add %1818, %39 : i32
      %1864 = llvm.srem %1863, %33 : i32
      %1865 = llvm.load %471 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1865, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1866 = llvm.load %472 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1866, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1867 = llvm.load %473 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1867, %411 {alignment = 8 : i64} : f32, !llvm.ptr
      %1868 = llvm.load %474 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1868, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1869 = llvm.load %475 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1869, %415 {alignment = 16 : i64} : f32, !llvm.ptr
      %1870 = llvm.load %476 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1870, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1871 = llvm.load %477 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1871, %419 {alignment = 8 : i64} : f32, !llvm.ptr
      %1872 = llvm.load %478 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1872, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1873 = llvm.load %479 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1873, %423 {alignment = 32 : i64} : f32, !llvm.ptr
      %1874 = llvm.load %480 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1874, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1875 = llvm.load %481 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1875, %427 {alignment = 8 : i64} : f32, !llvm.ptr
      %1876 = llvm.load %482 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1876, %429 {alignment = 4 : i64} : f32, !llvm.ptr
      %1877 = llvm.load %483 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1877, %431 {alignment = 16 : i64} : f32, !llvm.ptr
      %1878 = llvm.load %484 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1878, %433 {alignment = 4 : i64} : f32, !llvm.ptr
      %1879 = llvm.load %485 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1879, %435 {alignment = 8 : i64} : f32, !llvm.ptr
      %1880 = llvm.load %486 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1880, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %1881 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1882 = llvm.fptrunc %1881 : vector<16xf32> to vector<16xbf16>
      llvm.store %1882, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1883 = llvm.mul %1864, %24 overflow<nsw> : i32
      llvm.br ^bb83(%21 : i32)
    ^bb83(%1884: i32):  // 2 preds: ^bb82, ^bb84
      %1885 = llvm.icmp "slt" %1884, %22 : i32
      llvm.cond_br %1885, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %1886 = llvm.mul %1884, %28 overflow<nsw> : i32
      %1887 = llvm.getelementptr %40[%1886] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1888 = llvm.mul %1884, %38 overflow<nsw> : i32
      %1889 = llvm.getelementptr %256[%1888] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1890 = llvm.load %1887 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1891 = llvm.mlir.constant(0 : i64) : i64
      %1892 = llvm.extractelement %1890[%1891 : i64] : vector<4xi32>
      %1893 = llvm.mlir.constant(1 : i64) : i64
      %1894 = llvm.extractelement %1890[%1893 : i64] : vector<4xi32>
      %1895 = llvm.mlir.constant(2 : i64) : i64
      %1896 = llvm.extractelement %1890[%1895 : i64] : vector<4xi32>
      %1897 = llvm.mlir.constant(3 : i64) : i64
      %1898 = llvm.extractelement %1890[%1897 : i64] : vector<4xi32>
      %1899 = llvm.ptrtoint %1889 : !llvm.ptr<3> to i64
      %1900 = llvm.and %1899, %9 : i64
      %1901 = llvm.lshr %1900, %8 : i64
      %1902 = llvm.xor %1899, %1901 : i64
      %1903 = llvm.inttoptr %1902 : i64 to !llvm.ptr<3>
      %1904 = llvm.getelementptr %1903[%1883] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1904, %1892, %1894, %1896, %1898 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1905 = llvm.add %1884, %39 : i32
      llvm.br ^bb83(%1905 : i32) {loop_annotation = #loop_annotation}
    ^bb85:  // pred: ^bb83
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %438, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1906 = llvm.mul %1864, %24 overflow<nsw> : i32
      %1907 = llvm.getelementptr %103[%1906] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1908 = llvm.add %1727, %7 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %48, %1907, box[%1908, %1726, %580] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      nvvm.barrier id = %39 number_of_threads = %34
      %1909 = llvm.add %1864, %39 : i32
      %1910 = llvm.srem %1909, %33 : i32
      %1911 = llvm.load %487 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1911, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1912 = llvm.load %488 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1912, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1913 = llvm.load %489 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1913, %411 {alignment = 8 : i64} : f32, !llvm.ptr
      %1914 = llvm.load %490 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1914, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1915 = llvm.load %491 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1915, %415 {alignment = 16 : i64} : f32, !llvm.ptr
      %1916 = llvm.load %492 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1916, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1917 = llvm.load %493 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1917, %419 {alignment = 8 : i64} : f32, !llvm.ptr
      %1918 = llvm.load %494 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1918, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1919 = llvm.load %495 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1919, %423 {alignment = 32 : i64} : f32, !llvm.ptr
      %1920 = llvm.load %496 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1920, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1921 = llvm.load %497 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1921, %427 {alignment = 8 : i64} : f32, !llvm.ptr
      %1922 = llvm.load %498 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1922, %429 {alignment = 4 : i64} : f32, !llvm.ptr
      %1923 = llvm.load %499 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1923, %431 {alignment = 16 : i64} : f32, !llvm.ptr
      %1924 = llvm.load %500 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1924, %433 {alignment = 4 : i64} : f32, !llvm.ptr
      %1925 = llvm.load %501 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1925, %435 {alignment = 8 : i64} : f32, !llvm.ptr
      %1926 = llvm.load %502 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1926, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %1927 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1928 = llvm.fptrunc %1927 : vector<16xf32> to vector<16xbf16>
      llvm.store %1928, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1929 = llvm.mul %1910, %24 overflow<nsw> : i32
      llvm.br ^bb88(%21 : i32)
    ^bb88(%1930: i32):  // 2 preds: ^bb87, ^bb89
      %1931 = llvm.icmp "slt" %1930, %22 : i32
      llvm.cond_br %1931, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1932 = llvm.mul %1930, %28 overflow<nsw> : i32
      %1933 = llvm.getelementptr %40[%1932] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1934 = llvm.mul %1930, %38 overflow<nsw> : i32
      %1935 = llvm.getelementptr %256[%1934] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1936 = llvm.load %1933 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1937 = llvm.mlir.constant(0 : i64) : i64
      %1938 = llvm.extractelement %1936[%1937 : i64] : vector<4xi32>
      %1939 = llvm.mlir.constant(1 : i64) : i64
      %1940 = llvm.extractelement %1936[%1939 : i64] : vector<4xi32>
      %1941 = llvm.mlir.constant(2 : i64) : i64
      %1942 = llvm.extractelement %1936[%1941 : i64] : vector<4xi32>
      %1943 = llvm.mlir.constant(3 : i64) : i64
      %1944 = llvm.extractelement %1936[%1943 : i64] : vector<4xi32>
      %1945 = llvm.ptrtoint %1935 : !llvm.ptr<3> to i64
      %1946 = llvm.and %1945, %9 : i64
      %1947 = llvm.lshr %1946, %8 : i64
      %1948 = llvm.xor %1945, %1947 : i64
      %1949 = llvm.inttoptr %1948 : i64 to !llvm.ptr<3>
      %1950 = llvm.getelementptr %1949[%1929] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1950, %1938, %1940, %1942, %1944 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1951 = llvm.add %1930, %39 : i32
      llvm.br ^bb88(%1951 : i32) {loop_annotation = #loop_annotation}
    ^bb90:  // pred: ^bb88
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %438, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1952 = llvm.mul %1910, %24 overflow<nsw> : i32
      %1953 = llvm.getelementptr %103[%1952] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1954 = llvm.add %1727, %37 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %49, %1953, box[%1954, %1726, %580] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      nvvm.barrier id = %39 number_of_threads = %34
      %1955 = llvm.add %1910, %39 : i32
      %1956 = llvm.srem %1955, %33 : i32
      %1957 = llvm.load %503 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1957, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1958 = llvm.load %504 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1958, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1959 = llvm.load %505 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1959, %411 {alignment = 8 : i64} : f32, !llvm.ptr
      %1960 = llvm.load %506 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1960, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1961 = llvm.load %507 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1961, %415 {alignment = 16 : i64} : f32, !llvm.ptr
      %1962 = llvm.load %508 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1962, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1963 = llvm.load %509 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1963, %419 {alignment = 8 : i64} : f32, !llvm.ptr
      %1964 = llvm.load %510 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1964, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1965 = llvm.load %511 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1965, %423 {alignment = 32 : i64} : f32, !llvm.ptr
      %1966 = llvm.load %512 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1966, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1967 = llvm.load %513 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1967, %427 {alignment = 8 : i64} : f32, !llvm.ptr
      %1968 = llvm.load %514 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1968, %429 {alignment = 4 : i64} : f32, !llvm.ptr
      %1969 = llvm.load %515 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1969, %431 {alignment = 16 : i64} : f32, !llvm.ptr
      %1970 = llvm.load %516 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1970, %433 {alignment = 4 : i64} : f32, !llvm.ptr
      %1971 = llvm.load %517 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1971, %435 {alignment = 8 : i64} : f32, !llvm.ptr
      %1972 = llvm.load %518 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1972, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %1973 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1974 = llvm.fptrunc %1973 : vector<16xf32> to vector<16xbf16>
      llvm.store %1974, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1975 = llvm.mul %1956, %24 overflow<nsw> : i32
      llvm.br ^bb93(%21 : i32)
    ^bb93(%1976: i32):  // 2 preds: ^bb92, ^bb94
      %1977 = llvm.icmp "slt" %1976, %22 : i32
      llvm.cond_br %1977, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1978 = llvm.mul %1976, %28 overflow<nsw> : i32
      %1979 = llvm.getelementptr %40[%1978] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1980 = llvm.mul %1976, %38 overflow<nsw> : i32
      %1981 = llvm.getelementptr %256[%1980] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1982 = llvm.load %1979 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1983 = llvm.mlir.constant(0 : i64) : i64
      %1984 = llvm.extractelement %1982[%1983 : i64] : vector<4xi32>
      %1985 = llvm.mlir.constant(1 : i64) : i64
      %1986 = llvm.extractelement %1982[%1985 : i64] : vector<4xi32>
      %1987 = llvm.mlir.constant(2 : i64) : i64
      %1988 = llvm.extractelement %1982[%1987 : i64] : vector<4xi32>
      %1989 = llvm.mlir.constant(3 : i64) : i64
      %1990 = llvm.extractelement %1982[%1989 : i64] : vector<4xi32>
      %1991 = llvm.ptrtoint %1981 : !llvm.ptr<3> to i64
      %1992 = llvm.and %1991, %9 : i64
      %1993 = llvm.lshr %1992, %8 : i64
      %1994 = llvm.xor %1991, %1993 : i64
      %1995 = llvm.inttoptr %1994 : i64 to !llvm.ptr<3>
      %1996 = llvm.getelementptr %1995[%1975] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1996, %1984, %1986, %1988, %1990 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1997 = llvm.add %1976, %39 : i32
      llvm.br ^bb93(%1997 : i32) {loop_annotation = #loop_annotation}
    ^bb95:  // pred: ^bb93
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %438, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %1998 = llvm.mul %1956, %24 overflow<nsw> : i32
      %1999 = llvm.getelementptr %103[%1998] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2000 = llvm.add %1727, %6 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %50, %1999, box[%2000, %1726, %580] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      nvvm.barrier id = %39 number_of_threads = %34
      %2001 = llvm.add %1956, %39 : i32
      %2002 = llvm.srem %2001, %33 : i32
      %2003 = llvm.load %519 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2003, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2004 = llvm.load %520 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2004, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %2005 = llvm.load %521 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2005, %411 {alignment = 8 : i64} : f32, !llvm.ptr
      %2006 = llvm.load %522 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2006, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %2007 = llvm.load %523 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2007, %415 {alignment = 16 : i64} : f32, !llvm.ptr
      %2008 = llvm.load %524 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2008, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %2009 = llvm.load %525 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2009, %419 {alignment = 8 : i64} : f32, !llvm.ptr
      %2010 = llvm.load %526 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2010, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %2011 = llvm.load %527 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2011, %423 {alignment = 32 : i64} : f32, !llvm.ptr
      %2012 = llvm.load %528 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2012, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %2013 = llvm.load %529 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2013, %427 {alignment = 8 : i64} : f32, !llvm.ptr
      %2014 = llvm.load %530 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2014, %429 {alignment = 4 : i64} : f32, !llvm.ptr
      %2015 = llvm.load %531 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2015, %431 {alignment = 16 : i64} : f32, !llvm.ptr
      %2016 = llvm.load %532 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2016, %433 {alignment = 4 : i64} : f32, !llvm.ptr
      %2017 = llvm.load %533 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2017, %435 {alignment = 8 : i64} : f32, !llvm.ptr
      %2018 = llvm.load %534 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2018, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %2019 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2020 = llvm.fptrunc %2019 : vector<16xf32> to vector<16xbf16>
      llvm.store %2020, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2021 = llvm.mul %2002, %24 overflow<nsw> : i32
      llvm.br ^bb98(%21 : i32)
    ^bb98(%2022: i32):  // 2 preds: ^bb97, ^bb99
      %2023 = llvm.icmp "slt" %2022, %22 : i32
      llvm.cond_br %2023, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %2024 = llvm.mul %2022, %28 overflow<nsw> : i32
      %2025 = llvm.getelementptr %40[%2024] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2026 = llvm.mul %2022, %38 overflow<nsw> : i32
      %2027 = llvm.getelementptr %256[%2026] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2028 = llvm.load %2025 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2029 = llvm.mlir.constant(0 : i64) : i64
      %2030 = llvm.extractelement %2028[%2029 : i64] : vector<4xi32>
      %2031 = llvm.mlir.constant(1 : i64) : i64
      %2032 = llvm.extractelement %2028[%2031 : i64] : vector<4xi32>
      %2033 = llvm.mlir.constant(2 : i64) : i64
      %2034 = llvm.extractelement %2028[%2033 : i64] : vector<4xi32>
      %2035 = llvm.mlir.constant(3 : i64) : i64
      %2036 = llvm.extractelement %2028[%2035 : i64] : vector<4xi32>
      %2037 = llvm.ptrtoint %2027 : !llvm.ptr<3> to i64
      %2038 = llvm.and %2037, %9 : i64
      %2039 = llvm.lshr %2038, %8 : i64
      %2040 = llvm.xor %2037, %2039 : i64
      %2041 = llvm.inttoptr %2040 : i64 to !llvm.ptr<3>
      %2042 = llvm.getelementptr %2041[%2021] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %2042, %2030, %2032, %2034, %2036 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2043 = llvm.add %2022, %39 : i32
      llvm.br ^bb98(%2043 : i32) {loop_annotation = #loop_annotation}
    ^bb100:  // pred: ^bb98
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %438, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %2044 = llvm.mul %2002, %24 overflow<nsw> : i32
      %2045 = llvm.getelementptr %103[%2044] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2046 = llvm.add %1727, %5 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %51, %2045, box[%2046, %1726, %580] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      nvvm.barrier id = %39 number_of_threads = %34
      %2047 = llvm.add %2002, %39 : i32
      %2048 = llvm.srem %2047, %33 : i32
      %2049 = llvm.load %535 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2049, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2050 = llvm.load %536 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2050, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %2051 = llvm.load %537 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2051, %411 {alignment = 8 : i64} : f32, !llvm.ptr
      %2052 = llvm.load %538 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2052, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %2053 = llvm.load %539 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2053, %415 {alignment = 16 : i64} : f32, !llvm.ptr
      %2054 = llvm.load %540 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2054, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %2055 = llvm.load %541 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2055, %419 {alignment = 8 : i64} : f32, !llvm.ptr
      %2056 = llvm.load %542 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2056, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %2057 = llvm.load %543 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2057, %423 {alignment = 32 : i64} : f32, !llvm.ptr
      %2058 = llvm.load %544 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2058, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %2059 = llvm.load %545 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2059, %427 {alignment = 8 : i64} : f32, !llvm.ptr
      %2060 = llvm.load %546 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2060, %429 {alignment = 4 : i64} : f32, !llvm.ptr
      %2061 = llvm.load %547 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2061, %431 {alignment = 16 : i64} : f32, !llvm.ptr
      %2062 = llvm.load %548 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2062, %433 {alignment = 4 : i64} : f32, !llvm.ptr
      %2063 = llvm.load %549 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2063, %435 {alignment = 8 : i64} : f32, !llvm.ptr
      %2064 = llvm.load %550 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2064, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %2065 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2066 = llvm.fptrunc %2065 : vector<16xf32> to vector<16xbf16>
      llvm.store %2066, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2067 = llvm.mul %2048, %24 overflow<nsw> : i32
      llvm.br ^bb103(%21 : i32)
    ^bb103(%2068: i32):  // 2 preds: ^bb102, ^bb104
      %2069 = llvm.icmp "slt" %2068, %22 : i32
      llvm.cond_br %2069, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %2070 = llvm.mul %2068, %28 overflow<nsw> : i32
      %2071 = llvm.getelementptr %40[%2070] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2072 = llvm.mul %2068, %38 overflow<nsw> : i32
      %2073 = llvm.getelementptr %256[%2072] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2074 = llvm.load %2071 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2075 = llvm.mlir.constant(0 : i64) : i64
      %2076 = llvm.extractelement %2074[%2075 : i64] : vector<4xi32>
      %2077 = llvm.mlir.constant(1 : i64) : i64
      %2078 = llvm.extractelement %2074[%2077 : i64] : vector<4xi32>
      %2079 = llvm.mlir.constant(2 : i64) : i64
      %2080 = llvm.extractelement %2074[%2079 : i64] : vector<4xi32>
      %2081 = llvm.mlir.constant(3 : i64) : i64
      %2082 = llvm.extractelement %2074[%2081 : i64] : vector<4xi32>
      %2083 = llvm.ptrtoint %2073 : !llvm.ptr<3> to i64
      %2084 = llvm.and %2083, %9 : i64
      %2085 = llvm.lshr %2084, %8 : i64
      %2086 = llvm.xor %2083, %2085 : i64
      %2087 = llvm.inttoptr %2086 : i64 to !llvm.ptr<3>
      %2088 = llvm.getelementptr %2087[%2067] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %2088, %2076, %2078, %2080, %2082 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2089 = llvm.add %2068, %39 : i32
      llvm.br ^bb103(%2089 : i32) {loop_annotation = #loop_annotation}
    ^bb105:  // pred: ^bb103
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %438, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %2090 = llvm.mul %2048, %24 overflow<nsw> : i32
      %2091 = llvm.getelementptr %103[%2090] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2092 = llvm.add %1727, %4 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %52, %2091, box[%2092, %1726, %580] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      nvvm.barrier id = %39 number_of_threads = %34
      %2093 = llvm.add %2048, %39 : i32
      %2094 = llvm.srem %2093, %33 : i32
      %2095 = llvm.add %562, %95 : i32
      llvm.br ^bb43(%2094, %2095, %615, %1721, %1723, %1725, %620, %621, %622 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb108:  // pred: ^bb43
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb109
    ^bb109:  // 2 preds: ^bb41, ^bb108
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_2ed770
    %1 = llvm.mlir.poison : !llvm.struct<(i1)>
    %2 = llvm.mlir.constant(230400 : i64) : i64
    %3 = llvm.mlir.constant(127 : i64) : i64
    %4 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %5 = llvm.mlir.constant(4290672329751 : i64) : i64
    %6 = llvm.mlir.constant(131000 : i64) : i64
    %7 = llvm.mlir.constant(562643092770 : i64) : i64
    %8 = llvm.mlir.constant(255 : i64) : i64
    %9 = llvm.mlir.constant(4496830759431 : i64) : i64
    %10 = llvm.mlir.constant(68120 : i64) : i64
    %11 = llvm.mlir.constant(63 : i64) : i64
    %12 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %13 = llvm.mlir.constant(1 : i64) : i64
    %14 = llvm.mlir.constant(4290672329223 : i64) : i64
    %15 = llvm.mlir.constant(65000 : i64) : i64
    %16 = llvm.mlir.constant(279175259426 : i64) : i64
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = llvm.mlir.constant(48 : i32) : i32
    %19 = llvm.mlir.constant(2 : i32) : i32
    %20 = llvm.mlir.constant(1 : i32) : i32
    %21 = llvm.mlir.constant(384 : i32) : i32
    %22 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %23 = llvm.mlir.constant(16 : i64) : i64
    %24 = llvm.mlir.constant(4 : i64) : i64
    %25 = llvm.mlir.constant(0 : i64) : i64
    %26 = llvm.mlir.constant(16 : i32) : i32
    %27 = llvm.mlir.constant(false) : i1
    %28 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %29 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %30 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %31 = llvm.insertvalue %27, %1[0] : !llvm.struct<(i1)>
    %32 = llvm.alloca %26 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %33 = llvm.ptrtoint %28 : !llvm.ptr<1> to i64
    %34 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %32[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %36 : i64, !llvm.ptr
    %37 = llvm.getelementptr %32[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %32[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %32[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr %32[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %32[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %41 : i64, !llvm.ptr
    %42 = llvm.udiv %33, %23 : i64
    %43 = llvm.and %42, %22 : i64
    %44 = llvm.shl %43, %24 : i64
    llvm.store %44, %34 : i64, !llvm.ptr
    llvm.store %16, %35 : i64, !llvm.ptr
    llvm.store %15, %36 : i64, !llvm.ptr
    llvm.store %25, %37 : i64, !llvm.ptr
    llvm.store %14, %38 : i64, !llvm.ptr
    llvm.store %13, %39 : i64, !llvm.ptr
    llvm.store %12, %40 : i64, !llvm.ptr
    llvm.store %11, %41 : i64, !llvm.ptr
    %45 = llvm.ptrtoint %32 : !llvm.ptr to i64
    %46 = llvm.inttoptr %45 : i64 to !llvm.ptr
    %47 = llvm.load %46 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %48 = llvm.insertvalue %47, %0[0] : !llvm_struct_2ed770
    %49 = llvm.alloca %26 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %50 = llvm.ptrtoint %29 : !llvm.ptr<1> to i64
    %51 = llvm.getelementptr %49[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %49[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %49[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %49[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %49[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %49[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %49[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %49[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %58 : i64, !llvm.ptr
    %59 = llvm.udiv %50, %23 : i64
    %60 = llvm.and %59, %22 : i64
    %61 = llvm.shl %60, %24 : i64
    llvm.store %61, %51 : i64, !llvm.ptr
    llvm.store %16, %52 : i64, !llvm.ptr
    llvm.store %10, %53 : i64, !llvm.ptr
    llvm.store %25, %54 : i64, !llvm.ptr
    llvm.store %9, %55 : i64, !llvm.ptr
    llvm.store %13, %56 : i64, !llvm.ptr
    llvm.store %12, %57 : i64, !llvm.ptr
    llvm.store %8, %58 : i64, !llvm.ptr
    %62 = llvm.ptrtoint %49 : !llvm.ptr to i64
    %63 = llvm.inttoptr %62 : i64 to !llvm.ptr
    %64 = llvm.load %63 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %65 = llvm.insertvalue %64, %0[0] : !llvm_struct_2ed770
    %66 = llvm.alloca %26 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %67 = llvm.ptrtoint %30 : !llvm.ptr<1> to i64
    %68 = llvm.getelementptr %66[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %68 : i64, !llvm.ptr
    %69 = llvm.getelementptr %66[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %69 : i64, !llvm.ptr
    %70 = llvm.getelementptr %66[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %70 : i64, !llvm.ptr
    %71 = llvm.getelementptr %66[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %66[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %72 : i64, !llvm.ptr
    %73 = llvm.getelementptr %66[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %73 : i64, !llvm.ptr
    %74 = llvm.getelementptr %66[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %74 : i64, !llvm.ptr
    %75 = llvm.getelementptr %66[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %25, %75 : i64, !llvm.ptr
    %76 = llvm.udiv %67, %23 : i64
    %77 = llvm.and %76, %22 : i64
    %78 = llvm.shl %77, %24 : i64
    llvm.store %78, %68 : i64, !llvm.ptr
    llvm.store %7, %69 : i64, !llvm.ptr
    llvm.store %6, %70 : i64, !llvm.ptr
    llvm.store %25, %71 : i64, !llvm.ptr
    llvm.store %5, %72 : i64, !llvm.ptr
    llvm.store %13, %73 : i64, !llvm.ptr
    llvm.store %4, %74 : i64, !llvm.ptr
    llvm.store %3, %75 : i64, !llvm.ptr
    %79 = llvm.ptrtoint %66 : !llvm.ptr to i64
    %80 = llvm.inttoptr %79 : i64 to !llvm.ptr
    %81 = llvm.load %80 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %82 = llvm.insertvalue %81, %0[0] : !llvm_struct_2ed770
    %83 = llvm.mlir.constant(1 : i32) : i32
    %84 = llvm.alloca %83 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %85 = llvm.alloca %83 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %86 = llvm.getelementptr %84[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %85, %86 : !llvm.ptr, !llvm.ptr
    %87 = llvm.getelementptr %84[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %21, %87 : i32, !llvm.ptr
    %88 = llvm.getelementptr %84[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %84[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %84[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %90 : i64, !llvm.ptr
    %91 = llvm.getelementptr %84[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %91 : i32, !llvm.ptr
    %92 = llvm.getelementptr %84[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %92 : i32, !llvm.ptr
    %93 = llvm.getelementptr %84[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %18, %93 : i32, !llvm.ptr
    %94 = llvm.getelementptr %84[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %95 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %95, %94 : i32, !llvm.ptr
    %96 = llvm.getelementptr %84[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %96 : !llvm.ptr, !llvm.ptr
    %97 = llvm.alloca %83 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %98 = builtin.unrealized_conversion_cast %97 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %99 = llvm.getelementptr %97[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %84, %99 : !llvm.ptr, !llvm.ptr
    %100 = llvm.getelementptr %97[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %101 = llvm.load %100 : !llvm.ptr -> !llvm.ptr
    %102 = llvm.getelementptr %101[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %103 = llvm.load %102 : !llvm.ptr -> i32
    %104 = llvm.getelementptr %101[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %105 = llvm.load %104 : !llvm.ptr -> !llvm.ptr
    %106 = llvm.mlir.constant(6 : i32) : i32
    %107 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%107 : i32)
  ^bb1(%108: i32):  // 2 preds: ^bb3, ^bb5
    %109 = llvm.getelementptr %105[%108] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %110 = llvm.getelementptr %109[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %106, %110 : i32, !llvm.ptr
    %111 = llvm.getelementptr %109[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %17, %111 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %112 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %113 = llvm.mlir.constant(0 : index) : i64
    %114 = llvm.getelementptr %112[%113, %113] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %115 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %116 = llvm.mlir.constant(0 : index) : i64
    %117 = llvm.getelementptr %115[%116, %116] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %118 = llvm.call @printf(%117, %114) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %119 = llvm.mlir.constant(1 : i32) : i32
    %120 = llvm.add %103, %119 : i32
    llvm.store %120, %102 : i32, !llvm.ptr
    llvm.br ^bb1(%103 : i32)
  ^bb4:  // pred: ^bb7
    %121 = llvm.mlir.constant(17 : i32) : i32
    %122 = llvm.icmp "uge" %103, %121 : i32
    llvm.cond_br %122, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%129 : i32)
  ^bb6:  // pred: ^bb7
    %123 = llvm.getelementptr %105[%129] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %124 = llvm.getelementptr %123[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %125 = llvm.load %124 : !llvm.ptr -> i32
    %126 = llvm.icmp "eq" %125, %106 : i32
    %127 = llvm.mlir.constant(1 : i32) : i32
    %128 = llvm.add %129, %127 : i32
    llvm.cond_br %126, ^bb5, ^bb7(%128 : i32)
  ^bb7(%129: i32):  // 2 preds: ^bb0, ^bb6
    %130 = llvm.icmp "uge" %129, %103 : i32
    llvm.cond_br %130, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %131 = llvm.getelementptr %97[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %132 = llvm.load %131 : !llvm.ptr -> !llvm.ptr
    %133 = llvm.getelementptr %132[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %134 = llvm.load %133 : !llvm.ptr -> i32
    %135 = llvm.getelementptr %132[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %136 = llvm.load %135 : !llvm.ptr -> !llvm.ptr
    %137 = llvm.mlir.constant(4 : i32) : i32
    %138 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%138 : i32)
  ^bb9(%139: i32):  // 2 preds: ^bb11, ^bb13
    %140 = llvm.getelementptr %136[%139] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %141 = llvm.getelementptr %140[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %137, %141 : i32, !llvm.ptr
    %142 = llvm.getelementptr %140[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %143 = llvm.getelementptr %142[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %20, %143 : i32, !llvm.ptr
    %144 = llvm.getelementptr %142[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %19, %144 : i32, !llvm.ptr
    %145 = llvm.getelementptr %142[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %20, %145 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %146 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %147 = llvm.mlir.constant(0 : index) : i64
    %148 = llvm.getelementptr %146[%147, %147] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %149 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %150 = llvm.mlir.constant(0 : index) : i64
    %151 = llvm.getelementptr %149[%150, %150] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %152 = llvm.call @printf(%151, %148) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %153 = llvm.mlir.constant(1 : i32) : i32
    %154 = llvm.add %134, %153 : i32
    llvm.store %154, %133 : i32, !llvm.ptr
    llvm.br ^bb9(%134 : i32)
  ^bb12:  // pred: ^bb15
    %155 = llvm.mlir.constant(17 : i32) : i32
    %156 = llvm.icmp "uge" %134, %155 : i32
    llvm.cond_br %156, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%163 : i32)
  ^bb14:  // pred: ^bb15
    %157 = llvm.getelementptr %136[%163] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %158 = llvm.getelementptr %157[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %159 = llvm.load %158 : !llvm.ptr -> i32
    %160 = llvm.icmp "eq" %159, %137 : i32
    %161 = llvm.mlir.constant(1 : i32) : i32
    %162 = llvm.add %163, %161 : i32
    llvm.cond_br %160, ^bb13, ^bb15(%162 : i32)
  ^bb15(%163: i32):  // 2 preds: ^bb8, ^bb14
    %164 = llvm.icmp "uge" %163, %134 : i32
    llvm.cond_br %164, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %165 = llvm.getelementptr %97[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %166 = llvm.load %165 : !llvm.ptr -> !llvm.ptr
    %167 = llvm.getelementptr %166[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %168 = llvm.load %167 : !llvm.ptr -> i32
    %169 = llvm.getelementptr %166[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %170 = llvm.load %169 : !llvm.ptr -> !llvm.ptr
    %171 = llvm.mlir.constant(2 : i32) : i32
    %172 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb23(%172 : i32)
  ^bb17(%173: i32):  // 2 preds: ^bb19, ^bb21
    %174 = llvm.getelementptr %170[%173] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %175 = llvm.getelementptr %174[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %171, %175 : i32, !llvm.ptr
    %176 = llvm.getelementptr %174[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %17, %176 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %177 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %178 = llvm.mlir.constant(0 : index) : i64
    %179 = llvm.getelementptr %177[%178, %178] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %180 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %181 = llvm.mlir.constant(0 : index) : i64
    %182 = llvm.getelementptr %180[%181, %181] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %183 = llvm.call @printf(%182, %179) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %184 = llvm.mlir.constant(1 : i32) : i32
    %185 = llvm.add %168, %184 : i32
    llvm.store %185, %167 : i32, !llvm.ptr
    llvm.br ^bb17(%168 : i32)
  ^bb20:  // pred: ^bb23
    %186 = llvm.mlir.constant(17 : i32) : i32
    %187 = llvm.icmp "uge" %168, %186 : i32
    llvm.cond_br %187, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%194 : i32)
  ^bb22:  // pred: ^bb23
    %188 = llvm.getelementptr %170[%194] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %189 = llvm.getelementptr %188[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %190 = llvm.load %189 : !llvm.ptr -> i32
    %191 = llvm.icmp "eq" %190, %171 : i32
    %192 = llvm.mlir.constant(1 : i32) : i32
    %193 = llvm.add %194, %192 : i32
    llvm.cond_br %191, ^bb21, ^bb23(%193 : i32)
  ^bb23(%194: i32):  // 2 preds: ^bb16, ^bb22
    %195 = llvm.icmp "uge" %194, %168 : i32
    llvm.cond_br %195, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %196 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%98> (%48, %65, %82, %31) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %197 = builtin.unrealized_conversion_cast %196 : !cuda.result to i32
    cuda.return_if_error %197 : i32
    llvm.return %17 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hfef854ba(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
