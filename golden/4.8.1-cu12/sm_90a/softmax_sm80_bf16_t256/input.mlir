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
        %coord_60 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_60) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_61 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %iter_62 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %coord_63 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_63) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_64 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
        %coord_65 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_66 = cute.slice(%arg2, %coord_65) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_67 = cute.get_iter(%slice_66) : !cute_coord_tensor_8cd4e3
        %tup_68 = cute.deref_arith_tuple_iter(%iter_67) : !cute.arith_tuple_iter<"(?,0)">
        %e0_69, %e1_70 = cute.get_leaves(%tup_68) : !cute.int_tuple<"(?,0)">
        %135 = cute.get_scalars(%e0_69) : !cute.int_tuple<"?">
        %iter_71 = cute.get_iter(%slice_66) : !cute_coord_tensor_8cd4e3
        %tup_72 = cute.deref_arith_tuple_iter(%iter_71) : !cute.arith_tuple_iter<"(?,0)">
        %e0_73, %e1_74 = cute.get_leaves(%tup_72) : !cute.int_tuple<"(?,0)">
        %136 = cute.get_scalars(%e0_73) : !cute.int_tuple<"?">
        %coord_75 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_76 = cute.tiled.copy.partition_S(%arg7, %slice_66, %coord_75) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_77 = cute.get_iter(%src_partitioned_76) : !cute_coord_tensor_a108e0
        %tup_78 = cute.deref_arith_tuple_iter(%iter_77) : !cute_arith_tuple_iter_66b557
        %e0_79, %e1_80 = cute.get_leaves(%tup_78) : !cute.int_tuple<"(?,?{div=8})">
        %137 = cute.get_scalars(%e0_79) : !cute.int_tuple<"?">
        %138 = cute.get_scalars(%e1_80) : !cute.int_tuple<"?{div=8}">
        %sz_81 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_82 = cute.get_leaves(%sz_81) : !cute.int_tuple<"1">
        %sz_83 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_84 = cute.get_leaves(%sz_83) : !cute.int_tuple<"1">
        %sz_85 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
        %e0_86 = cute.get_leaves(%sz_85) : !cute.int_tuple<"4">
        %shape_87 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_88 = cute.make_layout(%shape_87) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_88) : !memref_rmem_i8
        %iter_89 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_90 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_91 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_92 = cute.slice(%src_partitioned_76, %coord_91) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_93 = cute.get_iter(%slice_92) : !cute_coord_tensor_8bc2ea
        %tup_94 = cute.deref_arith_tuple_iter(%iter_93) : !cute_arith_tuple_iter_66b557
        %e0_95, %e1_96 = cute.get_leaves(%tup_94) : !cute.int_tuple<"(?,?{div=8})">
        %139 = cute.get_scalars(%e0_95) : !cute.int_tuple<"?">
        %140 = cute.get_scalars(%e1_96) : !cute.int_tuple<"?{div=8}">
        %iter_97 = cute.get_iter(%slice_92) : !cute_coord_tensor_8bc2ea
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute_arith_tuple_iter_66b557
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,?{div=8})">
        %141 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %142 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=8}">
        %iter_101 = cute.get_iter(%slice_92) : !cute_coord_tensor_8bc2ea
        %tup_102 = cute.deref_arith_tuple_iter(%iter_101) : !cute_arith_tuple_iter_66b557
        %e0_103, %e1_104 = cute.get_leaves(%tup_102) : !cute.int_tuple<"(?,?{div=8})">
        %143 = cute.get_scalars(%e0_103) : !cute.int_tuple<"?">
        %144 = cute.get_scalars(%e1_104) : !cute.int_tuple<"?{div=8}">
        %coord_105 = cute.make_coord(%e0_103, %e1_104) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_106 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %145 = cute.elem_less(%coord_105, %coord_106) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %146 = arith.extui %145 : i1 to i8
        %coord_107 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_107, %146) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_108 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_109 = cute.slice(%src_partitioned_76, %coord_108) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_110 = cute.get_iter(%slice_109) : !cute_coord_tensor_8bc2ea
        %tup_111 = cute.deref_arith_tuple_iter(%iter_110) : !cute_arith_tuple_iter_66b557
        %e0_112, %e1_113 = cute.get_leaves(%tup_111) : !cute.int_tuple<"(?,?{div=8})">
        %147 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?">
        %148 = cute.get_scalars(%e1_113) : !cute.int_tuple<"?{div=8}">
        %iter_114 = cute.get_iter(%slice_109) : !cute_coord_tensor_8bc2ea
        %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_66b557
        %e0_116, %e1_117 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(?,?{div=8})">
        %149 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?">
        %150 = cute.get_scalars(%e1_117) : !cute.int_tuple<"?{div=8}">
        %iter_118 = cute.get_iter(%slice_109) : !cute_coord_tensor_8bc2ea
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_66b557
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,?{div=8})">
        %151 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=8}">
        %coord_122 = cute.make_coord(%e0_120, %e1_121) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_123 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %153 = cute.elem_less(%coord_122, %coord_123) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %154 = arith.extui %153 : i1 to i8
        %coord_124 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_124, %154) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_125 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_126 = cute.slice(%src_partitioned_76, %coord_125) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_127 = cute.get_iter(%slice_126) : !cute_coord_tensor_8bc2ea
        %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_66b557
        %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(?,?{div=8})">
        %155 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?">
        %156 = cute.get_scalars(%e1_130) : !cute.int_tuple<"?{div=8}">
        %iter_131 = cute.get_iter(%slice_126) : !cute_coord_tensor_8bc2ea
        %tup_132 = cute.deref_arith_tuple_iter(%iter_131) : !cute_arith_tuple_iter_66b557
        %e0_133, %e1_134 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?{div=8})">
        %157 = cute.get_scalars(%e0_133) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_134) : !cute.int_tuple<"?{div=8}">
        %iter_135 = cute.get_iter(%slice_126) : !cute_coord_tensor_8bc2ea
        %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_66b557
        %e0_137, %e1_138 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(?,?{div=8})">
        %159 = cute.get_scalars(%e0_137) : !cute.int_tuple<"?">
        %160 = cute.get_scalars(%e1_138) : !cute.int_tuple<"?{div=8}">
        %coord_139 = cute.make_coord(%e0_137, %e1_138) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_140 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %161 = cute.elem_less(%coord_139, %coord_140) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %162 = arith.extui %161 : i1 to i8
        %coord_141 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_141, %162) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_142 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_143 = cute.slice(%src_partitioned_76, %coord_142) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_144 = cute.get_iter(%slice_143) : !cute_coord_tensor_8bc2ea
        %tup_145 = cute.deref_arith_tuple_iter(%iter_144) : !cute_arith_tuple_iter_66b557
        %e0_146, %e1_147 = cute.get_leaves(%tup_145) : !cute.int_tuple<"(?,?{div=8})">
        %163 = cute.get_scalars(%e0_146) : !cute.int_tuple<"?">
        %164 = cute.get_scalars(%e1_147) : !cute.int_tuple<"?{div=8}">
        %iter_148 = cute.get_iter(%slice_143) : !cute_coord_tensor_8bc2ea
        %tup_149 = cute.deref_arith_tuple_iter(%iter_148) : !cute_arith_tuple_iter_66b557
        %e0_150, %e1_151 = cute.get_leaves(%tup_149) : !cute.int_tuple<"(?,?{div=8})">
        %165 = cute.get_scalars(%e0_150) : !cute.int_tuple<"?">
        %166 = cute.get_scalars(%e1_151) : !cute.int_tuple<"?{div=8}">
        %iter_152 = cute.get_iter(%slice_143) : !cute_coord_tensor_8bc2ea
        %tup_153 = cute.deref_arith_tuple_iter(%iter_152) : !cute_arith_tuple_iter_66b557
        %e0_154, %e1_155 = cute.get_leaves(%tup_153) : !cute.int_tuple<"(?,?{div=8})">
        %167 = cute.get_scalars(%e0_154) : !cute.int_tuple<"?">
        %168 = cute.get_scalars(%e1_155) : !cute.int_tuple<"?{div=8}">
        %coord_156 = cute.make_coord(%e0_154, %e1_155) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_157 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %169 = cute.elem_less(%coord_156, %coord_157) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %170 = arith.extui %169 : i1 to i8
        %coord_158 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_158, %170) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_159 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %171 = cute.make_layout_like(%lay_159) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_160 = cute.memref.alloca(%171) : !memref_rmem_bf16
        %iter_161 = cute.get_iter(%rmem_160) : !memref_rmem_bf16
        %iter_162 = cute.get_iter(%rmem_160) : !memref_rmem_bf16
        %lay_163 = cute.get_layout(%rmem_160) : !memref_rmem_bf16
        %sz_164 = cute.size(%rmem_160) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_165 = cute.get_leaves(%sz_164) : !cute.int_tuple<"32">
        %172 = cute.get_shape(%lay_163) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_166, %e1_167, %e2, %e3 = cute.get_leaves(%172) : !cute.shape<"((8,1),1,4)">
        %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_168 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_169 = arith.constant 0xFF80 : bf16
        %173 = vector.broadcast %cst_169 : bf16 to vector<32xbf16>
        %int_tuple_170 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_171 = cute.size(%int_tuple_170) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_172 = cute.get_leaves(%sz_171) : !cute.int_tuple<"32">
        %int_tuple_173 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_174 = cute.size(%int_tuple_173) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_175 = cute.get_leaves(%sz_174) : !cute.int_tuple<"32">
        cute.memref.store_vec(%173, %rmem_160) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %174 = cute.get_shape(%lay_159) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_176, %e1_177, %e2_178, %e3_179 = cute.get_leaves(%174) : !cute.shape<"((8,1),1,4)">
        %shape_180 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_181 = cute.make_layout(%shape_180) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_159, %lay_181) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_182 = cute.make_view(%iter_64, %append) : !memref_gmem_bf16_2
        %iter_183 = cute.get_iter(%view_182) : !memref_gmem_bf16_2
        %lay_184 = cute.get_layout(%view_182) : !memref_gmem_bf16_2
        %175 = cute.get_shape(%lay_184) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_185, %e1_186, %e2_187, %e3_188 = cute.get_leaves(%175) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_182) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_189 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %iter_190 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %shape_191 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_192 = cute.make_layout(%shape_191) : !cute.layout<"1:0">
        %append_193 = cute.append_to_rank<2> (%lay_163, %lay_192) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_194 = cute.make_view(%iter_162, %append_193) : !memref_rmem_bf16
        %iter_195 = cute.get_iter(%view_194) : !memref_rmem_bf16
        %lay_196 = cute.get_layout(%view_194) : !memref_rmem_bf16
        %176 = cute.get_shape(%lay_196) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_197, %e1_198, %e2_199, %e3_200 = cute.get_leaves(%176) : !cute.shape<"((8,1),1,4)">
        %grouped_201 = cute.group_modes(%view_194) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_202 = cute.get_iter(%grouped_201) : !memref_rmem_bf16_1
        %iter_203 = cute.get_iter(%grouped_201) : !memref_rmem_bf16_1
        %lay_204 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_205 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_206 = cute.make_layout(%shape_205) : !cute.layout<"1:0">
        %append_207 = cute.append_to_rank<2> (%lay_204, %lay_206) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_208 = cute.make_view(%iter_90, %append_207) : !memref_rmem_i8
        %iter_209 = cute.get_iter(%view_208) : !memref_rmem_i8
        %lay_210 = cute.get_layout(%view_208) : !memref_rmem_i8
        %177 = cute.get_shape(%lay_210) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_211, %e1_212, %e2_213 = cute.get_leaves(%177) : !cute.shape<"(1,1,4)">
        %grouped_214 = cute.group_modes(%view_208) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_215 = cute.get_iter(%grouped_214) : !memref_rmem_i8_1
        %iter_216 = cute.get_iter(%grouped_214) : !memref_rmem_i8_1
        %lay_217 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %178 = cute.get_shape(%lay_217) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_218, %e1_219, %e2_220, %e3_221 = cute.get_leaves(%178) : !cute.shape<"((8,1),(1,4))">
        %lay_222 = cute.get_layout(%grouped_201) : !memref_rmem_bf16_1
        %179 = cute.get_shape(%lay_222) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_223, %e1_224, %e2_225, %e3_226 = cute.get_leaves(%179) : !cute.shape<"((8,1),(1,4))">
        %sz_227 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_228 = cute.get_leaves(%sz_227) : !cute.int_tuple<"4">
        %sz_229 = cute.size(%grouped_201) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_230 = cute.get_leaves(%sz_229) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped, %grouped_201, %grouped_214) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %180 = cute.memref.load_vec(%rmem_160) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_231 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_232 = cute.size(%int_tuple_231) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_233 = cute.get_leaves(%sz_232) : !cute.int_tuple<"32">
        %181 = arith.extf %180 : vector<32xbf16> to vector<32xf32>
        %cst_234 = arith.constant 1.44269502 : f32
        %182 = vector.broadcast %cst_234 : f32 to vector<32xf32>
        %183 = arith.mulf %181, %182 : vector<32xf32>
        %cst_235 = arith.constant -3.40282347E+38 : f32
        %184 = vector.reduction <maximumf>, %183, %cst_235 : vector<32xf32> into f32
        %185 = arith.maximumf %arg6, %184 : f32
        %186 = vector.broadcast %185 : f32 to vector<32xf32>
        %187 = arith.subf %183, %186 : vector<32xf32>
        %188 = math.exp2 %187 : vector<32xf32>
        %cst_236 = arith.constant 0.000000e+00 : f32
        %189 = vector.reduction <add>, %188, %cst_236 : vector<32xf32> into f32
        %190 = arith.subf %arg6, %185 : f32
        %191 = math.exp2 %190 : f32
        %192 = arith.mulf %arg5, %191 : f32
        %193 = arith.addf %192, %189 : f32
        scf.yield %193, %185, %arg7 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync bfly %c-1_i32, %8#1, %c16_i32, %c31_i32 : f32 -> f32
      %10 = nvvm.shfl.sync bfly %c-1_i32, %8#0, %c16_i32, %c31_i32 : f32 -> f32
      %11 = arith.maximumf %8#1, %9 : f32
      %12 = arith.subf %8#1, %11 : f32
      %13 = math.exp2 %12 : f32
      %14 = arith.mulf %8#0, %13 : f32
      %15 = arith.subf %9, %11 : f32
      %16 = math.exp2 %15 : f32
      %17 = arith.mulf %10, %16 : f32
      %18 = arith.addf %14, %17 : f32
      %c8_i32 = arith.constant 8 : i32
      %19 = nvvm.shfl.sync bfly %c-1_i32, %11, %c8_i32, %c31_i32 : f32 -> f32
      %20 = nvvm.shfl.sync bfly %c-1_i32, %18, %c8_i32, %c31_i32 : f32 -> f32
      %21 = arith.maximumf %11, %19 : f32
      %22 = arith.subf %11, %21 : f32
      %23 = math.exp2 %22 : f32
      %24 = arith.mulf %18, %23 : f32
      %25 = arith.subf %19, %21 : f32
      %26 = math.exp2 %25 : f32
      %27 = arith.mulf %20, %26 : f32
      %28 = arith.addf %24, %27 : f32
      %c4_i32 = arith.constant 4 : i32
      %29 = nvvm.shfl.sync bfly %c-1_i32, %21, %c4_i32, %c31_i32 : f32 -> f32
      %30 = nvvm.shfl.sync bfly %c-1_i32, %28, %c4_i32, %c31_i32 : f32 -> f32
      %31 = arith.maximumf %21, %29 : f32
      %32 = arith.subf %21, %31 : f32
      %33 = math.exp2 %32 : f32
      %34 = arith.mulf %28, %33 : f32
      %35 = arith.subf %29, %31 : f32
      %36 = math.exp2 %35 : f32
      %37 = arith.mulf %30, %36 : f32
      %38 = arith.addf %34, %37 : f32
      %c2_i32 = arith.constant 2 : i32
      %39 = nvvm.shfl.sync bfly %c-1_i32, %31, %c2_i32, %c31_i32 : f32 -> f32
      %40 = nvvm.shfl.sync bfly %c-1_i32, %38, %c2_i32, %c31_i32 : f32 -> f32
      %41 = arith.maximumf %31, %39 : f32
      %42 = arith.subf %31, %41 : f32
      %43 = math.exp2 %42 : f32
      %44 = arith.mulf %38, %43 : f32
      %45 = arith.subf %39, %41 : f32
      %46 = math.exp2 %45 : f32
      %47 = arith.mulf %40, %46 : f32
      %48 = arith.addf %44, %47 : f32
      %49 = nvvm.shfl.sync bfly %c-1_i32, %41, %c1_i32, %c31_i32 : f32 -> f32
      %50 = nvvm.shfl.sync bfly %c-1_i32, %48, %c1_i32, %c31_i32 : f32 -> f32
      %51 = arith.maximumf %41, %49 : f32
      %52 = arith.subf %41, %51 : f32
      %53 = math.exp2 %52 : f32
      %54 = arith.mulf %48, %53 : f32
      %55 = arith.subf %49, %51 : f32
      %56 = math.exp2 %55 : f32
      %57 = arith.mulf %50, %56 : f32
      %58 = arith.addf %54, %57 : f32
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_12 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_12) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_13 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_12) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_14 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %shape_15 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_16 = cute.make_layout(%shape_15) : !cute.layout<"32:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_17 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_18 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_19 = cute.recast_iter(%iter_18) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_19, %lay_12) : !memref_smem_f32
      %iter_20 = cute.get_iter(%view) : !memref_smem_f32
      %iter_21 = cute.get_iter(%view) : !memref_smem_f32
      %shape_22 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_23 = cute.make_layout(%shape_22) : !cute.layout<"8:1">
      %coord_24 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_25 = cute.crd2idx(%coord_24, %lay_23) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_26 = cute.get_leaves(%idx_25) : !cute.int_tuple<"0">
      %cosz_27 = cute.cosize(%lay_23) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_28 = cute.get_leaves(%cosz_27) : !cute.int_tuple<"8">
      %shape_29 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_30 = cute.make_layout(%shape_29) : !cute.layout<"32:1">
      %smem_31 = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_32 = cute.get_iter(%smem_31) : !memref_smem_i8
      %iter_33 = cute.get_iter(%smem_31) : !memref_smem_i8
      %iter_34 = cute.recast_iter(%iter_33) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_35 = cute.make_view(%iter_34, %lay_23) : !memref_smem_f32
      %iter_36 = cute.get_iter(%view_35) : !memref_smem_f32
      %iter_37 = cute.get_iter(%view_35) : !memref_smem_f32
      %c0_i32_38 = arith.constant 0 : i32
      %59 = arith.cmpi eq, %6, %c0_i32_38 : i32
      %60:2 = scf.if %59 -> (!memref_smem_f32, !memref_smem_f32) {
        %iter_60 = cute.get_iter(%view) : !memref_smem_f32
        %iter_61 = cute.get_iter(%view_35) : !memref_smem_f32
        %coord_62 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_62, %51) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        %coord_63 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_35, %coord_63, %58) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_35 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_60 = cute.get_iter(%view) : !memref_smem_f32
        %iter_61 = cute.get_iter(%view_35) : !memref_smem_f32
        scf.yield %view, %view_35 : !memref_smem_f32, !memref_smem_f32
      }
      %iter_39 = cute.get_iter(%60#0) : !memref_smem_f32
      %iter_40 = cute.get_iter(%60#1) : !memref_smem_f32
      %iter_41 = cute.get_iter(%60#0) : !memref_smem_f32
      %iter_42 = cute.get_iter(%60#1) : !memref_smem_f32
      nvvm.barrier
      %coord_43 = cute.make_coord() : () -> !cute.coord<"0">
      %61 = cute.memref.load(%60#0, %coord_43) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_44 = cute.make_coord() : () -> !cute.coord<"0">
      %62 = cute.memref.load(%60#1, %coord_44) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_45 = cute.make_coord() : () -> !cute.coord<"1">
      %63 = cute.memref.load(%60#0, %coord_45) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %coord_46 = cute.make_coord() : () -> !cute.coord<"1">
      %64 = cute.memref.load(%60#1, %coord_46) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %65 = arith.maximumf %61, %63 : f32
      %66 = arith.subf %61, %65 : f32
      %67 = math.exp2 %66 : f32
      %68 = arith.mulf %62, %67 : f32
      %69 = arith.subf %63, %65 : f32
      %70 = math.exp2 %69 : f32
      %71 = arith.mulf %64, %70 : f32
      %72 = arith.addf %68, %71 : f32
      %coord_47 = cute.make_coord() : () -> !cute.coord<"2">
      %73 = cute.memref.load(%60#0, %coord_47) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %coord_48 = cute.make_coord() : () -> !cute.coord<"2">
      %74 = cute.memref.load(%60#1, %coord_48) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %75 = arith.maximumf %65, %73 : f32
      %76 = arith.subf %65, %75 : f32
      %77 = math.exp2 %76 : f32
      %78 = arith.mulf %72, %77 : f32
      %79 = arith.subf %73, %75 : f32
      %80 = math.exp2 %79 : f32
      %81 = arith.mulf %74, %80 : f32
      %82 = arith.addf %78, %81 : f32
      %coord_49 = cute.make_coord() : () -> !cute.coord<"3">
      %83 = cute.memref.load(%60#0, %coord_49) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %coord_50 = cute.make_coord() : () -> !cute.coord<"3">
      %84 = cute.memref.load(%60#1, %coord_50) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %85 = arith.maximumf %75, %83 : f32
      %86 = arith.subf %75, %85 : f32
      %87 = math.exp2 %86 : f32
      %88 = arith.mulf %82, %87 : f32
      %89 = arith.subf %83, %85 : f32
      %90 = math.exp2 %89 : f32
      %91 = arith.mulf %84, %90 : f32
      %92 = arith.addf %88, %91 : f32
      %coord_51 = cute.make_coord() : () -> !cute.coord<"4">
      %93 = cute.memref.load(%60#0, %coord_51) : (!memref_smem_f32, !cute.coord<"4">) -> f32
      %coord_52 = cute.make_coord() : () -> !cute.coord<"4">
      %94 = cute.memref.load(%60#1, %coord_52) : (!memref_smem_f32, !cute.coord<"4">) -> f32
      %95 = arith.maximumf %85, %93 : f32
      %96 = arith.subf %85, %95 : f32
      %97 = math.exp2 %96 : f32
      %98 = arith.mulf %92, %97 : f32
      %99 = arith.subf %93, %95 : f32
      %100 = math.exp2 %99 : f32
      %101 = arith.mulf %94, %100 : f32
      %102 = arith.addf %98, %101 : f32
      %coord_53 = cute.make_coord() : () -> !cute.coord<"5">
      %103 = cute.memref.load(%60#0, %coord_53) : (!memref_smem_f32, !cute.coord<"5">) -> f32
      %coord_54 = cute.make_coord() : () -> !cute.coord<"5">
      %104 = cute.memref.load(%60#1, %coord_54) : (!memref_smem_f32, !cute.coord<"5">) -> f32
      %105 = arith.maximumf %95, %103 : f32
      %106 = arith.subf %95, %105 : f32
      %107 = math.exp2 %106 : f32
      %108 = arith.mulf %102, %107 : f32
      %109 = arith.subf %103, %105 : f32
      %110 = math.exp2 %109 : f32
      %111 = arith.mulf %104, %110 : f32
      %112 = arith.addf %108, %111 : f32
      %coord_55 = cute.make_coord() : () -> !cute.coord<"6">
      %113 = cute.memref.load(%60#0, %coord_55) : (!memref_smem_f32, !cute.coord<"6">) -> f32
      %coord_56 = cute.make_coord() : () -> !cute.coord<"6">
      %114 = cute.memref.load(%60#1, %coord_56) : (!memref_smem_f32, !cute.coord<"6">) -> f32
      %115 = arith.maximumf %105, %113 : f32
      %116 = arith.subf %105, %115 : f32
      %117 = math.exp2 %116 : f32
      %118 = arith.mulf %112, %117 : f32
      %119 = arith.subf %113, %115 : f32
      %120 = math.exp2 %119 : f32
      %121 = arith.mulf %114, %120 : f32
      %122 = arith.addf %118, %121 : f32
      %coord_57 = cute.make_coord() : () -> !cute.coord<"7">
      %123 = cute.memref.load(%60#0, %coord_57) : (!memref_smem_f32, !cute.coord<"7">) -> f32
      %coord_58 = cute.make_coord() : () -> !cute.coord<"7">
      %124 = cute.memref.load(%60#1, %coord_58) : (!memref_smem_f32, !cute.coord<"7">) -> f32
      %125 = arith.maximumf %115, %123 : f32
      %126 = arith.subf %115, %125 : f32
      %127 = math.exp2 %126 : f32
      %128 = arith.mulf %122, %127 : f32
      %129 = arith.subf %123, %125 : f32
      %130 = math.exp2 %129 : f32
      %131 = arith.mulf %124, %130 : f32
      %132 = arith.addf %128, %131 : f32
      %cst_59 = arith.constant 1.000000e+00 : f32
      %133 = arith.divf %cst_59, %132 : f32
      %134 = scf.for %arg4 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg5 = %arg3) -> (!copy_simt)  : i32 {
        %coord_60 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_60) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_61 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %iter_62 = cute.get_iter(%slice) : !memref_gmem_bf16_1
        %coord_63 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_63) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_64 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
        %coord_65 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_66 = cute.slice(%arg1, %coord_65) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_67 = cute.get_iter(%slice_66) : !memref_gmem_bf16_1
        %iter_68 = cute.get_iter(%slice_66) : !memref_gmem_bf16_1
        %coord_69 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %slice_66, %coord_69) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
        %iter_70 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_2
        %coord_71 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_72 = cute.slice(%arg2, %coord_71) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_73 = cute.get_iter(%slice_72) : !cute_coord_tensor_8cd4e3
        %tup_74 = cute.deref_arith_tuple_iter(%iter_73) : !cute.arith_tuple_iter<"(?,0)">
        %e0_75, %e1_76 = cute.get_leaves(%tup_74) : !cute.int_tuple<"(?,0)">
        %135 = cute.get_scalars(%e0_75) : !cute.int_tuple<"?">
        %iter_77 = cute.get_iter(%slice_72) : !cute_coord_tensor_8cd4e3
        %tup_78 = cute.deref_arith_tuple_iter(%iter_77) : !cute.arith_tuple_iter<"(?,0)">
        %e0_79, %e1_80 = cute.get_leaves(%tup_78) : !cute.int_tuple<"(?,0)">
        %136 = cute.get_scalars(%e0_79) : !cute.int_tuple<"?">
        %coord_81 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_82 = cute.tiled.copy.partition_S(%arg5, %slice_72, %coord_81) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_83 = cute.get_iter(%src_partitioned_82) : !cute_coord_tensor_a108e0
        %tup_84 = cute.deref_arith_tuple_iter(%iter_83) : !cute_arith_tuple_iter_66b557
        %e0_85, %e1_86 = cute.get_leaves(%tup_84) : !cute.int_tuple<"(?,?{div=8})">
        %137 = cute.get_scalars(%e0_85) : !cute.int_tuple<"?">
        %138 = cute.get_scalars(%e1_86) : !cute.int_tuple<"?{div=8}">
        %sz_87 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"1">
        %sz_89 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
        %e0_90 = cute.get_leaves(%sz_89) : !cute.int_tuple<"1">
        %sz_91 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
        %e0_92 = cute.get_leaves(%sz_91) : !cute.int_tuple<"4">
        %shape_93 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_94 = cute.make_layout(%shape_93) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_94) : !memref_rmem_i8
        %iter_95 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_96 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_97 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_98 = cute.slice(%src_partitioned_82, %coord_97) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_99 = cute.get_iter(%slice_98) : !cute_coord_tensor_8bc2ea
        %tup_100 = cute.deref_arith_tuple_iter(%iter_99) : !cute_arith_tuple_iter_66b557
        %e0_101, %e1_102 = cute.get_leaves(%tup_100) : !cute.int_tuple<"(?,?{div=8})">
        %139 = cute.get_scalars(%e0_101) : !cute.int_tuple<"?">
        %140 = cute.get_scalars(%e1_102) : !cute.int_tuple<"?{div=8}">
        %iter_103 = cute.get_iter(%slice_98) : !cute_coord_tensor_8bc2ea
        %tup_104 = cute.deref_arith_tuple_iter(%iter_103) : !cute_arith_tuple_iter_66b557
        %e0_105, %e1_106 = cute.get_leaves(%tup_104) : !cute.int_tuple<"(?,?{div=8})">
        %141 = cute.get_scalars(%e0_105) : !cute.int_tuple<"?">
        %142 = cute.get_scalars(%e1_106) : !cute.int_tuple<"?{div=8}">
        %iter_107 = cute.get_iter(%slice_98) : !cute_coord_tensor_8bc2ea
        %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute_arith_tuple_iter_66b557
        %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute.int_tuple<"(?,?{div=8})">
        %143 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?">
        %144 = cute.get_scalars(%e1_110) : !cute.int_tuple<"?{div=8}">
        %coord_111 = cute.make_coord(%e0_109, %e1_110) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_112 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %145 = cute.elem_less(%coord_111, %coord_112) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %146 = arith.extui %145 : i1 to i8
        %coord_113 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_113, %146) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_114 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_115 = cute.slice(%src_partitioned_82, %coord_114) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_116 = cute.get_iter(%slice_115) : !cute_coord_tensor_8bc2ea
        %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute_arith_tuple_iter_66b557
        %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute.int_tuple<"(?,?{div=8})">
        %147 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?">
        %148 = cute.get_scalars(%e1_119) : !cute.int_tuple<"?{div=8}">
        %iter_120 = cute.get_iter(%slice_115) : !cute_coord_tensor_8bc2ea
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_66b557
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute.int_tuple<"(?,?{div=8})">
        %149 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %150 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=8}">
        %iter_124 = cute.get_iter(%slice_115) : !cute_coord_tensor_8bc2ea
        %tup_125 = cute.deref_arith_tuple_iter(%iter_124) : !cute_arith_tuple_iter_66b557
        %e0_126, %e1_127 = cute.get_leaves(%tup_125) : !cute.int_tuple<"(?,?{div=8})">
        %151 = cute.get_scalars(%e0_126) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_127) : !cute.int_tuple<"?{div=8}">
        %coord_128 = cute.make_coord(%e0_126, %e1_127) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_129 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %153 = cute.elem_less(%coord_128, %coord_129) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %154 = arith.extui %153 : i1 to i8
        %coord_130 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_130, %154) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_131 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_132 = cute.slice(%src_partitioned_82, %coord_131) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_133 = cute.get_iter(%slice_132) : !cute_coord_tensor_8bc2ea
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_66b557
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=8})">
        %155 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %156 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=8}">
        %iter_137 = cute.get_iter(%slice_132) : !cute_coord_tensor_8bc2ea
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_66b557
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute.int_tuple<"(?,?{div=8})">
        %157 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=8}">
        %iter_141 = cute.get_iter(%slice_132) : !cute_coord_tensor_8bc2ea
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_66b557
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?{div=8})">
        %159 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %160 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=8}">
        %coord_145 = cute.make_coord(%e0_143, %e1_144) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_146 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %161 = cute.elem_less(%coord_145, %coord_146) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %162 = arith.extui %161 : i1 to i8
        %coord_147 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_147, %162) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_148 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_149 = cute.slice(%src_partitioned_82, %coord_148) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_150 = cute.get_iter(%slice_149) : !cute_coord_tensor_8bc2ea
        %tup_151 = cute.deref_arith_tuple_iter(%iter_150) : !cute_arith_tuple_iter_66b557
        %e0_152, %e1_153 = cute.get_leaves(%tup_151) : !cute.int_tuple<"(?,?{div=8})">
        %163 = cute.get_scalars(%e0_152) : !cute.int_tuple<"?">
        %164 = cute.get_scalars(%e1_153) : !cute.int_tuple<"?{div=8}">
        %iter_154 = cute.get_iter(%slice_149) : !cute_coord_tensor_8bc2ea
        %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_66b557
        %e0_156, %e1_157 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(?,?{div=8})">
        %165 = cute.get_scalars(%e0_156) : !cute.int_tuple<"?">
        %166 = cute.get_scalars(%e1_157) : !cute.int_tuple<"?{div=8}">
        %iter_158 = cute.get_iter(%slice_149) : !cute_coord_tensor_8bc2ea
        %tup_159 = cute.deref_arith_tuple_iter(%iter_158) : !cute_arith_tuple_iter_66b557
        %e0_160, %e1_161 = cute.get_leaves(%tup_159) : !cute.int_tuple<"(?,?{div=8})">
        %167 = cute.get_scalars(%e0_160) : !cute.int_tuple<"?">
        %168 = cute.get_scalars(%e1_161) : !cute.int_tuple<"?{div=8}">
        %coord_162 = cute.make_coord(%e0_160, %e1_161) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_163 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %169 = cute.elem_less(%coord_162, %coord_163) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %170 = arith.extui %169 : i1 to i8
        %coord_164 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_164, %170) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_165 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
        %171 = cute.make_layout_like(%lay_165) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_166 = cute.memref.alloca(%171) : !memref_rmem_bf16
        %iter_167 = cute.get_iter(%rmem_166) : !memref_rmem_bf16
        %iter_168 = cute.get_iter(%rmem_166) : !memref_rmem_bf16
        %lay_169 = cute.get_layout(%rmem_166) : !memref_rmem_bf16
        %sz_170 = cute.size(%rmem_166) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_171 = cute.get_leaves(%sz_170) : !cute.int_tuple<"32">
        %172 = cute.get_shape(%lay_169) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_172, %e1_173, %e2, %e3 = cute.get_leaves(%172) : !cute.shape<"((8,1),1,4)">
        %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_174 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_175 = arith.constant 0.000000e+00 : bf16
        %173 = vector.broadcast %cst_175 : bf16 to vector<32xbf16>
        %int_tuple_176 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_177 = cute.size(%int_tuple_176) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_178 = cute.get_leaves(%sz_177) : !cute.int_tuple<"32">
        %int_tuple_179 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_180 = cute.size(%int_tuple_179) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_181 = cute.get_leaves(%sz_180) : !cute.int_tuple<"32">
        cute.memref.store_vec(%173, %rmem_166) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %174 = cute.get_shape(%lay_165) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_182, %e1_183, %e2_184, %e3_185 = cute.get_leaves(%174) : !cute.shape<"((8,1),1,4)">
        %shape_186 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_187 = cute.make_layout(%shape_186) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_165, %lay_187) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_188 = cute.make_view(%iter_64, %append) : !memref_gmem_bf16_2
        %iter_189 = cute.get_iter(%view_188) : !memref_gmem_bf16_2
        %lay_190 = cute.get_layout(%view_188) : !memref_gmem_bf16_2
        %175 = cute.get_shape(%lay_190) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_191, %e1_192, %e2_193, %e3_194 = cute.get_leaves(%175) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_188) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_195 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %iter_196 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
        %shape_197 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_198 = cute.make_layout(%shape_197) : !cute.layout<"1:0">
        %append_199 = cute.append_to_rank<2> (%lay_169, %lay_198) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_200 = cute.make_view(%iter_168, %append_199) : !memref_rmem_bf16
        %iter_201 = cute.get_iter(%view_200) : !memref_rmem_bf16
        %lay_202 = cute.get_layout(%view_200) : !memref_rmem_bf16
        %176 = cute.get_shape(%lay_202) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_203, %e1_204, %e2_205, %e3_206 = cute.get_leaves(%176) : !cute.shape<"((8,1),1,4)">
        %grouped_207 = cute.group_modes(%view_200) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_208 = cute.get_iter(%grouped_207) : !memref_rmem_bf16_1
        %iter_209 = cute.get_iter(%grouped_207) : !memref_rmem_bf16_1
        %lay_210 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_211 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_212 = cute.make_layout(%shape_211) : !cute.layout<"1:0">
        %append_213 = cute.append_to_rank<2> (%lay_210, %lay_212) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_214 = cute.make_view(%iter_96, %append_213) : !memref_rmem_i8
        %iter_215 = cute.get_iter(%view_214) : !memref_rmem_i8
        %lay_216 = cute.get_layout(%view_214) : !memref_rmem_i8
        %177 = cute.get_shape(%lay_216) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_217, %e1_218, %e2_219 = cute.get_leaves(%177) : !cute.shape<"(1,1,4)">
        %grouped_220 = cute.group_modes(%view_214) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_221 = cute.get_iter(%grouped_220) : !memref_rmem_i8_1
        %iter_222 = cute.get_iter(%grouped_220) : !memref_rmem_i8_1
        %lay_223 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
        %178 = cute.get_shape(%lay_223) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_224, %e1_225, %e2_226, %e3_227 = cute.get_leaves(%178) : !cute.shape<"((8,1),(1,4))">
        %lay_228 = cute.get_layout(%grouped_207) : !memref_rmem_bf16_1
        %179 = cute.get_shape(%lay_228) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_229, %e1_230, %e2_231, %e3_232 = cute.get_leaves(%179) : !cute.shape<"((8,1),(1,4))">
        %sz_233 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_234 = cute.get_leaves(%sz_233) : !cute.int_tuple<"4">
        %sz_235 = cute.size(%grouped_207) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_236 = cute.get_leaves(%sz_235) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped, %grouped_207, %grouped_220) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %180 = cute.memref.load_vec(%rmem_166) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_237 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_238 = cute.size(%int_tuple_237) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_239 = cute.get_leaves(%sz_238) : !cute.int_tuple<"32">
        %181 = arith.extf %180 : vector<32xbf16> to vector<32xf32>
        %cst_240 = arith.constant 1.44269502 : f32
        %182 = vector.broadcast %cst_240 : f32 to vector<32xf32>
        %183 = arith.mulf %181, %182 : vector<32xf32>
        %184 = vector.broadcast %125 : f32 to vector<32xf32>
        %185 = arith.subf %183, %184 : vector<32xf32>
        %186 = math.exp2 %185 : vector<32xf32>
        %187 = vector.broadcast %133 : f32 to vector<32xf32>
        %188 = arith.mulf %186, %187 : vector<32xf32>
        %lay_241 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
        %189 = cute.make_layout_like(%lay_241) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_242 = cute.memref.alloca(%189) : !memref_rmem_bf16
        %iter_243 = cute.get_iter(%rmem_242) : !memref_rmem_bf16
        %iter_244 = cute.get_iter(%rmem_242) : !memref_rmem_bf16
        %int_tuple_245 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_246 = cute.size(%int_tuple_245) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_247 = cute.get_leaves(%sz_246) : !cute.int_tuple<"32">
        %190 = arith.truncf %188 : vector<32xf32> to vector<32xbf16>
        %lay_248 = cute.get_layout(%rmem_242) : !memref_rmem_bf16
        %191 = cute.get_shape(%lay_248) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%191) : !cute.shape<"((8,1),1,4)">
        %int_tuple_253 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_254 = cute.size(%int_tuple_253) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_255 = cute.get_leaves(%sz_254) : !cute.int_tuple<"32">
        %int_tuple_256 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_257 = cute.size(%int_tuple_256) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_258 = cute.get_leaves(%sz_257) : !cute.int_tuple<"32">
        cute.memref.store_vec(%190, %rmem_242) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %192 = cute.get_shape(%lay_241) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_259, %e1_260, %e2_261, %e3_262 = cute.get_leaves(%192) : !cute.shape<"((8,1),1,4)">
        %shape_263 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_264 = cute.make_layout(%shape_263) : !cute.layout<"1:0">
        %append_265 = cute.append_to_rank<2> (%lay_248, %lay_264) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_266 = cute.make_view(%iter_244, %append_265) : !memref_rmem_bf16
        %iter_267 = cute.get_iter(%view_266) : !memref_rmem_bf16
        %lay_268 = cute.get_layout(%view_266) : !memref_rmem_bf16
        %193 = cute.get_shape(%lay_268) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_269, %e1_270, %e2_271, %e3_272 = cute.get_leaves(%193) : !cute.shape<"((8,1),1,4)">
        %grouped_273 = cute.group_modes(%view_266) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_274 = cute.get_iter(%grouped_273) : !memref_rmem_bf16_1
        %iter_275 = cute.get_iter(%grouped_273) : !memref_rmem_bf16_1
        %shape_276 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_277 = cute.make_layout(%shape_276) : !cute.layout<"1:0">
        %append_278 = cute.append_to_rank<2> (%lay_241, %lay_277) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_279 = cute.make_view(%iter_70, %append_278) : !memref_gmem_bf16_2
        %iter_280 = cute.get_iter(%view_279) : !memref_gmem_bf16_2
        %lay_281 = cute.get_layout(%view_279) : !memref_gmem_bf16_2
        %194 = cute.get_shape(%lay_281) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_282, %e1_283, %e2_284, %e3_285 = cute.get_leaves(%194) : !cute.shape<"((8,1),1,4)">
        %grouped_286 = cute.group_modes(%view_279) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
        %iter_287 = cute.get_iter(%grouped_286) : !memref_gmem_bf16_3
        %iter_288 = cute.get_iter(%grouped_286) : !memref_gmem_bf16_3
        %shape_289 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_290 = cute.make_layout(%shape_289) : !cute.layout<"1:0">
        %append_291 = cute.append_to_rank<2> (%lay_210, %lay_290) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_292 = cute.make_view(%iter_96, %append_291) : !memref_rmem_i8
        %iter_293 = cute.get_iter(%view_292) : !memref_rmem_i8
        %lay_294 = cute.get_layout(%view_292) : !memref_rmem_i8
        %195 = cute.get_shape(%lay_294) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_295, %e1_296, %e2_297 = cute.get_leaves(%195) : !cute.shape<"(1,1,4)">
        %grouped_298 = cute.group_modes(%view_292) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_299 = cute.get_iter(%grouped_298) : !memref_rmem_i8_1
        %iter_300 = cute.get_iter(%grouped_298) : !memref_rmem_i8_1
        %lay_301 = cute.get_layout(%grouped_273) : !memref_rmem_bf16_1
        %196 = cute.get_shape(%lay_301) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_302, %e1_303, %e2_304, %e3_305 = cute.get_leaves(%196) : !cute.shape<"((8,1),(1,4))">
        %lay_306 = cute.get_layout(%grouped_286) : !memref_gmem_bf16_3
        %197 = cute.get_shape(%lay_306) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_307, %e1_308, %e2_309, %e3_310 = cute.get_leaves(%197) : !cute.shape<"((8,1),(1,4))">
        %sz_311 = cute.size(%grouped_273) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_312 = cute.get_leaves(%sz_311) : !cute.int_tuple<"4">
        %sz_313 = cute.size(%grouped_286) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_314 = cute.get_leaves(%sz_313) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped_273, %grouped_286, %grouped_298) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_3, !memref_rmem_i8_1)
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
