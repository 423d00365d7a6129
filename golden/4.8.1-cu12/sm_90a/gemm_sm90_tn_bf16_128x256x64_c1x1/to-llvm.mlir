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
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, exact_grid_dim = array<i64: 1, 1, 80>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %14 = llvm.mlir.constant(64 : i32) : i32
      %15 = llvm.mlir.constant(6 : i32) : i32
      %16 = llvm.mlir.constant(1024 : i32) : i32
      %17 = llvm.mlir.constant(1024 : i64) : i64
      %18 = llvm.mlir.constant(31 : i32) : i32
      %19 = llvm.mlir.constant(-1 : i32) : i32
      %20 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %21 = llvm.mlir.constant(32 : i32) : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(8 : i32) : i32
      %24 = llvm.mlir.constant(true) : i1
      %25 = llvm.mlir.constant(80 : i32) : i32
      %26 = llvm.mlir.constant(40 : i32) : i32
      %27 = llvm.mlir.constant(9 : i32) : i32
      %28 = llvm.mlir.constant(10000000 : i32) : i32
      %29 = llvm.mlir.constant(49152 : i32) : i32
      %30 = llvm.mlir.constant(4 : i32) : i32
      %31 = llvm.mlir.constant(2 : i32) : i32
      %32 = llvm.mlir.constant(4096 : i32) : i32
      %33 = llvm.mlir.constant(256 : i32) : i32
      %34 = llvm.mlir.constant(512 : i32) : i32
      %35 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %36 = llvm.mlir.constant(128 : i32) : i32
      %37 = llvm.mlir.constant(16 : i32) : i32
      %38 = llvm.mlir.constant(1 : i32) : i32
      %39 = llvm.alloca %37 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %37 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %36 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %43 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %44 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %45 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %46 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %47 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %48 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %49 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %50 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %51 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_2ed770
      %52 = llvm.ptrtoint %20 : !llvm.ptr<3> to i32
      %53 = nvvm.shfl.sync idx %19, %52, %22, %18 : i32 -> i32
      %54 = llvm.zext %53 : i32 to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<3>
      llvm.intr.assume %24 ["align"(%55, %17 : !llvm.ptr<3>, i64)] : i1
      %56 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %57 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %58 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %59 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %60 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %61 = llvm.mul %57, %59 : i32
      %62 = llvm.add %56, %61 : i32
      %63 = llvm.mul %58, %59 : i32
      %64 = llvm.mul %63, %60 : i32
      %65 = llvm.add %62, %64 : i32
      %66 = llvm.sdiv %65, %21 : i32
      %67 = llvm.mul %66, %21 : i32
      %68 = llvm.icmp "ne" %65, %67 : i32
      %69 = llvm.mlir.constant(0 : i32) : i32
      %70 = llvm.icmp "slt" %65, %69 : i32
      %71 = llvm.mlir.constant(false) : i1
      %72 = llvm.icmp "ne" %70, %71 : i1
      %73 = llvm.and %68, %72 : i1
      %74 = llvm.mlir.constant(-1 : i32) : i32
      %75 = llvm.add %66, %74 : i32
      %76 = llvm.select %73, %75, %66 : i1, i32
      %77 = nvvm.shfl.sync idx %19, %76, %22, %18 : i32 -> i32
      %78 = nvvm.shfl.sync idx %19, %77, %22, %18 : i32 -> i32
      %79 = llvm.sdiv %56, %36 : i32
      %80 = llvm.mul %79, %36 : i32
      %81 = llvm.icmp "ne" %56, %80 : i32
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.icmp "slt" %56, %82 : i32
      %84 = llvm.mlir.constant(false) : i1
      %85 = llvm.icmp "ne" %83, %84 : i1
      %86 = llvm.and %81, %85 : i1
      %87 = llvm.mlir.constant(-1 : i32) : i32
      %88 = llvm.add %79, %87 : i32
      %89 = llvm.select %86, %88, %79 : i1, i32
      %90 = nvvm.shfl.sync idx %19, %89, %22, %18 : i32 -> i32
      %91 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %92 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %93 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %94 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %95 = llvm.icmp "eq" %78, %22 : i32
      llvm.cond_br %95, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg0 : !llvm.ptr
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %96 = llvm.getelementptr %55[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %97 = llvm.getelementptr %55[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %98 = llvm.getelementptr %55[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %95, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %99 = nvvm.elect.sync -> i1
      llvm.cond_br %99, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.mbarrier.init %55, %38 : !llvm.ptr<3>, i32
      %100 = llvm.getelementptr %55[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %100, %38 : !llvm.ptr<3>, i32
      %101 = llvm.getelementptr %55[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %101, %38 : !llvm.ptr<3>, i32
      %102 = llvm.getelementptr %55[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %102, %38 : !llvm.ptr<3>, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %103 = llvm.getelementptr %55[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %95, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %104 = nvvm.elect.sync -> i1
      llvm.cond_br %104, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      nvvm.mbarrier.init %103, %23 : !llvm.ptr<3>, i32
      %105 = llvm.getelementptr %55[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %105, %23 : !llvm.ptr<3>, i32
      %106 = llvm.getelementptr %55[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %106, %23 : !llvm.ptr<3>, i32
      %107 = llvm.getelementptr %55[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %107, %23 : !llvm.ptr<3>, i32
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %108 = llvm.srem %56, %21 : i32
      %109 = llvm.icmp "slt" %108, %38 : i32
      nvvm.fence.mbarrier.init
      nvvm.barrier
      nvvm.barrier
      %110 = llvm.icmp "eq" %90, %22 : i32
      llvm.cond_br %110, ^bb11, ^bb42
    ^bb11:  // pred: ^bb10
      nvvm.setmaxregister decrease 40
      llvm.cond_br %95, ^bb12, ^bb41
    ^bb12:  // pred: ^bb11
      llvm.br ^bb13(%93, %22, %22, %38 : i32, i32, i32, i32)
    ^bb13(%111: i32, %112: i32, %113: i32, %114: i32):  // 2 preds: ^bb12, ^bb27
      %115 = llvm.icmp "slt" %111, %25 : i32
      llvm.cond_br %115, ^bb14(%111, %112, %113, %114 : i32, i32, i32, i32), ^bb28
    ^bb14(%116: i32, %117: i32, %118: i32, %119: i32):  // pred: ^bb13
      %120 = llvm.sdiv %116, %26 : i32
      %121 = llvm.mul %120, %26 : i32
      %122 = llvm.icmp "ne" %116, %121 : i32
      %123 = llvm.mlir.constant(0 : i32) : i32
      %124 = llvm.icmp "slt" %116, %123 : i32
      %125 = llvm.mlir.constant(false) : i1
      %126 = llvm.icmp "ne" %124, %125 : i1
      %127 = llvm.and %122, %126 : i1
      %128 = llvm.mlir.constant(-1 : i32) : i32
      %129 = llvm.add %120, %128 : i32
      %130 = llvm.select %127, %129, %120 : i1, i32
      %131 = llvm.mul %130, %26 : i32
      %132 = llvm.sub %116, %131 : i32
      %133 = llvm.sdiv %132, %26 : i32
      %134 = llvm.mul %133, %26 : i32
      %135 = llvm.icmp "ne" %132, %134 : i32
      %136 = llvm.mlir.constant(0 : i32) : i32
      %137 = llvm.icmp "slt" %132, %136 : i32
      %138 = llvm.mlir.constant(false) : i1
      %139 = llvm.icmp "ne" %137, %138 : i1
      %140 = llvm.and %135, %139 : i1
      %141 = llvm.mlir.constant(-1 : i32) : i32
      %142 = llvm.add %133, %141 : i32
      %143 = llvm.select %140, %142, %133 : i1, i32
      %144 = llvm.mul %143, %23 : i32
      %145 = llvm.sub %23, %144 : i32
      %146 = llvm.intr.smin(%145, %23) : (i32, i32) -> i32
      %147 = llvm.mul %143, %26 : i32
      %148 = llvm.sub %132, %147 : i32
      %149 = llvm.srem %148, %146 : i32
      %150 = llvm.add %144, %149 : i32
      %151 = llvm.sdiv %148, %146 : i32
      %152 = llvm.mul %151, %146 : i32
      %153 = llvm.icmp "ne" %148, %152 : i32
      %154 = llvm.mlir.constant(0 : i32) : i32
      %155 = llvm.icmp "slt" %148, %154 : i32
      %156 = llvm.icmp "slt" %146, %154 : i32
      %157 = llvm.icmp "ne" %155, %156 : i1
      %158 = llvm.and %153, %157 : i1
      %159 = llvm.mlir.constant(-1 : i32) : i32
      %160 = llvm.add %151, %159 : i32
      %161 = llvm.select %158, %160, %151 : i1, i32
      %162 = llvm.add %150, %91 : i32
      %163 = llvm.add %161, %92 : i32
      llvm.br ^bb15(%22, %117, %118, %119 : i32, i32, i32, i32)
    ^bb15(%164: i32, %165: i32, %166: i32, %167: i32):  // 2 preds: ^bb14, ^bb26
      %168 = llvm.icmp "slt" %164, %27 : i32
      llvm.cond_br %168, ^bb16, ^bb27
    ^bb16:  // pred: ^bb15
      %169 = llvm.getelementptr %103[%166] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %169, %167, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %170 = nvvm.elect.sync -> i1
      llvm.cond_br %170, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %171 = llvm.getelementptr %55[%166] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %172 = nvvm.mbarrier.arrive.expect_tx %171, %29 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %173 = llvm.getelementptr %55[%166] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %174 = llvm.mul %162, %36 overflow<nsw> : i32
      %175 = llvm.mul %164, %14 overflow<nsw> : i32
      %176 = llvm.mul %166, %13 overflow<nsw> : i32
      %177 = llvm.getelementptr %96[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %178 = nvvm.elect.sync -> i1
      llvm.cond_br %178, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      nvvm.cp.async.bulk.tensor.shared.cluster.global %177, %42, %173, box[%175, %174, %130] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %179 = llvm.mul %163, %33 overflow<nsw> : i32
      %180 = llvm.mul %164, %14 overflow<nsw> : i32
      %181 = llvm.mul %166, %12 overflow<nsw> : i32
      %182 = llvm.getelementptr %97[%181] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %183 = nvvm.elect.sync -> i1
      llvm.cond_br %183, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      nvvm.cp.async.bulk.tensor.shared.cluster.global %182, %43, %173, box[%180, %179, %130] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %184 = llvm.add %166, %38 : i32
      %185 = llvm.add %165, %38 : i32
      %186 = llvm.icmp "eq" %184, %30 : i32
      %187 = llvm.select %186, %22, %184 : i1, i32
      llvm.cond_br %186, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %188 = llvm.xor %167, %38 : i32
      llvm.br ^bb25(%188 : i32)
    ^bb24:  // pred: ^bb22
      llvm.br ^bb25(%167 : i32)
    ^bb25(%189: i32):  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // pred: ^bb25
      %190 = llvm.add %164, %38 : i32
      llvm.br ^bb15(%190, %185, %187, %189 : i32, i32, i32, i32)
    ^bb27:  // pred: ^bb15
      %191 = llvm.add %116, %94 : i32
      llvm.br ^bb13(%191, %165, %166, %167 : i32, i32, i32, i32)
    ^bb28:  // pred: ^bb13
      %192 = llvm.getelementptr %103[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %192, %114, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %193 = llvm.add %113, %38 : i32
      %194 = llvm.icmp "eq" %193, %30 : i32
      %195 = llvm.select %194, %22, %193 : i1, i32
      llvm.cond_br %194, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %196 = llvm.xor %114, %38 : i32
      llvm.br ^bb31(%196 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%114 : i32)
    ^bb31(%197: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      %198 = llvm.getelementptr %103[%195] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %198, %197, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %199 = llvm.add %195, %38 : i32
      %200 = llvm.icmp "eq" %199, %30 : i32
      %201 = llvm.select %200, %22, %199 : i1, i32
      llvm.cond_br %200, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %202 = llvm.xor %197, %38 : i32
      llvm.br ^bb35(%202 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%197 : i32)
    ^bb35(%203: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb36
    ^bb36:  // pred: ^bb35
      %204 = llvm.getelementptr %103[%201] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %204, %203, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %205 = llvm.add %201, %38 : i32
      %206 = llvm.icmp "eq" %205, %30 : i32
      %207 = llvm.select %206, %22, %205 : i1, i32
      llvm.cond_br %206, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %208 = llvm.xor %203, %38 : i32
      llvm.br ^bb39(%208 : i32)
    ^bb38:  // pred: ^bb36
      llvm.br ^bb39(%203 : i32)
    ^bb39(%209: i32):  // 2 preds: ^bb37, ^bb38
      llvm.br ^bb40
    ^bb40:  // pred: ^bb39
      %210 = llvm.getelementptr %103[%207] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %210, %209, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb11, ^bb40
      llvm.br ^bb109
    ^bb42:  // pred: ^bb10
      nvvm.setmaxregister increase 232
      %211 = llvm.sub %56, %36 : i32
      %212 = llvm.sdiv %211, %36 : i32
      %213 = llvm.srem %212, %31 : i32
      %214 = llvm.srem %213, %31 : i32
      %215 = llvm.mul %214, %32 overflow<nsw> : i32
      %216 = llvm.getelementptr %96[%215] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %217 = llvm.ptrtoint %216 : !llvm.ptr<3> to i32
      %218 = llvm.lshr %217, %30 : i32
      %219 = llvm.and %218, %11 : i32
      %220 = llvm.zext %219 : i32 to i64
      %221 = llvm.or %220, %2 : i64
      %222 = llvm.or %221, %1 : i64
      %223 = llvm.or %222, %0 : i64
      %224 = llvm.ptrtoint %97 : !llvm.ptr<3> to i32
      %225 = llvm.lshr %224, %30 : i32
      %226 = llvm.and %225, %11 : i32
      %227 = llvm.zext %226 : i32 to i64
      %228 = llvm.or %227, %2 : i64
      %229 = llvm.or %228, %1 : i64
      %230 = llvm.or %229, %0 : i64
      %231 = llvm.sdiv %211, %23 : i32
      %232 = llvm.srem %211, %23 : i32
      %233 = llvm.mul %232, %21 overflow<nsw> : i32
      %234 = llvm.sdiv %231, %31 : i32
      %235 = llvm.srem %231, %31 : i32
      %236 = llvm.mul %235, %33 overflow<nsw> : i32
      %237 = llvm.add %233, %236 overflow<nsw> : i32
      %238 = llvm.sdiv %234, %31 : i32
      %239 = llvm.srem %234, %31 : i32
      %240 = llvm.mul %239, %23 overflow<nsw> : i32
      %241 = llvm.add %237, %240 overflow<nsw> : i32
      %242 = llvm.mul %238, %34 overflow<nsw> : i32
      %243 = llvm.add %241, %242 overflow<nsw> : i32
      %244 = llvm.getelementptr %98[%243] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %245 = llvm.bitcast %223 : i64 to vector<2xi32>
      %246 = llvm.mlir.constant(0 : i64) : i64
      %247 = llvm.extractelement %245[%246 : i64] : vector<2xi32>
      %248 = llvm.bitcast %230 : i64 to vector<2xi32>
      %249 = llvm.mlir.constant(0 : i64) : i64
      %250 = llvm.extractelement %248[%249 : i64] : vector<2xi32>
      %251 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %252 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %253 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %254 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %255 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %256 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %257 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %258 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %259 = llvm.getelementptr %41[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %260 = llvm.getelementptr %41[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %261 = llvm.getelementptr %41[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %262 = llvm.getelementptr %41[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %263 = llvm.getelementptr %41[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %264 = llvm.getelementptr %41[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %265 = llvm.getelementptr %41[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %266 = llvm.getelementptr %41[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.getelementptr %41[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %268 = llvm.getelementptr %41[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %269 = llvm.getelementptr %41[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %270 = llvm.getelementptr %41[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.getelementptr %41[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %272 = llvm.getelementptr %41[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.getelementptr %41[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.getelementptr %41[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.getelementptr %41[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %276 = llvm.getelementptr %41[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.getelementptr %41[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.getelementptr %41[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %41[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %41[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %41[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %41[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %41[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %41[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %41[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %41[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %41[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %41[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %41[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %41[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %41[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %41[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %41[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %41[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %41[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %41[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %41[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %41[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %41[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %41[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %41[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %41[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %41[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %41[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %41[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %41[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %41[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %41[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %41[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %41[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %41[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %41[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %41[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %41[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %41[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %41[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %41[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %41[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %41[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %41[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %41[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %41[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %41[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %41[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %41[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %41[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %41[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %41[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %41[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %41[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %41[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %41[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %41[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %41[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %41[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %41[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %41[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %41[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %41[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %41[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %41[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %41[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %41[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %41[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %41[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %41[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %41[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %41[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %41[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %41[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %41[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %41[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %41[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %41[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %41[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %41[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %41[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %41[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %41[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %41[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %41[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %41[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %41[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %41[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %41[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %41[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %41[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %41[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %41[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %41[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %41[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %41[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %41[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %41[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %41[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %41[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %41[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.bitcast %223 : i64 to vector<2xi32>
      %379 = llvm.mlir.constant(0 : i64) : i64
      %380 = llvm.extractelement %378[%379 : i64] : vector<2xi32>
      %381 = llvm.bitcast %230 : i64 to vector<2xi32>
      %382 = llvm.mlir.constant(0 : i64) : i64
      %383 = llvm.extractelement %381[%382 : i64] : vector<2xi32>
      %384 = llvm.bitcast %223 : i64 to vector<2xi32>
      %385 = llvm.mlir.constant(0 : i64) : i64
      %386 = llvm.extractelement %384[%385 : i64] : vector<2xi32>
      %387 = llvm.bitcast %230 : i64 to vector<2xi32>
      %388 = llvm.mlir.constant(0 : i64) : i64
      %389 = llvm.extractelement %387[%388 : i64] : vector<2xi32>
      %390 = llvm.bitcast %223 : i64 to vector<2xi32>
      %391 = llvm.mlir.constant(0 : i64) : i64
      %392 = llvm.extractelement %390[%391 : i64] : vector<2xi32>
      %393 = llvm.bitcast %230 : i64 to vector<2xi32>
      %394 = llvm.mlir.constant(0 : i64) : i64
      %395 = llvm.extractelement %393[%394 : i64] : vector<2xi32>
      %396 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %40[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %40[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %40[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %40[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %40[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %41[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %40[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %41[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %40[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %41[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %40[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %41[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %40[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %41[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %40[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %41[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %40[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %41[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %40[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.icmp "eq" %78, %30 : i32
      %427 = llvm.getelementptr %41[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %41[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %41[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %41[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %41[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %41[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %41[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %41[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %41[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %41[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %41[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.getelementptr %41[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %439 = llvm.getelementptr %41[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.getelementptr %41[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %441 = llvm.getelementptr %41[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.getelementptr %41[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %443 = llvm.getelementptr %41[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.getelementptr %41[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.getelementptr %41[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.getelementptr %41[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %447 = llvm.getelementptr %41[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.getelementptr %41[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %449 = llvm.getelementptr %41[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %450 = llvm.getelementptr %41[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %451 = llvm.getelementptr %41[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.getelementptr %41[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %453 = llvm.getelementptr %41[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %454 = llvm.getelementptr %41[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %455 = llvm.getelementptr %41[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %456 = llvm.getelementptr %41[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %457 = llvm.getelementptr %41[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %458 = llvm.getelementptr %41[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %459 = llvm.getelementptr %41[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %460 = llvm.getelementptr %41[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %461 = llvm.getelementptr %41[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %462 = llvm.getelementptr %41[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %463 = llvm.getelementptr %41[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %464 = llvm.getelementptr %41[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %465 = llvm.getelementptr %41[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %466 = llvm.getelementptr %41[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %467 = llvm.getelementptr %41[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %468 = llvm.getelementptr %41[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %469 = llvm.getelementptr %41[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %470 = llvm.getelementptr %41[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %471 = llvm.getelementptr %41[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %472 = llvm.getelementptr %41[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %473 = llvm.getelementptr %41[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %474 = llvm.getelementptr %41[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %475 = llvm.getelementptr %41[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %476 = llvm.getelementptr %41[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %477 = llvm.getelementptr %41[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %478 = llvm.getelementptr %41[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %479 = llvm.getelementptr %41[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %480 = llvm.getelementptr %41[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %481 = llvm.getelementptr %41[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %482 = llvm.getelementptr %41[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %483 = llvm.getelementptr %41[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %484 = llvm.getelementptr %41[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %485 = llvm.getelementptr %41[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %486 = llvm.getelementptr %41[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %487 = llvm.getelementptr %41[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %488 = llvm.getelementptr %41[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %489 = llvm.getelementptr %41[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %490 = llvm.getelementptr %41[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %491 = llvm.getelementptr %41[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %492 = llvm.getelementptr %41[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %493 = llvm.getelementptr %41[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %494 = llvm.getelementptr %41[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %495 = llvm.getelementptr %41[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %496 = llvm.getelementptr %41[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %497 = llvm.getelementptr %41[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %498 = llvm.getelementptr %41[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %499 = llvm.getelementptr %41[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %500 = llvm.getelementptr %41[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %501 = llvm.getelementptr %41[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %502 = llvm.getelementptr %41[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %503 = llvm.getelementptr %41[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %504 = llvm.getelementptr %41[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %505 = llvm.getelementptr %41[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %506 = llvm.getelementptr %41[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %507 = llvm.getelementptr %41[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %508 = llvm.getelementptr %41[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %509 = llvm.getelementptr %41[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %510 = llvm.getelementptr %41[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %511 = llvm.getelementptr %41[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %512 = llvm.getelementptr %41[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %513 = llvm.getelementptr %41[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %514 = llvm.getelementptr %41[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %515 = llvm.getelementptr %41[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %516 = llvm.getelementptr %41[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %517 = llvm.getelementptr %41[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %518 = llvm.getelementptr %41[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %519 = llvm.getelementptr %41[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %520 = llvm.getelementptr %41[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %521 = llvm.getelementptr %41[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %522 = llvm.getelementptr %41[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %523 = llvm.getelementptr %41[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %524 = llvm.getelementptr %41[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %525 = llvm.getelementptr %41[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %526 = llvm.getelementptr %41[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %527 = llvm.getelementptr %41[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %528 = llvm.getelementptr %41[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %529 = llvm.getelementptr %41[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %530 = llvm.getelementptr %41[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %531 = llvm.getelementptr %41[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %532 = llvm.getelementptr %41[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %533 = llvm.getelementptr %41[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %534 = llvm.getelementptr %41[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %535 = llvm.getelementptr %41[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %536 = llvm.getelementptr %41[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %537 = llvm.getelementptr %41[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %538 = llvm.getelementptr %41[127] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb43(%22, %93, %arg3, %22, %22, %22, %22, %22, %22 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb43(%539: i32, %540: i32, %541: !llvm.struct<(i1)>, %542: i32, %543: i32, %544: i32, %545: i32, %546: i32, %547: i32):  // 2 preds: ^bb42, ^bb107
      %548 = llvm.icmp "slt" %540, %25 : i32
      llvm.cond_br %548, ^bb44(%539, %540, %541, %542, %543, %544, %545, %546, %547 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb108
    ^bb44(%549: i32, %550: i32, %551: !llvm.struct<(i1)>, %552: i32, %553: i32, %554: i32, %555: i32, %556: i32, %557: i32):  // pred: ^bb43
      %558 = llvm.sdiv %550, %26 : i32
      %559 = llvm.mul %558, %26 : i32
      %560 = llvm.icmp "ne" %550, %559 : i32
      %561 = llvm.mlir.constant(0 : i32) : i32
      %562 = llvm.icmp "slt" %550, %561 : i32
      %563 = llvm.mlir.constant(false) : i1
      %564 = llvm.icmp "ne" %562, %563 : i1
      %565 = llvm.and %560, %564 : i1
      %566 = llvm.mlir.constant(-1 : i32) : i32
      %567 = llvm.add %558, %566 : i32
      %568 = llvm.select %565, %567, %558 : i1, i32
      %569 = llvm.mul %568, %26 : i32
      %570 = llvm.sub %550, %569 : i32
      %571 = llvm.sdiv %570, %26 : i32
      %572 = llvm.mul %571, %26 : i32
      %573 = llvm.icmp "ne" %570, %572 : i32
      %574 = llvm.mlir.constant(0 : i32) : i32
      %575 = llvm.icmp "slt" %570, %574 : i32
      %576 = llvm.mlir.constant(false) : i1
      %577 = llvm.icmp "ne" %575, %576 : i1
      %578 = llvm.and %573, %577 : i1
      %579 = llvm.mlir.constant(-1 : i32) : i32
      %580 = llvm.add %571, %579 : i32
      %581 = llvm.select %578, %580, %571 : i1, i32
      %582 = llvm.mul %581, %23 : i32
      %583 = llvm.sub %23, %582 : i32
      %584 = llvm.intr.smin(%583, %23) : (i32, i32) -> i32
      %585 = llvm.mul %581, %26 : i32
      %586 = llvm.sub %570, %585 : i32
      %587 = llvm.srem %586, %584 : i32
      %588 = llvm.add %582, %587 : i32
      %589 = llvm.sdiv %586, %584 : i32
      %590 = llvm.mul %589, %584 : i32
      %591 = llvm.icmp "ne" %586, %590 : i32
      %592 = llvm.mlir.constant(0 : i32) : i32
      %593 = llvm.icmp "slt" %586, %592 : i32
      %594 = llvm.icmp "slt" %584, %592 : i32
      %595 = llvm.icmp "ne" %593, %594 : i1
      %596 = llvm.and %591, %595 : i1
      %597 = llvm.mlir.constant(-1 : i32) : i32
      %598 = llvm.add %589, %597 : i32
      %599 = llvm.select %596, %598, %589 : i1, i32
      %600 = llvm.add %588, %91 : i32
      %601 = llvm.add %599, %92 : i32
      llvm.store %35, %41 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %602 = llvm.insertvalue %24, %551[0] : !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      llvm.br ^bb45(%22, %552, %553, %554, %555, %556, %557 : i32, i32, i32, i32, i32, i32, i32)
    ^bb45(%603: i32, %604: i32, %605: i32, %606: i32, %607: i32, %608: i32, %609: i32):  // 2 preds: ^bb44, ^bb60
      %610 = llvm.icmp "slt" %603, %27 : i32
      llvm.cond_br %610, ^bb46, ^bb61
    ^bb46:  // pred: ^bb45
      %611 = llvm.getelementptr %55[%608] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %611, %609, %28 : (!llvm.ptr<3>, i32, i32) -> ()
      %612 = llvm.mul %608, %16 overflow<nsw> : i32
      %613 = llvm.add %247, %612 : i32
      %614 = llvm.mlir.constant(0 : i64) : i64
      %615 = llvm.insertelement %613, %245[%614 : i64] : vector<2xi32>
      %616 = llvm.bitcast %615 : vector<2xi32> to i64
      %617 = llvm.mul %608, %10 overflow<nsw> : i32
      %618 = llvm.add %250, %617 : i32
      %619 = llvm.mlir.constant(0 : i64) : i64
      %620 = llvm.insertelement %618, %248[%619 : i64] : vector<2xi32>
      %621 = llvm.bitcast %620 : vector<2xi32> to i64
      %622 = llvm.load %41 : !llvm.ptr -> f32
      %623 = llvm.load %251 : !llvm.ptr -> f32
      %624 = llvm.load %252 : !llvm.ptr -> f32
      %625 = llvm.load %253 : !llvm.ptr -> f32
      %626 = llvm.load %254 : !llvm.ptr -> f32
      %627 = llvm.load %255 : !llvm.ptr -> f32
      %628 = llvm.load %256 : !llvm.ptr -> f32
      %629 = llvm.load %257 : !llvm.ptr -> f32
      %630 = llvm.load %258 : !llvm.ptr -> f32
      %631 = llvm.load %259 : !llvm.ptr -> f32
      %632 = llvm.load %260 : !llvm.ptr -> f32
      %633 = llvm.load %261 : !llvm.ptr -> f32
      %634 = llvm.load %262 : !llvm.ptr -> f32
      %635 = llvm.load %263 : !llvm.ptr -> f32
      %636 = llvm.load %264 : !llvm.ptr -> f32
      %637 = llvm.load %265 : !llvm.ptr -> f32
      %638 = llvm.load %266 : !llvm.ptr -> f32
      %639 = llvm.load %267 : !llvm.ptr -> f32
      %640 = llvm.load %268 : !llvm.ptr -> f32
      %641 = llvm.load %269 : !llvm.ptr -> f32
      %642 = llvm.load %270 : !llvm.ptr -> f32
      %643 = llvm.load %271 : !llvm.ptr -> f32
      %644 = llvm.load %272 : !llvm.ptr -> f32
      %645 = llvm.load %273 : !llvm.ptr -> f32
      %646 = llvm.load %274 : !llvm.ptr -> f32
      %647 = llvm.load %275 : !llvm.ptr -> f32
      %648 = llvm.load %276 : !llvm.ptr -> f32
      %649 = llvm.load %277 : !llvm.ptr -> f32
      %650 = llvm.load %278 : !llvm.ptr -> f32
      %651 = llvm.load %279 : !llvm.ptr -> f32
      %652 = llvm.load %280 : !llvm.ptr -> f32
      %653 = llvm.load %281 : !llvm.ptr -> f32
      %654 = llvm.load %282 : !llvm.ptr -> f32
      %655 = llvm.load %283 : !llvm.ptr -> f32
      %656 = llvm.load %284 : !llvm.ptr -> f32
      %657 = llvm.load %285 : !llvm.ptr -> f32
      %658 = llvm.load %286 : !llvm.ptr -> f32
      %659 = llvm.load %287 : !llvm.ptr -> f32
      %660 = llvm.load %288 : !llvm.ptr -> f32
      %661 = llvm.load %289 : !llvm.ptr -> f32
      %662 = llvm.load %290 : !llvm.ptr -> f32
      %663 = llvm.load %291 : !llvm.ptr -> f32
      %664 = llvm.load %292 : !llvm.ptr -> f32
      %665 = llvm.load %293 : !llvm.ptr -> f32
      %666 = llvm.load %294 : !llvm.ptr -> f32
      %667 = llvm.load %295 : !llvm.ptr -> f32
      %668 = llvm.load %296 : !llvm.ptr -> f32
      %669 = llvm.load %297 : !llvm.ptr -> f32
      %670 = llvm.load %298 : !llvm.ptr -> f32
      %671 = llvm.load %299 : !llvm.ptr -> f32
      %672 = llvm.load %300 : !llvm.ptr -> f32
      %673 = llvm.load %301 : !llvm.ptr -> f32
      %674 = llvm.load %302 : !llvm.ptr -> f32
      %675 = llvm.load %303 : !llvm.ptr -> f32
      %676 = llvm.load %304 : !llvm.ptr -> f32
      %677 = llvm.load %305 : !llvm.ptr -> f32
      %678 = llvm.load %306 : !llvm.ptr -> f32
      %679 = llvm.load %307 : !llvm.ptr -> f32
      %680 = llvm.load %308 : !llvm.ptr -> f32
      %681 = llvm.load %309 : !llvm.ptr -> f32
      %682 = llvm.load %310 : !llvm.ptr -> f32
      %683 = llvm.load %311 : !llvm.ptr -> f32
      %684 = llvm.load %312 : !llvm.ptr -> f32
      %685 = llvm.load %313 : !llvm.ptr -> f32
      %686 = llvm.load %314 : !llvm.ptr -> f32
      %687 = llvm.load %315 : !llvm.ptr -> f32
      %688 = llvm.load %316 : !llvm.ptr -> f32
      %689 = llvm.load %317 : !llvm.ptr -> f32
      %690 = llvm.load %318 : !llvm.ptr -> f32
      %691 = llvm.load %319 : !llvm.ptr -> f32
      %692 = llvm.load %320 : !llvm.ptr -> f32
      %693 = llvm.load %321 : !llvm.ptr -> f32
      %694 = llvm.load %322 : !llvm.ptr -> f32
      %695 = llvm.load %323 : !llvm.ptr -> f32
      %696 = llvm.load %324 : !llvm.ptr -> f32
      %697 = llvm.load %325 : !llvm.ptr -> f32
      %698 = llvm.load %326 : !llvm.ptr -> f32
      %699 = llvm.load %327 : !llvm.ptr -> f32
      %700 = llvm.load %328 : !llvm.ptr -> f32
      %701 = llvm.load %329 : !llvm.ptr -> f32
      %702 = llvm.load %330 : !llvm.ptr -> f32
      %703 = llvm.load %331 : !llvm.ptr -> f32
      %704 = llvm.load %332 : !llvm.ptr -> f32
      %705 = llvm.load %333 : !llvm.ptr -> f32
      %706 = llvm.load %334 : !llvm.ptr -> f32
      %707 = llvm.load %335 : !llvm.ptr -> f32
      %708 = llvm.load %336 : !llvm.ptr -> f32
      %709 = llvm.load %337 : !llvm.ptr -> f32
      %710 = llvm.load %338 : !llvm.ptr -> f32
      %711 = llvm.load %339 : !llvm.ptr -> f32
      %712 = llvm.load %340 : !llvm.ptr -> f32
      %713 = llvm.load %341 : !llvm.ptr -> f32
      %714 = llvm.load %342 : !llvm.ptr -> f32
      %715 = llvm.load %343 : !llvm.ptr -> f32
      %716 = llvm.load %344 : !llvm.ptr -> f32
      %717 = llvm.load %345 : !llvm.ptr -> f32
      %718 = llvm.load %346 : !llvm.ptr -> f32
      %719 = llvm.load %347 : !llvm.ptr -> f32
      %720 = llvm.load %348 : !llvm.ptr -> f32
      %721 = llvm.load %349 : !llvm.ptr -> f32
      %722 = llvm.load %350 : !llvm.ptr -> f32
      %723 = llvm.load %351 : !llvm.ptr -> f32
      %724 = llvm.load %352 : !llvm.ptr -> f32
      %725 = llvm.load %353 : !llvm.ptr -> f32
      %726 = llvm.load %354 : !llvm.ptr -> f32
      %727 = llvm.load %355 : !llvm.ptr -> f32
      %728 = llvm.load %356 : !llvm.ptr -> f32
      %729 = llvm.load %357 : !llvm.ptr -> f32
      %730 = llvm.load %358 : !llvm.ptr -> f32
      %731 = llvm.load %359 : !llvm.ptr -> f32
      %732 = llvm.load %360 : !llvm.ptr -> f32
      %733 = llvm.load %361 : !llvm.ptr -> f32
      %734 = llvm.load %362 : !llvm.ptr -> f32
      %735 = llvm.load %363 : !llvm.ptr -> f32
      %736 = llvm.load %364 : !llvm.ptr -> f32
      %737 = llvm.load %365 : !llvm.ptr -> f32
      %738 = llvm.load %366 : !llvm.ptr -> f32
      %739 = llvm.load %367 : !llvm.ptr -> f32
      %740 = llvm.load %368 : !llvm.ptr -> f32
      %741 = llvm.load %369 : !llvm.ptr -> f32
      %742 = llvm.load %370 : !llvm.ptr -> f32
      %743 = llvm.load %371 : !llvm.ptr -> f32
      %744 = llvm.load %372 : !llvm.ptr -> f32
      %745 = llvm.load %373 : !llvm.ptr -> f32
      %746 = llvm.load %374 : !llvm.ptr -> f32
      %747 = llvm.load %375 : !llvm.ptr -> f32
      %748 = llvm.load %376 : !llvm.ptr -> f32
      %749 = llvm.load %377 : !llvm.ptr -> f32
      %750 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %616, %621, %38, %38, %38, %22, %22 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %751 = llvm.extractvalue %750[0] : !llvm_struct_31b33a
      %752 = llvm.extractvalue %750[1] : !llvm_struct_31b33a
      %753 = llvm.extractvalue %750[2] : !llvm_struct_31b33a
      %754 = llvm.extractvalue %750[3] : !llvm_struct_31b33a
      %755 = llvm.extractvalue %750[4] : !llvm_struct_31b33a
      %756 = llvm.extractvalue %750[5] : !llvm_struct_31b33a
      %757 = llvm.extractvalue %750[6] : !llvm_struct_31b33a
      %758 = llvm.extractvalue %750[7] : !llvm_struct_31b33a
      %759 = llvm.extractvalue %750[8] : !llvm_struct_31b33a
      %760 = llvm.extractvalue %750[9] : !llvm_struct_31b33a
      %761 = llvm.extractvalue %750[10] : !llvm_struct_31b33a
      %762 = llvm.extractvalue %750[11] : !llvm_struct_31b33a
      %763 = llvm.extractvalue %750[12] : !llvm_struct_31b33a
      %764 = llvm.extractvalue %750[13] : !llvm_struct_31b33a
      %765 = llvm.extractvalue %750[14] : !llvm_struct_31b33a
      %766 = llvm.extractvalue %750[15] : !llvm_struct_31b33a
      %767 = llvm.extractvalue %750[16] : !llvm_struct_31b33a
      %768 = llvm.extractvalue %750[17] : !llvm_struct_31b33a
      %769 = llvm.extractvalue %750[18] : !llvm_struct_31b33a
      %770 = llvm.extractvalue %750[19] : !llvm_struct_31b33a
      %771 = llvm.extractvalue %750[20] : !llvm_struct_31b33a
      %772 = llvm.extractvalue %750[21] : !llvm_struct_31b33a
      %773 = llvm.extractvalue %750[22] : !llvm_struct_31b33a
      %774 = llvm.extractvalue %750[23] : !llvm_struct_31b33a
      %775 = llvm.extractvalue %750[24] : !llvm_struct_31b33a
      %776 = llvm.extractvalue %750[25] : !llvm_struct_31b33a
      %777 = llvm.extractvalue %750[26] : !llvm_struct_31b33a
      %778 = llvm.extractvalue %750[27] : !llvm_struct_31b33a
      %779 = llvm.extractvalue %750[28] : !llvm_struct_31b33a
      %780 = llvm.extractvalue %750[29] : !llvm_struct_31b33a
      %781 = llvm.extractvalue %750[30] : !llvm_struct_31b33a
      %782 = llvm.extractvalue %750[31] : !llvm_struct_31b33a
      %783 = llvm.extractvalue %750[32] : !llvm_struct_31b33a
      %784 = llvm.extractvalue %750[33] : !llvm_struct_31b33a
      %785 = llvm.extractvalue %750[34] : !llvm_struct_31b33a
      %786 = llvm.extractvalue %750[35] : !llvm_struct_31b33a
      %787 = llvm.extractvalue %750[36] : !llvm_struct_31b33a
      %788 = llvm.extractvalue %750[37] : !llvm_struct_31b33a
      %789 = llvm.extractvalue %750[38] : !llvm_struct_31b33a
      %790 = llvm.extractvalue %750[39] : !llvm_struct_31b33a
      %791 = llvm.extractvalue %750[40] : !llvm_struct_31b33a
      %792 = llvm.extractvalue %750[41] : !llvm_struct_31b33a
      %793 = llvm.extractvalue %750[42] : !llvm_struct_31b33a
      %794 = llvm.extractvalue %750[43] : !llvm_struct_31b33a
      %795 = llvm.extractvalue %750[44] : !llvm_struct_31b33a
      %796 = llvm.extractvalue %750[45] : !llvm_struct_31b33a
      %797 = llvm.extractvalue %750[46] : !llvm_struct_31b33a
      %798 = llvm.extractvalue %750[47] : !llvm_struct_31b33a
      %799 = llvm.extractvalue %750[48] : !llvm_struct_31b33a
      %800 = llvm.extractvalue %750[49] : !llvm_struct_31b33a
      %801 = llvm.extractvalue %750[50] : !llvm_struct_31b33a
      %802 = llvm.extractvalue %750[51] : !llvm_struct_31b33a
      %803 = llvm.extractvalue %750[52] : !llvm_struct_31b33a
      %804 = llvm.extractvalue %750[53] : !llvm_struct_31b33a
      %805 = llvm.extractvalue %750[54] : !llvm_struct_31b33a
      %806 = llvm.extractvalue %750[55] : !llvm_struct_31b33a
      %807 = llvm.extractvalue %750[56] : !llvm_struct_31b33a
      %808 = llvm.extractvalue %750[57] : !llvm_struct_31b33a
      %809 = llvm.extractvalue %750[58] : !llvm_struct_31b33a
      %810 = llvm.extractvalue %750[59] : !llvm_struct_31b33a
      %811 = llvm.extractvalue %750[60] : !llvm_struct_31b33a
      %812 = llvm.extractvalue %750[61] : !llvm_struct_31b33a
      %813 = llvm.extractvalue %750[62] : !llvm_struct_31b33a
      %814 = llvm.extractvalue %750[63] : !llvm_struct_31b33a
      %815 = llvm.extractvalue %750[64] : !llvm_struct_31b33a
      %816 = llvm.extractvalue %750[65] : !llvm_struct_31b33a
      %817 = llvm.extractvalue %750[66] : !llvm_struct_31b33a
      %818 = llvm.extractvalue %750[67] : !llvm_struct_31b33a
      %819 = llvm.extractvalue %750[68] : !llvm_struct_31b33a
      %820 = llvm.extractvalue %750[69] : !llvm_struct_31b33a
      %821 = llvm.extractvalue %750[70] : !llvm_struct_31b33a
      %822 = llvm.extractvalue %750[71] : !llvm_struct_31b33a
      %823 = llvm.extractvalue %750[72] : !llvm_struct_31b33a
      %824 = llvm.extractvalue %750[73] : !llvm_struct_31b33a
      %825 = llvm.extractvalue %750[74] : !llvm_struct_31b33a
      %826 = llvm.extractvalue %750[75] : !llvm_struct_31b33a
      %827 = llvm.extractvalue %750[76] : !llvm_struct_31b33a
      %828 = llvm.extractvalue %750[77] : !llvm_struct_31b33a
      %829 = llvm.extractvalue %750[78] : !llvm_struct_31b33a
      %830 = llvm.extractvalue %750[79] : !llvm_struct_31b33a
      %831 = llvm.extractvalue %750[80] : !llvm_struct_31b33a
      %832 = llvm.extractvalue %750[81] : !llvm_struct_31b33a
      %833 = llvm.extractvalue %750[82] : !llvm_struct_31b33a
      %834 = llvm.extractvalue %750[83] : !llvm_struct_31b33a
      %835 = llvm.extractvalue %750[84] : !llvm_struct_31b33a
      %836 = llvm.extractvalue %750[85] : !llvm_struct_31b33a
      %837 = llvm.extractvalue %750[86] : !llvm_struct_31b33a
      %838 = llvm.extractvalue %750[87] : !llvm_struct_31b33a
      %839 = llvm.extractvalue %750[88] : !llvm_struct_31b33a
      %840 = llvm.extractvalue %750[89] : !llvm_struct_31b33a
      %841 = llvm.extractvalue %750[90] : !llvm_struct_31b33a
      %842 = llvm.extractvalue %750[91] : !llvm_struct_31b33a
      %843 = llvm.extractvalue %750[92] : !llvm_struct_31b33a
      %844 = llvm.extractvalue %750[93] : !llvm_struct_31b33a
      %845 = llvm.extractvalue %750[94] : !llvm_struct_31b33a
      %846 = llvm.extractvalue %750[95] : !llvm_struct_31b33a
      %847 = llvm.extractvalue %750[96] : !llvm_struct_31b33a
      %848 = llvm.extractvalue %750[97] : !llvm_struct_31b33a
      %849 = llvm.extractvalue %750[98] : !llvm_struct_31b33a
      %850 = llvm.extractvalue %750[99] : !llvm_struct_31b33a
      %851 = llvm.extractvalue %750[100] : !llvm_struct_31b33a
      %852 = llvm.extractvalue %750[101] : !llvm_struct_31b33a
      %853 = llvm.extractvalue %750[102] : !llvm_struct_31b33a
      %854 = llvm.extractvalue %750[103] : !llvm_struct_31b33a
      %855 = llvm.extractvalue %750[104] : !llvm_struct_31b33a
      %856 = llvm.extractvalue %750[105] : !llvm_struct_31b33a
      %857 = llvm.extractvalue %750[106] : !llvm_struct_31b33a
      %858 = llvm.extractvalue %750[107] : !llvm_struct_31b33a
      %859 = llvm.extractvalue %750[108] : !llvm_struct_31b33a
      %860 = llvm.extractvalue %750[109] : !llvm_struct_31b33a
      %861 = llvm.extractvalue %750[110] : !llvm_struct_31b33a
      %862 = llvm.extractvalue %750[111] : !llvm_struct_31b33a
      %863 = llvm.extractvalue %750[112] : !llvm_struct_31b33a
      %864 = llvm.extractvalue %750[113] : !llvm_struct_31b33a
      %865 = llvm.extractvalue %750[114] : !llvm_struct_31b33a
      %866 = llvm.extractvalue %750[115] : !llvm_struct_31b33a
      %867 = llvm.extractvalue %750[116] : !llvm_struct_31b33a
      %868 = llvm.extractvalue %750[117] : !llvm_struct_31b33a
      %869 = llvm.extractvalue %750[118] : !llvm_struct_31b33a
      %870 = llvm.extractvalue %750[119] : !llvm_struct_31b33a
      %871 = llvm.extractvalue %750[120] : !llvm_struct_31b33a
      %872 = llvm.extractvalue %750[121] : !llvm_struct_31b33a
      %873 = llvm.extractvalue %750[122] : !llvm_struct_31b33a
      %874 = llvm.extractvalue %750[123] : !llvm_struct_31b33a
      %875 = llvm.extractvalue %750[124] : !llvm_struct_31b33a
      %876 = llvm.extractvalue %750[125] : !llvm_struct_31b33a
      %877 = llvm.extractvalue %750[126] : !llvm_struct_31b33a
      %878 = llvm.extractvalue %750[127] : !llvm_struct_31b33a
      llvm.store %751, %41 : f32, !llvm.ptr
      llvm.store %752, %251 : f32, !llvm.ptr
      llvm.store %753, %252 : f32, !llvm.ptr
      llvm.store %754, %253 : f32, !llvm.ptr
      llvm.store %755, %254 : f32, !llvm.ptr
      llvm.store %756, %255 : f32, !llvm.ptr
      llvm.store %757, %256 : f32, !llvm.ptr
      llvm.store %758, %257 : f32, !llvm.ptr
      llvm.store %759, %258 : f32, !llvm.ptr
      llvm.store %760, %259 : f32, !llvm.ptr
      llvm.store %761, %260 : f32, !llvm.ptr
      llvm.store %762, %261 : f32, !llvm.ptr
      llvm.store %763, %262 : f32, !llvm.ptr
      llvm.store %764, %263 : f32, !llvm.ptr
      llvm.store %765, %264 : f32, !llvm.ptr
      llvm.store %766, %265 : f32, !llvm.ptr
      llvm.store %767, %266 : f32, !llvm.ptr
      llvm.store %768, %267 : f32, !llvm.ptr
      llvm.store %769, %268 : f32, !llvm.ptr
      llvm.store %770, %269 : f32, !llvm.ptr
      llvm.store %771, %270 : f32, !llvm.ptr
      llvm.store %772, %271 : f32, !llvm.ptr
      llvm.store %773, %272 : f32, !llvm.ptr
      llvm.store %774, %273 : f32, !llvm.ptr
      llvm.store %775, %274 : f32, !llvm.ptr
      llvm.store %776, %275 : f32, !llvm.ptr
      llvm.store %777, %276 : f32, !llvm.ptr
      llvm.store %778, %277 : f32, !llvm.ptr
      llvm.store %779, %278 : f32, !llvm.ptr
      llvm.store %780, %279 : f32, !llvm.ptr
      llvm.store %781, %280 : f32, !llvm.ptr
      llvm.store %782, %281 : f32, !llvm.ptr
      llvm.store %783, %282 : f32, !llvm.ptr
      llvm.store %784, %283 : f32, !llvm.ptr
      llvm.store %785, %284 : f32, !llvm.ptr
      llvm.store %786, %285 : f32, !llvm.ptr
      llvm.store %787, %286 : f32, !llvm.ptr
      llvm.store %788, %287 : f32, !llvm.ptr
      llvm.store %789, %288 : f32, !llvm.ptr
      llvm.store %790, %289 : f32, !llvm.ptr
      llvm.store %791, %290 : f32, !llvm.ptr
      llvm.store %792, %291 : f32, !llvm.ptr
      llvm.store %793, %292 : f32, !llvm.ptr
      llvm.store %794, %293 : f32, !llvm.ptr
      llvm.store %795, %294 : f32, !llvm.ptr
      llvm.store %796, %295 : f32, !llvm.ptr
      llvm.store %797, %296 : f32, !llvm.ptr
      llvm.store %798, %297 : f32, !llvm.ptr
      llvm.store %799, %298 : f32, !llvm.ptr
      llvm.store %800, %299 : f32, !llvm.ptr
      llvm.store %801, %300 : f32, !llvm.ptr
      llvm.store %802, %301 : f32, !llvm.ptr
      llvm.store %803, %302 : f32, !llvm.ptr
      llvm.store %804, %303 : f32, !llvm.ptr
      llvm.store %805, %304 : f32, !llvm.ptr
      llvm.store %806, %305 : f32, !llvm.ptr
      llvm.store %807, %306 : f32, !llvm.ptr
      llvm.store %808, %307 : f32, !llvm.ptr
      llvm.store %809, %308 : f32, !llvm.ptr
      llvm.store %810, %309 : f32, !llvm.ptr
      llvm.store %811, %310 : f32, !llvm.ptr
      llvm.store %812, %311 : f32, !llvm.ptr
      llvm.store %813, %312 : f32, !llvm.ptr
      llvm.store %814, %313 : f32, !llvm.ptr
      llvm.store %815, %314 : f32, !llvm.ptr
      llvm.store %816, %315 : f32, !llvm.ptr
      llvm.store %817, %316 : f32, !llvm.ptr
      llvm.store %818, %317 : f32, !llvm.ptr
      llvm.store %819, %318 : f32, !llvm.ptr
      llvm.store %820, %319 : f32, !llvm.ptr
      llvm.store %821, %320 : f32, !llvm.ptr
      llvm.store %822, %321 : f32, !llvm.ptr
      llvm.store %823, %322 : f32, !llvm.ptr
      llvm.store %824, %323 : f32, !llvm.ptr
      llvm.store %825, %324 : f32, !llvm.ptr
      llvm.store %826, %325 : f32, !llvm.ptr
      llvm.store %827, %326 : f32, !llvm.ptr
      llvm.store %828, %327 : f32, !llvm.ptr
      llvm.store %829, %328 : f32, !llvm.ptr
      llvm.store %830, %329 : f32, !llvm.ptr
      llvm.store %831, %330 : f32, !llvm.ptr
      llvm.store %832, %331 : f32, !llvm.ptr
      llvm.store %833, %332 : f32, !llvm.ptr
      llvm.store %834, %333 : f32, !llvm.ptr
      llvm.store %835, %334 : f32, !llvm.ptr
      llvm.store %836, %335 : f32, !llvm.ptr
      llvm.store %837, %336 : f32, !llvm.ptr
      llvm.store %838, %337 : f32, !llvm.ptr
      llvm.store %839, %338 : f32, !llvm.ptr
      llvm.store %840, %339 : f32, !llvm.ptr
      llvm.store %841, %340 : f32, !llvm.ptr
      llvm.store %842, %341 : f32, !llvm.ptr
      llvm.store %843, %342 : f32, !llvm.ptr
      llvm.store %844, %343 : f32, !llvm.ptr
      llvm.store %845, %344 : f32, !llvm.ptr
      llvm.store %846, %345 : f32, !llvm.ptr
      llvm.store %847, %346 : f32, !llvm.ptr
      llvm.store %848, %347 : f32, !llvm.ptr
      llvm.store %849, %348 : f32, !llvm.ptr
      llvm.store %850, %349 : f32, !llvm.ptr
      llvm.store %851, %350 : f32, !llvm.ptr
      llvm.store %852, %351 : f32, !llvm.ptr
      llvm.store %853, %352 : f32, !llvm.ptr
      llvm.store %854, %353 : f32, !llvm.ptr
      llvm.store %855, %354 : f32, !llvm.ptr
      llvm.store %856, %355 : f32, !llvm.ptr
      llvm.store %857, %356 : f32, !llvm.ptr
      llvm.store %858, %357 : f32, !llvm.ptr
      llvm.store %859, %358 : f32, !llvm.ptr
      llvm.store %860, %359 : f32, !llvm.ptr
      llvm.store %861, %360 : f32, !llvm.ptr
      llvm.store %862, %361 : f32, !llvm.ptr
      llvm.store %863, %362 : f32, !llvm.ptr
      llvm.store %864, %363 : f32, !llvm.ptr
      llvm.store %865, %364 : f32, !llvm.ptr
      llvm.store %866, %365 : f32, !llvm.ptr
      llvm.store %867, %366 : f32, !llvm.ptr
      llvm.store %868, %367 : f32, !llvm.ptr
      llvm.store %869, %368 : f32, !llvm.ptr
      llvm.store %870, %369 : f32, !llvm.ptr
      llvm.store %871, %370 : f32, !llvm.ptr
      llvm.store %872, %371 : f32, !llvm.ptr
      llvm.store %873, %372 : f32, !llvm.ptr
      llvm.store %874, %373 : f32, !llvm.ptr
      llvm.store %875, %374 : f32, !llvm.ptr
      llvm.store %876, %375 : f32, !llvm.ptr
      llvm.store %877, %376 : f32, !llvm.ptr
      llvm.store %878, %377 : f32, !llvm.ptr
      %879 = llvm.mul %608, %16 overflow<nsw> : i32
      %880 = llvm.add %879, %31 overflow<nsw> : i32
      %881 = llvm.add %380, %880 : i32
      %882 = llvm.mlir.constant(0 : i64) : i64
      %883 = llvm.insertelement %881, %378[%882 : i64] : vector<2xi32>
      %884 = llvm.bitcast %883 : vector<2xi32> to i64
      %885 = llvm.mul %608, %10 overflow<nsw> : i32
      %886 = llvm.add %885, %31 overflow<nsw> : i32
      %887 = llvm.add %383, %886 : i32
      %888 = llvm.mlir.constant(0 : i64) : i64
      %889 = llvm.insertelement %887, %381[%888 : i64] : vector<2xi32>
      %890 = llvm.bitcast %889 : vector<2xi32> to i64
      %891 = llvm.load %41 : !llvm.ptr -> f32
      %892 = llvm.load %251 : !llvm.ptr -> f32
      %893 = llvm.load %252 : !llvm.ptr -> f32
      %894 = llvm.load %253 : !llvm.ptr -> f32
      %895 = llvm.load %254 : !llvm.ptr -> f32
      %896 = llvm.load %255 : !llvm.ptr -> f32
      %897 = llvm.load %256 : !llvm.ptr -> f32
      %898 = llvm.load %257 : !llvm.ptr -> f32
      %899 = llvm.load %258 : !llvm.ptr -> f32
      %900 = llvm.load %259 : !llvm.ptr -> f32
      %901 = llvm.load %260 : !llvm.ptr -> f32
      %902 = llvm.load %261 : !llvm.ptr -> f32
      %903 = llvm.load %262 : !llvm.ptr -> f32
      %904 = llvm.load %263 : !llvm.ptr -> f32
      %905 = llvm.load %264 : !llvm.ptr -> f32
      %906 = llvm.load %265 : !llvm.ptr -> f32
      %907 = llvm.load %266 : !llvm.ptr -> f32
      %908 = llvm.load %267 : !llvm.ptr -> f32
      %909 = llvm.load %268 : !llvm.ptr -> f32
      %910 = llvm.load %269 : !llvm.ptr -> f32
      %911 = llvm.load %270 : !llvm.ptr -> f32
      %912 = llvm.load %271 : !llvm.ptr -> f32
      %913 = llvm.load %272 : !llvm.ptr -> f32
      %914 = llvm.load %273 : !llvm.ptr -> f32
      %915 = llvm.load %274 : !llvm.ptr -> f32
      %916 = llvm.load %275 : !llvm.ptr -> f32
      %917 = llvm.load %276 : !llvm.ptr -> f32
      %918 = llvm.load %277 : !llvm.ptr -> f32
      %919 = llvm.load %278 : !llvm.ptr -> f32
      %920 = llvm.load %279 : !llvm.ptr -> f32
      %921 = llvm.load %280 : !llvm.ptr -> f32
      %922 = llvm.load %281 : !llvm.ptr -> f32
      %923 = llvm.load %282 : !llvm.ptr -> f32
      %924 = llvm.load %283 : !llvm.ptr -> f32
      %925 = llvm.load %284 : !llvm.ptr -> f32
      %926 = llvm.load %285 : !llvm.ptr -> f32
      %927 = llvm.load %286 : !llvm.ptr -> f32
      %928 = llvm.load %287 : !llvm.ptr -> f32
      %929 = llvm.load %288 : !llvm.ptr -> f32
      %930 = llvm.load %289 : !llvm.ptr -> f32
      %931 = llvm.load %290 : !llvm.ptr -> f32
      %932 = llvm.load %291 : !llvm.ptr -> f32
      %933 = llvm.load %292 : !llvm.ptr -> f32
      %934 = llvm.load %293 : !llvm.ptr -> f32
      %935 = llvm.load %294 : !llvm.ptr -> f32
      %936 = llvm.load %295 : !llvm.ptr -> f32
      %937 = llvm.load %296 : !llvm.ptr -> f32
      %938 = llvm.load %297 : !llvm.ptr -> f32
      %939 = llvm.load %298 : !llvm.ptr -> f32
      %940 = llvm.load %299 : !llvm.ptr -> f32
      %941 = llvm.load %300 : !llvm.ptr -> f32
      %942 = llvm.load %301 : !llvm.ptr -> f32
      %943 = llvm.load %302 : !llvm.ptr -> f32
      %944 = llvm.load %303 : !llvm.ptr -> f32
      %945 = llvm.load %304 : !llvm.ptr -> f32
      %946 = llvm.load %305 : !llvm.ptr -> f32
      %947 = llvm.load %306 : !llvm.ptr -> f32
      %948 = llvm.load %307 : !llvm.ptr -> f32
      %949 = llvm.load %308 : !llvm.ptr -> f32
      %950 = llvm.load %309 : !llvm.ptr -> f32
      %951 = llvm.load %310 : !llvm.ptr -> f32
      %952 = llvm.load %311 : !llvm.ptr -> f32
      %953 = llvm.load %312 : !llvm.ptr -> f32
      %954 = llvm.load %313 : !llvm.ptr -> f32
      %955 = llvm.load %314 : !llvm.ptr -> f32
      %956 = llvm.load %315 : !llvm.ptr -> f32
      %957 = llvm.load %316 : !llvm.ptr -> f32
      %958 = llvm.load %317 : !llvm.ptr -> f32
      %959 = llvm.load %318 : !llvm.ptr -> f32
      %960 = llvm.load %319 : !llvm.ptr -> f32
      %961 = llvm.load %320 : !llvm.ptr -> f32
      %962 = llvm.load %321 : !llvm.ptr -> f32
      %963 = llvm.load %322 : !llvm.ptr -> f32
      %964 = llvm.load %323 : !llvm.ptr -> f32
      %965 = llvm.load %324 : !llvm.ptr -> f32
      %966 = llvm.load %325 : !llvm.ptr -> f32
      %967 = llvm.load %326 : !llvm.ptr -> f32
      %968 = llvm.load %327 : !llvm.ptr -> f32
      %969 = llvm.load %328 : !llvm.ptr -> f32
      %970 = llvm.load %329 : !llvm.ptr -> f32
      %971 = llvm.load %330 : !llvm.ptr -> f32
      %972 = llvm.load %331 : !llvm.ptr -> f32
      %973 = llvm.load %332 : !llvm.ptr -> f32
      %974 = llvm.load %333 : !llvm.ptr -> f32
      %975 = llvm.load %334 : !llvm.ptr -> f32
      %976 = llvm.load %335 : !llvm.ptr -> f32
      %977 = llvm.load %336 : !llvm.ptr -> f32
      %978 = llvm.load %337 : !llvm.ptr -> f32
      %979 = llvm.load %338 : !llvm.ptr -> f32
      %980 = llvm.load %339 : !llvm.ptr -> f32
      %981 = llvm.load %340 : !llvm.ptr -> f32
      %982 = llvm.load %341 : !llvm.ptr -> f32
      %983 = llvm.load %342 : !llvm.ptr -> f32
      %984 = llvm.load %343 : !llvm.ptr -> f32
      %985 = llvm.load %344 : !llvm.ptr -> f32
      %986 = llvm.load %345 : !llvm.ptr -> f32
      %987 = llvm.load %346 : !llvm.ptr -> f32
      %988 = llvm.load %347 : !llvm.ptr -> f32
      %989 = llvm.load %348 : !llvm.ptr -> f32
      %990 = llvm.load %349 : !llvm.ptr -> f32
      %991 = llvm.load %350 : !llvm.ptr -> f32
      %992 = llvm.load %351 : !llvm.ptr -> f32
      %993 = llvm.load %352 : !llvm.ptr -> f32
      %994 = llvm.load %353 : !llvm.ptr -> f32
      %995 = llvm.load %354 : !llvm.ptr -> f32
      %996 = llvm.load %355 : !llvm.ptr -> f32
      %997 = llvm.load %356 : !llvm.ptr -> f32
      %998 = llvm.load %357 : !llvm.ptr -> f32
      %999 = llvm.load %358 : !llvm.ptr -> f32
      %1000 = llvm.load %359 : !llvm.ptr -> f32
      %1001 = llvm.load %360 : !llvm.ptr -> f32
      %1002 = llvm.load %361 : !llvm.ptr -> f32
      %1003 = llvm.load %362 : !llvm.ptr -> f32
      %1004 = llvm.load %363 : !llvm.ptr -> f32
      %1005 = llvm.load %364 : !llvm.ptr -> f32
      %1006 = llvm.load %365 : !llvm.ptr -> f32
      %1007 = llvm.load %366 : !llvm.ptr -> f32
      %1008 = llvm.load %367 : !llvm.ptr -> f32
      %1009 = llvm.load %368 : !llvm.ptr -> f32
      %1010 = llvm.load %369 : !llvm.ptr -> f32
      %1011 = llvm.load %370 : !llvm.ptr -> f32
      %1012 = llvm.load %371 : !llvm.ptr -> f32
      %1013 = llvm.load %372 : !llvm.ptr -> f32
      %1014 = llvm.load %373 : !llvm.ptr -> f32
      %1015 = llvm.load %374 : !llvm.ptr -> f32
      %1016 = llvm.load %375 : !llvm.ptr -> f32
      %1017 = llvm.load %376 : !llvm.ptr -> f32
      %1018 = llvm.load %377 : !llvm.ptr -> f32
      %1019 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %884, %890, %38, %38, %38, %22, %22 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1020 = llvm.extractvalue %1019[0] : !llvm_struct_31b33a
      %1021 = llvm.extractvalue %1019[1] : !llvm_struct_31b33a
      %1022 = llvm.extractvalue %1019[2] : !llvm_struct_31b33a
      %1023 = llvm.extractvalue %1019[3] : !llvm_struct_31b33a
      %1024 = llvm.extractvalue %1019[4] : !llvm_struct_31b33a
      %1025 = llvm.extractvalue %1019[5] : !llvm_struct_31b33a
      %1026 = llvm.extractvalue %1019[6] : !llvm_struct_31b33a
      %1027 = llvm.extractvalue %1019[7] : !llvm_struct_31b33a
      %1028 = llvm.extractvalue %1019[8] : !llvm_struct_31b33a
      %1029 = llvm.extractvalue %1019[9] : !llvm_struct_31b33a
      %1030 = llvm.extractvalue %1019[10] : !llvm_struct_31b33a
      %1031 = llvm.extractvalue %1019[11] : !llvm_struct_31b33a
      %1032 = llvm.extractvalue %1019[12] : !llvm_struct_31b33a
      %1033 = llvm.extractvalue %1019[13] : !llvm_struct_31b33a
      %1034 = llvm.extractvalue %1019[14] : !llvm_struct_31b33a
      %1035 = llvm.extractvalue %1019[15] : !llvm_struct_31b33a
      %1036 = llvm.extractvalue %1019[16] : !llvm_struct_31b33a
      %1037 = llvm.extractvalue %1019[17] : !llvm_struct_31b33a
      %1038 = llvm.extractvalue %1019[18] : !llvm_struct_31b33a
      %1039 = llvm.extractvalue %1019[19] : !llvm_struct_31b33a
      %1040 = llvm.extractvalue %1019[20] : !llvm_struct_31b33a
      %1041 = llvm.extractvalue %1019[21] : !llvm_struct_31b33a
      %1042 = llvm.extractvalue %1019[22] : !llvm_struct_31b33a
      %1043 = llvm.extractvalue %1019[23] : !llvm_struct_31b33a
      %1044 = llvm.extractvalue %1019[24] : !llvm_struct_31b33a
      %1045 = llvm.extractvalue %1019[25] : !llvm_struct_31b33a
      %1046 = llvm.extractvalue %1019[26] : !llvm_struct_31b33a
      %1047 = llvm.extractvalue %1019[27] : !llvm_struct_31b33a
      %1048 = llvm.extractvalue %1019[28] : !llvm_struct_31b33a
      %1049 = llvm.extractvalue %1019[29] : !llvm_struct_31b33a
      %1050 = llvm.extractvalue %1019[30] : !llvm_struct_31b33a
      %1051 = llvm.extractvalue %1019[31] : !llvm_struct_31b33a
      %1052 = llvm.extractvalue %1019[32] : !llvm_struct_31b33a
      %1053 = llvm.extractvalue %1019[33] : !llvm_struct_31b33a
      %1054 = llvm.extractvalue %1019[34] : !llvm_struct_31b33a
      %1055 = llvm.extractvalue %1019[35] : !llvm_struct_31b33a
      %1056 = llvm.extractvalue %1019[36] : !llvm_struct_31b33a
      %1057 = llvm.extractvalue %1019[37] : !llvm_struct_31b33a
      %1058 = llvm.extractvalue %1019[38] : !llvm_struct_31b33a
      %1059 = llvm.extractvalue %1019[39] : !llvm_struct_31b33a
      %1060 = llvm.extractvalue %1019[40] : !llvm_struct_31b33a
      %1061 = llvm.extractvalue %1019[41] : !llvm_struct_31b33a
      %1062 = llvm.extractvalue %1019[42] : !llvm_struct_31b33a
      %1063 = llvm.extractvalue %1019[43] : !llvm_struct_31b33a
      %1064 = llvm.extractvalue %1019[44] : !llvm_struct_31b33a
      %1065 = llvm.extractvalue %1019[45] : !llvm_struct_31b33a
      %1066 = llvm.extractvalue %1019[46] : !llvm_struct_31b33a
      %1067 = llvm.extractvalue %1019[47] : !llvm_struct_31b33a
      %1068 = llvm.extractvalue %1019[48] : !llvm_struct_31b33a
      %1069 = llvm.extractvalue %1019[49] : !llvm_struct_31b33a
      %1070 = llvm.extractvalue %1019[50] : !llvm_struct_31b33a
      %1071 = llvm.extractvalue %1019[51] : !llvm_struct_31b33a
      %1072 = llvm.extractvalue %1019[52] : !llvm_struct_31b33a
      %1073 = llvm.extractvalue %1019[53] : !llvm_struct_31b33a
      %1074 = llvm.extractvalue %1019[54] : !llvm_struct_31b33a
      %1075 = llvm.extractvalue %1019[55] : !llvm_struct_31b33a
      %1076 = llvm.extractvalue %1019[56] : !llvm_struct_31b33a
      %1077 = llvm.extractvalue %1019[57] : !llvm_struct_31b33a
      %1078 = llvm.extractvalue %1019[58] : !llvm_struct_31b33a
      %1079 = llvm.extractvalue %1019[59] : !llvm_struct_31b33a
      %1080 = llvm.extractvalue %1019[60] : !llvm_struct_31b33a
      %1081 = llvm.extractvalue %1019[61] : !llvm_struct_31b33a
      %1082 = llvm.extractvalue %1019[62] : !llvm_struct_31b33a
      %1083 = llvm.extractvalue %1019[63] : !llvm_struct_31b33a
      %1084 = llvm.extractvalue %1019[64] : !llvm_struct_31b33a
      %1085 = llvm.extractvalue %1019[65] : !llvm_struct_31b33a
      %1086 = llvm.extractvalue %1019[66] : !llvm_struct_31b33a
      %1087 = llvm.extractvalue %1019[67] : !llvm_struct_31b33a
      %1088 = llvm.extractvalue %1019[68] : !llvm_struct_31b33a
      %1089 = llvm.extractvalue %1019[69] : !llvm_struct_31b33a
      %1090 = llvm.extractvalue %1019[70] : !llvm_struct_31b33a
      %1091 = llvm.extractvalue %1019[71] : !llvm_struct_31b33a
      %1092 = llvm.extractvalue %1019[72] : !llvm_struct_31b33a
      %1093 = llvm.extractvalue %1019[73] : !llvm_struct_31b33a
      %1094 = llvm.extractvalue %1019[74] : !llvm_struct_31b33a
      %1095 = llvm.extractvalue %1019[75] : !llvm_struct_31b33a
      %1096 = llvm.extractvalue %1019[76] : !llvm_struct_31b33a
      %1097 = llvm.extractvalue %1019[77] : !llvm_struct_31b33a
      %1098 = llvm.extractvalue %1019[78] : !llvm_struct_31b33a
      %1099 = llvm.extractvalue %1019[79] : !llvm_struct_31b33a
      %1100 = llvm.extractvalue %1019[80] : !llvm_struct_31b33a
      %1101 = llvm.extractvalue %1019[81] : !llvm_struct_31b33a
      %1102 = llvm.extractvalue %1019[82] : !llvm_struct_31b33a
      %1103 = llvm.extractvalue %1019[83] : !llvm_struct_31b33a
      %1104 = llvm.extractvalue %1019[84] : !llvm_struct_31b33a
      %1105 = llvm.extractvalue %1019[85] : !llvm_struct_31b33a
      %1106 = llvm.extractvalue %1019[86] : !llvm_struct_31b33a
      %1107 = llvm.extractvalue %1019[87] : !llvm_struct_31b33a
      %1108 = llvm.extractvalue %1019[88] : !llvm_struct_31b33a
      %1109 = llvm.extractvalue %1019[89] : !llvm_struct_31b33a
      %1110 = llvm.extractvalue %1019[90] : !llvm_struct_31b33a
      %1111 = llvm.extractvalue %1019[91] : !llvm_struct_31b33a
      %1112 = llvm.extractvalue %1019[92] : !llvm_struct_31b33a
      %1113 = llvm.extractvalue %1019[93] : !llvm_struct_31b33a
      %1114 = llvm.extractvalue %1019[94] : !llvm_struct_31b33a
      %1115 = llvm.extractvalue %1019[95] : !llvm_struct_31b33a
      %1116 = llvm.extractvalue %1019[96] : !llvm_struct_31b33a
      %1117 = llvm.extractvalue %1019[97] : !llvm_struct_31b33a
      %1118 = llvm.extractvalue %1019[98] : !llvm_struct_31b33a
      %1119 = llvm.extractvalue %1019[99] : !llvm_struct_31b33a
      %1120 = llvm.extractvalue %1019[100] : !llvm_struct_31b33a
      %1121 = llvm.extractvalue %1019[101] : !llvm_struct_31b33a
      %1122 = llvm.extractvalue %1019[102] : !llvm_struct_31b33a
      %1123 = llvm.extractvalue %1019[103] : !llvm_struct_31b33a
      %1124 = llvm.extractvalue %1019[104] : !llvm_struct_31b33a
      %1125 = llvm.extractvalue %1019[105] : !llvm_struct_31b33a
      %1126 = llvm.extractvalue %1019[106] : !llvm_struct_31b33a
      %1127 = llvm.extractvalue %1019[107] : !llvm_struct_31b33a
      %1128 = llvm.extractvalue %1019[108] : !llvm_struct_31b33a
      %1129 = llvm.extractvalue %1019[109] : !llvm_struct_31b33a
      %1130 = llvm.extractvalue %1019[110] : !llvm_struct_31b33a
      %1131 = llvm.extractvalue %1019[111] : !llvm_struct_31b33a
      %1132 = llvm.extractvalue %1019[112] : !llvm_struct_31b33a
      %1133 = llvm.extractvalue %1019[113] : !llvm_struct_31b33a
      %1134 = llvm.extractvalue %1019[114] : !llvm_struct_31b33a
      %1135 = llvm.extractvalue %1019[115] : !llvm_struct_31b33a
      %1136 = llvm.extractvalue %1019[116] : !llvm_struct_31b33a
      %1137 = llvm.extractvalue %1019[117] : !llvm_struct_31b33a
      %1138 = llvm.extractvalue %1019[118] : !llvm_struct_31b33a
      %1139 = llvm.extractvalue %1019[119] : !llvm_struct_31b33a
      %1140 = llvm.extractvalue %1019[120] : !llvm_struct_31b33a
      %1141 = llvm.extractvalue %1019[121] : !llvm_struct_31b33a
      %1142 = llvm.extractvalue %1019[122] : !llvm_struct_31b33a
      %1143 = llvm.extractvalue %1019[123] : !llvm_struct_31b33a
      %1144 = llvm.extractvalue %1019[124] : !llvm_struct_31b33a
      %1145 = llvm.extractvalue %1019[125] : !llvm_struct_31b33a
      %1146 = llvm.extractvalue %1019[126] : !llvm_struct_31b33a
      %1147 = llvm.extractvalue %1019[127] : !llvm_struct_31b33a
      llvm.store %1020, %41 : f32, !llvm.ptr
      llvm.store %1021, %251 : f32, !llvm.ptr
      llvm.store %1022, %252 : f32, !llvm.ptr
      llvm.store %1023, %253 : f32, !llvm.ptr
      llvm.store %1024, %254 : f32, !llvm.ptr
      llvm.store %1025, %255 : f32, !llvm.ptr
      llvm.store %1026, %256 : f32, !llvm.ptr
      llvm.store %1027, %257 : f32, !llvm.ptr
      llvm.store %1028, %258 : f32, !llvm.ptr
      llvm.store %1029, %259 : f32, !llvm.ptr
      llvm.store %1030, %260 : f32, !llvm.ptr
      llvm.store %1031, %261 : f32, !llvm.ptr
      llvm.store %1032, %262 : f32, !llvm.ptr
      llvm.store %1033, %263 : f32, !llvm.ptr
      llvm.store %1034, %264 : f32, !llvm.ptr
      llvm.store %1035, %265 : f32, !llvm.ptr
      llvm.store %1036, %266 : f32, !llvm.ptr
      llvm.store %1037, %267 : f32, !llvm.ptr
      llvm.store %1038, %268 : f32, !llvm.ptr
      llvm.store %1039, %269 : f32, !llvm.ptr
      llvm.store %1040, %270 : f32, !llvm.ptr
      llvm.store %1041, %271 : f32, !llvm.ptr
      llvm.store %1042, %272 : f32, !llvm.ptr
      llvm.store %1043, %273 : f32, !llvm.ptr
      llvm.store %1044, %274 : f32, !llvm.ptr
      llvm.store %1045, %275 : f32, !llvm.ptr
      llvm.store %1046, %276 : f32, !llvm.ptr
      llvm.store %1047, %277 : f32, !llvm.ptr
      llvm.store %1048, %278 : f32, !llvm.ptr
      llvm.store %1049, %279 : f32, !llvm.ptr
      llvm.store %1050, %280 : f32, !llvm.ptr
      llvm.store %1051, %281 : f32, !llvm.ptr
      llvm.store %1052, %282 : f32, !llvm.ptr
      llvm.store %1053, %283 : f32, !llvm.ptr
      llvm.store %1054, %284 : f32, !llvm.ptr
      llvm.store %1055, %285 : f32, !llvm.ptr
      llvm.store %1056, %286 : f32, !llvm.ptr
      llvm.store %1057, %287 : f32, !llvm.ptr
      llvm.store %1058, %288 : f32, !llvm.ptr
      llvm.store %1059, %289 : f32, !llvm.ptr
      llvm.store %1060, %290 : f32, !llvm.ptr
      llvm.store %1061, %291 : f32, !llvm.ptr
      llvm.store %1062, %292 : f32, !llvm.ptr
      llvm.store %1063, %293 : f32, !llvm.ptr
      llvm.store %1064, %294 : f32, !llvm.ptr
      llvm.store %1065, %295 : f32, !llvm.ptr
      llvm.store %1066, %296 : f32, !llvm.ptr
      llvm.store %1067, %297 : f32, !llvm.ptr
      llvm.store %1068, %298 : f32, !llvm.ptr
      llvm.store %1069, %299 : f32, !llvm.ptr
      llvm.store %1070, %300 : f32, !llvm.ptr
      llvm.store %1071, %301 : f32, !llvm.ptr
      llvm.store %1072, %302 : f32, !llvm.ptr
      llvm.store %1073, %303 : f32, !llvm.ptr
      llvm.store %1074, %304 : f32, !llvm.ptr
      llvm.store %1075, %305 : f32, !llvm.ptr
      llvm.store %1076, %306 : f32, !llvm.ptr
      llvm.store %1077, %307 : f32, !llvm.ptr
      llvm.store %1078, %308 : f32, !llvm.ptr
      llvm.store %1079, %309 : f32, !llvm.ptr
      llvm.store %1080, %310 : f32, !llvm.ptr
      llvm.store %1081, %311 : f32, !llvm.ptr
      llvm.store %1082, %312 : f32, !llvm.ptr
      llvm.store %1083, %313 : f32, !llvm.ptr
      llvm.store %1084, %314 : f32, !llvm.ptr
      llvm.store %1085, %315 : f32, !llvm.ptr
      llvm.store %1086, %316 : f32, !llvm.ptr
      llvm.store %1087, %317 : f32, !llvm.ptr
      llvm.store %1088, %318 : f32, !llvm.ptr
      llvm.store %1089, %319 : f32, !llvm.ptr
      llvm.store %1090, %320 : f32, !llvm.ptr
      llvm.store %1091, %321 : f32, !llvm.ptr
      llvm.store %1092, %322 : f32, !llvm.ptr
      llvm.store %1093, %323 : f32, !llvm.ptr
      llvm.store %1094, %324 : f32, !llvm.ptr
      llvm.store %1095, %325 : f32, !llvm.ptr
      llvm.store %1096, %326 : f32, !llvm.ptr
      llvm.store %1097, %327 : f32, !llvm.ptr
      llvm.store %1098, %328 : f32, !llvm.ptr
      llvm.store %1099, %329 : f32, !llvm.ptr
      llvm.store %1100, %330 : f32, !llvm.ptr
      llvm.store %1101, %331 : f32, !llvm.ptr
      llvm.store %1102, %332 : f32, !llvm.ptr
      llvm.store %1103, %333 : f32, !llvm.ptr
      llvm.store %1104, %334 : f32, !llvm.ptr
      llvm.store %1105, %335 : f32, !llvm.ptr
      llvm.store %1106, %336 : f32, !llvm.ptr
      llvm.store %1107, %337 : f32, !llvm.ptr
      llvm.store %1108, %338 : f32, !llvm.ptr
      llvm.store %1109, %339 : f32, !llvm.ptr
      llvm.store %1110, %340 : f32, !llvm.ptr
      llvm.store %1111, %341 : f32, !llvm.ptr
      llvm.store %1112, %342 : f32, !llvm.ptr
      llvm.store %1113, %343 : f32, !llvm.ptr
      llvm.store %1114, %344 : f32, !llvm.ptr
      llvm.store %1115, %345 : f32, !llvm.ptr
      llvm.store %1116, %346 : f32, !llvm.ptr
      llvm.store %1117, %347 : f32, !llvm.ptr
      llvm.store %1118, %348 : f32, !llvm.ptr
      llvm.store %1119, %349 : f32, !llvm.ptr
      llvm.store %1120, %350 : f32, !llvm.ptr
      llvm.store %1121, %351 : f32, !llvm.ptr
      llvm.store %1122, %352 : f32, !llvm.ptr
      llvm.store %1123, %353 : f32, !llvm.ptr
      llvm.store %1124, %354 : f32, !llvm.ptr
      llvm.store %1125, %355 : f32, !llvm.ptr
      llvm.store %1126, %356 : f32, !llvm.ptr
      llvm.store %1127, %357 : f32, !llvm.ptr
      llvm.store %1128, %358 : f32, !llvm.ptr
      llvm.store %1129, %359 : f32, !llvm.ptr
      llvm.store %1130, %360 : f32, !llvm.ptr
      llvm.store %1131, %361 : f32, !llvm.ptr
      llvm.store %1132, %362 : f32, !llvm.ptr
      llvm.store %1133, %363 : f32, !llvm.ptr
      llvm.store %1134, %364 : f32, !llvm.ptr
      llvm.store %1135, %365 : f32, !llvm.ptr
      llvm.store %1136, %366 : f32, !llvm.ptr
      llvm.store %1137, %367 : f32, !llvm.ptr
      llvm.store %1138, %368 : f32, !llvm.ptr
      llvm.store %1139, %369 : f32, !llvm.ptr
      llvm.store %1140, %370 : f32, !llvm.ptr
      llvm.store %1141, %371 : f32, !llvm.ptr
      llvm.store %1142, %372 : f32, !llvm.ptr
      llvm.store %1143, %373 : f32, !llvm.ptr
      llvm.store %1144, %374 : f32, !llvm.ptr
      llvm.store %1145, %375 : f32, !llvm.ptr
      llvm.store %1146, %376 : f32, !llvm.ptr
      llvm.store %1147, %377 : f32, !llvm.ptr
      %1148 = llvm.mul %608, %16 overflow<nsw> : i32
      %1149 = llvm.add %1148, %30 overflow<nsw> : i32
      %1150 = llvm.add %386, %1149 : i32
      %1151 = llvm.mlir.constant(0 : i64) : i64
      %1152 = llvm.insertelement %1150, %384[%1151 : i64] : vector<2xi32>
      %1153 = llvm.bitcast %1152 : vector<2xi32> to i64
      %1154 = llvm.mul %608, %10 overflow<nsw> : i32
      %1155 = llvm.add %1154, %30 overflow<nsw> : i32
      %1156 = llvm.add %389, %1155 : i32
      %1157 = llvm.mlir.constant(0 : i64) : i64
      %1158 = llvm.insertelement %1156, %387[%1157 : i64] : vector<2xi32>
      %1159 = llvm.bitcast %1158 : vector<2xi32> to i64
      %1160 = llvm.load %41 : !llvm.ptr -> f32
      %1161 = llvm.load %251 : !llvm.ptr -> f32
      %1162 = llvm.load %252 : !llvm.ptr -> f32
      %1163 = llvm.load %253 : !llvm.ptr -> f32
      %1164 = llvm.load %254 : !llvm.ptr -> f32
      %1165 = llvm.load %255 : !llvm.ptr -> f32
      %1166 = llvm.load %256 : !llvm.ptr -> f32
      %1167 = llvm.load %257 : !llvm.ptr -> f32
      %1168 = llvm.load %258 : !llvm.ptr -> f32
      %1169 = llvm.load %259 : !llvm.ptr -> f32
      %1170 = llvm.load %260 : !llvm.ptr -> f32
      %1171 = llvm.load %261 : !llvm.ptr -> f32
      %1172 = llvm.load %262 : !llvm.ptr -> f32
      %1173 = llvm.load %263 : !llvm.ptr -> f32
      %1174 = llvm.load %264 : !llvm.ptr -> f32
      %1175 = llvm.load %265 : !llvm.ptr -> f32
      %1176 = llvm.load %266 : !llvm.ptr -> f32
      %1177 = llvm.load %267 : !llvm.ptr -> f32
      %1178 = llvm.load %268 : !llvm.ptr -> f32
      %1179 = llvm.load %269 : !llvm.ptr -> f32
      %1180 = llvm.load %270 : !llvm.ptr -> f32
      %1181 = llvm.load %271 : !llvm.ptr -> f32
      %1182 = llvm.load %272 : !llvm.ptr -> f32
      %1183 = llvm.load %273 : !llvm.ptr -> f32
      %1184 = llvm.load %274 : !llvm.ptr -> f32
      %1185 = llvm.load %275 : !llvm.ptr -> f32
      %1186 = llvm.load %276 : !llvm.ptr -> f32
      %1187 = llvm.load %277 : !llvm.ptr -> f32
      %1188 = llvm.load %278 : !llvm.ptr -> f32
      %1189 = llvm.load %279 : !llvm.ptr -> f32
      %1190 = llvm.load %280 : !llvm.ptr -> f32
      %1191 = llvm.load %281 : !llvm.ptr -> f32
      %1192 = llvm.load %282 : !llvm.ptr -> f32
      %1193 = llvm.load %283 : !llvm.ptr -> f32
      %1194 = llvm.load %284 : !llvm.ptr -> f32
      %1195 = llvm.load %285 : !llvm.ptr -> f32
      %1196 = llvm.load %286 : !llvm.ptr -> f32
      %1197 = llvm.load %287 : !llvm.ptr -> f32
      %1198 = llvm.load %288 : !llvm.ptr -> f32
      %1199 = llvm.load %289 : !llvm.ptr -> f32
      %1200 = llvm.load %290 : !llvm.ptr -> f32
      %1201 = llvm.load %291 : !llvm.ptr -> f32
      %1202 = llvm.load %292 : !llvm.ptr -> f32
      %1203 = llvm.load %293 : !llvm.ptr -> f32
      %1204 = llvm.load %294 : !llvm.ptr -> f32
      %1205 = llvm.load %295 : !llvm.ptr -> f32
      %1206 = llvm.load %296 : !llvm.ptr -> f32
      %1207 = llvm.load %297 : !llvm.ptr -> f32
      %1208 = llvm.load %298 : !llvm.ptr -> f32
      %1209 = llvm.load %299 : !llvm.ptr -> f32
      %1210 = llvm.load %300 : !llvm.ptr -> f32
      %1211 = llvm.load %301 : !llvm.ptr -> f32
      %1212 = llvm.load %302 : !llvm.ptr -> f32
      %1213 = llvm.load %303 : !llvm.ptr -> f32
      %1214 = llvm.load %304 : !llvm.ptr -> f32
      %1215 = llvm.load %305 : !llvm.ptr -> f32
      %1216 = llvm.load %306 : !llvm.ptr -> f32
      %1217 = llvm.load %307 : !llvm.ptr -> f32
      %1218 = llvm.load %308 : !llvm.ptr -> f32
      %1219 = llvm.load %309 : !llvm.ptr -> f32
      %1220 = llvm.load %310 : !llvm.ptr -> f32
      %1221 = llvm.load %311 : !llvm.ptr -> f32
      %1222 = llvm.load %312 : !llvm.ptr -> f32
      %1223 = llvm.load %313 : !llvm.ptr -> f32
      %1224 = llvm.load %314 : !llvm.ptr -> f32
      %1225 = llvm.load %315 : !llvm.ptr -> f32
      %1226 = llvm.load %316 : !llvm.ptr -> f32
      %1227 = llvm.load %317 : !llvm.ptr -> f32
      %1228 = llvm.load %318 : !llvm.ptr -> f32
      %1229 = llvm.load %319 : !llvm.ptr -> f32
      %1230 = llvm.load %320 : !llvm.ptr -> f32
      %1231 = llvm.load %321 : !llvm.ptr -> f32
      %1232 = llvm.load %322 : !llvm.ptr -> f32
      %1233 = llvm.load %323 : !llvm.ptr -> f32
      %1234 = llvm.load %324 : !llvm.ptr -> f32
      %1235 = llvm.load %325 : !llvm.ptr -> f32
      %1236 = llvm.load %326 : !llvm.ptr -> f32
      %1237 = llvm.load %327 : !llvm.ptr -> f32
      %1238 = llvm.load %328 : !llvm.ptr -> f32
      %1239 = llvm.load %329 : !llvm.ptr -> f32
      %1240 = llvm.load %330 : !llvm.ptr -> f32
      %1241 = llvm.load %331 : !llvm.ptr -> f32
      %1242 = llvm.load %332 : !llvm.ptr -> f32
      %1243 = llvm.load %333 : !llvm.ptr -> f32
      %1244 = llvm.load %334 : !llvm.ptr -> f32
      %1245 = llvm.load %335 : !llvm.ptr -> f32
      %1246 = llvm.load %336 : !llvm.ptr -> f32
      %1247 = llvm.load %337 : !llvm.ptr -> f32
      %1248 = llvm.load %338 : !llvm.ptr -> f32
      %1249 = llvm.load %339 : !llvm.ptr -> f32
      %1250 = llvm.load %340 : !llvm.ptr -> f32
      %1251 = llvm.load %341 : !llvm.ptr -> f32
      %1252 = llvm.load %342 : !llvm.ptr -> f32
      %1253 = llvm.load %343 : !llvm.ptr -> f32
      %1254 = llvm.load %344 : !llvm.ptr -> f32
      %1255 = llvm.load %345 : !llvm.ptr -> f32
      %1256 = llvm.load %346 : !llvm.ptr -> f32
      %1257 = llvm.load %347 : !llvm.ptr -> f32
      %1258 = llvm.load %348 : !llvm.ptr -> f32
      %1259 = llvm.load %349 : !llvm.ptr -> f32
      %1260 = llvm.load %350 : !llvm.ptr -> f32
      %1261 = llvm.load %351 : !llvm.ptr -> f32
      %1262 = llvm.load %352 : !llvm.ptr -> f32
      %1263 = llvm.load %353 : !llvm.ptr -> f32
      %1264 = llvm.load %354 : !llvm.ptr -> f32
      %1265 = llvm.load %355 : !llvm.ptr -> f32
      %1266 = llvm.load %356 : !llvm.ptr -> f32
      %1267 = llvm.load %357 : !llvm.ptr -> f32
      %1268 = llvm.load %358 : !llvm.ptr -> f32
      %1269 = llvm.load %359 : !llvm.ptr -> f32
      %1270 = llvm.load %360 : !llvm.ptr -> f32
      %1271 = llvm.load %361 : !llvm.ptr -> f32
      %1272 = llvm.load %362 : !llvm.ptr -> f32
      %1273 = llvm.load %363 : !llvm.ptr -> f32
      %1274 = llvm.load %364 : !llvm.ptr -> f32
      %1275 = llvm.load %365 : !llvm.ptr -> f32
      %1276 = llvm.load %366 : !llvm.ptr -> f32
      %1277 = llvm.load %367 : !llvm.ptr -> f32
      %1278 = llvm.load %368 : !llvm.ptr -> f32
      %1279 = llvm.load %369 : !llvm.ptr -> f32
      %1280 = llvm.load %370 : !llvm.ptr -> f32
      %1281 = llvm.load %371 : !llvm.ptr -> f32
      %1282 = llvm.load %372 : !llvm.ptr -> f32
      %1283 = llvm.load %373 : !llvm.ptr -> f32
      %1284 = llvm.load %374 : !llvm.ptr -> f32
      %1285 = llvm.load %375 : !llvm.ptr -> f32
      %1286 = llvm.load %376 : !llvm.ptr -> f32
      %1287 = llvm.load %377 : !llvm.ptr -> f32
      %1288 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1153, %1159, %38, %38, %38, %22, %22 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1289 = llvm.extractvalue %1288[0] : !llvm_struct_31b33a
      %1290 = llvm.extractvalue %1288[1] : !llvm_struct_31b33a
      %1291 = llvm.extractvalue %1288[2] : !llvm_struct_31b33a
      %1292 = llvm.extractvalue %1288[3] : !llvm_struct_31b33a
      %1293 = llvm.extractvalue %1288[4] : !llvm_struct_31b33a
      %1294 = llvm.extractvalue %1288[5] : !llvm_struct_31b33a
      %1295 = llvm.extractvalue %1288[6] : !llvm_struct_31b33a
      %1296 = llvm.extractvalue %1288[7] : !llvm_struct_31b33a
      %1297 = llvm.extractvalue %1288[8] : !llvm_struct_31b33a
      %1298 = llvm.extractvalue %1288[9] : !llvm_struct_31b33a
      %1299 = llvm.extractvalue %1288[10] : !llvm_struct_31b33a
      %1300 = llvm.extractvalue %1288[11] : !llvm_struct_31b33a
      %1301 = llvm.extractvalue %1288[12] : !llvm_struct_31b33a
      %1302 = llvm.extractvalue %1288[13] : !llvm_struct_31b33a
      %1303 = llvm.extractvalue %1288[14] : !llvm_struct_31b33a
      %1304 = llvm.extractvalue %1288[15] : !llvm_struct_31b33a
      %1305 = llvm.extractvalue %1288[16] : !llvm_struct_31b33a
      %1306 = llvm.extractvalue %1288[17] : !llvm_struct_31b33a
      %1307 = llvm.extractvalue %1288[18] : !llvm_struct_31b33a
      %1308 = llvm.extractvalue %1288[19] : !llvm_struct_31b33a
      %1309 = llvm.extractvalue %1288[20] : !llvm_struct_31b33a
      %1310 = llvm.extractvalue %1288[21] : !llvm_struct_31b33a
      %1311 = llvm.extractvalue %1288[22] : !llvm_struct_31b33a
      %1312 = llvm.extractvalue %1288[23] : !llvm_struct_31b33a
      %1313 = llvm.extractvalue %1288[24] : !llvm_struct_31b33a
      %1314 = llvm.extractvalue %1288[25] : !llvm_struct_31b33a
      %1315 = llvm.extractvalue %1288[26] : !llvm_struct_31b33a
      %1316 = llvm.extractvalue %1288[27] : !llvm_struct_31b33a
      %1317 = llvm.extractvalue %1288[28] : !llvm_struct_31b33a
      %1318 = llvm.extractvalue %1288[29] : !llvm_struct_31b33a
      %1319 = llvm.extractvalue %1288[30] : !llvm_struct_31b33a
      %1320 = llvm.extractvalue %1288[31] : !llvm_struct_31b33a
      %1321 = llvm.extractvalue %1288[32] : !llvm_struct_31b33a
      %1322 = llvm.extractvalue %1288[33] : !llvm_struct_31b33a
      %1323 = llvm.extractvalue %1288[34] : !llvm_struct_31b33a
      %1324 = llvm.extractvalue %1288[35] : !llvm_struct_31b33a
      %1325 = llvm.extractvalue %1288[36] : !llvm_struct_31b33a
      %1326 = llvm.extractvalue %1288[37] : !llvm_struct_31b33a
      %1327 = llvm.extractvalue %1288[38] : !llvm_struct_31b33a
      %1328 = llvm.extractvalue %1288[39] : !llvm_struct_31b33a
      %1329 = llvm.extractvalue %1288[40] : !llvm_struct_31b33a
      %1330 = llvm.extractvalue %1288[41] : !llvm_struct_31b33a
      %1331 = llvm.extractvalue %1288[42] : !llvm_struct_31b33a
      %1332 = llvm.extractvalue %1288[43] : !llvm_struct_31b33a
      %1333 = llvm.extractvalue %1288[44] : !llvm_struct_31b33a
      %1334 = llvm.extractvalue %1288[45] : !llvm_struct_31b33a
      %1335 = llvm.extractvalue %1288[46] : !llvm_struct_31b33a
      %1336 = llvm.extractvalue %1288[47] : !llvm_struct_31b33a
      %1337 = llvm.extractvalue %1288[48] : !llvm_struct_31b33a
      %1338 = llvm.extractvalue %1288[49] : !llvm_struct_31b33a
      %1339 = llvm.extractvalue %1288[50] : !llvm_struct_31b33a
      %1340 = llvm.extractvalue %1288[51] : !llvm_struct_31b33a
      %1341 = llvm.extractvalue %1288[52] : !llvm_struct_31b33a
      %1342 = llvm.extractvalue %1288[53] : !llvm_struct_31b33a
      %1343 = llvm.extractvalue %1288[54] : !llvm_struct_31b33a
      %1344 = llvm.extractvalue %1288[55] : !llvm_struct_31b33a
      %1345 = llvm.extractvalue %1288[56] : !llvm_struct_31b33a
      %1346 = llvm.extractvalue %1288[57] : !llvm_struct_31b33a
      %1347 = llvm.extractvalue %1288[58] : !llvm_struct_31b33a
      %1348 = llvm.extractvalue %1288[59] : !llvm_struct_31b33a
      %1349 = llvm.extractvalue %1288[60] : !llvm_struct_31b33a
      %1350 = llvm.extractvalue %1288[61] : !llvm_struct_31b33a
      %1351 = llvm.extractvalue %1288[62] : !llvm_struct_31b33a
      %1352 = llvm.extractvalue %1288[63] : !llvm_struct_31b33a
      %1353 = llvm.extractvalue %1288[64] : !llvm_struct_31b33a
      %1354 = llvm.extractvalue %1288[65] : !llvm_struct_31b33a
      %1355 = llvm.extractvalue %1288[66] : !llvm_struct_31b33a
      %1356 = llvm.extractvalue %1288[67] : !llvm_struct_31b33a
      %1357 = llvm.extractvalue %1288[68] : !llvm_struct_31b33a
      %1358 = llvm.extractvalue %1288[69] : !llvm_struct_31b33a
      %1359 = llvm.extractvalue %1288[70] : !llvm_struct_31b33a
      %1360 = llvm.extractvalue %1288[71] : !llvm_struct_31b33a
      %1361 = llvm.extractvalue %1288[72] : !llvm_struct_31b33a
      %1362 = llvm.extractvalue %1288[73] : !llvm_struct_31b33a
      %1363 = llvm.extractvalue %1288[74] : !llvm_struct_31b33a
      %1364 = llvm.extractvalue %1288[75] : !llvm_struct_31b33a
      %1365 = llvm.extractvalue %1288[76] : !llvm_struct_31b33a
      %1366 = llvm.extractvalue %1288[77] : !llvm_struct_31b33a
      %1367 = llvm.extractvalue %1288[78] : !llvm_struct_31b33a
      %1368 = llvm.extractvalue %1288[79] : !llvm_struct_31b33a
      %1369 = llvm.extractvalue %1288[80] : !llvm_struct_31b33a
      %1370 = llvm.extractvalue %1288[81] : !llvm_struct_31b33a
      %1371 = llvm.extractvalue %1288[82] : !llvm_struct_31b33a
      %1372 = llvm.extractvalue %1288[83] : !llvm_struct_31b33a
      %1373 = llvm.extractvalue %1288[84] : !llvm_struct_31b33a
      %1374 = llvm.extractvalue %1288[85] : !llvm_struct_31b33a
      %1375 = llvm.extractvalue %1288[86] : !llvm_struct_31b33a
      %1376 = llvm.extractvalue %1288[87] : !llvm_struct_31b33a
      %1377 = llvm.extractvalue %1288[88] : !llvm_struct_31b33a
      %1378 = llvm.extractvalue %1288[89] : !llvm_struct_31b33a
      %1379 = llvm.extractvalue %1288[90] : !llvm_struct_31b33a
      %1380 = llvm.extractvalue %1288[91] : !llvm_struct_31b33a
      %1381 = llvm.extractvalue %1288[92] : !llvm_struct_31b33a
      %1382 = llvm.extractvalue %1288[93] : !llvm_struct_31b33a
      %1383 = llvm.extractvalue %1288[94] : !llvm_struct_31b33a
      %1384 = llvm.extractvalue %1288[95] : !llvm_struct_31b33a
      %1385 = llvm.extractvalue %1288[96] : !llvm_struct_31b33a
      %1386 = llvm.extractvalue %1288[97] : !llvm_struct_31b33a
      %1387 = llvm.extractvalue %1288[98] : !llvm_struct_31b33a
      %1388 = llvm.extractvalue %1288[99] : !llvm_struct_31b33a
      %1389 = llvm.extractvalue %1288[100] : !llvm_struct_31b33a
      %1390 = llvm.extractvalue %1288[101] : !llvm_struct_31b33a
      %1391 = llvm.extractvalue %1288[102] : !llvm_struct_31b33a
      %1392 = llvm.extractvalue %1288[103] : !llvm_struct_31b33a
      %1393 = llvm.extractvalue %1288[104] : !llvm_struct_31b33a
      %1394 = llvm.extractvalue %1288[105] : !llvm_struct_31b33a
      %1395 = llvm.extractvalue %1288[106] : !llvm_struct_31b33a
      %1396 = llvm.extractvalue %1288[107] : !llvm_struct_31b33a
      %1397 = llvm.extractvalue %1288[108] : !llvm_struct_31b33a
      %1398 = llvm.extractvalue %1288[109] : !llvm_struct_31b33a
      %1399 = llvm.extractvalue %1288[110] : !llvm_struct_31b33a
      %1400 = llvm.extractvalue %1288[111] : !llvm_struct_31b33a
      %1401 = llvm.extractvalue %1288[112] : !llvm_struct_31b33a
      %1402 = llvm.extractvalue %1288[113] : !llvm_struct_31b33a
      %1403 = llvm.extractvalue %1288[114] : !llvm_struct_31b33a
      %1404 = llvm.extractvalue %1288[115] : !llvm_struct_31b33a
      %1405 = llvm.extractvalue %1288[116] : !llvm_struct_31b33a
      %1406 = llvm.extractvalue %1288[117] : !llvm_struct_31b33a
      %1407 = llvm.extractvalue %1288[118] : !llvm_struct_31b33a
      %1408 = llvm.extractvalue %1288[119] : !llvm_struct_31b33a
      %1409 = llvm.extractvalue %1288[120] : !llvm_struct_31b33a
      %1410 = llvm.extractvalue %1288[121] : !llvm_struct_31b33a
      %1411 = llvm.extractvalue %1288[122] : !llvm_struct_31b33a
      %1412 = llvm.extractvalue %1288[123] : !llvm_struct_31b33a
      %1413 = llvm.extractvalue %1288[124] : !llvm_struct_31b33a
      %1414 = llvm.extractvalue %1288[125] : !llvm_struct_31b33a
      %1415 = llvm.extractvalue %1288[126] : !llvm_struct_31b33a
      %1416 = llvm.extractvalue %1288[127] : !llvm_struct_31b33a
      llvm.store %1289, %41 : f32, !llvm.ptr
      llvm.store %1290, %251 : f32, !llvm.ptr
      llvm.store %1291, %252 : f32, !llvm.ptr
      llvm.store %1292, %253 : f32, !llvm.ptr
      llvm.store %1293, %254 : f32, !llvm.ptr
      llvm.store %1294, %255 : f32, !llvm.ptr
      llvm.store %1295, %256 : f32, !llvm.ptr
      llvm.store %1296, %257 : f32, !llvm.ptr
      llvm.store %1297, %258 : f32, !llvm.ptr
      llvm.store %1298, %259 : f32, !llvm.ptr
      llvm.store %1299, %260 : f32, !llvm.ptr
      llvm.store %1300, %261 : f32, !llvm.ptr
      llvm.store %1301, %262 : f32, !llvm.ptr
      llvm.store %1302, %263 : f32, !llvm.ptr
      llvm.store %1303, %264 : f32, !llvm.ptr
      llvm.store %1304, %265 : f32, !llvm.ptr
      llvm.store %1305, %266 : f32, !llvm.ptr
      llvm.store %1306, %267 : f32, !llvm.ptr
      llvm.store %1307, %268 : f32, !llvm.ptr
      llvm.store %1308, %269 : f32, !llvm.ptr
      llvm.store %1309, %270 : f32, !llvm.ptr
      llvm.store %1310, %271 : f32, !llvm.ptr
      llvm.store %1311, %272 : f32, !llvm.ptr
      llvm.store %1312, %273 : f32, !llvm.ptr
      llvm.store %1313, %274 : f32, !llvm.ptr
      llvm.store %1314, %275 : f32, !llvm.ptr
      llvm.store %1315, %276 : f32, !llvm.ptr
      llvm.store %1316, %277 : f32, !llvm.ptr
      llvm.store %1317, %278 : f32, !llvm.ptr
      llvm.store %1318, %279 : f32, !llvm.ptr
      llvm.store %1319, %280 : f32, !llvm.ptr
      llvm.store %1320, %281 : f32, !llvm.ptr
      llvm.store %1321, %282 : f32, !llvm.ptr
      llvm.store %1322, %283 : f32, !llvm.ptr
      llvm.store %1323, %284 : f32, !llvm.ptr
      llvm.store %1324, %285 : f32, !llvm.ptr
      llvm.store %1325, %286 : f32, !llvm.ptr
      llvm.store %1326, %287 : f32, !llvm.ptr
      llvm.store %1327, %288 : f32, !llvm.ptr
      llvm.store %1328, %289 : f32, !llvm.ptr
      llvm.store %1329, %290 : f32, !llvm.ptr
      llvm.store %1330, %291 : f32, !llvm.ptr
      llvm.store %1331, %292 : f32, !llvm.ptr
      llvm.store %1332, %293 : f32, !llvm.ptr
      llvm.store %1333, %294 : f32, !llvm.ptr
      llvm.store %1334, %295 : f32, !llvm.ptr
      llvm.store %1335, %296 : f32, !llvm.ptr
      llvm.store %1336, %297 : f32, !llvm.ptr
      llvm.store %1337, %298 : f32, !llvm.ptr
      llvm.store %1338, %299 : f32, !llvm.ptr
      llvm.store %1339, %300 : f32, !llvm.ptr
      llvm.store %1340, %301 : f32, !llvm.ptr
      llvm.store %1341, %302 : f32, !llvm.ptr
      llvm.store %1342, %303 : f32, !llvm.ptr
      llvm.store %1343, %304 : f32, !llvm.ptr
      llvm.store %1344, %305 : f32, !llvm.ptr
      llvm.store %1345, %306 : f32, !llvm.ptr
      llvm.store %1346, %307 : f32, !llvm.ptr
      llvm.store %1347, %308 : f32, !llvm.ptr
      llvm.store %1348, %309 : f32, !llvm.ptr
      llvm.store %1349, %310 : f32, !llvm.ptr
      llvm.store %1350, %311 : f32, !llvm.ptr
      llvm.store %1351, %312 : f32, !llvm.ptr
      llvm.store %1352, %313 : f32, !llvm.ptr
      llvm.store %1353, %314 : f32, !llvm.ptr
      llvm.store %1354, %315 : f32, !llvm.ptr
      llvm.store %1355, %316 : f32, !llvm.ptr
      llvm.store %1356, %317 : f32, !llvm.ptr
      llvm.store %1357, %318 : f32, !llvm.ptr
      llvm.store %1358, %319 : f32, !llvm.ptr
      llvm.store %1359, %320 : f32, !llvm.ptr
      llvm.store %1360, %321 : f32, !llvm.ptr
      llvm.store %1361, %322 : f32, !llvm.ptr
      llvm.store %1362, %323 : f32, !llvm.ptr
      llvm.store %1363, %324 : f32, !llvm.ptr
      llvm.store %1364, %325 : f32, !llvm.ptr
      llvm.store %1365, %326 : f32, !llvm.ptr
      llvm.store %1366, %327 : f32, !llvm.ptr
      llvm.store %1367, %328 : f32, !llvm.ptr
      llvm.store %1368, %329 : f32, !llvm.ptr
      llvm.store %1369, %330 : f32, !llvm.ptr
      llvm.store %1370, %331 : f32, !llvm.ptr
      llvm.store %1371, %332 : f32, !llvm.ptr
      llvm.store %1372, %333 : f32, !llvm.ptr
      llvm.store %1373, %334 : f32, !llvm.ptr
      llvm.store %1374, %335 : f32, !llvm.ptr
      llvm.store %1375, %336 : f32, !llvm.ptr
      llvm.store %1376, %337 : f32, !llvm.ptr
      llvm.store %1377, %338 : f32, !llvm.ptr
      llvm.store %1378, %339 : f32, !llvm.ptr
      llvm.store %1379, %340 : f32, !llvm.ptr
      llvm.store %1380, %341 : f32, !llvm.ptr
      llvm.store %1381, %342 : f32, !llvm.ptr
      llvm.store %1382, %343 : f32, !llvm.ptr
      llvm.store %1383, %344 : f32, !llvm.ptr
      llvm.store %1384, %345 : f32, !llvm.ptr
      llvm.store %1385, %346 : f32, !llvm.ptr
      llvm.store %1386, %347 : f32, !llvm.ptr
      llvm.store %1387, %348 : f32, !llvm.ptr
      llvm.store %1388, %349 : f32, !llvm.ptr
      llvm.store %1389, %350 : f32, !llvm.ptr
      llvm.store %1390, %351 : f32, !llvm.ptr
      llvm.store %1391, %352 : f32, !llvm.ptr
      llvm.store %1392, %353 : f32, !llvm.ptr
      llvm.store %1393, %354 : f32, !llvm.ptr
      llvm.store %1394, %355 : f32, !llvm.ptr
      llvm.store %1395, %356 : f32, !llvm.ptr
      llvm.store %1396, %357 : f32, !llvm.ptr
      llvm.store %1397, %358 : f32, !llvm.ptr
      llvm.store %1398, %359 : f32, !llvm.ptr
      llvm.store %1399, %360 : f32, !llvm.ptr
      llvm.store %1400, %361 : f32, !llvm.ptr
      llvm.store %1401, %362 : f32, !llvm.ptr
      llvm.store %1402, %363 : f32, !llvm.ptr
      llvm.store %1403, %364 : f32, !llvm.ptr
      llvm.store %1404, %365 : f32, !llvm.ptr
      llvm.store %1405, %366 : f32, !llvm.ptr
      llvm.store %1406, %367 : f32, !llvm.ptr
      llvm.store %1407, %368 : f32, !llvm.ptr
      llvm.store %1408, %369 : f32, !llvm.ptr
      llvm.store %1409, %370 : f32, !llvm.ptr
      llvm.store %1410, %371 : f32, !llvm.ptr
      llvm.store %1411, %372 : f32, !llvm.ptr
      llvm.store %1412, %373 : f32, !llvm.ptr
      llvm.store %1413, %374 : f32, !llvm.ptr
      llvm.store %1414, %375 : f32, !llvm.ptr
      llvm.store %1415, %376 : f32, !llvm.ptr
      llvm.store %1416, %377 : f32, !llvm.ptr
      %1417 = llvm.mul %608, %16 overflow<nsw> : i32
      %1418 = llvm.add %1417, %15 overflow<nsw> : i32
      %1419 = llvm.add %392, %1418 : i32
      %1420 = llvm.mlir.constant(0 : i64) : i64
      %1421 = llvm.insertelement %1419, %390[%1420 : i64] : vector<2xi32>
      %1422 = llvm.bitcast %1421 : vector<2xi32> to i64
      %1423 = llvm.mul %608, %10 overflow<nsw> : i32
      %1424 = llvm.add %1423, %15 overflow<nsw> : i32
      %1425 = llvm.add %395, %1424 : i32
      %1426 = llvm.mlir.constant(0 : i64) : i64
      %1427 = llvm.insertelement %1425, %393[%1426 : i64] : vector<2xi32>
      %1428 = llvm.bitcast %1427 : vector<2xi32> to i64
      %1429 = llvm.load %41 : !llvm.ptr -> f32
      %1430 = llvm.load %251 : !llvm.ptr -> f32
      %1431 = llvm.load %252 : !llvm.ptr -> f32
      %1432 = llvm.load %253 : !llvm.ptr -> f32
      %1433 = llvm.load %254 : !llvm.ptr -> f32
      %1434 = llvm.load %255 : !llvm.ptr -> f32
      %1435 = llvm.load %256 : !llvm.ptr -> f32
      %1436 = llvm.load %257 : !llvm.ptr -> f32
      %1437 = llvm.load %258 : !llvm.ptr -> f32
      %1438 = llvm.load %259 : !llvm.ptr -> f32
      %1439 = llvm.load %260 : !llvm.ptr -> f32
      %1440 = llvm.load %261 : !llvm.ptr -> f32
      %1441 = llvm.load %262 : !llvm.ptr -> f32
      %1442 = llvm.load %263 : !llvm.ptr -> f32
      %1443 = llvm.load %264 : !llvm.ptr -> f32
      %1444 = llvm.load %265 : !llvm.ptr -> f32
      %1445 = llvm.load %266 : !llvm.ptr -> f32
      %1446 = llvm.load %267 : !llvm.ptr -> f32
      %1447 = llvm.load %268 : !llvm.ptr -> f32
      %1448 = llvm.load %269 : !llvm.ptr -> f32
      %1449 = llvm.load %270 : !llvm.ptr -> f32
      %1450 = llvm.load %271 : !llvm.ptr -> f32
      %1451 = llvm.load %272 : !llvm.ptr -> f32
      %1452 = llvm.load %273 : !llvm.ptr -> f32
      %1453 = llvm.load %274 : !llvm.ptr -> f32
      %1454 = llvm.load %275 : !llvm.ptr -> f32
      %1455 = llvm.load %276 : !llvm.ptr -> f32
      %1456 = llvm.load %277 : !llvm.ptr -> f32
      %1457 = llvm.load %278 : !llvm.ptr -> f32
      %1458 = llvm.load %279 : !llvm.ptr -> f32
      %1459 = llvm.load %280 : !llvm.ptr -> f32
      %1460 = llvm.load %281 : !llvm.ptr -> f32
      %1461 = llvm.load %282 : !llvm.ptr -> f32
      %1462 = llvm.load %283 : !llvm.ptr -> f32
      %1463 = llvm.load %284 : !llvm.ptr -> f32
      %1464 = llvm.load %285 : !llvm.ptr -> f32
      %1465 = llvm.load %286 : !llvm.ptr -> f32
      %1466 = llvm.load %287 : !llvm.ptr -> f32
      %1467 = llvm.load %288 : !llvm.ptr -> f32
      %1468 = llvm.load %289 : !llvm.ptr -> f32
      %1469 = llvm.load %290 : !llvm.ptr -> f32
      %1470 = llvm.load %291 : !llvm.ptr -> f32
      %1471 = llvm.load %292 : !llvm.ptr -> f32
      %1472 = llvm.load %293 : !llvm.ptr -> f32
      %1473 = llvm.load %294 : !llvm.ptr -> f32
      %1474 = llvm.load %295 : !llvm.ptr -> f32
      %1475 = llvm.load %296 : !llvm.ptr -> f32
      %1476 = llvm.load %297 : !llvm.ptr -> f32
      %1477 = llvm.load %298 : !llvm.ptr -> f32
      %1478 = llvm.load %299 : !llvm.ptr -> f32
      %1479 = llvm.load %300 : !llvm.ptr -> f32
      %1480 = llvm.load %301 : !llvm.ptr -> f32
      %1481 = llvm.load %302 : !llvm.ptr -> f32
      %1482 = llvm.load %303 : !llvm.ptr -> f32
      %1483 = llvm.load %304 : !llvm.ptr -> f32
      %1484 = llvm.load %305 : !llvm.ptr -> f32
      %1485 = llvm.load %306 : !llvm.ptr -> f32
      %1486 = llvm.load %307 : !llvm.ptr -> f32
      %1487 = llvm.load %308 : !llvm.ptr -> f32
      %1488 = llvm.load %309 : !llvm.ptr -> f32
      %1489 = llvm.load %310 : !llvm.ptr -> f32
      %1490 = llvm.load %311 : !llvm.ptr -> f32
      %1491 = llvm.load %312 : !llvm.ptr -> f32
      %1492 = llvm.load %313 : !llvm.ptr -> f32
      %1493 = llvm.load %314 : !llvm.ptr -> f32
      %1494 = llvm.load %315 : !llvm.ptr -> f32
      %1495 = llvm.load %316 : !llvm.ptr -> f32
      %1496 = llvm.load %317 : !llvm.ptr -> f32
      %1497 = llvm.load %318 : !llvm.ptr -> f32
      %1498 = llvm.load %319 : !llvm.ptr -> f32
      %1499 = llvm.load %320 : !llvm.ptr -> f32
      %1500 = llvm.load %321 : !llvm.ptr -> f32
      %1501 = llvm.load %322 : !llvm.ptr -> f32
      %1502 = llvm.load %323 : !llvm.ptr -> f32
      %1503 = llvm.load %324 : !llvm.ptr -> f32
      %1504 = llvm.load %325 : !llvm.ptr -> f32
      %1505 = llvm.load %326 : !llvm.ptr -> f32
      %1506 = llvm.load %327 : !llvm.ptr -> f32
      %1507 = llvm.load %328 : !llvm.ptr -> f32
      %1508 = llvm.load %329 : !llvm.ptr -> f32
      %1509 = llvm.load %330 : !llvm.ptr -> f32
      %1510 = llvm.load %331 : !llvm.ptr -> f32
      %1511 = llvm.load %332 : !llvm.ptr -> f32
      %1512 = llvm.load %333 : !llvm.ptr -> f32
      %1513 = llvm.load %334 : !llvm.ptr -> f32
      %1514 = llvm.load %335 : !llvm.ptr -> f32
      %1515 = llvm.load %336 : !llvm.ptr -> f32
      %1516 = llvm.load %337 : !llvm.ptr -> f32
      %1517 = llvm.load %338 : !llvm.ptr -> f32
      %1518 = llvm.load %339 : !llvm.ptr -> f32
      %1519 = llvm.load %340 : !llvm.ptr -> f32
      %1520 = llvm.load %341 : !llvm.ptr -> f32
      %1521 = llvm.load %342 : !llvm.ptr -> f32
      %1522 = llvm.load %343 : !llvm.ptr -> f32
      %1523 = llvm.load %344 : !llvm.ptr -> f32
      %1524 = llvm.load %345 : !llvm.ptr -> f32
      %1525 = llvm.load %346 : !llvm.ptr -> f32
      %1526 = llvm.load %347 : !llvm.ptr -> f32
      %1527 = llvm.load %348 : !llvm.ptr -> f32
      %1528 = llvm.load %349 : !llvm.ptr -> f32
      %1529 = llvm.load %350 : !llvm.ptr -> f32
      %1530 = llvm.load %351 : !llvm.ptr -> f32
      %1531 = llvm.load %352 : !llvm.ptr -> f32
      %1532 = llvm.load %353 : !llvm.ptr -> f32
      %1533 = llvm.load %354 : !llvm.ptr -> f32
      %1534 = llvm.load %355 : !llvm.ptr -> f32
      %1535 = llvm.load %356 : !llvm.ptr -> f32
      %1536 = llvm.load %357 : !llvm.ptr -> f32
      %1537 = llvm.load %358 : !llvm.ptr -> f32
      %1538 = llvm.load %359 : !llvm.ptr -> f32
      %1539 = llvm.load %360 : !llvm.ptr -> f32
      %1540 = llvm.load %361 : !llvm.ptr -> f32
      %1541 = llvm.load %362 : !llvm.ptr -> f32
      %1542 = llvm.load %363 : !llvm.ptr -> f32
      %1543 = llvm.load %364 : !llvm.ptr -> f32
      %1544 = llvm.load %365 : !llvm.ptr -> f32
      %1545 = llvm.load %366 : !llvm.ptr -> f32
      %1546 = llvm.load %367 : !llvm.ptr -> f32
      %1547 = llvm.load %368 : !llvm.ptr -> f32
      %1548 = llvm.load %369 : !llvm.ptr -> f32
      %1549 = llvm.load %370 : !llvm.ptr -> f32
      %1550 = llvm.load %371 : !llvm.ptr -> f32
      %1551 = llvm.load %372 : !llvm.ptr -> f32
      %1552 = llvm.load %373 : !llvm.ptr -> f32
      %1553 = llvm.load %374 : !llvm.ptr -> f32
      %1554 = llvm.load %375 : !llvm.ptr -> f32
      %1555 = llvm.load %376 : !llvm.ptr -> f32
      %1556 = llvm.load %377 : !llvm.ptr -> f32
      %1557 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, $259,  $260, $261, $262;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r,n,n,n,n" %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1441, %1442, %1443, %1444, %1445, %1446, %1447, %1448, %1449, %1450, %1451, %1452, %1453, %1454, %1455, %1456, %1457, %1458, %1459, %1460, %1461, %1462, %1463, %1464, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, %1474, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1506, %1507, %1508, %1509, %1510, %1511, %1512, %1513, %1514, %1515, %1516, %1517, %1518, %1519, %1520, %1521, %1522, %1523, %1524, %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, %1536, %1537, %1538, %1539, %1540, %1541, %1542, %1543, %1544, %1545, %1546, %1547, %1548, %1549, %1550, %1551, %1552, %1553, %1554, %1555, %1556, %1422, %1428, %38, %38, %38, %22, %22 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_31b33a
      %1558 = llvm.extractvalue %1557[0] : !llvm_struct_31b33a
      %1559 = llvm.extractvalue %1557[1] : !llvm_struct_31b33a
      %1560 = llvm.extractvalue %1557[2] : !llvm_struct_31b33a
      %1561 = llvm.extractvalue %1557[3] : !llvm_struct_31b33a
      %1562 = llvm.extractvalue %1557[4] : !llvm_struct_31b33a
      %1563 = llvm.extractvalue %1557[5] : !llvm_struct_31b33a
      %1564 = llvm.extractvalue %1557[6] : !llvm_struct_31b33a
      %1565 = llvm.extractvalue %1557[7] : !llvm_struct_31b33a
      %1566 = llvm.extractvalue %1557[8] : !llvm_struct_31b33a
      %1567 = llvm.extractvalue %1557[9] : !llvm_struct_31b33a
      %1568 = llvm.extractvalue %1557[10] : !llvm_struct_31b33a
      %1569 = llvm.extractvalue %1557[11] : !llvm_struct_31b33a
      %1570 = llvm.extractvalue %1557[12] : !llvm_struct_31b33a
      %1571 = llvm.extractvalue %1557[13] : !llvm_struct_31b33a
      %1572 = llvm.extractvalue %1557[14] : !llvm_struct_31b33a
      %1573 = llvm.extractvalue %1557[15] : !llvm_struct_31b33a
      %1574 = llvm.extractvalue %1557[16] : !llvm_struct_31b33a
      %1575 = llvm.extractvalue %1557[17] : !llvm_struct_31b33a
      %1576 = llvm.extractvalue %1557[18] : !llvm_struct_31b33a
      %1577 = llvm.extractvalue %1557[19] : !llvm_struct_31b33a
      %1578 = llvm.extractvalue %1557[20] : !llvm_struct_31b33a
      %1579 = llvm.extractvalue %1557[21] : !llvm_struct_31b33a
      %1580 = llvm.extractvalue %1557[22] : !llvm_struct_31b33a
      %1581 = llvm.extractvalue %1557[23] : !llvm_struct_31b33a
      %1582 = llvm.extractvalue %1557[24] : !llvm_struct_31b33a
      %1583 = llvm.extractvalue %1557[25] : !llvm_struct_31b33a
      %1584 = llvm.extractvalue %1557[26] : !llvm_struct_31b33a
      %1585 = llvm.extractvalue %1557[27] : !llvm_struct_31b33a
      %1586 = llvm.extractvalue %1557[28] : !llvm_struct_31b33a
      %1587 = llvm.extractvalue %1557[29] : !llvm_struct_31b33a
      %1588 = llvm.extractvalue %1557[30] : !llvm_struct_31b33a
      %1589 = llvm.extractvalue %1557[31] : !llvm_struct_31b33a
      %1590 = llvm.extractvalue %1557[32] : !llvm_struct_31b33a
      %1591 = llvm.extractvalue %1557[33] : !llvm_struct_31b33a
      %1592 = llvm.extractvalue %1557[34] : !llvm_struct_31b33a
      %1593 = llvm.extractvalue %1557[35] : !llvm_struct_31b33a
      %1594 = llvm.extractvalue %1557[36] : !llvm_struct_31b33a
      %1595 = llvm.extractvalue %1557[37] : !llvm_struct_31b33a
      %1596 = llvm.extractvalue %1557[38] : !llvm_struct_31b33a
      %1597 = llvm.extractvalue %1557[39] : !llvm_struct_31b33a
      %1598 = llvm.extractvalue %1557[40] : !llvm_struct_31b33a
      %1599 = llvm.extractvalue %1557[41] : !llvm_struct_31b33a
      %1600 = llvm.extractvalue %1557[42] : !llvm_struct_31b33a
      %1601 = llvm.extractvalue %1557[43] : !llvm_struct_31b33a
      %1602 = llvm.extractvalue %1557[44] : !llvm_struct_31b33a
      %1603 = llvm.extractvalue %1557[45] : !llvm_struct_31b33a
      %1604 = llvm.extractvalue %1557[46] : !llvm_struct_31b33a
      %1605 = llvm.extractvalue %1557[47] : !llvm_struct_31b33a
      %1606 = llvm.extractvalue %1557[48] : !llvm_struct_31b33a
      %1607 = llvm.extractvalue %1557[49] : !llvm_struct_31b33a
      %1608 = llvm.extractvalue %1557[50] : !llvm_struct_31b33a
      %1609 = llvm.extractvalue %1557[51] : !llvm_struct_31b33a
      %1610 = llvm.extractvalue %1557[52] : !llvm_struct_31b33a
      %1611 = llvm.extractvalue %1557[53] : !llvm_struct_31b33a
      %1612 = llvm.extractvalue %1557[54] : !llvm_struct_31b33a
      %1613 = llvm.extractvalue %1557[55] : !llvm_struct_31b33a
      %1614 = llvm.extractvalue %1557[56] : !llvm_struct_31b33a
      %1615 = llvm.extractvalue %1557[57] : !llvm_struct_31b33a
      %1616 = llvm.extractvalue %1557[58] : !llvm_struct_31b33a
      %1617 = llvm.extractvalue %1557[59] : !llvm_struct_31b33a
      %1618 = llvm.extractvalue %1557[60] : !llvm_struct_31b33a
      %1619 = llvm.extractvalue %1557[61] : !llvm_struct_31b33a
      %1620 = llvm.extractvalue %1557[62] : !llvm_struct_31b33a
      %1621 = llvm.extractvalue %1557[63] : !llvm_struct_31b33a
      %1622 = llvm.extractvalue %1557[64] : !llvm_struct_31b33a
      %1623 = llvm.extractvalue %1557[65] : !llvm_struct_31b33a
      %1624 = llvm.extractvalue %1557[66] : !llvm_struct_31b33a
      %1625 = llvm.extractvalue %1557[67] : !llvm_struct_31b33a
      %1626 = llvm.extractvalue %1557[68] : !llvm_struct_31b33a
      %1627 = llvm.extractvalue %1557[69] : !llvm_struct_31b33a
      %1628 = llvm.extractvalue %1557[70] : !llvm_struct_31b33a
      %1629 = llvm.extractvalue %1557[71] : !llvm_struct_31b33a
      %1630 = llvm.extractvalue %1557[72] : !llvm_struct_31b33a
      %1631 = llvm.extractvalue %1557[73] : !llvm_struct_31b33a
      %1632 = llvm.extractvalue %1557[74] : !llvm_struct_31b33a
      %1633 = llvm.extractvalue %1557[75] : !llvm_struct_31b33a
      %1634 = llvm.extractvalue %1557[76] : !llvm_struct_31b33a
      %1635 = llvm.extractvalue %1557[77] : !llvm_struct_31b33a
      %1636 = llvm.extractvalue %1557[78] : !llvm_struct_31b33a
      %1637 = llvm.extractvalue %1557[79] : !llvm_struct_31b33a
      %1638 = llvm.extractvalue %1557[80] : !llvm_struct_31b33a
      %1639 = llvm.extractvalue %1557[81] : !llvm_struct_31b33a
      %1640 = llvm.extractvalue %1557[82] : !llvm_struct_31b33a
      %1641 = llvm.extractvalue %1557[83] : !llvm_struct_31b33a
      %1642 = llvm.extractvalue %1557[84] : !llvm_struct_31b33a
      %1643 = llvm.extractvalue %1557[85] : !llvm_struct_31b33a
      %1644 = llvm.extractvalue %1557[86] : !llvm_struct_31b33a
      %1645 = llvm.extractvalue %1557[87] : !llvm_struct_31b33a
      %1646 = llvm.extractvalue %1557[88] : !llvm_struct_31b33a
      %1647 = llvm.extractvalue %1557[89] : !llvm_struct_31b33a
      %1648 = llvm.extractvalue %1557[90] : !llvm_struct_31b33a
      %1649 = llvm.extractvalue %1557[91] : !llvm_struct_31b33a
      %1650 = llvm.extractvalue %1557[92] : !llvm_struct_31b33a
      %1651 = llvm.extractvalue %1557[93] : !llvm_struct_31b33a
      %1652 = llvm.extractvalue %1557[94] : !llvm_struct_31b33a
      %1653 = llvm.extractvalue %1557[95] : !llvm_struct_31b33a
      %1654 = llvm.extractvalue %1557[96] : !llvm_struct_31b33a
      %1655 = llvm.extractvalue %1557[97] : !llvm_struct_31b33a
      %1656 = llvm.extractvalue %1557[98] : !llvm_struct_31b33a
      %1657 = llvm.extractvalue %1557[99] : !llvm_struct_31b33a
      %1658 = llvm.extractvalue %1557[100] : !llvm_struct_31b33a
      %1659 = llvm.extractvalue %1557[101] : !llvm_struct_31b33a
      %1660 = llvm.extractvalue %1557[102] : !llvm_struct_31b33a
      %1661 = llvm.extractvalue %1557[103] : !llvm_struct_31b33a
      %1662 = llvm.extractvalue %1557[104] : !llvm_struct_31b33a
      %1663 = llvm.extractvalue %1557[105] : !llvm_struct_31b33a
      %1664 = llvm.extractvalue %1557[106] : !llvm_struct_31b33a
      %1665 = llvm.extractvalue %1557[107] : !llvm_struct_31b33a
      %1666 = llvm.extractvalue %1557[108] : !llvm_struct_31b33a
      %1667 = llvm.extractvalue %1557[109] : !llvm_struct_31b33a
      %1668 = llvm.extractvalue %1557[110] : !llvm_struct_31b33a
      %1669 = llvm.extractvalue %1557[111] : !llvm_struct_31b33a
      %1670 = llvm.extractvalue %1557[112] : !llvm_struct_31b33a
      %1671 = llvm.extractvalue %1557[113] : !llvm_struct_31b33a
      %1672 = llvm.extractvalue %1557[114] : !llvm_struct_31b33a
      %1673 = llvm.extractvalue %1557[115] : !llvm_struct_31b33a
      %1674 = llvm.extractvalue %1557[116] : !llvm_struct_31b33a
      %1675 = llvm.extractvalue %1557[117] : !llvm_struct_31b33a
      %1676 = llvm.extractvalue %1557[118] : !llvm_struct_31b33a
      %1677 = llvm.extractvalue %1557[119] : !llvm_struct_31b33a
      %1678 = llvm.extractvalue %1557[120] : !llvm_struct_31b33a
      %1679 = llvm.extractvalue %1557[121] : !llvm_struct_31b33a
      %1680 = llvm.extractvalue %1557[122] : !llvm_struct_31b33a
      %1681 = llvm.extractvalue %1557[123] : !llvm_struct_31b33a
      %1682 = llvm.extractvalue %1557[124] : !llvm_struct_31b33a
      %1683 = llvm.extractvalue %1557[125] : !llvm_struct_31b33a
      %1684 = llvm.extractvalue %1557[126] : !llvm_struct_31b33a
      %1685 = llvm.extractvalue %1557[127] : !llvm_struct_31b33a
      llvm.store %1558, %41 : f32, !llvm.ptr
      llvm.store %1559, %251 : f32, !llvm.ptr
      llvm.store %1560, %252 : f32, !llvm.ptr
      llvm.store %1561, %253 : f32, !llvm.ptr
      llvm.store %1562, %254 : f32, !llvm.ptr
      llvm.store %1563, %255 : f32, !llvm.ptr
      llvm.store %1564, %256 : f32, !llvm.ptr
      llvm.store %1565, %257 : f32, !llvm.ptr
      llvm.store %1566, %258 : f32, !llvm.ptr
      llvm.store %1567, %259 : f32, !llvm.ptr
      llvm.store %1568, %260 : f32, !llvm.ptr
      llvm.store %1569, %261 : f32, !llvm.ptr
      llvm.store %1570, %262 : f32, !llvm.ptr
      llvm.store %1571, %263 : f32, !llvm.ptr
      llvm.store %1572, %264 : f32, !llvm.ptr
      llvm.store %1573, %265 : f32, !llvm.ptr
      llvm.store %1574, %266 : f32, !llvm.ptr
      llvm.store %1575, %267 : f32, !llvm.ptr
      llvm.store %1576, %268 : f32, !llvm.ptr
      llvm.store %1577, %269 : f32, !llvm.ptr
      llvm.store %1578, %270 : f32, !llvm.ptr
      llvm.store %1579, %271 : f32, !llvm.ptr
      llvm.store %1580, %272 : f32, !llvm.ptr
      llvm.store %1581, %273 : f32, !llvm.ptr
      llvm.store %1582, %274 : f32, !llvm.ptr
      llvm.store %1583, %275 : f32, !llvm.ptr
      llvm.store %1584, %276 : f32, !llvm.ptr
      llvm.store %1585, %277 : f32, !llvm.ptr
      llvm.store %1586, %278 : f32, !llvm.ptr
      llvm.store %1587, %279 : f32, !llvm.ptr
      llvm.store %1588, %280 : f32, !llvm.ptr
      llvm.store %1589, %281 : f32, !llvm.ptr
      llvm.store %1590, %282 : f32, !llvm.ptr
      llvm.store %1591, %283 : f32, !llvm.ptr
      llvm.store %1592, %284 : f32, !llvm.ptr
      llvm.store %1593, %285 : f32, !llvm.ptr
      llvm.store %1594, %286 : f32, !llvm.ptr
      llvm.store %1595, %287 : f32, !llvm.ptr
      llvm.store %1596, %288 : f32, !llvm.ptr
      llvm.store %1597, %289 : f32, !llvm.ptr
      llvm.store %1598, %290 : f32, !llvm.ptr
      llvm.store %1599, %291 : f32, !llvm.ptr
      llvm.store %1600, %292 : f32, !llvm.ptr
      llvm.store %1601, %293 : f32, !llvm.ptr
      llvm.store %1602, %294 : f32, !llvm.ptr
      llvm.store %1603, %295 : f32, !llvm.ptr
      llvm.store %1604, %296 : f32, !llvm.ptr
      llvm.store %1605, %297 : f32, !llvm.ptr
      llvm.store %1606, %298 : f32, !llvm.ptr
      llvm.store %1607, %299 : f32, !llvm.ptr
      llvm.store %1608, %300 : f32, !llvm.ptr
      llvm.store %1609, %301 : f32, !llvm.ptr
      llvm.store %1610, %302 : f32, !llvm.ptr
      llvm.store %1611, %303 : f32, !llvm.ptr
      llvm.store %1612, %304 : f32, !llvm.ptr
      llvm.store %1613, %305 : f32, !llvm.ptr
      llvm.store %1614, %306 : f32, !llvm.ptr
      llvm.store %1615, %307 : f32, !llvm.ptr
      llvm.store %1616, %308 : f32, !llvm.ptr
      llvm.store %1617, %309 : f32, !llvm.ptr
      llvm.store %1618, %310 : f32, !llvm.ptr
      llvm.store %1619, %311 : f32, !llvm.ptr
      llvm.store %1620, %312 : f32, !llvm.ptr
      llvm.store %1621, %313 : f32, !llvm.ptr
      llvm.store %1622, %314 : f32, !llvm.ptr
      llvm.store %1623, %315 : f32, !llvm.ptr
      llvm.store %1624, %316 : f32, !llvm.ptr
      llvm.store %1625, %317 : f32, !llvm.ptr
      llvm.store %1626, %318 : f32, !llvm.ptr
      llvm.store %1627, %319 : f32, !llvm.ptr
      llvm.store %1628, %320 : f32, !llvm.ptr
      llvm.store %1629, %321 : f32, !llvm.ptr
      llvm.store %1630, %322 : f32, !llvm.ptr
      llvm.store %1631, %323 : f32, !llvm.ptr
      llvm.store %1632, %324 : f32, !llvm.ptr
      llvm.store %1633, %325 : f32, !llvm.ptr
      llvm.store %1634, %326 : f32, !llvm.ptr
      llvm.store %1635, %327 : f32, !llvm.ptr
      llvm.store %1636, %328 : f32, !llvm.ptr
      llvm.store %1637, %329 : f32, !llvm.ptr
      llvm.store %1638, %330 : f32, !llvm.ptr
      llvm.store %1639, %331 : f32, !llvm.ptr
      llvm.store %1640, %332 : f32, !llvm.ptr
      llvm.store %1641, %333 : f32, !llvm.ptr
      llvm.store %1642, %334 : f32, !llvm.ptr
      llvm.store %1643, %335 : f32, !llvm.ptr
      llvm.store %1644, %336 : f32, !llvm.ptr
      llvm.store %1645, %337 : f32, !llvm.ptr
      llvm.store %1646, %338 : f32, !llvm.ptr
      llvm.store %1647, %339 : f32, !llvm.ptr
      llvm.store %1648, %340 : f32, !llvm.ptr
      llvm.store %1649, %341 : f32, !llvm.ptr
      llvm.store %1650, %342 : f32, !llvm.ptr
      llvm.store %1651, %343 : f32, !llvm.ptr
      llvm.store %1652, %344 : f32, !llvm.ptr
      llvm.store %1653, %345 : f32, !llvm.ptr
      llvm.store %1654, %346 : f32, !llvm.ptr
      llvm.store %1655, %347 : f32, !llvm.ptr
      llvm.store %1656, %348 : f32, !llvm.ptr
      llvm.store %1657, %349 : f32, !llvm.ptr
      llvm.store %1658, %350 : f32, !llvm.ptr
      llvm.store %1659, %351 : f32, !llvm.ptr
      llvm.store %1660, %352 : f32, !llvm.ptr
      llvm.store %1661, %353 : f32, !llvm.ptr
      llvm.store %1662, %354 : f32, !llvm.ptr
      llvm.store %1663, %355 : f32, !llvm.ptr
      llvm.store %1664, %356 : f32, !llvm.ptr
      llvm.store %1665, %357 : f32, !llvm.ptr
      llvm.store %1666, %358 : f32, !llvm.ptr
      llvm.store %1667, %359 : f32, !llvm.ptr
      llvm.store %1668, %360 : f32, !llvm.ptr
      llvm.store %1669, %361 : f32, !llvm.ptr
      llvm.store %1670, %362 : f32, !llvm.ptr
      llvm.store %1671, %363 : f32, !llvm.ptr
      llvm.store %1672, %364 : f32, !llvm.ptr
      llvm.store %1673, %365 : f32, !llvm.ptr
      llvm.store %1674, %366 : f32, !llvm.ptr
      llvm.store %1675, %367 : f32, !llvm.ptr
      llvm.store %1676, %368 : f32, !llvm.ptr
      llvm.store %1677, %369 : f32, !llvm.ptr
      llvm.store %1678, %370 : f32, !llvm.ptr
      llvm.store %1679, %371 : f32, !llvm.ptr
      llvm.store %1680, %372 : f32, !llvm.ptr
      llvm.store %1681, %373 : f32, !llvm.ptr
      llvm.store %1682, %374 : f32, !llvm.ptr
      llvm.store %1683, %375 : f32, !llvm.ptr
      llvm.store %1684, %376 : f32, !llvm.ptr
      llvm.store %1685, %377 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1686 = llvm.icmp "sgt" %603, %22 : i32
      llvm.cond_br %1686, ^bb47, ^bb54
    ^bb47:  // pred: ^bb46
      llvm.cond_br %109, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %1687 = llvm.getelementptr %103[%605] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1688 = nvvm.mbarrier.arrive %1687, %38 : !llvm.ptr<3> -> i64
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %1689 = llvm.add %605, %38 : i32
      %1690 = llvm.add %604, %38 : i32
      %1691 = llvm.icmp "eq" %1689, %30 : i32
      %1692 = llvm.select %1691, %22, %1689 : i1, i32
      llvm.cond_br %1691, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %1693 = llvm.xor %606, %38 : i32
      llvm.br ^bb52(%1693 : i32)
    ^bb51:  // pred: ^bb49
      llvm.br ^bb52(%606 : i32)
    ^bb52(%1694: i32):  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // pred: ^bb52
      llvm.br ^bb55(%1690, %1692, %1694 : i32, i32, i32)
    ^bb54:  // pred: ^bb46
      llvm.br ^bb55(%604, %605, %606 : i32, i32, i32)
    ^bb55(%1695: i32, %1696: i32, %1697: i32):  // 2 preds: ^bb53, ^bb54
      llvm.br ^bb56
    ^bb56:  // pred: ^bb55
      %1698 = llvm.add %608, %38 : i32
      %1699 = llvm.add %607, %38 : i32
      %1700 = llvm.icmp "eq" %1698, %30 : i32
      %1701 = llvm.select %1700, %22, %1698 : i1, i32
      llvm.cond_br %1700, ^bb57, ^bb58
    ^bb57:  // pred: ^bb56
      %1702 = llvm.xor %609, %38 : i32
      llvm.br ^bb59(%1702 : i32)
    ^bb58:  // pred: ^bb56
      llvm.br ^bb59(%609 : i32)
    ^bb59(%1703: i32):  // 2 preds: ^bb57, ^bb58
      llvm.br ^bb60
    ^bb60:  // pred: ^bb59
      %1704 = llvm.add %603, %38 : i32
      llvm.br ^bb45(%1704, %1695, %1696, %1697, %1699, %1701, %1703 : i32, i32, i32, i32, i32, i32, i32)
    ^bb61:  // pred: ^bb45
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %109, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %1705 = llvm.getelementptr %103[%605] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1706 = nvvm.mbarrier.arrive %1705, %38 : !llvm.ptr<3> -> i64
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %1707 = llvm.add %605, %38 : i32
      %1708 = llvm.add %604, %38 : i32
      %1709 = llvm.icmp "eq" %1707, %30 : i32
      %1710 = llvm.select %1709, %22, %1707 : i1, i32
      llvm.cond_br %1709, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %1711 = llvm.xor %606, %38 : i32
      llvm.br ^bb66(%1711 : i32)
    ^bb65:  // pred: ^bb63
      llvm.br ^bb66(%606 : i32)
    ^bb66(%1712: i32):  // 2 preds: ^bb64, ^bb65
      llvm.br ^bb67
    ^bb67:  // pred: ^bb66
      %1713 = llvm.mul %600, %36 overflow<nsw> : i32
      %1714 = llvm.mul %601, %33 overflow<nsw> : i32
      %1715 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1715, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %1716 = llvm.load %396 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1716, %397 {alignment = 4 : i64} : f32, !llvm.ptr
      %1717 = llvm.load %398 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1717, %399 {alignment = 8 : i64} : f32, !llvm.ptr
      %1718 = llvm.load %400 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1718, %401 {alignment = 4 : i64} : f32, !llvm.ptr
      %1719 = llvm.load %402 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1719, %403 {alignment = 16 : i64} : f32, !llvm.ptr
      %1720 = llvm.load %404 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1720, %405 {alignment = 4 : i64} : f32, !llvm.ptr
      %1721 = llvm.load %406 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1721, %407 {alignment = 8 : i64} : f32, !llvm.ptr
      %1722 = llvm.load %408 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1722, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1723 = llvm.load %410 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1723, %411 {alignment = 32 : i64} : f32, !llvm.ptr
      %1724 = llvm.load %412 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1724, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1725 = llvm.load %414 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1725, %415 {alignment = 8 : i64} : f32, !llvm.ptr
      %1726 = llvm.load %416 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1726, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1727 = llvm.load %418 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1727, %419 {alignment = 16 : i64} : f32, !llvm.ptr
      %1728 = llvm.load %420 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1728, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1729 = llvm.load %422 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1729, %423 {alignment = 8 : i64} : f32, !llvm.ptr
      %1730 = llvm.load %424 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1730, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1731 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1732 = llvm.fptrunc %1731 : vector<16xf32> to vector<16xbf16>
      llvm.store %1732, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1733 = llvm.mul %549, %32 overflow<nsw> : i32
      llvm.br ^bb68(%22 : i32)
    ^bb68(%1734: i32):  // 2 preds: ^bb67, ^bb69
      %1735 = llvm.icmp "slt" %1734, %31 : i32
      llvm.cond_br %1735, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %1736 = llvm.mul %1734, %23 overflow<nsw> : i32
      %1737 = llvm.getelementptr %39[%1736] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1738 = llvm.mul %1734, %37 overflow<nsw> : i32
      %1739 = llvm.getelementptr %244[%1738] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1740 = llvm.load %1737 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1741 = llvm.mlir.constant(0 : i64) : i64
      %1742 = llvm.extractelement %1740[%1741 : i64] : vector<4xi32>
      %1743 = llvm.mlir.constant(1 : i64) : i64
      %1744 = llvm.extractelement %1740[%1743 : i64] : vector<4xi32>
      %1745 = llvm.mlir.constant(2 : i64) : i64
      %1746 = llvm.extractelement %1740[%1745 : i64] : vector<4xi32>
      %1747 = llvm.mlir.constant(3 : i64) : i64
      %1748 = llvm.extractelement %1740[%1747 : i64] : vector<4xi32>
      %1749 = llvm.ptrtoint %1739 : !llvm.ptr<3> to i64
      %1750 = llvm.and %1749, %9 : i64
      %1751 = llvm.lshr %1750, %8 : i64
      %1752 = llvm.xor %1749, %1751 : i64
      %1753 = llvm.inttoptr %1752 : i64 to !llvm.ptr<3>
      %1754 = llvm.getelementptr %1753[%1733] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1754, %1742, %1744, %1746, %1748 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1755 = llvm.add %1734, %38 : i32
      llvm.br ^bb68(%1755 : i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb68
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %38 number_of_threads = %33
      llvm.cond_br %426, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %1756 = llvm.mul %549, %32 overflow<nsw> : i32
      %1757 = llvm.getelementptr %98[%1756] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.bulk.tensor.global.shared.cta %44, %1757, box[%1714, %1713, %568] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.barrier id = %38 number_of_threads = %33
      %1758 = llvm.add %549, %38 : i32
      %1759 = llvm.srem %1758, %30 : i32
      %1760 = llvm.load %427 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1760, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %1761 = llvm.load %428 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1761, %397 {alignment = 4 : i64} : f32, !llvm.ptr
      %1762 = llvm.load %429 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1762, %399 {alignment = 8 : i64} : f32, !llvm.ptr
      %1763 = llvm.load %430 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1763, %401 {alignment = 4 : i64} : f32, !llvm.ptr
      %1764 = llvm.load %431 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1764, %403 {alignment = 16 : i64} : f32, !llvm.ptr
      %1765 = llvm.load %432 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1765, %405 {alignment = 4 : i64} : f32, !llvm.ptr
      %1766 = llvm.load %433 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1766, %407 {alignment = 8 : i64} : f32, !llvm.ptr
      %1767 = llvm.load %434 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1767, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1768 = llvm.load %435 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1768, %411 {alignment = 32 : i64} : f32, !llvm.ptr
      %1769 = llvm.load %436 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1769, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1770 = llvm.load %437 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1770, %415 {alignment = 8 : i64} : f32, !llvm.ptr
      %1771 = llvm.load %438 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1771, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1772 = llvm.load %439 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1772, %419 {alignment = 16 : i64} : f32, !llvm.ptr
      %1773 = llvm.load %440 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1773, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1774 = llvm.load %441 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1774, %423 {alignment = 8 : i64} : f32, !llvm.ptr
      %1775 = llvm.load %442 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1775, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1776 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1777 = llvm.fptrunc %1776 : vector<16xf32> to vector<16xbf16>
      llvm.store %1777, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1778 = llvm.mul %1759, %32 overflow<nsw> : i32
      llvm.br ^bb73(%22 : i32)
    ^bb73(%1779: i32):  // 2 preds: ^bb72, ^bb74
      %1780 = llvm.icmp "slt" %1779, %31 : i32
      llvm.cond_br %1780, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %1781 = llvm.mul %1779, %23 overflow<nsw> : i32
      %1782 = llvm.getelementptr %39[%1781] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1783 = llvm.mul %1779, %37 overflow<nsw> : i32
      %1784 = llvm.getelementptr %244[%1783] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1785 = llvm.load %1782 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1786 = llvm.mlir.constant(0 : i64) : i64
      %1787 = llvm.extractelement %1785[%1786 : i64] : vector<4xi32>
      %1788 = llvm.mlir.constant(1 : i64) : i64
      %1789 = llvm.extractelement %1785[%1788 : i64] : vector<4xi32>
      %1790 = llvm.mlir.constant(2 : i64) : i64
      %1791 = llvm.extractelement %1785[%1790 : i64] : vector<4xi32>
      %1792 = llvm.mlir.constant(3 : i64) : i64
      %1793 = llvm.extractelement %1785[%1792 : i64] : vector<4xi32>
      %1794 = llvm.ptrtoint %1784 : !llvm.ptr<3> to i64
      %1795 = llvm.and %1794, %9 : i64
      %1796 = llvm.lshr %1795, %8 : i64
      %1797 = llvm.xor %1794, %1796 : i64
      %1798 = llvm.inttoptr %1797 : i64 to !llvm.ptr<3>
      %1799 = llvm.getelementptr %1798[%1778] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1799, %1787, %1789, %1791, %1793 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1800 = llvm.add %1779, %38 : i32
      llvm.br ^bb73(%1800 : i32) {loop_annotation = #loop_annotation}
    ^bb75:  // pred: ^bb73
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %38 number_of_threads = %33
      llvm.cond_br %426, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %1801 = llvm.mul %1759, %32 overflow<nsw> : i32
      %1802 = llvm.getelementptr %98[%1801] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1803 = llvm.add %1714, %21 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %45, %1802, box[%1803, %1713, %568] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      nvvm.barrier id = %38 number_of_threads = %33
      %1804 = llvm.add %1759, %38 : i32
      %1805 = llvm.srem %1804, %30 : i32
      %1806 = llvm.load %443 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1806, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %1807 = llvm.load %444 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1807, %397 {alignment = 4 : i64} : f32, !llvm.ptr
      %1808 = llvm.load %445 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1808, %399 {alignment = 8 : i64} : f32, !llvm.ptr
      %1809 = llvm.load %446 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1809, %401 {alignment = 4 : i64} : f32, !llvm.ptr
      %1810 = llvm.load %447 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1810, %403 {alignment = 16 : i64} : f32, !llvm.ptr
      %1811 = llvm.load %448 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1811, %405 {alignment = 4 : i64} : f32, !llvm.ptr
      %1812 = llvm.load %449 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1812, %407 {alignment = 8 : i64} : f32, !llvm.ptr
      %1813 = llvm.load %450 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1813, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1814 = llvm.load %451 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1814, %411 {alignment = 32 : i64} : f32, !llvm.ptr
      %1815 = llvm.load %452 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1815, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1816 = llvm.load %453 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1816, %415 {alignment = 8 : i64} : f32, !llvm.ptr
      %1817 = llvm.load %454 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1817, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1818 = llvm.load %455 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1818, %419 {alignment = 16 : i64} : f32, !llvm.ptr
      %1819 = llvm.load %456 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1819, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1820 = llvm.load %457 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1820, %423 {alignment = 8 : i64} : f32, !llvm.ptr
      %1821 = llvm.load %458 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1821, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1822 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1823 = llvm.fptrunc %1822 : vector<16xf32> to vector<16xbf16>
      llvm.store %1823, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1824 = llvm.mul %1805, %32 overflow<nsw> : i32
      llvm.br ^bb78(%22 : i32)
    ^bb78(%1825: i32):  // 2 preds: ^bb77, ^bb79
      %1826 = llvm.icmp "slt" %1825, %31 : i32
      llvm.cond_br %1826, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %1827 = llvm.mul %1825, %23 overflow<nsw> : i32
      %1828 = llvm.getelementptr %39[%1827] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1829 = llvm.mul %1825, %37 overflow<nsw> : i32
      %1830 = llvm.getelementptr %244[%1829] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1831 = llvm.load %1828 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1832 = llvm.mlir.constant(0 : i64) : i64
      %1833 = llvm.extractelement %1831[%1832 : i64] : vector<4xi32>
      %1834 = llvm.mlir.constant(1 : i64) : i64
      %1835 = llvm.extractelement %1831[%1834 : i64] : vector<4xi32>
      %1836 = llvm.mlir.constant(2 : i64) : i64
      %1837 = llvm.extractelement %1831[%1836 : i64] : vector<4xi32>
      %1838 = llvm.mlir.constant(3 : i64) : i64
      %1839 = llvm.extractelement %1831[%1838 : i64] : vector<4xi32>
      %1840 = llvm.ptrtoint %1830 : !llvm.ptr<3> to i64
      %1841 = llvm.and %1840, %9 : i64
      %1842 = llvm.lshr %1841, %8 : i64
      %1843 = llvm.xor %1840, %1842 : i64
      %1844 = llvm.inttoptr %1843 : i64 to !llvm.ptr<3>
      %1845 = llvm.getelementptr %1844[%1824] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1845, %1833, %1835, %1837, %1839 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1846 = llvm.add %1825, %38 : i32
      llvm.br ^bb78(%1846 : i32) {loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb78
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %38 number_of_threads = %33
      llvm.cond_br %426, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %1847 = llvm.mul %1805, %32 overflow<nsw> : i32
      %1848 = llvm.getelementptr %98[%1847] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1849 = llvm.add %1714, %14 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %46, %1848, box[%1849, %1713, %568] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      nvvm.barrier id = %38 number_of_threads = %33
      %1850 = llvm.add %1805, %38 : i32
      %1851 = llvm.srem %1850, %30 : i32
      %1852 = llvm.load %459 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1852, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %1853 = llvm.load %460 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1853, %397 {alignment = 4 : i64} : f32, !llvm.ptr
      %1854 = llvm.load %461 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1854, %399 {alignment = 8 : i64} : f32, !llvm.ptr
      %1855 = llvm.load %462 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1855, %401 {alignment = 4 : i64} : f32, !llvm.ptr
      %1856 = llvm.load %463 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1856, %403 {alignment = 16 : i64} : f32, !llvm.ptr
      %1857 = llvm.load %464 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1857, %405 {alignment = 4 : i64} : f32, !llvm.ptr
      %1858 = llvm.load %465 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1858, %407 {alignment = 8 : i64} : f32, !llvm.ptr
      %1859 = llvm.load %466 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1859, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1860 = llvm.load %467 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1860, %411 {alignment = 32 : i64} : f32, !llvm.ptr
      %1861 = llvm.load %468 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1861, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1862 = llvm.load %469 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1862, %415 {alignment = 8 : i64} : f32, !llvm.ptr
      %1863 = llvm.load %470 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1863, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1864 = llvm.load %471 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1864, %419 {alignment = 16 : i64} : f32, !llvm.ptr
      %1865 = llvm.load %472 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1865, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1866 = llvm.load %473 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1866, %423 {alignment = 8 : i64} : f32, !llvm.ptr
      %1867 = llvm.load %474 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1867, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1868 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1869 = llvm.fptrunc %1868 : vector<16xf32> to vector<16xbf16>
      llvm.store %1869, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1870 = llvm.mul %1851, %32 overflow<nsw> : i32
      llvm.br ^bb83(%22 : i32)
    ^bb83(%1871: i32):  // 2 preds: ^bb82, ^bb84
      %1872 = llvm.icmp "slt" %1871, %31 : i32
      llvm.cond_br %1872, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %1873 = llvm.mul %1871, %23 overflow<nsw> : i32
      %1874 = llvm.getelementptr %39[%1873] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1875 = llvm.mul %1871, %37 overflow<nsw> : i32
      %1876 = llvm.getelementptr %244[%1875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1877 = llvm.load %1874 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1878 = llvm.mlir.constant(0 : i64) : i64
      %1879 = llvm.extractelement %1877[%1878 : i64] : vector<4xi32>
      %1880 = llvm.mlir.constant(1 : i64) : i64
      %1881 = llvm.extractelement %1877[%1880 : i64] : vector<4xi32>
      %1882 = llvm.mlir.constant(2 : i64) : i64
      %1883 = llvm.extractelement %1877[%1882 : i64] : vector<4xi32>
      %1884 = llvm.mlir.constant(3 : i64) : i64
      %1885 = llvm.extractelement %1877[%1884 : i64] : vector<4xi32>
      %1886 = llvm.ptrtoint %1876 : !llvm.ptr<3> to i64
      %1887 = llvm.and %1886, %9 : i64
      %1888 = llvm.lshr %1887, %8 : i64
      %1889 = llvm.xor %1886, %1888 : i64
      %1890 = llvm.inttoptr %1889 : i64 to !llvm.ptr<3>
      %1891 = llvm.getelementptr %1890[%1870] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1891, %1879, %1881, %1883, %1885 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1892 = llvm.add %1871, %38 : i32
      llvm.br ^bb83(%1892 : i32) {loop_annotation = #loop_annotation}
    ^bb85:  // pred: ^bb83
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %38 number_of_threads = %33
      llvm.cond_br %426, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1893 = llvm.mul %1851, %32 overflow<nsw> : i32
      %1894 = llvm.getelementptr %98[%1893] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1895 = llvm.add %1714, %7 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %47, %1894, box[%1895, %1713, %568] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      nvvm.barrier id = %38 number_of_threads = %33
      %1896 = llvm.add %1851, %38 : i32
      %1897 = llvm.srem %1896, %30 : i32
      %1898 = llvm.load %475 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1898, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %1899 = llvm.load %476 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1899, %397 {alignment = 4 : i64} : f32, !llvm.ptr
      %1900 = llvm.load %477 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1900, %399 {alignment = 8 : i64} : f32, !llvm.ptr
      %1901 = llvm.load %478 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1901, %401 {alignment = 4 : i64} : f32, !llvm.ptr
      %1902 = llvm.load %479 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1902, %403 {alignment = 16 : i64} : f32, !llvm.ptr
      %1903 = llvm.load %480 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1903, %405 {alignment = 4 : i64} : f32, !llvm.ptr
      %1904 = llvm.load %481 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1904, %407 {alignment = 8 : i64} : f32, !llvm.ptr
      %1905 = llvm.load %482 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1905, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1906 = llvm.load %483 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1906, %411 {alignment = 32 : i64} : f32, !llvm.ptr
      %1907 = llvm.load %484 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1907, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1908 = llvm.load %485 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1908, %415 {alignment = 8 : i64} : f32, !llvm.ptr
      %1909 = llvm.load %486 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1909, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1910 = llvm.load %487 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1910, %419 {alignment = 16 : i64} : f32, !llvm.ptr
      %1911 = llvm.load %488 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1911, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1912 = llvm.load %489 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1912, %423 {alignment = 8 : i64} : f32, !llvm.ptr
      %1913 = llvm.load %490 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1913, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1914 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1915 = llvm.fptrunc %1914 : vector<16xf32> to vector<16xbf16>
      llvm.store %1915, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1916 = llvm.mul %1897, %32 overflow<nsw> : i32
      llvm.br ^bb88(%22 : i32)
    ^bb88(%1917: i32):  // 2 preds: ^bb87, ^bb89
      %1918 = llvm.icmp "slt" %1917, %31 : i32
      llvm.cond_br %1918, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1919 = llvm.mul %1917, %23 overflow<nsw> : i32
      %1920 = llvm.getelementptr %39[%1919] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1921 = llvm.mul %1917, %37 overflow<nsw> : i32
      %1922 = llvm.getelementptr %244[%1921] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1923 = llvm.load %1920 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1924 = llvm.mlir.constant(0 : i64) : i64
      %1925 = llvm.extractelement %1923[%1924 : i64] : vector<4xi32>
      %1926 = llvm.mlir.constant(1 : i64) : i64
      %1927 = llvm.extractelement %1923[%1926 : i64] : vector<4xi32>
      %1928 = llvm.mlir.constant(2 : i64) : i64
      %1929 = llvm.extractelement %1923[%1928 : i64] : vector<4xi32>
      %1930 = llvm.mlir.constant(3 : i64) : i64
      %1931 = llvm.extractelement %1923[%1930 : i64] : vector<4xi32>
      %1932 = llvm.ptrtoint %1922 : !llvm.ptr<3> to i64
      %1933 = llvm.and %1932, %9 : i64
      %1934 = llvm.lshr %1933, %8 : i64
      %1935 = llvm.xor %1932, %1934 : i64
      %1936 = llvm.inttoptr %1935 : i64 to !llvm.ptr<3>
      %1937 = llvm.getelementptr %1936[%1916] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1937, %1925, %1927, %1929, %1931 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1938 = llvm.add %1917, %38 : i32
      llvm.br ^bb88(%1938 : i32) {loop_annotation = #loop_annotation}
    ^bb90:  // pred: ^bb88
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %38 number_of_threads = %33
      llvm.cond_br %426, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1939 = llvm.mul %1897, %32 overflow<nsw> : i32
      %1940 = llvm.getelementptr %98[%1939] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1941 = llvm.add %1714, %36 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %48, %1940, box[%1941, %1713, %568] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      nvvm.barrier id = %38 number_of_threads = %33
      %1942 = llvm.add %1897, %38 : i32
      %1943 = llvm.srem %1942, %30 : i32
      %1944 = llvm.load %491 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1944, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %1945 = llvm.load %492 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1945, %397 {alignment = 4 : i64} : f32, !llvm.ptr
      %1946 = llvm.load %493 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1946, %399 {alignment = 8 : i64} : f32, !llvm.ptr
      %1947 = llvm.load %494 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1947, %401 {alignment = 4 : i64} : f32, !llvm.ptr
      %1948 = llvm.load %495 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1948, %403 {alignment = 16 : i64} : f32, !llvm.ptr
      %1949 = llvm.load %496 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1949, %405 {alignment = 4 : i64} : f32, !llvm.ptr
      %1950 = llvm.load %497 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1950, %407 {alignment = 8 : i64} : f32, !llvm.ptr
      %1951 = llvm.load %498 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1951, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1952 = llvm.load %499 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1952, %411 {alignment = 32 : i64} : f32, !llvm.ptr
      %1953 = llvm.load %500 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1953, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %1954 = llvm.load %501 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1954, %415 {alignment = 8 : i64} : f32, !llvm.ptr
      %1955 = llvm.load %502 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1955, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %1956 = llvm.load %503 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1956, %419 {alignment = 16 : i64} : f32, !llvm.ptr
      %1957 = llvm.load %504 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1957, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %1958 = llvm.load %505 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1958, %423 {alignment = 8 : i64} : f32, !llvm.ptr
      %1959 = llvm.load %506 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1959, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %1960 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1961 = llvm.fptrunc %1960 : vector<16xf32> to vector<16xbf16>
      llvm.store %1961, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1962 = llvm.mul %1943, %32 overflow<nsw> : i32
      llvm.br ^bb93(%22 : i32)
    ^bb93(%1963: i32):  // 2 preds: ^bb92, ^bb94
      %1964 = llvm.icmp "slt" %1963, %31 : i32
      llvm.cond_br %1964, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1965 = llvm.mul %1963, %23 overflow<nsw> : i32
      %1966 = llvm.getelementptr %39[%1965] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1967 = llvm.mul %1963, %37 overflow<nsw> : i32
      %1968 = llvm.getelementptr %244[%1967] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      %1983 = llvm.getelementptr %1982[%1962] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1983, %1971, %1973, %1975, %1977 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1984 = llvm.add %1963, %38 : i32
      llvm.br ^bb93(%1984 : i32) {loop_annotation = #loop_annotation}
    ^bb95:  // pred: ^bb93
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %38 number_of_threads = %33
      llvm.cond_br %426, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %1985 = llvm.mul %1943, %32 overflow<nsw> : i32
      %1986 = llvm.getelementptr %98[%1985] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1987 = llvm.add %1714, %6 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %49, %1986, box[%1987, %1713, %568] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      nvvm.barrier id = %38 number_of_threads = %33
      %1988 = llvm.add %1943, %38 : i32
      %1989 = llvm.srem %1988, %30 : i32
      %1990 = llvm.load %507 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1990, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %1991 = llvm.load %508 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1991, %397 {alignment = 4 : i64} : f32, !llvm.ptr
      %1992 = llvm.load %509 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1992, %399 {alignment = 8 : i64} : f32, !llvm.ptr
      %1993 = llvm.load %510 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1993, %401 {alignment = 4 : i64} : f32, !llvm.ptr
      %1994 = llvm.load %511 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1994, %403 {alignment = 16 : i64} : f32, !llvm.ptr
      %1995 = llvm.load %512 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1995, %405 {alignment = 4 : i64} : f32, !llvm.ptr
      %1996 = llvm.load %513 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1996, %407 {alignment = 8 : i64} : f32, !llvm.ptr
      %1997 = llvm.load %514 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1997, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %1998 = llvm.load %515 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1998, %411 {alignment = 32 : i64} : f32, !llvm.ptr
      %1999 = llvm.load %516 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1999, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %2000 = llvm.load %517 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2000, %415 {alignment = 8 : i64} : f32, !llvm.ptr
      %2001 = llvm.load %518 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2001, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %2002 = llvm.load %519 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2002, %419 {alignment = 16 : i64} : f32, !llvm.ptr
      %2003 = llvm.load %520 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2003, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %2004 = llvm.load %521 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2004, %423 {alignment = 8 : i64} : f32, !llvm.ptr
      %2005 = llvm.load %522 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2005, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %2006 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2007 = llvm.fptrunc %2006 : vector<16xf32> to vector<16xbf16>
      llvm.store %2007, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2008 = llvm.mul %1989, %32 overflow<nsw> : i32
      llvm.br ^bb98(%22 : i32)
    ^bb98(%2009: i32):  // 2 preds: ^bb97, ^bb99
      %2010 = llvm.icmp "slt" %2009, %31 : i32
      llvm.cond_br %2010, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %2011 = llvm.mul %2009, %23 overflow<nsw> : i32
      %2012 = llvm.getelementptr %39[%2011] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2013 = llvm.mul %2009, %37 overflow<nsw> : i32
      %2014 = llvm.getelementptr %244[%2013] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2015 = llvm.load %2012 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2016 = llvm.mlir.constant(0 : i64) : i64
      %2017 = llvm.extractelement %2015[%2016 : i64] : vector<4xi32>
      %2018 = llvm.mlir.constant(1 : i64) : i64
      %2019 = llvm.extractelement %2015[%2018 : i64] : vector<4xi32>
      %2020 = llvm.mlir.constant(2 : i64) : i64
      %2021 = llvm.extractelement %2015[%2020 : i64] : vector<4xi32>
      %2022 = llvm.mlir.constant(3 : i64) : i64
      %2023 = llvm.extractelement %2015[%2022 : i64] : vector<4xi32>
      %2024 = llvm.ptrtoint %2014 : !llvm.ptr<3> to i64
      %2025 = llvm.and %2024, %9 : i64
      %2026 = llvm.lshr %2025, %8 : i64
      %2027 = llvm.xor %2024, %2026 : i64
      %2028 = llvm.inttoptr %2027 : i64 to !llvm.ptr<3>
      %2029 = llvm.getelementptr %2028[%2008] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %2029, %2017, %2019, %2021, %2023 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2030 = llvm.add %2009, %38 : i32
      llvm.br ^bb98(%2030 : i32) {loop_annotation = #loop_annotation}
    ^bb100:  // pred: ^bb98
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %38 number_of_threads = %33
      llvm.cond_br %426, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %2031 = llvm.mul %1989, %32 overflow<nsw> : i32
      %2032 = llvm.getelementptr %98[%2031] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2033 = llvm.add %1714, %5 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %50, %2032, box[%2033, %1713, %568] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      nvvm.barrier id = %38 number_of_threads = %33
      %2034 = llvm.add %1989, %38 : i32
      %2035 = llvm.srem %2034, %30 : i32
      %2036 = llvm.load %523 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2036, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %2037 = llvm.load %524 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2037, %397 {alignment = 4 : i64} : f32, !llvm.ptr
      %2038 = llvm.load %525 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2038, %399 {alignment = 8 : i64} : f32, !llvm.ptr
      %2039 = llvm.load %526 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2039, %401 {alignment = 4 : i64} : f32, !llvm.ptr
      %2040 = llvm.load %527 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2040, %403 {alignment = 16 : i64} : f32, !llvm.ptr
      %2041 = llvm.load %528 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2041, %405 {alignment = 4 : i64} : f32, !llvm.ptr
      %2042 = llvm.load %529 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2042, %407 {alignment = 8 : i64} : f32, !llvm.ptr
      %2043 = llvm.load %530 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2043, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %2044 = llvm.load %531 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %2044, %411 {alignment = 32 : i64} : f32, !llvm.ptr
      %2045 = llvm.load %532 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2045, %413 {alignment = 4 : i64} : f32, !llvm.ptr
      %2046 = llvm.load %533 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2046, %415 {alignment = 8 : i64} : f32, !llvm.ptr
      %2047 = llvm.load %534 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2047, %417 {alignment = 4 : i64} : f32, !llvm.ptr
      %2048 = llvm.load %535 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %2048, %419 {alignment = 16 : i64} : f32, !llvm.ptr
      %2049 = llvm.load %536 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2049, %421 {alignment = 4 : i64} : f32, !llvm.ptr
      %2050 = llvm.load %537 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %2050, %423 {alignment = 8 : i64} : f32, !llvm.ptr
      %2051 = llvm.load %538 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %2051, %425 {alignment = 4 : i64} : f32, !llvm.ptr
      %2052 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %2053 = llvm.fptrunc %2052 : vector<16xf32> to vector<16xbf16>
      llvm.store %2053, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %2054 = llvm.mul %2035, %32 overflow<nsw> : i32
      llvm.br ^bb103(%22 : i32)
    ^bb103(%2055: i32):  // 2 preds: ^bb102, ^bb104
      %2056 = llvm.icmp "slt" %2055, %31 : i32
      llvm.cond_br %2056, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %2057 = llvm.mul %2055, %23 overflow<nsw> : i32
      %2058 = llvm.getelementptr %39[%2057] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2059 = llvm.mul %2055, %37 overflow<nsw> : i32
      %2060 = llvm.getelementptr %244[%2059] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2061 = llvm.load %2058 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %2062 = llvm.mlir.constant(0 : i64) : i64
      %2063 = llvm.extractelement %2061[%2062 : i64] : vector<4xi32>
      %2064 = llvm.mlir.constant(1 : i64) : i64
      %2065 = llvm.extractelement %2061[%2064 : i64] : vector<4xi32>
      %2066 = llvm.mlir.constant(2 : i64) : i64
      %2067 = llvm.extractelement %2061[%2066 : i64] : vector<4xi32>
      %2068 = llvm.mlir.constant(3 : i64) : i64
      %2069 = llvm.extractelement %2061[%2068 : i64] : vector<4xi32>
      %2070 = llvm.ptrtoint %2060 : !llvm.ptr<3> to i64
      %2071 = llvm.and %2070, %9 : i64
      %2072 = llvm.lshr %2071, %8 : i64
      %2073 = llvm.xor %2070, %2072 : i64
      %2074 = llvm.inttoptr %2073 : i64 to !llvm.ptr<3>
      %2075 = llvm.getelementptr %2074[%2054] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %2075, %2063, %2065, %2067, %2069 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %2076 = llvm.add %2055, %38 : i32
      llvm.br ^bb103(%2076 : i32) {loop_annotation = #loop_annotation}
    ^bb105:  // pred: ^bb103
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %38 number_of_threads = %33
      llvm.cond_br %426, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %2077 = llvm.mul %2035, %32 overflow<nsw> : i32
      %2078 = llvm.getelementptr %98[%2077] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2079 = llvm.add %1714, %4 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %51, %2078, box[%2079, %1713, %568] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      nvvm.barrier id = %38 number_of_threads = %33
      %2080 = llvm.add %2035, %38 : i32
      %2081 = llvm.srem %2080, %30 : i32
      %2082 = llvm.add %550, %94 : i32
      llvm.br ^bb43(%2081, %2082, %602, %1708, %1710, %1712, %607, %608, %609 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
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
    %3 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %4 = llvm.mlir.constant(4290672329751 : i64) : i64
    %5 = llvm.mlir.constant(131000 : i64) : i64
    %6 = llvm.mlir.constant(562643092770 : i64) : i64
    %7 = llvm.mlir.constant(255 : i64) : i64
    %8 = llvm.mlir.constant(4496830759431 : i64) : i64
    %9 = llvm.mlir.constant(68120 : i64) : i64
    %10 = llvm.mlir.constant(127 : i64) : i64
    %11 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %12 = llvm.mlir.constant(1 : i64) : i64
    %13 = llvm.mlir.constant(4290672329223 : i64) : i64
    %14 = llvm.mlir.constant(65000 : i64) : i64
    %15 = llvm.mlir.constant(279175259426 : i64) : i64
    %16 = llvm.mlir.constant(0 : i32) : i32
    %17 = llvm.mlir.constant(80 : i32) : i32
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
    llvm.store %15, %33 : i64, !llvm.ptr
    llvm.store %14, %34 : i64, !llvm.ptr
    llvm.store %23, %35 : i64, !llvm.ptr
    llvm.store %13, %36 : i64, !llvm.ptr
    llvm.store %12, %37 : i64, !llvm.ptr
    llvm.store %11, %38 : i64, !llvm.ptr
    llvm.store %10, %39 : i64, !llvm.ptr
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
    llvm.store %15, %50 : i64, !llvm.ptr
    llvm.store %9, %51 : i64, !llvm.ptr
    llvm.store %23, %52 : i64, !llvm.ptr
    llvm.store %8, %53 : i64, !llvm.ptr
    llvm.store %12, %54 : i64, !llvm.ptr
    llvm.store %11, %55 : i64, !llvm.ptr
    llvm.store %7, %56 : i64, !llvm.ptr
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
    llvm.store %12, %71 : i64, !llvm.ptr
    llvm.store %3, %72 : i64, !llvm.ptr
    llvm.store %10, %73 : i64, !llvm.ptr
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
    llvm.store %18, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %82[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %18, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %82[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %17, %91 : i32, !llvm.ptr
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
    llvm.store %16, %109 : i32, !llvm.ptr
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
    llvm.store %18, %141 : i32, !llvm.ptr
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
    llvm.store %16, %174 : i32, !llvm.ptr
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
    %194 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%96> (%46, %63, %80, %29) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>) -> !cuda.result
    %195 = builtin.unrealized_conversion_cast %194 : !cuda.result to i32
    cuda.return_if_error %195 : i32
    llvm.return %16 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hfef854ba(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
