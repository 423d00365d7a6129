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
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<32>, "8:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_, %arg2: !cute_coord_tensor_b6ed2e, %arg3: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %iter_1 = cute.get_iter(%arg2) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_1) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %iter_4 = cute.get_iter(%arg2) : !cute_coord_tensor_b6ed2e
      %tup_5 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_7 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_8 = cute.get_layout(%arg1) : !memref_gmem_bf16_
      %lay_9 = cute.get_layout(%arg2) : !cute_coord_tensor_b6ed2e
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
      %e0_10 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %cst_11 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg4 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg5 = %cst, %arg6 = %cst_11, %arg7 = %arg3) -> (f32, f32, !copy_simt)  : i32 {
        %coord_81 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_81) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_82 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %iter_83 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %coord_84 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_84) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_85 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
        %coord_86 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_87 = cute.slice(%arg2, %coord_86) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_88 = cute.get_iter(%slice_87) : !cute_coord_tensor_8cd4e3
        %tup_89 = cute.deref_arith_tuple_iter(%iter_88) : !cute.arith_tuple_iter<"(?,0)">
        %e0_90, %e1_91 = cute.get_leaves(%tup_89) : !cute.int_tuple<"(?,0)">
        %161 = cute.get_scalars(%e0_90) : !cute.int_tuple<"?">
        %iter_92 = cute.get_iter(%slice_87) : !cute_coord_tensor_8cd4e3
        %tup_93 = cute.deref_arith_tuple_iter(%iter_92) : !cute.arith_tuple_iter<"(?,0)">
        %e0_94, %e1_95 = cute.get_leaves(%tup_93) : !cute.int_tuple<"(?,0)">
        %162 = cute.get_scalars(%e0_94) : !cute.int_tuple<"?">
        %coord_96 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_97 = cute.tiled.copy.partition_S(%arg7, %slice_87, %coord_96) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_98 = cute.get_iter(%src_partitioned_97) : !cute_coord_tensor_a108e0
        %tup_99 = cute.deref_arith_tuple_iter(%iter_98) : !cute_arith_tuple_iter_66b557
        %e0_100, %e1_101 = cute.get_leaves(%tup_99) : !cute.int_tuple<"(?,?{div=8})">
        %163 = cute.get_scalars(%e0_100) : !cute.int_tuple<"?">
        %164 = cute.get_scalars(%e1_101) : !cute.int_tuple<"?{div=8}">
        %sz_102 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_103 = cute.get_leaves(%sz_102) : !cute.int_tuple<"1">
        %sz_104 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_105 = cute.get_leaves(%sz_104) : !cute.int_tuple<"1">
        %sz_106 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
        %e0_107 = cute.get_leaves(%sz_106) : !cute.int_tuple<"4">
        %shape_108 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_109 = cute.make_layout(%shape_108) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_109) : !memref_rmem_i8_
        %iter_110 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_111 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_112 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_113 = cute.slice(%src_partitioned_97, %coord_112) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_114 = cute.get_iter(%slice_113) : !cute_coord_tensor_8bc2ea
        %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_66b557
        %e0_116, %e1_117 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(?,?{div=8})">
        %165 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?">
        %166 = cute.get_scalars(%e1_117) : !cute.int_tuple<"?{div=8}">
        %iter_118 = cute.get_iter(%slice_113) : !cute_coord_tensor_8bc2ea
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_66b557
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,?{div=8})">
        %167 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %168 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=8}">
        %iter_122 = cute.get_iter(%slice_113) : !cute_coord_tensor_8bc2ea
        %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_66b557
        %e0_124, %e1_125 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(?,?{div=8})">
        %169 = cute.get_scalars(%e0_124) : !cute.int_tuple<"?">
        %170 = cute.get_scalars(%e1_125) : !cute.int_tuple<"?{div=8}">
        %coord_126 = cute.make_coord(%e0_124, %e1_125) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_127 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %171 = cute.elem_less(%coord_126, %coord_127) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %172 = arith.extui %171 : i1 to i8
        %coord_128 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_128, %172) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_129 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_130 = cute.slice(%src_partitioned_97, %coord_129) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_131 = cute.get_iter(%slice_130) : !cute_coord_tensor_8bc2ea
        %tup_132 = cute.deref_arith_tuple_iter(%iter_131) : !cute_arith_tuple_iter_66b557
        %e0_133, %e1_134 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?{div=8})">
        %173 = cute.get_scalars(%e0_133) : !cute.int_tuple<"?">
        %174 = cute.get_scalars(%e1_134) : !cute.int_tuple<"?{div=8}">
        %iter_135 = cute.get_iter(%slice_130) : !cute_coord_tensor_8bc2ea
        %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_66b557
        %e0_137, %e1_138 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_137) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_138) : !cute.int_tuple<"?{div=8}">
        %iter_139 = cute.get_iter(%slice_130) : !cute_coord_tensor_8bc2ea
        %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute_arith_tuple_iter_66b557
        %e0_141, %e1_142 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(?,?{div=8})">
        %177 = cute.get_scalars(%e0_141) : !cute.int_tuple<"?">
        %178 = cute.get_scalars(%e1_142) : !cute.int_tuple<"?{div=8}">
        %coord_143 = cute.make_coord(%e0_141, %e1_142) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_144 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %179 = cute.elem_less(%coord_143, %coord_144) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %180 = arith.extui %179 : i1 to i8
        %coord_145 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_145, %180) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_146 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_147 = cute.slice(%src_partitioned_97, %coord_146) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_148 = cute.get_iter(%slice_147) : !cute_coord_tensor_8bc2ea
        %tup_149 = cute.deref_arith_tuple_iter(%iter_148) : !cute_arith_tuple_iter_66b557
        %e0_150, %e1_151 = cute.get_leaves(%tup_149) : !cute.int_tuple<"(?,?{div=8})">
        %181 = cute.get_scalars(%e0_150) : !cute.int_tuple<"?">
        %182 = cute.get_scalars(%e1_151) : !cute.int_tuple<"?{div=8}">
        %iter_152 = cute.get_iter(%slice_147) : !cute_coord_tensor_8bc2ea
        %tup_153 = cute.deref_arith_tuple_iter(%iter_152) : !cute_arith_tuple_iter_66b557
        %e0_154, %e1_155 = cute.get_leaves(%tup_153) : !cute.int_tuple<"(?,?{div=8})">
        %183 = cute.get_scalars(%e0_154) : !cute.int_tuple<"?">
        %184 = cute.get_scalars(%e1_155) : !cute.int_tuple<"?{div=8}">
        %iter_156 = cute.get_iter(%slice_147) : !cute_coord_tensor_8bc2ea
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_66b557
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=8})">
        %185 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %186 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=8}">
        %coord_160 = cute.make_coord(%e0_158, %e1_159) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_161 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %187 = cute.elem_less(%coord_160, %coord_161) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %188 = arith.extui %187 : i1 to i8
        %coord_162 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_162, %188) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_163 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_164 = cute.slice(%src_partitioned_97, %coord_163) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_165 = cute.get_iter(%slice_164) : !cute_coord_tensor_8bc2ea
        %tup_166 = cute.deref_arith_tuple_iter(%iter_165) : !cute_arith_tuple_iter_66b557
        %e0_167, %e1_168 = cute.get_leaves(%tup_166) : !cute.int_tuple<"(?,?{div=8})">
        %189 = cute.get_scalars(%e0_167) : !cute.int_tuple<"?">
        %190 = cute.get_scalars(%e1_168) : !cute.int_tuple<"?{div=8}">
        %iter_169 = cute.get_iter(%slice_164) : !cute_coord_tensor_8bc2ea
        %tup_170 = cute.deref_arith_tuple_iter(%iter_169) : !cute_arith_tuple_iter_66b557
        %e0_171, %e1_172 = cute.get_leaves(%tup_170) : !cute.int_tuple<"(?,?{div=8})">
        %191 = cute.get_scalars(%e0_171) : !cute.int_tuple<"?">
        %192 = cute.get_scalars(%e1_172) : !cute.int_tuple<"?{div=8}">
        %iter_173 = cute.get_iter(%slice_164) : !cute_coord_tensor_8bc2ea
        %tup_174 = cute.deref_arith_tuple_iter(%iter_173) : !cute_arith_tuple_iter_66b557
        %e0_175, %e1_176 = cute.get_leaves(%tup_174) : !cute.int_tuple<"(?,?{div=8})">
        %193 = cute.get_scalars(%e0_175) : !cute.int_tuple<"?">
        %194 = cute.get_scalars(%e1_176) : !cute.int_tuple<"?{div=8}">
        %coord_177 = cute.make_coord(%e0_175, %e1_176) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_178 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %195 = cute.elem_less(%coord_177, %coord_178) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %196 = arith.extui %195 : i1 to i8
        %coord_179 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_179, %196) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_180 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %197 = cute.make_layout_like(%lay_180) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_181 = cute.memref.alloca(%197) : !memref_rmem_bf16_
        %iter_182 = cute.get_iter(%rmem_181) : !memref_rmem_bf16_
        %iter_183 = cute.get_iter(%rmem_181) : !memref_rmem_bf16_
        %lay_184 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %sz_185 = cute.size(%rmem_181) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_186 = cute.get_leaves(%sz_185) : !cute.int_tuple<"32">
        %lay_187 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %198 = cute.get_shape(%lay_187) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_188, %e1_189, %e2, %e3 = cute.get_leaves(%198) : !cute.shape<"((8,1),1,4)">
        %int_tuple_190 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_190) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_191 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_192 = arith.constant 0xFF80 : bf16
        %199 = vector.splat %cst_192 : vector<32xbf16>
        %lay_193 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %200 = cute.get_shape(%lay_193) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_194, %e1_195, %e2_196, %e3_197 = cute.get_leaves(%200) : !cute.shape<"((8,1),1,4)">
        %lay_198 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %lay_199 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %201 = cute.get_shape(%lay_199) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_200, %e1_201, %e2_202, %e3_203 = cute.get_leaves(%201) : !cute.shape<"((8,1),1,4)">
        %int_tuple_204 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_205 = cute.size(%int_tuple_204) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_206 = cute.get_leaves(%sz_205) : !cute.int_tuple<"32">
        %int_tuple_207 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_208 = cute.size(%int_tuple_207) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_209 = cute.get_leaves(%sz_208) : !cute.int_tuple<"32">
        cute.memref.store_vec(%199, %rmem_181) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_210 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %202 = cute.get_shape(%lay_210) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_211, %e1_212, %e2_213, %e3_214 = cute.get_leaves(%202) : !cute.shape<"((8,1),1,4)">
        %lay_215 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %203 = cute.get_shape(%lay_215) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_216, %e1_217, %e2_218, %e3_219 = cute.get_leaves(%203) : !cute.shape<"((8,1),1,4)">
        %lay_220 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %shape_221 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_222 = cute.make_layout(%shape_221) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_220, %lay_222) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_223 = cute.make_view(%iter_85, %append) : !memref_gmem_bf16_2
        %iter_224 = cute.get_iter(%view_223) : !memref_gmem_bf16_2
        %lay_225 = cute.get_layout(%view_223) : !memref_gmem_bf16_2
        %204 = cute.get_shape(%lay_225) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_226, %e1_227, %e2_228, %e3_229 = cute.get_leaves(%204) : !cute.shape<"((8,1),1,4)">
        %lay_230 = cute.get_layout(%view_223) : !memref_gmem_bf16_2
        %205 = cute.get_shape(%lay_230) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_231, %e1_232, %e2_233, %e3_234 = cute.get_leaves(%205) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_223) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_235 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %iter_236 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %lay_237 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %shape_238 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_239 = cute.make_layout(%shape_238) : !cute.layout<"1:0">
        %append_240 = cute.append_to_rank<2> (%lay_237, %lay_239) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_241 = cute.make_view(%iter_183, %append_240) : !memref_rmem_bf16_
        %iter_242 = cute.get_iter(%view_241) : !memref_rmem_bf16_
        %lay_243 = cute.get_layout(%view_241) : !memref_rmem_bf16_
        %206 = cute.get_shape(%lay_243) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%206) : !cute.shape<"((8,1),1,4)">
        %lay_248 = cute.get_layout(%view_241) : !memref_rmem_bf16_
        %207 = cute.get_shape(%lay_248) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%207) : !cute.shape<"((8,1),1,4)">
        %grouped_253 = cute.group_modes(%view_241) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_254 = cute.get_iter(%grouped_253) : !memref_rmem_bf16_1
        %iter_255 = cute.get_iter(%grouped_253) : !memref_rmem_bf16_1
        %lay_256 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_257 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_258 = cute.make_layout(%shape_257) : !cute.layout<"1:0">
        %append_259 = cute.append_to_rank<2> (%lay_256, %lay_258) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_260 = cute.make_view(%iter_111, %append_259) : !memref_rmem_i8_
        %iter_261 = cute.get_iter(%view_260) : !memref_rmem_i8_
        %lay_262 = cute.get_layout(%view_260) : !memref_rmem_i8_
        %208 = cute.get_shape(%lay_262) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_263, %e1_264, %e2_265 = cute.get_leaves(%208) : !cute.shape<"(1,1,4)">
        %lay_266 = cute.get_layout(%view_260) : !memref_rmem_i8_
        %209 = cute.get_shape(%lay_266) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_267, %e1_268, %e2_269 = cute.get_leaves(%209) : !cute.shape<"(1,1,4)">
        %grouped_270 = cute.group_modes(%view_260) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_271 = cute.get_iter(%grouped_270) : !memref_rmem_i8_1
        %iter_272 = cute.get_iter(%grouped_270) : !memref_rmem_i8_1
        %lay_273 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %210 = cute.get_shape(%lay_273) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_274, %e1_275, %e2_276, %e3_277 = cute.get_leaves(%210) : !cute.shape<"((8,1),(1,4))">
        %lay_278 = cute.get_layout(%grouped_253) : !memref_rmem_bf16_1
        %211 = cute.get_shape(%lay_278) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_279, %e1_280, %e2_281, %e3_282 = cute.get_leaves(%211) : !cute.shape<"((8,1),(1,4))">
        %sz_283 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_284 = cute.get_leaves(%sz_283) : !cute.int_tuple<"4">
        %sz_285 = cute.size(%grouped_253) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_286 = cute.get_leaves(%sz_285) : !cute.int_tuple<"4">
        %lay_287 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %212 = cute.get_shape(%lay_287) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_288, %e1_289, %e2_290, %e3_291 = cute.get_leaves(%212) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg3, %grouped, %grouped_253, %grouped_270) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_292 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %213 = cute.get_shape(%lay_292) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_293, %e1_294, %e2_295, %e3_296 = cute.get_leaves(%213) : !cute.shape<"((8,1),1,4)">
        %lay_297 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %214 = cute.memref.load_vec(%rmem_181) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_298 = cute.get_layout(%rmem_181) : !memref_rmem_bf16_
        %215 = cute.get_shape(%lay_298) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_299, %e1_300, %e2_301, %e3_302 = cute.get_leaves(%215) : !cute.shape<"((8,1),1,4)">
        %216 = arith.extf %214 : vector<32xbf16> to vector<32xf32>
        %cst_303 = arith.constant -3.40282347E+38 : f32
        %217 = vector.reduction <maximumf>, %216, %cst_303 : vector<32xf32> into f32
        %218 = arith.maximumf %arg6, %217 : f32
        %219 = vector.broadcast %218 : f32 to vector<32xf32>
        %220 = arith.subf %216, %219 : vector<32xf32>
        %cst_304 = arith.constant 1.44269502 : f32
        %221 = vector.broadcast %cst_304 : f32 to vector<32xf32>
        %222 = arith.mulf %220, %221 : vector<32xf32>
        %223 = math.exp2 %222 : vector<32xf32>
        %cst_305 = arith.constant 0.000000e+00 : f32
        %224 = vector.reduction <add>, %223, %cst_305 : vector<32xf32> into f32
        %225 = arith.subf %arg6, %218 : f32
        %cst_306 = arith.constant 1.44269502 : f32
        %226 = arith.mulf %225, %cst_306 : f32
        %227 = math.exp2 %226 : f32
        %228 = arith.mulf %arg5, %227 : f32
        %229 = arith.addf %228, %224 : f32
        scf.yield %229, %218, %arg7 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync  bfly %c-1_i32, %8#1, %c16_i32, %c31_i32 : f32 -> f32
      %c-1_i32_12 = arith.constant -1 : i32
      %c16_i32_13 = arith.constant 16 : i32
      %c31_i32_14 = arith.constant 31 : i32
      %10 = nvvm.shfl.sync  bfly %c-1_i32_12, %8#0, %c16_i32_13, %c31_i32_14 : f32 -> f32
      %11 = arith.maximumf %8#1, %9 : f32
      %12 = arith.subf %8#1, %11 : f32
      %cst_15 = arith.constant 1.44269502 : f32
      %13 = arith.mulf %12, %cst_15 : f32
      %14 = math.exp2 %13 : f32
      %15 = arith.mulf %8#0, %14 : f32
      %16 = arith.subf %9, %11 : f32
      %17 = arith.mulf %16, %cst_15 : f32
      %18 = math.exp2 %17 : f32
      %19 = arith.mulf %10, %18 : f32
      %20 = arith.addf %15, %19 : f32
      %c-1_i32_16 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_17 = arith.constant 31 : i32
      %21 = nvvm.shfl.sync  bfly %c-1_i32_16, %11, %c8_i32, %c31_i32_17 : f32 -> f32
      %c-1_i32_18 = arith.constant -1 : i32
      %c8_i32_19 = arith.constant 8 : i32
      %c31_i32_20 = arith.constant 31 : i32
      %22 = nvvm.shfl.sync  bfly %c-1_i32_18, %20, %c8_i32_19, %c31_i32_20 : f32 -> f32
      %23 = arith.maximumf %11, %21 : f32
      %24 = arith.subf %11, %23 : f32
      %25 = arith.mulf %24, %cst_15 : f32
      %26 = math.exp2 %25 : f32
      %27 = arith.mulf %20, %26 : f32
      %28 = arith.subf %21, %23 : f32
      %29 = arith.mulf %28, %cst_15 : f32
      %30 = math.exp2 %29 : f32
      %31 = arith.mulf %22, %30 : f32
      %32 = arith.addf %27, %31 : f32
      %c-1_i32_21 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_22 = arith.constant 31 : i32
      %33 = nvvm.shfl.sync  bfly %c-1_i32_21, %23, %c4_i32, %c31_i32_22 : f32 -> f32
      %c-1_i32_23 = arith.constant -1 : i32
      %c4_i32_24 = arith.constant 4 : i32
      %c31_i32_25 = arith.constant 31 : i32
      %34 = nvvm.shfl.sync  bfly %c-1_i32_23, %32, %c4_i32_24, %c31_i32_25 : f32 -> f32
      %35 = arith.maximumf %23, %33 : f32
      %36 = arith.subf %23, %35 : f32
      %37 = arith.mulf %36, %cst_15 : f32
      %38 = math.exp2 %37 : f32
      %39 = arith.mulf %32, %38 : f32
      %40 = arith.subf %33, %35 : f32
      %41 = arith.mulf %40, %cst_15 : f32
      %42 = math.exp2 %41 : f32
      %43 = arith.mulf %34, %42 : f32
      %44 = arith.addf %39, %43 : f32
      %c-1_i32_26 = arith.constant -1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_27 = arith.constant 31 : i32
      %45 = nvvm.shfl.sync  bfly %c-1_i32_26, %35, %c2_i32, %c31_i32_27 : f32 -> f32
      %c-1_i32_28 = arith.constant -1 : i32
      %c2_i32_29 = arith.constant 2 : i32
      %c31_i32_30 = arith.constant 31 : i32
      %46 = nvvm.shfl.sync  bfly %c-1_i32_28, %44, %c2_i32_29, %c31_i32_30 : f32 -> f32
      %47 = arith.maximumf %35, %45 : f32
      %48 = arith.subf %35, %47 : f32
      %49 = arith.mulf %48, %cst_15 : f32
      %50 = math.exp2 %49 : f32
      %51 = arith.mulf %44, %50 : f32
      %52 = arith.subf %45, %47 : f32
      %53 = arith.mulf %52, %cst_15 : f32
      %54 = math.exp2 %53 : f32
      %55 = arith.mulf %46, %54 : f32
      %56 = arith.addf %51, %55 : f32
      %c-1_i32_31 = arith.constant -1 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %c31_i32_33 = arith.constant 31 : i32
      %57 = nvvm.shfl.sync  bfly %c-1_i32_31, %47, %c1_i32_32, %c31_i32_33 : f32 -> f32
      %c-1_i32_34 = arith.constant -1 : i32
      %c1_i32_35 = arith.constant 1 : i32
      %c31_i32_36 = arith.constant 31 : i32
      %58 = nvvm.shfl.sync  bfly %c-1_i32_34, %56, %c1_i32_35, %c31_i32_36 : f32 -> f32
      %59 = arith.maximumf %47, %57 : f32
      %60 = arith.subf %47, %59 : f32
      %61 = arith.mulf %60, %cst_15 : f32
      %62 = math.exp2 %61 : f32
      %63 = arith.mulf %56, %62 : f32
      %64 = arith.subf %57, %59 : f32
      %65 = arith.mulf %64, %cst_15 : f32
      %66 = math.exp2 %65 : f32
      %67 = arith.mulf %58, %66 : f32
      %68 = arith.addf %63, %67 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_37 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_37) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_38 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_37) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_39 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %69 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      cf.assert %69, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 32 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_40 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_40, %lay_37) : !memref_smem_f32_
      %iter_41 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_42 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_43 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_44 = cute.make_layout(%shape_43) : !cute.layout<"8:1">
      %coord_45 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_46 = cute.crd2idx(%coord_45, %lay_44) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_47 = cute.get_leaves(%idx_46) : !cute.int_tuple<"0">
      %cosz_48 = cute.cosize(%lay_44) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_49 = cute.get_leaves(%cosz_48) : !cute.int_tuple<"8">
      %int_tuple_50 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_51 = cute.add_offset(%ptr, %int_tuple_50) : (!cute.ptr<i8, smem, align<32>>, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size_52 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c64_i32 = arith.constant 64 : i32
      %70 = arith.cmpi sge, %smem_size_52, %c64_i32 : i32
      cf.assert %70, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 64 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_53 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_54 = cute.make_view(%iter_53, %lay_44) : !memref_smem_f32_1
      %iter_55 = cute.get_iter(%view_54) : !memref_smem_f32_1
      %iter_56 = cute.get_iter(%view_54) : !memref_smem_f32_1
      %c0_i32_57 = arith.constant 0 : i32
      %71 = arith.cmpi eq, %6, %c0_i32_57 : i32
      %72:2 = scf.if %71 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_81 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_82 = cute.get_iter(%view_54) : !memref_smem_f32_1
        %coord_83 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_83, %59) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_84 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_54, %coord_84, %68) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_54 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_81 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_82 = cute.get_iter(%view_54) : !memref_smem_f32_1
        scf.yield %view, %view_54 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_58 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_59 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_60 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_61 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_62 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_63 = cute.get_iter(%72#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_64 = cute.make_coord() : () -> !cute.coord<"0">
      %73 = cute.memref.load(%72#0, %coord_64) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_65 = cute.make_coord() : () -> !cute.coord<"0">
      %74 = cute.memref.load(%72#1, %coord_65) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_66 = cute.make_coord() : () -> !cute.coord<"1">
      %75 = cute.memref.load(%72#0, %coord_66) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_67 = cute.make_coord() : () -> !cute.coord<"1">
      %76 = cute.memref.load(%72#1, %coord_67) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %77 = arith.maximumf %73, %75 : f32
      %78 = arith.subf %73, %77 : f32
      %79 = arith.mulf %78, %cst_15 : f32
      %80 = math.exp2 %79 : f32
      %81 = arith.mulf %74, %80 : f32
      %82 = arith.subf %75, %77 : f32
      %83 = arith.mulf %82, %cst_15 : f32
      %84 = math.exp2 %83 : f32
      %85 = arith.mulf %76, %84 : f32
      %86 = arith.addf %81, %85 : f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"2">
      %87 = cute.memref.load(%72#0, %coord_68) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"2">
      %88 = cute.memref.load(%72#1, %coord_69) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %89 = arith.maximumf %77, %87 : f32
      %90 = arith.subf %77, %89 : f32
      %91 = arith.mulf %90, %cst_15 : f32
      %92 = math.exp2 %91 : f32
      %93 = arith.mulf %86, %92 : f32
      %94 = arith.subf %87, %89 : f32
      %95 = arith.mulf %94, %cst_15 : f32
      %96 = math.exp2 %95 : f32
      %97 = arith.mulf %88, %96 : f32
      %98 = arith.addf %93, %97 : f32
      %coord_70 = cute.make_coord() : () -> !cute.coord<"3">
      %99 = cute.memref.load(%72#0, %coord_70) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_71 = cute.make_coord() : () -> !cute.coord<"3">
      %100 = cute.memref.load(%72#1, %coord_71) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %101 = arith.maximumf %89, %99 : f32
      %102 = arith.subf %89, %101 : f32
      %103 = arith.mulf %102, %cst_15 : f32
      %104 = math.exp2 %103 : f32
      %105 = arith.mulf %98, %104 : f32
      %106 = arith.subf %99, %101 : f32
      %107 = arith.mulf %106, %cst_15 : f32
      %108 = math.exp2 %107 : f32
      %109 = arith.mulf %100, %108 : f32
      %110 = arith.addf %105, %109 : f32
      %coord_72 = cute.make_coord() : () -> !cute.coord<"4">
      %111 = cute.memref.load(%72#0, %coord_72) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %coord_73 = cute.make_coord() : () -> !cute.coord<"4">
      %112 = cute.memref.load(%72#1, %coord_73) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %113 = arith.maximumf %101, %111 : f32
      %114 = arith.subf %101, %113 : f32
      %115 = arith.mulf %114, %cst_15 : f32
      %116 = math.exp2 %115 : f32
      %117 = arith.mulf %110, %116 : f32
      %118 = arith.subf %111, %113 : f32
      %119 = arith.mulf %118, %cst_15 : f32
      %120 = math.exp2 %119 : f32
      %121 = arith.mulf %112, %120 : f32
      %122 = arith.addf %117, %121 : f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"5">
      %123 = cute.memref.load(%72#0, %coord_74) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %coord_75 = cute.make_coord() : () -> !cute.coord<"5">
      %124 = cute.memref.load(%72#1, %coord_75) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %125 = arith.maximumf %113, %123 : f32
      %126 = arith.subf %113, %125 : f32
      %127 = arith.mulf %126, %cst_15 : f32
      %128 = math.exp2 %127 : f32
      %129 = arith.mulf %122, %128 : f32
      %130 = arith.subf %123, %125 : f32
      %131 = arith.mulf %130, %cst_15 : f32
      %132 = math.exp2 %131 : f32
      %133 = arith.mulf %124, %132 : f32
      %134 = arith.addf %129, %133 : f32
      %coord_76 = cute.make_coord() : () -> !cute.coord<"6">
      %135 = cute.memref.load(%72#0, %coord_76) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"6">
      %136 = cute.memref.load(%72#1, %coord_77) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %137 = arith.maximumf %125, %135 : f32
      %138 = arith.subf %125, %137 : f32
      %139 = arith.mulf %138, %cst_15 : f32
      %140 = math.exp2 %139 : f32
      %141 = arith.mulf %134, %140 : f32
      %142 = arith.subf %135, %137 : f32
      %143 = arith.mulf %142, %cst_15 : f32
      %144 = math.exp2 %143 : f32
      %145 = arith.mulf %136, %144 : f32
      %146 = arith.addf %141, %145 : f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"7">
      %147 = cute.memref.load(%72#0, %coord_78) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"7">
      %148 = cute.memref.load(%72#1, %coord_79) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %149 = arith.maximumf %137, %147 : f32
      %150 = arith.subf %137, %149 : f32
      %151 = arith.mulf %150, %cst_15 : f32
      %152 = math.exp2 %151 : f32
      %153 = arith.mulf %146, %152 : f32
      %154 = arith.subf %147, %149 : f32
      %155 = arith.mulf %154, %cst_15 : f32
      %156 = math.exp2 %155 : f32
      %157 = arith.mulf %148, %156 : f32
      %158 = arith.addf %153, %157 : f32
      %cst_80 = arith.constant 1.000000e+00 : f32
      %159 = arith.divf %cst_80, %158 : f32
      %160 = scf.for %arg4 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg5 = %8#2) -> (!copy_simt)  : i32 {
        %coord_81 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_81) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_82 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %iter_83 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %coord_84 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_84) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_85 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
        %coord_86 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_87 = cute.slice(%arg1, %coord_86) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_88 = cute.get_iter(%slice_87) : !memref_gmem_bf16_1
        %iter_89 = cute.get_iter(%slice_87) : !memref_gmem_bf16_1
        %coord_90 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %slice_87, %coord_90) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_91 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_2
        %coord_92 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_93 = cute.slice(%arg2, %coord_92) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_94 = cute.get_iter(%slice_93) : !cute_coord_tensor_8cd4e3
        %tup_95 = cute.deref_arith_tuple_iter(%iter_94) : !cute.arith_tuple_iter<"(?,0)">
        %e0_96, %e1_97 = cute.get_leaves(%tup_95) : !cute.int_tuple<"(?,0)">
        %161 = cute.get_scalars(%e0_96) : !cute.int_tuple<"?">
        %iter_98 = cute.get_iter(%slice_93) : !cute_coord_tensor_8cd4e3
        %tup_99 = cute.deref_arith_tuple_iter(%iter_98) : !cute.arith_tuple_iter<"(?,0)">
        %e0_100, %e1_101 = cute.get_leaves(%tup_99) : !cute.int_tuple<"(?,0)">
        %162 = cute.get_scalars(%e0_100) : !cute.int_tuple<"?">
        %coord_102 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_103 = cute.tiled.copy.partition_S(%arg5, %slice_93, %coord_102) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_104 = cute.get_iter(%src_partitioned_103) : !cute_coord_tensor_a108e0
        %tup_105 = cute.deref_arith_tuple_iter(%iter_104) : !cute_arith_tuple_iter_66b557
        %e0_106, %e1_107 = cute.get_leaves(%tup_105) : !cute.int_tuple<"(?,?{div=8})">
        %163 = cute.get_scalars(%e0_106) : !cute.int_tuple<"?">
        %164 = cute.get_scalars(%e1_107) : !cute.int_tuple<"?{div=8}">
        %sz_108 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_109 = cute.get_leaves(%sz_108) : !cute.int_tuple<"1">
        %sz_110 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_111 = cute.get_leaves(%sz_110) : !cute.int_tuple<"1">
        %sz_112 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
        %e0_113 = cute.get_leaves(%sz_112) : !cute.int_tuple<"4">
        %shape_114 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_115 = cute.make_layout(%shape_114) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_115) : !memref_rmem_i8_
        %iter_116 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_117 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_118 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_119 = cute.slice(%src_partitioned_103, %coord_118) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_120 = cute.get_iter(%slice_119) : !cute_coord_tensor_8bc2ea
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_66b557
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute.int_tuple<"(?,?{div=8})">
        %165 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %166 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=8}">
        %iter_124 = cute.get_iter(%slice_119) : !cute_coord_tensor_8bc2ea
        %tup_125 = cute.deref_arith_tuple_iter(%iter_124) : !cute_arith_tuple_iter_66b557
        %e0_126, %e1_127 = cute.get_leaves(%tup_125) : !cute.int_tuple<"(?,?{div=8})">
        %167 = cute.get_scalars(%e0_126) : !cute.int_tuple<"?">
        %168 = cute.get_scalars(%e1_127) : !cute.int_tuple<"?{div=8}">
        %iter_128 = cute.get_iter(%slice_119) : !cute_coord_tensor_8bc2ea
        %tup_129 = cute.deref_arith_tuple_iter(%iter_128) : !cute_arith_tuple_iter_66b557
        %e0_130, %e1_131 = cute.get_leaves(%tup_129) : !cute.int_tuple<"(?,?{div=8})">
        %169 = cute.get_scalars(%e0_130) : !cute.int_tuple<"?">
        %170 = cute.get_scalars(%e1_131) : !cute.int_tuple<"?{div=8}">
        %coord_132 = cute.make_coord(%e0_130, %e1_131) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_133 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %171 = cute.elem_less(%coord_132, %coord_133) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %172 = arith.extui %171 : i1 to i8
        %coord_134 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_134, %172) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_135 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_136 = cute.slice(%src_partitioned_103, %coord_135) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_137 = cute.get_iter(%slice_136) : !cute_coord_tensor_8bc2ea
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_66b557
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute.int_tuple<"(?,?{div=8})">
        %173 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %174 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=8}">
        %iter_141 = cute.get_iter(%slice_136) : !cute_coord_tensor_8bc2ea
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_66b557
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=8}">
        %iter_145 = cute.get_iter(%slice_136) : !cute_coord_tensor_8bc2ea
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_66b557
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=8})">
        %177 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %178 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=8}">
        %coord_149 = cute.make_coord(%e0_147, %e1_148) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_150 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %179 = cute.elem_less(%coord_149, %coord_150) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %180 = arith.extui %179 : i1 to i8
        %coord_151 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_151, %180) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_152 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_153 = cute.slice(%src_partitioned_103, %coord_152) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_154 = cute.get_iter(%slice_153) : !cute_coord_tensor_8bc2ea
        %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_66b557
        %e0_156, %e1_157 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(?,?{div=8})">
        %181 = cute.get_scalars(%e0_156) : !cute.int_tuple<"?">
        %182 = cute.get_scalars(%e1_157) : !cute.int_tuple<"?{div=8}">
        %iter_158 = cute.get_iter(%slice_153) : !cute_coord_tensor_8bc2ea
        %tup_159 = cute.deref_arith_tuple_iter(%iter_158) : !cute_arith_tuple_iter_66b557
        %e0_160, %e1_161 = cute.get_leaves(%tup_159) : !cute.int_tuple<"(?,?{div=8})">
        %183 = cute.get_scalars(%e0_160) : !cute.int_tuple<"?">
        %184 = cute.get_scalars(%e1_161) : !cute.int_tuple<"?{div=8}">
        %iter_162 = cute.get_iter(%slice_153) : !cute_coord_tensor_8bc2ea
        %tup_163 = cute.deref_arith_tuple_iter(%iter_162) : !cute_arith_tuple_iter_66b557
        %e0_164, %e1_165 = cute.get_leaves(%tup_163) : !cute.int_tuple<"(?,?{div=8})">
        %185 = cute.get_scalars(%e0_164) : !cute.int_tuple<"?">
        %186 = cute.get_scalars(%e1_165) : !cute.int_tuple<"?{div=8}">
        %coord_166 = cute.make_coord(%e0_164, %e1_165) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_167 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %187 = cute.elem_less(%coord_166, %coord_167) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %188 = arith.extui %187 : i1 to i8
        %coord_168 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_168, %188) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_169 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_170 = cute.slice(%src_partitioned_103, %coord_169) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_171 = cute.get_iter(%slice_170) : !cute_coord_tensor_8bc2ea
        %tup_172 = cute.deref_arith_tuple_iter(%iter_171) : !cute_arith_tuple_iter_66b557
        %e0_173, %e1_174 = cute.get_leaves(%tup_172) : !cute.int_tuple<"(?,?{div=8})">
        %189 = cute.get_scalars(%e0_173) : !cute.int_tuple<"?">
        %190 = cute.get_scalars(%e1_174) : !cute.int_tuple<"?{div=8}">
        %iter_175 = cute.get_iter(%slice_170) : !cute_coord_tensor_8bc2ea
        %tup_176 = cute.deref_arith_tuple_iter(%iter_175) : !cute_arith_tuple_iter_66b557
        %e0_177, %e1_178 = cute.get_leaves(%tup_176) : !cute.int_tuple<"(?,?{div=8})">
        %191 = cute.get_scalars(%e0_177) : !cute.int_tuple<"?">
        %192 = cute.get_scalars(%e1_178) : !cute.int_tuple<"?{div=8}">
        %iter_179 = cute.get_iter(%slice_170) : !cute_coord_tensor_8bc2ea
        %tup_180 = cute.deref_arith_tuple_iter(%iter_179) : !cute_arith_tuple_iter_66b557
        %e0_181, %e1_182 = cute.get_leaves(%tup_180) : !cute.int_tuple<"(?,?{div=8})">
        %193 = cute.get_scalars(%e0_181) : !cute.int_tuple<"?">
        %194 = cute.get_scalars(%e1_182) : !cute.int_tuple<"?{div=8}">
        %coord_183 = cute.make_coord(%e0_181, %e1_182) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_184 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %195 = cute.elem_less(%coord_183, %coord_184) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %196 = arith.extui %195 : i1 to i8
        %coord_185 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_185, %196) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_186 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %197 = cute.make_layout_like(%lay_186) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_187 = cute.memref.alloca(%197) : !memref_rmem_bf16_
        %iter_188 = cute.get_iter(%rmem_187) : !memref_rmem_bf16_
        %iter_189 = cute.get_iter(%rmem_187) : !memref_rmem_bf16_
        %lay_190 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %sz_191 = cute.size(%rmem_187) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_192 = cute.get_leaves(%sz_191) : !cute.int_tuple<"32">
        %lay_193 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %198 = cute.get_shape(%lay_193) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_194, %e1_195, %e2, %e3 = cute.get_leaves(%198) : !cute.shape<"((8,1),1,4)">
        %int_tuple_196 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_196) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_197 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_198 = arith.constant 0.000000e+00 : bf16
        %199 = vector.splat %cst_198 : vector<32xbf16>
        %lay_199 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %200 = cute.get_shape(%lay_199) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_200, %e1_201, %e2_202, %e3_203 = cute.get_leaves(%200) : !cute.shape<"((8,1),1,4)">
        %lay_204 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %lay_205 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %201 = cute.get_shape(%lay_205) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_206, %e1_207, %e2_208, %e3_209 = cute.get_leaves(%201) : !cute.shape<"((8,1),1,4)">
        %int_tuple_210 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_211 = cute.size(%int_tuple_210) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_212 = cute.get_leaves(%sz_211) : !cute.int_tuple<"32">
        %int_tuple_213 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_214 = cute.size(%int_tuple_213) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_215 = cute.get_leaves(%sz_214) : !cute.int_tuple<"32">
        cute.memref.store_vec(%199, %rmem_187) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_216 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %202 = cute.get_shape(%lay_216) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_217, %e1_218, %e2_219, %e3_220 = cute.get_leaves(%202) : !cute.shape<"((8,1),1,4)">
        %lay_221 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %203 = cute.get_shape(%lay_221) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_222, %e1_223, %e2_224, %e3_225 = cute.get_leaves(%203) : !cute.shape<"((8,1),1,4)">
        %lay_226 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %shape_227 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_228 = cute.make_layout(%shape_227) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_226, %lay_228) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_229 = cute.make_view(%iter_85, %append) : !memref_gmem_bf16_2
        %iter_230 = cute.get_iter(%view_229) : !memref_gmem_bf16_2
        %lay_231 = cute.get_layout(%view_229) : !memref_gmem_bf16_2
        %204 = cute.get_shape(%lay_231) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_232, %e1_233, %e2_234, %e3_235 = cute.get_leaves(%204) : !cute.shape<"((8,1),1,4)">
        %lay_236 = cute.get_layout(%view_229) : !memref_gmem_bf16_2
        %205 = cute.get_shape(%lay_236) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_237, %e1_238, %e2_239, %e3_240 = cute.get_leaves(%205) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_229) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_241 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %iter_242 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %lay_243 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %shape_244 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_245 = cute.make_layout(%shape_244) : !cute.layout<"1:0">
        %append_246 = cute.append_to_rank<2> (%lay_243, %lay_245) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_247 = cute.make_view(%iter_189, %append_246) : !memref_rmem_bf16_
        %iter_248 = cute.get_iter(%view_247) : !memref_rmem_bf16_
        %lay_249 = cute.get_layout(%view_247) : !memref_rmem_bf16_
        %206 = cute.get_shape(%lay_249) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_250, %e1_251, %e2_252, %e3_253 = cute.get_leaves(%206) : !cute.shape<"((8,1),1,4)">
        %lay_254 = cute.get_layout(%view_247) : !memref_rmem_bf16_
        %207 = cute.get_shape(%lay_254) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%207) : !cute.shape<"((8,1),1,4)">
        %grouped_259 = cute.group_modes(%view_247) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_260 = cute.get_iter(%grouped_259) : !memref_rmem_bf16_1
        %iter_261 = cute.get_iter(%grouped_259) : !memref_rmem_bf16_1
        %lay_262 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_263 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_264 = cute.make_layout(%shape_263) : !cute.layout<"1:0">
        %append_265 = cute.append_to_rank<2> (%lay_262, %lay_264) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_266 = cute.make_view(%iter_117, %append_265) : !memref_rmem_i8_
        %iter_267 = cute.get_iter(%view_266) : !memref_rmem_i8_
        %lay_268 = cute.get_layout(%view_266) : !memref_rmem_i8_
        %208 = cute.get_shape(%lay_268) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_269, %e1_270, %e2_271 = cute.get_leaves(%208) : !cute.shape<"(1,1,4)">
        %lay_272 = cute.get_layout(%view_266) : !memref_rmem_i8_
        %209 = cute.get_shape(%lay_272) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_273, %e1_274, %e2_275 = cute.get_leaves(%209) : !cute.shape<"(1,1,4)">
        %grouped_276 = cute.group_modes(%view_266) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_277 = cute.get_iter(%grouped_276) : !memref_rmem_i8_1
        %iter_278 = cute.get_iter(%grouped_276) : !memref_rmem_i8_1
        %lay_279 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %210 = cute.get_shape(%lay_279) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_280, %e1_281, %e2_282, %e3_283 = cute.get_leaves(%210) : !cute.shape<"((8,1),(1,4))">
        %lay_284 = cute.get_layout(%grouped_259) : !memref_rmem_bf16_1
        %211 = cute.get_shape(%lay_284) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_285, %e1_286, %e2_287, %e3_288 = cute.get_leaves(%211) : !cute.shape<"((8,1),(1,4))">
        %sz_289 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_290 = cute.get_leaves(%sz_289) : !cute.int_tuple<"4">
        %sz_291 = cute.size(%grouped_259) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_292 = cute.get_leaves(%sz_291) : !cute.int_tuple<"4">
        %lay_293 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %212 = cute.get_shape(%lay_293) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_294, %e1_295, %e2_296, %e3_297 = cute.get_leaves(%212) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg3, %grouped, %grouped_259, %grouped_276) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_298 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %213 = cute.get_shape(%lay_298) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_299, %e1_300, %e2_301, %e3_302 = cute.get_leaves(%213) : !cute.shape<"((8,1),1,4)">
        %lay_303 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %214 = cute.memref.load_vec(%rmem_187) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_304 = cute.get_layout(%rmem_187) : !memref_rmem_bf16_
        %215 = cute.get_shape(%lay_304) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_305, %e1_306, %e2_307, %e3_308 = cute.get_leaves(%215) : !cute.shape<"((8,1),1,4)">
        %216 = arith.extf %214 : vector<32xbf16> to vector<32xf32>
        %217 = vector.broadcast %149 : f32 to vector<32xf32>
        %218 = arith.subf %216, %217 : vector<32xf32>
        %cst_309 = arith.constant 1.44269502 : f32
        %219 = vector.broadcast %cst_309 : f32 to vector<32xf32>
        %220 = arith.mulf %218, %219 : vector<32xf32>
        %221 = math.exp2 %220 : vector<32xf32>
        %222 = vector.broadcast %159 : f32 to vector<32xf32>
        %223 = arith.mulf %221, %222 : vector<32xf32>
        %lay_310 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
        %224 = cute.make_layout_like(%lay_310) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_311 = cute.memref.alloca(%224) : !memref_rmem_bf16_
        %iter_312 = cute.get_iter(%rmem_311) : !memref_rmem_bf16_
        %iter_313 = cute.get_iter(%rmem_311) : !memref_rmem_bf16_
        %225 = arith.truncf %223 : vector<32xf32> to vector<32xbf16>
        %lay_314 = cute.get_layout(%rmem_311) : !memref_rmem_bf16_
        %226 = cute.get_shape(%lay_314) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_315, %e1_316, %e2_317, %e3_318 = cute.get_leaves(%226) : !cute.shape<"((8,1),1,4)">
        %lay_319 = cute.get_layout(%rmem_311) : !memref_rmem_bf16_
        %lay_320 = cute.get_layout(%rmem_311) : !memref_rmem_bf16_
        %227 = cute.get_shape(%lay_320) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_321, %e1_322, %e2_323, %e3_324 = cute.get_leaves(%227) : !cute.shape<"((8,1),1,4)">
        %int_tuple_325 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_326 = cute.size(%int_tuple_325) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_327 = cute.get_leaves(%sz_326) : !cute.int_tuple<"32">
        %int_tuple_328 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_329 = cute.size(%int_tuple_328) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_330 = cute.get_leaves(%sz_329) : !cute.int_tuple<"32">
        cute.memref.store_vec(%225, %rmem_311) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_331 = cute.get_layout(%rmem_311) : !memref_rmem_bf16_
        %228 = cute.get_shape(%lay_331) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_332, %e1_333, %e2_334, %e3_335 = cute.get_leaves(%228) : !cute.shape<"((8,1),1,4)">
        %lay_336 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
        %229 = cute.get_shape(%lay_336) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_337, %e1_338, %e2_339, %e3_340 = cute.get_leaves(%229) : !cute.shape<"((8,1),1,4)">
        %lay_341 = cute.get_layout(%rmem_311) : !memref_rmem_bf16_
        %shape_342 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_343 = cute.make_layout(%shape_342) : !cute.layout<"1:0">
        %append_344 = cute.append_to_rank<2> (%lay_341, %lay_343) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_345 = cute.make_view(%iter_313, %append_344) : !memref_rmem_bf16_
        %iter_346 = cute.get_iter(%view_345) : !memref_rmem_bf16_
        %lay_347 = cute.get_layout(%view_345) : !memref_rmem_bf16_
        %230 = cute.get_shape(%lay_347) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_348, %e1_349, %e2_350, %e3_351 = cute.get_leaves(%230) : !cute.shape<"((8,1),1,4)">
        %lay_352 = cute.get_layout(%view_345) : !memref_rmem_bf16_
        %231 = cute.get_shape(%lay_352) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%231) : !cute.shape<"((8,1),1,4)">
        %grouped_357 = cute.group_modes(%view_345) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_358 = cute.get_iter(%grouped_357) : !memref_rmem_bf16_1
        %iter_359 = cute.get_iter(%grouped_357) : !memref_rmem_bf16_1
        %lay_360 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
        %shape_361 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_362 = cute.make_layout(%shape_361) : !cute.layout<"1:0">
        %append_363 = cute.append_to_rank<2> (%lay_360, %lay_362) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_364 = cute.make_view(%iter_91, %append_363) : !memref_gmem_bf16_2
        %iter_365 = cute.get_iter(%view_364) : !memref_gmem_bf16_2
        %lay_366 = cute.get_layout(%view_364) : !memref_gmem_bf16_2
        %232 = cute.get_shape(%lay_366) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_367, %e1_368, %e2_369, %e3_370 = cute.get_leaves(%232) : !cute.shape<"((8,1),1,4)">
        %lay_371 = cute.get_layout(%view_364) : !memref_gmem_bf16_2
        %233 = cute.get_shape(%lay_371) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_372, %e1_373, %e2_374, %e3_375 = cute.get_leaves(%233) : !cute.shape<"((8,1),1,4)">
        %grouped_376 = cute.group_modes(%view_364) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_377 = cute.get_iter(%grouped_376) : !memref_gmem_bf16_3
        %iter_378 = cute.get_iter(%grouped_376) : !memref_gmem_bf16_3
        %lay_379 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_380 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_381 = cute.make_layout(%shape_380) : !cute.layout<"1:0">
        %append_382 = cute.append_to_rank<2> (%lay_379, %lay_381) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_383 = cute.make_view(%iter_117, %append_382) : !memref_rmem_i8_
        %iter_384 = cute.get_iter(%view_383) : !memref_rmem_i8_
        %lay_385 = cute.get_layout(%view_383) : !memref_rmem_i8_
        %234 = cute.get_shape(%lay_385) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_386, %e1_387, %e2_388 = cute.get_leaves(%234) : !cute.shape<"(1,1,4)">
        %lay_389 = cute.get_layout(%view_383) : !memref_rmem_i8_
        %235 = cute.get_shape(%lay_389) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_390, %e1_391, %e2_392 = cute.get_leaves(%235) : !cute.shape<"(1,1,4)">
        %grouped_393 = cute.group_modes(%view_383) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_394 = cute.get_iter(%grouped_393) : !memref_rmem_i8_1
        %iter_395 = cute.get_iter(%grouped_393) : !memref_rmem_i8_1
        %lay_396 = cute.get_layout(%grouped_357) : !memref_rmem_bf16_1
        %236 = cute.get_shape(%lay_396) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_397, %e1_398, %e2_399, %e3_400 = cute.get_leaves(%236) : !cute.shape<"((8,1),(1,4))">
        %lay_401 = cute.get_layout(%grouped_376) : !memref_gmem_bf16_3
        %237 = cute.get_shape(%lay_401) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_402, %e1_403, %e2_404, %e3_405 = cute.get_leaves(%237) : !cute.shape<"((8,1),(1,4))">
        %sz_406 = cute.size(%grouped_357) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_407 = cute.get_leaves(%sz_406) : !cute.int_tuple<"4">
        %sz_408 = cute.size(%grouped_376) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_409 = cute.get_leaves(%sz_408) : !cute.int_tuple<"4">
        %lay_410 = cute.get_layout(%grouped_357) : !memref_rmem_bf16_1
        %238 = cute.get_shape(%lay_410) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_411, %e1_412, %e2_413, %e3_414 = cute.get_leaves(%238) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg3, %grouped_357, %grouped_376, %grouped_393) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_3, !memref_rmem_i8_1)
        scf.yield %arg5 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0: !memref_gmem_bf16_4, %arg1: !memref_gmem_bf16_4, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_4
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_4
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_4
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_4
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_4
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_3, %e1_4 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_5 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_1, %lay_5) : !memref_gmem_bf16_4
    %iter_6 = cute.get_iter(%view) : !memref_gmem_bf16_4
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_bf16_4
    %2 = cute.get_stride(%lay_7) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_8, %e1_9 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_7) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_10, %e1_11 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_14 = cute.make_layout(%shape_12, %stride_13) : !cute_layout_5d1655
    %view_15 = cute.make_view(%iter_2, %lay_14) : !memref_gmem_bf16_4
    %iter_16 = cute.get_iter(%view_15) : !memref_gmem_bf16_4
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_bf16_4, !cute.tile<"[1:0;8192:1]">
    %iter_17 = cute.get_iter(%div) : !memref_gmem_bf16_
    %iter_18 = cute.get_iter(%div) : !memref_gmem_bf16_
    %tile_19 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_20 = cute.zipped_divide(%view_15, %tile_19) : !memref_gmem_bf16_4, !cute.tile<"[1:0;8192:1]">
    %iter_21 = cute.get_iter(%div_20) : !memref_gmem_bf16_
    %iter_22 = cute.get_iter(%div_20) : !memref_gmem_bf16_
    %lay_23 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %4 = cute.get_shape(%lay_23) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_24, %e1_25 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_26 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %5 = cute.make_identity_tensor(%shape_26) : !cute_coord_tensor_15c8d6
    %iter_27 = cute.get_iter(%5) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_27) : !cute.arith_tuple_iter<"(0,0)">
    %e0_28, %e1_29 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_30 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_31 = cute.zipped_divide(%5, %tile_30) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;8192:1]">
    %iter_32 = cute.get_iter(%div_31) : !cute_coord_tensor_b6ed2e
    %tup_33 = cute.deref_arith_tuple_iter(%iter_32) : !cute.arith_tuple_iter<"(0,0)">
    %e0_34, %e1_35 = cute.get_leaves(%tup_33) : !cute.int_tuple<"(0,0)">
    %iter_36 = cute.get_iter(%div_31) : !cute_coord_tensor_b6ed2e
    %tup_37 = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(0,0)">
    %e0_38, %e1_39 = cute.get_leaves(%tup_37) : !cute.int_tuple<"(0,0)">
    %lay_40 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %6 = cute.get_shape(%lay_40) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_41, %e1_42 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_43 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_44 = cute.make_ordered_layout(%shape_43, %int_tuple) : (!cute.shape<"(1,256)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,256):(0,1)">
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_46 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_47 = cute.make_ordered_layout(%shape_45, %int_tuple_46) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_44, %lay_47) : (!cute.layout<"(1,256):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_7589d3
    %sz = cute.size(%lay_44) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_48 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_49 = cute.size(%lay_47) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_50 = cute.get_leaves(%sz_49) : !cute.int_tuple<"8">
    %shape_51 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_52 = cute.make_layout(%shape_51) : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %7 = cute.composition(%rinv, %lay_52) : (!cute.layout<"(256,8):(8,1)">, !cute.layout<"(256,8):(1,256)">) -> !cute.layout<"(256,8):(8,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_53, %e1_54, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(8,256))">
    %int_tuple_55 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %res = cute.tuple.product_each(%int_tuple_55) : (!cute.int_tuple<"(1,(8,256))">) -> !cute.int_tuple<"(1,2048)">
    %e0_56, %e1_57 = cute.get_leaves(%res) : !cute.int_tuple<"(1,2048)">
    %tile_58 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_59 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"96">
    %e0_60 = cute.get_leaves(%sz_59) : !cute.int_tuple<"96">
    %lay_61 = cute.get_layout(%div) : !memref_gmem_bf16_
    %lay_62 = cute.get_layout(%div_20) : !memref_gmem_bf16_
    %lay_63 = cute.get_layout(%div_31) : !cute_coord_tensor_b6ed2e
    %10 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_64, %e1_65 = cute.get_leaves(%10) : !cute.tile<"[1:0;2048:1]">
    %11 = cute.static : !cute.layout<"(256,8):(8,1)">
    %12 = cute.static : !cute.layout<"1:0">
    %13 = cute.static : !cute.layout<"(1,8):(0,1)">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c128_i32 = arith.constant 128 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %15 = arith.cmpi sgt, %c128_i32, %c232448_i32 : i32
    scf.if %15 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c128_i32) : i32
    }
    %16 = arith.extsi %c128_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %17 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %16, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%17] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_66 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%17] %c0_i32_66 : !cuda.launch_cfg<max_attrs = 3>, i32
    %18 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%17> (%div, %div_20, %div_31, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_, !cute_coord_tensor_b6ed2e, !copy_simt) -> !cuda.result
    %19 = cuda.cast %18 : !cuda.result -> i32
    cuda.return_if_error %19 : i32
    %c0_i32_67 = arith.constant 0 : i32
    return %c0_i32_67 : i32
  }
}
