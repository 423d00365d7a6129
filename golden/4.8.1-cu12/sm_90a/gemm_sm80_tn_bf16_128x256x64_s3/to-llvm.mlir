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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 40, 1, 2>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 147456 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %53 = llvm.mlir.constant(0.000000e+00 : bf16) : bf16
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
      %115 = llvm.getelementptr %114[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %116 = llvm.mul %101, %22 overflow<nsw> : i32
      %117 = llvm.getelementptr %115[%116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %118 = llvm.mul %83, %21 overflow<nsw> : i32
      %119 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %120 = llvm.getelementptr %119[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %121 = llvm.mul %112, %20 overflow<nsw> : i32
      %122 = llvm.getelementptr %120[%121] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %123 = llvm.mul %83, %19 overflow<nsw> : i32
      %124 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %125 = llvm.getelementptr %124[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %126 = llvm.mul %101, %18 overflow<nsw> : i32
      %127 = llvm.mul %112, %48 overflow<nsw> : i32
      %128 = llvm.add %126, %127 overflow<nsw> : i32
      %129 = llvm.getelementptr %125[%128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %130 = llvm.mul %101, %60 overflow<nsw> : i32
      %131 = llvm.mul %112, %48 overflow<nsw> : i32
      %132 = llvm.mul %101, %60 overflow<nsw> : i32
      %133 = llvm.mul %112, %48 overflow<nsw> : i32
      %134 = llvm.getelementptr %117[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %135 = llvm.getelementptr %122[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
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
      %149 = llvm.getelementptr %139[%148] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %150 = llvm.srem %144, %57 : i32
      %151 = llvm.mul %150, %33 overflow<nsw> : i32
      %152 = llvm.add %146, %151 overflow<nsw> : i32
      %153 = llvm.sdiv %144, %57 : i32
      %154 = llvm.mul %153, %34 overflow<nsw> : i32
      %155 = llvm.and %152, %35 : i32
      %156 = llvm.lshr %155, %36 : i32
      %157 = llvm.xor %152, %156 : i32
      %158 = llvm.add %157, %154 overflow<nsw> : i32
      %159 = llvm.getelementptr %77[%158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %160 = llvm.add %130, %144 overflow<nsw> : i32
      %161 = llvm.add %146, %17 overflow<nsw> : i32
      %162 = llvm.getelementptr %143[%148] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %163 = llvm.getelementptr %80[%158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      llvm.store %53, %67 {alignment = 32 : i64} : bf16, !llvm.ptr
      %280 = llvm.getelementptr %67[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %280 {alignment = 2 : i64} : bf16, !llvm.ptr
      %281 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %281 {alignment = 4 : i64} : bf16, !llvm.ptr
      %282 = llvm.getelementptr %67[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %282 {alignment = 2 : i64} : bf16, !llvm.ptr
      %283 = llvm.getelementptr %67[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %283 {alignment = 8 : i64} : bf16, !llvm.ptr
      %284 = llvm.getelementptr %67[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %284 {alignment = 2 : i64} : bf16, !llvm.ptr
      %285 = llvm.getelementptr %67[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %285 {alignment = 4 : i64} : bf16, !llvm.ptr
      %286 = llvm.getelementptr %67[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %286 {alignment = 2 : i64} : bf16, !llvm.ptr
      %287 = llvm.getelementptr %67[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %287 {alignment = 16 : i64} : bf16, !llvm.ptr
      %288 = llvm.getelementptr %67[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %288 {alignment = 2 : i64} : bf16, !llvm.ptr
      %289 = llvm.getelementptr %67[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %289 {alignment = 4 : i64} : bf16, !llvm.ptr
      %290 = llvm.getelementptr %67[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %290 {alignment = 2 : i64} : bf16, !llvm.ptr
      %291 = llvm.getelementptr %67[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %291 {alignment = 8 : i64} : bf16, !llvm.ptr
      %292 = llvm.getelementptr %67[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %292 {alignment = 2 : i64} : bf16, !llvm.ptr
      %293 = llvm.getelementptr %67[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %293 {alignment = 4 : i64} : bf16, !llvm.ptr
      %294 = llvm.getelementptr %67[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %294 {alignment = 2 : i64} : bf16, !llvm.ptr
      %295 = llvm.getelementptr %67[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %295 {alignment = 32 : i64} : bf16, !llvm.ptr
      %296 = llvm.getelementptr %67[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %296 {alignment = 2 : i64} : bf16, !llvm.ptr
      %297 = llvm.getelementptr %67[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %297 {alignment = 4 : i64} : bf16, !llvm.ptr
      %298 = llvm.getelementptr %67[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %298 {alignment = 2 : i64} : bf16, !llvm.ptr
      %299 = llvm.getelementptr %67[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %299 {alignment = 8 : i64} : bf16, !llvm.ptr
      %300 = llvm.getelementptr %67[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %300 {alignment = 2 : i64} : bf16, !llvm.ptr
      %301 = llvm.getelementptr %67[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %301 {alignment = 4 : i64} : bf16, !llvm.ptr
      %302 = llvm.getelementptr %67[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %302 {alignment = 2 : i64} : bf16, !llvm.ptr
      %303 = llvm.getelementptr %67[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %303 {alignment = 16 : i64} : bf16, !llvm.ptr
      %304 = llvm.getelementptr %67[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %304 {alignment = 2 : i64} : bf16, !llvm.ptr
      %305 = llvm.getelementptr %67[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %305 {alignment = 4 : i64} : bf16, !llvm.ptr
      %306 = llvm.getelementptr %67[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %306 {alignment = 2 : i64} : bf16, !llvm.ptr
      %307 = llvm.getelementptr %67[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %307 {alignment = 8 : i64} : bf16, !llvm.ptr
      %308 = llvm.getelementptr %67[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %308 {alignment = 2 : i64} : bf16, !llvm.ptr
      %309 = llvm.getelementptr %67[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %309 {alignment = 4 : i64} : bf16, !llvm.ptr
      %310 = llvm.getelementptr %67[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %310 {alignment = 2 : i64} : bf16, !llvm.ptr
      %311 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %311 {alignment = 32 : i64} : bf16, !llvm.ptr
      %312 = llvm.getelementptr %67[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %312 {alignment = 2 : i64} : bf16, !llvm.ptr
      %313 = llvm.getelementptr %67[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %313 {alignment = 4 : i64} : bf16, !llvm.ptr
      %314 = llvm.getelementptr %67[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %314 {alignment = 2 : i64} : bf16, !llvm.ptr
      %315 = llvm.getelementptr %67[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %315 {alignment = 8 : i64} : bf16, !llvm.ptr
      %316 = llvm.getelementptr %67[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %316 {alignment = 2 : i64} : bf16, !llvm.ptr
      %317 = llvm.getelementptr %67[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %317 {alignment = 4 : i64} : bf16, !llvm.ptr
      %318 = llvm.getelementptr %67[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %318 {alignment = 2 : i64} : bf16, !llvm.ptr
      %319 = llvm.getelementptr %67[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %319 {alignment = 16 : i64} : bf16, !llvm.ptr
      %320 = llvm.getelementptr %67[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %320 {alignment = 2 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %67[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %321 {alignment = 4 : i64} : bf16, !llvm.ptr
      %322 = llvm.getelementptr %67[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %322 {alignment = 2 : i64} : bf16, !llvm.ptr
      %323 = llvm.getelementptr %67[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %323 {alignment = 8 : i64} : bf16, !llvm.ptr
      %324 = llvm.getelementptr %67[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %324 {alignment = 2 : i64} : bf16, !llvm.ptr
      %325 = llvm.getelementptr %67[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %325 {alignment = 4 : i64} : bf16, !llvm.ptr
      %326 = llvm.getelementptr %67[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %326 {alignment = 2 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %67[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %327 {alignment = 32 : i64} : bf16, !llvm.ptr
      %328 = llvm.getelementptr %67[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %328 {alignment = 2 : i64} : bf16, !llvm.ptr
      %329 = llvm.getelementptr %67[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %329 {alignment = 4 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %67[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %330 {alignment = 2 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %67[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %331 {alignment = 8 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %67[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %332 {alignment = 2 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %67[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %333 {alignment = 4 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %67[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %334 {alignment = 2 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %67[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %335 {alignment = 16 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %67[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %336 {alignment = 2 : i64} : bf16, !llvm.ptr
      %337 = llvm.getelementptr %67[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %337 {alignment = 4 : i64} : bf16, !llvm.ptr
      %338 = llvm.getelementptr %67[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %338 {alignment = 2 : i64} : bf16, !llvm.ptr
      %339 = llvm.getelementptr %67[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %339 {alignment = 8 : i64} : bf16, !llvm.ptr
      %340 = llvm.getelementptr %67[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %340 {alignment = 2 : i64} : bf16, !llvm.ptr
      %341 = llvm.getelementptr %67[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %341 {alignment = 4 : i64} : bf16, !llvm.ptr
      %342 = llvm.getelementptr %67[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %342 {alignment = 2 : i64} : bf16, !llvm.ptr
      %343 = llvm.getelementptr %67[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %343 {alignment = 32 : i64} : bf16, !llvm.ptr
      %344 = llvm.getelementptr %67[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %344 {alignment = 2 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %67[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %345 {alignment = 4 : i64} : bf16, !llvm.ptr
      %346 = llvm.getelementptr %67[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %346 {alignment = 2 : i64} : bf16, !llvm.ptr
      %347 = llvm.getelementptr %67[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %347 {alignment = 8 : i64} : bf16, !llvm.ptr
      %348 = llvm.getelementptr %67[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %348 {alignment = 2 : i64} : bf16, !llvm.ptr
      %349 = llvm.getelementptr %67[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %349 {alignment = 4 : i64} : bf16, !llvm.ptr
      %350 = llvm.getelementptr %67[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %350 {alignment = 2 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %67[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %351 {alignment = 16 : i64} : bf16, !llvm.ptr
      %352 = llvm.getelementptr %67[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %352 {alignment = 2 : i64} : bf16, !llvm.ptr
      %353 = llvm.getelementptr %67[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %353 {alignment = 4 : i64} : bf16, !llvm.ptr
      %354 = llvm.getelementptr %67[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %354 {alignment = 2 : i64} : bf16, !llvm.ptr
      %355 = llvm.getelementptr %67[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %355 {alignment = 8 : i64} : bf16, !llvm.ptr
      %356 = llvm.getelementptr %67[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %356 {alignment = 2 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %67[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %357 {alignment = 4 : i64} : bf16, !llvm.ptr
      %358 = llvm.getelementptr %67[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %358 {alignment = 2 : i64} : bf16, !llvm.ptr
      %359 = llvm.getelementptr %67[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %359 {alignment = 32 : i64} : bf16, !llvm.ptr
      %360 = llvm.getelementptr %67[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %360 {alignment = 2 : i64} : bf16, !llvm.ptr
      %361 = llvm.getelementptr %67[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %361 {alignment = 4 : i64} : bf16, !llvm.ptr
      %362 = llvm.getelementptr %67[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %362 {alignment = 2 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %67[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %363 {alignment = 8 : i64} : bf16, !llvm.ptr
      %364 = llvm.getelementptr %67[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %364 {alignment = 2 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %67[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %365 {alignment = 4 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %67[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %366 {alignment = 2 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %67[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %367 {alignment = 16 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %67[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %368 {alignment = 2 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %67[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %369 {alignment = 4 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %67[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %370 {alignment = 2 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %67[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %371 {alignment = 8 : i64} : bf16, !llvm.ptr
      %372 = llvm.getelementptr %67[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %372 {alignment = 2 : i64} : bf16, !llvm.ptr
      %373 = llvm.getelementptr %67[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %373 {alignment = 4 : i64} : bf16, !llvm.ptr
      %374 = llvm.getelementptr %67[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %374 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb1(%38 : i32)
    ^bb1(%375: i32):  // 2 preds: ^bb0, ^bb2
      %376 = llvm.icmp "slt" %375, %54 : i32
      llvm.cond_br %376, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %377 = llvm.mul %375, %57 overflow<nsw> : i32
      %378 = llvm.getelementptr %67[%377] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %379 = llvm.mul %375, %50 overflow<nsw> : i32
      %380 = llvm.getelementptr %159[%379] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %381 = llvm.load %378 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %381, %380 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %382 = llvm.add %375, %61 : i32
      llvm.br ^bb1(%382 : i32) {loop_annotation = #loop_annotation}
    ^bb3:  // pred: ^bb1
      llvm.store %53, %66 {alignment = 32 : i64} : bf16, !llvm.ptr
      %383 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %383 {alignment = 2 : i64} : bf16, !llvm.ptr
      %384 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %384 {alignment = 4 : i64} : bf16, !llvm.ptr
      %385 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %385 {alignment = 2 : i64} : bf16, !llvm.ptr
      %386 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %386 {alignment = 8 : i64} : bf16, !llvm.ptr
      %387 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %387 {alignment = 2 : i64} : bf16, !llvm.ptr
      %388 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %388 {alignment = 4 : i64} : bf16, !llvm.ptr
      %389 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %389 {alignment = 2 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %66[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %390 {alignment = 16 : i64} : bf16, !llvm.ptr
      %391 = llvm.getelementptr %66[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %391 {alignment = 2 : i64} : bf16, !llvm.ptr
      %392 = llvm.getelementptr %66[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %392 {alignment = 4 : i64} : bf16, !llvm.ptr
      %393 = llvm.getelementptr %66[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %393 {alignment = 2 : i64} : bf16, !llvm.ptr
      %394 = llvm.getelementptr %66[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %394 {alignment = 8 : i64} : bf16, !llvm.ptr
      %395 = llvm.getelementptr %66[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %395 {alignment = 2 : i64} : bf16, !llvm.ptr
      %396 = llvm.getelementptr %66[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %396 {alignment = 4 : i64} : bf16, !llvm.ptr
      %397 = llvm.getelementptr %66[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %397 {alignment = 2 : i64} : bf16, !llvm.ptr
      %398 = llvm.getelementptr %66[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %398 {alignment = 32 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %66[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %399 {alignment = 2 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %66[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %400 {alignment = 4 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %66[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %401 {alignment = 2 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %66[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %402 {alignment = 8 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %66[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %403 {alignment = 2 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %66[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %404 {alignment = 4 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %66[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %405 {alignment = 2 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %66[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %406 {alignment = 16 : i64} : bf16, !llvm.ptr
      %407 = llvm.getelementptr %66[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %407 {alignment = 2 : i64} : bf16, !llvm.ptr
      %408 = llvm.getelementptr %66[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %408 {alignment = 4 : i64} : bf16, !llvm.ptr
      %409 = llvm.getelementptr %66[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %409 {alignment = 2 : i64} : bf16, !llvm.ptr
      %410 = llvm.getelementptr %66[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %410 {alignment = 8 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %66[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %411 {alignment = 2 : i64} : bf16, !llvm.ptr
      %412 = llvm.getelementptr %66[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %412 {alignment = 4 : i64} : bf16, !llvm.ptr
      %413 = llvm.getelementptr %66[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %413 {alignment = 2 : i64} : bf16, !llvm.ptr
      %414 = llvm.getelementptr %66[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %414 {alignment = 32 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %66[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %415 {alignment = 2 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %66[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %416 {alignment = 4 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %66[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %417 {alignment = 2 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %66[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %418 {alignment = 8 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %66[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %419 {alignment = 2 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %66[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %420 {alignment = 4 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %66[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %421 {alignment = 2 : i64} : bf16, !llvm.ptr
      %422 = llvm.getelementptr %66[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %422 {alignment = 16 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %66[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %423 {alignment = 2 : i64} : bf16, !llvm.ptr
      %424 = llvm.getelementptr %66[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %424 {alignment = 4 : i64} : bf16, !llvm.ptr
      %425 = llvm.getelementptr %66[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %425 {alignment = 2 : i64} : bf16, !llvm.ptr
      %426 = llvm.getelementptr %66[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %426 {alignment = 8 : i64} : bf16, !llvm.ptr
      %427 = llvm.getelementptr %66[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %427 {alignment = 2 : i64} : bf16, !llvm.ptr
      %428 = llvm.getelementptr %66[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %428 {alignment = 4 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %66[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %429 {alignment = 2 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %66[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %430 {alignment = 32 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %66[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %431 {alignment = 2 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %66[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %432 {alignment = 4 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %66[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %433 {alignment = 2 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %66[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %434 {alignment = 8 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %66[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %435 {alignment = 2 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %66[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %436 {alignment = 4 : i64} : bf16, !llvm.ptr
      %437 = llvm.getelementptr %66[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %437 {alignment = 2 : i64} : bf16, !llvm.ptr
      %438 = llvm.getelementptr %66[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %438 {alignment = 16 : i64} : bf16, !llvm.ptr
      %439 = llvm.getelementptr %66[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %439 {alignment = 2 : i64} : bf16, !llvm.ptr
      %440 = llvm.getelementptr %66[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %440 {alignment = 4 : i64} : bf16, !llvm.ptr
      %441 = llvm.getelementptr %66[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %441 {alignment = 2 : i64} : bf16, !llvm.ptr
      %442 = llvm.getelementptr %66[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %442 {alignment = 8 : i64} : bf16, !llvm.ptr
      %443 = llvm.getelementptr %66[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %443 {alignment = 2 : i64} : bf16, !llvm.ptr
      %444 = llvm.getelementptr %66[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %444 {alignment = 4 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %66[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %445 {alignment = 2 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %66[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %446 {alignment = 32 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %66[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %447 {alignment = 2 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %66[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %448 {alignment = 4 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %66[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %449 {alignment = 2 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %66[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %450 {alignment = 8 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %66[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %451 {alignment = 2 : i64} : bf16, !llvm.ptr
      %452 = llvm.getelementptr %66[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %452 {alignment = 4 : i64} : bf16, !llvm.ptr
      %453 = llvm.getelementptr %66[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %453 {alignment = 2 : i64} : bf16, !llvm.ptr
      %454 = llvm.getelementptr %66[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %454 {alignment = 16 : i64} : bf16, !llvm.ptr
      %455 = llvm.getelementptr %66[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %455 {alignment = 2 : i64} : bf16, !llvm.ptr
      %456 = llvm.getelementptr %66[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %456 {alignment = 4 : i64} : bf16, !llvm.ptr
      %457 = llvm.getelementptr %66[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %457 {alignment = 2 : i64} : bf16, !llvm.ptr
      %458 = llvm.getelementptr %66[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %458 {alignment = 8 : i64} : bf16, !llvm.ptr
      %459 = llvm.getelementptr %66[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %459 {alignment = 2 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %66[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %460 {alignment = 4 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %66[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %461 {alignment = 2 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %66[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %462 {alignment = 32 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %66[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %463 {alignment = 2 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %66[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %464 {alignment = 4 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %66[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %465 {alignment = 2 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %66[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %466 {alignment = 8 : i64} : bf16, !llvm.ptr
      %467 = llvm.getelementptr %66[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %467 {alignment = 2 : i64} : bf16, !llvm.ptr
      %468 = llvm.getelementptr %66[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %468 {alignment = 4 : i64} : bf16, !llvm.ptr
      %469 = llvm.getelementptr %66[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %469 {alignment = 2 : i64} : bf16, !llvm.ptr
      %470 = llvm.getelementptr %66[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %470 {alignment = 16 : i64} : bf16, !llvm.ptr
      %471 = llvm.getelementptr %66[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %471 {alignment = 2 : i64} : bf16, !llvm.ptr
      %472 = llvm.getelementptr %66[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %472 {alignment = 4 : i64} : bf16, !llvm.ptr
      %473 = llvm.getelementptr %66[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %473 {alignment = 2 : i64} : bf16, !llvm.ptr
      %474 = llvm.getelementptr %66[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %474 {alignment = 8 : i64} : bf16, !llvm.ptr
      %475 = llvm.getelementptr %66[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %475 {alignment = 2 : i64} : bf16, !llvm.ptr
      %476 = llvm.getelementptr %66[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %476 {alignment = 4 : i64} : bf16, !llvm.ptr
      %477 = llvm.getelementptr %66[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %477 {alignment = 2 : i64} : bf16, !llvm.ptr
      %478 = llvm.getelementptr %66[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %478 {alignment = 32 : i64} : bf16, !llvm.ptr
      %479 = llvm.getelementptr %66[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %479 {alignment = 2 : i64} : bf16, !llvm.ptr
      %480 = llvm.getelementptr %66[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %480 {alignment = 4 : i64} : bf16, !llvm.ptr
      %481 = llvm.getelementptr %66[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %481 {alignment = 2 : i64} : bf16, !llvm.ptr
      %482 = llvm.getelementptr %66[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %482 {alignment = 8 : i64} : bf16, !llvm.ptr
      %483 = llvm.getelementptr %66[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %483 {alignment = 2 : i64} : bf16, !llvm.ptr
      %484 = llvm.getelementptr %66[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %484 {alignment = 4 : i64} : bf16, !llvm.ptr
      %485 = llvm.getelementptr %66[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %485 {alignment = 2 : i64} : bf16, !llvm.ptr
      %486 = llvm.getelementptr %66[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %486 {alignment = 16 : i64} : bf16, !llvm.ptr
      %487 = llvm.getelementptr %66[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %487 {alignment = 2 : i64} : bf16, !llvm.ptr
      %488 = llvm.getelementptr %66[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %488 {alignment = 4 : i64} : bf16, !llvm.ptr
      %489 = llvm.getelementptr %66[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %489 {alignment = 2 : i64} : bf16, !llvm.ptr
      %490 = llvm.getelementptr %66[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %490 {alignment = 8 : i64} : bf16, !llvm.ptr
      %491 = llvm.getelementptr %66[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %491 {alignment = 2 : i64} : bf16, !llvm.ptr
      %492 = llvm.getelementptr %66[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %492 {alignment = 4 : i64} : bf16, !llvm.ptr
      %493 = llvm.getelementptr %66[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %493 {alignment = 2 : i64} : bf16, !llvm.ptr
      %494 = llvm.getelementptr %66[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %494 {alignment = 32 : i64} : bf16, !llvm.ptr
      %495 = llvm.getelementptr %66[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %495 {alignment = 2 : i64} : bf16, !llvm.ptr
      %496 = llvm.getelementptr %66[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %496 {alignment = 4 : i64} : bf16, !llvm.ptr
      %497 = llvm.getelementptr %66[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %497 {alignment = 2 : i64} : bf16, !llvm.ptr
      %498 = llvm.getelementptr %66[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %498 {alignment = 8 : i64} : bf16, !llvm.ptr
      %499 = llvm.getelementptr %66[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %499 {alignment = 2 : i64} : bf16, !llvm.ptr
      %500 = llvm.getelementptr %66[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %500 {alignment = 4 : i64} : bf16, !llvm.ptr
      %501 = llvm.getelementptr %66[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %501 {alignment = 2 : i64} : bf16, !llvm.ptr
      %502 = llvm.getelementptr %66[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %502 {alignment = 16 : i64} : bf16, !llvm.ptr
      %503 = llvm.getelementptr %66[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %503 {alignment = 2 : i64} : bf16, !llvm.ptr
      %504 = llvm.getelementptr %66[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %504 {alignment = 4 : i64} : bf16, !llvm.ptr
      %505 = llvm.getelementptr %66[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %505 {alignment = 2 : i64} : bf16, !llvm.ptr
      %506 = llvm.getelementptr %66[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %506 {alignment = 8 : i64} : bf16, !llvm.ptr
      %507 = llvm.getelementptr %66[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %507 {alignment = 2 : i64} : bf16, !llvm.ptr
      %508 = llvm.getelementptr %66[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %508 {alignment = 4 : i64} : bf16, !llvm.ptr
      %509 = llvm.getelementptr %66[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %509 {alignment = 2 : i64} : bf16, !llvm.ptr
      %510 = llvm.getelementptr %66[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %510 {alignment = 32 : i64} : bf16, !llvm.ptr
      %511 = llvm.getelementptr %66[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %511 {alignment = 2 : i64} : bf16, !llvm.ptr
      %512 = llvm.getelementptr %66[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %512 {alignment = 4 : i64} : bf16, !llvm.ptr
      %513 = llvm.getelementptr %66[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %513 {alignment = 2 : i64} : bf16, !llvm.ptr
      %514 = llvm.getelementptr %66[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %514 {alignment = 8 : i64} : bf16, !llvm.ptr
      %515 = llvm.getelementptr %66[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %515 {alignment = 2 : i64} : bf16, !llvm.ptr
      %516 = llvm.getelementptr %66[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %516 {alignment = 4 : i64} : bf16, !llvm.ptr
      %517 = llvm.getelementptr %66[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %517 {alignment = 2 : i64} : bf16, !llvm.ptr
      %518 = llvm.getelementptr %66[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %518 {alignment = 16 : i64} : bf16, !llvm.ptr
      %519 = llvm.getelementptr %66[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %519 {alignment = 2 : i64} : bf16, !llvm.ptr
      %520 = llvm.getelementptr %66[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %520 {alignment = 4 : i64} : bf16, !llvm.ptr
      %521 = llvm.getelementptr %66[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %521 {alignment = 2 : i64} : bf16, !llvm.ptr
      %522 = llvm.getelementptr %66[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %522 {alignment = 8 : i64} : bf16, !llvm.ptr
      %523 = llvm.getelementptr %66[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %523 {alignment = 2 : i64} : bf16, !llvm.ptr
      %524 = llvm.getelementptr %66[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %524 {alignment = 4 : i64} : bf16, !llvm.ptr
      %525 = llvm.getelementptr %66[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %525 {alignment = 2 : i64} : bf16, !llvm.ptr
      %526 = llvm.getelementptr %66[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %526 {alignment = 32 : i64} : bf16, !llvm.ptr
      %527 = llvm.getelementptr %66[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %527 {alignment = 2 : i64} : bf16, !llvm.ptr
      %528 = llvm.getelementptr %66[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %528 {alignment = 4 : i64} : bf16, !llvm.ptr
      %529 = llvm.getelementptr %66[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %529 {alignment = 2 : i64} : bf16, !llvm.ptr
      %530 = llvm.getelementptr %66[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %530 {alignment = 8 : i64} : bf16, !llvm.ptr
      %531 = llvm.getelementptr %66[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %531 {alignment = 2 : i64} : bf16, !llvm.ptr
      %532 = llvm.getelementptr %66[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %532 {alignment = 4 : i64} : bf16, !llvm.ptr
      %533 = llvm.getelementptr %66[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %533 {alignment = 2 : i64} : bf16, !llvm.ptr
      %534 = llvm.getelementptr %66[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %534 {alignment = 16 : i64} : bf16, !llvm.ptr
      %535 = llvm.getelementptr %66[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %535 {alignment = 2 : i64} : bf16, !llvm.ptr
      %536 = llvm.getelementptr %66[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %536 {alignment = 4 : i64} : bf16, !llvm.ptr
      %537 = llvm.getelementptr %66[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %537 {alignment = 2 : i64} : bf16, !llvm.ptr
      %538 = llvm.getelementptr %66[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %538 {alignment = 8 : i64} : bf16, !llvm.ptr
      %539 = llvm.getelementptr %66[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %539 {alignment = 2 : i64} : bf16, !llvm.ptr
      %540 = llvm.getelementptr %66[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %540 {alignment = 4 : i64} : bf16, !llvm.ptr
      %541 = llvm.getelementptr %66[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %541 {alignment = 2 : i64} : bf16, !llvm.ptr
      %542 = llvm.getelementptr %66[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %542 {alignment = 32 : i64} : bf16, !llvm.ptr
      %543 = llvm.getelementptr %66[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %543 {alignment = 2 : i64} : bf16, !llvm.ptr
      %544 = llvm.getelementptr %66[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %544 {alignment = 4 : i64} : bf16, !llvm.ptr
      %545 = llvm.getelementptr %66[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %545 {alignment = 2 : i64} : bf16, !llvm.ptr
      %546 = llvm.getelementptr %66[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %546 {alignment = 8 : i64} : bf16, !llvm.ptr
      %547 = llvm.getelementptr %66[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %547 {alignment = 2 : i64} : bf16, !llvm.ptr
      %548 = llvm.getelementptr %66[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %548 {alignment = 4 : i64} : bf16, !llvm.ptr
      %549 = llvm.getelementptr %66[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %549 {alignment = 2 : i64} : bf16, !llvm.ptr
      %550 = llvm.getelementptr %66[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %550 {alignment = 16 : i64} : bf16, !llvm.ptr
      %551 = llvm.getelementptr %66[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %551 {alignment = 2 : i64} : bf16, !llvm.ptr
      %552 = llvm.getelementptr %66[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %552 {alignment = 4 : i64} : bf16, !llvm.ptr
      %553 = llvm.getelementptr %66[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %553 {alignment = 2 : i64} : bf16, !llvm.ptr
      %554 = llvm.getelementptr %66[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %554 {alignment = 8 : i64} : bf16, !llvm.ptr
      %555 = llvm.getelementptr %66[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %555 {alignment = 2 : i64} : bf16, !llvm.ptr
      %556 = llvm.getelementptr %66[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %556 {alignment = 4 : i64} : bf16, !llvm.ptr
      %557 = llvm.getelementptr %66[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %557 {alignment = 2 : i64} : bf16, !llvm.ptr
      %558 = llvm.getelementptr %66[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %558 {alignment = 32 : i64} : bf16, !llvm.ptr
      %559 = llvm.getelementptr %66[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %559 {alignment = 2 : i64} : bf16, !llvm.ptr
      %560 = llvm.getelementptr %66[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %560 {alignment = 4 : i64} : bf16, !llvm.ptr
      %561 = llvm.getelementptr %66[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %561 {alignment = 2 : i64} : bf16, !llvm.ptr
      %562 = llvm.getelementptr %66[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %562 {alignment = 8 : i64} : bf16, !llvm.ptr
      %563 = llvm.getelementptr %66[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %563 {alignment = 2 : i64} : bf16, !llvm.ptr
      %564 = llvm.getelementptr %66[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %564 {alignment = 4 : i64} : bf16, !llvm.ptr
      %565 = llvm.getelementptr %66[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %565 {alignment = 2 : i64} : bf16, !llvm.ptr
      %566 = llvm.getelementptr %66[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %566 {alignment = 16 : i64} : bf16, !llvm.ptr
      %567 = llvm.getelementptr %66[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %567 {alignment = 2 : i64} : bf16, !llvm.ptr
      %568 = llvm.getelementptr %66[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %568 {alignment = 4 : i64} : bf16, !llvm.ptr
      %569 = llvm.getelementptr %66[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
      %570 = llvm.getelementptr %66[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %570 {alignment = 8 : i64} : bf16, !llvm.ptr
      %571 = llvm.getelementptr %66[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
      %572 = llvm.getelementptr %66[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %572 {alignment = 4 : i64} : bf16, !llvm.ptr
      %573 = llvm.getelementptr %66[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb4(%38 : i32)
    ^bb4(%574: i32):  // 2 preds: ^bb3, ^bb5
      %575 = llvm.icmp "slt" %574, %55 : i32
      llvm.cond_br %575, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %576 = llvm.mul %574, %57 overflow<nsw> : i32
      %577 = llvm.getelementptr %66[%576] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %578 = llvm.mul %574, %50 overflow<nsw> : i32
      %579 = llvm.getelementptr %163[%578] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %580 = llvm.load %577 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %580, %579 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
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
      %587 = llvm.getelementptr %149[%586] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %588 = llvm.mul %583, %50 overflow<nsw> : i32
      %589 = llvm.getelementptr %159[%588] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      %607 = llvm.getelementptr %162[%606] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %608 = llvm.mul %603, %50 overflow<nsw> : i32
      %609 = llvm.getelementptr %163[%608] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      %622 = llvm.getelementptr %149[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %623 = llvm.getelementptr %159[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb13(%38, %38, %38 : i32, i32, i32)
    ^bb13(%624: i32, %625: i32, %626: i32):  // 2 preds: ^bb12, ^bb14
      %627 = llvm.icmp "slt" %624, %56 : i32
      llvm.cond_br %627, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %628 = llvm.mul %625, %7 overflow<nsw> : i32
      %629 = llvm.getelementptr %622[%628] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %630 = llvm.mul %625, %50 overflow<nsw> : i32
      %631 = llvm.getelementptr %623[%630] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      %644 = llvm.getelementptr %162[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %645 = llvm.getelementptr %163[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb16(%38, %38, %38 : i32, i32, i32)
    ^bb16(%646: i32, %647: i32, %648: i32):  // 2 preds: ^bb15, ^bb17
      %649 = llvm.icmp "slt" %646, %57 : i32
      llvm.cond_br %649, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %650 = llvm.mul %647, %7 overflow<nsw> : i32
      %651 = llvm.getelementptr %644[%650] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %652 = llvm.mul %647, %50 overflow<nsw> : i32
      %653 = llvm.getelementptr %645[%652] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      %683 = llvm.getelementptr %129[%682] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
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
      %707 = llvm.getelementptr %77[%706] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      %729 = llvm.getelementptr %80[%728] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb19(%38 : i32)
    ^bb19(%730: i32):  // 2 preds: ^bb18, ^bb20
      %731 = llvm.icmp "slt" %730, %56 : i32
      llvm.cond_br %731, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %732 = llvm.mul %730, %50 overflow<nsw> : i32
      %733 = llvm.getelementptr %707[%732] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %734 = llvm.mul %730, %57 overflow<nsw> : i32
      %735 = llvm.getelementptr %65[%734] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
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
      %748 = llvm.getelementptr %729[%747] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %749 = llvm.mul %745, %57 overflow<nsw> : i32
      %750 = llvm.getelementptr %64[%749] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
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
      %760 = llvm.getelementptr %65[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %761 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %762 = llvm.getelementptr %65[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %763 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %764 = llvm.add %699, %702 overflow<nsw> : i32
      %765 = llvm.getelementptr %65[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %766 = llvm.add %721, %724 overflow<nsw> : i32
      %767 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb25(%38, %39, %38 : i32, i32, i32)
    ^bb25(%768: i32, %769: i32, %770: i32):  // 2 preds: ^bb24, ^bb82
      %771 = llvm.icmp "slt" %768, %40 : i32
      llvm.cond_br %771, ^bb26, ^bb83
    ^bb26:  // pred: ^bb25
      %772 = llvm.mul %770, %6 overflow<nsw> : i32
      %773 = llvm.add %699, %772 overflow<nsw> : i32
      %774 = llvm.getelementptr %707[%773] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb27(%38 : i32)
    ^bb27(%775: i32):  // 2 preds: ^bb26, ^bb28
      %776 = llvm.icmp "slt" %775, %56 : i32
      llvm.cond_br %776, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %777 = llvm.mul %775, %50 overflow<nsw> : i32
      %778 = llvm.getelementptr %774[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %779 = llvm.mul %775, %57 overflow<nsw> : i32
      %780 = llvm.getelementptr %760[%779] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
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
      %792 = llvm.getelementptr %729[%791] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb30(%38 : i32)
    ^bb30(%793: i32):  // 2 preds: ^bb29, ^bb31
      %794 = llvm.icmp "slt" %793, %56 : i32
      llvm.cond_br %794, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %795 = llvm.mul %793, %4 overflow<nsw> : i32
      %796 = llvm.getelementptr %792[%795] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %797 = llvm.mul %793, %57 overflow<nsw> : i32
      %798 = llvm.getelementptr %761[%797] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
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
      %811 = llvm.getelementptr %149[%810] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %812 = llvm.mul %769, %6 overflow<nsw> : i32
      %813 = llvm.getelementptr %159[%812] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb34(%38, %38, %38 : i32, i32, i32)
    ^bb34(%814: i32, %815: i32, %816: i32):  // 2 preds: ^bb33, ^bb35
      %817 = llvm.icmp "slt" %814, %56 : i32
      llvm.cond_br %817, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %818 = llvm.mul %815, %7 overflow<nsw> : i32
      %819 = llvm.getelementptr %811[%818] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %820 = llvm.mul %815, %50 overflow<nsw> : i32
      %821 = llvm.getelementptr %813[%820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      %835 = llvm.getelementptr %162[%834] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %836 = llvm.mul %769, %5 overflow<nsw> : i32
      %837 = llvm.getelementptr %163[%836] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb37(%38, %38, %38 : i32, i32, i32)
    ^bb37(%838: i32, %839: i32, %840: i32):  // 2 preds: ^bb36, ^bb38
      %841 = llvm.icmp "slt" %838, %57 : i32
      llvm.cond_br %841, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %842 = llvm.mul %839, %7 overflow<nsw> : i32
      %843 = llvm.getelementptr %835[%842] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %844 = llvm.mul %839, %50 overflow<nsw> : i32
      %845 = llvm.getelementptr %837[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
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
      %861 = llvm.getelementptr %65[%860] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb43(%38 : i32)
    ^bb43(%862: i32):  // 2 preds: ^bb42, ^bb44
      %863 = llvm.icmp "slt" %862, %57 : i32
      llvm.cond_br %863, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %864 = llvm.mul %862, %56 overflow<nsw> : i32
      %865 = llvm.getelementptr %64[%864] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %866 = llvm.mul %858, %56 overflow<nsw> : i32
      %867 = llvm.mul %862, %41 overflow<nsw> : i32
      %868 = llvm.add %866, %867 overflow<nsw> : i32
      %869 = llvm.getelementptr %63[%868] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %870 = llvm.load %861 : !llvm.ptr -> vector<4xi32>
      %871 = llvm.mlir.constant(0 : i64) : i64
      %872 = llvm.extractelement %870[%871 : i64] : vector<4xi32>
      %873 = llvm.mlir.constant(1 : i64) : i64
      %874 = llvm.extractelement %870[%873 : i64] : vector<4xi32>
      %875 = llvm.mlir.constant(2 : i64) : i64
      %876 = llvm.extractelement %870[%875 : i64] : vector<4xi32>
      %877 = llvm.mlir.constant(3 : i64) : i64
      %878 = llvm.extractelement %870[%877 : i64] : vector<4xi32>
      %879 = llvm.load %865 : !llvm.ptr -> vector<2xi32>
      %880 = llvm.mlir.constant(0 : i64) : i64
      %881 = llvm.extractelement %879[%880 : i64] : vector<2xi32>
      %882 = llvm.mlir.constant(1 : i64) : i64
      %883 = llvm.extractelement %879[%882 : i64] : vector<2xi32>
      %884 = llvm.load %869 : !llvm.ptr -> vector<4xf32>
      %885 = llvm.mlir.constant(0 : i64) : i64
      %886 = llvm.extractelement %884[%885 : i64] : vector<4xf32>
      %887 = llvm.mlir.constant(1 : i64) : i64
      %888 = llvm.extractelement %884[%887 : i64] : vector<4xf32>
      %889 = llvm.mlir.constant(2 : i64) : i64
      %890 = llvm.extractelement %884[%889 : i64] : vector<4xf32>
      %891 = llvm.mlir.constant(3 : i64) : i64
      %892 = llvm.extractelement %884[%891 : i64] : vector<4xf32>
      %893 = nvvm.mma.sync A[%872, %874, %876, %878]  B[%881, %883]  C[%886, %888, %890, %892]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %894 = llvm.extractvalue %893[0] : !llvm_struct_687153
      %895 = llvm.extractvalue %893[1] : !llvm_struct_687153
      %896 = llvm.extractvalue %893[2] : !llvm_struct_687153
      %897 = llvm.extractvalue %893[3] : !llvm_struct_687153
      %898 = llvm.mlir.poison : vector<4xf32>
      %899 = llvm.mlir.constant(0 : i64) : i64
      %900 = llvm.insertelement %894, %898[%899 : i64] : vector<4xf32>
      %901 = llvm.mlir.constant(1 : i64) : i64
      %902 = llvm.insertelement %895, %900[%901 : i64] : vector<4xf32>
      %903 = llvm.mlir.constant(2 : i64) : i64
      %904 = llvm.insertelement %896, %902[%903 : i64] : vector<4xf32>
      %905 = llvm.mlir.constant(3 : i64) : i64
      %906 = llvm.insertelement %897, %904[%905 : i64] : vector<4xf32>
      llvm.store %906, %869 : vector<4xf32>, !llvm.ptr
      %907 = llvm.add %862, %61 : i32
      llvm.br ^bb43(%907 : i32) {loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb43
      %908 = llvm.add %858, %61 : i32
      llvm.br ^bb41(%908 : i32) {loop_annotation = #loop_annotation}
    ^bb46:  // pred: ^bb41
      %909 = llvm.mul %770, %6 overflow<nsw> : i32
      %910 = llvm.add %702, %909 overflow<nsw> : i32
      %911 = llvm.getelementptr %707[%910] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb47(%38 : i32)
    ^bb47(%912: i32):  // 2 preds: ^bb46, ^bb48
      %913 = llvm.icmp "slt" %912, %56 : i32
      llvm.cond_br %913, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %914 = llvm.mul %912, %50 overflow<nsw> : i32
      %915 = llvm.getelementptr %911[%914] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %916 = llvm.mul %912, %57 overflow<nsw> : i32
      %917 = llvm.getelementptr %762[%916] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %918 = nvvm.ldmatrix %915 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %919 = llvm.extractvalue %918[0] : !llvm_struct_a37b2a
      %920 = llvm.extractvalue %918[1] : !llvm_struct_a37b2a
      %921 = llvm.extractvalue %918[2] : !llvm_struct_a37b2a
      %922 = llvm.extractvalue %918[3] : !llvm_struct_a37b2a
      llvm.store %919, %917 {alignment = 4 : i64} : i32, !llvm.ptr
      %923 = llvm.getelementptr %917[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %920, %923 {alignment = 4 : i64} : i32, !llvm.ptr
      %924 = llvm.getelementptr %917[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %921, %924 {alignment = 4 : i64} : i32, !llvm.ptr
      %925 = llvm.getelementptr %917[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %922, %925 {alignment = 4 : i64} : i32, !llvm.ptr
      %926 = llvm.add %912, %61 : i32
      llvm.br ^bb47(%926 : i32) {loop_annotation = #loop_annotation}
    ^bb49:  // pred: ^bb47
      %927 = llvm.mul %770, %5 overflow<nsw> : i32
      %928 = llvm.add %724, %927 overflow<nsw> : i32
      %929 = llvm.getelementptr %729[%928] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb50(%38 : i32)
    ^bb50(%930: i32):  // 2 preds: ^bb49, ^bb51
      %931 = llvm.icmp "slt" %930, %56 : i32
      llvm.cond_br %931, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %932 = llvm.mul %930, %4 overflow<nsw> : i32
      %933 = llvm.getelementptr %929[%932] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %934 = llvm.mul %930, %57 overflow<nsw> : i32
      %935 = llvm.getelementptr %763[%934] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %936 = nvvm.ldmatrix %933 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %937 = llvm.extractvalue %936[0] : !llvm_struct_a37b2a
      %938 = llvm.extractvalue %936[1] : !llvm_struct_a37b2a
      %939 = llvm.extractvalue %936[2] : !llvm_struct_a37b2a
      %940 = llvm.extractvalue %936[3] : !llvm_struct_a37b2a
      llvm.store %937, %935 {alignment = 4 : i64} : i32, !llvm.ptr
      %941 = llvm.getelementptr %935[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %938, %941 {alignment = 4 : i64} : i32, !llvm.ptr
      %942 = llvm.getelementptr %935[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %939, %942 {alignment = 4 : i64} : i32, !llvm.ptr
      %943 = llvm.getelementptr %935[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %940, %943 {alignment = 4 : i64} : i32, !llvm.ptr
      %944 = llvm.add %930, %61 : i32
      llvm.br ^bb50(%944 : i32) {loop_annotation = #loop_annotation}
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%38 : i32)
    ^bb53(%945: i32):  // 2 preds: ^bb52, ^bb57
      %946 = llvm.icmp "slt" %945, %56 : i32
      llvm.cond_br %946, ^bb54, ^bb58
    ^bb54:  // pred: ^bb53
      %947 = llvm.mul %945, %57 overflow<nsw> : i32
      %948 = llvm.getelementptr %760[%947] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb55(%38 : i32)
    ^bb55(%949: i32):  // 2 preds: ^bb54, ^bb56
      %950 = llvm.icmp "slt" %949, %57 : i32
      llvm.cond_br %950, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %951 = llvm.mul %949, %56 overflow<nsw> : i32
      %952 = llvm.getelementptr %761[%951] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %953 = llvm.mul %945, %56 overflow<nsw> : i32
      %954 = llvm.mul %949, %41 overflow<nsw> : i32
      %955 = llvm.add %953, %954 overflow<nsw> : i32
      %956 = llvm.getelementptr %63[%955] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %957 = llvm.load %948 : !llvm.ptr -> vector<4xi32>
      %958 = llvm.mlir.constant(0 : i64) : i64
      %959 = llvm.extractelement %957[%958 : i64] : vector<4xi32>
      %960 = llvm.mlir.constant(1 : i64) : i64
      %961 = llvm.extractelement %957[%960 : i64] : vector<4xi32>
      %962 = llvm.mlir.constant(2 : i64) : i64
      %963 = llvm.extractelement %957[%962 : i64] : vector<4xi32>
      %964 = llvm.mlir.constant(3 : i64) : i64
      %965 = llvm.extractelement %957[%964 : i64] : vector<4xi32>
      %966 = llvm.load %952 : !llvm.ptr -> vector<2xi32>
      %967 = llvm.mlir.constant(0 : i64) : i64
      %968 = llvm.extractelement %966[%967 : i64] : vector<2xi32>
      %969 = llvm.mlir.constant(1 : i64) : i64
      %970 = llvm.extractelement %966[%969 : i64] : vector<2xi32>
      %971 = llvm.load %956 : !llvm.ptr -> vector<4xf32>
      %972 = llvm.mlir.constant(0 : i64) : i64
      %973 = llvm.extractelement %971[%972 : i64] : vector<4xf32>
      %974 = llvm.mlir.constant(1 : i64) : i64
      %975 = llvm.extractelement %971[%974 : i64] : vector<4xf32>
      %976 = llvm.mlir.constant(2 : i64) : i64
      %977 = llvm.extractelement %971[%976 : i64] : vector<4xf32>
      %978 = llvm.mlir.constant(3 : i64) : i64
      %979 = llvm.extractelement %971[%978 : i64] : vector<4xf32>
      %980 = nvvm.mma.sync A[%959, %961, %963, %965]  B[%968, %970]  C[%973, %975, %977, %979]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %981 = llvm.extractvalue %980[0] : !llvm_struct_687153
      %982 = llvm.extractvalue %980[1] : !llvm_struct_687153
      %983 = llvm.extractvalue %980[2] : !llvm_struct_687153
      %984 = llvm.extractvalue %980[3] : !llvm_struct_687153
      %985 = llvm.mlir.poison : vector<4xf32>
      %986 = llvm.mlir.constant(0 : i64) : i64
      %987 = llvm.insertelement %981, %985[%986 : i64] : vector<4xf32>
      %988 = llvm.mlir.constant(1 : i64) : i64
      %989 = llvm.insertelement %982, %987[%988 : i64] : vector<4xf32>
      %990 = llvm.mlir.constant(2 : i64) : i64
      %991 = llvm.insertelement %983, %989[%990 : i64] : vector<4xf32>
      %992 = llvm.mlir.constant(3 : i64) : i64
      %993 = llvm.insertelement %984, %991[%992 : i64] : vector<4xf32>
      llvm.store %993, %956 : vector<4xf32>, !llvm.ptr
      %994 = llvm.add %949, %61 : i32
      llvm.br ^bb55(%994 : i32) {loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb55
      %995 = llvm.add %945, %61 : i32
      llvm.br ^bb53(%995 : i32) {loop_annotation = #loop_annotation}
    ^bb58:  // pred: ^bb53
      %996 = llvm.mul %770, %6 overflow<nsw> : i32
      %997 = llvm.add %764, %996 overflow<nsw> : i32
      %998 = llvm.getelementptr %707[%997] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb59(%38 : i32)
    ^bb59(%999: i32):  // 2 preds: ^bb58, ^bb60
      %1000 = llvm.icmp "slt" %999, %56 : i32
      llvm.cond_br %1000, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %1001 = llvm.mul %999, %50 overflow<nsw> : i32
      %1002 = llvm.getelementptr %998[%1001] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1003 = llvm.mul %999, %57 overflow<nsw> : i32
      %1004 = llvm.getelementptr %765[%1003] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1005 = nvvm.ldmatrix %1002 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1006 = llvm.extractvalue %1005[0] : !llvm_struct_a37b2a
      %1007 = llvm.extractvalue %1005[1] : !llvm_struct_a37b2a
      %1008 = llvm.extractvalue %1005[2] : !llvm_struct_a37b2a
      %1009 = llvm.extractvalue %1005[3] : !llvm_struct_a37b2a
      llvm.store %1006, %1004 {alignment = 4 : i64} : i32, !llvm.ptr
      %1010 = llvm.getelementptr %1004[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1007, %1010 {alignment = 4 : i64} : i32, !llvm.ptr
      %1011 = llvm.getelementptr %1004[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1008, %1011 {alignment = 4 : i64} : i32, !llvm.ptr
      %1012 = llvm.getelementptr %1004[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1009, %1012 {alignment = 4 : i64} : i32, !llvm.ptr
      %1013 = llvm.add %999, %61 : i32
      llvm.br ^bb59(%1013 : i32) {loop_annotation = #loop_annotation}
    ^bb61:  // pred: ^bb59
      %1014 = llvm.mul %770, %5 overflow<nsw> : i32
      %1015 = llvm.add %766, %1014 overflow<nsw> : i32
      %1016 = llvm.getelementptr %729[%1015] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb62(%38 : i32)
    ^bb62(%1017: i32):  // 2 preds: ^bb61, ^bb63
      %1018 = llvm.icmp "slt" %1017, %56 : i32
      llvm.cond_br %1018, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %1019 = llvm.mul %1017, %4 overflow<nsw> : i32
      %1020 = llvm.getelementptr %1016[%1019] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1021 = llvm.mul %1017, %57 overflow<nsw> : i32
      %1022 = llvm.getelementptr %767[%1021] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1023 = nvvm.ldmatrix %1020 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1024 = llvm.extractvalue %1023[0] : !llvm_struct_a37b2a
      %1025 = llvm.extractvalue %1023[1] : !llvm_struct_a37b2a
      %1026 = llvm.extractvalue %1023[2] : !llvm_struct_a37b2a
      %1027 = llvm.extractvalue %1023[3] : !llvm_struct_a37b2a
      llvm.store %1024, %1022 {alignment = 4 : i64} : i32, !llvm.ptr
      %1028 = llvm.getelementptr %1022[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1025, %1028 {alignment = 4 : i64} : i32, !llvm.ptr
      %1029 = llvm.getelementptr %1022[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1026, %1029 {alignment = 4 : i64} : i32, !llvm.ptr
      %1030 = llvm.getelementptr %1022[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1027, %1030 {alignment = 4 : i64} : i32, !llvm.ptr
      %1031 = llvm.add %1017, %61 : i32
      llvm.br ^bb62(%1031 : i32) {loop_annotation = #loop_annotation}
    ^bb64:  // pred: ^bb62
      llvm.br ^bb65(%38 : i32)
    ^bb65(%1032: i32):  // 2 preds: ^bb64, ^bb69
      %1033 = llvm.icmp "slt" %1032, %56 : i32
      llvm.cond_br %1033, ^bb66, ^bb70
    ^bb66:  // pred: ^bb65
      %1034 = llvm.mul %1032, %57 overflow<nsw> : i32
      %1035 = llvm.getelementptr %762[%1034] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb67(%38 : i32)
    ^bb67(%1036: i32):  // 2 preds: ^bb66, ^bb68
      %1037 = llvm.icmp "slt" %1036, %57 : i32
      llvm.cond_br %1037, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %1038 = llvm.mul %1036, %56 overflow<nsw> : i32
      %1039 = llvm.getelementptr %763[%1038] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1040 = llvm.mul %1032, %56 overflow<nsw> : i32
      %1041 = llvm.mul %1036, %41 overflow<nsw> : i32
      %1042 = llvm.add %1040, %1041 overflow<nsw> : i32
      %1043 = llvm.getelementptr %63[%1042] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1044 = llvm.load %1035 : !llvm.ptr -> vector<4xi32>
      %1045 = llvm.mlir.constant(0 : i64) : i64
      %1046 = llvm.extractelement %1044[%1045 : i64] : vector<4xi32>
      %1047 = llvm.mlir.constant(1 : i64) : i64
      %1048 = llvm.extractelement %1044[%1047 : i64] : vector<4xi32>
      %1049 = llvm.mlir.constant(2 : i64) : i64
      %1050 = llvm.extractelement %1044[%1049 : i64] : vector<4xi32>
      %1051 = llvm.mlir.constant(3 : i64) : i64
      %1052 = llvm.extractelement %1044[%1051 : i64] : vector<4xi32>
      %1053 = llvm.load %1039 : !llvm.ptr -> vector<2xi32>
      %1054 = llvm.mlir.constant(0 : i64) : i64
      %1055 = llvm.extractelement %1053[%1054 : i64] : vector<2xi32>
      %1056 = llvm.mlir.constant(1 : i64) : i64
      %1057 = llvm.extractelement %1053[%1056 : i64] : vector<2xi32>
      %1058 = llvm.load %1043 : !llvm.ptr -> vector<4xf32>
      %1059 = llvm.mlir.constant(0 : i64) : i64
      %1060 = llvm.extractelement %1058[%1059 : i64] : vector<4xf32>
      %1061 = llvm.mlir.constant(1 : i64) : i64
      %1062 = llvm.extractelement %1058[%1061 : i64] : vector<4xf32>
      %1063 = llvm.mlir.constant(2 : i64) : i64
      %1064 = llvm.extractelement %1058[%1063 : i64] : vector<4xf32>
      %1065 = llvm.mlir.constant(3 : i64) : i64
      %1066 = llvm.extractelement %1058[%1065 : i64] : vector<4xf32>
      %1067 = nvvm.mma.sync A[%1046, %1048, %1050, %1052]  B[%1055, %1057]  C[%1060, %1062, %1064, %1066]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1068 = llvm.extractvalue %1067[0] : !llvm_struct_687153
      %1069 = llvm.extractvalue %1067[1] : !llvm_struct_687153
      %1070 = llvm.extractvalue %1067[2] : !llvm_struct_687153
      %1071 = llvm.extractvalue %1067[3] : !llvm_struct_687153
      %1072 = llvm.mlir.poison : vector<4xf32>
      %1073 = llvm.mlir.constant(0 : i64) : i64
      %1074 = llvm.insertelement %1068, %1072[%1073 : i64] : vector<4xf32>
      %1075 = llvm.mlir.constant(1 : i64) : i64
      %1076 = llvm.insertelement %1069, %1074[%1075 : i64] : vector<4xf32>
      %1077 = llvm.mlir.constant(2 : i64) : i64
      %1078 = llvm.insertelement %1070, %1076[%1077 : i64] : vector<4xf32>
      %1079 = llvm.mlir.constant(3 : i64) : i64
      %1080 = llvm.insertelement %1071, %1078[%1079 : i64] : vector<4xf32>
      llvm.store %1080, %1043 : vector<4xf32>, !llvm.ptr
      %1081 = llvm.add %1036, %61 : i32
      llvm.br ^bb67(%1081 : i32) {loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb67
      %1082 = llvm.add %1032, %61 : i32
      llvm.br ^bb65(%1082 : i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb65
      %1083 = llvm.add %770, %61 : i32
      %1084 = llvm.icmp "eq" %1083, %36 : i32
      %1085 = llvm.select %1084, %38, %1083 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1086 = llvm.mul %1085, %6 overflow<nsw> : i32
      %1087 = llvm.getelementptr %707[%1086] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb71(%38 : i32)
    ^bb71(%1088: i32):  // 2 preds: ^bb70, ^bb72
      %1089 = llvm.icmp "slt" %1088, %56 : i32
      llvm.cond_br %1089, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %1090 = llvm.mul %1088, %50 overflow<nsw> : i32
      %1091 = llvm.getelementptr %1087[%1090] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1092 = llvm.mul %1088, %57 overflow<nsw> : i32
      %1093 = llvm.getelementptr %65[%1092] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1094 = nvvm.ldmatrix %1091 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1095 = llvm.extractvalue %1094[0] : !llvm_struct_a37b2a
      %1096 = llvm.extractvalue %1094[1] : !llvm_struct_a37b2a
      %1097 = llvm.extractvalue %1094[2] : !llvm_struct_a37b2a
      %1098 = llvm.extractvalue %1094[3] : !llvm_struct_a37b2a
      llvm.store %1095, %1093 {alignment = 4 : i64} : i32, !llvm.ptr
      %1099 = llvm.getelementptr %1093[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1096, %1099 {alignment = 4 : i64} : i32, !llvm.ptr
      %1100 = llvm.getelementptr %1093[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1097, %1100 {alignment = 4 : i64} : i32, !llvm.ptr
      %1101 = llvm.getelementptr %1093[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1098, %1101 {alignment = 4 : i64} : i32, !llvm.ptr
      %1102 = llvm.add %1088, %61 : i32
      llvm.br ^bb71(%1102 : i32) {loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb71
      %1103 = llvm.mul %1085, %5 overflow<nsw> : i32
      %1104 = llvm.getelementptr %729[%1103] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb74(%38 : i32)
    ^bb74(%1105: i32):  // 2 preds: ^bb73, ^bb75
      %1106 = llvm.icmp "slt" %1105, %56 : i32
      llvm.cond_br %1106, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %1107 = llvm.mul %1105, %4 overflow<nsw> : i32
      %1108 = llvm.getelementptr %1104[%1107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1109 = llvm.mul %1105, %57 overflow<nsw> : i32
      %1110 = llvm.getelementptr %64[%1109] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1111 = nvvm.ldmatrix %1108 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1112 = llvm.extractvalue %1111[0] : !llvm_struct_a37b2a
      %1113 = llvm.extractvalue %1111[1] : !llvm_struct_a37b2a
      %1114 = llvm.extractvalue %1111[2] : !llvm_struct_a37b2a
      %1115 = llvm.extractvalue %1111[3] : !llvm_struct_a37b2a
      llvm.store %1112, %1110 {alignment = 4 : i64} : i32, !llvm.ptr
      %1116 = llvm.getelementptr %1110[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1113, %1116 {alignment = 4 : i64} : i32, !llvm.ptr
      %1117 = llvm.getelementptr %1110[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1114, %1117 {alignment = 4 : i64} : i32, !llvm.ptr
      %1118 = llvm.getelementptr %1110[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1115, %1118 {alignment = 4 : i64} : i32, !llvm.ptr
      %1119 = llvm.add %1105, %61 : i32
      llvm.br ^bb74(%1119 : i32) {loop_annotation = #loop_annotation}
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%38 : i32)
    ^bb77(%1120: i32):  // 2 preds: ^bb76, ^bb81
      %1121 = llvm.icmp "slt" %1120, %56 : i32
      llvm.cond_br %1121, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %1122 = llvm.mul %1120, %57 overflow<nsw> : i32
      %1123 = llvm.getelementptr %765[%1122] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb79(%38 : i32)
    ^bb79(%1124: i32):  // 2 preds: ^bb78, ^bb80
      %1125 = llvm.icmp "slt" %1124, %57 : i32
      llvm.cond_br %1125, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %1126 = llvm.mul %1124, %56 overflow<nsw> : i32
      %1127 = llvm.getelementptr %767[%1126] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1128 = llvm.mul %1120, %56 overflow<nsw> : i32
      %1129 = llvm.mul %1124, %41 overflow<nsw> : i32
      %1130 = llvm.add %1128, %1129 overflow<nsw> : i32
      %1131 = llvm.getelementptr %63[%1130] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1132 = llvm.load %1123 : !llvm.ptr -> vector<4xi32>
      %1133 = llvm.mlir.constant(0 : i64) : i64
      %1134 = llvm.extractelement %1132[%1133 : i64] : vector<4xi32>
      %1135 = llvm.mlir.constant(1 : i64) : i64
      %1136 = llvm.extractelement %1132[%1135 : i64] : vector<4xi32>
      %1137 = llvm.mlir.constant(2 : i64) : i64
      %1138 = llvm.extractelement %1132[%1137 : i64] : vector<4xi32>
      %1139 = llvm.mlir.constant(3 : i64) : i64
      %1140 = llvm.extractelement %1132[%1139 : i64] : vector<4xi32>
      %1141 = llvm.load %1127 : !llvm.ptr -> vector<2xi32>
      %1142 = llvm.mlir.constant(0 : i64) : i64
      %1143 = llvm.extractelement %1141[%1142 : i64] : vector<2xi32>
      %1144 = llvm.mlir.constant(1 : i64) : i64
      %1145 = llvm.extractelement %1141[%1144 : i64] : vector<2xi32>
      %1146 = llvm.load %1131 : !llvm.ptr -> vector<4xf32>
      %1147 = llvm.mlir.constant(0 : i64) : i64
      %1148 = llvm.extractelement %1146[%1147 : i64] : vector<4xf32>
      %1149 = llvm.mlir.constant(1 : i64) : i64
      %1150 = llvm.extractelement %1146[%1149 : i64] : vector<4xf32>
      %1151 = llvm.mlir.constant(2 : i64) : i64
      %1152 = llvm.extractelement %1146[%1151 : i64] : vector<4xf32>
      %1153 = llvm.mlir.constant(3 : i64) : i64
      %1154 = llvm.extractelement %1146[%1153 : i64] : vector<4xf32>
      %1155 = nvvm.mma.sync A[%1134, %1136, %1138, %1140]  B[%1143, %1145]  C[%1148, %1150, %1152, %1154]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1156 = llvm.extractvalue %1155[0] : !llvm_struct_687153
      %1157 = llvm.extractvalue %1155[1] : !llvm_struct_687153
      %1158 = llvm.extractvalue %1155[2] : !llvm_struct_687153
      %1159 = llvm.extractvalue %1155[3] : !llvm_struct_687153
      %1160 = llvm.mlir.poison : vector<4xf32>
      %1161 = llvm.mlir.constant(0 : i64) : i64
      %1162 = llvm.insertelement %1156, %1160[%1161 : i64] : vector<4xf32>
      %1163 = llvm.mlir.constant(1 : i64) : i64
      %1164 = llvm.insertelement %1157, %1162[%1163 : i64] : vector<4xf32>
      %1165 = llvm.mlir.constant(2 : i64) : i64
      %1166 = llvm.insertelement %1158, %1164[%1165 : i64] : vector<4xf32>
      %1167 = llvm.mlir.constant(3 : i64) : i64
      %1168 = llvm.insertelement %1159, %1166[%1167 : i64] : vector<4xf32>
      llvm.store %1168, %1131 : vector<4xf32>, !llvm.ptr
      %1169 = llvm.add %1124, %61 : i32
      llvm.br ^bb79(%1169 : i32) {loop_annotation = #loop_annotation}
    ^bb81:  // pred: ^bb79
      %1170 = llvm.add %1120, %61 : i32
      llvm.br ^bb77(%1170 : i32) {loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb77
      %1171 = llvm.add %768, %61 : i32
      llvm.br ^bb25(%1171, %770, %1085 : i32, i32, i32)
    ^bb83:  // pred: ^bb25
      nvvm.cp.async.wait.group 0
      %1172 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1173 = llvm.fptrunc %1172 : vector<128xf32> to vector<128xbf16>
      llvm.store %1173, %62 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %1174 = llvm.add %101, %61 : i32
      %1175 = llvm.mul %1174, %60 : i32
      %1176 = llvm.icmp "sle" %1175, %51 : i32
      %1177 = llvm.add %112, %61 : i32
      %1178 = llvm.mul %1177, %48 : i32
      %1179 = llvm.icmp "sle" %1178, %43 : i32
      %1180 = llvm.and %1176, %1179 : i1
      llvm.cond_br %1180, ^bb84, ^bb88
    ^bb84:  // pred: ^bb83
      llvm.br ^bb85(%38, %38, %38 : i32, i32, i32)
    ^bb85(%1181: i32, %1182: i32, %1183: i32):  // 2 preds: ^bb84, ^bb86
      %1184 = llvm.icmp "slt" %1181, %33 : i32
      llvm.cond_br %1184, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1185 = llvm.mul %1181, %39 overflow<nsw> : i32
      %1186 = llvm.getelementptr %62[%1185] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1187 = llvm.srem %1181, %39 : i32
      %1188 = llvm.mul %1187, %3 overflow<nsw> : i32
      %1189 = llvm.sdiv %1183, %56 : i32
      %1190 = llvm.srem %1183, %56 : i32
      %1191 = llvm.mul %1190, %2 overflow<nsw> : i32
      %1192 = llvm.add %1188, %1191 overflow<nsw> : i32
      %1193 = llvm.mul %1189, %42 overflow<nsw> : i32
      %1194 = llvm.add %1192, %1193 overflow<nsw> : i32
      %1195 = llvm.getelementptr %683[%1194] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1196 = llvm.load %1186 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1196, %1195 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1197 = llvm.add %1182, %61 : i32
      %1198 = llvm.icmp "eq" %1197, %39 : i32
      %1199 = llvm.select %1198, %38, %1197 : i1, i32
      %1200 = llvm.add %1182, %61 : i32
      %1201 = llvm.add %1183, %61 : i32
      %1202 = llvm.icmp "eq" %1200, %39 : i32
      %1203 = llvm.select %1202, %1201, %1183 : i1, i32
      %1204 = llvm.add %1181, %61 : i32
      llvm.br ^bb85(%1204, %1199, %1203 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb87:  // pred: ^bb85
      llvm.br ^bb345
    ^bb88:  // pred: ^bb83
      %1205 = llvm.mul %672, %41 overflow<nsw> : i32
      %1206 = llvm.add %674, %1205 overflow<nsw> : i32
      %1207 = llvm.add %676, %680 overflow<nsw> : i32
      %1208 = llvm.add %132, %1206 overflow<nsw> : i32
      %1209 = llvm.add %133, %1207 overflow<nsw> : i32
      %1210 = llvm.icmp "slt" %1208, %51 : i32
      %1211 = llvm.icmp "slt" %1209, %43 : i32
      %1212 = llvm.and %1210, %1211 : i1
      llvm.cond_br %1212, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1213 = llvm.load %62 {alignment = 32 : i64} : !llvm.ptr -> bf16
      llvm.store %1213, %683 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1214 = llvm.add %1209, %61 overflow<nsw> : i32
      %1215 = llvm.icmp "slt" %1208, %51 : i32
      %1216 = llvm.icmp "slt" %1214, %43 : i32
      %1217 = llvm.and %1215, %1216 : i1
      llvm.cond_br %1217, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1218 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1219 = llvm.load %1218 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1220 = llvm.getelementptr %683[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1219, %1220 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1221 = llvm.add %1208, %57 overflow<nsw> : i32
      %1222 = llvm.icmp "slt" %1221, %51 : i32
      %1223 = llvm.icmp "slt" %1209, %43 : i32
      %1224 = llvm.and %1222, %1223 : i1
      llvm.cond_br %1224, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1225 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1226 = llvm.load %1225 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1227 = llvm.getelementptr %683[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1226, %1227 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1228 = llvm.add %1208, %57 overflow<nsw> : i32
      %1229 = llvm.add %1209, %61 overflow<nsw> : i32
      %1230 = llvm.icmp "slt" %1228, %51 : i32
      %1231 = llvm.icmp "slt" %1229, %43 : i32
      %1232 = llvm.and %1230, %1231 : i1
      llvm.cond_br %1232, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1233 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1234 = llvm.load %1233 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1235 = llvm.getelementptr %683[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1234, %1235 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1236 = llvm.add %1208, %42 overflow<nsw> : i32
      %1237 = llvm.icmp "slt" %1236, %51 : i32
      %1238 = llvm.icmp "slt" %1209, %43 : i32
      %1239 = llvm.and %1237, %1238 : i1
      llvm.cond_br %1239, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1240 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1241 = llvm.load %1240 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1242 = llvm.getelementptr %683[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1241, %1242 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1243 = llvm.add %1208, %42 overflow<nsw> : i32
      %1244 = llvm.add %1209, %61 overflow<nsw> : i32
      %1245 = llvm.icmp "slt" %1243, %51 : i32
      %1246 = llvm.icmp "slt" %1244, %43 : i32
      %1247 = llvm.and %1245, %1246 : i1
      llvm.cond_br %1247, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1248 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1249 = llvm.load %1248 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1250 = llvm.getelementptr %683[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1249, %1250 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1251 = llvm.add %1208, %30 overflow<nsw> : i32
      %1252 = llvm.icmp "slt" %1251, %51 : i32
      %1253 = llvm.icmp "slt" %1209, %43 : i32
      %1254 = llvm.and %1252, %1253 : i1
      llvm.cond_br %1254, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1255 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1256 = llvm.load %1255 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1257 = llvm.getelementptr %683[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1256, %1257 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1258 = llvm.add %1208, %30 overflow<nsw> : i32
      %1259 = llvm.add %1209, %61 overflow<nsw> : i32
      %1260 = llvm.icmp "slt" %1258, %51 : i32
      %1261 = llvm.icmp "slt" %1259, %43 : i32
      %1262 = llvm.and %1260, %1261 : i1
      llvm.cond_br %1262, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1263 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1264 = llvm.load %1263 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1265 = llvm.getelementptr %683[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1264, %1265 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1266 = llvm.add %1208, %33 overflow<nsw> : i32
      %1267 = llvm.icmp "slt" %1266, %51 : i32
      %1268 = llvm.icmp "slt" %1209, %43 : i32
      %1269 = llvm.and %1267, %1268 : i1
      llvm.cond_br %1269, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1270 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1271 = llvm.load %1270 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1272 = llvm.getelementptr %683[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1271, %1272 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1273 = llvm.add %1208, %33 overflow<nsw> : i32
      %1274 = llvm.add %1209, %61 overflow<nsw> : i32
      %1275 = llvm.icmp "slt" %1273, %51 : i32
      %1276 = llvm.icmp "slt" %1274, %43 : i32
      %1277 = llvm.and %1275, %1276 : i1
      llvm.cond_br %1277, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1278 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1279 = llvm.load %1278 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1280 = llvm.getelementptr %683[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1279, %1280 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1281 = llvm.add %1208, %12 overflow<nsw> : i32
      %1282 = llvm.icmp "slt" %1281, %51 : i32
      %1283 = llvm.icmp "slt" %1209, %43 : i32
      %1284 = llvm.and %1282, %1283 : i1
      llvm.cond_br %1284, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1285 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1286 = llvm.load %1285 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1287 = llvm.getelementptr %683[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1286, %1287 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1288 = llvm.add %1208, %12 overflow<nsw> : i32
      %1289 = llvm.add %1209, %61 overflow<nsw> : i32
      %1290 = llvm.icmp "slt" %1288, %51 : i32
      %1291 = llvm.icmp "slt" %1289, %43 : i32
      %1292 = llvm.and %1290, %1291 : i1
      llvm.cond_br %1292, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1293 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1294 = llvm.load %1293 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1295 = llvm.getelementptr %683[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1294, %1295 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1296 = llvm.add %1208, %58 overflow<nsw> : i32
      %1297 = llvm.icmp "slt" %1296, %51 : i32
      %1298 = llvm.icmp "slt" %1209, %43 : i32
      %1299 = llvm.and %1297, %1298 : i1
      llvm.cond_br %1299, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1300 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1301 = llvm.load %1300 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1302 = llvm.getelementptr %683[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1301, %1302 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1303 = llvm.add %1208, %58 overflow<nsw> : i32
      %1304 = llvm.add %1209, %61 overflow<nsw> : i32
      %1305 = llvm.icmp "slt" %1303, %51 : i32
      %1306 = llvm.icmp "slt" %1304, %43 : i32
      %1307 = llvm.and %1305, %1306 : i1
      llvm.cond_br %1307, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1308 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1309 = llvm.load %1308 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1310 = llvm.getelementptr %683[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1309, %1310 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1311 = llvm.add %1208, %10 overflow<nsw> : i32
      %1312 = llvm.icmp "slt" %1311, %51 : i32
      %1313 = llvm.icmp "slt" %1209, %43 : i32
      %1314 = llvm.and %1312, %1313 : i1
      llvm.cond_br %1314, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1315 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1316 = llvm.load %1315 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1317 = llvm.getelementptr %683[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1316, %1317 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1318 = llvm.add %1208, %10 overflow<nsw> : i32
      %1319 = llvm.add %1209, %61 overflow<nsw> : i32
      %1320 = llvm.icmp "slt" %1318, %51 : i32
      %1321 = llvm.icmp "slt" %1319, %43 : i32
      %1322 = llvm.and %1320, %1321 : i1
      llvm.cond_br %1322, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1323 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1324 = llvm.load %1323 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1325 = llvm.getelementptr %683[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1324, %1325 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1326 = llvm.add %1209, %42 overflow<nsw> : i32
      %1327 = llvm.icmp "slt" %1208, %51 : i32
      %1328 = llvm.icmp "slt" %1326, %43 : i32
      %1329 = llvm.and %1327, %1328 : i1
      llvm.cond_br %1329, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1330 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1331 = llvm.load %1330 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1332 = llvm.getelementptr %683[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1331, %1332 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1333 = llvm.add %1209, %14 overflow<nsw> : i32
      %1334 = llvm.icmp "slt" %1208, %51 : i32
      %1335 = llvm.icmp "slt" %1333, %43 : i32
      %1336 = llvm.and %1334, %1335 : i1
      llvm.cond_br %1336, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1337 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1338 = llvm.load %1337 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1339 = llvm.getelementptr %683[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1338, %1339 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1340 = llvm.add %1208, %57 overflow<nsw> : i32
      %1341 = llvm.add %1209, %42 overflow<nsw> : i32
      %1342 = llvm.icmp "slt" %1340, %51 : i32
      %1343 = llvm.icmp "slt" %1341, %43 : i32
      %1344 = llvm.and %1342, %1343 : i1
      llvm.cond_br %1344, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1345 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1346 = llvm.load %1345 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1347 = llvm.getelementptr %683[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1346, %1347 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1348 = llvm.add %1208, %57 overflow<nsw> : i32
      %1349 = llvm.add %1209, %14 overflow<nsw> : i32
      %1350 = llvm.icmp "slt" %1348, %51 : i32
      %1351 = llvm.icmp "slt" %1349, %43 : i32
      %1352 = llvm.and %1350, %1351 : i1
      llvm.cond_br %1352, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1353 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1354 = llvm.load %1353 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1355 = llvm.getelementptr %683[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1354, %1355 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1356 = llvm.add %1208, %42 overflow<nsw> : i32
      %1357 = llvm.add %1209, %42 overflow<nsw> : i32
      %1358 = llvm.icmp "slt" %1356, %51 : i32
      %1359 = llvm.icmp "slt" %1357, %43 : i32
      %1360 = llvm.and %1358, %1359 : i1
      llvm.cond_br %1360, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1361 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1362 = llvm.load %1361 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1363 = llvm.getelementptr %683[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1362, %1363 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1364 = llvm.add %1208, %42 overflow<nsw> : i32
      %1365 = llvm.add %1209, %14 overflow<nsw> : i32
      %1366 = llvm.icmp "slt" %1364, %51 : i32
      %1367 = llvm.icmp "slt" %1365, %43 : i32
      %1368 = llvm.and %1366, %1367 : i1
      llvm.cond_br %1368, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1369 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1370 = llvm.load %1369 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1371 = llvm.getelementptr %683[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1370, %1371 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1372 = llvm.add %1208, %30 overflow<nsw> : i32
      %1373 = llvm.add %1209, %42 overflow<nsw> : i32
      %1374 = llvm.icmp "slt" %1372, %51 : i32
      %1375 = llvm.icmp "slt" %1373, %43 : i32
      %1376 = llvm.and %1374, %1375 : i1
      llvm.cond_br %1376, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1377 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1378 = llvm.load %1377 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1379 = llvm.getelementptr %683[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1378, %1379 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1380 = llvm.add %1208, %30 overflow<nsw> : i32
      %1381 = llvm.add %1209, %14 overflow<nsw> : i32
      %1382 = llvm.icmp "slt" %1380, %51 : i32
      %1383 = llvm.icmp "slt" %1381, %43 : i32
      %1384 = llvm.and %1382, %1383 : i1
      llvm.cond_br %1384, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1385 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1386 = llvm.load %1385 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1387 = llvm.getelementptr %683[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1386, %1387 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1388 = llvm.add %1208, %33 overflow<nsw> : i32
      %1389 = llvm.add %1209, %42 overflow<nsw> : i32
      %1390 = llvm.icmp "slt" %1388, %51 : i32
      %1391 = llvm.icmp "slt" %1389, %43 : i32
      %1392 = llvm.and %1390, %1391 : i1
      llvm.cond_br %1392, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1393 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1394 = llvm.load %1393 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1395 = llvm.getelementptr %683[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1394, %1395 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1396 = llvm.add %1208, %33 overflow<nsw> : i32
      %1397 = llvm.add %1209, %14 overflow<nsw> : i32
      %1398 = llvm.icmp "slt" %1396, %51 : i32
      %1399 = llvm.icmp "slt" %1397, %43 : i32
      %1400 = llvm.and %1398, %1399 : i1
      llvm.cond_br %1400, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1401 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1402 = llvm.load %1401 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1403 = llvm.getelementptr %683[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1402, %1403 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1404 = llvm.add %1208, %12 overflow<nsw> : i32
      %1405 = llvm.add %1209, %42 overflow<nsw> : i32
      %1406 = llvm.icmp "slt" %1404, %51 : i32
      %1407 = llvm.icmp "slt" %1405, %43 : i32
      %1408 = llvm.and %1406, %1407 : i1
      llvm.cond_br %1408, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1409 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1410 = llvm.load %1409 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1411 = llvm.getelementptr %683[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1410, %1411 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1412 = llvm.add %1208, %12 overflow<nsw> : i32
      %1413 = llvm.add %1209, %14 overflow<nsw> : i32
      %1414 = llvm.icmp "slt" %1412, %51 : i32
      %1415 = llvm.icmp "slt" %1413, %43 : i32
      %1416 = llvm.and %1414, %1415 : i1
      llvm.cond_br %1416, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1417 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1418 = llvm.load %1417 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1419 = llvm.getelementptr %683[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1418, %1419 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1420 = llvm.add %1208, %58 overflow<nsw> : i32
      %1421 = llvm.add %1209, %42 overflow<nsw> : i32
      %1422 = llvm.icmp "slt" %1420, %51 : i32
      %1423 = llvm.icmp "slt" %1421, %43 : i32
      %1424 = llvm.and %1422, %1423 : i1
      llvm.cond_br %1424, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1425 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1426 = llvm.load %1425 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1427 = llvm.getelementptr %683[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1426, %1427 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1428 = llvm.add %1208, %58 overflow<nsw> : i32
      %1429 = llvm.add %1209, %14 overflow<nsw> : i32
      %1430 = llvm.icmp "slt" %1428, %51 : i32
      %1431 = llvm.icmp "slt" %1429, %43 : i32
      %1432 = llvm.and %1430, %1431 : i1
      llvm.cond_br %1432, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1433 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1434 = llvm.load %1433 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1435 = llvm.getelementptr %683[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1434, %1435 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1436 = llvm.add %1208, %10 overflow<nsw> : i32
      %1437 = llvm.add %1209, %42 overflow<nsw> : i32
      %1438 = llvm.icmp "slt" %1436, %51 : i32
      %1439 = llvm.icmp "slt" %1437, %43 : i32
      %1440 = llvm.and %1438, %1439 : i1
      llvm.cond_br %1440, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1441 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1442 = llvm.load %1441 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1443 = llvm.getelementptr %683[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1442, %1443 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1444 = llvm.add %1208, %10 overflow<nsw> : i32
      %1445 = llvm.add %1209, %14 overflow<nsw> : i32
      %1446 = llvm.icmp "slt" %1444, %51 : i32
      %1447 = llvm.icmp "slt" %1445, %43 : i32
      %1448 = llvm.and %1446, %1447 : i1
      llvm.cond_br %1448, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1449 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1450 = llvm.load %1449 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1451 = llvm.getelementptr %683[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1450, %1451 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1452 = llvm.add %1209, %33 overflow<nsw> : i32
      %1453 = llvm.icmp "slt" %1208, %51 : i32
      %1454 = llvm.icmp "slt" %1452, %43 : i32
      %1455 = llvm.and %1453, %1454 : i1
      llvm.cond_br %1455, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1456 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1457 = llvm.load %1456 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1458 = llvm.getelementptr %683[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1457, %1458 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1459 = llvm.add %1209, %13 overflow<nsw> : i32
      %1460 = llvm.icmp "slt" %1208, %51 : i32
      %1461 = llvm.icmp "slt" %1459, %43 : i32
      %1462 = llvm.and %1460, %1461 : i1
      llvm.cond_br %1462, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1463 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1464 = llvm.load %1463 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1465 = llvm.getelementptr %683[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1464, %1465 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1466 = llvm.add %1208, %57 overflow<nsw> : i32
      %1467 = llvm.add %1209, %33 overflow<nsw> : i32
      %1468 = llvm.icmp "slt" %1466, %51 : i32
      %1469 = llvm.icmp "slt" %1467, %43 : i32
      %1470 = llvm.and %1468, %1469 : i1
      llvm.cond_br %1470, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1471 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1472 = llvm.load %1471 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1473 = llvm.getelementptr %683[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1472, %1473 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1474 = llvm.add %1208, %57 overflow<nsw> : i32
      %1475 = llvm.add %1209, %13 overflow<nsw> : i32
      %1476 = llvm.icmp "slt" %1474, %51 : i32
      %1477 = llvm.icmp "slt" %1475, %43 : i32
      %1478 = llvm.and %1476, %1477 : i1
      llvm.cond_br %1478, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1479 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1480 = llvm.load %1479 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1481 = llvm.getelementptr %683[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1480, %1481 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1482 = llvm.add %1208, %42 overflow<nsw> : i32
      %1483 = llvm.add %1209, %33 overflow<nsw> : i32
      %1484 = llvm.icmp "slt" %1482, %51 : i32
      %1485 = llvm.icmp "slt" %1483, %43 : i32
      %1486 = llvm.and %1484, %1485 : i1
      llvm.cond_br %1486, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1487 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1488 = llvm.load %1487 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1489 = llvm.getelementptr %683[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1488, %1489 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1490 = llvm.add %1208, %42 overflow<nsw> : i32
      %1491 = llvm.add %1209, %13 overflow<nsw> : i32
      %1492 = llvm.icmp "slt" %1490, %51 : i32
      %1493 = llvm.icmp "slt" %1491, %43 : i32
      %1494 = llvm.and %1492, %1493 : i1
      llvm.cond_br %1494, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1495 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1496 = llvm.load %1495 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1497 = llvm.getelementptr %683[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1496, %1497 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1498 = llvm.add %1208, %30 overflow<nsw> : i32
      %1499 = llvm.add %1209, %33 overflow<nsw> : i32
      %1500 = llvm.icmp "slt" %1498, %51 : i32
      %1501 = llvm.icmp "slt" %1499, %43 : i32
      %1502 = llvm.and %1500, %1501 : i1
      llvm.cond_br %1502, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1503 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1504 = llvm.load %1503 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1505 = llvm.getelementptr %683[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1504, %1505 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1506 = llvm.add %1208, %30 overflow<nsw> : i32
      %1507 = llvm.add %1209, %13 overflow<nsw> : i32
      %1508 = llvm.icmp "slt" %1506, %51 : i32
      %1509 = llvm.icmp "slt" %1507, %43 : i32
      %1510 = llvm.and %1508, %1509 : i1
      llvm.cond_br %1510, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1511 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1512 = llvm.load %1511 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1513 = llvm.getelementptr %683[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1512, %1513 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1514 = llvm.add %1208, %33 overflow<nsw> : i32
      %1515 = llvm.add %1209, %33 overflow<nsw> : i32
      %1516 = llvm.icmp "slt" %1514, %51 : i32
      %1517 = llvm.icmp "slt" %1515, %43 : i32
      %1518 = llvm.and %1516, %1517 : i1
      llvm.cond_br %1518, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1519 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1520 = llvm.load %1519 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1521 = llvm.getelementptr %683[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1520, %1521 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1522 = llvm.add %1208, %33 overflow<nsw> : i32
      %1523 = llvm.add %1209, %13 overflow<nsw> : i32
      %1524 = llvm.icmp "slt" %1522, %51 : i32
      %1525 = llvm.icmp "slt" %1523, %43 : i32
      %1526 = llvm.and %1524, %1525 : i1
      llvm.cond_br %1526, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1527 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1528 = llvm.load %1527 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1529 = llvm.getelementptr %683[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1528, %1529 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1530 = llvm.add %1208, %12 overflow<nsw> : i32
      %1531 = llvm.add %1209, %33 overflow<nsw> : i32
      %1532 = llvm.icmp "slt" %1530, %51 : i32
      %1533 = llvm.icmp "slt" %1531, %43 : i32
      %1534 = llvm.and %1532, %1533 : i1
      llvm.cond_br %1534, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1535 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1536 = llvm.load %1535 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1537 = llvm.getelementptr %683[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1536, %1537 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1538 = llvm.add %1208, %12 overflow<nsw> : i32
      %1539 = llvm.add %1209, %13 overflow<nsw> : i32
      %1540 = llvm.icmp "slt" %1538, %51 : i32
      %1541 = llvm.icmp "slt" %1539, %43 : i32
      %1542 = llvm.and %1540, %1541 : i1
      llvm.cond_br %1542, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1543 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1544 = llvm.load %1543 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1545 = llvm.getelementptr %683[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1544, %1545 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1546 = llvm.add %1208, %58 overflow<nsw> : i32
      %1547 = llvm.add %1209, %33 overflow<nsw> : i32
      %1548 = llvm.icmp "slt" %1546, %51 : i32
      %1549 = llvm.icmp "slt" %1547, %43 : i32
      %1550 = llvm.and %1548, %1549 : i1
      llvm.cond_br %1550, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1551 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1552 = llvm.load %1551 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1553 = llvm.getelementptr %683[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1552, %1553 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1554 = llvm.add %1208, %58 overflow<nsw> : i32
      %1555 = llvm.add %1209, %13 overflow<nsw> : i32
      %1556 = llvm.icmp "slt" %1554, %51 : i32
      %1557 = llvm.icmp "slt" %1555, %43 : i32
      %1558 = llvm.and %1556, %1557 : i1
      llvm.cond_br %1558, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1559 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1560 = llvm.load %1559 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1561 = llvm.getelementptr %683[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1560, %1561 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1562 = llvm.add %1208, %10 overflow<nsw> : i32
      %1563 = llvm.add %1209, %33 overflow<nsw> : i32
      %1564 = llvm.icmp "slt" %1562, %51 : i32
      %1565 = llvm.icmp "slt" %1563, %43 : i32
      %1566 = llvm.and %1564, %1565 : i1
      llvm.cond_br %1566, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1567 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1568 = llvm.load %1567 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1569 = llvm.getelementptr %683[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1568, %1569 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1570 = llvm.add %1208, %10 overflow<nsw> : i32
      %1571 = llvm.add %1209, %13 overflow<nsw> : i32
      %1572 = llvm.icmp "slt" %1570, %51 : i32
      %1573 = llvm.icmp "slt" %1571, %43 : i32
      %1574 = llvm.and %1572, %1573 : i1
      llvm.cond_br %1574, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1575 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1576 = llvm.load %1575 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1577 = llvm.getelementptr %683[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1576, %1577 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1578 = llvm.add %1209, %58 overflow<nsw> : i32
      %1579 = llvm.icmp "slt" %1208, %51 : i32
      %1580 = llvm.icmp "slt" %1578, %43 : i32
      %1581 = llvm.and %1579, %1580 : i1
      llvm.cond_br %1581, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1582 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1583 = llvm.load %1582 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1584 = llvm.getelementptr %683[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1583, %1584 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1585 = llvm.add %1209, %11 overflow<nsw> : i32
      %1586 = llvm.icmp "slt" %1208, %51 : i32
      %1587 = llvm.icmp "slt" %1585, %43 : i32
      %1588 = llvm.and %1586, %1587 : i1
      llvm.cond_br %1588, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1589 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1590 = llvm.load %1589 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1591 = llvm.getelementptr %683[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1590, %1591 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1592 = llvm.add %1208, %57 overflow<nsw> : i32
      %1593 = llvm.add %1209, %58 overflow<nsw> : i32
      %1594 = llvm.icmp "slt" %1592, %51 : i32
      %1595 = llvm.icmp "slt" %1593, %43 : i32
      %1596 = llvm.and %1594, %1595 : i1
      llvm.cond_br %1596, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1597 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1598 = llvm.load %1597 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1599 = llvm.getelementptr %683[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1598, %1599 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1600 = llvm.add %1208, %57 overflow<nsw> : i32
      %1601 = llvm.add %1209, %11 overflow<nsw> : i32
      %1602 = llvm.icmp "slt" %1600, %51 : i32
      %1603 = llvm.icmp "slt" %1601, %43 : i32
      %1604 = llvm.and %1602, %1603 : i1
      llvm.cond_br %1604, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1605 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1606 = llvm.load %1605 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1607 = llvm.getelementptr %683[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1606, %1607 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1608 = llvm.add %1208, %42 overflow<nsw> : i32
      %1609 = llvm.add %1209, %58 overflow<nsw> : i32
      %1610 = llvm.icmp "slt" %1608, %51 : i32
      %1611 = llvm.icmp "slt" %1609, %43 : i32
      %1612 = llvm.and %1610, %1611 : i1
      llvm.cond_br %1612, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1613 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1614 = llvm.load %1613 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1615 = llvm.getelementptr %683[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1614, %1615 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1616 = llvm.add %1208, %42 overflow<nsw> : i32
      %1617 = llvm.add %1209, %11 overflow<nsw> : i32
      %1618 = llvm.icmp "slt" %1616, %51 : i32
      %1619 = llvm.icmp "slt" %1617, %43 : i32
      %1620 = llvm.and %1618, %1619 : i1
      llvm.cond_br %1620, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1621 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1622 = llvm.load %1621 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1623 = llvm.getelementptr %683[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1622, %1623 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1624 = llvm.add %1208, %30 overflow<nsw> : i32
      %1625 = llvm.add %1209, %58 overflow<nsw> : i32
      %1626 = llvm.icmp "slt" %1624, %51 : i32
      %1627 = llvm.icmp "slt" %1625, %43 : i32
      %1628 = llvm.and %1626, %1627 : i1
      llvm.cond_br %1628, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1629 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1630 = llvm.load %1629 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1631 = llvm.getelementptr %683[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1630, %1631 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1632 = llvm.add %1208, %30 overflow<nsw> : i32
      %1633 = llvm.add %1209, %11 overflow<nsw> : i32
      %1634 = llvm.icmp "slt" %1632, %51 : i32
      %1635 = llvm.icmp "slt" %1633, %43 : i32
      %1636 = llvm.and %1634, %1635 : i1
      llvm.cond_br %1636, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1637 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1638 = llvm.load %1637 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1639 = llvm.getelementptr %683[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1638, %1639 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1640 = llvm.add %1208, %33 overflow<nsw> : i32
      %1641 = llvm.add %1209, %58 overflow<nsw> : i32
      %1642 = llvm.icmp "slt" %1640, %51 : i32
      %1643 = llvm.icmp "slt" %1641, %43 : i32
      %1644 = llvm.and %1642, %1643 : i1
      llvm.cond_br %1644, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1645 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1646 = llvm.load %1645 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1647 = llvm.getelementptr %683[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1646, %1647 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1648 = llvm.add %1208, %33 overflow<nsw> : i32
      %1649 = llvm.add %1209, %11 overflow<nsw> : i32
      %1650 = llvm.icmp "slt" %1648, %51 : i32
      %1651 = llvm.icmp "slt" %1649, %43 : i32
      %1652 = llvm.and %1650, %1651 : i1
      llvm.cond_br %1652, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1653 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1654 = llvm.load %1653 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1655 = llvm.getelementptr %683[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1654, %1655 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1656 = llvm.add %1208, %12 overflow<nsw> : i32
      %1657 = llvm.add %1209, %58 overflow<nsw> : i32
      %1658 = llvm.icmp "slt" %1656, %51 : i32
      %1659 = llvm.icmp "slt" %1657, %43 : i32
      %1660 = llvm.and %1658, %1659 : i1
      llvm.cond_br %1660, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1661 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1662 = llvm.load %1661 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1663 = llvm.getelementptr %683[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1662, %1663 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1664 = llvm.add %1208, %12 overflow<nsw> : i32
      %1665 = llvm.add %1209, %11 overflow<nsw> : i32
      %1666 = llvm.icmp "slt" %1664, %51 : i32
      %1667 = llvm.icmp "slt" %1665, %43 : i32
      %1668 = llvm.and %1666, %1667 : i1
      llvm.cond_br %1668, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1669 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1670 = llvm.load %1669 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1671 = llvm.getelementptr %683[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1670, %1671 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1672 = llvm.add %1208, %58 overflow<nsw> : i32
      %1673 = llvm.add %1209, %58 overflow<nsw> : i32
      %1674 = llvm.icmp "slt" %1672, %51 : i32
      %1675 = llvm.icmp "slt" %1673, %43 : i32
      %1676 = llvm.and %1674, %1675 : i1
      llvm.cond_br %1676, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1677 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1678 = llvm.load %1677 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1679 = llvm.getelementptr %683[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1678, %1679 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1680 = llvm.add %1208, %58 overflow<nsw> : i32
      %1681 = llvm.add %1209, %11 overflow<nsw> : i32
      %1682 = llvm.icmp "slt" %1680, %51 : i32
      %1683 = llvm.icmp "slt" %1681, %43 : i32
      %1684 = llvm.and %1682, %1683 : i1
      llvm.cond_br %1684, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1685 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1686 = llvm.load %1685 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1687 = llvm.getelementptr %683[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1686, %1687 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1688 = llvm.add %1208, %10 overflow<nsw> : i32
      %1689 = llvm.add %1209, %58 overflow<nsw> : i32
      %1690 = llvm.icmp "slt" %1688, %51 : i32
      %1691 = llvm.icmp "slt" %1689, %43 : i32
      %1692 = llvm.and %1690, %1691 : i1
      llvm.cond_br %1692, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1693 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1694 = llvm.load %1693 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1695 = llvm.getelementptr %683[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1694, %1695 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1696 = llvm.add %1208, %10 overflow<nsw> : i32
      %1697 = llvm.add %1209, %11 overflow<nsw> : i32
      %1698 = llvm.icmp "slt" %1696, %51 : i32
      %1699 = llvm.icmp "slt" %1697, %43 : i32
      %1700 = llvm.and %1698, %1699 : i1
      llvm.cond_br %1700, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1701 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1702 = llvm.load %1701 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1703 = llvm.getelementptr %683[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1702, %1703 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1704 = llvm.add %1209, %60 overflow<nsw> : i32
      %1705 = llvm.icmp "slt" %1208, %51 : i32
      %1706 = llvm.icmp "slt" %1704, %43 : i32
      %1707 = llvm.and %1705, %1706 : i1
      llvm.cond_br %1707, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1708 = llvm.getelementptr %62[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1709 = llvm.load %1708 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1710 = llvm.getelementptr %683[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1709, %1710 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1711 = llvm.add %1209, %9 overflow<nsw> : i32
      %1712 = llvm.icmp "slt" %1208, %51 : i32
      %1713 = llvm.icmp "slt" %1711, %43 : i32
      %1714 = llvm.and %1712, %1713 : i1
      llvm.cond_br %1714, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1715 = llvm.getelementptr %62[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1716 = llvm.load %1715 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1717 = llvm.getelementptr %683[129] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1716, %1717 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1718 = llvm.add %1208, %57 overflow<nsw> : i32
      %1719 = llvm.add %1209, %60 overflow<nsw> : i32
      %1720 = llvm.icmp "slt" %1718, %51 : i32
      %1721 = llvm.icmp "slt" %1719, %43 : i32
      %1722 = llvm.and %1720, %1721 : i1
      llvm.cond_br %1722, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1723 = llvm.getelementptr %62[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1724 = llvm.load %1723 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1725 = llvm.getelementptr %683[8512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1724, %1725 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1726 = llvm.add %1208, %57 overflow<nsw> : i32
      %1727 = llvm.add %1209, %9 overflow<nsw> : i32
      %1728 = llvm.icmp "slt" %1726, %51 : i32
      %1729 = llvm.icmp "slt" %1727, %43 : i32
      %1730 = llvm.and %1728, %1729 : i1
      llvm.cond_br %1730, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1731 = llvm.getelementptr %62[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1732 = llvm.load %1731 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1733 = llvm.getelementptr %683[8513] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1732, %1733 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1734 = llvm.add %1208, %42 overflow<nsw> : i32
      %1735 = llvm.add %1209, %60 overflow<nsw> : i32
      %1736 = llvm.icmp "slt" %1734, %51 : i32
      %1737 = llvm.icmp "slt" %1735, %43 : i32
      %1738 = llvm.and %1736, %1737 : i1
      llvm.cond_br %1738, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1739 = llvm.getelementptr %62[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1740 = llvm.load %1739 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1741 = llvm.getelementptr %683[33664] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1740, %1741 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1742 = llvm.add %1208, %42 overflow<nsw> : i32
      %1743 = llvm.add %1209, %9 overflow<nsw> : i32
      %1744 = llvm.icmp "slt" %1742, %51 : i32
      %1745 = llvm.icmp "slt" %1743, %43 : i32
      %1746 = llvm.and %1744, %1745 : i1
      llvm.cond_br %1746, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1747 = llvm.getelementptr %62[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1748 = llvm.load %1747 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1749 = llvm.getelementptr %683[33665] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1748, %1749 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1750 = llvm.add %1208, %30 overflow<nsw> : i32
      %1751 = llvm.add %1209, %60 overflow<nsw> : i32
      %1752 = llvm.icmp "slt" %1750, %51 : i32
      %1753 = llvm.icmp "slt" %1751, %43 : i32
      %1754 = llvm.and %1752, %1753 : i1
      llvm.cond_br %1754, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1755 = llvm.getelementptr %62[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1756 = llvm.load %1755 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1757 = llvm.getelementptr %683[42048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1756, %1757 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1758 = llvm.add %1208, %30 overflow<nsw> : i32
      %1759 = llvm.add %1209, %9 overflow<nsw> : i32
      %1760 = llvm.icmp "slt" %1758, %51 : i32
      %1761 = llvm.icmp "slt" %1759, %43 : i32
      %1762 = llvm.and %1760, %1761 : i1
      llvm.cond_br %1762, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1763 = llvm.getelementptr %62[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1764 = llvm.load %1763 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1765 = llvm.getelementptr %683[42049] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1764, %1765 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1766 = llvm.add %1208, %33 overflow<nsw> : i32
      %1767 = llvm.add %1209, %60 overflow<nsw> : i32
      %1768 = llvm.icmp "slt" %1766, %51 : i32
      %1769 = llvm.icmp "slt" %1767, %43 : i32
      %1770 = llvm.and %1768, %1769 : i1
      llvm.cond_br %1770, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1771 = llvm.getelementptr %62[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1772 = llvm.load %1771 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1773 = llvm.getelementptr %683[67200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1772, %1773 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1774 = llvm.add %1208, %33 overflow<nsw> : i32
      %1775 = llvm.add %1209, %9 overflow<nsw> : i32
      %1776 = llvm.icmp "slt" %1774, %51 : i32
      %1777 = llvm.icmp "slt" %1775, %43 : i32
      %1778 = llvm.and %1776, %1777 : i1
      llvm.cond_br %1778, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1779 = llvm.getelementptr %62[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1780 = llvm.load %1779 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1781 = llvm.getelementptr %683[67201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1780, %1781 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1782 = llvm.add %1208, %12 overflow<nsw> : i32
      %1783 = llvm.add %1209, %60 overflow<nsw> : i32
      %1784 = llvm.icmp "slt" %1782, %51 : i32
      %1785 = llvm.icmp "slt" %1783, %43 : i32
      %1786 = llvm.and %1784, %1785 : i1
      llvm.cond_br %1786, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1787 = llvm.getelementptr %62[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1788 = llvm.load %1787 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1789 = llvm.getelementptr %683[75584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1788, %1789 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1790 = llvm.add %1208, %12 overflow<nsw> : i32
      %1791 = llvm.add %1209, %9 overflow<nsw> : i32
      %1792 = llvm.icmp "slt" %1790, %51 : i32
      %1793 = llvm.icmp "slt" %1791, %43 : i32
      %1794 = llvm.and %1792, %1793 : i1
      llvm.cond_br %1794, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1795 = llvm.getelementptr %62[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1796 = llvm.load %1795 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1797 = llvm.getelementptr %683[75585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1796, %1797 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1798 = llvm.add %1208, %58 overflow<nsw> : i32
      %1799 = llvm.add %1209, %60 overflow<nsw> : i32
      %1800 = llvm.icmp "slt" %1798, %51 : i32
      %1801 = llvm.icmp "slt" %1799, %43 : i32
      %1802 = llvm.and %1800, %1801 : i1
      llvm.cond_br %1802, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1803 = llvm.getelementptr %62[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1804 = llvm.load %1803 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1805 = llvm.getelementptr %683[100736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1804, %1805 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1806 = llvm.add %1208, %58 overflow<nsw> : i32
      %1807 = llvm.add %1209, %9 overflow<nsw> : i32
      %1808 = llvm.icmp "slt" %1806, %51 : i32
      %1809 = llvm.icmp "slt" %1807, %43 : i32
      %1810 = llvm.and %1808, %1809 : i1
      llvm.cond_br %1810, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1811 = llvm.getelementptr %62[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1812 = llvm.load %1811 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1813 = llvm.getelementptr %683[100737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1812, %1813 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1814 = llvm.add %1208, %10 overflow<nsw> : i32
      %1815 = llvm.add %1209, %60 overflow<nsw> : i32
      %1816 = llvm.icmp "slt" %1814, %51 : i32
      %1817 = llvm.icmp "slt" %1815, %43 : i32
      %1818 = llvm.and %1816, %1817 : i1
      llvm.cond_br %1818, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1819 = llvm.getelementptr %62[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1820 = llvm.load %1819 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1821 = llvm.getelementptr %683[109120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1820, %1821 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1822 = llvm.add %1208, %10 overflow<nsw> : i32
      %1823 = llvm.add %1209, %9 overflow<nsw> : i32
      %1824 = llvm.icmp "slt" %1822, %51 : i32
      %1825 = llvm.icmp "slt" %1823, %43 : i32
      %1826 = llvm.and %1824, %1825 : i1
      llvm.cond_br %1826, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1827 = llvm.getelementptr %62[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1828 = llvm.load %1827 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1829 = llvm.getelementptr %683[109121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1828, %1829 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1830 = llvm.add %1209, %16 overflow<nsw> : i32
      %1831 = llvm.icmp "slt" %1208, %51 : i32
      %1832 = llvm.icmp "slt" %1830, %43 : i32
      %1833 = llvm.and %1831, %1832 : i1
      llvm.cond_br %1833, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1834 = llvm.getelementptr %62[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1835 = llvm.load %1834 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1836 = llvm.getelementptr %683[160] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1835, %1836 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1837 = llvm.add %1209, %8 overflow<nsw> : i32
      %1838 = llvm.icmp "slt" %1208, %51 : i32
      %1839 = llvm.icmp "slt" %1837, %43 : i32
      %1840 = llvm.and %1838, %1839 : i1
      llvm.cond_br %1840, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1841 = llvm.getelementptr %62[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1842 = llvm.load %1841 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1843 = llvm.getelementptr %683[161] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1842, %1843 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1844 = llvm.add %1208, %57 overflow<nsw> : i32
      %1845 = llvm.add %1209, %16 overflow<nsw> : i32
      %1846 = llvm.icmp "slt" %1844, %51 : i32
      %1847 = llvm.icmp "slt" %1845, %43 : i32
      %1848 = llvm.and %1846, %1847 : i1
      llvm.cond_br %1848, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1849 = llvm.getelementptr %62[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1850 = llvm.load %1849 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1851 = llvm.getelementptr %683[8544] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1850, %1851 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1852 = llvm.add %1208, %57 overflow<nsw> : i32
      %1853 = llvm.add %1209, %8 overflow<nsw> : i32
      %1854 = llvm.icmp "slt" %1852, %51 : i32
      %1855 = llvm.icmp "slt" %1853, %43 : i32
      %1856 = llvm.and %1854, %1855 : i1
      llvm.cond_br %1856, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1857 = llvm.getelementptr %62[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1858 = llvm.load %1857 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1859 = llvm.getelementptr %683[8545] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1858, %1859 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1860 = llvm.add %1208, %42 overflow<nsw> : i32
      %1861 = llvm.add %1209, %16 overflow<nsw> : i32
      %1862 = llvm.icmp "slt" %1860, %51 : i32
      %1863 = llvm.icmp "slt" %1861, %43 : i32
      %1864 = llvm.and %1862, %1863 : i1
      llvm.cond_br %1864, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1865 = llvm.getelementptr %62[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1866 = llvm.load %1865 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1867 = llvm.getelementptr %683[33696] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1866, %1867 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1868 = llvm.add %1208, %42 overflow<nsw> : i32
      %1869 = llvm.add %1209, %8 overflow<nsw> : i32
      %1870 = llvm.icmp "slt" %1868, %51 : i32
      %1871 = llvm.icmp "slt" %1869, %43 : i32
      %1872 = llvm.and %1870, %1871 : i1
      llvm.cond_br %1872, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1873 = llvm.getelementptr %62[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1874 = llvm.load %1873 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1875 = llvm.getelementptr %683[33697] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1874, %1875 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1876 = llvm.add %1208, %30 overflow<nsw> : i32
      %1877 = llvm.add %1209, %16 overflow<nsw> : i32
      %1878 = llvm.icmp "slt" %1876, %51 : i32
      %1879 = llvm.icmp "slt" %1877, %43 : i32
      %1880 = llvm.and %1878, %1879 : i1
      llvm.cond_br %1880, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1881 = llvm.getelementptr %62[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1882 = llvm.load %1881 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1883 = llvm.getelementptr %683[42080] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1882, %1883 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1884 = llvm.add %1208, %30 overflow<nsw> : i32
      %1885 = llvm.add %1209, %8 overflow<nsw> : i32
      %1886 = llvm.icmp "slt" %1884, %51 : i32
      %1887 = llvm.icmp "slt" %1885, %43 : i32
      %1888 = llvm.and %1886, %1887 : i1
      llvm.cond_br %1888, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1889 = llvm.getelementptr %62[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1890 = llvm.load %1889 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1891 = llvm.getelementptr %683[42081] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1890, %1891 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1892 = llvm.add %1208, %33 overflow<nsw> : i32
      %1893 = llvm.add %1209, %16 overflow<nsw> : i32
      %1894 = llvm.icmp "slt" %1892, %51 : i32
      %1895 = llvm.icmp "slt" %1893, %43 : i32
      %1896 = llvm.and %1894, %1895 : i1
      llvm.cond_br %1896, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1897 = llvm.getelementptr %62[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1898 = llvm.load %1897 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1899 = llvm.getelementptr %683[67232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1898, %1899 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1900 = llvm.add %1208, %33 overflow<nsw> : i32
      %1901 = llvm.add %1209, %8 overflow<nsw> : i32
      %1902 = llvm.icmp "slt" %1900, %51 : i32
      %1903 = llvm.icmp "slt" %1901, %43 : i32
      %1904 = llvm.and %1902, %1903 : i1
      llvm.cond_br %1904, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1905 = llvm.getelementptr %62[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1906 = llvm.load %1905 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1907 = llvm.getelementptr %683[67233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1906, %1907 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1908 = llvm.add %1208, %12 overflow<nsw> : i32
      %1909 = llvm.add %1209, %16 overflow<nsw> : i32
      %1910 = llvm.icmp "slt" %1908, %51 : i32
      %1911 = llvm.icmp "slt" %1909, %43 : i32
      %1912 = llvm.and %1910, %1911 : i1
      llvm.cond_br %1912, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1913 = llvm.getelementptr %62[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1914 = llvm.load %1913 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1915 = llvm.getelementptr %683[75616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1914, %1915 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1916 = llvm.add %1208, %12 overflow<nsw> : i32
      %1917 = llvm.add %1209, %8 overflow<nsw> : i32
      %1918 = llvm.icmp "slt" %1916, %51 : i32
      %1919 = llvm.icmp "slt" %1917, %43 : i32
      %1920 = llvm.and %1918, %1919 : i1
      llvm.cond_br %1920, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1921 = llvm.getelementptr %62[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1922 = llvm.load %1921 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1923 = llvm.getelementptr %683[75617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1922, %1923 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1924 = llvm.add %1208, %58 overflow<nsw> : i32
      %1925 = llvm.add %1209, %16 overflow<nsw> : i32
      %1926 = llvm.icmp "slt" %1924, %51 : i32
      %1927 = llvm.icmp "slt" %1925, %43 : i32
      %1928 = llvm.and %1926, %1927 : i1
      llvm.cond_br %1928, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1929 = llvm.getelementptr %62[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1930 = llvm.load %1929 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1931 = llvm.getelementptr %683[100768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1930, %1931 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1932 = llvm.add %1208, %58 overflow<nsw> : i32
      %1933 = llvm.add %1209, %8 overflow<nsw> : i32
      %1934 = llvm.icmp "slt" %1932, %51 : i32
      %1935 = llvm.icmp "slt" %1933, %43 : i32
      %1936 = llvm.and %1934, %1935 : i1
      llvm.cond_br %1936, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1937 = llvm.getelementptr %62[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1938 = llvm.load %1937 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1939 = llvm.getelementptr %683[100769] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1938, %1939 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1940 = llvm.add %1208, %10 overflow<nsw> : i32
      %1941 = llvm.add %1209, %16 overflow<nsw> : i32
      %1942 = llvm.icmp "slt" %1940, %51 : i32
      %1943 = llvm.icmp "slt" %1941, %43 : i32
      %1944 = llvm.and %1942, %1943 : i1
      llvm.cond_br %1944, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1945 = llvm.getelementptr %62[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1946 = llvm.load %1945 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1947 = llvm.getelementptr %683[109152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1946, %1947 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1948 = llvm.add %1208, %10 overflow<nsw> : i32
      %1949 = llvm.add %1209, %8 overflow<nsw> : i32
      %1950 = llvm.icmp "slt" %1948, %51 : i32
      %1951 = llvm.icmp "slt" %1949, %43 : i32
      %1952 = llvm.and %1950, %1951 : i1
      llvm.cond_br %1952, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1953 = llvm.getelementptr %62[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1954 = llvm.load %1953 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1955 = llvm.getelementptr %683[109153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1954, %1955 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1956 = llvm.add %1209, %59 overflow<nsw> : i32
      %1957 = llvm.icmp "slt" %1208, %51 : i32
      %1958 = llvm.icmp "slt" %1956, %43 : i32
      %1959 = llvm.and %1957, %1958 : i1
      llvm.cond_br %1959, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1960 = llvm.getelementptr %62[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1961 = llvm.load %1960 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1962 = llvm.getelementptr %683[192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1961, %1962 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1963 = llvm.add %1209, %1 overflow<nsw> : i32
      %1964 = llvm.icmp "slt" %1208, %51 : i32
      %1965 = llvm.icmp "slt" %1963, %43 : i32
      %1966 = llvm.and %1964, %1965 : i1
      llvm.cond_br %1966, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1967 = llvm.getelementptr %62[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1968 = llvm.load %1967 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1969 = llvm.getelementptr %683[193] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1968, %1969 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1970 = llvm.add %1208, %57 overflow<nsw> : i32
      %1971 = llvm.add %1209, %59 overflow<nsw> : i32
      %1972 = llvm.icmp "slt" %1970, %51 : i32
      %1973 = llvm.icmp "slt" %1971, %43 : i32
      %1974 = llvm.and %1972, %1973 : i1
      llvm.cond_br %1974, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1975 = llvm.getelementptr %62[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1976 = llvm.load %1975 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1977 = llvm.getelementptr %683[8576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1976, %1977 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1978 = llvm.add %1208, %57 overflow<nsw> : i32
      %1979 = llvm.add %1209, %1 overflow<nsw> : i32
      %1980 = llvm.icmp "slt" %1978, %51 : i32
      %1981 = llvm.icmp "slt" %1979, %43 : i32
      %1982 = llvm.and %1980, %1981 : i1
      llvm.cond_br %1982, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1983 = llvm.getelementptr %62[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1984 = llvm.load %1983 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1985 = llvm.getelementptr %683[8577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1984, %1985 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1986 = llvm.add %1208, %42 overflow<nsw> : i32
      %1987 = llvm.add %1209, %59 overflow<nsw> : i32
      %1988 = llvm.icmp "slt" %1986, %51 : i32
      %1989 = llvm.icmp "slt" %1987, %43 : i32
      %1990 = llvm.and %1988, %1989 : i1
      llvm.cond_br %1990, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1991 = llvm.getelementptr %62[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1992 = llvm.load %1991 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1993 = llvm.getelementptr %683[33728] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1992, %1993 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1994 = llvm.add %1208, %42 overflow<nsw> : i32
      %1995 = llvm.add %1209, %1 overflow<nsw> : i32
      %1996 = llvm.icmp "slt" %1994, %51 : i32
      %1997 = llvm.icmp "slt" %1995, %43 : i32
      %1998 = llvm.and %1996, %1997 : i1
      llvm.cond_br %1998, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1999 = llvm.getelementptr %62[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2000 = llvm.load %1999 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2001 = llvm.getelementptr %683[33729] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2000, %2001 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2002 = llvm.add %1208, %30 overflow<nsw> : i32
      %2003 = llvm.add %1209, %59 overflow<nsw> : i32
      %2004 = llvm.icmp "slt" %2002, %51 : i32
      %2005 = llvm.icmp "slt" %2003, %43 : i32
      %2006 = llvm.and %2004, %2005 : i1
      llvm.cond_br %2006, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2007 = llvm.getelementptr %62[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2008 = llvm.load %2007 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2009 = llvm.getelementptr %683[42112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2008, %2009 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2010 = llvm.add %1208, %30 overflow<nsw> : i32
      %2011 = llvm.add %1209, %1 overflow<nsw> : i32
      %2012 = llvm.icmp "slt" %2010, %51 : i32
      %2013 = llvm.icmp "slt" %2011, %43 : i32
      %2014 = llvm.and %2012, %2013 : i1
      llvm.cond_br %2014, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2015 = llvm.getelementptr %62[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2016 = llvm.load %2015 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2017 = llvm.getelementptr %683[42113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2016, %2017 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2018 = llvm.add %1208, %33 overflow<nsw> : i32
      %2019 = llvm.add %1209, %59 overflow<nsw> : i32
      %2020 = llvm.icmp "slt" %2018, %51 : i32
      %2021 = llvm.icmp "slt" %2019, %43 : i32
      %2022 = llvm.and %2020, %2021 : i1
      llvm.cond_br %2022, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2023 = llvm.getelementptr %62[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2024 = llvm.load %2023 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2025 = llvm.getelementptr %683[67264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2024, %2025 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2026 = llvm.add %1208, %33 overflow<nsw> : i32
      %2027 = llvm.add %1209, %1 overflow<nsw> : i32
      %2028 = llvm.icmp "slt" %2026, %51 : i32
      %2029 = llvm.icmp "slt" %2027, %43 : i32
      %2030 = llvm.and %2028, %2029 : i1
      llvm.cond_br %2030, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2031 = llvm.getelementptr %62[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2032 = llvm.load %2031 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2033 = llvm.getelementptr %683[67265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2032, %2033 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2034 = llvm.add %1208, %12 overflow<nsw> : i32
      %2035 = llvm.add %1209, %59 overflow<nsw> : i32
      %2036 = llvm.icmp "slt" %2034, %51 : i32
      %2037 = llvm.icmp "slt" %2035, %43 : i32
      %2038 = llvm.and %2036, %2037 : i1
      llvm.cond_br %2038, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2039 = llvm.getelementptr %62[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2040 = llvm.load %2039 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2041 = llvm.getelementptr %683[75648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2040, %2041 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2042 = llvm.add %1208, %12 overflow<nsw> : i32
      %2043 = llvm.add %1209, %1 overflow<nsw> : i32
      %2044 = llvm.icmp "slt" %2042, %51 : i32
      %2045 = llvm.icmp "slt" %2043, %43 : i32
      %2046 = llvm.and %2044, %2045 : i1
      llvm.cond_br %2046, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2047 = llvm.getelementptr %62[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2048 = llvm.load %2047 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2049 = llvm.getelementptr %683[75649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2048, %2049 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2050 = llvm.add %1208, %58 overflow<nsw> : i32
      %2051 = llvm.add %1209, %59 overflow<nsw> : i32
      %2052 = llvm.icmp "slt" %2050, %51 : i32
      %2053 = llvm.icmp "slt" %2051, %43 : i32
      %2054 = llvm.and %2052, %2053 : i1
      llvm.cond_br %2054, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2055 = llvm.getelementptr %62[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2056 = llvm.load %2055 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2057 = llvm.getelementptr %683[100800] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2056, %2057 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2058 = llvm.add %1208, %58 overflow<nsw> : i32
      %2059 = llvm.add %1209, %1 overflow<nsw> : i32
      %2060 = llvm.icmp "slt" %2058, %51 : i32
      %2061 = llvm.icmp "slt" %2059, %43 : i32
      %2062 = llvm.and %2060, %2061 : i1
      llvm.cond_br %2062, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2063 = llvm.getelementptr %62[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2064 = llvm.load %2063 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2065 = llvm.getelementptr %683[100801] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2064, %2065 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2066 = llvm.add %1208, %10 overflow<nsw> : i32
      %2067 = llvm.add %1209, %59 overflow<nsw> : i32
      %2068 = llvm.icmp "slt" %2066, %51 : i32
      %2069 = llvm.icmp "slt" %2067, %43 : i32
      %2070 = llvm.and %2068, %2069 : i1
      llvm.cond_br %2070, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2071 = llvm.getelementptr %62[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2072 = llvm.load %2071 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2073 = llvm.getelementptr %683[109184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2072, %2073 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2074 = llvm.add %1208, %10 overflow<nsw> : i32
      %2075 = llvm.add %1209, %1 overflow<nsw> : i32
      %2076 = llvm.icmp "slt" %2074, %51 : i32
      %2077 = llvm.icmp "slt" %2075, %43 : i32
      %2078 = llvm.and %2076, %2077 : i1
      llvm.cond_br %2078, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2079 = llvm.getelementptr %62[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2080 = llvm.load %2079 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2081 = llvm.getelementptr %683[109185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2080, %2081 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2082 = llvm.add %1209, %15 overflow<nsw> : i32
      %2083 = llvm.icmp "slt" %1208, %51 : i32
      %2084 = llvm.icmp "slt" %2082, %43 : i32
      %2085 = llvm.and %2083, %2084 : i1
      llvm.cond_br %2085, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2086 = llvm.getelementptr %62[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2087 = llvm.load %2086 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2088 = llvm.getelementptr %683[224] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2087, %2088 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2089 = llvm.add %1209, %0 overflow<nsw> : i32
      %2090 = llvm.icmp "slt" %1208, %51 : i32
      %2091 = llvm.icmp "slt" %2089, %43 : i32
      %2092 = llvm.and %2090, %2091 : i1
      llvm.cond_br %2092, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2093 = llvm.getelementptr %62[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2094 = llvm.load %2093 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2095 = llvm.getelementptr %683[225] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2094, %2095 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2096 = llvm.add %1208, %57 overflow<nsw> : i32
      %2097 = llvm.add %1209, %15 overflow<nsw> : i32
      %2098 = llvm.icmp "slt" %2096, %51 : i32
      %2099 = llvm.icmp "slt" %2097, %43 : i32
      %2100 = llvm.and %2098, %2099 : i1
      llvm.cond_br %2100, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2101 = llvm.getelementptr %62[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2102 = llvm.load %2101 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2103 = llvm.getelementptr %683[8608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2102, %2103 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2104 = llvm.add %1208, %57 overflow<nsw> : i32
      %2105 = llvm.add %1209, %0 overflow<nsw> : i32
      %2106 = llvm.icmp "slt" %2104, %51 : i32
      %2107 = llvm.icmp "slt" %2105, %43 : i32
      %2108 = llvm.and %2106, %2107 : i1
      llvm.cond_br %2108, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2109 = llvm.getelementptr %62[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2110 = llvm.load %2109 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2111 = llvm.getelementptr %683[8609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2110, %2111 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2112 = llvm.add %1208, %42 overflow<nsw> : i32
      %2113 = llvm.add %1209, %15 overflow<nsw> : i32
      %2114 = llvm.icmp "slt" %2112, %51 : i32
      %2115 = llvm.icmp "slt" %2113, %43 : i32
      %2116 = llvm.and %2114, %2115 : i1
      llvm.cond_br %2116, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2117 = llvm.getelementptr %62[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2118 = llvm.load %2117 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2119 = llvm.getelementptr %683[33760] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2118, %2119 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2120 = llvm.add %1208, %42 overflow<nsw> : i32
      %2121 = llvm.add %1209, %0 overflow<nsw> : i32
      %2122 = llvm.icmp "slt" %2120, %51 : i32
      %2123 = llvm.icmp "slt" %2121, %43 : i32
      %2124 = llvm.and %2122, %2123 : i1
      llvm.cond_br %2124, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2125 = llvm.getelementptr %62[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2126 = llvm.load %2125 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2127 = llvm.getelementptr %683[33761] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2126, %2127 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2128 = llvm.add %1208, %30 overflow<nsw> : i32
      %2129 = llvm.add %1209, %15 overflow<nsw> : i32
      %2130 = llvm.icmp "slt" %2128, %51 : i32
      %2131 = llvm.icmp "slt" %2129, %43 : i32
      %2132 = llvm.and %2130, %2131 : i1
      llvm.cond_br %2132, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2133 = llvm.getelementptr %62[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2134 = llvm.load %2133 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2135 = llvm.getelementptr %683[42144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2134, %2135 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2136 = llvm.add %1208, %30 overflow<nsw> : i32
      %2137 = llvm.add %1209, %0 overflow<nsw> : i32
      %2138 = llvm.icmp "slt" %2136, %51 : i32
      %2139 = llvm.icmp "slt" %2137, %43 : i32
      %2140 = llvm.and %2138, %2139 : i1
      llvm.cond_br %2140, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2141 = llvm.getelementptr %62[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2142 = llvm.load %2141 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2143 = llvm.getelementptr %683[42145] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2142, %2143 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2144 = llvm.add %1208, %33 overflow<nsw> : i32
      %2145 = llvm.add %1209, %15 overflow<nsw> : i32
      %2146 = llvm.icmp "slt" %2144, %51 : i32
      %2147 = llvm.icmp "slt" %2145, %43 : i32
      %2148 = llvm.and %2146, %2147 : i1
      llvm.cond_br %2148, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2149 = llvm.getelementptr %62[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2150 = llvm.load %2149 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2151 = llvm.getelementptr %683[67296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2150, %2151 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2152 = llvm.add %1208, %33 overflow<nsw> : i32
      %2153 = llvm.add %1209, %0 overflow<nsw> : i32
      %2154 = llvm.icmp "slt" %2152, %51 : i32
      %2155 = llvm.icmp "slt" %2153, %43 : i32
      %2156 = llvm.and %2154, %2155 : i1
      llvm.cond_br %2156, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2157 = llvm.getelementptr %62[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2158 = llvm.load %2157 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2159 = llvm.getelementptr %683[67297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2158, %2159 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2160 = llvm.add %1208, %12 overflow<nsw> : i32
      %2161 = llvm.add %1209, %15 overflow<nsw> : i32
      %2162 = llvm.icmp "slt" %2160, %51 : i32
      %2163 = llvm.icmp "slt" %2161, %43 : i32
      %2164 = llvm.and %2162, %2163 : i1
      llvm.cond_br %2164, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2165 = llvm.getelementptr %62[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2166 = llvm.load %2165 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2167 = llvm.getelementptr %683[75680] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2166, %2167 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2168 = llvm.add %1208, %12 overflow<nsw> : i32
      %2169 = llvm.add %1209, %0 overflow<nsw> : i32
      %2170 = llvm.icmp "slt" %2168, %51 : i32
      %2171 = llvm.icmp "slt" %2169, %43 : i32
      %2172 = llvm.and %2170, %2171 : i1
      llvm.cond_br %2172, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2173 = llvm.getelementptr %62[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2174 = llvm.load %2173 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2175 = llvm.getelementptr %683[75681] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2174, %2175 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2176 = llvm.add %1208, %58 overflow<nsw> : i32
      %2177 = llvm.add %1209, %15 overflow<nsw> : i32
      %2178 = llvm.icmp "slt" %2176, %51 : i32
      %2179 = llvm.icmp "slt" %2177, %43 : i32
      %2180 = llvm.and %2178, %2179 : i1
      llvm.cond_br %2180, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2181 = llvm.getelementptr %62[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2182 = llvm.load %2181 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2183 = llvm.getelementptr %683[100832] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2182, %2183 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2184 = llvm.add %1208, %58 overflow<nsw> : i32
      %2185 = llvm.add %1209, %0 overflow<nsw> : i32
      %2186 = llvm.icmp "slt" %2184, %51 : i32
      %2187 = llvm.icmp "slt" %2185, %43 : i32
      %2188 = llvm.and %2186, %2187 : i1
      llvm.cond_br %2188, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2189 = llvm.getelementptr %62[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2190 = llvm.load %2189 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2191 = llvm.getelementptr %683[100833] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2190, %2191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2192 = llvm.add %1208, %10 overflow<nsw> : i32
      %2193 = llvm.add %1209, %15 overflow<nsw> : i32
      %2194 = llvm.icmp "slt" %2192, %51 : i32
      %2195 = llvm.icmp "slt" %2193, %43 : i32
      %2196 = llvm.and %2194, %2195 : i1
      llvm.cond_br %2196, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2197 = llvm.getelementptr %62[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2198 = llvm.load %2197 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2199 = llvm.getelementptr %683[109216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2198, %2199 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2200 = llvm.add %1208, %10 overflow<nsw> : i32
      %2201 = llvm.add %1209, %0 overflow<nsw> : i32
      %2202 = llvm.icmp "slt" %2200, %51 : i32
      %2203 = llvm.icmp "slt" %2201, %43 : i32
      %2204 = llvm.and %2202, %2203 : i1
      llvm.cond_br %2204, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2205 = llvm.getelementptr %62[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2206 = llvm.load %2205 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2207 = llvm.getelementptr %683[109217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2206, %2207 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      llvm.br ^bb345
    ^bb345:  // 2 preds: ^bb87, ^bb344
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %96 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0<%32> (%12, %14, %16) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %97 = builtin.unrealized_conversion_cast %96 : !cuda.result to i32
    cuda.return_if_error %97 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h81d6f99d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
