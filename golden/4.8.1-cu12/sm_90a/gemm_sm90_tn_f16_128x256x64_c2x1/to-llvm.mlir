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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 2, 1, 40>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %13 = llvm.mlir.constant(6 : i32) : i32
      %14 = llvm.mlir.constant(1024 : i32) : i32
      %15 = llvm.mlir.constant(1024 : i64) : i64
      %16 = llvm.mlir.constant(31 : i32) : i32
      %17 = llvm.mlir.constant(-1 : i32) : i32
      %18 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %19 = llvm.mlir.constant(32 : i32) : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.mlir.constant(2 : i32) : i32
      %22 = llvm.mlir.constant(true) : i1
      %23 = llvm.mlir.constant(8192 : i32) : i32
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
      %125 = llvm.getelementptr %102[%123] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cluster.wait
      %126 = llvm.icmp "eq" %91, %20 : i32
      llvm.cond_br %126, ^bb11, ^bb42
    ^bb11:  // pred: ^bb10
      nvvm.setmaxregister decrease 40
      llvm.cond_br %96, ^bb12, ^bb41
    ^bb12:  // pred: ^bb11
      llvm.br ^bb13(%94, %20, %20, %39 : i32, i32, i32, i32)
    ^bb13(%127: i32, %128: i32, %129: i32, %130: i32):  // 2 preds: ^bb12, ^bb27
      %131 = llvm.icmp "slt" %127, %25 : i32
      llvm.cond_br %131, ^bb14(%127, %128, %129, %130 : i32, i32, i32, i32), ^bb28
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
    ^bb15(%181: i32, %182: i32, %183: i32, %184: i32):  // 2 preds: ^bb14, ^bb26
      %185 = llvm.icmp "slt" %181, %28 : i32
      llvm.cond_br %185, ^bb16, ^bb27
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
      %193 = llvm.mul %183, %23 overflow<nsw> : i32
      %194 = llvm.getelementptr %101[%193] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %195 = nvvm.elect.sync -> i1
      llvm.cond_br %195, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      nvvm.cp.async.bulk.tensor.shared.cluster.global %194, %43, %190, box[%192, %191, %146] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %196 = llvm.mul %180, %34 overflow<nsw> : i32
      %197 = llvm.mul %181, %24 overflow<nsw> : i32
      %198 = llvm.add %124, %196 overflow<nsw> : i32
      %199 = llvm.mul %183, %12 overflow<nsw> : i32
      %200 = llvm.getelementptr %125[%199] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %201 = nvvm.elect.sync -> i1
      llvm.cond_br %201, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %202 = llvm.addrspacecast %200 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %202, %44, %190, box[%197, %198, %146] multicast_mask = %31 l2_cache_hint = %3 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %203 = llvm.add %183, %39 : i32
      %204 = llvm.add %182, %39 : i32
      %205 = llvm.icmp "eq" %203, %27 : i32
      %206 = llvm.select %205, %20, %203 : i1, i32
      llvm.cond_br %205, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %207 = llvm.xor %184, %39 : i32
      llvm.br ^bb25(%207 : i32)
    ^bb24:  // pred: ^bb22
      llvm.br ^bb25(%184 : i32)
    ^bb25(%208: i32):  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // pred: ^bb25
      %209 = llvm.add %181, %39 : i32
      llvm.br ^bb15(%209, %204, %206, %208 : i32, i32, i32, i32)
    ^bb27:  // pred: ^bb15
      %210 = llvm.add %132, %95 : i32
      llvm.br ^bb13(%210, %182, %183, %184 : i32, i32, i32, i32)
    ^bb28:  // pred: ^bb13
      %211 = llvm.getelementptr %108[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %211, %130, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %212 = llvm.add %129, %39 : i32
      %213 = llvm.icmp "eq" %212, %27 : i32
      %214 = llvm.select %213, %20, %212 : i1, i32
      llvm.cond_br %213, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %215 = llvm.xor %130, %39 : i32
      llvm.br ^bb31(%215 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%130 : i32)
    ^bb31(%216: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      %217 = llvm.getelementptr %108[%214] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %217, %216, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %218 = llvm.add %214, %39 : i32
      %219 = llvm.icmp "eq" %218, %27 : i32
      %220 = llvm.select %219, %20, %218 : i1, i32
      llvm.cond_br %219, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %221 = llvm.xor %216, %39 : i32
      llvm.br ^bb35(%221 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%216 : i32)
    ^bb35(%222: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %223 = llvm.getelementptr %108[%220] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %223, %222, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %224 = llvm.add %220, %39 : i32
      %225 = llvm.icmp "eq" %224, %27 : i32
      %226 = llvm.select %225, %20, %224 : i1, i32
      llvm.cond_br %225, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %227 = llvm.xor %222, %39 : i32
      llvm.br ^bb39(%227 : i32)
    ^bb38:  // pred: ^bb36
      llvm.br ^bb39(%222 : i32)
    ^bb39(%228: i32):  // 2 preds: ^bb37, ^bb38
      llvm.br ^bb40
    ^bb40:  // pred: ^bb39
      %229 = llvm.getelementptr %108[%226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %229, %228, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb11, ^bb40
      llvm.br ^bb109
    ^bb42:  // pred: ^bb10
      nvvm.setmaxregister increase 232
      %230 = llvm.sub %57, %37 : i32
      %231 = llvm.sdiv %230, %37 : i32
      %232 = llvm.srem %231, %21 : i32
      %233 = llvm.srem %232, %21 : i32
      %234 = llvm.mul %233, %32 overflow<nsw> : i32
      %235 = llvm.getelementptr %101[%234] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %236 = llvm.ptrtoint %235 : !llvm.ptr<3> to i32
      %237 = llvm.lshr %236, %27 : i32
      %238 = llvm.and %237, %11 : i32
      %239 = llvm.zext %238 : i32 to i64
      %240 = llvm.or %239, %2 : i64
      %241 = llvm.or %240, %1 : i64
      %242 = llvm.or %241, %0 : i64
      %243 = llvm.ptrtoint %102 : !llvm.ptr<3> to i32
      %244 = llvm.lshr %243, %27 : i32
      %245 = llvm.and %244, %11 : i32
      %246 = llvm.zext %245 : i32 to i64
      %247 = llvm.or %246, %2 : i64
      %248 = llvm.or %247, %1 : i64
      %249 = llvm.or %248, %0 : i64
      %250 = llvm.sdiv %230, %33 : i32
      %251 = llvm.srem %230, %33 : i32
      %252 = llvm.mul %251, %19 overflow<nsw> : i32
      %253 = llvm.sdiv %250, %21 : i32
      %254 = llvm.srem %250, %21 : i32
      %255 = llvm.mul %254, %34 overflow<nsw> : i32
      %256 = llvm.add %252, %255 overflow<nsw> : i32
      %257 = llvm.sdiv %253, %21 : i32
      %258 = llvm.srem %253, %21 : i32
      %259 = llvm.mul %258, %33 overflow<nsw> : i32
      %260 = llvm.add %256, %259 overflow<nsw> : i32
      %261 = llvm.mul %257, %35 overflow<nsw> : i32
      %262 = llvm.add %260, %261 overflow<nsw> : i32
      %263 = llvm.getelementptr %103[%262] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %264 = llvm.bitcast %242 : i64 to vector<2xi32>
      %265 = llvm.mlir.constant(0 : i64) : i64
      %266 = llvm.extractelement %264[%265 : i64] : vector<2xi32>
      %267 = llvm.bitcast %249 : i64 to vector<2xi32>
      %268 = llvm.mlir.constant(0 : i64) : i64
      %269 = llvm.extractelement %267[%268 : i64] : vector<2xi32>
      %270 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %272 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %276 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %42[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %42[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %42[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %42[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %42[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %42[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %42[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %42[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %42[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %42[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %42[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %42[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %42[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %42[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %42[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %42[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %42[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %42[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %42[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %42[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %42[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %42[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %42[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %42[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %42[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %42[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %42[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %42[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %42[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %42[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %42[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %42[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %42[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %42[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %42[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %42[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %42[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %42[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %42[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %42[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %42[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %42[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %42[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %42[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %42[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %42[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %42[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %42[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %42[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %42[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %42[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %42[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %42[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %42[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %42[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %42[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %42[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %42[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %42[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %42[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %42[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %42[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %42[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %42[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %42[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %42[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %42[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %42[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %42[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %42[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %42[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %42[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %42[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %42[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %42[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %42[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %42[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %42[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %42[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %42[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %42[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %42[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %42[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %42[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %42[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %42[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %42[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %42[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %42[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %42[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %42[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %42[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %42[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %42[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %42[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %42[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %42[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %42[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %42[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %42[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %42[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %42[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %42[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %42[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %42[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %42[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %42[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %42[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %42[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %42[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.bitcast %242 : i64 to vector<2xi32>
      %398 = llvm.mlir.constant(0 : i64) : i64
      %399 = llvm.extractelement %397[%398 : i64] : vector<2xi32>
      %400 = llvm.bitcast %249 : i64 to vector<2xi32>
      %401 = llvm.mlir.constant(0 : i64) : i64
      %402 = llvm.extractelement %400[%401 : i64] : vector<2xi32>
      %403 = llvm.bitcast %242 : i64 to vector<2xi32>
      %404 = llvm.mlir.constant(0 : i64) : i64
      %405 = llvm.extractelement %403[%404 : i64] : vector<2xi32>
      %406 = llvm.bitcast %249 : i64 to vector<2xi32>
      %407 = llvm.mlir.constant(0 : i64) : i64
      %408 = llvm.extractelement %406[%407 : i64] : vector<2xi32>
      %409 = llvm.bitcast %242 : i64 to vector<2xi32>
      %410 = llvm.mlir.constant(0 : i64) : i64
      %411 = llvm.extractelement %409[%410 : i64] : vector<2xi32>
      %412 = llvm.bitcast %249 : i64 to vector<2xi32>
      %413 = llvm.mlir.constant(0 : i64) : i64
      %414 = llvm.extractelement %412[%413 : i64] : vector<2xi32>
      %415 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %427 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %41[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %41[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %41[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.getelementptr %41[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %439 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.getelementptr %41[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %441 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.getelementptr %41[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %443 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.getelementptr %41[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.icmp "eq" %79, %27 : i32
      %446 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %447 = llvm.getelementptr %42[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.getelementptr %42[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %449 = llvm.getelementptr %42[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %450 = llvm.getelementptr %42[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %451 = llvm.getelementptr %42[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.getelementptr %42[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %453 = llvm.getelementptr %42[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %454 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %455 = llvm.getelementptr %42[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %456 = llvm.getelementptr %42[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %457 = llvm.getelementptr %42[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %458 = llvm.getelementptr %42[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %459 = llvm.getelementptr %42[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %460 = llvm.getelementptr %42[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %461 = llvm.getelementptr %42[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %462 = llvm.getelementptr %42[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %463 = llvm.getelementptr %42[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %464 = llvm.getelementptr %42[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %465 = llvm.getelementptr %42[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %466 = llvm.getelementptr %42[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %467 = llvm.getelementptr %42[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %468 = llvm.getelementptr %42[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %469 = llvm.getelementptr %42[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %470 = llvm.getelementptr %42[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %471 = llvm.getelementptr %42[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %472 = llvm.getelementptr %42[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %473 = llvm.getelementptr %42[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %474 = llvm.getelementptr %42[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %475 = llvm.getelementptr %42[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %476 = llvm.getelementptr %42[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %477 = llvm.getelementptr %42[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %478 = llvm.getelementptr %42[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %479 = llvm.getelementptr %42[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %480 = llvm.getelementptr %42[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %481 = llvm.getelementptr %42[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %482 = llvm.getelementptr %42[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %483 = llvm.getelementptr %42[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %484 = llvm.getelementptr %42[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %485 = llvm.getelementptr %42[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %486 = llvm.getelementptr %42[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %487 = llvm.getelementptr %42[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %488 = llvm.getelementptr %42[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %489 = llvm.getelementptr %42[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %490 = llvm.getelementptr %42[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %491 = llvm.getelementptr %42[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %492 = llvm.getelementptr %42[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %493 = llvm.getelementptr %42[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %494 = llvm.getelementptr %42[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %495 = llvm.getelementptr %42[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %496 = llvm.getelementptr %42[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %497 = llvm.getelementptr %42[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %498 = llvm.getelementptr %42[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %499 = llvm.getelementptr %42[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %500 = llvm.getelementptr %42[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %501 = llvm.getelementptr %42[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %502 = llvm.getelementptr %42[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %503 = llvm.getelementptr %42[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %504 = llvm.getelementptr %42[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %505 = llvm.getelementptr %42[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %506 = llvm.getelementptr %42[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %507 = llvm.getelementptr %42[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %508 = llvm.getelementptr %42[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %509 = llvm.getelementptr %42[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %510 = llvm.getelementptr %42[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %511 = llvm.getelementptr %42[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %512 = llvm.getelementptr %42[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %513 = llvm.getelementptr %42[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %514 = llvm.getelementptr %42[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %515 = llvm.getelementptr %42[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %516 = llvm.getelementptr %42[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %517 = llvm.getelementptr %42[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %518 = llvm.getelementptr %42[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %519 = llvm.getelementptr %42[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %520 = llvm.getelementptr %42[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %521 = llvm.getelementptr %42[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %522 = llvm.getelementptr %42[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %523 = llvm.getelementptr %42[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %524 = llvm.getelementptr %42[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %525 = llvm.getelementptr %42[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %526 = llvm.getelementptr %42[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %527 = llvm.getelementptr %42[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %528 = llvm.getelementptr %42[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %529 = llvm.getelementptr %42[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %530 = llvm.getelementptr %42[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %531 = llvm.getelementptr %42[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %532 = llvm.getelementptr %42[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %533 = llvm.getelementptr %42[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %534 = llvm.getelementptr %42[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %535 = llvm.getelementptr %42[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %536 = llvm.getelementptr %42[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %537 = llvm.getelementptr %42[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %538 = llvm.getelementptr %42[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %539 = llvm.getelementptr %42[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %540 = llvm.getelementptr %42[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %541 = llvm.getelementptr %42[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %542 = llvm.getelementptr %42[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %543 = llvm.getelementptr %42[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %544 = llvm.getelementptr %42[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %545 = llvm.getelementptr %42[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %546 = llvm.getelementptr %42[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %547 = llvm.getelementptr %42[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %548 = llvm.getelementptr %42[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %549 = llvm.getelementptr %42[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %550 = llvm.getelementptr %42[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %551 = llvm.getelementptr %42[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %552 = llvm.getelementptr %42[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %553 = llvm.getelementptr %42[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %554 = llvm.getelementptr %42[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %555 = llvm.getelementptr %42[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %556 = llvm.getelementptr %42[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %557 = llvm.getelementptr %42[127] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb43(%20, %94, %arg3, %20, %20, %20, %20, %20, %20 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb43(%558: i32, %559: i32, %560: !llvm.struct<(i1)>, %561: i32, %562: i32, %563: i32, %564: i32, %565: i32, %566: i32):  // 2 preds: ^bb42, ^bb107
      %567 = llvm.icmp "slt" %559, %25 : i32
      llvm.cond_br %567, ^bb44(%558, %559, %560, %561, %562, %563, %564, %565, %566 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb108
    ^bb44(%568: i32, %569: i32, %570: !llvm.struct<(i1)>, %571: i32, %572: i32, %573: i32, %574: i32, %575: i32, %576: i32):  // pred: ^bb43
      %577 = llvm.sdiv %569, %26 : i32
      %578 = llvm.mul %577, %26 : i32
      %579 = llvm.icmp "ne" %569, %578 : i32
      %580 = llvm.mlir.constant(0 : i32) : i32
      %581 = llvm.icmp "slt" %569, %580 : i32
      %582 = llvm.mlir.constant(false) : i1
      %583 = llvm.icmp "ne" %581, %582 : i1
      %584 = llvm.and %579, %583 : i1
      %585 = llvm.mlir.constant(-1 : i32) : i32
      %586 = llvm.add %577, %585 : i32
      %587 = llvm.select %584, %586, %577 : i1, i32
      %588 = llvm.mul %587, %26 : i32
      %589 = llvm.sub %569, %588 : i32
      %590 = llvm.sdiv %589, %26 : i32
      %591 = llvm.mul %590, %26 : i32
      %592 = llvm.icmp "ne" %589, %591 : i32
      %593 = llvm.mlir.constant(0 : i32) : i32
      %594 = llvm.icmp "slt" %589, %593 : i32
      %595 = llvm.mlir.constant(false) : i1
      %596 = llvm.icmp "ne" %594, %595 : i1
      %597 = llvm.and %592, %596 : i1
      %598 = llvm.mlir.constant(-1 : i32) : i32
      %599 = llvm.add %590, %598 : i32
      %600 = llvm.select %597, %599, %590 : i1, i32
      %601 = llvm.mul %600, %27 : i32
      %602 = llvm.sub %27, %601 : i32
      %603 = llvm.intr.smin(%602, %27) : (i32, i32) -> i32
      %604 = llvm.mul %600, %26 : i32
      %605 = llvm.sub %589, %604 : i32
      %606 = llvm.srem %605, %603 : i32
      %607 = llvm.add %601, %606 : i32
      %608 = llvm.sdiv %605, %603 : i32
      %609 = llvm.mul %608, %603 : i32
      %610 = llvm.icmp "ne" %605, %609 : i32
      %611 = llvm.mlir.constant(0 : i32) : i32
      %612 = llvm.icmp "slt" %605, %611 : i32
      %613 = llvm.icmp "slt" %603, %611 : i32
      %614 = llvm.icmp "ne" %612, %613 : i1
      %615 = llvm.and %610, %614 : i1
      %616 = llvm.mlir.constant(-1 : i32) : i32
      %617 = llvm.add %608, %616 : i32
      %618 = llvm.select %615, %617, %608 : i1, i32
      %619 = llvm.mul %607, %21 : i32
      %620 = llvm.add %619, %92 : i32
      %621 = llvm.add %618, %93 : i32
      llvm.store %36, %42 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %622 = llvm.insertvalue %22, %570[0] : !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      llvm.br ^bb45(%20, %571, %572, %573, %574, %575, %576 : i32, i32, i32, i32, i32, i32, i32)
    ^bb45(%623: i32, %624: i32, %625: i32, %626: i32, %627: i32, %628: i32, %629: i32):  // 2 preds: ^bb44, ^bb60
      %630 = llvm.icmp "slt" %623, %28 : i32
      llvm.cond_br %630, ^bb46, ^bb61
    ^bb46:  // pred: ^bb45
      %631 = llvm.getelementptr %56[%628] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %631, %629, %29 : (!llvm.ptr<3>, i32, i32) -> ()
      %632 = llvm.mul %628, %14 overflow<nsw> : i32
      %633 = llvm.add %266, %632 : i32
      %634 = llvm.mlir.constant(0 : i64) : i64
      %635 = llvm.insertelement %633, %264[%634 : i64] : vector<2xi32>
      %636 = llvm.bitcast %635 : vector<2xi32> to i64
      %637 = llvm.mul %628, %10 overflow<nsw> : i32
      %638 = llvm.add %269, %637 : i32
      %639 = llvm.mlir.constant(0 : i64) : i64
      %640 = llvm.insertelement %638, %267[%639 : i64] : vector<2xi32>
      %641 = llvm.bitcast %640 : vector<2xi32> to i64
      %642 = llvm.load %42 : !llvm.ptr -> f32
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
      %763 = llvm.load %390 : !llvm.ptr -> f32
      %764 = llvm.load %391 : !llvm.ptr -> f32
      %765 = llvm.load %392 : !llvm.ptr -> f32
      %766 = llvm.load %393 : !llvm.ptr -> f32
      %767 = llvm.load %394 : !llvm.ptr -> f32
      %768 = llvm.load %395 : !llvm.ptr -> f32
      %769 = llvm.load %396 : !llvm.ptr -> f32
      %770 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %636, %641, %39, %39, %39, %20, %20 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %771 = llvm.extractvalue %770[0] : !llvm_struct_31b33a
      %772 = llvm.extractvalue %770[1] : !llvm_struct_31b33a
      %773 = llvm.extractvalue %770[2] : !llvm_struct_31b33a
      %774 = llvm.extractvalue %770[3] : !llvm_struct_31b33a
      %775 = llvm.extractvalue %770[4] : !llvm_struct_31b33a
      %776 = llvm.extractvalue %770[5] : !llvm_struct_31b33a
      %777 = llvm.extractvalue %770[6] : !llvm_struct_31b33a
      %778 = llvm.extractvalue %770[7] : !llvm_struct_31b33a
      %779 = llvm.extractvalue %770[8] : !llvm_struct_31b33a
      %780 = llvm.extractvalue %770[9] : !llvm_struct_31b33a
      %781 = llvm.extractvalue %770[10] : !llvm_struct_31b33a
      %782 = llvm.extractvalue %770[11] : !llvm_struct_31b33a
      %783 = llvm.extractvalue %770[12] : !llvm_struct_31b33a
      %784 = llvm.extractvalue %770[13] : !llvm_struct_31b33a
      %785 = llvm.extractvalue %770[14] : !llvm_struct_31b33a
      %786 = llvm.extractvalue %770[15] : !llvm_struct_31b33a
      %787 = llvm.extractvalue %770[16] : !llvm_struct_31b33a
      %788 = llvm.extractvalue %770[17] : !llvm_struct_31b33a
      %789 = llvm.extractvalue %770[18] : !llvm_struct_31b33a
      %790 = llvm.extractvalue %770[19] : !llvm_struct_31b33a
      %791 = llvm.extractvalue %770[20] : !llvm_struct_31b33a
      %792 = llvm.extractvalue %770[21] : !llvm_struct_31b33a
      %793 = llvm.extractvalue %770[22] : !llvm_struct_31b33a
      %794 = llvm.extractvalue %770[23] : !llvm_struct_31b33a
      %795 = llvm.extractvalue %770[24] : !llvm_struct_31b33a
      %796 = llvm.extractvalue %770[25] : !llvm_struct_31b33a
      %797 = llvm.extractvalue %770[26] : !llvm_struct_31b33a
      %798 = llvm.extractvalue %770[27] : !llvm_struct_31b33a
      %799 = llvm.extractvalue %770[28] : !llvm_struct_31b33a
      %800 = llvm.extractvalue %770[29] : !llvm_struct_31b33a
      %801 = llvm.extractvalue %770[30] : !llvm_struct_31b33a
      %802 = llvm.extractvalue %770[31] : !llvm_struct_31b33a
      %803 = llvm.extractvalue %770[32] : !llvm_struct_31b33a
      %804 = llvm.extractvalue %770[33] : !llvm_struct_31b33a
      %805 = llvm.extractvalue %770[34] : !llvm_struct_31b33a
      %806 = llvm.extractvalue %770[35] : !llvm_struct_31b33a
      %807 = llvm.extractvalue %770[36] : !llvm_struct_31b33a
      %808 = llvm.extractvalue %770[37] : !llvm_struct_31b33a
      %809 = llvm.extractvalue %770[38] : !llvm_struct_31b33a
      %810 = llvm.extractvalue %770[39] : !llvm_struct_31b33a
      %811 = llvm.extractvalue %770[40] : !llvm_struct_31b33a
      %812 = llvm.extractvalue %770[41] : !llvm_struct_31b33a
      %813 = llvm.extractvalue %770[42] : !llvm_struct_31b33a
      %814 = llvm.extractvalue %770[43] : !llvm_struct_31b33a
      %815 = llvm.extractvalue %770[44] : !llvm_struct_31b33a
      %816 = llvm.extractvalue %770[45] : !llvm_struct_31b33a
      %817 = llvm.extractvalue %770[46] : !llvm_struct_31b33a
      %818 = llvm.extractvalue %770[47] : !llvm_struct_31b33a
      %819 = llvm.extractvalue %770[48] : !llvm_struct_31b33a
      %820 = llvm.extractvalue %770[49] : !llvm_struct_31b33a
      %821 = llvm.extractvalue %770[50] : !llvm_struct_31b33a
      %822 = llvm.extractvalue %770[51] : !llvm_struct_31b33a
      %823 = llvm.extractvalue %770[52] : !llvm_struct_31b33a
      %824 = llvm.extractvalue %770[53] : !llvm_struct_31b33a
      %825 = llvm.extractvalue %770[54] : !llvm_struct_31b33a
      %826 = llvm.extractvalue %770[55] : !llvm_struct_31b33a
      %827 = llvm.extractvalue %770[56] : !llvm_struct_31b33a
      %828 = llvm.extractvalue %770[57] : !llvm_struct_31b33a
      %829 = llvm.extractvalue %770[58] : !llvm_struct_31b33a
      %830 = llvm.extractvalue %770[59] : !llvm_struct_31b33a
      %831 = llvm.extractvalue %770[60] : !llvm_struct_31b33a
      %832 = llvm.extractvalue %770[61] : !llvm_struct_31b33a
      %833 = llvm.extractvalue %770[62] : !llvm_struct_31b33a
      %834 = llvm.extractvalue %770[63] : !llvm_struct_31b33a
      %835 = llvm.extractvalue %770[64] : !llvm_struct_31b33a
      %836 = llvm.extractvalue %770[65] : !llvm_struct_31b33a
      %837 = llvm.extractvalue %770[66] : !llvm_struct_31b33a
      %838 = llvm.extractvalue %770[67] : !llvm_struct_31b33a
      %839 = llvm.extractvalue %770[68] : !llvm_struct_31b33a
      %840 = llvm.extractvalue %770[69] : !llvm_struct_31b33a
      %841 = llvm.extractvalue %770[70] : !llvm_struct_31b33a
      %842 = llvm.extractvalue %770[71] : !llvm_struct_31b33a
      %843 = llvm.extractvalue %770[72] : !llvm_struct_31b33a
      %844 = llvm.extractvalue %770[73] : !llvm_struct_31b33a
      %845 = llvm.extractvalue %770[74] : !llvm_struct_31b33a
      %846 = llvm.extractvalue %770[75] : !llvm_struct_31b33a
      %847 = llvm.extractvalue %770[76] : !llvm_struct_31b33a
      %848 = llvm.extractvalue %770[77] : !llvm_struct_31b33a
      %849 = llvm.extractvalue %770[78] : !llvm_struct_31b33a
      %850 = llvm.extractvalue %770[79] : !llvm_struct_31b33a
      %851 = llvm.extractvalue %770[80] : !llvm_struct_31b33a
      %852 = llvm.extractvalue %770[81] : !llvm_struct_31b33a
      %853 = llvm.extractvalue %770[82] : !llvm_struct_31b33a
      %854 = llvm.extractvalue %770[83] : !llvm_struct_31b33a
      %855 = llvm.extractvalue %770[84] : !llvm_struct_31b33a
      %856 = llvm.extractvalue %770[85] : !llvm_struct_31b33a
      %857 = llvm.extractvalue %770[86] : !llvm_struct_31b33a
      %858 = llvm.extractvalue %770[87] : !llvm_struct_31b33a
      %859 = llvm.extractvalue %770[88] : !llvm_struct_31b33a
      %860 = llvm.extractvalue %770[89] : !llvm_struct_31b33a
      %861 = llvm.extractvalue %770[90] : !llvm_struct_31b33a
      %862 = llvm.extractvalue %770[91] : !llvm_struct_31b33a
      %863 = llvm.extractvalue %770[92] : !llvm_struct_31b33a
      %864 = llvm.extractvalue %770[93] : !llvm_struct_31b33a
      %865 = llvm.extractvalue %770[94] : !llvm_struct_31b33a
      %866 = llvm.extractvalue %770[95] : !llvm_struct_31b33a
      %867 = llvm.extractvalue %770[96] : !llvm_struct_31b33a
      %868 = llvm.extractvalue %770[97] : !llvm_struct_31b33a
      %869 = llvm.extractvalue %770[98] : !llvm_struct_31b33a
      %870 = llvm.extractvalue %770[99] : !llvm_struct_31b33a
      %871 = llvm.extractvalue %770[100] : !llvm_struct_31b33a
      %872 = llvm.extractvalue %770[101] : !llvm_struct_31b33a
      %873 = llvm.extractvalue %770[102] : !llvm_struct_31b33a
      %874 = llvm.extractvalue %770[103] : !llvm_struct_31b33a
      %875 = llvm.extractvalue %770[104] : !llvm_struct_31b33a
      %876 = llvm.extractvalue %770[105] : !llvm_struct_31b33a
      %877 = llvm.extractvalue %770[106] : !llvm_struct_31b33a
      %878 = llvm.extractvalue %770[107] : !llvm_struct_31b33a
      %879 = llvm.extractvalue %770[108] : !llvm_struct_31b33a
      %880 = llvm.extractvalue %770[109] : !llvm_struct_31b33a
      %881 = llvm.extractvalue %770[110] : !llvm_struct_31b33a
      %882 = llvm.extractvalue %770[111] : !llvm_struct_31b33a
      %883 = llvm.extractvalue %770[112] : !llvm_struct_31b33a
      %884 = llvm.extractvalue %770[113] : !llvm_struct_31b33a
      %885 = llvm.extractvalue %770[114] : !llvm_struct_31b33a
      %886 = llvm.extractvalue %770[115] : !llvm_struct_31b33a
      %887 = llvm.extractvalue %770[116] : !llvm_struct_31b33a
      %888 = llvm.extractvalue %770[117] : !llvm_struct_31b33a
      %889 = llvm.extractvalue %770[118] : !llvm_struct_31b33a
      %890 = llvm.extractvalue %770[119] : !llvm_struct_31b33a
      %891 = llvm.extractvalue %770[120] : !llvm_struct_31b33a
      %892 = llvm.extractvalue %770[121] : !llvm_struct_31b33a
      %893 = llvm.extractvalue %770[122] : !llvm_struct_31b33a
      %894 = llvm.extractvalue %770[123] : !llvm_struct_31b33a
      %895 = llvm.extractvalue %770[124] : !llvm_struct_31b33a
      %896 = llvm.extractvalue %770[125] : !llvm_struct_31b33a
      %897 = llvm.extractvalue %770[126] : !llvm_struct_31b33a
      %898 = llvm.extractvalue %770[127] : !llvm_struct_31b33a
      llvm.store %771, %42 : f32, !llvm.ptr
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
      llvm.store %892, %390 : f32, !llvm.ptr
      llvm.store %893, %391 : f32, !llvm.ptr
      llvm.store %894, %392 : f32, !llvm.ptr
      llvm.store %895, %393 : f32, !llvm.ptr
      llvm.store %896, %394 : f32, !llvm.ptr
      llvm.store %897, %395 : f32, !llvm.ptr
      llvm.store %898, %396 : f32, !llvm.ptr
      %899 = llvm.mul %628, %14 overflow<nsw> : i32
      %900 = llvm.add %899, %21 overflow<nsw> : i32
      %901 = llvm.add %399, %900 : i32
      %902 = llvm.mlir.constant(0 : i64) : i64
      %903 = llvm.insertelement %901, %397[%902 : i64] : vector<2xi32>
      %904 = llvm.bitcast %903 : vector<2xi32> to i64
      %905 = llvm.mul %628, %10 overflow<nsw> : i32
      %906 = llvm.add %905, %21 overflow<nsw> : i32
      %907 = llvm.add %402, %906 : i32
      %908 = llvm.mlir.constant(0 : i64) : i64
      %909 = llvm.insertelement %907, %400[%908 : i64] : vector<2xi32>
      %910 = llvm.bitcast %909 : vector<2xi32> to i64
      %911 = llvm.load %42 : !llvm.ptr -> f32
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
      %1032 = llvm.load %390 : !llvm.ptr -> f32
      %1033 = llvm.load %391 : !llvm.ptr -> f32
      %1034 = llvm.load %392 : !llvm.ptr -> f32
      %1035 = llvm.load %393 : !llvm.ptr -> f32
      %1036 = llvm.load %394 : !llvm.ptr -> f32
      %1037 = llvm.load %395 : !llvm.ptr -> f32
      %1038 = llvm.load %396 : !llvm.ptr -> f32
      %1039 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %904, %910, %39, %39, %39, %20, %20 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1040 = llvm.extractvalue %1039[0] : !llvm_struct_31b33a
      %1041 = llvm.extractvalue %1039[1] : !llvm_struct_31b33a
      %1042 = llvm.extractvalue %1039[2] : !llvm_struct_31b33a
      %1043 = llvm.extractvalue %1039[3] : !llvm_struct_31b33a
      %1044 = llvm.extractvalue %1039[4] : !llvm_struct_31b33a
      %1045 = llvm.extractvalue %1039[5] : !llvm_struct_31b33a
      %1046 = llvm.extractvalue %1039[6] : !llvm_struct_31b33a
      %1047 = llvm.extractvalue %1039[7] : !llvm_struct_31b33a
      %1048 = llvm.extractvalue %1039[8] : !llvm_struct_31b33a
      %1049 = llvm.extractvalue %1039[9] : !llvm_struct_31b33a
      %1050 = llvm.extractvalue %1039[10] : !llvm_struct_31b33a
      %1051 = llvm.extractvalue %1039[11] : !llvm_struct_31b33a
      %1052 = llvm.extractvalue %1039[12] : !llvm_struct_31b33a
      %1053 = llvm.extractvalue %1039[13] : !llvm_struct_31b33a
      %1054 = llvm.extractvalue %1039[14] : !llvm_struct_31b33a
      %1055 = llvm.extractvalue %1039[15] : !llvm_struct_31b33a
      %1056 = llvm.extractvalue %1039[16] : !llvm_struct_31b33a
      %1057 = llvm.extractvalue %1039[17] : !llvm_struct_31b33a
      %1058 = llvm.extractvalue %1039[18] : !llvm_struct_31b33a
      %1059 = llvm.extractvalue %1039[19] : !llvm_struct_31b33a
      %1060 = llvm.extractvalue %1039[20] : !llvm_struct_31b33a
      %1061 = llvm.extractvalue %1039[21] : !llvm_struct_31b33a
      %1062 = llvm.extractvalue %1039[22] : !llvm_struct_31b33a
      %1063 = llvm.extractvalue %1039[23] : !llvm_struct_31b33a
      %1064 = llvm.extractvalue %1039[24] : !llvm_struct_31b33a
      %1065 = llvm.extractvalue %1039[25] : !llvm_struct_31b33a
      %1066 = llvm.extractvalue %1039[26] : !llvm_struct_31b33a
      %1067 = llvm.extractvalue %1039[27] : !llvm_struct_31b33a
      %1068 = llvm.extractvalue %1039[28] : !llvm_struct_31b33a
      %1069 = llvm.extractvalue %1039[29] : !llvm_struct_31b33a
      %1070 = llvm.extractvalue %1039[30] : !llvm_struct_31b33a
      %1071 = llvm.extractvalue %1039[31] : !llvm_struct_31b33a
      %1072 = llvm.extractvalue %1039[32] : !llvm_struct_31b33a
      %1073 = llvm.extractvalue %1039[33] : !llvm_struct_31b33a
      %1074 = llvm.extractvalue %1039[34] : !llvm_struct_31b33a
      %1075 = llvm.extractvalue %1039[35] : !llvm_struct_31b33a
      %1076 = llvm.extractvalue %1039[36] : !llvm_struct_31b33a
      %1077 = llvm.extractvalue %1039[37] : !llvm_struct_31b33a
      %1078 = llvm.extractvalue %1039[38] : !llvm_struct_31b33a
      %1079 = llvm.extractvalue %1039[39] : !llvm_struct_31b33a
      %1080 = llvm.extractvalue %1039[40] : !llvm_struct_31b33a
      %1081 = llvm.extractvalue %1039[41] : !llvm_struct_31b33a
      %1082 = llvm.extractvalue %1039[42] : !llvm_struct_31b33a
      %1083 = llvm.extractvalue %1039[43] : !llvm_struct_31b33a
      %1084 = llvm.extractvalue %1039[44] : !llvm_struct_31b33a
      %1085 = llvm.extractvalue %1039[45] : !llvm_struct_31b33a
      %1086 = llvm.extractvalue %1039[46] : !llvm_struct_31b33a
      %1087 = llvm.extractvalue %1039[47] : !llvm_struct_31b33a
      %1088 = llvm.extractvalue %1039[48] : !llvm_struct_31b33a
      %1089 = llvm.extractvalue %1039[49] : !llvm_struct_31b33a
      %1090 = llvm.extractvalue %1039[50] : !llvm_struct_31b33a
      %1091 = llvm.extractvalue %1039[51] : !llvm_struct_31b33a
      %1092 = llvm.extractvalue %1039[52] : !llvm_struct_31b33a
      %1093 = llvm.extractvalue %1039[53] : !llvm_struct_31b33a
      %1094 = llvm.extractvalue %1039[54] : !llvm_struct_31b33a
      %1095 = llvm.extractvalue %1039[55] : !llvm_struct_31b33a
      %1096 = llvm.extractvalue %1039[56] : !llvm_struct_31b33a
      %1097 = llvm.extractvalue %1039[57] : !llvm_struct_31b33a
      %1098 = llvm.extractvalue %1039[58] : !llvm_struct_31b33a
      %1099 = llvm.extractvalue %1039[59] : !llvm_struct_31b33a
      %1100 = llvm.extractvalue %1039[60] : !llvm_struct_31b33a
      %1101 = llvm.extractvalue %1039[61] : !llvm_struct_31b33a
      %1102 = llvm.extractvalue %1039[62] : !llvm_struct_31b33a
      %1103 = llvm.extractvalue %1039[63] : !llvm_struct_31b33a
      %1104 = llvm.extractvalue %1039[64] : !llvm_struct_31b33a
      %1105 = llvm.extractvalue %1039[65] : !llvm_struct_31b33a
      %1106 = llvm.extractvalue %1039[66] : !llvm_struct_31b33a
      %1107 = llvm.extractvalue %1039[67] : !llvm_struct_31b33a
      %1108 = llvm.extractvalue %1039[68] : !llvm_struct_31b33a
      %1109 = llvm.extractvalue %1039[69] : !llvm_struct_31b33a
      %1110 = llvm.extractvalue %1039[70] : !llvm_struct_31b33a
      %1111 = llvm.extractvalue %1039[71] : !llvm_struct_31b33a
      %1112 = llvm.extractvalue %1039[72] : !llvm_struct_31b33a
      %1113 = llvm.extractvalue %1039[73] : !llvm_struct_31b33a
      %1114 = llvm.extractvalue %1039[74] : !llvm_struct_31b33a
      %1115 = llvm.extractvalue %1039[75] : !llvm_struct_31b33a
      %1116 = llvm.extractvalue %1039[76] : !llvm_struct_31b33a
      %1117 = llvm.extractvalue %1039[77] : !llvm_struct_31b33a
      %1118 = llvm.extractvalue %1039[78] : !llvm_struct_31b33a
      %1119 = llvm.extractvalue %1039[79] : !llvm_struct_31b33a
      %1120 = llvm.extractvalue %1039[80] : !llvm_struct_31b33a
      %1121 = llvm.extractvalue %1039[81] : !llvm_struct_31b33a
      %1122 = llvm.extractvalue %1039[82] : !llvm_struct_31b33a
      %1123 = llvm.extractvalue %1039[83] : !llvm_struct_31b33a
      %1124 = llvm.extractvalue %1039[84] : !llvm_struct_31b33a
      %1125 = llvm.extractvalue %1039[85] : !llvm_struct_31b33a
      %1126 = llvm.extractvalue %1039[86] : !llvm_struct_31b33a
      %1127 = llvm.extractvalue %1039[87] : !llvm_struct_31b33a
      %1128 = llvm.extractvalue %1039[88] : !llvm_struct_31b33a
      %1129 = llvm.extractvalue %1039[89] : !llvm_struct_31b33a
      %1130 = llvm.extractvalue %1039[90] : !llvm_struct_31b33a
      %1131 = llvm.extractvalue %1039[91] : !llvm_struct_31b33a
      %1132 = llvm.extractvalue %1039[92] : !llvm_struct_31b33a
      %1133 = llvm.extractvalue %1039[93] : !llvm_struct_31b33a
      %1134 = llvm.extractvalue %1039[94] : !llvm_struct_31b33a
      %1135 = llvm.extractvalue %1039[95] : !llvm_struct_31b33a
      %1136 = llvm.extractvalue %1039[96] : !llvm_struct_31b33a
      %1137 = llvm.extractvalue %1039[97] : !llvm_struct_31b33a
      %1138 = llvm.extractvalue %1039[98] : !llvm_struct_31b33a
      %1139 = llvm.extractvalue %1039[99] : !llvm_struct_31b33a
      %1140 = llvm.extractvalue %1039[100] : !llvm_struct_31b33a
      %1141 = llvm.extractvalue %1039[101] : !llvm_struct_31b33a
      %1142 = llvm.extractvalue %1039[102] : !llvm_struct_31b33a
      %1143 = llvm.extractvalue %1039[103] : !llvm_struct_31b33a
      %1144 = llvm.extractvalue %1039[104] : !llvm_struct_31b33a
      %1145 = llvm.extractvalue %1039[105] : !llvm_struct_31b33a
      %1146 = llvm.extractvalue %1039[106] : !llvm_struct_31b33a
      %1147 = llvm.extractvalue %1039[107] : !llvm_struct_31b33a
      %1148 = llvm.extractvalue %1039[108] : !llvm_struct_31b33a
      %1149 = llvm.extractvalue %1039[109] : !llvm_struct_31b33a
      %1150 = llvm.extractvalue %1039[110] : !llvm_struct_31b33a
      %1151 = llvm.extractvalue %1039[111] : !llvm_struct_31b33a
      %1152 = llvm.extractvalue %1039[112] : !llvm_struct_31b33a
      %1153 = llvm.extractvalue %1039[113] : !llvm_struct_31b33a
      %1154 = llvm.extractvalue %1039[114] : !llvm_struct_31b33a
      %1155 = llvm.extractvalue %1039[115] : !llvm_struct_31b33a
      %1156 = llvm.extractvalue %1039[116] : !llvm_struct_31b33a
      %1157 = llvm.extractvalue %1039[117] : !llvm_struct_31b33a
      %1158 = llvm.extractvalue %1039[118] : !llvm_struct_31b33a
      %1159 = llvm.extractvalue %1039[119] : !llvm_struct_31b33a
      %1160 = llvm.extractvalue %1039[120] : !llvm_struct_31b33a
      %1161 = llvm.extractvalue %1039[121] : !llvm_struct_31b33a
      %1162 = llvm.extractvalue %1039[122] : !llvm_struct_31b33a
      %1163 = llvm.extractvalue %1039[123] : !llvm_struct_31b33a
      %1164 = llvm.extractvalue %1039[124] : !llvm_struct_31b33a
      %1165 = llvm.extractvalue %1039[125] : !llvm_struct_31b33a
      %1166 = llvm.extractvalue %1039[126] : !llvm_struct_31b33a
      %1167 = llvm.extractvalue %1039[127] : !llvm_struct_31b33a
      llvm.store %1040, %42 : f32, !llvm.ptr
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
      llvm.store %1161, %390 : f32, !llvm.ptr
      llvm.store %1162, %391 : f32, !llvm.ptr
      llvm.store %1163, %392 : f32, !llvm.ptr
      llvm.store %1164, %393 : f32, !llvm.ptr
      llvm.store %1165, %394 : f32, !llvm.ptr
      llvm.store %1166, %395 : f32, !llvm.ptr
      llvm.store %1167, %396 : f32, !llvm.ptr
      %1168 = llvm.mul %628, %14 overflow<nsw> : i32
      %1169 = llvm.add %1168, %27 overflow<nsw> : i32
      %1170 = llvm.add %405, %1169 : i32
      %1171 = llvm.mlir.constant(0 : i64) : i64
      %1172 = llvm.insertelement %1170, %403[%1171 : i64] : vector<2xi32>
      %1173 = llvm.bitcast %1172 : vector<2xi32> to i64
      %1174 = llvm.mul %628, %10 overflow<nsw> : i32
      %1175 = llvm.add %1174, %27 overflow<nsw> : i32
      %1176 = llvm.add %408, %1175 : i32
      %1177 = llvm.mlir.constant(0 : i64) : i64
      %1178 = llvm.insertelement %1176, %406[%1177 : i64] : vector<2xi32>
      %1179 = llvm.bitcast %1178 : vector<2xi32> to i64
      %1180 = llvm.load %42 : !llvm.ptr -> f32
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
      %1301 = llvm.load %390 : !llvm.ptr -> f32
      %1302 = llvm.load %391 : !llvm.ptr -> f32
      %1303 = llvm.load %392 : !llvm.ptr -> f32
      %1304 = llvm.load %393 : !llvm.ptr -> f32
      %1305 = llvm.load %394 : !llvm.ptr -> f32
      %1306 = llvm.load %395 : !llvm.ptr -> f32
      %1307 = llvm.load %396 : !llvm.ptr -> f32
      %1308 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1173, %1179, %39, %39, %39, %20, %20 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1309 = llvm.extractvalue %1308[0] : !llvm_struct_31b33a
      %1310 = llvm.extractvalue %1308[1] : !llvm_struct_31b33a
      %1311 = llvm.extractvalue %1308[2] : !llvm_struct_31b33a
      %1312 = llvm.extractvalue %1308[3] : !llvm_struct_31b33a
      %1313 = llvm.extractvalue %1308[4] : !llvm_struct_31b33a
      %1314 = llvm.extractvalue %1308[5] : !llvm_struct_31b33a
      %1315 = llvm.extractvalue %1308[6] : !llvm_struct_31b33a
      %1316 = llvm.extractvalue %1308[7] : !llvm_struct_31b33a
      %1317 = llvm.extractvalue %1308[8] : !llvm_struct_31b33a
      %1318 = llvm.extractvalue %1308[9] : !llvm_struct_31b33a
      %1319 = llvm.extractvalue %1308[10] : !llvm_struct_31b33a
      %1320 = llvm.extractvalue %1308[11] : !llvm_struct_31b33a
      %1321 = llvm.extractvalue %1308[12] : !llvm_struct_31b33a
      %1322 = llvm.extractvalue %1308[13] : !llvm_struct_31b33a
      %1323 = llvm.extractvalue %1308[14] : !llvm_struct_31b33a
      %1324 = llvm.extractvalue %1308[15] : !llvm_struct_31b33a
      %1325 = llvm.extractvalue %1308[16] : !llvm_struct_31b33a
      %1326 = llvm.extractvalue %1308[17] : !llvm_struct_31b33a
      %1327 = llvm.extractvalue %1308[18] : !llvm_struct_31b33a
      %1328 = llvm.extractvalue %1308[19] : !llvm_struct_31b33a
      %1329 = llvm.extractvalue %1308[20] : !llvm_struct_31b33a
      %1330 = llvm.extractvalue %1308[21] : !llvm_struct_31b33a
      %1331 = llvm.extractvalue %1308[22] : !llvm_struct_31b33a
      %1332 = llvm.extractvalue %1308[23] : !llvm_struct_31b33a
      %1333 = llvm.extractvalue %1308[24] : !llvm_struct_31b33a
      %1334 = llvm.extractvalue %1308[25] : !llvm_struct_31b33a
      %1335 = llvm.extractvalue %1308[26] : !llvm_struct_31b33a
      %1336 = llvm.extractvalue %1308[27] : !llvm_struct_31b33a
      %1337 = llvm.extractvalue %1308[28] : !llvm_struct_31b33a
      %1338 = llvm.extractvalue %1308[29] : !llvm_struct_31b33a
      %1339 = llvm.extractvalue %1308[30] : !llvm_struct_31b33a
      %1340 = llvm.extractvalue %1308[31] : !llvm_struct_31b33a
      %1341 = llvm.extractvalue %1308[32] : !llvm_struct_31b33a
      %1342 = llvm.extractvalue %1308[33] : !llvm_struct_31b33a
      %1343 = llvm.extractvalue %1308[34] : !llvm_struct_31b33a
      %1344 = llvm.extractvalue %1308[35] : !llvm_struct_31b33a
      %1345 = llvm.extractvalue %1308[36] : !llvm_struct_31b33a
      %1346 = llvm.extractvalue %1308[37] : !llvm_struct_31b33a
      %1347 = llvm.extractvalue %1308[38] : !llvm_struct_31b33a
      %1348 = llvm.extractvalue %1308[39] : !llvm_struct_31b33a
      %1349 = llvm.extractvalue %1308[40] : !llvm_struct_31b33a
      %1350 = llvm.extractvalue %1308[41] : !llvm_struct_31b33a
      %1351 = llvm.extractvalue %1308[42] : !llvm_struct_31b33a
      %1352 = llvm.extractvalue %1308[43] : !llvm_struct_31b33a
      %1353 = llvm.extractvalue %1308[44] : !llvm_struct_31b33a
      %1354 = llvm.extractvalue %1308[45] : !llvm_struct_31b33a
      %1355 = llvm.extractvalue %1308[46] : !llvm_struct_31b33a
      %1356 = llvm.extractvalue %1308[47] : !llvm_struct_31b33a
      %1357 = llvm.extractvalue %1308[48] : !llvm_struct_31b33a
      %1358 = llvm.extractvalue %1308[49] : !llvm_struct_31b33a
      %1359 = llvm.extractvalue %1308[50] : !llvm_struct_31b33a
      %1360 = llvm.extractvalue %1308[51] : !llvm_struct_31b33a
      %1361 = llvm.extractvalue %1308[52] : !llvm_struct_31b33a
      %1362 = llvm.extractvalue %1308[53] : !llvm_struct_31b33a
      %1363 = llvm.extractvalue %1308[54] : !llvm_struct_31b33a
      %1364 = llvm.extractvalue %1308[55] : !llvm_struct_31b33a
      %1365 = llvm.extractvalue %1308[56] : !llvm_struct_31b33a
      %1366 = llvm.extractvalue %1308[57] : !llvm_struct_31b33a
      %1367 = llvm.extractvalue %1308[58] : !llvm_struct_31b33a
      %1368 = llvm.extractvalue %1308[59] : !llvm_struct_31b33a
      %1369 = llvm.extractvalue %1308[60] : !llvm_struct_31b33a
      %1370 = llvm.extractvalue %1308[61] : !llvm_struct_31b33a
      %1371 = llvm.extractvalue %1308[62] : !llvm_struct_31b33a
      %1372 = llvm.extractvalue %1308[63] : !llvm_struct_31b33a
      %1373 = llvm.extractvalue %1308[64] : !llvm_struct_31b33a
      %1374 = llvm.extractvalue %1308[65] : !llvm_struct_31b33a
      %1375 = llvm.extractvalue %1308[66] : !llvm_struct_31b33a
      %1376 = llvm.extractvalue %1308[67] : !llvm_struct_31b33a
      %1377 = llvm.extractvalue %1308[68] : !llvm_struct_31b33a
      %1378 = llvm.extractvalue %1308[69] : !llvm_struct_31b33a
      %1379 = llvm.extractvalue %1308[70] : !llvm_struct_31b33a
      %1380 = llvm.extractvalue %1308[71] : !llvm_struct_31b33a
      %1381 = llvm.extractvalue %1308[72] : !llvm_struct_31b33a
      %1382 = llvm.extractvalue %1308[73] : !llvm_struct_31b33a
      %1383 = llvm.extractvalue %1308[74] : !llvm_struct_31b33a
      %1384 = llvm.extractvalue %1308[75] : !llvm_struct_31b33a
      %1385 = llvm.extractvalue %1308[76] : !llvm_struct_31b33a
      %1386 = llvm.extractvalue %1308[77] : !llvm_struct_31b33a
      %1387 = llvm.extractvalue %1308[78] : !llvm_struct_31b33a
      %1388 = llvm.extractvalue %1308[79] : !llvm_struct_31b33a
      %1389 = llvm.extractvalue %1308[80] : !llvm_struct_31b33a
      %1390 = llvm.extractvalue %1308[81] : !llvm_struct_31b33a
      %1391 = llvm.extractvalue %1308[82] : !llvm_struct_31b33a
      %1392 = llvm.extractvalue %1308[83] : !llvm_struct_31b33a
      %1393 = llvm.extractvalue %1308[84] : !llvm_struct_31b33a
      %1394 = llvm.extractvalue %1308[85] : !llvm_struct_31b33a
      %1395 = llvm.extractvalue %1308[86] : !llvm_struct_31b33a
      %1396 = llvm.extractvalue %1308[87] : !llvm_struct_31b33a
      %1397 = llvm.extractvalue %1308[88] : !llvm_struct_31b33a
      %1398 = llvm.extractvalue %1308[89] : !llvm_struct_31b33a
      %1399 = llvm.extractvalue %1308[90] : !llvm_struct_31b33a
      %1400 = llvm.extractvalue %1308[91] : !llvm_struct_31b33a
      %1401 = llvm.extractvalue %1308[92] : !llvm_struct_31b33a
      %1402 = llvm.extractvalue %1308[93] : !llvm_struct_31b33a
      %1403 = llvm.extractvalue %1308[94] : !llvm_struct_31b33a
      %1404 = llvm.extractvalue %1308[95] : !llvm_struct_31b33a
      %1405 = llvm.extractvalue %1308[96] : !llvm_struct_31b33a
      %1406 = llvm.extractvalue %1308[97] : !llvm_struct_31b33a
      %1407 = llvm.extractvalue %1308[98] : !llvm_struct_31b33a
      %1408 = llvm.extractvalue %1308[99] : !llvm_struct_31b33a
      %1409 = llvm.extractvalue %1308[100] : !llvm_struct_31b33a
      %1410 = llvm.extractvalue %1308[101] : !llvm_struct_31b33a
      %1411 = llvm.extractvalue %1308[102] : !llvm_struct_31b33a
      %1412 = llvm.extractvalue %1308[103] : !llvm_struct_31b33a
      %1413 = llvm.extractvalue %1308[104] : !llvm_struct_31b33a
      %1414 = llvm.extractvalue %1308[105] : !llvm_struct_31b33a
      %1415 = llvm.extractvalue %1308[106] : !llvm_struct_31b33a
      %1416 = llvm.extractvalue %1308[107] : !llvm_struct_31b33a
      %1417 = llvm.extractvalue %1308[108] : !llvm_struct_31b33a
      %1418 = llvm.extractvalue %1308[109] : !llvm_struct_31b33a
      %1419 = llvm.extractvalue %1308[110] : !llvm_struct_31b33a
      %1420 = llvm.extractvalue %1308[111] : !llvm_struct_31b33a
      %1421 = llvm.extractvalue %1308[112] : !llvm_struct_31b33a
      %1422 = llvm.extractvalue %1308[113] : !llvm_struct_31b33a
      %1423 = llvm.extractvalue %1308[114] : !llvm_struct_31b33a
      %1424 = llvm.extractvalue %1308[115] : !llvm_struct_31b33a
      %1425 = llvm.extractvalue %1308[116] : !llvm_struct_31b33a
      %1426 = llvm.extractvalue %1308[117] : !llvm_struct_31b33a
      %1427 = llvm.extractvalue %1308[118] : !llvm_struct_31b33a
      %1428 = llvm.extractvalue %1308[119] : !llvm_struct_31b33a
      %1429 = llvm.extractvalue %1308[120] : !llvm_struct_31b33a
      %1430 = llvm.extractvalue %1308[121] : !llvm_struct_31b33a
      %1431 = llvm.extractvalue %1308[122] : !llvm_struct_31b33a
      %1432 = llvm.extractvalue %1308[123] : !llvm_struct_31b33a
      %1433 = llvm.extractvalue %1308[124] : !llvm_struct_31b33a
      %1434 = llvm.extractvalue %1308[125] : !llvm_struct_31b33a
      %1435 = llvm.extractvalue %1308[126] : !llvm_struct_31b33a
      %1436 = llvm.extractvalue %1308[127] : !llvm_struct_31b33a
      llvm.store %1309, %42 : f32, !llvm.ptr
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
      llvm.store %1430, %390 : f32, !llvm.ptr
      llvm.store %1431, %391 : f32, !llvm.ptr
      llvm.store %1432, %392 : f32, !llvm.ptr
      llvm.store %1433, %393 : f32, !llvm.ptr
      llvm.store %1434, %394 : f32, !llvm.ptr
      llvm.store %1435, %395 : f32, !llvm.ptr
      llvm.store %1436, %396 : f32, !llvm.ptr
      %1437 = llvm.mul %628, %14 overflow<nsw> : i32
      %1438 = llvm.add %1437, %13 overflow<nsw> : i32
      %1439 = llvm.add %411, %1438 : i32
      %1440 = llvm.mlir.constant(0 : i64) : i64
      %1441 = llvm.insertelement %1439, %409[%1440 : i64] : vector<2xi32>
      %1442 = llvm.bitcast %1441 : vector<2xi32> to i64
      %1443 = llvm.mul %628, %10 overflow<nsw> : i32
      %1444 = llvm.add %1443, %13 overflow<nsw> : i32
      %1445 = llvm.add %414, %1444 : i32
      %1446 = llvm.mlir.constant(0 : i64) : i64
      %1447 = llvm.insertelement %1445, %412[%1446 : i64] : vector<2xi32>
      %1448 = llvm.bitcast %1447 : vector<2xi32> to i64
      %1449 = llvm.load %42 : !llvm.ptr -> f32
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
      %1570 = llvm.load %390 : !llvm.ptr -> f32
      %1571 = llvm.load %391 : !llvm.ptr -> f32
      %1572 = llvm.load %392 : !llvm.ptr -> f32
      %1573 = llvm.load %393 : !llvm.ptr -> f32
      %1574 = llvm.load %394 : !llvm.ptr -> f32
      %1575 = llvm.load %395 : !llvm.ptr -> f32
      %1576 = llvm.load %396 : !llvm.ptr -> f32
      %1577 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1449, %1450, %1451, %1452, %1453, %1454, %1455, %1456, %1457, %1458, %1459, %1460, %1461, %1462, %1463, %1464, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, %1474, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1506, %1507, %1508, %1509, %1510, %1511, %1512, %1513, %1514, %1515, %1516, %1517, %1518, %1519, %1520, %1521, %1522, %1523, %1524, %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, %1536, %1537, %1538, %1539, %1540, %1541, %1542, %1543, %1544, %1545, %1546, %1547, %1548, %1549, %1550, %1551, %1552, %1553, %1554, %1555, %1556, %1557, %1558, %1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1442, %1448, %39, %39, %39, %20, %20 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1578 = llvm.extractvalue %1577[0] : !llvm_struct_31b33a
      %1579 = llvm.extractvalue %1577[1] : !llvm_struct_31b33a
      %1580 = llvm.extractvalue %1577[2] : !llvm_struct_31b33a
      %1581 = llvm.extractvalue %1577[3] : !llvm_struct_31b33a
      %1582 = llvm.extractvalue %1577[4] : !llvm_struct_31b33a
      %1583 = llvm.extractvalue %1577[5] : !llvm_struct_31b33a
      %1584 = llvm.extractvalue %1577[6] : !llvm_struct_31b33a
      %1585 = llvm.extractvalue %1577[7] : !llvm_struct_31b33a
      %1586 = llvm.extractvalue %1577[8] : !llvm_struct_31b33a
      %1587 = llvm.extractvalue %1577[9] : !llvm_struct_31b33a
      %1588 = llvm.extractvalue %1577[10] : !llvm_struct_31b33a
      %1589 = llvm.extractvalue %1577[11] : !llvm_struct_31b33a
      %1590 = llvm.extractvalue %1577[12] : !llvm_struct_31b33a
      %1591 = llvm.extractvalue %1577[13] : !llvm_struct_31b33a
      %1592 = llvm.extractvalue %1577[14] : !llvm_struct_31b33a
      %1593 = llvm.extractvalue %1577[15] : !llvm_struct_31b33a
      %1594 = llvm.extractvalue %1577[16] : !llvm_struct_31b33a
      %1595 = llvm.extractvalue %1577[17] : !llvm_struct_31b33a
      %1596 = llvm.extractvalue %1577[18] : !llvm_struct_31b33a
      %1597 = llvm.extractvalue %1577[19] : !llvm_struct_31b33a
      %1598 = llvm.extractvalue %1577[20] : !llvm_struct_31b33a
      %1599 = llvm.extractvalue %1577[21] : !llvm_struct_31b33a
      %1600 = llvm.extractvalue %1577[22] : !llvm_struct_31b33a
      %1601 = llvm.extractvalue %1577[23] : !llvm_struct_31b33a
      %1602 = llvm.extractvalue %1577[24] : !llvm_struct_31b33a
      %1603 = llvm.extractvalue %1577[25] : !llvm_struct_31b33a
      %1604 = llvm.extractvalue %1577[26] : !llvm_struct_31b33a
      %1605 = llvm.extractvalue %1577[27] : !llvm_struct_31b33a
      %1606 = llvm.extractvalue %1577[28] : !llvm_struct_31b33a
      %1607 = llvm.extractvalue %1577[29] : !llvm_struct_31b33a
      %1608 = llvm.extractvalue %1577[30] : !llvm_struct_31b33a
      %1609 = llvm.extractvalue %1577[31] : !llvm_struct_31b33a
      %1610 = llvm.extractvalue %1577[32] : !llvm_struct_31b33a
      %1611 = llvm.extractvalue %1577[33] : !llvm_struct_31b33a
      %1612 = llvm.extractvalue %1577[34] : !llvm_struct_31b33a
      %1613 = llvm.extractvalue %1577[35] : !llvm_struct_31b33a
      %1614 = llvm.extractvalue %1577[36] : !llvm_struct_31b33a
      %1615 = llvm.extractvalue %1577[37] : !llvm_struct_31b33a
      %1616 = llvm.extractvalue %1577[38] : !llvm_struct_31b33a
      %1617 = llvm.extractvalue %1577[39] : !llvm_struct_31b33a
      %1618 = llvm.extractvalue %1577[40] : !llvm_struct_31b33a
      %1619 = llvm.extractvalue %1577[41] : !llvm_struct_31b33a
      %1620 = llvm.extractvalue %1577[42] : !llvm_struct_31b33a
      %1621 = llvm.extractvalue %1577[43] : !llvm_struct_31b33a
      %1622 = llvm.extractvalue %1577[44] : !llvm_struct_31b33a
      %1623 = llvm.extractvalue %1577[45] : !llvm_struct_31b33a
      %1624 = llvm.extractvalue %1577[46] : !llvm_struct_31b33a
      %1625 = llvm.extractvalue %1577[47] : !llvm_struct_31b33a
      %1626 = llvm.extractvalue %1577[48] : !llvm_struct_31b33a
      %1627 = llvm.extractvalue %1577[49] : !llvm_struct_31b33a
      %1628 = llvm.extractvalue %1577[50] : !llvm_struct_31b33a
      %1629 = llvm.extractvalue %1577[51] : !llvm_struct_31b33a
      %1630 = llvm.extractvalue %1577[52] : !llvm_struct_31b33a
      %1631 = llvm.extractvalue %1577[53] : !llvm_struct_31b33a
      %1632 = llvm.extractvalue %1577[54] : !llvm_struct_31b33a
      %1633 = llvm.extractvalue %1577[55] : !llvm_struct_31b33a
      %1634 = llvm.extractvalue %1577[56] : !llvm_struct_31b33a
      %1635 = llvm.extractvalue %1577[57] : !llvm_struct_31b33a
      %1636 = llvm.extractvalue %1577[58] : !llvm_struct_31b33a
      %1637 = llvm.extractvalue %1577[59] : !llvm_struct_31b33a
      %1638 = llvm.extractvalue %1577[60] : !llvm_struct_31b33a
      %1639 = llvm.extractvalue %1577[61] : !llvm_struct_31b33a
      %1640 = llvm.extractvalue %1577[62] : !llvm_struct_31b33a
      %1641 = llvm.extractvalue %1577[63] : !llvm_struct_31b33a
      %1642 = llvm.extractvalue %1577[64] : !llvm_struct_31b33a
      %1643 = llvm.extractvalue %1577[65] : !llvm_struct_31b33a
      %1644 = llvm.extractvalue %1577[66] : !llvm_struct_31b33a
      %1645 = llvm.extractvalue %1577[67] : !llvm_struct_31b33a
      %1646 = llvm.extractvalue %1577[68] : !llvm_struct_31b33a
      %1647 = llvm.extractvalue %1577[69] : !llvm_struct_31b33a
      %1648 = llvm.extractvalue %1577[70] : !llvm_struct_31b33a
      %1649 = llvm.extractvalue %1577[71] : !llvm_struct_31b33a
      %1650 = llvm.extractvalue %1577[72] : !llvm_struct_31b33a
      %1651 = llvm.extractvalue %1577[73] : !llvm_struct_31b33a
      %1652 = llvm.extractvalue %1577[74] : !llvm_struct_31b33a
      %1653 = llvm.extractvalue %1577[75] : !llvm_struct_31b33a
      %1654 = llvm.extractvalue %1577[76] : !llvm_struct_31b33a
      %1655 = llvm.extractvalue %1577[77] : !llvm_struct_31b33a
      %1656 = llvm.extractvalue %1577[78] : !llvm_struct_31b33a
      %1657 = llvm.extractvalue %1577[79] : !llvm_struct_31b33a
      %1658 = llvm.extractvalue %1577[80] : !llvm_struct_31b33a
      %1659 = llvm.extractvalue %1577[81] : !llvm_struct_31b33a
      %1660 = llvm.extractvalue %1577[82] : !llvm_struct_31b33a
      %1661 = llvm.extractvalue %1577[83] : !llvm_struct_31b33a
      %1662 = llvm.extractvalue %1577[84] : !llvm_struct_31b33a
      %1663 = llvm.extractvalue %1577[85] : !llvm_struct_31b33a
      %1664 = llvm.extractvalue %1577[86] : !llvm_struct_31b33a
      %1665 = llvm.extractvalue %1577[87] : !llvm_struct_31b33a
      %1666 = llvm.extractvalue %1577[88] : !llvm_struct_31b33a
      %1667 = llvm.extractvalue %1577[89] : !llvm_struct_31b33a
      %1668 = llvm.extractvalue %1577[90] : !llvm_struct_31b33a
      %1669 = llvm.extractvalue %1577[91] : !llvm_struct_31b33a
      %1670 = llvm.extractvalue %1577[92] : !llvm_struct_31b33a
      %1671 = llvm.extractvalue %1577[93] : !llvm_struct_31b33a
      %1672 = llvm.extractvalue %1577[94] : !llvm_struct_31b33a
      %1673 = llvm.extractvalue %1577[95] : !llvm_struct_31b33a
      %1674 = llvm.extractvalue %1577[96] : !llvm_struct_31b33a
      %1675 = llvm.extractvalue %1577[97] : !llvm_struct_31b33a
      %1676 = llvm.extractvalue %1577[98] : !llvm_struct_31b33a
      %1677 = llvm.extractvalue %1577[99] : !llvm_struct_31b33a
      %1678 = llvm.extractvalue %1577[100] : !llvm_struct_31b33a
      %1679 = llvm.extractvalue %1577[101] : !llvm_struct_31b33a
      %1680 = llvm.extractvalue %1577[102] : !llvm_struct_31b33a
      %1681 = llvm.extractvalue %1577[103] : !llvm_struct_31b33a
      %1682 = llvm.extractvalue %1577[104] : !llvm_struct_31b33a
      %1683 = llvm.extractvalue %1577[105] : !llvm_struct_31b33a
      %1684 = llvm.extractvalue %1577[106] : !llvm_struct_31b33a
      %1685 = llvm.extractvalue %1577[107] : !llvm_struct_31b33a
      %1686 = llvm.extractvalue %1577[108] : !llvm_struct_31b33a
      %1687 = llvm.extractvalue %1577[109] : !llvm_struct_31b33a
      %1688 = llvm.extractvalue %1577[110] : !llvm_struct_31b33a
      %1689 = llvm.extractvalue %1577[111] : !llvm_struct_31b33a
      %1690 = llvm.extractvalue %1577[112] : !llvm_struct_31b33a
      %1691 = llvm.extractvalue %1577[113] : !llvm_struct_31b33a
      %1692 = llvm.extractvalue %1577[114] : !llvm_struct_31b33a
      %1693 = llvm.extractvalue %1577[115] : !llvm_struct_31b33a
      %1694 = llvm.extractvalue %1577[116] : !llvm_struct_31b33a
      %1695 = llvm.extractvalue %1577[117] : !llvm_struct_31b33a
      %1696 = llvm.extractvalue %1577[118] : !llvm_struct_31b33a
      %1697 = llvm.extractvalue %1577[119] : !llvm_struct_31b33a
      %1698 = llvm.extractvalue %1577[120] : !llvm_struct_31b33a
      %1699 = llvm.extractvalue %1577[121] : !llvm_struct_31b33a
      %1700 = llvm.extractvalue %1577[122] : !llvm_struct_31b33a
      %1701 = llvm.extractvalue %1577[123] : !llvm_struct_31b33a
      %1702 = llvm.extractvalue %1577[124] : !llvm_struct_31b33a
      %1703 = llvm.extractvalue %1577[125] : !llvm_struct_31b33a
      %1704 = llvm.extractvalue %1577[126] : !llvm_struct_31b33a
      %1705 = llvm.extractvalue %1577[127] : !llvm_struct_31b33a
      llvm.store %1578, %42 : f32, !llvm.ptr
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
      llvm.store %1699, %390 : f32, !llvm.ptr
      llvm.store %1700, %391 : f32, !llvm.ptr
      llvm.store %1701, %392 : f32, !llvm.ptr
      llvm.store %1702, %393 : f32, !llvm.ptr
      llvm.store %1703, %394 : f32, !llvm.ptr
      llvm.store %1704, %395 : f32, !llvm.ptr
      llvm.store %1705, %396 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1706 = llvm.icmp "sgt" %623, %20 : i32
      llvm.cond_br %1706, ^bb47, ^bb54
    ^bb47:  // pred: ^bb46
      llvm.cond_br %122, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %1707 = llvm.getelementptr %108[%625] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1708 = nvvm.mapa %1707, %115 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1708, %39 : !llvm.ptr<7>
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %1709 = llvm.add %625, %39 : i32
      %1710 = llvm.add %624, %39 : i32
      %1711 = llvm.icmp "eq" %1709, %27 : i32
      %1712 = llvm.select %1711, %20, %1709 : i1, i32
      llvm.cond_br %1711, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %1713 = llvm.xor %626, %39 : i32
      llvm.br ^bb52(%1713 : i32)
    ^bb51:  // pred: ^bb49
      llvm.br ^bb52(%626 : i32)
    ^bb52(%1714: i32):  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // pred: ^bb52
      llvm.br ^bb55(%1710, %1712, %1714 : i32, i32, i32)
    ^bb54:  // pred: ^bb46
      llvm.br ^bb55(%624, %625, %626 : i32, i32, i32)
    ^bb55(%1715: i32, %1716: i32, %1717: i32):  // 2 preds: ^bb53, ^bb54
      llvm.br ^bb56
    ^bb56:  // pred: ^bb55
      %1718 = llvm.add %628, %39 : i32
      %1719 = llvm.add %627, %39 : i32
      %1720 = llvm.icmp "eq" %1718, %27 : i32
      %1721 = llvm.select %1720, %20, %1718 : i1, i32
      llvm.cond_br %1720, ^bb57, ^bb58
    ^bb57:  // pred: ^bb56
      %1722 = llvm.xor %629, %39 : i32
      llvm.br ^bb59(%1722 : i32)
    ^bb58:  // pred: ^bb56
      llvm.br ^bb59(%629 : i32)
    ^bb59(%1723: i32):  // 2 preds: ^bb57, ^bb58
      llvm.br ^bb60
    ^bb60:  // pred: ^bb59
      %1724 = llvm.add %623, %39 : i32
      llvm.br ^bb45(%1724, %1715, %1716, %1717, %1719, %1721, %1723 : i32, i32, i32, i32, i32, i32, i32)
    ^bb61:  // pred: ^bb45
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %122, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %1725 = llvm.getelementptr %108[%625] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1726 = nvvm.mapa %1725, %115 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1726, %39 : !llvm.ptr<7>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %1727 = llvm.add %625, %39 : i32
      %1728 = llvm.add %624, %39 : i32
      %1729 = llvm.icmp "eq" %1727, %27 : i32
      %1730 = llvm.select %1729, %20, %1727 : i1, i32
      llvm.cond_br %1729, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %1731 = llvm.xor %626, %39 : i32
      llvm.br ^bb66(%1731 : i32)
    ^bb65:  // pred: ^bb63
      llvm.br ^bb66(%626 : i32)
    ^bb66(%1732: i32):  // 2 preds: ^bb64, ^bb65
      llvm.br ^bb67
    ^bb67:  // pred: ^bb66
      %1733 = llvm.mul %620, %37 overflow<nsw> : i32
      %1734 = llvm.mul %621, %34 overflow<nsw> : i32
      %1735 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1735, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1736 = llvm.load %415 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1736, %416 {alignment = 4 : i64} : f32, !llvm.ptr
      %1737 = llvm.load %417 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1737, %418 {alignment = 8 : i64} : f32, !llvm.ptr
      %1738 = llvm.load %419 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1738, %420 {alignment = 4 : i64} : f32, !llvm.ptr
      %1739 = llvm.load %421 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1739, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %1740 = llvm.load %423 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1740, %424 {alignment = 4 : i64} : f32, !llvm.ptr
      %1741 = llvm.load %425 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1741, %426 {alignment = 8 : i64} : f32, !llvm.ptr
      %1742 = llvm.load %427 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1742, %428 {alignment = 4 : i64} : f32, !llvm.ptr
      %1743 = llvm.load %429 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1743, %430 {alignment = 32 : i64} : f32, !llvm.ptr
      %1744 = llvm.load %431 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1744, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %1745 = llvm.load %433 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1745, %434 {alignment = 8 : i64} : f32, !llvm.ptr
      %1746 = llvm.load %435 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1746, %436 {alignment = 4 : i64} : f32, !llvm.ptr
      %1747 = llvm.load %437 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1747, %438 {alignment = 16 : i64} : f32, !llvm.ptr
      %1748 = llvm.load %439 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1748, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %1749 = llvm.load %441 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1749, %442 {alignment = 8 : i64} : f32, !llvm.ptr
      %1750 = llvm.load %443 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1750, %444 {alignment = 4 : i64} : f32, !llvm.ptr
      %1751 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1752 = llvm.bitcast %1751 : vector<16xf32> to vector<16xi32>
      %1753 = llvm.mlir.undef : vector<8xi32>
      %1754 = llvm.mlir.constant(0 : i64) : i64
      %1755 = llvm.mlir.constant(0 : i64) : i64
      %1756 = llvm.extractelement %1752[%1755 : i64] : vector<16xi32>
      %1757 = llvm.mlir.constant(1 : i64) : i64
      %1758 = llvm.extractelement %1752[%1757 : i64] : vector<16xi32>
      %1759 = llvm.bitcast %1756 : i32 to f32
      %1760 = llvm.bitcast %1758 : i32 to f32
      %1761 = nvvm.convert.f32x2.to.f16x2 %1760, %1759 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1762 = llvm.bitcast %1761 : vector<2xf16> to i32
      %1763 = llvm.insertelement %1762, %1753[%1754 : i64] : vector<8xi32>
      %1764 = llvm.mlir.constant(1 : i64) : i64
      %1765 = llvm.mlir.constant(2 : i64) : i64
      %1766 = llvm.extractelement %1752[%1765 : i64] : vector<16xi32>
      %1767 = llvm.mlir.constant(3 : i64) : i64
      %1768 = llvm.extractelement %1752[%1767 : i64] : vector<16xi32>
      %1769 = llvm.bitcast %1766 : i32 to f32
      %1770 = llvm.bitcast %1768 : i32 to f32
      %1771 = nvvm.convert.f32x2.to.f16x2 %1770, %1769 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1772 = llvm.bitcast %1771 : vector<2xf16> to i32
      %1773 = llvm.insertelement %1772, %1763[%1764 : i64] : vector<8xi32>
      %1774 = llvm.mlir.constant(2 : i64) : i64
      %1775 = llvm.mlir.constant(4 : i64) : i64
      %1776 = llvm.extractelement %1752[%1775 : i64] : vector<16xi32>
      %1777 = llvm.mlir.constant(5 : i64) : i64
      %1778 = llvm.extractelement %1752[%1777 : i64] : vector<16xi32>
      %1779 = llvm.bitcast %1776 : i32 to f32
      %1780 = llvm.bitcast %1778 : i32 to f32
      %1781 = nvvm.convert.f32x2.to.f16x2 %1780, %1779 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1782 = llvm.bitcast %1781 : vector<2xf16> to i32
      %1783 = llvm.insertelement %1782, %1773[%1774 : i64] : vector<8xi32>
      %1784 = llvm.mlir.constant(3 : i64) : i64
      %1785 = llvm.mlir.constant(6 : i64) : i64
      %1786 = llvm.extractelement %1752[%1785 : i64] : vector<16xi32>
      %1787 = llvm.mlir.constant(7 : i64) : i64
      %1788 = llvm.extractelement %1752[%1787 : i64] : vector<16xi32>
      %1789 = llvm.bitcast %1786 : i32 to f32
      %1790 = llvm.bitcast %1788 : i32 to f32
      %1791 = nvvm.convert.f32x2.to.f16x2 %1790, %1789 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1792 = llvm.bitcast %1791 : vector<2xf16> to i32
      %1793 = llvm.insertelement %1792, %1783[%1784 : i64] : vector<8xi32>
      %1794 = llvm.mlir.constant(4 : i64) : i64
      %1795 = llvm.mlir.constant(8 : i64) : i64
      %1796 = llvm.extractelement %1752[%1795 : i64] : vector<16xi32>
      %1797 = llvm.mlir.constant(9 : i64) : i64
      %1798 = llvm.extractelement %1752[%1797 : i64] : vector<16xi32>
      %1799 = llvm.bitcast %1796 : i32 to f32
      %1800 = llvm.bitcast %1798 : i32 to f32
      %1801 = nvvm.convert.f32x2.to.f16x2 %1800, %1799 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1802 = llvm.bitcast %1801 : vector<2xf16> to i32
      %1803 = llvm.insertelement %1802, %1793[%1794 : i64] : vector<8xi32>
      %1804 = llvm.mlir.constant(5 : i64) : i64
      %1805 = llvm.mlir.constant(10 : i64) : i64
      %1806 = llvm.extractelement %1752[%1805 : i64] : vector<16xi32>
      %1807 = llvm.mlir.constant(11 : i64) : i64
      %1808 = llvm.extractelement %1752[%1807 : i64] : vector<16xi32>
      %1809 = llvm.bitcast %1806 : i32 to f32
      %1810 = llvm.bitcast %1808 : i32 to f32
      %1811 = nvvm.convert.f32x2.to.f16x2 %1810, %1809 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1812 = llvm.bitcast %1811 : vector<2xf16> to i32
      %1813 = llvm.insertelement %1812, %1803[%1804 : i64] : vector<8xi32>
      %1814 = llvm.mlir.constant(6 : i64) : i64
      %1815 = llvm.mlir.constant(12 : i64) : i64
      %1816 = llvm.extractelement %1752[%1815 : i64] : vector<16xi32>
      %1817 = llvm.mlir.constant(13 : i64) : i64
      %1818 = llvm.extractelement %1752[%1817 : i64] : vector<16xi32>
      %1819 = llvm.bitcast %1816 : i32 to f32
      %1820 = llvm.bitcast %1818 : i32 to f32
      %1821 = nvvm.convert.f32x2.to.f16x2 %1820, %1819 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1822 = llvm.bitcast %1821 : vector<2xf16> to i32
      %1823 = llvm.insertelement %1822, %1813[%1814 : i64] : vector<8xi32>
      %1824 = llvm.mlir.constant(7 : i64) : i64
      %1825 = llvm.mlir.constant(14 : i64) : i64
      %1826 = llvm.extractelement %1752[%1825 : i64] : vector<16xi32>
      %1827 = llvm.mlir.constant(15 : i64) : i64
      %1828 = llvm.extractelement %1752[%1827 : i64] : vector<16xi32>
      %1829 = llvm.bitcast %1826 : i32 to f32
      %1830 = llvm.bitcast %1828 : i32 to f32
      %1831 = nvvm.convert.f32x2.to.f16x2 %1830, %1829 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1832 = llvm.bitcast %1831 : vector<2xf16> to i32
      %1833 = llvm.insertelement %1832, %1823[%1824 : i64] : vector<8xi32>
      %1834 = llvm.bitcast %1833 : vector<8xi32> to vector<16xf16>
      llvm.store %1834, %40 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %1835 = llvm.mul %568, %32 overflow<nsw> : i32
      llvm.br ^bb68(%20 : i32)
    ^bb68(%1836: i32):  // 2 preds: ^bb67, ^bb69
      %1837 = llvm.icmp "slt" %1836, %21 : i32
      llvm.cond_br %1837, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %1838 = llvm.mul %1836, %33 overflow<nsw> : i32
      %1839 = llvm.getelementptr %40[%1838] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1840 = llvm.mul %1836, %38 overflow<nsw> : i32
      %1841 = llvm.getelementptr %263[%1840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1842 = llvm.load %1839 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1843 = llvm.mlir.constant(0 : i64) : i64
      %1844 = llvm.extractelement %1842[%1843 : i64] : vector<4xi32>
      %1845 = llvm.mlir.constant(1 : i64) : i64
      %1846 = llvm.extractelement %1842[%1845 : i64] : vector<4xi32>
      %1847 = llvm.mlir.constant(2 : i64) : i64
      %1848 = llvm.extractelement %1842[%1847 : i64] : vector<4xi32>
      %1849 = llvm.mlir.constant(3 : i64) : i64
      %1850 = llvm.extractelement %1842[%1849 : i64] : vector<4xi32>
      %1851 = llvm.ptrtoint %1841 : !llvm.ptr<3> to i64
      %1852 = llvm.and %1851, %9 : i64
      %1853 = llvm.lshr %1852, %8 : i64
      %1854 = llvm.xor %1851, %1853 : i64
      %1855 = llvm.inttoptr %1854 : i64 to !llvm.ptr<3>
      %1856 = llvm.getelementptr %1855[%1835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.stmatrix %1856, %1844, %1846, %1848, %1850 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1857 = llvm.add %1836, %39 : i32
      llvm.br ^bb68(%1857 : i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb68
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %445, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %1858 = llvm.mul %568, %32 overflow<nsw> : i32
      %1859 = llvm.getelementptr %103[%1858] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.bulk.tensor.global.shared.cta %45, %1859, box[%1734, %1733, %587] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.barrier id = %39 number_of_threads = %34
      %1860 = llvm.add %568, %39 : i32
      %1861 = llvm.srem %1860, %27 : i32
      %1862 = llvm.load %446 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1862, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1863 = llvm.load %447 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1863, %416 {alignment = 4 : i64} : f32, !llvm.ptr
      %1864 = llvm.load %448 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1864, %418 {alignment = 8 : i64} : f32, !llvm.ptr
      %1865 = llvm.load %449 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1865, %420 {alignment = 4 : i64} : f32, !llvm.ptr
      %1866 = llvm.load %450 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1866, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %1867 = llvm.load %451 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1867, %424 {alignment = 4 : i64} : f32, !llvm.ptr
      %1868 = llvm.load %452 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1868, %426 {alignment = 8 : i64} : f32, !llvm.ptr
      %1869 = llvm.load %453 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1869, %428 {alignment = 4 : i64} : f32, !llvm.ptr
      %1870 = llvm.load %454 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1870, %430 {alignment = 32 : i64} : f32, !llvm.ptr
      %1871 = llvm.load %455 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1871, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %1872 = llvm.load %456 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1872, %434 {alignment = 8 : i64} : f32, !llvm.ptr
      %1873 = llvm.load %457 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1873, %436 {alignment = 4 : i64} : f32, !llvm.ptr
      %1874 = llvm.load %458 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1874, %438 {alignment = 16 : i64} : f32, !llvm.ptr
      %1875 = llvm.load %459 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1875, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %1876 = llvm.load %460 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1876, %442 {alignment = 8 : i64} : f32, !llvm.ptr
      %1877 = llvm.load %461 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1877, %444 {alignment = 4 : i64} : f32, !llvm.ptr
      %1878 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1879 = llvm.bitcast %1878 : vector<16xf32> to vector<16xi32>
      %1880 = llvm.mlir.undef : vector<8xi32>
      %1881 = llvm.mlir.constant(0 : i64) : i64
      %1882 = llvm.mlir.constant(0 : i64) : i64
      %1883 = llvm.extractelement %1879[%1882 : i64] : vector<16xi32>
      %1884 = llvm.mlir.constant(1 : i64) : i64
      %1885 = llvm.extractelement %1879[%1884 : i64] : vector<16xi32>
      %1886 = llvm.bitcast %1883 : i32 to f32
      %1887 = llvm.bitcast %1885 : i32 to f32
      %1888 = nvvm.convert.f32x2.to.f16x2 %1887, %1886 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1889 = llvm.bitcast %1888 : vector<2xf16> to i32
      %1890 = llvm.insertelement %1889, %1880[%1881 : i64] : vector<8xi32>
      %1891 = llvm.mlir.constant(1 : i64) : i64
      %1892 = llvm.mlir.constant(2 : i64) : i64
      %1893 = llvm.extractelement %1879[%1892 : i64] : vector<16xi32>
      %1894 = llvm.mlir.constant(3 : i64) : i64
      %1895 = llvm.extractelement %1879[%1894 : i64] : vector<16xi32>
      %1896 = llvm.bitcast %1893 : i32 to f32
      %1897 = llvm.bitcast %1895 : i32 to f32
      %1898 = nvvm.convert.f32x2.to.f16x2 %1897, %1896 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1899 = llvm.bitcast %1898 : vector<2xf16> to i32
      %1900 = llvm.insertelement %1899, %1890[%1891 : i64] : vector<8xi32>
      %1901 = llvm.mlir.constant(2 : i64) : i64
      %1902 = llvm.mlir.constant(4 : i64) : i64
      %1903 = llvm.extractelement %1879[%1902 : i64] : vector<16xi32>
      %1904 = llvm.mlir.constant(5 : i64) : i64
      %1905 = llvm.extractelement %1879[%1904 : i64] : vector<16xi32>
      %1906 = llvm.bitcast %1903 : i32 to f32
      %1907 = llvm.bitcast %1905 : i32 to f32
      %1908 = nvvm.convert.f32x2.to.f16x2 %1907, %1906 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1909 = llvm.bitcast %1908 : vector<2xf16> to i32
      %1910 = llvm.insertelement %1909, %1900[%1901 : i64] : vector<8xi32>
      %1911 = llvm.mlir.constant(3 : i64) : i64
      %1912 = llvm.mlir.constant(6 : i64) : i64
      %1913 = llvm.extractelement %1879[%1912 : i64] : vector<16xi32>
      %1914 = llvm.mlir.constant(7 : i64) : i64
      %1915 = llvm.extractelement %1879[%1914 : i64] : vector<16xi32>
      %1916 = llvm.bitcast %1913 : i32 to f32
      %1917 = llvm.bitcast %1915 : i32 to f32
      %1918 = nvvm.convert.f32x2.to.f16x2 %1917, %1916 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1919 = llvm.bitcast %1918 : vector<2xf16> to i32
      %1920 = llvm.insertelement %1919, %1910[%1911 : i64] : vector<8xi32>
      %1921 = llvm.mlir.constant(4 : i64) : i64
      %1922 = llvm.mlir.constant(8 : i64) : i64
      %1923 = llvm.extractelement %1879[%1922 : i64] : vector<16xi32>
      %1924 = llvm.mlir.constant(9 : i64) : i64
      %1925 = llvm.extractelement %1879[%1924 : i64] : vector<16xi32>
      %1926 = llvm.bitcast %1923 : i32 to f32
      %1927 = llvm.bitcast %1925 : i32 to f32
      %1928 = nvvm.convert.f32x2.to.f16x2 %1927, %1926 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1929 = llvm.bitcast %1928 : vector<2xf16> to i32
      %1930 = llvm.insertelement %1929, %1920[%1921 : i64] : vector<8xi32>
      %1931 = llvm.mlir.constant(5 : i64) : i64
      %1932 = llvm.mlir.constant(10 : i64) : i64
      %1933 = llvm.extractelement %1879[%1932 : i64] : vector<16xi32>
      %1934 = llvm.mlir.constant(11 : i64) : i64
      %1935 = llvm.extractelement %1879[%1934 : i64] : vector<16xi32>
      %1936 = llvm.bitcast %1933 : i32 to f32
      %1937 = llvm.bitcast %1935 : i32 to f32
      %1938 = nvvm.convert.f32x2.to.f16x2 %1937, %1936 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1939 = llvm.bitcast %1938 : vector<2xf16> to i32
      %1940 = llvm.insertelement %1939, %1930[%1931 : i64] : vector<8xi32>
      %1941 = llvm.mlir.constant(6 : i64) : i64
      %1942 = llvm.mlir.constant(12 : i64) : i64
      %1943 = llvm.extractelement %1879[%1942 : i64] : vector<16xi32>
      %1944 = llvm.mlir.constant(13 : i64) : i64
      %1945 = llvm.extractelement %1879[%1944 : i64] : vector<16xi32>
      %1946 = llvm.bitcast %1943 : i32 to f32
      %1947 = llvm.bitcast %1945 : i32 to f32
      %1948 = nvvm.convert.f32x2.to.f16x2 %1947, %1946 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1949 = llvm.bitcast %1948 : vector<2xf16> to i32
      %1950 = llvm.insertelement %1949, %1940[%1941 : i64] : vector<8xi32>
      %1951 = llvm.mlir.constant(7 : i64) : i64
      %1952 = llvm.mlir.constant(14 : i64) : i64
      %1953 = llvm.extractelement %1879[%1952 : i64] : vector<16xi32>
      %1954 = llvm.mlir.constant(15 : i64) : i64
      %1955 = llvm.extractelement %1879[%1954 : i64] : vector<16xi32>
      %1956 = llvm.bitcast %1953 : i32 to f32
      %1957 = llvm.bitcast %1955 : i32 to f32
      %1958 = nvvm.convert.f32x2.to.f16x2 %1957, %1956 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1959 = llvm.bitcast %1958 : vector<2xf16> to i32
      %1960 = llvm.insertelement %1959, %1950[%1951 : i64] : vector<8xi32>
      %1961 = llvm.bitcast %1960 : vector<8xi32> to vector<16xf16>
      llvm.store %1961, %40 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %1962 = llvm.mul %1861, %32 overflow<nsw> : i32
      llvm.br ^bb73(%20 : i32)
    ^bb73(%1963: i32):  // 2 preds: ^bb72, ^bb74
      %1964 = llvm.icmp "slt" %1963, %21 : i32
      llvm.cond_br %1964, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %1965 = llvm.mul %1963, %33 overflow<nsw> : i32
      %1966 = llvm.getelementptr %40[%1965] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1967 = llvm.mul %1963, %38 overflow<nsw> : i32
      %1968 = llvm.getelementptr %263[%1967] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1969 = llvm.load %1966 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1970 = llvm.mlir.constant(0 : i64) : i64
      %1971 = llvm.extractelement %1969[%1970 : i64] : vector<4xi32>
      %1972 = llvm.mlir.constant(1 : i64) : i64
      %1973 = llvm.extractelement %1969[%1972 : i64] : vector<4xi32>
      %1974 = llvm.mlir.constant(2 : i64) : i64
      %1975 = llvm.extractelement %1969[%1974 : i64] : vector<4xi32>
      %1976 = llvm.mlir.constant(3 : i64) : i64
      %1977 = llvm.extractelement %1969[%1976 : i64] : vector<4xi32>
      %1978 = llvm.ptrtoint %1968 : !llvm.ptr<3> to i64
      %1979 = llvm.and %1978, %9 : i64
      %1980 = llvm.lshr %1979, %8 : i64
      %1981 = llvm.xor %1978, %1980 : i64
      %1982 = llvm.inttoptr %1981 : i64 to !llvm.ptr<3>
      %1983 = llvm.getelementptr %1982[%1962] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.stmatrix %1983, %1971, %1973, %1975, %1977 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1984 = llvm.add %1963, %39 : i32
      llvm.br ^bb73(%1984 : i32) {loop_annotation = #loop_annotation}
    ^bb75:  // pred: ^bb73
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %445, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %1985 = llvm.mul %1861, %32 overflow<nsw> : i32
      %1986 = llvm.getelementptr %103[%1985] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1987 = llvm.add %1734, %19 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %46, %1986, box[%1987, %1733, %587] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      nvvm.barrier id = %39 number_of_threads = %34
      %1988 = llvm.add %1861, %39 : i32
      %1989 = llvm.srem %1988, %27 : i32
      %1990 = llvm.load %462 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1990, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1991 = llvm.load %463 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1991, %416 {alignment = 4 : i64} : f32, !llvm.ptr
      %1992 = llvm.load %464 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1992, %418 {alignment = 8 : i64} : f32, !llvm.ptr
      %1993 = llvm.load %465 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1993, %420 {alignment = 4 : i64} : f32, !llvm.ptr
      %1994 = llvm.load %466 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1994, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %1995 = llvm.load %467 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1995, %424 {alignment = 4 : i64} : f32, !llvm.ptr
      %1996 = llvm.load %468 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1996, %426 {alignment = 8 : i64} : f32, !llvm.ptr
      %1997 = llvm.load %469 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1997, %428 {alignment = 4 : i64} : f32, !llvm.ptr
      %1998 = llvm.load %470 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1998, %430 {alignment = 32 : i64} : f32, !llvm.ptr
      %1999 = llvm.load %471 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1999, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %2000 = llvm.load %472 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2000, %434 {alignment = 8 : i64} : f32, !llvm.ptr
      %2001 = llvm.load %473 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2001, %436 {alignment = 4 : i64} : f32, !llvm.ptr
      %2002 = llvm.load %474 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2002, %438 {alignment = 16 : i64} : f32, !llvm.ptr
      %2003 = llvm.load %475 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2003, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %2004 = llvm.load %476 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2004, %442 {alignment = 8 : i64} : f32, !llvm.ptr
      %2005 = llvm.load %477 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2005, %444 {alignment = 4 : i64} : f32, !llvm.ptr
      %2006 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2007 = llvm.bitcast %2006 : vector<16xf32> to vector<16xi32>
      %2008 = llvm.mlir.undef : vector<8xi32>
      %2009 = llvm.mlir.constant(0 : i64) : i64
      %2010 = llvm.mlir.constant(0 : i64) : i64
      %2011 = llvm.extractelement %2007[%2010 : i64] : vector<16xi32>
      %2012 = llvm.mlir.constant(1 : i64) : i64
      %2013 = llvm.extractelement %2007[%2012 : i64] : vector<16xi32>
      %2014 = llvm.bitcast %2011 : i32 to f32
      %2015 = llvm.bitcast %2013 : i32 to f32
      %2016 = nvvm.convert.f32x2.to.f16x2 %2015, %2014 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2017 = llvm.bitcast %2016 : vector<2xf16> to i32
      %2018 = llvm.insertelement %2017, %2008[%2009 : i64] : vector<8xi32>
      %2019 = llvm.mlir.constant(1 : i64) : i64
      %2020 = llvm.mlir.constant(2 : i64) : i64
      %2021 = llvm.extractelement %2007[%2020 : i64] : vector<16xi32>
      %2022 = llvm.mlir.constant(3 : i64) : i64
      %2023 = llvm.extractelement %2007[%2022 : i64] : vector<16xi32>
      %2024 = llvm.bitcast %2021 : i32 to f32
      %2025 = llvm.bitcast %2023 : i32 to f32
      %2026 = nvvm.convert.f32x2.to.f16x2 %2025, %2024 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2027 = llvm.bitcast %2026 : vector<2xf16> to i32
      %2028 = llvm.insertelement %2027, %2018[%2019 : i64] : vector<8xi32>
      %2029 = llvm.mlir.constant(2 : i64) : i64
      %2030 = llvm.mlir.constant(4 : i64) : i64
      %2031 = llvm.extractelement %2007[%2030 : i64] : vector<16xi32>
      %2032 = llvm.mlir.constant(5 : i64) : i64
      %2033 = llvm.extractelement %2007[%2032 : i64] : vector<16xi32>
      %2034 = llvm.bitcast %2031 : i32 to f32
      %2035 = llvm.bitcast %2033 : i32 to f32
      %2036 = nvvm.convert.f32x2.to.f16x2 %2035, %2034 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2037 = llvm.bitcast %2036 : vector<2xf16> to i32
      %2038 = llvm.insertelement %2037, %2028[%2029 : i64] : vector<8xi32>
      %2039 = llvm.mlir.constant(3 : i64) : i64
      %2040 = llvm.mlir.constant(6 : i64) : i64
      %2041 = llvm.extractelement %2007[%2040 : i64] : vector<16xi32>
      %2042 = llvm.mlir.constant(7 : i64) : i64
      %2043 = llvm.extractelement %2007[%2042 : i64] : vector<16xi32>
      %2044 = llvm.bitcast %2041 : i32 to f32
      %2045 = llvm.bitcast %2043 : i32 to f32
      %2046 = nvvm.convert.f32x2.to.f16x2 %2045, %2044 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2047 = llvm.bitcast %2046 : vector<2xf16> to i32
      %2048 = llvm.insertelement %2047, %2038[%2039 : i64] : vector<8xi32>
      %2049 = llvm.mlir.constant(4 : i64) : i64
      %2050 = llvm.mlir.constant(8 : i64) : i64
      %2051 = llvm.extractelement %2007[%2050 : i64] : vector<16xi32>
      %2052 = llvm.mlir.constant(9 : i64) : i64
      %2053 = llvm.extractelement %2007[%2052 : i64] : vector<16xi32>
      %2054 = llvm.bitcast %2051 : i32 to f32
      %2055 = llvm.bitcast %2053 : i32 to f32
      %2056 = nvvm.convert.f32x2.to.f16x2 %2055, %2054 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2057 = llvm.bitcast %2056 : vector<2xf16> to i32
      %2058 = llvm.insertelement %2057, %2048[%2049 : i64] : vector<8xi32>
      %2059 = llvm.mlir.constant(5 : i64) : i64
      %2060 = llvm.mlir.constant(10 : i64) : i64
      %2061 = llvm.extractelement %2007[%2060 : i64] : vector<16xi32>
      %2062 = llvm.mlir.constant(11 : i64) : i64
      %2063 = llvm.extractelement %2007[%2062 : i64] : vector<16xi32>
      %2064 = llvm.bitcast %2061 : i32 to f32
      %2065 = llvm.bitcast %2063 : i32 to f32
      %2066 = nvvm.convert.f32x2.to.f16x2 %2065, %2064 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2067 = llvm.bitcast %2066 : vector<2xf16> to i32
      %2068 = llvm.insertelement %2067, %2058[%2059 : i64] : vector<8xi32>
      %2069 = llvm.mlir.constant(6 : i64) : i64
      %2070 = llvm.mlir.constant(12 : i64) : i64
      %2071 = llvm.extractelement %2007[%2070 : i64] : vector<16xi32>
      %2072 = llvm.mlir.constant(13 : i64) : i64
      %2073 = llvm.extractelement %2007[%2072 : i64] : vector<16xi32>
      %2074 = llvm.bitcast %2071 : i32 to f32
      %2075 = llvm.bitcast %2073 : i32 to f32
      %2076 = nvvm.convert.f32x2.to.f16x2 %2075, %2074 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2077 = llvm.bitcast %2076 : vector<2xf16> to i32
      %2078 = llvm.insertelement %2077, %2068[%2069 : i64] : vector<8xi32>
      %2079 = llvm.mlir.constant(7 : i64) : i64
      %2080 = llvm.mlir.constant(14 : i64) : i64
      %2081 = llvm.extractelement %2007[%2080 : i64] : vector<16xi32>
      %2082 = llvm.mlir.constant(15 : i64) : i64
      %2083 = llvm.extractelement %2007[%2082 : i64] : vector<16xi32>
      %2084 = llvm.bitcast %2081 : i32 to f32
      %2085 = llvm.bitcast %2083 : i32 to f32
      %2086 = nvvm.convert.f32x2.to.f16x2 %2085, %2084 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2087 = llvm.bitcast %2086 : vector<2xf16> to i32
      %2088 = llvm.insertelement %2087, %2078[%2079 : i64] : vector<8xi32>
      %2089 = llvm.bitcast %2088 : vector<8xi32> to vector<16xf16>
      llvm.store %2089, %40 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %2090 = llvm.mul %1989, %32 overflow<nsw> : i32
      llvm.br ^bb78(%20 : i32)
    ^bb78(%2091: i32):  // 2 preds: ^bb77, ^bb79
      %2092 = llvm.icmp "slt" %2091, %21 : i32
      llvm.cond_br %2092, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %2093 = llvm.mul %2091, %33 overflow<nsw> : i32
      %2094 = llvm.getelementptr %40[%2093] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2095 = llvm.mul %2091, %38 overflow<nsw> : i32
      %2096 = llvm.getelementptr %263[%2095] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2097 = llvm.load %2094 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2098 = llvm.mlir.constant(0 : i64) : i64
      %2099 = llvm.extractelement %2097[%2098 : i64] : vector<4xi32>
      %2100 = llvm.mlir.constant(1 : i64) : i64
      %2101 = llvm.extractelement %2097[%2100 : i64] : vector<4xi32>
      %2102 = llvm.mlir.constant(2 : i64) : i64
      %2103 = llvm.extractelement %2097[%2102 : i64] : vector<4xi32>
      %2104 = llvm.mlir.constant(3 : i64) : i64
      %2105 = llvm.extractelement %2097[%2104 : i64] : vector<4xi32>
      %2106 = llvm.ptrtoint %2096 : !llvm.ptr<3> to i64
      %2107 = llvm.and %2106, %9 : i64
      %2108 = llvm.lshr %2107, %8 : i64
      %2109 = llvm.xor %2106, %2108 : i64
      %2110 = llvm.inttoptr %2109 : i64 to !llvm.ptr<3>
      %2111 = llvm.getelementptr %2110[%2090] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.stmatrix %2111, %2099, %2101, %2103, %2105 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2112 = llvm.add %2091, %39 : i32
      llvm.br ^bb78(%2112 : i32) {loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb78
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %445, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %2113 = llvm.mul %1989, %32 overflow<nsw> : i32
      %2114 = llvm.getelementptr %103[%2113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2115 = llvm.add %1734, %24 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %47, %2114, box[%2115, %1733, %587] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      nvvm.barrier id = %39 number_of_threads = %34
      %2116 = llvm.add %1989, %39 : i32
      %2117 = llvm.srem %2116, %27 : i32
      %2118 = llvm.load %478 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2118, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2119 = llvm.load %479 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2119, %416 {alignment = 4 : i64} : f32, !llvm.ptr
      %2120 = llvm.load %480 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2120, %418 {alignment = 8 : i64} : f32, !llvm.ptr
      %2121 = llvm.load %481 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2121, %420 {alignment = 4 : i64} : f32, !llvm.ptr
      %2122 = llvm.load %482 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2122, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %2123 = llvm.load %483 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2123, %424 {alignment = 4 : i64} : f32, !llvm.ptr
      %2124 = llvm.load %484 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2124, %426 {alignment = 8 : i64} : f32, !llvm.ptr
      %2125 = llvm.load %485 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2125, %428 {alignment = 4 : i64} : f32, !llvm.ptr
      %2126 = llvm.load %486 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2126, %430 {alignment = 32 : i64} : f32, !llvm.ptr
      %2127 = llvm.load %487 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2127, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %2128 = llvm.load %488 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2128, %434 {alignment = 8 : i64} : f32, !llvm.ptr
      %2129 = llvm.load %489 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2129, %436 {alignment = 4 : i64} : f32, !llvm.ptr
      %2130 = llvm.load %490 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2130, %438 {alignment = 16 : i64} : f32, !llvm.ptr
      %2131 = llvm.load %491 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2131, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %2132 = llvm.load %492 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2132, %442 {alignment = 8 : i64} : f32, !llvm.ptr
      %2133 = llvm.load %493 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2133, %444 {alignment = 4 : i64} : f32, !llvm.ptr
      %2134 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2135 = llvm.bitcast %2134 : vector<16xf32> to vector<16xi32>
      %2136 = llvm.mlir.undef : vector<8xi32>
      %2137 = llvm.mlir.constant(0 : i64) : i64
      %2138 = llvm.mlir.constant(0 : i64) : i64
      %2139 = llvm.extractelement %2135[%2138 : i64] : vector<16xi32>
      %2140 = llvm.mlir.constant(1 : i64) : i64
      %2141 = llvm.extractelement %2135[%2140 : i64] : vector<16xi32>
      %2142 = llvm.bitcast %2139 : i32 to f32
      %2143 = llvm.bitcast %2141 : i32 to f32
      %2144 = nvvm.convert.f32x2.to.f16x2 %2143, %2142 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2145 = llvm.bitcast %2144 : vector<2xf16> to i32
      %2146 = llvm.insertelement %2145, %2136[%2137 : i64] : vector<8xi32>
      %2147 = llvm.mlir.constant(1 : i64) : i64
      %2148 = llvm.mlir.constant(2 : i64) : i64
      %2149 = llvm.extractelement %2135[%2148 : i64] : vector<16xi32>
      %2150 = llvm.mlir.constant(3 : i64) : i64
      %2151 = llvm.extractelement %2135[%2150 : i64] : vector<16xi32>
      %2152 = llvm.bitcast %2149 : i32 to f32
      %2153 = llvm.bitcast %2151 : i32 to f32
      %2154 = nvvm.convert.f32x2.to.f16x2 %2153, %2152 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2155 = llvm.bitcast %2154 : vector<2xf16> to i32
      %2156 = llvm.insertelement %2155, %2146[%2147 : i64] : vector<8xi32>
      %2157 = llvm.mlir.constant(2 : i64) : i64
      %2158 = llvm.mlir.constant(4 : i64) : i64
      %2159 = llvm.extractelement %2135[%2158 : i64] : vector<16xi32>
      %2160 = llvm.mlir.constant(5 : i64) : i64
      %2161 = llvm.extractelement %2135[%2160 : i64] : vector<16xi32>
      %2162 = llvm.bitcast %2159 : i32 to f32
      %2163 = llvm.bitcast %2161 : i32 to f32
      %2164 = nvvm.convert.f32x2.to.f16x2 %2163, %2162 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2165 = llvm.bitcast %2164 : vector<2xf16> to i32
      %2166 = llvm.insertelement %2165, %2156[%2157 : i64] : vector<8xi32>
      %2167 = llvm.mlir.constant(3 : i64) : i64
      %2168 = llvm.mlir.constant(6 : i64) : i64
      %2169 = llvm.extractelement %2135[%2168 : i64] : vector<16xi32>
      %2170 = llvm.mlir.constant(7 : i64) : i64
      %2171 = llvm.extractelement %2135[%2170 : i64] : vector<16xi32>
      %2172 = llvm.bitcast %2169 : i32 to f32
      %2173 = llvm.bitcast %2171 : i32 to f32
      %2174 = nvvm.convert.f32x2.to.f16x2 %2173, %2172 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2175 = llvm.bitcast %2174 : vector<2xf16> to i32
      %2176 = llvm.insertelement %2175, %2166[%2167 : i64] : vector<8xi32>
      %2177 = llvm.mlir.constant(4 : i64) : i64
      %2178 = llvm.mlir.constant(8 : i64) : i64
      %2179 = llvm.extractelement %2135[%2178 : i64] : vector<16xi32>
      %2180 = llvm.mlir.constant(9 : i64) : i64
      %2181 = llvm.extractelement %2135[%2180 : i64] : vector<16xi32>
      %2182 = llvm.bitcast %2179 : i32 to f32
      %2183 = llvm.bitcast %2181 : i32 to f32
      %2184 = nvvm.convert.f32x2.to.f16x2 %2183, %2182 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2185 = llvm.bitcast %2184 : vector<2xf16> to i32
      %2186 = llvm.insertelement %2185, %2176[%2177 : i64] : vector<8xi32>
      %2187 = llvm.mlir.constant(5 : i64) : i64
      %2188 = llvm.mlir.constant(10 : i64) : i64
      %2189 = llvm.extractelement %2135[%2188 : i64] : vector<16xi32>
      %2190 = llvm.mlir.constant(11 : i64) : i64
      %2191 = llvm.extractelement %2135[%2190 : i64] : vector<16xi32>
      %2192 = llvm.bitcast %2189 : i32 to f32
      %2193 = llvm.bitcast %2191 : i32 to f32
      %2194 = nvvm.convert.f32x2.to.f16x2 %2193, %2192 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2195 = llvm.bitcast %2194 : vector<2xf16> to i32
      %2196 = llvm.insertelement %2195, %2186[%2187 : i64] : vector<8xi32>
      %2197 = llvm.mlir.constant(6 : i64) : i64
      %2198 = llvm.mlir.constant(12 : i64) : i64
      %2199 = llvm.extractelement %2135[%2198 : i64] : vector<16xi32>
      %2200 = llvm.mlir.constant(13 : i64) : i64
      %2201 = llvm.extractelement %2135[%2200 : i64] : vector<16xi32>
      %2202 = llvm.bitcast %2199 : i32 to f32
      %2203 = llvm.bitcast %2201 : i32 to f32
      %2204 = nvvm.convert.f32x2.to.f16x2 %2203, %2202 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2205 = llvm.bitcast %2204 : vector<2xf16> to i32
      %2206 = llvm.insertelement %2205, %2196[%2197 : i64] : vector<8xi32>
      %2207 = llvm.mlir.constant(7 : i64) : i64
      %2208 = llvm.mlir.constant(14 : i64) : i64
      %2209 = llvm.extractelement %2135[%2208 : i64] : vector<16xi32>
      %2210 = llvm.mlir.constant(15 : i64) : i64
      %2211 = llvm.extractelement %2135[%2210 : i64] : vector<16xi32>
      %2212 = llvm.bitcast %2209 : i32 to f32
      %2213 = llvm.bitcast %2211 : i32 to f32
      %2214 = nvvm.convert.f32x2.to.f16x2 %2213, %2212 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2215 = llvm.bitcast %2214 : vector<2xf16> to i32
      %2216 = llvm.insertelement %2215, %2206[%2207 : i64] : vector<8xi32>
      %2217 = llvm.bitcast %2216 : vector<8xi32> to vector<16xf16>
      llvm.store %2217, %40 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %2218 = llvm.mul %2117, %32 overflow<nsw> : i32
      llvm.br ^bb83(%20 : i32)
    ^bb83(%2219: i32):  // 2 preds: ^bb82, ^bb84
      %2220 = llvm.icmp "slt" %2219, %21 : i32
      llvm.cond_br %2220, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %2221 = llvm.mul %2219, %33 overflow<nsw> : i32
      %2222 = llvm.getelementptr %40[%2221] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2223 = llvm.mul %2219, %38 overflow<nsw> : i32
      %2224 = llvm.getelementptr %263[%2223] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2225 = llvm.load %2222 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2226 = llvm.mlir.constant(0 : i64) : i64
      %2227 = llvm.extractelement %2225[%2226 : i64] : vector<4xi32>
      %2228 = llvm.mlir.constant(1 : i64) : i64
      %2229 = llvm.extractelement %2225[%2228 : i64] : vector<4xi32>
      %2230 = llvm.mlir.constant(2 : i64) : i64
      %2231 = llvm.extractelement %2225[%2230 : i64] : vector<4xi32>
      %2232 = llvm.mlir.constant(3 : i64) : i64
      %2233 = llvm.extractelement %2225[%2232 : i64] : vector<4xi32>
      %2234 = llvm.ptrtoint %2224 : !llvm.ptr<3> to i64
      %2235 = llvm.and %2234, %9 : i64
      %2236 = llvm.lshr %2235, %8 : i64
      %2237 = llvm.xor %2234, %2236 : i64
      %2238 = llvm.inttoptr %2237 : i64 to !llvm.ptr<3>
      %2239 = llvm.getelementptr %2238[%2218] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.stmatrix %2239, %2227, %2229, %2231, %2233 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2240 = llvm.add %2219, %39 : i32
      llvm.br ^bb83(%2240 : i32) {loop_annotation = #loop_annotation}
    ^bb85:  // pred: ^bb83
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %445, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %2241 = llvm.mul %2117, %32 overflow<nsw> : i32
      %2242 = llvm.getelementptr %103[%2241] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2243 = llvm.add %1734, %7 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %48, %2242, box[%2243, %1733, %587] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      nvvm.barrier id = %39 number_of_threads = %34
      %2244 = llvm.add %2117, %39 : i32
      %2245 = llvm.srem %2244, %27 : i32
      %2246 = llvm.load %494 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2246, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2247 = llvm.load %495 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2247, %416 {alignment = 4 : i64} : f32, !llvm.ptr
      %2248 = llvm.load %496 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2248, %418 {alignment = 8 : i64} : f32, !llvm.ptr
      %2249 = llvm.load %497 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2249, %420 {alignment = 4 : i64} : f32, !llvm.ptr
      %2250 = llvm.load %498 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2250, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %2251 = llvm.load %499 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2251, %424 {alignment = 4 : i64} : f32, !llvm.ptr
      %2252 = llvm.load %500 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2252, %426 {alignment = 8 : i64} : f32, !llvm.ptr
      %2253 = llvm.load %501 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2253, %428 {alignment = 4 : i64} : f32, !llvm.ptr
      %2254 = llvm.load %502 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2254, %430 {alignment = 32 : i64} : f32, !llvm.ptr
      %2255 = llvm.load %503 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2255, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %2256 = llvm.load %504 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2256, %434 {alignment = 8 : i64} : f32, !llvm.ptr
      %2257 = llvm.load %505 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2257, %436 {alignment = 4 : i64} : f32, !llvm.ptr
      %2258 = llvm.load %506 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2258, %438 {alignment = 16 : i64} : f32, !llvm.ptr
      %2259 = llvm.load %507 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2259, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %2260 = llvm.load %508 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2260, %442 {alignment = 8 : i64} : f32, !llvm.ptr
      %2261 = llvm.load %509 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2261, %444 {alignment = 4 : i64} : f32, !llvm.ptr
      %2262 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2263 = llvm.bitcast %2262 : vector<16xf32> to vector<16xi32>
      %2264 = llvm.mlir.undef : vector<8xi32>
      %2265 = llvm.mlir.constant(0 : i64) : i64
      %2266 = llvm.mlir.constant(0 : i64) : i64
      %2267 = llvm.extractelement %2263[%2266 : i64] : vector<16xi32>
      %2268 = llvm.mlir.constant(1 : i64) : i64
      %2269 = llvm.extractelement %2263[%2268 : i64] : vector<16xi32>
      %2270 = llvm.bitcast %2267 : i32 to f32
      %2271 = llvm.bitcast %2269 : i32 to f32
      %2272 = nvvm.convert.f32x2.to.f16x2 %2271, %2270 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2273 = llvm.bitcast %2272 : vector<2xf16> to i32
      %2274 = llvm.insertelement %2273, %2264[%2265 : i64] : vector<8xi32>
      %2275 = llvm.mlir.constant(1 : i64) : i64
      %2276 = llvm.mlir.constant(2 : i64) : i64
      %2277 = llvm.extractelement %2263[%2276 : i64] : vector<16xi32>
      %2278 = llvm.mlir.constant(3 : i64) : i64
      %2279 = llvm.extractelement %2263[%2278 : i64] : vector<16xi32>
      %2280 = llvm.bitcast %2277 : i32 to f32
      %2281 = llvm.bitcast %2279 : i32 to f32
      %2282 = nvvm.convert.f32x2.to.f16x2 %2281, %2280 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2283 = llvm.bitcast %2282 : vector<2xf16> to i32
      %2284 = llvm.insertelement %2283, %2274[%2275 : i64] : vector<8xi32>
      %2285 = llvm.mlir.constant(2 : i64) : i64
      %2286 = llvm.mlir.constant(4 : i64) : i64
      %2287 = llvm.extractelement %2263[%2286 : i64] : vector<16xi32>
      %2288 = llvm.mlir.constant(5 : i64) : i64
      %2289 = llvm.extractelement %2263[%2288 : i64] : vector<16xi32>
      %2290 = llvm.bitcast %2287 : i32 to f32
      %2291 = llvm.bitcast %2289 : i32 to f32
      %2292 = nvvm.convert.f32x2.to.f16x2 %2291, %2290 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2293 = llvm.bitcast %2292 : vector<2xf16> to i32
      %2294 = llvm.insertelement %2293, %2284[%2285 : i64] : vector<8xi32>
      %2295 = llvm.mlir.constant(3 : i64) : i64
      %2296 = llvm.mlir.constant(6 : i64) : i64
      %2297 = llvm.extractelement %2263[%2296 : i64] : vector<16xi32>
      %2298 = llvm.mlir.constant(7 : i64) : i64
      %2299 = llvm.extractelement %2263[%2298 : i64] : vector<16xi32>
      %2300 = llvm.bitcast %2297 : i32 to f32
      %2301 = llvm.bitcast %2299 : i32 to f32
      %2302 = nvvm.convert.f32x2.to.f16x2 %2301, %2300 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2303 = llvm.bitcast %2302 : vector<2xf16> to i32
      %2304 = llvm.insertelement %2303, %2294[%2295 : i64] : vector<8xi32>
      %2305 = llvm.mlir.constant(4 : i64) : i64
      %2306 = llvm.mlir.constant(8 : i64) : i64
      %2307 = llvm.extractelement %2263[%2306 : i64] : vector<16xi32>
      %2308 = llvm.mlir.constant(9 : i64) : i64
      %2309 = llvm.extractelement %2263[%2308 : i64] : vector<16xi32>
      %2310 = llvm.bitcast %2307 : i32 to f32
      %2311 = llvm.bitcast %2309 : i32 to f32
      %2312 = nvvm.convert.f32x2.to.f16x2 %2311, %2310 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2313 = llvm.bitcast %2312 : vector<2xf16> to i32
      %2314 = llvm.insertelement %2313, %2304[%2305 : i64] : vector<8xi32>
      %2315 = llvm.mlir.constant(5 : i64) : i64
      %2316 = llvm.mlir.constant(10 : i64) : i64
      %2317 = llvm.extractelement %2263[%2316 : i64] : vector<16xi32>
      %2318 = llvm.mlir.constant(11 : i64) : i64
      %2319 = llvm.extractelement %2263[%2318 : i64] : vector<16xi32>
      %2320 = llvm.bitcast %2317 : i32 to f32
      %2321 = llvm.bitcast %2319 : i32 to f32
      %2322 = nvvm.convert.f32x2.to.f16x2 %2321, %2320 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2323 = llvm.bitcast %2322 : vector<2xf16> to i32
      %2324 = llvm.insertelement %2323, %2314[%2315 : i64] : vector<8xi32>
      %2325 = llvm.mlir.constant(6 : i64) : i64
      %2326 = llvm.mlir.constant(12 : i64) : i64
      %2327 = llvm.extractelement %2263[%2326 : i64] : vector<16xi32>
      %2328 = llvm.mlir.constant(13 : i64) : i64
      %2329 = llvm.extractelement %2263[%2328 : i64] : vector<16xi32>
      %2330 = llvm.bitcast %2327 : i32 to f32
      %2331 = llvm.bitcast %2329 : i32 to f32
      %2332 = nvvm.convert.f32x2.to.f16x2 %2331, %2330 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2333 = llvm.bitcast %2332 : vector<2xf16> to i32
      %2334 = llvm.insertelement %2333, %2324[%2325 : i64] : vector<8xi32>
      %2335 = llvm.mlir.constant(7 : i64) : i64
      %2336 = llvm.mlir.constant(14 : i64) : i64
      %2337 = llvm.extractelement %2263[%2336 : i64] : vector<16xi32>
      %2338 = llvm.mlir.constant(15 : i64) : i64
      %2339 = llvm.extractelement %2263[%2338 : i64] : vector<16xi32>
      %2340 = llvm.bitcast %2337 : i32 to f32
      %2341 = llvm.bitcast %2339 : i32 to f32
      %2342 = nvvm.convert.f32x2.to.f16x2 %2341, %2340 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2343 = llvm.bitcast %2342 : vector<2xf16> to i32
      %2344 = llvm.insertelement %2343, %2334[%2335 : i64] : vector<8xi32>
      %2345 = llvm.bitcast %2344 : vector<8xi32> to vector<16xf16>
      llvm.store %2345, %40 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %2346 = llvm.mul %2245, %32 overflow<nsw> : i32
      llvm.br ^bb88(%20 : i32)
    ^bb88(%2347: i32):  // 2 preds: ^bb87, ^bb89
      %2348 = llvm.icmp "slt" %2347, %21 : i32
      llvm.cond_br %2348, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %2349 = llvm.mul %2347, %33 overflow<nsw> : i32
      %2350 = llvm.getelementptr %40[%2349] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2351 = llvm.mul %2347, %38 overflow<nsw> : i32
      %2352 = llvm.getelementptr %263[%2351] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2353 = llvm.load %2350 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2354 = llvm.mlir.constant(0 : i64) : i64
      %2355 = llvm.extractelement %2353[%2354 : i64] : vector<4xi32>
      %2356 = llvm.mlir.constant(1 : i64) : i64
      %2357 = llvm.extractelement %2353[%2356 : i64] : vector<4xi32>
      %2358 = llvm.mlir.constant(2 : i64) : i64
      %2359 = llvm.extractelement %2353[%2358 : i64] : vector<4xi32>
      %2360 = llvm.mlir.constant(3 : i64) : i64
      %2361 = llvm.extractelement %2353[%2360 : i64] : vector<4xi32>
      %2362 = llvm.ptrtoint %2352 : !llvm.ptr<3> to i64
      %2363 = llvm.and %2362, %9 : i64
      %2364 = llvm.lshr %2363, %8 : i64
      %2365 = llvm.xor %2362, %2364 : i64
      %2366 = llvm.inttoptr %2365 : i64 to !llvm.ptr<3>
      %2367 = llvm.getelementptr %2366[%2346] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.stmatrix %2367, %2355, %2357, %2359, %2361 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2368 = llvm.add %2347, %39 : i32
      llvm.br ^bb88(%2368 : i32) {loop_annotation = #loop_annotation}
    ^bb90:  // pred: ^bb88
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %445, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %2369 = llvm.mul %2245, %32 overflow<nsw> : i32
      %2370 = llvm.getelementptr %103[%2369] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2371 = llvm.add %1734, %37 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %49, %2370, box[%2371, %1733, %587] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      nvvm.barrier id = %39 number_of_threads = %34
      %2372 = llvm.add %2245, %39 : i32
      %2373 = llvm.srem %2372, %27 : i32
      %2374 = llvm.load %510 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2374, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2375 = llvm.load %511 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2375, %416 {alignment = 4 : i64} : f32, !llvm.ptr
      %2376 = llvm.load %512 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2376, %418 {alignment = 8 : i64} : f32, !llvm.ptr
      %2377 = llvm.load %513 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2377, %420 {alignment = 4 : i64} : f32, !llvm.ptr
      %2378 = llvm.load %514 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2378, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %2379 = llvm.load %515 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2379, %424 {alignment = 4 : i64} : f32, !llvm.ptr
      %2380 = llvm.load %516 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2380, %426 {alignment = 8 : i64} : f32, !llvm.ptr
      %2381 = llvm.load %517 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2381, %428 {alignment = 4 : i64} : f32, !llvm.ptr
      %2382 = llvm.load %518 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2382, %430 {alignment = 32 : i64} : f32, !llvm.ptr
      %2383 = llvm.load %519 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2383, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %2384 = llvm.load %520 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2384, %434 {alignment = 8 : i64} : f32, !llvm.ptr
      %2385 = llvm.load %521 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2385, %436 {alignment = 4 : i64} : f32, !llvm.ptr
      %2386 = llvm.load %522 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2386, %438 {alignment = 16 : i64} : f32, !llvm.ptr
      %2387 = llvm.load %523 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2387, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %2388 = llvm.load %524 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2388, %442 {alignment = 8 : i64} : f32, !llvm.ptr
      %2389 = llvm.load %525 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2389, %444 {alignment = 4 : i64} : f32, !llvm.ptr
      %2390 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2391 = llvm.bitcast %2390 : vector<16xf32> to vector<16xi32>
      %2392 = llvm.mlir.undef : vector<8xi32>
      %2393 = llvm.mlir.constant(0 : i64) : i64
      %2394 = llvm.mlir.constant(0 : i64) : i64
      %2395 = llvm.extractelement %2391[%2394 : i64] : vector<16xi32>
      %2396 = llvm.mlir.constant(1 : i64) : i64
      %2397 = llvm.extractelement %2391[%2396 : i64] : vector<16xi32>
      %2398 = llvm.bitcast %2395 : i32 to f32
      %2399 = llvm.bitcast %2397 : i32 to f32
      %2400 = nvvm.convert.f32x2.to.f16x2 %2399, %2398 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2401 = llvm.bitcast %2400 : vector<2xf16> to i32
      %2402 = llvm.insertelement %2401, %2392[%2393 : i64] : vector<8xi32>
      %2403 = llvm.mlir.constant(1 : i64) : i64
      %2404 = llvm.mlir.constant(2 : i64) : i64
      %2405 = llvm.extractelement %2391[%2404 : i64] : vector<16xi32>
      %2406 = llvm.mlir.constant(3 : i64) : i64
      %2407 = llvm.extractelement %2391[%2406 : i64] : vector<16xi32>
      %2408 = llvm.bitcast %2405 : i32 to f32
      %2409 = llvm.bitcast %2407 : i32 to f32
      %2410 = nvvm.convert.f32x2.to.f16x2 %2409, %2408 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2411 = llvm.bitcast %2410 : vector<2xf16> to i32
      %2412 = llvm.insertelement %2411, %2402[%2403 : i64] : vector<8xi32>
      %2413 = llvm.mlir.constant(2 : i64) : i64
      %2414 = llvm.mlir.constant(4 : i64) : i64
      %2415 = llvm.extractelement %2391[%2414 : i64] : vector<16xi32>
      %2416 = llvm.mlir.constant(5 : i64) : i64
      %2417 = llvm.extractelement %2391[%2416 : i64] : vector<16xi32>
      %2418 = llvm.bitcast %2415 : i32 to f32
      %2419 = llvm.bitcast %2417 : i32 to f32
      %2420 = nvvm.convert.f32x2.to.f16x2 %2419, %2418 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2421 = llvm.bitcast %2420 : vector<2xf16> to i32
      %2422 = llvm.insertelement %2421, %2412[%2413 : i64] : vector<8xi32>
      %2423 = llvm.mlir.constant(3 : i64) : i64
      %2424 = llvm.mlir.constant(6 : i64) : i64
      %2425 = llvm.extractelement %2391[%2424 : i64] : vector<16xi32>
      %2426 = llvm.mlir.constant(7 : i64) : i64
      %2427 = llvm.extractelement %2391[%2426 : i64] : vector<16xi32>
      %2428 = llvm.bitcast %2425 : i32 to f32
      %2429 = llvm.bitcast %2427 : i32 to f32
      %2430 = nvvm.convert.f32x2.to.f16x2 %2429, %2428 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2431 = llvm.bitcast %2430 : vector<2xf16> to i32
      %2432 = llvm.insertelement %2431, %2422[%2423 : i64] : vector<8xi32>
      %2433 = llvm.mlir.constant(4 : i64) : i64
      %2434 = llvm.mlir.constant(8 : i64) : i64
      %2435 = llvm.extractelement %2391[%2434 : i64] : vector<16xi32>
      %2436 = llvm.mlir.constant(9 : i64) : i64
      %2437 = llvm.extractelement %2391[%2436 : i64] : vector<16xi32>
      %2438 = llvm.bitcast %2435 : i32 to f32
      %2439 = llvm.bitcast %2437 : i32 to f32
      %2440 = nvvm.convert.f32x2.to.f16x2 %2439, %2438 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2441 = llvm.bitcast %2440 : vector<2xf16> to i32
      %2442 = llvm.insertelement %2441, %2432[%2433 : i64] : vector<8xi32>
      %2443 = llvm.mlir.constant(5 : i64) : i64
      %2444 = llvm.mlir.constant(10 : i64) : i64
      %2445 = llvm.extractelement %2391[%2444 : i64] : vector<16xi32>
      %2446 = llvm.mlir.constant(11 : i64) : i64
      %2447 = llvm.extractelement %2391[%2446 : i64] : vector<16xi32>
      %2448 = llvm.bitcast %2445 : i32 to f32
      %2449 = llvm.bitcast %2447 : i32 to f32
      %2450 = nvvm.convert.f32x2.to.f16x2 %2449, %2448 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2451 = llvm.bitcast %2450 : vector<2xf16> to i32
      %2452 = llvm.insertelement %2451, %2442[%2443 : i64] : vector<8xi32>
      %2453 = llvm.mlir.constant(6 : i64) : i64
      %2454 = llvm.mlir.constant(12 : i64) : i64
      %2455 = llvm.extractelement %2391[%2454 : i64] : vector<16xi32>
      %2456 = llvm.mlir.constant(13 : i64) : i64
      %2457 = llvm.extractelement %2391[%2456 : i64] : vector<16xi32>
      %2458 = llvm.bitcast %2455 : i32 to f32
      %2459 = llvm.bitcast %2457 : i32 to f32
      %2460 = nvvm.convert.f32x2.to.f16x2 %2459, %2458 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2461 = llvm.bitcast %2460 : vector<2xf16> to i32
      %2462 = llvm.insertelement %2461, %2452[%2453 : i64] : vector<8xi32>
      %2463 = llvm.mlir.constant(7 : i64) : i64
      %2464 = llvm.mlir.constant(14 : i64) : i64
      %2465 = llvm.extractelement %2391[%2464 : i64] : vector<16xi32>
      %2466 = llvm.mlir.constant(15 : i64) : i64
      %2467 = llvm.extractelement %2391[%2466 : i64] : vector<16xi32>
      %2468 = llvm.bitcast %2465 : i32 to f32
      %2469 = llvm.bitcast %2467 : i32 to f32
      %2470 = nvvm.convert.f32x2.to.f16x2 %2469, %2468 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2471 = llvm.bitcast %2470 : vector<2xf16> to i32
      %2472 = llvm.insertelement %2471, %2462[%2463 : i64] : vector<8xi32>
      %2473 = llvm.bitcast %2472 : vector<8xi32> to vector<16xf16>
      llvm.store %2473, %40 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %2474 = llvm.mul %2373, %32 overflow<nsw> : i32
      llvm.br ^bb93(%20 : i32)
    ^bb93(%2475: i32):  // 2 preds: ^bb92, ^bb94
      %2476 = llvm.icmp "slt" %2475, %21 : i32
      llvm.cond_br %2476, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %2477 = llvm.mul %2475, %33 overflow<nsw> : i32
      %2478 = llvm.getelementptr %40[%2477] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2479 = llvm.mul %2475, %38 overflow<nsw> : i32
      %2480 = llvm.getelementptr %263[%2479] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2481 = llvm.load %2478 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2482 = llvm.mlir.constant(0 : i64) : i64
      %2483 = llvm.extractelement %2481[%2482 : i64] : vector<4xi32>
      %2484 = llvm.mlir.constant(1 : i64) : i64
      %2485 = llvm.extractelement %2481[%2484 : i64] : vector<4xi32>
      %2486 = llvm.mlir.constant(2 : i64) : i64
      %2487 = llvm.extractelement %2481[%2486 : i64] : vector<4xi32>
      %2488 = llvm.mlir.constant(3 : i64) : i64
      %2489 = llvm.extractelement %2481[%2488 : i64] : vector<4xi32>
      %2490 = llvm.ptrtoint %2480 : !llvm.ptr<3> to i64
      %2491 = llvm.and %2490, %9 : i64
      %2492 = llvm.lshr %2491, %8 : i64
      %2493 = llvm.xor %2490, %2492 : i64
      %2494 = llvm.inttoptr %2493 : i64 to !llvm.ptr<3>
      %2495 = llvm.getelementptr %2494[%2474] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.stmatrix %2495, %2483, %2485, %2487, %2489 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2496 = llvm.add %2475, %39 : i32
      llvm.br ^bb93(%2496 : i32) {loop_annotation = #loop_annotation}
    ^bb95:  // pred: ^bb93
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %445, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %2497 = llvm.mul %2373, %32 overflow<nsw> : i32
      %2498 = llvm.getelementptr %103[%2497] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2499 = llvm.add %1734, %6 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %50, %2498, box[%2499, %1733, %587] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      nvvm.barrier id = %39 number_of_threads = %34
      %2500 = llvm.add %2373, %39 : i32
      %2501 = llvm.srem %2500, %27 : i32
      %2502 = llvm.load %526 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2502, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2503 = llvm.load %527 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2503, %416 {alignment = 4 : i64} : f32, !llvm.ptr
      %2504 = llvm.load %528 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2504, %418 {alignment = 8 : i64} : f32, !llvm.ptr
      %2505 = llvm.load %529 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2505, %420 {alignment = 4 : i64} : f32, !llvm.ptr
      %2506 = llvm.load %530 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2506, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %2507 = llvm.load %531 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2507, %424 {alignment = 4 : i64} : f32, !llvm.ptr
      %2508 = llvm.load %532 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2508, %426 {alignment = 8 : i64} : f32, !llvm.ptr
      %2509 = llvm.load %533 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2509, %428 {alignment = 4 : i64} : f32, !llvm.ptr
      %2510 = llvm.load %534 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2510, %430 {alignment = 32 : i64} : f32, !llvm.ptr
      %2511 = llvm.load %535 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2511, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %2512 = llvm.load %536 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2512, %434 {alignment = 8 : i64} : f32, !llvm.ptr
      %2513 = llvm.load %537 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2513, %436 {alignment = 4 : i64} : f32, !llvm.ptr
      %2514 = llvm.load %538 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2514, %438 {alignment = 16 : i64} : f32, !llvm.ptr
      %2515 = llvm.load %539 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2515, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %2516 = llvm.load %540 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2516, %442 {alignment = 8 : i64} : f32, !llvm.ptr
      %2517 = llvm.load %541 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2517, %444 {alignment = 4 : i64} : f32, !llvm.ptr
      %2518 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2519 = llvm.bitcast %2518 : vector<16xf32> to vector<16xi32>
      %2520 = llvm.mlir.undef : vector<8xi32>
      %2521 = llvm.mlir.constant(0 : i64) : i64
      %2522 = llvm.mlir.constant(0 : i64) : i64
      %2523 = llvm.extractelement %2519[%2522 : i64] : vector<16xi32>
      %2524 = llvm.mlir.constant(1 : i64) : i64
      %2525 = llvm.extractelement %2519[%2524 : i64] : vector<16xi32>
      %2526 = llvm.bitcast %2523 : i32 to f32
      %2527 = llvm.bitcast %2525 : i32 to f32
      %2528 = nvvm.convert.f32x2.to.f16x2 %2527, %2526 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2529 = llvm.bitcast %2528 : vector<2xf16> to i32
      %2530 = llvm.insertelement %2529, %2520[%2521 : i64] : vector<8xi32>
      %2531 = llvm.mlir.constant(1 : i64) : i64
      %2532 = llvm.mlir.constant(2 : i64) : i64
      %2533 = llvm.extractelement %2519[%2532 : i64] : vector<16xi32>
      %2534 = llvm.mlir.constant(3 : i64) : i64
      %2535 = llvm.extractelement %2519[%2534 : i64] : vector<16xi32>
      %2536 = llvm.bitcast %2533 : i32 to f32
      %2537 = llvm.bitcast %2535 : i32 to f32
      %2538 = nvvm.convert.f32x2.to.f16x2 %2537, %2536 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2539 = llvm.bitcast %2538 : vector<2xf16> to i32
      %2540 = llvm.insertelement %2539, %2530[%2531 : i64] : vector<8xi32>
      %2541 = llvm.mlir.constant(2 : i64) : i64
      %2542 = llvm.mlir.constant(4 : i64) : i64
      %2543 = llvm.extractelement %2519[%2542 : i64] : vector<16xi32>
      %2544 = llvm.mlir.constant(5 : i64) : i64
      %2545 = llvm.extractelement %2519[%2544 : i64] : vector<16xi32>
      %2546 = llvm.bitcast %2543 : i32 to f32
      %2547 = llvm.bitcast %2545 : i32 to f32
      %2548 = nvvm.convert.f32x2.to.f16x2 %2547, %2546 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2549 = llvm.bitcast %2548 : vector<2xf16> to i32
      %2550 = llvm.insertelement %2549, %2540[%2541 : i64] : vector<8xi32>
      %2551 = llvm.mlir.constant(3 : i64) : i64
      %2552 = llvm.mlir.constant(6 : i64) : i64
      %2553 = llvm.extractelement %2519[%2552 : i64] : vector<16xi32>
      %2554 = llvm.mlir.constant(7 : i64) : i64
      %2555 = llvm.extractelement %2519[%2554 : i64] : vector<16xi32>
      %2556 = llvm.bitcast %2553 : i32 to f32
      %2557 = llvm.bitcast %2555 : i32 to f32
      %2558 = nvvm.convert.f32x2.to.f16x2 %2557, %2556 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2559 = llvm.bitcast %2558 : vector<2xf16> to i32
      %2560 = llvm.insertelement %2559, %2550[%2551 : i64] : vector<8xi32>
      %2561 = llvm.mlir.constant(4 : i64) : i64
      %2562 = llvm.mlir.constant(8 : i64) : i64
      %2563 = llvm.extractelement %2519[%2562 : i64] : vector<16xi32>
      %2564 = llvm.mlir.constant(9 : i64) : i64
      %2565 = llvm.extractelement %2519[%2564 : i64] : vector<16xi32>
      %2566 = llvm.bitcast %2563 : i32 to f32
      %2567 = llvm.bitcast %2565 : i32 to f32
      %2568 = nvvm.convert.f32x2.to.f16x2 %2567, %2566 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2569 = llvm.bitcast %2568 : vector<2xf16> to i32
      %2570 = llvm.insertelement %2569, %2560[%2561 : i64] : vector<8xi32>
      %2571 = llvm.mlir.constant(5 : i64) : i64
      %2572 = llvm.mlir.constant(10 : i64) : i64
      %2573 = llvm.extractelement %2519[%2572 : i64] : vector<16xi32>
      %2574 = llvm.mlir.constant(11 : i64) : i64
      %2575 = llvm.extractelement %2519[%2574 : i64] : vector<16xi32>
      %2576 = llvm.bitcast %2573 : i32 to f32
      %2577 = llvm.bitcast %2575 : i32 to f32
      %2578 = nvvm.convert.f32x2.to.f16x2 %2577, %2576 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2579 = llvm.bitcast %2578 : vector<2xf16> to i32
      %2580 = llvm.insertelement %2579, %2570[%2571 : i64] : vector<8xi32>
      %2581 = llvm.mlir.constant(6 : i64) : i64
      %2582 = llvm.mlir.constant(12 : i64) : i64
      %2583 = llvm.extractelement %2519[%2582 : i64] : vector<16xi32>
      %2584 = llvm.mlir.constant(13 : i64) : i64
      %2585 = llvm.extractelement %2519[%2584 : i64] : vector<16xi32>
      %2586 = llvm.bitcast %2583 : i32 to f32
      %2587 = llvm.bitcast %2585 : i32 to f32
      %2588 = nvvm.convert.f32x2.to.f16x2 %2587, %2586 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2589 = llvm.bitcast %2588 : vector<2xf16> to i32
      %2590 = llvm.insertelement %2589, %2580[%2581 : i64] : vector<8xi32>
      %2591 = llvm.mlir.constant(7 : i64) : i64
      %2592 = llvm.mlir.constant(14 : i64) : i64
      %2593 = llvm.extractelement %2519[%2592 : i64] : vector<16xi32>
      %2594 = llvm.mlir.constant(15 : i64) : i64
      %2595 = llvm.extractelement %2519[%2594 : i64] : vector<16xi32>
      %2596 = llvm.bitcast %2593 : i32 to f32
      %2597 = llvm.bitcast %2595 : i32 to f32
      %2598 = nvvm.convert.f32x2.to.f16x2 %2597, %2596 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2599 = llvm.bitcast %2598 : vector<2xf16> to i32
      %2600 = llvm.insertelement %2599, %2590[%2591 : i64] : vector<8xi32>
      %2601 = llvm.bitcast %2600 : vector<8xi32> to vector<16xf16>
      llvm.store %2601, %40 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %2602 = llvm.mul %2501, %32 overflow<nsw> : i32
      llvm.br ^bb98(%20 : i32)
    ^bb98(%2603: i32):  // 2 preds: ^bb97, ^bb99
      %2604 = llvm.icmp "slt" %2603, %21 : i32
      llvm.cond_br %2604, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %2605 = llvm.mul %2603, %33 overflow<nsw> : i32
      %2606 = llvm.getelementptr %40[%2605] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2607 = llvm.mul %2603, %38 overflow<nsw> : i32
      %2608 = llvm.getelementptr %263[%2607] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2609 = llvm.load %2606 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2610 = llvm.mlir.constant(0 : i64) : i64
      %2611 = llvm.extractelement %2609[%2610 : i64] : vector<4xi32>
      %2612 = llvm.mlir.constant(1 : i64) : i64
      %2613 = llvm.extractelement %2609[%2612 : i64] : vector<4xi32>
      %2614 = llvm.mlir.constant(2 : i64) : i64
      %2615 = llvm.extractelement %2609[%2614 : i64] : vector<4xi32>
      %2616 = llvm.mlir.constant(3 : i64) : i64
      %2617 = llvm.extractelement %2609[%2616 : i64] : vector<4xi32>
      %2618 = llvm.ptrtoint %2608 : !llvm.ptr<3> to i64
      %2619 = llvm.and %2618, %9 : i64
      %2620 = llvm.lshr %2619, %8 : i64
      %2621 = llvm.xor %2618, %2620 : i64
      %2622 = llvm.inttoptr %2621 : i64 to !llvm.ptr<3>
      %2623 = llvm.getelementptr %2622[%2602] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.stmatrix %2623, %2611, %2613, %2615, %2617 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2624 = llvm.add %2603, %39 : i32
      llvm.br ^bb98(%2624 : i32) {loop_annotation = #loop_annotation}
    ^bb100:  // pred: ^bb98
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %445, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %2625 = llvm.mul %2501, %32 overflow<nsw> : i32
      %2626 = llvm.getelementptr %103[%2625] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2627 = llvm.add %1734, %5 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %51, %2626, box[%2627, %1733, %587] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      nvvm.barrier id = %39 number_of_threads = %34
      %2628 = llvm.add %2501, %39 : i32
      %2629 = llvm.srem %2628, %27 : i32
      %2630 = llvm.load %542 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2630, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %2631 = llvm.load %543 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2631, %416 {alignment = 4 : i64} : f32, !llvm.ptr
      %2632 = llvm.load %544 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2632, %418 {alignment = 8 : i64} : f32, !llvm.ptr
      %2633 = llvm.load %545 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2633, %420 {alignment = 4 : i64} : f32, !llvm.ptr
      %2634 = llvm.load %546 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2634, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %2635 = llvm.load %547 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2635, %424 {alignment = 4 : i64} : f32, !llvm.ptr
      %2636 = llvm.load %548 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2636, %426 {alignment = 8 : i64} : f32, !llvm.ptr
      %2637 = llvm.load %549 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2637, %428 {alignment = 4 : i64} : f32, !llvm.ptr
      %2638 = llvm.load %550 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2638, %430 {alignment = 32 : i64} : f32, !llvm.ptr
      %2639 = llvm.load %551 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2639, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %2640 = llvm.load %552 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2640, %434 {alignment = 8 : i64} : f32, !llvm.ptr
      %2641 = llvm.load %553 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2641, %436 {alignment = 4 : i64} : f32, !llvm.ptr
      %2642 = llvm.load %554 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2642, %438 {alignment = 16 : i64} : f32, !llvm.ptr
      %2643 = llvm.load %555 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2643, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %2644 = llvm.load %556 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2644, %442 {alignment = 8 : i64} : f32, !llvm.ptr
      %2645 = llvm.load %557 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2645, %444 {alignment = 4 : i64} : f32, !llvm.ptr
      %2646 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2647 = llvm.bitcast %2646 : vector<16xf32> to vector<16xi32>
      %2648 = llvm.mlir.undef : vector<8xi32>
      %2649 = llvm.mlir.constant(0 : i64) : i64
      %2650 = llvm.mlir.constant(0 : i64) : i64
      %2651 = llvm.extractelement %2647[%2650 : i64] : vector<16xi32>
      %2652 = llvm.mlir.constant(1 : i64) : i64
      %2653 = llvm.extractelement %2647[%2652 : i64] : vector<16xi32>
      %2654 = llvm.bitcast %2651 : i32 to f32
      %2655 = llvm.bitcast %2653 : i32 to f32
      %2656 = nvvm.convert.f32x2.to.f16x2 %2655, %2654 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2657 = llvm.bitcast %2656 : vector<2xf16> to i32
      %2658 = llvm.insertelement %2657, %2648[%2649 : i64] : vector<8xi32>
      %2659 = llvm.mlir.constant(1 : i64) : i64
      %2660 = llvm.mlir.constant(2 : i64) : i64
      %2661 = llvm.extractelement %2647[%2660 : i64] : vector<16xi32>
      %2662 = llvm.mlir.constant(3 : i64) : i64
      %2663 = llvm.extractelement %2647[%2662 : i64] : vector<16xi32>
      %2664 = llvm.bitcast %2661 : i32 to f32
      %2665 = llvm.bitcast %2663 : i32 to f32
      %2666 = nvvm.convert.f32x2.to.f16x2 %2665, %2664 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2667 = llvm.bitcast %2666 : vector<2xf16> to i32
      %2668 = llvm.insertelement %2667, %2658[%2659 : i64] : vector<8xi32>
      %2669 = llvm.mlir.constant(2 : i64) : i64
      %2670 = llvm.mlir.constant(4 : i64) : i64
      %2671 = llvm.extractelement %2647[%2670 : i64] : vector<16xi32>
      %2672 = llvm.mlir.constant(5 : i64) : i64
      %2673 = llvm.extractelement %2647[%2672 : i64] : vector<16xi32>
      %2674 = llvm.bitcast %2671 : i32 to f32
      %2675 = llvm.bitcast %2673 : i32 to f32
      %2676 = nvvm.convert.f32x2.to.f16x2 %2675, %2674 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2677 = llvm.bitcast %2676 : vector<2xf16> to i32
      %2678 = llvm.insertelement %2677, %2668[%2669 : i64] : vector<8xi32>
      %2679 = llvm.mlir.constant(3 : i64) : i64
      %2680 = llvm.mlir.constant(6 : i64) : i64
      %2681 = llvm.extractelement %2647[%2680 : i64] : vector<16xi32>
      %2682 = llvm.mlir.constant(7 : i64) : i64
      %2683 = llvm.extractelement %2647[%2682 : i64] : vector<16xi32>
      %2684 = llvm.bitcast %2681 : i32 to f32
      %2685 = llvm.bitcast %2683 : i32 to f32
      %2686 = nvvm.convert.f32x2.to.f16x2 %2685, %2684 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2687 = llvm.bitcast %2686 : vector<2xf16> to i32
      %2688 = llvm.insertelement %2687, %2678[%2679 : i64] : vector<8xi32>
      %2689 = llvm.mlir.constant(4 : i64) : i64
      %2690 = llvm.mlir.constant(8 : i64) : i64
      %2691 = llvm.extractelement %2647[%2690 : i64] : vector<16xi32>
      %2692 = llvm.mlir.constant(9 : i64) : i64
      %2693 = llvm.extractelement %2647[%2692 : i64] : vector<16xi32>
      %2694 = llvm.bitcast %2691 : i32 to f32
      %2695 = llvm.bitcast %2693 : i32 to f32
      %2696 = nvvm.convert.f32x2.to.f16x2 %2695, %2694 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2697 = llvm.bitcast %2696 : vector<2xf16> to i32
      %2698 = llvm.insertelement %2697, %2688[%2689 : i64] : vector<8xi32>
      %2699 = llvm.mlir.constant(5 : i64) : i64
      %2700 = llvm.mlir.constant(10 : i64) : i64
      %2701 = llvm.extractelement %2647[%2700 : i64] : vector<16xi32>
      %2702 = llvm.mlir.constant(11 : i64) : i64
      %2703 = llvm.extractelement %2647[%2702 : i64] : vector<16xi32>
      %2704 = llvm.bitcast %2701 : i32 to f32
      %2705 = llvm.bitcast %2703 : i32 to f32
      %2706 = nvvm.convert.f32x2.to.f16x2 %2705, %2704 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2707 = llvm.bitcast %2706 : vector<2xf16> to i32
      %2708 = llvm.insertelement %2707, %2698[%2699 : i64] : vector<8xi32>
      %2709 = llvm.mlir.constant(6 : i64) : i64
      %2710 = llvm.mlir.constant(12 : i64) : i64
      %2711 = llvm.extractelement %2647[%2710 : i64] : vector<16xi32>
      %2712 = llvm.mlir.constant(13 : i64) : i64
      %2713 = llvm.extractelement %2647[%2712 : i64] : vector<16xi32>
      %2714 = llvm.bitcast %2711 : i32 to f32
      %2715 = llvm.bitcast %2713 : i32 to f32
      %2716 = nvvm.convert.f32x2.to.f16x2 %2715, %2714 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2717 = llvm.bitcast %2716 : vector<2xf16> to i32
      %2718 = llvm.insertelement %2717, %2708[%2709 : i64] : vector<8xi32>
      %2719 = llvm.mlir.constant(7 : i64) : i64
      %2720 = llvm.mlir.constant(14 : i64) : i64
      %2721 = llvm.extractelement %2647[%2720 : i64] : vector<16xi32>
      %2722 = llvm.mlir.constant(15 : i64) : i64
      %2723 = llvm.extractelement %2647[%2722 : i64] : vector<16xi32>
      %2724 = llvm.bitcast %2721 : i32 to f32
      %2725 = llvm.bitcast %2723 : i32 to f32
      %2726 = nvvm.convert.f32x2.to.f16x2 %2725, %2724 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2727 = llvm.bitcast %2726 : vector<2xf16> to i32
      %2728 = llvm.insertelement %2727, %2718[%2719 : i64] : vector<8xi32>
      %2729 = llvm.bitcast %2728 : vector<8xi32> to vector<16xf16>
      llvm.store %2729, %40 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %2730 = llvm.mul %2629, %32 overflow<nsw> : i32
      llvm.br ^bb103(%20 : i32)
    ^bb103(%2731: i32):  // 2 preds: ^bb102, ^bb104
      %2732 = llvm.icmp "slt" %2731, %21 : i32
      llvm.cond_br %2732, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %2733 = llvm.mul %2731, %33 overflow<nsw> : i32
      %2734 = llvm.getelementptr %40[%2733] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2735 = llvm.mul %2731, %38 overflow<nsw> : i32
      %2736 = llvm.getelementptr %263[%2735] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2737 = llvm.load %2734 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2738 = llvm.mlir.constant(0 : i64) : i64
      %2739 = llvm.extractelement %2737[%2738 : i64] : vector<4xi32>
      %2740 = llvm.mlir.constant(1 : i64) : i64
      %2741 = llvm.extractelement %2737[%2740 : i64] : vector<4xi32>
      %2742 = llvm.mlir.constant(2 : i64) : i64
      %2743 = llvm.extractelement %2737[%2742 : i64] : vector<4xi32>
      %2744 = llvm.mlir.constant(3 : i64) : i64
      %2745 = llvm.extractelement %2737[%2744 : i64] : vector<4xi32>
      %2746 = llvm.ptrtoint %2736 : !llvm.ptr<3> to i64
      %2747 = llvm.and %2746, %9 : i64
      %2748 = llvm.lshr %2747, %8 : i64
      %2749 = llvm.xor %2746, %2748 : i64
      %2750 = llvm.inttoptr %2749 : i64 to !llvm.ptr<3>
      %2751 = llvm.getelementptr %2750[%2730] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.stmatrix %2751, %2739, %2741, %2743, %2745 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2752 = llvm.add %2731, %39 : i32
      llvm.br ^bb103(%2752 : i32) {loop_annotation = #loop_annotation}
    ^bb105:  // pred: ^bb103
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %34
      llvm.cond_br %445, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %2753 = llvm.mul %2629, %32 overflow<nsw> : i32
      %2754 = llvm.getelementptr %103[%2753] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2755 = llvm.add %1734, %4 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %52, %2754, box[%2755, %1733, %587] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      nvvm.barrier id = %39 number_of_threads = %34
      %2756 = llvm.add %2629, %39 : i32
      %2757 = llvm.srem %2756, %27 : i32
      %2758 = llvm.add %569, %95 : i32
      llvm.br ^bb43(%2757, %2758, %622, %1728, %1730, %1732, %627, %628, %629 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb108:  // pred: ^bb43
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb109
    ^bb109:  // 2 preds: ^bb41, ^bb108
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm90_hf23fcc61(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_2ed770
    %1 = llvm.mlir.poison : !llvm.struct<(i1)>
    %2 = llvm.mlir.constant(230400 : i64) : i64
    %3 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %4 = llvm.mlir.constant(4290672329751 : i64) : i64
    %5 = llvm.mlir.constant(131000 : i64) : i64
    %6 = llvm.mlir.constant(562643092258 : i64) : i64
    %7 = llvm.mlir.constant(4496830759431 : i64) : i64
    %8 = llvm.mlir.constant(68120 : i64) : i64
    %9 = llvm.mlir.constant(127 : i64) : i64
    %10 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %11 = llvm.mlir.constant(1 : i64) : i64
    %12 = llvm.mlir.constant(4290672329223 : i64) : i64
    %13 = llvm.mlir.constant(65000 : i64) : i64
    %14 = llvm.mlir.constant(279175258914 : i64) : i64
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.mlir.constant(40 : i32) : i32
    %17 = llvm.mlir.constant(2 : i32) : i32
    %18 = llvm.mlir.constant(1 : i32) : i32
    %19 = llvm.mlir.constant(384 : i32) : i32
    %20 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %21 = llvm.mlir.constant(16 : i64) : i64
    %22 = llvm.mlir.constant(4 : i64) : i64
    %23 = llvm.mlir.constant(0 : i64) : i64
    %24 = llvm.mlir.constant(16 : i32) : i32
    %25 = llvm.mlir.constant(false) : i1
    %26 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %27 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %28 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %29 = llvm.insertvalue %25, %1[0] : !llvm.struct<(i1)>
    %30 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %31 = llvm.ptrtoint %26 : !llvm.ptr<1> to i64
    %32 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %32 : i64, !llvm.ptr
    %33 = llvm.getelementptr %30[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %30[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %30[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %30[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %36 : i64, !llvm.ptr
    %37 = llvm.getelementptr %30[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %30[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %30[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %39 : i64, !llvm.ptr
    %40 = llvm.udiv %31, %21 : i64
    %41 = llvm.and %40, %20 : i64
    %42 = llvm.shl %41, %22 : i64
    llvm.store %42, %32 : i64, !llvm.ptr
    llvm.store %14, %33 : i64, !llvm.ptr
    llvm.store %13, %34 : i64, !llvm.ptr
    llvm.store %23, %35 : i64, !llvm.ptr
    llvm.store %12, %36 : i64, !llvm.ptr
    llvm.store %11, %37 : i64, !llvm.ptr
    llvm.store %10, %38 : i64, !llvm.ptr
    llvm.store %9, %39 : i64, !llvm.ptr
    %43 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %44 = llvm.inttoptr %43 : i64 to !llvm.ptr
    %45 = llvm.load %44 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %46 = llvm.insertvalue %45, %0[0] : !llvm_struct_2ed770
    %47 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %48 = llvm.ptrtoint %27 : !llvm.ptr<1> to i64
    %49 = llvm.getelementptr %47[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %47[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %47[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %47[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %47[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %47[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %47[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %47[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %56 : i64, !llvm.ptr
    %57 = llvm.udiv %48, %21 : i64
    %58 = llvm.and %57, %20 : i64
    %59 = llvm.shl %58, %22 : i64
    llvm.store %59, %49 : i64, !llvm.ptr
    llvm.store %14, %50 : i64, !llvm.ptr
    llvm.store %8, %51 : i64, !llvm.ptr
    llvm.store %23, %52 : i64, !llvm.ptr
    llvm.store %7, %53 : i64, !llvm.ptr
    llvm.store %11, %54 : i64, !llvm.ptr
    llvm.store %10, %55 : i64, !llvm.ptr
    llvm.store %9, %56 : i64, !llvm.ptr
    %60 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %61 = llvm.inttoptr %60 : i64 to !llvm.ptr
    %62 = llvm.load %61 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %63 = llvm.insertvalue %62, %0[0] : !llvm_struct_2ed770
    %64 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %65 = llvm.ptrtoint %28 : !llvm.ptr<1> to i64
    %66 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %66 : i64, !llvm.ptr
    %67 = llvm.getelementptr %64[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %67 : i64, !llvm.ptr
    %68 = llvm.getelementptr %64[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %68 : i64, !llvm.ptr
    %69 = llvm.getelementptr %64[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %69 : i64, !llvm.ptr
    %70 = llvm.getelementptr %64[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %70 : i64, !llvm.ptr
    %71 = llvm.getelementptr %64[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %64[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %72 : i64, !llvm.ptr
    %73 = llvm.getelementptr %64[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %73 : i64, !llvm.ptr
    %74 = llvm.udiv %65, %21 : i64
    %75 = llvm.and %74, %20 : i64
    %76 = llvm.shl %75, %22 : i64
    llvm.store %76, %66 : i64, !llvm.ptr
    llvm.store %6, %67 : i64, !llvm.ptr
    llvm.store %5, %68 : i64, !llvm.ptr
    llvm.store %23, %69 : i64, !llvm.ptr
    llvm.store %4, %70 : i64, !llvm.ptr
    llvm.store %11, %71 : i64, !llvm.ptr
    llvm.store %3, %72 : i64, !llvm.ptr
    llvm.store %9, %73 : i64, !llvm.ptr
    %77 = llvm.ptrtoint %64 : !llvm.ptr to i64
    %78 = llvm.inttoptr %77 : i64 to !llvm.ptr
    %79 = llvm.load %78 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %80 = llvm.insertvalue %79, %0[0] : !llvm_struct_2ed770
    %81 = llvm.mlir.constant(1 : i32) : i32
    %82 = llvm.alloca %81 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %83 = llvm.alloca %81 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %84 = llvm.getelementptr %82[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %83, %84 : !llvm.ptr, !llvm.ptr
    %85 = llvm.getelementptr %82[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %85 : i32, !llvm.ptr
    %86 = llvm.getelementptr %82[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %18, %86 : i32, !llvm.ptr
    %87 = llvm.getelementptr %82[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %18, %87 : i32, !llvm.ptr
    %88 = llvm.getelementptr %82[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %88 : i64, !llvm.ptr
    %89 = llvm.getelementptr %82[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %17, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %82[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %18, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %82[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %16, %91 : i32, !llvm.ptr
    %92 = llvm.getelementptr %82[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %93 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %93, %92 : i32, !llvm.ptr
    %94 = llvm.getelementptr %82[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %94 : !llvm.ptr, !llvm.ptr
    %95 = llvm.alloca %81 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %96 = builtin.unrealized_conversion_cast %95 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %97 = llvm.getelementptr %95[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %82, %97 : !llvm.ptr, !llvm.ptr
    %98 = llvm.getelementptr %95[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %99 = llvm.load %98 : !llvm.ptr -> !llvm.ptr
    %100 = llvm.getelementptr %99[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %101 = llvm.load %100 : !llvm.ptr -> i32
    %102 = llvm.getelementptr %99[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %103 = llvm.load %102 : !llvm.ptr -> !llvm.ptr
    %104 = llvm.mlir.constant(6 : i32) : i32
    %105 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%105 : i32)
  ^bb1(%106: i32):  // 2 preds: ^bb3, ^bb5
    %107 = llvm.getelementptr %103[%106] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %108 = llvm.getelementptr %107[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %104, %108 : i32, !llvm.ptr
    %109 = llvm.getelementptr %107[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %15, %109 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %110 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %111 = llvm.mlir.constant(0 : index) : i64
    %112 = llvm.getelementptr %110[%111, %111] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %113 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %114 = llvm.mlir.constant(0 : index) : i64
    %115 = llvm.getelementptr %113[%114, %114] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %116 = llvm.call @printf(%115, %112) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %117 = llvm.mlir.constant(1 : i32) : i32
    %118 = llvm.add %101, %117 : i32
    llvm.store %118, %100 : i32, !llvm.ptr
    llvm.br ^bb1(%101 : i32)
  ^bb4:  // pred: ^bb7
    %119 = llvm.mlir.constant(17 : i32) : i32
    %120 = llvm.icmp "uge" %101, %119 : i32
    llvm.cond_br %120, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%127 : i32)
  ^bb6:  // pred: ^bb7
    %121 = llvm.getelementptr %103[%127] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %122 = llvm.getelementptr %121[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %123 = llvm.load %122 : !llvm.ptr -> i32
    %124 = llvm.icmp "eq" %123, %104 : i32
    %125 = llvm.mlir.constant(1 : i32) : i32
    %126 = llvm.add %127, %125 : i32
    llvm.cond_br %124, ^bb5, ^bb7(%126 : i32)
  ^bb7(%127: i32):  // 2 preds: ^bb0, ^bb6
    %128 = llvm.icmp "uge" %127, %101 : i32
    llvm.cond_br %128, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %129 = llvm.getelementptr %95[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %130 = llvm.load %129 : !llvm.ptr -> !llvm.ptr
    %131 = llvm.getelementptr %130[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %132 = llvm.load %131 : !llvm.ptr -> i32
    %133 = llvm.getelementptr %130[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %134 = llvm.load %133 : !llvm.ptr -> !llvm.ptr
    %135 = llvm.mlir.constant(4 : i32) : i32
    %136 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%136 : i32)
  ^bb9(%137: i32):  // 2 preds: ^bb11, ^bb13
    %138 = llvm.getelementptr %134[%137] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %139 = llvm.getelementptr %138[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %135, %139 : i32, !llvm.ptr
    %140 = llvm.getelementptr %138[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %141 = llvm.getelementptr %140[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %17, %141 : i32, !llvm.ptr
    %142 = llvm.getelementptr %140[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %18, %142 : i32, !llvm.ptr
    %143 = llvm.getelementptr %140[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %18, %143 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %144 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %145 = llvm.mlir.constant(0 : index) : i64
    %146 = llvm.getelementptr %144[%145, %145] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %147 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %148 = llvm.mlir.constant(0 : index) : i64
    %149 = llvm.getelementptr %147[%148, %148] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %150 = llvm.call @printf(%149, %146) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %151 = llvm.mlir.constant(1 : i32) : i32
    %152 = llvm.add %132, %151 : i32
    llvm.store %152, %131 : i32, !llvm.ptr
    llvm.br ^bb9(%132 : i32)
  ^bb12:  // pred: ^bb15
    %153 = llvm.mlir.constant(17 : i32) : i32
    %154 = llvm.icmp "uge" %132, %153 : i32
    llvm.cond_br %154, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%161 : i32)
  ^bb14:  // pred: ^bb15
    %155 = llvm.getelementptr %134[%161] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %156 = llvm.getelementptr %155[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %157 = llvm.load %156 : !llvm.ptr -> i32
    %158 = llvm.icmp "eq" %157, %135 : i32
    %159 = llvm.mlir.constant(1 : i32) : i32
    %160 = llvm.add %161, %159 : i32
    llvm.cond_br %158, ^bb13, ^bb15(%160 : i32)
  ^bb15(%161: i32):  // 2 preds: ^bb8, ^bb14
    %162 = llvm.icmp "uge" %161, %132 : i32
    llvm.cond_br %162, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %163 = llvm.getelementptr %95[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %164 = llvm.load %163 : !llvm.ptr -> !llvm.ptr
    %165 = llvm.getelementptr %164[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %166 = llvm.load %165 : !llvm.ptr -> i32
    %167 = llvm.getelementptr %164[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %168 = llvm.load %167 : !llvm.ptr -> !llvm.ptr
    %169 = llvm.mlir.constant(2 : i32) : i32
    %170 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb23(%170 : i32)
  ^bb17(%171: i32):  // 2 preds: ^bb19, ^bb21
    %172 = llvm.getelementptr %168[%171] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %173 = llvm.getelementptr %172[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %169, %173 : i32, !llvm.ptr
    %174 = llvm.getelementptr %172[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %15, %174 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %175 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %176 = llvm.mlir.constant(0 : index) : i64
    %177 = llvm.getelementptr %175[%176, %176] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %178 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %179 = llvm.mlir.constant(0 : index) : i64
    %180 = llvm.getelementptr %178[%179, %179] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %181 = llvm.call @printf(%180, %177) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %182 = llvm.mlir.constant(1 : i32) : i32
    %183 = llvm.add %166, %182 : i32
    llvm.store %183, %165 : i32, !llvm.ptr
    llvm.br ^bb17(%166 : i32)
  ^bb20:  // pred: ^bb23
    %184 = llvm.mlir.constant(17 : i32) : i32
    %185 = llvm.icmp "uge" %166, %184 : i32
    llvm.cond_br %185, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%192 : i32)
  ^bb22:  // pred: ^bb23
    %186 = llvm.getelementptr %168[%192] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %187 = llvm.getelementptr %186[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %188 = llvm.load %187 : !llvm.ptr -> i32
    %189 = llvm.icmp "eq" %188, %169 : i32
    %190 = llvm.mlir.constant(1 : i32) : i32
    %191 = llvm.add %192, %190 : i32
    llvm.cond_br %189, ^bb21, ^bb23(%191 : i32)
  ^bb23(%192: i32):  // 2 preds: ^bb16, ^bb22
    %193 = llvm.icmp "uge" %192, %166 : i32
    llvm.cond_br %193, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %194 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h6c5ccfa5_0<%96> (%46, %63, %80, %29) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %195 = builtin.unrealized_conversion_cast %194 : !cuda.result to i32
    cuda.return_if_error %195 : i32
    llvm.return %15 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hf3ac7798(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_hf23fcc61(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
