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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9575005a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9575005a_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h9575005a_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 40, 1, 2>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 147456 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(225 : i32) : i32
      %1 = llvm.mlir.constant(193 : i32) : i32
      %2 = llvm.mlir.constant(33536 : i32) : i32
      %3 = llvm.mlir.constant(8384 : i32) : i32
      %4 = llvm.mlir.constant(4096 : i32) : i32
      %5 = llvm.mlir.constant(16384 : i32) : i32
      %6 = llvm.mlir.constant(8192 : i32) : i32
      %7 = llvm.mlir.constant(16640 : i32) : i32
      %8 = llvm.mlir.constant(161 : i32) : i32
      %9 = llvm.mlir.constant(129 : i32) : i32
      %10 = llvm.mlir.constant(104 : i32) : i32
      %11 = llvm.mlir.constant(97 : i32) : i32
      %12 = llvm.mlir.constant(72 : i32) : i32
      %13 = llvm.mlir.constant(65 : i32) : i32
      %14 = llvm.mlir.constant(33 : i32) : i32
      %15 = llvm.mlir.constant(224 : i32) : i32
      %16 = llvm.mlir.constant(160 : i32) : i32
      %17 = llvm.mlir.constant(-56 : i32) : i32
      %18 = llvm.mlir.constant(134144 : i32) : i32
      %19 = llvm.mlir.constant(1048000 : i32) : i32
      %20 = llvm.mlir.constant(133120 : i32) : i32
      %21 = llvm.mlir.constant(544960 : i32) : i32
      %22 = llvm.mlir.constant(66560 : i32) : i32
      %23 = llvm.mlir.constant(520000 : i32) : i32
      %24 = llvm.mlir.constant(16 : i64) : i64
      %25 = llvm.mlir.constant(1024 : i64) : i64
      %26 = llvm.mlir.constant(true) : i1
      %27 = llvm.mlir.constant(31 : i32) : i32
      %28 = llvm.mlir.constant(-1 : i32) : i32
      %29 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %30 = llvm.mlir.constant(40 : i32) : i32
      %31 = llvm.mlir.constant(-16 : i64) : i64
      %32 = llvm.mlir.constant(520 : i32) : i32
      %33 = llvm.mlir.constant(64 : i32) : i32
      %34 = llvm.mlir.constant(512 : i32) : i32
      %35 = llvm.mlir.constant(448 : i32) : i32
      %36 = llvm.mlir.constant(3 : i32) : i32
      %37 = llvm.mlir.constant(0 : i8) : i8
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.mlir.constant(2 : i32) : i32
      %40 = llvm.mlir.constant(9 : i32) : i32
      %41 = llvm.mlir.constant(16 : i32) : i32
      %42 = llvm.mlir.constant(32 : i32) : i32
      %43 = llvm.mlir.constant(1048 : i32) : i32
      %44 = llvm.mlir.constant(16768 : i32) : i32
      %45 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %46 = llvm.mlir.constant(1024 : i32) : i32
      %47 = llvm.mlir.constant(-16 : i32) : i32
      %48 = llvm.mlir.constant(256 : i32) : i32
      %49 = llvm.mlir.constant(-32 : i32) : i32
      %50 = llvm.mlir.constant(2048 : i32) : i32
      %51 = llvm.mlir.constant(1000 : i32) : i32
      %52 = llvm.mlir.constant(15 : i64) : i64
      %53 = llvm.mlir.constant(0.000000e+00 : f16) : f16
      %54 = llvm.mlir.constant(12 : i32) : i32
      %55 = llvm.mlir.constant(24 : i32) : i32
      %56 = llvm.mlir.constant(4 : i32) : i32
      %57 = llvm.mlir.constant(8 : i32) : i32
      %58 = llvm.mlir.constant(96 : i32) : i32
      %59 = llvm.mlir.constant(192 : i32) : i32
      %60 = llvm.mlir.constant(128 : i32) : i32
      %61 = llvm.mlir.constant(1 : i32) : i32
      %62 = llvm.alloca %60 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %60 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %60 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %60 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %59 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %58 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %57 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %56 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %57 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.alloca %56 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %72 = llvm.ptrtoint %29 : !llvm.ptr<3> to i32
      %73 = nvvm.shfl.sync idx %28, %72, %38, %27 : i32 -> i32
      %74 = llvm.zext %73 : i32 to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<3>
      llvm.intr.assume %26 ["align"(%75, %25 : !llvm.ptr<3>, i64)] : i1
      %76 = llvm.ptrtoint %75 : !llvm.ptr<3> to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<3>
      llvm.intr.assume %26 ["align"(%77, %24 : !llvm.ptr<3>, i64)] : i1
      %78 = llvm.getelementptr %75[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %79 = llvm.ptrtoint %78 : !llvm.ptr<3> to i64
      %80 = llvm.inttoptr %79 : i64 to !llvm.ptr<3>
      llvm.intr.assume %26 ["align"(%80, %24 : !llvm.ptr<3>, i64)] : i1
      %81 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %82 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %83 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %84 = llvm.sdiv %82, %30 : i32
      %85 = llvm.mul %84, %30 : i32
      %86 = llvm.icmp "ne" %82, %85 : i32
      %87 = llvm.mlir.constant(0 : i32) : i32
      %88 = llvm.icmp "slt" %82, %87 : i32
      %89 = llvm.mlir.constant(false) : i1
      %90 = llvm.icmp "ne" %88, %89 : i1
      %91 = llvm.and %86, %90 : i1
      %92 = llvm.mlir.constant(-1 : i32) : i32
      %93 = llvm.add %84, %92 : i32
      %94 = llvm.select %91, %93, %84 : i1, i32
      %95 = llvm.mul %94, %57 : i32
      %96 = llvm.sub %57, %95 : i32
      %97 = llvm.intr.smin(%96, %57) : (i32, i32) -> i32
      %98 = llvm.mul %94, %30 : i32
      %99 = llvm.sub %82, %98 : i32
      %100 = llvm.srem %99, %97 : i32
      %101 = llvm.add %95, %100 : i32
      %102 = llvm.sdiv %99, %97 : i32
      %103 = llvm.mul %102, %97 : i32
      %104 = llvm.icmp "ne" %99, %103 : i32
      %105 = llvm.mlir.constant(0 : i32) : i32
      %106 = llvm.icmp "slt" %99, %105 : i32
      %107 = llvm.icmp "slt" %97, %105 : i32
      %108 = llvm.icmp "ne" %106, %107 : i1
      %109 = llvm.and %104, %108 : i1
      %110 = llvm.mlir.constant(-1 : i32) : i32
      %111 = llvm.add %102, %110 : i32
      %112 = llvm.select %109, %111, %102 : i1, i32
      %113 = llvm.mul %83, %23 overflow<nsw> : i32
      %114 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %115 = llvm.getelementptr %114[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %116 = llvm.mul %101, %22 overflow<nsw> : i32
      %117 = llvm.getelementptr %115[%116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %118 = llvm.mul %83, %21 overflow<nsw> : i32
      %119 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %120 = llvm.getelementptr %119[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %121 = llvm.mul %112, %20 overflow<nsw> : i32
      %122 = llvm.getelementptr %120[%121] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %123 = llvm.mul %83, %19 overflow<nsw> : i32
      %124 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %125 = llvm.getelementptr %124[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %126 = llvm.mul %101, %18 overflow<nsw> : i32
      %127 = llvm.mul %112, %48 overflow<nsw> : i32
      %128 = llvm.add %126, %127 overflow<nsw> : i32
      %129 = llvm.getelementptr %125[%128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %130 = llvm.mul %101, %60 overflow<nsw> : i32
      %131 = llvm.mul %112, %48 overflow<nsw> : i32
      %132 = llvm.mul %101, %60 overflow<nsw> : i32
      %133 = llvm.mul %112, %48 overflow<nsw> : i32
      %134 = llvm.getelementptr %117[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %135 = llvm.getelementptr %122[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %136 = llvm.ptrtoint %134 : !llvm.ptr<1> to i64
      %137 = llvm.add %136, %52 : i64
      %138 = llvm.and %137, %31 : i64
      %139 = llvm.inttoptr %138 : i64 to !llvm.ptr<1>
      llvm.intr.assume %26 ["align"(%139, %24 : !llvm.ptr<1>, i64)] : i1
      %140 = llvm.ptrtoint %135 : !llvm.ptr<1> to i64
      %141 = llvm.add %140, %52 : i64
      %142 = llvm.and %141, %31 : i64
      %143 = llvm.inttoptr %142 : i64 to !llvm.ptr<1>
      llvm.intr.assume %26 ["align"(%143, %24 : !llvm.ptr<1>, i64)] : i1
      %144 = llvm.sdiv %81, %57 : i32
      %145 = llvm.srem %81, %57 : i32
      %146 = llvm.mul %145, %57 overflow<nsw> : i32
      %147 = llvm.mul %144, %32 overflow<nsw> : i32
      %148 = llvm.add %146, %147 overflow<nsw> : i32
      %149 = llvm.getelementptr %139[%148] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %150 = llvm.srem %144, %57 : i32
      %151 = llvm.mul %150, %33 overflow<nsw> : i32
      %152 = llvm.add %146, %151 overflow<nsw> : i32
      %153 = llvm.sdiv %144, %57 : i32
      %154 = llvm.mul %153, %34 overflow<nsw> : i32
      %155 = llvm.and %152, %35 : i32
      %156 = llvm.lshr %155, %36 : i32
      %157 = llvm.xor %152, %156 : i32
      %158 = llvm.add %157, %154 overflow<nsw> : i32
      %159 = llvm.getelementptr %77[%158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %160 = llvm.add %130, %144 overflow<nsw> : i32
      %161 = llvm.add %146, %17 overflow<nsw> : i32
      %162 = llvm.getelementptr %143[%148] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %163 = llvm.getelementptr %80[%158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %164 = llvm.add %131, %144 overflow<nsw> : i32
      %165 = llvm.add %146, %17 overflow<nsw> : i32
      %166 = llvm.icmp "slt" %160, %51 : i32
      %167 = llvm.zext %166 : i1 to i8
      llvm.store %167, %71 {alignment = 32 : i64} : i8, !llvm.ptr
      %168 = llvm.add %160, %42 overflow<nsw> : i32
      %169 = llvm.icmp "slt" %168, %51 : i32
      %170 = llvm.zext %169 : i1 to i8
      %171 = llvm.getelementptr %71[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %170, %171 {alignment = 1 : i64} : i8, !llvm.ptr
      %172 = llvm.add %160, %33 overflow<nsw> : i32
      %173 = llvm.icmp "slt" %172, %51 : i32
      %174 = llvm.zext %173 : i1 to i8
      %175 = llvm.getelementptr %71[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %174, %175 {alignment = 2 : i64} : i8, !llvm.ptr
      %176 = llvm.add %160, %58 overflow<nsw> : i32
      %177 = llvm.icmp "slt" %176, %51 : i32
      %178 = llvm.zext %177 : i1 to i8
      %179 = llvm.getelementptr %71[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %178, %179 {alignment = 1 : i64} : i8, !llvm.ptr
      %180 = llvm.icmp "slt" %164, %43 : i32
      %181 = llvm.zext %180 : i1 to i8
      llvm.store %181, %70 {alignment = 32 : i64} : i8, !llvm.ptr
      %182 = llvm.add %164, %42 overflow<nsw> : i32
      %183 = llvm.icmp "slt" %182, %43 : i32
      %184 = llvm.zext %183 : i1 to i8
      %185 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %184, %185 {alignment = 1 : i64} : i8, !llvm.ptr
      %186 = llvm.add %164, %33 overflow<nsw> : i32
      %187 = llvm.icmp "slt" %186, %43 : i32
      %188 = llvm.zext %187 : i1 to i8
      %189 = llvm.getelementptr %70[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %188, %189 {alignment = 2 : i64} : i8, !llvm.ptr
      %190 = llvm.add %164, %58 overflow<nsw> : i32
      %191 = llvm.icmp "slt" %190, %43 : i32
      %192 = llvm.zext %191 : i1 to i8
      %193 = llvm.getelementptr %70[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %192, %193 {alignment = 1 : i64} : i8, !llvm.ptr
      %194 = llvm.add %164, %60 overflow<nsw> : i32
      %195 = llvm.icmp "slt" %194, %43 : i32
      %196 = llvm.zext %195 : i1 to i8
      %197 = llvm.getelementptr %70[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %196, %197 {alignment = 4 : i64} : i8, !llvm.ptr
      %198 = llvm.add %164, %16 overflow<nsw> : i32
      %199 = llvm.icmp "slt" %198, %43 : i32
      %200 = llvm.zext %199 : i1 to i8
      %201 = llvm.getelementptr %70[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %200, %201 {alignment = 1 : i64} : i8, !llvm.ptr
      %202 = llvm.add %164, %59 overflow<nsw> : i32
      %203 = llvm.icmp "slt" %202, %43 : i32
      %204 = llvm.zext %203 : i1 to i8
      %205 = llvm.getelementptr %70[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %204, %205 {alignment = 2 : i64} : i8, !llvm.ptr
      %206 = llvm.add %164, %15 overflow<nsw> : i32
      %207 = llvm.icmp "slt" %206, %43 : i32
      %208 = llvm.zext %207 : i1 to i8
      %209 = llvm.getelementptr %70[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %208, %209 {alignment = 1 : i64} : i8, !llvm.ptr
      %210 = llvm.icmp "sgt" %161, %28 : i32
      %211 = llvm.load %71 {alignment = 32 : i64} : !llvm.ptr -> i8
      %212 = llvm.icmp "ne" %211, %37 : i8
      %213 = llvm.and %212, %210 : i1
      %214 = llvm.zext %213 : i1 to i8
      llvm.store %214, %69 {alignment = 32 : i64} : i8, !llvm.ptr
      %215 = llvm.icmp "sgt" %161, %28 : i32
      %216 = llvm.load %171 {alignment = 1 : i64} : !llvm.ptr -> i8
      %217 = llvm.icmp "ne" %216, %37 : i8
      %218 = llvm.and %217, %215 : i1
      %219 = llvm.zext %218 : i1 to i8
      %220 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %219, %220 {alignment = 1 : i64} : i8, !llvm.ptr
      %221 = llvm.icmp "sgt" %161, %28 : i32
      %222 = llvm.load %175 {alignment = 2 : i64} : !llvm.ptr -> i8
      %223 = llvm.icmp "ne" %222, %37 : i8
      %224 = llvm.and %223, %221 : i1
      %225 = llvm.zext %224 : i1 to i8
      %226 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %225, %226 {alignment = 2 : i64} : i8, !llvm.ptr
      %227 = llvm.icmp "sgt" %161, %28 : i32
      %228 = llvm.load %179 {alignment = 1 : i64} : !llvm.ptr -> i8
      %229 = llvm.icmp "ne" %228, %37 : i8
      %230 = llvm.and %229, %227 : i1
      %231 = llvm.zext %230 : i1 to i8
      %232 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %231, %232 {alignment = 1 : i64} : i8, !llvm.ptr
      %233 = llvm.icmp "sgt" %165, %28 : i32
      %234 = llvm.load %70 {alignment = 32 : i64} : !llvm.ptr -> i8
      %235 = llvm.icmp "ne" %234, %37 : i8
      %236 = llvm.and %235, %233 : i1
      %237 = llvm.zext %236 : i1 to i8
      llvm.store %237, %68 {alignment = 32 : i64} : i8, !llvm.ptr
      %238 = llvm.icmp "sgt" %165, %28 : i32
      %239 = llvm.load %185 {alignment = 1 : i64} : !llvm.ptr -> i8
      %240 = llvm.icmp "ne" %239, %37 : i8
      %241 = llvm.and %240, %238 : i1
      %242 = llvm.zext %241 : i1 to i8
      %243 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %242, %243 {alignment = 1 : i64} : i8, !llvm.ptr
      %244 = llvm.icmp "sgt" %165, %28 : i32
      %245 = llvm.load %189 {alignment = 2 : i64} : !llvm.ptr -> i8
      %246 = llvm.icmp "ne" %245, %37 : i8
      %247 = llvm.and %246, %244 : i1
      %248 = llvm.zext %247 : i1 to i8
      %249 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %248, %249 {alignment = 2 : i64} : i8, !llvm.ptr
      %250 = llvm.icmp "sgt" %165, %28 : i32
      %251 = llvm.load %193 {alignment = 1 : i64} : !llvm.ptr -> i8
      %252 = llvm.icmp "ne" %251, %37 : i8
      %253 = llvm.and %252, %250 : i1
      %254 = llvm.zext %253 : i1 to i8
      %255 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %254, %255 {alignment = 1 : i64} : i8, !llvm.ptr
      %256 = llvm.icmp "sgt" %165, %28 : i32
      %257 = llvm.load %197 {alignment = 4 : i64} : !llvm.ptr -> i8
      %258 = llvm.icmp "ne" %257, %37 : i8
      %259 = llvm.and %258, %256 : i1
      %260 = llvm.zext %259 : i1 to i8
      %261 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %260, %261 {alignment = 4 : i64} : i8, !llvm.ptr
      %262 = llvm.icmp "sgt" %165, %28 : i32
      %263 = llvm.load %201 {alignment = 1 : i64} : !llvm.ptr -> i8
      %264 = llvm.icmp "ne" %263, %37 : i8
      %265 = llvm.and %264, %262 : i1
      %266 = llvm.zext %265 : i1 to i8
      %267 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %266, %267 {alignment = 1 : i64} : i8, !llvm.ptr
      %268 = llvm.icmp "sgt" %165, %28 : i32
      %269 = llvm.load %205 {alignment = 2 : i64} : !llvm.ptr -> i8
      %270 = llvm.icmp "ne" %269, %37 : i8
      %271 = llvm.and %270, %268 : i1
      %272 = llvm.zext %271 : i1 to i8
      %273 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %272, %273 {alignment = 2 : i64} : i8, !llvm.ptr
      %274 = llvm.icmp "sgt" %165, %28 : i32
      %275 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %276 = llvm.icmp "ne" %275, %37 : i8
      %277 = llvm.and %276, %274 : i1
      %278 = llvm.zext %277 : i1 to i8
      %279 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %278, %279 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %53, %67 {alignment = 32 : i64} : f16, !llvm.ptr
      %280 = llvm.getelementptr %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %280 {alignment = 2 : i64} : f16, !llvm.ptr
      %281 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %281 {alignment = 4 : i64} : f16, !llvm.ptr
      %282 = llvm.getelementptr %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %282 {alignment = 2 : i64} : f16, !llvm.ptr
      %283 = llvm.getelementptr %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %283 {alignment = 8 : i64} : f16, !llvm.ptr
      %284 = llvm.getelementptr %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %284 {alignment = 2 : i64} : f16, !llvm.ptr
      %285 = llvm.getelementptr %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %285 {alignment = 4 : i64} : f16, !llvm.ptr
      %286 = llvm.getelementptr %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %286 {alignment = 2 : i64} : f16, !llvm.ptr
      %287 = llvm.getelementptr %67[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %287 {alignment = 16 : i64} : f16, !llvm.ptr
      %288 = llvm.getelementptr %67[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %288 {alignment = 2 : i64} : f16, !llvm.ptr
      %289 = llvm.getelementptr %67[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %289 {alignment = 4 : i64} : f16, !llvm.ptr
      %290 = llvm.getelementptr %67[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %290 {alignment = 2 : i64} : f16, !llvm.ptr
      %291 = llvm.getelementptr %67[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %291 {alignment = 8 : i64} : f16, !llvm.ptr
      %292 = llvm.getelementptr %67[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %292 {alignment = 2 : i64} : f16, !llvm.ptr
      %293 = llvm.getelementptr %67[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %293 {alignment = 4 : i64} : f16, !llvm.ptr
      %294 = llvm.getelementptr %67[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %294 {alignment = 2 : i64} : f16, !llvm.ptr
      %295 = llvm.getelementptr %67[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %295 {alignment = 32 : i64} : f16, !llvm.ptr
      %296 = llvm.getelementptr %67[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %296 {alignment = 2 : i64} : f16, !llvm.ptr
      %297 = llvm.getelementptr %67[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %297 {alignment = 4 : i64} : f16, !llvm.ptr
      %298 = llvm.getelementptr %67[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %298 {alignment = 2 : i64} : f16, !llvm.ptr
      %299 = llvm.getelementptr %67[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %299 {alignment = 8 : i64} : f16, !llvm.ptr
      %300 = llvm.getelementptr %67[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %300 {alignment = 2 : i64} : f16, !llvm.ptr
      %301 = llvm.getelementptr %67[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %301 {alignment = 4 : i64} : f16, !llvm.ptr
      %302 = llvm.getelementptr %67[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %302 {alignment = 2 : i64} : f16, !llvm.ptr
      %303 = llvm.getelementptr %67[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %303 {alignment = 16 : i64} : f16, !llvm.ptr
      %304 = llvm.getelementptr %67[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %304 {alignment = 2 : i64} : f16, !llvm.ptr
      %305 = llvm.getelementptr %67[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %305 {alignment = 4 : i64} : f16, !llvm.ptr
      %306 = llvm.getelementptr %67[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %306 {alignment = 2 : i64} : f16, !llvm.ptr
      %307 = llvm.getelementptr %67[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %307 {alignment = 8 : i64} : f16, !llvm.ptr
      %308 = llvm.getelementptr %67[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %308 {alignment = 2 : i64} : f16, !llvm.ptr
      %309 = llvm.getelementptr %67[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %309 {alignment = 4 : i64} : f16, !llvm.ptr
      %310 = llvm.getelementptr %67[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %310 {alignment = 2 : i64} : f16, !llvm.ptr
      %311 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %311 {alignment = 32 : i64} : f16, !llvm.ptr
      %312 = llvm.getelementptr %67[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %312 {alignment = 2 : i64} : f16, !llvm.ptr
      %313 = llvm.getelementptr %67[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %313 {alignment = 4 : i64} : f16, !llvm.ptr
      %314 = llvm.getelementptr %67[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %314 {alignment = 2 : i64} : f16, !llvm.ptr
      %315 = llvm.getelementptr %67[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %315 {alignment = 8 : i64} : f16, !llvm.ptr
      %316 = llvm.getelementptr %67[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %316 {alignment = 2 : i64} : f16, !llvm.ptr
      %317 = llvm.getelementptr %67[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %317 {alignment = 4 : i64} : f16, !llvm.ptr
      %318 = llvm.getelementptr %67[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %318 {alignment = 2 : i64} : f16, !llvm.ptr
      %319 = llvm.getelementptr %67[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %319 {alignment = 16 : i64} : f16, !llvm.ptr
      %320 = llvm.getelementptr %67[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %320 {alignment = 2 : i64} : f16, !llvm.ptr
      %321 = llvm.getelementptr %67[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %321 {alignment = 4 : i64} : f16, !llvm.ptr
      %322 = llvm.getelementptr %67[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %322 {alignment = 2 : i64} : f16, !llvm.ptr
      %323 = llvm.getelementptr %67[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %323 {alignment = 8 : i64} : f16, !llvm.ptr
      %324 = llvm.getelementptr %67[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %324 {alignment = 2 : i64} : f16, !llvm.ptr
      %325 = llvm.getelementptr %67[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %325 {alignment = 4 : i64} : f16, !llvm.ptr
      %326 = llvm.getelementptr %67[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %326 {alignment = 2 : i64} : f16, !llvm.ptr
      %327 = llvm.getelementptr %67[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %327 {alignment = 32 : i64} : f16, !llvm.ptr
      %328 = llvm.getelementptr %67[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %328 {alignment = 2 : i64} : f16, !llvm.ptr
      %329 = llvm.getelementptr %67[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %329 {alignment = 4 : i64} : f16, !llvm.ptr
      %330 = llvm.getelementptr %67[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %330 {alignment = 2 : i64} : f16, !llvm.ptr
      %331 = llvm.getelementptr %67[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %331 {alignment = 8 : i64} : f16, !llvm.ptr
      %332 = llvm.getelementptr %67[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %332 {alignment = 2 : i64} : f16, !llvm.ptr
      %333 = llvm.getelementptr %67[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %333 {alignment = 4 : i64} : f16, !llvm.ptr
      %334 = llvm.getelementptr %67[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %334 {alignment = 2 : i64} : f16, !llvm.ptr
      %335 = llvm.getelementptr %67[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %335 {alignment = 16 : i64} : f16, !llvm.ptr
      %336 = llvm.getelementptr %67[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %336 {alignment = 2 : i64} : f16, !llvm.ptr
      %337 = llvm.getelementptr %67[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %337 {alignment = 4 : i64} : f16, !llvm.ptr
      %338 = llvm.getelementptr %67[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %338 {alignment = 2 : i64} : f16, !llvm.ptr
      %339 = llvm.getelementptr %67[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %339 {alignment = 8 : i64} : f16, !llvm.ptr
      %340 = llvm.getelementptr %67[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %340 {alignment = 2 : i64} : f16, !llvm.ptr
      %341 = llvm.getelementptr %67[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %341 {alignment = 4 : i64} : f16, !llvm.ptr
      %342 = llvm.getelementptr %67[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %342 {alignment = 2 : i64} : f16, !llvm.ptr
      %343 = llvm.getelementptr %67[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %343 {alignment = 32 : i64} : f16, !llvm.ptr
      %344 = llvm.getelementptr %67[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %344 {alignment = 2 : i64} : f16, !llvm.ptr
      %345 = llvm.getelementptr %67[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %345 {alignment = 4 : i64} : f16, !llvm.ptr
      %346 = llvm.getelementptr %67[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %346 {alignment = 2 : i64} : f16, !llvm.ptr
      %347 = llvm.getelementptr %67[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %347 {alignment = 8 : i64} : f16, !llvm.ptr
      %348 = llvm.getelementptr %67[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %348 {alignment = 2 : i64} : f16, !llvm.ptr
      %349 = llvm.getelementptr %67[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %349 {alignment = 4 : i64} : f16, !llvm.ptr
      %350 = llvm.getelementptr %67[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %350 {alignment = 2 : i64} : f16, !llvm.ptr
      %351 = llvm.getelementptr %67[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %351 {alignment = 16 : i64} : f16, !llvm.ptr
      %352 = llvm.getelementptr %67[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %352 {alignment = 2 : i64} : f16, !llvm.ptr
      %353 = llvm.getelementptr %67[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %353 {alignment = 4 : i64} : f16, !llvm.ptr
      %354 = llvm.getelementptr %67[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %354 {alignment = 2 : i64} : f16, !llvm.ptr
      %355 = llvm.getelementptr %67[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %355 {alignment = 8 : i64} : f16, !llvm.ptr
      %356 = llvm.getelementptr %67[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %356 {alignment = 2 : i64} : f16, !llvm.ptr
      %357 = llvm.getelementptr %67[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %357 {alignment = 4 : i64} : f16, !llvm.ptr
      %358 = llvm.getelementptr %67[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %358 {alignment = 2 : i64} : f16, !llvm.ptr
      %359 = llvm.getelementptr %67[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %359 {alignment = 32 : i64} : f16, !llvm.ptr
      %360 = llvm.getelementptr %67[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %360 {alignment = 2 : i64} : f16, !llvm.ptr
      %361 = llvm.getelementptr %67[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %361 {alignment = 4 : i64} : f16, !llvm.ptr
      %362 = llvm.getelementptr %67[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %362 {alignment = 2 : i64} : f16, !llvm.ptr
      %363 = llvm.getelementptr %67[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %363 {alignment = 8 : i64} : f16, !llvm.ptr
      %364 = llvm.getelementptr %67[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %364 {alignment = 2 : i64} : f16, !llvm.ptr
      %365 = llvm.getelementptr %67[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %365 {alignment = 4 : i64} : f16, !llvm.ptr
      %366 = llvm.getelementptr %67[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %366 {alignment = 2 : i64} : f16, !llvm.ptr
      %367 = llvm.getelementptr %67[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %367 {alignment = 16 : i64} : f16, !llvm.ptr
      %368 = llvm.getelementptr %67[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %368 {alignment = 2 : i64} : f16, !llvm.ptr
      %369 = llvm.getelementptr %67[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %369 {alignment = 4 : i64} : f16, !llvm.ptr
      %370 = llvm.getelementptr %67[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %370 {alignment = 2 : i64} : f16, !llvm.ptr
      %371 = llvm.getelementptr %67[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %371 {alignment = 8 : i64} : f16, !llvm.ptr
      %372 = llvm.getelementptr %67[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %372 {alignment = 2 : i64} : f16, !llvm.ptr
      %373 = llvm.getelementptr %67[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %373 {alignment = 4 : i64} : f16, !llvm.ptr
      %374 = llvm.getelementptr %67[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %374 {alignment = 2 : i64} : f16, !llvm.ptr
      llvm.br ^bb1(%38 : i32)
    ^bb1(%375: i32):  // 2 preds: ^bb0, ^bb2
      %376 = llvm.icmp "slt" %375, %54 : i32
      llvm.cond_br %376, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %377 = llvm.mul %375, %57 overflow<nsw> : i32
      %378 = llvm.getelementptr %67[%377] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %379 = llvm.mul %375, %50 overflow<nsw> : i32
      %380 = llvm.getelementptr %159[%379] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %381 = llvm.load %378 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %381, %380 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %382 = llvm.add %375, %61 : i32
      llvm.br ^bb1(%382 : i32) {loop_annotation = #loop_annotation}
    ^bb3:  // pred: ^bb1
      llvm.store %53, %66 {alignment = 32 : i64} : f16, !llvm.ptr
      %383 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %383 {alignment = 2 : i64} : f16, !llvm.ptr
      %384 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %384 {alignment = 4 : i64} : f16, !llvm.ptr
      %385 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %385 {alignment = 2 : i64} : f16, !llvm.ptr
      %386 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %386 {alignment = 8 : i64} : f16, !llvm.ptr
      %387 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %387 {alignment = 2 : i64} : f16, !llvm.ptr
      %388 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %388 {alignment = 4 : i64} : f16, !llvm.ptr
      %389 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %389 {alignment = 2 : i64} : f16, !llvm.ptr
      %390 = llvm.getelementptr %66[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %390 {alignment = 16 : i64} : f16, !llvm.ptr
      %391 = llvm.getelementptr %66[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %391 {alignment = 2 : i64} : f16, !llvm.ptr
      %392 = llvm.getelementptr %66[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %392 {alignment = 4 : i64} : f16, !llvm.ptr
      %393 = llvm.getelementptr %66[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %393 {alignment = 2 : i64} : f16, !llvm.ptr
      %394 = llvm.getelementptr %66[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %394 {alignment = 8 : i64} : f16, !llvm.ptr
      %395 = llvm.getelementptr %66[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %395 {alignment = 2 : i64} : f16, !llvm.ptr
      %396 = llvm.getelementptr %66[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %396 {alignment = 4 : i64} : f16, !llvm.ptr
      %397 = llvm.getelementptr %66[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %397 {alignment = 2 : i64} : f16, !llvm.ptr
      %398 = llvm.getelementptr %66[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %398 {alignment = 32 : i64} : f16, !llvm.ptr
      %399 = llvm.getelementptr %66[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %399 {alignment = 2 : i64} : f16, !llvm.ptr
      %400 = llvm.getelementptr %66[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %400 {alignment = 4 : i64} : f16, !llvm.ptr
      %401 = llvm.getelementptr %66[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %401 {alignment = 2 : i64} : f16, !llvm.ptr
      %402 = llvm.getelementptr %66[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %402 {alignment = 8 : i64} : f16, !llvm.ptr
      %403 = llvm.getelementptr %66[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %403 {alignment = 2 : i64} : f16, !llvm.ptr
      %404 = llvm.getelementptr %66[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %404 {alignment = 4 : i64} : f16, !llvm.ptr
      %405 = llvm.getelementptr %66[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %405 {alignment = 2 : i64} : f16, !llvm.ptr
      %406 = llvm.getelementptr %66[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %406 {alignment = 16 : i64} : f16, !llvm.ptr
      %407 = llvm.getelementptr %66[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %407 {alignment = 2 : i64} : f16, !llvm.ptr
      %408 = llvm.getelementptr %66[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %408 {alignment = 4 : i64} : f16, !llvm.ptr
      %409 = llvm.getelementptr %66[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %409 {alignment = 2 : i64} : f16, !llvm.ptr
      %410 = llvm.getelementptr %66[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %410 {alignment = 8 : i64} : f16, !llvm.ptr
      %411 = llvm.getelementptr %66[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %411 {alignment = 2 : i64} : f16, !llvm.ptr
      %412 = llvm.getelementptr %66[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %412 {alignment = 4 : i64} : f16, !llvm.ptr
      %413 = llvm.getelementptr %66[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %413 {alignment = 2 : i64} : f16, !llvm.ptr
      %414 = llvm.getelementptr %66[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %414 {alignment = 32 : i64} : f16, !llvm.ptr
      %415 = llvm.getelementptr %66[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %415 {alignment = 2 : i64} : f16, !llvm.ptr
      %416 = llvm.getelementptr %66[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %416 {alignment = 4 : i64} : f16, !llvm.ptr
      %417 = llvm.getelementptr %66[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %417 {alignment = 2 : i64} : f16, !llvm.ptr
      %418 = llvm.getelementptr %66[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %418 {alignment = 8 : i64} : f16, !llvm.ptr
      %419 = llvm.getelementptr %66[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %419 {alignment = 2 : i64} : f16, !llvm.ptr
      %420 = llvm.getelementptr %66[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %420 {alignment = 4 : i64} : f16, !llvm.ptr
      %421 = llvm.getelementptr %66[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %421 {alignment = 2 : i64} : f16, !llvm.ptr
      %422 = llvm.getelementptr %66[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %422 {alignment = 16 : i64} : f16, !llvm.ptr
      %423 = llvm.getelementptr %66[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %423 {alignment = 2 : i64} : f16, !llvm.ptr
      %424 = llvm.getelementptr %66[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %424 {alignment = 4 : i64} : f16, !llvm.ptr
      %425 = llvm.getelementptr %66[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %425 {alignment = 2 : i64} : f16, !llvm.ptr
      %426 = llvm.getelementptr %66[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %426 {alignment = 8 : i64} : f16, !llvm.ptr
      %427 = llvm.getelementptr %66[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %427 {alignment = 2 : i64} : f16, !llvm.ptr
      %428 = llvm.getelementptr %66[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %428 {alignment = 4 : i64} : f16, !llvm.ptr
      %429 = llvm.getelementptr %66[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %429 {alignment = 2 : i64} : f16, !llvm.ptr
      %430 = llvm.getelementptr %66[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %430 {alignment = 32 : i64} : f16, !llvm.ptr
      %431 = llvm.getelementptr %66[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %431 {alignment = 2 : i64} : f16, !llvm.ptr
      %432 = llvm.getelementptr %66[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %432 {alignment = 4 : i64} : f16, !llvm.ptr
      %433 = llvm.getelementptr %66[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %433 {alignment = 2 : i64} : f16, !llvm.ptr
      %434 = llvm.getelementptr %66[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %434 {alignment = 8 : i64} : f16, !llvm.ptr
      %435 = llvm.getelementptr %66[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %435 {alignment = 2 : i64} : f16, !llvm.ptr
      %436 = llvm.getelementptr %66[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %436 {alignment = 4 : i64} : f16, !llvm.ptr
      %437 = llvm.getelementptr %66[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %437 {alignment = 2 : i64} : f16, !llvm.ptr
      %438 = llvm.getelementptr %66[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %438 {alignment = 16 : i64} : f16, !llvm.ptr
      %439 = llvm.getelementptr %66[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %439 {alignment = 2 : i64} : f16, !llvm.ptr
      %440 = llvm.getelementptr %66[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %440 {alignment = 4 : i64} : f16, !llvm.ptr
      %441 = llvm.getelementptr %66[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %441 {alignment = 2 : i64} : f16, !llvm.ptr
      %442 = llvm.getelementptr %66[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %442 {alignment = 8 : i64} : f16, !llvm.ptr
      %443 = llvm.getelementptr %66[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %443 {alignment = 2 : i64} : f16, !llvm.ptr
      %444 = llvm.getelementptr %66[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %444 {alignment = 4 : i64} : f16, !llvm.ptr
      %445 = llvm.getelementptr %66[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %445 {alignment = 2 : i64} : f16, !llvm.ptr
      %446 = llvm.getelementptr %66[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %446 {alignment = 32 : i64} : f16, !llvm.ptr
      %447 = llvm.getelementptr %66[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %447 {alignment = 2 : i64} : f16, !llvm.ptr
      %448 = llvm.getelementptr %66[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %448 {alignment = 4 : i64} : f16, !llvm.ptr
      %449 = llvm.getelementptr %66[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %449 {alignment = 2 : i64} : f16, !llvm.ptr
      %450 = llvm.getelementptr %66[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %450 {alignment = 8 : i64} : f16, !llvm.ptr
      %451 = llvm.getelementptr %66[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %451 {alignment = 2 : i64} : f16, !llvm.ptr
      %452 = llvm.getelementptr %66[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %452 {alignment = 4 : i64} : f16, !llvm.ptr
      %453 = llvm.getelementptr %66[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %453 {alignment = 2 : i64} : f16, !llvm.ptr
      %454 = llvm.getelementptr %66[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %454 {alignment = 16 : i64} : f16, !llvm.ptr
      %455 = llvm.getelementptr %66[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %455 {alignment = 2 : i64} : f16, !llvm.ptr
      %456 = llvm.getelementptr %66[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %456 {alignment = 4 : i64} : f16, !llvm.ptr
      %457 = llvm.getelementptr %66[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %457 {alignment = 2 : i64} : f16, !llvm.ptr
      %458 = llvm.getelementptr %66[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %458 {alignment = 8 : i64} : f16, !llvm.ptr
      %459 = llvm.getelementptr %66[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %459 {alignment = 2 : i64} : f16, !llvm.ptr
      %460 = llvm.getelementptr %66[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %460 {alignment = 4 : i64} : f16, !llvm.ptr
      %461 = llvm.getelementptr %66[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %461 {alignment = 2 : i64} : f16, !llvm.ptr
      %462 = llvm.getelementptr %66[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %462 {alignment = 32 : i64} : f16, !llvm.ptr
      %463 = llvm.getelementptr %66[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %463 {alignment = 2 : i64} : f16, !llvm.ptr
      %464 = llvm.getelementptr %66[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %464 {alignment = 4 : i64} : f16, !llvm.ptr
      %465 = llvm.getelementptr %66[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %465 {alignment = 2 : i64} : f16, !llvm.ptr
      %466 = llvm.getelementptr %66[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %466 {alignment = 8 : i64} : f16, !llvm.ptr
      %467 = llvm.getelementptr %66[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %467 {alignment = 2 : i64} : f16, !llvm.ptr
      %468 = llvm.getelementptr %66[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %468 {alignment = 4 : i64} : f16, !llvm.ptr
      %469 = llvm.getelementptr %66[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %469 {alignment = 2 : i64} : f16, !llvm.ptr
      %470 = llvm.getelementptr %66[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %470 {alignment = 16 : i64} : f16, !llvm.ptr
      %471 = llvm.getelementptr %66[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %471 {alignment = 2 : i64} : f16, !llvm.ptr
      %472 = llvm.getelementptr %66[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %472 {alignment = 4 : i64} : f16, !llvm.ptr
      %473 = llvm.getelementptr %66[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %473 {alignment = 2 : i64} : f16, !llvm.ptr
      %474 = llvm.getelementptr %66[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %474 {alignment = 8 : i64} : f16, !llvm.ptr
      %475 = llvm.getelementptr %66[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %475 {alignment = 2 : i64} : f16, !llvm.ptr
      %476 = llvm.getelementptr %66[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %476 {alignment = 4 : i64} : f16, !llvm.ptr
      %477 = llvm.getelementptr %66[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %477 {alignment = 2 : i64} : f16, !llvm.ptr
      %478 = llvm.getelementptr %66[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %478 {alignment = 32 : i64} : f16, !llvm.ptr
      %479 = llvm.getelementptr %66[97] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %479 {alignment = 2 : i64} : f16, !llvm.ptr
      %480 = llvm.getelementptr %66[98] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %480 {alignment = 4 : i64} : f16, !llvm.ptr
      %481 = llvm.getelementptr %66[99] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %481 {alignment = 2 : i64} : f16, !llvm.ptr
      %482 = llvm.getelementptr %66[100] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %482 {alignment = 8 : i64} : f16, !llvm.ptr
      %483 = llvm.getelementptr %66[101] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %483 {alignment = 2 : i64} : f16, !llvm.ptr
      %484 = llvm.getelementptr %66[102] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %484 {alignment = 4 : i64} : f16, !llvm.ptr
      %485 = llvm.getelementptr %66[103] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %485 {alignment = 2 : i64} : f16, !llvm.ptr
      %486 = llvm.getelementptr %66[104] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %486 {alignment = 16 : i64} : f16, !llvm.ptr
      %487 = llvm.getelementptr %66[105] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %487 {alignment = 2 : i64} : f16, !llvm.ptr
      %488 = llvm.getelementptr %66[106] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %488 {alignment = 4 : i64} : f16, !llvm.ptr
      %489 = llvm.getelementptr %66[107] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %489 {alignment = 2 : i64} : f16, !llvm.ptr
      %490 = llvm.getelementptr %66[108] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %490 {alignment = 8 : i64} : f16, !llvm.ptr
      %491 = llvm.getelementptr %66[109] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %491 {alignment = 2 : i64} : f16, !llvm.ptr
      %492 = llvm.getelementptr %66[110] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %492 {alignment = 4 : i64} : f16, !llvm.ptr
      %493 = llvm.getelementptr %66[111] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %493 {alignment = 2 : i64} : f16, !llvm.ptr
      %494 = llvm.getelementptr %66[112] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %494 {alignment = 32 : i64} : f16, !llvm.ptr
      %495 = llvm.getelementptr %66[113] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %495 {alignment = 2 : i64} : f16, !llvm.ptr
      %496 = llvm.getelementptr %66[114] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %496 {alignment = 4 : i64} : f16, !llvm.ptr
      %497 = llvm.getelementptr %66[115] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %497 {alignment = 2 : i64} : f16, !llvm.ptr
      %498 = llvm.getelementptr %66[116] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %498 {alignment = 8 : i64} : f16, !llvm.ptr
      %499 = llvm.getelementptr %66[117] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %499 {alignment = 2 : i64} : f16, !llvm.ptr
      %500 = llvm.getelementptr %66[118] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %500 {alignment = 4 : i64} : f16, !llvm.ptr
      %501 = llvm.getelementptr %66[119] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %501 {alignment = 2 : i64} : f16, !llvm.ptr
      %502 = llvm.getelementptr %66[120] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %502 {alignment = 16 : i64} : f16, !llvm.ptr
      %503 = llvm.getelementptr %66[121] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %503 {alignment = 2 : i64} : f16, !llvm.ptr
      %504 = llvm.getelementptr %66[122] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %504 {alignment = 4 : i64} : f16, !llvm.ptr
      %505 = llvm.getelementptr %66[123] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %505 {alignment = 2 : i64} : f16, !llvm.ptr
      %506 = llvm.getelementptr %66[124] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %506 {alignment = 8 : i64} : f16, !llvm.ptr
      %507 = llvm.getelementptr %66[125] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %507 {alignment = 2 : i64} : f16, !llvm.ptr
      %508 = llvm.getelementptr %66[126] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %508 {alignment = 4 : i64} : f16, !llvm.ptr
      %509 = llvm.getelementptr %66[127] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %509 {alignment = 2 : i64} : f16, !llvm.ptr
      %510 = llvm.getelementptr %66[128] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %510 {alignment = 32 : i64} : f16, !llvm.ptr
      %511 = llvm.getelementptr %66[129] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %511 {alignment = 2 : i64} : f16, !llvm.ptr
      %512 = llvm.getelementptr %66[130] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %512 {alignment = 4 : i64} : f16, !llvm.ptr
      %513 = llvm.getelementptr %66[131] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %513 {alignment = 2 : i64} : f16, !llvm.ptr
      %514 = llvm.getelementptr %66[132] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %514 {alignment = 8 : i64} : f16, !llvm.ptr
      %515 = llvm.getelementptr %66[133] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %515 {alignment = 2 : i64} : f16, !llvm.ptr
      %516 = llvm.getelementptr %66[134] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %516 {alignment = 4 : i64} : f16, !llvm.ptr
      %517 = llvm.getelementptr %66[135] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %517 {alignment = 2 : i64} : f16, !llvm.ptr
      %518 = llvm.getelementptr %66[136] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %518 {alignment = 16 : i64} : f16, !llvm.ptr
      %519 = llvm.getelementptr %66[137] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %519 {alignment = 2 : i64} : f16, !llvm.ptr
      %520 = llvm.getelementptr %66[138] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %520 {alignment = 4 : i64} : f16, !llvm.ptr
      %521 = llvm.getelementptr %66[139] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %521 {alignment = 2 : i64} : f16, !llvm.ptr
      %522 = llvm.getelementptr %66[140] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %522 {alignment = 8 : i64} : f16, !llvm.ptr
      %523 = llvm.getelementptr %66[141] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %523 {alignment = 2 : i64} : f16, !llvm.ptr
      %524 = llvm.getelementptr %66[142] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %524 {alignment = 4 : i64} : f16, !llvm.ptr
      %525 = llvm.getelementptr %66[143] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %525 {alignment = 2 : i64} : f16, !llvm.ptr
      %526 = llvm.getelementptr %66[144] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %526 {alignment = 32 : i64} : f16, !llvm.ptr
      %527 = llvm.getelementptr %66[145] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %527 {alignment = 2 : i64} : f16, !llvm.ptr
      %528 = llvm.getelementptr %66[146] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %528 {alignment = 4 : i64} : f16, !llvm.ptr
      %529 = llvm.getelementptr %66[147] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %529 {alignment = 2 : i64} : f16, !llvm.ptr
      %530 = llvm.getelementptr %66[148] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %530 {alignment = 8 : i64} : f16, !llvm.ptr
      %531 = llvm.getelementptr %66[149] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %531 {alignment = 2 : i64} : f16, !llvm.ptr
      %532 = llvm.getelementptr %66[150] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %532 {alignment = 4 : i64} : f16, !llvm.ptr
      %533 = llvm.getelementptr %66[151] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %533 {alignment = 2 : i64} : f16, !llvm.ptr
      %534 = llvm.getelementptr %66[152] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %534 {alignment = 16 : i64} : f16, !llvm.ptr
      %535 = llvm.getelementptr %66[153] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %535 {alignment = 2 : i64} : f16, !llvm.ptr
      %536 = llvm.getelementptr %66[154] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %536 {alignment = 4 : i64} : f16, !llvm.ptr
      %537 = llvm.getelementptr %66[155] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %537 {alignment = 2 : i64} : f16, !llvm.ptr
      %538 = llvm.getelementptr %66[156] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %538 {alignment = 8 : i64} : f16, !llvm.ptr
      %539 = llvm.getelementptr %66[157] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %539 {alignment = 2 : i64} : f16, !llvm.ptr
      %540 = llvm.getelementptr %66[158] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %540 {alignment = 4 : i64} : f16, !llvm.ptr
      %541 = llvm.getelementptr %66[159] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %541 {alignment = 2 : i64} : f16, !llvm.ptr
      %542 = llvm.getelementptr %66[160] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %542 {alignment = 32 : i64} : f16, !llvm.ptr
      %543 = llvm.getelementptr %66[161] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %543 {alignment = 2 : i64} : f16, !llvm.ptr
      %544 = llvm.getelementptr %66[162] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %544 {alignment = 4 : i64} : f16, !llvm.ptr
      %545 = llvm.getelementptr %66[163] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %545 {alignment = 2 : i64} : f16, !llvm.ptr
      %546 = llvm.getelementptr %66[164] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %546 {alignment = 8 : i64} : f16, !llvm.ptr
      %547 = llvm.getelementptr %66[165] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %547 {alignment = 2 : i64} : f16, !llvm.ptr
      %548 = llvm.getelementptr %66[166] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %548 {alignment = 4 : i64} : f16, !llvm.ptr
      %549 = llvm.getelementptr %66[167] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %549 {alignment = 2 : i64} : f16, !llvm.ptr
      %550 = llvm.getelementptr %66[168] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %550 {alignment = 16 : i64} : f16, !llvm.ptr
      %551 = llvm.getelementptr %66[169] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %551 {alignment = 2 : i64} : f16, !llvm.ptr
      %552 = llvm.getelementptr %66[170] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %552 {alignment = 4 : i64} : f16, !llvm.ptr
      %553 = llvm.getelementptr %66[171] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %553 {alignment = 2 : i64} : f16, !llvm.ptr
      %554 = llvm.getelementptr %66[172] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %554 {alignment = 8 : i64} : f16, !llvm.ptr
      %555 = llvm.getelementptr %66[173] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %555 {alignment = 2 : i64} : f16, !llvm.ptr
      %556 = llvm.getelementptr %66[174] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %556 {alignment = 4 : i64} : f16, !llvm.ptr
      %557 = llvm.getelementptr %66[175] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %557 {alignment = 2 : i64} : f16, !llvm.ptr
      %558 = llvm.getelementptr %66[176] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %558 {alignment = 32 : i64} : f16, !llvm.ptr
      %559 = llvm.getelementptr %66[177] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %559 {alignment = 2 : i64} : f16, !llvm.ptr
      %560 = llvm.getelementptr %66[178] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %560 {alignment = 4 : i64} : f16, !llvm.ptr
      %561 = llvm.getelementptr %66[179] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %561 {alignment = 2 : i64} : f16, !llvm.ptr
      %562 = llvm.getelementptr %66[180] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %562 {alignment = 8 : i64} : f16, !llvm.ptr
      %563 = llvm.getelementptr %66[181] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %563 {alignment = 2 : i64} : f16, !llvm.ptr
      %564 = llvm.getelementptr %66[182] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %564 {alignment = 4 : i64} : f16, !llvm.ptr
      %565 = llvm.getelementptr %66[183] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %565 {alignment = 2 : i64} : f16, !llvm.ptr
      %566 = llvm.getelementptr %66[184] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %566 {alignment = 16 : i64} : f16, !llvm.ptr
      %567 = llvm.getelementptr %66[185] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %567 {alignment = 2 : i64} : f16, !llvm.ptr
      %568 = llvm.getelementptr %66[186] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %568 {alignment = 4 : i64} : f16, !llvm.ptr
      %569 = llvm.getelementptr %66[187] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %569 {alignment = 2 : i64} : f16, !llvm.ptr
      %570 = llvm.getelementptr %66[188] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %570 {alignment = 8 : i64} : f16, !llvm.ptr
      %571 = llvm.getelementptr %66[189] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %571 {alignment = 2 : i64} : f16, !llvm.ptr
      %572 = llvm.getelementptr %66[190] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %572 {alignment = 4 : i64} : f16, !llvm.ptr
      %573 = llvm.getelementptr %66[191] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %53, %573 {alignment = 2 : i64} : f16, !llvm.ptr
      llvm.br ^bb4(%38 : i32)
    ^bb4(%574: i32):  // 2 preds: ^bb3, ^bb5
      %575 = llvm.icmp "slt" %574, %55 : i32
      llvm.cond_br %575, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %576 = llvm.mul %574, %57 overflow<nsw> : i32
      %577 = llvm.getelementptr %66[%576] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %578 = llvm.mul %574, %50 overflow<nsw> : i32
      %579 = llvm.getelementptr %163[%578] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %580 = llvm.load %577 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %580, %579 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %581 = llvm.add %574, %61 : i32
      llvm.br ^bb4(%581 : i32) {loop_annotation = #loop_annotation}
    ^bb6:  // pred: ^bb4
      nvvm.barrier
      llvm.br ^bb7(%38, %38, %38 : i32, i32, i32)
    ^bb7(%582: i32, %583: i32, %584: i32):  // 2 preds: ^bb6, ^bb8
      %585 = llvm.icmp "slt" %582, %56 : i32
      llvm.cond_br %585, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %586 = llvm.mul %583, %7 overflow<nsw> : i32
      %587 = llvm.getelementptr %149[%586] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %588 = llvm.mul %583, %50 overflow<nsw> : i32
      %589 = llvm.getelementptr %159[%588] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %590 = llvm.getelementptr %69[%583] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %591 = llvm.load %590 {alignment = 1 : i64} : !llvm.ptr -> i8
      %592 = llvm.trunc %591 : i8 to i1
      %593 = llvm.select %592, %41, %38 : i1, i32
      nvvm.cp.async.shared.global %589, %587, 16, cache = cg, %593 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %594 = llvm.add %583, %61 : i32
      %595 = llvm.icmp "eq" %594, %56 : i32
      %596 = llvm.select %595, %38, %594 : i1, i32
      %597 = llvm.add %583, %61 : i32
      %598 = llvm.add %584, %61 : i32
      %599 = llvm.icmp "eq" %597, %56 : i32
      %600 = llvm.select %599, %598, %584 : i1, i32
      %601 = llvm.add %582, %61 : i32
      llvm.br ^bb7(%601, %596, %600 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%38, %38, %38 : i32, i32, i32)
    ^bb10(%602: i32, %603: i32, %604: i32):  // 2 preds: ^bb9, ^bb11
      %605 = llvm.icmp "slt" %602, %57 : i32
      llvm.cond_br %605, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %606 = llvm.mul %603, %7 overflow<nsw> : i32
      %607 = llvm.getelementptr %162[%606] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %608 = llvm.mul %603, %50 overflow<nsw> : i32
      %609 = llvm.getelementptr %163[%608] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %610 = llvm.getelementptr %68[%603] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %611 = llvm.load %610 {alignment = 1 : i64} : !llvm.ptr -> i8
      %612 = llvm.trunc %611 : i8 to i1
      %613 = llvm.select %612, %41, %38 : i1, i32
      nvvm.cp.async.shared.global %609, %607, 16, cache = cg, %613 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %614 = llvm.add %603, %61 : i32
      %615 = llvm.icmp "eq" %614, %57 : i32
      %616 = llvm.select %615, %38, %614 : i1, i32
      %617 = llvm.add %603, %61 : i32
      %618 = llvm.add %604, %61 : i32
      %619 = llvm.icmp "eq" %617, %57 : i32
      %620 = llvm.select %619, %618, %604 : i1, i32
      %621 = llvm.add %602, %61 : i32
      llvm.br ^bb10(%621, %616, %620 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %622 = llvm.getelementptr %149[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %623 = llvm.getelementptr %159[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.br ^bb13(%38, %38, %38 : i32, i32, i32)
    ^bb13(%624: i32, %625: i32, %626: i32):  // 2 preds: ^bb12, ^bb14
      %627 = llvm.icmp "slt" %624, %56 : i32
      llvm.cond_br %627, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %628 = llvm.mul %625, %7 overflow<nsw> : i32
      %629 = llvm.getelementptr %622[%628] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %630 = llvm.mul %625, %50 overflow<nsw> : i32
      %631 = llvm.getelementptr %623[%630] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %632 = llvm.getelementptr %71[%625] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %633 = llvm.load %632 {alignment = 1 : i64} : !llvm.ptr -> i8
      %634 = llvm.trunc %633 : i8 to i1
      %635 = llvm.select %634, %41, %38 : i1, i32
      nvvm.cp.async.shared.global %631, %629, 16, cache = cg, %635 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %636 = llvm.add %625, %61 : i32
      %637 = llvm.icmp "eq" %636, %56 : i32
      %638 = llvm.select %637, %38, %636 : i1, i32
      %639 = llvm.add %625, %61 : i32
      %640 = llvm.add %626, %61 : i32
      %641 = llvm.icmp "eq" %639, %56 : i32
      %642 = llvm.select %641, %640, %626 : i1, i32
      %643 = llvm.add %624, %61 : i32
      llvm.br ^bb13(%643, %638, %642 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb13
      %644 = llvm.getelementptr %162[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %645 = llvm.getelementptr %163[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.br ^bb16(%38, %38, %38 : i32, i32, i32)
    ^bb16(%646: i32, %647: i32, %648: i32):  // 2 preds: ^bb15, ^bb17
      %649 = llvm.icmp "slt" %646, %57 : i32
      llvm.cond_br %649, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %650 = llvm.mul %647, %7 overflow<nsw> : i32
      %651 = llvm.getelementptr %644[%650] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %652 = llvm.mul %647, %50 overflow<nsw> : i32
      %653 = llvm.getelementptr %645[%652] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %654 = llvm.getelementptr %70[%647] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %655 = llvm.load %654 {alignment = 1 : i64} : !llvm.ptr -> i8
      %656 = llvm.trunc %655 : i8 to i1
      %657 = llvm.select %656, %41, %38 : i1, i32
      nvvm.cp.async.shared.global %653, %651, 16, cache = cg, %657 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %658 = llvm.add %647, %61 : i32
      %659 = llvm.icmp "eq" %658, %57 : i32
      %660 = llvm.select %659, %38, %658 : i1, i32
      %661 = llvm.add %647, %61 : i32
      %662 = llvm.add %648, %61 : i32
      %663 = llvm.icmp "eq" %661, %57 : i32
      %664 = llvm.select %663, %662, %648 : i1, i32
      %665 = llvm.add %646, %61 : i32
      llvm.br ^bb16(%665, %660, %664 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb18:  // pred: ^bb16
      nvvm.cp.async.commit.group
      %666 = llvm.srem %81, %42 : i32
      %667 = llvm.sdiv %81, %42 : i32
      %668 = llvm.srem %667, %39 : i32
      %669 = llvm.sdiv %81, %33 : i32
      %670 = llvm.srem %669, %56 : i32
      %671 = llvm.srem %666, %42 : i32
      %672 = llvm.srem %668, %39 : i32
      %673 = llvm.srem %670, %56 : i32
      %674 = llvm.sdiv %671, %56 : i32
      %675 = llvm.srem %671, %56 : i32
      %676 = llvm.mul %675, %39 overflow<nsw> : i32
      %677 = llvm.mul %674, %43 overflow<nsw> : i32
      %678 = llvm.add %676, %677 overflow<nsw> : i32
      %679 = llvm.mul %672, %44 overflow<nsw> : i32
      %680 = llvm.mul %673, %57 overflow<nsw> : i32
      %681 = llvm.add %679, %680 overflow<nsw> : i32
      %682 = llvm.add %678, %681 overflow<nsw> : i32
      %683 = llvm.getelementptr %129[%682] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %45, %63 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %684 = llvm.sdiv %81, %41 : i32
      %685 = llvm.srem %81, %41 : i32
      %686 = llvm.srem %685, %57 : i32
      %687 = llvm.mul %686, %33 overflow<nsw> : i32
      %688 = llvm.srem %684, %39 : i32
      %689 = llvm.mul %688, %57 overflow<nsw> : i32
      %690 = llvm.add %687, %689 overflow<nsw> : i32
      %691 = llvm.sdiv %685, %57 : i32
      %692 = llvm.mul %691, %34 overflow<nsw> : i32
      %693 = llvm.sdiv %684, %39 : i32
      %694 = llvm.srem %693, %39 : i32
      %695 = llvm.mul %694, %46 overflow<nsw> : i32
      %696 = llvm.add %692, %695 overflow<nsw> : i32
      %697 = llvm.and %690, %60 : i32
      %698 = llvm.icmp "eq" %697, %38 : i32
      %699 = llvm.select %698, %41, %47 : i1, i32
      %700 = llvm.and %690, %48 : i32
      %701 = llvm.icmp "eq" %700, %38 : i32
      %702 = llvm.select %701, %42, %49 : i1, i32
      %703 = llvm.and %690, %35 : i32
      %704 = llvm.lshr %703, %36 : i32
      %705 = llvm.xor %690, %704 : i32
      %706 = llvm.add %705, %696 overflow<nsw> : i32
      %707 = llvm.getelementptr %77[%706] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %708 = llvm.mul %145, %33 overflow<nsw> : i32
      %709 = llvm.srem %144, %39 : i32
      %710 = llvm.mul %709, %57 overflow<nsw> : i32
      %711 = llvm.add %708, %710 overflow<nsw> : i32
      %712 = llvm.sdiv %144, %39 : i32
      %713 = llvm.sdiv %712, %39 : i32
      %714 = llvm.srem %712, %39 : i32
      %715 = llvm.mul %714, %50 overflow<nsw> : i32
      %716 = llvm.sdiv %713, %39 : i32
      %717 = llvm.mul %716, %34 overflow<nsw> : i32
      %718 = llvm.add %715, %717 overflow<nsw> : i32
      %719 = llvm.and %711, %60 : i32
      %720 = llvm.icmp "eq" %719, %38 : i32
      %721 = llvm.select %720, %41, %47 : i1, i32
      %722 = llvm.and %711, %48 : i32
      %723 = llvm.icmp "eq" %722, %38 : i32
      %724 = llvm.select %723, %42, %49 : i1, i32
      %725 = llvm.and %711, %35 : i32
      %726 = llvm.lshr %725, %36 : i32
      %727 = llvm.xor %711, %726 : i32
      %728 = llvm.add %727, %718 overflow<nsw> : i32
      %729 = llvm.getelementptr %80[%728] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb19(%38 : i32)
    ^bb19(%730: i32):  // 2 preds: ^bb18, ^bb20
      %731 = llvm.icmp "slt" %730, %56 : i32
      llvm.cond_br %731, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %732 = llvm.mul %730, %50 overflow<nsw> : i32
      %733 = llvm.getelementptr %707[%732] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %734 = llvm.mul %730, %57 overflow<nsw> : i32
      %735 = llvm.getelementptr %65[%734] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %736 = nvvm.ldmatrix %733 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %737 = llvm.extractvalue %736[0] : !llvm_struct_a37b2a
      %738 = llvm.extractvalue %736[1] : !llvm_struct_a37b2a
      %739 = llvm.extractvalue %736[2] : !llvm_struct_a37b2a
      %740 = llvm.extractvalue %736[3] : !llvm_struct_a37b2a
      llvm.store %737, %735 {alignment = 4 : i64} : i32, !llvm.ptr
      %741 = llvm.getelementptr %735[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %738, %741 {alignment = 4 : i64} : i32, !llvm.ptr
      %742 = llvm.getelementptr %735[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %739, %742 {alignment = 4 : i64} : i32, !llvm.ptr
      %743 = llvm.getelementptr %735[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %740, %743 {alignment = 4 : i64} : i32, !llvm.ptr
      %744 = llvm.add %730, %61 : i32
      llvm.br ^bb19(%744 : i32) {loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb19
      llvm.br ^bb22(%38 : i32)
    ^bb22(%745: i32):  // 2 preds: ^bb21, ^bb23
      %746 = llvm.icmp "slt" %745, %56 : i32
      llvm.cond_br %746, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %747 = llvm.mul %745, %4 overflow<nsw> : i32
      %748 = llvm.getelementptr %729[%747] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %749 = llvm.mul %745, %57 overflow<nsw> : i32
      %750 = llvm.getelementptr %64[%749] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %751 = nvvm.ldmatrix %748 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %752 = llvm.extractvalue %751[0] : !llvm_struct_a37b2a
      %753 = llvm.extractvalue %751[1] : !llvm_struct_a37b2a
      %754 = llvm.extractvalue %751[2] : !llvm_struct_a37b2a
      %755 = llvm.extractvalue %751[3] : !llvm_struct_a37b2a
      llvm.store %752, %750 {alignment = 4 : i64} : i32, !llvm.ptr
      %756 = llvm.getelementptr %750[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
      %757 = llvm.getelementptr %750[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %754, %757 {alignment = 4 : i64} : i32, !llvm.ptr
      %758 = llvm.getelementptr %750[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %755, %758 {alignment = 4 : i64} : i32, !llvm.ptr
      %759 = llvm.add %745, %61 : i32
      llvm.br ^bb22(%759 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb22
      %760 = llvm.getelementptr %65[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %761 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %762 = llvm.getelementptr %65[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %763 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %764 = llvm.add %699, %702 overflow<nsw> : i32
      %765 = llvm.getelementptr %65[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %766 = llvm.add %721, %724 overflow<nsw> : i32
      %767 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb25(%38, %39, %38 : i32, i32, i32)
    ^bb25(%768: i32, %769: i32, %770: i32):  // 2 preds: ^bb24, ^bb82
      %771 = llvm.icmp "slt" %768, %40 : i32
      llvm.cond_br %771, ^bb26, ^bb83
    ^bb26:  // pred: ^bb25
      %772 = llvm.mul %770, %6 overflow<nsw> : i32
      %773 = llvm.add %699, %772 overflow<nsw> : i32
      %774 = llvm.getelementptr %707[%773] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb27(%38 : i32)
    ^bb27(%775: i32):  // 2 preds: ^bb26, ^bb28
      %776 = llvm.icmp "slt" %775, %56 : i32
      llvm.cond_br %776, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %777 = llvm.mul %775, %50 overflow<nsw> : i32
      %778 = llvm.getelementptr %774[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %779 = llvm.mul %775, %57 overflow<nsw> : i32
      %780 = llvm.getelementptr %760[%779] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %781 = nvvm.ldmatrix %778 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %782 = llvm.extractvalue %781[0] : !llvm_struct_a37b2a
      %783 = llvm.extractvalue %781[1] : !llvm_struct_a37b2a
      %784 = llvm.extractvalue %781[2] : !llvm_struct_a37b2a
      %785 = llvm.extractvalue %781[3] : !llvm_struct_a37b2a
      llvm.store %782, %780 {alignment = 4 : i64} : i32, !llvm.ptr
      %786 = llvm.getelementptr %780[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %783, %786 {alignment = 4 : i64} : i32, !llvm.ptr
      %787 = llvm.getelementptr %780[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %784, %787 {alignment = 4 : i64} : i32, !llvm.ptr
      %788 = llvm.getelementptr %780[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %785, %788 {alignment = 4 : i64} : i32, !llvm.ptr
      %789 = llvm.add %775, %61 : i32
      llvm.br ^bb27(%789 : i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb27
      %790 = llvm.mul %770, %5 overflow<nsw> : i32
      %791 = llvm.add %721, %790 overflow<nsw> : i32
      %792 = llvm.getelementptr %729[%791] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb30(%38 : i32)
    ^bb30(%793: i32):  // 2 preds: ^bb29, ^bb31
      %794 = llvm.icmp "slt" %793, %56 : i32
      llvm.cond_br %794, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %795 = llvm.mul %793, %4 overflow<nsw> : i32
      %796 = llvm.getelementptr %792[%795] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %797 = llvm.mul %793, %57 overflow<nsw> : i32
      %798 = llvm.getelementptr %761[%797] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %799 = nvvm.ldmatrix %796 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %800 = llvm.extractvalue %799[0] : !llvm_struct_a37b2a
      %801 = llvm.extractvalue %799[1] : !llvm_struct_a37b2a
      %802 = llvm.extractvalue %799[2] : !llvm_struct_a37b2a
      %803 = llvm.extractvalue %799[3] : !llvm_struct_a37b2a
      llvm.store %800, %798 {alignment = 4 : i64} : i32, !llvm.ptr
      %804 = llvm.getelementptr %798[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %801, %804 {alignment = 4 : i64} : i32, !llvm.ptr
      %805 = llvm.getelementptr %798[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %802, %805 {alignment = 4 : i64} : i32, !llvm.ptr
      %806 = llvm.getelementptr %798[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %803, %806 {alignment = 4 : i64} : i32, !llvm.ptr
      %807 = llvm.add %793, %61 : i32
      llvm.br ^bb30(%807 : i32) {loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb30
      %808 = llvm.add %768, %39 : i32
      %809 = llvm.icmp "slt" %808, %40 : i32
      llvm.cond_br %809, ^bb33, ^bb40
    ^bb33:  // pred: ^bb32
      %810 = llvm.mul %808, %33 overflow<nsw> : i32
      %811 = llvm.getelementptr %149[%810] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %812 = llvm.mul %769, %6 overflow<nsw> : i32
      %813 = llvm.getelementptr %159[%812] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb34(%38, %38, %38 : i32, i32, i32)
    ^bb34(%814: i32, %815: i32, %816: i32):  // 2 preds: ^bb33, ^bb35
      %817 = llvm.icmp "slt" %814, %56 : i32
      llvm.cond_br %817, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %818 = llvm.mul %815, %7 overflow<nsw> : i32
      %819 = llvm.getelementptr %811[%818] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %820 = llvm.mul %815, %50 overflow<nsw> : i32
      %821 = llvm.getelementptr %813[%820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %822 = llvm.getelementptr %71[%815] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %823 = llvm.load %822 {alignment = 1 : i64} : !llvm.ptr -> i8
      %824 = llvm.trunc %823 : i8 to i1
      %825 = llvm.select %824, %41, %38 : i1, i32
      nvvm.cp.async.shared.global %821, %819, 16, cache = cg, %825 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %826 = llvm.add %815, %61 : i32
      %827 = llvm.icmp "eq" %826, %56 : i32
      %828 = llvm.select %827, %38, %826 : i1, i32
      %829 = llvm.add %815, %61 : i32
      %830 = llvm.add %816, %61 : i32
      %831 = llvm.icmp "eq" %829, %56 : i32
      %832 = llvm.select %831, %830, %816 : i1, i32
      %833 = llvm.add %814, %61 : i32
      llvm.br ^bb34(%833, %828, %832 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb34
      %834 = llvm.mul %808, %33 overflow<nsw> : i32
      %835 = llvm.getelementptr %162[%834] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %836 = llvm.mul %769, %5 overflow<nsw> : i32
      %837 = llvm.getelementptr %163[%836] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb37(%38, %38, %38 : i32, i32, i32)
    ^bb37(%838: i32, %839: i32, %840: i32):  // 2 preds: ^bb36, ^bb38
      %841 = llvm.icmp "slt" %838, %57 : i32
      llvm.cond_br %841, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %842 = llvm.mul %839, %7 overflow<nsw> : i32
      %843 = llvm.getelementptr %835[%842] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %844 = llvm.mul %839, %50 overflow<nsw> : i32
      %845 = llvm.getelementptr %837[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %846 = llvm.getelementptr %70[%839] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %847 = llvm.load %846 {alignment = 1 : i64} : !llvm.ptr -> i8
      %848 = llvm.trunc %847 : i8 to i1
      %849 = llvm.select %848, %41, %38 : i1, i32
      nvvm.cp.async.shared.global %845, %843, 16, cache = cg, %849 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %850 = llvm.add %839, %61 : i32
      %851 = llvm.icmp "eq" %850, %57 : i32
      %852 = llvm.select %851, %38, %850 : i1, i32
      %853 = llvm.add %839, %61 : i32
      %854 = llvm.add %840, %61 : i32
      %855 = llvm.icmp "eq" %853, %57 : i32
      %856 = llvm.select %855, %854, %840 : i1, i32
      %857 = llvm.add %838, %61 : i32
      llvm.br ^bb37(%857, %852, %856 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb39:  // pred: ^bb37
      llvm.br ^bb40
    ^bb40:  // 2 preds: ^bb32, ^bb39
      nvvm.cp.async.commit.group
      llvm.br ^bb41(%38 : i32)
    ^bb41(%858: i32):  // 2 preds: ^bb40, ^bb45
      %859 = llvm.icmp "slt" %858, %56 : i32
      llvm.cond_br %859, ^bb42, ^bb46
    ^bb42:  // pred: ^bb41
      %860 = llvm.mul %858, %57 overflow<nsw> : i32
      %861 = llvm.getelementptr %65[%860] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %862 = llvm.getelementptr %861[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %863 = llvm.getelementptr %861[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %864 = llvm.getelementptr %861[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb43(%38 : i32)
    ^bb43(%865: i32):  // 2 preds: ^bb42, ^bb44
      %866 = llvm.icmp "slt" %865, %57 : i32
      llvm.cond_br %866, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %867 = llvm.mul %865, %56 overflow<nsw> : i32
      %868 = llvm.getelementptr %64[%867] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %869 = llvm.mul %858, %56 overflow<nsw> : i32
      %870 = llvm.mul %865, %41 overflow<nsw> : i32
      %871 = llvm.add %869, %870 overflow<nsw> : i32
      %872 = llvm.getelementptr %63[%871] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %873 = llvm.load %861 : !llvm.ptr -> vector<2xf16>
      %874 = llvm.load %862 : !llvm.ptr -> vector<2xf16>
      %875 = llvm.load %863 : !llvm.ptr -> vector<2xf16>
      %876 = llvm.load %864 : !llvm.ptr -> vector<2xf16>
      %877 = llvm.load %868 : !llvm.ptr -> vector<2xf16>
      %878 = llvm.getelementptr %868[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %879 = llvm.load %878 : !llvm.ptr -> vector<2xf16>
      %880 = llvm.load %872 : !llvm.ptr -> vector<4xf32>
      %881 = llvm.mlir.constant(0 : i64) : i64
      %882 = llvm.extractelement %880[%881 : i64] : vector<4xf32>
      %883 = llvm.mlir.constant(1 : i64) : i64
      %884 = llvm.extractelement %880[%883 : i64] : vector<4xf32>
      %885 = llvm.mlir.constant(2 : i64) : i64
      %886 = llvm.extractelement %880[%885 : i64] : vector<4xf32>
      %887 = llvm.mlir.constant(3 : i64) : i64
      %888 = llvm.extractelement %880[%887 : i64] : vector<4xf32>
      %889 = nvvm.mma.sync A[%873, %874, %875, %876]  B[%877, %879]  C[%882, %884, %886, %888]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %890 = llvm.extractvalue %889[0] : !llvm_struct_687153
      %891 = llvm.extractvalue %889[1] : !llvm_struct_687153
      %892 = llvm.extractvalue %889[2] : !llvm_struct_687153
      %893 = llvm.extractvalue %889[3] : !llvm_struct_687153
      %894 = llvm.mlir.poison : vector<4xf32>
      %895 = llvm.mlir.constant(0 : i64) : i64
      %896 = llvm.insertelement %890, %894[%895 : i64] : vector<4xf32>
      %897 = llvm.mlir.constant(1 : i64) : i64
      %898 = llvm.insertelement %891, %896[%897 : i64] : vector<4xf32>
      %899 = llvm.mlir.constant(2 : i64) : i64
      %900 = llvm.insertelement %892, %898[%899 : i64] : vector<4xf32>
      %901 = llvm.mlir.constant(3 : i64) : i64
      %902 = llvm.insertelement %893, %900[%901 : i64] : vector<4xf32>
      llvm.store %902, %872 : vector<4xf32>, !llvm.ptr
      %903 = llvm.add %865, %61 : i32
      llvm.br ^bb43(%903 : i32) {loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb43
      %904 = llvm.add %858, %61 : i32
      llvm.br ^bb41(%904 : i32) {loop_annotation = #loop_annotation}
    ^bb46:  // pred: ^bb41
      %905 = llvm.mul %770, %6 overflow<nsw> : i32
      %906 = llvm.add %702, %905 overflow<nsw> : i32
      %907 = llvm.getelementptr %707[%906] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb47(%38 : i32)
    ^bb47(%908: i32):  // 2 preds: ^bb46, ^bb48
      %909 = llvm.icmp "slt" %908, %56 : i32
      llvm.cond_br %909, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %910 = llvm.mul %908, %50 overflow<nsw> : i32
      %911 = llvm.getelementptr %907[%910] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %912 = llvm.mul %908, %57 overflow<nsw> : i32
      %913 = llvm.getelementptr %762[%912] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %914 = nvvm.ldmatrix %911 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %915 = llvm.extractvalue %914[0] : !llvm_struct_a37b2a
      %916 = llvm.extractvalue %914[1] : !llvm_struct_a37b2a
      %917 = llvm.extractvalue %914[2] : !llvm_struct_a37b2a
      %918 = llvm.extractvalue %914[3] : !llvm_struct_a37b2a
      llvm.store %915, %913 {alignment = 4 : i64} : i32, !llvm.ptr
      %919 = llvm.getelementptr %913[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %916, %919 {alignment = 4 : i64} : i32, !llvm.ptr
      %920 = llvm.getelementptr %913[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %917, %920 {alignment = 4 : i64} : i32, !llvm.ptr
      %921 = llvm.getelementptr %913[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %918, %921 {alignment = 4 : i64} : i32, !llvm.ptr
      %922 = llvm.add %908, %61 : i32
      llvm.br ^bb47(%922 : i32) {loop_annotation = #loop_annotation}
    ^bb49:  // pred: ^bb47
      %923 = llvm.mul %770, %5 overflow<nsw> : i32
      %924 = llvm.add %724, %923 overflow<nsw> : i32
      %925 = llvm.getelementptr %729[%924] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb50(%38 : i32)
    ^bb50(%926: i32):  // 2 preds: ^bb49, ^bb51
      %927 = llvm.icmp "slt" %926, %56 : i32
      llvm.cond_br %927, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %928 = llvm.mul %926, %4 overflow<nsw> : i32
      %929 = llvm.getelementptr %925[%928] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %930 = llvm.mul %926, %57 overflow<nsw> : i32
      %931 = llvm.getelementptr %763[%930] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %932 = nvvm.ldmatrix %929 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %933 = llvm.extractvalue %932[0] : !llvm_struct_a37b2a
      %934 = llvm.extractvalue %932[1] : !llvm_struct_a37b2a
      %935 = llvm.extractvalue %932[2] : !llvm_struct_a37b2a
      %936 = llvm.extractvalue %932[3] : !llvm_struct_a37b2a
      llvm.store %933, %931 {alignment = 4 : i64} : i32, !llvm.ptr
      %937 = llvm.getelementptr %931[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %934, %937 {alignment = 4 : i64} : i32, !llvm.ptr
      %938 = llvm.getelementptr %931[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %935, %938 {alignment = 4 : i64} : i32, !llvm.ptr
      %939 = llvm.getelementptr %931[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %936, %939 {alignment = 4 : i64} : i32, !llvm.ptr
      %940 = llvm.add %926, %61 : i32
      llvm.br ^bb50(%940 : i32) {loop_annotation = #loop_annotation}
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%38 : i32)
    ^bb53(%941: i32):  // 2 preds: ^bb52, ^bb57
      %942 = llvm.icmp "slt" %941, %56 : i32
      llvm.cond_br %942, ^bb54, ^bb58
    ^bb54:  // pred: ^bb53
      %943 = llvm.mul %941, %57 overflow<nsw> : i32
      %944 = llvm.getelementptr %760[%943] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %945 = llvm.getelementptr %944[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %946 = llvm.getelementptr %944[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %947 = llvm.getelementptr %944[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb55(%38 : i32)
    ^bb55(%948: i32):  // 2 preds: ^bb54, ^bb56
      %949 = llvm.icmp "slt" %948, %57 : i32
      llvm.cond_br %949, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %950 = llvm.mul %948, %56 overflow<nsw> : i32
      %951 = llvm.getelementptr %761[%950] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %952 = llvm.mul %941, %56 overflow<nsw> : i32
      %953 = llvm.mul %948, %41 overflow<nsw> : i32
      %954 = llvm.add %952, %953 overflow<nsw> : i32
      %955 = llvm.getelementptr %63[%954] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %956 = llvm.load %944 : !llvm.ptr -> vector<2xf16>
      %957 = llvm.load %945 : !llvm.ptr -> vector<2xf16>
      %958 = llvm.load %946 : !llvm.ptr -> vector<2xf16>
      %959 = llvm.load %947 : !llvm.ptr -> vector<2xf16>
      %960 = llvm.load %951 : !llvm.ptr -> vector<2xf16>
      %961 = llvm.getelementptr %951[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %962 = llvm.load %961 : !llvm.ptr -> vector<2xf16>
      %963 = llvm.load %955 : !llvm.ptr -> vector<4xf32>
      %964 = llvm.mlir.constant(0 : i64) : i64
      %965 = llvm.extractelement %963[%964 : i64] : vector<4xf32>
      %966 = llvm.mlir.constant(1 : i64) : i64
      %967 = llvm.extractelement %963[%966 : i64] : vector<4xf32>
      %968 = llvm.mlir.constant(2 : i64) : i64
      %969 = llvm.extractelement %963[%968 : i64] : vector<4xf32>
      %970 = llvm.mlir.constant(3 : i64) : i64
      %971 = llvm.extractelement %963[%970 : i64] : vector<4xf32>
      %972 = nvvm.mma.sync A[%956, %957, %958, %959]  B[%960, %962]  C[%965, %967, %969, %971]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %973 = llvm.extractvalue %972[0] : !llvm_struct_687153
      %974 = llvm.extractvalue %972[1] : !llvm_struct_687153
      %975 = llvm.extractvalue %972[2] : !llvm_struct_687153
      %976 = llvm.extractvalue %972[3] : !llvm_struct_687153
      %977 = llvm.mlir.poison : vector<4xf32>
      %978 = llvm.mlir.constant(0 : i64) : i64
      %979 = llvm.insertelement %973, %977[%978 : i64] : vector<4xf32>
      %980 = llvm.mlir.constant(1 : i64) : i64
      %981 = llvm.insertelement %974, %979[%980 : i64] : vector<4xf32>
      %982 = llvm.mlir.constant(2 : i64) : i64
      %983 = llvm.insertelement %975, %981[%982 : i64] : vector<4xf32>
      %984 = llvm.mlir.constant(3 : i64) : i64
      %985 = llvm.insertelement %976, %983[%984 : i64] : vector<4xf32>
      llvm.store %985, %955 : vector<4xf32>, !llvm.ptr
      %986 = llvm.add %948, %61 : i32
      llvm.br ^bb55(%986 : i32) {loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb55
      %987 = llvm.add %941, %61 : i32
      llvm.br ^bb53(%987 : i32) {loop_annotation = #loop_annotation}
    ^bb58:  // pred: ^bb53
      %988 = llvm.mul %770, %6 overflow<nsw> : i32
      %989 = llvm.add %764, %988 overflow<nsw> : i32
      %990 = llvm.getelementptr %707[%989] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb59(%38 : i32)
    ^bb59(%991: i32):  // 2 preds: ^bb58, ^bb60
      %992 = llvm.icmp "slt" %991, %56 : i32
      llvm.cond_br %992, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %993 = llvm.mul %991, %50 overflow<nsw> : i32
      %994 = llvm.getelementptr %990[%993] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %995 = llvm.mul %991, %57 overflow<nsw> : i32
      %996 = llvm.getelementptr %765[%995] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %997 = nvvm.ldmatrix %994 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %998 = llvm.extractvalue %997[0] : !llvm_struct_a37b2a
      %999 = llvm.extractvalue %997[1] : !llvm_struct_a37b2a
      %1000 = llvm.extractvalue %997[2] : !llvm_struct_a37b2a
      %1001 = llvm.extractvalue %997[3] : !llvm_struct_a37b2a
      llvm.store %998, %996 {alignment = 4 : i64} : i32, !llvm.ptr
      %1002 = llvm.getelementptr %996[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %999, %1002 {alignment = 4 : i64} : i32, !llvm.ptr
      %1003 = llvm.getelementptr %996[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1000, %1003 {alignment = 4 : i64} : i32, !llvm.ptr
      %1004 = llvm.getelementptr %996[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1001, %1004 {alignment = 4 : i64} : i32, !llvm.ptr
      %1005 = llvm.add %991, %61 : i32
      llvm.br ^bb59(%1005 : i32) {loop_annotation = #loop_annotation}
    ^bb61:  // pred: ^bb59
      %1006 = llvm.mul %770, %5 overflow<nsw> : i32
      %1007 = llvm.add %766, %1006 overflow<nsw> : i32
      %1008 = llvm.getelementptr %729[%1007] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb62(%38 : i32)
    ^bb62(%1009: i32):  // 2 preds: ^bb61, ^bb63
      %1010 = llvm.icmp "slt" %1009, %56 : i32
      llvm.cond_br %1010, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %1011 = llvm.mul %1009, %4 overflow<nsw> : i32
      %1012 = llvm.getelementptr %1008[%1011] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1013 = llvm.mul %1009, %57 overflow<nsw> : i32
      %1014 = llvm.getelementptr %767[%1013] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1015 = nvvm.ldmatrix %1012 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1016 = llvm.extractvalue %1015[0] : !llvm_struct_a37b2a
      %1017 = llvm.extractvalue %1015[1] : !llvm_struct_a37b2a
      %1018 = llvm.extractvalue %1015[2] : !llvm_struct_a37b2a
      %1019 = llvm.extractvalue %1015[3] : !llvm_struct_a37b2a
      llvm.store %1016, %1014 {alignment = 4 : i64} : i32, !llvm.ptr
      %1020 = llvm.getelementptr %1014[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1017, %1020 {alignment = 4 : i64} : i32, !llvm.ptr
      %1021 = llvm.getelementptr %1014[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1018, %1021 {alignment = 4 : i64} : i32, !llvm.ptr
      %1022 = llvm.getelementptr %1014[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1019, %1022 {alignment = 4 : i64} : i32, !llvm.ptr
      %1023 = llvm.add %1009, %61 : i32
      llvm.br ^bb62(%1023 : i32) {loop_annotation = #loop_annotation}
    ^bb64:  // pred: ^bb62
      llvm.br ^bb65(%38 : i32)
    ^bb65(%1024: i32):  // 2 preds: ^bb64, ^bb69
      %1025 = llvm.icmp "slt" %1024, %56 : i32
      llvm.cond_br %1025, ^bb66, ^bb70
    ^bb66:  // pred: ^bb65
      %1026 = llvm.mul %1024, %57 overflow<nsw> : i32
      %1027 = llvm.getelementptr %762[%1026] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1028 = llvm.getelementptr %1027[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1029 = llvm.getelementptr %1027[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1030 = llvm.getelementptr %1027[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb67(%38 : i32)
    ^bb67(%1031: i32):  // 2 preds: ^bb66, ^bb68
      %1032 = llvm.icmp "slt" %1031, %57 : i32
      llvm.cond_br %1032, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %1033 = llvm.mul %1031, %56 overflow<nsw> : i32
      %1034 = llvm.getelementptr %763[%1033] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1035 = llvm.mul %1024, %56 overflow<nsw> : i32
      %1036 = llvm.mul %1031, %41 overflow<nsw> : i32
      %1037 = llvm.add %1035, %1036 overflow<nsw> : i32
      %1038 = llvm.getelementptr %63[%1037] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1039 = llvm.load %1027 : !llvm.ptr -> vector<2xf16>
      %1040 = llvm.load %1028 : !llvm.ptr -> vector<2xf16>
      %1041 = llvm.load %1029 : !llvm.ptr -> vector<2xf16>
      %1042 = llvm.load %1030 : !llvm.ptr -> vector<2xf16>
      %1043 = llvm.load %1034 : !llvm.ptr -> vector<2xf16>
      %1044 = llvm.getelementptr %1034[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1045 = llvm.load %1044 : !llvm.ptr -> vector<2xf16>
      %1046 = llvm.load %1038 : !llvm.ptr -> vector<4xf32>
      %1047 = llvm.mlir.constant(0 : i64) : i64
      %1048 = llvm.extractelement %1046[%1047 : i64] : vector<4xf32>
      %1049 = llvm.mlir.constant(1 : i64) : i64
      %1050 = llvm.extractelement %1046[%1049 : i64] : vector<4xf32>
      %1051 = llvm.mlir.constant(2 : i64) : i64
      %1052 = llvm.extractelement %1046[%1051 : i64] : vector<4xf32>
      %1053 = llvm.mlir.constant(3 : i64) : i64
      %1054 = llvm.extractelement %1046[%1053 : i64] : vector<4xf32>
      %1055 = nvvm.mma.sync A[%1039, %1040, %1041, %1042]  B[%1043, %1045]  C[%1048, %1050, %1052, %1054]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1056 = llvm.extractvalue %1055[0] : !llvm_struct_687153
      %1057 = llvm.extractvalue %1055[1] : !llvm_struct_687153
      %1058 = llvm.extractvalue %1055[2] : !llvm_struct_687153
      %1059 = llvm.extractvalue %1055[3] : !llvm_struct_687153
      %1060 = llvm.mlir.poison : vector<4xf32>
      %1061 = llvm.mlir.constant(0 : i64) : i64
      %1062 = llvm.insertelement %1056, %1060[%1061 : i64] : vector<4xf32>
      %1063 = llvm.mlir.constant(1 : i64) : i64
      %1064 = llvm.insertelement %1057, %1062[%1063 : i64] : vector<4xf32>
      %1065 = llvm.mlir.constant(2 : i64) : i64
      %1066 = llvm.insertelement %1058, %1064[%1065 : i64] : vector<4xf32>
      %1067 = llvm.mlir.constant(3 : i64) : i64
      %1068 = llvm.insertelement %1059, %1066[%1067 : i64] : vector<4xf32>
      llvm.store %1068, %1038 : vector<4xf32>, !llvm.ptr
      %1069 = llvm.add %1031, %61 : i32
      llvm.br ^bb67(%1069 : i32) {loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb67
      %1070 = llvm.add %1024, %61 : i32
      llvm.br ^bb65(%1070 : i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb65
      %1071 = llvm.add %770, %61 : i32
      %1072 = llvm.icmp "eq" %1071, %36 : i32
      %1073 = llvm.select %1072, %38, %1071 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1074 = llvm.mul %1073, %6 overflow<nsw> : i32
      %1075 = llvm.getelementptr %707[%1074] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb71(%38 : i32)
    ^bb71(%1076: i32):  // 2 preds: ^bb70, ^bb72
      %1077 = llvm.icmp "slt" %1076, %56 : i32
      llvm.cond_br %1077, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %1078 = llvm.mul %1076, %50 overflow<nsw> : i32
      %1079 = llvm.getelementptr %1075[%1078] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1080 = llvm.mul %1076, %57 overflow<nsw> : i32
      %1081 = llvm.getelementptr %65[%1080] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1082 = nvvm.ldmatrix %1079 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1083 = llvm.extractvalue %1082[0] : !llvm_struct_a37b2a
      %1084 = llvm.extractvalue %1082[1] : !llvm_struct_a37b2a
      %1085 = llvm.extractvalue %1082[2] : !llvm_struct_a37b2a
      %1086 = llvm.extractvalue %1082[3] : !llvm_struct_a37b2a
      llvm.store %1083, %1081 {alignment = 4 : i64} : i32, !llvm.ptr
      %1087 = llvm.getelementptr %1081[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1084, %1087 {alignment = 4 : i64} : i32, !llvm.ptr
      %1088 = llvm.getelementptr %1081[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1085, %1088 {alignment = 4 : i64} : i32, !llvm.ptr
      %1089 = llvm.getelementptr %1081[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1086, %1089 {alignment = 4 : i64} : i32, !llvm.ptr
      %1090 = llvm.add %1076, %61 : i32
      llvm.br ^bb71(%1090 : i32) {loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb71
      %1091 = llvm.mul %1073, %5 overflow<nsw> : i32
      %1092 = llvm.getelementptr %729[%1091] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb74(%38 : i32)
    ^bb74(%1093: i32):  // 2 preds: ^bb73, ^bb75
      %1094 = llvm.icmp "slt" %1093, %56 : i32
      llvm.cond_br %1094, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %1095 = llvm.mul %1093, %4 overflow<nsw> : i32
      %1096 = llvm.getelementptr %1092[%1095] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1097 = llvm.mul %1093, %57 overflow<nsw> : i32
      %1098 = llvm.getelementptr %64[%1097] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1099 = nvvm.ldmatrix %1096 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1100 = llvm.extractvalue %1099[0] : !llvm_struct_a37b2a
      %1101 = llvm.extractvalue %1099[1] : !llvm_struct_a37b2a
      %1102 = llvm.extractvalue %1099[2] : !llvm_struct_a37b2a
      %1103 = llvm.extractvalue %1099[3] : !llvm_struct_a37b2a
      llvm.store %1100, %1098 {alignment = 4 : i64} : i32, !llvm.ptr
      %1104 = llvm.getelementptr %1098[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1101, %1104 {alignment = 4 : i64} : i32, !llvm.ptr
      %1105 = llvm.getelementptr %1098[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1102, %1105 {alignment = 4 : i64} : i32, !llvm.ptr
      %1106 = llvm.getelementptr %1098[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1103, %1106 {alignment = 4 : i64} : i32, !llvm.ptr
      %1107 = llvm.add %1093, %61 : i32
      llvm.br ^bb74(%1107 : i32) {loop_annotation = #loop_annotation}
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%38 : i32)
    ^bb77(%1108: i32):  // 2 preds: ^bb76, ^bb81
      %1109 = llvm.icmp "slt" %1108, %56 : i32
      llvm.cond_br %1109, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %1110 = llvm.mul %1108, %57 overflow<nsw> : i32
      %1111 = llvm.getelementptr %765[%1110] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1112 = llvm.getelementptr %1111[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1113 = llvm.getelementptr %1111[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1114 = llvm.getelementptr %1111[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb79(%38 : i32)
    ^bb79(%1115: i32):  // 2 preds: ^bb78, ^bb80
      %1116 = llvm.icmp "slt" %1115, %57 : i32
      llvm.cond_br %1116, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %1117 = llvm.mul %1115, %56 overflow<nsw> : i32
      %1118 = llvm.getelementptr %767[%1117] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1119 = llvm.mul %1108, %56 overflow<nsw> : i32
      %1120 = llvm.mul %1115, %41 overflow<nsw> : i32
      %1121 = llvm.add %1119, %1120 overflow<nsw> : i32
      %1122 = llvm.getelementptr %63[%1121] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1123 = llvm.load %1111 : !llvm.ptr -> vector<2xf16>
      %1124 = llvm.load %1112 : !llvm.ptr -> vector<2xf16>
      %1125 = llvm.load %1113 : !llvm.ptr -> vector<2xf16>
      %1126 = llvm.load %1114 : !llvm.ptr -> vector<2xf16>
      %1127 = llvm.load %1118 : !llvm.ptr -> vector<2xf16>
      %1128 = llvm.getelementptr %1118[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1129 = llvm.load %1128 : !llvm.ptr -> vector<2xf16>
      %1130 = llvm.load %1122 : !llvm.ptr -> vector<4xf32>
      %1131 = llvm.mlir.constant(0 : i64) : i64
      %1132 = llvm.extractelement %1130[%1131 : i64] : vector<4xf32>
      %1133 = llvm.mlir.constant(1 : i64) : i64
      %1134 = llvm.extractelement %1130[%1133 : i64] : vector<4xf32>
      %1135 = llvm.mlir.constant(2 : i64) : i64
      %1136 = llvm.extractelement %1130[%1135 : i64] : vector<4xf32>
      %1137 = llvm.mlir.constant(3 : i64) : i64
      %1138 = llvm.extractelement %1130[%1137 : i64] : vector<4xf32>
      %1139 = nvvm.mma.sync A[%1123, %1124, %1125, %1126]  B[%1127, %1129]  C[%1132, %1134, %1136, %1138]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1140 = llvm.extractvalue %1139[0] : !llvm_struct_687153
      %1141 = llvm.extractvalue %1139[1] : !llvm_struct_687153
      %1142 = llvm.extractvalue %1139[2] : !llvm_struct_687153
      %1143 = llvm.extractvalue %1139[3] : !llvm_struct_687153
      %1144 = llvm.mlir.poison : vector<4xf32>
      %1145 = llvm.mlir.constant(0 : i64) : i64
      %1146 = llvm.insertelement %1140, %1144[%1145 : i64] : vector<4xf32>
      %1147 = llvm.mlir.constant(1 : i64) : i64
      %1148 = llvm.insertelement %1141, %1146[%1147 : i64] : vector<4xf32>
      %1149 = llvm.mlir.constant(2 : i64) : i64
      %1150 = llvm.insertelement %1142, %1148[%1149 : i64] : vector<4xf32>
      %1151 = llvm.mlir.constant(3 : i64) : i64
      %1152 = llvm.insertelement %1143, %1150[%1151 : i64] : vector<4xf32>
      llvm.store %1152, %1122 : vector<4xf32>, !llvm.ptr
      %1153 = llvm.add %1115, %61 : i32
      llvm.br ^bb79(%1153 : i32) {loop_annotation = #loop_annotation}
    ^bb81:  // pred: ^bb79
      %1154 = llvm.add %1108, %61 : i32
      llvm.br ^bb77(%1154 : i32) {loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb77
      %1155 = llvm.add %768, %61 : i32
      llvm.br ^bb25(%1155, %770, %1073 : i32, i32, i32)
    ^bb83:  // pred: ^bb25
      nvvm.cp.async.wait.group 0
      %1156 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1157 = llvm.bitcast %1156 : vector<128xf32> to vector<128xi32>
      %1158 = llvm.mlir.undef : vector<64xi32>
      %1159 = llvm.mlir.constant(0 : i64) : i64
      %1160 = llvm.mlir.constant(0 : i64) : i64
      %1161 = llvm.extractelement %1157[%1160 : i64] : vector<128xi32>
      %1162 = llvm.mlir.constant(1 : i64) : i64
      %1163 = llvm.extractelement %1157[%1162 : i64] : vector<128xi32>
      %1164 = llvm.bitcast %1161 : i32 to f32
      %1165 = llvm.bitcast %1163 : i32 to f32
      %1166 = nvvm.convert.f32x2.to.f16x2 %1165, %1164 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1167 = llvm.bitcast %1166 : vector<2xf16> to i32
      %1168 = llvm.insertelement %1167, %1158[%1159 : i64] : vector<64xi32>
      %1169 = llvm.mlir.constant(1 : i64) : i64
      %1170 = llvm.mlir.constant(2 : i64) : i64
      %1171 = llvm.extractelement %1157[%1170 : i64] : vector<128xi32>
      %1172 = llvm.mlir.constant(3 : i64) : i64
      %1173 = llvm.extractelement %1157[%1172 : i64] : vector<128xi32>
      %1174 = llvm.bitcast %1171 : i32 to f32
      %1175 = llvm.bitcast %1173 : i32 to f32
      %1176 = nvvm.convert.f32x2.to.f16x2 %1175, %1174 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1177 = llvm.bitcast %1176 : vector<2xf16> to i32
      %1178 = llvm.insertelement %1177, %1168[%1169 : i64] : vector<64xi32>
      %1179 = llvm.mlir.constant(2 : i64) : i64
      %1180 = llvm.mlir.constant(4 : i64) : i64
      %1181 = llvm.extractelement %1157[%1180 : i64] : vector<128xi32>
      %1182 = llvm.mlir.constant(5 : i64) : i64
      %1183 = llvm.extractelement %1157[%1182 : i64] : vector<128xi32>
      %1184 = llvm.bitcast %1181 : i32 to f32
      %1185 = llvm.bitcast %1183 : i32 to f32
      %1186 = nvvm.convert.f32x2.to.f16x2 %1185, %1184 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1187 = llvm.bitcast %1186 : vector<2xf16> to i32
      %1188 = llvm.insertelement %1187, %1178[%1179 : i64] : vector<64xi32>
      %1189 = llvm.mlir.constant(3 : i64) : i64
      %1190 = llvm.mlir.constant(6 : i64) : i64
      %1191 = llvm.extractelement %1157[%1190 : i64] : vector<128xi32>
      %1192 = llvm.mlir.constant(7 : i64) : i64
      %1193 = llvm.extractelement %1157[%1192 : i64] : vector<128xi32>
      %1194 = llvm.bitcast %1191 : i32 to f32
      %1195 = llvm.bitcast %1193 : i32 to f32
      %1196 = nvvm.convert.f32x2.to.f16x2 %1195, %1194 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1197 = llvm.bitcast %1196 : vector<2xf16> to i32
      %1198 = llvm.insertelement %1197, %1188[%1189 : i64] : vector<64xi32>
      %1199 = llvm.mlir.constant(4 : i64) : i64
      %1200 = llvm.mlir.constant(8 : i64) : i64
      %1201 = llvm.extractelement %1157[%1200 : i64] : vector<128xi32>
      %1202 = llvm.mlir.constant(9 : i64) : i64
      %1203 = llvm.extractelement %1157[%1202 : i64] : vector<128xi32>
      %1204 = llvm.bitcast %1201 : i32 to f32
      %1205 = llvm.bitcast %1203 : i32 to f32
      %1206 = nvvm.convert.f32x2.to.f16x2 %1205, %1204 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1207 = llvm.bitcast %1206 : vector<2xf16> to i32
      %1208 = llvm.insertelement %1207, %1198[%1199 : i64] : vector<64xi32>
      %1209 = llvm.mlir.constant(5 : i64) : i64
      %1210 = llvm.mlir.constant(10 : i64) : i64
      %1211 = llvm.extractelement %1157[%1210 : i64] : vector<128xi32>
      %1212 = llvm.mlir.constant(11 : i64) : i64
      %1213 = llvm.extractelement %1157[%1212 : i64] : vector<128xi32>
      %1214 = llvm.bitcast %1211 : i32 to f32
      %1215 = llvm.bitcast %1213 : i32 to f32
      %1216 = nvvm.convert.f32x2.to.f16x2 %1215, %1214 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1217 = llvm.bitcast %1216 : vector<2xf16> to i32
      %1218 = llvm.insertelement %1217, %1208[%1209 : i64] : vector<64xi32>
      %1219 = llvm.mlir.constant(6 : i64) : i64
      %1220 = llvm.mlir.constant(12 : i64) : i64
      %1221 = llvm.extractelement %1157[%1220 : i64] : vector<128xi32>
      %1222 = llvm.mlir.constant(13 : i64) : i64
      %1223 = llvm.extractelement %1157[%1222 : i64] : vector<128xi32>
      %1224 = llvm.bitcast %1221 : i32 to f32
      %1225 = llvm.bitcast %1223 : i32 to f32
      %1226 = nvvm.convert.f32x2.to.f16x2 %1225, %1224 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1227 = llvm.bitcast %1226 : vector<2xf16> to i32
      %1228 = llvm.insertelement %1227, %1218[%1219 : i64] : vector<64xi32>
      %1229 = llvm.mlir.constant(7 : i64) : i64
      %1230 = llvm.mlir.constant(14 : i64) : i64
      %1231 = llvm.extractelement %1157[%1230 : i64] : vector<128xi32>
      %1232 = llvm.mlir.constant(15 : i64) : i64
      %1233 = llvm.extractelement %1157[%1232 : i64] : vector<128xi32>
      %1234 = llvm.bitcast %1231 : i32 to f32
      %1235 = llvm.bitcast %1233 : i32 to f32
      %1236 = nvvm.convert.f32x2.to.f16x2 %1235, %1234 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1237 = llvm.bitcast %1236 : vector<2xf16> to i32
      %1238 = llvm.insertelement %1237, %1228[%1229 : i64] : vector<64xi32>
      %1239 = llvm.mlir.constant(8 : i64) : i64
      %1240 = llvm.mlir.constant(16 : i64) : i64
      %1241 = llvm.extractelement %1157[%1240 : i64] : vector<128xi32>
      %1242 = llvm.mlir.constant(17 : i64) : i64
      %1243 = llvm.extractelement %1157[%1242 : i64] : vector<128xi32>
      %1244 = llvm.bitcast %1241 : i32 to f32
      %1245 = llvm.bitcast %1243 : i32 to f32
      %1246 = nvvm.convert.f32x2.to.f16x2 %1245, %1244 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1247 = llvm.bitcast %1246 : vector<2xf16> to i32
      %1248 = llvm.insertelement %1247, %1238[%1239 : i64] : vector<64xi32>
      %1249 = llvm.mlir.constant(9 : i64) : i64
      %1250 = llvm.mlir.constant(18 : i64) : i64
      %1251 = llvm.extractelement %1157[%1250 : i64] : vector<128xi32>
      %1252 = llvm.mlir.constant(19 : i64) : i64
      %1253 = llvm.extractelement %1157[%1252 : i64] : vector<128xi32>
      %1254 = llvm.bitcast %1251 : i32 to f32
      %1255 = llvm.bitcast %1253 : i32 to f32
      %1256 = nvvm.convert.f32x2.to.f16x2 %1255, %1254 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1257 = llvm.bitcast %1256 : vector<2xf16> to i32
      %1258 = llvm.insertelement %1257, %1248[%1249 : i64] : vector<64xi32>
      %1259 = llvm.mlir.constant(10 : i64) : i64
      %1260 = llvm.mlir.constant(20 : i64) : i64
      %1261 = llvm.extractelement %1157[%1260 : i64] : vector<128xi32>
      %1262 = llvm.mlir.constant(21 : i64) : i64
      %1263 = llvm.extractelement %1157[%1262 : i64] : vector<128xi32>
      %1264 = llvm.bitcast %1261 : i32 to f32
      %1265 = llvm.bitcast %1263 : i32 to f32
      %1266 = nvvm.convert.f32x2.to.f16x2 %1265, %1264 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1267 = llvm.bitcast %1266 : vector<2xf16> to i32
      %1268 = llvm.insertelement %1267, %1258[%1259 : i64] : vector<64xi32>
      %1269 = llvm.mlir.constant(11 : i64) : i64
      %1270 = llvm.mlir.constant(22 : i64) : i64
      %1271 = llvm.extractelement %1157[%1270 : i64] : vector<128xi32>
      %1272 = llvm.mlir.constant(23 : i64) : i64
      %1273 = llvm.extractelement %1157[%1272 : i64] : vector<128xi32>
      %1274 = llvm.bitcast %1271 : i32 to f32
      %1275 = llvm.bitcast %1273 : i32 to f32
      %1276 = nvvm.convert.f32x2.to.f16x2 %1275, %1274 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1277 = llvm.bitcast %1276 : vector<2xf16> to i32
      %1278 = llvm.insertelement %1277, %1268[%1269 : i64] : vector<64xi32>
      %1279 = llvm.mlir.constant(12 : i64) : i64
      %1280 = llvm.mlir.constant(24 : i64) : i64
      %1281 = llvm.extractelement %1157[%1280 : i64] : vector<128xi32>
      %1282 = llvm.mlir.constant(25 : i64) : i64
      %1283 = llvm.extractelement %1157[%1282 : i64] : vector<128xi32>
      %1284 = llvm.bitcast %1281 : i32 to f32
      %1285 = llvm.bitcast %1283 : i32 to f32
      %1286 = nvvm.convert.f32x2.to.f16x2 %1285, %1284 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1287 = llvm.bitcast %1286 : vector<2xf16> to i32
      %1288 = llvm.insertelement %1287, %1278[%1279 : i64] : vector<64xi32>
      %1289 = llvm.mlir.constant(13 : i64) : i64
      %1290 = llvm.mlir.constant(26 : i64) : i64
      %1291 = llvm.extractelement %1157[%1290 : i64] : vector<128xi32>
      %1292 = llvm.mlir.constant(27 : i64) : i64
      %1293 = llvm.extractelement %1157[%1292 : i64] : vector<128xi32>
      %1294 = llvm.bitcast %1291 : i32 to f32
      %1295 = llvm.bitcast %1293 : i32 to f32
      %1296 = nvvm.convert.f32x2.to.f16x2 %1295, %1294 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1297 = llvm.bitcast %1296 : vector<2xf16> to i32
      %1298 = llvm.insertelement %1297, %1288[%1289 : i64] : vector<64xi32>
      %1299 = llvm.mlir.constant(14 : i64) : i64
      %1300 = llvm.mlir.constant(28 : i64) : i64
      %1301 = llvm.extractelement %1157[%1300 : i64] : vector<128xi32>
      %1302 = llvm.mlir.constant(29 : i64) : i64
      %1303 = llvm.extractelement %1157[%1302 : i64] : vector<128xi32>
      %1304 = llvm.bitcast %1301 : i32 to f32
      %1305 = llvm.bitcast %1303 : i32 to f32
      %1306 = nvvm.convert.f32x2.to.f16x2 %1305, %1304 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1307 = llvm.bitcast %1306 : vector<2xf16> to i32
      %1308 = llvm.insertelement %1307, %1298[%1299 : i64] : vector<64xi32>
      %1309 = llvm.mlir.constant(15 : i64) : i64
      %1310 = llvm.mlir.constant(30 : i64) : i64
      %1311 = llvm.extractelement %1157[%1310 : i64] : vector<128xi32>
      %1312 = llvm.mlir.constant(31 : i64) : i64
      %1313 = llvm.extractelement %1157[%1312 : i64] : vector<128xi32>
      %1314 = llvm.bitcast %1311 : i32 to f32
      %1315 = llvm.bitcast %1313 : i32 to f32
      %1316 = nvvm.convert.f32x2.to.f16x2 %1315, %1314 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1317 = llvm.bitcast %1316 : vector<2xf16> to i32
      %1318 = llvm.insertelement %1317, %1308[%1309 : i64] : vector<64xi32>
      %1319 = llvm.mlir.constant(16 : i64) : i64
      %1320 = llvm.mlir.constant(32 : i64) : i64
      %1321 = llvm.extractelement %1157[%1320 : i64] : vector<128xi32>
      %1322 = llvm.mlir.constant(33 : i64) : i64
      %1323 = llvm.extractelement %1157[%1322 : i64] : vector<128xi32>
      %1324 = llvm.bitcast %1321 : i32 to f32
      %1325 = llvm.bitcast %1323 : i32 to f32
      %1326 = nvvm.convert.f32x2.to.f16x2 %1325, %1324 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1327 = llvm.bitcast %1326 : vector<2xf16> to i32
      %1328 = llvm.insertelement %1327, %1318[%1319 : i64] : vector<64xi32>
      %1329 = llvm.mlir.constant(17 : i64) : i64
      %1330 = llvm.mlir.constant(34 : i64) : i64
      %1331 = llvm.extractelement %1157[%1330 : i64] : vector<128xi32>
      %1332 = llvm.mlir.constant(35 : i64) : i64
      %1333 = llvm.extractelement %1157[%1332 : i64] : vector<128xi32>
      %1334 = llvm.bitcast %1331 : i32 to f32
      %1335 = llvm.bitcast %1333 : i32 to f32
      %1336 = nvvm.convert.f32x2.to.f16x2 %1335, %1334 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1337 = llvm.bitcast %1336 : vector<2xf16> to i32
      %1338 = llvm.insertelement %1337, %1328[%1329 : i64] : vector<64xi32>
      %1339 = llvm.mlir.constant(18 : i64) : i64
      %1340 = llvm.mlir.constant(36 : i64) : i64
      %1341 = llvm.extractelement %1157[%1340 : i64] : vector<128xi32>
      %1342 = llvm.mlir.constant(37 : i64) : i64
      %1343 = llvm.extractelement %1157[%1342 : i64] : vector<128xi32>
      %1344 = llvm.bitcast %1341 : i32 to f32
      %1345 = llvm.bitcast %1343 : i32 to f32
      %1346 = nvvm.convert.f32x2.to.f16x2 %1345, %1344 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1347 = llvm.bitcast %1346 : vector<2xf16> to i32
      %1348 = llvm.insertelement %1347, %1338[%1339 : i64] : vector<64xi32>
      %1349 = llvm.mlir.constant(19 : i64) : i64
      %1350 = llvm.mlir.constant(38 : i64) : i64
      %1351 = llvm.extractelement %1157[%1350 : i64] : vector<128xi32>
      %1352 = llvm.mlir.constant(39 : i64) : i64
      %1353 = llvm.extractelement %1157[%1352 : i64] : vector<128xi32>
      %1354 = llvm.bitcast %1351 : i32 to f32
      %1355 = llvm.bitcast %1353 : i32 to f32
      %1356 = nvvm.convert.f32x2.to.f16x2 %1355, %1354 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1357 = llvm.bitcast %1356 : vector<2xf16> to i32
      %1358 = llvm.insertelement %1357, %1348[%1349 : i64] : vector<64xi32>
      %1359 = llvm.mlir.constant(20 : i64) : i64
      %1360 = llvm.mlir.constant(40 : i64) : i64
      %1361 = llvm.extractelement %1157[%1360 : i64] : vector<128xi32>
      %1362 = llvm.mlir.constant(41 : i64) : i64
      %1363 = llvm.extractelement %1157[%1362 : i64] : vector<128xi32>
      %1364 = llvm.bitcast %1361 : i32 to f32
      %1365 = llvm.bitcast %1363 : i32 to f32
      %1366 = nvvm.convert.f32x2.to.f16x2 %1365, %1364 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1367 = llvm.bitcast %1366 : vector<2xf16> to i32
      %1368 = llvm.insertelement %1367, %1358[%1359 : i64] : vector<64xi32>
      %1369 = llvm.mlir.constant(21 : i64) : i64
      %1370 = llvm.mlir.constant(42 : i64) : i64
      %1371 = llvm.extractelement %1157[%1370 : i64] : vector<128xi32>
      %1372 = llvm.mlir.constant(43 : i64) : i64
      %1373 = llvm.extractelement %1157[%1372 : i64] : vector<128xi32>
      %1374 = llvm.bitcast %1371 : i32 to f32
      %1375 = llvm.bitcast %1373 : i32 to f32
      %1376 = nvvm.convert.f32x2.to.f16x2 %1375, %1374 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1377 = llvm.bitcast %1376 : vector<2xf16> to i32
      %1378 = llvm.insertelement %1377, %1368[%1369 : i64] : vector<64xi32>
      %1379 = llvm.mlir.constant(22 : i64) : i64
      %1380 = llvm.mlir.constant(44 : i64) : i64
      %1381 = llvm.extractelement %1157[%1380 : i64] : vector<128xi32>
      %1382 = llvm.mlir.constant(45 : i64) : i64
      %1383 = llvm.extractelement %1157[%1382 : i64] : vector<128xi32>
      %1384 = llvm.bitcast %1381 : i32 to f32
      %1385 = llvm.bitcast %1383 : i32 to f32
      %1386 = nvvm.convert.f32x2.to.f16x2 %1385, %1384 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1387 = llvm.bitcast %1386 : vector<2xf16> to i32
      %1388 = llvm.insertelement %1387, %1378[%1379 : i64] : vector<64xi32>
      %1389 = llvm.mlir.constant(23 : i64) : i64
      %1390 = llvm.mlir.constant(46 : i64) : i64
      %1391 = llvm.extractelement %1157[%1390 : i64] : vector<128xi32>
      %1392 = llvm.mlir.constant(47 : i64) : i64
      %1393 = llvm.extractelement %1157[%1392 : i64] : vector<128xi32>
      %1394 = llvm.bitcast %1391 : i32 to f32
      %1395 = llvm.bitcast %1393 : i32 to f32
      %1396 = nvvm.convert.f32x2.to.f16x2 %1395, %1394 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1397 = llvm.bitcast %1396 : vector<2xf16> to i32
      %1398 = llvm.insertelement %1397, %1388[%1389 : i64] : vector<64xi32>
      %1399 = llvm.mlir.constant(24 : i64) : i64
      %1400 = llvm.mlir.constant(48 : i64) : i64
      %1401 = llvm.extractelement %1157[%1400 : i64] : vector<128xi32>
      %1402 = llvm.mlir.constant(49 : i64) : i64
      %1403 = llvm.extractelement %1157[%1402 : i64] : vector<128xi32>
      %1404 = llvm.bitcast %1401 : i32 to f32
      %1405 = llvm.bitcast %1403 : i32 to f32
      %1406 = nvvm.convert.f32x2.to.f16x2 %1405, %1404 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1407 = llvm.bitcast %1406 : vector<2xf16> to i32
      %1408 = llvm.insertelement %1407, %1398[%1399 : i64] : vector<64xi32>
      %1409 = llvm.mlir.constant(25 : i64) : i64
      %1410 = llvm.mlir.constant(50 : i64) : i64
      %1411 = llvm.extractelement %1157[%1410 : i64] : vector<128xi32>
      %1412 = llvm.mlir.constant(51 : i64) : i64
      %1413 = llvm.extractelement %1157[%1412 : i64] : vector<128xi32>
      %1414 = llvm.bitcast %1411 : i32 to f32
      %1415 = llvm.bitcast %1413 : i32 to f32
      %1416 = nvvm.convert.f32x2.to.f16x2 %1415, %1414 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1417 = llvm.bitcast %1416 : vector<2xf16> to i32
      %1418 = llvm.insertelement %1417, %1408[%1409 : i64] : vector<64xi32>
      %1419 = llvm.mlir.constant(26 : i64) : i64
      %1420 = llvm.mlir.constant(52 : i64) : i64
      %1421 = llvm.extractelement %1157[%1420 : i64] : vector<128xi32>
      %1422 = llvm.mlir.constant(53 : i64) : i64
      %1423 = llvm.extractelement %1157[%1422 : i64] : vector<128xi32>
      %1424 = llvm.bitcast %1421 : i32 to f32
      %1425 = llvm.bitcast %1423 : i32 to f32
      %1426 = nvvm.convert.f32x2.to.f16x2 %1425, %1424 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1427 = llvm.bitcast %1426 : vector<2xf16> to i32
      %1428 = llvm.insertelement %1427, %1418[%1419 : i64] : vector<64xi32>
      %1429 = llvm.mlir.constant(27 : i64) : i64
      %1430 = llvm.mlir.constant(54 : i64) : i64
      %1431 = llvm.extractelement %1157[%1430 : i64] : vector<128xi32>
      %1432 = llvm.mlir.constant(55 : i64) : i64
      %1433 = llvm.extractelement %1157[%1432 : i64] : vector<128xi32>
      %1434 = llvm.bitcast %1431 : i32 to f32
      %1435 = llvm.bitcast %1433 : i32 to f32
      %1436 = nvvm.convert.f32x2.to.f16x2 %1435, %1434 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1437 = llvm.bitcast %1436 : vector<2xf16> to i32
      %1438 = llvm.insertelement %1437, %1428[%1429 : i64] : vector<64xi32>
      %1439 = llvm.mlir.constant(28 : i64) : i64
      %1440 = llvm.mlir.constant(56 : i64) : i64
      %1441 = llvm.extractelement %1157[%1440 : i64] : vector<128xi32>
      %1442 = llvm.mlir.constant(57 : i64) : i64
      %1443 = llvm.extractelement %1157[%1442 : i64] : vector<128xi32>
      %1444 = llvm.bitcast %1441 : i32 to f32
      %1445 = llvm.bitcast %1443 : i32 to f32
      %1446 = nvvm.convert.f32x2.to.f16x2 %1445, %1444 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1447 = llvm.bitcast %1446 : vector<2xf16> to i32
      %1448 = llvm.insertelement %1447, %1438[%1439 : i64] : vector<64xi32>
      %1449 = llvm.mlir.constant(29 : i64) : i64
      %1450 = llvm.mlir.constant(58 : i64) : i64
      %1451 = llvm.extractelement %1157[%1450 : i64] : vector<128xi32>
      %1452 = llvm.mlir.constant(59 : i64) : i64
      %1453 = llvm.extractelement %1157[%1452 : i64] : vector<128xi32>
      %1454 = llvm.bitcast %1451 : i32 to f32
      %1455 = llvm.bitcast %1453 : i32 to f32
      %1456 = nvvm.convert.f32x2.to.f16x2 %1455, %1454 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1457 = llvm.bitcast %1456 : vector<2xf16> to i32
      %1458 = llvm.insertelement %1457, %1448[%1449 : i64] : vector<64xi32>
      %1459 = llvm.mlir.constant(30 : i64) : i64
      %1460 = llvm.mlir.constant(60 : i64) : i64
      %1461 = llvm.extractelement %1157[%1460 : i64] : vector<128xi32>
      %1462 = llvm.mlir.constant(61 : i64) : i64
      %1463 = llvm.extractelement %1157[%1462 : i64] : vector<128xi32>
      %1464 = llvm.bitcast %1461 : i32 to f32
      %1465 = llvm.bitcast %1463 : i32 to f32
      %1466 = nvvm.convert.f32x2.to.f16x2 %1465, %1464 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1467 = llvm.bitcast %1466 : vector<2xf16> to i32
      %1468 = llvm.insertelement %1467, %1458[%1459 : i64] : vector<64xi32>
      %1469 = llvm.mlir.constant(31 : i64) : i64
      %1470 = llvm.mlir.constant(62 : i64) : i64
      %1471 = llvm.extractelement %1157[%1470 : i64] : vector<128xi32>
      %1472 = llvm.mlir.constant(63 : i64) : i64
      %1473 = llvm.extractelement %1157[%1472 : i64] : vector<128xi32>
      %1474 = llvm.bitcast %1471 : i32 to f32
      %1475 = llvm.bitcast %1473 : i32 to f32
      %1476 = nvvm.convert.f32x2.to.f16x2 %1475, %1474 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1477 = llvm.bitcast %1476 : vector<2xf16> to i32
      %1478 = llvm.insertelement %1477, %1468[%1469 : i64] : vector<64xi32>
      %1479 = llvm.mlir.constant(32 : i64) : i64
      %1480 = llvm.mlir.constant(64 : i64) : i64
      %1481 = llvm.extractelement %1157[%1480 : i64] : vector<128xi32>
      %1482 = llvm.mlir.constant(65 : i64) : i64
      %1483 = llvm.extractelement %1157[%1482 : i64] : vector<128xi32>
      %1484 = llvm.bitcast %1481 : i32 to f32
      %1485 = llvm.bitcast %1483 : i32 to f32
      %1486 = nvvm.convert.f32x2.to.f16x2 %1485, %1484 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1487 = llvm.bitcast %1486 : vector<2xf16> to i32
      %1488 = llvm.insertelement %1487, %1478[%1479 : i64] : vector<64xi32>
      %1489 = llvm.mlir.constant(33 : i64) : i64
      %1490 = llvm.mlir.constant(66 : i64) : i64
      %1491 = llvm.extractelement %1157[%1490 : i64] : vector<128xi32>
      %1492 = llvm.mlir.constant(67 : i64) : i64
      %1493 = llvm.extractelement %1157[%1492 : i64] : vector<128xi32>
      %1494 = llvm.bitcast %1491 : i32 to f32
      %1495 = llvm.bitcast %1493 : i32 to f32
      %1496 = nvvm.convert.f32x2.to.f16x2 %1495, %1494 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1497 = llvm.bitcast %1496 : vector<2xf16> to i32
      %1498 = llvm.insertelement %1497, %1488[%1489 : i64] : vector<64xi32>
      %1499 = llvm.mlir.constant(34 : i64) : i64
      %1500 = llvm.mlir.constant(68 : i64) : i64
      %1501 = llvm.extractelement %1157[%1500 : i64] : vector<128xi32>
      %1502 = llvm.mlir.constant(69 : i64) : i64
      %1503 = llvm.extractelement %1157[%1502 : i64] : vector<128xi32>
      %1504 = llvm.bitcast %1501 : i32 to f32
      %1505 = llvm.bitcast %1503 : i32 to f32
      %1506 = nvvm.convert.f32x2.to.f16x2 %1505, %1504 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1507 = llvm.bitcast %1506 : vector<2xf16> to i32
      %1508 = llvm.insertelement %1507, %1498[%1499 : i64] : vector<64xi32>
      %1509 = llvm.mlir.constant(35 : i64) : i64
      %1510 = llvm.mlir.constant(70 : i64) : i64
      %1511 = llvm.extractelement %1157[%1510 : i64] : vector<128xi32>
      %1512 = llvm.mlir.constant(71 : i64) : i64
      %1513 = llvm.extractelement %1157[%1512 : i64] : vector<128xi32>
      %1514 = llvm.bitcast %1511 : i32 to f32
      %1515 = llvm.bitcast %1513 : i32 to f32
      %1516 = nvvm.convert.f32x2.to.f16x2 %1515, %1514 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1517 = llvm.bitcast %1516 : vector<2xf16> to i32
      %1518 = llvm.insertelement %1517, %1508[%1509 : i64] : vector<64xi32>
      %1519 = llvm.mlir.constant(36 : i64) : i64
      %1520 = llvm.mlir.constant(72 : i64) : i64
      %1521 = llvm.extractelement %1157[%1520 : i64] : vector<128xi32>
      %1522 = llvm.mlir.constant(73 : i64) : i64
      %1523 = llvm.extractelement %1157[%1522 : i64] : vector<128xi32>
      %1524 = llvm.bitcast %1521 : i32 to f32
      %1525 = llvm.bitcast %1523 : i32 to f32
      %1526 = nvvm.convert.f32x2.to.f16x2 %1525, %1524 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1527 = llvm.bitcast %1526 : vector<2xf16> to i32
      %1528 = llvm.insertelement %1527, %1518[%1519 : i64] : vector<64xi32>
      %1529 = llvm.mlir.constant(37 : i64) : i64
      %1530 = llvm.mlir.constant(74 : i64) : i64
      %1531 = llvm.extractelement %1157[%1530 : i64] : vector<128xi32>
      %1532 = llvm.mlir.constant(75 : i64) : i64
      %1533 = llvm.extractelement %1157[%1532 : i64] : vector<128xi32>
      %1534 = llvm.bitcast %1531 : i32 to f32
      %1535 = llvm.bitcast %1533 : i32 to f32
      %1536 = nvvm.convert.f32x2.to.f16x2 %1535, %1534 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1537 = llvm.bitcast %1536 : vector<2xf16> to i32
      %1538 = llvm.insertelement %1537, %1528[%1529 : i64] : vector<64xi32>
      %1539 = llvm.mlir.constant(38 : i64) : i64
      %1540 = llvm.mlir.constant(76 : i64) : i64
      %1541 = llvm.extractelement %1157[%1540 : i64] : vector<128xi32>
      %1542 = llvm.mlir.constant(77 : i64) : i64
      %1543 = llvm.extractelement %1157[%1542 : i64] : vector<128xi32>
      %1544 = llvm.bitcast %1541 : i32 to f32
      %1545 = llvm.bitcast %1543 : i32 to f32
      %1546 = nvvm.convert.f32x2.to.f16x2 %1545, %1544 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1547 = llvm.bitcast %1546 : vector<2xf16> to i32
      %1548 = llvm.insertelement %1547, %1538[%1539 : i64] : vector<64xi32>
      %1549 = llvm.mlir.constant(39 : i64) : i64
      %1550 = llvm.mlir.constant(78 : i64) : i64
      %1551 = llvm.extractelement %1157[%1550 : i64] : vector<128xi32>
      %1552 = llvm.mlir.constant(79 : i64) : i64
      %1553 = llvm.extractelement %1157[%1552 : i64] : vector<128xi32>
      %1554 = llvm.bitcast %1551 : i32 to f32
      %1555 = llvm.bitcast %1553 : i32 to f32
      %1556 = nvvm.convert.f32x2.to.f16x2 %1555, %1554 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1557 = llvm.bitcast %1556 : vector<2xf16> to i32
      %1558 = llvm.insertelement %1557, %1548[%1549 : i64] : vector<64xi32>
      %1559 = llvm.mlir.constant(40 : i64) : i64
      %1560 = llvm.mlir.constant(80 : i64) : i64
      %1561 = llvm.extractelement %1157[%1560 : i64] : vector<128xi32>
      %1562 = llvm.mlir.constant(81 : i64) : i64
      %1563 = llvm.extractelement %1157[%1562 : i64] : vector<128xi32>
      %1564 = llvm.bitcast %1561 : i32 to f32
      %1565 = llvm.bitcast %1563 : i32 to f32
      %1566 = nvvm.convert.f32x2.to.f16x2 %1565, %1564 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1567 = llvm.bitcast %1566 : vector<2xf16> to i32
      %1568 = llvm.insertelement %1567, %1558[%1559 : i64] : vector<64xi32>
      %1569 = llvm.mlir.constant(41 : i64) : i64
      %1570 = llvm.mlir.constant(82 : i64) : i64
      %1571 = llvm.extractelement %1157[%1570 : i64] : vector<128xi32>
      %1572 = llvm.mlir.constant(83 : i64) : i64
      %1573 = llvm.extractelement %1157[%1572 : i64] : vector<128xi32>
      %1574 = llvm.bitcast %1571 : i32 to f32
      %1575 = llvm.bitcast %1573 : i32 to f32
      %1576 = nvvm.convert.f32x2.to.f16x2 %1575, %1574 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1577 = llvm.bitcast %1576 : vector<2xf16> to i32
      %1578 = llvm.insertelement %1577, %1568[%1569 : i64] : vector<64xi32>
      %1579 = llvm.mlir.constant(42 : i64) : i64
      %1580 = llvm.mlir.constant(84 : i64) : i64
      %1581 = llvm.extractelement %1157[%1580 : i64] : vector<128xi32>
      %1582 = llvm.mlir.constant(85 : i64) : i64
      %1583 = llvm.extractelement %1157[%1582 : i64] : vector<128xi32>
      %1584 = llvm.bitcast %1581 : i32 to f32
      %1585 = llvm.bitcast %1583 : i32 to f32
      %1586 = nvvm.convert.f32x2.to.f16x2 %1585, %1584 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1587 = llvm.bitcast %1586 : vector<2xf16> to i32
      %1588 = llvm.insertelement %1587, %1578[%1579 : i64] : vector<64xi32>
      %1589 = llvm.mlir.constant(43 : i64) : i64
      %1590 = llvm.mlir.constant(86 : i64) : i64
      %1591 = llvm.extractelement %1157[%1590 : i64] : vector<128xi32>
      %1592 = llvm.mlir.constant(87 : i64) : i64
      %1593 = llvm.extractelement %1157[%1592 : i64] : vector<128xi32>
      %1594 = llvm.bitcast %1591 : i32 to f32
      %1595 = llvm.bitcast %1593 : i32 to f32
      %1596 = nvvm.convert.f32x2.to.f16x2 %1595, %1594 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1597 = llvm.bitcast %1596 : vector<2xf16> to i32
      %1598 = llvm.insertelement %1597, %1588[%1589 : i64] : vector<64xi32>
      %1599 = llvm.mlir.constant(44 : i64) : i64
      %1600 = llvm.mlir.constant(88 : i64) : i64
      %1601 = llvm.extractelement %1157[%1600 : i64] : vector<128xi32>
      %1602 = llvm.mlir.constant(89 : i64) : i64
      %1603 = llvm.extractelement %1157[%1602 : i64] : vector<128xi32>
      %1604 = llvm.bitcast %1601 : i32 to f32
      %1605 = llvm.bitcast %1603 : i32 to f32
      %1606 = nvvm.convert.f32x2.to.f16x2 %1605, %1604 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1607 = llvm.bitcast %1606 : vector<2xf16> to i32
      %1608 = llvm.insertelement %1607, %1598[%1599 : i64] : vector<64xi32>
      %1609 = llvm.mlir.constant(45 : i64) : i64
      %1610 = llvm.mlir.constant(90 : i64) : i64
      %1611 = llvm.extractelement %1157[%1610 : i64] : vector<128xi32>
      %1612 = llvm.mlir.constant(91 : i64) : i64
      %1613 = llvm.extractelement %1157[%1612 : i64] : vector<128xi32>
      %1614 = llvm.bitcast %1611 : i32 to f32
      %1615 = llvm.bitcast %1613 : i32 to f32
      %1616 = nvvm.convert.f32x2.to.f16x2 %1615, %1614 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1617 = llvm.bitcast %1616 : vector<2xf16> to i32
      %1618 = llvm.insertelement %1617, %1608[%1609 : i64] : vector<64xi32>
      %1619 = llvm.mlir.constant(46 : i64) : i64
      %1620 = llvm.mlir.constant(92 : i64) : i64
      %1621 = llvm.extractelement %1157[%1620 : i64] : vector<128xi32>
      %1622 = llvm.mlir.constant(93 : i64) : i64
      %1623 = llvm.extractelement %1157[%1622 : i64] : vector<128xi32>
      %1624 = llvm.bitcast %1621 : i32 to f32
      %1625 = llvm.bitcast %1623 : i32 to f32
      %1626 = nvvm.convert.f32x2.to.f16x2 %1625, %1624 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1627 = llvm.bitcast %1626 : vector<2xf16> to i32
      %1628 = llvm.insertelement %1627, %1618[%1619 : i64] : vector<64xi32>
      %1629 = llvm.mlir.constant(47 : i64) : i64
      %1630 = llvm.mlir.constant(94 : i64) : i64
      %1631 = llvm.extractelement %1157[%1630 : i64] : vector<128xi32>
      %1632 = llvm.mlir.constant(95 : i64) : i64
      %1633 = llvm.extractelement %1157[%1632 : i64] : vector<128xi32>
      %1634 = llvm.bitcast %1631 : i32 to f32
      %1635 = llvm.bitcast %1633 : i32 to f32
      %1636 = nvvm.convert.f32x2.to.f16x2 %1635, %1634 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1637 = llvm.bitcast %1636 : vector<2xf16> to i32
      %1638 = llvm.insertelement %1637, %1628[%1629 : i64] : vector<64xi32>
      %1639 = llvm.mlir.constant(48 : i64) : i64
      %1640 = llvm.mlir.constant(96 : i64) : i64
      %1641 = llvm.extractelement %1157[%1640 : i64] : vector<128xi32>
      %1642 = llvm.mlir.constant(97 : i64) : i64
      %1643 = llvm.extractelement %1157[%1642 : i64] : vector<128xi32>
      %1644 = llvm.bitcast %1641 : i32 to f32
      %1645 = llvm.bitcast %1643 : i32 to f32
      %1646 = nvvm.convert.f32x2.to.f16x2 %1645, %1644 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1647 = llvm.bitcast %1646 : vector<2xf16> to i32
      %1648 = llvm.insertelement %1647, %1638[%1639 : i64] : vector<64xi32>
      %1649 = llvm.mlir.constant(49 : i64) : i64
      %1650 = llvm.mlir.constant(98 : i64) : i64
      %1651 = llvm.extractelement %1157[%1650 : i64] : vector<128xi32>
      %1652 = llvm.mlir.constant(99 : i64) : i64
      %1653 = llvm.extractelement %1157[%1652 : i64] : vector<128xi32>
      %1654 = llvm.bitcast %1651 : i32 to f32
      %1655 = llvm.bitcast %1653 : i32 to f32
      %1656 = nvvm.convert.f32x2.to.f16x2 %1655, %1654 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1657 = llvm.bitcast %1656 : vector<2xf16> to i32
      %1658 = llvm.insertelement %1657, %1648[%1649 : i64] : vector<64xi32>
      %1659 = llvm.mlir.constant(50 : i64) : i64
      %1660 = llvm.mlir.constant(100 : i64) : i64
      %1661 = llvm.extractelement %1157[%1660 : i64] : vector<128xi32>
      %1662 = llvm.mlir.constant(101 : i64) : i64
      %1663 = llvm.extractelement %1157[%1662 : i64] : vector<128xi32>
      %1664 = llvm.bitcast %1661 : i32 to f32
      %1665 = llvm.bitcast %1663 : i32 to f32
      %1666 = nvvm.convert.f32x2.to.f16x2 %1665, %1664 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1667 = llvm.bitcast %1666 : vector<2xf16> to i32
      %1668 = llvm.insertelement %1667, %1658[%1659 : i64] : vector<64xi32>
      %1669 = llvm.mlir.constant(51 : i64) : i64
      %1670 = llvm.mlir.constant(102 : i64) : i64
      %1671 = llvm.extractelement %1157[%1670 : i64] : vector<128xi32>
      %1672 = llvm.mlir.constant(103 : i64) : i64
      %1673 = llvm.extractelement %1157[%1672 : i64] : vector<128xi32>
      %1674 = llvm.bitcast %1671 : i32 to f32
      %1675 = llvm.bitcast %1673 : i32 to f32
      %1676 = nvvm.convert.f32x2.to.f16x2 %1675, %1674 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1677 = llvm.bitcast %1676 : vector<2xf16> to i32
      %1678 = llvm.insertelement %1677, %1668[%1669 : i64] : vector<64xi32>
      %1679 = llvm.mlir.constant(52 : i64) : i64
      %1680 = llvm.mlir.constant(104 : i64) : i64
      %1681 = llvm.extractelement %1157[%1680 : i64] : vector<128xi32>
      %1682 = llvm.mlir.constant(105 : i64) : i64
      %1683 = llvm.extractelement %1157[%1682 : i64] : vector<128xi32>
      %1684 = llvm.bitcast %1681 : i32 to f32
      %1685 = llvm.bitcast %1683 : i32 to f32
      %1686 = nvvm.convert.f32x2.to.f16x2 %1685, %1684 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1687 = llvm.bitcast %1686 : vector<2xf16> to i32
      %1688 = llvm.insertelement %1687, %1678[%1679 : i64] : vector<64xi32>
      %1689 = llvm.mlir.constant(53 : i64) : i64
      %1690 = llvm.mlir.constant(106 : i64) : i64
      %1691 = llvm.extractelement %1157[%1690 : i64] : vector<128xi32>
      %1692 = llvm.mlir.constant(107 : i64) : i64
      %1693 = llvm.extractelement %1157[%1692 : i64] : vector<128xi32>
      %1694 = llvm.bitcast %1691 : i32 to f32
      %1695 = llvm.bitcast %1693 : i32 to f32
      %1696 = nvvm.convert.f32x2.to.f16x2 %1695, %1694 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1697 = llvm.bitcast %1696 : vector<2xf16> to i32
      %1698 = llvm.insertelement %1697, %1688[%1689 : i64] : vector<64xi32>
      %1699 = llvm.mlir.constant(54 : i64) : i64
      %1700 = llvm.mlir.constant(108 : i64) : i64
      %1701 = llvm.extractelement %1157[%1700 : i64] : vector<128xi32>
      %1702 = llvm.mlir.constant(109 : i64) : i64
      %1703 = llvm.extractelement %1157[%1702 : i64] : vector<128xi32>
      %1704 = llvm.bitcast %1701 : i32 to f32
      %1705 = llvm.bitcast %1703 : i32 to f32
      %1706 = nvvm.convert.f32x2.to.f16x2 %1705, %1704 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1707 = llvm.bitcast %1706 : vector<2xf16> to i32
      %1708 = llvm.insertelement %1707, %1698[%1699 : i64] : vector<64xi32>
      %1709 = llvm.mlir.constant(55 : i64) : i64
      %1710 = llvm.mlir.constant(110 : i64) : i64
      %1711 = llvm.extractelement %1157[%1710 : i64] : vector<128xi32>
      %1712 = llvm.mlir.constant(111 : i64) : i64
      %1713 = llvm.extractelement %1157[%1712 : i64] : vector<128xi32>
      %1714 = llvm.bitcast %1711 : i32 to f32
      %1715 = llvm.bitcast %1713 : i32 to f32
      %1716 = nvvm.convert.f32x2.to.f16x2 %1715, %1714 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1717 = llvm.bitcast %1716 : vector<2xf16> to i32
      %1718 = llvm.insertelement %1717, %1708[%1709 : i64] : vector<64xi32>
      %1719 = llvm.mlir.constant(56 : i64) : i64
      %1720 = llvm.mlir.constant(112 : i64) : i64
      %1721 = llvm.extractelement %1157[%1720 : i64] : vector<128xi32>
      %1722 = llvm.mlir.constant(113 : i64) : i64
      %1723 = llvm.extractelement %1157[%1722 : i64] : vector<128xi32>
      %1724 = llvm.bitcast %1721 : i32 to f32
      %1725 = llvm.bitcast %1723 : i32 to f32
      %1726 = nvvm.convert.f32x2.to.f16x2 %1725, %1724 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1727 = llvm.bitcast %1726 : vector<2xf16> to i32
      %1728 = llvm.insertelement %1727, %1718[%1719 : i64] : vector<64xi32>
      %1729 = llvm.mlir.constant(57 : i64) : i64
      %1730 = llvm.mlir.constant(114 : i64) : i64
      %1731 = llvm.extractelement %1157[%1730 : i64] : vector<128xi32>
      %1732 = llvm.mlir.constant(115 : i64) : i64
      %1733 = llvm.extractelement %1157[%1732 : i64] : vector<128xi32>
      %1734 = llvm.bitcast %1731 : i32 to f32
      %1735 = llvm.bitcast %1733 : i32 to f32
      %1736 = nvvm.convert.f32x2.to.f16x2 %1735, %1734 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1737 = llvm.bitcast %1736 : vector<2xf16> to i32
      %1738 = llvm.insertelement %1737, %1728[%1729 : i64] : vector<64xi32>
      %1739 = llvm.mlir.constant(58 : i64) : i64
      %1740 = llvm.mlir.constant(116 : i64) : i64
      %1741 = llvm.extractelement %1157[%1740 : i64] : vector<128xi32>
      %1742 = llvm.mlir.constant(117 : i64) : i64
      %1743 = llvm.extractelement %1157[%1742 : i64] : vector<128xi32>
      %1744 = llvm.bitcast %1741 : i32 to f32
      %1745 = llvm.bitcast %1743 : i32 to f32
      %1746 = nvvm.convert.f32x2.to.f16x2 %1745, %1744 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1747 = llvm.bitcast %1746 : vector<2xf16> to i32
      %1748 = llvm.insertelement %1747, %1738[%1739 : i64] : vector<64xi32>
      %1749 = llvm.mlir.constant(59 : i64) : i64
      %1750 = llvm.mlir.constant(118 : i64) : i64
      %1751 = llvm.extractelement %1157[%1750 : i64] : vector<128xi32>
      %1752 = llvm.mlir.constant(119 : i64) : i64
      %1753 = llvm.extractelement %1157[%1752 : i64] : vector<128xi32>
      %1754 = llvm.bitcast %1751 : i32 to f32
      %1755 = llvm.bitcast %1753 : i32 to f32
      %1756 = nvvm.convert.f32x2.to.f16x2 %1755, %1754 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1757 = llvm.bitcast %1756 : vector<2xf16> to i32
      %1758 = llvm.insertelement %1757, %1748[%1749 : i64] : vector<64xi32>
      %1759 = llvm.mlir.constant(60 : i64) : i64
      %1760 = llvm.mlir.constant(120 : i64) : i64
      %1761 = llvm.extractelement %1157[%1760 : i64] : vector<128xi32>
      %1762 = llvm.mlir.constant(121 : i64) : i64
      %1763 = llvm.extractelement %1157[%1762 : i64] : vector<128xi32>
      %1764 = llvm.bitcast %1761 : i32 to f32
      %1765 = llvm.bitcast %1763 : i32 to f32
      %1766 = nvvm.convert.f32x2.to.f16x2 %1765, %1764 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1767 = llvm.bitcast %1766 : vector<2xf16> to i32
      %1768 = llvm.insertelement %1767, %1758[%1759 : i64] : vector<64xi32>
      %1769 = llvm.mlir.constant(61 : i64) : i64
      %1770 = llvm.mlir.constant(122 : i64) : i64
      %1771 = llvm.extractelement %1157[%1770 : i64] : vector<128xi32>
      %1772 = llvm.mlir.constant(123 : i64) : i64
      %1773 = llvm.extractelement %1157[%1772 : i64] : vector<128xi32>
      %1774 = llvm.bitcast %1771 : i32 to f32
      %1775 = llvm.bitcast %1773 : i32 to f32
      %1776 = nvvm.convert.f32x2.to.f16x2 %1775, %1774 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1777 = llvm.bitcast %1776 : vector<2xf16> to i32
      %1778 = llvm.insertelement %1777, %1768[%1769 : i64] : vector<64xi32>
      %1779 = llvm.mlir.constant(62 : i64) : i64
      %1780 = llvm.mlir.constant(124 : i64) : i64
      %1781 = llvm.extractelement %1157[%1780 : i64] : vector<128xi32>
      %1782 = llvm.mlir.constant(125 : i64) : i64
      %1783 = llvm.extractelement %1157[%1782 : i64] : vector<128xi32>
      %1784 = llvm.bitcast %1781 : i32 to f32
      %1785 = llvm.bitcast %1783 : i32 to f32
      %1786 = nvvm.convert.f32x2.to.f16x2 %1785, %1784 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1787 = llvm.bitcast %1786 : vector<2xf16> to i32
      %1788 = llvm.insertelement %1787, %1778[%1779 : i64] : vector<64xi32>
      %1789 = llvm.mlir.constant(63 : i64) : i64
      %1790 = llvm.mlir.constant(126 : i64) : i64
      %1791 = llvm.extractelement %1157[%1790 : i64] : vector<128xi32>
      %1792 = llvm.mlir.constant(127 : i64) : i64
      %1793 = llvm.extractelement %1157[%1792 : i64] : vector<128xi32>
      %1794 = llvm.bitcast %1791 : i32 to f32
      %1795 = llvm.bitcast %1793 : i32 to f32
      %1796 = nvvm.convert.f32x2.to.f16x2 %1795, %1794 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1797 = llvm.bitcast %1796 : vector<2xf16> to i32
      %1798 = llvm.insertelement %1797, %1788[%1789 : i64] : vector<64xi32>
      %1799 = llvm.bitcast %1798 : vector<64xi32> to vector<128xf16>
      llvm.store %1799, %62 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %1800 = llvm.add %101, %61 : i32
      %1801 = llvm.mul %1800, %60 : i32
      %1802 = llvm.icmp "sle" %1801, %51 : i32
      %1803 = llvm.add %112, %61 : i32
      %1804 = llvm.mul %1803, %48 : i32
      %1805 = llvm.icmp "sle" %1804, %43 : i32
      %1806 = llvm.and %1802, %1805 : i1
      llvm.cond_br %1806, ^bb84, ^bb88
    ^bb84:  // pred: ^bb83
      llvm.br ^bb85(%38, %38, %38 : i32, i32, i32)
    ^bb85(%1807: i32, %1808: i32, %1809: i32):  // 2 preds: ^bb84, ^bb86
      %1810 = llvm.icmp "slt" %1807, %33 : i32
      llvm.cond_br %1810, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1811 = llvm.mul %1807, %39 overflow<nsw> : i32
      %1812 = llvm.getelementptr %62[%1811] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1813 = llvm.srem %1807, %39 : i32
      %1814 = llvm.mul %1813, %3 overflow<nsw> : i32
      %1815 = llvm.sdiv %1809, %56 : i32
      %1816 = llvm.srem %1809, %56 : i32
      %1817 = llvm.mul %1816, %2 overflow<nsw> : i32
      %1818 = llvm.add %1814, %1817 overflow<nsw> : i32
      %1819 = llvm.mul %1815, %42 overflow<nsw> : i32
      %1820 = llvm.add %1818, %1819 overflow<nsw> : i32
      %1821 = llvm.getelementptr %683[%1820] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1822 = llvm.load %1812 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %1822, %1821 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %1823 = llvm.add %1808, %61 : i32
      %1824 = llvm.icmp "eq" %1823, %39 : i32
      %1825 = llvm.select %1824, %38, %1823 : i1, i32
      %1826 = llvm.add %1808, %61 : i32
      %1827 = llvm.add %1809, %61 : i32
      %1828 = llvm.icmp "eq" %1826, %39 : i32
      %1829 = llvm.select %1828, %1827, %1809 : i1, i32
      %1830 = llvm.add %1807, %61 : i32
      llvm.br ^bb85(%1830, %1825, %1829 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb87:  // pred: ^bb85
      llvm.br ^bb345
    ^bb88:  // pred: ^bb83
      %1831 = llvm.mul %672, %41 overflow<nsw> : i32
      %1832 = llvm.add %674, %1831 overflow<nsw> : i32
      %1833 = llvm.add %676, %680 overflow<nsw> : i32
      %1834 = llvm.add %132, %1832 overflow<nsw> : i32
      %1835 = llvm.add %133, %1833 overflow<nsw> : i32
      %1836 = llvm.icmp "slt" %1834, %51 : i32
      %1837 = llvm.icmp "slt" %1835, %43 : i32
      %1838 = llvm.and %1836, %1837 : i1
      llvm.cond_br %1838, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1839 = llvm.load %62 {alignment = 32 : i64} : !llvm.ptr -> f16
      llvm.store %1839, %683 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1840 = llvm.add %1835, %61 overflow<nsw> : i32
      %1841 = llvm.icmp "slt" %1834, %51 : i32
      %1842 = llvm.icmp "slt" %1840, %43 : i32
      %1843 = llvm.and %1841, %1842 : i1
      llvm.cond_br %1843, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1844 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %1845 = llvm.load %1844 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1846 = llvm.getelementptr %683[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1845, %1846 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1847 = llvm.add %1834, %57 overflow<nsw> : i32
      %1848 = llvm.icmp "slt" %1847, %51 : i32
      %1849 = llvm.icmp "slt" %1835, %43 : i32
      %1850 = llvm.and %1848, %1849 : i1
      llvm.cond_br %1850, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1851 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %1852 = llvm.load %1851 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1853 = llvm.getelementptr %683[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1852, %1853 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1854 = llvm.add %1834, %57 overflow<nsw> : i32
      %1855 = llvm.add %1835, %61 overflow<nsw> : i32
      %1856 = llvm.icmp "slt" %1854, %51 : i32
      %1857 = llvm.icmp "slt" %1855, %43 : i32
      %1858 = llvm.and %1856, %1857 : i1
      llvm.cond_br %1858, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1859 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %1860 = llvm.load %1859 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1861 = llvm.getelementptr %683[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1860, %1861 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1862 = llvm.add %1834, %42 overflow<nsw> : i32
      %1863 = llvm.icmp "slt" %1862, %51 : i32
      %1864 = llvm.icmp "slt" %1835, %43 : i32
      %1865 = llvm.and %1863, %1864 : i1
      llvm.cond_br %1865, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1866 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %1867 = llvm.load %1866 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1868 = llvm.getelementptr %683[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1867, %1868 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1869 = llvm.add %1834, %42 overflow<nsw> : i32
      %1870 = llvm.add %1835, %61 overflow<nsw> : i32
      %1871 = llvm.icmp "slt" %1869, %51 : i32
      %1872 = llvm.icmp "slt" %1870, %43 : i32
      %1873 = llvm.and %1871, %1872 : i1
      llvm.cond_br %1873, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1874 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %1875 = llvm.load %1874 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1876 = llvm.getelementptr %683[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1875, %1876 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1877 = llvm.add %1834, %30 overflow<nsw> : i32
      %1878 = llvm.icmp "slt" %1877, %51 : i32
      %1879 = llvm.icmp "slt" %1835, %43 : i32
      %1880 = llvm.and %1878, %1879 : i1
      llvm.cond_br %1880, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1881 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %1882 = llvm.load %1881 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1883 = llvm.getelementptr %683[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1882, %1883 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1884 = llvm.add %1834, %30 overflow<nsw> : i32
      %1885 = llvm.add %1835, %61 overflow<nsw> : i32
      %1886 = llvm.icmp "slt" %1884, %51 : i32
      %1887 = llvm.icmp "slt" %1885, %43 : i32
      %1888 = llvm.and %1886, %1887 : i1
      llvm.cond_br %1888, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1889 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %1890 = llvm.load %1889 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1891 = llvm.getelementptr %683[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1890, %1891 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1892 = llvm.add %1834, %33 overflow<nsw> : i32
      %1893 = llvm.icmp "slt" %1892, %51 : i32
      %1894 = llvm.icmp "slt" %1835, %43 : i32
      %1895 = llvm.and %1893, %1894 : i1
      llvm.cond_br %1895, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1896 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %1897 = llvm.load %1896 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1898 = llvm.getelementptr %683[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1897, %1898 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1899 = llvm.add %1834, %33 overflow<nsw> : i32
      %1900 = llvm.add %1835, %61 overflow<nsw> : i32
      %1901 = llvm.icmp "slt" %1899, %51 : i32
      %1902 = llvm.icmp "slt" %1900, %43 : i32
      %1903 = llvm.and %1901, %1902 : i1
      llvm.cond_br %1903, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1904 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %1905 = llvm.load %1904 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1906 = llvm.getelementptr %683[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1905, %1906 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1907 = llvm.add %1834, %12 overflow<nsw> : i32
      %1908 = llvm.icmp "slt" %1907, %51 : i32
      %1909 = llvm.icmp "slt" %1835, %43 : i32
      %1910 = llvm.and %1908, %1909 : i1
      llvm.cond_br %1910, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1911 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %1912 = llvm.load %1911 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1913 = llvm.getelementptr %683[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1912, %1913 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1914 = llvm.add %1834, %12 overflow<nsw> : i32
      %1915 = llvm.add %1835, %61 overflow<nsw> : i32
      %1916 = llvm.icmp "slt" %1914, %51 : i32
      %1917 = llvm.icmp "slt" %1915, %43 : i32
      %1918 = llvm.and %1916, %1917 : i1
      llvm.cond_br %1918, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1919 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %1920 = llvm.load %1919 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1921 = llvm.getelementptr %683[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1920, %1921 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1922 = llvm.add %1834, %58 overflow<nsw> : i32
      %1923 = llvm.icmp "slt" %1922, %51 : i32
      %1924 = llvm.icmp "slt" %1835, %43 : i32
      %1925 = llvm.and %1923, %1924 : i1
      llvm.cond_br %1925, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1926 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %1927 = llvm.load %1926 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1928 = llvm.getelementptr %683[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1927, %1928 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1929 = llvm.add %1834, %58 overflow<nsw> : i32
      %1930 = llvm.add %1835, %61 overflow<nsw> : i32
      %1931 = llvm.icmp "slt" %1929, %51 : i32
      %1932 = llvm.icmp "slt" %1930, %43 : i32
      %1933 = llvm.and %1931, %1932 : i1
      llvm.cond_br %1933, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1934 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %1935 = llvm.load %1934 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1936 = llvm.getelementptr %683[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1935, %1936 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1937 = llvm.add %1834, %10 overflow<nsw> : i32
      %1938 = llvm.icmp "slt" %1937, %51 : i32
      %1939 = llvm.icmp "slt" %1835, %43 : i32
      %1940 = llvm.and %1938, %1939 : i1
      llvm.cond_br %1940, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1941 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %1942 = llvm.load %1941 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1943 = llvm.getelementptr %683[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1942, %1943 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1944 = llvm.add %1834, %10 overflow<nsw> : i32
      %1945 = llvm.add %1835, %61 overflow<nsw> : i32
      %1946 = llvm.icmp "slt" %1944, %51 : i32
      %1947 = llvm.icmp "slt" %1945, %43 : i32
      %1948 = llvm.and %1946, %1947 : i1
      llvm.cond_br %1948, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1949 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %1950 = llvm.load %1949 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1951 = llvm.getelementptr %683[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1950, %1951 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1952 = llvm.add %1835, %42 overflow<nsw> : i32
      %1953 = llvm.icmp "slt" %1834, %51 : i32
      %1954 = llvm.icmp "slt" %1952, %43 : i32
      %1955 = llvm.and %1953, %1954 : i1
      llvm.cond_br %1955, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1956 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1957 = llvm.load %1956 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1958 = llvm.getelementptr %683[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1957, %1958 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1959 = llvm.add %1835, %14 overflow<nsw> : i32
      %1960 = llvm.icmp "slt" %1834, %51 : i32
      %1961 = llvm.icmp "slt" %1959, %43 : i32
      %1962 = llvm.and %1960, %1961 : i1
      llvm.cond_br %1962, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1963 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %1964 = llvm.load %1963 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1965 = llvm.getelementptr %683[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1964, %1965 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1966 = llvm.add %1834, %57 overflow<nsw> : i32
      %1967 = llvm.add %1835, %42 overflow<nsw> : i32
      %1968 = llvm.icmp "slt" %1966, %51 : i32
      %1969 = llvm.icmp "slt" %1967, %43 : i32
      %1970 = llvm.and %1968, %1969 : i1
      llvm.cond_br %1970, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1971 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %1972 = llvm.load %1971 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1973 = llvm.getelementptr %683[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1972, %1973 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1974 = llvm.add %1834, %57 overflow<nsw> : i32
      %1975 = llvm.add %1835, %14 overflow<nsw> : i32
      %1976 = llvm.icmp "slt" %1974, %51 : i32
      %1977 = llvm.icmp "slt" %1975, %43 : i32
      %1978 = llvm.and %1976, %1977 : i1
      llvm.cond_br %1978, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1979 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %1980 = llvm.load %1979 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1981 = llvm.getelementptr %683[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1980, %1981 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1982 = llvm.add %1834, %42 overflow<nsw> : i32
      %1983 = llvm.add %1835, %42 overflow<nsw> : i32
      %1984 = llvm.icmp "slt" %1982, %51 : i32
      %1985 = llvm.icmp "slt" %1983, %43 : i32
      %1986 = llvm.and %1984, %1985 : i1
      llvm.cond_br %1986, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1987 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %1988 = llvm.load %1987 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1989 = llvm.getelementptr %683[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1988, %1989 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1990 = llvm.add %1834, %42 overflow<nsw> : i32
      %1991 = llvm.add %1835, %14 overflow<nsw> : i32
      %1992 = llvm.icmp "slt" %1990, %51 : i32
      %1993 = llvm.icmp "slt" %1991, %43 : i32
      %1994 = llvm.and %1992, %1993 : i1
      llvm.cond_br %1994, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1995 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %1996 = llvm.load %1995 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1997 = llvm.getelementptr %683[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %1996, %1997 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1998 = llvm.add %1834, %30 overflow<nsw> : i32
      %1999 = llvm.add %1835, %42 overflow<nsw> : i32
      %2000 = llvm.icmp "slt" %1998, %51 : i32
      %2001 = llvm.icmp "slt" %1999, %43 : i32
      %2002 = llvm.and %2000, %2001 : i1
      llvm.cond_br %2002, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %2003 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %2004 = llvm.load %2003 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2005 = llvm.getelementptr %683[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2004, %2005 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %2006 = llvm.add %1834, %30 overflow<nsw> : i32
      %2007 = llvm.add %1835, %14 overflow<nsw> : i32
      %2008 = llvm.icmp "slt" %2006, %51 : i32
      %2009 = llvm.icmp "slt" %2007, %43 : i32
      %2010 = llvm.and %2008, %2009 : i1
      llvm.cond_br %2010, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %2011 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %2012 = llvm.load %2011 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2013 = llvm.getelementptr %683[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2012, %2013 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %2014 = llvm.add %1834, %33 overflow<nsw> : i32
      %2015 = llvm.add %1835, %42 overflow<nsw> : i32
      %2016 = llvm.icmp "slt" %2014, %51 : i32
      %2017 = llvm.icmp "slt" %2015, %43 : i32
      %2018 = llvm.and %2016, %2017 : i1
      llvm.cond_br %2018, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %2019 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %2020 = llvm.load %2019 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2021 = llvm.getelementptr %683[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2020, %2021 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %2022 = llvm.add %1834, %33 overflow<nsw> : i32
      %2023 = llvm.add %1835, %14 overflow<nsw> : i32
      %2024 = llvm.icmp "slt" %2022, %51 : i32
      %2025 = llvm.icmp "slt" %2023, %43 : i32
      %2026 = llvm.and %2024, %2025 : i1
      llvm.cond_br %2026, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %2027 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %2028 = llvm.load %2027 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2029 = llvm.getelementptr %683[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2028, %2029 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %2030 = llvm.add %1834, %12 overflow<nsw> : i32
      %2031 = llvm.add %1835, %42 overflow<nsw> : i32
      %2032 = llvm.icmp "slt" %2030, %51 : i32
      %2033 = llvm.icmp "slt" %2031, %43 : i32
      %2034 = llvm.and %2032, %2033 : i1
      llvm.cond_br %2034, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %2035 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %2036 = llvm.load %2035 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2037 = llvm.getelementptr %683[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2036, %2037 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %2038 = llvm.add %1834, %12 overflow<nsw> : i32
      %2039 = llvm.add %1835, %14 overflow<nsw> : i32
      %2040 = llvm.icmp "slt" %2038, %51 : i32
      %2041 = llvm.icmp "slt" %2039, %43 : i32
      %2042 = llvm.and %2040, %2041 : i1
      llvm.cond_br %2042, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %2043 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %2044 = llvm.load %2043 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2045 = llvm.getelementptr %683[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2044, %2045 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %2046 = llvm.add %1834, %58 overflow<nsw> : i32
      %2047 = llvm.add %1835, %42 overflow<nsw> : i32
      %2048 = llvm.icmp "slt" %2046, %51 : i32
      %2049 = llvm.icmp "slt" %2047, %43 : i32
      %2050 = llvm.and %2048, %2049 : i1
      llvm.cond_br %2050, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %2051 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %2052 = llvm.load %2051 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2053 = llvm.getelementptr %683[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2052, %2053 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %2054 = llvm.add %1834, %58 overflow<nsw> : i32
      %2055 = llvm.add %1835, %14 overflow<nsw> : i32
      %2056 = llvm.icmp "slt" %2054, %51 : i32
      %2057 = llvm.icmp "slt" %2055, %43 : i32
      %2058 = llvm.and %2056, %2057 : i1
      llvm.cond_br %2058, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %2059 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %2060 = llvm.load %2059 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2061 = llvm.getelementptr %683[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2060, %2061 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %2062 = llvm.add %1834, %10 overflow<nsw> : i32
      %2063 = llvm.add %1835, %42 overflow<nsw> : i32
      %2064 = llvm.icmp "slt" %2062, %51 : i32
      %2065 = llvm.icmp "slt" %2063, %43 : i32
      %2066 = llvm.and %2064, %2065 : i1
      llvm.cond_br %2066, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %2067 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %2068 = llvm.load %2067 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2069 = llvm.getelementptr %683[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2068, %2069 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %2070 = llvm.add %1834, %10 overflow<nsw> : i32
      %2071 = llvm.add %1835, %14 overflow<nsw> : i32
      %2072 = llvm.icmp "slt" %2070, %51 : i32
      %2073 = llvm.icmp "slt" %2071, %43 : i32
      %2074 = llvm.and %2072, %2073 : i1
      llvm.cond_br %2074, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %2075 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %2076 = llvm.load %2075 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2077 = llvm.getelementptr %683[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2076, %2077 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %2078 = llvm.add %1835, %33 overflow<nsw> : i32
      %2079 = llvm.icmp "slt" %1834, %51 : i32
      %2080 = llvm.icmp "slt" %2078, %43 : i32
      %2081 = llvm.and %2079, %2080 : i1
      llvm.cond_br %2081, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %2082 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %2083 = llvm.load %2082 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2084 = llvm.getelementptr %683[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2083, %2084 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %2085 = llvm.add %1835, %13 overflow<nsw> : i32
      %2086 = llvm.icmp "slt" %1834, %51 : i32
      %2087 = llvm.icmp "slt" %2085, %43 : i32
      %2088 = llvm.and %2086, %2087 : i1
      llvm.cond_br %2088, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %2089 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %2090 = llvm.load %2089 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2091 = llvm.getelementptr %683[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2090, %2091 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %2092 = llvm.add %1834, %57 overflow<nsw> : i32
      %2093 = llvm.add %1835, %33 overflow<nsw> : i32
      %2094 = llvm.icmp "slt" %2092, %51 : i32
      %2095 = llvm.icmp "slt" %2093, %43 : i32
      %2096 = llvm.and %2094, %2095 : i1
      llvm.cond_br %2096, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %2097 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %2098 = llvm.load %2097 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2099 = llvm.getelementptr %683[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2098, %2099 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %2100 = llvm.add %1834, %57 overflow<nsw> : i32
      %2101 = llvm.add %1835, %13 overflow<nsw> : i32
      %2102 = llvm.icmp "slt" %2100, %51 : i32
      %2103 = llvm.icmp "slt" %2101, %43 : i32
      %2104 = llvm.and %2102, %2103 : i1
      llvm.cond_br %2104, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %2105 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %2106 = llvm.load %2105 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2107 = llvm.getelementptr %683[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2106, %2107 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %2108 = llvm.add %1834, %42 overflow<nsw> : i32
      %2109 = llvm.add %1835, %33 overflow<nsw> : i32
      %2110 = llvm.icmp "slt" %2108, %51 : i32
      %2111 = llvm.icmp "slt" %2109, %43 : i32
      %2112 = llvm.and %2110, %2111 : i1
      llvm.cond_br %2112, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %2113 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %2114 = llvm.load %2113 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2115 = llvm.getelementptr %683[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2114, %2115 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %2116 = llvm.add %1834, %42 overflow<nsw> : i32
      %2117 = llvm.add %1835, %13 overflow<nsw> : i32
      %2118 = llvm.icmp "slt" %2116, %51 : i32
      %2119 = llvm.icmp "slt" %2117, %43 : i32
      %2120 = llvm.and %2118, %2119 : i1
      llvm.cond_br %2120, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %2121 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %2122 = llvm.load %2121 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2123 = llvm.getelementptr %683[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2122, %2123 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %2124 = llvm.add %1834, %30 overflow<nsw> : i32
      %2125 = llvm.add %1835, %33 overflow<nsw> : i32
      %2126 = llvm.icmp "slt" %2124, %51 : i32
      %2127 = llvm.icmp "slt" %2125, %43 : i32
      %2128 = llvm.and %2126, %2127 : i1
      llvm.cond_br %2128, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %2129 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %2130 = llvm.load %2129 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2131 = llvm.getelementptr %683[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2130, %2131 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %2132 = llvm.add %1834, %30 overflow<nsw> : i32
      %2133 = llvm.add %1835, %13 overflow<nsw> : i32
      %2134 = llvm.icmp "slt" %2132, %51 : i32
      %2135 = llvm.icmp "slt" %2133, %43 : i32
      %2136 = llvm.and %2134, %2135 : i1
      llvm.cond_br %2136, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %2137 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %2138 = llvm.load %2137 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2139 = llvm.getelementptr %683[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2138, %2139 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %2140 = llvm.add %1834, %33 overflow<nsw> : i32
      %2141 = llvm.add %1835, %33 overflow<nsw> : i32
      %2142 = llvm.icmp "slt" %2140, %51 : i32
      %2143 = llvm.icmp "slt" %2141, %43 : i32
      %2144 = llvm.and %2142, %2143 : i1
      llvm.cond_br %2144, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %2145 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %2146 = llvm.load %2145 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2147 = llvm.getelementptr %683[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2146, %2147 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %2148 = llvm.add %1834, %33 overflow<nsw> : i32
      %2149 = llvm.add %1835, %13 overflow<nsw> : i32
      %2150 = llvm.icmp "slt" %2148, %51 : i32
      %2151 = llvm.icmp "slt" %2149, %43 : i32
      %2152 = llvm.and %2150, %2151 : i1
      llvm.cond_br %2152, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %2153 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %2154 = llvm.load %2153 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2155 = llvm.getelementptr %683[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2154, %2155 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %2156 = llvm.add %1834, %12 overflow<nsw> : i32
      %2157 = llvm.add %1835, %33 overflow<nsw> : i32
      %2158 = llvm.icmp "slt" %2156, %51 : i32
      %2159 = llvm.icmp "slt" %2157, %43 : i32
      %2160 = llvm.and %2158, %2159 : i1
      llvm.cond_br %2160, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %2161 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %2162 = llvm.load %2161 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2163 = llvm.getelementptr %683[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2162, %2163 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %2164 = llvm.add %1834, %12 overflow<nsw> : i32
      %2165 = llvm.add %1835, %13 overflow<nsw> : i32
      %2166 = llvm.icmp "slt" %2164, %51 : i32
      %2167 = llvm.icmp "slt" %2165, %43 : i32
      %2168 = llvm.and %2166, %2167 : i1
      llvm.cond_br %2168, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %2169 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %2170 = llvm.load %2169 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2171 = llvm.getelementptr %683[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2170, %2171 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %2172 = llvm.add %1834, %58 overflow<nsw> : i32
      %2173 = llvm.add %1835, %33 overflow<nsw> : i32
      %2174 = llvm.icmp "slt" %2172, %51 : i32
      %2175 = llvm.icmp "slt" %2173, %43 : i32
      %2176 = llvm.and %2174, %2175 : i1
      llvm.cond_br %2176, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %2177 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %2178 = llvm.load %2177 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2179 = llvm.getelementptr %683[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2178, %2179 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %2180 = llvm.add %1834, %58 overflow<nsw> : i32
      %2181 = llvm.add %1835, %13 overflow<nsw> : i32
      %2182 = llvm.icmp "slt" %2180, %51 : i32
      %2183 = llvm.icmp "slt" %2181, %43 : i32
      %2184 = llvm.and %2182, %2183 : i1
      llvm.cond_br %2184, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %2185 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %2186 = llvm.load %2185 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2187 = llvm.getelementptr %683[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2186, %2187 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %2188 = llvm.add %1834, %10 overflow<nsw> : i32
      %2189 = llvm.add %1835, %33 overflow<nsw> : i32
      %2190 = llvm.icmp "slt" %2188, %51 : i32
      %2191 = llvm.icmp "slt" %2189, %43 : i32
      %2192 = llvm.and %2190, %2191 : i1
      llvm.cond_br %2192, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %2193 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %2194 = llvm.load %2193 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2195 = llvm.getelementptr %683[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2194, %2195 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %2196 = llvm.add %1834, %10 overflow<nsw> : i32
      %2197 = llvm.add %1835, %13 overflow<nsw> : i32
      %2198 = llvm.icmp "slt" %2196, %51 : i32
      %2199 = llvm.icmp "slt" %2197, %43 : i32
      %2200 = llvm.and %2198, %2199 : i1
      llvm.cond_br %2200, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %2201 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %2202 = llvm.load %2201 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2203 = llvm.getelementptr %683[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2202, %2203 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %2204 = llvm.add %1835, %58 overflow<nsw> : i32
      %2205 = llvm.icmp "slt" %1834, %51 : i32
      %2206 = llvm.icmp "slt" %2204, %43 : i32
      %2207 = llvm.and %2205, %2206 : i1
      llvm.cond_br %2207, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %2208 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %2209 = llvm.load %2208 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2210 = llvm.getelementptr %683[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2209, %2210 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %2211 = llvm.add %1835, %11 overflow<nsw> : i32
      %2212 = llvm.icmp "slt" %1834, %51 : i32
      %2213 = llvm.icmp "slt" %2211, %43 : i32
      %2214 = llvm.and %2212, %2213 : i1
      llvm.cond_br %2214, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %2215 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %2216 = llvm.load %2215 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2217 = llvm.getelementptr %683[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2216, %2217 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %2218 = llvm.add %1834, %57 overflow<nsw> : i32
      %2219 = llvm.add %1835, %58 overflow<nsw> : i32
      %2220 = llvm.icmp "slt" %2218, %51 : i32
      %2221 = llvm.icmp "slt" %2219, %43 : i32
      %2222 = llvm.and %2220, %2221 : i1
      llvm.cond_br %2222, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %2223 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %2224 = llvm.load %2223 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2225 = llvm.getelementptr %683[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2224, %2225 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %2226 = llvm.add %1834, %57 overflow<nsw> : i32
      %2227 = llvm.add %1835, %11 overflow<nsw> : i32
      %2228 = llvm.icmp "slt" %2226, %51 : i32
      %2229 = llvm.icmp "slt" %2227, %43 : i32
      %2230 = llvm.and %2228, %2229 : i1
      llvm.cond_br %2230, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %2231 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %2232 = llvm.load %2231 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2233 = llvm.getelementptr %683[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2232, %2233 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %2234 = llvm.add %1834, %42 overflow<nsw> : i32
      %2235 = llvm.add %1835, %58 overflow<nsw> : i32
      %2236 = llvm.icmp "slt" %2234, %51 : i32
      %2237 = llvm.icmp "slt" %2235, %43 : i32
      %2238 = llvm.and %2236, %2237 : i1
      llvm.cond_br %2238, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %2239 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %2240 = llvm.load %2239 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2241 = llvm.getelementptr %683[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2240, %2241 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %2242 = llvm.add %1834, %42 overflow<nsw> : i32
      %2243 = llvm.add %1835, %11 overflow<nsw> : i32
      %2244 = llvm.icmp "slt" %2242, %51 : i32
      %2245 = llvm.icmp "slt" %2243, %43 : i32
      %2246 = llvm.and %2244, %2245 : i1
      llvm.cond_br %2246, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %2247 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %2248 = llvm.load %2247 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2249 = llvm.getelementptr %683[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2248, %2249 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %2250 = llvm.add %1834, %30 overflow<nsw> : i32
      %2251 = llvm.add %1835, %58 overflow<nsw> : i32
      %2252 = llvm.icmp "slt" %2250, %51 : i32
      %2253 = llvm.icmp "slt" %2251, %43 : i32
      %2254 = llvm.and %2252, %2253 : i1
      llvm.cond_br %2254, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %2255 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %2256 = llvm.load %2255 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2257 = llvm.getelementptr %683[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2256, %2257 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %2258 = llvm.add %1834, %30 overflow<nsw> : i32
      %2259 = llvm.add %1835, %11 overflow<nsw> : i32
      %2260 = llvm.icmp "slt" %2258, %51 : i32
      %2261 = llvm.icmp "slt" %2259, %43 : i32
      %2262 = llvm.and %2260, %2261 : i1
      llvm.cond_br %2262, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %2263 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %2264 = llvm.load %2263 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2265 = llvm.getelementptr %683[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2264, %2265 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %2266 = llvm.add %1834, %33 overflow<nsw> : i32
      %2267 = llvm.add %1835, %58 overflow<nsw> : i32
      %2268 = llvm.icmp "slt" %2266, %51 : i32
      %2269 = llvm.icmp "slt" %2267, %43 : i32
      %2270 = llvm.and %2268, %2269 : i1
      llvm.cond_br %2270, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %2271 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2272 = llvm.load %2271 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2273 = llvm.getelementptr %683[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2272, %2273 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %2274 = llvm.add %1834, %33 overflow<nsw> : i32
      %2275 = llvm.add %1835, %11 overflow<nsw> : i32
      %2276 = llvm.icmp "slt" %2274, %51 : i32
      %2277 = llvm.icmp "slt" %2275, %43 : i32
      %2278 = llvm.and %2276, %2277 : i1
      llvm.cond_br %2278, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %2279 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2280 = llvm.load %2279 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2281 = llvm.getelementptr %683[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2280, %2281 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %2282 = llvm.add %1834, %12 overflow<nsw> : i32
      %2283 = llvm.add %1835, %58 overflow<nsw> : i32
      %2284 = llvm.icmp "slt" %2282, %51 : i32
      %2285 = llvm.icmp "slt" %2283, %43 : i32
      %2286 = llvm.and %2284, %2285 : i1
      llvm.cond_br %2286, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %2287 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2288 = llvm.load %2287 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2289 = llvm.getelementptr %683[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2288, %2289 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %2290 = llvm.add %1834, %12 overflow<nsw> : i32
      %2291 = llvm.add %1835, %11 overflow<nsw> : i32
      %2292 = llvm.icmp "slt" %2290, %51 : i32
      %2293 = llvm.icmp "slt" %2291, %43 : i32
      %2294 = llvm.and %2292, %2293 : i1
      llvm.cond_br %2294, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %2295 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2296 = llvm.load %2295 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2297 = llvm.getelementptr %683[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2296, %2297 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %2298 = llvm.add %1834, %58 overflow<nsw> : i32
      %2299 = llvm.add %1835, %58 overflow<nsw> : i32
      %2300 = llvm.icmp "slt" %2298, %51 : i32
      %2301 = llvm.icmp "slt" %2299, %43 : i32
      %2302 = llvm.and %2300, %2301 : i1
      llvm.cond_br %2302, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %2303 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2304 = llvm.load %2303 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2305 = llvm.getelementptr %683[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2304, %2305 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %2306 = llvm.add %1834, %58 overflow<nsw> : i32
      %2307 = llvm.add %1835, %11 overflow<nsw> : i32
      %2308 = llvm.icmp "slt" %2306, %51 : i32
      %2309 = llvm.icmp "slt" %2307, %43 : i32
      %2310 = llvm.and %2308, %2309 : i1
      llvm.cond_br %2310, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %2311 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2312 = llvm.load %2311 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2313 = llvm.getelementptr %683[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2312, %2313 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %2314 = llvm.add %1834, %10 overflow<nsw> : i32
      %2315 = llvm.add %1835, %58 overflow<nsw> : i32
      %2316 = llvm.icmp "slt" %2314, %51 : i32
      %2317 = llvm.icmp "slt" %2315, %43 : i32
      %2318 = llvm.and %2316, %2317 : i1
      llvm.cond_br %2318, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %2319 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2320 = llvm.load %2319 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2321 = llvm.getelementptr %683[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2320, %2321 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %2322 = llvm.add %1834, %10 overflow<nsw> : i32
      %2323 = llvm.add %1835, %11 overflow<nsw> : i32
      %2324 = llvm.icmp "slt" %2322, %51 : i32
      %2325 = llvm.icmp "slt" %2323, %43 : i32
      %2326 = llvm.and %2324, %2325 : i1
      llvm.cond_br %2326, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %2327 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2328 = llvm.load %2327 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2329 = llvm.getelementptr %683[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2328, %2329 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %2330 = llvm.add %1835, %60 overflow<nsw> : i32
      %2331 = llvm.icmp "slt" %1834, %51 : i32
      %2332 = llvm.icmp "slt" %2330, %43 : i32
      %2333 = llvm.and %2331, %2332 : i1
      llvm.cond_br %2333, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %2334 = llvm.getelementptr %62[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %2335 = llvm.load %2334 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2336 = llvm.getelementptr %683[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2335, %2336 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %2337 = llvm.add %1835, %9 overflow<nsw> : i32
      %2338 = llvm.icmp "slt" %1834, %51 : i32
      %2339 = llvm.icmp "slt" %2337, %43 : i32
      %2340 = llvm.and %2338, %2339 : i1
      llvm.cond_br %2340, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %2341 = llvm.getelementptr %62[65] : (!llvm.ptr) -> !llvm.ptr, f16
      %2342 = llvm.load %2341 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2343 = llvm.getelementptr %683[129] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2342, %2343 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %2344 = llvm.add %1834, %57 overflow<nsw> : i32
      %2345 = llvm.add %1835, %60 overflow<nsw> : i32
      %2346 = llvm.icmp "slt" %2344, %51 : i32
      %2347 = llvm.icmp "slt" %2345, %43 : i32
      %2348 = llvm.and %2346, %2347 : i1
      llvm.cond_br %2348, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %2349 = llvm.getelementptr %62[66] : (!llvm.ptr) -> !llvm.ptr, f16
      %2350 = llvm.load %2349 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2351 = llvm.getelementptr %683[8512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2350, %2351 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %2352 = llvm.add %1834, %57 overflow<nsw> : i32
      %2353 = llvm.add %1835, %9 overflow<nsw> : i32
      %2354 = llvm.icmp "slt" %2352, %51 : i32
      %2355 = llvm.icmp "slt" %2353, %43 : i32
      %2356 = llvm.and %2354, %2355 : i1
      llvm.cond_br %2356, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %2357 = llvm.getelementptr %62[67] : (!llvm.ptr) -> !llvm.ptr, f16
      %2358 = llvm.load %2357 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2359 = llvm.getelementptr %683[8513] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2358, %2359 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %2360 = llvm.add %1834, %42 overflow<nsw> : i32
      %2361 = llvm.add %1835, %60 overflow<nsw> : i32
      %2362 = llvm.icmp "slt" %2360, %51 : i32
      %2363 = llvm.icmp "slt" %2361, %43 : i32
      %2364 = llvm.and %2362, %2363 : i1
      llvm.cond_br %2364, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %2365 = llvm.getelementptr %62[68] : (!llvm.ptr) -> !llvm.ptr, f16
      %2366 = llvm.load %2365 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2367 = llvm.getelementptr %683[33664] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2366, %2367 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %2368 = llvm.add %1834, %42 overflow<nsw> : i32
      %2369 = llvm.add %1835, %9 overflow<nsw> : i32
      %2370 = llvm.icmp "slt" %2368, %51 : i32
      %2371 = llvm.icmp "slt" %2369, %43 : i32
      %2372 = llvm.and %2370, %2371 : i1
      llvm.cond_br %2372, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %2373 = llvm.getelementptr %62[69] : (!llvm.ptr) -> !llvm.ptr, f16
      %2374 = llvm.load %2373 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2375 = llvm.getelementptr %683[33665] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2374, %2375 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %2376 = llvm.add %1834, %30 overflow<nsw> : i32
      %2377 = llvm.add %1835, %60 overflow<nsw> : i32
      %2378 = llvm.icmp "slt" %2376, %51 : i32
      %2379 = llvm.icmp "slt" %2377, %43 : i32
      %2380 = llvm.and %2378, %2379 : i1
      llvm.cond_br %2380, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %2381 = llvm.getelementptr %62[70] : (!llvm.ptr) -> !llvm.ptr, f16
      %2382 = llvm.load %2381 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2383 = llvm.getelementptr %683[42048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2382, %2383 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %2384 = llvm.add %1834, %30 overflow<nsw> : i32
      %2385 = llvm.add %1835, %9 overflow<nsw> : i32
      %2386 = llvm.icmp "slt" %2384, %51 : i32
      %2387 = llvm.icmp "slt" %2385, %43 : i32
      %2388 = llvm.and %2386, %2387 : i1
      llvm.cond_br %2388, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %2389 = llvm.getelementptr %62[71] : (!llvm.ptr) -> !llvm.ptr, f16
      %2390 = llvm.load %2389 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2391 = llvm.getelementptr %683[42049] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2390, %2391 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %2392 = llvm.add %1834, %33 overflow<nsw> : i32
      %2393 = llvm.add %1835, %60 overflow<nsw> : i32
      %2394 = llvm.icmp "slt" %2392, %51 : i32
      %2395 = llvm.icmp "slt" %2393, %43 : i32
      %2396 = llvm.and %2394, %2395 : i1
      llvm.cond_br %2396, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %2397 = llvm.getelementptr %62[72] : (!llvm.ptr) -> !llvm.ptr, f16
      %2398 = llvm.load %2397 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2399 = llvm.getelementptr %683[67200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2398, %2399 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %2400 = llvm.add %1834, %33 overflow<nsw> : i32
      %2401 = llvm.add %1835, %9 overflow<nsw> : i32
      %2402 = llvm.icmp "slt" %2400, %51 : i32
      %2403 = llvm.icmp "slt" %2401, %43 : i32
      %2404 = llvm.and %2402, %2403 : i1
      llvm.cond_br %2404, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %2405 = llvm.getelementptr %62[73] : (!llvm.ptr) -> !llvm.ptr, f16
      %2406 = llvm.load %2405 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2407 = llvm.getelementptr %683[67201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2406, %2407 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %2408 = llvm.add %1834, %12 overflow<nsw> : i32
      %2409 = llvm.add %1835, %60 overflow<nsw> : i32
      %2410 = llvm.icmp "slt" %2408, %51 : i32
      %2411 = llvm.icmp "slt" %2409, %43 : i32
      %2412 = llvm.and %2410, %2411 : i1
      llvm.cond_br %2412, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %2413 = llvm.getelementptr %62[74] : (!llvm.ptr) -> !llvm.ptr, f16
      %2414 = llvm.load %2413 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2415 = llvm.getelementptr %683[75584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2414, %2415 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %2416 = llvm.add %1834, %12 overflow<nsw> : i32
      %2417 = llvm.add %1835, %9 overflow<nsw> : i32
      %2418 = llvm.icmp "slt" %2416, %51 : i32
      %2419 = llvm.icmp "slt" %2417, %43 : i32
      %2420 = llvm.and %2418, %2419 : i1
      llvm.cond_br %2420, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %2421 = llvm.getelementptr %62[75] : (!llvm.ptr) -> !llvm.ptr, f16
      %2422 = llvm.load %2421 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2423 = llvm.getelementptr %683[75585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2422, %2423 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %2424 = llvm.add %1834, %58 overflow<nsw> : i32
      %2425 = llvm.add %1835, %60 overflow<nsw> : i32
      %2426 = llvm.icmp "slt" %2424, %51 : i32
      %2427 = llvm.icmp "slt" %2425, %43 : i32
      %2428 = llvm.and %2426, %2427 : i1
      llvm.cond_br %2428, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %2429 = llvm.getelementptr %62[76] : (!llvm.ptr) -> !llvm.ptr, f16
      %2430 = llvm.load %2429 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2431 = llvm.getelementptr %683[100736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2430, %2431 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %2432 = llvm.add %1834, %58 overflow<nsw> : i32
      %2433 = llvm.add %1835, %9 overflow<nsw> : i32
      %2434 = llvm.icmp "slt" %2432, %51 : i32
      %2435 = llvm.icmp "slt" %2433, %43 : i32
      %2436 = llvm.and %2434, %2435 : i1
      llvm.cond_br %2436, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %2437 = llvm.getelementptr %62[77] : (!llvm.ptr) -> !llvm.ptr, f16
      %2438 = llvm.load %2437 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2439 = llvm.getelementptr %683[100737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2438, %2439 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %2440 = llvm.add %1834, %10 overflow<nsw> : i32
      %2441 = llvm.add %1835, %60 overflow<nsw> : i32
      %2442 = llvm.icmp "slt" %2440, %51 : i32
      %2443 = llvm.icmp "slt" %2441, %43 : i32
      %2444 = llvm.and %2442, %2443 : i1
      llvm.cond_br %2444, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %2445 = llvm.getelementptr %62[78] : (!llvm.ptr) -> !llvm.ptr, f16
      %2446 = llvm.load %2445 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2447 = llvm.getelementptr %683[109120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2446, %2447 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %2448 = llvm.add %1834, %10 overflow<nsw> : i32
      %2449 = llvm.add %1835, %9 overflow<nsw> : i32
      %2450 = llvm.icmp "slt" %2448, %51 : i32
      %2451 = llvm.icmp "slt" %2449, %43 : i32
      %2452 = llvm.and %2450, %2451 : i1
      llvm.cond_br %2452, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %2453 = llvm.getelementptr %62[79] : (!llvm.ptr) -> !llvm.ptr, f16
      %2454 = llvm.load %2453 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2455 = llvm.getelementptr %683[109121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2454, %2455 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %2456 = llvm.add %1835, %16 overflow<nsw> : i32
      %2457 = llvm.icmp "slt" %1834, %51 : i32
      %2458 = llvm.icmp "slt" %2456, %43 : i32
      %2459 = llvm.and %2457, %2458 : i1
      llvm.cond_br %2459, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %2460 = llvm.getelementptr %62[80] : (!llvm.ptr) -> !llvm.ptr, f16
      %2461 = llvm.load %2460 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2462 = llvm.getelementptr %683[160] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2461, %2462 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %2463 = llvm.add %1835, %8 overflow<nsw> : i32
      %2464 = llvm.icmp "slt" %1834, %51 : i32
      %2465 = llvm.icmp "slt" %2463, %43 : i32
      %2466 = llvm.and %2464, %2465 : i1
      llvm.cond_br %2466, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %2467 = llvm.getelementptr %62[81] : (!llvm.ptr) -> !llvm.ptr, f16
      %2468 = llvm.load %2467 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2469 = llvm.getelementptr %683[161] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2468, %2469 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %2470 = llvm.add %1834, %57 overflow<nsw> : i32
      %2471 = llvm.add %1835, %16 overflow<nsw> : i32
      %2472 = llvm.icmp "slt" %2470, %51 : i32
      %2473 = llvm.icmp "slt" %2471, %43 : i32
      %2474 = llvm.and %2472, %2473 : i1
      llvm.cond_br %2474, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %2475 = llvm.getelementptr %62[82] : (!llvm.ptr) -> !llvm.ptr, f16
      %2476 = llvm.load %2475 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2477 = llvm.getelementptr %683[8544] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2476, %2477 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %2478 = llvm.add %1834, %57 overflow<nsw> : i32
      %2479 = llvm.add %1835, %8 overflow<nsw> : i32
      %2480 = llvm.icmp "slt" %2478, %51 : i32
      %2481 = llvm.icmp "slt" %2479, %43 : i32
      %2482 = llvm.and %2480, %2481 : i1
      llvm.cond_br %2482, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %2483 = llvm.getelementptr %62[83] : (!llvm.ptr) -> !llvm.ptr, f16
      %2484 = llvm.load %2483 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2485 = llvm.getelementptr %683[8545] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2484, %2485 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %2486 = llvm.add %1834, %42 overflow<nsw> : i32
      %2487 = llvm.add %1835, %16 overflow<nsw> : i32
      %2488 = llvm.icmp "slt" %2486, %51 : i32
      %2489 = llvm.icmp "slt" %2487, %43 : i32
      %2490 = llvm.and %2488, %2489 : i1
      llvm.cond_br %2490, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %2491 = llvm.getelementptr %62[84] : (!llvm.ptr) -> !llvm.ptr, f16
      %2492 = llvm.load %2491 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2493 = llvm.getelementptr %683[33696] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2492, %2493 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %2494 = llvm.add %1834, %42 overflow<nsw> : i32
      %2495 = llvm.add %1835, %8 overflow<nsw> : i32
      %2496 = llvm.icmp "slt" %2494, %51 : i32
      %2497 = llvm.icmp "slt" %2495, %43 : i32
      %2498 = llvm.and %2496, %2497 : i1
      llvm.cond_br %2498, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2499 = llvm.getelementptr %62[85] : (!llvm.ptr) -> !llvm.ptr, f16
      %2500 = llvm.load %2499 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2501 = llvm.getelementptr %683[33697] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2500, %2501 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2502 = llvm.add %1834, %30 overflow<nsw> : i32
      %2503 = llvm.add %1835, %16 overflow<nsw> : i32
      %2504 = llvm.icmp "slt" %2502, %51 : i32
      %2505 = llvm.icmp "slt" %2503, %43 : i32
      %2506 = llvm.and %2504, %2505 : i1
      llvm.cond_br %2506, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2507 = llvm.getelementptr %62[86] : (!llvm.ptr) -> !llvm.ptr, f16
      %2508 = llvm.load %2507 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2509 = llvm.getelementptr %683[42080] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2508, %2509 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2510 = llvm.add %1834, %30 overflow<nsw> : i32
      %2511 = llvm.add %1835, %8 overflow<nsw> : i32
      %2512 = llvm.icmp "slt" %2510, %51 : i32
      %2513 = llvm.icmp "slt" %2511, %43 : i32
      %2514 = llvm.and %2512, %2513 : i1
      llvm.cond_br %2514, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2515 = llvm.getelementptr %62[87] : (!llvm.ptr) -> !llvm.ptr, f16
      %2516 = llvm.load %2515 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2517 = llvm.getelementptr %683[42081] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2516, %2517 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2518 = llvm.add %1834, %33 overflow<nsw> : i32
      %2519 = llvm.add %1835, %16 overflow<nsw> : i32
      %2520 = llvm.icmp "slt" %2518, %51 : i32
      %2521 = llvm.icmp "slt" %2519, %43 : i32
      %2522 = llvm.and %2520, %2521 : i1
      llvm.cond_br %2522, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2523 = llvm.getelementptr %62[88] : (!llvm.ptr) -> !llvm.ptr, f16
      %2524 = llvm.load %2523 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2525 = llvm.getelementptr %683[67232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2524, %2525 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2526 = llvm.add %1834, %33 overflow<nsw> : i32
      %2527 = llvm.add %1835, %8 overflow<nsw> : i32
      %2528 = llvm.icmp "slt" %2526, %51 : i32
      %2529 = llvm.icmp "slt" %2527, %43 : i32
      %2530 = llvm.and %2528, %2529 : i1
      llvm.cond_br %2530, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2531 = llvm.getelementptr %62[89] : (!llvm.ptr) -> !llvm.ptr, f16
      %2532 = llvm.load %2531 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2533 = llvm.getelementptr %683[67233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2532, %2533 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2534 = llvm.add %1834, %12 overflow<nsw> : i32
      %2535 = llvm.add %1835, %16 overflow<nsw> : i32
      %2536 = llvm.icmp "slt" %2534, %51 : i32
      %2537 = llvm.icmp "slt" %2535, %43 : i32
      %2538 = llvm.and %2536, %2537 : i1
      llvm.cond_br %2538, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2539 = llvm.getelementptr %62[90] : (!llvm.ptr) -> !llvm.ptr, f16
      %2540 = llvm.load %2539 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2541 = llvm.getelementptr %683[75616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2540, %2541 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2542 = llvm.add %1834, %12 overflow<nsw> : i32
      %2543 = llvm.add %1835, %8 overflow<nsw> : i32
      %2544 = llvm.icmp "slt" %2542, %51 : i32
      %2545 = llvm.icmp "slt" %2543, %43 : i32
      %2546 = llvm.and %2544, %2545 : i1
      llvm.cond_br %2546, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2547 = llvm.getelementptr %62[91] : (!llvm.ptr) -> !llvm.ptr, f16
      %2548 = llvm.load %2547 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2549 = llvm.getelementptr %683[75617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2548, %2549 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2550 = llvm.add %1834, %58 overflow<nsw> : i32
      %2551 = llvm.add %1835, %16 overflow<nsw> : i32
      %2552 = llvm.icmp "slt" %2550, %51 : i32
      %2553 = llvm.icmp "slt" %2551, %43 : i32
      %2554 = llvm.and %2552, %2553 : i1
      llvm.cond_br %2554, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2555 = llvm.getelementptr %62[92] : (!llvm.ptr) -> !llvm.ptr, f16
      %2556 = llvm.load %2555 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2557 = llvm.getelementptr %683[100768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2556, %2557 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2558 = llvm.add %1834, %58 overflow<nsw> : i32
      %2559 = llvm.add %1835, %8 overflow<nsw> : i32
      %2560 = llvm.icmp "slt" %2558, %51 : i32
      %2561 = llvm.icmp "slt" %2559, %43 : i32
      %2562 = llvm.and %2560, %2561 : i1
      llvm.cond_br %2562, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2563 = llvm.getelementptr %62[93] : (!llvm.ptr) -> !llvm.ptr, f16
      %2564 = llvm.load %2563 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2565 = llvm.getelementptr %683[100769] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2564, %2565 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2566 = llvm.add %1834, %10 overflow<nsw> : i32
      %2567 = llvm.add %1835, %16 overflow<nsw> : i32
      %2568 = llvm.icmp "slt" %2566, %51 : i32
      %2569 = llvm.icmp "slt" %2567, %43 : i32
      %2570 = llvm.and %2568, %2569 : i1
      llvm.cond_br %2570, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2571 = llvm.getelementptr %62[94] : (!llvm.ptr) -> !llvm.ptr, f16
      %2572 = llvm.load %2571 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2573 = llvm.getelementptr %683[109152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2572, %2573 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2574 = llvm.add %1834, %10 overflow<nsw> : i32
      %2575 = llvm.add %1835, %8 overflow<nsw> : i32
      %2576 = llvm.icmp "slt" %2574, %51 : i32
      %2577 = llvm.icmp "slt" %2575, %43 : i32
      %2578 = llvm.and %2576, %2577 : i1
      llvm.cond_br %2578, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2579 = llvm.getelementptr %62[95] : (!llvm.ptr) -> !llvm.ptr, f16
      %2580 = llvm.load %2579 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2581 = llvm.getelementptr %683[109153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2580, %2581 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2582 = llvm.add %1835, %59 overflow<nsw> : i32
      %2583 = llvm.icmp "slt" %1834, %51 : i32
      %2584 = llvm.icmp "slt" %2582, %43 : i32
      %2585 = llvm.and %2583, %2584 : i1
      llvm.cond_br %2585, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2586 = llvm.getelementptr %62[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %2587 = llvm.load %2586 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2588 = llvm.getelementptr %683[192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2587, %2588 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2589 = llvm.add %1835, %1 overflow<nsw> : i32
      %2590 = llvm.icmp "slt" %1834, %51 : i32
      %2591 = llvm.icmp "slt" %2589, %43 : i32
      %2592 = llvm.and %2590, %2591 : i1
      llvm.cond_br %2592, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2593 = llvm.getelementptr %62[97] : (!llvm.ptr) -> !llvm.ptr, f16
      %2594 = llvm.load %2593 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2595 = llvm.getelementptr %683[193] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2594, %2595 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2596 = llvm.add %1834, %57 overflow<nsw> : i32
      %2597 = llvm.add %1835, %59 overflow<nsw> : i32
      %2598 = llvm.icmp "slt" %2596, %51 : i32
      %2599 = llvm.icmp "slt" %2597, %43 : i32
      %2600 = llvm.and %2598, %2599 : i1
      llvm.cond_br %2600, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2601 = llvm.getelementptr %62[98] : (!llvm.ptr) -> !llvm.ptr, f16
      %2602 = llvm.load %2601 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2603 = llvm.getelementptr %683[8576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2602, %2603 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2604 = llvm.add %1834, %57 overflow<nsw> : i32
      %2605 = llvm.add %1835, %1 overflow<nsw> : i32
      %2606 = llvm.icmp "slt" %2604, %51 : i32
      %2607 = llvm.icmp "slt" %2605, %43 : i32
      %2608 = llvm.and %2606, %2607 : i1
      llvm.cond_br %2608, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2609 = llvm.getelementptr %62[99] : (!llvm.ptr) -> !llvm.ptr, f16
      %2610 = llvm.load %2609 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2611 = llvm.getelementptr %683[8577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2610, %2611 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2612 = llvm.add %1834, %42 overflow<nsw> : i32
      %2613 = llvm.add %1835, %59 overflow<nsw> : i32
      %2614 = llvm.icmp "slt" %2612, %51 : i32
      %2615 = llvm.icmp "slt" %2613, %43 : i32
      %2616 = llvm.and %2614, %2615 : i1
      llvm.cond_br %2616, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2617 = llvm.getelementptr %62[100] : (!llvm.ptr) -> !llvm.ptr, f16
      %2618 = llvm.load %2617 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2619 = llvm.getelementptr %683[33728] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2618, %2619 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2620 = llvm.add %1834, %42 overflow<nsw> : i32
      %2621 = llvm.add %1835, %1 overflow<nsw> : i32
      %2622 = llvm.icmp "slt" %2620, %51 : i32
      %2623 = llvm.icmp "slt" %2621, %43 : i32
      %2624 = llvm.and %2622, %2623 : i1
      llvm.cond_br %2624, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2625 = llvm.getelementptr %62[101] : (!llvm.ptr) -> !llvm.ptr, f16
      %2626 = llvm.load %2625 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2627 = llvm.getelementptr %683[33729] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2626, %2627 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2628 = llvm.add %1834, %30 overflow<nsw> : i32
      %2629 = llvm.add %1835, %59 overflow<nsw> : i32
      %2630 = llvm.icmp "slt" %2628, %51 : i32
      %2631 = llvm.icmp "slt" %2629, %43 : i32
      %2632 = llvm.and %2630, %2631 : i1
      llvm.cond_br %2632, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2633 = llvm.getelementptr %62[102] : (!llvm.ptr) -> !llvm.ptr, f16
      %2634 = llvm.load %2633 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2635 = llvm.getelementptr %683[42112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2634, %2635 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2636 = llvm.add %1834, %30 overflow<nsw> : i32
      %2637 = llvm.add %1835, %1 overflow<nsw> : i32
      %2638 = llvm.icmp "slt" %2636, %51 : i32
      %2639 = llvm.icmp "slt" %2637, %43 : i32
      %2640 = llvm.and %2638, %2639 : i1
      llvm.cond_br %2640, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2641 = llvm.getelementptr %62[103] : (!llvm.ptr) -> !llvm.ptr, f16
      %2642 = llvm.load %2641 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2643 = llvm.getelementptr %683[42113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2642, %2643 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2644 = llvm.add %1834, %33 overflow<nsw> : i32
      %2645 = llvm.add %1835, %59 overflow<nsw> : i32
      %2646 = llvm.icmp "slt" %2644, %51 : i32
      %2647 = llvm.icmp "slt" %2645, %43 : i32
      %2648 = llvm.and %2646, %2647 : i1
      llvm.cond_br %2648, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2649 = llvm.getelementptr %62[104] : (!llvm.ptr) -> !llvm.ptr, f16
      %2650 = llvm.load %2649 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2651 = llvm.getelementptr %683[67264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2650, %2651 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2652 = llvm.add %1834, %33 overflow<nsw> : i32
      %2653 = llvm.add %1835, %1 overflow<nsw> : i32
      %2654 = llvm.icmp "slt" %2652, %51 : i32
      %2655 = llvm.icmp "slt" %2653, %43 : i32
      %2656 = llvm.and %2654, %2655 : i1
      llvm.cond_br %2656, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2657 = llvm.getelementptr %62[105] : (!llvm.ptr) -> !llvm.ptr, f16
      %2658 = llvm.load %2657 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2659 = llvm.getelementptr %683[67265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2658, %2659 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2660 = llvm.add %1834, %12 overflow<nsw> : i32
      %2661 = llvm.add %1835, %59 overflow<nsw> : i32
      %2662 = llvm.icmp "slt" %2660, %51 : i32
      %2663 = llvm.icmp "slt" %2661, %43 : i32
      %2664 = llvm.and %2662, %2663 : i1
      llvm.cond_br %2664, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2665 = llvm.getelementptr %62[106] : (!llvm.ptr) -> !llvm.ptr, f16
      %2666 = llvm.load %2665 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2667 = llvm.getelementptr %683[75648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2666, %2667 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2668 = llvm.add %1834, %12 overflow<nsw> : i32
      %2669 = llvm.add %1835, %1 overflow<nsw> : i32
      %2670 = llvm.icmp "slt" %2668, %51 : i32
      %2671 = llvm.icmp "slt" %2669, %43 : i32
      %2672 = llvm.and %2670, %2671 : i1
      llvm.cond_br %2672, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2673 = llvm.getelementptr %62[107] : (!llvm.ptr) -> !llvm.ptr, f16
      %2674 = llvm.load %2673 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2675 = llvm.getelementptr %683[75649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2674, %2675 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2676 = llvm.add %1834, %58 overflow<nsw> : i32
      %2677 = llvm.add %1835, %59 overflow<nsw> : i32
      %2678 = llvm.icmp "slt" %2676, %51 : i32
      %2679 = llvm.icmp "slt" %2677, %43 : i32
      %2680 = llvm.and %2678, %2679 : i1
      llvm.cond_br %2680, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2681 = llvm.getelementptr %62[108] : (!llvm.ptr) -> !llvm.ptr, f16
      %2682 = llvm.load %2681 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2683 = llvm.getelementptr %683[100800] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2682, %2683 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2684 = llvm.add %1834, %58 overflow<nsw> : i32
      %2685 = llvm.add %1835, %1 overflow<nsw> : i32
      %2686 = llvm.icmp "slt" %2684, %51 : i32
      %2687 = llvm.icmp "slt" %2685, %43 : i32
      %2688 = llvm.and %2686, %2687 : i1
      llvm.cond_br %2688, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2689 = llvm.getelementptr %62[109] : (!llvm.ptr) -> !llvm.ptr, f16
      %2690 = llvm.load %2689 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2691 = llvm.getelementptr %683[100801] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2690, %2691 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2692 = llvm.add %1834, %10 overflow<nsw> : i32
      %2693 = llvm.add %1835, %59 overflow<nsw> : i32
      %2694 = llvm.icmp "slt" %2692, %51 : i32
      %2695 = llvm.icmp "slt" %2693, %43 : i32
      %2696 = llvm.and %2694, %2695 : i1
      llvm.cond_br %2696, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2697 = llvm.getelementptr %62[110] : (!llvm.ptr) -> !llvm.ptr, f16
      %2698 = llvm.load %2697 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2699 = llvm.getelementptr %683[109184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2698, %2699 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2700 = llvm.add %1834, %10 overflow<nsw> : i32
      %2701 = llvm.add %1835, %1 overflow<nsw> : i32
      %2702 = llvm.icmp "slt" %2700, %51 : i32
      %2703 = llvm.icmp "slt" %2701, %43 : i32
      %2704 = llvm.and %2702, %2703 : i1
      llvm.cond_br %2704, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2705 = llvm.getelementptr %62[111] : (!llvm.ptr) -> !llvm.ptr, f16
      %2706 = llvm.load %2705 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2707 = llvm.getelementptr %683[109185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2706, %2707 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2708 = llvm.add %1835, %15 overflow<nsw> : i32
      %2709 = llvm.icmp "slt" %1834, %51 : i32
      %2710 = llvm.icmp "slt" %2708, %43 : i32
      %2711 = llvm.and %2709, %2710 : i1
      llvm.cond_br %2711, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2712 = llvm.getelementptr %62[112] : (!llvm.ptr) -> !llvm.ptr, f16
      %2713 = llvm.load %2712 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2714 = llvm.getelementptr %683[224] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2713, %2714 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2715 = llvm.add %1835, %0 overflow<nsw> : i32
      %2716 = llvm.icmp "slt" %1834, %51 : i32
      %2717 = llvm.icmp "slt" %2715, %43 : i32
      %2718 = llvm.and %2716, %2717 : i1
      llvm.cond_br %2718, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2719 = llvm.getelementptr %62[113] : (!llvm.ptr) -> !llvm.ptr, f16
      %2720 = llvm.load %2719 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2721 = llvm.getelementptr %683[225] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2720, %2721 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2722 = llvm.add %1834, %57 overflow<nsw> : i32
      %2723 = llvm.add %1835, %15 overflow<nsw> : i32
      %2724 = llvm.icmp "slt" %2722, %51 : i32
      %2725 = llvm.icmp "slt" %2723, %43 : i32
      %2726 = llvm.and %2724, %2725 : i1
      llvm.cond_br %2726, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2727 = llvm.getelementptr %62[114] : (!llvm.ptr) -> !llvm.ptr, f16
      %2728 = llvm.load %2727 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2729 = llvm.getelementptr %683[8608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2728, %2729 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2730 = llvm.add %1834, %57 overflow<nsw> : i32
      %2731 = llvm.add %1835, %0 overflow<nsw> : i32
      %2732 = llvm.icmp "slt" %2730, %51 : i32
      %2733 = llvm.icmp "slt" %2731, %43 : i32
      %2734 = llvm.and %2732, %2733 : i1
      llvm.cond_br %2734, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2735 = llvm.getelementptr %62[115] : (!llvm.ptr) -> !llvm.ptr, f16
      %2736 = llvm.load %2735 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2737 = llvm.getelementptr %683[8609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2736, %2737 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2738 = llvm.add %1834, %42 overflow<nsw> : i32
      %2739 = llvm.add %1835, %15 overflow<nsw> : i32
      %2740 = llvm.icmp "slt" %2738, %51 : i32
      %2741 = llvm.icmp "slt" %2739, %43 : i32
      %2742 = llvm.and %2740, %2741 : i1
      llvm.cond_br %2742, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2743 = llvm.getelementptr %62[116] : (!llvm.ptr) -> !llvm.ptr, f16
      %2744 = llvm.load %2743 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2745 = llvm.getelementptr %683[33760] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2744, %2745 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2746 = llvm.add %1834, %42 overflow<nsw> : i32
      %2747 = llvm.add %1835, %0 overflow<nsw> : i32
      %2748 = llvm.icmp "slt" %2746, %51 : i32
      %2749 = llvm.icmp "slt" %2747, %43 : i32
      %2750 = llvm.and %2748, %2749 : i1
      llvm.cond_br %2750, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2751 = llvm.getelementptr %62[117] : (!llvm.ptr) -> !llvm.ptr, f16
      %2752 = llvm.load %2751 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2753 = llvm.getelementptr %683[33761] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2752, %2753 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2754 = llvm.add %1834, %30 overflow<nsw> : i32
      %2755 = llvm.add %1835, %15 overflow<nsw> : i32
      %2756 = llvm.icmp "slt" %2754, %51 : i32
      %2757 = llvm.icmp "slt" %2755, %43 : i32
      %2758 = llvm.and %2756, %2757 : i1
      llvm.cond_br %2758, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2759 = llvm.getelementptr %62[118] : (!llvm.ptr) -> !llvm.ptr, f16
      %2760 = llvm.load %2759 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2761 = llvm.getelementptr %683[42144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2760, %2761 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2762 = llvm.add %1834, %30 overflow<nsw> : i32
      %2763 = llvm.add %1835, %0 overflow<nsw> : i32
      %2764 = llvm.icmp "slt" %2762, %51 : i32
      %2765 = llvm.icmp "slt" %2763, %43 : i32
      %2766 = llvm.and %2764, %2765 : i1
      llvm.cond_br %2766, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2767 = llvm.getelementptr %62[119] : (!llvm.ptr) -> !llvm.ptr, f16
      %2768 = llvm.load %2767 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2769 = llvm.getelementptr %683[42145] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2768, %2769 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2770 = llvm.add %1834, %33 overflow<nsw> : i32
      %2771 = llvm.add %1835, %15 overflow<nsw> : i32
      %2772 = llvm.icmp "slt" %2770, %51 : i32
      %2773 = llvm.icmp "slt" %2771, %43 : i32
      %2774 = llvm.and %2772, %2773 : i1
      llvm.cond_br %2774, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2775 = llvm.getelementptr %62[120] : (!llvm.ptr) -> !llvm.ptr, f16
      %2776 = llvm.load %2775 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2777 = llvm.getelementptr %683[67296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2776, %2777 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2778 = llvm.add %1834, %33 overflow<nsw> : i32
      %2779 = llvm.add %1835, %0 overflow<nsw> : i32
      %2780 = llvm.icmp "slt" %2778, %51 : i32
      %2781 = llvm.icmp "slt" %2779, %43 : i32
      %2782 = llvm.and %2780, %2781 : i1
      llvm.cond_br %2782, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2783 = llvm.getelementptr %62[121] : (!llvm.ptr) -> !llvm.ptr, f16
      %2784 = llvm.load %2783 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2785 = llvm.getelementptr %683[67297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2784, %2785 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2786 = llvm.add %1834, %12 overflow<nsw> : i32
      %2787 = llvm.add %1835, %15 overflow<nsw> : i32
      %2788 = llvm.icmp "slt" %2786, %51 : i32
      %2789 = llvm.icmp "slt" %2787, %43 : i32
      %2790 = llvm.and %2788, %2789 : i1
      llvm.cond_br %2790, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2791 = llvm.getelementptr %62[122] : (!llvm.ptr) -> !llvm.ptr, f16
      %2792 = llvm.load %2791 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2793 = llvm.getelementptr %683[75680] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2792, %2793 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2794 = llvm.add %1834, %12 overflow<nsw> : i32
      %2795 = llvm.add %1835, %0 overflow<nsw> : i32
      %2796 = llvm.icmp "slt" %2794, %51 : i32
      %2797 = llvm.icmp "slt" %2795, %43 : i32
      %2798 = llvm.and %2796, %2797 : i1
      llvm.cond_br %2798, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2799 = llvm.getelementptr %62[123] : (!llvm.ptr) -> !llvm.ptr, f16
      %2800 = llvm.load %2799 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2801 = llvm.getelementptr %683[75681] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2800, %2801 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2802 = llvm.add %1834, %58 overflow<nsw> : i32
      %2803 = llvm.add %1835, %15 overflow<nsw> : i32
      %2804 = llvm.icmp "slt" %2802, %51 : i32
      %2805 = llvm.icmp "slt" %2803, %43 : i32
      %2806 = llvm.and %2804, %2805 : i1
      llvm.cond_br %2806, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2807 = llvm.getelementptr %62[124] : (!llvm.ptr) -> !llvm.ptr, f16
      %2808 = llvm.load %2807 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2809 = llvm.getelementptr %683[100832] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2808, %2809 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2810 = llvm.add %1834, %58 overflow<nsw> : i32
      %2811 = llvm.add %1835, %0 overflow<nsw> : i32
      %2812 = llvm.icmp "slt" %2810, %51 : i32
      %2813 = llvm.icmp "slt" %2811, %43 : i32
      %2814 = llvm.and %2812, %2813 : i1
      llvm.cond_br %2814, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2815 = llvm.getelementptr %62[125] : (!llvm.ptr) -> !llvm.ptr, f16
      %2816 = llvm.load %2815 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2817 = llvm.getelementptr %683[100833] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2816, %2817 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2818 = llvm.add %1834, %10 overflow<nsw> : i32
      %2819 = llvm.add %1835, %15 overflow<nsw> : i32
      %2820 = llvm.icmp "slt" %2818, %51 : i32
      %2821 = llvm.icmp "slt" %2819, %43 : i32
      %2822 = llvm.and %2820, %2821 : i1
      llvm.cond_br %2822, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2823 = llvm.getelementptr %62[126] : (!llvm.ptr) -> !llvm.ptr, f16
      %2824 = llvm.load %2823 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2825 = llvm.getelementptr %683[109216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2824, %2825 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2826 = llvm.add %1834, %10 overflow<nsw> : i32
      %2827 = llvm.add %1835, %0 overflow<nsw> : i32
      %2828 = llvm.icmp "slt" %2826, %51 : i32
      %2829 = llvm.icmp "slt" %2827, %43 : i32
      %2830 = llvm.and %2828, %2829 : i1
      llvm.cond_br %2830, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2831 = llvm.getelementptr %62[127] : (!llvm.ptr) -> !llvm.ptr, f16
      %2832 = llvm.load %2831 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2833 = llvm.getelementptr %683[109217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2832, %2833 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      llvm.br ^bb345
    ^bb345:  // 2 preds: ^bb87, ^bb344
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_h05c93bb3(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.constant(147456 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(40 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(256 : i32) : i32
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
    %96 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9575005a_0<%32> (%12, %14, %16) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %97 = builtin.unrealized_conversion_cast %96 : !cuda.result to i32
    cuda.return_if_error %97 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h5a9b82db(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_h05c93bb3(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
