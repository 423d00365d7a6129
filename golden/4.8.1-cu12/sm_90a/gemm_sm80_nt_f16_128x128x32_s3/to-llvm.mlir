!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 2>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 49152 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(113 : i32) : i32
      %1 = llvm.mlir.constant(112 : i32) : i32
      %2 = llvm.mlir.constant(97 : i32) : i32
      %3 = llvm.mlir.constant(104 : i32) : i32
      %4 = llvm.mlir.constant(2048 : i32) : i32
      %5 = llvm.mlir.constant(33536 : i32) : i32
      %6 = llvm.mlir.constant(4096 : i32) : i32
      %7 = llvm.mlir.constant(32000 : i32) : i32
      %8 = llvm.mlir.constant(8384 : i32) : i32
      %9 = llvm.mlir.constant(8000 : i32) : i32
      %10 = llvm.mlir.constant(81 : i32) : i32
      %11 = llvm.mlir.constant(80 : i32) : i32
      %12 = llvm.mlir.constant(65 : i32) : i32
      %13 = llvm.mlir.constant(49 : i32) : i32
      %14 = llvm.mlir.constant(48 : i32) : i32
      %15 = llvm.mlir.constant(40 : i32) : i32
      %16 = llvm.mlir.constant(33 : i32) : i32
      %17 = llvm.mlir.constant(24 : i32) : i32
      %18 = llvm.mlir.constant(-24 : i32) : i32
      %19 = llvm.mlir.constant(134144 : i32) : i32
      %20 = llvm.mlir.constant(1048000 : i32) : i32
      %21 = llvm.mlir.constant(544960 : i32) : i32
      %22 = llvm.mlir.constant(520000 : i32) : i32
      %23 = llvm.mlir.constant(16 : i64) : i64
      %24 = llvm.mlir.constant(1024 : i64) : i64
      %25 = llvm.mlir.constant(true) : i1
      %26 = llvm.mlir.constant(31 : i32) : i32
      %27 = llvm.mlir.constant(-1 : i32) : i32
      %28 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %29 = llvm.mlir.constant(72 : i32) : i32
      %30 = llvm.mlir.constant(8 : i32) : i32
      %31 = llvm.mlir.constant(16 : i32) : i32
      %32 = llvm.mlir.constant(1000 : i32) : i32
      %33 = llvm.mlir.constant(2 : i32) : i32
      %34 = llvm.mlir.constant(512 : i32) : i32
      %35 = llvm.mlir.constant(448 : i32) : i32
      %36 = llvm.mlir.constant(3 : i32) : i32
      %37 = llvm.mlir.constant(1048 : i32) : i32
      %38 = llvm.mlir.constant(0 : i8) : i8
      %39 = llvm.mlir.constant(0 : i32) : i32
      %40 = llvm.mlir.constant(17 : i32) : i32
      %41 = llvm.mlir.constant(32 : i32) : i32
      %42 = llvm.mlir.constant(16768 : i32) : i32
      %43 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %44 = llvm.mlir.constant(1024 : i32) : i32
      %45 = llvm.mlir.constant(256 : i32) : i32
      %46 = llvm.mlir.constant(-32 : i32) : i32
      %47 = llvm.mlir.constant(0.000000e+00 : f16) : f16
      %48 = llvm.mlir.constant(12 : i32) : i32
      %49 = llvm.mlir.constant(4 : i32) : i32
      %50 = llvm.mlir.constant(96 : i32) : i32
      %51 = llvm.mlir.constant(64 : i32) : i32
      %52 = llvm.mlir.constant(128 : i32) : i32
      %53 = llvm.mlir.constant(1 : i32) : i32
      %54 = llvm.alloca %52 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %55 = llvm.alloca %52 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %51 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %51 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %49 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %49 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.ptrtoint %28 : !llvm.ptr<3> to i32
      %65 = nvvm.shfl.sync idx %27, %64, %39, %26 : i32 -> i32
      %66 = llvm.zext %65 : i32 to i64
      %67 = llvm.inttoptr %66 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%67, %24 : !llvm.ptr<3>, i64)] : i1
      %68 = llvm.ptrtoint %67 : !llvm.ptr<3> to i64
      %69 = llvm.inttoptr %68 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%69, %23 : !llvm.ptr<3>, i64)] : i1
      %70 = llvm.getelementptr %67[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %71 = llvm.ptrtoint %70 : !llvm.ptr<3> to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%72, %23 : !llvm.ptr<3>, i64)] : i1
      %73 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %74 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %75 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %76 = llvm.sdiv %74, %29 : i32
      %77 = llvm.mul %76, %29 : i32
      %78 = llvm.icmp "ne" %74, %77 : i32
      %79 = llvm.mlir.constant(0 : i32) : i32
      %80 = llvm.icmp "slt" %74, %79 : i32
      %81 = llvm.mlir.constant(false) : i1
      %82 = llvm.icmp "ne" %80, %81 : i1
      %83 = llvm.and %78, %82 : i1
      %84 = llvm.mlir.constant(-1 : i32) : i32
      %85 = llvm.add %76, %84 : i32
      %86 = llvm.select %83, %85, %76 : i1, i32
      %87 = llvm.mul %86, %30 : i32
      %88 = llvm.sub %30, %87 : i32
      %89 = llvm.intr.smin(%88, %30) : (i32, i32) -> i32
      %90 = llvm.mul %86, %29 : i32
      %91 = llvm.sub %74, %90 : i32
      %92 = llvm.srem %91, %89 : i32
      %93 = llvm.add %87, %92 : i32
      %94 = llvm.sdiv %91, %89 : i32
      %95 = llvm.mul %94, %89 : i32
      %96 = llvm.icmp "ne" %91, %95 : i32
      %97 = llvm.mlir.constant(0 : i32) : i32
      %98 = llvm.icmp "slt" %91, %97 : i32
      %99 = llvm.icmp "slt" %89, %97 : i32
      %100 = llvm.icmp "ne" %98, %99 : i1
      %101 = llvm.and %96, %100 : i1
      %102 = llvm.mlir.constant(-1 : i32) : i32
      %103 = llvm.add %94, %102 : i32
      %104 = llvm.select %101, %103, %94 : i1, i32
      %105 = llvm.mul %75, %22 overflow<nsw> : i32
      %106 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %107 = llvm.getelementptr %106[%105] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %108 = llvm.mul %93, %52 overflow<nsw> : i32
      %109 = llvm.getelementptr %107[%108] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %110 = llvm.mul %75, %21 overflow<nsw> : i32
      %111 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %112 = llvm.getelementptr %111[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %113 = llvm.mul %104, %52 overflow<nsw> : i32
      %114 = llvm.getelementptr %112[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %115 = llvm.mul %75, %20 overflow<nsw> : i32
      %116 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %117 = llvm.getelementptr %116[%115] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %118 = llvm.mul %93, %19 overflow<nsw> : i32
      %119 = llvm.mul %104, %52 overflow<nsw> : i32
      %120 = llvm.add %118, %119 overflow<nsw> : i32
      %121 = llvm.getelementptr %117[%120] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %122 = llvm.mul %93, %52 overflow<nsw> : i32
      %123 = llvm.mul %104, %52 overflow<nsw> : i32
      %124 = llvm.mul %93, %52 overflow<nsw> : i32
      %125 = llvm.mul %104, %52 overflow<nsw> : i32
      %126 = llvm.getelementptr %109[-24000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %127 = llvm.getelementptr %114[-25152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %128 = llvm.sdiv %73, %31 : i32
      %129 = llvm.srem %73, %31 : i32
      %130 = llvm.mul %129, %30 overflow<nsw> : i32
      %131 = llvm.mul %128, %32 overflow<nsw> : i32
      %132 = llvm.add %130, %131 overflow<nsw> : i32
      %133 = llvm.getelementptr %126[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %134 = llvm.sdiv %73, %30 : i32
      %135 = llvm.srem %73, %30 : i32
      %136 = llvm.mul %135, %30 overflow<nsw> : i32
      %137 = llvm.sdiv %134, %33 : i32
      %138 = llvm.mul %137, %51 overflow<nsw> : i32
      %139 = llvm.add %136, %138 overflow<nsw> : i32
      %140 = llvm.srem %134, %33 : i32
      %141 = llvm.mul %140, %34 overflow<nsw> : i32
      %142 = llvm.and %139, %35 : i32
      %143 = llvm.lshr %142, %36 : i32
      %144 = llvm.xor %139, %143 : i32
      %145 = llvm.add %144, %141 overflow<nsw> : i32
      %146 = llvm.getelementptr %69[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %147 = llvm.add %122, %130 overflow<nsw> : i32
      %148 = llvm.add %128, %18 overflow<nsw> : i32
      %149 = llvm.mul %128, %37 overflow<nsw> : i32
      %150 = llvm.add %130, %149 overflow<nsw> : i32
      %151 = llvm.getelementptr %127[%150] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %152 = llvm.getelementptr %72[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %153 = llvm.add %123, %130 overflow<nsw> : i32
      %154 = llvm.add %128, %18 overflow<nsw> : i32
      %155 = llvm.icmp "slt" %147, %32 : i32
      %156 = llvm.zext %155 : i1 to i8
      llvm.store %156, %63 {alignment = 32 : i64} : i8, !llvm.ptr
      %157 = llvm.icmp "slt" %153, %37 : i32
      %158 = llvm.zext %157 : i1 to i8
      llvm.store %158, %62 {alignment = 32 : i64} : i8, !llvm.ptr
      %159 = llvm.icmp "sgt" %148, %27 : i32
      %160 = llvm.load %63 {alignment = 32 : i64} : !llvm.ptr -> i8
      %161 = llvm.icmp "ne" %160, %38 : i8
      %162 = llvm.and %161, %159 : i1
      %163 = llvm.zext %162 : i1 to i8
      llvm.store %163, %61 {alignment = 32 : i64} : i8, !llvm.ptr
      %164 = llvm.add %148, %30 overflow<nsw> : i32
      %165 = llvm.icmp "sgt" %164, %27 : i32
      %166 = llvm.load %63 {alignment = 32 : i64} : !llvm.ptr -> i8
      %167 = llvm.icmp "ne" %166, %38 : i8
      %168 = llvm.and %167, %165 : i1
      %169 = llvm.zext %168 : i1 to i8
      %170 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %169, %170 {alignment = 1 : i64} : i8, !llvm.ptr
      %171 = llvm.add %148, %31 overflow<nsw> : i32
      %172 = llvm.icmp "sgt" %171, %27 : i32
      %173 = llvm.load %63 {alignment = 32 : i64} : !llvm.ptr -> i8
      %174 = llvm.icmp "ne" %173, %38 : i8
      %175 = llvm.and %174, %172 : i1
      %176 = llvm.zext %175 : i1 to i8
      %177 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %176, %177 {alignment = 2 : i64} : i8, !llvm.ptr
      %178 = llvm.add %148, %17 overflow<nsw> : i32
      %179 = llvm.icmp "sgt" %178, %27 : i32
      %180 = llvm.load %63 {alignment = 32 : i64} : !llvm.ptr -> i8
      %181 = llvm.icmp "ne" %180, %38 : i8
      %182 = llvm.and %181, %179 : i1
      %183 = llvm.zext %182 : i1 to i8
      %184 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %183, %184 {alignment = 1 : i64} : i8, !llvm.ptr
      %185 = llvm.icmp "sgt" %154, %27 : i32
      %186 = llvm.load %62 {alignment = 32 : i64} : !llvm.ptr -> i8
      %187 = llvm.icmp "ne" %186, %38 : i8
      %188 = llvm.and %187, %185 : i1
      %189 = llvm.zext %188 : i1 to i8
      llvm.store %189, %60 {alignment = 32 : i64} : i8, !llvm.ptr
      %190 = llvm.add %154, %30 overflow<nsw> : i32
      %191 = llvm.icmp "sgt" %190, %27 : i32
      %192 = llvm.load %62 {alignment = 32 : i64} : !llvm.ptr -> i8
      %193 = llvm.icmp "ne" %192, %38 : i8
      %194 = llvm.and %193, %191 : i1
      %195 = llvm.zext %194 : i1 to i8
      %196 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %195, %196 {alignment = 1 : i64} : i8, !llvm.ptr
      %197 = llvm.add %154, %31 overflow<nsw> : i32
      %198 = llvm.icmp "sgt" %197, %27 : i32
      %199 = llvm.load %62 {alignment = 32 : i64} : !llvm.ptr -> i8
      %200 = llvm.icmp "ne" %199, %38 : i8
      %201 = llvm.and %200, %198 : i1
      %202 = llvm.zext %201 : i1 to i8
      %203 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %202, %203 {alignment = 2 : i64} : i8, !llvm.ptr
      %204 = llvm.add %154, %17 overflow<nsw> : i32
      %205 = llvm.icmp "sgt" %204, %27 : i32
      %206 = llvm.load %62 {alignment = 32 : i64} : !llvm.ptr -> i8
      %207 = llvm.icmp "ne" %206, %38 : i8
      %208 = llvm.and %207, %205 : i1
      %209 = llvm.zext %208 : i1 to i8
      %210 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %209, %210 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %47, %59 {alignment = 32 : i64} : f16, !llvm.ptr
      %211 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %211 {alignment = 2 : i64} : f16, !llvm.ptr
      %212 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %212 {alignment = 4 : i64} : f16, !llvm.ptr
      %213 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %213 {alignment = 2 : i64} : f16, !llvm.ptr
      %214 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %214 {alignment = 8 : i64} : f16, !llvm.ptr
      %215 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %215 {alignment = 2 : i64} : f16, !llvm.ptr
      %216 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %216 {alignment = 4 : i64} : f16, !llvm.ptr
      %217 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %217 {alignment = 2 : i64} : f16, !llvm.ptr
      %218 = llvm.getelementptr %59[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %218 {alignment = 16 : i64} : f16, !llvm.ptr
      %219 = llvm.getelementptr %59[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %219 {alignment = 2 : i64} : f16, !llvm.ptr
      %220 = llvm.getelementptr %59[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %220 {alignment = 4 : i64} : f16, !llvm.ptr
      %221 = llvm.getelementptr %59[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %221 {alignment = 2 : i64} : f16, !llvm.ptr
      %222 = llvm.getelementptr %59[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %222 {alignment = 8 : i64} : f16, !llvm.ptr
      %223 = llvm.getelementptr %59[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %223 {alignment = 2 : i64} : f16, !llvm.ptr
      %224 = llvm.getelementptr %59[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %224 {alignment = 4 : i64} : f16, !llvm.ptr
      %225 = llvm.getelementptr %59[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %225 {alignment = 2 : i64} : f16, !llvm.ptr
      %226 = llvm.getelementptr %59[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %226 {alignment = 32 : i64} : f16, !llvm.ptr
      %227 = llvm.getelementptr %59[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %227 {alignment = 2 : i64} : f16, !llvm.ptr
      %228 = llvm.getelementptr %59[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %228 {alignment = 4 : i64} : f16, !llvm.ptr
      %229 = llvm.getelementptr %59[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %229 {alignment = 2 : i64} : f16, !llvm.ptr
      %230 = llvm.getelementptr %59[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %230 {alignment = 8 : i64} : f16, !llvm.ptr
      %231 = llvm.getelementptr %59[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %231 {alignment = 2 : i64} : f16, !llvm.ptr
      %232 = llvm.getelementptr %59[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %232 {alignment = 4 : i64} : f16, !llvm.ptr
      %233 = llvm.getelementptr %59[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %233 {alignment = 2 : i64} : f16, !llvm.ptr
      %234 = llvm.getelementptr %59[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %234 {alignment = 16 : i64} : f16, !llvm.ptr
      %235 = llvm.getelementptr %59[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %235 {alignment = 2 : i64} : f16, !llvm.ptr
      %236 = llvm.getelementptr %59[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %236 {alignment = 4 : i64} : f16, !llvm.ptr
      %237 = llvm.getelementptr %59[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %237 {alignment = 2 : i64} : f16, !llvm.ptr
      %238 = llvm.getelementptr %59[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %238 {alignment = 8 : i64} : f16, !llvm.ptr
      %239 = llvm.getelementptr %59[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %239 {alignment = 2 : i64} : f16, !llvm.ptr
      %240 = llvm.getelementptr %59[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %240 {alignment = 4 : i64} : f16, !llvm.ptr
      %241 = llvm.getelementptr %59[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %241 {alignment = 2 : i64} : f16, !llvm.ptr
      %242 = llvm.getelementptr %59[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %242 {alignment = 32 : i64} : f16, !llvm.ptr
      %243 = llvm.getelementptr %59[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %243 {alignment = 2 : i64} : f16, !llvm.ptr
      %244 = llvm.getelementptr %59[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %244 {alignment = 4 : i64} : f16, !llvm.ptr
      %245 = llvm.getelementptr %59[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %245 {alignment = 2 : i64} : f16, !llvm.ptr
      %246 = llvm.getelementptr %59[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %246 {alignment = 8 : i64} : f16, !llvm.ptr
      %247 = llvm.getelementptr %59[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %247 {alignment = 2 : i64} : f16, !llvm.ptr
      %248 = llvm.getelementptr %59[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %248 {alignment = 4 : i64} : f16, !llvm.ptr
      %249 = llvm.getelementptr %59[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %249 {alignment = 2 : i64} : f16, !llvm.ptr
      %250 = llvm.getelementptr %59[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %250 {alignment = 16 : i64} : f16, !llvm.ptr
      %251 = llvm.getelementptr %59[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %251 {alignment = 2 : i64} : f16, !llvm.ptr
      %252 = llvm.getelementptr %59[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %252 {alignment = 4 : i64} : f16, !llvm.ptr
      %253 = llvm.getelementptr %59[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %253 {alignment = 2 : i64} : f16, !llvm.ptr
      %254 = llvm.getelementptr %59[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %254 {alignment = 8 : i64} : f16, !llvm.ptr
      %255 = llvm.getelementptr %59[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %255 {alignment = 2 : i64} : f16, !llvm.ptr
      %256 = llvm.getelementptr %59[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %256 {alignment = 4 : i64} : f16, !llvm.ptr
      %257 = llvm.getelementptr %59[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %257 {alignment = 2 : i64} : f16, !llvm.ptr
      %258 = llvm.getelementptr %59[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %258 {alignment = 32 : i64} : f16, !llvm.ptr
      %259 = llvm.getelementptr %59[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %259 {alignment = 2 : i64} : f16, !llvm.ptr
      %260 = llvm.getelementptr %59[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %260 {alignment = 4 : i64} : f16, !llvm.ptr
      %261 = llvm.getelementptr %59[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %261 {alignment = 2 : i64} : f16, !llvm.ptr
      %262 = llvm.getelementptr %59[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %262 {alignment = 8 : i64} : f16, !llvm.ptr
      %263 = llvm.getelementptr %59[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %263 {alignment = 2 : i64} : f16, !llvm.ptr
      %264 = llvm.getelementptr %59[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %264 {alignment = 4 : i64} : f16, !llvm.ptr
      %265 = llvm.getelementptr %59[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %265 {alignment = 2 : i64} : f16, !llvm.ptr
      %266 = llvm.getelementptr %59[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %266 {alignment = 16 : i64} : f16, !llvm.ptr
      %267 = llvm.getelementptr %59[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %267 {alignment = 2 : i64} : f16, !llvm.ptr
      %268 = llvm.getelementptr %59[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %268 {alignment = 4 : i64} : f16, !llvm.ptr
      %269 = llvm.getelementptr %59[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %269 {alignment = 2 : i64} : f16, !llvm.ptr
      %270 = llvm.getelementptr %59[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %270 {alignment = 8 : i64} : f16, !llvm.ptr
      %271 = llvm.getelementptr %59[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %271 {alignment = 2 : i64} : f16, !llvm.ptr
      %272 = llvm.getelementptr %59[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %272 {alignment = 4 : i64} : f16, !llvm.ptr
      %273 = llvm.getelementptr %59[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %273 {alignment = 2 : i64} : f16, !llvm.ptr
      %274 = llvm.getelementptr %59[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %274 {alignment = 32 : i64} : f16, !llvm.ptr
      %275 = llvm.getelementptr %59[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %275 {alignment = 2 : i64} : f16, !llvm.ptr
      %276 = llvm.getelementptr %59[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %276 {alignment = 4 : i64} : f16, !llvm.ptr
      %277 = llvm.getelementptr %59[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %277 {alignment = 2 : i64} : f16, !llvm.ptr
      %278 = llvm.getelementptr %59[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %278 {alignment = 8 : i64} : f16, !llvm.ptr
      %279 = llvm.getelementptr %59[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %279 {alignment = 2 : i64} : f16, !llvm.ptr
      %280 = llvm.getelementptr %59[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %280 {alignment = 4 : i64} : f16, !llvm.ptr
      %281 = llvm.getelementptr %59[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %281 {alignment = 2 : i64} : f16, !llvm.ptr
      %282 = llvm.getelementptr %59[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %282 {alignment = 16 : i64} : f16, !llvm.ptr
      %283 = llvm.getelementptr %59[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %283 {alignment = 2 : i64} : f16, !llvm.ptr
      %284 = llvm.getelementptr %59[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %284 {alignment = 4 : i64} : f16, !llvm.ptr
      %285 = llvm.getelementptr %59[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %285 {alignment = 2 : i64} : f16, !llvm.ptr
      %286 = llvm.getelementptr %59[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %286 {alignment = 8 : i64} : f16, !llvm.ptr
      %287 = llvm.getelementptr %59[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %287 {alignment = 2 : i64} : f16, !llvm.ptr
      %288 = llvm.getelementptr %59[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %288 {alignment = 4 : i64} : f16, !llvm.ptr
      %289 = llvm.getelementptr %59[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %289 {alignment = 2 : i64} : f16, !llvm.ptr
      %290 = llvm.getelementptr %59[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %290 {alignment = 32 : i64} : f16, !llvm.ptr
      %291 = llvm.getelementptr %59[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %291 {alignment = 2 : i64} : f16, !llvm.ptr
      %292 = llvm.getelementptr %59[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %292 {alignment = 4 : i64} : f16, !llvm.ptr
      %293 = llvm.getelementptr %59[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %293 {alignment = 2 : i64} : f16, !llvm.ptr
      %294 = llvm.getelementptr %59[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %294 {alignment = 8 : i64} : f16, !llvm.ptr
      %295 = llvm.getelementptr %59[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %295 {alignment = 2 : i64} : f16, !llvm.ptr
      %296 = llvm.getelementptr %59[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %296 {alignment = 4 : i64} : f16, !llvm.ptr
      %297 = llvm.getelementptr %59[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %297 {alignment = 2 : i64} : f16, !llvm.ptr
      %298 = llvm.getelementptr %59[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %298 {alignment = 16 : i64} : f16, !llvm.ptr
      %299 = llvm.getelementptr %59[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %299 {alignment = 2 : i64} : f16, !llvm.ptr
      %300 = llvm.getelementptr %59[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %300 {alignment = 4 : i64} : f16, !llvm.ptr
      %301 = llvm.getelementptr %59[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %301 {alignment = 2 : i64} : f16, !llvm.ptr
      %302 = llvm.getelementptr %59[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %302 {alignment = 8 : i64} : f16, !llvm.ptr
      %303 = llvm.getelementptr %59[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %303 {alignment = 2 : i64} : f16, !llvm.ptr
      %304 = llvm.getelementptr %59[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %304 {alignment = 4 : i64} : f16, !llvm.ptr
      %305 = llvm.getelementptr %59[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %305 {alignment = 2 : i64} : f16, !llvm.ptr
      llvm.br ^bb1(%39 : i32)
    ^bb1(%306: i32):  // 2 preds: ^bb0, ^bb2
      %307 = llvm.icmp "slt" %306, %48 : i32
      llvm.cond_br %307, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %308 = llvm.mul %306, %30 overflow<nsw> : i32
      %309 = llvm.getelementptr %59[%308] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %310 = llvm.mul %306, %44 overflow<nsw> : i32
      %311 = llvm.getelementptr %146[%310] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %312 = llvm.load %309 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %312, %311 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %313 = llvm.add %306, %53 : i32
      llvm.br ^bb1(%313 : i32) {loop_annotation = #loop_annotation}
    ^bb3:  // pred: ^bb1
      llvm.store %47, %58 {alignment = 32 : i64} : f16, !llvm.ptr
      %314 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %314 {alignment = 2 : i64} : f16, !llvm.ptr
      %315 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %315 {alignment = 4 : i64} : f16, !llvm.ptr
      %316 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %316 {alignment = 2 : i64} : f16, !llvm.ptr
      %317 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %317 {alignment = 8 : i64} : f16, !llvm.ptr
      %318 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %318 {alignment = 2 : i64} : f16, !llvm.ptr
      %319 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %319 {alignment = 4 : i64} : f16, !llvm.ptr
      %320 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %320 {alignment = 2 : i64} : f16, !llvm.ptr
      %321 = llvm.getelementptr %58[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %321 {alignment = 16 : i64} : f16, !llvm.ptr
      %322 = llvm.getelementptr %58[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %322 {alignment = 2 : i64} : f16, !llvm.ptr
      %323 = llvm.getelementptr %58[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %323 {alignment = 4 : i64} : f16, !llvm.ptr
      %324 = llvm.getelementptr %58[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %324 {alignment = 2 : i64} : f16, !llvm.ptr
      %325 = llvm.getelementptr %58[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %325 {alignment = 8 : i64} : f16, !llvm.ptr
      %326 = llvm.getelementptr %58[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %326 {alignment = 2 : i64} : f16, !llvm.ptr
      %327 = llvm.getelementptr %58[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %327 {alignment = 4 : i64} : f16, !llvm.ptr
      %328 = llvm.getelementptr %58[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %328 {alignment = 2 : i64} : f16, !llvm.ptr
      %329 = llvm.getelementptr %58[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %329 {alignment = 32 : i64} : f16, !llvm.ptr
      %330 = llvm.getelementptr %58[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %330 {alignment = 2 : i64} : f16, !llvm.ptr
      %331 = llvm.getelementptr %58[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %331 {alignment = 4 : i64} : f16, !llvm.ptr
      %332 = llvm.getelementptr %58[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %332 {alignment = 2 : i64} : f16, !llvm.ptr
      %333 = llvm.getelementptr %58[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %333 {alignment = 8 : i64} : f16, !llvm.ptr
      %334 = llvm.getelementptr %58[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %334 {alignment = 2 : i64} : f16, !llvm.ptr
      %335 = llvm.getelementptr %58[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %335 {alignment = 4 : i64} : f16, !llvm.ptr
      %336 = llvm.getelementptr %58[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %336 {alignment = 2 : i64} : f16, !llvm.ptr
      %337 = llvm.getelementptr %58[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %337 {alignment = 16 : i64} : f16, !llvm.ptr
      %338 = llvm.getelementptr %58[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %338 {alignment = 2 : i64} : f16, !llvm.ptr
      %339 = llvm.getelementptr %58[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %339 {alignment = 4 : i64} : f16, !llvm.ptr
      %340 = llvm.getelementptr %58[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %340 {alignment = 2 : i64} : f16, !llvm.ptr
      %341 = llvm.getelementptr %58[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %341 {alignment = 8 : i64} : f16, !llvm.ptr
      %342 = llvm.getelementptr %58[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %342 {alignment = 2 : i64} : f16, !llvm.ptr
      %343 = llvm.getelementptr %58[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %343 {alignment = 4 : i64} : f16, !llvm.ptr
      %344 = llvm.getelementptr %58[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %344 {alignment = 2 : i64} : f16, !llvm.ptr
      %345 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %345 {alignment = 32 : i64} : f16, !llvm.ptr
      %346 = llvm.getelementptr %58[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %346 {alignment = 2 : i64} : f16, !llvm.ptr
      %347 = llvm.getelementptr %58[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %347 {alignment = 4 : i64} : f16, !llvm.ptr
      %348 = llvm.getelementptr %58[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %348 {alignment = 2 : i64} : f16, !llvm.ptr
      %349 = llvm.getelementptr %58[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %349 {alignment = 8 : i64} : f16, !llvm.ptr
      %350 = llvm.getelementptr %58[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %350 {alignment = 2 : i64} : f16, !llvm.ptr
      %351 = llvm.getelementptr %58[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %351 {alignment = 4 : i64} : f16, !llvm.ptr
      %352 = llvm.getelementptr %58[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %352 {alignment = 2 : i64} : f16, !llvm.ptr
      %353 = llvm.getelementptr %58[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %353 {alignment = 16 : i64} : f16, !llvm.ptr
      %354 = llvm.getelementptr %58[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %354 {alignment = 2 : i64} : f16, !llvm.ptr
      %355 = llvm.getelementptr %58[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %355 {alignment = 4 : i64} : f16, !llvm.ptr
      %356 = llvm.getelementptr %58[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %356 {alignment = 2 : i64} : f16, !llvm.ptr
      %357 = llvm.getelementptr %58[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %357 {alignment = 8 : i64} : f16, !llvm.ptr
      %358 = llvm.getelementptr %58[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %358 {alignment = 2 : i64} : f16, !llvm.ptr
      %359 = llvm.getelementptr %58[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %359 {alignment = 4 : i64} : f16, !llvm.ptr
      %360 = llvm.getelementptr %58[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %360 {alignment = 2 : i64} : f16, !llvm.ptr
      %361 = llvm.getelementptr %58[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %361 {alignment = 32 : i64} : f16, !llvm.ptr
      %362 = llvm.getelementptr %58[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %362 {alignment = 2 : i64} : f16, !llvm.ptr
      %363 = llvm.getelementptr %58[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %363 {alignment = 4 : i64} : f16, !llvm.ptr
      %364 = llvm.getelementptr %58[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %364 {alignment = 2 : i64} : f16, !llvm.ptr
      %365 = llvm.getelementptr %58[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %365 {alignment = 8 : i64} : f16, !llvm.ptr
      %366 = llvm.getelementptr %58[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %366 {alignment = 2 : i64} : f16, !llvm.ptr
      %367 = llvm.getelementptr %58[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %367 {alignment = 4 : i64} : f16, !llvm.ptr
      %368 = llvm.getelementptr %58[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %368 {alignment = 2 : i64} : f16, !llvm.ptr
      %369 = llvm.getelementptr %58[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %369 {alignment = 16 : i64} : f16, !llvm.ptr
      %370 = llvm.getelementptr %58[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %370 {alignment = 2 : i64} : f16, !llvm.ptr
      %371 = llvm.getelementptr %58[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %371 {alignment = 4 : i64} : f16, !llvm.ptr
      %372 = llvm.getelementptr %58[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %372 {alignment = 2 : i64} : f16, !llvm.ptr
      %373 = llvm.getelementptr %58[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %373 {alignment = 8 : i64} : f16, !llvm.ptr
      %374 = llvm.getelementptr %58[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %374 {alignment = 2 : i64} : f16, !llvm.ptr
      %375 = llvm.getelementptr %58[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %375 {alignment = 4 : i64} : f16, !llvm.ptr
      %376 = llvm.getelementptr %58[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %376 {alignment = 2 : i64} : f16, !llvm.ptr
      %377 = llvm.getelementptr %58[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %377 {alignment = 32 : i64} : f16, !llvm.ptr
      %378 = llvm.getelementptr %58[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %378 {alignment = 2 : i64} : f16, !llvm.ptr
      %379 = llvm.getelementptr %58[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %379 {alignment = 4 : i64} : f16, !llvm.ptr
      %380 = llvm.getelementptr %58[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %380 {alignment = 2 : i64} : f16, !llvm.ptr
      %381 = llvm.getelementptr %58[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %381 {alignment = 8 : i64} : f16, !llvm.ptr
      %382 = llvm.getelementptr %58[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %382 {alignment = 2 : i64} : f16, !llvm.ptr
      %383 = llvm.getelementptr %58[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %383 {alignment = 4 : i64} : f16, !llvm.ptr
      %384 = llvm.getelementptr %58[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %384 {alignment = 2 : i64} : f16, !llvm.ptr
      %385 = llvm.getelementptr %58[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %385 {alignment = 16 : i64} : f16, !llvm.ptr
      %386 = llvm.getelementptr %58[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %386 {alignment = 2 : i64} : f16, !llvm.ptr
      %387 = llvm.getelementptr %58[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %387 {alignment = 4 : i64} : f16, !llvm.ptr
      %388 = llvm.getelementptr %58[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %388 {alignment = 2 : i64} : f16, !llvm.ptr
      %389 = llvm.getelementptr %58[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %389 {alignment = 8 : i64} : f16, !llvm.ptr
      %390 = llvm.getelementptr %58[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %390 {alignment = 2 : i64} : f16, !llvm.ptr
      %391 = llvm.getelementptr %58[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %391 {alignment = 4 : i64} : f16, !llvm.ptr
      %392 = llvm.getelementptr %58[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %392 {alignment = 2 : i64} : f16, !llvm.ptr
      %393 = llvm.getelementptr %58[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %393 {alignment = 32 : i64} : f16, !llvm.ptr
      %394 = llvm.getelementptr %58[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %394 {alignment = 2 : i64} : f16, !llvm.ptr
      %395 = llvm.getelementptr %58[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %395 {alignment = 4 : i64} : f16, !llvm.ptr
      %396 = llvm.getelementptr %58[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %396 {alignment = 2 : i64} : f16, !llvm.ptr
      %397 = llvm.getelementptr %58[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %397 {alignment = 8 : i64} : f16, !llvm.ptr
      %398 = llvm.getelementptr %58[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %398 {alignment = 2 : i64} : f16, !llvm.ptr
      %399 = llvm.getelementptr %58[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %399 {alignment = 4 : i64} : f16, !llvm.ptr
      %400 = llvm.getelementptr %58[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %400 {alignment = 2 : i64} : f16, !llvm.ptr
      %401 = llvm.getelementptr %58[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %401 {alignment = 16 : i64} : f16, !llvm.ptr
      %402 = llvm.getelementptr %58[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %402 {alignment = 2 : i64} : f16, !llvm.ptr
      %403 = llvm.getelementptr %58[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %403 {alignment = 4 : i64} : f16, !llvm.ptr
      %404 = llvm.getelementptr %58[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %404 {alignment = 2 : i64} : f16, !llvm.ptr
      %405 = llvm.getelementptr %58[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %405 {alignment = 8 : i64} : f16, !llvm.ptr
      %406 = llvm.getelementptr %58[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %406 {alignment = 2 : i64} : f16, !llvm.ptr
      %407 = llvm.getelementptr %58[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %407 {alignment = 4 : i64} : f16, !llvm.ptr
      %408 = llvm.getelementptr %58[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %47, %408 {alignment = 2 : i64} : f16, !llvm.ptr
      llvm.br ^bb4(%39 : i32)
    ^bb4(%409: i32):  // 2 preds: ^bb3, ^bb5
      %410 = llvm.icmp "slt" %409, %48 : i32
      llvm.cond_br %410, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %411 = llvm.mul %409, %30 overflow<nsw> : i32
      %412 = llvm.getelementptr %58[%411] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %413 = llvm.mul %409, %44 overflow<nsw> : i32
      %414 = llvm.getelementptr %152[%413] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %415 = llvm.load %412 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %415, %414 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %416 = llvm.add %409, %53 : i32
      llvm.br ^bb4(%416 : i32) {loop_annotation = #loop_annotation}
    ^bb6:  // pred: ^bb4
      nvvm.barrier
      llvm.br ^bb7(%39 : i32)
    ^bb7(%417: i32):  // 2 preds: ^bb6, ^bb8
      %418 = llvm.icmp "slt" %417, %49 : i32
      llvm.cond_br %418, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %419 = llvm.mul %417, %9 overflow<nsw> : i32
      %420 = llvm.getelementptr %133[%419] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %421 = llvm.mul %417, %44 overflow<nsw> : i32
      %422 = llvm.getelementptr %146[%421] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %423 = llvm.getelementptr %61[%417] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %424 = llvm.load %423 {alignment = 1 : i64} : !llvm.ptr -> i8
      %425 = llvm.trunc %424 : i8 to i1
      %426 = llvm.select %425, %31, %39 : i1, i32
      nvvm.cp.async.shared.global %422, %420, 16, cache = cg, %426 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %427 = llvm.add %417, %53 : i32
      llvm.br ^bb7(%427 : i32) {loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%39 : i32)
    ^bb10(%428: i32):  // 2 preds: ^bb9, ^bb11
      %429 = llvm.icmp "slt" %428, %49 : i32
      llvm.cond_br %429, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %430 = llvm.mul %428, %8 overflow<nsw> : i32
      %431 = llvm.getelementptr %151[%430] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %432 = llvm.mul %428, %44 overflow<nsw> : i32
      %433 = llvm.getelementptr %152[%432] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %434 = llvm.getelementptr %60[%428] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %435 = llvm.load %434 {alignment = 1 : i64} : !llvm.ptr -> i8
      %436 = llvm.trunc %435 : i8 to i1
      %437 = llvm.select %436, %31, %39 : i1, i32
      nvvm.cp.async.shared.global %433, %431, 16, cache = cg, %437 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %438 = llvm.add %428, %53 : i32
      llvm.br ^bb10(%438 : i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %439 = llvm.getelementptr %133[32000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %440 = llvm.getelementptr %146[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.br ^bb13(%39 : i32)
    ^bb13(%441: i32):  // 2 preds: ^bb12, ^bb14
      %442 = llvm.icmp "slt" %441, %49 : i32
      llvm.cond_br %442, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %443 = llvm.mul %441, %9 overflow<nsw> : i32
      %444 = llvm.getelementptr %439[%443] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %445 = llvm.mul %441, %44 overflow<nsw> : i32
      %446 = llvm.getelementptr %440[%445] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %447 = llvm.load %63 {alignment = 32 : i64} : !llvm.ptr -> i8
      %448 = llvm.trunc %447 : i8 to i1
      %449 = llvm.select %448, %31, %39 : i1, i32
      nvvm.cp.async.shared.global %446, %444, 16, cache = cg, %449 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %450 = llvm.add %441, %53 : i32
      llvm.br ^bb13(%450 : i32) {loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb13
      %451 = llvm.getelementptr %151[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %452 = llvm.getelementptr %152[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.br ^bb16(%39 : i32)
    ^bb16(%453: i32):  // 2 preds: ^bb15, ^bb17
      %454 = llvm.icmp "slt" %453, %49 : i32
      llvm.cond_br %454, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %455 = llvm.mul %453, %8 overflow<nsw> : i32
      %456 = llvm.getelementptr %451[%455] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %457 = llvm.mul %453, %44 overflow<nsw> : i32
      %458 = llvm.getelementptr %452[%457] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %459 = llvm.load %62 {alignment = 32 : i64} : !llvm.ptr -> i8
      %460 = llvm.trunc %459 : i8 to i1
      %461 = llvm.select %460, %31, %39 : i1, i32
      nvvm.cp.async.shared.global %458, %456, 16, cache = cg, %461 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %462 = llvm.add %453, %53 : i32
      llvm.br ^bb16(%462 : i32) {loop_annotation = #loop_annotation}
    ^bb18:  // pred: ^bb16
      nvvm.cp.async.commit.group
      %463 = llvm.srem %73, %41 : i32
      %464 = llvm.sdiv %73, %41 : i32
      %465 = llvm.srem %464, %33 : i32
      %466 = llvm.sdiv %73, %51 : i32
      %467 = llvm.srem %466, %33 : i32
      %468 = llvm.srem %463, %41 : i32
      %469 = llvm.srem %465, %33 : i32
      %470 = llvm.srem %467, %33 : i32
      %471 = llvm.sdiv %468, %49 : i32
      %472 = llvm.srem %468, %49 : i32
      %473 = llvm.mul %472, %33 overflow<nsw> : i32
      %474 = llvm.mul %471, %37 overflow<nsw> : i32
      %475 = llvm.add %473, %474 overflow<nsw> : i32
      %476 = llvm.mul %469, %42 overflow<nsw> : i32
      %477 = llvm.mul %470, %30 overflow<nsw> : i32
      %478 = llvm.add %476, %477 overflow<nsw> : i32
      %479 = llvm.add %475, %478 overflow<nsw> : i32
      %480 = llvm.getelementptr %121[%479] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %43, %55 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %481 = llvm.mul %135, %51 overflow<nsw> : i32
      %482 = llvm.mul %140, %30 overflow<nsw> : i32
      %483 = llvm.add %481, %482 overflow<nsw> : i32
      %484 = llvm.sdiv %137, %33 : i32
      %485 = llvm.srem %484, %33 : i32
      %486 = llvm.mul %485, %31 overflow<nsw> : i32
      %487 = llvm.add %483, %486 overflow<nsw> : i32
      %488 = llvm.srem %137, %33 : i32
      %489 = llvm.mul %488, %44 overflow<nsw> : i32
      %490 = llvm.and %487, %45 : i32
      %491 = llvm.icmp "eq" %490, %39 : i32
      %492 = llvm.select %491, %41, %46 : i1, i32
      %493 = llvm.and %487, %35 : i32
      %494 = llvm.lshr %493, %36 : i32
      %495 = llvm.xor %487, %494 : i32
      %496 = llvm.add %495, %489 overflow<nsw> : i32
      %497 = llvm.getelementptr %69[%496] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %498 = llvm.srem %129, %30 : i32
      %499 = llvm.mul %498, %51 overflow<nsw> : i32
      %500 = llvm.sdiv %128, %33 : i32
      %501 = llvm.srem %128, %33 : i32
      %502 = llvm.mul %501, %31 overflow<nsw> : i32
      %503 = llvm.add %499, %502 overflow<nsw> : i32
      %504 = llvm.sdiv %500, %33 : i32
      %505 = llvm.mul %504, %30 overflow<nsw> : i32
      %506 = llvm.add %503, %505 overflow<nsw> : i32
      %507 = llvm.sdiv %129, %30 : i32
      %508 = llvm.mul %507, %44 overflow<nsw> : i32
      %509 = llvm.and %506, %45 : i32
      %510 = llvm.icmp "eq" %509, %39 : i32
      %511 = llvm.select %510, %41, %46 : i1, i32
      %512 = llvm.and %506, %35 : i32
      %513 = llvm.lshr %512, %36 : i32
      %514 = llvm.xor %506, %513 : i32
      %515 = llvm.add %514, %508 overflow<nsw> : i32
      %516 = llvm.getelementptr %72[%515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb19(%39, %39, %39 : i32, i32, i32)
    ^bb19(%517: i32, %518: i32, %519: i32):  // 2 preds: ^bb18, ^bb20
      %520 = llvm.icmp "slt" %517, %49 : i32
      llvm.cond_br %520, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %521 = llvm.srem %517, %33 : i32
      %522 = llvm.mul %521, %492 overflow<nsw> : i32
      %523 = llvm.mul %519, %34 overflow<nsw> : i32
      %524 = llvm.add %522, %523 overflow<nsw> : i32
      %525 = llvm.getelementptr %497[%524] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %526 = llvm.mul %517, %30 overflow<nsw> : i32
      %527 = llvm.getelementptr %57[%526] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %528 = nvvm.ldmatrix %525 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %529 = llvm.extractvalue %528[0] : !llvm_struct_a37b2a
      %530 = llvm.extractvalue %528[1] : !llvm_struct_a37b2a
      %531 = llvm.extractvalue %528[2] : !llvm_struct_a37b2a
      %532 = llvm.extractvalue %528[3] : !llvm_struct_a37b2a
      llvm.store %529, %527 {alignment = 4 : i64} : i32, !llvm.ptr
      %533 = llvm.getelementptr %527[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %530, %533 {alignment = 4 : i64} : i32, !llvm.ptr
      %534 = llvm.getelementptr %527[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %531, %534 {alignment = 4 : i64} : i32, !llvm.ptr
      %535 = llvm.getelementptr %527[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %532, %535 {alignment = 4 : i64} : i32, !llvm.ptr
      %536 = llvm.add %518, %53 : i32
      %537 = llvm.icmp "eq" %536, %33 : i32
      %538 = llvm.select %537, %39, %536 : i1, i32
      %539 = llvm.add %518, %53 : i32
      %540 = llvm.add %519, %53 : i32
      %541 = llvm.icmp "eq" %539, %33 : i32
      %542 = llvm.select %541, %540, %519 : i1, i32
      %543 = llvm.add %517, %53 : i32
      llvm.br ^bb19(%543, %538, %542 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb19
      llvm.br ^bb22(%39, %39, %39 : i32, i32, i32)
    ^bb22(%544: i32, %545: i32, %546: i32):  // 2 preds: ^bb21, ^bb23
      %547 = llvm.icmp "slt" %544, %49 : i32
      llvm.cond_br %547, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %548 = llvm.srem %544, %33 : i32
      %549 = llvm.mul %548, %511 overflow<nsw> : i32
      %550 = llvm.mul %546, %34 overflow<nsw> : i32
      %551 = llvm.add %549, %550 overflow<nsw> : i32
      %552 = llvm.getelementptr %516[%551] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %553 = llvm.srem %544, %33 : i32
      %554 = llvm.mul %553, %41 overflow<nsw> : i32
      %555 = llvm.mul %546, %49 overflow<nsw> : i32
      %556 = llvm.add %554, %555 overflow<nsw> : i32
      %557 = llvm.getelementptr %56[%556] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %558 = nvvm.ldmatrix %552 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %559 = llvm.extractvalue %558[0] : !llvm_struct_a37b2a
      %560 = llvm.extractvalue %558[1] : !llvm_struct_a37b2a
      %561 = llvm.extractvalue %558[2] : !llvm_struct_a37b2a
      %562 = llvm.extractvalue %558[3] : !llvm_struct_a37b2a
      llvm.store %559, %557 {alignment = 4 : i64} : i32, !llvm.ptr
      %563 = llvm.getelementptr %557[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %560, %563 {alignment = 4 : i64} : i32, !llvm.ptr
      %564 = llvm.getelementptr %557[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %561, %564 {alignment = 4 : i64} : i32, !llvm.ptr
      %565 = llvm.getelementptr %557[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %562, %565 {alignment = 4 : i64} : i32, !llvm.ptr
      %566 = llvm.add %545, %53 : i32
      %567 = llvm.icmp "eq" %566, %33 : i32
      %568 = llvm.select %567, %39, %566 : i1, i32
      %569 = llvm.add %545, %53 : i32
      %570 = llvm.add %546, %53 : i32
      %571 = llvm.icmp "eq" %569, %33 : i32
      %572 = llvm.select %571, %570, %546 : i1, i32
      %573 = llvm.add %544, %53 : i32
      llvm.br ^bb22(%573, %568, %572 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb22
      %574 = llvm.getelementptr %57[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %575 = llvm.getelementptr %56[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb25(%39, %33, %39 : i32, i32, i32)
    ^bb25(%576: i32, %577: i32, %578: i32):  // 2 preds: ^bb24, ^bb58
      %579 = llvm.icmp "slt" %576, %40 : i32
      llvm.cond_br %579, ^bb26, ^bb59
    ^bb26:  // pred: ^bb25
      %580 = llvm.mul %578, %6 overflow<nsw> : i32
      %581 = llvm.add %580, %4 overflow<nsw> : i32
      %582 = llvm.getelementptr %497[%581] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb27(%39, %39, %39 : i32, i32, i32)
    ^bb27(%583: i32, %584: i32, %585: i32):  // 2 preds: ^bb26, ^bb28
      %586 = llvm.icmp "slt" %583, %49 : i32
      llvm.cond_br %586, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %587 = llvm.srem %583, %33 : i32
      %588 = llvm.mul %587, %492 overflow<nsw> : i32
      %589 = llvm.mul %585, %34 overflow<nsw> : i32
      %590 = llvm.add %588, %589 overflow<nsw> : i32
      %591 = llvm.getelementptr %582[%590] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %592 = llvm.mul %583, %30 overflow<nsw> : i32
      %593 = llvm.getelementptr %574[%592] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %594 = nvvm.ldmatrix %591 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %595 = llvm.extractvalue %594[0] : !llvm_struct_a37b2a
      %596 = llvm.extractvalue %594[1] : !llvm_struct_a37b2a
      %597 = llvm.extractvalue %594[2] : !llvm_struct_a37b2a
      %598 = llvm.extractvalue %594[3] : !llvm_struct_a37b2a
      llvm.store %595, %593 {alignment = 4 : i64} : i32, !llvm.ptr
      %599 = llvm.getelementptr %593[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %596, %599 {alignment = 4 : i64} : i32, !llvm.ptr
      %600 = llvm.getelementptr %593[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %597, %600 {alignment = 4 : i64} : i32, !llvm.ptr
      %601 = llvm.getelementptr %593[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %598, %601 {alignment = 4 : i64} : i32, !llvm.ptr
      %602 = llvm.add %584, %53 : i32
      %603 = llvm.icmp "eq" %602, %33 : i32
      %604 = llvm.select %603, %39, %602 : i1, i32
      %605 = llvm.add %584, %53 : i32
      %606 = llvm.add %585, %53 : i32
      %607 = llvm.icmp "eq" %605, %33 : i32
      %608 = llvm.select %607, %606, %585 : i1, i32
      %609 = llvm.add %583, %53 : i32
      llvm.br ^bb27(%609, %604, %608 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb27
      %610 = llvm.mul %578, %6 overflow<nsw> : i32
      %611 = llvm.add %610, %4 overflow<nsw> : i32
      %612 = llvm.getelementptr %516[%611] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb30(%39, %39, %39 : i32, i32, i32)
    ^bb30(%613: i32, %614: i32, %615: i32):  // 2 preds: ^bb29, ^bb31
      %616 = llvm.icmp "slt" %613, %49 : i32
      llvm.cond_br %616, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %617 = llvm.srem %613, %33 : i32
      %618 = llvm.mul %617, %511 overflow<nsw> : i32
      %619 = llvm.mul %615, %34 overflow<nsw> : i32
      %620 = llvm.add %618, %619 overflow<nsw> : i32
      %621 = llvm.getelementptr %612[%620] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %622 = llvm.srem %613, %33 : i32
      %623 = llvm.mul %622, %41 overflow<nsw> : i32
      %624 = llvm.mul %615, %49 overflow<nsw> : i32
      %625 = llvm.add %623, %624 overflow<nsw> : i32
      %626 = llvm.getelementptr %575[%625] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %627 = nvvm.ldmatrix %621 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %628 = llvm.extractvalue %627[0] : !llvm_struct_a37b2a
      %629 = llvm.extractvalue %627[1] : !llvm_struct_a37b2a
      %630 = llvm.extractvalue %627[2] : !llvm_struct_a37b2a
      %631 = llvm.extractvalue %627[3] : !llvm_struct_a37b2a
      llvm.store %628, %626 {alignment = 4 : i64} : i32, !llvm.ptr
      %632 = llvm.getelementptr %626[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %629, %632 {alignment = 4 : i64} : i32, !llvm.ptr
      %633 = llvm.getelementptr %626[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %630, %633 {alignment = 4 : i64} : i32, !llvm.ptr
      %634 = llvm.getelementptr %626[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %631, %634 {alignment = 4 : i64} : i32, !llvm.ptr
      %635 = llvm.add %614, %53 : i32
      %636 = llvm.icmp "eq" %635, %33 : i32
      %637 = llvm.select %636, %39, %635 : i1, i32
      %638 = llvm.add %614, %53 : i32
      %639 = llvm.add %615, %53 : i32
      %640 = llvm.icmp "eq" %638, %33 : i32
      %641 = llvm.select %640, %639, %615 : i1, i32
      %642 = llvm.add %613, %53 : i32
      llvm.br ^bb30(%642, %637, %641 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb30
      %643 = llvm.add %576, %33 : i32
      %644 = llvm.icmp "slt" %643, %40 : i32
      llvm.cond_br %644, ^bb33, ^bb40
    ^bb33:  // pred: ^bb32
      %645 = llvm.mul %643, %7 overflow<nsw> : i32
      %646 = llvm.getelementptr %133[%645] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %647 = llvm.mul %577, %6 overflow<nsw> : i32
      %648 = llvm.getelementptr %146[%647] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb34(%39 : i32)
    ^bb34(%649: i32):  // 2 preds: ^bb33, ^bb35
      %650 = llvm.icmp "slt" %649, %49 : i32
      llvm.cond_br %650, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %651 = llvm.mul %649, %9 overflow<nsw> : i32
      %652 = llvm.getelementptr %646[%651] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %653 = llvm.mul %649, %44 overflow<nsw> : i32
      %654 = llvm.getelementptr %648[%653] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %655 = llvm.load %63 {alignment = 32 : i64} : !llvm.ptr -> i8
      %656 = llvm.trunc %655 : i8 to i1
      %657 = llvm.select %656, %31, %39 : i1, i32
      nvvm.cp.async.shared.global %654, %652, 16, cache = cg, %657 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %658 = llvm.add %649, %53 : i32
      llvm.br ^bb34(%658 : i32) {loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb34
      %659 = llvm.mul %643, %5 overflow<nsw> : i32
      %660 = llvm.getelementptr %151[%659] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %661 = llvm.getelementptr %152[%647] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb37(%39 : i32)
    ^bb37(%662: i32):  // 2 preds: ^bb36, ^bb38
      %663 = llvm.icmp "slt" %662, %49 : i32
      llvm.cond_br %663, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %664 = llvm.mul %662, %8 overflow<nsw> : i32
      %665 = llvm.getelementptr %660[%664] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %666 = llvm.mul %662, %44 overflow<nsw> : i32
      %667 = llvm.getelementptr %661[%666] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %668 = llvm.load %62 {alignment = 32 : i64} : !llvm.ptr -> i8
      %669 = llvm.trunc %668 : i8 to i1
      %670 = llvm.select %669, %31, %39 : i1, i32
      nvvm.cp.async.shared.global %667, %665, 16, cache = cg, %670 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %671 = llvm.add %662, %53 : i32
      llvm.br ^bb37(%671 : i32) {loop_annotation = #loop_annotation}
    ^bb39:  // pred: ^bb37
      llvm.br ^bb40
    ^bb40:  // 2 preds: ^bb32, ^bb39
      nvvm.cp.async.commit.group
      llvm.br ^bb41(%39, %39, %39 : i32, i32, i32)
    ^bb41(%672: i32, %673: i32, %674: i32):  // 2 preds: ^bb40, ^bb45
      %675 = llvm.icmp "slt" %672, %49 : i32
      llvm.cond_br %675, ^bb42, ^bb46
    ^bb42:  // pred: ^bb41
      %676 = llvm.srem %672, %33 : i32
      %677 = llvm.mul %676, %30 overflow<nsw> : i32
      %678 = llvm.mul %674, %31 overflow<nsw> : i32
      %679 = llvm.add %677, %678 overflow<nsw> : i32
      %680 = llvm.getelementptr %57[%679] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %681 = llvm.getelementptr %680[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %682 = llvm.getelementptr %680[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %683 = llvm.getelementptr %680[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb43(%39, %39, %39 : i32, i32, i32)
    ^bb43(%684: i32, %685: i32, %686: i32):  // 2 preds: ^bb42, ^bb44
      %687 = llvm.icmp "slt" %684, %30 : i32
      llvm.cond_br %687, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %688 = llvm.sdiv %685, %33 : i32
      %689 = llvm.srem %685, %33 : i32
      %690 = llvm.mul %689, %31 overflow<nsw> : i32
      %691 = llvm.mul %688, %41 overflow<nsw> : i32
      %692 = llvm.add %690, %691 overflow<nsw> : i32
      %693 = llvm.mul %686, %49 overflow<nsw> : i32
      %694 = llvm.add %692, %693 overflow<nsw> : i32
      %695 = llvm.getelementptr %56[%694] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %696 = llvm.mul %672, %49 overflow<nsw> : i32
      %697 = llvm.mul %684, %31 overflow<nsw> : i32
      %698 = llvm.add %696, %697 overflow<nsw> : i32
      %699 = llvm.getelementptr %55[%698] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %700 = llvm.load %680 : !llvm.ptr -> vector<2xf16>
      %701 = llvm.load %681 : !llvm.ptr -> vector<2xf16>
      %702 = llvm.load %682 : !llvm.ptr -> vector<2xf16>
      %703 = llvm.load %683 : !llvm.ptr -> vector<2xf16>
      %704 = llvm.load %695 : !llvm.ptr -> vector<2xf16>
      %705 = llvm.getelementptr %695[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %706 = llvm.load %705 : !llvm.ptr -> vector<2xf16>
      %707 = llvm.load %699 : !llvm.ptr -> vector<4xf32>
      %708 = llvm.mlir.constant(0 : i64) : i64
      %709 = llvm.extractelement %707[%708 : i64] : vector<4xf32>
      %710 = llvm.mlir.constant(1 : i64) : i64
      %711 = llvm.extractelement %707[%710 : i64] : vector<4xf32>
      %712 = llvm.mlir.constant(2 : i64) : i64
      %713 = llvm.extractelement %707[%712 : i64] : vector<4xf32>
      %714 = llvm.mlir.constant(3 : i64) : i64
      %715 = llvm.extractelement %707[%714 : i64] : vector<4xf32>
      %716 = nvvm.mma.sync A[%700, %701, %702, %703]  B[%704, %706]  C[%709, %711, %713, %715]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %717 = llvm.extractvalue %716[0] : !llvm_struct_687153
      %718 = llvm.extractvalue %716[1] : !llvm_struct_687153
      %719 = llvm.extractvalue %716[2] : !llvm_struct_687153
      %720 = llvm.extractvalue %716[3] : !llvm_struct_687153
      %721 = llvm.mlir.poison : vector<4xf32>
      %722 = llvm.mlir.constant(0 : i64) : i64
      %723 = llvm.insertelement %717, %721[%722 : i64] : vector<4xf32>
      %724 = llvm.mlir.constant(1 : i64) : i64
      %725 = llvm.insertelement %718, %723[%724 : i64] : vector<4xf32>
      %726 = llvm.mlir.constant(2 : i64) : i64
      %727 = llvm.insertelement %719, %725[%726 : i64] : vector<4xf32>
      %728 = llvm.mlir.constant(3 : i64) : i64
      %729 = llvm.insertelement %720, %727[%728 : i64] : vector<4xf32>
      llvm.store %729, %699 : vector<4xf32>, !llvm.ptr
      %730 = llvm.add %685, %53 : i32
      %731 = llvm.icmp "eq" %730, %49 : i32
      %732 = llvm.select %731, %39, %730 : i1, i32
      %733 = llvm.add %685, %53 : i32
      %734 = llvm.add %686, %53 : i32
      %735 = llvm.icmp "eq" %733, %49 : i32
      %736 = llvm.select %735, %734, %686 : i1, i32
      %737 = llvm.add %684, %53 : i32
      llvm.br ^bb43(%737, %732, %736 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb43
      %738 = llvm.add %673, %53 : i32
      %739 = llvm.icmp "eq" %738, %33 : i32
      %740 = llvm.select %739, %39, %738 : i1, i32
      %741 = llvm.add %673, %53 : i32
      %742 = llvm.add %674, %53 : i32
      %743 = llvm.icmp "eq" %741, %33 : i32
      %744 = llvm.select %743, %742, %674 : i1, i32
      %745 = llvm.add %672, %53 : i32
      llvm.br ^bb41(%745, %740, %744 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb46:  // pred: ^bb41
      %746 = llvm.add %578, %53 : i32
      %747 = llvm.icmp "eq" %746, %36 : i32
      %748 = llvm.select %747, %39, %746 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %749 = llvm.mul %748, %6 overflow<nsw> : i32
      %750 = llvm.getelementptr %497[%749] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb47(%39, %39, %39 : i32, i32, i32)
    ^bb47(%751: i32, %752: i32, %753: i32):  // 2 preds: ^bb46, ^bb48
      %754 = llvm.icmp "slt" %751, %49 : i32
      llvm.cond_br %754, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %755 = llvm.srem %751, %33 : i32
      %756 = llvm.mul %755, %492 overflow<nsw> : i32
      %757 = llvm.mul %753, %34 overflow<nsw> : i32
      %758 = llvm.add %756, %757 overflow<nsw> : i32
      %759 = llvm.getelementptr %750[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %760 = llvm.mul %751, %30 overflow<nsw> : i32
      %761 = llvm.getelementptr %57[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
      %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
      %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
      %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
      llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
      %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
      %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
      %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
      %770 = llvm.add %752, %53 : i32
      %771 = llvm.icmp "eq" %770, %33 : i32
      %772 = llvm.select %771, %39, %770 : i1, i32
      %773 = llvm.add %752, %53 : i32
      %774 = llvm.add %753, %53 : i32
      %775 = llvm.icmp "eq" %773, %33 : i32
      %776 = llvm.select %775, %774, %753 : i1, i32
      %777 = llvm.add %751, %53 : i32
      llvm.br ^bb47(%777, %772, %776 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb49:  // pred: ^bb47
      %778 = llvm.mul %748, %6 overflow<nsw> : i32
      %779 = llvm.getelementptr %516[%778] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb50(%39, %39, %39 : i32, i32, i32)
    ^bb50(%780: i32, %781: i32, %782: i32):  // 2 preds: ^bb49, ^bb51
      %783 = llvm.icmp "slt" %780, %49 : i32
      llvm.cond_br %783, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %784 = llvm.srem %780, %33 : i32
      %785 = llvm.mul %784, %511 overflow<nsw> : i32
      %786 = llvm.mul %782, %34 overflow<nsw> : i32
      %787 = llvm.add %785, %786 overflow<nsw> : i32
      %788 = llvm.getelementptr %779[%787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %789 = llvm.srem %780, %33 : i32
      %790 = llvm.mul %789, %41 overflow<nsw> : i32
      %791 = llvm.mul %782, %49 overflow<nsw> : i32
      %792 = llvm.add %790, %791 overflow<nsw> : i32
      %793 = llvm.getelementptr %56[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %794 = nvvm.ldmatrix %788 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
      %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
      %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
      %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
      llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
      %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
      %800 = llvm.getelementptr %793[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
      %801 = llvm.getelementptr %793[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
      %802 = llvm.add %781, %53 : i32
      %803 = llvm.icmp "eq" %802, %33 : i32
      %804 = llvm.select %803, %39, %802 : i1, i32
      %805 = llvm.add %781, %53 : i32
      %806 = llvm.add %782, %53 : i32
      %807 = llvm.icmp "eq" %805, %33 : i32
      %808 = llvm.select %807, %806, %782 : i1, i32
      %809 = llvm.add %780, %53 : i32
      llvm.br ^bb50(%809, %804, %808 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%39, %39, %39 : i32, i32, i32)
    ^bb53(%810: i32, %811: i32, %812: i32):  // 2 preds: ^bb52, ^bb57
      %813 = llvm.icmp "slt" %810, %49 : i32
      llvm.cond_br %813, ^bb54, ^bb58
    ^bb54:  // pred: ^bb53
      %814 = llvm.srem %810, %33 : i32
      %815 = llvm.mul %814, %30 overflow<nsw> : i32
      %816 = llvm.mul %812, %31 overflow<nsw> : i32
      %817 = llvm.add %815, %816 overflow<nsw> : i32
      %818 = llvm.getelementptr %574[%817] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %819 = llvm.getelementptr %818[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %820 = llvm.getelementptr %818[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %821 = llvm.getelementptr %818[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb55(%39, %39, %39 : i32, i32, i32)
    ^bb55(%822: i32, %823: i32, %824: i32):  // 2 preds: ^bb54, ^bb56
      %825 = llvm.icmp "slt" %822, %30 : i32
      llvm.cond_br %825, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %826 = llvm.sdiv %823, %33 : i32
      %827 = llvm.srem %823, %33 : i32
      %828 = llvm.mul %827, %31 overflow<nsw> : i32
      %829 = llvm.mul %826, %41 overflow<nsw> : i32
      %830 = llvm.add %828, %829 overflow<nsw> : i32
      %831 = llvm.mul %824, %49 overflow<nsw> : i32
      %832 = llvm.add %830, %831 overflow<nsw> : i32
      %833 = llvm.getelementptr %575[%832] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %834 = llvm.mul %810, %49 overflow<nsw> : i32
      %835 = llvm.mul %822, %31 overflow<nsw> : i32
      %836 = llvm.add %834, %835 overflow<nsw> : i32
      %837 = llvm.getelementptr %55[%836] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %838 = llvm.load %818 : !llvm.ptr -> vector<2xf16>
      %839 = llvm.load %819 : !llvm.ptr -> vector<2xf16>
      %840 = llvm.load %820 : !llvm.ptr -> vector<2xf16>
      %841 = llvm.load %821 : !llvm.ptr -> vector<2xf16>
      %842 = llvm.load %833 : !llvm.ptr -> vector<2xf16>
      %843 = llvm.getelementptr %833[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %844 = llvm.load %843 : !llvm.ptr -> vector<2xf16>
      %845 = llvm.load %837 : !llvm.ptr -> vector<4xf32>
      %846 = llvm.mlir.constant(0 : i64) : i64
      %847 = llvm.extractelement %845[%846 : i64] : vector<4xf32>
      %848 = llvm.mlir.constant(1 : i64) : i64
      %849 = llvm.extractelement %845[%848 : i64] : vector<4xf32>
      %850 = llvm.mlir.constant(2 : i64) : i64
      %851 = llvm.extractelement %845[%850 : i64] : vector<4xf32>
      %852 = llvm.mlir.constant(3 : i64) : i64
      %853 = llvm.extractelement %845[%852 : i64] : vector<4xf32>
      %854 = nvvm.mma.sync A[%838, %839, %840, %841]  B[%842, %844]  C[%847, %849, %851, %853]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %855 = llvm.extractvalue %854[0] : !llvm_struct_687153
      %856 = llvm.extractvalue %854[1] : !llvm_struct_687153
      %857 = llvm.extractvalue %854[2] : !llvm_struct_687153
      %858 = llvm.extractvalue %854[3] : !llvm_struct_687153
      %859 = llvm.mlir.poison : vector<4xf32>
      %860 = llvm.mlir.constant(0 : i64) : i64
      %861 = llvm.insertelement %855, %859[%860 : i64] : vector<4xf32>
      %862 = llvm.mlir.constant(1 : i64) : i64
      %863 = llvm.insertelement %856, %861[%862 : i64] : vector<4xf32>
      %864 = llvm.mlir.constant(2 : i64) : i64
      %865 = llvm.insertelement %857, %863[%864 : i64] : vector<4xf32>
      %866 = llvm.mlir.constant(3 : i64) : i64
      %867 = llvm.insertelement %858, %865[%866 : i64] : vector<4xf32>
      llvm.store %867, %837 : vector<4xf32>, !llvm.ptr
      %868 = llvm.add %823, %53 : i32
      %869 = llvm.icmp "eq" %868, %49 : i32
      %870 = llvm.select %869, %39, %868 : i1, i32
      %871 = llvm.add %823, %53 : i32
      %872 = llvm.add %824, %53 : i32
      %873 = llvm.icmp "eq" %871, %49 : i32
      %874 = llvm.select %873, %872, %824 : i1, i32
      %875 = llvm.add %822, %53 : i32
      llvm.br ^bb55(%875, %870, %874 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb55
      %876 = llvm.add %811, %53 : i32
      %877 = llvm.icmp "eq" %876, %33 : i32
      %878 = llvm.select %877, %39, %876 : i1, i32
      %879 = llvm.add %811, %53 : i32
      %880 = llvm.add %812, %53 : i32
      %881 = llvm.icmp "eq" %879, %33 : i32
      %882 = llvm.select %881, %880, %812 : i1, i32
      %883 = llvm.add %810, %53 : i32
      llvm.br ^bb53(%883, %878, %882 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb58:  // pred: ^bb53
      %884 = llvm.add %576, %53 : i32
      llvm.br ^bb25(%884, %578, %748 : i32, i32, i32)
    ^bb59:  // pred: ^bb25
      nvvm.cp.async.wait.group 0
      %885 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %886 = llvm.bitcast %885 : vector<128xf32> to vector<128xi32>
      %887 = llvm.mlir.undef : vector<64xi32>
      %888 = llvm.mlir.constant(0 : i64) : i64
      %889 = llvm.mlir.constant(0 : i64) : i64
      %890 = llvm.extractelement %886[%889 : i64] : vector<128xi32>
      %891 = llvm.mlir.constant(1 : i64) : i64
      %892 = llvm.extractelement %886[%891 : i64] : vector<128xi32>
      %893 = llvm.bitcast %890 : i32 to f32
      %894 = llvm.bitcast %892 : i32 to f32
      %895 = nvvm.convert.f32x2.to.f16x2 %894, %893 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %896 = llvm.bitcast %895 : vector<2xf16> to i32
      %897 = llvm.insertelement %896, %887[%888 : i64] : vector<64xi32>
      %898 = llvm.mlir.constant(1 : i64) : i64
      %899 = llvm.mlir.constant(2 : i64) : i64
      %900 = llvm.extractelement %886[%899 : i64] : vector<128xi32>
      %901 = llvm.mlir.constant(3 : i64) : i64
      %902 = llvm.extractelement %886[%901 : i64] : vector<128xi32>
      %903 = llvm.bitcast %900 : i32 to f32
      %904 = llvm.bitcast %902 : i32 to f32
      %905 = nvvm.convert.f32x2.to.f16x2 %904, %903 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %906 = llvm.bitcast %905 : vector<2xf16> to i32
      %907 = llvm.insertelement %906, %897[%898 : i64] : vector<64xi32>
      %908 = llvm.mlir.constant(2 : i64) : i64
      %909 = llvm.mlir.constant(4 : i64) : i64
      %910 = llvm.extractelement %886[%909 : i64] : vector<128xi32>
      %911 = llvm.mlir.constant(5 : i64) : i64
      %912 = llvm.extractelement %886[%911 : i64] : vector<128xi32>
      %913 = llvm.bitcast %910 : i32 to f32
      %914 = llvm.bitcast %912 : i32 to f32
      %915 = nvvm.convert.f32x2.to.f16x2 %914, %913 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %916 = llvm.bitcast %915 : vector<2xf16> to i32
      %917 = llvm.insertelement %916, %907[%908 : i64] : vector<64xi32>
      %918 = llvm.mlir.constant(3 : i64) : i64
      %919 = llvm.mlir.constant(6 : i64) : i64
      %920 = llvm.extractelement %886[%919 : i64] : vector<128xi32>
      %921 = llvm.mlir.constant(7 : i64) : i64
      %922 = llvm.extractelement %886[%921 : i64] : vector<128xi32>
      %923 = llvm.bitcast %920 : i32 to f32
      %924 = llvm.bitcast %922 : i32 to f32
      %925 = nvvm.convert.f32x2.to.f16x2 %924, %923 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %926 = llvm.bitcast %925 : vector<2xf16> to i32
      %927 = llvm.insertelement %926, %917[%918 : i64] : vector<64xi32>
      %928 = llvm.mlir.constant(4 : i64) : i64
      %929 = llvm.mlir.constant(8 : i64) : i64
      %930 = llvm.extractelement %886[%929 : i64] : vector<128xi32>
      %931 = llvm.mlir.constant(9 : i64) : i64
      %932 = llvm.extractelement %886[%931 : i64] : vector<128xi32>
      %933 = llvm.bitcast %930 : i32 to f32
      %934 = llvm.bitcast %932 : i32 to f32
      %935 = nvvm.convert.f32x2.to.f16x2 %934, %933 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %936 = llvm.bitcast %935 : vector<2xf16> to i32
      %937 = llvm.insertelement %936, %927[%928 : i64] : vector<64xi32>
      %938 = llvm.mlir.constant(5 : i64) : i64
      %939 = llvm.mlir.constant(10 : i64) : i64
      %940 = llvm.extractelement %886[%939 : i64] : vector<128xi32>
      %941 = llvm.mlir.constant(11 : i64) : i64
      %942 = llvm.extractelement %886[%941 : i64] : vector<128xi32>
      %943 = llvm.bitcast %940 : i32 to f32
      %944 = llvm.bitcast %942 : i32 to f32
      %945 = nvvm.convert.f32x2.to.f16x2 %944, %943 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %946 = llvm.bitcast %945 : vector<2xf16> to i32
      %947 = llvm.insertelement %946, %937[%938 : i64] : vector<64xi32>
      %948 = llvm.mlir.constant(6 : i64) : i64
      %949 = llvm.mlir.constant(12 : i64) : i64
      %950 = llvm.extractelement %886[%949 : i64] : vector<128xi32>
      %951 = llvm.mlir.constant(13 : i64) : i64
      %952 = llvm.extractelement %886[%951 : i64] : vector<128xi32>
      %953 = llvm.bitcast %950 : i32 to f32
      %954 = llvm.bitcast %952 : i32 to f32
      %955 = nvvm.convert.f32x2.to.f16x2 %954, %953 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %956 = llvm.bitcast %955 : vector<2xf16> to i32
      %957 = llvm.insertelement %956, %947[%948 : i64] : vector<64xi32>
      %958 = llvm.mlir.constant(7 : i64) : i64
      %959 = llvm.mlir.constant(14 : i64) : i64
      %960 = llvm.extractelement %886[%959 : i64] : vector<128xi32>
      %961 = llvm.mlir.constant(15 : i64) : i64
      %962 = llvm.extractelement %886[%961 : i64] : vector<128xi32>
      %963 = llvm.bitcast %960 : i32 to f32
      %964 = llvm.bitcast %962 : i32 to f32
      %965 = nvvm.convert.f32x2.to.f16x2 %964, %963 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %966 = llvm.bitcast %965 : vector<2xf16> to i32
      %967 = llvm.insertelement %966, %957[%958 : i64] : vector<64xi32>
      %968 = llvm.mlir.constant(8 : i64) : i64
      %969 = llvm.mlir.constant(16 : i64) : i64
      %970 = llvm.extractelement %886[%969 : i64] : vector<128xi32>
      %971 = llvm.mlir.constant(17 : i64) : i64
      %972 = llvm.extractelement %886[%971 : i64] : vector<128xi32>
      %973 = llvm.bitcast %970 : i32 to f32
      %974 = llvm.bitcast %972 : i32 to f32
      %975 = nvvm.convert.f32x2.to.f16x2 %974, %973 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %976 = llvm.bitcast %975 : vector<2xf16> to i32
      %977 = llvm.insertelement %976, %967[%968 : i64] : vector<64xi32>
      %978 = llvm.mlir.constant(9 : i64) : i64
      %979 = llvm.mlir.constant(18 : i64) : i64
      %980 = llvm.extractelement %886[%979 : i64] : vector<128xi32>
      %981 = llvm.mlir.constant(19 : i64) : i64
      %982 = llvm.extractelement %886[%981 : i64] : vector<128xi32>
      %983 = llvm.bitcast %980 : i32 to f32
      %984 = llvm.bitcast %982 : i32 to f32
      %985 = nvvm.convert.f32x2.to.f16x2 %984, %983 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %986 = llvm.bitcast %985 : vector<2xf16> to i32
      %987 = llvm.insertelement %986, %977[%978 : i64] : vector<64xi32>
      %988 = llvm.mlir.constant(10 : i64) : i64
      %989 = llvm.mlir.constant(20 : i64) : i64
      %990 = llvm.extractelement %886[%989 : i64] : vector<128xi32>
      %991 = llvm.mlir.constant(21 : i64) : i64
      %992 = llvm.extractelement %886[%991 : i64] : vector<128xi32>
      %993 = llvm.bitcast %990 : i32 to f32
      %994 = llvm.bitcast %992 : i32 to f32
      %995 = nvvm.convert.f32x2.to.f16x2 %994, %993 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %996 = llvm.bitcast %995 : vector<2xf16> to i32
      %997 = llvm.insertelement %996, %987[%988 : i64] : vector<64xi32>
      %998 = llvm.mlir.constant(11 : i64) : i64
      %999 = llvm.mlir.constant(22 : i64) : i64
      %1000 = llvm.extractelement %886[%999 : i64] : vector<128xi32>
      %1001 = llvm.mlir.constant(23 : i64) : i64
      %1002 = llvm.extractelement %886[%1001 : i64] : vector<128xi32>
      %1003 = llvm.bitcast %1000 : i32 to f32
      %1004 = llvm.bitcast %1002 : i32 to f32
      %1005 = nvvm.convert.f32x2.to.f16x2 %1004, %1003 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1006 = llvm.bitcast %1005 : vector<2xf16> to i32
      %1007 = llvm.insertelement %1006, %997[%998 : i64] : vector<64xi32>
      %1008 = llvm.mlir.constant(12 : i64) : i64
      %1009 = llvm.mlir.constant(24 : i64) : i64
      %1010 = llvm.extractelement %886[%1009 : i64] : vector<128xi32>
      %1011 = llvm.mlir.constant(25 : i64) : i64
      %1012 = llvm.extractelement %886[%1011 : i64] : vector<128xi32>
      %1013 = llvm.bitcast %1010 : i32 to f32
      %1014 = llvm.bitcast %1012 : i32 to f32
      %1015 = nvvm.convert.f32x2.to.f16x2 %1014, %1013 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1016 = llvm.bitcast %1015 : vector<2xf16> to i32
      %1017 = llvm.insertelement %1016, %1007[%1008 : i64] : vector<64xi32>
      %1018 = llvm.mlir.constant(13 : i64) : i64
      %1019 = llvm.mlir.constant(26 : i64) : i64
      %1020 = llvm.extractelement %886[%1019 : i64] : vector<128xi32>
      %1021 = llvm.mlir.constant(27 : i64) : i64
      %1022 = llvm.extractelement %886[%1021 : i64] : vector<128xi32>
      %1023 = llvm.bitcast %1020 : i32 to f32
      %1024 = llvm.bitcast %1022 : i32 to f32
      %1025 = nvvm.convert.f32x2.to.f16x2 %1024, %1023 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1026 = llvm.bitcast %1025 : vector<2xf16> to i32
      %1027 = llvm.insertelement %1026, %1017[%1018 : i64] : vector<64xi32>
      %1028 = llvm.mlir.constant(14 : i64) : i64
      %1029 = llvm.mlir.constant(28 : i64) : i64
      %1030 = llvm.extractelement %886[%1029 : i64] : vector<128xi32>
      %1031 = llvm.mlir.constant(29 : i64) : i64
      %1032 = llvm.extractelement %886[%1031 : i64] : vector<128xi32>
      %1033 = llvm.bitcast %1030 : i32 to f32
      %1034 = llvm.bitcast %1032 : i32 to f32
      %1035 = nvvm.convert.f32x2.to.f16x2 %1034, %1033 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1036 = llvm.bitcast %1035 : vector<2xf16> to i32
      %1037 = llvm.insertelement %1036, %1027[%1028 : i64] : vector<64xi32>
      %1038 = llvm.mlir.constant(15 : i64) : i64
      %1039 = llvm.mlir.constant(30 : i64) : i64
      %1040 = llvm.extractelement %886[%1039 : i64] : vector<128xi32>
      %1041 = llvm.mlir.constant(31 : i64) : i64
      %1042 = llvm.extractelement %886[%1041 : i64] : vector<128xi32>
      %1043 = llvm.bitcast %1040 : i32 to f32
      %1044 = llvm.bitcast %1042 : i32 to f32
      %1045 = nvvm.convert.f32x2.to.f16x2 %1044, %1043 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1046 = llvm.bitcast %1045 : vector<2xf16> to i32
      %1047 = llvm.insertelement %1046, %1037[%1038 : i64] : vector<64xi32>
      %1048 = llvm.mlir.constant(16 : i64) : i64
      %1049 = llvm.mlir.constant(32 : i64) : i64
      %1050 = llvm.extractelement %886[%1049 : i64] : vector<128xi32>
      %1051 = llvm.mlir.constant(33 : i64) : i64
      %1052 = llvm.extractelement %886[%1051 : i64] : vector<128xi32>
      %1053 = llvm.bitcast %1050 : i32 to f32
      %1054 = llvm.bitcast %1052 : i32 to f32
      %1055 = nvvm.convert.f32x2.to.f16x2 %1054, %1053 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1056 = llvm.bitcast %1055 : vector<2xf16> to i32
      %1057 = llvm.insertelement %1056, %1047[%1048 : i64] : vector<64xi32>
      %1058 = llvm.mlir.constant(17 : i64) : i64
      %1059 = llvm.mlir.constant(34 : i64) : i64
      %1060 = llvm.extractelement %886[%1059 : i64] : vector<128xi32>
      %1061 = llvm.mlir.constant(35 : i64) : i64
      %1062 = llvm.extractelement %886[%1061 : i64] : vector<128xi32>
      %1063 = llvm.bitcast %1060 : i32 to f32
      %1064 = llvm.bitcast %1062 : i32 to f32
      %1065 = nvvm.convert.f32x2.to.f16x2 %1064, %1063 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1066 = llvm.bitcast %1065 : vector<2xf16> to i32
      %1067 = llvm.insertelement %1066, %1057[%1058 : i64] : vector<64xi32>
      %1068 = llvm.mlir.constant(18 : i64) : i64
      %1069 = llvm.mlir.constant(36 : i64) : i64
      %1070 = llvm.extractelement %886[%1069 : i64] : vector<128xi32>
      %1071 = llvm.mlir.constant(37 : i64) : i64
      %1072 = llvm.extractelement %886[%1071 : i64] : vector<128xi32>
      %1073 = llvm.bitcast %1070 : i32 to f32
      %1074 = llvm.bitcast %1072 : i32 to f32
      %1075 = nvvm.convert.f32x2.to.f16x2 %1074, %1073 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1076 = llvm.bitcast %1075 : vector<2xf16> to i32
      %1077 = llvm.insertelement %1076, %1067[%1068 : i64] : vector<64xi32>
      %1078 = llvm.mlir.constant(19 : i64) : i64
      %1079 = llvm.mlir.constant(38 : i64) : i64
      %1080 = llvm.extractelement %886[%1079 : i64] : vector<128xi32>
      %1081 = llvm.mlir.constant(39 : i64) : i64
      %1082 = llvm.extractelement %886[%1081 : i64] : vector<128xi32>
      %1083 = llvm.bitcast %1080 : i32 to f32
      %1084 = llvm.bitcast %1082 : i32 to f32
      %1085 = nvvm.convert.f32x2.to.f16x2 %1084, %1083 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1086 = llvm.bitcast %1085 : vector<2xf16> to i32
      %1087 = llvm.insertelement %1086, %1077[%1078 : i64] : vector<64xi32>
      %1088 = llvm.mlir.constant(20 : i64) : i64
      %1089 = llvm.mlir.constant(40 : i64) : i64
      %1090 = llvm.extractelement %886[%1089 : i64] : vector<128xi32>
      %1091 = llvm.mlir.constant(41 : i64) : i64
      %1092 = llvm.extractelement %886[%1091 : i64] : vector<128xi32>
      %1093 = llvm.bitcast %1090 : i32 to f32
      %1094 = llvm.bitcast %1092 : i32 to f32
      %1095 = nvvm.convert.f32x2.to.f16x2 %1094, %1093 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1096 = llvm.bitcast %1095 : vector<2xf16> to i32
      %1097 = llvm.insertelement %1096, %1087[%1088 : i64] : vector<64xi32>
      %1098 = llvm.mlir.constant(21 : i64) : i64
      %1099 = llvm.mlir.constant(42 : i64) : i64
      %1100 = llvm.extractelement %886[%1099 : i64] : vector<128xi32>
      %1101 = llvm.mlir.constant(43 : i64) : i64
      %1102 = llvm.extractelement %886[%1101 : i64] : vector<128xi32>
      %1103 = llvm.bitcast %1100 : i32 to f32
      %1104 = llvm.bitcast %1102 : i32 to f32
      %1105 = nvvm.convert.f32x2.to.f16x2 %1104, %1103 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1106 = llvm.bitcast %1105 : vector<2xf16> to i32
      %1107 = llvm.insertelement %1106, %1097[%1098 : i64] : vector<64xi32>
      %1108 = llvm.mlir.constant(22 : i64) : i64
      %1109 = llvm.mlir.constant(44 : i64) : i64
      %1110 = llvm.extractelement %886[%1109 : i64] : vector<128xi32>
      %1111 = llvm.mlir.constant(45 : i64) : i64
      %1112 = llvm.extractelement %886[%1111 : i64] : vector<128xi32>
      %1113 = llvm.bitcast %1110 : i32 to f32
      %1114 = llvm.bitcast %1112 : i32 to f32
      %1115 = nvvm.convert.f32x2.to.f16x2 %1114, %1113 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1116 = llvm.bitcast %1115 : vector<2xf16> to i32
      %1117 = llvm.insertelement %1116, %1107[%1108 : i64] : vector<64xi32>
      %1118 = llvm.mlir.constant(23 : i64) : i64
      %1119 = llvm.mlir.constant(46 : i64) : i64
      %1120 = llvm.extractelement %886[%1119 : i64] : vector<128xi32>
      %1121 = llvm.mlir.constant(47 : i64) : i64
      %1122 = llvm.extractelement %886[%1121 : i64] : vector<128xi32>
      %1123 = llvm.bitcast %1120 : i32 to f32
      %1124 = llvm.bitcast %1122 : i32 to f32
      %1125 = nvvm.convert.f32x2.to.f16x2 %1124, %1123 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1126 = llvm.bitcast %1125 : vector<2xf16> to i32
      %1127 = llvm.insertelement %1126, %1117[%1118 : i64] : vector<64xi32>
      %1128 = llvm.mlir.constant(24 : i64) : i64
      %1129 = llvm.mlir.constant(48 : i64) : i64
      %1130 = llvm.extractelement %886[%1129 : i64] : vector<128xi32>
      %1131 = llvm.mlir.constant(49 : i64) : i64
      %1132 = llvm.extractelement %886[%1131 : i64] : vector<128xi32>
      %1133 = llvm.bitcast %1130 : i32 to f32
      %1134 = llvm.bitcast %1132 : i32 to f32
      %1135 = nvvm.convert.f32x2.to.f16x2 %1134, %1133 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1136 = llvm.bitcast %1135 : vector<2xf16> to i32
      %1137 = llvm.insertelement %1136, %1127[%1128 : i64] : vector<64xi32>
      %1138 = llvm.mlir.constant(25 : i64) : i64
      %1139 = llvm.mlir.constant(50 : i64) : i64
      %1140 = llvm.extractelement %886[%1139 : i64] : vector<128xi32>
      %1141 = llvm.mlir.constant(51 : i64) : i64
      %1142 = llvm.extractelement %886[%1141 : i64] : vector<128xi32>
      %1143 = llvm.bitcast %1140 : i32 to f32
      %1144 = llvm.bitcast %1142 : i32 to f32
      %1145 = nvvm.convert.f32x2.to.f16x2 %1144, %1143 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1146 = llvm.bitcast %1145 : vector<2xf16> to i32
      %1147 = llvm.insertelement %1146, %1137[%1138 : i64] : vector<64xi32>
      %1148 = llvm.mlir.constant(26 : i64) : i64
      %1149 = llvm.mlir.constant(52 : i64) : i64
      %1150 = llvm.extractelement %886[%1149 : i64] : vector<128xi32>
      %1151 = llvm.mlir.constant(53 : i64) : i64
      %1152 = llvm.extractelement %886[%1151 : i64] : vector<128xi32>
      %1153 = llvm.bitcast %1150 : i32 to f32
      %1154 = llvm.bitcast %1152 : i32 to f32
      %1155 = nvvm.convert.f32x2.to.f16x2 %1154, %1153 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1156 = llvm.bitcast %1155 : vector<2xf16> to i32
      %1157 = llvm.insertelement %1156, %1147[%1148 : i64] : vector<64xi32>
      %1158 = llvm.mlir.constant(27 : i64) : i64
      %1159 = llvm.mlir.constant(54 : i64) : i64
      %1160 = llvm.extractelement %886[%1159 : i64] : vector<128xi32>
      %1161 = llvm.mlir.constant(55 : i64) : i64
      %1162 = llvm.extractelement %886[%1161 : i64] : vector<128xi32>
      %1163 = llvm.bitcast %1160 : i32 to f32
      %1164 = llvm.bitcast %1162 : i32 to f32
      %1165 = nvvm.convert.f32x2.to.f16x2 %1164, %1163 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1166 = llvm.bitcast %1165 : vector<2xf16> to i32
      %1167 = llvm.insertelement %1166, %1157[%1158 : i64] : vector<64xi32>
      %1168 = llvm.mlir.constant(28 : i64) : i64
      %1169 = llvm.mlir.constant(56 : i64) : i64
      %1170 = llvm.extractelement %886[%1169 : i64] : vector<128xi32>
      %1171 = llvm.mlir.constant(57 : i64) : i64
      %1172 = llvm.extractelement %886[%1171 : i64] : vector<128xi32>
      %1173 = llvm.bitcast %1170 : i32 to f32
      %1174 = llvm.bitcast %1172 : i32 to f32
      %1175 = nvvm.convert.f32x2.to.f16x2 %1174, %1173 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1176 = llvm.bitcast %1175 : vector<2xf16> to i32
      %1177 = llvm.insertelement %1176, %1167[%1168 : i64] : vector<64xi32>
      %1178 = llvm.mlir.constant(29 : i64) : i64
      %1179 = llvm.mlir.constant(58 : i64) : i64
      %1180 = llvm.extractelement %886[%1179 : i64] : vector<128xi32>
      %1181 = llvm.mlir.constant(59 : i64) : i64
      %1182 = llvm.extractelement %886[%1181 : i64] : vector<128xi32>
      %1183 = llvm.bitcast %1180 : i32 to f32
      %1184 = llvm.bitcast %1182 : i32 to f32
      %1185 = nvvm.convert.f32x2.to.f16x2 %1184, %1183 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1186 = llvm.bitcast %1185 : vector<2xf16> to i32
      %1187 = llvm.insertelement %1186, %1177[%1178 : i64] : vector<64xi32>
      %1188 = llvm.mlir.constant(30 : i64) : i64
      %1189 = llvm.mlir.constant(60 : i64) : i64
      %1190 = llvm.extractelement %886[%1189 : i64] : vector<128xi32>
      %1191 = llvm.mlir.constant(61 : i64) : i64
      %1192 = llvm.extractelement %886[%1191 : i64] : vector<128xi32>
      %1193 = llvm.bitcast %1190 : i32 to f32
      %1194 = llvm.bitcast %1192 : i32 to f32
      %1195 = nvvm.convert.f32x2.to.f16x2 %1194, %1193 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1196 = llvm.bitcast %1195 : vector<2xf16> to i32
      %1197 = llvm.insertelement %1196, %1187[%1188 : i64] : vector<64xi32>
      %1198 = llvm.mlir.constant(31 : i64) : i64
      %1199 = llvm.mlir.constant(62 : i64) : i64
      %1200 = llvm.extractelement %886[%1199 : i64] : vector<128xi32>
      %1201 = llvm.mlir.constant(63 : i64) : i64
      %1202 = llvm.extractelement %886[%1201 : i64] : vector<128xi32>
      %1203 = llvm.bitcast %1200 : i32 to f32
      %1204 = llvm.bitcast %1202 : i32 to f32
      %1205 = nvvm.convert.f32x2.to.f16x2 %1204, %1203 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1206 = llvm.bitcast %1205 : vector<2xf16> to i32
      %1207 = llvm.insertelement %1206, %1197[%1198 : i64] : vector<64xi32>
      %1208 = llvm.mlir.constant(32 : i64) : i64
      %1209 = llvm.mlir.constant(64 : i64) : i64
      %1210 = llvm.extractelement %886[%1209 : i64] : vector<128xi32>
      %1211 = llvm.mlir.constant(65 : i64) : i64
      %1212 = llvm.extractelement %886[%1211 : i64] : vector<128xi32>
      %1213 = llvm.bitcast %1210 : i32 to f32
      %1214 = llvm.bitcast %1212 : i32 to f32
      %1215 = nvvm.convert.f32x2.to.f16x2 %1214, %1213 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1216 = llvm.bitcast %1215 : vector<2xf16> to i32
      %1217 = llvm.insertelement %1216, %1207[%1208 : i64] : vector<64xi32>
      %1218 = llvm.mlir.constant(33 : i64) : i64
      %1219 = llvm.mlir.constant(66 : i64) : i64
      %1220 = llvm.extractelement %886[%1219 : i64] : vector<128xi32>
      %1221 = llvm.mlir.constant(67 : i64) : i64
      %1222 = llvm.extractelement %886[%1221 : i64] : vector<128xi32>
      %1223 = llvm.bitcast %1220 : i32 to f32
      %1224 = llvm.bitcast %1222 : i32 to f32
      %1225 = nvvm.convert.f32x2.to.f16x2 %1224, %1223 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1226 = llvm.bitcast %1225 : vector<2xf16> to i32
      %1227 = llvm.insertelement %1226, %1217[%1218 : i64] : vector<64xi32>
      %1228 = llvm.mlir.constant(34 : i64) : i64
      %1229 = llvm.mlir.constant(68 : i64) : i64
      %1230 = llvm.extractelement %886[%1229 : i64] : vector<128xi32>
      %1231 = llvm.mlir.constant(69 : i64) : i64
      %1232 = llvm.extractelement %886[%1231 : i64] : vector<128xi32>
      %1233 = llvm.bitcast %1230 : i32 to f32
      %1234 = llvm.bitcast %1232 : i32 to f32
      %1235 = nvvm.convert.f32x2.to.f16x2 %1234, %1233 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1236 = llvm.bitcast %1235 : vector<2xf16> to i32
      %1237 = llvm.insertelement %1236, %1227[%1228 : i64] : vector<64xi32>
      %1238 = llvm.mlir.constant(35 : i64) : i64
      %1239 = llvm.mlir.constant(70 : i64) : i64
      %1240 = llvm.extractelement %886[%1239 : i64] : vector<128xi32>
      %1241 = llvm.mlir.constant(71 : i64) : i64
      %1242 = llvm.extractelement %886[%1241 : i64] : vector<128xi32>
      %1243 = llvm.bitcast %1240 : i32 to f32
      %1244 = llvm.bitcast %1242 : i32 to f32
      %1245 = nvvm.convert.f32x2.to.f16x2 %1244, %1243 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1246 = llvm.bitcast %1245 : vector<2xf16> to i32
      %1247 = llvm.insertelement %1246, %1237[%1238 : i64] : vector<64xi32>
      %1248 = llvm.mlir.constant(36 : i64) : i64
      %1249 = llvm.mlir.constant(72 : i64) : i64
      %1250 = llvm.extractelement %886[%1249 : i64] : vector<128xi32>
      %1251 = llvm.mlir.constant(73 : i64) : i64
      %1252 = llvm.extractelement %886[%1251 : i64] : vector<128xi32>
      %1253 = llvm.bitcast %1250 : i32 to f32
      %1254 = llvm.bitcast %1252 : i32 to f32
      %1255 = nvvm.convert.f32x2.to.f16x2 %1254, %1253 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1256 = llvm.bitcast %1255 : vector<2xf16> to i32
      %1257 = llvm.insertelement %1256, %1247[%1248 : i64] : vector<64xi32>
      %1258 = llvm.mlir.constant(37 : i64) : i64
      %1259 = llvm.mlir.constant(74 : i64) : i64
      %1260 = llvm.extractelement %886[%1259 : i64] : vector<128xi32>
      %1261 = llvm.mlir.constant(75 : i64) : i64
      %1262 = llvm.extractelement %886[%1261 : i64] : vector<128xi32>
      %1263 = llvm.bitcast %1260 : i32 to f32
      %1264 = llvm.bitcast %1262 : i32 to f32
      %1265 = nvvm.convert.f32x2.to.f16x2 %1264, %1263 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1266 = llvm.bitcast %1265 : vector<2xf16> to i32
      %1267 = llvm.insertelement %1266, %1257[%1258 : i64] : vector<64xi32>
      %1268 = llvm.mlir.constant(38 : i64) : i64
      %1269 = llvm.mlir.constant(76 : i64) : i64
      %1270 = llvm.extractelement %886[%1269 : i64] : vector<128xi32>
      %1271 = llvm.mlir.constant(77 : i64) : i64
      %1272 = llvm.extractelement %886[%1271 : i64] : vector<128xi32>
      %1273 = llvm.bitcast %1270 : i32 to f32
      %1274 = llvm.bitcast %1272 : i32 to f32
      %1275 = nvvm.convert.f32x2.to.f16x2 %1274, %1273 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1276 = llvm.bitcast %1275 : vector<2xf16> to i32
      %1277 = llvm.insertelement %1276, %1267[%1268 : i64] : vector<64xi32>
      %1278 = llvm.mlir.constant(39 : i64) : i64
      %1279 = llvm.mlir.constant(78 : i64) : i64
      %1280 = llvm.extractelement %886[%1279 : i64] : vector<128xi32>
      %1281 = llvm.mlir.constant(79 : i64) : i64
      %1282 = llvm.extractelement %886[%1281 : i64] : vector<128xi32>
      %1283 = llvm.bitcast %1280 : i32 to f32
      %1284 = llvm.bitcast %1282 : i32 to f32
      %1285 = nvvm.convert.f32x2.to.f16x2 %1284, %1283 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1286 = llvm.bitcast %1285 : vector<2xf16> to i32
      %1287 = llvm.insertelement %1286, %1277[%1278 : i64] : vector<64xi32>
      %1288 = llvm.mlir.constant(40 : i64) : i64
      %1289 = llvm.mlir.constant(80 : i64) : i64
      %1290 = llvm.extractelement %886[%1289 : i64] : vector<128xi32>
      %1291 = llvm.mlir.constant(81 : i64) : i64
      %1292 = llvm.extractelement %886[%1291 : i64] : vector<128xi32>
      %1293 = llvm.bitcast %1290 : i32 to f32
      %1294 = llvm.bitcast %1292 : i32 to f32
      %1295 = nvvm.convert.f32x2.to.f16x2 %1294, %1293 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1296 = llvm.bitcast %1295 : vector<2xf16> to i32
      %1297 = llvm.insertelement %1296, %1287[%1288 : i64] : vector<64xi32>
      %1298 = llvm.mlir.constant(41 : i64) : i64
      %1299 = llvm.mlir.constant(82 : i64) : i64
      %1300 = llvm.extractelement %886[%1299 : i64] : vector<128xi32>
      %1301 = llvm.mlir.constant(83 : i64) : i64
      %1302 = llvm.extractelement %886[%1301 : i64] : vector<128xi32>
      %1303 = llvm.bitcast %1300 : i32 to f32
      %1304 = llvm.bitcast %1302 : i32 to f32
      %1305 = nvvm.convert.f32x2.to.f16x2 %1304, %1303 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1306 = llvm.bitcast %1305 : vector<2xf16> to i32
      %1307 = llvm.insertelement %1306, %1297[%1298 : i64] : vector<64xi32>
      %1308 = llvm.mlir.constant(42 : i64) : i64
      %1309 = llvm.mlir.constant(84 : i64) : i64
      %1310 = llvm.extractelement %886[%1309 : i64] : vector<128xi32>
      %1311 = llvm.mlir.constant(85 : i64) : i64
      %1312 = llvm.extractelement %886[%1311 : i64] : vector<128xi32>
      %1313 = llvm.bitcast %1310 : i32 to f32
      %1314 = llvm.bitcast %1312 : i32 to f32
      %1315 = nvvm.convert.f32x2.to.f16x2 %1314, %1313 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1316 = llvm.bitcast %1315 : vector<2xf16> to i32
      %1317 = llvm.insertelement %1316, %1307[%1308 : i64] : vector<64xi32>
      %1318 = llvm.mlir.constant(43 : i64) : i64
      %1319 = llvm.mlir.constant(86 : i64) : i64
      %1320 = llvm.extractelement %886[%1319 : i64] : vector<128xi32>
      %1321 = llvm.mlir.constant(87 : i64) : i64
      %1322 = llvm.extractelement %886[%1321 : i64] : vector<128xi32>
      %1323 = llvm.bitcast %1320 : i32 to f32
      %1324 = llvm.bitcast %1322 : i32 to f32
      %1325 = nvvm.convert.f32x2.to.f16x2 %1324, %1323 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1326 = llvm.bitcast %1325 : vector<2xf16> to i32
      %1327 = llvm.insertelement %1326, %1317[%1318 : i64] : vector<64xi32>
      %1328 = llvm.mlir.constant(44 : i64) : i64
      %1329 = llvm.mlir.constant(88 : i64) : i64
      %1330 = llvm.extractelement %886[%1329 : i64] : vector<128xi32>
      %1331 = llvm.mlir.constant(89 : i64) : i64
      %1332 = llvm.extractelement %886[%1331 : i64] : vector<128xi32>
      %1333 = llvm.bitcast %1330 : i32 to f32
      %1334 = llvm.bitcast %1332 : i32 to f32
      %1335 = nvvm.convert.f32x2.to.f16x2 %1334, %1333 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1336 = llvm.bitcast %1335 : vector<2xf16> to i32
      %1337 = llvm.insertelement %1336, %1327[%1328 : i64] : vector<64xi32>
      %1338 = llvm.mlir.constant(45 : i64) : i64
      %1339 = llvm.mlir.constant(90 : i64) : i64
      %1340 = llvm.extractelement %886[%1339 : i64] : vector<128xi32>
      %1341 = llvm.mlir.constant(91 : i64) : i64
      %1342 = llvm.extractelement %886[%1341 : i64] : vector<128xi32>
      %1343 = llvm.bitcast %1340 : i32 to f32
      %1344 = llvm.bitcast %1342 : i32 to f32
      %1345 = nvvm.convert.f32x2.to.f16x2 %1344, %1343 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1346 = llvm.bitcast %1345 : vector<2xf16> to i32
      %1347 = llvm.insertelement %1346, %1337[%1338 : i64] : vector<64xi32>
      %1348 = llvm.mlir.constant(46 : i64) : i64
      %1349 = llvm.mlir.constant(92 : i64) : i64
      %1350 = llvm.extractelement %886[%1349 : i64] : vector<128xi32>
      %1351 = llvm.mlir.constant(93 : i64) : i64
      %1352 = llvm.extractelement %886[%1351 : i64] : vector<128xi32>
      %1353 = llvm.bitcast %1350 : i32 to f32
      %1354 = llvm.bitcast %1352 : i32 to f32
      %1355 = nvvm.convert.f32x2.to.f16x2 %1354, %1353 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1356 = llvm.bitcast %1355 : vector<2xf16> to i32
      %1357 = llvm.insertelement %1356, %1347[%1348 : i64] : vector<64xi32>
      %1358 = llvm.mlir.constant(47 : i64) : i64
      %1359 = llvm.mlir.constant(94 : i64) : i64
      %1360 = llvm.extractelement %886[%1359 : i64] : vector<128xi32>
      %1361 = llvm.mlir.constant(95 : i64) : i64
      %1362 = llvm.extractelement %886[%1361 : i64] : vector<128xi32>
      %1363 = llvm.bitcast %1360 : i32 to f32
      %1364 = llvm.bitcast %1362 : i32 to f32
      %1365 = nvvm.convert.f32x2.to.f16x2 %1364, %1363 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1366 = llvm.bitcast %1365 : vector<2xf16> to i32
      %1367 = llvm.insertelement %1366, %1357[%1358 : i64] : vector<64xi32>
      %1368 = llvm.mlir.constant(48 : i64) : i64
      %1369 = llvm.mlir.constant(96 : i64) : i64
      %1370 = llvm.extractelement %886[%1369 : i64] : vector<128xi32>
      %1371 = llvm.mlir.constant(97 : i64) : i64
      %1372 = llvm.extractelement %886[%1371 : i64] : vector<128xi32>
      %1373 = llvm.bitcast %1370 : i32 to f32
      %1374 = llvm.bitcast %1372 : i32 to f32
      %1375 = nvvm.convert.f32x2.to.f16x2 %1374, %1373 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1376 = llvm.bitcast %1375 : vector<2xf16> to i32
      %1377 = llvm.insertelement %1376, %1367[%1368 : i64] : vector<64xi32>
      %1378 = llvm.mlir.constant(49 : i64) : i64
      %1379 = llvm.mlir.constant(98 : i64) : i64
      %1380 = llvm.extractelement %886[%1379 : i64] : vector<128xi32>
      %1381 = llvm.mlir.constant(99 : i64) : i64
      %1382 = llvm.extractelement %886[%1381 : i64] : vector<128xi32>
      %1383 = llvm.bitcast %1380 : i32 to f32
      %1384 = llvm.bitcast %1382 : i32 to f32
      %1385 = nvvm.convert.f32x2.to.f16x2 %1384, %1383 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1386 = llvm.bitcast %1385 : vector<2xf16> to i32
      %1387 = llvm.insertelement %1386, %1377[%1378 : i64] : vector<64xi32>
      %1388 = llvm.mlir.constant(50 : i64) : i64
      %1389 = llvm.mlir.constant(100 : i64) : i64
      %1390 = llvm.extractelement %886[%1389 : i64] : vector<128xi32>
      %1391 = llvm.mlir.constant(101 : i64) : i64
      %1392 = llvm.extractelement %886[%1391 : i64] : vector<128xi32>
      %1393 = llvm.bitcast %1390 : i32 to f32
      %1394 = llvm.bitcast %1392 : i32 to f32
      %1395 = nvvm.convert.f32x2.to.f16x2 %1394, %1393 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1396 = llvm.bitcast %1395 : vector<2xf16> to i32
      %1397 = llvm.insertelement %1396, %1387[%1388 : i64] : vector<64xi32>
      %1398 = llvm.mlir.constant(51 : i64) : i64
      %1399 = llvm.mlir.constant(102 : i64) : i64
      %1400 = llvm.extractelement %886[%1399 : i64] : vector<128xi32>
      %1401 = llvm.mlir.constant(103 : i64) : i64
      %1402 = llvm.extractelement %886[%1401 : i64] : vector<128xi32>
      %1403 = llvm.bitcast %1400 : i32 to f32
      %1404 = llvm.bitcast %1402 : i32 to f32
      %1405 = nvvm.convert.f32x2.to.f16x2 %1404, %1403 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1406 = llvm.bitcast %1405 : vector<2xf16> to i32
      %1407 = llvm.insertelement %1406, %1397[%1398 : i64] : vector<64xi32>
      %1408 = llvm.mlir.constant(52 : i64) : i64
      %1409 = llvm.mlir.constant(104 : i64) : i64
      %1410 = llvm.extractelement %886[%1409 : i64] : vector<128xi32>
      %1411 = llvm.mlir.constant(105 : i64) : i64
      %1412 = llvm.extractelement %886[%1411 : i64] : vector<128xi32>
      %1413 = llvm.bitcast %1410 : i32 to f32
      %1414 = llvm.bitcast %1412 : i32 to f32
      %1415 = nvvm.convert.f32x2.to.f16x2 %1414, %1413 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1416 = llvm.bitcast %1415 : vector<2xf16> to i32
      %1417 = llvm.insertelement %1416, %1407[%1408 : i64] : vector<64xi32>
      %1418 = llvm.mlir.constant(53 : i64) : i64
      %1419 = llvm.mlir.constant(106 : i64) : i64
      %1420 = llvm.extractelement %886[%1419 : i64] : vector<128xi32>
      %1421 = llvm.mlir.constant(107 : i64) : i64
      %1422 = llvm.extractelement %886[%1421 : i64] : vector<128xi32>
      %1423 = llvm.bitcast %1420 : i32 to f32
      %1424 = llvm.bitcast %1422 : i32 to f32
      %1425 = nvvm.convert.f32x2.to.f16x2 %1424, %1423 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1426 = llvm.bitcast %1425 : vector<2xf16> to i32
      %1427 = llvm.insertelement %1426, %1417[%1418 : i64] : vector<64xi32>
      %1428 = llvm.mlir.constant(54 : i64) : i64
      %1429 = llvm.mlir.constant(108 : i64) : i64
      %1430 = llvm.extractelement %886[%1429 : i64] : vector<128xi32>
      %1431 = llvm.mlir.constant(109 : i64) : i64
      %1432 = llvm.extractelement %886[%1431 : i64] : vector<128xi32>
      %1433 = llvm.bitcast %1430 : i32 to f32
      %1434 = llvm.bitcast %1432 : i32 to f32
      %1435 = nvvm.convert.f32x2.to.f16x2 %1434, %1433 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1436 = llvm.bitcast %1435 : vector<2xf16> to i32
      %1437 = llvm.insertelement %1436, %1427[%1428 : i64] : vector<64xi32>
      %1438 = llvm.mlir.constant(55 : i64) : i64
      %1439 = llvm.mlir.constant(110 : i64) : i64
      %1440 = llvm.extractelement %886[%1439 : i64] : vector<128xi32>
      %1441 = llvm.mlir.constant(111 : i64) : i64
      %1442 = llvm.extractelement %886[%1441 : i64] : vector<128xi32>
      %1443 = llvm.bitcast %1440 : i32 to f32
      %1444 = llvm.bitcast %1442 : i32 to f32
      %1445 = nvvm.convert.f32x2.to.f16x2 %1444, %1443 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1446 = llvm.bitcast %1445 : vector<2xf16> to i32
      %1447 = llvm.insertelement %1446, %1437[%1438 : i64] : vector<64xi32>
      %1448 = llvm.mlir.constant(56 : i64) : i64
      %1449 = llvm.mlir.constant(112 : i64) : i64
      %1450 = llvm.extractelement %886[%1449 : i64] : vector<128xi32>
      %1451 = llvm.mlir.constant(113 : i64) : i64
      %1452 = llvm.extractelement %886[%1451 : i64] : vector<128xi32>
      %1453 = llvm.bitcast %1450 : i32 to f32
      %1454 = llvm.bitcast %1452 : i32 to f32
      %1455 = nvvm.convert.f32x2.to.f16x2 %1454, %1453 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1456 = llvm.bitcast %1455 : vector<2xf16> to i32
      %1457 = llvm.insertelement %1456, %1447[%1448 : i64] : vector<64xi32>
      %1458 = llvm.mlir.constant(57 : i64) : i64
      %1459 = llvm.mlir.constant(114 : i64) : i64
      %1460 = llvm.extractelement %886[%1459 : i64] : vector<128xi32>
      %1461 = llvm.mlir.constant(115 : i64) : i64
      %1462 = llvm.extractelement %886[%1461 : i64] : vector<128xi32>
      %1463 = llvm.bitcast %1460 : i32 to f32
      %1464 = llvm.bitcast %1462 : i32 to f32
      %1465 = nvvm.convert.f32x2.to.f16x2 %1464, %1463 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1466 = llvm.bitcast %1465 : vector<2xf16> to i32
      %1467 = llvm.insertelement %1466, %1457[%1458 : i64] : vector<64xi32>
      %1468 = llvm.mlir.constant(58 : i64) : i64
      %1469 = llvm.mlir.constant(116 : i64) : i64
      %1470 = llvm.extractelement %886[%1469 : i64] : vector<128xi32>
      %1471 = llvm.mlir.constant(117 : i64) : i64
      %1472 = llvm.extractelement %886[%1471 : i64] : vector<128xi32>
      %1473 = llvm.bitcast %1470 : i32 to f32
      %1474 = llvm.bitcast %1472 : i32 to f32
      %1475 = nvvm.convert.f32x2.to.f16x2 %1474, %1473 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1476 = llvm.bitcast %1475 : vector<2xf16> to i32
      %1477 = llvm.insertelement %1476, %1467[%1468 : i64] : vector<64xi32>
      %1478 = llvm.mlir.constant(59 : i64) : i64
      %1479 = llvm.mlir.constant(118 : i64) : i64
      %1480 = llvm.extractelement %886[%1479 : i64] : vector<128xi32>
      %1481 = llvm.mlir.constant(119 : i64) : i64
      %1482 = llvm.extractelement %886[%1481 : i64] : vector<128xi32>
      %1483 = llvm.bitcast %1480 : i32 to f32
      %1484 = llvm.bitcast %1482 : i32 to f32
      %1485 = nvvm.convert.f32x2.to.f16x2 %1484, %1483 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1486 = llvm.bitcast %1485 : vector<2xf16> to i32
      %1487 = llvm.insertelement %1486, %1477[%1478 : i64] : vector<64xi32>
      %1488 = llvm.mlir.constant(60 : i64) : i64
      %1489 = llvm.mlir.constant(120 : i64) : i64
      %1490 = llvm.extractelement %886[%1489 : i64] : vector<128xi32>
      %1491 = llvm.mlir.constant(121 : i64) : i64
      %1492 = llvm.extractelement %886[%1491 : i64] : vector<128xi32>
      %1493 = llvm.bitcast %1490 : i32 to f32
      %1494 = llvm.bitcast %1492 : i32 to f32
      %1495 = nvvm.convert.f32x2.to.f16x2 %1494, %1493 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1496 = llvm.bitcast %1495 : vector<2xf16> to i32
      %1497 = llvm.insertelement %1496, %1487[%1488 : i64] : vector<64xi32>
      %1498 = llvm.mlir.constant(61 : i64) : i64
      %1499 = llvm.mlir.constant(122 : i64) : i64
      %1500 = llvm.extractelement %886[%1499 : i64] : vector<128xi32>
      %1501 = llvm.mlir.constant(123 : i64) : i64
      %1502 = llvm.extractelement %886[%1501 : i64] : vector<128xi32>
      %1503 = llvm.bitcast %1500 : i32 to f32
      %1504 = llvm.bitcast %1502 : i32 to f32
      %1505 = nvvm.convert.f32x2.to.f16x2 %1504, %1503 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1506 = llvm.bitcast %1505 : vector<2xf16> to i32
      %1507 = llvm.insertelement %1506, %1497[%1498 : i64] : vector<64xi32>
      %1508 = llvm.mlir.constant(62 : i64) : i64
      %1509 = llvm.mlir.constant(124 : i64) : i64
      %1510 = llvm.extractelement %886[%1509 : i64] : vector<128xi32>
      %1511 = llvm.mlir.constant(125 : i64) : i64
      %1512 = llvm.extractelement %886[%1511 : i64] : vector<128xi32>
      %1513 = llvm.bitcast %1510 : i32 to f32
      %1514 = llvm.bitcast %1512 : i32 to f32
      %1515 = nvvm.convert.f32x2.to.f16x2 %1514, %1513 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1516 = llvm.bitcast %1515 : vector<2xf16> to i32
      %1517 = llvm.insertelement %1516, %1507[%1508 : i64] : vector<64xi32>
      %1518 = llvm.mlir.constant(63 : i64) : i64
      %1519 = llvm.mlir.constant(126 : i64) : i64
      %1520 = llvm.extractelement %886[%1519 : i64] : vector<128xi32>
      %1521 = llvm.mlir.constant(127 : i64) : i64
      %1522 = llvm.extractelement %886[%1521 : i64] : vector<128xi32>
      %1523 = llvm.bitcast %1520 : i32 to f32
      %1524 = llvm.bitcast %1522 : i32 to f32
      %1525 = nvvm.convert.f32x2.to.f16x2 %1524, %1523 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1526 = llvm.bitcast %1525 : vector<2xf16> to i32
      %1527 = llvm.insertelement %1526, %1517[%1518 : i64] : vector<64xi32>
      %1528 = llvm.bitcast %1527 : vector<64xi32> to vector<128xf16>
      llvm.store %1528, %54 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %1529 = llvm.add %93, %53 : i32
      %1530 = llvm.mul %1529, %52 : i32
      %1531 = llvm.icmp "sle" %1530, %32 : i32
      %1532 = llvm.add %104, %53 : i32
      %1533 = llvm.mul %1532, %52 : i32
      %1534 = llvm.icmp "sle" %1533, %37 : i32
      %1535 = llvm.and %1531, %1534 : i1
      llvm.cond_br %1535, ^bb60, ^bb64
    ^bb60:  // pred: ^bb59
      llvm.br ^bb61(%39, %39, %39 : i32, i32, i32)
    ^bb61(%1536: i32, %1537: i32, %1538: i32):  // 2 preds: ^bb60, ^bb62
      %1539 = llvm.icmp "slt" %1536, %51 : i32
      llvm.cond_br %1539, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %1540 = llvm.mul %1536, %33 overflow<nsw> : i32
      %1541 = llvm.getelementptr %54[%1540] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1542 = llvm.srem %1536, %33 : i32
      %1543 = llvm.mul %1542, %8 overflow<nsw> : i32
      %1544 = llvm.sdiv %1538, %49 : i32
      %1545 = llvm.srem %1538, %49 : i32
      %1546 = llvm.mul %1545, %5 overflow<nsw> : i32
      %1547 = llvm.add %1543, %1546 overflow<nsw> : i32
      %1548 = llvm.mul %1544, %31 overflow<nsw> : i32
      %1549 = llvm.add %1547, %1548 overflow<nsw> : i32
      %1550 = llvm.getelementptr %480[%1549] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1551 = llvm.load %1541 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %1551, %1550 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %1552 = llvm.add %1537, %53 : i32
      %1553 = llvm.icmp "eq" %1552, %33 : i32
      %1554 = llvm.select %1553, %39, %1552 : i1, i32
      %1555 = llvm.add %1537, %53 : i32
      %1556 = llvm.add %1538, %53 : i32
      %1557 = llvm.icmp "eq" %1555, %33 : i32
      %1558 = llvm.select %1557, %1556, %1538 : i1, i32
      %1559 = llvm.add %1536, %53 : i32
      llvm.br ^bb61(%1559, %1554, %1558 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb63:  // pred: ^bb61
      llvm.br ^bb321
    ^bb64:  // pred: ^bb59
      %1560 = llvm.mul %469, %31 overflow<nsw> : i32
      %1561 = llvm.add %471, %1560 overflow<nsw> : i32
      %1562 = llvm.add %473, %477 overflow<nsw> : i32
      %1563 = llvm.add %124, %1561 overflow<nsw> : i32
      %1564 = llvm.add %125, %1562 overflow<nsw> : i32
      %1565 = llvm.icmp "slt" %1563, %32 : i32
      %1566 = llvm.icmp "slt" %1564, %37 : i32
      %1567 = llvm.and %1565, %1566 : i1
      llvm.cond_br %1567, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      %1568 = llvm.load %54 {alignment = 32 : i64} : !llvm.ptr -> f16
      llvm.store %1568, %480 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %1569 = llvm.add %1564, %53 overflow<nsw> : i32
      %1570 = llvm.icmp "slt" %1563, %32 : i32
      %1571 = llvm.icmp "slt" %1569, %37 : i32
      %1572 = llvm.and %1570, %1571 : i1
      llvm.cond_br %1572, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %1573 = llvm.getelementptr %54[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %1574 = llvm.load %1573 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1575 = llvm.getelementptr %480[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1574, %1575 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %1576 = llvm.add %1563, %30 overflow<nsw> : i32
      %1577 = llvm.icmp "slt" %1576, %32 : i32
      %1578 = llvm.icmp "slt" %1564, %37 : i32
      %1579 = llvm.and %1577, %1578 : i1
      llvm.cond_br %1579, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %1580 = llvm.getelementptr %54[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %1581 = llvm.load %1580 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1582 = llvm.getelementptr %480[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1581, %1582 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      %1583 = llvm.add %1563, %30 overflow<nsw> : i32
      %1584 = llvm.add %1564, %53 overflow<nsw> : i32
      %1585 = llvm.icmp "slt" %1583, %32 : i32
      %1586 = llvm.icmp "slt" %1584, %37 : i32
      %1587 = llvm.and %1585, %1586 : i1
      llvm.cond_br %1587, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %1588 = llvm.getelementptr %54[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %1589 = llvm.load %1588 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1590 = llvm.getelementptr %480[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1589, %1590 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %1591 = llvm.add %1563, %41 overflow<nsw> : i32
      %1592 = llvm.icmp "slt" %1591, %32 : i32
      %1593 = llvm.icmp "slt" %1564, %37 : i32
      %1594 = llvm.and %1592, %1593 : i1
      llvm.cond_br %1594, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %1595 = llvm.getelementptr %54[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %1596 = llvm.load %1595 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1597 = llvm.getelementptr %480[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1596, %1597 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb72, ^bb73
      %1598 = llvm.add %1563, %41 overflow<nsw> : i32
      %1599 = llvm.add %1564, %53 overflow<nsw> : i32
      %1600 = llvm.icmp "slt" %1598, %32 : i32
      %1601 = llvm.icmp "slt" %1599, %37 : i32
      %1602 = llvm.and %1600, %1601 : i1
      llvm.cond_br %1602, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %1603 = llvm.getelementptr %54[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %1604 = llvm.load %1603 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1605 = llvm.getelementptr %480[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1604, %1605 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      %1606 = llvm.add %1563, %15 overflow<nsw> : i32
      %1607 = llvm.icmp "slt" %1606, %32 : i32
      %1608 = llvm.icmp "slt" %1564, %37 : i32
      %1609 = llvm.and %1607, %1608 : i1
      llvm.cond_br %1609, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %1610 = llvm.getelementptr %54[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %1611 = llvm.load %1610 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1612 = llvm.getelementptr %480[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1611, %1612 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      %1613 = llvm.add %1563, %15 overflow<nsw> : i32
      %1614 = llvm.add %1564, %53 overflow<nsw> : i32
      %1615 = llvm.icmp "slt" %1613, %32 : i32
      %1616 = llvm.icmp "slt" %1614, %37 : i32
      %1617 = llvm.and %1615, %1616 : i1
      llvm.cond_br %1617, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %1618 = llvm.getelementptr %54[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %1619 = llvm.load %1618 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1620 = llvm.getelementptr %480[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1619, %1620 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb80
    ^bb80:  // 2 preds: ^bb78, ^bb79
      %1621 = llvm.add %1563, %51 overflow<nsw> : i32
      %1622 = llvm.icmp "slt" %1621, %32 : i32
      %1623 = llvm.icmp "slt" %1564, %37 : i32
      %1624 = llvm.and %1622, %1623 : i1
      llvm.cond_br %1624, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %1625 = llvm.getelementptr %54[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %1626 = llvm.load %1625 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1627 = llvm.getelementptr %480[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1626, %1627 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb80, ^bb81
      %1628 = llvm.add %1563, %51 overflow<nsw> : i32
      %1629 = llvm.add %1564, %53 overflow<nsw> : i32
      %1630 = llvm.icmp "slt" %1628, %32 : i32
      %1631 = llvm.icmp "slt" %1629, %37 : i32
      %1632 = llvm.and %1630, %1631 : i1
      llvm.cond_br %1632, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %1633 = llvm.getelementptr %54[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %1634 = llvm.load %1633 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1635 = llvm.getelementptr %480[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1634, %1635 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %1636 = llvm.add %1563, %29 overflow<nsw> : i32
      %1637 = llvm.icmp "slt" %1636, %32 : i32
      %1638 = llvm.icmp "slt" %1564, %37 : i32
      %1639 = llvm.and %1637, %1638 : i1
      llvm.cond_br %1639, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %1640 = llvm.getelementptr %54[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %1641 = llvm.load %1640 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1642 = llvm.getelementptr %480[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1641, %1642 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %1643 = llvm.add %1563, %29 overflow<nsw> : i32
      %1644 = llvm.add %1564, %53 overflow<nsw> : i32
      %1645 = llvm.icmp "slt" %1643, %32 : i32
      %1646 = llvm.icmp "slt" %1644, %37 : i32
      %1647 = llvm.and %1645, %1646 : i1
      llvm.cond_br %1647, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %1648 = llvm.getelementptr %54[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %1649 = llvm.load %1648 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1650 = llvm.getelementptr %480[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1649, %1650 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %1651 = llvm.add %1563, %50 overflow<nsw> : i32
      %1652 = llvm.icmp "slt" %1651, %32 : i32
      %1653 = llvm.icmp "slt" %1564, %37 : i32
      %1654 = llvm.and %1652, %1653 : i1
      llvm.cond_br %1654, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1655 = llvm.getelementptr %54[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %1656 = llvm.load %1655 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1657 = llvm.getelementptr %480[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1656, %1657 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1658 = llvm.add %1563, %50 overflow<nsw> : i32
      %1659 = llvm.add %1564, %53 overflow<nsw> : i32
      %1660 = llvm.icmp "slt" %1658, %32 : i32
      %1661 = llvm.icmp "slt" %1659, %37 : i32
      %1662 = llvm.and %1660, %1661 : i1
      llvm.cond_br %1662, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1663 = llvm.getelementptr %54[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %1664 = llvm.load %1663 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1665 = llvm.getelementptr %480[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1664, %1665 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1666 = llvm.add %1563, %3 overflow<nsw> : i32
      %1667 = llvm.icmp "slt" %1666, %32 : i32
      %1668 = llvm.icmp "slt" %1564, %37 : i32
      %1669 = llvm.and %1667, %1668 : i1
      llvm.cond_br %1669, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1670 = llvm.getelementptr %54[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %1671 = llvm.load %1670 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1672 = llvm.getelementptr %480[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1671, %1672 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1673 = llvm.add %1563, %3 overflow<nsw> : i32
      %1674 = llvm.add %1564, %53 overflow<nsw> : i32
      %1675 = llvm.icmp "slt" %1673, %32 : i32
      %1676 = llvm.icmp "slt" %1674, %37 : i32
      %1677 = llvm.and %1675, %1676 : i1
      llvm.cond_br %1677, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1678 = llvm.getelementptr %54[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %1679 = llvm.load %1678 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1680 = llvm.getelementptr %480[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1679, %1680 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1681 = llvm.add %1564, %31 overflow<nsw> : i32
      %1682 = llvm.icmp "slt" %1563, %32 : i32
      %1683 = llvm.icmp "slt" %1681, %37 : i32
      %1684 = llvm.and %1682, %1683 : i1
      llvm.cond_br %1684, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1685 = llvm.getelementptr %54[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1686 = llvm.load %1685 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1687 = llvm.getelementptr %480[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1686, %1687 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1688 = llvm.add %1564, %40 overflow<nsw> : i32
      %1689 = llvm.icmp "slt" %1563, %32 : i32
      %1690 = llvm.icmp "slt" %1688, %37 : i32
      %1691 = llvm.and %1689, %1690 : i1
      llvm.cond_br %1691, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1692 = llvm.getelementptr %54[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %1693 = llvm.load %1692 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1694 = llvm.getelementptr %480[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1693, %1694 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1695 = llvm.add %1563, %30 overflow<nsw> : i32
      %1696 = llvm.add %1564, %31 overflow<nsw> : i32
      %1697 = llvm.icmp "slt" %1695, %32 : i32
      %1698 = llvm.icmp "slt" %1696, %37 : i32
      %1699 = llvm.and %1697, %1698 : i1
      llvm.cond_br %1699, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1700 = llvm.getelementptr %54[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %1701 = llvm.load %1700 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1702 = llvm.getelementptr %480[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1701, %1702 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1703 = llvm.add %1563, %30 overflow<nsw> : i32
      %1704 = llvm.add %1564, %40 overflow<nsw> : i32
      %1705 = llvm.icmp "slt" %1703, %32 : i32
      %1706 = llvm.icmp "slt" %1704, %37 : i32
      %1707 = llvm.and %1705, %1706 : i1
      llvm.cond_br %1707, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1708 = llvm.getelementptr %54[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %1709 = llvm.load %1708 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1710 = llvm.getelementptr %480[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1709, %1710 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1711 = llvm.add %1563, %41 overflow<nsw> : i32
      %1712 = llvm.add %1564, %31 overflow<nsw> : i32
      %1713 = llvm.icmp "slt" %1711, %32 : i32
      %1714 = llvm.icmp "slt" %1712, %37 : i32
      %1715 = llvm.and %1713, %1714 : i1
      llvm.cond_br %1715, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1716 = llvm.getelementptr %54[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %1717 = llvm.load %1716 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1718 = llvm.getelementptr %480[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1717, %1718 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1719 = llvm.add %1563, %41 overflow<nsw> : i32
      %1720 = llvm.add %1564, %40 overflow<nsw> : i32
      %1721 = llvm.icmp "slt" %1719, %32 : i32
      %1722 = llvm.icmp "slt" %1720, %37 : i32
      %1723 = llvm.and %1721, %1722 : i1
      llvm.cond_br %1723, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1724 = llvm.getelementptr %54[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %1725 = llvm.load %1724 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1726 = llvm.getelementptr %480[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1725, %1726 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1727 = llvm.add %1563, %15 overflow<nsw> : i32
      %1728 = llvm.add %1564, %31 overflow<nsw> : i32
      %1729 = llvm.icmp "slt" %1727, %32 : i32
      %1730 = llvm.icmp "slt" %1728, %37 : i32
      %1731 = llvm.and %1729, %1730 : i1
      llvm.cond_br %1731, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1732 = llvm.getelementptr %54[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %1733 = llvm.load %1732 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1734 = llvm.getelementptr %480[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1733, %1734 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1735 = llvm.add %1563, %15 overflow<nsw> : i32
      %1736 = llvm.add %1564, %40 overflow<nsw> : i32
      %1737 = llvm.icmp "slt" %1735, %32 : i32
      %1738 = llvm.icmp "slt" %1736, %37 : i32
      %1739 = llvm.and %1737, %1738 : i1
      llvm.cond_br %1739, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1740 = llvm.getelementptr %54[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %1741 = llvm.load %1740 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1742 = llvm.getelementptr %480[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1741, %1742 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1743 = llvm.add %1563, %51 overflow<nsw> : i32
      %1744 = llvm.add %1564, %31 overflow<nsw> : i32
      %1745 = llvm.icmp "slt" %1743, %32 : i32
      %1746 = llvm.icmp "slt" %1744, %37 : i32
      %1747 = llvm.and %1745, %1746 : i1
      llvm.cond_br %1747, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1748 = llvm.getelementptr %54[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %1749 = llvm.load %1748 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1750 = llvm.getelementptr %480[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1749, %1750 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1751 = llvm.add %1563, %51 overflow<nsw> : i32
      %1752 = llvm.add %1564, %40 overflow<nsw> : i32
      %1753 = llvm.icmp "slt" %1751, %32 : i32
      %1754 = llvm.icmp "slt" %1752, %37 : i32
      %1755 = llvm.and %1753, %1754 : i1
      llvm.cond_br %1755, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1756 = llvm.getelementptr %54[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %1757 = llvm.load %1756 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1758 = llvm.getelementptr %480[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1757, %1758 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1759 = llvm.add %1563, %29 overflow<nsw> : i32
      %1760 = llvm.add %1564, %31 overflow<nsw> : i32
      %1761 = llvm.icmp "slt" %1759, %32 : i32
      %1762 = llvm.icmp "slt" %1760, %37 : i32
      %1763 = llvm.and %1761, %1762 : i1
      llvm.cond_br %1763, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1764 = llvm.getelementptr %54[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %1765 = llvm.load %1764 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1766 = llvm.getelementptr %480[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1765, %1766 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1767 = llvm.add %1563, %29 overflow<nsw> : i32
      %1768 = llvm.add %1564, %40 overflow<nsw> : i32
      %1769 = llvm.icmp "slt" %1767, %32 : i32
      %1770 = llvm.icmp "slt" %1768, %37 : i32
      %1771 = llvm.and %1769, %1770 : i1
      llvm.cond_br %1771, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1772 = llvm.getelementptr %54[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %1773 = llvm.load %1772 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1774 = llvm.getelementptr %480[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1773, %1774 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1775 = llvm.add %1563, %50 overflow<nsw> : i32
      %1776 = llvm.add %1564, %31 overflow<nsw> : i32
      %1777 = llvm.icmp "slt" %1775, %32 : i32
      %1778 = llvm.icmp "slt" %1776, %37 : i32
      %1779 = llvm.and %1777, %1778 : i1
      llvm.cond_br %1779, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1780 = llvm.getelementptr %54[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %1781 = llvm.load %1780 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1782 = llvm.getelementptr %480[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1781, %1782 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1783 = llvm.add %1563, %50 overflow<nsw> : i32
      %1784 = llvm.add %1564, %40 overflow<nsw> : i32
      %1785 = llvm.icmp "slt" %1783, %32 : i32
      %1786 = llvm.icmp "slt" %1784, %37 : i32
      %1787 = llvm.and %1785, %1786 : i1
      llvm.cond_br %1787, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1788 = llvm.getelementptr %54[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %1789 = llvm.load %1788 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1790 = llvm.getelementptr %480[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1789, %1790 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1791 = llvm.add %1563, %3 overflow<nsw> : i32
      %1792 = llvm.add %1564, %31 overflow<nsw> : i32
      %1793 = llvm.icmp "slt" %1791, %32 : i32
      %1794 = llvm.icmp "slt" %1792, %37 : i32
      %1795 = llvm.and %1793, %1794 : i1
      llvm.cond_br %1795, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1796 = llvm.getelementptr %54[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %1797 = llvm.load %1796 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1798 = llvm.getelementptr %480[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1797, %1798 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1799 = llvm.add %1563, %3 overflow<nsw> : i32
      %1800 = llvm.add %1564, %40 overflow<nsw> : i32
      %1801 = llvm.icmp "slt" %1799, %32 : i32
      %1802 = llvm.icmp "slt" %1800, %37 : i32
      %1803 = llvm.and %1801, %1802 : i1
      llvm.cond_br %1803, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1804 = llvm.getelementptr %54[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %1805 = llvm.load %1804 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1806 = llvm.getelementptr %480[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1805, %1806 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1807 = llvm.add %1564, %41 overflow<nsw> : i32
      %1808 = llvm.icmp "slt" %1563, %32 : i32
      %1809 = llvm.icmp "slt" %1807, %37 : i32
      %1810 = llvm.and %1808, %1809 : i1
      llvm.cond_br %1810, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1811 = llvm.getelementptr %54[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1812 = llvm.load %1811 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1813 = llvm.getelementptr %480[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1812, %1813 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1814 = llvm.add %1564, %16 overflow<nsw> : i32
      %1815 = llvm.icmp "slt" %1563, %32 : i32
      %1816 = llvm.icmp "slt" %1814, %37 : i32
      %1817 = llvm.and %1815, %1816 : i1
      llvm.cond_br %1817, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1818 = llvm.getelementptr %54[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %1819 = llvm.load %1818 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1820 = llvm.getelementptr %480[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1819, %1820 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1821 = llvm.add %1563, %30 overflow<nsw> : i32
      %1822 = llvm.add %1564, %41 overflow<nsw> : i32
      %1823 = llvm.icmp "slt" %1821, %32 : i32
      %1824 = llvm.icmp "slt" %1822, %37 : i32
      %1825 = llvm.and %1823, %1824 : i1
      llvm.cond_br %1825, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1826 = llvm.getelementptr %54[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %1827 = llvm.load %1826 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1828 = llvm.getelementptr %480[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1827, %1828 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1829 = llvm.add %1563, %30 overflow<nsw> : i32
      %1830 = llvm.add %1564, %16 overflow<nsw> : i32
      %1831 = llvm.icmp "slt" %1829, %32 : i32
      %1832 = llvm.icmp "slt" %1830, %37 : i32
      %1833 = llvm.and %1831, %1832 : i1
      llvm.cond_br %1833, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1834 = llvm.getelementptr %54[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %1835 = llvm.load %1834 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1836 = llvm.getelementptr %480[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1835, %1836 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1837 = llvm.add %1563, %41 overflow<nsw> : i32
      %1838 = llvm.add %1564, %41 overflow<nsw> : i32
      %1839 = llvm.icmp "slt" %1837, %32 : i32
      %1840 = llvm.icmp "slt" %1838, %37 : i32
      %1841 = llvm.and %1839, %1840 : i1
      llvm.cond_br %1841, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1842 = llvm.getelementptr %54[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %1843 = llvm.load %1842 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1844 = llvm.getelementptr %480[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1843, %1844 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1845 = llvm.add %1563, %41 overflow<nsw> : i32
      %1846 = llvm.add %1564, %16 overflow<nsw> : i32
      %1847 = llvm.icmp "slt" %1845, %32 : i32
      %1848 = llvm.icmp "slt" %1846, %37 : i32
      %1849 = llvm.and %1847, %1848 : i1
      llvm.cond_br %1849, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1850 = llvm.getelementptr %54[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %1851 = llvm.load %1850 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1852 = llvm.getelementptr %480[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1851, %1852 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1853 = llvm.add %1563, %15 overflow<nsw> : i32
      %1854 = llvm.add %1564, %41 overflow<nsw> : i32
      %1855 = llvm.icmp "slt" %1853, %32 : i32
      %1856 = llvm.icmp "slt" %1854, %37 : i32
      %1857 = llvm.and %1855, %1856 : i1
      llvm.cond_br %1857, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1858 = llvm.getelementptr %54[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %1859 = llvm.load %1858 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1860 = llvm.getelementptr %480[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1859, %1860 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1861 = llvm.add %1563, %15 overflow<nsw> : i32
      %1862 = llvm.add %1564, %16 overflow<nsw> : i32
      %1863 = llvm.icmp "slt" %1861, %32 : i32
      %1864 = llvm.icmp "slt" %1862, %37 : i32
      %1865 = llvm.and %1863, %1864 : i1
      llvm.cond_br %1865, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1866 = llvm.getelementptr %54[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %1867 = llvm.load %1866 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1868 = llvm.getelementptr %480[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1867, %1868 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1869 = llvm.add %1563, %51 overflow<nsw> : i32
      %1870 = llvm.add %1564, %41 overflow<nsw> : i32
      %1871 = llvm.icmp "slt" %1869, %32 : i32
      %1872 = llvm.icmp "slt" %1870, %37 : i32
      %1873 = llvm.and %1871, %1872 : i1
      llvm.cond_br %1873, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1874 = llvm.getelementptr %54[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %1875 = llvm.load %1874 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1876 = llvm.getelementptr %480[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1875, %1876 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1877 = llvm.add %1563, %51 overflow<nsw> : i32
      %1878 = llvm.add %1564, %16 overflow<nsw> : i32
      %1879 = llvm.icmp "slt" %1877, %32 : i32
      %1880 = llvm.icmp "slt" %1878, %37 : i32
      %1881 = llvm.and %1879, %1880 : i1
      llvm.cond_br %1881, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1882 = llvm.getelementptr %54[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %1883 = llvm.load %1882 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1884 = llvm.getelementptr %480[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1883, %1884 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1885 = llvm.add %1563, %29 overflow<nsw> : i32
      %1886 = llvm.add %1564, %41 overflow<nsw> : i32
      %1887 = llvm.icmp "slt" %1885, %32 : i32
      %1888 = llvm.icmp "slt" %1886, %37 : i32
      %1889 = llvm.and %1887, %1888 : i1
      llvm.cond_br %1889, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1890 = llvm.getelementptr %54[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %1891 = llvm.load %1890 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1892 = llvm.getelementptr %480[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1891, %1892 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1893 = llvm.add %1563, %29 overflow<nsw> : i32
      %1894 = llvm.add %1564, %16 overflow<nsw> : i32
      %1895 = llvm.icmp "slt" %1893, %32 : i32
      %1896 = llvm.icmp "slt" %1894, %37 : i32
      %1897 = llvm.and %1895, %1896 : i1
      llvm.cond_br %1897, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1898 = llvm.getelementptr %54[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %1899 = llvm.load %1898 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1900 = llvm.getelementptr %480[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1899, %1900 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1901 = llvm.add %1563, %50 overflow<nsw> : i32
      %1902 = llvm.add %1564, %41 overflow<nsw> : i32
      %1903 = llvm.icmp "slt" %1901, %32 : i32
      %1904 = llvm.icmp "slt" %1902, %37 : i32
      %1905 = llvm.and %1903, %1904 : i1
      llvm.cond_br %1905, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1906 = llvm.getelementptr %54[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %1907 = llvm.load %1906 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1908 = llvm.getelementptr %480[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1907, %1908 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1909 = llvm.add %1563, %50 overflow<nsw> : i32
      %1910 = llvm.add %1564, %16 overflow<nsw> : i32
      %1911 = llvm.icmp "slt" %1909, %32 : i32
      %1912 = llvm.icmp "slt" %1910, %37 : i32
      %1913 = llvm.and %1911, %1912 : i1
      llvm.cond_br %1913, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1914 = llvm.getelementptr %54[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %1915 = llvm.load %1914 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1916 = llvm.getelementptr %480[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1915, %1916 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1917 = llvm.add %1563, %3 overflow<nsw> : i32
      %1918 = llvm.add %1564, %41 overflow<nsw> : i32
      %1919 = llvm.icmp "slt" %1917, %32 : i32
      %1920 = llvm.icmp "slt" %1918, %37 : i32
      %1921 = llvm.and %1919, %1920 : i1
      llvm.cond_br %1921, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1922 = llvm.getelementptr %54[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %1923 = llvm.load %1922 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1924 = llvm.getelementptr %480[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1923, %1924 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1925 = llvm.add %1563, %3 overflow<nsw> : i32
      %1926 = llvm.add %1564, %16 overflow<nsw> : i32
      %1927 = llvm.icmp "slt" %1925, %32 : i32
      %1928 = llvm.icmp "slt" %1926, %37 : i32
      %1929 = llvm.and %1927, %1928 : i1
      llvm.cond_br %1929, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1930 = llvm.getelementptr %54[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %1931 = llvm.load %1930 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1932 = llvm.getelementptr %480[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1931, %1932 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1933 = llvm.add %1564, %14 overflow<nsw> : i32
      %1934 = llvm.icmp "slt" %1563, %32 : i32
      %1935 = llvm.icmp "slt" %1933, %37 : i32
      %1936 = llvm.and %1934, %1935 : i1
      llvm.cond_br %1936, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1937 = llvm.getelementptr %54[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %1938 = llvm.load %1937 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1939 = llvm.getelementptr %480[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1938, %1939 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1940 = llvm.add %1564, %13 overflow<nsw> : i32
      %1941 = llvm.icmp "slt" %1563, %32 : i32
      %1942 = llvm.icmp "slt" %1940, %37 : i32
      %1943 = llvm.and %1941, %1942 : i1
      llvm.cond_br %1943, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1944 = llvm.getelementptr %54[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %1945 = llvm.load %1944 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1946 = llvm.getelementptr %480[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1945, %1946 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1947 = llvm.add %1563, %30 overflow<nsw> : i32
      %1948 = llvm.add %1564, %14 overflow<nsw> : i32
      %1949 = llvm.icmp "slt" %1947, %32 : i32
      %1950 = llvm.icmp "slt" %1948, %37 : i32
      %1951 = llvm.and %1949, %1950 : i1
      llvm.cond_br %1951, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1952 = llvm.getelementptr %54[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %1953 = llvm.load %1952 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1954 = llvm.getelementptr %480[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1953, %1954 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1955 = llvm.add %1563, %30 overflow<nsw> : i32
      %1956 = llvm.add %1564, %13 overflow<nsw> : i32
      %1957 = llvm.icmp "slt" %1955, %32 : i32
      %1958 = llvm.icmp "slt" %1956, %37 : i32
      %1959 = llvm.and %1957, %1958 : i1
      llvm.cond_br %1959, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1960 = llvm.getelementptr %54[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %1961 = llvm.load %1960 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1962 = llvm.getelementptr %480[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1961, %1962 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1963 = llvm.add %1563, %41 overflow<nsw> : i32
      %1964 = llvm.add %1564, %14 overflow<nsw> : i32
      %1965 = llvm.icmp "slt" %1963, %32 : i32
      %1966 = llvm.icmp "slt" %1964, %37 : i32
      %1967 = llvm.and %1965, %1966 : i1
      llvm.cond_br %1967, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1968 = llvm.getelementptr %54[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %1969 = llvm.load %1968 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1970 = llvm.getelementptr %480[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1969, %1970 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1971 = llvm.add %1563, %41 overflow<nsw> : i32
      %1972 = llvm.add %1564, %13 overflow<nsw> : i32
      %1973 = llvm.icmp "slt" %1971, %32 : i32
      %1974 = llvm.icmp "slt" %1972, %37 : i32
      %1975 = llvm.and %1973, %1974 : i1
      llvm.cond_br %1975, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1976 = llvm.getelementptr %54[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %1977 = llvm.load %1976 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1978 = llvm.getelementptr %480[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1977, %1978 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1979 = llvm.add %1563, %15 overflow<nsw> : i32
      %1980 = llvm.add %1564, %14 overflow<nsw> : i32
      %1981 = llvm.icmp "slt" %1979, %32 : i32
      %1982 = llvm.icmp "slt" %1980, %37 : i32
      %1983 = llvm.and %1981, %1982 : i1
      llvm.cond_br %1983, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1984 = llvm.getelementptr %54[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %1985 = llvm.load %1984 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1986 = llvm.getelementptr %480[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1985, %1986 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1987 = llvm.add %1563, %15 overflow<nsw> : i32
      %1988 = llvm.add %1564, %13 overflow<nsw> : i32
      %1989 = llvm.icmp "slt" %1987, %32 : i32
      %1990 = llvm.icmp "slt" %1988, %37 : i32
      %1991 = llvm.and %1989, %1990 : i1
      llvm.cond_br %1991, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1992 = llvm.getelementptr %54[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %1993 = llvm.load %1992 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1994 = llvm.getelementptr %480[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1993, %1994 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1995 = llvm.add %1563, %51 overflow<nsw> : i32
      %1996 = llvm.add %1564, %14 overflow<nsw> : i32
      %1997 = llvm.icmp "slt" %1995, %32 : i32
      %1998 = llvm.icmp "slt" %1996, %37 : i32
      %1999 = llvm.and %1997, %1998 : i1
      llvm.cond_br %1999, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %2000 = llvm.getelementptr %54[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2001 = llvm.load %2000 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2002 = llvm.getelementptr %480[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2001, %2002 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %2003 = llvm.add %1563, %51 overflow<nsw> : i32
      %2004 = llvm.add %1564, %13 overflow<nsw> : i32
      %2005 = llvm.icmp "slt" %2003, %32 : i32
      %2006 = llvm.icmp "slt" %2004, %37 : i32
      %2007 = llvm.and %2005, %2006 : i1
      llvm.cond_br %2007, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %2008 = llvm.getelementptr %54[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2009 = llvm.load %2008 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2010 = llvm.getelementptr %480[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2009, %2010 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %2011 = llvm.add %1563, %29 overflow<nsw> : i32
      %2012 = llvm.add %1564, %14 overflow<nsw> : i32
      %2013 = llvm.icmp "slt" %2011, %32 : i32
      %2014 = llvm.icmp "slt" %2012, %37 : i32
      %2015 = llvm.and %2013, %2014 : i1
      llvm.cond_br %2015, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %2016 = llvm.getelementptr %54[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2017 = llvm.load %2016 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2018 = llvm.getelementptr %480[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2017, %2018 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %2019 = llvm.add %1563, %29 overflow<nsw> : i32
      %2020 = llvm.add %1564, %13 overflow<nsw> : i32
      %2021 = llvm.icmp "slt" %2019, %32 : i32
      %2022 = llvm.icmp "slt" %2020, %37 : i32
      %2023 = llvm.and %2021, %2022 : i1
      llvm.cond_br %2023, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %2024 = llvm.getelementptr %54[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2025 = llvm.load %2024 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2026 = llvm.getelementptr %480[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2025, %2026 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %2027 = llvm.add %1563, %50 overflow<nsw> : i32
      %2028 = llvm.add %1564, %14 overflow<nsw> : i32
      %2029 = llvm.icmp "slt" %2027, %32 : i32
      %2030 = llvm.icmp "slt" %2028, %37 : i32
      %2031 = llvm.and %2029, %2030 : i1
      llvm.cond_br %2031, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %2032 = llvm.getelementptr %54[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2033 = llvm.load %2032 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2034 = llvm.getelementptr %480[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2033, %2034 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %2035 = llvm.add %1563, %50 overflow<nsw> : i32
      %2036 = llvm.add %1564, %13 overflow<nsw> : i32
      %2037 = llvm.icmp "slt" %2035, %32 : i32
      %2038 = llvm.icmp "slt" %2036, %37 : i32
      %2039 = llvm.and %2037, %2038 : i1
      llvm.cond_br %2039, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %2040 = llvm.getelementptr %54[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2041 = llvm.load %2040 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2042 = llvm.getelementptr %480[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2041, %2042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %2043 = llvm.add %1563, %3 overflow<nsw> : i32
      %2044 = llvm.add %1564, %14 overflow<nsw> : i32
      %2045 = llvm.icmp "slt" %2043, %32 : i32
      %2046 = llvm.icmp "slt" %2044, %37 : i32
      %2047 = llvm.and %2045, %2046 : i1
      llvm.cond_br %2047, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %2048 = llvm.getelementptr %54[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2049 = llvm.load %2048 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2050 = llvm.getelementptr %480[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2049, %2050 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %2051 = llvm.add %1563, %3 overflow<nsw> : i32
      %2052 = llvm.add %1564, %13 overflow<nsw> : i32
      %2053 = llvm.icmp "slt" %2051, %32 : i32
      %2054 = llvm.icmp "slt" %2052, %37 : i32
      %2055 = llvm.and %2053, %2054 : i1
      llvm.cond_br %2055, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %2056 = llvm.getelementptr %54[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2057 = llvm.load %2056 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2058 = llvm.getelementptr %480[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2057, %2058 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %2059 = llvm.add %1564, %51 overflow<nsw> : i32
      %2060 = llvm.icmp "slt" %1563, %32 : i32
      %2061 = llvm.icmp "slt" %2059, %37 : i32
      %2062 = llvm.and %2060, %2061 : i1
      llvm.cond_br %2062, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %2063 = llvm.getelementptr %54[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %2064 = llvm.load %2063 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2065 = llvm.getelementptr %480[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2064, %2065 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %2066 = llvm.add %1564, %12 overflow<nsw> : i32
      %2067 = llvm.icmp "slt" %1563, %32 : i32
      %2068 = llvm.icmp "slt" %2066, %37 : i32
      %2069 = llvm.and %2067, %2068 : i1
      llvm.cond_br %2069, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %2070 = llvm.getelementptr %54[65] : (!llvm.ptr) -> !llvm.ptr, f16
      %2071 = llvm.load %2070 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2072 = llvm.getelementptr %480[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2071, %2072 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %2073 = llvm.add %1563, %30 overflow<nsw> : i32
      %2074 = llvm.add %1564, %51 overflow<nsw> : i32
      %2075 = llvm.icmp "slt" %2073, %32 : i32
      %2076 = llvm.icmp "slt" %2074, %37 : i32
      %2077 = llvm.and %2075, %2076 : i1
      llvm.cond_br %2077, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %2078 = llvm.getelementptr %54[66] : (!llvm.ptr) -> !llvm.ptr, f16
      %2079 = llvm.load %2078 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2080 = llvm.getelementptr %480[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2079, %2080 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %2081 = llvm.add %1563, %30 overflow<nsw> : i32
      %2082 = llvm.add %1564, %12 overflow<nsw> : i32
      %2083 = llvm.icmp "slt" %2081, %32 : i32
      %2084 = llvm.icmp "slt" %2082, %37 : i32
      %2085 = llvm.and %2083, %2084 : i1
      llvm.cond_br %2085, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %2086 = llvm.getelementptr %54[67] : (!llvm.ptr) -> !llvm.ptr, f16
      %2087 = llvm.load %2086 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2088 = llvm.getelementptr %480[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2087, %2088 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %2089 = llvm.add %1563, %41 overflow<nsw> : i32
      %2090 = llvm.add %1564, %51 overflow<nsw> : i32
      %2091 = llvm.icmp "slt" %2089, %32 : i32
      %2092 = llvm.icmp "slt" %2090, %37 : i32
      %2093 = llvm.and %2091, %2092 : i1
      llvm.cond_br %2093, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %2094 = llvm.getelementptr %54[68] : (!llvm.ptr) -> !llvm.ptr, f16
      %2095 = llvm.load %2094 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2096 = llvm.getelementptr %480[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2095, %2096 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %2097 = llvm.add %1563, %41 overflow<nsw> : i32
      %2098 = llvm.add %1564, %12 overflow<nsw> : i32
      %2099 = llvm.icmp "slt" %2097, %32 : i32
      %2100 = llvm.icmp "slt" %2098, %37 : i32
      %2101 = llvm.and %2099, %2100 : i1
      llvm.cond_br %2101, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %2102 = llvm.getelementptr %54[69] : (!llvm.ptr) -> !llvm.ptr, f16
      %2103 = llvm.load %2102 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2104 = llvm.getelementptr %480[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2103, %2104 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %2105 = llvm.add %1563, %15 overflow<nsw> : i32
      %2106 = llvm.add %1564, %51 overflow<nsw> : i32
      %2107 = llvm.icmp "slt" %2105, %32 : i32
      %2108 = llvm.icmp "slt" %2106, %37 : i32
      %2109 = llvm.and %2107, %2108 : i1
      llvm.cond_br %2109, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %2110 = llvm.getelementptr %54[70] : (!llvm.ptr) -> !llvm.ptr, f16
      %2111 = llvm.load %2110 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2112 = llvm.getelementptr %480[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2111, %2112 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %2113 = llvm.add %1563, %15 overflow<nsw> : i32
      %2114 = llvm.add %1564, %12 overflow<nsw> : i32
      %2115 = llvm.icmp "slt" %2113, %32 : i32
      %2116 = llvm.icmp "slt" %2114, %37 : i32
      %2117 = llvm.and %2115, %2116 : i1
      llvm.cond_br %2117, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %2118 = llvm.getelementptr %54[71] : (!llvm.ptr) -> !llvm.ptr, f16
      %2119 = llvm.load %2118 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2120 = llvm.getelementptr %480[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2119, %2120 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %2121 = llvm.add %1563, %51 overflow<nsw> : i32
      %2122 = llvm.add %1564, %51 overflow<nsw> : i32
      %2123 = llvm.icmp "slt" %2121, %32 : i32
      %2124 = llvm.icmp "slt" %2122, %37 : i32
      %2125 = llvm.and %2123, %2124 : i1
      llvm.cond_br %2125, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %2126 = llvm.getelementptr %54[72] : (!llvm.ptr) -> !llvm.ptr, f16
      %2127 = llvm.load %2126 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2128 = llvm.getelementptr %480[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2127, %2128 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %2129 = llvm.add %1563, %51 overflow<nsw> : i32
      %2130 = llvm.add %1564, %12 overflow<nsw> : i32
      %2131 = llvm.icmp "slt" %2129, %32 : i32
      %2132 = llvm.icmp "slt" %2130, %37 : i32
      %2133 = llvm.and %2131, %2132 : i1
      llvm.cond_br %2133, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %2134 = llvm.getelementptr %54[73] : (!llvm.ptr) -> !llvm.ptr, f16
      %2135 = llvm.load %2134 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2136 = llvm.getelementptr %480[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2135, %2136 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %2137 = llvm.add %1563, %29 overflow<nsw> : i32
      %2138 = llvm.add %1564, %51 overflow<nsw> : i32
      %2139 = llvm.icmp "slt" %2137, %32 : i32
      %2140 = llvm.icmp "slt" %2138, %37 : i32
      %2141 = llvm.and %2139, %2140 : i1
      llvm.cond_br %2141, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %2142 = llvm.getelementptr %54[74] : (!llvm.ptr) -> !llvm.ptr, f16
      %2143 = llvm.load %2142 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2144 = llvm.getelementptr %480[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2143, %2144 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %2145 = llvm.add %1563, %29 overflow<nsw> : i32
      %2146 = llvm.add %1564, %12 overflow<nsw> : i32
      %2147 = llvm.icmp "slt" %2145, %32 : i32
      %2148 = llvm.icmp "slt" %2146, %37 : i32
      %2149 = llvm.and %2147, %2148 : i1
      llvm.cond_br %2149, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %2150 = llvm.getelementptr %54[75] : (!llvm.ptr) -> !llvm.ptr, f16
      %2151 = llvm.load %2150 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2152 = llvm.getelementptr %480[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2151, %2152 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %2153 = llvm.add %1563, %50 overflow<nsw> : i32
      %2154 = llvm.add %1564, %51 overflow<nsw> : i32
      %2155 = llvm.icmp "slt" %2153, %32 : i32
      %2156 = llvm.icmp "slt" %2154, %37 : i32
      %2157 = llvm.and %2155, %2156 : i1
      llvm.cond_br %2157, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %2158 = llvm.getelementptr %54[76] : (!llvm.ptr) -> !llvm.ptr, f16
      %2159 = llvm.load %2158 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2160 = llvm.getelementptr %480[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2159, %2160 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %2161 = llvm.add %1563, %50 overflow<nsw> : i32
      %2162 = llvm.add %1564, %12 overflow<nsw> : i32
      %2163 = llvm.icmp "slt" %2161, %32 : i32
      %2164 = llvm.icmp "slt" %2162, %37 : i32
      %2165 = llvm.and %2163, %2164 : i1
      llvm.cond_br %2165, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %2166 = llvm.getelementptr %54[77] : (!llvm.ptr) -> !llvm.ptr, f16
      %2167 = llvm.load %2166 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2168 = llvm.getelementptr %480[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2167, %2168 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %2169 = llvm.add %1563, %3 overflow<nsw> : i32
      %2170 = llvm.add %1564, %51 overflow<nsw> : i32
      %2171 = llvm.icmp "slt" %2169, %32 : i32
      %2172 = llvm.icmp "slt" %2170, %37 : i32
      %2173 = llvm.and %2171, %2172 : i1
      llvm.cond_br %2173, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %2174 = llvm.getelementptr %54[78] : (!llvm.ptr) -> !llvm.ptr, f16
      %2175 = llvm.load %2174 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2176 = llvm.getelementptr %480[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2175, %2176 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %2177 = llvm.add %1563, %3 overflow<nsw> : i32
      %2178 = llvm.add %1564, %12 overflow<nsw> : i32
      %2179 = llvm.icmp "slt" %2177, %32 : i32
      %2180 = llvm.icmp "slt" %2178, %37 : i32
      %2181 = llvm.and %2179, %2180 : i1
      llvm.cond_br %2181, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %2182 = llvm.getelementptr %54[79] : (!llvm.ptr) -> !llvm.ptr, f16
      %2183 = llvm.load %2182 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2184 = llvm.getelementptr %480[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2183, %2184 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %2185 = llvm.add %1564, %11 overflow<nsw> : i32
      %2186 = llvm.icmp "slt" %1563, %32 : i32
      %2187 = llvm.icmp "slt" %2185, %37 : i32
      %2188 = llvm.and %2186, %2187 : i1
      llvm.cond_br %2188, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %2189 = llvm.getelementptr %54[80] : (!llvm.ptr) -> !llvm.ptr, f16
      %2190 = llvm.load %2189 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2191 = llvm.getelementptr %480[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2190, %2191 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %2192 = llvm.add %1564, %10 overflow<nsw> : i32
      %2193 = llvm.icmp "slt" %1563, %32 : i32
      %2194 = llvm.icmp "slt" %2192, %37 : i32
      %2195 = llvm.and %2193, %2194 : i1
      llvm.cond_br %2195, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %2196 = llvm.getelementptr %54[81] : (!llvm.ptr) -> !llvm.ptr, f16
      %2197 = llvm.load %2196 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2198 = llvm.getelementptr %480[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2197, %2198 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %2199 = llvm.add %1563, %30 overflow<nsw> : i32
      %2200 = llvm.add %1564, %11 overflow<nsw> : i32
      %2201 = llvm.icmp "slt" %2199, %32 : i32
      %2202 = llvm.icmp "slt" %2200, %37 : i32
      %2203 = llvm.and %2201, %2202 : i1
      llvm.cond_br %2203, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %2204 = llvm.getelementptr %54[82] : (!llvm.ptr) -> !llvm.ptr, f16
      %2205 = llvm.load %2204 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2206 = llvm.getelementptr %480[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2205, %2206 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %2207 = llvm.add %1563, %30 overflow<nsw> : i32
      %2208 = llvm.add %1564, %10 overflow<nsw> : i32
      %2209 = llvm.icmp "slt" %2207, %32 : i32
      %2210 = llvm.icmp "slt" %2208, %37 : i32
      %2211 = llvm.and %2209, %2210 : i1
      llvm.cond_br %2211, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %2212 = llvm.getelementptr %54[83] : (!llvm.ptr) -> !llvm.ptr, f16
      %2213 = llvm.load %2212 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2214 = llvm.getelementptr %480[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2213, %2214 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %2215 = llvm.add %1563, %41 overflow<nsw> : i32
      %2216 = llvm.add %1564, %11 overflow<nsw> : i32
      %2217 = llvm.icmp "slt" %2215, %32 : i32
      %2218 = llvm.icmp "slt" %2216, %37 : i32
      %2219 = llvm.and %2217, %2218 : i1
      llvm.cond_br %2219, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %2220 = llvm.getelementptr %54[84] : (!llvm.ptr) -> !llvm.ptr, f16
      %2221 = llvm.load %2220 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2222 = llvm.getelementptr %480[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2221, %2222 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %2223 = llvm.add %1563, %41 overflow<nsw> : i32
      %2224 = llvm.add %1564, %10 overflow<nsw> : i32
      %2225 = llvm.icmp "slt" %2223, %32 : i32
      %2226 = llvm.icmp "slt" %2224, %37 : i32
      %2227 = llvm.and %2225, %2226 : i1
      llvm.cond_br %2227, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %2228 = llvm.getelementptr %54[85] : (!llvm.ptr) -> !llvm.ptr, f16
      %2229 = llvm.load %2228 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2230 = llvm.getelementptr %480[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2229, %2230 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %2231 = llvm.add %1563, %15 overflow<nsw> : i32
      %2232 = llvm.add %1564, %11 overflow<nsw> : i32
      %2233 = llvm.icmp "slt" %2231, %32 : i32
      %2234 = llvm.icmp "slt" %2232, %37 : i32
      %2235 = llvm.and %2233, %2234 : i1
      llvm.cond_br %2235, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %2236 = llvm.getelementptr %54[86] : (!llvm.ptr) -> !llvm.ptr, f16
      %2237 = llvm.load %2236 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2238 = llvm.getelementptr %480[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2237, %2238 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %2239 = llvm.add %1563, %15 overflow<nsw> : i32
      %2240 = llvm.add %1564, %10 overflow<nsw> : i32
      %2241 = llvm.icmp "slt" %2239, %32 : i32
      %2242 = llvm.icmp "slt" %2240, %37 : i32
      %2243 = llvm.and %2241, %2242 : i1
      llvm.cond_br %2243, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %2244 = llvm.getelementptr %54[87] : (!llvm.ptr) -> !llvm.ptr, f16
      %2245 = llvm.load %2244 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2246 = llvm.getelementptr %480[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2245, %2246 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %2247 = llvm.add %1563, %51 overflow<nsw> : i32
      %2248 = llvm.add %1564, %11 overflow<nsw> : i32
      %2249 = llvm.icmp "slt" %2247, %32 : i32
      %2250 = llvm.icmp "slt" %2248, %37 : i32
      %2251 = llvm.and %2249, %2250 : i1
      llvm.cond_br %2251, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %2252 = llvm.getelementptr %54[88] : (!llvm.ptr) -> !llvm.ptr, f16
      %2253 = llvm.load %2252 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2254 = llvm.getelementptr %480[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2253, %2254 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %2255 = llvm.add %1563, %51 overflow<nsw> : i32
      %2256 = llvm.add %1564, %10 overflow<nsw> : i32
      %2257 = llvm.icmp "slt" %2255, %32 : i32
      %2258 = llvm.icmp "slt" %2256, %37 : i32
      %2259 = llvm.and %2257, %2258 : i1
      llvm.cond_br %2259, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %2260 = llvm.getelementptr %54[89] : (!llvm.ptr) -> !llvm.ptr, f16
      %2261 = llvm.load %2260 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2262 = llvm.getelementptr %480[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2261, %2262 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %2263 = llvm.add %1563, %29 overflow<nsw> : i32
      %2264 = llvm.add %1564, %11 overflow<nsw> : i32
      %2265 = llvm.icmp "slt" %2263, %32 : i32
      %2266 = llvm.icmp "slt" %2264, %37 : i32
      %2267 = llvm.and %2265, %2266 : i1
      llvm.cond_br %2267, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %2268 = llvm.getelementptr %54[90] : (!llvm.ptr) -> !llvm.ptr, f16
      %2269 = llvm.load %2268 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2270 = llvm.getelementptr %480[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2269, %2270 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %2271 = llvm.add %1563, %29 overflow<nsw> : i32
      %2272 = llvm.add %1564, %10 overflow<nsw> : i32
      %2273 = llvm.icmp "slt" %2271, %32 : i32
      %2274 = llvm.icmp "slt" %2272, %37 : i32
      %2275 = llvm.and %2273, %2274 : i1
      llvm.cond_br %2275, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %2276 = llvm.getelementptr %54[91] : (!llvm.ptr) -> !llvm.ptr, f16
      %2277 = llvm.load %2276 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2278 = llvm.getelementptr %480[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2277, %2278 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %2279 = llvm.add %1563, %50 overflow<nsw> : i32
      %2280 = llvm.add %1564, %11 overflow<nsw> : i32
      %2281 = llvm.icmp "slt" %2279, %32 : i32
      %2282 = llvm.icmp "slt" %2280, %37 : i32
      %2283 = llvm.and %2281, %2282 : i1
      llvm.cond_br %2283, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %2284 = llvm.getelementptr %54[92] : (!llvm.ptr) -> !llvm.ptr, f16
      %2285 = llvm.load %2284 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2286 = llvm.getelementptr %480[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2285, %2286 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %2287 = llvm.add %1563, %50 overflow<nsw> : i32
      %2288 = llvm.add %1564, %10 overflow<nsw> : i32
      %2289 = llvm.icmp "slt" %2287, %32 : i32
      %2290 = llvm.icmp "slt" %2288, %37 : i32
      %2291 = llvm.and %2289, %2290 : i1
      llvm.cond_br %2291, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %2292 = llvm.getelementptr %54[93] : (!llvm.ptr) -> !llvm.ptr, f16
      %2293 = llvm.load %2292 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2294 = llvm.getelementptr %480[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2293, %2294 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %2295 = llvm.add %1563, %3 overflow<nsw> : i32
      %2296 = llvm.add %1564, %11 overflow<nsw> : i32
      %2297 = llvm.icmp "slt" %2295, %32 : i32
      %2298 = llvm.icmp "slt" %2296, %37 : i32
      %2299 = llvm.and %2297, %2298 : i1
      llvm.cond_br %2299, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %2300 = llvm.getelementptr %54[94] : (!llvm.ptr) -> !llvm.ptr, f16
      %2301 = llvm.load %2300 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2302 = llvm.getelementptr %480[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2301, %2302 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %2303 = llvm.add %1563, %3 overflow<nsw> : i32
      %2304 = llvm.add %1564, %10 overflow<nsw> : i32
      %2305 = llvm.icmp "slt" %2303, %32 : i32
      %2306 = llvm.icmp "slt" %2304, %37 : i32
      %2307 = llvm.and %2305, %2306 : i1
      llvm.cond_br %2307, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %2308 = llvm.getelementptr %54[95] : (!llvm.ptr) -> !llvm.ptr, f16
      %2309 = llvm.load %2308 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2310 = llvm.getelementptr %480[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2309, %2310 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %2311 = llvm.add %1564, %50 overflow<nsw> : i32
      %2312 = llvm.icmp "slt" %1563, %32 : i32
      %2313 = llvm.icmp "slt" %2311, %37 : i32
      %2314 = llvm.and %2312, %2313 : i1
      llvm.cond_br %2314, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %2315 = llvm.getelementptr %54[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %2316 = llvm.load %2315 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2317 = llvm.getelementptr %480[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2316, %2317 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %2318 = llvm.add %1564, %2 overflow<nsw> : i32
      %2319 = llvm.icmp "slt" %1563, %32 : i32
      %2320 = llvm.icmp "slt" %2318, %37 : i32
      %2321 = llvm.and %2319, %2320 : i1
      llvm.cond_br %2321, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2322 = llvm.getelementptr %54[97] : (!llvm.ptr) -> !llvm.ptr, f16
      %2323 = llvm.load %2322 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2324 = llvm.getelementptr %480[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2323, %2324 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2325 = llvm.add %1563, %30 overflow<nsw> : i32
      %2326 = llvm.add %1564, %50 overflow<nsw> : i32
      %2327 = llvm.icmp "slt" %2325, %32 : i32
      %2328 = llvm.icmp "slt" %2326, %37 : i32
      %2329 = llvm.and %2327, %2328 : i1
      llvm.cond_br %2329, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2330 = llvm.getelementptr %54[98] : (!llvm.ptr) -> !llvm.ptr, f16
      %2331 = llvm.load %2330 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2332 = llvm.getelementptr %480[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2331, %2332 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2333 = llvm.add %1563, %30 overflow<nsw> : i32
      %2334 = llvm.add %1564, %2 overflow<nsw> : i32
      %2335 = llvm.icmp "slt" %2333, %32 : i32
      %2336 = llvm.icmp "slt" %2334, %37 : i32
      %2337 = llvm.and %2335, %2336 : i1
      llvm.cond_br %2337, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2338 = llvm.getelementptr %54[99] : (!llvm.ptr) -> !llvm.ptr, f16
      %2339 = llvm.load %2338 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2340 = llvm.getelementptr %480[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2339, %2340 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2341 = llvm.add %1563, %41 overflow<nsw> : i32
      %2342 = llvm.add %1564, %50 overflow<nsw> : i32
      %2343 = llvm.icmp "slt" %2341, %32 : i32
      %2344 = llvm.icmp "slt" %2342, %37 : i32
      %2345 = llvm.and %2343, %2344 : i1
      llvm.cond_br %2345, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2346 = llvm.getelementptr %54[100] : (!llvm.ptr) -> !llvm.ptr, f16
      %2347 = llvm.load %2346 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2348 = llvm.getelementptr %480[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2347, %2348 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2349 = llvm.add %1563, %41 overflow<nsw> : i32
      %2350 = llvm.add %1564, %2 overflow<nsw> : i32
      %2351 = llvm.icmp "slt" %2349, %32 : i32
      %2352 = llvm.icmp "slt" %2350, %37 : i32
      %2353 = llvm.and %2351, %2352 : i1
      llvm.cond_br %2353, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2354 = llvm.getelementptr %54[101] : (!llvm.ptr) -> !llvm.ptr, f16
      %2355 = llvm.load %2354 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2356 = llvm.getelementptr %480[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2355, %2356 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2357 = llvm.add %1563, %15 overflow<nsw> : i32
      %2358 = llvm.add %1564, %50 overflow<nsw> : i32
      %2359 = llvm.icmp "slt" %2357, %32 : i32
      %2360 = llvm.icmp "slt" %2358, %37 : i32
      %2361 = llvm.and %2359, %2360 : i1
      llvm.cond_br %2361, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2362 = llvm.getelementptr %54[102] : (!llvm.ptr) -> !llvm.ptr, f16
      %2363 = llvm.load %2362 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2364 = llvm.getelementptr %480[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2363, %2364 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2365 = llvm.add %1563, %15 overflow<nsw> : i32
      %2366 = llvm.add %1564, %2 overflow<nsw> : i32
      %2367 = llvm.icmp "slt" %2365, %32 : i32
      %2368 = llvm.icmp "slt" %2366, %37 : i32
      %2369 = llvm.and %2367, %2368 : i1
      llvm.cond_br %2369, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2370 = llvm.getelementptr %54[103] : (!llvm.ptr) -> !llvm.ptr, f16
      %2371 = llvm.load %2370 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2372 = llvm.getelementptr %480[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2371, %2372 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2373 = llvm.add %1563, %51 overflow<nsw> : i32
      %2374 = llvm.add %1564, %50 overflow<nsw> : i32
      %2375 = llvm.icmp "slt" %2373, %32 : i32
      %2376 = llvm.icmp "slt" %2374, %37 : i32
      %2377 = llvm.and %2375, %2376 : i1
      llvm.cond_br %2377, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2378 = llvm.getelementptr %54[104] : (!llvm.ptr) -> !llvm.ptr, f16
      %2379 = llvm.load %2378 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2380 = llvm.getelementptr %480[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2379, %2380 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2381 = llvm.add %1563, %51 overflow<nsw> : i32
      %2382 = llvm.add %1564, %2 overflow<nsw> : i32
      %2383 = llvm.icmp "slt" %2381, %32 : i32
      %2384 = llvm.icmp "slt" %2382, %37 : i32
      %2385 = llvm.and %2383, %2384 : i1
      llvm.cond_br %2385, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2386 = llvm.getelementptr %54[105] : (!llvm.ptr) -> !llvm.ptr, f16
      %2387 = llvm.load %2386 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2388 = llvm.getelementptr %480[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2387, %2388 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2389 = llvm.add %1563, %29 overflow<nsw> : i32
      %2390 = llvm.add %1564, %50 overflow<nsw> : i32
      %2391 = llvm.icmp "slt" %2389, %32 : i32
      %2392 = llvm.icmp "slt" %2390, %37 : i32
      %2393 = llvm.and %2391, %2392 : i1
      llvm.cond_br %2393, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2394 = llvm.getelementptr %54[106] : (!llvm.ptr) -> !llvm.ptr, f16
      %2395 = llvm.load %2394 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2396 = llvm.getelementptr %480[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2395, %2396 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2397 = llvm.add %1563, %29 overflow<nsw> : i32
      %2398 = llvm.add %1564, %2 overflow<nsw> : i32
      %2399 = llvm.icmp "slt" %2397, %32 : i32
      %2400 = llvm.icmp "slt" %2398, %37 : i32
      %2401 = llvm.and %2399, %2400 : i1
      llvm.cond_br %2401, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2402 = llvm.getelementptr %54[107] : (!llvm.ptr) -> !llvm.ptr, f16
      %2403 = llvm.load %2402 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2404 = llvm.getelementptr %480[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2403, %2404 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2405 = llvm.add %1563, %50 overflow<nsw> : i32
      %2406 = llvm.add %1564, %50 overflow<nsw> : i32
      %2407 = llvm.icmp "slt" %2405, %32 : i32
      %2408 = llvm.icmp "slt" %2406, %37 : i32
      %2409 = llvm.and %2407, %2408 : i1
      llvm.cond_br %2409, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2410 = llvm.getelementptr %54[108] : (!llvm.ptr) -> !llvm.ptr, f16
      %2411 = llvm.load %2410 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2412 = llvm.getelementptr %480[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2411, %2412 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2413 = llvm.add %1563, %50 overflow<nsw> : i32
      %2414 = llvm.add %1564, %2 overflow<nsw> : i32
      %2415 = llvm.icmp "slt" %2413, %32 : i32
      %2416 = llvm.icmp "slt" %2414, %37 : i32
      %2417 = llvm.and %2415, %2416 : i1
      llvm.cond_br %2417, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2418 = llvm.getelementptr %54[109] : (!llvm.ptr) -> !llvm.ptr, f16
      %2419 = llvm.load %2418 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2420 = llvm.getelementptr %480[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2419, %2420 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2421 = llvm.add %1563, %3 overflow<nsw> : i32
      %2422 = llvm.add %1564, %50 overflow<nsw> : i32
      %2423 = llvm.icmp "slt" %2421, %32 : i32
      %2424 = llvm.icmp "slt" %2422, %37 : i32
      %2425 = llvm.and %2423, %2424 : i1
      llvm.cond_br %2425, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2426 = llvm.getelementptr %54[110] : (!llvm.ptr) -> !llvm.ptr, f16
      %2427 = llvm.load %2426 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2428 = llvm.getelementptr %480[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2427, %2428 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2429 = llvm.add %1563, %3 overflow<nsw> : i32
      %2430 = llvm.add %1564, %2 overflow<nsw> : i32
      %2431 = llvm.icmp "slt" %2429, %32 : i32
      %2432 = llvm.icmp "slt" %2430, %37 : i32
      %2433 = llvm.and %2431, %2432 : i1
      llvm.cond_br %2433, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2434 = llvm.getelementptr %54[111] : (!llvm.ptr) -> !llvm.ptr, f16
      %2435 = llvm.load %2434 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2436 = llvm.getelementptr %480[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2435, %2436 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2437 = llvm.add %1564, %1 overflow<nsw> : i32
      %2438 = llvm.icmp "slt" %1563, %32 : i32
      %2439 = llvm.icmp "slt" %2437, %37 : i32
      %2440 = llvm.and %2438, %2439 : i1
      llvm.cond_br %2440, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2441 = llvm.getelementptr %54[112] : (!llvm.ptr) -> !llvm.ptr, f16
      %2442 = llvm.load %2441 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2443 = llvm.getelementptr %480[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2442, %2443 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2444 = llvm.add %1564, %0 overflow<nsw> : i32
      %2445 = llvm.icmp "slt" %1563, %32 : i32
      %2446 = llvm.icmp "slt" %2444, %37 : i32
      %2447 = llvm.and %2445, %2446 : i1
      llvm.cond_br %2447, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2448 = llvm.getelementptr %54[113] : (!llvm.ptr) -> !llvm.ptr, f16
      %2449 = llvm.load %2448 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2450 = llvm.getelementptr %480[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2449, %2450 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2451 = llvm.add %1563, %30 overflow<nsw> : i32
      %2452 = llvm.add %1564, %1 overflow<nsw> : i32
      %2453 = llvm.icmp "slt" %2451, %32 : i32
      %2454 = llvm.icmp "slt" %2452, %37 : i32
      %2455 = llvm.and %2453, %2454 : i1
      llvm.cond_br %2455, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2456 = llvm.getelementptr %54[114] : (!llvm.ptr) -> !llvm.ptr, f16
      %2457 = llvm.load %2456 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2458 = llvm.getelementptr %480[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2457, %2458 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2459 = llvm.add %1563, %30 overflow<nsw> : i32
      %2460 = llvm.add %1564, %0 overflow<nsw> : i32
      %2461 = llvm.icmp "slt" %2459, %32 : i32
      %2462 = llvm.icmp "slt" %2460, %37 : i32
      %2463 = llvm.and %2461, %2462 : i1
      llvm.cond_br %2463, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2464 = llvm.getelementptr %54[115] : (!llvm.ptr) -> !llvm.ptr, f16
      %2465 = llvm.load %2464 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2466 = llvm.getelementptr %480[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2465, %2466 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2467 = llvm.add %1563, %41 overflow<nsw> : i32
      %2468 = llvm.add %1564, %1 overflow<nsw> : i32
      %2469 = llvm.icmp "slt" %2467, %32 : i32
      %2470 = llvm.icmp "slt" %2468, %37 : i32
      %2471 = llvm.and %2469, %2470 : i1
      llvm.cond_br %2471, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2472 = llvm.getelementptr %54[116] : (!llvm.ptr) -> !llvm.ptr, f16
      %2473 = llvm.load %2472 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2474 = llvm.getelementptr %480[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2473, %2474 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2475 = llvm.add %1563, %41 overflow<nsw> : i32
      %2476 = llvm.add %1564, %0 overflow<nsw> : i32
      %2477 = llvm.icmp "slt" %2475, %32 : i32
      %2478 = llvm.icmp "slt" %2476, %37 : i32
      %2479 = llvm.and %2477, %2478 : i1
      llvm.cond_br %2479, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2480 = llvm.getelementptr %54[117] : (!llvm.ptr) -> !llvm.ptr, f16
      %2481 = llvm.load %2480 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2482 = llvm.getelementptr %480[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2481, %2482 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2483 = llvm.add %1563, %15 overflow<nsw> : i32
      %2484 = llvm.add %1564, %1 overflow<nsw> : i32
      %2485 = llvm.icmp "slt" %2483, %32 : i32
      %2486 = llvm.icmp "slt" %2484, %37 : i32
      %2487 = llvm.and %2485, %2486 : i1
      llvm.cond_br %2487, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2488 = llvm.getelementptr %54[118] : (!llvm.ptr) -> !llvm.ptr, f16
      %2489 = llvm.load %2488 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2490 = llvm.getelementptr %480[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2489, %2490 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2491 = llvm.add %1563, %15 overflow<nsw> : i32
      %2492 = llvm.add %1564, %0 overflow<nsw> : i32
      %2493 = llvm.icmp "slt" %2491, %32 : i32
      %2494 = llvm.icmp "slt" %2492, %37 : i32
      %2495 = llvm.and %2493, %2494 : i1
      llvm.cond_br %2495, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2496 = llvm.getelementptr %54[119] : (!llvm.ptr) -> !llvm.ptr, f16
      %2497 = llvm.load %2496 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2498 = llvm.getelementptr %480[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2497, %2498 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2499 = llvm.add %1563, %51 overflow<nsw> : i32
      %2500 = llvm.add %1564, %1 overflow<nsw> : i32
      %2501 = llvm.icmp "slt" %2499, %32 : i32
      %2502 = llvm.icmp "slt" %2500, %37 : i32
      %2503 = llvm.and %2501, %2502 : i1
      llvm.cond_br %2503, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2504 = llvm.getelementptr %54[120] : (!llvm.ptr) -> !llvm.ptr, f16
      %2505 = llvm.load %2504 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2506 = llvm.getelementptr %480[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2505, %2506 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2507 = llvm.add %1563, %51 overflow<nsw> : i32
      %2508 = llvm.add %1564, %0 overflow<nsw> : i32
      %2509 = llvm.icmp "slt" %2507, %32 : i32
      %2510 = llvm.icmp "slt" %2508, %37 : i32
      %2511 = llvm.and %2509, %2510 : i1
      llvm.cond_br %2511, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2512 = llvm.getelementptr %54[121] : (!llvm.ptr) -> !llvm.ptr, f16
      %2513 = llvm.load %2512 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2514 = llvm.getelementptr %480[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2513, %2514 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2515 = llvm.add %1563, %29 overflow<nsw> : i32
      %2516 = llvm.add %1564, %1 overflow<nsw> : i32
      %2517 = llvm.icmp "slt" %2515, %32 : i32
      %2518 = llvm.icmp "slt" %2516, %37 : i32
      %2519 = llvm.and %2517, %2518 : i1
      llvm.cond_br %2519, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2520 = llvm.getelementptr %54[122] : (!llvm.ptr) -> !llvm.ptr, f16
      %2521 = llvm.load %2520 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2522 = llvm.getelementptr %480[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2521, %2522 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2523 = llvm.add %1563, %29 overflow<nsw> : i32
      %2524 = llvm.add %1564, %0 overflow<nsw> : i32
      %2525 = llvm.icmp "slt" %2523, %32 : i32
      %2526 = llvm.icmp "slt" %2524, %37 : i32
      %2527 = llvm.and %2525, %2526 : i1
      llvm.cond_br %2527, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2528 = llvm.getelementptr %54[123] : (!llvm.ptr) -> !llvm.ptr, f16
      %2529 = llvm.load %2528 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2530 = llvm.getelementptr %480[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2529, %2530 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2531 = llvm.add %1563, %50 overflow<nsw> : i32
      %2532 = llvm.add %1564, %1 overflow<nsw> : i32
      %2533 = llvm.icmp "slt" %2531, %32 : i32
      %2534 = llvm.icmp "slt" %2532, %37 : i32
      %2535 = llvm.and %2533, %2534 : i1
      llvm.cond_br %2535, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2536 = llvm.getelementptr %54[124] : (!llvm.ptr) -> !llvm.ptr, f16
      %2537 = llvm.load %2536 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2538 = llvm.getelementptr %480[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2537, %2538 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2539 = llvm.add %1563, %50 overflow<nsw> : i32
      %2540 = llvm.add %1564, %0 overflow<nsw> : i32
      %2541 = llvm.icmp "slt" %2539, %32 : i32
      %2542 = llvm.icmp "slt" %2540, %37 : i32
      %2543 = llvm.and %2541, %2542 : i1
      llvm.cond_br %2543, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2544 = llvm.getelementptr %54[125] : (!llvm.ptr) -> !llvm.ptr, f16
      %2545 = llvm.load %2544 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2546 = llvm.getelementptr %480[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2545, %2546 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2547 = llvm.add %1563, %3 overflow<nsw> : i32
      %2548 = llvm.add %1564, %1 overflow<nsw> : i32
      %2549 = llvm.icmp "slt" %2547, %32 : i32
      %2550 = llvm.icmp "slt" %2548, %37 : i32
      %2551 = llvm.and %2549, %2550 : i1
      llvm.cond_br %2551, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2552 = llvm.getelementptr %54[126] : (!llvm.ptr) -> !llvm.ptr, f16
      %2553 = llvm.load %2552 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2554 = llvm.getelementptr %480[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2553, %2554 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2555 = llvm.add %1563, %3 overflow<nsw> : i32
      %2556 = llvm.add %1564, %0 overflow<nsw> : i32
      %2557 = llvm.icmp "slt" %2555, %32 : i32
      %2558 = llvm.icmp "slt" %2556, %37 : i32
      %2559 = llvm.and %2557, %2558 : i1
      llvm.cond_br %2559, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2560 = llvm.getelementptr %54[127] : (!llvm.ptr) -> !llvm.ptr, f16
      %2561 = llvm.load %2560 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2562 = llvm.getelementptr %480[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2561, %2562 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      llvm.br ^bb321
    ^bb321:  // 2 preds: ^bb63, ^bb320
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_h9d1afb6b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.constant(49152 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(72 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
    %7 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %8 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %9 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %10 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %11 = llvm.insertvalue %8, %0[0] : !llvm_struct_6960aa
    %12 = llvm.insertvalue %7, %11[1] : !llvm_struct_6960aa
    %13 = llvm.insertvalue %9, %0[0] : !llvm_struct_6960aa
    %14 = llvm.insertvalue %7, %13[1] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %10, %0[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %7, %15[1] : !llvm_struct_6960aa
    %17 = llvm.mlir.constant(1 : i32) : i32
    %18 = llvm.alloca %17 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %19 = llvm.alloca %17 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %20 = llvm.getelementptr %18[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %20 : !llvm.ptr, !llvm.ptr
    %21 = llvm.getelementptr %18[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %18[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %18[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %18[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %1, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %18[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %18[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %18[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %18[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %29 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %29, %28 : i32, !llvm.ptr
    %30 = llvm.getelementptr %18[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %30 : !llvm.ptr, !llvm.ptr
    %31 = llvm.alloca %17 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %32 = builtin.unrealized_conversion_cast %31 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %33 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %18, %33 : !llvm.ptr, !llvm.ptr
    %34 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %37 = llvm.load %36 : !llvm.ptr -> i32
    %38 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    %40 = llvm.mlir.constant(6 : i32) : i32
    %41 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%41 : i32)
  ^bb1(%42: i32):  // 2 preds: ^bb3, ^bb5
    %43 = llvm.getelementptr %39[%42] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %44 = llvm.getelementptr %43[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %40, %44 : i32, !llvm.ptr
    %45 = llvm.getelementptr %43[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %45 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %46 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %47 = llvm.mlir.constant(0 : index) : i64
    %48 = llvm.getelementptr %46[%47, %47] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %49 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %50 = llvm.mlir.constant(0 : index) : i64
    %51 = llvm.getelementptr %49[%50, %50] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %52 = llvm.call @printf(%51, %48) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %53 = llvm.mlir.constant(1 : i32) : i32
    %54 = llvm.add %37, %53 : i32
    llvm.store %54, %36 : i32, !llvm.ptr
    llvm.br ^bb1(%37 : i32)
  ^bb4:  // pred: ^bb7
    %55 = llvm.mlir.constant(17 : i32) : i32
    %56 = llvm.icmp "uge" %37, %55 : i32
    llvm.cond_br %56, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%63 : i32)
  ^bb6:  // pred: ^bb7
    %57 = llvm.getelementptr %39[%63] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %58 = llvm.getelementptr %57[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %59 = llvm.load %58 : !llvm.ptr -> i32
    %60 = llvm.icmp "eq" %59, %40 : i32
    %61 = llvm.mlir.constant(1 : i32) : i32
    %62 = llvm.add %63, %61 : i32
    llvm.cond_br %60, ^bb5, ^bb7(%62 : i32)
  ^bb7(%63: i32):  // 2 preds: ^bb0, ^bb6
    %64 = llvm.icmp "uge" %63, %37 : i32
    llvm.cond_br %64, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %65 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %66 = llvm.load %65 : !llvm.ptr -> !llvm.ptr
    %67 = llvm.getelementptr %66[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %68 = llvm.load %67 : !llvm.ptr -> i32
    %69 = llvm.getelementptr %66[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %70 = llvm.load %69 : !llvm.ptr -> !llvm.ptr
    %71 = llvm.mlir.constant(2 : i32) : i32
    %72 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%72 : i32)
  ^bb9(%73: i32):  // 2 preds: ^bb11, ^bb13
    %74 = llvm.getelementptr %70[%73] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %75 = llvm.getelementptr %74[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %71, %75 : i32, !llvm.ptr
    %76 = llvm.getelementptr %74[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %76 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %77 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.getelementptr %77[%78, %78] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %80 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %81 = llvm.mlir.constant(0 : index) : i64
    %82 = llvm.getelementptr %80[%81, %81] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %83 = llvm.call @printf(%82, %79) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %84 = llvm.mlir.constant(1 : i32) : i32
    %85 = llvm.add %68, %84 : i32
    llvm.store %85, %67 : i32, !llvm.ptr
    llvm.br ^bb9(%68 : i32)
  ^bb12:  // pred: ^bb15
    %86 = llvm.mlir.constant(17 : i32) : i32
    %87 = llvm.icmp "uge" %68, %86 : i32
    llvm.cond_br %87, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%94 : i32)
  ^bb14:  // pred: ^bb15
    %88 = llvm.getelementptr %70[%94] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %90 = llvm.load %89 : !llvm.ptr -> i32
    %91 = llvm.icmp "eq" %90, %71 : i32
    %92 = llvm.mlir.constant(1 : i32) : i32
    %93 = llvm.add %94, %92 : i32
    llvm.cond_br %91, ^bb13, ^bb15(%93 : i32)
  ^bb15(%94: i32):  // 2 preds: ^bb8, ^bb14
    %95 = llvm.icmp "uge" %94, %68 : i32
    llvm.cond_br %95, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %96 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0<%32> (%12, %14, %16) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %97 = builtin.unrealized_conversion_cast %96 : !cuda.result to i32
    cuda.return_if_error %97 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h6c605606(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_h9d1afb6b(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
