!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(3072 : i32) : i32
      %1 = llvm.mlir.constant(2048 : i32) : i32
      %2 = llvm.mlir.constant(1024 : i32) : i32
      %3 = llvm.mlir.constant(4096 : i32) : i32
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.mlir.constant(1024 : i64) : i64
      %6 = llvm.mlir.constant(true) : i1
      %7 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %9 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %10 = llvm.mlir.constant(0 : i32) : i32
      %11 = llvm.mlir.constant(2 : i32) : i32
      %12 = llvm.mlir.constant(8 : i32) : i32
      %13 = llvm.mlir.constant(dense<0xFC00> : vector<32xf16>) : vector<32xf16>
      %14 = llvm.mlir.constant(0 : i8) : i8
      %15 = llvm.mlir.constant(-1 : i32) : i32
      %16 = llvm.mlir.constant(16 : i32) : i32
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
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
      %31 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %32 = nvvm.shfl.sync idx %15, %31, %10, %17 : i32 -> i32
      %33 = llvm.zext %32 : i32 to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%34, %5 : !llvm.ptr<3>, i64)] : i1
      %35 = llvm.ptrtoint %34 : !llvm.ptr<3> to i64
      %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%36, %4 : !llvm.ptr<3>, i64)] : i1
      %37 = llvm.getelementptr %34[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %38 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %39 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %40 = llvm.srem %38, %24 : i32
      %41 = llvm.sdiv %38, %24 : i32
      %42 = llvm.mul %41, %24 : i32
      %43 = llvm.icmp "ne" %38, %42 : i32
      %44 = llvm.mlir.constant(0 : i32) : i32
      %45 = llvm.icmp "slt" %38, %44 : i32
      %46 = llvm.mlir.constant(false) : i1
      %47 = llvm.icmp "ne" %45, %46 : i1
      %48 = llvm.and %43, %47 : i1
      %49 = llvm.mlir.constant(-1 : i32) : i32
      %50 = llvm.add %41, %49 : i32
      %51 = llvm.select %48, %50, %41 : i1, i32
      %52 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %53 = llvm.mul %38, %12 overflow<nsw> : i32
      %54 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %55 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %56 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%10, %8, %9 : i32, f32, f32)
    ^bb1(%57: i32, %58: f32, %59: f32):  // 2 preds: ^bb0, ^bb7
      %60 = llvm.icmp "slt" %57, %11 : i32
      llvm.cond_br %60, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %61 = llvm.mul %39, %21 overflow<nsw> : i32
      %62 = llvm.mul %57, %3 overflow<nsw> : i32
      %63 = llvm.add %61, %62 overflow<nsw> : i32
      %64 = llvm.getelementptr %52[%63] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %65 = llvm.getelementptr %64[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %66 = llvm.mul %57, %3 overflow<nsw> : i32
      %67 = llvm.add %66, %53 overflow<nsw> : i32
      %68 = llvm.icmp "slt" %39, %20 : i32
      %69 = llvm.icmp "slt" %67, %21 : i32
      %70 = llvm.and %68, %69 : i1
      %71 = llvm.zext %70 : i1 to i8
      llvm.store %71, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %72 = llvm.add %67, %2 overflow<nsw> : i32
      %73 = llvm.icmp "slt" %39, %20 : i32
      %74 = llvm.icmp "slt" %72, %21 : i32
      %75 = llvm.and %73, %74 : i1
      %76 = llvm.zext %75 : i1 to i8
      llvm.store %76, %54 {alignment = 1 : i64} : i8, !llvm.ptr
      %77 = llvm.add %67, %1 overflow<nsw> : i32
      %78 = llvm.icmp "slt" %39, %20 : i32
      %79 = llvm.icmp "slt" %77, %21 : i32
      %80 = llvm.and %78, %79 : i1
      %81 = llvm.zext %80 : i1 to i8
      llvm.store %81, %55 {alignment = 2 : i64} : i8, !llvm.ptr
      %82 = llvm.add %67, %0 overflow<nsw> : i32
      %83 = llvm.icmp "slt" %39, %20 : i32
      %84 = llvm.icmp "slt" %82, %21 : i32
      %85 = llvm.and %83, %84 : i1
      %86 = llvm.zext %85 : i1 to i8
      llvm.store %86, %56 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %29 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%10 : i32)
    ^bb3(%87: i32):  // 2 preds: ^bb2, ^bb6
      %88 = llvm.icmp "slt" %87, %23 : i32
      llvm.cond_br %88, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %89 = llvm.mul %87, %2 overflow<nsw> : i32
      %90 = llvm.getelementptr %65[%89] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %91 = llvm.mul %87, %12 overflow<nsw> : i32
      %92 = llvm.getelementptr %29[%91] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %93 = llvm.getelementptr %30[%87] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %94 = llvm.load %93 {alignment = 1 : i64} : !llvm.ptr -> i8
      %95 = llvm.icmp "ne" %94, %14 : i8
      llvm.cond_br %95, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %96 = llvm.load %90 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %96, %92 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %97 = llvm.add %87, %25 : i32
      llvm.br ^bb3(%97 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %98 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %99 = llvm.fpext %98 : vector<32xf16> to vector<32xf32>
      %100 = llvm.fmul %99, %22 : vector<32xf32>
      %101 = llvm.intr.vector.reduce.fmaximum(%100) : (vector<32xf32>) -> f32
      %102 = llvm.intr.maximum(%101, %9) : (f32, f32) -> f32
      %103 = llvm.intr.maximum(%59, %102) : (f32, f32) -> f32
      %104 = llvm.mlir.poison : vector<32xf32>
      %105 = llvm.mlir.constant(0 : i32) : i32
      %106 = llvm.insertelement %103, %104[%105 : i32] : vector<32xf32>
      %107 = llvm.shufflevector %106, %104 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %108 = llvm.fsub %100, %107 : vector<32xf32>
      %109 = llvm.mlir.poison : vector<32xf32>
      %110 = llvm.mlir.constant(0 : i64) : i64
      %111 = llvm.extractelement %108[%110 : i64] : vector<32xf32>
      %112 = llvm.call @__nv_exp2f(%111) : (f32) -> f32
      %113 = llvm.insertelement %112, %109[%110 : i64] : vector<32xf32>
      %114 = llvm.mlir.constant(1 : i64) : i64
      %115 = llvm.extractelement %108[%114 : i64] : vector<32xf32>
      %116 = llvm.call @__nv_exp2f(%115) : (f32) -> f32
      %117 = llvm.insertelement %116, %113[%114 : i64] : vector<32xf32>
      %118 = llvm.mlir.constant(2 : i64) : i64
      %119 = llvm.extractelement %108[%118 : i64] : vector<32xf32>
      %120 = llvm.call @__nv_exp2f(%119) : (f32) -> f32
      %121 = llvm.insertelement %120, %117[%118 : i64] : vector<32xf32>
      %122 = llvm.mlir.constant(3 : i64) : i64
      %123 = llvm.extractelement %108[%122 : i64] : vector<32xf32>
      %124 = llvm.call @__nv_exp2f(%123) : (f32) -> f32
      %125 = llvm.insertelement %124, %121[%122 : i64] : vector<32xf32>
      %126 = llvm.mlir.constant(4 : i64) : i64
      %127 = llvm.extractelement %108[%126 : i64] : vector<32xf32>
      %128 = llvm.call @__nv_exp2f(%127) : (f32) -> f32
      %129 = llvm.insertelement %128, %125[%126 : i64] : vector<32xf32>
      %130 = llvm.mlir.constant(5 : i64) : i64
      %131 = llvm.extractelement %108[%130 : i64] : vector<32xf32>
      %132 = llvm.call @__nv_exp2f(%131) : (f32) -> f32
      %133 = llvm.insertelement %132, %129[%130 : i64] : vector<32xf32>
      %134 = llvm.mlir.constant(6 : i64) : i64
      %135 = llvm.extractelement %108[%134 : i64] : vector<32xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %133[%134 : i64] : vector<32xf32>
      %138 = llvm.mlir.constant(7 : i64) : i64
      %139 = llvm.extractelement %108[%138 : i64] : vector<32xf32>
      %140 = llvm.call @__nv_exp2f(%139) : (f32) -> f32
      %141 = llvm.insertelement %140, %137[%138 : i64] : vector<32xf32>
      %142 = llvm.mlir.constant(8 : i64) : i64
      %143 = llvm.extractelement %108[%142 : i64] : vector<32xf32>
      %144 = llvm.call @__nv_exp2f(%143) : (f32) -> f32
      %145 = llvm.insertelement %144, %141[%142 : i64] : vector<32xf32>
      %146 = llvm.mlir.constant(9 : i64) : i64
      %147 = llvm.extractelement %108[%146 : i64] : vector<32xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %145[%146 : i64] : vector<32xf32>
      %150 = llvm.mlir.constant(10 : i64) : i64
      %151 = llvm.extractelement %108[%150 : i64] : vector<32xf32>
      %152 = llvm.call @__nv_exp2f(%151) : (f32) -> f32
      %153 = llvm.insertelement %152, %149[%150 : i64] : vector<32xf32>
      %154 = llvm.mlir.constant(11 : i64) : i64
      %155 = llvm.extractelement %108[%154 : i64] : vector<32xf32>
      %156 = llvm.call @__nv_exp2f(%155) : (f32) -> f32
      %157 = llvm.insertelement %156, %153[%154 : i64] : vector<32xf32>
      %158 = llvm.mlir.constant(12 : i64) : i64
      %159 = llvm.extractelement %108[%158 : i64] : vector<32xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %157[%158 : i64] : vector<32xf32>
      %162 = llvm.mlir.constant(13 : i64) : i64
      %163 = llvm.extractelement %108[%162 : i64] : vector<32xf32>
      %164 = llvm.call @__nv_exp2f(%163) : (f32) -> f32
      %165 = llvm.insertelement %164, %161[%162 : i64] : vector<32xf32>
      %166 = llvm.mlir.constant(14 : i64) : i64
      %167 = llvm.extractelement %108[%166 : i64] : vector<32xf32>
      %168 = llvm.call @__nv_exp2f(%167) : (f32) -> f32
      %169 = llvm.insertelement %168, %165[%166 : i64] : vector<32xf32>
      %170 = llvm.mlir.constant(15 : i64) : i64
      %171 = llvm.extractelement %108[%170 : i64] : vector<32xf32>
      %172 = llvm.call @__nv_exp2f(%171) : (f32) -> f32
      %173 = llvm.insertelement %172, %169[%170 : i64] : vector<32xf32>
      %174 = llvm.mlir.constant(16 : i64) : i64
      %175 = llvm.extractelement %108[%174 : i64] : vector<32xf32>
      %176 = llvm.call @__nv_exp2f(%175) : (f32) -> f32
      %177 = llvm.insertelement %176, %173[%174 : i64] : vector<32xf32>
      %178 = llvm.mlir.constant(17 : i64) : i64
      %179 = llvm.extractelement %108[%178 : i64] : vector<32xf32>
      %180 = llvm.call @__nv_exp2f(%179) : (f32) -> f32
      %181 = llvm.insertelement %180, %177[%178 : i64] : vector<32xf32>
      %182 = llvm.mlir.constant(18 : i64) : i64
      %183 = llvm.extractelement %108[%182 : i64] : vector<32xf32>
      %184 = llvm.call @__nv_exp2f(%183) : (f32) -> f32
      %185 = llvm.insertelement %184, %181[%182 : i64] : vector<32xf32>
      %186 = llvm.mlir.constant(19 : i64) : i64
      %187 = llvm.extractelement %108[%186 : i64] : vector<32xf32>
      %188 = llvm.call @__nv_exp2f(%187) : (f32) -> f32
      %189 = llvm.insertelement %188, %185[%186 : i64] : vector<32xf32>
      %190 = llvm.mlir.constant(20 : i64) : i64
      %191 = llvm.extractelement %108[%190 : i64] : vector<32xf32>
      %192 = llvm.call @__nv_exp2f(%191) : (f32) -> f32
      %193 = llvm.insertelement %192, %189[%190 : i64] : vector<32xf32>
      %194 = llvm.mlir.constant(21 : i64) : i64
      %195 = llvm.extractelement %108[%194 : i64] : vector<32xf32>
      %196 = llvm.call @__nv_exp2f(%195) : (f32) -> f32
      %197 = llvm.insertelement %196, %193[%194 : i64] : vector<32xf32>
      %198 = llvm.mlir.constant(22 : i64) : i64
      %199 = llvm.extractelement %108[%198 : i64] : vector<32xf32>
      %200 = llvm.call @__nv_exp2f(%199) : (f32) -> f32
      %201 = llvm.insertelement %200, %197[%198 : i64] : vector<32xf32>
      %202 = llvm.mlir.constant(23 : i64) : i64
      %203 = llvm.extractelement %108[%202 : i64] : vector<32xf32>
      %204 = llvm.call @__nv_exp2f(%203) : (f32) -> f32
      %205 = llvm.insertelement %204, %201[%202 : i64] : vector<32xf32>
      %206 = llvm.mlir.constant(24 : i64) : i64
      %207 = llvm.extractelement %108[%206 : i64] : vector<32xf32>
      %208 = llvm.call @__nv_exp2f(%207) : (f32) -> f32
      %209 = llvm.insertelement %208, %205[%206 : i64] : vector<32xf32>
      %210 = llvm.mlir.constant(25 : i64) : i64
      %211 = llvm.extractelement %108[%210 : i64] : vector<32xf32>
      %212 = llvm.call @__nv_exp2f(%211) : (f32) -> f32
      %213 = llvm.insertelement %212, %209[%210 : i64] : vector<32xf32>
      %214 = llvm.mlir.constant(26 : i64) : i64
      %215 = llvm.extractelement %108[%214 : i64] : vector<32xf32>
      %216 = llvm.call @__nv_exp2f(%215) : (f32) -> f32
      %217 = llvm.insertelement %216, %213[%214 : i64] : vector<32xf32>
      %218 = llvm.mlir.constant(27 : i64) : i64
      %219 = llvm.extractelement %108[%218 : i64] : vector<32xf32>
      %220 = llvm.call @__nv_exp2f(%219) : (f32) -> f32
      %221 = llvm.insertelement %220, %217[%218 : i64] : vector<32xf32>
      %222 = llvm.mlir.constant(28 : i64) : i64
      %223 = llvm.extractelement %108[%222 : i64] : vector<32xf32>
      %224 = llvm.call @__nv_exp2f(%223) : (f32) -> f32
      %225 = llvm.insertelement %224, %221[%222 : i64] : vector<32xf32>
      %226 = llvm.mlir.constant(29 : i64) : i64
      %227 = llvm.extractelement %108[%226 : i64] : vector<32xf32>
      %228 = llvm.call @__nv_exp2f(%227) : (f32) -> f32
      %229 = llvm.insertelement %228, %225[%226 : i64] : vector<32xf32>
      %230 = llvm.mlir.constant(30 : i64) : i64
      %231 = llvm.extractelement %108[%230 : i64] : vector<32xf32>
      %232 = llvm.call @__nv_exp2f(%231) : (f32) -> f32
      %233 = llvm.insertelement %232, %229[%230 : i64] : vector<32xf32>
      %234 = llvm.mlir.constant(31 : i64) : i64
      %235 = llvm.extractelement %108[%234 : i64] : vector<32xf32>
      %236 = llvm.call @__nv_exp2f(%235) : (f32) -> f32
      %237 = llvm.insertelement %236, %233[%234 : i64] : vector<32xf32>
      %238 = "llvm.intr.vector.reduce.fadd"(%8, %237) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %239 = llvm.fsub %59, %103 : f32
      %240 = llvm.call @__nv_exp2f(%239) : (f32) -> f32
      %241 = llvm.fmul %58, %240 : f32
      %242 = llvm.fadd %241, %238 : f32
      %243 = llvm.add %57, %25 : i32
      llvm.br ^bb1(%243, %242, %103 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %244 = nvvm.shfl.sync bfly %15, %59, %16, %17 : f32 -> f32
      %245 = nvvm.shfl.sync bfly %15, %58, %16, %17 : f32 -> f32
      %246 = llvm.intr.maximum(%59, %244) : (f32, f32) -> f32
      %247 = llvm.fsub %59, %246 : f32
      %248 = llvm.call @__nv_exp2f(%247) : (f32) -> f32
      %249 = llvm.fmul %58, %248 : f32
      %250 = llvm.fsub %244, %246 : f32
      %251 = llvm.call @__nv_exp2f(%250) : (f32) -> f32
      %252 = llvm.fmul %245, %251 : f32
      %253 = llvm.fadd %249, %252 : f32
      %254 = nvvm.shfl.sync bfly %15, %246, %12, %17 : f32 -> f32
      %255 = nvvm.shfl.sync bfly %15, %253, %12, %17 : f32 -> f32
      %256 = llvm.intr.maximum(%246, %254) : (f32, f32) -> f32
      %257 = llvm.fsub %246, %256 : f32
      %258 = llvm.call @__nv_exp2f(%257) : (f32) -> f32
      %259 = llvm.fmul %253, %258 : f32
      %260 = llvm.fsub %254, %256 : f32
      %261 = llvm.call @__nv_exp2f(%260) : (f32) -> f32
      %262 = llvm.fmul %255, %261 : f32
      %263 = llvm.fadd %259, %262 : f32
      %264 = nvvm.shfl.sync bfly %15, %256, %23, %17 : f32 -> f32
      %265 = nvvm.shfl.sync bfly %15, %263, %23, %17 : f32 -> f32
      %266 = llvm.intr.maximum(%256, %264) : (f32, f32) -> f32
      %267 = llvm.fsub %256, %266 : f32
      %268 = llvm.call @__nv_exp2f(%267) : (f32) -> f32
      %269 = llvm.fmul %263, %268 : f32
      %270 = llvm.fsub %264, %266 : f32
      %271 = llvm.call @__nv_exp2f(%270) : (f32) -> f32
      %272 = llvm.fmul %265, %271 : f32
      %273 = llvm.fadd %269, %272 : f32
      %274 = nvvm.shfl.sync bfly %15, %266, %11, %17 : f32 -> f32
      %275 = nvvm.shfl.sync bfly %15, %273, %11, %17 : f32 -> f32
      %276 = llvm.intr.maximum(%266, %274) : (f32, f32) -> f32
      %277 = llvm.fsub %266, %276 : f32
      %278 = llvm.call @__nv_exp2f(%277) : (f32) -> f32
      %279 = llvm.fmul %273, %278 : f32
      %280 = llvm.fsub %274, %276 : f32
      %281 = llvm.call @__nv_exp2f(%280) : (f32) -> f32
      %282 = llvm.fmul %275, %281 : f32
      %283 = llvm.fadd %279, %282 : f32
      %284 = nvvm.shfl.sync bfly %15, %276, %25, %17 : f32 -> f32
      %285 = nvvm.shfl.sync bfly %15, %283, %25, %17 : f32 -> f32
      %286 = llvm.intr.maximum(%276, %284) : (f32, f32) -> f32
      %287 = llvm.fsub %276, %286 : f32
      %288 = llvm.call @__nv_exp2f(%287) : (f32) -> f32
      %289 = llvm.fmul %283, %288 : f32
      %290 = llvm.fsub %284, %286 : f32
      %291 = llvm.call @__nv_exp2f(%290) : (f32) -> f32
      %292 = llvm.fmul %285, %291 : f32
      %293 = llvm.fadd %289, %292 : f32
      %294 = llvm.icmp "eq" %40, %10 : i32
      llvm.cond_br %294, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %295 = llvm.getelementptr %36[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %286, %295 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %296 = llvm.getelementptr %37[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %293, %296 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %297 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %298 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %299 = llvm.getelementptr %36[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %300 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %301 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %302 = llvm.load %301 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %303 = llvm.intr.maximum(%297, %300) : (f32, f32) -> f32
      %304 = llvm.fsub %297, %303 : f32
      %305 = llvm.call @__nv_exp2f(%304) : (f32) -> f32
      %306 = llvm.fmul %298, %305 : f32
      %307 = llvm.fsub %300, %303 : f32
      %308 = llvm.call @__nv_exp2f(%307) : (f32) -> f32
      %309 = llvm.fmul %302, %308 : f32
      %310 = llvm.fadd %306, %309 : f32
      %311 = llvm.getelementptr %36[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %312 = llvm.load %311 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %313 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %314 = llvm.load %313 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %315 = llvm.intr.maximum(%303, %312) : (f32, f32) -> f32
      %316 = llvm.fsub %303, %315 : f32
      %317 = llvm.call @__nv_exp2f(%316) : (f32) -> f32
      %318 = llvm.fmul %310, %317 : f32
      %319 = llvm.fsub %312, %315 : f32
      %320 = llvm.call @__nv_exp2f(%319) : (f32) -> f32
      %321 = llvm.fmul %314, %320 : f32
      %322 = llvm.fadd %318, %321 : f32
      %323 = llvm.getelementptr %36[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %324 = llvm.load %323 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %325 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %326 = llvm.load %325 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %327 = llvm.intr.maximum(%315, %324) : (f32, f32) -> f32
      %328 = llvm.fsub %315, %327 : f32
      %329 = llvm.call @__nv_exp2f(%328) : (f32) -> f32
      %330 = llvm.fmul %322, %329 : f32
      %331 = llvm.fsub %324, %327 : f32
      %332 = llvm.call @__nv_exp2f(%331) : (f32) -> f32
      %333 = llvm.fmul %326, %332 : f32
      %334 = llvm.fadd %330, %333 : f32
      %335 = llvm.fdiv %18, %334 : f32
      %336 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %337 = llvm.mul %38, %12 overflow<nsw> : i32
      %338 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %339 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %340 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %341 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %342 = llvm.mlir.poison : vector<32xf32>
      %343 = llvm.mlir.constant(0 : i32) : i32
      %344 = llvm.insertelement %327, %342[%343 : i32] : vector<32xf32>
      %345 = llvm.shufflevector %344, %342 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %346 = llvm.mlir.poison : vector<32xf32>
      %347 = llvm.mlir.constant(0 : i32) : i32
      %348 = llvm.insertelement %335, %346[%347 : i32] : vector<32xf32>
      %349 = llvm.shufflevector %348, %346 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb11(%10 : i32)
    ^bb11(%350: i32):  // 2 preds: ^bb10, ^bb22
      %351 = llvm.icmp "slt" %350, %11 : i32
      llvm.cond_br %351, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %352 = llvm.mul %39, %21 overflow<nsw> : i32
      %353 = llvm.mul %350, %3 overflow<nsw> : i32
      %354 = llvm.add %352, %353 overflow<nsw> : i32
      %355 = llvm.getelementptr %336[%354] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %356 = llvm.getelementptr %355[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %357 = llvm.getelementptr %338[%354] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %358 = llvm.getelementptr %357[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %359 = llvm.mul %350, %3 overflow<nsw> : i32
      %360 = llvm.add %359, %337 overflow<nsw> : i32
      %361 = llvm.icmp "slt" %39, %20 : i32
      %362 = llvm.icmp "slt" %360, %21 : i32
      %363 = llvm.and %361, %362 : i1
      %364 = llvm.zext %363 : i1 to i8
      llvm.store %364, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %365 = llvm.add %360, %2 overflow<nsw> : i32
      %366 = llvm.icmp "slt" %39, %20 : i32
      %367 = llvm.icmp "slt" %365, %21 : i32
      %368 = llvm.and %366, %367 : i1
      %369 = llvm.zext %368 : i1 to i8
      llvm.store %369, %339 {alignment = 1 : i64} : i8, !llvm.ptr
      %370 = llvm.add %360, %1 overflow<nsw> : i32
      %371 = llvm.icmp "slt" %39, %20 : i32
      %372 = llvm.icmp "slt" %370, %21 : i32
      %373 = llvm.and %371, %372 : i1
      %374 = llvm.zext %373 : i1 to i8
      llvm.store %374, %340 {alignment = 2 : i64} : i8, !llvm.ptr
      %375 = llvm.add %360, %0 overflow<nsw> : i32
      %376 = llvm.icmp "slt" %39, %20 : i32
      %377 = llvm.icmp "slt" %375, %21 : i32
      %378 = llvm.and %376, %377 : i1
      %379 = llvm.zext %378 : i1 to i8
      llvm.store %379, %341 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %19, %27 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb13(%10 : i32)
    ^bb13(%380: i32):  // 2 preds: ^bb12, ^bb16
      %381 = llvm.icmp "slt" %380, %23 : i32
      llvm.cond_br %381, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %382 = llvm.mul %380, %2 overflow<nsw> : i32
      %383 = llvm.getelementptr %356[%382] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %384 = llvm.mul %380, %12 overflow<nsw> : i32
      %385 = llvm.getelementptr %27[%384] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %386 = llvm.getelementptr %28[%380] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %387 = llvm.load %386 {alignment = 1 : i64} : !llvm.ptr -> i8
      %388 = llvm.icmp "ne" %387, %14 : i8
      llvm.cond_br %388, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %389 = llvm.load %383 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %389, %385 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %390 = llvm.add %380, %25 : i32
      llvm.br ^bb13(%390 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %391 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %392 = llvm.fpext %391 : vector<32xf16> to vector<32xf32>
      %393 = llvm.fmul %392, %22 : vector<32xf32>
      %394 = llvm.fsub %393, %345 : vector<32xf32>
      %395 = llvm.mlir.poison : vector<32xf32>
      %396 = llvm.mlir.constant(0 : i64) : i64
      %397 = llvm.extractelement %394[%396 : i64] : vector<32xf32>
      %398 = llvm.call @__nv_exp2f(%397) : (f32) -> f32
      %399 = llvm.insertelement %398, %395[%396 : i64] : vector<32xf32>
      %400 = llvm.mlir.constant(1 : i64) : i64
      %401 = llvm.extractelement %394[%400 : i64] : vector<32xf32>
      %402 = llvm.call @__nv_exp2f(%401) : (f32) -> f32
      %403 = llvm.insertelement %402, %399[%400 : i64] : vector<32xf32>
      %404 = llvm.mlir.constant(2 : i64) : i64
      %405 = llvm.extractelement %394[%404 : i64] : vector<32xf32>
      %406 = llvm.call @__nv_exp2f(%405) : (f32) -> f32
      %407 = llvm.insertelement %406, %403[%404 : i64] : vector<32xf32>
      %408 = llvm.mlir.constant(3 : i64) : i64
      %409 = llvm.extractelement %394[%408 : i64] : vector<32xf32>
      %410 = llvm.call @__nv_exp2f(%409) : (f32) -> f32
      %411 = llvm.insertelement %410, %407[%408 : i64] : vector<32xf32>
      %412 = llvm.mlir.constant(4 : i64) : i64
      %413 = llvm.extractelement %394[%412 : i64] : vector<32xf32>
      %414 = llvm.call @__nv_exp2f(%413) : (f32) -> f32
      %415 = llvm.insertelement %414, %411[%412 : i64] : vector<32xf32>
      %416 = llvm.mlir.constant(5 : i64) : i64
      %417 = llvm.extractelement %394[%416 : i64] : vector<32xf32>
      %418 = llvm.call @__nv_exp2f(%417) : (f32) -> f32
      %419 = llvm.insertelement %418, %415[%416 : i64] : vector<32xf32>
      %420 = llvm.mlir.constant(6 : i64) : i64
      %421 = llvm.extractelement %394[%420 : i64] : vector<32xf32>
      %422 = llvm.call @__nv_exp2f(%421) : (f32) -> f32
      %423 = llvm.insertelement %422, %419[%420 : i64] : vector<32xf32>
      %424 = llvm.mlir.constant(7 : i64) : i64
      %425 = llvm.extractelement %394[%424 : i64] : vector<32xf32>
      %426 = llvm.call @__nv_exp2f(%425) : (f32) -> f32
      %427 = llvm.insertelement %426, %423[%424 : i64] : vector<32xf32>
      %428 = llvm.mlir.constant(8 : i64) : i64
      %429 = llvm.extractelement %394[%428 : i64] : vector<32xf32>
      %430 = llvm.call @__nv_exp2f(%429) : (f32) -> f32
      %431 = llvm.insertelement %430, %427[%428 : i64] : vector<32xf32>
      %432 = llvm.mlir.constant(9 : i64) : i64
      %433 = llvm.extractelement %394[%432 : i64] : vector<32xf32>
      %434 = llvm.call @__nv_exp2f(%433) : (f32) -> f32
      %435 = llvm.insertelement %434, %431[%432 : i64] : vector<32xf32>
      %436 = llvm.mlir.constant(10 : i64) : i64
      %437 = llvm.extractelement %394[%436 : i64] : vector<32xf32>
      %438 = llvm.call @__nv_exp2f(%437) : (f32) -> f32
      %439 = llvm.insertelement %438, %435[%436 : i64] : vector<32xf32>
      %440 = llvm.mlir.constant(11 : i64) : i64
      %441 = llvm.extractelement %394[%440 : i64] : vector<32xf32>
      %442 = llvm.call @__nv_exp2f(%441) : (f32) -> f32
      %443 = llvm.insertelement %442, %439[%440 : i64] : vector<32xf32>
      %444 = llvm.mlir.constant(12 : i64) : i64
      %445 = llvm.extractelement %394[%444 : i64] : vector<32xf32>
      %446 = llvm.call @__nv_exp2f(%445) : (f32) -> f32
      %447 = llvm.insertelement %446, %443[%444 : i64] : vector<32xf32>
      %448 = llvm.mlir.constant(13 : i64) : i64
      %449 = llvm.extractelement %394[%448 : i64] : vector<32xf32>
      %450 = llvm.call @__nv_exp2f(%449) : (f32) -> f32
      %451 = llvm.insertelement %450, %447[%448 : i64] : vector<32xf32>
      %452 = llvm.mlir.constant(14 : i64) : i64
      %453 = llvm.extractelement %394[%452 : i64] : vector<32xf32>
      %454 = llvm.call @__nv_exp2f(%453) : (f32) -> f32
      %455 = llvm.insertelement %454, %451[%452 : i64] : vector<32xf32>
      %456 = llvm.mlir.constant(15 : i64) : i64
      %457 = llvm.extractelement %394[%456 : i64] : vector<32xf32>
      %458 = llvm.call @__nv_exp2f(%457) : (f32) -> f32
      %459 = llvm.insertelement %458, %455[%456 : i64] : vector<32xf32>
      %460 = llvm.mlir.constant(16 : i64) : i64
      %461 = llvm.extractelement %394[%460 : i64] : vector<32xf32>
      %462 = llvm.call @__nv_exp2f(%461) : (f32) -> f32
      %463 = llvm.insertelement %462, %459[%460 : i64] : vector<32xf32>
      %464 = llvm.mlir.constant(17 : i64) : i64
      %465 = llvm.extractelement %394[%464 : i64] : vector<32xf32>
      %466 = llvm.call @__nv_exp2f(%465) : (f32) -> f32
      %467 = llvm.insertelement %466, %463[%464 : i64] : vector<32xf32>
      %468 = llvm.mlir.constant(18 : i64) : i64
      %469 = llvm.extractelement %394[%468 : i64] : vector<32xf32>
      %470 = llvm.call @__nv_exp2f(%469) : (f32) -> f32
      %471 = llvm.insertelement %470, %467[%468 : i64] : vector<32xf32>
      %472 = llvm.mlir.constant(19 : i64) : i64
      %473 = llvm.extractelement %394[%472 : i64] : vector<32xf32>
      %474 = llvm.call @__nv_exp2f(%473) : (f32) -> f32
      %475 = llvm.insertelement %474, %471[%472 : i64] : vector<32xf32>
      %476 = llvm.mlir.constant(20 : i64) : i64
      %477 = llvm.extractelement %394[%476 : i64] : vector<32xf32>
      %478 = llvm.call @__nv_exp2f(%477) : (f32) -> f32
      %479 = llvm.insertelement %478, %475[%476 : i64] : vector<32xf32>
      %480 = llvm.mlir.constant(21 : i64) : i64
      %481 = llvm.extractelement %394[%480 : i64] : vector<32xf32>
      %482 = llvm.call @__nv_exp2f(%481) : (f32) -> f32
      %483 = llvm.insertelement %482, %479[%480 : i64] : vector<32xf32>
      %484 = llvm.mlir.constant(22 : i64) : i64
      %485 = llvm.extractelement %394[%484 : i64] : vector<32xf32>
      %486 = llvm.call @__nv_exp2f(%485) : (f32) -> f32
      %487 = llvm.insertelement %486, %483[%484 : i64] : vector<32xf32>
      %488 = llvm.mlir.constant(23 : i64) : i64
      %489 = llvm.extractelement %394[%488 : i64] : vector<32xf32>
      %490 = llvm.call @__nv_exp2f(%489) : (f32) -> f32
      %491 = llvm.insertelement %490, %487[%488 : i64] : vector<32xf32>
      %492 = llvm.mlir.constant(24 : i64) : i64
      %493 = llvm.extractelement %394[%492 : i64] : vector<32xf32>
      %494 = llvm.call @__nv_exp2f(%493) : (f32) -> f32
      %495 = llvm.insertelement %494, %491[%492 : i64] : vector<32xf32>
      %496 = llvm.mlir.constant(25 : i64) : i64
      %497 = llvm.extractelement %394[%496 : i64] : vector<32xf32>
      %498 = llvm.call @__nv_exp2f(%497) : (f32) -> f32
      %499 = llvm.insertelement %498, %495[%496 : i64] : vector<32xf32>
      %500 = llvm.mlir.constant(26 : i64) : i64
      %501 = llvm.extractelement %394[%500 : i64] : vector<32xf32>
      %502 = llvm.call @__nv_exp2f(%501) : (f32) -> f32
      %503 = llvm.insertelement %502, %499[%500 : i64] : vector<32xf32>
      %504 = llvm.mlir.constant(27 : i64) : i64
      %505 = llvm.extractelement %394[%504 : i64] : vector<32xf32>
      %506 = llvm.call @__nv_exp2f(%505) : (f32) -> f32
      %507 = llvm.insertelement %506, %503[%504 : i64] : vector<32xf32>
      %508 = llvm.mlir.constant(28 : i64) : i64
      %509 = llvm.extractelement %394[%508 : i64] : vector<32xf32>
      %510 = llvm.call @__nv_exp2f(%509) : (f32) -> f32
      %511 = llvm.insertelement %510, %507[%508 : i64] : vector<32xf32>
      %512 = llvm.mlir.constant(29 : i64) : i64
      %513 = llvm.extractelement %394[%512 : i64] : vector<32xf32>
      %514 = llvm.call @__nv_exp2f(%513) : (f32) -> f32
      %515 = llvm.insertelement %514, %511[%512 : i64] : vector<32xf32>
      %516 = llvm.mlir.constant(30 : i64) : i64
      %517 = llvm.extractelement %394[%516 : i64] : vector<32xf32>
      %518 = llvm.call @__nv_exp2f(%517) : (f32) -> f32
      %519 = llvm.insertelement %518, %515[%516 : i64] : vector<32xf32>
      %520 = llvm.mlir.constant(31 : i64) : i64
      %521 = llvm.extractelement %394[%520 : i64] : vector<32xf32>
      %522 = llvm.call @__nv_exp2f(%521) : (f32) -> f32
      %523 = llvm.insertelement %522, %519[%520 : i64] : vector<32xf32>
      %524 = llvm.fmul %523, %349 : vector<32xf32>
      %525 = llvm.bitcast %524 : vector<32xf32> to vector<32xi32>
      %526 = llvm.mlir.undef : vector<16xi32>
      %527 = llvm.mlir.constant(0 : i64) : i64
      %528 = llvm.mlir.constant(0 : i64) : i64
      %529 = llvm.extractelement %525[%528 : i64] : vector<32xi32>
      %530 = llvm.mlir.constant(1 : i64) : i64
      %531 = llvm.extractelement %525[%530 : i64] : vector<32xi32>
      %532 = llvm.bitcast %529 : i32 to f32
      %533 = llvm.bitcast %531 : i32 to f32
      %534 = nvvm.convert.f32x2.to.f16x2 %533, %532 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %535 = llvm.bitcast %534 : vector<2xf16> to i32
      %536 = llvm.insertelement %535, %526[%527 : i64] : vector<16xi32>
      %537 = llvm.mlir.constant(1 : i64) : i64
      %538 = llvm.mlir.constant(2 : i64) : i64
      %539 = llvm.extractelement %525[%538 : i64] : vector<32xi32>
      %540 = llvm.mlir.constant(3 : i64) : i64
      %541 = llvm.extractelement %525[%540 : i64] : vector<32xi32>
      %542 = llvm.bitcast %539 : i32 to f32
      %543 = llvm.bitcast %541 : i32 to f32
      %544 = nvvm.convert.f32x2.to.f16x2 %543, %542 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %545 = llvm.bitcast %544 : vector<2xf16> to i32
      %546 = llvm.insertelement %545, %536[%537 : i64] : vector<16xi32>
      %547 = llvm.mlir.constant(2 : i64) : i64
      %548 = llvm.mlir.constant(4 : i64) : i64
      %549 = llvm.extractelement %525[%548 : i64] : vector<32xi32>
      %550 = llvm.mlir.constant(5 : i64) : i64
      %551 = llvm.extractelement %525[%550 : i64] : vector<32xi32>
      %552 = llvm.bitcast %549 : i32 to f32
      %553 = llvm.bitcast %551 : i32 to f32
      %554 = nvvm.convert.f32x2.to.f16x2 %553, %552 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %555 = llvm.bitcast %554 : vector<2xf16> to i32
      %556 = llvm.insertelement %555, %546[%547 : i64] : vector<16xi32>
      %557 = llvm.mlir.constant(3 : i64) : i64
      %558 = llvm.mlir.constant(6 : i64) : i64
      %559 = llvm.extractelement %525[%558 : i64] : vector<32xi32>
      %560 = llvm.mlir.constant(7 : i64) : i64
      %561 = llvm.extractelement %525[%560 : i64] : vector<32xi32>
      %562 = llvm.bitcast %559 : i32 to f32
      %563 = llvm.bitcast %561 : i32 to f32
      %564 = nvvm.convert.f32x2.to.f16x2 %563, %562 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %565 = llvm.bitcast %564 : vector<2xf16> to i32
      %566 = llvm.insertelement %565, %556[%557 : i64] : vector<16xi32>
      %567 = llvm.mlir.constant(4 : i64) : i64
      %568 = llvm.mlir.constant(8 : i64) : i64
      %569 = llvm.extractelement %525[%568 : i64] : vector<32xi32>
      %570 = llvm.mlir.constant(9 : i64) : i64
      %571 = llvm.extractelement %525[%570 : i64] : vector<32xi32>
      %572 = llvm.bitcast %569 : i32 to f32
      %573 = llvm.bitcast %571 : i32 to f32
      %574 = nvvm.convert.f32x2.to.f16x2 %573, %572 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %575 = llvm.bitcast %574 : vector<2xf16> to i32
      %576 = llvm.insertelement %575, %566[%567 : i64] : vector<16xi32>
      %577 = llvm.mlir.constant(5 : i64) : i64
      %578 = llvm.mlir.constant(10 : i64) : i64
      %579 = llvm.extractelement %525[%578 : i64] : vector<32xi32>
      %580 = llvm.mlir.constant(11 : i64) : i64
      %581 = llvm.extractelement %525[%580 : i64] : vector<32xi32>
      %582 = llvm.bitcast %579 : i32 to f32
      %583 = llvm.bitcast %581 : i32 to f32
      %584 = nvvm.convert.f32x2.to.f16x2 %583, %582 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %585 = llvm.bitcast %584 : vector<2xf16> to i32
      %586 = llvm.insertelement %585, %576[%577 : i64] : vector<16xi32>
      %587 = llvm.mlir.constant(6 : i64) : i64
      %588 = llvm.mlir.constant(12 : i64) : i64
      %589 = llvm.extractelement %525[%588 : i64] : vector<32xi32>
      %590 = llvm.mlir.constant(13 : i64) : i64
      %591 = llvm.extractelement %525[%590 : i64] : vector<32xi32>
      %592 = llvm.bitcast %589 : i32 to f32
      %593 = llvm.bitcast %591 : i32 to f32
      %594 = nvvm.convert.f32x2.to.f16x2 %593, %592 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %595 = llvm.bitcast %594 : vector<2xf16> to i32
      %596 = llvm.insertelement %595, %586[%587 : i64] : vector<16xi32>
      %597 = llvm.mlir.constant(7 : i64) : i64
      %598 = llvm.mlir.constant(14 : i64) : i64
      %599 = llvm.extractelement %525[%598 : i64] : vector<32xi32>
      %600 = llvm.mlir.constant(15 : i64) : i64
      %601 = llvm.extractelement %525[%600 : i64] : vector<32xi32>
      %602 = llvm.bitcast %599 : i32 to f32
      %603 = llvm.bitcast %601 : i32 to f32
      %604 = nvvm.convert.f32x2.to.f16x2 %603, %602 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %605 = llvm.bitcast %604 : vector<2xf16> to i32
      %606 = llvm.insertelement %605, %596[%597 : i64] : vector<16xi32>
      %607 = llvm.mlir.constant(8 : i64) : i64
      %608 = llvm.mlir.constant(16 : i64) : i64
      %609 = llvm.extractelement %525[%608 : i64] : vector<32xi32>
      %610 = llvm.mlir.constant(17 : i64) : i64
      %611 = llvm.extractelement %525[%610 : i64] : vector<32xi32>
      %612 = llvm.bitcast %609 : i32 to f32
      %613 = llvm.bitcast %611 : i32 to f32
      %614 = nvvm.convert.f32x2.to.f16x2 %613, %612 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %615 = llvm.bitcast %614 : vector<2xf16> to i32
      %616 = llvm.insertelement %615, %606[%607 : i64] : vector<16xi32>
      %617 = llvm.mlir.constant(9 : i64) : i64
      %618 = llvm.mlir.constant(18 : i64) : i64
      %619 = llvm.extractelement %525[%618 : i64] : vector<32xi32>
      %620 = llvm.mlir.constant(19 : i64) : i64
      %621 = llvm.extractelement %525[%620 : i64] : vector<32xi32>
      %622 = llvm.bitcast %619 : i32 to f32
      %623 = llvm.bitcast %621 : i32 to f32
      %624 = nvvm.convert.f32x2.to.f16x2 %623, %622 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %625 = llvm.bitcast %624 : vector<2xf16> to i32
      %626 = llvm.insertelement %625, %616[%617 : i64] : vector<16xi32>
      %627 = llvm.mlir.constant(10 : i64) : i64
      %628 = llvm.mlir.constant(20 : i64) : i64
      %629 = llvm.extractelement %525[%628 : i64] : vector<32xi32>
      %630 = llvm.mlir.constant(21 : i64) : i64
      %631 = llvm.extractelement %525[%630 : i64] : vector<32xi32>
      %632 = llvm.bitcast %629 : i32 to f32
      %633 = llvm.bitcast %631 : i32 to f32
      %634 = nvvm.convert.f32x2.to.f16x2 %633, %632 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %635 = llvm.bitcast %634 : vector<2xf16> to i32
      %636 = llvm.insertelement %635, %626[%627 : i64] : vector<16xi32>
      %637 = llvm.mlir.constant(11 : i64) : i64
      %638 = llvm.mlir.constant(22 : i64) : i64
      %639 = llvm.extractelement %525[%638 : i64] : vector<32xi32>
      %640 = llvm.mlir.constant(23 : i64) : i64
      %641 = llvm.extractelement %525[%640 : i64] : vector<32xi32>
      %642 = llvm.bitcast %639 : i32 to f32
      %643 = llvm.bitcast %641 : i32 to f32
      %644 = nvvm.convert.f32x2.to.f16x2 %643, %642 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %645 = llvm.bitcast %644 : vector<2xf16> to i32
      %646 = llvm.insertelement %645, %636[%637 : i64] : vector<16xi32>
      %647 = llvm.mlir.constant(12 : i64) : i64
      %648 = llvm.mlir.constant(24 : i64) : i64
      %649 = llvm.extractelement %525[%648 : i64] : vector<32xi32>
      %650 = llvm.mlir.constant(25 : i64) : i64
      %651 = llvm.extractelement %525[%650 : i64] : vector<32xi32>
      %652 = llvm.bitcast %649 : i32 to f32
      %653 = llvm.bitcast %651 : i32 to f32
      %654 = nvvm.convert.f32x2.to.f16x2 %653, %652 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %655 = llvm.bitcast %654 : vector<2xf16> to i32
      %656 = llvm.insertelement %655, %646[%647 : i64] : vector<16xi32>
      %657 = llvm.mlir.constant(13 : i64) : i64
      %658 = llvm.mlir.constant(26 : i64) : i64
      %659 = llvm.extractelement %525[%658 : i64] : vector<32xi32>
      %660 = llvm.mlir.constant(27 : i64) : i64
      %661 = llvm.extractelement %525[%660 : i64] : vector<32xi32>
      %662 = llvm.bitcast %659 : i32 to f32
      %663 = llvm.bitcast %661 : i32 to f32
      %664 = nvvm.convert.f32x2.to.f16x2 %663, %662 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %665 = llvm.bitcast %664 : vector<2xf16> to i32
      %666 = llvm.insertelement %665, %656[%657 : i64] : vector<16xi32>
      %667 = llvm.mlir.constant(14 : i64) : i64
      %668 = llvm.mlir.constant(28 : i64) : i64
      %669 = llvm.extractelement %525[%668 : i64] : vector<32xi32>
      %670 = llvm.mlir.constant(29 : i64) : i64
      %671 = llvm.extractelement %525[%670 : i64] : vector<32xi32>
      %672 = llvm.bitcast %669 : i32 to f32
      %673 = llvm.bitcast %671 : i32 to f32
      %674 = nvvm.convert.f32x2.to.f16x2 %673, %672 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %675 = llvm.bitcast %674 : vector<2xf16> to i32
      %676 = llvm.insertelement %675, %666[%667 : i64] : vector<16xi32>
      %677 = llvm.mlir.constant(15 : i64) : i64
      %678 = llvm.mlir.constant(30 : i64) : i64
      %679 = llvm.extractelement %525[%678 : i64] : vector<32xi32>
      %680 = llvm.mlir.constant(31 : i64) : i64
      %681 = llvm.extractelement %525[%680 : i64] : vector<32xi32>
      %682 = llvm.bitcast %679 : i32 to f32
      %683 = llvm.bitcast %681 : i32 to f32
      %684 = nvvm.convert.f32x2.to.f16x2 %683, %682 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %685 = llvm.bitcast %684 : vector<2xf16> to i32
      %686 = llvm.insertelement %685, %676[%677 : i64] : vector<16xi32>
      %687 = llvm.bitcast %686 : vector<16xi32> to vector<32xf16>
      llvm.store %687, %26 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb18(%10 : i32)
    ^bb18(%688: i32):  // 2 preds: ^bb17, ^bb21
      %689 = llvm.icmp "slt" %688, %23 : i32
      llvm.cond_br %689, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %690 = llvm.mul %688, %12 overflow<nsw> : i32
      %691 = llvm.getelementptr %26[%690] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %692 = llvm.mul %688, %2 overflow<nsw> : i32
      %693 = llvm.getelementptr %358[%692] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %694 = llvm.getelementptr %28[%688] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %695 = llvm.load %694 {alignment = 1 : i64} : !llvm.ptr -> i8
      %696 = llvm.icmp "ne" %695, %14 : i8
      llvm.cond_br %696, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %697 = llvm.load %691 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %697, %693 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %698 = llvm.add %688, %25 : i32
      llvm.br ^bb18(%698 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %699 = llvm.add %350, %25 : i32
      llvm.br ^bb11(%699 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h87b10ce6(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(96 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(128 : i32) : i32
    %6 = llvm.mlir.constant(96 : i32) : i32
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
    llvm.store %5, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %14[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %14[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %14[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %20 : i64, !llvm.ptr
    %21 = llvm.getelementptr %14[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %14[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %14[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %23 : i32, !llvm.ptr
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
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h6a0a5132(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h87b10ce6(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
