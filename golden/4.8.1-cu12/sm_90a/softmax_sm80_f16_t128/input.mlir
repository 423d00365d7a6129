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
        %coord_53 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_53) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_54 = cute.get_iter(%slice) : !memref_gmem_f16_1
        %iter_55 = cute.get_iter(%slice) : !memref_gmem_f16_1
        %coord_56 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_56) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
        %iter_57 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_2
        %coord_58 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_59 = cute.slice(%arg2, %coord_58) : !cute_coord_tensor_2939ba, !cute.coord<"((_,_),(?,?))">
        %iter_60 = cute.get_iter(%slice_59) : !cute_coord_tensor_7e8734
        %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute_arith_tuple_iter_9e165f
        %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute_int_tuple_3a4e03
        %111 = cute.get_scalars(%e0_62) : !cute.int_tuple<"?">
        %112 = cute.get_scalars(%e1_63) : !cute.int_tuple<"?{div=4096}">
        %iter_64 = cute.get_iter(%slice_59) : !cute_coord_tensor_7e8734
        %tup_65 = cute.deref_arith_tuple_iter(%iter_64) : !cute_arith_tuple_iter_9e165f
        %e0_66, %e1_67 = cute.get_leaves(%tup_65) : !cute_int_tuple_3a4e03
        %113 = cute.get_scalars(%e0_66) : !cute.int_tuple<"?">
        %114 = cute.get_scalars(%e1_67) : !cute.int_tuple<"?{div=4096}">
        %coord_68 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_69 = cute.tiled.copy.partition_S(%arg7, %slice_59, %coord_68) : (!copy_simt, !cute_coord_tensor_7e8734, !cute.coord<"?">) -> !cute_coord_tensor_dfd887
        %iter_70 = cute.get_iter(%src_partitioned_69) : !cute_coord_tensor_dfd887
        %tup_71 = cute.deref_arith_tuple_iter(%iter_70) : !cute_arith_tuple_iter_66b557
        %e0_72, %e1_73 = cute.get_leaves(%tup_71) : !cute.int_tuple<"(?,?{div=8})">
        %115 = cute.get_scalars(%e0_72) : !cute.int_tuple<"?">
        %116 = cute.get_scalars(%e1_73) : !cute.int_tuple<"?{div=8}">
        %sz_74 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
        %e0_75 = cute.get_leaves(%sz_74) : !cute.int_tuple<"1">
        %sz_76 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
        %e0_77 = cute.get_leaves(%sz_76) : !cute.int_tuple<"1">
        %sz_78 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"4">
        %e0_79 = cute.get_leaves(%sz_78) : !cute.int_tuple<"4">
        %shape_80 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_81 = cute.make_layout(%shape_80) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_81) : !memref_rmem_i8
        %iter_82 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_83 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_84 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_85 = cute.slice(%src_partitioned_69, %coord_84) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,0)">
        %iter_86 = cute.get_iter(%slice_85) : !cute_coord_tensor_8bc2ea
        %tup_87 = cute.deref_arith_tuple_iter(%iter_86) : !cute_arith_tuple_iter_66b557
        %e0_88, %e1_89 = cute.get_leaves(%tup_87) : !cute.int_tuple<"(?,?{div=8})">
        %117 = cute.get_scalars(%e0_88) : !cute.int_tuple<"?">
        %118 = cute.get_scalars(%e1_89) : !cute.int_tuple<"?{div=8}">
        %iter_90 = cute.get_iter(%slice_85) : !cute_coord_tensor_8bc2ea
        %tup_91 = cute.deref_arith_tuple_iter(%iter_90) : !cute_arith_tuple_iter_66b557
        %e0_92, %e1_93 = cute.get_leaves(%tup_91) : !cute.int_tuple<"(?,?{div=8})">
        %119 = cute.get_scalars(%e0_92) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_93) : !cute.int_tuple<"?{div=8}">
        %iter_94 = cute.get_iter(%slice_85) : !cute_coord_tensor_8bc2ea
        %tup_95 = cute.deref_arith_tuple_iter(%iter_94) : !cute_arith_tuple_iter_66b557
        %e0_96, %e1_97 = cute.get_leaves(%tup_95) : !cute.int_tuple<"(?,?{div=8})">
        %121 = cute.get_scalars(%e0_96) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_97) : !cute.int_tuple<"?{div=8}">
        %coord_98 = cute.make_coord(%e0_96, %e1_97) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_99 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %123 = cute.elem_less(%coord_98, %coord_99) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %124 = arith.extui %123 : i1 to i8
        %coord_100 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_100, %124) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_101 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_102 = cute.slice(%src_partitioned_69, %coord_101) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,1)">
        %iter_103 = cute.get_iter(%slice_102) : !cute_coord_tensor_8bc2ea
        %tup_104 = cute.deref_arith_tuple_iter(%iter_103) : !cute_arith_tuple_iter_66b557
        %e0_105, %e1_106 = cute.get_leaves(%tup_104) : !cute.int_tuple<"(?,?{div=8})">
        %125 = cute.get_scalars(%e0_105) : !cute.int_tuple<"?">
        %126 = cute.get_scalars(%e1_106) : !cute.int_tuple<"?{div=8}">
        %iter_107 = cute.get_iter(%slice_102) : !cute_coord_tensor_8bc2ea
        %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute_arith_tuple_iter_66b557
        %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute.int_tuple<"(?,?{div=8})">
        %127 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_110) : !cute.int_tuple<"?{div=8}">
        %iter_111 = cute.get_iter(%slice_102) : !cute_coord_tensor_8bc2ea
        %tup_112 = cute.deref_arith_tuple_iter(%iter_111) : !cute_arith_tuple_iter_66b557
        %e0_113, %e1_114 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(?,?{div=8})">
        %129 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_114) : !cute.int_tuple<"?{div=8}">
        %coord_115 = cute.make_coord(%e0_113, %e1_114) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_116 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %131 = cute.elem_less(%coord_115, %coord_116) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %132 = arith.extui %131 : i1 to i8
        %coord_117 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_117, %132) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_118 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_119 = cute.slice(%src_partitioned_69, %coord_118) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,2)">
        %iter_120 = cute.get_iter(%slice_119) : !cute_coord_tensor_8bc2ea
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_66b557
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute.int_tuple<"(?,?{div=8})">
        %133 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %134 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=8}">
        %iter_124 = cute.get_iter(%slice_119) : !cute_coord_tensor_8bc2ea
        %tup_125 = cute.deref_arith_tuple_iter(%iter_124) : !cute_arith_tuple_iter_66b557
        %e0_126, %e1_127 = cute.get_leaves(%tup_125) : !cute.int_tuple<"(?,?{div=8})">
        %135 = cute.get_scalars(%e0_126) : !cute.int_tuple<"?">
        %136 = cute.get_scalars(%e1_127) : !cute.int_tuple<"?{div=8}">
        %iter_128 = cute.get_iter(%slice_119) : !cute_coord_tensor_8bc2ea
        %tup_129 = cute.deref_arith_tuple_iter(%iter_128) : !cute_arith_tuple_iter_66b557
        %e0_130, %e1_131 = cute.get_leaves(%tup_129) : !cute.int_tuple<"(?,?{div=8})">
        %137 = cute.get_scalars(%e0_130) : !cute.int_tuple<"?">
        %138 = cute.get_scalars(%e1_131) : !cute.int_tuple<"?{div=8}">
        %coord_132 = cute.make_coord(%e0_130, %e1_131) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_133 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %139 = cute.elem_less(%coord_132, %coord_133) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %140 = arith.extui %139 : i1 to i8
        %coord_134 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_134, %140) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_135 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_136 = cute.slice(%src_partitioned_69, %coord_135) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,3)">
        %iter_137 = cute.get_iter(%slice_136) : !cute_coord_tensor_8bc2ea
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_66b557
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute.int_tuple<"(?,?{div=8})">
        %141 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %142 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=8}">
        %iter_141 = cute.get_iter(%slice_136) : !cute_coord_tensor_8bc2ea
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_66b557
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?{div=8})">
        %143 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %144 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=8}">
        %iter_145 = cute.get_iter(%slice_136) : !cute_coord_tensor_8bc2ea
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_66b557
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=8})">
        %145 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %146 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=8}">
        %coord_149 = cute.make_coord(%e0_147, %e1_148) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_150 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %147 = cute.elem_less(%coord_149, %coord_150) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %148 = arith.extui %147 : i1 to i8
        %coord_151 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_151, %148) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_152 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_2
        %149 = cute.make_layout_like(%lay_152) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_153 = cute.memref.alloca(%149) : !memref_rmem_f16
        %iter_154 = cute.get_iter(%rmem_153) : !memref_rmem_f16
        %iter_155 = cute.get_iter(%rmem_153) : !memref_rmem_f16
        %lay_156 = cute.get_layout(%rmem_153) : !memref_rmem_f16
        %sz_157 = cute.size(%rmem_153) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
        %e0_158 = cute.get_leaves(%sz_157) : !cute.int_tuple<"32">
        %150 = cute.get_shape(%lay_156) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_159, %e1_160, %e2, %e3 = cute.get_leaves(%150) : !cute.shape<"((8,1),1,4)">
        %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_161 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_162 = arith.constant 0xFC00 : f16
        %151 = vector.broadcast %cst_162 : f16 to vector<32xf16>
        %int_tuple_163 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_164 = cute.size(%int_tuple_163) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_165 = cute.get_leaves(%sz_164) : !cute.int_tuple<"32">
        %int_tuple_166 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_167 = cute.size(%int_tuple_166) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_168 = cute.get_leaves(%sz_167) : !cute.int_tuple<"32">
        cute.memref.store_vec(%151, %rmem_153) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %152 = cute.get_shape(%lay_152) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_169, %e1_170, %e2_171, %e3_172 = cute.get_leaves(%152) : !cute.shape<"((8,1),1,4)">
        %shape_173 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_174 = cute.make_layout(%shape_173) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_152, %lay_174) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_175 = cute.make_view(%iter_57, %append) : !memref_gmem_f16_2
        %iter_176 = cute.get_iter(%view_175) : !memref_gmem_f16_2
        %lay_177 = cute.get_layout(%view_175) : !memref_gmem_f16_2
        %153 = cute.get_shape(%lay_177) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_178, %e1_179, %e2_180, %e3_181 = cute.get_leaves(%153) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_175) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
        %iter_182 = cute.get_iter(%grouped) : !memref_gmem_f16_3
        %iter_183 = cute.get_iter(%grouped) : !memref_gmem_f16_3
        %shape_184 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_185 = cute.make_layout(%shape_184) : !cute.layout<"1:0">
        %append_186 = cute.append_to_rank<2> (%lay_156, %lay_185) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_187 = cute.make_view(%iter_155, %append_186) : !memref_rmem_f16
        %iter_188 = cute.get_iter(%view_187) : !memref_rmem_f16
        %lay_189 = cute.get_layout(%view_187) : !memref_rmem_f16
        %154 = cute.get_shape(%lay_189) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_190, %e1_191, %e2_192, %e3_193 = cute.get_leaves(%154) : !cute.shape<"((8,1),1,4)">
        %grouped_194 = cute.group_modes(%view_187) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_195 = cute.get_iter(%grouped_194) : !memref_rmem_f16_1
        %iter_196 = cute.get_iter(%grouped_194) : !memref_rmem_f16_1
        %lay_197 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_198 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_199 = cute.make_layout(%shape_198) : !cute.layout<"1:0">
        %append_200 = cute.append_to_rank<2> (%lay_197, %lay_199) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_201 = cute.make_view(%iter_83, %append_200) : !memref_rmem_i8
        %iter_202 = cute.get_iter(%view_201) : !memref_rmem_i8
        %lay_203 = cute.get_layout(%view_201) : !memref_rmem_i8
        %155 = cute.get_shape(%lay_203) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_204, %e1_205, %e2_206 = cute.get_leaves(%155) : !cute.shape<"(1,1,4)">
        %grouped_207 = cute.group_modes(%view_201) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_208 = cute.get_iter(%grouped_207) : !memref_rmem_i8_1
        %iter_209 = cute.get_iter(%grouped_207) : !memref_rmem_i8_1
        %lay_210 = cute.get_layout(%grouped) : !memref_gmem_f16_3
        %156 = cute.get_shape(%lay_210) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_211, %e1_212, %e2_213, %e3_214 = cute.get_leaves(%156) : !cute.shape<"((8,1),(1,4))">
        %lay_215 = cute.get_layout(%grouped_194) : !memref_rmem_f16_1
        %157 = cute.get_shape(%lay_215) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_216, %e1_217, %e2_218, %e3_219 = cute.get_leaves(%157) : !cute.shape<"((8,1),(1,4))">
        %sz_220 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_221 = cute.get_leaves(%sz_220) : !cute.int_tuple<"4">
        %sz_222 = cute.size(%grouped_194) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_223 = cute.get_leaves(%sz_222) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped, %grouped_194, %grouped_207) : (!copy_simt, !memref_gmem_f16_3, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %158 = cute.memref.load_vec(%rmem_153) : (!memref_rmem_f16) -> vector<32xf16>
        %int_tuple_224 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_225 = cute.size(%int_tuple_224) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_226 = cute.get_leaves(%sz_225) : !cute.int_tuple<"32">
        %159 = arith.extf %158 : vector<32xf16> to vector<32xf32>
        %cst_227 = arith.constant -3.40282347E+38 : f32
        %160 = vector.reduction <maximumf>, %159, %cst_227 : vector<32xf32> into f32
        %161 = arith.maximumf %arg6, %160 : f32
        %162 = vector.broadcast %161 : f32 to vector<32xf32>
        %163 = arith.subf %159, %162 : vector<32xf32>
        %cst_228 = arith.constant 1.44269502 : f32
        %164 = vector.broadcast %cst_228 : f32 to vector<32xf32>
        %165 = arith.mulf %163, %164 : vector<32xf32>
        %166 = math.exp2 %165 : vector<32xf32>
        %cst_229 = arith.constant 0.000000e+00 : f32
        %167 = vector.reduction <add>, %166, %cst_229 : vector<32xf32> into f32
        %168 = arith.subf %arg6, %161 : f32
        %cst_230 = arith.constant 1.44269502 : f32
        %169 = arith.mulf %168, %cst_230 : f32
        %170 = math.exp2 %169 : f32
        %171 = arith.mulf %arg5, %170 : f32
        %172 = arith.addf %171, %167 : f32
        scf.yield %172, %161, %arg7 : f32, f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_13 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_13) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_14 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_13) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_15 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_17 = cute.make_layout(%shape_16) : !cute.layout<"16:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_18 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_19 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_20 = cute.recast_iter(%iter_19) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_20, %lay_13) : !memref_smem_f32
      %iter_21 = cute.get_iter(%view) : !memref_smem_f32
      %iter_22 = cute.get_iter(%view) : !memref_smem_f32
      %shape_23 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_24 = cute.make_layout(%shape_23) : !cute.layout<"4:1">
      %coord_25 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_26 = cute.crd2idx(%coord_25, %lay_24) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_27 = cute.get_leaves(%idx_26) : !cute.int_tuple<"0">
      %cosz_28 = cute.cosize(%lay_24) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_29 = cute.get_leaves(%cosz_28) : !cute.int_tuple<"4">
      %shape_30 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_31 = cute.make_layout(%shape_30) : !cute.layout<"16:1">
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
        %iter_53 = cute.get_iter(%view) : !memref_smem_f32
        %iter_54 = cute.get_iter(%view_36) : !memref_smem_f32
        %coord_55 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_55, %59) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        %coord_56 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_36, %coord_56, %68) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_36 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_53 = cute.get_iter(%view) : !memref_smem_f32
        %iter_54 = cute.get_iter(%view_36) : !memref_smem_f32
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
      %cst_52 = arith.constant 1.000000e+00 : f32
      %109 = arith.divf %cst_52, %108 : f32
      %110 = scf.for %arg4 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg5 = %arg3) -> (!copy_simt)  : i32 {
        %coord_53 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_53) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_54 = cute.get_iter(%slice) : !memref_gmem_f16_1
        %iter_55 = cute.get_iter(%slice) : !memref_gmem_f16_1
        %coord_56 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_56) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
        %iter_57 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_2
        %coord_58 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_59 = cute.slice(%arg1, %coord_58) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_60 = cute.get_iter(%slice_59) : !memref_gmem_f16_1
        %iter_61 = cute.get_iter(%slice_59) : !memref_gmem_f16_1
        %coord_62 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %slice_59, %coord_62) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
        %iter_63 = cute.get_iter(%dst_partitioned) : !memref_gmem_f16_2
        %coord_64 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_65 = cute.slice(%arg2, %coord_64) : !cute_coord_tensor_2939ba, !cute.coord<"((_,_),(?,?))">
        %iter_66 = cute.get_iter(%slice_65) : !cute_coord_tensor_7e8734
        %tup_67 = cute.deref_arith_tuple_iter(%iter_66) : !cute_arith_tuple_iter_9e165f
        %e0_68, %e1_69 = cute.get_leaves(%tup_67) : !cute_int_tuple_3a4e03
        %111 = cute.get_scalars(%e0_68) : !cute.int_tuple<"?">
        %112 = cute.get_scalars(%e1_69) : !cute.int_tuple<"?{div=4096}">
        %iter_70 = cute.get_iter(%slice_65) : !cute_coord_tensor_7e8734
        %tup_71 = cute.deref_arith_tuple_iter(%iter_70) : !cute_arith_tuple_iter_9e165f
        %e0_72, %e1_73 = cute.get_leaves(%tup_71) : !cute_int_tuple_3a4e03
        %113 = cute.get_scalars(%e0_72) : !cute.int_tuple<"?">
        %114 = cute.get_scalars(%e1_73) : !cute.int_tuple<"?{div=4096}">
        %coord_74 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_75 = cute.tiled.copy.partition_S(%arg5, %slice_65, %coord_74) : (!copy_simt, !cute_coord_tensor_7e8734, !cute.coord<"?">) -> !cute_coord_tensor_dfd887
        %iter_76 = cute.get_iter(%src_partitioned_75) : !cute_coord_tensor_dfd887
        %tup_77 = cute.deref_arith_tuple_iter(%iter_76) : !cute_arith_tuple_iter_66b557
        %e0_78, %e1_79 = cute.get_leaves(%tup_77) : !cute.int_tuple<"(?,?{div=8})">
        %115 = cute.get_scalars(%e0_78) : !cute.int_tuple<"?">
        %116 = cute.get_scalars(%e1_79) : !cute.int_tuple<"?{div=8}">
        %sz_80 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
        %e0_81 = cute.get_leaves(%sz_80) : !cute.int_tuple<"1">
        %sz_82 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
        %e0_83 = cute.get_leaves(%sz_82) : !cute.int_tuple<"1">
        %sz_84 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"4">
        %e0_85 = cute.get_leaves(%sz_84) : !cute.int_tuple<"4">
        %shape_86 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_87 = cute.make_layout(%shape_86) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_87) : !memref_rmem_i8
        %iter_88 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_89 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_90 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_91 = cute.slice(%src_partitioned_75, %coord_90) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,0)">
        %iter_92 = cute.get_iter(%slice_91) : !cute_coord_tensor_8bc2ea
        %tup_93 = cute.deref_arith_tuple_iter(%iter_92) : !cute_arith_tuple_iter_66b557
        %e0_94, %e1_95 = cute.get_leaves(%tup_93) : !cute.int_tuple<"(?,?{div=8})">
        %117 = cute.get_scalars(%e0_94) : !cute.int_tuple<"?">
        %118 = cute.get_scalars(%e1_95) : !cute.int_tuple<"?{div=8}">
        %iter_96 = cute.get_iter(%slice_91) : !cute_coord_tensor_8bc2ea
        %tup_97 = cute.deref_arith_tuple_iter(%iter_96) : !cute_arith_tuple_iter_66b557
        %e0_98, %e1_99 = cute.get_leaves(%tup_97) : !cute.int_tuple<"(?,?{div=8})">
        %119 = cute.get_scalars(%e0_98) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_99) : !cute.int_tuple<"?{div=8}">
        %iter_100 = cute.get_iter(%slice_91) : !cute_coord_tensor_8bc2ea
        %tup_101 = cute.deref_arith_tuple_iter(%iter_100) : !cute_arith_tuple_iter_66b557
        %e0_102, %e1_103 = cute.get_leaves(%tup_101) : !cute.int_tuple<"(?,?{div=8})">
        %121 = cute.get_scalars(%e0_102) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_103) : !cute.int_tuple<"?{div=8}">
        %coord_104 = cute.make_coord(%e0_102, %e1_103) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_105 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %123 = cute.elem_less(%coord_104, %coord_105) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %124 = arith.extui %123 : i1 to i8
        %coord_106 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_106, %124) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_107 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_108 = cute.slice(%src_partitioned_75, %coord_107) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,1)">
        %iter_109 = cute.get_iter(%slice_108) : !cute_coord_tensor_8bc2ea
        %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute_arith_tuple_iter_66b557
        %e0_111, %e1_112 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(?,?{div=8})">
        %125 = cute.get_scalars(%e0_111) : !cute.int_tuple<"?">
        %126 = cute.get_scalars(%e1_112) : !cute.int_tuple<"?{div=8}">
        %iter_113 = cute.get_iter(%slice_108) : !cute_coord_tensor_8bc2ea
        %tup_114 = cute.deref_arith_tuple_iter(%iter_113) : !cute_arith_tuple_iter_66b557
        %e0_115, %e1_116 = cute.get_leaves(%tup_114) : !cute.int_tuple<"(?,?{div=8})">
        %127 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_116) : !cute.int_tuple<"?{div=8}">
        %iter_117 = cute.get_iter(%slice_108) : !cute_coord_tensor_8bc2ea
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_66b557
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?{div=8})">
        %129 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=8}">
        %coord_121 = cute.make_coord(%e0_119, %e1_120) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_122 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %131 = cute.elem_less(%coord_121, %coord_122) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %132 = arith.extui %131 : i1 to i8
        %coord_123 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_123, %132) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_124 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_125 = cute.slice(%src_partitioned_75, %coord_124) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,2)">
        %iter_126 = cute.get_iter(%slice_125) : !cute_coord_tensor_8bc2ea
        %tup_127 = cute.deref_arith_tuple_iter(%iter_126) : !cute_arith_tuple_iter_66b557
        %e0_128, %e1_129 = cute.get_leaves(%tup_127) : !cute.int_tuple<"(?,?{div=8})">
        %133 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?">
        %134 = cute.get_scalars(%e1_129) : !cute.int_tuple<"?{div=8}">
        %iter_130 = cute.get_iter(%slice_125) : !cute_coord_tensor_8bc2ea
        %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute_arith_tuple_iter_66b557
        %e0_132, %e1_133 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(?,?{div=8})">
        %135 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?">
        %136 = cute.get_scalars(%e1_133) : !cute.int_tuple<"?{div=8}">
        %iter_134 = cute.get_iter(%slice_125) : !cute_coord_tensor_8bc2ea
        %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute_arith_tuple_iter_66b557
        %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?,?{div=8})">
        %137 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?">
        %138 = cute.get_scalars(%e1_137) : !cute.int_tuple<"?{div=8}">
        %coord_138 = cute.make_coord(%e0_136, %e1_137) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_139 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %139 = cute.elem_less(%coord_138, %coord_139) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %140 = arith.extui %139 : i1 to i8
        %coord_140 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_140, %140) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_141 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_142 = cute.slice(%src_partitioned_75, %coord_141) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,3)">
        %iter_143 = cute.get_iter(%slice_142) : !cute_coord_tensor_8bc2ea
        %tup_144 = cute.deref_arith_tuple_iter(%iter_143) : !cute_arith_tuple_iter_66b557
        %e0_145, %e1_146 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?{div=8})">
        %141 = cute.get_scalars(%e0_145) : !cute.int_tuple<"?">
        %142 = cute.get_scalars(%e1_146) : !cute.int_tuple<"?{div=8}">
        %iter_147 = cute.get_iter(%slice_142) : !cute_coord_tensor_8bc2ea
        %tup_148 = cute.deref_arith_tuple_iter(%iter_147) : !cute_arith_tuple_iter_66b557
        %e0_149, %e1_150 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(?,?{div=8})">
        %143 = cute.get_scalars(%e0_149) : !cute.int_tuple<"?">
        %144 = cute.get_scalars(%e1_150) : !cute.int_tuple<"?{div=8}">
        %iter_151 = cute.get_iter(%slice_142) : !cute_coord_tensor_8bc2ea
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_66b557
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=8})">
        %145 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %146 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=8}">
        %coord_155 = cute.make_coord(%e0_153, %e1_154) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_156 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %147 = cute.elem_less(%coord_155, %coord_156) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %148 = arith.extui %147 : i1 to i8
        %coord_157 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_157, %148) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_158 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_2
        %149 = cute.make_layout_like(%lay_158) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_159 = cute.memref.alloca(%149) : !memref_rmem_f16
        %iter_160 = cute.get_iter(%rmem_159) : !memref_rmem_f16
        %iter_161 = cute.get_iter(%rmem_159) : !memref_rmem_f16
        %lay_162 = cute.get_layout(%rmem_159) : !memref_rmem_f16
        %sz_163 = cute.size(%rmem_159) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
        %e0_164 = cute.get_leaves(%sz_163) : !cute.int_tuple<"32">
        %150 = cute.get_shape(%lay_162) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_165, %e1_166, %e2, %e3 = cute.get_leaves(%150) : !cute.shape<"((8,1),1,4)">
        %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_167 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_168 = arith.constant 0.000000e+00 : f16
        %151 = vector.broadcast %cst_168 : f16 to vector<32xf16>
        %int_tuple_169 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_170 = cute.size(%int_tuple_169) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_171 = cute.get_leaves(%sz_170) : !cute.int_tuple<"32">
        %int_tuple_172 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_173 = cute.size(%int_tuple_172) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_174 = cute.get_leaves(%sz_173) : !cute.int_tuple<"32">
        cute.memref.store_vec(%151, %rmem_159) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %152 = cute.get_shape(%lay_158) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_175, %e1_176, %e2_177, %e3_178 = cute.get_leaves(%152) : !cute.shape<"((8,1),1,4)">
        %shape_179 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_180 = cute.make_layout(%shape_179) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_158, %lay_180) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_181 = cute.make_view(%iter_57, %append) : !memref_gmem_f16_2
        %iter_182 = cute.get_iter(%view_181) : !memref_gmem_f16_2
        %lay_183 = cute.get_layout(%view_181) : !memref_gmem_f16_2
        %153 = cute.get_shape(%lay_183) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_184, %e1_185, %e2_186, %e3_187 = cute.get_leaves(%153) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_181) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
        %iter_188 = cute.get_iter(%grouped) : !memref_gmem_f16_3
        %iter_189 = cute.get_iter(%grouped) : !memref_gmem_f16_3
        %shape_190 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_191 = cute.make_layout(%shape_190) : !cute.layout<"1:0">
        %append_192 = cute.append_to_rank<2> (%lay_162, %lay_191) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_193 = cute.make_view(%iter_161, %append_192) : !memref_rmem_f16
        %iter_194 = cute.get_iter(%view_193) : !memref_rmem_f16
        %lay_195 = cute.get_layout(%view_193) : !memref_rmem_f16
        %154 = cute.get_shape(%lay_195) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_196, %e1_197, %e2_198, %e3_199 = cute.get_leaves(%154) : !cute.shape<"((8,1),1,4)">
        %grouped_200 = cute.group_modes(%view_193) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_201 = cute.get_iter(%grouped_200) : !memref_rmem_f16_1
        %iter_202 = cute.get_iter(%grouped_200) : !memref_rmem_f16_1
        %lay_203 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_204 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_205 = cute.make_layout(%shape_204) : !cute.layout<"1:0">
        %append_206 = cute.append_to_rank<2> (%lay_203, %lay_205) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_207 = cute.make_view(%iter_89, %append_206) : !memref_rmem_i8
        %iter_208 = cute.get_iter(%view_207) : !memref_rmem_i8
        %lay_209 = cute.get_layout(%view_207) : !memref_rmem_i8
        %155 = cute.get_shape(%lay_209) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_210, %e1_211, %e2_212 = cute.get_leaves(%155) : !cute.shape<"(1,1,4)">
        %grouped_213 = cute.group_modes(%view_207) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_214 = cute.get_iter(%grouped_213) : !memref_rmem_i8_1
        %iter_215 = cute.get_iter(%grouped_213) : !memref_rmem_i8_1
        %lay_216 = cute.get_layout(%grouped) : !memref_gmem_f16_3
        %156 = cute.get_shape(%lay_216) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_217, %e1_218, %e2_219, %e3_220 = cute.get_leaves(%156) : !cute.shape<"((8,1),(1,4))">
        %lay_221 = cute.get_layout(%grouped_200) : !memref_rmem_f16_1
        %157 = cute.get_shape(%lay_221) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_222, %e1_223, %e2_224, %e3_225 = cute.get_leaves(%157) : !cute.shape<"((8,1),(1,4))">
        %sz_226 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_227 = cute.get_leaves(%sz_226) : !cute.int_tuple<"4">
        %sz_228 = cute.size(%grouped_200) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_229 = cute.get_leaves(%sz_228) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped, %grouped_200, %grouped_213) : (!copy_simt, !memref_gmem_f16_3, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %158 = cute.memref.load_vec(%rmem_159) : (!memref_rmem_f16) -> vector<32xf16>
        %int_tuple_230 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_231 = cute.size(%int_tuple_230) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_232 = cute.get_leaves(%sz_231) : !cute.int_tuple<"32">
        %159 = arith.extf %158 : vector<32xf16> to vector<32xf32>
        %160 = vector.broadcast %99 : f32 to vector<32xf32>
        %161 = arith.subf %159, %160 : vector<32xf32>
        %cst_233 = arith.constant 1.44269502 : f32
        %162 = vector.broadcast %cst_233 : f32 to vector<32xf32>
        %163 = arith.mulf %161, %162 : vector<32xf32>
        %164 = math.exp2 %163 : vector<32xf32>
        %165 = vector.broadcast %109 : f32 to vector<32xf32>
        %166 = arith.mulf %164, %165 : vector<32xf32>
        %lay_234 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_2
        %167 = cute.make_layout_like(%lay_234) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_235 = cute.memref.alloca(%167) : !memref_rmem_f16
        %iter_236 = cute.get_iter(%rmem_235) : !memref_rmem_f16
        %iter_237 = cute.get_iter(%rmem_235) : !memref_rmem_f16
        %int_tuple_238 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_239 = cute.size(%int_tuple_238) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_240 = cute.get_leaves(%sz_239) : !cute.int_tuple<"32">
        %168 = arith.truncf %166 : vector<32xf32> to vector<32xf16>
        %lay_241 = cute.get_layout(%rmem_235) : !memref_rmem_f16
        %169 = cute.get_shape(%lay_241) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_242, %e1_243, %e2_244, %e3_245 = cute.get_leaves(%169) : !cute.shape<"((8,1),1,4)">
        %int_tuple_246 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_247 = cute.size(%int_tuple_246) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_248 = cute.get_leaves(%sz_247) : !cute.int_tuple<"32">
        %int_tuple_249 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_250 = cute.size(%int_tuple_249) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_251 = cute.get_leaves(%sz_250) : !cute.int_tuple<"32">
        cute.memref.store_vec(%168, %rmem_235) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %170 = cute.get_shape(%lay_234) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_252, %e1_253, %e2_254, %e3_255 = cute.get_leaves(%170) : !cute.shape<"((8,1),1,4)">
        %shape_256 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_257 = cute.make_layout(%shape_256) : !cute.layout<"1:0">
        %append_258 = cute.append_to_rank<2> (%lay_241, %lay_257) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_259 = cute.make_view(%iter_237, %append_258) : !memref_rmem_f16
        %iter_260 = cute.get_iter(%view_259) : !memref_rmem_f16
        %lay_261 = cute.get_layout(%view_259) : !memref_rmem_f16
        %171 = cute.get_shape(%lay_261) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_262, %e1_263, %e2_264, %e3_265 = cute.get_leaves(%171) : !cute.shape<"((8,1),1,4)">
        %grouped_266 = cute.group_modes(%view_259) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_267 = cute.get_iter(%grouped_266) : !memref_rmem_f16_1
        %iter_268 = cute.get_iter(%grouped_266) : !memref_rmem_f16_1
        %shape_269 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_270 = cute.make_layout(%shape_269) : !cute.layout<"1:0">
        %append_271 = cute.append_to_rank<2> (%lay_234, %lay_270) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_272 = cute.make_view(%iter_63, %append_271) : !memref_gmem_f16_2
        %iter_273 = cute.get_iter(%view_272) : !memref_gmem_f16_2
        %lay_274 = cute.get_layout(%view_272) : !memref_gmem_f16_2
        %172 = cute.get_shape(%lay_274) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_275, %e1_276, %e2_277, %e3_278 = cute.get_leaves(%172) : !cute.shape<"((8,1),1,4)">
        %grouped_279 = cute.group_modes(%view_272) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
        %iter_280 = cute.get_iter(%grouped_279) : !memref_gmem_f16_3
        %iter_281 = cute.get_iter(%grouped_279) : !memref_gmem_f16_3
        %shape_282 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_283 = cute.make_layout(%shape_282) : !cute.layout<"1:0">
        %append_284 = cute.append_to_rank<2> (%lay_203, %lay_283) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_285 = cute.make_view(%iter_89, %append_284) : !memref_rmem_i8
        %iter_286 = cute.get_iter(%view_285) : !memref_rmem_i8
        %lay_287 = cute.get_layout(%view_285) : !memref_rmem_i8
        %173 = cute.get_shape(%lay_287) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_288, %e1_289, %e2_290 = cute.get_leaves(%173) : !cute.shape<"(1,1,4)">
        %grouped_291 = cute.group_modes(%view_285) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_292 = cute.get_iter(%grouped_291) : !memref_rmem_i8_1
        %iter_293 = cute.get_iter(%grouped_291) : !memref_rmem_i8_1
        %lay_294 = cute.get_layout(%grouped_266) : !memref_rmem_f16_1
        %174 = cute.get_shape(%lay_294) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_295, %e1_296, %e2_297, %e3_298 = cute.get_leaves(%174) : !cute.shape<"((8,1),(1,4))">
        %lay_299 = cute.get_layout(%grouped_279) : !memref_gmem_f16_3
        %175 = cute.get_shape(%lay_299) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_300, %e1_301, %e2_302, %e3_303 = cute.get_leaves(%175) : !cute.shape<"((8,1),(1,4))">
        %sz_304 = cute.size(%grouped_266) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_305 = cute.get_leaves(%sz_304) : !cute.int_tuple<"4">
        %sz_306 = cute.size(%grouped_279) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_307 = cute.get_leaves(%sz_306) : !cute.int_tuple<"4">
        cute.copy(%arg3, %grouped_266, %grouped_279, %grouped_291) : (!copy_simt, !memref_rmem_f16_1, !memref_gmem_f16_3, !memref_rmem_i8_1)
        scf.yield %arg5 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h00aa70ac(%arg0: !memref_gmem_f16_4, %arg1: !memref_gmem_f16_4, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
