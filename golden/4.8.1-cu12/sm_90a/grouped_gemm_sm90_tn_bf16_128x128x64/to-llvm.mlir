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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm_struct_2ed770, nvvm.grid_constant}, %arg3: !llvm.struct<(i1)>, %arg4: !llvm_struct_6960aa, %arg5: !llvm_struct_6960aa, %arg6: !llvm_struct_6960aa, %arg7: !llvm_struct_6960aa, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.config_smem_size = 230400 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %1 = llvm.mlir.constant(274877906944 : i64) : i64
      %2 = llvm.mlir.constant(65536 : i64) : i64
      %3 = llvm.mlir.zero : i64
      %4 = llvm.mlir.constant(96 : i32) : i32
      %5 = llvm.mlir.constant(256 : i64) : i64
      %6 = llvm.mlir.constant(3 : i64) : i64
      %7 = llvm.mlir.constant(384 : i64) : i64
      %8 = llvm.mlir.constant(16383 : i32) : i32
      %9 = llvm.mlir.constant(16 : i64) : i64
      %10 = llvm.mlir.constant(8192 : i32) : i32
      %11 = llvm.mlir.constant(128 : i64) : i64
      %12 = llvm.mlir.constant(48 : i32) : i32
      %13 = llvm.mlir.constant(1024 : i32) : i32
      %14 = llvm.mlir.constant(1024 : i64) : i64
      %15 = llvm.mlir.constant(31 : i32) : i32
      %16 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %17 = llvm.mlir.constant(32 : i32) : i32
      %18 = llvm.mlir.constant(128 : i32) : i32
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.mlir.constant(8 : i32) : i32
      %21 = llvm.mlir.constant(true) : i1
      %22 = llvm.mlir.constant(-1 : i32) : i32
      %23 = llvm.mlir.constant(3 : i32) : i32
      %24 = llvm.mlir.constant(0 : i64) : i64
      %25 = llvm.mlir.constant(2 : i64) : i64
      %26 = llvm.mlir.constant(10000000 : i32) : i32
      %27 = llvm.mlir.constant(32768 : i32) : i32
      %28 = llvm.mlir.constant(6 : i32) : i32
      %29 = llvm.mlir.constant(2 : i32) : i32
      %30 = llvm.mlir.constant(4096 : i32) : i32
      %31 = llvm.mlir.constant(256 : i32) : i32
      %32 = llvm.mlir.constant(512 : i32) : i32
      %33 = llvm.mlir.constant(4 : i32) : i32
      %34 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %35 = llvm.mlir.constant(127 : i32) : i32
      %36 = llvm.mlir.constant(63 : i32) : i32
      %37 = llvm.mlir.constant(64 : i32) : i32
      %38 = llvm.mlir.constant(16 : i32) : i32
      %39 = llvm.mlir.constant(1 : i32) : i32
      %40 = llvm.alloca %38 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %38 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.alloca %37 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.ptrtoint %16 : !llvm.ptr<3> to i32
      %44 = nvvm.shfl.sync idx %22, %43, %19, %15 : i32 -> i32
      %45 = llvm.zext %44 : i32 to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%46, %14 : !llvm.ptr<3>, i64)] : i1
      %47 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %48 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %49 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %50 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %51 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %52 = llvm.mul %48, %50 : i32
      %53 = llvm.add %47, %52 : i32
      %54 = llvm.mul %49, %50 : i32
      %55 = llvm.mul %54, %51 : i32
      %56 = llvm.add %53, %55 : i32
      %57 = llvm.sdiv %56, %17 : i32
      %58 = llvm.mul %57, %17 : i32
      %59 = llvm.icmp "ne" %56, %58 : i32
      %60 = llvm.mlir.constant(0 : i32) : i32
      %61 = llvm.icmp "slt" %56, %60 : i32
      %62 = llvm.mlir.constant(false) : i1
      %63 = llvm.icmp "ne" %61, %62 : i1
      %64 = llvm.and %59, %63 : i1
      %65 = llvm.mlir.constant(-1 : i32) : i32
      %66 = llvm.add %57, %65 : i32
      %67 = llvm.select %64, %66, %57 : i1, i32
      %68 = nvvm.shfl.sync idx %22, %67, %19, %15 : i32 -> i32
      %69 = nvvm.shfl.sync idx %22, %68, %19, %15 : i32 -> i32
      %70 = llvm.sdiv %47, %18 : i32
      %71 = llvm.mul %70, %18 : i32
      %72 = llvm.icmp "ne" %47, %71 : i32
      %73 = llvm.mlir.constant(0 : i32) : i32
      %74 = llvm.icmp "slt" %47, %73 : i32
      %75 = llvm.mlir.constant(false) : i1
      %76 = llvm.icmp "ne" %74, %75 : i1
      %77 = llvm.and %72, %76 : i1
      %78 = llvm.mlir.constant(-1 : i32) : i32
      %79 = llvm.add %70, %78 : i32
      %80 = llvm.select %77, %79, %70 : i1, i32
      %81 = nvvm.shfl.sync idx %22, %80, %19, %15 : i32 -> i32
      %82 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %83 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %84 = llvm.getelementptr %46[384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %85 = llvm.getelementptr %46[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %86 = llvm.getelementptr %46[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %87 = llvm.getelementptr %46[197632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %88 = llvm.icmp "eq" %69, %19 : i32
      llvm.cond_br %88, ^bb1, ^bb4
    ^bb1:  // pred: ^bb0
      %89 = nvvm.elect.sync -> i1
      llvm.cond_br %89, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      nvvm.mbarrier.init %84, %39 : !llvm.ptr<3>, i32
      %90 = llvm.getelementptr %84[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %90, %39 : !llvm.ptr<3>, i32
      %91 = llvm.getelementptr %84[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %91, %39 : !llvm.ptr<3>, i32
      %92 = llvm.getelementptr %84[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %92, %39 : !llvm.ptr<3>, i32
      %93 = llvm.getelementptr %84[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %93, %39 : !llvm.ptr<3>, i32
      %94 = llvm.getelementptr %84[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %94, %39 : !llvm.ptr<3>, i32
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      %95 = llvm.getelementptr %84[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %88, ^bb5, ^bb8
    ^bb5:  // pred: ^bb4
      %96 = nvvm.elect.sync -> i1
      llvm.cond_br %96, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      nvvm.mbarrier.init %95, %20 : !llvm.ptr<3>, i32
      %97 = llvm.getelementptr %84[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %97, %20 : !llvm.ptr<3>, i32
      %98 = llvm.getelementptr %84[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %98, %20 : !llvm.ptr<3>, i32
      %99 = llvm.getelementptr %84[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %99, %20 : !llvm.ptr<3>, i32
      %100 = llvm.getelementptr %84[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %100, %20 : !llvm.ptr<3>, i32
      %101 = llvm.getelementptr %84[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %101, %20 : !llvm.ptr<3>, i32
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb4, ^bb7
      %102 = llvm.srem %47, %17 : i32
      %103 = llvm.icmp "slt" %102, %39 : i32
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %104 = llvm.getelementptr %46[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %105 = llvm.getelementptr %46[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %106 = llvm.mul %82, %12 overflow<nsw> : i32
      %107 = llvm.extractvalue %arg7[0] : !llvm_struct_6960aa
      %108 = llvm.getelementptr %107[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %109 = llvm.ptrtoint %108 : !llvm.ptr<1> to i64
      %110 = llvm.inttoptr %109 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%110, %11 : !llvm.ptr<1>, i64)] : i1
      %111 = llvm.mul %82, %12 overflow<nsw> : i32
      %112 = llvm.add %111, %38 overflow<nsw> : i32
      %113 = llvm.getelementptr %107[%112] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %114 = llvm.ptrtoint %113 : !llvm.ptr<1> to i64
      %115 = llvm.inttoptr %114 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%115, %11 : !llvm.ptr<1>, i64)] : i1
      %116 = llvm.mul %82, %12 overflow<nsw> : i32
      %117 = llvm.add %116, %17 overflow<nsw> : i32
      %118 = llvm.getelementptr %107[%117] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %119 = llvm.ptrtoint %118 : !llvm.ptr<1> to i64
      %120 = llvm.inttoptr %119 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%120, %11 : !llvm.ptr<1>, i64)] : i1
      nvvm.barrier
      %121 = llvm.icmp "eq" %81, %19 : i32
      llvm.cond_br %121, ^bb9, ^bb73
    ^bb9:  // pred: ^bb8
      nvvm.setmaxregister decrease 40
      llvm.cond_br %88, ^bb10, ^bb72
    ^bb10:  // pred: ^bb9
      llvm.cond_br %88, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %122 = nvvm.elect.sync -> i1
      llvm.cond_br %122, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %123 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
      llvm.store %123, %46 {alignment = 1024 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      nvvm.bar.warp.sync %22 : i32
      llvm.cond_br %88, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %124 = nvvm.elect.sync -> i1
      llvm.cond_br %124, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %125 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
      llvm.store %125, %104 {alignment = 128 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      nvvm.bar.warp.sync %22 : i32
      %126 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
      %127 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
      %128 = llvm.ptrtoint %110 : !llvm.ptr<1> to i64
      %129 = llvm.inttoptr %128 : i64 to !llvm.ptr
      %130 = llvm.ptrtoint %115 : !llvm.ptr<1> to i64
      %131 = llvm.inttoptr %130 : i64 to !llvm.ptr
      llvm.br ^bb19(%19, %22, %82, %19, %19, %39 : i32, i32, i32, i32, i32, i32)
    ^bb19(%132: i32, %133: i32, %134: i32, %135: i32, %136: i32, %137: i32):  // 2 preds: ^bb18, ^bb50
      %138 = llvm.icmp "slt" %134, %arg8 : i32
      llvm.cond_br %138, ^bb20(%132, %133, %134, %135, %136, %137 : i32, i32, i32, i32, i32, i32), ^bb51
    ^bb20(%139: i32, %140: i32, %141: i32, %142: i32, %143: i32, %144: i32):  // pred: ^bb19
      %145 = llvm.add %139, %39 : i32
      llvm.br ^bb21(%145, %139 : i32, i32)
    ^bb21(%146: i32, %147: i32):  // 2 preds: ^bb20, ^bb22
      %148 = llvm.icmp "slt" %146, %23 : i32
      llvm.cond_br %148, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %149 = llvm.mul %146, %33 overflow<nsw> : i32
      %150 = llvm.add %149, %23 overflow<nsw> : i32
      %151 = llvm.getelementptr %126[%150] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %152 = llvm.load %151 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %153 = llvm.icmp "sge" %141, %152 : i32
      %154 = llvm.select %153, %146, %147 : i1, i32
      %155 = llvm.add %146, %39 : i32
      llvm.br ^bb21(%155, %154 : i32, i32)
    ^bb23:  // pred: ^bb21
      %156 = llvm.mul %147, %33 overflow<nsw> : i32
      %157 = llvm.getelementptr %127[%156] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %158 = llvm.load %157 {alignment = 16 : i64} : !llvm.ptr<1> -> i32
      %159 = llvm.mul %147, %33 overflow<nsw> : i32
      %160 = llvm.add %159, %39 overflow<nsw> : i32
      %161 = llvm.getelementptr %127[%160] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %162 = llvm.load %161 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %163 = llvm.mul %147, %33 overflow<nsw> : i32
      %164 = llvm.add %163, %29 overflow<nsw> : i32
      %165 = llvm.getelementptr %127[%164] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %166 = llvm.load %165 {alignment = 8 : i64} : !llvm.ptr<1> -> i32
      %167 = llvm.add %158, %35 : i32
      %168 = llvm.sdiv %167, %18 : i32
      %169 = llvm.mul %168, %18 : i32
      %170 = llvm.icmp "ne" %167, %169 : i32
      %171 = llvm.mlir.constant(0 : i32) : i32
      %172 = llvm.icmp "slt" %167, %171 : i32
      %173 = llvm.mlir.constant(false) : i1
      %174 = llvm.icmp "ne" %172, %173 : i1
      %175 = llvm.and %170, %174 : i1
      %176 = llvm.mlir.constant(-1 : i32) : i32
      %177 = llvm.add %168, %176 : i32
      %178 = llvm.select %175, %177, %168 : i1, i32
      %179 = llvm.add %162, %35 : i32
      %180 = llvm.sdiv %179, %18 : i32
      %181 = llvm.mul %180, %18 : i32
      %182 = llvm.icmp "ne" %179, %181 : i32
      %183 = llvm.mlir.constant(0 : i32) : i32
      %184 = llvm.icmp "slt" %179, %183 : i32
      %185 = llvm.mlir.constant(false) : i1
      %186 = llvm.icmp "ne" %184, %185 : i1
      %187 = llvm.and %182, %186 : i1
      %188 = llvm.mlir.constant(-1 : i32) : i32
      %189 = llvm.add %180, %188 : i32
      %190 = llvm.select %187, %189, %180 : i1, i32
      %191 = llvm.mul %147, %33 overflow<nsw> : i32
      %192 = llvm.add %191, %23 overflow<nsw> : i32
      %193 = llvm.getelementptr %127[%192] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %194 = llvm.load %193 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %195 = llvm.sub %141, %194 : i32
      %196 = llvm.mul %190, %20 : i32
      %197 = llvm.sdiv %195, %196 : i32
      %198 = llvm.mul %197, %196 : i32
      %199 = llvm.icmp "ne" %195, %198 : i32
      %200 = llvm.mlir.constant(0 : i32) : i32
      %201 = llvm.icmp "slt" %195, %200 : i32
      %202 = llvm.icmp "slt" %196, %200 : i32
      %203 = llvm.icmp "ne" %201, %202 : i1
      %204 = llvm.and %199, %203 : i1
      %205 = llvm.mlir.constant(-1 : i32) : i32
      %206 = llvm.add %197, %205 : i32
      %207 = llvm.select %204, %206, %197 : i1, i32
      %208 = llvm.mul %207, %20 : i32
      %209 = llvm.sub %178, %208 : i32
      %210 = llvm.intr.smin(%209, %20) : (i32, i32) -> i32
      %211 = llvm.mul %207, %196 : i32
      %212 = llvm.sub %195, %211 : i32
      %213 = llvm.srem %212, %210 : i32
      %214 = llvm.add %208, %213 : i32
      %215 = llvm.sdiv %212, %210 : i32
      %216 = llvm.mul %215, %210 : i32
      %217 = llvm.icmp "ne" %212, %216 : i32
      %218 = llvm.mlir.constant(0 : i32) : i32
      %219 = llvm.icmp "slt" %212, %218 : i32
      %220 = llvm.icmp "slt" %210, %218 : i32
      %221 = llvm.icmp "ne" %219, %220 : i1
      %222 = llvm.and %217, %221 : i1
      %223 = llvm.mlir.constant(-1 : i32) : i32
      %224 = llvm.add %215, %223 : i32
      %225 = llvm.select %222, %224, %215 : i1, i32
      %226 = llvm.add %166, %36 : i32
      %227 = llvm.sdiv %226, %37 : i32
      %228 = llvm.mul %227, %37 : i32
      %229 = llvm.icmp "ne" %226, %228 : i32
      %230 = llvm.mlir.constant(0 : i32) : i32
      %231 = llvm.icmp "slt" %226, %230 : i32
      %232 = llvm.mlir.constant(false) : i1
      %233 = llvm.icmp "ne" %231, %232 : i1
      %234 = llvm.and %229, %233 : i1
      %235 = llvm.mlir.constant(-1 : i32) : i32
      %236 = llvm.add %227, %235 : i32
      %237 = llvm.select %234, %236, %227 : i1, i32
      %238 = llvm.icmp "ne" %147, %140 : i32
      llvm.cond_br %238, ^bb24, ^bb35
    ^bb24:  // pred: ^bb23
      %239 = llvm.icmp "sgt" %237, %19 : i32
      %240 = llvm.select %239, %147, %140 : i1, i32
      llvm.cond_br %239, ^bb25, ^bb34
    ^bb25:  // pred: ^bb24
      %241 = llvm.mul %147, %23 overflow<nsw> : i32
      %242 = llvm.extractvalue %arg6[0] : !llvm_struct_6960aa
      %243 = llvm.getelementptr %242[%241] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %244 = llvm.load %243 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %245 = llvm.extractvalue %arg5[0] : !llvm_struct_6960aa
      %246 = llvm.getelementptr %245[%241] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %247 = llvm.load %246 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %248 = llvm.inttoptr %244 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%248, %9 : !llvm.ptr<1>, i64)] : i1
      %249 = llvm.mul %147, %23 overflow<nsw> : i32
      %250 = llvm.add %249, %39 overflow<nsw> : i32
      %251 = llvm.getelementptr %242[%250] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %252 = llvm.load %251 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %253 = llvm.getelementptr %245[%250] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %254 = llvm.load %253 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %255 = llvm.inttoptr %252 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%255, %9 : !llvm.ptr<1>, i64)] : i1
      %256 = llvm.ptrtoint %46 : !llvm.ptr<3> to i32
      %257 = nvvm.shfl.sync idx %22, %256, %19, %15 : i32 -> i32
      %258 = llvm.sext %257 : i32 to i64
      %259 = llvm.inttoptr %258 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%259, %14 : !llvm.ptr<3>, i64)] : i1
      %260 = llvm.ptrtoint %104 : !llvm.ptr<3> to i32
      %261 = nvvm.shfl.sync idx %22, %260, %19, %15 : i32 -> i32
      %262 = llvm.sext %261 : i32 to i64
      %263 = llvm.inttoptr %262 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%263, %11 : !llvm.ptr<3>, i64)] : i1
      llvm.cond_br %88, ^bb26, ^bb33
    ^bb26:  // pred: ^bb25
      %264 = llvm.zext %247 : i32 to i64
      %265 = llvm.mul %264, %25 : i64
      %266 = nvvm.elect.sync -> i1
      llvm.cond_br %266, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %267 = llvm.ptrtoint %248 : !llvm.ptr<1> to i64
      nvvm.tensormap.replace field = global_address, new_value = %267 in %259 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[0], new_value = %166 in %259 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_dim[1], new_value = %158 in %259 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[0], new_value = %265 in %259 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[2], new_value = %39 in %259 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[1], new_value = %24 in %259 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[3], new_value = %39 in %259 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[2], new_value = %24 in %259 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[4], new_value = %39 in %259 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[3], new_value = %24 in %259 : !llvm.ptr<3>, i64
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %268 = llvm.zext %254 : i32 to i64
      %269 = llvm.mul %268, %25 : i64
      %270 = nvvm.elect.sync -> i1
      llvm.cond_br %270, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %271 = llvm.ptrtoint %255 : !llvm.ptr<1> to i64
      nvvm.tensormap.replace field = global_address, new_value = %271 in %263 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[0], new_value = %166 in %263 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_dim[1], new_value = %162 in %263 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[0], new_value = %269 in %263 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[2], new_value = %39 in %263 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[1], new_value = %24 in %263 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[3], new_value = %39 in %263 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[2], new_value = %24 in %263 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[4], new_value = %39 in %263 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[3], new_value = %24 in %263 : !llvm.ptr<3>, i64
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %272 = nvvm.elect.sync -> i1
      llvm.cond_br %272, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb32
    ^bb32:  // 2 preds: ^bb30, ^bb31
      nvvm.bar.warp.sync %22 : i32
      %273 = llvm.ptrtoint %110 : !llvm.ptr<1> to i64
      %274 = llvm.ptrtoint %259 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %273, %274 : (i64, i32) -> ()
      %275 = llvm.ptrtoint %115 : !llvm.ptr<1> to i64
      %276 = llvm.ptrtoint %263 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %275, %276 : (i64, i32) -> ()
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb25, ^bb32
      %277 = llvm.ptrtoint %110 : !llvm.ptr<1> to i64
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %277 : (i64) -> ()
      %278 = llvm.ptrtoint %115 : !llvm.ptr<1> to i64
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %278 : (i64) -> ()
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb24, ^bb33
      llvm.br ^bb36(%240 : i32)
    ^bb35:  // pred: ^bb23
      llvm.br ^bb36(%140 : i32)
    ^bb36(%279: i32):  // 2 preds: ^bb34, ^bb35
      llvm.br ^bb37
    ^bb37:  // pred: ^bb36
      llvm.br ^bb38(%19, %142, %143, %144 : i32, i32, i32, i32)
    ^bb38(%280: i32, %281: i32, %282: i32, %283: i32):  // 2 preds: ^bb37, ^bb49
      %284 = llvm.icmp "slt" %280, %237 : i32
      llvm.cond_br %284, ^bb39, ^bb50
    ^bb39:  // pred: ^bb38
      %285 = llvm.getelementptr %95[%282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %285, %283, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %286 = nvvm.elect.sync -> i1
      llvm.cond_br %286, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %287 = llvm.getelementptr %84[%282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %288 = nvvm.mbarrier.arrive.expect_tx %287, %27 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      %289 = llvm.getelementptr %84[%282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %290 = llvm.mul %214, %18 overflow<nsw> : i32
      %291 = llvm.mul %280, %37 overflow<nsw> : i32
      %292 = llvm.mul %282, %10 overflow<nsw> : i32
      %293 = llvm.getelementptr %85[%292] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.intr.assume %21 ["align"(%129, %11 : !llvm.ptr, i64)] : i1
      %294 = nvvm.elect.sync -> i1
      llvm.cond_br %294, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      nvvm.cp.async.bulk.tensor.shared.cluster.global %293, %129, %289, box[%291, %290] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %295 = llvm.mul %225, %18 overflow<nsw> : i32
      %296 = llvm.mul %280, %37 overflow<nsw> : i32
      %297 = llvm.getelementptr %86[%292] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.intr.assume %21 ["align"(%131, %11 : !llvm.ptr, i64)] : i1
      %298 = nvvm.elect.sync -> i1
      llvm.cond_br %298, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      nvvm.cp.async.bulk.tensor.shared.cluster.global %297, %131, %289, box[%296, %295] l2_cache_hint = %3 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %299 = llvm.add %282, %39 : i32
      %300 = llvm.add %281, %39 : i32
      %301 = llvm.icmp "eq" %299, %28 : i32
      %302 = llvm.select %301, %19, %299 : i1, i32
      llvm.cond_br %301, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %303 = llvm.xor %283, %39 : i32
      llvm.br ^bb48(%303 : i32)
    ^bb47:  // pred: ^bb45
      llvm.br ^bb48(%283 : i32)
    ^bb48(%304: i32):  // 2 preds: ^bb46, ^bb47
      llvm.br ^bb49
    ^bb49:  // pred: ^bb48
      %305 = llvm.add %280, %39 : i32
      llvm.br ^bb38(%305, %300, %302, %304 : i32, i32, i32, i32)
    ^bb50:  // pred: ^bb38
      %306 = llvm.add %141, %83 : i32
      llvm.br ^bb19(%147, %279, %306, %281, %282, %283 : i32, i32, i32, i32, i32, i32)
    ^bb51:  // pred: ^bb19
      %307 = llvm.getelementptr %95[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %307, %137, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %308 = llvm.add %136, %39 : i32
      %309 = llvm.icmp "eq" %308, %28 : i32
      %310 = llvm.select %309, %19, %308 : i1, i32
      llvm.cond_br %309, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %311 = llvm.xor %137, %39 : i32
      llvm.br ^bb54(%311 : i32)
    ^bb53:  // pred: ^bb51
      llvm.br ^bb54(%137 : i32)
    ^bb54(%312: i32):  // 2 preds: ^bb52, ^bb53
      llvm.br ^bb55
    ^bb55:  // pred: ^bb54
      %313 = llvm.getelementptr %95[%310] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %313, %312, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %314 = llvm.add %310, %39 : i32
      %315 = llvm.icmp "eq" %314, %28 : i32
      %316 = llvm.select %315, %19, %314 : i1, i32
      llvm.cond_br %315, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %317 = llvm.xor %312, %39 : i32
      llvm.br ^bb58(%317 : i32)
    ^bb57:  // pred: ^bb55
      llvm.br ^bb58(%312 : i32)
    ^bb58(%318: i32):  // 2 preds: ^bb56, ^bb57
      llvm.br ^bb59
    ^bb59:  // pred: ^bb58
      %319 = llvm.getelementptr %95[%316] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %319, %318, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %320 = llvm.add %316, %39 : i32
      %321 = llvm.icmp "eq" %320, %28 : i32
      %322 = llvm.select %321, %19, %320 : i1, i32
      llvm.cond_br %321, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %323 = llvm.xor %318, %39 : i32
      llvm.br ^bb62(%323 : i32)
    ^bb61:  // pred: ^bb59
      llvm.br ^bb62(%318 : i32)
    ^bb62(%324: i32):  // 2 preds: ^bb60, ^bb61
      llvm.br ^bb63
    ^bb63:  // pred: ^bb62
      %325 = llvm.getelementptr %95[%322] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %325, %324, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %326 = llvm.add %322, %39 : i32
      %327 = llvm.icmp "eq" %326, %28 : i32
      %328 = llvm.select %327, %19, %326 : i1, i32
      llvm.cond_br %327, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %329 = llvm.xor %324, %39 : i32
      llvm.br ^bb66(%329 : i32)
    ^bb65:  // pred: ^bb63
      llvm.br ^bb66(%324 : i32)
    ^bb66(%330: i32):  // 2 preds: ^bb64, ^bb65
      llvm.br ^bb67
    ^bb67:  // pred: ^bb66
      %331 = llvm.getelementptr %95[%328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %331, %330, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %332 = llvm.add %328, %39 : i32
      %333 = llvm.icmp "eq" %332, %28 : i32
      %334 = llvm.select %333, %19, %332 : i1, i32
      llvm.cond_br %333, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %335 = llvm.xor %330, %39 : i32
      llvm.br ^bb70(%335 : i32)
    ^bb69:  // pred: ^bb67
      llvm.br ^bb70(%330 : i32)
    ^bb70(%336: i32):  // 2 preds: ^bb68, ^bb69
      llvm.br ^bb71
    ^bb71:  // pred: ^bb70
      %337 = llvm.getelementptr %95[%334] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %337, %336, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb9, ^bb71
      llvm.br ^bb141
    ^bb73:  // pred: ^bb8
      nvvm.setmaxregister increase 232
      %338 = llvm.sub %47, %18 : i32
      %339 = llvm.sdiv %338, %18 : i32
      %340 = llvm.srem %339, %29 : i32
      %341 = llvm.srem %340, %29 : i32
      %342 = llvm.mul %341, %30 overflow<nsw> : i32
      %343 = llvm.getelementptr %85[%342] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %344 = llvm.ptrtoint %343 : !llvm.ptr<3> to i32
      %345 = llvm.lshr %344, %33 : i32
      %346 = llvm.and %345, %8 : i32
      %347 = llvm.zext %346 : i32 to i64
      %348 = llvm.or %347, %2 : i64
      %349 = llvm.or %348, %1 : i64
      %350 = llvm.or %349, %0 : i64
      %351 = llvm.ptrtoint %86 : !llvm.ptr<3> to i32
      %352 = llvm.lshr %351, %33 : i32
      %353 = llvm.and %352, %8 : i32
      %354 = llvm.zext %353 : i32 to i64
      %355 = llvm.or %354, %2 : i64
      %356 = llvm.or %355, %1 : i64
      %357 = llvm.or %356, %0 : i64
      %358 = llvm.sdiv %338, %20 : i32
      %359 = llvm.srem %338, %20 : i32
      %360 = llvm.mul %359, %17 overflow<nsw> : i32
      %361 = llvm.sdiv %358, %29 : i32
      %362 = llvm.srem %358, %29 : i32
      %363 = llvm.mul %362, %31 overflow<nsw> : i32
      %364 = llvm.add %360, %363 overflow<nsw> : i32
      %365 = llvm.sdiv %361, %29 : i32
      %366 = llvm.srem %361, %29 : i32
      %367 = llvm.mul %366, %20 overflow<nsw> : i32
      %368 = llvm.add %364, %367 overflow<nsw> : i32
      %369 = llvm.mul %365, %32 overflow<nsw> : i32
      %370 = llvm.add %368, %369 overflow<nsw> : i32
      %371 = llvm.getelementptr %87[%370] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %372 = llvm.icmp "eq" %69, %33 : i32
      llvm.cond_br %372, ^bb74, ^bb77
    ^bb74:  // pred: ^bb73
      %373 = nvvm.elect.sync -> i1
      llvm.cond_br %373, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %374 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(array<8 x i64>)>
      llvm.store %374, %105 {alignment = 256 : i64} : !llvm.struct<(array<8 x i64>)>, !llvm.ptr<3>
      llvm.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb73, ^bb76
      nvvm.bar.warp.sync %22 : i32
      %375 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
      %376 = llvm.extractvalue %arg4[0] : !llvm_struct_6960aa
      %377 = llvm.bitcast %350 : i64 to vector<2xi32>
      %378 = llvm.mlir.constant(0 : i64) : i64
      %379 = llvm.extractelement %377[%378 : i64] : vector<2xi32>
      %380 = llvm.bitcast %357 : i64 to vector<2xi32>
      %381 = llvm.mlir.constant(0 : i64) : i64
      %382 = llvm.extractelement %380[%381 : i64] : vector<2xi32>
      %383 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.getelementptr %42[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.getelementptr %42[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.getelementptr %42[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.getelementptr %42[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.getelementptr %42[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.getelementptr %42[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.getelementptr %42[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.getelementptr %42[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.getelementptr %42[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.getelementptr %42[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.getelementptr %42[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.getelementptr %42[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.getelementptr %42[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.getelementptr %42[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.getelementptr %42[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.getelementptr %42[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.getelementptr %42[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.getelementptr %42[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.getelementptr %42[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %419 = llvm.getelementptr %42[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.getelementptr %42[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.getelementptr %42[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.getelementptr %42[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %423 = llvm.getelementptr %42[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.getelementptr %42[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %425 = llvm.getelementptr %42[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.getelementptr %42[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %427 = llvm.getelementptr %42[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.getelementptr %42[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %429 = llvm.getelementptr %42[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.getelementptr %42[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.getelementptr %42[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.getelementptr %42[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %433 = llvm.getelementptr %42[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.getelementptr %42[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.getelementptr %42[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.getelementptr %42[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %437 = llvm.getelementptr %42[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.getelementptr %42[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %439 = llvm.getelementptr %42[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.getelementptr %42[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %441 = llvm.getelementptr %42[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.getelementptr %42[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %443 = llvm.getelementptr %42[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.getelementptr %42[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.getelementptr %42[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.bitcast %350 : i64 to vector<2xi32>
      %447 = llvm.mlir.constant(0 : i64) : i64
      %448 = llvm.extractelement %446[%447 : i64] : vector<2xi32>
      %449 = llvm.bitcast %357 : i64 to vector<2xi32>
      %450 = llvm.mlir.constant(0 : i64) : i64
      %451 = llvm.extractelement %449[%450 : i64] : vector<2xi32>
      %452 = llvm.bitcast %350 : i64 to vector<2xi32>
      %453 = llvm.mlir.constant(0 : i64) : i64
      %454 = llvm.extractelement %452[%453 : i64] : vector<2xi32>
      %455 = llvm.bitcast %357 : i64 to vector<2xi32>
      %456 = llvm.mlir.constant(0 : i64) : i64
      %457 = llvm.extractelement %455[%456 : i64] : vector<2xi32>
      %458 = llvm.bitcast %350 : i64 to vector<2xi32>
      %459 = llvm.mlir.constant(0 : i64) : i64
      %460 = llvm.extractelement %458[%459 : i64] : vector<2xi32>
      %461 = llvm.bitcast %357 : i64 to vector<2xi32>
      %462 = llvm.mlir.constant(0 : i64) : i64
      %463 = llvm.extractelement %461[%462 : i64] : vector<2xi32>
      %464 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %465 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %466 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %467 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %468 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %469 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %470 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %471 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %472 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %473 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %474 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %475 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %476 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %477 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %478 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %479 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %480 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %481 = llvm.getelementptr %41[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %482 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %483 = llvm.getelementptr %41[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %484 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %485 = llvm.getelementptr %41[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %486 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %487 = llvm.getelementptr %41[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %488 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %489 = llvm.getelementptr %41[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %490 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %491 = llvm.getelementptr %41[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %492 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %493 = llvm.getelementptr %41[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %494 = llvm.getelementptr %42[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %495 = llvm.getelementptr %42[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %496 = llvm.getelementptr %42[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %497 = llvm.getelementptr %42[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %498 = llvm.getelementptr %42[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %499 = llvm.getelementptr %42[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %500 = llvm.getelementptr %42[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %501 = llvm.getelementptr %42[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %502 = llvm.getelementptr %42[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %503 = llvm.getelementptr %42[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %504 = llvm.getelementptr %42[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %505 = llvm.getelementptr %42[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %506 = llvm.getelementptr %42[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %507 = llvm.getelementptr %42[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %508 = llvm.getelementptr %42[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %509 = llvm.getelementptr %42[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %510 = llvm.getelementptr %42[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %511 = llvm.getelementptr %42[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %512 = llvm.getelementptr %42[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %513 = llvm.getelementptr %42[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %514 = llvm.getelementptr %42[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %515 = llvm.getelementptr %42[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %516 = llvm.getelementptr %42[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %517 = llvm.getelementptr %42[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %518 = llvm.getelementptr %42[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %519 = llvm.getelementptr %42[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %520 = llvm.getelementptr %42[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %521 = llvm.getelementptr %42[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %522 = llvm.getelementptr %42[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %523 = llvm.getelementptr %42[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %524 = llvm.getelementptr %42[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %525 = llvm.getelementptr %42[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %526 = llvm.getelementptr %42[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %527 = llvm.getelementptr %42[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %528 = llvm.getelementptr %42[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %529 = llvm.getelementptr %42[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %530 = llvm.getelementptr %42[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %531 = llvm.getelementptr %42[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %532 = llvm.getelementptr %42[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %533 = llvm.getelementptr %42[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %534 = llvm.getelementptr %42[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %535 = llvm.getelementptr %42[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %536 = llvm.getelementptr %42[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %537 = llvm.getelementptr %42[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %538 = llvm.getelementptr %42[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %539 = llvm.getelementptr %42[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %540 = llvm.getelementptr %42[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %541 = llvm.getelementptr %42[63] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb78(%19, %22, %19, %82, %arg3, %19, %19, %19, %19, %19, %19 : i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb78(%542: i32, %543: i32, %544: i32, %545: i32, %546: !llvm.struct<(i1)>, %547: i32, %548: i32, %549: i32, %550: i32, %551: i32, %552: i32):  // 2 preds: ^bb77, ^bb139
      %553 = llvm.icmp "slt" %545, %arg8 : i32
      llvm.cond_br %553, ^bb79(%542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552 : i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb140
    ^bb79(%554: i32, %555: i32, %556: i32, %557: i32, %558: !llvm.struct<(i1)>, %559: i32, %560: i32, %561: i32, %562: i32, %563: i32, %564: i32):  // pred: ^bb78
      %565 = llvm.add %554, %39 : i32
      llvm.br ^bb80(%565, %554 : i32, i32)
    ^bb80(%566: i32, %567: i32):  // 2 preds: ^bb79, ^bb81
      %568 = llvm.icmp "slt" %566, %23 : i32
      llvm.cond_br %568, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %569 = llvm.mul %566, %33 overflow<nsw> : i32
      %570 = llvm.add %569, %23 overflow<nsw> : i32
      %571 = llvm.getelementptr %375[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %572 = llvm.load %571 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %573 = llvm.icmp "sge" %557, %572 : i32
      %574 = llvm.select %573, %566, %567 : i1, i32
      %575 = llvm.add %566, %39 : i32
      llvm.br ^bb80(%575, %574 : i32, i32)
    ^bb82:  // pred: ^bb80
      %576 = llvm.mul %567, %33 overflow<nsw> : i32
      %577 = llvm.getelementptr %376[%576] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %578 = llvm.load %577 {alignment = 16 : i64} : !llvm.ptr<1> -> i32
      %579 = llvm.mul %567, %33 overflow<nsw> : i32
      %580 = llvm.add %579, %39 overflow<nsw> : i32
      %581 = llvm.getelementptr %376[%580] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %582 = llvm.load %581 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %583 = llvm.mul %567, %33 overflow<nsw> : i32
      %584 = llvm.add %583, %29 overflow<nsw> : i32
      %585 = llvm.getelementptr %376[%584] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %586 = llvm.load %585 {alignment = 8 : i64} : !llvm.ptr<1> -> i32
      %587 = llvm.add %578, %35 : i32
      %588 = llvm.sdiv %587, %18 : i32
      %589 = llvm.mul %588, %18 : i32
      %590 = llvm.icmp "ne" %587, %589 : i32
      %591 = llvm.mlir.constant(0 : i32) : i32
      %592 = llvm.icmp "slt" %587, %591 : i32
      %593 = llvm.mlir.constant(false) : i1
      %594 = llvm.icmp "ne" %592, %593 : i1
      %595 = llvm.and %590, %594 : i1
      %596 = llvm.mlir.constant(-1 : i32) : i32
      %597 = llvm.add %588, %596 : i32
      %598 = llvm.select %595, %597, %588 : i1, i32
      %599 = llvm.add %582, %35 : i32
      %600 = llvm.sdiv %599, %18 : i32
      %601 = llvm.mul %600, %18 : i32
      %602 = llvm.icmp "ne" %599, %601 : i32
      %603 = llvm.mlir.constant(0 : i32) : i32
      %604 = llvm.icmp "slt" %599, %603 : i32
      %605 = llvm.mlir.constant(false) : i1
      %606 = llvm.icmp "ne" %604, %605 : i1
      %607 = llvm.and %602, %606 : i1
      %608 = llvm.mlir.constant(-1 : i32) : i32
      %609 = llvm.add %600, %608 : i32
      %610 = llvm.select %607, %609, %600 : i1, i32
      %611 = llvm.mul %567, %33 overflow<nsw> : i32
      %612 = llvm.add %611, %23 overflow<nsw> : i32
      %613 = llvm.getelementptr %376[%612] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %614 = llvm.load %613 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %615 = llvm.sub %557, %614 : i32
      %616 = llvm.mul %610, %20 : i32
      %617 = llvm.sdiv %615, %616 : i32
      %618 = llvm.mul %617, %616 : i32
      %619 = llvm.icmp "ne" %615, %618 : i32
      %620 = llvm.mlir.constant(0 : i32) : i32
      %621 = llvm.icmp "slt" %615, %620 : i32
      %622 = llvm.icmp "slt" %616, %620 : i32
      %623 = llvm.icmp "ne" %621, %622 : i1
      %624 = llvm.and %619, %623 : i1
      %625 = llvm.mlir.constant(-1 : i32) : i32
      %626 = llvm.add %617, %625 : i32
      %627 = llvm.select %624, %626, %617 : i1, i32
      %628 = llvm.mul %627, %20 : i32
      %629 = llvm.sub %598, %628 : i32
      %630 = llvm.intr.smin(%629, %20) : (i32, i32) -> i32
      %631 = llvm.mul %627, %616 : i32
      %632 = llvm.sub %615, %631 : i32
      %633 = llvm.srem %632, %630 : i32
      %634 = llvm.add %628, %633 : i32
      %635 = llvm.sdiv %632, %630 : i32
      %636 = llvm.mul %635, %630 : i32
      %637 = llvm.icmp "ne" %632, %636 : i32
      %638 = llvm.mlir.constant(0 : i32) : i32
      %639 = llvm.icmp "slt" %632, %638 : i32
      %640 = llvm.icmp "slt" %630, %638 : i32
      %641 = llvm.icmp "ne" %639, %640 : i1
      %642 = llvm.and %637, %641 : i1
      %643 = llvm.mlir.constant(-1 : i32) : i32
      %644 = llvm.add %635, %643 : i32
      %645 = llvm.select %642, %644, %635 : i1, i32
      %646 = llvm.add %586, %36 : i32
      %647 = llvm.sdiv %646, %37 : i32
      %648 = llvm.mul %647, %37 : i32
      %649 = llvm.icmp "ne" %646, %648 : i32
      %650 = llvm.mlir.constant(0 : i32) : i32
      %651 = llvm.icmp "slt" %646, %650 : i32
      %652 = llvm.mlir.constant(false) : i1
      %653 = llvm.icmp "ne" %651, %652 : i1
      %654 = llvm.and %649, %653 : i1
      %655 = llvm.mlir.constant(-1 : i32) : i32
      %656 = llvm.add %647, %655 : i32
      %657 = llvm.select %654, %656, %647 : i1, i32
      %658 = llvm.icmp "ne" %567, %555 : i32
      llvm.cond_br %658, ^bb83, ^bb92
    ^bb83:  // pred: ^bb82
      %659 = llvm.mul %567, %23 overflow<nsw> : i32
      %660 = llvm.add %659, %29 overflow<nsw> : i32
      %661 = llvm.extractvalue %arg6[0] : !llvm_struct_6960aa
      %662 = llvm.getelementptr %661[%660] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %663 = llvm.load %662 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %664 = llvm.extractvalue %arg5[0] : !llvm_struct_6960aa
      %665 = llvm.getelementptr %664[%660] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %666 = llvm.load %665 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %667 = llvm.inttoptr %663 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%667, %9 : !llvm.ptr<1>, i64)] : i1
      %668 = llvm.ptrtoint %105 : !llvm.ptr<3> to i32
      %669 = nvvm.shfl.sync idx %22, %668, %19, %15 : i32 -> i32
      %670 = llvm.sext %669 : i32 to i64
      %671 = llvm.inttoptr %670 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%671, %5 : !llvm.ptr<3>, i64)] : i1
      llvm.cond_br %372, ^bb84, ^bb89
    ^bb84:  // pred: ^bb83
      %672 = llvm.zext %666 : i32 to i64
      %673 = llvm.mul %672, %25 : i64
      %674 = nvvm.elect.sync -> i1
      llvm.cond_br %674, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %675 = llvm.ptrtoint %667 : !llvm.ptr<1> to i64
      nvvm.tensormap.replace field = global_address, new_value = %675 in %671 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[0], new_value = %582 in %671 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_dim[1], new_value = %578 in %671 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[0], new_value = %673 in %671 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[2], new_value = %39 in %671 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[1], new_value = %24 in %671 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[3], new_value = %39 in %671 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[2], new_value = %24 in %671 : !llvm.ptr<3>, i64
      nvvm.tensormap.replace field = global_dim[4], new_value = %39 in %671 : !llvm.ptr<3>, i32
      nvvm.tensormap.replace field = global_stride[3], new_value = %24 in %671 : !llvm.ptr<3>, i64
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %676 = nvvm.elect.sync -> i1
      llvm.cond_br %676, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      nvvm.bar.warp.sync %22 : i32
      %677 = llvm.ptrtoint %120 : !llvm.ptr<1> to i64
      %678 = llvm.ptrtoint %671 : !llvm.ptr<3> to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" %677, %678 : (i64, i32) -> ()
      llvm.br ^bb89
    ^bb89:  // 2 preds: ^bb83, ^bb88
      llvm.cond_br %372, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %679 = llvm.ptrtoint %120 : !llvm.ptr<1> to i64
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" %679 : (i64) -> ()
      llvm.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb82, ^bb91
      llvm.store %34, %42 {alignment = 32 : i64} : vector<64xf32>, !llvm.ptr
      %680 = llvm.insertvalue %21, %558[0] : !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      llvm.br ^bb93(%19, %559, %560, %561, %562, %563, %564 : i32, i32, i32, i32, i32, i32, i32)
    ^bb93(%681: i32, %682: i32, %683: i32, %684: i32, %685: i32, %686: i32, %687: i32):  // 2 preds: ^bb92, ^bb108
      %688 = llvm.icmp "slt" %681, %657 : i32
      llvm.cond_br %688, ^bb94, ^bb109
    ^bb94:  // pred: ^bb93
      %689 = llvm.getelementptr %84[%686] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %689, %687, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %690 = llvm.mul %686, %13 overflow<nsw> : i32
      %691 = llvm.add %379, %690 : i32
      %692 = llvm.mlir.constant(0 : i64) : i64
      %693 = llvm.insertelement %691, %377[%692 : i64] : vector<2xi32>
      %694 = llvm.bitcast %693 : vector<2xi32> to i64
      %695 = llvm.add %382, %690 : i32
      %696 = llvm.mlir.constant(0 : i64) : i64
      %697 = llvm.insertelement %695, %380[%696 : i64] : vector<2xi32>
      %698 = llvm.bitcast %697 : vector<2xi32> to i64
      %699 = llvm.load %42 : !llvm.ptr -> f32
      %700 = llvm.load %383 : !llvm.ptr -> f32
      %701 = llvm.load %384 : !llvm.ptr -> f32
      %702 = llvm.load %385 : !llvm.ptr -> f32
      %703 = llvm.load %386 : !llvm.ptr -> f32
      %704 = llvm.load %387 : !llvm.ptr -> f32
      %705 = llvm.load %388 : !llvm.ptr -> f32
      %706 = llvm.load %389 : !llvm.ptr -> f32
      %707 = llvm.load %390 : !llvm.ptr -> f32
      %708 = llvm.load %391 : !llvm.ptr -> f32
      %709 = llvm.load %392 : !llvm.ptr -> f32
      %710 = llvm.load %393 : !llvm.ptr -> f32
      %711 = llvm.load %394 : !llvm.ptr -> f32
      %712 = llvm.load %395 : !llvm.ptr -> f32
      %713 = llvm.load %396 : !llvm.ptr -> f32
      %714 = llvm.load %397 : !llvm.ptr -> f32
      %715 = llvm.load %398 : !llvm.ptr -> f32
      %716 = llvm.load %399 : !llvm.ptr -> f32
      %717 = llvm.load %400 : !llvm.ptr -> f32
      %718 = llvm.load %401 : !llvm.ptr -> f32
      %719 = llvm.load %402 : !llvm.ptr -> f32
      %720 = llvm.load %403 : !llvm.ptr -> f32
      %721 = llvm.load %404 : !llvm.ptr -> f32
      %722 = llvm.load %405 : !llvm.ptr -> f32
      %723 = llvm.load %406 : !llvm.ptr -> f32
      %724 = llvm.load %407 : !llvm.ptr -> f32
      %725 = llvm.load %408 : !llvm.ptr -> f32
      %726 = llvm.load %409 : !llvm.ptr -> f32
      %727 = llvm.load %410 : !llvm.ptr -> f32
      %728 = llvm.load %411 : !llvm.ptr -> f32
      %729 = llvm.load %412 : !llvm.ptr -> f32
      %730 = llvm.load %413 : !llvm.ptr -> f32
      %731 = llvm.load %414 : !llvm.ptr -> f32
      %732 = llvm.load %415 : !llvm.ptr -> f32
      %733 = llvm.load %416 : !llvm.ptr -> f32
      %734 = llvm.load %417 : !llvm.ptr -> f32
      %735 = llvm.load %418 : !llvm.ptr -> f32
      %736 = llvm.load %419 : !llvm.ptr -> f32
      %737 = llvm.load %420 : !llvm.ptr -> f32
      %738 = llvm.load %421 : !llvm.ptr -> f32
      %739 = llvm.load %422 : !llvm.ptr -> f32
      %740 = llvm.load %423 : !llvm.ptr -> f32
      %741 = llvm.load %424 : !llvm.ptr -> f32
      %742 = llvm.load %425 : !llvm.ptr -> f32
      %743 = llvm.load %426 : !llvm.ptr -> f32
      %744 = llvm.load %427 : !llvm.ptr -> f32
      %745 = llvm.load %428 : !llvm.ptr -> f32
      %746 = llvm.load %429 : !llvm.ptr -> f32
      %747 = llvm.load %430 : !llvm.ptr -> f32
      %748 = llvm.load %431 : !llvm.ptr -> f32
      %749 = llvm.load %432 : !llvm.ptr -> f32
      %750 = llvm.load %433 : !llvm.ptr -> f32
      %751 = llvm.load %434 : !llvm.ptr -> f32
      %752 = llvm.load %435 : !llvm.ptr -> f32
      %753 = llvm.load %436 : !llvm.ptr -> f32
      %754 = llvm.load %437 : !llvm.ptr -> f32
      %755 = llvm.load %438 : !llvm.ptr -> f32
      %756 = llvm.load %439 : !llvm.ptr -> f32
      %757 = llvm.load %440 : !llvm.ptr -> f32
      %758 = llvm.load %441 : !llvm.ptr -> f32
      %759 = llvm.load %442 : !llvm.ptr -> f32
      %760 = llvm.load %443 : !llvm.ptr -> f32
      %761 = llvm.load %444 : !llvm.ptr -> f32
      %762 = llvm.load %445 : !llvm.ptr -> f32
      %763 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %694, %698, %39, %39, %39, %19, %19 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %764 = llvm.extractvalue %763[0] : !llvm_struct_4a19c2
      %765 = llvm.extractvalue %763[1] : !llvm_struct_4a19c2
      %766 = llvm.extractvalue %763[2] : !llvm_struct_4a19c2
      %767 = llvm.extractvalue %763[3] : !llvm_struct_4a19c2
      %768 = llvm.extractvalue %763[4] : !llvm_struct_4a19c2
      %769 = llvm.extractvalue %763[5] : !llvm_struct_4a19c2
      %770 = llvm.extractvalue %763[6] : !llvm_struct_4a19c2
      %771 = llvm.extractvalue %763[7] : !llvm_struct_4a19c2
      %772 = llvm.extractvalue %763[8] : !llvm_struct_4a19c2
      %773 = llvm.extractvalue %763[9] : !llvm_struct_4a19c2
      %774 = llvm.extractvalue %763[10] : !llvm_struct_4a19c2
      %775 = llvm.extractvalue %763[11] : !llvm_struct_4a19c2
      %776 = llvm.extractvalue %763[12] : !llvm_struct_4a19c2
      %777 = llvm.extractvalue %763[13] : !llvm_struct_4a19c2
      %778 = llvm.extractvalue %763[14] : !llvm_struct_4a19c2
      %779 = llvm.extractvalue %763[15] : !llvm_struct_4a19c2
      %780 = llvm.extractvalue %763[16] : !llvm_struct_4a19c2
      %781 = llvm.extractvalue %763[17] : !llvm_struct_4a19c2
      %782 = llvm.extractvalue %763[18] : !llvm_struct_4a19c2
      %783 = llvm.extractvalue %763[19] : !llvm_struct_4a19c2
      %784 = llvm.extractvalue %763[20] : !llvm_struct_4a19c2
      %785 = llvm.extractvalue %763[21] : !llvm_struct_4a19c2
      %786 = llvm.extractvalue %763[22] : !llvm_struct_4a19c2
      %787 = llvm.extractvalue %763[23] : !llvm_struct_4a19c2
      %788 = llvm.extractvalue %763[24] : !llvm_struct_4a19c2
      %789 = llvm.extractvalue %763[25] : !llvm_struct_4a19c2
      %790 = llvm.extractvalue %763[26] : !llvm_struct_4a19c2
      %791 = llvm.extractvalue %763[27] : !llvm_struct_4a19c2
      %792 = llvm.extractvalue %763[28] : !llvm_struct_4a19c2
      %793 = llvm.extractvalue %763[29] : !llvm_struct_4a19c2
      %794 = llvm.extractvalue %763[30] : !llvm_struct_4a19c2
      %795 = llvm.extractvalue %763[31] : !llvm_struct_4a19c2
      %796 = llvm.extractvalue %763[32] : !llvm_struct_4a19c2
      %797 = llvm.extractvalue %763[33] : !llvm_struct_4a19c2
      %798 = llvm.extractvalue %763[34] : !llvm_struct_4a19c2
      %799 = llvm.extractvalue %763[35] : !llvm_struct_4a19c2
      %800 = llvm.extractvalue %763[36] : !llvm_struct_4a19c2
      %801 = llvm.extractvalue %763[37] : !llvm_struct_4a19c2
      %802 = llvm.extractvalue %763[38] : !llvm_struct_4a19c2
      %803 = llvm.extractvalue %763[39] : !llvm_struct_4a19c2
      %804 = llvm.extractvalue %763[40] : !llvm_struct_4a19c2
      %805 = llvm.extractvalue %763[41] : !llvm_struct_4a19c2
      %806 = llvm.extractvalue %763[42] : !llvm_struct_4a19c2
      %807 = llvm.extractvalue %763[43] : !llvm_struct_4a19c2
      %808 = llvm.extractvalue %763[44] : !llvm_struct_4a19c2
      %809 = llvm.extractvalue %763[45] : !llvm_struct_4a19c2
      %810 = llvm.extractvalue %763[46] : !llvm_struct_4a19c2
      %811 = llvm.extractvalue %763[47] : !llvm_struct_4a19c2
      %812 = llvm.extractvalue %763[48] : !llvm_struct_4a19c2
      %813 = llvm.extractvalue %763[49] : !llvm_struct_4a19c2
      %814 = llvm.extractvalue %763[50] : !llvm_struct_4a19c2
      %815 = llvm.extractvalue %763[51] : !llvm_struct_4a19c2
      %816 = llvm.extractvalue %763[52] : !llvm_struct_4a19c2
      %817 = llvm.extractvalue %763[53] : !llvm_struct_4a19c2
      %818 = llvm.extractvalue %763[54] : !llvm_struct_4a19c2
      %819 = llvm.extractvalue %763[55] : !llvm_struct_4a19c2
      %820 = llvm.extractvalue %763[56] : !llvm_struct_4a19c2
      %821 = llvm.extractvalue %763[57] : !llvm_struct_4a19c2
      %822 = llvm.extractvalue %763[58] : !llvm_struct_4a19c2
      %823 = llvm.extractvalue %763[59] : !llvm_struct_4a19c2
      %824 = llvm.extractvalue %763[60] : !llvm_struct_4a19c2
      %825 = llvm.extractvalue %763[61] : !llvm_struct_4a19c2
      %826 = llvm.extractvalue %763[62] : !llvm_struct_4a19c2
      %827 = llvm.extractvalue %763[63] : !llvm_struct_4a19c2
      llvm.store %764, %42 : f32, !llvm.ptr
      llvm.store %765, %383 : f32, !llvm.ptr
      llvm.store %766, %384 : f32, !llvm.ptr
      llvm.store %767, %385 : f32, !llvm.ptr
      llvm.store %768, %386 : f32, !llvm.ptr
      llvm.store %769, %387 : f32, !llvm.ptr
      llvm.store %770, %388 : f32, !llvm.ptr
      llvm.store %771, %389 : f32, !llvm.ptr
      llvm.store %772, %390 : f32, !llvm.ptr
      llvm.store %773, %391 : f32, !llvm.ptr
      llvm.store %774, %392 : f32, !llvm.ptr
      llvm.store %775, %393 : f32, !llvm.ptr
      llvm.store %776, %394 : f32, !llvm.ptr
      llvm.store %777, %395 : f32, !llvm.ptr
      llvm.store %778, %396 : f32, !llvm.ptr
      llvm.store %779, %397 : f32, !llvm.ptr
      llvm.store %780, %398 : f32, !llvm.ptr
      llvm.store %781, %399 : f32, !llvm.ptr
      llvm.store %782, %400 : f32, !llvm.ptr
      llvm.store %783, %401 : f32, !llvm.ptr
      llvm.store %784, %402 : f32, !llvm.ptr
      llvm.store %785, %403 : f32, !llvm.ptr
      llvm.store %786, %404 : f32, !llvm.ptr
      llvm.store %787, %405 : f32, !llvm.ptr
      llvm.store %788, %406 : f32, !llvm.ptr
      llvm.store %789, %407 : f32, !llvm.ptr
      llvm.store %790, %408 : f32, !llvm.ptr
      llvm.store %791, %409 : f32, !llvm.ptr
      llvm.store %792, %410 : f32, !llvm.ptr
      llvm.store %793, %411 : f32, !llvm.ptr
      llvm.store %794, %412 : f32, !llvm.ptr
      llvm.store %795, %413 : f32, !llvm.ptr
      llvm.store %796, %414 : f32, !llvm.ptr
      llvm.store %797, %415 : f32, !llvm.ptr
      llvm.store %798, %416 : f32, !llvm.ptr
      llvm.store %799, %417 : f32, !llvm.ptr
      llvm.store %800, %418 : f32, !llvm.ptr
      llvm.store %801, %419 : f32, !llvm.ptr
      llvm.store %802, %420 : f32, !llvm.ptr
      llvm.store %803, %421 : f32, !llvm.ptr
      llvm.store %804, %422 : f32, !llvm.ptr
      llvm.store %805, %423 : f32, !llvm.ptr
      llvm.store %806, %424 : f32, !llvm.ptr
      llvm.store %807, %425 : f32, !llvm.ptr
      llvm.store %808, %426 : f32, !llvm.ptr
      llvm.store %809, %427 : f32, !llvm.ptr
      llvm.store %810, %428 : f32, !llvm.ptr
      llvm.store %811, %429 : f32, !llvm.ptr
      llvm.store %812, %430 : f32, !llvm.ptr
      llvm.store %813, %431 : f32, !llvm.ptr
      llvm.store %814, %432 : f32, !llvm.ptr
      llvm.store %815, %433 : f32, !llvm.ptr
      llvm.store %816, %434 : f32, !llvm.ptr
      llvm.store %817, %435 : f32, !llvm.ptr
      llvm.store %818, %436 : f32, !llvm.ptr
      llvm.store %819, %437 : f32, !llvm.ptr
      llvm.store %820, %438 : f32, !llvm.ptr
      llvm.store %821, %439 : f32, !llvm.ptr
      llvm.store %822, %440 : f32, !llvm.ptr
      llvm.store %823, %441 : f32, !llvm.ptr
      llvm.store %824, %442 : f32, !llvm.ptr
      llvm.store %825, %443 : f32, !llvm.ptr
      llvm.store %826, %444 : f32, !llvm.ptr
      llvm.store %827, %445 : f32, !llvm.ptr
      %828 = llvm.mul %686, %13 overflow<nsw> : i32
      %829 = llvm.add %828, %29 overflow<nsw> : i32
      %830 = llvm.add %448, %829 : i32
      %831 = llvm.mlir.constant(0 : i64) : i64
      %832 = llvm.insertelement %830, %446[%831 : i64] : vector<2xi32>
      %833 = llvm.bitcast %832 : vector<2xi32> to i64
      %834 = llvm.add %451, %829 : i32
      %835 = llvm.mlir.constant(0 : i64) : i64
      %836 = llvm.insertelement %834, %449[%835 : i64] : vector<2xi32>
      %837 = llvm.bitcast %836 : vector<2xi32> to i64
      %838 = llvm.load %42 : !llvm.ptr -> f32
      %839 = llvm.load %383 : !llvm.ptr -> f32
      %840 = llvm.load %384 : !llvm.ptr -> f32
      %841 = llvm.load %385 : !llvm.ptr -> f32
      %842 = llvm.load %386 : !llvm.ptr -> f32
      %843 = llvm.load %387 : !llvm.ptr -> f32
      %844 = llvm.load %388 : !llvm.ptr -> f32
      %845 = llvm.load %389 : !llvm.ptr -> f32
      %846 = llvm.load %390 : !llvm.ptr -> f32
      %847 = llvm.load %391 : !llvm.ptr -> f32
      %848 = llvm.load %392 : !llvm.ptr -> f32
      %849 = llvm.load %393 : !llvm.ptr -> f32
      %850 = llvm.load %394 : !llvm.ptr -> f32
      %851 = llvm.load %395 : !llvm.ptr -> f32
      %852 = llvm.load %396 : !llvm.ptr -> f32
      %853 = llvm.load %397 : !llvm.ptr -> f32
      %854 = llvm.load %398 : !llvm.ptr -> f32
      %855 = llvm.load %399 : !llvm.ptr -> f32
      %856 = llvm.load %400 : !llvm.ptr -> f32
      %857 = llvm.load %401 : !llvm.ptr -> f32
      %858 = llvm.load %402 : !llvm.ptr -> f32
      %859 = llvm.load %403 : !llvm.ptr -> f32
      %860 = llvm.load %404 : !llvm.ptr -> f32
      %861 = llvm.load %405 : !llvm.ptr -> f32
      %862 = llvm.load %406 : !llvm.ptr -> f32
      %863 = llvm.load %407 : !llvm.ptr -> f32
      %864 = llvm.load %408 : !llvm.ptr -> f32
      %865 = llvm.load %409 : !llvm.ptr -> f32
      %866 = llvm.load %410 : !llvm.ptr -> f32
      %867 = llvm.load %411 : !llvm.ptr -> f32
      %868 = llvm.load %412 : !llvm.ptr -> f32
      %869 = llvm.load %413 : !llvm.ptr -> f32
      %870 = llvm.load %414 : !llvm.ptr -> f32
      %871 = llvm.load %415 : !llvm.ptr -> f32
      %872 = llvm.load %416 : !llvm.ptr -> f32
      %873 = llvm.load %417 : !llvm.ptr -> f32
      %874 = llvm.load %418 : !llvm.ptr -> f32
      %875 = llvm.load %419 : !llvm.ptr -> f32
      %876 = llvm.load %420 : !llvm.ptr -> f32
      %877 = llvm.load %421 : !llvm.ptr -> f32
      %878 = llvm.load %422 : !llvm.ptr -> f32
      %879 = llvm.load %423 : !llvm.ptr -> f32
      %880 = llvm.load %424 : !llvm.ptr -> f32
      %881 = llvm.load %425 : !llvm.ptr -> f32
      %882 = llvm.load %426 : !llvm.ptr -> f32
      %883 = llvm.load %427 : !llvm.ptr -> f32
      %884 = llvm.load %428 : !llvm.ptr -> f32
      %885 = llvm.load %429 : !llvm.ptr -> f32
      %886 = llvm.load %430 : !llvm.ptr -> f32
      %887 = llvm.load %431 : !llvm.ptr -> f32
      %888 = llvm.load %432 : !llvm.ptr -> f32
      %889 = llvm.load %433 : !llvm.ptr -> f32
      %890 = llvm.load %434 : !llvm.ptr -> f32
      %891 = llvm.load %435 : !llvm.ptr -> f32
      %892 = llvm.load %436 : !llvm.ptr -> f32
      %893 = llvm.load %437 : !llvm.ptr -> f32
      %894 = llvm.load %438 : !llvm.ptr -> f32
      %895 = llvm.load %439 : !llvm.ptr -> f32
      %896 = llvm.load %440 : !llvm.ptr -> f32
      %897 = llvm.load %441 : !llvm.ptr -> f32
      %898 = llvm.load %442 : !llvm.ptr -> f32
      %899 = llvm.load %443 : !llvm.ptr -> f32
      %900 = llvm.load %444 : !llvm.ptr -> f32
      %901 = llvm.load %445 : !llvm.ptr -> f32
      %902 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %833, %837, %39, %39, %39, %19, %19 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %903 = llvm.extractvalue %902[0] : !llvm_struct_4a19c2
      %904 = llvm.extractvalue %902[1] : !llvm_struct_4a19c2
      %905 = llvm.extractvalue %902[2] : !llvm_struct_4a19c2
      %906 = llvm.extractvalue %902[3] : !llvm_struct_4a19c2
      %907 = llvm.extractvalue %902[4] : !llvm_struct_4a19c2
      %908 = llvm.extractvalue %902[5] : !llvm_struct_4a19c2
      %909 = llvm.extractvalue %902[6] : !llvm_struct_4a19c2
      %910 = llvm.extractvalue %902[7] : !llvm_struct_4a19c2
      %911 = llvm.extractvalue %902[8] : !llvm_struct_4a19c2
      %912 = llvm.extractvalue %902[9] : !llvm_struct_4a19c2
      %913 = llvm.extractvalue %902[10] : !llvm_struct_4a19c2
      %914 = llvm.extractvalue %902[11] : !llvm_struct_4a19c2
      %915 = llvm.extractvalue %902[12] : !llvm_struct_4a19c2
      %916 = llvm.extractvalue %902[13] : !llvm_struct_4a19c2
      %917 = llvm.extractvalue %902[14] : !llvm_struct_4a19c2
      %918 = llvm.extractvalue %902[15] : !llvm_struct_4a19c2
      %919 = llvm.extractvalue %902[16] : !llvm_struct_4a19c2
      %920 = llvm.extractvalue %902[17] : !llvm_struct_4a19c2
      %921 = llvm.extractvalue %902[18] : !llvm_struct_4a19c2
      %922 = llvm.extractvalue %902[19] : !llvm_struct_4a19c2
      %923 = llvm.extractvalue %902[20] : !llvm_struct_4a19c2
      %924 = llvm.extractvalue %902[21] : !llvm_struct_4a19c2
      %925 = llvm.extractvalue %902[22] : !llvm_struct_4a19c2
      %926 = llvm.extractvalue %902[23] : !llvm_struct_4a19c2
      %927 = llvm.extractvalue %902[24] : !llvm_struct_4a19c2
      %928 = llvm.extractvalue %902[25] : !llvm_struct_4a19c2
      %929 = llvm.extractvalue %902[26] : !llvm_struct_4a19c2
      %930 = llvm.extractvalue %902[27] : !llvm_struct_4a19c2
      %931 = llvm.extractvalue %902[28] : !llvm_struct_4a19c2
      %932 = llvm.extractvalue %902[29] : !llvm_struct_4a19c2
      %933 = llvm.extractvalue %902[30] : !llvm_struct_4a19c2
      %934 = llvm.extractvalue %902[31] : !llvm_struct_4a19c2
      %935 = llvm.extractvalue %902[32] : !llvm_struct_4a19c2
      %936 = llvm.extractvalue %902[33] : !llvm_struct_4a19c2
      %937 = llvm.extractvalue %902[34] : !llvm_struct_4a19c2
      %938 = llvm.extractvalue %902[35] : !llvm_struct_4a19c2
      %939 = llvm.extractvalue %902[36] : !llvm_struct_4a19c2
      %940 = llvm.extractvalue %902[37] : !llvm_struct_4a19c2
      %941 = llvm.extractvalue %902[38] : !llvm_struct_4a19c2
      %942 = llvm.extractvalue %902[39] : !llvm_struct_4a19c2
      %943 = llvm.extractvalue %902[40] : !llvm_struct_4a19c2
      %944 = llvm.extractvalue %902[41] : !llvm_struct_4a19c2
      %945 = llvm.extractvalue %902[42] : !llvm_struct_4a19c2
      %946 = llvm.extractvalue %902[43] : !llvm_struct_4a19c2
      %947 = llvm.extractvalue %902[44] : !llvm_struct_4a19c2
      %948 = llvm.extractvalue %902[45] : !llvm_struct_4a19c2
      %949 = llvm.extractvalue %902[46] : !llvm_struct_4a19c2
      %950 = llvm.extractvalue %902[47] : !llvm_struct_4a19c2
      %951 = llvm.extractvalue %902[48] : !llvm_struct_4a19c2
      %952 = llvm.extractvalue %902[49] : !llvm_struct_4a19c2
      %953 = llvm.extractvalue %902[50] : !llvm_struct_4a19c2
      %954 = llvm.extractvalue %902[51] : !llvm_struct_4a19c2
      %955 = llvm.extractvalue %902[52] : !llvm_struct_4a19c2
      %956 = llvm.extractvalue %902[53] : !llvm_struct_4a19c2
      %957 = llvm.extractvalue %902[54] : !llvm_struct_4a19c2
      %958 = llvm.extractvalue %902[55] : !llvm_struct_4a19c2
      %959 = llvm.extractvalue %902[56] : !llvm_struct_4a19c2
      %960 = llvm.extractvalue %902[57] : !llvm_struct_4a19c2
      %961 = llvm.extractvalue %902[58] : !llvm_struct_4a19c2
      %962 = llvm.extractvalue %902[59] : !llvm_struct_4a19c2
      %963 = llvm.extractvalue %902[60] : !llvm_struct_4a19c2
      %964 = llvm.extractvalue %902[61] : !llvm_struct_4a19c2
      %965 = llvm.extractvalue %902[62] : !llvm_struct_4a19c2
      %966 = llvm.extractvalue %902[63] : !llvm_struct_4a19c2
      llvm.store %903, %42 : f32, !llvm.ptr
      llvm.store %904, %383 : f32, !llvm.ptr
      llvm.store %905, %384 : f32, !llvm.ptr
      llvm.store %906, %385 : f32, !llvm.ptr
      llvm.store %907, %386 : f32, !llvm.ptr
      llvm.store %908, %387 : f32, !llvm.ptr
      llvm.store %909, %388 : f32, !llvm.ptr
      llvm.store %910, %389 : f32, !llvm.ptr
      llvm.store %911, %390 : f32, !llvm.ptr
      llvm.store %912, %391 : f32, !llvm.ptr
      llvm.store %913, %392 : f32, !llvm.ptr
      llvm.store %914, %393 : f32, !llvm.ptr
      llvm.store %915, %394 : f32, !llvm.ptr
      llvm.store %916, %395 : f32, !llvm.ptr
      llvm.store %917, %396 : f32, !llvm.ptr
      llvm.store %918, %397 : f32, !llvm.ptr
      llvm.store %919, %398 : f32, !llvm.ptr
      llvm.store %920, %399 : f32, !llvm.ptr
      llvm.store %921, %400 : f32, !llvm.ptr
      llvm.store %922, %401 : f32, !llvm.ptr
      llvm.store %923, %402 : f32, !llvm.ptr
      llvm.store %924, %403 : f32, !llvm.ptr
      llvm.store %925, %404 : f32, !llvm.ptr
      llvm.store %926, %405 : f32, !llvm.ptr
      llvm.store %927, %406 : f32, !llvm.ptr
      llvm.store %928, %407 : f32, !llvm.ptr
      llvm.store %929, %408 : f32, !llvm.ptr
      llvm.store %930, %409 : f32, !llvm.ptr
      llvm.store %931, %410 : f32, !llvm.ptr
      llvm.store %932, %411 : f32, !llvm.ptr
      llvm.store %933, %412 : f32, !llvm.ptr
      llvm.store %934, %413 : f32, !llvm.ptr
      llvm.store %935, %414 : f32, !llvm.ptr
      llvm.store %936, %415 : f32, !llvm.ptr
      llvm.store %937, %416 : f32, !llvm.ptr
      llvm.store %938, %417 : f32, !llvm.ptr
      llvm.store %939, %418 : f32, !llvm.ptr
      llvm.store %940, %419 : f32, !llvm.ptr
      llvm.store %941, %420 : f32, !llvm.ptr
      llvm.store %942, %421 : f32, !llvm.ptr
      llvm.store %943, %422 : f32, !llvm.ptr
      llvm.store %944, %423 : f32, !llvm.ptr
      llvm.store %945, %424 : f32, !llvm.ptr
      llvm.store %946, %425 : f32, !llvm.ptr
      llvm.store %947, %426 : f32, !llvm.ptr
      llvm.store %948, %427 : f32, !llvm.ptr
      llvm.store %949, %428 : f32, !llvm.ptr
      llvm.store %950, %429 : f32, !llvm.ptr
      llvm.store %951, %430 : f32, !llvm.ptr
      llvm.store %952, %431 : f32, !llvm.ptr
      llvm.store %953, %432 : f32, !llvm.ptr
      llvm.store %954, %433 : f32, !llvm.ptr
      llvm.store %955, %434 : f32, !llvm.ptr
      llvm.store %956, %435 : f32, !llvm.ptr
      llvm.store %957, %436 : f32, !llvm.ptr
      llvm.store %958, %437 : f32, !llvm.ptr
      llvm.store %959, %438 : f32, !llvm.ptr
      llvm.store %960, %439 : f32, !llvm.ptr
      llvm.store %961, %440 : f32, !llvm.ptr
      llvm.store %962, %441 : f32, !llvm.ptr
      llvm.store %963, %442 : f32, !llvm.ptr
      llvm.store %964, %443 : f32, !llvm.ptr
      llvm.store %965, %444 : f32, !llvm.ptr
      llvm.store %966, %445 : f32, !llvm.ptr
      %967 = llvm.mul %686, %13 overflow<nsw> : i32
      %968 = llvm.add %967, %33 overflow<nsw> : i32
      %969 = llvm.add %454, %968 : i32
      %970 = llvm.mlir.constant(0 : i64) : i64
      %971 = llvm.insertelement %969, %452[%970 : i64] : vector<2xi32>
      %972 = llvm.bitcast %971 : vector<2xi32> to i64
      %973 = llvm.add %457, %968 : i32
      %974 = llvm.mlir.constant(0 : i64) : i64
      %975 = llvm.insertelement %973, %455[%974 : i64] : vector<2xi32>
      %976 = llvm.bitcast %975 : vector<2xi32> to i64
      %977 = llvm.load %42 : !llvm.ptr -> f32
      %978 = llvm.load %383 : !llvm.ptr -> f32
      %979 = llvm.load %384 : !llvm.ptr -> f32
      %980 = llvm.load %385 : !llvm.ptr -> f32
      %981 = llvm.load %386 : !llvm.ptr -> f32
      %982 = llvm.load %387 : !llvm.ptr -> f32
      %983 = llvm.load %388 : !llvm.ptr -> f32
      %984 = llvm.load %389 : !llvm.ptr -> f32
      %985 = llvm.load %390 : !llvm.ptr -> f32
      %986 = llvm.load %391 : !llvm.ptr -> f32
      %987 = llvm.load %392 : !llvm.ptr -> f32
      %988 = llvm.load %393 : !llvm.ptr -> f32
      %989 = llvm.load %394 : !llvm.ptr -> f32
      %990 = llvm.load %395 : !llvm.ptr -> f32
      %991 = llvm.load %396 : !llvm.ptr -> f32
      %992 = llvm.load %397 : !llvm.ptr -> f32
      %993 = llvm.load %398 : !llvm.ptr -> f32
      %994 = llvm.load %399 : !llvm.ptr -> f32
      %995 = llvm.load %400 : !llvm.ptr -> f32
      %996 = llvm.load %401 : !llvm.ptr -> f32
      %997 = llvm.load %402 : !llvm.ptr -> f32
      %998 = llvm.load %403 : !llvm.ptr -> f32
      %999 = llvm.load %404 : !llvm.ptr -> f32
      %1000 = llvm.load %405 : !llvm.ptr -> f32
      %1001 = llvm.load %406 : !llvm.ptr -> f32
      %1002 = llvm.load %407 : !llvm.ptr -> f32
      %1003 = llvm.load %408 : !llvm.ptr -> f32
      %1004 = llvm.load %409 : !llvm.ptr -> f32
      %1005 = llvm.load %410 : !llvm.ptr -> f32
      %1006 = llvm.load %411 : !llvm.ptr -> f32
      %1007 = llvm.load %412 : !llvm.ptr -> f32
      %1008 = llvm.load %413 : !llvm.ptr -> f32
      %1009 = llvm.load %414 : !llvm.ptr -> f32
      %1010 = llvm.load %415 : !llvm.ptr -> f32
      %1011 = llvm.load %416 : !llvm.ptr -> f32
      %1012 = llvm.load %417 : !llvm.ptr -> f32
      %1013 = llvm.load %418 : !llvm.ptr -> f32
      %1014 = llvm.load %419 : !llvm.ptr -> f32
      %1015 = llvm.load %420 : !llvm.ptr -> f32
      %1016 = llvm.load %421 : !llvm.ptr -> f32
      %1017 = llvm.load %422 : !llvm.ptr -> f32
      %1018 = llvm.load %423 : !llvm.ptr -> f32
      %1019 = llvm.load %424 : !llvm.ptr -> f32
      %1020 = llvm.load %425 : !llvm.ptr -> f32
      %1021 = llvm.load %426 : !llvm.ptr -> f32
      %1022 = llvm.load %427 : !llvm.ptr -> f32
      %1023 = llvm.load %428 : !llvm.ptr -> f32
      %1024 = llvm.load %429 : !llvm.ptr -> f32
      %1025 = llvm.load %430 : !llvm.ptr -> f32
      %1026 = llvm.load %431 : !llvm.ptr -> f32
      %1027 = llvm.load %432 : !llvm.ptr -> f32
      %1028 = llvm.load %433 : !llvm.ptr -> f32
      %1029 = llvm.load %434 : !llvm.ptr -> f32
      %1030 = llvm.load %435 : !llvm.ptr -> f32
      %1031 = llvm.load %436 : !llvm.ptr -> f32
      %1032 = llvm.load %437 : !llvm.ptr -> f32
      %1033 = llvm.load %438 : !llvm.ptr -> f32
      %1034 = llvm.load %439 : !llvm.ptr -> f32
      %1035 = llvm.load %440 : !llvm.ptr -> f32
      %1036 = llvm.load %441 : !llvm.ptr -> f32
      %1037 = llvm.load %442 : !llvm.ptr -> f32
      %1038 = llvm.load %443 : !llvm.ptr -> f32
      %1039 = llvm.load %444 : !llvm.ptr -> f32
      %1040 = llvm.load %445 : !llvm.ptr -> f32
      %1041 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %972, %976, %39, %39, %39, %19, %19 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %1042 = llvm.extractvalue %1041[0] : !llvm_struct_4a19c2
      %1043 = llvm.extractvalue %1041[1] : !llvm_struct_4a19c2
      %1044 = llvm.extractvalue %1041[2] : !llvm_struct_4a19c2
      %1045 = llvm.extractvalue %1041[3] : !llvm_struct_4a19c2
      %1046 = llvm.extractvalue %1041[4] : !llvm_struct_4a19c2
      %1047 = llvm.extractvalue %1041[5] : !llvm_struct_4a19c2
      %1048 = llvm.extractvalue %1041[6] : !llvm_struct_4a19c2
      %1049 = llvm.extractvalue %1041[7] : !llvm_struct_4a19c2
      %1050 = llvm.extractvalue %1041[8] : !llvm_struct_4a19c2
      %1051 = llvm.extractvalue %1041[9] : !llvm_struct_4a19c2
      %1052 = llvm.extractvalue %1041[10] : !llvm_struct_4a19c2
      %1053 = llvm.extractvalue %1041[11] : !llvm_struct_4a19c2
      %1054 = llvm.extractvalue %1041[12] : !llvm_struct_4a19c2
      %1055 = llvm.extractvalue %1041[13] : !llvm_struct_4a19c2
      %1056 = llvm.extractvalue %1041[14] : !llvm_struct_4a19c2
      %1057 = llvm.extractvalue %1041[15] : !llvm_struct_4a19c2
      %1058 = llvm.extractvalue %1041[16] : !llvm_struct_4a19c2
      %1059 = llvm.extractvalue %1041[17] : !llvm_struct_4a19c2
      %1060 = llvm.extractvalue %1041[18] : !llvm_struct_4a19c2
      %1061 = llvm.extractvalue %1041[19] : !llvm_struct_4a19c2
      %1062 = llvm.extractvalue %1041[20] : !llvm_struct_4a19c2
      %1063 = llvm.extractvalue %1041[21] : !llvm_struct_4a19c2
      %1064 = llvm.extractvalue %1041[22] : !llvm_struct_4a19c2
      %1065 = llvm.extractvalue %1041[23] : !llvm_struct_4a19c2
      %1066 = llvm.extractvalue %1041[24] : !llvm_struct_4a19c2
      %1067 = llvm.extractvalue %1041[25] : !llvm_struct_4a19c2
      %1068 = llvm.extractvalue %1041[26] : !llvm_struct_4a19c2
      %1069 = llvm.extractvalue %1041[27] : !llvm_struct_4a19c2
      %1070 = llvm.extractvalue %1041[28] : !llvm_struct_4a19c2
      %1071 = llvm.extractvalue %1041[29] : !llvm_struct_4a19c2
      %1072 = llvm.extractvalue %1041[30] : !llvm_struct_4a19c2
      %1073 = llvm.extractvalue %1041[31] : !llvm_struct_4a19c2
      %1074 = llvm.extractvalue %1041[32] : !llvm_struct_4a19c2
      %1075 = llvm.extractvalue %1041[33] : !llvm_struct_4a19c2
      %1076 = llvm.extractvalue %1041[34] : !llvm_struct_4a19c2
      %1077 = llvm.extractvalue %1041[35] : !llvm_struct_4a19c2
      %1078 = llvm.extractvalue %1041[36] : !llvm_struct_4a19c2
      %1079 = llvm.extractvalue %1041[37] : !llvm_struct_4a19c2
      %1080 = llvm.extractvalue %1041[38] : !llvm_struct_4a19c2
      %1081 = llvm.extractvalue %1041[39] : !llvm_struct_4a19c2
      %1082 = llvm.extractvalue %1041[40] : !llvm_struct_4a19c2
      %1083 = llvm.extractvalue %1041[41] : !llvm_struct_4a19c2
      %1084 = llvm.extractvalue %1041[42] : !llvm_struct_4a19c2
      %1085 = llvm.extractvalue %1041[43] : !llvm_struct_4a19c2
      %1086 = llvm.extractvalue %1041[44] : !llvm_struct_4a19c2
      %1087 = llvm.extractvalue %1041[45] : !llvm_struct_4a19c2
      %1088 = llvm.extractvalue %1041[46] : !llvm_struct_4a19c2
      %1089 = llvm.extractvalue %1041[47] : !llvm_struct_4a19c2
      %1090 = llvm.extractvalue %1041[48] : !llvm_struct_4a19c2
      %1091 = llvm.extractvalue %1041[49] : !llvm_struct_4a19c2
      %1092 = llvm.extractvalue %1041[50] : !llvm_struct_4a19c2
      %1093 = llvm.extractvalue %1041[51] : !llvm_struct_4a19c2
      %1094 = llvm.extractvalue %1041[52] : !llvm_struct_4a19c2
      %1095 = llvm.extractvalue %1041[53] : !llvm_struct_4a19c2
      %1096 = llvm.extractvalue %1041[54] : !llvm_struct_4a19c2
      %1097 = llvm.extractvalue %1041[55] : !llvm_struct_4a19c2
      %1098 = llvm.extractvalue %1041[56] : !llvm_struct_4a19c2
      %1099 = llvm.extractvalue %1041[57] : !llvm_struct_4a19c2
      %1100 = llvm.extractvalue %1041[58] : !llvm_struct_4a19c2
      %1101 = llvm.extractvalue %1041[59] : !llvm_struct_4a19c2
      %1102 = llvm.extractvalue %1041[60] : !llvm_struct_4a19c2
      %1103 = llvm.extractvalue %1041[61] : !llvm_struct_4a19c2
      %1104 = llvm.extractvalue %1041[62] : !llvm_struct_4a19c2
      %1105 = llvm.extractvalue %1041[63] : !llvm_struct_4a19c2
      llvm.store %1042, %42 : f32, !llvm.ptr
      llvm.store %1043, %383 : f32, !llvm.ptr
      llvm.store %1044, %384 : f32, !llvm.ptr
      llvm.store %1045, %385 : f32, !llvm.ptr
      llvm.store %1046, %386 : f32, !llvm.ptr
      llvm.store %1047, %387 : f32, !llvm.ptr
      llvm.store %1048, %388 : f32, !llvm.ptr
      llvm.store %1049, %389 : f32, !llvm.ptr
      llvm.store %1050, %390 : f32, !llvm.ptr
      llvm.store %1051, %391 : f32, !llvm.ptr
      llvm.store %1052, %392 : f32, !llvm.ptr
      llvm.store %1053, %393 : f32, !llvm.ptr
      llvm.store %1054, %394 : f32, !llvm.ptr
      llvm.store %1055, %395 : f32, !llvm.ptr
      llvm.store %1056, %396 : f32, !llvm.ptr
      llvm.store %1057, %397 : f32, !llvm.ptr
      llvm.store %1058, %398 : f32, !llvm.ptr
      llvm.store %1059, %399 : f32, !llvm.ptr
      llvm.store %1060, %400 : f32, !llvm.ptr
      llvm.store %1061, %401 : f32, !llvm.ptr
      llvm.store %1062, %402 : f32, !llvm.ptr
      llvm.store %1063, %403 : f32, !llvm.ptr
      llvm.store %1064, %404 : f32, !llvm.ptr
      llvm.store %1065, %405 : f32, !llvm.ptr
      llvm.store %1066, %406 : f32, !llvm.ptr
      llvm.store %1067, %407 : f32, !llvm.ptr
      llvm.store %1068, %408 : f32, !llvm.ptr
      llvm.store %1069, %409 : f32, !llvm.ptr
      llvm.store %1070, %410 : f32, !llvm.ptr
      llvm.store %1071, %411 : f32, !llvm.ptr
      llvm.store %1072, %412 : f32, !llvm.ptr
      llvm.store %1073, %413 : f32, !llvm.ptr
      llvm.store %1074, %414 : f32, !llvm.ptr
      llvm.store %1075, %415 : f32, !llvm.ptr
      llvm.store %1076, %416 : f32, !llvm.ptr
      llvm.store %1077, %417 : f32, !llvm.ptr
      llvm.store %1078, %418 : f32, !llvm.ptr
      llvm.store %1079, %419 : f32, !llvm.ptr
      llvm.store %1080, %420 : f32, !llvm.ptr
      llvm.store %1081, %421 : f32, !llvm.ptr
      llvm.store %1082, %422 : f32, !llvm.ptr
      llvm.store %1083, %423 : f32, !llvm.ptr
      llvm.store %1084, %424 : f32, !llvm.ptr
      llvm.store %1085, %425 : f32, !llvm.ptr
      llvm.store %1086, %426 : f32, !llvm.ptr
      llvm.store %1087, %427 : f32, !llvm.ptr
      llvm.store %1088, %428 : f32, !llvm.ptr
      llvm.store %1089, %429 : f32, !llvm.ptr
      llvm.store %1090, %430 : f32, !llvm.ptr
      llvm.store %1091, %431 : f32, !llvm.ptr
      llvm.store %1092, %432 : f32, !llvm.ptr
      llvm.store %1093, %433 : f32, !llvm.ptr
      llvm.store %1094, %434 : f32, !llvm.ptr
      llvm.store %1095, %435 : f32, !llvm.ptr
      llvm.store %1096, %436 : f32, !llvm.ptr
      llvm.store %1097, %437 : f32, !llvm.ptr
      llvm.store %1098, %438 : f32, !llvm.ptr
      llvm.store %1099, %439 : f32, !llvm.ptr
      llvm.store %1100, %440 : f32, !llvm.ptr
      llvm.store %1101, %441 : f32, !llvm.ptr
      llvm.store %1102, %442 : f32, !llvm.ptr
      llvm.store %1103, %443 : f32, !llvm.ptr
      llvm.store %1104, %444 : f32, !llvm.ptr
      llvm.store %1105, %445 : f32, !llvm.ptr
      %1106 = llvm.mul %686, %13 overflow<nsw> : i32
      %1107 = llvm.add %1106, %28 overflow<nsw> : i32
      %1108 = llvm.add %460, %1107 : i32
      %1109 = llvm.mlir.constant(0 : i64) : i64
      %1110 = llvm.insertelement %1108, %458[%1109 : i64] : vector<2xi32>
      %1111 = llvm.bitcast %1110 : vector<2xi32> to i64
      %1112 = llvm.add %463, %1107 : i32
      %1113 = llvm.mlir.constant(0 : i64) : i64
      %1114 = llvm.insertelement %1112, %461[%1113 : i64] : vector<2xi32>
      %1115 = llvm.bitcast %1114 : vector<2xi32> to i64
      %1116 = llvm.load %42 : !llvm.ptr -> f32
      %1117 = llvm.load %383 : !llvm.ptr -> f32
      %1118 = llvm.load %384 : !llvm.ptr -> f32
      %1119 = llvm.load %385 : !llvm.ptr -> f32
      %1120 = llvm.load %386 : !llvm.ptr -> f32
      %1121 = llvm.load %387 : !llvm.ptr -> f32
      %1122 = llvm.load %388 : !llvm.ptr -> f32
      %1123 = llvm.load %389 : !llvm.ptr -> f32
      %1124 = llvm.load %390 : !llvm.ptr -> f32
      %1125 = llvm.load %391 : !llvm.ptr -> f32
      %1126 = llvm.load %392 : !llvm.ptr -> f32
      %1127 = llvm.load %393 : !llvm.ptr -> f32
      %1128 = llvm.load %394 : !llvm.ptr -> f32
      %1129 = llvm.load %395 : !llvm.ptr -> f32
      %1130 = llvm.load %396 : !llvm.ptr -> f32
      %1131 = llvm.load %397 : !llvm.ptr -> f32
      %1132 = llvm.load %398 : !llvm.ptr -> f32
      %1133 = llvm.load %399 : !llvm.ptr -> f32
      %1134 = llvm.load %400 : !llvm.ptr -> f32
      %1135 = llvm.load %401 : !llvm.ptr -> f32
      %1136 = llvm.load %402 : !llvm.ptr -> f32
      %1137 = llvm.load %403 : !llvm.ptr -> f32
      %1138 = llvm.load %404 : !llvm.ptr -> f32
      %1139 = llvm.load %405 : !llvm.ptr -> f32
      %1140 = llvm.load %406 : !llvm.ptr -> f32
      %1141 = llvm.load %407 : !llvm.ptr -> f32
      %1142 = llvm.load %408 : !llvm.ptr -> f32
      %1143 = llvm.load %409 : !llvm.ptr -> f32
      %1144 = llvm.load %410 : !llvm.ptr -> f32
      %1145 = llvm.load %411 : !llvm.ptr -> f32
      %1146 = llvm.load %412 : !llvm.ptr -> f32
      %1147 = llvm.load %413 : !llvm.ptr -> f32
      %1148 = llvm.load %414 : !llvm.ptr -> f32
      %1149 = llvm.load %415 : !llvm.ptr -> f32
      %1150 = llvm.load %416 : !llvm.ptr -> f32
      %1151 = llvm.load %417 : !llvm.ptr -> f32
      %1152 = llvm.load %418 : !llvm.ptr -> f32
      %1153 = llvm.load %419 : !llvm.ptr -> f32
      %1154 = llvm.load %420 : !llvm.ptr -> f32
      %1155 = llvm.load %421 : !llvm.ptr -> f32
      %1156 = llvm.load %422 : !llvm.ptr -> f32
      %1157 = llvm.load %423 : !llvm.ptr -> f32
      %1158 = llvm.load %424 : !llvm.ptr -> f32
      %1159 = llvm.load %425 : !llvm.ptr -> f32
      %1160 = llvm.load %426 : !llvm.ptr -> f32
      %1161 = llvm.load %427 : !llvm.ptr -> f32
      %1162 = llvm.load %428 : !llvm.ptr -> f32
      %1163 = llvm.load %429 : !llvm.ptr -> f32
      %1164 = llvm.load %430 : !llvm.ptr -> f32
      %1165 = llvm.load %431 : !llvm.ptr -> f32
      %1166 = llvm.load %432 : !llvm.ptr -> f32
      %1167 = llvm.load %433 : !llvm.ptr -> f32
      %1168 = llvm.load %434 : !llvm.ptr -> f32
      %1169 = llvm.load %435 : !llvm.ptr -> f32
      %1170 = llvm.load %436 : !llvm.ptr -> f32
      %1171 = llvm.load %437 : !llvm.ptr -> f32
      %1172 = llvm.load %438 : !llvm.ptr -> f32
      %1173 = llvm.load %439 : !llvm.ptr -> f32
      %1174 = llvm.load %440 : !llvm.ptr -> f32
      %1175 = llvm.load %441 : !llvm.ptr -> f32
      %1176 = llvm.load %442 : !llvm.ptr -> f32
      %1177 = llvm.load %443 : !llvm.ptr -> f32
      %1178 = llvm.load %444 : !llvm.ptr -> f32
      %1179 = llvm.load %445 : !llvm.ptr -> f32
      %1180 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1116, %1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126, %1127, %1128, %1129, %1130, %1131, %1132, %1133, %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1145, %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1111, %1115, %39, %39, %39, %19, %19 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm_struct_4a19c2
      %1181 = llvm.extractvalue %1180[0] : !llvm_struct_4a19c2
      %1182 = llvm.extractvalue %1180[1] : !llvm_struct_4a19c2
      %1183 = llvm.extractvalue %1180[2] : !llvm_struct_4a19c2
      %1184 = llvm.extractvalue %1180[3] : !llvm_struct_4a19c2
      %1185 = llvm.extractvalue %1180[4] : !llvm_struct_4a19c2
      %1186 = llvm.extractvalue %1180[5] : !llvm_struct_4a19c2
      %1187 = llvm.extractvalue %1180[6] : !llvm_struct_4a19c2
      %1188 = llvm.extractvalue %1180[7] : !llvm_struct_4a19c2
      %1189 = llvm.extractvalue %1180[8] : !llvm_struct_4a19c2
      %1190 = llvm.extractvalue %1180[9] : !llvm_struct_4a19c2
      %1191 = llvm.extractvalue %1180[10] : !llvm_struct_4a19c2
      %1192 = llvm.extractvalue %1180[11] : !llvm_struct_4a19c2
      %1193 = llvm.extractvalue %1180[12] : !llvm_struct_4a19c2
      %1194 = llvm.extractvalue %1180[13] : !llvm_struct_4a19c2
      %1195 = llvm.extractvalue %1180[14] : !llvm_struct_4a19c2
      %1196 = llvm.extractvalue %1180[15] : !llvm_struct_4a19c2
      %1197 = llvm.extractvalue %1180[16] : !llvm_struct_4a19c2
      %1198 = llvm.extractvalue %1180[17] : !llvm_struct_4a19c2
      %1199 = llvm.extractvalue %1180[18] : !llvm_struct_4a19c2
      %1200 = llvm.extractvalue %1180[19] : !llvm_struct_4a19c2
      %1201 = llvm.extractvalue %1180[20] : !llvm_struct_4a19c2
      %1202 = llvm.extractvalue %1180[21] : !llvm_struct_4a19c2
      %1203 = llvm.extractvalue %1180[22] : !llvm_struct_4a19c2
      %1204 = llvm.extractvalue %1180[23] : !llvm_struct_4a19c2
      %1205 = llvm.extractvalue %1180[24] : !llvm_struct_4a19c2
      %1206 = llvm.extractvalue %1180[25] : !llvm_struct_4a19c2
      %1207 = llvm.extractvalue %1180[26] : !llvm_struct_4a19c2
      %1208 = llvm.extractvalue %1180[27] : !llvm_struct_4a19c2
      %1209 = llvm.extractvalue %1180[28] : !llvm_struct_4a19c2
      %1210 = llvm.extractvalue %1180[29] : !llvm_struct_4a19c2
      %1211 = llvm.extractvalue %1180[30] : !llvm_struct_4a19c2
      %1212 = llvm.extractvalue %1180[31] : !llvm_struct_4a19c2
      %1213 = llvm.extractvalue %1180[32] : !llvm_struct_4a19c2
      %1214 = llvm.extractvalue %1180[33] : !llvm_struct_4a19c2
      %1215 = llvm.extractvalue %1180[34] : !llvm_struct_4a19c2
      %1216 = llvm.extractvalue %1180[35] : !llvm_struct_4a19c2
      %1217 = llvm.extractvalue %1180[36] : !llvm_struct_4a19c2
      %1218 = llvm.extractvalue %1180[37] : !llvm_struct_4a19c2
      %1219 = llvm.extractvalue %1180[38] : !llvm_struct_4a19c2
      %1220 = llvm.extractvalue %1180[39] : !llvm_struct_4a19c2
      %1221 = llvm.extractvalue %1180[40] : !llvm_struct_4a19c2
      %1222 = llvm.extractvalue %1180[41] : !llvm_struct_4a19c2
      %1223 = llvm.extractvalue %1180[42] : !llvm_struct_4a19c2
      %1224 = llvm.extractvalue %1180[43] : !llvm_struct_4a19c2
      %1225 = llvm.extractvalue %1180[44] : !llvm_struct_4a19c2
      %1226 = llvm.extractvalue %1180[45] : !llvm_struct_4a19c2
      %1227 = llvm.extractvalue %1180[46] : !llvm_struct_4a19c2
      %1228 = llvm.extractvalue %1180[47] : !llvm_struct_4a19c2
      %1229 = llvm.extractvalue %1180[48] : !llvm_struct_4a19c2
      %1230 = llvm.extractvalue %1180[49] : !llvm_struct_4a19c2
      %1231 = llvm.extractvalue %1180[50] : !llvm_struct_4a19c2
      %1232 = llvm.extractvalue %1180[51] : !llvm_struct_4a19c2
      %1233 = llvm.extractvalue %1180[52] : !llvm_struct_4a19c2
      %1234 = llvm.extractvalue %1180[53] : !llvm_struct_4a19c2
      %1235 = llvm.extractvalue %1180[54] : !llvm_struct_4a19c2
      %1236 = llvm.extractvalue %1180[55] : !llvm_struct_4a19c2
      %1237 = llvm.extractvalue %1180[56] : !llvm_struct_4a19c2
      %1238 = llvm.extractvalue %1180[57] : !llvm_struct_4a19c2
      %1239 = llvm.extractvalue %1180[58] : !llvm_struct_4a19c2
      %1240 = llvm.extractvalue %1180[59] : !llvm_struct_4a19c2
      %1241 = llvm.extractvalue %1180[60] : !llvm_struct_4a19c2
      %1242 = llvm.extractvalue %1180[61] : !llvm_struct_4a19c2
      %1243 = llvm.extractvalue %1180[62] : !llvm_struct_4a19c2
      %1244 = llvm.extractvalue %1180[63] : !llvm_struct_4a19c2
      llvm.store %1181, %42 : f32, !llvm.ptr
      llvm.store %1182, %383 : f32, !llvm.ptr
      llvm.store %1183, %384 : f32, !llvm.ptr
      llvm.store %1184, %385 : f32, !llvm.ptr
      llvm.store %1185, %386 : f32, !llvm.ptr
      llvm.store %1186, %387 : f32, !llvm.ptr
      llvm.store %1187, %388 : f32, !llvm.ptr
      llvm.store %1188, %389 : f32, !llvm.ptr
      llvm.store %1189, %390 : f32, !llvm.ptr
      llvm.store %1190, %391 : f32, !llvm.ptr
      llvm.store %1191, %392 : f32, !llvm.ptr
      llvm.store %1192, %393 : f32, !llvm.ptr
      llvm.store %1193, %394 : f32, !llvm.ptr
      llvm.store %1194, %395 : f32, !llvm.ptr
      llvm.store %1195, %396 : f32, !llvm.ptr
      llvm.store %1196, %397 : f32, !llvm.ptr
      llvm.store %1197, %398 : f32, !llvm.ptr
      llvm.store %1198, %399 : f32, !llvm.ptr
      llvm.store %1199, %400 : f32, !llvm.ptr
      llvm.store %1200, %401 : f32, !llvm.ptr
      llvm.store %1201, %402 : f32, !llvm.ptr
      llvm.store %1202, %403 : f32, !llvm.ptr
      llvm.store %1203, %404 : f32, !llvm.ptr
      llvm.store %1204, %405 : f32, !llvm.ptr
      llvm.store %1205, %406 : f32, !llvm.ptr
      llvm.store %1206, %407 : f32, !llvm.ptr
      llvm.store %1207, %408 : f32, !llvm.ptr
      llvm.store %1208, %409 : f32, !llvm.ptr
      llvm.store %1209, %410 : f32, !llvm.ptr
      llvm.store %1210, %411 : f32, !llvm.ptr
      llvm.store %1211, %412 : f32, !llvm.ptr
      llvm.store %1212, %413 : f32, !llvm.ptr
      llvm.store %1213, %414 : f32, !llvm.ptr
      llvm.store %1214, %415 : f32, !llvm.ptr
      llvm.store %1215, %416 : f32, !llvm.ptr
      llvm.store %1216, %417 : f32, !llvm.ptr
      llvm.store %1217, %418 : f32, !llvm.ptr
      llvm.store %1218, %419 : f32, !llvm.ptr
      llvm.store %1219, %420 : f32, !llvm.ptr
      llvm.store %1220, %421 : f32, !llvm.ptr
      llvm.store %1221, %422 : f32, !llvm.ptr
      llvm.store %1222, %423 : f32, !llvm.ptr
      llvm.store %1223, %424 : f32, !llvm.ptr
      llvm.store %1224, %425 : f32, !llvm.ptr
      llvm.store %1225, %426 : f32, !llvm.ptr
      llvm.store %1226, %427 : f32, !llvm.ptr
      llvm.store %1227, %428 : f32, !llvm.ptr
      llvm.store %1228, %429 : f32, !llvm.ptr
      llvm.store %1229, %430 : f32, !llvm.ptr
      llvm.store %1230, %431 : f32, !llvm.ptr
      llvm.store %1231, %432 : f32, !llvm.ptr
      llvm.store %1232, %433 : f32, !llvm.ptr
      llvm.store %1233, %434 : f32, !llvm.ptr
      llvm.store %1234, %435 : f32, !llvm.ptr
      llvm.store %1235, %436 : f32, !llvm.ptr
      llvm.store %1236, %437 : f32, !llvm.ptr
      llvm.store %1237, %438 : f32, !llvm.ptr
      llvm.store %1238, %439 : f32, !llvm.ptr
      llvm.store %1239, %440 : f32, !llvm.ptr
      llvm.store %1240, %441 : f32, !llvm.ptr
      llvm.store %1241, %442 : f32, !llvm.ptr
      llvm.store %1242, %443 : f32, !llvm.ptr
      llvm.store %1243, %444 : f32, !llvm.ptr
      llvm.store %1244, %445 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %1245 = llvm.icmp "sgt" %681, %19 : i32
      llvm.cond_br %1245, ^bb95, ^bb102
    ^bb95:  // pred: ^bb94
      llvm.cond_br %103, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %1246 = llvm.getelementptr %95[%683] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1247 = nvvm.mbarrier.arrive %1246, %39 : !llvm.ptr<3> -> i64
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      %1248 = llvm.add %683, %39 : i32
      %1249 = llvm.add %682, %39 : i32
      %1250 = llvm.icmp "eq" %1248, %28 : i32
      %1251 = llvm.select %1250, %19, %1248 : i1, i32
      llvm.cond_br %1250, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      %1252 = llvm.xor %684, %39 : i32
      llvm.br ^bb100(%1252 : i32)
    ^bb99:  // pred: ^bb97
      llvm.br ^bb100(%684 : i32)
    ^bb100(%1253: i32):  // 2 preds: ^bb98, ^bb99
      llvm.br ^bb101
    ^bb101:  // pred: ^bb100
      llvm.br ^bb103(%1249, %1251, %1253 : i32, i32, i32)
    ^bb102:  // pred: ^bb94
      llvm.br ^bb103(%682, %683, %684 : i32, i32, i32)
    ^bb103(%1254: i32, %1255: i32, %1256: i32):  // 2 preds: ^bb101, ^bb102
      llvm.br ^bb104
    ^bb104:  // pred: ^bb103
      %1257 = llvm.add %686, %39 : i32
      %1258 = llvm.add %685, %39 : i32
      %1259 = llvm.icmp "eq" %1257, %28 : i32
      %1260 = llvm.select %1259, %19, %1257 : i1, i32
      llvm.cond_br %1259, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1261 = llvm.xor %687, %39 : i32
      llvm.br ^bb107(%1261 : i32)
    ^bb106:  // pred: ^bb104
      llvm.br ^bb107(%687 : i32)
    ^bb107(%1262: i32):  // 2 preds: ^bb105, ^bb106
      llvm.br ^bb108
    ^bb108:  // pred: ^bb107
      %1263 = llvm.add %681, %39 : i32
      llvm.br ^bb93(%1263, %1254, %1255, %1256, %1258, %1260, %1262 : i32, i32, i32, i32, i32, i32, i32)
    ^bb109:  // pred: ^bb93
      nvvm.wgmma.wait.group.sync.aligned 0
      %1264 = llvm.icmp "sgt" %657, %19 : i32
      llvm.cond_br %1264, ^bb110, ^bb117
    ^bb110:  // pred: ^bb109
      llvm.cond_br %103, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1265 = llvm.getelementptr %95[%683] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1266 = nvvm.mbarrier.arrive %1265, %39 : !llvm.ptr<3> -> i64
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1267 = llvm.add %683, %39 : i32
      %1268 = llvm.add %682, %39 : i32
      %1269 = llvm.icmp "eq" %1267, %28 : i32
      %1270 = llvm.select %1269, %19, %1267 : i1, i32
      llvm.cond_br %1269, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1271 = llvm.xor %684, %39 : i32
      llvm.br ^bb115(%1271 : i32)
    ^bb114:  // pred: ^bb112
      llvm.br ^bb115(%684 : i32)
    ^bb115(%1272: i32):  // 2 preds: ^bb113, ^bb114
      llvm.br ^bb116
    ^bb116:  // pred: ^bb115
      llvm.br ^bb118(%1268, %1270, %1272 : i32, i32, i32)
    ^bb117:  // pred: ^bb109
      llvm.br ^bb118(%682, %683, %684 : i32, i32, i32)
    ^bb118(%1273: i32, %1274: i32, %1275: i32):  // 2 preds: ^bb116, ^bb117
      llvm.br ^bb119
    ^bb119:  // pred: ^bb118
      %1276 = llvm.mul %634, %18 overflow<nsw> : i32
      %1277 = llvm.mul %645, %18 overflow<nsw> : i32
      %1278 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1278, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1279 = llvm.load %464 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1279, %465 {alignment = 4 : i64} : f32, !llvm.ptr
      %1280 = llvm.load %466 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1280, %467 {alignment = 8 : i64} : f32, !llvm.ptr
      %1281 = llvm.load %468 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1281, %469 {alignment = 4 : i64} : f32, !llvm.ptr
      %1282 = llvm.load %470 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1282, %471 {alignment = 16 : i64} : f32, !llvm.ptr
      %1283 = llvm.load %472 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1283, %473 {alignment = 4 : i64} : f32, !llvm.ptr
      %1284 = llvm.load %474 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1284, %475 {alignment = 8 : i64} : f32, !llvm.ptr
      %1285 = llvm.load %476 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1285, %477 {alignment = 4 : i64} : f32, !llvm.ptr
      %1286 = llvm.load %478 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1286, %479 {alignment = 32 : i64} : f32, !llvm.ptr
      %1287 = llvm.load %480 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1287, %481 {alignment = 4 : i64} : f32, !llvm.ptr
      %1288 = llvm.load %482 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1288, %483 {alignment = 8 : i64} : f32, !llvm.ptr
      %1289 = llvm.load %484 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1289, %485 {alignment = 4 : i64} : f32, !llvm.ptr
      %1290 = llvm.load %486 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1290, %487 {alignment = 16 : i64} : f32, !llvm.ptr
      %1291 = llvm.load %488 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1291, %489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1292 = llvm.load %490 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1292, %491 {alignment = 8 : i64} : f32, !llvm.ptr
      %1293 = llvm.load %492 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1293, %493 {alignment = 4 : i64} : f32, !llvm.ptr
      %1294 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1295 = llvm.fptrunc %1294 : vector<16xf32> to vector<16xbf16>
      llvm.store %1295, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1296 = llvm.mul %556, %30 overflow<nsw> : i32
      llvm.br ^bb120(%19 : i32)
    ^bb120(%1297: i32):  // 2 preds: ^bb119, ^bb121
      %1298 = llvm.icmp "slt" %1297, %29 : i32
      llvm.cond_br %1298, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1299 = llvm.mul %1297, %20 overflow<nsw> : i32
      %1300 = llvm.getelementptr %40[%1299] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1301 = llvm.mul %1297, %38 overflow<nsw> : i32
      %1302 = llvm.getelementptr %371[%1301] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1303 = llvm.load %1300 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1304 = llvm.mlir.constant(0 : i64) : i64
      %1305 = llvm.extractelement %1303[%1304 : i64] : vector<4xi32>
      %1306 = llvm.mlir.constant(1 : i64) : i64
      %1307 = llvm.extractelement %1303[%1306 : i64] : vector<4xi32>
      %1308 = llvm.mlir.constant(2 : i64) : i64
      %1309 = llvm.extractelement %1303[%1308 : i64] : vector<4xi32>
      %1310 = llvm.mlir.constant(3 : i64) : i64
      %1311 = llvm.extractelement %1303[%1310 : i64] : vector<4xi32>
      %1312 = llvm.ptrtoint %1302 : !llvm.ptr<3> to i64
      %1313 = llvm.and %1312, %7 : i64
      %1314 = llvm.lshr %1313, %6 : i64
      %1315 = llvm.xor %1312, %1314 : i64
      %1316 = llvm.inttoptr %1315 : i64 to !llvm.ptr<3>
      %1317 = llvm.getelementptr %1316[%1296] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1317, %1305, %1307, %1309, %1311 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1318 = llvm.add %1297, %39 : i32
      llvm.br ^bb120(%1318 : i32) {loop_annotation = #loop_annotation}
    ^bb122:  // pred: ^bb120
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %31
      llvm.cond_br %372, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1319 = llvm.mul %556, %30 overflow<nsw> : i32
      %1320 = llvm.getelementptr %87[%1319] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1321 = llvm.ptrtoint %120 : !llvm.ptr<1> to i64
      %1322 = llvm.inttoptr %1321 : i64 to !llvm.ptr
      llvm.intr.assume %21 ["align"(%1322, %11 : !llvm.ptr, i64)] : i1
      nvvm.cp.async.bulk.tensor.global.shared.cta %1322, %1320, box[%1277, %1276] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      nvvm.barrier id = %39 number_of_threads = %31
      %1323 = llvm.add %556, %39 : i32
      %1324 = llvm.srem %1323, %33 : i32
      %1325 = llvm.load %494 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1325, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1326 = llvm.load %495 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1326, %465 {alignment = 4 : i64} : f32, !llvm.ptr
      %1327 = llvm.load %496 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1327, %467 {alignment = 8 : i64} : f32, !llvm.ptr
      %1328 = llvm.load %497 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1328, %469 {alignment = 4 : i64} : f32, !llvm.ptr
      %1329 = llvm.load %498 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1329, %471 {alignment = 16 : i64} : f32, !llvm.ptr
      %1330 = llvm.load %499 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1330, %473 {alignment = 4 : i64} : f32, !llvm.ptr
      %1331 = llvm.load %500 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1331, %475 {alignment = 8 : i64} : f32, !llvm.ptr
      %1332 = llvm.load %501 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1332, %477 {alignment = 4 : i64} : f32, !llvm.ptr
      %1333 = llvm.load %502 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1333, %479 {alignment = 32 : i64} : f32, !llvm.ptr
      %1334 = llvm.load %503 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1334, %481 {alignment = 4 : i64} : f32, !llvm.ptr
      %1335 = llvm.load %504 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1335, %483 {alignment = 8 : i64} : f32, !llvm.ptr
      %1336 = llvm.load %505 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1336, %485 {alignment = 4 : i64} : f32, !llvm.ptr
      %1337 = llvm.load %506 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1337, %487 {alignment = 16 : i64} : f32, !llvm.ptr
      %1338 = llvm.load %507 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1338, %489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1339 = llvm.load %508 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1339, %491 {alignment = 8 : i64} : f32, !llvm.ptr
      %1340 = llvm.load %509 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1340, %493 {alignment = 4 : i64} : f32, !llvm.ptr
      %1341 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1342 = llvm.fptrunc %1341 : vector<16xf32> to vector<16xbf16>
      llvm.store %1342, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1343 = llvm.mul %1324, %30 overflow<nsw> : i32
      llvm.br ^bb125(%19 : i32)
    ^bb125(%1344: i32):  // 2 preds: ^bb124, ^bb126
      %1345 = llvm.icmp "slt" %1344, %29 : i32
      llvm.cond_br %1345, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %1346 = llvm.mul %1344, %20 overflow<nsw> : i32
      %1347 = llvm.getelementptr %40[%1346] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1348 = llvm.mul %1344, %38 overflow<nsw> : i32
      %1349 = llvm.getelementptr %371[%1348] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1350 = llvm.load %1347 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1351 = llvm.mlir.constant(0 : i64) : i64
      %1352 = llvm.extractelement %1350[%1351 : i64] : vector<4xi32>
      %1353 = llvm.mlir.constant(1 : i64) : i64
      %1354 = llvm.extractelement %1350[%1353 : i64] : vector<4xi32>
      %1355 = llvm.mlir.constant(2 : i64) : i64
      %1356 = llvm.extractelement %1350[%1355 : i64] : vector<4xi32>
      %1357 = llvm.mlir.constant(3 : i64) : i64
      %1358 = llvm.extractelement %1350[%1357 : i64] : vector<4xi32>
      %1359 = llvm.ptrtoint %1349 : !llvm.ptr<3> to i64
      %1360 = llvm.and %1359, %7 : i64
      %1361 = llvm.lshr %1360, %6 : i64
      %1362 = llvm.xor %1359, %1361 : i64
      %1363 = llvm.inttoptr %1362 : i64 to !llvm.ptr<3>
      %1364 = llvm.getelementptr %1363[%1343] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1364, %1352, %1354, %1356, %1358 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1365 = llvm.add %1344, %39 : i32
      llvm.br ^bb125(%1365 : i32) {loop_annotation = #loop_annotation}
    ^bb127:  // pred: ^bb125
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %31
      llvm.cond_br %372, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %1366 = llvm.mul %1324, %30 overflow<nsw> : i32
      %1367 = llvm.getelementptr %87[%1366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1368 = llvm.add %1277, %17 overflow<nsw> : i32
      %1369 = llvm.ptrtoint %120 : !llvm.ptr<1> to i64
      %1370 = llvm.inttoptr %1369 : i64 to !llvm.ptr
      llvm.intr.assume %21 ["align"(%1370, %11 : !llvm.ptr, i64)] : i1
      nvvm.cp.async.bulk.tensor.global.shared.cta %1370, %1367, box[%1368, %1276] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      nvvm.barrier id = %39 number_of_threads = %31
      %1371 = llvm.add %1324, %39 : i32
      %1372 = llvm.srem %1371, %33 : i32
      %1373 = llvm.load %510 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1373, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1374 = llvm.load %511 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1374, %465 {alignment = 4 : i64} : f32, !llvm.ptr
      %1375 = llvm.load %512 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1375, %467 {alignment = 8 : i64} : f32, !llvm.ptr
      %1376 = llvm.load %513 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1376, %469 {alignment = 4 : i64} : f32, !llvm.ptr
      %1377 = llvm.load %514 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1377, %471 {alignment = 16 : i64} : f32, !llvm.ptr
      %1378 = llvm.load %515 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1378, %473 {alignment = 4 : i64} : f32, !llvm.ptr
      %1379 = llvm.load %516 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1379, %475 {alignment = 8 : i64} : f32, !llvm.ptr
      %1380 = llvm.load %517 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1380, %477 {alignment = 4 : i64} : f32, !llvm.ptr
      %1381 = llvm.load %518 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1381, %479 {alignment = 32 : i64} : f32, !llvm.ptr
      %1382 = llvm.load %519 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1382, %481 {alignment = 4 : i64} : f32, !llvm.ptr
      %1383 = llvm.load %520 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1383, %483 {alignment = 8 : i64} : f32, !llvm.ptr
      %1384 = llvm.load %521 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1384, %485 {alignment = 4 : i64} : f32, !llvm.ptr
      %1385 = llvm.load %522 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1385, %487 {alignment = 16 : i64} : f32, !llvm.ptr
      %1386 = llvm.load %523 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1386, %489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1387 = llvm.load %524 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1387, %491 {alignment = 8 : i64} : f32, !llvm.ptr
      %1388 = llvm.load %525 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1388, %493 {alignment = 4 : i64} : f32, !llvm.ptr
      %1389 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1390 = llvm.fptrunc %1389 : vector<16xf32> to vector<16xbf16>
      llvm.store %1390, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1391 = llvm.mul %1372, %30 overflow<nsw> : i32
      llvm.br ^bb130(%19 : i32)
    ^bb130(%1392: i32):  // 2 preds: ^bb129, ^bb131
      %1393 = llvm.icmp "slt" %1392, %29 : i32
      llvm.cond_br %1393, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1394 = llvm.mul %1392, %20 overflow<nsw> : i32
      %1395 = llvm.getelementptr %40[%1394] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1396 = llvm.mul %1392, %38 overflow<nsw> : i32
      %1397 = llvm.getelementptr %371[%1396] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1398 = llvm.load %1395 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1399 = llvm.mlir.constant(0 : i64) : i64
      %1400 = llvm.extractelement %1398[%1399 : i64] : vector<4xi32>
      %1401 = llvm.mlir.constant(1 : i64) : i64
      %1402 = llvm.extractelement %1398[%1401 : i64] : vector<4xi32>
      %1403 = llvm.mlir.constant(2 : i64) : i64
      %1404 = llvm.extractelement %1398[%1403 : i64] : vector<4xi32>
      %1405 = llvm.mlir.constant(3 : i64) : i64
      %1406 = llvm.extractelement %1398[%1405 : i64] : vector<4xi32>
      %1407 = llvm.ptrtoint %1397 : !llvm.ptr<3> to i64
      %1408 = llvm.and %1407, %7 : i64
      %1409 = llvm.lshr %1408, %6 : i64
      %1410 = llvm.xor %1407, %1409 : i64
      %1411 = llvm.inttoptr %1410 : i64 to !llvm.ptr<3>
      %1412 = llvm.getelementptr %1411[%1391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1412, %1400, %1402, %1404, %1406 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1413 = llvm.add %1392, %39 : i32
      llvm.br ^bb130(%1413 : i32) {loop_annotation = #loop_annotation}
    ^bb132:  // pred: ^bb130
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %31
      llvm.cond_br %372, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1414 = llvm.mul %1372, %30 overflow<nsw> : i32
      %1415 = llvm.getelementptr %87[%1414] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1416 = llvm.add %1277, %37 overflow<nsw> : i32
      %1417 = llvm.ptrtoint %120 : !llvm.ptr<1> to i64
      %1418 = llvm.inttoptr %1417 : i64 to !llvm.ptr
      llvm.intr.assume %21 ["align"(%1418, %11 : !llvm.ptr, i64)] : i1
      nvvm.cp.async.bulk.tensor.global.shared.cta %1418, %1415, box[%1416, %1276] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      nvvm.barrier id = %39 number_of_threads = %31
      %1419 = llvm.add %1372, %39 : i32
      %1420 = llvm.srem %1419, %33 : i32
      %1421 = llvm.load %526 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1421, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %1422 = llvm.load %527 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1422, %465 {alignment = 4 : i64} : f32, !llvm.ptr
      %1423 = llvm.load %528 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1423, %467 {alignment = 8 : i64} : f32, !llvm.ptr
      %1424 = llvm.load %529 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1424, %469 {alignment = 4 : i64} : f32, !llvm.ptr
      %1425 = llvm.load %530 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1425, %471 {alignment = 16 : i64} : f32, !llvm.ptr
      %1426 = llvm.load %531 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1426, %473 {alignment = 4 : i64} : f32, !llvm.ptr
      %1427 = llvm.load %532 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1427, %475 {alignment = 8 : i64} : f32, !llvm.ptr
      %1428 = llvm.load %533 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1428, %477 {alignment = 4 : i64} : f32, !llvm.ptr
      %1429 = llvm.load %534 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1429, %479 {alignment = 32 : i64} : f32, !llvm.ptr
      %1430 = llvm.load %535 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1430, %481 {alignment = 4 : i64} : f32, !llvm.ptr
      %1431 = llvm.load %536 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1431, %483 {alignment = 8 : i64} : f32, !llvm.ptr
      %1432 = llvm.load %537 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1432, %485 {alignment = 4 : i64} : f32, !llvm.ptr
      %1433 = llvm.load %538 {alignment = 16 : i64} : !llvm.ptr -> f32
      llvm.store %1433, %487 {alignment = 16 : i64} : f32, !llvm.ptr
      %1434 = llvm.load %539 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1434, %489 {alignment = 4 : i64} : f32, !llvm.ptr
      %1435 = llvm.load %540 {alignment = 8 : i64} : !llvm.ptr -> f32
      llvm.store %1435, %491 {alignment = 8 : i64} : f32, !llvm.ptr
      %1436 = llvm.load %541 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %1436, %493 {alignment = 4 : i64} : f32, !llvm.ptr
      %1437 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %1438 = llvm.fptrunc %1437 : vector<16xf32> to vector<16xbf16>
      llvm.store %1438, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %1439 = llvm.mul %1420, %30 overflow<nsw> : i32
      llvm.br ^bb135(%19 : i32)
    ^bb135(%1440: i32):  // 2 preds: ^bb134, ^bb136
      %1441 = llvm.icmp "slt" %1440, %29 : i32
      llvm.cond_br %1441, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %1442 = llvm.mul %1440, %20 overflow<nsw> : i32
      %1443 = llvm.getelementptr %40[%1442] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1444 = llvm.mul %1440, %38 overflow<nsw> : i32
      %1445 = llvm.getelementptr %371[%1444] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1446 = llvm.load %1443 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1447 = llvm.mlir.constant(0 : i64) : i64
      %1448 = llvm.extractelement %1446[%1447 : i64] : vector<4xi32>
      %1449 = llvm.mlir.constant(1 : i64) : i64
      %1450 = llvm.extractelement %1446[%1449 : i64] : vector<4xi32>
      %1451 = llvm.mlir.constant(2 : i64) : i64
      %1452 = llvm.extractelement %1446[%1451 : i64] : vector<4xi32>
      %1453 = llvm.mlir.constant(3 : i64) : i64
      %1454 = llvm.extractelement %1446[%1453 : i64] : vector<4xi32>
      %1455 = llvm.ptrtoint %1445 : !llvm.ptr<3> to i64
      %1456 = llvm.and %1455, %7 : i64
      %1457 = llvm.lshr %1456, %6 : i64
      %1458 = llvm.xor %1455, %1457 : i64
      %1459 = llvm.inttoptr %1458 : i64 to !llvm.ptr<3>
      %1460 = llvm.getelementptr %1459[%1439] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.stmatrix %1460, %1448, %1450, %1452, %1454 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1461 = llvm.add %1440, %39 : i32
      llvm.br ^bb135(%1461 : i32) {loop_annotation = #loop_annotation}
    ^bb137:  // pred: ^bb135
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %39 number_of_threads = %31
      llvm.cond_br %372, ^bb138, ^bb139
    ^bb138:  // pred: ^bb137
      %1462 = llvm.mul %1420, %30 overflow<nsw> : i32
      %1463 = llvm.getelementptr %87[%1462] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1464 = llvm.add %1277, %4 overflow<nsw> : i32
      %1465 = llvm.ptrtoint %120 : !llvm.ptr<1> to i64
      %1466 = llvm.inttoptr %1465 : i64 to !llvm.ptr
      llvm.intr.assume %21 ["align"(%1466, %11 : !llvm.ptr, i64)] : i1
      nvvm.cp.async.bulk.tensor.global.shared.cta %1466, %1463, box[%1464, %1276] l2_cache_hint = %3 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      llvm.br ^bb139
    ^bb139:  // 2 preds: ^bb137, ^bb138
      nvvm.barrier id = %39 number_of_threads = %31
      %1467 = llvm.add %1420, %39 : i32
      %1468 = llvm.srem %1467, %33 : i32
      %1469 = llvm.add %557, %83 : i32
      llvm.br ^bb78(%567, %567, %1468, %1469, %680, %1273, %1274, %1275, %685, %686, %687 : i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb140:  // pred: ^bb78
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb72, ^bb140
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_grou_h36291334(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm_struct_6960aa, %arg5: !llvm_struct_6960aa, %arg6: !llvm_struct_6960aa, %arg7: i32, %arg8: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_2ed770
    %1 = llvm.mlir.poison : !llvm.struct<(i1)>
    %2 = llvm.mlir.constant(230400 : i64) : i64
    %3 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %4 = llvm.mlir.constant(854698492039 : i64) : i64
    %5 = llvm.mlir.constant(73014723858 : i64) : i64
    %6 = llvm.mlir.constant(579820585479 : i64) : i64
    %7 = llvm.mlir.constant(127 : i64) : i64
    %8 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %9 = llvm.mlir.constant(854698492423 : i64) : i64
    %10 = llvm.mlir.constant(279175259410 : i64) : i64
    %11 = llvm.mlir.constant(0 : i32) : i32
    %12 = llvm.mlir.constant(384 : i32) : i32
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(132 : i32) : i32
    %15 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %16 = llvm.mlir.constant(16 : i64) : i64
    %17 = llvm.mlir.constant(4 : i64) : i64
    %18 = llvm.mlir.constant(0 : i64) : i64
    %19 = llvm.mlir.constant(16 : i32) : i32
    %20 = llvm.mlir.constant(false) : i1
    %21 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %22 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %23 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %24 = llvm.insertvalue %20, %1[0] : !llvm.struct<(i1)>
    %25 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %26 = llvm.ptrtoint %21 : !llvm.ptr<1> to i64
    %27 = llvm.getelementptr %25[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %25[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %25[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %25[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %30 : i64, !llvm.ptr
    %31 = llvm.getelementptr %25[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %25[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %32 : i64, !llvm.ptr
    %33 = llvm.getelementptr %25[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %25[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %34 : i64, !llvm.ptr
    %35 = llvm.udiv %26, %16 : i64
    %36 = llvm.and %35, %15 : i64
    %37 = llvm.shl %36, %17 : i64
    llvm.store %37, %27 : i64, !llvm.ptr
    llvm.store %10, %28 : i64, !llvm.ptr
    llvm.store %18, %29 : i64, !llvm.ptr
    llvm.store %18, %30 : i64, !llvm.ptr
    llvm.store %9, %31 : i64, !llvm.ptr
    llvm.store %18, %32 : i64, !llvm.ptr
    llvm.store %8, %33 : i64, !llvm.ptr
    llvm.store %7, %34 : i64, !llvm.ptr
    %38 = llvm.ptrtoint %25 : !llvm.ptr to i64
    %39 = llvm.inttoptr %38 : i64 to !llvm.ptr
    %40 = llvm.load %39 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %41 = llvm.insertvalue %40, %0[0] : !llvm_struct_2ed770
    %42 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %43 = llvm.ptrtoint %22 : !llvm.ptr<1> to i64
    %44 = llvm.getelementptr %42[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %42[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %42[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %42[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %42[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %42[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %42[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %42[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %51 : i64, !llvm.ptr
    %52 = llvm.udiv %43, %16 : i64
    %53 = llvm.and %52, %15 : i64
    %54 = llvm.shl %53, %17 : i64
    llvm.store %54, %44 : i64, !llvm.ptr
    llvm.store %10, %45 : i64, !llvm.ptr
    llvm.store %18, %46 : i64, !llvm.ptr
    llvm.store %18, %47 : i64, !llvm.ptr
    llvm.store %6, %48 : i64, !llvm.ptr
    llvm.store %18, %49 : i64, !llvm.ptr
    llvm.store %8, %50 : i64, !llvm.ptr
    llvm.store %7, %51 : i64, !llvm.ptr
    %55 = llvm.ptrtoint %42 : !llvm.ptr to i64
    %56 = llvm.inttoptr %55 : i64 to !llvm.ptr
    %57 = llvm.load %56 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %58 = llvm.insertvalue %57, %0[0] : !llvm_struct_2ed770
    %59 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %60 = llvm.ptrtoint %23 : !llvm.ptr<1> to i64
    %61 = llvm.getelementptr %59[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %61 : i64, !llvm.ptr
    %62 = llvm.getelementptr %59[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %62 : i64, !llvm.ptr
    %63 = llvm.getelementptr %59[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %63 : i64, !llvm.ptr
    %64 = llvm.getelementptr %59[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %64 : i64, !llvm.ptr
    %65 = llvm.getelementptr %59[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %65 : i64, !llvm.ptr
    %66 = llvm.getelementptr %59[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %66 : i64, !llvm.ptr
    %67 = llvm.getelementptr %59[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %67 : i64, !llvm.ptr
    %68 = llvm.getelementptr %59[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %68 : i64, !llvm.ptr
    %69 = llvm.udiv %60, %16 : i64
    %70 = llvm.and %69, %15 : i64
    %71 = llvm.shl %70, %17 : i64
    llvm.store %71, %61 : i64, !llvm.ptr
    llvm.store %5, %62 : i64, !llvm.ptr
    llvm.store %18, %63 : i64, !llvm.ptr
    llvm.store %18, %64 : i64, !llvm.ptr
    llvm.store %4, %65 : i64, !llvm.ptr
    llvm.store %18, %66 : i64, !llvm.ptr
    llvm.store %3, %67 : i64, !llvm.ptr
    llvm.store %7, %68 : i64, !llvm.ptr
    %72 = llvm.ptrtoint %59 : !llvm.ptr to i64
    %73 = llvm.inttoptr %72 : i64 to !llvm.ptr
    %74 = llvm.load %73 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %75 = llvm.insertvalue %74, %0[0] : !llvm_struct_2ed770
    %76 = llvm.intr.smin(%arg7, %14) : (i32, i32) -> i32
    %77 = llvm.intr.smax(%76, %13) : (i32, i32) -> i32
    %78 = llvm.mlir.constant(1 : i32) : i32
    %79 = llvm.alloca %78 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %80 = llvm.alloca %78 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %81 = llvm.getelementptr %79[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %80, %81 : !llvm.ptr, !llvm.ptr
    %82 = llvm.getelementptr %79[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %12, %82 : i32, !llvm.ptr
    %83 = llvm.getelementptr %79[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %83 : i32, !llvm.ptr
    %84 = llvm.getelementptr %79[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %84 : i32, !llvm.ptr
    %85 = llvm.getelementptr %79[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %85 : i64, !llvm.ptr
    %86 = llvm.getelementptr %79[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %86 : i32, !llvm.ptr
    %87 = llvm.getelementptr %79[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %87 : i32, !llvm.ptr
    %88 = llvm.getelementptr %79[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %77, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %79[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %90 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %90, %89 : i32, !llvm.ptr
    %91 = llvm.getelementptr %79[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg8, %91 : !llvm.ptr, !llvm.ptr
    %92 = llvm.alloca %78 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %93 = builtin.unrealized_conversion_cast %92 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %94 = llvm.getelementptr %92[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %79, %94 : !llvm.ptr, !llvm.ptr
    %95 = llvm.getelementptr %92[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %96 = llvm.load %95 : !llvm.ptr -> !llvm.ptr
    %97 = llvm.getelementptr %96[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %98 = llvm.load %97 : !llvm.ptr -> i32
    %99 = llvm.getelementptr %96[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %100 = llvm.load %99 : !llvm.ptr -> !llvm.ptr
    %101 = llvm.mlir.constant(6 : i32) : i32
    %102 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%102 : i32)
  ^bb1(%103: i32):  // 2 preds: ^bb3, ^bb5
    %104 = llvm.getelementptr %100[%103] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %105 = llvm.getelementptr %104[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %101, %105 : i32, !llvm.ptr
    %106 = llvm.getelementptr %104[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %11, %106 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %107 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %108 = llvm.mlir.constant(0 : index) : i64
    %109 = llvm.getelementptr %107[%108, %108] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %110 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %111 = llvm.mlir.constant(0 : index) : i64
    %112 = llvm.getelementptr %110[%111, %111] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %113 = llvm.call @printf(%112, %109) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %114 = llvm.mlir.constant(1 : i32) : i32
    %115 = llvm.add %98, %114 : i32
    llvm.store %115, %97 : i32, !llvm.ptr
    llvm.br ^bb1(%98 : i32)
  ^bb4:  // pred: ^bb7
    %116 = llvm.mlir.constant(17 : i32) : i32
    %117 = llvm.icmp "uge" %98, %116 : i32
    llvm.cond_br %117, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%124 : i32)
  ^bb6:  // pred: ^bb7
    %118 = llvm.getelementptr %100[%124] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %119 = llvm.getelementptr %118[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %120 = llvm.load %119 : !llvm.ptr -> i32
    %121 = llvm.icmp "eq" %120, %101 : i32
    %122 = llvm.mlir.constant(1 : i32) : i32
    %123 = llvm.add %124, %122 : i32
    llvm.cond_br %121, ^bb5, ^bb7(%123 : i32)
  ^bb7(%124: i32):  // 2 preds: ^bb0, ^bb6
    %125 = llvm.icmp "uge" %124, %98 : i32
    llvm.cond_br %125, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %126 = llvm.getelementptr %92[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %127 = llvm.load %126 : !llvm.ptr -> !llvm.ptr
    %128 = llvm.getelementptr %127[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %129 = llvm.load %128 : !llvm.ptr -> i32
    %130 = llvm.getelementptr %127[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %131 = llvm.load %130 : !llvm.ptr -> !llvm.ptr
    %132 = llvm.mlir.constant(2 : i32) : i32
    %133 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%133 : i32)
  ^bb9(%134: i32):  // 2 preds: ^bb11, ^bb13
    %135 = llvm.getelementptr %131[%134] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %136 = llvm.getelementptr %135[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %132, %136 : i32, !llvm.ptr
    %137 = llvm.getelementptr %135[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %11, %137 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %138 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %139 = llvm.mlir.constant(0 : index) : i64
    %140 = llvm.getelementptr %138[%139, %139] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %141 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %142 = llvm.mlir.constant(0 : index) : i64
    %143 = llvm.getelementptr %141[%142, %142] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %144 = llvm.call @printf(%143, %140) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %145 = llvm.mlir.constant(1 : i32) : i32
    %146 = llvm.add %129, %145 : i32
    llvm.store %146, %128 : i32, !llvm.ptr
    llvm.br ^bb9(%129 : i32)
  ^bb12:  // pred: ^bb15
    %147 = llvm.mlir.constant(17 : i32) : i32
    %148 = llvm.icmp "uge" %129, %147 : i32
    llvm.cond_br %148, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%155 : i32)
  ^bb14:  // pred: ^bb15
    %149 = llvm.getelementptr %131[%155] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %150 = llvm.getelementptr %149[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %151 = llvm.load %150 : !llvm.ptr -> i32
    %152 = llvm.icmp "eq" %151, %132 : i32
    %153 = llvm.mlir.constant(1 : i32) : i32
    %154 = llvm.add %155, %153 : i32
    llvm.cond_br %152, ^bb13, ^bb15(%154 : i32)
  ^bb15(%155: i32):  // 2 preds: ^bb8, ^bb14
    %156 = llvm.icmp "uge" %155, %129 : i32
    llvm.cond_br %156, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %157 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0<%93> (%41, %58, %75, %24, %arg3, %arg4, %arg5, %arg6, %arg7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_2ed770, !llvm_struct_2ed770, !llvm_struct_2ed770, !llvm.struct<(i1)>, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32) -> !cuda.result
    %158 = builtin.unrealized_conversion_cast %157 : !cuda.result to i32
    cuda.return_if_error %158 : i32
    llvm.return %11 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h96794d25(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm_struct_6960aa, %arg5: !llvm_struct_6960aa, %arg6: !llvm_struct_6960aa, %arg7: i32, %arg8: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_grou_h36291334(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
