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
      %13 = llvm.mlir.constant(-1 : i32) : i32
      %14 = llvm.mlir.constant(16 : i32) : i32
      %15 = llvm.mlir.constant(31 : i32) : i32
      %16 = llvm.mlir.constant(2 : i32) : i32
      %17 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %18 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %19 = llvm.mlir.constant(96 : i32) : i32
      %20 = llvm.mlir.constant(5000 : i32) : i32
      %21 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %22 = llvm.mlir.constant(4 : i32) : i32
      %23 = llvm.mlir.constant(32 : i32) : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.ptrtoint %6 : !llvm.ptr<3> to i32
      %31 = nvvm.shfl.sync idx %13, %30, %9, %15 : i32 -> i32
      %32 = llvm.zext %31 : i32 to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%33, %4 : !llvm.ptr<3>, i64)] : i1
      %34 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%35, %3 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.getelementptr %33[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %37 = llvm.ptrtoint %36 : !llvm.ptr<3> to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%38, %3 : !llvm.ptr<3>, i64)] : i1
      %39 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %40 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %41 = llvm.srem %39, %23 : i32
      %42 = llvm.sdiv %39, %23 : i32
      %43 = llvm.mul %42, %23 : i32
      %44 = llvm.icmp "ne" %39, %43 : i32
      %45 = llvm.mlir.constant(0 : i32) : i32
      %46 = llvm.icmp "slt" %39, %45 : i32
      %47 = llvm.mlir.constant(false) : i1
      %48 = llvm.icmp "ne" %46, %47 : i1
      %49 = llvm.and %44, %48 : i1
      %50 = llvm.mlir.constant(-1 : i32) : i32
      %51 = llvm.add %42, %50 : i32
      %52 = llvm.select %49, %51, %42 : i1, i32
      %53 = llvm.mul %40, %20 overflow<nsw> : i32
      %54 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %55 = llvm.getelementptr %54[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %56 = llvm.mul %39, %10 overflow<nsw> : i32
      %57 = llvm.getelementptr %55[%56] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %58 = llvm.icmp "slt" %40, %19 : i32
      %59 = llvm.icmp "slt" %56, %20 : i32
      %60 = llvm.and %58, %59 : i1
      %61 = llvm.zext %60 : i1 to i8
      llvm.store %61, %29 {alignment = 32 : i64} : i8, !llvm.ptr
      %62 = llvm.add %56, %2 overflow<nsw> : i32
      %63 = llvm.icmp "slt" %40, %19 : i32
      %64 = llvm.icmp "slt" %62, %20 : i32
      %65 = llvm.and %63, %64 : i1
      %66 = llvm.zext %65 : i1 to i8
      %67 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %66, %67 {alignment = 1 : i64} : i8, !llvm.ptr
      %68 = llvm.add %56, %1 overflow<nsw> : i32
      %69 = llvm.icmp "slt" %40, %19 : i32
      %70 = llvm.icmp "slt" %68, %20 : i32
      %71 = llvm.and %69, %70 : i1
      %72 = llvm.zext %71 : i1 to i8
      %73 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %72, %73 {alignment = 2 : i64} : i8, !llvm.ptr
      %74 = llvm.add %56, %0 overflow<nsw> : i32
      %75 = llvm.icmp "slt" %40, %19 : i32
      %76 = llvm.icmp "slt" %74, %20 : i32
      %77 = llvm.and %75, %76 : i1
      %78 = llvm.zext %77 : i1 to i8
      %79 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %78, %79 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %11, %28 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%9 : i32)
    ^bb1(%80: i32):  // 2 preds: ^bb0, ^bb4
      %81 = llvm.icmp "slt" %80, %22 : i32
      llvm.cond_br %81, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %82 = llvm.mul %80, %2 overflow<nsw> : i32
      %83 = llvm.getelementptr %57[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %84 = llvm.mul %80, %10 overflow<nsw> : i32
      %85 = llvm.getelementptr %28[%84] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %86 = llvm.getelementptr %29[%80] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %87 = llvm.load %86 {alignment = 1 : i64} : !llvm.ptr -> i8
      %88 = llvm.icmp "ne" %87, %12 : i8
      llvm.cond_br %88, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %89 = llvm.load %83 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %89, %85 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %90 = llvm.add %80, %24 : i32
      llvm.br ^bb1(%90 : i32) {loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb1
      %91 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %92 = llvm.fpext %91 : vector<32xbf16> to vector<32xf32>
      %93 = llvm.fmul %92, %21 : vector<32xf32>
      %94 = llvm.intr.vector.reduce.fmaximum(%93) : (vector<32xf32>) -> f32
      %95 = llvm.intr.maximum(%94, %8) : (f32, f32) -> f32
      %96 = llvm.intr.maximum(%95, %8) : (f32, f32) -> f32
      %97 = llvm.mlir.poison : vector<32xf32>
      %98 = llvm.mlir.constant(0 : i32) : i32
      %99 = llvm.insertelement %96, %97[%98 : i32] : vector<32xf32>
      %100 = llvm.shufflevector %99, %97 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %101 = llvm.fsub %93, %100 : vector<32xf32>
      %102 = llvm.mlir.poison : vector<32xf32>
      %103 = llvm.mlir.constant(0 : i64) : i64
      %104 = llvm.extractelement %101[%103 : i64] : vector<32xf32>
      %105 = llvm.call @__nv_exp2f(%104) : (f32) -> f32
      %106 = llvm.insertelement %105, %102[%103 : i64] : vector<32xf32>
      %107 = llvm.mlir.constant(1 : i64) : i64
      %108 = llvm.extractelement %101[%107 : i64] : vector<32xf32>
      %109 = llvm.call @__nv_exp2f(%108) : (f32) -> f32
      %110 = llvm.insertelement %109, %106[%107 : i64] : vector<32xf32>
      %111 = llvm.mlir.constant(2 : i64) : i64
      %112 = llvm.extractelement %101[%111 : i64] : vector<32xf32>
      %113 = llvm.call @__nv_exp2f(%112) : (f32) -> f32
      %114 = llvm.insertelement %113, %110[%111 : i64] : vector<32xf32>
      %115 = llvm.mlir.constant(3 : i64) : i64
      %116 = llvm.extractelement %101[%115 : i64] : vector<32xf32>
      %117 = llvm.call @__nv_exp2f(%116) : (f32) -> f32
      %118 = llvm.insertelement %117, %114[%115 : i64] : vector<32xf32>
      %119 = llvm.mlir.constant(4 : i64) : i64
      %120 = llvm.extractelement %101[%119 : i64] : vector<32xf32>
      %121 = llvm.call @__nv_exp2f(%120) : (f32) -> f32
      %122 = llvm.insertelement %121, %118[%119 : i64] : vector<32xf32>
      %123 = llvm.mlir.constant(5 : i64) : i64
      %124 = llvm.extractelement %101[%123 : i64] : vector<32xf32>
      %125 = llvm.call @__nv_exp2f(%124) : (f32) -> f32
      %126 = llvm.insertelement %125, %122[%123 : i64] : vector<32xf32>
      %127 = llvm.mlir.constant(6 : i64) : i64
      %128 = llvm.extractelement %101[%127 : i64] : vector<32xf32>
      %129 = llvm.call @__nv_exp2f(%128) : (f32) -> f32
      %130 = llvm.insertelement %129, %126[%127 : i64] : vector<32xf32>
      %131 = llvm.mlir.constant(7 : i64) : i64
      %132 = llvm.extractelement %101[%131 : i64] : vector<32xf32>
      %133 = llvm.call @__nv_exp2f(%132) : (f32) -> f32
      %134 = llvm.insertelement %133, %130[%131 : i64] : vector<32xf32>
      %135 = llvm.mlir.constant(8 : i64) : i64
      %136 = llvm.extractelement %101[%135 : i64] : vector<32xf32>
      %137 = llvm.call @__nv_exp2f(%136) : (f32) -> f32
      %138 = llvm.insertelement %137, %134[%135 : i64] : vector<32xf32>
      %139 = llvm.mlir.constant(9 : i64) : i64
      %140 = llvm.extractelement %101[%139 : i64] : vector<32xf32>
      %141 = llvm.call @__nv_exp2f(%140) : (f32) -> f32
      %142 = llvm.insertelement %141, %138[%139 : i64] : vector<32xf32>
      %143 = llvm.mlir.constant(10 : i64) : i64
      %144 = llvm.extractelement %101[%143 : i64] : vector<32xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %142[%143 : i64] : vector<32xf32>
      %147 = llvm.mlir.constant(11 : i64) : i64
      %148 = llvm.extractelement %101[%147 : i64] : vector<32xf32>
      %149 = llvm.call @__nv_exp2f(%148) : (f32) -> f32
      %150 = llvm.insertelement %149, %146[%147 : i64] : vector<32xf32>
      %151 = llvm.mlir.constant(12 : i64) : i64
      %152 = llvm.extractelement %101[%151 : i64] : vector<32xf32>
      %153 = llvm.call @__nv_exp2f(%152) : (f32) -> f32
      %154 = llvm.insertelement %153, %150[%151 : i64] : vector<32xf32>
      %155 = llvm.mlir.constant(13 : i64) : i64
      %156 = llvm.extractelement %101[%155 : i64] : vector<32xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %154[%155 : i64] : vector<32xf32>
      %159 = llvm.mlir.constant(14 : i64) : i64
      %160 = llvm.extractelement %101[%159 : i64] : vector<32xf32>
      %161 = llvm.call @__nv_exp2f(%160) : (f32) -> f32
      %162 = llvm.insertelement %161, %158[%159 : i64] : vector<32xf32>
      %163 = llvm.mlir.constant(15 : i64) : i64
      %164 = llvm.extractelement %101[%163 : i64] : vector<32xf32>
      %165 = llvm.call @__nv_exp2f(%164) : (f32) -> f32
      %166 = llvm.insertelement %165, %162[%163 : i64] : vector<32xf32>
      %167 = llvm.mlir.constant(16 : i64) : i64
      %168 = llvm.extractelement %101[%167 : i64] : vector<32xf32>
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.insertelement %169, %166[%167 : i64] : vector<32xf32>
      %171 = llvm.mlir.constant(17 : i64) : i64
      %172 = llvm.extractelement %101[%171 : i64] : vector<32xf32>
      %173 = llvm.call @__nv_exp2f(%172) : (f32) -> f32
      %174 = llvm.insertelement %173, %170[%171 : i64] : vector<32xf32>
      %175 = llvm.mlir.constant(18 : i64) : i64
      %176 = llvm.extractelement %101[%175 : i64] : vector<32xf32>
      %177 = llvm.call @__nv_exp2f(%176) : (f32) -> f32
      %178 = llvm.insertelement %177, %174[%175 : i64] : vector<32xf32>
      %179 = llvm.mlir.constant(19 : i64) : i64
      %180 = llvm.extractelement %101[%179 : i64] : vector<32xf32>
      %181 = llvm.call @__nv_exp2f(%180) : (f32) -> f32
      %182 = llvm.insertelement %181, %178[%179 : i64] : vector<32xf32>
      %183 = llvm.mlir.constant(20 : i64) : i64
      %184 = llvm.extractelement %101[%183 : i64] : vector<32xf32>
      %185 = llvm.call @__nv_exp2f(%184) : (f32) -> f32
      %186 = llvm.insertelement %185, %182[%183 : i64] : vector<32xf32>
      %187 = llvm.mlir.constant(21 : i64) : i64
      %188 = llvm.extractelement %101[%187 : i64] : vector<32xf32>
      %189 = llvm.call @__nv_exp2f(%188) : (f32) -> f32
      %190 = llvm.insertelement %189, %186[%187 : i64] : vector<32xf32>
      %191 = llvm.mlir.constant(22 : i64) : i64
      %192 = llvm.extractelement %101[%191 : i64] : vector<32xf32>
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.insertelement %193, %190[%191 : i64] : vector<32xf32>
      %195 = llvm.mlir.constant(23 : i64) : i64
      %196 = llvm.extractelement %101[%195 : i64] : vector<32xf32>
      %197 = llvm.call @__nv_exp2f(%196) : (f32) -> f32
      %198 = llvm.insertelement %197, %194[%195 : i64] : vector<32xf32>
      %199 = llvm.mlir.constant(24 : i64) : i64
      %200 = llvm.extractelement %101[%199 : i64] : vector<32xf32>
      %201 = llvm.call @__nv_exp2f(%200) : (f32) -> f32
      %202 = llvm.insertelement %201, %198[%199 : i64] : vector<32xf32>
      %203 = llvm.mlir.constant(25 : i64) : i64
      %204 = llvm.extractelement %101[%203 : i64] : vector<32xf32>
      %205 = llvm.call @__nv_exp2f(%204) : (f32) -> f32
      %206 = llvm.insertelement %205, %202[%203 : i64] : vector<32xf32>
      %207 = llvm.mlir.constant(26 : i64) : i64
      %208 = llvm.extractelement %101[%207 : i64] : vector<32xf32>
      %209 = llvm.call @__nv_exp2f(%208) : (f32) -> f32
      %210 = llvm.insertelement %209, %206[%207 : i64] : vector<32xf32>
      %211 = llvm.mlir.constant(27 : i64) : i64
      %212 = llvm.extractelement %101[%211 : i64] : vector<32xf32>
      %213 = llvm.call @__nv_exp2f(%212) : (f32) -> f32
      %214 = llvm.insertelement %213, %210[%211 : i64] : vector<32xf32>
      %215 = llvm.mlir.constant(28 : i64) : i64
      %216 = llvm.extractelement %101[%215 : i64] : vector<32xf32>
      %217 = llvm.call @__nv_exp2f(%216) : (f32) -> f32
      %218 = llvm.insertelement %217, %214[%215 : i64] : vector<32xf32>
      %219 = llvm.mlir.constant(29 : i64) : i64
      %220 = llvm.extractelement %101[%219 : i64] : vector<32xf32>
      %221 = llvm.call @__nv_exp2f(%220) : (f32) -> f32
      %222 = llvm.insertelement %221, %218[%219 : i64] : vector<32xf32>
      %223 = llvm.mlir.constant(30 : i64) : i64
      %224 = llvm.extractelement %101[%223 : i64] : vector<32xf32>
      %225 = llvm.call @__nv_exp2f(%224) : (f32) -> f32
      %226 = llvm.insertelement %225, %222[%223 : i64] : vector<32xf32>
      %227 = llvm.mlir.constant(31 : i64) : i64
      %228 = llvm.extractelement %101[%227 : i64] : vector<32xf32>
      %229 = llvm.call @__nv_exp2f(%228) : (f32) -> f32
      %230 = llvm.insertelement %229, %226[%227 : i64] : vector<32xf32>
      %231 = "llvm.intr.vector.reduce.fadd"(%7, %230) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %232 = llvm.fsub %8, %96 : f32
      %233 = llvm.call @__nv_exp2f(%232) : (f32) -> f32
      %234 = llvm.fmul %233, %7 : f32
      %235 = llvm.fadd %234, %231 : f32
      %236 = nvvm.shfl.sync bfly %13, %96, %14, %15 : f32 -> f32
      %237 = nvvm.shfl.sync bfly %13, %235, %14, %15 : f32 -> f32
      %238 = llvm.intr.maximum(%96, %236) : (f32, f32) -> f32
      %239 = llvm.fsub %96, %238 : f32
      %240 = llvm.call @__nv_exp2f(%239) : (f32) -> f32
      %241 = llvm.fmul %235, %240 : f32
      %242 = llvm.fsub %236, %238 : f32
      %243 = llvm.call @__nv_exp2f(%242) : (f32) -> f32
      %244 = llvm.fmul %237, %243 : f32
      %245 = llvm.fadd %241, %244 : f32
      %246 = nvvm.shfl.sync bfly %13, %238, %10, %15 : f32 -> f32
      %247 = nvvm.shfl.sync bfly %13, %245, %10, %15 : f32 -> f32
      %248 = llvm.intr.maximum(%238, %246) : (f32, f32) -> f32
      %249 = llvm.fsub %238, %248 : f32
      %250 = llvm.call @__nv_exp2f(%249) : (f32) -> f32
      %251 = llvm.fmul %245, %250 : f32
      %252 = llvm.fsub %246, %248 : f32
      %253 = llvm.call @__nv_exp2f(%252) : (f32) -> f32
      %254 = llvm.fmul %247, %253 : f32
      %255 = llvm.fadd %251, %254 : f32
      %256 = nvvm.shfl.sync bfly %13, %248, %22, %15 : f32 -> f32
      %257 = nvvm.shfl.sync bfly %13, %255, %22, %15 : f32 -> f32
      %258 = llvm.intr.maximum(%248, %256) : (f32, f32) -> f32
      %259 = llvm.fsub %248, %258 : f32
      %260 = llvm.call @__nv_exp2f(%259) : (f32) -> f32
      %261 = llvm.fmul %255, %260 : f32
      %262 = llvm.fsub %256, %258 : f32
      %263 = llvm.call @__nv_exp2f(%262) : (f32) -> f32
      %264 = llvm.fmul %257, %263 : f32
      %265 = llvm.fadd %261, %264 : f32
      %266 = nvvm.shfl.sync bfly %13, %258, %16, %15 : f32 -> f32
      %267 = nvvm.shfl.sync bfly %13, %265, %16, %15 : f32 -> f32
      %268 = llvm.intr.maximum(%258, %266) : (f32, f32) -> f32
      %269 = llvm.fsub %258, %268 : f32
      %270 = llvm.call @__nv_exp2f(%269) : (f32) -> f32
      %271 = llvm.fmul %265, %270 : f32
      %272 = llvm.fsub %266, %268 : f32
      %273 = llvm.call @__nv_exp2f(%272) : (f32) -> f32
      %274 = llvm.fmul %267, %273 : f32
      %275 = llvm.fadd %271, %274 : f32
      %276 = nvvm.shfl.sync bfly %13, %268, %24, %15 : f32 -> f32
      %277 = nvvm.shfl.sync bfly %13, %275, %24, %15 : f32 -> f32
      %278 = llvm.intr.maximum(%268, %276) : (f32, f32) -> f32
      %279 = llvm.fsub %268, %278 : f32
      %280 = llvm.call @__nv_exp2f(%279) : (f32) -> f32
      %281 = llvm.fmul %275, %280 : f32
      %282 = llvm.fsub %276, %278 : f32
      %283 = llvm.call @__nv_exp2f(%282) : (f32) -> f32
      %284 = llvm.fmul %277, %283 : f32
      %285 = llvm.fadd %281, %284 : f32
      %286 = llvm.icmp "eq" %41, %9 : i32
      llvm.cond_br %286, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %287 = llvm.getelementptr %35[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %278, %287 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %288 = llvm.getelementptr %38[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %285, %288 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %289 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %290 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %291 = llvm.getelementptr %35[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %292 = llvm.load %291 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %293 = llvm.getelementptr %38[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %294 = llvm.load %293 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %295 = llvm.intr.maximum(%289, %292) : (f32, f32) -> f32
      %296 = llvm.fsub %289, %295 : f32
      %297 = llvm.call @__nv_exp2f(%296) : (f32) -> f32
      %298 = llvm.fmul %290, %297 : f32
      %299 = llvm.fsub %292, %295 : f32
      %300 = llvm.call @__nv_exp2f(%299) : (f32) -> f32
      %301 = llvm.fmul %294, %300 : f32
      %302 = llvm.fadd %298, %301 : f32
      %303 = llvm.getelementptr %35[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %304 = llvm.load %303 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %305 = llvm.getelementptr %38[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %306 = llvm.load %305 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %307 = llvm.intr.maximum(%295, %304) : (f32, f32) -> f32
      %308 = llvm.fsub %295, %307 : f32
      %309 = llvm.call @__nv_exp2f(%308) : (f32) -> f32
      %310 = llvm.fmul %302, %309 : f32
      %311 = llvm.fsub %304, %307 : f32
      %312 = llvm.call @__nv_exp2f(%311) : (f32) -> f32
      %313 = llvm.fmul %306, %312 : f32
      %314 = llvm.fadd %310, %313 : f32
      %315 = llvm.getelementptr %35[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %316 = llvm.load %315 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %317 = llvm.getelementptr %38[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %318 = llvm.load %317 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %319 = llvm.intr.maximum(%307, %316) : (f32, f32) -> f32
      %320 = llvm.fsub %307, %319 : f32
      %321 = llvm.call @__nv_exp2f(%320) : (f32) -> f32
      %322 = llvm.fmul %314, %321 : f32
      %323 = llvm.fsub %316, %319 : f32
      %324 = llvm.call @__nv_exp2f(%323) : (f32) -> f32
      %325 = llvm.fmul %318, %324 : f32
      %326 = llvm.fadd %322, %325 : f32
      %327 = llvm.getelementptr %35[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %328 = llvm.load %327 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %329 = llvm.getelementptr %38[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %330 = llvm.load %329 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %331 = llvm.intr.maximum(%319, %328) : (f32, f32) -> f32
      %332 = llvm.fsub %319, %331 : f32
      %333 = llvm.call @__nv_exp2f(%332) : (f32) -> f32
      %334 = llvm.fmul %326, %333 : f32
      %335 = llvm.fsub %328, %331 : f32
      %336 = llvm.call @__nv_exp2f(%335) : (f32) -> f32
      %337 = llvm.fmul %330, %336 : f32
      %338 = llvm.fadd %334, %337 : f32
      %339 = llvm.getelementptr %35[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %340 = llvm.load %339 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %341 = llvm.getelementptr %38[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %342 = llvm.load %341 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %343 = llvm.intr.maximum(%331, %340) : (f32, f32) -> f32
      %344 = llvm.fsub %331, %343 : f32
      %345 = llvm.call @__nv_exp2f(%344) : (f32) -> f32
      %346 = llvm.fmul %338, %345 : f32
      %347 = llvm.fsub %340, %343 : f32
      %348 = llvm.call @__nv_exp2f(%347) : (f32) -> f32
      %349 = llvm.fmul %342, %348 : f32
      %350 = llvm.fadd %346, %349 : f32
      %351 = llvm.getelementptr %35[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %352 = llvm.load %351 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %353 = llvm.getelementptr %38[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %354 = llvm.load %353 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %355 = llvm.intr.maximum(%343, %352) : (f32, f32) -> f32
      %356 = llvm.fsub %343, %355 : f32
      %357 = llvm.call @__nv_exp2f(%356) : (f32) -> f32
      %358 = llvm.fmul %350, %357 : f32
      %359 = llvm.fsub %352, %355 : f32
      %360 = llvm.call @__nv_exp2f(%359) : (f32) -> f32
      %361 = llvm.fmul %354, %360 : f32
      %362 = llvm.fadd %358, %361 : f32
      %363 = llvm.getelementptr %35[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %364 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %365 = llvm.getelementptr %38[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %366 = llvm.load %365 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %367 = llvm.intr.maximum(%355, %364) : (f32, f32) -> f32
      %368 = llvm.fsub %355, %367 : f32
      %369 = llvm.call @__nv_exp2f(%368) : (f32) -> f32
      %370 = llvm.fmul %362, %369 : f32
      %371 = llvm.fsub %364, %367 : f32
      %372 = llvm.call @__nv_exp2f(%371) : (f32) -> f32
      %373 = llvm.fmul %366, %372 : f32
      %374 = llvm.fadd %370, %373 : f32
      %375 = llvm.fdiv %17, %374 : f32
      %376 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %377 = llvm.getelementptr %376[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %378 = llvm.getelementptr %377[%56] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %61, %27 {alignment = 32 : i64} : i8, !llvm.ptr
      %379 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %66, %379 {alignment = 1 : i64} : i8, !llvm.ptr
      %380 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %72, %380 {alignment = 2 : i64} : i8, !llvm.ptr
      %381 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %78, %381 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %18, %26 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb8(%9 : i32)
    ^bb8(%382: i32):  // 2 preds: ^bb7, ^bb11
      %383 = llvm.icmp "slt" %382, %22 : i32
      llvm.cond_br %383, ^bb9, ^bb12
    ^bb9:  // pred: ^bb8
      %384 = llvm.mul %382, %2 overflow<nsw> : i32
      %385 = llvm.getelementptr %57[%384] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %386 = llvm.mul %382, %10 overflow<nsw> : i32
      %387 = llvm.getelementptr %26[%386] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %388 = llvm.getelementptr %27[%382] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %389 = llvm.load %388 {alignment = 1 : i64} : !llvm.ptr -> i8
      %390 = llvm.icmp "ne" %389, %12 : i8
      llvm.cond_br %390, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %391 = llvm.load %385 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %391, %387 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %392 = llvm.add %382, %24 : i32
      llvm.br ^bb8(%392 : i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb8
      %393 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %394 = llvm.fpext %393 : vector<32xbf16> to vector<32xf32>
      %395 = llvm.fmul %394, %21 : vector<32xf32>
      %396 = llvm.mlir.poison : vector<32xf32>
      %397 = llvm.mlir.constant(0 : i32) : i32
      %398 = llvm.insertelement %367, %396[%397 : i32] : vector<32xf32>
      %399 = llvm.shufflevector %398, %396 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %400 = llvm.fsub %395, %399 : vector<32xf32>
      %401 = llvm.mlir.poison : vector<32xf32>
      %402 = llvm.mlir.constant(0 : i64) : i64
      %403 = llvm.extractelement %400[%402 : i64] : vector<32xf32>
      %404 = llvm.call @__nv_exp2f(%403) : (f32) -> f32
      %405 = llvm.insertelement %404, %401[%402 : i64] : vector<32xf32>
      %406 = llvm.mlir.constant(1 : i64) : i64
      %407 = llvm.extractelement %400[%406 : i64] : vector<32xf32>
      %408 = llvm.call @__nv_exp2f(%407) : (f32) -> f32
      %409 = llvm.insertelement %408, %405[%406 : i64] : vector<32xf32>
      %410 = llvm.mlir.constant(2 : i64) : i64
      %411 = llvm.extractelement %400[%410 : i64] : vector<32xf32>
      %412 = llvm.call @__nv_exp2f(%411) : (f32) -> f32
      %413 = llvm.insertelement %412, %409[%410 : i64] : vector<32xf32>
      %414 = llvm.mlir.constant(3 : i64) : i64
      %415 = llvm.extractelement %400[%414 : i64] : vector<32xf32>
      %416 = llvm.call @__nv_exp2f(%415) : (f32) -> f32
      %417 = llvm.insertelement %416, %413[%414 : i64] : vector<32xf32>
      %418 = llvm.mlir.constant(4 : i64) : i64
      %419 = llvm.extractelement %400[%418 : i64] : vector<32xf32>
      %420 = llvm.call @__nv_exp2f(%419) : (f32) -> f32
      %421 = llvm.insertelement %420, %417[%418 : i64] : vector<32xf32>
      %422 = llvm.mlir.constant(5 : i64) : i64
      %423 = llvm.extractelement %400[%422 : i64] : vector<32xf32>
      %424 = llvm.call @__nv_exp2f(%423) : (f32) -> f32
      %425 = llvm.insertelement %424, %421[%422 : i64] : vector<32xf32>
      %426 = llvm.mlir.constant(6 : i64) : i64
      %427 = llvm.extractelement %400[%426 : i64] : vector<32xf32>
      %428 = llvm.call @__nv_exp2f(%427) : (f32) -> f32
      %429 = llvm.insertelement %428, %425[%426 : i64] : vector<32xf32>
      %430 = llvm.mlir.constant(7 : i64) : i64
      %431 = llvm.extractelement %400[%430 : i64] : vector<32xf32>
      %432 = llvm.call @__nv_exp2f(%431) : (f32) -> f32
      %433 = llvm.insertelement %432, %429[%430 : i64] : vector<32xf32>
      %434 = llvm.mlir.constant(8 : i64) : i64
      %435 = llvm.extractelement %400[%434 : i64] : vector<32xf32>
      %436 = llvm.call @__nv_exp2f(%435) : (f32) -> f32
      %437 = llvm.insertelement %436, %433[%434 : i64] : vector<32xf32>
      %438 = llvm.mlir.constant(9 : i64) : i64
      %439 = llvm.extractelement %400[%438 : i64] : vector<32xf32>
      %440 = llvm.call @__nv_exp2f(%439) : (f32) -> f32
      %441 = llvm.insertelement %440, %437[%438 : i64] : vector<32xf32>
      %442 = llvm.mlir.constant(10 : i64) : i64
      %443 = llvm.extractelement %400[%442 : i64] : vector<32xf32>
      %444 = llvm.call @__nv_exp2f(%443) : (f32) -> f32
      %445 = llvm.insertelement %444, %441[%442 : i64] : vector<32xf32>
      %446 = llvm.mlir.constant(11 : i64) : i64
      %447 = llvm.extractelement %400[%446 : i64] : vector<32xf32>
      %448 = llvm.call @__nv_exp2f(%447) : (f32) -> f32
      %449 = llvm.insertelement %448, %445[%446 : i64] : vector<32xf32>
      %450 = llvm.mlir.constant(12 : i64) : i64
      %451 = llvm.extractelement %400[%450 : i64] : vector<32xf32>
      %452 = llvm.call @__nv_exp2f(%451) : (f32) -> f32
      %453 = llvm.insertelement %452, %449[%450 : i64] : vector<32xf32>
      %454 = llvm.mlir.constant(13 : i64) : i64
      %455 = llvm.extractelement %400[%454 : i64] : vector<32xf32>
      %456 = llvm.call @__nv_exp2f(%455) : (f32) -> f32
      %457 = llvm.insertelement %456, %453[%454 : i64] : vector<32xf32>
      %458 = llvm.mlir.constant(14 : i64) : i64
      %459 = llvm.extractelement %400[%458 : i64] : vector<32xf32>
      %460 = llvm.call @__nv_exp2f(%459) : (f32) -> f32
      %461 = llvm.insertelement %460, %457[%458 : i64] : vector<32xf32>
      %462 = llvm.mlir.constant(15 : i64) : i64
      %463 = llvm.extractelement %400[%462 : i64] : vector<32xf32>
      %464 = llvm.call @__nv_exp2f(%463) : (f32) -> f32
      %465 = llvm.insertelement %464, %461[%462 : i64] : vector<32xf32>
      %466 = llvm.mlir.constant(16 : i64) : i64
      %467 = llvm.extractelement %400[%466 : i64] : vector<32xf32>
      %468 = llvm.call @__nv_exp2f(%467) : (f32) -> f32
      %469 = llvm.insertelement %468, %465[%466 : i64] : vector<32xf32>
      %470 = llvm.mlir.constant(17 : i64) : i64
      %471 = llvm.extractelement %400[%470 : i64] : vector<32xf32>
      %472 = llvm.call @__nv_exp2f(%471) : (f32) -> f32
      %473 = llvm.insertelement %472, %469[%470 : i64] : vector<32xf32>
      %474 = llvm.mlir.constant(18 : i64) : i64
      %475 = llvm.extractelement %400[%474 : i64] : vector<32xf32>
      %476 = llvm.call @__nv_exp2f(%475) : (f32) -> f32
      %477 = llvm.insertelement %476, %473[%474 : i64] : vector<32xf32>
      %478 = llvm.mlir.constant(19 : i64) : i64
      %479 = llvm.extractelement %400[%478 : i64] : vector<32xf32>
      %480 = llvm.call @__nv_exp2f(%479) : (f32) -> f32
      %481 = llvm.insertelement %480, %477[%478 : i64] : vector<32xf32>
      %482 = llvm.mlir.constant(20 : i64) : i64
      %483 = llvm.extractelement %400[%482 : i64] : vector<32xf32>
      %484 = llvm.call @__nv_exp2f(%483) : (f32) -> f32
      %485 = llvm.insertelement %484, %481[%482 : i64] : vector<32xf32>
      %486 = llvm.mlir.constant(21 : i64) : i64
      %487 = llvm.extractelement %400[%486 : i64] : vector<32xf32>
      %488 = llvm.call @__nv_exp2f(%487) : (f32) -> f32
      %489 = llvm.insertelement %488, %485[%486 : i64] : vector<32xf32>
      %490 = llvm.mlir.constant(22 : i64) : i64
      %491 = llvm.extractelement %400[%490 : i64] : vector<32xf32>
      %492 = llvm.call @__nv_exp2f(%491) : (f32) -> f32
      %493 = llvm.insertelement %492, %489[%490 : i64] : vector<32xf32>
      %494 = llvm.mlir.constant(23 : i64) : i64
      %495 = llvm.extractelement %400[%494 : i64] : vector<32xf32>
      %496 = llvm.call @__nv_exp2f(%495) : (f32) -> f32
      %497 = llvm.insertelement %496, %493[%494 : i64] : vector<32xf32>
      %498 = llvm.mlir.constant(24 : i64) : i64
      %499 = llvm.extractelement %400[%498 : i64] : vector<32xf32>
      %500 = llvm.call @__nv_exp2f(%499) : (f32) -> f32
      %501 = llvm.insertelement %500, %497[%498 : i64] : vector<32xf32>
      %502 = llvm.mlir.constant(25 : i64) : i64
      %503 = llvm.extractelement %400[%502 : i64] : vector<32xf32>
      %504 = llvm.call @__nv_exp2f(%503) : (f32) -> f32
      %505 = llvm.insertelement %504, %501[%502 : i64] : vector<32xf32>
      %506 = llvm.mlir.constant(26 : i64) : i64
      %507 = llvm.extractelement %400[%506 : i64] : vector<32xf32>
      %508 = llvm.call @__nv_exp2f(%507) : (f32) -> f32
      %509 = llvm.insertelement %508, %505[%506 : i64] : vector<32xf32>
      %510 = llvm.mlir.constant(27 : i64) : i64
      %511 = llvm.extractelement %400[%510 : i64] : vector<32xf32>
      %512 = llvm.call @__nv_exp2f(%511) : (f32) -> f32
      %513 = llvm.insertelement %512, %509[%510 : i64] : vector<32xf32>
      %514 = llvm.mlir.constant(28 : i64) : i64
      %515 = llvm.extractelement %400[%514 : i64] : vector<32xf32>
      %516 = llvm.call @__nv_exp2f(%515) : (f32) -> f32
      %517 = llvm.insertelement %516, %513[%514 : i64] : vector<32xf32>
      %518 = llvm.mlir.constant(29 : i64) : i64
      %519 = llvm.extractelement %400[%518 : i64] : vector<32xf32>
      %520 = llvm.call @__nv_exp2f(%519) : (f32) -> f32
      %521 = llvm.insertelement %520, %517[%518 : i64] : vector<32xf32>
      %522 = llvm.mlir.constant(30 : i64) : i64
      %523 = llvm.extractelement %400[%522 : i64] : vector<32xf32>
      %524 = llvm.call @__nv_exp2f(%523) : (f32) -> f32
      %525 = llvm.insertelement %524, %521[%522 : i64] : vector<32xf32>
      %526 = llvm.mlir.constant(31 : i64) : i64
      %527 = llvm.extractelement %400[%526 : i64] : vector<32xf32>
      %528 = llvm.call @__nv_exp2f(%527) : (f32) -> f32
      %529 = llvm.insertelement %528, %525[%526 : i64] : vector<32xf32>
      %530 = llvm.mlir.poison : vector<32xf32>
      %531 = llvm.mlir.constant(0 : i32) : i32
      %532 = llvm.insertelement %375, %530[%531 : i32] : vector<32xf32>
      %533 = llvm.shufflevector %532, %530 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %534 = llvm.fmul %529, %533 : vector<32xf32>
      %535 = llvm.fptrunc %534 : vector<32xf32> to vector<32xbf16>
      llvm.store %535, %25 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb13(%9 : i32)
    ^bb13(%536: i32):  // 2 preds: ^bb12, ^bb16
      %537 = llvm.icmp "slt" %536, %22 : i32
      llvm.cond_br %537, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %538 = llvm.mul %536, %10 overflow<nsw> : i32
      %539 = llvm.getelementptr %25[%538] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %540 = llvm.mul %536, %2 overflow<nsw> : i32
      %541 = llvm.getelementptr %378[%540] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %542 = llvm.getelementptr %27[%536] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %543 = llvm.load %542 {alignment = 1 : i64} : !llvm.ptr -> i8
      %544 = llvm.icmp "ne" %543, %12 : i8
      llvm.cond_br %544, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %545 = llvm.load %539 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %545, %541 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %546 = llvm.add %536, %24 : i32
      llvm.br ^bb13(%546 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h652b07d8(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
