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
        %coord_135 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_136 = cute.get_layout(%arg0) : !memref_gmem_bf16
        %idx_137 = cute.crd2idx(%coord_135, %lay_136) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_138 = cute.get_iter(%arg0) : !memref_gmem_bf16
        %ptr_139 = cute.add_offset(%iter_138, %idx_137) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_140 = cute.make_view(%ptr_139) : !memref_gmem_bf16_1
        %iter_141 = cute.get_iter(%view_140) : !memref_gmem_bf16_1
        %iter_142 = cute.get_iter(%view_140) : !memref_gmem_bf16_1
        %coord_143 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_144 = cute.get_iter(%view_140) : !memref_gmem_bf16_1
        %186 = cute.get_scalars(%coord_143) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_145 = arith.constant 8 : i32
        %187 = arith.muli %186, %c8_i32_145 overflow<nsw> : i32
        %iv_146 = cute.assume(%187) : (i32) -> !cute.i32<divby 8>
        %int_tuple_147 = cute.make_int_tuple(%iv_146) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_148 = cute.add_offset(%iter_144, %int_tuple_147) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_149 = cute.make_view(%ptr_148) : !memref_gmem_bf16_2
        %iter_150 = cute.get_iter(%view_149) : !memref_gmem_bf16_2
        %coord_151 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_152 = cute.get_layout(%8) : !cute_coord_tensor_b6ed2e
        %idx_153 = cute.crd2idx(%coord_151, %lay_152) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_154 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
        %tup_155 = cute.add_offset(%iter_154, %idx_153) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_156 = cute.make_view(%tup_155) : !cute_coord_tensor_8cd4e3
        %iter_157 = cute.get_iter(%view_156) : !cute_coord_tensor_8cd4e3
        %tup_158 = cute.deref_arith_tuple_iter(%iter_157) : !cute.arith_tuple_iter<"(?,0)">
        %e0_159, %e1_160 = cute.get_leaves(%tup_158) : !cute.int_tuple<"(?,0)">
        %188 = cute.get_scalars(%e0_159) : !cute.int_tuple<"?">
        %iter_161 = cute.get_iter(%view_156) : !cute_coord_tensor_8cd4e3
        %tup_162 = cute.deref_arith_tuple_iter(%iter_161) : !cute.arith_tuple_iter<"(?,0)">
        %e0_163, %e1_164 = cute.get_leaves(%tup_162) : !cute.int_tuple<"(?,0)">
        %189 = cute.get_scalars(%e0_163) : !cute.int_tuple<"?">
        %coord_165 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_166 = cute.get_iter(%view_156) : !cute_coord_tensor_8cd4e3
        %190 = cute.get_scalars(%coord_165) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_167 = arith.constant 8 : i32
        %191 = arith.muli %190, %c8_i32_167 overflow<nsw> : i32
        %iv_168 = cute.assume(%191) : (i32) -> !cute.i32<divby 8>
        %int_tuple_169 = cute.make_int_tuple(%iv_168) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_170 = cute.add_offset(%iter_166, %int_tuple_169) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_171 = cute.make_view(%tup_170) : !cute_coord_tensor_a108e0
        %iter_172 = cute.get_iter(%view_171) : !cute_coord_tensor_a108e0
        %tup_173 = cute.deref_arith_tuple_iter(%iter_172) : !cute_arith_tuple_iter_66b557
        %e0_174, %e1_175 = cute.get_leaves(%tup_173) : !cute.int_tuple<"(?,?{div=8})">
        %192 = cute.get_scalars(%e0_174) : !cute.int_tuple<"?">
        %193 = cute.get_scalars(%e1_175) : !cute.int_tuple<"?{div=8}">
        %lay_176 = cute.get_layout(%view_149) : !memref_gmem_bf16_2
        %194 = cute.get_shape(%lay_176) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_177 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_178 = cute.to_int_tuple(%shape_177) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_179 = cute.get_leaves(%itup_178) : !cute.int_tuple<"1">
        %lay_180 = cute.get_layout(%view_149) : !memref_gmem_bf16_2
        %195 = cute.get_shape(%lay_180) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_181 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_182 = cute.to_int_tuple(%shape_181) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_183 = cute.get_leaves(%itup_182) : !cute.int_tuple<"1">
        %lay_184 = cute.get_layout(%view_149) : !memref_gmem_bf16_2
        %196 = cute.get_shape(%lay_184) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_185 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_186 = cute.to_int_tuple(%shape_185) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_187 = cute.get_leaves(%itup_186) : !cute.int_tuple<"4">
        %shape_188 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_189 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_189) : !memref_rmem_i8
        %iter_190 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_191 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_192 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_193 = cute.get_layout(%view_171) : !cute_coord_tensor_a108e0
        %idx_194 = cute.crd2idx(%coord_192, %lay_193) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_195 = cute.get_iter(%view_171) : !cute_coord_tensor_a108e0
        %tup_196 = cute.add_offset(%iter_195, %idx_194) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_197 = cute.make_view(%tup_196) : !cute_coord_tensor_8bc2ea
        %iter_198 = cute.get_iter(%view_197) : !cute_coord_tensor_8bc2ea
        %tup_199 = cute.deref_arith_tuple_iter(%iter_198) : !cute_arith_tuple_iter_66b557
        %e0_200, %e1_201 = cute.get_leaves(%tup_199) : !cute.int_tuple<"(?,?{div=8})">
        %197 = cute.get_scalars(%e0_200) : !cute.int_tuple<"?">
        %198 = cute.get_scalars(%e1_201) : !cute.int_tuple<"?{div=8}">
        %iter_202 = cute.get_iter(%view_197) : !cute_coord_tensor_8bc2ea
        %tup_203 = cute.deref_arith_tuple_iter(%iter_202) : !cute_arith_tuple_iter_66b557
        %e0_204, %e1_205 = cute.get_leaves(%tup_203) : !cute.int_tuple<"(?,?{div=8})">
        %199 = cute.get_scalars(%e0_204) : !cute.int_tuple<"?">
        %200 = cute.get_scalars(%e1_205) : !cute.int_tuple<"?{div=8}">
        %iter_206 = cute.get_iter(%view_197) : !cute_coord_tensor_8bc2ea
        %tup_207 = cute.deref_arith_tuple_iter(%iter_206) : !cute_arith_tuple_iter_66b557
        %e0_208, %e1_209 = cute.get_leaves(%tup_207) : !cute.int_tuple<"(?,?{div=8})">
        %201 = cute.get_scalars(%e0_208) : !cute.int_tuple<"?">
        %202 = cute.get_scalars(%e1_209) : !cute.int_tuple<"?{div=8}">
        %coord_210 = cute.make_coord(%e0_208, %e1_209) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_211 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %203:2 = cute.get_scalars(%coord_210) : !cute.coord<"(?,?{div=8})">
        %204:2 = cute.get_scalars(%coord_211) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %205 = arith.cmpi slt, %203#0, %204#0 : i32
        %206 = arith.andi %true, %205 : i1
        %207 = arith.cmpi slt, %203#1, %204#1 : i32
        %208 = arith.andi %206, %207 : i1
        %209 = arith.extui %208 : i1 to i8
        %coord_212 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_213 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_214 = cute.crd2idx(%coord_212, %lay_213) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_215 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_216 = cute.add_offset(%iter_215, %idx_214) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %210 = builtin.unrealized_conversion_cast %ptr_216 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %209, %210 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_217 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_218 = cute.get_layout(%view_171) : !cute_coord_tensor_a108e0
        %idx_219 = cute.crd2idx(%coord_217, %lay_218) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_220 = cute.get_iter(%view_171) : !cute_coord_tensor_a108e0
        %tup_221 = cute.add_offset(%iter_220, %idx_219) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_222 = cute.make_view(%tup_221) : !cute_coord_tensor_8bc2ea
        %iter_223 = cute.get_iter(%view_222) : !cute_coord_tensor_8bc2ea
        %tup_224 = cute.deref_arith_tuple_iter(%iter_223) : !cute_arith_tuple_iter_66b557
        %e0_225, %e1_226 = cute.get_leaves(%tup_224) : !cute.int_tuple<"(?,?{div=8})">
        %211 = cute.get_scalars(%e0_225) : !cute.int_tuple<"?">
        %212 = cute.get_scalars(%e1_226) : !cute.int_tuple<"?{div=8}">
        %iter_227 = cute.get_iter(%view_222) : !cute_coord_tensor_8bc2ea
        %tup_228 = cute.deref_arith_tuple_iter(%iter_227) : !cute_arith_tuple_iter_66b557
        %e0_229, %e1_230 = cute.get_leaves(%tup_228) : !cute.int_tuple<"(?,?{div=8})">
        %213 = cute.get_scalars(%e0_229) : !cute.int_tuple<"?">
        %214 = cute.get_scalars(%e1_230) : !cute.int_tuple<"?{div=8}">
        %iter_231 = cute.get_iter(%view_222) : !cute_coord_tensor_8bc2ea
        %tup_232 = cute.deref_arith_tuple_iter(%iter_231) : !cute_arith_tuple_iter_66b557
        %e0_233, %e1_234 = cute.get_leaves(%tup_232) : !cute.int_tuple<"(?,?{div=8})">
        %215 = cute.get_scalars(%e0_233) : !cute.int_tuple<"?">
        %216 = cute.get_scalars(%e1_234) : !cute.int_tuple<"?{div=8}">
        %coord_235 = cute.make_coord(%e0_233, %e1_234) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_236 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %217:2 = cute.get_scalars(%coord_235) : !cute.coord<"(?,?{div=8})">
        %218:2 = cute.get_scalars(%coord_236) : !cute.coord<"(96,5000)">
        %true_237 = arith.constant true
        %219 = arith.cmpi slt, %217#0, %218#0 : i32
        %220 = arith.andi %true_237, %219 : i1
        %221 = arith.cmpi slt, %217#1, %218#1 : i32
        %222 = arith.andi %220, %221 : i1
        %223 = arith.extui %222 : i1 to i8
        %coord_238 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_239 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_240 = cute.crd2idx(%coord_238, %lay_239) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_241 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_242 = cute.add_offset(%iter_241, %idx_240) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %224 = builtin.unrealized_conversion_cast %ptr_242 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %223, %224 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_243 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_244 = cute.get_layout(%view_171) : !cute_coord_tensor_a108e0
        %idx_245 = cute.crd2idx(%coord_243, %lay_244) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_246 = cute.get_iter(%view_171) : !cute_coord_tensor_a108e0
        %tup_247 = cute.add_offset(%iter_246, %idx_245) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_248 = cute.make_view(%tup_247) : !cute_coord_tensor_8bc2ea
        %iter_249 = cute.get_iter(%view_248) : !cute_coord_tensor_8bc2ea
        %tup_250 = cute.deref_arith_tuple_iter(%iter_249) : !cute_arith_tuple_iter_66b557
        %e0_251, %e1_252 = cute.get_leaves(%tup_250) : !cute.int_tuple<"(?,?{div=8})">
        %225 = cute.get_scalars(%e0_251) : !cute.int_tuple<"?">
        %226 = cute.get_scalars(%e1_252) : !cute.int_tuple<"?{div=8}">
        %iter_253 = cute.get_iter(%view_248) : !cute_coord_tensor_8bc2ea
        %tup_254 = cute.deref_arith_tuple_iter(%iter_253) : !cute_arith_tuple_iter_66b557
        %e0_255, %e1_256 = cute.get_leaves(%tup_254) : !cute.int_tuple<"(?,?{div=8})">
        %227 = cute.get_scalars(%e0_255) : !cute.int_tuple<"?">
        %228 = cute.get_scalars(%e1_256) : !cute.int_tuple<"?{div=8}">
        %iter_257 = cute.get_iter(%view_248) : !cute_coord_tensor_8bc2ea
        %tup_258 = cute.deref_arith_tuple_iter(%iter_257) : !cute_arith_tuple_iter_66b557
        %e0_259, %e1_260 = cute.get_leaves(%tup_258) : !cute.int_tuple<"(?,?{div=8})">
        %229 = cute.get_scalars(%e0_259) : !cute.int_tuple<"?">
        %230 = cute.get_scalars(%e1_260) : !cute.int_tuple<"?{div=8}">
        %coord_261 = cute.make_coord(%e0_259, %e1_260) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_262 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %231:2 = cute.get_scalars(%coord_261) : !cute.coord<"(?,?{div=8})">
        %232:2 = cute.get_scalars(%coord_262) : !cute.coord<"(96,5000)">
        %true_263 = arith.constant true
        %233 = arith.cmpi slt, %231#0, %232#0 : i32
        %234 = arith.andi %true_263, %233 : i1
        %235 = arith.cmpi slt, %231#1, %232#1 : i32
        %236 = arith.andi %234, %235 : i1
        %237 = arith.extui %236 : i1 to i8
        %coord_264 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_265 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_266 = cute.crd2idx(%coord_264, %lay_265) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_267 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_268 = cute.add_offset(%iter_267, %idx_266) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %238 = builtin.unrealized_conversion_cast %ptr_268 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %237, %238 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_269 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_270 = cute.get_layout(%view_171) : !cute_coord_tensor_a108e0
        %idx_271 = cute.crd2idx(%coord_269, %lay_270) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_272 = cute.get_iter(%view_171) : !cute_coord_tensor_a108e0
        %tup_273 = cute.add_offset(%iter_272, %idx_271) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_274 = cute.make_view(%tup_273) : !cute_coord_tensor_8bc2ea
        %iter_275 = cute.get_iter(%view_274) : !cute_coord_tensor_8bc2ea
        %tup_276 = cute.deref_arith_tuple_iter(%iter_275) : !cute_arith_tuple_iter_66b557
        %e0_277, %e1_278 = cute.get_leaves(%tup_276) : !cute.int_tuple<"(?,?{div=8})">
        %239 = cute.get_scalars(%e0_277) : !cute.int_tuple<"?">
        %240 = cute.get_scalars(%e1_278) : !cute.int_tuple<"?{div=8}">
        %iter_279 = cute.get_iter(%view_274) : !cute_coord_tensor_8bc2ea
        %tup_280 = cute.deref_arith_tuple_iter(%iter_279) : !cute_arith_tuple_iter_66b557
        %e0_281, %e1_282 = cute.get_leaves(%tup_280) : !cute.int_tuple<"(?,?{div=8})">
        %241 = cute.get_scalars(%e0_281) : !cute.int_tuple<"?">
        %242 = cute.get_scalars(%e1_282) : !cute.int_tuple<"?{div=8}">
        %iter_283 = cute.get_iter(%view_274) : !cute_coord_tensor_8bc2ea
        %tup_284 = cute.deref_arith_tuple_iter(%iter_283) : !cute_arith_tuple_iter_66b557
        %e0_285, %e1_286 = cute.get_leaves(%tup_284) : !cute.int_tuple<"(?,?{div=8})">
        %243 = cute.get_scalars(%e0_285) : !cute.int_tuple<"?">
        %244 = cute.get_scalars(%e1_286) : !cute.int_tuple<"?{div=8}">
        %coord_287 = cute.make_coord(%e0_285, %e1_286) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_288 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %245:2 = cute.get_scalars(%coord_287) : !cute.coord<"(?,?{div=8})">
        %246:2 = cute.get_scalars(%coord_288) : !cute.coord<"(96,5000)">
        %true_289 = arith.constant true
        %247 = arith.cmpi slt, %245#0, %246#0 : i32
        %248 = arith.andi %true_289, %247 : i1
        %249 = arith.cmpi slt, %245#1, %246#1 : i32
        %250 = arith.andi %248, %249 : i1
        %251 = arith.extui %250 : i1 to i8
        %coord_290 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_291 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_292 = cute.crd2idx(%coord_290, %lay_291) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_293 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_294 = cute.add_offset(%iter_293, %idx_292) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %252 = builtin.unrealized_conversion_cast %ptr_294 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %251, %252 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_295 = cute.get_layout(%view_149) : !memref_gmem_bf16_2
        %lay_296 = cute.make_layout() : !cute_layout_a987c4
        %rmem_297 = cute.memref.alloca(%lay_296) : !memref_rmem_bf16
        %iter_298 = cute.get_iter(%rmem_297) : !memref_rmem_bf16
        %iter_299 = cute.get_iter(%rmem_297) : !memref_rmem_bf16
        %lay_300 = cute.get_layout(%rmem_297) : !memref_rmem_bf16
        %lay_301 = cute.get_layout(%rmem_297) : !memref_rmem_bf16
        %253 = cute.get_shape(%lay_301) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_302 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_303 = cute.to_int_tuple(%shape_302) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_304 = cute.get_leaves(%itup_303) : !cute.int_tuple<"32">
        %254 = cute.get_shape(%lay_300) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_305, %e1_306, %e2, %e3 = cute.get_leaves(%254) : !cute.shape<"((8,1),1,4)">
        %int_tuple_307 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_308 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_309 = cute.get_leaves(%int_tuple_308) : !cute.int_tuple<"32">
        %cst_310 = arith.constant 0xFF80 : bf16
        %255 = vector.broadcast %cst_310 : bf16 to vector<32xbf16>
        %int_tuple_311 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_312 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_313 = cute.get_leaves(%int_tuple_312) : !cute.int_tuple<"32">
        %int_tuple_314 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_315 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_316 = cute.get_leaves(%int_tuple_315) : !cute.int_tuple<"32">
        %iter_317 = cute.get_iter(%rmem_297) : !memref_rmem_bf16
        %int_tuple_318 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_319 = cute.add_offset(%iter_317, %int_tuple_318) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %256 = builtin.unrealized_conversion_cast %ptr_319 : !cute_ptr_489d54 to !llvm.ptr
        %cst_320 = arith.constant dense<0xFF80> : vector<32xbf16>
        llvm.store %cst_320, %256 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %257 = cute.get_shape(%lay_295) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_321, %e1_322, %e2_323, %e3_324 = cute.get_leaves(%257) : !cute.shape<"((8,1),1,4)">
        %shape_325 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_326 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_295, %lay_326) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_327 = cute.make_view(%iter_150, %append) : !memref_gmem_bf16_2
        %iter_328 = cute.get_iter(%view_327) : !memref_gmem_bf16_2
        %lay_329 = cute.get_layout(%view_327) : !memref_gmem_bf16_2
        %258 = cute.get_shape(%lay_329) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_330, %e1_331, %e2_332, %e3_333 = cute.get_leaves(%258) : !cute.shape<"((8,1),1,4)">
        %iter_334 = cute.get_iter(%view_327) : !memref_gmem_bf16_2
        %view_335 = cute.make_view(%iter_334) : !memref_gmem_bf16_3
        %iter_336 = cute.get_iter(%view_335) : !memref_gmem_bf16_3
        %iter_337 = cute.get_iter(%view_335) : !memref_gmem_bf16_3
        %shape_338 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_339 = cute.make_layout() : !cute.layout<"1:0">
        %append_340 = cute.append_to_rank<2> (%lay_300, %lay_339) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_341 = cute.make_view(%iter_299, %append_340) : !memref_rmem_bf16
        %iter_342 = cute.get_iter(%view_341) : !memref_rmem_bf16
        %lay_343 = cute.get_layout(%view_341) : !memref_rmem_bf16
        %259 = cute.get_shape(%lay_343) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_344, %e1_345, %e2_346, %e3_347 = cute.get_leaves(%259) : !cute.shape<"((8,1),1,4)">
        %iter_348 = cute.get_iter(%view_341) : !memref_rmem_bf16
        %view_349 = cute.make_view(%iter_348) : !memref_rmem_bf16_1
        %iter_350 = cute.get_iter(%view_349) : !memref_rmem_bf16_1
        %iter_351 = cute.get_iter(%view_349) : !memref_rmem_bf16_1
        %lay_352 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_353 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_354 = cute.make_layout() : !cute.layout<"1:0">
        %append_355 = cute.append_to_rank<2> (%lay_352, %lay_354) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_356 = cute.make_view(%iter_191, %append_355) : !memref_rmem_i8
        %iter_357 = cute.get_iter(%view_356) : !memref_rmem_i8
        %lay_358 = cute.get_layout(%view_356) : !memref_rmem_i8
        %260 = cute.get_shape(%lay_358) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_359, %e1_360, %e2_361 = cute.get_leaves(%260) : !cute.shape<"(1,1,4)">
        %iter_362 = cute.get_iter(%view_356) : !memref_rmem_i8
        %view_363 = cute.make_view(%iter_362) : !memref_rmem_i8_1
        %iter_364 = cute.get_iter(%view_363) : !memref_rmem_i8_1
        %iter_365 = cute.get_iter(%view_363) : !memref_rmem_i8_1
        %lay_366 = cute.get_layout(%view_335) : !memref_gmem_bf16_3
        %261 = cute.get_shape(%lay_366) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_367, %e1_368, %e2_369, %e3_370 = cute.get_leaves(%261) : !cute.shape<"((8,1),(1,4))">
        %lay_371 = cute.get_layout(%view_349) : !memref_rmem_bf16_1
        %262 = cute.get_shape(%lay_371) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_372, %e1_373, %e2_374, %e3_375 = cute.get_leaves(%262) : !cute.shape<"((8,1),(1,4))">
        %lay_376 = cute.get_layout(%view_335) : !memref_gmem_bf16_3
        %263 = cute.get_shape(%lay_376) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_377 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_378 = cute.to_int_tuple(%shape_377) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_379 = cute.get_leaves(%itup_378) : !cute.int_tuple<"4">
        %lay_380 = cute.get_layout(%view_349) : !memref_rmem_bf16_1
        %264 = cute.get_shape(%lay_380) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_381 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_382 = cute.to_int_tuple(%shape_381) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_383 = cute.get_leaves(%itup_382) : !cute.int_tuple<"4">
        %iter_384 = cute.get_iter(%view_335) : !memref_gmem_bf16_3
        %iter_385 = cute.get_iter(%view_349) : !memref_rmem_bf16_1
        %lay_386 = cute.get_layout(%view_335) : !memref_gmem_bf16_3
        %lay_387 = cute.get_layout(%view_349) : !memref_rmem_bf16_1
        %265 = cute.static : !cute.layout<"1:0">
        %append_388 = cute.append_to_rank<2> (%lay_386, %265) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_389 = cute.append_to_rank<2> (%lay_387, %265) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_388) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %grouped_390 = cute.group_modes(%append_389) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_391 = cute.get_iter(%view_363) : !memref_rmem_i8_1
        %lay_392 = cute.get_layout(%view_363) : !memref_rmem_i8_1
        %append_393 = cute.append_to_rank<2> (%lay_392, %265) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_394 = cute.group_modes(%append_393) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %266 = cute.get_shape(%grouped) : (!cute_layout_8083f9) -> !cute.shape<"((8,1),((1,4)))">
        %shape_395 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_396 = cute.to_int_tuple(%shape_395) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %267 = cute.get_scalars(%itup_396) : !cute.int_tuple<"4">
        %c0_i32_397 = arith.constant 0 : i32
        %c1_i32_398 = arith.constant 1 : i32
        scf.for %arg6 = %c0_i32_397 to %267 step %c1_i32_398  : i32 {
          %coord_409 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
          %285 = cute.get_scalars(%coord_409) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_410 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_411 = cute.crd2idx(%coord_409, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_412 = cute.add_offset(%iter_384, %idx_411) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_413 = cute.make_view(%ptr_412, %lay_410) : !memref_gmem_bf16_4
          %286 = cute.get_scalars(%coord_409) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_414 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_415 = cute.crd2idx(%coord_409, %grouped_390) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_416 = cute.add_offset(%iter_385, %idx_415) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_417 = cute.make_view(%ptr_416, %lay_414) : !memref_rmem_bf16_2
          %287 = cute.get_scalars(%coord_409) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_418 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_419 = cute.crd2idx(%coord_409, %grouped_394) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_420 = cute.add_offset(%iter_391, %idx_419) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_421 = cute.make_view(%ptr_420, %lay_418) : !memref_rmem_i8_2
          %iter_422 = cute.get_iter(%view_413) : !memref_gmem_bf16_4
          %iter_423 = cute.get_iter(%view_417) : !memref_rmem_bf16_2
          %lay_424 = cute.get_layout(%view_413) : !memref_gmem_bf16_4
          %lay_425 = cute.get_layout(%view_417) : !memref_rmem_bf16_2
          %iter_426 = cute.get_iter(%view_421) : !memref_rmem_i8_2
          %lay_427 = cute.get_layout(%view_421) : !memref_rmem_i8_2
          %coord_428 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_429 = cute.crd2idx(%coord_428, %lay_427) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_430 = cute.add_offset(%iter_426, %idx_429) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %288 = cute.ptr.load %ptr_430 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %289 = arith.cmpi ne, %288, %c0_i8 : i8
          scf.if %289 {
            %coord_431 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_432 = cute.crd2idx(%coord_431, %lay_424) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_433 = cute.add_offset(%iter_422, %idx_432) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %idx_434 = cute.crd2idx(%coord_431, %lay_425) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_435 = cute.add_offset(%iter_423, %idx_434) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %290 = builtin.unrealized_conversion_cast %ptr_433 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %291 = builtin.unrealized_conversion_cast %ptr_435 : !cute_ptr_2914ae to !llvm.ptr
            %292 = llvm.load %290 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %292, %291 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_399 = cute.get_iter(%rmem_297) : !memref_rmem_bf16
        %int_tuple_400 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_401 = cute.add_offset(%iter_399, %int_tuple_400) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %268 = builtin.unrealized_conversion_cast %ptr_401 : !cute_ptr_489d54 to !llvm.ptr
        %269 = llvm.load %268 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %270:32 = vector.to_elements %269 : vector<32xbf16>
        %int_tuple_402 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_403 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_404 = cute.get_leaves(%int_tuple_403) : !cute.int_tuple<"32">
        %271 = arith.extf %269 : vector<32xbf16> to vector<32xf32>
        %cst_405 = arith.constant -3.40282347E+38 : f32
        %272 = vector.reduction <maximumf>, %271, %cst_405 : vector<32xf32> into f32
        %273 = arith.maximumf %arg4, %272 : f32
        %274 = vector.broadcast %273 : f32 to vector<32xf32>
        %275 = arith.subf %271, %274 : vector<32xf32>
        %cst_406 = arith.constant 1.44269502 : f32
        %276 = vector.broadcast %cst_406 : f32 to vector<32xf32>
        %277 = arith.mulf %275, %276 : vector<32xf32>
        %278 = math.exp2 %277 : vector<32xf32>
        %cst_407 = arith.constant 0.000000e+00 : f32
        %279 = vector.reduction <add>, %278, %cst_407 : vector<32xf32> into f32
        %280 = arith.subf %arg4, %273 : f32
        %cst_408 = arith.constant 1.44269502 : f32
        %281 = arith.mulf %280, %cst_408 : f32
        %282 = math.exp2 %281 : f32
        %283 = arith.mulf %arg3, %282 : f32
        %284 = arith.addf %283, %279 : f32
        scf.yield %284, %273, %arg5 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %20 = nvvm.shfl.sync bfly %c-1_i32, %19#1, %c16_i32, %c31_i32 : f32 -> f32
      %21 = nvvm.shfl.sync bfly %c-1_i32, %19#0, %c16_i32, %c31_i32 : f32 -> f32
      %22 = arith.maximumf %19#1, %20 : f32
      %23 = arith.subf %19#1, %22 : f32
      %cst_18 = arith.constant 1.44269502 : f32
      %24 = arith.mulf %23, %cst_18 : f32
      %25 = math.exp2 %24 : f32
      %26 = arith.mulf %19#0, %25 : f32
      %27 = arith.subf %20, %22 : f32
      %28 = arith.mulf %27, %cst_18 : f32
      %29 = math.exp2 %28 : f32
      %30 = arith.mulf %21, %29 : f32
      %31 = arith.addf %26, %30 : f32
      %c8_i32 = arith.constant 8 : i32
      %32 = nvvm.shfl.sync bfly %c-1_i32, %22, %c8_i32, %c31_i32 : f32 -> f32
      %33 = nvvm.shfl.sync bfly %c-1_i32, %31, %c8_i32, %c31_i32 : f32 -> f32
      %34 = arith.maximumf %22, %32 : f32
      %35 = arith.subf %22, %34 : f32
      %36 = arith.mulf %35, %cst_18 : f32
      %37 = math.exp2 %36 : f32
      %38 = arith.mulf %31, %37 : f32
      %39 = arith.subf %32, %34 : f32
      %40 = arith.mulf %39, %cst_18 : f32
      %41 = math.exp2 %40 : f32
      %42 = arith.mulf %33, %41 : f32
      %43 = arith.addf %38, %42 : f32
      %c4_i32 = arith.constant 4 : i32
      %44 = nvvm.shfl.sync bfly %c-1_i32, %34, %c4_i32, %c31_i32 : f32 -> f32
      %45 = nvvm.shfl.sync bfly %c-1_i32, %43, %c4_i32, %c31_i32 : f32 -> f32
      %46 = arith.maximumf %34, %44 : f32
      %47 = arith.subf %34, %46 : f32
      %48 = arith.mulf %47, %cst_18 : f32
      %49 = math.exp2 %48 : f32
      %50 = arith.mulf %43, %49 : f32
      %51 = arith.subf %44, %46 : f32
      %52 = arith.mulf %51, %cst_18 : f32
      %53 = math.exp2 %52 : f32
      %54 = arith.mulf %45, %53 : f32
      %55 = arith.addf %50, %54 : f32
      %c2_i32 = arith.constant 2 : i32
      %56 = nvvm.shfl.sync bfly %c-1_i32, %46, %c2_i32, %c31_i32 : f32 -> f32
      %57 = nvvm.shfl.sync bfly %c-1_i32, %55, %c2_i32, %c31_i32 : f32 -> f32
      %58 = arith.maximumf %46, %56 : f32
      %59 = arith.subf %46, %58 : f32
      %60 = arith.mulf %59, %cst_18 : f32
      %61 = math.exp2 %60 : f32
      %62 = arith.mulf %55, %61 : f32
      %63 = arith.subf %56, %58 : f32
      %64 = arith.mulf %63, %cst_18 : f32
      %65 = math.exp2 %64 : f32
      %66 = arith.mulf %57, %65 : f32
      %67 = arith.addf %62, %66 : f32
      %68 = nvvm.shfl.sync bfly %c-1_i32, %58, %c1_i32, %c31_i32 : f32 -> f32
      %69 = nvvm.shfl.sync bfly %c-1_i32, %67, %c1_i32, %c31_i32 : f32 -> f32
      %70 = arith.maximumf %58, %68 : f32
      %71 = arith.subf %58, %70 : f32
      %72 = arith.mulf %71, %cst_18 : f32
      %73 = math.exp2 %72 : f32
      %74 = arith.mulf %67, %73 : f32
      %75 = arith.subf %68, %70 : f32
      %76 = arith.mulf %75, %cst_18 : f32
      %77 = math.exp2 %76 : f32
      %78 = arith.mulf %69, %77 : f32
      %79 = arith.addf %74, %78 : f32
      %shape_19 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_20 = cute.make_layout() : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_20) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_21 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %shape_22 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_23 = cute.to_int_tuple(%shape_22) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %e0_24 = cute.get_leaves(%itup_23) : !cute.int_tuple<"8">
      %shape_25 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_26 = cute.make_layout() : !cute.layout<"32:1">
      %iter_27 = cute.get_iter(%view) : !memref_smem_i8
      %iter_28 = cute.get_iter(%view) : !memref_smem_i8
      %iter_29 = cute.recast_iter(%iter_28) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_30 = cute.make_view(%iter_29, %lay_20) : !memref_smem_f32
      %iter_31 = cute.get_iter(%view_30) : !memref_smem_f32
      %iter_32 = cute.get_iter(%view_30) : !memref_smem_f32
      %shape_33 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_34 = cute.make_layout() : !cute.layout<"8:1">
      %coord_35 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_36 = cute.crd2idx(%coord_35, %lay_34) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_37 = cute.get_leaves(%idx_36) : !cute.int_tuple<"0">
      %shape_38 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_39 = cute.to_int_tuple(%shape_38) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %e0_40 = cute.get_leaves(%itup_39) : !cute.int_tuple<"8">
      %shape_41 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_42 = cute.make_layout() : !cute.layout<"32:1">
      %iter_43 = cute.get_iter(%view_4) : !memref_smem_i8
      %iter_44 = cute.get_iter(%view_4) : !memref_smem_i8
      %iter_45 = cute.recast_iter(%iter_44) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_46 = cute.make_view(%iter_45, %lay_34) : !memref_smem_f32
      %iter_47 = cute.get_iter(%view_46) : !memref_smem_f32
      %iter_48 = cute.get_iter(%view_46) : !memref_smem_f32
      %c0_i32_49 = arith.constant 0 : i32
      %80 = arith.cmpi eq, %16, %c0_i32_49 : i32
      %81:2 = scf.if %80 -> (!memref_smem_f32, !memref_smem_f32) {
        %iter_135 = cute.get_iter(%view_30) : !memref_smem_f32
        %iter_136 = cute.get_iter(%view_46) : !memref_smem_f32
        %coord_137 = cute.make_coord(%17) : (i32) -> !cute.coord<"?">
        %lay_138 = cute.get_layout(%view_30) : !memref_smem_f32
        %idx_139 = cute.crd2idx(%coord_137, %lay_138) : (!cute.coord<"?">, !cute.layout<"8:1">) -> !cute.int_tuple<"?">
        %iter_140 = cute.get_iter(%view_30) : !memref_smem_f32
        %ptr_141 = cute.add_offset(%iter_140, %idx_139) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %186 = builtin.unrealized_conversion_cast %ptr_141 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %70, %186 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %coord_142 = cute.make_coord(%17) : (i32) -> !cute.coord<"?">
        %lay_143 = cute.get_layout(%view_46) : !memref_smem_f32
        %idx_144 = cute.crd2idx(%coord_142, %lay_143) : (!cute.coord<"?">, !cute.layout<"8:1">) -> !cute.int_tuple<"?">
        %iter_145 = cute.get_iter(%view_46) : !memref_smem_f32
        %ptr_146 = cute.add_offset(%iter_145, %idx_144) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %187 = builtin.unrealized_conversion_cast %ptr_146 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %79, %187 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        scf.yield %view_30, %view_46 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_135 = cute.get_iter(%view_30) : !memref_smem_f32
        %iter_136 = cute.get_iter(%view_46) : !memref_smem_f32
        scf.yield %view_30, %view_46 : !memref_smem_f32, !memref_smem_f32
      }
      %iter_50 = cute.get_iter(%81#0) : !memref_smem_f32
      %iter_51 = cute.get_iter(%81#1) : !memref_smem_f32
      %iter_52 = cute.get_iter(%81#0) : !memref_smem_f32
      %iter_53 = cute.get_iter(%81#1) : !memref_smem_f32
      nvvm.barrier
      %coord_54 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_55 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_56 = cute.crd2idx(%coord_54, %lay_55) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %iter_57 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_58 = cute.add_offset(%iter_57, %idx_56) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %82 = builtin.unrealized_conversion_cast %ptr_58 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %83 = llvm.load %82 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_59 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_60 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_61 = cute.crd2idx(%coord_59, %lay_60) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %iter_62 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_63 = cute.add_offset(%iter_62, %idx_61) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %84 = builtin.unrealized_conversion_cast %ptr_63 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %85 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_64 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_65 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_66 = cute.crd2idx(%coord_64, %lay_65) : (!cute.coord<"1">, !cute.layout<"8:1">) -> !cute.int_tuple<"1">
      %iter_67 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_68 = cute.add_offset(%iter_67, %idx_66) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %86 = builtin.unrealized_conversion_cast %ptr_68 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %87 = llvm.load %86 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_70 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_71 = cute.crd2idx(%coord_69, %lay_70) : (!cute.coord<"1">, !cute.layout<"8:1">) -> !cute.int_tuple<"1">
      %iter_72 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_73 = cute.add_offset(%iter_72, %idx_71) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %88 = builtin.unrealized_conversion_cast %ptr_73 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %89 = llvm.load %88 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %90 = arith.maximumf %83, %87 : f32
      %91 = arith.subf %83, %90 : f32
      %92 = arith.mulf %91, %cst_18 : f32
      %93 = math.exp2 %92 : f32
      %94 = arith.mulf %85, %93 : f32
      %95 = arith.subf %87, %90 : f32
      %96 = arith.mulf %95, %cst_18 : f32
      %97 = math.exp2 %96 : f32
      %98 = arith.mulf %89, %97 : f32
      %99 = arith.addf %94, %98 : f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_75 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_76 = cute.crd2idx(%coord_74, %lay_75) : (!cute.coord<"2">, !cute.layout<"8:1">) -> !cute.int_tuple<"2">
      %iter_77 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_78 = cute.add_offset(%iter_77, %idx_76) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %100 = builtin.unrealized_conversion_cast %ptr_78 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %101 = llvm.load %100 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_80 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_81 = cute.crd2idx(%coord_79, %lay_80) : (!cute.coord<"2">, !cute.layout<"8:1">) -> !cute.int_tuple<"2">
      %iter_82 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_83 = cute.add_offset(%iter_82, %idx_81) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %102 = builtin.unrealized_conversion_cast %ptr_83 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %103 = llvm.load %102 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %104 = arith.maximumf %90, %101 : f32
      %105 = arith.subf %90, %104 : f32
      %106 = arith.mulf %105, %cst_18 : f32
      %107 = math.exp2 %106 : f32
      %108 = arith.mulf %99, %107 : f32
      %109 = arith.subf %101, %104 : f32
      %110 = arith.mulf %109, %cst_18 : f32
      %111 = math.exp2 %110 : f32
      %112 = arith.mulf %103, %111 : f32
      %113 = arith.addf %108, %112 : f32
      %coord_84 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_85 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_86 = cute.crd2idx(%coord_84, %lay_85) : (!cute.coord<"3">, !cute.layout<"8:1">) -> !cute.int_tuple<"3">
      %iter_87 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_88 = cute.add_offset(%iter_87, %idx_86) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %114 = builtin.unrealized_conversion_cast %ptr_88 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %115 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_89 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_90 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_91 = cute.crd2idx(%coord_89, %lay_90) : (!cute.coord<"3">, !cute.layout<"8:1">) -> !cute.int_tuple<"3">
      %iter_92 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_93 = cute.add_offset(%iter_92, %idx_91) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %116 = builtin.unrealized_conversion_cast %ptr_93 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %117 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %118 = arith.maximumf %104, %115 : f32
      %119 = arith.subf %104, %118 : f32
      %120 = arith.mulf %119, %cst_18 : f32
      %121 = math.exp2 %120 : f32
      %122 = arith.mulf %113, %121 : f32
      %123 = arith.subf %115, %118 : f32
      %124 = arith.mulf %123, %cst_18 : f32
      %125 = math.exp2 %124 : f32
      %126 = arith.mulf %117, %125 : f32
      %127 = arith.addf %122, %126 : f32
      %coord_94 = cute.make_coord() : () -> !cute.coord<"4">
      %lay_95 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_96 = cute.crd2idx(%coord_94, %lay_95) : (!cute.coord<"4">, !cute.layout<"8:1">) -> !cute.int_tuple<"4">
      %iter_97 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_98 = cute.add_offset(%iter_97, %idx_96) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f32, smem, align<16>>
      %128 = builtin.unrealized_conversion_cast %ptr_98 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %129 = llvm.load %128 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_99 = cute.make_coord() : () -> !cute.coord<"4">
      %lay_100 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_101 = cute.crd2idx(%coord_99, %lay_100) : (!cute.coord<"4">, !cute.layout<"8:1">) -> !cute.int_tuple<"4">
      %iter_102 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_103 = cute.add_offset(%iter_102, %idx_101) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f32, smem, align<16>>
      %130 = builtin.unrealized_conversion_cast %ptr_103 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %131 = llvm.load %130 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %132 = arith.maximumf %118, %129 : f32
      %133 = arith.subf %118, %132 : f32
      %134 = arith.mulf %133, %cst_18 : f32
      %135 = math.exp2 %134 : f32
      %136 = arith.mulf %127, %135 : f32
      %137 = arith.subf %129, %132 : f32
      %138 = arith.mulf %137, %cst_18 : f32
      %139 = math.exp2 %138 : f32
      %140 = arith.mulf %131, %139 : f32
      %141 = arith.addf %136, %140 : f32
      %coord_104 = cute.make_coord() : () -> !cute.coord<"5">
      %lay_105 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_106 = cute.crd2idx(%coord_104, %lay_105) : (!cute.coord<"5">, !cute.layout<"8:1">) -> !cute.int_tuple<"5">
      %iter_107 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_108 = cute.add_offset(%iter_107, %idx_106) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f32, smem>
      %142 = builtin.unrealized_conversion_cast %ptr_108 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %143 = llvm.load %142 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_109 = cute.make_coord() : () -> !cute.coord<"5">
      %lay_110 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_111 = cute.crd2idx(%coord_109, %lay_110) : (!cute.coord<"5">, !cute.layout<"8:1">) -> !cute.int_tuple<"5">
      %iter_112 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_113 = cute.add_offset(%iter_112, %idx_111) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f32, smem>
      %144 = builtin.unrealized_conversion_cast %ptr_113 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %145 = llvm.load %144 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %146 = arith.maximumf %132, %143 : f32
      %147 = arith.subf %132, %146 : f32
      %148 = arith.mulf %147, %cst_18 : f32
      %149 = math.exp2 %148 : f32
      %150 = arith.mulf %141, %149 : f32
      %151 = arith.subf %143, %146 : f32
      %152 = arith.mulf %151, %cst_18 : f32
      %153 = math.exp2 %152 : f32
      %154 = arith.mulf %145, %153 : f32
      %155 = arith.addf %150, %154 : f32
      %coord_114 = cute.make_coord() : () -> !cute.coord<"6">
      %lay_115 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_116 = cute.crd2idx(%coord_114, %lay_115) : (!cute.coord<"6">, !cute.layout<"8:1">) -> !cute.int_tuple<"6">
      %iter_117 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_118 = cute.add_offset(%iter_117, %idx_116) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f32, smem, align<8>>
      %156 = builtin.unrealized_conversion_cast %ptr_118 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %157 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %coord_119 = cute.make_coord() : () -> !cute.coord<"6">
      %lay_120 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_121 = cute.crd2idx(%coord_119, %lay_120) : (!cute.coord<"6">, !cute.layout<"8:1">) -> !cute.int_tuple<"6">
      %iter_122 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_123 = cute.add_offset(%iter_122, %idx_121) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f32, smem, align<8>>
      %158 = builtin.unrealized_conversion_cast %ptr_123 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %159 = llvm.load %158 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %160 = arith.maximumf %146, %157 : f32
      %161 = arith.subf %146, %160 : f32
      %162 = arith.mulf %161, %cst_18 : f32
      %163 = math.exp2 %162 : f32
      %164 = arith.mulf %155, %163 : f32
      %165 = arith.subf %157, %160 : f32
      %166 = arith.mulf %165, %cst_18 : f32
      %167 = math.exp2 %166 : f32
      %168 = arith.mulf %159, %167 : f32
      %169 = arith.addf %164, %168 : f32
      %coord_124 = cute.make_coord() : () -> !cute.coord<"7">
      %lay_125 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_126 = cute.crd2idx(%coord_124, %lay_125) : (!cute.coord<"7">, !cute.layout<"8:1">) -> !cute.int_tuple<"7">
      %iter_127 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_128 = cute.add_offset(%iter_127, %idx_126) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f32, smem>
      %170 = builtin.unrealized_conversion_cast %ptr_128 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %171 = llvm.load %170 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_129 = cute.make_coord() : () -> !cute.coord<"7">
      %lay_130 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_131 = cute.crd2idx(%coord_129, %lay_130) : (!cute.coord<"7">, !cute.layout<"8:1">) -> !cute.int_tuple<"7">
      %iter_132 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_133 = cute.add_offset(%iter_132, %idx_131) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f32, smem>
      %172 = builtin.unrealized_conversion_cast %ptr_133 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %173 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %174 = arith.maximumf %160, %171 : f32
      %175 = arith.subf %160, %174 : f32
      %176 = arith.mulf %175, %cst_18 : f32
      %177 = math.exp2 %176 : f32
      %178 = arith.mulf %169, %177 : f32
      %179 = arith.subf %171, %174 : f32
      %180 = arith.mulf %179, %cst_18 : f32
      %181 = math.exp2 %180 : f32
      %182 = arith.mulf %173, %181 : f32
      %183 = arith.addf %178, %182 : f32
      %cst_134 = arith.constant 1.000000e+00 : f32
      %184 = arith.divf %cst_134, %183 : f32
      %185 = scf.for %arg2 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg3 = %9) -> (!copy_simt)  : i32 {
        %coord_135 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_136 = cute.get_layout(%arg0) : !memref_gmem_bf16
        %idx_137 = cute.crd2idx(%coord_135, %lay_136) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_138 = cute.get_iter(%arg0) : !memref_gmem_bf16
        %ptr_139 = cute.add_offset(%iter_138, %idx_137) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_140 = cute.make_view(%ptr_139) : !memref_gmem_bf16_1
        %iter_141 = cute.get_iter(%view_140) : !memref_gmem_bf16_1
        %iter_142 = cute.get_iter(%view_140) : !memref_gmem_bf16_1
        %coord_143 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_144 = cute.get_iter(%view_140) : !memref_gmem_bf16_1
        %186 = cute.get_scalars(%coord_143) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_145 = arith.constant 8 : i32
        %187 = arith.muli %186, %c8_i32_145 overflow<nsw> : i32
        %iv_146 = cute.assume(%187) : (i32) -> !cute.i32<divby 8>
        %int_tuple_147 = cute.make_int_tuple(%iv_146) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_148 = cute.add_offset(%iter_144, %int_tuple_147) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_149 = cute.make_view(%ptr_148) : !memref_gmem_bf16_2
        %iter_150 = cute.get_iter(%view_149) : !memref_gmem_bf16_2
        %coord_151 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_152 = cute.get_layout(%arg1) : !memref_gmem_bf16
        %idx_153 = cute.crd2idx(%coord_151, %lay_152) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_154 = cute.get_iter(%arg1) : !memref_gmem_bf16
        %ptr_155 = cute.add_offset(%iter_154, %idx_153) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_156 = cute.make_view(%ptr_155) : !memref_gmem_bf16_1
        %iter_157 = cute.get_iter(%view_156) : !memref_gmem_bf16_1
        %iter_158 = cute.get_iter(%view_156) : !memref_gmem_bf16_1
        %coord_159 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_160 = cute.get_iter(%view_156) : !memref_gmem_bf16_1
        %188 = cute.get_scalars(%coord_159) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_161 = arith.constant 8 : i32
        %189 = arith.muli %188, %c8_i32_161 overflow<nsw> : i32
        %iv_162 = cute.assume(%189) : (i32) -> !cute.i32<divby 8>
        %int_tuple_163 = cute.make_int_tuple(%iv_162) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_164 = cute.add_offset(%iter_160, %int_tuple_163) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_165 = cute.make_view(%ptr_164) : !memref_gmem_bf16_2
        %iter_166 = cute.get_iter(%view_165) : !memref_gmem_bf16_2
        %coord_167 = cute.make_coord(%13, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_168 = cute.get_layout(%8) : !cute_coord_tensor_b6ed2e
        %idx_169 = cute.crd2idx(%coord_167, %lay_168) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_170 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
        %tup_171 = cute.add_offset(%iter_170, %idx_169) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_172 = cute.make_view(%tup_171) : !cute_coord_tensor_8cd4e3
        %iter_173 = cute.get_iter(%view_172) : !cute_coord_tensor_8cd4e3
        %tup_174 = cute.deref_arith_tuple_iter(%iter_173) : !cute.arith_tuple_iter<"(?,0)">
        %e0_175, %e1_176 = cute.get_leaves(%tup_174) : !cute.int_tuple<"(?,0)">
        %190 = cute.get_scalars(%e0_175) : !cute.int_tuple<"?">
        %iter_177 = cute.get_iter(%view_172) : !cute_coord_tensor_8cd4e3
        %tup_178 = cute.deref_arith_tuple_iter(%iter_177) : !cute.arith_tuple_iter<"(?,0)">
        %e0_179, %e1_180 = cute.get_leaves(%tup_178) : !cute.int_tuple<"(?,0)">
        %191 = cute.get_scalars(%e0_179) : !cute.int_tuple<"?">
        %coord_181 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_182 = cute.get_iter(%view_172) : !cute_coord_tensor_8cd4e3
        %192 = cute.get_scalars(%coord_181) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_183 = arith.constant 8 : i32
        %193 = arith.muli %192, %c8_i32_183 overflow<nsw> : i32
        %iv_184 = cute.assume(%193) : (i32) -> !cute.i32<divby 8>
        %int_tuple_185 = cute.make_int_tuple(%iv_184) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_186 = cute.add_offset(%iter_182, %int_tuple_185) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_187 = cute.make_view(%tup_186) : !cute_coord_tensor_a108e0
        %iter_188 = cute.get_iter(%view_187) : !cute_coord_tensor_a108e0
        %tup_189 = cute.deref_arith_tuple_iter(%iter_188) : !cute_arith_tuple_iter_66b557
        %e0_190, %e1_191 = cute.get_leaves(%tup_189) : !cute.int_tuple<"(?,?{div=8})">
        %194 = cute.get_scalars(%e0_190) : !cute.int_tuple<"?">
        %195 = cute.get_scalars(%e1_191) : !cute.int_tuple<"?{div=8}">
        %lay_192 = cute.get_layout(%view_149) : !memref_gmem_bf16_2
        %196 = cute.get_shape(%lay_192) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_193 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_194 = cute.to_int_tuple(%shape_193) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_195 = cute.get_leaves(%itup_194) : !cute.int_tuple<"1">
        %lay_196 = cute.get_layout(%view_149) : !memref_gmem_bf16_2
        %197 = cute.get_shape(%lay_196) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_197 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_198 = cute.to_int_tuple(%shape_197) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_199 = cute.get_leaves(%itup_198) : !cute.int_tuple<"1">
        %lay_200 = cute.get_layout(%view_149) : !memref_gmem_bf16_2
        %198 = cute.get_shape(%lay_200) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_201 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_202 = cute.to_int_tuple(%shape_201) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_203 = cute.get_leaves(%itup_202) : !cute.int_tuple<"4">
        %shape_204 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_205 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_205) : !memref_rmem_i8
        %iter_206 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_207 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_208 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_209 = cute.get_layout(%view_187) : !cute_coord_tensor_a108e0
        %idx_210 = cute.crd2idx(%coord_208, %lay_209) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_211 = cute.get_iter(%view_187) : !cute_coord_tensor_a108e0
        %tup_212 = cute.add_offset(%iter_211, %idx_210) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_213 = cute.make_view(%tup_212) : !cute_coord_tensor_8bc2ea
        %iter_214 = cute.get_iter(%view_213) : !cute_coord_tensor_8bc2ea
        %tup_215 = cute.deref_arith_tuple_iter(%iter_214) : !cute_arith_tuple_iter_66b557
        %e0_216, %e1_217 = cute.get_leaves(%tup_215) : !cute.int_tuple<"(?,?{div=8})">
        %199 = cute.get_scalars(%e0_216) : !cute.int_tuple<"?">
        %200 = cute.get_scalars(%e1_217) : !cute.int_tuple<"?{div=8}">
        %iter_218 = cute.get_iter(%view_213) : !cute_coord_tensor_8bc2ea
        %tup_219 = cute.deref_arith_tuple_iter(%iter_218) : !cute_arith_tuple_iter_66b557
        %e0_220, %e1_221 = cute.get_leaves(%tup_219) : !cute.int_tuple<"(?,?{div=8})">
        %201 = cute.get_scalars(%e0_220) : !cute.int_tuple<"?">
        %202 = cute.get_scalars(%e1_221) : !cute.int_tuple<"?{div=8}">
        %iter_222 = cute.get_iter(%view_213) : !cute_coord_tensor_8bc2ea
        %tup_223 = cute.deref_arith_tuple_iter(%iter_222) : !cute_arith_tuple_iter_66b557
        %e0_224, %e1_225 = cute.get_leaves(%tup_223) : !cute.int_tuple<"(?,?{div=8})">
        %203 = cute.get_scalars(%e0_224) : !cute.int_tuple<"?">
        %204 = cute.get_scalars(%e1_225) : !cute.int_tuple<"?{div=8}">
        %coord_226 = cute.make_coord(%e0_224, %e1_225) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_227 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %205:2 = cute.get_scalars(%coord_226) : !cute.coord<"(?,?{div=8})">
        %206:2 = cute.get_scalars(%coord_227) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %207 = arith.cmpi slt, %205#0, %206#0 : i32
        %208 = arith.andi %true, %207 : i1
        %209 = arith.cmpi slt, %205#1, %206#1 : i32
        %210 = arith.andi %208, %209 : i1
        %211 = arith.extui %210 : i1 to i8
        %coord_228 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_229 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_230 = cute.crd2idx(%coord_228, %lay_229) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_231 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_232 = cute.add_offset(%iter_231, %idx_230) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %212 = builtin.unrealized_conversion_cast %ptr_232 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %211, %212 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_233 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_234 = cute.get_layout(%view_187) : !cute_coord_tensor_a108e0
        %idx_235 = cute.crd2idx(%coord_233, %lay_234) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_236 = cute.get_iter(%view_187) : !cute_coord_tensor_a108e0
        %tup_237 = cute.add_offset(%iter_236, %idx_235) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_238 = cute.make_view(%tup_237) : !cute_coord_tensor_8bc2ea
        %iter_239 = cute.get_iter(%view_238) : !cute_coord_tensor_8bc2ea
        %tup_240 = cute.deref_arith_tuple_iter(%iter_239) : !cute_arith_tuple_iter_66b557
        %e0_241, %e1_242 = cute.get_leaves(%tup_240) : !cute.int_tuple<"(?,?{div=8})">
        %213 = cute.get_scalars(%e0_241) : !cute.int_tuple<"?">
        %214 = cute.get_scalars(%e1_242) : !cute.int_tuple<"?{div=8}">
        %iter_243 = cute.get_iter(%view_238) : !cute_coord_tensor_8bc2ea
        %tup_244 = cute.deref_arith_tuple_iter(%iter_243) : !cute_arith_tuple_iter_66b557
        %e0_245, %e1_246 = cute.get_leaves(%tup_244) : !cute.int_tuple<"(?,?{div=8})">
        %215 = cute.get_scalars(%e0_245) : !cute.int_tuple<"?">
        %216 = cute.get_scalars(%e1_246) : !cute.int_tuple<"?{div=8}">
        %iter_247 = cute.get_iter(%view_238) : !cute_coord_tensor_8bc2ea
        %tup_248 = cute.deref_arith_tuple_iter(%iter_247) : !cute_arith_tuple_iter_66b557
        %e0_249, %e1_250 = cute.get_leaves(%tup_248) : !cute.int_tuple<"(?,?{div=8})">
        %217 = cute.get_scalars(%e0_249) : !cute.int_tuple<"?">
        %218 = cute.get_scalars(%e1_250) : !cute.int_tuple<"?{div=8}">
        %coord_251 = cute.make_coord(%e0_249, %e1_250) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_252 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %219:2 = cute.get_scalars(%coord_251) : !cute.coord<"(?,?{div=8})">
        %220:2 = cute.get_scalars(%coord_252) : !cute.coord<"(96,5000)">
        %true_253 = arith.constant true
        %221 = arith.cmpi slt, %219#0, %220#0 : i32
        %222 = arith.andi %true_253, %221 : i1
        %223 = arith.cmpi slt, %219#1, %220#1 : i32
        %224 = arith.andi %222, %223 : i1
        %225 = arith.extui %224 : i1 to i8
        %coord_254 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_255 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_256 = cute.crd2idx(%coord_254, %lay_255) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_257 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_258 = cute.add_offset(%iter_257, %idx_256) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %226 = builtin.unrealized_conversion_cast %ptr_258 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %225, %226 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_259 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_260 = cute.get_layout(%view_187) : !cute_coord_tensor_a108e0
        %idx_261 = cute.crd2idx(%coord_259, %lay_260) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_262 = cute.get_iter(%view_187) : !cute_coord_tensor_a108e0
        %tup_263 = cute.add_offset(%iter_262, %idx_261) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_264 = cute.make_view(%tup_263) : !cute_coord_tensor_8bc2ea
        %iter_265 = cute.get_iter(%view_264) : !cute_coord_tensor_8bc2ea
        %tup_266 = cute.deref_arith_tuple_iter(%iter_265) : !cute_arith_tuple_iter_66b557
        %e0_267, %e1_268 = cute.get_leaves(%tup_266) : !cute.int_tuple<"(?,?{div=8})">
        %227 = cute.get_scalars(%e0_267) : !cute.int_tuple<"?">
        %228 = cute.get_scalars(%e1_268) : !cute.int_tuple<"?{div=8}">
        %iter_269 = cute.get_iter(%view_264) : !cute_coord_tensor_8bc2ea
        %tup_270 = cute.deref_arith_tuple_iter(%iter_269) : !cute_arith_tuple_iter_66b557
        %e0_271, %e1_272 = cute.get_leaves(%tup_270) : !cute.int_tuple<"(?,?{div=8})">
        %229 = cute.get_scalars(%e0_271) : !cute.int_tuple<"?">
        %230 = cute.get_scalars(%e1_272) : !cute.int_tuple<"?{div=8}">
        %iter_273 = cute.get_iter(%view_264) : !cute_coord_tensor_8bc2ea
        %tup_274 = cute.deref_arith_tuple_iter(%iter_273) : !cute_arith_tuple_iter_66b557
        %e0_275, %e1_276 = cute.get_leaves(%tup_274) : !cute.int_tuple<"(?,?{div=8})">
        %231 = cute.get_scalars(%e0_275) : !cute.int_tuple<"?">
        %232 = cute.get_scalars(%e1_276) : !cute.int_tuple<"?{div=8}">
        %coord_277 = cute.make_coord(%e0_275, %e1_276) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_278 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %233:2 = cute.get_scalars(%coord_277) : !cute.coord<"(?,?{div=8})">
        %234:2 = cute.get_scalars(%coord_278) : !cute.coord<"(96,5000)">
        %true_279 = arith.constant true
        %235 = arith.cmpi slt, %233#0, %234#0 : i32
        %236 = arith.andi %true_279, %235 : i1
        %237 = arith.cmpi slt, %233#1, %234#1 : i32
        %238 = arith.andi %236, %237 : i1
        %239 = arith.extui %238 : i1 to i8
        %coord_280 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_281 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_282 = cute.crd2idx(%coord_280, %lay_281) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_283 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_284 = cute.add_offset(%iter_283, %idx_282) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %240 = builtin.unrealized_conversion_cast %ptr_284 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %239, %240 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_285 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_286 = cute.get_layout(%view_187) : !cute_coord_tensor_a108e0
        %idx_287 = cute.crd2idx(%coord_285, %lay_286) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_288 = cute.get_iter(%view_187) : !cute_coord_tensor_a108e0
        %tup_289 = cute.add_offset(%iter_288, %idx_287) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_290 = cute.make_view(%tup_289) : !cute_coord_tensor_8bc2ea
        %iter_291 = cute.get_iter(%view_290) : !cute_coord_tensor_8bc2ea
        %tup_292 = cute.deref_arith_tuple_iter(%iter_291) : !cute_arith_tuple_iter_66b557
        %e0_293, %e1_294 = cute.get_leaves(%tup_292) : !cute.int_tuple<"(?,?{div=8})">
        %241 = cute.get_scalars(%e0_293) : !cute.int_tuple<"?">
        %242 = cute.get_scalars(%e1_294) : !cute.int_tuple<"?{div=8}">
        %iter_295 = cute.get_iter(%view_290) : !cute_coord_tensor_8bc2ea
        %tup_296 = cute.deref_arith_tuple_iter(%iter_295) : !cute_arith_tuple_iter_66b557
        %e0_297, %e1_298 = cute.get_leaves(%tup_296) : !cute.int_tuple<"(?,?{div=8})">
        %243 = cute.get_scalars(%e0_297) : !cute.int_tuple<"?">
        %244 = cute.get_scalars(%e1_298) : !cute.int_tuple<"?{div=8}">
        %iter_299 = cute.get_iter(%view_290) : !cute_coord_tensor_8bc2ea
        %tup_300 = cute.deref_arith_tuple_iter(%iter_299) : !cute_arith_tuple_iter_66b557
        %e0_301, %e1_302 = cute.get_leaves(%tup_300) : !cute.int_tuple<"(?,?{div=8})">
        %245 = cute.get_scalars(%e0_301) : !cute.int_tuple<"?">
        %246 = cute.get_scalars(%e1_302) : !cute.int_tuple<"?{div=8}">
        %coord_303 = cute.make_coord(%e0_301, %e1_302) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_304 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %247:2 = cute.get_scalars(%coord_303) : !cute.coord<"(?,?{div=8})">
        %248:2 = cute.get_scalars(%coord_304) : !cute.coord<"(96,5000)">
        %true_305 = arith.constant true
        %249 = arith.cmpi slt, %247#0, %248#0 : i32
        %250 = arith.andi %true_305, %249 : i1
        %251 = arith.cmpi slt, %247#1, %248#1 : i32
        %252 = arith.andi %250, %251 : i1
        %253 = arith.extui %252 : i1 to i8
        %coord_306 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_307 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_308 = cute.crd2idx(%coord_306, %lay_307) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_309 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_310 = cute.add_offset(%iter_309, %idx_308) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %254 = builtin.unrealized_conversion_cast %ptr_310 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %253, %254 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_311 = cute.get_layout(%view_149) : !memref_gmem_bf16_2
        %lay_312 = cute.make_layout() : !cute_layout_a987c4
        %rmem_313 = cute.memref.alloca(%lay_312) : !memref_rmem_bf16
        %iter_314 = cute.get_iter(%rmem_313) : !memref_rmem_bf16
        %iter_315 = cute.get_iter(%rmem_313) : !memref_rmem_bf16
        %lay_316 = cute.get_layout(%rmem_313) : !memref_rmem_bf16
        %lay_317 = cute.get_layout(%rmem_313) : !memref_rmem_bf16
        %255 = cute.get_shape(%lay_317) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_318 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_319 = cute.to_int_tuple(%shape_318) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_320 = cute.get_leaves(%itup_319) : !cute.int_tuple<"32">
        %256 = cute.get_shape(%lay_316) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_321, %e1_322, %e2, %e3 = cute.get_leaves(%256) : !cute.shape<"((8,1),1,4)">
        %int_tuple_323 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_324 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_325 = cute.get_leaves(%int_tuple_324) : !cute.int_tuple<"32">
        %cst_326 = arith.constant 0.000000e+00 : bf16
        %257 = vector.broadcast %cst_326 : bf16 to vector<32xbf16>
        %int_tuple_327 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_328 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_329 = cute.get_leaves(%int_tuple_328) : !cute.int_tuple<"32">
        %int_tuple_330 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_331 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_332 = cute.get_leaves(%int_tuple_331) : !cute.int_tuple<"32">
        %iter_333 = cute.get_iter(%rmem_313) : !memref_rmem_bf16
        %int_tuple_334 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_335 = cute.add_offset(%iter_333, %int_tuple_334) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %258 = builtin.unrealized_conversion_cast %ptr_335 : !cute_ptr_489d54 to !llvm.ptr
        %cst_336 = arith.constant dense<0.000000e+00> : vector<32xbf16>
        llvm.store %cst_336, %258 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %259 = cute.get_shape(%lay_311) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_337, %e1_338, %e2_339, %e3_340 = cute.get_leaves(%259) : !cute.shape<"((8,1),1,4)">
        %shape_341 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_342 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_311, %lay_342) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_343 = cute.make_view(%iter_150, %append) : !memref_gmem_bf16_2
        %iter_344 = cute.get_iter(%view_343) : !memref_gmem_bf16_2
        %lay_345 = cute.get_layout(%view_343) : !memref_gmem_bf16_2
        %260 = cute.get_shape(%lay_345) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_346, %e1_347, %e2_348, %e3_349 = cute.get_leaves(%260) : !cute.shape<"((8,1),1,4)">
        %iter_350 = cute.get_iter(%view_343) : !memref_gmem_bf16_2
        %view_351 = cute.make_view(%iter_350) : !memref_gmem_bf16_3
        %iter_352 = cute.get_iter(%view_351) : !memref_gmem_bf16_3
        %iter_353 = cute.get_iter(%view_351) : !memref_gmem_bf16_3
        %shape_354 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_355 = cute.make_layout() : !cute.layout<"1:0">
        %append_356 = cute.append_to_rank<2> (%lay_316, %lay_355) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_357 = cute.make_view(%iter_315, %append_356) : !memref_rmem_bf16
        %iter_358 = cute.get_iter(%view_357) : !memref_rmem_bf16
        %lay_359 = cute.get_layout(%view_357) : !memref_rmem_bf16
        %261 = cute.get_shape(%lay_359) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_360, %e1_361, %e2_362, %e3_363 = cute.get_leaves(%261) : !cute.shape<"((8,1),1,4)">
        %iter_364 = cute.get_iter(%view_357) : !memref_rmem_bf16
        %view_365 = cute.make_view(%iter_364) : !memref_rmem_bf16_1
        %iter_366 = cute.get_iter(%view_365) : !memref_rmem_bf16_1
        %iter_367 = cute.get_iter(%view_365) : !memref_rmem_bf16_1
        %lay_368 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_369 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_370 = cute.make_layout() : !cute.layout<"1:0">
        %append_371 = cute.append_to_rank<2> (%lay_368, %lay_370) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_372 = cute.make_view(%iter_207, %append_371) : !memref_rmem_i8
        %iter_373 = cute.get_iter(%view_372) : !memref_rmem_i8
        %lay_374 = cute.get_layout(%view_372) : !memref_rmem_i8
        %262 = cute.get_shape(%lay_374) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_375, %e1_376, %e2_377 = cute.get_leaves(%262) : !cute.shape<"(1,1,4)">
        %iter_378 = cute.get_iter(%view_372) : !memref_rmem_i8
        %view_379 = cute.make_view(%iter_378) : !memref_rmem_i8_1
        %iter_380 = cute.get_iter(%view_379) : !memref_rmem_i8_1
        %iter_381 = cute.get_iter(%view_379) : !memref_rmem_i8_1
        %lay_382 = cute.get_layout(%view_351) : !memref_gmem_bf16_3
        %263 = cute.get_shape(%lay_382) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_383, %e1_384, %e2_385, %e3_386 = cute.get_leaves(%263) : !cute.shape<"((8,1),(1,4))">
        %lay_387 = cute.get_layout(%view_365) : !memref_rmem_bf16_1
        %264 = cute.get_shape(%lay_387) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_388, %e1_389, %e2_390, %e3_391 = cute.get_leaves(%264) : !cute.shape<"((8,1),(1,4))">
        %lay_392 = cute.get_layout(%view_351) : !memref_gmem_bf16_3
        %265 = cute.get_shape(%lay_392) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_393 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_394 = cute.to_int_tuple(%shape_393) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_395 = cute.get_leaves(%itup_394) : !cute.int_tuple<"4">
        %lay_396 = cute.get_layout(%view_365) : !memref_rmem_bf16_1
        %266 = cute.get_shape(%lay_396) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_397 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_398 = cute.to_int_tuple(%shape_397) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_399 = cute.get_leaves(%itup_398) : !cute.int_tuple<"4">
        %iter_400 = cute.get_iter(%view_351) : !memref_gmem_bf16_3
        %iter_401 = cute.get_iter(%view_365) : !memref_rmem_bf16_1
        %lay_402 = cute.get_layout(%view_351) : !memref_gmem_bf16_3
        %lay_403 = cute.get_layout(%view_365) : !memref_rmem_bf16_1
        %267 = cute.static : !cute.layout<"1:0">
        %append_404 = cute.append_to_rank<2> (%lay_402, %267) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_405 = cute.append_to_rank<2> (%lay_403, %267) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_404) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %grouped_406 = cute.group_modes(%append_405) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_407 = cute.get_iter(%view_379) : !memref_rmem_i8_1
        %lay_408 = cute.get_layout(%view_379) : !memref_rmem_i8_1
        %append_409 = cute.append_to_rank<2> (%lay_408, %267) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_410 = cute.group_modes(%append_409) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %268 = cute.get_shape(%grouped) : (!cute_layout_8083f9) -> !cute.shape<"((8,1),((1,4)))">
        %shape_411 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_412 = cute.to_int_tuple(%shape_411) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %269 = cute.get_scalars(%itup_412) : !cute.int_tuple<"4">
        %c0_i32_413 = arith.constant 0 : i32
        %c1_i32_414 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_413 to %269 step %c1_i32_414  : i32 {
          %coord_523 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %296 = cute.get_scalars(%coord_523) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_524 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_525 = cute.crd2idx(%coord_523, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_526 = cute.add_offset(%iter_400, %idx_525) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_527 = cute.make_view(%ptr_526, %lay_524) : !memref_gmem_bf16_4
          %297 = cute.get_scalars(%coord_523) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_528 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_529 = cute.crd2idx(%coord_523, %grouped_406) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_530 = cute.add_offset(%iter_401, %idx_529) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_531 = cute.make_view(%ptr_530, %lay_528) : !memref_rmem_bf16_2
          %298 = cute.get_scalars(%coord_523) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_532 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_533 = cute.crd2idx(%coord_523, %grouped_410) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_534 = cute.add_offset(%iter_407, %idx_533) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_535 = cute.make_view(%ptr_534, %lay_532) : !memref_rmem_i8_2
          %iter_536 = cute.get_iter(%view_527) : !memref_gmem_bf16_4
          %iter_537 = cute.get_iter(%view_531) : !memref_rmem_bf16_2
          %lay_538 = cute.get_layout(%view_527) : !memref_gmem_bf16_4
          %lay_539 = cute.get_layout(%view_531) : !memref_rmem_bf16_2
          %iter_540 = cute.get_iter(%view_535) : !memref_rmem_i8_2
          %lay_541 = cute.get_layout(%view_535) : !memref_rmem_i8_2
          %coord_542 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_543 = cute.crd2idx(%coord_542, %lay_541) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_544 = cute.add_offset(%iter_540, %idx_543) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %299 = cute.ptr.load %ptr_544 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %300 = arith.cmpi ne, %299, %c0_i8 : i8
          scf.if %300 {
            %coord_545 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_546 = cute.crd2idx(%coord_545, %lay_538) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_547 = cute.add_offset(%iter_536, %idx_546) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %idx_548 = cute.crd2idx(%coord_545, %lay_539) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_549 = cute.add_offset(%iter_537, %idx_548) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %301 = builtin.unrealized_conversion_cast %ptr_547 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %302 = builtin.unrealized_conversion_cast %ptr_549 : !cute_ptr_2914ae to !llvm.ptr
            %303 = llvm.load %301 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %303, %302 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_415 = cute.get_iter(%rmem_313) : !memref_rmem_bf16
        %int_tuple_416 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_417 = cute.add_offset(%iter_415, %int_tuple_416) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %270 = builtin.unrealized_conversion_cast %ptr_417 : !cute_ptr_489d54 to !llvm.ptr
        %271 = llvm.load %270 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %272:32 = vector.to_elements %271 : vector<32xbf16>
        %int_tuple_418 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_419 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_420 = cute.get_leaves(%int_tuple_419) : !cute.int_tuple<"32">
        %273 = arith.extf %271 : vector<32xbf16> to vector<32xf32>
        %274 = vector.broadcast %174 : f32 to vector<32xf32>
        %275 = arith.subf %273, %274 : vector<32xf32>
        %cst_421 = arith.constant 1.44269502 : f32
        %276 = vector.broadcast %cst_421 : f32 to vector<32xf32>
        %277 = arith.mulf %275, %276 : vector<32xf32>
        %278 = math.exp2 %277 : vector<32xf32>
        %279 = vector.broadcast %184 : f32 to vector<32xf32>
        %280 = arith.mulf %278, %279 : vector<32xf32>
        %lay_422 = cute.get_layout(%view_165) : !memref_gmem_bf16_2
        %lay_423 = cute.make_layout() : !cute_layout_a987c4
        %rmem_424 = cute.memref.alloca(%lay_423) : !memref_rmem_bf16
        %iter_425 = cute.get_iter(%rmem_424) : !memref_rmem_bf16
        %iter_426 = cute.get_iter(%rmem_424) : !memref_rmem_bf16
        %int_tuple_427 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_428 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_429 = cute.get_leaves(%int_tuple_428) : !cute.int_tuple<"32">
        %281 = arith.truncf %280 : vector<32xf32> to vector<32xbf16>
        %lay_430 = cute.get_layout(%rmem_424) : !memref_rmem_bf16
        %282 = cute.get_shape(%lay_430) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_431, %e1_432, %e2_433, %e3_434 = cute.get_leaves(%282) : !cute.shape<"((8,1),1,4)">
        %int_tuple_435 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_436 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_437 = cute.get_leaves(%int_tuple_436) : !cute.int_tuple<"32">
        %int_tuple_438 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_439 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_440 = cute.get_leaves(%int_tuple_439) : !cute.int_tuple<"32">
        %iter_441 = cute.get_iter(%rmem_424) : !memref_rmem_bf16
        %283:32 = vector.to_elements %281 : vector<32xbf16>
        %int_tuple_442 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_443 = cute.add_offset(%iter_441, %int_tuple_442) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %284 = builtin.unrealized_conversion_cast %ptr_443 : !cute_ptr_489d54 to !llvm.ptr
        llvm.store %281, %284 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %285 = cute.get_shape(%lay_422) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_444, %e1_445, %e2_446, %e3_447 = cute.get_leaves(%285) : !cute.shape<"((8,1),1,4)">
        %shape_448 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_449 = cute.make_layout() : !cute.layout<"1:0">
        %append_450 = cute.append_to_rank<2> (%lay_430, %lay_449) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_451 = cute.make_view(%iter_426, %append_450) : !memref_rmem_bf16
        %iter_452 = cute.get_iter(%view_451) : !memref_rmem_bf16
        %lay_453 = cute.get_layout(%view_451) : !memref_rmem_bf16
        %286 = cute.get_shape(%lay_453) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_454, %e1_455, %e2_456, %e3_457 = cute.get_leaves(%286) : !cute.shape<"((8,1),1,4)">
        %iter_458 = cute.get_iter(%view_451) : !memref_rmem_bf16
        %view_459 = cute.make_view(%iter_458) : !memref_rmem_bf16_1
        %iter_460 = cute.get_iter(%view_459) : !memref_rmem_bf16_1
        %iter_461 = cute.get_iter(%view_459) : !memref_rmem_bf16_1
        %shape_462 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_463 = cute.make_layout() : !cute.layout<"1:0">
        %append_464 = cute.append_to_rank<2> (%lay_422, %lay_463) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_465 = cute.make_view(%iter_166, %append_464) : !memref_gmem_bf16_2
        %iter_466 = cute.get_iter(%view_465) : !memref_gmem_bf16_2
        %lay_467 = cute.get_layout(%view_465) : !memref_gmem_bf16_2
        %287 = cute.get_shape(%lay_467) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_468, %e1_469, %e2_470, %e3_471 = cute.get_leaves(%287) : !cute.shape<"((8,1),1,4)">
        %iter_472 = cute.get_iter(%view_465) : !memref_gmem_bf16_2
        %view_473 = cute.make_view(%iter_472) : !memref_gmem_bf16_3
        %iter_474 = cute.get_iter(%view_473) : !memref_gmem_bf16_3
        %iter_475 = cute.get_iter(%view_473) : !memref_gmem_bf16_3
        %shape_476 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_477 = cute.make_layout() : !cute.layout<"1:0">
        %append_478 = cute.append_to_rank<2> (%lay_368, %lay_477) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_479 = cute.make_view(%iter_207, %append_478) : !memref_rmem_i8
        %iter_480 = cute.get_iter(%view_479) : !memref_rmem_i8
        %lay_481 = cute.get_layout(%view_479) : !memref_rmem_i8
        %288 = cute.get_shape(%lay_481) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_482, %e1_483, %e2_484 = cute.get_leaves(%288) : !cute.shape<"(1,1,4)">
        %iter_485 = cute.get_iter(%view_479) : !memref_rmem_i8
        %view_486 = cute.make_view(%iter_485) : !memref_rmem_i8_1
        %iter_487 = cute.get_iter(%view_486) : !memref_rmem_i8_1
        %iter_488 = cute.get_iter(%view_486) : !memref_rmem_i8_1
        %lay_489 = cute.get_layout(%view_459) : !memref_rmem_bf16_1
        %289 = cute.get_shape(%lay_489) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_490, %e1_491, %e2_492, %e3_493 = cute.get_leaves(%289) : !cute.shape<"((8,1),(1,4))">
        %lay_494 = cute.get_layout(%view_473) : !memref_gmem_bf16_3
        %290 = cute.get_shape(%lay_494) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_495, %e1_496, %e2_497, %e3_498 = cute.get_leaves(%290) : !cute.shape<"((8,1),(1,4))">
        %lay_499 = cute.get_layout(%view_459) : !memref_rmem_bf16_1
        %291 = cute.get_shape(%lay_499) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_500 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_501 = cute.to_int_tuple(%shape_500) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_502 = cute.get_leaves(%itup_501) : !cute.int_tuple<"4">
        %lay_503 = cute.get_layout(%view_473) : !memref_gmem_bf16_3
        %292 = cute.get_shape(%lay_503) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_504 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_505 = cute.to_int_tuple(%shape_504) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_506 = cute.get_leaves(%itup_505) : !cute.int_tuple<"4">
        %iter_507 = cute.get_iter(%view_459) : !memref_rmem_bf16_1
        %iter_508 = cute.get_iter(%view_473) : !memref_gmem_bf16_3
        %lay_509 = cute.get_layout(%view_459) : !memref_rmem_bf16_1
        %lay_510 = cute.get_layout(%view_473) : !memref_gmem_bf16_3
        %293 = cute.static : !cute.layout<"1:0">
        %append_511 = cute.append_to_rank<2> (%lay_509, %293) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_512 = cute.append_to_rank<2> (%lay_510, %293) : !cute_layout_e303c3, !cute.layout<"1:0">
        %grouped_513 = cute.group_modes(%append_511) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %grouped_514 = cute.group_modes(%append_512) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %iter_515 = cute.get_iter(%view_486) : !memref_rmem_i8_1
        %lay_516 = cute.get_layout(%view_486) : !memref_rmem_i8_1
        %append_517 = cute.append_to_rank<2> (%lay_516, %293) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_518 = cute.group_modes(%append_517) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %294 = cute.get_shape(%grouped_513) : (!cute_layout_bb9a85) -> !cute.shape<"((8,1),((1,4)))">
        %shape_519 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_520 = cute.to_int_tuple(%shape_519) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %295 = cute.get_scalars(%itup_520) : !cute.int_tuple<"4">
        %c0_i32_521 = arith.constant 0 : i32
        %c1_i32_522 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_521 to %295 step %c1_i32_522  : i32 {
          %coord_523 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %296 = cute.get_scalars(%coord_523) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_524 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_525 = cute.crd2idx(%coord_523, %grouped_513) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_526 = cute.add_offset(%iter_507, %idx_525) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_527 = cute.make_view(%ptr_526, %lay_524) : !memref_rmem_bf16_2
          %297 = cute.get_scalars(%coord_523) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_528 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_529 = cute.crd2idx(%coord_523, %grouped_514) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_530 = cute.add_offset(%iter_508, %idx_529) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_531 = cute.make_view(%ptr_530, %lay_528) : !memref_gmem_bf16_4
          %298 = cute.get_scalars(%coord_523) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_532 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_533 = cute.crd2idx(%coord_523, %grouped_518) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_534 = cute.add_offset(%iter_515, %idx_533) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_535 = cute.make_view(%ptr_534, %lay_532) : !memref_rmem_i8_2
          %iter_536 = cute.get_iter(%view_527) : !memref_rmem_bf16_2
          %iter_537 = cute.get_iter(%view_531) : !memref_gmem_bf16_4
          %lay_538 = cute.get_layout(%view_527) : !memref_rmem_bf16_2
          %lay_539 = cute.get_layout(%view_531) : !memref_gmem_bf16_4
          %iter_540 = cute.get_iter(%view_535) : !memref_rmem_i8_2
          %lay_541 = cute.get_layout(%view_535) : !memref_rmem_i8_2
          %coord_542 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_543 = cute.crd2idx(%coord_542, %lay_541) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_544 = cute.add_offset(%iter_540, %idx_543) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %299 = cute.ptr.load %ptr_544 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %300 = arith.cmpi ne, %299, %c0_i8 : i8
          scf.if %300 {
            %coord_545 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_546 = cute.crd2idx(%coord_545, %lay_538) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_547 = cute.add_offset(%iter_536, %idx_546) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %idx_548 = cute.crd2idx(%coord_545, %lay_539) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_549 = cute.add_offset(%iter_537, %idx_548) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %301 = builtin.unrealized_conversion_cast %ptr_547 : !cute_ptr_2914ae to !llvm.ptr
            %302 = builtin.unrealized_conversion_cast %ptr_549 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %303 = llvm.load %301 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %303, %302 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
        scf.yield %arg3 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_5, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
