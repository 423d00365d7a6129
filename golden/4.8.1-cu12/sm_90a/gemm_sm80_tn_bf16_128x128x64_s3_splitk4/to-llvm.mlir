!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_array_8f2733 = !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>>
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
  llvm.mlir.global internal constant @printfFormat_2("\0AError: kernel '@kernels::@kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 4>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(33536 : i32) : i32
      %1 = llvm.mlir.constant(8384 : i32) : i32
      %2 = llvm.mlir.constant(2048 : i32) : i32
      %3 = llvm.mlir.constant(8192 : i32) : i32
      %4 = llvm.mlir.constant(8704 : i32) : i32
      %5 = llvm.mlir.constant(113 : i32) : i32
      %6 = llvm.mlir.constant(104 : i32) : i32
      %7 = llvm.mlir.constant(97 : i32) : i32
      %8 = llvm.mlir.constant(81 : i32) : i32
      %9 = llvm.mlir.constant(65 : i32) : i32
      %10 = llvm.mlir.constant(49 : i32) : i32
      %11 = llvm.mlir.constant(40 : i32) : i32
      %12 = llvm.mlir.constant(33 : i32) : i32
      %13 = llvm.mlir.constant(17 : i32) : i32
      %14 = llvm.mlir.constant(112 : i32) : i32
      %15 = llvm.mlir.constant(96 : i32) : i32
      %16 = llvm.mlir.constant(80 : i32) : i32
      %17 = llvm.mlir.constant(48 : i32) : i32
      %18 = llvm.mlir.constant(-56 : i32) : i32
      %19 = llvm.mlir.constant(134144 : i32) : i32
      %20 = llvm.mlir.constant(1048000 : i32) : i32
      %21 = llvm.mlir.constant(69632 : i32) : i32
      %22 = llvm.mlir.constant(136 : i32) : i32
      %23 = llvm.mlir.constant(16 : i64) : i64
      %24 = llvm.mlir.constant(1024 : i64) : i64
      %25 = llvm.mlir.constant(true) : i1
      %26 = llvm.mlir.constant(31 : i32) : i32
      %27 = llvm.mlir.constant(-1 : i32) : i32
      %28 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %29 = llvm.mlir.constant(72 : i32) : i32
      %30 = llvm.mlir.constant(-16 : i64) : i64
      %31 = llvm.mlir.constant(544 : i32) : i32
      %32 = llvm.mlir.constant(64 : i32) : i32
      %33 = llvm.mlir.constant(512 : i32) : i32
      %34 = llvm.mlir.constant(448 : i32) : i32
      %35 = llvm.mlir.constant(3 : i32) : i32
      %36 = llvm.mlir.constant(0 : i8) : i8
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.mlir.constant(2 : i32) : i32
      %39 = llvm.mlir.constant(4 : i32) : i32
      %40 = llvm.mlir.constant(16 : i32) : i32
      %41 = llvm.mlir.constant(32 : i32) : i32
      %42 = llvm.mlir.constant(1048 : i32) : i32
      %43 = llvm.mlir.constant(16768 : i32) : i32
      %44 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %45 = llvm.mlir.constant(1024 : i32) : i32
      %46 = llvm.mlir.constant(-16 : i32) : i32
      %47 = llvm.mlir.constant(256 : i32) : i32
      %48 = llvm.mlir.constant(-32 : i32) : i32
      %49 = llvm.mlir.constant(1000 : i32) : i32
      %50 = llvm.mlir.constant(15 : i64) : i64
      %51 = llvm.mlir.constant(0.000000e+00 : bf16) : bf16
      %52 = llvm.mlir.constant(24 : i32) : i32
      %53 = llvm.mlir.constant(8 : i32) : i32
      %54 = llvm.mlir.constant(192 : i32) : i32
      %55 = llvm.mlir.constant(128 : i32) : i32
      %56 = llvm.mlir.constant(1 : i32) : i32
      %57 = llvm.alloca %55 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %55 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %55 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %55 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %54 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %54 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.ptrtoint %28 : !llvm.ptr<3> to i32
      %68 = nvvm.shfl.sync idx %27, %67, %37, %26 : i32 -> i32
      %69 = llvm.zext %68 : i32 to i64
      %70 = llvm.inttoptr %69 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%70, %24 : !llvm.ptr<3>, i64)] : i1
      %71 = llvm.ptrtoint %70 : !llvm.ptr<3> to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%72, %23 : !llvm.ptr<3>, i64)] : i1
      %73 = llvm.getelementptr %70[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %74 = llvm.ptrtoint %73 : !llvm.ptr<3> to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%75, %23 : !llvm.ptr<3>, i64)] : i1
      %76 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %77 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %78 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %79 = llvm.sdiv %77, %29 : i32
      %80 = llvm.mul %79, %29 : i32
      %81 = llvm.icmp "ne" %77, %80 : i32
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.icmp "slt" %77, %82 : i32
      %84 = llvm.mlir.constant(false) : i1
      %85 = llvm.icmp "ne" %83, %84 : i1
      %86 = llvm.and %81, %85 : i1
      %87 = llvm.mlir.constant(-1 : i32) : i32
      %88 = llvm.add %79, %87 : i32
      %89 = llvm.select %86, %88, %79 : i1, i32
      %90 = llvm.mul %89, %53 : i32
      %91 = llvm.sub %53, %90 : i32
      %92 = llvm.intr.smin(%91, %53) : (i32, i32) -> i32
      %93 = llvm.mul %89, %29 : i32
      %94 = llvm.sub %77, %93 : i32
      %95 = llvm.srem %94, %92 : i32
      %96 = llvm.add %90, %95 : i32
      %97 = llvm.sdiv %94, %92 : i32
      %98 = llvm.mul %97, %92 : i32
      %99 = llvm.icmp "ne" %94, %98 : i32
      %100 = llvm.mlir.constant(0 : i32) : i32
      %101 = llvm.icmp "slt" %94, %100 : i32
      %102 = llvm.icmp "slt" %92, %100 : i32
      %103 = llvm.icmp "ne" %101, %102 : i1
      %104 = llvm.and %99, %103 : i1
      %105 = llvm.mlir.constant(-1 : i32) : i32
      %106 = llvm.add %97, %105 : i32
      %107 = llvm.select %104, %106, %97 : i1, i32
      %108 = llvm.mul %78, %22 overflow<nsw> : i32
      %109 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %110 = llvm.getelementptr %109[%108] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %111 = llvm.mul %96, %21 overflow<nsw> : i32
      %112 = llvm.getelementptr %110[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %113 = llvm.mul %78, %22 overflow<nsw> : i32
      %114 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %115 = llvm.getelementptr %114[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %116 = llvm.mul %107, %21 overflow<nsw> : i32
      %117 = llvm.getelementptr %115[%116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %118 = llvm.mul %78, %20 overflow<nsw> : i32
      %119 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %120 = llvm.getelementptr %119[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %121 = llvm.mul %96, %19 overflow<nsw> : i32
      %122 = llvm.mul %107, %55 overflow<nsw> : i32
      %123 = llvm.add %121, %122 overflow<nsw> : i32
      %124 = llvm.getelementptr %120[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %125 = llvm.mul %96, %55 overflow<nsw> : i32
      %126 = llvm.mul %107, %55 overflow<nsw> : i32
      %127 = llvm.mul %96, %55 overflow<nsw> : i32
      %128 = llvm.mul %107, %55 overflow<nsw> : i32
      %129 = llvm.getelementptr %112[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %130 = llvm.getelementptr %117[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %131 = llvm.ptrtoint %129 : !llvm.ptr<1> to i64
      %132 = llvm.add %131, %50 : i64
      %133 = llvm.and %132, %30 : i64
      %134 = llvm.inttoptr %133 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%134, %23 : !llvm.ptr<1>, i64)] : i1
      %135 = llvm.ptrtoint %130 : !llvm.ptr<1> to i64
      %136 = llvm.add %135, %50 : i64
      %137 = llvm.and %136, %30 : i64
      %138 = llvm.inttoptr %137 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%138, %23 : !llvm.ptr<1>, i64)] : i1
      %139 = llvm.sdiv %76, %53 : i32
      %140 = llvm.srem %76, %53 : i32
      %141 = llvm.mul %140, %53 overflow<nsw> : i32
      %142 = llvm.mul %139, %31 overflow<nsw> : i32
      %143 = llvm.add %141, %142 overflow<nsw> : i32
      %144 = llvm.getelementptr %134[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %145 = llvm.srem %139, %53 : i32
      %146 = llvm.mul %145, %32 overflow<nsw> : i32
      %147 = llvm.add %141, %146 overflow<nsw> : i32
      %148 = llvm.sdiv %139, %53 : i32
      %149 = llvm.mul %148, %33 overflow<nsw> : i32
      %150 = llvm.and %147, %34 : i32
      %151 = llvm.lshr %150, %35 : i32
      %152 = llvm.xor %147, %151 : i32
      %153 = llvm.add %152, %149 overflow<nsw> : i32
      %154 = llvm.getelementptr %72[%153] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %155 = llvm.add %125, %139 overflow<nsw> : i32
      %156 = llvm.add %141, %18 overflow<nsw> : i32
      %157 = llvm.getelementptr %138[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %158 = llvm.getelementptr %75[%153] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %159 = llvm.add %126, %139 overflow<nsw> : i32
      %160 = llvm.add %141, %18 overflow<nsw> : i32
      %161 = llvm.icmp "slt" %155, %49 : i32
      %162 = llvm.zext %161 : i1 to i8
      llvm.store %162, %66 {alignment = 32 : i64} : i8, !llvm.ptr
      %163 = llvm.add %155, %40 overflow<nsw> : i32
      %164 = llvm.icmp "slt" %163, %49 : i32
      %165 = llvm.zext %164 : i1 to i8
      %166 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %165, %166 {alignment = 1 : i64} : i8, !llvm.ptr
      %167 = llvm.add %155, %41 overflow<nsw> : i32
      %168 = llvm.icmp "slt" %167, %49 : i32
      %169 = llvm.zext %168 : i1 to i8
      %170 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %169, %170 {alignment = 2 : i64} : i8, !llvm.ptr
      %171 = llvm.add %155, %17 overflow<nsw> : i32
      %172 = llvm.icmp "slt" %171, %49 : i32
      %173 = llvm.zext %172 : i1 to i8
      %174 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %173, %174 {alignment = 1 : i64} : i8, !llvm.ptr
      %175 = llvm.add %155, %32 overflow<nsw> : i32
      %176 = llvm.icmp "slt" %175, %49 : i32
      %177 = llvm.zext %176 : i1 to i8
      %178 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %177, %178 {alignment = 4 : i64} : i8, !llvm.ptr
      %179 = llvm.add %155, %16 overflow<nsw> : i32
      %180 = llvm.icmp "slt" %179, %49 : i32
      %181 = llvm.zext %180 : i1 to i8
      %182 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %181, %182 {alignment = 1 : i64} : i8, !llvm.ptr
      %183 = llvm.add %155, %15 overflow<nsw> : i32
      %184 = llvm.icmp "slt" %183, %49 : i32
      %185 = llvm.zext %184 : i1 to i8
      %186 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %185, %186 {alignment = 2 : i64} : i8, !llvm.ptr
      %187 = llvm.add %155, %14 overflow<nsw> : i32
      %188 = llvm.icmp "slt" %187, %49 : i32
      %189 = llvm.zext %188 : i1 to i8
      %190 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %189, %190 {alignment = 1 : i64} : i8, !llvm.ptr
      %191 = llvm.icmp "slt" %159, %42 : i32
      %192 = llvm.zext %191 : i1 to i8
      llvm.store %192, %65 {alignment = 32 : i64} : i8, !llvm.ptr
      %193 = llvm.add %159, %40 overflow<nsw> : i32
      %194 = llvm.icmp "slt" %193, %42 : i32
      %195 = llvm.zext %194 : i1 to i8
      %196 = llvm.getelementptr %65[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %195, %196 {alignment = 1 : i64} : i8, !llvm.ptr
      %197 = llvm.add %159, %41 overflow<nsw> : i32
      %198 = llvm.icmp "slt" %197, %42 : i32
      %199 = llvm.zext %198 : i1 to i8
      %200 = llvm.getelementptr %65[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %199, %200 {alignment = 2 : i64} : i8, !llvm.ptr
      %201 = llvm.add %159, %17 overflow<nsw> : i32
      %202 = llvm.icmp "slt" %201, %42 : i32
      %203 = llvm.zext %202 : i1 to i8
      %204 = llvm.getelementptr %65[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %203, %204 {alignment = 1 : i64} : i8, !llvm.ptr
      %205 = llvm.add %159, %32 overflow<nsw> : i32
      %206 = llvm.icmp "slt" %205, %42 : i32
      %207 = llvm.zext %206 : i1 to i8
      %208 = llvm.getelementptr %65[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %207, %208 {alignment = 4 : i64} : i8, !llvm.ptr
      %209 = llvm.add %159, %16 overflow<nsw> : i32
      %210 = llvm.icmp "slt" %209, %42 : i32
      %211 = llvm.zext %210 : i1 to i8
      %212 = llvm.getelementptr %65[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %211, %212 {alignment = 1 : i64} : i8, !llvm.ptr
      %213 = llvm.add %159, %15 overflow<nsw> : i32
      %214 = llvm.icmp "slt" %213, %42 : i32
      %215 = llvm.zext %214 : i1 to i8
      %216 = llvm.getelementptr %65[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %215, %216 {alignment = 2 : i64} : i8, !llvm.ptr
      %217 = llvm.add %159, %14 overflow<nsw> : i32
      %218 = llvm.icmp "slt" %217, %42 : i32
      %219 = llvm.zext %218 : i1 to i8
      %220 = llvm.getelementptr %65[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %219, %220 {alignment = 1 : i64} : i8, !llvm.ptr
      %221 = llvm.icmp "sgt" %156, %27 : i32
      %222 = llvm.load %66 {alignment = 32 : i64} : !llvm.ptr -> i8
      %223 = llvm.icmp "ne" %222, %36 : i8
      %224 = llvm.and %223, %221 : i1
      %225 = llvm.zext %224 : i1 to i8
      llvm.store %225, %64 {alignment = 32 : i64} : i8, !llvm.ptr
      %226 = llvm.icmp "sgt" %156, %27 : i32
      %227 = llvm.load %166 {alignment = 1 : i64} : !llvm.ptr -> i8
      %228 = llvm.icmp "ne" %227, %36 : i8
      %229 = llvm.and %228, %226 : i1
      %230 = llvm.zext %229 : i1 to i8
      %231 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %230, %231 {alignment = 1 : i64} : i8, !llvm.ptr
      %232 = llvm.icmp "sgt" %156, %27 : i32
      %233 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr -> i8
      %234 = llvm.icmp "ne" %233, %36 : i8
      %235 = llvm.and %234, %232 : i1
      %236 = llvm.zext %235 : i1 to i8
      %237 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %236, %237 {alignment = 2 : i64} : i8, !llvm.ptr
      %238 = llvm.icmp "sgt" %156, %27 : i32
      %239 = llvm.load %174 {alignment = 1 : i64} : !llvm.ptr -> i8
      %240 = llvm.icmp "ne" %239, %36 : i8
      %241 = llvm.and %240, %238 : i1
      %242 = llvm.zext %241 : i1 to i8
      %243 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %242, %243 {alignment = 1 : i64} : i8, !llvm.ptr
      %244 = llvm.icmp "sgt" %156, %27 : i32
      %245 = llvm.load %178 {alignment = 4 : i64} : !llvm.ptr -> i8
      %246 = llvm.icmp "ne" %245, %36 : i8
      %247 = llvm.and %246, %244 : i1
      %248 = llvm.zext %247 : i1 to i8
      %249 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %248, %249 {alignment = 4 : i64} : i8, !llvm.ptr
      %250 = llvm.icmp "sgt" %156, %27 : i32
      %251 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %252 = llvm.icmp "ne" %251, %36 : i8
      %253 = llvm.and %252, %250 : i1
      %254 = llvm.zext %253 : i1 to i8
      %255 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %254, %255 {alignment = 1 : i64} : i8, !llvm.ptr
      %256 = llvm.icmp "sgt" %156, %27 : i32
      %257 = llvm.load %186 {alignment = 2 : i64} : !llvm.ptr -> i8
      %258 = llvm.icmp "ne" %257, %36 : i8
      %259 = llvm.and %258, %256 : i1
      %260 = llvm.zext %259 : i1 to i8
      %261 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %260, %261 {alignment = 2 : i64} : i8, !llvm.ptr
      %262 = llvm.icmp "sgt" %156, %27 : i32
      %263 = llvm.load %190 {alignment = 1 : i64} : !llvm.ptr -> i8
      %264 = llvm.icmp "ne" %263, %36 : i8
      %265 = llvm.and %264, %262 : i1
      %266 = llvm.zext %265 : i1 to i8
      %267 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %266, %267 {alignment = 1 : i64} : i8, !llvm.ptr
      %268 = llvm.icmp "sgt" %160, %27 : i32
      %269 = llvm.load %65 {alignment = 32 : i64} : !llvm.ptr -> i8
      %270 = llvm.icmp "ne" %269, %36 : i8
      %271 = llvm.and %270, %268 : i1
      %272 = llvm.zext %271 : i1 to i8
      llvm.store %272, %63 {alignment = 32 : i64} : i8, !llvm.ptr
      %273 = llvm.icmp "sgt" %160, %27 : i32
      %274 = llvm.load %196 {alignment = 1 : i64} : !llvm.ptr -> i8
      %275 = llvm.icmp "ne" %274, %36 : i8
      %276 = llvm.and %275, %273 : i1
      %277 = llvm.zext %276 : i1 to i8
      %278 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %277, %278 {alignment = 1 : i64} : i8, !llvm.ptr
      %279 = llvm.icmp "sgt" %160, %27 : i32
      %280 = llvm.load %200 {alignment = 2 : i64} : !llvm.ptr -> i8
      %281 = llvm.icmp "ne" %280, %36 : i8
      %282 = llvm.and %281, %279 : i1
      %283 = llvm.zext %282 : i1 to i8
      %284 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %283, %284 {alignment = 2 : i64} : i8, !llvm.ptr
      %285 = llvm.icmp "sgt" %160, %27 : i32
      %286 = llvm.load %204 {alignment = 1 : i64} : !llvm.ptr -> i8
      %287 = llvm.icmp "ne" %286, %36 : i8
      %288 = llvm.and %287, %285 : i1
      %289 = llvm.zext %288 : i1 to i8
      %290 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %289, %290 {alignment = 1 : i64} : i8, !llvm.ptr
      %291 = llvm.icmp "sgt" %160, %27 : i32
      %292 = llvm.load %208 {alignment = 4 : i64} : !llvm.ptr -> i8
      %293 = llvm.icmp "ne" %292, %36 : i8
      %294 = llvm.and %293, %291 : i1
      %295 = llvm.zext %294 : i1 to i8
      %296 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %295, %296 {alignment = 4 : i64} : i8, !llvm.ptr
      %297 = llvm.icmp "sgt" %160, %27 : i32
      %298 = llvm.load %212 {alignment = 1 : i64} : !llvm.ptr -> i8
      %299 = llvm.icmp "ne" %298, %36 : i8
      %300 = llvm.and %299, %297 : i1
      %301 = llvm.zext %300 : i1 to i8
      %302 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %301, %302 {alignment = 1 : i64} : i8, !llvm.ptr
      %303 = llvm.icmp "sgt" %160, %27 : i32
      %304 = llvm.load %216 {alignment = 2 : i64} : !llvm.ptr -> i8
      %305 = llvm.icmp "ne" %304, %36 : i8
      %306 = llvm.and %305, %303 : i1
      %307 = llvm.zext %306 : i1 to i8
      %308 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %307, %308 {alignment = 2 : i64} : i8, !llvm.ptr
      %309 = llvm.icmp "sgt" %160, %27 : i32
      %310 = llvm.load %220 {alignment = 1 : i64} : !llvm.ptr -> i8
      %311 = llvm.icmp "ne" %310, %36 : i8
      %312 = llvm.and %311, %309 : i1
      %313 = llvm.zext %312 : i1 to i8
      %314 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %313, %314 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %51, %62 {alignment = 32 : i64} : bf16, !llvm.ptr
      %315 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %315 {alignment = 2 : i64} : bf16, !llvm.ptr
      %316 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %316 {alignment = 4 : i64} : bf16, !llvm.ptr
      %317 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %317 {alignment = 2 : i64} : bf16, !llvm.ptr
      %318 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %318 {alignment = 8 : i64} : bf16, !llvm.ptr
      %319 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %319 {alignment = 2 : i64} : bf16, !llvm.ptr
      %320 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %320 {alignment = 4 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %321 {alignment = 2 : i64} : bf16, !llvm.ptr
      %322 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %322 {alignment = 16 : i64} : bf16, !llvm.ptr
      %323 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %323 {alignment = 2 : i64} : bf16, !llvm.ptr
      %324 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %324 {alignment = 4 : i64} : bf16, !llvm.ptr
      %325 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %325 {alignment = 2 : i64} : bf16, !llvm.ptr
      %326 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %326 {alignment = 8 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %327 {alignment = 2 : i64} : bf16, !llvm.ptr
      %328 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %328 {alignment = 4 : i64} : bf16, !llvm.ptr
      %329 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %329 {alignment = 2 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %330 {alignment = 32 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %331 {alignment = 2 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %332 {alignment = 4 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %333 {alignment = 2 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %334 {alignment = 8 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %335 {alignment = 2 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %336 {alignment = 4 : i64} : bf16, !llvm.ptr
      %337 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %337 {alignment = 2 : i64} : bf16, !llvm.ptr
      %338 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %338 {alignment = 16 : i64} : bf16, !llvm.ptr
      %339 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %339 {alignment = 2 : i64} : bf16, !llvm.ptr
      %340 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %340 {alignment = 4 : i64} : bf16, !llvm.ptr
      %341 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %341 {alignment = 2 : i64} : bf16, !llvm.ptr
      %342 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %342 {alignment = 8 : i64} : bf16, !llvm.ptr
      %343 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %343 {alignment = 2 : i64} : bf16, !llvm.ptr
      %344 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %344 {alignment = 4 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %345 {alignment = 2 : i64} : bf16, !llvm.ptr
      %346 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %346 {alignment = 32 : i64} : bf16, !llvm.ptr
      %347 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %347 {alignment = 2 : i64} : bf16, !llvm.ptr
      %348 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %348 {alignment = 4 : i64} : bf16, !llvm.ptr
      %349 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %349 {alignment = 2 : i64} : bf16, !llvm.ptr
      %350 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %350 {alignment = 8 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %351 {alignment = 2 : i64} : bf16, !llvm.ptr
      %352 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %352 {alignment = 4 : i64} : bf16, !llvm.ptr
      %353 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %353 {alignment = 2 : i64} : bf16, !llvm.ptr
      %354 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %354 {alignment = 16 : i64} : bf16, !llvm.ptr
      %355 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %355 {alignment = 2 : i64} : bf16, !llvm.ptr
      %356 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %356 {alignment = 4 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %357 {alignment = 2 : i64} : bf16, !llvm.ptr
      %358 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %358 {alignment = 8 : i64} : bf16, !llvm.ptr
      %359 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %359 {alignment = 2 : i64} : bf16, !llvm.ptr
      %360 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %360 {alignment = 4 : i64} : bf16, !llvm.ptr
      %361 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %361 {alignment = 2 : i64} : bf16, !llvm.ptr
      %362 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %362 {alignment = 32 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %363 {alignment = 2 : i64} : bf16, !llvm.ptr
      %364 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %364 {alignment = 4 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %365 {alignment = 2 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %366 {alignment = 8 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %367 {alignment = 2 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %368 {alignment = 4 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %369 {alignment = 2 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %370 {alignment = 16 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %371 {alignment = 2 : i64} : bf16, !llvm.ptr
      %372 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %372 {alignment = 4 : i64} : bf16, !llvm.ptr
      %373 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %373 {alignment = 2 : i64} : bf16, !llvm.ptr
      %374 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %374 {alignment = 8 : i64} : bf16, !llvm.ptr
      %375 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %375 {alignment = 2 : i64} : bf16, !llvm.ptr
      %376 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %376 {alignment = 4 : i64} : bf16, !llvm.ptr
      %377 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %377 {alignment = 2 : i64} : bf16, !llvm.ptr
      %378 = llvm.getelementptr %62[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %378 {alignment = 32 : i64} : bf16, !llvm.ptr
      %379 = llvm.getelementptr %62[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %379 {alignment = 2 : i64} : bf16, !llvm.ptr
      %380 = llvm.getelementptr %62[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %380 {alignment = 4 : i64} : bf16, !llvm.ptr
      %381 = llvm.getelementptr %62[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %381 {alignment = 2 : i64} : bf16, !llvm.ptr
      %382 = llvm.getelementptr %62[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %382 {alignment = 8 : i64} : bf16, !llvm.ptr
      %383 = llvm.getelementptr %62[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %383 {alignment = 2 : i64} : bf16, !llvm.ptr
      %384 = llvm.getelementptr %62[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %384 {alignment = 4 : i64} : bf16, !llvm.ptr
      %385 = llvm.getelementptr %62[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %385 {alignment = 2 : i64} : bf16, !llvm.ptr
      %386 = llvm.getelementptr %62[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %386 {alignment = 16 : i64} : bf16, !llvm.ptr
      %387 = llvm.getelementptr %62[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %387 {alignment = 2 : i64} : bf16, !llvm.ptr
      %388 = llvm.getelementptr %62[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %388 {alignment = 4 : i64} : bf16, !llvm.ptr
      %389 = llvm.getelementptr %62[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %389 {alignment = 2 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %62[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %390 {alignment = 8 : i64} : bf16, !llvm.ptr
      %391 = llvm.getelementptr %62[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %391 {alignment = 2 : i64} : bf16, !llvm.ptr
      %392 = llvm.getelementptr %62[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %392 {alignment = 4 : i64} : bf16, !llvm.ptr
      %393 = llvm.getelementptr %62[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %393 {alignment = 2 : i64} : bf16, !llvm.ptr
      %394 = llvm.getelementptr %62[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %394 {alignment = 32 : i64} : bf16, !llvm.ptr
      %395 = llvm.getelementptr %62[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %395 {alignment = 2 : i64} : bf16, !llvm.ptr
      %396 = llvm.getelementptr %62[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %396 {alignment = 4 : i64} : bf16, !llvm.ptr
      %397 = llvm.getelementptr %62[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %397 {alignment = 2 : i64} : bf16, !llvm.ptr
      %398 = llvm.getelementptr %62[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %398 {alignment = 8 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %62[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %399 {alignment = 2 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %62[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %400 {alignment = 4 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %62[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %401 {alignment = 2 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %62[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %402 {alignment = 16 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %62[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %403 {alignment = 2 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %62[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %404 {alignment = 4 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %62[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %405 {alignment = 2 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %62[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %406 {alignment = 8 : i64} : bf16, !llvm.ptr
      %407 = llvm.getelementptr %62[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %407 {alignment = 2 : i64} : bf16, !llvm.ptr
      %408 = llvm.getelementptr %62[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %408 {alignment = 4 : i64} : bf16, !llvm.ptr
      %409 = llvm.getelementptr %62[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %409 {alignment = 2 : i64} : bf16, !llvm.ptr
      %410 = llvm.getelementptr %62[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %410 {alignment = 32 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %62[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %411 {alignment = 2 : i64} : bf16, !llvm.ptr
      %412 = llvm.getelementptr %62[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %412 {alignment = 4 : i64} : bf16, !llvm.ptr
      %413 = llvm.getelementptr %62[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %413 {alignment = 2 : i64} : bf16, !llvm.ptr
      %414 = llvm.getelementptr %62[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %414 {alignment = 8 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %62[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %415 {alignment = 2 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %62[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %416 {alignment = 4 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %62[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %417 {alignment = 2 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %62[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %418 {alignment = 16 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %62[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %419 {alignment = 2 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %62[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %420 {alignment = 4 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %62[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %421 {alignment = 2 : i64} : bf16, !llvm.ptr
      %422 = llvm.getelementptr %62[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %422 {alignment = 8 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %62[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %423 {alignment = 2 : i64} : bf16, !llvm.ptr
      %424 = llvm.getelementptr %62[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %424 {alignment = 4 : i64} : bf16, !llvm.ptr
      %425 = llvm.getelementptr %62[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %425 {alignment = 2 : i64} : bf16, !llvm.ptr
      %426 = llvm.getelementptr %62[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %426 {alignment = 32 : i64} : bf16, !llvm.ptr
      %427 = llvm.getelementptr %62[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %427 {alignment = 2 : i64} : bf16, !llvm.ptr
      %428 = llvm.getelementptr %62[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %428 {alignment = 4 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %62[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %429 {alignment = 2 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %62[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %430 {alignment = 8 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %62[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %431 {alignment = 2 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %62[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %432 {alignment = 4 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %62[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %433 {alignment = 2 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %62[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %434 {alignment = 16 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %62[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %435 {alignment = 2 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %62[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %436 {alignment = 4 : i64} : bf16, !llvm.ptr
      %437 = llvm.getelementptr %62[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %437 {alignment = 2 : i64} : bf16, !llvm.ptr
      %438 = llvm.getelementptr %62[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %438 {alignment = 8 : i64} : bf16, !llvm.ptr
      %439 = llvm.getelementptr %62[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %439 {alignment = 2 : i64} : bf16, !llvm.ptr
      %440 = llvm.getelementptr %62[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %440 {alignment = 4 : i64} : bf16, !llvm.ptr
      %441 = llvm.getelementptr %62[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %441 {alignment = 2 : i64} : bf16, !llvm.ptr
      %442 = llvm.getelementptr %62[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %442 {alignment = 32 : i64} : bf16, !llvm.ptr
      %443 = llvm.getelementptr %62[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %443 {alignment = 2 : i64} : bf16, !llvm.ptr
      %444 = llvm.getelementptr %62[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %444 {alignment = 4 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %62[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %445 {alignment = 2 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %62[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %446 {alignment = 8 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %62[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %447 {alignment = 2 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %62[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %448 {alignment = 4 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %62[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %449 {alignment = 2 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %62[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %450 {alignment = 16 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %62[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %451 {alignment = 2 : i64} : bf16, !llvm.ptr
      %452 = llvm.getelementptr %62[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %452 {alignment = 4 : i64} : bf16, !llvm.ptr
      %453 = llvm.getelementptr %62[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %453 {alignment = 2 : i64} : bf16, !llvm.ptr
      %454 = llvm.getelementptr %62[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %454 {alignment = 8 : i64} : bf16, !llvm.ptr
      %455 = llvm.getelementptr %62[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %455 {alignment = 2 : i64} : bf16, !llvm.ptr
      %456 = llvm.getelementptr %62[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %456 {alignment = 4 : i64} : bf16, !llvm.ptr
      %457 = llvm.getelementptr %62[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %457 {alignment = 2 : i64} : bf16, !llvm.ptr
      %458 = llvm.getelementptr %62[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %458 {alignment = 32 : i64} : bf16, !llvm.ptr
      %459 = llvm.getelementptr %62[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %459 {alignment = 2 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %62[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %460 {alignment = 4 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %62[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %461 {alignment = 2 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %62[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %462 {alignment = 8 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %62[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %463 {alignment = 2 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %62[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %464 {alignment = 4 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %62[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %465 {alignment = 2 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %62[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %466 {alignment = 16 : i64} : bf16, !llvm.ptr
      %467 = llvm.getelementptr %62[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %467 {alignment = 2 : i64} : bf16, !llvm.ptr
      %468 = llvm.getelementptr %62[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %468 {alignment = 4 : i64} : bf16, !llvm.ptr
      %469 = llvm.getelementptr %62[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %469 {alignment = 2 : i64} : bf16, !llvm.ptr
      %470 = llvm.getelementptr %62[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %470 {alignment = 8 : i64} : bf16, !llvm.ptr
      %471 = llvm.getelementptr %62[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %471 {alignment = 2 : i64} : bf16, !llvm.ptr
      %472 = llvm.getelementptr %62[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %472 {alignment = 4 : i64} : bf16, !llvm.ptr
      %473 = llvm.getelementptr %62[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %473 {alignment = 2 : i64} : bf16, !llvm.ptr
      %474 = llvm.getelementptr %62[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %474 {alignment = 32 : i64} : bf16, !llvm.ptr
      %475 = llvm.getelementptr %62[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %475 {alignment = 2 : i64} : bf16, !llvm.ptr
      %476 = llvm.getelementptr %62[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %476 {alignment = 4 : i64} : bf16, !llvm.ptr
      %477 = llvm.getelementptr %62[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %477 {alignment = 2 : i64} : bf16, !llvm.ptr
      %478 = llvm.getelementptr %62[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %478 {alignment = 8 : i64} : bf16, !llvm.ptr
      %479 = llvm.getelementptr %62[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %479 {alignment = 2 : i64} : bf16, !llvm.ptr
      %480 = llvm.getelementptr %62[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %480 {alignment = 4 : i64} : bf16, !llvm.ptr
      %481 = llvm.getelementptr %62[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %481 {alignment = 2 : i64} : bf16, !llvm.ptr
      %482 = llvm.getelementptr %62[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %482 {alignment = 16 : i64} : bf16, !llvm.ptr
      %483 = llvm.getelementptr %62[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %483 {alignment = 2 : i64} : bf16, !llvm.ptr
      %484 = llvm.getelementptr %62[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %484 {alignment = 4 : i64} : bf16, !llvm.ptr
      %485 = llvm.getelementptr %62[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %485 {alignment = 2 : i64} : bf16, !llvm.ptr
      %486 = llvm.getelementptr %62[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %486 {alignment = 8 : i64} : bf16, !llvm.ptr
      %487 = llvm.getelementptr %62[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %487 {alignment = 2 : i64} : bf16, !llvm.ptr
      %488 = llvm.getelementptr %62[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %488 {alignment = 4 : i64} : bf16, !llvm.ptr
      %489 = llvm.getelementptr %62[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %489 {alignment = 2 : i64} : bf16, !llvm.ptr
      %490 = llvm.getelementptr %62[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %490 {alignment = 32 : i64} : bf16, !llvm.ptr
      %491 = llvm.getelementptr %62[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %491 {alignment = 2 : i64} : bf16, !llvm.ptr
      %492 = llvm.getelementptr %62[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %492 {alignment = 4 : i64} : bf16, !llvm.ptr
      %493 = llvm.getelementptr %62[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %493 {alignment = 2 : i64} : bf16, !llvm.ptr
      %494 = llvm.getelementptr %62[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %494 {alignment = 8 : i64} : bf16, !llvm.ptr
      %495 = llvm.getelementptr %62[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %495 {alignment = 2 : i64} : bf16, !llvm.ptr
      %496 = llvm.getelementptr %62[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %496 {alignment = 4 : i64} : bf16, !llvm.ptr
      %497 = llvm.getelementptr %62[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %497 {alignment = 2 : i64} : bf16, !llvm.ptr
      %498 = llvm.getelementptr %62[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %498 {alignment = 16 : i64} : bf16, !llvm.ptr
      %499 = llvm.getelementptr %62[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %499 {alignment = 2 : i64} : bf16, !llvm.ptr
      %500 = llvm.getelementptr %62[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %500 {alignment = 4 : i64} : bf16, !llvm.ptr
      %501 = llvm.getelementptr %62[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %501 {alignment = 2 : i64} : bf16, !llvm.ptr
      %502 = llvm.getelementptr %62[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %502 {alignment = 8 : i64} : bf16, !llvm.ptr
      %503 = llvm.getelementptr %62[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %503 {alignment = 2 : i64} : bf16, !llvm.ptr
      %504 = llvm.getelementptr %62[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %504 {alignment = 4 : i64} : bf16, !llvm.ptr
      %505 = llvm.getelementptr %62[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %505 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb1(%37 : i32)
    ^bb1(%506: i32):  // 2 preds: ^bb0, ^bb2
      %507 = llvm.icmp "slt" %506, %52 : i32
      llvm.cond_br %507, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %508 = llvm.mul %506, %53 overflow<nsw> : i32
      %509 = llvm.getelementptr %62[%508] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %510 = llvm.mul %506, %45 overflow<nsw> : i32
      %511 = llvm.getelementptr %154[%510] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %512 = llvm.load %509 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %512, %511 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %513 = llvm.add %506, %56 : i32
      llvm.br ^bb1(%513 : i32) {loop_annotation = #loop_annotation}
    ^bb3:  // pred: ^bb1
      llvm.store %51, %61 {alignment = 32 : i64} : bf16, !llvm.ptr
      %514 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %514 {alignment = 2 : i64} : bf16, !llvm.ptr
      %515 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %515 {alignment = 4 : i64} : bf16, !llvm.ptr
      %516 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %516 {alignment = 2 : i64} : bf16, !llvm.ptr
      %517 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %517 {alignment = 8 : i64} : bf16, !llvm.ptr
      %518 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %518 {alignment = 2 : i64} : bf16, !llvm.ptr
      %519 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %519 {alignment = 4 : i64} : bf16, !llvm.ptr
      %520 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %520 {alignment = 2 : i64} : bf16, !llvm.ptr
      %521 = llvm.getelementptr %61[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %521 {alignment = 16 : i64} : bf16, !llvm.ptr
      %522 = llvm.getelementptr %61[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %522 {alignment = 2 : i64} : bf16, !llvm.ptr
      %523 = llvm.getelementptr %61[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %523 {alignment = 4 : i64} : bf16, !llvm.ptr
      %524 = llvm.getelementptr %61[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %524 {alignment = 2 : i64} : bf16, !llvm.ptr
      %525 = llvm.getelementptr %61[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %525 {alignment = 8 : i64} : bf16, !llvm.ptr
      %526 = llvm.getelementptr %61[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %526 {alignment = 2 : i64} : bf16, !llvm.ptr
      %527 = llvm.getelementptr %61[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %527 {alignment = 4 : i64} : bf16, !llvm.ptr
      %528 = llvm.getelementptr %61[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %528 {alignment = 2 : i64} : bf16, !llvm.ptr
      %529 = llvm.getelementptr %61[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %529 {alignment = 32 : i64} : bf16, !llvm.ptr
      %530 = llvm.getelementptr %61[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %530 {alignment = 2 : i64} : bf16, !llvm.ptr
      %531 = llvm.getelementptr %61[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %531 {alignment = 4 : i64} : bf16, !llvm.ptr
      %532 = llvm.getelementptr %61[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %532 {alignment = 2 : i64} : bf16, !llvm.ptr
      %533 = llvm.getelementptr %61[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %533 {alignment = 8 : i64} : bf16, !llvm.ptr
      %534 = llvm.getelementptr %61[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %534 {alignment = 2 : i64} : bf16, !llvm.ptr
      %535 = llvm.getelementptr %61[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %535 {alignment = 4 : i64} : bf16, !llvm.ptr
      %536 = llvm.getelementptr %61[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %536 {alignment = 2 : i64} : bf16, !llvm.ptr
      %537 = llvm.getelementptr %61[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %537 {alignment = 16 : i64} : bf16, !llvm.ptr
      %538 = llvm.getelementptr %61[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %538 {alignment = 2 : i64} : bf16, !llvm.ptr
      %539 = llvm.getelementptr %61[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %539 {alignment = 4 : i64} : bf16, !llvm.ptr
      %540 = llvm.getelementptr %61[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %540 {alignment = 2 : i64} : bf16, !llvm.ptr
      %541 = llvm.getelementptr %61[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %541 {alignment = 8 : i64} : bf16, !llvm.ptr
      %542 = llvm.getelementptr %61[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %542 {alignment = 2 : i64} : bf16, !llvm.ptr
      %543 = llvm.getelementptr %61[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %543 {alignment = 4 : i64} : bf16, !llvm.ptr
      %544 = llvm.getelementptr %61[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %544 {alignment = 2 : i64} : bf16, !llvm.ptr
      %545 = llvm.getelementptr %61[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %545 {alignment = 32 : i64} : bf16, !llvm.ptr
      %546 = llvm.getelementptr %61[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %546 {alignment = 2 : i64} : bf16, !llvm.ptr
      %547 = llvm.getelementptr %61[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %547 {alignment = 4 : i64} : bf16, !llvm.ptr
      %548 = llvm.getelementptr %61[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %548 {alignment = 2 : i64} : bf16, !llvm.ptr
      %549 = llvm.getelementptr %61[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %549 {alignment = 8 : i64} : bf16, !llvm.ptr
      %550 = llvm.getelementptr %61[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %550 {alignment = 2 : i64} : bf16, !llvm.ptr
      %551 = llvm.getelementptr %61[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %551 {alignment = 4 : i64} : bf16, !llvm.ptr
      %552 = llvm.getelementptr %61[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %552 {alignment = 2 : i64} : bf16, !llvm.ptr
      %553 = llvm.getelementptr %61[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %553 {alignment = 16 : i64} : bf16, !llvm.ptr
      %554 = llvm.getelementptr %61[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %554 {alignment = 2 : i64} : bf16, !llvm.ptr
      %555 = llvm.getelementptr %61[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %555 {alignment = 4 : i64} : bf16, !llvm.ptr
      %556 = llvm.getelementptr %61[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %556 {alignment = 2 : i64} : bf16, !llvm.ptr
      %557 = llvm.getelementptr %61[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %557 {alignment = 8 : i64} : bf16, !llvm.ptr
      %558 = llvm.getelementptr %61[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %558 {alignment = 2 : i64} : bf16, !llvm.ptr
      %559 = llvm.getelementptr %61[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %559 {alignment = 4 : i64} : bf16, !llvm.ptr
      %560 = llvm.getelementptr %61[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %560 {alignment = 2 : i64} : bf16, !llvm.ptr
      %561 = llvm.getelementptr %61[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %561 {alignment = 32 : i64} : bf16, !llvm.ptr
      %562 = llvm.getelementptr %61[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %562 {alignment = 2 : i64} : bf16, !llvm.ptr
      %563 = llvm.getelementptr %61[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %563 {alignment = 4 : i64} : bf16, !llvm.ptr
      %564 = llvm.getelementptr %61[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %564 {alignment = 2 : i64} : bf16, !llvm.ptr
      %565 = llvm.getelementptr %61[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %565 {alignment = 8 : i64} : bf16, !llvm.ptr
      %566 = llvm.getelementptr %61[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %566 {alignment = 2 : i64} : bf16, !llvm.ptr
      %567 = llvm.getelementptr %61[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %567 {alignment = 4 : i64} : bf16, !llvm.ptr
      %568 = llvm.getelementptr %61[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %568 {alignment = 2 : i64} : bf16, !llvm.ptr
      %569 = llvm.getelementptr %61[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %569 {alignment = 16 : i64} : bf16, !llvm.ptr
      %570 = llvm.getelementptr %61[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %570 {alignment = 2 : i64} : bf16, !llvm.ptr
      %571 = llvm.getelementptr %61[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %571 {alignment = 4 : i64} : bf16, !llvm.ptr
      %572 = llvm.getelementptr %61[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %572 {alignment = 2 : i64} : bf16, !llvm.ptr
      %573 = llvm.getelementptr %61[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %573 {alignment = 8 : i64} : bf16, !llvm.ptr
      %574 = llvm.getelementptr %61[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %574 {alignment = 2 : i64} : bf16, !llvm.ptr
      %575 = llvm.getelementptr %61[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %575 {alignment = 4 : i64} : bf16, !llvm.ptr
      %576 = llvm.getelementptr %61[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %576 {alignment = 2 : i64} : bf16, !llvm.ptr
      %577 = llvm.getelementptr %61[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %577 {alignment = 32 : i64} : bf16, !llvm.ptr
      %578 = llvm.getelementptr %61[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %578 {alignment = 2 : i64} : bf16, !llvm.ptr
      %579 = llvm.getelementptr %61[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %579 {alignment = 4 : i64} : bf16, !llvm.ptr
      %580 = llvm.getelementptr %61[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %580 {alignment = 2 : i64} : bf16, !llvm.ptr
      %581 = llvm.getelementptr %61[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %581 {alignment = 8 : i64} : bf16, !llvm.ptr
      %582 = llvm.getelementptr %61[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %582 {alignment = 2 : i64} : bf16, !llvm.ptr
      %583 = llvm.getelementptr %61[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %583 {alignment = 4 : i64} : bf16, !llvm.ptr
      %584 = llvm.getelementptr %61[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %584 {alignment = 2 : i64} : bf16, !llvm.ptr
      %585 = llvm.getelementptr %61[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %585 {alignment = 16 : i64} : bf16, !llvm.ptr
      %586 = llvm.getelementptr %61[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %586 {alignment = 2 : i64} : bf16, !llvm.ptr
      %587 = llvm.getelementptr %61[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %587 {alignment = 4 : i64} : bf16, !llvm.ptr
      %588 = llvm.getelementptr %61[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %588 {alignment = 2 : i64} : bf16, !llvm.ptr
      %589 = llvm.getelementptr %61[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %589 {alignment = 8 : i64} : bf16, !llvm.ptr
      %590 = llvm.getelementptr %61[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %590 {alignment = 2 : i64} : bf16, !llvm.ptr
      %591 = llvm.getelementptr %61[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %591 {alignment = 4 : i64} : bf16, !llvm.ptr
      %592 = llvm.getelementptr %61[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %592 {alignment = 2 : i64} : bf16, !llvm.ptr
      %593 = llvm.getelementptr %61[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %593 {alignment = 32 : i64} : bf16, !llvm.ptr
      %594 = llvm.getelementptr %61[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %594 {alignment = 2 : i64} : bf16, !llvm.ptr
      %595 = llvm.getelementptr %61[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %595 {alignment = 4 : i64} : bf16, !llvm.ptr
      %596 = llvm.getelementptr %61[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %596 {alignment = 2 : i64} : bf16, !llvm.ptr
      %597 = llvm.getelementptr %61[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %597 {alignment = 8 : i64} : bf16, !llvm.ptr
      %598 = llvm.getelementptr %61[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %598 {alignment = 2 : i64} : bf16, !llvm.ptr
      %599 = llvm.getelementptr %61[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %599 {alignment = 4 : i64} : bf16, !llvm.ptr
      %600 = llvm.getelementptr %61[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %600 {alignment = 2 : i64} : bf16, !llvm.ptr
      %601 = llvm.getelementptr %61[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %601 {alignment = 16 : i64} : bf16, !llvm.ptr
      %602 = llvm.getelementptr %61[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %602 {alignment = 2 : i64} : bf16, !llvm.ptr
      %603 = llvm.getelementptr %61[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %603 {alignment = 4 : i64} : bf16, !llvm.ptr
      %604 = llvm.getelementptr %61[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %604 {alignment = 2 : i64} : bf16, !llvm.ptr
      %605 = llvm.getelementptr %61[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %605 {alignment = 8 : i64} : bf16, !llvm.ptr
      %606 = llvm.getelementptr %61[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %606 {alignment = 2 : i64} : bf16, !llvm.ptr
      %607 = llvm.getelementptr %61[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %607 {alignment = 4 : i64} : bf16, !llvm.ptr
      %608 = llvm.getelementptr %61[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %608 {alignment = 2 : i64} : bf16, !llvm.ptr
      %609 = llvm.getelementptr %61[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %609 {alignment = 32 : i64} : bf16, !llvm.ptr
      %610 = llvm.getelementptr %61[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %610 {alignment = 2 : i64} : bf16, !llvm.ptr
      %611 = llvm.getelementptr %61[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %611 {alignment = 4 : i64} : bf16, !llvm.ptr
      %612 = llvm.getelementptr %61[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %612 {alignment = 2 : i64} : bf16, !llvm.ptr
      %613 = llvm.getelementptr %61[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %613 {alignment = 8 : i64} : bf16, !llvm.ptr
      %614 = llvm.getelementptr %61[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %614 {alignment = 2 : i64} : bf16, !llvm.ptr
      %615 = llvm.getelementptr %61[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %615 {alignment = 4 : i64} : bf16, !llvm.ptr
      %616 = llvm.getelementptr %61[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %616 {alignment = 2 : i64} : bf16, !llvm.ptr
      %617 = llvm.getelementptr %61[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %617 {alignment = 16 : i64} : bf16, !llvm.ptr
      %618 = llvm.getelementptr %61[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %618 {alignment = 2 : i64} : bf16, !llvm.ptr
      %619 = llvm.getelementptr %61[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %619 {alignment = 4 : i64} : bf16, !llvm.ptr
      %620 = llvm.getelementptr %61[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %620 {alignment = 2 : i64} : bf16, !llvm.ptr
      %621 = llvm.getelementptr %61[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %621 {alignment = 8 : i64} : bf16, !llvm.ptr
      %622 = llvm.getelementptr %61[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %622 {alignment = 2 : i64} : bf16, !llvm.ptr
      %623 = llvm.getelementptr %61[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %623 {alignment = 4 : i64} : bf16, !llvm.ptr
      %624 = llvm.getelementptr %61[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %624 {alignment = 2 : i64} : bf16, !llvm.ptr
      %625 = llvm.getelementptr %61[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %625 {alignment = 32 : i64} : bf16, !llvm.ptr
      %626 = llvm.getelementptr %61[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %626 {alignment = 2 : i64} : bf16, !llvm.ptr
      %627 = llvm.getelementptr %61[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %627 {alignment = 4 : i64} : bf16, !llvm.ptr
      %628 = llvm.getelementptr %61[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %628 {alignment = 2 : i64} : bf16, !llvm.ptr
      %629 = llvm.getelementptr %61[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %629 {alignment = 8 : i64} : bf16, !llvm.ptr
      %630 = llvm.getelementptr %61[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %630 {alignment = 2 : i64} : bf16, !llvm.ptr
      %631 = llvm.getelementptr %61[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %631 {alignment = 4 : i64} : bf16, !llvm.ptr
      %632 = llvm.getelementptr %61[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %632 {alignment = 2 : i64} : bf16, !llvm.ptr
      %633 = llvm.getelementptr %61[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %633 {alignment = 16 : i64} : bf16, !llvm.ptr
      %634 = llvm.getelementptr %61[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %634 {alignment = 2 : i64} : bf16, !llvm.ptr
      %635 = llvm.getelementptr %61[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %635 {alignment = 4 : i64} : bf16, !llvm.ptr
      %636 = llvm.getelementptr %61[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %636 {alignment = 2 : i64} : bf16, !llvm.ptr
      %637 = llvm.getelementptr %61[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %637 {alignment = 8 : i64} : bf16, !llvm.ptr
      %638 = llvm.getelementptr %61[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %638 {alignment = 2 : i64} : bf16, !llvm.ptr
      %639 = llvm.getelementptr %61[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %639 {alignment = 4 : i64} : bf16, !llvm.ptr
      %640 = llvm.getelementptr %61[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %640 {alignment = 2 : i64} : bf16, !llvm.ptr
      %641 = llvm.getelementptr %61[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %641 {alignment = 32 : i64} : bf16, !llvm.ptr
      %642 = llvm.getelementptr %61[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %642 {alignment = 2 : i64} : bf16, !llvm.ptr
      %643 = llvm.getelementptr %61[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %643 {alignment = 4 : i64} : bf16, !llvm.ptr
      %644 = llvm.getelementptr %61[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %644 {alignment = 2 : i64} : bf16, !llvm.ptr
      %645 = llvm.getelementptr %61[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %645 {alignment = 8 : i64} : bf16, !llvm.ptr
      %646 = llvm.getelementptr %61[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %646 {alignment = 2 : i64} : bf16, !llvm.ptr
      %647 = llvm.getelementptr %61[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %647 {alignment = 4 : i64} : bf16, !llvm.ptr
      %648 = llvm.getelementptr %61[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %648 {alignment = 2 : i64} : bf16, !llvm.ptr
      %649 = llvm.getelementptr %61[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %649 {alignment = 16 : i64} : bf16, !llvm.ptr
      %650 = llvm.getelementptr %61[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %650 {alignment = 2 : i64} : bf16, !llvm.ptr
      %651 = llvm.getelementptr %61[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %651 {alignment = 4 : i64} : bf16, !llvm.ptr
      %652 = llvm.getelementptr %61[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %652 {alignment = 2 : i64} : bf16, !llvm.ptr
      %653 = llvm.getelementptr %61[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %653 {alignment = 8 : i64} : bf16, !llvm.ptr
      %654 = llvm.getelementptr %61[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %654 {alignment = 2 : i64} : bf16, !llvm.ptr
      %655 = llvm.getelementptr %61[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %655 {alignment = 4 : i64} : bf16, !llvm.ptr
      %656 = llvm.getelementptr %61[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %656 {alignment = 2 : i64} : bf16, !llvm.ptr
      %657 = llvm.getelementptr %61[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %657 {alignment = 32 : i64} : bf16, !llvm.ptr
      %658 = llvm.getelementptr %61[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %658 {alignment = 2 : i64} : bf16, !llvm.ptr
      %659 = llvm.getelementptr %61[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %659 {alignment = 4 : i64} : bf16, !llvm.ptr
      %660 = llvm.getelementptr %61[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %660 {alignment = 2 : i64} : bf16, !llvm.ptr
      %661 = llvm.getelementptr %61[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %661 {alignment = 8 : i64} : bf16, !llvm.ptr
      %662 = llvm.getelementptr %61[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %662 {alignment = 2 : i64} : bf16, !llvm.ptr
      %663 = llvm.getelementptr %61[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %663 {alignment = 4 : i64} : bf16, !llvm.ptr
      %664 = llvm.getelementptr %61[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %664 {alignment = 2 : i64} : bf16, !llvm.ptr
      %665 = llvm.getelementptr %61[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %665 {alignment = 16 : i64} : bf16, !llvm.ptr
      %666 = llvm.getelementptr %61[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %666 {alignment = 2 : i64} : bf16, !llvm.ptr
      %667 = llvm.getelementptr %61[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %667 {alignment = 4 : i64} : bf16, !llvm.ptr
      %668 = llvm.getelementptr %61[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %668 {alignment = 2 : i64} : bf16, !llvm.ptr
      %669 = llvm.getelementptr %61[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %669 {alignment = 8 : i64} : bf16, !llvm.ptr
      %670 = llvm.getelementptr %61[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %670 {alignment = 2 : i64} : bf16, !llvm.ptr
      %671 = llvm.getelementptr %61[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %671 {alignment = 4 : i64} : bf16, !llvm.ptr
      %672 = llvm.getelementptr %61[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %672 {alignment = 2 : i64} : bf16, !llvm.ptr
      %673 = llvm.getelementptr %61[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %673 {alignment = 32 : i64} : bf16, !llvm.ptr
      %674 = llvm.getelementptr %61[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %674 {alignment = 2 : i64} : bf16, !llvm.ptr
      %675 = llvm.getelementptr %61[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %675 {alignment = 4 : i64} : bf16, !llvm.ptr
      %676 = llvm.getelementptr %61[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %676 {alignment = 2 : i64} : bf16, !llvm.ptr
      %677 = llvm.getelementptr %61[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %677 {alignment = 8 : i64} : bf16, !llvm.ptr
      %678 = llvm.getelementptr %61[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %678 {alignment = 2 : i64} : bf16, !llvm.ptr
      %679 = llvm.getelementptr %61[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %679 {alignment = 4 : i64} : bf16, !llvm.ptr
      %680 = llvm.getelementptr %61[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %680 {alignment = 2 : i64} : bf16, !llvm.ptr
      %681 = llvm.getelementptr %61[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %681 {alignment = 16 : i64} : bf16, !llvm.ptr
      %682 = llvm.getelementptr %61[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %682 {alignment = 2 : i64} : bf16, !llvm.ptr
      %683 = llvm.getelementptr %61[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %683 {alignment = 4 : i64} : bf16, !llvm.ptr
      %684 = llvm.getelementptr %61[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %684 {alignment = 2 : i64} : bf16, !llvm.ptr
      %685 = llvm.getelementptr %61[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %685 {alignment = 8 : i64} : bf16, !llvm.ptr
      %686 = llvm.getelementptr %61[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %686 {alignment = 2 : i64} : bf16, !llvm.ptr
      %687 = llvm.getelementptr %61[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %687 {alignment = 4 : i64} : bf16, !llvm.ptr
      %688 = llvm.getelementptr %61[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %688 {alignment = 2 : i64} : bf16, !llvm.ptr
      %689 = llvm.getelementptr %61[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %689 {alignment = 32 : i64} : bf16, !llvm.ptr
      %690 = llvm.getelementptr %61[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %690 {alignment = 2 : i64} : bf16, !llvm.ptr
      %691 = llvm.getelementptr %61[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %691 {alignment = 4 : i64} : bf16, !llvm.ptr
      %692 = llvm.getelementptr %61[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
      %693 = llvm.getelementptr %61[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %693 {alignment = 8 : i64} : bf16, !llvm.ptr
      %694 = llvm.getelementptr %61[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
      %695 = llvm.getelementptr %61[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %695 {alignment = 4 : i64} : bf16, !llvm.ptr
      %696 = llvm.getelementptr %61[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
      %697 = llvm.getelementptr %61[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %697 {alignment = 16 : i64} : bf16, !llvm.ptr
      %698 = llvm.getelementptr %61[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
      %699 = llvm.getelementptr %61[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %699 {alignment = 4 : i64} : bf16, !llvm.ptr
      %700 = llvm.getelementptr %61[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %700 {alignment = 2 : i64} : bf16, !llvm.ptr
      %701 = llvm.getelementptr %61[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %701 {alignment = 8 : i64} : bf16, !llvm.ptr
      %702 = llvm.getelementptr %61[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %702 {alignment = 2 : i64} : bf16, !llvm.ptr
      %703 = llvm.getelementptr %61[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %703 {alignment = 4 : i64} : bf16, !llvm.ptr
      %704 = llvm.getelementptr %61[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %51, %704 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb4(%37 : i32)
    ^bb4(%705: i32):  // 2 preds: ^bb3, ^bb5
      %706 = llvm.icmp "slt" %705, %52 : i32
      llvm.cond_br %706, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %707 = llvm.mul %705, %53 overflow<nsw> : i32
      %708 = llvm.getelementptr %61[%707] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %709 = llvm.mul %705, %45 overflow<nsw> : i32
      %710 = llvm.getelementptr %158[%709] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %711 = llvm.load %708 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %711, %710 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %712 = llvm.add %705, %56 : i32
      llvm.br ^bb4(%712 : i32) {loop_annotation = #loop_annotation}
    ^bb6:  // pred: ^bb4
      nvvm.barrier
      llvm.br ^bb7(%37, %37, %37 : i32, i32, i32)
    ^bb7(%713: i32, %714: i32, %715: i32):  // 2 preds: ^bb6, ^bb8
      %716 = llvm.icmp "slt" %713, %53 : i32
      llvm.cond_br %716, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %717 = llvm.mul %714, %4 overflow<nsw> : i32
      %718 = llvm.getelementptr %144[%717] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %719 = llvm.mul %714, %45 overflow<nsw> : i32
      %720 = llvm.getelementptr %154[%719] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %721 = llvm.getelementptr %64[%714] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %722 = llvm.load %721 {alignment = 1 : i64} : !llvm.ptr -> i8
      %723 = llvm.trunc %722 : i8 to i1
      %724 = llvm.select %723, %40, %37 : i1, i32
      nvvm.cp.async.shared.global %720, %718, 16, cache = cg, %724 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %725 = llvm.add %714, %56 : i32
      %726 = llvm.icmp "eq" %725, %53 : i32
      %727 = llvm.select %726, %37, %725 : i1, i32
      %728 = llvm.add %714, %56 : i32
      %729 = llvm.add %715, %56 : i32
      %730 = llvm.icmp "eq" %728, %53 : i32
      %731 = llvm.select %730, %729, %715 : i1, i32
      %732 = llvm.add %713, %56 : i32
      llvm.br ^bb7(%732, %727, %731 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%37, %37, %37 : i32, i32, i32)
    ^bb10(%733: i32, %734: i32, %735: i32):  // 2 preds: ^bb9, ^bb11
      %736 = llvm.icmp "slt" %733, %53 : i32
      llvm.cond_br %736, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %737 = llvm.mul %734, %4 overflow<nsw> : i32
      %738 = llvm.getelementptr %157[%737] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %739 = llvm.mul %734, %45 overflow<nsw> : i32
      %740 = llvm.getelementptr %158[%739] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %741 = llvm.getelementptr %63[%734] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %742 = llvm.load %741 {alignment = 1 : i64} : !llvm.ptr -> i8
      %743 = llvm.trunc %742 : i8 to i1
      %744 = llvm.select %743, %40, %37 : i1, i32
      nvvm.cp.async.shared.global %740, %738, 16, cache = cg, %744 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %745 = llvm.add %734, %56 : i32
      %746 = llvm.icmp "eq" %745, %53 : i32
      %747 = llvm.select %746, %37, %745 : i1, i32
      %748 = llvm.add %734, %56 : i32
      %749 = llvm.add %735, %56 : i32
      %750 = llvm.icmp "eq" %748, %53 : i32
      %751 = llvm.select %750, %749, %735 : i1, i32
      %752 = llvm.add %733, %56 : i32
      llvm.br ^bb10(%752, %747, %751 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %753 = llvm.getelementptr %144[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %754 = llvm.getelementptr %154[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb13(%37, %37, %37 : i32, i32, i32)
    ^bb13(%755: i32, %756: i32, %757: i32):  // 2 preds: ^bb12, ^bb14
      %758 = llvm.icmp "slt" %755, %53 : i32
      llvm.cond_br %758, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %759 = llvm.mul %756, %4 overflow<nsw> : i32
      %760 = llvm.getelementptr %753[%759] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %761 = llvm.mul %756, %45 overflow<nsw> : i32
      %762 = llvm.getelementptr %754[%761] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %763 = llvm.getelementptr %66[%756] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %764 = llvm.load %763 {alignment = 1 : i64} : !llvm.ptr -> i8
      %765 = llvm.trunc %764 : i8 to i1
      %766 = llvm.select %765, %40, %37 : i1, i32
      nvvm.cp.async.shared.global %762, %760, 16, cache = cg, %766 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %767 = llvm.add %756, %56 : i32
      %768 = llvm.icmp "eq" %767, %53 : i32
      %769 = llvm.select %768, %37, %767 : i1, i32
      %770 = llvm.add %756, %56 : i32
      %771 = llvm.add %757, %56 : i32
      %772 = llvm.icmp "eq" %770, %53 : i32
      %773 = llvm.select %772, %771, %757 : i1, i32
      %774 = llvm.add %755, %56 : i32
      llvm.br ^bb13(%774, %769, %773 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb13
      %775 = llvm.getelementptr %157[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %776 = llvm.getelementptr %158[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb16(%37, %37, %37 : i32, i32, i32)
    ^bb16(%777: i32, %778: i32, %779: i32):  // 2 preds: ^bb15, ^bb17
      %780 = llvm.icmp "slt" %777, %53 : i32
      llvm.cond_br %780, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %781 = llvm.mul %778, %4 overflow<nsw> : i32
      %782 = llvm.getelementptr %775[%781] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %783 = llvm.mul %778, %45 overflow<nsw> : i32
      %784 = llvm.getelementptr %776[%783] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %785 = llvm.getelementptr %65[%778] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %786 = llvm.load %785 {alignment = 1 : i64} : !llvm.ptr -> i8
      %787 = llvm.trunc %786 : i8 to i1
      %788 = llvm.select %787, %40, %37 : i1, i32
      nvvm.cp.async.shared.global %784, %782, 16, cache = cg, %788 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %789 = llvm.add %778, %56 : i32
      %790 = llvm.icmp "eq" %789, %53 : i32
      %791 = llvm.select %790, %37, %789 : i1, i32
      %792 = llvm.add %778, %56 : i32
      %793 = llvm.add %779, %56 : i32
      %794 = llvm.icmp "eq" %792, %53 : i32
      %795 = llvm.select %794, %793, %779 : i1, i32
      %796 = llvm.add %777, %56 : i32
      llvm.br ^bb16(%796, %791, %795 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb18:  // pred: ^bb16
      nvvm.cp.async.commit.group
      %797 = llvm.srem %76, %41 : i32
      %798 = llvm.sdiv %76, %41 : i32
      %799 = llvm.srem %798, %38 : i32
      %800 = llvm.sdiv %76, %32 : i32
      %801 = llvm.srem %800, %38 : i32
      %802 = llvm.srem %797, %41 : i32
      %803 = llvm.srem %799, %38 : i32
      %804 = llvm.srem %801, %38 : i32
      %805 = llvm.sdiv %802, %39 : i32
      %806 = llvm.srem %802, %39 : i32
      %807 = llvm.mul %806, %38 overflow<nsw> : i32
      %808 = llvm.mul %805, %42 overflow<nsw> : i32
      %809 = llvm.add %807, %808 overflow<nsw> : i32
      %810 = llvm.mul %803, %43 overflow<nsw> : i32
      %811 = llvm.mul %804, %53 overflow<nsw> : i32
      %812 = llvm.add %810, %811 overflow<nsw> : i32
      %813 = llvm.add %809, %812 overflow<nsw> : i32
      %814 = llvm.getelementptr %124[%813] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %44, %58 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %815 = llvm.sdiv %76, %40 : i32
      %816 = llvm.srem %76, %40 : i32
      %817 = llvm.srem %816, %53 : i32
      %818 = llvm.mul %817, %32 overflow<nsw> : i32
      %819 = llvm.srem %815, %38 : i32
      %820 = llvm.mul %819, %53 overflow<nsw> : i32
      %821 = llvm.add %818, %820 overflow<nsw> : i32
      %822 = llvm.sdiv %816, %53 : i32
      %823 = llvm.mul %822, %33 overflow<nsw> : i32
      %824 = llvm.sdiv %815, %38 : i32
      %825 = llvm.srem %824, %38 : i32
      %826 = llvm.mul %825, %45 overflow<nsw> : i32
      %827 = llvm.add %823, %826 overflow<nsw> : i32
      %828 = llvm.and %821, %55 : i32
      %829 = llvm.icmp "eq" %828, %37 : i32
      %830 = llvm.select %829, %40, %46 : i1, i32
      %831 = llvm.and %821, %47 : i32
      %832 = llvm.icmp "eq" %831, %37 : i32
      %833 = llvm.select %832, %41, %48 : i1, i32
      %834 = llvm.and %821, %34 : i32
      %835 = llvm.lshr %834, %35 : i32
      %836 = llvm.xor %821, %835 : i32
      %837 = llvm.add %836, %827 overflow<nsw> : i32
      %838 = llvm.getelementptr %72[%837] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %839 = llvm.mul %140, %32 overflow<nsw> : i32
      %840 = llvm.srem %139, %38 : i32
      %841 = llvm.mul %840, %53 overflow<nsw> : i32
      %842 = llvm.add %839, %841 overflow<nsw> : i32
      %843 = llvm.sdiv %139, %38 : i32
      %844 = llvm.sdiv %843, %38 : i32
      %845 = llvm.srem %843, %38 : i32
      %846 = llvm.mul %845, %45 overflow<nsw> : i32
      %847 = llvm.sdiv %844, %38 : i32
      %848 = llvm.mul %847, %33 overflow<nsw> : i32
      %849 = llvm.add %846, %848 overflow<nsw> : i32
      %850 = llvm.and %842, %55 : i32
      %851 = llvm.icmp "eq" %850, %37 : i32
      %852 = llvm.select %851, %40, %46 : i1, i32
      %853 = llvm.and %842, %47 : i32
      %854 = llvm.icmp "eq" %853, %37 : i32
      %855 = llvm.select %854, %41, %48 : i1, i32
      %856 = llvm.and %842, %34 : i32
      %857 = llvm.lshr %856, %35 : i32
      %858 = llvm.xor %842, %857 : i32
      %859 = llvm.add %858, %849 overflow<nsw> : i32
      %860 = llvm.getelementptr %75[%859] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb19(%37 : i32)
    ^bb19(%861: i32):  // 2 preds: ^bb18, ^bb20
      %862 = llvm.icmp "slt" %861, %39 : i32
      llvm.cond_br %862, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %863 = llvm.mul %861, %2 overflow<nsw> : i32
      %864 = llvm.getelementptr %838[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %865 = llvm.mul %861, %53 overflow<nsw> : i32
      %866 = llvm.getelementptr %60[%865] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %867 = nvvm.ldmatrix %864 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %868 = llvm.extractvalue %867[0] : !llvm_struct_a37b2a
      %869 = llvm.extractvalue %867[1] : !llvm_struct_a37b2a
      %870 = llvm.extractvalue %867[2] : !llvm_struct_a37b2a
      %871 = llvm.extractvalue %867[3] : !llvm_struct_a37b2a
      llvm.store %868, %866 {alignment = 4 : i64} : i32, !llvm.ptr
      %872 = llvm.getelementptr %866[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %869, %872 {alignment = 4 : i64} : i32, !llvm.ptr
      %873 = llvm.getelementptr %866[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %870, %873 {alignment = 4 : i64} : i32, !llvm.ptr
      %874 = llvm.getelementptr %866[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %871, %874 {alignment = 4 : i64} : i32, !llvm.ptr
      %875 = llvm.add %861, %56 : i32
      llvm.br ^bb19(%875 : i32) {loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb19
      llvm.br ^bb22(%37 : i32)
    ^bb22(%876: i32):  // 2 preds: ^bb21, ^bb23
      %877 = llvm.icmp "slt" %876, %39 : i32
      llvm.cond_br %877, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %878 = llvm.mul %876, %2 overflow<nsw> : i32
      %879 = llvm.getelementptr %860[%878] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %880 = llvm.mul %876, %53 overflow<nsw> : i32
      %881 = llvm.getelementptr %59[%880] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %882 = nvvm.ldmatrix %879 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %883 = llvm.extractvalue %882[0] : !llvm_struct_a37b2a
      %884 = llvm.extractvalue %882[1] : !llvm_struct_a37b2a
      %885 = llvm.extractvalue %882[2] : !llvm_struct_a37b2a
      %886 = llvm.extractvalue %882[3] : !llvm_struct_a37b2a
      llvm.store %883, %881 {alignment = 4 : i64} : i32, !llvm.ptr
      %887 = llvm.getelementptr %881[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %884, %887 {alignment = 4 : i64} : i32, !llvm.ptr
      %888 = llvm.getelementptr %881[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %885, %888 {alignment = 4 : i64} : i32, !llvm.ptr
      %889 = llvm.getelementptr %881[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %886, %889 {alignment = 4 : i64} : i32, !llvm.ptr
      %890 = llvm.add %876, %56 : i32
      llvm.br ^bb22(%890 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb22
      %891 = llvm.getelementptr %60[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %892 = llvm.getelementptr %59[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %893 = llvm.getelementptr %60[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %894 = llvm.getelementptr %59[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %895 = llvm.add %830, %833 overflow<nsw> : i32
      %896 = llvm.getelementptr %60[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %897 = llvm.add %852, %855 overflow<nsw> : i32
      %898 = llvm.getelementptr %59[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb25(%37, %38, %37 : i32, i32, i32)
    ^bb25(%899: i32, %900: i32, %901: i32):  // 2 preds: ^bb24, ^bb82
      %902 = llvm.icmp "slt" %899, %35 : i32
      llvm.cond_br %902, ^bb26, ^bb83
    ^bb26:  // pred: ^bb25
      %903 = llvm.mul %901, %3 overflow<nsw> : i32
      %904 = llvm.add %830, %903 overflow<nsw> : i32
      %905 = llvm.getelementptr %838[%904] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb27(%37 : i32)
    ^bb27(%906: i32):  // 2 preds: ^bb26, ^bb28
      %907 = llvm.icmp "slt" %906, %39 : i32
      llvm.cond_br %907, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %908 = llvm.mul %906, %2 overflow<nsw> : i32
      %909 = llvm.getelementptr %905[%908] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %910 = llvm.mul %906, %53 overflow<nsw> : i32
      %911 = llvm.getelementptr %891[%910] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %912 = nvvm.ldmatrix %909 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %913 = llvm.extractvalue %912[0] : !llvm_struct_a37b2a
      %914 = llvm.extractvalue %912[1] : !llvm_struct_a37b2a
      %915 = llvm.extractvalue %912[2] : !llvm_struct_a37b2a
      %916 = llvm.extractvalue %912[3] : !llvm_struct_a37b2a
      llvm.store %913, %911 {alignment = 4 : i64} : i32, !llvm.ptr
      %917 = llvm.getelementptr %911[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %914, %917 {alignment = 4 : i64} : i32, !llvm.ptr
      %918 = llvm.getelementptr %911[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %915, %918 {alignment = 4 : i64} : i32, !llvm.ptr
      %919 = llvm.getelementptr %911[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %916, %919 {alignment = 4 : i64} : i32, !llvm.ptr
      %920 = llvm.add %906, %56 : i32
      llvm.br ^bb27(%920 : i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb27
      %921 = llvm.mul %901, %3 overflow<nsw> : i32
      %922 = llvm.add %852, %921 overflow<nsw> : i32
      %923 = llvm.getelementptr %860[%922] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb30(%37 : i32)
    ^bb30(%924: i32):  // 2 preds: ^bb29, ^bb31
      %925 = llvm.icmp "slt" %924, %39 : i32
      llvm.cond_br %925, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %926 = llvm.mul %924, %2 overflow<nsw> : i32
      %927 = llvm.getelementptr %923[%926] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %928 = llvm.mul %924, %53 overflow<nsw> : i32
      %929 = llvm.getelementptr %892[%928] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %930 = nvvm.ldmatrix %927 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %931 = llvm.extractvalue %930[0] : !llvm_struct_a37b2a
      %932 = llvm.extractvalue %930[1] : !llvm_struct_a37b2a
      %933 = llvm.extractvalue %930[2] : !llvm_struct_a37b2a
      %934 = llvm.extractvalue %930[3] : !llvm_struct_a37b2a
      llvm.store %931, %929 {alignment = 4 : i64} : i32, !llvm.ptr
      %935 = llvm.getelementptr %929[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %932, %935 {alignment = 4 : i64} : i32, !llvm.ptr
      %936 = llvm.getelementptr %929[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %933, %936 {alignment = 4 : i64} : i32, !llvm.ptr
      %937 = llvm.getelementptr %929[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %934, %937 {alignment = 4 : i64} : i32, !llvm.ptr
      %938 = llvm.add %924, %56 : i32
      llvm.br ^bb30(%938 : i32) {loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb30
      %939 = llvm.add %899, %38 : i32
      %940 = llvm.icmp "slt" %939, %35 : i32
      llvm.cond_br %940, ^bb33, ^bb40
    ^bb33:  // pred: ^bb32
      %941 = llvm.mul %939, %32 overflow<nsw> : i32
      %942 = llvm.getelementptr %144[%941] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %943 = llvm.mul %900, %3 overflow<nsw> : i32
      %944 = llvm.getelementptr %154[%943] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb34(%37, %37, %37 : i32, i32, i32)
    ^bb34(%945: i32, %946: i32, %947: i32):  // 2 preds: ^bb33, ^bb35
      %948 = llvm.icmp "slt" %945, %53 : i32
      llvm.cond_br %948, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %949 = llvm.mul %946, %4 overflow<nsw> : i32
      %950 = llvm.getelementptr %942[%949] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %951 = llvm.mul %946, %45 overflow<nsw> : i32
      %952 = llvm.getelementptr %944[%951] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %953 = llvm.getelementptr %66[%946] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %954 = llvm.load %953 {alignment = 1 : i64} : !llvm.ptr -> i8
      %955 = llvm.trunc %954 : i8 to i1
      %956 = llvm.select %955, %40, %37 : i1, i32
      nvvm.cp.async.shared.global %952, %950, 16, cache = cg, %956 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %957 = llvm.add %946, %56 : i32
      %958 = llvm.icmp "eq" %957, %53 : i32
      %959 = llvm.select %958, %37, %957 : i1, i32
      %960 = llvm.add %946, %56 : i32
      %961 = llvm.add %947, %56 : i32
      %962 = llvm.icmp "eq" %960, %53 : i32
      %963 = llvm.select %962, %961, %947 : i1, i32
      %964 = llvm.add %945, %56 : i32
      llvm.br ^bb34(%964, %959, %963 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb34
      %965 = llvm.getelementptr %157[%941] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %966 = llvm.getelementptr %158[%943] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb37(%37, %37, %37 : i32, i32, i32)
    ^bb37(%967: i32, %968: i32, %969: i32):  // 2 preds: ^bb36, ^bb38
      %970 = llvm.icmp "slt" %967, %53 : i32
      llvm.cond_br %970, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %971 = llvm.mul %968, %4 overflow<nsw> : i32
      %972 = llvm.getelementptr %965[%971] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %973 = llvm.mul %968, %45 overflow<nsw> : i32
      %974 = llvm.getelementptr %966[%973] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %975 = llvm.getelementptr %65[%968] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %976 = llvm.load %975 {alignment = 1 : i64} : !llvm.ptr -> i8
      %977 = llvm.trunc %976 : i8 to i1
      %978 = llvm.select %977, %40, %37 : i1, i32
      nvvm.cp.async.shared.global %974, %972, 16, cache = cg, %978 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %979 = llvm.add %968, %56 : i32
      %980 = llvm.icmp "eq" %979, %53 : i32
      %981 = llvm.select %980, %37, %979 : i1, i32
      %982 = llvm.add %968, %56 : i32
      %983 = llvm.add %969, %56 : i32
      %984 = llvm.icmp "eq" %982, %53 : i32
      %985 = llvm.select %984, %983, %969 : i1, i32
      %986 = llvm.add %967, %56 : i32
      llvm.br ^bb37(%986, %981, %985 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb39:  // pred: ^bb37
      llvm.br ^bb40
    ^bb40:  // 2 preds: ^bb32, ^bb39
      nvvm.cp.async.commit.group
      llvm.br ^bb41(%37 : i32)
    ^bb41(%987: i32):  // 2 preds: ^bb40, ^bb45
      %988 = llvm.icmp "slt" %987, %39 : i32
      llvm.cond_br %988, ^bb42, ^bb46
    ^bb42:  // pred: ^bb41
      %989 = llvm.mul %987, %53 overflow<nsw> : i32
      %990 = llvm.getelementptr %60[%989] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb43(%37 : i32)
    ^bb43(%991: i32):  // 2 preds: ^bb42, ^bb44
      %992 = llvm.icmp "slt" %991, %53 : i32
      llvm.cond_br %992, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %993 = llvm.mul %991, %39 overflow<nsw> : i32
      %994 = llvm.getelementptr %59[%993] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %995 = llvm.mul %987, %39 overflow<nsw> : i32
      %996 = llvm.mul %991, %40 overflow<nsw> : i32
      %997 = llvm.add %995, %996 overflow<nsw> : i32
      %998 = llvm.getelementptr %58[%997] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %999 = llvm.load %990 : !llvm.ptr -> vector<4xi32>
      %1000 = llvm.mlir.constant(0 : i64) : i64
      %1001 = llvm.extractelement %999[%1000 : i64] : vector<4xi32>
      %1002 = llvm.mlir.constant(1 : i64) : i64
      %1003 = llvm.extractelement %999[%1002 : i64] : vector<4xi32>
      %1004 = llvm.mlir.constant(2 : i64) : i64
      %1005 = llvm.extractelement %999[%1004 : i64] : vector<4xi32>
      %1006 = llvm.mlir.constant(3 : i64) : i64
      %1007 = llvm.extractelement %999[%1006 : i64] : vector<4xi32>
      %1008 = llvm.load %994 : !llvm.ptr -> vector<2xi32>
      %1009 = llvm.mlir.constant(0 : i64) : i64
      %1010 = llvm.extractelement %1008[%1009 : i64] : vector<2xi32>
      %1011 = llvm.mlir.constant(1 : i64) : i64
      %1012 = llvm.extractelement %1008[%1011 : i64] : vector<2xi32>
      %1013 = llvm.load %998 : !llvm.ptr -> vector<4xf32>
      %1014 = llvm.mlir.constant(0 : i64) : i64
      %1015 = llvm.extractelement %1013[%1014 : i64] : vector<4xf32>
      %1016 = llvm.mlir.constant(1 : i64) : i64
      %1017 = llvm.extractelement %1013[%1016 : i64] : vector<4xf32>
      %1018 = llvm.mlir.constant(2 : i64) : i64
      %1019 = llvm.extractelement %1013[%1018 : i64] : vector<4xf32>
      %1020 = llvm.mlir.constant(3 : i64) : i64
      %1021 = llvm.extractelement %1013[%1020 : i64] : vector<4xf32>
      %1022 = nvvm.mma.sync A[%1001, %1003, %1005, %1007]  B[%1010, %1012]  C[%1015, %1017, %1019, %1021]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1023 = llvm.extractvalue %1022[0] : !llvm_struct_687153
      %1024 = llvm.extractvalue %1022[1] : !llvm_struct_687153
      %1025 = llvm.extractvalue %1022[2] : !llvm_struct_687153
      %1026 = llvm.extractvalue %1022[3] : !llvm_struct_687153
      %1027 = llvm.mlir.poison : vector<4xf32>
      %1028 = llvm.mlir.constant(0 : i64) : i64
      %1029 = llvm.insertelement %1023, %1027[%1028 : i64] : vector<4xf32>
      %1030 = llvm.mlir.constant(1 : i64) : i64
      %1031 = llvm.insertelement %1024, %1029[%1030 : i64] : vector<4xf32>
      %1032 = llvm.mlir.constant(2 : i64) : i64
      %1033 = llvm.insertelement %1025, %1031[%1032 : i64] : vector<4xf32>
      %1034 = llvm.mlir.constant(3 : i64) : i64
      %1035 = llvm.insertelement %1026, %1033[%1034 : i64] : vector<4xf32>
      llvm.store %1035, %998 : vector<4xf32>, !llvm.ptr
      %1036 = llvm.add %991, %56 : i32
      llvm.br ^bb43(%1036 : i32) {loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb43
      %1037 = llvm.add %987, %56 : i32
      llvm.br ^bb41(%1037 : i32) {loop_annotation = #loop_annotation}
    ^bb46:  // pred: ^bb41
      %1038 = llvm.mul %901, %3 overflow<nsw> : i32
      %1039 = llvm.add %833, %1038 overflow<nsw> : i32
      %1040 = llvm.getelementptr %838[%1039] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb47(%37 : i32)
    ^bb47(%1041: i32):  // 2 preds: ^bb46, ^bb48
      %1042 = llvm.icmp "slt" %1041, %39 : i32
      llvm.cond_br %1042, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %1043 = llvm.mul %1041, %2 overflow<nsw> : i32
      %1044 = llvm.getelementptr %1040[%1043] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1045 = llvm.mul %1041, %53 overflow<nsw> : i32
      %1046 = llvm.getelementptr %893[%1045] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1047 = nvvm.ldmatrix %1044 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1048 = llvm.extractvalue %1047[0] : !llvm_struct_a37b2a
      %1049 = llvm.extractvalue %1047[1] : !llvm_struct_a37b2a
      %1050 = llvm.extractvalue %1047[2] : !llvm_struct_a37b2a
      %1051 = llvm.extractvalue %1047[3] : !llvm_struct_a37b2a
      llvm.store %1048, %1046 {alignment = 4 : i64} : i32, !llvm.ptr
      %1052 = llvm.getelementptr %1046[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1049, %1052 {alignment = 4 : i64} : i32, !llvm.ptr
      %1053 = llvm.getelementptr %1046[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1050, %1053 {alignment = 4 : i64} : i32, !llvm.ptr
      %1054 = llvm.getelementptr %1046[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1051, %1054 {alignment = 4 : i64} : i32, !llvm.ptr
      %1055 = llvm.add %1041, %56 : i32
      llvm.br ^bb47(%1055 : i32) {loop_annotation = #loop_annotation}
    ^bb49:  // pred: ^bb47
      %1056 = llvm.mul %901, %3 overflow<nsw> : i32
      %1057 = llvm.add %855, %1056 overflow<nsw> : i32
      %1058 = llvm.getelementptr %860[%1057] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb50(%37 : i32)
    ^bb50(%1059: i32):  // 2 preds: ^bb49, ^bb51
      %1060 = llvm.icmp "slt" %1059, %39 : i32
      llvm.cond_br %1060, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1061 = llvm.mul %1059, %2 overflow<nsw> : i32
      %1062 = llvm.getelementptr %1058[%1061] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1063 = llvm.mul %1059, %53 overflow<nsw> : i32
      %1064 = llvm.getelementptr %894[%1063] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1065 = nvvm.ldmatrix %1062 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1066 = llvm.extractvalue %1065[0] : !llvm_struct_a37b2a
      %1067 = llvm.extractvalue %1065[1] : !llvm_struct_a37b2a
      %1068 = llvm.extractvalue %1065[2] : !llvm_struct_a37b2a
      %1069 = llvm.extractvalue %1065[3] : !llvm_struct_a37b2a
      llvm.store %1066, %1064 {alignment = 4 : i64} : i32, !llvm.ptr
      %1070 = llvm.getelementptr %1064[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1067, %1070 {alignment = 4 : i64} : i32, !llvm.ptr
      %1071 = llvm.getelementptr %1064[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1068, %1071 {alignment = 4 : i64} : i32, !llvm.ptr
      %1072 = llvm.getelementptr %1064[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1069, %1072 {alignment = 4 : i64} : i32, !llvm.ptr
      %1073 = llvm.add %1059, %56 : i32
      llvm.br ^bb50(%1073 : i32) {loop_annotation = #loop_annotation}
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%37 : i32)
    ^bb53(%1074: i32):  // 2 preds: ^bb52, ^bb57
      %1075 = llvm.icmp "slt" %1074, %39 : i32
      llvm.cond_br %1075, ^bb54, ^bb58
    ^bb54:  // pred: ^bb53
      %1076 = llvm.mul %1074, %53 overflow<nsw> : i32
      %1077 = llvm.getelementptr %891[%1076] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb55(%37 : i32)
    ^bb55(%1078: i32):  // 2 preds: ^bb54, ^bb56
      %1079 = llvm.icmp "slt" %1078, %53 : i32
      llvm.cond_br %1079, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %1080 = llvm.mul %1078, %39 overflow<nsw> : i32
      %1081 = llvm.getelementptr %892[%1080] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1082 = llvm.mul %1074, %39 overflow<nsw> : i32
      %1083 = llvm.mul %1078, %40 overflow<nsw> : i32
      %1084 = llvm.add %1082, %1083 overflow<nsw> : i32
      %1085 = llvm.getelementptr %58[%1084] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1086 = llvm.load %1077 : !llvm.ptr -> vector<4xi32>
      %1087 = llvm.mlir.constant(0 : i64) : i64
      %1088 = llvm.extractelement %1086[%1087 : i64] : vector<4xi32>
      %1089 = llvm.mlir.constant(1 : i64) : i64
      %1090 = llvm.extractelement %1086[%1089 : i64] : vector<4xi32>
      %1091 = llvm.mlir.constant(2 : i64) : i64
      %1092 = llvm.extractelement %1086[%1091 : i64] : vector<4xi32>
      %1093 = llvm.mlir.constant(3 : i64) : i64
      %1094 = llvm.extractelement %1086[%1093 : i64] : vector<4xi32>
      %1095 = llvm.load %1081 : !llvm.ptr -> vector<2xi32>
      %1096 = llvm.mlir.constant(0 : i64) : i64
      %1097 = llvm.extractelement %1095[%1096 : i64] : vector<2xi32>
      %1098 = llvm.mlir.constant(1 : i64) : i64
      %1099 = llvm.extractelement %1095[%1098 : i64] : vector<2xi32>
      %1100 = llvm.load %1085 : !llvm.ptr -> vector<4xf32>
      %1101 = llvm.mlir.constant(0 : i64) : i64
      %1102 = llvm.extractelement %1100[%1101 : i64] : vector<4xf32>
      %1103 = llvm.mlir.constant(1 : i64) : i64
      %1104 = llvm.extractelement %1100[%1103 : i64] : vector<4xf32>
      %1105 = llvm.mlir.constant(2 : i64) : i64
      %1106 = llvm.extractelement %1100[%1105 : i64] : vector<4xf32>
      %1107 = llvm.mlir.constant(3 : i64) : i64
      %1108 = llvm.extractelement %1100[%1107 : i64] : vector<4xf32>
      %1109 = nvvm.mma.sync A[%1088, %1090, %1092, %1094]  B[%1097, %1099]  C[%1102, %1104, %1106, %1108]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1110 = llvm.extractvalue %1109[0] : !llvm_struct_687153
      %1111 = llvm.extractvalue %1109[1] : !llvm_struct_687153
      %1112 = llvm.extractvalue %1109[2] : !llvm_struct_687153
      %1113 = llvm.extractvalue %1109[3] : !llvm_struct_687153
      %1114 = llvm.mlir.poison : vector<4xf32>
      %1115 = llvm.mlir.constant(0 : i64) : i64
      %1116 = llvm.insertelement %1110, %1114[%1115 : i64] : vector<4xf32>
      %1117 = llvm.mlir.constant(1 : i64) : i64
      %1118 = llvm.insertelement %1111, %1116[%1117 : i64] : vector<4xf32>
      %1119 = llvm.mlir.constant(2 : i64) : i64
      %1120 = llvm.insertelement %1112, %1118[%1119 : i64] : vector<4xf32>
      %1121 = llvm.mlir.constant(3 : i64) : i64
      %1122 = llvm.insertelement %1113, %1120[%1121 : i64] : vector<4xf32>
      llvm.store %1122, %1085 : vector<4xf32>, !llvm.ptr
      %1123 = llvm.add %1078, %56 : i32
      llvm.br ^bb55(%1123 : i32) {loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb55
      %1124 = llvm.add %1074, %56 : i32
      llvm.br ^bb53(%1124 : i32) {loop_annotation = #loop_annotation}
    ^bb58:  // pred: ^bb53
      %1125 = llvm.mul %901, %3 overflow<nsw> : i32
      %1126 = llvm.add %895, %1125 overflow<nsw> : i32
      %1127 = llvm.getelementptr %838[%1126] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb59(%37 : i32)
    ^bb59(%1128: i32):  // 2 preds: ^bb58, ^bb60
      %1129 = llvm.icmp "slt" %1128, %39 : i32
      llvm.cond_br %1129, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %1130 = llvm.mul %1128, %2 overflow<nsw> : i32
      %1131 = llvm.getelementptr %1127[%1130] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1132 = llvm.mul %1128, %53 overflow<nsw> : i32
      %1133 = llvm.getelementptr %896[%1132] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1134 = nvvm.ldmatrix %1131 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1135 = llvm.extractvalue %1134[0] : !llvm_struct_a37b2a
      %1136 = llvm.extractvalue %1134[1] : !llvm_struct_a37b2a
      %1137 = llvm.extractvalue %1134[2] : !llvm_struct_a37b2a
      %1138 = llvm.extractvalue %1134[3] : !llvm_struct_a37b2a
      llvm.store %1135, %1133 {alignment = 4 : i64} : i32, !llvm.ptr
      %1139 = llvm.getelementptr %1133[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1136, %1139 {alignment = 4 : i64} : i32, !llvm.ptr
      %1140 = llvm.getelementptr %1133[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1137, %1140 {alignment = 4 : i64} : i32, !llvm.ptr
      %1141 = llvm.getelementptr %1133[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1138, %1141 {alignment = 4 : i64} : i32, !llvm.ptr
      %1142 = llvm.add %1128, %56 : i32
      llvm.br ^bb59(%1142 : i32) {loop_annotation = #loop_annotation}
    ^bb61:  // pred: ^bb59
      %1143 = llvm.mul %901, %3 overflow<nsw> : i32
      %1144 = llvm.add %897, %1143 overflow<nsw> : i32
      %1145 = llvm.getelementptr %860[%1144] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb62(%37 : i32)
    ^bb62(%1146: i32):  // 2 preds: ^bb61, ^bb63
      %1147 = llvm.icmp "slt" %1146, %39 : i32
      llvm.cond_br %1147, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %1148 = llvm.mul %1146, %2 overflow<nsw> : i32
      %1149 = llvm.getelementptr %1145[%1148] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1150 = llvm.mul %1146, %53 overflow<nsw> : i32
      %1151 = llvm.getelementptr %898[%1150] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1152 = nvvm.ldmatrix %1149 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1153 = llvm.extractvalue %1152[0] : !llvm_struct_a37b2a
      %1154 = llvm.extractvalue %1152[1] : !llvm_struct_a37b2a
      %1155 = llvm.extractvalue %1152[2] : !llvm_struct_a37b2a
      %1156 = llvm.extractvalue %1152[3] : !llvm_struct_a37b2a
      llvm.store %1153, %1151 {alignment = 4 : i64} : i32, !llvm.ptr
      %1157 = llvm.getelementptr %1151[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1154, %1157 {alignment = 4 : i64} : i32, !llvm.ptr
      %1158 = llvm.getelementptr %1151[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1155, %1158 {alignment = 4 : i64} : i32, !llvm.ptr
      %1159 = llvm.getelementptr %1151[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1156, %1159 {alignment = 4 : i64} : i32, !llvm.ptr
      %1160 = llvm.add %1146, %56 : i32
      llvm.br ^bb62(%1160 : i32) {loop_annotation = #loop_annotation}
    ^bb64:  // pred: ^bb62
      llvm.br ^bb65(%37 : i32)
    ^bb65(%1161: i32):  // 2 preds: ^bb64, ^bb69
      %1162 = llvm.icmp "slt" %1161, %39 : i32
      llvm.cond_br %1162, ^bb66, ^bb70
    ^bb66:  // pred: ^bb65
      %1163 = llvm.mul %1161, %53 overflow<nsw> : i32
      %1164 = llvm.getelementptr %893[%1163] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb67(%37 : i32)
    ^bb67(%1165: i32):  // 2 preds: ^bb66, ^bb68
      %1166 = llvm.icmp "slt" %1165, %53 : i32
      llvm.cond_br %1166, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %1167 = llvm.mul %1165, %39 overflow<nsw> : i32
      %1168 = llvm.getelementptr %894[%1167] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1169 = llvm.mul %1161, %39 overflow<nsw> : i32
      %1170 = llvm.mul %1165, %40 overflow<nsw> : i32
      %1171 = llvm.add %1169, %1170 overflow<nsw> : i32
      %1172 = llvm.getelementptr %58[%1171] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1173 = llvm.load %1164 : !llvm.ptr -> vector<4xi32>
      %1174 = llvm.mlir.constant(0 : i64) : i64
      %1175 = llvm.extractelement %1173[%1174 : i64] : vector<4xi32>
      %1176 = llvm.mlir.constant(1 : i64) : i64
      %1177 = llvm.extractelement %1173[%1176 : i64] : vector<4xi32>
      %1178 = llvm.mlir.constant(2 : i64) : i64
      %1179 = llvm.extractelement %1173[%1178 : i64] : vector<4xi32>
      %1180 = llvm.mlir.constant(3 : i64) : i64
      %1181 = llvm.extractelement %1173[%1180 : i64] : vector<4xi32>
      %1182 = llvm.load %1168 : !llvm.ptr -> vector<2xi32>
      %1183 = llvm.mlir.constant(0 : i64) : i64
      %1184 = llvm.extractelement %1182[%1183 : i64] : vector<2xi32>
      %1185 = llvm.mlir.constant(1 : i64) : i64
      %1186 = llvm.extractelement %1182[%1185 : i64] : vector<2xi32>
      %1187 = llvm.load %1172 : !llvm.ptr -> vector<4xf32>
      %1188 = llvm.mlir.constant(0 : i64) : i64
      %1189 = llvm.extractelement %1187[%1188 : i64] : vector<4xf32>
      %1190 = llvm.mlir.constant(1 : i64) : i64
      %1191 = llvm.extractelement %1187[%1190 : i64] : vector<4xf32>
      %1192 = llvm.mlir.constant(2 : i64) : i64
      %1193 = llvm.extractelement %1187[%1192 : i64] : vector<4xf32>
      %1194 = llvm.mlir.constant(3 : i64) : i64
      %1195 = llvm.extractelement %1187[%1194 : i64] : vector<4xf32>
      %1196 = nvvm.mma.sync A[%1175, %1177, %1179, %1181]  B[%1184, %1186]  C[%1189, %1191, %1193, %1195]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1197 = llvm.extractvalue %1196[0] : !llvm_struct_687153
      %1198 = llvm.extractvalue %1196[1] : !llvm_struct_687153
      %1199 = llvm.extractvalue %1196[2] : !llvm_struct_687153
      %1200 = llvm.extractvalue %1196[3] : !llvm_struct_687153
      %1201 = llvm.mlir.poison : vector<4xf32>
      %1202 = llvm.mlir.constant(0 : i64) : i64
      %1203 = llvm.insertelement %1197, %1201[%1202 : i64] : vector<4xf32>
      %1204 = llvm.mlir.constant(1 : i64) : i64
      %1205 = llvm.insertelement %1198, %1203[%1204 : i64] : vector<4xf32>
      %1206 = llvm.mlir.constant(2 : i64) : i64
      %1207 = llvm.insertelement %1199, %1205[%1206 : i64] : vector<4xf32>
      %1208 = llvm.mlir.constant(3 : i64) : i64
      %1209 = llvm.insertelement %1200, %1207[%1208 : i64] : vector<4xf32>
      llvm.store %1209, %1172 : vector<4xf32>, !llvm.ptr
      %1210 = llvm.add %1165, %56 : i32
      llvm.br ^bb67(%1210 : i32) {loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb67
      %1211 = llvm.add %1161, %56 : i32
      llvm.br ^bb65(%1211 : i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb65
      %1212 = llvm.add %901, %56 : i32
      %1213 = llvm.icmp "eq" %1212, %35 : i32
      %1214 = llvm.select %1213, %37, %1212 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1215 = llvm.mul %1214, %3 overflow<nsw> : i32
      %1216 = llvm.getelementptr %838[%1215] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb71(%37 : i32)
    ^bb71(%1217: i32):  // 2 preds: ^bb70, ^bb72
      %1218 = llvm.icmp "slt" %1217, %39 : i32
      llvm.cond_br %1218, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %1219 = llvm.mul %1217, %2 overflow<nsw> : i32
      %1220 = llvm.getelementptr %1216[%1219] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1221 = llvm.mul %1217, %53 overflow<nsw> : i32
      %1222 = llvm.getelementptr %60[%1221] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1223 = nvvm.ldmatrix %1220 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1224 = llvm.extractvalue %1223[0] : !llvm_struct_a37b2a
      %1225 = llvm.extractvalue %1223[1] : !llvm_struct_a37b2a
      %1226 = llvm.extractvalue %1223[2] : !llvm_struct_a37b2a
      %1227 = llvm.extractvalue %1223[3] : !llvm_struct_a37b2a
      llvm.store %1224, %1222 {alignment = 4 : i64} : i32, !llvm.ptr
      %1228 = llvm.getelementptr %1222[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1225, %1228 {alignment = 4 : i64} : i32, !llvm.ptr
      %1229 = llvm.getelementptr %1222[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1226, %1229 {alignment = 4 : i64} : i32, !llvm.ptr
      %1230 = llvm.getelementptr %1222[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1227, %1230 {alignment = 4 : i64} : i32, !llvm.ptr
      %1231 = llvm.add %1217, %56 : i32
      llvm.br ^bb71(%1231 : i32) {loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb71
      %1232 = llvm.mul %1214, %3 overflow<nsw> : i32
      %1233 = llvm.getelementptr %860[%1232] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb74(%37 : i32)
    ^bb74(%1234: i32):  // 2 preds: ^bb73, ^bb75
      %1235 = llvm.icmp "slt" %1234, %39 : i32
      llvm.cond_br %1235, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %1236 = llvm.mul %1234, %2 overflow<nsw> : i32
      %1237 = llvm.getelementptr %1233[%1236] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1238 = llvm.mul %1234, %53 overflow<nsw> : i32
      %1239 = llvm.getelementptr %59[%1238] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1240 = nvvm.ldmatrix %1237 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1241 = llvm.extractvalue %1240[0] : !llvm_struct_a37b2a
      %1242 = llvm.extractvalue %1240[1] : !llvm_struct_a37b2a
      %1243 = llvm.extractvalue %1240[2] : !llvm_struct_a37b2a
      %1244 = llvm.extractvalue %1240[3] : !llvm_struct_a37b2a
      llvm.store %1241, %1239 {alignment = 4 : i64} : i32, !llvm.ptr
      %1245 = llvm.getelementptr %1239[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1242, %1245 {alignment = 4 : i64} : i32, !llvm.ptr
      %1246 = llvm.getelementptr %1239[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1243, %1246 {alignment = 4 : i64} : i32, !llvm.ptr
      %1247 = llvm.getelementptr %1239[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1244, %1247 {alignment = 4 : i64} : i32, !llvm.ptr
      %1248 = llvm.add %1234, %56 : i32
      llvm.br ^bb74(%1248 : i32) {loop_annotation = #loop_annotation}
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%37 : i32)
    ^bb77(%1249: i32):  // 2 preds: ^bb76, ^bb81
      %1250 = llvm.icmp "slt" %1249, %39 : i32
      llvm.cond_br %1250, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %1251 = llvm.mul %1249, %53 overflow<nsw> : i32
      %1252 = llvm.getelementptr %896[%1251] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb79(%37 : i32)
    ^bb79(%1253: i32):  // 2 preds: ^bb78, ^bb80
      %1254 = llvm.icmp "slt" %1253, %53 : i32
      llvm.cond_br %1254, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %1255 = llvm.mul %1253, %39 overflow<nsw> : i32
      %1256 = llvm.getelementptr %898[%1255] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1257 = llvm.mul %1249, %39 overflow<nsw> : i32
      %1258 = llvm.mul %1253, %40 overflow<nsw> : i32
      %1259 = llvm.add %1257, %1258 overflow<nsw> : i32
      %1260 = llvm.getelementptr %58[%1259] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1261 = llvm.load %1252 : !llvm.ptr -> vector<4xi32>
      %1262 = llvm.mlir.constant(0 : i64) : i64
      %1263 = llvm.extractelement %1261[%1262 : i64] : vector<4xi32>
      %1264 = llvm.mlir.constant(1 : i64) : i64
      %1265 = llvm.extractelement %1261[%1264 : i64] : vector<4xi32>
      %1266 = llvm.mlir.constant(2 : i64) : i64
      %1267 = llvm.extractelement %1261[%1266 : i64] : vector<4xi32>
      %1268 = llvm.mlir.constant(3 : i64) : i64
      %1269 = llvm.extractelement %1261[%1268 : i64] : vector<4xi32>
      %1270 = llvm.load %1256 : !llvm.ptr -> vector<2xi32>
      %1271 = llvm.mlir.constant(0 : i64) : i64
      %1272 = llvm.extractelement %1270[%1271 : i64] : vector<2xi32>
      %1273 = llvm.mlir.constant(1 : i64) : i64
      %1274 = llvm.extractelement %1270[%1273 : i64] : vector<2xi32>
      %1275 = llvm.load %1260 : !llvm.ptr -> vector<4xf32>
      %1276 = llvm.mlir.constant(0 : i64) : i64
      %1277 = llvm.extractelement %1275[%1276 : i64] : vector<4xf32>
      %1278 = llvm.mlir.constant(1 : i64) : i64
      %1279 = llvm.extractelement %1275[%1278 : i64] : vector<4xf32>
      %1280 = llvm.mlir.constant(2 : i64) : i64
      %1281 = llvm.extractelement %1275[%1280 : i64] : vector<4xf32>
      %1282 = llvm.mlir.constant(3 : i64) : i64
      %1283 = llvm.extractelement %1275[%1282 : i64] : vector<4xf32>
      %1284 = nvvm.mma.sync A[%1263, %1265, %1267, %1269]  B[%1272, %1274]  C[%1277, %1279, %1281, %1283]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1285 = llvm.extractvalue %1284[0] : !llvm_struct_687153
      %1286 = llvm.extractvalue %1284[1] : !llvm_struct_687153
      %1287 = llvm.extractvalue %1284[2] : !llvm_struct_687153
      %1288 = llvm.extractvalue %1284[3] : !llvm_struct_687153
      %1289 = llvm.mlir.poison : vector<4xf32>
      %1290 = llvm.mlir.constant(0 : i64) : i64
      %1291 = llvm.insertelement %1285, %1289[%1290 : i64] : vector<4xf32>
      %1292 = llvm.mlir.constant(1 : i64) : i64
      %1293 = llvm.insertelement %1286, %1291[%1292 : i64] : vector<4xf32>
      %1294 = llvm.mlir.constant(2 : i64) : i64
      %1295 = llvm.insertelement %1287, %1293[%1294 : i64] : vector<4xf32>
      %1296 = llvm.mlir.constant(3 : i64) : i64
      %1297 = llvm.insertelement %1288, %1295[%1296 : i64] : vector<4xf32>
      llvm.store %1297, %1260 : vector<4xf32>, !llvm.ptr
      %1298 = llvm.add %1253, %56 : i32
      llvm.br ^bb79(%1298 : i32) {loop_annotation = #loop_annotation}
    ^bb81:  // pred: ^bb79
      %1299 = llvm.add %1249, %56 : i32
      llvm.br ^bb77(%1299 : i32) {loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb77
      %1300 = llvm.add %899, %56 : i32
      llvm.br ^bb25(%1300, %901, %1214 : i32, i32, i32)
    ^bb83:  // pred: ^bb25
      nvvm.cp.async.wait.group 0
      %1301 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %1301, %57 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %1302 = llvm.add %96, %56 : i32
      %1303 = llvm.mul %1302, %55 : i32
      %1304 = llvm.icmp "sle" %1303, %49 : i32
      %1305 = llvm.add %107, %56 : i32
      %1306 = llvm.mul %1305, %55 : i32
      %1307 = llvm.icmp "sle" %1306, %42 : i32
      %1308 = llvm.and %1304, %1307 : i1
      llvm.cond_br %1308, ^bb84, ^bb88
    ^bb84:  // pred: ^bb83
      llvm.br ^bb85(%37, %37, %37 : i32, i32, i32)
    ^bb85(%1309: i32, %1310: i32, %1311: i32):  // 2 preds: ^bb84, ^bb86
      %1312 = llvm.icmp "slt" %1309, %32 : i32
      llvm.cond_br %1312, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1313 = llvm.mul %1309, %38 overflow<nsw> : i32
      %1314 = llvm.getelementptr %57[%1313] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1315 = llvm.srem %1309, %38 : i32
      %1316 = llvm.mul %1315, %1 overflow<nsw> : i32
      %1317 = llvm.sdiv %1311, %39 : i32
      %1318 = llvm.srem %1311, %39 : i32
      %1319 = llvm.mul %1318, %0 overflow<nsw> : i32
      %1320 = llvm.add %1316, %1319 overflow<nsw> : i32
      %1321 = llvm.mul %1317, %40 overflow<nsw> : i32
      %1322 = llvm.add %1320, %1321 overflow<nsw> : i32
      %1323 = llvm.getelementptr %814[%1322] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1324 = llvm.load %1314 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %1324, %1323 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %1325 = llvm.add %1310, %56 : i32
      %1326 = llvm.icmp "eq" %1325, %38 : i32
      %1327 = llvm.select %1326, %37, %1325 : i1, i32
      %1328 = llvm.add %1310, %56 : i32
      %1329 = llvm.add %1311, %56 : i32
      %1330 = llvm.icmp "eq" %1328, %38 : i32
      %1331 = llvm.select %1330, %1329, %1311 : i1, i32
      %1332 = llvm.add %1309, %56 : i32
      llvm.br ^bb85(%1332, %1327, %1331 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb87:  // pred: ^bb85
      llvm.br ^bb345
    ^bb88:  // pred: ^bb83
      %1333 = llvm.mul %803, %40 overflow<nsw> : i32
      %1334 = llvm.add %805, %1333 overflow<nsw> : i32
      %1335 = llvm.add %807, %811 overflow<nsw> : i32
      %1336 = llvm.add %127, %1334 overflow<nsw> : i32
      %1337 = llvm.add %128, %1335 overflow<nsw> : i32
      %1338 = llvm.icmp "slt" %1336, %49 : i32
      %1339 = llvm.icmp "slt" %1337, %42 : i32
      %1340 = llvm.and %1338, %1339 : i1
      llvm.cond_br %1340, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1341 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1341, %814 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1342 = llvm.add %1337, %56 overflow<nsw> : i32
      %1343 = llvm.icmp "slt" %1336, %49 : i32
      %1344 = llvm.icmp "slt" %1342, %42 : i32
      %1345 = llvm.and %1343, %1344 : i1
      llvm.cond_br %1345, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1346 = llvm.getelementptr %57[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1347 = llvm.load %1346 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1348 = llvm.getelementptr %814[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1347, %1348 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1349 = llvm.add %1336, %53 overflow<nsw> : i32
      %1350 = llvm.icmp "slt" %1349, %49 : i32
      %1351 = llvm.icmp "slt" %1337, %42 : i32
      %1352 = llvm.and %1350, %1351 : i1
      llvm.cond_br %1352, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1353 = llvm.getelementptr %57[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1354 = llvm.load %1353 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1355 = llvm.getelementptr %814[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1354, %1355 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1356 = llvm.add %1336, %53 overflow<nsw> : i32
      %1357 = llvm.add %1337, %56 overflow<nsw> : i32
      %1358 = llvm.icmp "slt" %1356, %49 : i32
      %1359 = llvm.icmp "slt" %1357, %42 : i32
      %1360 = llvm.and %1358, %1359 : i1
      llvm.cond_br %1360, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1361 = llvm.getelementptr %57[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1362 = llvm.load %1361 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1363 = llvm.getelementptr %814[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1362, %1363 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1364 = llvm.add %1336, %41 overflow<nsw> : i32
      %1365 = llvm.icmp "slt" %1364, %49 : i32
      %1366 = llvm.icmp "slt" %1337, %42 : i32
      %1367 = llvm.and %1365, %1366 : i1
      llvm.cond_br %1367, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1368 = llvm.getelementptr %57[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1369 = llvm.load %1368 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1370 = llvm.getelementptr %814[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1369, %1370 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1371 = llvm.add %1336, %41 overflow<nsw> : i32
      %1372 = llvm.add %1337, %56 overflow<nsw> : i32
      %1373 = llvm.icmp "slt" %1371, %49 : i32
      %1374 = llvm.icmp "slt" %1372, %42 : i32
      %1375 = llvm.and %1373, %1374 : i1
      llvm.cond_br %1375, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1376 = llvm.getelementptr %57[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1377 = llvm.load %1376 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1378 = llvm.getelementptr %814[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1377, %1378 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1379 = llvm.add %1336, %11 overflow<nsw> : i32
      %1380 = llvm.icmp "slt" %1379, %49 : i32
      %1381 = llvm.icmp "slt" %1337, %42 : i32
      %1382 = llvm.and %1380, %1381 : i1
      llvm.cond_br %1382, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1383 = llvm.getelementptr %57[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1385 = llvm.getelementptr %814[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1384, %1385 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1386 = llvm.add %1336, %11 overflow<nsw> : i32
      %1387 = llvm.add %1337, %56 overflow<nsw> : i32
      %1388 = llvm.icmp "slt" %1386, %49 : i32
      %1389 = llvm.icmp "slt" %1387, %42 : i32
      %1390 = llvm.and %1388, %1389 : i1
      llvm.cond_br %1390, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1391 = llvm.getelementptr %57[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1392 = llvm.load %1391 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1393 = llvm.getelementptr %814[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1392, %1393 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1394 = llvm.add %1336, %32 overflow<nsw> : i32
      %1395 = llvm.icmp "slt" %1394, %49 : i32
      %1396 = llvm.icmp "slt" %1337, %42 : i32
      %1397 = llvm.and %1395, %1396 : i1
      llvm.cond_br %1397, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1398 = llvm.getelementptr %57[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1399 = llvm.load %1398 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1400 = llvm.getelementptr %814[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1399, %1400 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1401 = llvm.add %1336, %32 overflow<nsw> : i32
      %1402 = llvm.add %1337, %56 overflow<nsw> : i32
      %1403 = llvm.icmp "slt" %1401, %49 : i32
      %1404 = llvm.icmp "slt" %1402, %42 : i32
      %1405 = llvm.and %1403, %1404 : i1
      llvm.cond_br %1405, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1406 = llvm.getelementptr %57[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1407 = llvm.load %1406 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1408 = llvm.getelementptr %814[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1407, %1408 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1409 = llvm.add %1336, %29 overflow<nsw> : i32
      %1410 = llvm.icmp "slt" %1409, %49 : i32
      %1411 = llvm.icmp "slt" %1337, %42 : i32
      %1412 = llvm.and %1410, %1411 : i1
      llvm.cond_br %1412, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1413 = llvm.getelementptr %57[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1414 = llvm.load %1413 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1415 = llvm.getelementptr %814[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1414, %1415 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1416 = llvm.add %1336, %29 overflow<nsw> : i32
      %1417 = llvm.add %1337, %56 overflow<nsw> : i32
      %1418 = llvm.icmp "slt" %1416, %49 : i32
      %1419 = llvm.icmp "slt" %1417, %42 : i32
      %1420 = llvm.and %1418, %1419 : i1
      llvm.cond_br %1420, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1421 = llvm.getelementptr %57[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1422 = llvm.load %1421 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1423 = llvm.getelementptr %814[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1422, %1423 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1424 = llvm.add %1336, %15 overflow<nsw> : i32
      %1425 = llvm.icmp "slt" %1424, %49 : i32
      %1426 = llvm.icmp "slt" %1337, %42 : i32
      %1427 = llvm.and %1425, %1426 : i1
      llvm.cond_br %1427, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1428 = llvm.getelementptr %57[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1429 = llvm.load %1428 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1430 = llvm.getelementptr %814[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1429, %1430 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1431 = llvm.add %1336, %15 overflow<nsw> : i32
      %1432 = llvm.add %1337, %56 overflow<nsw> : i32
      %1433 = llvm.icmp "slt" %1431, %49 : i32
      %1434 = llvm.icmp "slt" %1432, %42 : i32
      %1435 = llvm.and %1433, %1434 : i1
      llvm.cond_br %1435, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1436 = llvm.getelementptr %57[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1437 = llvm.load %1436 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1438 = llvm.getelementptr %814[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1437, %1438 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1439 = llvm.add %1336, %6 overflow<nsw> : i32
      %1440 = llvm.icmp "slt" %1439, %49 : i32
      %1441 = llvm.icmp "slt" %1337, %42 : i32
      %1442 = llvm.and %1440, %1441 : i1
      llvm.cond_br %1442, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1443 = llvm.getelementptr %57[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1444 = llvm.load %1443 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1445 = llvm.getelementptr %814[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1444, %1445 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1446 = llvm.add %1336, %6 overflow<nsw> : i32
      %1447 = llvm.add %1337, %56 overflow<nsw> : i32
      %1448 = llvm.icmp "slt" %1446, %49 : i32
      %1449 = llvm.icmp "slt" %1447, %42 : i32
      %1450 = llvm.and %1448, %1449 : i1
      llvm.cond_br %1450, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1451 = llvm.getelementptr %57[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1452 = llvm.load %1451 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1453 = llvm.getelementptr %814[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1452, %1453 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1454 = llvm.add %1337, %40 overflow<nsw> : i32
      %1455 = llvm.icmp "slt" %1336, %49 : i32
      %1456 = llvm.icmp "slt" %1454, %42 : i32
      %1457 = llvm.and %1455, %1456 : i1
      llvm.cond_br %1457, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1458 = llvm.getelementptr %57[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1459 = llvm.load %1458 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1460 = llvm.getelementptr %814[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1459, %1460 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1461 = llvm.add %1337, %13 overflow<nsw> : i32
      %1462 = llvm.icmp "slt" %1336, %49 : i32
      %1463 = llvm.icmp "slt" %1461, %42 : i32
      %1464 = llvm.and %1462, %1463 : i1
      llvm.cond_br %1464, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1465 = llvm.getelementptr %57[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1466 = llvm.load %1465 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1467 = llvm.getelementptr %814[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1466, %1467 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1468 = llvm.add %1336, %53 overflow<nsw> : i32
      %1469 = llvm.add %1337, %40 overflow<nsw> : i32
      %1470 = llvm.icmp "slt" %1468, %49 : i32
      %1471 = llvm.icmp "slt" %1469, %42 : i32
      %1472 = llvm.and %1470, %1471 : i1
      llvm.cond_br %1472, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1473 = llvm.getelementptr %57[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1474 = llvm.load %1473 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1475 = llvm.getelementptr %814[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1474, %1475 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1476 = llvm.add %1336, %53 overflow<nsw> : i32
      %1477 = llvm.add %1337, %13 overflow<nsw> : i32
      %1478 = llvm.icmp "slt" %1476, %49 : i32
      %1479 = llvm.icmp "slt" %1477, %42 : i32
      %1480 = llvm.and %1478, %1479 : i1
      llvm.cond_br %1480, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1481 = llvm.getelementptr %57[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1482 = llvm.load %1481 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1483 = llvm.getelementptr %814[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1482, %1483 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1484 = llvm.add %1336, %41 overflow<nsw> : i32
      %1485 = llvm.add %1337, %40 overflow<nsw> : i32
      %1486 = llvm.icmp "slt" %1484, %49 : i32
      %1487 = llvm.icmp "slt" %1485, %42 : i32
      %1488 = llvm.and %1486, %1487 : i1
      llvm.cond_br %1488, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1489 = llvm.getelementptr %57[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1490 = llvm.load %1489 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1491 = llvm.getelementptr %814[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1490, %1491 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1492 = llvm.add %1336, %41 overflow<nsw> : i32
      %1493 = llvm.add %1337, %13 overflow<nsw> : i32
      %1494 = llvm.icmp "slt" %1492, %49 : i32
      %1495 = llvm.icmp "slt" %1493, %42 : i32
      %1496 = llvm.and %1494, %1495 : i1
      llvm.cond_br %1496, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1497 = llvm.getelementptr %57[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1498 = llvm.load %1497 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1499 = llvm.getelementptr %814[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1498, %1499 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1500 = llvm.add %1336, %11 overflow<nsw> : i32
      %1501 = llvm.add %1337, %40 overflow<nsw> : i32
      %1502 = llvm.icmp "slt" %1500, %49 : i32
      %1503 = llvm.icmp "slt" %1501, %42 : i32
      %1504 = llvm.and %1502, %1503 : i1
      llvm.cond_br %1504, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1505 = llvm.getelementptr %57[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1506 = llvm.load %1505 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1507 = llvm.getelementptr %814[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1506, %1507 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1508 = llvm.add %1336, %11 overflow<nsw> : i32
      %1509 = llvm.add %1337, %13 overflow<nsw> : i32
      %1510 = llvm.icmp "slt" %1508, %49 : i32
      %1511 = llvm.icmp "slt" %1509, %42 : i32
      %1512 = llvm.and %1510, %1511 : i1
      llvm.cond_br %1512, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1513 = llvm.getelementptr %57[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1514 = llvm.load %1513 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1515 = llvm.getelementptr %814[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1514, %1515 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1516 = llvm.add %1336, %32 overflow<nsw> : i32
      %1517 = llvm.add %1337, %40 overflow<nsw> : i32
      %1518 = llvm.icmp "slt" %1516, %49 : i32
      %1519 = llvm.icmp "slt" %1517, %42 : i32
      %1520 = llvm.and %1518, %1519 : i1
      llvm.cond_br %1520, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1521 = llvm.getelementptr %57[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1522 = llvm.load %1521 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1523 = llvm.getelementptr %814[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1522, %1523 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1524 = llvm.add %1336, %32 overflow<nsw> : i32
      %1525 = llvm.add %1337, %13 overflow<nsw> : i32
      %1526 = llvm.icmp "slt" %1524, %49 : i32
      %1527 = llvm.icmp "slt" %1525, %42 : i32
      %1528 = llvm.and %1526, %1527 : i1
      llvm.cond_br %1528, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1529 = llvm.getelementptr %57[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1530 = llvm.load %1529 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1531 = llvm.getelementptr %814[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1530, %1531 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1532 = llvm.add %1336, %29 overflow<nsw> : i32
      %1533 = llvm.add %1337, %40 overflow<nsw> : i32
      %1534 = llvm.icmp "slt" %1532, %49 : i32
      %1535 = llvm.icmp "slt" %1533, %42 : i32
      %1536 = llvm.and %1534, %1535 : i1
      llvm.cond_br %1536, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1537 = llvm.getelementptr %57[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1538 = llvm.load %1537 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1539 = llvm.getelementptr %814[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1538, %1539 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1540 = llvm.add %1336, %29 overflow<nsw> : i32
      %1541 = llvm.add %1337, %13 overflow<nsw> : i32
      %1542 = llvm.icmp "slt" %1540, %49 : i32
      %1543 = llvm.icmp "slt" %1541, %42 : i32
      %1544 = llvm.and %1542, %1543 : i1
      llvm.cond_br %1544, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1545 = llvm.getelementptr %57[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1546 = llvm.load %1545 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1547 = llvm.getelementptr %814[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1546, %1547 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1548 = llvm.add %1336, %15 overflow<nsw> : i32
      %1549 = llvm.add %1337, %40 overflow<nsw> : i32
      %1550 = llvm.icmp "slt" %1548, %49 : i32
      %1551 = llvm.icmp "slt" %1549, %42 : i32
      %1552 = llvm.and %1550, %1551 : i1
      llvm.cond_br %1552, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1553 = llvm.getelementptr %57[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1554 = llvm.load %1553 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1555 = llvm.getelementptr %814[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1554, %1555 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1556 = llvm.add %1336, %15 overflow<nsw> : i32
      %1557 = llvm.add %1337, %13 overflow<nsw> : i32
      %1558 = llvm.icmp "slt" %1556, %49 : i32
      %1559 = llvm.icmp "slt" %1557, %42 : i32
      %1560 = llvm.and %1558, %1559 : i1
      llvm.cond_br %1560, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1561 = llvm.getelementptr %57[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1562 = llvm.load %1561 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1563 = llvm.getelementptr %814[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1562, %1563 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1564 = llvm.add %1336, %6 overflow<nsw> : i32
      %1565 = llvm.add %1337, %40 overflow<nsw> : i32
      %1566 = llvm.icmp "slt" %1564, %49 : i32
      %1567 = llvm.icmp "slt" %1565, %42 : i32
      %1568 = llvm.and %1566, %1567 : i1
      llvm.cond_br %1568, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1569 = llvm.getelementptr %57[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1570 = llvm.load %1569 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1571 = llvm.getelementptr %814[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1570, %1571 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1572 = llvm.add %1336, %6 overflow<nsw> : i32
      %1573 = llvm.add %1337, %13 overflow<nsw> : i32
      %1574 = llvm.icmp "slt" %1572, %49 : i32
      %1575 = llvm.icmp "slt" %1573, %42 : i32
      %1576 = llvm.and %1574, %1575 : i1
      llvm.cond_br %1576, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1577 = llvm.getelementptr %57[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1578 = llvm.load %1577 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1579 = llvm.getelementptr %814[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1578, %1579 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1580 = llvm.add %1337, %41 overflow<nsw> : i32
      %1581 = llvm.icmp "slt" %1336, %49 : i32
      %1582 = llvm.icmp "slt" %1580, %42 : i32
      %1583 = llvm.and %1581, %1582 : i1
      llvm.cond_br %1583, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1584 = llvm.getelementptr %57[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1585 = llvm.load %1584 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1586 = llvm.getelementptr %814[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1585, %1586 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1587 = llvm.add %1337, %12 overflow<nsw> : i32
      %1588 = llvm.icmp "slt" %1336, %49 : i32
      %1589 = llvm.icmp "slt" %1587, %42 : i32
      %1590 = llvm.and %1588, %1589 : i1
      llvm.cond_br %1590, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1591 = llvm.getelementptr %57[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1592 = llvm.load %1591 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1593 = llvm.getelementptr %814[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1592, %1593 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1594 = llvm.add %1336, %53 overflow<nsw> : i32
      %1595 = llvm.add %1337, %41 overflow<nsw> : i32
      %1596 = llvm.icmp "slt" %1594, %49 : i32
      %1597 = llvm.icmp "slt" %1595, %42 : i32
      %1598 = llvm.and %1596, %1597 : i1
      llvm.cond_br %1598, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1599 = llvm.getelementptr %57[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1600 = llvm.load %1599 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1601 = llvm.getelementptr %814[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1600, %1601 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1602 = llvm.add %1336, %53 overflow<nsw> : i32
      %1603 = llvm.add %1337, %12 overflow<nsw> : i32
      %1604 = llvm.icmp "slt" %1602, %49 : i32
      %1605 = llvm.icmp "slt" %1603, %42 : i32
      %1606 = llvm.and %1604, %1605 : i1
      llvm.cond_br %1606, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1607 = llvm.getelementptr %57[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1608 = llvm.load %1607 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1609 = llvm.getelementptr %814[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1608, %1609 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1610 = llvm.add %1336, %41 overflow<nsw> : i32
      %1611 = llvm.add %1337, %41 overflow<nsw> : i32
      %1612 = llvm.icmp "slt" %1610, %49 : i32
      %1613 = llvm.icmp "slt" %1611, %42 : i32
      %1614 = llvm.and %1612, %1613 : i1
      llvm.cond_br %1614, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1615 = llvm.getelementptr %57[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1616 = llvm.load %1615 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1617 = llvm.getelementptr %814[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1616, %1617 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1618 = llvm.add %1336, %41 overflow<nsw> : i32
      %1619 = llvm.add %1337, %12 overflow<nsw> : i32
      %1620 = llvm.icmp "slt" %1618, %49 : i32
      %1621 = llvm.icmp "slt" %1619, %42 : i32
      %1622 = llvm.and %1620, %1621 : i1
      llvm.cond_br %1622, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1623 = llvm.getelementptr %57[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1624 = llvm.load %1623 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1625 = llvm.getelementptr %814[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1624, %1625 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1626 = llvm.add %1336, %11 overflow<nsw> : i32
      %1627 = llvm.add %1337, %41 overflow<nsw> : i32
      %1628 = llvm.icmp "slt" %1626, %49 : i32
      %1629 = llvm.icmp "slt" %1627, %42 : i32
      %1630 = llvm.and %1628, %1629 : i1
      llvm.cond_br %1630, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1631 = llvm.getelementptr %57[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1632 = llvm.load %1631 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1633 = llvm.getelementptr %814[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1632, %1633 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1634 = llvm.add %1336, %11 overflow<nsw> : i32
      %1635 = llvm.add %1337, %12 overflow<nsw> : i32
      %1636 = llvm.icmp "slt" %1634, %49 : i32
      %1637 = llvm.icmp "slt" %1635, %42 : i32
      %1638 = llvm.and %1636, %1637 : i1
      llvm.cond_br %1638, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1639 = llvm.getelementptr %57[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1640 = llvm.load %1639 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1641 = llvm.getelementptr %814[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1640, %1641 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1642 = llvm.add %1336, %32 overflow<nsw> : i32
      %1643 = llvm.add %1337, %41 overflow<nsw> : i32
      %1644 = llvm.icmp "slt" %1642, %49 : i32
      %1645 = llvm.icmp "slt" %1643, %42 : i32
      %1646 = llvm.and %1644, %1645 : i1
      llvm.cond_br %1646, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1647 = llvm.getelementptr %57[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1648 = llvm.load %1647 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1649 = llvm.getelementptr %814[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1648, %1649 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1650 = llvm.add %1336, %32 overflow<nsw> : i32
      %1651 = llvm.add %1337, %12 overflow<nsw> : i32
      %1652 = llvm.icmp "slt" %1650, %49 : i32
      %1653 = llvm.icmp "slt" %1651, %42 : i32
      %1654 = llvm.and %1652, %1653 : i1
      llvm.cond_br %1654, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1655 = llvm.getelementptr %57[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1656 = llvm.load %1655 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1657 = llvm.getelementptr %814[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1656, %1657 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1658 = llvm.add %1336, %29 overflow<nsw> : i32
      %1659 = llvm.add %1337, %41 overflow<nsw> : i32
      %1660 = llvm.icmp "slt" %1658, %49 : i32
      %1661 = llvm.icmp "slt" %1659, %42 : i32
      %1662 = llvm.and %1660, %1661 : i1
      llvm.cond_br %1662, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1663 = llvm.getelementptr %57[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1664 = llvm.load %1663 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1665 = llvm.getelementptr %814[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1664, %1665 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1666 = llvm.add %1336, %29 overflow<nsw> : i32
      %1667 = llvm.add %1337, %12 overflow<nsw> : i32
      %1668 = llvm.icmp "slt" %1666, %49 : i32
      %1669 = llvm.icmp "slt" %1667, %42 : i32
      %1670 = llvm.and %1668, %1669 : i1
      llvm.cond_br %1670, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1671 = llvm.getelementptr %57[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1672 = llvm.load %1671 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1673 = llvm.getelementptr %814[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1672, %1673 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1674 = llvm.add %1336, %15 overflow<nsw> : i32
      %1675 = llvm.add %1337, %41 overflow<nsw> : i32
      %1676 = llvm.icmp "slt" %1674, %49 : i32
      %1677 = llvm.icmp "slt" %1675, %42 : i32
      %1678 = llvm.and %1676, %1677 : i1
      llvm.cond_br %1678, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1679 = llvm.getelementptr %57[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1680 = llvm.load %1679 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1681 = llvm.getelementptr %814[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1680, %1681 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1682 = llvm.add %1336, %15 overflow<nsw> : i32
      %1683 = llvm.add %1337, %12 overflow<nsw> : i32
      %1684 = llvm.icmp "slt" %1682, %49 : i32
      %1685 = llvm.icmp "slt" %1683, %42 : i32
      %1686 = llvm.and %1684, %1685 : i1
      llvm.cond_br %1686, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1687 = llvm.getelementptr %57[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1688 = llvm.load %1687 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1689 = llvm.getelementptr %814[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1688, %1689 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1690 = llvm.add %1336, %6 overflow<nsw> : i32
      %1691 = llvm.add %1337, %41 overflow<nsw> : i32
      %1692 = llvm.icmp "slt" %1690, %49 : i32
      %1693 = llvm.icmp "slt" %1691, %42 : i32
      %1694 = llvm.and %1692, %1693 : i1
      llvm.cond_br %1694, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1695 = llvm.getelementptr %57[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1696 = llvm.load %1695 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1697 = llvm.getelementptr %814[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1696, %1697 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1698 = llvm.add %1336, %6 overflow<nsw> : i32
      %1699 = llvm.add %1337, %12 overflow<nsw> : i32
      %1700 = llvm.icmp "slt" %1698, %49 : i32
      %1701 = llvm.icmp "slt" %1699, %42 : i32
      %1702 = llvm.and %1700, %1701 : i1
      llvm.cond_br %1702, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1703 = llvm.getelementptr %57[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1704 = llvm.load %1703 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1705 = llvm.getelementptr %814[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1704, %1705 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1706 = llvm.add %1337, %17 overflow<nsw> : i32
      %1707 = llvm.icmp "slt" %1336, %49 : i32
      %1708 = llvm.icmp "slt" %1706, %42 : i32
      %1709 = llvm.and %1707, %1708 : i1
      llvm.cond_br %1709, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1710 = llvm.getelementptr %57[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1711 = llvm.load %1710 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1712 = llvm.getelementptr %814[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1711, %1712 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1713 = llvm.add %1337, %10 overflow<nsw> : i32
      %1714 = llvm.icmp "slt" %1336, %49 : i32
      %1715 = llvm.icmp "slt" %1713, %42 : i32
      %1716 = llvm.and %1714, %1715 : i1
      llvm.cond_br %1716, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1717 = llvm.getelementptr %57[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1718 = llvm.load %1717 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1719 = llvm.getelementptr %814[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1718, %1719 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1720 = llvm.add %1336, %53 overflow<nsw> : i32
      %1721 = llvm.add %1337, %17 overflow<nsw> : i32
      %1722 = llvm.icmp "slt" %1720, %49 : i32
      %1723 = llvm.icmp "slt" %1721, %42 : i32
      %1724 = llvm.and %1722, %1723 : i1
      llvm.cond_br %1724, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1725 = llvm.getelementptr %57[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1726 = llvm.load %1725 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1727 = llvm.getelementptr %814[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1726, %1727 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1728 = llvm.add %1336, %53 overflow<nsw> : i32
      %1729 = llvm.add %1337, %10 overflow<nsw> : i32
      %1730 = llvm.icmp "slt" %1728, %49 : i32
      %1731 = llvm.icmp "slt" %1729, %42 : i32
      %1732 = llvm.and %1730, %1731 : i1
      llvm.cond_br %1732, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1733 = llvm.getelementptr %57[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1734 = llvm.load %1733 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1735 = llvm.getelementptr %814[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1734, %1735 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1736 = llvm.add %1336, %41 overflow<nsw> : i32
      %1737 = llvm.add %1337, %17 overflow<nsw> : i32
      %1738 = llvm.icmp "slt" %1736, %49 : i32
      %1739 = llvm.icmp "slt" %1737, %42 : i32
      %1740 = llvm.and %1738, %1739 : i1
      llvm.cond_br %1740, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1741 = llvm.getelementptr %57[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1742 = llvm.load %1741 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1743 = llvm.getelementptr %814[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1742, %1743 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1744 = llvm.add %1336, %41 overflow<nsw> : i32
      %1745 = llvm.add %1337, %10 overflow<nsw> : i32
      %1746 = llvm.icmp "slt" %1744, %49 : i32
      %1747 = llvm.icmp "slt" %1745, %42 : i32
      %1748 = llvm.and %1746, %1747 : i1
      llvm.cond_br %1748, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1749 = llvm.getelementptr %57[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1750 = llvm.load %1749 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1751 = llvm.getelementptr %814[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1750, %1751 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1752 = llvm.add %1336, %11 overflow<nsw> : i32
      %1753 = llvm.add %1337, %17 overflow<nsw> : i32
      %1754 = llvm.icmp "slt" %1752, %49 : i32
      %1755 = llvm.icmp "slt" %1753, %42 : i32
      %1756 = llvm.and %1754, %1755 : i1
      llvm.cond_br %1756, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1757 = llvm.getelementptr %57[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1758 = llvm.load %1757 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1759 = llvm.getelementptr %814[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1758, %1759 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1760 = llvm.add %1336, %11 overflow<nsw> : i32
      %1761 = llvm.add %1337, %10 overflow<nsw> : i32
      %1762 = llvm.icmp "slt" %1760, %49 : i32
      %1763 = llvm.icmp "slt" %1761, %42 : i32
      %1764 = llvm.and %1762, %1763 : i1
      llvm.cond_br %1764, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1765 = llvm.getelementptr %57[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1766 = llvm.load %1765 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1767 = llvm.getelementptr %814[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1766, %1767 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1768 = llvm.add %1336, %32 overflow<nsw> : i32
      %1769 = llvm.add %1337, %17 overflow<nsw> : i32
      %1770 = llvm.icmp "slt" %1768, %49 : i32
      %1771 = llvm.icmp "slt" %1769, %42 : i32
      %1772 = llvm.and %1770, %1771 : i1
      llvm.cond_br %1772, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1773 = llvm.getelementptr %57[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1774 = llvm.load %1773 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1775 = llvm.getelementptr %814[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1774, %1775 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1776 = llvm.add %1336, %32 overflow<nsw> : i32
      %1777 = llvm.add %1337, %10 overflow<nsw> : i32
      %1778 = llvm.icmp "slt" %1776, %49 : i32
      %1779 = llvm.icmp "slt" %1777, %42 : i32
      %1780 = llvm.and %1778, %1779 : i1
      llvm.cond_br %1780, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1781 = llvm.getelementptr %57[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1782 = llvm.load %1781 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1783 = llvm.getelementptr %814[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1782, %1783 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1784 = llvm.add %1336, %29 overflow<nsw> : i32
      %1785 = llvm.add %1337, %17 overflow<nsw> : i32
      %1786 = llvm.icmp "slt" %1784, %49 : i32
      %1787 = llvm.icmp "slt" %1785, %42 : i32
      %1788 = llvm.and %1786, %1787 : i1
      llvm.cond_br %1788, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1789 = llvm.getelementptr %57[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1790 = llvm.load %1789 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1791 = llvm.getelementptr %814[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1790, %1791 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1792 = llvm.add %1336, %29 overflow<nsw> : i32
      %1793 = llvm.add %1337, %10 overflow<nsw> : i32
      %1794 = llvm.icmp "slt" %1792, %49 : i32
      %1795 = llvm.icmp "slt" %1793, %42 : i32
      %1796 = llvm.and %1794, %1795 : i1
      llvm.cond_br %1796, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1797 = llvm.getelementptr %57[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1798 = llvm.load %1797 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1799 = llvm.getelementptr %814[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1798, %1799 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1800 = llvm.add %1336, %15 overflow<nsw> : i32
      %1801 = llvm.add %1337, %17 overflow<nsw> : i32
      %1802 = llvm.icmp "slt" %1800, %49 : i32
      %1803 = llvm.icmp "slt" %1801, %42 : i32
      %1804 = llvm.and %1802, %1803 : i1
      llvm.cond_br %1804, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1805 = llvm.getelementptr %57[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1806 = llvm.load %1805 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1807 = llvm.getelementptr %814[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1806, %1807 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1808 = llvm.add %1336, %15 overflow<nsw> : i32
      %1809 = llvm.add %1337, %10 overflow<nsw> : i32
      %1810 = llvm.icmp "slt" %1808, %49 : i32
      %1811 = llvm.icmp "slt" %1809, %42 : i32
      %1812 = llvm.and %1810, %1811 : i1
      llvm.cond_br %1812, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1813 = llvm.getelementptr %57[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1814 = llvm.load %1813 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1815 = llvm.getelementptr %814[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1814, %1815 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1816 = llvm.add %1336, %6 overflow<nsw> : i32
      %1817 = llvm.add %1337, %17 overflow<nsw> : i32
      %1818 = llvm.icmp "slt" %1816, %49 : i32
      %1819 = llvm.icmp "slt" %1817, %42 : i32
      %1820 = llvm.and %1818, %1819 : i1
      llvm.cond_br %1820, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1821 = llvm.getelementptr %57[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1822 = llvm.load %1821 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1823 = llvm.getelementptr %814[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1822, %1823 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1824 = llvm.add %1336, %6 overflow<nsw> : i32
      %1825 = llvm.add %1337, %10 overflow<nsw> : i32
      %1826 = llvm.icmp "slt" %1824, %49 : i32
      %1827 = llvm.icmp "slt" %1825, %42 : i32
      %1828 = llvm.and %1826, %1827 : i1
      llvm.cond_br %1828, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1829 = llvm.getelementptr %57[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1830 = llvm.load %1829 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1831 = llvm.getelementptr %814[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1830, %1831 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1832 = llvm.add %1337, %32 overflow<nsw> : i32
      %1833 = llvm.icmp "slt" %1336, %49 : i32
      %1834 = llvm.icmp "slt" %1832, %42 : i32
      %1835 = llvm.and %1833, %1834 : i1
      llvm.cond_br %1835, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1836 = llvm.getelementptr %57[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1837 = llvm.load %1836 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1838 = llvm.getelementptr %814[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1837, %1838 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1839 = llvm.add %1337, %9 overflow<nsw> : i32
      %1840 = llvm.icmp "slt" %1336, %49 : i32
      %1841 = llvm.icmp "slt" %1839, %42 : i32
      %1842 = llvm.and %1840, %1841 : i1
      llvm.cond_br %1842, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1843 = llvm.getelementptr %57[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1844 = llvm.load %1843 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1845 = llvm.getelementptr %814[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1844, %1845 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1846 = llvm.add %1336, %53 overflow<nsw> : i32
      %1847 = llvm.add %1337, %32 overflow<nsw> : i32
      %1848 = llvm.icmp "slt" %1846, %49 : i32
      %1849 = llvm.icmp "slt" %1847, %42 : i32
      %1850 = llvm.and %1848, %1849 : i1
      llvm.cond_br %1850, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1851 = llvm.getelementptr %57[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1852 = llvm.load %1851 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1853 = llvm.getelementptr %814[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1852, %1853 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1854 = llvm.add %1336, %53 overflow<nsw> : i32
      %1855 = llvm.add %1337, %9 overflow<nsw> : i32
      %1856 = llvm.icmp "slt" %1854, %49 : i32
      %1857 = llvm.icmp "slt" %1855, %42 : i32
      %1858 = llvm.and %1856, %1857 : i1
      llvm.cond_br %1858, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1859 = llvm.getelementptr %57[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1860 = llvm.load %1859 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1861 = llvm.getelementptr %814[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1860, %1861 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1862 = llvm.add %1336, %41 overflow<nsw> : i32
      %1863 = llvm.add %1337, %32 overflow<nsw> : i32
      %1864 = llvm.icmp "slt" %1862, %49 : i32
      %1865 = llvm.icmp "slt" %1863, %42 : i32
      %1866 = llvm.and %1864, %1865 : i1
      llvm.cond_br %1866, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1867 = llvm.getelementptr %57[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1868 = llvm.load %1867 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1869 = llvm.getelementptr %814[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1868, %1869 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1870 = llvm.add %1336, %41 overflow<nsw> : i32
      %1871 = llvm.add %1337, %9 overflow<nsw> : i32
      %1872 = llvm.icmp "slt" %1870, %49 : i32
      %1873 = llvm.icmp "slt" %1871, %42 : i32
      %1874 = llvm.and %1872, %1873 : i1
      llvm.cond_br %1874, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1875 = llvm.getelementptr %57[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1876 = llvm.load %1875 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1877 = llvm.getelementptr %814[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1876, %1877 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1878 = llvm.add %1336, %11 overflow<nsw> : i32
      %1879 = llvm.add %1337, %32 overflow<nsw> : i32
      %1880 = llvm.icmp "slt" %1878, %49 : i32
      %1881 = llvm.icmp "slt" %1879, %42 : i32
      %1882 = llvm.and %1880, %1881 : i1
      llvm.cond_br %1882, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1883 = llvm.getelementptr %57[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1884 = llvm.load %1883 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1885 = llvm.getelementptr %814[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1884, %1885 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1886 = llvm.add %1336, %11 overflow<nsw> : i32
      %1887 = llvm.add %1337, %9 overflow<nsw> : i32
      %1888 = llvm.icmp "slt" %1886, %49 : i32
      %1889 = llvm.icmp "slt" %1887, %42 : i32
      %1890 = llvm.and %1888, %1889 : i1
      llvm.cond_br %1890, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1891 = llvm.getelementptr %57[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1892 = llvm.load %1891 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1893 = llvm.getelementptr %814[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1892, %1893 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1894 = llvm.add %1336, %32 overflow<nsw> : i32
      %1895 = llvm.add %1337, %32 overflow<nsw> : i32
      %1896 = llvm.icmp "slt" %1894, %49 : i32
      %1897 = llvm.icmp "slt" %1895, %42 : i32
      %1898 = llvm.and %1896, %1897 : i1
      llvm.cond_br %1898, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1899 = llvm.getelementptr %57[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1900 = llvm.load %1899 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1901 = llvm.getelementptr %814[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1900, %1901 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1902 = llvm.add %1336, %32 overflow<nsw> : i32
      %1903 = llvm.add %1337, %9 overflow<nsw> : i32
      %1904 = llvm.icmp "slt" %1902, %49 : i32
      %1905 = llvm.icmp "slt" %1903, %42 : i32
      %1906 = llvm.and %1904, %1905 : i1
      llvm.cond_br %1906, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1907 = llvm.getelementptr %57[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1908 = llvm.load %1907 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1909 = llvm.getelementptr %814[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1908, %1909 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1910 = llvm.add %1336, %29 overflow<nsw> : i32
      %1911 = llvm.add %1337, %32 overflow<nsw> : i32
      %1912 = llvm.icmp "slt" %1910, %49 : i32
      %1913 = llvm.icmp "slt" %1911, %42 : i32
      %1914 = llvm.and %1912, %1913 : i1
      llvm.cond_br %1914, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1915 = llvm.getelementptr %57[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1916 = llvm.load %1915 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1917 = llvm.getelementptr %814[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1916, %1917 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1918 = llvm.add %1336, %29 overflow<nsw> : i32
      %1919 = llvm.add %1337, %9 overflow<nsw> : i32
      %1920 = llvm.icmp "slt" %1918, %49 : i32
      %1921 = llvm.icmp "slt" %1919, %42 : i32
      %1922 = llvm.and %1920, %1921 : i1
      llvm.cond_br %1922, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1923 = llvm.getelementptr %57[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1924 = llvm.load %1923 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1925 = llvm.getelementptr %814[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1924, %1925 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1926 = llvm.add %1336, %15 overflow<nsw> : i32
      %1927 = llvm.add %1337, %32 overflow<nsw> : i32
      %1928 = llvm.icmp "slt" %1926, %49 : i32
      %1929 = llvm.icmp "slt" %1927, %42 : i32
      %1930 = llvm.and %1928, %1929 : i1
      llvm.cond_br %1930, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1931 = llvm.getelementptr %57[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1932 = llvm.load %1931 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1933 = llvm.getelementptr %814[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1932, %1933 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1934 = llvm.add %1336, %15 overflow<nsw> : i32
      %1935 = llvm.add %1337, %9 overflow<nsw> : i32
      %1936 = llvm.icmp "slt" %1934, %49 : i32
      %1937 = llvm.icmp "slt" %1935, %42 : i32
      %1938 = llvm.and %1936, %1937 : i1
      llvm.cond_br %1938, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1939 = llvm.getelementptr %57[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1940 = llvm.load %1939 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1941 = llvm.getelementptr %814[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1940, %1941 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1942 = llvm.add %1336, %6 overflow<nsw> : i32
      %1943 = llvm.add %1337, %32 overflow<nsw> : i32
      %1944 = llvm.icmp "slt" %1942, %49 : i32
      %1945 = llvm.icmp "slt" %1943, %42 : i32
      %1946 = llvm.and %1944, %1945 : i1
      llvm.cond_br %1946, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1947 = llvm.getelementptr %57[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1948 = llvm.load %1947 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1949 = llvm.getelementptr %814[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1948, %1949 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1950 = llvm.add %1336, %6 overflow<nsw> : i32
      %1951 = llvm.add %1337, %9 overflow<nsw> : i32
      %1952 = llvm.icmp "slt" %1950, %49 : i32
      %1953 = llvm.icmp "slt" %1951, %42 : i32
      %1954 = llvm.and %1952, %1953 : i1
      llvm.cond_br %1954, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1955 = llvm.getelementptr %57[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1956 = llvm.load %1955 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1957 = llvm.getelementptr %814[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1956, %1957 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1958 = llvm.add %1337, %16 overflow<nsw> : i32
      %1959 = llvm.icmp "slt" %1336, %49 : i32
      %1960 = llvm.icmp "slt" %1958, %42 : i32
      %1961 = llvm.and %1959, %1960 : i1
      llvm.cond_br %1961, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1962 = llvm.getelementptr %57[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1963 = llvm.load %1962 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1964 = llvm.getelementptr %814[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1963, %1964 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1965 = llvm.add %1337, %8 overflow<nsw> : i32
      %1966 = llvm.icmp "slt" %1336, %49 : i32
      %1967 = llvm.icmp "slt" %1965, %42 : i32
      %1968 = llvm.and %1966, %1967 : i1
      llvm.cond_br %1968, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1969 = llvm.getelementptr %57[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1970 = llvm.load %1969 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1971 = llvm.getelementptr %814[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1970, %1971 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1972 = llvm.add %1336, %53 overflow<nsw> : i32
      %1973 = llvm.add %1337, %16 overflow<nsw> : i32
      %1974 = llvm.icmp "slt" %1972, %49 : i32
      %1975 = llvm.icmp "slt" %1973, %42 : i32
      %1976 = llvm.and %1974, %1975 : i1
      llvm.cond_br %1976, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1977 = llvm.getelementptr %57[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1978 = llvm.load %1977 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1979 = llvm.getelementptr %814[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1978, %1979 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1980 = llvm.add %1336, %53 overflow<nsw> : i32
      %1981 = llvm.add %1337, %8 overflow<nsw> : i32
      %1982 = llvm.icmp "slt" %1980, %49 : i32
      %1983 = llvm.icmp "slt" %1981, %42 : i32
      %1984 = llvm.and %1982, %1983 : i1
      llvm.cond_br %1984, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1985 = llvm.getelementptr %57[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1986 = llvm.load %1985 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1987 = llvm.getelementptr %814[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1986, %1987 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1988 = llvm.add %1336, %41 overflow<nsw> : i32
      %1989 = llvm.add %1337, %16 overflow<nsw> : i32
      %1990 = llvm.icmp "slt" %1988, %49 : i32
      %1991 = llvm.icmp "slt" %1989, %42 : i32
      %1992 = llvm.and %1990, %1991 : i1
      llvm.cond_br %1992, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1993 = llvm.getelementptr %57[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1994 = llvm.load %1993 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1995 = llvm.getelementptr %814[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1994, %1995 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1996 = llvm.add %1336, %41 overflow<nsw> : i32
      %1997 = llvm.add %1337, %8 overflow<nsw> : i32
      %1998 = llvm.icmp "slt" %1996, %49 : i32
      %1999 = llvm.icmp "slt" %1997, %42 : i32
      %2000 = llvm.and %1998, %1999 : i1
      llvm.cond_br %2000, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2001 = llvm.getelementptr %57[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %2002 = llvm.load %2001 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2003 = llvm.getelementptr %814[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2002, %2003 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2004 = llvm.add %1336, %11 overflow<nsw> : i32
      %2005 = llvm.add %1337, %16 overflow<nsw> : i32
      %2006 = llvm.icmp "slt" %2004, %49 : i32
      %2007 = llvm.icmp "slt" %2005, %42 : i32
      %2008 = llvm.and %2006, %2007 : i1
      llvm.cond_br %2008, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2009 = llvm.getelementptr %57[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %2010 = llvm.load %2009 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2011 = llvm.getelementptr %814[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2010, %2011 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2012 = llvm.add %1336, %11 overflow<nsw> : i32
      %2013 = llvm.add %1337, %8 overflow<nsw> : i32
      %2014 = llvm.icmp "slt" %2012, %49 : i32
      %2015 = llvm.icmp "slt" %2013, %42 : i32
      %2016 = llvm.and %2014, %2015 : i1
      llvm.cond_br %2016, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2017 = llvm.getelementptr %57[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %2018 = llvm.load %2017 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2019 = llvm.getelementptr %814[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2018, %2019 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2020 = llvm.add %1336, %32 overflow<nsw> : i32
      %2021 = llvm.add %1337, %16 overflow<nsw> : i32
      %2022 = llvm.icmp "slt" %2020, %49 : i32
      %2023 = llvm.icmp "slt" %2021, %42 : i32
      %2024 = llvm.and %2022, %2023 : i1
      llvm.cond_br %2024, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2025 = llvm.getelementptr %57[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %2026 = llvm.load %2025 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2027 = llvm.getelementptr %814[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2026, %2027 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2028 = llvm.add %1336, %32 overflow<nsw> : i32
      %2029 = llvm.add %1337, %8 overflow<nsw> : i32
      %2030 = llvm.icmp "slt" %2028, %49 : i32
      %2031 = llvm.icmp "slt" %2029, %42 : i32
      %2032 = llvm.and %2030, %2031 : i1
      llvm.cond_br %2032, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2033 = llvm.getelementptr %57[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %2034 = llvm.load %2033 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2035 = llvm.getelementptr %814[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2034, %2035 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2036 = llvm.add %1336, %29 overflow<nsw> : i32
      %2037 = llvm.add %1337, %16 overflow<nsw> : i32
      %2038 = llvm.icmp "slt" %2036, %49 : i32
      %2039 = llvm.icmp "slt" %2037, %42 : i32
      %2040 = llvm.and %2038, %2039 : i1
      llvm.cond_br %2040, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2041 = llvm.getelementptr %57[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %2042 = llvm.load %2041 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2043 = llvm.getelementptr %814[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2042, %2043 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2044 = llvm.add %1336, %29 overflow<nsw> : i32
      %2045 = llvm.add %1337, %8 overflow<nsw> : i32
      %2046 = llvm.icmp "slt" %2044, %49 : i32
      %2047 = llvm.icmp "slt" %2045, %42 : i32
      %2048 = llvm.and %2046, %2047 : i1
      llvm.cond_br %2048, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2049 = llvm.getelementptr %57[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %2050 = llvm.load %2049 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2051 = llvm.getelementptr %814[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2050, %2051 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2052 = llvm.add %1336, %15 overflow<nsw> : i32
      %2053 = llvm.add %1337, %16 overflow<nsw> : i32
      %2054 = llvm.icmp "slt" %2052, %49 : i32
      %2055 = llvm.icmp "slt" %2053, %42 : i32
      %2056 = llvm.and %2054, %2055 : i1
      llvm.cond_br %2056, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2057 = llvm.getelementptr %57[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %2058 = llvm.load %2057 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2059 = llvm.getelementptr %814[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2058, %2059 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2060 = llvm.add %1336, %15 overflow<nsw> : i32
      %2061 = llvm.add %1337, %8 overflow<nsw> : i32
      %2062 = llvm.icmp "slt" %2060, %49 : i32
      %2063 = llvm.icmp "slt" %2061, %42 : i32
      %2064 = llvm.and %2062, %2063 : i1
      llvm.cond_br %2064, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2065 = llvm.getelementptr %57[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %2066 = llvm.load %2065 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2067 = llvm.getelementptr %814[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2066, %2067 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2068 = llvm.add %1336, %6 overflow<nsw> : i32
      %2069 = llvm.add %1337, %16 overflow<nsw> : i32
      %2070 = llvm.icmp "slt" %2068, %49 : i32
      %2071 = llvm.icmp "slt" %2069, %42 : i32
      %2072 = llvm.and %2070, %2071 : i1
      llvm.cond_br %2072, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2073 = llvm.getelementptr %57[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %2074 = llvm.load %2073 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2075 = llvm.getelementptr %814[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2074, %2075 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2076 = llvm.add %1336, %6 overflow<nsw> : i32
      %2077 = llvm.add %1337, %8 overflow<nsw> : i32
      %2078 = llvm.icmp "slt" %2076, %49 : i32
      %2079 = llvm.icmp "slt" %2077, %42 : i32
      %2080 = llvm.and %2078, %2079 : i1
      llvm.cond_br %2080, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2081 = llvm.getelementptr %57[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %2082 = llvm.load %2081 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2083 = llvm.getelementptr %814[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2082, %2083 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2084 = llvm.add %1337, %15 overflow<nsw> : i32
      %2085 = llvm.icmp "slt" %1336, %49 : i32
      %2086 = llvm.icmp "slt" %2084, %42 : i32
      %2087 = llvm.and %2085, %2086 : i1
      llvm.cond_br %2087, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2088 = llvm.getelementptr %57[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %2089 = llvm.load %2088 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2090 = llvm.getelementptr %814[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2089, %2090 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2091 = llvm.add %1337, %7 overflow<nsw> : i32
      %2092 = llvm.icmp "slt" %1336, %49 : i32
      %2093 = llvm.icmp "slt" %2091, %42 : i32
      %2094 = llvm.and %2092, %2093 : i1
      llvm.cond_br %2094, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2095 = llvm.getelementptr %57[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %2096 = llvm.load %2095 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2097 = llvm.getelementptr %814[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2096, %2097 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2098 = llvm.add %1336, %53 overflow<nsw> : i32
      %2099 = llvm.add %1337, %15 overflow<nsw> : i32
      %2100 = llvm.icmp "slt" %2098, %49 : i32
      %2101 = llvm.icmp "slt" %2099, %42 : i32
      %2102 = llvm.and %2100, %2101 : i1
      llvm.cond_br %2102, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2103 = llvm.getelementptr %57[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %2104 = llvm.load %2103 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2105 = llvm.getelementptr %814[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2104, %2105 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2106 = llvm.add %1336, %53 overflow<nsw> : i32
      %2107 = llvm.add %1337, %7 overflow<nsw> : i32
      %2108 = llvm.icmp "slt" %2106, %49 : i32
      %2109 = llvm.icmp "slt" %2107, %42 : i32
      %2110 = llvm.and %2108, %2109 : i1
      llvm.cond_br %2110, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2111 = llvm.getelementptr %57[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %2112 = llvm.load %2111 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2113 = llvm.getelementptr %814[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2112, %2113 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2114 = llvm.add %1336, %41 overflow<nsw> : i32
      %2115 = llvm.add %1337, %15 overflow<nsw> : i32
      %2116 = llvm.icmp "slt" %2114, %49 : i32
      %2117 = llvm.icmp "slt" %2115, %42 : i32
      %2118 = llvm.and %2116, %2117 : i1
      llvm.cond_br %2118, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2119 = llvm.getelementptr %57[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %2120 = llvm.load %2119 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2121 = llvm.getelementptr %814[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2120, %2121 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2122 = llvm.add %1336, %41 overflow<nsw> : i32
      %2123 = llvm.add %1337, %7 overflow<nsw> : i32
      %2124 = llvm.icmp "slt" %2122, %49 : i32
      %2125 = llvm.icmp "slt" %2123, %42 : i32
      %2126 = llvm.and %2124, %2125 : i1
      llvm.cond_br %2126, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2127 = llvm.getelementptr %57[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %2128 = llvm.load %2127 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2129 = llvm.getelementptr %814[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2128, %2129 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2130 = llvm.add %1336, %11 overflow<nsw> : i32
      %2131 = llvm.add %1337, %15 overflow<nsw> : i32
      %2132 = llvm.icmp "slt" %2130, %49 : i32
      %2133 = llvm.icmp "slt" %2131, %42 : i32
      %2134 = llvm.and %2132, %2133 : i1
      llvm.cond_br %2134, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2135 = llvm.getelementptr %57[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %2136 = llvm.load %2135 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2137 = llvm.getelementptr %814[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2136, %2137 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2138 = llvm.add %1336, %11 overflow<nsw> : i32
      %2139 = llvm.add %1337, %7 overflow<nsw> : i32
      %2140 = llvm.icmp "slt" %2138, %49 : i32
      %2141 = llvm.icmp "slt" %2139, %42 : i32
      %2142 = llvm.and %2140, %2141 : i1
      llvm.cond_br %2142, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2143 = llvm.getelementptr %57[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %2144 = llvm.load %2143 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2145 = llvm.getelementptr %814[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2144, %2145 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2146 = llvm.add %1336, %32 overflow<nsw> : i32
      %2147 = llvm.add %1337, %15 overflow<nsw> : i32
      %2148 = llvm.icmp "slt" %2146, %49 : i32
      %2149 = llvm.icmp "slt" %2147, %42 : i32
      %2150 = llvm.and %2148, %2149 : i1
      llvm.cond_br %2150, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2151 = llvm.getelementptr %57[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %2152 = llvm.load %2151 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2153 = llvm.getelementptr %814[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2152, %2153 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2154 = llvm.add %1336, %32 overflow<nsw> : i32
      %2155 = llvm.add %1337, %7 overflow<nsw> : i32
      %2156 = llvm.icmp "slt" %2154, %49 : i32
      %2157 = llvm.icmp "slt" %2155, %42 : i32
      %2158 = llvm.and %2156, %2157 : i1
      llvm.cond_br %2158, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2159 = llvm.getelementptr %57[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %2160 = llvm.load %2159 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2161 = llvm.getelementptr %814[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2160, %2161 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2162 = llvm.add %1336, %29 overflow<nsw> : i32
      %2163 = llvm.add %1337, %15 overflow<nsw> : i32
      %2164 = llvm.icmp "slt" %2162, %49 : i32
      %2165 = llvm.icmp "slt" %2163, %42 : i32
      %2166 = llvm.and %2164, %2165 : i1
      llvm.cond_br %2166, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2167 = llvm.getelementptr %57[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %2168 = llvm.load %2167 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2169 = llvm.getelementptr %814[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2168, %2169 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2170 = llvm.add %1336, %29 overflow<nsw> : i32
      %2171 = llvm.add %1337, %7 overflow<nsw> : i32
      %2172 = llvm.icmp "slt" %2170, %49 : i32
      %2173 = llvm.icmp "slt" %2171, %42 : i32
      %2174 = llvm.and %2172, %2173 : i1
      llvm.cond_br %2174, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2175 = llvm.getelementptr %57[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %2176 = llvm.load %2175 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2177 = llvm.getelementptr %814[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2176, %2177 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2178 = llvm.add %1336, %15 overflow<nsw> : i32
      %2179 = llvm.add %1337, %15 overflow<nsw> : i32
      %2180 = llvm.icmp "slt" %2178, %49 : i32
      %2181 = llvm.icmp "slt" %2179, %42 : i32
      %2182 = llvm.and %2180, %2181 : i1
      llvm.cond_br %2182, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2183 = llvm.getelementptr %57[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %2184 = llvm.load %2183 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2185 = llvm.getelementptr %814[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2184, %2185 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2186 = llvm.add %1336, %15 overflow<nsw> : i32
      %2187 = llvm.add %1337, %7 overflow<nsw> : i32
      %2188 = llvm.icmp "slt" %2186, %49 : i32
      %2189 = llvm.icmp "slt" %2187, %42 : i32
      %2190 = llvm.and %2188, %2189 : i1
      llvm.cond_br %2190, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2191 = llvm.getelementptr %57[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %2192 = llvm.load %2191 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2193 = llvm.getelementptr %814[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2192, %2193 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2194 = llvm.add %1336, %6 overflow<nsw> : i32
      %2195 = llvm.add %1337, %15 overflow<nsw> : i32
      %2196 = llvm.icmp "slt" %2194, %49 : i32
      %2197 = llvm.icmp "slt" %2195, %42 : i32
      %2198 = llvm.and %2196, %2197 : i1
      llvm.cond_br %2198, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2199 = llvm.getelementptr %57[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %2200 = llvm.load %2199 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2201 = llvm.getelementptr %814[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2200, %2201 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2202 = llvm.add %1336, %6 overflow<nsw> : i32
      %2203 = llvm.add %1337, %7 overflow<nsw> : i32
      %2204 = llvm.icmp "slt" %2202, %49 : i32
      %2205 = llvm.icmp "slt" %2203, %42 : i32
      %2206 = llvm.and %2204, %2205 : i1
      llvm.cond_br %2206, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2207 = llvm.getelementptr %57[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %2208 = llvm.load %2207 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2209 = llvm.getelementptr %814[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2208, %2209 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2210 = llvm.add %1337, %14 overflow<nsw> : i32
      %2211 = llvm.icmp "slt" %1336, %49 : i32
      %2212 = llvm.icmp "slt" %2210, %42 : i32
      %2213 = llvm.and %2211, %2212 : i1
      llvm.cond_br %2213, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2214 = llvm.getelementptr %57[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %2215 = llvm.load %2214 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2216 = llvm.getelementptr %814[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2215, %2216 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2217 = llvm.add %1337, %5 overflow<nsw> : i32
      %2218 = llvm.icmp "slt" %1336, %49 : i32
      %2219 = llvm.icmp "slt" %2217, %42 : i32
      %2220 = llvm.and %2218, %2219 : i1
      llvm.cond_br %2220, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2221 = llvm.getelementptr %57[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %2222 = llvm.load %2221 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2223 = llvm.getelementptr %814[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2222, %2223 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2224 = llvm.add %1336, %53 overflow<nsw> : i32
      %2225 = llvm.add %1337, %14 overflow<nsw> : i32
      %2226 = llvm.icmp "slt" %2224, %49 : i32
      %2227 = llvm.icmp "slt" %2225, %42 : i32
      %2228 = llvm.and %2226, %2227 : i1
      llvm.cond_br %2228, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2229 = llvm.getelementptr %57[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %2230 = llvm.load %2229 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2231 = llvm.getelementptr %814[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2230, %2231 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2232 = llvm.add %1336, %53 overflow<nsw> : i32
      %2233 = llvm.add %1337, %5 overflow<nsw> : i32
      %2234 = llvm.icmp "slt" %2232, %49 : i32
      %2235 = llvm.icmp "slt" %2233, %42 : i32
      %2236 = llvm.and %2234, %2235 : i1
      llvm.cond_br %2236, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2237 = llvm.getelementptr %57[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %2238 = llvm.load %2237 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2239 = llvm.getelementptr %814[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2238, %2239 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2240 = llvm.add %1336, %41 overflow<nsw> : i32
      %2241 = llvm.add %1337, %14 overflow<nsw> : i32
      %2242 = llvm.icmp "slt" %2240, %49 : i32
      %2243 = llvm.icmp "slt" %2241, %42 : i32
      %2244 = llvm.and %2242, %2243 : i1
      llvm.cond_br %2244, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2245 = llvm.getelementptr %57[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %2246 = llvm.load %2245 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2247 = llvm.getelementptr %814[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2246, %2247 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2248 = llvm.add %1336, %41 overflow<nsw> : i32
      %2249 = llvm.add %1337, %5 overflow<nsw> : i32
      %2250 = llvm.icmp "slt" %2248, %49 : i32
      %2251 = llvm.icmp "slt" %2249, %42 : i32
      %2252 = llvm.and %2250, %2251 : i1
      llvm.cond_br %2252, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2253 = llvm.getelementptr %57[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %2254 = llvm.load %2253 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2255 = llvm.getelementptr %814[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2254, %2255 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2256 = llvm.add %1336, %11 overflow<nsw> : i32
      %2257 = llvm.add %1337, %14 overflow<nsw> : i32
      %2258 = llvm.icmp "slt" %2256, %49 : i32
      %2259 = llvm.icmp "slt" %2257, %42 : i32
      %2260 = llvm.and %2258, %2259 : i1
      llvm.cond_br %2260, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2261 = llvm.getelementptr %57[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %2262 = llvm.load %2261 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2263 = llvm.getelementptr %814[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2262, %2263 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2264 = llvm.add %1336, %11 overflow<nsw> : i32
      %2265 = llvm.add %1337, %5 overflow<nsw> : i32
      %2266 = llvm.icmp "slt" %2264, %49 : i32
      %2267 = llvm.icmp "slt" %2265, %42 : i32
      %2268 = llvm.and %2266, %2267 : i1
      llvm.cond_br %2268, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2269 = llvm.getelementptr %57[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %2270 = llvm.load %2269 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2271 = llvm.getelementptr %814[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2270, %2271 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2272 = llvm.add %1336, %32 overflow<nsw> : i32
      %2273 = llvm.add %1337, %14 overflow<nsw> : i32
      %2274 = llvm.icmp "slt" %2272, %49 : i32
      %2275 = llvm.icmp "slt" %2273, %42 : i32
      %2276 = llvm.and %2274, %2275 : i1
      llvm.cond_br %2276, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2277 = llvm.getelementptr %57[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %2278 = llvm.load %2277 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2279 = llvm.getelementptr %814[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2278, %2279 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2280 = llvm.add %1336, %32 overflow<nsw> : i32
      %2281 = llvm.add %1337, %5 overflow<nsw> : i32
      %2282 = llvm.icmp "slt" %2280, %49 : i32
      %2283 = llvm.icmp "slt" %2281, %42 : i32
      %2284 = llvm.and %2282, %2283 : i1
      llvm.cond_br %2284, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2285 = llvm.getelementptr %57[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %2286 = llvm.load %2285 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2287 = llvm.getelementptr %814[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2286, %2287 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2288 = llvm.add %1336, %29 overflow<nsw> : i32
      %2289 = llvm.add %1337, %14 overflow<nsw> : i32
      %2290 = llvm.icmp "slt" %2288, %49 : i32
      %2291 = llvm.icmp "slt" %2289, %42 : i32
      %2292 = llvm.and %2290, %2291 : i1
      llvm.cond_br %2292, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2293 = llvm.getelementptr %57[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %2294 = llvm.load %2293 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2295 = llvm.getelementptr %814[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2294, %2295 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2296 = llvm.add %1336, %29 overflow<nsw> : i32
      %2297 = llvm.add %1337, %5 overflow<nsw> : i32
      %2298 = llvm.icmp "slt" %2296, %49 : i32
      %2299 = llvm.icmp "slt" %2297, %42 : i32
      %2300 = llvm.and %2298, %2299 : i1
      llvm.cond_br %2300, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2301 = llvm.getelementptr %57[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %2302 = llvm.load %2301 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2303 = llvm.getelementptr %814[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2302, %2303 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2304 = llvm.add %1336, %15 overflow<nsw> : i32
      %2305 = llvm.add %1337, %14 overflow<nsw> : i32
      %2306 = llvm.icmp "slt" %2304, %49 : i32
      %2307 = llvm.icmp "slt" %2305, %42 : i32
      %2308 = llvm.and %2306, %2307 : i1
      llvm.cond_br %2308, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2309 = llvm.getelementptr %57[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %2310 = llvm.load %2309 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2311 = llvm.getelementptr %814[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2310, %2311 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2312 = llvm.add %1336, %15 overflow<nsw> : i32
      %2313 = llvm.add %1337, %5 overflow<nsw> : i32
      %2314 = llvm.icmp "slt" %2312, %49 : i32
      %2315 = llvm.icmp "slt" %2313, %42 : i32
      %2316 = llvm.and %2314, %2315 : i1
      llvm.cond_br %2316, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2317 = llvm.getelementptr %57[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %2318 = llvm.load %2317 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2319 = llvm.getelementptr %814[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2318, %2319 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2320 = llvm.add %1336, %6 overflow<nsw> : i32
      %2321 = llvm.add %1337, %14 overflow<nsw> : i32
      %2322 = llvm.icmp "slt" %2320, %49 : i32
      %2323 = llvm.icmp "slt" %2321, %42 : i32
      %2324 = llvm.and %2322, %2323 : i1
      llvm.cond_br %2324, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2325 = llvm.getelementptr %57[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %2326 = llvm.load %2325 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2327 = llvm.getelementptr %814[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2326, %2327 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2328 = llvm.add %1336, %6 overflow<nsw> : i32
      %2329 = llvm.add %1337, %5 overflow<nsw> : i32
      %2330 = llvm.icmp "slt" %2328, %49 : i32
      %2331 = llvm.icmp "slt" %2329, %42 : i32
      %2332 = llvm.and %2330, %2331 : i1
      llvm.cond_br %2332, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2333 = llvm.getelementptr %57[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %2334 = llvm.load %2333 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2335 = llvm.getelementptr %814[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2334, %2335 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      llvm.br ^bb345
    ^bb345:  // 2 preds: ^bb87, ^bb344
      llvm.return
    }
    llvm.func @kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 4094, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(3144000 : i32) : i32
      %1 = llvm.mlir.constant(2096000 : i32) : i32
      %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %3 = llvm.mlir.constant(1048 : i32) : i32
      %4 = llvm.mlir.constant(1048000 : i32) : i32
      %5 = llvm.mlir.constant(256 : i32) : i32
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %7 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %8 = llvm.mul %7, %5 : i32
      %9 = llvm.add %8, %6 : i32
      %10 = llvm.icmp "slt" %9, %4 : i32
      llvm.cond_br %10, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %11 = llvm.sdiv %9, %3 : i32
      %12 = llvm.mul %11, %3 : i32
      %13 = llvm.icmp "ne" %9, %12 : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.icmp "slt" %9, %14 : i32
      %16 = llvm.mlir.constant(false) : i1
      %17 = llvm.icmp "ne" %15, %16 : i1
      %18 = llvm.and %13, %17 : i1
      %19 = llvm.mlir.constant(-1 : i32) : i32
      %20 = llvm.add %11, %19 : i32
      %21 = llvm.select %18, %20, %11 : i1, i32
      %22 = llvm.mul %21, %3 : i32
      %23 = llvm.sub %9, %22 : i32
      %24 = llvm.mul %21, %3 overflow<nsw> : i32
      %25 = llvm.add %24, %23 overflow<nsw> : i32
      %26 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %27 = llvm.getelementptr %26[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %29 = llvm.fadd %28, %2 : f32
      %30 = llvm.mul %21, %3 overflow<nsw> : i32
      %31 = llvm.add %30, %4 overflow<nsw> : i32
      %32 = llvm.add %31, %23 overflow<nsw> : i32
      %33 = llvm.getelementptr %26[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %34 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %35 = llvm.fadd %29, %34 : f32
      %36 = llvm.mul %21, %3 overflow<nsw> : i32
      %37 = llvm.add %36, %1 overflow<nsw> : i32
      %38 = llvm.add %37, %23 overflow<nsw> : i32
      %39 = llvm.getelementptr %26[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %40 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %41 = llvm.fadd %35, %40 : f32
      %42 = llvm.mul %21, %3 overflow<nsw> : i32
      %43 = llvm.add %42, %0 overflow<nsw> : i32
      %44 = llvm.add %43, %23 overflow<nsw> : i32
      %45 = llvm.getelementptr %26[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %46 = llvm.load %45 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %47 = llvm.fadd %41, %46 : f32
      %48 = llvm.fptrunc %47 : f32 to bf16
      %49 = llvm.mul %21, %3 overflow<nsw> : i32
      %50 = llvm.add %49, %23 overflow<nsw> : i32
      %51 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %52 = llvm.getelementptr %51[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %48, %52 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_spli_ha212339c(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.constant(98304 : i64) : i64
    %2 = llvm.mlir.constant(4094 : i32) : i32
    %3 = llvm.mlir.constant(256 : i32) : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(4 : i32) : i32
    %6 = llvm.mlir.constant(72 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(128 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %11 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %12 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %13 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
    %14 = llvm.insertvalue %11, %0[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %10, %14[1] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %12, %0[0] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %10, %16[1] : !llvm_struct_6960aa
    %18 = llvm.insertvalue %13, %0[0] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %10, %18[1] : !llvm_struct_6960aa
    %20 = llvm.mlir.constant(1 : i32) : i32
    %21 = llvm.alloca %20 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %22 = llvm.alloca %20 x !llvm_array_8f2733 : (i32) -> !llvm.ptr
    %23 = llvm.getelementptr %21[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.getelementptr %21[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %21[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %21[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %21[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %1, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %21[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %21[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %21[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %21[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %32 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %32, %31 : i32, !llvm.ptr
    %33 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg4, %33 : !llvm.ptr, !llvm.ptr
    %34 = llvm.alloca %20 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %36 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %21, %36 : !llvm.ptr, !llvm.ptr
    %37 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
    %39 = llvm.getelementptr %38[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %40 = llvm.load %39 : !llvm.ptr -> i32
    %41 = llvm.getelementptr %38[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %42 = llvm.load %41 : !llvm.ptr -> !llvm.ptr
    %43 = llvm.mlir.constant(6 : i32) : i32
    %44 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%44 : i32)
  ^bb1(%45: i32):  // 2 preds: ^bb3, ^bb5
    %46 = llvm.getelementptr %42[%45] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %47 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %43, %47 : i32, !llvm.ptr
    %48 = llvm.getelementptr %46[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %48 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %49 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %50 = llvm.mlir.constant(0 : index) : i64
    %51 = llvm.getelementptr %49[%50, %50] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %52 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %53 = llvm.mlir.constant(0 : index) : i64
    %54 = llvm.getelementptr %52[%53, %53] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %55 = llvm.call @printf(%54, %51) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %56 = llvm.mlir.constant(1 : i32) : i32
    %57 = llvm.add %40, %56 : i32
    llvm.store %57, %39 : i32, !llvm.ptr
    llvm.br ^bb1(%40 : i32)
  ^bb4:  // pred: ^bb7
    %58 = llvm.mlir.constant(17 : i32) : i32
    %59 = llvm.icmp "uge" %40, %58 : i32
    llvm.cond_br %59, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%66 : i32)
  ^bb6:  // pred: ^bb7
    %60 = llvm.getelementptr %42[%66] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %61 = llvm.getelementptr %60[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %62 = llvm.load %61 : !llvm.ptr -> i32
    %63 = llvm.icmp "eq" %62, %43 : i32
    %64 = llvm.mlir.constant(1 : i32) : i32
    %65 = llvm.add %66, %64 : i32
    llvm.cond_br %63, ^bb5, ^bb7(%65 : i32)
  ^bb7(%66: i32):  // 2 preds: ^bb0, ^bb6
    %67 = llvm.icmp "uge" %66, %40 : i32
    llvm.cond_br %67, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %68 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
    %70 = llvm.getelementptr %69[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %71 = llvm.load %70 : !llvm.ptr -> i32
    %72 = llvm.getelementptr %69[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %73 = llvm.load %72 : !llvm.ptr -> !llvm.ptr
    %74 = llvm.mlir.constant(2 : i32) : i32
    %75 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%75 : i32)
  ^bb9(%76: i32):  // 2 preds: ^bb11, ^bb13
    %77 = llvm.getelementptr %73[%76] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %78 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %74, %78 : i32, !llvm.ptr
    %79 = llvm.getelementptr %77[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %79 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %80 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %81 = llvm.mlir.constant(0 : index) : i64
    %82 = llvm.getelementptr %80[%81, %81] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %83 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %84 = llvm.mlir.constant(0 : index) : i64
    %85 = llvm.getelementptr %83[%84, %84] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %86 = llvm.call @printf(%85, %82) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %87 = llvm.mlir.constant(1 : i32) : i32
    %88 = llvm.add %71, %87 : i32
    llvm.store %88, %70 : i32, !llvm.ptr
    llvm.br ^bb9(%71 : i32)
  ^bb12:  // pred: ^bb15
    %89 = llvm.mlir.constant(17 : i32) : i32
    %90 = llvm.icmp "uge" %71, %89 : i32
    llvm.cond_br %90, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%97 : i32)
  ^bb14:  // pred: ^bb15
    %91 = llvm.getelementptr %73[%97] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %92 = llvm.getelementptr %91[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %93 = llvm.load %92 : !llvm.ptr -> i32
    %94 = llvm.icmp "eq" %93, %74 : i32
    %95 = llvm.mlir.constant(1 : i32) : i32
    %96 = llvm.add %97, %95 : i32
    llvm.cond_br %94, ^bb13, ^bb15(%96 : i32)
  ^bb15(%97: i32):  // 2 preds: ^bb8, ^bb14
    %98 = llvm.icmp "uge" %97, %71 : i32
    llvm.cond_br %98, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %99 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1<%35> (%15, %17, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %100 = builtin.unrealized_conversion_cast %99 : !cuda.result to i32
    cuda.return_if_error %100 : i32
    %101 = llvm.mlir.constant(1 : i32) : i32
    %102 = llvm.alloca %101 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %103 = llvm.alloca %101 x !llvm_array_8f2733 : (i32) -> !llvm.ptr
    %104 = llvm.getelementptr %102[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %103, %104 : !llvm.ptr, !llvm.ptr
    %105 = llvm.getelementptr %102[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %105 : i32, !llvm.ptr
    %106 = llvm.getelementptr %102[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %106 : i32, !llvm.ptr
    %107 = llvm.getelementptr %102[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %107 : i32, !llvm.ptr
    %108 = llvm.getelementptr %102[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %108 : i64, !llvm.ptr
    %109 = llvm.getelementptr %102[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %109 : i32, !llvm.ptr
    %110 = llvm.getelementptr %102[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %110 : i32, !llvm.ptr
    %111 = llvm.getelementptr %102[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %111 : i32, !llvm.ptr
    %112 = llvm.getelementptr %102[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %113 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %113, %112 : i32, !llvm.ptr
    %114 = llvm.getelementptr %102[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg4, %114 : !llvm.ptr, !llvm.ptr
    %115 = llvm.alloca %101 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %116 = builtin.unrealized_conversion_cast %115 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %117 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %102, %117 : !llvm.ptr, !llvm.ptr
    %118 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %119 = llvm.load %118 : !llvm.ptr -> !llvm.ptr
    %120 = llvm.getelementptr %119[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %121 = llvm.load %120 : !llvm.ptr -> i32
    %122 = llvm.getelementptr %119[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %123 = llvm.load %122 : !llvm.ptr -> !llvm.ptr
    %124 = llvm.mlir.constant(6 : i32) : i32
    %125 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb23(%125 : i32)
  ^bb17(%126: i32):  // 2 preds: ^bb19, ^bb21
    %127 = llvm.getelementptr %123[%126] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %128 = llvm.getelementptr %127[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %124, %128 : i32, !llvm.ptr
    %129 = llvm.getelementptr %127[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %129 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %130 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %131 = llvm.mlir.constant(0 : index) : i64
    %132 = llvm.getelementptr %130[%131, %131] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %133 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %134 = llvm.mlir.constant(0 : index) : i64
    %135 = llvm.getelementptr %133[%134, %134] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %136 = llvm.call @printf(%135, %132) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %137 = llvm.mlir.constant(1 : i32) : i32
    %138 = llvm.add %121, %137 : i32
    llvm.store %138, %120 : i32, !llvm.ptr
    llvm.br ^bb17(%121 : i32)
  ^bb20:  // pred: ^bb23
    %139 = llvm.mlir.constant(17 : i32) : i32
    %140 = llvm.icmp "uge" %121, %139 : i32
    llvm.cond_br %140, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%147 : i32)
  ^bb22:  // pred: ^bb23
    %141 = llvm.getelementptr %123[%147] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %142 = llvm.getelementptr %141[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %143 = llvm.load %142 : !llvm.ptr -> i32
    %144 = llvm.icmp "eq" %143, %124 : i32
    %145 = llvm.mlir.constant(1 : i32) : i32
    %146 = llvm.add %147, %145 : i32
    llvm.cond_br %144, ^bb21, ^bb23(%146 : i32)
  ^bb23(%147: i32):  // 2 preds: ^bb16, ^bb22
    %148 = llvm.icmp "uge" %147, %121 : i32
    llvm.cond_br %148, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %149 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %150 = llvm.load %149 : !llvm.ptr -> !llvm.ptr
    %151 = llvm.getelementptr %150[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %152 = llvm.load %151 : !llvm.ptr -> i32
    %153 = llvm.getelementptr %150[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %154 = llvm.load %153 : !llvm.ptr -> !llvm.ptr
    %155 = llvm.mlir.constant(2 : i32) : i32
    %156 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb31(%156 : i32)
  ^bb25(%157: i32):  // 2 preds: ^bb27, ^bb29
    %158 = llvm.getelementptr %154[%157] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %159 = llvm.getelementptr %158[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %155, %159 : i32, !llvm.ptr
    %160 = llvm.getelementptr %158[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %160 : i32, !llvm.ptr
    llvm.br ^bb32
  ^bb26:  // pred: ^bb28
    %161 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %162 = llvm.mlir.constant(0 : index) : i64
    %163 = llvm.getelementptr %161[%162, %162] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %164 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %165 = llvm.mlir.constant(0 : index) : i64
    %166 = llvm.getelementptr %164[%165, %165] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %167 = llvm.call @printf(%166, %163) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb27:  // pred: ^bb28
    %168 = llvm.mlir.constant(1 : i32) : i32
    %169 = llvm.add %152, %168 : i32
    llvm.store %169, %151 : i32, !llvm.ptr
    llvm.br ^bb25(%152 : i32)
  ^bb28:  // pred: ^bb31
    %170 = llvm.mlir.constant(17 : i32) : i32
    %171 = llvm.icmp "uge" %152, %170 : i32
    llvm.cond_br %171, ^bb26, ^bb27
  ^bb29:  // pred: ^bb30
    llvm.br ^bb25(%178 : i32)
  ^bb30:  // pred: ^bb31
    %172 = llvm.getelementptr %154[%178] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %173 = llvm.getelementptr %172[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %174 = llvm.load %173 : !llvm.ptr -> i32
    %175 = llvm.icmp "eq" %174, %155 : i32
    %176 = llvm.mlir.constant(1 : i32) : i32
    %177 = llvm.add %178, %176 : i32
    llvm.cond_br %175, ^bb29, ^bb31(%177 : i32)
  ^bb31(%178: i32):  // 2 preds: ^bb24, ^bb30
    %179 = llvm.icmp "uge" %178, %152 : i32
    llvm.cond_br %179, ^bb28, ^bb30
  ^bb32:  // pred: ^bb25
    %180 = cuda.launch_ex @kernels::@kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0<%116> (%arg3, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %181 = builtin.unrealized_conversion_cast %180 : !cuda.result to i32
    cuda.return_if_error %181 : i32
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_ha125a506(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_spli_ha212339c(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
