!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(16 : i64) : i64
      %1 = llvm.mlir.constant(1024 : i64) : i64
      %2 = llvm.mlir.constant(true) : i1
      %3 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(2 : i32) : i32
      %8 = llvm.mlir.constant(8 : i32) : i32
      %9 = llvm.mlir.constant(4096 : i32) : i32
      %10 = llvm.mlir.constant(5000 : i32) : i32
      %11 = llvm.mlir.constant(1024 : i32) : i32
      %12 = llvm.mlir.constant(2048 : i32) : i32
      %13 = llvm.mlir.constant(3072 : i32) : i32
      %14 = llvm.mlir.constant(dense<0xFC00> : vector<32xf16>) : vector<32xf16>
      %15 = llvm.mlir.constant(0 : i8) : i8
      %16 = llvm.mlir.constant(1.44269502 : f32) : f32
      %17 = llvm.mlir.constant(-1 : i32) : i32
      %18 = llvm.mlir.constant(16 : i32) : i32
      %19 = llvm.mlir.constant(31 : i32) : i32
      %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %21 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %22 = llvm.mlir.constant(4 : i32) : i32
      %23 = llvm.mlir.constant(32 : i32) : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.ptrtoint %3 : !llvm.ptr<3> to i32
      %31 = nvvm.shfl.sync idx %17, %30, %6, %19 : i32 -> i32
      %32 = llvm.zext %31 : i32 to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%33, %1 : !llvm.ptr<3>, i64)] : i1
      %34 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%35, %0 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.getelementptr %33[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %37 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %38 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %39 = llvm.srem %37, %23 : i32
      %40 = llvm.sdiv %37, %23 : i32
      %41 = llvm.mul %40, %23 : i32
      %42 = llvm.icmp "ne" %37, %41 : i32
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.icmp "slt" %37, %43 : i32
      %45 = llvm.mlir.constant(false) : i1
      %46 = llvm.icmp "ne" %44, %45 : i1
      %47 = llvm.and %42, %46 : i1
      %48 = llvm.mlir.constant(-1 : i32) : i32
      %49 = llvm.add %40, %48 : i32
      %50 = llvm.select %47, %49, %40 : i1, i32
      %51 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %52 = llvm.mul %37, %8 overflow<nsw> : i32
      %53 = llvm.mul %37, %8 : i32
      %54 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %55 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %56 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%6, %4, %5 : i32, f32, f32)
    ^bb1(%57: i32, %58: f32, %59: f32):  // 2 preds: ^bb0, ^bb7
      %60 = llvm.icmp "slt" %57, %7 : i32
      llvm.cond_br %60, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %61 = llvm.mul %38, %10 overflow<nsw> : i32
      %62 = llvm.mul %57, %9 overflow<nsw> : i32
      %63 = llvm.add %61, %62 overflow<nsw> : i32
      %64 = llvm.getelementptr %51[%63] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %65 = llvm.getelementptr %64[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %66 = llvm.mul %57, %9 : i32
      %67 = llvm.add %66, %53 : i32
      %68 = llvm.icmp "slt" %67, %10 : i32
      %69 = llvm.zext %68 : i1 to i8
      llvm.store %69, %29 {alignment = 32 : i64} : i8, !llvm.ptr
      %70 = llvm.add %67, %11 : i32
      %71 = llvm.icmp "slt" %70, %10 : i32
      %72 = llvm.zext %71 : i1 to i8
      llvm.store %72, %54 {alignment = 1 : i64} : i8, !llvm.ptr
      %73 = llvm.add %67, %12 : i32
      %74 = llvm.icmp "slt" %73, %10 : i32
      %75 = llvm.zext %74 : i1 to i8
      llvm.store %75, %55 {alignment = 2 : i64} : i8, !llvm.ptr
      %76 = llvm.add %67, %13 : i32
      %77 = llvm.icmp "slt" %76, %10 : i32
      %78 = llvm.zext %77 : i1 to i8
      llvm.store %78, %56 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %14, %28 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%6 : i32)
    ^bb3(%79: i32):  // 2 preds: ^bb2, ^bb6
      %80 = llvm.icmp "slt" %79, %22 : i32
      llvm.cond_br %80, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %81 = llvm.mul %79, %11 overflow<nsw> : i32
      %82 = llvm.getelementptr %65[%81] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %83 = llvm.mul %79, %8 overflow<nsw> : i32
      %84 = llvm.getelementptr %28[%83] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %85 = llvm.getelementptr %29[%79] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %86 = llvm.load %85 {alignment = 1 : i64} : !llvm.ptr -> i8
      %87 = llvm.icmp "ne" %86, %15 : i8
      llvm.cond_br %87, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %88 = llvm.load %82 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %88, %84 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %89 = llvm.add %79, %24 : i32
      llvm.br ^bb3(%89 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %90 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %91 = llvm.fpext %90 : vector<32xf16> to vector<32xf32>
      %92 = llvm.intr.vector.reduce.fmaximum(%91) : (vector<32xf32>) -> f32
      %93 = llvm.intr.maximum(%92, %5) : (f32, f32) -> f32
      %94 = llvm.intr.maximum(%59, %93) : (f32, f32) -> f32
      %95 = llvm.mlir.poison : vector<32xf32>
      %96 = llvm.mlir.constant(0 : i32) : i32
      %97 = llvm.insertelement %94, %95[%96 : i32] : vector<32xf32>
      %98 = llvm.shufflevector %97, %95 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %99 = llvm.fsub %91, %98 : vector<32xf32>
      %100 = llvm.fmul %99, %21 : vector<32xf32>
      %101 = llvm.mlir.poison : vector<32xf32>
      %102 = llvm.mlir.constant(0 : i64) : i64
      %103 = llvm.extractelement %100[%102 : i64] : vector<32xf32>
      %104 = llvm.call @__nv_exp2f(%103) : (f32) -> f32
      %105 = llvm.insertelement %104, %101[%102 : i64] : vector<32xf32>
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.extractelement %100[%106 : i64] : vector<32xf32>
      %108 = llvm.call @__nv_exp2f(%107) : (f32) -> f32
      %109 = llvm.insertelement %108, %105[%106 : i64] : vector<32xf32>
      %110 = llvm.mlir.constant(2 : i64) : i64
      %111 = llvm.extractelement %100[%110 : i64] : vector<32xf32>
      %112 = llvm.call @__nv_exp2f(%111) : (f32) -> f32
      %113 = llvm.insertelement %112, %109[%110 : i64] : vector<32xf32>
      %114 = llvm.mlir.constant(3 : i64) : i64
      %115 = llvm.extractelement %100[%114 : i64] : vector<32xf32>
      %116 = llvm.call @__nv_exp2f(%115) : (f32) -> f32
      %117 = llvm.insertelement %116, %113[%114 : i64] : vector<32xf32>
      %118 = llvm.mlir.constant(4 : i64) : i64
      %119 = llvm.extractelement %100[%118 : i64] : vector<32xf32>
      %120 = llvm.call @__nv_exp2f(%119) : (f32) -> f32
      %121 = llvm.insertelement %120, %117[%118 : i64] : vector<32xf32>
      %122 = llvm.mlir.constant(5 : i64) : i64
      %123 = llvm.extractelement %100[%122 : i64] : vector<32xf32>
      %124 = llvm.call @__nv_exp2f(%123) : (f32) -> f32
      %125 = llvm.insertelement %124, %121[%122 : i64] : vector<32xf32>
      %126 = llvm.mlir.constant(6 : i64) : i64
      %127 = llvm.extractelement %100[%126 : i64] : vector<32xf32>
      %128 = llvm.call @__nv_exp2f(%127) : (f32) -> f32
      %129 = llvm.insertelement %128, %125[%126 : i64] : vector<32xf32>
      %130 = llvm.mlir.constant(7 : i64) : i64
      %131 = llvm.extractelement %100[%130 : i64] : vector<32xf32>
      %132 = llvm.call @__nv_exp2f(%131) : (f32) -> f32
      %133 = llvm.insertelement %132, %129[%130 : i64] : vector<32xf32>
      %134 = llvm.mlir.constant(8 : i64) : i64
      %135 = llvm.extractelement %100[%134 : i64] : vector<32xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %133[%134 : i64] : vector<32xf32>
      %138 = llvm.mlir.constant(9 : i64) : i64
      %139 = llvm.extractelement %100[%138 : i64] : vector<32xf32>
      %140 = llvm.call @__nv_exp2f(%139) : (f32) -> f32
      %141 = llvm.insertelement %140, %137[%138 : i64] : vector<32xf32>
      %142 = llvm.mlir.constant(10 : i64) : i64
      %143 = llvm.extractelement %100[%142 : i64] : vector<32xf32>
      %144 = llvm.call @__nv_exp2f(%143) : (f32) -> f32
      %145 = llvm.insertelement %144, %141[%142 : i64] : vector<32xf32>
      %146 = llvm.mlir.constant(11 : i64) : i64
      %147 = llvm.extractelement %100[%146 : i64] : vector<32xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %145[%146 : i64] : vector<32xf32>
      %150 = llvm.mlir.constant(12 : i64) : i64
      %151 = llvm.extractelement %100[%150 : i64] : vector<32xf32>
      %152 = llvm.call @__nv_exp2f(%151) : (f32) -> f32
      %153 = llvm.insertelement %152, %149[%150 : i64] : vector<32xf32>
      %154 = llvm.mlir.constant(13 : i64) : i64
      %155 = llvm.extractelement %100[%154 : i64] : vector<32xf32>
      %156 = llvm.call @__nv_exp2f(%155) : (f32) -> f32
      %157 = llvm.insertelement %156, %153[%154 : i64] : vector<32xf32>
      %158 = llvm.mlir.constant(14 : i64) : i64
      %159 = llvm.extractelement %100[%158 : i64] : vector<32xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %157[%158 : i64] : vector<32xf32>
      %162 = llvm.mlir.constant(15 : i64) : i64
      %163 = llvm.extractelement %100[%162 : i64] : vector<32xf32>
      %164 = llvm.call @__nv_exp2f(%163) : (f32) -> f32
      %165 = llvm.insertelement %164, %161[%162 : i64] : vector<32xf32>
      %166 = llvm.mlir.constant(16 : i64) : i64
      %167 = llvm.extractelement %100[%166 : i64] : vector<32xf32>
      %168 = llvm.call @__nv_exp2f(%167) : (f32) -> f32
      %169 = llvm.insertelement %168, %165[%166 : i64] : vector<32xf32>
      %170 = llvm.mlir.constant(17 : i64) : i64
      %171 = llvm.extractelement %100[%170 : i64] : vector<32xf32>
      %172 = llvm.call @__nv_exp2f(%171) : (f32) -> f32
      %173 = llvm.insertelement %172, %169[%170 : i64] : vector<32xf32>
      %174 = llvm.mlir.constant(18 : i64) : i64
      %175 = llvm.extractelement %100[%174 : i64] : vector<32xf32>
      %176 = llvm.call @__nv_exp2f(%175) : (f32) -> f32
      %177 = llvm.insertelement %176, %173[%174 : i64] : vector<32xf32>
      %178 = llvm.mlir.constant(19 : i64) : i64
      %179 = llvm.extractelement %100[%178 : i64] : vector<32xf32>
      %180 = llvm.call @__nv_exp2f(%179) : (f32) -> f32
      %181 = llvm.insertelement %180, %177[%178 : i64] : vector<32xf32>
      %182 = llvm.mlir.constant(20 : i64) : i64
      %183 = llvm.extractelement %100[%182 : i64] : vector<32xf32>
      %184 = llvm.call @__nv_exp2f(%183) : (f32) -> f32
      %185 = llvm.insertelement %184, %181[%182 : i64] : vector<32xf32>
      %186 = llvm.mlir.constant(21 : i64) : i64
      %187 = llvm.extractelement %100[%186 : i64] : vector<32xf32>
      %188 = llvm.call @__nv_exp2f(%187) : (f32) -> f32
      %189 = llvm.insertelement %188, %185[%186 : i64] : vector<32xf32>
      %190 = llvm.mlir.constant(22 : i64) : i64
      %191 = llvm.extractelement %100[%190 : i64] : vector<32xf32>
      %192 = llvm.call @__nv_exp2f(%191) : (f32) -> f32
      %193 = llvm.insertelement %192, %189[%190 : i64] : vector<32xf32>
      %194 = llvm.mlir.constant(23 : i64) : i64
      %195 = llvm.extractelement %100[%194 : i64] : vector<32xf32>
      %196 = llvm.call @__nv_exp2f(%195) : (f32) -> f32
      %197 = llvm.insertelement %196, %193[%194 : i64] : vector<32xf32>
      %198 = llvm.mlir.constant(24 : i64) : i64
      %199 = llvm.extractelement %100[%198 : i64] : vector<32xf32>
      %200 = llvm.call @__nv_exp2f(%199) : (f32) -> f32
      %201 = llvm.insertelement %200, %197[%198 : i64] : vector<32xf32>
      %202 = llvm.mlir.constant(25 : i64) : i64
      %203 = llvm.extractelement %100[%202 : i64] : vector<32xf32>
      %204 = llvm.call @__nv_exp2f(%203) : (f32) -> f32
      %205 = llvm.insertelement %204, %201[%202 : i64] : vector<32xf32>
      %206 = llvm.mlir.constant(26 : i64) : i64
      %207 = llvm.extractelement %100[%206 : i64] : vector<32xf32>
      %208 = llvm.call @__nv_exp2f(%207) : (f32) -> f32
      %209 = llvm.insertelement %208, %205[%206 : i64] : vector<32xf32>
      %210 = llvm.mlir.constant(27 : i64) : i64
      %211 = llvm.extractelement %100[%210 : i64] : vector<32xf32>
      %212 = llvm.call @__nv_exp2f(%211) : (f32) -> f32
      %213 = llvm.insertelement %212, %209[%210 : i64] : vector<32xf32>
      %214 = llvm.mlir.constant(28 : i64) : i64
      %215 = llvm.extractelement %100[%214 : i64] : vector<32xf32>
      %216 = llvm.call @__nv_exp2f(%215) : (f32) -> f32
      %217 = llvm.insertelement %216, %213[%214 : i64] : vector<32xf32>
      %218 = llvm.mlir.constant(29 : i64) : i64
      %219 = llvm.extractelement %100[%218 : i64] : vector<32xf32>
      %220 = llvm.call @__nv_exp2f(%219) : (f32) -> f32
      %221 = llvm.insertelement %220, %217[%218 : i64] : vector<32xf32>
      %222 = llvm.mlir.constant(30 : i64) : i64
      %223 = llvm.extractelement %100[%222 : i64] : vector<32xf32>
      %224 = llvm.call @__nv_exp2f(%223) : (f32) -> f32
      %225 = llvm.insertelement %224, %221[%222 : i64] : vector<32xf32>
      %226 = llvm.mlir.constant(31 : i64) : i64
      %227 = llvm.extractelement %100[%226 : i64] : vector<32xf32>
      %228 = llvm.call @__nv_exp2f(%227) : (f32) -> f32
      %229 = llvm.insertelement %228, %225[%226 : i64] : vector<32xf32>
      %230 = "llvm.intr.vector.reduce.fadd"(%4, %229) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %231 = llvm.fsub %59, %94 : f32
      %232 = llvm.fmul %231, %16 : f32
      %233 = llvm.call @__nv_exp2f(%232) : (f32) -> f32
      %234 = llvm.fmul %58, %233 : f32
      %235 = llvm.fadd %234, %230 : f32
      %236 = llvm.add %57, %24 : i32
      llvm.br ^bb1(%236, %235, %94 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %237 = nvvm.shfl.sync bfly %17, %59, %18, %19 : f32 -> f32
      %238 = nvvm.shfl.sync bfly %17, %58, %18, %19 : f32 -> f32
      %239 = llvm.intr.maximum(%59, %237) : (f32, f32) -> f32
      %240 = llvm.fsub %59, %239 : f32
      %241 = llvm.fmul %240, %16 : f32
      %242 = llvm.call @__nv_exp2f(%241) : (f32) -> f32
      %243 = llvm.fmul %58, %242 : f32
      %244 = llvm.fsub %237, %239 : f32
      %245 = llvm.fmul %244, %16 : f32
      %246 = llvm.call @__nv_exp2f(%245) : (f32) -> f32
      %247 = llvm.fmul %238, %246 : f32
      %248 = llvm.fadd %243, %247 : f32
      %249 = nvvm.shfl.sync bfly %17, %239, %8, %19 : f32 -> f32
      %250 = nvvm.shfl.sync bfly %17, %248, %8, %19 : f32 -> f32
      %251 = llvm.intr.maximum(%239, %249) : (f32, f32) -> f32
      %252 = llvm.fsub %239, %251 : f32
      %253 = llvm.fmul %252, %16 : f32
      %254 = llvm.call @__nv_exp2f(%253) : (f32) -> f32
      %255 = llvm.fmul %248, %254 : f32
      %256 = llvm.fsub %249, %251 : f32
      %257 = llvm.fmul %256, %16 : f32
      %258 = llvm.call @__nv_exp2f(%257) : (f32) -> f32
      %259 = llvm.fmul %250, %258 : f32
      %260 = llvm.fadd %255, %259 : f32
      %261 = nvvm.shfl.sync bfly %17, %251, %22, %19 : f32 -> f32
      %262 = nvvm.shfl.sync bfly %17, %260, %22, %19 : f32 -> f32
      %263 = llvm.intr.maximum(%251, %261) : (f32, f32) -> f32
      %264 = llvm.fsub %251, %263 : f32
      %265 = llvm.fmul %264, %16 : f32
      %266 = llvm.call @__nv_exp2f(%265) : (f32) -> f32
      %267 = llvm.fmul %260, %266 : f32
      %268 = llvm.fsub %261, %263 : f32
      %269 = llvm.fmul %268, %16 : f32
      %270 = llvm.call @__nv_exp2f(%269) : (f32) -> f32
      %271 = llvm.fmul %262, %270 : f32
      %272 = llvm.fadd %267, %271 : f32
      %273 = nvvm.shfl.sync bfly %17, %263, %7, %19 : f32 -> f32
      %274 = nvvm.shfl.sync bfly %17, %272, %7, %19 : f32 -> f32
      %275 = llvm.intr.maximum(%263, %273) : (f32, f32) -> f32
      %276 = llvm.fsub %263, %275 : f32
      %277 = llvm.fmul %276, %16 : f32
      %278 = llvm.call @__nv_exp2f(%277) : (f32) -> f32
      %279 = llvm.fmul %272, %278 : f32
      %280 = llvm.fsub %273, %275 : f32
      %281 = llvm.fmul %280, %16 : f32
      %282 = llvm.call @__nv_exp2f(%281) : (f32) -> f32
      %283 = llvm.fmul %274, %282 : f32
      %284 = llvm.fadd %279, %283 : f32
      %285 = nvvm.shfl.sync bfly %17, %275, %24, %19 : f32 -> f32
      %286 = nvvm.shfl.sync bfly %17, %284, %24, %19 : f32 -> f32
      %287 = llvm.intr.maximum(%275, %285) : (f32, f32) -> f32
      %288 = llvm.fsub %275, %287 : f32
      %289 = llvm.fmul %288, %16 : f32
      %290 = llvm.call @__nv_exp2f(%289) : (f32) -> f32
      %291 = llvm.fmul %284, %290 : f32
      %292 = llvm.fsub %285, %287 : f32
      %293 = llvm.fmul %292, %16 : f32
      %294 = llvm.call @__nv_exp2f(%293) : (f32) -> f32
      %295 = llvm.fmul %286, %294 : f32
      %296 = llvm.fadd %291, %295 : f32
      %297 = llvm.icmp "eq" %39, %6 : i32
      llvm.cond_br %297, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %298 = llvm.getelementptr %35[%50] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %287, %298 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %299 = llvm.getelementptr %36[%50] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %296, %299 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %300 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %301 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %302 = llvm.getelementptr %35[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %303 = llvm.load %302 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %304 = llvm.getelementptr %36[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %305 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %306 = llvm.intr.maximum(%300, %303) : (f32, f32) -> f32
      %307 = llvm.fsub %300, %306 : f32
      %308 = llvm.fmul %307, %16 : f32
      %309 = llvm.call @__nv_exp2f(%308) : (f32) -> f32
      %310 = llvm.fmul %301, %309 : f32
      %311 = llvm.fsub %303, %306 : f32
      %312 = llvm.fmul %311, %16 : f32
      %313 = llvm.call @__nv_exp2f(%312) : (f32) -> f32
      %314 = llvm.fmul %305, %313 : f32
      %315 = llvm.fadd %310, %314 : f32
      %316 = llvm.getelementptr %35[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %317 = llvm.load %316 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %318 = llvm.getelementptr %36[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %319 = llvm.load %318 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %320 = llvm.intr.maximum(%306, %317) : (f32, f32) -> f32
      %321 = llvm.fsub %306, %320 : f32
      %322 = llvm.fmul %321, %16 : f32
      %323 = llvm.call @__nv_exp2f(%322) : (f32) -> f32
      %324 = llvm.fmul %315, %323 : f32
      %325 = llvm.fsub %317, %320 : f32
      %326 = llvm.fmul %325, %16 : f32
      %327 = llvm.call @__nv_exp2f(%326) : (f32) -> f32
      %328 = llvm.fmul %319, %327 : f32
      %329 = llvm.fadd %324, %328 : f32
      %330 = llvm.getelementptr %35[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %331 = llvm.load %330 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %332 = llvm.getelementptr %36[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %333 = llvm.load %332 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %334 = llvm.intr.maximum(%320, %331) : (f32, f32) -> f32
      %335 = llvm.fsub %320, %334 : f32
      %336 = llvm.fmul %335, %16 : f32
      %337 = llvm.call @__nv_exp2f(%336) : (f32) -> f32
      %338 = llvm.fmul %329, %337 : f32
      %339 = llvm.fsub %331, %334 : f32
      %340 = llvm.fmul %339, %16 : f32
      %341 = llvm.call @__nv_exp2f(%340) : (f32) -> f32
      %342 = llvm.fmul %333, %341 : f32
      %343 = llvm.fadd %338, %342 : f32
      %344 = llvm.call @__nv_log2f(%343) : (f32) -> f32
      %345 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %346 = llvm.mul %37, %8 overflow<nsw> : i32
      %347 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %348 = llvm.mul %37, %8 : i32
      %349 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %350 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %351 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %352 = llvm.mlir.poison : vector<32xf32>
      %353 = llvm.mlir.constant(0 : i32) : i32
      %354 = llvm.insertelement %334, %352[%353 : i32] : vector<32xf32>
      %355 = llvm.shufflevector %354, %352 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %356 = llvm.mlir.poison : vector<32xf32>
      %357 = llvm.mlir.constant(0 : i32) : i32
      %358 = llvm.insertelement %344, %356[%357 : i32] : vector<32xf32>
      %359 = llvm.shufflevector %358, %356 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb11(%6 : i32)
    ^bb11(%360: i32):  // 2 preds: ^bb10, ^bb22
      %361 = llvm.icmp "slt" %360, %7 : i32
      llvm.cond_br %361, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %362 = llvm.mul %38, %10 overflow<nsw> : i32
      %363 = llvm.mul %360, %9 overflow<nsw> : i32
      %364 = llvm.add %362, %363 overflow<nsw> : i32
      %365 = llvm.getelementptr %345[%364] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %366 = llvm.getelementptr %365[%346] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %367 = llvm.getelementptr %347[%364] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %368 = llvm.getelementptr %367[%346] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %369 = llvm.mul %360, %9 : i32
      %370 = llvm.add %369, %348 : i32
      %371 = llvm.icmp "slt" %370, %10 : i32
      %372 = llvm.zext %371 : i1 to i8
      llvm.store %372, %27 {alignment = 32 : i64} : i8, !llvm.ptr
      %373 = llvm.add %370, %11 : i32
      %374 = llvm.icmp "slt" %373, %10 : i32
      %375 = llvm.zext %374 : i1 to i8
      llvm.store %375, %349 {alignment = 1 : i64} : i8, !llvm.ptr
      %376 = llvm.add %370, %12 : i32
      %377 = llvm.icmp "slt" %376, %10 : i32
      %378 = llvm.zext %377 : i1 to i8
      llvm.store %378, %350 {alignment = 2 : i64} : i8, !llvm.ptr
      %379 = llvm.add %370, %13 : i32
      %380 = llvm.icmp "slt" %379, %10 : i32
      %381 = llvm.zext %380 : i1 to i8
      llvm.store %381, %351 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %20, %26 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb13(%6 : i32)
    ^bb13(%382: i32):  // 2 preds: ^bb12, ^bb16
      %383 = llvm.icmp "slt" %382, %22 : i32
      llvm.cond_br %383, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %384 = llvm.mul %382, %11 overflow<nsw> : i32
      %385 = llvm.getelementptr %366[%384] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %386 = llvm.mul %382, %8 overflow<nsw> : i32
      %387 = llvm.getelementptr %26[%386] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %388 = llvm.getelementptr %27[%382] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %389 = llvm.load %388 {alignment = 1 : i64} : !llvm.ptr -> i8
      %390 = llvm.icmp "ne" %389, %15 : i8
      llvm.cond_br %390, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %391 = llvm.load %385 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %391, %387 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %392 = llvm.add %382, %24 : i32
      llvm.br ^bb13(%392 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %393 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %394 = llvm.fpext %393 : vector<32xf16> to vector<32xf32>
      %395 = llvm.fsub %394, %355 : vector<32xf32>
      %396 = llvm.fmul %395, %21 : vector<32xf32>
      %397 = llvm.fsub %396, %359 : vector<32xf32>
      %398 = llvm.mlir.poison : vector<32xf32>
      %399 = llvm.mlir.constant(0 : i64) : i64
      %400 = llvm.extractelement %397[%399 : i64] : vector<32xf32>
      %401 = llvm.call @__nv_exp2f(%400) : (f32) -> f32
      %402 = llvm.insertelement %401, %398[%399 : i64] : vector<32xf32>
      %403 = llvm.mlir.constant(1 : i64) : i64
      %404 = llvm.extractelement %397[%403 : i64] : vector<32xf32>
      %405 = llvm.call @__nv_exp2f(%404) : (f32) -> f32
      %406 = llvm.insertelement %405, %402[%403 : i64] : vector<32xf32>
      %407 = llvm.mlir.constant(2 : i64) : i64
      %408 = llvm.extractelement %397[%407 : i64] : vector<32xf32>
      %409 = llvm.call @__nv_exp2f(%408) : (f32) -> f32
      %410 = llvm.insertelement %409, %406[%407 : i64] : vector<32xf32>
      %411 = llvm.mlir.constant(3 : i64) : i64
      %412 = llvm.extractelement %397[%411 : i64] : vector<32xf32>
      %413 = llvm.call @__nv_exp2f(%412) : (f32) -> f32
      %414 = llvm.insertelement %413, %410[%411 : i64] : vector<32xf32>
      %415 = llvm.mlir.constant(4 : i64) : i64
      %416 = llvm.extractelement %397[%415 : i64] : vector<32xf32>
      %417 = llvm.call @__nv_exp2f(%416) : (f32) -> f32
      %418 = llvm.insertelement %417, %414[%415 : i64] : vector<32xf32>
      %419 = llvm.mlir.constant(5 : i64) : i64
      %420 = llvm.extractelement %397[%419 : i64] : vector<32xf32>
      %421 = llvm.call @__nv_exp2f(%420) : (f32) -> f32
      %422 = llvm.insertelement %421, %418[%419 : i64] : vector<32xf32>
      %423 = llvm.mlir.constant(6 : i64) : i64
      %424 = llvm.extractelement %397[%423 : i64] : vector<32xf32>
      %425 = llvm.call @__nv_exp2f(%424) : (f32) -> f32
      %426 = llvm.insertelement %425, %422[%423 : i64] : vector<32xf32>
      %427 = llvm.mlir.constant(7 : i64) : i64
      %428 = llvm.extractelement %397[%427 : i64] : vector<32xf32>
      %429 = llvm.call @__nv_exp2f(%428) : (f32) -> f32
      %430 = llvm.insertelement %429, %426[%427 : i64] : vector<32xf32>
      %431 = llvm.mlir.constant(8 : i64) : i64
      %432 = llvm.extractelement %397[%431 : i64] : vector<32xf32>
      %433 = llvm.call @__nv_exp2f(%432) : (f32) -> f32
      %434 = llvm.insertelement %433, %430[%431 : i64] : vector<32xf32>
      %435 = llvm.mlir.constant(9 : i64) : i64
      %436 = llvm.extractelement %397[%435 : i64] : vector<32xf32>
      %437 = llvm.call @__nv_exp2f(%436) : (f32) -> f32
      %438 = llvm.insertelement %437, %434[%435 : i64] : vector<32xf32>
      %439 = llvm.mlir.constant(10 : i64) : i64
      %440 = llvm.extractelement %397[%439 : i64] : vector<32xf32>
      %441 = llvm.call @__nv_exp2f(%440) : (f32) -> f32
      %442 = llvm.insertelement %441, %438[%439 : i64] : vector<32xf32>
      %443 = llvm.mlir.constant(11 : i64) : i64
      %444 = llvm.extractelement %397[%443 : i64] : vector<32xf32>
      %445 = llvm.call @__nv_exp2f(%444) : (f32) -> f32
      %446 = llvm.insertelement %445, %442[%443 : i64] : vector<32xf32>
      %447 = llvm.mlir.constant(12 : i64) : i64
      %448 = llvm.extractelement %397[%447 : i64] : vector<32xf32>
      %449 = llvm.call @__nv_exp2f(%448) : (f32) -> f32
      %450 = llvm.insertelement %449, %446[%447 : i64] : vector<32xf32>
      %451 = llvm.mlir.constant(13 : i64) : i64
      %452 = llvm.extractelement %397[%451 : i64] : vector<32xf32>
      %453 = llvm.call @__nv_exp2f(%452) : (f32) -> f32
      %454 = llvm.insertelement %453, %450[%451 : i64] : vector<32xf32>
      %455 = llvm.mlir.constant(14 : i64) : i64
      %456 = llvm.extractelement %397[%455 : i64] : vector<32xf32>
      %457 = llvm.call @__nv_exp2f(%456) : (f32) -> f32
      %458 = llvm.insertelement %457, %454[%455 : i64] : vector<32xf32>
      %459 = llvm.mlir.constant(15 : i64) : i64
      %460 = llvm.extractelement %397[%459 : i64] : vector<32xf32>
      %461 = llvm.call @__nv_exp2f(%460) : (f32) -> f32
      %462 = llvm.insertelement %461, %458[%459 : i64] : vector<32xf32>
      %463 = llvm.mlir.constant(16 : i64) : i64
      %464 = llvm.extractelement %397[%463 : i64] : vector<32xf32>
      %465 = llvm.call @__nv_exp2f(%464) : (f32) -> f32
      %466 = llvm.insertelement %465, %462[%463 : i64] : vector<32xf32>
      %467 = llvm.mlir.constant(17 : i64) : i64
      %468 = llvm.extractelement %397[%467 : i64] : vector<32xf32>
      %469 = llvm.call @__nv_exp2f(%468) : (f32) -> f32
      %470 = llvm.insertelement %469, %466[%467 : i64] : vector<32xf32>
      %471 = llvm.mlir.constant(18 : i64) : i64
      %472 = llvm.extractelement %397[%471 : i64] : vector<32xf32>
      %473 = llvm.call @__nv_exp2f(%472) : (f32) -> f32
      %474 = llvm.insertelement %473, %470[%471 : i64] : vector<32xf32>
      %475 = llvm.mlir.constant(19 : i64) : i64
      %476 = llvm.extractelement %397[%475 : i64] : vector<32xf32>
      %477 = llvm.call @__nv_exp2f(%476) : (f32) -> f32
      %478 = llvm.insertelement %477, %474[%475 : i64] : vector<32xf32>
      %479 = llvm.mlir.constant(20 : i64) : i64
      %480 = llvm.extractelement %397[%479 : i64] : vector<32xf32>
      %481 = llvm.call @__nv_exp2f(%480) : (f32) -> f32
      %482 = llvm.insertelement %481, %478[%479 : i64] : vector<32xf32>
      %483 = llvm.mlir.constant(21 : i64) : i64
      %484 = llvm.extractelement %397[%483 : i64] : vector<32xf32>
      %485 = llvm.call @__nv_exp2f(%484) : (f32) -> f32
      %486 = llvm.insertelement %485, %482[%483 : i64] : vector<32xf32>
      %487 = llvm.mlir.constant(22 : i64) : i64
      %488 = llvm.extractelement %397[%487 : i64] : vector<32xf32>
      %489 = llvm.call @__nv_exp2f(%488) : (f32) -> f32
      %490 = llvm.insertelement %489, %486[%487 : i64] : vector<32xf32>
      %491 = llvm.mlir.constant(23 : i64) : i64
      %492 = llvm.extractelement %397[%491 : i64] : vector<32xf32>
      %493 = llvm.call @__nv_exp2f(%492) : (f32) -> f32
      %494 = llvm.insertelement %493, %490[%491 : i64] : vector<32xf32>
      %495 = llvm.mlir.constant(24 : i64) : i64
      %496 = llvm.extractelement %397[%495 : i64] : vector<32xf32>
      %497 = llvm.call @__nv_exp2f(%496) : (f32) -> f32
      %498 = llvm.insertelement %497, %494[%495 : i64] : vector<32xf32>
      %499 = llvm.mlir.constant(25 : i64) : i64
      %500 = llvm.extractelement %397[%499 : i64] : vector<32xf32>
      %501 = llvm.call @__nv_exp2f(%500) : (f32) -> f32
      %502 = llvm.insertelement %501, %498[%499 : i64] : vector<32xf32>
      %503 = llvm.mlir.constant(26 : i64) : i64
      %504 = llvm.extractelement %397[%503 : i64] : vector<32xf32>
      %505 = llvm.call @__nv_exp2f(%504) : (f32) -> f32
      %506 = llvm.insertelement %505, %502[%503 : i64] : vector<32xf32>
      %507 = llvm.mlir.constant(27 : i64) : i64
      %508 = llvm.extractelement %397[%507 : i64] : vector<32xf32>
      %509 = llvm.call @__nv_exp2f(%508) : (f32) -> f32
      %510 = llvm.insertelement %509, %506[%507 : i64] : vector<32xf32>
      %511 = llvm.mlir.constant(28 : i64) : i64
      %512 = llvm.extractelement %397[%511 : i64] : vector<32xf32>
      %513 = llvm.call @__nv_exp2f(%512) : (f32) -> f32
      %514 = llvm.insertelement %513, %510[%511 : i64] : vector<32xf32>
      %515 = llvm.mlir.constant(29 : i64) : i64
      %516 = llvm.extractelement %397[%515 : i64] : vector<32xf32>
      %517 = llvm.call @__nv_exp2f(%516) : (f32) -> f32
      %518 = llvm.insertelement %517, %514[%515 : i64] : vector<32xf32>
      %519 = llvm.mlir.constant(30 : i64) : i64
      %520 = llvm.extractelement %397[%519 : i64] : vector<32xf32>
      %521 = llvm.call @__nv_exp2f(%520) : (f32) -> f32
      %522 = llvm.insertelement %521, %518[%519 : i64] : vector<32xf32>
      %523 = llvm.mlir.constant(31 : i64) : i64
      %524 = llvm.extractelement %397[%523 : i64] : vector<32xf32>
      %525 = llvm.call @__nv_exp2f(%524) : (f32) -> f32
      %526 = llvm.insertelement %525, %522[%523 : i64] : vector<32xf32>
      %527 = llvm.bitcast %526 : vector<32xf32> to vector<32xi32>
      %528 = llvm.mlir.undef : vector<16xi32>
      %529 = llvm.mlir.constant(0 : i64) : i64
      %530 = llvm.mlir.constant(0 : i64) : i64
      %531 = llvm.extractelement %527[%530 : i64] : vector<32xi32>
      %532 = llvm.mlir.constant(1 : i64) : i64
      %533 = llvm.extractelement %527[%532 : i64] : vector<32xi32>
      %534 = llvm.bitcast %531 : i32 to f32
      %535 = llvm.bitcast %533 : i32 to f32
      %536 = nvvm.convert.f32x2.to.f16x2 %535, %534 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %537 = llvm.bitcast %536 : vector<2xf16> to i32
      %538 = llvm.insertelement %537, %528[%529 : i64] : vector<16xi32>
      %539 = llvm.mlir.constant(1 : i64) : i64
      %540 = llvm.mlir.constant(2 : i64) : i64
      %541 = llvm.extractelement %527[%540 : i64] : vector<32xi32>
      %542 = llvm.mlir.constant(3 : i64) : i64
      %543 = llvm.extractelement %527[%542 : i64] : vector<32xi32>
      %544 = llvm.bitcast %541 : i32 to f32
      %545 = llvm.bitcast %543 : i32 to f32
      %546 = nvvm.convert.f32x2.to.f16x2 %545, %544 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %547 = llvm.bitcast %546 : vector<2xf16> to i32
      %548 = llvm.insertelement %547, %538[%539 : i64] : vector<16xi32>
      %549 = llvm.mlir.constant(2 : i64) : i64
      %550 = llvm.mlir.constant(4 : i64) : i64
      %551 = llvm.extractelement %527[%550 : i64] : vector<32xi32>
      %552 = llvm.mlir.constant(5 : i64) : i64
      %553 = llvm.extractelement %527[%552 : i64] : vector<32xi32>
      %554 = llvm.bitcast %551 : i32 to f32
      %555 = llvm.bitcast %553 : i32 to f32
      %556 = nvvm.convert.f32x2.to.f16x2 %555, %554 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %557 = llvm.bitcast %556 : vector<2xf16> to i32
      %558 = llvm.insertelement %557, %548[%549 : i64] : vector<16xi32>
      %559 = llvm.mlir.constant(3 : i64) : i64
      %560 = llvm.mlir.constant(6 : i64) : i64
      %561 = llvm.extractelement %527[%560 : i64] : vector<32xi32>
      %562 = llvm.mlir.constant(7 : i64) : i64
      %563 = llvm.extractelement %527[%562 : i64] : vector<32xi32>
      %564 = llvm.bitcast %561 : i32 to f32
      %565 = llvm.bitcast %563 : i32 to f32
      %566 = nvvm.convert.f32x2.to.f16x2 %565, %564 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %567 = llvm.bitcast %566 : vector<2xf16> to i32
      %568 = llvm.insertelement %567, %558[%559 : i64] : vector<16xi32>
      %569 = llvm.mlir.constant(4 : i64) : i64
      %570 = llvm.mlir.constant(8 : i64) : i64
      %571 = llvm.extractelement %527[%570 : i64] : vector<32xi32>
      %572 = llvm.mlir.constant(9 : i64) : i64
      %573 = llvm.extractelement %527[%572 : i64] : vector<32xi32>
      %574 = llvm.bitcast %571 : i32 to f32
      %575 = llvm.bitcast %573 : i32 to f32
      %576 = nvvm.convert.f32x2.to.f16x2 %575, %574 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %577 = llvm.bitcast %576 : vector<2xf16> to i32
      %578 = llvm.insertelement %577, %568[%569 : i64] : vector<16xi32>
      %579 = llvm.mlir.constant(5 : i64) : i64
      %580 = llvm.mlir.constant(10 : i64) : i64
      %581 = llvm.extractelement %527[%580 : i64] : vector<32xi32>
      %582 = llvm.mlir.constant(11 : i64) : i64
      %583 = llvm.extractelement %527[%582 : i64] : vector<32xi32>
      %584 = llvm.bitcast %581 : i32 to f32
      %585 = llvm.bitcast %583 : i32 to f32
      %586 = nvvm.convert.f32x2.to.f16x2 %585, %584 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %587 = llvm.bitcast %586 : vector<2xf16> to i32
      %588 = llvm.insertelement %587, %578[%579 : i64] : vector<16xi32>
      %589 = llvm.mlir.constant(6 : i64) : i64
      %590 = llvm.mlir.constant(12 : i64) : i64
      %591 = llvm.extractelement %527[%590 : i64] : vector<32xi32>
      %592 = llvm.mlir.constant(13 : i64) : i64
      %593 = llvm.extractelement %527[%592 : i64] : vector<32xi32>
      %594 = llvm.bitcast %591 : i32 to f32
      %595 = llvm.bitcast %593 : i32 to f32
      %596 = nvvm.convert.f32x2.to.f16x2 %595, %594 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %597 = llvm.bitcast %596 : vector<2xf16> to i32
      %598 = llvm.insertelement %597, %588[%589 : i64] : vector<16xi32>
      %599 = llvm.mlir.constant(7 : i64) : i64
      %600 = llvm.mlir.constant(14 : i64) : i64
      %601 = llvm.extractelement %527[%600 : i64] : vector<32xi32>
      %602 = llvm.mlir.constant(15 : i64) : i64
      %603 = llvm.extractelement %527[%602 : i64] : vector<32xi32>
      %604 = llvm.bitcast %601 : i32 to f32
      %605 = llvm.bitcast %603 : i32 to f32
      %606 = nvvm.convert.f32x2.to.f16x2 %605, %604 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %607 = llvm.bitcast %606 : vector<2xf16> to i32
      %608 = llvm.insertelement %607, %598[%599 : i64] : vector<16xi32>
      %609 = llvm.mlir.constant(8 : i64) : i64
      %610 = llvm.mlir.constant(16 : i64) : i64
      %611 = llvm.extractelement %527[%610 : i64] : vector<32xi32>
      %612 = llvm.mlir.constant(17 : i64) : i64
      %613 = llvm.extractelement %527[%612 : i64] : vector<32xi32>
      %614 = llvm.bitcast %611 : i32 to f32
      %615 = llvm.bitcast %613 : i32 to f32
      %616 = nvvm.convert.f32x2.to.f16x2 %615, %614 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %617 = llvm.bitcast %616 : vector<2xf16> to i32
      %618 = llvm.insertelement %617, %608[%609 : i64] : vector<16xi32>
      %619 = llvm.mlir.constant(9 : i64) : i64
      %620 = llvm.mlir.constant(18 : i64) : i64
      %621 = llvm.extractelement %527[%620 : i64] : vector<32xi32>
      %622 = llvm.mlir.constant(19 : i64) : i64
      %623 = llvm.extractelement %527[%622 : i64] : vector<32xi32>
      %624 = llvm.bitcast %621 : i32 to f32
      %625 = llvm.bitcast %623 : i32 to f32
      %626 = nvvm.convert.f32x2.to.f16x2 %625, %624 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %627 = llvm.bitcast %626 : vector<2xf16> to i32
      %628 = llvm.insertelement %627, %618[%619 : i64] : vector<16xi32>
      %629 = llvm.mlir.constant(10 : i64) : i64
      %630 = llvm.mlir.constant(20 : i64) : i64
      %631 = llvm.extractelement %527[%630 : i64] : vector<32xi32>
      %632 = llvm.mlir.constant(21 : i64) : i64
      %633 = llvm.extractelement %527[%632 : i64] : vector<32xi32>
      %634 = llvm.bitcast %631 : i32 to f32
      %635 = llvm.bitcast %633 : i32 to f32
      %636 = nvvm.convert.f32x2.to.f16x2 %635, %634 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %637 = llvm.bitcast %636 : vector<2xf16> to i32
      %638 = llvm.insertelement %637, %628[%629 : i64] : vector<16xi32>
      %639 = llvm.mlir.constant(11 : i64) : i64
      %640 = llvm.mlir.constant(22 : i64) : i64
      %641 = llvm.extractelement %527[%640 : i64] : vector<32xi32>
      %642 = llvm.mlir.constant(23 : i64) : i64
      %643 = llvm.extractelement %527[%642 : i64] : vector<32xi32>
      %644 = llvm.bitcast %641 : i32 to f32
      %645 = llvm.bitcast %643 : i32 to f32
      %646 = nvvm.convert.f32x2.to.f16x2 %645, %644 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %647 = llvm.bitcast %646 : vector<2xf16> to i32
      %648 = llvm.insertelement %647, %638[%639 : i64] : vector<16xi32>
      %649 = llvm.mlir.constant(12 : i64) : i64
      %650 = llvm.mlir.constant(24 : i64) : i64
      %651 = llvm.extractelement %527[%650 : i64] : vector<32xi32>
      %652 = llvm.mlir.constant(25 : i64) : i64
      %653 = llvm.extractelement %527[%652 : i64] : vector<32xi32>
      %654 = llvm.bitcast %651 : i32 to f32
      %655 = llvm.bitcast %653 : i32 to f32
      %656 = nvvm.convert.f32x2.to.f16x2 %655, %654 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %657 = llvm.bitcast %656 : vector<2xf16> to i32
      %658 = llvm.insertelement %657, %648[%649 : i64] : vector<16xi32>
      %659 = llvm.mlir.constant(13 : i64) : i64
      %660 = llvm.mlir.constant(26 : i64) : i64
      %661 = llvm.extractelement %527[%660 : i64] : vector<32xi32>
      %662 = llvm.mlir.constant(27 : i64) : i64
      %663 = llvm.extractelement %527[%662 : i64] : vector<32xi32>
      %664 = llvm.bitcast %661 : i32 to f32
      %665 = llvm.bitcast %663 : i32 to f32
      %666 = nvvm.convert.f32x2.to.f16x2 %665, %664 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %667 = llvm.bitcast %666 : vector<2xf16> to i32
      %668 = llvm.insertelement %667, %658[%659 : i64] : vector<16xi32>
      %669 = llvm.mlir.constant(14 : i64) : i64
      %670 = llvm.mlir.constant(28 : i64) : i64
      %671 = llvm.extractelement %527[%670 : i64] : vector<32xi32>
      %672 = llvm.mlir.constant(29 : i64) : i64
      %673 = llvm.extractelement %527[%672 : i64] : vector<32xi32>
      %674 = llvm.bitcast %671 : i32 to f32
      %675 = llvm.bitcast %673 : i32 to f32
      %676 = nvvm.convert.f32x2.to.f16x2 %675, %674 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %677 = llvm.bitcast %676 : vector<2xf16> to i32
      %678 = llvm.insertelement %677, %668[%669 : i64] : vector<16xi32>
      %679 = llvm.mlir.constant(15 : i64) : i64
      %680 = llvm.mlir.constant(30 : i64) : i64
      %681 = llvm.extractelement %527[%680 : i64] : vector<32xi32>
      %682 = llvm.mlir.constant(31 : i64) : i64
      %683 = llvm.extractelement %527[%682 : i64] : vector<32xi32>
      %684 = llvm.bitcast %681 : i32 to f32
      %685 = llvm.bitcast %683 : i32 to f32
      %686 = nvvm.convert.f32x2.to.f16x2 %685, %684 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %687 = llvm.bitcast %686 : vector<2xf16> to i32
      %688 = llvm.insertelement %687, %678[%679 : i64] : vector<16xi32>
      %689 = llvm.bitcast %688 : vector<16xi32> to vector<32xf16>
      llvm.store %689, %25 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb18(%6 : i32)
    ^bb18(%690: i32):  // 2 preds: ^bb17, ^bb21
      %691 = llvm.icmp "slt" %690, %22 : i32
      llvm.cond_br %691, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %692 = llvm.mul %690, %8 overflow<nsw> : i32
      %693 = llvm.getelementptr %25[%692] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %694 = llvm.mul %690, %11 overflow<nsw> : i32
      %695 = llvm.getelementptr %368[%694] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %696 = llvm.getelementptr %27[%690] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %697 = llvm.load %696 {alignment = 1 : i64} : !llvm.ptr -> i8
      %698 = llvm.icmp "ne" %697, %15 : i8
      llvm.cond_br %698, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %699 = llvm.load %693 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %699, %695 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %700 = llvm.add %690, %24 : i32
      llvm.br ^bb18(%700 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %701 = llvm.add %360, %24 : i32
      llvm.br ^bb11(%701 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h00aa70ac(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h971a7d78(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h00aa70ac(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
