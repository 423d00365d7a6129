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
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_bf16 = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "8:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "32:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0(%arg0: !memref_gmem_bf16, %arg1: !memref_gmem_bf16, %arg2: !cute_coord_tensor_b6ed2e, %arg3: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16
      %iter_1 = cute.get_iter(%arg2) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_1) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16
      %iter_4 = cute.get_iter(%arg2) : !cute_coord_tensor_b6ed2e
      %tup_5 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_7 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16
      %lay_8 = cute.get_layout(%arg1) : !memref_gmem_bf16
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
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_bf16) -> !cute.int_tuple<"1">
      %e0_10 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %cst_11 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg4 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg5 = %cst, %arg6 = %cst_11, %arg7 = %arg3) -> (f32, f32, !copy_simt)  : i32 {
        %coord_61 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_61) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_62 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %iter_63 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %coord_64 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_64) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_65 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
        %coord_66 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_67 = cute.slice(%arg2, %coord_66) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_68 = cute.get_iter(%slice_67) : !cute_coord_tensor_8cd4e3
        %tup_69 = cute.deref_arith_tuple_iter(%iter_68) : !cute.arith_tuple_iter<"(?,0)">
        %e0_70, %e1_71 = cute.get_leaves(%tup_69) : !cute.int_tuple<"(?,0)">
        %159 = cute.get_scalars(%e0_70) : !cute.int_tuple<"?">
        %iter_72 = cute.get_iter(%slice_67) : !cute_coord_tensor_8cd4e3
        %tup_73 = cute.deref_arith_tuple_iter(%iter_72) : !cute.arith_tuple_iter<"(?,0)">
        %e0_74, %e1_75 = cute.get_leaves(%tup_73) : !cute.int_tuple<"(?,0)">
        %160 = cute.get_scalars(%e0_74) : !cute.int_tuple<"?">
        %coord_76 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_77 = cute.tiled.copy.partition_S(%arg7, %slice_67, %coord_76) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_78 = cute.get_iter(%src_partitioned_77) : !cute_coord_tensor_a108e0
        %tup_79 = cute.deref_arith_tuple_iter(%iter_78) : !cute_arith_tuple_iter_66b557
        %e0_80, %e1_81 = cute.get_leaves(%tup_79) : !cute.int_tuple<"(?,?{div=8})">
        %161 = cute.get_scalars(%e0_80) : !cute.int_tuple<"?">
        %162 = cute.get_scalars(%e1_81) : !cute.int_tuple<"?{div=8}">
        %sz_82 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_83 = cute.get_leaves(%sz_82) : !cute.int_tuple<"1">
        %sz_84 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_85 = cute.get_leaves(%sz_84) : !cute.int_tuple<"1">
        %sz_86 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
        %e0_87 = cute.get_leaves(%sz_86) : !cute.int_tuple<"4">
        %shape_88 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_89 = cute.make_layout(%shape_88) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_89) : !memref_rmem_i8
        %iter_90 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_91 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_92 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_93 = cute.slice(%src_partitioned_77, %coord_92) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_94 = cute.get_iter(%slice_93) : !cute_coord_tensor_8bc2ea
        %tup_95 = cute.deref_arith_tuple_iter(%iter_94) : !cute_arith_tuple_iter_66b557
        %e0_96, %e1_97 = cute.get_leaves(%tup_95) : !cute.int_tuple<"(?,?{div=8})">
        %163 = cute.get_scalars(%e0_96) : !cute.int_tuple<"?">
        %164 = cute.get_scalars(%e1_97) : !cute.int_tuple<"?{div=8}">
        %iter_98 = cute.get_iter(%slice_93) : !cute_coord_tensor_8bc2ea
        %tup_99 = cute.deref_arith_tuple_iter(%iter_98) : !cute_arith_tuple_iter_66b557
        %e0_100, %e1_101 = cute.get_leaves(%tup_99) : !cute.int_tuple<"(?,?{div=8})">
        %165 = cute.get_scalars(%e0_100) : !cute.int_tuple<"?">
        %166 = cute.get_scalars(%e1_101) : !cute.int_tuple<"?{div=8}">
        %iter_102 = cute.get_iter(%slice_93) : !cute_coord_tensor_8bc2ea
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute_arith_tuple_iter_66b557
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute.int_tuple<"(?,?{div=8})">
        %167 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %168 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=8}">
        %coord_106 = cute.make_coord(%e0_104, %e1_105) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_107 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %169 = cute.elem_less(%coord_106, %coord_107) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %170 = arith.extui %169 : i1 to i8
        %coord_108 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_108, %170) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_109 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_110 = cute.slice(%src_partitioned_77, %coord_109) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_111 = cute.get_iter(%slice_110) : !cute_coord_tensor_8bc2ea
        %tup_112 = cute.deref_arith_tuple_iter(%iter_111) : !cute_arith_tuple_iter_66b557
        %e0_113, %e1_114 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(?,?{div=8})">
        %171 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?">
        %172 = cute.get_scalars(%e1_114) : !cute.int_tuple<"?{div=8}">
        %iter_115 = cute.get_iter(%slice_110) : !cute_coord_tensor_8bc2ea
        %tup_116 = cute.deref_arith_tuple_iter(%iter_115) : !cute_arith_tuple_iter_66b557
        %e0_117, %e1_118 = cute.get_leaves(%tup_116) : !cute.int_tuple<"(?,?{div=8})">
        %173 = cute.get_scalars(%e0_117) : !cute.int_tuple<"?">
        %174 = cute.get_scalars(%e1_118) : !cute.int_tuple<"?{div=8}">
        %iter_119 = cute.get_iter(%slice_110) : !cute_coord_tensor_8bc2ea
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute_arith_tuple_iter_66b557
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_122) : !cute.int_tuple<"?{div=8}">
        %coord_123 = cute.make_coord(%e0_121, %e1_122) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_124 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %177 = cute.elem_less(%coord_123, %coord_124) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %178 = arith.extui %177 : i1 to i8
        %coord_125 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_125, %178) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_126 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_127 = cute.slice(%src_partitioned_77, %coord_126) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_128 = cute.get_iter(%slice_127) : !cute_coord_tensor_8bc2ea
        %tup_129 = cute.deref_arith_tuple_iter(%iter_128) : !cute_arith_tuple_iter_66b557
        %e0_130, %e1_131 = cute.get_leaves(%tup_129) : !cute.int_tuple<"(?,?{div=8})">
        %179 = cute.get_scalars(%e0_130) : !cute.int_tuple<"?">
        %180 = cute.get_scalars(%e1_131) : !cute.int_tuple<"?{div=8}">
        %iter_132 = cute.get_iter(%slice_127) : !cute_coord_tensor_8bc2ea
        %tup_133 = cute.deref_arith_tuple_iter(%iter_132) : !cute_arith_tuple_iter_66b557
        %e0_134, %e1_135 = cute.get_leaves(%tup_133) : !cute.int_tuple<"(?,?{div=8})">
        %181 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?">
        %182 = cute.get_scalars(%e1_135) : !cute.int_tuple<"?{div=8}">
        %iter_136 = cute.get_iter(%slice_127) : !cute_coord_tensor_8bc2ea
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_66b557
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=8})">
        %183 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %184 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=8}">
        %coord_140 = cute.make_coord(%e0_138, %e1_139) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_141 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %185 = cute.elem_less(%coord_140, %coord_141) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %186 = arith.extui %185 : i1 to i8
        %coord_142 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_142, %186) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_143 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_144 = cute.slice(%src_partitioned_77, %coord_143) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_145 = cute.get_iter(%slice_144) : !cute_coord_tensor_8bc2ea
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_66b557
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=8})">
        %187 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %188 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=8}">
        %iter_149 = cute.get_iter(%slice_144) : !cute_coord_tensor_8bc2ea
        %tup_150 = cute.deref_arith_tuple_iter(%iter_149) : !cute_arith_tuple_iter_66b557
        %e0_151, %e1_152 = cute.get_leaves(%tup_150) : !cute.int_tuple<"(?,?{div=8})">
        %189 = cute.get_scalars(%e0_151) : !cute.int_tuple<"?">
        %190 = cute.get_scalars(%e1_152) : !cute.int_tuple<"?{div=8}">
        %iter_153 = cute.get_iter(%slice_144) : !cute_coord_tensor_8bc2ea
        %tup_154 = cute.deref_arith_tuple_iter(%iter_153) : !cute_arith_tuple_iter_66b557
        %e0_155, %e1_156 = cute.get_leaves(%tup_154) : !cute.int_tuple<"(?,?{div=8})">
        %191 = cute.get_scalars(%e0_155) : !cute.int_tuple<"?">
        %192 = cute.get_scalars(%e1_156) : !cute.int_tuple<"?{div=8}">
        %coord_157 = cute.make_coord(%e0_155, %e1_156) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_158 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %193 = cute.elem_less(%coord_157, %coord_158) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %194 = arith.extui %193 : i1 to i8
        %coord_159 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_159, %194) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_160 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %195 = cute.make_layout_like(%lay_160) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_161 = cute.memref.alloca(%195) : !memref_rmem_bf16
        %iter_162 = cute.get_iter(%rmem_161) : !memref_rmem_bf16
        %iter_163 = cute.get_iter(%rmem_161) : !memref_rmem_bf16
        %lay_164 = cute.get_layout(%rmem_161) : !memref_rmem_bf16
        %sz_165 = cute.size(%rmem_161) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_166 = cute.get_leaves(%sz_165) : !cute.int_tuple<"32">
        %196 = cute.get_shape(%lay_164) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_167, %e1_168, %e2, %e3 = cute.get_leaves(%196) : !cute.shape<"((8,1),1,4)">
        %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_169 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_170 = arith.constant 0xFF80 : bf16
        %197 = vector.broadcast %cst_170 : bf16 to vector<32xbf16>
        %int_tuple_171 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_172 = cute.size(%int_tuple_171) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_173 = cute.get_leaves(%sz_172) : !cute.int_tuple<"32">
        %int_tuple_174 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_175 = cute.size(%int_tuple_174) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_176 = cute.get_leaves(%sz_175) : !cute.int_tuple<"32">
        cute.memref.store_vec(%197, %rmem_161) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %198 = cute.get_shape(%lay_160) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%198) : !cute.shape<"((8,1),1,4)">
        %shape_181 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_182 = cute.make_layout(%shape_181) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_160, %lay_182) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_183 = cute.make_view(%iter_65, %append) : !memref_gmem_bf16_2
        %iter_184 = cute.get_iter(%view_183) : !memref_gmem_bf16_2
        %lay_185 = cute.get_layout(%view_183) : !memref_gmem_bf16_2
        %199 = cute.get_shape(%lay_185) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_186, %e1_187, %e2_188, %e3_189 = cute.get_leaves(%199) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_183) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_190 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %iter_191 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %shape_192 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_193 = cute.make_layout(%shape_192) : !cute.layout<"1:0">
        %append_194 = cute.append_to_rank<2> (%lay_164, %lay_193) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_195 = cute.make_view(%iter_163, %append_194) : !memref_rmem_bf16
        %iter_196 = cute.get_iter(%view_195) : !memref_rmem_bf16
        %lay_197 = cute.get_layout(%view_195) : !memref_rmem_bf16
        %200 = cute.get_shape(%lay_197) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%200) : !cute.shape<"((8,1),1,4)">
        %grouped_202 = cute.group_modes(%view_195) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_203 = cute.get_iter(%grouped_202) : !memref_rmem_bf16_1
        %iter_204 = cute.get_iter(%grouped_202) : !memref_rmem_bf16_1
        %lay_205 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_206 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_207 = cute.make_layout(%shape_206) : !cute.layout<"1:0">
        %append_208 = cute.append_to_rank<2> (%lay_205, %lay_207) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_209 = cute.make_view(%iter_91, %append_208) : !memref_rmem_i8
        %iter_210 = cute.get_iter(%view_209) : !memref_rmem_i8
        %lay_211 = cute.get_layout(%view_209) : !memref_rmem_i8
        %201 = cute.get_shape(%lay_211) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_212, %e1_213, %e2_214 = cute.get_leaves(%201) : !cute.shape<"(1,1,4)">
        %grouped_215 = cute.group_modes(%view_209) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_216 = cute.get_iter(%grouped_215) : !memref_rmem_i8_1
        %iter_217 = cute.get_iter(%grouped_215) : !memref_rmem_i8_1
        %lay_218 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %202 = cute.get_shape(%lay_218) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_219, %e1_220, %e2_221, %e3_222 = cute.get_leaves(%202) : !cute.shape<"((8,1),(1,4))">
        %lay_223 = cute.get_layout(%grouped_202) : !memref_rmem_bf16_1
        %203 = cute.get_shape(%lay_223) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_224, %e1_225, %e2_226, %e3_227 = cute.get_leaves(%203) : !cute.shape<"((8,1),(1,4))">
        %sz_228 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_229 = cute.get_leaves(%sz_228) : !cute.int_tuple<"4">
        %sz_230 = cute.size(%grouped_202) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_231 = cute.get_leaves(%sz_230) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped, %grouped_202, %grouped_215) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %204 = cute.memref.load_vec(%rmem_161) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_232 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_233 = cute.size(%int_tuple_232) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_234 = cute.get_leaves(%sz_233) : !cute.int_tuple<"32">
        %205 = arith.extf %204 : vector<32xbf16> to vector<32xf32>
        %cst_235 = arith.constant -3.40282347E+38 : f32
        %206 = vector.reduction <maximumf>, %205, %cst_235 : vector<32xf32> into f32
        %207 = arith.maximumf %arg6, %206 : f32
        %208 = vector.broadcast %207 : f32 to vector<32xf32>
        %209 = arith.subf %205, %208 : vector<32xf32>
        %cst_236 = arith.constant 1.44269502 : f32
        %210 = vector.broadcast %cst_236 : f32 to vector<32xf32>
        %211 = arith.mulf %209, %210 : vector<32xf32>
        %212 = math.exp2 %211 : vector<32xf32>
        %cst_237 = arith.constant 0.000000e+00 : f32
        %213 = vector.reduction <add>, %212, %cst_237 : vector<32xf32> into f32
        %214 = arith.subf %arg6, %207 : f32
        %cst_238 = arith.constant 1.44269502 : f32
        %215 = arith.mulf %214, %cst_238 : f32
        %216 = math.exp2 %215 : f32
        %217 = arith.mulf %arg5, %216 : f32
        %218 = arith.addf %217, %213 : f32
        scf.yield %218, %207, %arg7 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync bfly %c-1_i32, %8#1, %c16_i32, %c31_i32 : f32 -> f32
      %10 = nvvm.shfl.sync bfly %c-1_i32, %8#0, %c16_i32, %c31_i32 : f32 -> f32
      %11 = arith.maximumf %8#1, %9 : f32
      %12 = arith.subf %8#1, %11 : f32
      %cst_12 = arith.constant 1.44269502 : f32
      %13 = arith.mulf %12, %cst_12 : f32
      %14 = math.exp2 %13 : f32
      %15 = arith.mulf %8#0, %14 : f32
      %16 = arith.subf %9, %11 : f32
      %17 = arith.mulf %16, %cst_12 : f32
      %18 = math.exp2 %17 : f32
      %19 = arith.mulf %10, %18 : f32
      %20 = arith.addf %15, %19 : f32
      %c8_i32 = arith.constant 8 : i32
      %21 = nvvm.shfl.sync bfly %c-1_i32, %11, %c8_i32, %c31_i32 : f32 -> f32
      %22 = nvvm.shfl.sync bfly %c-1_i32, %20, %c8_i32, %c31_i32 : f32 -> f32
      %23 = arith.maximumf %11, %21 : f32
      %24 = arith.subf %11, %23 : f32
      %25 = arith.mulf %24, %cst_12 : f32
      %26 = math.exp2 %25 : f32
      %27 = arith.mulf %20, %26 : f32
      %28 = arith.subf %21, %23 : f32
      %29 = arith.mulf %28, %cst_12 : f32
      %30 = math.exp2 %29 : f32
      %31 = arith.mulf %22, %30 : f32
      %32 = arith.addf %27, %31 : f32
      %c4_i32 = arith.constant 4 : i32
      %33 = nvvm.shfl.sync bfly %c-1_i32, %23, %c4_i32, %c31_i32 : f32 -> f32
      %34 = nvvm.shfl.sync bfly %c-1_i32, %32, %c4_i32, %c31_i32 : f32 -> f32
      %35 = arith.maximumf %23, %33 : f32
      %36 = arith.subf %23, %35 : f32
      %37 = arith.mulf %36, %cst_12 : f32
      %38 = math.exp2 %37 : f32
      %39 = arith.mulf %32, %38 : f32
      %40 = arith.subf %33, %35 : f32
      %41 = arith.mulf %40, %cst_12 : f32
      %42 = math.exp2 %41 : f32
      %43 = arith.mulf %34, %42 : f32
      %44 = arith.addf %39, %43 : f32
      %c2_i32 = arith.constant 2 : i32
      %45 = nvvm.shfl.sync bfly %c-1_i32, %35, %c2_i32, %c31_i32 : f32 -> f32
      %46 = nvvm.shfl.sync bfly %c-1_i32, %44, %c2_i32, %c31_i32 : f32 -> f32
      %47 = arith.maximumf %35, %45 : f32
      %48 = arith.subf %35, %47 : f32
      %49 = arith.mulf %48, %cst_12 : f32
      %50 = math.exp2 %49 : f32
      %51 = arith.mulf %44, %50 : f32
      %52 = arith.subf %45, %47 : f32
      %53 = arith.mulf %52, %cst_12 : f32
      %54 = math.exp2 %53 : f32
      %55 = arith.mulf %46, %54 : f32
      %56 = arith.addf %51, %55 : f32
      %57 = nvvm.shfl.sync bfly %c-1_i32, %47, %c1_i32, %c31_i32 : f32 -> f32
      %58 = nvvm.shfl.sync bfly %c-1_i32, %56, %c1_i32, %c31_i32 : f32 -> f32
      %59 = arith.maximumf %47, %57 : f32
      %60 = arith.subf %47, %59 : f32
      %61 = arith.mulf %60, %cst_12 : f32
      %62 = math.exp2 %61 : f32
      %63 = arith.mulf %56, %62 : f32
      %64 = arith.subf %57, %59 : f32
      %65 = arith.mulf %64, %cst_12 : f32
      %66 = math.exp2 %65 : f32
      %67 = arith.mulf %58, %66 : f32
      %68 = arith.addf %63, %67 : f32
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_13 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_13) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_14 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_13) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_15 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_17 = cute.make_layout(%shape_16) : !cute.layout<"32:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_18 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_19 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_20 = cute.recast_iter(%iter_19) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_20, %lay_13) : !memref_smem_f32
      %iter_21 = cute.get_iter(%view) : !memref_smem_f32
      %iter_22 = cute.get_iter(%view) : !memref_smem_f32
      %shape_23 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_24 = cute.make_layout(%shape_23) : !cute.layout<"8:1">
      %coord_25 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_26 = cute.crd2idx(%coord_25, %lay_24) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_27 = cute.get_leaves(%idx_26) : !cute.int_tuple<"0">
      %cosz_28 = cute.cosize(%lay_24) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_29 = cute.get_leaves(%cosz_28) : !cute.int_tuple<"8">
      %shape_30 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_31 = cute.make_layout(%shape_30) : !cute.layout<"32:1">
      %smem_32 = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_33 = cute.get_iter(%smem_32) : !memref_smem_i8
      %iter_34 = cute.get_iter(%smem_32) : !memref_smem_i8
      %iter_35 = cute.recast_iter(%iter_34) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_36 = cute.make_view(%iter_35, %lay_24) : !memref_smem_f32
      %iter_37 = cute.get_iter(%view_36) : !memref_smem_f32
      %iter_38 = cute.get_iter(%view_36) : !memref_smem_f32
      %c0_i32_39 = arith.constant 0 : i32
      %69 = arith.cmpi eq, %6, %c0_i32_39 : i32
      %70:2 = scf.if %69 -> (!memref_smem_f32, !memref_smem_f32) {
        %iter_61 = cute.get_iter(%view) : !memref_smem_f32
        %iter_62 = cute.get_iter(%view_36) : !memref_smem_f32
        %coord_63 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_63, %59) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        %coord_64 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_36, %coord_64, %68) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_36 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_61 = cute.get_iter(%view) : !memref_smem_f32
        %iter_62 = cute.get_iter(%view_36) : !memref_smem_f32
        scf.yield %view, %view_36 : !memref_smem_f32, !memref_smem_f32
      }
      %iter_40 = cute.get_iter(%70#0) : !memref_smem_f32
      %iter_41 = cute.get_iter(%70#1) : !memref_smem_f32
      %iter_42 = cute.get_iter(%70#0) : !memref_smem_f32
      %iter_43 = cute.get_iter(%70#1) : !memref_smem_f32
      nvvm.barrier
      %coord_44 = cute.make_coord() : () -> !cute.coord<"0">
      %71 = cute.memref.load(%70#0, %coord_44) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_45 = cute.make_coord() : () -> !cute.coord<"0">
      %72 = cute.memref.load(%70#1, %coord_45) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_46 = cute.make_coord() : () -> !cute.coord<"1">
      %73 = cute.memref.load(%70#0, %coord_46) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %coord_47 = cute.make_coord() : () -> !cute.coord<"1">
      %74 = cute.memref.load(%70#1, %coord_47) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %75 = arith.maximumf %71, %73 : f32
      %76 = arith.subf %71, %75 : f32
      %77 = arith.mulf %76, %cst_12 : f32
      %78 = math.exp2 %77 : f32
      %79 = arith.mulf %72, %78 : f32
      %80 = arith.subf %73, %75 : f32
      %81 = arith.mulf %80, %cst_12 : f32
      %82 = math.exp2 %81 : f32
      %83 = arith.mulf %74, %82 : f32
      %84 = arith.addf %79, %83 : f32
      %coord_48 = cute.make_coord() : () -> !cute.coord<"2">
      %85 = cute.memref.load(%70#0, %coord_48) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %coord_49 = cute.make_coord() : () -> !cute.coord<"2">
      %86 = cute.memref.load(%70#1, %coord_49) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %87 = arith.maximumf %75, %85 : f32
      %88 = arith.subf %75, %87 : f32
      %89 = arith.mulf %88, %cst_12 : f32
      %90 = math.exp2 %89 : f32
      %91 = arith.mulf %84, %90 : f32
      %92 = arith.subf %85, %87 : f32
      %93 = arith.mulf %92, %cst_12 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %86, %94 : f32
      %96 = arith.addf %91, %95 : f32
      %coord_50 = cute.make_coord() : () -> !cute.coord<"3">
      %97 = cute.memref.load(%70#0, %coord_50) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %coord_51 = cute.make_coord() : () -> !cute.coord<"3">
      %98 = cute.memref.load(%70#1, %coord_51) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %99 = arith.maximumf %87, %97 : f32
      %100 = arith.subf %87, %99 : f32
      %101 = arith.mulf %100, %cst_12 : f32
      %102 = math.exp2 %101 : f32
      %103 = arith.mulf %96, %102 : f32
      %104 = arith.subf %97, %99 : f32
      %105 = arith.mulf %104, %cst_12 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %98, %106 : f32
      %108 = arith.addf %103, %107 : f32
      %coord_52 = cute.make_coord() : () -> !cute.coord<"4">
      %109 = cute.memref.load(%70#0, %coord_52) : (!memref_smem_f32, !cute.coord<"4">) -> f32
      %coord_53 = cute.make_coord() : () -> !cute.coord<"4">
      %110 = cute.memref.load(%70#1, %coord_53) : (!memref_smem_f32, !cute.coord<"4">) -> f32
      %111 = arith.maximumf %99, %109 : f32
      %112 = arith.subf %99, %111 : f32
      %113 = arith.mulf %112, %cst_12 : f32
      %114 = math.exp2 %113 : f32
      %115 = arith.mulf %108, %114 : f32
      %116 = arith.subf %109, %111 : f32
      %117 = arith.mulf %116, %cst_12 : f32
      %118 = math.exp2 %117 : f32
      %119 = arith.mulf %110, %118 : f32
      %120 = arith.addf %115, %119 : f32
      %coord_54 = cute.make_coord() : () -> !cute.coord<"5">
      %121 = cute.memref.load(%70#0, %coord_54) : (!memref_smem_f32, !cute.coord<"5">) -> f32
      %coord_55 = cute.make_coord() : () -> !cute.coord<"5">
      %122 = cute.memref.load(%70#1, %coord_55) : (!memref_smem_f32, !cute.coord<"5">) -> f32
      %123 = arith.maximumf %111, %121 : f32
      %124 = arith.subf %111, %123 : f32
      %125 = arith.mulf %124, %cst_12 : f32
      %126 = math.exp2 %125 : f32
      %127 = arith.mulf %120, %126 : f32
      %128 = arith.subf %121, %123 : f32
      %129 = arith.mulf %128, %cst_12 : f32
      %130 = math.exp2 %129 : f32
      %131 = arith.mulf %122, %130 : f32
      %132 = arith.addf %127, %131 : f32
      %coord_56 = cute.make_coord() : () -> !cute.coord<"6">
      %133 = cute.memref.load(%70#0, %coord_56) : (!memref_smem_f32, !cute.coord<"6">) -> f32
      %coord_57 = cute.make_coord() : () -> !cute.coord<"6">
      %134 = cute.memref.load(%70#1, %coord_57) : (!memref_smem_f32, !cute.coord<"6">) -> f32
      %135 = arith.maximumf %123, %133 : f32
      %136 = arith.subf %123, %135 : f32
      %137 = arith.mulf %136, %cst_12 : f32
      %138 = math.exp2 %137 : f32
      %139 = arith.mulf %132, %138 : f32
      %140 = arith.subf %133, %135 : f32
      %141 = arith.mulf %140, %cst_12 : f32
      %142 = math.exp2 %141 : f32
      %143 = arith.mulf %134, %142 : f32
      %144 = arith.addf %139, %143 : f32
      %coord_58 = cute.make_coord() : () -> !cute.coord<"7">
      %145 = cute.memref.load(%70#0, %coord_58) : (!memref_smem_f32, !cute.coord<"7">) -> f32
      %coord_59 = cute.make_coord() : () -> !cute.coord<"7">
      %146 = cute.memref.load(%70#1, %coord_59) : (!memref_smem_f32, !cute.coord<"7">) -> f32
      %147 = arith.maximumf %135, %145 : f32
      %148 = arith.subf %135, %147 : f32
      %149 = arith.mulf %148, %cst_12 : f32
      %150 = math.exp2 %149 : f32
      %151 = arith.mulf %144, %150 : f32
      %152 = arith.subf %145, %147 : f32
      %153 = arith.mulf %152, %cst_12 : f32
      %154 = math.exp2 %153 : f32
      %155 = arith.mulf %146, %154 : f32
      %156 = arith.addf %151, %155 : f32
      %cst_60 = arith.constant 1.000000e+00 : f32
      %157 = arith.divf %cst_60, %156 : f32
      %158 = scf.for %arg4 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg5 = %arg3) -> (!copy_simt)  : i32 {
        %coord_61 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_61) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_62 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %iter_63 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %coord_64 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_64) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_65 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
        %coord_66 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_67 = cute.slice(%arg1, %coord_66) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_68 = cute.get_iter(%slice_67) : !memref_gmem_bf16_1
        %iter_69 = cute.get_iter(%slice_67) : !memref_gmem_bf16_1
        %coord_70 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %slice_67, %coord_70) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_71 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_2
        %coord_72 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_73 = cute.slice(%arg2, %coord_72) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_74 = cute.get_iter(%slice_73) : !cute_coord_tensor_8cd4e3
        %tup_75 = cute.deref_arith_tuple_iter(%iter_74) : !cute.arith_tuple_iter<"(?,0)">
        %e0_76, %e1_77 = cute.get_leaves(%tup_75) : !cute.int_tuple<"(?,0)">
        %159 = cute.get_scalars(%e0_76) : !cute.int_tuple<"?">
        %iter_78 = cute.get_iter(%slice_73) : !cute_coord_tensor_8cd4e3
        %tup_79 = cute.deref_arith_tuple_iter(%iter_78) : !cute.arith_tuple_iter<"(?,0)">
        %e0_80, %e1_81 = cute.get_leaves(%tup_79) : !cute.int_tuple<"(?,0)">
        %160 = cute.get_scalars(%e0_80) : !cute.int_tuple<"?">
        %coord_82 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_83 = cute.tiled.copy.partition_S(%arg5, %slice_73, %coord_82) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_84 = cute.get_iter(%src_partitioned_83) : !cute_coord_tensor_a108e0
        %tup_85 = cute.deref_arith_tuple_iter(%iter_84) : !cute_arith_tuple_iter_66b557
        %e0_86, %e1_87 = cute.get_leaves(%tup_85) : !cute.int_tuple<"(?,?{div=8})">
        %161 = cute.get_scalars(%e0_86) : !cute.int_tuple<"?">
        %162 = cute.get_scalars(%e1_87) : !cute.int_tuple<"?{div=8}">
        %sz_88 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_89 = cute.get_leaves(%sz_88) : !cute.int_tuple<"1">
        %sz_90 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_91 = cute.get_leaves(%sz_90) : !cute.int_tuple<"1">
        %sz_92 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
        %e0_93 = cute.get_leaves(%sz_92) : !cute.int_tuple<"4">
        %shape_94 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_95 = cute.make_layout(%shape_94) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_95) : !memref_rmem_i8
        %iter_96 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_97 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_98 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_99 = cute.slice(%src_partitioned_83, %coord_98) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_100 = cute.get_iter(%slice_99) : !cute_coord_tensor_8bc2ea
        %tup_101 = cute.deref_arith_tuple_iter(%iter_100) : !cute_arith_tuple_iter_66b557
        %e0_102, %e1_103 = cute.get_leaves(%tup_101) : !cute.int_tuple<"(?,?{div=8})">
        %163 = cute.get_scalars(%e0_102) : !cute.int_tuple<"?">
        %164 = cute.get_scalars(%e1_103) : !cute.int_tuple<"?{div=8}">
        %iter_104 = cute.get_iter(%slice_99) : !cute_coord_tensor_8bc2ea
        %tup_105 = cute.deref_arith_tuple_iter(%iter_104) : !cute_arith_tuple_iter_66b557
        %e0_106, %e1_107 = cute.get_leaves(%tup_105) : !cute.int_tuple<"(?,?{div=8})">
        %165 = cute.get_scalars(%e0_106) : !cute.int_tuple<"?">
        %166 = cute.get_scalars(%e1_107) : !cute.int_tuple<"?{div=8}">
        %iter_108 = cute.get_iter(%slice_99) : !cute_coord_tensor_8bc2ea
        %tup_109 = cute.deref_arith_tuple_iter(%iter_108) : !cute_arith_tuple_iter_66b557
        %e0_110, %e1_111 = cute.get_leaves(%tup_109) : !cute.int_tuple<"(?,?{div=8})">
        %167 = cute.get_scalars(%e0_110) : !cute.int_tuple<"?">
        %168 = cute.get_scalars(%e1_111) : !cute.int_tuple<"?{div=8}">
        %coord_112 = cute.make_coord(%e0_110, %e1_111) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_113 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %169 = cute.elem_less(%coord_112, %coord_113) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %170 = arith.extui %169 : i1 to i8
        %coord_114 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_114, %170) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_115 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_116 = cute.slice(%src_partitioned_83, %coord_115) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_117 = cute.get_iter(%slice_116) : !cute_coord_tensor_8bc2ea
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_66b557
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?{div=8})">
        %171 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %172 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=8}">
        %iter_121 = cute.get_iter(%slice_116) : !cute_coord_tensor_8bc2ea
        %tup_122 = cute.deref_arith_tuple_iter(%iter_121) : !cute_arith_tuple_iter_66b557
        %e0_123, %e1_124 = cute.get_leaves(%tup_122) : !cute.int_tuple<"(?,?{div=8})">
        %173 = cute.get_scalars(%e0_123) : !cute.int_tuple<"?">
        %174 = cute.get_scalars(%e1_124) : !cute.int_tuple<"?{div=8}">
        %iter_125 = cute.get_iter(%slice_116) : !cute_coord_tensor_8bc2ea
        %tup_126 = cute.deref_arith_tuple_iter(%iter_125) : !cute_arith_tuple_iter_66b557
        %e0_127, %e1_128 = cute.get_leaves(%tup_126) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_127) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_128) : !cute.int_tuple<"?{div=8}">
        %coord_129 = cute.make_coord(%e0_127, %e1_128) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_130 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %177 = cute.elem_less(%coord_129, %coord_130) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %178 = arith.extui %177 : i1 to i8
        %coord_131 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_131, %178) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_132 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_133 = cute.slice(%src_partitioned_83, %coord_132) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_134 = cute.get_iter(%slice_133) : !cute_coord_tensor_8bc2ea
        %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute_arith_tuple_iter_66b557
        %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?,?{div=8})">
        %179 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?">
        %180 = cute.get_scalars(%e1_137) : !cute.int_tuple<"?{div=8}">
        %iter_138 = cute.get_iter(%slice_133) : !cute_coord_tensor_8bc2ea
        %tup_139 = cute.deref_arith_tuple_iter(%iter_138) : !cute_arith_tuple_iter_66b557
        %e0_140, %e1_141 = cute.get_leaves(%tup_139) : !cute.int_tuple<"(?,?{div=8})">
        %181 = cute.get_scalars(%e0_140) : !cute.int_tuple<"?">
        %182 = cute.get_scalars(%e1_141) : !cute.int_tuple<"?{div=8}">
        %iter_142 = cute.get_iter(%slice_133) : !cute_coord_tensor_8bc2ea
        %tup_143 = cute.deref_arith_tuple_iter(%iter_142) : !cute_arith_tuple_iter_66b557
        %e0_144, %e1_145 = cute.get_leaves(%tup_143) : !cute.int_tuple<"(?,?{div=8})">
        %183 = cute.get_scalars(%e0_144) : !cute.int_tuple<"?">
        %184 = cute.get_scalars(%e1_145) : !cute.int_tuple<"?{div=8}">
        %coord_146 = cute.make_coord(%e0_144, %e1_145) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_147 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %185 = cute.elem_less(%coord_146, %coord_147) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %186 = arith.extui %185 : i1 to i8
        %coord_148 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_148, %186) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_149 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_150 = cute.slice(%src_partitioned_83, %coord_149) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_151 = cute.get_iter(%slice_150) : !cute_coord_tensor_8bc2ea
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_66b557
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=8})">
        %187 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %188 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=8}">
        %iter_155 = cute.get_iter(%slice_150) : !cute_coord_tensor_8bc2ea
        %tup_156 = cute.deref_arith_tuple_iter(%iter_155) : !cute_arith_tuple_iter_66b557
        %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute.int_tuple<"(?,?{div=8})">
        %189 = cute.get_scalars(%e0_157) : !cute.int_tuple<"?">
        %190 = cute.get_scalars(%e1_158) : !cute.int_tuple<"?{div=8}">
        %iter_159 = cute.get_iter(%slice_150) : !cute_coord_tensor_8bc2ea
        %tup_160 = cute.deref_arith_tuple_iter(%iter_159) : !cute_arith_tuple_iter_66b557
        %e0_161, %e1_162 = cute.get_leaves(%tup_160) : !cute.int_tuple<"(?,?{div=8})">
        %191 = cute.get_scalars(%e0_161) : !cute.int_tuple<"?">
        %192 = cute.get_scalars(%e1_162) : !cute.int_tuple<"?{div=8}">
        %coord_163 = cute.make_coord(%e0_161, %e1_162) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_164 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %193 = cute.elem_less(%coord_163, %coord_164) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %194 = arith.extui %193 : i1 to i8
        %coord_165 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_165, %194) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_166 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %195 = cute.make_layout_like(%lay_166) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_167 = cute.memref.alloca(%195) : !memref_rmem_bf16
        %iter_168 = cute.get_iter(%rmem_167) : !memref_rmem_bf16
        %iter_169 = cute.get_iter(%rmem_167) : !memref_rmem_bf16
        %lay_170 = cute.get_layout(%rmem_167) : !memref_rmem_bf16
        %sz_171 = cute.size(%rmem_167) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_172 = cute.get_leaves(%sz_171) : !cute.int_tuple<"32">
        %196 = cute.get_shape(%lay_170) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_173, %e1_174, %e2, %e3 = cute.get_leaves(%196) : !cute.shape<"((8,1),1,4)">
        %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_175 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_176 = arith.constant 0.000000e+00 : bf16
        %197 = vector.broadcast %cst_176 : bf16 to vector<32xbf16>
        %int_tuple_177 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_178 = cute.size(%int_tuple_177) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_179 = cute.get_leaves(%sz_178) : !cute.int_tuple<"32">
        %int_tuple_180 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_181 = cute.size(%int_tuple_180) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_182 = cute.get_leaves(%sz_181) : !cute.int_tuple<"32">
        cute.memref.store_vec(%197, %rmem_167) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %198 = cute.get_shape(%lay_166) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%198) : !cute.shape<"((8,1),1,4)">
        %shape_187 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_188 = cute.make_layout(%shape_187) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_166, %lay_188) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_189 = cute.make_view(%iter_65, %append) : !memref_gmem_bf16_2
        %iter_190 = cute.get_iter(%view_189) : !memref_gmem_bf16_2
        %lay_191 = cute.get_layout(%view_189) : !memref_gmem_bf16_2
        %199 = cute.get_shape(%lay_191) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_192, %e1_193, %e2_194, %e3_195 = cute.get_leaves(%199) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_189) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_196 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %iter_197 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %shape_198 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_199 = cute.make_layout(%shape_198) : !cute.layout<"1:0">
        %append_200 = cute.append_to_rank<2> (%lay_170, %lay_199) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_201 = cute.make_view(%iter_169, %append_200) : !memref_rmem_bf16
        %iter_202 = cute.get_iter(%view_201) : !memref_rmem_bf16
        %lay_203 = cute.get_layout(%view_201) : !memref_rmem_bf16
        %200 = cute.get_shape(%lay_203) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_204, %e1_205, %e2_206, %e3_207 = cute.get_leaves(%200) : !cute.shape<"((8,1),1,4)">
        %grouped_208 = cute.group_modes(%view_201) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_209 = cute.get_iter(%grouped_208) : !memref_rmem_bf16_1
        %iter_210 = cute.get_iter(%grouped_208) : !memref_rmem_bf16_1
        %lay_211 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_212 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_213 = cute.make_layout(%shape_212) : !cute.layout<"1:0">
        %append_214 = cute.append_to_rank<2> (%lay_211, %lay_213) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_215 = cute.make_view(%iter_97, %append_214) : !memref_rmem_i8
        %iter_216 = cute.get_iter(%view_215) : !memref_rmem_i8
        %lay_217 = cute.get_layout(%view_215) : !memref_rmem_i8
        %201 = cute.get_shape(%lay_217) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_218, %e1_219, %e2_220 = cute.get_leaves(%201) : !cute.shape<"(1,1,4)">
        %grouped_221 = cute.group_modes(%view_215) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_222 = cute.get_iter(%grouped_221) : !memref_rmem_i8_1
        %iter_223 = cute.get_iter(%grouped_221) : !memref_rmem_i8_1
        %lay_224 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %202 = cute.get_shape(%lay_224) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_225, %e1_226, %e2_227, %e3_228 = cute.get_leaves(%202) : !cute.shape<"((8,1),(1,4))">
        %lay_229 = cute.get_layout(%grouped_208) : !memref_rmem_bf16_1
        %203 = cute.get_shape(%lay_229) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_230, %e1_231, %e2_232, %e3_233 = cute.get_leaves(%203) : !cute.shape<"((8,1),(1,4))">
        %sz_234 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_235 = cute.get_leaves(%sz_234) : !cute.int_tuple<"4">
        %sz_236 = cute.size(%grouped_208) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_237 = cute.get_leaves(%sz_236) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped, %grouped_208, %grouped_221) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %204 = cute.memref.load_vec(%rmem_167) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_238 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_239 = cute.size(%int_tuple_238) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_240 = cute.get_leaves(%sz_239) : !cute.int_tuple<"32">
        %205 = arith.extf %204 : vector<32xbf16> to vector<32xf32>
        %206 = vector.broadcast %147 : f32 to vector<32xf32>
        %207 = arith.subf %205, %206 : vector<32xf32>
        %cst_241 = arith.constant 1.44269502 : f32
        %208 = vector.broadcast %cst_241 : f32 to vector<32xf32>
        %209 = arith.mulf %207, %208 : vector<32xf32>
        %210 = math.exp2 %209 : vector<32xf32>
        %211 = vector.broadcast %157 : f32 to vector<32xf32>
        %212 = arith.mulf %210, %211 : vector<32xf32>
        %lay_242 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
        %213 = cute.make_layout_like(%lay_242) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_243 = cute.memref.alloca(%213) : !memref_rmem_bf16
        %iter_244 = cute.get_iter(%rmem_243) : !memref_rmem_bf16
        %iter_245 = cute.get_iter(%rmem_243) : !memref_rmem_bf16
        %int_tuple_246 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_247 = cute.size(%int_tuple_246) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_248 = cute.get_leaves(%sz_247) : !cute.int_tuple<"32">
        %214 = arith.truncf %212 : vector<32xf32> to vector<32xbf16>
        %lay_249 = cute.get_layout(%rmem_243) : !memref_rmem_bf16
        %215 = cute.get_shape(%lay_249) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_250, %e1_251, %e2_252, %e3_253 = cute.get_leaves(%215) : !cute.shape<"((8,1),1,4)">
        %int_tuple_254 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_255 = cute.size(%int_tuple_254) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_256 = cute.get_leaves(%sz_255) : !cute.int_tuple<"32">
        %int_tuple_257 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_258 = cute.size(%int_tuple_257) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_259 = cute.get_leaves(%sz_258) : !cute.int_tuple<"32">
        cute.memref.store_vec(%214, %rmem_243) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %216 = cute.get_shape(%lay_242) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_260, %e1_261, %e2_262, %e3_263 = cute.get_leaves(%216) : !cute.shape<"((8,1),1,4)">
        %shape_264 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_265 = cute.make_layout(%shape_264) : !cute.layout<"1:0">
        %append_266 = cute.append_to_rank<2> (%lay_249, %lay_265) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_267 = cute.make_view(%iter_245, %append_266) : !memref_rmem_bf16
        %iter_268 = cute.get_iter(%view_267) : !memref_rmem_bf16
        %lay_269 = cute.get_layout(%view_267) : !memref_rmem_bf16
        %217 = cute.get_shape(%lay_269) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_270, %e1_271, %e2_272, %e3_273 = cute.get_leaves(%217) : !cute.shape<"((8,1),1,4)">
        %grouped_274 = cute.group_modes(%view_267) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_275 = cute.get_iter(%grouped_274) : !memref_rmem_bf16_1
        %iter_276 = cute.get_iter(%grouped_274) : !memref_rmem_bf16_1
        %shape_277 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_278 = cute.make_layout(%shape_277) : !cute.layout<"1:0">
        %append_279 = cute.append_to_rank<2> (%lay_242, %lay_278) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_280 = cute.make_view(%iter_71, %append_279) : !memref_gmem_bf16_2
        %iter_281 = cute.get_iter(%view_280) : !memref_gmem_bf16_2
        %lay_282 = cute.get_layout(%view_280) : !memref_gmem_bf16_2
        %218 = cute.get_shape(%lay_282) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_283, %e1_284, %e2_285, %e3_286 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %grouped_287 = cute.group_modes(%view_280) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_288 = cute.get_iter(%grouped_287) : !memref_gmem_bf16_3
        %iter_289 = cute.get_iter(%grouped_287) : !memref_gmem_bf16_3
        %shape_290 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_291 = cute.make_layout(%shape_290) : !cute.layout<"1:0">
        %append_292 = cute.append_to_rank<2> (%lay_211, %lay_291) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_293 = cute.make_view(%iter_97, %append_292) : !memref_rmem_i8
        %iter_294 = cute.get_iter(%view_293) : !memref_rmem_i8
        %lay_295 = cute.get_layout(%view_293) : !memref_rmem_i8
        %219 = cute.get_shape(%lay_295) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_296, %e1_297, %e2_298 = cute.get_leaves(%219) : !cute.shape<"(1,1,4)">
        %grouped_299 = cute.group_modes(%view_293) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_300 = cute.get_iter(%grouped_299) : !memref_rmem_i8_1
        %iter_301 = cute.get_iter(%grouped_299) : !memref_rmem_i8_1
        %lay_302 = cute.get_layout(%grouped_274) : !memref_rmem_bf16_1
        %220 = cute.get_shape(%lay_302) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_303, %e1_304, %e2_305, %e3_306 = cute.get_leaves(%220) : !cute.shape<"((8,1),(1,4))">
        %lay_307 = cute.get_layout(%grouped_287) : !memref_gmem_bf16_3
        %221 = cute.get_shape(%lay_307) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_308, %e1_309, %e2_310, %e3_311 = cute.get_leaves(%221) : !cute.shape<"((8,1),(1,4))">
        %sz_312 = cute.size(%grouped_274) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_313 = cute.get_leaves(%sz_312) : !cute.int_tuple<"4">
        %sz_314 = cute.size(%grouped_287) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_315 = cute.get_leaves(%sz_314) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped_274, %grouped_287, %grouped_299) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_3, !memref_rmem_i8_1)
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
    %lay_17 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %4 = cute.get_shape(%lay_17) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_18, %e1_19 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_bf16_4, !cute.tile<"[1:0;8192:1]">
    %iter_20 = cute.get_iter(%div) : !memref_gmem_bf16
    %iter_21 = cute.get_iter(%div) : !memref_gmem_bf16
    %lay_22 = cute.get_layout(%view_15) : !memref_gmem_bf16_4
    %5 = cute.get_shape(%lay_22) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_23, %e1_24 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_25 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_26 = cute.zipped_divide(%view_15, %tile_25) : !memref_gmem_bf16_4, !cute.tile<"[1:0;8192:1]">
    %iter_27 = cute.get_iter(%div_26) : !memref_gmem_bf16
    %iter_28 = cute.get_iter(%div_26) : !memref_gmem_bf16
    %shape_29 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %6 = cute.make_identity_tensor(%shape_29) : !cute_coord_tensor_15c8d6
    %iter_30 = cute.get_iter(%6) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_30) : !cute.arith_tuple_iter<"(0,0)">
    %e0_31, %e1_32 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_33 = cute.get_layout(%6) : !cute_coord_tensor_15c8d6
    %7 = cute.get_shape(%lay_33) : (!cute.layout<"(96,5000):(1@0,1@1)">) -> !cute.shape<"(96,5000)">
    %e0_34, %e1_35 = cute.get_leaves(%7) : !cute.shape<"(96,5000)">
    %tile_36 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_37 = cute.zipped_divide(%6, %tile_36) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;8192:1]">
    %iter_38 = cute.get_iter(%div_37) : !cute_coord_tensor_b6ed2e
    %tup_39 = cute.deref_arith_tuple_iter(%iter_38) : !cute.arith_tuple_iter<"(0,0)">
    %e0_40, %e1_41 = cute.get_leaves(%tup_39) : !cute.int_tuple<"(0,0)">
    %iter_42 = cute.get_iter(%div_37) : !cute_coord_tensor_b6ed2e
    %tup_43 = cute.deref_arith_tuple_iter(%iter_42) : !cute.arith_tuple_iter<"(0,0)">
    %e0_44, %e1_45 = cute.get_leaves(%tup_43) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_46 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_47 = cute.make_ordered_layout(%shape_46, %int_tuple) : (!cute.shape<"(1,256)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,256):(0,1)">
    %shape_48 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_49 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_50 = cute.make_ordered_layout(%shape_48, %int_tuple_49) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_47, %lay_50) : (!cute.layout<"(1,256):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_7589d3
    %sz = cute.size(%lay_47) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_51 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_52 = cute.size(%lay_50) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_53 = cute.get_leaves(%sz_52) : !cute.int_tuple<"8">
    %shape_54 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_55 = cute.make_layout(%shape_54) : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %8 = cute.composition(%rinv, %lay_55) : (!cute.layout<"(256,8):(8,1)">, !cute.layout<"(256,8):(1,256)">) -> !cute.layout<"(256,8):(8,1)">
    %9 = cute.get_shape(%prod) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_56, %e1_57, %e2 = cute.get_leaves(%9) : !cute.shape<"(1,(8,256))">
    %int_tuple_58 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %res = cute.tuple.product_each(%int_tuple_58) : (!cute.int_tuple<"(1,(8,256))">) -> !cute.int_tuple<"(1,2048)">
    %e0_59, %e1_60 = cute.get_leaves(%res) : !cute.int_tuple<"(1,2048)">
    %tile_61 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %10 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_62 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"96">
    %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"96">
    %lay_64 = cute.get_layout(%div) : !memref_gmem_bf16
    %lay_65 = cute.get_layout(%div_26) : !memref_gmem_bf16
    %lay_66 = cute.get_layout(%div_37) : !cute_coord_tensor_b6ed2e
    %11 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_67, %e1_68 = cute.get_leaves(%11) : !cute.tile<"[1:0;2048:1]">
    %12 = cute.static : !cute.layout<"(256,8):(8,1)">
    %13 = cute.static : !cute.layout<"1:0">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %16 = cute.kernel_smem_size @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0 : i64
    %c128_i32 = arith.constant 128 : i32
    %17 = arith.extsi %c128_i32 : i32 to i64
    %18 = arith.cmpi slt, %17, %16 : i64
    scf.if %18 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c128_i32, %16) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %19 = arith.cmpi sgt, %c128_i32, %c232448_i32 : i32
    scf.if %19 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c128_i32) : i32
    }
    %20 = arith.extsi %c128_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %21 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %20, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%21] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_69 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%21] %c0_i32_69 : !cuda_launch_cfg_2cf94c, i32
    %22 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%21> (%div, %div_26, %div_37, %10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_bf16, !memref_gmem_bf16, !cute_coord_tensor_b6ed2e, !copy_simt) -> !cuda.result
    %23 = cuda.cast %22 : !cuda.result -> i32
    cuda.return_if_error %23 : i32
    %c0_i32_70 = arith.constant 0 : i32
    return %c0_i32_70 : i32
  }
}
