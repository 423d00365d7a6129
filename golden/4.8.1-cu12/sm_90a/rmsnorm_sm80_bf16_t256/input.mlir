!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
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
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(5000,0))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(0,0))">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(5000):(1)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_bf16 = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "8:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "32:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16, %arg3: !memref_gmem_f32, %arg4: !cute_coord_tensor_b6ed2e, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_b6ed2e
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_bf16
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32
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
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_bf16) -> !cute.int_tuple<"1">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg7 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %cst, %arg10 = %arg6) -> (f32, f32, !copy_simt)  : i32 {
        %coord_84 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_84) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_85 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_86 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_87 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg10, %slice, %coord_87) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_88 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_89 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_90 = cute.slice(%arg4, %coord_89) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_91 = cute.get_iter(%slice_90) : !cute_coord_tensor_8cd4e3
        %tup_92 = cute.deref_arith_tuple_iter(%iter_91) : !cute.arith_tuple_iter<"(?,0)">
        %e0_93, %e1_94 = cute.get_leaves(%tup_92) : !cute.int_tuple<"(?,0)">
        %174 = cute.get_scalars(%e0_93) : !cute.int_tuple<"?">
        %iter_95 = cute.get_iter(%slice_90) : !cute_coord_tensor_8cd4e3
        %tup_96 = cute.deref_arith_tuple_iter(%iter_95) : !cute.arith_tuple_iter<"(?,0)">
        %e0_97, %e1_98 = cute.get_leaves(%tup_96) : !cute.int_tuple<"(?,0)">
        %175 = cute.get_scalars(%e0_97) : !cute.int_tuple<"?">
        %coord_99 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_100 = cute.tiled.copy.partition_S(%arg10, %slice_90, %coord_99) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_101 = cute.get_iter(%src_partitioned_100) : !cute_coord_tensor_a108e0
        %tup_102 = cute.deref_arith_tuple_iter(%iter_101) : !cute_arith_tuple_iter_66b557
        %e0_103, %e1_104 = cute.get_leaves(%tup_102) : !cute.int_tuple<"(?,?{div=8})">
        %176 = cute.get_scalars(%e0_103) : !cute.int_tuple<"?">
        %177 = cute.get_scalars(%e1_104) : !cute.int_tuple<"?{div=8}">
        %sz_105 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_106 = cute.get_leaves(%sz_105) : !cute.int_tuple<"1">
        %sz_107 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_108 = cute.get_leaves(%sz_107) : !cute.int_tuple<"1">
        %sz_109 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_110 = cute.get_leaves(%sz_109) : !cute.int_tuple<"4">
        %shape_111 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_112 = cute.make_layout(%shape_111) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_112) : !memref_rmem_i8
        %iter_113 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_114 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_115 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_116 = cute.slice(%src_partitioned_100, %coord_115) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_117 = cute.get_iter(%slice_116) : !cute_coord_tensor_8bc2ea
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_66b557
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?{div=8})">
        %178 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %179 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=8}">
        %iter_121 = cute.get_iter(%slice_116) : !cute_coord_tensor_8bc2ea
        %tup_122 = cute.deref_arith_tuple_iter(%iter_121) : !cute_arith_tuple_iter_66b557
        %e0_123, %e1_124 = cute.get_leaves(%tup_122) : !cute.int_tuple<"(?,?{div=8})">
        %180 = cute.get_scalars(%e0_123) : !cute.int_tuple<"?">
        %181 = cute.get_scalars(%e1_124) : !cute.int_tuple<"?{div=8}">
        %iter_125 = cute.get_iter(%slice_116) : !cute_coord_tensor_8bc2ea
        %tup_126 = cute.deref_arith_tuple_iter(%iter_125) : !cute_arith_tuple_iter_66b557
        %e0_127, %e1_128 = cute.get_leaves(%tup_126) : !cute.int_tuple<"(?,?{div=8})">
        %182 = cute.get_scalars(%e0_127) : !cute.int_tuple<"?">
        %183 = cute.get_scalars(%e1_128) : !cute.int_tuple<"?{div=8}">
        %coord_129 = cute.make_coord(%e0_127, %e1_128) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_130 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %184 = cute.elem_less(%coord_129, %coord_130) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %185 = arith.extui %184 : i1 to i8
        %coord_131 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_131, %185) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_132 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_133 = cute.slice(%src_partitioned_100, %coord_132) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_134 = cute.get_iter(%slice_133) : !cute_coord_tensor_8bc2ea
        %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute_arith_tuple_iter_66b557
        %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?,?{div=8})">
        %186 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?">
        %187 = cute.get_scalars(%e1_137) : !cute.int_tuple<"?{div=8}">
        %iter_138 = cute.get_iter(%slice_133) : !cute_coord_tensor_8bc2ea
        %tup_139 = cute.deref_arith_tuple_iter(%iter_138) : !cute_arith_tuple_iter_66b557
        %e0_140, %e1_141 = cute.get_leaves(%tup_139) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_140) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_141) : !cute.int_tuple<"?{div=8}">
        %iter_142 = cute.get_iter(%slice_133) : !cute_coord_tensor_8bc2ea
        %tup_143 = cute.deref_arith_tuple_iter(%iter_142) : !cute_arith_tuple_iter_66b557
        %e0_144, %e1_145 = cute.get_leaves(%tup_143) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_144) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_145) : !cute.int_tuple<"?{div=8}">
        %coord_146 = cute.make_coord(%e0_144, %e1_145) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_147 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %192 = cute.elem_less(%coord_146, %coord_147) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %193 = arith.extui %192 : i1 to i8
        %coord_148 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_148, %193) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_149 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_150 = cute.slice(%src_partitioned_100, %coord_149) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_151 = cute.get_iter(%slice_150) : !cute_coord_tensor_8bc2ea
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_66b557
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=8})">
        %194 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %195 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=8}">
        %iter_155 = cute.get_iter(%slice_150) : !cute_coord_tensor_8bc2ea
        %tup_156 = cute.deref_arith_tuple_iter(%iter_155) : !cute_arith_tuple_iter_66b557
        %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute.int_tuple<"(?,?{div=8})">
        %196 = cute.get_scalars(%e0_157) : !cute.int_tuple<"?">
        %197 = cute.get_scalars(%e1_158) : !cute.int_tuple<"?{div=8}">
        %iter_159 = cute.get_iter(%slice_150) : !cute_coord_tensor_8bc2ea
        %tup_160 = cute.deref_arith_tuple_iter(%iter_159) : !cute_arith_tuple_iter_66b557
        %e0_161, %e1_162 = cute.get_leaves(%tup_160) : !cute.int_tuple<"(?,?{div=8})">
        %198 = cute.get_scalars(%e0_161) : !cute.int_tuple<"?">
        %199 = cute.get_scalars(%e1_162) : !cute.int_tuple<"?{div=8}">
        %coord_163 = cute.make_coord(%e0_161, %e1_162) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_164 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %200 = cute.elem_less(%coord_163, %coord_164) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %201 = arith.extui %200 : i1 to i8
        %coord_165 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_165, %201) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_166 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_167 = cute.slice(%src_partitioned_100, %coord_166) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_168 = cute.get_iter(%slice_167) : !cute_coord_tensor_8bc2ea
        %tup_169 = cute.deref_arith_tuple_iter(%iter_168) : !cute_arith_tuple_iter_66b557
        %e0_170, %e1_171 = cute.get_leaves(%tup_169) : !cute.int_tuple<"(?,?{div=8})">
        %202 = cute.get_scalars(%e0_170) : !cute.int_tuple<"?">
        %203 = cute.get_scalars(%e1_171) : !cute.int_tuple<"?{div=8}">
        %iter_172 = cute.get_iter(%slice_167) : !cute_coord_tensor_8bc2ea
        %tup_173 = cute.deref_arith_tuple_iter(%iter_172) : !cute_arith_tuple_iter_66b557
        %e0_174, %e1_175 = cute.get_leaves(%tup_173) : !cute.int_tuple<"(?,?{div=8})">
        %204 = cute.get_scalars(%e0_174) : !cute.int_tuple<"?">
        %205 = cute.get_scalars(%e1_175) : !cute.int_tuple<"?{div=8}">
        %iter_176 = cute.get_iter(%slice_167) : !cute_coord_tensor_8bc2ea
        %tup_177 = cute.deref_arith_tuple_iter(%iter_176) : !cute_arith_tuple_iter_66b557
        %e0_178, %e1_179 = cute.get_leaves(%tup_177) : !cute.int_tuple<"(?,?{div=8})">
        %206 = cute.get_scalars(%e0_178) : !cute.int_tuple<"?">
        %207 = cute.get_scalars(%e1_179) : !cute.int_tuple<"?{div=8}">
        %coord_180 = cute.make_coord(%e0_178, %e1_179) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_181 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %208 = cute.elem_less(%coord_180, %coord_181) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %209 = arith.extui %208 : i1 to i8
        %coord_182 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_182, %209) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_183 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %210 = cute.make_layout_like(%lay_183) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_184 = cute.memref.alloca(%210) : !memref_rmem_bf16
        %iter_185 = cute.get_iter(%rmem_184) : !memref_rmem_bf16
        %iter_186 = cute.get_iter(%rmem_184) : !memref_rmem_bf16
        %lay_187 = cute.get_layout(%rmem_184) : !memref_rmem_bf16
        %sz_188 = cute.size(%rmem_184) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_189 = cute.get_leaves(%sz_188) : !cute.int_tuple<"32">
        %211 = cute.get_shape(%lay_187) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_190, %e1_191, %e2, %e3 = cute.get_leaves(%211) : !cute.shape<"((8,1),1,4)">
        %int_tuple_192 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_192) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_193 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_194 = arith.constant 0.000000e+00 : bf16
        %212 = vector.broadcast %cst_194 : bf16 to vector<32xbf16>
        %int_tuple_195 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_196 = cute.size(%int_tuple_195) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_197 = cute.get_leaves(%sz_196) : !cute.int_tuple<"32">
        %int_tuple_198 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_199 = cute.size(%int_tuple_198) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_200 = cute.get_leaves(%sz_199) : !cute.int_tuple<"32">
        cute.memref.store_vec(%212, %rmem_184) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %213 = cute.get_shape(%lay_183) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_201, %e1_202, %e2_203, %e3_204 = cute.get_leaves(%213) : !cute.shape<"((8,1),1,4)">
        %shape_205 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_206 = cute.make_layout(%shape_205) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_183, %lay_206) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_207 = cute.make_view(%iter_88, %append) : !memref_gmem_bf16_3
        %iter_208 = cute.get_iter(%view_207) : !memref_gmem_bf16_3
        %lay_209 = cute.get_layout(%view_207) : !memref_gmem_bf16_3
        %214 = cute.get_shape(%lay_209) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_210, %e1_211, %e2_212, %e3_213 = cute.get_leaves(%214) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_207) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_214 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_215 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %shape_216 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_217 = cute.make_layout(%shape_216) : !cute.layout<"1:0">
        %append_218 = cute.append_to_rank<2> (%lay_187, %lay_217) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_219 = cute.make_view(%iter_186, %append_218) : !memref_rmem_bf16
        %iter_220 = cute.get_iter(%view_219) : !memref_rmem_bf16
        %lay_221 = cute.get_layout(%view_219) : !memref_rmem_bf16
        %215 = cute.get_shape(%lay_221) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_222, %e1_223, %e2_224, %e3_225 = cute.get_leaves(%215) : !cute.shape<"((8,1),1,4)">
        %grouped_226 = cute.group_modes(%view_219) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_227 = cute.get_iter(%grouped_226) : !memref_rmem_bf16_1
        %iter_228 = cute.get_iter(%grouped_226) : !memref_rmem_bf16_1
        %lay_229 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_230 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_231 = cute.make_layout(%shape_230) : !cute.layout<"1:0">
        %append_232 = cute.append_to_rank<2> (%lay_229, %lay_231) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_233 = cute.make_view(%iter_114, %append_232) : !memref_rmem_i8
        %iter_234 = cute.get_iter(%view_233) : !memref_rmem_i8
        %lay_235 = cute.get_layout(%view_233) : !memref_rmem_i8
        %216 = cute.get_shape(%lay_235) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_236, %e1_237, %e2_238 = cute.get_leaves(%216) : !cute.shape<"(1,1,4)">
        %grouped_239 = cute.group_modes(%view_233) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_240 = cute.get_iter(%grouped_239) : !memref_rmem_i8_1
        %iter_241 = cute.get_iter(%grouped_239) : !memref_rmem_i8_1
        %lay_242 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %217 = cute.get_shape(%lay_242) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_243, %e1_244, %e2_245, %e3_246 = cute.get_leaves(%217) : !cute.shape<"((8,1),(1,4))">
        %lay_247 = cute.get_layout(%grouped_226) : !memref_rmem_bf16_1
        %218 = cute.get_shape(%lay_247) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_248, %e1_249, %e2_250, %e3_251 = cute.get_leaves(%218) : !cute.shape<"((8,1),(1,4))">
        %sz_252 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_253 = cute.get_leaves(%sz_252) : !cute.int_tuple<"4">
        %sz_254 = cute.size(%grouped_226) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_255 = cute.get_leaves(%sz_254) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped, %grouped_226, %grouped_239) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %219 = cute.memref.load_vec(%rmem_184) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_256 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_257 = cute.size(%int_tuple_256) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_258 = cute.get_leaves(%sz_257) : !cute.int_tuple<"32">
        %220 = arith.extf %219 : vector<32xbf16> to vector<32xf32>
        %cst_259 = arith.constant 0.000000e+00 : f32
        %221 = vector.broadcast %cst_259 : f32 to vector<32xf32>
        %222 = arith.cmpf olt, %220, %221 : vector<32xf32>
        %223 = arith.negf %220 : vector<32xf32>
        %224 = arith.select %222, %223, %220 : vector<32xi1>, vector<32xf32>
        %225 = vector.reduction <maximumf>, %224, %cst_259 : vector<32xf32> into f32
        %226 = arith.maximumf %arg9, %225 : f32
        %cst_260 = arith.constant 1.17549435E-38 : f32
        %227 = arith.maximumf %226, %cst_260 : f32
        %cst_261 = arith.constant 1.000000e+00 : f32
        %228 = arith.divf %cst_261, %227 : f32
        %229 = vector.broadcast %228 : f32 to vector<32xf32>
        %230 = arith.mulf %220, %229 : vector<32xf32>
        %231 = arith.mulf %arg9, %228 : f32
        %232 = arith.mulf %arg8, %231 : f32
        %233 = arith.mulf %232, %231 : f32
        %234 = arith.mulf %230, %230 : vector<32xf32>
        %235 = vector.reduction <add>, %234, %cst_259 : vector<32xf32> into f32
        %236 = arith.addf %233, %235 : f32
        scf.yield %236, %226, %arg10 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync bfly %c-1_i32, %8#1, %c16_i32, %c31_i32 : f32 -> f32
      %10 = nvvm.shfl.sync bfly %c-1_i32, %8#0, %c16_i32, %c31_i32 : f32 -> f32
      %11 = arith.maximumf %8#1, %9 : f32
      %cst_17 = arith.constant 1.17549435E-38 : f32
      %12 = arith.maximumf %11, %cst_17 : f32
      %cst_18 = arith.constant 1.000000e+00 : f32
      %13 = arith.divf %cst_18, %12 : f32
      %14 = arith.mulf %8#1, %13 : f32
      %15 = arith.mulf %9, %13 : f32
      %16 = arith.mulf %8#0, %14 : f32
      %17 = arith.mulf %16, %14 : f32
      %18 = arith.mulf %10, %15 : f32
      %19 = arith.mulf %18, %15 : f32
      %20 = arith.addf %17, %19 : f32
      %c8_i32 = arith.constant 8 : i32
      %21 = nvvm.shfl.sync bfly %c-1_i32, %11, %c8_i32, %c31_i32 : f32 -> f32
      %22 = nvvm.shfl.sync bfly %c-1_i32, %20, %c8_i32, %c31_i32 : f32 -> f32
      %23 = arith.maximumf %11, %21 : f32
      %cst_19 = arith.constant 1.17549435E-38 : f32
      %24 = arith.maximumf %23, %cst_19 : f32
      %25 = arith.divf %cst_18, %24 : f32
      %26 = arith.mulf %11, %25 : f32
      %27 = arith.mulf %21, %25 : f32
      %28 = arith.mulf %20, %26 : f32
      %29 = arith.mulf %28, %26 : f32
      %30 = arith.mulf %22, %27 : f32
      %31 = arith.mulf %30, %27 : f32
      %32 = arith.addf %29, %31 : f32
      %c4_i32 = arith.constant 4 : i32
      %33 = nvvm.shfl.sync bfly %c-1_i32, %23, %c4_i32, %c31_i32 : f32 -> f32
      %34 = nvvm.shfl.sync bfly %c-1_i32, %32, %c4_i32, %c31_i32 : f32 -> f32
      %35 = arith.maximumf %23, %33 : f32
      %cst_20 = arith.constant 1.17549435E-38 : f32
      %36 = arith.maximumf %35, %cst_20 : f32
      %37 = arith.divf %cst_18, %36 : f32
      %38 = arith.mulf %23, %37 : f32
      %39 = arith.mulf %33, %37 : f32
      %40 = arith.mulf %32, %38 : f32
      %41 = arith.mulf %40, %38 : f32
      %42 = arith.mulf %34, %39 : f32
      %43 = arith.mulf %42, %39 : f32
      %44 = arith.addf %41, %43 : f32
      %c2_i32 = arith.constant 2 : i32
      %45 = nvvm.shfl.sync bfly %c-1_i32, %35, %c2_i32, %c31_i32 : f32 -> f32
      %46 = nvvm.shfl.sync bfly %c-1_i32, %44, %c2_i32, %c31_i32 : f32 -> f32
      %47 = arith.maximumf %35, %45 : f32
      %cst_21 = arith.constant 1.17549435E-38 : f32
      %48 = arith.maximumf %47, %cst_21 : f32
      %49 = arith.divf %cst_18, %48 : f32
      %50 = arith.mulf %35, %49 : f32
      %51 = arith.mulf %45, %49 : f32
      %52 = arith.mulf %44, %50 : f32
      %53 = arith.mulf %52, %50 : f32
      %54 = arith.mulf %46, %51 : f32
      %55 = arith.mulf %54, %51 : f32
      %56 = arith.addf %53, %55 : f32
      %57 = nvvm.shfl.sync bfly %c-1_i32, %47, %c1_i32, %c31_i32 : f32 -> f32
      %58 = nvvm.shfl.sync bfly %c-1_i32, %56, %c1_i32, %c31_i32 : f32 -> f32
      %59 = arith.maximumf %47, %57 : f32
      %cst_22 = arith.constant 1.17549435E-38 : f32
      %60 = arith.maximumf %59, %cst_22 : f32
      %61 = arith.divf %cst_18, %60 : f32
      %62 = arith.mulf %47, %61 : f32
      %63 = arith.mulf %57, %61 : f32
      %64 = arith.mulf %56, %62 : f32
      %65 = arith.mulf %64, %62 : f32
      %66 = arith.mulf %58, %63 : f32
      %67 = arith.mulf %66, %63 : f32
      %68 = arith.addf %65, %67 : f32
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_23 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_23) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_24 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_23) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_25 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %shape_26 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_27 = cute.make_layout(%shape_26) : !cute.layout<"32:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_28 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_29 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_30 = cute.recast_iter(%iter_29) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_30, %lay_23) : !memref_smem_f32
      %iter_31 = cute.get_iter(%view) : !memref_smem_f32
      %iter_32 = cute.get_iter(%view) : !memref_smem_f32
      %shape_33 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_34 = cute.make_layout(%shape_33) : !cute.layout<"8:1">
      %coord_35 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_36 = cute.crd2idx(%coord_35, %lay_34) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_37 = cute.get_leaves(%idx_36) : !cute.int_tuple<"0">
      %cosz_38 = cute.cosize(%lay_34) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_39 = cute.get_leaves(%cosz_38) : !cute.int_tuple<"8">
      %shape_40 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_41 = cute.make_layout(%shape_40) : !cute.layout<"32:1">
      %smem_42 = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_43 = cute.get_iter(%smem_42) : !memref_smem_i8
      %iter_44 = cute.get_iter(%smem_42) : !memref_smem_i8
      %iter_45 = cute.recast_iter(%iter_44) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_46 = cute.make_view(%iter_45, %lay_34) : !memref_smem_f32
      %iter_47 = cute.get_iter(%view_46) : !memref_smem_f32
      %iter_48 = cute.get_iter(%view_46) : !memref_smem_f32
      %c0_i32_49 = arith.constant 0 : i32
      %69 = arith.cmpi eq, %6, %c0_i32_49 : i32
      %70:2 = scf.if %69 -> (!memref_smem_f32, !memref_smem_f32) {
        %iter_84 = cute.get_iter(%view) : !memref_smem_f32
        %iter_85 = cute.get_iter(%view_46) : !memref_smem_f32
        %coord_86 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_86, %59) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        %coord_87 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_46, %coord_87, %68) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_46 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_84 = cute.get_iter(%view) : !memref_smem_f32
        %iter_85 = cute.get_iter(%view_46) : !memref_smem_f32
        scf.yield %view, %view_46 : !memref_smem_f32, !memref_smem_f32
      }
      %iter_50 = cute.get_iter(%70#0) : !memref_smem_f32
      %iter_51 = cute.get_iter(%70#1) : !memref_smem_f32
      %iter_52 = cute.get_iter(%70#0) : !memref_smem_f32
      %iter_53 = cute.get_iter(%70#1) : !memref_smem_f32
      nvvm.barrier
      %coord_54 = cute.make_coord() : () -> !cute.coord<"0">
      %71 = cute.memref.load(%70#0, %coord_54) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_55 = cute.make_coord() : () -> !cute.coord<"0">
      %72 = cute.memref.load(%70#1, %coord_55) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_56 = cute.make_coord() : () -> !cute.coord<"1">
      %73 = cute.memref.load(%70#0, %coord_56) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %coord_57 = cute.make_coord() : () -> !cute.coord<"1">
      %74 = cute.memref.load(%70#1, %coord_57) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %75 = arith.maximumf %71, %73 : f32
      %cst_58 = arith.constant 1.17549435E-38 : f32
      %76 = arith.maximumf %75, %cst_58 : f32
      %77 = arith.divf %cst_18, %76 : f32
      %78 = arith.mulf %71, %77 : f32
      %79 = arith.mulf %73, %77 : f32
      %80 = arith.mulf %72, %78 : f32
      %81 = arith.mulf %80, %78 : f32
      %82 = arith.mulf %74, %79 : f32
      %83 = arith.mulf %82, %79 : f32
      %84 = arith.addf %81, %83 : f32
      %coord_59 = cute.make_coord() : () -> !cute.coord<"2">
      %85 = cute.memref.load(%70#0, %coord_59) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %coord_60 = cute.make_coord() : () -> !cute.coord<"2">
      %86 = cute.memref.load(%70#1, %coord_60) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %87 = arith.maximumf %75, %85 : f32
      %cst_61 = arith.constant 1.17549435E-38 : f32
      %88 = arith.maximumf %87, %cst_61 : f32
      %89 = arith.divf %cst_18, %88 : f32
      %90 = arith.mulf %75, %89 : f32
      %91 = arith.mulf %85, %89 : f32
      %92 = arith.mulf %84, %90 : f32
      %93 = arith.mulf %92, %90 : f32
      %94 = arith.mulf %86, %91 : f32
      %95 = arith.mulf %94, %91 : f32
      %96 = arith.addf %93, %95 : f32
      %coord_62 = cute.make_coord() : () -> !cute.coord<"3">
      %97 = cute.memref.load(%70#0, %coord_62) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %coord_63 = cute.make_coord() : () -> !cute.coord<"3">
      %98 = cute.memref.load(%70#1, %coord_63) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %99 = arith.maximumf %87, %97 : f32
      %cst_64 = arith.constant 1.17549435E-38 : f32
      %100 = arith.maximumf %99, %cst_64 : f32
      %101 = arith.divf %cst_18, %100 : f32
      %102 = arith.mulf %87, %101 : f32
      %103 = arith.mulf %97, %101 : f32
      %104 = arith.mulf %96, %102 : f32
      %105 = arith.mulf %104, %102 : f32
      %106 = arith.mulf %98, %103 : f32
      %107 = arith.mulf %106, %103 : f32
      %108 = arith.addf %105, %107 : f32
      %coord_65 = cute.make_coord() : () -> !cute.coord<"4">
      %109 = cute.memref.load(%70#0, %coord_65) : (!memref_smem_f32, !cute.coord<"4">) -> f32
      %coord_66 = cute.make_coord() : () -> !cute.coord<"4">
      %110 = cute.memref.load(%70#1, %coord_66) : (!memref_smem_f32, !cute.coord<"4">) -> f32
      %111 = arith.maximumf %99, %109 : f32
      %cst_67 = arith.constant 1.17549435E-38 : f32
      %112 = arith.maximumf %111, %cst_67 : f32
      %113 = arith.divf %cst_18, %112 : f32
      %114 = arith.mulf %99, %113 : f32
      %115 = arith.mulf %109, %113 : f32
      %116 = arith.mulf %108, %114 : f32
      %117 = arith.mulf %116, %114 : f32
      %118 = arith.mulf %110, %115 : f32
      %119 = arith.mulf %118, %115 : f32
      %120 = arith.addf %117, %119 : f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"5">
      %121 = cute.memref.load(%70#0, %coord_68) : (!memref_smem_f32, !cute.coord<"5">) -> f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"5">
      %122 = cute.memref.load(%70#1, %coord_69) : (!memref_smem_f32, !cute.coord<"5">) -> f32
      %123 = arith.maximumf %111, %121 : f32
      %cst_70 = arith.constant 1.17549435E-38 : f32
      %124 = arith.maximumf %123, %cst_70 : f32
      %125 = arith.divf %cst_18, %124 : f32
      %126 = arith.mulf %111, %125 : f32
      %127 = arith.mulf %121, %125 : f32
      %128 = arith.mulf %120, %126 : f32
      %129 = arith.mulf %128, %126 : f32
      %130 = arith.mulf %122, %127 : f32
      %131 = arith.mulf %130, %127 : f32
      %132 = arith.addf %129, %131 : f32
      %coord_71 = cute.make_coord() : () -> !cute.coord<"6">
      %133 = cute.memref.load(%70#0, %coord_71) : (!memref_smem_f32, !cute.coord<"6">) -> f32
      %coord_72 = cute.make_coord() : () -> !cute.coord<"6">
      %134 = cute.memref.load(%70#1, %coord_72) : (!memref_smem_f32, !cute.coord<"6">) -> f32
      %135 = arith.maximumf %123, %133 : f32
      %cst_73 = arith.constant 1.17549435E-38 : f32
      %136 = arith.maximumf %135, %cst_73 : f32
      %137 = arith.divf %cst_18, %136 : f32
      %138 = arith.mulf %123, %137 : f32
      %139 = arith.mulf %133, %137 : f32
      %140 = arith.mulf %132, %138 : f32
      %141 = arith.mulf %140, %138 : f32
      %142 = arith.mulf %134, %139 : f32
      %143 = arith.mulf %142, %139 : f32
      %144 = arith.addf %141, %143 : f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"7">
      %145 = cute.memref.load(%70#0, %coord_74) : (!memref_smem_f32, !cute.coord<"7">) -> f32
      %coord_75 = cute.make_coord() : () -> !cute.coord<"7">
      %146 = cute.memref.load(%70#1, %coord_75) : (!memref_smem_f32, !cute.coord<"7">) -> f32
      %147 = arith.maximumf %135, %145 : f32
      %cst_76 = arith.constant 1.17549435E-38 : f32
      %148 = arith.maximumf %147, %cst_76 : f32
      %149 = arith.divf %cst_18, %148 : f32
      %150 = arith.mulf %135, %149 : f32
      %151 = arith.mulf %145, %149 : f32
      %152 = arith.mulf %144, %150 : f32
      %153 = arith.mulf %152, %150 : f32
      %154 = arith.mulf %146, %151 : f32
      %155 = arith.mulf %154, %151 : f32
      %156 = arith.addf %153, %155 : f32
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_77 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_78 = cute.get_leaves(%sz_77) : !cute.int_tuple<"5000">
      %cst_79 = arith.constant 5.000000e+03 : f32
      %157 = arith.divf %156, %cst_79 : f32
      %cst_80 = arith.constant 1.17549435E-38 : f32
      %158 = arith.maximumf %147, %cst_80 : f32
      %159 = arith.divf %cst_18, %158 : f32
      %160 = arith.mulf %147, %147 : f32
      %161 = arith.mulf %160, %157 : f32
      %162 = arith.addf %161, %arg5 : f32
      %163 = math.rsqrt %162 : f32
      %164 = arith.mulf %arg5, %159 : f32
      %165 = arith.mulf %164, %159 : f32
      %166 = arith.addf %157, %165 : f32
      %167 = math.rsqrt %166 : f32
      %168 = arith.mulf %159, %167 : f32
      %cst_81 = arith.constant 9.99999984E+17 : f32
      %169 = arith.cmpf ogt, %147, %cst_81 : f32
      %170 = scf.if %169 -> (f32) {
        scf.yield %168 : f32
      } else {
        scf.yield %163 : f32
      }
      %171 = arith.cmpi eq, %0, %c0_i32_49 : i32
      %172 = scf.if %171 -> (!memref_gmem_f32) {
        %iter_84 = cute.get_iter(%arg3) : !memref_gmem_f32
        %coord_85 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_85, %170) : (!memref_gmem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32
      } else {
        %iter_84 = cute.get_iter(%arg3) : !memref_gmem_f32
        scf.yield %arg3 : !memref_gmem_f32
      }
      %iter_82 = cute.get_iter(%172) : !memref_gmem_f32
      %iter_83 = cute.get_iter(%172) : !memref_gmem_f32
      %173 = scf.for %arg7 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg8 = %arg6) -> (!copy_simt)  : i32 {
        %coord_84 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_84) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_85 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_86 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_87 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_87) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_88 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_89 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_90 = cute.slice(%arg1, %coord_89) : !memref_gmem_bf16_1, !cute.coord<"((_,_),(?,?))">
        %iter_91 = cute.get_iter(%slice_90) : !memref_gmem_bf16_2
        %iter_92 = cute.get_iter(%slice_90) : !memref_gmem_bf16_2
        %coord_93 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_94 = cute.tiled.copy.partition_S(%arg8, %slice_90, %coord_93) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_95 = cute.get_iter(%src_partitioned_94) : !memref_gmem_bf16_3
        %coord_96 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_97 = cute.slice(%arg2, %coord_96) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_98 = cute.get_iter(%slice_97) : !memref_gmem_bf16_2
        %iter_99 = cute.get_iter(%slice_97) : !memref_gmem_bf16_2
        %coord_100 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_97, %coord_100) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_101 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_3
        %coord_102 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_103 = cute.slice(%arg4, %coord_102) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_104 = cute.get_iter(%slice_103) : !cute_coord_tensor_8cd4e3
        %tup_105 = cute.deref_arith_tuple_iter(%iter_104) : !cute.arith_tuple_iter<"(?,0)">
        %e0_106, %e1_107 = cute.get_leaves(%tup_105) : !cute.int_tuple<"(?,0)">
        %174 = cute.get_scalars(%e0_106) : !cute.int_tuple<"?">
        %iter_108 = cute.get_iter(%slice_103) : !cute_coord_tensor_8cd4e3
        %tup_109 = cute.deref_arith_tuple_iter(%iter_108) : !cute.arith_tuple_iter<"(?,0)">
        %e0_110, %e1_111 = cute.get_leaves(%tup_109) : !cute.int_tuple<"(?,0)">
        %175 = cute.get_scalars(%e0_110) : !cute.int_tuple<"?">
        %coord_112 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_113 = cute.tiled.copy.partition_S(%arg8, %slice_103, %coord_112) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_114 = cute.get_iter(%src_partitioned_113) : !cute_coord_tensor_a108e0
        %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_66b557
        %e0_116, %e1_117 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(?,?{div=8})">
        %176 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?">
        %177 = cute.get_scalars(%e1_117) : !cute.int_tuple<"?{div=8}">
        %sz_118 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_119 = cute.get_leaves(%sz_118) : !cute.int_tuple<"1">
        %sz_120 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_121 = cute.get_leaves(%sz_120) : !cute.int_tuple<"1">
        %sz_122 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_123 = cute.get_leaves(%sz_122) : !cute.int_tuple<"4">
        %shape_124 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_125 = cute.make_layout(%shape_124) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_125) : !memref_rmem_i8
        %iter_126 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_127 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_128 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_129 = cute.slice(%src_partitioned_113, %coord_128) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_130 = cute.get_iter(%slice_129) : !cute_coord_tensor_8bc2ea
        %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute_arith_tuple_iter_66b557
        %e0_132, %e1_133 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(?,?{div=8})">
        %178 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?">
        %179 = cute.get_scalars(%e1_133) : !cute.int_tuple<"?{div=8}">
        %iter_134 = cute.get_iter(%slice_129) : !cute_coord_tensor_8bc2ea
        %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute_arith_tuple_iter_66b557
        %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?,?{div=8})">
        %180 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?">
        %181 = cute.get_scalars(%e1_137) : !cute.int_tuple<"?{div=8}">
        %iter_138 = cute.get_iter(%slice_129) : !cute_coord_tensor_8bc2ea
        %tup_139 = cute.deref_arith_tuple_iter(%iter_138) : !cute_arith_tuple_iter_66b557
        %e0_140, %e1_141 = cute.get_leaves(%tup_139) : !cute.int_tuple<"(?,?{div=8})">
        %182 = cute.get_scalars(%e0_140) : !cute.int_tuple<"?">
        %183 = cute.get_scalars(%e1_141) : !cute.int_tuple<"?{div=8}">
        %coord_142 = cute.make_coord(%e0_140, %e1_141) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_143 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %184 = cute.elem_less(%coord_142, %coord_143) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %185 = arith.extui %184 : i1 to i8
        %coord_144 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_144, %185) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_145 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_146 = cute.slice(%src_partitioned_113, %coord_145) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_147 = cute.get_iter(%slice_146) : !cute_coord_tensor_8bc2ea
        %tup_148 = cute.deref_arith_tuple_iter(%iter_147) : !cute_arith_tuple_iter_66b557
        %e0_149, %e1_150 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(?,?{div=8})">
        %186 = cute.get_scalars(%e0_149) : !cute.int_tuple<"?">
        %187 = cute.get_scalars(%e1_150) : !cute.int_tuple<"?{div=8}">
        %iter_151 = cute.get_iter(%slice_146) : !cute_coord_tensor_8bc2ea
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_66b557
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=8}">
        %iter_155 = cute.get_iter(%slice_146) : !cute_coord_tensor_8bc2ea
        %tup_156 = cute.deref_arith_tuple_iter(%iter_155) : !cute_arith_tuple_iter_66b557
        %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_157) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_158) : !cute.int_tuple<"?{div=8}">
        %coord_159 = cute.make_coord(%e0_157, %e1_158) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_160 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %192 = cute.elem_less(%coord_159, %coord_160) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %193 = arith.extui %192 : i1 to i8
        %coord_161 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_161, %193) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_162 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_163 = cute.slice(%src_partitioned_113, %coord_162) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_164 = cute.get_iter(%slice_163) : !cute_coord_tensor_8bc2ea
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_66b557
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=8})">
        %194 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %195 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=8}">
        %iter_168 = cute.get_iter(%slice_163) : !cute_coord_tensor_8bc2ea
        %tup_169 = cute.deref_arith_tuple_iter(%iter_168) : !cute_arith_tuple_iter_66b557
        %e0_170, %e1_171 = cute.get_leaves(%tup_169) : !cute.int_tuple<"(?,?{div=8})">
        %196 = cute.get_scalars(%e0_170) : !cute.int_tuple<"?">
        %197 = cute.get_scalars(%e1_171) : !cute.int_tuple<"?{div=8}">
        %iter_172 = cute.get_iter(%slice_163) : !cute_coord_tensor_8bc2ea
        %tup_173 = cute.deref_arith_tuple_iter(%iter_172) : !cute_arith_tuple_iter_66b557
        %e0_174, %e1_175 = cute.get_leaves(%tup_173) : !cute.int_tuple<"(?,?{div=8})">
        %198 = cute.get_scalars(%e0_174) : !cute.int_tuple<"?">
        %199 = cute.get_scalars(%e1_175) : !cute.int_tuple<"?{div=8}">
        %coord_176 = cute.make_coord(%e0_174, %e1_175) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_177 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %200 = cute.elem_less(%coord_176, %coord_177) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %201 = arith.extui %200 : i1 to i8
        %coord_178 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_178, %201) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_179 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_180 = cute.slice(%src_partitioned_113, %coord_179) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_181 = cute.get_iter(%slice_180) : !cute_coord_tensor_8bc2ea
        %tup_182 = cute.deref_arith_tuple_iter(%iter_181) : !cute_arith_tuple_iter_66b557
        %e0_183, %e1_184 = cute.get_leaves(%tup_182) : !cute.int_tuple<"(?,?{div=8})">
        %202 = cute.get_scalars(%e0_183) : !cute.int_tuple<"?">
        %203 = cute.get_scalars(%e1_184) : !cute.int_tuple<"?{div=8}">
        %iter_185 = cute.get_iter(%slice_180) : !cute_coord_tensor_8bc2ea
        %tup_186 = cute.deref_arith_tuple_iter(%iter_185) : !cute_arith_tuple_iter_66b557
        %e0_187, %e1_188 = cute.get_leaves(%tup_186) : !cute.int_tuple<"(?,?{div=8})">
        %204 = cute.get_scalars(%e0_187) : !cute.int_tuple<"?">
        %205 = cute.get_scalars(%e1_188) : !cute.int_tuple<"?{div=8}">
        %iter_189 = cute.get_iter(%slice_180) : !cute_coord_tensor_8bc2ea
        %tup_190 = cute.deref_arith_tuple_iter(%iter_189) : !cute_arith_tuple_iter_66b557
        %e0_191, %e1_192 = cute.get_leaves(%tup_190) : !cute.int_tuple<"(?,?{div=8})">
        %206 = cute.get_scalars(%e0_191) : !cute.int_tuple<"?">
        %207 = cute.get_scalars(%e1_192) : !cute.int_tuple<"?{div=8}">
        %coord_193 = cute.make_coord(%e0_191, %e1_192) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_194 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %208 = cute.elem_less(%coord_193, %coord_194) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %209 = arith.extui %208 : i1 to i8
        %coord_195 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_195, %209) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_196 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %210 = cute.make_layout_like(%lay_196) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_197 = cute.memref.alloca(%210) : !memref_rmem_bf16
        %iter_198 = cute.get_iter(%rmem_197) : !memref_rmem_bf16
        %iter_199 = cute.get_iter(%rmem_197) : !memref_rmem_bf16
        %lay_200 = cute.get_layout(%src_partitioned_94) : !memref_gmem_bf16_3
        %211 = cute.make_layout_like(%lay_200) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_201 = cute.memref.alloca(%211) : !memref_rmem_bf16
        %iter_202 = cute.get_iter(%rmem_201) : !memref_rmem_bf16
        %iter_203 = cute.get_iter(%rmem_201) : !memref_rmem_bf16
        %lay_204 = cute.get_layout(%rmem_197) : !memref_rmem_bf16
        %sz_205 = cute.size(%rmem_197) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_206 = cute.get_leaves(%sz_205) : !cute.int_tuple<"32">
        %212 = cute.get_shape(%lay_204) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_207, %e1_208, %e2, %e3 = cute.get_leaves(%212) : !cute.shape<"((8,1),1,4)">
        %int_tuple_209 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_209) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_210 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_211 = arith.constant 0.000000e+00 : bf16
        %213 = vector.broadcast %cst_211 : bf16 to vector<32xbf16>
        %int_tuple_212 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_213 = cute.size(%int_tuple_212) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_214 = cute.get_leaves(%sz_213) : !cute.int_tuple<"32">
        %int_tuple_215 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_216 = cute.size(%int_tuple_215) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_217 = cute.get_leaves(%sz_216) : !cute.int_tuple<"32">
        cute.memref.store_vec(%213, %rmem_197) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %lay_218 = cute.get_layout(%rmem_201) : !memref_rmem_bf16
        %sz_219 = cute.size(%rmem_201) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_220 = cute.get_leaves(%sz_219) : !cute.int_tuple<"32">
        %214 = cute.get_shape(%lay_218) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_221, %e1_222, %e2_223, %e3_224 = cute.get_leaves(%214) : !cute.shape<"((8,1),1,4)">
        %int_tuple_225 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res_226 = cute.tuple.product(%int_tuple_225) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_227 = cute.get_leaves(%res_226) : !cute.int_tuple<"32">
        %215 = vector.broadcast %cst_211 : bf16 to vector<32xbf16>
        %int_tuple_228 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_229 = cute.size(%int_tuple_228) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_230 = cute.get_leaves(%sz_229) : !cute.int_tuple<"32">
        %int_tuple_231 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_232 = cute.size(%int_tuple_231) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_233 = cute.get_leaves(%sz_232) : !cute.int_tuple<"32">
        cute.memref.store_vec(%215, %rmem_201) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %216 = cute.get_shape(%lay_196) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_234, %e1_235, %e2_236, %e3_237 = cute.get_leaves(%216) : !cute.shape<"((8,1),1,4)">
        %shape_238 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_239 = cute.make_layout(%shape_238) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_196, %lay_239) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_240 = cute.make_view(%iter_88, %append) : !memref_gmem_bf16_3
        %iter_241 = cute.get_iter(%view_240) : !memref_gmem_bf16_3
        %lay_242 = cute.get_layout(%view_240) : !memref_gmem_bf16_3
        %217 = cute.get_shape(%lay_242) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_243, %e1_244, %e2_245, %e3_246 = cute.get_leaves(%217) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_240) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_247 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_248 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %shape_249 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_250 = cute.make_layout(%shape_249) : !cute.layout<"1:0">
        %append_251 = cute.append_to_rank<2> (%lay_204, %lay_250) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_252 = cute.make_view(%iter_199, %append_251) : !memref_rmem_bf16
        %iter_253 = cute.get_iter(%view_252) : !memref_rmem_bf16
        %lay_254 = cute.get_layout(%view_252) : !memref_rmem_bf16
        %218 = cute.get_shape(%lay_254) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %grouped_259 = cute.group_modes(%view_252) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_260 = cute.get_iter(%grouped_259) : !memref_rmem_bf16_1
        %iter_261 = cute.get_iter(%grouped_259) : !memref_rmem_bf16_1
        %lay_262 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_263 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_264 = cute.make_layout(%shape_263) : !cute.layout<"1:0">
        %append_265 = cute.append_to_rank<2> (%lay_262, %lay_264) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_266 = cute.make_view(%iter_127, %append_265) : !memref_rmem_i8
        %iter_267 = cute.get_iter(%view_266) : !memref_rmem_i8
        %lay_268 = cute.get_layout(%view_266) : !memref_rmem_i8
        %219 = cute.get_shape(%lay_268) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_269, %e1_270, %e2_271 = cute.get_leaves(%219) : !cute.shape<"(1,1,4)">
        %grouped_272 = cute.group_modes(%view_266) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_273 = cute.get_iter(%grouped_272) : !memref_rmem_i8_1
        %iter_274 = cute.get_iter(%grouped_272) : !memref_rmem_i8_1
        %lay_275 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %220 = cute.get_shape(%lay_275) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_276, %e1_277, %e2_278, %e3_279 = cute.get_leaves(%220) : !cute.shape<"((8,1),(1,4))">
        %lay_280 = cute.get_layout(%grouped_259) : !memref_rmem_bf16_1
        %221 = cute.get_shape(%lay_280) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_281, %e1_282, %e2_283, %e3_284 = cute.get_leaves(%221) : !cute.shape<"((8,1),(1,4))">
        %sz_285 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_286 = cute.get_leaves(%sz_285) : !cute.int_tuple<"4">
        %sz_287 = cute.size(%grouped_259) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_288 = cute.get_leaves(%sz_287) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped, %grouped_259, %grouped_272) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %222 = cute.get_shape(%lay_200) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_289, %e1_290, %e2_291, %e3_292 = cute.get_leaves(%222) : !cute.shape<"((8,1),1,4)">
        %shape_293 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_294 = cute.make_layout(%shape_293) : !cute.layout<"1:0">
        %append_295 = cute.append_to_rank<2> (%lay_200, %lay_294) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_296 = cute.make_view(%iter_95, %append_295) : !memref_gmem_bf16_3
        %iter_297 = cute.get_iter(%view_296) : !memref_gmem_bf16_3
        %lay_298 = cute.get_layout(%view_296) : !memref_gmem_bf16_3
        %223 = cute.get_shape(%lay_298) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_299, %e1_300, %e2_301, %e3_302 = cute.get_leaves(%223) : !cute.shape<"((8,1),1,4)">
        %grouped_303 = cute.group_modes(%view_296) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_304 = cute.get_iter(%grouped_303) : !memref_gmem_bf16_4
        %iter_305 = cute.get_iter(%grouped_303) : !memref_gmem_bf16_4
        %shape_306 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_307 = cute.make_layout(%shape_306) : !cute.layout<"1:0">
        %append_308 = cute.append_to_rank<2> (%lay_218, %lay_307) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_309 = cute.make_view(%iter_203, %append_308) : !memref_rmem_bf16
        %iter_310 = cute.get_iter(%view_309) : !memref_rmem_bf16
        %lay_311 = cute.get_layout(%view_309) : !memref_rmem_bf16
        %224 = cute.get_shape(%lay_311) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_312, %e1_313, %e2_314, %e3_315 = cute.get_leaves(%224) : !cute.shape<"((8,1),1,4)">
        %grouped_316 = cute.group_modes(%view_309) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_317 = cute.get_iter(%grouped_316) : !memref_rmem_bf16_1
        %iter_318 = cute.get_iter(%grouped_316) : !memref_rmem_bf16_1
        %shape_319 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_320 = cute.make_layout(%shape_319) : !cute.layout<"1:0">
        %append_321 = cute.append_to_rank<2> (%lay_262, %lay_320) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_322 = cute.make_view(%iter_127, %append_321) : !memref_rmem_i8
        %iter_323 = cute.get_iter(%view_322) : !memref_rmem_i8
        %lay_324 = cute.get_layout(%view_322) : !memref_rmem_i8
        %225 = cute.get_shape(%lay_324) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_325, %e1_326, %e2_327 = cute.get_leaves(%225) : !cute.shape<"(1,1,4)">
        %grouped_328 = cute.group_modes(%view_322) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_329 = cute.get_iter(%grouped_328) : !memref_rmem_i8_1
        %iter_330 = cute.get_iter(%grouped_328) : !memref_rmem_i8_1
        %lay_331 = cute.get_layout(%grouped_303) : !memref_gmem_bf16_4
        %226 = cute.get_shape(%lay_331) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_332, %e1_333, %e2_334, %e3_335 = cute.get_leaves(%226) : !cute.shape<"((8,1),(1,4))">
        %lay_336 = cute.get_layout(%grouped_316) : !memref_rmem_bf16_1
        %227 = cute.get_shape(%lay_336) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_337, %e1_338, %e2_339, %e3_340 = cute.get_leaves(%227) : !cute.shape<"((8,1),(1,4))">
        %sz_341 = cute.size(%grouped_303) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_342 = cute.get_leaves(%sz_341) : !cute.int_tuple<"4">
        %sz_343 = cute.size(%grouped_316) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_344 = cute.get_leaves(%sz_343) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped_303, %grouped_316, %grouped_328) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %228 = cute.memref.load_vec(%rmem_197) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_345 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_346 = cute.size(%int_tuple_345) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_347 = cute.get_leaves(%sz_346) : !cute.int_tuple<"32">
        %229 = arith.extf %228 : vector<32xbf16> to vector<32xf32>
        %230 = vector.broadcast %170 : f32 to vector<32xf32>
        %231 = arith.mulf %229, %230 : vector<32xf32>
        %232 = cute.memref.load_vec(%rmem_201) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_348 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_349 = cute.size(%int_tuple_348) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_350 = cute.get_leaves(%sz_349) : !cute.int_tuple<"32">
        %233 = arith.extf %232 : vector<32xbf16> to vector<32xf32>
        %234 = arith.mulf %231, %233 : vector<32xf32>
        %lay_351 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %235 = cute.make_layout_like(%lay_351) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_352 = cute.memref.alloca(%235) : !memref_rmem_bf16
        %iter_353 = cute.get_iter(%rmem_352) : !memref_rmem_bf16
        %iter_354 = cute.get_iter(%rmem_352) : !memref_rmem_bf16
        %int_tuple_355 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_356 = cute.size(%int_tuple_355) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_357 = cute.get_leaves(%sz_356) : !cute.int_tuple<"32">
        %236 = arith.truncf %234 : vector<32xf32> to vector<32xbf16>
        %lay_358 = cute.get_layout(%rmem_352) : !memref_rmem_bf16
        %237 = cute.get_shape(%lay_358) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_359, %e1_360, %e2_361, %e3_362 = cute.get_leaves(%237) : !cute.shape<"((8,1),1,4)">
        %int_tuple_363 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_364 = cute.size(%int_tuple_363) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_365 = cute.get_leaves(%sz_364) : !cute.int_tuple<"32">
        %int_tuple_366 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_367 = cute.size(%int_tuple_366) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_368 = cute.get_leaves(%sz_367) : !cute.int_tuple<"32">
        cute.memref.store_vec(%236, %rmem_352) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %238 = cute.get_shape(%lay_351) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_369, %e1_370, %e2_371, %e3_372 = cute.get_leaves(%238) : !cute.shape<"((8,1),1,4)">
        %shape_373 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_374 = cute.make_layout(%shape_373) : !cute.layout<"1:0">
        %append_375 = cute.append_to_rank<2> (%lay_358, %lay_374) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_376 = cute.make_view(%iter_354, %append_375) : !memref_rmem_bf16
        %iter_377 = cute.get_iter(%view_376) : !memref_rmem_bf16
        %lay_378 = cute.get_layout(%view_376) : !memref_rmem_bf16
        %239 = cute.get_shape(%lay_378) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_379, %e1_380, %e2_381, %e3_382 = cute.get_leaves(%239) : !cute.shape<"((8,1),1,4)">
        %grouped_383 = cute.group_modes(%view_376) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_384 = cute.get_iter(%grouped_383) : !memref_rmem_bf16_1
        %iter_385 = cute.get_iter(%grouped_383) : !memref_rmem_bf16_1
        %shape_386 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_387 = cute.make_layout(%shape_386) : !cute.layout<"1:0">
        %append_388 = cute.append_to_rank<2> (%lay_351, %lay_387) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_389 = cute.make_view(%iter_101, %append_388) : !memref_gmem_bf16_3
        %iter_390 = cute.get_iter(%view_389) : !memref_gmem_bf16_3
        %lay_391 = cute.get_layout(%view_389) : !memref_gmem_bf16_3
        %240 = cute.get_shape(%lay_391) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_392, %e1_393, %e2_394, %e3_395 = cute.get_leaves(%240) : !cute.shape<"((8,1),1,4)">
        %grouped_396 = cute.group_modes(%view_389) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_397 = cute.get_iter(%grouped_396) : !memref_gmem_bf16_4
        %iter_398 = cute.get_iter(%grouped_396) : !memref_gmem_bf16_4
        %shape_399 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_400 = cute.make_layout(%shape_399) : !cute.layout<"1:0">
        %append_401 = cute.append_to_rank<2> (%lay_262, %lay_400) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_402 = cute.make_view(%iter_127, %append_401) : !memref_rmem_i8
        %iter_403 = cute.get_iter(%view_402) : !memref_rmem_i8
        %lay_404 = cute.get_layout(%view_402) : !memref_rmem_i8
        %241 = cute.get_shape(%lay_404) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_405, %e1_406, %e2_407 = cute.get_leaves(%241) : !cute.shape<"(1,1,4)">
        %grouped_408 = cute.group_modes(%view_402) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_409 = cute.get_iter(%grouped_408) : !memref_rmem_i8_1
        %iter_410 = cute.get_iter(%grouped_408) : !memref_rmem_i8_1
        %lay_411 = cute.get_layout(%grouped_383) : !memref_rmem_bf16_1
        %242 = cute.get_shape(%lay_411) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_412, %e1_413, %e2_414, %e3_415 = cute.get_leaves(%242) : !cute.shape<"((8,1),(1,4))">
        %lay_416 = cute.get_layout(%grouped_396) : !memref_gmem_bf16_4
        %243 = cute.get_shape(%lay_416) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_417, %e1_418, %e2_419, %e3_420 = cute.get_leaves(%243) : !cute.shape<"((8,1),(1,4))">
        %sz_421 = cute.size(%grouped_383) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_422 = cute.get_leaves(%sz_421) : !cute.int_tuple<"4">
        %sz_423 = cute.size(%grouped_396) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_424 = cute.get_leaves(%sz_423) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped_383, %grouped_396, %grouped_408) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_4, !memref_rmem_i8_1)
        scf.yield %arg8 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_6, %arg2: !memref_gmem_bf16_5, %arg3: !memref_gmem_f32, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_5
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16_5
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32
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
    %iter_29 = cute.get_iter(%div) : !memref_gmem_bf16
    %iter_30 = cute.get_iter(%div) : !memref_gmem_bf16
    %lay_31 = cute.get_layout(%view_27) : !memref_gmem_bf16_7
    %5 = cute.get_shape(%lay_31) : (!cute.layout<"(96,5000):(0,1)">) -> !cute.shape<"(96,5000)">
    %e0_32, %e1_33 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_34 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_35 = cute.zipped_divide(%view_27, %tile_34) : !memref_gmem_bf16_7, !cute.tile<"[1:0;8192:1]">
    %iter_36 = cute.get_iter(%div_35) : !memref_gmem_bf16_1
    %iter_37 = cute.get_iter(%div_35) : !memref_gmem_bf16_1
    %lay_38 = cute.get_layout(%view_19) : !memref_gmem_bf16_5
    %6 = cute.get_shape(%lay_38) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_39, %e1_40 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_41 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_42 = cute.zipped_divide(%view_19, %tile_41) : !memref_gmem_bf16_5, !cute.tile<"[1:0;8192:1]">
    %iter_43 = cute.get_iter(%div_42) : !memref_gmem_bf16
    %iter_44 = cute.get_iter(%div_42) : !memref_gmem_bf16
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %7 = cute.make_identity_tensor(%shape_45) : !cute_coord_tensor_15c8d6
    %iter_46 = cute.get_iter(%7) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_46) : !cute.arith_tuple_iter<"(0,0)">
    %e0_47, %e1_48 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_49 = cute.get_layout(%7) : !cute_coord_tensor_15c8d6
    %8 = cute.get_shape(%lay_49) : (!cute.layout<"(96,5000):(1@0,1@1)">) -> !cute.shape<"(96,5000)">
    %e0_50, %e1_51 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %tile_52 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_53 = cute.zipped_divide(%7, %tile_52) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;8192:1]">
    %iter_54 = cute.get_iter(%div_53) : !cute_coord_tensor_b6ed2e
    %tup_55 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(0,0)">
    %e0_56, %e1_57 = cute.get_leaves(%tup_55) : !cute.int_tuple<"(0,0)">
    %iter_58 = cute.get_iter(%div_53) : !cute_coord_tensor_b6ed2e
    %tup_59 = cute.deref_arith_tuple_iter(%iter_58) : !cute.arith_tuple_iter<"(0,0)">
    %e0_60, %e1_61 = cute.get_leaves(%tup_59) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_62 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_63 = cute.make_ordered_layout(%shape_62, %int_tuple) : (!cute.shape<"(1,256)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,256):(0,1)">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_65 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_66 = cute.make_ordered_layout(%shape_64, %int_tuple_65) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_63, %lay_66) : (!cute.layout<"(1,256):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_7589d3
    %sz = cute.size(%lay_63) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_67 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_68 = cute.size(%lay_66) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_69 = cute.get_leaves(%sz_68) : !cute.int_tuple<"8">
    %shape_70 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_71 = cute.make_layout(%shape_70) : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %9 = cute.composition(%rinv, %lay_71) : (!cute.layout<"(256,8):(8,1)">, !cute.layout<"(256,8):(1,256)">) -> !cute.layout<"(256,8):(8,1)">
    %10 = cute.get_shape(%prod) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_72, %e1_73, %e2 = cute.get_leaves(%10) : !cute.shape<"(1,(8,256))">
    %int_tuple_74 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %res = cute.tuple.product_each(%int_tuple_74) : (!cute.int_tuple<"(1,(8,256))">) -> !cute.int_tuple<"(1,2048)">
    %e0_75, %e1_76 = cute.get_leaves(%res) : !cute.int_tuple<"(1,2048)">
    %tile_77 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %11 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_78 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"96">
    %e0_79 = cute.get_leaves(%sz_78) : !cute.int_tuple<"96">
    %lay_80 = cute.get_layout(%div) : !memref_gmem_bf16
    %lay_81 = cute.get_layout(%div_35) : !memref_gmem_bf16_1
    %lay_82 = cute.get_layout(%div_42) : !memref_gmem_bf16
    %lay_83 = cute.get_layout(%arg3) : !memref_gmem_f32
    %lay_84 = cute.get_layout(%div_53) : !cute_coord_tensor_b6ed2e
    %12 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_85, %e1_86 = cute.get_leaves(%12) : !cute.tile<"[1:0;2048:1]">
    %13 = cute.static : !cute.layout<"(256,8):(8,1)">
    %14 = cute.static : !cute.layout<"1:0">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %16 = cute.static : !cute.layout<"(1,8):(0,1)">
    %17 = cute.kernel_smem_size @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0 : i64
    %c128_i32 = arith.constant 128 : i32
    %18 = arith.extsi %c128_i32 : i32 to i64
    %19 = arith.cmpi slt, %18, %17 : i64
    scf.if %19 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c128_i32, %17) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %20 = arith.cmpi sgt, %c128_i32, %c232448_i32 : i32
    scf.if %20 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c128_i32) : i32
    }
    %21 = arith.extsi %c128_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %22 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %21, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%22] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_87 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%22] %c0_i32_87 : !cuda_launch_cfg_2cf94c, i32
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%22> (%div, %div_35, %div_42, %arg3, %div_53, %arg4, %11) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_bf16, !memref_gmem_bf16_1, !memref_gmem_bf16, !memref_gmem_f32, !cute_coord_tensor_b6ed2e, f32, !copy_simt) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_88 = arith.constant 0 : i32
    return %c0_i32_88 : i32
  }
}
