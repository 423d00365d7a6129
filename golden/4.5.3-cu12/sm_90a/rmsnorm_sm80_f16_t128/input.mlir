!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_9e165f = !cute.arith_tuple_iter<"(?,?{div=4096})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_2939ba = !cute.coord_tensor<"(0,0)", "((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_coord_tensor_7e8734 = !cute.coord_tensor<"(?,?{div=4096})", "(1,4096):(0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_dfd887 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,1024@1)">
!cute_int_tuple_3a4e03 = !cute.int_tuple<"(?,?{div=4096})">
!cute_layout_1f3dfd = !cute.layout<"((8,1),1,4):((1,0),0,1024)">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_af6408 = !cute.layout<"((8,1),(1,4)):((1,0),(0,1024))">
!cute_layout_dd009c = !cute.layout<"(1,(8,128)):(0,(128,1))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[1:0;1024:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(0,4096))">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(1,4096):(0,1)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,1024)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f16_6 = !cute.memref<f16, gmem, align<16>, "(5000):(1)">
!memref_gmem_f16_7 = !cute.memref<f16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_, %arg3: !memref_gmem_f32_, %arg4: !cute_coord_tensor_2939ba, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_2939ba
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_2939ba
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f16_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %lay_15 = cute.get_layout(%arg4) : !cute_coord_tensor_2939ba
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %6 = arith.remsi %0, %c32_i32 : i32
      %7 = arith.floordivsi %0, %c32_i32 : i32
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_f16_) -> !cute.int_tuple<"2">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg7 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %cst, %arg10 = %arg6) -> (f32, f32, !copy_simt)  : i32 {
        %coord_96 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_96) : !memref_gmem_f16_, !cute.coord<"((_,_),(?,?))">
        %iter_97 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %iter_98 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %coord_99 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg10, %slice, %coord_99) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_100 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_3
        %coord_101 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_102 = cute.slice(%arg4, %coord_101) : !cute_coord_tensor_2939ba, !cute.coord<"((_,_),(?,?))">
        %iter_103 = cute.get_iter(%slice_102) : !cute_coord_tensor_7e8734
        %tup_104 = cute.deref_arith_tuple_iter(%iter_103) : !cute_arith_tuple_iter_9e165f
        %e0_105, %e1_106 = cute.get_leaves(%tup_104) : !cute_int_tuple_3a4e03
        %128 = cute.get_scalars(%e0_105) : !cute.int_tuple<"?">
        %129 = cute.get_scalars(%e1_106) : !cute.int_tuple<"?{div=4096}">
        %iter_107 = cute.get_iter(%slice_102) : !cute_coord_tensor_7e8734
        %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute_arith_tuple_iter_9e165f
        %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute_int_tuple_3a4e03
        %130 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?">
        %131 = cute.get_scalars(%e1_110) : !cute.int_tuple<"?{div=4096}">
        %coord_111 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_112 = cute.tiled.copy.partition_S(%arg10, %slice_102, %coord_111) : (!copy_simt, !cute_coord_tensor_7e8734, !cute.coord<"?">) -> !cute_coord_tensor_dfd887
        %iter_113 = cute.get_iter(%src_partitioned_112) : !cute_coord_tensor_dfd887
        %tup_114 = cute.deref_arith_tuple_iter(%iter_113) : !cute_arith_tuple_iter_66b557
        %e0_115, %e1_116 = cute.get_leaves(%tup_114) : !cute.int_tuple<"(?,?{div=8})">
        %132 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?">
        %133 = cute.get_scalars(%e1_116) : !cute.int_tuple<"?{div=8}">
        %sz_117 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
        %e0_118 = cute.get_leaves(%sz_117) : !cute.int_tuple<"1">
        %sz_119 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
        %e0_120 = cute.get_leaves(%sz_119) : !cute.int_tuple<"1">
        %sz_121 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_122 = cute.get_leaves(%sz_121) : !cute.int_tuple<"4">
        %shape_123 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_124 = cute.make_layout(%shape_123) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_124) : !memref_rmem_i8_
        %iter_125 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_126 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_127 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_128 = cute.slice(%src_partitioned_112, %coord_127) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,0)">
        %iter_129 = cute.get_iter(%slice_128) : !cute_coord_tensor_8bc2ea
        %tup_130 = cute.deref_arith_tuple_iter(%iter_129) : !cute_arith_tuple_iter_66b557
        %e0_131, %e1_132 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(?,?{div=8})">
        %134 = cute.get_scalars(%e0_131) : !cute.int_tuple<"?">
        %135 = cute.get_scalars(%e1_132) : !cute.int_tuple<"?{div=8}">
        %iter_133 = cute.get_iter(%slice_128) : !cute_coord_tensor_8bc2ea
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_66b557
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=8})">
        %136 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %137 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=8}">
        %iter_137 = cute.get_iter(%slice_128) : !cute_coord_tensor_8bc2ea
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_66b557
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute.int_tuple<"(?,?{div=8})">
        %138 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=8}">
        %coord_141 = cute.make_coord(%e0_139, %e1_140) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_142 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %140 = cute.elem_less(%coord_141, %coord_142) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %141 = arith.extui %140 : i1 to i8
        %coord_143 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_143, %141) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_144 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_145 = cute.slice(%src_partitioned_112, %coord_144) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,1)">
        %iter_146 = cute.get_iter(%slice_145) : !cute_coord_tensor_8bc2ea
        %tup_147 = cute.deref_arith_tuple_iter(%iter_146) : !cute_arith_tuple_iter_66b557
        %e0_148, %e1_149 = cute.get_leaves(%tup_147) : !cute.int_tuple<"(?,?{div=8})">
        %142 = cute.get_scalars(%e0_148) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_149) : !cute.int_tuple<"?{div=8}">
        %iter_150 = cute.get_iter(%slice_145) : !cute_coord_tensor_8bc2ea
        %tup_151 = cute.deref_arith_tuple_iter(%iter_150) : !cute_arith_tuple_iter_66b557
        %e0_152, %e1_153 = cute.get_leaves(%tup_151) : !cute.int_tuple<"(?,?{div=8})">
        %144 = cute.get_scalars(%e0_152) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_153) : !cute.int_tuple<"?{div=8}">
        %iter_154 = cute.get_iter(%slice_145) : !cute_coord_tensor_8bc2ea
        %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_66b557
        %e0_156, %e1_157 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(?,?{div=8})">
        %146 = cute.get_scalars(%e0_156) : !cute.int_tuple<"?">
        %147 = cute.get_scalars(%e1_157) : !cute.int_tuple<"?{div=8}">
        %coord_158 = cute.make_coord(%e0_156, %e1_157) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_159 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %148 = cute.elem_less(%coord_158, %coord_159) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %149 = arith.extui %148 : i1 to i8
        %coord_160 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_160, %149) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_161 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_162 = cute.slice(%src_partitioned_112, %coord_161) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,2)">
        %iter_163 = cute.get_iter(%slice_162) : !cute_coord_tensor_8bc2ea
        %tup_164 = cute.deref_arith_tuple_iter(%iter_163) : !cute_arith_tuple_iter_66b557
        %e0_165, %e1_166 = cute.get_leaves(%tup_164) : !cute.int_tuple<"(?,?{div=8})">
        %150 = cute.get_scalars(%e0_165) : !cute.int_tuple<"?">
        %151 = cute.get_scalars(%e1_166) : !cute.int_tuple<"?{div=8}">
        %iter_167 = cute.get_iter(%slice_162) : !cute_coord_tensor_8bc2ea
        %tup_168 = cute.deref_arith_tuple_iter(%iter_167) : !cute_arith_tuple_iter_66b557
        %e0_169, %e1_170 = cute.get_leaves(%tup_168) : !cute.int_tuple<"(?,?{div=8})">
        %152 = cute.get_scalars(%e0_169) : !cute.int_tuple<"?">
        %153 = cute.get_scalars(%e1_170) : !cute.int_tuple<"?{div=8}">
        %iter_171 = cute.get_iter(%slice_162) : !cute_coord_tensor_8bc2ea
        %tup_172 = cute.deref_arith_tuple_iter(%iter_171) : !cute_arith_tuple_iter_66b557
        %e0_173, %e1_174 = cute.get_leaves(%tup_172) : !cute.int_tuple<"(?,?{div=8})">
        %154 = cute.get_scalars(%e0_173) : !cute.int_tuple<"?">
        %155 = cute.get_scalars(%e1_174) : !cute.int_tuple<"?{div=8}">
        %coord_175 = cute.make_coord(%e0_173, %e1_174) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_176 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %156 = cute.elem_less(%coord_175, %coord_176) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %157 = arith.extui %156 : i1 to i8
        %coord_177 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_177, %157) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_178 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_179 = cute.slice(%src_partitioned_112, %coord_178) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,3)">
        %iter_180 = cute.get_iter(%slice_179) : !cute_coord_tensor_8bc2ea
        %tup_181 = cute.deref_arith_tuple_iter(%iter_180) : !cute_arith_tuple_iter_66b557
        %e0_182, %e1_183 = cute.get_leaves(%tup_181) : !cute.int_tuple<"(?,?{div=8})">
        %158 = cute.get_scalars(%e0_182) : !cute.int_tuple<"?">
        %159 = cute.get_scalars(%e1_183) : !cute.int_tuple<"?{div=8}">
        %iter_184 = cute.get_iter(%slice_179) : !cute_coord_tensor_8bc2ea
        %tup_185 = cute.deref_arith_tuple_iter(%iter_184) : !cute_arith_tuple_iter_66b557
        %e0_186, %e1_187 = cute.get_leaves(%tup_185) : !cute.int_tuple<"(?,?{div=8})">
        %160 = cute.get_scalars(%e0_186) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_187) : !cute.int_tuple<"?{div=8}">
        %iter_188 = cute.get_iter(%slice_179) : !cute_coord_tensor_8bc2ea
        %tup_189 = cute.deref_arith_tuple_iter(%iter_188) : !cute_arith_tuple_iter_66b557
        %e0_190, %e1_191 = cute.get_leaves(%tup_189) : !cute.int_tuple<"(?,?{div=8})">
        %162 = cute.get_scalars(%e0_190) : !cute.int_tuple<"?">
        %163 = cute.get_scalars(%e1_191) : !cute.int_tuple<"?{div=8}">
        %coord_192 = cute.make_coord(%e0_190, %e1_191) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_193 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %164 = cute.elem_less(%coord_192, %coord_193) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %165 = arith.extui %164 : i1 to i8
        %coord_194 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_194, %165) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_195 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %166 = cute.make_layout_like(%lay_195) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_196 = cute.memref.alloca(%166) : !memref_rmem_f16_
        %iter_197 = cute.get_iter(%rmem_196) : !memref_rmem_f16_
        %iter_198 = cute.get_iter(%rmem_196) : !memref_rmem_f16_
        %lay_199 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %sz_200 = cute.size(%rmem_196) : (!memref_rmem_f16_) -> !cute.int_tuple<"32">
        %e0_201 = cute.get_leaves(%sz_200) : !cute.int_tuple<"32">
        %lay_202 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %167 = cute.get_shape(%lay_202) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_203, %e1_204, %e2, %e3 = cute.get_leaves(%167) : !cute.shape<"((8,1),1,4)">
        %int_tuple_205 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_205) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_206 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_207 = arith.constant 0.000000e+00 : f16
        %168 = vector.splat %cst_207 : vector<32xf16>
        %lay_208 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %169 = cute.get_shape(%lay_208) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_209, %e1_210, %e2_211, %e3_212 = cute.get_leaves(%169) : !cute.shape<"((8,1),1,4)">
        %lay_213 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %lay_214 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %170 = cute.get_shape(%lay_214) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_215, %e1_216, %e2_217, %e3_218 = cute.get_leaves(%170) : !cute.shape<"((8,1),1,4)">
        %int_tuple_219 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_220 = cute.size(%int_tuple_219) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_221 = cute.get_leaves(%sz_220) : !cute.int_tuple<"32">
        %int_tuple_222 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_223 = cute.size(%int_tuple_222) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_224 = cute.get_leaves(%sz_223) : !cute.int_tuple<"32">
        cute.memref.store_vec(%168, %rmem_196) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_225 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %171 = cute.get_shape(%lay_225) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_226, %e1_227, %e2_228, %e3_229 = cute.get_leaves(%171) : !cute.shape<"((8,1),1,4)">
        %lay_230 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %172 = cute.get_shape(%lay_230) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_231, %e1_232, %e2_233, %e3_234 = cute.get_leaves(%172) : !cute.shape<"((8,1),1,4)">
        %lay_235 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %shape_236 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_237 = cute.make_layout(%shape_236) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_235, %lay_237) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_238 = cute.make_view(%iter_100, %append) : !memref_gmem_f16_3
        %iter_239 = cute.get_iter(%view_238) : !memref_gmem_f16_3
        %lay_240 = cute.get_layout(%view_238) : !memref_gmem_f16_3
        %173 = cute.get_shape(%lay_240) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_241, %e1_242, %e2_243, %e3_244 = cute.get_leaves(%173) : !cute.shape<"((8,1),1,4)">
        %lay_245 = cute.get_layout(%view_238) : !memref_gmem_f16_3
        %174 = cute.get_shape(%lay_245) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_246, %e1_247, %e2_248, %e3_249 = cute.get_leaves(%174) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_238) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_250 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %iter_251 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %lay_252 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %shape_253 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_254 = cute.make_layout(%shape_253) : !cute.layout<"1:0">
        %append_255 = cute.append_to_rank<2> (%lay_252, %lay_254) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_256 = cute.make_view(%iter_198, %append_255) : !memref_rmem_f16_
        %iter_257 = cute.get_iter(%view_256) : !memref_rmem_f16_
        %lay_258 = cute.get_layout(%view_256) : !memref_rmem_f16_
        %175 = cute.get_shape(%lay_258) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_259, %e1_260, %e2_261, %e3_262 = cute.get_leaves(%175) : !cute.shape<"((8,1),1,4)">
        %lay_263 = cute.get_layout(%view_256) : !memref_rmem_f16_
        %176 = cute.get_shape(%lay_263) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_264, %e1_265, %e2_266, %e3_267 = cute.get_leaves(%176) : !cute.shape<"((8,1),1,4)">
        %grouped_268 = cute.group_modes(%view_256) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
        %iter_269 = cute.get_iter(%grouped_268) : !memref_rmem_f16_1
        %iter_270 = cute.get_iter(%grouped_268) : !memref_rmem_f16_1
        %lay_271 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_272 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_273 = cute.make_layout(%shape_272) : !cute.layout<"1:0">
        %append_274 = cute.append_to_rank<2> (%lay_271, %lay_273) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_275 = cute.make_view(%iter_126, %append_274) : !memref_rmem_i8_
        %iter_276 = cute.get_iter(%view_275) : !memref_rmem_i8_
        %lay_277 = cute.get_layout(%view_275) : !memref_rmem_i8_
        %177 = cute.get_shape(%lay_277) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_278, %e1_279, %e2_280 = cute.get_leaves(%177) : !cute.shape<"(1,1,4)">
        %lay_281 = cute.get_layout(%view_275) : !memref_rmem_i8_
        %178 = cute.get_shape(%lay_281) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_282, %e1_283, %e2_284 = cute.get_leaves(%178) : !cute.shape<"(1,1,4)">
        %grouped_285 = cute.group_modes(%view_275) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_286 = cute.get_iter(%grouped_285) : !memref_rmem_i8_1
        %iter_287 = cute.get_iter(%grouped_285) : !memref_rmem_i8_1
        %lay_288 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %179 = cute.get_shape(%lay_288) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_289, %e1_290, %e2_291, %e3_292 = cute.get_leaves(%179) : !cute.shape<"((8,1),(1,4))">
        %lay_293 = cute.get_layout(%grouped_268) : !memref_rmem_f16_1
        %180 = cute.get_shape(%lay_293) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_294, %e1_295, %e2_296, %e3_297 = cute.get_leaves(%180) : !cute.shape<"((8,1),(1,4))">
        %sz_298 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_299 = cute.get_leaves(%sz_298) : !cute.int_tuple<"4">
        %sz_300 = cute.size(%grouped_268) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_301 = cute.get_leaves(%sz_300) : !cute.int_tuple<"4">
        %lay_302 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %181 = cute.get_shape(%lay_302) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_303, %e1_304, %e2_305, %e3_306 = cute.get_leaves(%181) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_268, %grouped_285) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %lay_307 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %182 = cute.get_shape(%lay_307) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_308, %e1_309, %e2_310, %e3_311 = cute.get_leaves(%182) : !cute.shape<"((8,1),1,4)">
        %lay_312 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %183 = cute.memref.load_vec(%rmem_196) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_313 = cute.get_layout(%rmem_196) : !memref_rmem_f16_
        %184 = cute.get_shape(%lay_313) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_314, %e1_315, %e2_316, %e3_317 = cute.get_leaves(%184) : !cute.shape<"((8,1),1,4)">
        %185 = arith.extf %183 : vector<32xf16> to vector<32xf32>
        %cst_318 = arith.constant 0.000000e+00 : f32
        %186 = vector.broadcast %cst_318 : f32 to vector<32xf32>
        %187 = arith.cmpf olt, %185, %186 : vector<32xf32>
        %cst_319 = arith.constant 0.000000e+00 : f32
        %188 = vector.broadcast %cst_319 : f32 to vector<32xf32>
        %189 = arith.subf %188, %185 : vector<32xf32>
        %190 = arith.select %187, %189, %185 : vector<32xi1>, vector<32xf32>
        %cst_320 = arith.constant 0.000000e+00 : f32
        %191 = vector.reduction <maximumf>, %190, %cst_320 : vector<32xf32> into f32
        %192 = arith.maximumf %arg9, %191 : f32
        %cst_321 = arith.constant 1.17549435E-38 : f32
        %193 = arith.maximumf %192, %cst_321 : f32
        %cst_322 = arith.constant 1.000000e+00 : f32
        %194 = arith.divf %cst_322, %193 : f32
        %195 = vector.broadcast %194 : f32 to vector<32xf32>
        %196 = arith.mulf %185, %195 : vector<32xf32>
        %197 = arith.mulf %arg9, %194 : f32
        %198 = arith.mulf %arg8, %197 : f32
        %199 = arith.mulf %198, %197 : f32
        %200 = arith.mulf %196, %196 : vector<32xf32>
        %cst_323 = arith.constant 0.000000e+00 : f32
        %201 = vector.reduction <add>, %200, %cst_323 : vector<32xf32> into f32
        %202 = arith.addf %199, %201 : f32
        scf.yield %202, %192, %arg10 : f32, f32, !copy_simt
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
      %c2_i32_35 = arith.constant 2 : i32
      %c31_i32_36 = arith.constant 31 : i32
      %45 = nvvm.shfl.sync  bfly %c-1_i32_34, %35, %c2_i32_35, %c31_i32_36 : f32 -> f32
      %c-1_i32_37 = arith.constant -1 : i32
      %c2_i32_38 = arith.constant 2 : i32
      %c31_i32_39 = arith.constant 31 : i32
      %46 = nvvm.shfl.sync  bfly %c-1_i32_37, %44, %c2_i32_38, %c31_i32_39 : f32 -> f32
      %47 = arith.maximumf %35, %45 : f32
      %cst_40 = arith.constant 1.17549435E-38 : f32
      %48 = arith.maximumf %47, %cst_40 : f32
      %49 = arith.divf %cst_21, %48 : f32
      %50 = arith.mulf %35, %49 : f32
      %51 = arith.mulf %45, %49 : f32
      %52 = arith.mulf %44, %50 : f32
      %53 = arith.mulf %52, %50 : f32
      %54 = arith.mulf %46, %51 : f32
      %55 = arith.mulf %54, %51 : f32
      %56 = arith.addf %53, %55 : f32
      %c-1_i32_41 = arith.constant -1 : i32
      %c1_i32_42 = arith.constant 1 : i32
      %c31_i32_43 = arith.constant 31 : i32
      %57 = nvvm.shfl.sync  bfly %c-1_i32_41, %47, %c1_i32_42, %c31_i32_43 : f32 -> f32
      %c-1_i32_44 = arith.constant -1 : i32
      %c1_i32_45 = arith.constant 1 : i32
      %c31_i32_46 = arith.constant 31 : i32
      %58 = nvvm.shfl.sync  bfly %c-1_i32_44, %56, %c1_i32_45, %c31_i32_46 : f32 -> f32
      %59 = arith.maximumf %47, %57 : f32
      %cst_47 = arith.constant 1.17549435E-38 : f32
      %60 = arith.maximumf %59, %cst_47 : f32
      %61 = arith.divf %cst_21, %60 : f32
      %62 = arith.mulf %47, %61 : f32
      %63 = arith.mulf %57, %61 : f32
      %64 = arith.mulf %56, %62 : f32
      %65 = arith.mulf %64, %62 : f32
      %66 = arith.mulf %58, %63 : f32
      %67 = arith.mulf %66, %63 : f32
      %68 = arith.addf %65, %67 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_48 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_48) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_49 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_48) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_50 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_51 = arith.constant 16 : i32
      %69 = arith.cmpi sge, %smem_size, %c16_i32_51 : i32
      cf.assert %69, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 16 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_52 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_52, %lay_48) : !memref_smem_f32_
      %iter_53 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_54 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_55 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_56 = cute.make_layout(%shape_55) : !cute.layout<"4:1">
      %coord_57 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_58 = cute.crd2idx(%coord_57, %lay_56) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_59 = cute.get_leaves(%idx_58) : !cute.int_tuple<"0">
      %cosz_60 = cute.cosize(%lay_56) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_61 = cute.get_leaves(%cosz_60) : !cute.int_tuple<"4">
      %int_tuple_62 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_63 = cute.add_offset(%ptr, %int_tuple_62) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_64 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %70 = arith.cmpi sge, %smem_size_64, %c32_i32 : i32
      cf.assert %70, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 32 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_65 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_66 = cute.make_view(%iter_65, %lay_56) : !memref_smem_f32_1
      %iter_67 = cute.get_iter(%view_66) : !memref_smem_f32_1
      %iter_68 = cute.get_iter(%view_66) : !memref_smem_f32_1
      %c0_i32_69 = arith.constant 0 : i32
      %71 = arith.cmpi eq, %6, %c0_i32_69 : i32
      %72:2 = scf.if %71 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_96 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_97 = cute.get_iter(%view_66) : !memref_smem_f32_1
        %coord_98 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_98, %59) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_99 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_66, %coord_99, %68) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_66 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_96 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_97 = cute.get_iter(%view_66) : !memref_smem_f32_1
        scf.yield %view, %view_66 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_70 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_71 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_72 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_73 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_74 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_75 = cute.get_iter(%72#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_76 = cute.make_coord() : () -> !cute.coord<"0">
      %73 = cute.memref.load(%72#0, %coord_76) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"0">
      %74 = cute.memref.load(%72#1, %coord_77) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"1">
      %75 = cute.memref.load(%72#0, %coord_78) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"1">
      %76 = cute.memref.load(%72#1, %coord_79) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %77 = arith.maximumf %73, %75 : f32
      %cst_80 = arith.constant 1.17549435E-38 : f32
      %78 = arith.maximumf %77, %cst_80 : f32
      %79 = arith.divf %cst_21, %78 : f32
      %80 = arith.mulf %73, %79 : f32
      %81 = arith.mulf %75, %79 : f32
      %82 = arith.mulf %74, %80 : f32
      %83 = arith.mulf %82, %80 : f32
      %84 = arith.mulf %76, %81 : f32
      %85 = arith.mulf %84, %81 : f32
      %86 = arith.addf %83, %85 : f32
      %coord_81 = cute.make_coord() : () -> !cute.coord<"2">
      %87 = cute.memref.load(%72#0, %coord_81) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_82 = cute.make_coord() : () -> !cute.coord<"2">
      %88 = cute.memref.load(%72#1, %coord_82) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %89 = arith.maximumf %77, %87 : f32
      %cst_83 = arith.constant 1.17549435E-38 : f32
      %90 = arith.maximumf %89, %cst_83 : f32
      %91 = arith.divf %cst_21, %90 : f32
      %92 = arith.mulf %77, %91 : f32
      %93 = arith.mulf %87, %91 : f32
      %94 = arith.mulf %86, %92 : f32
      %95 = arith.mulf %94, %92 : f32
      %96 = arith.mulf %88, %93 : f32
      %97 = arith.mulf %96, %93 : f32
      %98 = arith.addf %95, %97 : f32
      %coord_84 = cute.make_coord() : () -> !cute.coord<"3">
      %99 = cute.memref.load(%72#0, %coord_84) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_85 = cute.make_coord() : () -> !cute.coord<"3">
      %100 = cute.memref.load(%72#1, %coord_85) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %101 = arith.maximumf %89, %99 : f32
      %cst_86 = arith.constant 1.17549435E-38 : f32
      %102 = arith.maximumf %101, %cst_86 : f32
      %103 = arith.divf %cst_21, %102 : f32
      %104 = arith.mulf %89, %103 : f32
      %105 = arith.mulf %99, %103 : f32
      %106 = arith.mulf %98, %104 : f32
      %107 = arith.mulf %106, %104 : f32
      %108 = arith.mulf %100, %105 : f32
      %109 = arith.mulf %108, %105 : f32
      %110 = arith.addf %107, %109 : f32
      %int_tuple_87 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_88 = cute.size(%int_tuple_87) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_89 = cute.get_leaves(%sz_88) : !cute.int_tuple<"5000">
      %cst_90 = arith.constant 5.000000e+03 : f32
      %111 = arith.divf %110, %cst_90 : f32
      %cst_91 = arith.constant 1.17549435E-38 : f32
      %112 = arith.maximumf %101, %cst_91 : f32
      %113 = arith.divf %cst_21, %112 : f32
      %114 = arith.mulf %101, %101 : f32
      %115 = arith.mulf %114, %111 : f32
      %116 = arith.addf %115, %arg5 : f32
      %117 = math.rsqrt %116 : f32
      %118 = arith.mulf %arg5, %113 : f32
      %119 = arith.mulf %118, %113 : f32
      %120 = arith.addf %111, %119 : f32
      %121 = math.rsqrt %120 : f32
      %122 = arith.mulf %113, %121 : f32
      %cst_92 = arith.constant 9.99999984E+17 : f32
      %123 = arith.cmpf ogt, %101, %cst_92 : f32
      %124 = scf.if %123 -> (f32) {
        scf.yield %122 : f32
      } else {
        scf.yield %117 : f32
      }
      %125 = arith.cmpi eq, %0, %c0_i32_69 : i32
      %126 = scf.if %125 -> (!memref_gmem_f32_) {
        %iter_96 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_97 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_97, %124) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_96 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_93 = cute.get_iter(%126) : !memref_gmem_f32_
      %iter_94 = cute.get_iter(%126) : !memref_gmem_f32_
      %iter_95 = cute.get_iter(%126) : !memref_gmem_f32_
      %127 = scf.for %arg7 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg8 = %8#2) -> (!copy_simt)  : i32 {
        %coord_96 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_96) : !memref_gmem_f16_, !cute.coord<"((_,_),(?,?))">
        %iter_97 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %iter_98 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %coord_99 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_99) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_100 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_3
        %coord_101 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_102 = cute.slice(%arg1, %coord_101) : !memref_gmem_f16_1, !cute.coord<"((_,_),(?,?))">
        %iter_103 = cute.get_iter(%slice_102) : !memref_gmem_f16_2
        %iter_104 = cute.get_iter(%slice_102) : !memref_gmem_f16_2
        %coord_105 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_106 = cute.tiled.copy.partition_S(%arg8, %slice_102, %coord_105) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_107 = cute.get_iter(%src_partitioned_106) : !memref_gmem_f16_3
        %coord_108 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_109 = cute.slice(%arg2, %coord_108) : !memref_gmem_f16_, !cute.coord<"((_,_),(?,?))">
        %iter_110 = cute.get_iter(%slice_109) : !memref_gmem_f16_2
        %iter_111 = cute.get_iter(%slice_109) : !memref_gmem_f16_2
        %coord_112 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_109, %coord_112) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_113 = cute.get_iter(%dst_partitioned) : !memref_gmem_f16_3
        %coord_114 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_115 = cute.slice(%arg4, %coord_114) : !cute_coord_tensor_2939ba, !cute.coord<"((_,_),(?,?))">
        %iter_116 = cute.get_iter(%slice_115) : !cute_coord_tensor_7e8734
        %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute_arith_tuple_iter_9e165f
        %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute_int_tuple_3a4e03
        %128 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?">
        %129 = cute.get_scalars(%e1_119) : !cute.int_tuple<"?{div=4096}">
        %iter_120 = cute.get_iter(%slice_115) : !cute_coord_tensor_7e8734
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_9e165f
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute_int_tuple_3a4e03
        %130 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %131 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=4096}">
        %coord_124 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_125 = cute.tiled.copy.partition_S(%arg8, %slice_115, %coord_124) : (!copy_simt, !cute_coord_tensor_7e8734, !cute.coord<"?">) -> !cute_coord_tensor_dfd887
        %iter_126 = cute.get_iter(%src_partitioned_125) : !cute_coord_tensor_dfd887
        %tup_127 = cute.deref_arith_tuple_iter(%iter_126) : !cute_arith_tuple_iter_66b557
        %e0_128, %e1_129 = cute.get_leaves(%tup_127) : !cute.int_tuple<"(?,?{div=8})">
        %132 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?">
        %133 = cute.get_scalars(%e1_129) : !cute.int_tuple<"?{div=8}">
        %sz_130 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
        %e0_131 = cute.get_leaves(%sz_130) : !cute.int_tuple<"1">
        %sz_132 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
        %e0_133 = cute.get_leaves(%sz_132) : !cute.int_tuple<"1">
        %sz_134 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_135 = cute.get_leaves(%sz_134) : !cute.int_tuple<"4">
        %shape_136 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_137 = cute.make_layout(%shape_136) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_137) : !memref_rmem_i8_
        %iter_138 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_139 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_140 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_141 = cute.slice(%src_partitioned_125, %coord_140) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,0)">
        %iter_142 = cute.get_iter(%slice_141) : !cute_coord_tensor_8bc2ea
        %tup_143 = cute.deref_arith_tuple_iter(%iter_142) : !cute_arith_tuple_iter_66b557
        %e0_144, %e1_145 = cute.get_leaves(%tup_143) : !cute.int_tuple<"(?,?{div=8})">
        %134 = cute.get_scalars(%e0_144) : !cute.int_tuple<"?">
        %135 = cute.get_scalars(%e1_145) : !cute.int_tuple<"?{div=8}">
        %iter_146 = cute.get_iter(%slice_141) : !cute_coord_tensor_8bc2ea
        %tup_147 = cute.deref_arith_tuple_iter(%iter_146) : !cute_arith_tuple_iter_66b557
        %e0_148, %e1_149 = cute.get_leaves(%tup_147) : !cute.int_tuple<"(?,?{div=8})">
        %136 = cute.get_scalars(%e0_148) : !cute.int_tuple<"?">
        %137 = cute.get_scalars(%e1_149) : !cute.int_tuple<"?{div=8}">
        %iter_150 = cute.get_iter(%slice_141) : !cute_coord_tensor_8bc2ea
        %tup_151 = cute.deref_arith_tuple_iter(%iter_150) : !cute_arith_tuple_iter_66b557
        %e0_152, %e1_153 = cute.get_leaves(%tup_151) : !cute.int_tuple<"(?,?{div=8})">
        %138 = cute.get_scalars(%e0_152) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_153) : !cute.int_tuple<"?{div=8}">
        %coord_154 = cute.make_coord(%e0_152, %e1_153) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_155 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %140 = cute.elem_less(%coord_154, %coord_155) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %141 = arith.extui %140 : i1 to i8
        %coord_156 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_156, %141) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_157 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_158 = cute.slice(%src_partitioned_125, %coord_157) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,1)">
        %iter_159 = cute.get_iter(%slice_158) : !cute_coord_tensor_8bc2ea
        %tup_160 = cute.deref_arith_tuple_iter(%iter_159) : !cute_arith_tuple_iter_66b557
        %e0_161, %e1_162 = cute.get_leaves(%tup_160) : !cute.int_tuple<"(?,?{div=8})">
        %142 = cute.get_scalars(%e0_161) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_162) : !cute.int_tuple<"?{div=8}">
        %iter_163 = cute.get_iter(%slice_158) : !cute_coord_tensor_8bc2ea
        %tup_164 = cute.deref_arith_tuple_iter(%iter_163) : !cute_arith_tuple_iter_66b557
        %e0_165, %e1_166 = cute.get_leaves(%tup_164) : !cute.int_tuple<"(?,?{div=8})">
        %144 = cute.get_scalars(%e0_165) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_166) : !cute.int_tuple<"?{div=8}">
        %iter_167 = cute.get_iter(%slice_158) : !cute_coord_tensor_8bc2ea
        %tup_168 = cute.deref_arith_tuple_iter(%iter_167) : !cute_arith_tuple_iter_66b557
        %e0_169, %e1_170 = cute.get_leaves(%tup_168) : !cute.int_tuple<"(?,?{div=8})">
        %146 = cute.get_scalars(%e0_169) : !cute.int_tuple<"?">
        %147 = cute.get_scalars(%e1_170) : !cute.int_tuple<"?{div=8}">
        %coord_171 = cute.make_coord(%e0_169, %e1_170) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_172 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %148 = cute.elem_less(%coord_171, %coord_172) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %149 = arith.extui %148 : i1 to i8
        %coord_173 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_173, %149) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_174 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_175 = cute.slice(%src_partitioned_125, %coord_174) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,2)">
        %iter_176 = cute.get_iter(%slice_175) : !cute_coord_tensor_8bc2ea
        %tup_177 = cute.deref_arith_tuple_iter(%iter_176) : !cute_arith_tuple_iter_66b557
        %e0_178, %e1_179 = cute.get_leaves(%tup_177) : !cute.int_tuple<"(?,?{div=8})">
        %150 = cute.get_scalars(%e0_178) : !cute.int_tuple<"?">
        %151 = cute.get_scalars(%e1_179) : !cute.int_tuple<"?{div=8}">
        %iter_180 = cute.get_iter(%slice_175) : !cute_coord_tensor_8bc2ea
        %tup_181 = cute.deref_arith_tuple_iter(%iter_180) : !cute_arith_tuple_iter_66b557
        %e0_182, %e1_183 = cute.get_leaves(%tup_181) : !cute.int_tuple<"(?,?{div=8})">
        %152 = cute.get_scalars(%e0_182) : !cute.int_tuple<"?">
        %153 = cute.get_scalars(%e1_183) : !cute.int_tuple<"?{div=8}">
        %iter_184 = cute.get_iter(%slice_175) : !cute_coord_tensor_8bc2ea
        %tup_185 = cute.deref_arith_tuple_iter(%iter_184) : !cute_arith_tuple_iter_66b557
        %e0_186, %e1_187 = cute.get_leaves(%tup_185) : !cute.int_tuple<"(?,?{div=8})">
        %154 = cute.get_scalars(%e0_186) : !cute.int_tuple<"?">
        %155 = cute.get_scalars(%e1_187) : !cute.int_tuple<"?{div=8}">
        %coord_188 = cute.make_coord(%e0_186, %e1_187) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_189 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %156 = cute.elem_less(%coord_188, %coord_189) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %157 = arith.extui %156 : i1 to i8
        %coord_190 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_190, %157) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_191 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_192 = cute.slice(%src_partitioned_125, %coord_191) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,3)">
        %iter_193 = cute.get_iter(%slice_192) : !cute_coord_tensor_8bc2ea
        %tup_194 = cute.deref_arith_tuple_iter(%iter_193) : !cute_arith_tuple_iter_66b557
        %e0_195, %e1_196 = cute.get_leaves(%tup_194) : !cute.int_tuple<"(?,?{div=8})">
        %158 = cute.get_scalars(%e0_195) : !cute.int_tuple<"?">
        %159 = cute.get_scalars(%e1_196) : !cute.int_tuple<"?{div=8}">
        %iter_197 = cute.get_iter(%slice_192) : !cute_coord_tensor_8bc2ea
        %tup_198 = cute.deref_arith_tuple_iter(%iter_197) : !cute_arith_tuple_iter_66b557
        %e0_199, %e1_200 = cute.get_leaves(%tup_198) : !cute.int_tuple<"(?,?{div=8})">
        %160 = cute.get_scalars(%e0_199) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_200) : !cute.int_tuple<"?{div=8}">
        %iter_201 = cute.get_iter(%slice_192) : !cute_coord_tensor_8bc2ea
        %tup_202 = cute.deref_arith_tuple_iter(%iter_201) : !cute_arith_tuple_iter_66b557
        %e0_203, %e1_204 = cute.get_leaves(%tup_202) : !cute.int_tuple<"(?,?{div=8})">
        %162 = cute.get_scalars(%e0_203) : !cute.int_tuple<"?">
        %163 = cute.get_scalars(%e1_204) : !cute.int_tuple<"?{div=8}">
        %coord_205 = cute.make_coord(%e0_203, %e1_204) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_206 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %164 = cute.elem_less(%coord_205, %coord_206) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %165 = arith.extui %164 : i1 to i8
        %coord_207 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_207, %165) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_208 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %166 = cute.make_layout_like(%lay_208) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_209 = cute.memref.alloca(%166) : !memref_rmem_f16_
        %iter_210 = cute.get_iter(%rmem_209) : !memref_rmem_f16_
        %iter_211 = cute.get_iter(%rmem_209) : !memref_rmem_f16_
        %lay_212 = cute.get_layout(%src_partitioned_106) : !memref_gmem_f16_3
        %167 = cute.make_layout_like(%lay_212) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_213 = cute.memref.alloca(%167) : !memref_rmem_f16_
        %iter_214 = cute.get_iter(%rmem_213) : !memref_rmem_f16_
        %iter_215 = cute.get_iter(%rmem_213) : !memref_rmem_f16_
        %lay_216 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %sz_217 = cute.size(%rmem_209) : (!memref_rmem_f16_) -> !cute.int_tuple<"32">
        %e0_218 = cute.get_leaves(%sz_217) : !cute.int_tuple<"32">
        %lay_219 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %168 = cute.get_shape(%lay_219) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_220, %e1_221, %e2, %e3 = cute.get_leaves(%168) : !cute.shape<"((8,1),1,4)">
        %int_tuple_222 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_222) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_223 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_224 = arith.constant 0.000000e+00 : f16
        %169 = vector.splat %cst_224 : vector<32xf16>
        %lay_225 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %170 = cute.get_shape(%lay_225) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_226, %e1_227, %e2_228, %e3_229 = cute.get_leaves(%170) : !cute.shape<"((8,1),1,4)">
        %lay_230 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %lay_231 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %171 = cute.get_shape(%lay_231) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_232, %e1_233, %e2_234, %e3_235 = cute.get_leaves(%171) : !cute.shape<"((8,1),1,4)">
        %int_tuple_236 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_237 = cute.size(%int_tuple_236) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_238 = cute.get_leaves(%sz_237) : !cute.int_tuple<"32">
        %int_tuple_239 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_240 = cute.size(%int_tuple_239) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_241 = cute.get_leaves(%sz_240) : !cute.int_tuple<"32">
        cute.memref.store_vec(%169, %rmem_209) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_242 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %sz_243 = cute.size(%rmem_213) : (!memref_rmem_f16_) -> !cute.int_tuple<"32">
        %e0_244 = cute.get_leaves(%sz_243) : !cute.int_tuple<"32">
        %lay_245 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %172 = cute.get_shape(%lay_245) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_246, %e1_247, %e2_248, %e3_249 = cute.get_leaves(%172) : !cute.shape<"((8,1),1,4)">
        %int_tuple_250 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res_251 = cute.tuple.product(%int_tuple_250) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_252 = cute.get_leaves(%res_251) : !cute.int_tuple<"32">
        %cst_253 = arith.constant 0.000000e+00 : f16
        %173 = vector.splat %cst_253 : vector<32xf16>
        %lay_254 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %174 = cute.get_shape(%lay_254) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%174) : !cute.shape<"((8,1),1,4)">
        %lay_259 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %lay_260 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %175 = cute.get_shape(%lay_260) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_261, %e1_262, %e2_263, %e3_264 = cute.get_leaves(%175) : !cute.shape<"((8,1),1,4)">
        %int_tuple_265 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_266 = cute.size(%int_tuple_265) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_267 = cute.get_leaves(%sz_266) : !cute.int_tuple<"32">
        %int_tuple_268 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_269 = cute.size(%int_tuple_268) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_270 = cute.get_leaves(%sz_269) : !cute.int_tuple<"32">
        cute.memref.store_vec(%173, %rmem_213) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_271 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %176 = cute.get_shape(%lay_271) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_272, %e1_273, %e2_274, %e3_275 = cute.get_leaves(%176) : !cute.shape<"((8,1),1,4)">
        %lay_276 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %177 = cute.get_shape(%lay_276) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_277, %e1_278, %e2_279, %e3_280 = cute.get_leaves(%177) : !cute.shape<"((8,1),1,4)">
        %lay_281 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %shape_282 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_283 = cute.make_layout(%shape_282) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_281, %lay_283) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_284 = cute.make_view(%iter_100, %append) : !memref_gmem_f16_3
        %iter_285 = cute.get_iter(%view_284) : !memref_gmem_f16_3
        %lay_286 = cute.get_layout(%view_284) : !memref_gmem_f16_3
        %178 = cute.get_shape(%lay_286) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%178) : !cute.shape<"((8,1),1,4)">
        %lay_291 = cute.get_layout(%view_284) : !memref_gmem_f16_3
        %179 = cute.get_shape(%lay_291) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_292, %e1_293, %e2_294, %e3_295 = cute.get_leaves(%179) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_284) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_296 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %iter_297 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %lay_298 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %shape_299 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_300 = cute.make_layout(%shape_299) : !cute.layout<"1:0">
        %append_301 = cute.append_to_rank<2> (%lay_298, %lay_300) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_302 = cute.make_view(%iter_211, %append_301) : !memref_rmem_f16_
        %iter_303 = cute.get_iter(%view_302) : !memref_rmem_f16_
        %lay_304 = cute.get_layout(%view_302) : !memref_rmem_f16_
        %180 = cute.get_shape(%lay_304) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_305, %e1_306, %e2_307, %e3_308 = cute.get_leaves(%180) : !cute.shape<"((8,1),1,4)">
        %lay_309 = cute.get_layout(%view_302) : !memref_rmem_f16_
        %181 = cute.get_shape(%lay_309) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_310, %e1_311, %e2_312, %e3_313 = cute.get_leaves(%181) : !cute.shape<"((8,1),1,4)">
        %grouped_314 = cute.group_modes(%view_302) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
        %iter_315 = cute.get_iter(%grouped_314) : !memref_rmem_f16_1
        %iter_316 = cute.get_iter(%grouped_314) : !memref_rmem_f16_1
        %lay_317 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_318 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_319 = cute.make_layout(%shape_318) : !cute.layout<"1:0">
        %append_320 = cute.append_to_rank<2> (%lay_317, %lay_319) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_321 = cute.make_view(%iter_139, %append_320) : !memref_rmem_i8_
        %iter_322 = cute.get_iter(%view_321) : !memref_rmem_i8_
        %lay_323 = cute.get_layout(%view_321) : !memref_rmem_i8_
        %182 = cute.get_shape(%lay_323) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_324, %e1_325, %e2_326 = cute.get_leaves(%182) : !cute.shape<"(1,1,4)">
        %lay_327 = cute.get_layout(%view_321) : !memref_rmem_i8_
        %183 = cute.get_shape(%lay_327) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_328, %e1_329, %e2_330 = cute.get_leaves(%183) : !cute.shape<"(1,1,4)">
        %grouped_331 = cute.group_modes(%view_321) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_332 = cute.get_iter(%grouped_331) : !memref_rmem_i8_1
        %iter_333 = cute.get_iter(%grouped_331) : !memref_rmem_i8_1
        %lay_334 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %184 = cute.get_shape(%lay_334) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_335, %e1_336, %e2_337, %e3_338 = cute.get_leaves(%184) : !cute.shape<"((8,1),(1,4))">
        %lay_339 = cute.get_layout(%grouped_314) : !memref_rmem_f16_1
        %185 = cute.get_shape(%lay_339) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_340, %e1_341, %e2_342, %e3_343 = cute.get_leaves(%185) : !cute.shape<"((8,1),(1,4))">
        %sz_344 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_345 = cute.get_leaves(%sz_344) : !cute.int_tuple<"4">
        %sz_346 = cute.size(%grouped_314) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_347 = cute.get_leaves(%sz_346) : !cute.int_tuple<"4">
        %lay_348 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %186 = cute.get_shape(%lay_348) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_349, %e1_350, %e2_351, %e3_352 = cute.get_leaves(%186) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_314, %grouped_331) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %lay_353 = cute.get_layout(%src_partitioned_106) : !memref_gmem_f16_3
        %187 = cute.get_shape(%lay_353) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_354, %e1_355, %e2_356, %e3_357 = cute.get_leaves(%187) : !cute.shape<"((8,1),1,4)">
        %lay_358 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %188 = cute.get_shape(%lay_358) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_359, %e1_360, %e2_361, %e3_362 = cute.get_leaves(%188) : !cute.shape<"((8,1),1,4)">
        %lay_363 = cute.get_layout(%src_partitioned_106) : !memref_gmem_f16_3
        %shape_364 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_365 = cute.make_layout(%shape_364) : !cute.layout<"1:0">
        %append_366 = cute.append_to_rank<2> (%lay_363, %lay_365) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_367 = cute.make_view(%iter_107, %append_366) : !memref_gmem_f16_3
        %iter_368 = cute.get_iter(%view_367) : !memref_gmem_f16_3
        %lay_369 = cute.get_layout(%view_367) : !memref_gmem_f16_3
        %189 = cute.get_shape(%lay_369) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_370, %e1_371, %e2_372, %e3_373 = cute.get_leaves(%189) : !cute.shape<"((8,1),1,4)">
        %lay_374 = cute.get_layout(%view_367) : !memref_gmem_f16_3
        %190 = cute.get_shape(%lay_374) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_375, %e1_376, %e2_377, %e3_378 = cute.get_leaves(%190) : !cute.shape<"((8,1),1,4)">
        %grouped_379 = cute.group_modes(%view_367) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_380 = cute.get_iter(%grouped_379) : !memref_gmem_f16_4
        %iter_381 = cute.get_iter(%grouped_379) : !memref_gmem_f16_4
        %lay_382 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %shape_383 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_384 = cute.make_layout(%shape_383) : !cute.layout<"1:0">
        %append_385 = cute.append_to_rank<2> (%lay_382, %lay_384) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_386 = cute.make_view(%iter_215, %append_385) : !memref_rmem_f16_
        %iter_387 = cute.get_iter(%view_386) : !memref_rmem_f16_
        %lay_388 = cute.get_layout(%view_386) : !memref_rmem_f16_
        %191 = cute.get_shape(%lay_388) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_389, %e1_390, %e2_391, %e3_392 = cute.get_leaves(%191) : !cute.shape<"((8,1),1,4)">
        %lay_393 = cute.get_layout(%view_386) : !memref_rmem_f16_
        %192 = cute.get_shape(%lay_393) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_394, %e1_395, %e2_396, %e3_397 = cute.get_leaves(%192) : !cute.shape<"((8,1),1,4)">
        %grouped_398 = cute.group_modes(%view_386) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
        %iter_399 = cute.get_iter(%grouped_398) : !memref_rmem_f16_1
        %iter_400 = cute.get_iter(%grouped_398) : !memref_rmem_f16_1
        %lay_401 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_402 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_403 = cute.make_layout(%shape_402) : !cute.layout<"1:0">
        %append_404 = cute.append_to_rank<2> (%lay_401, %lay_403) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_405 = cute.make_view(%iter_139, %append_404) : !memref_rmem_i8_
        %iter_406 = cute.get_iter(%view_405) : !memref_rmem_i8_
        %lay_407 = cute.get_layout(%view_405) : !memref_rmem_i8_
        %193 = cute.get_shape(%lay_407) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_408, %e1_409, %e2_410 = cute.get_leaves(%193) : !cute.shape<"(1,1,4)">
        %lay_411 = cute.get_layout(%view_405) : !memref_rmem_i8_
        %194 = cute.get_shape(%lay_411) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_412, %e1_413, %e2_414 = cute.get_leaves(%194) : !cute.shape<"(1,1,4)">
        %grouped_415 = cute.group_modes(%view_405) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_416 = cute.get_iter(%grouped_415) : !memref_rmem_i8_1
        %iter_417 = cute.get_iter(%grouped_415) : !memref_rmem_i8_1
        %lay_418 = cute.get_layout(%grouped_379) : !memref_gmem_f16_4
        %195 = cute.get_shape(%lay_418) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_419, %e1_420, %e2_421, %e3_422 = cute.get_leaves(%195) : !cute.shape<"((8,1),(1,4))">
        %lay_423 = cute.get_layout(%grouped_398) : !memref_rmem_f16_1
        %196 = cute.get_shape(%lay_423) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_424, %e1_425, %e2_426, %e3_427 = cute.get_leaves(%196) : !cute.shape<"((8,1),(1,4))">
        %sz_428 = cute.size(%grouped_379) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_429 = cute.get_leaves(%sz_428) : !cute.int_tuple<"4">
        %sz_430 = cute.size(%grouped_398) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_431 = cute.get_leaves(%sz_430) : !cute.int_tuple<"4">
        %lay_432 = cute.get_layout(%grouped_379) : !memref_gmem_f16_4
        %197 = cute.get_shape(%lay_432) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_433, %e1_434, %e2_435, %e3_436 = cute.get_leaves(%197) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped_379, %grouped_398, %grouped_415) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %lay_437 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %198 = cute.get_shape(%lay_437) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_438, %e1_439, %e2_440, %e3_441 = cute.get_leaves(%198) : !cute.shape<"((8,1),1,4)">
        %lay_442 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %199 = cute.memref.load_vec(%rmem_209) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_443 = cute.get_layout(%rmem_209) : !memref_rmem_f16_
        %200 = cute.get_shape(%lay_443) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_444, %e1_445, %e2_446, %e3_447 = cute.get_leaves(%200) : !cute.shape<"((8,1),1,4)">
        %201 = arith.extf %199 : vector<32xf16> to vector<32xf32>
        %202 = vector.broadcast %124 : f32 to vector<32xf32>
        %203 = arith.mulf %201, %202 : vector<32xf32>
        %lay_448 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %204 = cute.get_shape(%lay_448) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_449, %e1_450, %e2_451, %e3_452 = cute.get_leaves(%204) : !cute.shape<"((8,1),1,4)">
        %lay_453 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %205 = cute.memref.load_vec(%rmem_213) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_454 = cute.get_layout(%rmem_213) : !memref_rmem_f16_
        %206 = cute.get_shape(%lay_454) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_455, %e1_456, %e2_457, %e3_458 = cute.get_leaves(%206) : !cute.shape<"((8,1),1,4)">
        %207 = arith.extf %205 : vector<32xf16> to vector<32xf32>
        %208 = arith.mulf %203, %207 : vector<32xf32>
        %lay_459 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_3
        %209 = cute.make_layout_like(%lay_459) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_460 = cute.memref.alloca(%209) : !memref_rmem_f16_
        %iter_461 = cute.get_iter(%rmem_460) : !memref_rmem_f16_
        %iter_462 = cute.get_iter(%rmem_460) : !memref_rmem_f16_
        %210 = arith.truncf %208 : vector<32xf32> to vector<32xf16>
        %lay_463 = cute.get_layout(%rmem_460) : !memref_rmem_f16_
        %211 = cute.get_shape(%lay_463) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_464, %e1_465, %e2_466, %e3_467 = cute.get_leaves(%211) : !cute.shape<"((8,1),1,4)">
        %lay_468 = cute.get_layout(%rmem_460) : !memref_rmem_f16_
        %lay_469 = cute.get_layout(%rmem_460) : !memref_rmem_f16_
        %212 = cute.get_shape(%lay_469) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_470, %e1_471, %e2_472, %e3_473 = cute.get_leaves(%212) : !cute.shape<"((8,1),1,4)">
        %int_tuple_474 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_475 = cute.size(%int_tuple_474) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_476 = cute.get_leaves(%sz_475) : !cute.int_tuple<"32">
        %int_tuple_477 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_478 = cute.size(%int_tuple_477) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_479 = cute.get_leaves(%sz_478) : !cute.int_tuple<"32">
        cute.memref.store_vec(%210, %rmem_460) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_480 = cute.get_layout(%rmem_460) : !memref_rmem_f16_
        %213 = cute.get_shape(%lay_480) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_481, %e1_482, %e2_483, %e3_484 = cute.get_leaves(%213) : !cute.shape<"((8,1),1,4)">
        %lay_485 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_3
        %214 = cute.get_shape(%lay_485) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_486, %e1_487, %e2_488, %e3_489 = cute.get_leaves(%214) : !cute.shape<"((8,1),1,4)">
        %lay_490 = cute.get_layout(%rmem_460) : !memref_rmem_f16_
        %shape_491 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_492 = cute.make_layout(%shape_491) : !cute.layout<"1:0">
        %append_493 = cute.append_to_rank<2> (%lay_490, %lay_492) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_494 = cute.make_view(%iter_462, %append_493) : !memref_rmem_f16_
        %iter_495 = cute.get_iter(%view_494) : !memref_rmem_f16_
        %lay_496 = cute.get_layout(%view_494) : !memref_rmem_f16_
        %215 = cute.get_shape(%lay_496) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_497, %e1_498, %e2_499, %e3_500 = cute.get_leaves(%215) : !cute.shape<"((8,1),1,4)">
        %lay_501 = cute.get_layout(%view_494) : !memref_rmem_f16_
        %216 = cute.get_shape(%lay_501) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_502, %e1_503, %e2_504, %e3_505 = cute.get_leaves(%216) : !cute.shape<"((8,1),1,4)">
        %grouped_506 = cute.group_modes(%view_494) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
        %iter_507 = cute.get_iter(%grouped_506) : !memref_rmem_f16_1
        %iter_508 = cute.get_iter(%grouped_506) : !memref_rmem_f16_1
        %lay_509 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_3
        %shape_510 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_511 = cute.make_layout(%shape_510) : !cute.layout<"1:0">
        %append_512 = cute.append_to_rank<2> (%lay_509, %lay_511) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_513 = cute.make_view(%iter_113, %append_512) : !memref_gmem_f16_3
        %iter_514 = cute.get_iter(%view_513) : !memref_gmem_f16_3
        %lay_515 = cute.get_layout(%view_513) : !memref_gmem_f16_3
        %217 = cute.get_shape(%lay_515) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_516, %e1_517, %e2_518, %e3_519 = cute.get_leaves(%217) : !cute.shape<"((8,1),1,4)">
        %lay_520 = cute.get_layout(%view_513) : !memref_gmem_f16_3
        %218 = cute.get_shape(%lay_520) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_521, %e1_522, %e2_523, %e3_524 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %grouped_525 = cute.group_modes(%view_513) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_526 = cute.get_iter(%grouped_525) : !memref_gmem_f16_4
        %iter_527 = cute.get_iter(%grouped_525) : !memref_gmem_f16_4
        %lay_528 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_529 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_530 = cute.make_layout(%shape_529) : !cute.layout<"1:0">
        %append_531 = cute.append_to_rank<2> (%lay_528, %lay_530) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_532 = cute.make_view(%iter_139, %append_531) : !memref_rmem_i8_
        %iter_533 = cute.get_iter(%view_532) : !memref_rmem_i8_
        %lay_534 = cute.get_layout(%view_532) : !memref_rmem_i8_
        %219 = cute.get_shape(%lay_534) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_535, %e1_536, %e2_537 = cute.get_leaves(%219) : !cute.shape<"(1,1,4)">
        %lay_538 = cute.get_layout(%view_532) : !memref_rmem_i8_
        %220 = cute.get_shape(%lay_538) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_539, %e1_540, %e2_541 = cute.get_leaves(%220) : !cute.shape<"(1,1,4)">
        %grouped_542 = cute.group_modes(%view_532) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_543 = cute.get_iter(%grouped_542) : !memref_rmem_i8_1
        %iter_544 = cute.get_iter(%grouped_542) : !memref_rmem_i8_1
        %lay_545 = cute.get_layout(%grouped_506) : !memref_rmem_f16_1
        %221 = cute.get_shape(%lay_545) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_546, %e1_547, %e2_548, %e3_549 = cute.get_leaves(%221) : !cute.shape<"((8,1),(1,4))">
        %lay_550 = cute.get_layout(%grouped_525) : !memref_gmem_f16_4
        %222 = cute.get_shape(%lay_550) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_551, %e1_552, %e2_553, %e3_554 = cute.get_leaves(%222) : !cute.shape<"((8,1),(1,4))">
        %sz_555 = cute.size(%grouped_506) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_556 = cute.get_leaves(%sz_555) : !cute.int_tuple<"4">
        %sz_557 = cute.size(%grouped_525) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_558 = cute.get_leaves(%sz_557) : !cute.int_tuple<"4">
        %lay_559 = cute.get_layout(%grouped_506) : !memref_rmem_f16_1
        %223 = cute.get_shape(%lay_559) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_560, %e1_561, %e2_562, %e3_563 = cute.get_leaves(%223) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped_506, %grouped_525, %grouped_542) : (!copy_simt, !memref_rmem_f16_1, !memref_gmem_f16_4, !memref_rmem_i8_1)
        scf.yield %arg8 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_hd4c04c97(%arg0: !memref_gmem_f16_5, %arg1: !memref_gmem_f16_6, %arg2: !memref_gmem_f16_5, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_6
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_5
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_6
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_5
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16_5
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_f16_5
    %iter_10 = cute.get_iter(%view) : !memref_gmem_f16_5
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f16_5
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout(%shape_16, %stride_17) : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_f16_5
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_f16_5
    %lay_21 = cute.get_layout(%view) : !memref_gmem_f16_5
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f16_7
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f16_7
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_f16_5, !cute.tile<"[1:0;4096:1]">
    %iter_29 = cute.get_iter(%div) : !memref_gmem_f16_
    %iter_30 = cute.get_iter(%div) : !memref_gmem_f16_
    %tile_31 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_32 = cute.zipped_divide(%view_27, %tile_31) : !memref_gmem_f16_7, !cute.tile<"[1:0;4096:1]">
    %iter_33 = cute.get_iter(%div_32) : !memref_gmem_f16_1
    %iter_34 = cute.get_iter(%div_32) : !memref_gmem_f16_1
    %tile_35 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_36 = cute.zipped_divide(%view_19, %tile_35) : !memref_gmem_f16_5, !cute.tile<"[1:0;4096:1]">
    %iter_37 = cute.get_iter(%div_36) : !memref_gmem_f16_
    %iter_38 = cute.get_iter(%div_36) : !memref_gmem_f16_
    %lay_39 = cute.get_layout(%view) : !memref_gmem_f16_5
    %5 = cute.get_shape(%lay_39) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_40, %e1_41 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %shape_42 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %6 = cute.make_identity_tensor(%shape_42) : !cute_coord_tensor_15c8d6
    %iter_43 = cute.get_iter(%6) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(0,0)">
    %e0_44, %e1_45 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_46 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_47 = cute.zipped_divide(%6, %tile_46) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;4096:1]">
    %iter_48 = cute.get_iter(%div_47) : !cute_coord_tensor_2939ba
    %tup_49 = cute.deref_arith_tuple_iter(%iter_48) : !cute.arith_tuple_iter<"(0,0)">
    %e0_50, %e1_51 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(0,0)">
    %iter_52 = cute.get_iter(%div_47) : !cute_coord_tensor_2939ba
    %tup_53 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup_53) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_56 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_57 = cute.make_ordered_layout(%shape_56, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_58 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_59 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_60 = cute.make_ordered_layout(%shape_58, %int_tuple_59) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_57, %lay_60) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_dd009c
    %sz = cute.size(%lay_57) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_61 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_62 = cute.size(%lay_60) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"8">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_65 = cute.make_layout(%shape_64) : !cute.layout<"(128,8):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_dd009c) -> !cute.layout<"(128,8):(8,1)">
    %7 = cute.composition(%rinv, %lay_65) : (!cute.layout<"(128,8):(8,1)">, !cute.layout<"(128,8):(1,128)">) -> !cute.layout<"(128,8):(8,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_66, %e1_67, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(8,128))">
    %int_tuple_68 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %res = cute.tuple.product_each(%int_tuple_68) : (!cute.int_tuple<"(1,(8,128))">) -> !cute.int_tuple<"(1,1024)">
    %e0_69, %e1_70 = cute.get_leaves(%res) : !cute.int_tuple<"(1,1024)">
    %tile_71 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_72 = cute.get_layout(%view) : !memref_gmem_f16_5
    %10 = cute.get_shape(%lay_72) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_73, %e1_74 = cute.get_leaves(%10) : !cute.shape<"(96,5000)">
    %sz_75 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f16_5) -> !cute.int_tuple<"96">
    %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"96">
    %lay_77 = cute.get_layout(%div) : !memref_gmem_f16_
    %lay_78 = cute.get_layout(%div_32) : !memref_gmem_f16_1
    %lay_79 = cute.get_layout(%div_36) : !memref_gmem_f16_
    %lay_80 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %lay_81 = cute.get_layout(%div_47) : !cute_coord_tensor_2939ba
    %11 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_82, %e1_83 = cute.get_leaves(%11) : !cute.tile<"[1:0;1024:1]">
    %12 = cute.static : !cute.layout<"(128,8):(8,1)">
    %13 = cute.static : !cute.layout<"1:0">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c96_i32 = arith.constant 96 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %16 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %16 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
    }
    %17 = arith.extsi %c96_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_84 = arith.constant 96 : i32
    %18 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %17, gridDim = (%c96_i32_84, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%18] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_85 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%18] %c0_i32_85 : !cuda.launch_cfg<max_attrs = 3>, i32
    %19 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%18> (%div, %div_32, %div_36, %arg3, %div_47, %arg4, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f16_, !memref_gmem_f32_, !cute_coord_tensor_2939ba, f32, !copy_simt) -> !cuda.result
    %20 = cuda.cast %19 : !cuda.result -> i32
    cuda.return_if_error %20 : i32
    %c0_i32_86 = arith.constant 0 : i32
    return %c0_i32_86 : i32
  }
}
