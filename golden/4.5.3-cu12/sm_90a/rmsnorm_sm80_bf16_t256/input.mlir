!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_8cd4e3 = !cute.coord_tensor<"(?,0)", "(1,8192):(0,1@1)">
!cute_coord_tensor_a108e0 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,2048@1)">
!cute_coord_tensor_b6ed2e = !cute.coord_tensor<"(0,0)", "((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_7589d3 = !cute.layout<"(1,(8,256)):(0,(256,1))">
!cute_layout_92844a = !cute.layout<"((8,1),1,4):((1,0),0,2048)">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_e303c3 = !cute.layout<"((8,1),(1,4)):((1,0),(0,2048))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(5000,0))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(0,0))">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(5000):(1)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<32>, "8:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_, %arg3: !memref_gmem_f32_, %arg4: !cute_coord_tensor_b6ed2e, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_b6ed2e
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_bf16_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %lay_15 = cute.get_layout(%arg4) : !cute_coord_tensor_b6ed2e
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %6 = arith.remsi %0, %c32_i32 : i32
      %7 = arith.floordivsi %0, %c32_i32 : i32
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_bf16_) -> !cute.int_tuple<"1">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg7 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %cst, %arg10 = %arg6) -> (f32, f32, !copy_simt)  : i32 {
        %coord_106 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_106) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_107 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_108 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_109 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg10, %slice, %coord_109) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_110 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_111 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_112 = cute.slice(%arg4, %coord_111) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_113 = cute.get_iter(%slice_112) : !cute_coord_tensor_8cd4e3
        %tup_114 = cute.deref_arith_tuple_iter(%iter_113) : !cute.arith_tuple_iter<"(?,0)">
        %e0_115, %e1_116 = cute.get_leaves(%tup_114) : !cute.int_tuple<"(?,0)">
        %176 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?">
        %iter_117 = cute.get_iter(%slice_112) : !cute_coord_tensor_8cd4e3
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute.arith_tuple_iter<"(?,0)">
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,0)">
        %177 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %coord_121 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_122 = cute.tiled.copy.partition_S(%arg10, %slice_112, %coord_121) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_123 = cute.get_iter(%src_partitioned_122) : !cute_coord_tensor_a108e0
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute_arith_tuple_iter_66b557
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?{div=8})">
        %178 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %179 = cute.get_scalars(%e1_126) : !cute.int_tuple<"?{div=8}">
        %sz_127 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_128 = cute.get_leaves(%sz_127) : !cute.int_tuple<"1">
        %sz_129 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_130 = cute.get_leaves(%sz_129) : !cute.int_tuple<"1">
        %sz_131 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_132 = cute.get_leaves(%sz_131) : !cute.int_tuple<"4">
        %shape_133 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_134 = cute.make_layout(%shape_133) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_134) : !memref_rmem_i8_
        %iter_135 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_136 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_137 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_138 = cute.slice(%src_partitioned_122, %coord_137) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_139 = cute.get_iter(%slice_138) : !cute_coord_tensor_8bc2ea
        %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute_arith_tuple_iter_66b557
        %e0_141, %e1_142 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(?,?{div=8})">
        %180 = cute.get_scalars(%e0_141) : !cute.int_tuple<"?">
        %181 = cute.get_scalars(%e1_142) : !cute.int_tuple<"?{div=8}">
        %iter_143 = cute.get_iter(%slice_138) : !cute_coord_tensor_8bc2ea
        %tup_144 = cute.deref_arith_tuple_iter(%iter_143) : !cute_arith_tuple_iter_66b557
        %e0_145, %e1_146 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?{div=8})">
        %182 = cute.get_scalars(%e0_145) : !cute.int_tuple<"?">
        %183 = cute.get_scalars(%e1_146) : !cute.int_tuple<"?{div=8}">
        %iter_147 = cute.get_iter(%slice_138) : !cute_coord_tensor_8bc2ea
        %tup_148 = cute.deref_arith_tuple_iter(%iter_147) : !cute_arith_tuple_iter_66b557
        %e0_149, %e1_150 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(?,?{div=8})">
        %184 = cute.get_scalars(%e0_149) : !cute.int_tuple<"?">
        %185 = cute.get_scalars(%e1_150) : !cute.int_tuple<"?{div=8}">
        %coord_151 = cute.make_coord(%e0_149, %e1_150) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_152 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %186 = cute.elem_less(%coord_151, %coord_152) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %187 = arith.extui %186 : i1 to i8
        %coord_153 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_153, %187) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_154 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_155 = cute.slice(%src_partitioned_122, %coord_154) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_156 = cute.get_iter(%slice_155) : !cute_coord_tensor_8bc2ea
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_66b557
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=8}">
        %iter_160 = cute.get_iter(%slice_155) : !cute_coord_tensor_8bc2ea
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_66b557
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_163) : !cute.int_tuple<"?{div=8}">
        %iter_164 = cute.get_iter(%slice_155) : !cute_coord_tensor_8bc2ea
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_66b557
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=8})">
        %192 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %193 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=8}">
        %coord_168 = cute.make_coord(%e0_166, %e1_167) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_169 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %194 = cute.elem_less(%coord_168, %coord_169) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %195 = arith.extui %194 : i1 to i8
        %coord_170 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_170, %195) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_171 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_172 = cute.slice(%src_partitioned_122, %coord_171) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_173 = cute.get_iter(%slice_172) : !cute_coord_tensor_8bc2ea
        %tup_174 = cute.deref_arith_tuple_iter(%iter_173) : !cute_arith_tuple_iter_66b557
        %e0_175, %e1_176 = cute.get_leaves(%tup_174) : !cute.int_tuple<"(?,?{div=8})">
        %196 = cute.get_scalars(%e0_175) : !cute.int_tuple<"?">
        %197 = cute.get_scalars(%e1_176) : !cute.int_tuple<"?{div=8}">
        %iter_177 = cute.get_iter(%slice_172) : !cute_coord_tensor_8bc2ea
        %tup_178 = cute.deref_arith_tuple_iter(%iter_177) : !cute_arith_tuple_iter_66b557
        %e0_179, %e1_180 = cute.get_leaves(%tup_178) : !cute.int_tuple<"(?,?{div=8})">
        %198 = cute.get_scalars(%e0_179) : !cute.int_tuple<"?">
        %199 = cute.get_scalars(%e1_180) : !cute.int_tuple<"?{div=8}">
        %iter_181 = cute.get_iter(%slice_172) : !cute_coord_tensor_8bc2ea
        %tup_182 = cute.deref_arith_tuple_iter(%iter_181) : !cute_arith_tuple_iter_66b557
        %e0_183, %e1_184 = cute.get_leaves(%tup_182) : !cute.int_tuple<"(?,?{div=8})">
        %200 = cute.get_scalars(%e0_183) : !cute.int_tuple<"?">
        %201 = cute.get_scalars(%e1_184) : !cute.int_tuple<"?{div=8}">
        %coord_185 = cute.make_coord(%e0_183, %e1_184) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_186 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %202 = cute.elem_less(%coord_185, %coord_186) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %203 = arith.extui %202 : i1 to i8
        %coord_187 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_187, %203) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_188 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_189 = cute.slice(%src_partitioned_122, %coord_188) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_190 = cute.get_iter(%slice_189) : !cute_coord_tensor_8bc2ea
        %tup_191 = cute.deref_arith_tuple_iter(%iter_190) : !cute_arith_tuple_iter_66b557
        %e0_192, %e1_193 = cute.get_leaves(%tup_191) : !cute.int_tuple<"(?,?{div=8})">
        %204 = cute.get_scalars(%e0_192) : !cute.int_tuple<"?">
        %205 = cute.get_scalars(%e1_193) : !cute.int_tuple<"?{div=8}">
        %iter_194 = cute.get_iter(%slice_189) : !cute_coord_tensor_8bc2ea
        %tup_195 = cute.deref_arith_tuple_iter(%iter_194) : !cute_arith_tuple_iter_66b557
        %e0_196, %e1_197 = cute.get_leaves(%tup_195) : !cute.int_tuple<"(?,?{div=8})">
        %206 = cute.get_scalars(%e0_196) : !cute.int_tuple<"?">
        %207 = cute.get_scalars(%e1_197) : !cute.int_tuple<"?{div=8}">
        %iter_198 = cute.get_iter(%slice_189) : !cute_coord_tensor_8bc2ea
        %tup_199 = cute.deref_arith_tuple_iter(%iter_198) : !cute_arith_tuple_iter_66b557
        %e0_200, %e1_201 = cute.get_leaves(%tup_199) : !cute.int_tuple<"(?,?{div=8})">
        %208 = cute.get_scalars(%e0_200) : !cute.int_tuple<"?">
        %209 = cute.get_scalars(%e1_201) : !cute.int_tuple<"?{div=8}">
        %coord_202 = cute.make_coord(%e0_200, %e1_201) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_203 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %210 = cute.elem_less(%coord_202, %coord_203) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %211 = arith.extui %210 : i1 to i8
        %coord_204 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_204, %211) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_205 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %212 = cute.make_layout_like(%lay_205) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_206 = cute.memref.alloca(%212) : !memref_rmem_bf16_
        %iter_207 = cute.get_iter(%rmem_206) : !memref_rmem_bf16_
        %iter_208 = cute.get_iter(%rmem_206) : !memref_rmem_bf16_
        %lay_209 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %sz_210 = cute.size(%rmem_206) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_211 = cute.get_leaves(%sz_210) : !cute.int_tuple<"32">
        %lay_212 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %213 = cute.get_shape(%lay_212) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_213, %e1_214, %e2, %e3 = cute.get_leaves(%213) : !cute.shape<"((8,1),1,4)">
        %int_tuple_215 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_215) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_216 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_217 = arith.constant 0.000000e+00 : bf16
        %214 = vector.splat %cst_217 : vector<32xbf16>
        %lay_218 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %215 = cute.get_shape(%lay_218) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_219, %e1_220, %e2_221, %e3_222 = cute.get_leaves(%215) : !cute.shape<"((8,1),1,4)">
        %lay_223 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %lay_224 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %216 = cute.get_shape(%lay_224) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_225, %e1_226, %e2_227, %e3_228 = cute.get_leaves(%216) : !cute.shape<"((8,1),1,4)">
        %int_tuple_229 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_230 = cute.size(%int_tuple_229) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_231 = cute.get_leaves(%sz_230) : !cute.int_tuple<"32">
        %int_tuple_232 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_233 = cute.size(%int_tuple_232) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_234 = cute.get_leaves(%sz_233) : !cute.int_tuple<"32">
        cute.memref.store_vec(%214, %rmem_206) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_235 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %217 = cute.get_shape(%lay_235) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_236, %e1_237, %e2_238, %e3_239 = cute.get_leaves(%217) : !cute.shape<"((8,1),1,4)">
        %lay_240 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %218 = cute.get_shape(%lay_240) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_241, %e1_242, %e2_243, %e3_244 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %lay_245 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %shape_246 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_247 = cute.make_layout(%shape_246) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_245, %lay_247) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_248 = cute.make_view(%iter_110, %append) : !memref_gmem_bf16_3
        %iter_249 = cute.get_iter(%view_248) : !memref_gmem_bf16_3
        %lay_250 = cute.get_layout(%view_248) : !memref_gmem_bf16_3
        %219 = cute.get_shape(%lay_250) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_251, %e1_252, %e2_253, %e3_254 = cute.get_leaves(%219) : !cute.shape<"((8,1),1,4)">
        %lay_255 = cute.get_layout(%view_248) : !memref_gmem_bf16_3
        %220 = cute.get_shape(%lay_255) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_256, %e1_257, %e2_258, %e3_259 = cute.get_leaves(%220) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_248) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_260 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_261 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %lay_262 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %shape_263 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_264 = cute.make_layout(%shape_263) : !cute.layout<"1:0">
        %append_265 = cute.append_to_rank<2> (%lay_262, %lay_264) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_266 = cute.make_view(%iter_208, %append_265) : !memref_rmem_bf16_
        %iter_267 = cute.get_iter(%view_266) : !memref_rmem_bf16_
        %lay_268 = cute.get_layout(%view_266) : !memref_rmem_bf16_
        %221 = cute.get_shape(%lay_268) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_269, %e1_270, %e2_271, %e3_272 = cute.get_leaves(%221) : !cute.shape<"((8,1),1,4)">
        %lay_273 = cute.get_layout(%view_266) : !memref_rmem_bf16_
        %222 = cute.get_shape(%lay_273) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_274, %e1_275, %e2_276, %e3_277 = cute.get_leaves(%222) : !cute.shape<"((8,1),1,4)">
        %grouped_278 = cute.group_modes(%view_266) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_279 = cute.get_iter(%grouped_278) : !memref_rmem_bf16_1
        %iter_280 = cute.get_iter(%grouped_278) : !memref_rmem_bf16_1
        %lay_281 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_282 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_283 = cute.make_layout(%shape_282) : !cute.layout<"1:0">
        %append_284 = cute.append_to_rank<2> (%lay_281, %lay_283) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_285 = cute.make_view(%iter_136, %append_284) : !memref_rmem_i8_
        %iter_286 = cute.get_iter(%view_285) : !memref_rmem_i8_
        %lay_287 = cute.get_layout(%view_285) : !memref_rmem_i8_
        %223 = cute.get_shape(%lay_287) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_288, %e1_289, %e2_290 = cute.get_leaves(%223) : !cute.shape<"(1,1,4)">
        %lay_291 = cute.get_layout(%view_285) : !memref_rmem_i8_
        %224 = cute.get_shape(%lay_291) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_292, %e1_293, %e2_294 = cute.get_leaves(%224) : !cute.shape<"(1,1,4)">
        %grouped_295 = cute.group_modes(%view_285) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_296 = cute.get_iter(%grouped_295) : !memref_rmem_i8_1
        %iter_297 = cute.get_iter(%grouped_295) : !memref_rmem_i8_1
        %lay_298 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %225 = cute.get_shape(%lay_298) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_299, %e1_300, %e2_301, %e3_302 = cute.get_leaves(%225) : !cute.shape<"((8,1),(1,4))">
        %lay_303 = cute.get_layout(%grouped_278) : !memref_rmem_bf16_1
        %226 = cute.get_shape(%lay_303) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_304, %e1_305, %e2_306, %e3_307 = cute.get_leaves(%226) : !cute.shape<"((8,1),(1,4))">
        %sz_308 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_309 = cute.get_leaves(%sz_308) : !cute.int_tuple<"4">
        %sz_310 = cute.size(%grouped_278) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_311 = cute.get_leaves(%sz_310) : !cute.int_tuple<"4">
        %lay_312 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %227 = cute.get_shape(%lay_312) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_313, %e1_314, %e2_315, %e3_316 = cute.get_leaves(%227) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_278, %grouped_295) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_317 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %228 = cute.get_shape(%lay_317) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_318, %e1_319, %e2_320, %e3_321 = cute.get_leaves(%228) : !cute.shape<"((8,1),1,4)">
        %lay_322 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %229 = cute.memref.load_vec(%rmem_206) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_323 = cute.get_layout(%rmem_206) : !memref_rmem_bf16_
        %230 = cute.get_shape(%lay_323) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_324, %e1_325, %e2_326, %e3_327 = cute.get_leaves(%230) : !cute.shape<"((8,1),1,4)">
        %231 = arith.extf %229 : vector<32xbf16> to vector<32xf32>
        %cst_328 = arith.constant 0.000000e+00 : f32
        %232 = vector.broadcast %cst_328 : f32 to vector<32xf32>
        %233 = arith.cmpf olt, %231, %232 : vector<32xf32>
        %cst_329 = arith.constant 0.000000e+00 : f32
        %234 = vector.broadcast %cst_329 : f32 to vector<32xf32>
        %235 = arith.subf %234, %231 : vector<32xf32>
        %236 = arith.select %233, %235, %231 : vector<32xi1>, vector<32xf32>
        %cst_330 = arith.constant 0.000000e+00 : f32
        %237 = vector.reduction <maximumf>, %236, %cst_330 : vector<32xf32> into f32
        %238 = arith.maximumf %arg9, %237 : f32
        %cst_331 = arith.constant 1.17549435E-38 : f32
        %239 = arith.maximumf %238, %cst_331 : f32
        %cst_332 = arith.constant 1.000000e+00 : f32
        %240 = arith.divf %cst_332, %239 : f32
        %241 = vector.broadcast %240 : f32 to vector<32xf32>
        %242 = arith.mulf %231, %241 : vector<32xf32>
        %243 = arith.mulf %arg9, %240 : f32
        %244 = arith.mulf %arg8, %243 : f32
        %245 = arith.mulf %244, %243 : f32
        %246 = arith.mulf %242, %242 : vector<32xf32>
        %cst_333 = arith.constant 0.000000e+00 : f32
        %247 = vector.reduction <add>, %246, %cst_333 : vector<32xf32> into f32
        %248 = arith.addf %245, %247 : f32
        scf.yield %248, %238, %arg10 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync  bfly %c-1_i32, %8#1, %c16_i32, %c31_i32 : f32 -> f32
      %c-1_i32_17 = arith.constant -1 : i32
      %c16_i32_18 = arith.constant 16 : i32
      %c31_i32_19 = arith.constant 31 : i32
      %10 = nvvm.shfl.sync  bfly %c-1_i32_17, %8#0, %c16_i32_18, %c31_i32_19 : f32 -> f32
      %11 = arith.maximumf %8#1, %9 : f32
      %cst_20 = arith.constant 1.17549435E-38 : f32
      %12 = arith.maximumf %11, %cst_20 : f32
      %cst_21 = arith.constant 1.000000e+00 : f32
      %13 = arith.divf %cst_21, %12 : f32
      %14 = arith.mulf %8#1, %13 : f32
      %15 = arith.mulf %9, %13 : f32
      %16 = arith.mulf %8#0, %14 : f32
      %17 = arith.mulf %16, %14 : f32
      %18 = arith.mulf %10, %15 : f32
      %19 = arith.mulf %18, %15 : f32
      %20 = arith.addf %17, %19 : f32
      %c-1_i32_22 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_23 = arith.constant 31 : i32
      %21 = nvvm.shfl.sync  bfly %c-1_i32_22, %11, %c8_i32, %c31_i32_23 : f32 -> f32
      %c-1_i32_24 = arith.constant -1 : i32
      %c8_i32_25 = arith.constant 8 : i32
      %c31_i32_26 = arith.constant 31 : i32
      %22 = nvvm.shfl.sync  bfly %c-1_i32_24, %20, %c8_i32_25, %c31_i32_26 : f32 -> f32
      %23 = arith.maximumf %11, %21 : f32
      %cst_27 = arith.constant 1.17549435E-38 : f32
      %24 = arith.maximumf %23, %cst_27 : f32
      %25 = arith.divf %cst_21, %24 : f32
      %26 = arith.mulf %11, %25 : f32
      %27 = arith.mulf %21, %25 : f32
      %28 = arith.mulf %20, %26 : f32
      %29 = arith.mulf %28, %26 : f32
      %30 = arith.mulf %22, %27 : f32
      %31 = arith.mulf %30, %27 : f32
      %32 = arith.addf %29, %31 : f32
      %c-1_i32_28 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_29 = arith.constant 31 : i32
      %33 = nvvm.shfl.sync  bfly %c-1_i32_28, %23, %c4_i32, %c31_i32_29 : f32 -> f32
      %c-1_i32_30 = arith.constant -1 : i32
      %c4_i32_31 = arith.constant 4 : i32
      %c31_i32_32 = arith.constant 31 : i32
      %34 = nvvm.shfl.sync  bfly %c-1_i32_30, %32, %c4_i32_31, %c31_i32_32 : f32 -> f32
      %35 = arith.maximumf %23, %33 : f32
      %cst_33 = arith.constant 1.17549435E-38 : f32
      %36 = arith.maximumf %35, %cst_33 : f32
      %37 = arith.divf %cst_21, %36 : f32
      %38 = arith.mulf %23, %37 : f32
      %39 = arith.mulf %33, %37 : f32
      %40 = arith.mulf %32, %38 : f32
      %41 = arith.mulf %40, %38 : f32
      %42 = arith.mulf %34, %39 : f32
      %43 = arith.mulf %42, %39 : f32
      %44 = arith.addf %41, %43 : f32
      %c-1_i32_34 = arith.constant -1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_35 = arith.constant 31 : i32
      %45 = nvvm.shfl.sync  bfly %c-1_i32_34, %35, %c2_i32, %c31_i32_35 : f32 -> f32
      %c-1_i32_36 = arith.constant -1 : i32
      %c2_i32_37 = arith.constant 2 : i32
      %c31_i32_38 = arith.constant 31 : i32
      %46 = nvvm.shfl.sync  bfly %c-1_i32_36, %44, %c2_i32_37, %c31_i32_38 : f32 -> f32
      %47 = arith.maximumf %35, %45 : f32
      %cst_39 = arith.constant 1.17549435E-38 : f32
      %48 = arith.maximumf %47, %cst_39 : f32
      %49 = arith.divf %cst_21, %48 : f32
      %50 = arith.mulf %35, %49 : f32
      %51 = arith.mulf %45, %49 : f32
      %52 = arith.mulf %44, %50 : f32
      %53 = arith.mulf %52, %50 : f32
      %54 = arith.mulf %46, %51 : f32
      %55 = arith.mulf %54, %51 : f32
      %56 = arith.addf %53, %55 : f32
      %c-1_i32_40 = arith.constant -1 : i32
      %c1_i32_41 = arith.constant 1 : i32
      %c31_i32_42 = arith.constant 31 : i32
      %57 = nvvm.shfl.sync  bfly %c-1_i32_40, %47, %c1_i32_41, %c31_i32_42 : f32 -> f32
      %c-1_i32_43 = arith.constant -1 : i32
      %c1_i32_44 = arith.constant 1 : i32
      %c31_i32_45 = arith.constant 31 : i32
      %58 = nvvm.shfl.sync  bfly %c-1_i32_43, %56, %c1_i32_44, %c31_i32_45 : f32 -> f32
      %59 = arith.maximumf %47, %57 : f32
      %cst_46 = arith.constant 1.17549435E-38 : f32
      %60 = arith.maximumf %59, %cst_46 : f32
      %61 = arith.divf %cst_21, %60 : f32
      %62 = arith.mulf %47, %61 : f32
      %63 = arith.mulf %57, %61 : f32
      %64 = arith.mulf %56, %62 : f32
      %65 = arith.mulf %64, %62 : f32
      %66 = arith.mulf %58, %63 : f32
      %67 = arith.mulf %66, %63 : f32
      %68 = arith.addf %65, %67 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_47 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_47) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_48 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_47) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_49 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %69 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      cf.assert %69, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 32 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_50 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_50, %lay_47) : !memref_smem_f32_
      %iter_51 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_52 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_53 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_54 = cute.make_layout(%shape_53) : !cute.layout<"8:1">
      %coord_55 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_56 = cute.crd2idx(%coord_55, %lay_54) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_57 = cute.get_leaves(%idx_56) : !cute.int_tuple<"0">
      %cosz_58 = cute.cosize(%lay_54) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_59 = cute.get_leaves(%cosz_58) : !cute.int_tuple<"8">
      %int_tuple_60 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_61 = cute.add_offset(%ptr, %int_tuple_60) : (!cute.ptr<i8, smem, align<32>>, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size_62 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c64_i32 = arith.constant 64 : i32
      %70 = arith.cmpi sge, %smem_size_62, %c64_i32 : i32
      cf.assert %70, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 64 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_63 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_64 = cute.make_view(%iter_63, %lay_54) : !memref_smem_f32_1
      %iter_65 = cute.get_iter(%view_64) : !memref_smem_f32_1
      %iter_66 = cute.get_iter(%view_64) : !memref_smem_f32_1
      %c0_i32_67 = arith.constant 0 : i32
      %71 = arith.cmpi eq, %6, %c0_i32_67 : i32
      %72:2 = scf.if %71 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_106 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_107 = cute.get_iter(%view_64) : !memref_smem_f32_1
        %coord_108 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_108, %59) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_109 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_64, %coord_109, %68) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_64 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_106 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_107 = cute.get_iter(%view_64) : !memref_smem_f32_1
        scf.yield %view, %view_64 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_68 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_69 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_70 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_71 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_72 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_73 = cute.get_iter(%72#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_74 = cute.make_coord() : () -> !cute.coord<"0">
      %73 = cute.memref.load(%72#0, %coord_74) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_75 = cute.make_coord() : () -> !cute.coord<"0">
      %74 = cute.memref.load(%72#1, %coord_75) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_76 = cute.make_coord() : () -> !cute.coord<"1">
      %75 = cute.memref.load(%72#0, %coord_76) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"1">
      %76 = cute.memref.load(%72#1, %coord_77) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %77 = arith.maximumf %73, %75 : f32
      %cst_78 = arith.constant 1.17549435E-38 : f32
      %78 = arith.maximumf %77, %cst_78 : f32
      %79 = arith.divf %cst_21, %78 : f32
      %80 = arith.mulf %73, %79 : f32
      %81 = arith.mulf %75, %79 : f32
      %82 = arith.mulf %74, %80 : f32
      %83 = arith.mulf %82, %80 : f32
      %84 = arith.mulf %76, %81 : f32
      %85 = arith.mulf %84, %81 : f32
      %86 = arith.addf %83, %85 : f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"2">
      %87 = cute.memref.load(%72#0, %coord_79) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_80 = cute.make_coord() : () -> !cute.coord<"2">
      %88 = cute.memref.load(%72#1, %coord_80) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %89 = arith.maximumf %77, %87 : f32
      %cst_81 = arith.constant 1.17549435E-38 : f32
      %90 = arith.maximumf %89, %cst_81 : f32
      %91 = arith.divf %cst_21, %90 : f32
      %92 = arith.mulf %77, %91 : f32
      %93 = arith.mulf %87, %91 : f32
      %94 = arith.mulf %86, %92 : f32
      %95 = arith.mulf %94, %92 : f32
      %96 = arith.mulf %88, %93 : f32
      %97 = arith.mulf %96, %93 : f32
      %98 = arith.addf %95, %97 : f32
      %coord_82 = cute.make_coord() : () -> !cute.coord<"3">
      %99 = cute.memref.load(%72#0, %coord_82) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_83 = cute.make_coord() : () -> !cute.coord<"3">
      %100 = cute.memref.load(%72#1, %coord_83) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %101 = arith.maximumf %89, %99 : f32
      %cst_84 = arith.constant 1.17549435E-38 : f32
      %102 = arith.maximumf %101, %cst_84 : f32
      %103 = arith.divf %cst_21, %102 : f32
      %104 = arith.mulf %89, %103 : f32
      %105 = arith.mulf %99, %103 : f32
      %106 = arith.mulf %98, %104 : f32
      %107 = arith.mulf %106, %104 : f32
      %108 = arith.mulf %100, %105 : f32
      %109 = arith.mulf %108, %105 : f32
      %110 = arith.addf %107, %109 : f32
      %coord_85 = cute.make_coord() : () -> !cute.coord<"4">
      %111 = cute.memref.load(%72#0, %coord_85) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %coord_86 = cute.make_coord() : () -> !cute.coord<"4">
      %112 = cute.memref.load(%72#1, %coord_86) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %113 = arith.maximumf %101, %111 : f32
      %cst_87 = arith.constant 1.17549435E-38 : f32
      %114 = arith.maximumf %113, %cst_87 : f32
      %115 = arith.divf %cst_21, %114 : f32
      %116 = arith.mulf %101, %115 : f32
      %117 = arith.mulf %111, %115 : f32
      %118 = arith.mulf %110, %116 : f32
      %119 = arith.mulf %118, %116 : f32
      %120 = arith.mulf %112, %117 : f32
      %121 = arith.mulf %120, %117 : f32
      %122 = arith.addf %119, %121 : f32
      %coord_88 = cute.make_coord() : () -> !cute.coord<"5">
      %123 = cute.memref.load(%72#0, %coord_88) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %coord_89 = cute.make_coord() : () -> !cute.coord<"5">
      %124 = cute.memref.load(%72#1, %coord_89) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %125 = arith.maximumf %113, %123 : f32
      %cst_90 = arith.constant 1.17549435E-38 : f32
      %126 = arith.maximumf %125, %cst_90 : f32
      %127 = arith.divf %cst_21, %126 : f32
      %128 = arith.mulf %113, %127 : f32
      %129 = arith.mulf %123, %127 : f32
      %130 = arith.mulf %122, %128 : f32
      %131 = arith.mulf %130, %128 : f32
      %132 = arith.mulf %124, %129 : f32
      %133 = arith.mulf %132, %129 : f32
      %134 = arith.addf %131, %133 : f32
      %coord_91 = cute.make_coord() : () -> !cute.coord<"6">
      %135 = cute.memref.load(%72#0, %coord_91) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %coord_92 = cute.make_coord() : () -> !cute.coord<"6">
      %136 = cute.memref.load(%72#1, %coord_92) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %137 = arith.maximumf %125, %135 : f32
      %cst_93 = arith.constant 1.17549435E-38 : f32
      %138 = arith.maximumf %137, %cst_93 : f32
      %139 = arith.divf %cst_21, %138 : f32
      %140 = arith.mulf %125, %139 : f32
      %141 = arith.mulf %135, %139 : f32
      %142 = arith.mulf %134, %140 : f32
      %143 = arith.mulf %142, %140 : f32
      %144 = arith.mulf %136, %141 : f32
      %145 = arith.mulf %144, %141 : f32
      %146 = arith.addf %143, %145 : f32
      %coord_94 = cute.make_coord() : () -> !cute.coord<"7">
      %147 = cute.memref.load(%72#0, %coord_94) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %coord_95 = cute.make_coord() : () -> !cute.coord<"7">
      %148 = cute.memref.load(%72#1, %coord_95) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %149 = arith.maximumf %137, %147 : f32
      %cst_96 = arith.constant 1.17549435E-38 : f32
      %150 = arith.maximumf %149, %cst_96 : f32
      %151 = arith.divf %cst_21, %150 : f32
      %152 = arith.mulf %137, %151 : f32
      %153 = arith.mulf %147, %151 : f32
      %154 = arith.mulf %146, %152 : f32
      %155 = arith.mulf %154, %152 : f32
      %156 = arith.mulf %148, %153 : f32
      %157 = arith.mulf %156, %153 : f32
      %158 = arith.addf %155, %157 : f32
      %int_tuple_97 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_98 = cute.size(%int_tuple_97) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_99 = cute.get_leaves(%sz_98) : !cute.int_tuple<"5000">
      %cst_100 = arith.constant 5.000000e+03 : f32
      %159 = arith.divf %158, %cst_100 : f32
      %cst_101 = arith.constant 1.17549435E-38 : f32
      %160 = arith.maximumf %149, %cst_101 : f32
      %161 = arith.divf %cst_21, %160 : f32
      %162 = arith.mulf %149, %149 : f32
      %163 = arith.mulf %162, %159 : f32
      %164 = arith.addf %163, %arg5 : f32
      %165 = math.rsqrt %164 : f32
      %166 = arith.mulf %arg5, %161 : f32
      %167 = arith.mulf %166, %161 : f32
      %168 = arith.addf %159, %167 : f32
      %169 = math.rsqrt %168 : f32
      %170 = arith.mulf %161, %169 : f32
      %cst_102 = arith.constant 9.99999984E+17 : f32
      %171 = arith.cmpf ogt, %149, %cst_102 : f32
      %172 = scf.if %171 -> (f32) {
        scf.yield %170 : f32
      } else {
        scf.yield %165 : f32
      }
      %173 = arith.cmpi eq, %0, %c0_i32_67 : i32
      %174 = scf.if %173 -> (!memref_gmem_f32_) {
        %iter_106 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_107 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_107, %172) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_106 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_103 = cute.get_iter(%174) : !memref_gmem_f32_
      %iter_104 = cute.get_iter(%174) : !memref_gmem_f32_
      %iter_105 = cute.get_iter(%174) : !memref_gmem_f32_
      %175 = scf.for %arg7 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg8 = %8#2) -> (!copy_simt)  : i32 {
        %coord_106 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_106) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_107 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_108 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_109 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_109) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_110 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_111 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_112 = cute.slice(%arg1, %coord_111) : !memref_gmem_bf16_1, !cute.coord<"((_,_),(?,?))">
        %iter_113 = cute.get_iter(%slice_112) : !memref_gmem_bf16_2
        %iter_114 = cute.get_iter(%slice_112) : !memref_gmem_bf16_2
        %coord_115 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_116 = cute.tiled.copy.partition_S(%arg8, %slice_112, %coord_115) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_117 = cute.get_iter(%src_partitioned_116) : !memref_gmem_bf16_3
        %coord_118 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_119 = cute.slice(%arg2, %coord_118) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_120 = cute.get_iter(%slice_119) : !memref_gmem_bf16_2
        %iter_121 = cute.get_iter(%slice_119) : !memref_gmem_bf16_2
        %coord_122 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_119, %coord_122) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_123 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_3
        %coord_124 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_125 = cute.slice(%arg4, %coord_124) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_126 = cute.get_iter(%slice_125) : !cute_coord_tensor_8cd4e3
        %tup_127 = cute.deref_arith_tuple_iter(%iter_126) : !cute.arith_tuple_iter<"(?,0)">
        %e0_128, %e1_129 = cute.get_leaves(%tup_127) : !cute.int_tuple<"(?,0)">
        %176 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?">
        %iter_130 = cute.get_iter(%slice_125) : !cute_coord_tensor_8cd4e3
        %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute.arith_tuple_iter<"(?,0)">
        %e0_132, %e1_133 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(?,0)">
        %177 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?">
        %coord_134 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_135 = cute.tiled.copy.partition_S(%arg8, %slice_125, %coord_134) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_136 = cute.get_iter(%src_partitioned_135) : !cute_coord_tensor_a108e0
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_66b557
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=8})">
        %178 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %179 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=8}">
        %sz_140 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_141 = cute.get_leaves(%sz_140) : !cute.int_tuple<"1">
        %sz_142 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_143 = cute.get_leaves(%sz_142) : !cute.int_tuple<"1">
        %sz_144 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_145 = cute.get_leaves(%sz_144) : !cute.int_tuple<"4">
        %shape_146 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_147 = cute.make_layout(%shape_146) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_147) : !memref_rmem_i8_
        %iter_148 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_149 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_150 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_151 = cute.slice(%src_partitioned_135, %coord_150) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_152 = cute.get_iter(%slice_151) : !cute_coord_tensor_8bc2ea
        %tup_153 = cute.deref_arith_tuple_iter(%iter_152) : !cute_arith_tuple_iter_66b557
        %e0_154, %e1_155 = cute.get_leaves(%tup_153) : !cute.int_tuple<"(?,?{div=8})">
        %180 = cute.get_scalars(%e0_154) : !cute.int_tuple<"?">
        %181 = cute.get_scalars(%e1_155) : !cute.int_tuple<"?{div=8}">
        %iter_156 = cute.get_iter(%slice_151) : !cute_coord_tensor_8bc2ea
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_66b557
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=8})">
        %182 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %183 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=8}">
        %iter_160 = cute.get_iter(%slice_151) : !cute_coord_tensor_8bc2ea
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_66b557
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,?{div=8})">
        %184 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %185 = cute.get_scalars(%e1_163) : !cute.int_tuple<"?{div=8}">
        %coord_164 = cute.make_coord(%e0_162, %e1_163) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_165 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %186 = cute.elem_less(%coord_164, %coord_165) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %187 = arith.extui %186 : i1 to i8
        %coord_166 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_166, %187) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_167 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_168 = cute.slice(%src_partitioned_135, %coord_167) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_169 = cute.get_iter(%slice_168) : !cute_coord_tensor_8bc2ea
        %tup_170 = cute.deref_arith_tuple_iter(%iter_169) : !cute_arith_tuple_iter_66b557
        %e0_171, %e1_172 = cute.get_leaves(%tup_170) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_171) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_172) : !cute.int_tuple<"?{div=8}">
        %iter_173 = cute.get_iter(%slice_168) : !cute_coord_tensor_8bc2ea
        %tup_174 = cute.deref_arith_tuple_iter(%iter_173) : !cute_arith_tuple_iter_66b557
        %e0_175, %e1_176 = cute.get_leaves(%tup_174) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_175) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_176) : !cute.int_tuple<"?{div=8}">
        %iter_177 = cute.get_iter(%slice_168) : !cute_coord_tensor_8bc2ea
        %tup_178 = cute.deref_arith_tuple_iter(%iter_177) : !cute_arith_tuple_iter_66b557
        %e0_179, %e1_180 = cute.get_leaves(%tup_178) : !cute.int_tuple<"(?,?{div=8})">
        %192 = cute.get_scalars(%e0_179) : !cute.int_tuple<"?">
        %193 = cute.get_scalars(%e1_180) : !cute.int_tuple<"?{div=8}">
        %coord_181 = cute.make_coord(%e0_179, %e1_180) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_182 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %194 = cute.elem_less(%coord_181, %coord_182) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %195 = arith.extui %194 : i1 to i8
        %coord_183 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_183, %195) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_184 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_185 = cute.slice(%src_partitioned_135, %coord_184) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_186 = cute.get_iter(%slice_185) : !cute_coord_tensor_8bc2ea
        %tup_187 = cute.deref_arith_tuple_iter(%iter_186) : !cute_arith_tuple_iter_66b557
        %e0_188, %e1_189 = cute.get_leaves(%tup_187) : !cute.int_tuple<"(?,?{div=8})">
        %196 = cute.get_scalars(%e0_188) : !cute.int_tuple<"?">
        %197 = cute.get_scalars(%e1_189) : !cute.int_tuple<"?{div=8}">
        %iter_190 = cute.get_iter(%slice_185) : !cute_coord_tensor_8bc2ea
        %tup_191 = cute.deref_arith_tuple_iter(%iter_190) : !cute_arith_tuple_iter_66b557
        %e0_192, %e1_193 = cute.get_leaves(%tup_191) : !cute.int_tuple<"(?,?{div=8})">
        %198 = cute.get_scalars(%e0_192) : !cute.int_tuple<"?">
        %199 = cute.get_scalars(%e1_193) : !cute.int_tuple<"?{div=8}">
        %iter_194 = cute.get_iter(%slice_185) : !cute_coord_tensor_8bc2ea
        %tup_195 = cute.deref_arith_tuple_iter(%iter_194) : !cute_arith_tuple_iter_66b557
        %e0_196, %e1_197 = cute.get_leaves(%tup_195) : !cute.int_tuple<"(?,?{div=8})">
        %200 = cute.get_scalars(%e0_196) : !cute.int_tuple<"?">
        %201 = cute.get_scalars(%e1_197) : !cute.int_tuple<"?{div=8}">
        %coord_198 = cute.make_coord(%e0_196, %e1_197) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_199 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %202 = cute.elem_less(%coord_198, %coord_199) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %203 = arith.extui %202 : i1 to i8
        %coord_200 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_200, %203) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_201 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_202 = cute.slice(%src_partitioned_135, %coord_201) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_203 = cute.get_iter(%slice_202) : !cute_coord_tensor_8bc2ea
        %tup_204 = cute.deref_arith_tuple_iter(%iter_203) : !cute_arith_tuple_iter_66b557
        %e0_205, %e1_206 = cute.get_leaves(%tup_204) : !cute.int_tuple<"(?,?{div=8})">
        %204 = cute.get_scalars(%e0_205) : !cute.int_tuple<"?">
        %205 = cute.get_scalars(%e1_206) : !cute.int_tuple<"?{div=8}">
        %iter_207 = cute.get_iter(%slice_202) : !cute_coord_tensor_8bc2ea
        %tup_208 = cute.deref_arith_tuple_iter(%iter_207) : !cute_arith_tuple_iter_66b557
        %e0_209, %e1_210 = cute.get_leaves(%tup_208) : !cute.int_tuple<"(?,?{div=8})">
        %206 = cute.get_scalars(%e0_209) : !cute.int_tuple<"?">
        %207 = cute.get_scalars(%e1_210) : !cute.int_tuple<"?{div=8}">
        %iter_211 = cute.get_iter(%slice_202) : !cute_coord_tensor_8bc2ea
        %tup_212 = cute.deref_arith_tuple_iter(%iter_211) : !cute_arith_tuple_iter_66b557
        %e0_213, %e1_214 = cute.get_leaves(%tup_212) : !cute.int_tuple<"(?,?{div=8})">
        %208 = cute.get_scalars(%e0_213) : !cute.int_tuple<"?">
        %209 = cute.get_scalars(%e1_214) : !cute.int_tuple<"?{div=8}">
        %coord_215 = cute.make_coord(%e0_213, %e1_214) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_216 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %210 = cute.elem_less(%coord_215, %coord_216) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %211 = arith.extui %210 : i1 to i8
        %coord_217 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_217, %211) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_218 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %212 = cute.make_layout_like(%lay_218) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_219 = cute.memref.alloca(%212) : !memref_rmem_bf16_
        %iter_220 = cute.get_iter(%rmem_219) : !memref_rmem_bf16_
        %iter_221 = cute.get_iter(%rmem_219) : !memref_rmem_bf16_
        %lay_222 = cute.get_layout(%src_partitioned_116) : !memref_gmem_bf16_3
        %213 = cute.make_layout_like(%lay_222) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_223 = cute.memref.alloca(%213) : !memref_rmem_bf16_
        %iter_224 = cute.get_iter(%rmem_223) : !memref_rmem_bf16_
        %iter_225 = cute.get_iter(%rmem_223) : !memref_rmem_bf16_
        %lay_226 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %sz_227 = cute.size(%rmem_219) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_228 = cute.get_leaves(%sz_227) : !cute.int_tuple<"32">
        %lay_229 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %214 = cute.get_shape(%lay_229) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_230, %e1_231, %e2, %e3 = cute.get_leaves(%214) : !cute.shape<"((8,1),1,4)">
        %int_tuple_232 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_232) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_233 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_234 = arith.constant 0.000000e+00 : bf16
        %215 = vector.splat %cst_234 : vector<32xbf16>
        %lay_235 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %216 = cute.get_shape(%lay_235) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_236, %e1_237, %e2_238, %e3_239 = cute.get_leaves(%216) : !cute.shape<"((8,1),1,4)">
        %lay_240 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %lay_241 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %217 = cute.get_shape(%lay_241) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_242, %e1_243, %e2_244, %e3_245 = cute.get_leaves(%217) : !cute.shape<"((8,1),1,4)">
        %int_tuple_246 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_247 = cute.size(%int_tuple_246) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_248 = cute.get_leaves(%sz_247) : !cute.int_tuple<"32">
        %int_tuple_249 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_250 = cute.size(%int_tuple_249) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_251 = cute.get_leaves(%sz_250) : !cute.int_tuple<"32">
        cute.memref.store_vec(%215, %rmem_219) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_252 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %sz_253 = cute.size(%rmem_223) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_254 = cute.get_leaves(%sz_253) : !cute.int_tuple<"32">
        %lay_255 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %218 = cute.get_shape(%lay_255) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_256, %e1_257, %e2_258, %e3_259 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %int_tuple_260 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res_261 = cute.tuple.product(%int_tuple_260) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_262 = cute.get_leaves(%res_261) : !cute.int_tuple<"32">
        %cst_263 = arith.constant 0.000000e+00 : bf16
        %219 = vector.splat %cst_263 : vector<32xbf16>
        %lay_264 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %220 = cute.get_shape(%lay_264) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_265, %e1_266, %e2_267, %e3_268 = cute.get_leaves(%220) : !cute.shape<"((8,1),1,4)">
        %lay_269 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %lay_270 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %221 = cute.get_shape(%lay_270) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%221) : !cute.shape<"((8,1),1,4)">
        %int_tuple_275 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_276 = cute.size(%int_tuple_275) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_277 = cute.get_leaves(%sz_276) : !cute.int_tuple<"32">
        %int_tuple_278 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_279 = cute.size(%int_tuple_278) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_280 = cute.get_leaves(%sz_279) : !cute.int_tuple<"32">
        cute.memref.store_vec(%219, %rmem_223) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_281 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %222 = cute.get_shape(%lay_281) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_282, %e1_283, %e2_284, %e3_285 = cute.get_leaves(%222) : !cute.shape<"((8,1),1,4)">
        %lay_286 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %223 = cute.get_shape(%lay_286) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%223) : !cute.shape<"((8,1),1,4)">
        %lay_291 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %shape_292 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_293 = cute.make_layout(%shape_292) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_291, %lay_293) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_294 = cute.make_view(%iter_110, %append) : !memref_gmem_bf16_3
        %iter_295 = cute.get_iter(%view_294) : !memref_gmem_bf16_3
        %lay_296 = cute.get_layout(%view_294) : !memref_gmem_bf16_3
        %224 = cute.get_shape(%lay_296) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_297, %e1_298, %e2_299, %e3_300 = cute.get_leaves(%224) : !cute.shape<"((8,1),1,4)">
        %lay_301 = cute.get_layout(%view_294) : !memref_gmem_bf16_3
        %225 = cute.get_shape(%lay_301) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_302, %e1_303, %e2_304, %e3_305 = cute.get_leaves(%225) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_294) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_306 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_307 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %lay_308 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %shape_309 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_310 = cute.make_layout(%shape_309) : !cute.layout<"1:0">
        %append_311 = cute.append_to_rank<2> (%lay_308, %lay_310) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_312 = cute.make_view(%iter_221, %append_311) : !memref_rmem_bf16_
        %iter_313 = cute.get_iter(%view_312) : !memref_rmem_bf16_
        %lay_314 = cute.get_layout(%view_312) : !memref_rmem_bf16_
        %226 = cute.get_shape(%lay_314) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_315, %e1_316, %e2_317, %e3_318 = cute.get_leaves(%226) : !cute.shape<"((8,1),1,4)">
        %lay_319 = cute.get_layout(%view_312) : !memref_rmem_bf16_
        %227 = cute.get_shape(%lay_319) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_320, %e1_321, %e2_322, %e3_323 = cute.get_leaves(%227) : !cute.shape<"((8,1),1,4)">
        %grouped_324 = cute.group_modes(%view_312) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_325 = cute.get_iter(%grouped_324) : !memref_rmem_bf16_1
        %iter_326 = cute.get_iter(%grouped_324) : !memref_rmem_bf16_1
        %lay_327 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_328 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_329 = cute.make_layout(%shape_328) : !cute.layout<"1:0">
        %append_330 = cute.append_to_rank<2> (%lay_327, %lay_329) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_331 = cute.make_view(%iter_149, %append_330) : !memref_rmem_i8_
        %iter_332 = cute.get_iter(%view_331) : !memref_rmem_i8_
        %lay_333 = cute.get_layout(%view_331) : !memref_rmem_i8_
        %228 = cute.get_shape(%lay_333) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_334, %e1_335, %e2_336 = cute.get_leaves(%228) : !cute.shape<"(1,1,4)">
        %lay_337 = cute.get_layout(%view_331) : !memref_rmem_i8_
        %229 = cute.get_shape(%lay_337) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_338, %e1_339, %e2_340 = cute.get_leaves(%229) : !cute.shape<"(1,1,4)">
        %grouped_341 = cute.group_modes(%view_331) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_342 = cute.get_iter(%grouped_341) : !memref_rmem_i8_1
        %iter_343 = cute.get_iter(%grouped_341) : !memref_rmem_i8_1
        %lay_344 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %230 = cute.get_shape(%lay_344) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_345, %e1_346, %e2_347, %e3_348 = cute.get_leaves(%230) : !cute.shape<"((8,1),(1,4))">
        %lay_349 = cute.get_layout(%grouped_324) : !memref_rmem_bf16_1
        %231 = cute.get_shape(%lay_349) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_350, %e1_351, %e2_352, %e3_353 = cute.get_leaves(%231) : !cute.shape<"((8,1),(1,4))">
        %sz_354 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_355 = cute.get_leaves(%sz_354) : !cute.int_tuple<"4">
        %sz_356 = cute.size(%grouped_324) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_357 = cute.get_leaves(%sz_356) : !cute.int_tuple<"4">
        %lay_358 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %232 = cute.get_shape(%lay_358) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_359, %e1_360, %e2_361, %e3_362 = cute.get_leaves(%232) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_324, %grouped_341) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_363 = cute.get_layout(%src_partitioned_116) : !memref_gmem_bf16_3
        %233 = cute.get_shape(%lay_363) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_364, %e1_365, %e2_366, %e3_367 = cute.get_leaves(%233) : !cute.shape<"((8,1),1,4)">
        %lay_368 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %234 = cute.get_shape(%lay_368) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_369, %e1_370, %e2_371, %e3_372 = cute.get_leaves(%234) : !cute.shape<"((8,1),1,4)">
        %lay_373 = cute.get_layout(%src_partitioned_116) : !memref_gmem_bf16_3
        %shape_374 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_375 = cute.make_layout(%shape_374) : !cute.layout<"1:0">
        %append_376 = cute.append_to_rank<2> (%lay_373, %lay_375) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_377 = cute.make_view(%iter_117, %append_376) : !memref_gmem_bf16_3
        %iter_378 = cute.get_iter(%view_377) : !memref_gmem_bf16_3
        %lay_379 = cute.get_layout(%view_377) : !memref_gmem_bf16_3
        %235 = cute.get_shape(%lay_379) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_380, %e1_381, %e2_382, %e3_383 = cute.get_leaves(%235) : !cute.shape<"((8,1),1,4)">
        %lay_384 = cute.get_layout(%view_377) : !memref_gmem_bf16_3
        %236 = cute.get_shape(%lay_384) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_385, %e1_386, %e2_387, %e3_388 = cute.get_leaves(%236) : !cute.shape<"((8,1),1,4)">
        %grouped_389 = cute.group_modes(%view_377) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_390 = cute.get_iter(%grouped_389) : !memref_gmem_bf16_4
        %iter_391 = cute.get_iter(%grouped_389) : !memref_gmem_bf16_4
        %lay_392 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %shape_393 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_394 = cute.make_layout(%shape_393) : !cute.layout<"1:0">
        %append_395 = cute.append_to_rank<2> (%lay_392, %lay_394) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_396 = cute.make_view(%iter_225, %append_395) : !memref_rmem_bf16_
        %iter_397 = cute.get_iter(%view_396) : !memref_rmem_bf16_
        %lay_398 = cute.get_layout(%view_396) : !memref_rmem_bf16_
        %237 = cute.get_shape(%lay_398) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_399, %e1_400, %e2_401, %e3_402 = cute.get_leaves(%237) : !cute.shape<"((8,1),1,4)">
        %lay_403 = cute.get_layout(%view_396) : !memref_rmem_bf16_
        %238 = cute.get_shape(%lay_403) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_404, %e1_405, %e2_406, %e3_407 = cute.get_leaves(%238) : !cute.shape<"((8,1),1,4)">
        %grouped_408 = cute.group_modes(%view_396) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_409 = cute.get_iter(%grouped_408) : !memref_rmem_bf16_1
        %iter_410 = cute.get_iter(%grouped_408) : !memref_rmem_bf16_1
        %lay_411 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_412 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_413 = cute.make_layout(%shape_412) : !cute.layout<"1:0">
        %append_414 = cute.append_to_rank<2> (%lay_411, %lay_413) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_415 = cute.make_view(%iter_149, %append_414) : !memref_rmem_i8_
        %iter_416 = cute.get_iter(%view_415) : !memref_rmem_i8_
        %lay_417 = cute.get_layout(%view_415) : !memref_rmem_i8_
        %239 = cute.get_shape(%lay_417) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_418, %e1_419, %e2_420 = cute.get_leaves(%239) : !cute.shape<"(1,1,4)">
        %lay_421 = cute.get_layout(%view_415) : !memref_rmem_i8_
        %240 = cute.get_shape(%lay_421) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_422, %e1_423, %e2_424 = cute.get_leaves(%240) : !cute.shape<"(1,1,4)">
        %grouped_425 = cute.group_modes(%view_415) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_426 = cute.get_iter(%grouped_425) : !memref_rmem_i8_1
        %iter_427 = cute.get_iter(%grouped_425) : !memref_rmem_i8_1
        %lay_428 = cute.get_layout(%grouped_389) : !memref_gmem_bf16_4
        %241 = cute.get_shape(%lay_428) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_429, %e1_430, %e2_431, %e3_432 = cute.get_leaves(%241) : !cute.shape<"((8,1),(1,4))">
        %lay_433 = cute.get_layout(%grouped_408) : !memref_rmem_bf16_1
        %242 = cute.get_shape(%lay_433) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_434, %e1_435, %e2_436, %e3_437 = cute.get_leaves(%242) : !cute.shape<"((8,1),(1,4))">
        %sz_438 = cute.size(%grouped_389) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_439 = cute.get_leaves(%sz_438) : !cute.int_tuple<"4">
        %sz_440 = cute.size(%grouped_408) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_441 = cute.get_leaves(%sz_440) : !cute.int_tuple<"4">
        %lay_442 = cute.get_layout(%grouped_389) : !memref_gmem_bf16_4
        %243 = cute.get_shape(%lay_442) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_443, %e1_444, %e2_445, %e3_446 = cute.get_leaves(%243) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped_389, %grouped_408, %grouped_425) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_447 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %244 = cute.get_shape(%lay_447) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_448, %e1_449, %e2_450, %e3_451 = cute.get_leaves(%244) : !cute.shape<"((8,1),1,4)">
        %lay_452 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %245 = cute.memref.load_vec(%rmem_219) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_453 = cute.get_layout(%rmem_219) : !memref_rmem_bf16_
        %246 = cute.get_shape(%lay_453) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_454, %e1_455, %e2_456, %e3_457 = cute.get_leaves(%246) : !cute.shape<"((8,1),1,4)">
        %247 = arith.extf %245 : vector<32xbf16> to vector<32xf32>
        %248 = vector.broadcast %172 : f32 to vector<32xf32>
        %249 = arith.mulf %247, %248 : vector<32xf32>
        %lay_458 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %250 = cute.get_shape(%lay_458) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_459, %e1_460, %e2_461, %e3_462 = cute.get_leaves(%250) : !cute.shape<"((8,1),1,4)">
        %lay_463 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %251 = cute.memref.load_vec(%rmem_223) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_464 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %252 = cute.get_shape(%lay_464) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_465, %e1_466, %e2_467, %e3_468 = cute.get_leaves(%252) : !cute.shape<"((8,1),1,4)">
        %253 = arith.extf %251 : vector<32xbf16> to vector<32xf32>
        %254 = arith.mulf %249, %253 : vector<32xf32>
        %lay_469 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %255 = cute.make_layout_like(%lay_469) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_470 = cute.memref.alloca(%255) : !memref_rmem_bf16_
        %iter_471 = cute.get_iter(%rmem_470) : !memref_rmem_bf16_
        %iter_472 = cute.get_iter(%rmem_470) : !memref_rmem_bf16_
        %256 = arith.truncf %254 : vector<32xf32> to vector<32xbf16>
        %lay_473 = cute.get_layout(%rmem_470) : !memref_rmem_bf16_
        %257 = cute.get_shape(%lay_473) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_474, %e1_475, %e2_476, %e3_477 = cute.get_leaves(%257) : !cute.shape<"((8,1),1,4)">
        %lay_478 = cute.get_layout(%rmem_470) : !memref_rmem_bf16_
        %lay_479 = cute.get_layout(%rmem_470) : !memref_rmem_bf16_
        %258 = cute.get_shape(%lay_479) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_480, %e1_481, %e2_482, %e3_483 = cute.get_leaves(%258) : !cute.shape<"((8,1),1,4)">
        %int_tuple_484 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_485 = cute.size(%int_tuple_484) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_486 = cute.get_leaves(%sz_485) : !cute.int_tuple<"32">
        %int_tuple_487 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_488 = cute.size(%int_tuple_487) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_489 = cute.get_leaves(%sz_488) : !cute.int_tuple<"32">
        cute.memref.store_vec(%256, %rmem_470) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_490 = cute.get_layout(%rmem_470) : !memref_rmem_bf16_
        %259 = cute.get_shape(%lay_490) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_491, %e1_492, %e2_493, %e3_494 = cute.get_leaves(%259) : !cute.shape<"((8,1),1,4)">
        %lay_495 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %260 = cute.get_shape(%lay_495) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_496, %e1_497, %e2_498, %e3_499 = cute.get_leaves(%260) : !cute.shape<"((8,1),1,4)">
        %lay_500 = cute.get_layout(%rmem_470) : !memref_rmem_bf16_
        %shape_501 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_502 = cute.make_layout(%shape_501) : !cute.layout<"1:0">
        %append_503 = cute.append_to_rank<2> (%lay_500, %lay_502) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_504 = cute.make_view(%iter_472, %append_503) : !memref_rmem_bf16_
        %iter_505 = cute.get_iter(%view_504) : !memref_rmem_bf16_
        %lay_506 = cute.get_layout(%view_504) : !memref_rmem_bf16_
        %261 = cute.get_shape(%lay_506) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_507, %e1_508, %e2_509, %e3_510 = cute.get_leaves(%261) : !cute.shape<"((8,1),1,4)">
        %lay_511 = cute.get_layout(%view_504) : !memref_rmem_bf16_
        %262 = cute.get_shape(%lay_511) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_512, %e1_513, %e2_514, %e3_515 = cute.get_leaves(%262) : !cute.shape<"((8,1),1,4)">
        %grouped_516 = cute.group_modes(%view_504) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_517 = cute.get_iter(%grouped_516) : !memref_rmem_bf16_1
        %iter_518 = cute.get_iter(%grouped_516) : !memref_rmem_bf16_1
        %lay_519 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %shape_520 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_521 = cute.make_layout(%shape_520) : !cute.layout<"1:0">
        %append_522 = cute.append_to_rank<2> (%lay_519, %lay_521) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_523 = cute.make_view(%iter_123, %append_522) : !memref_gmem_bf16_3
        %iter_524 = cute.get_iter(%view_523) : !memref_gmem_bf16_3
        %lay_525 = cute.get_layout(%view_523) : !memref_gmem_bf16_3
        %263 = cute.get_shape(%lay_525) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_526, %e1_527, %e2_528, %e3_529 = cute.get_leaves(%263) : !cute.shape<"((8,1),1,4)">
        %lay_530 = cute.get_layout(%view_523) : !memref_gmem_bf16_3
        %264 = cute.get_shape(%lay_530) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_531, %e1_532, %e2_533, %e3_534 = cute.get_leaves(%264) : !cute.shape<"((8,1),1,4)">
        %grouped_535 = cute.group_modes(%view_523) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_536 = cute.get_iter(%grouped_535) : !memref_gmem_bf16_4
        %iter_537 = cute.get_iter(%grouped_535) : !memref_gmem_bf16_4
        %lay_538 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_539 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_540 = cute.make_layout(%shape_539) : !cute.layout<"1:0">
        %append_541 = cute.append_to_rank<2> (%lay_538, %lay_540) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_542 = cute.make_view(%iter_149, %append_541) : !memref_rmem_i8_
        %iter_543 = cute.get_iter(%view_542) : !memref_rmem_i8_
        %lay_544 = cute.get_layout(%view_542) : !memref_rmem_i8_
        %265 = cute.get_shape(%lay_544) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_545, %e1_546, %e2_547 = cute.get_leaves(%265) : !cute.shape<"(1,1,4)">
        %lay_548 = cute.get_layout(%view_542) : !memref_rmem_i8_
        %266 = cute.get_shape(%lay_548) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_549, %e1_550, %e2_551 = cute.get_leaves(%266) : !cute.shape<"(1,1,4)">
        %grouped_552 = cute.group_modes(%view_542) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_553 = cute.get_iter(%grouped_552) : !memref_rmem_i8_1
        %iter_554 = cute.get_iter(%grouped_552) : !memref_rmem_i8_1
        %lay_555 = cute.get_layout(%grouped_516) : !memref_rmem_bf16_1
        %267 = cute.get_shape(%lay_555) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_556, %e1_557, %e2_558, %e3_559 = cute.get_leaves(%267) : !cute.shape<"((8,1),(1,4))">
        %lay_560 = cute.get_layout(%grouped_535) : !memref_gmem_bf16_4
        %268 = cute.get_shape(%lay_560) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_561, %e1_562, %e2_563, %e3_564 = cute.get_leaves(%268) : !cute.shape<"((8,1),(1,4))">
        %sz_565 = cute.size(%grouped_516) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_566 = cute.get_leaves(%sz_565) : !cute.int_tuple<"4">
        %sz_567 = cute.size(%grouped_535) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_568 = cute.get_leaves(%sz_567) : !cute.int_tuple<"4">
        %lay_569 = cute.get_layout(%grouped_516) : !memref_rmem_bf16_1
        %269 = cute.get_shape(%lay_569) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_570, %e1_571, %e2_572, %e3_573 = cute.get_leaves(%269) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped_516, %grouped_535, %grouped_552) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_4, !memref_rmem_i8_1)
        scf.yield %arg8 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_6, %arg2: !memref_gmem_bf16_5, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_5
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16_5
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_5
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_bf16_5
    %iter_10 = cute.get_iter(%view) : !memref_gmem_bf16_5
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_bf16_5
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout(%shape_16, %stride_17) : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_bf16_5
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_bf16_5
    %lay_21 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_bf16_7
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_bf16_7
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_bf16_5, !cute.tile<"[1:0;8192:1]">
    %iter_29 = cute.get_iter(%div) : !memref_gmem_bf16_
    %iter_30 = cute.get_iter(%div) : !memref_gmem_bf16_
    %tile_31 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_32 = cute.zipped_divide(%view_27, %tile_31) : !memref_gmem_bf16_7, !cute.tile<"[1:0;8192:1]">
    %iter_33 = cute.get_iter(%div_32) : !memref_gmem_bf16_1
    %iter_34 = cute.get_iter(%div_32) : !memref_gmem_bf16_1
    %tile_35 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_36 = cute.zipped_divide(%view_19, %tile_35) : !memref_gmem_bf16_5, !cute.tile<"[1:0;8192:1]">
    %iter_37 = cute.get_iter(%div_36) : !memref_gmem_bf16_
    %iter_38 = cute.get_iter(%div_36) : !memref_gmem_bf16_
    %lay_39 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %5 = cute.get_shape(%lay_39) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_40, %e1_41 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %shape_42 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %6 = cute.make_identity_tensor(%shape_42) : !cute_coord_tensor_15c8d6
    %iter_43 = cute.get_iter(%6) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(0,0)">
    %e0_44, %e1_45 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_46 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_47 = cute.zipped_divide(%6, %tile_46) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;8192:1]">
    %iter_48 = cute.get_iter(%div_47) : !cute_coord_tensor_b6ed2e
    %tup_49 = cute.deref_arith_tuple_iter(%iter_48) : !cute.arith_tuple_iter<"(0,0)">
    %e0_50, %e1_51 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(0,0)">
    %iter_52 = cute.get_iter(%div_47) : !cute_coord_tensor_b6ed2e
    %tup_53 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup_53) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_56 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_57 = cute.make_ordered_layout(%shape_56, %int_tuple) : (!cute.shape<"(1,256)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,256):(0,1)">
    %shape_58 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_59 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_60 = cute.make_ordered_layout(%shape_58, %int_tuple_59) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_57, %lay_60) : (!cute.layout<"(1,256):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_7589d3
    %sz = cute.size(%lay_57) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_61 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_62 = cute.size(%lay_60) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"8">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_65 = cute.make_layout(%shape_64) : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %7 = cute.composition(%rinv, %lay_65) : (!cute.layout<"(256,8):(8,1)">, !cute.layout<"(256,8):(1,256)">) -> !cute.layout<"(256,8):(8,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_66, %e1_67, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(8,256))">
    %int_tuple_68 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %res = cute.tuple.product_each(%int_tuple_68) : (!cute.int_tuple<"(1,(8,256))">) -> !cute.int_tuple<"(1,2048)">
    %e0_69, %e1_70 = cute.get_leaves(%res) : !cute.int_tuple<"(1,2048)">
    %tile_71 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_72 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %10 = cute.get_shape(%lay_72) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_73, %e1_74 = cute.get_leaves(%10) : !cute.shape<"(96,5000)">
    %sz_75 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"96">
    %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"96">
    %lay_77 = cute.get_layout(%div) : !memref_gmem_bf16_
    %lay_78 = cute.get_layout(%div_32) : !memref_gmem_bf16_1
    %lay_79 = cute.get_layout(%div_36) : !memref_gmem_bf16_
    %lay_80 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %lay_81 = cute.get_layout(%div_47) : !cute_coord_tensor_b6ed2e
    %11 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_82, %e1_83 = cute.get_leaves(%11) : !cute.tile<"[1:0;2048:1]">
    %12 = cute.static : !cute.layout<"(256,8):(8,1)">
    %13 = cute.static : !cute.layout<"1:0">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c128_i32 = arith.constant 128 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %16 = arith.cmpi sgt, %c128_i32, %c232448_i32 : i32
    scf.if %16 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c128_i32) : i32
    }
    %17 = arith.extsi %c128_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %18 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %17, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%18] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_84 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%18] %c0_i32_84 : !cuda.launch_cfg<max_attrs = 3>, i32
    %19 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%18> (%div, %div_32, %div_36, %arg3, %div_47, %arg4, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_, !memref_gmem_f32_, !cute_coord_tensor_b6ed2e, f32, !copy_simt) -> !cuda.result
    %20 = cuda.cast %19 : !cuda.result -> i32
    cuda.return_if_error %20 : i32
    %c0_i32_85 = arith.constant 0 : i32
    return %c0_i32_85 : i32
  }
}
