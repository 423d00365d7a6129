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
        %coord_80 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_80) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_81 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %iter_82 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %coord_83 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_83) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_84 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
        %coord_85 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_86 = cute.slice(%arg2, %coord_85) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_87 = cute.get_iter(%slice_86) : !cute_coord_tensor_8cd4e3
        %tup_88 = cute.deref_arith_tuple_iter(%iter_87) : !cute.arith_tuple_iter<"(?,0)">
        %e0_89, %e1_90 = cute.get_leaves(%tup_88) : !cute.int_tuple<"(?,0)">
        %137 = cute.get_scalars(%e0_89) : !cute.int_tuple<"?">
        %iter_91 = cute.get_iter(%slice_86) : !cute_coord_tensor_8cd4e3
        %tup_92 = cute.deref_arith_tuple_iter(%iter_91) : !cute.arith_tuple_iter<"(?,0)">
        %e0_93, %e1_94 = cute.get_leaves(%tup_92) : !cute.int_tuple<"(?,0)">
        %138 = cute.get_scalars(%e0_93) : !cute.int_tuple<"?">
        %coord_95 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_96 = cute.tiled.copy.partition_S(%arg7, %slice_86, %coord_95) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_97 = cute.get_iter(%src_partitioned_96) : !cute_coord_tensor_a108e0
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute_arith_tuple_iter_66b557
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,?{div=8})">
        %139 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %140 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=8}">
        %sz_101 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_102 = cute.get_leaves(%sz_101) : !cute.int_tuple<"1">
        %sz_103 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_104 = cute.get_leaves(%sz_103) : !cute.int_tuple<"1">
        %sz_105 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
        %e0_106 = cute.get_leaves(%sz_105) : !cute.int_tuple<"4">
        %shape_107 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_108 = cute.make_layout(%shape_107) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_108) : !memref_rmem_i8_
        %iter_109 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_110 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_111 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_112 = cute.slice(%src_partitioned_96, %coord_111) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_113 = cute.get_iter(%slice_112) : !cute_coord_tensor_8bc2ea
        %tup_114 = cute.deref_arith_tuple_iter(%iter_113) : !cute_arith_tuple_iter_66b557
        %e0_115, %e1_116 = cute.get_leaves(%tup_114) : !cute.int_tuple<"(?,?{div=8})">
        %141 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?">
        %142 = cute.get_scalars(%e1_116) : !cute.int_tuple<"?{div=8}">
        %iter_117 = cute.get_iter(%slice_112) : !cute_coord_tensor_8bc2ea
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_66b557
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?{div=8})">
        %143 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %144 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=8}">
        %iter_121 = cute.get_iter(%slice_112) : !cute_coord_tensor_8bc2ea
        %tup_122 = cute.deref_arith_tuple_iter(%iter_121) : !cute_arith_tuple_iter_66b557
        %e0_123, %e1_124 = cute.get_leaves(%tup_122) : !cute.int_tuple<"(?,?{div=8})">
        %145 = cute.get_scalars(%e0_123) : !cute.int_tuple<"?">
        %146 = cute.get_scalars(%e1_124) : !cute.int_tuple<"?{div=8}">
        %coord_125 = cute.make_coord(%e0_123, %e1_124) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_126 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %147 = cute.elem_less(%coord_125, %coord_126) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %148 = arith.extui %147 : i1 to i8
        %coord_127 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_127, %148) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_128 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_129 = cute.slice(%src_partitioned_96, %coord_128) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_130 = cute.get_iter(%slice_129) : !cute_coord_tensor_8bc2ea
        %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute_arith_tuple_iter_66b557
        %e0_132, %e1_133 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(?,?{div=8})">
        %149 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?">
        %150 = cute.get_scalars(%e1_133) : !cute.int_tuple<"?{div=8}">
        %iter_134 = cute.get_iter(%slice_129) : !cute_coord_tensor_8bc2ea
        %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute_arith_tuple_iter_66b557
        %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?,?{div=8})">
        %151 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_137) : !cute.int_tuple<"?{div=8}">
        %iter_138 = cute.get_iter(%slice_129) : !cute_coord_tensor_8bc2ea
        %tup_139 = cute.deref_arith_tuple_iter(%iter_138) : !cute_arith_tuple_iter_66b557
        %e0_140, %e1_141 = cute.get_leaves(%tup_139) : !cute.int_tuple<"(?,?{div=8})">
        %153 = cute.get_scalars(%e0_140) : !cute.int_tuple<"?">
        %154 = cute.get_scalars(%e1_141) : !cute.int_tuple<"?{div=8}">
        %coord_142 = cute.make_coord(%e0_140, %e1_141) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_143 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %155 = cute.elem_less(%coord_142, %coord_143) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %156 = arith.extui %155 : i1 to i8
        %coord_144 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_144, %156) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_145 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_146 = cute.slice(%src_partitioned_96, %coord_145) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_147 = cute.get_iter(%slice_146) : !cute_coord_tensor_8bc2ea
        %tup_148 = cute.deref_arith_tuple_iter(%iter_147) : !cute_arith_tuple_iter_66b557
        %e0_149, %e1_150 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(?,?{div=8})">
        %157 = cute.get_scalars(%e0_149) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_150) : !cute.int_tuple<"?{div=8}">
        %iter_151 = cute.get_iter(%slice_146) : !cute_coord_tensor_8bc2ea
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_66b557
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=8})">
        %159 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %160 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=8}">
        %iter_155 = cute.get_iter(%slice_146) : !cute_coord_tensor_8bc2ea
        %tup_156 = cute.deref_arith_tuple_iter(%iter_155) : !cute_arith_tuple_iter_66b557
        %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute.int_tuple<"(?,?{div=8})">
        %161 = cute.get_scalars(%e0_157) : !cute.int_tuple<"?">
        %162 = cute.get_scalars(%e1_158) : !cute.int_tuple<"?{div=8}">
        %coord_159 = cute.make_coord(%e0_157, %e1_158) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_160 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %163 = cute.elem_less(%coord_159, %coord_160) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %164 = arith.extui %163 : i1 to i8
        %coord_161 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_161, %164) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_162 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_163 = cute.slice(%src_partitioned_96, %coord_162) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_164 = cute.get_iter(%slice_163) : !cute_coord_tensor_8bc2ea
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_66b557
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=8})">
        %165 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %166 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=8}">
        %iter_168 = cute.get_iter(%slice_163) : !cute_coord_tensor_8bc2ea
        %tup_169 = cute.deref_arith_tuple_iter(%iter_168) : !cute_arith_tuple_iter_66b557
        %e0_170, %e1_171 = cute.get_leaves(%tup_169) : !cute.int_tuple<"(?,?{div=8})">
        %167 = cute.get_scalars(%e0_170) : !cute.int_tuple<"?">
        %168 = cute.get_scalars(%e1_171) : !cute.int_tuple<"?{div=8}">
        %iter_172 = cute.get_iter(%slice_163) : !cute_coord_tensor_8bc2ea
        %tup_173 = cute.deref_arith_tuple_iter(%iter_172) : !cute_arith_tuple_iter_66b557
        %e0_174, %e1_175 = cute.get_leaves(%tup_173) : !cute.int_tuple<"(?,?{div=8})">
        %169 = cute.get_scalars(%e0_174) : !cute.int_tuple<"?">
        %170 = cute.get_scalars(%e1_175) : !cute.int_tuple<"?{div=8}">
        %coord_176 = cute.make_coord(%e0_174, %e1_175) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_177 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %171 = cute.elem_less(%coord_176, %coord_177) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %172 = arith.extui %171 : i1 to i8
        %coord_178 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_178, %172) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_179 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %173 = cute.make_layout_like(%lay_179) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_180 = cute.memref.alloca(%173) : !memref_rmem_bf16_
        %iter_181 = cute.get_iter(%rmem_180) : !memref_rmem_bf16_
        %iter_182 = cute.get_iter(%rmem_180) : !memref_rmem_bf16_
        %lay_183 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %sz_184 = cute.size(%rmem_180) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_185 = cute.get_leaves(%sz_184) : !cute.int_tuple<"32">
        %lay_186 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %174 = cute.get_shape(%lay_186) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_187, %e1_188, %e2, %e3 = cute.get_leaves(%174) : !cute.shape<"((8,1),1,4)">
        %int_tuple_189 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_189) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_190 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_191 = arith.constant 0xFF80 : bf16
        %175 = vector.splat %cst_191 : vector<32xbf16>
        %lay_192 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %176 = cute.get_shape(%lay_192) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_193, %e1_194, %e2_195, %e3_196 = cute.get_leaves(%176) : !cute.shape<"((8,1),1,4)">
        %lay_197 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %lay_198 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %177 = cute.get_shape(%lay_198) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_199, %e1_200, %e2_201, %e3_202 = cute.get_leaves(%177) : !cute.shape<"((8,1),1,4)">
        %int_tuple_203 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_204 = cute.size(%int_tuple_203) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_205 = cute.get_leaves(%sz_204) : !cute.int_tuple<"32">
        %int_tuple_206 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_207 = cute.size(%int_tuple_206) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_208 = cute.get_leaves(%sz_207) : !cute.int_tuple<"32">
        cute.memref.store_vec(%175, %rmem_180) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_209 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %178 = cute.get_shape(%lay_209) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_210, %e1_211, %e2_212, %e3_213 = cute.get_leaves(%178) : !cute.shape<"((8,1),1,4)">
        %lay_214 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %179 = cute.get_shape(%lay_214) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_215, %e1_216, %e2_217, %e3_218 = cute.get_leaves(%179) : !cute.shape<"((8,1),1,4)">
        %lay_219 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %shape_220 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_221 = cute.make_layout(%shape_220) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_219, %lay_221) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_222 = cute.make_view(%iter_84, %append) : !memref_gmem_bf16_2
        %iter_223 = cute.get_iter(%view_222) : !memref_gmem_bf16_2
        %lay_224 = cute.get_layout(%view_222) : !memref_gmem_bf16_2
        %180 = cute.get_shape(%lay_224) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_225, %e1_226, %e2_227, %e3_228 = cute.get_leaves(%180) : !cute.shape<"((8,1),1,4)">
        %lay_229 = cute.get_layout(%view_222) : !memref_gmem_bf16_2
        %181 = cute.get_shape(%lay_229) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_230, %e1_231, %e2_232, %e3_233 = cute.get_leaves(%181) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_222) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_234 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %iter_235 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %lay_236 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %shape_237 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_238 = cute.make_layout(%shape_237) : !cute.layout<"1:0">
        %append_239 = cute.append_to_rank<2> (%lay_236, %lay_238) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_240 = cute.make_view(%iter_182, %append_239) : !memref_rmem_bf16_
        %iter_241 = cute.get_iter(%view_240) : !memref_rmem_bf16_
        %lay_242 = cute.get_layout(%view_240) : !memref_rmem_bf16_
        %182 = cute.get_shape(%lay_242) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_243, %e1_244, %e2_245, %e3_246 = cute.get_leaves(%182) : !cute.shape<"((8,1),1,4)">
        %lay_247 = cute.get_layout(%view_240) : !memref_rmem_bf16_
        %183 = cute.get_shape(%lay_247) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_248, %e1_249, %e2_250, %e3_251 = cute.get_leaves(%183) : !cute.shape<"((8,1),1,4)">
        %grouped_252 = cute.group_modes(%view_240) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_253 = cute.get_iter(%grouped_252) : !memref_rmem_bf16_1
        %iter_254 = cute.get_iter(%grouped_252) : !memref_rmem_bf16_1
        %lay_255 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_256 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_257 = cute.make_layout(%shape_256) : !cute.layout<"1:0">
        %append_258 = cute.append_to_rank<2> (%lay_255, %lay_257) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_259 = cute.make_view(%iter_110, %append_258) : !memref_rmem_i8_
        %iter_260 = cute.get_iter(%view_259) : !memref_rmem_i8_
        %lay_261 = cute.get_layout(%view_259) : !memref_rmem_i8_
        %184 = cute.get_shape(%lay_261) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_262, %e1_263, %e2_264 = cute.get_leaves(%184) : !cute.shape<"(1,1,4)">
        %lay_265 = cute.get_layout(%view_259) : !memref_rmem_i8_
        %185 = cute.get_shape(%lay_265) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_266, %e1_267, %e2_268 = cute.get_leaves(%185) : !cute.shape<"(1,1,4)">
        %grouped_269 = cute.group_modes(%view_259) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_270 = cute.get_iter(%grouped_269) : !memref_rmem_i8_1
        %iter_271 = cute.get_iter(%grouped_269) : !memref_rmem_i8_1
        %lay_272 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %186 = cute.get_shape(%lay_272) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_273, %e1_274, %e2_275, %e3_276 = cute.get_leaves(%186) : !cute.shape<"((8,1),(1,4))">
        %lay_277 = cute.get_layout(%grouped_252) : !memref_rmem_bf16_1
        %187 = cute.get_shape(%lay_277) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_278, %e1_279, %e2_280, %e3_281 = cute.get_leaves(%187) : !cute.shape<"((8,1),(1,4))">
        %sz_282 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_283 = cute.get_leaves(%sz_282) : !cute.int_tuple<"4">
        %sz_284 = cute.size(%grouped_252) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_285 = cute.get_leaves(%sz_284) : !cute.int_tuple<"4">
        %lay_286 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %188 = cute.get_shape(%lay_286) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%188) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg3, %grouped, %grouped_252, %grouped_269) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_291 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %189 = cute.get_shape(%lay_291) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_292, %e1_293, %e2_294, %e3_295 = cute.get_leaves(%189) : !cute.shape<"((8,1),1,4)">
        %lay_296 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %190 = cute.memref.load_vec(%rmem_180) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_297 = cute.get_layout(%rmem_180) : !memref_rmem_bf16_
        %191 = cute.get_shape(%lay_297) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_298, %e1_299, %e2_300, %e3_301 = cute.get_leaves(%191) : !cute.shape<"((8,1),1,4)">
        %192 = arith.extf %190 : vector<32xbf16> to vector<32xf32>
        %cst_302 = arith.constant 1.44269502 : f32
        %193 = vector.broadcast %cst_302 : f32 to vector<32xf32>
        %194 = arith.mulf %192, %193 : vector<32xf32>
        %cst_303 = arith.constant -3.40282347E+38 : f32
        %195 = vector.reduction <maximumf>, %194, %cst_303 : vector<32xf32> into f32
        %196 = arith.maximumf %arg6, %195 : f32
        %197 = vector.broadcast %196 : f32 to vector<32xf32>
        %198 = arith.subf %194, %197 : vector<32xf32>
        %199 = math.exp2 %198 : vector<32xf32>
        %cst_304 = arith.constant 0.000000e+00 : f32
        %200 = vector.reduction <add>, %199, %cst_304 : vector<32xf32> into f32
        %201 = arith.subf %arg6, %196 : f32
        %202 = math.exp2 %201 : f32
        %203 = arith.mulf %arg5, %202 : f32
        %204 = arith.addf %203, %200 : f32
        scf.yield %204, %196, %arg7 : f32, f32, !copy_simt
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
      %13 = math.exp2 %12 : f32
      %14 = arith.mulf %8#0, %13 : f32
      %15 = arith.subf %9, %11 : f32
      %16 = math.exp2 %15 : f32
      %17 = arith.mulf %10, %16 : f32
      %18 = arith.addf %14, %17 : f32
      %c-1_i32_15 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_16 = arith.constant 31 : i32
      %19 = nvvm.shfl.sync  bfly %c-1_i32_15, %11, %c8_i32, %c31_i32_16 : f32 -> f32
      %c-1_i32_17 = arith.constant -1 : i32
      %c8_i32_18 = arith.constant 8 : i32
      %c31_i32_19 = arith.constant 31 : i32
      %20 = nvvm.shfl.sync  bfly %c-1_i32_17, %18, %c8_i32_18, %c31_i32_19 : f32 -> f32
      %21 = arith.maximumf %11, %19 : f32
      %22 = arith.subf %11, %21 : f32
      %23 = math.exp2 %22 : f32
      %24 = arith.mulf %18, %23 : f32
      %25 = arith.subf %19, %21 : f32
      %26 = math.exp2 %25 : f32
      %27 = arith.mulf %20, %26 : f32
      %28 = arith.addf %24, %27 : f32
      %c-1_i32_20 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_21 = arith.constant 31 : i32
      %29 = nvvm.shfl.sync  bfly %c-1_i32_20, %21, %c4_i32, %c31_i32_21 : f32 -> f32
      %c-1_i32_22 = arith.constant -1 : i32
      %c4_i32_23 = arith.constant 4 : i32
      %c31_i32_24 = arith.constant 31 : i32
      %30 = nvvm.shfl.sync  bfly %c-1_i32_22, %28, %c4_i32_23, %c31_i32_24 : f32 -> f32
      %31 = arith.maximumf %21, %29 : f32
      %32 = arith.subf %21, %31 : f32
      %33 = math.exp2 %32 : f32
      %34 = arith.mulf %28, %33 : f32
      %35 = arith.subf %29, %31 : f32
      %36 = math.exp2 %35 : f32
      %37 = arith.mulf %30, %36 : f32
      %38 = arith.addf %34, %37 : f32
      %c-1_i32_25 = arith.constant -1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_26 = arith.constant 31 : i32
      %39 = nvvm.shfl.sync  bfly %c-1_i32_25, %31, %c2_i32, %c31_i32_26 : f32 -> f32
      %c-1_i32_27 = arith.constant -1 : i32
      %c2_i32_28 = arith.constant 2 : i32
      %c31_i32_29 = arith.constant 31 : i32
      %40 = nvvm.shfl.sync  bfly %c-1_i32_27, %38, %c2_i32_28, %c31_i32_29 : f32 -> f32
      %41 = arith.maximumf %31, %39 : f32
      %42 = arith.subf %31, %41 : f32
      %43 = math.exp2 %42 : f32
      %44 = arith.mulf %38, %43 : f32
      %45 = arith.subf %39, %41 : f32
      %46 = math.exp2 %45 : f32
      %47 = arith.mulf %40, %46 : f32
      %48 = arith.addf %44, %47 : f32
      %c-1_i32_30 = arith.constant -1 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %c31_i32_32 = arith.constant 31 : i32
      %49 = nvvm.shfl.sync  bfly %c-1_i32_30, %41, %c1_i32_31, %c31_i32_32 : f32 -> f32
      %c-1_i32_33 = arith.constant -1 : i32
      %c1_i32_34 = arith.constant 1 : i32
      %c31_i32_35 = arith.constant 31 : i32
      %50 = nvvm.shfl.sync  bfly %c-1_i32_33, %48, %c1_i32_34, %c31_i32_35 : f32 -> f32
      %51 = arith.maximumf %41, %49 : f32
      %52 = arith.subf %41, %51 : f32
      %53 = math.exp2 %52 : f32
      %54 = arith.mulf %48, %53 : f32
      %55 = arith.subf %49, %51 : f32
      %56 = math.exp2 %55 : f32
      %57 = arith.mulf %50, %56 : f32
      %58 = arith.addf %54, %57 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_36 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_36) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_37 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_36) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_38 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %59 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      cf.assert %59, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 32 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_39 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_39, %lay_36) : !memref_smem_f32_
      %iter_40 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_41 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_42 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_43 = cute.make_layout(%shape_42) : !cute.layout<"8:1">
      %coord_44 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_45 = cute.crd2idx(%coord_44, %lay_43) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_46 = cute.get_leaves(%idx_45) : !cute.int_tuple<"0">
      %cosz_47 = cute.cosize(%lay_43) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_48 = cute.get_leaves(%cosz_47) : !cute.int_tuple<"8">
      %int_tuple_49 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_50 = cute.add_offset(%ptr, %int_tuple_49) : (!cute.ptr<i8, smem, align<32>>, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size_51 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c64_i32 = arith.constant 64 : i32
      %60 = arith.cmpi sge, %smem_size_51, %c64_i32 : i32
      cf.assert %60, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 64 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_52 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_53 = cute.make_view(%iter_52, %lay_43) : !memref_smem_f32_1
      %iter_54 = cute.get_iter(%view_53) : !memref_smem_f32_1
      %iter_55 = cute.get_iter(%view_53) : !memref_smem_f32_1
      %c0_i32_56 = arith.constant 0 : i32
      %61 = arith.cmpi eq, %6, %c0_i32_56 : i32
      %62:2 = scf.if %61 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_80 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_81 = cute.get_iter(%view_53) : !memref_smem_f32_1
        %coord_82 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_82, %51) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_83 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_53, %coord_83, %58) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_53 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_80 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_81 = cute.get_iter(%view_53) : !memref_smem_f32_1
        scf.yield %view, %view_53 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_57 = cute.get_iter(%62#0) : !memref_smem_f32_
      %iter_58 = cute.get_iter(%62#1) : !memref_smem_f32_1
      %iter_59 = cute.get_iter(%62#0) : !memref_smem_f32_
      %iter_60 = cute.get_iter(%62#0) : !memref_smem_f32_
      %iter_61 = cute.get_iter(%62#1) : !memref_smem_f32_1
      %iter_62 = cute.get_iter(%62#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_63 = cute.make_coord() : () -> !cute.coord<"0">
      %63 = cute.memref.load(%62#0, %coord_63) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_64 = cute.make_coord() : () -> !cute.coord<"0">
      %64 = cute.memref.load(%62#1, %coord_64) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_65 = cute.make_coord() : () -> !cute.coord<"1">
      %65 = cute.memref.load(%62#0, %coord_65) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_66 = cute.make_coord() : () -> !cute.coord<"1">
      %66 = cute.memref.load(%62#1, %coord_66) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %67 = arith.maximumf %63, %65 : f32
      %68 = arith.subf %63, %67 : f32
      %69 = math.exp2 %68 : f32
      %70 = arith.mulf %64, %69 : f32
      %71 = arith.subf %65, %67 : f32
      %72 = math.exp2 %71 : f32
      %73 = arith.mulf %66, %72 : f32
      %74 = arith.addf %70, %73 : f32
      %coord_67 = cute.make_coord() : () -> !cute.coord<"2">
      %75 = cute.memref.load(%62#0, %coord_67) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"2">
      %76 = cute.memref.load(%62#1, %coord_68) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %77 = arith.maximumf %67, %75 : f32
      %78 = arith.subf %67, %77 : f32
      %79 = math.exp2 %78 : f32
      %80 = arith.mulf %74, %79 : f32
      %81 = arith.subf %75, %77 : f32
      %82 = math.exp2 %81 : f32
      %83 = arith.mulf %76, %82 : f32
      %84 = arith.addf %80, %83 : f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"3">
      %85 = cute.memref.load(%62#0, %coord_69) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_70 = cute.make_coord() : () -> !cute.coord<"3">
      %86 = cute.memref.load(%62#1, %coord_70) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %87 = arith.maximumf %77, %85 : f32
      %88 = arith.subf %77, %87 : f32
      %89 = math.exp2 %88 : f32
      %90 = arith.mulf %84, %89 : f32
      %91 = arith.subf %85, %87 : f32
      %92 = math.exp2 %91 : f32
      %93 = arith.mulf %86, %92 : f32
      %94 = arith.addf %90, %93 : f32
      %coord_71 = cute.make_coord() : () -> !cute.coord<"4">
      %95 = cute.memref.load(%62#0, %coord_71) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %coord_72 = cute.make_coord() : () -> !cute.coord<"4">
      %96 = cute.memref.load(%62#1, %coord_72) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %97 = arith.maximumf %87, %95 : f32
      %98 = arith.subf %87, %97 : f32
      %99 = math.exp2 %98 : f32
      %100 = arith.mulf %94, %99 : f32
      %101 = arith.subf %95, %97 : f32
      %102 = math.exp2 %101 : f32
      %103 = arith.mulf %96, %102 : f32
      %104 = arith.addf %100, %103 : f32
      %coord_73 = cute.make_coord() : () -> !cute.coord<"5">
      %105 = cute.memref.load(%62#0, %coord_73) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"5">
      %106 = cute.memref.load(%62#1, %coord_74) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %107 = arith.maximumf %97, %105 : f32
      %108 = arith.subf %97, %107 : f32
      %109 = math.exp2 %108 : f32
      %110 = arith.mulf %104, %109 : f32
      %111 = arith.subf %105, %107 : f32
      %112 = math.exp2 %111 : f32
      %113 = arith.mulf %106, %112 : f32
      %114 = arith.addf %110, %113 : f32
      %coord_75 = cute.make_coord() : () -> !cute.coord<"6">
      %115 = cute.memref.load(%62#0, %coord_75) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %coord_76 = cute.make_coord() : () -> !cute.coord<"6">
      %116 = cute.memref.load(%62#1, %coord_76) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %117 = arith.maximumf %107, %115 : f32
      %118 = arith.subf %107, %117 : f32
      %119 = math.exp2 %118 : f32
      %120 = arith.mulf %114, %119 : f32
      %121 = arith.subf %115, %117 : f32
      %122 = math.exp2 %121 : f32
      %123 = arith.mulf %116, %122 : f32
      %124 = arith.addf %120, %123 : f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"7">
      %125 = cute.memref.load(%62#0, %coord_77) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"7">
      %126 = cute.memref.load(%62#1, %coord_78) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %127 = arith.maximumf %117, %125 : f32
      %128 = arith.subf %117, %127 : f32
      %129 = math.exp2 %128 : f32
      %130 = arith.mulf %124, %129 : f32
      %131 = arith.subf %125, %127 : f32
      %132 = math.exp2 %131 : f32
      %133 = arith.mulf %126, %132 : f32
      %134 = arith.addf %130, %133 : f32
      %cst_79 = arith.constant 1.000000e+00 : f32
      %135 = arith.divf %cst_79, %134 : f32
      %136 = scf.for %arg4 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg5 = %8#2) -> (!copy_simt)  : i32 {
        %coord_80 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_80) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_81 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %iter_82 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %coord_83 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_83) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_84 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
        %coord_85 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_86 = cute.slice(%arg1, %coord_85) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_87 = cute.get_iter(%slice_86) : !memref_gmem_bf16_1
        %iter_88 = cute.get_iter(%slice_86) : !memref_gmem_bf16_1
        %coord_89 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %slice_86, %coord_89) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_90 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_2
        %coord_91 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_92 = cute.slice(%arg2, %coord_91) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_93 = cute.get_iter(%slice_92) : !cute_coord_tensor_8cd4e3
        %tup_94 = cute.deref_arith_tuple_iter(%iter_93) : !cute.arith_tuple_iter<"(?,0)">
        %e0_95, %e1_96 = cute.get_leaves(%tup_94) : !cute.int_tuple<"(?,0)">
        %137 = cute.get_scalars(%e0_95) : !cute.int_tuple<"?">
        %iter_97 = cute.get_iter(%slice_92) : !cute_coord_tensor_8cd4e3
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute.arith_tuple_iter<"(?,0)">
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,0)">
        %138 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %coord_101 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_102 = cute.tiled.copy.partition_S(%arg5, %slice_92, %coord_101) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_103 = cute.get_iter(%src_partitioned_102) : !cute_coord_tensor_a108e0
        %tup_104 = cute.deref_arith_tuple_iter(%iter_103) : !cute_arith_tuple_iter_66b557
        %e0_105, %e1_106 = cute.get_leaves(%tup_104) : !cute.int_tuple<"(?,?{div=8})">
        %139 = cute.get_scalars(%e0_105) : !cute.int_tuple<"?">
        %140 = cute.get_scalars(%e1_106) : !cute.int_tuple<"?{div=8}">
        %sz_107 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_108 = cute.get_leaves(%sz_107) : !cute.int_tuple<"1">
        %sz_109 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_110 = cute.get_leaves(%sz_109) : !cute.int_tuple<"1">
        %sz_111 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
        %e0_112 = cute.get_leaves(%sz_111) : !cute.int_tuple<"4">
        %shape_113 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_114 = cute.make_layout(%shape_113) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_114) : !memref_rmem_i8_
        %iter_115 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_116 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_117 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_118 = cute.slice(%src_partitioned_102, %coord_117) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_119 = cute.get_iter(%slice_118) : !cute_coord_tensor_8bc2ea
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute_arith_tuple_iter_66b557
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,?{div=8})">
        %141 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %142 = cute.get_scalars(%e1_122) : !cute.int_tuple<"?{div=8}">
        %iter_123 = cute.get_iter(%slice_118) : !cute_coord_tensor_8bc2ea
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute_arith_tuple_iter_66b557
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?{div=8})">
        %143 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %144 = cute.get_scalars(%e1_126) : !cute.int_tuple<"?{div=8}">
        %iter_127 = cute.get_iter(%slice_118) : !cute_coord_tensor_8bc2ea
        %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_66b557
        %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(?,?{div=8})">
        %145 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?">
        %146 = cute.get_scalars(%e1_130) : !cute.int_tuple<"?{div=8}">
        %coord_131 = cute.make_coord(%e0_129, %e1_130) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_132 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %147 = cute.elem_less(%coord_131, %coord_132) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %148 = arith.extui %147 : i1 to i8
        %coord_133 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_133, %148) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_134 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_135 = cute.slice(%src_partitioned_102, %coord_134) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_136 = cute.get_iter(%slice_135) : !cute_coord_tensor_8bc2ea
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_66b557
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=8})">
        %149 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %150 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=8}">
        %iter_140 = cute.get_iter(%slice_135) : !cute_coord_tensor_8bc2ea
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_66b557
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=8})">
        %151 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=8}">
        %iter_144 = cute.get_iter(%slice_135) : !cute_coord_tensor_8bc2ea
        %tup_145 = cute.deref_arith_tuple_iter(%iter_144) : !cute_arith_tuple_iter_66b557
        %e0_146, %e1_147 = cute.get_leaves(%tup_145) : !cute.int_tuple<"(?,?{div=8})">
        %153 = cute.get_scalars(%e0_146) : !cute.int_tuple<"?">
        %154 = cute.get_scalars(%e1_147) : !cute.int_tuple<"?{div=8}">
        %coord_148 = cute.make_coord(%e0_146, %e1_147) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_149 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %155 = cute.elem_less(%coord_148, %coord_149) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %156 = arith.extui %155 : i1 to i8
        %coord_150 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_150, %156) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_151 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_152 = cute.slice(%src_partitioned_102, %coord_151) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_153 = cute.get_iter(%slice_152) : !cute_coord_tensor_8bc2ea
        %tup_154 = cute.deref_arith_tuple_iter(%iter_153) : !cute_arith_tuple_iter_66b557
        %e0_155, %e1_156 = cute.get_leaves(%tup_154) : !cute.int_tuple<"(?,?{div=8})">
        %157 = cute.get_scalars(%e0_155) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_156) : !cute.int_tuple<"?{div=8}">
        %iter_157 = cute.get_iter(%slice_152) : !cute_coord_tensor_8bc2ea
        %tup_158 = cute.deref_arith_tuple_iter(%iter_157) : !cute_arith_tuple_iter_66b557
        %e0_159, %e1_160 = cute.get_leaves(%tup_158) : !cute.int_tuple<"(?,?{div=8})">
        %159 = cute.get_scalars(%e0_159) : !cute.int_tuple<"?">
        %160 = cute.get_scalars(%e1_160) : !cute.int_tuple<"?{div=8}">
        %iter_161 = cute.get_iter(%slice_152) : !cute_coord_tensor_8bc2ea
        %tup_162 = cute.deref_arith_tuple_iter(%iter_161) : !cute_arith_tuple_iter_66b557
        %e0_163, %e1_164 = cute.get_leaves(%tup_162) : !cute.int_tuple<"(?,?{div=8})">
        %161 = cute.get_scalars(%e0_163) : !cute.int_tuple<"?">
        %162 = cute.get_scalars(%e1_164) : !cute.int_tuple<"?{div=8}">
        %coord_165 = cute.make_coord(%e0_163, %e1_164) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_166 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %163 = cute.elem_less(%coord_165, %coord_166) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %164 = arith.extui %163 : i1 to i8
        %coord_167 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_167, %164) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_168 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_169 = cute.slice(%src_partitioned_102, %coord_168) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_170 = cute.get_iter(%slice_169) : !cute_coord_tensor_8bc2ea
        %tup_171 = cute.deref_arith_tuple_iter(%iter_170) : !cute_arith_tuple_iter_66b557
        %e0_172, %e1_173 = cute.get_leaves(%tup_171) : !cute.int_tuple<"(?,?{div=8})">
        %165 = cute.get_scalars(%e0_172) : !cute.int_tuple<"?">
        %166 = cute.get_scalars(%e1_173) : !cute.int_tuple<"?{div=8}">
        %iter_174 = cute.get_iter(%slice_169) : !cute_coord_tensor_8bc2ea
        %tup_175 = cute.deref_arith_tuple_iter(%iter_174) : !cute_arith_tuple_iter_66b557
        %e0_176, %e1_177 = cute.get_leaves(%tup_175) : !cute.int_tuple<"(?,?{div=8})">
        %167 = cute.get_scalars(%e0_176) : !cute.int_tuple<"?">
        %168 = cute.get_scalars(%e1_177) : !cute.int_tuple<"?{div=8}">
        %iter_178 = cute.get_iter(%slice_169) : !cute_coord_tensor_8bc2ea
        %tup_179 = cute.deref_arith_tuple_iter(%iter_178) : !cute_arith_tuple_iter_66b557
        %e0_180, %e1_181 = cute.get_leaves(%tup_179) : !cute.int_tuple<"(?,?{div=8})">
        %169 = cute.get_scalars(%e0_180) : !cute.int_tuple<"?">
        %170 = cute.get_scalars(%e1_181) : !cute.int_tuple<"?{div=8}">
        %coord_182 = cute.make_coord(%e0_180, %e1_181) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_183 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %171 = cute.elem_less(%coord_182, %coord_183) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %172 = arith.extui %171 : i1 to i8
        %coord_184 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_184, %172) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_185 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %173 = cute.make_layout_like(%lay_185) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_186 = cute.memref.alloca(%173) : !memref_rmem_bf16_
        %iter_187 = cute.get_iter(%rmem_186) : !memref_rmem_bf16_
        %iter_188 = cute.get_iter(%rmem_186) : !memref_rmem_bf16_
        %lay_189 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %sz_190 = cute.size(%rmem_186) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_191 = cute.get_leaves(%sz_190) : !cute.int_tuple<"32">
        %lay_192 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %174 = cute.get_shape(%lay_192) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_193, %e1_194, %e2, %e3 = cute.get_leaves(%174) : !cute.shape<"((8,1),1,4)">
        %int_tuple_195 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_195) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_196 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_197 = arith.constant 0.000000e+00 : bf16
        %175 = vector.splat %cst_197 : vector<32xbf16>
        %lay_198 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %176 = cute.get_shape(%lay_198) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_199, %e1_200, %e2_201, %e3_202 = cute.get_leaves(%176) : !cute.shape<"((8,1),1,4)">
        %lay_203 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %lay_204 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %177 = cute.get_shape(%lay_204) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_205, %e1_206, %e2_207, %e3_208 = cute.get_leaves(%177) : !cute.shape<"((8,1),1,4)">
        %int_tuple_209 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_210 = cute.size(%int_tuple_209) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_211 = cute.get_leaves(%sz_210) : !cute.int_tuple<"32">
        %int_tuple_212 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_213 = cute.size(%int_tuple_212) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_214 = cute.get_leaves(%sz_213) : !cute.int_tuple<"32">
        cute.memref.store_vec(%175, %rmem_186) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_215 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %178 = cute.get_shape(%lay_215) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_216, %e1_217, %e2_218, %e3_219 = cute.get_leaves(%178) : !cute.shape<"((8,1),1,4)">
        %lay_220 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %179 = cute.get_shape(%lay_220) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_221, %e1_222, %e2_223, %e3_224 = cute.get_leaves(%179) : !cute.shape<"((8,1),1,4)">
        %lay_225 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %shape_226 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_227 = cute.make_layout(%shape_226) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_225, %lay_227) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_228 = cute.make_view(%iter_84, %append) : !memref_gmem_bf16_2
        %iter_229 = cute.get_iter(%view_228) : !memref_gmem_bf16_2
        %lay_230 = cute.get_layout(%view_228) : !memref_gmem_bf16_2
        %180 = cute.get_shape(%lay_230) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_231, %e1_232, %e2_233, %e3_234 = cute.get_leaves(%180) : !cute.shape<"((8,1),1,4)">
        %lay_235 = cute.get_layout(%view_228) : !memref_gmem_bf16_2
        %181 = cute.get_shape(%lay_235) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_236, %e1_237, %e2_238, %e3_239 = cute.get_leaves(%181) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_228) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_240 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %iter_241 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %lay_242 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %shape_243 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_244 = cute.make_layout(%shape_243) : !cute.layout<"1:0">
        %append_245 = cute.append_to_rank<2> (%lay_242, %lay_244) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_246 = cute.make_view(%iter_188, %append_245) : !memref_rmem_bf16_
        %iter_247 = cute.get_iter(%view_246) : !memref_rmem_bf16_
        %lay_248 = cute.get_layout(%view_246) : !memref_rmem_bf16_
        %182 = cute.get_shape(%lay_248) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%182) : !cute.shape<"((8,1),1,4)">
        %lay_253 = cute.get_layout(%view_246) : !memref_rmem_bf16_
        %183 = cute.get_shape(%lay_253) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_254, %e1_255, %e2_256, %e3_257 = cute.get_leaves(%183) : !cute.shape<"((8,1),1,4)">
        %grouped_258 = cute.group_modes(%view_246) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_259 = cute.get_iter(%grouped_258) : !memref_rmem_bf16_1
        %iter_260 = cute.get_iter(%grouped_258) : !memref_rmem_bf16_1
        %lay_261 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_262 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_263 = cute.make_layout(%shape_262) : !cute.layout<"1:0">
        %append_264 = cute.append_to_rank<2> (%lay_261, %lay_263) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_265 = cute.make_view(%iter_116, %append_264) : !memref_rmem_i8_
        %iter_266 = cute.get_iter(%view_265) : !memref_rmem_i8_
        %lay_267 = cute.get_layout(%view_265) : !memref_rmem_i8_
        %184 = cute.get_shape(%lay_267) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_268, %e1_269, %e2_270 = cute.get_leaves(%184) : !cute.shape<"(1,1,4)">
        %lay_271 = cute.get_layout(%view_265) : !memref_rmem_i8_
        %185 = cute.get_shape(%lay_271) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_272, %e1_273, %e2_274 = cute.get_leaves(%185) : !cute.shape<"(1,1,4)">
        %grouped_275 = cute.group_modes(%view_265) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_276 = cute.get_iter(%grouped_275) : !memref_rmem_i8_1
        %iter_277 = cute.get_iter(%grouped_275) : !memref_rmem_i8_1
        %lay_278 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %186 = cute.get_shape(%lay_278) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_279, %e1_280, %e2_281, %e3_282 = cute.get_leaves(%186) : !cute.shape<"((8,1),(1,4))">
        %lay_283 = cute.get_layout(%grouped_258) : !memref_rmem_bf16_1
        %187 = cute.get_shape(%lay_283) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_284, %e1_285, %e2_286, %e3_287 = cute.get_leaves(%187) : !cute.shape<"((8,1),(1,4))">
        %sz_288 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_289 = cute.get_leaves(%sz_288) : !cute.int_tuple<"4">
        %sz_290 = cute.size(%grouped_258) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_291 = cute.get_leaves(%sz_290) : !cute.int_tuple<"4">
        %lay_292 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %188 = cute.get_shape(%lay_292) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_293, %e1_294, %e2_295, %e3_296 = cute.get_leaves(%188) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg3, %grouped, %grouped_258, %grouped_275) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_297 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %189 = cute.get_shape(%lay_297) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_298, %e1_299, %e2_300, %e3_301 = cute.get_leaves(%189) : !cute.shape<"((8,1),1,4)">
        %lay_302 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %190 = cute.memref.load_vec(%rmem_186) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_303 = cute.get_layout(%rmem_186) : !memref_rmem_bf16_
        %191 = cute.get_shape(%lay_303) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_304, %e1_305, %e2_306, %e3_307 = cute.get_leaves(%191) : !cute.shape<"((8,1),1,4)">
        %192 = arith.extf %190 : vector<32xbf16> to vector<32xf32>
        %cst_308 = arith.constant 1.44269502 : f32
        %193 = vector.broadcast %cst_308 : f32 to vector<32xf32>
        %194 = arith.mulf %192, %193 : vector<32xf32>
        %195 = vector.broadcast %127 : f32 to vector<32xf32>
        %196 = arith.subf %194, %195 : vector<32xf32>
        %197 = math.exp2 %196 : vector<32xf32>
        %198 = vector.broadcast %135 : f32 to vector<32xf32>
        %199 = arith.mulf %197, %198 : vector<32xf32>
        %lay_309 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
        %200 = cute.make_layout_like(%lay_309) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_310 = cute.memref.alloca(%200) : !memref_rmem_bf16_
        %iter_311 = cute.get_iter(%rmem_310) : !memref_rmem_bf16_
        %iter_312 = cute.get_iter(%rmem_310) : !memref_rmem_bf16_
        %201 = arith.truncf %199 : vector<32xf32> to vector<32xbf16>
        %lay_313 = cute.get_layout(%rmem_310) : !memref_rmem_bf16_
        %202 = cute.get_shape(%lay_313) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_314, %e1_315, %e2_316, %e3_317 = cute.get_leaves(%202) : !cute.shape<"((8,1),1,4)">
        %lay_318 = cute.get_layout(%rmem_310) : !memref_rmem_bf16_
        %lay_319 = cute.get_layout(%rmem_310) : !memref_rmem_bf16_
        %203 = cute.get_shape(%lay_319) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_320, %e1_321, %e2_322, %e3_323 = cute.get_leaves(%203) : !cute.shape<"((8,1),1,4)">
        %int_tuple_324 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_325 = cute.size(%int_tuple_324) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_326 = cute.get_leaves(%sz_325) : !cute.int_tuple<"32">
        %int_tuple_327 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_328 = cute.size(%int_tuple_327) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_329 = cute.get_leaves(%sz_328) : !cute.int_tuple<"32">
        cute.memref.store_vec(%201, %rmem_310) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_330 = cute.get_layout(%rmem_310) : !memref_rmem_bf16_
        %204 = cute.get_shape(%lay_330) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_331, %e1_332, %e2_333, %e3_334 = cute.get_leaves(%204) : !cute.shape<"((8,1),1,4)">
        %lay_335 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
        %205 = cute.get_shape(%lay_335) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_336, %e1_337, %e2_338, %e3_339 = cute.get_leaves(%205) : !cute.shape<"((8,1),1,4)">
        %lay_340 = cute.get_layout(%rmem_310) : !memref_rmem_bf16_
        %shape_341 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_342 = cute.make_layout(%shape_341) : !cute.layout<"1:0">
        %append_343 = cute.append_to_rank<2> (%lay_340, %lay_342) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_344 = cute.make_view(%iter_312, %append_343) : !memref_rmem_bf16_
        %iter_345 = cute.get_iter(%view_344) : !memref_rmem_bf16_
        %lay_346 = cute.get_layout(%view_344) : !memref_rmem_bf16_
        %206 = cute.get_shape(%lay_346) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_347, %e1_348, %e2_349, %e3_350 = cute.get_leaves(%206) : !cute.shape<"((8,1),1,4)">
        %lay_351 = cute.get_layout(%view_344) : !memref_rmem_bf16_
        %207 = cute.get_shape(%lay_351) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_352, %e1_353, %e2_354, %e3_355 = cute.get_leaves(%207) : !cute.shape<"((8,1),1,4)">
        %grouped_356 = cute.group_modes(%view_344) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_357 = cute.get_iter(%grouped_356) : !memref_rmem_bf16_1
        %iter_358 = cute.get_iter(%grouped_356) : !memref_rmem_bf16_1
        %lay_359 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
        %shape_360 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_361 = cute.make_layout(%shape_360) : !cute.layout<"1:0">
        %append_362 = cute.append_to_rank<2> (%lay_359, %lay_361) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_363 = cute.make_view(%iter_90, %append_362) : !memref_gmem_bf16_2
        %iter_364 = cute.get_iter(%view_363) : !memref_gmem_bf16_2
        %lay_365 = cute.get_layout(%view_363) : !memref_gmem_bf16_2
        %208 = cute.get_shape(%lay_365) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_366, %e1_367, %e2_368, %e3_369 = cute.get_leaves(%208) : !cute.shape<"((8,1),1,4)">
        %lay_370 = cute.get_layout(%view_363) : !memref_gmem_bf16_2
        %209 = cute.get_shape(%lay_370) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_371, %e1_372, %e2_373, %e3_374 = cute.get_leaves(%209) : !cute.shape<"((8,1),1,4)">
        %grouped_375 = cute.group_modes(%view_363) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_376 = cute.get_iter(%grouped_375) : !memref_gmem_bf16_3
        %iter_377 = cute.get_iter(%grouped_375) : !memref_gmem_bf16_3
        %lay_378 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_379 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_380 = cute.make_layout(%shape_379) : !cute.layout<"1:0">
        %append_381 = cute.append_to_rank<2> (%lay_378, %lay_380) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_382 = cute.make_view(%iter_116, %append_381) : !memref_rmem_i8_
        %iter_383 = cute.get_iter(%view_382) : !memref_rmem_i8_
        %lay_384 = cute.get_layout(%view_382) : !memref_rmem_i8_
        %210 = cute.get_shape(%lay_384) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_385, %e1_386, %e2_387 = cute.get_leaves(%210) : !cute.shape<"(1,1,4)">
        %lay_388 = cute.get_layout(%view_382) : !memref_rmem_i8_
        %211 = cute.get_shape(%lay_388) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_389, %e1_390, %e2_391 = cute.get_leaves(%211) : !cute.shape<"(1,1,4)">
        %grouped_392 = cute.group_modes(%view_382) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_393 = cute.get_iter(%grouped_392) : !memref_rmem_i8_1
        %iter_394 = cute.get_iter(%grouped_392) : !memref_rmem_i8_1
        %lay_395 = cute.get_layout(%grouped_356) : !memref_rmem_bf16_1
        %212 = cute.get_shape(%lay_395) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_396, %e1_397, %e2_398, %e3_399 = cute.get_leaves(%212) : !cute.shape<"((8,1),(1,4))">
        %lay_400 = cute.get_layout(%grouped_375) : !memref_gmem_bf16_3
        %213 = cute.get_shape(%lay_400) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_401, %e1_402, %e2_403, %e3_404 = cute.get_leaves(%213) : !cute.shape<"((8,1),(1,4))">
        %sz_405 = cute.size(%grouped_356) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_406 = cute.get_leaves(%sz_405) : !cute.int_tuple<"4">
        %sz_407 = cute.size(%grouped_375) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_408 = cute.get_leaves(%sz_407) : !cute.int_tuple<"4">
        %lay_409 = cute.get_layout(%grouped_356) : !memref_rmem_bf16_1
        %214 = cute.get_shape(%lay_409) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_410, %e1_411, %e2_412, %e3_413 = cute.get_leaves(%214) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg3, %grouped_356, %grouped_375, %grouped_392) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_3, !memref_rmem_i8_1)
        scf.yield %arg5 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0: !memref_gmem_bf16_4, %arg1: !memref_gmem_bf16_4, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
