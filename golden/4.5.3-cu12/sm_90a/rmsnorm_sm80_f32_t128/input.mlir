!cute_arith_tuple_iter_7c5329 = !cute.arith_tuple_iter<"(?,?{div=4})">
!cute_arith_tuple_iter_aaefeb = !cute.arith_tuple_iter<"(?,?{div=2048})">
!cute_coord_tensor_029b8b = !cute.coord_tensor<"(?,?{div=2048})", "(1,2048):(0,1@1)">
!cute_coord_tensor_0ff96d = !cute.coord_tensor<"(?,?{div=4})", "():()">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_40e15c = !cute.coord_tensor<"(?,?{div=4})", "((4,1),1,4):((1@1,0),0,512@1)">
!cute_coord_tensor_511bd0 = !cute.coord_tensor<"(0,0)", "((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_int_tuple_530818 = !cute.int_tuple<"(?,?{div=2048})">
!cute_layout_057eda = !cute.layout<"((4,1),1,4):((1,0),0,512)">
!cute_layout_52a9ba = !cute.layout<"((4,1),(1,4)):((1,0),(0,4))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_65aa51 = !cute.layout<"((4,1),1,4):((1,0),0,4)">
!cute_layout_6cf571 = !cute.layout<"((4,1),(1,4)):((1,0),(0,512))">
!cute_layout_b668f0 = !cute.layout<"(1,(4,128)):(0,(128,1))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(0,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(96,5000):(0,1)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_, %arg3: !memref_gmem_f32_2, %arg4: !cute_coord_tensor_511bd0, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_511bd0
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_511bd0
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f32_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_2
      %lay_15 = cute.get_layout(%arg4) : !cute_coord_tensor_511bd0
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %6 = arith.remsi %0, %c32_i32 : i32
      %7 = arith.floordivsi %0, %c32_i32 : i32
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_f32_) -> !cute.int_tuple<"3">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg7 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %cst, %arg10 = %arg6) -> (f32, f32, !copy_simt)  : i32 {
        %coord_95 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_95) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_96 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %iter_97 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %coord_98 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg10, %slice, %coord_98) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_99 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_4
        %coord_100 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_101 = cute.slice(%arg4, %coord_100) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_102 = cute.get_iter(%slice_101) : !cute_coord_tensor_029b8b
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute_arith_tuple_iter_aaefeb
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute_int_tuple_530818
        %128 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %129 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=2048}">
        %iter_106 = cute.get_iter(%slice_101) : !cute_coord_tensor_029b8b
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute_arith_tuple_iter_aaefeb
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute_int_tuple_530818
        %130 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %131 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=2048}">
        %coord_110 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_111 = cute.tiled.copy.partition_S(%arg10, %slice_101, %coord_110) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_112 = cute.get_iter(%src_partitioned_111) : !cute_coord_tensor_40e15c
        %tup_113 = cute.deref_arith_tuple_iter(%iter_112) : !cute_arith_tuple_iter_7c5329
        %e0_114, %e1_115 = cute.get_leaves(%tup_113) : !cute.int_tuple<"(?,?{div=4})">
        %132 = cute.get_scalars(%e0_114) : !cute.int_tuple<"?">
        %133 = cute.get_scalars(%e1_115) : !cute.int_tuple<"?{div=4}">
        %sz_116 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_117 = cute.get_leaves(%sz_116) : !cute.int_tuple<"1">
        %sz_118 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_119 = cute.get_leaves(%sz_118) : !cute.int_tuple<"1">
        %sz_120 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"4">
        %e0_121 = cute.get_leaves(%sz_120) : !cute.int_tuple<"4">
        %shape_122 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_123 = cute.make_layout(%shape_122) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_123) : !memref_rmem_i8_
        %iter_124 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_125 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_126 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_127 = cute.slice(%src_partitioned_111, %coord_126) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_128 = cute.get_iter(%slice_127) : !cute_coord_tensor_0ff96d
        %tup_129 = cute.deref_arith_tuple_iter(%iter_128) : !cute_arith_tuple_iter_7c5329
        %e0_130, %e1_131 = cute.get_leaves(%tup_129) : !cute.int_tuple<"(?,?{div=4})">
        %134 = cute.get_scalars(%e0_130) : !cute.int_tuple<"?">
        %135 = cute.get_scalars(%e1_131) : !cute.int_tuple<"?{div=4}">
        %iter_132 = cute.get_iter(%slice_127) : !cute_coord_tensor_0ff96d
        %tup_133 = cute.deref_arith_tuple_iter(%iter_132) : !cute_arith_tuple_iter_7c5329
        %e0_134, %e1_135 = cute.get_leaves(%tup_133) : !cute.int_tuple<"(?,?{div=4})">
        %136 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?">
        %137 = cute.get_scalars(%e1_135) : !cute.int_tuple<"?{div=4}">
        %iter_136 = cute.get_iter(%slice_127) : !cute_coord_tensor_0ff96d
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_7c5329
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=4})">
        %138 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=4}">
        %coord_140 = cute.make_coord(%e0_138, %e1_139) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_141 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %140 = cute.elem_less(%coord_140, %coord_141) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %141 = arith.extui %140 : i1 to i8
        %coord_142 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_142, %141) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_143 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_144 = cute.slice(%src_partitioned_111, %coord_143) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_145 = cute.get_iter(%slice_144) : !cute_coord_tensor_0ff96d
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_7c5329
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=4})">
        %142 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=4}">
        %iter_149 = cute.get_iter(%slice_144) : !cute_coord_tensor_0ff96d
        %tup_150 = cute.deref_arith_tuple_iter(%iter_149) : !cute_arith_tuple_iter_7c5329
        %e0_151, %e1_152 = cute.get_leaves(%tup_150) : !cute.int_tuple<"(?,?{div=4})">
        %144 = cute.get_scalars(%e0_151) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_152) : !cute.int_tuple<"?{div=4}">
        %iter_153 = cute.get_iter(%slice_144) : !cute_coord_tensor_0ff96d
        %tup_154 = cute.deref_arith_tuple_iter(%iter_153) : !cute_arith_tuple_iter_7c5329
        %e0_155, %e1_156 = cute.get_leaves(%tup_154) : !cute.int_tuple<"(?,?{div=4})">
        %146 = cute.get_scalars(%e0_155) : !cute.int_tuple<"?">
        %147 = cute.get_scalars(%e1_156) : !cute.int_tuple<"?{div=4}">
        %coord_157 = cute.make_coord(%e0_155, %e1_156) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_158 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %148 = cute.elem_less(%coord_157, %coord_158) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %149 = arith.extui %148 : i1 to i8
        %coord_159 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_159, %149) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_160 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_161 = cute.slice(%src_partitioned_111, %coord_160) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_162 = cute.get_iter(%slice_161) : !cute_coord_tensor_0ff96d
        %tup_163 = cute.deref_arith_tuple_iter(%iter_162) : !cute_arith_tuple_iter_7c5329
        %e0_164, %e1_165 = cute.get_leaves(%tup_163) : !cute.int_tuple<"(?,?{div=4})">
        %150 = cute.get_scalars(%e0_164) : !cute.int_tuple<"?">
        %151 = cute.get_scalars(%e1_165) : !cute.int_tuple<"?{div=4}">
        %iter_166 = cute.get_iter(%slice_161) : !cute_coord_tensor_0ff96d
        %tup_167 = cute.deref_arith_tuple_iter(%iter_166) : !cute_arith_tuple_iter_7c5329
        %e0_168, %e1_169 = cute.get_leaves(%tup_167) : !cute.int_tuple<"(?,?{div=4})">
        %152 = cute.get_scalars(%e0_168) : !cute.int_tuple<"?">
        %153 = cute.get_scalars(%e1_169) : !cute.int_tuple<"?{div=4}">
        %iter_170 = cute.get_iter(%slice_161) : !cute_coord_tensor_0ff96d
        %tup_171 = cute.deref_arith_tuple_iter(%iter_170) : !cute_arith_tuple_iter_7c5329
        %e0_172, %e1_173 = cute.get_leaves(%tup_171) : !cute.int_tuple<"(?,?{div=4})">
        %154 = cute.get_scalars(%e0_172) : !cute.int_tuple<"?">
        %155 = cute.get_scalars(%e1_173) : !cute.int_tuple<"?{div=4}">
        %coord_174 = cute.make_coord(%e0_172, %e1_173) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_175 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %156 = cute.elem_less(%coord_174, %coord_175) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %157 = arith.extui %156 : i1 to i8
        %coord_176 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_176, %157) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_177 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_178 = cute.slice(%src_partitioned_111, %coord_177) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_179 = cute.get_iter(%slice_178) : !cute_coord_tensor_0ff96d
        %tup_180 = cute.deref_arith_tuple_iter(%iter_179) : !cute_arith_tuple_iter_7c5329
        %e0_181, %e1_182 = cute.get_leaves(%tup_180) : !cute.int_tuple<"(?,?{div=4})">
        %158 = cute.get_scalars(%e0_181) : !cute.int_tuple<"?">
        %159 = cute.get_scalars(%e1_182) : !cute.int_tuple<"?{div=4}">
        %iter_183 = cute.get_iter(%slice_178) : !cute_coord_tensor_0ff96d
        %tup_184 = cute.deref_arith_tuple_iter(%iter_183) : !cute_arith_tuple_iter_7c5329
        %e0_185, %e1_186 = cute.get_leaves(%tup_184) : !cute.int_tuple<"(?,?{div=4})">
        %160 = cute.get_scalars(%e0_185) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_186) : !cute.int_tuple<"?{div=4}">
        %iter_187 = cute.get_iter(%slice_178) : !cute_coord_tensor_0ff96d
        %tup_188 = cute.deref_arith_tuple_iter(%iter_187) : !cute_arith_tuple_iter_7c5329
        %e0_189, %e1_190 = cute.get_leaves(%tup_188) : !cute.int_tuple<"(?,?{div=4})">
        %162 = cute.get_scalars(%e0_189) : !cute.int_tuple<"?">
        %163 = cute.get_scalars(%e1_190) : !cute.int_tuple<"?{div=4}">
        %coord_191 = cute.make_coord(%e0_189, %e1_190) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_192 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %164 = cute.elem_less(%coord_191, %coord_192) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %165 = arith.extui %164 : i1 to i8
        %coord_193 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_193, %165) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_194 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %166 = cute.make_layout_like(%lay_194) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_195 = cute.memref.alloca(%166) : !memref_rmem_f32_
        %iter_196 = cute.get_iter(%rmem_195) : !memref_rmem_f32_
        %iter_197 = cute.get_iter(%rmem_195) : !memref_rmem_f32_
        %lay_198 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %sz_199 = cute.size(%rmem_195) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_200 = cute.get_leaves(%sz_199) : !cute.int_tuple<"16">
        %lay_201 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %167 = cute.get_shape(%lay_201) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_202, %e1_203, %e2, %e3 = cute.get_leaves(%167) : !cute.shape<"((4,1),1,4)">
        %int_tuple_204 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_204) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_205 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_206 = arith.constant 0.000000e+00 : f32
        %168 = vector.splat %cst_206 : vector<16xf32>
        %lay_207 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %169 = cute.get_shape(%lay_207) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_208, %e1_209, %e2_210, %e3_211 = cute.get_leaves(%169) : !cute.shape<"((4,1),1,4)">
        %lay_212 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %lay_213 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %170 = cute.get_shape(%lay_213) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_214, %e1_215, %e2_216, %e3_217 = cute.get_leaves(%170) : !cute.shape<"((4,1),1,4)">
        %int_tuple_218 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_219 = cute.size(%int_tuple_218) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_220 = cute.get_leaves(%sz_219) : !cute.int_tuple<"16">
        %int_tuple_221 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_222 = cute.size(%int_tuple_221) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_223 = cute.get_leaves(%sz_222) : !cute.int_tuple<"16">
        cute.memref.store_vec(%168, %rmem_195) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_224 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %171 = cute.get_shape(%lay_224) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_225, %e1_226, %e2_227, %e3_228 = cute.get_leaves(%171) : !cute.shape<"((4,1),1,4)">
        %lay_229 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %172 = cute.get_shape(%lay_229) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_230, %e1_231, %e2_232, %e3_233 = cute.get_leaves(%172) : !cute.shape<"((4,1),1,4)">
        %lay_234 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %shape_235 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_236 = cute.make_layout(%shape_235) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_234, %lay_236) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_237 = cute.make_view(%iter_99, %append) : !memref_gmem_f32_4
        %iter_238 = cute.get_iter(%view_237) : !memref_gmem_f32_4
        %lay_239 = cute.get_layout(%view_237) : !memref_gmem_f32_4
        %173 = cute.get_shape(%lay_239) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_240, %e1_241, %e2_242, %e3_243 = cute.get_leaves(%173) : !cute.shape<"((4,1),1,4)">
        %lay_244 = cute.get_layout(%view_237) : !memref_gmem_f32_4
        %174 = cute.get_shape(%lay_244) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_245, %e1_246, %e2_247, %e3_248 = cute.get_leaves(%174) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_237) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_249 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %iter_250 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %lay_251 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %shape_252 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_253 = cute.make_layout(%shape_252) : !cute.layout<"1:0">
        %append_254 = cute.append_to_rank<2> (%lay_251, %lay_253) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_255 = cute.make_view(%iter_197, %append_254) : !memref_rmem_f32_
        %iter_256 = cute.get_iter(%view_255) : !memref_rmem_f32_
        %lay_257 = cute.get_layout(%view_255) : !memref_rmem_f32_
        %175 = cute.get_shape(%lay_257) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_258, %e1_259, %e2_260, %e3_261 = cute.get_leaves(%175) : !cute.shape<"((4,1),1,4)">
        %lay_262 = cute.get_layout(%view_255) : !memref_rmem_f32_
        %176 = cute.get_shape(%lay_262) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_263, %e1_264, %e2_265, %e3_266 = cute.get_leaves(%176) : !cute.shape<"((4,1),1,4)">
        %grouped_267 = cute.group_modes(%view_255) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_268 = cute.get_iter(%grouped_267) : !memref_rmem_f32_1
        %iter_269 = cute.get_iter(%grouped_267) : !memref_rmem_f32_1
        %lay_270 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_271 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_272 = cute.make_layout(%shape_271) : !cute.layout<"1:0">
        %append_273 = cute.append_to_rank<2> (%lay_270, %lay_272) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_274 = cute.make_view(%iter_125, %append_273) : !memref_rmem_i8_
        %iter_275 = cute.get_iter(%view_274) : !memref_rmem_i8_
        %lay_276 = cute.get_layout(%view_274) : !memref_rmem_i8_
        %177 = cute.get_shape(%lay_276) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_277, %e1_278, %e2_279 = cute.get_leaves(%177) : !cute.shape<"(1,1,4)">
        %lay_280 = cute.get_layout(%view_274) : !memref_rmem_i8_
        %178 = cute.get_shape(%lay_280) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_281, %e1_282, %e2_283 = cute.get_leaves(%178) : !cute.shape<"(1,1,4)">
        %grouped_284 = cute.group_modes(%view_274) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_285 = cute.get_iter(%grouped_284) : !memref_rmem_i8_1
        %iter_286 = cute.get_iter(%grouped_284) : !memref_rmem_i8_1
        %lay_287 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %179 = cute.get_shape(%lay_287) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_288, %e1_289, %e2_290, %e3_291 = cute.get_leaves(%179) : !cute.shape<"((4,1),(1,4))">
        %lay_292 = cute.get_layout(%grouped_267) : !memref_rmem_f32_1
        %180 = cute.get_shape(%lay_292) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_293, %e1_294, %e2_295, %e3_296 = cute.get_leaves(%180) : !cute.shape<"((4,1),(1,4))">
        %sz_297 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_298 = cute.get_leaves(%sz_297) : !cute.int_tuple<"4">
        %sz_299 = cute.size(%grouped_267) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_300 = cute.get_leaves(%sz_299) : !cute.int_tuple<"4">
        %lay_301 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %181 = cute.get_shape(%lay_301) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_302, %e1_303, %e2_304, %e3_305 = cute.get_leaves(%181) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_267, %grouped_284) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_306 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %182 = cute.get_shape(%lay_306) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_307, %e1_308, %e2_309, %e3_310 = cute.get_leaves(%182) : !cute.shape<"((4,1),1,4)">
        %lay_311 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %183 = cute.memref.load_vec(%rmem_195) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_312 = cute.get_layout(%rmem_195) : !memref_rmem_f32_
        %184 = cute.get_shape(%lay_312) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_313, %e1_314, %e2_315, %e3_316 = cute.get_leaves(%184) : !cute.shape<"((4,1),1,4)">
        %cst_317 = arith.constant 0.000000e+00 : f32
        %185 = vector.broadcast %cst_317 : f32 to vector<16xf32>
        %186 = arith.cmpf olt, %183, %185 : vector<16xf32>
        %cst_318 = arith.constant 0.000000e+00 : f32
        %187 = vector.broadcast %cst_318 : f32 to vector<16xf32>
        %188 = arith.subf %187, %183 : vector<16xf32>
        %189 = arith.select %186, %188, %183 : vector<16xi1>, vector<16xf32>
        %cst_319 = arith.constant 0.000000e+00 : f32
        %190 = vector.reduction <maximumf>, %189, %cst_319 : vector<16xf32> into f32
        %191 = arith.maximumf %arg9, %190 : f32
        %cst_320 = arith.constant 1.17549435E-38 : f32
        %192 = arith.maximumf %191, %cst_320 : f32
        %cst_321 = arith.constant 1.000000e+00 : f32
        %193 = arith.divf %cst_321, %192 : f32
        %194 = vector.broadcast %193 : f32 to vector<16xf32>
        %195 = arith.mulf %183, %194 : vector<16xf32>
        %196 = arith.mulf %arg9, %193 : f32
        %197 = arith.mulf %arg8, %196 : f32
        %198 = arith.mulf %197, %196 : f32
        %199 = arith.mulf %195, %195 : vector<16xf32>
        %cst_322 = arith.constant 0.000000e+00 : f32
        %200 = vector.reduction <add>, %199, %cst_322 : vector<16xf32> into f32
        %201 = arith.addf %198, %200 : f32
        scf.yield %201, %191, %arg10 : f32, f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_47 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_47) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_48 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_47) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_49 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_50 = arith.constant 16 : i32
      %69 = arith.cmpi sge, %smem_size, %c16_i32_50 : i32
      cf.assert %69, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 16 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_51 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_51, %lay_47) : !memref_smem_f32_
      %iter_52 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_53 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_54 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_55 = cute.make_layout(%shape_54) : !cute.layout<"4:1">
      %coord_56 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_57 = cute.crd2idx(%coord_56, %lay_55) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_58 = cute.get_leaves(%idx_57) : !cute.int_tuple<"0">
      %cosz_59 = cute.cosize(%lay_55) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_60 = cute.get_leaves(%cosz_59) : !cute.int_tuple<"4">
      %int_tuple_61 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_62 = cute.add_offset(%ptr, %int_tuple_61) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_63 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %70 = arith.cmpi sge, %smem_size_63, %c32_i32 : i32
      cf.assert %70, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 32 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_64 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_65 = cute.make_view(%iter_64, %lay_55) : !memref_smem_f32_1
      %iter_66 = cute.get_iter(%view_65) : !memref_smem_f32_1
      %iter_67 = cute.get_iter(%view_65) : !memref_smem_f32_1
      %c0_i32_68 = arith.constant 0 : i32
      %71 = arith.cmpi eq, %6, %c0_i32_68 : i32
      %72:2 = scf.if %71 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_95 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_96 = cute.get_iter(%view_65) : !memref_smem_f32_1
        %coord_97 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_97, %59) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_98 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_65, %coord_98, %68) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_65 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_95 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_96 = cute.get_iter(%view_65) : !memref_smem_f32_1
        scf.yield %view, %view_65 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_69 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_70 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_71 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_72 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_73 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_74 = cute.get_iter(%72#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_75 = cute.make_coord() : () -> !cute.coord<"0">
      %73 = cute.memref.load(%72#0, %coord_75) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_76 = cute.make_coord() : () -> !cute.coord<"0">
      %74 = cute.memref.load(%72#1, %coord_76) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"1">
      %75 = cute.memref.load(%72#0, %coord_77) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"1">
      %76 = cute.memref.load(%72#1, %coord_78) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %77 = arith.maximumf %73, %75 : f32
      %cst_79 = arith.constant 1.17549435E-38 : f32
      %78 = arith.maximumf %77, %cst_79 : f32
      %79 = arith.divf %cst_21, %78 : f32
      %80 = arith.mulf %73, %79 : f32
      %81 = arith.mulf %75, %79 : f32
      %82 = arith.mulf %74, %80 : f32
      %83 = arith.mulf %82, %80 : f32
      %84 = arith.mulf %76, %81 : f32
      %85 = arith.mulf %84, %81 : f32
      %86 = arith.addf %83, %85 : f32
      %coord_80 = cute.make_coord() : () -> !cute.coord<"2">
      %87 = cute.memref.load(%72#0, %coord_80) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_81 = cute.make_coord() : () -> !cute.coord<"2">
      %88 = cute.memref.load(%72#1, %coord_81) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %89 = arith.maximumf %77, %87 : f32
      %cst_82 = arith.constant 1.17549435E-38 : f32
      %90 = arith.maximumf %89, %cst_82 : f32
      %91 = arith.divf %cst_21, %90 : f32
      %92 = arith.mulf %77, %91 : f32
      %93 = arith.mulf %87, %91 : f32
      %94 = arith.mulf %86, %92 : f32
      %95 = arith.mulf %94, %92 : f32
      %96 = arith.mulf %88, %93 : f32
      %97 = arith.mulf %96, %93 : f32
      %98 = arith.addf %95, %97 : f32
      %coord_83 = cute.make_coord() : () -> !cute.coord<"3">
      %99 = cute.memref.load(%72#0, %coord_83) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_84 = cute.make_coord() : () -> !cute.coord<"3">
      %100 = cute.memref.load(%72#1, %coord_84) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %101 = arith.maximumf %89, %99 : f32
      %cst_85 = arith.constant 1.17549435E-38 : f32
      %102 = arith.maximumf %101, %cst_85 : f32
      %103 = arith.divf %cst_21, %102 : f32
      %104 = arith.mulf %89, %103 : f32
      %105 = arith.mulf %99, %103 : f32
      %106 = arith.mulf %98, %104 : f32
      %107 = arith.mulf %106, %104 : f32
      %108 = arith.mulf %100, %105 : f32
      %109 = arith.mulf %108, %105 : f32
      %110 = arith.addf %107, %109 : f32
      %int_tuple_86 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_87 = cute.size(%int_tuple_86) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"5000">
      %cst_89 = arith.constant 5.000000e+03 : f32
      %111 = arith.divf %110, %cst_89 : f32
      %cst_90 = arith.constant 1.17549435E-38 : f32
      %112 = arith.maximumf %101, %cst_90 : f32
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
      %cst_91 = arith.constant 9.99999984E+17 : f32
      %123 = arith.cmpf ogt, %101, %cst_91 : f32
      %124 = scf.if %123 -> (f32) {
        scf.yield %122 : f32
      } else {
        scf.yield %117 : f32
      }
      %125 = arith.cmpi eq, %0, %c0_i32_68 : i32
      %126 = scf.if %125 -> (!memref_gmem_f32_2) {
        %iter_95 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %coord_96 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_96, %124) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_2
      } else {
        %iter_95 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        scf.yield %arg3 : !memref_gmem_f32_2
      }
      %iter_92 = cute.get_iter(%126) : !memref_gmem_f32_2
      %iter_93 = cute.get_iter(%126) : !memref_gmem_f32_2
      %iter_94 = cute.get_iter(%126) : !memref_gmem_f32_2
      %127 = scf.for %arg7 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg8 = %8#2) -> (!copy_simt)  : i32 {
        %coord_95 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_95) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_96 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %iter_97 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %coord_98 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_98) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_99 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_4
        %coord_100 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_101 = cute.slice(%arg1, %coord_100) : !memref_gmem_f32_1, !cute.coord<"((_,_),(?,?))">
        %iter_102 = cute.get_iter(%slice_101) : !memref_gmem_f32_3
        %iter_103 = cute.get_iter(%slice_101) : !memref_gmem_f32_3
        %coord_104 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_105 = cute.tiled.copy.partition_S(%arg8, %slice_101, %coord_104) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_106 = cute.get_iter(%src_partitioned_105) : !memref_gmem_f32_4
        %coord_107 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_108 = cute.slice(%arg2, %coord_107) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_109 = cute.get_iter(%slice_108) : !memref_gmem_f32_3
        %iter_110 = cute.get_iter(%slice_108) : !memref_gmem_f32_3
        %coord_111 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_108, %coord_111) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_112 = cute.get_iter(%dst_partitioned) : !memref_gmem_f32_4
        %coord_113 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_114 = cute.slice(%arg4, %coord_113) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_115 = cute.get_iter(%slice_114) : !cute_coord_tensor_029b8b
        %tup_116 = cute.deref_arith_tuple_iter(%iter_115) : !cute_arith_tuple_iter_aaefeb
        %e0_117, %e1_118 = cute.get_leaves(%tup_116) : !cute_int_tuple_530818
        %128 = cute.get_scalars(%e0_117) : !cute.int_tuple<"?">
        %129 = cute.get_scalars(%e1_118) : !cute.int_tuple<"?{div=2048}">
        %iter_119 = cute.get_iter(%slice_114) : !cute_coord_tensor_029b8b
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute_arith_tuple_iter_aaefeb
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute_int_tuple_530818
        %130 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %131 = cute.get_scalars(%e1_122) : !cute.int_tuple<"?{div=2048}">
        %coord_123 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_124 = cute.tiled.copy.partition_S(%arg8, %slice_114, %coord_123) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_125 = cute.get_iter(%src_partitioned_124) : !cute_coord_tensor_40e15c
        %tup_126 = cute.deref_arith_tuple_iter(%iter_125) : !cute_arith_tuple_iter_7c5329
        %e0_127, %e1_128 = cute.get_leaves(%tup_126) : !cute.int_tuple<"(?,?{div=4})">
        %132 = cute.get_scalars(%e0_127) : !cute.int_tuple<"?">
        %133 = cute.get_scalars(%e1_128) : !cute.int_tuple<"?{div=4}">
        %sz_129 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_130 = cute.get_leaves(%sz_129) : !cute.int_tuple<"1">
        %sz_131 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_132 = cute.get_leaves(%sz_131) : !cute.int_tuple<"1">
        %sz_133 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"4">
        %e0_134 = cute.get_leaves(%sz_133) : !cute.int_tuple<"4">
        %shape_135 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_136 = cute.make_layout(%shape_135) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_136) : !memref_rmem_i8_
        %iter_137 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_138 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_139 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_140 = cute.slice(%src_partitioned_124, %coord_139) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_141 = cute.get_iter(%slice_140) : !cute_coord_tensor_0ff96d
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_7c5329
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?{div=4})">
        %134 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %135 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=4}">
        %iter_145 = cute.get_iter(%slice_140) : !cute_coord_tensor_0ff96d
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_7c5329
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=4})">
        %136 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %137 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=4}">
        %iter_149 = cute.get_iter(%slice_140) : !cute_coord_tensor_0ff96d
        %tup_150 = cute.deref_arith_tuple_iter(%iter_149) : !cute_arith_tuple_iter_7c5329
        %e0_151, %e1_152 = cute.get_leaves(%tup_150) : !cute.int_tuple<"(?,?{div=4})">
        %138 = cute.get_scalars(%e0_151) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_152) : !cute.int_tuple<"?{div=4}">
        %coord_153 = cute.make_coord(%e0_151, %e1_152) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_154 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %140 = cute.elem_less(%coord_153, %coord_154) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %141 = arith.extui %140 : i1 to i8
        %coord_155 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_155, %141) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_156 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_157 = cute.slice(%src_partitioned_124, %coord_156) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_158 = cute.get_iter(%slice_157) : !cute_coord_tensor_0ff96d
        %tup_159 = cute.deref_arith_tuple_iter(%iter_158) : !cute_arith_tuple_iter_7c5329
        %e0_160, %e1_161 = cute.get_leaves(%tup_159) : !cute.int_tuple<"(?,?{div=4})">
        %142 = cute.get_scalars(%e0_160) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_161) : !cute.int_tuple<"?{div=4}">
        %iter_162 = cute.get_iter(%slice_157) : !cute_coord_tensor_0ff96d
        %tup_163 = cute.deref_arith_tuple_iter(%iter_162) : !cute_arith_tuple_iter_7c5329
        %e0_164, %e1_165 = cute.get_leaves(%tup_163) : !cute.int_tuple<"(?,?{div=4})">
        %144 = cute.get_scalars(%e0_164) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_165) : !cute.int_tuple<"?{div=4}">
        %iter_166 = cute.get_iter(%slice_157) : !cute_coord_tensor_0ff96d
        %tup_167 = cute.deref_arith_tuple_iter(%iter_166) : !cute_arith_tuple_iter_7c5329
        %e0_168, %e1_169 = cute.get_leaves(%tup_167) : !cute.int_tuple<"(?,?{div=4})">
        %146 = cute.get_scalars(%e0_168) : !cute.int_tuple<"?">
        %147 = cute.get_scalars(%e1_169) : !cute.int_tuple<"?{div=4}">
        %coord_170 = cute.make_coord(%e0_168, %e1_169) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_171 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %148 = cute.elem_less(%coord_170, %coord_171) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %149 = arith.extui %148 : i1 to i8
        %coord_172 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_172, %149) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_173 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_174 = cute.slice(%src_partitioned_124, %coord_173) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_175 = cute.get_iter(%slice_174) : !cute_coord_tensor_0ff96d
        %tup_176 = cute.deref_arith_tuple_iter(%iter_175) : !cute_arith_tuple_iter_7c5329
        %e0_177, %e1_178 = cute.get_leaves(%tup_176) : !cute.int_tuple<"(?,?{div=4})">
        %150 = cute.get_scalars(%e0_177) : !cute.int_tuple<"?">
        %151 = cute.get_scalars(%e1_178) : !cute.int_tuple<"?{div=4}">
        %iter_179 = cute.get_iter(%slice_174) : !cute_coord_tensor_0ff96d
        %tup_180 = cute.deref_arith_tuple_iter(%iter_179) : !cute_arith_tuple_iter_7c5329
        %e0_181, %e1_182 = cute.get_leaves(%tup_180) : !cute.int_tuple<"(?,?{div=4})">
        %152 = cute.get_scalars(%e0_181) : !cute.int_tuple<"?">
        %153 = cute.get_scalars(%e1_182) : !cute.int_tuple<"?{div=4}">
        %iter_183 = cute.get_iter(%slice_174) : !cute_coord_tensor_0ff96d
        %tup_184 = cute.deref_arith_tuple_iter(%iter_183) : !cute_arith_tuple_iter_7c5329
        %e0_185, %e1_186 = cute.get_leaves(%tup_184) : !cute.int_tuple<"(?,?{div=4})">
        %154 = cute.get_scalars(%e0_185) : !cute.int_tuple<"?">
        %155 = cute.get_scalars(%e1_186) : !cute.int_tuple<"?{div=4}">
        %coord_187 = cute.make_coord(%e0_185, %e1_186) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_188 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %156 = cute.elem_less(%coord_187, %coord_188) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %157 = arith.extui %156 : i1 to i8
        %coord_189 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_189, %157) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_190 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_191 = cute.slice(%src_partitioned_124, %coord_190) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_192 = cute.get_iter(%slice_191) : !cute_coord_tensor_0ff96d
        %tup_193 = cute.deref_arith_tuple_iter(%iter_192) : !cute_arith_tuple_iter_7c5329
        %e0_194, %e1_195 = cute.get_leaves(%tup_193) : !cute.int_tuple<"(?,?{div=4})">
        %158 = cute.get_scalars(%e0_194) : !cute.int_tuple<"?">
        %159 = cute.get_scalars(%e1_195) : !cute.int_tuple<"?{div=4}">
        %iter_196 = cute.get_iter(%slice_191) : !cute_coord_tensor_0ff96d
        %tup_197 = cute.deref_arith_tuple_iter(%iter_196) : !cute_arith_tuple_iter_7c5329
        %e0_198, %e1_199 = cute.get_leaves(%tup_197) : !cute.int_tuple<"(?,?{div=4})">
        %160 = cute.get_scalars(%e0_198) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_199) : !cute.int_tuple<"?{div=4}">
        %iter_200 = cute.get_iter(%slice_191) : !cute_coord_tensor_0ff96d
        %tup_201 = cute.deref_arith_tuple_iter(%iter_200) : !cute_arith_tuple_iter_7c5329
        %e0_202, %e1_203 = cute.get_leaves(%tup_201) : !cute.int_tuple<"(?,?{div=4})">
        %162 = cute.get_scalars(%e0_202) : !cute.int_tuple<"?">
        %163 = cute.get_scalars(%e1_203) : !cute.int_tuple<"?{div=4}">
        %coord_204 = cute.make_coord(%e0_202, %e1_203) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_205 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %164 = cute.elem_less(%coord_204, %coord_205) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %165 = arith.extui %164 : i1 to i8
        %coord_206 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_206, %165) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_207 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %166 = cute.make_layout_like(%lay_207) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_208 = cute.memref.alloca(%166) : !memref_rmem_f32_
        %iter_209 = cute.get_iter(%rmem_208) : !memref_rmem_f32_
        %iter_210 = cute.get_iter(%rmem_208) : !memref_rmem_f32_
        %lay_211 = cute.get_layout(%src_partitioned_105) : !memref_gmem_f32_4
        %167 = cute.make_layout_like(%lay_211) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_212 = cute.memref.alloca(%167) : !memref_rmem_f32_
        %iter_213 = cute.get_iter(%rmem_212) : !memref_rmem_f32_
        %iter_214 = cute.get_iter(%rmem_212) : !memref_rmem_f32_
        %lay_215 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %sz_216 = cute.size(%rmem_208) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_217 = cute.get_leaves(%sz_216) : !cute.int_tuple<"16">
        %lay_218 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %168 = cute.get_shape(%lay_218) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_219, %e1_220, %e2, %e3 = cute.get_leaves(%168) : !cute.shape<"((4,1),1,4)">
        %int_tuple_221 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_221) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_222 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_223 = arith.constant 0.000000e+00 : f32
        %169 = vector.splat %cst_223 : vector<16xf32>
        %lay_224 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %170 = cute.get_shape(%lay_224) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_225, %e1_226, %e2_227, %e3_228 = cute.get_leaves(%170) : !cute.shape<"((4,1),1,4)">
        %lay_229 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %lay_230 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %171 = cute.get_shape(%lay_230) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_231, %e1_232, %e2_233, %e3_234 = cute.get_leaves(%171) : !cute.shape<"((4,1),1,4)">
        %int_tuple_235 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_236 = cute.size(%int_tuple_235) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_237 = cute.get_leaves(%sz_236) : !cute.int_tuple<"16">
        %int_tuple_238 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_239 = cute.size(%int_tuple_238) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_240 = cute.get_leaves(%sz_239) : !cute.int_tuple<"16">
        cute.memref.store_vec(%169, %rmem_208) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_241 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %sz_242 = cute.size(%rmem_212) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_243 = cute.get_leaves(%sz_242) : !cute.int_tuple<"16">
        %lay_244 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %172 = cute.get_shape(%lay_244) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_245, %e1_246, %e2_247, %e3_248 = cute.get_leaves(%172) : !cute.shape<"((4,1),1,4)">
        %int_tuple_249 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res_250 = cute.tuple.product(%int_tuple_249) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_251 = cute.get_leaves(%res_250) : !cute.int_tuple<"16">
        %cst_252 = arith.constant 0.000000e+00 : f32
        %173 = vector.splat %cst_252 : vector<16xf32>
        %lay_253 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %174 = cute.get_shape(%lay_253) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_254, %e1_255, %e2_256, %e3_257 = cute.get_leaves(%174) : !cute.shape<"((4,1),1,4)">
        %lay_258 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %lay_259 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %175 = cute.get_shape(%lay_259) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_260, %e1_261, %e2_262, %e3_263 = cute.get_leaves(%175) : !cute.shape<"((4,1),1,4)">
        %int_tuple_264 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_265 = cute.size(%int_tuple_264) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_266 = cute.get_leaves(%sz_265) : !cute.int_tuple<"16">
        %int_tuple_267 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_268 = cute.size(%int_tuple_267) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_269 = cute.get_leaves(%sz_268) : !cute.int_tuple<"16">
        cute.memref.store_vec(%173, %rmem_212) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_270 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %176 = cute.get_shape(%lay_270) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%176) : !cute.shape<"((4,1),1,4)">
        %lay_275 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %177 = cute.get_shape(%lay_275) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_276, %e1_277, %e2_278, %e3_279 = cute.get_leaves(%177) : !cute.shape<"((4,1),1,4)">
        %lay_280 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %shape_281 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_282 = cute.make_layout(%shape_281) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_280, %lay_282) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_283 = cute.make_view(%iter_99, %append) : !memref_gmem_f32_4
        %iter_284 = cute.get_iter(%view_283) : !memref_gmem_f32_4
        %lay_285 = cute.get_layout(%view_283) : !memref_gmem_f32_4
        %178 = cute.get_shape(%lay_285) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%178) : !cute.shape<"((4,1),1,4)">
        %lay_290 = cute.get_layout(%view_283) : !memref_gmem_f32_4
        %179 = cute.get_shape(%lay_290) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%179) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_283) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_295 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %iter_296 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %lay_297 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %shape_298 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_299 = cute.make_layout(%shape_298) : !cute.layout<"1:0">
        %append_300 = cute.append_to_rank<2> (%lay_297, %lay_299) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_301 = cute.make_view(%iter_210, %append_300) : !memref_rmem_f32_
        %iter_302 = cute.get_iter(%view_301) : !memref_rmem_f32_
        %lay_303 = cute.get_layout(%view_301) : !memref_rmem_f32_
        %180 = cute.get_shape(%lay_303) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_304, %e1_305, %e2_306, %e3_307 = cute.get_leaves(%180) : !cute.shape<"((4,1),1,4)">
        %lay_308 = cute.get_layout(%view_301) : !memref_rmem_f32_
        %181 = cute.get_shape(%lay_308) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_309, %e1_310, %e2_311, %e3_312 = cute.get_leaves(%181) : !cute.shape<"((4,1),1,4)">
        %grouped_313 = cute.group_modes(%view_301) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_314 = cute.get_iter(%grouped_313) : !memref_rmem_f32_1
        %iter_315 = cute.get_iter(%grouped_313) : !memref_rmem_f32_1
        %lay_316 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_317 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_318 = cute.make_layout(%shape_317) : !cute.layout<"1:0">
        %append_319 = cute.append_to_rank<2> (%lay_316, %lay_318) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_320 = cute.make_view(%iter_138, %append_319) : !memref_rmem_i8_
        %iter_321 = cute.get_iter(%view_320) : !memref_rmem_i8_
        %lay_322 = cute.get_layout(%view_320) : !memref_rmem_i8_
        %182 = cute.get_shape(%lay_322) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_323, %e1_324, %e2_325 = cute.get_leaves(%182) : !cute.shape<"(1,1,4)">
        %lay_326 = cute.get_layout(%view_320) : !memref_rmem_i8_
        %183 = cute.get_shape(%lay_326) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_327, %e1_328, %e2_329 = cute.get_leaves(%183) : !cute.shape<"(1,1,4)">
        %grouped_330 = cute.group_modes(%view_320) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_331 = cute.get_iter(%grouped_330) : !memref_rmem_i8_1
        %iter_332 = cute.get_iter(%grouped_330) : !memref_rmem_i8_1
        %lay_333 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %184 = cute.get_shape(%lay_333) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_334, %e1_335, %e2_336, %e3_337 = cute.get_leaves(%184) : !cute.shape<"((4,1),(1,4))">
        %lay_338 = cute.get_layout(%grouped_313) : !memref_rmem_f32_1
        %185 = cute.get_shape(%lay_338) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_339, %e1_340, %e2_341, %e3_342 = cute.get_leaves(%185) : !cute.shape<"((4,1),(1,4))">
        %sz_343 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_344 = cute.get_leaves(%sz_343) : !cute.int_tuple<"4">
        %sz_345 = cute.size(%grouped_313) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_346 = cute.get_leaves(%sz_345) : !cute.int_tuple<"4">
        %lay_347 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %186 = cute.get_shape(%lay_347) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_348, %e1_349, %e2_350, %e3_351 = cute.get_leaves(%186) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_313, %grouped_330) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_352 = cute.get_layout(%src_partitioned_105) : !memref_gmem_f32_4
        %187 = cute.get_shape(%lay_352) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%187) : !cute.shape<"((4,1),1,4)">
        %lay_357 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %188 = cute.get_shape(%lay_357) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_358, %e1_359, %e2_360, %e3_361 = cute.get_leaves(%188) : !cute.shape<"((4,1),1,4)">
        %lay_362 = cute.get_layout(%src_partitioned_105) : !memref_gmem_f32_4
        %shape_363 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_364 = cute.make_layout(%shape_363) : !cute.layout<"1:0">
        %append_365 = cute.append_to_rank<2> (%lay_362, %lay_364) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_366 = cute.make_view(%iter_106, %append_365) : !memref_gmem_f32_4
        %iter_367 = cute.get_iter(%view_366) : !memref_gmem_f32_4
        %lay_368 = cute.get_layout(%view_366) : !memref_gmem_f32_4
        %189 = cute.get_shape(%lay_368) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_369, %e1_370, %e2_371, %e3_372 = cute.get_leaves(%189) : !cute.shape<"((4,1),1,4)">
        %lay_373 = cute.get_layout(%view_366) : !memref_gmem_f32_4
        %190 = cute.get_shape(%lay_373) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_374, %e1_375, %e2_376, %e3_377 = cute.get_leaves(%190) : !cute.shape<"((4,1),1,4)">
        %grouped_378 = cute.group_modes(%view_366) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_379 = cute.get_iter(%grouped_378) : !memref_gmem_f32_5
        %iter_380 = cute.get_iter(%grouped_378) : !memref_gmem_f32_5
        %lay_381 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %shape_382 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_383 = cute.make_layout(%shape_382) : !cute.layout<"1:0">
        %append_384 = cute.append_to_rank<2> (%lay_381, %lay_383) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_385 = cute.make_view(%iter_214, %append_384) : !memref_rmem_f32_
        %iter_386 = cute.get_iter(%view_385) : !memref_rmem_f32_
        %lay_387 = cute.get_layout(%view_385) : !memref_rmem_f32_
        %191 = cute.get_shape(%lay_387) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_388, %e1_389, %e2_390, %e3_391 = cute.get_leaves(%191) : !cute.shape<"((4,1),1,4)">
        %lay_392 = cute.get_layout(%view_385) : !memref_rmem_f32_
        %192 = cute.get_shape(%lay_392) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_393, %e1_394, %e2_395, %e3_396 = cute.get_leaves(%192) : !cute.shape<"((4,1),1,4)">
        %grouped_397 = cute.group_modes(%view_385) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_398 = cute.get_iter(%grouped_397) : !memref_rmem_f32_1
        %iter_399 = cute.get_iter(%grouped_397) : !memref_rmem_f32_1
        %lay_400 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_401 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_402 = cute.make_layout(%shape_401) : !cute.layout<"1:0">
        %append_403 = cute.append_to_rank<2> (%lay_400, %lay_402) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_404 = cute.make_view(%iter_138, %append_403) : !memref_rmem_i8_
        %iter_405 = cute.get_iter(%view_404) : !memref_rmem_i8_
        %lay_406 = cute.get_layout(%view_404) : !memref_rmem_i8_
        %193 = cute.get_shape(%lay_406) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_407, %e1_408, %e2_409 = cute.get_leaves(%193) : !cute.shape<"(1,1,4)">
        %lay_410 = cute.get_layout(%view_404) : !memref_rmem_i8_
        %194 = cute.get_shape(%lay_410) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_411, %e1_412, %e2_413 = cute.get_leaves(%194) : !cute.shape<"(1,1,4)">
        %grouped_414 = cute.group_modes(%view_404) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_415 = cute.get_iter(%grouped_414) : !memref_rmem_i8_1
        %iter_416 = cute.get_iter(%grouped_414) : !memref_rmem_i8_1
        %lay_417 = cute.get_layout(%grouped_378) : !memref_gmem_f32_5
        %195 = cute.get_shape(%lay_417) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_418, %e1_419, %e2_420, %e3_421 = cute.get_leaves(%195) : !cute.shape<"((4,1),(1,4))">
        %lay_422 = cute.get_layout(%grouped_397) : !memref_rmem_f32_1
        %196 = cute.get_shape(%lay_422) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_423, %e1_424, %e2_425, %e3_426 = cute.get_leaves(%196) : !cute.shape<"((4,1),(1,4))">
        %sz_427 = cute.size(%grouped_378) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_428 = cute.get_leaves(%sz_427) : !cute.int_tuple<"4">
        %sz_429 = cute.size(%grouped_397) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_430 = cute.get_leaves(%sz_429) : !cute.int_tuple<"4">
        %lay_431 = cute.get_layout(%grouped_378) : !memref_gmem_f32_5
        %197 = cute.get_shape(%lay_431) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_432, %e1_433, %e2_434, %e3_435 = cute.get_leaves(%197) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg6, %grouped_378, %grouped_397, %grouped_414) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_436 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %198 = cute.get_shape(%lay_436) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_437, %e1_438, %e2_439, %e3_440 = cute.get_leaves(%198) : !cute.shape<"((4,1),1,4)">
        %lay_441 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %199 = cute.memref.load_vec(%rmem_208) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_442 = cute.get_layout(%rmem_208) : !memref_rmem_f32_
        %200 = cute.get_shape(%lay_442) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_443, %e1_444, %e2_445, %e3_446 = cute.get_leaves(%200) : !cute.shape<"((4,1),1,4)">
        %201 = vector.broadcast %124 : f32 to vector<16xf32>
        %202 = arith.mulf %199, %201 : vector<16xf32>
        %lay_447 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %203 = cute.get_shape(%lay_447) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_448, %e1_449, %e2_450, %e3_451 = cute.get_leaves(%203) : !cute.shape<"((4,1),1,4)">
        %lay_452 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %204 = cute.memref.load_vec(%rmem_212) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_453 = cute.get_layout(%rmem_212) : !memref_rmem_f32_
        %205 = cute.get_shape(%lay_453) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_454, %e1_455, %e2_456, %e3_457 = cute.get_leaves(%205) : !cute.shape<"((4,1),1,4)">
        %206 = arith.mulf %202, %204 : vector<16xf32>
        %lay_458 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_4
        %207 = cute.make_layout_like(%lay_458) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_459 = cute.memref.alloca(%207) : !memref_rmem_f32_
        %iter_460 = cute.get_iter(%rmem_459) : !memref_rmem_f32_
        %iter_461 = cute.get_iter(%rmem_459) : !memref_rmem_f32_
        %lay_462 = cute.get_layout(%rmem_459) : !memref_rmem_f32_
        %208 = cute.get_shape(%lay_462) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_463, %e1_464, %e2_465, %e3_466 = cute.get_leaves(%208) : !cute.shape<"((4,1),1,4)">
        %lay_467 = cute.get_layout(%rmem_459) : !memref_rmem_f32_
        %lay_468 = cute.get_layout(%rmem_459) : !memref_rmem_f32_
        %209 = cute.get_shape(%lay_468) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_469, %e1_470, %e2_471, %e3_472 = cute.get_leaves(%209) : !cute.shape<"((4,1),1,4)">
        %int_tuple_473 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_474 = cute.size(%int_tuple_473) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_475 = cute.get_leaves(%sz_474) : !cute.int_tuple<"16">
        %int_tuple_476 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_477 = cute.size(%int_tuple_476) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_478 = cute.get_leaves(%sz_477) : !cute.int_tuple<"16">
        cute.memref.store_vec(%206, %rmem_459) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_479 = cute.get_layout(%rmem_459) : !memref_rmem_f32_
        %210 = cute.get_shape(%lay_479) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_480, %e1_481, %e2_482, %e3_483 = cute.get_leaves(%210) : !cute.shape<"((4,1),1,4)">
        %lay_484 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_4
        %211 = cute.get_shape(%lay_484) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_485, %e1_486, %e2_487, %e3_488 = cute.get_leaves(%211) : !cute.shape<"((4,1),1,4)">
        %lay_489 = cute.get_layout(%rmem_459) : !memref_rmem_f32_
        %shape_490 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_491 = cute.make_layout(%shape_490) : !cute.layout<"1:0">
        %append_492 = cute.append_to_rank<2> (%lay_489, %lay_491) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_493 = cute.make_view(%iter_461, %append_492) : !memref_rmem_f32_
        %iter_494 = cute.get_iter(%view_493) : !memref_rmem_f32_
        %lay_495 = cute.get_layout(%view_493) : !memref_rmem_f32_
        %212 = cute.get_shape(%lay_495) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_496, %e1_497, %e2_498, %e3_499 = cute.get_leaves(%212) : !cute.shape<"((4,1),1,4)">
        %lay_500 = cute.get_layout(%view_493) : !memref_rmem_f32_
        %213 = cute.get_shape(%lay_500) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_501, %e1_502, %e2_503, %e3_504 = cute.get_leaves(%213) : !cute.shape<"((4,1),1,4)">
        %grouped_505 = cute.group_modes(%view_493) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_506 = cute.get_iter(%grouped_505) : !memref_rmem_f32_1
        %iter_507 = cute.get_iter(%grouped_505) : !memref_rmem_f32_1
        %lay_508 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_4
        %shape_509 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_510 = cute.make_layout(%shape_509) : !cute.layout<"1:0">
        %append_511 = cute.append_to_rank<2> (%lay_508, %lay_510) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_512 = cute.make_view(%iter_112, %append_511) : !memref_gmem_f32_4
        %iter_513 = cute.get_iter(%view_512) : !memref_gmem_f32_4
        %lay_514 = cute.get_layout(%view_512) : !memref_gmem_f32_4
        %214 = cute.get_shape(%lay_514) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_515, %e1_516, %e2_517, %e3_518 = cute.get_leaves(%214) : !cute.shape<"((4,1),1,4)">
        %lay_519 = cute.get_layout(%view_512) : !memref_gmem_f32_4
        %215 = cute.get_shape(%lay_519) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_520, %e1_521, %e2_522, %e3_523 = cute.get_leaves(%215) : !cute.shape<"((4,1),1,4)">
        %grouped_524 = cute.group_modes(%view_512) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_525 = cute.get_iter(%grouped_524) : !memref_gmem_f32_5
        %iter_526 = cute.get_iter(%grouped_524) : !memref_gmem_f32_5
        %lay_527 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_528 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_529 = cute.make_layout(%shape_528) : !cute.layout<"1:0">
        %append_530 = cute.append_to_rank<2> (%lay_527, %lay_529) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_531 = cute.make_view(%iter_138, %append_530) : !memref_rmem_i8_
        %iter_532 = cute.get_iter(%view_531) : !memref_rmem_i8_
        %lay_533 = cute.get_layout(%view_531) : !memref_rmem_i8_
        %216 = cute.get_shape(%lay_533) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_534, %e1_535, %e2_536 = cute.get_leaves(%216) : !cute.shape<"(1,1,4)">
        %lay_537 = cute.get_layout(%view_531) : !memref_rmem_i8_
        %217 = cute.get_shape(%lay_537) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_538, %e1_539, %e2_540 = cute.get_leaves(%217) : !cute.shape<"(1,1,4)">
        %grouped_541 = cute.group_modes(%view_531) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_542 = cute.get_iter(%grouped_541) : !memref_rmem_i8_1
        %iter_543 = cute.get_iter(%grouped_541) : !memref_rmem_i8_1
        %lay_544 = cute.get_layout(%grouped_505) : !memref_rmem_f32_1
        %218 = cute.get_shape(%lay_544) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_545, %e1_546, %e2_547, %e3_548 = cute.get_leaves(%218) : !cute.shape<"((4,1),(1,4))">
        %lay_549 = cute.get_layout(%grouped_524) : !memref_gmem_f32_5
        %219 = cute.get_shape(%lay_549) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_550, %e1_551, %e2_552, %e3_553 = cute.get_leaves(%219) : !cute.shape<"((4,1),(1,4))">
        %sz_554 = cute.size(%grouped_505) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_555 = cute.get_leaves(%sz_554) : !cute.int_tuple<"4">
        %sz_556 = cute.size(%grouped_524) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_557 = cute.get_leaves(%sz_556) : !cute.int_tuple<"4">
        %lay_558 = cute.get_layout(%grouped_505) : !memref_rmem_f32_1
        %220 = cute.get_shape(%lay_558) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_559, %e1_560, %e2_561, %e3_562 = cute.get_leaves(%220) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg6, %grouped_505, %grouped_524, %grouped_541) : (!copy_simt, !memref_rmem_f32_1, !memref_gmem_f32_5, !memref_rmem_i8_1)
        scf.yield %arg8 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h23238b7e(%arg0: !memref_gmem_f32_6, %arg1: !memref_gmem_f32_7, %arg2: !memref_gmem_f32_6, %arg3: !memref_gmem_f32_2, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_6
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f32_6
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f32_7
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f32_6
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32_6
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_f32_6
    %iter_10 = cute.get_iter(%view) : !memref_gmem_f32_6
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f32_6
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout(%shape_16, %stride_17) : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_f32_6
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_f32_6
    %lay_21 = cute.get_layout(%view) : !memref_gmem_f32_6
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f32_8
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f32_8
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_f32_6, !cute.tile<"[1:0;2048:1]">
    %iter_29 = cute.get_iter(%div) : !memref_gmem_f32_
    %iter_30 = cute.get_iter(%div) : !memref_gmem_f32_
    %tile_31 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_32 = cute.zipped_divide(%view_27, %tile_31) : !memref_gmem_f32_8, !cute.tile<"[1:0;2048:1]">
    %iter_33 = cute.get_iter(%div_32) : !memref_gmem_f32_1
    %iter_34 = cute.get_iter(%div_32) : !memref_gmem_f32_1
    %tile_35 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_36 = cute.zipped_divide(%view_19, %tile_35) : !memref_gmem_f32_6, !cute.tile<"[1:0;2048:1]">
    %iter_37 = cute.get_iter(%div_36) : !memref_gmem_f32_
    %iter_38 = cute.get_iter(%div_36) : !memref_gmem_f32_
    %lay_39 = cute.get_layout(%view) : !memref_gmem_f32_6
    %5 = cute.get_shape(%lay_39) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_40, %e1_41 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %shape_42 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %6 = cute.make_identity_tensor(%shape_42) : !cute_coord_tensor_15c8d6
    %iter_43 = cute.get_iter(%6) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(0,0)">
    %e0_44, %e1_45 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_46 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_47 = cute.zipped_divide(%6, %tile_46) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;2048:1]">
    %iter_48 = cute.get_iter(%div_47) : !cute_coord_tensor_511bd0
    %tup_49 = cute.deref_arith_tuple_iter(%iter_48) : !cute.arith_tuple_iter<"(0,0)">
    %e0_50, %e1_51 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(0,0)">
    %iter_52 = cute.get_iter(%div_47) : !cute_coord_tensor_511bd0
    %tup_53 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup_53) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_56 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_57 = cute.make_ordered_layout(%shape_56, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_58 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_59 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_60 = cute.make_ordered_layout(%shape_58, %int_tuple_59) : (!cute.shape<"(1,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,4):(0,1)">
    %prod = cute.raked_product(%lay_57, %lay_60) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,4):(0,1)">) -> !cute_layout_b668f0
    %sz = cute.size(%lay_57) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_61 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_62 = cute.size(%lay_60) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"4">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_65 = cute.make_layout(%shape_64) : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %7 = cute.composition(%rinv, %lay_65) : (!cute.layout<"(128,4):(4,1)">, !cute.layout<"(128,4):(1,128)">) -> !cute.layout<"(128,4):(4,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_66, %e1_67, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(4,128))">
    %int_tuple_68 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %res = cute.tuple.product_each(%int_tuple_68) : (!cute.int_tuple<"(1,(4,128))">) -> !cute.int_tuple<"(1,512)">
    %e0_69, %e1_70 = cute.get_leaves(%res) : !cute.int_tuple<"(1,512)">
    %tile_71 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_72 = cute.get_layout(%view) : !memref_gmem_f32_6
    %10 = cute.get_shape(%lay_72) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_73, %e1_74 = cute.get_leaves(%10) : !cute.shape<"(96,5000)">
    %sz_75 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f32_6) -> !cute.int_tuple<"96">
    %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"96">
    %lay_77 = cute.get_layout(%div) : !memref_gmem_f32_
    %lay_78 = cute.get_layout(%div_32) : !memref_gmem_f32_1
    %lay_79 = cute.get_layout(%div_36) : !memref_gmem_f32_
    %lay_80 = cute.get_layout(%arg3) : !memref_gmem_f32_2
    %lay_81 = cute.get_layout(%div_47) : !cute_coord_tensor_511bd0
    %11 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_82, %e1_83 = cute.get_leaves(%11) : !cute.tile<"[1:0;512:1]">
    %12 = cute.static : !cute.layout<"(128,4):(4,1)">
    %13 = cute.static : !cute.layout<"1:0">
    %14 = cute.static : !cute.layout<"(1,4):(0,1)">
    %15 = cute.static : !cute.layout<"(1,4):(0,1)">
    %c96_i32 = arith.constant 96 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %16 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %16 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
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
    %19 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%18> (%div, %div_32, %div_36, %arg3, %div_47, %arg4, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_1, !memref_gmem_f32_, !memref_gmem_f32_2, !cute_coord_tensor_511bd0, f32, !copy_simt) -> !cuda.result
    %20 = cuda.cast %19 : !cuda.result -> i32
    cuda.return_if_error %20 : i32
    %c0_i32_86 = arith.constant 0 : i32
    return %c0_i32_86 : i32
  }
}
