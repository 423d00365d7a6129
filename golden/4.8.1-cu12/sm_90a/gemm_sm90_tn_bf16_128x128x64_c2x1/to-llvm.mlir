!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_2ed770 = !llvm.struct<(struct<(array<16 x i64>)>)>
!llvm_struct_4a19c2 = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
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
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 2, 1, 66>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %1 = llvm.mlir.constant(274877906944 : i64) : i64
      %2 = llvm.mlir.constant(65536 : i64) : i64
      %3 = llvm.mlir.zero : i64
      %4 = llvm.mlir.constant(96 : i32) : i32
      %5 = llvm.mlir.constant(3 : i64) : i64
      %6 = llvm.mlir.constant(384 : i64) : i64
      %7 = llvm.mlir.constant(16383 : i32) : i32
      %8 = llvm.mlir.constant(8192 : i32) : i32
      %9 = llvm.mlir.constant(1024 : i32) : i32
      %10 = llvm.mlir.constant(1024 : i64) : i64
      %11 = llvm.mlir.constant(31 : i32) : i32
      %12 = llvm.mlir.constant(-1 : i32) : i32
      %13 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %14 = llvm.mlir.constant(32 : i32) : i32
      %15 = llvm.mlir.constant(128 : i32) : i32
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(2 : i32) : i32
      %18 = llvm.mlir.constant(true) : i1
      %19 = llvm.mlir.constant(4096 : i32) : i32
      %20 = llvm.mlir.constant(72 : i32) : i32
      %21 = llvm.mlir.constant(36 : i32) : i32
      %22 = llvm.mlir.constant(4 : i32) : i32
      %23 = llvm.mlir.constant(9 : i32) : i32
      %24 = llvm.mlir.constant(10000000 : i32) : i32
      %25 = llvm.mlir.constant(32768 : i32) : i32
      %26 = llvm.mlir.constant(3 : i16) : i16
      %27 = llvm.mlir.constant(6 : i32) : i32
      %28 = llvm.mlir.constant(8 : i32) : i32
      %29 = llvm.mlir.constant(256 : i32) : i32
      %30 = llvm.mlir.constant(512 : i32) : i32
      %31 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %32 = llvm.mlir.constant(64 : i32) : i32
      %33 = llvm.mlir.constant(16 : i32) : i32
      %34 = llvm.mlir.constant(1 : i32) : i32
      %35 = llvm.alloca %33 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %36 = llvm.alloca %33 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %37 = llvm.alloca %32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %38 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %39 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %40 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %41 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %42 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %43 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %44 = llvm.ptrtoint %13 : !llvm.ptr<3> to i32
      %45 = nvvm.shfl.sync idx %12, %44, %16, %11 : i32 -> i32
      %46 = llvm.zext %45 : i32 to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<3>
      llvm.intr.assume %18 ["align"(%47, %10 : !llvm.ptr<3>, i64)] : i1
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
      %58 = llvm.sdiv %57, %14 : i32
      %59 = llvm.mul %58, %14 : i32
      %60 = llvm.icmp "ne" %57, %59 : i32
      %61 = llvm.mlir.constant(0 : i32) : i32
      %62 = llvm.icmp "slt" %57, %61 : i32
      %63 = llvm.mlir.constant(false) : i1
      %64 = llvm.icmp "ne" %62, %63 : i1
      %65 = llvm.and %60, %64 : i1
      %66 = llvm.mlir.constant(-1 : i32) : i32
      %67 = llvm.add %58, %66 : i32
      %68 = llvm.select %65, %67, %58 : i1, i32
      %69 = nvvm.shfl.sync idx %12, %68, %16, %11 : i32 -> i32
      %70 = nvvm.shfl.sync idx %12, %69, %16, %11 : i32 -> i32
      %71 = llvm.sdiv %48, %15 : i32
      %72 = llvm.mul %71, %15 : i32
      %73 = llvm.icmp "ne" %48, %72 : i32
      %74 = llvm.mlir.constant(0 : i32) : i32
      %75 = llvm.icmp "slt" %48, %74 : i32
      %76 = llvm.mlir.constant(false) : i1
      %77 = llvm.icmp "ne" %75, %76 : i1
      %78 = llvm.and %73, %77 : i1
      %79 = llvm.mlir.constant(-1 : i32) : i32
      %80 = llvm.add %71, %79 : i32
      %81 = llvm.select %78, %80, %71 : i1, i32
      %82 = nvvm.shfl.sync idx %12, %81, %16, %11 : i32 -> i32
      %83 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %84 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %85 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %86 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %87 = llvm.icmp "eq" %70, %16 : i32
      llvm.cond_br %87, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg0 : !llvm.ptr
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %88 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %89 = nvvm.shfl.sync idx %12, %88, %16, %11 : i32 -> i32
      %90 = llvm.srem %89, %17 : i32
      %91 = llvm.srem %90, %17 : i32
      %92 = llvm.getelementptr %47[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %93 = llvm.getelementptr %47[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %94 = llvm.getelementptr %47[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %87, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %95 = nvvm.elect.sync -> i1
      llvm.cond_br %95, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.mbarrier.init %47, %34 : !llvm.ptr<3>, i32
      %96 = llvm.getelementptr %47[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %96, %34 : !llvm.ptr<3>, i32
      %97 = llvm.getelementptr %47[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %97, %34 : !llvm.ptr<3>, i32
      %98 = llvm.getelementptr %47[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %98, %34 : !llvm.ptr<3>, i32
      %99 = llvm.getelementptr %47[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %99, %34 : !llvm.ptr<3>, i32
      %100 = llvm.getelementptr %47[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %100, %34 : !llvm.ptr<3>, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %101 = llvm.getelementptr %47[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %87, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %102 = nvvm.elect.sync -> i1
      llvm.cond_br %102, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      nvvm.mbarrier.init %101, %33 : !llvm.ptr<3>, i32
      %103 = llvm.getelementptr %47[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %103, %33 : !llvm.ptr<3>, i32
      %104 = llvm.getelementptr %47[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %104, %33 : !llvm.ptr<3>, i32
      %105 = llvm.getelementptr %47[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %105, %33 : !llvm.ptr<3>, i32
      %106 = llvm.getelementptr %47[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %106, %33 : !llvm.ptr<3>, i32
      %107 = llvm.getelementptr %47[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %107, %33 : !llvm.ptr<3>, i32
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %108 = llvm.srem %48, %14 : i32
      %109 = llvm.icmp "slt" %108, %17 : i32
      %110 = llvm.srem %108, %17 : i32
      %111 = llvm.srem %110, %17 : i32
      %112 = llvm.srem %89, %17 : i32
      %113 = llvm.icmp "eq" %111, %112 : i32
      %114 = llvm.zext %113 : i1 to i32
      %115 = llvm.select %113, %114, %34 : i1, i32
      %116 = llvm.icmp "ne" %115, %16 : i32
      %117 = llvm.and %109, %116 : i1
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %118 = llvm.mul %91, %19 overflow<nsw> : i32
      %119 = llvm.sdiv %118, %32 : i32
      %120 = llvm.getelementptr %93[%118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cluster.wait
      %121 = llvm.icmp "eq" %82, %16 : i32
      llvm.cond_br %121, ^bb11, ^bb50
    ^bb11:  // pred: ^bb10
      nvvm.setmaxregister decrease 40
      llvm.cond_br %87, ^bb12, ^bb49
    ^bb12:  // pred: ^bb11
      llvm.br ^bb13(%85, %16, %16, %34 : i32, i32, i32, i32)
    ^bb13(%122: i32, %123: i32, %124: i32, %125: i32):  // 2 preds: ^bb12, ^bb27
      %126 = llvm.icmp "slt" %122, %20 : i32
      llvm.cond_br %126, ^bb14(%122, %123, %124, %125 : i32, i32, i32, i32), ^bb28
    ^bb14(%127: i32, %128: i32, %129: i32, %130: i32):  // pred: ^bb13
      %131 = llvm.sdiv %127, %21 : i32
      %132 = llvm.mul %131, %21 : i32
      %133 = llvm.icmp "ne" %127, %132 : i32
      %134 = llvm.mlir.constant(0 : i32) : i32
      %135 = llvm.icmp "slt" %127, %134 : i32
      %136 = llvm.mlir.constant(false) : i1
      %137 = llvm.icmp "ne" %135, %136 : i1
      %138 = llvm.and %133, %137 : i1
      %139 = llvm.mlir.constant(-1 : i32) : i32
      %140 = llvm.add %131, %139 : i32
      %141 = llvm.select %138, %140, %131 : i1, i32
      %142 = llvm.mul %141, %21 : i32
      %143 = llvm.sub %127, %142 : i32
      %144 = llvm.sdiv %143, %21 : i32
      %145 = llvm.mul %144, %21 : i32
      %146 = llvm.icmp "ne" %143, %145 : i32
      %147 = llvm.mlir.constant(0 : i32) : i32
      %148 = llvm.icmp "slt" %143, %147 : i32
      %149 = llvm.mlir.constant(false) : i1
      %150 = llvm.icmp "ne" %148, %149 : i1
      %151 = llvm.and %146, %150 : i1
      %152 = llvm.mlir.constant(-1 : i32) : i32
      %153 = llvm.add %144, %152 : i32
      %154 = llvm.select %151, %153, %144 : i1, i32
      %155 = llvm.mul %154, %22 : i32
      %156 = llvm.sub %22, %155 : i32
      %157 = llvm.intr.smin(%156, %22) : (i32, i32) -> i32
      %158 = llvm.mul %154, %21 : i32
      %159 = llvm.sub %143, %158 : i32
      %160 = llvm.srem %159, %157 : i32
      %161 = llvm.add %155, %160 : i32
      %162 = llvm.sdiv %159, %157 : i32
      %163 = llvm.mul %162, %157 : i32
      %164 = llvm.icmp "ne" %159, %163 : i32
      %165 = llvm.mlir.constant(0 : i32) : i32
      %166 = llvm.icmp "slt" %159, %165 : i32
      %167 = llvm.icmp "slt" %157, %165 : i32
      %168 = llvm.icmp "ne" %166, %167 : i1
      %169 = llvm.and %164, %168 : i1
      %170 = llvm.mlir.constant(-1 : i32) : i32
      %171 = llvm.add %162, %170 : i32
      %172 = llvm.select %169, %171, %162 : i1, i32
      %173 = llvm.mul %161, %17 : i32
      %174 = llvm.add %173, %83 : i32
      %175 = llvm.add %172, %84 : i32
      llvm.br ^bb15(%16, %128, %129, %130 : i32, i32, i32, i32)
    ^bb15(%176: i32, %177: i32, %178: i32, %179: i32):  // 2 preds: ^bb14, ^bb26
      %180 = llvm.icmp "slt" %176, %23 : i32
      llvm.cond_br %180, ^bb16, ^bb27
    ^bb16:  // pred: ^bb15
      %181 = llvm.getelementptr %101[%178] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %181, %179, %24 : (!llvm.ptr<3>, i32, i32) -> ()
      %182 = nvvm.elect.sync -> i1
      llvm.cond_br %182, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %183 = llvm.getelementptr %47[%178] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %184 = nvvm.mbarrier.arrive.expect_tx %183, %25 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %185 = llvm.getelementptr %47[%178] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %186 = llvm.mul %174, %15 overflow<nsw> : i32
      %187 = llvm.mul %176, %32 overflow<nsw> : i32
      %188 = llvm.mul %178, %8 overflow<nsw> : i32
      %189 = llvm.getelementptr %92[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %190 = nvvm.elect.sync -> i1
      llvm.cond_br %190, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      nvvm.cp.async.bulk.tensor.shared.cluster.global %189, %38, %185, box[%187, %186, %141] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %191 = llvm.mul %175, %15 overflow<nsw> : i32
      %192 = llvm.mul %176, %32 overflow<nsw> : i32
      %193 = llvm.add %119, %191 overflow<nsw> : i32
      %194 = llvm.getelementptr %120[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %195 = nvvm.elect.sync -> i1
      llvm.cond_br %195, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %196 = llvm.addrspacecast %194 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %196, %39, %185, box[%192, %193, %141] multicast_mask = %26 l2_cache_hint = %3 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %197 = llvm.add %178, %34 : i32
      %198 = llvm.add %177, %34 : i32
      %199 = llvm.icmp "eq" %197, %27 : i32
      %200 = llvm.select %199, %16, %197 : i1, i32
      llvm.cond_br %199, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %201 = llvm.xor %179, %34 : i32
      llvm.br ^bb25(%201 : i32)
    ^bb24:  // pred: ^bb22
      llvm.br ^bb25(%179 : i32)
    ^bb25(%202: i32):  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // pred: ^bb25
      %203 = llvm.add %176, %34 : i32
      llvm.br ^bb15(%203, %198, %200, %202 : i32, i32, i32, i32)
    ^bb27:  // pred: ^bb15
      %204 = llvm.add %127, %86 : i32
      llvm.br ^bb13(%204, %177, %178, %179 : i32, i32, i32, i32)
    ^bb28:  // pred: ^bb13
      %205 = llvm.getelementptr %101[%124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %205, %125, %24 : (!llvm.ptr<3>, i32, i32) -> ()
      %206 = llvm.add %124, %34 : i32
      %207 = llvm.icmp "eq" %206, %27 : i32
      %208 = llvm.select %207, %16, %206 : i1, i32
      llvm.cond_br %207, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %209 = llvm.xor %125, %34 : i32
      llvm.br ^bb31(%209 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%125 : i32)
    ^bb31(%210: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      %211 = llvm.getelementptr %101[%208] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %211, %210, %24 : (!llvm.ptr<3>, i32, i32) -> ()
      %212 = llvm.add %208, %34 : i32
      %213 = llvm.icmp "eq" %212, %27 : i32
      %214 = llvm.select %213, %16, %212 : i1, i32
      llvm.cond_br %213, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %215 = llvm.xor %210, %34 : i32
      llvm.br ^bb35(%215 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%210 : i32)
    ^bb35(%216: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %217 = llvm.getelementptr %101[%214] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %217, %216, %24 : (!llvm.ptr<3>, i32, i32) -> ()
      %218 = llvm.add %214, %34 : i32
      %219 = llvm.icmp "eq" %218, %27 : i32
      %220 = llvm.select %219, %16, %218 : i1, i32
      llvm.cond_br %219, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %221 = llvm.xor %216, %34 : i32
      llvm.br ^bb39(%221 : i32)
    ^bb38:  // pred: ^bb36
      llvm.br ^bb39(%216 : i32)
    ^bb39(%222: i32):  // 2 preds: ^bb37, ^bb38
      llvm.br ^bb40
    ^bb40:  // pred: ^bb39
      %223 = llvm.getelementptr %101[%220] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %223, %222, %24 : (!llvm.ptr<3>, i32, i32) -> ()
      %224 = llvm.add %220, %34 : i32
      %225 = llvm.icmp "eq" %224, %27 : i32
      %226 = llvm.select %225, %16, %224 : i1, i32
      llvm.cond_br %225, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %227 = llvm.xor %222, %34 : i32
      llvm.br ^bb43(%227 : i32)
    ^bb42:  // pred: ^bb40
      llvm.br ^bb43(%222 : i32)
    ^bb43(%228: i32):  // 2 preds: ^bb41, ^bb42
      llvm.br ^bb44
    ^bb44:  // pred: ^bb43
      %229 = llvm.getelementptr %101[%226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %229, %228, %24 : (!llvm.ptr<3>, i32, i32) -> ()
      %230 = llvm.add %226, %34 : i32
      %231 = llvm.icmp "eq" %230, %27 : i32
      %232 = llvm.select %231, %16, %230 : i1, i32
      llvm.cond_br %231, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      %233 = llvm.xor %228, %34 : i32
      llvm.br ^bb47(%233 : i32)
    ^bb46:  // pred: ^bb44
      llvm.br ^bb47(%228 : i32)
    ^bb47(%234: i32):  // 2 preds: ^bb45, ^bb46
      llvm.br ^bb48
    ^bb48:  // pred: ^bb47
      %235 = llvm.getelementptr %101[%232] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %235, %234, %24 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb11, ^bb48
      llvm.br ^bb97
    ^bb50:  // pred: ^bb10
      nvvm.setmaxregister increase 232
      %236 = llvm.sub %48, %15 : i32
      %237 = llvm.sdiv %236, %15 : i32
      %238 = llvm.srem %237, %17 : i32
      %239 = llvm.srem %238, %17 : i32
      %240 = llvm.mul %239, %19 overflow<nsw> : i32
      %241 = llvm.getelementptr %92[%240] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %242 = llvm.ptrtoint %241 : !llvm.ptr<3> to i32
      %243 = llvm.lshr %242, %22 : i32
      %244 = llvm.and %243, %7 : i32
      %245 = llvm.zext %244 : i32 to i64
      %246 = llvm.or %245, %2 : i64
      %247 = llvm.or %246, %1 : i64
      %248 = llvm.or %247, %0 : i64
      %249 = llvm.ptrtoint %93 : !llvm.ptr<3> to i32
      %250 = llvm.lshr %249, %22 : i32
      %251 = llvm.and %250, %7 : i32
      %252 = llvm.zext %251 : i32 to i64
      %253 = llvm.or %252, %2 : i64
      %254 = llvm.or %253, %1 : i64
      %255 = llvm.or %254, %0 : i64
      %256 = llvm.sdiv %236, %28 : i32
      %257 = llvm.srem %236, %28 : i32
      %258 = llvm.mul %257, %14 overflow<nsw> : i32
      %259 = llvm.sdiv %256, %17 : i32
      %260 = llvm.srem %256, %17 : i32
      %261 = llvm.mul %260, %29 overflow<nsw> : i32
      %262 = llvm.add %258, %261 overflow<nsw> : i32
      %263 = llvm.sdiv %259, %17 : i32
      %264 = llvm.srem %259, %17 : i32
      %265 = llvm.mul %264, %28 overflow<nsw> : i32
      %266 = llvm.add %262, %265 overflow<nsw> : i32
      %267 = llvm.mul %263, %30 overflow<nsw> : i32
      %268 = llvm.add %266, %267 overflow<nsw> : i32
      %269 = llvm.getelementptr %94[%268] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %270 = llvm.bitcast %248 : i64 to vector<2xi32>
      %271 = llvm.mlir.constant(0 : i64) : i64
      %272 = llvm.extractelement %270[%271 : i64] : vector<2xi32>
      %273 = llvm.bitcast %255 : i64 to vector<2xi32>
      %274 = llvm.mlir.constant(0 : i64) : i64
      %275 = llvm.extractelement %273[%274 : i64] : vector<2xi32>
      %276 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %37[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %37[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %37[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %37[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %37[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %37[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %37[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %37[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %37[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %37[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %37[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %37[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %37[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %37[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %37[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %37[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %37[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %37[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %37[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %37[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %37[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %37[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %37[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %37[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %37[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %37[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %37[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %37[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %37[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %37[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %37[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %37[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %37[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %37[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %37[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %37[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %37[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %37[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %37[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %37[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %37[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %37[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %37[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %37[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %37[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %37[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %37[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %37[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %37[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %37[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %37[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %37[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %37[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %37[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %37[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %37[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %37[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %37[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %37[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %37[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.bitcast %248 : i64 to vector<2xi32>
      %340 = llvm.mlir.constant(0 : i64) : i64
      %341 = llvm.extractelement %339[%340 : i64] : vector<2xi32>
      %342 = llvm.bitcast %255 : i64 to vector<2xi32>
      %343 = llvm.mlir.constant(0 : i64) : i64
      %344 = llvm.extractelement %342[%343 : i64] : vector<2xi32>
      %345 = llvm.bitcast %248 : i64 to vector<2xi32>
      %346 = llvm.mlir.constant(0 : i64) : i64
      %347 = llvm.extractelement %345[%346 : i64] : vector<2xi32>
      %348 = llvm.bitcast %255 : i64 to vector<2xi32>
      %349 = llvm.mlir.constant(0 : i64) : i64
      %350 = llvm.extractelement %348[%349 : i64] : vector<2xi32>
      %351 = llvm.bitcast %248 : i64 to vector<2xi32>
      %352 = llvm.mlir.constant(0 : i64) : i64
      %353 = llvm.extractelement %351[%352 : i64] : vector<2xi32>
      %354 = llvm.bitcast %255 : i64 to vector<2xi32>
      %355 = llvm.mlir.constant(0 : i64) : i64
      %356 = llvm.extractelement %354[%355 : i64] : vector<2xi32>
      %357 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %37[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %37[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %37[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %37[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %37[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %36[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %37[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %36[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %37[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %36[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %37[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %36[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %37[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %36[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %37[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %36[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %37[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %36[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %37[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %36[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.icmp "eq" %70, %22 : i32
      %388 = llvm.getelementptr %37[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %37[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %37[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %37[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %37[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %37[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %37[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %37[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %37[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %37[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %37[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %37[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %37[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %37[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %37[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %37[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %37[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %37[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %37[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %37[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %37[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %37[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %37[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %37[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %37[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %37[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %37[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %37[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %37[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %37[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %37[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %37[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %37[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %37[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %37[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %37[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %37[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %37[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.getelementptr %37[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %427 = llvm.getelementptr %37[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %37[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %37[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %37[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %37[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %37[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %37[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %37[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %37[63] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb51(%16, %85, %arg3, %16, %16, %16, %16, %16, %16 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb51(%436: i32, %437: i32, %438: !llvm.struct<(i1)>, %439: i32, %440: i32, %441: i32, %442: i32, %443: i32, %444: i32):  // 2 preds: ^bb50, ^bb95
      %445 = llvm.icmp "slt" %437, %20 : i32
      llvm.cond_br %445, ^bb52(%436, %437, %438, %439, %440, %441, %442, %443, %444 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb96
    ^bb52(%446: i32, %447: i32, %448: !llvm.struct<(i1)>, %449: i32, %450: i32, %451: i32, %452: i32, %453: i32, %454: i32):  // pred: ^bb51
      %455 = llvm.sdiv %447, %21 : i32
      %456 = llvm.mul %455, %21 : i32
      %457 = llvm.icmp "ne" %447, %456 : i32
      %458 = llvm.mlir.constant(0 : i32) : i32
      %459 = llvm.icmp "slt" %447, %458 : i32
      %460 = llvm.mlir.constant(false) : i1
      %461 = llvm.icmp "ne" %459, %460 : i1
      %462 = llvm.and %457, %461 : i1
      %463 = llvm.mlir.constant(-1 : i32) : i32
      %464 = llvm.add %455, %463 : i32
      %465 = llvm.select %462, %464, %455 : i1, i32
      %466 = llvm.mul %465, %21 : i32
      %467 = llvm.sub %447, %466 : i32
      %468 = llvm.sdiv %467, %21 : i32
      %469 = llvm.mul %468, %21 : i32
      %470 = llvm.icmp "ne" %467, %469 : i32
      %471 = llvm.mlir.constant(0 : i32) : i32
      %472 = llvm.icmp "slt" %467, %471 : i32
      %473 = llvm.mlir.constant(false) : i1
      %474 = llvm.icmp "ne" %472, %473 : i1
      %475 = llvm.and %470, %474 : i1
      %476 = llvm.mlir.constant(-1 : i32) : i32
      %477 = llvm.add %468, %476 : i32
      %478 = llvm.select %475, %477, %468 : i1, i32
      %479 = llvm.mul %478, %22 : i32
      %480 = llvm.sub %22, %479 : i32
      %481 = llvm.intr.smin(%480, %22) : (i32, i32) -> i32
      %482 = llvm.mul %478, %21 : i32
      %483 = llvm.sub %467, %482 : i32
      %484 = llvm.srem %483, %481 : i32
      %485 = llvm.add %479, %484 : i32
      %486 = llvm.sdiv %483, %481 : i32
      %487 = llvm.mul %486, %481 : i32
      %488 = llvm.icmp "ne" %483, %487 : i32
      %489 = llvm.mlir.constant(0 : i32) : i32
      %490 = llvm.icmp "slt" %483, %489 : i32
      %491 = llvm.icmp "slt" %481, %489 : i32
      %492 = llvm.icmp "ne" %490, %491 : i1
      %493 = llvm.and %488, %492 : i1
      %494 = llvm.mlir.constant(-1 : i32) : i32
      %495 = llvm.add %486, %494 : i32
      %496 = llvm.select %493, %495, %486 : i1, i32
      %497 = llvm.mul %485, %17 : i32
      %498 = llvm.add %497, %83 : i32
      %499 = llvm.add %496, %84 : i32
      llvm.store %31, %37 {alignment = 32 : i64} : vector<64xf32>, !llvm.ptr
      %500 = llvm.insertvalue %18, %448[0] : !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      llvm.br ^bb53(%16, %449, %450, %451, %452, %453, %454 : i32, i32, i32, i32, i32, i32, i32)
    ^bb53(%501: i32, %502: i32, %503: i32, %504: i32, %505: i32, %506: i32, %507: i32):  // 2 preds: ^bb52, ^bb68
      %508 = llvm.icmp "slt" %501, %23 : i32
      llvm.cond_br %508, ^bb54, ^bb69
    ^bb54:  // pred: ^bb53
      %509 = llvm.getelementptr %47[%506] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %509, %507, %24 : (!llvm.ptr<3>, i32, i32) -> ()
      %510 = llvm.mul %506, %9 overflow<nsw> : i32
      %511 = llvm.add %272, %510 : i32
      %512 = llvm.mlir.constant(0 : i64) : i64
      %513 = llvm.insertelement %511, %270[%512 : i64] : vector<2xi32>
      %514 = llvm.bitcast %513 : vector<2xi32> to i64
      %515 = llvm.add %275, %510 : i32
      %516 = llvm.mlir.constant(0 : i64) : i64
      %517 = llvm.insertelement %515, %273[%516 : i64] : vector<2xi32>
      %518 = llvm.bitcast %517 : vector<2xi32> to i64
      %519 = llvm.load %37 : !llvm.ptr -> f32
      %520 = llvm.load %276 : !llvm.ptr -> f32
      %521 = llvm.load %277 : !llvm.ptr -> f32
      %522 = llvm.load %278 : !llvm.ptr -> f32
      %523 = llvm.load %279 : !llvm.ptr -> f32
      %524 = llvm.load %280 : !llvm.ptr -> f32
      %525 = llvm.load %281 : !llvm.ptr -> f32
      %526 = llvm.load %282 : !llvm.ptr -> f32
      %527 = llvm.load %283 : !llvm.ptr -> f32
      %528 = llvm.load %284 : !llvm.ptr -> f32
      %529 = llvm.load %285 : !llvm.ptr -> f32
      %530 = llvm.load %286 : !llvm.ptr -> f32
      %531 = llvm.load %287 : !llvm.ptr -> f32
      %532 = llvm.load %288 : !llvm.ptr -> f32
      %533 = llvm.load %289 : !llvm.ptr -> f32
      %534 = llvm.load %290 : !llvm.ptr -> f32
      %535 = llvm.load %291 : !llvm.ptr -> f32
      %536 = llvm.load %292 : !llvm.ptr -> f32
      %537 = llvm.load %293 : !llvm.ptr -> f32
      %538 = llvm.load %294 : !llvm.ptr -> f32
      %539 = llvm.load %295 : !llvm.ptr -> f32
      %540 = llvm.load %296 : !llvm.ptr -> f32
      %541 = llvm.load %297 : !llvm.ptr -> f32
      %542 = llvm.load %298 : !llvm.ptr -> f32
      %543 = llvm.load %299 : !llvm.ptr -> f32
      %544 = llvm.load %300 : !llvm.ptr -> f32
      %545 = llvm.load %301 : !llvm.ptr -> f32
      %546 = llvm.load %302 : !llvm.ptr -> f32
      %547 = llvm.load %303 : !llvm.ptr -> f32
      %548 = llvm.load %304 : !llvm.ptr -> f32
      %549 = llvm.load %305 : !llvm.ptr -> f32
      %550 = llvm.load %306 : !llvm.ptr -> f32
      %551 = llvm.load %307 : !llvm.ptr -> f32
      %552 = llvm.load %308 : !llvm.ptr -> f32
      %553 = llvm.load %309 : !llvm.ptr -> f32
      %554 = llvm.load %310 : !llvm.ptr -> f32
      %555 = llvm.load %311 : !llvm.ptr -> f32
      %556 = llvm.load %312 : !llvm.ptr -> f32
      %557 = llvm.load %313 : !llvm.ptr -> f32
      %558 = llvm.load %314 : !llvm.ptr -> f32
      %559 = llvm.load %315 : !llvm.ptr -> f32
      %560 = llvm.load %316 : !llvm.ptr -> f32
      %561 = llvm.load %317 : !llvm.ptr -> f32
      %562 = llvm.load %318 : !llvm.ptr -> f32
      %563 = llvm.load %319 : !llvm.ptr -> f32
      %564 = llvm.load %320 : !llvm.ptr -> f32
      %565 = llvm.load %321 : !llvm.ptr -> f32
      %566 = llvm.load %322 : !llvm.ptr -> f32
      %567 = llvm.load %323 : !llvm.ptr -> f32
      %568 = llvm.load %324 : !llvm.ptr -> f32
      %569 = llvm.load %325 : !llvm.ptr -> f32
      %570 = llvm.load %326 : !llvm.ptr -> f32
      %571 = llvm.load %327 : !llvm.ptr -> f32
      %572 = llvm.load %328 : !llvm.ptr -> f32
      %573 = llvm.load %329 : !llvm.ptr -> f32
      %574 = llvm.load %330 : !llvm.ptr -> f32
      %575 = llvm.load %331 : !llvm.ptr -> f32
      %576 = llvm.load %332 : !llvm.ptr -> f32
      %577 = llvm.load %333 : !llvm.ptr -> f32
      %578 = llvm.load %334 : !llvm.ptr -> f32
      %579 = llvm.load %335 : !llvm.ptr -> f32
      %580 = llvm.load %336 : !llvm.ptr -> f32
      %581 = llvm.load %337 : !llvm.ptr -> f32
      %582 = llvm.load %338 : !llvm.ptr -> f32
      %583 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %514, %518, %34, %34, %34, %16, %16 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %584 = llvm.extractvalue %583[0] : !llvm_struct_4a19c2
      %585 = llvm.extractvalue %583[1] : !llvm_struct_4a19c2
      %586 = llvm.extractvalue %583[2] : !llvm_struct_4a19c2
      %587 = llvm.extractvalue %583[3] : !llvm_struct_4a19c2
      %588 = llvm.extractvalue %583[4] : !llvm_struct_4a19c2
      %589 = llvm.extractvalue %583[5] : !llvm_struct_4a19c2
      %590 = llvm.extractvalue %583[6] : !llvm_struct_4a19c2
      %591 = llvm.extractvalue %583[7] : !llvm_struct_4a19c2
      %592 = llvm.extractvalue %583[8] : !llvm_struct_4a19c2
      %593 = llvm.extractvalue %583[9] : !llvm_struct_4a19c2
      %594 = llvm.extractvalue %583[10] : !llvm_struct_4a19c2
      %595 = llvm.extractvalue %583[11] : !llvm_struct_4a19c2
      %596 = llvm.extractvalue %583[12] : !llvm_struct_4a19c2
      %597 = llvm.extractvalue %583[13] : !llvm_struct_4a19c2
      %598 = llvm.extractvalue %583[14] : !llvm_struct_4a19c2
      %599 = llvm.extractvalue %583[15] : !llvm_struct_4a19c2
      %600 = llvm.extractvalue %583[16] : !llvm_struct_4a19c2
      %601 = llvm.extractvalue %583[17] : !llvm_struct_4a19c2
      %602 = llvm.extractvalue %583[18] : !llvm_struct_4a19c2
      %603 = llvm.extractvalue %583[19] : !llvm_struct_4a19c2
      %604 = llvm.extractvalue %583[20] : !llvm_struct_4a19c2
      %605 = llvm.extractvalue %583[21] : !llvm_struct_4a19c2
      %606 = llvm.extractvalue %583[22] : !llvm_struct_4a19c2
      %607 = llvm.extractvalue %583[23] : !llvm_struct_4a19c2
      %608 = llvm.extractvalue %583[24] : !llvm_struct_4a19c2
      %609 = llvm.extractvalue %583[25] : !llvm_struct_4a19c2
      %610 = llvm.extractvalue %583[26] : !llvm_struct_4a19c2
      %611 = llvm.extractvalue %583[27] : !llvm_struct_4a19c2
      %612 = llvm.extractvalue %583[28] : !llvm_struct_4a19c2
      %613 = llvm.extractvalue %583[29] : !llvm_struct_4a19c2
      %614 = llvm.extractvalue %583[30] : !llvm_struct_4a19c2
      %615 = llvm.extractvalue %583[31] : !llvm_struct_4a19c2
      %616 = llvm.extractvalue %583[32] : !llvm_struct_4a19c2
      %617 = llvm.extractvalue %583[33] : !llvm_struct_4a19c2
      %618 = llvm.extractvalue %583[34] : !llvm_struct_4a19c2
      %619 = llvm.extractvalue %583[35] : !llvm_struct_4a19c2
      %620 = llvm.extractvalue %583[36] : !llvm_struct_4a19c2
      %621 = llvm.extractvalue %583[37] : !llvm_struct_4a19c2
      %622 = llvm.extractvalue %583[38] : !llvm_struct_4a19c2
      %623 = llvm.extractvalue %583[39] : !llvm_struct_4a19c2
      %624 = llvm.extractvalue %583[40] : !llvm_struct_4a19c2
      %625 = llvm.extractvalue %583[41] : !llvm_struct_4a19c2
      %626 = llvm.extractvalue %583[42] : !llvm_struct_4a19c2
      %627 = llvm.extractvalue %583[43] : !llvm_struct_4a19c2
      %628 = llvm.extractvalue %583[44] : !llvm_struct_4a19c2
      %629 = llvm.extractvalue %583[45] : !llvm_struct_4a19c2
      %630 = llvm.extractvalue %583[46] : !llvm_struct_4a19c2
      %631 = llvm.extractvalue %583[47] : !llvm_struct_4a19c2
      %632 = llvm.extractvalue %583[48] : !llvm_struct_4a19c2
      %633 = llvm.extractvalue %583[49] : !llvm_struct_4a19c2
      %634 = llvm.extractvalue %583[50] : !llvm_struct_4a19c2
      %635 = llvm.extractvalue %583[51] : !llvm_struct_4a19c2
      %636 = llvm.extractvalue %583[52] : !llvm_struct_4a19c2
      %637 = llvm.extractvalue %583[53] : !llvm_struct_4a19c2
      %638 = llvm.extractvalue %583[54] : !llvm_struct_4a19c2
      %639 = llvm.extractvalue %583[55] : !llvm_struct_4a19c2
      %640 = llvm.extractvalue %583[56] : !llvm_struct_4a19c2
      %641 = llvm.extractvalue %583[57] : !llvm_struct_4a19c2
      %642 = llvm.extractvalue %583[58] : !llvm_struct_4a19c2
      %643 = llvm.extractvalue %583[59] : !llvm_struct_4a19c2
      %644 = llvm.extractvalue %583[60] : !llvm_struct_4a19c2
      %645 = llvm.extractvalue %583[61] : !llvm_struct_4a19c2
      %646 = llvm.extractvalue %583[62] : !llvm_struct_4a19c2
      %647 = llvm.extractvalue %583[63] : !llvm_struct_4a19c2
      llvm.store %584, %37 : f32, !llvm.ptr
      llvm.store %585, %276 : f32, !llvm.ptr
      llvm.store %586, %277 : f32, !llvm.ptr
      llvm.store %587, %278 : f32, !llvm.ptr
      llvm.store %588, %279 : f32, !llvm.ptr
      llvm.store %589, %280 : f32, !llvm.ptr
      llvm.store %590, %281 : f32, !llvm.ptr
      llvm.store %591, %282 : f32, !llvm.ptr
      llvm.store %592, %283 : f32, !llvm.ptr
      llvm.store %593, %284 : f32, !llvm.ptr
      llvm.store %594, %285 : f32, !llvm.ptr
      llvm.store %595, %286 : f32, !llvm.ptr
      llvm.store %596, %287 : f32, !llvm.ptr
      llvm.store %597, %288 : f32, !llvm.ptr
      llvm.store %598, %289 : f32, !llvm.ptr
      llvm.store %599, %290 : f32, !llvm.ptr
      llvm.store %600, %291 : f32, !llvm.ptr
      llvm.store %601, %292 : f32, !llvm.ptr
      llvm.store %602, %293 : f32, !llvm.ptr
      llvm.store %603, %294 : f32, !llvm.ptr
      llvm.store %604, %295 : f32, !llvm.ptr
      llvm.store %605, %296 : f32, !llvm.ptr
      llvm.store %606, %297 : f32, !llvm.ptr
      llvm.store %607, %298 : f32, !llvm.ptr
      llvm.store %608, %299 : f32, !llvm.ptr
      llvm.store %609, %300 : f32, !llvm.ptr
      llvm.store %610, %301 : f32, !llvm.ptr
      llvm.store %611, %302 : f32, !llvm.ptr
      llvm.store %612, %303 : f32, !llvm.ptr
      llvm.store %613, %304 : f32, !llvm.ptr
      llvm.store %614, %305 : f32, !llvm.ptr
      llvm.store %615, %306 : f32, !llvm.ptr
      llvm.store %616, %307 : f32, !llvm.ptr
      llvm.store %617, %308 : f32, !llvm.ptr
      llvm.store %618, %309 : f32, !llvm.ptr
      llvm.store %619, %310 : f32, !llvm.ptr
      llvm.store %620, %311 : f32, !llvm.ptr
      llvm.store %621, %312 : f32, !llvm.ptr
      llvm.store %622, %313 : f32, !llvm.ptr
      llvm.store %623, %314 : f32, !llvm.ptr
      llvm.store %624, %315 : f32, !llvm.ptr
      llvm.store %625, %316 : f32, !llvm.ptr
      llvm.store %626, %317 : f32, !llvm.ptr
      llvm.store %627, %318 : f32, !llvm.ptr
      llvm.store %628, %319 : f32, !llvm.ptr
      llvm.store %629, %320 : f32, !llvm.ptr
      llvm.store %630, %321 : f32, !llvm.ptr
      llvm.store %631, %322 : f32, !llvm.ptr
      llvm.store %632, %323 : f32, !llvm.ptr
      llvm.store %633, %324 : f32, !llvm.ptr
      llvm.store %634, %325 : f32, !llvm.ptr
      llvm.store %635, %326 : f32, !llvm.ptr
      llvm.store %636, %327 : f32, !llvm.ptr
      llvm.store %637, %328 : f32, !llvm.ptr
      llvm.store %638, %329 : f32, !llvm.ptr
      llvm.store %639, %330 : f32, !llvm.ptr
      llvm.store %640, %331 : f32, !llvm.ptr
      llvm.store %641, %332 : f32, !llvm.ptr
      llvm.store %642, %333 : f32, !llvm.ptr
      llvm.store %643, %334 : f32, !llvm.ptr
      llvm.store %644, %335 : f32, !llvm.ptr
      llvm.store %645, %336 : f32, !llvm.ptr
      llvm.store %646, %337 : f32, !llvm.ptr
      llvm.store %647, %338 : f32, !llvm.ptr
      %648 = llvm.mul %506, %9 overflow<nsw> : i32
      %649 = llvm.add %648, %17 overflow<nsw> : i32
      %650 = llvm.add %341, %649 : i32
      %651 = llvm.mlir.constant(0 : i64) : i64
      %652 = llvm.insertelement %650, %339[%651 : i64] : vector<2xi32>
      %653 = llvm.bitcast %652 : vector<2xi32> to i64
      %654 = llvm.add %344, %649 : i32
      %655 = llvm.mlir.constant(0 : i64) : i64
      %656 = llvm.insertelement %654, %342[%655 : i64] : vector<2xi32>
      %657 = llvm.bitcast %656 : vector<2xi32> to i64
      %658 = llvm.load %37 : !llvm.ptr -> f32
      %659 = llvm.load %276 : !llvm.ptr -> f32
      %660 = llvm.load %277 : !llvm.ptr -> f32
      %661 = llvm.load %278 : !llvm.ptr -> f32
      %662 = llvm.load %279 : !llvm.ptr -> f32
      %663 = llvm.load %280 : !llvm.ptr -> f32
      %664 = llvm.load %281 : !llvm.ptr -> f32
      %665 = llvm.load %282 : !llvm.ptr -> f32
      %666 = llvm.load %283 : !llvm.ptr -> f32
      %667 = llvm.load %284 : !llvm.ptr -> f32
      %668 = llvm.load %285 : !llvm.ptr -> f32
      %669 = llvm.load %286 : !llvm.ptr -> f32
      %670 = llvm.load %287 : !llvm.ptr -> f32
      %671 = llvm.load %288 : !llvm.ptr -> f32
      %672 = llvm.load %289 : !llvm.ptr -> f32
      %673 = llvm.load %290 : !llvm.ptr -> f32
      %674 = llvm.load %291 : !llvm.ptr -> f32
      %675 = llvm.load %292 : !llvm.ptr -> f32
      %676 = llvm.load %293 : !llvm.ptr -> f32
      %677 = llvm.load %294 : !llvm.ptr -> f32
      %678 = llvm.load %295 : !llvm.ptr -> f32
      %679 = llvm.load %296 : !llvm.ptr -> f32
      %680 = llvm.load %297 : !llvm.ptr -> f32
      %681 = llvm.load %298 : !llvm.ptr -> f32
      %682 = llvm.load %299 : !llvm.ptr -> f32
      %683 = llvm.load %300 : !llvm.ptr -> f32
      %684 = llvm.load %301 : !llvm.ptr -> f32
      %685 = llvm.load %302 : !llvm.ptr -> f32
      %686 = llvm.load %303 : !llvm.ptr -> f32
      %687 = llvm.load %304 : !llvm.ptr -> f32
      %688 = llvm.load %305 : !llvm.ptr -> f32
      %689 = llvm.load %306 : !llvm.ptr -> f32
      %690 = llvm.load %307 : !llvm.ptr -> f32
      %691 = llvm.load %308 : !llvm.ptr -> f32
      %692 = llvm.load %309 : !llvm.ptr -> f32
      %693 = llvm.load %310 : !llvm.ptr -> f32
      %694 = llvm.load %311 : !llvm.ptr -> f32
      %695 = llvm.load %312 : !llvm.ptr -> f32
      %696 = llvm.load %313 : !llvm.ptr -> f32
      %697 = llvm.load %314 : !llvm.ptr -> f32
      %698 = llvm.load %315 : !llvm.ptr -> f32
      %699 = llvm.load %316 : !llvm.ptr -> f32
      %700 = llvm.load %317 : !llvm.ptr -> f32
      %701 = llvm.load %318 : !llvm.ptr -> f32
      %702 = llvm.load %319 : !llvm.ptr -> f32
      %703 = llvm.load %320 : !llvm.ptr -> f32
      %704 = llvm.load %321 : !llvm.ptr -> f32
      %705 = llvm.load %322 : !llvm.ptr -> f32
      %706 = llvm.load %323 : !llvm.ptr -> f32
      %707 = llvm.load %324 : !llvm.ptr -> f32
      %708 = llvm.load %325 : !llvm.ptr -> f32
      %709 = llvm.load %326 : !llvm.ptr -> f32
      %710 = llvm.load %327 : !llvm.ptr -> f32
      %711 = llvm.load %328 : !llvm.ptr -> f32
      %712 = llvm.load %329 : !llvm.ptr -> f32
      %713 = llvm.load %330 : !llvm.ptr -> f32
      %714 = llvm.load %331 : !llvm.ptr -> f32
      %715 = llvm.load %332 : !llvm.ptr -> f32
      %716 = llvm.load %333 : !llvm.ptr -> f32
      %717 = llvm.load %334 : !llvm.ptr -> f32
      %718 = llvm.load %335 : !llvm.ptr -> f32
      %719 = llvm.load %336 : !llvm.ptr -> f32
      %720 = llvm.load %337 : !llvm.ptr -> f32
      %721 = llvm.load %338 : !llvm.ptr -> f32
      %722 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %653, %657, %34, %34, %34, %16, %16 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %723 = llvm.extractvalue %722[0] : !llvm_struct_4a19c2
      %724 = llvm.extractvalue %722[1] : !llvm_struct_4a19c2
      %725 = llvm.extractvalue %722[2] : !llvm_struct_4a19c2
      %726 = llvm.extractvalue %722[3] : !llvm_struct_4a19c2
      %727 = llvm.extractvalue %722[4] : !llvm_struct_4a19c2
      %728 = llvm.extractvalue %722[5] : !llvm_struct_4a19c2
      %729 = llvm.extractvalue %722[6] : !llvm_struct_4a19c2
      %730 = llvm.extractvalue %722[7] : !llvm_struct_4a19c2
      %731 = llvm.extractvalue %722[8] : !llvm_struct_4a19c2
      %732 = llvm.extractvalue %722[9] : !llvm_struct_4a19c2
      %733 = llvm.extractvalue %722[10] : !llvm_struct_4a19c2
      %734 = llvm.extractvalue %722[11] : !llvm_struct_4a19c2
      %735 = llvm.extractvalue %722[12] : !llvm_struct_4a19c2
      %736 = llvm.extractvalue %722[13] : !llvm_struct_4a19c2
      %737 = llvm.extractvalue %722[14] : !llvm_struct_4a19c2
      %738 = llvm.extractvalue %722[15] : !llvm_struct_4a19c2
      %739 = llvm.extractvalue %722[16] : !llvm_struct_4a19c2
      %740 = llvm.extractvalue %722[17] : !llvm_struct_4a19c2
      %741 = llvm.extractvalue %722[18] : !llvm_struct_4a19c2
      %742 = llvm.extractvalue %722[19] : !llvm_struct_4a19c2
      %743 = llvm.extractvalue %722[20] : !llvm_struct_4a19c2
      %744 = llvm.extractvalue %722[21] : !llvm_struct_4a19c2
      %745 = llvm.extractvalue %722[22] : !llvm_struct_4a19c2
      %746 = llvm.extractvalue %722[23] : !llvm_struct_4a19c2
      %747 = llvm.extractvalue %722[24] : !llvm_struct_4a19c2
      %748 = llvm.extractvalue %722[25] : !llvm_struct_4a19c2
      %749 = llvm.extractvalue %722[26] : !llvm_struct_4a19c2
      %750 = llvm.extractvalue %722[27] : !llvm_struct_4a19c2
      %751 = llvm.extractvalue %722[28] : !llvm_struct_4a19c2
      %752 = llvm.extractvalue %722[29] : !llvm_struct_4a19c2
      %753 = llvm.extractvalue %722[30] : !llvm_struct_4a19c2
      %754 = llvm.extractvalue %722[31] : !llvm_struct_4a19c2
      %755 = llvm.extractvalue %722[32] : !llvm_struct_4a19c2
      %756 = llvm.extractvalue %722[33] : !llvm_struct_4a19c2
      %757 = llvm.extractvalue %722[34] : !llvm_struct_4a19c2
      %758 = llvm.extractvalue %722[35] : !llvm_struct_4a19c2
      %759 = llvm.extractvalue %722[36] : !llvm_struct_4a19c2
      %760 = llvm.extractvalue %722[37] : !llvm_struct_4a19c2
      %761 = llvm.extractvalue %722[38] : !llvm_struct_4a19c2
      %762 = llvm.extractvalue %722[39] : !llvm_struct_4a19c2
      %763 = llvm.extractvalue %722[40] : !llvm_struct_4a19c2
      %764 = llvm.extractvalue %722[41] : !llvm_struct_4a19c2
      %765 = llvm.extractvalue %722[42] : !llvm_struct_4a19c2
      %766 = llvm.extractvalue %722[43] : !llvm_struct_4a19c2
      %767 = llvm.extractvalue %722[44] : !llvm_struct_4a19c2
      %768 = llvm.extractvalue %722[45] : !llvm_struct_4a19c2
      %769 = llvm.extractvalue %722[46] : !llvm_struct_4a19c2
      %770 = llvm.extractvalue %722[47] : !llvm_struct_4a19c2
      %771 = llvm.extractvalue %722[48] : !llvm_struct_4a19c2
      %772 = llvm.extractvalue %722[49] : !llvm_struct_4a19c2
      %773 = llvm.extractvalue %722[50] : !llvm_struct_4a19c2
      %774 = llvm.extractvalue %722[51] : !llvm_struct_4a19c2
      %775 = llvm.extractvalue %722[52] : !llvm_struct_4a19c2
      %776 = llvm.extractvalue %722[53] : !llvm_struct_4a19c2
      %777 = llvm.extractvalue %722[54] : !llvm_struct_4a19c2
      %778 = llvm.extractvalue %722[55] : !llvm_struct_4a19c2
      %779 = llvm.extractvalue %722[56] : !llvm_struct_4a19c2
      %780 = llvm.extractvalue %722[57] : !llvm_struct_4a19c2
      %781 = llvm.extractvalue %722[58] : !llvm_struct_4a19c2
      %782 = llvm.extractvalue %722[59] : !llvm_struct_4a19c2
      %783 = llvm.extractvalue %722[60] : !llvm_struct_4a19c2
      %784 = llvm.extractvalue %722[61] : !llvm_struct_4a19c2
      %785 = llvm.extractvalue %722[62] : !llvm_struct_4a19c2
      %786 = llvm.extractvalue %722[63] : !llvm_struct_4a19c2
      llvm.store %723, %37 : f32, !llvm.ptr
      llvm.store %724, %276 : f32, !llvm.ptr
      llvm.store %725, %277 : f32, !llvm.ptr
      llvm.store %726, %278 : f32, !llvm.ptr
      llvm.store %727, %279 : f32, !llvm.ptr
      llvm.store %728, %280 : f32, !llvm.ptr
      llvm.store %729, %281 : f32, !llvm.ptr
      llvm.store %730, %282 : f32, !llvm.ptr
      llvm.store %731, %283 : f32, !llvm.ptr
      llvm.store %732, %284 : f32, !llvm.ptr
      llvm.store %733, %285 : f32, !llvm.ptr
      llvm.store %734, %286 : f32, !llvm.ptr
      llvm.store %735, %287 : f32, !llvm.ptr
      llvm.store %736, %288 : f32, !llvm.ptr
      llvm.store %737, %289 : f32, !llvm.ptr
      llvm.store %738, %290 : f32, !llvm.ptr
      llvm.store %739, %291 : f32, !llvm.ptr
      llvm.store %740, %292 : f32, !llvm.ptr
      llvm.store %741, %293 : f32, !llvm.ptr
      llvm.store %742, %294 : f32, !llvm.ptr
      llvm.store %743, %295 : f32, !llvm.ptr
      llvm.store %744, %296 : f32, !llvm.ptr
      llvm.store %745, %297 : f32, !llvm.ptr
      llvm.store %746, %298 : f32, !llvm.ptr
      llvm.store %747, %299 : f32, !llvm.ptr
      llvm.store %748, %300 : f32, !llvm.ptr
      llvm.store %749, %301 : f32, !llvm.ptr
      llvm.store %750, %302 : f32, !llvm.ptr
      llvm.store %751, %303 : f32, !llvm.ptr
      llvm.store %752, %304 : f32, !llvm.ptr
      llvm.store %753, %305 : f32, !llvm.ptr
      llvm.store %754, %306 : f32, !llvm.ptr
      llvm.store %755, %307 : f32, !llvm.ptr
      llvm.store %756, %308 : f32, !llvm.ptr
      llvm.store %757, %309 : f32, !llvm.ptr
      llvm.store %758, %310 : f32, !llvm.ptr
      llvm.store %759, %311 : f32, !llvm.ptr
      llvm.store %760, %312 : f32, !llvm.ptr
      llvm.store %761, %313 : f32, !llvm.ptr
      llvm.store %762, %314 : f32, !llvm.ptr
      llvm.store %763, %315 : f32, !llvm.ptr
      llvm.store %764, %316 : f32, !llvm.ptr
      llvm.store %765, %317 : f32, !llvm.ptr
      llvm.store %766, %318 : f32, !llvm.ptr
      llvm.store %767, %319 : f32, !llvm.ptr
      llvm.store %768, %320 : f32, !llvm.ptr
      llvm.store %769, %321 : f32, !llvm.ptr
      llvm.store %770, %322 : f32, !llvm.ptr
      llvm.store %771, %323 : f32, !llvm.ptr
      llvm.store %772, %324 : f32, !llvm.ptr
      llvm.store %773, %325 : f32, !llvm.ptr
      llvm.store %774, %326 : f32, !llvm.ptr
      llvm.store %775, %327 : f32, !llvm.ptr
      llvm.store %776, %328 : f32, !llvm.ptr
      llvm.store %777, %329 : f32, !llvm.ptr
      llvm.store %778, %330 : f32, !llvm.ptr
      llvm.store %779, %331 : f32, !llvm.ptr
      llvm.store %780, %332 : f32, !llvm.ptr
      llvm.store %781, %333 : f32, !llvm.ptr
      llvm.store %782, %334 : f32, !llvm.ptr
      llvm.store %783, %335 : f32, !llvm.ptr
      llvm.store %784, %336 : f32, !llvm.ptr
      llvm.store %785, %337 : f32, !llvm.ptr
      llvm.store %786, %338 : f32, !llvm.ptr
      %787 = llvm.mul %506, %9 overflow<nsw> : i32
      %788 = llvm.add %787, %22 overflow<nsw> : i32
      %789 = llvm.add %347, %788 : i32
      %790 = llvm.mlir.constant(0 : i64) : i64
      %791 = llvm.insertelement %789, %345[%790 : i64] : vector<2xi32>
      %792 = llvm.bitcast %791 : vector<2xi32> to i64
      %793 = llvm.add %350, %788 : i32
      %794 = llvm.mlir.constant(0 : i64) : i64
      %795 = llvm.insertelement %793, %348[%794 : i64] : vector<2xi32>
      %796 = llvm.bitcast %795 : vector<2xi32> to i64
      %797 = llvm.load %37 : !llvm.ptr -> f32
      %798 = llvm.load %276 : !llvm.ptr -> f32
      %799 = llvm.load %277 : !llvm.ptr -> f32
      %800 = llvm.load %278 : !llvm.ptr -> f32
      %801 = llvm.load %279 : !llvm.ptr -> f32
      %802 = llvm.load %280 : !llvm.ptr -> f32
      %803 = llvm.load %281 : !llvm.ptr -> f32
      %804 = llvm.load %282 : !llvm.ptr -> f32
      %805 = llvm.load %283 : !llvm.ptr -> f32
      %806 = llvm.load %284 : !llvm.ptr -> f32
      %807 = llvm.load %285 : !llvm.ptr -> f32
      %808 = llvm.load %286 : !llvm.ptr -> f32
      %809 = llvm.load %287 : !llvm.ptr -> f32
      %810 = llvm.load %288 : !llvm.ptr -> f32
      %811 = llvm.load %289 : !llvm.ptr -> f32
      %812 = llvm.load %290 : !llvm.ptr -> f32
      %813 = llvm.load %291 : !llvm.ptr -> f32
      %814 = llvm.load %292 : !llvm.ptr -> f32
      %815 = llvm.load %293 : !llvm.ptr -> f32
      %816 = llvm.load %294 : !llvm.ptr -> f32
      %817 = llvm.load %295 : !llvm.ptr -> f32
      %818 = llvm.load %296 : !llvm.ptr -> f32
      %819 = llvm.load %297 : !llvm.ptr -> f32
      %820 = llvm.load %298 : !llvm.ptr -> f32
      %821 = llvm.load %299 : !llvm.ptr -> f32
      %822 = llvm.load %300 : !llvm.ptr -> f32
      %823 = llvm.load %301 : !llvm.ptr -> f32
      %824 = llvm.load %302 : !llvm.ptr -> f32
      %825 = llvm.load %303 : !llvm.ptr -> f32
      %826 = llvm.load %304 : !llvm.ptr -> f32
      %827 = llvm.load %305 : !llvm.ptr -> f32
      %828 = llvm.load %306 : !llvm.ptr -> f32
      %829 = llvm.load %307 : !llvm.ptr -> f32
      %830 = llvm.load %308 : !llvm.ptr -> f32
      %831 = llvm.load %309 : !llvm.ptr -> f32
      %832 = llvm.load %310 : !llvm.ptr -> f32
      %833 = llvm.load %311 : !llvm.ptr -> f32
      %834 = llvm.load %312 : !llvm.ptr -> f32
      %835 = llvm.load %313 : !llvm.ptr -> f32
      %836 = llvm.load %314 : !llvm.ptr -> f32
      %837 = llvm.load %315 : !llvm.ptr -> f32
      %838 = llvm.load %316 : !llvm.ptr -> f32
      %839 = llvm.load %317 : !llvm.ptr -> f32
      %840 = llvm.load %318 : !llvm.ptr -> f32
      %841 = llvm.load %319 : !llvm.ptr -> f32
      %842 = llvm.load %320 : !llvm.ptr -> f32
      %843 = llvm.load %321 : !llvm.ptr -> f32
      %844 = llvm.load %322 : !llvm.ptr -> f32
      %845 = llvm.load %323 : !llvm.ptr -> f32
      %846 = llvm.load %324 : !llvm.ptr -> f32
      %847 = llvm.load %325 : !llvm.ptr -> f32
      %848 = llvm.load %326 : !llvm.ptr -> f32
      %849 = llvm.load %327 : !llvm.ptr -> f32
      %850 = llvm.load %328 : !llvm.ptr -> f32
      %851 = llvm.load %329 : !llvm.ptr -> f32
      %852 = llvm.load %330 : !llvm.ptr -> f32
      %853 = llvm.load %331 : !llvm.ptr -> f32
      %854 = llvm.load %332 : !llvm.ptr -> f32
      %855 = llvm.load %333 : !llvm.ptr -> f32
      %856 = llvm.load %334 : !llvm.ptr -> f32
      %857 = llvm.load %335 : !llvm.ptr -> f32
      %858 = llvm.load %336 : !llvm.ptr -> f32
      %859 = llvm.load %337 : !llvm.ptr -> f32
      %860 = llvm.load %338 : !llvm.ptr -> f32
      %861 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %792, %796, %34, %34, %34, %16, %16 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %862 = llvm.extractvalue %861[0] : !llvm_struct_4a19c2
      %863 = llvm.extractvalue %861[1] : !llvm_struct_4a19c2
      %864 = llvm.extractvalue %861[2] : !llvm_struct_4a19c2
      %865 = llvm.extractvalue %861[3] : !llvm_struct_4a19c2
      %866 = llvm.extractvalue %861[4] : !llvm_struct_4a19c2
      %867 = llvm.extractvalue %861[5] : !llvm_struct_4a19c2
      %868 = llvm.extractvalue %861[6] : !llvm_struct_4a19c2
      %869 = llvm.extractvalue %861[7] : !llvm_struct_4a19c2
      %870 = llvm.extractvalue %861[8] : !llvm_struct_4a19c2
      %871 = llvm.extractvalue %861[9] : !llvm_struct_4a19c2
      %872 = llvm.extractvalue %861[10] : !llvm_struct_4a19c2
      %873 = llvm.extractvalue %861[11] : !llvm_struct_4a19c2
      %874 = llvm.extractvalue %861[12] : !llvm_struct_4a19c2
      %875 = llvm.extractvalue %861[13] : !llvm_struct_4a19c2
      %876 = llvm.extractvalue %861[14] : !llvm_struct_4a19c2
      %877 = llvm.extractvalue %861[15] : !llvm_struct_4a19c2
      %878 = llvm.extractvalue %861[16] : !llvm_struct_4a19c2
      %879 = llvm.extractvalue %861[17] : !llvm_struct_4a19c2
      %880 = llvm.extractvalue %861[18] : !llvm_struct_4a19c2
      %881 = llvm.extractvalue %861[19] : !llvm_struct_4a19c2
      %882 = llvm.extractvalue %861[20] : !llvm_struct_4a19c2
      %883 = llvm.extractvalue %861[21] : !llvm_struct_4a19c2
      %884 = llvm.extractvalue %861[22] : !llvm_struct_4a19c2
      %885 = llvm.extractvalue %861[23] : !llvm_struct_4a19c2
      %886 = llvm.extractvalue %861[24] : !llvm_struct_4a19c2
      %887 = llvm.extractvalue %861[25] : !llvm_struct_4a19c2
      %888 = llvm.extractvalue %861[26] : !llvm_struct_4a19c2
      %889 = llvm.extractvalue %861[27] : !llvm_struct_4a19c2
      %890 = llvm.extractvalue %861[28] : !llvm_struct_4a19c2
      %891 = llvm.extractvalue %861[29] : !llvm_struct_4a19c2
      %892 = llvm.extractvalue %861[30] : !llvm_struct_4a19c2
      %893 = llvm.extractvalue %861[31] : !llvm_struct_4a19c2
      %894 = llvm.extractvalue %861[32] : !llvm_struct_4a19c2
      %895 = llvm.extractvalue %861[33] : !llvm_struct_4a19c2
      %896 = llvm.extractvalue %861[34] : !llvm_struct_4a19c2
      %897 = llvm.extractvalue %861[35] : !llvm_struct_4a19c2
      %898 = llvm.extractvalue %861[36] : !llvm_struct_4a19c2
      %899 = llvm.extractvalue %861[37] : !llvm_struct_4a19c2
      %900 = llvm.extractvalue %861[38] : !llvm_struct_4a19c2
      %901 = llvm.extractvalue %861[39] : !llvm_struct_4a19c2
      %902 = llvm.extractvalue %861[40] : !llvm_struct_4a19c2
      %903 = llvm.extractvalue %861[41] : !llvm_struct_4a19c2
      %904 = llvm.extractvalue %861[42] : !llvm_struct_4a19c2
      %905 = llvm.extractvalue %861[43] : !llvm_struct_4a19c2
      %906 = llvm.extractvalue %861[44] : !llvm_struct_4a19c2
      %907 = llvm.extractvalue %861[45] : !llvm_struct_4a19c2
      %908 = llvm.extractvalue %861[46] : !llvm_struct_4a19c2
      %909 = llvm.extractvalue %861[47] : !llvm_struct_4a19c2
      %910 = llvm.extractvalue %861[48] : !llvm_struct_4a19c2
      %911 = llvm.extractvalue %861[49] : !llvm_struct_4a19c2
      %912 = llvm.extractvalue %861[50] : !llvm_struct_4a19c2
      %913 = llvm.extractvalue %861[51] : !llvm_struct_4a19c2
      %914 = llvm.extractvalue %861[52] : !llvm_struct_4a19c2
      %915 = llvm.extractvalue %861[53] : !llvm_struct_4a19c2
      %916 = llvm.extractvalue %861[54] : !llvm_struct_4a19c2
      %917 = llvm.extractvalue %861[55] : !llvm_struct_4a19c2
      %918 = llvm.extractvalue %861[56] : !llvm_struct_4a19c2
      %919 = llvm.extractvalue %861[57] : !llvm_struct_4a19c2
      %920 = llvm.extractvalue %861[58] : !llvm_struct_4a19c2
      %921 = llvm.extractvalue %861[59] : !llvm_struct_4a19c2
      %922 = llvm.extractvalue %861[60] : !llvm_struct_4a19c2
      %923 = llvm.extractvalue %861[61] : !llvm_struct_4a19c2
      %924 = llvm.extractvalue %861[62] : !llvm_struct_4a19c2
      %925 = llvm.extractvalue %861[63] : !llvm_struct_4a19c2
      llvm.store %862, %37 : f32, !llvm.ptr
      llvm.store %863, %276 : f32, !llvm.ptr
      llvm.store %864, %277 : f32, !llvm.ptr
      llvm.store %865, %278 : f32, !llvm.ptr
      llvm.store %866, %279 : f32, !llvm.ptr
      llvm.store %867, %280 : f32, !llvm.ptr
      llvm.store %868, %281 : f32, !llvm.ptr
      llvm.store %869, %282 : f32, !llvm.ptr
      llvm.store %870, %283 : f32, !llvm.ptr
      llvm.store %871, %284 : f32, !llvm.ptr
      llvm.store %872, %285 : f32, !llvm.ptr
      llvm.store %873, %286 : f32, !llvm.ptr
      llvm.store %874, %287 : f32, !llvm.ptr
      llvm.store %875, %288 : f32, !llvm.ptr
      llvm.store %876, %289 : f32, !llvm.ptr
      llvm.store %877, %290 : f32, !llvm.ptr
      llvm.store %878, %291 : f32, !llvm.ptr
      llvm.store %879, %292 : f32, !llvm.ptr
      llvm.store %880, %293 : f32, !llvm.ptr
      llvm.store %881, %294 : f32, !llvm.ptr
      llvm.store %882, %295 : f32, !llvm.ptr
      llvm.store %883, %296 : f32, !llvm.ptr
      llvm.store %884, %297 : f32, !llvm.ptr
      llvm.store %885, %298 : f32, !llvm.ptr
      llvm.store %886, %299 : f32, !llvm.ptr
      llvm.store %887, %300 : f32, !llvm.ptr
      llvm.store %888, %301 : f32, !llvm.ptr
      llvm.store %889, %302 : f32, !llvm.ptr
      llvm.store %890, %303 : f32, !llvm.ptr
      llvm.store %891, %304 : f32, !llvm.ptr
      llvm.store %892, %305 : f32, !llvm.ptr
      llvm.store %893, %306 : f32, !llvm.ptr
      llvm.store %894, %307 : f32, !llvm.ptr
      llvm.store %895, %308 : f32, !llvm.ptr
      llvm.store %896, %309 : f32, !llvm.ptr
      llvm.store %897, %310 : f32, !llvm.ptr
      llvm.store %898, %311 : f32, !llvm.ptr
      llvm.store %899, %312 : f32, !llvm.ptr
      llvm.store %900, %313 : f32, !llvm.ptr
      llvm.store %901, %314 : f32, !llvm.ptr
      llvm.store %902, %315 : f32, !llvm.ptr
      llvm.store %903, %316 : f32, !llvm.ptr
      llvm.store %904, %317 : f32, !llvm.ptr
      llvm.store %905, %318 : f32, !llvm.ptr
      llvm.store %906, %319 : f32, !llvm.ptr
      llvm.store %907, %320 : f32, !llvm.ptr
      llvm.store %908, %321 : f32, !llvm.ptr
      llvm.store %909, %322 : f32, !llvm.ptr
      llvm.store %910, %323 : f32, !llvm.ptr
      llvm.store %911, %324 : f32, !llvm.ptr
      llvm.store %912, %325 : f32, !llvm.ptr
      llvm.store %913, %326 : f32, !llvm.ptr
      llvm.store %914, %327 : f32, !llvm.ptr
      llvm.store %915, %328 : f32, !llvm.ptr
      llvm.store %916, %329 : f32, !llvm.ptr
      llvm.store %917, %330 : f32, !llvm.ptr
      llvm.store %918, %331 : f32, !llvm.ptr
      llvm.store %919, %332 : f32, !llvm.ptr
      llvm.store %920, %333 : f32, !llvm.ptr
      llvm.store %921, %334 : f32, !llvm.ptr
      llvm.store %922, %335 : f32, !llvm.ptr
      llvm.store %923, %336 : f32, !llvm.ptr
      llvm.store %924, %337 : f32, !llvm.ptr
      llvm.store %925, %338 : f32, !llvm.ptr
      %926 = llvm.mul %506, %9 overflow<nsw> : i32
      %927 = llvm.add %926, %27 overflow<nsw> : i32
      %928 = llvm.add %353, %927 : i32
      %929 = llvm.mlir.constant(0 : i64) : i64
      %930 = llvm.insertelement %928, %351[%929 : i64] : vector<2xi32>
      %931 = llvm.bitcast %930 : vector<2xi32> to i64
      %932 = llvm.add %356, %927 : i32
      %933 = llvm.mlir.constant(0 : i64) : i64
      %934 = llvm.insertelement %932, %354[%933 : i64] : vector<2xi32>
      %935 = llvm.bitcast %934 : vector<2xi32> to i64
      %936 = llvm.load %37 : !llvm.ptr -> f32
      %937 = llvm.load %276 : !llvm.ptr -> f32
      %938 = llvm.load %277 : !llvm.ptr -> f32
      %939 = llvm.load %278 : !llvm.ptr -> f32
      %940 = llvm.load %279 : !llvm.ptr -> f32
      %941 = llvm.load %280 : !llvm.ptr -> f32
      %942 = llvm.load %281 : !llvm.ptr -> f32
      %943 = llvm.load %282 : !llvm.ptr -> f32
      %944 = llvm.load %283 : !llvm.ptr -> f32
      %945 = llvm.load %284 : !llvm.ptr -> f32
      %946 = llvm.load %285 : !llvm.ptr -> f32
      %947 = llvm.load %286 : !llvm.ptr -> f32
      %948 = llvm.load %287 : !llvm.ptr -> f32
      %949 = llvm.load %288 : !llvm.ptr -> f32
      %950 = llvm.load %289 : !llvm.ptr -> f32
      %951 = llvm.load %290 : !llvm.ptr -> f32
      %952 = llvm.load %291 : !llvm.ptr -> f32
      %953 = llvm.load %292 : !llvm.ptr -> f32
      %954 = llvm.load %293 : !llvm.ptr -> f32
      %955 = llvm.load %294 : !llvm.ptr -> f32
      %956 = llvm.load %295 : !llvm.ptr -> f32
      %957 = llvm.load %296 : !llvm.ptr -> f32
      %958 = llvm.load %297 : !llvm.ptr -> f32
      %959 = llvm.load %298 : !llvm.ptr -> f32
      %960 = llvm.load %299 : !llvm.ptr -> f32
      %961 = llvm.load %300 : !llvm.ptr -> f32
      %962 = llvm.load %301 : !llvm.ptr -> f32
      %963 = llvm.load %302 : !llvm.ptr -> f32
      %964 = llvm.load %303 : !llvm.ptr -> f32
      %965 = llvm.load %304 : !llvm.ptr -> f32
      %966 = llvm.load %305 : !llvm.ptr -> f32
      %967 = llvm.load %306 : !llvm.ptr -> f32
      %968 = llvm.load %307 : !llvm.ptr -> f32
      %969 = llvm.load %308 : !llvm.ptr -> f32
      %970 = llvm.load %309 : !llvm.ptr -> f32
      %971 = llvm.load %310 : !llvm.ptr -> f32
      %972 = llvm.load %311 : !llvm.ptr -> f32
      %973 = llvm.load %312 : !llvm.ptr -> f32
      %974 = llvm.load %313 : !llvm.ptr -> f32
      %975 = llvm.load %314 : !llvm.ptr -> f32
      %976 = llvm.load %315 : !llvm.ptr -> f32
      %977 = llvm.load %316 : !llvm.ptr -> f32
      %978 = llvm.load %317 : !llvm.ptr -> f32
      %979 = llvm.load %318 : !llvm.ptr -> f32
      %980 = llvm.load %319 : !llvm.ptr -> f32
      %981 = llvm.load %320 : !llvm.ptr -> f32
      %982 = llvm.load %321 : !llvm.ptr -> f32
      %983 = llvm.load %322 : !llvm.ptr -> f32
      %984 = llvm.load %323 : !llvm.ptr -> f32
      %985 = llvm.load %324 : !llvm.ptr -> f32
      %986 = llvm.load %325 : !llvm.ptr -> f32
      %987 = llvm.load %326 : !llvm.ptr -> f32
      %988 = llvm.load %327 : !llvm.ptr -> f32
      %989 = llvm.load %328 : !llvm.ptr -> f32
      %990 = llvm.load %329 : !llvm.ptr -> f32
      %991 = llvm.load %330 : !llvm.ptr -> f32
      %992 = llvm.load %331 : !llvm.ptr -> f32
      %993 = llvm.load %332 : !llvm.ptr -> f32
      %994 = llvm.load %333 : !llvm.ptr -> f32
      %995 = llvm.load %334 : !llvm.ptr -> f32
      %996 = llvm.load %335 : !llvm.ptr -> f32
      %997 = llvm.load %336 : !llvm.ptr -> f32
      %998 = llvm.load %337 : !llvm.ptr -> f32
      %999 = llvm.load %338 : !llvm.ptr -> f32
      %1000 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %931, %935, %34, %34, %34, %16, %16 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %1001 = llvm.extractvalue %1000[0] : !llvm_struct_4a19c2
      %1002 = llvm.extractvalue %1000[1] : !llvm_struct_4a19c2
      %1003 = llvm.extractvalue %1000[2] : !llvm_struct_4a19c2
      %1004 = llvm.extractvalue %1000[3] : !llvm_struct_4a19c2
      %1005 = llvm.extractvalue %1000[4] : !llvm_struct_4a19c2
      %1006 = llvm.extractvalue %1000[5] : !llvm_struct_4a19c2
      %1007 = llvm.extractvalue %1000[6] : !llvm_struct_4a19c2
      %1008 = llvm.extractvalue %1000[7] : !llvm_struct_4a19c2
      %1009 = llvm.extractvalue %1000[8] : !llvm_struct_4a19c2
      %1010 = llvm.extractvalue %1000[9] : !llvm_struct_4a19c2
      %1011 = llvm.extractvalue %1000[10] : !llvm_struct_4a19c2
      %1012 = llvm.extractvalue %1000[11] : !llvm_struct_4a19c2
      %1013 = llvm.extractvalue %1000[12] : !llvm_struct_4a19c2
      %1014 = llvm.extractvalue %1000[13] : !llvm_struct_4a19c2
      %1015 = llvm.extractvalue %1000[14] : !llvm_struct_4a19c2
      %1016 = llvm.extractvalue %1000[15] : !llvm_struct_4a19c2
      %1017 = llvm.extractvalue %1000[16] : !llvm_struct_4a19c2
      %1018 = llvm.extractvalue %1000[17] : !llvm_struct_4a19c2
      %1019 = llvm.extractvalue %1000[18] : !llvm_struct_4a19c2
      %1020 = llvm.extractvalue %1000[19] : !llvm_struct_4a19c2
      %1021 = llvm.extractvalue %1000[20] : !llvm_struct_4a19c2
      %1022 = llvm.extractvalue %1000[21] : !llvm_struct_4a19c2
      %1023 = llvm.extractvalue %1000[22] : !llvm_struct_4a19c2
      %1024 = llvm.extractvalue %1000[23] : !llvm_struct_4a19c2
      %1025 = llvm.extractvalue %1000[24] : !llvm_struct_4a19c2
      %1026 = llvm.extractvalue %1000[25] : !llvm_struct_4a19c2
      %1027 = llvm.extractvalue %1000[26] : !llvm_struct_4a19c2
      %1028 = llvm.extractvalue %1000[27] : !llvm_struct_4a19c2
      %1029 = llvm.extractvalue %1000[28] : !llvm_struct_4a19c2
      %1030 = llvm.extractvalue %1000[29] : !llvm_struct_4a19c2
      %1031 = llvm.extractvalue %1000[30] : !llvm_struct_4a19c2
      %1032 = llvm.extractvalue %1000[31] : !llvm_struct_4a19c2
      %1033 = llvm.extractvalue %1000[32] : !llvm_struct_4a19c2
      %1034 = llvm.extractvalue %1000[33] : !llvm_struct_4a19c2
      %1035 = llvm.extractvalue %1000[34] : !llvm_struct_4a19c2
      %1036 = llvm.extractvalue %1000[35] : !llvm_struct_4a19c2
      %1037 = llvm.extractvalue %1000[36] : !llvm_struct_4a19c2
      %1038 = llvm.extractvalue %1000[37] : !llvm_struct_4a19c2
      %1039 = llvm.extractvalue %1000[38] : !llvm_struct_4a19c2
      %1040 = llvm.extractvalue %1000[39] : !llvm_struct_4a19c2
      %1041 = llvm.extractvalue %1000[40] : !llvm_struct_4a19c2
      %1042 = llvm.extractvalue %1000[41] : !llvm_struct_4a19c2
      %1043 = llvm.extractvalue %1000[42] : !llvm_struct_4a19c2
      %1044 = llvm.extractvalue %1000[43] : !llvm_struct_4a19c2
      %1045 = llvm.extractvalue %1000[44] : !llvm_struct_4a19c2
      %1046 = llvm.extractvalue %1000[45] : !llvm_struct_4a19c2
      %1047 = llvm.extractvalue %1000[46] : !llvm_struct_4a19c2
      %1048 = llvm.extractvalue %1000[47] : !llvm_struct_4a19c2
      %1049 = llvm.extractvalue %1000[48] : !llvm_struct_4a19c2
      %1050 = llvm.extractvalue %1000[49] : !llvm_struct_4a19c2
      %1051 = llvm.extractvalue %1000[50] : !llvm_struct_4a19c2
      %1052 = llvm.extractvalue %1000[51] : !llvm_struct_4a19c2
      %1053 = llvm.extractvalue %1000[52] : !llvm_struct_4a19c2
      %1054 = llvm.extractvalue %1000[53] : !llvm_struct_4a19c2
      %1055 = llvm.extractvalue %1000[54] : !llvm_struct_4a19c2
      %1056 = llvm.extractvalue %1000[55] : !llvm_struct_4a19c2
      %1057 = llvm.extractvalue %1000[56] : !llvm_struct_4a19c2
      %1058 = llvm.extractvalue %1000[57] : !llvm_struct_4a19c2
      %1059 = llvm.extractvalue %1000[58] : !llvm_struct_4a19c2
      %1060 = llvm.extractvalue %1000[59] : !llvm_struct_4a19c2
      %1061 = llvm.extractvalue %1000[60] : !llvm_struct_4a19c2
      %1062 = llvm.extractvalue %1000[61] : !llvm_struct_4a19c2
      %1063 = llvm.extractvalue %1000[62] : !llvm_struct_4a19c2
      %1064 = llvm.extractvalue %1000[63] : !llvm_struct_4a19c2
      llvm.store %1001, %37 : f32, !llvm.ptr
      llvm.store %1002, %276 : f32, !llvm.ptr
      llvm.store %1003, %277 : f32, !llvm.ptr
      llvm.store %1004, %278 : f32, !llvm.ptr
      llvm.store %1005, %279 : f32, !llvm.ptr
      llvm.store %1006, %280 : f32, !llvm.ptr
      llvm.store %1007, %281 : f32, !llvm.ptr
      llvm.store %1008, %282 : f32, !llvm.ptr
      llvm.store %1009, %283 : f32, !llvm.ptr
      llvm.store %1010, %284 : f32, !llvm.ptr
      llvm.store %1011, %285 : f32, !llvm.ptr
      llvm.store %1012, %286 : f32, !llvm.ptr
      llvm.store %1013, %287 : f32, !llvm.ptr
      llvm.store %1014, %288 : f32, !llvm.ptr
      llvm.store %1015, %289 : f32, !llvm.ptr
      llvm.store %1016, %290 : f32, !llvm.ptr
      llvm.store %1017, %291 : f32, !llvm.ptr
      llvm.store %1018, %292 : f32, !llvm.ptr
      llvm.store %1019, %293 : f32, !llvm.ptr
      llvm.store %1020, %294 : f32, !llvm.ptr
      llvm.store %1021, %295 : f32, !llvm.ptr
      llvm.store %1022, %296 : f32, !llvm.ptr
      llvm.store %1023, %297 : f32, !llvm.ptr
      llvm.store %1024, %298 : f32, !llvm.ptr
      llvm.store %1025, %299 : f32, !llvm.ptr
      llvm.store %1026, %300 : f32, !llvm.ptr
      llvm.store %1027, %301 : f32, !llvm.ptr
      llvm.store %1028, %302 : f32, !llvm.ptr
      llvm.store %1029, %303 : f32, !llvm.ptr
      llvm.store %1030, %304 : f32, !llvm.ptr
      llvm.store %1031, %305 : f32, !llvm.ptr
      llvm.store %1032, %306 : f32, !llvm.ptr
      llvm.store %1033, %307 : f32, !llvm.ptr
      llvm.store %1034, %308 : f32, !llvm.ptr
      llvm.store %1035, %309 : f32, !llvm.ptr
      llvm.store %1036, %310 : f32, !llvm.ptr
      llvm.store %1037, %311 : f32, !llvm.ptr
      llvm.store %1038, %312 : f32, !llvm.ptr
      llvm.store %1039, %313 : f32, !llvm.ptr
      llvm.store %1040, %314 : f32, !llvm.ptr
      llvm.store %1041, %315 : f32, !llvm.ptr
      llvm.store %1042, %316 : f32, !llvm.ptr
      llvm.store %1043, %317 : f32, !llvm.ptr
      llvm.store %1044, %318 : f32, !llvm.ptr
      llvm.store %1045, %319 : f32, !llvm.ptr
      llvm.store %1046, %320 : f32, !llvm.ptr
      llvm.store %1047, %321 : f32, !llvm.ptr
      llvm.store %1048, %322 : f32, !llvm.ptr
      llvm.store %1049, %323 : f32, !llvm.ptr
      llvm.store %1050, %324 : f32, !llvm.ptr
      llvm.store %1051, %325 : f32, !llvm.ptr
      llvm.store %1052, %326 : f32, !llvm.ptr
      llvm.store %1053, %327 : f32, !llvm.ptr
      llvm.store %1054, %328 : f32, !llvm.ptr
      llvm.store %1055, %329 : f32, !llvm.ptr
      llvm.store %1056, %330 : f32, !llvm.ptr
      llvm.store %1057, %331 : f32, !llvm.ptr
      llvm.store %1058, %332 : f32, !llvm.ptr
      llvm.store %1059, %333 : f32, !llvm.ptr
      llvm.store %1060, %334 : f32, !llvm.ptr
      llvm.store %1061, %335 : f32, !llvm.ptr
      llvm.store %1062, %336 : f32, !llvm.ptr
      llvm.store %1063, %337 : f32, !llvm.ptr
      llvm.store %1064, %338 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1065 = llvm.icmp "sgt" %501, %16 : i32
      llvm.cond_br %1065, ^bb55, ^bb62
    ^bb55:  // pred: ^bb54
      llvm.cond_br %117, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %1066 = llvm.getelementptr %101[%503] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1067 = nvvm.mapa %1066, %110 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1067, %34 : !llvm.ptr<7>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %1068 = llvm.add %503, %34 : i32
      %1069 = llvm.add %502, %34 : i32
      %1070 = llvm.icmp "eq" %1068, %27 : i32
      %1071 = llvm.select %1070, %16, %1068 : i1, i32
      llvm.cond_br %1070, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %1072 = llvm.xor %504, %34 : i32
      llvm.br ^bb60(%1072 : i32)
    ^bb59:  // pred: ^bb57
      llvm.br ^bb60(%504 : i32)
    ^bb60(%1073: i32):  // 2 preds: ^bb58, ^bb59
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      llvm.br ^bb63(%1069, %1071, %1073 : i32, i32, i32)
    ^bb62:  // pred: ^bb54
      llvm.br ^bb63(%502, %503, %504 : i32, i32, i32)
    ^bb63(%1074: i32, %1075: i32, %1076: i32):  // 2 preds: ^bb61, ^bb62
      llvm.br ^bb64
    ^bb64:  // pred: ^bb63
      %1077 = llvm.add %506, %34 : i32
      %1078 = llvm.add %505, %34 : i32
      %1079 = llvm.icmp "eq" %1077, %27 : i32
      %1080 = llvm.select %1079, %16, %1077 : i1, i32
      llvm.cond_br %1079, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %1081 = llvm.xor %507, %34 : i32
      llvm.br ^bb67(%1081 : i32)
    ^bb66:  // pred: ^bb64
      llvm.br ^bb67(%507 : i32)
    ^bb67(%1082: i32):  // 2 preds: ^bb65, ^bb66
      llvm.br ^bb68
    ^bb68:  // pred: ^bb67
      %1083 = llvm.add %501, %34 : i32
      llvm.br ^bb53(%1083, %1074, %1075, %1076, %1078, %1080, %1082 : i32, i32, i32, i32, i32, i32, i32)
    ^bb69:  // pred: ^bb53
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %117, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %1084 = llvm.getelementptr %101[%503] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1085 = nvvm.mapa %1084, %110 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1085, %34 : !llvm.ptr<7>
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      %1086 = llvm.add %503, %34 : i32
      %1087 = llvm.add %502, %34 : i32
      %1088 = llvm.icmp "eq" %1086, %27 : i32
      %1089 = llvm.select %1088, %16, %1086 : i1, i32
      llvm.cond_br %1088, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %1090 = llvm.xor %504, %34 : i32
      llvm.br ^bb74(%1090 : i32)
    ^bb73:  // pred: ^bb71
      llvm.br ^bb74(%504 : i32)
    ^bb74(%1091: i32):  // 2 preds: ^bb72, ^bb73
      llvm.br ^bb75
    ^bb75:  // pred: ^bb74
      %1092 = llvm.mul %498, %15 overflow<nsw> : i32
      %1093 = llvm.mul %499, %15 overflow<nsw> : i32
      %1094 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1094, %36 {alignment = 32 : i64} : f32, !llvm.ptr
      %1095 = llvm.load %357 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1095, %358 {alignment = 4 : i64} : f32, !llvm.ptr
      %1096 = llvm.load %359 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1096, %360 {alignment = 8 : i64} : f32, !llvm.ptr
      %1097 = llvm.load %361 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1097, %362 {alignment = 4 : i64} : f32, !llvm.ptr
      %1098 = llvm.load %363 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1098, %364 {alignment = 16 : i64} : f32, !llvm.ptr
      %1099 = llvm.load %365 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1099, %366 {alignment = 4 : i64} : f32, !llvm.ptr
      %1100 = llvm.load %367 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1100, %368 {alignment = 8 : i64} : f32, !llvm.ptr
      %1101 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1101, %370 {alignment = 4 : i64} : f32, !llvm.ptr
      %1102 = llvm.load %371 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1102, %372 {alignment = 32 : i64} : f32, !llvm.ptr
      %1103 = llvm.load %373 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1103, %374 {alignment = 4 : i64} : f32, !llvm.ptr
      %1104 = llvm.load %375 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1104, %376 {alignment = 8 : i64} : f32, !llvm.ptr
      %1105 = llvm.load %377 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1105, %378 {alignment = 4 : i64} : f32, !llvm.ptr
      %1106 = llvm.load %379 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1106, %380 {alignment = 16 : i64} : f32, !llvm.ptr
      %1107 = llvm.load %381 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1107, %382 {alignment = 4 : i64} : f32, !llvm.ptr
      %1108 = llvm.load %383 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1108, %384 {alignment = 8 : i64} : f32, !llvm.ptr
      %1109 = llvm.load %385 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1109, %386 {alignment = 4 : i64} : f32, !llvm.ptr
      %1110 = llvm.load %36 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1111 = llvm.fptrunc %1110 : vector<16xf32> to vector<16xbf16>
      llvm.store %1111, %35 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1112 = llvm.mul %446, %19 overflow<nsw> : i32
      llvm.br ^bb76(%16 : i32)
    ^bb76(%1113: i32):  // 2 preds: ^bb75, ^bb77
      %1114 = llvm.icmp "slt" %1113, %17 : i32
      llvm.cond_br %1114, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %1115 = llvm.mul %1113, %28 overflow<nsw> : i32
      %1116 = llvm.getelementptr %35[%1115] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1117 = llvm.mul %1113, %33 overflow<nsw> : i32
      %1118 = llvm.getelementptr %269[%1117] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1119 = llvm.load %1116 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1120 = llvm.mlir.constant(0 : i64) : i64
      %1121 = llvm.extractelement %1119[%1120 : i64] : vector<4xi32>
      %1122 = llvm.mlir.constant(1 : i64) : i64
      %1123 = llvm.extractelement %1119[%1122 : i64] : vector<4xi32>
      %1124 = llvm.mlir.constant(2 : i64) : i64
      %1125 = llvm.extractelement %1119[%1124 : i64] : vector<4xi32>
      %1126 = llvm.mlir.constant(3 : i64) : i64
      %1127 = llvm.extractelement %1119[%1126 : i64] : vector<4xi32>
      %1128 = llvm.ptrtoint %1118 : !llvm.ptr<3> to i64
      %1129 = llvm.and %1128, %6 : i64
      %1130 = llvm.lshr %1129, %5 : i64
      %1131 = llvm.xor %1128, %1130 : i64
      %1132 = llvm.inttoptr %1131 : i64 to !llvm.ptr<3>
      %1133 = llvm.getelementptr %1132[%1112] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1133, %1121, %1123, %1125, %1127 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1134 = llvm.add %1113, %34 : i32
      llvm.br ^bb76(%1134 : i32) {loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb76
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %34 number_of_threads = %29
      llvm.cond_br %387, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %1135 = llvm.mul %446, %19 overflow<nsw> : i32
      %1136 = llvm.getelementptr %94[%1135] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.bulk.tensor.global.shared.cta %40, %1136, box[%1093, %1092, %465] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb80
    ^bb80:  // 2 preds: ^bb78, ^bb79
      nvvm.barrier id = %34 number_of_threads = %29
      %1137 = llvm.add %446, %34 : i32
      %1138 = llvm.srem %1137, %22 : i32
      %1139 = llvm.load %388 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1139, %36 {alignment = 32 : i64} : f32, !llvm.ptr
      %1140 = llvm.load %389 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1140, %358 {alignment = 4 : i64} : f32, !llvm.ptr
      %1141 = llvm.load %390 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1141, %360 {alignment = 8 : i64} : f32, !llvm.ptr
      %1142 = llvm.load %391 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1142, %362 {alignment = 4 : i64} : f32, !llvm.ptr
      %1143 = llvm.load %392 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1143, %364 {alignment = 16 : i64} : f32, !llvm.ptr
      %1144 = llvm.load %393 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1144, %366 {alignment = 4 : i64} : f32, !llvm.ptr
      %1145 = llvm.load %394 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1145, %368 {alignment = 8 : i64} : f32, !llvm.ptr
      %1146 = llvm.load %395 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1146, %370 {alignment = 4 : i64} : f32, !llvm.ptr
      %1147 = llvm.load %396 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1147, %372 {alignment = 32 : i64} : f32, !llvm.ptr
      %1148 = llvm.load %397 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1148, %374 {alignment = 4 : i64} : f32, !llvm.ptr
      %1149 = llvm.load %398 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1149, %376 {alignment = 8 : i64} : f32, !llvm.ptr
      %1150 = llvm.load %399 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1150, %378 {alignment = 4 : i64} : f32, !llvm.ptr
      %1151 = llvm.load %400 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1151, %380 {alignment = 16 : i64} : f32, !llvm.ptr
      %1152 = llvm.load %401 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1152, %382 {alignment = 4 : i64} : f32, !llvm.ptr
      %1153 = llvm.load %402 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1153, %384 {alignment = 8 : i64} : f32, !llvm.ptr
      %1154 = llvm.load %403 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1154, %386 {alignment = 4 : i64} : f32, !llvm.ptr
      %1155 = llvm.load %36 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1156 = llvm.fptrunc %1155 : vector<16xf32> to vector<16xbf16>
      llvm.store %1156, %35 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1157 = llvm.mul %1138, %19 overflow<nsw> : i32
      llvm.br ^bb81(%16 : i32)
    ^bb81(%1158: i32):  // 2 preds: ^bb80, ^bb82
      %1159 = llvm.icmp "slt" %1158, %17 : i32
      llvm.cond_br %1159, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %1160 = llvm.mul %1158, %28 overflow<nsw> : i32
      %1161 = llvm.getelementptr %35[%1160] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1162 = llvm.mul %1158, %33 overflow<nsw> : i32
      %1163 = llvm.getelementptr %269[%1162] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1164 = llvm.load %1161 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1165 = llvm.mlir.constant(0 : i64) : i64
      %1166 = llvm.extractelement %1164[%1165 : i64] : vector<4xi32>
      %1167 = llvm.mlir.constant(1 : i64) : i64
      %1168 = llvm.extractelement %1164[%1167 : i64] : vector<4xi32>
      %1169 = llvm.mlir.constant(2 : i64) : i64
      %1170 = llvm.extractelement %1164[%1169 : i64] : vector<4xi32>
      %1171 = llvm.mlir.constant(3 : i64) : i64
      %1172 = llvm.extractelement %1164[%1171 : i64] : vector<4xi32>
      %1173 = llvm.ptrtoint %1163 : !llvm.ptr<3> to i64
      %1174 = llvm.and %1173, %6 : i64
      %1175 = llvm.lshr %1174, %5 : i64
      %1176 = llvm.xor %1173, %1175 : i64
      %1177 = llvm.inttoptr %1176 : i64 to !llvm.ptr<3>
      %1178 = llvm.getelementptr %1177[%1157] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1178, %1166, %1168, %1170, %1172 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1179 = llvm.add %1158, %34 : i32
      llvm.br ^bb81(%1179 : i32) {loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb81
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %34 number_of_threads = %29
      llvm.cond_br %387, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %1180 = llvm.mul %1138, %19 overflow<nsw> : i32
      %1181 = llvm.getelementptr %94[%1180] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1182 = llvm.add %1093, %14 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %41, %1181, box[%1182, %1092, %465] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      nvvm.barrier id = %34 number_of_threads = %29
      %1183 = llvm.add %1138, %34 : i32
      %1184 = llvm.srem %1183, %22 : i32
      %1185 = llvm.load %404 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1185, %36 {alignment = 32 : i64} : f32, !llvm.ptr
      %1186 = llvm.load %405 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1186, %358 {alignment = 4 : i64} : f32, !llvm.ptr
      %1187 = llvm.load %406 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1187, %360 {alignment = 8 : i64} : f32, !llvm.ptr
      %1188 = llvm.load %407 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1188, %362 {alignment = 4 : i64} : f32, !llvm.ptr
      %1189 = llvm.load %408 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1189, %364 {alignment = 16 : i64} : f32, !llvm.ptr
      %1190 = llvm.load %409 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1190, %366 {alignment = 4 : i64} : f32, !llvm.ptr
      %1191 = llvm.load %410 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1191, %368 {alignment = 8 : i64} : f32, !llvm.ptr
      %1192 = llvm.load %411 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1192, %370 {alignment = 4 : i64} : f32, !llvm.ptr
      %1193 = llvm.load %412 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1193, %372 {alignment = 32 : i64} : f32, !llvm.ptr
      %1194 = llvm.load %413 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1194, %374 {alignment = 4 : i64} : f32, !llvm.ptr
      %1195 = llvm.load %414 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1195, %376 {alignment = 8 : i64} : f32, !llvm.ptr
      %1196 = llvm.load %415 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1196, %378 {alignment = 4 : i64} : f32, !llvm.ptr
      %1197 = llvm.load %416 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1197, %380 {alignment = 16 : i64} : f32, !llvm.ptr
      %1198 = llvm.load %417 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1198, %382 {alignment = 4 : i64} : f32, !llvm.ptr
      %1199 = llvm.load %418 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1199, %384 {alignment = 8 : i64} : f32, !llvm.ptr
      %1200 = llvm.load %419 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1200, %386 {alignment = 4 : i64} : f32, !llvm.ptr
      %1201 = llvm.load %36 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1202 = llvm.fptrunc %1201 : vector<16xf32> to vector<16xbf16>
      llvm.store %1202, %35 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1203 = llvm.mul %1184, %19 overflow<nsw> : i32
      llvm.br ^bb86(%16 : i32)
    ^bb86(%1204: i32):  // 2 preds: ^bb85, ^bb87
      %1205 = llvm.icmp "slt" %1204, %17 : i32
      llvm.cond_br %1205, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %1206 = llvm.mul %1204, %28 overflow<nsw> : i32
      %1207 = llvm.getelementptr %35[%1206] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1208 = llvm.mul %1204, %33 overflow<nsw> : i32
      %1209 = llvm.getelementptr %269[%1208] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1210 = llvm.load %1207 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1211 = llvm.mlir.constant(0 : i64) : i64
      %1212 = llvm.extractelement %1210[%1211 : i64] : vector<4xi32>
      %1213 = llvm.mlir.constant(1 : i64) : i64
      %1214 = llvm.extractelement %1210[%1213 : i64] : vector<4xi32>
      %1215 = llvm.mlir.constant(2 : i64) : i64
      %1216 = llvm.extractelement %1210[%1215 : i64] : vector<4xi32>
      %1217 = llvm.mlir.constant(3 : i64) : i64
      %1218 = llvm.extractelement %1210[%1217 : i64] : vector<4xi32>
      %1219 = llvm.ptrtoint %1209 : !llvm.ptr<3> to i64
      %1220 = llvm.and %1219, %6 : i64
      %1221 = llvm.lshr %1220, %5 : i64
      %1222 = llvm.xor %1219, %1221 : i64
      %1223 = llvm.inttoptr %1222 : i64 to !llvm.ptr<3>
      %1224 = llvm.getelementptr %1223[%1203] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1224, %1212, %1214, %1216, %1218 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1225 = llvm.add %1204, %34 : i32
      llvm.br ^bb86(%1225 : i32) {loop_annotation = #loop_annotation}
    ^bb88:  // pred: ^bb86
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %34 number_of_threads = %29
      llvm.cond_br %387, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1226 = llvm.mul %1184, %19 overflow<nsw> : i32
      %1227 = llvm.getelementptr %94[%1226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1228 = llvm.add %1093, %32 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %42, %1227, box[%1228, %1092, %465] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      nvvm.barrier id = %34 number_of_threads = %29
      %1229 = llvm.add %1184, %34 : i32
      %1230 = llvm.srem %1229, %22 : i32
      %1231 = llvm.load %420 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1231, %36 {alignment = 32 : i64} : f32, !llvm.ptr
      %1232 = llvm.load %421 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1232, %358 {alignment = 4 : i64} : f32, !llvm.ptr
      %1233 = llvm.load %422 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1233, %360 {alignment = 8 : i64} : f32, !llvm.ptr
      %1234 = llvm.load %423 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1234, %362 {alignment = 4 : i64} : f32, !llvm.ptr
      %1235 = llvm.load %424 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1235, %364 {alignment = 16 : i64} : f32, !llvm.ptr
      %1236 = llvm.load %425 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1236, %366 {alignment = 4 : i64} : f32, !llvm.ptr
      %1237 = llvm.load %426 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1237, %368 {alignment = 8 : i64} : f32, !llvm.ptr
      %1238 = llvm.load %427 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1238, %370 {alignment = 4 : i64} : f32, !llvm.ptr
      %1239 = llvm.load %428 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1239, %372 {alignment = 32 : i64} : f32, !llvm.ptr
      %1240 = llvm.load %429 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1240, %374 {alignment = 4 : i64} : f32, !llvm.ptr
      %1241 = llvm.load %430 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1241, %376 {alignment = 8 : i64} : f32, !llvm.ptr
      %1242 = llvm.load %431 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1242, %378 {alignment = 4 : i64} : f32, !llvm.ptr
      %1243 = llvm.load %432 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1243, %380 {alignment = 16 : i64} : f32, !llvm.ptr
      %1244 = llvm.load %433 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1244, %382 {alignment = 4 : i64} : f32, !llvm.ptr
      %1245 = llvm.load %434 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1245, %384 {alignment = 8 : i64} : f32, !llvm.ptr
      %1246 = llvm.load %435 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1246, %386 {alignment = 4 : i64} : f32, !llvm.ptr
      %1247 = llvm.load %36 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1248 = llvm.fptrunc %1247 : vector<16xf32> to vector<16xbf16>
      llvm.store %1248, %35 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1249 = llvm.mul %1230, %19 overflow<nsw> : i32
      llvm.br ^bb91(%16 : i32)
    ^bb91(%1250: i32):  // 2 preds: ^bb90, ^bb92
      %1251 = llvm.icmp "slt" %1250, %17 : i32
      llvm.cond_br %1251, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %1252 = llvm.mul %1250, %28 overflow<nsw> : i32
      %1253 = llvm.getelementptr %35[%1252] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1254 = llvm.mul %1250, %33 overflow<nsw> : i32
      %1255 = llvm.getelementptr %269[%1254] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1256 = llvm.load %1253 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1257 = llvm.mlir.constant(0 : i64) : i64
      %1258 = llvm.extractelement %1256[%1257 : i64] : vector<4xi32>
      %1259 = llvm.mlir.constant(1 : i64) : i64
      %1260 = llvm.extractelement %1256[%1259 : i64] : vector<4xi32>
      %1261 = llvm.mlir.constant(2 : i64) : i64
      %1262 = llvm.extractelement %1256[%1261 : i64] : vector<4xi32>
      %1263 = llvm.mlir.constant(3 : i64) : i64
      %1264 = llvm.extractelement %1256[%1263 : i64] : vector<4xi32>
      %1265 = llvm.ptrtoint %1255 : !llvm.ptr<3> to i64
      %1266 = llvm.and %1265, %6 : i64
      %1267 = llvm.lshr %1266, %5 : i64
      %1268 = llvm.xor %1265, %1267 : i64
      %1269 = llvm.inttoptr %1268 : i64 to !llvm.ptr<3>
      %1270 = llvm.getelementptr %1269[%1249] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1270, %1258, %1260, %1262, %1264 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1271 = llvm.add %1250, %34 : i32
      llvm.br ^bb91(%1271 : i32) {loop_annotation = #loop_annotation}
    ^bb93:  // pred: ^bb91
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %34 number_of_threads = %29
      llvm.cond_br %387, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1272 = llvm.mul %1230, %19 overflow<nsw> : i32
      %1273 = llvm.getelementptr %94[%1272] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1274 = llvm.add %1093, %4 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %43, %1273, box[%1274, %1092, %465] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      nvvm.barrier id = %34 number_of_threads = %29
      %1275 = llvm.add %1230, %34 : i32
      %1276 = llvm.srem %1275, %22 : i32
      %1277 = llvm.add %447, %86 : i32
      llvm.br ^bb51(%1276, %1277, %500, %1087, %1089, %1091, %505, %506, %507 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb96:  // pred: ^bb51
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb49, ^bb96
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_2ed770
    %1 = llvm.mlir.poison : !llvm.struct<(i1)>
    %2 = llvm.mlir.constant(230400 : i64) : i64
    %3 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %4 = llvm.mlir.constant(4290672329751 : i64) : i64
    %5 = llvm.mlir.constant(131000 : i64) : i64
    %6 = llvm.mlir.constant(562643092770 : i64) : i64
    %7 = llvm.mlir.constant(63 : i64) : i64
    %8 = llvm.mlir.constant(4496830759431 : i64) : i64
    %9 = llvm.mlir.constant(68120 : i64) : i64
    %10 = llvm.mlir.constant(127 : i64) : i64
    %11 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %12 = llvm.mlir.constant(1 : i64) : i64
    %13 = llvm.mlir.constant(4290672329223 : i64) : i64
    %14 = llvm.mlir.constant(65000 : i64) : i64
    %15 = llvm.mlir.constant(279175259426 : i64) : i64
    %16 = llvm.mlir.constant(0 : i32) : i32
    %17 = llvm.mlir.constant(66 : i32) : i32
    %18 = llvm.mlir.constant(2 : i32) : i32
    %19 = llvm.mlir.constant(1 : i32) : i32
    %20 = llvm.mlir.constant(384 : i32) : i32
    %21 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %22 = llvm.mlir.constant(16 : i64) : i64
    %23 = llvm.mlir.constant(4 : i64) : i64
    %24 = llvm.mlir.constant(0 : i64) : i64
    %25 = llvm.mlir.constant(16 : i32) : i32
    %26 = llvm.mlir.constant(false) : i1
    %27 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %28 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %29 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %30 = llvm.insertvalue %26, %1[0] : !llvm.struct<(i1)>
    %31 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %32 = llvm.ptrtoint %27 : !llvm.ptr<1> to i64
    %33 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %31[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %31[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %31[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %36 : i64, !llvm.ptr
    %37 = llvm.getelementptr %31[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %31[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %31[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr %31[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %40 : i64, !llvm.ptr
    %41 = llvm.udiv %32, %22 : i64
    %42 = llvm.and %41, %21 : i64
    %43 = llvm.shl %42, %23 : i64
    llvm.store %43, %33 : i64, !llvm.ptr
    llvm.store %15, %34 : i64, !llvm.ptr
    llvm.store %14, %35 : i64, !llvm.ptr
    llvm.store %24, %36 : i64, !llvm.ptr
    llvm.store %13, %37 : i64, !llvm.ptr
    llvm.store %12, %38 : i64, !llvm.ptr
    llvm.store %11, %39 : i64, !llvm.ptr
    llvm.store %10, %40 : i64, !llvm.ptr
    %44 = llvm.ptrtoint %31 : !llvm.ptr to i64
    %45 = llvm.inttoptr %44 : i64 to !llvm.ptr
    %46 = llvm.load %45 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %47 = llvm.insertvalue %46, %0[0] : !llvm_struct_2ed770
    %48 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %49 = llvm.ptrtoint %28 : !llvm.ptr<1> to i64
    %50 = llvm.getelementptr %48[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %48[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %48[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %48[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %48[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %48[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %48[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %48[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %57 : i64, !llvm.ptr
    %58 = llvm.udiv %49, %22 : i64
    %59 = llvm.and %58, %21 : i64
    %60 = llvm.shl %59, %23 : i64
    llvm.store %60, %50 : i64, !llvm.ptr
    llvm.store %15, %51 : i64, !llvm.ptr
    llvm.store %9, %52 : i64, !llvm.ptr
    llvm.store %24, %53 : i64, !llvm.ptr
    llvm.store %8, %54 : i64, !llvm.ptr
    llvm.store %12, %55 : i64, !llvm.ptr
    llvm.store %11, %56 : i64, !llvm.ptr
    llvm.store %7, %57 : i64, !llvm.ptr
    %61 = llvm.ptrtoint %48 : !llvm.ptr to i64
    %62 = llvm.inttoptr %61 : i64 to !llvm.ptr
    %63 = llvm.load %62 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %64 = llvm.insertvalue %63, %0[0] : !llvm_struct_2ed770
    %65 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %66 = llvm.ptrtoint %29 : !llvm.ptr<1> to i64
    %67 = llvm.getelementptr %65[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %67 : i64, !llvm.ptr
    %68 = llvm.getelementptr %65[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %68 : i64, !llvm.ptr
    %69 = llvm.getelementptr %65[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %69 : i64, !llvm.ptr
    %70 = llvm.getelementptr %65[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %70 : i64, !llvm.ptr
    %71 = llvm.getelementptr %65[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %65[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %72 : i64, !llvm.ptr
    %73 = llvm.getelementptr %65[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %73 : i64, !llvm.ptr
    %74 = llvm.getelementptr %65[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %74 : i64, !llvm.ptr
    %75 = llvm.udiv %66, %22 : i64
    %76 = llvm.and %75, %21 : i64
    %77 = llvm.shl %76, %23 : i64
    llvm.store %77, %67 : i64, !llvm.ptr
    llvm.store %6, %68 : i64, !llvm.ptr
    llvm.store %5, %69 : i64, !llvm.ptr
    llvm.store %24, %70 : i64, !llvm.ptr
    llvm.store %4, %71 : i64, !llvm.ptr
    llvm.store %12, %72 : i64, !llvm.ptr
    llvm.store %3, %73 : i64, !llvm.ptr
    llvm.store %10, %74 : i64, !llvm.ptr
    %78 = llvm.ptrtoint %65 : !llvm.ptr to i64
    %79 = llvm.inttoptr %78 : i64 to !llvm.ptr
    %80 = llvm.load %79 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %81 = llvm.insertvalue %80, %0[0] : !llvm_struct_2ed770
    %82 = llvm.mlir.constant(1 : i32) : i32
    %83 = llvm.alloca %82 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %84 = llvm.alloca %82 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %85 = llvm.getelementptr %83[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %84, %85 : !llvm.ptr, !llvm.ptr
    %86 = llvm.getelementptr %83[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %20, %86 : i32, !llvm.ptr
    %87 = llvm.getelementptr %83[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %87 : i32, !llvm.ptr
    %88 = llvm.getelementptr %83[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %83[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %89 : i64, !llvm.ptr
    %90 = llvm.getelementptr %83[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %18, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %83[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %91 : i32, !llvm.ptr
    %92 = llvm.getelementptr %83[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %17, %92 : i32, !llvm.ptr
    %93 = llvm.getelementptr %83[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %94 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %94, %93 : i32, !llvm.ptr
    %95 = llvm.getelementptr %83[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %95 : !llvm.ptr, !llvm.ptr
    %96 = llvm.alloca %82 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %97 = builtin.unrealized_conversion_cast %96 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %98 = llvm.getelementptr %96[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %83, %98 : !llvm.ptr, !llvm.ptr
    %99 = llvm.getelementptr %96[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %100 = llvm.load %99 : !llvm.ptr -> !llvm.ptr
    %101 = llvm.getelementptr %100[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %102 = llvm.load %101 : !llvm.ptr -> i32
    %103 = llvm.getelementptr %100[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %104 = llvm.load %103 : !llvm.ptr -> !llvm.ptr
    %105 = llvm.mlir.constant(6 : i32) : i32
    %106 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%106 : i32)
  ^bb1(%107: i32):  // 2 preds: ^bb3, ^bb5
    %108 = llvm.getelementptr %104[%107] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %109 = llvm.getelementptr %108[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %105, %109 : i32, !llvm.ptr
    %110 = llvm.getelementptr %108[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %16, %110 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %111 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %112 = llvm.mlir.constant(0 : index) : i64
    %113 = llvm.getelementptr %111[%112, %112] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %114 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %115 = llvm.mlir.constant(0 : index) : i64
    %116 = llvm.getelementptr %114[%115, %115] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %117 = llvm.call @printf(%116, %113) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %118 = llvm.mlir.constant(1 : i32) : i32
    %119 = llvm.add %102, %118 : i32
    llvm.store %119, %101 : i32, !llvm.ptr
    llvm.br ^bb1(%102 : i32)
  ^bb4:  // pred: ^bb7
    %120 = llvm.mlir.constant(17 : i32) : i32
    %121 = llvm.icmp "uge" %102, %120 : i32
    llvm.cond_br %121, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%128 : i32)
  ^bb6:  // pred: ^bb7
    %122 = llvm.getelementptr %104[%128] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %123 = llvm.getelementptr %122[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %124 = llvm.load %123 : !llvm.ptr -> i32
    %125 = llvm.icmp "eq" %124, %105 : i32
    %126 = llvm.mlir.constant(1 : i32) : i32
    %127 = llvm.add %128, %126 : i32
    llvm.cond_br %125, ^bb5, ^bb7(%127 : i32)
  ^bb7(%128: i32):  // 2 preds: ^bb0, ^bb6
    %129 = llvm.icmp "uge" %128, %102 : i32
    llvm.cond_br %129, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %130 = llvm.getelementptr %96[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %131 = llvm.load %130 : !llvm.ptr -> !llvm.ptr
    %132 = llvm.getelementptr %131[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %133 = llvm.load %132 : !llvm.ptr -> i32
    %134 = llvm.getelementptr %131[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %135 = llvm.load %134 : !llvm.ptr -> !llvm.ptr
    %136 = llvm.mlir.constant(4 : i32) : i32
    %137 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%137 : i32)
  ^bb9(%138: i32):  // 2 preds: ^bb11, ^bb13
    %139 = llvm.getelementptr %135[%138] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %140 = llvm.getelementptr %139[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %136, %140 : i32, !llvm.ptr
    %141 = llvm.getelementptr %139[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %142 = llvm.getelementptr %141[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %18, %142 : i32, !llvm.ptr
    %143 = llvm.getelementptr %141[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %19, %143 : i32, !llvm.ptr
    %144 = llvm.getelementptr %141[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %19, %144 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %145 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %146 = llvm.mlir.constant(0 : index) : i64
    %147 = llvm.getelementptr %145[%146, %146] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %148 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %149 = llvm.mlir.constant(0 : index) : i64
    %150 = llvm.getelementptr %148[%149, %149] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %151 = llvm.call @printf(%150, %147) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %152 = llvm.mlir.constant(1 : i32) : i32
    %153 = llvm.add %133, %152 : i32
    llvm.store %153, %132 : i32, !llvm.ptr
    llvm.br ^bb9(%133 : i32)
  ^bb12:  // pred: ^bb15
    %154 = llvm.mlir.constant(17 : i32) : i32
    %155 = llvm.icmp "uge" %133, %154 : i32
    llvm.cond_br %155, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%162 : i32)
  ^bb14:  // pred: ^bb15
    %156 = llvm.getelementptr %135[%162] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %157 = llvm.getelementptr %156[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %158 = llvm.load %157 : !llvm.ptr -> i32
    %159 = llvm.icmp "eq" %158, %136 : i32
    %160 = llvm.mlir.constant(1 : i32) : i32
    %161 = llvm.add %162, %160 : i32
    llvm.cond_br %159, ^bb13, ^bb15(%161 : i32)
  ^bb15(%162: i32):  // 2 preds: ^bb8, ^bb14
    %163 = llvm.icmp "uge" %162, %133 : i32
    llvm.cond_br %163, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %164 = llvm.getelementptr %96[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %165 = llvm.load %164 : !llvm.ptr -> !llvm.ptr
    %166 = llvm.getelementptr %165[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %167 = llvm.load %166 : !llvm.ptr -> i32
    %168 = llvm.getelementptr %165[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %169 = llvm.load %168 : !llvm.ptr -> !llvm.ptr
    %170 = llvm.mlir.constant(2 : i32) : i32
    %171 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb23(%171 : i32)
  ^bb17(%172: i32):  // 2 preds: ^bb19, ^bb21
    %173 = llvm.getelementptr %169[%172] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %174 = llvm.getelementptr %173[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %170, %174 : i32, !llvm.ptr
    %175 = llvm.getelementptr %173[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %16, %175 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %176 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %177 = llvm.mlir.constant(0 : index) : i64
    %178 = llvm.getelementptr %176[%177, %177] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %179 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %180 = llvm.mlir.constant(0 : index) : i64
    %181 = llvm.getelementptr %179[%180, %180] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %182 = llvm.call @printf(%181, %178) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %183 = llvm.mlir.constant(1 : i32) : i32
    %184 = llvm.add %167, %183 : i32
    llvm.store %184, %166 : i32, !llvm.ptr
    llvm.br ^bb17(%167 : i32)
  ^bb20:  // pred: ^bb23
    %185 = llvm.mlir.constant(17 : i32) : i32
    %186 = llvm.icmp "uge" %167, %185 : i32
    llvm.cond_br %186, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%193 : i32)
  ^bb22:  // pred: ^bb23
    %187 = llvm.getelementptr %169[%193] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %188 = llvm.getelementptr %187[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %189 = llvm.load %188 : !llvm.ptr -> i32
    %190 = llvm.icmp "eq" %189, %170 : i32
    %191 = llvm.mlir.constant(1 : i32) : i32
    %192 = llvm.add %193, %191 : i32
    llvm.cond_br %190, ^bb21, ^bb23(%192 : i32)
  ^bb23(%193: i32):  // 2 preds: ^bb16, ^bb22
    %194 = llvm.icmp "uge" %193, %167 : i32
    llvm.cond_br %194, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %195 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%97> (%47, %64, %81, %30) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %196 = builtin.unrealized_conversion_cast %195 : !cuda.result to i32
    cuda.return_if_error %196 : i32
    llvm.return %16 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hfef854ba(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
