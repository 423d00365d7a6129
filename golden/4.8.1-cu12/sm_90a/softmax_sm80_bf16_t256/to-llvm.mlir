!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(6144 : i32) : i32
      %1 = llvm.mlir.constant(4096 : i32) : i32
      %2 = llvm.mlir.constant(2048 : i32) : i32
      %3 = llvm.mlir.constant(16 : i64) : i64
      %4 = llvm.mlir.constant(1024 : i64) : i64
      %5 = llvm.mlir.constant(true) : i1
      %6 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %8 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %9 = llvm.mlir.constant(0 : i32) : i32
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(dense<0xFF80> : vector<32xbf16>) : vector<32xbf16>
      %12 = llvm.mlir.constant(0 : i8) : i8
      %13 = llvm.mlir.constant(1.44269502 : f32) : f32
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.constant(16 : i32) : i32
      %16 = llvm.mlir.constant(31 : i32) : i32
      %17 = llvm.mlir.constant(2 : i32) : i32
      %18 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %20 = llvm.mlir.constant(96 : i32) : i32
      %21 = llvm.mlir.constant(5000 : i32) : i32
      %22 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(32 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.ptrtoint %6 : !llvm.ptr<3> to i32
      %32 = nvvm.shfl.sync idx %14, %31, %9, %16 : i32 -> i32
      %33 = llvm.zext %32 : i32 to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%34, %4 : !llvm.ptr<3>, i64)] : i1
      %35 = llvm.ptrtoint %34 : !llvm.ptr<3> to i64
      %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%36, %3 : !llvm.ptr<3>, i64)] : i1
      %37 = llvm.getelementptr %34[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %38 = llvm.ptrtoint %37 : !llvm.ptr<3> to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%39, %3 : !llvm.ptr<3>, i64)] : i1
      %40 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %41 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %42 = llvm.srem %40, %24 : i32
      %43 = llvm.sdiv %40, %24 : i32
      %44 = llvm.mul %43, %24 : i32
      %45 = llvm.icmp "ne" %40, %44 : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.icmp "slt" %40, %46 : i32
      %48 = llvm.mlir.constant(false) : i1
      %49 = llvm.icmp "ne" %47, %48 : i1
      %50 = llvm.and %45, %49 : i1
      %51 = llvm.mlir.constant(-1 : i32) : i32
      %52 = llvm.add %43, %51 : i32
      %53 = llvm.select %50, %52, %43 : i1, i32
      %54 = llvm.mul %41, %21 overflow<nsw> : i32
      %55 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %56 = llvm.getelementptr %55[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %57 = llvm.mul %40, %10 overflow<nsw> : i32
      %58 = llvm.getelementptr %56[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %59 = llvm.icmp "slt" %41, %20 : i32
      %60 = llvm.icmp "slt" %57, %21 : i32
      %61 = llvm.and %59, %60 : i1
      %62 = llvm.zext %61 : i1 to i8
      llvm.store %62, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %63 = llvm.add %57, %2 overflow<nsw> : i32
      %64 = llvm.icmp "slt" %41, %20 : i32
      %65 = llvm.icmp "slt" %63, %21 : i32
      %66 = llvm.and %64, %65 : i1
      %67 = llvm.zext %66 : i1 to i8
      %68 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %67, %68 {alignment = 1 : i64} : i8, !llvm.ptr
      %69 = llvm.add %57, %1 overflow<nsw> : i32
      %70 = llvm.icmp "slt" %41, %20 : i32
      %71 = llvm.icmp "slt" %69, %21 : i32
      %72 = llvm.and %70, %71 : i1
      %73 = llvm.zext %72 : i1 to i8
      %74 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %73, %74 {alignment = 2 : i64} : i8, !llvm.ptr
      %75 = llvm.add %57, %0 overflow<nsw> : i32
      %76 = llvm.icmp "slt" %41, %20 : i32
      %77 = llvm.icmp "slt" %75, %21 : i32
      %78 = llvm.and %76, %77 : i1
      %79 = llvm.zext %78 : i1 to i8
      %80 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %79, %80 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %11, %29 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%9 : i32)
    ^bb1(%81: i32):  // 2 preds: ^bb0, ^bb4
      %82 = llvm.icmp "slt" %81, %23 : i32
      llvm.cond_br %82, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %83 = llvm.mul %81, %2 overflow<nsw> : i32
      %84 = llvm.getelementptr %58[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %85 = llvm.mul %81, %10 overflow<nsw> : i32
      %86 = llvm.getelementptr %29[%85] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %87 = llvm.getelementptr %30[%81] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %88 = llvm.load %87 {alignment = 1 : i64} : !llvm.ptr -> i8
      %89 = llvm.icmp "ne" %88, %12 : i8
      llvm.cond_br %89, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %90 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %90, %86 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %91 = llvm.add %81, %25 : i32
      llvm.br ^bb1(%91 : i32) {loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb1
      %92 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %93 = llvm.fpext %92 : vector<32xbf16> to vector<32xf32>
      %94 = llvm.intr.vector.reduce.fmaximum(%93) : (vector<32xf32>) -> f32
      %95 = llvm.intr.maximum(%94, %8) : (f32, f32) -> f32
      %96 = llvm.intr.maximum(%95, %8) : (f32, f32) -> f32
      %97 = llvm.mlir.poison : vector<32xf32>
      %98 = llvm.mlir.constant(0 : i32) : i32
      %99 = llvm.insertelement %96, %97[%98 : i32] : vector<32xf32>
      %100 = llvm.shufflevector %99, %97 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %101 = llvm.fsub %93, %100 : vector<32xf32>
      %102 = llvm.fmul %101, %22 : vector<32xf32>
      %103 = llvm.mlir.poison : vector<32xf32>
      %104 = llvm.mlir.constant(0 : i64) : i64
      %105 = llvm.extractelement %102[%104 : i64] : vector<32xf32>
      %106 = llvm.call @__nv_exp2f(%105) : (f32) -> f32
      %107 = llvm.insertelement %106, %103[%104 : i64] : vector<32xf32>
      %108 = llvm.mlir.constant(1 : i64) : i64
      %109 = llvm.extractelement %102[%108 : i64] : vector<32xf32>
      %110 = llvm.call @__nv_exp2f(%109) : (f32) -> f32
      %111 = llvm.insertelement %110, %107[%108 : i64] : vector<32xf32>
      %112 = llvm.mlir.constant(2 : i64) : i64
      %113 = llvm.extractelement %102[%112 : i64] : vector<32xf32>
      %114 = llvm.call @__nv_exp2f(%113) : (f32) -> f32
      %115 = llvm.insertelement %114, %111[%112 : i64] : vector<32xf32>
      %116 = llvm.mlir.constant(3 : i64) : i64
      %117 = llvm.extractelement %102[%116 : i64] : vector<32xf32>
      %118 = llvm.call @__nv_exp2f(%117) : (f32) -> f32
      %119 = llvm.insertelement %118, %115[%116 : i64] : vector<32xf32>
      %120 = llvm.mlir.constant(4 : i64) : i64
      %121 = llvm.extractelement %102[%120 : i64] : vector<32xf32>
      %122 = llvm.call @__nv_exp2f(%121) : (f32) -> f32
      %123 = llvm.insertelement %122, %119[%120 : i64] : vector<32xf32>
      %124 = llvm.mlir.constant(5 : i64) : i64
      %125 = llvm.extractelement %102[%124 : i64] : vector<32xf32>
      %126 = llvm.call @__nv_exp2f(%125) : (f32) -> f32
      %127 = llvm.insertelement %126, %123[%124 : i64] : vector<32xf32>
      %128 = llvm.mlir.constant(6 : i64) : i64
      %129 = llvm.extractelement %102[%128 : i64] : vector<32xf32>
      %130 = llvm.call @__nv_exp2f(%129) : (f32) -> f32
      %131 = llvm.insertelement %130, %127[%128 : i64] : vector<32xf32>
      %132 = llvm.mlir.constant(7 : i64) : i64
      %133 = llvm.extractelement %102[%132 : i64] : vector<32xf32>
      %134 = llvm.call @__nv_exp2f(%133) : (f32) -> f32
      %135 = llvm.insertelement %134, %131[%132 : i64] : vector<32xf32>
      %136 = llvm.mlir.constant(8 : i64) : i64
      %137 = llvm.extractelement %102[%136 : i64] : vector<32xf32>
      %138 = llvm.call @__nv_exp2f(%137) : (f32) -> f32
      %139 = llvm.insertelement %138, %135[%136 : i64] : vector<32xf32>
      %140 = llvm.mlir.constant(9 : i64) : i64
      %141 = llvm.extractelement %102[%140 : i64] : vector<32xf32>
      %142 = llvm.call @__nv_exp2f(%141) : (f32) -> f32
      %143 = llvm.insertelement %142, %139[%140 : i64] : vector<32xf32>
      %144 = llvm.mlir.constant(10 : i64) : i64
      %145 = llvm.extractelement %102[%144 : i64] : vector<32xf32>
      %146 = llvm.call @__nv_exp2f(%145) : (f32) -> f32
      %147 = llvm.insertelement %146, %143[%144 : i64] : vector<32xf32>
      %148 = llvm.mlir.constant(11 : i64) : i64
      %149 = llvm.extractelement %102[%148 : i64] : vector<32xf32>
      %150 = llvm.call @__nv_exp2f(%149) : (f32) -> f32
      %151 = llvm.insertelement %150, %147[%148 : i64] : vector<32xf32>
      %152 = llvm.mlir.constant(12 : i64) : i64
      %153 = llvm.extractelement %102[%152 : i64] : vector<32xf32>
      %154 = llvm.call @__nv_exp2f(%153) : (f32) -> f32
      %155 = llvm.insertelement %154, %151[%152 : i64] : vector<32xf32>
      %156 = llvm.mlir.constant(13 : i64) : i64
      %157 = llvm.extractelement %102[%156 : i64] : vector<32xf32>
      %158 = llvm.call @__nv_exp2f(%157) : (f32) -> f32
      %159 = llvm.insertelement %158, %155[%156 : i64] : vector<32xf32>
      %160 = llvm.mlir.constant(14 : i64) : i64
      %161 = llvm.extractelement %102[%160 : i64] : vector<32xf32>
      %162 = llvm.call @__nv_exp2f(%161) : (f32) -> f32
      %163 = llvm.insertelement %162, %159[%160 : i64] : vector<32xf32>
      %164 = llvm.mlir.constant(15 : i64) : i64
      %165 = llvm.extractelement %102[%164 : i64] : vector<32xf32>
      %166 = llvm.call @__nv_exp2f(%165) : (f32) -> f32
      %167 = llvm.insertelement %166, %163[%164 : i64] : vector<32xf32>
      %168 = llvm.mlir.constant(16 : i64) : i64
      %169 = llvm.extractelement %102[%168 : i64] : vector<32xf32>
      %170 = llvm.call @__nv_exp2f(%169) : (f32) -> f32
      %171 = llvm.insertelement %170, %167[%168 : i64] : vector<32xf32>
      %172 = llvm.mlir.constant(17 : i64) : i64
      %173 = llvm.extractelement %102[%172 : i64] : vector<32xf32>
      %174 = llvm.call @__nv_exp2f(%173) : (f32) -> f32
      %175 = llvm.insertelement %174, %171[%172 : i64] : vector<32xf32>
      %176 = llvm.mlir.constant(18 : i64) : i64
      %177 = llvm.extractelement %102[%176 : i64] : vector<32xf32>
      %178 = llvm.call @__nv_exp2f(%177) : (f32) -> f32
      %179 = llvm.insertelement %178, %175[%176 : i64] : vector<32xf32>
      %180 = llvm.mlir.constant(19 : i64) : i64
      %181 = llvm.extractelement %102[%180 : i64] : vector<32xf32>
      %182 = llvm.call @__nv_exp2f(%181) : (f32) -> f32
      %183 = llvm.insertelement %182, %179[%180 : i64] : vector<32xf32>
      %184 = llvm.mlir.constant(20 : i64) : i64
      %185 = llvm.extractelement %102[%184 : i64] : vector<32xf32>
      %186 = llvm.call @__nv_exp2f(%185) : (f32) -> f32
      %187 = llvm.insertelement %186, %183[%184 : i64] : vector<32xf32>
      %188 = llvm.mlir.constant(21 : i64) : i64
      %189 = llvm.extractelement %102[%188 : i64] : vector<32xf32>
      %190 = llvm.call @__nv_exp2f(%189) : (f32) -> f32
      %191 = llvm.insertelement %190, %187[%188 : i64] : vector<32xf32>
      %192 = llvm.mlir.constant(22 : i64) : i64
      %193 = llvm.extractelement %102[%192 : i64] : vector<32xf32>
      %194 = llvm.call @__nv_exp2f(%193) : (f32) -> f32
      %195 = llvm.insertelement %194, %191[%192 : i64] : vector<32xf32>
      %196 = llvm.mlir.constant(23 : i64) : i64
      %197 = llvm.extractelement %102[%196 : i64] : vector<32xf32>
      %198 = llvm.call @__nv_exp2f(%197) : (f32) -> f32
      %199 = llvm.insertelement %198, %195[%196 : i64] : vector<32xf32>
      %200 = llvm.mlir.constant(24 : i64) : i64
      %201 = llvm.extractelement %102[%200 : i64] : vector<32xf32>
      %202 = llvm.call @__nv_exp2f(%201) : (f32) -> f32
      %203 = llvm.insertelement %202, %199[%200 : i64] : vector<32xf32>
      %204 = llvm.mlir.constant(25 : i64) : i64
      %205 = llvm.extractelement %102[%204 : i64] : vector<32xf32>
      %206 = llvm.call @__nv_exp2f(%205) : (f32) -> f32
      %207 = llvm.insertelement %206, %203[%204 : i64] : vector<32xf32>
      %208 = llvm.mlir.constant(26 : i64) : i64
      %209 = llvm.extractelement %102[%208 : i64] : vector<32xf32>
      %210 = llvm.call @__nv_exp2f(%209) : (f32) -> f32
      %211 = llvm.insertelement %210, %207[%208 : i64] : vector<32xf32>
      %212 = llvm.mlir.constant(27 : i64) : i64
      %213 = llvm.extractelement %102[%212 : i64] : vector<32xf32>
      %214 = llvm.call @__nv_exp2f(%213) : (f32) -> f32
      %215 = llvm.insertelement %214, %211[%212 : i64] : vector<32xf32>
      %216 = llvm.mlir.constant(28 : i64) : i64
      %217 = llvm.extractelement %102[%216 : i64] : vector<32xf32>
      %218 = llvm.call @__nv_exp2f(%217) : (f32) -> f32
      %219 = llvm.insertelement %218, %215[%216 : i64] : vector<32xf32>
      %220 = llvm.mlir.constant(29 : i64) : i64
      %221 = llvm.extractelement %102[%220 : i64] : vector<32xf32>
      %222 = llvm.call @__nv_exp2f(%221) : (f32) -> f32
      %223 = llvm.insertelement %222, %219[%220 : i64] : vector<32xf32>
      %224 = llvm.mlir.constant(30 : i64) : i64
      %225 = llvm.extractelement %102[%224 : i64] : vector<32xf32>
      %226 = llvm.call @__nv_exp2f(%225) : (f32) -> f32
      %227 = llvm.insertelement %226, %223[%224 : i64] : vector<32xf32>
      %228 = llvm.mlir.constant(31 : i64) : i64
      %229 = llvm.extractelement %102[%228 : i64] : vector<32xf32>
      %230 = llvm.call @__nv_exp2f(%229) : (f32) -> f32
      %231 = llvm.insertelement %230, %227[%228 : i64] : vector<32xf32>
      %232 = "llvm.intr.vector.reduce.fadd"(%7, %231) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %233 = llvm.fsub %8, %96 : f32
      %234 = llvm.fmul %233, %13 : f32
      %235 = llvm.call @__nv_exp2f(%234) : (f32) -> f32
      %236 = llvm.fmul %235, %7 : f32
      %237 = llvm.fadd %236, %232 : f32
      %238 = nvvm.shfl.sync bfly %14, %96, %15, %16 : f32 -> f32
      %239 = nvvm.shfl.sync bfly %14, %237, %15, %16 : f32 -> f32
      %240 = llvm.intr.maximum(%96, %238) : (f32, f32) -> f32
      %241 = llvm.fsub %96, %240 : f32
      %242 = llvm.fmul %241, %13 : f32
      %243 = llvm.call @__nv_exp2f(%242) : (f32) -> f32
      %244 = llvm.fmul %237, %243 : f32
      %245 = llvm.fsub %238, %240 : f32
      %246 = llvm.fmul %245, %13 : f32
      %247 = llvm.call @__nv_exp2f(%246) : (f32) -> f32
      %248 = llvm.fmul %239, %247 : f32
      %249 = llvm.fadd %244, %248 : f32
      %250 = nvvm.shfl.sync bfly %14, %240, %10, %16 : f32 -> f32
      %251 = nvvm.shfl.sync bfly %14, %249, %10, %16 : f32 -> f32
      %252 = llvm.intr.maximum(%240, %250) : (f32, f32) -> f32
      %253 = llvm.fsub %240, %252 : f32
      %254 = llvm.fmul %253, %13 : f32
      %255 = llvm.call @__nv_exp2f(%254) : (f32) -> f32
      %256 = llvm.fmul %249, %255 : f32
      %257 = llvm.fsub %250, %252 : f32
      %258 = llvm.fmul %257, %13 : f32
      %259 = llvm.call @__nv_exp2f(%258) : (f32) -> f32
      %260 = llvm.fmul %251, %259 : f32
      %261 = llvm.fadd %256, %260 : f32
      %262 = nvvm.shfl.sync bfly %14, %252, %23, %16 : f32 -> f32
      %263 = nvvm.shfl.sync bfly %14, %261, %23, %16 : f32 -> f32
      %264 = llvm.intr.maximum(%252, %262) : (f32, f32) -> f32
      %265 = llvm.fsub %252, %264 : f32
      %266 = llvm.fmul %265, %13 : f32
      %267 = llvm.call @__nv_exp2f(%266) : (f32) -> f32
      %268 = llvm.fmul %261, %267 : f32
      %269 = llvm.fsub %262, %264 : f32
      %270 = llvm.fmul %269, %13 : f32
      %271 = llvm.call @__nv_exp2f(%270) : (f32) -> f32
      %272 = llvm.fmul %263, %271 : f32
      %273 = llvm.fadd %268, %272 : f32
      %274 = nvvm.shfl.sync bfly %14, %264, %17, %16 : f32 -> f32
      %275 = nvvm.shfl.sync bfly %14, %273, %17, %16 : f32 -> f32
      %276 = llvm.intr.maximum(%264, %274) : (f32, f32) -> f32
      %277 = llvm.fsub %264, %276 : f32
      %278 = llvm.fmul %277, %13 : f32
      %279 = llvm.call @__nv_exp2f(%278) : (f32) -> f32
      %280 = llvm.fmul %273, %279 : f32
      %281 = llvm.fsub %274, %276 : f32
      %282 = llvm.fmul %281, %13 : f32
      %283 = llvm.call @__nv_exp2f(%282) : (f32) -> f32
      %284 = llvm.fmul %275, %283 : f32
      %285 = llvm.fadd %280, %284 : f32
      %286 = nvvm.shfl.sync bfly %14, %276, %25, %16 : f32 -> f32
      %287 = nvvm.shfl.sync bfly %14, %285, %25, %16 : f32 -> f32
      %288 = llvm.intr.maximum(%276, %286) : (f32, f32) -> f32
      %289 = llvm.fsub %276, %288 : f32
      %290 = llvm.fmul %289, %13 : f32
      %291 = llvm.call @__nv_exp2f(%290) : (f32) -> f32
      %292 = llvm.fmul %285, %291 : f32
      %293 = llvm.fsub %286, %288 : f32
      %294 = llvm.fmul %293, %13 : f32
      %295 = llvm.call @__nv_exp2f(%294) : (f32) -> f32
      %296 = llvm.fmul %287, %295 : f32
      %297 = llvm.fadd %292, %296 : f32
      %298 = llvm.icmp "eq" %42, %9 : i32
      llvm.cond_br %298, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %299 = llvm.getelementptr %36[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %288, %299 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %300 = llvm.getelementptr %39[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %297, %300 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %301 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %302 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %303 = llvm.getelementptr %36[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %304 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %305 = llvm.getelementptr %39[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %306 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %307 = llvm.intr.maximum(%301, %304) : (f32, f32) -> f32
      %308 = llvm.fsub %301, %307 : f32
      %309 = llvm.fmul %308, %13 : f32
      %310 = llvm.call @__nv_exp2f(%309) : (f32) -> f32
      %311 = llvm.fmul %302, %310 : f32
      %312 = llvm.fsub %304, %307 : f32
      %313 = llvm.fmul %312, %13 : f32
      %314 = llvm.call @__nv_exp2f(%313) : (f32) -> f32
      %315 = llvm.fmul %306, %314 : f32
      %316 = llvm.fadd %311, %315 : f32
      %317 = llvm.getelementptr %36[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %318 = llvm.load %317 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %319 = llvm.getelementptr %39[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %320 = llvm.load %319 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %321 = llvm.intr.maximum(%307, %318) : (f32, f32) -> f32
      %322 = llvm.fsub %307, %321 : f32
      %323 = llvm.fmul %322, %13 : f32
      %324 = llvm.call @__nv_exp2f(%323) : (f32) -> f32
      %325 = llvm.fmul %316, %324 : f32
      %326 = llvm.fsub %318, %321 : f32
      %327 = llvm.fmul %326, %13 : f32
      %328 = llvm.call @__nv_exp2f(%327) : (f32) -> f32
      %329 = llvm.fmul %320, %328 : f32
      %330 = llvm.fadd %325, %329 : f32
      %331 = llvm.getelementptr %36[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %332 = llvm.load %331 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %333 = llvm.getelementptr %39[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %334 = llvm.load %333 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %335 = llvm.intr.maximum(%321, %332) : (f32, f32) -> f32
      %336 = llvm.fsub %321, %335 : f32
      %337 = llvm.fmul %336, %13 : f32
      %338 = llvm.call @__nv_exp2f(%337) : (f32) -> f32
      %339 = llvm.fmul %330, %338 : f32
      %340 = llvm.fsub %332, %335 : f32
      %341 = llvm.fmul %340, %13 : f32
      %342 = llvm.call @__nv_exp2f(%341) : (f32) -> f32
      %343 = llvm.fmul %334, %342 : f32
      %344 = llvm.fadd %339, %343 : f32
      %345 = llvm.getelementptr %36[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %346 = llvm.load %345 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %347 = llvm.getelementptr %39[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %348 = llvm.load %347 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %349 = llvm.intr.maximum(%335, %346) : (f32, f32) -> f32
      %350 = llvm.fsub %335, %349 : f32
      %351 = llvm.fmul %350, %13 : f32
      %352 = llvm.call @__nv_exp2f(%351) : (f32) -> f32
      %353 = llvm.fmul %344, %352 : f32
      %354 = llvm.fsub %346, %349 : f32
      %355 = llvm.fmul %354, %13 : f32
      %356 = llvm.call @__nv_exp2f(%355) : (f32) -> f32
      %357 = llvm.fmul %348, %356 : f32
      %358 = llvm.fadd %353, %357 : f32
      %359 = llvm.getelementptr %36[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %360 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %361 = llvm.getelementptr %39[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %362 = llvm.load %361 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %363 = llvm.intr.maximum(%349, %360) : (f32, f32) -> f32
      %364 = llvm.fsub %349, %363 : f32
      %365 = llvm.fmul %364, %13 : f32
      %366 = llvm.call @__nv_exp2f(%365) : (f32) -> f32
      %367 = llvm.fmul %358, %366 : f32
      %368 = llvm.fsub %360, %363 : f32
      %369 = llvm.fmul %368, %13 : f32
      %370 = llvm.call @__nv_exp2f(%369) : (f32) -> f32
      %371 = llvm.fmul %362, %370 : f32
      %372 = llvm.fadd %367, %371 : f32
      %373 = llvm.getelementptr %36[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %374 = llvm.load %373 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %375 = llvm.getelementptr %39[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %376 = llvm.load %375 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %377 = llvm.intr.maximum(%363, %374) : (f32, f32) -> f32
      %378 = llvm.fsub %363, %377 : f32
      %379 = llvm.fmul %378, %13 : f32
      %380 = llvm.call @__nv_exp2f(%379) : (f32) -> f32
      %381 = llvm.fmul %372, %380 : f32
      %382 = llvm.fsub %374, %377 : f32
      %383 = llvm.fmul %382, %13 : f32
      %384 = llvm.call @__nv_exp2f(%383) : (f32) -> f32
      %385 = llvm.fmul %376, %384 : f32
      %386 = llvm.fadd %381, %385 : f32
      %387 = llvm.getelementptr %36[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %388 = llvm.load %387 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %389 = llvm.getelementptr %39[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %390 = llvm.load %389 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %391 = llvm.intr.maximum(%377, %388) : (f32, f32) -> f32
      %392 = llvm.fsub %377, %391 : f32
      %393 = llvm.fmul %392, %13 : f32
      %394 = llvm.call @__nv_exp2f(%393) : (f32) -> f32
      %395 = llvm.fmul %386, %394 : f32
      %396 = llvm.fsub %388, %391 : f32
      %397 = llvm.fmul %396, %13 : f32
      %398 = llvm.call @__nv_exp2f(%397) : (f32) -> f32
      %399 = llvm.fmul %390, %398 : f32
      %400 = llvm.fadd %395, %399 : f32
      %401 = llvm.fdiv %18, %400 : f32
      %402 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %403 = llvm.getelementptr %402[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %404 = llvm.getelementptr %403[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %62, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %405 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %67, %405 {alignment = 1 : i64} : i8, !llvm.ptr
      %406 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %73, %406 {alignment = 2 : i64} : i8, !llvm.ptr
      %407 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %79, %407 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %19, %27 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb8(%9 : i32)
    ^bb8(%408: i32):  // 2 preds: ^bb7, ^bb11
      %409 = llvm.icmp "slt" %408, %23 : i32
      llvm.cond_br %409, ^bb9, ^bb12
    ^bb9:  // pred: ^bb8
      %410 = llvm.mul %408, %2 overflow<nsw> : i32
      %411 = llvm.getelementptr %58[%410] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %412 = llvm.mul %408, %10 overflow<nsw> : i32
      %413 = llvm.getelementptr %27[%412] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %414 = llvm.getelementptr %28[%408] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %415 = llvm.load %414 {alignment = 1 : i64} : !llvm.ptr -> i8
      %416 = llvm.icmp "ne" %415, %12 : i8
      llvm.cond_br %416, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %417 = llvm.load %411 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %417, %413 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %418 = llvm.add %408, %25 : i32
      llvm.br ^bb8(%418 : i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb8
      %419 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %420 = llvm.fpext %419 : vector<32xbf16> to vector<32xf32>
      %421 = llvm.mlir.poison : vector<32xf32>
      %422 = llvm.mlir.constant(0 : i32) : i32
      %423 = llvm.insertelement %391, %421[%422 : i32] : vector<32xf32>
      %424 = llvm.shufflevector %423, %421 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %425 = llvm.fsub %420, %424 : vector<32xf32>
      %426 = llvm.fmul %425, %22 : vector<32xf32>
      %427 = llvm.mlir.poison : vector<32xf32>
      %428 = llvm.mlir.constant(0 : i64) : i64
      %429 = llvm.extractelement %426[%428 : i64] : vector<32xf32>
      %430 = llvm.call @__nv_exp2f(%429) : (f32) -> f32
      %431 = llvm.insertelement %430, %427[%428 : i64] : vector<32xf32>
      %432 = llvm.mlir.constant(1 : i64) : i64
      %433 = llvm.extractelement %426[%432 : i64] : vector<32xf32>
      %434 = llvm.call @__nv_exp2f(%433) : (f32) -> f32
      %435 = llvm.insertelement %434, %431[%432 : i64] : vector<32xf32>
      %436 = llvm.mlir.constant(2 : i64) : i64
      %437 = llvm.extractelement %426[%436 : i64] : vector<32xf32>
      %438 = llvm.call @__nv_exp2f(%437) : (f32) -> f32
      %439 = llvm.insertelement %438, %435[%436 : i64] : vector<32xf32>
      %440 = llvm.mlir.constant(3 : i64) : i64
      %441 = llvm.extractelement %426[%440 : i64] : vector<32xf32>
      %442 = llvm.call @__nv_exp2f(%441) : (f32) -> f32
      %443 = llvm.insertelement %442, %439[%440 : i64] : vector<32xf32>
      %444 = llvm.mlir.constant(4 : i64) : i64
      %445 = llvm.extractelement %426[%444 : i64] : vector<32xf32>
      %446 = llvm.call @__nv_exp2f(%445) : (f32) -> f32
      %447 = llvm.insertelement %446, %443[%444 : i64] : vector<32xf32>
      %448 = llvm.mlir.constant(5 : i64) : i64
      %449 = llvm.extractelement %426[%448 : i64] : vector<32xf32>
      %450 = llvm.call @__nv_exp2f(%449) : (f32) -> f32
      %451 = llvm.insertelement %450, %447[%448 : i64] : vector<32xf32>
      %452 = llvm.mlir.constant(6 : i64) : i64
      %453 = llvm.extractelement %426[%452 : i64] : vector<32xf32>
      %454 = llvm.call @__nv_exp2f(%453) : (f32) -> f32
      %455 = llvm.insertelement %454, %451[%452 : i64] : vector<32xf32>
      %456 = llvm.mlir.constant(7 : i64) : i64
      %457 = llvm.extractelement %426[%456 : i64] : vector<32xf32>
      %458 = llvm.call @__nv_exp2f(%457) : (f32) -> f32
      %459 = llvm.insertelement %458, %455[%456 : i64] : vector<32xf32>
      %460 = llvm.mlir.constant(8 : i64) : i64
      %461 = llvm.extractelement %426[%460 : i64] : vector<32xf32>
      %462 = llvm.call @__nv_exp2f(%461) : (f32) -> f32
      %463 = llvm.insertelement %462, %459[%460 : i64] : vector<32xf32>
      %464 = llvm.mlir.constant(9 : i64) : i64
      %465 = llvm.extractelement %426[%464 : i64] : vector<32xf32>
      %466 = llvm.call @__nv_exp2f(%465) : (f32) -> f32
      %467 = llvm.insertelement %466, %463[%464 : i64] : vector<32xf32>
      %468 = llvm.mlir.constant(10 : i64) : i64
      %469 = llvm.extractelement %426[%468 : i64] : vector<32xf32>
      %470 = llvm.call @__nv_exp2f(%469) : (f32) -> f32
      %471 = llvm.insertelement %470, %467[%468 : i64] : vector<32xf32>
      %472 = llvm.mlir.constant(11 : i64) : i64
      %473 = llvm.extractelement %426[%472 : i64] : vector<32xf32>
      %474 = llvm.call @__nv_exp2f(%473) : (f32) -> f32
      %475 = llvm.insertelement %474, %471[%472 : i64] : vector<32xf32>
      %476 = llvm.mlir.constant(12 : i64) : i64
      %477 = llvm.extractelement %426[%476 : i64] : vector<32xf32>
      %478 = llvm.call @__nv_exp2f(%477) : (f32) -> f32
      %479 = llvm.insertelement %478, %475[%476 : i64] : vector<32xf32>
      %480 = llvm.mlir.constant(13 : i64) : i64
      %481 = llvm.extractelement %426[%480 : i64] : vector<32xf32>
      %482 = llvm.call @__nv_exp2f(%481) : (f32) -> f32
      %483 = llvm.insertelement %482, %479[%480 : i64] : vector<32xf32>
      %484 = llvm.mlir.constant(14 : i64) : i64
      %485 = llvm.extractelement %426[%484 : i64] : vector<32xf32>
      %486 = llvm.call @__nv_exp2f(%485) : (f32) -> f32
      %487 = llvm.insertelement %486, %483[%484 : i64] : vector<32xf32>
      %488 = llvm.mlir.constant(15 : i64) : i64
      %489 = llvm.extractelement %426[%488 : i64] : vector<32xf32>
      %490 = llvm.call @__nv_exp2f(%489) : (f32) -> f32
      %491 = llvm.insertelement %490, %487[%488 : i64] : vector<32xf32>
      %492 = llvm.mlir.constant(16 : i64) : i64
      %493 = llvm.extractelement %426[%492 : i64] : vector<32xf32>
      %494 = llvm.call @__nv_exp2f(%493) : (f32) -> f32
      %495 = llvm.insertelement %494, %491[%492 : i64] : vector<32xf32>
      %496 = llvm.mlir.constant(17 : i64) : i64
      %497 = llvm.extractelement %426[%496 : i64] : vector<32xf32>
      %498 = llvm.call @__nv_exp2f(%497) : (f32) -> f32
      %499 = llvm.insertelement %498, %495[%496 : i64] : vector<32xf32>
      %500 = llvm.mlir.constant(18 : i64) : i64
      %501 = llvm.extractelement %426[%500 : i64] : vector<32xf32>
      %502 = llvm.call @__nv_exp2f(%501) : (f32) -> f32
      %503 = llvm.insertelement %502, %499[%500 : i64] : vector<32xf32>
      %504 = llvm.mlir.constant(19 : i64) : i64
      %505 = llvm.extractelement %426[%504 : i64] : vector<32xf32>
      %506 = llvm.call @__nv_exp2f(%505) : (f32) -> f32
      %507 = llvm.insertelement %506, %503[%504 : i64] : vector<32xf32>
      %508 = llvm.mlir.constant(20 : i64) : i64
      %509 = llvm.extractelement %426[%508 : i64] : vector<32xf32>
      %510 = llvm.call @__nv_exp2f(%509) : (f32) -> f32
      %511 = llvm.insertelement %510, %507[%508 : i64] : vector<32xf32>
      %512 = llvm.mlir.constant(21 : i64) : i64
      %513 = llvm.extractelement %426[%512 : i64] : vector<32xf32>
      %514 = llvm.call @__nv_exp2f(%513) : (f32) -> f32
      %515 = llvm.insertelement %514, %511[%512 : i64] : vector<32xf32>
      %516 = llvm.mlir.constant(22 : i64) : i64
      %517 = llvm.extractelement %426[%516 : i64] : vector<32xf32>
      %518 = llvm.call @__nv_exp2f(%517) : (f32) -> f32
      %519 = llvm.insertelement %518, %515[%516 : i64] : vector<32xf32>
      %520 = llvm.mlir.constant(23 : i64) : i64
      %521 = llvm.extractelement %426[%520 : i64] : vector<32xf32>
      %522 = llvm.call @__nv_exp2f(%521) : (f32) -> f32
      %523 = llvm.insertelement %522, %519[%520 : i64] : vector<32xf32>
      %524 = llvm.mlir.constant(24 : i64) : i64
      %525 = llvm.extractelement %426[%524 : i64] : vector<32xf32>
      %526 = llvm.call @__nv_exp2f(%525) : (f32) -> f32
      %527 = llvm.insertelement %526, %523[%524 : i64] : vector<32xf32>
      %528 = llvm.mlir.constant(25 : i64) : i64
      %529 = llvm.extractelement %426[%528 : i64] : vector<32xf32>
      %530 = llvm.call @__nv_exp2f(%529) : (f32) -> f32
      %531 = llvm.insertelement %530, %527[%528 : i64] : vector<32xf32>
      %532 = llvm.mlir.constant(26 : i64) : i64
      %533 = llvm.extractelement %426[%532 : i64] : vector<32xf32>
      %534 = llvm.call @__nv_exp2f(%533) : (f32) -> f32
      %535 = llvm.insertelement %534, %531[%532 : i64] : vector<32xf32>
      %536 = llvm.mlir.constant(27 : i64) : i64
      %537 = llvm.extractelement %426[%536 : i64] : vector<32xf32>
      %538 = llvm.call @__nv_exp2f(%537) : (f32) -> f32
      %539 = llvm.insertelement %538, %535[%536 : i64] : vector<32xf32>
      %540 = llvm.mlir.constant(28 : i64) : i64
      %541 = llvm.extractelement %426[%540 : i64] : vector<32xf32>
      %542 = llvm.call @__nv_exp2f(%541) : (f32) -> f32
      %543 = llvm.insertelement %542, %539[%540 : i64] : vector<32xf32>
      %544 = llvm.mlir.constant(29 : i64) : i64
      %545 = llvm.extractelement %426[%544 : i64] : vector<32xf32>
      %546 = llvm.call @__nv_exp2f(%545) : (f32) -> f32
      %547 = llvm.insertelement %546, %543[%544 : i64] : vector<32xf32>
      %548 = llvm.mlir.constant(30 : i64) : i64
      %549 = llvm.extractelement %426[%548 : i64] : vector<32xf32>
      %550 = llvm.call @__nv_exp2f(%549) : (f32) -> f32
      %551 = llvm.insertelement %550, %547[%548 : i64] : vector<32xf32>
      %552 = llvm.mlir.constant(31 : i64) : i64
      %553 = llvm.extractelement %426[%552 : i64] : vector<32xf32>
      %554 = llvm.call @__nv_exp2f(%553) : (f32) -> f32
      %555 = llvm.insertelement %554, %551[%552 : i64] : vector<32xf32>
      %556 = llvm.mlir.poison : vector<32xf32>
      %557 = llvm.mlir.constant(0 : i32) : i32
      %558 = llvm.insertelement %401, %556[%557 : i32] : vector<32xf32>
      %559 = llvm.shufflevector %558, %556 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %560 = llvm.fmul %555, %559 : vector<32xf32>
      %561 = llvm.fptrunc %560 : vector<32xf32> to vector<32xbf16>
      llvm.store %561, %26 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb13(%9 : i32)
    ^bb13(%562: i32):  // 2 preds: ^bb12, ^bb16
      %563 = llvm.icmp "slt" %562, %23 : i32
      llvm.cond_br %563, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %564 = llvm.mul %562, %10 overflow<nsw> : i32
      %565 = llvm.getelementptr %26[%564] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %566 = llvm.mul %562, %2 overflow<nsw> : i32
      %567 = llvm.getelementptr %404[%566] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %568 = llvm.getelementptr %28[%562] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %569 = llvm.load %568 {alignment = 1 : i64} : !llvm.ptr -> i8
      %570 = llvm.icmp "ne" %569, %12 : i8
      llvm.cond_br %570, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %571 = llvm.load %565 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %571, %567 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %572 = llvm.add %562, %25 : i32
      llvm.br ^bb13(%572 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(96 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(256 : i32) : i32
    %7 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %8 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %7, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = llvm.insertvalue %8, %0[0] : !llvm_struct_6960aa
    %12 = llvm.insertvalue %1, %11[1] : !llvm_struct_6960aa
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.alloca %13 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %15 = llvm.alloca %13 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %16 = llvm.getelementptr %14[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %15, %16 : !llvm.ptr, !llvm.ptr
    %17 = llvm.getelementptr %14[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %14[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %14[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %14[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %20 : i64, !llvm.ptr
    %21 = llvm.getelementptr %14[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %14[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %14[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %14[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %25 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %25, %24 : i32, !llvm.ptr
    %26 = llvm.getelementptr %14[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg2, %26 : !llvm.ptr, !llvm.ptr
    %27 = llvm.alloca %13 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %28 = builtin.unrealized_conversion_cast %27 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %29 = llvm.getelementptr %27[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %14, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.getelementptr %27[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
    %32 = llvm.getelementptr %31[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %33 = llvm.load %32 : !llvm.ptr -> i32
    %34 = llvm.getelementptr %31[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.mlir.constant(6 : i32) : i32
    %37 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%37 : i32)
  ^bb1(%38: i32):  // 2 preds: ^bb3, ^bb5
    %39 = llvm.getelementptr %35[%38] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %40 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %36, %40 : i32, !llvm.ptr
    %41 = llvm.getelementptr %39[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %41 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %42 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.getelementptr %42[%43, %43] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %45 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %46 = llvm.mlir.constant(0 : index) : i64
    %47 = llvm.getelementptr %45[%46, %46] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %48 = llvm.call @printf(%47, %44) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %49 = llvm.mlir.constant(1 : i32) : i32
    %50 = llvm.add %33, %49 : i32
    llvm.store %50, %32 : i32, !llvm.ptr
    llvm.br ^bb1(%33 : i32)
  ^bb4:  // pred: ^bb7
    %51 = llvm.mlir.constant(17 : i32) : i32
    %52 = llvm.icmp "uge" %33, %51 : i32
    llvm.cond_br %52, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%59 : i32)
  ^bb6:  // pred: ^bb7
    %53 = llvm.getelementptr %35[%59] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %55 = llvm.load %54 : !llvm.ptr -> i32
    %56 = llvm.icmp "eq" %55, %36 : i32
    %57 = llvm.mlir.constant(1 : i32) : i32
    %58 = llvm.add %59, %57 : i32
    llvm.cond_br %56, ^bb5, ^bb7(%58 : i32)
  ^bb7(%59: i32):  // 2 preds: ^bb0, ^bb6
    %60 = llvm.icmp "uge" %59, %33 : i32
    llvm.cond_br %60, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %61 = llvm.getelementptr %27[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %62 = llvm.load %61 : !llvm.ptr -> !llvm.ptr
    %63 = llvm.getelementptr %62[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %64 = llvm.load %63 : !llvm.ptr -> i32
    %65 = llvm.getelementptr %62[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %66 = llvm.load %65 : !llvm.ptr -> !llvm.ptr
    %67 = llvm.mlir.constant(2 : i32) : i32
    %68 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%68 : i32)
  ^bb9(%69: i32):  // 2 preds: ^bb11, ^bb13
    %70 = llvm.getelementptr %66[%69] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %71 = llvm.getelementptr %70[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %67, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %70[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %72 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %73 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %74 = llvm.mlir.constant(0 : index) : i64
    %75 = llvm.getelementptr %73[%74, %74] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %76 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.getelementptr %76[%77, %77] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %79 = llvm.call @printf(%78, %75) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %80 = llvm.mlir.constant(1 : i32) : i32
    %81 = llvm.add %64, %80 : i32
    llvm.store %81, %63 : i32, !llvm.ptr
    llvm.br ^bb9(%64 : i32)
  ^bb12:  // pred: ^bb15
    %82 = llvm.mlir.constant(17 : i32) : i32
    %83 = llvm.icmp "uge" %64, %82 : i32
    llvm.cond_br %83, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%90 : i32)
  ^bb14:  // pred: ^bb15
    %84 = llvm.getelementptr %66[%90] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %85 = llvm.getelementptr %84[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %86 = llvm.load %85 : !llvm.ptr -> i32
    %87 = llvm.icmp "eq" %86, %67 : i32
    %88 = llvm.mlir.constant(1 : i32) : i32
    %89 = llvm.add %90, %88 : i32
    llvm.cond_br %87, ^bb13, ^bb15(%89 : i32)
  ^bb15(%90: i32):  // 2 preds: ^bb8, ^bb14
    %91 = llvm.icmp "uge" %90, %64 : i32
    llvm.cond_br %91, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_he72e752f(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
