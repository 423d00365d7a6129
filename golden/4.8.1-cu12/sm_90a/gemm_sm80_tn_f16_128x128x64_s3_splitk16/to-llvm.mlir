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
  llvm.mlir.global internal constant @printfFormat_2("\0AError: kernel '@kernels::@kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 16>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(33536 : i32) : i32
      %1 = llvm.mlir.constant(8384 : i32) : i32
      %2 = llvm.mlir.constant(2048 : i32) : i32
      %3 = llvm.mlir.constant(10240 : i32) : i32
      %4 = llvm.mlir.constant(113 : i32) : i32
      %5 = llvm.mlir.constant(104 : i32) : i32
      %6 = llvm.mlir.constant(97 : i32) : i32
      %7 = llvm.mlir.constant(81 : i32) : i32
      %8 = llvm.mlir.constant(65 : i32) : i32
      %9 = llvm.mlir.constant(49 : i32) : i32
      %10 = llvm.mlir.constant(33 : i32) : i32
      %11 = llvm.mlir.constant(17 : i32) : i32
      %12 = llvm.mlir.constant(112 : i32) : i32
      %13 = llvm.mlir.constant(96 : i32) : i32
      %14 = llvm.mlir.constant(80 : i32) : i32
      %15 = llvm.mlir.constant(48 : i32) : i32
      %16 = llvm.mlir.constant(-24 : i32) : i32
      %17 = llvm.mlir.constant(134144 : i32) : i32
      %18 = llvm.mlir.constant(1048000 : i32) : i32
      %19 = llvm.mlir.constant(81920 : i32) : i32
      %20 = llvm.mlir.constant(40 : i32) : i32
      %21 = llvm.mlir.constant(16 : i64) : i64
      %22 = llvm.mlir.constant(1024 : i64) : i64
      %23 = llvm.mlir.constant(true) : i1
      %24 = llvm.mlir.constant(31 : i32) : i32
      %25 = llvm.mlir.constant(-1 : i32) : i32
      %26 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %27 = llvm.mlir.constant(72 : i32) : i32
      %28 = llvm.mlir.constant(-16 : i64) : i64
      %29 = llvm.mlir.constant(640 : i32) : i32
      %30 = llvm.mlir.constant(64 : i32) : i32
      %31 = llvm.mlir.constant(512 : i32) : i32
      %32 = llvm.mlir.constant(448 : i32) : i32
      %33 = llvm.mlir.constant(3 : i32) : i32
      %34 = llvm.mlir.constant(0 : i8) : i8
      %35 = llvm.mlir.constant(0 : i32) : i32
      %36 = llvm.mlir.constant(2 : i32) : i32
      %37 = llvm.mlir.constant(4 : i32) : i32
      %38 = llvm.mlir.constant(16 : i32) : i32
      %39 = llvm.mlir.constant(32 : i32) : i32
      %40 = llvm.mlir.constant(1048 : i32) : i32
      %41 = llvm.mlir.constant(16768 : i32) : i32
      %42 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %43 = llvm.mlir.constant(1024 : i32) : i32
      %44 = llvm.mlir.constant(-16 : i32) : i32
      %45 = llvm.mlir.constant(256 : i32) : i32
      %46 = llvm.mlir.constant(-32 : i32) : i32
      %47 = llvm.mlir.constant(1000 : i32) : i32
      %48 = llvm.mlir.constant(15 : i64) : i64
      %49 = llvm.mlir.constant(0.000000e+00 : f16) : f16
      %50 = llvm.mlir.constant(24 : i32) : i32
      %51 = llvm.mlir.constant(8 : i32) : i32
      %52 = llvm.mlir.constant(192 : i32) : i32
      %53 = llvm.mlir.constant(128 : i32) : i32
      %54 = llvm.mlir.constant(1 : i32) : i32
      %55 = llvm.alloca %53 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %53 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %53 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %53 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %52 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %52 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %51 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %51 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %51 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %51 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.ptrtoint %26 : !llvm.ptr<3> to i32
      %66 = nvvm.shfl.sync idx %25, %65, %35, %24 : i32 -> i32
      %67 = llvm.zext %66 : i32 to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%68, %22 : !llvm.ptr<3>, i64)] : i1
      %69 = llvm.ptrtoint %68 : !llvm.ptr<3> to i64
      %70 = llvm.inttoptr %69 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%70, %21 : !llvm.ptr<3>, i64)] : i1
      %71 = llvm.getelementptr %68[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %72 = llvm.ptrtoint %71 : !llvm.ptr<3> to i64
      %73 = llvm.inttoptr %72 : i64 to !llvm.ptr<3>
      llvm.intr.assume %23 ["align"(%73, %21 : !llvm.ptr<3>, i64)] : i1
      %74 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %75 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %76 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %77 = llvm.sdiv %75, %27 : i32
      %78 = llvm.mul %77, %27 : i32
      %79 = llvm.icmp "ne" %75, %78 : i32
      %80 = llvm.mlir.constant(0 : i32) : i32
      %81 = llvm.icmp "slt" %75, %80 : i32
      %82 = llvm.mlir.constant(false) : i1
      %83 = llvm.icmp "ne" %81, %82 : i1
      %84 = llvm.and %79, %83 : i1
      %85 = llvm.mlir.constant(-1 : i32) : i32
      %86 = llvm.add %77, %85 : i32
      %87 = llvm.select %84, %86, %77 : i1, i32
      %88 = llvm.mul %87, %51 : i32
      %89 = llvm.sub %51, %88 : i32
      %90 = llvm.intr.smin(%89, %51) : (i32, i32) -> i32
      %91 = llvm.mul %87, %27 : i32
      %92 = llvm.sub %75, %91 : i32
      %93 = llvm.srem %92, %90 : i32
      %94 = llvm.add %88, %93 : i32
      %95 = llvm.sdiv %92, %90 : i32
      %96 = llvm.mul %95, %90 : i32
      %97 = llvm.icmp "ne" %92, %96 : i32
      %98 = llvm.mlir.constant(0 : i32) : i32
      %99 = llvm.icmp "slt" %92, %98 : i32
      %100 = llvm.icmp "slt" %90, %98 : i32
      %101 = llvm.icmp "ne" %99, %100 : i1
      %102 = llvm.and %97, %101 : i1
      %103 = llvm.mlir.constant(-1 : i32) : i32
      %104 = llvm.add %95, %103 : i32
      %105 = llvm.select %102, %104, %95 : i1, i32
      %106 = llvm.mul %76, %20 overflow<nsw> : i32
      %107 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %108 = llvm.getelementptr %107[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %109 = llvm.mul %94, %19 overflow<nsw> : i32
      %110 = llvm.getelementptr %108[%109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %111 = llvm.mul %76, %20 overflow<nsw> : i32
      %112 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %113 = llvm.getelementptr %112[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %114 = llvm.mul %105, %19 overflow<nsw> : i32
      %115 = llvm.getelementptr %113[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %116 = llvm.mul %76, %18 overflow<nsw> : i32
      %117 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %118 = llvm.getelementptr %117[%116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %119 = llvm.mul %94, %17 overflow<nsw> : i32
      %120 = llvm.mul %105, %53 overflow<nsw> : i32
      %121 = llvm.add %119, %120 overflow<nsw> : i32
      %122 = llvm.getelementptr %118[%121] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %123 = llvm.mul %94, %53 overflow<nsw> : i32
      %124 = llvm.mul %105, %53 overflow<nsw> : i32
      %125 = llvm.mul %94, %53 overflow<nsw> : i32
      %126 = llvm.mul %105, %53 overflow<nsw> : i32
      %127 = llvm.getelementptr %110[-24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %128 = llvm.getelementptr %115[-24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %129 = llvm.ptrtoint %127 : !llvm.ptr<1> to i64
      %130 = llvm.add %129, %48 : i64
      %131 = llvm.and %130, %28 : i64
      %132 = llvm.inttoptr %131 : i64 to !llvm.ptr<1>
      llvm.intr.assume %23 ["align"(%132, %21 : !llvm.ptr<1>, i64)] : i1
      %133 = llvm.ptrtoint %128 : !llvm.ptr<1> to i64
      %134 = llvm.add %133, %48 : i64
      %135 = llvm.and %134, %28 : i64
      %136 = llvm.inttoptr %135 : i64 to !llvm.ptr<1>
      llvm.intr.assume %23 ["align"(%136, %21 : !llvm.ptr<1>, i64)] : i1
      %137 = llvm.sdiv %74, %51 : i32
      %138 = llvm.srem %74, %51 : i32
      %139 = llvm.mul %138, %51 overflow<nsw> : i32
      %140 = llvm.mul %137, %29 overflow<nsw> : i32
      %141 = llvm.add %139, %140 overflow<nsw> : i32
      %142 = llvm.getelementptr %132[%141] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %143 = llvm.srem %137, %51 : i32
      %144 = llvm.mul %143, %30 overflow<nsw> : i32
      %145 = llvm.add %139, %144 overflow<nsw> : i32
      %146 = llvm.sdiv %137, %51 : i32
      %147 = llvm.mul %146, %31 overflow<nsw> : i32
      %148 = llvm.and %145, %32 : i32
      %149 = llvm.lshr %148, %33 : i32
      %150 = llvm.xor %145, %149 : i32
      %151 = llvm.add %150, %147 overflow<nsw> : i32
      %152 = llvm.getelementptr %70[%151] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %153 = llvm.add %123, %137 overflow<nsw> : i32
      %154 = llvm.add %139, %16 overflow<nsw> : i32
      %155 = llvm.getelementptr %136[%141] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %156 = llvm.getelementptr %73[%151] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %157 = llvm.add %124, %137 overflow<nsw> : i32
      %158 = llvm.add %139, %16 overflow<nsw> : i32
      %159 = llvm.icmp "slt" %153, %47 : i32
      %160 = llvm.zext %159 : i1 to i8
      llvm.store %160, %64 {alignment = 32 : i64} : i8, !llvm.ptr
      %161 = llvm.add %153, %38 overflow<nsw> : i32
      %162 = llvm.icmp "slt" %161, %47 : i32
      %163 = llvm.zext %162 : i1 to i8
      %164 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %163, %164 {alignment = 1 : i64} : i8, !llvm.ptr
      %165 = llvm.add %153, %39 overflow<nsw> : i32
      %166 = llvm.icmp "slt" %165, %47 : i32
      %167 = llvm.zext %166 : i1 to i8
      %168 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %167, %168 {alignment = 2 : i64} : i8, !llvm.ptr
      %169 = llvm.add %153, %15 overflow<nsw> : i32
      %170 = llvm.icmp "slt" %169, %47 : i32
      %171 = llvm.zext %170 : i1 to i8
      %172 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %171, %172 {alignment = 1 : i64} : i8, !llvm.ptr
      %173 = llvm.add %153, %30 overflow<nsw> : i32
      %174 = llvm.icmp "slt" %173, %47 : i32
      %175 = llvm.zext %174 : i1 to i8
      %176 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %175, %176 {alignment = 4 : i64} : i8, !llvm.ptr
      %177 = llvm.add %153, %14 overflow<nsw> : i32
      %178 = llvm.icmp "slt" %177, %47 : i32
      %179 = llvm.zext %178 : i1 to i8
      %180 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %179, %180 {alignment = 1 : i64} : i8, !llvm.ptr
      %181 = llvm.add %153, %13 overflow<nsw> : i32
      %182 = llvm.icmp "slt" %181, %47 : i32
      %183 = llvm.zext %182 : i1 to i8
      %184 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %183, %184 {alignment = 2 : i64} : i8, !llvm.ptr
      %185 = llvm.add %153, %12 overflow<nsw> : i32
      %186 = llvm.icmp "slt" %185, %47 : i32
      %187 = llvm.zext %186 : i1 to i8
      %188 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %187, %188 {alignment = 1 : i64} : i8, !llvm.ptr
      %189 = llvm.icmp "slt" %157, %40 : i32
      %190 = llvm.zext %189 : i1 to i8
      llvm.store %190, %63 {alignment = 32 : i64} : i8, !llvm.ptr
      %191 = llvm.add %157, %38 overflow<nsw> : i32
      %192 = llvm.icmp "slt" %191, %40 : i32
      %193 = llvm.zext %192 : i1 to i8
      %194 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %193, %194 {alignment = 1 : i64} : i8, !llvm.ptr
      %195 = llvm.add %157, %39 overflow<nsw> : i32
      %196 = llvm.icmp "slt" %195, %40 : i32
      %197 = llvm.zext %196 : i1 to i8
      %198 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %197, %198 {alignment = 2 : i64} : i8, !llvm.ptr
      %199 = llvm.add %157, %15 overflow<nsw> : i32
      %200 = llvm.icmp "slt" %199, %40 : i32
      %201 = llvm.zext %200 : i1 to i8
      %202 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %201, %202 {alignment = 1 : i64} : i8, !llvm.ptr
      %203 = llvm.add %157, %30 overflow<nsw> : i32
      %204 = llvm.icmp "slt" %203, %40 : i32
      %205 = llvm.zext %204 : i1 to i8
      %206 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %205, %206 {alignment = 4 : i64} : i8, !llvm.ptr
      %207 = llvm.add %157, %14 overflow<nsw> : i32
      %208 = llvm.icmp "slt" %207, %40 : i32
      %209 = llvm.zext %208 : i1 to i8
      %210 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %209, %210 {alignment = 1 : i64} : i8, !llvm.ptr
      %211 = llvm.add %157, %13 overflow<nsw> : i32
      %212 = llvm.icmp "slt" %211, %40 : i32
      %213 = llvm.zext %212 : i1 to i8
      %214 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %213, %214 {alignment = 2 : i64} : i8, !llvm.ptr
      %215 = llvm.add %157, %12 overflow<nsw> : i32
      %216 = llvm.icmp "slt" %215, %40 : i32
      %217 = llvm.zext %216 : i1 to i8
      %218 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %217, %218 {alignment = 1 : i64} : i8, !llvm.ptr
      %219 = llvm.icmp "sgt" %154, %25 : i32
      %220 = llvm.load %64 {alignment = 32 : i64} : !llvm.ptr -> i8
      %221 = llvm.icmp "ne" %220, %34 : i8
      %222 = llvm.and %221, %219 : i1
      %223 = llvm.zext %222 : i1 to i8
      llvm.store %223, %62 {alignment = 32 : i64} : i8, !llvm.ptr
      %224 = llvm.icmp "sgt" %154, %25 : i32
      %225 = llvm.load %164 {alignment = 1 : i64} : !llvm.ptr -> i8
      %226 = llvm.icmp "ne" %225, %34 : i8
      %227 = llvm.and %226, %224 : i1
      %228 = llvm.zext %227 : i1 to i8
      %229 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %228, %229 {alignment = 1 : i64} : i8, !llvm.ptr
      %230 = llvm.icmp "sgt" %154, %25 : i32
      %231 = llvm.load %168 {alignment = 2 : i64} : !llvm.ptr -> i8
      %232 = llvm.icmp "ne" %231, %34 : i8
      %233 = llvm.and %232, %230 : i1
      %234 = llvm.zext %233 : i1 to i8
      %235 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %234, %235 {alignment = 2 : i64} : i8, !llvm.ptr
      %236 = llvm.icmp "sgt" %154, %25 : i32
      %237 = llvm.load %172 {alignment = 1 : i64} : !llvm.ptr -> i8
      %238 = llvm.icmp "ne" %237, %34 : i8
      %239 = llvm.and %238, %236 : i1
      %240 = llvm.zext %239 : i1 to i8
      %241 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %240, %241 {alignment = 1 : i64} : i8, !llvm.ptr
      %242 = llvm.icmp "sgt" %154, %25 : i32
      %243 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i8
      %244 = llvm.icmp "ne" %243, %34 : i8
      %245 = llvm.and %244, %242 : i1
      %246 = llvm.zext %245 : i1 to i8
      %247 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %246, %247 {alignment = 4 : i64} : i8, !llvm.ptr
      %248 = llvm.icmp "sgt" %154, %25 : i32
      %249 = llvm.load %180 {alignment = 1 : i64} : !llvm.ptr -> i8
      %250 = llvm.icmp "ne" %249, %34 : i8
      %251 = llvm.and %250, %248 : i1
      %252 = llvm.zext %251 : i1 to i8
      %253 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %252, %253 {alignment = 1 : i64} : i8, !llvm.ptr
      %254 = llvm.icmp "sgt" %154, %25 : i32
      %255 = llvm.load %184 {alignment = 2 : i64} : !llvm.ptr -> i8
      %256 = llvm.icmp "ne" %255, %34 : i8
      %257 = llvm.and %256, %254 : i1
      %258 = llvm.zext %257 : i1 to i8
      %259 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %258, %259 {alignment = 2 : i64} : i8, !llvm.ptr
      %260 = llvm.icmp "sgt" %154, %25 : i32
      %261 = llvm.load %188 {alignment = 1 : i64} : !llvm.ptr -> i8
      %262 = llvm.icmp "ne" %261, %34 : i8
      %263 = llvm.and %262, %260 : i1
      %264 = llvm.zext %263 : i1 to i8
      %265 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %264, %265 {alignment = 1 : i64} : i8, !llvm.ptr
      %266 = llvm.icmp "sgt" %158, %25 : i32
      %267 = llvm.load %63 {alignment = 32 : i64} : !llvm.ptr -> i8
      %268 = llvm.icmp "ne" %267, %34 : i8
      %269 = llvm.and %268, %266 : i1
      %270 = llvm.zext %269 : i1 to i8
      llvm.store %270, %61 {alignment = 32 : i64} : i8, !llvm.ptr
      %271 = llvm.icmp "sgt" %158, %25 : i32
      %272 = llvm.load %194 {alignment = 1 : i64} : !llvm.ptr -> i8
      %273 = llvm.icmp "ne" %272, %34 : i8
      %274 = llvm.and %273, %271 : i1
      %275 = llvm.zext %274 : i1 to i8
      %276 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %275, %276 {alignment = 1 : i64} : i8, !llvm.ptr
      %277 = llvm.icmp "sgt" %158, %25 : i32
      %278 = llvm.load %198 {alignment = 2 : i64} : !llvm.ptr -> i8
      %279 = llvm.icmp "ne" %278, %34 : i8
      %280 = llvm.and %279, %277 : i1
      %281 = llvm.zext %280 : i1 to i8
      %282 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %281, %282 {alignment = 2 : i64} : i8, !llvm.ptr
      %283 = llvm.icmp "sgt" %158, %25 : i32
      %284 = llvm.load %202 {alignment = 1 : i64} : !llvm.ptr -> i8
      %285 = llvm.icmp "ne" %284, %34 : i8
      %286 = llvm.and %285, %283 : i1
      %287 = llvm.zext %286 : i1 to i8
      %288 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %287, %288 {alignment = 1 : i64} : i8, !llvm.ptr
      %289 = llvm.icmp "sgt" %158, %25 : i32
      %290 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i8
      %291 = llvm.icmp "ne" %290, %34 : i8
      %292 = llvm.and %291, %289 : i1
      %293 = llvm.zext %292 : i1 to i8
      %294 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %293, %294 {alignment = 4 : i64} : i8, !llvm.ptr
      %295 = llvm.icmp "sgt" %158, %25 : i32
      %296 = llvm.load %210 {alignment = 1 : i64} : !llvm.ptr -> i8
      %297 = llvm.icmp "ne" %296, %34 : i8
      %298 = llvm.and %297, %295 : i1
      %299 = llvm.zext %298 : i1 to i8
      %300 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %299, %300 {alignment = 1 : i64} : i8, !llvm.ptr
      %301 = llvm.icmp "sgt" %158, %25 : i32
      %302 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %303 = llvm.icmp "ne" %302, %34 : i8
      %304 = llvm.and %303, %301 : i1
      %305 = llvm.zext %304 : i1 to i8
      %306 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %305, %306 {alignment = 2 : i64} : i8, !llvm.ptr
      %307 = llvm.icmp "sgt" %158, %25 : i32
      %308 = llvm.load %218 {alignment = 1 : i64} : !llvm.ptr -> i8
      %309 = llvm.icmp "ne" %308, %34 : i8
      %310 = llvm.and %309, %307 : i1
      %311 = llvm.zext %310 : i1 to i8
      %312 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %311, %312 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %49, %60 {alignment = 32 : i64} : f16, !llvm.ptr
      %313 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %313 {alignment = 2 : i64} : f16, !llvm.ptr
      %314 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %314 {alignment = 4 : i64} : f16, !llvm.ptr
      %315 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %315 {alignment = 2 : i64} : f16, !llvm.ptr
      %316 = llvm.getelementptr %60[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %316 {alignment = 8 : i64} : f16, !llvm.ptr
      %317 = llvm.getelementptr %60[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %317 {alignment = 2 : i64} : f16, !llvm.ptr
      %318 = llvm.getelementptr %60[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %318 {alignment = 4 : i64} : f16, !llvm.ptr
      %319 = llvm.getelementptr %60[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %319 {alignment = 2 : i64} : f16, !llvm.ptr
      %320 = llvm.getelementptr %60[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %320 {alignment = 16 : i64} : f16, !llvm.ptr
      %321 = llvm.getelementptr %60[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %321 {alignment = 2 : i64} : f16, !llvm.ptr
      %322 = llvm.getelementptr %60[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %322 {alignment = 4 : i64} : f16, !llvm.ptr
      %323 = llvm.getelementptr %60[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %323 {alignment = 2 : i64} : f16, !llvm.ptr
      %324 = llvm.getelementptr %60[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %324 {alignment = 8 : i64} : f16, !llvm.ptr
      %325 = llvm.getelementptr %60[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %325 {alignment = 2 : i64} : f16, !llvm.ptr
      %326 = llvm.getelementptr %60[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %326 {alignment = 4 : i64} : f16, !llvm.ptr
      %327 = llvm.getelementptr %60[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %327 {alignment = 2 : i64} : f16, !llvm.ptr
      %328 = llvm.getelementptr %60[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %328 {alignment = 32 : i64} : f16, !llvm.ptr
      %329 = llvm.getelementptr %60[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %329 {alignment = 2 : i64} : f16, !llvm.ptr
      %330 = llvm.getelementptr %60[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %330 {alignment = 4 : i64} : f16, !llvm.ptr
      %331 = llvm.getelementptr %60[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %331 {alignment = 2 : i64} : f16, !llvm.ptr
      %332 = llvm.getelementptr %60[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %332 {alignment = 8 : i64} : f16, !llvm.ptr
      %333 = llvm.getelementptr %60[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %333 {alignment = 2 : i64} : f16, !llvm.ptr
      %334 = llvm.getelementptr %60[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %334 {alignment = 4 : i64} : f16, !llvm.ptr
      %335 = llvm.getelementptr %60[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %335 {alignment = 2 : i64} : f16, !llvm.ptr
      %336 = llvm.getelementptr %60[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %336 {alignment = 16 : i64} : f16, !llvm.ptr
      %337 = llvm.getelementptr %60[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %337 {alignment = 2 : i64} : f16, !llvm.ptr
      %338 = llvm.getelementptr %60[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %338 {alignment = 4 : i64} : f16, !llvm.ptr
      %339 = llvm.getelementptr %60[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %339 {alignment = 2 : i64} : f16, !llvm.ptr
      %340 = llvm.getelementptr %60[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %340 {alignment = 8 : i64} : f16, !llvm.ptr
      %341 = llvm.getelementptr %60[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %341 {alignment = 2 : i64} : f16, !llvm.ptr
      %342 = llvm.getelementptr %60[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %342 {alignment = 4 : i64} : f16, !llvm.ptr
      %343 = llvm.getelementptr %60[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %343 {alignment = 2 : i64} : f16, !llvm.ptr
      %344 = llvm.getelementptr %60[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %344 {alignment = 32 : i64} : f16, !llvm.ptr
      %345 = llvm.getelementptr %60[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %345 {alignment = 2 : i64} : f16, !llvm.ptr
      %346 = llvm.getelementptr %60[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %346 {alignment = 4 : i64} : f16, !llvm.ptr
      %347 = llvm.getelementptr %60[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %347 {alignment = 2 : i64} : f16, !llvm.ptr
      %348 = llvm.getelementptr %60[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %348 {alignment = 8 : i64} : f16, !llvm.ptr
      %349 = llvm.getelementptr %60[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %349 {alignment = 2 : i64} : f16, !llvm.ptr
      %350 = llvm.getelementptr %60[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %350 {alignment = 4 : i64} : f16, !llvm.ptr
      %351 = llvm.getelementptr %60[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %351 {alignment = 2 : i64} : f16, !llvm.ptr
      %352 = llvm.getelementptr %60[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %352 {alignment = 16 : i64} : f16, !llvm.ptr
      %353 = llvm.getelementptr %60[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %353 {alignment = 2 : i64} : f16, !llvm.ptr
      %354 = llvm.getelementptr %60[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %354 {alignment = 4 : i64} : f16, !llvm.ptr
      %355 = llvm.getelementptr %60[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %355 {alignment = 2 : i64} : f16, !llvm.ptr
      %356 = llvm.getelementptr %60[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %356 {alignment = 8 : i64} : f16, !llvm.ptr
      %357 = llvm.getelementptr %60[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %357 {alignment = 2 : i64} : f16, !llvm.ptr
      %358 = llvm.getelementptr %60[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %358 {alignment = 4 : i64} : f16, !llvm.ptr
      %359 = llvm.getelementptr %60[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %359 {alignment = 2 : i64} : f16, !llvm.ptr
      %360 = llvm.getelementptr %60[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %360 {alignment = 32 : i64} : f16, !llvm.ptr
      %361 = llvm.getelementptr %60[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %361 {alignment = 2 : i64} : f16, !llvm.ptr
      %362 = llvm.getelementptr %60[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %362 {alignment = 4 : i64} : f16, !llvm.ptr
      %363 = llvm.getelementptr %60[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %363 {alignment = 2 : i64} : f16, !llvm.ptr
      %364 = llvm.getelementptr %60[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %364 {alignment = 8 : i64} : f16, !llvm.ptr
      %365 = llvm.getelementptr %60[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %365 {alignment = 2 : i64} : f16, !llvm.ptr
      %366 = llvm.getelementptr %60[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %366 {alignment = 4 : i64} : f16, !llvm.ptr
      %367 = llvm.getelementptr %60[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %367 {alignment = 2 : i64} : f16, !llvm.ptr
      %368 = llvm.getelementptr %60[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %368 {alignment = 16 : i64} : f16, !llvm.ptr
      %369 = llvm.getelementptr %60[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %369 {alignment = 2 : i64} : f16, !llvm.ptr
      %370 = llvm.getelementptr %60[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %370 {alignment = 4 : i64} : f16, !llvm.ptr
      %371 = llvm.getelementptr %60[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %371 {alignment = 2 : i64} : f16, !llvm.ptr
      %372 = llvm.getelementptr %60[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %372 {alignment = 8 : i64} : f16, !llvm.ptr
      %373 = llvm.getelementptr %60[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %373 {alignment = 2 : i64} : f16, !llvm.ptr
      %374 = llvm.getelementptr %60[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %374 {alignment = 4 : i64} : f16, !llvm.ptr
      %375 = llvm.getelementptr %60[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %375 {alignment = 2 : i64} : f16, !llvm.ptr
      %376 = llvm.getelementptr %60[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %376 {alignment = 32 : i64} : f16, !llvm.ptr
      %377 = llvm.getelementptr %60[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %377 {alignment = 2 : i64} : f16, !llvm.ptr
      %378 = llvm.getelementptr %60[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %378 {alignment = 4 : i64} : f16, !llvm.ptr
      %379 = llvm.getelementptr %60[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %379 {alignment = 2 : i64} : f16, !llvm.ptr
      %380 = llvm.getelementptr %60[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %380 {alignment = 8 : i64} : f16, !llvm.ptr
      %381 = llvm.getelementptr %60[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %381 {alignment = 2 : i64} : f16, !llvm.ptr
      %382 = llvm.getelementptr %60[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %382 {alignment = 4 : i64} : f16, !llvm.ptr
      %383 = llvm.getelementptr %60[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %383 {alignment = 2 : i64} : f16, !llvm.ptr
      %384 = llvm.getelementptr %60[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %384 {alignment = 16 : i64} : f16, !llvm.ptr
      %385 = llvm.getelementptr %60[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %385 {alignment = 2 : i64} : f16, !llvm.ptr
      %386 = llvm.getelementptr %60[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %386 {alignment = 4 : i64} : f16, !llvm.ptr
      %387 = llvm.getelementptr %60[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %387 {alignment = 2 : i64} : f16, !llvm.ptr
      %388 = llvm.getelementptr %60[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %388 {alignment = 8 : i64} : f16, !llvm.ptr
      %389 = llvm.getelementptr %60[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %389 {alignment = 2 : i64} : f16, !llvm.ptr
      %390 = llvm.getelementptr %60[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %390 {alignment = 4 : i64} : f16, !llvm.ptr
      %391 = llvm.getelementptr %60[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %391 {alignment = 2 : i64} : f16, !llvm.ptr
      %392 = llvm.getelementptr %60[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %392 {alignment = 32 : i64} : f16, !llvm.ptr
      %393 = llvm.getelementptr %60[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %393 {alignment = 2 : i64} : f16, !llvm.ptr
      %394 = llvm.getelementptr %60[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %394 {alignment = 4 : i64} : f16, !llvm.ptr
      %395 = llvm.getelementptr %60[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %395 {alignment = 2 : i64} : f16, !llvm.ptr
      %396 = llvm.getelementptr %60[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %396 {alignment = 8 : i64} : f16, !llvm.ptr
      %397 = llvm.getelementptr %60[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %397 {alignment = 2 : i64} : f16, !llvm.ptr
      %398 = llvm.getelementptr %60[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %398 {alignment = 4 : i64} : f16, !llvm.ptr
      %399 = llvm.getelementptr %60[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %399 {alignment = 2 : i64} : f16, !llvm.ptr
      %400 = llvm.getelementptr %60[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %400 {alignment = 16 : i64} : f16, !llvm.ptr
      %401 = llvm.getelementptr %60[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %401 {alignment = 2 : i64} : f16, !llvm.ptr
      %402 = llvm.getelementptr %60[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %402 {alignment = 4 : i64} : f16, !llvm.ptr
      %403 = llvm.getelementptr %60[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %403 {alignment = 2 : i64} : f16, !llvm.ptr
      %404 = llvm.getelementptr %60[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %404 {alignment = 8 : i64} : f16, !llvm.ptr
      %405 = llvm.getelementptr %60[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %405 {alignment = 2 : i64} : f16, !llvm.ptr
      %406 = llvm.getelementptr %60[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %406 {alignment = 4 : i64} : f16, !llvm.ptr
      %407 = llvm.getelementptr %60[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %407 {alignment = 2 : i64} : f16, !llvm.ptr
      %408 = llvm.getelementptr %60[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %408 {alignment = 32 : i64} : f16, !llvm.ptr
      %409 = llvm.getelementptr %60[97] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %409 {alignment = 2 : i64} : f16, !llvm.ptr
      %410 = llvm.getelementptr %60[98] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %410 {alignment = 4 : i64} : f16, !llvm.ptr
      %411 = llvm.getelementptr %60[99] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %411 {alignment = 2 : i64} : f16, !llvm.ptr
      %412 = llvm.getelementptr %60[100] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %412 {alignment = 8 : i64} : f16, !llvm.ptr
      %413 = llvm.getelementptr %60[101] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %413 {alignment = 2 : i64} : f16, !llvm.ptr
      %414 = llvm.getelementptr %60[102] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %414 {alignment = 4 : i64} : f16, !llvm.ptr
      %415 = llvm.getelementptr %60[103] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %415 {alignment = 2 : i64} : f16, !llvm.ptr
      %416 = llvm.getelementptr %60[104] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %416 {alignment = 16 : i64} : f16, !llvm.ptr
      %417 = llvm.getelementptr %60[105] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %417 {alignment = 2 : i64} : f16, !llvm.ptr
      %418 = llvm.getelementptr %60[106] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %418 {alignment = 4 : i64} : f16, !llvm.ptr
      %419 = llvm.getelementptr %60[107] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %419 {alignment = 2 : i64} : f16, !llvm.ptr
      %420 = llvm.getelementptr %60[108] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %420 {alignment = 8 : i64} : f16, !llvm.ptr
      %421 = llvm.getelementptr %60[109] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %421 {alignment = 2 : i64} : f16, !llvm.ptr
      %422 = llvm.getelementptr %60[110] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %422 {alignment = 4 : i64} : f16, !llvm.ptr
      %423 = llvm.getelementptr %60[111] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %423 {alignment = 2 : i64} : f16, !llvm.ptr
      %424 = llvm.getelementptr %60[112] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %424 {alignment = 32 : i64} : f16, !llvm.ptr
      %425 = llvm.getelementptr %60[113] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %425 {alignment = 2 : i64} : f16, !llvm.ptr
      %426 = llvm.getelementptr %60[114] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %426 {alignment = 4 : i64} : f16, !llvm.ptr
      %427 = llvm.getelementptr %60[115] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %427 {alignment = 2 : i64} : f16, !llvm.ptr
      %428 = llvm.getelementptr %60[116] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %428 {alignment = 8 : i64} : f16, !llvm.ptr
      %429 = llvm.getelementptr %60[117] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %429 {alignment = 2 : i64} : f16, !llvm.ptr
      %430 = llvm.getelementptr %60[118] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %430 {alignment = 4 : i64} : f16, !llvm.ptr
      %431 = llvm.getelementptr %60[119] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %431 {alignment = 2 : i64} : f16, !llvm.ptr
      %432 = llvm.getelementptr %60[120] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %432 {alignment = 16 : i64} : f16, !llvm.ptr
      %433 = llvm.getelementptr %60[121] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %433 {alignment = 2 : i64} : f16, !llvm.ptr
      %434 = llvm.getelementptr %60[122] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %434 {alignment = 4 : i64} : f16, !llvm.ptr
      %435 = llvm.getelementptr %60[123] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %435 {alignment = 2 : i64} : f16, !llvm.ptr
      %436 = llvm.getelementptr %60[124] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %436 {alignment = 8 : i64} : f16, !llvm.ptr
      %437 = llvm.getelementptr %60[125] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %437 {alignment = 2 : i64} : f16, !llvm.ptr
      %438 = llvm.getelementptr %60[126] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %438 {alignment = 4 : i64} : f16, !llvm.ptr
      %439 = llvm.getelementptr %60[127] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %439 {alignment = 2 : i64} : f16, !llvm.ptr
      %440 = llvm.getelementptr %60[128] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %440 {alignment = 32 : i64} : f16, !llvm.ptr
      %441 = llvm.getelementptr %60[129] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %441 {alignment = 2 : i64} : f16, !llvm.ptr
      %442 = llvm.getelementptr %60[130] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %442 {alignment = 4 : i64} : f16, !llvm.ptr
      %443 = llvm.getelementptr %60[131] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %443 {alignment = 2 : i64} : f16, !llvm.ptr
      %444 = llvm.getelementptr %60[132] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %444 {alignment = 8 : i64} : f16, !llvm.ptr
      %445 = llvm.getelementptr %60[133] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %445 {alignment = 2 : i64} : f16, !llvm.ptr
      %446 = llvm.getelementptr %60[134] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %446 {alignment = 4 : i64} : f16, !llvm.ptr
      %447 = llvm.getelementptr %60[135] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %447 {alignment = 2 : i64} : f16, !llvm.ptr
      %448 = llvm.getelementptr %60[136] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %448 {alignment = 16 : i64} : f16, !llvm.ptr
      %449 = llvm.getelementptr %60[137] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %449 {alignment = 2 : i64} : f16, !llvm.ptr
      %450 = llvm.getelementptr %60[138] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %450 {alignment = 4 : i64} : f16, !llvm.ptr
      %451 = llvm.getelementptr %60[139] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %451 {alignment = 2 : i64} : f16, !llvm.ptr
      %452 = llvm.getelementptr %60[140] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %452 {alignment = 8 : i64} : f16, !llvm.ptr
      %453 = llvm.getelementptr %60[141] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %453 {alignment = 2 : i64} : f16, !llvm.ptr
      %454 = llvm.getelementptr %60[142] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %454 {alignment = 4 : i64} : f16, !llvm.ptr
      %455 = llvm.getelementptr %60[143] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %455 {alignment = 2 : i64} : f16, !llvm.ptr
      %456 = llvm.getelementptr %60[144] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %456 {alignment = 32 : i64} : f16, !llvm.ptr
      %457 = llvm.getelementptr %60[145] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %457 {alignment = 2 : i64} : f16, !llvm.ptr
      %458 = llvm.getelementptr %60[146] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %458 {alignment = 4 : i64} : f16, !llvm.ptr
      %459 = llvm.getelementptr %60[147] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %459 {alignment = 2 : i64} : f16, !llvm.ptr
      %460 = llvm.getelementptr %60[148] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %460 {alignment = 8 : i64} : f16, !llvm.ptr
      %461 = llvm.getelementptr %60[149] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %461 {alignment = 2 : i64} : f16, !llvm.ptr
      %462 = llvm.getelementptr %60[150] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %462 {alignment = 4 : i64} : f16, !llvm.ptr
      %463 = llvm.getelementptr %60[151] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %463 {alignment = 2 : i64} : f16, !llvm.ptr
      %464 = llvm.getelementptr %60[152] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %464 {alignment = 16 : i64} : f16, !llvm.ptr
      %465 = llvm.getelementptr %60[153] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %465 {alignment = 2 : i64} : f16, !llvm.ptr
      %466 = llvm.getelementptr %60[154] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %466 {alignment = 4 : i64} : f16, !llvm.ptr
      %467 = llvm.getelementptr %60[155] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %467 {alignment = 2 : i64} : f16, !llvm.ptr
      %468 = llvm.getelementptr %60[156] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %468 {alignment = 8 : i64} : f16, !llvm.ptr
      %469 = llvm.getelementptr %60[157] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %469 {alignment = 2 : i64} : f16, !llvm.ptr
      %470 = llvm.getelementptr %60[158] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %470 {alignment = 4 : i64} : f16, !llvm.ptr
      %471 = llvm.getelementptr %60[159] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %471 {alignment = 2 : i64} : f16, !llvm.ptr
      %472 = llvm.getelementptr %60[160] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %472 {alignment = 32 : i64} : f16, !llvm.ptr
      %473 = llvm.getelementptr %60[161] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %473 {alignment = 2 : i64} : f16, !llvm.ptr
      %474 = llvm.getelementptr %60[162] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %474 {alignment = 4 : i64} : f16, !llvm.ptr
      %475 = llvm.getelementptr %60[163] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %475 {alignment = 2 : i64} : f16, !llvm.ptr
      %476 = llvm.getelementptr %60[164] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %476 {alignment = 8 : i64} : f16, !llvm.ptr
      %477 = llvm.getelementptr %60[165] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %477 {alignment = 2 : i64} : f16, !llvm.ptr
      %478 = llvm.getelementptr %60[166] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %478 {alignment = 4 : i64} : f16, !llvm.ptr
      %479 = llvm.getelementptr %60[167] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %479 {alignment = 2 : i64} : f16, !llvm.ptr
      %480 = llvm.getelementptr %60[168] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %480 {alignment = 16 : i64} : f16, !llvm.ptr
      %481 = llvm.getelementptr %60[169] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %481 {alignment = 2 : i64} : f16, !llvm.ptr
      %482 = llvm.getelementptr %60[170] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %482 {alignment = 4 : i64} : f16, !llvm.ptr
      %483 = llvm.getelementptr %60[171] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %483 {alignment = 2 : i64} : f16, !llvm.ptr
      %484 = llvm.getelementptr %60[172] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %484 {alignment = 8 : i64} : f16, !llvm.ptr
      %485 = llvm.getelementptr %60[173] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %485 {alignment = 2 : i64} : f16, !llvm.ptr
      %486 = llvm.getelementptr %60[174] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %486 {alignment = 4 : i64} : f16, !llvm.ptr
      %487 = llvm.getelementptr %60[175] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %487 {alignment = 2 : i64} : f16, !llvm.ptr
      %488 = llvm.getelementptr %60[176] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %488 {alignment = 32 : i64} : f16, !llvm.ptr
      %489 = llvm.getelementptr %60[177] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %489 {alignment = 2 : i64} : f16, !llvm.ptr
      %490 = llvm.getelementptr %60[178] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %490 {alignment = 4 : i64} : f16, !llvm.ptr
      %491 = llvm.getelementptr %60[179] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %491 {alignment = 2 : i64} : f16, !llvm.ptr
      %492 = llvm.getelementptr %60[180] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %492 {alignment = 8 : i64} : f16, !llvm.ptr
      %493 = llvm.getelementptr %60[181] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %493 {alignment = 2 : i64} : f16, !llvm.ptr
      %494 = llvm.getelementptr %60[182] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %494 {alignment = 4 : i64} : f16, !llvm.ptr
      %495 = llvm.getelementptr %60[183] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %495 {alignment = 2 : i64} : f16, !llvm.ptr
      %496 = llvm.getelementptr %60[184] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %496 {alignment = 16 : i64} : f16, !llvm.ptr
      %497 = llvm.getelementptr %60[185] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %497 {alignment = 2 : i64} : f16, !llvm.ptr
      %498 = llvm.getelementptr %60[186] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %498 {alignment = 4 : i64} : f16, !llvm.ptr
      %499 = llvm.getelementptr %60[187] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %499 {alignment = 2 : i64} : f16, !llvm.ptr
      %500 = llvm.getelementptr %60[188] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %500 {alignment = 8 : i64} : f16, !llvm.ptr
      %501 = llvm.getelementptr %60[189] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %501 {alignment = 2 : i64} : f16, !llvm.ptr
      %502 = llvm.getelementptr %60[190] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %502 {alignment = 4 : i64} : f16, !llvm.ptr
      %503 = llvm.getelementptr %60[191] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %503 {alignment = 2 : i64} : f16, !llvm.ptr
      llvm.br ^bb1(%35 : i32)
    ^bb1(%504: i32):  // 2 preds: ^bb0, ^bb2
      %505 = llvm.icmp "slt" %504, %50 : i32
      llvm.cond_br %505, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %506 = llvm.mul %504, %51 overflow<nsw> : i32
      %507 = llvm.getelementptr %60[%506] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %508 = llvm.mul %504, %43 overflow<nsw> : i32
      %509 = llvm.getelementptr %152[%508] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %510 = llvm.load %507 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %510, %509 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %511 = llvm.add %504, %54 : i32
      llvm.br ^bb1(%511 : i32) {loop_annotation = #loop_annotation}
    ^bb3:  // pred: ^bb1
      llvm.store %49, %59 {alignment = 32 : i64} : f16, !llvm.ptr
      %512 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %512 {alignment = 2 : i64} : f16, !llvm.ptr
      %513 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %513 {alignment = 4 : i64} : f16, !llvm.ptr
      %514 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %514 {alignment = 2 : i64} : f16, !llvm.ptr
      %515 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %515 {alignment = 8 : i64} : f16, !llvm.ptr
      %516 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %516 {alignment = 2 : i64} : f16, !llvm.ptr
      %517 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %517 {alignment = 4 : i64} : f16, !llvm.ptr
      %518 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %518 {alignment = 2 : i64} : f16, !llvm.ptr
      %519 = llvm.getelementptr %59[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %519 {alignment = 16 : i64} : f16, !llvm.ptr
      %520 = llvm.getelementptr %59[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %520 {alignment = 2 : i64} : f16, !llvm.ptr
      %521 = llvm.getelementptr %59[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %521 {alignment = 4 : i64} : f16, !llvm.ptr
      %522 = llvm.getelementptr %59[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %522 {alignment = 2 : i64} : f16, !llvm.ptr
      %523 = llvm.getelementptr %59[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %523 {alignment = 8 : i64} : f16, !llvm.ptr
      %524 = llvm.getelementptr %59[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %524 {alignment = 2 : i64} : f16, !llvm.ptr
      %525 = llvm.getelementptr %59[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %525 {alignment = 4 : i64} : f16, !llvm.ptr
      %526 = llvm.getelementptr %59[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %526 {alignment = 2 : i64} : f16, !llvm.ptr
      %527 = llvm.getelementptr %59[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %527 {alignment = 32 : i64} : f16, !llvm.ptr
      %528 = llvm.getelementptr %59[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %528 {alignment = 2 : i64} : f16, !llvm.ptr
      %529 = llvm.getelementptr %59[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %529 {alignment = 4 : i64} : f16, !llvm.ptr
      %530 = llvm.getelementptr %59[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %530 {alignment = 2 : i64} : f16, !llvm.ptr
      %531 = llvm.getelementptr %59[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %531 {alignment = 8 : i64} : f16, !llvm.ptr
      %532 = llvm.getelementptr %59[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %532 {alignment = 2 : i64} : f16, !llvm.ptr
      %533 = llvm.getelementptr %59[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %533 {alignment = 4 : i64} : f16, !llvm.ptr
      %534 = llvm.getelementptr %59[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %534 {alignment = 2 : i64} : f16, !llvm.ptr
      %535 = llvm.getelementptr %59[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %535 {alignment = 16 : i64} : f16, !llvm.ptr
      %536 = llvm.getelementptr %59[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %536 {alignment = 2 : i64} : f16, !llvm.ptr
      %537 = llvm.getelementptr %59[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %537 {alignment = 4 : i64} : f16, !llvm.ptr
      %538 = llvm.getelementptr %59[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %538 {alignment = 2 : i64} : f16, !llvm.ptr
      %539 = llvm.getelementptr %59[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %539 {alignment = 8 : i64} : f16, !llvm.ptr
      %540 = llvm.getelementptr %59[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %540 {alignment = 2 : i64} : f16, !llvm.ptr
      %541 = llvm.getelementptr %59[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %541 {alignment = 4 : i64} : f16, !llvm.ptr
      %542 = llvm.getelementptr %59[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %542 {alignment = 2 : i64} : f16, !llvm.ptr
      %543 = llvm.getelementptr %59[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %543 {alignment = 32 : i64} : f16, !llvm.ptr
      %544 = llvm.getelementptr %59[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %544 {alignment = 2 : i64} : f16, !llvm.ptr
      %545 = llvm.getelementptr %59[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %545 {alignment = 4 : i64} : f16, !llvm.ptr
      %546 = llvm.getelementptr %59[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %546 {alignment = 2 : i64} : f16, !llvm.ptr
      %547 = llvm.getelementptr %59[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %547 {alignment = 8 : i64} : f16, !llvm.ptr
      %548 = llvm.getelementptr %59[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %548 {alignment = 2 : i64} : f16, !llvm.ptr
      %549 = llvm.getelementptr %59[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %549 {alignment = 4 : i64} : f16, !llvm.ptr
      %550 = llvm.getelementptr %59[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %550 {alignment = 2 : i64} : f16, !llvm.ptr
      %551 = llvm.getelementptr %59[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %551 {alignment = 16 : i64} : f16, !llvm.ptr
      %552 = llvm.getelementptr %59[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %552 {alignment = 2 : i64} : f16, !llvm.ptr
      %553 = llvm.getelementptr %59[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %553 {alignment = 4 : i64} : f16, !llvm.ptr
      %554 = llvm.getelementptr %59[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %554 {alignment = 2 : i64} : f16, !llvm.ptr
      %555 = llvm.getelementptr %59[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %555 {alignment = 8 : i64} : f16, !llvm.ptr
      %556 = llvm.getelementptr %59[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %556 {alignment = 2 : i64} : f16, !llvm.ptr
      %557 = llvm.getelementptr %59[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %557 {alignment = 4 : i64} : f16, !llvm.ptr
      %558 = llvm.getelementptr %59[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %558 {alignment = 2 : i64} : f16, !llvm.ptr
      %559 = llvm.getelementptr %59[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %559 {alignment = 32 : i64} : f16, !llvm.ptr
      %560 = llvm.getelementptr %59[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %560 {alignment = 2 : i64} : f16, !llvm.ptr
      %561 = llvm.getelementptr %59[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %561 {alignment = 4 : i64} : f16, !llvm.ptr
      %562 = llvm.getelementptr %59[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %562 {alignment = 2 : i64} : f16, !llvm.ptr
      %563 = llvm.getelementptr %59[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %563 {alignment = 8 : i64} : f16, !llvm.ptr
      %564 = llvm.getelementptr %59[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %564 {alignment = 2 : i64} : f16, !llvm.ptr
      %565 = llvm.getelementptr %59[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %565 {alignment = 4 : i64} : f16, !llvm.ptr
      %566 = llvm.getelementptr %59[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %566 {alignment = 2 : i64} : f16, !llvm.ptr
      %567 = llvm.getelementptr %59[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %567 {alignment = 16 : i64} : f16, !llvm.ptr
      %568 = llvm.getelementptr %59[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %568 {alignment = 2 : i64} : f16, !llvm.ptr
      %569 = llvm.getelementptr %59[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %569 {alignment = 4 : i64} : f16, !llvm.ptr
      %570 = llvm.getelementptr %59[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %570 {alignment = 2 : i64} : f16, !llvm.ptr
      %571 = llvm.getelementptr %59[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %571 {alignment = 8 : i64} : f16, !llvm.ptr
      %572 = llvm.getelementptr %59[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %572 {alignment = 2 : i64} : f16, !llvm.ptr
      %573 = llvm.getelementptr %59[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %573 {alignment = 4 : i64} : f16, !llvm.ptr
      %574 = llvm.getelementptr %59[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %574 {alignment = 2 : i64} : f16, !llvm.ptr
      %575 = llvm.getelementptr %59[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %575 {alignment = 32 : i64} : f16, !llvm.ptr
      %576 = llvm.getelementptr %59[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %576 {alignment = 2 : i64} : f16, !llvm.ptr
      %577 = llvm.getelementptr %59[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %577 {alignment = 4 : i64} : f16, !llvm.ptr
      %578 = llvm.getelementptr %59[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %578 {alignment = 2 : i64} : f16, !llvm.ptr
      %579 = llvm.getelementptr %59[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %579 {alignment = 8 : i64} : f16, !llvm.ptr
      %580 = llvm.getelementptr %59[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %580 {alignment = 2 : i64} : f16, !llvm.ptr
      %581 = llvm.getelementptr %59[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %581 {alignment = 4 : i64} : f16, !llvm.ptr
      %582 = llvm.getelementptr %59[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %582 {alignment = 2 : i64} : f16, !llvm.ptr
      %583 = llvm.getelementptr %59[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %583 {alignment = 16 : i64} : f16, !llvm.ptr
      %584 = llvm.getelementptr %59[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %584 {alignment = 2 : i64} : f16, !llvm.ptr
      %585 = llvm.getelementptr %59[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %585 {alignment = 4 : i64} : f16, !llvm.ptr
      %586 = llvm.getelementptr %59[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %586 {alignment = 2 : i64} : f16, !llvm.ptr
      %587 = llvm.getelementptr %59[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %587 {alignment = 8 : i64} : f16, !llvm.ptr
      %588 = llvm.getelementptr %59[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %588 {alignment = 2 : i64} : f16, !llvm.ptr
      %589 = llvm.getelementptr %59[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %589 {alignment = 4 : i64} : f16, !llvm.ptr
      %590 = llvm.getelementptr %59[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %590 {alignment = 2 : i64} : f16, !llvm.ptr
      %591 = llvm.getelementptr %59[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %591 {alignment = 32 : i64} : f16, !llvm.ptr
      %592 = llvm.getelementptr %59[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %592 {alignment = 2 : i64} : f16, !llvm.ptr
      %593 = llvm.getelementptr %59[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %593 {alignment = 4 : i64} : f16, !llvm.ptr
      %594 = llvm.getelementptr %59[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %594 {alignment = 2 : i64} : f16, !llvm.ptr
      %595 = llvm.getelementptr %59[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %595 {alignment = 8 : i64} : f16, !llvm.ptr
      %596 = llvm.getelementptr %59[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %596 {alignment = 2 : i64} : f16, !llvm.ptr
      %597 = llvm.getelementptr %59[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %597 {alignment = 4 : i64} : f16, !llvm.ptr
      %598 = llvm.getelementptr %59[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %598 {alignment = 2 : i64} : f16, !llvm.ptr
      %599 = llvm.getelementptr %59[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %599 {alignment = 16 : i64} : f16, !llvm.ptr
      %600 = llvm.getelementptr %59[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %600 {alignment = 2 : i64} : f16, !llvm.ptr
      %601 = llvm.getelementptr %59[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %601 {alignment = 4 : i64} : f16, !llvm.ptr
      %602 = llvm.getelementptr %59[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %602 {alignment = 2 : i64} : f16, !llvm.ptr
      %603 = llvm.getelementptr %59[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %603 {alignment = 8 : i64} : f16, !llvm.ptr
      %604 = llvm.getelementptr %59[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %604 {alignment = 2 : i64} : f16, !llvm.ptr
      %605 = llvm.getelementptr %59[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %605 {alignment = 4 : i64} : f16, !llvm.ptr
      %606 = llvm.getelementptr %59[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %606 {alignment = 2 : i64} : f16, !llvm.ptr
      %607 = llvm.getelementptr %59[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %607 {alignment = 32 : i64} : f16, !llvm.ptr
      %608 = llvm.getelementptr %59[97] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %608 {alignment = 2 : i64} : f16, !llvm.ptr
      %609 = llvm.getelementptr %59[98] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %609 {alignment = 4 : i64} : f16, !llvm.ptr
      %610 = llvm.getelementptr %59[99] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %610 {alignment = 2 : i64} : f16, !llvm.ptr
      %611 = llvm.getelementptr %59[100] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %611 {alignment = 8 : i64} : f16, !llvm.ptr
      %612 = llvm.getelementptr %59[101] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %612 {alignment = 2 : i64} : f16, !llvm.ptr
      %613 = llvm.getelementptr %59[102] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %613 {alignment = 4 : i64} : f16, !llvm.ptr
      %614 = llvm.getelementptr %59[103] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %614 {alignment = 2 : i64} : f16, !llvm.ptr
      %615 = llvm.getelementptr %59[104] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %615 {alignment = 16 : i64} : f16, !llvm.ptr
      %616 = llvm.getelementptr %59[105] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %616 {alignment = 2 : i64} : f16, !llvm.ptr
      %617 = llvm.getelementptr %59[106] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %617 {alignment = 4 : i64} : f16, !llvm.ptr
      %618 = llvm.getelementptr %59[107] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %618 {alignment = 2 : i64} : f16, !llvm.ptr
      %619 = llvm.getelementptr %59[108] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %619 {alignment = 8 : i64} : f16, !llvm.ptr
      %620 = llvm.getelementptr %59[109] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %620 {alignment = 2 : i64} : f16, !llvm.ptr
      %621 = llvm.getelementptr %59[110] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %621 {alignment = 4 : i64} : f16, !llvm.ptr
      %622 = llvm.getelementptr %59[111] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %622 {alignment = 2 : i64} : f16, !llvm.ptr
      %623 = llvm.getelementptr %59[112] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %623 {alignment = 32 : i64} : f16, !llvm.ptr
      %624 = llvm.getelementptr %59[113] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %624 {alignment = 2 : i64} : f16, !llvm.ptr
      %625 = llvm.getelementptr %59[114] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %625 {alignment = 4 : i64} : f16, !llvm.ptr
      %626 = llvm.getelementptr %59[115] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %626 {alignment = 2 : i64} : f16, !llvm.ptr
      %627 = llvm.getelementptr %59[116] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %627 {alignment = 8 : i64} : f16, !llvm.ptr
      %628 = llvm.getelementptr %59[117] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %628 {alignment = 2 : i64} : f16, !llvm.ptr
      %629 = llvm.getelementptr %59[118] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %629 {alignment = 4 : i64} : f16, !llvm.ptr
      %630 = llvm.getelementptr %59[119] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %630 {alignment = 2 : i64} : f16, !llvm.ptr
      %631 = llvm.getelementptr %59[120] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %631 {alignment = 16 : i64} : f16, !llvm.ptr
      %632 = llvm.getelementptr %59[121] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %632 {alignment = 2 : i64} : f16, !llvm.ptr
      %633 = llvm.getelementptr %59[122] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %633 {alignment = 4 : i64} : f16, !llvm.ptr
      %634 = llvm.getelementptr %59[123] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %634 {alignment = 2 : i64} : f16, !llvm.ptr
      %635 = llvm.getelementptr %59[124] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %635 {alignment = 8 : i64} : f16, !llvm.ptr
      %636 = llvm.getelementptr %59[125] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %636 {alignment = 2 : i64} : f16, !llvm.ptr
      %637 = llvm.getelementptr %59[126] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %637 {alignment = 4 : i64} : f16, !llvm.ptr
      %638 = llvm.getelementptr %59[127] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %638 {alignment = 2 : i64} : f16, !llvm.ptr
      %639 = llvm.getelementptr %59[128] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %639 {alignment = 32 : i64} : f16, !llvm.ptr
      %640 = llvm.getelementptr %59[129] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %640 {alignment = 2 : i64} : f16, !llvm.ptr
      %641 = llvm.getelementptr %59[130] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %641 {alignment = 4 : i64} : f16, !llvm.ptr
      %642 = llvm.getelementptr %59[131] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %642 {alignment = 2 : i64} : f16, !llvm.ptr
      %643 = llvm.getelementptr %59[132] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %643 {alignment = 8 : i64} : f16, !llvm.ptr
      %644 = llvm.getelementptr %59[133] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %644 {alignment = 2 : i64} : f16, !llvm.ptr
      %645 = llvm.getelementptr %59[134] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %645 {alignment = 4 : i64} : f16, !llvm.ptr
      %646 = llvm.getelementptr %59[135] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %646 {alignment = 2 : i64} : f16, !llvm.ptr
      %647 = llvm.getelementptr %59[136] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %647 {alignment = 16 : i64} : f16, !llvm.ptr
      %648 = llvm.getelementptr %59[137] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %648 {alignment = 2 : i64} : f16, !llvm.ptr
      %649 = llvm.getelementptr %59[138] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %649 {alignment = 4 : i64} : f16, !llvm.ptr
      %650 = llvm.getelementptr %59[139] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %650 {alignment = 2 : i64} : f16, !llvm.ptr
      %651 = llvm.getelementptr %59[140] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %651 {alignment = 8 : i64} : f16, !llvm.ptr
      %652 = llvm.getelementptr %59[141] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %652 {alignment = 2 : i64} : f16, !llvm.ptr
      %653 = llvm.getelementptr %59[142] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %653 {alignment = 4 : i64} : f16, !llvm.ptr
      %654 = llvm.getelementptr %59[143] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %654 {alignment = 2 : i64} : f16, !llvm.ptr
      %655 = llvm.getelementptr %59[144] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %655 {alignment = 32 : i64} : f16, !llvm.ptr
      %656 = llvm.getelementptr %59[145] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %656 {alignment = 2 : i64} : f16, !llvm.ptr
      %657 = llvm.getelementptr %59[146] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %657 {alignment = 4 : i64} : f16, !llvm.ptr
      %658 = llvm.getelementptr %59[147] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %658 {alignment = 2 : i64} : f16, !llvm.ptr
      %659 = llvm.getelementptr %59[148] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %659 {alignment = 8 : i64} : f16, !llvm.ptr
      %660 = llvm.getelementptr %59[149] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %660 {alignment = 2 : i64} : f16, !llvm.ptr
      %661 = llvm.getelementptr %59[150] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %661 {alignment = 4 : i64} : f16, !llvm.ptr
      %662 = llvm.getelementptr %59[151] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %662 {alignment = 2 : i64} : f16, !llvm.ptr
      %663 = llvm.getelementptr %59[152] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %663 {alignment = 16 : i64} : f16, !llvm.ptr
      %664 = llvm.getelementptr %59[153] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %664 {alignment = 2 : i64} : f16, !llvm.ptr
      %665 = llvm.getelementptr %59[154] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %665 {alignment = 4 : i64} : f16, !llvm.ptr
      %666 = llvm.getelementptr %59[155] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %666 {alignment = 2 : i64} : f16, !llvm.ptr
      %667 = llvm.getelementptr %59[156] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %667 {alignment = 8 : i64} : f16, !llvm.ptr
      %668 = llvm.getelementptr %59[157] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %668 {alignment = 2 : i64} : f16, !llvm.ptr
      %669 = llvm.getelementptr %59[158] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %669 {alignment = 4 : i64} : f16, !llvm.ptr
      %670 = llvm.getelementptr %59[159] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %670 {alignment = 2 : i64} : f16, !llvm.ptr
      %671 = llvm.getelementptr %59[160] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %671 {alignment = 32 : i64} : f16, !llvm.ptr
      %672 = llvm.getelementptr %59[161] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %672 {alignment = 2 : i64} : f16, !llvm.ptr
      %673 = llvm.getelementptr %59[162] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %673 {alignment = 4 : i64} : f16, !llvm.ptr
      %674 = llvm.getelementptr %59[163] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %674 {alignment = 2 : i64} : f16, !llvm.ptr
      %675 = llvm.getelementptr %59[164] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %675 {alignment = 8 : i64} : f16, !llvm.ptr
      %676 = llvm.getelementptr %59[165] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %676 {alignment = 2 : i64} : f16, !llvm.ptr
      %677 = llvm.getelementptr %59[166] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %677 {alignment = 4 : i64} : f16, !llvm.ptr
      %678 = llvm.getelementptr %59[167] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %678 {alignment = 2 : i64} : f16, !llvm.ptr
      %679 = llvm.getelementptr %59[168] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %679 {alignment = 16 : i64} : f16, !llvm.ptr
      %680 = llvm.getelementptr %59[169] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %680 {alignment = 2 : i64} : f16, !llvm.ptr
      %681 = llvm.getelementptr %59[170] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %681 {alignment = 4 : i64} : f16, !llvm.ptr
      %682 = llvm.getelementptr %59[171] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %682 {alignment = 2 : i64} : f16, !llvm.ptr
      %683 = llvm.getelementptr %59[172] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %683 {alignment = 8 : i64} : f16, !llvm.ptr
      %684 = llvm.getelementptr %59[173] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %684 {alignment = 2 : i64} : f16, !llvm.ptr
      %685 = llvm.getelementptr %59[174] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %685 {alignment = 4 : i64} : f16, !llvm.ptr
      %686 = llvm.getelementptr %59[175] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %686 {alignment = 2 : i64} : f16, !llvm.ptr
      %687 = llvm.getelementptr %59[176] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %687 {alignment = 32 : i64} : f16, !llvm.ptr
      %688 = llvm.getelementptr %59[177] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %688 {alignment = 2 : i64} : f16, !llvm.ptr
      %689 = llvm.getelementptr %59[178] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %689 {alignment = 4 : i64} : f16, !llvm.ptr
      %690 = llvm.getelementptr %59[179] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %690 {alignment = 2 : i64} : f16, !llvm.ptr
      %691 = llvm.getelementptr %59[180] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %691 {alignment = 8 : i64} : f16, !llvm.ptr
      %692 = llvm.getelementptr %59[181] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %692 {alignment = 2 : i64} : f16, !llvm.ptr
      %693 = llvm.getelementptr %59[182] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %693 {alignment = 4 : i64} : f16, !llvm.ptr
      %694 = llvm.getelementptr %59[183] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %694 {alignment = 2 : i64} : f16, !llvm.ptr
      %695 = llvm.getelementptr %59[184] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %695 {alignment = 16 : i64} : f16, !llvm.ptr
      %696 = llvm.getelementptr %59[185] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %696 {alignment = 2 : i64} : f16, !llvm.ptr
      %697 = llvm.getelementptr %59[186] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %697 {alignment = 4 : i64} : f16, !llvm.ptr
      %698 = llvm.getelementptr %59[187] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %698 {alignment = 2 : i64} : f16, !llvm.ptr
      %699 = llvm.getelementptr %59[188] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %699 {alignment = 8 : i64} : f16, !llvm.ptr
      %700 = llvm.getelementptr %59[189] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %700 {alignment = 2 : i64} : f16, !llvm.ptr
      %701 = llvm.getelementptr %59[190] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %701 {alignment = 4 : i64} : f16, !llvm.ptr
      %702 = llvm.getelementptr %59[191] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %49, %702 {alignment = 2 : i64} : f16, !llvm.ptr
      llvm.br ^bb4(%35 : i32)
    ^bb4(%703: i32):  // 2 preds: ^bb3, ^bb5
      %704 = llvm.icmp "slt" %703, %50 : i32
      llvm.cond_br %704, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %705 = llvm.mul %703, %51 overflow<nsw> : i32
      %706 = llvm.getelementptr %59[%705] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %707 = llvm.mul %703, %43 overflow<nsw> : i32
      %708 = llvm.getelementptr %156[%707] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %709 = llvm.load %706 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %709, %708 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %710 = llvm.add %703, %54 : i32
      llvm.br ^bb4(%710 : i32) {loop_annotation = #loop_annotation}
    ^bb6:  // pred: ^bb4
      nvvm.barrier
      llvm.br ^bb7(%35, %35, %35 : i32, i32, i32)
    ^bb7(%711: i32, %712: i32, %713: i32):  // 2 preds: ^bb6, ^bb8
      %714 = llvm.icmp "slt" %711, %51 : i32
      llvm.cond_br %714, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %715 = llvm.mul %712, %3 overflow<nsw> : i32
      %716 = llvm.getelementptr %142[%715] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %717 = llvm.mul %712, %43 overflow<nsw> : i32
      %718 = llvm.getelementptr %152[%717] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %719 = llvm.getelementptr %62[%712] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %720 = llvm.load %719 {alignment = 1 : i64} : !llvm.ptr -> i8
      %721 = llvm.trunc %720 : i8 to i1
      %722 = llvm.select %721, %38, %35 : i1, i32
      nvvm.cp.async.shared.global %718, %716, 16, cache = cg, %722 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %723 = llvm.add %712, %54 : i32
      %724 = llvm.icmp "eq" %723, %51 : i32
      %725 = llvm.select %724, %35, %723 : i1, i32
      %726 = llvm.add %712, %54 : i32
      %727 = llvm.add %713, %54 : i32
      %728 = llvm.icmp "eq" %726, %51 : i32
      %729 = llvm.select %728, %727, %713 : i1, i32
      %730 = llvm.add %711, %54 : i32
      llvm.br ^bb7(%730, %725, %729 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%35, %35, %35 : i32, i32, i32)
    ^bb10(%731: i32, %732: i32, %733: i32):  // 2 preds: ^bb9, ^bb11
      %734 = llvm.icmp "slt" %731, %51 : i32
      llvm.cond_br %734, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %735 = llvm.mul %732, %3 overflow<nsw> : i32
      %736 = llvm.getelementptr %155[%735] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %737 = llvm.mul %732, %43 overflow<nsw> : i32
      %738 = llvm.getelementptr %156[%737] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %739 = llvm.getelementptr %61[%732] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %740 = llvm.load %739 {alignment = 1 : i64} : !llvm.ptr -> i8
      %741 = llvm.trunc %740 : i8 to i1
      %742 = llvm.select %741, %38, %35 : i1, i32
      nvvm.cp.async.shared.global %738, %736, 16, cache = cg, %742 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %743 = llvm.add %732, %54 : i32
      %744 = llvm.icmp "eq" %743, %51 : i32
      %745 = llvm.select %744, %35, %743 : i1, i32
      %746 = llvm.add %732, %54 : i32
      %747 = llvm.add %733, %54 : i32
      %748 = llvm.icmp "eq" %746, %51 : i32
      %749 = llvm.select %748, %747, %733 : i1, i32
      %750 = llvm.add %731, %54 : i32
      llvm.br ^bb10(%750, %745, %749 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      nvvm.cp.async.commit.group
      %751 = llvm.srem %74, %39 : i32
      %752 = llvm.sdiv %74, %39 : i32
      %753 = llvm.srem %752, %36 : i32
      %754 = llvm.sdiv %74, %30 : i32
      %755 = llvm.srem %754, %36 : i32
      %756 = llvm.srem %751, %39 : i32
      %757 = llvm.srem %753, %36 : i32
      %758 = llvm.srem %755, %36 : i32
      %759 = llvm.sdiv %756, %37 : i32
      %760 = llvm.srem %756, %37 : i32
      %761 = llvm.mul %760, %36 overflow<nsw> : i32
      %762 = llvm.mul %759, %40 overflow<nsw> : i32
      %763 = llvm.add %761, %762 overflow<nsw> : i32
      %764 = llvm.mul %757, %41 overflow<nsw> : i32
      %765 = llvm.mul %758, %51 overflow<nsw> : i32
      %766 = llvm.add %764, %765 overflow<nsw> : i32
      %767 = llvm.add %763, %766 overflow<nsw> : i32
      %768 = llvm.getelementptr %122[%767] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %42, %56 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %769 = llvm.sdiv %74, %38 : i32
      %770 = llvm.srem %74, %38 : i32
      %771 = llvm.srem %770, %51 : i32
      %772 = llvm.mul %771, %30 overflow<nsw> : i32
      %773 = llvm.srem %769, %36 : i32
      %774 = llvm.mul %773, %51 overflow<nsw> : i32
      %775 = llvm.add %772, %774 overflow<nsw> : i32
      %776 = llvm.sdiv %770, %51 : i32
      %777 = llvm.mul %776, %31 overflow<nsw> : i32
      %778 = llvm.sdiv %769, %36 : i32
      %779 = llvm.srem %778, %36 : i32
      %780 = llvm.mul %779, %43 overflow<nsw> : i32
      %781 = llvm.add %777, %780 overflow<nsw> : i32
      %782 = llvm.and %775, %53 : i32
      %783 = llvm.icmp "eq" %782, %35 : i32
      %784 = llvm.select %783, %38, %44 : i1, i32
      %785 = llvm.and %775, %45 : i32
      %786 = llvm.icmp "eq" %785, %35 : i32
      %787 = llvm.select %786, %39, %46 : i1, i32
      %788 = llvm.and %775, %32 : i32
      %789 = llvm.lshr %788, %33 : i32
      %790 = llvm.xor %775, %789 : i32
      %791 = llvm.add %790, %781 overflow<nsw> : i32
      %792 = llvm.getelementptr %70[%791] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %793 = llvm.mul %138, %30 overflow<nsw> : i32
      %794 = llvm.srem %137, %36 : i32
      %795 = llvm.mul %794, %51 overflow<nsw> : i32
      %796 = llvm.add %793, %795 overflow<nsw> : i32
      %797 = llvm.sdiv %137, %36 : i32
      %798 = llvm.sdiv %797, %36 : i32
      %799 = llvm.srem %797, %36 : i32
      %800 = llvm.mul %799, %43 overflow<nsw> : i32
      %801 = llvm.sdiv %798, %36 : i32
      %802 = llvm.mul %801, %31 overflow<nsw> : i32
      %803 = llvm.add %800, %802 overflow<nsw> : i32
      %804 = llvm.and %796, %53 : i32
      %805 = llvm.icmp "eq" %804, %35 : i32
      %806 = llvm.select %805, %38, %44 : i1, i32
      %807 = llvm.and %796, %45 : i32
      %808 = llvm.icmp "eq" %807, %35 : i32
      %809 = llvm.select %808, %39, %46 : i1, i32
      %810 = llvm.and %796, %32 : i32
      %811 = llvm.lshr %810, %33 : i32
      %812 = llvm.xor %796, %811 : i32
      %813 = llvm.add %812, %803 overflow<nsw> : i32
      %814 = llvm.getelementptr %73[%813] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb13(%35 : i32)
    ^bb13(%815: i32):  // 2 preds: ^bb12, ^bb14
      %816 = llvm.icmp "slt" %815, %37 : i32
      llvm.cond_br %816, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %817 = llvm.mul %815, %2 overflow<nsw> : i32
      %818 = llvm.getelementptr %792[%817] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %819 = llvm.mul %815, %51 overflow<nsw> : i32
      %820 = llvm.getelementptr %58[%819] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %821 = nvvm.ldmatrix %818 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %822 = llvm.extractvalue %821[0] : !llvm_struct_a37b2a
      %823 = llvm.extractvalue %821[1] : !llvm_struct_a37b2a
      %824 = llvm.extractvalue %821[2] : !llvm_struct_a37b2a
      %825 = llvm.extractvalue %821[3] : !llvm_struct_a37b2a
      llvm.store %822, %820 {alignment = 4 : i64} : i32, !llvm.ptr
      %826 = llvm.getelementptr %820[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %823, %826 {alignment = 4 : i64} : i32, !llvm.ptr
      %827 = llvm.getelementptr %820[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %824, %827 {alignment = 4 : i64} : i32, !llvm.ptr
      %828 = llvm.getelementptr %820[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %825, %828 {alignment = 4 : i64} : i32, !llvm.ptr
      %829 = llvm.add %815, %54 : i32
      llvm.br ^bb13(%829 : i32) {loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%35 : i32)
    ^bb16(%830: i32):  // 2 preds: ^bb15, ^bb17
      %831 = llvm.icmp "slt" %830, %37 : i32
      llvm.cond_br %831, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %832 = llvm.mul %830, %2 overflow<nsw> : i32
      %833 = llvm.getelementptr %814[%832] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %834 = llvm.mul %830, %51 overflow<nsw> : i32
      %835 = llvm.getelementptr %57[%834] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %836 = nvvm.ldmatrix %833 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %837 = llvm.extractvalue %836[0] : !llvm_struct_a37b2a
      %838 = llvm.extractvalue %836[1] : !llvm_struct_a37b2a
      %839 = llvm.extractvalue %836[2] : !llvm_struct_a37b2a
      %840 = llvm.extractvalue %836[3] : !llvm_struct_a37b2a
      llvm.store %837, %835 {alignment = 4 : i64} : i32, !llvm.ptr
      %841 = llvm.getelementptr %835[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %838, %841 {alignment = 4 : i64} : i32, !llvm.ptr
      %842 = llvm.getelementptr %835[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %839, %842 {alignment = 4 : i64} : i32, !llvm.ptr
      %843 = llvm.getelementptr %835[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %840, %843 {alignment = 4 : i64} : i32, !llvm.ptr
      %844 = llvm.add %830, %54 : i32
      llvm.br ^bb16(%844 : i32) {loop_annotation = #loop_annotation}
    ^bb18:  // pred: ^bb16
      %845 = llvm.getelementptr %792[%784] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %846 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb19(%35 : i32)
    ^bb19(%847: i32):  // 2 preds: ^bb18, ^bb20
      %848 = llvm.icmp "slt" %847, %37 : i32
      llvm.cond_br %848, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %849 = llvm.mul %847, %2 overflow<nsw> : i32
      %850 = llvm.getelementptr %845[%849] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %851 = llvm.mul %847, %51 overflow<nsw> : i32
      %852 = llvm.getelementptr %846[%851] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %853 = nvvm.ldmatrix %850 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %854 = llvm.extractvalue %853[0] : !llvm_struct_a37b2a
      %855 = llvm.extractvalue %853[1] : !llvm_struct_a37b2a
      %856 = llvm.extractvalue %853[2] : !llvm_struct_a37b2a
      %857 = llvm.extractvalue %853[3] : !llvm_struct_a37b2a
      llvm.store %854, %852 {alignment = 4 : i64} : i32, !llvm.ptr
      %858 = llvm.getelementptr %852[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %855, %858 {alignment = 4 : i64} : i32, !llvm.ptr
      %859 = llvm.getelementptr %852[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %856, %859 {alignment = 4 : i64} : i32, !llvm.ptr
      %860 = llvm.getelementptr %852[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %857, %860 {alignment = 4 : i64} : i32, !llvm.ptr
      %861 = llvm.add %847, %54 : i32
      llvm.br ^bb19(%861 : i32) {loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb19
      %862 = llvm.getelementptr %814[%806] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %863 = llvm.getelementptr %57[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb22(%35 : i32)
    ^bb22(%864: i32):  // 2 preds: ^bb21, ^bb23
      %865 = llvm.icmp "slt" %864, %37 : i32
      llvm.cond_br %865, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %866 = llvm.mul %864, %2 overflow<nsw> : i32
      %867 = llvm.getelementptr %862[%866] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %868 = llvm.mul %864, %51 overflow<nsw> : i32
      %869 = llvm.getelementptr %863[%868] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %870 = nvvm.ldmatrix %867 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %871 = llvm.extractvalue %870[0] : !llvm_struct_a37b2a
      %872 = llvm.extractvalue %870[1] : !llvm_struct_a37b2a
      %873 = llvm.extractvalue %870[2] : !llvm_struct_a37b2a
      %874 = llvm.extractvalue %870[3] : !llvm_struct_a37b2a
      llvm.store %871, %869 {alignment = 4 : i64} : i32, !llvm.ptr
      %875 = llvm.getelementptr %869[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %872, %875 {alignment = 4 : i64} : i32, !llvm.ptr
      %876 = llvm.getelementptr %869[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %873, %876 {alignment = 4 : i64} : i32, !llvm.ptr
      %877 = llvm.getelementptr %869[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %874, %877 {alignment = 4 : i64} : i32, !llvm.ptr
      %878 = llvm.add %864, %54 : i32
      llvm.br ^bb22(%878 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb22
      nvvm.cp.async.commit.group
      llvm.br ^bb25(%35 : i32)
    ^bb25(%879: i32):  // 2 preds: ^bb24, ^bb29
      %880 = llvm.icmp "slt" %879, %37 : i32
      llvm.cond_br %880, ^bb26, ^bb30
    ^bb26:  // pred: ^bb25
      %881 = llvm.mul %879, %51 overflow<nsw> : i32
      %882 = llvm.getelementptr %58[%881] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %883 = llvm.getelementptr %882[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %884 = llvm.getelementptr %882[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %885 = llvm.getelementptr %882[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb27(%35 : i32)
    ^bb27(%886: i32):  // 2 preds: ^bb26, ^bb28
      %887 = llvm.icmp "slt" %886, %51 : i32
      llvm.cond_br %887, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %888 = llvm.mul %886, %37 overflow<nsw> : i32
      %889 = llvm.getelementptr %57[%888] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %890 = llvm.mul %879, %37 overflow<nsw> : i32
      %891 = llvm.mul %886, %38 overflow<nsw> : i32
      %892 = llvm.add %890, %891 overflow<nsw> : i32
      %893 = llvm.getelementptr %56[%892] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %894 = llvm.load %882 : !llvm.ptr -> vector<2xf16>
      %895 = llvm.load %883 : !llvm.ptr -> vector<2xf16>
      %896 = llvm.load %884 : !llvm.ptr -> vector<2xf16>
      %897 = llvm.load %885 : !llvm.ptr -> vector<2xf16>
      %898 = llvm.load %889 : !llvm.ptr -> vector<2xf16>
      %899 = llvm.getelementptr %889[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %900 = llvm.load %899 : !llvm.ptr -> vector<2xf16>
      %901 = llvm.load %893 : !llvm.ptr -> vector<4xf32>
      %902 = llvm.mlir.constant(0 : i64) : i64
      %903 = llvm.extractelement %901[%902 : i64] : vector<4xf32>
      %904 = llvm.mlir.constant(1 : i64) : i64
      %905 = llvm.extractelement %901[%904 : i64] : vector<4xf32>
      %906 = llvm.mlir.constant(2 : i64) : i64
      %907 = llvm.extractelement %901[%906 : i64] : vector<4xf32>
      %908 = llvm.mlir.constant(3 : i64) : i64
      %909 = llvm.extractelement %901[%908 : i64] : vector<4xf32>
      %910 = nvvm.mma.sync A[%894, %895, %896, %897]  B[%898, %900]  C[%903, %905, %907, %909]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %911 = llvm.extractvalue %910[0] : !llvm_struct_687153
      %912 = llvm.extractvalue %910[1] : !llvm_struct_687153
      %913 = llvm.extractvalue %910[2] : !llvm_struct_687153
      %914 = llvm.extractvalue %910[3] : !llvm_struct_687153
      %915 = llvm.mlir.poison : vector<4xf32>
      %916 = llvm.mlir.constant(0 : i64) : i64
      %917 = llvm.insertelement %911, %915[%916 : i64] : vector<4xf32>
      %918 = llvm.mlir.constant(1 : i64) : i64
      %919 = llvm.insertelement %912, %917[%918 : i64] : vector<4xf32>
      %920 = llvm.mlir.constant(2 : i64) : i64
      %921 = llvm.insertelement %913, %919[%920 : i64] : vector<4xf32>
      %922 = llvm.mlir.constant(3 : i64) : i64
      %923 = llvm.insertelement %914, %921[%922 : i64] : vector<4xf32>
      llvm.store %923, %893 : vector<4xf32>, !llvm.ptr
      %924 = llvm.add %886, %54 : i32
      llvm.br ^bb27(%924 : i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb27
      %925 = llvm.add %879, %54 : i32
      llvm.br ^bb25(%925 : i32) {loop_annotation = #loop_annotation}
    ^bb30:  // pred: ^bb25
      %926 = llvm.getelementptr %792[%787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %927 = llvm.getelementptr %58[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb31(%35 : i32)
    ^bb31(%928: i32):  // 2 preds: ^bb30, ^bb32
      %929 = llvm.icmp "slt" %928, %37 : i32
      llvm.cond_br %929, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %930 = llvm.mul %928, %2 overflow<nsw> : i32
      %931 = llvm.getelementptr %926[%930] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %932 = llvm.mul %928, %51 overflow<nsw> : i32
      %933 = llvm.getelementptr %927[%932] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %934 = nvvm.ldmatrix %931 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %935 = llvm.extractvalue %934[0] : !llvm_struct_a37b2a
      %936 = llvm.extractvalue %934[1] : !llvm_struct_a37b2a
      %937 = llvm.extractvalue %934[2] : !llvm_struct_a37b2a
      %938 = llvm.extractvalue %934[3] : !llvm_struct_a37b2a
      llvm.store %935, %933 {alignment = 4 : i64} : i32, !llvm.ptr
      %939 = llvm.getelementptr %933[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %936, %939 {alignment = 4 : i64} : i32, !llvm.ptr
      %940 = llvm.getelementptr %933[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %937, %940 {alignment = 4 : i64} : i32, !llvm.ptr
      %941 = llvm.getelementptr %933[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %938, %941 {alignment = 4 : i64} : i32, !llvm.ptr
      %942 = llvm.add %928, %54 : i32
      llvm.br ^bb31(%942 : i32) {loop_annotation = #loop_annotation}
    ^bb33:  // pred: ^bb31
      %943 = llvm.getelementptr %814[%809] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %944 = llvm.getelementptr %57[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb34(%35 : i32)
    ^bb34(%945: i32):  // 2 preds: ^bb33, ^bb35
      %946 = llvm.icmp "slt" %945, %37 : i32
      llvm.cond_br %946, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %947 = llvm.mul %945, %2 overflow<nsw> : i32
      %948 = llvm.getelementptr %943[%947] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %949 = llvm.mul %945, %51 overflow<nsw> : i32
      %950 = llvm.getelementptr %944[%949] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %951 = nvvm.ldmatrix %948 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %952 = llvm.extractvalue %951[0] : !llvm_struct_a37b2a
      %953 = llvm.extractvalue %951[1] : !llvm_struct_a37b2a
      %954 = llvm.extractvalue %951[2] : !llvm_struct_a37b2a
      %955 = llvm.extractvalue %951[3] : !llvm_struct_a37b2a
      llvm.store %952, %950 {alignment = 4 : i64} : i32, !llvm.ptr
      %956 = llvm.getelementptr %950[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %953, %956 {alignment = 4 : i64} : i32, !llvm.ptr
      %957 = llvm.getelementptr %950[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %954, %957 {alignment = 4 : i64} : i32, !llvm.ptr
      %958 = llvm.getelementptr %950[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %955, %958 {alignment = 4 : i64} : i32, !llvm.ptr
      %959 = llvm.add %945, %54 : i32
      llvm.br ^bb34(%959 : i32) {loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb34
      llvm.br ^bb37(%35 : i32)
    ^bb37(%960: i32):  // 2 preds: ^bb36, ^bb41
      %961 = llvm.icmp "slt" %960, %37 : i32
      llvm.cond_br %961, ^bb38, ^bb42
    ^bb38:  // pred: ^bb37
      %962 = llvm.mul %960, %51 overflow<nsw> : i32
      %963 = llvm.getelementptr %846[%962] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %964 = llvm.getelementptr %963[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %965 = llvm.getelementptr %963[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %966 = llvm.getelementptr %963[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb39(%35 : i32)
    ^bb39(%967: i32):  // 2 preds: ^bb38, ^bb40
      %968 = llvm.icmp "slt" %967, %51 : i32
      llvm.cond_br %968, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %969 = llvm.mul %967, %37 overflow<nsw> : i32
      %970 = llvm.getelementptr %863[%969] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %971 = llvm.mul %960, %37 overflow<nsw> : i32
      %972 = llvm.mul %967, %38 overflow<nsw> : i32
      %973 = llvm.add %971, %972 overflow<nsw> : i32
      %974 = llvm.getelementptr %56[%973] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %975 = llvm.load %963 : !llvm.ptr -> vector<2xf16>
      %976 = llvm.load %964 : !llvm.ptr -> vector<2xf16>
      %977 = llvm.load %965 : !llvm.ptr -> vector<2xf16>
      %978 = llvm.load %966 : !llvm.ptr -> vector<2xf16>
      %979 = llvm.load %970 : !llvm.ptr -> vector<2xf16>
      %980 = llvm.getelementptr %970[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %981 = llvm.load %980 : !llvm.ptr -> vector<2xf16>
      %982 = llvm.load %974 : !llvm.ptr -> vector<4xf32>
      %983 = llvm.mlir.constant(0 : i64) : i64
      %984 = llvm.extractelement %982[%983 : i64] : vector<4xf32>
      %985 = llvm.mlir.constant(1 : i64) : i64
      %986 = llvm.extractelement %982[%985 : i64] : vector<4xf32>
      %987 = llvm.mlir.constant(2 : i64) : i64
      %988 = llvm.extractelement %982[%987 : i64] : vector<4xf32>
      %989 = llvm.mlir.constant(3 : i64) : i64
      %990 = llvm.extractelement %982[%989 : i64] : vector<4xf32>
      %991 = nvvm.mma.sync A[%975, %976, %977, %978]  B[%979, %981]  C[%984, %986, %988, %990]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %992 = llvm.extractvalue %991[0] : !llvm_struct_687153
      %993 = llvm.extractvalue %991[1] : !llvm_struct_687153
      %994 = llvm.extractvalue %991[2] : !llvm_struct_687153
      %995 = llvm.extractvalue %991[3] : !llvm_struct_687153
      %996 = llvm.mlir.poison : vector<4xf32>
      %997 = llvm.mlir.constant(0 : i64) : i64
      %998 = llvm.insertelement %992, %996[%997 : i64] : vector<4xf32>
      %999 = llvm.mlir.constant(1 : i64) : i64
      %1000 = llvm.insertelement %993, %998[%999 : i64] : vector<4xf32>
      %1001 = llvm.mlir.constant(2 : i64) : i64
      %1002 = llvm.insertelement %994, %1000[%1001 : i64] : vector<4xf32>
      %1003 = llvm.mlir.constant(3 : i64) : i64
      %1004 = llvm.insertelement %995, %1002[%1003 : i64] : vector<4xf32>
      llvm.store %1004, %974 : vector<4xf32>, !llvm.ptr
      %1005 = llvm.add %967, %54 : i32
      llvm.br ^bb39(%1005 : i32) {loop_annotation = #loop_annotation}
    ^bb41:  // pred: ^bb39
      %1006 = llvm.add %960, %54 : i32
      llvm.br ^bb37(%1006 : i32) {loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb37
      %1007 = llvm.add %784, %787 overflow<nsw> : i32
      %1008 = llvm.getelementptr %792[%1007] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1009 = llvm.getelementptr %58[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb43(%35 : i32)
    ^bb43(%1010: i32):  // 2 preds: ^bb42, ^bb44
      %1011 = llvm.icmp "slt" %1010, %37 : i32
      llvm.cond_br %1011, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %1012 = llvm.mul %1010, %2 overflow<nsw> : i32
      %1013 = llvm.getelementptr %1008[%1012] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1014 = llvm.mul %1010, %51 overflow<nsw> : i32
      %1015 = llvm.getelementptr %1009[%1014] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1016 = nvvm.ldmatrix %1013 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1017 = llvm.extractvalue %1016[0] : !llvm_struct_a37b2a
      %1018 = llvm.extractvalue %1016[1] : !llvm_struct_a37b2a
      %1019 = llvm.extractvalue %1016[2] : !llvm_struct_a37b2a
      %1020 = llvm.extractvalue %1016[3] : !llvm_struct_a37b2a
      llvm.store %1017, %1015 {alignment = 4 : i64} : i32, !llvm.ptr
      %1021 = llvm.getelementptr %1015[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1018, %1021 {alignment = 4 : i64} : i32, !llvm.ptr
      %1022 = llvm.getelementptr %1015[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1019, %1022 {alignment = 4 : i64} : i32, !llvm.ptr
      %1023 = llvm.getelementptr %1015[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1020, %1023 {alignment = 4 : i64} : i32, !llvm.ptr
      %1024 = llvm.add %1010, %54 : i32
      llvm.br ^bb43(%1024 : i32) {loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb43
      %1025 = llvm.add %806, %809 overflow<nsw> : i32
      %1026 = llvm.getelementptr %814[%1025] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1027 = llvm.getelementptr %57[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb46(%35 : i32)
    ^bb46(%1028: i32):  // 2 preds: ^bb45, ^bb47
      %1029 = llvm.icmp "slt" %1028, %37 : i32
      llvm.cond_br %1029, ^bb47, ^bb48
    ^bb47:  // pred: ^bb46
      %1030 = llvm.mul %1028, %2 overflow<nsw> : i32
      %1031 = llvm.getelementptr %1026[%1030] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1032 = llvm.mul %1028, %51 overflow<nsw> : i32
      %1033 = llvm.getelementptr %1027[%1032] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1034 = nvvm.ldmatrix %1031 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1035 = llvm.extractvalue %1034[0] : !llvm_struct_a37b2a
      %1036 = llvm.extractvalue %1034[1] : !llvm_struct_a37b2a
      %1037 = llvm.extractvalue %1034[2] : !llvm_struct_a37b2a
      %1038 = llvm.extractvalue %1034[3] : !llvm_struct_a37b2a
      llvm.store %1035, %1033 {alignment = 4 : i64} : i32, !llvm.ptr
      %1039 = llvm.getelementptr %1033[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1036, %1039 {alignment = 4 : i64} : i32, !llvm.ptr
      %1040 = llvm.getelementptr %1033[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1037, %1040 {alignment = 4 : i64} : i32, !llvm.ptr
      %1041 = llvm.getelementptr %1033[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1038, %1041 {alignment = 4 : i64} : i32, !llvm.ptr
      %1042 = llvm.add %1028, %54 : i32
      llvm.br ^bb46(%1042 : i32) {loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb46
      llvm.br ^bb49(%35 : i32)
    ^bb49(%1043: i32):  // 2 preds: ^bb48, ^bb53
      %1044 = llvm.icmp "slt" %1043, %37 : i32
      llvm.cond_br %1044, ^bb50, ^bb54
    ^bb50:  // pred: ^bb49
      %1045 = llvm.mul %1043, %51 overflow<nsw> : i32
      %1046 = llvm.getelementptr %927[%1045] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1047 = llvm.getelementptr %1046[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1048 = llvm.getelementptr %1046[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1049 = llvm.getelementptr %1046[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb51(%35 : i32)
    ^bb51(%1050: i32):  // 2 preds: ^bb50, ^bb52
      %1051 = llvm.icmp "slt" %1050, %51 : i32
      llvm.cond_br %1051, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %1052 = llvm.mul %1050, %37 overflow<nsw> : i32
      %1053 = llvm.getelementptr %944[%1052] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1054 = llvm.mul %1043, %37 overflow<nsw> : i32
      %1055 = llvm.mul %1050, %38 overflow<nsw> : i32
      %1056 = llvm.add %1054, %1055 overflow<nsw> : i32
      %1057 = llvm.getelementptr %56[%1056] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1058 = llvm.load %1046 : !llvm.ptr -> vector<2xf16>
      %1059 = llvm.load %1047 : !llvm.ptr -> vector<2xf16>
      %1060 = llvm.load %1048 : !llvm.ptr -> vector<2xf16>
      %1061 = llvm.load %1049 : !llvm.ptr -> vector<2xf16>
      %1062 = llvm.load %1053 : !llvm.ptr -> vector<2xf16>
      %1063 = llvm.getelementptr %1053[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1064 = llvm.load %1063 : !llvm.ptr -> vector<2xf16>
      %1065 = llvm.load %1057 : !llvm.ptr -> vector<4xf32>
      %1066 = llvm.mlir.constant(0 : i64) : i64
      %1067 = llvm.extractelement %1065[%1066 : i64] : vector<4xf32>
      %1068 = llvm.mlir.constant(1 : i64) : i64
      %1069 = llvm.extractelement %1065[%1068 : i64] : vector<4xf32>
      %1070 = llvm.mlir.constant(2 : i64) : i64
      %1071 = llvm.extractelement %1065[%1070 : i64] : vector<4xf32>
      %1072 = llvm.mlir.constant(3 : i64) : i64
      %1073 = llvm.extractelement %1065[%1072 : i64] : vector<4xf32>
      %1074 = nvvm.mma.sync A[%1058, %1059, %1060, %1061]  B[%1062, %1064]  C[%1067, %1069, %1071, %1073]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1075 = llvm.extractvalue %1074[0] : !llvm_struct_687153
      %1076 = llvm.extractvalue %1074[1] : !llvm_struct_687153
      %1077 = llvm.extractvalue %1074[2] : !llvm_struct_687153
      %1078 = llvm.extractvalue %1074[3] : !llvm_struct_687153
      %1079 = llvm.mlir.poison : vector<4xf32>
      %1080 = llvm.mlir.constant(0 : i64) : i64
      %1081 = llvm.insertelement %1075, %1079[%1080 : i64] : vector<4xf32>
      %1082 = llvm.mlir.constant(1 : i64) : i64
      %1083 = llvm.insertelement %1076, %1081[%1082 : i64] : vector<4xf32>
      %1084 = llvm.mlir.constant(2 : i64) : i64
      %1085 = llvm.insertelement %1077, %1083[%1084 : i64] : vector<4xf32>
      %1086 = llvm.mlir.constant(3 : i64) : i64
      %1087 = llvm.insertelement %1078, %1085[%1086 : i64] : vector<4xf32>
      llvm.store %1087, %1057 : vector<4xf32>, !llvm.ptr
      %1088 = llvm.add %1050, %54 : i32
      llvm.br ^bb51(%1088 : i32) {loop_annotation = #loop_annotation}
    ^bb53:  // pred: ^bb51
      %1089 = llvm.add %1043, %54 : i32
      llvm.br ^bb49(%1089 : i32) {loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb49
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1090 = llvm.getelementptr %792[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.br ^bb55(%35 : i32)
    ^bb55(%1091: i32):  // 2 preds: ^bb54, ^bb56
      %1092 = llvm.icmp "slt" %1091, %37 : i32
      llvm.cond_br %1092, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %1093 = llvm.mul %1091, %2 overflow<nsw> : i32
      %1094 = llvm.getelementptr %1090[%1093] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1095 = llvm.mul %1091, %51 overflow<nsw> : i32
      %1096 = llvm.getelementptr %58[%1095] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1097 = nvvm.ldmatrix %1094 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1098 = llvm.extractvalue %1097[0] : !llvm_struct_a37b2a
      %1099 = llvm.extractvalue %1097[1] : !llvm_struct_a37b2a
      %1100 = llvm.extractvalue %1097[2] : !llvm_struct_a37b2a
      %1101 = llvm.extractvalue %1097[3] : !llvm_struct_a37b2a
      llvm.store %1098, %1096 {alignment = 4 : i64} : i32, !llvm.ptr
      %1102 = llvm.getelementptr %1096[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1099, %1102 {alignment = 4 : i64} : i32, !llvm.ptr
      %1103 = llvm.getelementptr %1096[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1100, %1103 {alignment = 4 : i64} : i32, !llvm.ptr
      %1104 = llvm.getelementptr %1096[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1101, %1104 {alignment = 4 : i64} : i32, !llvm.ptr
      %1105 = llvm.add %1091, %54 : i32
      llvm.br ^bb55(%1105 : i32) {loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb55
      %1106 = llvm.getelementptr %814[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.br ^bb58(%35 : i32)
    ^bb58(%1107: i32):  // 2 preds: ^bb57, ^bb59
      %1108 = llvm.icmp "slt" %1107, %37 : i32
      llvm.cond_br %1108, ^bb59, ^bb60
    ^bb59:  // pred: ^bb58
      %1109 = llvm.mul %1107, %2 overflow<nsw> : i32
      %1110 = llvm.getelementptr %1106[%1109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1111 = llvm.mul %1107, %51 overflow<nsw> : i32
      %1112 = llvm.getelementptr %57[%1111] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1113 = nvvm.ldmatrix %1110 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1114 = llvm.extractvalue %1113[0] : !llvm_struct_a37b2a
      %1115 = llvm.extractvalue %1113[1] : !llvm_struct_a37b2a
      %1116 = llvm.extractvalue %1113[2] : !llvm_struct_a37b2a
      %1117 = llvm.extractvalue %1113[3] : !llvm_struct_a37b2a
      llvm.store %1114, %1112 {alignment = 4 : i64} : i32, !llvm.ptr
      %1118 = llvm.getelementptr %1112[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1115, %1118 {alignment = 4 : i64} : i32, !llvm.ptr
      %1119 = llvm.getelementptr %1112[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1116, %1119 {alignment = 4 : i64} : i32, !llvm.ptr
      %1120 = llvm.getelementptr %1112[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1117, %1120 {alignment = 4 : i64} : i32, !llvm.ptr
      %1121 = llvm.add %1107, %54 : i32
      llvm.br ^bb58(%1121 : i32) {loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb58
      llvm.br ^bb61(%35 : i32)
    ^bb61(%1122: i32):  // 2 preds: ^bb60, ^bb65
      %1123 = llvm.icmp "slt" %1122, %37 : i32
      llvm.cond_br %1123, ^bb62, ^bb66
    ^bb62:  // pred: ^bb61
      %1124 = llvm.mul %1122, %51 overflow<nsw> : i32
      %1125 = llvm.getelementptr %1009[%1124] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1126 = llvm.getelementptr %1125[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1127 = llvm.getelementptr %1125[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1128 = llvm.getelementptr %1125[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb63(%35 : i32)
    ^bb63(%1129: i32):  // 2 preds: ^bb62, ^bb64
      %1130 = llvm.icmp "slt" %1129, %51 : i32
      llvm.cond_br %1130, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %1131 = llvm.mul %1129, %37 overflow<nsw> : i32
      %1132 = llvm.getelementptr %1027[%1131] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1133 = llvm.mul %1122, %37 overflow<nsw> : i32
      %1134 = llvm.mul %1129, %38 overflow<nsw> : i32
      %1135 = llvm.add %1133, %1134 overflow<nsw> : i32
      %1136 = llvm.getelementptr %56[%1135] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1137 = llvm.load %1125 : !llvm.ptr -> vector<2xf16>
      %1138 = llvm.load %1126 : !llvm.ptr -> vector<2xf16>
      %1139 = llvm.load %1127 : !llvm.ptr -> vector<2xf16>
      %1140 = llvm.load %1128 : !llvm.ptr -> vector<2xf16>
      %1141 = llvm.load %1132 : !llvm.ptr -> vector<2xf16>
      %1142 = llvm.getelementptr %1132[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1143 = llvm.load %1142 : !llvm.ptr -> vector<2xf16>
      %1144 = llvm.load %1136 : !llvm.ptr -> vector<4xf32>
      %1145 = llvm.mlir.constant(0 : i64) : i64
      %1146 = llvm.extractelement %1144[%1145 : i64] : vector<4xf32>
      %1147 = llvm.mlir.constant(1 : i64) : i64
      %1148 = llvm.extractelement %1144[%1147 : i64] : vector<4xf32>
      %1149 = llvm.mlir.constant(2 : i64) : i64
      %1150 = llvm.extractelement %1144[%1149 : i64] : vector<4xf32>
      %1151 = llvm.mlir.constant(3 : i64) : i64
      %1152 = llvm.extractelement %1144[%1151 : i64] : vector<4xf32>
      %1153 = nvvm.mma.sync A[%1137, %1138, %1139, %1140]  B[%1141, %1143]  C[%1146, %1148, %1150, %1152]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1154 = llvm.extractvalue %1153[0] : !llvm_struct_687153
      %1155 = llvm.extractvalue %1153[1] : !llvm_struct_687153
      %1156 = llvm.extractvalue %1153[2] : !llvm_struct_687153
      %1157 = llvm.extractvalue %1153[3] : !llvm_struct_687153
      %1158 = llvm.mlir.poison : vector<4xf32>
      %1159 = llvm.mlir.constant(0 : i64) : i64
      %1160 = llvm.insertelement %1154, %1158[%1159 : i64] : vector<4xf32>
      %1161 = llvm.mlir.constant(1 : i64) : i64
      %1162 = llvm.insertelement %1155, %1160[%1161 : i64] : vector<4xf32>
      %1163 = llvm.mlir.constant(2 : i64) : i64
      %1164 = llvm.insertelement %1156, %1162[%1163 : i64] : vector<4xf32>
      %1165 = llvm.mlir.constant(3 : i64) : i64
      %1166 = llvm.insertelement %1157, %1164[%1165 : i64] : vector<4xf32>
      llvm.store %1166, %1136 : vector<4xf32>, !llvm.ptr
      %1167 = llvm.add %1129, %54 : i32
      llvm.br ^bb63(%1167 : i32) {loop_annotation = #loop_annotation}
    ^bb65:  // pred: ^bb63
      %1168 = llvm.add %1122, %54 : i32
      llvm.br ^bb61(%1168 : i32) {loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb61
      nvvm.cp.async.wait.group 0
      %1169 = llvm.load %56 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %1169, %55 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %1170 = llvm.add %94, %54 : i32
      %1171 = llvm.mul %1170, %53 : i32
      %1172 = llvm.icmp "sle" %1171, %47 : i32
      %1173 = llvm.add %105, %54 : i32
      %1174 = llvm.mul %1173, %53 : i32
      %1175 = llvm.icmp "sle" %1174, %40 : i32
      %1176 = llvm.and %1172, %1175 : i1
      llvm.cond_br %1176, ^bb67, ^bb71
    ^bb67:  // pred: ^bb66
      llvm.br ^bb68(%35, %35, %35 : i32, i32, i32)
    ^bb68(%1177: i32, %1178: i32, %1179: i32):  // 2 preds: ^bb67, ^bb69
      %1180 = llvm.icmp "slt" %1177, %30 : i32
      llvm.cond_br %1180, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %1181 = llvm.mul %1177, %36 overflow<nsw> : i32
      %1182 = llvm.getelementptr %55[%1181] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1183 = llvm.srem %1177, %36 : i32
      %1184 = llvm.mul %1183, %1 overflow<nsw> : i32
      %1185 = llvm.sdiv %1179, %37 : i32
      %1186 = llvm.srem %1179, %37 : i32
      %1187 = llvm.mul %1186, %0 overflow<nsw> : i32
      %1188 = llvm.add %1184, %1187 overflow<nsw> : i32
      %1189 = llvm.mul %1185, %38 overflow<nsw> : i32
      %1190 = llvm.add %1188, %1189 overflow<nsw> : i32
      %1191 = llvm.getelementptr %768[%1190] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1192 = llvm.load %1182 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %1192, %1191 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %1193 = llvm.add %1178, %54 : i32
      %1194 = llvm.icmp "eq" %1193, %36 : i32
      %1195 = llvm.select %1194, %35, %1193 : i1, i32
      %1196 = llvm.add %1178, %54 : i32
      %1197 = llvm.add %1179, %54 : i32
      %1198 = llvm.icmp "eq" %1196, %36 : i32
      %1199 = llvm.select %1198, %1197, %1179 : i1, i32
      %1200 = llvm.add %1177, %54 : i32
      llvm.br ^bb68(%1200, %1195, %1199 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb68
      llvm.br ^bb328
    ^bb71:  // pred: ^bb66
      %1201 = llvm.mul %757, %38 overflow<nsw> : i32
      %1202 = llvm.add %759, %1201 overflow<nsw> : i32
      %1203 = llvm.add %761, %765 overflow<nsw> : i32
      %1204 = llvm.add %125, %1202 overflow<nsw> : i32
      %1205 = llvm.add %126, %1203 overflow<nsw> : i32
      %1206 = llvm.icmp "slt" %1204, %47 : i32
      %1207 = llvm.icmp "slt" %1205, %40 : i32
      %1208 = llvm.and %1206, %1207 : i1
      llvm.cond_br %1208, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %1209 = llvm.load %55 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1209, %768 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb73
    ^bb73:  // 2 preds: ^bb71, ^bb72
      %1210 = llvm.add %1205, %54 overflow<nsw> : i32
      %1211 = llvm.icmp "slt" %1204, %47 : i32
      %1212 = llvm.icmp "slt" %1210, %40 : i32
      %1213 = llvm.and %1211, %1212 : i1
      llvm.cond_br %1213, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %1214 = llvm.getelementptr %55[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1215 = llvm.load %1214 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1216 = llvm.getelementptr %768[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1215, %1216 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      %1217 = llvm.add %1204, %51 overflow<nsw> : i32
      %1218 = llvm.icmp "slt" %1217, %47 : i32
      %1219 = llvm.icmp "slt" %1205, %40 : i32
      %1220 = llvm.and %1218, %1219 : i1
      llvm.cond_br %1220, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %1221 = llvm.getelementptr %55[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1222 = llvm.load %1221 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1223 = llvm.getelementptr %768[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1222, %1223 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      %1224 = llvm.add %1204, %51 overflow<nsw> : i32
      %1225 = llvm.add %1205, %54 overflow<nsw> : i32
      %1226 = llvm.icmp "slt" %1224, %47 : i32
      %1227 = llvm.icmp "slt" %1225, %40 : i32
      %1228 = llvm.and %1226, %1227 : i1
      llvm.cond_br %1228, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %1229 = llvm.getelementptr %55[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1231 = llvm.getelementptr %768[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1230, %1231 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb79
    ^bb79:  // 2 preds: ^bb77, ^bb78
      %1232 = llvm.add %1204, %39 overflow<nsw> : i32
      %1233 = llvm.icmp "slt" %1232, %47 : i32
      %1234 = llvm.icmp "slt" %1205, %40 : i32
      %1235 = llvm.and %1233, %1234 : i1
      llvm.cond_br %1235, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %1236 = llvm.getelementptr %55[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1237 = llvm.load %1236 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1238 = llvm.getelementptr %768[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1237, %1238 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %1239 = llvm.add %1204, %39 overflow<nsw> : i32
      %1240 = llvm.add %1205, %54 overflow<nsw> : i32
      %1241 = llvm.icmp "slt" %1239, %47 : i32
      %1242 = llvm.icmp "slt" %1240, %40 : i32
      %1243 = llvm.and %1241, %1242 : i1
      llvm.cond_br %1243, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %1244 = llvm.getelementptr %55[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1245 = llvm.load %1244 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1246 = llvm.getelementptr %768[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1245, %1246 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb83
    ^bb83:  // 2 preds: ^bb81, ^bb82
      %1247 = llvm.add %1204, %20 overflow<nsw> : i32
      %1248 = llvm.icmp "slt" %1247, %47 : i32
      %1249 = llvm.icmp "slt" %1205, %40 : i32
      %1250 = llvm.and %1248, %1249 : i1
      llvm.cond_br %1250, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %1251 = llvm.getelementptr %55[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1252 = llvm.load %1251 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1253 = llvm.getelementptr %768[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1252, %1253 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      %1254 = llvm.add %1204, %20 overflow<nsw> : i32
      %1255 = llvm.add %1205, %54 overflow<nsw> : i32
      %1256 = llvm.icmp "slt" %1254, %47 : i32
      %1257 = llvm.icmp "slt" %1255, %40 : i32
      %1258 = llvm.and %1256, %1257 : i1
      llvm.cond_br %1258, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1259 = llvm.getelementptr %55[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1260 = llvm.load %1259 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1261 = llvm.getelementptr %768[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1260, %1261 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      %1262 = llvm.add %1204, %30 overflow<nsw> : i32
      %1263 = llvm.icmp "slt" %1262, %47 : i32
      %1264 = llvm.icmp "slt" %1205, %40 : i32
      %1265 = llvm.and %1263, %1264 : i1
      llvm.cond_br %1265, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1266 = llvm.getelementptr %55[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1267 = llvm.load %1266 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1268 = llvm.getelementptr %768[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1267, %1268 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb89
    ^bb89:  // 2 preds: ^bb87, ^bb88
      %1269 = llvm.add %1204, %30 overflow<nsw> : i32
      %1270 = llvm.add %1205, %54 overflow<nsw> : i32
      %1271 = llvm.icmp "slt" %1269, %47 : i32
      %1272 = llvm.icmp "slt" %1270, %40 : i32
      %1273 = llvm.and %1271, %1272 : i1
      llvm.cond_br %1273, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %1274 = llvm.getelementptr %55[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1275 = llvm.load %1274 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1276 = llvm.getelementptr %768[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1275, %1276 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      %1277 = llvm.add %1204, %27 overflow<nsw> : i32
      %1278 = llvm.icmp "slt" %1277, %47 : i32
      %1279 = llvm.icmp "slt" %1205, %40 : i32
      %1280 = llvm.and %1278, %1279 : i1
      llvm.cond_br %1280, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %1281 = llvm.getelementptr %55[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1282 = llvm.load %1281 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1283 = llvm.getelementptr %768[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1282, %1283 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1284 = llvm.add %1204, %27 overflow<nsw> : i32
      %1285 = llvm.add %1205, %54 overflow<nsw> : i32
      %1286 = llvm.icmp "slt" %1284, %47 : i32
      %1287 = llvm.icmp "slt" %1285, %40 : i32
      %1288 = llvm.and %1286, %1287 : i1
      llvm.cond_br %1288, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1289 = llvm.getelementptr %55[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1290 = llvm.load %1289 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1291 = llvm.getelementptr %768[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1290, %1291 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      %1292 = llvm.add %1204, %13 overflow<nsw> : i32
      %1293 = llvm.icmp "slt" %1292, %47 : i32
      %1294 = llvm.icmp "slt" %1205, %40 : i32
      %1295 = llvm.and %1293, %1294 : i1
      llvm.cond_br %1295, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %1296 = llvm.getelementptr %55[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1297 = llvm.load %1296 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1298 = llvm.getelementptr %768[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1297, %1298 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      %1299 = llvm.add %1204, %13 overflow<nsw> : i32
      %1300 = llvm.add %1205, %54 overflow<nsw> : i32
      %1301 = llvm.icmp "slt" %1299, %47 : i32
      %1302 = llvm.icmp "slt" %1300, %40 : i32
      %1303 = llvm.and %1301, %1302 : i1
      llvm.cond_br %1303, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      %1304 = llvm.getelementptr %55[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1305 = llvm.load %1304 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1306 = llvm.getelementptr %768[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1305, %1306 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1307 = llvm.add %1204, %5 overflow<nsw> : i32
      %1308 = llvm.icmp "slt" %1307, %47 : i32
      %1309 = llvm.icmp "slt" %1205, %40 : i32
      %1310 = llvm.and %1308, %1309 : i1
      llvm.cond_br %1310, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1311 = llvm.getelementptr %55[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1312 = llvm.load %1311 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1313 = llvm.getelementptr %768[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1312, %1313 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      %1314 = llvm.add %1204, %5 overflow<nsw> : i32
      %1315 = llvm.add %1205, %54 overflow<nsw> : i32
      %1316 = llvm.icmp "slt" %1314, %47 : i32
      %1317 = llvm.icmp "slt" %1315, %40 : i32
      %1318 = llvm.and %1316, %1317 : i1
      llvm.cond_br %1318, ^bb102, ^bb103
    ^bb102:  // pred: ^bb101
      %1319 = llvm.getelementptr %55[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1320 = llvm.load %1319 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1321 = llvm.getelementptr %768[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1320, %1321 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb103
    ^bb103:  // 2 preds: ^bb101, ^bb102
      %1322 = llvm.add %1205, %38 overflow<nsw> : i32
      %1323 = llvm.icmp "slt" %1204, %47 : i32
      %1324 = llvm.icmp "slt" %1322, %40 : i32
      %1325 = llvm.and %1323, %1324 : i1
      llvm.cond_br %1325, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %1326 = llvm.getelementptr %55[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1327 = llvm.load %1326 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1328 = llvm.getelementptr %768[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1327, %1328 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1329 = llvm.add %1205, %11 overflow<nsw> : i32
      %1330 = llvm.icmp "slt" %1204, %47 : i32
      %1331 = llvm.icmp "slt" %1329, %40 : i32
      %1332 = llvm.and %1330, %1331 : i1
      llvm.cond_br %1332, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1333 = llvm.getelementptr %55[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1334 = llvm.load %1333 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1335 = llvm.getelementptr %768[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1334, %1335 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      %1336 = llvm.add %1204, %51 overflow<nsw> : i32
      %1337 = llvm.add %1205, %38 overflow<nsw> : i32
      %1338 = llvm.icmp "slt" %1336, %47 : i32
      %1339 = llvm.icmp "slt" %1337, %40 : i32
      %1340 = llvm.and %1338, %1339 : i1
      llvm.cond_br %1340, ^bb108, ^bb109
    ^bb108:  // pred: ^bb107
      %1341 = llvm.getelementptr %55[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1342 = llvm.load %1341 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1343 = llvm.getelementptr %768[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1342, %1343 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb109
    ^bb109:  // 2 preds: ^bb107, ^bb108
      %1344 = llvm.add %1204, %51 overflow<nsw> : i32
      %1345 = llvm.add %1205, %11 overflow<nsw> : i32
      %1346 = llvm.icmp "slt" %1344, %47 : i32
      %1347 = llvm.icmp "slt" %1345, %40 : i32
      %1348 = llvm.and %1346, %1347 : i1
      llvm.cond_br %1348, ^bb110, ^bb111
    ^bb110:  // pred: ^bb109
      %1349 = llvm.getelementptr %55[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1350 = llvm.load %1349 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1351 = llvm.getelementptr %768[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1350, %1351 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %1352 = llvm.add %1204, %39 overflow<nsw> : i32
      %1353 = llvm.add %1205, %38 overflow<nsw> : i32
      %1354 = llvm.icmp "slt" %1352, %47 : i32
      %1355 = llvm.icmp "slt" %1353, %40 : i32
      %1356 = llvm.and %1354, %1355 : i1
      llvm.cond_br %1356, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1357 = llvm.getelementptr %55[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1358 = llvm.load %1357 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1359 = llvm.getelementptr %768[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1358, %1359 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb113
    ^bb113:  // 2 preds: ^bb111, ^bb112
      %1360 = llvm.add %1204, %39 overflow<nsw> : i32
      %1361 = llvm.add %1205, %11 overflow<nsw> : i32
      %1362 = llvm.icmp "slt" %1360, %47 : i32
      %1363 = llvm.icmp "slt" %1361, %40 : i32
      %1364 = llvm.and %1362, %1363 : i1
      llvm.cond_br %1364, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %1365 = llvm.getelementptr %55[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1366 = llvm.load %1365 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1367 = llvm.getelementptr %768[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1366, %1367 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb115
    ^bb115:  // 2 preds: ^bb113, ^bb114
      %1368 = llvm.add %1204, %20 overflow<nsw> : i32
      %1369 = llvm.add %1205, %38 overflow<nsw> : i32
      %1370 = llvm.icmp "slt" %1368, %47 : i32
      %1371 = llvm.icmp "slt" %1369, %40 : i32
      %1372 = llvm.and %1370, %1371 : i1
      llvm.cond_br %1372, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %1373 = llvm.getelementptr %55[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1374 = llvm.load %1373 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1375 = llvm.getelementptr %768[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1374, %1375 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1376 = llvm.add %1204, %20 overflow<nsw> : i32
      %1377 = llvm.add %1205, %11 overflow<nsw> : i32
      %1378 = llvm.icmp "slt" %1376, %47 : i32
      %1379 = llvm.icmp "slt" %1377, %40 : i32
      %1380 = llvm.and %1378, %1379 : i1
      llvm.cond_br %1380, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1381 = llvm.getelementptr %55[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1382 = llvm.load %1381 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1383 = llvm.getelementptr %768[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1382, %1383 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb119
    ^bb119:  // 2 preds: ^bb117, ^bb118
      %1384 = llvm.add %1204, %30 overflow<nsw> : i32
      %1385 = llvm.add %1205, %38 overflow<nsw> : i32
      %1386 = llvm.icmp "slt" %1384, %47 : i32
      %1387 = llvm.icmp "slt" %1385, %40 : i32
      %1388 = llvm.and %1386, %1387 : i1
      llvm.cond_br %1388, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %1389 = llvm.getelementptr %55[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1390 = llvm.load %1389 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1391 = llvm.getelementptr %768[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1390, %1391 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb121
    ^bb121:  // 2 preds: ^bb119, ^bb120
      %1392 = llvm.add %1204, %30 overflow<nsw> : i32
      %1393 = llvm.add %1205, %11 overflow<nsw> : i32
      %1394 = llvm.icmp "slt" %1392, %47 : i32
      %1395 = llvm.icmp "slt" %1393, %40 : i32
      %1396 = llvm.and %1394, %1395 : i1
      llvm.cond_br %1396, ^bb122, ^bb123
    ^bb122:  // pred: ^bb121
      %1397 = llvm.getelementptr %55[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1398 = llvm.load %1397 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1399 = llvm.getelementptr %768[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1398, %1399 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      %1400 = llvm.add %1204, %27 overflow<nsw> : i32
      %1401 = llvm.add %1205, %38 overflow<nsw> : i32
      %1402 = llvm.icmp "slt" %1400, %47 : i32
      %1403 = llvm.icmp "slt" %1401, %40 : i32
      %1404 = llvm.and %1402, %1403 : i1
      llvm.cond_br %1404, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %1405 = llvm.getelementptr %55[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1406 = llvm.load %1405 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1407 = llvm.getelementptr %768[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1406, %1407 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb125
    ^bb125:  // 2 preds: ^bb123, ^bb124
      %1408 = llvm.add %1204, %27 overflow<nsw> : i32
      %1409 = llvm.add %1205, %11 overflow<nsw> : i32
      %1410 = llvm.icmp "slt" %1408, %47 : i32
      %1411 = llvm.icmp "slt" %1409, %40 : i32
      %1412 = llvm.and %1410, %1411 : i1
      llvm.cond_br %1412, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %1413 = llvm.getelementptr %55[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1414 = llvm.load %1413 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1415 = llvm.getelementptr %768[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1414, %1415 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb127
    ^bb127:  // 2 preds: ^bb125, ^bb126
      %1416 = llvm.add %1204, %13 overflow<nsw> : i32
      %1417 = llvm.add %1205, %38 overflow<nsw> : i32
      %1418 = llvm.icmp "slt" %1416, %47 : i32
      %1419 = llvm.icmp "slt" %1417, %40 : i32
      %1420 = llvm.and %1418, %1419 : i1
      llvm.cond_br %1420, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %1421 = llvm.getelementptr %55[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1422 = llvm.load %1421 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1423 = llvm.getelementptr %768[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1422, %1423 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      %1424 = llvm.add %1204, %13 overflow<nsw> : i32
      %1425 = llvm.add %1205, %11 overflow<nsw> : i32
      %1426 = llvm.icmp "slt" %1424, %47 : i32
      %1427 = llvm.icmp "slt" %1425, %40 : i32
      %1428 = llvm.and %1426, %1427 : i1
      llvm.cond_br %1428, ^bb130, ^bb131
    ^bb130:  // pred: ^bb129
      %1429 = llvm.getelementptr %55[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1430 = llvm.load %1429 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1431 = llvm.getelementptr %768[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1430, %1431 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb131
    ^bb131:  // 2 preds: ^bb129, ^bb130
      %1432 = llvm.add %1204, %5 overflow<nsw> : i32
      %1433 = llvm.add %1205, %38 overflow<nsw> : i32
      %1434 = llvm.icmp "slt" %1432, %47 : i32
      %1435 = llvm.icmp "slt" %1433, %40 : i32
      %1436 = llvm.and %1434, %1435 : i1
      llvm.cond_br %1436, ^bb132, ^bb133
    ^bb132:  // pred: ^bb131
      %1437 = llvm.getelementptr %55[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1438 = llvm.load %1437 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1439 = llvm.getelementptr %768[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1438, %1439 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb133
    ^bb133:  // 2 preds: ^bb131, ^bb132
      %1440 = llvm.add %1204, %5 overflow<nsw> : i32
      %1441 = llvm.add %1205, %11 overflow<nsw> : i32
      %1442 = llvm.icmp "slt" %1440, %47 : i32
      %1443 = llvm.icmp "slt" %1441, %40 : i32
      %1444 = llvm.and %1442, %1443 : i1
      llvm.cond_br %1444, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %1445 = llvm.getelementptr %55[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1446 = llvm.load %1445 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1447 = llvm.getelementptr %768[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1446, %1447 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %1448 = llvm.add %1205, %39 overflow<nsw> : i32
      %1449 = llvm.icmp "slt" %1204, %47 : i32
      %1450 = llvm.icmp "slt" %1448, %40 : i32
      %1451 = llvm.and %1449, %1450 : i1
      llvm.cond_br %1451, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %1452 = llvm.getelementptr %55[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1453 = llvm.load %1452 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1454 = llvm.getelementptr %768[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1453, %1454 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb137
    ^bb137:  // 2 preds: ^bb135, ^bb136
      %1455 = llvm.add %1205, %10 overflow<nsw> : i32
      %1456 = llvm.icmp "slt" %1204, %47 : i32
      %1457 = llvm.icmp "slt" %1455, %40 : i32
      %1458 = llvm.and %1456, %1457 : i1
      llvm.cond_br %1458, ^bb138, ^bb139
    ^bb138:  // pred: ^bb137
      %1459 = llvm.getelementptr %55[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1460 = llvm.load %1459 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1461 = llvm.getelementptr %768[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1460, %1461 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb139
    ^bb139:  // 2 preds: ^bb137, ^bb138
      %1462 = llvm.add %1204, %51 overflow<nsw> : i32
      %1463 = llvm.add %1205, %39 overflow<nsw> : i32
      %1464 = llvm.icmp "slt" %1462, %47 : i32
      %1465 = llvm.icmp "slt" %1463, %40 : i32
      %1466 = llvm.and %1464, %1465 : i1
      llvm.cond_br %1466, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %1467 = llvm.getelementptr %55[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1468 = llvm.load %1467 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1469 = llvm.getelementptr %768[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1468, %1469 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %1470 = llvm.add %1204, %51 overflow<nsw> : i32
      %1471 = llvm.add %1205, %10 overflow<nsw> : i32
      %1472 = llvm.icmp "slt" %1470, %47 : i32
      %1473 = llvm.icmp "slt" %1471, %40 : i32
      %1474 = llvm.and %1472, %1473 : i1
      llvm.cond_br %1474, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %1475 = llvm.getelementptr %55[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1476 = llvm.load %1475 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1477 = llvm.getelementptr %768[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1476, %1477 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb143
    ^bb143:  // 2 preds: ^bb141, ^bb142
      %1478 = llvm.add %1204, %39 overflow<nsw> : i32
      %1479 = llvm.add %1205, %39 overflow<nsw> : i32
      %1480 = llvm.icmp "slt" %1478, %47 : i32
      %1481 = llvm.icmp "slt" %1479, %40 : i32
      %1482 = llvm.and %1480, %1481 : i1
      llvm.cond_br %1482, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      %1483 = llvm.getelementptr %55[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1484 = llvm.load %1483 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1485 = llvm.getelementptr %768[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1484, %1485 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb145
    ^bb145:  // 2 preds: ^bb143, ^bb144
      %1486 = llvm.add %1204, %39 overflow<nsw> : i32
      %1487 = llvm.add %1205, %10 overflow<nsw> : i32
      %1488 = llvm.icmp "slt" %1486, %47 : i32
      %1489 = llvm.icmp "slt" %1487, %40 : i32
      %1490 = llvm.and %1488, %1489 : i1
      llvm.cond_br %1490, ^bb146, ^bb147
    ^bb146:  // pred: ^bb145
      %1491 = llvm.getelementptr %55[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1492 = llvm.load %1491 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1493 = llvm.getelementptr %768[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1492, %1493 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %1494 = llvm.add %1204, %20 overflow<nsw> : i32
      %1495 = llvm.add %1205, %39 overflow<nsw> : i32
      %1496 = llvm.icmp "slt" %1494, %47 : i32
      %1497 = llvm.icmp "slt" %1495, %40 : i32
      %1498 = llvm.and %1496, %1497 : i1
      llvm.cond_br %1498, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %1499 = llvm.getelementptr %55[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1500 = llvm.load %1499 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1501 = llvm.getelementptr %768[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1500, %1501 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb149
    ^bb149:  // 2 preds: ^bb147, ^bb148
      %1502 = llvm.add %1204, %20 overflow<nsw> : i32
      %1503 = llvm.add %1205, %10 overflow<nsw> : i32
      %1504 = llvm.icmp "slt" %1502, %47 : i32
      %1505 = llvm.icmp "slt" %1503, %40 : i32
      %1506 = llvm.and %1504, %1505 : i1
      llvm.cond_br %1506, ^bb150, ^bb151
    ^bb150:  // pred: ^bb149
      %1507 = llvm.getelementptr %55[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1508 = llvm.load %1507 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1509 = llvm.getelementptr %768[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1508, %1509 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb151
    ^bb151:  // 2 preds: ^bb149, ^bb150
      %1510 = llvm.add %1204, %30 overflow<nsw> : i32
      %1511 = llvm.add %1205, %39 overflow<nsw> : i32
      %1512 = llvm.icmp "slt" %1510, %47 : i32
      %1513 = llvm.icmp "slt" %1511, %40 : i32
      %1514 = llvm.and %1512, %1513 : i1
      llvm.cond_br %1514, ^bb152, ^bb153
    ^bb152:  // pred: ^bb151
      %1515 = llvm.getelementptr %55[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1516 = llvm.load %1515 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1517 = llvm.getelementptr %768[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1516, %1517 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb153
    ^bb153:  // 2 preds: ^bb151, ^bb152
      %1518 = llvm.add %1204, %30 overflow<nsw> : i32
      %1519 = llvm.add %1205, %10 overflow<nsw> : i32
      %1520 = llvm.icmp "slt" %1518, %47 : i32
      %1521 = llvm.icmp "slt" %1519, %40 : i32
      %1522 = llvm.and %1520, %1521 : i1
      llvm.cond_br %1522, ^bb154, ^bb155
    ^bb154:  // pred: ^bb153
      %1523 = llvm.getelementptr %55[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1524 = llvm.load %1523 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1525 = llvm.getelementptr %768[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1524, %1525 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb155
    ^bb155:  // 2 preds: ^bb153, ^bb154
      %1526 = llvm.add %1204, %27 overflow<nsw> : i32
      %1527 = llvm.add %1205, %39 overflow<nsw> : i32
      %1528 = llvm.icmp "slt" %1526, %47 : i32
      %1529 = llvm.icmp "slt" %1527, %40 : i32
      %1530 = llvm.and %1528, %1529 : i1
      llvm.cond_br %1530, ^bb156, ^bb157
    ^bb156:  // pred: ^bb155
      %1531 = llvm.getelementptr %55[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1532 = llvm.load %1531 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1533 = llvm.getelementptr %768[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1532, %1533 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb157
    ^bb157:  // 2 preds: ^bb155, ^bb156
      %1534 = llvm.add %1204, %27 overflow<nsw> : i32
      %1535 = llvm.add %1205, %10 overflow<nsw> : i32
      %1536 = llvm.icmp "slt" %1534, %47 : i32
      %1537 = llvm.icmp "slt" %1535, %40 : i32
      %1538 = llvm.and %1536, %1537 : i1
      llvm.cond_br %1538, ^bb158, ^bb159
    ^bb158:  // pred: ^bb157
      %1539 = llvm.getelementptr %55[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1540 = llvm.load %1539 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1541 = llvm.getelementptr %768[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1540, %1541 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      %1542 = llvm.add %1204, %13 overflow<nsw> : i32
      %1543 = llvm.add %1205, %39 overflow<nsw> : i32
      %1544 = llvm.icmp "slt" %1542, %47 : i32
      %1545 = llvm.icmp "slt" %1543, %40 : i32
      %1546 = llvm.and %1544, %1545 : i1
      llvm.cond_br %1546, ^bb160, ^bb161
    ^bb160:  // pred: ^bb159
      %1547 = llvm.getelementptr %55[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1548 = llvm.load %1547 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1549 = llvm.getelementptr %768[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1548, %1549 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb161
    ^bb161:  // 2 preds: ^bb159, ^bb160
      %1550 = llvm.add %1204, %13 overflow<nsw> : i32
      %1551 = llvm.add %1205, %10 overflow<nsw> : i32
      %1552 = llvm.icmp "slt" %1550, %47 : i32
      %1553 = llvm.icmp "slt" %1551, %40 : i32
      %1554 = llvm.and %1552, %1553 : i1
      llvm.cond_br %1554, ^bb162, ^bb163
    ^bb162:  // pred: ^bb161
      %1555 = llvm.getelementptr %55[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1556 = llvm.load %1555 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1557 = llvm.getelementptr %768[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1556, %1557 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb163
    ^bb163:  // 2 preds: ^bb161, ^bb162
      %1558 = llvm.add %1204, %5 overflow<nsw> : i32
      %1559 = llvm.add %1205, %39 overflow<nsw> : i32
      %1560 = llvm.icmp "slt" %1558, %47 : i32
      %1561 = llvm.icmp "slt" %1559, %40 : i32
      %1562 = llvm.and %1560, %1561 : i1
      llvm.cond_br %1562, ^bb164, ^bb165
    ^bb164:  // pred: ^bb163
      %1563 = llvm.getelementptr %55[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1564 = llvm.load %1563 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1565 = llvm.getelementptr %768[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1564, %1565 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb165
    ^bb165:  // 2 preds: ^bb163, ^bb164
      %1566 = llvm.add %1204, %5 overflow<nsw> : i32
      %1567 = llvm.add %1205, %10 overflow<nsw> : i32
      %1568 = llvm.icmp "slt" %1566, %47 : i32
      %1569 = llvm.icmp "slt" %1567, %40 : i32
      %1570 = llvm.and %1568, %1569 : i1
      llvm.cond_br %1570, ^bb166, ^bb167
    ^bb166:  // pred: ^bb165
      %1571 = llvm.getelementptr %55[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1572 = llvm.load %1571 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1573 = llvm.getelementptr %768[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1572, %1573 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb167
    ^bb167:  // 2 preds: ^bb165, ^bb166
      %1574 = llvm.add %1205, %15 overflow<nsw> : i32
      %1575 = llvm.icmp "slt" %1204, %47 : i32
      %1576 = llvm.icmp "slt" %1574, %40 : i32
      %1577 = llvm.and %1575, %1576 : i1
      llvm.cond_br %1577, ^bb168, ^bb169
    ^bb168:  // pred: ^bb167
      %1578 = llvm.getelementptr %55[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1579 = llvm.load %1578 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1580 = llvm.getelementptr %768[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1579, %1580 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb169
    ^bb169:  // 2 preds: ^bb167, ^bb168
      %1581 = llvm.add %1205, %9 overflow<nsw> : i32
      %1582 = llvm.icmp "slt" %1204, %47 : i32
      %1583 = llvm.icmp "slt" %1581, %40 : i32
      %1584 = llvm.and %1582, %1583 : i1
      llvm.cond_br %1584, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      %1585 = llvm.getelementptr %55[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1586 = llvm.load %1585 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1587 = llvm.getelementptr %768[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1586, %1587 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb171
    ^bb171:  // 2 preds: ^bb169, ^bb170
      %1588 = llvm.add %1204, %51 overflow<nsw> : i32
      %1589 = llvm.add %1205, %15 overflow<nsw> : i32
      %1590 = llvm.icmp "slt" %1588, %47 : i32
      %1591 = llvm.icmp "slt" %1589, %40 : i32
      %1592 = llvm.and %1590, %1591 : i1
      llvm.cond_br %1592, ^bb172, ^bb173
    ^bb172:  // pred: ^bb171
      %1593 = llvm.getelementptr %55[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1594 = llvm.load %1593 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1595 = llvm.getelementptr %768[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1594, %1595 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb173
    ^bb173:  // 2 preds: ^bb171, ^bb172
      %1596 = llvm.add %1204, %51 overflow<nsw> : i32
      %1597 = llvm.add %1205, %9 overflow<nsw> : i32
      %1598 = llvm.icmp "slt" %1596, %47 : i32
      %1599 = llvm.icmp "slt" %1597, %40 : i32
      %1600 = llvm.and %1598, %1599 : i1
      llvm.cond_br %1600, ^bb174, ^bb175
    ^bb174:  // pred: ^bb173
      %1601 = llvm.getelementptr %55[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1602 = llvm.load %1601 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1603 = llvm.getelementptr %768[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1602, %1603 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb175
    ^bb175:  // 2 preds: ^bb173, ^bb174
      %1604 = llvm.add %1204, %39 overflow<nsw> : i32
      %1605 = llvm.add %1205, %15 overflow<nsw> : i32
      %1606 = llvm.icmp "slt" %1604, %47 : i32
      %1607 = llvm.icmp "slt" %1605, %40 : i32
      %1608 = llvm.and %1606, %1607 : i1
      llvm.cond_br %1608, ^bb176, ^bb177
    ^bb176:  // pred: ^bb175
      %1609 = llvm.getelementptr %55[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1610 = llvm.load %1609 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1611 = llvm.getelementptr %768[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1610, %1611 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb177
    ^bb177:  // 2 preds: ^bb175, ^bb176
      %1612 = llvm.add %1204, %39 overflow<nsw> : i32
      %1613 = llvm.add %1205, %9 overflow<nsw> : i32
      %1614 = llvm.icmp "slt" %1612, %47 : i32
      %1615 = llvm.icmp "slt" %1613, %40 : i32
      %1616 = llvm.and %1614, %1615 : i1
      llvm.cond_br %1616, ^bb178, ^bb179
    ^bb178:  // pred: ^bb177
      %1617 = llvm.getelementptr %55[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1618 = llvm.load %1617 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1619 = llvm.getelementptr %768[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1618, %1619 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb179
    ^bb179:  // 2 preds: ^bb177, ^bb178
      %1620 = llvm.add %1204, %20 overflow<nsw> : i32
      %1621 = llvm.add %1205, %15 overflow<nsw> : i32
      %1622 = llvm.icmp "slt" %1620, %47 : i32
      %1623 = llvm.icmp "slt" %1621, %40 : i32
      %1624 = llvm.and %1622, %1623 : i1
      llvm.cond_br %1624, ^bb180, ^bb181
    ^bb180:  // pred: ^bb179
      %1625 = llvm.getelementptr %55[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1626 = llvm.load %1625 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1627 = llvm.getelementptr %768[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1626, %1627 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb181
    ^bb181:  // 2 preds: ^bb179, ^bb180
      %1628 = llvm.add %1204, %20 overflow<nsw> : i32
      %1629 = llvm.add %1205, %9 overflow<nsw> : i32
      %1630 = llvm.icmp "slt" %1628, %47 : i32
      %1631 = llvm.icmp "slt" %1629, %40 : i32
      %1632 = llvm.and %1630, %1631 : i1
      llvm.cond_br %1632, ^bb182, ^bb183
    ^bb182:  // pred: ^bb181
      %1633 = llvm.getelementptr %55[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1634 = llvm.load %1633 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1635 = llvm.getelementptr %768[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1634, %1635 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb183
    ^bb183:  // 2 preds: ^bb181, ^bb182
      %1636 = llvm.add %1204, %30 overflow<nsw> : i32
      %1637 = llvm.add %1205, %15 overflow<nsw> : i32
      %1638 = llvm.icmp "slt" %1636, %47 : i32
      %1639 = llvm.icmp "slt" %1637, %40 : i32
      %1640 = llvm.and %1638, %1639 : i1
      llvm.cond_br %1640, ^bb184, ^bb185
    ^bb184:  // pred: ^bb183
      %1641 = llvm.getelementptr %55[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1642 = llvm.load %1641 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1643 = llvm.getelementptr %768[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1642, %1643 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb185
    ^bb185:  // 2 preds: ^bb183, ^bb184
      %1644 = llvm.add %1204, %30 overflow<nsw> : i32
      %1645 = llvm.add %1205, %9 overflow<nsw> : i32
      %1646 = llvm.icmp "slt" %1644, %47 : i32
      %1647 = llvm.icmp "slt" %1645, %40 : i32
      %1648 = llvm.and %1646, %1647 : i1
      llvm.cond_br %1648, ^bb186, ^bb187
    ^bb186:  // pred: ^bb185
      %1649 = llvm.getelementptr %55[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1650 = llvm.load %1649 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1651 = llvm.getelementptr %768[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1650, %1651 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb187
    ^bb187:  // 2 preds: ^bb185, ^bb186
      %1652 = llvm.add %1204, %27 overflow<nsw> : i32
      %1653 = llvm.add %1205, %15 overflow<nsw> : i32
      %1654 = llvm.icmp "slt" %1652, %47 : i32
      %1655 = llvm.icmp "slt" %1653, %40 : i32
      %1656 = llvm.and %1654, %1655 : i1
      llvm.cond_br %1656, ^bb188, ^bb189
    ^bb188:  // pred: ^bb187
      %1657 = llvm.getelementptr %55[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1658 = llvm.load %1657 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1659 = llvm.getelementptr %768[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1658, %1659 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb189
    ^bb189:  // 2 preds: ^bb187, ^bb188
      %1660 = llvm.add %1204, %27 overflow<nsw> : i32
      %1661 = llvm.add %1205, %9 overflow<nsw> : i32
      %1662 = llvm.icmp "slt" %1660, %47 : i32
      %1663 = llvm.icmp "slt" %1661, %40 : i32
      %1664 = llvm.and %1662, %1663 : i1
      llvm.cond_br %1664, ^bb190, ^bb191
    ^bb190:  // pred: ^bb189
      %1665 = llvm.getelementptr %55[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1666 = llvm.load %1665 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1667 = llvm.getelementptr %768[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1666, %1667 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb191
    ^bb191:  // 2 preds: ^bb189, ^bb190
      %1668 = llvm.add %1204, %13 overflow<nsw> : i32
      %1669 = llvm.add %1205, %15 overflow<nsw> : i32
      %1670 = llvm.icmp "slt" %1668, %47 : i32
      %1671 = llvm.icmp "slt" %1669, %40 : i32
      %1672 = llvm.and %1670, %1671 : i1
      llvm.cond_br %1672, ^bb192, ^bb193
    ^bb192:  // pred: ^bb191
      %1673 = llvm.getelementptr %55[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1674 = llvm.load %1673 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1675 = llvm.getelementptr %768[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1674, %1675 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb193
    ^bb193:  // 2 preds: ^bb191, ^bb192
      %1676 = llvm.add %1204, %13 overflow<nsw> : i32
      %1677 = llvm.add %1205, %9 overflow<nsw> : i32
      %1678 = llvm.icmp "slt" %1676, %47 : i32
      %1679 = llvm.icmp "slt" %1677, %40 : i32
      %1680 = llvm.and %1678, %1679 : i1
      llvm.cond_br %1680, ^bb194, ^bb195
    ^bb194:  // pred: ^bb193
      %1681 = llvm.getelementptr %55[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1682 = llvm.load %1681 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1683 = llvm.getelementptr %768[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1682, %1683 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb195
    ^bb195:  // 2 preds: ^bb193, ^bb194
      %1684 = llvm.add %1204, %5 overflow<nsw> : i32
      %1685 = llvm.add %1205, %15 overflow<nsw> : i32
      %1686 = llvm.icmp "slt" %1684, %47 : i32
      %1687 = llvm.icmp "slt" %1685, %40 : i32
      %1688 = llvm.and %1686, %1687 : i1
      llvm.cond_br %1688, ^bb196, ^bb197
    ^bb196:  // pred: ^bb195
      %1689 = llvm.getelementptr %55[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1690 = llvm.load %1689 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1691 = llvm.getelementptr %768[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1690, %1691 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb197
    ^bb197:  // 2 preds: ^bb195, ^bb196
      %1692 = llvm.add %1204, %5 overflow<nsw> : i32
      %1693 = llvm.add %1205, %9 overflow<nsw> : i32
      %1694 = llvm.icmp "slt" %1692, %47 : i32
      %1695 = llvm.icmp "slt" %1693, %40 : i32
      %1696 = llvm.and %1694, %1695 : i1
      llvm.cond_br %1696, ^bb198, ^bb199
    ^bb198:  // pred: ^bb197
      %1697 = llvm.getelementptr %55[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1698 = llvm.load %1697 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1699 = llvm.getelementptr %768[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1698, %1699 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb199
    ^bb199:  // 2 preds: ^bb197, ^bb198
      %1700 = llvm.add %1205, %30 overflow<nsw> : i32
      %1701 = llvm.icmp "slt" %1204, %47 : i32
      %1702 = llvm.icmp "slt" %1700, %40 : i32
      %1703 = llvm.and %1701, %1702 : i1
      llvm.cond_br %1703, ^bb200, ^bb201
    ^bb200:  // pred: ^bb199
      %1704 = llvm.getelementptr %55[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1705 = llvm.load %1704 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1706 = llvm.getelementptr %768[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1705, %1706 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb201
    ^bb201:  // 2 preds: ^bb199, ^bb200
      %1707 = llvm.add %1205, %8 overflow<nsw> : i32
      %1708 = llvm.icmp "slt" %1204, %47 : i32
      %1709 = llvm.icmp "slt" %1707, %40 : i32
      %1710 = llvm.and %1708, %1709 : i1
      llvm.cond_br %1710, ^bb202, ^bb203
    ^bb202:  // pred: ^bb201
      %1711 = llvm.getelementptr %55[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1712 = llvm.load %1711 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1713 = llvm.getelementptr %768[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1712, %1713 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb203
    ^bb203:  // 2 preds: ^bb201, ^bb202
      %1714 = llvm.add %1204, %51 overflow<nsw> : i32
      %1715 = llvm.add %1205, %30 overflow<nsw> : i32
      %1716 = llvm.icmp "slt" %1714, %47 : i32
      %1717 = llvm.icmp "slt" %1715, %40 : i32
      %1718 = llvm.and %1716, %1717 : i1
      llvm.cond_br %1718, ^bb204, ^bb205
    ^bb204:  // pred: ^bb203
      %1719 = llvm.getelementptr %55[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1720 = llvm.load %1719 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1721 = llvm.getelementptr %768[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1720, %1721 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb205
    ^bb205:  // 2 preds: ^bb203, ^bb204
      %1722 = llvm.add %1204, %51 overflow<nsw> : i32
      %1723 = llvm.add %1205, %8 overflow<nsw> : i32
      %1724 = llvm.icmp "slt" %1722, %47 : i32
      %1725 = llvm.icmp "slt" %1723, %40 : i32
      %1726 = llvm.and %1724, %1725 : i1
      llvm.cond_br %1726, ^bb206, ^bb207
    ^bb206:  // pred: ^bb205
      %1727 = llvm.getelementptr %55[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1728 = llvm.load %1727 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1729 = llvm.getelementptr %768[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1728, %1729 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb207
    ^bb207:  // 2 preds: ^bb205, ^bb206
      %1730 = llvm.add %1204, %39 overflow<nsw> : i32
      %1731 = llvm.add %1205, %30 overflow<nsw> : i32
      %1732 = llvm.icmp "slt" %1730, %47 : i32
      %1733 = llvm.icmp "slt" %1731, %40 : i32
      %1734 = llvm.and %1732, %1733 : i1
      llvm.cond_br %1734, ^bb208, ^bb209
    ^bb208:  // pred: ^bb207
      %1735 = llvm.getelementptr %55[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1736 = llvm.load %1735 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1737 = llvm.getelementptr %768[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1736, %1737 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb209
    ^bb209:  // 2 preds: ^bb207, ^bb208
      %1738 = llvm.add %1204, %39 overflow<nsw> : i32
      %1739 = llvm.add %1205, %8 overflow<nsw> : i32
      %1740 = llvm.icmp "slt" %1738, %47 : i32
      %1741 = llvm.icmp "slt" %1739, %40 : i32
      %1742 = llvm.and %1740, %1741 : i1
      llvm.cond_br %1742, ^bb210, ^bb211
    ^bb210:  // pred: ^bb209
      %1743 = llvm.getelementptr %55[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1744 = llvm.load %1743 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1745 = llvm.getelementptr %768[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1744, %1745 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb211
    ^bb211:  // 2 preds: ^bb209, ^bb210
      %1746 = llvm.add %1204, %20 overflow<nsw> : i32
      %1747 = llvm.add %1205, %30 overflow<nsw> : i32
      %1748 = llvm.icmp "slt" %1746, %47 : i32
      %1749 = llvm.icmp "slt" %1747, %40 : i32
      %1750 = llvm.and %1748, %1749 : i1
      llvm.cond_br %1750, ^bb212, ^bb213
    ^bb212:  // pred: ^bb211
      %1751 = llvm.getelementptr %55[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1752 = llvm.load %1751 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1753 = llvm.getelementptr %768[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1752, %1753 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb213
    ^bb213:  // 2 preds: ^bb211, ^bb212
      %1754 = llvm.add %1204, %20 overflow<nsw> : i32
      %1755 = llvm.add %1205, %8 overflow<nsw> : i32
      %1756 = llvm.icmp "slt" %1754, %47 : i32
      %1757 = llvm.icmp "slt" %1755, %40 : i32
      %1758 = llvm.and %1756, %1757 : i1
      llvm.cond_br %1758, ^bb214, ^bb215
    ^bb214:  // pred: ^bb213
      %1759 = llvm.getelementptr %55[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1760 = llvm.load %1759 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1761 = llvm.getelementptr %768[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1760, %1761 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb215
    ^bb215:  // 2 preds: ^bb213, ^bb214
      %1762 = llvm.add %1204, %30 overflow<nsw> : i32
      %1763 = llvm.add %1205, %30 overflow<nsw> : i32
      %1764 = llvm.icmp "slt" %1762, %47 : i32
      %1765 = llvm.icmp "slt" %1763, %40 : i32
      %1766 = llvm.and %1764, %1765 : i1
      llvm.cond_br %1766, ^bb216, ^bb217
    ^bb216:  // pred: ^bb215
      %1767 = llvm.getelementptr %55[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1768 = llvm.load %1767 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1769 = llvm.getelementptr %768[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1768, %1769 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb217
    ^bb217:  // 2 preds: ^bb215, ^bb216
      %1770 = llvm.add %1204, %30 overflow<nsw> : i32
      %1771 = llvm.add %1205, %8 overflow<nsw> : i32
      %1772 = llvm.icmp "slt" %1770, %47 : i32
      %1773 = llvm.icmp "slt" %1771, %40 : i32
      %1774 = llvm.and %1772, %1773 : i1
      llvm.cond_br %1774, ^bb218, ^bb219
    ^bb218:  // pred: ^bb217
      %1775 = llvm.getelementptr %55[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1776 = llvm.load %1775 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1777 = llvm.getelementptr %768[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1776, %1777 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb219
    ^bb219:  // 2 preds: ^bb217, ^bb218
      %1778 = llvm.add %1204, %27 overflow<nsw> : i32
      %1779 = llvm.add %1205, %30 overflow<nsw> : i32
      %1780 = llvm.icmp "slt" %1778, %47 : i32
      %1781 = llvm.icmp "slt" %1779, %40 : i32
      %1782 = llvm.and %1780, %1781 : i1
      llvm.cond_br %1782, ^bb220, ^bb221
    ^bb220:  // pred: ^bb219
      %1783 = llvm.getelementptr %55[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1784 = llvm.load %1783 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1785 = llvm.getelementptr %768[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1784, %1785 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb221
    ^bb221:  // 2 preds: ^bb219, ^bb220
      %1786 = llvm.add %1204, %27 overflow<nsw> : i32
      %1787 = llvm.add %1205, %8 overflow<nsw> : i32
      %1788 = llvm.icmp "slt" %1786, %47 : i32
      %1789 = llvm.icmp "slt" %1787, %40 : i32
      %1790 = llvm.and %1788, %1789 : i1
      llvm.cond_br %1790, ^bb222, ^bb223
    ^bb222:  // pred: ^bb221
      %1791 = llvm.getelementptr %55[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1792 = llvm.load %1791 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1793 = llvm.getelementptr %768[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1792, %1793 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb223
    ^bb223:  // 2 preds: ^bb221, ^bb222
      %1794 = llvm.add %1204, %13 overflow<nsw> : i32
      %1795 = llvm.add %1205, %30 overflow<nsw> : i32
      %1796 = llvm.icmp "slt" %1794, %47 : i32
      %1797 = llvm.icmp "slt" %1795, %40 : i32
      %1798 = llvm.and %1796, %1797 : i1
      llvm.cond_br %1798, ^bb224, ^bb225
    ^bb224:  // pred: ^bb223
      %1799 = llvm.getelementptr %55[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1800 = llvm.load %1799 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1801 = llvm.getelementptr %768[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1800, %1801 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb225
    ^bb225:  // 2 preds: ^bb223, ^bb224
      %1802 = llvm.add %1204, %13 overflow<nsw> : i32
      %1803 = llvm.add %1205, %8 overflow<nsw> : i32
      %1804 = llvm.icmp "slt" %1802, %47 : i32
      %1805 = llvm.icmp "slt" %1803, %40 : i32
      %1806 = llvm.and %1804, %1805 : i1
      llvm.cond_br %1806, ^bb226, ^bb227
    ^bb226:  // pred: ^bb225
      %1807 = llvm.getelementptr %55[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1808 = llvm.load %1807 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1809 = llvm.getelementptr %768[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1808, %1809 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb227
    ^bb227:  // 2 preds: ^bb225, ^bb226
      %1810 = llvm.add %1204, %5 overflow<nsw> : i32
      %1811 = llvm.add %1205, %30 overflow<nsw> : i32
      %1812 = llvm.icmp "slt" %1810, %47 : i32
      %1813 = llvm.icmp "slt" %1811, %40 : i32
      %1814 = llvm.and %1812, %1813 : i1
      llvm.cond_br %1814, ^bb228, ^bb229
    ^bb228:  // pred: ^bb227
      %1815 = llvm.getelementptr %55[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1816 = llvm.load %1815 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1817 = llvm.getelementptr %768[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1816, %1817 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb229
    ^bb229:  // 2 preds: ^bb227, ^bb228
      %1818 = llvm.add %1204, %5 overflow<nsw> : i32
      %1819 = llvm.add %1205, %8 overflow<nsw> : i32
      %1820 = llvm.icmp "slt" %1818, %47 : i32
      %1821 = llvm.icmp "slt" %1819, %40 : i32
      %1822 = llvm.and %1820, %1821 : i1
      llvm.cond_br %1822, ^bb230, ^bb231
    ^bb230:  // pred: ^bb229
      %1823 = llvm.getelementptr %55[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1824 = llvm.load %1823 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1825 = llvm.getelementptr %768[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1824, %1825 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb231
    ^bb231:  // 2 preds: ^bb229, ^bb230
      %1826 = llvm.add %1205, %14 overflow<nsw> : i32
      %1827 = llvm.icmp "slt" %1204, %47 : i32
      %1828 = llvm.icmp "slt" %1826, %40 : i32
      %1829 = llvm.and %1827, %1828 : i1
      llvm.cond_br %1829, ^bb232, ^bb233
    ^bb232:  // pred: ^bb231
      %1830 = llvm.getelementptr %55[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1831 = llvm.load %1830 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1832 = llvm.getelementptr %768[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1831, %1832 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb233
    ^bb233:  // 2 preds: ^bb231, ^bb232
      %1833 = llvm.add %1205, %7 overflow<nsw> : i32
      %1834 = llvm.icmp "slt" %1204, %47 : i32
      %1835 = llvm.icmp "slt" %1833, %40 : i32
      %1836 = llvm.and %1834, %1835 : i1
      llvm.cond_br %1836, ^bb234, ^bb235
    ^bb234:  // pred: ^bb233
      %1837 = llvm.getelementptr %55[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1838 = llvm.load %1837 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1839 = llvm.getelementptr %768[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1838, %1839 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb235
    ^bb235:  // 2 preds: ^bb233, ^bb234
      %1840 = llvm.add %1204, %51 overflow<nsw> : i32
      %1841 = llvm.add %1205, %14 overflow<nsw> : i32
      %1842 = llvm.icmp "slt" %1840, %47 : i32
      %1843 = llvm.icmp "slt" %1841, %40 : i32
      %1844 = llvm.and %1842, %1843 : i1
      llvm.cond_br %1844, ^bb236, ^bb237
    ^bb236:  // pred: ^bb235
      %1845 = llvm.getelementptr %55[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1846 = llvm.load %1845 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1847 = llvm.getelementptr %768[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1846, %1847 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb237
    ^bb237:  // 2 preds: ^bb235, ^bb236
      %1848 = llvm.add %1204, %51 overflow<nsw> : i32
      %1849 = llvm.add %1205, %7 overflow<nsw> : i32
      %1850 = llvm.icmp "slt" %1848, %47 : i32
      %1851 = llvm.icmp "slt" %1849, %40 : i32
      %1852 = llvm.and %1850, %1851 : i1
      llvm.cond_br %1852, ^bb238, ^bb239
    ^bb238:  // pred: ^bb237
      %1853 = llvm.getelementptr %55[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1854 = llvm.load %1853 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1855 = llvm.getelementptr %768[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1854, %1855 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb239
    ^bb239:  // 2 preds: ^bb237, ^bb238
      %1856 = llvm.add %1204, %39 overflow<nsw> : i32
      %1857 = llvm.add %1205, %14 overflow<nsw> : i32
      %1858 = llvm.icmp "slt" %1856, %47 : i32
      %1859 = llvm.icmp "slt" %1857, %40 : i32
      %1860 = llvm.and %1858, %1859 : i1
      llvm.cond_br %1860, ^bb240, ^bb241
    ^bb240:  // pred: ^bb239
      %1861 = llvm.getelementptr %55[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1862 = llvm.load %1861 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1863 = llvm.getelementptr %768[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1862, %1863 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb241
    ^bb241:  // 2 preds: ^bb239, ^bb240
      %1864 = llvm.add %1204, %39 overflow<nsw> : i32
      %1865 = llvm.add %1205, %7 overflow<nsw> : i32
      %1866 = llvm.icmp "slt" %1864, %47 : i32
      %1867 = llvm.icmp "slt" %1865, %40 : i32
      %1868 = llvm.and %1866, %1867 : i1
      llvm.cond_br %1868, ^bb242, ^bb243
    ^bb242:  // pred: ^bb241
      %1869 = llvm.getelementptr %55[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1870 = llvm.load %1869 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1871 = llvm.getelementptr %768[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1870, %1871 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb243
    ^bb243:  // 2 preds: ^bb241, ^bb242
      %1872 = llvm.add %1204, %20 overflow<nsw> : i32
      %1873 = llvm.add %1205, %14 overflow<nsw> : i32
      %1874 = llvm.icmp "slt" %1872, %47 : i32
      %1875 = llvm.icmp "slt" %1873, %40 : i32
      %1876 = llvm.and %1874, %1875 : i1
      llvm.cond_br %1876, ^bb244, ^bb245
    ^bb244:  // pred: ^bb243
      %1877 = llvm.getelementptr %55[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1878 = llvm.load %1877 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1879 = llvm.getelementptr %768[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1878, %1879 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb245
    ^bb245:  // 2 preds: ^bb243, ^bb244
      %1880 = llvm.add %1204, %20 overflow<nsw> : i32
      %1881 = llvm.add %1205, %7 overflow<nsw> : i32
      %1882 = llvm.icmp "slt" %1880, %47 : i32
      %1883 = llvm.icmp "slt" %1881, %40 : i32
      %1884 = llvm.and %1882, %1883 : i1
      llvm.cond_br %1884, ^bb246, ^bb247
    ^bb246:  // pred: ^bb245
      %1885 = llvm.getelementptr %55[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1886 = llvm.load %1885 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1887 = llvm.getelementptr %768[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1886, %1887 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb247
    ^bb247:  // 2 preds: ^bb245, ^bb246
      %1888 = llvm.add %1204, %30 overflow<nsw> : i32
      %1889 = llvm.add %1205, %14 overflow<nsw> : i32
      %1890 = llvm.icmp "slt" %1888, %47 : i32
      %1891 = llvm.icmp "slt" %1889, %40 : i32
      %1892 = llvm.and %1890, %1891 : i1
      llvm.cond_br %1892, ^bb248, ^bb249
    ^bb248:  // pred: ^bb247
      %1893 = llvm.getelementptr %55[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1894 = llvm.load %1893 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1895 = llvm.getelementptr %768[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1894, %1895 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb249
    ^bb249:  // 2 preds: ^bb247, ^bb248
      %1896 = llvm.add %1204, %30 overflow<nsw> : i32
      %1897 = llvm.add %1205, %7 overflow<nsw> : i32
      %1898 = llvm.icmp "slt" %1896, %47 : i32
      %1899 = llvm.icmp "slt" %1897, %40 : i32
      %1900 = llvm.and %1898, %1899 : i1
      llvm.cond_br %1900, ^bb250, ^bb251
    ^bb250:  // pred: ^bb249
      %1901 = llvm.getelementptr %55[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1902 = llvm.load %1901 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1903 = llvm.getelementptr %768[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1902, %1903 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb251
    ^bb251:  // 2 preds: ^bb249, ^bb250
      %1904 = llvm.add %1204, %27 overflow<nsw> : i32
      %1905 = llvm.add %1205, %14 overflow<nsw> : i32
      %1906 = llvm.icmp "slt" %1904, %47 : i32
      %1907 = llvm.icmp "slt" %1905, %40 : i32
      %1908 = llvm.and %1906, %1907 : i1
      llvm.cond_br %1908, ^bb252, ^bb253
    ^bb252:  // pred: ^bb251
      %1909 = llvm.getelementptr %55[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1910 = llvm.load %1909 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1911 = llvm.getelementptr %768[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1910, %1911 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb253
    ^bb253:  // 2 preds: ^bb251, ^bb252
      %1912 = llvm.add %1204, %27 overflow<nsw> : i32
      %1913 = llvm.add %1205, %7 overflow<nsw> : i32
      %1914 = llvm.icmp "slt" %1912, %47 : i32
      %1915 = llvm.icmp "slt" %1913, %40 : i32
      %1916 = llvm.and %1914, %1915 : i1
      llvm.cond_br %1916, ^bb254, ^bb255
    ^bb254:  // pred: ^bb253
      %1917 = llvm.getelementptr %55[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1918 = llvm.load %1917 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1919 = llvm.getelementptr %768[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1918, %1919 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb255
    ^bb255:  // 2 preds: ^bb253, ^bb254
      %1920 = llvm.add %1204, %13 overflow<nsw> : i32
      %1921 = llvm.add %1205, %14 overflow<nsw> : i32
      %1922 = llvm.icmp "slt" %1920, %47 : i32
      %1923 = llvm.icmp "slt" %1921, %40 : i32
      %1924 = llvm.and %1922, %1923 : i1
      llvm.cond_br %1924, ^bb256, ^bb257
    ^bb256:  // pred: ^bb255
      %1925 = llvm.getelementptr %55[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1926 = llvm.load %1925 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1927 = llvm.getelementptr %768[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1926, %1927 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb257
    ^bb257:  // 2 preds: ^bb255, ^bb256
      %1928 = llvm.add %1204, %13 overflow<nsw> : i32
      %1929 = llvm.add %1205, %7 overflow<nsw> : i32
      %1930 = llvm.icmp "slt" %1928, %47 : i32
      %1931 = llvm.icmp "slt" %1929, %40 : i32
      %1932 = llvm.and %1930, %1931 : i1
      llvm.cond_br %1932, ^bb258, ^bb259
    ^bb258:  // pred: ^bb257
      %1933 = llvm.getelementptr %55[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1934 = llvm.load %1933 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1935 = llvm.getelementptr %768[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1934, %1935 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb259
    ^bb259:  // 2 preds: ^bb257, ^bb258
      %1936 = llvm.add %1204, %5 overflow<nsw> : i32
      %1937 = llvm.add %1205, %14 overflow<nsw> : i32
      %1938 = llvm.icmp "slt" %1936, %47 : i32
      %1939 = llvm.icmp "slt" %1937, %40 : i32
      %1940 = llvm.and %1938, %1939 : i1
      llvm.cond_br %1940, ^bb260, ^bb261
    ^bb260:  // pred: ^bb259
      %1941 = llvm.getelementptr %55[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1942 = llvm.load %1941 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1943 = llvm.getelementptr %768[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1942, %1943 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb261
    ^bb261:  // 2 preds: ^bb259, ^bb260
      %1944 = llvm.add %1204, %5 overflow<nsw> : i32
      %1945 = llvm.add %1205, %7 overflow<nsw> : i32
      %1946 = llvm.icmp "slt" %1944, %47 : i32
      %1947 = llvm.icmp "slt" %1945, %40 : i32
      %1948 = llvm.and %1946, %1947 : i1
      llvm.cond_br %1948, ^bb262, ^bb263
    ^bb262:  // pred: ^bb261
      %1949 = llvm.getelementptr %55[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1950 = llvm.load %1949 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1951 = llvm.getelementptr %768[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1950, %1951 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb263
    ^bb263:  // 2 preds: ^bb261, ^bb262
      %1952 = llvm.add %1205, %13 overflow<nsw> : i32
      %1953 = llvm.icmp "slt" %1204, %47 : i32
      %1954 = llvm.icmp "slt" %1952, %40 : i32
      %1955 = llvm.and %1953, %1954 : i1
      llvm.cond_br %1955, ^bb264, ^bb265
    ^bb264:  // pred: ^bb263
      %1956 = llvm.getelementptr %55[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1957 = llvm.load %1956 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1958 = llvm.getelementptr %768[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1957, %1958 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb265
    ^bb265:  // 2 preds: ^bb263, ^bb264
      %1959 = llvm.add %1205, %6 overflow<nsw> : i32
      %1960 = llvm.icmp "slt" %1204, %47 : i32
      %1961 = llvm.icmp "slt" %1959, %40 : i32
      %1962 = llvm.and %1960, %1961 : i1
      llvm.cond_br %1962, ^bb266, ^bb267
    ^bb266:  // pred: ^bb265
      %1963 = llvm.getelementptr %55[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1964 = llvm.load %1963 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1965 = llvm.getelementptr %768[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1964, %1965 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb267
    ^bb267:  // 2 preds: ^bb265, ^bb266
      %1966 = llvm.add %1204, %51 overflow<nsw> : i32
      %1967 = llvm.add %1205, %13 overflow<nsw> : i32
      %1968 = llvm.icmp "slt" %1966, %47 : i32
      %1969 = llvm.icmp "slt" %1967, %40 : i32
      %1970 = llvm.and %1968, %1969 : i1
      llvm.cond_br %1970, ^bb268, ^bb269
    ^bb268:  // pred: ^bb267
      %1971 = llvm.getelementptr %55[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1972 = llvm.load %1971 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1973 = llvm.getelementptr %768[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1972, %1973 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb269
    ^bb269:  // 2 preds: ^bb267, ^bb268
      %1974 = llvm.add %1204, %51 overflow<nsw> : i32
      %1975 = llvm.add %1205, %6 overflow<nsw> : i32
      %1976 = llvm.icmp "slt" %1974, %47 : i32
      %1977 = llvm.icmp "slt" %1975, %40 : i32
      %1978 = llvm.and %1976, %1977 : i1
      llvm.cond_br %1978, ^bb270, ^bb271
    ^bb270:  // pred: ^bb269
      %1979 = llvm.getelementptr %55[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1980 = llvm.load %1979 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1981 = llvm.getelementptr %768[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1980, %1981 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb271
    ^bb271:  // 2 preds: ^bb269, ^bb270
      %1982 = llvm.add %1204, %39 overflow<nsw> : i32
      %1983 = llvm.add %1205, %13 overflow<nsw> : i32
      %1984 = llvm.icmp "slt" %1982, %47 : i32
      %1985 = llvm.icmp "slt" %1983, %40 : i32
      %1986 = llvm.and %1984, %1985 : i1
      llvm.cond_br %1986, ^bb272, ^bb273
    ^bb272:  // pred: ^bb271
      %1987 = llvm.getelementptr %55[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1988 = llvm.load %1987 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1989 = llvm.getelementptr %768[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1988, %1989 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb273
    ^bb273:  // 2 preds: ^bb271, ^bb272
      %1990 = llvm.add %1204, %39 overflow<nsw> : i32
      %1991 = llvm.add %1205, %6 overflow<nsw> : i32
      %1992 = llvm.icmp "slt" %1990, %47 : i32
      %1993 = llvm.icmp "slt" %1991, %40 : i32
      %1994 = llvm.and %1992, %1993 : i1
      llvm.cond_br %1994, ^bb274, ^bb275
    ^bb274:  // pred: ^bb273
      %1995 = llvm.getelementptr %55[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1996 = llvm.load %1995 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1997 = llvm.getelementptr %768[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1996, %1997 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb275
    ^bb275:  // 2 preds: ^bb273, ^bb274
      %1998 = llvm.add %1204, %20 overflow<nsw> : i32
      %1999 = llvm.add %1205, %13 overflow<nsw> : i32
      %2000 = llvm.icmp "slt" %1998, %47 : i32
      %2001 = llvm.icmp "slt" %1999, %40 : i32
      %2002 = llvm.and %2000, %2001 : i1
      llvm.cond_br %2002, ^bb276, ^bb277
    ^bb276:  // pred: ^bb275
      %2003 = llvm.getelementptr %55[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %2004 = llvm.load %2003 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2005 = llvm.getelementptr %768[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2004, %2005 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb277
    ^bb277:  // 2 preds: ^bb275, ^bb276
      %2006 = llvm.add %1204, %20 overflow<nsw> : i32
      %2007 = llvm.add %1205, %6 overflow<nsw> : i32
      %2008 = llvm.icmp "slt" %2006, %47 : i32
      %2009 = llvm.icmp "slt" %2007, %40 : i32
      %2010 = llvm.and %2008, %2009 : i1
      llvm.cond_br %2010, ^bb278, ^bb279
    ^bb278:  // pred: ^bb277
      %2011 = llvm.getelementptr %55[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %2012 = llvm.load %2011 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2013 = llvm.getelementptr %768[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2012, %2013 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb279
    ^bb279:  // 2 preds: ^bb277, ^bb278
      %2014 = llvm.add %1204, %30 overflow<nsw> : i32
      %2015 = llvm.add %1205, %13 overflow<nsw> : i32
      %2016 = llvm.icmp "slt" %2014, %47 : i32
      %2017 = llvm.icmp "slt" %2015, %40 : i32
      %2018 = llvm.and %2016, %2017 : i1
      llvm.cond_br %2018, ^bb280, ^bb281
    ^bb280:  // pred: ^bb279
      %2019 = llvm.getelementptr %55[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %2020 = llvm.load %2019 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2021 = llvm.getelementptr %768[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2020, %2021 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb281
    ^bb281:  // 2 preds: ^bb279, ^bb280
      %2022 = llvm.add %1204, %30 overflow<nsw> : i32
      %2023 = llvm.add %1205, %6 overflow<nsw> : i32
      %2024 = llvm.icmp "slt" %2022, %47 : i32
      %2025 = llvm.icmp "slt" %2023, %40 : i32
      %2026 = llvm.and %2024, %2025 : i1
      llvm.cond_br %2026, ^bb282, ^bb283
    ^bb282:  // pred: ^bb281
      %2027 = llvm.getelementptr %55[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %2028 = llvm.load %2027 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2029 = llvm.getelementptr %768[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2028, %2029 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb283
    ^bb283:  // 2 preds: ^bb281, ^bb282
      %2030 = llvm.add %1204, %27 overflow<nsw> : i32
      %2031 = llvm.add %1205, %13 overflow<nsw> : i32
      %2032 = llvm.icmp "slt" %2030, %47 : i32
      %2033 = llvm.icmp "slt" %2031, %40 : i32
      %2034 = llvm.and %2032, %2033 : i1
      llvm.cond_br %2034, ^bb284, ^bb285
    ^bb284:  // pred: ^bb283
      %2035 = llvm.getelementptr %55[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %2036 = llvm.load %2035 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2037 = llvm.getelementptr %768[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2036, %2037 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb285
    ^bb285:  // 2 preds: ^bb283, ^bb284
      %2038 = llvm.add %1204, %27 overflow<nsw> : i32
      %2039 = llvm.add %1205, %6 overflow<nsw> : i32
      %2040 = llvm.icmp "slt" %2038, %47 : i32
      %2041 = llvm.icmp "slt" %2039, %40 : i32
      %2042 = llvm.and %2040, %2041 : i1
      llvm.cond_br %2042, ^bb286, ^bb287
    ^bb286:  // pred: ^bb285
      %2043 = llvm.getelementptr %55[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %2044 = llvm.load %2043 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2045 = llvm.getelementptr %768[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2044, %2045 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb287
    ^bb287:  // 2 preds: ^bb285, ^bb286
      %2046 = llvm.add %1204, %13 overflow<nsw> : i32
      %2047 = llvm.add %1205, %13 overflow<nsw> : i32
      %2048 = llvm.icmp "slt" %2046, %47 : i32
      %2049 = llvm.icmp "slt" %2047, %40 : i32
      %2050 = llvm.and %2048, %2049 : i1
      llvm.cond_br %2050, ^bb288, ^bb289
    ^bb288:  // pred: ^bb287
      %2051 = llvm.getelementptr %55[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %2052 = llvm.load %2051 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2053 = llvm.getelementptr %768[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2052, %2053 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb289
    ^bb289:  // 2 preds: ^bb287, ^bb288
      %2054 = llvm.add %1204, %13 overflow<nsw> : i32
      %2055 = llvm.add %1205, %6 overflow<nsw> : i32
      %2056 = llvm.icmp "slt" %2054, %47 : i32
      %2057 = llvm.icmp "slt" %2055, %40 : i32
      %2058 = llvm.and %2056, %2057 : i1
      llvm.cond_br %2058, ^bb290, ^bb291
    ^bb290:  // pred: ^bb289
      %2059 = llvm.getelementptr %55[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %2060 = llvm.load %2059 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2061 = llvm.getelementptr %768[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2060, %2061 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb291
    ^bb291:  // 2 preds: ^bb289, ^bb290
      %2062 = llvm.add %1204, %5 overflow<nsw> : i32
      %2063 = llvm.add %1205, %13 overflow<nsw> : i32
      %2064 = llvm.icmp "slt" %2062, %47 : i32
      %2065 = llvm.icmp "slt" %2063, %40 : i32
      %2066 = llvm.and %2064, %2065 : i1
      llvm.cond_br %2066, ^bb292, ^bb293
    ^bb292:  // pred: ^bb291
      %2067 = llvm.getelementptr %55[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %2068 = llvm.load %2067 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2069 = llvm.getelementptr %768[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2068, %2069 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb293
    ^bb293:  // 2 preds: ^bb291, ^bb292
      %2070 = llvm.add %1204, %5 overflow<nsw> : i32
      %2071 = llvm.add %1205, %6 overflow<nsw> : i32
      %2072 = llvm.icmp "slt" %2070, %47 : i32
      %2073 = llvm.icmp "slt" %2071, %40 : i32
      %2074 = llvm.and %2072, %2073 : i1
      llvm.cond_br %2074, ^bb294, ^bb295
    ^bb294:  // pred: ^bb293
      %2075 = llvm.getelementptr %55[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %2076 = llvm.load %2075 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2077 = llvm.getelementptr %768[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2076, %2077 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb295
    ^bb295:  // 2 preds: ^bb293, ^bb294
      %2078 = llvm.add %1205, %12 overflow<nsw> : i32
      %2079 = llvm.icmp "slt" %1204, %47 : i32
      %2080 = llvm.icmp "slt" %2078, %40 : i32
      %2081 = llvm.and %2079, %2080 : i1
      llvm.cond_br %2081, ^bb296, ^bb297
    ^bb296:  // pred: ^bb295
      %2082 = llvm.getelementptr %55[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %2083 = llvm.load %2082 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2084 = llvm.getelementptr %768[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2083, %2084 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb297
    ^bb297:  // 2 preds: ^bb295, ^bb296
      %2085 = llvm.add %1205, %4 overflow<nsw> : i32
      %2086 = llvm.icmp "slt" %1204, %47 : i32
      %2087 = llvm.icmp "slt" %2085, %40 : i32
      %2088 = llvm.and %2086, %2087 : i1
      llvm.cond_br %2088, ^bb298, ^bb299
    ^bb298:  // pred: ^bb297
      %2089 = llvm.getelementptr %55[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %2090 = llvm.load %2089 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2091 = llvm.getelementptr %768[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2090, %2091 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb299
    ^bb299:  // 2 preds: ^bb297, ^bb298
      %2092 = llvm.add %1204, %51 overflow<nsw> : i32
      %2093 = llvm.add %1205, %12 overflow<nsw> : i32
      %2094 = llvm.icmp "slt" %2092, %47 : i32
      %2095 = llvm.icmp "slt" %2093, %40 : i32
      %2096 = llvm.and %2094, %2095 : i1
      llvm.cond_br %2096, ^bb300, ^bb301
    ^bb300:  // pred: ^bb299
      %2097 = llvm.getelementptr %55[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %2098 = llvm.load %2097 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2099 = llvm.getelementptr %768[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2098, %2099 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb301
    ^bb301:  // 2 preds: ^bb299, ^bb300
      %2100 = llvm.add %1204, %51 overflow<nsw> : i32
      %2101 = llvm.add %1205, %4 overflow<nsw> : i32
      %2102 = llvm.icmp "slt" %2100, %47 : i32
      %2103 = llvm.icmp "slt" %2101, %40 : i32
      %2104 = llvm.and %2102, %2103 : i1
      llvm.cond_br %2104, ^bb302, ^bb303
    ^bb302:  // pred: ^bb301
      %2105 = llvm.getelementptr %55[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %2106 = llvm.load %2105 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2107 = llvm.getelementptr %768[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2106, %2107 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb303
    ^bb303:  // 2 preds: ^bb301, ^bb302
      %2108 = llvm.add %1204, %39 overflow<nsw> : i32
      %2109 = llvm.add %1205, %12 overflow<nsw> : i32
      %2110 = llvm.icmp "slt" %2108, %47 : i32
      %2111 = llvm.icmp "slt" %2109, %40 : i32
      %2112 = llvm.and %2110, %2111 : i1
      llvm.cond_br %2112, ^bb304, ^bb305
    ^bb304:  // pred: ^bb303
      %2113 = llvm.getelementptr %55[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %2114 = llvm.load %2113 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2115 = llvm.getelementptr %768[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2114, %2115 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb305
    ^bb305:  // 2 preds: ^bb303, ^bb304
      %2116 = llvm.add %1204, %39 overflow<nsw> : i32
      %2117 = llvm.add %1205, %4 overflow<nsw> : i32
      %2118 = llvm.icmp "slt" %2116, %47 : i32
      %2119 = llvm.icmp "slt" %2117, %40 : i32
      %2120 = llvm.and %2118, %2119 : i1
      llvm.cond_br %2120, ^bb306, ^bb307
    ^bb306:  // pred: ^bb305
      %2121 = llvm.getelementptr %55[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %2122 = llvm.load %2121 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2123 = llvm.getelementptr %768[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2122, %2123 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb307
    ^bb307:  // 2 preds: ^bb305, ^bb306
      %2124 = llvm.add %1204, %20 overflow<nsw> : i32
      %2125 = llvm.add %1205, %12 overflow<nsw> : i32
      %2126 = llvm.icmp "slt" %2124, %47 : i32
      %2127 = llvm.icmp "slt" %2125, %40 : i32
      %2128 = llvm.and %2126, %2127 : i1
      llvm.cond_br %2128, ^bb308, ^bb309
    ^bb308:  // pred: ^bb307
      %2129 = llvm.getelementptr %55[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %2130 = llvm.load %2129 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2131 = llvm.getelementptr %768[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2130, %2131 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb309
    ^bb309:  // 2 preds: ^bb307, ^bb308
      %2132 = llvm.add %1204, %20 overflow<nsw> : i32
      %2133 = llvm.add %1205, %4 overflow<nsw> : i32
      %2134 = llvm.icmp "slt" %2132, %47 : i32
      %2135 = llvm.icmp "slt" %2133, %40 : i32
      %2136 = llvm.and %2134, %2135 : i1
      llvm.cond_br %2136, ^bb310, ^bb311
    ^bb310:  // pred: ^bb309
      %2137 = llvm.getelementptr %55[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %2138 = llvm.load %2137 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2139 = llvm.getelementptr %768[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2138, %2139 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb311
    ^bb311:  // 2 preds: ^bb309, ^bb310
      %2140 = llvm.add %1204, %30 overflow<nsw> : i32
      %2141 = llvm.add %1205, %12 overflow<nsw> : i32
      %2142 = llvm.icmp "slt" %2140, %47 : i32
      %2143 = llvm.icmp "slt" %2141, %40 : i32
      %2144 = llvm.and %2142, %2143 : i1
      llvm.cond_br %2144, ^bb312, ^bb313
    ^bb312:  // pred: ^bb311
      %2145 = llvm.getelementptr %55[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %2146 = llvm.load %2145 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2147 = llvm.getelementptr %768[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2146, %2147 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb313
    ^bb313:  // 2 preds: ^bb311, ^bb312
      %2148 = llvm.add %1204, %30 overflow<nsw> : i32
      %2149 = llvm.add %1205, %4 overflow<nsw> : i32
      %2150 = llvm.icmp "slt" %2148, %47 : i32
      %2151 = llvm.icmp "slt" %2149, %40 : i32
      %2152 = llvm.and %2150, %2151 : i1
      llvm.cond_br %2152, ^bb314, ^bb315
    ^bb314:  // pred: ^bb313
      %2153 = llvm.getelementptr %55[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %2154 = llvm.load %2153 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2155 = llvm.getelementptr %768[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2154, %2155 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb315
    ^bb315:  // 2 preds: ^bb313, ^bb314
      %2156 = llvm.add %1204, %27 overflow<nsw> : i32
      %2157 = llvm.add %1205, %12 overflow<nsw> : i32
      %2158 = llvm.icmp "slt" %2156, %47 : i32
      %2159 = llvm.icmp "slt" %2157, %40 : i32
      %2160 = llvm.and %2158, %2159 : i1
      llvm.cond_br %2160, ^bb316, ^bb317
    ^bb316:  // pred: ^bb315
      %2161 = llvm.getelementptr %55[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %2162 = llvm.load %2161 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2163 = llvm.getelementptr %768[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2162, %2163 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb317
    ^bb317:  // 2 preds: ^bb315, ^bb316
      %2164 = llvm.add %1204, %27 overflow<nsw> : i32
      %2165 = llvm.add %1205, %4 overflow<nsw> : i32
      %2166 = llvm.icmp "slt" %2164, %47 : i32
      %2167 = llvm.icmp "slt" %2165, %40 : i32
      %2168 = llvm.and %2166, %2167 : i1
      llvm.cond_br %2168, ^bb318, ^bb319
    ^bb318:  // pred: ^bb317
      %2169 = llvm.getelementptr %55[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %2170 = llvm.load %2169 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2171 = llvm.getelementptr %768[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2170, %2171 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb319
    ^bb319:  // 2 preds: ^bb317, ^bb318
      %2172 = llvm.add %1204, %13 overflow<nsw> : i32
      %2173 = llvm.add %1205, %12 overflow<nsw> : i32
      %2174 = llvm.icmp "slt" %2172, %47 : i32
      %2175 = llvm.icmp "slt" %2173, %40 : i32
      %2176 = llvm.and %2174, %2175 : i1
      llvm.cond_br %2176, ^bb320, ^bb321
    ^bb320:  // pred: ^bb319
      %2177 = llvm.getelementptr %55[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %2178 = llvm.load %2177 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2179 = llvm.getelementptr %768[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2178, %2179 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb321
    ^bb321:  // 2 preds: ^bb319, ^bb320
      %2180 = llvm.add %1204, %13 overflow<nsw> : i32
      %2181 = llvm.add %1205, %4 overflow<nsw> : i32
      %2182 = llvm.icmp "slt" %2180, %47 : i32
      %2183 = llvm.icmp "slt" %2181, %40 : i32
      %2184 = llvm.and %2182, %2183 : i1
      llvm.cond_br %2184, ^bb322, ^bb323
    ^bb322:  // pred: ^bb321
      %2185 = llvm.getelementptr %55[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %2186 = llvm.load %2185 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2187 = llvm.getelementptr %768[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2186, %2187 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb323
    ^bb323:  // 2 preds: ^bb321, ^bb322
      %2188 = llvm.add %1204, %5 overflow<nsw> : i32
      %2189 = llvm.add %1205, %12 overflow<nsw> : i32
      %2190 = llvm.icmp "slt" %2188, %47 : i32
      %2191 = llvm.icmp "slt" %2189, %40 : i32
      %2192 = llvm.and %2190, %2191 : i1
      llvm.cond_br %2192, ^bb324, ^bb325
    ^bb324:  // pred: ^bb323
      %2193 = llvm.getelementptr %55[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %2194 = llvm.load %2193 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2195 = llvm.getelementptr %768[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2194, %2195 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb325
    ^bb325:  // 2 preds: ^bb323, ^bb324
      %2196 = llvm.add %1204, %5 overflow<nsw> : i32
      %2197 = llvm.add %1205, %4 overflow<nsw> : i32
      %2198 = llvm.icmp "slt" %2196, %47 : i32
      %2199 = llvm.icmp "slt" %2197, %40 : i32
      %2200 = llvm.and %2198, %2199 : i1
      llvm.cond_br %2200, ^bb326, ^bb327
    ^bb326:  // pred: ^bb325
      %2201 = llvm.getelementptr %55[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %2202 = llvm.load %2201 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2203 = llvm.getelementptr %768[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2202, %2203 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb327
    ^bb327:  // 2 preds: ^bb325, ^bb326
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb70, ^bb327
      llvm.return
    }
    llvm.func @kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 4094, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(15720000 : i32) : i32
      %1 = llvm.mlir.constant(14672000 : i32) : i32
      %2 = llvm.mlir.constant(13624000 : i32) : i32
      %3 = llvm.mlir.constant(12576000 : i32) : i32
      %4 = llvm.mlir.constant(11528000 : i32) : i32
      %5 = llvm.mlir.constant(10480000 : i32) : i32
      %6 = llvm.mlir.constant(9432000 : i32) : i32
      %7 = llvm.mlir.constant(8384000 : i32) : i32
      %8 = llvm.mlir.constant(7336000 : i32) : i32
      %9 = llvm.mlir.constant(6288000 : i32) : i32
      %10 = llvm.mlir.constant(5240000 : i32) : i32
      %11 = llvm.mlir.constant(4192000 : i32) : i32
      %12 = llvm.mlir.constant(3144000 : i32) : i32
      %13 = llvm.mlir.constant(2096000 : i32) : i32
      %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %15 = llvm.mlir.constant(1048 : i32) : i32
      %16 = llvm.mlir.constant(1048000 : i32) : i32
      %17 = llvm.mlir.constant(256 : i32) : i32
      %18 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %19 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %20 = llvm.mul %19, %17 : i32
      %21 = llvm.add %20, %18 : i32
      %22 = llvm.icmp "slt" %21, %16 : i32
      llvm.cond_br %22, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %23 = llvm.sdiv %21, %15 : i32
      %24 = llvm.mul %23, %15 : i32
      %25 = llvm.icmp "ne" %21, %24 : i32
      %26 = llvm.mlir.constant(0 : i32) : i32
      %27 = llvm.icmp "slt" %21, %26 : i32
      %28 = llvm.mlir.constant(false) : i1
      %29 = llvm.icmp "ne" %27, %28 : i1
      %30 = llvm.and %25, %29 : i1
      %31 = llvm.mlir.constant(-1 : i32) : i32
      %32 = llvm.add %23, %31 : i32
      %33 = llvm.select %30, %32, %23 : i1, i32
      %34 = llvm.mul %33, %15 : i32
      %35 = llvm.sub %21, %34 : i32
      %36 = llvm.mul %33, %15 overflow<nsw> : i32
      %37 = llvm.add %36, %35 overflow<nsw> : i32
      %38 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %39 = llvm.getelementptr %38[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %40 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %41 = llvm.fadd %40, %14 : f32
      %42 = llvm.mul %33, %15 overflow<nsw> : i32
      %43 = llvm.add %42, %16 overflow<nsw> : i32
      %44 = llvm.add %43, %35 overflow<nsw> : i32
      %45 = llvm.getelementptr %38[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %46 = llvm.load %45 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %47 = llvm.fadd %41, %46 : f32
      %48 = llvm.mul %33, %15 overflow<nsw> : i32
      %49 = llvm.add %48, %13 overflow<nsw> : i32
      %50 = llvm.add %49, %35 overflow<nsw> : i32
      %51 = llvm.getelementptr %38[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %52 = llvm.load %51 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %53 = llvm.fadd %47, %52 : f32
      %54 = llvm.mul %33, %15 overflow<nsw> : i32
      %55 = llvm.add %54, %12 overflow<nsw> : i32
      %56 = llvm.add %55, %35 overflow<nsw> : i32
      %57 = llvm.getelementptr %38[%56] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %58 = llvm.load %57 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %59 = llvm.fadd %53, %58 : f32
      %60 = llvm.mul %33, %15 overflow<nsw> : i32
      %61 = llvm.add %60, %11 overflow<nsw> : i32
      %62 = llvm.add %61, %35 overflow<nsw> : i32
      %63 = llvm.getelementptr %38[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %64 = llvm.load %63 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %65 = llvm.fadd %59, %64 : f32
      %66 = llvm.mul %33, %15 overflow<nsw> : i32
      %67 = llvm.add %66, %10 overflow<nsw> : i32
      %68 = llvm.add %67, %35 overflow<nsw> : i32
      %69 = llvm.getelementptr %38[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %70 = llvm.load %69 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %71 = llvm.fadd %65, %70 : f32
      %72 = llvm.mul %33, %15 overflow<nsw> : i32
      %73 = llvm.add %72, %9 overflow<nsw> : i32
      %74 = llvm.add %73, %35 overflow<nsw> : i32
      %75 = llvm.getelementptr %38[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %76 = llvm.load %75 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %77 = llvm.fadd %71, %76 : f32
      %78 = llvm.mul %33, %15 overflow<nsw> : i32
      %79 = llvm.add %78, %8 overflow<nsw> : i32
      %80 = llvm.add %79, %35 overflow<nsw> : i32
      %81 = llvm.getelementptr %38[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %82 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %83 = llvm.fadd %77, %82 : f32
      %84 = llvm.mul %33, %15 overflow<nsw> : i32
      %85 = llvm.add %84, %7 overflow<nsw> : i32
      %86 = llvm.add %85, %35 overflow<nsw> : i32
      %87 = llvm.getelementptr %38[%86] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %88 = llvm.load %87 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %89 = llvm.fadd %83, %88 : f32
      %90 = llvm.mul %33, %15 overflow<nsw> : i32
      %91 = llvm.add %90, %6 overflow<nsw> : i32
      %92 = llvm.add %91, %35 overflow<nsw> : i32
      %93 = llvm.getelementptr %38[%92] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %94 = llvm.load %93 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %95 = llvm.fadd %89, %94 : f32
      %96 = llvm.mul %33, %15 overflow<nsw> : i32
      %97 = llvm.add %96, %5 overflow<nsw> : i32
      %98 = llvm.add %97, %35 overflow<nsw> : i32
      %99 = llvm.getelementptr %38[%98] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %100 = llvm.load %99 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %101 = llvm.fadd %95, %100 : f32
      %102 = llvm.mul %33, %15 overflow<nsw> : i32
      %103 = llvm.add %102, %4 overflow<nsw> : i32
      %104 = llvm.add %103, %35 overflow<nsw> : i32
      %105 = llvm.getelementptr %38[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %106 = llvm.load %105 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %107 = llvm.fadd %101, %106 : f32
      %108 = llvm.mul %33, %15 overflow<nsw> : i32
      %109 = llvm.add %108, %3 overflow<nsw> : i32
      %110 = llvm.add %109, %35 overflow<nsw> : i32
      %111 = llvm.getelementptr %38[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %112 = llvm.load %111 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %113 = llvm.fadd %107, %112 : f32
      %114 = llvm.mul %33, %15 overflow<nsw> : i32
      %115 = llvm.add %114, %2 overflow<nsw> : i32
      %116 = llvm.add %115, %35 overflow<nsw> : i32
      %117 = llvm.getelementptr %38[%116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %118 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %119 = llvm.fadd %113, %118 : f32
      %120 = llvm.mul %33, %15 overflow<nsw> : i32
      %121 = llvm.add %120, %1 overflow<nsw> : i32
      %122 = llvm.add %121, %35 overflow<nsw> : i32
      %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %124 = llvm.load %123 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %125 = llvm.fadd %119, %124 : f32
      %126 = llvm.mul %33, %15 overflow<nsw> : i32
      %127 = llvm.add %126, %0 overflow<nsw> : i32
      %128 = llvm.add %127, %35 overflow<nsw> : i32
      %129 = llvm.getelementptr %38[%128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %130 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %131 = llvm.fadd %125, %130 : f32
      %132 = llvm.fptrunc %131 : f32 to f16
      %133 = llvm.mul %33, %15 overflow<nsw> : i32
      %134 = llvm.add %133, %35 overflow<nsw> : i32
      %135 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %136 = llvm.getelementptr %135[%134] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %132, %136 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_spli_hf1a02e6b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.constant(98304 : i64) : i64
    %2 = llvm.mlir.constant(4094 : i32) : i32
    %3 = llvm.mlir.constant(256 : i32) : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(16 : i32) : i32
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
    %99 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1<%35> (%15, %17, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
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
    %180 = cuda.launch_ex @kernels::@kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0<%116> (%arg3, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %181 = builtin.unrealized_conversion_cast %180 : !cuda.result to i32
    cuda.return_if_error %181 : i32
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h601f67b5(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_spli_hf1a02e6b(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
