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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 73728 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(49 : i32) : i32
      %1 = llvm.mlir.constant(33 : i32) : i32
      %2 = llvm.mlir.constant(17 : i32) : i32
      %3 = llvm.mlir.constant(104 : i32) : i32
      %4 = llvm.mlir.constant(40 : i32) : i32
      %5 = llvm.mlir.constant(2304 : i32) : i32
      %6 = llvm.mlir.constant(576 : i32) : i32
      %7 = llvm.mlir.constant(8192 : i32) : i32
      %8 = llvm.mlir.constant(7168 : i32) : i32
      %9 = llvm.mlir.constant(6144 : i32) : i32
      %10 = llvm.mlir.constant(5120 : i32) : i32
      %11 = llvm.mlir.constant(4096 : i32) : i32
      %12 = llvm.mlir.constant(3072 : i32) : i32
      %13 = llvm.mlir.constant(2048 : i32) : i32
      %14 = llvm.mlir.constant(112 : i32) : i32
      %15 = llvm.mlir.constant(96 : i32) : i32
      %16 = llvm.mlir.constant(80 : i32) : i32
      %17 = llvm.mlir.constant(48 : i32) : i32
      %18 = llvm.mlir.constant(20184 : i32) : i32
      %19 = llvm.mlir.constant(15 : i32) : i32
      %20 = llvm.mlir.constant(225 : i32) : i32
      %21 = llvm.mlir.constant(9216 : i32) : i32
      %22 = llvm.mlir.constant(16 : i64) : i64
      %23 = llvm.mlir.constant(1024 : i64) : i64
      %24 = llvm.mlir.constant(true) : i1
      %25 = llvm.mlir.constant(31 : i32) : i32
      %26 = llvm.mlir.constant(-1 : i32) : i32
      %27 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %28 = llvm.mlir.constant(4 : i32) : i32
      %29 = llvm.mlir.constant(696 : i32) : i32
      %30 = llvm.mlir.constant(24 : i32) : i32
      %31 = llvm.mlir.constant(512 : i32) : i32
      %32 = llvm.mlir.constant(448 : i32) : i32
      %33 = llvm.mlir.constant(3 : i32) : i32
      %34 = llvm.mlir.constant(450 : i32) : i32
      %35 = llvm.mlir.constant(0 : i8) : i8
      %36 = llvm.mlir.constant(216 : i32) : i32
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.mlir.constant(29 : i32) : i32
      %39 = llvm.mlir.constant(-16 : i64) : i64
      %40 = llvm.mlir.constant(2 : i32) : i32
      %41 = llvm.mlir.constant(72 : i32) : i32
      %42 = llvm.mlir.constant(32 : i32) : i32
      %43 = llvm.mlir.constant(1152 : i32) : i32
      %44 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %45 = llvm.mlir.constant(1024 : i32) : i32
      %46 = llvm.mlir.constant(-16 : i32) : i32
      %47 = llvm.mlir.constant(256 : i32) : i32
      %48 = llvm.mlir.constant(-32 : i32) : i32
      %49 = llvm.mlir.constant(15 : i64) : i64
      %50 = llvm.mlir.constant(0.000000e+00 : f16) : f16
      %51 = llvm.mlir.constant(16 : i32) : i32
      %52 = llvm.mlir.constant(128 : i32) : i32
      %53 = llvm.mlir.constant(8 : i32) : i32
      %54 = llvm.mlir.constant(64 : i32) : i32
      %55 = llvm.mlir.constant(1 : i32) : i32
      %56 = llvm.alloca %54 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %54 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %54 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.alloca %52 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %72 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %73 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %74 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %75 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %76 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %77 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %78 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %79 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %80 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %81 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %82 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %83 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %84 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %85 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %86 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %87 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %88 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %89 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %90 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %91 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %92 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %93 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %94 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %95 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %96 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %97 = llvm.alloca %51 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %98 = llvm.alloca %53 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %99 = llvm.ptrtoint %27 : !llvm.ptr<3> to i32
      %100 = nvvm.shfl.sync idx %26, %99, %37, %25 : i32 -> i32
      %101 = llvm.zext %100 : i32 to i64
      %102 = llvm.inttoptr %101 : i64 to !llvm.ptr<3>
      llvm.intr.assume %24 ["align"(%102, %23 : !llvm.ptr<3>, i64)] : i1
      %103 = llvm.ptrtoint %102 : !llvm.ptr<3> to i64
      %104 = llvm.inttoptr %103 : i64 to !llvm.ptr<3>
      llvm.intr.assume %24 ["align"(%104, %22 : !llvm.ptr<3>, i64)] : i1
      %105 = llvm.getelementptr %102[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %106 = llvm.ptrtoint %105 : !llvm.ptr<3> to i64
      %107 = llvm.inttoptr %106 : i64 to !llvm.ptr<3>
      llvm.intr.assume %24 ["align"(%107, %22 : !llvm.ptr<3>, i64)] : i1
      %108 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %109 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %110 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %111 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %112 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %113 = llvm.sdiv %112, %51 : i32
      %114 = llvm.mul %113, %51 : i32
      %115 = llvm.icmp "ne" %112, %114 : i32
      %116 = llvm.mlir.constant(0 : i32) : i32
      %117 = llvm.icmp "slt" %112, %116 : i32
      %118 = llvm.mlir.constant(false) : i1
      %119 = llvm.icmp "ne" %117, %118 : i1
      %120 = llvm.and %115, %119 : i1
      %121 = llvm.mlir.constant(-1 : i32) : i32
      %122 = llvm.add %113, %121 : i32
      %123 = llvm.select %120, %122, %113 : i1, i32
      %124 = llvm.mul %123, %53 : i32
      %125 = llvm.sub %28, %124 : i32
      %126 = llvm.intr.smin(%125, %53) : (i32, i32) -> i32
      %127 = llvm.mul %123, %51 : i32
      %128 = llvm.sub %112, %127 : i32
      %129 = llvm.srem %128, %126 : i32
      %130 = llvm.add %124, %129 : i32
      %131 = llvm.sdiv %128, %126 : i32
      %132 = llvm.mul %131, %126 : i32
      %133 = llvm.icmp "ne" %128, %132 : i32
      %134 = llvm.mlir.constant(0 : i32) : i32
      %135 = llvm.icmp "slt" %128, %134 : i32
      %136 = llvm.icmp "slt" %126, %134 : i32
      %137 = llvm.icmp "ne" %135, %136 : i1
      %138 = llvm.and %133, %137 : i1
      %139 = llvm.mlir.constant(-1 : i32) : i32
      %140 = llvm.add %131, %139 : i32
      %141 = llvm.select %138, %140, %131 : i1, i32
      %142 = llvm.mul %arg3, %29 : i32
      %143 = llvm.mul %arg4, %30 : i32
      %144 = llvm.mul %arg8, %30 : i32
      %145 = llvm.mul %arg7, %29 : i32
      %146 = llvm.mul %arg5, %29 : i32
      %147 = llvm.mul %arg6, %30 : i32
      %148 = llvm.add %146, %147 : i32
      %149 = llvm.mul %130, %21 overflow<nsw> : i32
      %150 = llvm.mul %141, %54 overflow<nsw> : i32
      %151 = llvm.add %149, %150 overflow<nsw> : i32
      %152 = llvm.getelementptr %110[%151] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %153 = llvm.mul %130, %52 overflow<nsw> : i32
      %154 = llvm.mul %141, %54 overflow<nsw> : i32
      %155 = llvm.sdiv %111, %53 : i32
      %156 = llvm.srem %111, %53 : i32
      %157 = llvm.mul %156, %53 overflow<nsw> : i32
      %158 = llvm.srem %155, %53 : i32
      %159 = llvm.mul %158, %54 overflow<nsw> : i32
      %160 = llvm.add %157, %159 overflow<nsw> : i32
      %161 = llvm.sdiv %155, %53 : i32
      %162 = llvm.mul %161, %31 overflow<nsw> : i32
      %163 = llvm.and %160, %32 : i32
      %164 = llvm.lshr %163, %33 : i32
      %165 = llvm.xor %160, %164 : i32
      %166 = llvm.add %165, %162 overflow<nsw> : i32
      %167 = llvm.getelementptr %104[%166] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %168 = llvm.getelementptr %107[%166] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %169 = llvm.mul %130, %52 : i32
      %170 = llvm.add %169, %155 overflow<nsw> : i32
      %171 = llvm.sdiv %170, %20 : i32
      %172 = llvm.mul %171, %20 overflow<nsw> : i32
      %173 = llvm.sub %170, %172 overflow<nsw> : i32
      %174 = llvm.sdiv %173, %19 : i32
      %175 = llvm.mul %174, %19 overflow<nsw> : i32
      %176 = llvm.sub %173, %175 overflow<nsw> : i32
      %177 = llvm.mul %171, %18 overflow<nsw> : i32
      %178 = llvm.mul %174, %142 overflow<nsw> : i32
      %179 = llvm.add %177, %178 overflow<nsw> : i32
      %180 = llvm.mul %176, %143 overflow<nsw> : i32
      %181 = llvm.add %179, %180 overflow<nsw> : i32
      %182 = llvm.sub %181, %148 overflow<nsw> : i32
      llvm.store %182, %98 {alignment = 32 : i64} : i32, !llvm.ptr
      %183 = llvm.mul %174, %arg3 overflow<nsw> : i32
      %184 = llvm.sub %183, %arg5 overflow<nsw> : i32
      llvm.store %184, %97 {alignment = 32 : i64} : i32, !llvm.ptr
      %185 = llvm.mul %176, %arg4 overflow<nsw> : i32
      %186 = llvm.sub %185, %arg6 overflow<nsw> : i32
      %187 = llvm.getelementptr %97[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %186, %187 {alignment = 32 : i64} : i32, !llvm.ptr
      %188 = llvm.icmp "slt" %170, %34 : i32
      %189 = llvm.zext %188 : i1 to i8
      llvm.store %189, %96 {alignment = 32 : i64} : i8, !llvm.ptr
      %190 = llvm.add %155, %51 overflow<nsw> : i32
      %191 = llvm.add %169, %190 overflow<nsw> : i32
      %192 = llvm.sdiv %191, %20 : i32
      %193 = llvm.mul %192, %20 overflow<nsw> : i32
      %194 = llvm.sub %191, %193 overflow<nsw> : i32
      %195 = llvm.sdiv %194, %19 : i32
      %196 = llvm.mul %195, %19 overflow<nsw> : i32
      %197 = llvm.sub %194, %196 overflow<nsw> : i32
      %198 = llvm.mul %192, %18 overflow<nsw> : i32
      %199 = llvm.mul %195, %142 overflow<nsw> : i32
      %200 = llvm.add %198, %199 overflow<nsw> : i32
      %201 = llvm.mul %197, %143 overflow<nsw> : i32
      %202 = llvm.add %200, %201 overflow<nsw> : i32
      %203 = llvm.sub %202, %148 overflow<nsw> : i32
      %204 = llvm.getelementptr %98[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %203, %204 {alignment = 4 : i64} : i32, !llvm.ptr
      %205 = llvm.mul %195, %arg3 overflow<nsw> : i32
      %206 = llvm.sub %205, %arg5 overflow<nsw> : i32
      %207 = llvm.getelementptr %97[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %206, %207 {alignment = 4 : i64} : i32, !llvm.ptr
      %208 = llvm.mul %197, %arg4 overflow<nsw> : i32
      %209 = llvm.sub %208, %arg6 overflow<nsw> : i32
      %210 = llvm.getelementptr %97[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %209, %210 {alignment = 4 : i64} : i32, !llvm.ptr
      %211 = llvm.icmp "slt" %191, %34 : i32
      %212 = llvm.zext %211 : i1 to i8
      %213 = llvm.getelementptr %96[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %212, %213 {alignment = 1 : i64} : i8, !llvm.ptr
      %214 = llvm.add %155, %42 overflow<nsw> : i32
      %215 = llvm.add %169, %214 overflow<nsw> : i32
      %216 = llvm.sdiv %215, %20 : i32
      %217 = llvm.mul %216, %20 overflow<nsw> : i32
      %218 = llvm.sub %215, %217 overflow<nsw> : i32
      %219 = llvm.sdiv %218, %19 : i32
      %220 = llvm.mul %219, %19 overflow<nsw> : i32
      %221 = llvm.sub %218, %220 overflow<nsw> : i32
      %222 = llvm.mul %216, %18 overflow<nsw> : i32
      %223 = llvm.mul %219, %142 overflow<nsw> : i32
      %224 = llvm.add %222, %223 overflow<nsw> : i32
      %225 = llvm.mul %221, %143 overflow<nsw> : i32
      %226 = llvm.add %224, %225 overflow<nsw> : i32
      %227 = llvm.sub %226, %148 overflow<nsw> : i32
      %228 = llvm.getelementptr %98[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %227, %228 {alignment = 8 : i64} : i32, !llvm.ptr
      %229 = llvm.mul %219, %arg3 overflow<nsw> : i32
      %230 = llvm.sub %229, %arg5 overflow<nsw> : i32
      %231 = llvm.getelementptr %97[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %230, %231 {alignment = 8 : i64} : i32, !llvm.ptr
      %232 = llvm.mul %221, %arg4 overflow<nsw> : i32
      %233 = llvm.sub %232, %arg6 overflow<nsw> : i32
      %234 = llvm.getelementptr %97[10] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %233, %234 {alignment = 8 : i64} : i32, !llvm.ptr
      %235 = llvm.icmp "slt" %215, %34 : i32
      %236 = llvm.zext %235 : i1 to i8
      %237 = llvm.getelementptr %96[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %236, %237 {alignment = 2 : i64} : i8, !llvm.ptr
      %238 = llvm.add %155, %17 overflow<nsw> : i32
      %239 = llvm.add %169, %238 overflow<nsw> : i32
      %240 = llvm.sdiv %239, %20 : i32
      %241 = llvm.mul %240, %20 overflow<nsw> : i32
      %242 = llvm.sub %239, %241 overflow<nsw> : i32
      %243 = llvm.sdiv %242, %19 : i32
      %244 = llvm.mul %243, %19 overflow<nsw> : i32
      %245 = llvm.sub %242, %244 overflow<nsw> : i32
      %246 = llvm.mul %240, %18 overflow<nsw> : i32
      %247 = llvm.mul %243, %142 overflow<nsw> : i32
      %248 = llvm.add %246, %247 overflow<nsw> : i32
      %249 = llvm.mul %245, %143 overflow<nsw> : i32
      %250 = llvm.add %248, %249 overflow<nsw> : i32
      %251 = llvm.sub %250, %148 overflow<nsw> : i32
      %252 = llvm.getelementptr %98[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %251, %252 {alignment = 4 : i64} : i32, !llvm.ptr
      %253 = llvm.mul %243, %arg3 overflow<nsw> : i32
      %254 = llvm.sub %253, %arg5 overflow<nsw> : i32
      %255 = llvm.getelementptr %97[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %254, %255 {alignment = 4 : i64} : i32, !llvm.ptr
      %256 = llvm.mul %245, %arg4 overflow<nsw> : i32
      %257 = llvm.sub %256, %arg6 overflow<nsw> : i32
      %258 = llvm.getelementptr %97[11] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %257, %258 {alignment = 4 : i64} : i32, !llvm.ptr
      %259 = llvm.icmp "slt" %239, %34 : i32
      %260 = llvm.zext %259 : i1 to i8
      %261 = llvm.getelementptr %96[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %260, %261 {alignment = 1 : i64} : i8, !llvm.ptr
      %262 = llvm.add %155, %54 overflow<nsw> : i32
      %263 = llvm.add %169, %262 overflow<nsw> : i32
      %264 = llvm.sdiv %263, %20 : i32
      %265 = llvm.mul %264, %20 overflow<nsw> : i32
      %266 = llvm.sub %263, %265 overflow<nsw> : i32
      %267 = llvm.sdiv %266, %19 : i32
      %268 = llvm.mul %267, %19 overflow<nsw> : i32
      %269 = llvm.sub %266, %268 overflow<nsw> : i32
      %270 = llvm.mul %264, %18 overflow<nsw> : i32
      %271 = llvm.mul %267, %142 overflow<nsw> : i32
      %272 = llvm.add %270, %271 overflow<nsw> : i32
      %273 = llvm.mul %269, %143 overflow<nsw> : i32
      %274 = llvm.add %272, %273 overflow<nsw> : i32
      %275 = llvm.sub %274, %148 overflow<nsw> : i32
      %276 = llvm.getelementptr %98[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %275, %276 {alignment = 16 : i64} : i32, !llvm.ptr
      %277 = llvm.mul %267, %arg3 overflow<nsw> : i32
      %278 = llvm.sub %277, %arg5 overflow<nsw> : i32
      %279 = llvm.getelementptr %97[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %278, %279 {alignment = 16 : i64} : i32, !llvm.ptr
      %280 = llvm.mul %269, %arg4 overflow<nsw> : i32
      %281 = llvm.sub %280, %arg6 overflow<nsw> : i32
      %282 = llvm.getelementptr %97[12] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %281, %282 {alignment = 16 : i64} : i32, !llvm.ptr
      %283 = llvm.icmp "slt" %263, %34 : i32
      %284 = llvm.zext %283 : i1 to i8
      %285 = llvm.getelementptr %96[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %284, %285 {alignment = 4 : i64} : i8, !llvm.ptr
      %286 = llvm.add %155, %16 overflow<nsw> : i32
      %287 = llvm.add %169, %286 overflow<nsw> : i32
      %288 = llvm.sdiv %287, %20 : i32
      %289 = llvm.mul %288, %20 overflow<nsw> : i32
      %290 = llvm.sub %287, %289 overflow<nsw> : i32
      %291 = llvm.sdiv %290, %19 : i32
      %292 = llvm.mul %291, %19 overflow<nsw> : i32
      %293 = llvm.sub %290, %292 overflow<nsw> : i32
      %294 = llvm.mul %288, %18 overflow<nsw> : i32
      %295 = llvm.mul %291, %142 overflow<nsw> : i32
      %296 = llvm.add %294, %295 overflow<nsw> : i32
      %297 = llvm.mul %293, %143 overflow<nsw> : i32
      %298 = llvm.add %296, %297 overflow<nsw> : i32
      %299 = llvm.sub %298, %148 overflow<nsw> : i32
      %300 = llvm.getelementptr %98[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %299, %300 {alignment = 4 : i64} : i32, !llvm.ptr
      %301 = llvm.mul %291, %arg3 overflow<nsw> : i32
      %302 = llvm.sub %301, %arg5 overflow<nsw> : i32
      %303 = llvm.getelementptr %97[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %302, %303 {alignment = 4 : i64} : i32, !llvm.ptr
      %304 = llvm.mul %293, %arg4 overflow<nsw> : i32
      %305 = llvm.sub %304, %arg6 overflow<nsw> : i32
      %306 = llvm.getelementptr %97[13] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %305, %306 {alignment = 4 : i64} : i32, !llvm.ptr
      %307 = llvm.icmp "slt" %287, %34 : i32
      %308 = llvm.zext %307 : i1 to i8
      %309 = llvm.getelementptr %96[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %308, %309 {alignment = 1 : i64} : i8, !llvm.ptr
      %310 = llvm.add %155, %15 overflow<nsw> : i32
      %311 = llvm.add %169, %310 overflow<nsw> : i32
      %312 = llvm.sdiv %311, %20 : i32
      %313 = llvm.mul %312, %20 overflow<nsw> : i32
      %314 = llvm.sub %311, %313 overflow<nsw> : i32
      %315 = llvm.sdiv %314, %19 : i32
      %316 = llvm.mul %315, %19 overflow<nsw> : i32
      %317 = llvm.sub %314, %316 overflow<nsw> : i32
      %318 = llvm.mul %312, %18 overflow<nsw> : i32
      %319 = llvm.mul %315, %142 overflow<nsw> : i32
      %320 = llvm.add %318, %319 overflow<nsw> : i32
      %321 = llvm.mul %317, %143 overflow<nsw> : i32
      %322 = llvm.add %320, %321 overflow<nsw> : i32
      %323 = llvm.sub %322, %148 overflow<nsw> : i32
      %324 = llvm.getelementptr %98[6] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %323, %324 {alignment = 8 : i64} : i32, !llvm.ptr
      %325 = llvm.mul %315, %arg3 overflow<nsw> : i32
      %326 = llvm.sub %325, %arg5 overflow<nsw> : i32
      %327 = llvm.getelementptr %97[6] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %326, %327 {alignment = 8 : i64} : i32, !llvm.ptr
      %328 = llvm.mul %317, %arg4 overflow<nsw> : i32
      %329 = llvm.sub %328, %arg6 overflow<nsw> : i32
      %330 = llvm.getelementptr %97[14] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %329, %330 {alignment = 8 : i64} : i32, !llvm.ptr
      %331 = llvm.icmp "slt" %311, %34 : i32
      %332 = llvm.zext %331 : i1 to i8
      %333 = llvm.getelementptr %96[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %332, %333 {alignment = 2 : i64} : i8, !llvm.ptr
      %334 = llvm.add %155, %14 overflow<nsw> : i32
      %335 = llvm.add %169, %334 overflow<nsw> : i32
      %336 = llvm.sdiv %335, %20 : i32
      %337 = llvm.mul %336, %20 overflow<nsw> : i32
      %338 = llvm.sub %335, %337 overflow<nsw> : i32
      %339 = llvm.sdiv %338, %19 : i32
      %340 = llvm.mul %339, %19 overflow<nsw> : i32
      %341 = llvm.sub %338, %340 overflow<nsw> : i32
      %342 = llvm.mul %336, %18 overflow<nsw> : i32
      %343 = llvm.mul %339, %142 overflow<nsw> : i32
      %344 = llvm.add %342, %343 overflow<nsw> : i32
      %345 = llvm.mul %341, %143 overflow<nsw> : i32
      %346 = llvm.add %344, %345 overflow<nsw> : i32
      %347 = llvm.sub %346, %148 overflow<nsw> : i32
      %348 = llvm.getelementptr %98[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %347, %348 {alignment = 4 : i64} : i32, !llvm.ptr
      %349 = llvm.mul %339, %arg3 overflow<nsw> : i32
      %350 = llvm.sub %349, %arg5 overflow<nsw> : i32
      %351 = llvm.getelementptr %97[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %350, %351 {alignment = 4 : i64} : i32, !llvm.ptr
      %352 = llvm.mul %341, %arg4 overflow<nsw> : i32
      %353 = llvm.sub %352, %arg6 overflow<nsw> : i32
      %354 = llvm.getelementptr %97[15] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %353, %354 {alignment = 4 : i64} : i32, !llvm.ptr
      %355 = llvm.icmp "slt" %335, %34 : i32
      %356 = llvm.zext %355 : i1 to i8
      %357 = llvm.getelementptr %96[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %356, %357 {alignment = 1 : i64} : i8, !llvm.ptr
      %358 = llvm.sdiv %157, %30 : i32
      %359 = llvm.mul %358, %30 overflow<nsw> : i32
      %360 = llvm.sub %157, %359 overflow<nsw> : i32
      %361 = llvm.sdiv %358, %33 : i32
      %362 = llvm.mul %361, %33 overflow<nsw> : i32
      %363 = llvm.sub %358, %362 overflow<nsw> : i32
      %364 = llvm.mul %363, %144 overflow<nsw> : i32
      %365 = llvm.add %360, %364 overflow<nsw> : i32
      %366 = llvm.mul %361, %145 overflow<nsw> : i32
      %367 = llvm.add %365, %366 overflow<nsw> : i32
      %368 = llvm.load %97 {alignment = 32 : i64} : !llvm.ptr -> i32
      %369 = llvm.sdiv %157, %30 : i32
      %370 = llvm.sdiv %369, %33 : i32
      %371 = llvm.mul %370, %arg7 : i32
      %372 = llvm.add %368, %371 : i32
      %373 = llvm.load %187 {alignment = 32 : i64} : !llvm.ptr -> i32
      %374 = llvm.mul %363, %arg8 : i32
      %375 = llvm.add %373, %374 : i32
      %376 = llvm.load %96 {alignment = 32 : i64} : !llvm.ptr -> i8
      %377 = llvm.icmp "ne" %376, %35 : i8
      %378 = llvm.icmp "slt" %157, %36 : i32
      %379 = llvm.and %377, %378 : i1
      %380 = llvm.icmp "sge" %372, %37 : i32
      %381 = llvm.and %379, %380 : i1
      %382 = llvm.icmp "slt" %372, %38 : i32
      %383 = llvm.and %381, %382 : i1
      %384 = llvm.icmp "sge" %375, %37 : i32
      %385 = llvm.and %383, %384 : i1
      %386 = llvm.icmp "slt" %375, %38 : i32
      %387 = llvm.and %385, %386 : i1
      llvm.cond_br %387, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %388 = llvm.load %98 {alignment = 32 : i64} : !llvm.ptr -> i32
      %389 = llvm.add %388, %367 overflow<nsw> : i32
      %390 = llvm.getelementptr %108[%389] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %391 = llvm.ptrtoint %390 : !llvm.ptr<1> to i64
      %392 = llvm.add %391, %49 : i64
      %393 = llvm.and %392, %39 : i64
      %394 = llvm.inttoptr %393 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%394, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %167, %394, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %50, %95 {alignment = 32 : i64} : f16, !llvm.ptr
      %395 = llvm.getelementptr %95[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %395 {alignment = 2 : i64} : f16, !llvm.ptr
      %396 = llvm.getelementptr %95[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %396 {alignment = 4 : i64} : f16, !llvm.ptr
      %397 = llvm.getelementptr %95[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %397 {alignment = 2 : i64} : f16, !llvm.ptr
      %398 = llvm.getelementptr %95[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %398 {alignment = 8 : i64} : f16, !llvm.ptr
      %399 = llvm.getelementptr %95[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %399 {alignment = 2 : i64} : f16, !llvm.ptr
      %400 = llvm.getelementptr %95[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %400 {alignment = 4 : i64} : f16, !llvm.ptr
      %401 = llvm.getelementptr %95[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %401 {alignment = 2 : i64} : f16, !llvm.ptr
      %402 = llvm.load %95 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %402, %167 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %403 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr -> i32
      %404 = llvm.sdiv %157, %30 : i32
      %405 = llvm.sdiv %404, %33 : i32
      %406 = llvm.mul %405, %arg7 : i32
      %407 = llvm.add %403, %406 : i32
      %408 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %409 = llvm.mul %363, %arg8 : i32
      %410 = llvm.add %408, %409 : i32
      %411 = llvm.getelementptr %167[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %412 = llvm.load %213 {alignment = 1 : i64} : !llvm.ptr -> i8
      %413 = llvm.icmp "ne" %412, %35 : i8
      %414 = llvm.and %413, %378 : i1
      %415 = llvm.icmp "sge" %407, %37 : i32
      %416 = llvm.and %414, %415 : i1
      %417 = llvm.icmp "slt" %407, %38 : i32
      %418 = llvm.and %416, %417 : i1
      %419 = llvm.icmp "sge" %410, %37 : i32
      %420 = llvm.and %418, %419 : i1
      %421 = llvm.icmp "slt" %410, %38 : i32
      %422 = llvm.and %420, %421 : i1
      llvm.cond_br %422, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %423 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr -> i32
      %424 = llvm.add %423, %367 overflow<nsw> : i32
      %425 = llvm.getelementptr %108[%424] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %426 = llvm.ptrtoint %425 : !llvm.ptr<1> to i64
      %427 = llvm.add %426, %49 : i64
      %428 = llvm.and %427, %39 : i64
      %429 = llvm.inttoptr %428 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%429, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %411, %429, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %50, %94 {alignment = 32 : i64} : f16, !llvm.ptr
      %430 = llvm.getelementptr %94[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %430 {alignment = 2 : i64} : f16, !llvm.ptr
      %431 = llvm.getelementptr %94[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %431 {alignment = 4 : i64} : f16, !llvm.ptr
      %432 = llvm.getelementptr %94[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %432 {alignment = 2 : i64} : f16, !llvm.ptr
      %433 = llvm.getelementptr %94[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %433 {alignment = 8 : i64} : f16, !llvm.ptr
      %434 = llvm.getelementptr %94[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %434 {alignment = 2 : i64} : f16, !llvm.ptr
      %435 = llvm.getelementptr %94[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %435 {alignment = 4 : i64} : f16, !llvm.ptr
      %436 = llvm.getelementptr %94[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %436 {alignment = 2 : i64} : f16, !llvm.ptr
      %437 = llvm.load %94 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %437, %411 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %438 = llvm.load %231 {alignment = 8 : i64} : !llvm.ptr -> i32
      %439 = llvm.sdiv %157, %30 : i32
      %440 = llvm.sdiv %439, %33 : i32
      %441 = llvm.mul %440, %arg7 : i32
      %442 = llvm.add %438, %441 : i32
      %443 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> i32
      %444 = llvm.mul %363, %arg8 : i32
      %445 = llvm.add %443, %444 : i32
      %446 = llvm.getelementptr %167[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %447 = llvm.load %237 {alignment = 2 : i64} : !llvm.ptr -> i8
      %448 = llvm.icmp "ne" %447, %35 : i8
      %449 = llvm.and %448, %378 : i1
      %450 = llvm.icmp "sge" %442, %37 : i32
      %451 = llvm.and %449, %450 : i1
      %452 = llvm.icmp "slt" %442, %38 : i32
      %453 = llvm.and %451, %452 : i1
      %454 = llvm.icmp "sge" %445, %37 : i32
      %455 = llvm.and %453, %454 : i1
      %456 = llvm.icmp "slt" %445, %38 : i32
      %457 = llvm.and %455, %456 : i1
      llvm.cond_br %457, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %458 = llvm.load %228 {alignment = 8 : i64} : !llvm.ptr -> i32
      %459 = llvm.add %458, %367 overflow<nsw> : i32
      %460 = llvm.getelementptr %108[%459] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %461 = llvm.ptrtoint %460 : !llvm.ptr<1> to i64
      %462 = llvm.add %461, %49 : i64
      %463 = llvm.and %462, %39 : i64
      %464 = llvm.inttoptr %463 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%464, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %446, %464, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %50, %93 {alignment = 32 : i64} : f16, !llvm.ptr
      %465 = llvm.getelementptr %93[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %465 {alignment = 2 : i64} : f16, !llvm.ptr
      %466 = llvm.getelementptr %93[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %466 {alignment = 4 : i64} : f16, !llvm.ptr
      %467 = llvm.getelementptr %93[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %467 {alignment = 2 : i64} : f16, !llvm.ptr
      %468 = llvm.getelementptr %93[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %468 {alignment = 8 : i64} : f16, !llvm.ptr
      %469 = llvm.getelementptr %93[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %469 {alignment = 2 : i64} : f16, !llvm.ptr
      %470 = llvm.getelementptr %93[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %470 {alignment = 4 : i64} : f16, !llvm.ptr
      %471 = llvm.getelementptr %93[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %471 {alignment = 2 : i64} : f16, !llvm.ptr
      %472 = llvm.load %93 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %472, %446 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %473 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> i32
      %474 = llvm.sdiv %157, %30 : i32
      %475 = llvm.sdiv %474, %33 : i32
      %476 = llvm.mul %475, %arg7 : i32
      %477 = llvm.add %473, %476 : i32
      %478 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr -> i32
      %479 = llvm.mul %363, %arg8 : i32
      %480 = llvm.add %478, %479 : i32
      %481 = llvm.getelementptr %167[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %482 = llvm.load %261 {alignment = 1 : i64} : !llvm.ptr -> i8
      %483 = llvm.icmp "ne" %482, %35 : i8
      %484 = llvm.and %483, %378 : i1
      %485 = llvm.icmp "sge" %477, %37 : i32
      %486 = llvm.and %484, %485 : i1
      %487 = llvm.icmp "slt" %477, %38 : i32
      %488 = llvm.and %486, %487 : i1
      %489 = llvm.icmp "sge" %480, %37 : i32
      %490 = llvm.and %488, %489 : i1
      %491 = llvm.icmp "slt" %480, %38 : i32
      %492 = llvm.and %490, %491 : i1
      llvm.cond_br %492, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %493 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> i32
      %494 = llvm.add %493, %367 overflow<nsw> : i32
      %495 = llvm.getelementptr %108[%494] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %496 = llvm.ptrtoint %495 : !llvm.ptr<1> to i64
      %497 = llvm.add %496, %49 : i64
      %498 = llvm.and %497, %39 : i64
      %499 = llvm.inttoptr %498 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%499, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %481, %499, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %50, %92 {alignment = 32 : i64} : f16, !llvm.ptr
      %500 = llvm.getelementptr %92[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %500 {alignment = 2 : i64} : f16, !llvm.ptr
      %501 = llvm.getelementptr %92[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %501 {alignment = 4 : i64} : f16, !llvm.ptr
      %502 = llvm.getelementptr %92[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %502 {alignment = 2 : i64} : f16, !llvm.ptr
      %503 = llvm.getelementptr %92[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %503 {alignment = 8 : i64} : f16, !llvm.ptr
      %504 = llvm.getelementptr %92[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %504 {alignment = 2 : i64} : f16, !llvm.ptr
      %505 = llvm.getelementptr %92[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %505 {alignment = 4 : i64} : f16, !llvm.ptr
      %506 = llvm.getelementptr %92[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %506 {alignment = 2 : i64} : f16, !llvm.ptr
      %507 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %507, %481 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %508 = llvm.load %279 {alignment = 16 : i64} : !llvm.ptr -> i32
      %509 = llvm.sdiv %157, %30 : i32
      %510 = llvm.sdiv %509, %33 : i32
      %511 = llvm.mul %510, %arg7 : i32
      %512 = llvm.add %508, %511 : i32
      %513 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr -> i32
      %514 = llvm.mul %363, %arg8 : i32
      %515 = llvm.add %513, %514 : i32
      %516 = llvm.getelementptr %167[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %517 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr -> i8
      %518 = llvm.icmp "ne" %517, %35 : i8
      %519 = llvm.and %518, %378 : i1
      %520 = llvm.icmp "sge" %512, %37 : i32
      %521 = llvm.and %519, %520 : i1
      %522 = llvm.icmp "slt" %512, %38 : i32
      %523 = llvm.and %521, %522 : i1
      %524 = llvm.icmp "sge" %515, %37 : i32
      %525 = llvm.and %523, %524 : i1
      %526 = llvm.icmp "slt" %515, %38 : i32
      %527 = llvm.and %525, %526 : i1
      llvm.cond_br %527, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %528 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr -> i32
      %529 = llvm.add %528, %367 overflow<nsw> : i32
      %530 = llvm.getelementptr %108[%529] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %531 = llvm.ptrtoint %530 : !llvm.ptr<1> to i64
      %532 = llvm.add %531, %49 : i64
      %533 = llvm.and %532, %39 : i64
      %534 = llvm.inttoptr %533 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%534, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %516, %534, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %50, %91 {alignment = 32 : i64} : f16, !llvm.ptr
      %535 = llvm.getelementptr %91[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %535 {alignment = 2 : i64} : f16, !llvm.ptr
      %536 = llvm.getelementptr %91[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %536 {alignment = 4 : i64} : f16, !llvm.ptr
      %537 = llvm.getelementptr %91[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %537 {alignment = 2 : i64} : f16, !llvm.ptr
      %538 = llvm.getelementptr %91[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %538 {alignment = 8 : i64} : f16, !llvm.ptr
      %539 = llvm.getelementptr %91[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %539 {alignment = 2 : i64} : f16, !llvm.ptr
      %540 = llvm.getelementptr %91[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %540 {alignment = 4 : i64} : f16, !llvm.ptr
      %541 = llvm.getelementptr %91[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %541 {alignment = 2 : i64} : f16, !llvm.ptr
      %542 = llvm.load %91 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %542, %516 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %543 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr -> i32
      %544 = llvm.sdiv %157, %30 : i32
      %545 = llvm.sdiv %544, %33 : i32
      %546 = llvm.mul %545, %arg7 : i32
      %547 = llvm.add %543, %546 : i32
      %548 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr -> i32
      %549 = llvm.mul %363, %arg8 : i32
      %550 = llvm.add %548, %549 : i32
      %551 = llvm.getelementptr %167[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %552 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %553 = llvm.icmp "ne" %552, %35 : i8
      %554 = llvm.and %553, %378 : i1
      %555 = llvm.icmp "sge" %547, %37 : i32
      %556 = llvm.and %554, %555 : i1
      %557 = llvm.icmp "slt" %547, %38 : i32
      %558 = llvm.and %556, %557 : i1
      %559 = llvm.icmp "sge" %550, %37 : i32
      %560 = llvm.and %558, %559 : i1
      %561 = llvm.icmp "slt" %550, %38 : i32
      %562 = llvm.and %560, %561 : i1
      llvm.cond_br %562, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %563 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %564 = llvm.add %563, %367 overflow<nsw> : i32
      %565 = llvm.getelementptr %108[%564] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %566 = llvm.ptrtoint %565 : !llvm.ptr<1> to i64
      %567 = llvm.add %566, %49 : i64
      %568 = llvm.and %567, %39 : i64
      %569 = llvm.inttoptr %568 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%569, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %551, %569, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %50, %90 {alignment = 32 : i64} : f16, !llvm.ptr
      %570 = llvm.getelementptr %90[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %570 {alignment = 2 : i64} : f16, !llvm.ptr
      %571 = llvm.getelementptr %90[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %571 {alignment = 4 : i64} : f16, !llvm.ptr
      %572 = llvm.getelementptr %90[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %572 {alignment = 2 : i64} : f16, !llvm.ptr
      %573 = llvm.getelementptr %90[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %573 {alignment = 8 : i64} : f16, !llvm.ptr
      %574 = llvm.getelementptr %90[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %574 {alignment = 2 : i64} : f16, !llvm.ptr
      %575 = llvm.getelementptr %90[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %575 {alignment = 4 : i64} : f16, !llvm.ptr
      %576 = llvm.getelementptr %90[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %576 {alignment = 2 : i64} : f16, !llvm.ptr
      %577 = llvm.load %90 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %577, %551 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %578 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %579 = llvm.sdiv %157, %30 : i32
      %580 = llvm.sdiv %579, %33 : i32
      %581 = llvm.mul %580, %arg7 : i32
      %582 = llvm.add %578, %581 : i32
      %583 = llvm.load %330 {alignment = 8 : i64} : !llvm.ptr -> i32
      %584 = llvm.mul %363, %arg8 : i32
      %585 = llvm.add %583, %584 : i32
      %586 = llvm.getelementptr %167[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %587 = llvm.load %333 {alignment = 2 : i64} : !llvm.ptr -> i8
      %588 = llvm.icmp "ne" %587, %35 : i8
      %589 = llvm.and %588, %378 : i1
      %590 = llvm.icmp "sge" %582, %37 : i32
      %591 = llvm.and %589, %590 : i1
      %592 = llvm.icmp "slt" %582, %38 : i32
      %593 = llvm.and %591, %592 : i1
      %594 = llvm.icmp "sge" %585, %37 : i32
      %595 = llvm.and %593, %594 : i1
      %596 = llvm.icmp "slt" %585, %38 : i32
      %597 = llvm.and %595, %596 : i1
      llvm.cond_br %597, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %598 = llvm.load %324 {alignment = 8 : i64} : !llvm.ptr -> i32
      %599 = llvm.add %598, %367 overflow<nsw> : i32
      %600 = llvm.getelementptr %108[%599] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %601 = llvm.ptrtoint %600 : !llvm.ptr<1> to i64
      %602 = llvm.add %601, %49 : i64
      %603 = llvm.and %602, %39 : i64
      %604 = llvm.inttoptr %603 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%604, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %586, %604, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %50, %89 {alignment = 32 : i64} : f16, !llvm.ptr
      %605 = llvm.getelementptr %89[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %605 {alignment = 2 : i64} : f16, !llvm.ptr
      %606 = llvm.getelementptr %89[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %606 {alignment = 4 : i64} : f16, !llvm.ptr
      %607 = llvm.getelementptr %89[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %607 {alignment = 2 : i64} : f16, !llvm.ptr
      %608 = llvm.getelementptr %89[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %608 {alignment = 8 : i64} : f16, !llvm.ptr
      %609 = llvm.getelementptr %89[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %609 {alignment = 2 : i64} : f16, !llvm.ptr
      %610 = llvm.getelementptr %89[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %610 {alignment = 4 : i64} : f16, !llvm.ptr
      %611 = llvm.getelementptr %89[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %611 {alignment = 2 : i64} : f16, !llvm.ptr
      %612 = llvm.load %89 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %612, %586 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %613 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr -> i32
      %614 = llvm.sdiv %157, %30 : i32
      %615 = llvm.sdiv %614, %33 : i32
      %616 = llvm.mul %615, %arg7 : i32
      %617 = llvm.add %613, %616 : i32
      %618 = llvm.load %354 {alignment = 4 : i64} : !llvm.ptr -> i32
      %619 = llvm.mul %363, %arg8 : i32
      %620 = llvm.add %618, %619 : i32
      %621 = llvm.getelementptr %167[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %622 = llvm.load %357 {alignment = 1 : i64} : !llvm.ptr -> i8
      %623 = llvm.icmp "ne" %622, %35 : i8
      %624 = llvm.and %623, %378 : i1
      %625 = llvm.icmp "sge" %617, %37 : i32
      %626 = llvm.and %624, %625 : i1
      %627 = llvm.icmp "slt" %617, %38 : i32
      %628 = llvm.and %626, %627 : i1
      %629 = llvm.icmp "sge" %620, %37 : i32
      %630 = llvm.and %628, %629 : i1
      %631 = llvm.icmp "slt" %620, %38 : i32
      %632 = llvm.and %630, %631 : i1
      llvm.cond_br %632, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %633 = llvm.load %348 {alignment = 4 : i64} : !llvm.ptr -> i32
      %634 = llvm.add %633, %367 overflow<nsw> : i32
      %635 = llvm.getelementptr %108[%634] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %636 = llvm.ptrtoint %635 : !llvm.ptr<1> to i64
      %637 = llvm.add %636, %49 : i64
      %638 = llvm.and %637, %39 : i64
      %639 = llvm.inttoptr %638 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%639, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %621, %639, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %50, %88 {alignment = 32 : i64} : f16, !llvm.ptr
      %640 = llvm.getelementptr %88[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %640 {alignment = 2 : i64} : f16, !llvm.ptr
      %641 = llvm.getelementptr %88[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %641 {alignment = 4 : i64} : f16, !llvm.ptr
      %642 = llvm.getelementptr %88[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %642 {alignment = 2 : i64} : f16, !llvm.ptr
      %643 = llvm.getelementptr %88[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %643 {alignment = 8 : i64} : f16, !llvm.ptr
      %644 = llvm.getelementptr %88[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %644 {alignment = 2 : i64} : f16, !llvm.ptr
      %645 = llvm.getelementptr %88[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %645 {alignment = 4 : i64} : f16, !llvm.ptr
      %646 = llvm.getelementptr %88[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %646 {alignment = 2 : i64} : f16, !llvm.ptr
      %647 = llvm.load %88 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %647, %621 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %648 = llvm.mul %141, %54 : i32
      %649 = llvm.add %648, %155 overflow<nsw> : i32
      %650 = llvm.icmp "slt" %649, %41 : i32
      %651 = llvm.and %650, %378 : i1
      llvm.cond_br %651, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %652 = llvm.mul %649, %36 overflow<nsw> : i32
      %653 = llvm.getelementptr %109[%652] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %654 = llvm.getelementptr %653[%157] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %168, %654, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %50, %87 {alignment = 32 : i64} : f16, !llvm.ptr
      %655 = llvm.getelementptr %87[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %655 {alignment = 2 : i64} : f16, !llvm.ptr
      %656 = llvm.getelementptr %87[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %656 {alignment = 4 : i64} : f16, !llvm.ptr
      %657 = llvm.getelementptr %87[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %657 {alignment = 2 : i64} : f16, !llvm.ptr
      %658 = llvm.getelementptr %87[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %658 {alignment = 8 : i64} : f16, !llvm.ptr
      %659 = llvm.getelementptr %87[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %659 {alignment = 2 : i64} : f16, !llvm.ptr
      %660 = llvm.getelementptr %87[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %660 {alignment = 4 : i64} : f16, !llvm.ptr
      %661 = llvm.getelementptr %87[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %661 {alignment = 2 : i64} : f16, !llvm.ptr
      %662 = llvm.load %87 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %662, %168 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %663 = llvm.add %648, %190 overflow<nsw> : i32
      %664 = llvm.getelementptr %168[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %665 = llvm.icmp "slt" %663, %41 : i32
      %666 = llvm.and %665, %378 : i1
      llvm.cond_br %666, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %667 = llvm.mul %663, %36 overflow<nsw> : i32
      %668 = llvm.getelementptr %109[%667] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %669 = llvm.getelementptr %668[%157] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %664, %669, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %50, %86 {alignment = 32 : i64} : f16, !llvm.ptr
      %670 = llvm.getelementptr %86[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %670 {alignment = 2 : i64} : f16, !llvm.ptr
      %671 = llvm.getelementptr %86[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %671 {alignment = 4 : i64} : f16, !llvm.ptr
      %672 = llvm.getelementptr %86[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %672 {alignment = 2 : i64} : f16, !llvm.ptr
      %673 = llvm.getelementptr %86[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %673 {alignment = 8 : i64} : f16, !llvm.ptr
      %674 = llvm.getelementptr %86[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %674 {alignment = 2 : i64} : f16, !llvm.ptr
      %675 = llvm.getelementptr %86[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %675 {alignment = 4 : i64} : f16, !llvm.ptr
      %676 = llvm.getelementptr %86[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %676 {alignment = 2 : i64} : f16, !llvm.ptr
      %677 = llvm.load %86 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %677, %664 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %678 = llvm.add %648, %214 overflow<nsw> : i32
      %679 = llvm.getelementptr %168[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %680 = llvm.icmp "slt" %678, %41 : i32
      %681 = llvm.and %680, %378 : i1
      llvm.cond_br %681, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %682 = llvm.mul %678, %36 overflow<nsw> : i32
      %683 = llvm.getelementptr %109[%682] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %684 = llvm.getelementptr %683[%157] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %679, %684, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %50, %85 {alignment = 32 : i64} : f16, !llvm.ptr
      %685 = llvm.getelementptr %85[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %685 {alignment = 2 : i64} : f16, !llvm.ptr
      %686 = llvm.getelementptr %85[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %686 {alignment = 4 : i64} : f16, !llvm.ptr
      %687 = llvm.getelementptr %85[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %687 {alignment = 2 : i64} : f16, !llvm.ptr
      %688 = llvm.getelementptr %85[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %688 {alignment = 8 : i64} : f16, !llvm.ptr
      %689 = llvm.getelementptr %85[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %689 {alignment = 2 : i64} : f16, !llvm.ptr
      %690 = llvm.getelementptr %85[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %690 {alignment = 4 : i64} : f16, !llvm.ptr
      %691 = llvm.getelementptr %85[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %691 {alignment = 2 : i64} : f16, !llvm.ptr
      %692 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %692, %679 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %693 = llvm.add %648, %238 overflow<nsw> : i32
      %694 = llvm.getelementptr %168[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %695 = llvm.icmp "slt" %693, %41 : i32
      %696 = llvm.and %695, %378 : i1
      llvm.cond_br %696, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %697 = llvm.mul %693, %36 overflow<nsw> : i32
      %698 = llvm.getelementptr %109[%697] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %699 = llvm.getelementptr %698[%157] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %694, %699, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %50, %84 {alignment = 32 : i64} : f16, !llvm.ptr
      %700 = llvm.getelementptr %84[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %700 {alignment = 2 : i64} : f16, !llvm.ptr
      %701 = llvm.getelementptr %84[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %701 {alignment = 4 : i64} : f16, !llvm.ptr
      %702 = llvm.getelementptr %84[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %702 {alignment = 2 : i64} : f16, !llvm.ptr
      %703 = llvm.getelementptr %84[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %703 {alignment = 8 : i64} : f16, !llvm.ptr
      %704 = llvm.getelementptr %84[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %704 {alignment = 2 : i64} : f16, !llvm.ptr
      %705 = llvm.getelementptr %84[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %705 {alignment = 4 : i64} : f16, !llvm.ptr
      %706 = llvm.getelementptr %84[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %706 {alignment = 2 : i64} : f16, !llvm.ptr
      %707 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %707, %694 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      nvvm.cp.async.commit.group
      %708 = llvm.add %157, %54 overflow<nsw> : i32
      %709 = llvm.sdiv %708, %30 : i32
      %710 = llvm.mul %709, %30 overflow<nsw> : i32
      %711 = llvm.sub %708, %710 overflow<nsw> : i32
      %712 = llvm.sdiv %709, %33 : i32
      %713 = llvm.mul %712, %33 overflow<nsw> : i32
      %714 = llvm.sub %709, %713 overflow<nsw> : i32
      %715 = llvm.mul %714, %144 overflow<nsw> : i32
      %716 = llvm.add %711, %715 overflow<nsw> : i32
      %717 = llvm.mul %712, %145 overflow<nsw> : i32
      %718 = llvm.add %716, %717 overflow<nsw> : i32
      %719 = llvm.load %97 {alignment = 32 : i64} : !llvm.ptr -> i32
      %720 = llvm.sdiv %708, %30 : i32
      %721 = llvm.sdiv %720, %33 : i32
      %722 = llvm.mul %721, %arg7 : i32
      %723 = llvm.add %719, %722 : i32
      %724 = llvm.load %187 {alignment = 32 : i64} : !llvm.ptr -> i32
      %725 = llvm.mul %714, %arg8 : i32
      %726 = llvm.add %724, %725 : i32
      %727 = llvm.getelementptr %167[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %728 = llvm.load %96 {alignment = 32 : i64} : !llvm.ptr -> i8
      %729 = llvm.icmp "ne" %728, %35 : i8
      %730 = llvm.icmp "slt" %708, %36 : i32
      %731 = llvm.and %729, %730 : i1
      %732 = llvm.icmp "sge" %723, %37 : i32
      %733 = llvm.and %731, %732 : i1
      %734 = llvm.icmp "slt" %723, %38 : i32
      %735 = llvm.and %733, %734 : i1
      %736 = llvm.icmp "sge" %726, %37 : i32
      %737 = llvm.and %735, %736 : i1
      %738 = llvm.icmp "slt" %726, %38 : i32
      %739 = llvm.and %737, %738 : i1
      llvm.cond_br %739, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %740 = llvm.load %98 {alignment = 32 : i64} : !llvm.ptr -> i32
      %741 = llvm.add %740, %718 overflow<nsw> : i32
      %742 = llvm.getelementptr %108[%741] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %743 = llvm.ptrtoint %742 : !llvm.ptr<1> to i64
      %744 = llvm.add %743, %49 : i64
      %745 = llvm.and %744, %39 : i64
      %746 = llvm.inttoptr %745 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%746, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %727, %746, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %50, %83 {alignment = 32 : i64} : f16, !llvm.ptr
      %747 = llvm.getelementptr %83[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %747 {alignment = 2 : i64} : f16, !llvm.ptr
      %748 = llvm.getelementptr %83[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %748 {alignment = 4 : i64} : f16, !llvm.ptr
      %749 = llvm.getelementptr %83[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %749 {alignment = 2 : i64} : f16, !llvm.ptr
      %750 = llvm.getelementptr %83[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %750 {alignment = 8 : i64} : f16, !llvm.ptr
      %751 = llvm.getelementptr %83[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %751 {alignment = 2 : i64} : f16, !llvm.ptr
      %752 = llvm.getelementptr %83[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %752 {alignment = 4 : i64} : f16, !llvm.ptr
      %753 = llvm.getelementptr %83[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %753 {alignment = 2 : i64} : f16, !llvm.ptr
      %754 = llvm.load %83 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %754, %727 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %755 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr -> i32
      %756 = llvm.sdiv %708, %30 : i32
      %757 = llvm.sdiv %756, %33 : i32
      %758 = llvm.mul %757, %arg7 : i32
      %759 = llvm.add %755, %758 : i32
      %760 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %761 = llvm.mul %714, %arg8 : i32
      %762 = llvm.add %760, %761 : i32
      %763 = llvm.getelementptr %167[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %764 = llvm.load %213 {alignment = 1 : i64} : !llvm.ptr -> i8
      %765 = llvm.icmp "ne" %764, %35 : i8
      %766 = llvm.and %765, %730 : i1
      %767 = llvm.icmp "sge" %759, %37 : i32
      %768 = llvm.and %766, %767 : i1
      %769 = llvm.icmp "slt" %759, %38 : i32
      %770 = llvm.and %768, %769 : i1
      %771 = llvm.icmp "sge" %762, %37 : i32
      %772 = llvm.and %770, %771 : i1
      %773 = llvm.icmp "slt" %762, %38 : i32
      %774 = llvm.and %772, %773 : i1
      llvm.cond_br %774, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %775 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr -> i32
      %776 = llvm.add %775, %718 overflow<nsw> : i32
      %777 = llvm.getelementptr %108[%776] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %778 = llvm.ptrtoint %777 : !llvm.ptr<1> to i64
      %779 = llvm.add %778, %49 : i64
      %780 = llvm.and %779, %39 : i64
      %781 = llvm.inttoptr %780 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%781, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %763, %781, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %50, %82 {alignment = 32 : i64} : f16, !llvm.ptr
      %782 = llvm.getelementptr %82[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %782 {alignment = 2 : i64} : f16, !llvm.ptr
      %783 = llvm.getelementptr %82[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %783 {alignment = 4 : i64} : f16, !llvm.ptr
      %784 = llvm.getelementptr %82[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %784 {alignment = 2 : i64} : f16, !llvm.ptr
      %785 = llvm.getelementptr %82[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %785 {alignment = 8 : i64} : f16, !llvm.ptr
      %786 = llvm.getelementptr %82[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %786 {alignment = 2 : i64} : f16, !llvm.ptr
      %787 = llvm.getelementptr %82[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %787 {alignment = 4 : i64} : f16, !llvm.ptr
      %788 = llvm.getelementptr %82[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %788 {alignment = 2 : i64} : f16, !llvm.ptr
      %789 = llvm.load %82 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %789, %763 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %790 = llvm.load %231 {alignment = 8 : i64} : !llvm.ptr -> i32
      %791 = llvm.sdiv %708, %30 : i32
      %792 = llvm.sdiv %791, %33 : i32
      %793 = llvm.mul %792, %arg7 : i32
      %794 = llvm.add %790, %793 : i32
      %795 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> i32
      %796 = llvm.mul %714, %arg8 : i32
      %797 = llvm.add %795, %796 : i32
      %798 = llvm.getelementptr %167[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %799 = llvm.load %237 {alignment = 2 : i64} : !llvm.ptr -> i8
      %800 = llvm.icmp "ne" %799, %35 : i8
      %801 = llvm.and %800, %730 : i1
      %802 = llvm.icmp "sge" %794, %37 : i32
      %803 = llvm.and %801, %802 : i1
      %804 = llvm.icmp "slt" %794, %38 : i32
      %805 = llvm.and %803, %804 : i1
      %806 = llvm.icmp "sge" %797, %37 : i32
      %807 = llvm.and %805, %806 : i1
      %808 = llvm.icmp "slt" %797, %38 : i32
      %809 = llvm.and %807, %808 : i1
      llvm.cond_br %809, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %810 = llvm.load %228 {alignment = 8 : i64} : !llvm.ptr -> i32
      %811 = llvm.add %810, %718 overflow<nsw> : i32
      %812 = llvm.getelementptr %108[%811] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %813 = llvm.ptrtoint %812 : !llvm.ptr<1> to i64
      %814 = llvm.add %813, %49 : i64
      %815 = llvm.and %814, %39 : i64
      %816 = llvm.inttoptr %815 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%816, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %798, %816, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %50, %81 {alignment = 32 : i64} : f16, !llvm.ptr
      %817 = llvm.getelementptr %81[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %817 {alignment = 2 : i64} : f16, !llvm.ptr
      %818 = llvm.getelementptr %81[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %818 {alignment = 4 : i64} : f16, !llvm.ptr
      %819 = llvm.getelementptr %81[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %819 {alignment = 2 : i64} : f16, !llvm.ptr
      %820 = llvm.getelementptr %81[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %820 {alignment = 8 : i64} : f16, !llvm.ptr
      %821 = llvm.getelementptr %81[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %821 {alignment = 2 : i64} : f16, !llvm.ptr
      %822 = llvm.getelementptr %81[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %822 {alignment = 4 : i64} : f16, !llvm.ptr
      %823 = llvm.getelementptr %81[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %823 {alignment = 2 : i64} : f16, !llvm.ptr
      %824 = llvm.load %81 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %824, %798 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %825 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> i32
      %826 = llvm.sdiv %708, %30 : i32
      %827 = llvm.sdiv %826, %33 : i32
      %828 = llvm.mul %827, %arg7 : i32
      %829 = llvm.add %825, %828 : i32
      %830 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr -> i32
      %831 = llvm.mul %714, %arg8 : i32
      %832 = llvm.add %830, %831 : i32
      %833 = llvm.getelementptr %167[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %834 = llvm.load %261 {alignment = 1 : i64} : !llvm.ptr -> i8
      %835 = llvm.icmp "ne" %834, %35 : i8
      %836 = llvm.and %835, %730 : i1
      %837 = llvm.icmp "sge" %829, %37 : i32
      %838 = llvm.and %836, %837 : i1
      %839 = llvm.icmp "slt" %829, %38 : i32
      %840 = llvm.and %838, %839 : i1
      %841 = llvm.icmp "sge" %832, %37 : i32
      %842 = llvm.and %840, %841 : i1
      %843 = llvm.icmp "slt" %832, %38 : i32
      %844 = llvm.and %842, %843 : i1
      llvm.cond_br %844, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %845 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> i32
      %846 = llvm.add %845, %718 overflow<nsw> : i32
      %847 = llvm.getelementptr %108[%846] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %848 = llvm.ptrtoint %847 : !llvm.ptr<1> to i64
      %849 = llvm.add %848, %49 : i64
      %850 = llvm.and %849, %39 : i64
      %851 = llvm.inttoptr %850 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%851, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %833, %851, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %50, %80 {alignment = 32 : i64} : f16, !llvm.ptr
      %852 = llvm.getelementptr %80[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %852 {alignment = 2 : i64} : f16, !llvm.ptr
      %853 = llvm.getelementptr %80[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %853 {alignment = 4 : i64} : f16, !llvm.ptr
      %854 = llvm.getelementptr %80[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %854 {alignment = 2 : i64} : f16, !llvm.ptr
      %855 = llvm.getelementptr %80[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %855 {alignment = 8 : i64} : f16, !llvm.ptr
      %856 = llvm.getelementptr %80[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %856 {alignment = 2 : i64} : f16, !llvm.ptr
      %857 = llvm.getelementptr %80[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %857 {alignment = 4 : i64} : f16, !llvm.ptr
      %858 = llvm.getelementptr %80[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %858 {alignment = 2 : i64} : f16, !llvm.ptr
      %859 = llvm.load %80 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %859, %833 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      %860 = llvm.load %279 {alignment = 16 : i64} : !llvm.ptr -> i32
      %861 = llvm.sdiv %708, %30 : i32
      %862 = llvm.sdiv %861, %33 : i32
      %863 = llvm.mul %862, %arg7 : i32
      %864 = llvm.add %860, %863 : i32
      %865 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr -> i32
      %866 = llvm.mul %714, %arg8 : i32
      %867 = llvm.add %865, %866 : i32
      %868 = llvm.getelementptr %167[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %869 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr -> i8
      %870 = llvm.icmp "ne" %869, %35 : i8
      %871 = llvm.and %870, %730 : i1
      %872 = llvm.icmp "sge" %864, %37 : i32
      %873 = llvm.and %871, %872 : i1
      %874 = llvm.icmp "slt" %864, %38 : i32
      %875 = llvm.and %873, %874 : i1
      %876 = llvm.icmp "sge" %867, %37 : i32
      %877 = llvm.and %875, %876 : i1
      %878 = llvm.icmp "slt" %867, %38 : i32
      %879 = llvm.and %877, %878 : i1
      llvm.cond_br %879, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %880 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr -> i32
      %881 = llvm.add %880, %718 overflow<nsw> : i32
      %882 = llvm.getelementptr %108[%881] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %883 = llvm.ptrtoint %882 : !llvm.ptr<1> to i64
      %884 = llvm.add %883, %49 : i64
      %885 = llvm.and %884, %39 : i64
      %886 = llvm.inttoptr %885 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%886, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %868, %886, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %50, %79 {alignment = 32 : i64} : f16, !llvm.ptr
      %887 = llvm.getelementptr %79[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %887 {alignment = 2 : i64} : f16, !llvm.ptr
      %888 = llvm.getelementptr %79[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %888 {alignment = 4 : i64} : f16, !llvm.ptr
      %889 = llvm.getelementptr %79[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %889 {alignment = 2 : i64} : f16, !llvm.ptr
      %890 = llvm.getelementptr %79[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %890 {alignment = 8 : i64} : f16, !llvm.ptr
      %891 = llvm.getelementptr %79[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %891 {alignment = 2 : i64} : f16, !llvm.ptr
      %892 = llvm.getelementptr %79[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %892 {alignment = 4 : i64} : f16, !llvm.ptr
      %893 = llvm.getelementptr %79[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %893 {alignment = 2 : i64} : f16, !llvm.ptr
      %894 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %894, %868 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %895 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr -> i32
      %896 = llvm.sdiv %708, %30 : i32
      %897 = llvm.sdiv %896, %33 : i32
      %898 = llvm.mul %897, %arg7 : i32
      %899 = llvm.add %895, %898 : i32
      %900 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr -> i32
      %901 = llvm.mul %714, %arg8 : i32
      %902 = llvm.add %900, %901 : i32
      %903 = llvm.getelementptr %167[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %904 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %905 = llvm.icmp "ne" %904, %35 : i8
      %906 = llvm.and %905, %730 : i1
      %907 = llvm.icmp "sge" %899, %37 : i32
      %908 = llvm.and %906, %907 : i1
      %909 = llvm.icmp "slt" %899, %38 : i32
      %910 = llvm.and %908, %909 : i1
      %911 = llvm.icmp "sge" %902, %37 : i32
      %912 = llvm.and %910, %911 : i1
      %913 = llvm.icmp "slt" %902, %38 : i32
      %914 = llvm.and %912, %913 : i1
      llvm.cond_br %914, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %915 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %916 = llvm.add %915, %718 overflow<nsw> : i32
      %917 = llvm.getelementptr %108[%916] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %918 = llvm.ptrtoint %917 : !llvm.ptr<1> to i64
      %919 = llvm.add %918, %49 : i64
      %920 = llvm.and %919, %39 : i64
      %921 = llvm.inttoptr %920 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%921, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %903, %921, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %50, %78 {alignment = 32 : i64} : f16, !llvm.ptr
      %922 = llvm.getelementptr %78[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %922 {alignment = 2 : i64} : f16, !llvm.ptr
      %923 = llvm.getelementptr %78[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %923 {alignment = 4 : i64} : f16, !llvm.ptr
      %924 = llvm.getelementptr %78[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %924 {alignment = 2 : i64} : f16, !llvm.ptr
      %925 = llvm.getelementptr %78[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %925 {alignment = 8 : i64} : f16, !llvm.ptr
      %926 = llvm.getelementptr %78[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %926 {alignment = 2 : i64} : f16, !llvm.ptr
      %927 = llvm.getelementptr %78[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %927 {alignment = 4 : i64} : f16, !llvm.ptr
      %928 = llvm.getelementptr %78[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %928 {alignment = 2 : i64} : f16, !llvm.ptr
      %929 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %929, %903 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %930 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %931 = llvm.sdiv %708, %30 : i32
      %932 = llvm.sdiv %931, %33 : i32
      %933 = llvm.mul %932, %arg7 : i32
      %934 = llvm.add %930, %933 : i32
      %935 = llvm.load %330 {alignment = 8 : i64} : !llvm.ptr -> i32
      %936 = llvm.mul %714, %arg8 : i32
      %937 = llvm.add %935, %936 : i32
      %938 = llvm.getelementptr %167[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %939 = llvm.load %333 {alignment = 2 : i64} : !llvm.ptr -> i8
      %940 = llvm.icmp "ne" %939, %35 : i8
      %941 = llvm.and %940, %730 : i1
      %942 = llvm.icmp "sge" %934, %37 : i32
      %943 = llvm.and %941, %942 : i1
      %944 = llvm.icmp "slt" %934, %38 : i32
      %945 = llvm.and %943, %944 : i1
      %946 = llvm.icmp "sge" %937, %37 : i32
      %947 = llvm.and %945, %946 : i1
      %948 = llvm.icmp "slt" %937, %38 : i32
      %949 = llvm.and %947, %948 : i1
      llvm.cond_br %949, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %950 = llvm.load %324 {alignment = 8 : i64} : !llvm.ptr -> i32
      %951 = llvm.add %950, %718 overflow<nsw> : i32
      %952 = llvm.getelementptr %108[%951] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %953 = llvm.ptrtoint %952 : !llvm.ptr<1> to i64
      %954 = llvm.add %953, %49 : i64
      %955 = llvm.and %954, %39 : i64
      %956 = llvm.inttoptr %955 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%956, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %938, %956, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %50, %77 {alignment = 32 : i64} : f16, !llvm.ptr
      %957 = llvm.getelementptr %77[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %957 {alignment = 2 : i64} : f16, !llvm.ptr
      %958 = llvm.getelementptr %77[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %958 {alignment = 4 : i64} : f16, !llvm.ptr
      %959 = llvm.getelementptr %77[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %959 {alignment = 2 : i64} : f16, !llvm.ptr
      %960 = llvm.getelementptr %77[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %960 {alignment = 8 : i64} : f16, !llvm.ptr
      %961 = llvm.getelementptr %77[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %961 {alignment = 2 : i64} : f16, !llvm.ptr
      %962 = llvm.getelementptr %77[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %962 {alignment = 4 : i64} : f16, !llvm.ptr
      %963 = llvm.getelementptr %77[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %963 {alignment = 2 : i64} : f16, !llvm.ptr
      %964 = llvm.load %77 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %964, %938 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %965 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr -> i32
      %966 = llvm.sdiv %708, %30 : i32
      %967 = llvm.sdiv %966, %33 : i32
      %968 = llvm.mul %967, %arg7 : i32
      %969 = llvm.add %965, %968 : i32
      %970 = llvm.load %354 {alignment = 4 : i64} : !llvm.ptr -> i32
      %971 = llvm.mul %714, %arg8 : i32
      %972 = llvm.add %970, %971 : i32
      %973 = llvm.getelementptr %167[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %974 = llvm.load %357 {alignment = 1 : i64} : !llvm.ptr -> i8
      %975 = llvm.icmp "ne" %974, %35 : i8
      %976 = llvm.and %975, %730 : i1
      %977 = llvm.icmp "sge" %969, %37 : i32
      %978 = llvm.and %976, %977 : i1
      %979 = llvm.icmp "slt" %969, %38 : i32
      %980 = llvm.and %978, %979 : i1
      %981 = llvm.icmp "sge" %972, %37 : i32
      %982 = llvm.and %980, %981 : i1
      %983 = llvm.icmp "slt" %972, %38 : i32
      %984 = llvm.and %982, %983 : i1
      llvm.cond_br %984, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %985 = llvm.load %348 {alignment = 4 : i64} : !llvm.ptr -> i32
      %986 = llvm.add %985, %718 overflow<nsw> : i32
      %987 = llvm.getelementptr %108[%986] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %988 = llvm.ptrtoint %987 : !llvm.ptr<1> to i64
      %989 = llvm.add %988, %49 : i64
      %990 = llvm.and %989, %39 : i64
      %991 = llvm.inttoptr %990 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%991, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %973, %991, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %50, %76 {alignment = 32 : i64} : f16, !llvm.ptr
      %992 = llvm.getelementptr %76[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %992 {alignment = 2 : i64} : f16, !llvm.ptr
      %993 = llvm.getelementptr %76[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %993 {alignment = 4 : i64} : f16, !llvm.ptr
      %994 = llvm.getelementptr %76[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %994 {alignment = 2 : i64} : f16, !llvm.ptr
      %995 = llvm.getelementptr %76[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %995 {alignment = 8 : i64} : f16, !llvm.ptr
      %996 = llvm.getelementptr %76[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %996 {alignment = 2 : i64} : f16, !llvm.ptr
      %997 = llvm.getelementptr %76[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %997 {alignment = 4 : i64} : f16, !llvm.ptr
      %998 = llvm.getelementptr %76[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %998 {alignment = 2 : i64} : f16, !llvm.ptr
      %999 = llvm.load %76 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %999, %973 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %1000 = llvm.getelementptr %168[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %1001 = llvm.and %650, %730 : i1
      llvm.cond_br %1001, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %1002 = llvm.mul %649, %36 overflow<nsw> : i32
      %1003 = llvm.getelementptr %109[%1002] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1004 = llvm.getelementptr %1003[%708] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %1000, %1004, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %50, %75 {alignment = 32 : i64} : f16, !llvm.ptr
      %1005 = llvm.getelementptr %75[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1005 {alignment = 2 : i64} : f16, !llvm.ptr
      %1006 = llvm.getelementptr %75[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1006 {alignment = 4 : i64} : f16, !llvm.ptr
      %1007 = llvm.getelementptr %75[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1007 {alignment = 2 : i64} : f16, !llvm.ptr
      %1008 = llvm.getelementptr %75[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1008 {alignment = 8 : i64} : f16, !llvm.ptr
      %1009 = llvm.getelementptr %75[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1009 {alignment = 2 : i64} : f16, !llvm.ptr
      %1010 = llvm.getelementptr %75[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1010 {alignment = 4 : i64} : f16, !llvm.ptr
      %1011 = llvm.getelementptr %75[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1011 {alignment = 2 : i64} : f16, !llvm.ptr
      %1012 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1012, %1000 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %1013 = llvm.getelementptr %168[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %1014 = llvm.and %665, %730 : i1
      llvm.cond_br %1014, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %1015 = llvm.mul %663, %36 overflow<nsw> : i32
      %1016 = llvm.getelementptr %109[%1015] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1017 = llvm.getelementptr %1016[%708] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %1013, %1017, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %50, %74 {alignment = 32 : i64} : f16, !llvm.ptr
      %1018 = llvm.getelementptr %74[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1018 {alignment = 2 : i64} : f16, !llvm.ptr
      %1019 = llvm.getelementptr %74[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1019 {alignment = 4 : i64} : f16, !llvm.ptr
      %1020 = llvm.getelementptr %74[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1020 {alignment = 2 : i64} : f16, !llvm.ptr
      %1021 = llvm.getelementptr %74[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1021 {alignment = 8 : i64} : f16, !llvm.ptr
      %1022 = llvm.getelementptr %74[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1022 {alignment = 2 : i64} : f16, !llvm.ptr
      %1023 = llvm.getelementptr %74[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1023 {alignment = 4 : i64} : f16, !llvm.ptr
      %1024 = llvm.getelementptr %74[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1024 {alignment = 2 : i64} : f16, !llvm.ptr
      %1025 = llvm.load %74 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1025, %1013 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %1026 = llvm.getelementptr %168[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %1027 = llvm.and %680, %730 : i1
      llvm.cond_br %1027, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %1028 = llvm.mul %678, %36 overflow<nsw> : i32
      %1029 = llvm.getelementptr %109[%1028] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1030 = llvm.getelementptr %1029[%708] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %1026, %1030, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %50, %73 {alignment = 32 : i64} : f16, !llvm.ptr
      %1031 = llvm.getelementptr %73[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
      %1032 = llvm.getelementptr %73[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1032 {alignment = 4 : i64} : f16, !llvm.ptr
      %1033 = llvm.getelementptr %73[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1033 {alignment = 2 : i64} : f16, !llvm.ptr
      %1034 = llvm.getelementptr %73[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1034 {alignment = 8 : i64} : f16, !llvm.ptr
      %1035 = llvm.getelementptr %73[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1035 {alignment = 2 : i64} : f16, !llvm.ptr
      %1036 = llvm.getelementptr %73[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1036 {alignment = 4 : i64} : f16, !llvm.ptr
      %1037 = llvm.getelementptr %73[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1037 {alignment = 2 : i64} : f16, !llvm.ptr
      %1038 = llvm.load %73 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1038, %1026 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %1039 = llvm.getelementptr %168[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %1040 = llvm.and %695, %730 : i1
      llvm.cond_br %1040, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %1041 = llvm.mul %693, %36 overflow<nsw> : i32
      %1042 = llvm.getelementptr %109[%1041] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1043 = llvm.getelementptr %1042[%708] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %1039, %1043, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %50, %72 {alignment = 32 : i64} : f16, !llvm.ptr
      %1044 = llvm.getelementptr %72[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1044 {alignment = 2 : i64} : f16, !llvm.ptr
      %1045 = llvm.getelementptr %72[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1045 {alignment = 4 : i64} : f16, !llvm.ptr
      %1046 = llvm.getelementptr %72[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1046 {alignment = 2 : i64} : f16, !llvm.ptr
      %1047 = llvm.getelementptr %72[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1047 {alignment = 8 : i64} : f16, !llvm.ptr
      %1048 = llvm.getelementptr %72[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1048 {alignment = 2 : i64} : f16, !llvm.ptr
      %1049 = llvm.getelementptr %72[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1049 {alignment = 4 : i64} : f16, !llvm.ptr
      %1050 = llvm.getelementptr %72[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1050 {alignment = 2 : i64} : f16, !llvm.ptr
      %1051 = llvm.load %72 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1051, %1039 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.cp.async.commit.group
      %1052 = llvm.srem %111, %42 : i32
      %1053 = llvm.sdiv %111, %42 : i32
      %1054 = llvm.srem %1053, %40 : i32
      %1055 = llvm.sdiv %111, %54 : i32
      %1056 = llvm.srem %1055, %40 : i32
      %1057 = llvm.srem %1052, %42 : i32
      %1058 = llvm.srem %1054, %40 : i32
      %1059 = llvm.srem %1056, %40 : i32
      %1060 = llvm.sdiv %1057, %28 : i32
      %1061 = llvm.srem %1057, %28 : i32
      %1062 = llvm.mul %1061, %40 overflow<nsw> : i32
      %1063 = llvm.mul %1060, %41 overflow<nsw> : i32
      %1064 = llvm.add %1062, %1063 overflow<nsw> : i32
      %1065 = llvm.mul %1058, %43 overflow<nsw> : i32
      %1066 = llvm.mul %1059, %53 overflow<nsw> : i32
      %1067 = llvm.add %1065, %1066 overflow<nsw> : i32
      %1068 = llvm.add %1064, %1067 overflow<nsw> : i32
      %1069 = llvm.getelementptr %152[%1068] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %44, %69 {alignment = 16 : i64} : vector<64xf32>, !llvm.ptr
      %1070 = llvm.sdiv %111, %51 : i32
      %1071 = llvm.srem %111, %51 : i32
      %1072 = llvm.srem %1071, %53 : i32
      %1073 = llvm.mul %1072, %54 overflow<nsw> : i32
      %1074 = llvm.srem %1070, %40 : i32
      %1075 = llvm.mul %1074, %53 overflow<nsw> : i32
      %1076 = llvm.add %1073, %1075 overflow<nsw> : i32
      %1077 = llvm.sdiv %1071, %53 : i32
      %1078 = llvm.mul %1077, %31 overflow<nsw> : i32
      %1079 = llvm.sdiv %1070, %40 : i32
      %1080 = llvm.srem %1079, %40 : i32
      %1081 = llvm.mul %1080, %45 overflow<nsw> : i32
      %1082 = llvm.add %1078, %1081 overflow<nsw> : i32
      %1083 = llvm.and %1076, %52 : i32
      %1084 = llvm.icmp "eq" %1083, %37 : i32
      %1085 = llvm.select %1084, %51, %46 : i1, i32
      %1086 = llvm.and %1076, %47 : i32
      %1087 = llvm.icmp "eq" %1086, %37 : i32
      %1088 = llvm.select %1087, %42, %48 : i1, i32
      %1089 = llvm.and %1076, %32 : i32
      %1090 = llvm.lshr %1089, %33 : i32
      %1091 = llvm.xor %1076, %1090 : i32
      %1092 = llvm.add %1091, %1082 overflow<nsw> : i32
      %1093 = llvm.getelementptr %104[%1092] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1094 = llvm.mul %156, %54 overflow<nsw> : i32
      %1095 = llvm.srem %155, %40 : i32
      %1096 = llvm.mul %1095, %53 overflow<nsw> : i32
      %1097 = llvm.add %1094, %1096 overflow<nsw> : i32
      %1098 = llvm.sdiv %155, %40 : i32
      %1099 = llvm.sdiv %1098, %40 : i32
      %1100 = llvm.srem %1098, %40 : i32
      %1101 = llvm.mul %1100, %45 overflow<nsw> : i32
      %1102 = llvm.sdiv %1099, %40 : i32
      %1103 = llvm.mul %1102, %31 overflow<nsw> : i32
      %1104 = llvm.add %1101, %1103 overflow<nsw> : i32
      %1105 = llvm.and %1097, %52 : i32
      %1106 = llvm.icmp "eq" %1105, %37 : i32
      %1107 = llvm.select %1106, %51, %46 : i1, i32
      %1108 = llvm.and %1097, %47 : i32
      %1109 = llvm.icmp "eq" %1108, %37 : i32
      %1110 = llvm.select %1109, %42, %48 : i1, i32
      %1111 = llvm.and %1097, %32 : i32
      %1112 = llvm.lshr %1111, %33 : i32
      %1113 = llvm.xor %1097, %1112 : i32
      %1114 = llvm.add %1113, %1104 overflow<nsw> : i32
      %1115 = llvm.getelementptr %107[%1114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb73(%37 : i32)
    ^bb73(%1116: i32):  // 2 preds: ^bb72, ^bb74
      %1117 = llvm.icmp "slt" %1116, %28 : i32
      llvm.cond_br %1117, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %1118 = llvm.mul %1116, %13 overflow<nsw> : i32
      %1119 = llvm.getelementptr %1093[%1118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1120 = llvm.mul %1116, %53 overflow<nsw> : i32
      %1121 = llvm.getelementptr %71[%1120] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1122 = nvvm.ldmatrix %1119 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1123 = llvm.extractvalue %1122[0] : !llvm_struct_a37b2a
      %1124 = llvm.extractvalue %1122[1] : !llvm_struct_a37b2a
      %1125 = llvm.extractvalue %1122[2] : !llvm_struct_a37b2a
      %1126 = llvm.extractvalue %1122[3] : !llvm_struct_a37b2a
      llvm.store %1123, %1121 {alignment = 4 : i64} : i32, !llvm.ptr
      %1127 = llvm.getelementptr %1121[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1124, %1127 {alignment = 4 : i64} : i32, !llvm.ptr
      %1128 = llvm.getelementptr %1121[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1125, %1128 {alignment = 4 : i64} : i32, !llvm.ptr
      %1129 = llvm.getelementptr %1121[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1126, %1129 {alignment = 4 : i64} : i32, !llvm.ptr
      %1130 = llvm.add %1116, %55 : i32
      llvm.br ^bb73(%1130 : i32) {loop_annotation = #loop_annotation}
    ^bb75:  // pred: ^bb73
      llvm.br ^bb76(%37 : i32)
    ^bb76(%1131: i32):  // 2 preds: ^bb75, ^bb77
      %1132 = llvm.icmp "slt" %1131, %40 : i32
      llvm.cond_br %1132, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %1133 = llvm.mul %1131, %13 overflow<nsw> : i32
      %1134 = llvm.getelementptr %1115[%1133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1135 = llvm.mul %1131, %53 overflow<nsw> : i32
      %1136 = llvm.getelementptr %70[%1135] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1137 = nvvm.ldmatrix %1134 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1138 = llvm.extractvalue %1137[0] : !llvm_struct_a37b2a
      %1139 = llvm.extractvalue %1137[1] : !llvm_struct_a37b2a
      %1140 = llvm.extractvalue %1137[2] : !llvm_struct_a37b2a
      %1141 = llvm.extractvalue %1137[3] : !llvm_struct_a37b2a
      llvm.store %1138, %1136 {alignment = 4 : i64} : i32, !llvm.ptr
      %1142 = llvm.getelementptr %1136[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1139, %1142 {alignment = 4 : i64} : i32, !llvm.ptr
      %1143 = llvm.getelementptr %1136[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1140, %1143 {alignment = 4 : i64} : i32, !llvm.ptr
      %1144 = llvm.getelementptr %1136[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1141, %1144 {alignment = 4 : i64} : i32, !llvm.ptr
      %1145 = llvm.add %1131, %55 : i32
      llvm.br ^bb76(%1145 : i32) {loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb76
      %1146 = llvm.getelementptr %71[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1147 = llvm.getelementptr %70[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1148 = llvm.getelementptr %71[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %1149 = llvm.getelementptr %70[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1150 = llvm.add %1085, %1088 overflow<nsw> : i32
      %1151 = llvm.getelementptr %71[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %1152 = llvm.add %1107, %1110 overflow<nsw> : i32
      %1153 = llvm.getelementptr %70[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb79(%37, %40, %37 : i32, i32, i32)
    ^bb79(%1154: i32, %1155: i32, %1156: i32):  // 2 preds: ^bb78, ^bb166
      %1157 = llvm.icmp "slt" %1154, %28 : i32
      llvm.cond_br %1157, ^bb80, ^bb167
    ^bb80:  // pred: ^bb79
      %1158 = llvm.mul %1156, %7 overflow<nsw> : i32
      %1159 = llvm.add %1085, %1158 overflow<nsw> : i32
      %1160 = llvm.getelementptr %1093[%1159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb81(%37 : i32)
    ^bb81(%1161: i32):  // 2 preds: ^bb80, ^bb82
      %1162 = llvm.icmp "slt" %1161, %28 : i32
      llvm.cond_br %1162, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %1163 = llvm.mul %1161, %13 overflow<nsw> : i32
      %1164 = llvm.getelementptr %1160[%1163] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1165 = llvm.mul %1161, %53 overflow<nsw> : i32
      %1166 = llvm.getelementptr %1146[%1165] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1167 = nvvm.ldmatrix %1164 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1168 = llvm.extractvalue %1167[0] : !llvm_struct_a37b2a
      %1169 = llvm.extractvalue %1167[1] : !llvm_struct_a37b2a
      %1170 = llvm.extractvalue %1167[2] : !llvm_struct_a37b2a
      %1171 = llvm.extractvalue %1167[3] : !llvm_struct_a37b2a
      llvm.store %1168, %1166 {alignment = 4 : i64} : i32, !llvm.ptr
      %1172 = llvm.getelementptr %1166[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1169, %1172 {alignment = 4 : i64} : i32, !llvm.ptr
      %1173 = llvm.getelementptr %1166[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1170, %1173 {alignment = 4 : i64} : i32, !llvm.ptr
      %1174 = llvm.getelementptr %1166[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1171, %1174 {alignment = 4 : i64} : i32, !llvm.ptr
      %1175 = llvm.add %1161, %55 : i32
      llvm.br ^bb81(%1175 : i32) {loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb81
      %1176 = llvm.mul %1156, %11 overflow<nsw> : i32
      %1177 = llvm.add %1107, %1176 overflow<nsw> : i32
      %1178 = llvm.getelementptr %1115[%1177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb84(%37 : i32)
    ^bb84(%1179: i32):  // 2 preds: ^bb83, ^bb85
      %1180 = llvm.icmp "slt" %1179, %40 : i32
      llvm.cond_br %1180, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %1181 = llvm.mul %1179, %13 overflow<nsw> : i32
      %1182 = llvm.getelementptr %1178[%1181] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1183 = llvm.mul %1179, %53 overflow<nsw> : i32
      %1184 = llvm.getelementptr %1147[%1183] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1185 = nvvm.ldmatrix %1182 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1186 = llvm.extractvalue %1185[0] : !llvm_struct_a37b2a
      %1187 = llvm.extractvalue %1185[1] : !llvm_struct_a37b2a
      %1188 = llvm.extractvalue %1185[2] : !llvm_struct_a37b2a
      %1189 = llvm.extractvalue %1185[3] : !llvm_struct_a37b2a
      llvm.store %1186, %1184 {alignment = 4 : i64} : i32, !llvm.ptr
      %1190 = llvm.getelementptr %1184[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1187, %1190 {alignment = 4 : i64} : i32, !llvm.ptr
      %1191 = llvm.getelementptr %1184[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1188, %1191 {alignment = 4 : i64} : i32, !llvm.ptr
      %1192 = llvm.getelementptr %1184[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1189, %1192 {alignment = 4 : i64} : i32, !llvm.ptr
      %1193 = llvm.add %1179, %55 : i32
      llvm.br ^bb84(%1193 : i32) {loop_annotation = #loop_annotation}
    ^bb86:  // pred: ^bb84
      %1194 = llvm.add %1154, %40 : i32
      %1195 = llvm.icmp "slt" %1194, %28 : i32
      llvm.cond_br %1195, ^bb87, ^bb124
    ^bb87:  // pred: ^bb86
      %1196 = llvm.mul %1194, %54 : i32
      %1197 = llvm.add %1196, %157 overflow<nsw> : i32
      %1198 = llvm.sdiv %1197, %30 : i32
      %1199 = llvm.mul %1198, %30 overflow<nsw> : i32
      %1200 = llvm.sub %1197, %1199 overflow<nsw> : i32
      %1201 = llvm.sdiv %1198, %33 : i32
      %1202 = llvm.mul %1201, %33 overflow<nsw> : i32
      %1203 = llvm.sub %1198, %1202 overflow<nsw> : i32
      %1204 = llvm.mul %1203, %144 overflow<nsw> : i32
      %1205 = llvm.add %1200, %1204 overflow<nsw> : i32
      %1206 = llvm.mul %1201, %145 overflow<nsw> : i32
      %1207 = llvm.add %1205, %1206 overflow<nsw> : i32
      %1208 = llvm.load %97 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1209 = llvm.sdiv %1197, %30 : i32
      %1210 = llvm.sdiv %1209, %33 : i32
      %1211 = llvm.mul %1210, %arg7 : i32
      %1212 = llvm.add %1208, %1211 : i32
      %1213 = llvm.load %187 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1214 = llvm.mul %1203, %arg8 : i32
      %1215 = llvm.add %1213, %1214 : i32
      %1216 = llvm.mul %1155, %7 overflow<nsw> : i32
      %1217 = llvm.getelementptr %167[%1216] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1218 = llvm.load %96 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1219 = llvm.icmp "ne" %1218, %35 : i8
      %1220 = llvm.icmp "slt" %1197, %36 : i32
      %1221 = llvm.and %1219, %1220 : i1
      %1222 = llvm.icmp "sge" %1212, %37 : i32
      %1223 = llvm.and %1221, %1222 : i1
      %1224 = llvm.icmp "slt" %1212, %38 : i32
      %1225 = llvm.and %1223, %1224 : i1
      %1226 = llvm.icmp "sge" %1215, %37 : i32
      %1227 = llvm.and %1225, %1226 : i1
      %1228 = llvm.icmp "slt" %1215, %38 : i32
      %1229 = llvm.and %1227, %1228 : i1
      llvm.cond_br %1229, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1230 = llvm.load %98 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1231 = llvm.add %1230, %1207 overflow<nsw> : i32
      %1232 = llvm.getelementptr %108[%1231] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1233 = llvm.ptrtoint %1232 : !llvm.ptr<1> to i64
      %1234 = llvm.add %1233, %49 : i64
      %1235 = llvm.and %1234, %39 : i64
      %1236 = llvm.inttoptr %1235 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1236, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1217, %1236, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %50, %68 {alignment = 32 : i64} : f16, !llvm.ptr
      %1237 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1237 {alignment = 2 : i64} : f16, !llvm.ptr
      %1238 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1238 {alignment = 4 : i64} : f16, !llvm.ptr
      %1239 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1239 {alignment = 2 : i64} : f16, !llvm.ptr
      %1240 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1240 {alignment = 8 : i64} : f16, !llvm.ptr
      %1241 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1241 {alignment = 2 : i64} : f16, !llvm.ptr
      %1242 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1242 {alignment = 4 : i64} : f16, !llvm.ptr
      %1243 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1243 {alignment = 2 : i64} : f16, !llvm.ptr
      %1244 = llvm.load %68 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1244, %1217 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1245 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1246 = llvm.sdiv %1197, %30 : i32
      %1247 = llvm.sdiv %1246, %33 : i32
      %1248 = llvm.mul %1247, %arg7 : i32
      %1249 = llvm.add %1245, %1248 : i32
      %1250 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1251 = llvm.mul %1203, %arg8 : i32
      %1252 = llvm.add %1250, %1251 : i32
      %1253 = llvm.mul %1155, %7 overflow<nsw> : i32
      %1254 = llvm.add %1253, %45 overflow<nsw> : i32
      %1255 = llvm.getelementptr %167[%1254] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1256 = llvm.load %213 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1257 = llvm.icmp "ne" %1256, %35 : i8
      %1258 = llvm.and %1257, %1220 : i1
      %1259 = llvm.icmp "sge" %1249, %37 : i32
      %1260 = llvm.and %1258, %1259 : i1
      %1261 = llvm.icmp "slt" %1249, %38 : i32
      %1262 = llvm.and %1260, %1261 : i1
      %1263 = llvm.icmp "sge" %1252, %37 : i32
      %1264 = llvm.and %1262, %1263 : i1
      %1265 = llvm.icmp "slt" %1252, %38 : i32
      %1266 = llvm.and %1264, %1265 : i1
      llvm.cond_br %1266, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1267 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1268 = llvm.add %1267, %1207 overflow<nsw> : i32
      %1269 = llvm.getelementptr %108[%1268] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1270 = llvm.ptrtoint %1269 : !llvm.ptr<1> to i64
      %1271 = llvm.add %1270, %49 : i64
      %1272 = llvm.and %1271, %39 : i64
      %1273 = llvm.inttoptr %1272 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1273, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1255, %1273, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %50, %67 {alignment = 32 : i64} : f16, !llvm.ptr
      %1274 = llvm.getelementptr %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1274 {alignment = 2 : i64} : f16, !llvm.ptr
      %1275 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1275 {alignment = 4 : i64} : f16, !llvm.ptr
      %1276 = llvm.getelementptr %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1276 {alignment = 2 : i64} : f16, !llvm.ptr
      %1277 = llvm.getelementptr %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1277 {alignment = 8 : i64} : f16, !llvm.ptr
      %1278 = llvm.getelementptr %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1278 {alignment = 2 : i64} : f16, !llvm.ptr
      %1279 = llvm.getelementptr %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1279 {alignment = 4 : i64} : f16, !llvm.ptr
      %1280 = llvm.getelementptr %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1280 {alignment = 2 : i64} : f16, !llvm.ptr
      %1281 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1281, %1255 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1282 = llvm.load %231 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1283 = llvm.sdiv %1197, %30 : i32
      %1284 = llvm.sdiv %1283, %33 : i32
      %1285 = llvm.mul %1284, %arg7 : i32
      %1286 = llvm.add %1282, %1285 : i32
      %1287 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1288 = llvm.mul %1203, %arg8 : i32
      %1289 = llvm.add %1287, %1288 : i32
      %1290 = llvm.mul %1155, %7 overflow<nsw> : i32
      %1291 = llvm.add %1290, %13 overflow<nsw> : i32
      %1292 = llvm.getelementptr %167[%1291] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1293 = llvm.load %237 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1294 = llvm.icmp "ne" %1293, %35 : i8
      %1295 = llvm.and %1294, %1220 : i1
      %1296 = llvm.icmp "sge" %1286, %37 : i32
      %1297 = llvm.and %1295, %1296 : i1
      %1298 = llvm.icmp "slt" %1286, %38 : i32
      %1299 = llvm.and %1297, %1298 : i1
      %1300 = llvm.icmp "sge" %1289, %37 : i32
      %1301 = llvm.and %1299, %1300 : i1
      %1302 = llvm.icmp "slt" %1289, %38 : i32
      %1303 = llvm.and %1301, %1302 : i1
      llvm.cond_br %1303, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1304 = llvm.load %228 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1305 = llvm.add %1304, %1207 overflow<nsw> : i32
      %1306 = llvm.getelementptr %108[%1305] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1307 = llvm.ptrtoint %1306 : !llvm.ptr<1> to i64
      %1308 = llvm.add %1307, %49 : i64
      %1309 = llvm.and %1308, %39 : i64
      %1310 = llvm.inttoptr %1309 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1310, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1292, %1310, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %50, %66 {alignment = 32 : i64} : f16, !llvm.ptr
      %1311 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1311 {alignment = 2 : i64} : f16, !llvm.ptr
      %1312 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1312 {alignment = 4 : i64} : f16, !llvm.ptr
      %1313 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1313 {alignment = 2 : i64} : f16, !llvm.ptr
      %1314 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1314 {alignment = 8 : i64} : f16, !llvm.ptr
      %1315 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1315 {alignment = 2 : i64} : f16, !llvm.ptr
      %1316 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1316 {alignment = 4 : i64} : f16, !llvm.ptr
      %1317 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1317 {alignment = 2 : i64} : f16, !llvm.ptr
      %1318 = llvm.load %66 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1318, %1292 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1319 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1320 = llvm.sdiv %1197, %30 : i32
      %1321 = llvm.sdiv %1320, %33 : i32
      %1322 = llvm.mul %1321, %arg7 : i32
      %1323 = llvm.add %1319, %1322 : i32
      %1324 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1325 = llvm.mul %1203, %arg8 : i32
      %1326 = llvm.add %1324, %1325 : i32
      %1327 = llvm.mul %1155, %7 overflow<nsw> : i32
      %1328 = llvm.add %1327, %12 overflow<nsw> : i32
      %1329 = llvm.getelementptr %167[%1328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1330 = llvm.load %261 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1331 = llvm.icmp "ne" %1330, %35 : i8
      %1332 = llvm.and %1331, %1220 : i1
      %1333 = llvm.icmp "sge" %1323, %37 : i32
      %1334 = llvm.and %1332, %1333 : i1
      %1335 = llvm.icmp "slt" %1323, %38 : i32
      %1336 = llvm.and %1334, %1335 : i1
      %1337 = llvm.icmp "sge" %1326, %37 : i32
      %1338 = llvm.and %1336, %1337 : i1
      %1339 = llvm.icmp "slt" %1326, %38 : i32
      %1340 = llvm.and %1338, %1339 : i1
      llvm.cond_br %1340, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1341 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1342 = llvm.add %1341, %1207 overflow<nsw> : i32
      %1343 = llvm.getelementptr %108[%1342] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1344 = llvm.ptrtoint %1343 : !llvm.ptr<1> to i64
      %1345 = llvm.add %1344, %49 : i64
      %1346 = llvm.and %1345, %39 : i64
      %1347 = llvm.inttoptr %1346 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1347, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1329, %1347, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %50, %65 {alignment = 32 : i64} : f16, !llvm.ptr
      %1348 = llvm.getelementptr %65[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1348 {alignment = 2 : i64} : f16, !llvm.ptr
      %1349 = llvm.getelementptr %65[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1349 {alignment = 4 : i64} : f16, !llvm.ptr
      %1350 = llvm.getelementptr %65[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1350 {alignment = 2 : i64} : f16, !llvm.ptr
      %1351 = llvm.getelementptr %65[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1351 {alignment = 8 : i64} : f16, !llvm.ptr
      %1352 = llvm.getelementptr %65[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1352 {alignment = 2 : i64} : f16, !llvm.ptr
      %1353 = llvm.getelementptr %65[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1353 {alignment = 4 : i64} : f16, !llvm.ptr
      %1354 = llvm.getelementptr %65[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1354 {alignment = 2 : i64} : f16, !llvm.ptr
      %1355 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1355, %1329 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1356 = llvm.load %279 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1357 = llvm.sdiv %1197, %30 : i32
      %1358 = llvm.sdiv %1357, %33 : i32
      %1359 = llvm.mul %1358, %arg7 : i32
      %1360 = llvm.add %1356, %1359 : i32
      %1361 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1362 = llvm.mul %1203, %arg8 : i32
      %1363 = llvm.add %1361, %1362 : i32
      %1364 = llvm.mul %1155, %7 overflow<nsw> : i32
      %1365 = llvm.add %1364, %11 overflow<nsw> : i32
      %1366 = llvm.getelementptr %167[%1365] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1367 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr -> i8
      %1368 = llvm.icmp "ne" %1367, %35 : i8
      %1369 = llvm.and %1368, %1220 : i1
      %1370 = llvm.icmp "sge" %1360, %37 : i32
      %1371 = llvm.and %1369, %1370 : i1
      %1372 = llvm.icmp "slt" %1360, %38 : i32
      %1373 = llvm.and %1371, %1372 : i1
      %1374 = llvm.icmp "sge" %1363, %37 : i32
      %1375 = llvm.and %1373, %1374 : i1
      %1376 = llvm.icmp "slt" %1363, %38 : i32
      %1377 = llvm.and %1375, %1376 : i1
      llvm.cond_br %1377, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1378 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1379 = llvm.add %1378, %1207 overflow<nsw> : i32
      %1380 = llvm.getelementptr %108[%1379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1381 = llvm.ptrtoint %1380 : !llvm.ptr<1> to i64
      %1382 = llvm.add %1381, %49 : i64
      %1383 = llvm.and %1382, %39 : i64
      %1384 = llvm.inttoptr %1383 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1384, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1366, %1384, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %50, %64 {alignment = 32 : i64} : f16, !llvm.ptr
      %1385 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1385 {alignment = 2 : i64} : f16, !llvm.ptr
      %1386 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1386 {alignment = 4 : i64} : f16, !llvm.ptr
      %1387 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1387 {alignment = 2 : i64} : f16, !llvm.ptr
      %1388 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1388 {alignment = 8 : i64} : f16, !llvm.ptr
      %1389 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1389 {alignment = 2 : i64} : f16, !llvm.ptr
      %1390 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1390 {alignment = 4 : i64} : f16, !llvm.ptr
      %1391 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1391 {alignment = 2 : i64} : f16, !llvm.ptr
      %1392 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1392, %1366 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1393 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1394 = llvm.sdiv %1197, %30 : i32
      %1395 = llvm.sdiv %1394, %33 : i32
      %1396 = llvm.mul %1395, %arg7 : i32
      %1397 = llvm.add %1393, %1396 : i32
      %1398 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1399 = llvm.mul %1203, %arg8 : i32
      %1400 = llvm.add %1398, %1399 : i32
      %1401 = llvm.mul %1155, %7 overflow<nsw> : i32
      %1402 = llvm.add %1401, %10 overflow<nsw> : i32
      %1403 = llvm.getelementptr %167[%1402] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1404 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1405 = llvm.icmp "ne" %1404, %35 : i8
      %1406 = llvm.and %1405, %1220 : i1
      %1407 = llvm.icmp "sge" %1397, %37 : i32
      %1408 = llvm.and %1406, %1407 : i1
      %1409 = llvm.icmp "slt" %1397, %38 : i32
      %1410 = llvm.and %1408, %1409 : i1
      %1411 = llvm.icmp "sge" %1400, %37 : i32
      %1412 = llvm.and %1410, %1411 : i1
      %1413 = llvm.icmp "slt" %1400, %38 : i32
      %1414 = llvm.and %1412, %1413 : i1
      llvm.cond_br %1414, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1415 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1416 = llvm.add %1415, %1207 overflow<nsw> : i32
      %1417 = llvm.getelementptr %108[%1416] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1418 = llvm.ptrtoint %1417 : !llvm.ptr<1> to i64
      %1419 = llvm.add %1418, %49 : i64
      %1420 = llvm.and %1419, %39 : i64
      %1421 = llvm.inttoptr %1420 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1421, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1403, %1421, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %50, %63 {alignment = 32 : i64} : f16, !llvm.ptr
      %1422 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1422 {alignment = 2 : i64} : f16, !llvm.ptr
      %1423 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1423 {alignment = 4 : i64} : f16, !llvm.ptr
      %1424 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1424 {alignment = 2 : i64} : f16, !llvm.ptr
      %1425 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1425 {alignment = 8 : i64} : f16, !llvm.ptr
      %1426 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1426 {alignment = 2 : i64} : f16, !llvm.ptr
      %1427 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1427 {alignment = 4 : i64} : f16, !llvm.ptr
      %1428 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1428 {alignment = 2 : i64} : f16, !llvm.ptr
      %1429 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1429, %1403 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1430 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1431 = llvm.sdiv %1197, %30 : i32
      %1432 = llvm.sdiv %1431, %33 : i32
      %1433 = llvm.mul %1432, %arg7 : i32
      %1434 = llvm.add %1430, %1433 : i32
      %1435 = llvm.load %330 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1436 = llvm.mul %1203, %arg8 : i32
      %1437 = llvm.add %1435, %1436 : i32
      %1438 = llvm.mul %1155, %7 overflow<nsw> : i32
      %1439 = llvm.add %1438, %9 overflow<nsw> : i32
      %1440 = llvm.getelementptr %167[%1439] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1441 = llvm.load %333 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1442 = llvm.icmp "ne" %1441, %35 : i8
      %1443 = llvm.and %1442, %1220 : i1
      %1444 = llvm.icmp "sge" %1434, %37 : i32
      %1445 = llvm.and %1443, %1444 : i1
      %1446 = llvm.icmp "slt" %1434, %38 : i32
      %1447 = llvm.and %1445, %1446 : i1
      %1448 = llvm.icmp "sge" %1437, %37 : i32
      %1449 = llvm.and %1447, %1448 : i1
      %1450 = llvm.icmp "slt" %1437, %38 : i32
      %1451 = llvm.and %1449, %1450 : i1
      llvm.cond_br %1451, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1452 = llvm.load %324 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1453 = llvm.add %1452, %1207 overflow<nsw> : i32
      %1454 = llvm.getelementptr %108[%1453] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1455 = llvm.ptrtoint %1454 : !llvm.ptr<1> to i64
      %1456 = llvm.add %1455, %49 : i64
      %1457 = llvm.and %1456, %39 : i64
      %1458 = llvm.inttoptr %1457 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1458, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1440, %1458, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %50, %62 {alignment = 32 : i64} : f16, !llvm.ptr
      %1459 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1459 {alignment = 2 : i64} : f16, !llvm.ptr
      %1460 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1460 {alignment = 4 : i64} : f16, !llvm.ptr
      %1461 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1461 {alignment = 2 : i64} : f16, !llvm.ptr
      %1462 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1462 {alignment = 8 : i64} : f16, !llvm.ptr
      %1463 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1463 {alignment = 2 : i64} : f16, !llvm.ptr
      %1464 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1464 {alignment = 4 : i64} : f16, !llvm.ptr
      %1465 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1465 {alignment = 2 : i64} : f16, !llvm.ptr
      %1466 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1466, %1440 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1467 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1468 = llvm.sdiv %1197, %30 : i32
      %1469 = llvm.sdiv %1468, %33 : i32
      %1470 = llvm.mul %1469, %arg7 : i32
      %1471 = llvm.add %1467, %1470 : i32
      %1472 = llvm.load %354 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1473 = llvm.mul %1203, %arg8 : i32
      %1474 = llvm.add %1472, %1473 : i32
      %1475 = llvm.mul %1155, %7 overflow<nsw> : i32
      %1476 = llvm.add %1475, %8 overflow<nsw> : i32
      %1477 = llvm.getelementptr %167[%1476] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1478 = llvm.load %357 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1479 = llvm.icmp "ne" %1478, %35 : i8
      %1480 = llvm.and %1479, %1220 : i1
      %1481 = llvm.icmp "sge" %1471, %37 : i32
      %1482 = llvm.and %1480, %1481 : i1
      %1483 = llvm.icmp "slt" %1471, %38 : i32
      %1484 = llvm.and %1482, %1483 : i1
      %1485 = llvm.icmp "sge" %1474, %37 : i32
      %1486 = llvm.and %1484, %1485 : i1
      %1487 = llvm.icmp "slt" %1474, %38 : i32
      %1488 = llvm.and %1486, %1487 : i1
      llvm.cond_br %1488, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1489 = llvm.load %348 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1490 = llvm.add %1489, %1207 overflow<nsw> : i32
      %1491 = llvm.getelementptr %108[%1490] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1492 = llvm.ptrtoint %1491 : !llvm.ptr<1> to i64
      %1493 = llvm.add %1492, %49 : i64
      %1494 = llvm.and %1493, %39 : i64
      %1495 = llvm.inttoptr %1494 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1495, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1477, %1495, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %50, %61 {alignment = 32 : i64} : f16, !llvm.ptr
      %1496 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1496 {alignment = 2 : i64} : f16, !llvm.ptr
      %1497 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1497 {alignment = 4 : i64} : f16, !llvm.ptr
      %1498 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1498 {alignment = 2 : i64} : f16, !llvm.ptr
      %1499 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1499 {alignment = 8 : i64} : f16, !llvm.ptr
      %1500 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1500 {alignment = 2 : i64} : f16, !llvm.ptr
      %1501 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1501 {alignment = 4 : i64} : f16, !llvm.ptr
      %1502 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1502 {alignment = 2 : i64} : f16, !llvm.ptr
      %1503 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1503, %1477 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %1504 = llvm.mul %1155, %11 overflow<nsw> : i32
      %1505 = llvm.getelementptr %168[%1504] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1506 = llvm.and %650, %1220 : i1
      llvm.cond_br %1506, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1507 = llvm.mul %649, %36 overflow<nsw> : i32
      %1508 = llvm.getelementptr %109[%1507] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1509 = llvm.getelementptr %1508[%1197] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1510 = llvm.ptrtoint %1509 : !llvm.ptr<1> to i64
      %1511 = llvm.add %1510, %49 : i64
      %1512 = llvm.and %1511, %39 : i64
      %1513 = llvm.inttoptr %1512 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1513, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1505, %1513, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %50, %60 {alignment = 32 : i64} : f16, !llvm.ptr
      %1514 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1514 {alignment = 2 : i64} : f16, !llvm.ptr
      %1515 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1515 {alignment = 4 : i64} : f16, !llvm.ptr
      %1516 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1516 {alignment = 2 : i64} : f16, !llvm.ptr
      %1517 = llvm.getelementptr %60[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1517 {alignment = 8 : i64} : f16, !llvm.ptr
      %1518 = llvm.getelementptr %60[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1518 {alignment = 2 : i64} : f16, !llvm.ptr
      %1519 = llvm.getelementptr %60[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1519 {alignment = 4 : i64} : f16, !llvm.ptr
      %1520 = llvm.getelementptr %60[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1520 {alignment = 2 : i64} : f16, !llvm.ptr
      %1521 = llvm.load %60 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1521, %1505 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1522 = llvm.mul %1155, %11 overflow<nsw> : i32
      %1523 = llvm.add %1522, %45 overflow<nsw> : i32
      %1524 = llvm.getelementptr %168[%1523] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1525 = llvm.and %665, %1220 : i1
      llvm.cond_br %1525, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1526 = llvm.mul %663, %36 overflow<nsw> : i32
      %1527 = llvm.getelementptr %109[%1526] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1528 = llvm.getelementptr %1527[%1197] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1529 = llvm.ptrtoint %1528 : !llvm.ptr<1> to i64
      %1530 = llvm.add %1529, %49 : i64
      %1531 = llvm.and %1530, %39 : i64
      %1532 = llvm.inttoptr %1531 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1532, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1524, %1532, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %50, %59 {alignment = 32 : i64} : f16, !llvm.ptr
      %1533 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1533 {alignment = 2 : i64} : f16, !llvm.ptr
      %1534 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1534 {alignment = 4 : i64} : f16, !llvm.ptr
      %1535 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1535 {alignment = 2 : i64} : f16, !llvm.ptr
      %1536 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1536 {alignment = 8 : i64} : f16, !llvm.ptr
      %1537 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1537 {alignment = 2 : i64} : f16, !llvm.ptr
      %1538 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1538 {alignment = 4 : i64} : f16, !llvm.ptr
      %1539 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1539 {alignment = 2 : i64} : f16, !llvm.ptr
      %1540 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1540, %1524 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1541 = llvm.mul %1155, %11 overflow<nsw> : i32
      %1542 = llvm.add %1541, %13 overflow<nsw> : i32
      %1543 = llvm.getelementptr %168[%1542] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1544 = llvm.and %680, %1220 : i1
      llvm.cond_br %1544, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1545 = llvm.mul %678, %36 overflow<nsw> : i32
      %1546 = llvm.getelementptr %109[%1545] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1547 = llvm.getelementptr %1546[%1197] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1548 = llvm.ptrtoint %1547 : !llvm.ptr<1> to i64
      %1549 = llvm.add %1548, %49 : i64
      %1550 = llvm.and %1549, %39 : i64
      %1551 = llvm.inttoptr %1550 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1551, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1543, %1551, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb120
    ^bb119:  // pred: ^bb117
      llvm.store %50, %58 {alignment = 32 : i64} : f16, !llvm.ptr
      %1552 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1552 {alignment = 2 : i64} : f16, !llvm.ptr
      %1553 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1553 {alignment = 4 : i64} : f16, !llvm.ptr
      %1554 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1554 {alignment = 2 : i64} : f16, !llvm.ptr
      %1555 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1555 {alignment = 8 : i64} : f16, !llvm.ptr
      %1556 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1556 {alignment = 2 : i64} : f16, !llvm.ptr
      %1557 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1557 {alignment = 4 : i64} : f16, !llvm.ptr
      %1558 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1558 {alignment = 2 : i64} : f16, !llvm.ptr
      %1559 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1559, %1543 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1560 = llvm.mul %1155, %11 overflow<nsw> : i32
      %1561 = llvm.add %1560, %12 overflow<nsw> : i32
      %1562 = llvm.getelementptr %168[%1561] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1563 = llvm.and %695, %1220 : i1
      llvm.cond_br %1563, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1564 = llvm.mul %693, %36 overflow<nsw> : i32
      %1565 = llvm.getelementptr %109[%1564] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1566 = llvm.getelementptr %1565[%1197] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1567 = llvm.ptrtoint %1566 : !llvm.ptr<1> to i64
      %1568 = llvm.add %1567, %49 : i64
      %1569 = llvm.and %1568, %39 : i64
      %1570 = llvm.inttoptr %1569 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1570, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1562, %1570, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb123
    ^bb122:  // pred: ^bb120
      llvm.store %50, %57 {alignment = 32 : i64} : f16, !llvm.ptr
      %1571 = llvm.getelementptr %57[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1571 {alignment = 2 : i64} : f16, !llvm.ptr
      %1572 = llvm.getelementptr %57[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1572 {alignment = 4 : i64} : f16, !llvm.ptr
      %1573 = llvm.getelementptr %57[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1573 {alignment = 2 : i64} : f16, !llvm.ptr
      %1574 = llvm.getelementptr %57[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1574 {alignment = 8 : i64} : f16, !llvm.ptr
      %1575 = llvm.getelementptr %57[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1575 {alignment = 2 : i64} : f16, !llvm.ptr
      %1576 = llvm.getelementptr %57[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1576 {alignment = 4 : i64} : f16, !llvm.ptr
      %1577 = llvm.getelementptr %57[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1577 {alignment = 2 : i64} : f16, !llvm.ptr
      %1578 = llvm.load %57 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1578, %1562 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb86, ^bb123
      nvvm.cp.async.commit.group
      llvm.br ^bb125(%37 : i32)
    ^bb125(%1579: i32):  // 2 preds: ^bb124, ^bb129
      %1580 = llvm.icmp "slt" %1579, %28 : i32
      llvm.cond_br %1580, ^bb126, ^bb130
    ^bb126:  // pred: ^bb125
      %1581 = llvm.mul %1579, %53 overflow<nsw> : i32
      %1582 = llvm.getelementptr %71[%1581] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1583 = llvm.getelementptr %1582[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1584 = llvm.getelementptr %1582[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1585 = llvm.getelementptr %1582[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb127(%37 : i32)
    ^bb127(%1586: i32):  // 2 preds: ^bb126, ^bb128
      %1587 = llvm.icmp "slt" %1586, %28 : i32
      llvm.cond_br %1587, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %1588 = llvm.mul %1586, %28 overflow<nsw> : i32
      %1589 = llvm.getelementptr %70[%1588] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1590 = llvm.mul %1579, %28 overflow<nsw> : i32
      %1591 = llvm.mul %1586, %51 overflow<nsw> : i32
      %1592 = llvm.add %1590, %1591 overflow<nsw> : i32
      %1593 = llvm.getelementptr %69[%1592] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1594 = llvm.load %1582 : !llvm.ptr -> vector<2xf16>
      %1595 = llvm.load %1583 : !llvm.ptr -> vector<2xf16>
      %1596 = llvm.load %1584 : !llvm.ptr -> vector<2xf16>
      %1597 = llvm.load %1585 : !llvm.ptr -> vector<2xf16>
      %1598 = llvm.load %1589 : !llvm.ptr -> vector<2xf16>
      %1599 = llvm.getelementptr %1589[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1600 = llvm.load %1599 : !llvm.ptr -> vector<2xf16>
      %1601 = llvm.load %1593 : !llvm.ptr -> vector<4xf32>
      %1602 = llvm.mlir.constant(0 : i64) : i64
      %1603 = llvm.extractelement %1601[%1602 : i64] : vector<4xf32>
      %1604 = llvm.mlir.constant(1 : i64) : i64
      %1605 = llvm.extractelement %1601[%1604 : i64] : vector<4xf32>
      %1606 = llvm.mlir.constant(2 : i64) : i64
      %1607 = llvm.extractelement %1601[%1606 : i64] : vector<4xf32>
      %1608 = llvm.mlir.constant(3 : i64) : i64
      %1609 = llvm.extractelement %1601[%1608 : i64] : vector<4xf32>
      %1610 = nvvm.mma.sync A[%1594, %1595, %1596, %1597]  B[%1598, %1600]  C[%1603, %1605, %1607, %1609]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1611 = llvm.extractvalue %1610[0] : !llvm_struct_687153
      %1612 = llvm.extractvalue %1610[1] : !llvm_struct_687153
      %1613 = llvm.extractvalue %1610[2] : !llvm_struct_687153
      %1614 = llvm.extractvalue %1610[3] : !llvm_struct_687153
      %1615 = llvm.mlir.poison : vector<4xf32>
      %1616 = llvm.mlir.constant(0 : i64) : i64
      %1617 = llvm.insertelement %1611, %1615[%1616 : i64] : vector<4xf32>
      %1618 = llvm.mlir.constant(1 : i64) : i64
      %1619 = llvm.insertelement %1612, %1617[%1618 : i64] : vector<4xf32>
      %1620 = llvm.mlir.constant(2 : i64) : i64
      %1621 = llvm.insertelement %1613, %1619[%1620 : i64] : vector<4xf32>
      %1622 = llvm.mlir.constant(3 : i64) : i64
      %1623 = llvm.insertelement %1614, %1621[%1622 : i64] : vector<4xf32>
      llvm.store %1623, %1593 : vector<4xf32>, !llvm.ptr
      %1624 = llvm.add %1586, %55 : i32
      llvm.br ^bb127(%1624 : i32) {loop_annotation = #loop_annotation}
    ^bb129:  // pred: ^bb127
      %1625 = llvm.add %1579, %55 : i32
      llvm.br ^bb125(%1625 : i32) {loop_annotation = #loop_annotation}
    ^bb130:  // pred: ^bb125
      %1626 = llvm.mul %1156, %7 overflow<nsw> : i32
      %1627 = llvm.add %1088, %1626 overflow<nsw> : i32
      %1628 = llvm.getelementptr %1093[%1627] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb131(%37 : i32)
    ^bb131(%1629: i32):  // 2 preds: ^bb130, ^bb132
      %1630 = llvm.icmp "slt" %1629, %28 : i32
      llvm.cond_br %1630, ^bb132, ^bb133
    ^bb132:  // pred: ^bb131
      %1631 = llvm.mul %1629, %13 overflow<nsw> : i32
      %1632 = llvm.getelementptr %1628[%1631] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1633 = llvm.mul %1629, %53 overflow<nsw> : i32
      %1634 = llvm.getelementptr %1148[%1633] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1635 = nvvm.ldmatrix %1632 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1636 = llvm.extractvalue %1635[0] : !llvm_struct_a37b2a
      %1637 = llvm.extractvalue %1635[1] : !llvm_struct_a37b2a
      %1638 = llvm.extractvalue %1635[2] : !llvm_struct_a37b2a
      %1639 = llvm.extractvalue %1635[3] : !llvm_struct_a37b2a
      llvm.store %1636, %1634 {alignment = 4 : i64} : i32, !llvm.ptr
      %1640 = llvm.getelementptr %1634[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1637, %1640 {alignment = 4 : i64} : i32, !llvm.ptr
      %1641 = llvm.getelementptr %1634[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1638, %1641 {alignment = 4 : i64} : i32, !llvm.ptr
      %1642 = llvm.getelementptr %1634[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1639, %1642 {alignment = 4 : i64} : i32, !llvm.ptr
      %1643 = llvm.add %1629, %55 : i32
      llvm.br ^bb131(%1643 : i32) {loop_annotation = #loop_annotation}
    ^bb133:  // pred: ^bb131
      %1644 = llvm.mul %1156, %11 overflow<nsw> : i32
      %1645 = llvm.add %1110, %1644 overflow<nsw> : i32
      %1646 = llvm.getelementptr %1115[%1645] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb134(%37 : i32)
    ^bb134(%1647: i32):  // 2 preds: ^bb133, ^bb135
      %1648 = llvm.icmp "slt" %1647, %40 : i32
      llvm.cond_br %1648, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1649 = llvm.mul %1647, %13 overflow<nsw> : i32
      %1650 = llvm.getelementptr %1646[%1649] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1651 = llvm.mul %1647, %53 overflow<nsw> : i32
      %1652 = llvm.getelementptr %1149[%1651] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1653 = nvvm.ldmatrix %1650 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1654 = llvm.extractvalue %1653[0] : !llvm_struct_a37b2a
      %1655 = llvm.extractvalue %1653[1] : !llvm_struct_a37b2a
      %1656 = llvm.extractvalue %1653[2] : !llvm_struct_a37b2a
      %1657 = llvm.extractvalue %1653[3] : !llvm_struct_a37b2a
      llvm.store %1654, %1652 {alignment = 4 : i64} : i32, !llvm.ptr
      %1658 = llvm.getelementptr %1652[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1655, %1658 {alignment = 4 : i64} : i32, !llvm.ptr
      %1659 = llvm.getelementptr %1652[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1656, %1659 {alignment = 4 : i64} : i32, !llvm.ptr
      %1660 = llvm.getelementptr %1652[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1657, %1660 {alignment = 4 : i64} : i32, !llvm.ptr
      %1661 = llvm.add %1647, %55 : i32
      llvm.br ^bb134(%1661 : i32) {loop_annotation = #loop_annotation}
    ^bb136:  // pred: ^bb134
      llvm.br ^bb137(%37 : i32)
    ^bb137(%1662: i32):  // 2 preds: ^bb136, ^bb141
      %1663 = llvm.icmp "slt" %1662, %28 : i32
      llvm.cond_br %1663, ^bb138, ^bb142
    ^bb138:  // pred: ^bb137
      %1664 = llvm.mul %1662, %53 overflow<nsw> : i32
      %1665 = llvm.getelementptr %1146[%1664] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1666 = llvm.getelementptr %1665[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1667 = llvm.getelementptr %1665[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1668 = llvm.getelementptr %1665[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb139(%37 : i32)
    ^bb139(%1669: i32):  // 2 preds: ^bb138, ^bb140
      %1670 = llvm.icmp "slt" %1669, %28 : i32
      llvm.cond_br %1670, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %1671 = llvm.mul %1669, %28 overflow<nsw> : i32
      %1672 = llvm.getelementptr %1147[%1671] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1673 = llvm.mul %1662, %28 overflow<nsw> : i32
      %1674 = llvm.mul %1669, %51 overflow<nsw> : i32
      %1675 = llvm.add %1673, %1674 overflow<nsw> : i32
      %1676 = llvm.getelementptr %69[%1675] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1677 = llvm.load %1665 : !llvm.ptr -> vector<2xf16>
      %1678 = llvm.load %1666 : !llvm.ptr -> vector<2xf16>
      %1679 = llvm.load %1667 : !llvm.ptr -> vector<2xf16>
      %1680 = llvm.load %1668 : !llvm.ptr -> vector<2xf16>
      %1681 = llvm.load %1672 : !llvm.ptr -> vector<2xf16>
      %1682 = llvm.getelementptr %1672[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1683 = llvm.load %1682 : !llvm.ptr -> vector<2xf16>
      %1684 = llvm.load %1676 : !llvm.ptr -> vector<4xf32>
      %1685 = llvm.mlir.constant(0 : i64) : i64
      %1686 = llvm.extractelement %1684[%1685 : i64] : vector<4xf32>
      %1687 = llvm.mlir.constant(1 : i64) : i64
      %1688 = llvm.extractelement %1684[%1687 : i64] : vector<4xf32>
      %1689 = llvm.mlir.constant(2 : i64) : i64
      %1690 = llvm.extractelement %1684[%1689 : i64] : vector<4xf32>
      %1691 = llvm.mlir.constant(3 : i64) : i64
      %1692 = llvm.extractelement %1684[%1691 : i64] : vector<4xf32>
      %1693 = nvvm.mma.sync A[%1677, %1678, %1679, %1680]  B[%1681, %1683]  C[%1686, %1688, %1690, %1692]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1694 = llvm.extractvalue %1693[0] : !llvm_struct_687153
      %1695 = llvm.extractvalue %1693[1] : !llvm_struct_687153
      %1696 = llvm.extractvalue %1693[2] : !llvm_struct_687153
      %1697 = llvm.extractvalue %1693[3] : !llvm_struct_687153
      %1698 = llvm.mlir.poison : vector<4xf32>
      %1699 = llvm.mlir.constant(0 : i64) : i64
      %1700 = llvm.insertelement %1694, %1698[%1699 : i64] : vector<4xf32>
      %1701 = llvm.mlir.constant(1 : i64) : i64
      %1702 = llvm.insertelement %1695, %1700[%1701 : i64] : vector<4xf32>
      %1703 = llvm.mlir.constant(2 : i64) : i64
      %1704 = llvm.insertelement %1696, %1702[%1703 : i64] : vector<4xf32>
      %1705 = llvm.mlir.constant(3 : i64) : i64
      %1706 = llvm.insertelement %1697, %1704[%1705 : i64] : vector<4xf32>
      llvm.store %1706, %1676 : vector<4xf32>, !llvm.ptr
      %1707 = llvm.add %1669, %55 : i32
      llvm.br ^bb139(%1707 : i32) {loop_annotation = #loop_annotation}
    ^bb141:  // pred: ^bb139
      %1708 = llvm.add %1662, %55 : i32
      llvm.br ^bb137(%1708 : i32) {loop_annotation = #loop_annotation}
    ^bb142:  // pred: ^bb137
      %1709 = llvm.mul %1156, %7 overflow<nsw> : i32
      %1710 = llvm.add %1150, %1709 overflow<nsw> : i32
      %1711 = llvm.getelementptr %1093[%1710] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb143(%37 : i32)
    ^bb143(%1712: i32):  // 2 preds: ^bb142, ^bb144
      %1713 = llvm.icmp "slt" %1712, %28 : i32
      llvm.cond_br %1713, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      %1714 = llvm.mul %1712, %13 overflow<nsw> : i32
      %1715 = llvm.getelementptr %1711[%1714] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1716 = llvm.mul %1712, %53 overflow<nsw> : i32
      %1717 = llvm.getelementptr %1151[%1716] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1718 = nvvm.ldmatrix %1715 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1719 = llvm.extractvalue %1718[0] : !llvm_struct_a37b2a
      %1720 = llvm.extractvalue %1718[1] : !llvm_struct_a37b2a
      %1721 = llvm.extractvalue %1718[2] : !llvm_struct_a37b2a
      %1722 = llvm.extractvalue %1718[3] : !llvm_struct_a37b2a
      llvm.store %1719, %1717 {alignment = 4 : i64} : i32, !llvm.ptr
      %1723 = llvm.getelementptr %1717[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1720, %1723 {alignment = 4 : i64} : i32, !llvm.ptr
      %1724 = llvm.getelementptr %1717[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1721, %1724 {alignment = 4 : i64} : i32, !llvm.ptr
      %1725 = llvm.getelementptr %1717[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1722, %1725 {alignment = 4 : i64} : i32, !llvm.ptr
      %1726 = llvm.add %1712, %55 : i32
      llvm.br ^bb143(%1726 : i32) {loop_annotation = #loop_annotation}
    ^bb145:  // pred: ^bb143
      %1727 = llvm.mul %1156, %11 overflow<nsw> : i32
      %1728 = llvm.add %1152, %1727 overflow<nsw> : i32
      %1729 = llvm.getelementptr %1115[%1728] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb146(%37 : i32)
    ^bb146(%1730: i32):  // 2 preds: ^bb145, ^bb147
      %1731 = llvm.icmp "slt" %1730, %40 : i32
      llvm.cond_br %1731, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1732 = llvm.mul %1730, %13 overflow<nsw> : i32
      %1733 = llvm.getelementptr %1729[%1732] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1734 = llvm.mul %1730, %53 overflow<nsw> : i32
      %1735 = llvm.getelementptr %1153[%1734] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1736 = nvvm.ldmatrix %1733 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1737 = llvm.extractvalue %1736[0] : !llvm_struct_a37b2a
      %1738 = llvm.extractvalue %1736[1] : !llvm_struct_a37b2a
      %1739 = llvm.extractvalue %1736[2] : !llvm_struct_a37b2a
      %1740 = llvm.extractvalue %1736[3] : !llvm_struct_a37b2a
      llvm.store %1737, %1735 {alignment = 4 : i64} : i32, !llvm.ptr
      %1741 = llvm.getelementptr %1735[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1738, %1741 {alignment = 4 : i64} : i32, !llvm.ptr
      %1742 = llvm.getelementptr %1735[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1739, %1742 {alignment = 4 : i64} : i32, !llvm.ptr
      %1743 = llvm.getelementptr %1735[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1740, %1743 {alignment = 4 : i64} : i32, !llvm.ptr
      %1744 = llvm.add %1730, %55 : i32
      llvm.br ^bb146(%1744 : i32) {loop_annotation = #loop_annotation}
    ^bb148:  // pred: ^bb146
      llvm.br ^bb149(%37 : i32)
    ^bb149(%1745: i32):  // 2 preds: ^bb148, ^bb153
      %1746 = llvm.icmp "slt" %1745, %28 : i32
      llvm.cond_br %1746, ^bb150, ^bb154
    ^bb150:  // pred: ^bb149
      %1747 = llvm.mul %1745, %53 overflow<nsw> : i32
      %1748 = llvm.getelementptr %1148[%1747] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1749 = llvm.getelementptr %1748[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1750 = llvm.getelementptr %1748[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1751 = llvm.getelementptr %1748[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb151(%37 : i32)
    ^bb151(%1752: i32):  // 2 preds: ^bb150, ^bb152
      %1753 = llvm.icmp "slt" %1752, %28 : i32
      llvm.cond_br %1753, ^bb152, ^bb153
    ^bb152:  // pred: ^bb151
      %1754 = llvm.mul %1752, %28 overflow<nsw> : i32
      %1755 = llvm.getelementptr %1149[%1754] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1756 = llvm.mul %1745, %28 overflow<nsw> : i32
      %1757 = llvm.mul %1752, %51 overflow<nsw> : i32
      %1758 = llvm.add %1756, %1757 overflow<nsw> : i32
      %1759 = llvm.getelementptr %69[%1758] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1760 = llvm.load %1748 : !llvm.ptr -> vector<2xf16>
      %1761 = llvm.load %1749 : !llvm.ptr -> vector<2xf16>
      %1762 = llvm.load %1750 : !llvm.ptr -> vector<2xf16>
      %1763 = llvm.load %1751 : !llvm.ptr -> vector<2xf16>
      %1764 = llvm.load %1755 : !llvm.ptr -> vector<2xf16>
      %1765 = llvm.getelementptr %1755[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1766 = llvm.load %1765 : !llvm.ptr -> vector<2xf16>
      %1767 = llvm.load %1759 : !llvm.ptr -> vector<4xf32>
      %1768 = llvm.mlir.constant(0 : i64) : i64
      %1769 = llvm.extractelement %1767[%1768 : i64] : vector<4xf32>
      %1770 = llvm.mlir.constant(1 : i64) : i64
      %1771 = llvm.extractelement %1767[%1770 : i64] : vector<4xf32>
      %1772 = llvm.mlir.constant(2 : i64) : i64
      %1773 = llvm.extractelement %1767[%1772 : i64] : vector<4xf32>
      %1774 = llvm.mlir.constant(3 : i64) : i64
      %1775 = llvm.extractelement %1767[%1774 : i64] : vector<4xf32>
      %1776 = nvvm.mma.sync A[%1760, %1761, %1762, %1763]  B[%1764, %1766]  C[%1769, %1771, %1773, %1775]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1777 = llvm.extractvalue %1776[0] : !llvm_struct_687153
      %1778 = llvm.extractvalue %1776[1] : !llvm_struct_687153
      %1779 = llvm.extractvalue %1776[2] : !llvm_struct_687153
      %1780 = llvm.extractvalue %1776[3] : !llvm_struct_687153
      %1781 = llvm.mlir.poison : vector<4xf32>
      %1782 = llvm.mlir.constant(0 : i64) : i64
      %1783 = llvm.insertelement %1777, %1781[%1782 : i64] : vector<4xf32>
      %1784 = llvm.mlir.constant(1 : i64) : i64
      %1785 = llvm.insertelement %1778, %1783[%1784 : i64] : vector<4xf32>
      %1786 = llvm.mlir.constant(2 : i64) : i64
      %1787 = llvm.insertelement %1779, %1785[%1786 : i64] : vector<4xf32>
      %1788 = llvm.mlir.constant(3 : i64) : i64
      %1789 = llvm.insertelement %1780, %1787[%1788 : i64] : vector<4xf32>
      llvm.store %1789, %1759 : vector<4xf32>, !llvm.ptr
      %1790 = llvm.add %1752, %55 : i32
      llvm.br ^bb151(%1790 : i32) {loop_annotation = #loop_annotation}
    ^bb153:  // pred: ^bb151
      %1791 = llvm.add %1745, %55 : i32
      llvm.br ^bb149(%1791 : i32) {loop_annotation = #loop_annotation}
    ^bb154:  // pred: ^bb149
      %1792 = llvm.add %1156, %55 : i32
      %1793 = llvm.icmp "eq" %1792, %33 : i32
      %1794 = llvm.select %1793, %37, %1792 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1795 = llvm.mul %1794, %7 overflow<nsw> : i32
      %1796 = llvm.getelementptr %1093[%1795] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb155(%37 : i32)
    ^bb155(%1797: i32):  // 2 preds: ^bb154, ^bb156
      %1798 = llvm.icmp "slt" %1797, %28 : i32
      llvm.cond_br %1798, ^bb156, ^bb157
    ^bb156:  // pred: ^bb155
      %1799 = llvm.mul %1797, %13 overflow<nsw> : i32
      %1800 = llvm.getelementptr %1796[%1799] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1801 = llvm.mul %1797, %53 overflow<nsw> : i32
      %1802 = llvm.getelementptr %71[%1801] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1803 = nvvm.ldmatrix %1800 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1804 = llvm.extractvalue %1803[0] : !llvm_struct_a37b2a
      %1805 = llvm.extractvalue %1803[1] : !llvm_struct_a37b2a
      %1806 = llvm.extractvalue %1803[2] : !llvm_struct_a37b2a
      %1807 = llvm.extractvalue %1803[3] : !llvm_struct_a37b2a
      llvm.store %1804, %1802 {alignment = 4 : i64} : i32, !llvm.ptr
      %1808 = llvm.getelementptr %1802[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1805, %1808 {alignment = 4 : i64} : i32, !llvm.ptr
      %1809 = llvm.getelementptr %1802[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1806, %1809 {alignment = 4 : i64} : i32, !llvm.ptr
      %1810 = llvm.getelementptr %1802[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1807, %1810 {alignment = 4 : i64} : i32, !llvm.ptr
      %1811 = llvm.add %1797, %55 : i32
      llvm.br ^bb155(%1811 : i32) {loop_annotation = #loop_annotation}
    ^bb157:  // pred: ^bb155
      %1812 = llvm.mul %1794, %11 overflow<nsw> : i32
      %1813 = llvm.getelementptr %1115[%1812] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb158(%37 : i32)
    ^bb158(%1814: i32):  // 2 preds: ^bb157, ^bb159
      %1815 = llvm.icmp "slt" %1814, %40 : i32
      llvm.cond_br %1815, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1816 = llvm.mul %1814, %13 overflow<nsw> : i32
      %1817 = llvm.getelementptr %1813[%1816] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1818 = llvm.mul %1814, %53 overflow<nsw> : i32
      %1819 = llvm.getelementptr %70[%1818] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1820 = nvvm.ldmatrix %1817 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1821 = llvm.extractvalue %1820[0] : !llvm_struct_a37b2a
      %1822 = llvm.extractvalue %1820[1] : !llvm_struct_a37b2a
      %1823 = llvm.extractvalue %1820[2] : !llvm_struct_a37b2a
      %1824 = llvm.extractvalue %1820[3] : !llvm_struct_a37b2a
      llvm.store %1821, %1819 {alignment = 4 : i64} : i32, !llvm.ptr
      %1825 = llvm.getelementptr %1819[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1822, %1825 {alignment = 4 : i64} : i32, !llvm.ptr
      %1826 = llvm.getelementptr %1819[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1823, %1826 {alignment = 4 : i64} : i32, !llvm.ptr
      %1827 = llvm.getelementptr %1819[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1824, %1827 {alignment = 4 : i64} : i32, !llvm.ptr
      %1828 = llvm.add %1814, %55 : i32
      llvm.br ^bb158(%1828 : i32) {loop_annotation = #loop_annotation}
    ^bb160:  // pred: ^bb158
      llvm.br ^bb161(%37 : i32)
    ^bb161(%1829: i32):  // 2 preds: ^bb160, ^bb165
      %1830 = llvm.icmp "slt" %1829, %28 : i32
      llvm.cond_br %1830, ^bb162, ^bb166
    ^bb162:  // pred: ^bb161
      %1831 = llvm.mul %1829, %53 overflow<nsw> : i32
      %1832 = llvm.getelementptr %1151[%1831] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1833 = llvm.getelementptr %1832[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1834 = llvm.getelementptr %1832[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1835 = llvm.getelementptr %1832[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb163(%37 : i32)
    ^bb163(%1836: i32):  // 2 preds: ^bb162, ^bb164
      %1837 = llvm.icmp "slt" %1836, %28 : i32
      llvm.cond_br %1837, ^bb164, ^bb165
    ^bb164:  // pred: ^bb163
      %1838 = llvm.mul %1836, %28 overflow<nsw> : i32
      %1839 = llvm.getelementptr %1153[%1838] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1840 = llvm.mul %1829, %28 overflow<nsw> : i32
      %1841 = llvm.mul %1836, %51 overflow<nsw> : i32
      %1842 = llvm.add %1840, %1841 overflow<nsw> : i32
      %1843 = llvm.getelementptr %69[%1842] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1844 = llvm.load %1832 : !llvm.ptr -> vector<2xf16>
      %1845 = llvm.load %1833 : !llvm.ptr -> vector<2xf16>
      %1846 = llvm.load %1834 : !llvm.ptr -> vector<2xf16>
      %1847 = llvm.load %1835 : !llvm.ptr -> vector<2xf16>
      %1848 = llvm.load %1839 : !llvm.ptr -> vector<2xf16>
      %1849 = llvm.getelementptr %1839[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1850 = llvm.load %1849 : !llvm.ptr -> vector<2xf16>
      %1851 = llvm.load %1843 : !llvm.ptr -> vector<4xf32>
      %1852 = llvm.mlir.constant(0 : i64) : i64
      %1853 = llvm.extractelement %1851[%1852 : i64] : vector<4xf32>
      %1854 = llvm.mlir.constant(1 : i64) : i64
      %1855 = llvm.extractelement %1851[%1854 : i64] : vector<4xf32>
      %1856 = llvm.mlir.constant(2 : i64) : i64
      %1857 = llvm.extractelement %1851[%1856 : i64] : vector<4xf32>
      %1858 = llvm.mlir.constant(3 : i64) : i64
      %1859 = llvm.extractelement %1851[%1858 : i64] : vector<4xf32>
      %1860 = nvvm.mma.sync A[%1844, %1845, %1846, %1847]  B[%1848, %1850]  C[%1853, %1855, %1857, %1859]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1861 = llvm.extractvalue %1860[0] : !llvm_struct_687153
      %1862 = llvm.extractvalue %1860[1] : !llvm_struct_687153
      %1863 = llvm.extractvalue %1860[2] : !llvm_struct_687153
      %1864 = llvm.extractvalue %1860[3] : !llvm_struct_687153
      %1865 = llvm.mlir.poison : vector<4xf32>
      %1866 = llvm.mlir.constant(0 : i64) : i64
      %1867 = llvm.insertelement %1861, %1865[%1866 : i64] : vector<4xf32>
      %1868 = llvm.mlir.constant(1 : i64) : i64
      %1869 = llvm.insertelement %1862, %1867[%1868 : i64] : vector<4xf32>
      %1870 = llvm.mlir.constant(2 : i64) : i64
      %1871 = llvm.insertelement %1863, %1869[%1870 : i64] : vector<4xf32>
      %1872 = llvm.mlir.constant(3 : i64) : i64
      %1873 = llvm.insertelement %1864, %1871[%1872 : i64] : vector<4xf32>
      llvm.store %1873, %1843 : vector<4xf32>, !llvm.ptr
      %1874 = llvm.add %1836, %55 : i32
      llvm.br ^bb163(%1874 : i32) {loop_annotation = #loop_annotation}
    ^bb165:  // pred: ^bb163
      %1875 = llvm.add %1829, %55 : i32
      llvm.br ^bb161(%1875 : i32) {loop_annotation = #loop_annotation}
    ^bb166:  // pred: ^bb161
      %1876 = llvm.add %1154, %55 : i32
      llvm.br ^bb79(%1876, %1156, %1794 : i32, i32, i32)
    ^bb167:  // pred: ^bb79
      nvvm.cp.async.wait.group 0
      %1877 = llvm.load %69 {alignment = 16 : i64} : !llvm.ptr -> vector<64xf32>
      %1878 = llvm.bitcast %1877 : vector<64xf32> to vector<64xi32>
      %1879 = llvm.mlir.undef : vector<32xi32>
      %1880 = llvm.mlir.constant(0 : i64) : i64
      %1881 = llvm.mlir.constant(0 : i64) : i64
      %1882 = llvm.extractelement %1878[%1881 : i64] : vector<64xi32>
      %1883 = llvm.mlir.constant(1 : i64) : i64
      %1884 = llvm.extractelement %1878[%1883 : i64] : vector<64xi32>
      %1885 = llvm.bitcast %1882 : i32 to f32
      %1886 = llvm.bitcast %1884 : i32 to f32
      %1887 = nvvm.convert.f32x2.to.f16x2 %1886, %1885 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1888 = llvm.bitcast %1887 : vector<2xf16> to i32
      %1889 = llvm.insertelement %1888, %1879[%1880 : i64] : vector<32xi32>
      %1890 = llvm.mlir.constant(1 : i64) : i64
      %1891 = llvm.mlir.constant(2 : i64) : i64
      %1892 = llvm.extractelement %1878[%1891 : i64] : vector<64xi32>
      %1893 = llvm.mlir.constant(3 : i64) : i64
      %1894 = llvm.extractelement %1878[%1893 : i64] : vector<64xi32>
      %1895 = llvm.bitcast %1892 : i32 to f32
      %1896 = llvm.bitcast %1894 : i32 to f32
      %1897 = nvvm.convert.f32x2.to.f16x2 %1896, %1895 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1898 = llvm.bitcast %1897 : vector<2xf16> to i32
      %1899 = llvm.insertelement %1898, %1889[%1890 : i64] : vector<32xi32>
      %1900 = llvm.mlir.constant(2 : i64) : i64
      %1901 = llvm.mlir.constant(4 : i64) : i64
      %1902 = llvm.extractelement %1878[%1901 : i64] : vector<64xi32>
      %1903 = llvm.mlir.constant(5 : i64) : i64
      %1904 = llvm.extractelement %1878[%1903 : i64] : vector<64xi32>
      %1905 = llvm.bitcast %1902 : i32 to f32
      %1906 = llvm.bitcast %1904 : i32 to f32
      %1907 = nvvm.convert.f32x2.to.f16x2 %1906, %1905 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1908 = llvm.bitcast %1907 : vector<2xf16> to i32
      %1909 = llvm.insertelement %1908, %1899[%1900 : i64] : vector<32xi32>
      %1910 = llvm.mlir.constant(3 : i64) : i64
      %1911 = llvm.mlir.constant(6 : i64) : i64
      %1912 = llvm.extractelement %1878[%1911 : i64] : vector<64xi32>
      %1913 = llvm.mlir.constant(7 : i64) : i64
      %1914 = llvm.extractelement %1878[%1913 : i64] : vector<64xi32>
      %1915 = llvm.bitcast %1912 : i32 to f32
      %1916 = llvm.bitcast %1914 : i32 to f32
      %1917 = nvvm.convert.f32x2.to.f16x2 %1916, %1915 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1918 = llvm.bitcast %1917 : vector<2xf16> to i32
      %1919 = llvm.insertelement %1918, %1909[%1910 : i64] : vector<32xi32>
      %1920 = llvm.mlir.constant(4 : i64) : i64
      %1921 = llvm.mlir.constant(8 : i64) : i64
      %1922 = llvm.extractelement %1878[%1921 : i64] : vector<64xi32>
      %1923 = llvm.mlir.constant(9 : i64) : i64
      %1924 = llvm.extractelement %1878[%1923 : i64] : vector<64xi32>
      %1925 = llvm.bitcast %1922 : i32 to f32
      %1926 = llvm.bitcast %1924 : i32 to f32
      %1927 = nvvm.convert.f32x2.to.f16x2 %1926, %1925 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1928 = llvm.bitcast %1927 : vector<2xf16> to i32
      %1929 = llvm.insertelement %1928, %1919[%1920 : i64] : vector<32xi32>
      %1930 = llvm.mlir.constant(5 : i64) : i64
      %1931 = llvm.mlir.constant(10 : i64) : i64
      %1932 = llvm.extractelement %1878[%1931 : i64] : vector<64xi32>
      %1933 = llvm.mlir.constant(11 : i64) : i64
      %1934 = llvm.extractelement %1878[%1933 : i64] : vector<64xi32>
      %1935 = llvm.bitcast %1932 : i32 to f32
      %1936 = llvm.bitcast %1934 : i32 to f32
      %1937 = nvvm.convert.f32x2.to.f16x2 %1936, %1935 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1938 = llvm.bitcast %1937 : vector<2xf16> to i32
      %1939 = llvm.insertelement %1938, %1929[%1930 : i64] : vector<32xi32>
      %1940 = llvm.mlir.constant(6 : i64) : i64
      %1941 = llvm.mlir.constant(12 : i64) : i64
      %1942 = llvm.extractelement %1878[%1941 : i64] : vector<64xi32>
      %1943 = llvm.mlir.constant(13 : i64) : i64
      %1944 = llvm.extractelement %1878[%1943 : i64] : vector<64xi32>
      %1945 = llvm.bitcast %1942 : i32 to f32
      %1946 = llvm.bitcast %1944 : i32 to f32
      %1947 = nvvm.convert.f32x2.to.f16x2 %1946, %1945 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1948 = llvm.bitcast %1947 : vector<2xf16> to i32
      %1949 = llvm.insertelement %1948, %1939[%1940 : i64] : vector<32xi32>
      %1950 = llvm.mlir.constant(7 : i64) : i64
      %1951 = llvm.mlir.constant(14 : i64) : i64
      %1952 = llvm.extractelement %1878[%1951 : i64] : vector<64xi32>
      %1953 = llvm.mlir.constant(15 : i64) : i64
      %1954 = llvm.extractelement %1878[%1953 : i64] : vector<64xi32>
      %1955 = llvm.bitcast %1952 : i32 to f32
      %1956 = llvm.bitcast %1954 : i32 to f32
      %1957 = nvvm.convert.f32x2.to.f16x2 %1956, %1955 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1958 = llvm.bitcast %1957 : vector<2xf16> to i32
      %1959 = llvm.insertelement %1958, %1949[%1950 : i64] : vector<32xi32>
      %1960 = llvm.mlir.constant(8 : i64) : i64
      %1961 = llvm.mlir.constant(16 : i64) : i64
      %1962 = llvm.extractelement %1878[%1961 : i64] : vector<64xi32>
      %1963 = llvm.mlir.constant(17 : i64) : i64
      %1964 = llvm.extractelement %1878[%1963 : i64] : vector<64xi32>
      %1965 = llvm.bitcast %1962 : i32 to f32
      %1966 = llvm.bitcast %1964 : i32 to f32
      %1967 = nvvm.convert.f32x2.to.f16x2 %1966, %1965 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1968 = llvm.bitcast %1967 : vector<2xf16> to i32
      %1969 = llvm.insertelement %1968, %1959[%1960 : i64] : vector<32xi32>
      %1970 = llvm.mlir.constant(9 : i64) : i64
      %1971 = llvm.mlir.constant(18 : i64) : i64
      %1972 = llvm.extractelement %1878[%1971 : i64] : vector<64xi32>
      %1973 = llvm.mlir.constant(19 : i64) : i64
      %1974 = llvm.extractelement %1878[%1973 : i64] : vector<64xi32>
      %1975 = llvm.bitcast %1972 : i32 to f32
      %1976 = llvm.bitcast %1974 : i32 to f32
      %1977 = nvvm.convert.f32x2.to.f16x2 %1976, %1975 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1978 = llvm.bitcast %1977 : vector<2xf16> to i32
      %1979 = llvm.insertelement %1978, %1969[%1970 : i64] : vector<32xi32>
      %1980 = llvm.mlir.constant(10 : i64) : i64
      %1981 = llvm.mlir.constant(20 : i64) : i64
      %1982 = llvm.extractelement %1878[%1981 : i64] : vector<64xi32>
      %1983 = llvm.mlir.constant(21 : i64) : i64
      %1984 = llvm.extractelement %1878[%1983 : i64] : vector<64xi32>
      %1985 = llvm.bitcast %1982 : i32 to f32
      %1986 = llvm.bitcast %1984 : i32 to f32
      %1987 = nvvm.convert.f32x2.to.f16x2 %1986, %1985 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1988 = llvm.bitcast %1987 : vector<2xf16> to i32
      %1989 = llvm.insertelement %1988, %1979[%1980 : i64] : vector<32xi32>
      %1990 = llvm.mlir.constant(11 : i64) : i64
      %1991 = llvm.mlir.constant(22 : i64) : i64
      %1992 = llvm.extractelement %1878[%1991 : i64] : vector<64xi32>
      %1993 = llvm.mlir.constant(23 : i64) : i64
      %1994 = llvm.extractelement %1878[%1993 : i64] : vector<64xi32>
      %1995 = llvm.bitcast %1992 : i32 to f32
      %1996 = llvm.bitcast %1994 : i32 to f32
      %1997 = nvvm.convert.f32x2.to.f16x2 %1996, %1995 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1998 = llvm.bitcast %1997 : vector<2xf16> to i32
      %1999 = llvm.insertelement %1998, %1989[%1990 : i64] : vector<32xi32>
      %2000 = llvm.mlir.constant(12 : i64) : i64
      %2001 = llvm.mlir.constant(24 : i64) : i64
      %2002 = llvm.extractelement %1878[%2001 : i64] : vector<64xi32>
      %2003 = llvm.mlir.constant(25 : i64) : i64
      %2004 = llvm.extractelement %1878[%2003 : i64] : vector<64xi32>
      %2005 = llvm.bitcast %2002 : i32 to f32
      %2006 = llvm.bitcast %2004 : i32 to f32
      %2007 = nvvm.convert.f32x2.to.f16x2 %2006, %2005 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2008 = llvm.bitcast %2007 : vector<2xf16> to i32
      %2009 = llvm.insertelement %2008, %1999[%2000 : i64] : vector<32xi32>
      %2010 = llvm.mlir.constant(13 : i64) : i64
      %2011 = llvm.mlir.constant(26 : i64) : i64
      %2012 = llvm.extractelement %1878[%2011 : i64] : vector<64xi32>
      %2013 = llvm.mlir.constant(27 : i64) : i64
      %2014 = llvm.extractelement %1878[%2013 : i64] : vector<64xi32>
      %2015 = llvm.bitcast %2012 : i32 to f32
      %2016 = llvm.bitcast %2014 : i32 to f32
      %2017 = nvvm.convert.f32x2.to.f16x2 %2016, %2015 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2018 = llvm.bitcast %2017 : vector<2xf16> to i32
      %2019 = llvm.insertelement %2018, %2009[%2010 : i64] : vector<32xi32>
      %2020 = llvm.mlir.constant(14 : i64) : i64
      %2021 = llvm.mlir.constant(28 : i64) : i64
      %2022 = llvm.extractelement %1878[%2021 : i64] : vector<64xi32>
      %2023 = llvm.mlir.constant(29 : i64) : i64
      %2024 = llvm.extractelement %1878[%2023 : i64] : vector<64xi32>
      %2025 = llvm.bitcast %2022 : i32 to f32
      %2026 = llvm.bitcast %2024 : i32 to f32
      %2027 = nvvm.convert.f32x2.to.f16x2 %2026, %2025 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2028 = llvm.bitcast %2027 : vector<2xf16> to i32
      %2029 = llvm.insertelement %2028, %2019[%2020 : i64] : vector<32xi32>
      %2030 = llvm.mlir.constant(15 : i64) : i64
      %2031 = llvm.mlir.constant(30 : i64) : i64
      %2032 = llvm.extractelement %1878[%2031 : i64] : vector<64xi32>
      %2033 = llvm.mlir.constant(31 : i64) : i64
      %2034 = llvm.extractelement %1878[%2033 : i64] : vector<64xi32>
      %2035 = llvm.bitcast %2032 : i32 to f32
      %2036 = llvm.bitcast %2034 : i32 to f32
      %2037 = nvvm.convert.f32x2.to.f16x2 %2036, %2035 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2038 = llvm.bitcast %2037 : vector<2xf16> to i32
      %2039 = llvm.insertelement %2038, %2029[%2030 : i64] : vector<32xi32>
      %2040 = llvm.mlir.constant(16 : i64) : i64
      %2041 = llvm.mlir.constant(32 : i64) : i64
      %2042 = llvm.extractelement %1878[%2041 : i64] : vector<64xi32>
      %2043 = llvm.mlir.constant(33 : i64) : i64
      %2044 = llvm.extractelement %1878[%2043 : i64] : vector<64xi32>
      %2045 = llvm.bitcast %2042 : i32 to f32
      %2046 = llvm.bitcast %2044 : i32 to f32
      %2047 = nvvm.convert.f32x2.to.f16x2 %2046, %2045 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2048 = llvm.bitcast %2047 : vector<2xf16> to i32
      %2049 = llvm.insertelement %2048, %2039[%2040 : i64] : vector<32xi32>
      %2050 = llvm.mlir.constant(17 : i64) : i64
      %2051 = llvm.mlir.constant(34 : i64) : i64
      %2052 = llvm.extractelement %1878[%2051 : i64] : vector<64xi32>
      %2053 = llvm.mlir.constant(35 : i64) : i64
      %2054 = llvm.extractelement %1878[%2053 : i64] : vector<64xi32>
      %2055 = llvm.bitcast %2052 : i32 to f32
      %2056 = llvm.bitcast %2054 : i32 to f32
      %2057 = nvvm.convert.f32x2.to.f16x2 %2056, %2055 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2058 = llvm.bitcast %2057 : vector<2xf16> to i32
      %2059 = llvm.insertelement %2058, %2049[%2050 : i64] : vector<32xi32>
      %2060 = llvm.mlir.constant(18 : i64) : i64
      %2061 = llvm.mlir.constant(36 : i64) : i64
      %2062 = llvm.extractelement %1878[%2061 : i64] : vector<64xi32>
      %2063 = llvm.mlir.constant(37 : i64) : i64
      %2064 = llvm.extractelement %1878[%2063 : i64] : vector<64xi32>
      %2065 = llvm.bitcast %2062 : i32 to f32
      %2066 = llvm.bitcast %2064 : i32 to f32
      %2067 = nvvm.convert.f32x2.to.f16x2 %2066, %2065 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2068 = llvm.bitcast %2067 : vector<2xf16> to i32
      %2069 = llvm.insertelement %2068, %2059[%2060 : i64] : vector<32xi32>
      %2070 = llvm.mlir.constant(19 : i64) : i64
      %2071 = llvm.mlir.constant(38 : i64) : i64
      %2072 = llvm.extractelement %1878[%2071 : i64] : vector<64xi32>
      %2073 = llvm.mlir.constant(39 : i64) : i64
      %2074 = llvm.extractelement %1878[%2073 : i64] : vector<64xi32>
      %2075 = llvm.bitcast %2072 : i32 to f32
      %2076 = llvm.bitcast %2074 : i32 to f32
      %2077 = nvvm.convert.f32x2.to.f16x2 %2076, %2075 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2078 = llvm.bitcast %2077 : vector<2xf16> to i32
      %2079 = llvm.insertelement %2078, %2069[%2070 : i64] : vector<32xi32>
      %2080 = llvm.mlir.constant(20 : i64) : i64
      %2081 = llvm.mlir.constant(40 : i64) : i64
      %2082 = llvm.extractelement %1878[%2081 : i64] : vector<64xi32>
      %2083 = llvm.mlir.constant(41 : i64) : i64
      %2084 = llvm.extractelement %1878[%2083 : i64] : vector<64xi32>
      %2085 = llvm.bitcast %2082 : i32 to f32
      %2086 = llvm.bitcast %2084 : i32 to f32
      %2087 = nvvm.convert.f32x2.to.f16x2 %2086, %2085 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2088 = llvm.bitcast %2087 : vector<2xf16> to i32
      %2089 = llvm.insertelement %2088, %2079[%2080 : i64] : vector<32xi32>
      %2090 = llvm.mlir.constant(21 : i64) : i64
      %2091 = llvm.mlir.constant(42 : i64) : i64
      %2092 = llvm.extractelement %1878[%2091 : i64] : vector<64xi32>
      %2093 = llvm.mlir.constant(43 : i64) : i64
      %2094 = llvm.extractelement %1878[%2093 : i64] : vector<64xi32>
      %2095 = llvm.bitcast %2092 : i32 to f32
      %2096 = llvm.bitcast %2094 : i32 to f32
      %2097 = nvvm.convert.f32x2.to.f16x2 %2096, %2095 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2098 = llvm.bitcast %2097 : vector<2xf16> to i32
      %2099 = llvm.insertelement %2098, %2089[%2090 : i64] : vector<32xi32>
      %2100 = llvm.mlir.constant(22 : i64) : i64
      %2101 = llvm.mlir.constant(44 : i64) : i64
      %2102 = llvm.extractelement %1878[%2101 : i64] : vector<64xi32>
      %2103 = llvm.mlir.constant(45 : i64) : i64
      %2104 = llvm.extractelement %1878[%2103 : i64] : vector<64xi32>
      %2105 = llvm.bitcast %2102 : i32 to f32
      %2106 = llvm.bitcast %2104 : i32 to f32
      %2107 = nvvm.convert.f32x2.to.f16x2 %2106, %2105 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2108 = llvm.bitcast %2107 : vector<2xf16> to i32
      %2109 = llvm.insertelement %2108, %2099[%2100 : i64] : vector<32xi32>
      %2110 = llvm.mlir.constant(23 : i64) : i64
      %2111 = llvm.mlir.constant(46 : i64) : i64
      %2112 = llvm.extractelement %1878[%2111 : i64] : vector<64xi32>
      %2113 = llvm.mlir.constant(47 : i64) : i64
      %2114 = llvm.extractelement %1878[%2113 : i64] : vector<64xi32>
      %2115 = llvm.bitcast %2112 : i32 to f32
      %2116 = llvm.bitcast %2114 : i32 to f32
      %2117 = nvvm.convert.f32x2.to.f16x2 %2116, %2115 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2118 = llvm.bitcast %2117 : vector<2xf16> to i32
      %2119 = llvm.insertelement %2118, %2109[%2110 : i64] : vector<32xi32>
      %2120 = llvm.mlir.constant(24 : i64) : i64
      %2121 = llvm.mlir.constant(48 : i64) : i64
      %2122 = llvm.extractelement %1878[%2121 : i64] : vector<64xi32>
      %2123 = llvm.mlir.constant(49 : i64) : i64
      %2124 = llvm.extractelement %1878[%2123 : i64] : vector<64xi32>
      %2125 = llvm.bitcast %2122 : i32 to f32
      %2126 = llvm.bitcast %2124 : i32 to f32
      %2127 = nvvm.convert.f32x2.to.f16x2 %2126, %2125 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2128 = llvm.bitcast %2127 : vector<2xf16> to i32
      %2129 = llvm.insertelement %2128, %2119[%2120 : i64] : vector<32xi32>
      %2130 = llvm.mlir.constant(25 : i64) : i64
      %2131 = llvm.mlir.constant(50 : i64) : i64
      %2132 = llvm.extractelement %1878[%2131 : i64] : vector<64xi32>
      %2133 = llvm.mlir.constant(51 : i64) : i64
      %2134 = llvm.extractelement %1878[%2133 : i64] : vector<64xi32>
      %2135 = llvm.bitcast %2132 : i32 to f32
      %2136 = llvm.bitcast %2134 : i32 to f32
      %2137 = nvvm.convert.f32x2.to.f16x2 %2136, %2135 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2138 = llvm.bitcast %2137 : vector<2xf16> to i32
      %2139 = llvm.insertelement %2138, %2129[%2130 : i64] : vector<32xi32>
      %2140 = llvm.mlir.constant(26 : i64) : i64
      %2141 = llvm.mlir.constant(52 : i64) : i64
      %2142 = llvm.extractelement %1878[%2141 : i64] : vector<64xi32>
      %2143 = llvm.mlir.constant(53 : i64) : i64
      %2144 = llvm.extractelement %1878[%2143 : i64] : vector<64xi32>
      %2145 = llvm.bitcast %2142 : i32 to f32
      %2146 = llvm.bitcast %2144 : i32 to f32
      %2147 = nvvm.convert.f32x2.to.f16x2 %2146, %2145 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2148 = llvm.bitcast %2147 : vector<2xf16> to i32
      %2149 = llvm.insertelement %2148, %2139[%2140 : i64] : vector<32xi32>
      %2150 = llvm.mlir.constant(27 : i64) : i64
      %2151 = llvm.mlir.constant(54 : i64) : i64
      %2152 = llvm.extractelement %1878[%2151 : i64] : vector<64xi32>
      %2153 = llvm.mlir.constant(55 : i64) : i64
      %2154 = llvm.extractelement %1878[%2153 : i64] : vector<64xi32>
      %2155 = llvm.bitcast %2152 : i32 to f32
      %2156 = llvm.bitcast %2154 : i32 to f32
      %2157 = nvvm.convert.f32x2.to.f16x2 %2156, %2155 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2158 = llvm.bitcast %2157 : vector<2xf16> to i32
      %2159 = llvm.insertelement %2158, %2149[%2150 : i64] : vector<32xi32>
      %2160 = llvm.mlir.constant(28 : i64) : i64
      %2161 = llvm.mlir.constant(56 : i64) : i64
      %2162 = llvm.extractelement %1878[%2161 : i64] : vector<64xi32>
      %2163 = llvm.mlir.constant(57 : i64) : i64
      %2164 = llvm.extractelement %1878[%2163 : i64] : vector<64xi32>
      %2165 = llvm.bitcast %2162 : i32 to f32
      %2166 = llvm.bitcast %2164 : i32 to f32
      %2167 = nvvm.convert.f32x2.to.f16x2 %2166, %2165 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2168 = llvm.bitcast %2167 : vector<2xf16> to i32
      %2169 = llvm.insertelement %2168, %2159[%2160 : i64] : vector<32xi32>
      %2170 = llvm.mlir.constant(29 : i64) : i64
      %2171 = llvm.mlir.constant(58 : i64) : i64
      %2172 = llvm.extractelement %1878[%2171 : i64] : vector<64xi32>
      %2173 = llvm.mlir.constant(59 : i64) : i64
      %2174 = llvm.extractelement %1878[%2173 : i64] : vector<64xi32>
      %2175 = llvm.bitcast %2172 : i32 to f32
      %2176 = llvm.bitcast %2174 : i32 to f32
      %2177 = nvvm.convert.f32x2.to.f16x2 %2176, %2175 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2178 = llvm.bitcast %2177 : vector<2xf16> to i32
      %2179 = llvm.insertelement %2178, %2169[%2170 : i64] : vector<32xi32>
      %2180 = llvm.mlir.constant(30 : i64) : i64
      %2181 = llvm.mlir.constant(60 : i64) : i64
      %2182 = llvm.extractelement %1878[%2181 : i64] : vector<64xi32>
      %2183 = llvm.mlir.constant(61 : i64) : i64
      %2184 = llvm.extractelement %1878[%2183 : i64] : vector<64xi32>
      %2185 = llvm.bitcast %2182 : i32 to f32
      %2186 = llvm.bitcast %2184 : i32 to f32
      %2187 = nvvm.convert.f32x2.to.f16x2 %2186, %2185 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2188 = llvm.bitcast %2187 : vector<2xf16> to i32
      %2189 = llvm.insertelement %2188, %2179[%2180 : i64] : vector<32xi32>
      %2190 = llvm.mlir.constant(31 : i64) : i64
      %2191 = llvm.mlir.constant(62 : i64) : i64
      %2192 = llvm.extractelement %1878[%2191 : i64] : vector<64xi32>
      %2193 = llvm.mlir.constant(63 : i64) : i64
      %2194 = llvm.extractelement %1878[%2193 : i64] : vector<64xi32>
      %2195 = llvm.bitcast %2192 : i32 to f32
      %2196 = llvm.bitcast %2194 : i32 to f32
      %2197 = nvvm.convert.f32x2.to.f16x2 %2196, %2195 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2198 = llvm.bitcast %2197 : vector<2xf16> to i32
      %2199 = llvm.insertelement %2198, %2189[%2190 : i64] : vector<32xi32>
      %2200 = llvm.bitcast %2199 : vector<32xi32> to vector<64xf16>
      llvm.store %2200, %56 {alignment = 32 : i64} : vector<64xf16>, !llvm.ptr
      %2201 = llvm.add %130, %55 : i32
      %2202 = llvm.mul %2201, %52 : i32
      %2203 = llvm.icmp "sle" %2202, %34 : i32
      %2204 = llvm.add %141, %55 : i32
      %2205 = llvm.mul %2204, %54 : i32
      %2206 = llvm.icmp "sle" %2205, %41 : i32
      %2207 = llvm.and %2203, %2206 : i1
      llvm.cond_br %2207, ^bb168, ^bb172
    ^bb168:  // pred: ^bb167
      llvm.br ^bb169(%37, %37, %37 : i32, i32, i32)
    ^bb169(%2208: i32, %2209: i32, %2210: i32):  // 2 preds: ^bb168, ^bb170
      %2211 = llvm.icmp "slt" %2208, %42 : i32
      llvm.cond_br %2211, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      %2212 = llvm.mul %2208, %40 overflow<nsw> : i32
      %2213 = llvm.getelementptr %56[%2212] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2214 = llvm.srem %2208, %40 : i32
      %2215 = llvm.mul %2214, %6 overflow<nsw> : i32
      %2216 = llvm.sdiv %2210, %28 : i32
      %2217 = llvm.srem %2210, %28 : i32
      %2218 = llvm.mul %2217, %5 overflow<nsw> : i32
      %2219 = llvm.add %2215, %2218 overflow<nsw> : i32
      %2220 = llvm.mul %2216, %51 overflow<nsw> : i32
      %2221 = llvm.add %2219, %2220 overflow<nsw> : i32
      %2222 = llvm.getelementptr %1069[%2221] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %2223 = llvm.load %2213 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %2223, %2222 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %2224 = llvm.add %2209, %55 : i32
      %2225 = llvm.icmp "eq" %2224, %40 : i32
      %2226 = llvm.select %2225, %37, %2224 : i1, i32
      %2227 = llvm.add %2209, %55 : i32
      %2228 = llvm.add %2210, %55 : i32
      %2229 = llvm.icmp "eq" %2227, %40 : i32
      %2230 = llvm.select %2229, %2228, %2210 : i1, i32
      %2231 = llvm.add %2208, %55 : i32
      llvm.br ^bb169(%2231, %2226, %2230 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb171:  // pred: ^bb169
      llvm.br ^bb301
    ^bb172:  // pred: ^bb167
      %2232 = llvm.mul %1058, %51 overflow<nsw> : i32
      %2233 = llvm.add %1060, %2232 overflow<nsw> : i32
      %2234 = llvm.add %1062, %1066 overflow<nsw> : i32
      %2235 = llvm.add %153, %2233 overflow<nsw> : i32
      %2236 = llvm.add %154, %2234 overflow<nsw> : i32
      %2237 = llvm.icmp "slt" %2235, %34 : i32
      %2238 = llvm.icmp "slt" %2236, %41 : i32
      %2239 = llvm.and %2237, %2238 : i1
      llvm.cond_br %2239, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %2240 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> f16
      llvm.store %2240, %1069 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %2241 = llvm.add %2236, %55 overflow<nsw> : i32
      %2242 = llvm.icmp "slt" %2235, %34 : i32
      %2243 = llvm.icmp "slt" %2241, %41 : i32
      %2244 = llvm.and %2242, %2243 : i1
      llvm.cond_br %2244, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %2245 = llvm.getelementptr %56[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %2246 = llvm.load %2245 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2247 = llvm.getelementptr %1069[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2246, %2247 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %2248 = llvm.add %2235, %53 overflow<nsw> : i32
      %2249 = llvm.icmp "slt" %2248, %34 : i32
      %2250 = llvm.icmp "slt" %2236, %41 : i32
      %2251 = llvm.and %2249, %2250 : i1
      llvm.cond_br %2251, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %2252 = llvm.getelementptr %56[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %2253 = llvm.load %2252 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2254 = llvm.getelementptr %1069[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2253, %2254 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %2255 = llvm.add %2235, %53 overflow<nsw> : i32
      %2256 = llvm.add %2236, %55 overflow<nsw> : i32
      %2257 = llvm.icmp "slt" %2255, %34 : i32
      %2258 = llvm.icmp "slt" %2256, %41 : i32
      %2259 = llvm.and %2257, %2258 : i1
      llvm.cond_br %2259, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %2260 = llvm.getelementptr %56[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %2261 = llvm.load %2260 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2262 = llvm.getelementptr %1069[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2261, %2262 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %2263 = llvm.add %2235, %42 overflow<nsw> : i32
      %2264 = llvm.icmp "slt" %2263, %34 : i32
      %2265 = llvm.icmp "slt" %2236, %41 : i32
      %2266 = llvm.and %2264, %2265 : i1
      llvm.cond_br %2266, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %2267 = llvm.getelementptr %56[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %2268 = llvm.load %2267 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2269 = llvm.getelementptr %1069[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2268, %2269 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %2270 = llvm.add %2235, %42 overflow<nsw> : i32
      %2271 = llvm.add %2236, %55 overflow<nsw> : i32
      %2272 = llvm.icmp "slt" %2270, %34 : i32
      %2273 = llvm.icmp "slt" %2271, %41 : i32
      %2274 = llvm.and %2272, %2273 : i1
      llvm.cond_br %2274, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %2275 = llvm.getelementptr %56[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %2276 = llvm.load %2275 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2277 = llvm.getelementptr %1069[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2276, %2277 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %2278 = llvm.add %2235, %4 overflow<nsw> : i32
      %2279 = llvm.icmp "slt" %2278, %34 : i32
      %2280 = llvm.icmp "slt" %2236, %41 : i32
      %2281 = llvm.and %2279, %2280 : i1
      llvm.cond_br %2281, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %2282 = llvm.getelementptr %56[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %2283 = llvm.load %2282 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2284 = llvm.getelementptr %1069[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2283, %2284 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %2285 = llvm.add %2235, %4 overflow<nsw> : i32
      %2286 = llvm.add %2236, %55 overflow<nsw> : i32
      %2287 = llvm.icmp "slt" %2285, %34 : i32
      %2288 = llvm.icmp "slt" %2286, %41 : i32
      %2289 = llvm.and %2287, %2288 : i1
      llvm.cond_br %2289, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %2290 = llvm.getelementptr %56[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %2291 = llvm.load %2290 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2292 = llvm.getelementptr %1069[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2291, %2292 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %2293 = llvm.add %2235, %54 overflow<nsw> : i32
      %2294 = llvm.icmp "slt" %2293, %34 : i32
      %2295 = llvm.icmp "slt" %2236, %41 : i32
      %2296 = llvm.and %2294, %2295 : i1
      llvm.cond_br %2296, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %2297 = llvm.getelementptr %56[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %2298 = llvm.load %2297 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2299 = llvm.getelementptr %1069[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2298, %2299 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %2300 = llvm.add %2235, %54 overflow<nsw> : i32
      %2301 = llvm.add %2236, %55 overflow<nsw> : i32
      %2302 = llvm.icmp "slt" %2300, %34 : i32
      %2303 = llvm.icmp "slt" %2301, %41 : i32
      %2304 = llvm.and %2302, %2303 : i1
      llvm.cond_br %2304, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %2305 = llvm.getelementptr %56[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %2306 = llvm.load %2305 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2307 = llvm.getelementptr %1069[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2306, %2307 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %2308 = llvm.add %2235, %41 overflow<nsw> : i32
      %2309 = llvm.icmp "slt" %2308, %34 : i32
      %2310 = llvm.icmp "slt" %2236, %41 : i32
      %2311 = llvm.and %2309, %2310 : i1
      llvm.cond_br %2311, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %2312 = llvm.getelementptr %56[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %2313 = llvm.load %2312 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2314 = llvm.getelementptr %1069[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2313, %2314 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %2315 = llvm.add %2235, %41 overflow<nsw> : i32
      %2316 = llvm.add %2236, %55 overflow<nsw> : i32
      %2317 = llvm.icmp "slt" %2315, %34 : i32
      %2318 = llvm.icmp "slt" %2316, %41 : i32
      %2319 = llvm.and %2317, %2318 : i1
      llvm.cond_br %2319, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %2320 = llvm.getelementptr %56[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %2321 = llvm.load %2320 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2322 = llvm.getelementptr %1069[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2321, %2322 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %2323 = llvm.add %2235, %15 overflow<nsw> : i32
      %2324 = llvm.icmp "slt" %2323, %34 : i32
      %2325 = llvm.icmp "slt" %2236, %41 : i32
      %2326 = llvm.and %2324, %2325 : i1
      llvm.cond_br %2326, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %2327 = llvm.getelementptr %56[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %2328 = llvm.load %2327 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2329 = llvm.getelementptr %1069[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2328, %2329 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %2330 = llvm.add %2235, %15 overflow<nsw> : i32
      %2331 = llvm.add %2236, %55 overflow<nsw> : i32
      %2332 = llvm.icmp "slt" %2330, %34 : i32
      %2333 = llvm.icmp "slt" %2331, %41 : i32
      %2334 = llvm.and %2332, %2333 : i1
      llvm.cond_br %2334, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %2335 = llvm.getelementptr %56[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %2336 = llvm.load %2335 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2337 = llvm.getelementptr %1069[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2336, %2337 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %2338 = llvm.add %2235, %3 overflow<nsw> : i32
      %2339 = llvm.icmp "slt" %2338, %34 : i32
      %2340 = llvm.icmp "slt" %2236, %41 : i32
      %2341 = llvm.and %2339, %2340 : i1
      llvm.cond_br %2341, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %2342 = llvm.getelementptr %56[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %2343 = llvm.load %2342 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2344 = llvm.getelementptr %1069[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2343, %2344 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %2345 = llvm.add %2235, %3 overflow<nsw> : i32
      %2346 = llvm.add %2236, %55 overflow<nsw> : i32
      %2347 = llvm.icmp "slt" %2345, %34 : i32
      %2348 = llvm.icmp "slt" %2346, %41 : i32
      %2349 = llvm.and %2347, %2348 : i1
      llvm.cond_br %2349, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %2350 = llvm.getelementptr %56[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %2351 = llvm.load %2350 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2352 = llvm.getelementptr %1069[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2351, %2352 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %2353 = llvm.add %2236, %51 overflow<nsw> : i32
      %2354 = llvm.icmp "slt" %2235, %34 : i32
      %2355 = llvm.icmp "slt" %2353, %41 : i32
      %2356 = llvm.and %2354, %2355 : i1
      llvm.cond_br %2356, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %2357 = llvm.getelementptr %56[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %2358 = llvm.load %2357 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2359 = llvm.getelementptr %1069[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2358, %2359 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %2360 = llvm.add %2236, %2 overflow<nsw> : i32
      %2361 = llvm.icmp "slt" %2235, %34 : i32
      %2362 = llvm.icmp "slt" %2360, %41 : i32
      %2363 = llvm.and %2361, %2362 : i1
      llvm.cond_br %2363, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %2364 = llvm.getelementptr %56[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %2365 = llvm.load %2364 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2366 = llvm.getelementptr %1069[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2365, %2366 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %2367 = llvm.add %2235, %53 overflow<nsw> : i32
      %2368 = llvm.add %2236, %51 overflow<nsw> : i32
      %2369 = llvm.icmp "slt" %2367, %34 : i32
      %2370 = llvm.icmp "slt" %2368, %41 : i32
      %2371 = llvm.and %2369, %2370 : i1
      llvm.cond_br %2371, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %2372 = llvm.getelementptr %56[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %2373 = llvm.load %2372 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2374 = llvm.getelementptr %1069[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2373, %2374 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %2375 = llvm.add %2235, %53 overflow<nsw> : i32
      %2376 = llvm.add %2236, %2 overflow<nsw> : i32
      %2377 = llvm.icmp "slt" %2375, %34 : i32
      %2378 = llvm.icmp "slt" %2376, %41 : i32
      %2379 = llvm.and %2377, %2378 : i1
      llvm.cond_br %2379, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %2380 = llvm.getelementptr %56[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %2381 = llvm.load %2380 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2382 = llvm.getelementptr %1069[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2381, %2382 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %2383 = llvm.add %2235, %42 overflow<nsw> : i32
      %2384 = llvm.add %2236, %51 overflow<nsw> : i32
      %2385 = llvm.icmp "slt" %2383, %34 : i32
      %2386 = llvm.icmp "slt" %2384, %41 : i32
      %2387 = llvm.and %2385, %2386 : i1
      llvm.cond_br %2387, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %2388 = llvm.getelementptr %56[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %2389 = llvm.load %2388 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2390 = llvm.getelementptr %1069[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2389, %2390 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %2391 = llvm.add %2235, %42 overflow<nsw> : i32
      %2392 = llvm.add %2236, %2 overflow<nsw> : i32
      %2393 = llvm.icmp "slt" %2391, %34 : i32
      %2394 = llvm.icmp "slt" %2392, %41 : i32
      %2395 = llvm.and %2393, %2394 : i1
      llvm.cond_br %2395, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %2396 = llvm.getelementptr %56[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %2397 = llvm.load %2396 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2398 = llvm.getelementptr %1069[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2397, %2398 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %2399 = llvm.add %2235, %4 overflow<nsw> : i32
      %2400 = llvm.add %2236, %51 overflow<nsw> : i32
      %2401 = llvm.icmp "slt" %2399, %34 : i32
      %2402 = llvm.icmp "slt" %2400, %41 : i32
      %2403 = llvm.and %2401, %2402 : i1
      llvm.cond_br %2403, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %2404 = llvm.getelementptr %56[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %2405 = llvm.load %2404 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2406 = llvm.getelementptr %1069[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2405, %2406 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %2407 = llvm.add %2235, %4 overflow<nsw> : i32
      %2408 = llvm.add %2236, %2 overflow<nsw> : i32
      %2409 = llvm.icmp "slt" %2407, %34 : i32
      %2410 = llvm.icmp "slt" %2408, %41 : i32
      %2411 = llvm.and %2409, %2410 : i1
      llvm.cond_br %2411, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %2412 = llvm.getelementptr %56[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %2413 = llvm.load %2412 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2414 = llvm.getelementptr %1069[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2413, %2414 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %2415 = llvm.add %2235, %54 overflow<nsw> : i32
      %2416 = llvm.add %2236, %51 overflow<nsw> : i32
      %2417 = llvm.icmp "slt" %2415, %34 : i32
      %2418 = llvm.icmp "slt" %2416, %41 : i32
      %2419 = llvm.and %2417, %2418 : i1
      llvm.cond_br %2419, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %2420 = llvm.getelementptr %56[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %2421 = llvm.load %2420 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2422 = llvm.getelementptr %1069[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2421, %2422 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %2423 = llvm.add %2235, %54 overflow<nsw> : i32
      %2424 = llvm.add %2236, %2 overflow<nsw> : i32
      %2425 = llvm.icmp "slt" %2423, %34 : i32
      %2426 = llvm.icmp "slt" %2424, %41 : i32
      %2427 = llvm.and %2425, %2426 : i1
      llvm.cond_br %2427, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %2428 = llvm.getelementptr %56[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %2429 = llvm.load %2428 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2430 = llvm.getelementptr %1069[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2429, %2430 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %2431 = llvm.add %2235, %41 overflow<nsw> : i32
      %2432 = llvm.add %2236, %51 overflow<nsw> : i32
      %2433 = llvm.icmp "slt" %2431, %34 : i32
      %2434 = llvm.icmp "slt" %2432, %41 : i32
      %2435 = llvm.and %2433, %2434 : i1
      llvm.cond_br %2435, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %2436 = llvm.getelementptr %56[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %2437 = llvm.load %2436 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2438 = llvm.getelementptr %1069[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2437, %2438 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %2439 = llvm.add %2235, %41 overflow<nsw> : i32
      %2440 = llvm.add %2236, %2 overflow<nsw> : i32
      %2441 = llvm.icmp "slt" %2439, %34 : i32
      %2442 = llvm.icmp "slt" %2440, %41 : i32
      %2443 = llvm.and %2441, %2442 : i1
      llvm.cond_br %2443, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %2444 = llvm.getelementptr %56[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %2445 = llvm.load %2444 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2446 = llvm.getelementptr %1069[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2445, %2446 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %2447 = llvm.add %2235, %15 overflow<nsw> : i32
      %2448 = llvm.add %2236, %51 overflow<nsw> : i32
      %2449 = llvm.icmp "slt" %2447, %34 : i32
      %2450 = llvm.icmp "slt" %2448, %41 : i32
      %2451 = llvm.and %2449, %2450 : i1
      llvm.cond_br %2451, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %2452 = llvm.getelementptr %56[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %2453 = llvm.load %2452 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2454 = llvm.getelementptr %1069[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2453, %2454 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %2455 = llvm.add %2235, %15 overflow<nsw> : i32
      %2456 = llvm.add %2236, %2 overflow<nsw> : i32
      %2457 = llvm.icmp "slt" %2455, %34 : i32
      %2458 = llvm.icmp "slt" %2456, %41 : i32
      %2459 = llvm.and %2457, %2458 : i1
      llvm.cond_br %2459, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %2460 = llvm.getelementptr %56[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %2461 = llvm.load %2460 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2462 = llvm.getelementptr %1069[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2461, %2462 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %2463 = llvm.add %2235, %3 overflow<nsw> : i32
      %2464 = llvm.add %2236, %51 overflow<nsw> : i32
      %2465 = llvm.icmp "slt" %2463, %34 : i32
      %2466 = llvm.icmp "slt" %2464, %41 : i32
      %2467 = llvm.and %2465, %2466 : i1
      llvm.cond_br %2467, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %2468 = llvm.getelementptr %56[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %2469 = llvm.load %2468 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2470 = llvm.getelementptr %1069[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2469, %2470 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %2471 = llvm.add %2235, %3 overflow<nsw> : i32
      %2472 = llvm.add %2236, %2 overflow<nsw> : i32
      %2473 = llvm.icmp "slt" %2471, %34 : i32
      %2474 = llvm.icmp "slt" %2472, %41 : i32
      %2475 = llvm.and %2473, %2474 : i1
      llvm.cond_br %2475, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %2476 = llvm.getelementptr %56[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %2477 = llvm.load %2476 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2478 = llvm.getelementptr %1069[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2477, %2478 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %2479 = llvm.add %2236, %42 overflow<nsw> : i32
      %2480 = llvm.icmp "slt" %2235, %34 : i32
      %2481 = llvm.icmp "slt" %2479, %41 : i32
      %2482 = llvm.and %2480, %2481 : i1
      llvm.cond_br %2482, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %2483 = llvm.getelementptr %56[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %2484 = llvm.load %2483 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2485 = llvm.getelementptr %1069[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2484, %2485 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %2486 = llvm.add %2236, %1 overflow<nsw> : i32
      %2487 = llvm.icmp "slt" %2235, %34 : i32
      %2488 = llvm.icmp "slt" %2486, %41 : i32
      %2489 = llvm.and %2487, %2488 : i1
      llvm.cond_br %2489, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %2490 = llvm.getelementptr %56[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %2491 = llvm.load %2490 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2492 = llvm.getelementptr %1069[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2491, %2492 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %2493 = llvm.add %2235, %53 overflow<nsw> : i32
      %2494 = llvm.add %2236, %42 overflow<nsw> : i32
      %2495 = llvm.icmp "slt" %2493, %34 : i32
      %2496 = llvm.icmp "slt" %2494, %41 : i32
      %2497 = llvm.and %2495, %2496 : i1
      llvm.cond_br %2497, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %2498 = llvm.getelementptr %56[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %2499 = llvm.load %2498 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2500 = llvm.getelementptr %1069[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2499, %2500 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %2501 = llvm.add %2235, %53 overflow<nsw> : i32
      %2502 = llvm.add %2236, %1 overflow<nsw> : i32
      %2503 = llvm.icmp "slt" %2501, %34 : i32
      %2504 = llvm.icmp "slt" %2502, %41 : i32
      %2505 = llvm.and %2503, %2504 : i1
      llvm.cond_br %2505, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %2506 = llvm.getelementptr %56[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %2507 = llvm.load %2506 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2508 = llvm.getelementptr %1069[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2507, %2508 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %2509 = llvm.add %2235, %42 overflow<nsw> : i32
      %2510 = llvm.add %2236, %42 overflow<nsw> : i32
      %2511 = llvm.icmp "slt" %2509, %34 : i32
      %2512 = llvm.icmp "slt" %2510, %41 : i32
      %2513 = llvm.and %2511, %2512 : i1
      llvm.cond_br %2513, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %2514 = llvm.getelementptr %56[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %2515 = llvm.load %2514 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2516 = llvm.getelementptr %1069[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2515, %2516 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %2517 = llvm.add %2235, %42 overflow<nsw> : i32
      %2518 = llvm.add %2236, %1 overflow<nsw> : i32
      %2519 = llvm.icmp "slt" %2517, %34 : i32
      %2520 = llvm.icmp "slt" %2518, %41 : i32
      %2521 = llvm.and %2519, %2520 : i1
      llvm.cond_br %2521, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %2522 = llvm.getelementptr %56[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %2523 = llvm.load %2522 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2524 = llvm.getelementptr %1069[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2523, %2524 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %2525 = llvm.add %2235, %4 overflow<nsw> : i32
      %2526 = llvm.add %2236, %42 overflow<nsw> : i32
      %2527 = llvm.icmp "slt" %2525, %34 : i32
      %2528 = llvm.icmp "slt" %2526, %41 : i32
      %2529 = llvm.and %2527, %2528 : i1
      llvm.cond_br %2529, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %2530 = llvm.getelementptr %56[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %2531 = llvm.load %2530 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2532 = llvm.getelementptr %1069[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2531, %2532 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %2533 = llvm.add %2235, %4 overflow<nsw> : i32
      %2534 = llvm.add %2236, %1 overflow<nsw> : i32
      %2535 = llvm.icmp "slt" %2533, %34 : i32
      %2536 = llvm.icmp "slt" %2534, %41 : i32
      %2537 = llvm.and %2535, %2536 : i1
      llvm.cond_br %2537, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %2538 = llvm.getelementptr %56[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %2539 = llvm.load %2538 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2540 = llvm.getelementptr %1069[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2539, %2540 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %2541 = llvm.add %2235, %54 overflow<nsw> : i32
      %2542 = llvm.add %2236, %42 overflow<nsw> : i32
      %2543 = llvm.icmp "slt" %2541, %34 : i32
      %2544 = llvm.icmp "slt" %2542, %41 : i32
      %2545 = llvm.and %2543, %2544 : i1
      llvm.cond_br %2545, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %2546 = llvm.getelementptr %56[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %2547 = llvm.load %2546 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2548 = llvm.getelementptr %1069[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2547, %2548 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %2549 = llvm.add %2235, %54 overflow<nsw> : i32
      %2550 = llvm.add %2236, %1 overflow<nsw> : i32
      %2551 = llvm.icmp "slt" %2549, %34 : i32
      %2552 = llvm.icmp "slt" %2550, %41 : i32
      %2553 = llvm.and %2551, %2552 : i1
      llvm.cond_br %2553, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %2554 = llvm.getelementptr %56[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %2555 = llvm.load %2554 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2556 = llvm.getelementptr %1069[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2555, %2556 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %2557 = llvm.add %2235, %41 overflow<nsw> : i32
      %2558 = llvm.add %2236, %42 overflow<nsw> : i32
      %2559 = llvm.icmp "slt" %2557, %34 : i32
      %2560 = llvm.icmp "slt" %2558, %41 : i32
      %2561 = llvm.and %2559, %2560 : i1
      llvm.cond_br %2561, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %2562 = llvm.getelementptr %56[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %2563 = llvm.load %2562 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2564 = llvm.getelementptr %1069[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2563, %2564 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %2565 = llvm.add %2235, %41 overflow<nsw> : i32
      %2566 = llvm.add %2236, %1 overflow<nsw> : i32
      %2567 = llvm.icmp "slt" %2565, %34 : i32
      %2568 = llvm.icmp "slt" %2566, %41 : i32
      %2569 = llvm.and %2567, %2568 : i1
      llvm.cond_br %2569, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2570 = llvm.getelementptr %56[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %2571 = llvm.load %2570 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2572 = llvm.getelementptr %1069[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2571, %2572 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2573 = llvm.add %2235, %15 overflow<nsw> : i32
      %2574 = llvm.add %2236, %42 overflow<nsw> : i32
      %2575 = llvm.icmp "slt" %2573, %34 : i32
      %2576 = llvm.icmp "slt" %2574, %41 : i32
      %2577 = llvm.and %2575, %2576 : i1
      llvm.cond_br %2577, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2578 = llvm.getelementptr %56[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %2579 = llvm.load %2578 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2580 = llvm.getelementptr %1069[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2579, %2580 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2581 = llvm.add %2235, %15 overflow<nsw> : i32
      %2582 = llvm.add %2236, %1 overflow<nsw> : i32
      %2583 = llvm.icmp "slt" %2581, %34 : i32
      %2584 = llvm.icmp "slt" %2582, %41 : i32
      %2585 = llvm.and %2583, %2584 : i1
      llvm.cond_br %2585, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2586 = llvm.getelementptr %56[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %2587 = llvm.load %2586 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2588 = llvm.getelementptr %1069[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2587, %2588 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2589 = llvm.add %2235, %3 overflow<nsw> : i32
      %2590 = llvm.add %2236, %42 overflow<nsw> : i32
      %2591 = llvm.icmp "slt" %2589, %34 : i32
      %2592 = llvm.icmp "slt" %2590, %41 : i32
      %2593 = llvm.and %2591, %2592 : i1
      llvm.cond_br %2593, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2594 = llvm.getelementptr %56[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %2595 = llvm.load %2594 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2596 = llvm.getelementptr %1069[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2595, %2596 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2597 = llvm.add %2235, %3 overflow<nsw> : i32
      %2598 = llvm.add %2236, %1 overflow<nsw> : i32
      %2599 = llvm.icmp "slt" %2597, %34 : i32
      %2600 = llvm.icmp "slt" %2598, %41 : i32
      %2601 = llvm.and %2599, %2600 : i1
      llvm.cond_br %2601, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2602 = llvm.getelementptr %56[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %2603 = llvm.load %2602 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2604 = llvm.getelementptr %1069[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2603, %2604 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2605 = llvm.add %2236, %17 overflow<nsw> : i32
      %2606 = llvm.icmp "slt" %2235, %34 : i32
      %2607 = llvm.icmp "slt" %2605, %41 : i32
      %2608 = llvm.and %2606, %2607 : i1
      llvm.cond_br %2608, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2609 = llvm.getelementptr %56[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %2610 = llvm.load %2609 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2611 = llvm.getelementptr %1069[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2610, %2611 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2612 = llvm.add %2236, %0 overflow<nsw> : i32
      %2613 = llvm.icmp "slt" %2235, %34 : i32
      %2614 = llvm.icmp "slt" %2612, %41 : i32
      %2615 = llvm.and %2613, %2614 : i1
      llvm.cond_br %2615, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2616 = llvm.getelementptr %56[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %2617 = llvm.load %2616 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2618 = llvm.getelementptr %1069[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2617, %2618 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2619 = llvm.add %2235, %53 overflow<nsw> : i32
      %2620 = llvm.add %2236, %17 overflow<nsw> : i32
      %2621 = llvm.icmp "slt" %2619, %34 : i32
      %2622 = llvm.icmp "slt" %2620, %41 : i32
      %2623 = llvm.and %2621, %2622 : i1
      llvm.cond_br %2623, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2624 = llvm.getelementptr %56[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %2625 = llvm.load %2624 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2626 = llvm.getelementptr %1069[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2625, %2626 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2627 = llvm.add %2235, %53 overflow<nsw> : i32
      %2628 = llvm.add %2236, %0 overflow<nsw> : i32
      %2629 = llvm.icmp "slt" %2627, %34 : i32
      %2630 = llvm.icmp "slt" %2628, %41 : i32
      %2631 = llvm.and %2629, %2630 : i1
      llvm.cond_br %2631, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2632 = llvm.getelementptr %56[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %2633 = llvm.load %2632 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2634 = llvm.getelementptr %1069[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2633, %2634 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2635 = llvm.add %2235, %42 overflow<nsw> : i32
      %2636 = llvm.add %2236, %17 overflow<nsw> : i32
      %2637 = llvm.icmp "slt" %2635, %34 : i32
      %2638 = llvm.icmp "slt" %2636, %41 : i32
      %2639 = llvm.and %2637, %2638 : i1
      llvm.cond_br %2639, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2640 = llvm.getelementptr %56[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %2641 = llvm.load %2640 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2642 = llvm.getelementptr %1069[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2641, %2642 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2643 = llvm.add %2235, %42 overflow<nsw> : i32
      %2644 = llvm.add %2236, %0 overflow<nsw> : i32
      %2645 = llvm.icmp "slt" %2643, %34 : i32
      %2646 = llvm.icmp "slt" %2644, %41 : i32
      %2647 = llvm.and %2645, %2646 : i1
      llvm.cond_br %2647, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2648 = llvm.getelementptr %56[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %2649 = llvm.load %2648 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2650 = llvm.getelementptr %1069[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2649, %2650 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2651 = llvm.add %2235, %4 overflow<nsw> : i32
      %2652 = llvm.add %2236, %17 overflow<nsw> : i32
      %2653 = llvm.icmp "slt" %2651, %34 : i32
      %2654 = llvm.icmp "slt" %2652, %41 : i32
      %2655 = llvm.and %2653, %2654 : i1
      llvm.cond_br %2655, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2656 = llvm.getelementptr %56[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %2657 = llvm.load %2656 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2658 = llvm.getelementptr %1069[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2657, %2658 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2659 = llvm.add %2235, %4 overflow<nsw> : i32
      %2660 = llvm.add %2236, %0 overflow<nsw> : i32
      %2661 = llvm.icmp "slt" %2659, %34 : i32
      %2662 = llvm.icmp "slt" %2660, %41 : i32
      %2663 = llvm.and %2661, %2662 : i1
      llvm.cond_br %2663, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2664 = llvm.getelementptr %56[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %2665 = llvm.load %2664 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2666 = llvm.getelementptr %1069[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2665, %2666 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2667 = llvm.add %2235, %54 overflow<nsw> : i32
      %2668 = llvm.add %2236, %17 overflow<nsw> : i32
      %2669 = llvm.icmp "slt" %2667, %34 : i32
      %2670 = llvm.icmp "slt" %2668, %41 : i32
      %2671 = llvm.and %2669, %2670 : i1
      llvm.cond_br %2671, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2672 = llvm.getelementptr %56[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2673 = llvm.load %2672 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2674 = llvm.getelementptr %1069[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2673, %2674 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2675 = llvm.add %2235, %54 overflow<nsw> : i32
      %2676 = llvm.add %2236, %0 overflow<nsw> : i32
      %2677 = llvm.icmp "slt" %2675, %34 : i32
      %2678 = llvm.icmp "slt" %2676, %41 : i32
      %2679 = llvm.and %2677, %2678 : i1
      llvm.cond_br %2679, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2680 = llvm.getelementptr %56[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2681 = llvm.load %2680 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2682 = llvm.getelementptr %1069[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2681, %2682 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2683 = llvm.add %2235, %41 overflow<nsw> : i32
      %2684 = llvm.add %2236, %17 overflow<nsw> : i32
      %2685 = llvm.icmp "slt" %2683, %34 : i32
      %2686 = llvm.icmp "slt" %2684, %41 : i32
      %2687 = llvm.and %2685, %2686 : i1
      llvm.cond_br %2687, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2688 = llvm.getelementptr %56[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2689 = llvm.load %2688 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2690 = llvm.getelementptr %1069[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2689, %2690 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2691 = llvm.add %2235, %41 overflow<nsw> : i32
      %2692 = llvm.add %2236, %0 overflow<nsw> : i32
      %2693 = llvm.icmp "slt" %2691, %34 : i32
      %2694 = llvm.icmp "slt" %2692, %41 : i32
      %2695 = llvm.and %2693, %2694 : i1
      llvm.cond_br %2695, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2696 = llvm.getelementptr %56[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2697 = llvm.load %2696 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2698 = llvm.getelementptr %1069[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2697, %2698 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2699 = llvm.add %2235, %15 overflow<nsw> : i32
      %2700 = llvm.add %2236, %17 overflow<nsw> : i32
      %2701 = llvm.icmp "slt" %2699, %34 : i32
      %2702 = llvm.icmp "slt" %2700, %41 : i32
      %2703 = llvm.and %2701, %2702 : i1
      llvm.cond_br %2703, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2704 = llvm.getelementptr %56[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2705 = llvm.load %2704 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2706 = llvm.getelementptr %1069[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2705, %2706 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2707 = llvm.add %2235, %15 overflow<nsw> : i32
      %2708 = llvm.add %2236, %0 overflow<nsw> : i32
      %2709 = llvm.icmp "slt" %2707, %34 : i32
      %2710 = llvm.icmp "slt" %2708, %41 : i32
      %2711 = llvm.and %2709, %2710 : i1
      llvm.cond_br %2711, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2712 = llvm.getelementptr %56[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2713 = llvm.load %2712 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2714 = llvm.getelementptr %1069[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2713, %2714 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2715 = llvm.add %2235, %3 overflow<nsw> : i32
      %2716 = llvm.add %2236, %17 overflow<nsw> : i32
      %2717 = llvm.icmp "slt" %2715, %34 : i32
      %2718 = llvm.icmp "slt" %2716, %41 : i32
      %2719 = llvm.and %2717, %2718 : i1
      llvm.cond_br %2719, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2720 = llvm.getelementptr %56[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2721 = llvm.load %2720 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2722 = llvm.getelementptr %1069[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2721, %2722 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2723 = llvm.add %2235, %3 overflow<nsw> : i32
      %2724 = llvm.add %2236, %0 overflow<nsw> : i32
      %2725 = llvm.icmp "slt" %2723, %34 : i32
      %2726 = llvm.icmp "slt" %2724, %41 : i32
      %2727 = llvm.and %2725, %2726 : i1
      llvm.cond_br %2727, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2728 = llvm.getelementptr %56[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2729 = llvm.load %2728 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2730 = llvm.getelementptr %1069[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2729, %2730 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      llvm.br ^bb301
    ^bb301:  // 2 preds: ^bb171, ^bb300
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsconv2dSm8_h865dd9dc(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(128 : i32) : i32
    %4 = llvm.mlir.constant(73728 : i64) : i64
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.alloca %5 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %7 = llvm.alloca %5 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %8 = llvm.getelementptr %6[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %8 : !llvm.ptr, !llvm.ptr
    %9 = llvm.getelementptr %6[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %9 : i32, !llvm.ptr
    %10 = llvm.getelementptr %6[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %10 : i32, !llvm.ptr
    %11 = llvm.getelementptr %6[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %11 : i32, !llvm.ptr
    %12 = llvm.getelementptr %6[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %12 : i64, !llvm.ptr
    %13 = llvm.getelementptr %6[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %1, %13 : i32, !llvm.ptr
    %14 = llvm.getelementptr %6[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %6[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %6[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %17 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %17, %16 : i32, !llvm.ptr
    %18 = llvm.getelementptr %6[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg9, %18 : !llvm.ptr, !llvm.ptr
    %19 = llvm.alloca %5 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %20 = builtin.unrealized_conversion_cast %19 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %21 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %6, %21 : !llvm.ptr, !llvm.ptr
    %22 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
    %24 = llvm.getelementptr %23[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %25 = llvm.load %24 : !llvm.ptr -> i32
    %26 = llvm.getelementptr %23[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
    %28 = llvm.mlir.constant(6 : i32) : i32
    %29 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%29 : i32)
  ^bb1(%30: i32):  // 2 preds: ^bb3, ^bb5
    %31 = llvm.getelementptr %27[%30] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %28, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %31[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %33 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %34 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.getelementptr %34[%35, %35] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %37 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %38 = llvm.mlir.constant(0 : index) : i64
    %39 = llvm.getelementptr %37[%38, %38] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %40 = llvm.call @printf(%39, %36) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %41 = llvm.mlir.constant(1 : i32) : i32
    %42 = llvm.add %25, %41 : i32
    llvm.store %42, %24 : i32, !llvm.ptr
    llvm.br ^bb1(%25 : i32)
  ^bb4:  // pred: ^bb7
    %43 = llvm.mlir.constant(17 : i32) : i32
    %44 = llvm.icmp "uge" %25, %43 : i32
    llvm.cond_br %44, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%51 : i32)
  ^bb6:  // pred: ^bb7
    %45 = llvm.getelementptr %27[%51] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %46 = llvm.getelementptr %45[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %47 = llvm.load %46 : !llvm.ptr -> i32
    %48 = llvm.icmp "eq" %47, %28 : i32
    %49 = llvm.mlir.constant(1 : i32) : i32
    %50 = llvm.add %51, %49 : i32
    llvm.cond_br %48, ^bb5, ^bb7(%50 : i32)
  ^bb7(%51: i32):  // 2 preds: ^bb0, ^bb6
    %52 = llvm.icmp "uge" %51, %25 : i32
    llvm.cond_br %52, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %53 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %54 = llvm.load %53 : !llvm.ptr -> !llvm.ptr
    %55 = llvm.getelementptr %54[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %56 = llvm.load %55 : !llvm.ptr -> i32
    %57 = llvm.getelementptr %54[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %58 = llvm.load %57 : !llvm.ptr -> !llvm.ptr
    %59 = llvm.mlir.constant(2 : i32) : i32
    %60 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%60 : i32)
  ^bb9(%61: i32):  // 2 preds: ^bb11, ^bb13
    %62 = llvm.getelementptr %58[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %59, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %62[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %64 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %65 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %66 = llvm.mlir.constant(0 : index) : i64
    %67 = llvm.getelementptr %65[%66, %66] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %68 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %69 = llvm.mlir.constant(0 : index) : i64
    %70 = llvm.getelementptr %68[%69, %69] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %71 = llvm.call @printf(%70, %67) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %72 = llvm.mlir.constant(1 : i32) : i32
    %73 = llvm.add %56, %72 : i32
    llvm.store %73, %55 : i32, !llvm.ptr
    llvm.br ^bb9(%56 : i32)
  ^bb12:  // pred: ^bb15
    %74 = llvm.mlir.constant(17 : i32) : i32
    %75 = llvm.icmp "uge" %56, %74 : i32
    llvm.cond_br %75, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%82 : i32)
  ^bb14:  // pred: ^bb15
    %76 = llvm.getelementptr %58[%82] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %77 = llvm.getelementptr %76[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %78 = llvm.load %77 : !llvm.ptr -> i32
    %79 = llvm.icmp "eq" %78, %59 : i32
    %80 = llvm.mlir.constant(1 : i32) : i32
    %81 = llvm.add %82, %80 : i32
    llvm.cond_br %79, ^bb13, ^bb15(%81 : i32)
  ^bb15(%82: i32):  // 2 preds: ^bb8, ^bb14
    %83 = llvm.icmp "uge" %82, %56 : i32
    llvm.cond_br %83, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %84 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0<%20> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %85 = builtin.unrealized_conversion_cast %84 : !cuda.result to i32
    cuda.return_if_error %85 : i32
    llvm.return %0 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_ha1162e80(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsconv2dSm8_h865dd9dc(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
