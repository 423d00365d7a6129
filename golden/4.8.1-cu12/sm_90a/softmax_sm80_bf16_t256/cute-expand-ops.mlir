!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_8cd4e3 = !cute.coord_tensor<"(?,0)", "(1,8192):(0,1@1)">
!cute_coord_tensor_a108e0 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,2048@1)">
!cute_coord_tensor_b6ed2e = !cute.coord_tensor<"(0,0)", "((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_0ca2ab = !cute.layout<"(96,5000):(1@0,1@1)">
!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_680386 = !cute.layout<"((8,1),1,4):((1@1,0),0,2048@1)">
!cute_layout_7589d3 = !cute.layout<"(1,(8,256)):(0,(256,1))">
!cute_layout_8083f9 = !cute.layout<"((8,1),((1,4))):((1,0),((0,2048)))">
!cute_layout_92844a = !cute.layout<"((8,1),1,4):((1,0),0,2048)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_ba17ea = !cute.layout<"((1,8192),(96,1)):((0,1),(5000,0))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
!cute_layout_d7fc0d = !cute.layout<"((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_e303c3 = !cute.layout<"((8,1),(1,4)):((1,0),(0,2048))">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_489d54 = !cute.ptr<bf16, rmem, align<32>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(5000,0))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_bf16 = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_bf16_2 = !cute.memref<bf16, rmem, align<16>, "((8,1)):((1,0))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "8:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "32:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0(%arg0: !memref_gmem_bf16, %arg1: !memref_gmem_bf16) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %0 = cute.ptrtoint(%smem_ptr) : !cute_ptr_9af6a0 to i32
      %1 = cute_nvgpu.arch.make_warp_uniform(%0) : i32
      %2 = arith.extui %1 : i32 to i64
      %iv = cute.assume(%2) : (i64) -> !cute.i64<divby 1024>
      %3 = cute.inttoptr(%iv) : !cute.i64<divby 1024> to !cute_ptr_9af6a0
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%3, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %4 = cute.ptrtoint(%ptr) : !cute_ptr_9af6a0 to i64
      %iv_0 = cute.assume(%4) : (i64) -> !cute.i64<divby 16>
      %5 = cute.inttoptr(%iv_0) : !cute.i64<divby 16> to !cute.ptr<i8, smem, align<16>>
      %view = cute.make_view(%5) : !memref_smem_i8
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_2 = cute.add_offset(%3, %int_tuple_1) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %6 = cute.ptrtoint(%ptr_2) : !cute.ptr<i8, smem, align<32>> to i64
      %iv_3 = cute.assume(%6) : (i64) -> !cute.i64<divby 16>
      %7 = cute.inttoptr(%iv_3) : !cute.i64<divby 16> to !cute.ptr<i8, smem, align<16>>
      %view_4 = cute.make_view(%7) : !memref_smem_i8
      %8 = cute.static : !cute_coord_tensor_b6ed2e
      %9 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_bf16
      %iter_6 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_6) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_7 = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_8 = cute.get_iter(%arg1) : !memref_gmem_bf16
      %iter_9 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
      %tup_10 = cute.deref_arith_tuple_iter(%iter_9) : !cute.arith_tuple_iter<"(0,0)">
      %e0_11, %e1_12 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16
      %lay_13 = cute.get_layout(%arg1) : !memref_gmem_bf16
      %lay_14 = cute.get_layout(%8) : !cute_coord_tensor_b6ed2e
      %10 = nvvm.read.ptx.sreg.tid.x : i32
      %11 = nvvm.read.ptx.sreg.tid.y : i32
      %12 = nvvm.read.ptx.sreg.tid.z : i32
      %13 = nvvm.read.ptx.sreg.ctaid.x : i32
      %14 = nvvm.read.ptx.sreg.ctaid.y : i32
      %15 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %16 = arith.remsi %10, %c32_i32 : i32
      %17 = arith.floordivsi %10, %c32_i32 : i32
      %lay_15 = cute.get_layout(%arg0) : !memref_gmem_bf16
      %18 = cute.get_shape(%lay_15) : (!cute_layout_ba17ea) -> !cute.shape<"((1,8192),(96,1))">
      %shape = cute.make_shape() : () -> !cute.shape<"1">
      %itup = cute.to_int_tuple(%shape) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_16 = cute.get_leaves(%itup) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %cst_17 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %19:3 = scf.for %arg2 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg3 = %cst, %arg4 = %cst_17, %arg5 = %9) -> (f32, f32, !copy_simt)  : i32 {
        %coord_134 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_135 = cute.get_layout(%arg0) : !memref_gmem_bf16
        %idx_136 = cute.crd2idx(%coord_134, %lay_135) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_137 = cute.get_iter(%arg0) : !memref_gmem_bf16
        %ptr_138 = cute.add_offset(%iter_137, %idx_136) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_139 = cute.make_view(%ptr_138) : !memref_gmem_bf16_1
        %iter_140 = cute.get_iter(%view_139) : !memref_gmem_bf16_1
        %iter_141 = cute.get_iter(%view_139) : !memref_gmem_bf16_1
        %coord_142 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_143 = cute.get_iter(%view_139) : !memref_gmem_bf16_1
        %162 = cute.get_scalars(%coord_142) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_144 = arith.constant 8 : i32
        %163 = arith.muli %162, %c8_i32_144 overflow<nsw> : i32
        %iv_145 = cute.assume(%163) : (i32) -> !cute.i32<divby 8>
        %int_tuple_146 = cute.make_int_tuple(%iv_145) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_147 = cute.add_offset(%iter_143, %int_tuple_146) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_148 = cute.make_view(%ptr_147) : !memref_gmem_bf16_2
        %iter_149 = cute.get_iter(%view_148) : !memref_gmem_bf16_2
        %coord_150 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_151 = cute.get_layout(%8) : !cute_coord_tensor_b6ed2e
        %idx_152 = cute.crd2idx(%coord_150, %lay_151) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_153 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
        %tup_154 = cute.add_offset(%iter_153, %idx_152) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_155 = cute.make_view(%tup_154) : !cute_coord_tensor_8cd4e3
        %iter_156 = cute.get_iter(%view_155) : !cute_coord_tensor_8cd4e3
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute.arith_tuple_iter<"(?,0)">
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,0)">
        %164 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %iter_160 = cute.get_iter(%view_155) : !cute_coord_tensor_8cd4e3
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute.arith_tuple_iter<"(?,0)">
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,0)">
        %165 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %coord_164 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_165 = cute.get_iter(%view_155) : !cute_coord_tensor_8cd4e3
        %166 = cute.get_scalars(%coord_164) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_166 = arith.constant 8 : i32
        %167 = arith.muli %166, %c8_i32_166 overflow<nsw> : i32
        %iv_167 = cute.assume(%167) : (i32) -> !cute.i32<divby 8>
        %int_tuple_168 = cute.make_int_tuple(%iv_167) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_169 = cute.add_offset(%iter_165, %int_tuple_168) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_170 = cute.make_view(%tup_169) : !cute_coord_tensor_a108e0
        %iter_171 = cute.get_iter(%view_170) : !cute_coord_tensor_a108e0
        %tup_172 = cute.deref_arith_tuple_iter(%iter_171) : !cute_arith_tuple_iter_66b557
        %e0_173, %e1_174 = cute.get_leaves(%tup_172) : !cute.int_tuple<"(?,?{div=8})">
        %168 = cute.get_scalars(%e0_173) : !cute.int_tuple<"?">
        %169 = cute.get_scalars(%e1_174) : !cute.int_tuple<"?{div=8}">
        %lay_175 = cute.get_layout(%view_148) : !memref_gmem_bf16_2
        %170 = cute.get_shape(%lay_175) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_176 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_177 = cute.to_int_tuple(%shape_176) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_178 = cute.get_leaves(%itup_177) : !cute.int_tuple<"1">
        %lay_179 = cute.get_layout(%view_148) : !memref_gmem_bf16_2
        %171 = cute.get_shape(%lay_179) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_180 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_181 = cute.to_int_tuple(%shape_180) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_182 = cute.get_leaves(%itup_181) : !cute.int_tuple<"1">
        %lay_183 = cute.get_layout(%view_148) : !memref_gmem_bf16_2
        %172 = cute.get_shape(%lay_183) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_184 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_185 = cute.to_int_tuple(%shape_184) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_186 = cute.get_leaves(%itup_185) : !cute.int_tuple<"4">
        %shape_187 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_188 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_188) : !memref_rmem_i8
        %iter_189 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_190 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_191 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_192 = cute.get_layout(%view_170) : !cute_coord_tensor_a108e0
        %idx_193 = cute.crd2idx(%coord_191, %lay_192) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_194 = cute.get_iter(%view_170) : !cute_coord_tensor_a108e0
        %tup_195 = cute.add_offset(%iter_194, %idx_193) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_196 = cute.make_view(%tup_195) : !cute_coord_tensor_8bc2ea
        %iter_197 = cute.get_iter(%view_196) : !cute_coord_tensor_8bc2ea
        %tup_198 = cute.deref_arith_tuple_iter(%iter_197) : !cute_arith_tuple_iter_66b557
        %e0_199, %e1_200 = cute.get_leaves(%tup_198) : !cute.int_tuple<"(?,?{div=8})">
        %173 = cute.get_scalars(%e0_199) : !cute.int_tuple<"?">
        %174 = cute.get_scalars(%e1_200) : !cute.int_tuple<"?{div=8}">
        %iter_201 = cute.get_iter(%view_196) : !cute_coord_tensor_8bc2ea
        %tup_202 = cute.deref_arith_tuple_iter(%iter_201) : !cute_arith_tuple_iter_66b557
        %e0_203, %e1_204 = cute.get_leaves(%tup_202) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_203) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_204) : !cute.int_tuple<"?{div=8}">
        %iter_205 = cute.get_iter(%view_196) : !cute_coord_tensor_8bc2ea
        %tup_206 = cute.deref_arith_tuple_iter(%iter_205) : !cute_arith_tuple_iter_66b557
        %e0_207, %e1_208 = cute.get_leaves(%tup_206) : !cute.int_tuple<"(?,?{div=8})">
        %177 = cute.get_scalars(%e0_207) : !cute.int_tuple<"?">
        %178 = cute.get_scalars(%e1_208) : !cute.int_tuple<"?{div=8}">
        %coord_209 = cute.make_coord(%e0_207, %e1_208) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_210 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %179:2 = cute.get_scalars(%coord_209) : !cute.coord<"(?,?{div=8})">
        %180:2 = cute.get_scalars(%coord_210) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %181 = arith.cmpi slt, %179#0, %180#0 : i32
        %182 = arith.andi %true, %181 : i1
        %183 = arith.cmpi slt, %179#1, %180#1 : i32
        %184 = arith.andi %182, %183 : i1
        %185 = arith.extui %184 : i1 to i8
        %coord_211 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_212 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_213 = cute.crd2idx(%coord_211, %lay_212) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_214 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_215 = cute.add_offset(%iter_214, %idx_213) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %186 = builtin.unrealized_conversion_cast %ptr_215 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %185, %186 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_216 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_217 = cute.get_layout(%view_170) : !cute_coord_tensor_a108e0
        %idx_218 = cute.crd2idx(%coord_216, %lay_217) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_219 = cute.get_iter(%view_170) : !cute_coord_tensor_a108e0
        %tup_220 = cute.add_offset(%iter_219, %idx_218) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_221 = cute.make_view(%tup_220) : !cute_coord_tensor_8bc2ea
        %iter_222 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_223 = cute.deref_arith_tuple_iter(%iter_222) : !cute_arith_tuple_iter_66b557
        %e0_224, %e1_225 = cute.get_leaves(%tup_223) : !cute.int_tuple<"(?,?{div=8})">
        %187 = cute.get_scalars(%e0_224) : !cute.int_tuple<"?">
        %188 = cute.get_scalars(%e1_225) : !cute.int_tuple<"?{div=8}">
        %iter_226 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_227 = cute.deref_arith_tuple_iter(%iter_226) : !cute_arith_tuple_iter_66b557
        %e0_228, %e1_229 = cute.get_leaves(%tup_227) : !cute.int_tuple<"(?,?{div=8})">
        %189 = cute.get_scalars(%e0_228) : !cute.int_tuple<"?">
        %190 = cute.get_scalars(%e1_229) : !cute.int_tuple<"?{div=8}">
        %iter_230 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_231 = cute.deref_arith_tuple_iter(%iter_230) : !cute_arith_tuple_iter_66b557
        %e0_232, %e1_233 = cute.get_leaves(%tup_231) : !cute.int_tuple<"(?,?{div=8})">
        %191 = cute.get_scalars(%e0_232) : !cute.int_tuple<"?">
        %192 = cute.get_scalars(%e1_233) : !cute.int_tuple<"?{div=8}">
        %coord_234 = cute.make_coord(%e0_232, %e1_233) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_235 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %193:2 = cute.get_scalars(%coord_234) : !cute.coord<"(?,?{div=8})">
        %194:2 = cute.get_scalars(%coord_235) : !cute.coord<"(96,5000)">
        %true_236 = arith.constant true
        %195 = arith.cmpi slt, %193#0, %194#0 : i32
        %196 = arith.andi %true_236, %195 : i1
        %197 = arith.cmpi slt, %193#1, %194#1 : i32
        %198 = arith.andi %196, %197 : i1
        %199 = arith.extui %198 : i1 to i8
        %coord_237 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_238 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_239 = cute.crd2idx(%coord_237, %lay_238) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_240 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_241 = cute.add_offset(%iter_240, %idx_239) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %200 = builtin.unrealized_conversion_cast %ptr_241 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %199, %200 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_242 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_243 = cute.get_layout(%view_170) : !cute_coord_tensor_a108e0
        %idx_244 = cute.crd2idx(%coord_242, %lay_243) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_245 = cute.get_iter(%view_170) : !cute_coord_tensor_a108e0
        %tup_246 = cute.add_offset(%iter_245, %idx_244) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_247 = cute.make_view(%tup_246) : !cute_coord_tensor_8bc2ea
        %iter_248 = cute.get_iter(%view_247) : !cute_coord_tensor_8bc2ea
        %tup_249 = cute.deref_arith_tuple_iter(%iter_248) : !cute_arith_tuple_iter_66b557
        %e0_250, %e1_251 = cute.get_leaves(%tup_249) : !cute.int_tuple<"(?,?{div=8})">
        %201 = cute.get_scalars(%e0_250) : !cute.int_tuple<"?">
        %202 = cute.get_scalars(%e1_251) : !cute.int_tuple<"?{div=8}">
        %iter_252 = cute.get_iter(%view_247) : !cute_coord_tensor_8bc2ea
        %tup_253 = cute.deref_arith_tuple_iter(%iter_252) : !cute_arith_tuple_iter_66b557
        %e0_254, %e1_255 = cute.get_leaves(%tup_253) : !cute.int_tuple<"(?,?{div=8})">
        %203 = cute.get_scalars(%e0_254) : !cute.int_tuple<"?">
        %204 = cute.get_scalars(%e1_255) : !cute.int_tuple<"?{div=8}">
        %iter_256 = cute.get_iter(%view_247) : !cute_coord_tensor_8bc2ea
        %tup_257 = cute.deref_arith_tuple_iter(%iter_256) : !cute_arith_tuple_iter_66b557
        %e0_258, %e1_259 = cute.get_leaves(%tup_257) : !cute.int_tuple<"(?,?{div=8})">
        %205 = cute.get_scalars(%e0_258) : !cute.int_tuple<"?">
        %206 = cute.get_scalars(%e1_259) : !cute.int_tuple<"?{div=8}">
        %coord_260 = cute.make_coord(%e0_258, %e1_259) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_261 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %207:2 = cute.get_scalars(%coord_260) : !cute.coord<"(?,?{div=8})">
        %208:2 = cute.get_scalars(%coord_261) : !cute.coord<"(96,5000)">
        %true_262 = arith.constant true
        %209 = arith.cmpi slt, %207#0, %208#0 : i32
        %210 = arith.andi %true_262, %209 : i1
        %211 = arith.cmpi slt, %207#1, %208#1 : i32
        %212 = arith.andi %210, %211 : i1
        %213 = arith.extui %212 : i1 to i8
        %coord_263 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_264 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_265 = cute.crd2idx(%coord_263, %lay_264) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_266 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_267 = cute.add_offset(%iter_266, %idx_265) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %214 = builtin.unrealized_conversion_cast %ptr_267 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %213, %214 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_268 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_269 = cute.get_layout(%view_170) : !cute_coord_tensor_a108e0
        %idx_270 = cute.crd2idx(%coord_268, %lay_269) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_271 = cute.get_iter(%view_170) : !cute_coord_tensor_a108e0
        %tup_272 = cute.add_offset(%iter_271, %idx_270) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_273 = cute.make_view(%tup_272) : !cute_coord_tensor_8bc2ea
        %iter_274 = cute.get_iter(%view_273) : !cute_coord_tensor_8bc2ea
        %tup_275 = cute.deref_arith_tuple_iter(%iter_274) : !cute_arith_tuple_iter_66b557
        %e0_276, %e1_277 = cute.get_leaves(%tup_275) : !cute.int_tuple<"(?,?{div=8})">
        %215 = cute.get_scalars(%e0_276) : !cute.int_tuple<"?">
        %216 = cute.get_scalars(%e1_277) : !cute.int_tuple<"?{div=8}">
        %iter_278 = cute.get_iter(%view_273) : !cute_coord_tensor_8bc2ea
        %tup_279 = cute.deref_arith_tuple_iter(%iter_278) : !cute_arith_tuple_iter_66b557
        %e0_280, %e1_281 = cute.get_leaves(%tup_279) : !cute.int_tuple<"(?,?{div=8})">
        %217 = cute.get_scalars(%e0_280) : !cute.int_tuple<"?">
        %218 = cute.get_scalars(%e1_281) : !cute.int_tuple<"?{div=8}">
        %iter_282 = cute.get_iter(%view_273) : !cute_coord_tensor_8bc2ea
        %tup_283 = cute.deref_arith_tuple_iter(%iter_282) : !cute_arith_tuple_iter_66b557
        %e0_284, %e1_285 = cute.get_leaves(%tup_283) : !cute.int_tuple<"(?,?{div=8})">
        %219 = cute.get_scalars(%e0_284) : !cute.int_tuple<"?">
        %220 = cute.get_scalars(%e1_285) : !cute.int_tuple<"?{div=8}">
        %coord_286 = cute.make_coord(%e0_284, %e1_285) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_287 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %221:2 = cute.get_scalars(%coord_286) : !cute.coord<"(?,?{div=8})">
        %222:2 = cute.get_scalars(%coord_287) : !cute.coord<"(96,5000)">
        %true_288 = arith.constant true
        %223 = arith.cmpi slt, %221#0, %222#0 : i32
        %224 = arith.andi %true_288, %223 : i1
        %225 = arith.cmpi slt, %221#1, %222#1 : i32
        %226 = arith.andi %224, %225 : i1
        %227 = arith.extui %226 : i1 to i8
        %coord_289 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_290 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_291 = cute.crd2idx(%coord_289, %lay_290) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_292 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_293 = cute.add_offset(%iter_292, %idx_291) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %228 = builtin.unrealized_conversion_cast %ptr_293 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %227, %228 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_294 = cute.get_layout(%view_148) : !memref_gmem_bf16_2
        %lay_295 = cute.make_layout() : !cute_layout_a987c4
        %rmem_296 = cute.memref.alloca(%lay_295) : !memref_rmem_bf16
        %iter_297 = cute.get_iter(%rmem_296) : !memref_rmem_bf16
        %iter_298 = cute.get_iter(%rmem_296) : !memref_rmem_bf16
        %lay_299 = cute.get_layout(%rmem_296) : !memref_rmem_bf16
        %lay_300 = cute.get_layout(%rmem_296) : !memref_rmem_bf16
        %229 = cute.get_shape(%lay_300) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_301 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_302 = cute.to_int_tuple(%shape_301) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_303 = cute.get_leaves(%itup_302) : !cute.int_tuple<"32">
        %230 = cute.get_shape(%lay_299) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_304, %e1_305, %e2, %e3 = cute.get_leaves(%230) : !cute.shape<"((8,1),1,4)">
        %int_tuple_306 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_307 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_308 = cute.get_leaves(%int_tuple_307) : !cute.int_tuple<"32">
        %cst_309 = arith.constant 0xFF80 : bf16
        %231 = vector.broadcast %cst_309 : bf16 to vector<32xbf16>
        %int_tuple_310 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_311 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_312 = cute.get_leaves(%int_tuple_311) : !cute.int_tuple<"32">
        %int_tuple_313 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_314 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_315 = cute.get_leaves(%int_tuple_314) : !cute.int_tuple<"32">
        %iter_316 = cute.get_iter(%rmem_296) : !memref_rmem_bf16
        %int_tuple_317 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_318 = cute.add_offset(%iter_316, %int_tuple_317) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %232 = builtin.unrealized_conversion_cast %ptr_318 : !cute_ptr_489d54 to !llvm.ptr
        %cst_319 = arith.constant dense<0xFF80> : vector<32xbf16>
        llvm.store %cst_319, %232 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %233 = cute.get_shape(%lay_294) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_320, %e1_321, %e2_322, %e3_323 = cute.get_leaves(%233) : !cute.shape<"((8,1),1,4)">
        %shape_324 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_325 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_294, %lay_325) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_326 = cute.make_view(%iter_149, %append) : !memref_gmem_bf16_2
        %iter_327 = cute.get_iter(%view_326) : !memref_gmem_bf16_2
        %lay_328 = cute.get_layout(%view_326) : !memref_gmem_bf16_2
        %234 = cute.get_shape(%lay_328) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_329, %e1_330, %e2_331, %e3_332 = cute.get_leaves(%234) : !cute.shape<"((8,1),1,4)">
        %iter_333 = cute.get_iter(%view_326) : !memref_gmem_bf16_2
        %view_334 = cute.make_view(%iter_333) : !memref_gmem_bf16_3
        %iter_335 = cute.get_iter(%view_334) : !memref_gmem_bf16_3
        %iter_336 = cute.get_iter(%view_334) : !memref_gmem_bf16_3
        %shape_337 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_338 = cute.make_layout() : !cute.layout<"1:0">
        %append_339 = cute.append_to_rank<2> (%lay_299, %lay_338) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_340 = cute.make_view(%iter_298, %append_339) : !memref_rmem_bf16
        %iter_341 = cute.get_iter(%view_340) : !memref_rmem_bf16
        %lay_342 = cute.get_layout(%view_340) : !memref_rmem_bf16
        %235 = cute.get_shape(%lay_342) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_343, %e1_344, %e2_345, %e3_346 = cute.get_leaves(%235) : !cute.shape<"((8,1),1,4)">
        %iter_347 = cute.get_iter(%view_340) : !memref_rmem_bf16
        %view_348 = cute.make_view(%iter_347) : !memref_rmem_bf16_1
        %iter_349 = cute.get_iter(%view_348) : !memref_rmem_bf16_1
        %iter_350 = cute.get_iter(%view_348) : !memref_rmem_bf16_1
        %lay_351 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_352 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_353 = cute.make_layout() : !cute.layout<"1:0">
        %append_354 = cute.append_to_rank<2> (%lay_351, %lay_353) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_355 = cute.make_view(%iter_190, %append_354) : !memref_rmem_i8
        %iter_356 = cute.get_iter(%view_355) : !memref_rmem_i8
        %lay_357 = cute.get_layout(%view_355) : !memref_rmem_i8
        %236 = cute.get_shape(%lay_357) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_358, %e1_359, %e2_360 = cute.get_leaves(%236) : !cute.shape<"(1,1,4)">
        %iter_361 = cute.get_iter(%view_355) : !memref_rmem_i8
        %view_362 = cute.make_view(%iter_361) : !memref_rmem_i8_1
        %iter_363 = cute.get_iter(%view_362) : !memref_rmem_i8_1
        %iter_364 = cute.get_iter(%view_362) : !memref_rmem_i8_1
        %lay_365 = cute.get_layout(%view_334) : !memref_gmem_bf16_3
        %237 = cute.get_shape(%lay_365) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_366, %e1_367, %e2_368, %e3_369 = cute.get_leaves(%237) : !cute.shape<"((8,1),(1,4))">
        %lay_370 = cute.get_layout(%view_348) : !memref_rmem_bf16_1
        %238 = cute.get_shape(%lay_370) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_371, %e1_372, %e2_373, %e3_374 = cute.get_leaves(%238) : !cute.shape<"((8,1),(1,4))">
        %lay_375 = cute.get_layout(%view_334) : !memref_gmem_bf16_3
        %239 = cute.get_shape(%lay_375) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_376 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_377 = cute.to_int_tuple(%shape_376) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_378 = cute.get_leaves(%itup_377) : !cute.int_tuple<"4">
        %lay_379 = cute.get_layout(%view_348) : !memref_rmem_bf16_1
        %240 = cute.get_shape(%lay_379) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_380 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_381 = cute.to_int_tuple(%shape_380) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_382 = cute.get_leaves(%itup_381) : !cute.int_tuple<"4">
        %iter_383 = cute.get_iter(%view_334) : !memref_gmem_bf16_3
        %iter_384 = cute.get_iter(%view_348) : !memref_rmem_bf16_1
        %lay_385 = cute.get_layout(%view_334) : !memref_gmem_bf16_3
        %lay_386 = cute.get_layout(%view_348) : !memref_rmem_bf16_1
        %241 = cute.static : !cute.layout<"1:0">
        %append_387 = cute.append_to_rank<2> (%lay_385, %241) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_388 = cute.append_to_rank<2> (%lay_386, %241) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_387) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %grouped_389 = cute.group_modes(%append_388) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_390 = cute.get_iter(%view_362) : !memref_rmem_i8_1
        %lay_391 = cute.get_layout(%view_362) : !memref_rmem_i8_1
        %append_392 = cute.append_to_rank<2> (%lay_391, %241) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_393 = cute.group_modes(%append_392) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %242 = cute.get_shape(%grouped) : (!cute_layout_8083f9) -> !cute.shape<"((8,1),((1,4)))">
        %shape_394 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_395 = cute.to_int_tuple(%shape_394) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %243 = cute.get_scalars(%itup_395) : !cute.int_tuple<"4">
        %c0_i32_396 = arith.constant 0 : i32
        %c1_i32_397 = arith.constant 1 : i32
        scf.for %arg6 = %c0_i32_396 to %243 step %c1_i32_397  : i32 {
          %coord_407 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
          %260 = cute.get_scalars(%coord_407) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_408 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_409 = cute.crd2idx(%coord_407, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_410 = cute.add_offset(%iter_383, %idx_409) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_411 = cute.make_view(%ptr_410, %lay_408) : !memref_gmem_bf16_4
          %261 = cute.get_scalars(%coord_407) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_412 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_413 = cute.crd2idx(%coord_407, %grouped_389) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_414 = cute.add_offset(%iter_384, %idx_413) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_415 = cute.make_view(%ptr_414, %lay_412) : !memref_rmem_bf16_2
          %262 = cute.get_scalars(%coord_407) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_416 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_417 = cute.crd2idx(%coord_407, %grouped_393) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_418 = cute.add_offset(%iter_390, %idx_417) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_419 = cute.make_view(%ptr_418, %lay_416) : !memref_rmem_i8_2
          %iter_420 = cute.get_iter(%view_411) : !memref_gmem_bf16_4
          %iter_421 = cute.get_iter(%view_415) : !memref_rmem_bf16_2
          %lay_422 = cute.get_layout(%view_411) : !memref_gmem_bf16_4
          %lay_423 = cute.get_layout(%view_415) : !memref_rmem_bf16_2
          %iter_424 = cute.get_iter(%view_419) : !memref_rmem_i8_2
          %lay_425 = cute.get_layout(%view_419) : !memref_rmem_i8_2
          %coord_426 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_427 = cute.crd2idx(%coord_426, %lay_425) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_428 = cute.add_offset(%iter_424, %idx_427) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %263 = cute.ptr.load %ptr_428 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %264 = arith.cmpi ne, %263, %c0_i8 : i8
          scf.if %264 {
            %coord_429 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_430 = cute.crd2idx(%coord_429, %lay_422) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_431 = cute.add_offset(%iter_420, %idx_430) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %idx_432 = cute.crd2idx(%coord_429, %lay_423) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_433 = cute.add_offset(%iter_421, %idx_432) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %265 = builtin.unrealized_conversion_cast %ptr_431 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %266 = builtin.unrealized_conversion_cast %ptr_433 : !cute_ptr_2914ae to !llvm.ptr
            %267 = llvm.load %265 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %267, %266 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_398 = cute.get_iter(%rmem_296) : !memref_rmem_bf16
        %int_tuple_399 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_400 = cute.add_offset(%iter_398, %int_tuple_399) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %244 = builtin.unrealized_conversion_cast %ptr_400 : !cute_ptr_489d54 to !llvm.ptr
        %245 = llvm.load %244 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %246:32 = vector.to_elements %245 : vector<32xbf16>
        %int_tuple_401 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_402 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_403 = cute.get_leaves(%int_tuple_402) : !cute.int_tuple<"32">
        %247 = arith.extf %245 : vector<32xbf16> to vector<32xf32>
        %cst_404 = arith.constant 1.44269502 : f32
        %248 = vector.broadcast %cst_404 : f32 to vector<32xf32>
        %249 = arith.mulf %247, %248 : vector<32xf32>
        %cst_405 = arith.constant -3.40282347E+38 : f32
        %250 = vector.reduction <maximumf>, %249, %cst_405 : vector<32xf32> into f32
        %251 = arith.maximumf %arg4, %250 : f32
        %252 = vector.broadcast %251 : f32 to vector<32xf32>
        %253 = arith.subf %249, %252 : vector<32xf32>
        %254 = math.exp2 %253 : vector<32xf32>
        %cst_406 = arith.constant 0.000000e+00 : f32
        %255 = vector.reduction <add>, %254, %cst_406 : vector<32xf32> into f32
        %256 = arith.subf %arg4, %251 : f32
        %257 = math.exp2 %256 : f32
        %258 = arith.mulf %arg3, %257 : f32
        %259 = arith.addf %258, %255 : f32
        scf.yield %259, %251, %arg5 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %20 = nvvm.shfl.sync bfly %c-1_i32, %19#1, %c16_i32, %c31_i32 : f32 -> f32
      %21 = nvvm.shfl.sync bfly %c-1_i32, %19#0, %c16_i32, %c31_i32 : f32 -> f32
      %22 = arith.maximumf %19#1, %20 : f32
      %23 = arith.subf %19#1, %22 : f32
      %24 = math.exp2 %23 : f32
      %25 = arith.mulf %19#0, %24 : f32
      %26 = arith.subf %20, %22 : f32
      %27 = math.exp2 %26 : f32
      %28 = arith.mulf %21, %27 : f32
      %29 = arith.addf %25, %28 : f32
      %c8_i32 = arith.constant 8 : i32
      %30 = nvvm.shfl.sync bfly %c-1_i32, %22, %c8_i32, %c31_i32 : f32 -> f32
      %31 = nvvm.shfl.sync bfly %c-1_i32, %29, %c8_i32, %c31_i32 : f32 -> f32
      %32 = arith.maximumf %22, %30 : f32
      %33 = arith.subf %22, %32 : f32
      %34 = math.exp2 %33 : f32
      %35 = arith.mulf %29, %34 : f32
      %36 = arith.subf %30, %32 : f32
      %37 = math.exp2 %36 : f32
      %38 = arith.mulf %31, %37 : f32
      %39 = arith.addf %35, %38 : f32
      %c4_i32 = arith.constant 4 : i32
      %40 = nvvm.shfl.sync bfly %c-1_i32, %32, %c4_i32, %c31_i32 : f32 -> f32
      %41 = nvvm.shfl.sync bfly %c-1_i32, %39, %c4_i32, %c31_i32 : f32 -> f32
      %42 = arith.maximumf %32, %40 : f32
      %43 = arith.subf %32, %42 : f32
      %44 = math.exp2 %43 : f32
      %45 = arith.mulf %39, %44 : f32
      %46 = arith.subf %40, %42 : f32
      %47 = math.exp2 %46 : f32
      %48 = arith.mulf %41, %47 : f32
      %49 = arith.addf %45, %48 : f32
      %c2_i32 = arith.constant 2 : i32
      %50 = nvvm.shfl.sync bfly %c-1_i32, %42, %c2_i32, %c31_i32 : f32 -> f32
      %51 = nvvm.shfl.sync bfly %c-1_i32, %49, %c2_i32, %c31_i32 : f32 -> f32
      %52 = arith.maximumf %42, %50 : f32
      %53 = arith.subf %42, %52 : f32
      %54 = math.exp2 %53 : f32
      %55 = arith.mulf %49, %54 : f32
      %56 = arith.subf %50, %52 : f32
      %57 = math.exp2 %56 : f32
      %58 = arith.mulf %51, %57 : f32
      %59 = arith.addf %55, %58 : f32
      %60 = nvvm.shfl.sync bfly %c-1_i32, %52, %c1_i32, %c31_i32 : f32 -> f32
      %61 = nvvm.shfl.sync bfly %c-1_i32, %59, %c1_i32, %c31_i32 : f32 -> f32
      %62 = arith.maximumf %52, %60 : f32
      %63 = arith.subf %52, %62 : f32
      %64 = math.exp2 %63 : f32
      %65 = arith.mulf %59, %64 : f32
      %66 = arith.subf %60, %62 : f32
      %67 = math.exp2 %66 : f32
      %68 = arith.mulf %61, %67 : f32
      %69 = arith.addf %65, %68 : f32
      %shape_18 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_19 = cute.make_layout() : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_19) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_20 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %shape_21 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_22 = cute.to_int_tuple(%shape_21) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %e0_23 = cute.get_leaves(%itup_22) : !cute.int_tuple<"8">
      %shape_24 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_25 = cute.make_layout() : !cute.layout<"32:1">
      %iter_26 = cute.get_iter(%view) : !memref_smem_i8
      %iter_27 = cute.get_iter(%view) : !memref_smem_i8
      %iter_28 = cute.recast_iter(%iter_27) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_29 = cute.make_view(%iter_28, %lay_19) : !memref_smem_f32
      %iter_30 = cute.get_iter(%view_29) : !memref_smem_f32
      %iter_31 = cute.get_iter(%view_29) : !memref_smem_f32
      %shape_32 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_33 = cute.make_layout() : !cute.layout<"8:1">
      %coord_34 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_35 = cute.crd2idx(%coord_34, %lay_33) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_36 = cute.get_leaves(%idx_35) : !cute.int_tuple<"0">
      %shape_37 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_38 = cute.to_int_tuple(%shape_37) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %e0_39 = cute.get_leaves(%itup_38) : !cute.int_tuple<"8">
      %shape_40 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_41 = cute.make_layout() : !cute.layout<"32:1">
      %iter_42 = cute.get_iter(%view_4) : !memref_smem_i8
      %iter_43 = cute.get_iter(%view_4) : !memref_smem_i8
      %iter_44 = cute.recast_iter(%iter_43) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_45 = cute.make_view(%iter_44, %lay_33) : !memref_smem_f32
      %iter_46 = cute.get_iter(%view_45) : !memref_smem_f32
      %iter_47 = cute.get_iter(%view_45) : !memref_smem_f32
      %c0_i32_48 = arith.constant 0 : i32
      %70 = arith.cmpi eq, %16, %c0_i32_48 : i32
      %71:2 = scf.if %70 -> (!memref_smem_f32, !memref_smem_f32) {
        %iter_134 = cute.get_iter(%view_29) : !memref_smem_f32
        %iter_135 = cute.get_iter(%view_45) : !memref_smem_f32
        %coord_136 = cute.make_coord(%17) : (i32) -> !cute.coord<"?">
        %lay_137 = cute.get_layout(%view_29) : !memref_smem_f32
        %idx_138 = cute.crd2idx(%coord_136, %lay_137) : (!cute.coord<"?">, !cute.layout<"8:1">) -> !cute.int_tuple<"?">
        %iter_139 = cute.get_iter(%view_29) : !memref_smem_f32
        %ptr_140 = cute.add_offset(%iter_139, %idx_138) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %162 = builtin.unrealized_conversion_cast %ptr_140 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %62, %162 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %coord_141 = cute.make_coord(%17) : (i32) -> !cute.coord<"?">
        %lay_142 = cute.get_layout(%view_45) : !memref_smem_f32
        %idx_143 = cute.crd2idx(%coord_141, %lay_142) : (!cute.coord<"?">, !cute.layout<"8:1">) -> !cute.int_tuple<"?">
        %iter_144 = cute.get_iter(%view_45) : !memref_smem_f32
        %ptr_145 = cute.add_offset(%iter_144, %idx_143) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %163 = builtin.unrealized_conversion_cast %ptr_145 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %69, %163 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        scf.yield %view_29, %view_45 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_134 = cute.get_iter(%view_29) : !memref_smem_f32
        %iter_135 = cute.get_iter(%view_45) : !memref_smem_f32
        scf.yield %view_29, %view_45 : !memref_smem_f32, !memref_smem_f32
      }
      %iter_49 = cute.get_iter(%71#0) : !memref_smem_f32
      %iter_50 = cute.get_iter(%71#1) : !memref_smem_f32
      %iter_51 = cute.get_iter(%71#0) : !memref_smem_f32
      %iter_52 = cute.get_iter(%71#1) : !memref_smem_f32
      nvvm.barrier
      %coord_53 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_54 = cute.get_layout(%71#0) : !memref_smem_f32
      %idx_55 = cute.crd2idx(%coord_53, %lay_54) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %iter_56 = cute.get_iter(%71#0) : !memref_smem_f32
      %ptr_57 = cute.add_offset(%iter_56, %idx_55) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %72 = builtin.unrealized_conversion_cast %ptr_57 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %73 = llvm.load %72 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_58 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_59 = cute.get_layout(%71#1) : !memref_smem_f32
      %idx_60 = cute.crd2idx(%coord_58, %lay_59) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %iter_61 = cute.get_iter(%71#1) : !memref_smem_f32
      %ptr_62 = cute.add_offset(%iter_61, %idx_60) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %74 = builtin.unrealized_conversion_cast %ptr_62 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %75 = llvm.load %74 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_63 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_64 = cute.get_layout(%71#0) : !memref_smem_f32
      %idx_65 = cute.crd2idx(%coord_63, %lay_64) : (!cute.coord<"1">, !cute.layout<"8:1">) -> !cute.int_tuple<"1">
      %iter_66 = cute.get_iter(%71#0) : !memref_smem_f32
      %ptr_67 = cute.add_offset(%iter_66, %idx_65) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %76 = builtin.unrealized_conversion_cast %ptr_67 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %77 = llvm.load %76 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_69 = cute.get_layout(%71#1) : !memref_smem_f32
      %idx_70 = cute.crd2idx(%coord_68, %lay_69) : (!cute.coord<"1">, !cute.layout<"8:1">) -> !cute.int_tuple<"1">
      %iter_71 = cute.get_iter(%71#1) : !memref_smem_f32
      %ptr_72 = cute.add_offset(%iter_71, %idx_70) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %78 = builtin.unrealized_conversion_cast %ptr_72 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %79 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %80 = arith.maximumf %73, %77 : f32
      %81 = arith.subf %73, %80 : f32
      %82 = math.exp2 %81 : f32
      %83 = arith.mulf %75, %82 : f32
      %84 = arith.subf %77, %80 : f32
      %85 = math.exp2 %84 : f32
      %86 = arith.mulf %79, %85 : f32
      %87 = arith.addf %83, %86 : f32
      %coord_73 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_74 = cute.get_layout(%71#0) : !memref_smem_f32
      %idx_75 = cute.crd2idx(%coord_73, %lay_74) : (!cute.coord<"2">, !cute.layout<"8:1">) -> !cute.int_tuple<"2">
      %iter_76 = cute.get_iter(%71#0) : !memref_smem_f32
      %ptr_77 = cute.add_offset(%iter_76, %idx_75) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %88 = builtin.unrealized_conversion_cast %ptr_77 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %89 = llvm.load %88 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_79 = cute.get_layout(%71#1) : !memref_smem_f32
      %idx_80 = cute.crd2idx(%coord_78, %lay_79) : (!cute.coord<"2">, !cute.layout<"8:1">) -> !cute.int_tuple<"2">
      %iter_81 = cute.get_iter(%71#1) : !memref_smem_f32
      %ptr_82 = cute.add_offset(%iter_81, %idx_80) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %90 = builtin.unrealized_conversion_cast %ptr_82 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %91 = llvm.load %90 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %92 = arith.maximumf %80, %89 : f32
      %93 = arith.subf %80, %92 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %87, %94 : f32
      %96 = arith.subf %89, %92 : f32
      %97 = math.exp2 %96 : f32
      %98 = arith.mulf %91, %97 : f32
      %99 = arith.addf %95, %98 : f32
      %coord_83 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_84 = cute.get_layout(%71#0) : !memref_smem_f32
      %idx_85 = cute.crd2idx(%coord_83, %lay_84) : (!cute.coord<"3">, !cute.layout<"8:1">) -> !cute.int_tuple<"3">
      %iter_86 = cute.get_iter(%71#0) : !memref_smem_f32
      %ptr_87 = cute.add_offset(%iter_86, %idx_85) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %100 = builtin.unrealized_conversion_cast %ptr_87 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %101 = llvm.load %100 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_88 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_89 = cute.get_layout(%71#1) : !memref_smem_f32
      %idx_90 = cute.crd2idx(%coord_88, %lay_89) : (!cute.coord<"3">, !cute.layout<"8:1">) -> !cute.int_tuple<"3">
      %iter_91 = cute.get_iter(%71#1) : !memref_smem_f32
      %ptr_92 = cute.add_offset(%iter_91, %idx_90) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %102 = builtin.unrealized_conversion_cast %ptr_92 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %103 = llvm.load %102 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %104 = arith.maximumf %92, %101 : f32
      %105 = arith.subf %92, %104 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %99, %106 : f32
      %108 = arith.subf %101, %104 : f32
      %109 = math.exp2 %108 : f32
      %110 = arith.mulf %103, %109 : f32
      %111 = arith.addf %107, %110 : f32
      %coord_93 = cute.make_coord() : () -> !cute.coord<"4">
      %lay_94 = cute.get_layout(%71#0) : !memref_smem_f32
      %idx_95 = cute.crd2idx(%coord_93, %lay_94) : (!cute.coord<"4">, !cute.layout<"8:1">) -> !cute.int_tuple<"4">
      %iter_96 = cute.get_iter(%71#0) : !memref_smem_f32
      %ptr_97 = cute.add_offset(%iter_96, %idx_95) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f32, smem, align<16>>
      %112 = builtin.unrealized_conversion_cast %ptr_97 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %113 = llvm.load %112 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_98 = cute.make_coord() : () -> !cute.coord<"4">
      %lay_99 = cute.get_layout(%71#1) : !memref_smem_f32
      %idx_100 = cute.crd2idx(%coord_98, %lay_99) : (!cute.coord<"4">, !cute.layout<"8:1">) -> !cute.int_tuple<"4">
      %iter_101 = cute.get_iter(%71#1) : !memref_smem_f32
      %ptr_102 = cute.add_offset(%iter_101, %idx_100) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f32, smem, align<16>>
      %114 = builtin.unrealized_conversion_cast %ptr_102 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %115 = llvm.load %114 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %116 = arith.maximumf %104, %113 : f32
      %117 = arith.subf %104, %116 : f32
      %118 = math.exp2 %117 : f32
      %119 = arith.mulf %111, %118 : f32
      %120 = arith.subf %113, %116 : f32
      %121 = math.exp2 %120 : f32
      %122 = arith.mulf %115, %121 : f32
      %123 = arith.addf %119, %122 : f32
      %coord_103 = cute.make_coord() : () -> !cute.coord<"5">
      %lay_104 = cute.get_layout(%71#0) : !memref_smem_f32
      %idx_105 = cute.crd2idx(%coord_103, %lay_104) : (!cute.coord<"5">, !cute.layout<"8:1">) -> !cute.int_tuple<"5">
      %iter_106 = cute.get_iter(%71#0) : !memref_smem_f32
      %ptr_107 = cute.add_offset(%iter_106, %idx_105) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f32, smem>
      %124 = builtin.unrealized_conversion_cast %ptr_107 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %125 = llvm.load %124 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_108 = cute.make_coord() : () -> !cute.coord<"5">
      %lay_109 = cute.get_layout(%71#1) : !memref_smem_f32
      %idx_110 = cute.crd2idx(%coord_108, %lay_109) : (!cute.coord<"5">, !cute.layout<"8:1">) -> !cute.int_tuple<"5">
      %iter_111 = cute.get_iter(%71#1) : !memref_smem_f32
      %ptr_112 = cute.add_offset(%iter_111, %idx_110) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f32, smem>
      %126 = builtin.unrealized_conversion_cast %ptr_112 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %127 = llvm.load %126 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %128 = arith.maximumf %116, %125 : f32
      %129 = arith.subf %116, %128 : f32
      %130 = math.exp2 %129 : f32
      %131 = arith.mulf %123, %130 : f32
      %132 = arith.subf %125, %128 : f32
      %133 = math.exp2 %132 : f32
      %134 = arith.mulf %127, %133 : f32
      %135 = arith.addf %131, %134 : f32
      %coord_113 = cute.make_coord() : () -> !cute.coord<"6">
      %lay_114 = cute.get_layout(%71#0) : !memref_smem_f32
      %idx_115 = cute.crd2idx(%coord_113, %lay_114) : (!cute.coord<"6">, !cute.layout<"8:1">) -> !cute.int_tuple<"6">
      %iter_116 = cute.get_iter(%71#0) : !memref_smem_f32
      %ptr_117 = cute.add_offset(%iter_116, %idx_115) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f32, smem, align<8>>
      %136 = builtin.unrealized_conversion_cast %ptr_117 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %137 = llvm.load %136 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %coord_118 = cute.make_coord() : () -> !cute.coord<"6">
      %lay_119 = cute.get_layout(%71#1) : !memref_smem_f32
      %idx_120 = cute.crd2idx(%coord_118, %lay_119) : (!cute.coord<"6">, !cute.layout<"8:1">) -> !cute.int_tuple<"6">
      %iter_121 = cute.get_iter(%71#1) : !memref_smem_f32
      %ptr_122 = cute.add_offset(%iter_121, %idx_120) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f32, smem, align<8>>
      %138 = builtin.unrealized_conversion_cast %ptr_122 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %139 = llvm.load %138 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %140 = arith.maximumf %128, %137 : f32
      %141 = arith.subf %128, %140 : f32
      %142 = math.exp2 %141 : f32
      %143 = arith.mulf %135, %142 : f32
      %144 = arith.subf %137, %140 : f32
      %145 = math.exp2 %144 : f32
      %146 = arith.mulf %139, %145 : f32
      %147 = arith.addf %143, %146 : f32
      %coord_123 = cute.make_coord() : () -> !cute.coord<"7">
      %lay_124 = cute.get_layout(%71#0) : !memref_smem_f32
      %idx_125 = cute.crd2idx(%coord_123, %lay_124) : (!cute.coord<"7">, !cute.layout<"8:1">) -> !cute.int_tuple<"7">
      %iter_126 = cute.get_iter(%71#0) : !memref_smem_f32
      %ptr_127 = cute.add_offset(%iter_126, %idx_125) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f32, smem>
      %148 = builtin.unrealized_conversion_cast %ptr_127 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %149 = llvm.load %148 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_128 = cute.make_coord() : () -> !cute.coord<"7">
      %lay_129 = cute.get_layout(%71#1) : !memref_smem_f32
      %idx_130 = cute.crd2idx(%coord_128, %lay_129) : (!cute.coord<"7">, !cute.layout<"8:1">) -> !cute.int_tuple<"7">
      %iter_131 = cute.get_iter(%71#1) : !memref_smem_f32
      %ptr_132 = cute.add_offset(%iter_131, %idx_130) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f32, smem>
      %150 = builtin.unrealized_conversion_cast %ptr_132 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %151 = llvm.load %150 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %152 = arith.maximumf %140, %149 : f32
      %153 = arith.subf %140, %152 : f32
      %154 = math.exp2 %153 : f32
      %155 = arith.mulf %147, %154 : f32
      %156 = arith.subf %149, %152 : f32
      %157 = math.exp2 %156 : f32
      %158 = arith.mulf %151, %157 : f32
      %159 = arith.addf %155, %158 : f32
      %cst_133 = arith.constant 1.000000e+00 : f32
      %160 = arith.divf %cst_133, %159 : f32
      %161 = scf.for %arg2 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg3 = %9) -> (!copy_simt)  : i32 {
        %coord_134 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_135 = cute.get_layout(%arg0) : !memref_gmem_bf16
        %idx_136 = cute.crd2idx(%coord_134, %lay_135) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_137 = cute.get_iter(%arg0) : !memref_gmem_bf16
        %ptr_138 = cute.add_offset(%iter_137, %idx_136) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_139 = cute.make_view(%ptr_138) : !memref_gmem_bf16_1
        %iter_140 = cute.get_iter(%view_139) : !memref_gmem_bf16_1
        %iter_141 = cute.get_iter(%view_139) : !memref_gmem_bf16_1
        %coord_142 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_143 = cute.get_iter(%view_139) : !memref_gmem_bf16_1
        %162 = cute.get_scalars(%coord_142) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_144 = arith.constant 8 : i32
        %163 = arith.muli %162, %c8_i32_144 overflow<nsw> : i32
        %iv_145 = cute.assume(%163) : (i32) -> !cute.i32<divby 8>
        %int_tuple_146 = cute.make_int_tuple(%iv_145) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_147 = cute.add_offset(%iter_143, %int_tuple_146) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_148 = cute.make_view(%ptr_147) : !memref_gmem_bf16_2
        %iter_149 = cute.get_iter(%view_148) : !memref_gmem_bf16_2
        %coord_150 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_151 = cute.get_layout(%arg1) : !memref_gmem_bf16
        %idx_152 = cute.crd2idx(%coord_150, %lay_151) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_153 = cute.get_iter(%arg1) : !memref_gmem_bf16
        %ptr_154 = cute.add_offset(%iter_153, %idx_152) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_155 = cute.make_view(%ptr_154) : !memref_gmem_bf16_1
        %iter_156 = cute.get_iter(%view_155) : !memref_gmem_bf16_1
        %iter_157 = cute.get_iter(%view_155) : !memref_gmem_bf16_1
        %coord_158 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_159 = cute.get_iter(%view_155) : !memref_gmem_bf16_1
        %164 = cute.get_scalars(%coord_158) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_160 = arith.constant 8 : i32
        %165 = arith.muli %164, %c8_i32_160 overflow<nsw> : i32
        %iv_161 = cute.assume(%165) : (i32) -> !cute.i32<divby 8>
        %int_tuple_162 = cute.make_int_tuple(%iv_161) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_163 = cute.add_offset(%iter_159, %int_tuple_162) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_164 = cute.make_view(%ptr_163) : !memref_gmem_bf16_2
        %iter_165 = cute.get_iter(%view_164) : !memref_gmem_bf16_2
        %coord_166 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_167 = cute.get_layout(%8) : !cute_coord_tensor_b6ed2e
        %idx_168 = cute.crd2idx(%coord_166, %lay_167) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_169 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
        %tup_170 = cute.add_offset(%iter_169, %idx_168) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_171 = cute.make_view(%tup_170) : !cute_coord_tensor_8cd4e3
        %iter_172 = cute.get_iter(%view_171) : !cute_coord_tensor_8cd4e3
        %tup_173 = cute.deref_arith_tuple_iter(%iter_172) : !cute.arith_tuple_iter<"(?,0)">
        %e0_174, %e1_175 = cute.get_leaves(%tup_173) : !cute.int_tuple<"(?,0)">
        %166 = cute.get_scalars(%e0_174) : !cute.int_tuple<"?">
        %iter_176 = cute.get_iter(%view_171) : !cute_coord_tensor_8cd4e3
        %tup_177 = cute.deref_arith_tuple_iter(%iter_176) : !cute.arith_tuple_iter<"(?,0)">
        %e0_178, %e1_179 = cute.get_leaves(%tup_177) : !cute.int_tuple<"(?,0)">
        %167 = cute.get_scalars(%e0_178) : !cute.int_tuple<"?">
        %coord_180 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_181 = cute.get_iter(%view_171) : !cute_coord_tensor_8cd4e3
        %168 = cute.get_scalars(%coord_180) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_182 = arith.constant 8 : i32
        %169 = arith.muli %168, %c8_i32_182 overflow<nsw> : i32
        %iv_183 = cute.assume(%169) : (i32) -> !cute.i32<divby 8>
        %int_tuple_184 = cute.make_int_tuple(%iv_183) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_185 = cute.add_offset(%iter_181, %int_tuple_184) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_186 = cute.make_view(%tup_185) : !cute_coord_tensor_a108e0
        %iter_187 = cute.get_iter(%view_186) : !cute_coord_tensor_a108e0
        %tup_188 = cute.deref_arith_tuple_iter(%iter_187) : !cute_arith_tuple_iter_66b557
        %e0_189, %e1_190 = cute.get_leaves(%tup_188) : !cute.int_tuple<"(?,?{div=8})">
        %170 = cute.get_scalars(%e0_189) : !cute.int_tuple<"?">
        %171 = cute.get_scalars(%e1_190) : !cute.int_tuple<"?{div=8}">
        %lay_191 = cute.get_layout(%view_148) : !memref_gmem_bf16_2
        %172 = cute.get_shape(%lay_191) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_192 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_193 = cute.to_int_tuple(%shape_192) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_194 = cute.get_leaves(%itup_193) : !cute.int_tuple<"1">
        %lay_195 = cute.get_layout(%view_148) : !memref_gmem_bf16_2
        %173 = cute.get_shape(%lay_195) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_196 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_197 = cute.to_int_tuple(%shape_196) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_198 = cute.get_leaves(%itup_197) : !cute.int_tuple<"1">
        %lay_199 = cute.get_layout(%view_148) : !memref_gmem_bf16_2
        %174 = cute.get_shape(%lay_199) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_200 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_201 = cute.to_int_tuple(%shape_200) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_202 = cute.get_leaves(%itup_201) : !cute.int_tuple<"4">
        %shape_203 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_204 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_204) : !memref_rmem_i8
        %iter_205 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_206 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_207 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_208 = cute.get_layout(%view_186) : !cute_coord_tensor_a108e0
        %idx_209 = cute.crd2idx(%coord_207, %lay_208) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_210 = cute.get_iter(%view_186) : !cute_coord_tensor_a108e0
        %tup_211 = cute.add_offset(%iter_210, %idx_209) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_212 = cute.make_view(%tup_211) : !cute_coord_tensor_8bc2ea
        %iter_213 = cute.get_iter(%view_212) : !cute_coord_tensor_8bc2ea
        %tup_214 = cute.deref_arith_tuple_iter(%iter_213) : !cute_arith_tuple_iter_66b557
        %e0_215, %e1_216 = cute.get_leaves(%tup_214) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_215) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_216) : !cute.int_tuple<"?{div=8}">
        %iter_217 = cute.get_iter(%view_212) : !cute_coord_tensor_8bc2ea
        %tup_218 = cute.deref_arith_tuple_iter(%iter_217) : !cute_arith_tuple_iter_66b557
        %e0_219, %e1_220 = cute.get_leaves(%tup_218) : !cute.int_tuple<"(?,?{div=8})">
        %177 = cute.get_scalars(%e0_219) : !cute.int_tuple<"?">
        %178 = cute.get_scalars(%e1_220) : !cute.int_tuple<"?{div=8}">
        %iter_221 = cute.get_iter(%view_212) : !cute_coord_tensor_8bc2ea
        %tup_222 = cute.deref_arith_tuple_iter(%iter_221) : !cute_arith_tuple_iter_66b557
        %e0_223, %e1_224 = cute.get_leaves(%tup_222) : !cute.int_tuple<"(?,?{div=8})">
        %179 = cute.get_scalars(%e0_223) : !cute.int_tuple<"?">
        %180 = cute.get_scalars(%e1_224) : !cute.int_tuple<"?{div=8}">
        %coord_225 = cute.make_coord(%e0_223, %e1_224) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_226 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %181:2 = cute.get_scalars(%coord_225) : !cute.coord<"(?,?{div=8})">
        %182:2 = cute.get_scalars(%coord_226) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %183 = arith.cmpi slt, %181#0, %182#0 : i32
        %184 = arith.andi %true, %183 : i1
        %185 = arith.cmpi slt, %181#1, %182#1 : i32
        %186 = arith.andi %184, %185 : i1
        %187 = arith.extui %186 : i1 to i8
        %coord_227 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_228 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_229 = cute.crd2idx(%coord_227, %lay_228) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_230 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_231 = cute.add_offset(%iter_230, %idx_229) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %188 = builtin.unrealized_conversion_cast %ptr_231 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %187, %188 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_232 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_233 = cute.get_layout(%view_186) : !cute_coord_tensor_a108e0
        %idx_234 = cute.crd2idx(%coord_232, %lay_233) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_235 = cute.get_iter(%view_186) : !cute_coord_tensor_a108e0
        %tup_236 = cute.add_offset(%iter_235, %idx_234) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_237 = cute.make_view(%tup_236) : !cute_coord_tensor_8bc2ea
        %iter_238 = cute.get_iter(%view_237) : !cute_coord_tensor_8bc2ea
        %tup_239 = cute.deref_arith_tuple_iter(%iter_238) : !cute_arith_tuple_iter_66b557
        %e0_240, %e1_241 = cute.get_leaves(%tup_239) : !cute.int_tuple<"(?,?{div=8})">
        %189 = cute.get_scalars(%e0_240) : !cute.int_tuple<"?">
        %190 = cute.get_scalars(%e1_241) : !cute.int_tuple<"?{div=8}">
        %iter_242 = cute.get_iter(%view_237) : !cute_coord_tensor_8bc2ea
        %tup_243 = cute.deref_arith_tuple_iter(%iter_242) : !cute_arith_tuple_iter_66b557
        %e0_244, %e1_245 = cute.get_leaves(%tup_243) : !cute.int_tuple<"(?,?{div=8})">
        %191 = cute.get_scalars(%e0_244) : !cute.int_tuple<"?">
        %192 = cute.get_scalars(%e1_245) : !cute.int_tuple<"?{div=8}">
        %iter_246 = cute.get_iter(%view_237) : !cute_coord_tensor_8bc2ea
        %tup_247 = cute.deref_arith_tuple_iter(%iter_246) : !cute_arith_tuple_iter_66b557
        %e0_248, %e1_249 = cute.get_leaves(%tup_247) : !cute.int_tuple<"(?,?{div=8})">
        %193 = cute.get_scalars(%e0_248) : !cute.int_tuple<"?">
        %194 = cute.get_scalars(%e1_249) : !cute.int_tuple<"?{div=8}">
        %coord_250 = cute.make_coord(%e0_248, %e1_249) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_251 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %195:2 = cute.get_scalars(%coord_250) : !cute.coord<"(?,?{div=8})">
        %196:2 = cute.get_scalars(%coord_251) : !cute.coord<"(96,5000)">
        %true_252 = arith.constant true
        %197 = arith.cmpi slt, %195#0, %196#0 : i32
        %198 = arith.andi %true_252, %197 : i1
        %199 = arith.cmpi slt, %195#1, %196#1 : i32
        %200 = arith.andi %198, %199 : i1
        %201 = arith.extui %200 : i1 to i8
        %coord_253 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_254 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_255 = cute.crd2idx(%coord_253, %lay_254) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_256 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_257 = cute.add_offset(%iter_256, %idx_255) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %202 = builtin.unrealized_conversion_cast %ptr_257 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %201, %202 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_258 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_259 = cute.get_layout(%view_186) : !cute_coord_tensor_a108e0
        %idx_260 = cute.crd2idx(%coord_258, %lay_259) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_261 = cute.get_iter(%view_186) : !cute_coord_tensor_a108e0
        %tup_262 = cute.add_offset(%iter_261, %idx_260) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_263 = cute.make_view(%tup_262) : !cute_coord_tensor_8bc2ea
        %iter_264 = cute.get_iter(%view_263) : !cute_coord_tensor_8bc2ea
        %tup_265 = cute.deref_arith_tuple_iter(%iter_264) : !cute_arith_tuple_iter_66b557
        %e0_266, %e1_267 = cute.get_leaves(%tup_265) : !cute.int_tuple<"(?,?{div=8})">
        %203 = cute.get_scalars(%e0_266) : !cute.int_tuple<"?">
        %204 = cute.get_scalars(%e1_267) : !cute.int_tuple<"?{div=8}">
        %iter_268 = cute.get_iter(%view_263) : !cute_coord_tensor_8bc2ea
        %tup_269 = cute.deref_arith_tuple_iter(%iter_268) : !cute_arith_tuple_iter_66b557
        %e0_270, %e1_271 = cute.get_leaves(%tup_269) : !cute.int_tuple<"(?,?{div=8})">
        %205 = cute.get_scalars(%e0_270) : !cute.int_tuple<"?">
        %206 = cute.get_scalars(%e1_271) : !cute.int_tuple<"?{div=8}">
        %iter_272 = cute.get_iter(%view_263) : !cute_coord_tensor_8bc2ea
        %tup_273 = cute.deref_arith_tuple_iter(%iter_272) : !cute_arith_tuple_iter_66b557
        %e0_274, %e1_275 = cute.get_leaves(%tup_273) : !cute.int_tuple<"(?,?{div=8})">
        %207 = cute.get_scalars(%e0_274) : !cute.int_tuple<"?">
        %208 = cute.get_scalars(%e1_275) : !cute.int_tuple<"?{div=8}">
        %coord_276 = cute.make_coord(%e0_274, %e1_275) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_277 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %209:2 = cute.get_scalars(%coord_276) : !cute.coord<"(?,?{div=8})">
        %210:2 = cute.get_scalars(%coord_277) : !cute.coord<"(96,5000)">
        %true_278 = arith.constant true
        %211 = arith.cmpi slt, %209#0, %210#0 : i32
        %212 = arith.andi %true_278, %211 : i1
        %213 = arith.cmpi slt, %209#1, %210#1 : i32
        %214 = arith.andi %212, %213 : i1
        %215 = arith.extui %214 : i1 to i8
        %coord_279 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_280 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_281 = cute.crd2idx(%coord_279, %lay_280) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_282 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_283 = cute.add_offset(%iter_282, %idx_281) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %216 = builtin.unrealized_conversion_cast %ptr_283 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %215, %216 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_284 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_285 = cute.get_layout(%view_186) : !cute_coord_tensor_a108e0
        %idx_286 = cute.crd2idx(%coord_284, %lay_285) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_287 = cute.get_iter(%view_186) : !cute_coord_tensor_a108e0
        %tup_288 = cute.add_offset(%iter_287, %idx_286) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_289 = cute.make_view(%tup_288) : !cute_coord_tensor_8bc2ea
        %iter_290 = cute.get_iter(%view_289) : !cute_coord_tensor_8bc2ea
        %tup_291 = cute.deref_arith_tuple_iter(%iter_290) : !cute_arith_tuple_iter_66b557
        %e0_292, %e1_293 = cute.get_leaves(%tup_291) : !cute.int_tuple<"(?,?{div=8})">
        %217 = cute.get_scalars(%e0_292) : !cute.int_tuple<"?">
        %218 = cute.get_scalars(%e1_293) : !cute.int_tuple<"?{div=8}">
        %iter_294 = cute.get_iter(%view_289) : !cute_coord_tensor_8bc2ea
        %tup_295 = cute.deref_arith_tuple_iter(%iter_294) : !cute_arith_tuple_iter_66b557
        %e0_296, %e1_297 = cute.get_leaves(%tup_295) : !cute.int_tuple<"(?,?{div=8})">
        %219 = cute.get_scalars(%e0_296) : !cute.int_tuple<"?">
        %220 = cute.get_scalars(%e1_297) : !cute.int_tuple<"?{div=8}">
        %iter_298 = cute.get_iter(%view_289) : !cute_coord_tensor_8bc2ea
        %tup_299 = cute.deref_arith_tuple_iter(%iter_298) : !cute_arith_tuple_iter_66b557
        %e0_300, %e1_301 = cute.get_leaves(%tup_299) : !cute.int_tuple<"(?,?{div=8})">
        %221 = cute.get_scalars(%e0_300) : !cute.int_tuple<"?">
        %222 = cute.get_scalars(%e1_301) : !cute.int_tuple<"?{div=8}">
        %coord_302 = cute.make_coord(%e0_300, %e1_301) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_303 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %223:2 = cute.get_scalars(%coord_302) : !cute.coord<"(?,?{div=8})">
        %224:2 = cute.get_scalars(%coord_303) : !cute.coord<"(96,5000)">
        %true_304 = arith.constant true
        %225 = arith.cmpi slt, %223#0, %224#0 : i32
        %226 = arith.andi %true_304, %225 : i1
        %227 = arith.cmpi slt, %223#1, %224#1 : i32
        %228 = arith.andi %226, %227 : i1
        %229 = arith.extui %228 : i1 to i8
        %coord_305 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_306 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_307 = cute.crd2idx(%coord_305, %lay_306) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_308 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_309 = cute.add_offset(%iter_308, %idx_307) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %230 = builtin.unrealized_conversion_cast %ptr_309 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %229, %230 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_310 = cute.get_layout(%view_148) : !memref_gmem_bf16_2
        %lay_311 = cute.make_layout() : !cute_layout_a987c4
        %rmem_312 = cute.memref.alloca(%lay_311) : !memref_rmem_bf16
        %iter_313 = cute.get_iter(%rmem_312) : !memref_rmem_bf16
        %iter_314 = cute.get_iter(%rmem_312) : !memref_rmem_bf16
        %lay_315 = cute.get_layout(%rmem_312) : !memref_rmem_bf16
        %lay_316 = cute.get_layout(%rmem_312) : !memref_rmem_bf16
        %231 = cute.get_shape(%lay_316) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_317 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_318 = cute.to_int_tuple(%shape_317) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_319 = cute.get_leaves(%itup_318) : !cute.int_tuple<"32">
        %232 = cute.get_shape(%lay_315) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_320, %e1_321, %e2, %e3 = cute.get_leaves(%232) : !cute.shape<"((8,1),1,4)">
        %int_tuple_322 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_323 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_324 = cute.get_leaves(%int_tuple_323) : !cute.int_tuple<"32">
        %cst_325 = arith.constant 0.000000e+00 : bf16
        %233 = vector.broadcast %cst_325 : bf16 to vector<32xbf16>
        %int_tuple_326 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_327 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_328 = cute.get_leaves(%int_tuple_327) : !cute.int_tuple<"32">
        %int_tuple_329 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_330 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_331 = cute.get_leaves(%int_tuple_330) : !cute.int_tuple<"32">
        %iter_332 = cute.get_iter(%rmem_312) : !memref_rmem_bf16
        %int_tuple_333 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_334 = cute.add_offset(%iter_332, %int_tuple_333) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %234 = builtin.unrealized_conversion_cast %ptr_334 : !cute_ptr_489d54 to !llvm.ptr
        %cst_335 = arith.constant dense<0.000000e+00> : vector<32xbf16>
        llvm.store %cst_335, %234 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %235 = cute.get_shape(%lay_310) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_336, %e1_337, %e2_338, %e3_339 = cute.get_leaves(%235) : !cute.shape<"((8,1),1,4)">
        %shape_340 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_341 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_310, %lay_341) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_342 = cute.make_view(%iter_149, %append) : !memref_gmem_bf16_2
        %iter_343 = cute.get_iter(%view_342) : !memref_gmem_bf16_2
        %lay_344 = cute.get_layout(%view_342) : !memref_gmem_bf16_2
        %236 = cute.get_shape(%lay_344) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_345, %e1_346, %e2_347, %e3_348 = cute.get_leaves(%236) : !cute.shape<"((8,1),1,4)">
        %iter_349 = cute.get_iter(%view_342) : !memref_gmem_bf16_2
        %view_350 = cute.make_view(%iter_349) : !memref_gmem_bf16_3
        %iter_351 = cute.get_iter(%view_350) : !memref_gmem_bf16_3
        %iter_352 = cute.get_iter(%view_350) : !memref_gmem_bf16_3
        %shape_353 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_354 = cute.make_layout() : !cute.layout<"1:0">
        %append_355 = cute.append_to_rank<2> (%lay_315, %lay_354) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_356 = cute.make_view(%iter_314, %append_355) : !memref_rmem_bf16
        %iter_357 = cute.get_iter(%view_356) : !memref_rmem_bf16
        %lay_358 = cute.get_layout(%view_356) : !memref_rmem_bf16
        %237 = cute.get_shape(%lay_358) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_359, %e1_360, %e2_361, %e3_362 = cute.get_leaves(%237) : !cute.shape<"((8,1),1,4)">
        %iter_363 = cute.get_iter(%view_356) : !memref_rmem_bf16
        %view_364 = cute.make_view(%iter_363) : !memref_rmem_bf16_1
        %iter_365 = cute.get_iter(%view_364) : !memref_rmem_bf16_1
        %iter_366 = cute.get_iter(%view_364) : !memref_rmem_bf16_1
        %lay_367 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_368 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_369 = cute.make_layout() : !cute.layout<"1:0">
        %append_370 = cute.append_to_rank<2> (%lay_367, %lay_369) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_371 = cute.make_view(%iter_206, %append_370) : !memref_rmem_i8
        %iter_372 = cute.get_iter(%view_371) : !memref_rmem_i8
        %lay_373 = cute.get_layout(%view_371) : !memref_rmem_i8
        %238 = cute.get_shape(%lay_373) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_374, %e1_375, %e2_376 = cute.get_leaves(%238) : !cute.shape<"(1,1,4)">
        %iter_377 = cute.get_iter(%view_371) : !memref_rmem_i8
        %view_378 = cute.make_view(%iter_377) : !memref_rmem_i8_1
        %iter_379 = cute.get_iter(%view_378) : !memref_rmem_i8_1
        %iter_380 = cute.get_iter(%view_378) : !memref_rmem_i8_1
        %lay_381 = cute.get_layout(%view_350) : !memref_gmem_bf16_3
        %239 = cute.get_shape(%lay_381) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_382, %e1_383, %e2_384, %e3_385 = cute.get_leaves(%239) : !cute.shape<"((8,1),(1,4))">
        %lay_386 = cute.get_layout(%view_364) : !memref_rmem_bf16_1
        %240 = cute.get_shape(%lay_386) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_387, %e1_388, %e2_389, %e3_390 = cute.get_leaves(%240) : !cute.shape<"((8,1),(1,4))">
        %lay_391 = cute.get_layout(%view_350) : !memref_gmem_bf16_3
        %241 = cute.get_shape(%lay_391) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_392 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_393 = cute.to_int_tuple(%shape_392) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_394 = cute.get_leaves(%itup_393) : !cute.int_tuple<"4">
        %lay_395 = cute.get_layout(%view_364) : !memref_rmem_bf16_1
        %242 = cute.get_shape(%lay_395) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_396 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_397 = cute.to_int_tuple(%shape_396) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_398 = cute.get_leaves(%itup_397) : !cute.int_tuple<"4">
        %iter_399 = cute.get_iter(%view_350) : !memref_gmem_bf16_3
        %iter_400 = cute.get_iter(%view_364) : !memref_rmem_bf16_1
        %lay_401 = cute.get_layout(%view_350) : !memref_gmem_bf16_3
        %lay_402 = cute.get_layout(%view_364) : !memref_rmem_bf16_1
        %243 = cute.static : !cute.layout<"1:0">
        %append_403 = cute.append_to_rank<2> (%lay_401, %243) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_404 = cute.append_to_rank<2> (%lay_402, %243) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_403) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %grouped_405 = cute.group_modes(%append_404) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_406 = cute.get_iter(%view_378) : !memref_rmem_i8_1
        %lay_407 = cute.get_layout(%view_378) : !memref_rmem_i8_1
        %append_408 = cute.append_to_rank<2> (%lay_407, %243) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_409 = cute.group_modes(%append_408) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %244 = cute.get_shape(%grouped) : (!cute_layout_8083f9) -> !cute.shape<"((8,1),((1,4)))">
        %shape_410 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_411 = cute.to_int_tuple(%shape_410) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %245 = cute.get_scalars(%itup_411) : !cute.int_tuple<"4">
        %c0_i32_412 = arith.constant 0 : i32
        %c1_i32_413 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_412 to %245 step %c1_i32_413  : i32 {
          %coord_522 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %272 = cute.get_scalars(%coord_522) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_523 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_524 = cute.crd2idx(%coord_522, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_525 = cute.add_offset(%iter_399, %idx_524) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_526 = cute.make_view(%ptr_525, %lay_523) : !memref_gmem_bf16_4
          %273 = cute.get_scalars(%coord_522) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_527 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_528 = cute.crd2idx(%coord_522, %grouped_405) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_529 = cute.add_offset(%iter_400, %idx_528) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_530 = cute.make_view(%ptr_529, %lay_527) : !memref_rmem_bf16_2
          %274 = cute.get_scalars(%coord_522) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_531 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_532 = cute.crd2idx(%coord_522, %grouped_409) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_533 = cute.add_offset(%iter_406, %idx_532) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_534 = cute.make_view(%ptr_533, %lay_531) : !memref_rmem_i8_2
          %iter_535 = cute.get_iter(%view_526) : !memref_gmem_bf16_4
          %iter_536 = cute.get_iter(%view_530) : !memref_rmem_bf16_2
          %lay_537 = cute.get_layout(%view_526) : !memref_gmem_bf16_4
          %lay_538 = cute.get_layout(%view_530) : !memref_rmem_bf16_2
          %iter_539 = cute.get_iter(%view_534) : !memref_rmem_i8_2
          %lay_540 = cute.get_layout(%view_534) : !memref_rmem_i8_2
          %coord_541 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_542 = cute.crd2idx(%coord_541, %lay_540) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_543 = cute.add_offset(%iter_539, %idx_542) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %275 = cute.ptr.load %ptr_543 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %276 = arith.cmpi ne, %275, %c0_i8 : i8
          scf.if %276 {
            %coord_544 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_545 = cute.crd2idx(%coord_544, %lay_537) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_546 = cute.add_offset(%iter_535, %idx_545) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %idx_547 = cute.crd2idx(%coord_544, %lay_538) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_548 = cute.add_offset(%iter_536, %idx_547) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %277 = builtin.unrealized_conversion_cast %ptr_546 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %278 = builtin.unrealized_conversion_cast %ptr_548 : !cute_ptr_2914ae to !llvm.ptr
            %279 = llvm.load %277 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %279, %278 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_414 = cute.get_iter(%rmem_312) : !memref_rmem_bf16
        %int_tuple_415 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_416 = cute.add_offset(%iter_414, %int_tuple_415) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %246 = builtin.unrealized_conversion_cast %ptr_416 : !cute_ptr_489d54 to !llvm.ptr
        %247 = llvm.load %246 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %248:32 = vector.to_elements %247 : vector<32xbf16>
        %int_tuple_417 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_418 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_419 = cute.get_leaves(%int_tuple_418) : !cute.int_tuple<"32">
        %249 = arith.extf %247 : vector<32xbf16> to vector<32xf32>
        %cst_420 = arith.constant 1.44269502 : f32
        %250 = vector.broadcast %cst_420 : f32 to vector<32xf32>
        %251 = arith.mulf %249, %250 : vector<32xf32>
        %252 = vector.broadcast %152 : f32 to vector<32xf32>
        %253 = arith.subf %251, %252 : vector<32xf32>
        %254 = math.exp2 %253 : vector<32xf32>
        %255 = vector.broadcast %160 : f32 to vector<32xf32>
        %256 = arith.mulf %254, %255 : vector<32xf32>
        %lay_421 = cute.get_layout(%view_164) : !memref_gmem_bf16_2
        %lay_422 = cute.make_layout() : !cute_layout_a987c4
        %rmem_423 = cute.memref.alloca(%lay_422) : !memref_rmem_bf16
        %iter_424 = cute.get_iter(%rmem_423) : !memref_rmem_bf16
        %iter_425 = cute.get_iter(%rmem_423) : !memref_rmem_bf16
        %int_tuple_426 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_427 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_428 = cute.get_leaves(%int_tuple_427) : !cute.int_tuple<"32">
        %257 = arith.truncf %256 : vector<32xf32> to vector<32xbf16>
        %lay_429 = cute.get_layout(%rmem_423) : !memref_rmem_bf16
        %258 = cute.get_shape(%lay_429) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_430, %e1_431, %e2_432, %e3_433 = cute.get_leaves(%258) : !cute.shape<"((8,1),1,4)">
        %int_tuple_434 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_435 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_436 = cute.get_leaves(%int_tuple_435) : !cute.int_tuple<"32">
        %int_tuple_437 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_438 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_439 = cute.get_leaves(%int_tuple_438) : !cute.int_tuple<"32">
        %iter_440 = cute.get_iter(%rmem_423) : !memref_rmem_bf16
        %259:32 = vector.to_elements %257 : vector<32xbf16>
        %int_tuple_441 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_442 = cute.add_offset(%iter_440, %int_tuple_441) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %260 = builtin.unrealized_conversion_cast %ptr_442 : !cute_ptr_489d54 to !llvm.ptr
        llvm.store %257, %260 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %261 = cute.get_shape(%lay_421) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_443, %e1_444, %e2_445, %e3_446 = cute.get_leaves(%261) : !cute.shape<"((8,1),1,4)">
        %shape_447 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_448 = cute.make_layout() : !cute.layout<"1:0">
        %append_449 = cute.append_to_rank<2> (%lay_429, %lay_448) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_450 = cute.make_view(%iter_425, %append_449) : !memref_rmem_bf16
        %iter_451 = cute.get_iter(%view_450) : !memref_rmem_bf16
        %lay_452 = cute.get_layout(%view_450) : !memref_rmem_bf16
        %262 = cute.get_shape(%lay_452) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_453, %e1_454, %e2_455, %e3_456 = cute.get_leaves(%262) : !cute.shape<"((8,1),1,4)">
        %iter_457 = cute.get_iter(%view_450) : !memref_rmem_bf16
        %view_458 = cute.make_view(%iter_457) : !memref_rmem_bf16_1
        %iter_459 = cute.get_iter(%view_458) : !memref_rmem_bf16_1
        %iter_460 = cute.get_iter(%view_458) : !memref_rmem_bf16_1
        %shape_461 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_462 = cute.make_layout() : !cute.layout<"1:0">
        %append_463 = cute.append_to_rank<2> (%lay_421, %lay_462) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_464 = cute.make_view(%iter_165, %append_463) : !memref_gmem_bf16_2
        %iter_465 = cute.get_iter(%view_464) : !memref_gmem_bf16_2
        %lay_466 = cute.get_layout(%view_464) : !memref_gmem_bf16_2
        %263 = cute.get_shape(%lay_466) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_467, %e1_468, %e2_469, %e3_470 = cute.get_leaves(%263) : !cute.shape<"((8,1),1,4)">
        %iter_471 = cute.get_iter(%view_464) : !memref_gmem_bf16_2
        %view_472 = cute.make_view(%iter_471) : !memref_gmem_bf16_3
        %iter_473 = cute.get_iter(%view_472) : !memref_gmem_bf16_3
        %iter_474 = cute.get_iter(%view_472) : !memref_gmem_bf16_3
        %shape_475 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_476 = cute.make_layout() : !cute.layout<"1:0">
        %append_477 = cute.append_to_rank<2> (%lay_367, %lay_476) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_478 = cute.make_view(%iter_206, %append_477) : !memref_rmem_i8
        %iter_479 = cute.get_iter(%view_478) : !memref_rmem_i8
        %lay_480 = cute.get_layout(%view_478) : !memref_rmem_i8
        %264 = cute.get_shape(%lay_480) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_481, %e1_482, %e2_483 = cute.get_leaves(%264) : !cute.shape<"(1,1,4)">
        %iter_484 = cute.get_iter(%view_478) : !memref_rmem_i8
        %view_485 = cute.make_view(%iter_484) : !memref_rmem_i8_1
        %iter_486 = cute.get_iter(%view_485) : !memref_rmem_i8_1
        %iter_487 = cute.get_iter(%view_485) : !memref_rmem_i8_1
        %lay_488 = cute.get_layout(%view_458) : !memref_rmem_bf16_1
        %265 = cute.get_shape(%lay_488) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_489, %e1_490, %e2_491, %e3_492 = cute.get_leaves(%265) : !cute.shape<"((8,1),(1,4))">
        %lay_493 = cute.get_layout(%view_472) : !memref_gmem_bf16_3
        %266 = cute.get_shape(%lay_493) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_494, %e1_495, %e2_496, %e3_497 = cute.get_leaves(%266) : !cute.shape<"((8,1),(1,4))">
        %lay_498 = cute.get_layout(%view_458) : !memref_rmem_bf16_1
        %267 = cute.get_shape(%lay_498) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_499 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_500 = cute.to_int_tuple(%shape_499) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_501 = cute.get_leaves(%itup_500) : !cute.int_tuple<"4">
        %lay_502 = cute.get_layout(%view_472) : !memref_gmem_bf16_3
        %268 = cute.get_shape(%lay_502) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_503 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_504 = cute.to_int_tuple(%shape_503) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_505 = cute.get_leaves(%itup_504) : !cute.int_tuple<"4">
        %iter_506 = cute.get_iter(%view_458) : !memref_rmem_bf16_1
        %iter_507 = cute.get_iter(%view_472) : !memref_gmem_bf16_3
        %lay_508 = cute.get_layout(%view_458) : !memref_rmem_bf16_1
        %lay_509 = cute.get_layout(%view_472) : !memref_gmem_bf16_3
        %269 = cute.static : !cute.layout<"1:0">
        %append_510 = cute.append_to_rank<2> (%lay_508, %269) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_511 = cute.append_to_rank<2> (%lay_509, %269) : !cute_layout_e303c3, !cute.layout<"1:0">
        %grouped_512 = cute.group_modes(%append_510) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %grouped_513 = cute.group_modes(%append_511) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %iter_514 = cute.get_iter(%view_485) : !memref_rmem_i8_1
        %lay_515 = cute.get_layout(%view_485) : !memref_rmem_i8_1
        %append_516 = cute.append_to_rank<2> (%lay_515, %269) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_517 = cute.group_modes(%append_516) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %270 = cute.get_shape(%grouped_512) : (!cute_layout_bb9a85) -> !cute.shape<"((8,1),((1,4)))">
        %shape_518 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_519 = cute.to_int_tuple(%shape_518) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %271 = cute.get_scalars(%itup_519) : !cute.int_tuple<"4">
        %c0_i32_520 = arith.constant 0 : i32
        %c1_i32_521 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_520 to %271 step %c1_i32_521  : i32 {
          %coord_522 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %272 = cute.get_scalars(%coord_522) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_523 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_524 = cute.crd2idx(%coord_522, %grouped_512) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_525 = cute.add_offset(%iter_506, %idx_524) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_526 = cute.make_view(%ptr_525, %lay_523) : !memref_rmem_bf16_2
          %273 = cute.get_scalars(%coord_522) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_527 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_528 = cute.crd2idx(%coord_522, %grouped_513) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_529 = cute.add_offset(%iter_507, %idx_528) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_530 = cute.make_view(%ptr_529, %lay_527) : !memref_gmem_bf16_4
          %274 = cute.get_scalars(%coord_522) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_531 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_532 = cute.crd2idx(%coord_522, %grouped_517) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_533 = cute.add_offset(%iter_514, %idx_532) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_534 = cute.make_view(%ptr_533, %lay_531) : !memref_rmem_i8_2
          %iter_535 = cute.get_iter(%view_526) : !memref_rmem_bf16_2
          %iter_536 = cute.get_iter(%view_530) : !memref_gmem_bf16_4
          %lay_537 = cute.get_layout(%view_526) : !memref_rmem_bf16_2
          %lay_538 = cute.get_layout(%view_530) : !memref_gmem_bf16_4
          %iter_539 = cute.get_iter(%view_534) : !memref_rmem_i8_2
          %lay_540 = cute.get_layout(%view_534) : !memref_rmem_i8_2
          %coord_541 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_542 = cute.crd2idx(%coord_541, %lay_540) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_543 = cute.add_offset(%iter_539, %idx_542) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %275 = cute.ptr.load %ptr_543 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %276 = arith.cmpi ne, %275, %c0_i8 : i8
          scf.if %276 {
            %coord_544 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_545 = cute.crd2idx(%coord_544, %lay_537) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_546 = cute.add_offset(%iter_535, %idx_545) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %idx_547 = cute.crd2idx(%coord_544, %lay_538) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_548 = cute.add_offset(%iter_536, %idx_547) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %277 = builtin.unrealized_conversion_cast %ptr_546 : !cute_ptr_2914ae to !llvm.ptr
            %278 = builtin.unrealized_conversion_cast %ptr_548 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %279 = llvm.load %277 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %279, %278 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
        scf.yield %arg3 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_5, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_5
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_5
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_5
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_3, %e1_4 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_5 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_1, %lay_5) : !memref_gmem_bf16_5
    %iter_6 = cute.get_iter(%view) : !memref_gmem_bf16_5
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_bf16_5
    %2 = cute.get_stride(%lay_7) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_8, %e1_9 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_7) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_10, %e1_11 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_14 = cute.make_layout() : !cute_layout_5d1655
    %view_15 = cute.make_view(%iter_2, %lay_14) : !memref_gmem_bf16_5
    %iter_16 = cute.get_iter(%view_15) : !memref_gmem_bf16_5
    %lay_17 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %4 = cute.get_shape(%lay_17) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_18, %e1_19 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_20 = cute.get_iter(%view) : !memref_gmem_bf16_5
    %view_21 = cute.make_view(%iter_20) : !memref_gmem_bf16
    %iter_22 = cute.get_iter(%view_21) : !memref_gmem_bf16
    %iter_23 = cute.get_iter(%view_21) : !memref_gmem_bf16
    %lay_24 = cute.get_layout(%view_15) : !memref_gmem_bf16_5
    %5 = cute.get_shape(%lay_24) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_25, %e1_26 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_27 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_28 = cute.get_iter(%view_15) : !memref_gmem_bf16_5
    %view_29 = cute.make_view(%iter_28) : !memref_gmem_bf16
    %iter_30 = cute.get_iter(%view_29) : !memref_gmem_bf16
    %iter_31 = cute.get_iter(%view_29) : !memref_gmem_bf16
    %shape_32 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride_33 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_34 = cute.make_layout(%shape_32, %stride_33) : !cute_layout_0ca2ab
    %view_35 = cute.make_view(%int_tup_iter, %lay_34) : !cute_coord_tensor_15c8d6
    %iter_36 = cute.get_iter(%view_35) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(0,0)">
    %e0_37, %e1_38 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_39 = cute.get_layout(%view_35) : !cute_coord_tensor_15c8d6
    %6 = cute.get_shape(%lay_39) : (!cute_layout_0ca2ab) -> !cute.shape<"(96,5000)">
    %e0_40, %e1_41 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_42 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_43 = cute.get_iter(%view_35) : !cute_coord_tensor_15c8d6
    %view_44 = cute.make_view(%iter_43) : !cute_coord_tensor_b6ed2e
    %iter_45 = cute.get_iter(%view_44) : !cute_coord_tensor_b6ed2e
    %tup_46 = cute.deref_arith_tuple_iter(%iter_45) : !cute.arith_tuple_iter<"(0,0)">
    %e0_47, %e1_48 = cute.get_leaves(%tup_46) : !cute.int_tuple<"(0,0)">
    %iter_49 = cute.get_iter(%view_44) : !cute_coord_tensor_b6ed2e
    %tup_50 = cute.deref_arith_tuple_iter(%iter_49) : !cute.arith_tuple_iter<"(0,0)">
    %e0_51, %e1_52 = cute.get_leaves(%tup_50) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_53 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_54 = cute.make_layout() : !cute.layout<"(1,256):(0,1)">
    %shape_55 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_56 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_57 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_58 = cute.make_layout() : !cute_layout_7589d3
    %7 = cute.get_shape(%lay_54) : (!cute.layout<"(1,256):(0,1)">) -> !cute.shape<"(1,256)">
    %shape_59 = cute.make_shape() : () -> !cute.shape<"256">
    %itup = cute.to_int_tuple(%shape_59) : !cute.shape<"256"> to !cute.int_tuple<"256">
    %e0_60 = cute.get_leaves(%itup) : !cute.int_tuple<"256">
    %8 = cute.get_shape(%lay_57) : (!cute.layout<"(1,8):(0,1)">) -> !cute.shape<"(1,8)">
    %shape_61 = cute.make_shape() : () -> !cute.shape<"8">
    %itup_62 = cute.to_int_tuple(%shape_61) : !cute.shape<"8"> to !cute.int_tuple<"8">
    %e0_63 = cute.get_leaves(%itup_62) : !cute.int_tuple<"8">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_65 = cute.make_layout() : !cute.layout<"(256,8):(1,256)">
    %lay_66 = cute.make_layout() : !cute.layout<"(256,8):(8,1)">
    %lay_67 = cute.make_layout() : !cute.layout<"(256,8):(8,1)">
    %9 = cute.get_shape(%lay_58) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_68, %e1_69, %e2 = cute.get_leaves(%9) : !cute.shape<"(1,(8,256))">
    %int_tuple_70 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %int_tuple_71 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2048)">
    %e0_72, %e1_73 = cute.get_leaves(%int_tuple_71) : !cute.int_tuple<"(1,2048)">
    %tile_74 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %10 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_75 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %11 = cute.get_shape(%lay_75) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %shape_76 = cute.make_shape() : () -> !cute.shape<"96">
    %itup_77 = cute.to_int_tuple(%shape_76) : !cute.shape<"96"> to !cute.int_tuple<"96">
    %e0_78 = cute.get_leaves(%itup_77) : !cute.int_tuple<"96">
    %lay_79 = cute.get_layout(%view_21) : !memref_gmem_bf16
    %lay_80 = cute.get_layout(%view_29) : !memref_gmem_bf16
    %lay_81 = cute.get_layout(%view_44) : !cute_coord_tensor_b6ed2e
    %12 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_82, %e1_83 = cute.get_leaves(%12) : !cute.tile<"[1:0;2048:1]">
    %13 = cute.static : !cute.layout<"(256,8):(8,1)">
    %14 = cute.static : !cute.layout<"1:0">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %16 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c64_i64 = arith.constant 64 : i64
    %c128_i32 = arith.constant 128 : i32
    %17 = arith.extsi %c128_i32 : i32 to i64
    %18 = arith.cmpi slt, %17, %c64_i64 : i64
    scf.if %18 {
      %24 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %25 = llvm.getelementptr %24[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<325 x i8>
      %26 = llvm.call @printf(%25, %c128_i32, %c64_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    }
    %c232448_i32 = arith.constant 232448 : i32
    %19 = arith.cmpi sgt, %c128_i32, %c232448_i32 : i32
    scf.if %19 {
      %24 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %25 = llvm.getelementptr %24[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %26 = llvm.call @printf(%25, %c128_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %20 = arith.extsi %c128_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %21 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %20, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%21] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_84 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%21] %c0_i32_84 : !cuda_launch_cfg_2cf94c, i32
    %22 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%21> (%view_21, %view_29) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_bf16, !memref_gmem_bf16) -> !cuda.result
    %23 = cuda.cast %22 : !cuda.result -> i32
    cuda.return_if_error %23 : i32
    %c0_i32_85 = arith.constant 0 : i32
    return %c0_i32_85 : i32
  }
}
