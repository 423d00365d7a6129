!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(16 : i64) : i64
      %1 = llvm.mlir.constant(1024 : i64) : i64
      %2 = llvm.mlir.constant(true) : i1
      %3 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(5000 : i32) : i32
      %9 = llvm.mlir.constant(2048 : i32) : i32
      %10 = llvm.mlir.constant(4096 : i32) : i32
      %11 = llvm.mlir.constant(6144 : i32) : i32
      %12 = llvm.mlir.constant(dense<0xFF80> : vector<32xbf16>) : vector<32xbf16>
      %13 = llvm.mlir.constant(0 : i8) : i8
      %14 = llvm.mlir.constant(1.44269502 : f32) : f32
      %15 = llvm.mlir.constant(-1 : i32) : i32
      %16 = llvm.mlir.constant(16 : i32) : i32
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.constant(2 : i32) : i32
      %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %20 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %21 = llvm.mlir.constant(4 : i32) : i32
      %22 = llvm.mlir.constant(32 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.ptrtoint %3 : !llvm.ptr<3> to i32
      %30 = nvvm.shfl.sync idx %15, %29, %6, %17 : i32 -> i32
      %31 = llvm.zext %30 : i32 to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%32, %1 : !llvm.ptr<3>, i64)] : i1
      %33 = llvm.ptrtoint %32 : !llvm.ptr<3> to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%34, %0 : !llvm.ptr<3>, i64)] : i1
      %35 = llvm.getelementptr %32[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %36 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%37, %0 : !llvm.ptr<3>, i64)] : i1
      %38 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %39 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %40 = llvm.srem %38, %22 : i32
      %41 = llvm.sdiv %38, %22 : i32
      %42 = llvm.mul %41, %22 : i32
      %43 = llvm.icmp "ne" %38, %42 : i32
      %44 = llvm.mlir.constant(0 : i32) : i32
      %45 = llvm.icmp "slt" %38, %44 : i32
      %46 = llvm.mlir.constant(false) : i1
      %47 = llvm.icmp "ne" %45, %46 : i1
      %48 = llvm.and %43, %47 : i1
      %49 = llvm.mlir.constant(-1 : i32) : i32
      %50 = llvm.add %41, %49 : i32
      %51 = llvm.select %48, %50, %41 : i1, i32
      %52 = llvm.mul %39, %8 overflow<nsw> : i32
      %53 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %54 = llvm.getelementptr %53[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %55 = llvm.mul %38, %7 overflow<nsw> : i32
      %56 = llvm.getelementptr %54[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %57 = llvm.mul %38, %7 : i32
      %58 = llvm.icmp "slt" %57, %8 : i32
      %59 = llvm.zext %58 : i1 to i8
      llvm.store %59, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %60 = llvm.add %57, %9 : i32
      %61 = llvm.icmp "slt" %60, %8 : i32
      %62 = llvm.zext %61 : i1 to i8
      %63 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %62, %63 {alignment = 1 : i64} : i8, !llvm.ptr
      %64 = llvm.add %57, %10 : i32
      %65 = llvm.icmp "slt" %64, %8 : i32
      %66 = llvm.zext %65 : i1 to i8
      %67 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %66, %67 {alignment = 2 : i64} : i8, !llvm.ptr
      %68 = llvm.add %57, %11 : i32
      %69 = llvm.icmp "slt" %68, %8 : i32
      %70 = llvm.zext %69 : i1 to i8
      %71 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %70, %71 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %12, %27 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%6 : i32)
    ^bb1(%72: i32):  // 2 preds: ^bb0, ^bb4
      %73 = llvm.icmp "slt" %72, %21 : i32
      llvm.cond_br %73, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %74 = llvm.mul %72, %9 overflow<nsw> : i32
      %75 = llvm.getelementptr %56[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %76 = llvm.mul %72, %7 overflow<nsw> : i32
      %77 = llvm.getelementptr %27[%76] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %78 = llvm.getelementptr %28[%72] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %79 = llvm.load %78 {alignment = 1 : i64} : !llvm.ptr -> i8
      %80 = llvm.icmp "ne" %79, %13 : i8
      llvm.cond_br %80, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %81 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %81, %77 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %82 = llvm.add %72, %23 : i32
      llvm.br ^bb1(%82 : i32) {loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb1
      %83 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %84 = llvm.fpext %83 : vector<32xbf16> to vector<32xf32>
      %85 = llvm.intr.vector.reduce.fmaximum(%84) : (vector<32xf32>) -> f32
      %86 = llvm.intr.maximum(%85, %5) : (f32, f32) -> f32
      %87 = llvm.intr.maximum(%86, %5) : (f32, f32) -> f32
      %88 = llvm.mlir.poison : vector<32xf32>
      %89 = llvm.mlir.constant(0 : i32) : i32
      %90 = llvm.insertelement %87, %88[%89 : i32] : vector<32xf32>
      %91 = llvm.shufflevector %90, %88 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %92 = llvm.fsub %84, %91 : vector<32xf32>
      %93 = llvm.fmul %92, %20 : vector<32xf32>
      %94 = llvm.mlir.poison : vector<32xf32>
      %95 = llvm.mlir.constant(0 : i64) : i64
      %96 = llvm.extractelement %93[%95 : i64] : vector<32xf32>
      %97 = llvm.call @__nv_exp2f(%96) : (f32) -> f32
      %98 = llvm.insertelement %97, %94[%95 : i64] : vector<32xf32>
      %99 = llvm.mlir.constant(1 : i64) : i64
      %100 = llvm.extractelement %93[%99 : i64] : vector<32xf32>
      %101 = llvm.call @__nv_exp2f(%100) : (f32) -> f32
      %102 = llvm.insertelement %101, %98[%99 : i64] : vector<32xf32>
      %103 = llvm.mlir.constant(2 : i64) : i64
      %104 = llvm.extractelement %93[%103 : i64] : vector<32xf32>
      %105 = llvm.call @__nv_exp2f(%104) : (f32) -> f32
      %106 = llvm.insertelement %105, %102[%103 : i64] : vector<32xf32>
      %107 = llvm.mlir.constant(3 : i64) : i64
      %108 = llvm.extractelement %93[%107 : i64] : vector<32xf32>
      %109 = llvm.call @__nv_exp2f(%108) : (f32) -> f32
      %110 = llvm.insertelement %109, %106[%107 : i64] : vector<32xf32>
      %111 = llvm.mlir.constant(4 : i64) : i64
      %112 = llvm.extractelement %93[%111 : i64] : vector<32xf32>
      %113 = llvm.call @__nv_exp2f(%112) : (f32) -> f32
      %114 = llvm.insertelement %113, %110[%111 : i64] : vector<32xf32>
      %115 = llvm.mlir.constant(5 : i64) : i64
      %116 = llvm.extractelement %93[%115 : i64] : vector<32xf32>
      %117 = llvm.call @__nv_exp2f(%116) : (f32) -> f32
      %118 = llvm.insertelement %117, %114[%115 : i64] : vector<32xf32>
      %119 = llvm.mlir.constant(6 : i64) : i64
      %120 = llvm.extractelement %93[%119 : i64] : vector<32xf32>
      %121 = llvm.call @__nv_exp2f(%120) : (f32) -> f32
      %122 = llvm.insertelement %121, %118[%119 : i64] : vector<32xf32>
      %123 = llvm.mlir.constant(7 : i64) : i64
      %124 = llvm.extractelement %93[%123 : i64] : vector<32xf32>
      %125 = llvm.call @__nv_exp2f(%124) : (f32) -> f32
      %126 = llvm.insertelement %125, %122[%123 : i64] : vector<32xf32>
      %127 = llvm.mlir.constant(8 : i64) : i64
      %128 = llvm.extractelement %93[%127 : i64] : vector<32xf32>
      %129 = llvm.call @__nv_exp2f(%128) : (f32) -> f32
      %130 = llvm.insertelement %129, %126[%127 : i64] : vector<32xf32>
      %131 = llvm.mlir.constant(9 : i64) : i64
      %132 = llvm.extractelement %93[%131 : i64] : vector<32xf32>
      %133 = llvm.call @__nv_exp2f(%132) : (f32) -> f32
      %134 = llvm.insertelement %133, %130[%131 : i64] : vector<32xf32>
      %135 = llvm.mlir.constant(10 : i64) : i64
      %136 = llvm.extractelement %93[%135 : i64] : vector<32xf32>
      %137 = llvm.call @__nv_exp2f(%136) : (f32) -> f32
      %138 = llvm.insertelement %137, %134[%135 : i64] : vector<32xf32>
      %139 = llvm.mlir.constant(11 : i64) : i64
      %140 = llvm.extractelement %93[%139 : i64] : vector<32xf32>
      %141 = llvm.call @__nv_exp2f(%140) : (f32) -> f32
      %142 = llvm.insertelement %141, %138[%139 : i64] : vector<32xf32>
      %143 = llvm.mlir.constant(12 : i64) : i64
      %144 = llvm.extractelement %93[%143 : i64] : vector<32xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %142[%143 : i64] : vector<32xf32>
      %147 = llvm.mlir.constant(13 : i64) : i64
      %148 = llvm.extractelement %93[%147 : i64] : vector<32xf32>
      %149 = llvm.call @__nv_exp2f(%148) : (f32) -> f32
      %150 = llvm.insertelement %149, %146[%147 : i64] : vector<32xf32>
      %151 = llvm.mlir.constant(14 : i64) : i64
      %152 = llvm.extractelement %93[%151 : i64] : vector<32xf32>
      %153 = llvm.call @__nv_exp2f(%152) : (f32) -> f32
      %154 = llvm.insertelement %153, %150[%151 : i64] : vector<32xf32>
      %155 = llvm.mlir.constant(15 : i64) : i64
      %156 = llvm.extractelement %93[%155 : i64] : vector<32xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %154[%155 : i64] : vector<32xf32>
      %159 = llvm.mlir.constant(16 : i64) : i64
      %160 = llvm.extractelement %93[%159 : i64] : vector<32xf32>
      %161 = llvm.call @__nv_exp2f(%160) : (f32) -> f32
      %162 = llvm.insertelement %161, %158[%159 : i64] : vector<32xf32>
      %163 = llvm.mlir.constant(17 : i64) : i64
      %164 = llvm.extractelement %93[%163 : i64] : vector<32xf32>
      %165 = llvm.call @__nv_exp2f(%164) : (f32) -> f32
      %166 = llvm.insertelement %165, %162[%163 : i64] : vector<32xf32>
      %167 = llvm.mlir.constant(18 : i64) : i64
      %168 = llvm.extractelement %93[%167 : i64] : vector<32xf32>
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.insertelement %169, %166[%167 : i64] : vector<32xf32>
      %171 = llvm.mlir.constant(19 : i64) : i64
      %172 = llvm.extractelement %93[%171 : i64] : vector<32xf32>
      %173 = llvm.call @__nv_exp2f(%172) : (f32) -> f32
      %174 = llvm.insertelement %173, %170[%171 : i64] : vector<32xf32>
      %175 = llvm.mlir.constant(20 : i64) : i64
      %176 = llvm.extractelement %93[%175 : i64] : vector<32xf32>
      %177 = llvm.call @__nv_exp2f(%176) : (f32) -> f32
      %178 = llvm.insertelement %177, %174[%175 : i64] : vector<32xf32>
      %179 = llvm.mlir.constant(21 : i64) : i64
      %180 = llvm.extractelement %93[%179 : i64] : vector<32xf32>
      %181 = llvm.call @__nv_exp2f(%180) : (f32) -> f32
      %182 = llvm.insertelement %181, %178[%179 : i64] : vector<32xf32>
      %183 = llvm.mlir.constant(22 : i64) : i64
      %184 = llvm.extractelement %93[%183 : i64] : vector<32xf32>
      %185 = llvm.call @__nv_exp2f(%184) : (f32) -> f32
      %186 = llvm.insertelement %185, %182[%183 : i64] : vector<32xf32>
      %187 = llvm.mlir.constant(23 : i64) : i64
      %188 = llvm.extractelement %93[%187 : i64] : vector<32xf32>
      %189 = llvm.call @__nv_exp2f(%188) : (f32) -> f32
      %190 = llvm.insertelement %189, %186[%187 : i64] : vector<32xf32>
      %191 = llvm.mlir.constant(24 : i64) : i64
      %192 = llvm.extractelement %93[%191 : i64] : vector<32xf32>
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.insertelement %193, %190[%191 : i64] : vector<32xf32>
      %195 = llvm.mlir.constant(25 : i64) : i64
      %196 = llvm.extractelement %93[%195 : i64] : vector<32xf32>
      %197 = llvm.call @__nv_exp2f(%196) : (f32) -> f32
      %198 = llvm.insertelement %197, %194[%195 : i64] : vector<32xf32>
      %199 = llvm.mlir.constant(26 : i64) : i64
      %200 = llvm.extractelement %93[%199 : i64] : vector<32xf32>
      %201 = llvm.call @__nv_exp2f(%200) : (f32) -> f32
      %202 = llvm.insertelement %201, %198[%199 : i64] : vector<32xf32>
      %203 = llvm.mlir.constant(27 : i64) : i64
      %204 = llvm.extractelement %93[%203 : i64] : vector<32xf32>
      %205 = llvm.call @__nv_exp2f(%204) : (f32) -> f32
      %206 = llvm.insertelement %205, %202[%203 : i64] : vector<32xf32>
      %207 = llvm.mlir.constant(28 : i64) : i64
      %208 = llvm.extractelement %93[%207 : i64] : vector<32xf32>
      %209 = llvm.call @__nv_exp2f(%208) : (f32) -> f32
      %210 = llvm.insertelement %209, %206[%207 : i64] : vector<32xf32>
      %211 = llvm.mlir.constant(29 : i64) : i64
      %212 = llvm.extractelement %93[%211 : i64] : vector<32xf32>
      %213 = llvm.call @__nv_exp2f(%212) : (f32) -> f32
      %214 = llvm.insertelement %213, %210[%211 : i64] : vector<32xf32>
      %215 = llvm.mlir.constant(30 : i64) : i64
      %216 = llvm.extractelement %93[%215 : i64] : vector<32xf32>
      %217 = llvm.call @__nv_exp2f(%216) : (f32) -> f32
      %218 = llvm.insertelement %217, %214[%215 : i64] : vector<32xf32>
      %219 = llvm.mlir.constant(31 : i64) : i64
      %220 = llvm.extractelement %93[%219 : i64] : vector<32xf32>
      %221 = llvm.call @__nv_exp2f(%220) : (f32) -> f32
      %222 = llvm.insertelement %221, %218[%219 : i64] : vector<32xf32>
      %223 = "llvm.intr.vector.reduce.fadd"(%4, %222) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %224 = llvm.fsub %5, %87 : f32
      %225 = llvm.fmul %224, %14 : f32
      %226 = llvm.call @__nv_exp2f(%225) : (f32) -> f32
      %227 = llvm.fmul %226, %4 : f32
      %228 = llvm.fadd %227, %223 : f32
      %229 = nvvm.shfl.sync bfly %15, %87, %16, %17 : f32 -> f32
      %230 = nvvm.shfl.sync bfly %15, %228, %16, %17 : f32 -> f32
      %231 = llvm.intr.maximum(%87, %229) : (f32, f32) -> f32
      %232 = llvm.fsub %87, %231 : f32
      %233 = llvm.fmul %232, %14 : f32
      %234 = llvm.call @__nv_exp2f(%233) : (f32) -> f32
      %235 = llvm.fmul %228, %234 : f32
      %236 = llvm.fsub %229, %231 : f32
      %237 = llvm.fmul %236, %14 : f32
      %238 = llvm.call @__nv_exp2f(%237) : (f32) -> f32
      %239 = llvm.fmul %230, %238 : f32
      %240 = llvm.fadd %235, %239 : f32
      %241 = nvvm.shfl.sync bfly %15, %231, %7, %17 : f32 -> f32
      %242 = nvvm.shfl.sync bfly %15, %240, %7, %17 : f32 -> f32
      %243 = llvm.intr.maximum(%231, %241) : (f32, f32) -> f32
      %244 = llvm.fsub %231, %243 : f32
      %245 = llvm.fmul %244, %14 : f32
      %246 = llvm.call @__nv_exp2f(%245) : (f32) -> f32
      %247 = llvm.fmul %240, %246 : f32
      %248 = llvm.fsub %241, %243 : f32
      %249 = llvm.fmul %248, %14 : f32
      %250 = llvm.call @__nv_exp2f(%249) : (f32) -> f32
      %251 = llvm.fmul %242, %250 : f32
      %252 = llvm.fadd %247, %251 : f32
      %253 = nvvm.shfl.sync bfly %15, %243, %21, %17 : f32 -> f32
      %254 = nvvm.shfl.sync bfly %15, %252, %21, %17 : f32 -> f32
      %255 = llvm.intr.maximum(%243, %253) : (f32, f32) -> f32
      %256 = llvm.fsub %243, %255 : f32
      %257 = llvm.fmul %256, %14 : f32
      %258 = llvm.call @__nv_exp2f(%257) : (f32) -> f32
      %259 = llvm.fmul %252, %258 : f32
      %260 = llvm.fsub %253, %255 : f32
      %261 = llvm.fmul %260, %14 : f32
      %262 = llvm.call @__nv_exp2f(%261) : (f32) -> f32
      %263 = llvm.fmul %254, %262 : f32
      %264 = llvm.fadd %259, %263 : f32
      %265 = nvvm.shfl.sync bfly %15, %255, %18, %17 : f32 -> f32
      %266 = nvvm.shfl.sync bfly %15, %264, %18, %17 : f32 -> f32
      %267 = llvm.intr.maximum(%255, %265) : (f32, f32) -> f32
      %268 = llvm.fsub %255, %267 : f32
      %269 = llvm.fmul %268, %14 : f32
      %270 = llvm.call @__nv_exp2f(%269) : (f32) -> f32
      %271 = llvm.fmul %264, %270 : f32
      %272 = llvm.fsub %265, %267 : f32
      %273 = llvm.fmul %272, %14 : f32
      %274 = llvm.call @__nv_exp2f(%273) : (f32) -> f32
      %275 = llvm.fmul %266, %274 : f32
      %276 = llvm.fadd %271, %275 : f32
      %277 = nvvm.shfl.sync bfly %15, %267, %23, %17 : f32 -> f32
      %278 = nvvm.shfl.sync bfly %15, %276, %23, %17 : f32 -> f32
      %279 = llvm.intr.maximum(%267, %277) : (f32, f32) -> f32
      %280 = llvm.fsub %267, %279 : f32
      %281 = llvm.fmul %280, %14 : f32
      %282 = llvm.call @__nv_exp2f(%281) : (f32) -> f32
      %283 = llvm.fmul %276, %282 : f32
      %284 = llvm.fsub %277, %279 : f32
      %285 = llvm.fmul %284, %14 : f32
      %286 = llvm.call @__nv_exp2f(%285) : (f32) -> f32
      %287 = llvm.fmul %278, %286 : f32
      %288 = llvm.fadd %283, %287 : f32
      %289 = llvm.icmp "eq" %40, %6 : i32
      llvm.cond_br %289, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %290 = llvm.getelementptr %34[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %279, %290 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %291 = llvm.getelementptr %37[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %288, %291 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %292 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %293 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %294 = llvm.getelementptr %34[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %295 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %296 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %297 = llvm.load %296 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %298 = llvm.intr.maximum(%292, %295) : (f32, f32) -> f32
      %299 = llvm.fsub %292, %298 : f32
      %300 = llvm.fmul %299, %14 : f32
      %301 = llvm.call @__nv_exp2f(%300) : (f32) -> f32
      %302 = llvm.fmul %293, %301 : f32
      %303 = llvm.fsub %295, %298 : f32
      %304 = llvm.fmul %303, %14 : f32
      %305 = llvm.call @__nv_exp2f(%304) : (f32) -> f32
      %306 = llvm.fmul %297, %305 : f32
      %307 = llvm.fadd %302, %306 : f32
      %308 = llvm.getelementptr %34[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %309 = llvm.load %308 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %310 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %311 = llvm.load %310 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %312 = llvm.intr.maximum(%298, %309) : (f32, f32) -> f32
      %313 = llvm.fsub %298, %312 : f32
      %314 = llvm.fmul %313, %14 : f32
      %315 = llvm.call @__nv_exp2f(%314) : (f32) -> f32
      %316 = llvm.fmul %307, %315 : f32
      %317 = llvm.fsub %309, %312 : f32
      %318 = llvm.fmul %317, %14 : f32
      %319 = llvm.call @__nv_exp2f(%318) : (f32) -> f32
      %320 = llvm.fmul %311, %319 : f32
      %321 = llvm.fadd %316, %320 : f32
      %322 = llvm.getelementptr %34[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %323 = llvm.load %322 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %324 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %325 = llvm.load %324 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %326 = llvm.intr.maximum(%312, %323) : (f32, f32) -> f32
      %327 = llvm.fsub %312, %326 : f32
      %328 = llvm.fmul %327, %14 : f32
      %329 = llvm.call @__nv_exp2f(%328) : (f32) -> f32
      %330 = llvm.fmul %321, %329 : f32
      %331 = llvm.fsub %323, %326 : f32
      %332 = llvm.fmul %331, %14 : f32
      %333 = llvm.call @__nv_exp2f(%332) : (f32) -> f32
      %334 = llvm.fmul %325, %333 : f32
      %335 = llvm.fadd %330, %334 : f32
      %336 = llvm.getelementptr %34[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %337 = llvm.load %336 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %338 = llvm.getelementptr %37[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %339 = llvm.load %338 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %340 = llvm.intr.maximum(%326, %337) : (f32, f32) -> f32
      %341 = llvm.fsub %326, %340 : f32
      %342 = llvm.fmul %341, %14 : f32
      %343 = llvm.call @__nv_exp2f(%342) : (f32) -> f32
      %344 = llvm.fmul %335, %343 : f32
      %345 = llvm.fsub %337, %340 : f32
      %346 = llvm.fmul %345, %14 : f32
      %347 = llvm.call @__nv_exp2f(%346) : (f32) -> f32
      %348 = llvm.fmul %339, %347 : f32
      %349 = llvm.fadd %344, %348 : f32
      %350 = llvm.getelementptr %34[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %351 = llvm.load %350 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %352 = llvm.getelementptr %37[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %353 = llvm.load %352 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %354 = llvm.intr.maximum(%340, %351) : (f32, f32) -> f32
      %355 = llvm.fsub %340, %354 : f32
      %356 = llvm.fmul %355, %14 : f32
      %357 = llvm.call @__nv_exp2f(%356) : (f32) -> f32
      %358 = llvm.fmul %349, %357 : f32
      %359 = llvm.fsub %351, %354 : f32
      %360 = llvm.fmul %359, %14 : f32
      %361 = llvm.call @__nv_exp2f(%360) : (f32) -> f32
      %362 = llvm.fmul %353, %361 : f32
      %363 = llvm.fadd %358, %362 : f32
      %364 = llvm.getelementptr %34[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %365 = llvm.load %364 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %366 = llvm.getelementptr %37[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %367 = llvm.load %366 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %368 = llvm.intr.maximum(%354, %365) : (f32, f32) -> f32
      %369 = llvm.fsub %354, %368 : f32
      %370 = llvm.fmul %369, %14 : f32
      %371 = llvm.call @__nv_exp2f(%370) : (f32) -> f32
      %372 = llvm.fmul %363, %371 : f32
      %373 = llvm.fsub %365, %368 : f32
      %374 = llvm.fmul %373, %14 : f32
      %375 = llvm.call @__nv_exp2f(%374) : (f32) -> f32
      %376 = llvm.fmul %367, %375 : f32
      %377 = llvm.fadd %372, %376 : f32
      %378 = llvm.getelementptr %34[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %379 = llvm.load %378 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %380 = llvm.getelementptr %37[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %381 = llvm.load %380 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %382 = llvm.intr.maximum(%368, %379) : (f32, f32) -> f32
      %383 = llvm.fsub %368, %382 : f32
      %384 = llvm.fmul %383, %14 : f32
      %385 = llvm.call @__nv_exp2f(%384) : (f32) -> f32
      %386 = llvm.fmul %377, %385 : f32
      %387 = llvm.fsub %379, %382 : f32
      %388 = llvm.fmul %387, %14 : f32
      %389 = llvm.call @__nv_exp2f(%388) : (f32) -> f32
      %390 = llvm.fmul %381, %389 : f32
      %391 = llvm.fadd %386, %390 : f32
      %392 = llvm.call @__nv_log2f(%391) : (f32) -> f32
      %393 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %394 = llvm.getelementptr %393[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %395 = llvm.getelementptr %394[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %59, %26 {alignment = 32 : i64} : i8, !llvm.ptr
      %396 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %62, %396 {alignment = 1 : i64} : i8, !llvm.ptr
      %397 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %66, %397 {alignment = 2 : i64} : i8, !llvm.ptr
      %398 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %70, %398 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %19, %25 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb8(%6 : i32)
    ^bb8(%399: i32):  // 2 preds: ^bb7, ^bb11
      %400 = llvm.icmp "slt" %399, %21 : i32
      llvm.cond_br %400, ^bb9, ^bb12
    ^bb9:  // pred: ^bb8
      %401 = llvm.mul %399, %9 overflow<nsw> : i32
      %402 = llvm.getelementptr %56[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %403 = llvm.mul %399, %7 overflow<nsw> : i32
      %404 = llvm.getelementptr %25[%403] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %405 = llvm.getelementptr %26[%399] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %406 = llvm.load %405 {alignment = 1 : i64} : !llvm.ptr -> i8
      %407 = llvm.icmp "ne" %406, %13 : i8
      llvm.cond_br %407, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %408 = llvm.load %402 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %408, %404 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %409 = llvm.add %399, %23 : i32
      llvm.br ^bb8(%409 : i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb8
      %410 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %411 = llvm.fpext %410 : vector<32xbf16> to vector<32xf32>
      %412 = llvm.mlir.poison : vector<32xf32>
      %413 = llvm.mlir.constant(0 : i32) : i32
      %414 = llvm.insertelement %382, %412[%413 : i32] : vector<32xf32>
      %415 = llvm.shufflevector %414, %412 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %416 = llvm.fsub %411, %415 : vector<32xf32>
      %417 = llvm.fmul %416, %20 : vector<32xf32>
      %418 = llvm.mlir.poison : vector<32xf32>
      %419 = llvm.mlir.constant(0 : i32) : i32
      %420 = llvm.insertelement %392, %418[%419 : i32] : vector<32xf32>
      %421 = llvm.shufflevector %420, %418 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %422 = llvm.fsub %417, %421 : vector<32xf32>
      %423 = llvm.mlir.poison : vector<32xf32>
      %424 = llvm.mlir.constant(0 : i64) : i64
      %425 = llvm.extractelement %422[%424 : i64] : vector<32xf32>
      %426 = llvm.call @__nv_exp2f(%425) : (f32) -> f32
      %427 = llvm.insertelement %426, %423[%424 : i64] : vector<32xf32>
      %428 = llvm.mlir.constant(1 : i64) : i64
      %429 = llvm.extractelement %422[%428 : i64] : vector<32xf32>
      %430 = llvm.call @__nv_exp2f(%429) : (f32) -> f32
      %431 = llvm.insertelement %430, %427[%428 : i64] : vector<32xf32>
      %432 = llvm.mlir.constant(2 : i64) : i64
      %433 = llvm.extractelement %422[%432 : i64] : vector<32xf32>
      %434 = llvm.call @__nv_exp2f(%433) : (f32) -> f32
      %435 = llvm.insertelement %434, %431[%432 : i64] : vector<32xf32>
      %436 = llvm.mlir.constant(3 : i64) : i64
      %437 = llvm.extractelement %422[%436 : i64] : vector<32xf32>
      %438 = llvm.call @__nv_exp2f(%437) : (f32) -> f32
      %439 = llvm.insertelement %438, %435[%436 : i64] : vector<32xf32>
      %440 = llvm.mlir.constant(4 : i64) : i64
      %441 = llvm.extractelement %422[%440 : i64] : vector<32xf32>
      %442 = llvm.call @__nv_exp2f(%441) : (f32) -> f32
      %443 = llvm.insertelement %442, %439[%440 : i64] : vector<32xf32>
      %444 = llvm.mlir.constant(5 : i64) : i64
      %445 = llvm.extractelement %422[%444 : i64] : vector<32xf32>
      %446 = llvm.call @__nv_exp2f(%445) : (f32) -> f32
      %447 = llvm.insertelement %446, %443[%444 : i64] : vector<32xf32>
      %448 = llvm.mlir.constant(6 : i64) : i64
      %449 = llvm.extractelement %422[%448 : i64] : vector<32xf32>
      %450 = llvm.call @__nv_exp2f(%449) : (f32) -> f32
      %451 = llvm.insertelement %450, %447[%448 : i64] : vector<32xf32>
      %452 = llvm.mlir.constant(7 : i64) : i64
      %453 = llvm.extractelement %422[%452 : i64] : vector<32xf32>
      %454 = llvm.call @__nv_exp2f(%453) : (f32) -> f32
      %455 = llvm.insertelement %454, %451[%452 : i64] : vector<32xf32>
      %456 = llvm.mlir.constant(8 : i64) : i64
      %457 = llvm.extractelement %422[%456 : i64] : vector<32xf32>
      %458 = llvm.call @__nv_exp2f(%457) : (f32) -> f32
      %459 = llvm.insertelement %458, %455[%456 : i64] : vector<32xf32>
      %460 = llvm.mlir.constant(9 : i64) : i64
      %461 = llvm.extractelement %422[%460 : i64] : vector<32xf32>
      %462 = llvm.call @__nv_exp2f(%461) : (f32) -> f32
      %463 = llvm.insertelement %462, %459[%460 : i64] : vector<32xf32>
      %464 = llvm.mlir.constant(10 : i64) : i64
      %465 = llvm.extractelement %422[%464 : i64] : vector<32xf32>
      %466 = llvm.call @__nv_exp2f(%465) : (f32) -> f32
      %467 = llvm.insertelement %466, %463[%464 : i64] : vector<32xf32>
      %468 = llvm.mlir.constant(11 : i64) : i64
      %469 = llvm.extractelement %422[%468 : i64] : vector<32xf32>
      %470 = llvm.call @__nv_exp2f(%469) : (f32) -> f32
      %471 = llvm.insertelement %470, %467[%468 : i64] : vector<32xf32>
      %472 = llvm.mlir.constant(12 : i64) : i64
      %473 = llvm.extractelement %422[%472 : i64] : vector<32xf32>
      %474 = llvm.call @__nv_exp2f(%473) : (f32) -> f32
      %475 = llvm.insertelement %474, %471[%472 : i64] : vector<32xf32>
      %476 = llvm.mlir.constant(13 : i64) : i64
      %477 = llvm.extractelement %422[%476 : i64] : vector<32xf32>
      %478 = llvm.call @__nv_exp2f(%477) : (f32) -> f32
      %479 = llvm.insertelement %478, %475[%476 : i64] : vector<32xf32>
      %480 = llvm.mlir.constant(14 : i64) : i64
      %481 = llvm.extractelement %422[%480 : i64] : vector<32xf32>
      %482 = llvm.call @__nv_exp2f(%481) : (f32) -> f32
      %483 = llvm.insertelement %482, %479[%480 : i64] : vector<32xf32>
      %484 = llvm.mlir.constant(15 : i64) : i64
      %485 = llvm.extractelement %422[%484 : i64] : vector<32xf32>
      %486 = llvm.call @__nv_exp2f(%485) : (f32) -> f32
      %487 = llvm.insertelement %486, %483[%484 : i64] : vector<32xf32>
      %488 = llvm.mlir.constant(16 : i64) : i64
      %489 = llvm.extractelement %422[%488 : i64] : vector<32xf32>
      %490 = llvm.call @__nv_exp2f(%489) : (f32) -> f32
      %491 = llvm.insertelement %490, %487[%488 : i64] : vector<32xf32>
      %492 = llvm.mlir.constant(17 : i64) : i64
      %493 = llvm.extractelement %422[%492 : i64] : vector<32xf32>
      %494 = llvm.call @__nv_exp2f(%493) : (f32) -> f32
      %495 = llvm.insertelement %494, %491[%492 : i64] : vector<32xf32>
      %496 = llvm.mlir.constant(18 : i64) : i64
      %497 = llvm.extractelement %422[%496 : i64] : vector<32xf32>
      %498 = llvm.call @__nv_exp2f(%497) : (f32) -> f32
      %499 = llvm.insertelement %498, %495[%496 : i64] : vector<32xf32>
      %500 = llvm.mlir.constant(19 : i64) : i64
      %501 = llvm.extractelement %422[%500 : i64] : vector<32xf32>
      %502 = llvm.call @__nv_exp2f(%501) : (f32) -> f32
      %503 = llvm.insertelement %502, %499[%500 : i64] : vector<32xf32>
      %504 = llvm.mlir.constant(20 : i64) : i64
      %505 = llvm.extractelement %422[%504 : i64] : vector<32xf32>
      %506 = llvm.call @__nv_exp2f(%505) : (f32) -> f32
      %507 = llvm.insertelement %506, %503[%504 : i64] : vector<32xf32>
      %508 = llvm.mlir.constant(21 : i64) : i64
      %509 = llvm.extractelement %422[%508 : i64] : vector<32xf32>
      %510 = llvm.call @__nv_exp2f(%509) : (f32) -> f32
      %511 = llvm.insertelement %510, %507[%508 : i64] : vector<32xf32>
      %512 = llvm.mlir.constant(22 : i64) : i64
      %513 = llvm.extractelement %422[%512 : i64] : vector<32xf32>
      %514 = llvm.call @__nv_exp2f(%513) : (f32) -> f32
      %515 = llvm.insertelement %514, %511[%512 : i64] : vector<32xf32>
      %516 = llvm.mlir.constant(23 : i64) : i64
      %517 = llvm.extractelement %422[%516 : i64] : vector<32xf32>
      %518 = llvm.call @__nv_exp2f(%517) : (f32) -> f32
      %519 = llvm.insertelement %518, %515[%516 : i64] : vector<32xf32>
      %520 = llvm.mlir.constant(24 : i64) : i64
      %521 = llvm.extractelement %422[%520 : i64] : vector<32xf32>
      %522 = llvm.call @__nv_exp2f(%521) : (f32) -> f32
      %523 = llvm.insertelement %522, %519[%520 : i64] : vector<32xf32>
      %524 = llvm.mlir.constant(25 : i64) : i64
      %525 = llvm.extractelement %422[%524 : i64] : vector<32xf32>
      %526 = llvm.call @__nv_exp2f(%525) : (f32) -> f32
      %527 = llvm.insertelement %526, %523[%524 : i64] : vector<32xf32>
      %528 = llvm.mlir.constant(26 : i64) : i64
      %529 = llvm.extractelement %422[%528 : i64] : vector<32xf32>
      %530 = llvm.call @__nv_exp2f(%529) : (f32) -> f32
      %531 = llvm.insertelement %530, %527[%528 : i64] : vector<32xf32>
      %532 = llvm.mlir.constant(27 : i64) : i64
      %533 = llvm.extractelement %422[%532 : i64] : vector<32xf32>
      %534 = llvm.call @__nv_exp2f(%533) : (f32) -> f32
      %535 = llvm.insertelement %534, %531[%532 : i64] : vector<32xf32>
      %536 = llvm.mlir.constant(28 : i64) : i64
      %537 = llvm.extractelement %422[%536 : i64] : vector<32xf32>
      %538 = llvm.call @__nv_exp2f(%537) : (f32) -> f32
      %539 = llvm.insertelement %538, %535[%536 : i64] : vector<32xf32>
      %540 = llvm.mlir.constant(29 : i64) : i64
      %541 = llvm.extractelement %422[%540 : i64] : vector<32xf32>
      %542 = llvm.call @__nv_exp2f(%541) : (f32) -> f32
      %543 = llvm.insertelement %542, %539[%540 : i64] : vector<32xf32>
      %544 = llvm.mlir.constant(30 : i64) : i64
      %545 = llvm.extractelement %422[%544 : i64] : vector<32xf32>
      %546 = llvm.call @__nv_exp2f(%545) : (f32) -> f32
      %547 = llvm.insertelement %546, %543[%544 : i64] : vector<32xf32>
      %548 = llvm.mlir.constant(31 : i64) : i64
      %549 = llvm.extractelement %422[%548 : i64] : vector<32xf32>
      %550 = llvm.call @__nv_exp2f(%549) : (f32) -> f32
      %551 = llvm.insertelement %550, %547[%548 : i64] : vector<32xf32>
      %552 = llvm.fptrunc %551 : vector<32xf32> to vector<32xbf16>
      llvm.store %552, %24 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb13(%6 : i32)
    ^bb13(%553: i32):  // 2 preds: ^bb12, ^bb16
      %554 = llvm.icmp "slt" %553, %21 : i32
      llvm.cond_br %554, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %555 = llvm.mul %553, %7 overflow<nsw> : i32
      %556 = llvm.getelementptr %24[%555] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %557 = llvm.mul %553, %9 overflow<nsw> : i32
      %558 = llvm.getelementptr %395[%557] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %559 = llvm.getelementptr %26[%553] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %560 = llvm.load %559 {alignment = 1 : i64} : !llvm.ptr -> i8
      %561 = llvm.icmp "ne" %560, %13 : i8
      llvm.cond_br %561, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %562 = llvm.load %556 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %562, %558 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %563 = llvm.add %553, %23 : i32
      llvm.br ^bb13(%563 : i32) {loop_annotation = #loop_annotation}
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
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_he72e752f(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
