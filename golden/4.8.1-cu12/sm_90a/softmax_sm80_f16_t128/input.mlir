!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
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
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[1:0;1024:1]">>
!memref_gmem_f16 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(1,4096):(0,1)">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,1024)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_f16 = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "4:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "16:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0(%arg0: !memref_gmem_f16, %arg1: !memref_gmem_f16, %arg2: !cute_coord_tensor_2939ba, %arg3: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16
      %iter_1 = cute.get_iter(%arg2) : !cute_coord_tensor_2939ba
      %tup = cute.deref_arith_tuple_iter(%iter_1) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f16
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f16
      %iter_4 = cute.get_iter(%arg2) : !cute_coord_tensor_2939ba
      %tup_5 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_7 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16
      %lay_8 = cute.get_layout(%arg1) : !memref_gmem_f16
      %lay_9 = cute.get_layout(%arg2) : !cute_coord_tensor_2939ba
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %6 = arith.remsi %0, %c32_i32 : i32
      %7 = arith.floordivsi %0, %c32_i32 : i32
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_f16) -> !cute.int_tuple<"2">
      %e0_10 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %cst = arith.constant 0.000000e+00 : f32
      %cst_11 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg4 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg5 = %cst, %arg6 = %cst_11, %arg7 = %arg3) -> (f32, f32, !copy_simt)  : i32 {
        %coord_52 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_52) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_53 = cute.get_iter(%slice) : !memref_gmem_f16_1
        %iter_54 = cute.get_iter(%slice) : !memref_gmem_f16_1
        %coord_55 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_55) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
        %iter_56 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_2
        %coord_57 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_58 = cute.slice(%arg2, %coord_57) : !cute_coord_tensor_2939ba, !cute.coord<"((_,_),(?,?))">
        %iter_59 = cute.get_iter(%slice_58) : !cute_coord_tensor_7e8734
        %tup_60 = cute.deref_arith_tuple_iter(%iter_59) : !cute_arith_tuple_iter_9e165f
        %e0_61, %e1_62 = cute.get_leaves(%tup_60) : !cute_int_tuple_3a4e03
        %95 = cute.get_scalars(%e0_61) : !cute.int_tuple<"?">
        %96 = cute.get_scalars(%e1_62) : !cute.int_tuple<"?{div=4096}">
        %iter_63 = cute.get_iter(%slice_58) : !cute_coord_tensor_7e8734
        %tup_64 = cute.deref_arith_tuple_iter(%iter_63) : !cute_arith_tuple_iter_9e165f
        %e0_65, %e1_66 = cute.get_leaves(%tup_64) : !cute_int_tuple_3a4e03
        %97 = cute.get_scalars(%e0_65) : !cute.int_tuple<"?">
        %98 = cute.get_scalars(%e1_66) : !cute.int_tuple<"?{div=4096}">
        %coord_67 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_68 = cute.tiled.copy.partition_S(%arg7, %slice_58, %coord_67) : (!copy_simt, !cute_coord_tensor_7e8734, !cute.coord<"?">) -> !cute_coord_tensor_dfd887
        %iter_69 = cute.get_iter(%src_partitioned_68) : !cute_coord_tensor_dfd887
        %tup_70 = cute.deref_arith_tuple_iter(%iter_69) : !cute_arith_tuple_iter_66b557
        %e0_71, %e1_72 = cute.get_leaves(%tup_70) : !cute.int_tuple<"(?,?{div=8})">
        %99 = cute.get_scalars(%e0_71) : !cute.int_tuple<"?">
        %100 = cute.get_scalars(%e1_72) : !cute.int_tuple<"?{div=8}">
        %sz_73 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
        %e0_74 = cute.get_leaves(%sz_73) : !cute.int_tuple<"1">
        %sz_75 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
        %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"1">
        %sz_77 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"4">
        %e0_78 = cute.get_leaves(%sz_77) : !cute.int_tuple<"4">
        %shape_79 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_80 = cute.make_layout(%shape_79) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_80) : !memref_rmem_i8
        %iter_81 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_82 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_83 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_84 = cute.slice(%src_partitioned_68, %coord_83) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,0)">
        %iter_85 = cute.get_iter(%slice_84) : !cute_coord_tensor_8bc2ea
        %tup_86 = cute.deref_arith_tuple_iter(%iter_85) : !cute_arith_tuple_iter_66b557
        %e0_87, %e1_88 = cute.get_leaves(%tup_86) : !cute.int_tuple<"(?,?{div=8})">
        %101 = cute.get_scalars(%e0_87) : !cute.int_tuple<"?">
        %102 = cute.get_scalars(%e1_88) : !cute.int_tuple<"?{div=8}">
        %iter_89 = cute.get_iter(%slice_84) : !cute_coord_tensor_8bc2ea
        %tup_90 = cute.deref_arith_tuple_iter(%iter_89) : !cute_arith_tuple_iter_66b557
        %e0_91, %e1_92 = cute.get_leaves(%tup_90) : !cute.int_tuple<"(?,?{div=8})">
        %103 = cute.get_scalars(%e0_91) : !cute.int_tuple<"?">
        %104 = cute.get_scalars(%e1_92) : !cute.int_tuple<"?{div=8}">
        %iter_93 = cute.get_iter(%slice_84) : !cute_coord_tensor_8bc2ea
        %tup_94 = cute.deref_arith_tuple_iter(%iter_93) : !cute_arith_tuple_iter_66b557
        %e0_95, %e1_96 = cute.get_leaves(%tup_94) : !cute.int_tuple<"(?,?{div=8})">
        %105 = cute.get_scalars(%e0_95) : !cute.int_tuple<"?">
        %106 = cute.get_scalars(%e1_96) : !cute.int_tuple<"?{div=8}">
        %coord_97 = cute.make_coord(%e0_95, %e1_96) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_98 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %107 = cute.elem_less(%coord_97, %coord_98) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %108 = arith.extui %107 : i1 to i8
        %coord_99 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_99, %108) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_100 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_101 = cute.slice(%src_partitioned_68, %coord_100) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,1)">
        %iter_102 = cute.get_iter(%slice_101) : !cute_coord_tensor_8bc2ea
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute_arith_tuple_iter_66b557
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute.int_tuple<"(?,?{div=8})">
        %109 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %110 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=8}">
        %iter_106 = cute.get_iter(%slice_101) : !cute_coord_tensor_8bc2ea
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute_arith_tuple_iter_66b557
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute.int_tuple<"(?,?{div=8})">
        %111 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %112 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=8}">
        %iter_110 = cute.get_iter(%slice_101) : !cute_coord_tensor_8bc2ea
        %tup_111 = cute.deref_arith_tuple_iter(%iter_110) : !cute_arith_tuple_iter_66b557
        %e0_112, %e1_113 = cute.get_leaves(%tup_111) : !cute.int_tuple<"(?,?{div=8})">
        %113 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?">
        %114 = cute.get_scalars(%e1_113) : !cute.int_tuple<"?{div=8}">
        %coord_114 = cute.make_coord(%e0_112, %e1_113) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_115 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %115 = cute.elem_less(%coord_114, %coord_115) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %116 = arith.extui %115 : i1 to i8
        %coord_116 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_116, %116) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_117 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_118 = cute.slice(%src_partitioned_68, %coord_117) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,2)">
        %iter_119 = cute.get_iter(%slice_118) : !cute_coord_tensor_8bc2ea
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute_arith_tuple_iter_66b557
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,?{div=8})">
        %117 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %118 = cute.get_scalars(%e1_122) : !cute.int_tuple<"?{div=8}">
        %iter_123 = cute.get_iter(%slice_118) : !cute_coord_tensor_8bc2ea
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute_arith_tuple_iter_66b557
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?{div=8})">
        %119 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_126) : !cute.int_tuple<"?{div=8}">
        %iter_127 = cute.get_iter(%slice_118) : !cute_coord_tensor_8bc2ea
        %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_66b557
        %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(?,?{div=8})">
        %121 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_130) : !cute.int_tuple<"?{div=8}">
        %coord_131 = cute.make_coord(%e0_129, %e1_130) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_132 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %123 = cute.elem_less(%coord_131, %coord_132) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %124 = arith.extui %123 : i1 to i8
        %coord_133 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_133, %124) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_134 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_135 = cute.slice(%src_partitioned_68, %coord_134) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,3)">
        %iter_136 = cute.get_iter(%slice_135) : !cute_coord_tensor_8bc2ea
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_66b557
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=8})">
        %125 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %126 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=8}">
        %iter_140 = cute.get_iter(%slice_135) : !cute_coord_tensor_8bc2ea
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_66b557
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=8})">
        %127 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=8}">
        %iter_144 = cute.get_iter(%slice_135) : !cute_coord_tensor_8bc2ea
        %tup_145 = cute.deref_arith_tuple_iter(%iter_144) : !cute_arith_tuple_iter_66b557
        %e0_146, %e1_147 = cute.get_leaves(%tup_145) : !cute.int_tuple<"(?,?{div=8})">
        %129 = cute.get_scalars(%e0_146) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_147) : !cute.int_tuple<"?{div=8}">
        %coord_148 = cute.make_coord(%e0_146, %e1_147) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_149 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %131 = cute.elem_less(%coord_148, %coord_149) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %132 = arith.extui %131 : i1 to i8
        %coord_150 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_150, %132) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_151 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_2
        %133 = cute.make_layout_like(%lay_151) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_152 = cute.memref.alloca(%133) : !memref_rmem_f16
        %iter_153 = cute.get_iter(%rmem_152) : !memref_rmem_f16
        %iter_154 = cute.get_iter(%rmem_152) : !memref_rmem_f16
        %lay_155 = cute.get_layout(%rmem_152) : !memref_rmem_f16
        %sz_156 = cute.size(%rmem_152) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
        %e0_157 = cute.get_leaves(%sz_156) : !cute.int_tuple<"32">
        %134 = cute.get_shape(%lay_155) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_158, %e1_159, %e2, %e3 = cute.get_leaves(%134) : !cute.shape<"((8,1),1,4)">
        %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_160 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_161 = arith.constant 0xFC00 : f16
        %135 = vector.broadcast %cst_161 : f16 to vector<32xf16>
        %int_tuple_162 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_163 = cute.size(%int_tuple_162) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_164 = cute.get_leaves(%sz_163) : !cute.int_tuple<"32">
        %int_tuple_165 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_166 = cute.size(%int_tuple_165) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_167 = cute.get_leaves(%sz_166) : !cute.int_tuple<"32">
        cute.memref.store_vec(%135, %rmem_152) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %136 = cute.get_shape(%lay_151) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_168, %e1_169, %e2_170, %e3_171 = cute.get_leaves(%136) : !cute.shape<"((8,1),1,4)">
        %shape_172 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_173 = cute.make_layout(%shape_172) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_151, %lay_173) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_174 = cute.make_view(%iter_56, %append) : !memref_gmem_f16_2
        %iter_175 = cute.get_iter(%view_174) : !memref_gmem_f16_2
        %lay_176 = cute.get_layout(%view_174) : !memref_gmem_f16_2
        %137 = cute.get_shape(%lay_176) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%137) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_174) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
        %iter_181 = cute.get_iter(%grouped) : !memref_gmem_f16_3
        %iter_182 = cute.get_iter(%grouped) : !memref_gmem_f16_3
        %shape_183 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_184 = cute.make_layout(%shape_183) : !cute.layout<"1:0">
        %append_185 = cute.append_to_rank<2> (%lay_155, %lay_184) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_186 = cute.make_view(%iter_154, %append_185) : !memref_rmem_f16
        %iter_187 = cute.get_iter(%view_186) : !memref_rmem_f16
        %lay_188 = cute.get_layout(%view_186) : !memref_rmem_f16
        %138 = cute.get_shape(%lay_188) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_189, %e1_190, %e2_191, %e3_192 = cute.get_leaves(%138) : !cute.shape<"((8,1),1,4)">
        %grouped_193 = cute.group_modes(%view_186) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_194 = cute.get_iter(%grouped_193) : !memref_rmem_f16_1
        %iter_195 = cute.get_iter(%grouped_193) : !memref_rmem_f16_1
        %lay_196 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_197 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_198 = cute.make_layout(%shape_197) : !cute.layout<"1:0">
        %append_199 = cute.append_to_rank<2> (%lay_196, %lay_198) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_200 = cute.make_view(%iter_82, %append_199) : !memref_rmem_i8
        %iter_201 = cute.get_iter(%view_200) : !memref_rmem_i8
        %lay_202 = cute.get_layout(%view_200) : !memref_rmem_i8
        %139 = cute.get_shape(%lay_202) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_203, %e1_204, %e2_205 = cute.get_leaves(%139) : !cute.shape<"(1,1,4)">
        %grouped_206 = cute.group_modes(%view_200) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_207 = cute.get_iter(%grouped_206) : !memref_rmem_i8_1
        %iter_208 = cute.get_iter(%grouped_206) : !memref_rmem_i8_1
        %lay_209 = cute.get_layout(%grouped) : !memref_gmem_f16_3
        %140 = cute.get_shape(%lay_209) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_210, %e1_211, %e2_212, %e3_213 = cute.get_leaves(%140) : !cute.shape<"((8,1),(1,4))">
        %lay_214 = cute.get_layout(%grouped_193) : !memref_rmem_f16_1
        %141 = cute.get_shape(%lay_214) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_215, %e1_216, %e2_217, %e3_218 = cute.get_leaves(%141) : !cute.shape<"((8,1),(1,4))">
        %sz_219 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_220 = cute.get_leaves(%sz_219) : !cute.int_tuple<"4">
        %sz_221 = cute.size(%grouped_193) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_222 = cute.get_leaves(%sz_221) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped, %grouped_193, %grouped_206) : (!copy_simt, !memref_gmem_f16_3, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %142 = cute.memref.load_vec(%rmem_152) : (!memref_rmem_f16) -> vector<32xf16>
        %int_tuple_223 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_224 = cute.size(%int_tuple_223) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_225 = cute.get_leaves(%sz_224) : !cute.int_tuple<"32">
        %143 = arith.extf %142 : vector<32xf16> to vector<32xf32>
        %cst_226 = arith.constant 1.44269502 : f32
        %144 = vector.broadcast %cst_226 : f32 to vector<32xf32>
        %145 = arith.mulf %143, %144 : vector<32xf32>
        %cst_227 = arith.constant -3.40282347E+38 : f32
        %146 = vector.reduction <maximumf>, %145, %cst_227 : vector<32xf32> into f32
        %147 = arith.maximumf %arg6, %146 : f32
        %148 = vector.broadcast %147 : f32 to vector<32xf32>
        %149 = arith.subf %145, %148 : vector<32xf32>
        %150 = math.exp2 %149 : vector<32xf32>
        %cst_228 = arith.constant 0.000000e+00 : f32
        %151 = vector.reduction <add>, %150, %cst_228 : vector<32xf32> into f32
        %152 = arith.subf %arg6, %147 : f32
        %153 = math.exp2 %152 : f32
        %154 = arith.mulf %arg5, %153 : f32
        %155 = arith.addf %154, %151 : f32
        scf.yield %155, %147, %arg7 : f32, f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_12 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_12) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_13 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_12) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_14 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %shape_15 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_16 = cute.make_layout(%shape_15) : !cute.layout<"16:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_17 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_18 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_19 = cute.recast_iter(%iter_18) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_19, %lay_12) : !memref_smem_f32
      %iter_20 = cute.get_iter(%view) : !memref_smem_f32
      %iter_21 = cute.get_iter(%view) : !memref_smem_f32
      %shape_22 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_23 = cute.make_layout(%shape_22) : !cute.layout<"4:1">
      %coord_24 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_25 = cute.crd2idx(%coord_24, %lay_23) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_26 = cute.get_leaves(%idx_25) : !cute.int_tuple<"0">
      %cosz_27 = cute.cosize(%lay_23) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_28 = cute.get_leaves(%cosz_27) : !cute.int_tuple<"4">
      %shape_29 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_30 = cute.make_layout(%shape_29) : !cute.layout<"16:1">
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
        %iter_52 = cute.get_iter(%view) : !memref_smem_f32
        %iter_53 = cute.get_iter(%view_35) : !memref_smem_f32
        %coord_54 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_54, %51) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        %coord_55 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_35, %coord_55, %58) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_35 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_52 = cute.get_iter(%view) : !memref_smem_f32
        %iter_53 = cute.get_iter(%view_35) : !memref_smem_f32
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
      %cst_51 = arith.constant 1.000000e+00 : f32
      %93 = arith.divf %cst_51, %92 : f32
      %94 = scf.for %arg4 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg5 = %arg3) -> (!copy_simt)  : i32 {
        %coord_52 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_52) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_53 = cute.get_iter(%slice) : !memref_gmem_f16_1
        %iter_54 = cute.get_iter(%slice) : !memref_gmem_f16_1
        %coord_55 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_55) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
        %iter_56 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_2
        %coord_57 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_58 = cute.slice(%arg1, %coord_57) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_59 = cute.get_iter(%slice_58) : !memref_gmem_f16_1
        %iter_60 = cute.get_iter(%slice_58) : !memref_gmem_f16_1
        %coord_61 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %slice_58, %coord_61) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
        %iter_62 = cute.get_iter(%dst_partitioned) : !memref_gmem_f16_2
        %coord_63 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_64 = cute.slice(%arg2, %coord_63) : !cute_coord_tensor_2939ba, !cute.coord<"((_,_),(?,?))">
        %iter_65 = cute.get_iter(%slice_64) : !cute_coord_tensor_7e8734
        %tup_66 = cute.deref_arith_tuple_iter(%iter_65) : !cute_arith_tuple_iter_9e165f
        %e0_67, %e1_68 = cute.get_leaves(%tup_66) : !cute_int_tuple_3a4e03
        %95 = cute.get_scalars(%e0_67) : !cute.int_tuple<"?">
        %96 = cute.get_scalars(%e1_68) : !cute.int_tuple<"?{div=4096}">
        %iter_69 = cute.get_iter(%slice_64) : !cute_coord_tensor_7e8734
        %tup_70 = cute.deref_arith_tuple_iter(%iter_69) : !cute_arith_tuple_iter_9e165f
        %e0_71, %e1_72 = cute.get_leaves(%tup_70) : !cute_int_tuple_3a4e03
        %97 = cute.get_scalars(%e0_71) : !cute.int_tuple<"?">
        %98 = cute.get_scalars(%e1_72) : !cute.int_tuple<"?{div=4096}">
        %coord_73 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_74 = cute.tiled.copy.partition_S(%arg5, %slice_64, %coord_73) : (!copy_simt, !cute_coord_tensor_7e8734, !cute.coord<"?">) -> !cute_coord_tensor_dfd887
        %iter_75 = cute.get_iter(%src_partitioned_74) : !cute_coord_tensor_dfd887
        %tup_76 = cute.deref_arith_tuple_iter(%iter_75) : !cute_arith_tuple_iter_66b557
        %e0_77, %e1_78 = cute.get_leaves(%tup_76) : !cute.int_tuple<"(?,?{div=8})">
        %99 = cute.get_scalars(%e0_77) : !cute.int_tuple<"?">
        %100 = cute.get_scalars(%e1_78) : !cute.int_tuple<"?{div=8}">
        %sz_79 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
        %e0_80 = cute.get_leaves(%sz_79) : !cute.int_tuple<"1">
        %sz_81 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
        %e0_82 = cute.get_leaves(%sz_81) : !cute.int_tuple<"1">
        %sz_83 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"4">
        %e0_84 = cute.get_leaves(%sz_83) : !cute.int_tuple<"4">
        %shape_85 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_86 = cute.make_layout(%shape_85) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_86) : !memref_rmem_i8
        %iter_87 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_88 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_89 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_90 = cute.slice(%src_partitioned_74, %coord_89) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,0)">
        %iter_91 = cute.get_iter(%slice_90) : !cute_coord_tensor_8bc2ea
        %tup_92 = cute.deref_arith_tuple_iter(%iter_91) : !cute_arith_tuple_iter_66b557
        %e0_93, %e1_94 = cute.get_leaves(%tup_92) : !cute.int_tuple<"(?,?{div=8})">
        %101 = cute.get_scalars(%e0_93) : !cute.int_tuple<"?">
        %102 = cute.get_scalars(%e1_94) : !cute.int_tuple<"?{div=8}">
        %iter_95 = cute.get_iter(%slice_90) : !cute_coord_tensor_8bc2ea
        %tup_96 = cute.deref_arith_tuple_iter(%iter_95) : !cute_arith_tuple_iter_66b557
        %e0_97, %e1_98 = cute.get_leaves(%tup_96) : !cute.int_tuple<"(?,?{div=8})">
        %103 = cute.get_scalars(%e0_97) : !cute.int_tuple<"?">
        %104 = cute.get_scalars(%e1_98) : !cute.int_tuple<"?{div=8}">
        %iter_99 = cute.get_iter(%slice_90) : !cute_coord_tensor_8bc2ea
        %tup_100 = cute.deref_arith_tuple_iter(%iter_99) : !cute_arith_tuple_iter_66b557
        %e0_101, %e1_102 = cute.get_leaves(%tup_100) : !cute.int_tuple<"(?,?{div=8})">
        %105 = cute.get_scalars(%e0_101) : !cute.int_tuple<"?">
        %106 = cute.get_scalars(%e1_102) : !cute.int_tuple<"?{div=8}">
        %coord_103 = cute.make_coord(%e0_101, %e1_102) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_104 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %107 = cute.elem_less(%coord_103, %coord_104) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %108 = arith.extui %107 : i1 to i8
        %coord_105 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_105, %108) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_106 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_107 = cute.slice(%src_partitioned_74, %coord_106) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,1)">
        %iter_108 = cute.get_iter(%slice_107) : !cute_coord_tensor_8bc2ea
        %tup_109 = cute.deref_arith_tuple_iter(%iter_108) : !cute_arith_tuple_iter_66b557
        %e0_110, %e1_111 = cute.get_leaves(%tup_109) : !cute.int_tuple<"(?,?{div=8})">
        %109 = cute.get_scalars(%e0_110) : !cute.int_tuple<"?">
        %110 = cute.get_scalars(%e1_111) : !cute.int_tuple<"?{div=8}">
        %iter_112 = cute.get_iter(%slice_107) : !cute_coord_tensor_8bc2ea
        %tup_113 = cute.deref_arith_tuple_iter(%iter_112) : !cute_arith_tuple_iter_66b557
        %e0_114, %e1_115 = cute.get_leaves(%tup_113) : !cute.int_tuple<"(?,?{div=8})">
        %111 = cute.get_scalars(%e0_114) : !cute.int_tuple<"?">
        %112 = cute.get_scalars(%e1_115) : !cute.int_tuple<"?{div=8}">
        %iter_116 = cute.get_iter(%slice_107) : !cute_coord_tensor_8bc2ea
        %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute_arith_tuple_iter_66b557
        %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute.int_tuple<"(?,?{div=8})">
        %113 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?">
        %114 = cute.get_scalars(%e1_119) : !cute.int_tuple<"?{div=8}">
        %coord_120 = cute.make_coord(%e0_118, %e1_119) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_121 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %115 = cute.elem_less(%coord_120, %coord_121) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %116 = arith.extui %115 : i1 to i8
        %coord_122 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_122, %116) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_123 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_124 = cute.slice(%src_partitioned_74, %coord_123) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,2)">
        %iter_125 = cute.get_iter(%slice_124) : !cute_coord_tensor_8bc2ea
        %tup_126 = cute.deref_arith_tuple_iter(%iter_125) : !cute_arith_tuple_iter_66b557
        %e0_127, %e1_128 = cute.get_leaves(%tup_126) : !cute.int_tuple<"(?,?{div=8})">
        %117 = cute.get_scalars(%e0_127) : !cute.int_tuple<"?">
        %118 = cute.get_scalars(%e1_128) : !cute.int_tuple<"?{div=8}">
        %iter_129 = cute.get_iter(%slice_124) : !cute_coord_tensor_8bc2ea
        %tup_130 = cute.deref_arith_tuple_iter(%iter_129) : !cute_arith_tuple_iter_66b557
        %e0_131, %e1_132 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(?,?{div=8})">
        %119 = cute.get_scalars(%e0_131) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_132) : !cute.int_tuple<"?{div=8}">
        %iter_133 = cute.get_iter(%slice_124) : !cute_coord_tensor_8bc2ea
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_66b557
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=8})">
        %121 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=8}">
        %coord_137 = cute.make_coord(%e0_135, %e1_136) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_138 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %123 = cute.elem_less(%coord_137, %coord_138) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %124 = arith.extui %123 : i1 to i8
        %coord_139 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_139, %124) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_140 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_141 = cute.slice(%src_partitioned_74, %coord_140) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,3)">
        %iter_142 = cute.get_iter(%slice_141) : !cute_coord_tensor_8bc2ea
        %tup_143 = cute.deref_arith_tuple_iter(%iter_142) : !cute_arith_tuple_iter_66b557
        %e0_144, %e1_145 = cute.get_leaves(%tup_143) : !cute.int_tuple<"(?,?{div=8})">
        %125 = cute.get_scalars(%e0_144) : !cute.int_tuple<"?">
        %126 = cute.get_scalars(%e1_145) : !cute.int_tuple<"?{div=8}">
        %iter_146 = cute.get_iter(%slice_141) : !cute_coord_tensor_8bc2ea
        %tup_147 = cute.deref_arith_tuple_iter(%iter_146) : !cute_arith_tuple_iter_66b557
        %e0_148, %e1_149 = cute.get_leaves(%tup_147) : !cute.int_tuple<"(?,?{div=8})">
        %127 = cute.get_scalars(%e0_148) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_149) : !cute.int_tuple<"?{div=8}">
        %iter_150 = cute.get_iter(%slice_141) : !cute_coord_tensor_8bc2ea
        %tup_151 = cute.deref_arith_tuple_iter(%iter_150) : !cute_arith_tuple_iter_66b557
        %e0_152, %e1_153 = cute.get_leaves(%tup_151) : !cute.int_tuple<"(?,?{div=8})">
        %129 = cute.get_scalars(%e0_152) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_153) : !cute.int_tuple<"?{div=8}">
        %coord_154 = cute.make_coord(%e0_152, %e1_153) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_155 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %131 = cute.elem_less(%coord_154, %coord_155) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %132 = arith.extui %131 : i1 to i8
        %coord_156 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_156, %132) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_157 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_2
        %133 = cute.make_layout_like(%lay_157) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_158 = cute.memref.alloca(%133) : !memref_rmem_f16
        %iter_159 = cute.get_iter(%rmem_158) : !memref_rmem_f16
        %iter_160 = cute.get_iter(%rmem_158) : !memref_rmem_f16
        %lay_161 = cute.get_layout(%rmem_158) : !memref_rmem_f16
        %sz_162 = cute.size(%rmem_158) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
        %e0_163 = cute.get_leaves(%sz_162) : !cute.int_tuple<"32">
        %134 = cute.get_shape(%lay_161) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_164, %e1_165, %e2, %e3 = cute.get_leaves(%134) : !cute.shape<"((8,1),1,4)">
        %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_166 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_167 = arith.constant 0.000000e+00 : f16
        %135 = vector.broadcast %cst_167 : f16 to vector<32xf16>
        %int_tuple_168 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_169 = cute.size(%int_tuple_168) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_170 = cute.get_leaves(%sz_169) : !cute.int_tuple<"32">
        %int_tuple_171 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_172 = cute.size(%int_tuple_171) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_173 = cute.get_leaves(%sz_172) : !cute.int_tuple<"32">
        cute.memref.store_vec(%135, %rmem_158) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %136 = cute.get_shape(%lay_157) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_174, %e1_175, %e2_176, %e3_177 = cute.get_leaves(%136) : !cute.shape<"((8,1),1,4)">
        %shape_178 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_179 = cute.make_layout(%shape_178) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_157, %lay_179) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_180 = cute.make_view(%iter_56, %append) : !memref_gmem_f16_2
        %iter_181 = cute.get_iter(%view_180) : !memref_gmem_f16_2
        %lay_182 = cute.get_layout(%view_180) : !memref_gmem_f16_2
        %137 = cute.get_shape(%lay_182) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%137) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_180) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
        %iter_187 = cute.get_iter(%grouped) : !memref_gmem_f16_3
        %iter_188 = cute.get_iter(%grouped) : !memref_gmem_f16_3
        %shape_189 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_190 = cute.make_layout(%shape_189) : !cute.layout<"1:0">
        %append_191 = cute.append_to_rank<2> (%lay_161, %lay_190) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_192 = cute.make_view(%iter_160, %append_191) : !memref_rmem_f16
        %iter_193 = cute.get_iter(%view_192) : !memref_rmem_f16
        %lay_194 = cute.get_layout(%view_192) : !memref_rmem_f16
        %138 = cute.get_shape(%lay_194) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_195, %e1_196, %e2_197, %e3_198 = cute.get_leaves(%138) : !cute.shape<"((8,1),1,4)">
        %grouped_199 = cute.group_modes(%view_192) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_200 = cute.get_iter(%grouped_199) : !memref_rmem_f16_1
        %iter_201 = cute.get_iter(%grouped_199) : !memref_rmem_f16_1
        %lay_202 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_203 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_204 = cute.make_layout(%shape_203) : !cute.layout<"1:0">
        %append_205 = cute.append_to_rank<2> (%lay_202, %lay_204) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_206 = cute.make_view(%iter_88, %append_205) : !memref_rmem_i8
        %iter_207 = cute.get_iter(%view_206) : !memref_rmem_i8
        %lay_208 = cute.get_layout(%view_206) : !memref_rmem_i8
        %139 = cute.get_shape(%lay_208) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_209, %e1_210, %e2_211 = cute.get_leaves(%139) : !cute.shape<"(1,1,4)">
        %grouped_212 = cute.group_modes(%view_206) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_213 = cute.get_iter(%grouped_212) : !memref_rmem_i8_1
        %iter_214 = cute.get_iter(%grouped_212) : !memref_rmem_i8_1
        %lay_215 = cute.get_layout(%grouped) : !memref_gmem_f16_3
        %140 = cute.get_shape(%lay_215) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_216, %e1_217, %e2_218, %e3_219 = cute.get_leaves(%140) : !cute.shape<"((8,1),(1,4))">
        %lay_220 = cute.get_layout(%grouped_199) : !memref_rmem_f16_1
        %141 = cute.get_shape(%lay_220) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_221, %e1_222, %e2_223, %e3_224 = cute.get_leaves(%141) : !cute.shape<"((8,1),(1,4))">
        %sz_225 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_226 = cute.get_leaves(%sz_225) : !cute.int_tuple<"4">
        %sz_227 = cute.size(%grouped_199) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_228 = cute.get_leaves(%sz_227) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped, %grouped_199, %grouped_212) : (!copy_simt, !memref_gmem_f16_3, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %142 = cute.memref.load_vec(%rmem_158) : (!memref_rmem_f16) -> vector<32xf16>
        %int_tuple_229 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_230 = cute.size(%int_tuple_229) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_231 = cute.get_leaves(%sz_230) : !cute.int_tuple<"32">
        %143 = arith.extf %142 : vector<32xf16> to vector<32xf32>
        %cst_232 = arith.constant 1.44269502 : f32
        %144 = vector.broadcast %cst_232 : f32 to vector<32xf32>
        %145 = arith.mulf %143, %144 : vector<32xf32>
        %146 = vector.broadcast %85 : f32 to vector<32xf32>
        %147 = arith.subf %145, %146 : vector<32xf32>
        %148 = math.exp2 %147 : vector<32xf32>
        %149 = vector.broadcast %93 : f32 to vector<32xf32>
        %150 = arith.mulf %148, %149 : vector<32xf32>
        %lay_233 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_2
        %151 = cute.make_layout_like(%lay_233) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_234 = cute.memref.alloca(%151) : !memref_rmem_f16
        %iter_235 = cute.get_iter(%rmem_234) : !memref_rmem_f16
        %iter_236 = cute.get_iter(%rmem_234) : !memref_rmem_f16
        %int_tuple_237 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_238 = cute.size(%int_tuple_237) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_239 = cute.get_leaves(%sz_238) : !cute.int_tuple<"32">
        %152 = arith.truncf %150 : vector<32xf32> to vector<32xf16>
        %lay_240 = cute.get_layout(%rmem_234) : !memref_rmem_f16
        %153 = cute.get_shape(%lay_240) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_241, %e1_242, %e2_243, %e3_244 = cute.get_leaves(%153) : !cute.shape<"((8,1),1,4)">
        %int_tuple_245 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_246 = cute.size(%int_tuple_245) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_247 = cute.get_leaves(%sz_246) : !cute.int_tuple<"32">
        %int_tuple_248 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_249 = cute.size(%int_tuple_248) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_250 = cute.get_leaves(%sz_249) : !cute.int_tuple<"32">
        cute.memref.store_vec(%152, %rmem_234) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %154 = cute.get_shape(%lay_233) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_251, %e1_252, %e2_253, %e3_254 = cute.get_leaves(%154) : !cute.shape<"((8,1),1,4)">
        %shape_255 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_256 = cute.make_layout(%shape_255) : !cute.layout<"1:0">
        %append_257 = cute.append_to_rank<2> (%lay_240, %lay_256) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_258 = cute.make_view(%iter_236, %append_257) : !memref_rmem_f16
        %iter_259 = cute.get_iter(%view_258) : !memref_rmem_f16
        %lay_260 = cute.get_layout(%view_258) : !memref_rmem_f16
        %155 = cute.get_shape(%lay_260) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_261, %e1_262, %e2_263, %e3_264 = cute.get_leaves(%155) : !cute.shape<"((8,1),1,4)">
        %grouped_265 = cute.group_modes(%view_258) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_266 = cute.get_iter(%grouped_265) : !memref_rmem_f16_1
        %iter_267 = cute.get_iter(%grouped_265) : !memref_rmem_f16_1
        %shape_268 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_269 = cute.make_layout(%shape_268) : !cute.layout<"1:0">
        %append_270 = cute.append_to_rank<2> (%lay_233, %lay_269) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_271 = cute.make_view(%iter_62, %append_270) : !memref_gmem_f16_2
        %iter_272 = cute.get_iter(%view_271) : !memref_gmem_f16_2
        %lay_273 = cute.get_layout(%view_271) : !memref_gmem_f16_2
        %156 = cute.get_shape(%lay_273) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_274, %e1_275, %e2_276, %e3_277 = cute.get_leaves(%156) : !cute.shape<"((8,1),1,4)">
        %grouped_278 = cute.group_modes(%view_271) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
        %iter_279 = cute.get_iter(%grouped_278) : !memref_gmem_f16_3
        %iter_280 = cute.get_iter(%grouped_278) : !memref_gmem_f16_3
        %shape_281 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_282 = cute.make_layout(%shape_281) : !cute.layout<"1:0">
        %append_283 = cute.append_to_rank<2> (%lay_202, %lay_282) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_284 = cute.make_view(%iter_88, %append_283) : !memref_rmem_i8
        %iter_285 = cute.get_iter(%view_284) : !memref_rmem_i8
        %lay_286 = cute.get_layout(%view_284) : !memref_rmem_i8
        %157 = cute.get_shape(%lay_286) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_287, %e1_288, %e2_289 = cute.get_leaves(%157) : !cute.shape<"(1,1,4)">
        %grouped_290 = cute.group_modes(%view_284) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_291 = cute.get_iter(%grouped_290) : !memref_rmem_i8_1
        %iter_292 = cute.get_iter(%grouped_290) : !memref_rmem_i8_1
        %lay_293 = cute.get_layout(%grouped_265) : !memref_rmem_f16_1
        %158 = cute.get_shape(%lay_293) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_294, %e1_295, %e2_296, %e3_297 = cute.get_leaves(%158) : !cute.shape<"((8,1),(1,4))">
        %lay_298 = cute.get_layout(%grouped_278) : !memref_gmem_f16_3
        %159 = cute.get_shape(%lay_298) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_299, %e1_300, %e2_301, %e3_302 = cute.get_leaves(%159) : !cute.shape<"((8,1),(1,4))">
        %sz_303 = cute.size(%grouped_265) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_304 = cute.get_leaves(%sz_303) : !cute.int_tuple<"4">
        %sz_305 = cute.size(%grouped_278) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_306 = cute.get_leaves(%sz_305) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped_265, %grouped_278, %grouped_290) : (!copy_simt, !memref_rmem_f16_1, !memref_gmem_f16_3, !memref_rmem_i8_1)
        scf.yield %arg5 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h87b10ce6(%arg0: !memref_gmem_f16_4, %arg1: !memref_gmem_f16_4, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_4
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_4
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f16_4
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f16_4
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16_4
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_3, %e1_4 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_5 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_1, %lay_5) : !memref_gmem_f16_4
    %iter_6 = cute.get_iter(%view) : !memref_gmem_f16_4
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_f16_4
    %2 = cute.get_stride(%lay_7) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_8, %e1_9 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_7) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_10, %e1_11 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_14 = cute.make_layout(%shape_12, %stride_13) : !cute_layout_5d1655
    %view_15 = cute.make_view(%iter_2, %lay_14) : !memref_gmem_f16_4
    %iter_16 = cute.get_iter(%view_15) : !memref_gmem_f16_4
    %lay_17 = cute.get_layout(%view) : !memref_gmem_f16_4
    %4 = cute.get_shape(%lay_17) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_18, %e1_19 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_f16_4, !cute.tile<"[1:0;4096:1]">
    %iter_20 = cute.get_iter(%div) : !memref_gmem_f16
    %iter_21 = cute.get_iter(%div) : !memref_gmem_f16
    %lay_22 = cute.get_layout(%view_15) : !memref_gmem_f16_4
    %5 = cute.get_shape(%lay_22) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_23, %e1_24 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_25 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_26 = cute.zipped_divide(%view_15, %tile_25) : !memref_gmem_f16_4, !cute.tile<"[1:0;4096:1]">
    %iter_27 = cute.get_iter(%div_26) : !memref_gmem_f16
    %iter_28 = cute.get_iter(%div_26) : !memref_gmem_f16
    %shape_29 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %6 = cute.make_identity_tensor(%shape_29) : !cute_coord_tensor_15c8d6
    %iter_30 = cute.get_iter(%6) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_30) : !cute.arith_tuple_iter<"(0,0)">
    %e0_31, %e1_32 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_33 = cute.get_layout(%6) : !cute_coord_tensor_15c8d6
    %7 = cute.get_shape(%lay_33) : (!cute.layout<"(96,5000):(1@0,1@1)">) -> !cute.shape<"(96,5000)">
    %e0_34, %e1_35 = cute.get_leaves(%7) : !cute.shape<"(96,5000)">
    %tile_36 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_37 = cute.zipped_divide(%6, %tile_36) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;4096:1]">
    %iter_38 = cute.get_iter(%div_37) : !cute_coord_tensor_2939ba
    %tup_39 = cute.deref_arith_tuple_iter(%iter_38) : !cute.arith_tuple_iter<"(0,0)">
    %e0_40, %e1_41 = cute.get_leaves(%tup_39) : !cute.int_tuple<"(0,0)">
    %iter_42 = cute.get_iter(%div_37) : !cute_coord_tensor_2939ba
    %tup_43 = cute.deref_arith_tuple_iter(%iter_42) : !cute.arith_tuple_iter<"(0,0)">
    %e0_44, %e1_45 = cute.get_leaves(%tup_43) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_46 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_47 = cute.make_ordered_layout(%shape_46, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_48 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_49 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_50 = cute.make_ordered_layout(%shape_48, %int_tuple_49) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_47, %lay_50) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_dd009c
    %sz = cute.size(%lay_47) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_51 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_52 = cute.size(%lay_50) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_53 = cute.get_leaves(%sz_52) : !cute.int_tuple<"8">
    %shape_54 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_55 = cute.make_layout(%shape_54) : !cute.layout<"(128,8):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_dd009c) -> !cute.layout<"(128,8):(8,1)">
    %8 = cute.composition(%rinv, %lay_55) : (!cute.layout<"(128,8):(8,1)">, !cute.layout<"(128,8):(1,128)">) -> !cute.layout<"(128,8):(8,1)">
    %9 = cute.get_shape(%prod) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_56, %e1_57, %e2 = cute.get_leaves(%9) : !cute.shape<"(1,(8,128))">
    %int_tuple_58 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %res = cute.tuple.product_each(%int_tuple_58) : (!cute.int_tuple<"(1,(8,128))">) -> !cute.int_tuple<"(1,1024)">
    %e0_59, %e1_60 = cute.get_leaves(%res) : !cute.int_tuple<"(1,1024)">
    %tile_61 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %10 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_62 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"96">
    %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"96">
    %lay_64 = cute.get_layout(%div) : !memref_gmem_f16
    %lay_65 = cute.get_layout(%div_26) : !memref_gmem_f16
    %lay_66 = cute.get_layout(%div_37) : !cute_coord_tensor_2939ba
    %11 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_67, %e1_68 = cute.get_leaves(%11) : !cute.tile<"[1:0;1024:1]">
    %12 = cute.static : !cute.layout<"(128,8):(8,1)">
    %13 = cute.static : !cute.layout<"1:0">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %16 = cute.kernel_smem_size @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0 : i64
    %c96_i32 = arith.constant 96 : i32
    %17 = arith.extsi %c96_i32 : i32 to i64
    %18 = arith.cmpi slt, %17, %16 : i64
    scf.if %18 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c96_i32, %16) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %19 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %19 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
    }
    %20 = arith.extsi %c96_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_69 = arith.constant 96 : i32
    %21 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %20, gridDim = (%c96_i32_69, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%21] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_70 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%21] %c0_i32_70 : !cuda_launch_cfg_2cf94c, i32
    %22 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0<%21> (%div, %div_26, %div_37, %10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f16, !memref_gmem_f16, !cute_coord_tensor_2939ba, !copy_simt) -> !cuda.result
    %23 = cuda.cast %22 : !cuda.result -> i32
    cuda.return_if_error %23 : i32
    %c0_i32_71 = arith.constant 0 : i32
    return %c0_i32_71 : i32
  }
}
