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
      %15 = llvm.mlir.constant(1.44269502 : f32) : f32
      %16 = llvm.mlir.constant(-1 : i32) : i32
      %17 = llvm.mlir.constant(16 : i32) : i32
      %18 = llvm.mlir.constant(31 : i32) : i32
      %19 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %21 = llvm.mlir.constant(96 : i32) : i32
      %22 = llvm.mlir.constant(5000 : i32) : i32
      %23 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(32 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %25 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %25 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %25 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %33 = nvvm.shfl.sync idx %16, %32, %10, %18 : i32 -> i32
      %34 = llvm.zext %33 : i32 to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%35, %5 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%37, %4 : !llvm.ptr<3>, i64)] : i1
      %38 = llvm.getelementptr %35[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %39 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %40 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %41 = llvm.srem %39, %25 : i32
      %42 = llvm.sdiv %39, %25 : i32
      %43 = llvm.mul %42, %25 : i32
      %44 = llvm.icmp "ne" %39, %43 : i32
      %45 = llvm.mlir.constant(0 : i32) : i32
      %46 = llvm.icmp "slt" %39, %45 : i32
      %47 = llvm.mlir.constant(false) : i1
      %48 = llvm.icmp "ne" %46, %47 : i1
      %49 = llvm.and %44, %48 : i1
      %50 = llvm.mlir.constant(-1 : i32) : i32
      %51 = llvm.add %42, %50 : i32
      %52 = llvm.select %49, %51, %42 : i1, i32
      %53 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %54 = llvm.mul %39, %12 overflow<nsw> : i32
      %55 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %56 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%10, %8, %9 : i32, f32, f32)
    ^bb1(%58: i32, %59: f32, %60: f32):  // 2 preds: ^bb0, ^bb7
      %61 = llvm.icmp "slt" %58, %11 : i32
      llvm.cond_br %61, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %62 = llvm.mul %40, %22 overflow<nsw> : i32
      %63 = llvm.mul %58, %3 overflow<nsw> : i32
      %64 = llvm.add %62, %63 overflow<nsw> : i32
      %65 = llvm.getelementptr %53[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %66 = llvm.getelementptr %65[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %67 = llvm.mul %58, %3 overflow<nsw> : i32
      %68 = llvm.add %67, %54 overflow<nsw> : i32
      %69 = llvm.icmp "slt" %40, %21 : i32
      %70 = llvm.icmp "slt" %68, %22 : i32
      %71 = llvm.and %69, %70 : i1
      %72 = llvm.zext %71 : i1 to i8
      llvm.store %72, %31 {alignment = 32 : i64} : i8, !llvm.ptr
      %73 = llvm.add %68, %2 overflow<nsw> : i32
      %74 = llvm.icmp "slt" %40, %21 : i32
      %75 = llvm.icmp "slt" %73, %22 : i32
      %76 = llvm.and %74, %75 : i1
      %77 = llvm.zext %76 : i1 to i8
      llvm.store %77, %55 {alignment = 1 : i64} : i8, !llvm.ptr
      %78 = llvm.add %68, %1 overflow<nsw> : i32
      %79 = llvm.icmp "slt" %40, %21 : i32
      %80 = llvm.icmp "slt" %78, %22 : i32
      %81 = llvm.and %79, %80 : i1
      %82 = llvm.zext %81 : i1 to i8
      llvm.store %82, %56 {alignment = 2 : i64} : i8, !llvm.ptr
      %83 = llvm.add %68, %0 overflow<nsw> : i32
      %84 = llvm.icmp "slt" %40, %21 : i32
      %85 = llvm.icmp "slt" %83, %22 : i32
      %86 = llvm.and %84, %85 : i1
      %87 = llvm.zext %86 : i1 to i8
      llvm.store %87, %57 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %30 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%10 : i32)
    ^bb3(%88: i32):  // 2 preds: ^bb2, ^bb6
      %89 = llvm.icmp "slt" %88, %24 : i32
      llvm.cond_br %89, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %90 = llvm.mul %88, %2 overflow<nsw> : i32
      %91 = llvm.getelementptr %66[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %92 = llvm.mul %88, %12 overflow<nsw> : i32
      %93 = llvm.getelementptr %30[%92] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %94 = llvm.getelementptr %31[%88] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %95 = llvm.load %94 {alignment = 1 : i64} : !llvm.ptr -> i8
      %96 = llvm.icmp "ne" %95, %14 : i8
      llvm.cond_br %96, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %97 = llvm.load %91 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %97, %93 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %98 = llvm.add %88, %26 : i32
      llvm.br ^bb3(%98 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %99 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %100 = llvm.fpext %99 : vector<32xf16> to vector<32xf32>
      %101 = llvm.intr.vector.reduce.fmaximum(%100) : (vector<32xf32>) -> f32
      %102 = llvm.intr.maximum(%101, %9) : (f32, f32) -> f32
      %103 = llvm.intr.maximum(%60, %102) : (f32, f32) -> f32
      %104 = llvm.mlir.poison : vector<32xf32>
      %105 = llvm.mlir.constant(0 : i32) : i32
      %106 = llvm.insertelement %103, %104[%105 : i32] : vector<32xf32>
      %107 = llvm.shufflevector %106, %104 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %108 = llvm.fsub %100, %107 : vector<32xf32>
      %109 = llvm.fmul %108, %23 : vector<32xf32>
      %110 = llvm.mlir.poison : vector<32xf32>
      %111 = llvm.mlir.constant(0 : i64) : i64
      %112 = llvm.extractelement %109[%111 : i64] : vector<32xf32>
      %113 = llvm.call @__nv_exp2f(%112) : (f32) -> f32
      %114 = llvm.insertelement %113, %110[%111 : i64] : vector<32xf32>
      %115 = llvm.mlir.constant(1 : i64) : i64
      %116 = llvm.extractelement %109[%115 : i64] : vector<32xf32>
      %117 = llvm.call @__nv_exp2f(%116) : (f32) -> f32
      %118 = llvm.insertelement %117, %114[%115 : i64] : vector<32xf32>
      %119 = llvm.mlir.constant(2 : i64) : i64
      %120 = llvm.extractelement %109[%119 : i64] : vector<32xf32>
      %121 = llvm.call @__nv_exp2f(%120) : (f32) -> f32
      %122 = llvm.insertelement %121, %118[%119 : i64] : vector<32xf32>
      %123 = llvm.mlir.constant(3 : i64) : i64
      %124 = llvm.extractelement %109[%123 : i64] : vector<32xf32>
      %125 = llvm.call @__nv_exp2f(%124) : (f32) -> f32
      %126 = llvm.insertelement %125, %122[%123 : i64] : vector<32xf32>
      %127 = llvm.mlir.constant(4 : i64) : i64
      %128 = llvm.extractelement %109[%127 : i64] : vector<32xf32>
      %129 = llvm.call @__nv_exp2f(%128) : (f32) -> f32
      %130 = llvm.insertelement %129, %126[%127 : i64] : vector<32xf32>
      %131 = llvm.mlir.constant(5 : i64) : i64
      %132 = llvm.extractelement %109[%131 : i64] : vector<32xf32>
      %133 = llvm.call @__nv_exp2f(%132) : (f32) -> f32
      %134 = llvm.insertelement %133, %130[%131 : i64] : vector<32xf32>
      %135 = llvm.mlir.constant(6 : i64) : i64
      %136 = llvm.extractelement %109[%135 : i64] : vector<32xf32>
      %137 = llvm.call @__nv_exp2f(%136) : (f32) -> f32
      %138 = llvm.insertelement %137, %134[%135 : i64] : vector<32xf32>
      %139 = llvm.mlir.constant(7 : i64) : i64
      %140 = llvm.extractelement %109[%139 : i64] : vector<32xf32>
      %141 = llvm.call @__nv_exp2f(%140) : (f32) -> f32
      %142 = llvm.insertelement %141, %138[%139 : i64] : vector<32xf32>
      %143 = llvm.mlir.constant(8 : i64) : i64
      %144 = llvm.extractelement %109[%143 : i64] : vector<32xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %142[%143 : i64] : vector<32xf32>
      %147 = llvm.mlir.constant(9 : i64) : i64
      %148 = llvm.extractelement %109[%147 : i64] : vector<32xf32>
      %149 = llvm.call @__nv_exp2f(%148) : (f32) -> f32
      %150 = llvm.insertelement %149, %146[%147 : i64] : vector<32xf32>
      %151 = llvm.mlir.constant(10 : i64) : i64
      %152 = llvm.extractelement %109[%151 : i64] : vector<32xf32>
      %153 = llvm.call @__nv_exp2f(%152) : (f32) -> f32
      %154 = llvm.insertelement %153, %150[%151 : i64] : vector<32xf32>
      %155 = llvm.mlir.constant(11 : i64) : i64
      %156 = llvm.extractelement %109[%155 : i64] : vector<32xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %154[%155 : i64] : vector<32xf32>
      %159 = llvm.mlir.constant(12 : i64) : i64
      %160 = llvm.extractelement %109[%159 : i64] : vector<32xf32>
      %161 = llvm.call @__nv_exp2f(%160) : (f32) -> f32
      %162 = llvm.insertelement %161, %158[%159 : i64] : vector<32xf32>
      %163 = llvm.mlir.constant(13 : i64) : i64
      %164 = llvm.extractelement %109[%163 : i64] : vector<32xf32>
      %165 = llvm.call @__nv_exp2f(%164) : (f32) -> f32
      %166 = llvm.insertelement %165, %162[%163 : i64] : vector<32xf32>
      %167 = llvm.mlir.constant(14 : i64) : i64
      %168 = llvm.extractelement %109[%167 : i64] : vector<32xf32>
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.insertelement %169, %166[%167 : i64] : vector<32xf32>
      %171 = llvm.mlir.constant(15 : i64) : i64
      %172 = llvm.extractelement %109[%171 : i64] : vector<32xf32>
      %173 = llvm.call @__nv_exp2f(%172) : (f32) -> f32
      %174 = llvm.insertelement %173, %170[%171 : i64] : vector<32xf32>
      %175 = llvm.mlir.constant(16 : i64) : i64
      %176 = llvm.extractelement %109[%175 : i64] : vector<32xf32>
      %177 = llvm.call @__nv_exp2f(%176) : (f32) -> f32
      %178 = llvm.insertelement %177, %174[%175 : i64] : vector<32xf32>
      %179 = llvm.mlir.constant(17 : i64) : i64
      %180 = llvm.extractelement %109[%179 : i64] : vector<32xf32>
      %181 = llvm.call @__nv_exp2f(%180) : (f32) -> f32
      %182 = llvm.insertelement %181, %178[%179 : i64] : vector<32xf32>
      %183 = llvm.mlir.constant(18 : i64) : i64
      %184 = llvm.extractelement %109[%183 : i64] : vector<32xf32>
      %185 = llvm.call @__nv_exp2f(%184) : (f32) -> f32
      %186 = llvm.insertelement %185, %182[%183 : i64] : vector<32xf32>
      %187 = llvm.mlir.constant(19 : i64) : i64
      %188 = llvm.extractelement %109[%187 : i64] : vector<32xf32>
      %189 = llvm.call @__nv_exp2f(%188) : (f32) -> f32
      %190 = llvm.insertelement %189, %186[%187 : i64] : vector<32xf32>
      %191 = llvm.mlir.constant(20 : i64) : i64
      %192 = llvm.extractelement %109[%191 : i64] : vector<32xf32>
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.insertelement %193, %190[%191 : i64] : vector<32xf32>
      %195 = llvm.mlir.constant(21 : i64) : i64
      %196 = llvm.extractelement %109[%195 : i64] : vector<32xf32>
      %197 = llvm.call @__nv_exp2f(%196) : (f32) -> f32
      %198 = llvm.insertelement %197, %194[%195 : i64] : vector<32xf32>
      %199 = llvm.mlir.constant(22 : i64) : i64
      %200 = llvm.extractelement %109[%199 : i64] : vector<32xf32>
      %201 = llvm.call @__nv_exp2f(%200) : (f32) -> f32
      %202 = llvm.insertelement %201, %198[%199 : i64] : vector<32xf32>
      %203 = llvm.mlir.constant(23 : i64) : i64
      %204 = llvm.extractelement %109[%203 : i64] : vector<32xf32>
      %205 = llvm.call @__nv_exp2f(%204) : (f32) -> f32
      %206 = llvm.insertelement %205, %202[%203 : i64] : vector<32xf32>
      %207 = llvm.mlir.constant(24 : i64) : i64
      %208 = llvm.extractelement %109[%207 : i64] : vector<32xf32>
      %209 = llvm.call @__nv_exp2f(%208) : (f32) -> f32
      %210 = llvm.insertelement %209, %206[%207 : i64] : vector<32xf32>
      %211 = llvm.mlir.constant(25 : i64) : i64
      %212 = llvm.extractelement %109[%211 : i64] : vector<32xf32>
      %213 = llvm.call @__nv_exp2f(%212) : (f32) -> f32
      %214 = llvm.insertelement %213, %210[%211 : i64] : vector<32xf32>
      %215 = llvm.mlir.constant(26 : i64) : i64
      %216 = llvm.extractelement %109[%215 : i64] : vector<32xf32>
      %217 = llvm.call @__nv_exp2f(%216) : (f32) -> f32
      %218 = llvm.insertelement %217, %214[%215 : i64] : vector<32xf32>
      %219 = llvm.mlir.constant(27 : i64) : i64
      %220 = llvm.extractelement %109[%219 : i64] : vector<32xf32>
      %221 = llvm.call @__nv_exp2f(%220) : (f32) -> f32
      %222 = llvm.insertelement %221, %218[%219 : i64] : vector<32xf32>
      %223 = llvm.mlir.constant(28 : i64) : i64
      %224 = llvm.extractelement %109[%223 : i64] : vector<32xf32>
      %225 = llvm.call @__nv_exp2f(%224) : (f32) -> f32
      %226 = llvm.insertelement %225, %222[%223 : i64] : vector<32xf32>
      %227 = llvm.mlir.constant(29 : i64) : i64
      %228 = llvm.extractelement %109[%227 : i64] : vector<32xf32>
      %229 = llvm.call @__nv_exp2f(%228) : (f32) -> f32
      %230 = llvm.insertelement %229, %226[%227 : i64] : vector<32xf32>
      %231 = llvm.mlir.constant(30 : i64) : i64
      %232 = llvm.extractelement %109[%231 : i64] : vector<32xf32>
      %233 = llvm.call @__nv_exp2f(%232) : (f32) -> f32
      %234 = llvm.insertelement %233, %230[%231 : i64] : vector<32xf32>
      %235 = llvm.mlir.constant(31 : i64) : i64
      %236 = llvm.extractelement %109[%235 : i64] : vector<32xf32>
      %237 = llvm.call @__nv_exp2f(%236) : (f32) -> f32
      %238 = llvm.insertelement %237, %234[%235 : i64] : vector<32xf32>
      %239 = "llvm.intr.vector.reduce.fadd"(%8, %238) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %240 = llvm.fsub %60, %103 : f32
      %241 = llvm.fmul %240, %15 : f32
      %242 = llvm.call @__nv_exp2f(%241) : (f32) -> f32
      %243 = llvm.fmul %59, %242 : f32
      %244 = llvm.fadd %243, %239 : f32
      %245 = llvm.add %58, %26 : i32
      llvm.br ^bb1(%245, %244, %103 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %246 = nvvm.shfl.sync bfly %16, %60, %17, %18 : f32 -> f32
      %247 = nvvm.shfl.sync bfly %16, %59, %17, %18 : f32 -> f32
      %248 = llvm.intr.maximum(%60, %246) : (f32, f32) -> f32
      %249 = llvm.fsub %60, %248 : f32
      %250 = llvm.fmul %249, %15 : f32
      %251 = llvm.call @__nv_exp2f(%250) : (f32) -> f32
      %252 = llvm.fmul %59, %251 : f32
      %253 = llvm.fsub %246, %248 : f32
      %254 = llvm.fmul %253, %15 : f32
      %255 = llvm.call @__nv_exp2f(%254) : (f32) -> f32
      %256 = llvm.fmul %247, %255 : f32
      %257 = llvm.fadd %252, %256 : f32
      %258 = nvvm.shfl.sync bfly %16, %248, %12, %18 : f32 -> f32
      %259 = nvvm.shfl.sync bfly %16, %257, %12, %18 : f32 -> f32
      %260 = llvm.intr.maximum(%248, %258) : (f32, f32) -> f32
      %261 = llvm.fsub %248, %260 : f32
      %262 = llvm.fmul %261, %15 : f32
      %263 = llvm.call @__nv_exp2f(%262) : (f32) -> f32
      %264 = llvm.fmul %257, %263 : f32
      %265 = llvm.fsub %258, %260 : f32
      %266 = llvm.fmul %265, %15 : f32
      %267 = llvm.call @__nv_exp2f(%266) : (f32) -> f32
      %268 = llvm.fmul %259, %267 : f32
      %269 = llvm.fadd %264, %268 : f32
      %270 = nvvm.shfl.sync bfly %16, %260, %24, %18 : f32 -> f32
      %271 = nvvm.shfl.sync bfly %16, %269, %24, %18 : f32 -> f32
      %272 = llvm.intr.maximum(%260, %270) : (f32, f32) -> f32
      %273 = llvm.fsub %260, %272 : f32
      %274 = llvm.fmul %273, %15 : f32
      %275 = llvm.call @__nv_exp2f(%274) : (f32) -> f32
      %276 = llvm.fmul %269, %275 : f32
      %277 = llvm.fsub %270, %272 : f32
      %278 = llvm.fmul %277, %15 : f32
      %279 = llvm.call @__nv_exp2f(%278) : (f32) -> f32
      %280 = llvm.fmul %271, %279 : f32
      %281 = llvm.fadd %276, %280 : f32
      %282 = nvvm.shfl.sync bfly %16, %272, %11, %18 : f32 -> f32
      %283 = nvvm.shfl.sync bfly %16, %281, %11, %18 : f32 -> f32
      %284 = llvm.intr.maximum(%272, %282) : (f32, f32) -> f32
      %285 = llvm.fsub %272, %284 : f32
      %286 = llvm.fmul %285, %15 : f32
      %287 = llvm.call @__nv_exp2f(%286) : (f32) -> f32
      %288 = llvm.fmul %281, %287 : f32
      %289 = llvm.fsub %282, %284 : f32
      %290 = llvm.fmul %289, %15 : f32
      %291 = llvm.call @__nv_exp2f(%290) : (f32) -> f32
      %292 = llvm.fmul %283, %291 : f32
      %293 = llvm.fadd %288, %292 : f32
      %294 = nvvm.shfl.sync bfly %16, %284, %26, %18 : f32 -> f32
      %295 = nvvm.shfl.sync bfly %16, %293, %26, %18 : f32 -> f32
      %296 = llvm.intr.maximum(%284, %294) : (f32, f32) -> f32
      %297 = llvm.fsub %284, %296 : f32
      %298 = llvm.fmul %297, %15 : f32
      %299 = llvm.call @__nv_exp2f(%298) : (f32) -> f32
      %300 = llvm.fmul %293, %299 : f32
      %301 = llvm.fsub %294, %296 : f32
      %302 = llvm.fmul %301, %15 : f32
      %303 = llvm.call @__nv_exp2f(%302) : (f32) -> f32
      %304 = llvm.fmul %295, %303 : f32
      %305 = llvm.fadd %300, %304 : f32
      %306 = llvm.icmp "eq" %41, %10 : i32
      llvm.cond_br %306, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %307 = llvm.getelementptr %37[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %296, %307 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %308 = llvm.getelementptr %38[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %305, %308 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %309 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %310 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %311 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %312 = llvm.load %311 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %313 = llvm.getelementptr %38[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %314 = llvm.load %313 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %315 = llvm.intr.maximum(%309, %312) : (f32, f32) -> f32
      %316 = llvm.fsub %309, %315 : f32
      %317 = llvm.fmul %316, %15 : f32
      %318 = llvm.call @__nv_exp2f(%317) : (f32) -> f32
      %319 = llvm.fmul %310, %318 : f32
      %320 = llvm.fsub %312, %315 : f32
      %321 = llvm.fmul %320, %15 : f32
      %322 = llvm.call @__nv_exp2f(%321) : (f32) -> f32
      %323 = llvm.fmul %314, %322 : f32
      %324 = llvm.fadd %319, %323 : f32
      %325 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %326 = llvm.load %325 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %327 = llvm.getelementptr %38[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %328 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %329 = llvm.intr.maximum(%315, %326) : (f32, f32) -> f32
      %330 = llvm.fsub %315, %329 : f32
      %331 = llvm.fmul %330, %15 : f32
      %332 = llvm.call @__nv_exp2f(%331) : (f32) -> f32
      %333 = llvm.fmul %324, %332 : f32
      %334 = llvm.fsub %326, %329 : f32
      %335 = llvm.fmul %334, %15 : f32
      %336 = llvm.call @__nv_exp2f(%335) : (f32) -> f32
      %337 = llvm.fmul %328, %336 : f32
      %338 = llvm.fadd %333, %337 : f32
      %339 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %340 = llvm.load %339 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %341 = llvm.getelementptr %38[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %342 = llvm.load %341 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %343 = llvm.intr.maximum(%329, %340) : (f32, f32) -> f32
      %344 = llvm.fsub %329, %343 : f32
      %345 = llvm.fmul %344, %15 : f32
      %346 = llvm.call @__nv_exp2f(%345) : (f32) -> f32
      %347 = llvm.fmul %338, %346 : f32
      %348 = llvm.fsub %340, %343 : f32
      %349 = llvm.fmul %348, %15 : f32
      %350 = llvm.call @__nv_exp2f(%349) : (f32) -> f32
      %351 = llvm.fmul %342, %350 : f32
      %352 = llvm.fadd %347, %351 : f32
      %353 = llvm.fdiv %19, %352 : f32
      %354 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %355 = llvm.mul %39, %12 overflow<nsw> : i32
      %356 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %357 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %358 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %359 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %360 = llvm.mlir.poison : vector<32xf32>
      %361 = llvm.mlir.constant(0 : i32) : i32
      %362 = llvm.insertelement %343, %360[%361 : i32] : vector<32xf32>
      %363 = llvm.shufflevector %362, %360 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %364 = llvm.mlir.poison : vector<32xf32>
      %365 = llvm.mlir.constant(0 : i32) : i32
      %366 = llvm.insertelement %353, %364[%365 : i32] : vector<32xf32>
      %367 = llvm.shufflevector %366, %364 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb11(%10 : i32)
    ^bb11(%368: i32):  // 2 preds: ^bb10, ^bb22
      %369 = llvm.icmp "slt" %368, %11 : i32
      llvm.cond_br %369, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %370 = llvm.mul %40, %22 overflow<nsw> : i32
      %371 = llvm.mul %368, %3 overflow<nsw> : i32
      %372 = llvm.add %370, %371 overflow<nsw> : i32
      %373 = llvm.getelementptr %354[%372] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %374 = llvm.getelementptr %373[%355] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %375 = llvm.getelementptr %356[%372] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %376 = llvm.getelementptr %375[%355] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %377 = llvm.mul %368, %3 overflow<nsw> : i32
      %378 = llvm.add %377, %355 overflow<nsw> : i32
      %379 = llvm.icmp "slt" %40, %21 : i32
      %380 = llvm.icmp "slt" %378, %22 : i32
      %381 = llvm.and %379, %380 : i1
      %382 = llvm.zext %381 : i1 to i8
      llvm.store %382, %29 {alignment = 32 : i64} : i8, !llvm.ptr
      %383 = llvm.add %378, %2 overflow<nsw> : i32
      %384 = llvm.icmp "slt" %40, %21 : i32
      %385 = llvm.icmp "slt" %383, %22 : i32
      %386 = llvm.and %384, %385 : i1
      %387 = llvm.zext %386 : i1 to i8
      llvm.store %387, %357 {alignment = 1 : i64} : i8, !llvm.ptr
      %388 = llvm.add %378, %1 overflow<nsw> : i32
      %389 = llvm.icmp "slt" %40, %21 : i32
      %390 = llvm.icmp "slt" %388, %22 : i32
      %391 = llvm.and %389, %390 : i1
      %392 = llvm.zext %391 : i1 to i8
      llvm.store %392, %358 {alignment = 2 : i64} : i8, !llvm.ptr
      %393 = llvm.add %378, %0 overflow<nsw> : i32
      %394 = llvm.icmp "slt" %40, %21 : i32
      %395 = llvm.icmp "slt" %393, %22 : i32
      %396 = llvm.and %394, %395 : i1
      %397 = llvm.zext %396 : i1 to i8
      llvm.store %397, %359 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %20, %28 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb13(%10 : i32)
    ^bb13(%398: i32):  // 2 preds: ^bb12, ^bb16
      %399 = llvm.icmp "slt" %398, %24 : i32
      llvm.cond_br %399, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %400 = llvm.mul %398, %2 overflow<nsw> : i32
      %401 = llvm.getelementptr %374[%400] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %402 = llvm.mul %398, %12 overflow<nsw> : i32
      %403 = llvm.getelementptr %28[%402] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %404 = llvm.getelementptr %29[%398] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %405 = llvm.load %404 {alignment = 1 : i64} : !llvm.ptr -> i8
      %406 = llvm.icmp "ne" %405, %14 : i8
      llvm.cond_br %406, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %407 = llvm.load %401 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %407, %403 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %408 = llvm.add %398, %26 : i32
      llvm.br ^bb13(%408 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %409 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %410 = llvm.fpext %409 : vector<32xf16> to vector<32xf32>
      %411 = llvm.fsub %410, %363 : vector<32xf32>
      %412 = llvm.fmul %411, %23 : vector<32xf32>
      %413 = llvm.mlir.poison : vector<32xf32>
      %414 = llvm.mlir.constant(0 : i64) : i64
      %415 = llvm.extractelement %412[%414 : i64] : vector<32xf32>
      %416 = llvm.call @__nv_exp2f(%415) : (f32) -> f32
      %417 = llvm.insertelement %416, %413[%414 : i64] : vector<32xf32>
      %418 = llvm.mlir.constant(1 : i64) : i64
      %419 = llvm.extractelement %412[%418 : i64] : vector<32xf32>
      %420 = llvm.call @__nv_exp2f(%419) : (f32) -> f32
      %421 = llvm.insertelement %420, %417[%418 : i64] : vector<32xf32>
      %422 = llvm.mlir.constant(2 : i64) : i64
      %423 = llvm.extractelement %412[%422 : i64] : vector<32xf32>
      %424 = llvm.call @__nv_exp2f(%423) : (f32) -> f32
      %425 = llvm.insertelement %424, %421[%422 : i64] : vector<32xf32>
      %426 = llvm.mlir.constant(3 : i64) : i64
      %427 = llvm.extractelement %412[%426 : i64] : vector<32xf32>
      %428 = llvm.call @__nv_exp2f(%427) : (f32) -> f32
      %429 = llvm.insertelement %428, %425[%426 : i64] : vector<32xf32>
      %430 = llvm.mlir.constant(4 : i64) : i64
      %431 = llvm.extractelement %412[%430 : i64] : vector<32xf32>
      %432 = llvm.call @__nv_exp2f(%431) : (f32) -> f32
      %433 = llvm.insertelement %432, %429[%430 : i64] : vector<32xf32>
      %434 = llvm.mlir.constant(5 : i64) : i64
      %435 = llvm.extractelement %412[%434 : i64] : vector<32xf32>
      %436 = llvm.call @__nv_exp2f(%435) : (f32) -> f32
      %437 = llvm.insertelement %436, %433[%434 : i64] : vector<32xf32>
      %438 = llvm.mlir.constant(6 : i64) : i64
      %439 = llvm.extractelement %412[%438 : i64] : vector<32xf32>
      %440 = llvm.call @__nv_exp2f(%439) : (f32) -> f32
      %441 = llvm.insertelement %440, %437[%438 : i64] : vector<32xf32>
      %442 = llvm.mlir.constant(7 : i64) : i64
      %443 = llvm.extractelement %412[%442 : i64] : vector<32xf32>
      %444 = llvm.call @__nv_exp2f(%443) : (f32) -> f32
      %445 = llvm.insertelement %444, %441[%442 : i64] : vector<32xf32>
      %446 = llvm.mlir.constant(8 : i64) : i64
      %447 = llvm.extractelement %412[%446 : i64] : vector<32xf32>
      %448 = llvm.call @__nv_exp2f(%447) : (f32) -> f32
      %449 = llvm.insertelement %448, %445[%446 : i64] : vector<32xf32>
      %450 = llvm.mlir.constant(9 : i64) : i64
      %451 = llvm.extractelement %412[%450 : i64] : vector<32xf32>
      %452 = llvm.call @__nv_exp2f(%451) : (f32) -> f32
      %453 = llvm.insertelement %452, %449[%450 : i64] : vector<32xf32>
      %454 = llvm.mlir.constant(10 : i64) : i64
      %455 = llvm.extractelement %412[%454 : i64] : vector<32xf32>
      %456 = llvm.call @__nv_exp2f(%455) : (f32) -> f32
      %457 = llvm.insertelement %456, %453[%454 : i64] : vector<32xf32>
      %458 = llvm.mlir.constant(11 : i64) : i64
      %459 = llvm.extractelement %412[%458 : i64] : vector<32xf32>
      %460 = llvm.call @__nv_exp2f(%459) : (f32) -> f32
      %461 = llvm.insertelement %460, %457[%458 : i64] : vector<32xf32>
      %462 = llvm.mlir.constant(12 : i64) : i64
      %463 = llvm.extractelement %412[%462 : i64] : vector<32xf32>
      %464 = llvm.call @__nv_exp2f(%463) : (f32) -> f32
      %465 = llvm.insertelement %464, %461[%462 : i64] : vector<32xf32>
      %466 = llvm.mlir.constant(13 : i64) : i64
      %467 = llvm.extractelement %412[%466 : i64] : vector<32xf32>
      %468 = llvm.call @__nv_exp2f(%467) : (f32) -> f32
      %469 = llvm.insertelement %468, %465[%466 : i64] : vector<32xf32>
      %470 = llvm.mlir.constant(14 : i64) : i64
      %471 = llvm.extractelement %412[%470 : i64] : vector<32xf32>
      %472 = llvm.call @__nv_exp2f(%471) : (f32) -> f32
      %473 = llvm.insertelement %472, %469[%470 : i64] : vector<32xf32>
      %474 = llvm.mlir.constant(15 : i64) : i64
      %475 = llvm.extractelement %412[%474 : i64] : vector<32xf32>
      %476 = llvm.call @__nv_exp2f(%475) : (f32) -> f32
      %477 = llvm.insertelement %476, %473[%474 : i64] : vector<32xf32>
      %478 = llvm.mlir.constant(16 : i64) : i64
      %479 = llvm.extractelement %412[%478 : i64] : vector<32xf32>
      %480 = llvm.call @__nv_exp2f(%479) : (f32) -> f32
      %481 = llvm.insertelement %480, %477[%478 : i64] : vector<32xf32>
      %482 = llvm.mlir.constant(17 : i64) : i64
      %483 = llvm.extractelement %412[%482 : i64] : vector<32xf32>
      %484 = llvm.call @__nv_exp2f(%483) : (f32) -> f32
      %485 = llvm.insertelement %484, %481[%482 : i64] : vector<32xf32>
      %486 = llvm.mlir.constant(18 : i64) : i64
      %487 = llvm.extractelement %412[%486 : i64] : vector<32xf32>
      %488 = llvm.call @__nv_exp2f(%487) : (f32) -> f32
      %489 = llvm.insertelement %488, %485[%486 : i64] : vector<32xf32>
      %490 = llvm.mlir.constant(19 : i64) : i64
      %491 = llvm.extractelement %412[%490 : i64] : vector<32xf32>
      %492 = llvm.call @__nv_exp2f(%491) : (f32) -> f32
      %493 = llvm.insertelement %492, %489[%490 : i64] : vector<32xf32>
      %494 = llvm.mlir.constant(20 : i64) : i64
      %495 = llvm.extractelement %412[%494 : i64] : vector<32xf32>
      %496 = llvm.call @__nv_exp2f(%495) : (f32) -> f32
      %497 = llvm.insertelement %496, %493[%494 : i64] : vector<32xf32>
      %498 = llvm.mlir.constant(21 : i64) : i64
      %499 = llvm.extractelement %412[%498 : i64] : vector<32xf32>
      %500 = llvm.call @__nv_exp2f(%499) : (f32) -> f32
      %501 = llvm.insertelement %500, %497[%498 : i64] : vector<32xf32>
      %502 = llvm.mlir.constant(22 : i64) : i64
      %503 = llvm.extractelement %412[%502 : i64] : vector<32xf32>
      %504 = llvm.call @__nv_exp2f(%503) : (f32) -> f32
      %505 = llvm.insertelement %504, %501[%502 : i64] : vector<32xf32>
      %506 = llvm.mlir.constant(23 : i64) : i64
      %507 = llvm.extractelement %412[%506 : i64] : vector<32xf32>
      %508 = llvm.call @__nv_exp2f(%507) : (f32) -> f32
      %509 = llvm.insertelement %508, %505[%506 : i64] : vector<32xf32>
      %510 = llvm.mlir.constant(24 : i64) : i64
      %511 = llvm.extractelement %412[%510 : i64] : vector<32xf32>
      %512 = llvm.call @__nv_exp2f(%511) : (f32) -> f32
      %513 = llvm.insertelement %512, %509[%510 : i64] : vector<32xf32>
      %514 = llvm.mlir.constant(25 : i64) : i64
      %515 = llvm.extractelement %412[%514 : i64] : vector<32xf32>
      %516 = llvm.call @__nv_exp2f(%515) : (f32) -> f32
      %517 = llvm.insertelement %516, %513[%514 : i64] : vector<32xf32>
      %518 = llvm.mlir.constant(26 : i64) : i64
      %519 = llvm.extractelement %412[%518 : i64] : vector<32xf32>
      %520 = llvm.call @__nv_exp2f(%519) : (f32) -> f32
      %521 = llvm.insertelement %520, %517[%518 : i64] : vector<32xf32>
      %522 = llvm.mlir.constant(27 : i64) : i64
      %523 = llvm.extractelement %412[%522 : i64] : vector<32xf32>
      %524 = llvm.call @__nv_exp2f(%523) : (f32) -> f32
      %525 = llvm.insertelement %524, %521[%522 : i64] : vector<32xf32>
      %526 = llvm.mlir.constant(28 : i64) : i64
      %527 = llvm.extractelement %412[%526 : i64] : vector<32xf32>
      %528 = llvm.call @__nv_exp2f(%527) : (f32) -> f32
      %529 = llvm.insertelement %528, %525[%526 : i64] : vector<32xf32>
      %530 = llvm.mlir.constant(29 : i64) : i64
      %531 = llvm.extractelement %412[%530 : i64] : vector<32xf32>
      %532 = llvm.call @__nv_exp2f(%531) : (f32) -> f32
      %533 = llvm.insertelement %532, %529[%530 : i64] : vector<32xf32>
      %534 = llvm.mlir.constant(30 : i64) : i64
      %535 = llvm.extractelement %412[%534 : i64] : vector<32xf32>
      %536 = llvm.call @__nv_exp2f(%535) : (f32) -> f32
      %537 = llvm.insertelement %536, %533[%534 : i64] : vector<32xf32>
      %538 = llvm.mlir.constant(31 : i64) : i64
      %539 = llvm.extractelement %412[%538 : i64] : vector<32xf32>
      %540 = llvm.call @__nv_exp2f(%539) : (f32) -> f32
      %541 = llvm.insertelement %540, %537[%538 : i64] : vector<32xf32>
      %542 = llvm.fmul %541, %367 : vector<32xf32>
      %543 = llvm.bitcast %542 : vector<32xf32> to vector<32xi32>
      %544 = llvm.mlir.undef : vector<16xi32>
      %545 = llvm.mlir.constant(0 : i64) : i64
      %546 = llvm.mlir.constant(0 : i64) : i64
      %547 = llvm.extractelement %543[%546 : i64] : vector<32xi32>
      %548 = llvm.mlir.constant(1 : i64) : i64
      %549 = llvm.extractelement %543[%548 : i64] : vector<32xi32>
      %550 = llvm.bitcast %547 : i32 to f32
      %551 = llvm.bitcast %549 : i32 to f32
      %552 = nvvm.convert.f32x2.to.f16x2 %551, %550 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %553 = llvm.bitcast %552 : vector<2xf16> to i32
      %554 = llvm.insertelement %553, %544[%545 : i64] : vector<16xi32>
      %555 = llvm.mlir.constant(1 : i64) : i64
      %556 = llvm.mlir.constant(2 : i64) : i64
      %557 = llvm.extractelement %543[%556 : i64] : vector<32xi32>
      %558 = llvm.mlir.constant(3 : i64) : i64
      %559 = llvm.extractelement %543[%558 : i64] : vector<32xi32>
      %560 = llvm.bitcast %557 : i32 to f32
      %561 = llvm.bitcast %559 : i32 to f32
      %562 = nvvm.convert.f32x2.to.f16x2 %561, %560 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %563 = llvm.bitcast %562 : vector<2xf16> to i32
      %564 = llvm.insertelement %563, %554[%555 : i64] : vector<16xi32>
      %565 = llvm.mlir.constant(2 : i64) : i64
      %566 = llvm.mlir.constant(4 : i64) : i64
      %567 = llvm.extractelement %543[%566 : i64] : vector<32xi32>
      %568 = llvm.mlir.constant(5 : i64) : i64
      %569 = llvm.extractelement %543[%568 : i64] : vector<32xi32>
      %570 = llvm.bitcast %567 : i32 to f32
      %571 = llvm.bitcast %569 : i32 to f32
      %572 = nvvm.convert.f32x2.to.f16x2 %571, %570 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %573 = llvm.bitcast %572 : vector<2xf16> to i32
      %574 = llvm.insertelement %573, %564[%565 : i64] : vector<16xi32>
      %575 = llvm.mlir.constant(3 : i64) : i64
      %576 = llvm.mlir.constant(6 : i64) : i64
      %577 = llvm.extractelement %543[%576 : i64] : vector<32xi32>
      %578 = llvm.mlir.constant(7 : i64) : i64
      %579 = llvm.extractelement %543[%578 : i64] : vector<32xi32>
      %580 = llvm.bitcast %577 : i32 to f32
      %581 = llvm.bitcast %579 : i32 to f32
      %582 = nvvm.convert.f32x2.to.f16x2 %581, %580 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %583 = llvm.bitcast %582 : vector<2xf16> to i32
      %584 = llvm.insertelement %583, %574[%575 : i64] : vector<16xi32>
      %585 = llvm.mlir.constant(4 : i64) : i64
      %586 = llvm.mlir.constant(8 : i64) : i64
      %587 = llvm.extractelement %543[%586 : i64] : vector<32xi32>
      %588 = llvm.mlir.constant(9 : i64) : i64
      %589 = llvm.extractelement %543[%588 : i64] : vector<32xi32>
      %590 = llvm.bitcast %587 : i32 to f32
      %591 = llvm.bitcast %589 : i32 to f32
      %592 = nvvm.convert.f32x2.to.f16x2 %591, %590 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %593 = llvm.bitcast %592 : vector<2xf16> to i32
      %594 = llvm.insertelement %593, %584[%585 : i64] : vector<16xi32>
      %595 = llvm.mlir.constant(5 : i64) : i64
      %596 = llvm.mlir.constant(10 : i64) : i64
      %597 = llvm.extractelement %543[%596 : i64] : vector<32xi32>
      %598 = llvm.mlir.constant(11 : i64) : i64
      %599 = llvm.extractelement %543[%598 : i64] : vector<32xi32>
      %600 = llvm.bitcast %597 : i32 to f32
      %601 = llvm.bitcast %599 : i32 to f32
      %602 = nvvm.convert.f32x2.to.f16x2 %601, %600 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %603 = llvm.bitcast %602 : vector<2xf16> to i32
      %604 = llvm.insertelement %603, %594[%595 : i64] : vector<16xi32>
      %605 = llvm.mlir.constant(6 : i64) : i64
      %606 = llvm.mlir.constant(12 : i64) : i64
      %607 = llvm.extractelement %543[%606 : i64] : vector<32xi32>
      %608 = llvm.mlir.constant(13 : i64) : i64
      %609 = llvm.extractelement %543[%608 : i64] : vector<32xi32>
      %610 = llvm.bitcast %607 : i32 to f32
      %611 = llvm.bitcast %609 : i32 to f32
      %612 = nvvm.convert.f32x2.to.f16x2 %611, %610 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %613 = llvm.bitcast %612 : vector<2xf16> to i32
      %614 = llvm.insertelement %613, %604[%605 : i64] : vector<16xi32>
      %615 = llvm.mlir.constant(7 : i64) : i64
      %616 = llvm.mlir.constant(14 : i64) : i64
      %617 = llvm.extractelement %543[%616 : i64] : vector<32xi32>
      %618 = llvm.mlir.constant(15 : i64) : i64
      %619 = llvm.extractelement %543[%618 : i64] : vector<32xi32>
      %620 = llvm.bitcast %617 : i32 to f32
      %621 = llvm.bitcast %619 : i32 to f32
      %622 = nvvm.convert.f32x2.to.f16x2 %621, %620 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %623 = llvm.bitcast %622 : vector<2xf16> to i32
      %624 = llvm.insertelement %623, %614[%615 : i64] : vector<16xi32>
      %625 = llvm.mlir.constant(8 : i64) : i64
      %626 = llvm.mlir.constant(16 : i64) : i64
      %627 = llvm.extractelement %543[%626 : i64] : vector<32xi32>
      %628 = llvm.mlir.constant(17 : i64) : i64
      %629 = llvm.extractelement %543[%628 : i64] : vector<32xi32>
      %630 = llvm.bitcast %627 : i32 to f32
      %631 = llvm.bitcast %629 : i32 to f32
      %632 = nvvm.convert.f32x2.to.f16x2 %631, %630 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %633 = llvm.bitcast %632 : vector<2xf16> to i32
      %634 = llvm.insertelement %633, %624[%625 : i64] : vector<16xi32>
      %635 = llvm.mlir.constant(9 : i64) : i64
      %636 = llvm.mlir.constant(18 : i64) : i64
      %637 = llvm.extractelement %543[%636 : i64] : vector<32xi32>
      %638 = llvm.mlir.constant(19 : i64) : i64
      %639 = llvm.extractelement %543[%638 : i64] : vector<32xi32>
      %640 = llvm.bitcast %637 : i32 to f32
      %641 = llvm.bitcast %639 : i32 to f32
      %642 = nvvm.convert.f32x2.to.f16x2 %641, %640 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %643 = llvm.bitcast %642 : vector<2xf16> to i32
      %644 = llvm.insertelement %643, %634[%635 : i64] : vector<16xi32>
      %645 = llvm.mlir.constant(10 : i64) : i64
      %646 = llvm.mlir.constant(20 : i64) : i64
      %647 = llvm.extractelement %543[%646 : i64] : vector<32xi32>
      %648 = llvm.mlir.constant(21 : i64) : i64
      %649 = llvm.extractelement %543[%648 : i64] : vector<32xi32>
      %650 = llvm.bitcast %647 : i32 to f32
      %651 = llvm.bitcast %649 : i32 to f32
      %652 = nvvm.convert.f32x2.to.f16x2 %651, %650 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %653 = llvm.bitcast %652 : vector<2xf16> to i32
      %654 = llvm.insertelement %653, %644[%645 : i64] : vector<16xi32>
      %655 = llvm.mlir.constant(11 : i64) : i64
      %656 = llvm.mlir.constant(22 : i64) : i64
      %657 = llvm.extractelement %543[%656 : i64] : vector<32xi32>
      %658 = llvm.mlir.constant(23 : i64) : i64
      %659 = llvm.extractelement %543[%658 : i64] : vector<32xi32>
      %660 = llvm.bitcast %657 : i32 to f32
      %661 = llvm.bitcast %659 : i32 to f32
      %662 = nvvm.convert.f32x2.to.f16x2 %661, %660 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %663 = llvm.bitcast %662 : vector<2xf16> to i32
      %664 = llvm.insertelement %663, %654[%655 : i64] : vector<16xi32>
      %665 = llvm.mlir.constant(12 : i64) : i64
      %666 = llvm.mlir.constant(24 : i64) : i64
      %667 = llvm.extractelement %543[%666 : i64] : vector<32xi32>
      %668 = llvm.mlir.constant(25 : i64) : i64
      %669 = llvm.extractelement %543[%668 : i64] : vector<32xi32>
      %670 = llvm.bitcast %667 : i32 to f32
      %671 = llvm.bitcast %669 : i32 to f32
      %672 = nvvm.convert.f32x2.to.f16x2 %671, %670 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %673 = llvm.bitcast %672 : vector<2xf16> to i32
      %674 = llvm.insertelement %673, %664[%665 : i64] : vector<16xi32>
      %675 = llvm.mlir.constant(13 : i64) : i64
      %676 = llvm.mlir.constant(26 : i64) : i64
      %677 = llvm.extractelement %543[%676 : i64] : vector<32xi32>
      %678 = llvm.mlir.constant(27 : i64) : i64
      %679 = llvm.extractelement %543[%678 : i64] : vector<32xi32>
      %680 = llvm.bitcast %677 : i32 to f32
      %681 = llvm.bitcast %679 : i32 to f32
      %682 = nvvm.convert.f32x2.to.f16x2 %681, %680 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %683 = llvm.bitcast %682 : vector<2xf16> to i32
      %684 = llvm.insertelement %683, %674[%675 : i64] : vector<16xi32>
      %685 = llvm.mlir.constant(14 : i64) : i64
      %686 = llvm.mlir.constant(28 : i64) : i64
      %687 = llvm.extractelement %543[%686 : i64] : vector<32xi32>
      %688 = llvm.mlir.constant(29 : i64) : i64
      %689 = llvm.extractelement %543[%688 : i64] : vector<32xi32>
      %690 = llvm.bitcast %687 : i32 to f32
      %691 = llvm.bitcast %689 : i32 to f32
      %692 = nvvm.convert.f32x2.to.f16x2 %691, %690 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %693 = llvm.bitcast %692 : vector<2xf16> to i32
      %694 = llvm.insertelement %693, %684[%685 : i64] : vector<16xi32>
      %695 = llvm.mlir.constant(15 : i64) : i64
      %696 = llvm.mlir.constant(30 : i64) : i64
      %697 = llvm.extractelement %543[%696 : i64] : vector<32xi32>
      %698 = llvm.mlir.constant(31 : i64) : i64
      %699 = llvm.extractelement %543[%698 : i64] : vector<32xi32>
      %700 = llvm.bitcast %697 : i32 to f32
      %701 = llvm.bitcast %699 : i32 to f32
      %702 = nvvm.convert.f32x2.to.f16x2 %701, %700 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %703 = llvm.bitcast %702 : vector<2xf16> to i32
      %704 = llvm.insertelement %703, %694[%695 : i64] : vector<16xi32>
      %705 = llvm.bitcast %704 : vector<16xi32> to vector<32xf16>
      llvm.store %705, %27 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb18(%10 : i32)
    ^bb18(%706: i32):  // 2 preds: ^bb17, ^bb21
      %707 = llvm.icmp "slt" %706, %24 : i32
      llvm.cond_br %707, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %708 = llvm.mul %706, %12 overflow<nsw> : i32
      %709 = llvm.getelementptr %27[%708] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %710 = llvm.mul %706, %2 overflow<nsw> : i32
      %711 = llvm.getelementptr %376[%710] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %712 = llvm.getelementptr %29[%706] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %713 = llvm.load %712 {alignment = 1 : i64} : !llvm.ptr -> i8
      %714 = llvm.icmp "ne" %713, %14 : i8
      llvm.cond_br %714, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %715 = llvm.load %709 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %715, %711 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %716 = llvm.add %706, %26 : i32
      llvm.br ^bb18(%716 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %717 = llvm.add %368, %26 : i32
      llvm.br ^bb11(%717 : i32)
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
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h971a7d78(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h00aa70ac(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
