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
      %29 = llvm.mlir.constant(512 : i32) : i32
      %30 = llvm.mlir.constant(448 : i32) : i32
      %31 = llvm.mlir.constant(3 : i32) : i32
      %32 = llvm.mlir.constant(696 : i32) : i32
      %33 = llvm.mlir.constant(24 : i32) : i32
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
      %111 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %112 = llvm.sdiv %111, %51 : i32
      %113 = llvm.mul %112, %51 : i32
      %114 = llvm.icmp "ne" %111, %113 : i32
      %115 = llvm.mlir.constant(0 : i32) : i32
      %116 = llvm.icmp "slt" %111, %115 : i32
      %117 = llvm.mlir.constant(false) : i1
      %118 = llvm.icmp "ne" %116, %117 : i1
      %119 = llvm.and %114, %118 : i1
      %120 = llvm.mlir.constant(-1 : i32) : i32
      %121 = llvm.add %112, %120 : i32
      %122 = llvm.select %119, %121, %112 : i1, i32
      %123 = llvm.mul %122, %53 : i32
      %124 = llvm.sub %28, %123 : i32
      %125 = llvm.intr.smin(%124, %53) : (i32, i32) -> i32
      %126 = llvm.mul %122, %51 : i32
      %127 = llvm.sub %111, %126 : i32
      %128 = llvm.srem %127, %125 : i32
      %129 = llvm.add %123, %128 : i32
      %130 = llvm.sdiv %127, %125 : i32
      %131 = llvm.mul %130, %125 : i32
      %132 = llvm.icmp "ne" %127, %131 : i32
      %133 = llvm.mlir.constant(0 : i32) : i32
      %134 = llvm.icmp "slt" %127, %133 : i32
      %135 = llvm.icmp "slt" %125, %133 : i32
      %136 = llvm.icmp "ne" %134, %135 : i1
      %137 = llvm.and %132, %136 : i1
      %138 = llvm.mlir.constant(-1 : i32) : i32
      %139 = llvm.add %130, %138 : i32
      %140 = llvm.select %137, %139, %130 : i1, i32
      %141 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %142 = llvm.mul %129, %21 overflow<nsw> : i32
      %143 = llvm.mul %140, %54 overflow<nsw> : i32
      %144 = llvm.add %142, %143 overflow<nsw> : i32
      %145 = llvm.getelementptr %110[%144] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %146 = llvm.mul %129, %52 overflow<nsw> : i32
      %147 = llvm.mul %140, %54 overflow<nsw> : i32
      %148 = llvm.sdiv %141, %53 : i32
      %149 = llvm.srem %141, %53 : i32
      %150 = llvm.mul %149, %53 overflow<nsw> : i32
      %151 = llvm.srem %148, %53 : i32
      %152 = llvm.mul %151, %54 overflow<nsw> : i32
      %153 = llvm.add %150, %152 overflow<nsw> : i32
      %154 = llvm.sdiv %148, %53 : i32
      %155 = llvm.mul %154, %29 overflow<nsw> : i32
      %156 = llvm.and %153, %30 : i32
      %157 = llvm.lshr %156, %31 : i32
      %158 = llvm.xor %153, %157 : i32
      %159 = llvm.add %158, %155 overflow<nsw> : i32
      %160 = llvm.getelementptr %104[%159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %161 = llvm.getelementptr %107[%159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %162 = llvm.mul %arg3, %32 : i32
      %163 = llvm.mul %arg4, %33 : i32
      %164 = llvm.mul %arg8, %33 : i32
      %165 = llvm.mul %arg7, %32 : i32
      %166 = llvm.mul %arg5, %32 : i32
      %167 = llvm.mul %arg6, %33 : i32
      %168 = llvm.add %166, %167 : i32
      %169 = llvm.mul %129, %52 : i32
      %170 = llvm.add %169, %148 overflow<nsw> : i32
      %171 = llvm.sdiv %170, %20 : i32
      %172 = llvm.mul %171, %20 overflow<nsw> : i32
      %173 = llvm.sub %170, %172 overflow<nsw> : i32
      %174 = llvm.sdiv %173, %19 : i32
      %175 = llvm.mul %174, %19 overflow<nsw> : i32
      %176 = llvm.sub %173, %175 overflow<nsw> : i32
      %177 = llvm.mul %171, %18 overflow<nsw> : i32
      %178 = llvm.mul %174, %162 overflow<nsw> : i32
      %179 = llvm.add %177, %178 overflow<nsw> : i32
      %180 = llvm.mul %176, %163 overflow<nsw> : i32
      %181 = llvm.add %179, %180 overflow<nsw> : i32
      %182 = llvm.sub %181, %168 overflow<nsw> : i32
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
      %190 = llvm.add %148, %51 overflow<nsw> : i32
      %191 = llvm.add %169, %190 overflow<nsw> : i32
      %192 = llvm.sdiv %191, %20 : i32
      %193 = llvm.mul %192, %20 overflow<nsw> : i32
      %194 = llvm.sub %191, %193 overflow<nsw> : i32
      %195 = llvm.sdiv %194, %19 : i32
      %196 = llvm.mul %195, %19 overflow<nsw> : i32
      %197 = llvm.sub %194, %196 overflow<nsw> : i32
      %198 = llvm.mul %192, %18 overflow<nsw> : i32
      %199 = llvm.mul %195, %162 overflow<nsw> : i32
      %200 = llvm.add %198, %199 overflow<nsw> : i32
      %201 = llvm.mul %197, %163 overflow<nsw> : i32
      %202 = llvm.add %200, %201 overflow<nsw> : i32
      %203 = llvm.sub %202, %168 overflow<nsw> : i32
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
      %214 = llvm.add %148, %42 overflow<nsw> : i32
      %215 = llvm.add %169, %214 overflow<nsw> : i32
      %216 = llvm.sdiv %215, %20 : i32
      %217 = llvm.mul %216, %20 overflow<nsw> : i32
      %218 = llvm.sub %215, %217 overflow<nsw> : i32
      %219 = llvm.sdiv %218, %19 : i32
      %220 = llvm.mul %219, %19 overflow<nsw> : i32
      %221 = llvm.sub %218, %220 overflow<nsw> : i32
      %222 = llvm.mul %216, %18 overflow<nsw> : i32
      %223 = llvm.mul %219, %162 overflow<nsw> : i32
      %224 = llvm.add %222, %223 overflow<nsw> : i32
      %225 = llvm.mul %221, %163 overflow<nsw> : i32
      %226 = llvm.add %224, %225 overflow<nsw> : i32
      %227 = llvm.sub %226, %168 overflow<nsw> : i32
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
      %238 = llvm.add %148, %17 overflow<nsw> : i32
      %239 = llvm.add %169, %238 overflow<nsw> : i32
      %240 = llvm.sdiv %239, %20 : i32
      %241 = llvm.mul %240, %20 overflow<nsw> : i32
      %242 = llvm.sub %239, %241 overflow<nsw> : i32
      %243 = llvm.sdiv %242, %19 : i32
      %244 = llvm.mul %243, %19 overflow<nsw> : i32
      %245 = llvm.sub %242, %244 overflow<nsw> : i32
      %246 = llvm.mul %240, %18 overflow<nsw> : i32
      %247 = llvm.mul %243, %162 overflow<nsw> : i32
      %248 = llvm.add %246, %247 overflow<nsw> : i32
      %249 = llvm.mul %245, %163 overflow<nsw> : i32
      %250 = llvm.add %248, %249 overflow<nsw> : i32
      %251 = llvm.sub %250, %168 overflow<nsw> : i32
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
      %262 = llvm.add %148, %54 overflow<nsw> : i32
      %263 = llvm.add %169, %262 overflow<nsw> : i32
      %264 = llvm.sdiv %263, %20 : i32
      %265 = llvm.mul %264, %20 overflow<nsw> : i32
      %266 = llvm.sub %263, %265 overflow<nsw> : i32
      %267 = llvm.sdiv %266, %19 : i32
      %268 = llvm.mul %267, %19 overflow<nsw> : i32
      %269 = llvm.sub %266, %268 overflow<nsw> : i32
      %270 = llvm.mul %264, %18 overflow<nsw> : i32
      %271 = llvm.mul %267, %162 overflow<nsw> : i32
      %272 = llvm.add %270, %271 overflow<nsw> : i32
      %273 = llvm.mul %269, %163 overflow<nsw> : i32
      %274 = llvm.add %272, %273 overflow<nsw> : i32
      %275 = llvm.sub %274, %168 overflow<nsw> : i32
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
      %286 = llvm.add %148, %16 overflow<nsw> : i32
      %287 = llvm.add %169, %286 overflow<nsw> : i32
      %288 = llvm.sdiv %287, %20 : i32
      %289 = llvm.mul %288, %20 overflow<nsw> : i32
      %290 = llvm.sub %287, %289 overflow<nsw> : i32
      %291 = llvm.sdiv %290, %19 : i32
      %292 = llvm.mul %291, %19 overflow<nsw> : i32
      %293 = llvm.sub %290, %292 overflow<nsw> : i32
      %294 = llvm.mul %288, %18 overflow<nsw> : i32
      %295 = llvm.mul %291, %162 overflow<nsw> : i32
      %296 = llvm.add %294, %295 overflow<nsw> : i32
      %297 = llvm.mul %293, %163 overflow<nsw> : i32
      %298 = llvm.add %296, %297 overflow<nsw> : i32
      %299 = llvm.sub %298, %168 overflow<nsw> : i32
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
      %310 = llvm.add %148, %15 overflow<nsw> : i32
      %311 = llvm.add %169, %310 overflow<nsw> : i32
      %312 = llvm.sdiv %311, %20 : i32
      %313 = llvm.mul %312, %20 overflow<nsw> : i32
      %314 = llvm.sub %311, %313 overflow<nsw> : i32
      %315 = llvm.sdiv %314, %19 : i32
      %316 = llvm.mul %315, %19 overflow<nsw> : i32
      %317 = llvm.sub %314, %316 overflow<nsw> : i32
      %318 = llvm.mul %312, %18 overflow<nsw> : i32
      %319 = llvm.mul %315, %162 overflow<nsw> : i32
      %320 = llvm.add %318, %319 overflow<nsw> : i32
      %321 = llvm.mul %317, %163 overflow<nsw> : i32
      %322 = llvm.add %320, %321 overflow<nsw> : i32
      %323 = llvm.sub %322, %168 overflow<nsw> : i32
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
      %334 = llvm.add %148, %14 overflow<nsw> : i32
      %335 = llvm.add %169, %334 overflow<nsw> : i32
      %336 = llvm.sdiv %335, %20 : i32
      %337 = llvm.mul %336, %20 overflow<nsw> : i32
      %338 = llvm.sub %335, %337 overflow<nsw> : i32
      %339 = llvm.sdiv %338, %19 : i32
      %340 = llvm.mul %339, %19 overflow<nsw> : i32
      %341 = llvm.sub %338, %340 overflow<nsw> : i32
      %342 = llvm.mul %336, %18 overflow<nsw> : i32
      %343 = llvm.mul %339, %162 overflow<nsw> : i32
      %344 = llvm.add %342, %343 overflow<nsw> : i32
      %345 = llvm.mul %341, %163 overflow<nsw> : i32
      %346 = llvm.add %344, %345 overflow<nsw> : i32
      %347 = llvm.sub %346, %168 overflow<nsw> : i32
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
      %358 = llvm.sdiv %150, %33 : i32
      %359 = llvm.mul %358, %33 overflow<nsw> : i32
      %360 = llvm.sub %150, %359 overflow<nsw> : i32
      %361 = llvm.sdiv %358, %31 : i32
      %362 = llvm.mul %361, %31 overflow<nsw> : i32
      %363 = llvm.sub %358, %362 overflow<nsw> : i32
      %364 = llvm.mul %363, %164 overflow<nsw> : i32
      %365 = llvm.add %360, %364 overflow<nsw> : i32
      %366 = llvm.mul %361, %165 overflow<nsw> : i32
      %367 = llvm.add %365, %366 overflow<nsw> : i32
      %368 = llvm.load %97 {alignment = 32 : i64} : !llvm.ptr -> i32
      %369 = llvm.sdiv %150, %33 : i32
      %370 = llvm.sdiv %369, %31 : i32
      %371 = llvm.mul %370, %arg7 : i32
      %372 = llvm.add %368, %371 : i32
      %373 = llvm.load %187 {alignment = 32 : i64} : !llvm.ptr -> i32
      %374 = llvm.mul %363, %arg8 : i32
      %375 = llvm.add %373, %374 : i32
      %376 = llvm.load %96 {alignment = 32 : i64} : !llvm.ptr -> i8
      %377 = llvm.icmp "ne" %376, %35 : i8
      %378 = llvm.icmp "slt" %150, %36 : i32
      %379 = llvm.and %377, %378 : i1
      %380 = llvm.icmp "sge" %372, %37 : i32
      %381 = llvm.and %379, %380 : i1
      %382 = llvm.icmp "slt" %372, %38 : i32
      %383 = llvm.and %381, %382 : i1
      %384 = llvm.icmp "sge" %375, %37 : i32
      %385 = llvm.and %383, %384 : i1
      %386 = llvm.icmp "slt" %375, %38 : i32
      %387 = llvm.and %385, %386 : i1
      %388 = llvm.load %98 {alignment = 32 : i64} : !llvm.ptr -> i32
      %389 = llvm.add %388, %367 overflow<nsw> : i32
      llvm.cond_br %387, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %390 = llvm.getelementptr %108[%389] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %391 = llvm.ptrtoint %390 : !llvm.ptr<1> to i64
      %392 = llvm.add %391, %49 : i64
      %393 = llvm.and %392, %39 : i64
      %394 = llvm.inttoptr %393 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%394, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %160, %394, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %402, %160 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %403 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr -> i32
      %404 = llvm.sdiv %150, %33 : i32
      %405 = llvm.sdiv %404, %31 : i32
      %406 = llvm.mul %405, %arg7 : i32
      %407 = llvm.add %403, %406 : i32
      %408 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %409 = llvm.mul %363, %arg8 : i32
      %410 = llvm.add %408, %409 : i32
      %411 = llvm.load %213 {alignment = 1 : i64} : !llvm.ptr -> i8
      %412 = llvm.icmp "ne" %411, %35 : i8
      %413 = llvm.and %412, %378 : i1
      %414 = llvm.icmp "sge" %407, %37 : i32
      %415 = llvm.and %413, %414 : i1
      %416 = llvm.icmp "slt" %407, %38 : i32
      %417 = llvm.and %415, %416 : i1
      %418 = llvm.icmp "sge" %410, %37 : i32
      %419 = llvm.and %417, %418 : i1
      %420 = llvm.icmp "slt" %410, %38 : i32
      %421 = llvm.and %419, %420 : i1
      %422 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr -> i32
      %423 = llvm.add %422, %367 overflow<nsw> : i32
      %424 = llvm.getelementptr %160[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %421, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %425 = llvm.getelementptr %108[%423] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %426 = llvm.ptrtoint %425 : !llvm.ptr<1> to i64
      %427 = llvm.add %426, %49 : i64
      %428 = llvm.and %427, %39 : i64
      %429 = llvm.inttoptr %428 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%429, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %424, %429, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %437, %424 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %438 = llvm.load %231 {alignment = 8 : i64} : !llvm.ptr -> i32
      %439 = llvm.sdiv %150, %33 : i32
      %440 = llvm.sdiv %439, %31 : i32
      %441 = llvm.mul %440, %arg7 : i32
      %442 = llvm.add %438, %441 : i32
      %443 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> i32
      %444 = llvm.mul %363, %arg8 : i32
      %445 = llvm.add %443, %444 : i32
      %446 = llvm.load %237 {alignment = 2 : i64} : !llvm.ptr -> i8
      %447 = llvm.icmp "ne" %446, %35 : i8
      %448 = llvm.and %447, %378 : i1
      %449 = llvm.icmp "sge" %442, %37 : i32
      %450 = llvm.and %448, %449 : i1
      %451 = llvm.icmp "slt" %442, %38 : i32
      %452 = llvm.and %450, %451 : i1
      %453 = llvm.icmp "sge" %445, %37 : i32
      %454 = llvm.and %452, %453 : i1
      %455 = llvm.icmp "slt" %445, %38 : i32
      %456 = llvm.and %454, %455 : i1
      %457 = llvm.load %228 {alignment = 8 : i64} : !llvm.ptr -> i32
      %458 = llvm.add %457, %367 overflow<nsw> : i32
      %459 = llvm.getelementptr %160[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %456, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %460 = llvm.getelementptr %108[%458] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %461 = llvm.ptrtoint %460 : !llvm.ptr<1> to i64
      %462 = llvm.add %461, %49 : i64
      %463 = llvm.and %462, %39 : i64
      %464 = llvm.inttoptr %463 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%464, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %459, %464, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %472, %459 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %473 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> i32
      %474 = llvm.sdiv %150, %33 : i32
      %475 = llvm.sdiv %474, %31 : i32
      %476 = llvm.mul %475, %arg7 : i32
      %477 = llvm.add %473, %476 : i32
      %478 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr -> i32
      %479 = llvm.mul %363, %arg8 : i32
      %480 = llvm.add %478, %479 : i32
      %481 = llvm.load %261 {alignment = 1 : i64} : !llvm.ptr -> i8
      %482 = llvm.icmp "ne" %481, %35 : i8
      %483 = llvm.and %482, %378 : i1
      %484 = llvm.icmp "sge" %477, %37 : i32
      %485 = llvm.and %483, %484 : i1
      %486 = llvm.icmp "slt" %477, %38 : i32
      %487 = llvm.and %485, %486 : i1
      %488 = llvm.icmp "sge" %480, %37 : i32
      %489 = llvm.and %487, %488 : i1
      %490 = llvm.icmp "slt" %480, %38 : i32
      %491 = llvm.and %489, %490 : i1
      %492 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> i32
      %493 = llvm.add %492, %367 overflow<nsw> : i32
      %494 = llvm.getelementptr %160[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %491, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %495 = llvm.getelementptr %108[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %496 = llvm.ptrtoint %495 : !llvm.ptr<1> to i64
      %497 = llvm.add %496, %49 : i64
      %498 = llvm.and %497, %39 : i64
      %499 = llvm.inttoptr %498 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%499, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %494, %499, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %507, %494 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %508 = llvm.load %279 {alignment = 16 : i64} : !llvm.ptr -> i32
      %509 = llvm.sdiv %150, %33 : i32
      %510 = llvm.sdiv %509, %31 : i32
      %511 = llvm.mul %510, %arg7 : i32
      %512 = llvm.add %508, %511 : i32
      %513 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr -> i32
      %514 = llvm.mul %363, %arg8 : i32
      %515 = llvm.add %513, %514 : i32
      %516 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr -> i8
      %517 = llvm.icmp "ne" %516, %35 : i8
      %518 = llvm.and %517, %378 : i1
      %519 = llvm.icmp "sge" %512, %37 : i32
      %520 = llvm.and %518, %519 : i1
      %521 = llvm.icmp "slt" %512, %38 : i32
      %522 = llvm.and %520, %521 : i1
      %523 = llvm.icmp "sge" %515, %37 : i32
      %524 = llvm.and %522, %523 : i1
      %525 = llvm.icmp "slt" %515, %38 : i32
      %526 = llvm.and %524, %525 : i1
      %527 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr -> i32
      %528 = llvm.add %527, %367 overflow<nsw> : i32
      %529 = llvm.getelementptr %160[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %526, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %530 = llvm.getelementptr %108[%528] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %531 = llvm.ptrtoint %530 : !llvm.ptr<1> to i64
      %532 = llvm.add %531, %49 : i64
      %533 = llvm.and %532, %39 : i64
      %534 = llvm.inttoptr %533 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%534, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %529, %534, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %542, %529 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %543 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr -> i32
      %544 = llvm.sdiv %150, %33 : i32
      %545 = llvm.sdiv %544, %31 : i32
      %546 = llvm.mul %545, %arg7 : i32
      %547 = llvm.add %543, %546 : i32
      %548 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr -> i32
      %549 = llvm.mul %363, %arg8 : i32
      %550 = llvm.add %548, %549 : i32
      %551 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %552 = llvm.icmp "ne" %551, %35 : i8
      %553 = llvm.and %552, %378 : i1
      %554 = llvm.icmp "sge" %547, %37 : i32
      %555 = llvm.and %553, %554 : i1
      %556 = llvm.icmp "slt" %547, %38 : i32
      %557 = llvm.and %555, %556 : i1
      %558 = llvm.icmp "sge" %550, %37 : i32
      %559 = llvm.and %557, %558 : i1
      %560 = llvm.icmp "slt" %550, %38 : i32
      %561 = llvm.and %559, %560 : i1
      %562 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %563 = llvm.add %562, %367 overflow<nsw> : i32
      %564 = llvm.getelementptr %160[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %561, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %565 = llvm.getelementptr %108[%563] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %566 = llvm.ptrtoint %565 : !llvm.ptr<1> to i64
      %567 = llvm.add %566, %49 : i64
      %568 = llvm.and %567, %39 : i64
      %569 = llvm.inttoptr %568 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%569, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %564, %569, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %577, %564 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %578 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %579 = llvm.sdiv %150, %33 : i32
      %580 = llvm.sdiv %579, %31 : i32
      %581 = llvm.mul %580, %arg7 : i32
      %582 = llvm.add %578, %581 : i32
      %583 = llvm.load %330 {alignment = 8 : i64} : !llvm.ptr -> i32
      %584 = llvm.mul %363, %arg8 : i32
      %585 = llvm.add %583, %584 : i32
      %586 = llvm.load %333 {alignment = 2 : i64} : !llvm.ptr -> i8
      %587 = llvm.icmp "ne" %586, %35 : i8
      %588 = llvm.and %587, %378 : i1
      %589 = llvm.icmp "sge" %582, %37 : i32
      %590 = llvm.and %588, %589 : i1
      %591 = llvm.icmp "slt" %582, %38 : i32
      %592 = llvm.and %590, %591 : i1
      %593 = llvm.icmp "sge" %585, %37 : i32
      %594 = llvm.and %592, %593 : i1
      %595 = llvm.icmp "slt" %585, %38 : i32
      %596 = llvm.and %594, %595 : i1
      %597 = llvm.load %324 {alignment = 8 : i64} : !llvm.ptr -> i32
      %598 = llvm.add %597, %367 overflow<nsw> : i32
      %599 = llvm.getelementptr %160[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %596, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %600 = llvm.getelementptr %108[%598] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %601 = llvm.ptrtoint %600 : !llvm.ptr<1> to i64
      %602 = llvm.add %601, %49 : i64
      %603 = llvm.and %602, %39 : i64
      %604 = llvm.inttoptr %603 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%604, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %599, %604, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %612, %599 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %613 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr -> i32
      %614 = llvm.sdiv %150, %33 : i32
      %615 = llvm.sdiv %614, %31 : i32
      %616 = llvm.mul %615, %arg7 : i32
      %617 = llvm.add %613, %616 : i32
      %618 = llvm.load %354 {alignment = 4 : i64} : !llvm.ptr -> i32
      %619 = llvm.mul %363, %arg8 : i32
      %620 = llvm.add %618, %619 : i32
      %621 = llvm.load %357 {alignment = 1 : i64} : !llvm.ptr -> i8
      %622 = llvm.icmp "ne" %621, %35 : i8
      %623 = llvm.and %622, %378 : i1
      %624 = llvm.icmp "sge" %617, %37 : i32
      %625 = llvm.and %623, %624 : i1
      %626 = llvm.icmp "slt" %617, %38 : i32
      %627 = llvm.and %625, %626 : i1
      %628 = llvm.icmp "sge" %620, %37 : i32
      %629 = llvm.and %627, %628 : i1
      %630 = llvm.icmp "slt" %620, %38 : i32
      %631 = llvm.and %629, %630 : i1
      %632 = llvm.load %348 {alignment = 4 : i64} : !llvm.ptr -> i32
      %633 = llvm.add %632, %367 overflow<nsw> : i32
      %634 = llvm.getelementptr %160[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %631, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %635 = llvm.getelementptr %108[%633] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %636 = llvm.ptrtoint %635 : !llvm.ptr<1> to i64
      %637 = llvm.add %636, %49 : i64
      %638 = llvm.and %637, %39 : i64
      %639 = llvm.inttoptr %638 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%639, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %634, %639, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %647, %634 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %648 = llvm.mul %140, %54 : i32
      %649 = llvm.add %648, %148 overflow<nsw> : i32
      %650 = llvm.mul %649, %36 overflow<nsw> : i32
      %651 = llvm.add %650, %150 overflow<nsw> : i32
      %652 = llvm.icmp "slt" %649, %41 : i32
      %653 = llvm.and %652, %378 : i1
      llvm.cond_br %653, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %654 = llvm.getelementptr %109[%651] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %161, %654, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %662, %161 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %663 = llvm.add %648, %190 overflow<nsw> : i32
      %664 = llvm.mul %663, %36 overflow<nsw> : i32
      %665 = llvm.add %664, %150 overflow<nsw> : i32
      %666 = llvm.icmp "slt" %663, %41 : i32
      %667 = llvm.and %666, %378 : i1
      %668 = llvm.getelementptr %161[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %667, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %669 = llvm.getelementptr %109[%665] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %668, %669, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %677, %668 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %678 = llvm.add %648, %214 overflow<nsw> : i32
      %679 = llvm.mul %678, %36 overflow<nsw> : i32
      %680 = llvm.add %679, %150 overflow<nsw> : i32
      %681 = llvm.icmp "slt" %678, %41 : i32
      %682 = llvm.and %681, %378 : i1
      %683 = llvm.getelementptr %161[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %682, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %684 = llvm.getelementptr %109[%680] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %683, %684, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %692, %683 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %693 = llvm.add %648, %238 overflow<nsw> : i32
      %694 = llvm.mul %693, %36 overflow<nsw> : i32
      %695 = llvm.add %694, %150 overflow<nsw> : i32
      %696 = llvm.icmp "slt" %693, %41 : i32
      %697 = llvm.and %696, %378 : i1
      %698 = llvm.getelementptr %161[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %697, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %699 = llvm.getelementptr %109[%695] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %698, %699, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %707, %698 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      nvvm.cp.async.commit.group
      %708 = llvm.add %150, %54 overflow<nsw> : i32
      %709 = llvm.sdiv %708, %33 : i32
      %710 = llvm.mul %709, %33 overflow<nsw> : i32
      %711 = llvm.sub %708, %710 overflow<nsw> : i32
      %712 = llvm.sdiv %709, %31 : i32
      %713 = llvm.mul %712, %31 overflow<nsw> : i32
      %714 = llvm.sub %709, %713 overflow<nsw> : i32
      %715 = llvm.mul %714, %164 overflow<nsw> : i32
      %716 = llvm.add %711, %715 overflow<nsw> : i32
      %717 = llvm.mul %712, %165 overflow<nsw> : i32
      %718 = llvm.add %716, %717 overflow<nsw> : i32
      %719 = llvm.load %97 {alignment = 32 : i64} : !llvm.ptr -> i32
      %720 = llvm.sdiv %708, %33 : i32
      %721 = llvm.sdiv %720, %31 : i32
      %722 = llvm.mul %721, %arg7 : i32
      %723 = llvm.add %719, %722 : i32
      %724 = llvm.load %187 {alignment = 32 : i64} : !llvm.ptr -> i32
      %725 = llvm.mul %714, %arg8 : i32
      %726 = llvm.add %724, %725 : i32
      %727 = llvm.load %96 {alignment = 32 : i64} : !llvm.ptr -> i8
      %728 = llvm.icmp "ne" %727, %35 : i8
      %729 = llvm.icmp "slt" %708, %36 : i32
      %730 = llvm.and %728, %729 : i1
      %731 = llvm.icmp "sge" %723, %37 : i32
      %732 = llvm.and %730, %731 : i1
      %733 = llvm.icmp "slt" %723, %38 : i32
      %734 = llvm.and %732, %733 : i1
      %735 = llvm.icmp "sge" %726, %37 : i32
      %736 = llvm.and %734, %735 : i1
      %737 = llvm.icmp "slt" %726, %38 : i32
      %738 = llvm.and %736, %737 : i1
      %739 = llvm.load %98 {alignment = 32 : i64} : !llvm.ptr -> i32
      %740 = llvm.add %739, %718 overflow<nsw> : i32
      %741 = llvm.getelementptr %160[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %738, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %742 = llvm.getelementptr %108[%740] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %743 = llvm.ptrtoint %742 : !llvm.ptr<1> to i64
      %744 = llvm.add %743, %49 : i64
      %745 = llvm.and %744, %39 : i64
      %746 = llvm.inttoptr %745 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%746, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %741, %746, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %754, %741 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %755 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr -> i32
      %756 = llvm.sdiv %708, %33 : i32
      %757 = llvm.sdiv %756, %31 : i32
      %758 = llvm.mul %757, %arg7 : i32
      %759 = llvm.add %755, %758 : i32
      %760 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %761 = llvm.mul %714, %arg8 : i32
      %762 = llvm.add %760, %761 : i32
      %763 = llvm.load %213 {alignment = 1 : i64} : !llvm.ptr -> i8
      %764 = llvm.icmp "ne" %763, %35 : i8
      %765 = llvm.and %764, %729 : i1
      %766 = llvm.icmp "sge" %759, %37 : i32
      %767 = llvm.and %765, %766 : i1
      %768 = llvm.icmp "slt" %759, %38 : i32
      %769 = llvm.and %767, %768 : i1
      %770 = llvm.icmp "sge" %762, %37 : i32
      %771 = llvm.and %769, %770 : i1
      %772 = llvm.icmp "slt" %762, %38 : i32
      %773 = llvm.and %771, %772 : i1
      %774 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr -> i32
      %775 = llvm.add %774, %718 overflow<nsw> : i32
      %776 = llvm.getelementptr %160[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %773, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %777 = llvm.getelementptr %108[%775] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %778 = llvm.ptrtoint %777 : !llvm.ptr<1> to i64
      %779 = llvm.add %778, %49 : i64
      %780 = llvm.and %779, %39 : i64
      %781 = llvm.inttoptr %780 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%781, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %776, %781, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %789, %776 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %790 = llvm.load %231 {alignment = 8 : i64} : !llvm.ptr -> i32
      %791 = llvm.sdiv %708, %33 : i32
      %792 = llvm.sdiv %791, %31 : i32
      %793 = llvm.mul %792, %arg7 : i32
      %794 = llvm.add %790, %793 : i32
      %795 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> i32
      %796 = llvm.mul %714, %arg8 : i32
      %797 = llvm.add %795, %796 : i32
      %798 = llvm.load %237 {alignment = 2 : i64} : !llvm.ptr -> i8
      %799 = llvm.icmp "ne" %798, %35 : i8
      %800 = llvm.and %799, %729 : i1
      %801 = llvm.icmp "sge" %794, %37 : i32
      %802 = llvm.and %800, %801 : i1
      %803 = llvm.icmp "slt" %794, %38 : i32
      %804 = llvm.and %802, %803 : i1
      %805 = llvm.icmp "sge" %797, %37 : i32
      %806 = llvm.and %804, %805 : i1
      %807 = llvm.icmp "slt" %797, %38 : i32
      %808 = llvm.and %806, %807 : i1
      %809 = llvm.load %228 {alignment = 8 : i64} : !llvm.ptr -> i32
      %810 = llvm.add %809, %718 overflow<nsw> : i32
      %811 = llvm.getelementptr %160[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %808, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %812 = llvm.getelementptr %108[%810] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %813 = llvm.ptrtoint %812 : !llvm.ptr<1> to i64
      %814 = llvm.add %813, %49 : i64
      %815 = llvm.and %814, %39 : i64
      %816 = llvm.inttoptr %815 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%816, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %811, %816, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %824, %811 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %825 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> i32
      %826 = llvm.sdiv %708, %33 : i32
      %827 = llvm.sdiv %826, %31 : i32
      %828 = llvm.mul %827, %arg7 : i32
      %829 = llvm.add %825, %828 : i32
      %830 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr -> i32
      %831 = llvm.mul %714, %arg8 : i32
      %832 = llvm.add %830, %831 : i32
      %833 = llvm.load %261 {alignment = 1 : i64} : !llvm.ptr -> i8
      %834 = llvm.icmp "ne" %833, %35 : i8
      %835 = llvm.and %834, %729 : i1
      %836 = llvm.icmp "sge" %829, %37 : i32
      %837 = llvm.and %835, %836 : i1
      %838 = llvm.icmp "slt" %829, %38 : i32
      %839 = llvm.and %837, %838 : i1
      %840 = llvm.icmp "sge" %832, %37 : i32
      %841 = llvm.and %839, %840 : i1
      %842 = llvm.icmp "slt" %832, %38 : i32
      %843 = llvm.and %841, %842 : i1
      %844 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> i32
      %845 = llvm.add %844, %718 overflow<nsw> : i32
      %846 = llvm.getelementptr %160[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %843, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %847 = llvm.getelementptr %108[%845] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %848 = llvm.ptrtoint %847 : !llvm.ptr<1> to i64
      %849 = llvm.add %848, %49 : i64
      %850 = llvm.and %849, %39 : i64
      %851 = llvm.inttoptr %850 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%851, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %846, %851, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %859, %846 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      %860 = llvm.load %279 {alignment = 16 : i64} : !llvm.ptr -> i32
      %861 = llvm.sdiv %708, %33 : i32
      %862 = llvm.sdiv %861, %31 : i32
      %863 = llvm.mul %862, %arg7 : i32
      %864 = llvm.add %860, %863 : i32
      %865 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr -> i32
      %866 = llvm.mul %714, %arg8 : i32
      %867 = llvm.add %865, %866 : i32
      %868 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr -> i8
      %869 = llvm.icmp "ne" %868, %35 : i8
      %870 = llvm.and %869, %729 : i1
      %871 = llvm.icmp "sge" %864, %37 : i32
      %872 = llvm.and %870, %871 : i1
      %873 = llvm.icmp "slt" %864, %38 : i32
      %874 = llvm.and %872, %873 : i1
      %875 = llvm.icmp "sge" %867, %37 : i32
      %876 = llvm.and %874, %875 : i1
      %877 = llvm.icmp "slt" %867, %38 : i32
      %878 = llvm.and %876, %877 : i1
      %879 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr -> i32
      %880 = llvm.add %879, %718 overflow<nsw> : i32
      %881 = llvm.getelementptr %160[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %878, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %882 = llvm.getelementptr %108[%880] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %883 = llvm.ptrtoint %882 : !llvm.ptr<1> to i64
      %884 = llvm.add %883, %49 : i64
      %885 = llvm.and %884, %39 : i64
      %886 = llvm.inttoptr %885 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%886, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %881, %886, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %894, %881 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %895 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr -> i32
      %896 = llvm.sdiv %708, %33 : i32
      %897 = llvm.sdiv %896, %31 : i32
      %898 = llvm.mul %897, %arg7 : i32
      %899 = llvm.add %895, %898 : i32
      %900 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr -> i32
      %901 = llvm.mul %714, %arg8 : i32
      %902 = llvm.add %900, %901 : i32
      %903 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %904 = llvm.icmp "ne" %903, %35 : i8
      %905 = llvm.and %904, %729 : i1
      %906 = llvm.icmp "sge" %899, %37 : i32
      %907 = llvm.and %905, %906 : i1
      %908 = llvm.icmp "slt" %899, %38 : i32
      %909 = llvm.and %907, %908 : i1
      %910 = llvm.icmp "sge" %902, %37 : i32
      %911 = llvm.and %909, %910 : i1
      %912 = llvm.icmp "slt" %902, %38 : i32
      %913 = llvm.and %911, %912 : i1
      %914 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %915 = llvm.add %914, %718 overflow<nsw> : i32
      %916 = llvm.getelementptr %160[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %913, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %917 = llvm.getelementptr %108[%915] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %918 = llvm.ptrtoint %917 : !llvm.ptr<1> to i64
      %919 = llvm.add %918, %49 : i64
      %920 = llvm.and %919, %39 : i64
      %921 = llvm.inttoptr %920 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%921, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %916, %921, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %929, %916 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %930 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %931 = llvm.sdiv %708, %33 : i32
      %932 = llvm.sdiv %931, %31 : i32
      %933 = llvm.mul %932, %arg7 : i32
      %934 = llvm.add %930, %933 : i32
      %935 = llvm.load %330 {alignment = 8 : i64} : !llvm.ptr -> i32
      %936 = llvm.mul %714, %arg8 : i32
      %937 = llvm.add %935, %936 : i32
      %938 = llvm.load %333 {alignment = 2 : i64} : !llvm.ptr -> i8
      %939 = llvm.icmp "ne" %938, %35 : i8
      %940 = llvm.and %939, %729 : i1
      %941 = llvm.icmp "sge" %934, %37 : i32
      %942 = llvm.and %940, %941 : i1
      %943 = llvm.icmp "slt" %934, %38 : i32
      %944 = llvm.and %942, %943 : i1
      %945 = llvm.icmp "sge" %937, %37 : i32
      %946 = llvm.and %944, %945 : i1
      %947 = llvm.icmp "slt" %937, %38 : i32
      %948 = llvm.and %946, %947 : i1
      %949 = llvm.load %324 {alignment = 8 : i64} : !llvm.ptr -> i32
      %950 = llvm.add %949, %718 overflow<nsw> : i32
      %951 = llvm.getelementptr %160[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %948, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %952 = llvm.getelementptr %108[%950] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %953 = llvm.ptrtoint %952 : !llvm.ptr<1> to i64
      %954 = llvm.add %953, %49 : i64
      %955 = llvm.and %954, %39 : i64
      %956 = llvm.inttoptr %955 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%956, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %951, %956, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %964, %951 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %965 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr -> i32
      %966 = llvm.sdiv %708, %33 : i32
      %967 = llvm.sdiv %966, %31 : i32
      %968 = llvm.mul %967, %arg7 : i32
      %969 = llvm.add %965, %968 : i32
      %970 = llvm.load %354 {alignment = 4 : i64} : !llvm.ptr -> i32
      %971 = llvm.mul %714, %arg8 : i32
      %972 = llvm.add %970, %971 : i32
      %973 = llvm.load %357 {alignment = 1 : i64} : !llvm.ptr -> i8
      %974 = llvm.icmp "ne" %973, %35 : i8
      %975 = llvm.and %974, %729 : i1
      %976 = llvm.icmp "sge" %969, %37 : i32
      %977 = llvm.and %975, %976 : i1
      %978 = llvm.icmp "slt" %969, %38 : i32
      %979 = llvm.and %977, %978 : i1
      %980 = llvm.icmp "sge" %972, %37 : i32
      %981 = llvm.and %979, %980 : i1
      %982 = llvm.icmp "slt" %972, %38 : i32
      %983 = llvm.and %981, %982 : i1
      %984 = llvm.load %348 {alignment = 4 : i64} : !llvm.ptr -> i32
      %985 = llvm.add %984, %718 overflow<nsw> : i32
      %986 = llvm.getelementptr %160[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %983, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %987 = llvm.getelementptr %108[%985] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %988 = llvm.ptrtoint %987 : !llvm.ptr<1> to i64
      %989 = llvm.add %988, %49 : i64
      %990 = llvm.and %989, %39 : i64
      %991 = llvm.inttoptr %990 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%991, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %986, %991, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %999, %986 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %1000 = llvm.add %650, %708 overflow<nsw> : i32
      %1001 = llvm.and %652, %729 : i1
      %1002 = llvm.getelementptr %161[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1001, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %1003 = llvm.getelementptr %109[%1000] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %1002, %1003, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %50, %75 {alignment = 32 : i64} : f16, !llvm.ptr
      %1004 = llvm.getelementptr %75[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1004 {alignment = 2 : i64} : f16, !llvm.ptr
      %1005 = llvm.getelementptr %75[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1005 {alignment = 4 : i64} : f16, !llvm.ptr
      %1006 = llvm.getelementptr %75[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1006 {alignment = 2 : i64} : f16, !llvm.ptr
      %1007 = llvm.getelementptr %75[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1007 {alignment = 8 : i64} : f16, !llvm.ptr
      %1008 = llvm.getelementptr %75[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1008 {alignment = 2 : i64} : f16, !llvm.ptr
      %1009 = llvm.getelementptr %75[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1009 {alignment = 4 : i64} : f16, !llvm.ptr
      %1010 = llvm.getelementptr %75[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1010 {alignment = 2 : i64} : f16, !llvm.ptr
      %1011 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1011, %1002 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %1012 = llvm.add %664, %708 overflow<nsw> : i32
      %1013 = llvm.and %666, %729 : i1
      %1014 = llvm.getelementptr %161[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1013, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %1015 = llvm.getelementptr %109[%1012] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %1014, %1015, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %50, %74 {alignment = 32 : i64} : f16, !llvm.ptr
      %1016 = llvm.getelementptr %74[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1016 {alignment = 2 : i64} : f16, !llvm.ptr
      %1017 = llvm.getelementptr %74[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1017 {alignment = 4 : i64} : f16, !llvm.ptr
      %1018 = llvm.getelementptr %74[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1018 {alignment = 2 : i64} : f16, !llvm.ptr
      %1019 = llvm.getelementptr %74[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1019 {alignment = 8 : i64} : f16, !llvm.ptr
      %1020 = llvm.getelementptr %74[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1020 {alignment = 2 : i64} : f16, !llvm.ptr
      %1021 = llvm.getelementptr %74[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1021 {alignment = 4 : i64} : f16, !llvm.ptr
      %1022 = llvm.getelementptr %74[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1022 {alignment = 2 : i64} : f16, !llvm.ptr
      %1023 = llvm.load %74 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1023, %1014 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %1024 = llvm.add %679, %708 overflow<nsw> : i32
      %1025 = llvm.and %681, %729 : i1
      %1026 = llvm.getelementptr %161[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1025, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %1027 = llvm.getelementptr %109[%1024] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %1026, %1027, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %50, %73 {alignment = 32 : i64} : f16, !llvm.ptr
      %1028 = llvm.getelementptr %73[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1028 {alignment = 2 : i64} : f16, !llvm.ptr
      %1029 = llvm.getelementptr %73[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1029 {alignment = 4 : i64} : f16, !llvm.ptr
      %1030 = llvm.getelementptr %73[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1030 {alignment = 2 : i64} : f16, !llvm.ptr
      %1031 = llvm.getelementptr %73[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1031 {alignment = 8 : i64} : f16, !llvm.ptr
      %1032 = llvm.getelementptr %73[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1032 {alignment = 2 : i64} : f16, !llvm.ptr
      %1033 = llvm.getelementptr %73[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1033 {alignment = 4 : i64} : f16, !llvm.ptr
      %1034 = llvm.getelementptr %73[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1034 {alignment = 2 : i64} : f16, !llvm.ptr
      %1035 = llvm.load %73 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1035, %1026 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %1036 = llvm.add %694, %708 overflow<nsw> : i32
      %1037 = llvm.and %696, %729 : i1
      %1038 = llvm.getelementptr %161[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1037, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %1039 = llvm.getelementptr %109[%1036] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cp.async.shared.global %1038, %1039, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %50, %72 {alignment = 32 : i64} : f16, !llvm.ptr
      %1040 = llvm.getelementptr %72[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1040 {alignment = 2 : i64} : f16, !llvm.ptr
      %1041 = llvm.getelementptr %72[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1041 {alignment = 4 : i64} : f16, !llvm.ptr
      %1042 = llvm.getelementptr %72[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1042 {alignment = 2 : i64} : f16, !llvm.ptr
      %1043 = llvm.getelementptr %72[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1043 {alignment = 8 : i64} : f16, !llvm.ptr
      %1044 = llvm.getelementptr %72[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1044 {alignment = 2 : i64} : f16, !llvm.ptr
      %1045 = llvm.getelementptr %72[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1045 {alignment = 4 : i64} : f16, !llvm.ptr
      %1046 = llvm.getelementptr %72[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1046 {alignment = 2 : i64} : f16, !llvm.ptr
      %1047 = llvm.load %72 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1047, %1038 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.cp.async.commit.group
      %1048 = llvm.srem %141, %42 : i32
      %1049 = llvm.sdiv %141, %42 : i32
      %1050 = llvm.srem %1049, %40 : i32
      %1051 = llvm.sdiv %141, %54 : i32
      %1052 = llvm.srem %1051, %40 : i32
      %1053 = llvm.srem %1048, %42 : i32
      %1054 = llvm.srem %1050, %40 : i32
      %1055 = llvm.srem %1052, %40 : i32
      %1056 = llvm.sdiv %1053, %28 : i32
      %1057 = llvm.srem %1053, %28 : i32
      %1058 = llvm.mul %1057, %40 overflow<nsw> : i32
      %1059 = llvm.mul %1056, %41 overflow<nsw> : i32
      %1060 = llvm.add %1058, %1059 overflow<nsw> : i32
      %1061 = llvm.mul %1054, %43 overflow<nsw> : i32
      %1062 = llvm.mul %1055, %53 overflow<nsw> : i32
      %1063 = llvm.add %1061, %1062 overflow<nsw> : i32
      %1064 = llvm.add %1060, %1063 overflow<nsw> : i32
      %1065 = llvm.getelementptr %145[%1064] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %44, %69 {alignment = 16 : i64} : vector<64xf32>, !llvm.ptr
      %1066 = llvm.sdiv %141, %51 : i32
      %1067 = llvm.srem %141, %51 : i32
      %1068 = llvm.srem %1067, %53 : i32
      %1069 = llvm.mul %1068, %54 overflow<nsw> : i32
      %1070 = llvm.srem %1066, %40 : i32
      %1071 = llvm.mul %1070, %53 overflow<nsw> : i32
      %1072 = llvm.add %1069, %1071 overflow<nsw> : i32
      %1073 = llvm.sdiv %1067, %53 : i32
      %1074 = llvm.mul %1073, %29 overflow<nsw> : i32
      %1075 = llvm.sdiv %1066, %40 : i32
      %1076 = llvm.srem %1075, %40 : i32
      %1077 = llvm.mul %1076, %45 overflow<nsw> : i32
      %1078 = llvm.add %1074, %1077 overflow<nsw> : i32
      %1079 = llvm.and %1072, %52 : i32
      %1080 = llvm.icmp "eq" %1079, %37 : i32
      %1081 = llvm.select %1080, %51, %46 : i1, i32
      %1082 = llvm.and %1072, %47 : i32
      %1083 = llvm.icmp "eq" %1082, %37 : i32
      %1084 = llvm.select %1083, %42, %48 : i1, i32
      %1085 = llvm.and %1072, %30 : i32
      %1086 = llvm.lshr %1085, %31 : i32
      %1087 = llvm.xor %1072, %1086 : i32
      %1088 = llvm.add %1087, %1078 overflow<nsw> : i32
      %1089 = llvm.getelementptr %104[%1088] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1090 = llvm.mul %149, %54 overflow<nsw> : i32
      %1091 = llvm.srem %148, %40 : i32
      %1092 = llvm.mul %1091, %53 overflow<nsw> : i32
      %1093 = llvm.add %1090, %1092 overflow<nsw> : i32
      %1094 = llvm.sdiv %148, %40 : i32
      %1095 = llvm.sdiv %1094, %40 : i32
      %1096 = llvm.srem %1094, %40 : i32
      %1097 = llvm.mul %1096, %45 overflow<nsw> : i32
      %1098 = llvm.sdiv %1095, %40 : i32
      %1099 = llvm.mul %1098, %29 overflow<nsw> : i32
      %1100 = llvm.add %1097, %1099 overflow<nsw> : i32
      %1101 = llvm.and %1093, %52 : i32
      %1102 = llvm.icmp "eq" %1101, %37 : i32
      %1103 = llvm.select %1102, %51, %46 : i1, i32
      %1104 = llvm.and %1093, %47 : i32
      %1105 = llvm.icmp "eq" %1104, %37 : i32
      %1106 = llvm.select %1105, %42, %48 : i1, i32
      %1107 = llvm.and %1093, %30 : i32
      %1108 = llvm.lshr %1107, %31 : i32
      %1109 = llvm.xor %1093, %1108 : i32
      %1110 = llvm.add %1109, %1100 overflow<nsw> : i32
      %1111 = llvm.getelementptr %107[%1110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb73(%37 : i32)
    ^bb73(%1112: i32):  // 2 preds: ^bb72, ^bb74
      %1113 = llvm.icmp "slt" %1112, %28 : i32
      llvm.cond_br %1113, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %1114 = llvm.mul %1112, %13 overflow<nsw> : i32
      %1115 = llvm.getelementptr %1089[%1114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1116 = llvm.mul %1112, %53 overflow<nsw> : i32
      %1117 = llvm.getelementptr %71[%1116] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1118 = nvvm.ldmatrix %1115 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1119 = llvm.extractvalue %1118[0] : !llvm_struct_a37b2a
      %1120 = llvm.extractvalue %1118[1] : !llvm_struct_a37b2a
      %1121 = llvm.extractvalue %1118[2] : !llvm_struct_a37b2a
      %1122 = llvm.extractvalue %1118[3] : !llvm_struct_a37b2a
      llvm.store %1119, %1117 {alignment = 4 : i64} : i32, !llvm.ptr
      %1123 = llvm.getelementptr %1117[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1120, %1123 {alignment = 4 : i64} : i32, !llvm.ptr
      %1124 = llvm.getelementptr %1117[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1121, %1124 {alignment = 4 : i64} : i32, !llvm.ptr
      %1125 = llvm.getelementptr %1117[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1122, %1125 {alignment = 4 : i64} : i32, !llvm.ptr
      %1126 = llvm.add %1112, %55 : i32
      llvm.br ^bb73(%1126 : i32) {loop_annotation = #loop_annotation}
    ^bb75:  // pred: ^bb73
      llvm.br ^bb76(%37 : i32)
    ^bb76(%1127: i32):  // 2 preds: ^bb75, ^bb77
      %1128 = llvm.icmp "slt" %1127, %40 : i32
      llvm.cond_br %1128, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %1129 = llvm.mul %1127, %13 overflow<nsw> : i32
      %1130 = llvm.getelementptr %1111[%1129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1131 = llvm.mul %1127, %53 overflow<nsw> : i32
      %1132 = llvm.getelementptr %70[%1131] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1133 = nvvm.ldmatrix %1130 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1134 = llvm.extractvalue %1133[0] : !llvm_struct_a37b2a
      %1135 = llvm.extractvalue %1133[1] : !llvm_struct_a37b2a
      %1136 = llvm.extractvalue %1133[2] : !llvm_struct_a37b2a
      %1137 = llvm.extractvalue %1133[3] : !llvm_struct_a37b2a
      llvm.store %1134, %1132 {alignment = 4 : i64} : i32, !llvm.ptr
      %1138 = llvm.getelementptr %1132[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1135, %1138 {alignment = 4 : i64} : i32, !llvm.ptr
      %1139 = llvm.getelementptr %1132[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1136, %1139 {alignment = 4 : i64} : i32, !llvm.ptr
      %1140 = llvm.getelementptr %1132[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1137, %1140 {alignment = 4 : i64} : i32, !llvm.ptr
      %1141 = llvm.add %1127, %55 : i32
      llvm.br ^bb76(%1141 : i32) {loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb76
      %1142 = llvm.getelementptr %71[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1143 = llvm.getelementptr %70[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1144 = llvm.getelementptr %71[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %1145 = llvm.getelementptr %70[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1146 = llvm.add %1081, %1084 overflow<nsw> : i32
      %1147 = llvm.getelementptr %71[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %1148 = llvm.add %1103, %1106 overflow<nsw> : i32
      %1149 = llvm.getelementptr %70[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb79(%37, %40, %37 : i32, i32, i32)
    ^bb79(%1150: i32, %1151: i32, %1152: i32):  // 2 preds: ^bb78, ^bb166
      %1153 = llvm.icmp "slt" %1150, %28 : i32
      llvm.cond_br %1153, ^bb80, ^bb167
    ^bb80:  // pred: ^bb79
      %1154 = llvm.mul %1152, %7 overflow<nsw> : i32
      %1155 = llvm.add %1081, %1154 overflow<nsw> : i32
      %1156 = llvm.getelementptr %1089[%1155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb81(%37 : i32)
    ^bb81(%1157: i32):  // 2 preds: ^bb80, ^bb82
      %1158 = llvm.icmp "slt" %1157, %28 : i32
      llvm.cond_br %1158, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %1159 = llvm.mul %1157, %13 overflow<nsw> : i32
      %1160 = llvm.getelementptr %1156[%1159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1161 = llvm.mul %1157, %53 overflow<nsw> : i32
      %1162 = llvm.getelementptr %1142[%1161] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1163 = nvvm.ldmatrix %1160 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1164 = llvm.extractvalue %1163[0] : !llvm_struct_a37b2a
      %1165 = llvm.extractvalue %1163[1] : !llvm_struct_a37b2a
      %1166 = llvm.extractvalue %1163[2] : !llvm_struct_a37b2a
      %1167 = llvm.extractvalue %1163[3] : !llvm_struct_a37b2a
      llvm.store %1164, %1162 {alignment = 4 : i64} : i32, !llvm.ptr
      %1168 = llvm.getelementptr %1162[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1165, %1168 {alignment = 4 : i64} : i32, !llvm.ptr
      %1169 = llvm.getelementptr %1162[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1166, %1169 {alignment = 4 : i64} : i32, !llvm.ptr
      %1170 = llvm.getelementptr %1162[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1167, %1170 {alignment = 4 : i64} : i32, !llvm.ptr
      %1171 = llvm.add %1157, %55 : i32
      llvm.br ^bb81(%1171 : i32) {loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb81
      %1172 = llvm.mul %1152, %11 overflow<nsw> : i32
      %1173 = llvm.add %1103, %1172 overflow<nsw> : i32
      %1174 = llvm.getelementptr %1111[%1173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb84(%37 : i32)
    ^bb84(%1175: i32):  // 2 preds: ^bb83, ^bb85
      %1176 = llvm.icmp "slt" %1175, %40 : i32
      llvm.cond_br %1176, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %1177 = llvm.mul %1175, %13 overflow<nsw> : i32
      %1178 = llvm.getelementptr %1174[%1177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1179 = llvm.mul %1175, %53 overflow<nsw> : i32
      %1180 = llvm.getelementptr %1143[%1179] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1181 = nvvm.ldmatrix %1178 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1182 = llvm.extractvalue %1181[0] : !llvm_struct_a37b2a
      %1183 = llvm.extractvalue %1181[1] : !llvm_struct_a37b2a
      %1184 = llvm.extractvalue %1181[2] : !llvm_struct_a37b2a
      %1185 = llvm.extractvalue %1181[3] : !llvm_struct_a37b2a
      llvm.store %1182, %1180 {alignment = 4 : i64} : i32, !llvm.ptr
      %1186 = llvm.getelementptr %1180[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1183, %1186 {alignment = 4 : i64} : i32, !llvm.ptr
      %1187 = llvm.getelementptr %1180[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1184, %1187 {alignment = 4 : i64} : i32, !llvm.ptr
      %1188 = llvm.getelementptr %1180[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1185, %1188 {alignment = 4 : i64} : i32, !llvm.ptr
      %1189 = llvm.add %1175, %55 : i32
      llvm.br ^bb84(%1189 : i32) {loop_annotation = #loop_annotation}
    ^bb86:  // pred: ^bb84
      %1190 = llvm.add %1150, %40 : i32
      %1191 = llvm.icmp "slt" %1190, %28 : i32
      llvm.cond_br %1191, ^bb87, ^bb124
    ^bb87:  // pred: ^bb86
      %1192 = llvm.mul %1190, %54 : i32
      %1193 = llvm.add %1192, %150 overflow<nsw> : i32
      %1194 = llvm.sdiv %1193, %33 : i32
      %1195 = llvm.mul %1194, %33 overflow<nsw> : i32
      %1196 = llvm.sub %1193, %1195 overflow<nsw> : i32
      %1197 = llvm.sdiv %1194, %31 : i32
      %1198 = llvm.mul %1197, %31 overflow<nsw> : i32
      %1199 = llvm.sub %1194, %1198 overflow<nsw> : i32
      %1200 = llvm.mul %1199, %164 overflow<nsw> : i32
      %1201 = llvm.add %1196, %1200 overflow<nsw> : i32
      %1202 = llvm.mul %1197, %165 overflow<nsw> : i32
      %1203 = llvm.add %1201, %1202 overflow<nsw> : i32
      %1204 = llvm.load %97 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1205 = llvm.sdiv %1193, %33 : i32
      %1206 = llvm.sdiv %1205, %31 : i32
      %1207 = llvm.mul %1206, %arg7 : i32
      %1208 = llvm.add %1204, %1207 : i32
      %1209 = llvm.load %187 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1210 = llvm.mul %1199, %arg8 : i32
      %1211 = llvm.add %1209, %1210 : i32
      %1212 = llvm.load %96 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1213 = llvm.icmp "ne" %1212, %35 : i8
      %1214 = llvm.icmp "slt" %1193, %36 : i32
      %1215 = llvm.and %1213, %1214 : i1
      %1216 = llvm.icmp "sge" %1208, %37 : i32
      %1217 = llvm.and %1215, %1216 : i1
      %1218 = llvm.icmp "slt" %1208, %38 : i32
      %1219 = llvm.and %1217, %1218 : i1
      %1220 = llvm.icmp "sge" %1211, %37 : i32
      %1221 = llvm.and %1219, %1220 : i1
      %1222 = llvm.icmp "slt" %1211, %38 : i32
      %1223 = llvm.and %1221, %1222 : i1
      %1224 = llvm.load %98 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1225 = llvm.add %1224, %1203 overflow<nsw> : i32
      %1226 = llvm.mul %1151, %7 overflow<nsw> : i32
      %1227 = llvm.getelementptr %160[%1226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1223, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1228 = llvm.getelementptr %108[%1225] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1229 = llvm.ptrtoint %1228 : !llvm.ptr<1> to i64
      %1230 = llvm.add %1229, %49 : i64
      %1231 = llvm.and %1230, %39 : i64
      %1232 = llvm.inttoptr %1231 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1232, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1227, %1232, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %50, %68 {alignment = 32 : i64} : f16, !llvm.ptr
      %1233 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1233 {alignment = 2 : i64} : f16, !llvm.ptr
      %1234 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1234 {alignment = 4 : i64} : f16, !llvm.ptr
      %1235 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1235 {alignment = 2 : i64} : f16, !llvm.ptr
      %1236 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1236 {alignment = 8 : i64} : f16, !llvm.ptr
      %1237 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1237 {alignment = 2 : i64} : f16, !llvm.ptr
      %1238 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1238 {alignment = 4 : i64} : f16, !llvm.ptr
      %1239 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1239 {alignment = 2 : i64} : f16, !llvm.ptr
      %1240 = llvm.load %68 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1240, %1227 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1241 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1242 = llvm.sdiv %1193, %33 : i32
      %1243 = llvm.sdiv %1242, %31 : i32
      %1244 = llvm.mul %1243, %arg7 : i32
      %1245 = llvm.add %1241, %1244 : i32
      %1246 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1247 = llvm.mul %1199, %arg8 : i32
      %1248 = llvm.add %1246, %1247 : i32
      %1249 = llvm.load %213 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1250 = llvm.icmp "ne" %1249, %35 : i8
      %1251 = llvm.and %1250, %1214 : i1
      %1252 = llvm.icmp "sge" %1245, %37 : i32
      %1253 = llvm.and %1251, %1252 : i1
      %1254 = llvm.icmp "slt" %1245, %38 : i32
      %1255 = llvm.and %1253, %1254 : i1
      %1256 = llvm.icmp "sge" %1248, %37 : i32
      %1257 = llvm.and %1255, %1256 : i1
      %1258 = llvm.icmp "slt" %1248, %38 : i32
      %1259 = llvm.and %1257, %1258 : i1
      %1260 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1261 = llvm.add %1260, %1203 overflow<nsw> : i32
      %1262 = llvm.mul %1151, %7 overflow<nsw> : i32
      %1263 = llvm.add %1262, %45 overflow<nsw> : i32
      %1264 = llvm.getelementptr %160[%1263] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1259, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1265 = llvm.getelementptr %108[%1261] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1266 = llvm.ptrtoint %1265 : !llvm.ptr<1> to i64
      %1267 = llvm.add %1266, %49 : i64
      %1268 = llvm.and %1267, %39 : i64
      %1269 = llvm.inttoptr %1268 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1269, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1264, %1269, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %50, %67 {alignment = 32 : i64} : f16, !llvm.ptr
      %1270 = llvm.getelementptr %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1270 {alignment = 2 : i64} : f16, !llvm.ptr
      %1271 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1271 {alignment = 4 : i64} : f16, !llvm.ptr
      %1272 = llvm.getelementptr %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1272 {alignment = 2 : i64} : f16, !llvm.ptr
      %1273 = llvm.getelementptr %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1273 {alignment = 8 : i64} : f16, !llvm.ptr
      %1274 = llvm.getelementptr %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1274 {alignment = 2 : i64} : f16, !llvm.ptr
      %1275 = llvm.getelementptr %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1275 {alignment = 4 : i64} : f16, !llvm.ptr
      %1276 = llvm.getelementptr %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1276 {alignment = 2 : i64} : f16, !llvm.ptr
      %1277 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1277, %1264 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1278 = llvm.load %231 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1279 = llvm.sdiv %1193, %33 : i32
      %1280 = llvm.sdiv %1279, %31 : i32
      %1281 = llvm.mul %1280, %arg7 : i32
      %1282 = llvm.add %1278, %1281 : i32
      %1283 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1284 = llvm.mul %1199, %arg8 : i32
      %1285 = llvm.add %1283, %1284 : i32
      %1286 = llvm.load %237 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1287 = llvm.icmp "ne" %1286, %35 : i8
      %1288 = llvm.and %1287, %1214 : i1
      %1289 = llvm.icmp "sge" %1282, %37 : i32
      %1290 = llvm.and %1288, %1289 : i1
      %1291 = llvm.icmp "slt" %1282, %38 : i32
      %1292 = llvm.and %1290, %1291 : i1
      %1293 = llvm.icmp "sge" %1285, %37 : i32
      %1294 = llvm.and %1292, %1293 : i1
      %1295 = llvm.icmp "slt" %1285, %38 : i32
      %1296 = llvm.and %1294, %1295 : i1
      %1297 = llvm.load %228 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1298 = llvm.add %1297, %1203 overflow<nsw> : i32
      %1299 = llvm.mul %1151, %7 overflow<nsw> : i32
      %1300 = llvm.add %1299, %13 overflow<nsw> : i32
      %1301 = llvm.getelementptr %160[%1300] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1296, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1302 = llvm.getelementptr %108[%1298] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1303 = llvm.ptrtoint %1302 : !llvm.ptr<1> to i64
      %1304 = llvm.add %1303, %49 : i64
      %1305 = llvm.and %1304, %39 : i64
      %1306 = llvm.inttoptr %1305 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1306, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1301, %1306, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %50, %66 {alignment = 32 : i64} : f16, !llvm.ptr
      %1307 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1307 {alignment = 2 : i64} : f16, !llvm.ptr
      %1308 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1308 {alignment = 4 : i64} : f16, !llvm.ptr
      %1309 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1309 {alignment = 2 : i64} : f16, !llvm.ptr
      %1310 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1310 {alignment = 8 : i64} : f16, !llvm.ptr
      %1311 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1311 {alignment = 2 : i64} : f16, !llvm.ptr
      %1312 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1312 {alignment = 4 : i64} : f16, !llvm.ptr
      %1313 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1313 {alignment = 2 : i64} : f16, !llvm.ptr
      %1314 = llvm.load %66 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1314, %1301 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1315 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1316 = llvm.sdiv %1193, %33 : i32
      %1317 = llvm.sdiv %1316, %31 : i32
      %1318 = llvm.mul %1317, %arg7 : i32
      %1319 = llvm.add %1315, %1318 : i32
      %1320 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1321 = llvm.mul %1199, %arg8 : i32
      %1322 = llvm.add %1320, %1321 : i32
      %1323 = llvm.load %261 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1324 = llvm.icmp "ne" %1323, %35 : i8
      %1325 = llvm.and %1324, %1214 : i1
      %1326 = llvm.icmp "sge" %1319, %37 : i32
      %1327 = llvm.and %1325, %1326 : i1
      %1328 = llvm.icmp "slt" %1319, %38 : i32
      %1329 = llvm.and %1327, %1328 : i1
      %1330 = llvm.icmp "sge" %1322, %37 : i32
      %1331 = llvm.and %1329, %1330 : i1
      %1332 = llvm.icmp "slt" %1322, %38 : i32
      %1333 = llvm.and %1331, %1332 : i1
      %1334 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1335 = llvm.add %1334, %1203 overflow<nsw> : i32
      %1336 = llvm.mul %1151, %7 overflow<nsw> : i32
      %1337 = llvm.add %1336, %12 overflow<nsw> : i32
      %1338 = llvm.getelementptr %160[%1337] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1333, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1339 = llvm.getelementptr %108[%1335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1340 = llvm.ptrtoint %1339 : !llvm.ptr<1> to i64
      %1341 = llvm.add %1340, %49 : i64
      %1342 = llvm.and %1341, %39 : i64
      %1343 = llvm.inttoptr %1342 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1343, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1338, %1343, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %50, %65 {alignment = 32 : i64} : f16, !llvm.ptr
      %1344 = llvm.getelementptr %65[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1344 {alignment = 2 : i64} : f16, !llvm.ptr
      %1345 = llvm.getelementptr %65[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1345 {alignment = 4 : i64} : f16, !llvm.ptr
      %1346 = llvm.getelementptr %65[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1346 {alignment = 2 : i64} : f16, !llvm.ptr
      %1347 = llvm.getelementptr %65[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1347 {alignment = 8 : i64} : f16, !llvm.ptr
      %1348 = llvm.getelementptr %65[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1348 {alignment = 2 : i64} : f16, !llvm.ptr
      %1349 = llvm.getelementptr %65[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1349 {alignment = 4 : i64} : f16, !llvm.ptr
      %1350 = llvm.getelementptr %65[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1350 {alignment = 2 : i64} : f16, !llvm.ptr
      %1351 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1351, %1338 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1352 = llvm.load %279 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1353 = llvm.sdiv %1193, %33 : i32
      %1354 = llvm.sdiv %1353, %31 : i32
      %1355 = llvm.mul %1354, %arg7 : i32
      %1356 = llvm.add %1352, %1355 : i32
      %1357 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1358 = llvm.mul %1199, %arg8 : i32
      %1359 = llvm.add %1357, %1358 : i32
      %1360 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr -> i8
      %1361 = llvm.icmp "ne" %1360, %35 : i8
      %1362 = llvm.and %1361, %1214 : i1
      %1363 = llvm.icmp "sge" %1356, %37 : i32
      %1364 = llvm.and %1362, %1363 : i1
      %1365 = llvm.icmp "slt" %1356, %38 : i32
      %1366 = llvm.and %1364, %1365 : i1
      %1367 = llvm.icmp "sge" %1359, %37 : i32
      %1368 = llvm.and %1366, %1367 : i1
      %1369 = llvm.icmp "slt" %1359, %38 : i32
      %1370 = llvm.and %1368, %1369 : i1
      %1371 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1372 = llvm.add %1371, %1203 overflow<nsw> : i32
      %1373 = llvm.mul %1151, %7 overflow<nsw> : i32
      %1374 = llvm.add %1373, %11 overflow<nsw> : i32
      %1375 = llvm.getelementptr %160[%1374] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1370, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1376 = llvm.getelementptr %108[%1372] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1377 = llvm.ptrtoint %1376 : !llvm.ptr<1> to i64
      %1378 = llvm.add %1377, %49 : i64
      %1379 = llvm.and %1378, %39 : i64
      %1380 = llvm.inttoptr %1379 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1380, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1375, %1380, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %50, %64 {alignment = 32 : i64} : f16, !llvm.ptr
      %1381 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1381 {alignment = 2 : i64} : f16, !llvm.ptr
      %1382 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1382 {alignment = 4 : i64} : f16, !llvm.ptr
      %1383 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1383 {alignment = 2 : i64} : f16, !llvm.ptr
      %1384 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1384 {alignment = 8 : i64} : f16, !llvm.ptr
      %1385 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1385 {alignment = 2 : i64} : f16, !llvm.ptr
      %1386 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1386 {alignment = 4 : i64} : f16, !llvm.ptr
      %1387 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1387 {alignment = 2 : i64} : f16, !llvm.ptr
      %1388 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1388, %1375 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1389 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1390 = llvm.sdiv %1193, %33 : i32
      %1391 = llvm.sdiv %1390, %31 : i32
      %1392 = llvm.mul %1391, %arg7 : i32
      %1393 = llvm.add %1389, %1392 : i32
      %1394 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1395 = llvm.mul %1199, %arg8 : i32
      %1396 = llvm.add %1394, %1395 : i32
      %1397 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1398 = llvm.icmp "ne" %1397, %35 : i8
      %1399 = llvm.and %1398, %1214 : i1
      %1400 = llvm.icmp "sge" %1393, %37 : i32
      %1401 = llvm.and %1399, %1400 : i1
      %1402 = llvm.icmp "slt" %1393, %38 : i32
      %1403 = llvm.and %1401, %1402 : i1
      %1404 = llvm.icmp "sge" %1396, %37 : i32
      %1405 = llvm.and %1403, %1404 : i1
      %1406 = llvm.icmp "slt" %1396, %38 : i32
      %1407 = llvm.and %1405, %1406 : i1
      %1408 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1409 = llvm.add %1408, %1203 overflow<nsw> : i32
      %1410 = llvm.mul %1151, %7 overflow<nsw> : i32
      %1411 = llvm.add %1410, %10 overflow<nsw> : i32
      %1412 = llvm.getelementptr %160[%1411] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1407, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1413 = llvm.getelementptr %108[%1409] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1414 = llvm.ptrtoint %1413 : !llvm.ptr<1> to i64
      %1415 = llvm.add %1414, %49 : i64
      %1416 = llvm.and %1415, %39 : i64
      %1417 = llvm.inttoptr %1416 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1417, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1412, %1417, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %50, %63 {alignment = 32 : i64} : f16, !llvm.ptr
      %1418 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1418 {alignment = 2 : i64} : f16, !llvm.ptr
      %1419 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1419 {alignment = 4 : i64} : f16, !llvm.ptr
      %1420 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1420 {alignment = 2 : i64} : f16, !llvm.ptr
      %1421 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1421 {alignment = 8 : i64} : f16, !llvm.ptr
      %1422 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1422 {alignment = 2 : i64} : f16, !llvm.ptr
      %1423 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1423 {alignment = 4 : i64} : f16, !llvm.ptr
      %1424 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1424 {alignment = 2 : i64} : f16, !llvm.ptr
      %1425 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1425, %1412 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1426 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1427 = llvm.sdiv %1193, %33 : i32
      %1428 = llvm.sdiv %1427, %31 : i32
      %1429 = llvm.mul %1428, %arg7 : i32
      %1430 = llvm.add %1426, %1429 : i32
      %1431 = llvm.load %330 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1432 = llvm.mul %1199, %arg8 : i32
      %1433 = llvm.add %1431, %1432 : i32
      %1434 = llvm.load %333 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1435 = llvm.icmp "ne" %1434, %35 : i8
      %1436 = llvm.and %1435, %1214 : i1
      %1437 = llvm.icmp "sge" %1430, %37 : i32
      %1438 = llvm.and %1436, %1437 : i1
      %1439 = llvm.icmp "slt" %1430, %38 : i32
      %1440 = llvm.and %1438, %1439 : i1
      %1441 = llvm.icmp "sge" %1433, %37 : i32
      %1442 = llvm.and %1440, %1441 : i1
      %1443 = llvm.icmp "slt" %1433, %38 : i32
      %1444 = llvm.and %1442, %1443 : i1
      %1445 = llvm.load %324 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1446 = llvm.add %1445, %1203 overflow<nsw> : i32
      %1447 = llvm.mul %1151, %7 overflow<nsw> : i32
      %1448 = llvm.add %1447, %9 overflow<nsw> : i32
      %1449 = llvm.getelementptr %160[%1448] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1444, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1450 = llvm.getelementptr %108[%1446] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1451 = llvm.ptrtoint %1450 : !llvm.ptr<1> to i64
      %1452 = llvm.add %1451, %49 : i64
      %1453 = llvm.and %1452, %39 : i64
      %1454 = llvm.inttoptr %1453 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1454, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1449, %1454, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %50, %62 {alignment = 32 : i64} : f16, !llvm.ptr
      %1455 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1455 {alignment = 2 : i64} : f16, !llvm.ptr
      %1456 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1456 {alignment = 4 : i64} : f16, !llvm.ptr
      %1457 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1457 {alignment = 2 : i64} : f16, !llvm.ptr
      %1458 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1458 {alignment = 8 : i64} : f16, !llvm.ptr
      %1459 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1459 {alignment = 2 : i64} : f16, !llvm.ptr
      %1460 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1460 {alignment = 4 : i64} : f16, !llvm.ptr
      %1461 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1461 {alignment = 2 : i64} : f16, !llvm.ptr
      %1462 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1462, %1449 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1463 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1464 = llvm.sdiv %1193, %33 : i32
      %1465 = llvm.sdiv %1464, %31 : i32
      %1466 = llvm.mul %1465, %arg7 : i32
      %1467 = llvm.add %1463, %1466 : i32
      %1468 = llvm.load %354 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1469 = llvm.mul %1199, %arg8 : i32
      %1470 = llvm.add %1468, %1469 : i32
      %1471 = llvm.load %357 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1472 = llvm.icmp "ne" %1471, %35 : i8
      %1473 = llvm.and %1472, %1214 : i1
      %1474 = llvm.icmp "sge" %1467, %37 : i32
      %1475 = llvm.and %1473, %1474 : i1
      %1476 = llvm.icmp "slt" %1467, %38 : i32
      %1477 = llvm.and %1475, %1476 : i1
      %1478 = llvm.icmp "sge" %1470, %37 : i32
      %1479 = llvm.and %1477, %1478 : i1
      %1480 = llvm.icmp "slt" %1470, %38 : i32
      %1481 = llvm.and %1479, %1480 : i1
      %1482 = llvm.load %348 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1483 = llvm.add %1482, %1203 overflow<nsw> : i32
      %1484 = llvm.mul %1151, %7 overflow<nsw> : i32
      %1485 = llvm.add %1484, %8 overflow<nsw> : i32
      %1486 = llvm.getelementptr %160[%1485] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1481, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1487 = llvm.getelementptr %108[%1483] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1488 = llvm.ptrtoint %1487 : !llvm.ptr<1> to i64
      %1489 = llvm.add %1488, %49 : i64
      %1490 = llvm.and %1489, %39 : i64
      %1491 = llvm.inttoptr %1490 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1491, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1486, %1491, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %50, %61 {alignment = 32 : i64} : f16, !llvm.ptr
      %1492 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1492 {alignment = 2 : i64} : f16, !llvm.ptr
      %1493 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1493 {alignment = 4 : i64} : f16, !llvm.ptr
      %1494 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1494 {alignment = 2 : i64} : f16, !llvm.ptr
      %1495 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1495 {alignment = 8 : i64} : f16, !llvm.ptr
      %1496 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1496 {alignment = 2 : i64} : f16, !llvm.ptr
      %1497 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1497 {alignment = 4 : i64} : f16, !llvm.ptr
      %1498 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1498 {alignment = 2 : i64} : f16, !llvm.ptr
      %1499 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1499, %1486 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %1500 = llvm.add %650, %1193 overflow<nsw> : i32
      %1501 = llvm.and %652, %1214 : i1
      %1502 = llvm.mul %1151, %11 overflow<nsw> : i32
      %1503 = llvm.getelementptr %161[%1502] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1501, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1504 = llvm.getelementptr %109[%1500] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1505 = llvm.ptrtoint %1504 : !llvm.ptr<1> to i64
      %1506 = llvm.add %1505, %49 : i64
      %1507 = llvm.and %1506, %39 : i64
      %1508 = llvm.inttoptr %1507 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1508, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1503, %1508, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %50, %60 {alignment = 32 : i64} : f16, !llvm.ptr
      %1509 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1509 {alignment = 2 : i64} : f16, !llvm.ptr
      %1510 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1510 {alignment = 4 : i64} : f16, !llvm.ptr
      %1511 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1511 {alignment = 2 : i64} : f16, !llvm.ptr
      %1512 = llvm.getelementptr %60[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1512 {alignment = 8 : i64} : f16, !llvm.ptr
      %1513 = llvm.getelementptr %60[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1513 {alignment = 2 : i64} : f16, !llvm.ptr
      %1514 = llvm.getelementptr %60[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1514 {alignment = 4 : i64} : f16, !llvm.ptr
      %1515 = llvm.getelementptr %60[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1515 {alignment = 2 : i64} : f16, !llvm.ptr
      %1516 = llvm.load %60 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1516, %1503 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1517 = llvm.add %664, %1193 overflow<nsw> : i32
      %1518 = llvm.and %666, %1214 : i1
      %1519 = llvm.mul %1151, %11 overflow<nsw> : i32
      %1520 = llvm.add %1519, %45 overflow<nsw> : i32
      %1521 = llvm.getelementptr %161[%1520] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1518, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1522 = llvm.getelementptr %109[%1517] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1523 = llvm.ptrtoint %1522 : !llvm.ptr<1> to i64
      %1524 = llvm.add %1523, %49 : i64
      %1525 = llvm.and %1524, %39 : i64
      %1526 = llvm.inttoptr %1525 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1526, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1521, %1526, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %50, %59 {alignment = 32 : i64} : f16, !llvm.ptr
      %1527 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1527 {alignment = 2 : i64} : f16, !llvm.ptr
      %1528 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1528 {alignment = 4 : i64} : f16, !llvm.ptr
      %1529 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1529 {alignment = 2 : i64} : f16, !llvm.ptr
      %1530 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1530 {alignment = 8 : i64} : f16, !llvm.ptr
      %1531 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1531 {alignment = 2 : i64} : f16, !llvm.ptr
      %1532 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1532 {alignment = 4 : i64} : f16, !llvm.ptr
      %1533 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1533 {alignment = 2 : i64} : f16, !llvm.ptr
      %1534 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1534, %1521 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1535 = llvm.add %679, %1193 overflow<nsw> : i32
      %1536 = llvm.and %681, %1214 : i1
      %1537 = llvm.mul %1151, %11 overflow<nsw> : i32
      %1538 = llvm.add %1537, %13 overflow<nsw> : i32
      %1539 = llvm.getelementptr %161[%1538] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1536, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1540 = llvm.getelementptr %109[%1535] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1541 = llvm.ptrtoint %1540 : !llvm.ptr<1> to i64
      %1542 = llvm.add %1541, %49 : i64
      %1543 = llvm.and %1542, %39 : i64
      %1544 = llvm.inttoptr %1543 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1544, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1539, %1544, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb120
    ^bb119:  // pred: ^bb117
      llvm.store %50, %58 {alignment = 32 : i64} : f16, !llvm.ptr
      %1545 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1545 {alignment = 2 : i64} : f16, !llvm.ptr
      %1546 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1546 {alignment = 4 : i64} : f16, !llvm.ptr
      %1547 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1547 {alignment = 2 : i64} : f16, !llvm.ptr
      %1548 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1548 {alignment = 8 : i64} : f16, !llvm.ptr
      %1549 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1549 {alignment = 2 : i64} : f16, !llvm.ptr
      %1550 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1550 {alignment = 4 : i64} : f16, !llvm.ptr
      %1551 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1551 {alignment = 2 : i64} : f16, !llvm.ptr
      %1552 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1552, %1539 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1553 = llvm.add %694, %1193 overflow<nsw> : i32
      %1554 = llvm.and %696, %1214 : i1
      %1555 = llvm.mul %1151, %11 overflow<nsw> : i32
      %1556 = llvm.add %1555, %12 overflow<nsw> : i32
      %1557 = llvm.getelementptr %161[%1556] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1554, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1558 = llvm.getelementptr %109[%1553] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1559 = llvm.ptrtoint %1558 : !llvm.ptr<1> to i64
      %1560 = llvm.add %1559, %49 : i64
      %1561 = llvm.and %1560, %39 : i64
      %1562 = llvm.inttoptr %1561 : i64 to !llvm.ptr<1>
      llvm.intr.assume %24 ["align"(%1562, %22 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1557, %1562, 16, cache = cg, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb123
    ^bb122:  // pred: ^bb120
      llvm.store %50, %57 {alignment = 32 : i64} : f16, !llvm.ptr
      %1563 = llvm.getelementptr %57[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1563 {alignment = 2 : i64} : f16, !llvm.ptr
      %1564 = llvm.getelementptr %57[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1564 {alignment = 4 : i64} : f16, !llvm.ptr
      %1565 = llvm.getelementptr %57[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1565 {alignment = 2 : i64} : f16, !llvm.ptr
      %1566 = llvm.getelementptr %57[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1566 {alignment = 8 : i64} : f16, !llvm.ptr
      %1567 = llvm.getelementptr %57[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1567 {alignment = 2 : i64} : f16, !llvm.ptr
      %1568 = llvm.getelementptr %57[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1568 {alignment = 4 : i64} : f16, !llvm.ptr
      %1569 = llvm.getelementptr %57[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %50, %1569 {alignment = 2 : i64} : f16, !llvm.ptr
      %1570 = llvm.load %57 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1570, %1557 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb86, ^bb123
      nvvm.cp.async.commit.group
      llvm.br ^bb125(%37 : i32)
    ^bb125(%1571: i32):  // 2 preds: ^bb124, ^bb129
      %1572 = llvm.icmp "slt" %1571, %28 : i32
      llvm.cond_br %1572, ^bb126, ^bb130
    ^bb126:  // pred: ^bb125
      %1573 = llvm.mul %1571, %53 overflow<nsw> : i32
      %1574 = llvm.getelementptr %71[%1573] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1575 = llvm.getelementptr %1574[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1576 = llvm.getelementptr %1574[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1577 = llvm.getelementptr %1574[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb127(%37 : i32)
    ^bb127(%1578: i32):  // 2 preds: ^bb126, ^bb128
      %1579 = llvm.icmp "slt" %1578, %28 : i32
      llvm.cond_br %1579, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %1580 = llvm.mul %1578, %28 overflow<nsw> : i32
      %1581 = llvm.getelementptr %70[%1580] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1582 = llvm.mul %1571, %28 overflow<nsw> : i32
      %1583 = llvm.mul %1578, %51 overflow<nsw> : i32
      %1584 = llvm.add %1582, %1583 overflow<nsw> : i32
      %1585 = llvm.getelementptr %69[%1584] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1586 = llvm.load %1574 : !llvm.ptr -> vector<2xf16>
      %1587 = llvm.load %1575 : !llvm.ptr -> vector<2xf16>
      %1588 = llvm.load %1576 : !llvm.ptr -> vector<2xf16>
      %1589 = llvm.load %1577 : !llvm.ptr -> vector<2xf16>
      %1590 = llvm.load %1581 : !llvm.ptr -> vector<2xf16>
      %1591 = llvm.getelementptr %1581[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1592 = llvm.load %1591 : !llvm.ptr -> vector<2xf16>
      %1593 = llvm.load %1585 : !llvm.ptr -> vector<4xf32>
      %1594 = llvm.mlir.constant(0 : i64) : i64
      %1595 = llvm.extractelement %1593[%1594 : i64] : vector<4xf32>
      %1596 = llvm.mlir.constant(1 : i64) : i64
      %1597 = llvm.extractelement %1593[%1596 : i64] : vector<4xf32>
      %1598 = llvm.mlir.constant(2 : i64) : i64
      %1599 = llvm.extractelement %1593[%1598 : i64] : vector<4xf32>
      %1600 = llvm.mlir.constant(3 : i64) : i64
      %1601 = llvm.extractelement %1593[%1600 : i64] : vector<4xf32>
      %1602 = nvvm.mma.sync A[%1586, %1587, %1588, %1589]  B[%1590, %1592]  C[%1595, %1597, %1599, %1601]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1603 = llvm.extractvalue %1602[0] : !llvm_struct_687153
      %1604 = llvm.extractvalue %1602[1] : !llvm_struct_687153
      %1605 = llvm.extractvalue %1602[2] : !llvm_struct_687153
      %1606 = llvm.extractvalue %1602[3] : !llvm_struct_687153
      %1607 = llvm.mlir.poison : vector<4xf32>
      %1608 = llvm.mlir.constant(0 : i64) : i64
      %1609 = llvm.insertelement %1603, %1607[%1608 : i64] : vector<4xf32>
      %1610 = llvm.mlir.constant(1 : i64) : i64
      %1611 = llvm.insertelement %1604, %1609[%1610 : i64] : vector<4xf32>
      %1612 = llvm.mlir.constant(2 : i64) : i64
      %1613 = llvm.insertelement %1605, %1611[%1612 : i64] : vector<4xf32>
      %1614 = llvm.mlir.constant(3 : i64) : i64
      %1615 = llvm.insertelement %1606, %1613[%1614 : i64] : vector<4xf32>
      llvm.store %1615, %1585 : vector<4xf32>, !llvm.ptr
      %1616 = llvm.add %1578, %55 : i32
      llvm.br ^bb127(%1616 : i32) {loop_annotation = #loop_annotation}
    ^bb129:  // pred: ^bb127
      %1617 = llvm.add %1571, %55 : i32
      llvm.br ^bb125(%1617 : i32) {loop_annotation = #loop_annotation}
    ^bb130:  // pred: ^bb125
      %1618 = llvm.mul %1152, %7 overflow<nsw> : i32
      %1619 = llvm.add %1084, %1618 overflow<nsw> : i32
      %1620 = llvm.getelementptr %1089[%1619] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb131(%37 : i32)
    ^bb131(%1621: i32):  // 2 preds: ^bb130, ^bb132
      %1622 = llvm.icmp "slt" %1621, %28 : i32
      llvm.cond_br %1622, ^bb132, ^bb133
    ^bb132:  // pred: ^bb131
      %1623 = llvm.mul %1621, %13 overflow<nsw> : i32
      %1624 = llvm.getelementptr %1620[%1623] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1625 = llvm.mul %1621, %53 overflow<nsw> : i32
      %1626 = llvm.getelementptr %1144[%1625] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1627 = nvvm.ldmatrix %1624 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1628 = llvm.extractvalue %1627[0] : !llvm_struct_a37b2a
      %1629 = llvm.extractvalue %1627[1] : !llvm_struct_a37b2a
      %1630 = llvm.extractvalue %1627[2] : !llvm_struct_a37b2a
      %1631 = llvm.extractvalue %1627[3] : !llvm_struct_a37b2a
      llvm.store %1628, %1626 {alignment = 4 : i64} : i32, !llvm.ptr
      %1632 = llvm.getelementptr %1626[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1629, %1632 {alignment = 4 : i64} : i32, !llvm.ptr
      %1633 = llvm.getelementptr %1626[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1630, %1633 {alignment = 4 : i64} : i32, !llvm.ptr
      %1634 = llvm.getelementptr %1626[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1631, %1634 {alignment = 4 : i64} : i32, !llvm.ptr
      %1635 = llvm.add %1621, %55 : i32
      llvm.br ^bb131(%1635 : i32) {loop_annotation = #loop_annotation}
    ^bb133:  // pred: ^bb131
      %1636 = llvm.mul %1152, %11 overflow<nsw> : i32
      %1637 = llvm.add %1106, %1636 overflow<nsw> : i32
      %1638 = llvm.getelementptr %1111[%1637] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb134(%37 : i32)
    ^bb134(%1639: i32):  // 2 preds: ^bb133, ^bb135
      %1640 = llvm.icmp "slt" %1639, %40 : i32
      llvm.cond_br %1640, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1641 = llvm.mul %1639, %13 overflow<nsw> : i32
      %1642 = llvm.getelementptr %1638[%1641] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1643 = llvm.mul %1639, %53 overflow<nsw> : i32
      %1644 = llvm.getelementptr %1145[%1643] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1645 = nvvm.ldmatrix %1642 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1646 = llvm.extractvalue %1645[0] : !llvm_struct_a37b2a
      %1647 = llvm.extractvalue %1645[1] : !llvm_struct_a37b2a
      %1648 = llvm.extractvalue %1645[2] : !llvm_struct_a37b2a
      %1649 = llvm.extractvalue %1645[3] : !llvm_struct_a37b2a
      llvm.store %1646, %1644 {alignment = 4 : i64} : i32, !llvm.ptr
      %1650 = llvm.getelementptr %1644[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1647, %1650 {alignment = 4 : i64} : i32, !llvm.ptr
      %1651 = llvm.getelementptr %1644[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1648, %1651 {alignment = 4 : i64} : i32, !llvm.ptr
      %1652 = llvm.getelementptr %1644[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1649, %1652 {alignment = 4 : i64} : i32, !llvm.ptr
      %1653 = llvm.add %1639, %55 : i32
      llvm.br ^bb134(%1653 : i32) {loop_annotation = #loop_annotation}
    ^bb136:  // pred: ^bb134
      llvm.br ^bb137(%37 : i32)
    ^bb137(%1654: i32):  // 2 preds: ^bb136, ^bb141
      %1655 = llvm.icmp "slt" %1654, %28 : i32
      llvm.cond_br %1655, ^bb138, ^bb142
    ^bb138:  // pred: ^bb137
      %1656 = llvm.mul %1654, %53 overflow<nsw> : i32
      %1657 = llvm.getelementptr %1142[%1656] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1658 = llvm.getelementptr %1657[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1659 = llvm.getelementptr %1657[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1660 = llvm.getelementptr %1657[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb139(%37 : i32)
    ^bb139(%1661: i32):  // 2 preds: ^bb138, ^bb140
      %1662 = llvm.icmp "slt" %1661, %28 : i32
      llvm.cond_br %1662, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %1663 = llvm.mul %1661, %28 overflow<nsw> : i32
      %1664 = llvm.getelementptr %1143[%1663] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1665 = llvm.mul %1654, %28 overflow<nsw> : i32
      %1666 = llvm.mul %1661, %51 overflow<nsw> : i32
      %1667 = llvm.add %1665, %1666 overflow<nsw> : i32
      %1668 = llvm.getelementptr %69[%1667] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1669 = llvm.load %1657 : !llvm.ptr -> vector<2xf16>
      %1670 = llvm.load %1658 : !llvm.ptr -> vector<2xf16>
      %1671 = llvm.load %1659 : !llvm.ptr -> vector<2xf16>
      %1672 = llvm.load %1660 : !llvm.ptr -> vector<2xf16>
      %1673 = llvm.load %1664 : !llvm.ptr -> vector<2xf16>
      %1674 = llvm.getelementptr %1664[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1675 = llvm.load %1674 : !llvm.ptr -> vector<2xf16>
      %1676 = llvm.load %1668 : !llvm.ptr -> vector<4xf32>
      %1677 = llvm.mlir.constant(0 : i64) : i64
      %1678 = llvm.extractelement %1676[%1677 : i64] : vector<4xf32>
      %1679 = llvm.mlir.constant(1 : i64) : i64
      %1680 = llvm.extractelement %1676[%1679 : i64] : vector<4xf32>
      %1681 = llvm.mlir.constant(2 : i64) : i64
      %1682 = llvm.extractelement %1676[%1681 : i64] : vector<4xf32>
      %1683 = llvm.mlir.constant(3 : i64) : i64
      %1684 = llvm.extractelement %1676[%1683 : i64] : vector<4xf32>
      %1685 = nvvm.mma.sync A[%1669, %1670, %1671, %1672]  B[%1673, %1675]  C[%1678, %1680, %1682, %1684]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1686 = llvm.extractvalue %1685[0] : !llvm_struct_687153
      %1687 = llvm.extractvalue %1685[1] : !llvm_struct_687153
      %1688 = llvm.extractvalue %1685[2] : !llvm_struct_687153
      %1689 = llvm.extractvalue %1685[3] : !llvm_struct_687153
      %1690 = llvm.mlir.poison : vector<4xf32>
      %1691 = llvm.mlir.constant(0 : i64) : i64
      %1692 = llvm.insertelement %1686, %1690[%1691 : i64] : vector<4xf32>
      %1693 = llvm.mlir.constant(1 : i64) : i64
      %1694 = llvm.insertelement %1687, %1692[%1693 : i64] : vector<4xf32>
      %1695 = llvm.mlir.constant(2 : i64) : i64
      %1696 = llvm.insertelement %1688, %1694[%1695 : i64] : vector<4xf32>
      %1697 = llvm.mlir.constant(3 : i64) : i64
      %1698 = llvm.insertelement %1689, %1696[%1697 : i64] : vector<4xf32>
      llvm.store %1698, %1668 : vector<4xf32>, !llvm.ptr
      %1699 = llvm.add %1661, %55 : i32
      llvm.br ^bb139(%1699 : i32) {loop_annotation = #loop_annotation}
    ^bb141:  // pred: ^bb139
      %1700 = llvm.add %1654, %55 : i32
      llvm.br ^bb137(%1700 : i32) {loop_annotation = #loop_annotation}
    ^bb142:  // pred: ^bb137
      %1701 = llvm.mul %1152, %7 overflow<nsw> : i32
      %1702 = llvm.add %1146, %1701 overflow<nsw> : i32
      %1703 = llvm.getelementptr %1089[%1702] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb143(%37 : i32)
    ^bb143(%1704: i32):  // 2 preds: ^bb142, ^bb144
      %1705 = llvm.icmp "slt" %1704, %28 : i32
      llvm.cond_br %1705, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      %1706 = llvm.mul %1704, %13 overflow<nsw> : i32
      %1707 = llvm.getelementptr %1703[%1706] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1708 = llvm.mul %1704, %53 overflow<nsw> : i32
      %1709 = llvm.getelementptr %1147[%1708] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1710 = nvvm.ldmatrix %1707 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1711 = llvm.extractvalue %1710[0] : !llvm_struct_a37b2a
      %1712 = llvm.extractvalue %1710[1] : !llvm_struct_a37b2a
      %1713 = llvm.extractvalue %1710[2] : !llvm_struct_a37b2a
      %1714 = llvm.extractvalue %1710[3] : !llvm_struct_a37b2a
      llvm.store %1711, %1709 {alignment = 4 : i64} : i32, !llvm.ptr
      %1715 = llvm.getelementptr %1709[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1712, %1715 {alignment = 4 : i64} : i32, !llvm.ptr
      %1716 = llvm.getelementptr %1709[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1713, %1716 {alignment = 4 : i64} : i32, !llvm.ptr
      %1717 = llvm.getelementptr %1709[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1714, %1717 {alignment = 4 : i64} : i32, !llvm.ptr
      %1718 = llvm.add %1704, %55 : i32
      llvm.br ^bb143(%1718 : i32) {loop_annotation = #loop_annotation}
    ^bb145:  // pred: ^bb143
      %1719 = llvm.mul %1152, %11 overflow<nsw> : i32
      %1720 = llvm.add %1148, %1719 overflow<nsw> : i32
      %1721 = llvm.getelementptr %1111[%1720] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb146(%37 : i32)
    ^bb146(%1722: i32):  // 2 preds: ^bb145, ^bb147
      %1723 = llvm.icmp "slt" %1722, %40 : i32
      llvm.cond_br %1723, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1724 = llvm.mul %1722, %13 overflow<nsw> : i32
      %1725 = llvm.getelementptr %1721[%1724] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1726 = llvm.mul %1722, %53 overflow<nsw> : i32
      %1727 = llvm.getelementptr %1149[%1726] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1728 = nvvm.ldmatrix %1725 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1729 = llvm.extractvalue %1728[0] : !llvm_struct_a37b2a
      %1730 = llvm.extractvalue %1728[1] : !llvm_struct_a37b2a
      %1731 = llvm.extractvalue %1728[2] : !llvm_struct_a37b2a
      %1732 = llvm.extractvalue %1728[3] : !llvm_struct_a37b2a
      llvm.store %1729, %1727 {alignment = 4 : i64} : i32, !llvm.ptr
      %1733 = llvm.getelementptr %1727[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1730, %1733 {alignment = 4 : i64} : i32, !llvm.ptr
      %1734 = llvm.getelementptr %1727[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1731, %1734 {alignment = 4 : i64} : i32, !llvm.ptr
      %1735 = llvm.getelementptr %1727[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1732, %1735 {alignment = 4 : i64} : i32, !llvm.ptr
      %1736 = llvm.add %1722, %55 : i32
      llvm.br ^bb146(%1736 : i32) {loop_annotation = #loop_annotation}
    ^bb148:  // pred: ^bb146
      llvm.br ^bb149(%37 : i32)
    ^bb149(%1737: i32):  // 2 preds: ^bb148, ^bb153
      %1738 = llvm.icmp "slt" %1737, %28 : i32
      llvm.cond_br %1738, ^bb150, ^bb154
    ^bb150:  // pred: ^bb149
      %1739 = llvm.mul %1737, %53 overflow<nsw> : i32
      %1740 = llvm.getelementptr %1144[%1739] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1741 = llvm.getelementptr %1740[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1742 = llvm.getelementptr %1740[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1743 = llvm.getelementptr %1740[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb151(%37 : i32)
    ^bb151(%1744: i32):  // 2 preds: ^bb150, ^bb152
      %1745 = llvm.icmp "slt" %1744, %28 : i32
      llvm.cond_br %1745, ^bb152, ^bb153
    ^bb152:  // pred: ^bb151
      %1746 = llvm.mul %1744, %28 overflow<nsw> : i32
      %1747 = llvm.getelementptr %1145[%1746] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1748 = llvm.mul %1737, %28 overflow<nsw> : i32
      %1749 = llvm.mul %1744, %51 overflow<nsw> : i32
      %1750 = llvm.add %1748, %1749 overflow<nsw> : i32
      %1751 = llvm.getelementptr %69[%1750] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1752 = llvm.load %1740 : !llvm.ptr -> vector<2xf16>
      %1753 = llvm.load %1741 : !llvm.ptr -> vector<2xf16>
      %1754 = llvm.load %1742 : !llvm.ptr -> vector<2xf16>
      %1755 = llvm.load %1743 : !llvm.ptr -> vector<2xf16>
      %1756 = llvm.load %1747 : !llvm.ptr -> vector<2xf16>
      %1757 = llvm.getelementptr %1747[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1758 = llvm.load %1757 : !llvm.ptr -> vector<2xf16>
      %1759 = llvm.load %1751 : !llvm.ptr -> vector<4xf32>
      %1760 = llvm.mlir.constant(0 : i64) : i64
      %1761 = llvm.extractelement %1759[%1760 : i64] : vector<4xf32>
      %1762 = llvm.mlir.constant(1 : i64) : i64
      %1763 = llvm.extractelement %1759[%1762 : i64] : vector<4xf32>
      %1764 = llvm.mlir.constant(2 : i64) : i64
      %1765 = llvm.extractelement %1759[%1764 : i64] : vector<4xf32>
      %1766 = llvm.mlir.constant(3 : i64) : i64
      %1767 = llvm.extractelement %1759[%1766 : i64] : vector<4xf32>
      %1768 = nvvm.mma.sync A[%1752, %1753, %1754, %1755]  B[%1756, %1758]  C[%1761, %1763, %1765, %1767]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1769 = llvm.extractvalue %1768[0] : !llvm_struct_687153
      %1770 = llvm.extractvalue %1768[1] : !llvm_struct_687153
      %1771 = llvm.extractvalue %1768[2] : !llvm_struct_687153
      %1772 = llvm.extractvalue %1768[3] : !llvm_struct_687153
      %1773 = llvm.mlir.poison : vector<4xf32>
      %1774 = llvm.mlir.constant(0 : i64) : i64
      %1775 = llvm.insertelement %1769, %1773[%1774 : i64] : vector<4xf32>
      %1776 = llvm.mlir.constant(1 : i64) : i64
      %1777 = llvm.insertelement %1770, %1775[%1776 : i64] : vector<4xf32>
      %1778 = llvm.mlir.constant(2 : i64) : i64
      %1779 = llvm.insertelement %1771, %1777[%1778 : i64] : vector<4xf32>
      %1780 = llvm.mlir.constant(3 : i64) : i64
      %1781 = llvm.insertelement %1772, %1779[%1780 : i64] : vector<4xf32>
      llvm.store %1781, %1751 : vector<4xf32>, !llvm.ptr
      %1782 = llvm.add %1744, %55 : i32
      llvm.br ^bb151(%1782 : i32) {loop_annotation = #loop_annotation}
    ^bb153:  // pred: ^bb151
      %1783 = llvm.add %1737, %55 : i32
      llvm.br ^bb149(%1783 : i32) {loop_annotation = #loop_annotation}
    ^bb154:  // pred: ^bb149
      %1784 = llvm.add %1152, %55 : i32
      %1785 = llvm.icmp "eq" %1784, %31 : i32
      %1786 = llvm.select %1785, %37, %1784 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1787 = llvm.mul %1786, %7 overflow<nsw> : i32
      %1788 = llvm.getelementptr %1089[%1787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb155(%37 : i32)
    ^bb155(%1789: i32):  // 2 preds: ^bb154, ^bb156
      %1790 = llvm.icmp "slt" %1789, %28 : i32
      llvm.cond_br %1790, ^bb156, ^bb157
    ^bb156:  // pred: ^bb155
      %1791 = llvm.mul %1789, %13 overflow<nsw> : i32
      %1792 = llvm.getelementptr %1788[%1791] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1793 = llvm.mul %1789, %53 overflow<nsw> : i32
      %1794 = llvm.getelementptr %71[%1793] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1795 = nvvm.ldmatrix %1792 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1796 = llvm.extractvalue %1795[0] : !llvm_struct_a37b2a
      %1797 = llvm.extractvalue %1795[1] : !llvm_struct_a37b2a
      %1798 = llvm.extractvalue %1795[2] : !llvm_struct_a37b2a
      %1799 = llvm.extractvalue %1795[3] : !llvm_struct_a37b2a
      llvm.store %1796, %1794 {alignment = 4 : i64} : i32, !llvm.ptr
      %1800 = llvm.getelementptr %1794[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1797, %1800 {alignment = 4 : i64} : i32, !llvm.ptr
      %1801 = llvm.getelementptr %1794[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1798, %1801 {alignment = 4 : i64} : i32, !llvm.ptr
      %1802 = llvm.getelementptr %1794[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1799, %1802 {alignment = 4 : i64} : i32, !llvm.ptr
      %1803 = llvm.add %1789, %55 : i32
      llvm.br ^bb155(%1803 : i32) {loop_annotation = #loop_annotation}
    ^bb157:  // pred: ^bb155
      %1804 = llvm.mul %1786, %11 overflow<nsw> : i32
      %1805 = llvm.getelementptr %1111[%1804] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb158(%37 : i32)
    ^bb158(%1806: i32):  // 2 preds: ^bb157, ^bb159
      %1807 = llvm.icmp "slt" %1806, %40 : i32
      llvm.cond_br %1807, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1808 = llvm.mul %1806, %13 overflow<nsw> : i32
      %1809 = llvm.getelementptr %1805[%1808] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1810 = llvm.mul %1806, %53 overflow<nsw> : i32
      %1811 = llvm.getelementptr %70[%1810] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1812 = nvvm.ldmatrix %1809 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1813 = llvm.extractvalue %1812[0] : !llvm_struct_a37b2a
      %1814 = llvm.extractvalue %1812[1] : !llvm_struct_a37b2a
      %1815 = llvm.extractvalue %1812[2] : !llvm_struct_a37b2a
      %1816 = llvm.extractvalue %1812[3] : !llvm_struct_a37b2a
      llvm.store %1813, %1811 {alignment = 4 : i64} : i32, !llvm.ptr
      %1817 = llvm.getelementptr %1811[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1814, %1817 {alignment = 4 : i64} : i32, !llvm.ptr
      %1818 = llvm.getelementptr %1811[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1815, %1818 {alignment = 4 : i64} : i32, !llvm.ptr
      %1819 = llvm.getelementptr %1811[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1816, %1819 {alignment = 4 : i64} : i32, !llvm.ptr
      %1820 = llvm.add %1806, %55 : i32
      llvm.br ^bb158(%1820 : i32) {loop_annotation = #loop_annotation}
    ^bb160:  // pred: ^bb158
      llvm.br ^bb161(%37 : i32)
    ^bb161(%1821: i32):  // 2 preds: ^bb160, ^bb165
      %1822 = llvm.icmp "slt" %1821, %28 : i32
      llvm.cond_br %1822, ^bb162, ^bb166
    ^bb162:  // pred: ^bb161
      %1823 = llvm.mul %1821, %53 overflow<nsw> : i32
      %1824 = llvm.getelementptr %1147[%1823] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1825 = llvm.getelementptr %1824[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1826 = llvm.getelementptr %1824[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1827 = llvm.getelementptr %1824[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb163(%37 : i32)
    ^bb163(%1828: i32):  // 2 preds: ^bb162, ^bb164
      %1829 = llvm.icmp "slt" %1828, %28 : i32
      llvm.cond_br %1829, ^bb164, ^bb165
    ^bb164:  // pred: ^bb163
      %1830 = llvm.mul %1828, %28 overflow<nsw> : i32
      %1831 = llvm.getelementptr %1149[%1830] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1832 = llvm.mul %1821, %28 overflow<nsw> : i32
      %1833 = llvm.mul %1828, %51 overflow<nsw> : i32
      %1834 = llvm.add %1832, %1833 overflow<nsw> : i32
      %1835 = llvm.getelementptr %69[%1834] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1836 = llvm.load %1824 : !llvm.ptr -> vector<2xf16>
      %1837 = llvm.load %1825 : !llvm.ptr -> vector<2xf16>
      %1838 = llvm.load %1826 : !llvm.ptr -> vector<2xf16>
      %1839 = llvm.load %1827 : !llvm.ptr -> vector<2xf16>
      %1840 = llvm.load %1831 : !llvm.ptr -> vector<2xf16>
      %1841 = llvm.getelementptr %1831[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1842 = llvm.load %1841 : !llvm.ptr -> vector<2xf16>
      %1843 = llvm.load %1835 : !llvm.ptr -> vector<4xf32>
      %1844 = llvm.mlir.constant(0 : i64) : i64
      %1845 = llvm.extractelement %1843[%1844 : i64] : vector<4xf32>
      %1846 = llvm.mlir.constant(1 : i64) : i64
      %1847 = llvm.extractelement %1843[%1846 : i64] : vector<4xf32>
      %1848 = llvm.mlir.constant(2 : i64) : i64
      %1849 = llvm.extractelement %1843[%1848 : i64] : vector<4xf32>
      %1850 = llvm.mlir.constant(3 : i64) : i64
      %1851 = llvm.extractelement %1843[%1850 : i64] : vector<4xf32>
      %1852 = nvvm.mma.sync A[%1836, %1837, %1838, %1839]  B[%1840, %1842]  C[%1845, %1847, %1849, %1851]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1853 = llvm.extractvalue %1852[0] : !llvm_struct_687153
      %1854 = llvm.extractvalue %1852[1] : !llvm_struct_687153
      %1855 = llvm.extractvalue %1852[2] : !llvm_struct_687153
      %1856 = llvm.extractvalue %1852[3] : !llvm_struct_687153
      %1857 = llvm.mlir.poison : vector<4xf32>
      %1858 = llvm.mlir.constant(0 : i64) : i64
      %1859 = llvm.insertelement %1853, %1857[%1858 : i64] : vector<4xf32>
      %1860 = llvm.mlir.constant(1 : i64) : i64
      %1861 = llvm.insertelement %1854, %1859[%1860 : i64] : vector<4xf32>
      %1862 = llvm.mlir.constant(2 : i64) : i64
      %1863 = llvm.insertelement %1855, %1861[%1862 : i64] : vector<4xf32>
      %1864 = llvm.mlir.constant(3 : i64) : i64
      %1865 = llvm.insertelement %1856, %1863[%1864 : i64] : vector<4xf32>
      llvm.store %1865, %1835 : vector<4xf32>, !llvm.ptr
      %1866 = llvm.add %1828, %55 : i32
      llvm.br ^bb163(%1866 : i32) {loop_annotation = #loop_annotation}
    ^bb165:  // pred: ^bb163
      %1867 = llvm.add %1821, %55 : i32
      llvm.br ^bb161(%1867 : i32) {loop_annotation = #loop_annotation}
    ^bb166:  // pred: ^bb161
      %1868 = llvm.add %1150, %55 : i32
      llvm.br ^bb79(%1868, %1152, %1786 : i32, i32, i32)
    ^bb167:  // pred: ^bb79
      nvvm.cp.async.wait.group 0
      %1869 = llvm.load %69 {alignment = 16 : i64} : !llvm.ptr -> vector<64xf32>
      %1870 = llvm.bitcast %1869 : vector<64xf32> to vector<64xi32>
      %1871 = llvm.mlir.undef : vector<32xi32>
      %1872 = llvm.mlir.constant(0 : i64) : i64
      %1873 = llvm.mlir.constant(0 : i64) : i64
      %1874 = llvm.extractelement %1870[%1873 : i64] : vector<64xi32>
      %1875 = llvm.mlir.constant(1 : i64) : i64
      %1876 = llvm.extractelement %1870[%1875 : i64] : vector<64xi32>
      %1877 = llvm.bitcast %1874 : i32 to f32
      %1878 = llvm.bitcast %1876 : i32 to f32
      %1879 = nvvm.convert.f32x2.to.f16x2 %1878, %1877 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1880 = llvm.bitcast %1879 : vector<2xf16> to i32
      %1881 = llvm.insertelement %1880, %1871[%1872 : i64] : vector<32xi32>
      %1882 = llvm.mlir.constant(1 : i64) : i64
      %1883 = llvm.mlir.constant(2 : i64) : i64
      %1884 = llvm.extractelement %1870[%1883 : i64] : vector<64xi32>
      %1885 = llvm.mlir.constant(3 : i64) : i64
      %1886 = llvm.extractelement %1870[%1885 : i64] : vector<64xi32>
      %1887 = llvm.bitcast %1884 : i32 to f32
      %1888 = llvm.bitcast %1886 : i32 to f32
      %1889 = nvvm.convert.f32x2.to.f16x2 %1888, %1887 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1890 = llvm.bitcast %1889 : vector<2xf16> to i32
      %1891 = llvm.insertelement %1890, %1881[%1882 : i64] : vector<32xi32>
      %1892 = llvm.mlir.constant(2 : i64) : i64
      %1893 = llvm.mlir.constant(4 : i64) : i64
      %1894 = llvm.extractelement %1870[%1893 : i64] : vector<64xi32>
      %1895 = llvm.mlir.constant(5 : i64) : i64
      %1896 = llvm.extractelement %1870[%1895 : i64] : vector<64xi32>
      %1897 = llvm.bitcast %1894 : i32 to f32
      %1898 = llvm.bitcast %1896 : i32 to f32
      %1899 = nvvm.convert.f32x2.to.f16x2 %1898, %1897 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1900 = llvm.bitcast %1899 : vector<2xf16> to i32
      %1901 = llvm.insertelement %1900, %1891[%1892 : i64] : vector<32xi32>
      %1902 = llvm.mlir.constant(3 : i64) : i64
      %1903 = llvm.mlir.constant(6 : i64) : i64
      %1904 = llvm.extractelement %1870[%1903 : i64] : vector<64xi32>
      %1905 = llvm.mlir.constant(7 : i64) : i64
      %1906 = llvm.extractelement %1870[%1905 : i64] : vector<64xi32>
      %1907 = llvm.bitcast %1904 : i32 to f32
      %1908 = llvm.bitcast %1906 : i32 to f32
      %1909 = nvvm.convert.f32x2.to.f16x2 %1908, %1907 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1910 = llvm.bitcast %1909 : vector<2xf16> to i32
      %1911 = llvm.insertelement %1910, %1901[%1902 : i64] : vector<32xi32>
      %1912 = llvm.mlir.constant(4 : i64) : i64
      %1913 = llvm.mlir.constant(8 : i64) : i64
      %1914 = llvm.extractelement %1870[%1913 : i64] : vector<64xi32>
      %1915 = llvm.mlir.constant(9 : i64) : i64
      %1916 = llvm.extractelement %1870[%1915 : i64] : vector<64xi32>
      %1917 = llvm.bitcast %1914 : i32 to f32
      %1918 = llvm.bitcast %1916 : i32 to f32
      %1919 = nvvm.convert.f32x2.to.f16x2 %1918, %1917 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1920 = llvm.bitcast %1919 : vector<2xf16> to i32
      %1921 = llvm.insertelement %1920, %1911[%1912 : i64] : vector<32xi32>
      %1922 = llvm.mlir.constant(5 : i64) : i64
      %1923 = llvm.mlir.constant(10 : i64) : i64
      %1924 = llvm.extractelement %1870[%1923 : i64] : vector<64xi32>
      %1925 = llvm.mlir.constant(11 : i64) : i64
      %1926 = llvm.extractelement %1870[%1925 : i64] : vector<64xi32>
      %1927 = llvm.bitcast %1924 : i32 to f32
      %1928 = llvm.bitcast %1926 : i32 to f32
      %1929 = nvvm.convert.f32x2.to.f16x2 %1928, %1927 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1930 = llvm.bitcast %1929 : vector<2xf16> to i32
      %1931 = llvm.insertelement %1930, %1921[%1922 : i64] : vector<32xi32>
      %1932 = llvm.mlir.constant(6 : i64) : i64
      %1933 = llvm.mlir.constant(12 : i64) : i64
      %1934 = llvm.extractelement %1870[%1933 : i64] : vector<64xi32>
      %1935 = llvm.mlir.constant(13 : i64) : i64
      %1936 = llvm.extractelement %1870[%1935 : i64] : vector<64xi32>
      %1937 = llvm.bitcast %1934 : i32 to f32
      %1938 = llvm.bitcast %1936 : i32 to f32
      %1939 = nvvm.convert.f32x2.to.f16x2 %1938, %1937 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1940 = llvm.bitcast %1939 : vector<2xf16> to i32
      %1941 = llvm.insertelement %1940, %1931[%1932 : i64] : vector<32xi32>
      %1942 = llvm.mlir.constant(7 : i64) : i64
      %1943 = llvm.mlir.constant(14 : i64) : i64
      %1944 = llvm.extractelement %1870[%1943 : i64] : vector<64xi32>
      %1945 = llvm.mlir.constant(15 : i64) : i64
      %1946 = llvm.extractelement %1870[%1945 : i64] : vector<64xi32>
      %1947 = llvm.bitcast %1944 : i32 to f32
      %1948 = llvm.bitcast %1946 : i32 to f32
      %1949 = nvvm.convert.f32x2.to.f16x2 %1948, %1947 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1950 = llvm.bitcast %1949 : vector<2xf16> to i32
      %1951 = llvm.insertelement %1950, %1941[%1942 : i64] : vector<32xi32>
      %1952 = llvm.mlir.constant(8 : i64) : i64
      %1953 = llvm.mlir.constant(16 : i64) : i64
      %1954 = llvm.extractelement %1870[%1953 : i64] : vector<64xi32>
      %1955 = llvm.mlir.constant(17 : i64) : i64
      %1956 = llvm.extractelement %1870[%1955 : i64] : vector<64xi32>
      %1957 = llvm.bitcast %1954 : i32 to f32
      %1958 = llvm.bitcast %1956 : i32 to f32
      %1959 = nvvm.convert.f32x2.to.f16x2 %1958, %1957 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1960 = llvm.bitcast %1959 : vector<2xf16> to i32
      %1961 = llvm.insertelement %1960, %1951[%1952 : i64] : vector<32xi32>
      %1962 = llvm.mlir.constant(9 : i64) : i64
      %1963 = llvm.mlir.constant(18 : i64) : i64
      %1964 = llvm.extractelement %1870[%1963 : i64] : vector<64xi32>
      %1965 = llvm.mlir.constant(19 : i64) : i64
      %1966 = llvm.extractelement %1870[%1965 : i64] : vector<64xi32>
      %1967 = llvm.bitcast %1964 : i32 to f32
      %1968 = llvm.bitcast %1966 : i32 to f32
      %1969 = nvvm.convert.f32x2.to.f16x2 %1968, %1967 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1970 = llvm.bitcast %1969 : vector<2xf16> to i32
      %1971 = llvm.insertelement %1970, %1961[%1962 : i64] : vector<32xi32>
      %1972 = llvm.mlir.constant(10 : i64) : i64
      %1973 = llvm.mlir.constant(20 : i64) : i64
      %1974 = llvm.extractelement %1870[%1973 : i64] : vector<64xi32>
      %1975 = llvm.mlir.constant(21 : i64) : i64
      %1976 = llvm.extractelement %1870[%1975 : i64] : vector<64xi32>
      %1977 = llvm.bitcast %1974 : i32 to f32
      %1978 = llvm.bitcast %1976 : i32 to f32
      %1979 = nvvm.convert.f32x2.to.f16x2 %1978, %1977 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1980 = llvm.bitcast %1979 : vector<2xf16> to i32
      %1981 = llvm.insertelement %1980, %1971[%1972 : i64] : vector<32xi32>
      %1982 = llvm.mlir.constant(11 : i64) : i64
      %1983 = llvm.mlir.constant(22 : i64) : i64
      %1984 = llvm.extractelement %1870[%1983 : i64] : vector<64xi32>
      %1985 = llvm.mlir.constant(23 : i64) : i64
      %1986 = llvm.extractelement %1870[%1985 : i64] : vector<64xi32>
      %1987 = llvm.bitcast %1984 : i32 to f32
      %1988 = llvm.bitcast %1986 : i32 to f32
      %1989 = nvvm.convert.f32x2.to.f16x2 %1988, %1987 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1990 = llvm.bitcast %1989 : vector<2xf16> to i32
      %1991 = llvm.insertelement %1990, %1981[%1982 : i64] : vector<32xi32>
      %1992 = llvm.mlir.constant(12 : i64) : i64
      %1993 = llvm.mlir.constant(24 : i64) : i64
      %1994 = llvm.extractelement %1870[%1993 : i64] : vector<64xi32>
      %1995 = llvm.mlir.constant(25 : i64) : i64
      %1996 = llvm.extractelement %1870[%1995 : i64] : vector<64xi32>
      %1997 = llvm.bitcast %1994 : i32 to f32
      %1998 = llvm.bitcast %1996 : i32 to f32
      %1999 = nvvm.convert.f32x2.to.f16x2 %1998, %1997 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2000 = llvm.bitcast %1999 : vector<2xf16> to i32
      %2001 = llvm.insertelement %2000, %1991[%1992 : i64] : vector<32xi32>
      %2002 = llvm.mlir.constant(13 : i64) : i64
      %2003 = llvm.mlir.constant(26 : i64) : i64
      %2004 = llvm.extractelement %1870[%2003 : i64] : vector<64xi32>
      %2005 = llvm.mlir.constant(27 : i64) : i64
      %2006 = llvm.extractelement %1870[%2005 : i64] : vector<64xi32>
      %2007 = llvm.bitcast %2004 : i32 to f32
      %2008 = llvm.bitcast %2006 : i32 to f32
      %2009 = nvvm.convert.f32x2.to.f16x2 %2008, %2007 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2010 = llvm.bitcast %2009 : vector<2xf16> to i32
      %2011 = llvm.insertelement %2010, %2001[%2002 : i64] : vector<32xi32>
      %2012 = llvm.mlir.constant(14 : i64) : i64
      %2013 = llvm.mlir.constant(28 : i64) : i64
      %2014 = llvm.extractelement %1870[%2013 : i64] : vector<64xi32>
      %2015 = llvm.mlir.constant(29 : i64) : i64
      %2016 = llvm.extractelement %1870[%2015 : i64] : vector<64xi32>
      %2017 = llvm.bitcast %2014 : i32 to f32
      %2018 = llvm.bitcast %2016 : i32 to f32
      %2019 = nvvm.convert.f32x2.to.f16x2 %2018, %2017 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2020 = llvm.bitcast %2019 : vector<2xf16> to i32
      %2021 = llvm.insertelement %2020, %2011[%2012 : i64] : vector<32xi32>
      %2022 = llvm.mlir.constant(15 : i64) : i64
      %2023 = llvm.mlir.constant(30 : i64) : i64
      %2024 = llvm.extractelement %1870[%2023 : i64] : vector<64xi32>
      %2025 = llvm.mlir.constant(31 : i64) : i64
      %2026 = llvm.extractelement %1870[%2025 : i64] : vector<64xi32>
      %2027 = llvm.bitcast %2024 : i32 to f32
      %2028 = llvm.bitcast %2026 : i32 to f32
      %2029 = nvvm.convert.f32x2.to.f16x2 %2028, %2027 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2030 = llvm.bitcast %2029 : vector<2xf16> to i32
      %2031 = llvm.insertelement %2030, %2021[%2022 : i64] : vector<32xi32>
      %2032 = llvm.mlir.constant(16 : i64) : i64
      %2033 = llvm.mlir.constant(32 : i64) : i64
      %2034 = llvm.extractelement %1870[%2033 : i64] : vector<64xi32>
      %2035 = llvm.mlir.constant(33 : i64) : i64
      %2036 = llvm.extractelement %1870[%2035 : i64] : vector<64xi32>
      %2037 = llvm.bitcast %2034 : i32 to f32
      %2038 = llvm.bitcast %2036 : i32 to f32
      %2039 = nvvm.convert.f32x2.to.f16x2 %2038, %2037 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2040 = llvm.bitcast %2039 : vector<2xf16> to i32
      %2041 = llvm.insertelement %2040, %2031[%2032 : i64] : vector<32xi32>
      %2042 = llvm.mlir.constant(17 : i64) : i64
      %2043 = llvm.mlir.constant(34 : i64) : i64
      %2044 = llvm.extractelement %1870[%2043 : i64] : vector<64xi32>
      %2045 = llvm.mlir.constant(35 : i64) : i64
      %2046 = llvm.extractelement %1870[%2045 : i64] : vector<64xi32>
      %2047 = llvm.bitcast %2044 : i32 to f32
      %2048 = llvm.bitcast %2046 : i32 to f32
      %2049 = nvvm.convert.f32x2.to.f16x2 %2048, %2047 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2050 = llvm.bitcast %2049 : vector<2xf16> to i32
      %2051 = llvm.insertelement %2050, %2041[%2042 : i64] : vector<32xi32>
      %2052 = llvm.mlir.constant(18 : i64) : i64
      %2053 = llvm.mlir.constant(36 : i64) : i64
      %2054 = llvm.extractelement %1870[%2053 : i64] : vector<64xi32>
      %2055 = llvm.mlir.constant(37 : i64) : i64
      %2056 = llvm.extractelement %1870[%2055 : i64] : vector<64xi32>
      %2057 = llvm.bitcast %2054 : i32 to f32
      %2058 = llvm.bitcast %2056 : i32 to f32
      %2059 = nvvm.convert.f32x2.to.f16x2 %2058, %2057 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2060 = llvm.bitcast %2059 : vector<2xf16> to i32
      %2061 = llvm.insertelement %2060, %2051[%2052 : i64] : vector<32xi32>
      %2062 = llvm.mlir.constant(19 : i64) : i64
      %2063 = llvm.mlir.constant(38 : i64) : i64
      %2064 = llvm.extractelement %1870[%2063 : i64] : vector<64xi32>
      %2065 = llvm.mlir.constant(39 : i64) : i64
      %2066 = llvm.extractelement %1870[%2065 : i64] : vector<64xi32>
      %2067 = llvm.bitcast %2064 : i32 to f32
      %2068 = llvm.bitcast %2066 : i32 to f32
      %2069 = nvvm.convert.f32x2.to.f16x2 %2068, %2067 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2070 = llvm.bitcast %2069 : vector<2xf16> to i32
      %2071 = llvm.insertelement %2070, %2061[%2062 : i64] : vector<32xi32>
      %2072 = llvm.mlir.constant(20 : i64) : i64
      %2073 = llvm.mlir.constant(40 : i64) : i64
      %2074 = llvm.extractelement %1870[%2073 : i64] : vector<64xi32>
      %2075 = llvm.mlir.constant(41 : i64) : i64
      %2076 = llvm.extractelement %1870[%2075 : i64] : vector<64xi32>
      %2077 = llvm.bitcast %2074 : i32 to f32
      %2078 = llvm.bitcast %2076 : i32 to f32
      %2079 = nvvm.convert.f32x2.to.f16x2 %2078, %2077 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2080 = llvm.bitcast %2079 : vector<2xf16> to i32
      %2081 = llvm.insertelement %2080, %2071[%2072 : i64] : vector<32xi32>
      %2082 = llvm.mlir.constant(21 : i64) : i64
      %2083 = llvm.mlir.constant(42 : i64) : i64
      %2084 = llvm.extractelement %1870[%2083 : i64] : vector<64xi32>
      %2085 = llvm.mlir.constant(43 : i64) : i64
      %2086 = llvm.extractelement %1870[%2085 : i64] : vector<64xi32>
      %2087 = llvm.bitcast %2084 : i32 to f32
      %2088 = llvm.bitcast %2086 : i32 to f32
      %2089 = nvvm.convert.f32x2.to.f16x2 %2088, %2087 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2090 = llvm.bitcast %2089 : vector<2xf16> to i32
      %2091 = llvm.insertelement %2090, %2081[%2082 : i64] : vector<32xi32>
      %2092 = llvm.mlir.constant(22 : i64) : i64
      %2093 = llvm.mlir.constant(44 : i64) : i64
      %2094 = llvm.extractelement %1870[%2093 : i64] : vector<64xi32>
      %2095 = llvm.mlir.constant(45 : i64) : i64
      %2096 = llvm.extractelement %1870[%2095 : i64] : vector<64xi32>
      %2097 = llvm.bitcast %2094 : i32 to f32
      %2098 = llvm.bitcast %2096 : i32 to f32
      %2099 = nvvm.convert.f32x2.to.f16x2 %2098, %2097 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2100 = llvm.bitcast %2099 : vector<2xf16> to i32
      %2101 = llvm.insertelement %2100, %2091[%2092 : i64] : vector<32xi32>
      %2102 = llvm.mlir.constant(23 : i64) : i64
      %2103 = llvm.mlir.constant(46 : i64) : i64
      %2104 = llvm.extractelement %1870[%2103 : i64] : vector<64xi32>
      %2105 = llvm.mlir.constant(47 : i64) : i64
      %2106 = llvm.extractelement %1870[%2105 : i64] : vector<64xi32>
      %2107 = llvm.bitcast %2104 : i32 to f32
      %2108 = llvm.bitcast %2106 : i32 to f32
      %2109 = nvvm.convert.f32x2.to.f16x2 %2108, %2107 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2110 = llvm.bitcast %2109 : vector<2xf16> to i32
      %2111 = llvm.insertelement %2110, %2101[%2102 : i64] : vector<32xi32>
      %2112 = llvm.mlir.constant(24 : i64) : i64
      %2113 = llvm.mlir.constant(48 : i64) : i64
      %2114 = llvm.extractelement %1870[%2113 : i64] : vector<64xi32>
      %2115 = llvm.mlir.constant(49 : i64) : i64
      %2116 = llvm.extractelement %1870[%2115 : i64] : vector<64xi32>
      %2117 = llvm.bitcast %2114 : i32 to f32
      %2118 = llvm.bitcast %2116 : i32 to f32
      %2119 = nvvm.convert.f32x2.to.f16x2 %2118, %2117 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2120 = llvm.bitcast %2119 : vector<2xf16> to i32
      %2121 = llvm.insertelement %2120, %2111[%2112 : i64] : vector<32xi32>
      %2122 = llvm.mlir.constant(25 : i64) : i64
      %2123 = llvm.mlir.constant(50 : i64) : i64
      %2124 = llvm.extractelement %1870[%2123 : i64] : vector<64xi32>
      %2125 = llvm.mlir.constant(51 : i64) : i64
      %2126 = llvm.extractelement %1870[%2125 : i64] : vector<64xi32>
      %2127 = llvm.bitcast %2124 : i32 to f32
      %2128 = llvm.bitcast %2126 : i32 to f32
      %2129 = nvvm.convert.f32x2.to.f16x2 %2128, %2127 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2130 = llvm.bitcast %2129 : vector<2xf16> to i32
      %2131 = llvm.insertelement %2130, %2121[%2122 : i64] : vector<32xi32>
      %2132 = llvm.mlir.constant(26 : i64) : i64
      %2133 = llvm.mlir.constant(52 : i64) : i64
      %2134 = llvm.extractelement %1870[%2133 : i64] : vector<64xi32>
      %2135 = llvm.mlir.constant(53 : i64) : i64
      %2136 = llvm.extractelement %1870[%2135 : i64] : vector<64xi32>
      %2137 = llvm.bitcast %2134 : i32 to f32
      %2138 = llvm.bitcast %2136 : i32 to f32
      %2139 = nvvm.convert.f32x2.to.f16x2 %2138, %2137 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2140 = llvm.bitcast %2139 : vector<2xf16> to i32
      %2141 = llvm.insertelement %2140, %2131[%2132 : i64] : vector<32xi32>
      %2142 = llvm.mlir.constant(27 : i64) : i64
      %2143 = llvm.mlir.constant(54 : i64) : i64
      %2144 = llvm.extractelement %1870[%2143 : i64] : vector<64xi32>
      %2145 = llvm.mlir.constant(55 : i64) : i64
      %2146 = llvm.extractelement %1870[%2145 : i64] : vector<64xi32>
      %2147 = llvm.bitcast %2144 : i32 to f32
      %2148 = llvm.bitcast %2146 : i32 to f32
      %2149 = nvvm.convert.f32x2.to.f16x2 %2148, %2147 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2150 = llvm.bitcast %2149 : vector<2xf16> to i32
      %2151 = llvm.insertelement %2150, %2141[%2142 : i64] : vector<32xi32>
      %2152 = llvm.mlir.constant(28 : i64) : i64
      %2153 = llvm.mlir.constant(56 : i64) : i64
      %2154 = llvm.extractelement %1870[%2153 : i64] : vector<64xi32>
      %2155 = llvm.mlir.constant(57 : i64) : i64
      %2156 = llvm.extractelement %1870[%2155 : i64] : vector<64xi32>
      %2157 = llvm.bitcast %2154 : i32 to f32
      %2158 = llvm.bitcast %2156 : i32 to f32
      %2159 = nvvm.convert.f32x2.to.f16x2 %2158, %2157 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2160 = llvm.bitcast %2159 : vector<2xf16> to i32
      %2161 = llvm.insertelement %2160, %2151[%2152 : i64] : vector<32xi32>
      %2162 = llvm.mlir.constant(29 : i64) : i64
      %2163 = llvm.mlir.constant(58 : i64) : i64
      %2164 = llvm.extractelement %1870[%2163 : i64] : vector<64xi32>
      %2165 = llvm.mlir.constant(59 : i64) : i64
      %2166 = llvm.extractelement %1870[%2165 : i64] : vector<64xi32>
      %2167 = llvm.bitcast %2164 : i32 to f32
      %2168 = llvm.bitcast %2166 : i32 to f32
      %2169 = nvvm.convert.f32x2.to.f16x2 %2168, %2167 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2170 = llvm.bitcast %2169 : vector<2xf16> to i32
      %2171 = llvm.insertelement %2170, %2161[%2162 : i64] : vector<32xi32>
      %2172 = llvm.mlir.constant(30 : i64) : i64
      %2173 = llvm.mlir.constant(60 : i64) : i64
      %2174 = llvm.extractelement %1870[%2173 : i64] : vector<64xi32>
      %2175 = llvm.mlir.constant(61 : i64) : i64
      %2176 = llvm.extractelement %1870[%2175 : i64] : vector<64xi32>
      %2177 = llvm.bitcast %2174 : i32 to f32
      %2178 = llvm.bitcast %2176 : i32 to f32
      %2179 = nvvm.convert.f32x2.to.f16x2 %2178, %2177 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2180 = llvm.bitcast %2179 : vector<2xf16> to i32
      %2181 = llvm.insertelement %2180, %2171[%2172 : i64] : vector<32xi32>
      %2182 = llvm.mlir.constant(31 : i64) : i64
      %2183 = llvm.mlir.constant(62 : i64) : i64
      %2184 = llvm.extractelement %1870[%2183 : i64] : vector<64xi32>
      %2185 = llvm.mlir.constant(63 : i64) : i64
      %2186 = llvm.extractelement %1870[%2185 : i64] : vector<64xi32>
      %2187 = llvm.bitcast %2184 : i32 to f32
      %2188 = llvm.bitcast %2186 : i32 to f32
      %2189 = nvvm.convert.f32x2.to.f16x2 %2188, %2187 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %2190 = llvm.bitcast %2189 : vector<2xf16> to i32
      %2191 = llvm.insertelement %2190, %2181[%2182 : i64] : vector<32xi32>
      %2192 = llvm.bitcast %2191 : vector<32xi32> to vector<64xf16>
      llvm.store %2192, %56 {alignment = 32 : i64} : vector<64xf16>, !llvm.ptr
      %2193 = llvm.add %129, %55 : i32
      %2194 = llvm.mul %2193, %52 : i32
      %2195 = llvm.icmp "sle" %2194, %34 : i32
      %2196 = llvm.add %140, %55 : i32
      %2197 = llvm.mul %2196, %54 : i32
      %2198 = llvm.icmp "sle" %2197, %41 : i32
      %2199 = llvm.and %2195, %2198 : i1
      llvm.cond_br %2199, ^bb168, ^bb172
    ^bb168:  // pred: ^bb167
      llvm.br ^bb169(%37, %37, %37 : i32, i32, i32)
    ^bb169(%2200: i32, %2201: i32, %2202: i32):  // 2 preds: ^bb168, ^bb170
      %2203 = llvm.icmp "slt" %2200, %42 : i32
      llvm.cond_br %2203, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      %2204 = llvm.mul %2200, %40 overflow<nsw> : i32
      %2205 = llvm.getelementptr %56[%2204] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2206 = llvm.srem %2200, %40 : i32
      %2207 = llvm.mul %2206, %6 overflow<nsw> : i32
      %2208 = llvm.sdiv %2202, %28 : i32
      %2209 = llvm.srem %2202, %28 : i32
      %2210 = llvm.mul %2209, %5 overflow<nsw> : i32
      %2211 = llvm.add %2207, %2210 overflow<nsw> : i32
      %2212 = llvm.mul %2208, %51 overflow<nsw> : i32
      %2213 = llvm.add %2211, %2212 overflow<nsw> : i32
      %2214 = llvm.getelementptr %1065[%2213] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %2215 = llvm.load %2205 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %2215, %2214 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %2216 = llvm.add %2201, %55 : i32
      %2217 = llvm.icmp "eq" %2216, %40 : i32
      %2218 = llvm.select %2217, %37, %2216 : i1, i32
      %2219 = llvm.add %2201, %55 : i32
      %2220 = llvm.add %2202, %55 : i32
      %2221 = llvm.icmp "eq" %2219, %40 : i32
      %2222 = llvm.select %2221, %2220, %2202 : i1, i32
      %2223 = llvm.add %2200, %55 : i32
      llvm.br ^bb169(%2223, %2218, %2222 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb171:  // pred: ^bb169
      llvm.br ^bb301
    ^bb172:  // pred: ^bb167
      %2224 = llvm.mul %1054, %51 overflow<nsw> : i32
      %2225 = llvm.add %1056, %2224 overflow<nsw> : i32
      %2226 = llvm.add %1058, %1062 overflow<nsw> : i32
      %2227 = llvm.add %146, %2225 overflow<nsw> : i32
      %2228 = llvm.add %147, %2226 overflow<nsw> : i32
      %2229 = llvm.icmp "slt" %2227, %34 : i32
      %2230 = llvm.icmp "slt" %2228, %41 : i32
      %2231 = llvm.and %2229, %2230 : i1
      llvm.cond_br %2231, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %2232 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> f16
      llvm.store %2232, %1065 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %2233 = llvm.add %2228, %55 overflow<nsw> : i32
      %2234 = llvm.icmp "slt" %2227, %34 : i32
      %2235 = llvm.icmp "slt" %2233, %41 : i32
      %2236 = llvm.and %2234, %2235 : i1
      llvm.cond_br %2236, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %2237 = llvm.getelementptr %56[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %2238 = llvm.load %2237 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2239 = llvm.getelementptr %1065[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2238, %2239 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %2240 = llvm.add %2227, %53 overflow<nsw> : i32
      %2241 = llvm.icmp "slt" %2240, %34 : i32
      %2242 = llvm.icmp "slt" %2228, %41 : i32
      %2243 = llvm.and %2241, %2242 : i1
      llvm.cond_br %2243, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %2244 = llvm.getelementptr %56[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %2245 = llvm.load %2244 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2246 = llvm.getelementptr %1065[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2245, %2246 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %2247 = llvm.add %2227, %53 overflow<nsw> : i32
      %2248 = llvm.add %2228, %55 overflow<nsw> : i32
      %2249 = llvm.icmp "slt" %2247, %34 : i32
      %2250 = llvm.icmp "slt" %2248, %41 : i32
      %2251 = llvm.and %2249, %2250 : i1
      llvm.cond_br %2251, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %2252 = llvm.getelementptr %56[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %2253 = llvm.load %2252 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2254 = llvm.getelementptr %1065[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2253, %2254 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %2255 = llvm.add %2227, %42 overflow<nsw> : i32
      %2256 = llvm.icmp "slt" %2255, %34 : i32
      %2257 = llvm.icmp "slt" %2228, %41 : i32
      %2258 = llvm.and %2256, %2257 : i1
      llvm.cond_br %2258, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %2259 = llvm.getelementptr %56[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %2260 = llvm.load %2259 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2261 = llvm.getelementptr %1065[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2260, %2261 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %2262 = llvm.add %2227, %42 overflow<nsw> : i32
      %2263 = llvm.add %2228, %55 overflow<nsw> : i32
      %2264 = llvm.icmp "slt" %2262, %34 : i32
      %2265 = llvm.icmp "slt" %2263, %41 : i32
      %2266 = llvm.and %2264, %2265 : i1
      llvm.cond_br %2266, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %2267 = llvm.getelementptr %56[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %2268 = llvm.load %2267 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2269 = llvm.getelementptr %1065[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2268, %2269 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %2270 = llvm.add %2227, %4 overflow<nsw> : i32
      %2271 = llvm.icmp "slt" %2270, %34 : i32
      %2272 = llvm.icmp "slt" %2228, %41 : i32
      %2273 = llvm.and %2271, %2272 : i1
      llvm.cond_br %2273, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %2274 = llvm.getelementptr %56[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %2275 = llvm.load %2274 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2276 = llvm.getelementptr %1065[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2275, %2276 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %2277 = llvm.add %2227, %4 overflow<nsw> : i32
      %2278 = llvm.add %2228, %55 overflow<nsw> : i32
      %2279 = llvm.icmp "slt" %2277, %34 : i32
      %2280 = llvm.icmp "slt" %2278, %41 : i32
      %2281 = llvm.and %2279, %2280 : i1
      llvm.cond_br %2281, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %2282 = llvm.getelementptr %56[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %2283 = llvm.load %2282 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2284 = llvm.getelementptr %1065[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2283, %2284 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %2285 = llvm.add %2227, %54 overflow<nsw> : i32
      %2286 = llvm.icmp "slt" %2285, %34 : i32
      %2287 = llvm.icmp "slt" %2228, %41 : i32
      %2288 = llvm.and %2286, %2287 : i1
      llvm.cond_br %2288, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %2289 = llvm.getelementptr %56[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %2290 = llvm.load %2289 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2291 = llvm.getelementptr %1065[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2290, %2291 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %2292 = llvm.add %2227, %54 overflow<nsw> : i32
      %2293 = llvm.add %2228, %55 overflow<nsw> : i32
      %2294 = llvm.icmp "slt" %2292, %34 : i32
      %2295 = llvm.icmp "slt" %2293, %41 : i32
      %2296 = llvm.and %2294, %2295 : i1
      llvm.cond_br %2296, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %2297 = llvm.getelementptr %56[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %2298 = llvm.load %2297 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2299 = llvm.getelementptr %1065[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2298, %2299 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %2300 = llvm.add %2227, %41 overflow<nsw> : i32
      %2301 = llvm.icmp "slt" %2300, %34 : i32
      %2302 = llvm.icmp "slt" %2228, %41 : i32
      %2303 = llvm.and %2301, %2302 : i1
      llvm.cond_br %2303, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %2304 = llvm.getelementptr %56[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %2305 = llvm.load %2304 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2306 = llvm.getelementptr %1065[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2305, %2306 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %2307 = llvm.add %2227, %41 overflow<nsw> : i32
      %2308 = llvm.add %2228, %55 overflow<nsw> : i32
      %2309 = llvm.icmp "slt" %2307, %34 : i32
      %2310 = llvm.icmp "slt" %2308, %41 : i32
      %2311 = llvm.and %2309, %2310 : i1
      llvm.cond_br %2311, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %2312 = llvm.getelementptr %56[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %2313 = llvm.load %2312 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2314 = llvm.getelementptr %1065[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2313, %2314 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %2315 = llvm.add %2227, %15 overflow<nsw> : i32
      %2316 = llvm.icmp "slt" %2315, %34 : i32
      %2317 = llvm.icmp "slt" %2228, %41 : i32
      %2318 = llvm.and %2316, %2317 : i1
      llvm.cond_br %2318, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %2319 = llvm.getelementptr %56[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %2320 = llvm.load %2319 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2321 = llvm.getelementptr %1065[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2320, %2321 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %2322 = llvm.add %2227, %15 overflow<nsw> : i32
      %2323 = llvm.add %2228, %55 overflow<nsw> : i32
      %2324 = llvm.icmp "slt" %2322, %34 : i32
      %2325 = llvm.icmp "slt" %2323, %41 : i32
      %2326 = llvm.and %2324, %2325 : i1
      llvm.cond_br %2326, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %2327 = llvm.getelementptr %56[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %2328 = llvm.load %2327 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2329 = llvm.getelementptr %1065[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2328, %2329 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %2330 = llvm.add %2227, %3 overflow<nsw> : i32
      %2331 = llvm.icmp "slt" %2330, %34 : i32
      %2332 = llvm.icmp "slt" %2228, %41 : i32
      %2333 = llvm.and %2331, %2332 : i1
      llvm.cond_br %2333, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %2334 = llvm.getelementptr %56[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %2335 = llvm.load %2334 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2336 = llvm.getelementptr %1065[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2335, %2336 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %2337 = llvm.add %2227, %3 overflow<nsw> : i32
      %2338 = llvm.add %2228, %55 overflow<nsw> : i32
      %2339 = llvm.icmp "slt" %2337, %34 : i32
      %2340 = llvm.icmp "slt" %2338, %41 : i32
      %2341 = llvm.and %2339, %2340 : i1
      llvm.cond_br %2341, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %2342 = llvm.getelementptr %56[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %2343 = llvm.load %2342 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2344 = llvm.getelementptr %1065[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2343, %2344 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %2345 = llvm.add %2228, %51 overflow<nsw> : i32
      %2346 = llvm.icmp "slt" %2227, %34 : i32
      %2347 = llvm.icmp "slt" %2345, %41 : i32
      %2348 = llvm.and %2346, %2347 : i1
      llvm.cond_br %2348, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %2349 = llvm.getelementptr %56[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %2350 = llvm.load %2349 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2351 = llvm.getelementptr %1065[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2350, %2351 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %2352 = llvm.add %2228, %2 overflow<nsw> : i32
      %2353 = llvm.icmp "slt" %2227, %34 : i32
      %2354 = llvm.icmp "slt" %2352, %41 : i32
      %2355 = llvm.and %2353, %2354 : i1
      llvm.cond_br %2355, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %2356 = llvm.getelementptr %56[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %2357 = llvm.load %2356 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2358 = llvm.getelementptr %1065[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2357, %2358 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %2359 = llvm.add %2227, %53 overflow<nsw> : i32
      %2360 = llvm.add %2228, %51 overflow<nsw> : i32
      %2361 = llvm.icmp "slt" %2359, %34 : i32
      %2362 = llvm.icmp "slt" %2360, %41 : i32
      %2363 = llvm.and %2361, %2362 : i1
      llvm.cond_br %2363, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %2364 = llvm.getelementptr %56[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %2365 = llvm.load %2364 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2366 = llvm.getelementptr %1065[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2365, %2366 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %2367 = llvm.add %2227, %53 overflow<nsw> : i32
      %2368 = llvm.add %2228, %2 overflow<nsw> : i32
      %2369 = llvm.icmp "slt" %2367, %34 : i32
      %2370 = llvm.icmp "slt" %2368, %41 : i32
      %2371 = llvm.and %2369, %2370 : i1
      llvm.cond_br %2371, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %2372 = llvm.getelementptr %56[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %2373 = llvm.load %2372 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2374 = llvm.getelementptr %1065[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2373, %2374 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %2375 = llvm.add %2227, %42 overflow<nsw> : i32
      %2376 = llvm.add %2228, %51 overflow<nsw> : i32
      %2377 = llvm.icmp "slt" %2375, %34 : i32
      %2378 = llvm.icmp "slt" %2376, %41 : i32
      %2379 = llvm.and %2377, %2378 : i1
      llvm.cond_br %2379, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %2380 = llvm.getelementptr %56[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %2381 = llvm.load %2380 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2382 = llvm.getelementptr %1065[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2381, %2382 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %2383 = llvm.add %2227, %42 overflow<nsw> : i32
      %2384 = llvm.add %2228, %2 overflow<nsw> : i32
      %2385 = llvm.icmp "slt" %2383, %34 : i32
      %2386 = llvm.icmp "slt" %2384, %41 : i32
      %2387 = llvm.and %2385, %2386 : i1
      llvm.cond_br %2387, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %2388 = llvm.getelementptr %56[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %2389 = llvm.load %2388 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2390 = llvm.getelementptr %1065[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2389, %2390 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %2391 = llvm.add %2227, %4 overflow<nsw> : i32
      %2392 = llvm.add %2228, %51 overflow<nsw> : i32
      %2393 = llvm.icmp "slt" %2391, %34 : i32
      %2394 = llvm.icmp "slt" %2392, %41 : i32
      %2395 = llvm.and %2393, %2394 : i1
      llvm.cond_br %2395, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %2396 = llvm.getelementptr %56[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %2397 = llvm.load %2396 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2398 = llvm.getelementptr %1065[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2397, %2398 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %2399 = llvm.add %2227, %4 overflow<nsw> : i32
      %2400 = llvm.add %2228, %2 overflow<nsw> : i32
      %2401 = llvm.icmp "slt" %2399, %34 : i32
      %2402 = llvm.icmp "slt" %2400, %41 : i32
      %2403 = llvm.and %2401, %2402 : i1
      llvm.cond_br %2403, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %2404 = llvm.getelementptr %56[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %2405 = llvm.load %2404 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2406 = llvm.getelementptr %1065[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2405, %2406 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %2407 = llvm.add %2227, %54 overflow<nsw> : i32
      %2408 = llvm.add %2228, %51 overflow<nsw> : i32
      %2409 = llvm.icmp "slt" %2407, %34 : i32
      %2410 = llvm.icmp "slt" %2408, %41 : i32
      %2411 = llvm.and %2409, %2410 : i1
      llvm.cond_br %2411, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %2412 = llvm.getelementptr %56[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %2413 = llvm.load %2412 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2414 = llvm.getelementptr %1065[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2413, %2414 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %2415 = llvm.add %2227, %54 overflow<nsw> : i32
      %2416 = llvm.add %2228, %2 overflow<nsw> : i32
      %2417 = llvm.icmp "slt" %2415, %34 : i32
      %2418 = llvm.icmp "slt" %2416, %41 : i32
      %2419 = llvm.and %2417, %2418 : i1
      llvm.cond_br %2419, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %2420 = llvm.getelementptr %56[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %2421 = llvm.load %2420 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2422 = llvm.getelementptr %1065[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2421, %2422 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %2423 = llvm.add %2227, %41 overflow<nsw> : i32
      %2424 = llvm.add %2228, %51 overflow<nsw> : i32
      %2425 = llvm.icmp "slt" %2423, %34 : i32
      %2426 = llvm.icmp "slt" %2424, %41 : i32
      %2427 = llvm.and %2425, %2426 : i1
      llvm.cond_br %2427, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %2428 = llvm.getelementptr %56[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %2429 = llvm.load %2428 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2430 = llvm.getelementptr %1065[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2429, %2430 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %2431 = llvm.add %2227, %41 overflow<nsw> : i32
      %2432 = llvm.add %2228, %2 overflow<nsw> : i32
      %2433 = llvm.icmp "slt" %2431, %34 : i32
      %2434 = llvm.icmp "slt" %2432, %41 : i32
      %2435 = llvm.and %2433, %2434 : i1
      llvm.cond_br %2435, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %2436 = llvm.getelementptr %56[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %2437 = llvm.load %2436 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2438 = llvm.getelementptr %1065[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2437, %2438 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %2439 = llvm.add %2227, %15 overflow<nsw> : i32
      %2440 = llvm.add %2228, %51 overflow<nsw> : i32
      %2441 = llvm.icmp "slt" %2439, %34 : i32
      %2442 = llvm.icmp "slt" %2440, %41 : i32
      %2443 = llvm.and %2441, %2442 : i1
      llvm.cond_br %2443, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %2444 = llvm.getelementptr %56[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %2445 = llvm.load %2444 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2446 = llvm.getelementptr %1065[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2445, %2446 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %2447 = llvm.add %2227, %15 overflow<nsw> : i32
      %2448 = llvm.add %2228, %2 overflow<nsw> : i32
      %2449 = llvm.icmp "slt" %2447, %34 : i32
      %2450 = llvm.icmp "slt" %2448, %41 : i32
      %2451 = llvm.and %2449, %2450 : i1
      llvm.cond_br %2451, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %2452 = llvm.getelementptr %56[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %2453 = llvm.load %2452 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2454 = llvm.getelementptr %1065[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2453, %2454 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %2455 = llvm.add %2227, %3 overflow<nsw> : i32
      %2456 = llvm.add %2228, %51 overflow<nsw> : i32
      %2457 = llvm.icmp "slt" %2455, %34 : i32
      %2458 = llvm.icmp "slt" %2456, %41 : i32
      %2459 = llvm.and %2457, %2458 : i1
      llvm.cond_br %2459, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %2460 = llvm.getelementptr %56[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %2461 = llvm.load %2460 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2462 = llvm.getelementptr %1065[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2461, %2462 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %2463 = llvm.add %2227, %3 overflow<nsw> : i32
      %2464 = llvm.add %2228, %2 overflow<nsw> : i32
      %2465 = llvm.icmp "slt" %2463, %34 : i32
      %2466 = llvm.icmp "slt" %2464, %41 : i32
      %2467 = llvm.and %2465, %2466 : i1
      llvm.cond_br %2467, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %2468 = llvm.getelementptr %56[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %2469 = llvm.load %2468 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2470 = llvm.getelementptr %1065[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2469, %2470 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %2471 = llvm.add %2228, %42 overflow<nsw> : i32
      %2472 = llvm.icmp "slt" %2227, %34 : i32
      %2473 = llvm.icmp "slt" %2471, %41 : i32
      %2474 = llvm.and %2472, %2473 : i1
      llvm.cond_br %2474, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %2475 = llvm.getelementptr %56[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %2476 = llvm.load %2475 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2477 = llvm.getelementptr %1065[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2476, %2477 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %2478 = llvm.add %2228, %1 overflow<nsw> : i32
      %2479 = llvm.icmp "slt" %2227, %34 : i32
      %2480 = llvm.icmp "slt" %2478, %41 : i32
      %2481 = llvm.and %2479, %2480 : i1
      llvm.cond_br %2481, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %2482 = llvm.getelementptr %56[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %2483 = llvm.load %2482 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2484 = llvm.getelementptr %1065[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2483, %2484 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %2485 = llvm.add %2227, %53 overflow<nsw> : i32
      %2486 = llvm.add %2228, %42 overflow<nsw> : i32
      %2487 = llvm.icmp "slt" %2485, %34 : i32
      %2488 = llvm.icmp "slt" %2486, %41 : i32
      %2489 = llvm.and %2487, %2488 : i1
      llvm.cond_br %2489, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %2490 = llvm.getelementptr %56[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %2491 = llvm.load %2490 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2492 = llvm.getelementptr %1065[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2491, %2492 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %2493 = llvm.add %2227, %53 overflow<nsw> : i32
      %2494 = llvm.add %2228, %1 overflow<nsw> : i32
      %2495 = llvm.icmp "slt" %2493, %34 : i32
      %2496 = llvm.icmp "slt" %2494, %41 : i32
      %2497 = llvm.and %2495, %2496 : i1
      llvm.cond_br %2497, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %2498 = llvm.getelementptr %56[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %2499 = llvm.load %2498 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2500 = llvm.getelementptr %1065[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2499, %2500 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %2501 = llvm.add %2227, %42 overflow<nsw> : i32
      %2502 = llvm.add %2228, %42 overflow<nsw> : i32
      %2503 = llvm.icmp "slt" %2501, %34 : i32
      %2504 = llvm.icmp "slt" %2502, %41 : i32
      %2505 = llvm.and %2503, %2504 : i1
      llvm.cond_br %2505, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %2506 = llvm.getelementptr %56[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %2507 = llvm.load %2506 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2508 = llvm.getelementptr %1065[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2507, %2508 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %2509 = llvm.add %2227, %42 overflow<nsw> : i32
      %2510 = llvm.add %2228, %1 overflow<nsw> : i32
      %2511 = llvm.icmp "slt" %2509, %34 : i32
      %2512 = llvm.icmp "slt" %2510, %41 : i32
      %2513 = llvm.and %2511, %2512 : i1
      llvm.cond_br %2513, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %2514 = llvm.getelementptr %56[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %2515 = llvm.load %2514 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2516 = llvm.getelementptr %1065[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2515, %2516 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %2517 = llvm.add %2227, %4 overflow<nsw> : i32
      %2518 = llvm.add %2228, %42 overflow<nsw> : i32
      %2519 = llvm.icmp "slt" %2517, %34 : i32
      %2520 = llvm.icmp "slt" %2518, %41 : i32
      %2521 = llvm.and %2519, %2520 : i1
      llvm.cond_br %2521, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %2522 = llvm.getelementptr %56[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %2523 = llvm.load %2522 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2524 = llvm.getelementptr %1065[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2523, %2524 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %2525 = llvm.add %2227, %4 overflow<nsw> : i32
      %2526 = llvm.add %2228, %1 overflow<nsw> : i32
      %2527 = llvm.icmp "slt" %2525, %34 : i32
      %2528 = llvm.icmp "slt" %2526, %41 : i32
      %2529 = llvm.and %2527, %2528 : i1
      llvm.cond_br %2529, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %2530 = llvm.getelementptr %56[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %2531 = llvm.load %2530 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2532 = llvm.getelementptr %1065[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2531, %2532 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %2533 = llvm.add %2227, %54 overflow<nsw> : i32
      %2534 = llvm.add %2228, %42 overflow<nsw> : i32
      %2535 = llvm.icmp "slt" %2533, %34 : i32
      %2536 = llvm.icmp "slt" %2534, %41 : i32
      %2537 = llvm.and %2535, %2536 : i1
      llvm.cond_br %2537, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %2538 = llvm.getelementptr %56[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %2539 = llvm.load %2538 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2540 = llvm.getelementptr %1065[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2539, %2540 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %2541 = llvm.add %2227, %54 overflow<nsw> : i32
      %2542 = llvm.add %2228, %1 overflow<nsw> : i32
      %2543 = llvm.icmp "slt" %2541, %34 : i32
      %2544 = llvm.icmp "slt" %2542, %41 : i32
      %2545 = llvm.and %2543, %2544 : i1
      llvm.cond_br %2545, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %2546 = llvm.getelementptr %56[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %2547 = llvm.load %2546 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2548 = llvm.getelementptr %1065[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2547, %2548 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %2549 = llvm.add %2227, %41 overflow<nsw> : i32
      %2550 = llvm.add %2228, %42 overflow<nsw> : i32
      %2551 = llvm.icmp "slt" %2549, %34 : i32
      %2552 = llvm.icmp "slt" %2550, %41 : i32
      %2553 = llvm.and %2551, %2552 : i1
      llvm.cond_br %2553, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %2554 = llvm.getelementptr %56[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %2555 = llvm.load %2554 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2556 = llvm.getelementptr %1065[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2555, %2556 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %2557 = llvm.add %2227, %41 overflow<nsw> : i32
      %2558 = llvm.add %2228, %1 overflow<nsw> : i32
      %2559 = llvm.icmp "slt" %2557, %34 : i32
      %2560 = llvm.icmp "slt" %2558, %41 : i32
      %2561 = llvm.and %2559, %2560 : i1
      llvm.cond_br %2561, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2562 = llvm.getelementptr %56[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %2563 = llvm.load %2562 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2564 = llvm.getelementptr %1065[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2563, %2564 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2565 = llvm.add %2227, %15 overflow<nsw> : i32
      %2566 = llvm.add %2228, %42 overflow<nsw> : i32
      %2567 = llvm.icmp "slt" %2565, %34 : i32
      %2568 = llvm.icmp "slt" %2566, %41 : i32
      %2569 = llvm.and %2567, %2568 : i1
      llvm.cond_br %2569, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2570 = llvm.getelementptr %56[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %2571 = llvm.load %2570 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2572 = llvm.getelementptr %1065[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2571, %2572 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2573 = llvm.add %2227, %15 overflow<nsw> : i32
      %2574 = llvm.add %2228, %1 overflow<nsw> : i32
      %2575 = llvm.icmp "slt" %2573, %34 : i32
      %2576 = llvm.icmp "slt" %2574, %41 : i32
      %2577 = llvm.and %2575, %2576 : i1
      llvm.cond_br %2577, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2578 = llvm.getelementptr %56[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %2579 = llvm.load %2578 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2580 = llvm.getelementptr %1065[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2579, %2580 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2581 = llvm.add %2227, %3 overflow<nsw> : i32
      %2582 = llvm.add %2228, %42 overflow<nsw> : i32
      %2583 = llvm.icmp "slt" %2581, %34 : i32
      %2584 = llvm.icmp "slt" %2582, %41 : i32
      %2585 = llvm.and %2583, %2584 : i1
      llvm.cond_br %2585, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2586 = llvm.getelementptr %56[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %2587 = llvm.load %2586 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2588 = llvm.getelementptr %1065[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2587, %2588 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2589 = llvm.add %2227, %3 overflow<nsw> : i32
      %2590 = llvm.add %2228, %1 overflow<nsw> : i32
      %2591 = llvm.icmp "slt" %2589, %34 : i32
      %2592 = llvm.icmp "slt" %2590, %41 : i32
      %2593 = llvm.and %2591, %2592 : i1
      llvm.cond_br %2593, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2594 = llvm.getelementptr %56[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %2595 = llvm.load %2594 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2596 = llvm.getelementptr %1065[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2595, %2596 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2597 = llvm.add %2228, %17 overflow<nsw> : i32
      %2598 = llvm.icmp "slt" %2227, %34 : i32
      %2599 = llvm.icmp "slt" %2597, %41 : i32
      %2600 = llvm.and %2598, %2599 : i1
      llvm.cond_br %2600, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2601 = llvm.getelementptr %56[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %2602 = llvm.load %2601 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2603 = llvm.getelementptr %1065[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2602, %2603 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2604 = llvm.add %2228, %0 overflow<nsw> : i32
      %2605 = llvm.icmp "slt" %2227, %34 : i32
      %2606 = llvm.icmp "slt" %2604, %41 : i32
      %2607 = llvm.and %2605, %2606 : i1
      llvm.cond_br %2607, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2608 = llvm.getelementptr %56[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %2609 = llvm.load %2608 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2610 = llvm.getelementptr %1065[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2609, %2610 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2611 = llvm.add %2227, %53 overflow<nsw> : i32
      %2612 = llvm.add %2228, %17 overflow<nsw> : i32
      %2613 = llvm.icmp "slt" %2611, %34 : i32
      %2614 = llvm.icmp "slt" %2612, %41 : i32
      %2615 = llvm.and %2613, %2614 : i1
      llvm.cond_br %2615, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2616 = llvm.getelementptr %56[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %2617 = llvm.load %2616 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2618 = llvm.getelementptr %1065[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2617, %2618 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2619 = llvm.add %2227, %53 overflow<nsw> : i32
      %2620 = llvm.add %2228, %0 overflow<nsw> : i32
      %2621 = llvm.icmp "slt" %2619, %34 : i32
      %2622 = llvm.icmp "slt" %2620, %41 : i32
      %2623 = llvm.and %2621, %2622 : i1
      llvm.cond_br %2623, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2624 = llvm.getelementptr %56[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %2625 = llvm.load %2624 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2626 = llvm.getelementptr %1065[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2625, %2626 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2627 = llvm.add %2227, %42 overflow<nsw> : i32
      %2628 = llvm.add %2228, %17 overflow<nsw> : i32
      %2629 = llvm.icmp "slt" %2627, %34 : i32
      %2630 = llvm.icmp "slt" %2628, %41 : i32
      %2631 = llvm.and %2629, %2630 : i1
      llvm.cond_br %2631, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2632 = llvm.getelementptr %56[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %2633 = llvm.load %2632 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2634 = llvm.getelementptr %1065[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2633, %2634 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2635 = llvm.add %2227, %42 overflow<nsw> : i32
      %2636 = llvm.add %2228, %0 overflow<nsw> : i32
      %2637 = llvm.icmp "slt" %2635, %34 : i32
      %2638 = llvm.icmp "slt" %2636, %41 : i32
      %2639 = llvm.and %2637, %2638 : i1
      llvm.cond_br %2639, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2640 = llvm.getelementptr %56[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %2641 = llvm.load %2640 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2642 = llvm.getelementptr %1065[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2641, %2642 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2643 = llvm.add %2227, %4 overflow<nsw> : i32
      %2644 = llvm.add %2228, %17 overflow<nsw> : i32
      %2645 = llvm.icmp "slt" %2643, %34 : i32
      %2646 = llvm.icmp "slt" %2644, %41 : i32
      %2647 = llvm.and %2645, %2646 : i1
      llvm.cond_br %2647, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2648 = llvm.getelementptr %56[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %2649 = llvm.load %2648 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2650 = llvm.getelementptr %1065[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2649, %2650 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2651 = llvm.add %2227, %4 overflow<nsw> : i32
      %2652 = llvm.add %2228, %0 overflow<nsw> : i32
      %2653 = llvm.icmp "slt" %2651, %34 : i32
      %2654 = llvm.icmp "slt" %2652, %41 : i32
      %2655 = llvm.and %2653, %2654 : i1
      llvm.cond_br %2655, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2656 = llvm.getelementptr %56[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %2657 = llvm.load %2656 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2658 = llvm.getelementptr %1065[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2657, %2658 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2659 = llvm.add %2227, %54 overflow<nsw> : i32
      %2660 = llvm.add %2228, %17 overflow<nsw> : i32
      %2661 = llvm.icmp "slt" %2659, %34 : i32
      %2662 = llvm.icmp "slt" %2660, %41 : i32
      %2663 = llvm.and %2661, %2662 : i1
      llvm.cond_br %2663, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2664 = llvm.getelementptr %56[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2665 = llvm.load %2664 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2666 = llvm.getelementptr %1065[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2665, %2666 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2667 = llvm.add %2227, %54 overflow<nsw> : i32
      %2668 = llvm.add %2228, %0 overflow<nsw> : i32
      %2669 = llvm.icmp "slt" %2667, %34 : i32
      %2670 = llvm.icmp "slt" %2668, %41 : i32
      %2671 = llvm.and %2669, %2670 : i1
      llvm.cond_br %2671, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2672 = llvm.getelementptr %56[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2673 = llvm.load %2672 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2674 = llvm.getelementptr %1065[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2673, %2674 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2675 = llvm.add %2227, %41 overflow<nsw> : i32
      %2676 = llvm.add %2228, %17 overflow<nsw> : i32
      %2677 = llvm.icmp "slt" %2675, %34 : i32
      %2678 = llvm.icmp "slt" %2676, %41 : i32
      %2679 = llvm.and %2677, %2678 : i1
      llvm.cond_br %2679, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2680 = llvm.getelementptr %56[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2681 = llvm.load %2680 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2682 = llvm.getelementptr %1065[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2681, %2682 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2683 = llvm.add %2227, %41 overflow<nsw> : i32
      %2684 = llvm.add %2228, %0 overflow<nsw> : i32
      %2685 = llvm.icmp "slt" %2683, %34 : i32
      %2686 = llvm.icmp "slt" %2684, %41 : i32
      %2687 = llvm.and %2685, %2686 : i1
      llvm.cond_br %2687, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2688 = llvm.getelementptr %56[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2689 = llvm.load %2688 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2690 = llvm.getelementptr %1065[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2689, %2690 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2691 = llvm.add %2227, %15 overflow<nsw> : i32
      %2692 = llvm.add %2228, %17 overflow<nsw> : i32
      %2693 = llvm.icmp "slt" %2691, %34 : i32
      %2694 = llvm.icmp "slt" %2692, %41 : i32
      %2695 = llvm.and %2693, %2694 : i1
      llvm.cond_br %2695, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2696 = llvm.getelementptr %56[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2697 = llvm.load %2696 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2698 = llvm.getelementptr %1065[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2697, %2698 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2699 = llvm.add %2227, %15 overflow<nsw> : i32
      %2700 = llvm.add %2228, %0 overflow<nsw> : i32
      %2701 = llvm.icmp "slt" %2699, %34 : i32
      %2702 = llvm.icmp "slt" %2700, %41 : i32
      %2703 = llvm.and %2701, %2702 : i1
      llvm.cond_br %2703, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2704 = llvm.getelementptr %56[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2705 = llvm.load %2704 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2706 = llvm.getelementptr %1065[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2705, %2706 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2707 = llvm.add %2227, %3 overflow<nsw> : i32
      %2708 = llvm.add %2228, %17 overflow<nsw> : i32
      %2709 = llvm.icmp "slt" %2707, %34 : i32
      %2710 = llvm.icmp "slt" %2708, %41 : i32
      %2711 = llvm.and %2709, %2710 : i1
      llvm.cond_br %2711, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2712 = llvm.getelementptr %56[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2713 = llvm.load %2712 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2714 = llvm.getelementptr %1065[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2713, %2714 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2715 = llvm.add %2227, %3 overflow<nsw> : i32
      %2716 = llvm.add %2228, %0 overflow<nsw> : i32
      %2717 = llvm.icmp "slt" %2715, %34 : i32
      %2718 = llvm.icmp "slt" %2716, %41 : i32
      %2719 = llvm.and %2717, %2718 : i1
      llvm.cond_br %2719, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2720 = llvm.getelementptr %56[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2721 = llvm.load %2720 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2722 = llvm.getelementptr %1065[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.store %2721, %2722 {alignment = 2 : i64} : f16, !llvm.ptr<1>
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
