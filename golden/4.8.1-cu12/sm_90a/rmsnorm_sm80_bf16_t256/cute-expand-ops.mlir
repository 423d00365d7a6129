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
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(0,0))">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(5000):(1)">
!memref_gmem_bf16_8 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16, %arg3: !memref_gmem_f32, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_8 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_9 = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_10 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_11 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_12 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_13 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
      %tup_14 = cute.deref_arith_tuple_iter(%iter_13) : !cute.arith_tuple_iter<"(0,0)">
      %e0_15, %e1_16 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16
      %lay_17 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_18 = cute.get_layout(%arg2) : !memref_gmem_bf16
      %lay_19 = cute.get_layout(%arg3) : !memref_gmem_f32
      %lay_20 = cute.get_layout(%8) : !cute_coord_tensor_b6ed2e
      %10 = nvvm.read.ptx.sreg.tid.x : i32
      %11 = nvvm.read.ptx.sreg.tid.y : i32
      %12 = nvvm.read.ptx.sreg.tid.z : i32
      %13 = nvvm.read.ptx.sreg.ctaid.x : i32
      %14 = nvvm.read.ptx.sreg.ctaid.y : i32
      %15 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %16 = arith.remsi %10, %c32_i32 : i32
      %17 = arith.floordivsi %10, %c32_i32 : i32
      %lay_21 = cute.get_layout(%arg0) : !memref_gmem_bf16
      %18 = cute.get_shape(%lay_21) : (!cute_layout_ba17ea) -> !cute.shape<"((1,8192),(96,1))">
      %shape = cute.make_shape() : () -> !cute.shape<"1">
      %itup = cute.to_int_tuple(%shape) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_22 = cute.get_leaves(%itup) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %19:3 = scf.for %arg5 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %9) -> (f32, f32, !copy_simt)  : i32 {
        %coord_159 = cute.make_coord(%13, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_160 = cute.get_layout(%arg0) : !memref_gmem_bf16
        %idx_161 = cute.crd2idx(%coord_159, %lay_160) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_162 = cute.get_iter(%arg0) : !memref_gmem_bf16
        %ptr_163 = cute.add_offset(%iter_162, %idx_161) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_164 = cute.make_view(%ptr_163) : !memref_gmem_bf16_2
        %iter_165 = cute.get_iter(%view_164) : !memref_gmem_bf16_2
        %iter_166 = cute.get_iter(%view_164) : !memref_gmem_bf16_2
        %coord_167 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_168 = cute.get_iter(%view_164) : !memref_gmem_bf16_2
        %201 = cute.get_scalars(%coord_167) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_169 = arith.constant 8 : i32
        %202 = arith.muli %201, %c8_i32_169 overflow<nsw> : i32
        %iv_170 = cute.assume(%202) : (i32) -> !cute.i32<divby 8>
        %int_tuple_171 = cute.make_int_tuple(%iv_170) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_172 = cute.add_offset(%iter_168, %int_tuple_171) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_173 = cute.make_view(%ptr_172) : !memref_gmem_bf16_3
        %iter_174 = cute.get_iter(%view_173) : !memref_gmem_bf16_3
        %coord_175 = cute.make_coord(%13, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_176 = cute.get_layout(%8) : !cute_coord_tensor_b6ed2e
        %idx_177 = cute.crd2idx(%coord_175, %lay_176) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_178 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
        %tup_179 = cute.add_offset(%iter_178, %idx_177) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_180 = cute.make_view(%tup_179) : !cute_coord_tensor_8cd4e3
        %iter_181 = cute.get_iter(%view_180) : !cute_coord_tensor_8cd4e3
        %tup_182 = cute.deref_arith_tuple_iter(%iter_181) : !cute.arith_tuple_iter<"(?,0)">
        %e0_183, %e1_184 = cute.get_leaves(%tup_182) : !cute.int_tuple<"(?,0)">
        %203 = cute.get_scalars(%e0_183) : !cute.int_tuple<"?">
        %iter_185 = cute.get_iter(%view_180) : !cute_coord_tensor_8cd4e3
        %tup_186 = cute.deref_arith_tuple_iter(%iter_185) : !cute.arith_tuple_iter<"(?,0)">
        %e0_187, %e1_188 = cute.get_leaves(%tup_186) : !cute.int_tuple<"(?,0)">
        %204 = cute.get_scalars(%e0_187) : !cute.int_tuple<"?">
        %coord_189 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_190 = cute.get_iter(%view_180) : !cute_coord_tensor_8cd4e3
        %205 = cute.get_scalars(%coord_189) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_191 = arith.constant 8 : i32
        %206 = arith.muli %205, %c8_i32_191 overflow<nsw> : i32
        %iv_192 = cute.assume(%206) : (i32) -> !cute.i32<divby 8>
        %int_tuple_193 = cute.make_int_tuple(%iv_192) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_194 = cute.add_offset(%iter_190, %int_tuple_193) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_195 = cute.make_view(%tup_194) : !cute_coord_tensor_a108e0
        %iter_196 = cute.get_iter(%view_195) : !cute_coord_tensor_a108e0
        %tup_197 = cute.deref_arith_tuple_iter(%iter_196) : !cute_arith_tuple_iter_66b557
        %e0_198, %e1_199 = cute.get_leaves(%tup_197) : !cute.int_tuple<"(?,?{div=8})">
        %207 = cute.get_scalars(%e0_198) : !cute.int_tuple<"?">
        %208 = cute.get_scalars(%e1_199) : !cute.int_tuple<"?{div=8}">
        %lay_200 = cute.get_layout(%view_173) : !memref_gmem_bf16_3
        %209 = cute.get_shape(%lay_200) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_201 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_202 = cute.to_int_tuple(%shape_201) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_203 = cute.get_leaves(%itup_202) : !cute.int_tuple<"1">
        %lay_204 = cute.get_layout(%view_173) : !memref_gmem_bf16_3
        %210 = cute.get_shape(%lay_204) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_205 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_206 = cute.to_int_tuple(%shape_205) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_207 = cute.get_leaves(%itup_206) : !cute.int_tuple<"1">
        %lay_208 = cute.get_layout(%view_173) : !memref_gmem_bf16_3
        %211 = cute.get_shape(%lay_208) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_209 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_210 = cute.to_int_tuple(%shape_209) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_211 = cute.get_leaves(%itup_210) : !cute.int_tuple<"4">
        %shape_212 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_213 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_213) : !memref_rmem_i8
        %iter_214 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_215 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_216 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_217 = cute.get_layout(%view_195) : !cute_coord_tensor_a108e0
        %idx_218 = cute.crd2idx(%coord_216, %lay_217) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_219 = cute.get_iter(%view_195) : !cute_coord_tensor_a108e0
        %tup_220 = cute.add_offset(%iter_219, %idx_218) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_221 = cute.make_view(%tup_220) : !cute_coord_tensor_8bc2ea
        %iter_222 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_223 = cute.deref_arith_tuple_iter(%iter_222) : !cute_arith_tuple_iter_66b557
        %e0_224, %e1_225 = cute.get_leaves(%tup_223) : !cute.int_tuple<"(?,?{div=8})">
        %212 = cute.get_scalars(%e0_224) : !cute.int_tuple<"?">
        %213 = cute.get_scalars(%e1_225) : !cute.int_tuple<"?{div=8}">
        %iter_226 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_227 = cute.deref_arith_tuple_iter(%iter_226) : !cute_arith_tuple_iter_66b557
        %e0_228, %e1_229 = cute.get_leaves(%tup_227) : !cute.int_tuple<"(?,?{div=8})">
        %214 = cute.get_scalars(%e0_228) : !cute.int_tuple<"?">
        %215 = cute.get_scalars(%e1_229) : !cute.int_tuple<"?{div=8}">
        %iter_230 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_231 = cute.deref_arith_tuple_iter(%iter_230) : !cute_arith_tuple_iter_66b557
        %e0_232, %e1_233 = cute.get_leaves(%tup_231) : !cute.int_tuple<"(?,?{div=8})">
        %216 = cute.get_scalars(%e0_232) : !cute.int_tuple<"?">
        %217 = cute.get_scalars(%e1_233) : !cute.int_tuple<"?{div=8}">
        %coord_234 = cute.make_coord(%e0_232, %e1_233) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_235 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %218:2 = cute.get_scalars(%coord_234) : !cute.coord<"(?,?{div=8})">
        %219:2 = cute.get_scalars(%coord_235) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %220 = arith.cmpi slt, %218#0, %219#0 : i32
        %221 = arith.andi %true, %220 : i1
        %222 = arith.cmpi slt, %218#1, %219#1 : i32
        %223 = arith.andi %221, %222 : i1
        %224 = arith.extui %223 : i1 to i8
        %coord_236 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_237 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_238 = cute.crd2idx(%coord_236, %lay_237) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_239 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_240 = cute.add_offset(%iter_239, %idx_238) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %225 = builtin.unrealized_conversion_cast %ptr_240 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %224, %225 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_241 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_242 = cute.get_layout(%view_195) : !cute_coord_tensor_a108e0
        %idx_243 = cute.crd2idx(%coord_241, %lay_242) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_244 = cute.get_iter(%view_195) : !cute_coord_tensor_a108e0
        %tup_245 = cute.add_offset(%iter_244, %idx_243) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_246 = cute.make_view(%tup_245) : !cute_coord_tensor_8bc2ea
        %iter_247 = cute.get_iter(%view_246) : !cute_coord_tensor_8bc2ea
        %tup_248 = cute.deref_arith_tuple_iter(%iter_247) : !cute_arith_tuple_iter_66b557
        %e0_249, %e1_250 = cute.get_leaves(%tup_248) : !cute.int_tuple<"(?,?{div=8})">
        %226 = cute.get_scalars(%e0_249) : !cute.int_tuple<"?">
        %227 = cute.get_scalars(%e1_250) : !cute.int_tuple<"?{div=8}">
        %iter_251 = cute.get_iter(%view_246) : !cute_coord_tensor_8bc2ea
        %tup_252 = cute.deref_arith_tuple_iter(%iter_251) : !cute_arith_tuple_iter_66b557
        %e0_253, %e1_254 = cute.get_leaves(%tup_252) : !cute.int_tuple<"(?,?{div=8})">
        %228 = cute.get_scalars(%e0_253) : !cute.int_tuple<"?">
        %229 = cute.get_scalars(%e1_254) : !cute.int_tuple<"?{div=8}">
        %iter_255 = cute.get_iter(%view_246) : !cute_coord_tensor_8bc2ea
        %tup_256 = cute.deref_arith_tuple_iter(%iter_255) : !cute_arith_tuple_iter_66b557
        %e0_257, %e1_258 = cute.get_leaves(%tup_256) : !cute.int_tuple<"(?,?{div=8})">
        %230 = cute.get_scalars(%e0_257) : !cute.int_tuple<"?">
        %231 = cute.get_scalars(%e1_258) : !cute.int_tuple<"?{div=8}">
        %coord_259 = cute.make_coord(%e0_257, %e1_258) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_260 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %232:2 = cute.get_scalars(%coord_259) : !cute.coord<"(?,?{div=8})">
        %233:2 = cute.get_scalars(%coord_260) : !cute.coord<"(96,5000)">
        %true_261 = arith.constant true
        %234 = arith.cmpi slt, %232#0, %233#0 : i32
        %235 = arith.andi %true_261, %234 : i1
        %236 = arith.cmpi slt, %232#1, %233#1 : i32
        %237 = arith.andi %235, %236 : i1
        %238 = arith.extui %237 : i1 to i8
        %coord_262 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_263 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_264 = cute.crd2idx(%coord_262, %lay_263) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_265 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_266 = cute.add_offset(%iter_265, %idx_264) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %239 = builtin.unrealized_conversion_cast %ptr_266 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %238, %239 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_267 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_268 = cute.get_layout(%view_195) : !cute_coord_tensor_a108e0
        %idx_269 = cute.crd2idx(%coord_267, %lay_268) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_270 = cute.get_iter(%view_195) : !cute_coord_tensor_a108e0
        %tup_271 = cute.add_offset(%iter_270, %idx_269) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_272 = cute.make_view(%tup_271) : !cute_coord_tensor_8bc2ea
        %iter_273 = cute.get_iter(%view_272) : !cute_coord_tensor_8bc2ea
        %tup_274 = cute.deref_arith_tuple_iter(%iter_273) : !cute_arith_tuple_iter_66b557
        %e0_275, %e1_276 = cute.get_leaves(%tup_274) : !cute.int_tuple<"(?,?{div=8})">
        %240 = cute.get_scalars(%e0_275) : !cute.int_tuple<"?">
        %241 = cute.get_scalars(%e1_276) : !cute.int_tuple<"?{div=8}">
        %iter_277 = cute.get_iter(%view_272) : !cute_coord_tensor_8bc2ea
        %tup_278 = cute.deref_arith_tuple_iter(%iter_277) : !cute_arith_tuple_iter_66b557
        %e0_279, %e1_280 = cute.get_leaves(%tup_278) : !cute.int_tuple<"(?,?{div=8})">
        %242 = cute.get_scalars(%e0_279) : !cute.int_tuple<"?">
        %243 = cute.get_scalars(%e1_280) : !cute.int_tuple<"?{div=8}">
        %iter_281 = cute.get_iter(%view_272) : !cute_coord_tensor_8bc2ea
        %tup_282 = cute.deref_arith_tuple_iter(%iter_281) : !cute_arith_tuple_iter_66b557
        %e0_283, %e1_284 = cute.get_leaves(%tup_282) : !cute.int_tuple<"(?,?{div=8})">
        %244 = cute.get_scalars(%e0_283) : !cute.int_tuple<"?">
        %245 = cute.get_scalars(%e1_284) : !cute.int_tuple<"?{div=8}">
        %coord_285 = cute.make_coord(%e0_283, %e1_284) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_286 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %246:2 = cute.get_scalars(%coord_285) : !cute.coord<"(?,?{div=8})">
        %247:2 = cute.get_scalars(%coord_286) : !cute.coord<"(96,5000)">
        %true_287 = arith.constant true
        %248 = arith.cmpi slt, %246#0, %247#0 : i32
        %249 = arith.andi %true_287, %248 : i1
        %250 = arith.cmpi slt, %246#1, %247#1 : i32
        %251 = arith.andi %249, %250 : i1
        %252 = arith.extui %251 : i1 to i8
        %coord_288 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_289 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_290 = cute.crd2idx(%coord_288, %lay_289) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_291 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_292 = cute.add_offset(%iter_291, %idx_290) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %253 = builtin.unrealized_conversion_cast %ptr_292 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %252, %253 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_293 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_294 = cute.get_layout(%view_195) : !cute_coord_tensor_a108e0
        %idx_295 = cute.crd2idx(%coord_293, %lay_294) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_296 = cute.get_iter(%view_195) : !cute_coord_tensor_a108e0
        %tup_297 = cute.add_offset(%iter_296, %idx_295) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_298 = cute.make_view(%tup_297) : !cute_coord_tensor_8bc2ea
        %iter_299 = cute.get_iter(%view_298) : !cute_coord_tensor_8bc2ea
        %tup_300 = cute.deref_arith_tuple_iter(%iter_299) : !cute_arith_tuple_iter_66b557
        %e0_301, %e1_302 = cute.get_leaves(%tup_300) : !cute.int_tuple<"(?,?{div=8})">
        %254 = cute.get_scalars(%e0_301) : !cute.int_tuple<"?">
        %255 = cute.get_scalars(%e1_302) : !cute.int_tuple<"?{div=8}">
        %iter_303 = cute.get_iter(%view_298) : !cute_coord_tensor_8bc2ea
        %tup_304 = cute.deref_arith_tuple_iter(%iter_303) : !cute_arith_tuple_iter_66b557
        %e0_305, %e1_306 = cute.get_leaves(%tup_304) : !cute.int_tuple<"(?,?{div=8})">
        %256 = cute.get_scalars(%e0_305) : !cute.int_tuple<"?">
        %257 = cute.get_scalars(%e1_306) : !cute.int_tuple<"?{div=8}">
        %iter_307 = cute.get_iter(%view_298) : !cute_coord_tensor_8bc2ea
        %tup_308 = cute.deref_arith_tuple_iter(%iter_307) : !cute_arith_tuple_iter_66b557
        %e0_309, %e1_310 = cute.get_leaves(%tup_308) : !cute.int_tuple<"(?,?{div=8})">
        %258 = cute.get_scalars(%e0_309) : !cute.int_tuple<"?">
        %259 = cute.get_scalars(%e1_310) : !cute.int_tuple<"?{div=8}">
        %coord_311 = cute.make_coord(%e0_309, %e1_310) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_312 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %260:2 = cute.get_scalars(%coord_311) : !cute.coord<"(?,?{div=8})">
        %261:2 = cute.get_scalars(%coord_312) : !cute.coord<"(96,5000)">
        %true_313 = arith.constant true
        %262 = arith.cmpi slt, %260#0, %261#0 : i32
        %263 = arith.andi %true_313, %262 : i1
        %264 = arith.cmpi slt, %260#1, %261#1 : i32
        %265 = arith.andi %263, %264 : i1
        %266 = arith.extui %265 : i1 to i8
        %coord_314 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_315 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_316 = cute.crd2idx(%coord_314, %lay_315) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_317 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_318 = cute.add_offset(%iter_317, %idx_316) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %267 = builtin.unrealized_conversion_cast %ptr_318 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %266, %267 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_319 = cute.get_layout(%view_173) : !memref_gmem_bf16_3
        %lay_320 = cute.make_layout() : !cute_layout_a987c4
        %rmem_321 = cute.memref.alloca(%lay_320) : !memref_rmem_bf16
        %iter_322 = cute.get_iter(%rmem_321) : !memref_rmem_bf16
        %iter_323 = cute.get_iter(%rmem_321) : !memref_rmem_bf16
        %lay_324 = cute.get_layout(%rmem_321) : !memref_rmem_bf16
        %lay_325 = cute.get_layout(%rmem_321) : !memref_rmem_bf16
        %268 = cute.get_shape(%lay_325) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_326 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_327 = cute.to_int_tuple(%shape_326) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_328 = cute.get_leaves(%itup_327) : !cute.int_tuple<"32">
        %269 = cute.get_shape(%lay_324) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_329, %e1_330, %e2, %e3 = cute.get_leaves(%269) : !cute.shape<"((8,1),1,4)">
        %int_tuple_331 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_332 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_333 = cute.get_leaves(%int_tuple_332) : !cute.int_tuple<"32">
        %cst_334 = arith.constant 0.000000e+00 : bf16
        %270 = vector.broadcast %cst_334 : bf16 to vector<32xbf16>
        %int_tuple_335 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_336 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_337 = cute.get_leaves(%int_tuple_336) : !cute.int_tuple<"32">
        %int_tuple_338 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_339 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_340 = cute.get_leaves(%int_tuple_339) : !cute.int_tuple<"32">
        %iter_341 = cute.get_iter(%rmem_321) : !memref_rmem_bf16
        %int_tuple_342 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_343 = cute.add_offset(%iter_341, %int_tuple_342) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %271 = builtin.unrealized_conversion_cast %ptr_343 : !cute_ptr_489d54 to !llvm.ptr
        %cst_344 = arith.constant dense<0.000000e+00> : vector<32xbf16>
        llvm.store %cst_344, %271 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %272 = cute.get_shape(%lay_319) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_345, %e1_346, %e2_347, %e3_348 = cute.get_leaves(%272) : !cute.shape<"((8,1),1,4)">
        %shape_349 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_350 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_319, %lay_350) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_351 = cute.make_view(%iter_174, %append) : !memref_gmem_bf16_3
        %iter_352 = cute.get_iter(%view_351) : !memref_gmem_bf16_3
        %lay_353 = cute.get_layout(%view_351) : !memref_gmem_bf16_3
        %273 = cute.get_shape(%lay_353) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_354, %e1_355, %e2_356, %e3_357 = cute.get_leaves(%273) : !cute.shape<"((8,1),1,4)">
        %iter_358 = cute.get_iter(%view_351) : !memref_gmem_bf16_3
        %view_359 = cute.make_view(%iter_358) : !memref_gmem_bf16_4
        %iter_360 = cute.get_iter(%view_359) : !memref_gmem_bf16_4
        %iter_361 = cute.get_iter(%view_359) : !memref_gmem_bf16_4
        %shape_362 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_363 = cute.make_layout() : !cute.layout<"1:0">
        %append_364 = cute.append_to_rank<2> (%lay_324, %lay_363) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_365 = cute.make_view(%iter_323, %append_364) : !memref_rmem_bf16
        %iter_366 = cute.get_iter(%view_365) : !memref_rmem_bf16
        %lay_367 = cute.get_layout(%view_365) : !memref_rmem_bf16
        %274 = cute.get_shape(%lay_367) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_368, %e1_369, %e2_370, %e3_371 = cute.get_leaves(%274) : !cute.shape<"((8,1),1,4)">
        %iter_372 = cute.get_iter(%view_365) : !memref_rmem_bf16
        %view_373 = cute.make_view(%iter_372) : !memref_rmem_bf16_1
        %iter_374 = cute.get_iter(%view_373) : !memref_rmem_bf16_1
        %iter_375 = cute.get_iter(%view_373) : !memref_rmem_bf16_1
        %lay_376 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_377 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_378 = cute.make_layout() : !cute.layout<"1:0">
        %append_379 = cute.append_to_rank<2> (%lay_376, %lay_378) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_380 = cute.make_view(%iter_215, %append_379) : !memref_rmem_i8
        %iter_381 = cute.get_iter(%view_380) : !memref_rmem_i8
        %lay_382 = cute.get_layout(%view_380) : !memref_rmem_i8
        %275 = cute.get_shape(%lay_382) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_383, %e1_384, %e2_385 = cute.get_leaves(%275) : !cute.shape<"(1,1,4)">
        %iter_386 = cute.get_iter(%view_380) : !memref_rmem_i8
        %view_387 = cute.make_view(%iter_386) : !memref_rmem_i8_1
        %iter_388 = cute.get_iter(%view_387) : !memref_rmem_i8_1
        %iter_389 = cute.get_iter(%view_387) : !memref_rmem_i8_1
        %lay_390 = cute.get_layout(%view_359) : !memref_gmem_bf16_4
        %276 = cute.get_shape(%lay_390) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_391, %e1_392, %e2_393, %e3_394 = cute.get_leaves(%276) : !cute.shape<"((8,1),(1,4))">
        %lay_395 = cute.get_layout(%view_373) : !memref_rmem_bf16_1
        %277 = cute.get_shape(%lay_395) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_396, %e1_397, %e2_398, %e3_399 = cute.get_leaves(%277) : !cute.shape<"((8,1),(1,4))">
        %lay_400 = cute.get_layout(%view_359) : !memref_gmem_bf16_4
        %278 = cute.get_shape(%lay_400) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_401 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_402 = cute.to_int_tuple(%shape_401) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_403 = cute.get_leaves(%itup_402) : !cute.int_tuple<"4">
        %lay_404 = cute.get_layout(%view_373) : !memref_rmem_bf16_1
        %279 = cute.get_shape(%lay_404) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_405 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_406 = cute.to_int_tuple(%shape_405) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_407 = cute.get_leaves(%itup_406) : !cute.int_tuple<"4">
        %iter_408 = cute.get_iter(%view_359) : !memref_gmem_bf16_4
        %iter_409 = cute.get_iter(%view_373) : !memref_rmem_bf16_1
        %lay_410 = cute.get_layout(%view_359) : !memref_gmem_bf16_4
        %lay_411 = cute.get_layout(%view_373) : !memref_rmem_bf16_1
        %280 = cute.static : !cute.layout<"1:0">
        %append_412 = cute.append_to_rank<2> (%lay_410, %280) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_413 = cute.append_to_rank<2> (%lay_411, %280) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_412) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %grouped_414 = cute.group_modes(%append_413) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_415 = cute.get_iter(%view_387) : !memref_rmem_i8_1
        %lay_416 = cute.get_layout(%view_387) : !memref_rmem_i8_1
        %append_417 = cute.append_to_rank<2> (%lay_416, %280) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_418 = cute.group_modes(%append_417) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %281 = cute.get_shape(%grouped) : (!cute_layout_8083f9) -> !cute.shape<"((8,1),((1,4)))">
        %shape_419 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_420 = cute.to_int_tuple(%shape_419) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %282 = cute.get_scalars(%itup_420) : !cute.int_tuple<"4">
        %c0_i32_421 = arith.constant 0 : i32
        %c1_i32_422 = arith.constant 1 : i32
        scf.for %arg9 = %c0_i32_421 to %282 step %c1_i32_422  : i32 {
          %coord_432 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,?)">
          %303 = cute.get_scalars(%coord_432) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_433 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_434 = cute.crd2idx(%coord_432, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_435 = cute.add_offset(%iter_408, %idx_434) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_436 = cute.make_view(%ptr_435, %lay_433) : !memref_gmem_bf16_5
          %304 = cute.get_scalars(%coord_432) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_437 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_438 = cute.crd2idx(%coord_432, %grouped_414) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_439 = cute.add_offset(%iter_409, %idx_438) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_440 = cute.make_view(%ptr_439, %lay_437) : !memref_rmem_bf16_2
          %305 = cute.get_scalars(%coord_432) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_441 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_442 = cute.crd2idx(%coord_432, %grouped_418) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_443 = cute.add_offset(%iter_415, %idx_442) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_444 = cute.make_view(%ptr_443, %lay_441) : !memref_rmem_i8_2
          %iter_445 = cute.get_iter(%view_436) : !memref_gmem_bf16_5
          %iter_446 = cute.get_iter(%view_440) : !memref_rmem_bf16_2
          %lay_447 = cute.get_layout(%view_436) : !memref_gmem_bf16_5
          %lay_448 = cute.get_layout(%view_440) : !memref_rmem_bf16_2
          %iter_449 = cute.get_iter(%view_444) : !memref_rmem_i8_2
          %lay_450 = cute.get_layout(%view_444) : !memref_rmem_i8_2
          %coord_451 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_452 = cute.crd2idx(%coord_451, %lay_450) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_453 = cute.add_offset(%iter_449, %idx_452) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %306 = cute.ptr.load %ptr_453 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %307 = arith.cmpi ne, %306, %c0_i8 : i8
          scf.if %307 {
            %coord_454 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_455 = cute.crd2idx(%coord_454, %lay_447) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_456 = cute.add_offset(%iter_445, %idx_455) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %idx_457 = cute.crd2idx(%coord_454, %lay_448) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_458 = cute.add_offset(%iter_446, %idx_457) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %308 = builtin.unrealized_conversion_cast %ptr_456 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %309 = builtin.unrealized_conversion_cast %ptr_458 : !cute_ptr_2914ae to !llvm.ptr
            %310 = llvm.load %308 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %310, %309 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_423 = cute.get_iter(%rmem_321) : !memref_rmem_bf16
        %int_tuple_424 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_425 = cute.add_offset(%iter_423, %int_tuple_424) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %283 = builtin.unrealized_conversion_cast %ptr_425 : !cute_ptr_489d54 to !llvm.ptr
        %284 = llvm.load %283 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %285:32 = vector.to_elements %284 : vector<32xbf16>
        %int_tuple_426 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_427 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_428 = cute.get_leaves(%int_tuple_427) : !cute.int_tuple<"32">
        %286 = arith.extf %284 : vector<32xbf16> to vector<32xf32>
        %cst_429 = arith.constant 0.000000e+00 : f32
        %287 = vector.broadcast %cst_429 : f32 to vector<32xf32>
        %288 = arith.cmpf olt, %286, %287 : vector<32xf32>
        %289 = arith.negf %286 : vector<32xf32>
        %290 = arith.select %288, %289, %286 : vector<32xi1>, vector<32xf32>
        %291 = vector.reduction <maximumf>, %290, %cst_429 : vector<32xf32> into f32
        %292 = arith.maximumf %arg7, %291 : f32
        %cst_430 = arith.constant 1.17549435E-38 : f32
        %293 = arith.maximumf %292, %cst_430 : f32
        %cst_431 = arith.constant 1.000000e+00 : f32
        %294 = arith.divf %cst_431, %293 : f32
        %295 = vector.broadcast %294 : f32 to vector<32xf32>
        %296 = arith.mulf %286, %295 : vector<32xf32>
        %297 = arith.mulf %arg7, %294 : f32
        %298 = arith.mulf %arg6, %297 : f32
        %299 = arith.mulf %298, %297 : f32
        %300 = arith.mulf %296, %296 : vector<32xf32>
        %301 = vector.reduction <add>, %300, %cst_429 : vector<32xf32> into f32
        %302 = arith.addf %299, %301 : f32
        scf.yield %302, %292, %arg8 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %20 = nvvm.shfl.sync bfly %c-1_i32, %19#1, %c16_i32, %c31_i32 : f32 -> f32
      %21 = nvvm.shfl.sync bfly %c-1_i32, %19#0, %c16_i32, %c31_i32 : f32 -> f32
      %22 = arith.maximumf %19#1, %20 : f32
      %cst_23 = arith.constant 1.17549435E-38 : f32
      %23 = arith.maximumf %22, %cst_23 : f32
      %cst_24 = arith.constant 1.000000e+00 : f32
      %24 = arith.divf %cst_24, %23 : f32
      %25 = arith.mulf %19#1, %24 : f32
      %26 = arith.mulf %20, %24 : f32
      %27 = arith.mulf %19#0, %25 : f32
      %28 = arith.mulf %27, %25 : f32
      %29 = arith.mulf %21, %26 : f32
      %30 = arith.mulf %29, %26 : f32
      %31 = arith.addf %28, %30 : f32
      %c8_i32 = arith.constant 8 : i32
      %32 = nvvm.shfl.sync bfly %c-1_i32, %22, %c8_i32, %c31_i32 : f32 -> f32
      %33 = nvvm.shfl.sync bfly %c-1_i32, %31, %c8_i32, %c31_i32 : f32 -> f32
      %34 = arith.maximumf %22, %32 : f32
      %cst_25 = arith.constant 1.17549435E-38 : f32
      %35 = arith.maximumf %34, %cst_25 : f32
      %36 = arith.divf %cst_24, %35 : f32
      %37 = arith.mulf %22, %36 : f32
      %38 = arith.mulf %32, %36 : f32
      %39 = arith.mulf %31, %37 : f32
      %40 = arith.mulf %39, %37 : f32
      %41 = arith.mulf %33, %38 : f32
      %42 = arith.mulf %41, %38 : f32
      %43 = arith.addf %40, %42 : f32
      %c4_i32 = arith.constant 4 : i32
      %44 = nvvm.shfl.sync bfly %c-1_i32, %34, %c4_i32, %c31_i32 : f32 -> f32
      %45 = nvvm.shfl.sync bfly %c-1_i32, %43, %c4_i32, %c31_i32 : f32 -> f32
      %46 = arith.maximumf %34, %44 : f32
      %cst_26 = arith.constant 1.17549435E-38 : f32
      %47 = arith.maximumf %46, %cst_26 : f32
      %48 = arith.divf %cst_24, %47 : f32
      %49 = arith.mulf %34, %48 : f32
      %50 = arith.mulf %44, %48 : f32
      %51 = arith.mulf %43, %49 : f32
      %52 = arith.mulf %51, %49 : f32
      %53 = arith.mulf %45, %50 : f32
      %54 = arith.mulf %53, %50 : f32
      %55 = arith.addf %52, %54 : f32
      %c2_i32 = arith.constant 2 : i32
      %56 = nvvm.shfl.sync bfly %c-1_i32, %46, %c2_i32, %c31_i32 : f32 -> f32
      %57 = nvvm.shfl.sync bfly %c-1_i32, %55, %c2_i32, %c31_i32 : f32 -> f32
      %58 = arith.maximumf %46, %56 : f32
      %cst_27 = arith.constant 1.17549435E-38 : f32
      %59 = arith.maximumf %58, %cst_27 : f32
      %60 = arith.divf %cst_24, %59 : f32
      %61 = arith.mulf %46, %60 : f32
      %62 = arith.mulf %56, %60 : f32
      %63 = arith.mulf %55, %61 : f32
      %64 = arith.mulf %63, %61 : f32
      %65 = arith.mulf %57, %62 : f32
      %66 = arith.mulf %65, %62 : f32
      %67 = arith.addf %64, %66 : f32
      %68 = nvvm.shfl.sync bfly %c-1_i32, %58, %c1_i32, %c31_i32 : f32 -> f32
      %69 = nvvm.shfl.sync bfly %c-1_i32, %67, %c1_i32, %c31_i32 : f32 -> f32
      %70 = arith.maximumf %58, %68 : f32
      %cst_28 = arith.constant 1.17549435E-38 : f32
      %71 = arith.maximumf %70, %cst_28 : f32
      %72 = arith.divf %cst_24, %71 : f32
      %73 = arith.mulf %58, %72 : f32
      %74 = arith.mulf %68, %72 : f32
      %75 = arith.mulf %67, %73 : f32
      %76 = arith.mulf %75, %73 : f32
      %77 = arith.mulf %69, %74 : f32
      %78 = arith.mulf %77, %74 : f32
      %79 = arith.addf %76, %78 : f32
      %shape_29 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_30 = cute.make_layout() : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_30) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_31 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %shape_32 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_33 = cute.to_int_tuple(%shape_32) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %e0_34 = cute.get_leaves(%itup_33) : !cute.int_tuple<"8">
      %shape_35 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_36 = cute.make_layout() : !cute.layout<"32:1">
      %iter_37 = cute.get_iter(%view) : !memref_smem_i8
      %iter_38 = cute.get_iter(%view) : !memref_smem_i8
      %iter_39 = cute.recast_iter(%iter_38) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_40 = cute.make_view(%iter_39, %lay_30) : !memref_smem_f32
      %iter_41 = cute.get_iter(%view_40) : !memref_smem_f32
      %iter_42 = cute.get_iter(%view_40) : !memref_smem_f32
      %shape_43 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_44 = cute.make_layout() : !cute.layout<"8:1">
      %coord_45 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_46 = cute.crd2idx(%coord_45, %lay_44) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_47 = cute.get_leaves(%idx_46) : !cute.int_tuple<"0">
      %shape_48 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_49 = cute.to_int_tuple(%shape_48) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %e0_50 = cute.get_leaves(%itup_49) : !cute.int_tuple<"8">
      %shape_51 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_52 = cute.make_layout() : !cute.layout<"32:1">
      %iter_53 = cute.get_iter(%view_4) : !memref_smem_i8
      %iter_54 = cute.get_iter(%view_4) : !memref_smem_i8
      %iter_55 = cute.recast_iter(%iter_54) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_56 = cute.make_view(%iter_55, %lay_44) : !memref_smem_f32
      %iter_57 = cute.get_iter(%view_56) : !memref_smem_f32
      %iter_58 = cute.get_iter(%view_56) : !memref_smem_f32
      %c0_i32_59 = arith.constant 0 : i32
      %80 = arith.cmpi eq, %16, %c0_i32_59 : i32
      %81:2 = scf.if %80 -> (!memref_smem_f32, !memref_smem_f32) {
        %iter_159 = cute.get_iter(%view_40) : !memref_smem_f32
        %iter_160 = cute.get_iter(%view_56) : !memref_smem_f32
        %coord_161 = cute.make_coord(%17) : (i32) -> !cute.coord<"?">
        %lay_162 = cute.get_layout(%view_40) : !memref_smem_f32
        %idx_163 = cute.crd2idx(%coord_161, %lay_162) : (!cute.coord<"?">, !cute.layout<"8:1">) -> !cute.int_tuple<"?">
        %iter_164 = cute.get_iter(%view_40) : !memref_smem_f32
        %ptr_165 = cute.add_offset(%iter_164, %idx_163) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %201 = builtin.unrealized_conversion_cast %ptr_165 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %70, %201 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %coord_166 = cute.make_coord(%17) : (i32) -> !cute.coord<"?">
        %lay_167 = cute.get_layout(%view_56) : !memref_smem_f32
        %idx_168 = cute.crd2idx(%coord_166, %lay_167) : (!cute.coord<"?">, !cute.layout<"8:1">) -> !cute.int_tuple<"?">
        %iter_169 = cute.get_iter(%view_56) : !memref_smem_f32
        %ptr_170 = cute.add_offset(%iter_169, %idx_168) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %202 = builtin.unrealized_conversion_cast %ptr_170 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %79, %202 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        scf.yield %view_40, %view_56 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_159 = cute.get_iter(%view_40) : !memref_smem_f32
        %iter_160 = cute.get_iter(%view_56) : !memref_smem_f32
        scf.yield %view_40, %view_56 : !memref_smem_f32, !memref_smem_f32
      }
      %iter_60 = cute.get_iter(%81#0) : !memref_smem_f32
      %iter_61 = cute.get_iter(%81#1) : !memref_smem_f32
      %iter_62 = cute.get_iter(%81#0) : !memref_smem_f32
      %iter_63 = cute.get_iter(%81#1) : !memref_smem_f32
      nvvm.barrier
      %coord_64 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_65 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_66 = cute.crd2idx(%coord_64, %lay_65) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %iter_67 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_68 = cute.add_offset(%iter_67, %idx_66) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %82 = builtin.unrealized_conversion_cast %ptr_68 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %83 = llvm.load %82 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_70 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_71 = cute.crd2idx(%coord_69, %lay_70) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %iter_72 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_73 = cute.add_offset(%iter_72, %idx_71) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %84 = builtin.unrealized_conversion_cast %ptr_73 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %85 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_75 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_76 = cute.crd2idx(%coord_74, %lay_75) : (!cute.coord<"1">, !cute.layout<"8:1">) -> !cute.int_tuple<"1">
      %iter_77 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_78 = cute.add_offset(%iter_77, %idx_76) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %86 = builtin.unrealized_conversion_cast %ptr_78 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %87 = llvm.load %86 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_80 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_81 = cute.crd2idx(%coord_79, %lay_80) : (!cute.coord<"1">, !cute.layout<"8:1">) -> !cute.int_tuple<"1">
      %iter_82 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_83 = cute.add_offset(%iter_82, %idx_81) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %88 = builtin.unrealized_conversion_cast %ptr_83 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %89 = llvm.load %88 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %90 = arith.maximumf %83, %87 : f32
      %cst_84 = arith.constant 1.17549435E-38 : f32
      %91 = arith.maximumf %90, %cst_84 : f32
      %92 = arith.divf %cst_24, %91 : f32
      %93 = arith.mulf %83, %92 : f32
      %94 = arith.mulf %87, %92 : f32
      %95 = arith.mulf %85, %93 : f32
      %96 = arith.mulf %95, %93 : f32
      %97 = arith.mulf %89, %94 : f32
      %98 = arith.mulf %97, %94 : f32
      %99 = arith.addf %96, %98 : f32
      %coord_85 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_86 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_87 = cute.crd2idx(%coord_85, %lay_86) : (!cute.coord<"2">, !cute.layout<"8:1">) -> !cute.int_tuple<"2">
      %iter_88 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_89 = cute.add_offset(%iter_88, %idx_87) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %100 = builtin.unrealized_conversion_cast %ptr_89 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %101 = llvm.load %100 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %coord_90 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_91 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_92 = cute.crd2idx(%coord_90, %lay_91) : (!cute.coord<"2">, !cute.layout<"8:1">) -> !cute.int_tuple<"2">
      %iter_93 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_94 = cute.add_offset(%iter_93, %idx_92) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %102 = builtin.unrealized_conversion_cast %ptr_94 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %103 = llvm.load %102 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %104 = arith.maximumf %90, %101 : f32
      %cst_95 = arith.constant 1.17549435E-38 : f32
      %105 = arith.maximumf %104, %cst_95 : f32
      %106 = arith.divf %cst_24, %105 : f32
      %107 = arith.mulf %90, %106 : f32
      %108 = arith.mulf %101, %106 : f32
      %109 = arith.mulf %99, %107 : f32
      %110 = arith.mulf %109, %107 : f32
      %111 = arith.mulf %103, %108 : f32
      %112 = arith.mulf %111, %108 : f32
      %113 = arith.addf %110, %112 : f32
      %coord_96 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_97 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_98 = cute.crd2idx(%coord_96, %lay_97) : (!cute.coord<"3">, !cute.layout<"8:1">) -> !cute.int_tuple<"3">
      %iter_99 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_100 = cute.add_offset(%iter_99, %idx_98) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %114 = builtin.unrealized_conversion_cast %ptr_100 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %115 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_101 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_102 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_103 = cute.crd2idx(%coord_101, %lay_102) : (!cute.coord<"3">, !cute.layout<"8:1">) -> !cute.int_tuple<"3">
      %iter_104 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_105 = cute.add_offset(%iter_104, %idx_103) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %116 = builtin.unrealized_conversion_cast %ptr_105 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %117 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %118 = arith.maximumf %104, %115 : f32
      %cst_106 = arith.constant 1.17549435E-38 : f32
      %119 = arith.maximumf %118, %cst_106 : f32
      %120 = arith.divf %cst_24, %119 : f32
      %121 = arith.mulf %104, %120 : f32
      %122 = arith.mulf %115, %120 : f32
      %123 = arith.mulf %113, %121 : f32
      %124 = arith.mulf %123, %121 : f32
      %125 = arith.mulf %117, %122 : f32
      %126 = arith.mulf %125, %122 : f32
      %127 = arith.addf %124, %126 : f32
      %coord_107 = cute.make_coord() : () -> !cute.coord<"4">
      %lay_108 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_109 = cute.crd2idx(%coord_107, %lay_108) : (!cute.coord<"4">, !cute.layout<"8:1">) -> !cute.int_tuple<"4">
      %iter_110 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_111 = cute.add_offset(%iter_110, %idx_109) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f32, smem, align<16>>
      %128 = builtin.unrealized_conversion_cast %ptr_111 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %129 = llvm.load %128 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_112 = cute.make_coord() : () -> !cute.coord<"4">
      %lay_113 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_114 = cute.crd2idx(%coord_112, %lay_113) : (!cute.coord<"4">, !cute.layout<"8:1">) -> !cute.int_tuple<"4">
      %iter_115 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_116 = cute.add_offset(%iter_115, %idx_114) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f32, smem, align<16>>
      %130 = builtin.unrealized_conversion_cast %ptr_116 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %131 = llvm.load %130 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %132 = arith.maximumf %118, %129 : f32
      %cst_117 = arith.constant 1.17549435E-38 : f32
      %133 = arith.maximumf %132, %cst_117 : f32
      %134 = arith.divf %cst_24, %133 : f32
      %135 = arith.mulf %118, %134 : f32
      %136 = arith.mulf %129, %134 : f32
      %137 = arith.mulf %127, %135 : f32
      %138 = arith.mulf %137, %135 : f32
      %139 = arith.mulf %131, %136 : f32
      %140 = arith.mulf %139, %136 : f32
      %141 = arith.addf %138, %140 : f32
      %coord_118 = cute.make_coord() : () -> !cute.coord<"5">
      %lay_119 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_120 = cute.crd2idx(%coord_118, %lay_119) : (!cute.coord<"5">, !cute.layout<"8:1">) -> !cute.int_tuple<"5">
      %iter_121 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_122 = cute.add_offset(%iter_121, %idx_120) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f32, smem>
      %142 = builtin.unrealized_conversion_cast %ptr_122 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %143 = llvm.load %142 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_123 = cute.make_coord() : () -> !cute.coord<"5">
      %lay_124 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_125 = cute.crd2idx(%coord_123, %lay_124) : (!cute.coord<"5">, !cute.layout<"8:1">) -> !cute.int_tuple<"5">
      %iter_126 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_127 = cute.add_offset(%iter_126, %idx_125) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f32, smem>
      %144 = builtin.unrealized_conversion_cast %ptr_127 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %145 = llvm.load %144 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %146 = arith.maximumf %132, %143 : f32
      %cst_128 = arith.constant 1.17549435E-38 : f32
      %147 = arith.maximumf %146, %cst_128 : f32
      %148 = arith.divf %cst_24, %147 : f32
      %149 = arith.mulf %132, %148 : f32
      %150 = arith.mulf %143, %148 : f32
      %151 = arith.mulf %141, %149 : f32
      %152 = arith.mulf %151, %149 : f32
      %153 = arith.mulf %145, %150 : f32
      %154 = arith.mulf %153, %150 : f32
      %155 = arith.addf %152, %154 : f32
      %coord_129 = cute.make_coord() : () -> !cute.coord<"6">
      %lay_130 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_131 = cute.crd2idx(%coord_129, %lay_130) : (!cute.coord<"6">, !cute.layout<"8:1">) -> !cute.int_tuple<"6">
      %iter_132 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_133 = cute.add_offset(%iter_132, %idx_131) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f32, smem, align<8>>
      %156 = builtin.unrealized_conversion_cast %ptr_133 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %157 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %coord_134 = cute.make_coord() : () -> !cute.coord<"6">
      %lay_135 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_136 = cute.crd2idx(%coord_134, %lay_135) : (!cute.coord<"6">, !cute.layout<"8:1">) -> !cute.int_tuple<"6">
      %iter_137 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_138 = cute.add_offset(%iter_137, %idx_136) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f32, smem, align<8>>
      %158 = builtin.unrealized_conversion_cast %ptr_138 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %159 = llvm.load %158 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %160 = arith.maximumf %146, %157 : f32
      %cst_139 = arith.constant 1.17549435E-38 : f32
      %161 = arith.maximumf %160, %cst_139 : f32
      %162 = arith.divf %cst_24, %161 : f32
      %163 = arith.mulf %146, %162 : f32
      %164 = arith.mulf %157, %162 : f32
      %165 = arith.mulf %155, %163 : f32
      %166 = arith.mulf %165, %163 : f32
      %167 = arith.mulf %159, %164 : f32
      %168 = arith.mulf %167, %164 : f32
      %169 = arith.addf %166, %168 : f32
      %coord_140 = cute.make_coord() : () -> !cute.coord<"7">
      %lay_141 = cute.get_layout(%81#0) : !memref_smem_f32
      %idx_142 = cute.crd2idx(%coord_140, %lay_141) : (!cute.coord<"7">, !cute.layout<"8:1">) -> !cute.int_tuple<"7">
      %iter_143 = cute.get_iter(%81#0) : !memref_smem_f32
      %ptr_144 = cute.add_offset(%iter_143, %idx_142) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f32, smem>
      %170 = builtin.unrealized_conversion_cast %ptr_144 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %171 = llvm.load %170 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_145 = cute.make_coord() : () -> !cute.coord<"7">
      %lay_146 = cute.get_layout(%81#1) : !memref_smem_f32
      %idx_147 = cute.crd2idx(%coord_145, %lay_146) : (!cute.coord<"7">, !cute.layout<"8:1">) -> !cute.int_tuple<"7">
      %iter_148 = cute.get_iter(%81#1) : !memref_smem_f32
      %ptr_149 = cute.add_offset(%iter_148, %idx_147) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f32, smem>
      %172 = builtin.unrealized_conversion_cast %ptr_149 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %173 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %174 = arith.maximumf %160, %171 : f32
      %cst_150 = arith.constant 1.17549435E-38 : f32
      %175 = arith.maximumf %174, %cst_150 : f32
      %176 = arith.divf %cst_24, %175 : f32
      %177 = arith.mulf %160, %176 : f32
      %178 = arith.mulf %171, %176 : f32
      %179 = arith.mulf %169, %177 : f32
      %180 = arith.mulf %179, %177 : f32
      %181 = arith.mulf %173, %178 : f32
      %182 = arith.mulf %181, %178 : f32
      %183 = arith.addf %180, %182 : f32
      %int_tuple_151 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %int_tuple_152 = cute.make_int_tuple() : () -> !cute.int_tuple<"5000">
      %e0_153 = cute.get_leaves(%int_tuple_152) : !cute.int_tuple<"5000">
      %cst_154 = arith.constant 5.000000e+03 : f32
      %184 = arith.divf %183, %cst_154 : f32
      %cst_155 = arith.constant 1.17549435E-38 : f32
      %185 = arith.maximumf %174, %cst_155 : f32
      %186 = arith.divf %cst_24, %185 : f32
      %187 = arith.mulf %174, %174 : f32
      %188 = arith.mulf %187, %184 : f32
      %189 = arith.addf %188, %arg4 : f32
      %190 = math.rsqrt %189 : f32
      %191 = arith.mulf %arg4, %186 : f32
      %192 = arith.mulf %191, %186 : f32
      %193 = arith.addf %184, %192 : f32
      %194 = math.rsqrt %193 : f32
      %195 = arith.mulf %186, %194 : f32
      %cst_156 = arith.constant 9.99999984E+17 : f32
      %196 = arith.cmpf ogt, %174, %cst_156 : f32
      %197 = scf.if %196 -> (f32) {
        scf.yield %195 : f32
      } else {
        scf.yield %190 : f32
      }
      %198 = arith.cmpi eq, %10, %c0_i32_59 : i32
      %199 = scf.if %198 -> (!memref_gmem_f32) {
        %iter_159 = cute.get_iter(%arg3) : !memref_gmem_f32
        %coord_160 = cute.make_coord(%13) : (i32) -> !cute.coord<"?">
        %lay_161 = cute.get_layout(%arg3) : !memref_gmem_f32
        %idx_162 = cute.crd2idx(%coord_160, %lay_161) : (!cute.coord<"?">, !cute.layout<"(96):(1)">) -> !cute.int_tuple<"?">
        %iter_163 = cute.get_iter(%arg3) : !memref_gmem_f32
        %ptr_164 = cute.add_offset(%iter_163, %idx_162) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
        %201 = builtin.unrealized_conversion_cast %ptr_164 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
        llvm.store %197, %201 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        scf.yield %arg3 : !memref_gmem_f32
      } else {
        %iter_159 = cute.get_iter(%arg3) : !memref_gmem_f32
        scf.yield %arg3 : !memref_gmem_f32
      }
      %iter_157 = cute.get_iter(%199) : !memref_gmem_f32
      %iter_158 = cute.get_iter(%199) : !memref_gmem_f32
      %200 = scf.for %arg5 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg6 = %9) -> (!copy_simt)  : i32 {
        %coord_159 = cute.make_coord(%13, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_160 = cute.get_layout(%arg0) : !memref_gmem_bf16
        %idx_161 = cute.crd2idx(%coord_159, %lay_160) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_162 = cute.get_iter(%arg0) : !memref_gmem_bf16
        %ptr_163 = cute.add_offset(%iter_162, %idx_161) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_164 = cute.make_view(%ptr_163) : !memref_gmem_bf16_2
        %iter_165 = cute.get_iter(%view_164) : !memref_gmem_bf16_2
        %iter_166 = cute.get_iter(%view_164) : !memref_gmem_bf16_2
        %coord_167 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_168 = cute.get_iter(%view_164) : !memref_gmem_bf16_2
        %201 = cute.get_scalars(%coord_167) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_169 = arith.constant 8 : i32
        %202 = arith.muli %201, %c8_i32_169 overflow<nsw> : i32
        %iv_170 = cute.assume(%202) : (i32) -> !cute.i32<divby 8>
        %int_tuple_171 = cute.make_int_tuple(%iv_170) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_172 = cute.add_offset(%iter_168, %int_tuple_171) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_173 = cute.make_view(%ptr_172) : !memref_gmem_bf16_3
        %iter_174 = cute.get_iter(%view_173) : !memref_gmem_bf16_3
        %coord_175 = cute.make_coord(%13, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_176 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
        %idx_177 = cute.crd2idx(%coord_175, %lay_176) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,8192),(96,1)):((0,1),(0,0))">) -> !cute.int_tuple<"0">
        %iter_178 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
        %ptr_179 = cute.add_offset(%iter_178, %idx_177) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
        %view_180 = cute.make_view(%ptr_179) : !memref_gmem_bf16_2
        %iter_181 = cute.get_iter(%view_180) : !memref_gmem_bf16_2
        %iter_182 = cute.get_iter(%view_180) : !memref_gmem_bf16_2
        %coord_183 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_184 = cute.get_iter(%view_180) : !memref_gmem_bf16_2
        %203 = cute.get_scalars(%coord_183) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_185 = arith.constant 8 : i32
        %204 = arith.muli %203, %c8_i32_185 overflow<nsw> : i32
        %iv_186 = cute.assume(%204) : (i32) -> !cute.i32<divby 8>
        %int_tuple_187 = cute.make_int_tuple(%iv_186) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_188 = cute.add_offset(%iter_184, %int_tuple_187) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_189 = cute.make_view(%ptr_188) : !memref_gmem_bf16_3
        %iter_190 = cute.get_iter(%view_189) : !memref_gmem_bf16_3
        %coord_191 = cute.make_coord(%13, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_192 = cute.get_layout(%arg2) : !memref_gmem_bf16
        %idx_193 = cute.crd2idx(%coord_191, %lay_192) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_194 = cute.get_iter(%arg2) : !memref_gmem_bf16
        %ptr_195 = cute.add_offset(%iter_194, %idx_193) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_196 = cute.make_view(%ptr_195) : !memref_gmem_bf16_2
        %iter_197 = cute.get_iter(%view_196) : !memref_gmem_bf16_2
        %iter_198 = cute.get_iter(%view_196) : !memref_gmem_bf16_2
        %coord_199 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_200 = cute.get_iter(%view_196) : !memref_gmem_bf16_2
        %205 = cute.get_scalars(%coord_199) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_201 = arith.constant 8 : i32
        %206 = arith.muli %205, %c8_i32_201 overflow<nsw> : i32
        %iv_202 = cute.assume(%206) : (i32) -> !cute.i32<divby 8>
        %int_tuple_203 = cute.make_int_tuple(%iv_202) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_204 = cute.add_offset(%iter_200, %int_tuple_203) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_205 = cute.make_view(%ptr_204) : !memref_gmem_bf16_3
        %iter_206 = cute.get_iter(%view_205) : !memref_gmem_bf16_3
        %coord_207 = cute.make_coord(%13, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_208 = cute.get_layout(%8) : !cute_coord_tensor_b6ed2e
        %idx_209 = cute.crd2idx(%coord_207, %lay_208) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_210 = cute.get_iter(%8) : !cute_coord_tensor_b6ed2e
        %tup_211 = cute.add_offset(%iter_210, %idx_209) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_212 = cute.make_view(%tup_211) : !cute_coord_tensor_8cd4e3
        %iter_213 = cute.get_iter(%view_212) : !cute_coord_tensor_8cd4e3
        %tup_214 = cute.deref_arith_tuple_iter(%iter_213) : !cute.arith_tuple_iter<"(?,0)">
        %e0_215, %e1_216 = cute.get_leaves(%tup_214) : !cute.int_tuple<"(?,0)">
        %207 = cute.get_scalars(%e0_215) : !cute.int_tuple<"?">
        %iter_217 = cute.get_iter(%view_212) : !cute_coord_tensor_8cd4e3
        %tup_218 = cute.deref_arith_tuple_iter(%iter_217) : !cute.arith_tuple_iter<"(?,0)">
        %e0_219, %e1_220 = cute.get_leaves(%tup_218) : !cute.int_tuple<"(?,0)">
        %208 = cute.get_scalars(%e0_219) : !cute.int_tuple<"?">
        %coord_221 = cute.make_coord(%10) : (i32) -> !cute.coord<"?">
        %iter_222 = cute.get_iter(%view_212) : !cute_coord_tensor_8cd4e3
        %209 = cute.get_scalars(%coord_221) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_223 = arith.constant 8 : i32
        %210 = arith.muli %209, %c8_i32_223 overflow<nsw> : i32
        %iv_224 = cute.assume(%210) : (i32) -> !cute.i32<divby 8>
        %int_tuple_225 = cute.make_int_tuple(%iv_224) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_226 = cute.add_offset(%iter_222, %int_tuple_225) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_227 = cute.make_view(%tup_226) : !cute_coord_tensor_a108e0
        %iter_228 = cute.get_iter(%view_227) : !cute_coord_tensor_a108e0
        %tup_229 = cute.deref_arith_tuple_iter(%iter_228) : !cute_arith_tuple_iter_66b557
        %e0_230, %e1_231 = cute.get_leaves(%tup_229) : !cute.int_tuple<"(?,?{div=8})">
        %211 = cute.get_scalars(%e0_230) : !cute.int_tuple<"?">
        %212 = cute.get_scalars(%e1_231) : !cute.int_tuple<"?{div=8}">
        %lay_232 = cute.get_layout(%view_173) : !memref_gmem_bf16_3
        %213 = cute.get_shape(%lay_232) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_233 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_234 = cute.to_int_tuple(%shape_233) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_235 = cute.get_leaves(%itup_234) : !cute.int_tuple<"1">
        %lay_236 = cute.get_layout(%view_173) : !memref_gmem_bf16_3
        %214 = cute.get_shape(%lay_236) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_237 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_238 = cute.to_int_tuple(%shape_237) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_239 = cute.get_leaves(%itup_238) : !cute.int_tuple<"1">
        %lay_240 = cute.get_layout(%view_173) : !memref_gmem_bf16_3
        %215 = cute.get_shape(%lay_240) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %shape_241 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_242 = cute.to_int_tuple(%shape_241) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_243 = cute.get_leaves(%itup_242) : !cute.int_tuple<"4">
        %shape_244 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_245 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_245) : !memref_rmem_i8
        %iter_246 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_247 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_248 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_249 = cute.get_layout(%view_227) : !cute_coord_tensor_a108e0
        %idx_250 = cute.crd2idx(%coord_248, %lay_249) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_251 = cute.get_iter(%view_227) : !cute_coord_tensor_a108e0
        %tup_252 = cute.add_offset(%iter_251, %idx_250) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_253 = cute.make_view(%tup_252) : !cute_coord_tensor_8bc2ea
        %iter_254 = cute.get_iter(%view_253) : !cute_coord_tensor_8bc2ea
        %tup_255 = cute.deref_arith_tuple_iter(%iter_254) : !cute_arith_tuple_iter_66b557
        %e0_256, %e1_257 = cute.get_leaves(%tup_255) : !cute.int_tuple<"(?,?{div=8})">
        %216 = cute.get_scalars(%e0_256) : !cute.int_tuple<"?">
        %217 = cute.get_scalars(%e1_257) : !cute.int_tuple<"?{div=8}">
        %iter_258 = cute.get_iter(%view_253) : !cute_coord_tensor_8bc2ea
        %tup_259 = cute.deref_arith_tuple_iter(%iter_258) : !cute_arith_tuple_iter_66b557
        %e0_260, %e1_261 = cute.get_leaves(%tup_259) : !cute.int_tuple<"(?,?{div=8})">
        %218 = cute.get_scalars(%e0_260) : !cute.int_tuple<"?">
        %219 = cute.get_scalars(%e1_261) : !cute.int_tuple<"?{div=8}">
        %iter_262 = cute.get_iter(%view_253) : !cute_coord_tensor_8bc2ea
        %tup_263 = cute.deref_arith_tuple_iter(%iter_262) : !cute_arith_tuple_iter_66b557
        %e0_264, %e1_265 = cute.get_leaves(%tup_263) : !cute.int_tuple<"(?,?{div=8})">
        %220 = cute.get_scalars(%e0_264) : !cute.int_tuple<"?">
        %221 = cute.get_scalars(%e1_265) : !cute.int_tuple<"?{div=8}">
        %coord_266 = cute.make_coord(%e0_264, %e1_265) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_267 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %222:2 = cute.get_scalars(%coord_266) : !cute.coord<"(?,?{div=8})">
        %223:2 = cute.get_scalars(%coord_267) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %224 = arith.cmpi slt, %222#0, %223#0 : i32
        %225 = arith.andi %true, %224 : i1
        %226 = arith.cmpi slt, %222#1, %223#1 : i32
        %227 = arith.andi %225, %226 : i1
        %228 = arith.extui %227 : i1 to i8
        %coord_268 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_269 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_270 = cute.crd2idx(%coord_268, %lay_269) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_271 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_272 = cute.add_offset(%iter_271, %idx_270) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %229 = builtin.unrealized_conversion_cast %ptr_272 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %228, %229 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_273 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_274 = cute.get_layout(%view_227) : !cute_coord_tensor_a108e0
        %idx_275 = cute.crd2idx(%coord_273, %lay_274) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_276 = cute.get_iter(%view_227) : !cute_coord_tensor_a108e0
        %tup_277 = cute.add_offset(%iter_276, %idx_275) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_278 = cute.make_view(%tup_277) : !cute_coord_tensor_8bc2ea
        %iter_279 = cute.get_iter(%view_278) : !cute_coord_tensor_8bc2ea
        %tup_280 = cute.deref_arith_tuple_iter(%iter_279) : !cute_arith_tuple_iter_66b557
        %e0_281, %e1_282 = cute.get_leaves(%tup_280) : !cute.int_tuple<"(?,?{div=8})">
        %230 = cute.get_scalars(%e0_281) : !cute.int_tuple<"?">
        %231 = cute.get_scalars(%e1_282) : !cute.int_tuple<"?{div=8}">
        %iter_283 = cute.get_iter(%view_278) : !cute_coord_tensor_8bc2ea
        %tup_284 = cute.deref_arith_tuple_iter(%iter_283) : !cute_arith_tuple_iter_66b557
        %e0_285, %e1_286 = cute.get_leaves(%tup_284) : !cute.int_tuple<"(?,?{div=8})">
        %232 = cute.get_scalars(%e0_285) : !cute.int_tuple<"?">
        %233 = cute.get_scalars(%e1_286) : !cute.int_tuple<"?{div=8}">
        %iter_287 = cute.get_iter(%view_278) : !cute_coord_tensor_8bc2ea
        %tup_288 = cute.deref_arith_tuple_iter(%iter_287) : !cute_arith_tuple_iter_66b557
        %e0_289, %e1_290 = cute.get_leaves(%tup_288) : !cute.int_tuple<"(?,?{div=8})">
        %234 = cute.get_scalars(%e0_289) : !cute.int_tuple<"?">
        %235 = cute.get_scalars(%e1_290) : !cute.int_tuple<"?{div=8}">
        %coord_291 = cute.make_coord(%e0_289, %e1_290) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_292 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %236:2 = cute.get_scalars(%coord_291) : !cute.coord<"(?,?{div=8})">
        %237:2 = cute.get_scalars(%coord_292) : !cute.coord<"(96,5000)">
        %true_293 = arith.constant true
        %238 = arith.cmpi slt, %236#0, %237#0 : i32
        %239 = arith.andi %true_293, %238 : i1
        %240 = arith.cmpi slt, %236#1, %237#1 : i32
        %241 = arith.andi %239, %240 : i1
        %242 = arith.extui %241 : i1 to i8
        %coord_294 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_295 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_296 = cute.crd2idx(%coord_294, %lay_295) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_297 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_298 = cute.add_offset(%iter_297, %idx_296) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %243 = builtin.unrealized_conversion_cast %ptr_298 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %242, %243 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_299 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_300 = cute.get_layout(%view_227) : !cute_coord_tensor_a108e0
        %idx_301 = cute.crd2idx(%coord_299, %lay_300) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_302 = cute.get_iter(%view_227) : !cute_coord_tensor_a108e0
        %tup_303 = cute.add_offset(%iter_302, %idx_301) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_304 = cute.make_view(%tup_303) : !cute_coord_tensor_8bc2ea
        %iter_305 = cute.get_iter(%view_304) : !cute_coord_tensor_8bc2ea
        %tup_306 = cute.deref_arith_tuple_iter(%iter_305) : !cute_arith_tuple_iter_66b557
        %e0_307, %e1_308 = cute.get_leaves(%tup_306) : !cute.int_tuple<"(?,?{div=8})">
        %244 = cute.get_scalars(%e0_307) : !cute.int_tuple<"?">
        %245 = cute.get_scalars(%e1_308) : !cute.int_tuple<"?{div=8}">
        %iter_309 = cute.get_iter(%view_304) : !cute_coord_tensor_8bc2ea
        %tup_310 = cute.deref_arith_tuple_iter(%iter_309) : !cute_arith_tuple_iter_66b557
        %e0_311, %e1_312 = cute.get_leaves(%tup_310) : !cute.int_tuple<"(?,?{div=8})">
        %246 = cute.get_scalars(%e0_311) : !cute.int_tuple<"?">
        %247 = cute.get_scalars(%e1_312) : !cute.int_tuple<"?{div=8}">
        %iter_313 = cute.get_iter(%view_304) : !cute_coord_tensor_8bc2ea
        %tup_314 = cute.deref_arith_tuple_iter(%iter_313) : !cute_arith_tuple_iter_66b557
        %e0_315, %e1_316 = cute.get_leaves(%tup_314) : !cute.int_tuple<"(?,?{div=8})">
        %248 = cute.get_scalars(%e0_315) : !cute.int_tuple<"?">
        %249 = cute.get_scalars(%e1_316) : !cute.int_tuple<"?{div=8}">
        %coord_317 = cute.make_coord(%e0_315, %e1_316) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_318 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %250:2 = cute.get_scalars(%coord_317) : !cute.coord<"(?,?{div=8})">
        %251:2 = cute.get_scalars(%coord_318) : !cute.coord<"(96,5000)">
        %true_319 = arith.constant true
        %252 = arith.cmpi slt, %250#0, %251#0 : i32
        %253 = arith.andi %true_319, %252 : i1
        %254 = arith.cmpi slt, %250#1, %251#1 : i32
        %255 = arith.andi %253, %254 : i1
        %256 = arith.extui %255 : i1 to i8
        %coord_320 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_321 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_322 = cute.crd2idx(%coord_320, %lay_321) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_323 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_324 = cute.add_offset(%iter_323, %idx_322) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %257 = builtin.unrealized_conversion_cast %ptr_324 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %256, %257 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_325 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_326 = cute.get_layout(%view_227) : !cute_coord_tensor_a108e0
        %idx_327 = cute.crd2idx(%coord_325, %lay_326) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_328 = cute.get_iter(%view_227) : !cute_coord_tensor_a108e0
        %tup_329 = cute.add_offset(%iter_328, %idx_327) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_330 = cute.make_view(%tup_329) : !cute_coord_tensor_8bc2ea
        %iter_331 = cute.get_iter(%view_330) : !cute_coord_tensor_8bc2ea
        %tup_332 = cute.deref_arith_tuple_iter(%iter_331) : !cute_arith_tuple_iter_66b557
        %e0_333, %e1_334 = cute.get_leaves(%tup_332) : !cute.int_tuple<"(?,?{div=8})">
        %258 = cute.get_scalars(%e0_333) : !cute.int_tuple<"?">
        %259 = cute.get_scalars(%e1_334) : !cute.int_tuple<"?{div=8}">
        %iter_335 = cute.get_iter(%view_330) : !cute_coord_tensor_8bc2ea
        %tup_336 = cute.deref_arith_tuple_iter(%iter_335) : !cute_arith_tuple_iter_66b557
        %e0_337, %e1_338 = cute.get_leaves(%tup_336) : !cute.int_tuple<"(?,?{div=8})">
        %260 = cute.get_scalars(%e0_337) : !cute.int_tuple<"?">
        %261 = cute.get_scalars(%e1_338) : !cute.int_tuple<"?{div=8}">
        %iter_339 = cute.get_iter(%view_330) : !cute_coord_tensor_8bc2ea
        %tup_340 = cute.deref_arith_tuple_iter(%iter_339) : !cute_arith_tuple_iter_66b557
        %e0_341, %e1_342 = cute.get_leaves(%tup_340) : !cute.int_tuple<"(?,?{div=8})">
        %262 = cute.get_scalars(%e0_341) : !cute.int_tuple<"?">
        %263 = cute.get_scalars(%e1_342) : !cute.int_tuple<"?{div=8}">
        %coord_343 = cute.make_coord(%e0_341, %e1_342) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_344 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %264:2 = cute.get_scalars(%coord_343) : !cute.coord<"(?,?{div=8})">
        %265:2 = cute.get_scalars(%coord_344) : !cute.coord<"(96,5000)">
        %true_345 = arith.constant true
        %266 = arith.cmpi slt, %264#0, %265#0 : i32
        %267 = arith.andi %true_345, %266 : i1
        %268 = arith.cmpi slt, %264#1, %265#1 : i32
        %269 = arith.andi %267, %268 : i1
        %270 = arith.extui %269 : i1 to i8
        %coord_346 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_347 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_348 = cute.crd2idx(%coord_346, %lay_347) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_349 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_350 = cute.add_offset(%iter_349, %idx_348) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %271 = builtin.unrealized_conversion_cast %ptr_350 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %270, %271 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_351 = cute.get_layout(%view_173) : !memref_gmem_bf16_3
        %lay_352 = cute.make_layout() : !cute_layout_a987c4
        %rmem_353 = cute.memref.alloca(%lay_352) : !memref_rmem_bf16
        %iter_354 = cute.get_iter(%rmem_353) : !memref_rmem_bf16
        %iter_355 = cute.get_iter(%rmem_353) : !memref_rmem_bf16
        %lay_356 = cute.get_layout(%view_189) : !memref_gmem_bf16_3
        %lay_357 = cute.make_layout() : !cute_layout_a987c4
        %rmem_358 = cute.memref.alloca(%lay_357) : !memref_rmem_bf16
        %iter_359 = cute.get_iter(%rmem_358) : !memref_rmem_bf16
        %iter_360 = cute.get_iter(%rmem_358) : !memref_rmem_bf16
        %lay_361 = cute.get_layout(%rmem_353) : !memref_rmem_bf16
        %lay_362 = cute.get_layout(%rmem_353) : !memref_rmem_bf16
        %272 = cute.get_shape(%lay_362) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_363 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_364 = cute.to_int_tuple(%shape_363) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_365 = cute.get_leaves(%itup_364) : !cute.int_tuple<"32">
        %273 = cute.get_shape(%lay_361) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_366, %e1_367, %e2, %e3 = cute.get_leaves(%273) : !cute.shape<"((8,1),1,4)">
        %int_tuple_368 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_369 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_370 = cute.get_leaves(%int_tuple_369) : !cute.int_tuple<"32">
        %cst_371 = arith.constant 0.000000e+00 : bf16
        %274 = vector.broadcast %cst_371 : bf16 to vector<32xbf16>
        %int_tuple_372 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_373 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_374 = cute.get_leaves(%int_tuple_373) : !cute.int_tuple<"32">
        %int_tuple_375 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_376 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_377 = cute.get_leaves(%int_tuple_376) : !cute.int_tuple<"32">
        %iter_378 = cute.get_iter(%rmem_353) : !memref_rmem_bf16
        %int_tuple_379 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_380 = cute.add_offset(%iter_378, %int_tuple_379) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %275 = builtin.unrealized_conversion_cast %ptr_380 : !cute_ptr_489d54 to !llvm.ptr
        %cst_381 = arith.constant dense<0.000000e+00> : vector<32xbf16>
        llvm.store %cst_381, %275 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %lay_382 = cute.get_layout(%rmem_358) : !memref_rmem_bf16
        %lay_383 = cute.get_layout(%rmem_358) : !memref_rmem_bf16
        %276 = cute.get_shape(%lay_383) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_384 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_385 = cute.to_int_tuple(%shape_384) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_386 = cute.get_leaves(%itup_385) : !cute.int_tuple<"32">
        %277 = cute.get_shape(%lay_382) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_387, %e1_388, %e2_389, %e3_390 = cute.get_leaves(%277) : !cute.shape<"((8,1),1,4)">
        %int_tuple_391 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_392 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_393 = cute.get_leaves(%int_tuple_392) : !cute.int_tuple<"32">
        %278 = vector.broadcast %cst_371 : bf16 to vector<32xbf16>
        %int_tuple_394 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_395 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_396 = cute.get_leaves(%int_tuple_395) : !cute.int_tuple<"32">
        %int_tuple_397 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_398 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_399 = cute.get_leaves(%int_tuple_398) : !cute.int_tuple<"32">
        %iter_400 = cute.get_iter(%rmem_358) : !memref_rmem_bf16
        %int_tuple_401 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_402 = cute.add_offset(%iter_400, %int_tuple_401) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %279 = builtin.unrealized_conversion_cast %ptr_402 : !cute_ptr_489d54 to !llvm.ptr
        %cst_403 = arith.constant dense<0.000000e+00> : vector<32xbf16>
        llvm.store %cst_403, %279 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %280 = cute.get_shape(%lay_351) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_404, %e1_405, %e2_406, %e3_407 = cute.get_leaves(%280) : !cute.shape<"((8,1),1,4)">
        %shape_408 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_409 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_351, %lay_409) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_410 = cute.make_view(%iter_174, %append) : !memref_gmem_bf16_3
        %iter_411 = cute.get_iter(%view_410) : !memref_gmem_bf16_3
        %lay_412 = cute.get_layout(%view_410) : !memref_gmem_bf16_3
        %281 = cute.get_shape(%lay_412) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_413, %e1_414, %e2_415, %e3_416 = cute.get_leaves(%281) : !cute.shape<"((8,1),1,4)">
        %iter_417 = cute.get_iter(%view_410) : !memref_gmem_bf16_3
        %view_418 = cute.make_view(%iter_417) : !memref_gmem_bf16_4
        %iter_419 = cute.get_iter(%view_418) : !memref_gmem_bf16_4
        %iter_420 = cute.get_iter(%view_418) : !memref_gmem_bf16_4
        %shape_421 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_422 = cute.make_layout() : !cute.layout<"1:0">
        %append_423 = cute.append_to_rank<2> (%lay_361, %lay_422) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_424 = cute.make_view(%iter_355, %append_423) : !memref_rmem_bf16
        %iter_425 = cute.get_iter(%view_424) : !memref_rmem_bf16
        %lay_426 = cute.get_layout(%view_424) : !memref_rmem_bf16
        %282 = cute.get_shape(%lay_426) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_427, %e1_428, %e2_429, %e3_430 = cute.get_leaves(%282) : !cute.shape<"((8,1),1,4)">
        %iter_431 = cute.get_iter(%view_424) : !memref_rmem_bf16
        %view_432 = cute.make_view(%iter_431) : !memref_rmem_bf16_1
        %iter_433 = cute.get_iter(%view_432) : !memref_rmem_bf16_1
        %iter_434 = cute.get_iter(%view_432) : !memref_rmem_bf16_1
        %lay_435 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_436 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_437 = cute.make_layout() : !cute.layout<"1:0">
        %append_438 = cute.append_to_rank<2> (%lay_435, %lay_437) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_439 = cute.make_view(%iter_247, %append_438) : !memref_rmem_i8
        %iter_440 = cute.get_iter(%view_439) : !memref_rmem_i8
        %lay_441 = cute.get_layout(%view_439) : !memref_rmem_i8
        %283 = cute.get_shape(%lay_441) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_442, %e1_443, %e2_444 = cute.get_leaves(%283) : !cute.shape<"(1,1,4)">
        %iter_445 = cute.get_iter(%view_439) : !memref_rmem_i8
        %view_446 = cute.make_view(%iter_445) : !memref_rmem_i8_1
        %iter_447 = cute.get_iter(%view_446) : !memref_rmem_i8_1
        %iter_448 = cute.get_iter(%view_446) : !memref_rmem_i8_1
        %lay_449 = cute.get_layout(%view_418) : !memref_gmem_bf16_4
        %284 = cute.get_shape(%lay_449) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_450, %e1_451, %e2_452, %e3_453 = cute.get_leaves(%284) : !cute.shape<"((8,1),(1,4))">
        %lay_454 = cute.get_layout(%view_432) : !memref_rmem_bf16_1
        %285 = cute.get_shape(%lay_454) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_455, %e1_456, %e2_457, %e3_458 = cute.get_leaves(%285) : !cute.shape<"((8,1),(1,4))">
        %lay_459 = cute.get_layout(%view_418) : !memref_gmem_bf16_4
        %286 = cute.get_shape(%lay_459) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_460 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_461 = cute.to_int_tuple(%shape_460) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_462 = cute.get_leaves(%itup_461) : !cute.int_tuple<"4">
        %lay_463 = cute.get_layout(%view_432) : !memref_rmem_bf16_1
        %287 = cute.get_shape(%lay_463) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_464 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_465 = cute.to_int_tuple(%shape_464) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_466 = cute.get_leaves(%itup_465) : !cute.int_tuple<"4">
        %iter_467 = cute.get_iter(%view_418) : !memref_gmem_bf16_4
        %iter_468 = cute.get_iter(%view_432) : !memref_rmem_bf16_1
        %lay_469 = cute.get_layout(%view_418) : !memref_gmem_bf16_4
        %lay_470 = cute.get_layout(%view_432) : !memref_rmem_bf16_1
        %288 = cute.static : !cute.layout<"1:0">
        %append_471 = cute.append_to_rank<2> (%lay_469, %288) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_472 = cute.append_to_rank<2> (%lay_470, %288) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_471) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %grouped_473 = cute.group_modes(%append_472) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_474 = cute.get_iter(%view_446) : !memref_rmem_i8_1
        %lay_475 = cute.get_layout(%view_446) : !memref_rmem_i8_1
        %append_476 = cute.append_to_rank<2> (%lay_475, %288) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_477 = cute.group_modes(%append_476) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %289 = cute.get_shape(%grouped) : (!cute_layout_8083f9) -> !cute.shape<"((8,1),((1,4)))">
        %shape_478 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_479 = cute.to_int_tuple(%shape_478) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %290 = cute.get_scalars(%itup_479) : !cute.int_tuple<"4">
        %c0_i32_480 = arith.constant 0 : i32
        %c1_i32_481 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_480 to %290 step %c1_i32_481  : i32 {
          %coord_674 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %328 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_675 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_676 = cute.crd2idx(%coord_674, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_677 = cute.add_offset(%iter_467, %idx_676) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_678 = cute.make_view(%ptr_677, %lay_675) : !memref_gmem_bf16_5
          %329 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_679 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_680 = cute.crd2idx(%coord_674, %grouped_473) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_681 = cute.add_offset(%iter_468, %idx_680) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_682 = cute.make_view(%ptr_681, %lay_679) : !memref_rmem_bf16_2
          %330 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_683 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_684 = cute.crd2idx(%coord_674, %grouped_477) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_685 = cute.add_offset(%iter_474, %idx_684) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_686 = cute.make_view(%ptr_685, %lay_683) : !memref_rmem_i8_2
          %iter_687 = cute.get_iter(%view_678) : !memref_gmem_bf16_5
          %iter_688 = cute.get_iter(%view_682) : !memref_rmem_bf16_2
          %lay_689 = cute.get_layout(%view_678) : !memref_gmem_bf16_5
          %lay_690 = cute.get_layout(%view_682) : !memref_rmem_bf16_2
          %iter_691 = cute.get_iter(%view_686) : !memref_rmem_i8_2
          %lay_692 = cute.get_layout(%view_686) : !memref_rmem_i8_2
          %coord_693 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_694 = cute.crd2idx(%coord_693, %lay_692) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_695 = cute.add_offset(%iter_691, %idx_694) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %331 = cute.ptr.load %ptr_695 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %332 = arith.cmpi ne, %331, %c0_i8 : i8
          scf.if %332 {
            %coord_696 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_697 = cute.crd2idx(%coord_696, %lay_689) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_698 = cute.add_offset(%iter_687, %idx_697) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %idx_699 = cute.crd2idx(%coord_696, %lay_690) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_700 = cute.add_offset(%iter_688, %idx_699) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %333 = builtin.unrealized_conversion_cast %ptr_698 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %334 = builtin.unrealized_conversion_cast %ptr_700 : !cute_ptr_2914ae to !llvm.ptr
            %335 = llvm.load %333 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %335, %334 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %291 = cute.get_shape(%lay_356) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_482, %e1_483, %e2_484, %e3_485 = cute.get_leaves(%291) : !cute.shape<"((8,1),1,4)">
        %shape_486 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_487 = cute.make_layout() : !cute.layout<"1:0">
        %append_488 = cute.append_to_rank<2> (%lay_356, %lay_487) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_489 = cute.make_view(%iter_190, %append_488) : !memref_gmem_bf16_3
        %iter_490 = cute.get_iter(%view_489) : !memref_gmem_bf16_3
        %lay_491 = cute.get_layout(%view_489) : !memref_gmem_bf16_3
        %292 = cute.get_shape(%lay_491) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_492, %e1_493, %e2_494, %e3_495 = cute.get_leaves(%292) : !cute.shape<"((8,1),1,4)">
        %iter_496 = cute.get_iter(%view_489) : !memref_gmem_bf16_3
        %view_497 = cute.make_view(%iter_496) : !memref_gmem_bf16_4
        %iter_498 = cute.get_iter(%view_497) : !memref_gmem_bf16_4
        %iter_499 = cute.get_iter(%view_497) : !memref_gmem_bf16_4
        %shape_500 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_501 = cute.make_layout() : !cute.layout<"1:0">
        %append_502 = cute.append_to_rank<2> (%lay_382, %lay_501) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_503 = cute.make_view(%iter_360, %append_502) : !memref_rmem_bf16
        %iter_504 = cute.get_iter(%view_503) : !memref_rmem_bf16
        %lay_505 = cute.get_layout(%view_503) : !memref_rmem_bf16
        %293 = cute.get_shape(%lay_505) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_506, %e1_507, %e2_508, %e3_509 = cute.get_leaves(%293) : !cute.shape<"((8,1),1,4)">
        %iter_510 = cute.get_iter(%view_503) : !memref_rmem_bf16
        %view_511 = cute.make_view(%iter_510) : !memref_rmem_bf16_1
        %iter_512 = cute.get_iter(%view_511) : !memref_rmem_bf16_1
        %iter_513 = cute.get_iter(%view_511) : !memref_rmem_bf16_1
        %shape_514 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_515 = cute.make_layout() : !cute.layout<"1:0">
        %append_516 = cute.append_to_rank<2> (%lay_435, %lay_515) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_517 = cute.make_view(%iter_247, %append_516) : !memref_rmem_i8
        %iter_518 = cute.get_iter(%view_517) : !memref_rmem_i8
        %lay_519 = cute.get_layout(%view_517) : !memref_rmem_i8
        %294 = cute.get_shape(%lay_519) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_520, %e1_521, %e2_522 = cute.get_leaves(%294) : !cute.shape<"(1,1,4)">
        %iter_523 = cute.get_iter(%view_517) : !memref_rmem_i8
        %view_524 = cute.make_view(%iter_523) : !memref_rmem_i8_1
        %iter_525 = cute.get_iter(%view_524) : !memref_rmem_i8_1
        %iter_526 = cute.get_iter(%view_524) : !memref_rmem_i8_1
        %lay_527 = cute.get_layout(%view_497) : !memref_gmem_bf16_4
        %295 = cute.get_shape(%lay_527) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_528, %e1_529, %e2_530, %e3_531 = cute.get_leaves(%295) : !cute.shape<"((8,1),(1,4))">
        %lay_532 = cute.get_layout(%view_511) : !memref_rmem_bf16_1
        %296 = cute.get_shape(%lay_532) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_533, %e1_534, %e2_535, %e3_536 = cute.get_leaves(%296) : !cute.shape<"((8,1),(1,4))">
        %lay_537 = cute.get_layout(%view_497) : !memref_gmem_bf16_4
        %297 = cute.get_shape(%lay_537) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_538 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_539 = cute.to_int_tuple(%shape_538) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_540 = cute.get_leaves(%itup_539) : !cute.int_tuple<"4">
        %lay_541 = cute.get_layout(%view_511) : !memref_rmem_bf16_1
        %298 = cute.get_shape(%lay_541) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_542 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_543 = cute.to_int_tuple(%shape_542) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_544 = cute.get_leaves(%itup_543) : !cute.int_tuple<"4">
        %iter_545 = cute.get_iter(%view_497) : !memref_gmem_bf16_4
        %iter_546 = cute.get_iter(%view_511) : !memref_rmem_bf16_1
        %lay_547 = cute.get_layout(%view_497) : !memref_gmem_bf16_4
        %lay_548 = cute.get_layout(%view_511) : !memref_rmem_bf16_1
        %299 = cute.static : !cute.layout<"1:0">
        %append_549 = cute.append_to_rank<2> (%lay_547, %299) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_550 = cute.append_to_rank<2> (%lay_548, %299) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped_551 = cute.group_modes(%append_549) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %grouped_552 = cute.group_modes(%append_550) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_553 = cute.get_iter(%view_524) : !memref_rmem_i8_1
        %lay_554 = cute.get_layout(%view_524) : !memref_rmem_i8_1
        %append_555 = cute.append_to_rank<2> (%lay_554, %299) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_556 = cute.group_modes(%append_555) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %300 = cute.get_shape(%grouped_551) : (!cute_layout_8083f9) -> !cute.shape<"((8,1),((1,4)))">
        %shape_557 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_558 = cute.to_int_tuple(%shape_557) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %301 = cute.get_scalars(%itup_558) : !cute.int_tuple<"4">
        %c0_i32_559 = arith.constant 0 : i32
        %c1_i32_560 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_559 to %301 step %c1_i32_560  : i32 {
          %coord_674 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %328 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_675 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_676 = cute.crd2idx(%coord_674, %grouped_551) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_677 = cute.add_offset(%iter_545, %idx_676) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_678 = cute.make_view(%ptr_677, %lay_675) : !memref_gmem_bf16_5
          %329 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_679 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_680 = cute.crd2idx(%coord_674, %grouped_552) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_681 = cute.add_offset(%iter_546, %idx_680) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_682 = cute.make_view(%ptr_681, %lay_679) : !memref_rmem_bf16_2
          %330 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_683 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_684 = cute.crd2idx(%coord_674, %grouped_556) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_685 = cute.add_offset(%iter_553, %idx_684) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_686 = cute.make_view(%ptr_685, %lay_683) : !memref_rmem_i8_2
          %iter_687 = cute.get_iter(%view_678) : !memref_gmem_bf16_5
          %iter_688 = cute.get_iter(%view_682) : !memref_rmem_bf16_2
          %lay_689 = cute.get_layout(%view_678) : !memref_gmem_bf16_5
          %lay_690 = cute.get_layout(%view_682) : !memref_rmem_bf16_2
          %iter_691 = cute.get_iter(%view_686) : !memref_rmem_i8_2
          %lay_692 = cute.get_layout(%view_686) : !memref_rmem_i8_2
          %coord_693 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_694 = cute.crd2idx(%coord_693, %lay_692) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_695 = cute.add_offset(%iter_691, %idx_694) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %331 = cute.ptr.load %ptr_695 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %332 = arith.cmpi ne, %331, %c0_i8 : i8
          scf.if %332 {
            %coord_696 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_697 = cute.crd2idx(%coord_696, %lay_689) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_698 = cute.add_offset(%iter_687, %idx_697) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %idx_699 = cute.crd2idx(%coord_696, %lay_690) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_700 = cute.add_offset(%iter_688, %idx_699) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %333 = builtin.unrealized_conversion_cast %ptr_698 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %334 = builtin.unrealized_conversion_cast %ptr_700 : !cute_ptr_2914ae to !llvm.ptr
            %335 = llvm.load %333 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %335, %334 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_561 = cute.get_iter(%rmem_353) : !memref_rmem_bf16
        %int_tuple_562 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_563 = cute.add_offset(%iter_561, %int_tuple_562) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %302 = builtin.unrealized_conversion_cast %ptr_563 : !cute_ptr_489d54 to !llvm.ptr
        %303 = llvm.load %302 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %304:32 = vector.to_elements %303 : vector<32xbf16>
        %int_tuple_564 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_565 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_566 = cute.get_leaves(%int_tuple_565) : !cute.int_tuple<"32">
        %305 = arith.extf %303 : vector<32xbf16> to vector<32xf32>
        %306 = vector.broadcast %197 : f32 to vector<32xf32>
        %307 = arith.mulf %305, %306 : vector<32xf32>
        %iter_567 = cute.get_iter(%rmem_358) : !memref_rmem_bf16
        %int_tuple_568 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_569 = cute.add_offset(%iter_567, %int_tuple_568) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %308 = builtin.unrealized_conversion_cast %ptr_569 : !cute_ptr_489d54 to !llvm.ptr
        %309 = llvm.load %308 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
        %310:32 = vector.to_elements %309 : vector<32xbf16>
        %int_tuple_570 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_571 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_572 = cute.get_leaves(%int_tuple_571) : !cute.int_tuple<"32">
        %311 = arith.extf %309 : vector<32xbf16> to vector<32xf32>
        %312 = arith.mulf %307, %311 : vector<32xf32>
        %lay_573 = cute.get_layout(%view_205) : !memref_gmem_bf16_3
        %lay_574 = cute.make_layout() : !cute_layout_a987c4
        %rmem_575 = cute.memref.alloca(%lay_574) : !memref_rmem_bf16
        %iter_576 = cute.get_iter(%rmem_575) : !memref_rmem_bf16
        %iter_577 = cute.get_iter(%rmem_575) : !memref_rmem_bf16
        %int_tuple_578 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_579 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_580 = cute.get_leaves(%int_tuple_579) : !cute.int_tuple<"32">
        %313 = arith.truncf %312 : vector<32xf32> to vector<32xbf16>
        %lay_581 = cute.get_layout(%rmem_575) : !memref_rmem_bf16
        %314 = cute.get_shape(%lay_581) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_582, %e1_583, %e2_584, %e3_585 = cute.get_leaves(%314) : !cute.shape<"((8,1),1,4)">
        %int_tuple_586 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_587 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_588 = cute.get_leaves(%int_tuple_587) : !cute.int_tuple<"32">
        %int_tuple_589 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_590 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_591 = cute.get_leaves(%int_tuple_590) : !cute.int_tuple<"32">
        %iter_592 = cute.get_iter(%rmem_575) : !memref_rmem_bf16
        %315:32 = vector.to_elements %313 : vector<32xbf16>
        %int_tuple_593 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_594 = cute.add_offset(%iter_592, %int_tuple_593) : (!cute_ptr_489d54, !cute.int_tuple<"0">) -> !cute_ptr_489d54
        %316 = builtin.unrealized_conversion_cast %ptr_594 : !cute_ptr_489d54 to !llvm.ptr
        llvm.store %313, %316 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
        %317 = cute.get_shape(%lay_573) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_595, %e1_596, %e2_597, %e3_598 = cute.get_leaves(%317) : !cute.shape<"((8,1),1,4)">
        %shape_599 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_600 = cute.make_layout() : !cute.layout<"1:0">
        %append_601 = cute.append_to_rank<2> (%lay_581, %lay_600) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_602 = cute.make_view(%iter_577, %append_601) : !memref_rmem_bf16
        %iter_603 = cute.get_iter(%view_602) : !memref_rmem_bf16
        %lay_604 = cute.get_layout(%view_602) : !memref_rmem_bf16
        %318 = cute.get_shape(%lay_604) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_605, %e1_606, %e2_607, %e3_608 = cute.get_leaves(%318) : !cute.shape<"((8,1),1,4)">
        %iter_609 = cute.get_iter(%view_602) : !memref_rmem_bf16
        %view_610 = cute.make_view(%iter_609) : !memref_rmem_bf16_1
        %iter_611 = cute.get_iter(%view_610) : !memref_rmem_bf16_1
        %iter_612 = cute.get_iter(%view_610) : !memref_rmem_bf16_1
        %shape_613 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_614 = cute.make_layout() : !cute.layout<"1:0">
        %append_615 = cute.append_to_rank<2> (%lay_573, %lay_614) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_616 = cute.make_view(%iter_206, %append_615) : !memref_gmem_bf16_3
        %iter_617 = cute.get_iter(%view_616) : !memref_gmem_bf16_3
        %lay_618 = cute.get_layout(%view_616) : !memref_gmem_bf16_3
        %319 = cute.get_shape(%lay_618) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_619, %e1_620, %e2_621, %e3_622 = cute.get_leaves(%319) : !cute.shape<"((8,1),1,4)">
        %iter_623 = cute.get_iter(%view_616) : !memref_gmem_bf16_3
        %view_624 = cute.make_view(%iter_623) : !memref_gmem_bf16_4
        %iter_625 = cute.get_iter(%view_624) : !memref_gmem_bf16_4
        %iter_626 = cute.get_iter(%view_624) : !memref_gmem_bf16_4
        %shape_627 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_628 = cute.make_layout() : !cute.layout<"1:0">
        %append_629 = cute.append_to_rank<2> (%lay_435, %lay_628) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_630 = cute.make_view(%iter_247, %append_629) : !memref_rmem_i8
        %iter_631 = cute.get_iter(%view_630) : !memref_rmem_i8
        %lay_632 = cute.get_layout(%view_630) : !memref_rmem_i8
        %320 = cute.get_shape(%lay_632) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_633, %e1_634, %e2_635 = cute.get_leaves(%320) : !cute.shape<"(1,1,4)">
        %iter_636 = cute.get_iter(%view_630) : !memref_rmem_i8
        %view_637 = cute.make_view(%iter_636) : !memref_rmem_i8_1
        %iter_638 = cute.get_iter(%view_637) : !memref_rmem_i8_1
        %iter_639 = cute.get_iter(%view_637) : !memref_rmem_i8_1
        %lay_640 = cute.get_layout(%view_610) : !memref_rmem_bf16_1
        %321 = cute.get_shape(%lay_640) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_641, %e1_642, %e2_643, %e3_644 = cute.get_leaves(%321) : !cute.shape<"((8,1),(1,4))">
        %lay_645 = cute.get_layout(%view_624) : !memref_gmem_bf16_4
        %322 = cute.get_shape(%lay_645) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_646, %e1_647, %e2_648, %e3_649 = cute.get_leaves(%322) : !cute.shape<"((8,1),(1,4))">
        %lay_650 = cute.get_layout(%view_610) : !memref_rmem_bf16_1
        %323 = cute.get_shape(%lay_650) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_651 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_652 = cute.to_int_tuple(%shape_651) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_653 = cute.get_leaves(%itup_652) : !cute.int_tuple<"4">
        %lay_654 = cute.get_layout(%view_624) : !memref_gmem_bf16_4
        %324 = cute.get_shape(%lay_654) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %shape_655 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_656 = cute.to_int_tuple(%shape_655) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_657 = cute.get_leaves(%itup_656) : !cute.int_tuple<"4">
        %iter_658 = cute.get_iter(%view_610) : !memref_rmem_bf16_1
        %iter_659 = cute.get_iter(%view_624) : !memref_gmem_bf16_4
        %lay_660 = cute.get_layout(%view_610) : !memref_rmem_bf16_1
        %lay_661 = cute.get_layout(%view_624) : !memref_gmem_bf16_4
        %325 = cute.static : !cute.layout<"1:0">
        %append_662 = cute.append_to_rank<2> (%lay_660, %325) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_663 = cute.append_to_rank<2> (%lay_661, %325) : !cute_layout_e303c3, !cute.layout<"1:0">
        %grouped_664 = cute.group_modes(%append_662) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %grouped_665 = cute.group_modes(%append_663) <1, 2> : (!cute_layout_e303c3) -> !cute_layout_8083f9
        %iter_666 = cute.get_iter(%view_637) : !memref_rmem_i8_1
        %lay_667 = cute.get_layout(%view_637) : !memref_rmem_i8_1
        %append_668 = cute.append_to_rank<2> (%lay_667, %325) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_669 = cute.group_modes(%append_668) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %326 = cute.get_shape(%grouped_664) : (!cute_layout_bb9a85) -> !cute.shape<"((8,1),((1,4)))">
        %shape_670 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_671 = cute.to_int_tuple(%shape_670) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %327 = cute.get_scalars(%itup_671) : !cute.int_tuple<"4">
        %c0_i32_672 = arith.constant 0 : i32
        %c1_i32_673 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_672 to %327 step %c1_i32_673  : i32 {
          %coord_674 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %328 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_675 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_676 = cute.crd2idx(%coord_674, %grouped_664) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_677 = cute.add_offset(%iter_658, %idx_676) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_678 = cute.make_view(%ptr_677, %lay_675) : !memref_rmem_bf16_2
          %329 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_679 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_680 = cute.crd2idx(%coord_674, %grouped_665) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_681 = cute.add_offset(%iter_659, %idx_680) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_682 = cute.make_view(%ptr_681, %lay_679) : !memref_gmem_bf16_5
          %330 = cute.get_scalars(%coord_674) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_683 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_684 = cute.crd2idx(%coord_674, %grouped_669) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_685 = cute.add_offset(%iter_666, %idx_684) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_686 = cute.make_view(%ptr_685, %lay_683) : !memref_rmem_i8_2
          %iter_687 = cute.get_iter(%view_678) : !memref_rmem_bf16_2
          %iter_688 = cute.get_iter(%view_682) : !memref_gmem_bf16_5
          %lay_689 = cute.get_layout(%view_678) : !memref_rmem_bf16_2
          %lay_690 = cute.get_layout(%view_682) : !memref_gmem_bf16_5
          %iter_691 = cute.get_iter(%view_686) : !memref_rmem_i8_2
          %lay_692 = cute.get_layout(%view_686) : !memref_rmem_i8_2
          %coord_693 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_694 = cute.crd2idx(%coord_693, %lay_692) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_695 = cute.add_offset(%iter_691, %idx_694) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %331 = cute.ptr.load %ptr_695 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %332 = arith.cmpi ne, %331, %c0_i8 : i8
          scf.if %332 {
            %coord_696 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_697 = cute.crd2idx(%coord_696, %lay_689) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_698 = cute.add_offset(%iter_687, %idx_697) : (!cute_ptr_2914ae, !cute.int_tuple<"0">) -> !cute_ptr_2914ae
            %idx_699 = cute.crd2idx(%coord_696, %lay_690) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_700 = cute.add_offset(%iter_688, %idx_699) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
            %333 = builtin.unrealized_conversion_cast %ptr_698 : !cute_ptr_2914ae to !llvm.ptr
            %334 = builtin.unrealized_conversion_cast %ptr_700 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %335 = llvm.load %333 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %335, %334 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0: !memref_gmem_bf16_6, %arg1: !memref_gmem_bf16_7, %arg2: !memref_gmem_bf16_6, %arg3: !memref_gmem_f32, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_6
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_6
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_7
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16_6
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_6
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_bf16_6
    %iter_10 = cute.get_iter(%view) : !memref_gmem_bf16_6
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_bf16_6
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout() : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_bf16_6
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_bf16_6
    %lay_21 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout() : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_bf16_8
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_bf16_8
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_29 = cute.get_iter(%view) : !memref_gmem_bf16_6
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_bf16
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_bf16
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_bf16
    %lay_33 = cute.get_layout(%view_27) : !memref_gmem_bf16_8
    %5 = cute.get_shape(%lay_33) : (!cute.layout<"(96,5000):(0,1)">) -> !cute.shape<"(96,5000)">
    %e0_34, %e1_35 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_36 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_37 = cute.get_iter(%view_27) : !memref_gmem_bf16_8
    %view_38 = cute.make_view(%iter_37) : !memref_gmem_bf16_1
    %iter_39 = cute.get_iter(%view_38) : !memref_gmem_bf16_1
    %iter_40 = cute.get_iter(%view_38) : !memref_gmem_bf16_1
    %lay_41 = cute.get_layout(%view_19) : !memref_gmem_bf16_6
    %6 = cute.get_shape(%lay_41) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_42, %e1_43 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_44 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_45 = cute.get_iter(%view_19) : !memref_gmem_bf16_6
    %view_46 = cute.make_view(%iter_45) : !memref_gmem_bf16
    %iter_47 = cute.get_iter(%view_46) : !memref_gmem_bf16
    %iter_48 = cute.get_iter(%view_46) : !memref_gmem_bf16
    %shape_49 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride_50 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_51 = cute.make_layout(%shape_49, %stride_50) : !cute_layout_0ca2ab
    %view_52 = cute.make_view(%int_tup_iter, %lay_51) : !cute_coord_tensor_15c8d6
    %iter_53 = cute.get_iter(%view_52) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_53) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_56 = cute.get_layout(%view_52) : !cute_coord_tensor_15c8d6
    %7 = cute.get_shape(%lay_56) : (!cute_layout_0ca2ab) -> !cute.shape<"(96,5000)">
    %e0_57, %e1_58 = cute.get_leaves(%7) : !cute.shape<"(96,5000)">
    %tile_59 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_60 = cute.get_iter(%view_52) : !cute_coord_tensor_15c8d6
    %view_61 = cute.make_view(%iter_60) : !cute_coord_tensor_b6ed2e
    %iter_62 = cute.get_iter(%view_61) : !cute_coord_tensor_b6ed2e
    %tup_63 = cute.deref_arith_tuple_iter(%iter_62) : !cute.arith_tuple_iter<"(0,0)">
    %e0_64, %e1_65 = cute.get_leaves(%tup_63) : !cute.int_tuple<"(0,0)">
    %iter_66 = cute.get_iter(%view_61) : !cute_coord_tensor_b6ed2e
    %tup_67 = cute.deref_arith_tuple_iter(%iter_66) : !cute.arith_tuple_iter<"(0,0)">
    %e0_68, %e1_69 = cute.get_leaves(%tup_67) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_70 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_71 = cute.make_layout() : !cute.layout<"(1,256):(0,1)">
    %shape_72 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_73 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_74 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_75 = cute.make_layout() : !cute_layout_7589d3
    %8 = cute.get_shape(%lay_71) : (!cute.layout<"(1,256):(0,1)">) -> !cute.shape<"(1,256)">
    %shape_76 = cute.make_shape() : () -> !cute.shape<"256">
    %itup = cute.to_int_tuple(%shape_76) : !cute.shape<"256"> to !cute.int_tuple<"256">
    %e0_77 = cute.get_leaves(%itup) : !cute.int_tuple<"256">
    %9 = cute.get_shape(%lay_74) : (!cute.layout<"(1,8):(0,1)">) -> !cute.shape<"(1,8)">
    %shape_78 = cute.make_shape() : () -> !cute.shape<"8">
    %itup_79 = cute.to_int_tuple(%shape_78) : !cute.shape<"8"> to !cute.int_tuple<"8">
    %e0_80 = cute.get_leaves(%itup_79) : !cute.int_tuple<"8">
    %shape_81 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_82 = cute.make_layout() : !cute.layout<"(256,8):(1,256)">
    %lay_83 = cute.make_layout() : !cute.layout<"(256,8):(8,1)">
    %lay_84 = cute.make_layout() : !cute.layout<"(256,8):(8,1)">
    %10 = cute.get_shape(%lay_75) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_85, %e1_86, %e2 = cute.get_leaves(%10) : !cute.shape<"(1,(8,256))">
    %int_tuple_87 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %int_tuple_88 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2048)">
    %e0_89, %e1_90 = cute.get_leaves(%int_tuple_88) : !cute.int_tuple<"(1,2048)">
    %tile_91 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %11 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_92 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %12 = cute.get_shape(%lay_92) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %shape_93 = cute.make_shape() : () -> !cute.shape<"96">
    %itup_94 = cute.to_int_tuple(%shape_93) : !cute.shape<"96"> to !cute.int_tuple<"96">
    %e0_95 = cute.get_leaves(%itup_94) : !cute.int_tuple<"96">
    %lay_96 = cute.get_layout(%view_30) : !memref_gmem_bf16
    %lay_97 = cute.get_layout(%view_38) : !memref_gmem_bf16_1
    %lay_98 = cute.get_layout(%view_46) : !memref_gmem_bf16
    %lay_99 = cute.get_layout(%arg3) : !memref_gmem_f32
    %lay_100 = cute.get_layout(%view_61) : !cute_coord_tensor_b6ed2e
    %13 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_101, %e1_102 = cute.get_leaves(%13) : !cute.tile<"[1:0;2048:1]">
    %14 = cute.static : !cute.layout<"(256,8):(8,1)">
    %15 = cute.static : !cute.layout<"1:0">
    %16 = cute.static : !cute.layout<"(1,8):(0,1)">
    %17 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c64_i64 = arith.constant 64 : i64
    %c128_i32 = arith.constant 128 : i32
    %18 = arith.extsi %c128_i32 : i32 to i64
    %19 = arith.cmpi slt, %18, %c64_i64 : i64
    scf.if %19 {
      %25 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %26 = llvm.getelementptr %25[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<325 x i8>
      %27 = llvm.call @printf(%26, %c128_i32, %c64_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    }
    %c232448_i32 = arith.constant 232448 : i32
    %20 = arith.cmpi sgt, %c128_i32, %c232448_i32 : i32
    scf.if %20 {
      %25 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %26 = llvm.getelementptr %25[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %27 = llvm.call @printf(%26, %c128_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %21 = arith.extsi %c128_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %22 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %21, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%22] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_103 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%22] %c0_i32_103 : !cuda_launch_cfg_2cf94c, i32
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%22> (%view_30, %view_38, %view_46, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_bf16, !memref_gmem_bf16_1, !memref_gmem_bf16, !memref_gmem_f32, f32) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_104 = arith.constant 0 : i32
    return %c0_i32_104 : i32
  }
}
