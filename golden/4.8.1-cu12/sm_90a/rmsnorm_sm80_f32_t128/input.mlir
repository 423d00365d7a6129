!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
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
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(0,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(96,5000):(0,1)">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "4:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "16:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !memref_gmem_f32, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32, %arg3: !memref_gmem_f32_2, %arg4: !cute_coord_tensor_511bd0, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_511bd0
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f32
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_511bd0
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f32
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
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_f32) -> !cute.int_tuple<"3">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg7 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %cst, %arg10 = %arg6) -> (f32, f32, !copy_simt)  : i32 {
        %coord_72 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_72) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_73 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %iter_74 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %coord_75 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg10, %slice, %coord_75) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_76 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_4
        %coord_77 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_78 = cute.slice(%arg4, %coord_77) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_79 = cute.get_iter(%slice_78) : !cute_coord_tensor_029b8b
        %tup_80 = cute.deref_arith_tuple_iter(%iter_79) : !cute_arith_tuple_iter_aaefeb
        %e0_81, %e1_82 = cute.get_leaves(%tup_80) : !cute_int_tuple_530818
        %126 = cute.get_scalars(%e0_81) : !cute.int_tuple<"?">
        %127 = cute.get_scalars(%e1_82) : !cute.int_tuple<"?{div=2048}">
        %iter_83 = cute.get_iter(%slice_78) : !cute_coord_tensor_029b8b
        %tup_84 = cute.deref_arith_tuple_iter(%iter_83) : !cute_arith_tuple_iter_aaefeb
        %e0_85, %e1_86 = cute.get_leaves(%tup_84) : !cute_int_tuple_530818
        %128 = cute.get_scalars(%e0_85) : !cute.int_tuple<"?">
        %129 = cute.get_scalars(%e1_86) : !cute.int_tuple<"?{div=2048}">
        %coord_87 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_88 = cute.tiled.copy.partition_S(%arg10, %slice_78, %coord_87) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_89 = cute.get_iter(%src_partitioned_88) : !cute_coord_tensor_40e15c
        %tup_90 = cute.deref_arith_tuple_iter(%iter_89) : !cute_arith_tuple_iter_7c5329
        %e0_91, %e1_92 = cute.get_leaves(%tup_90) : !cute.int_tuple<"(?,?{div=4})">
        %130 = cute.get_scalars(%e0_91) : !cute.int_tuple<"?">
        %131 = cute.get_scalars(%e1_92) : !cute.int_tuple<"?{div=4}">
        %sz_93 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_94 = cute.get_leaves(%sz_93) : !cute.int_tuple<"1">
        %sz_95 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_96 = cute.get_leaves(%sz_95) : !cute.int_tuple<"1">
        %sz_97 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"4">
        %e0_98 = cute.get_leaves(%sz_97) : !cute.int_tuple<"4">
        %shape_99 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_100 = cute.make_layout(%shape_99) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_100) : !memref_rmem_i8
        %iter_101 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_102 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_103 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_104 = cute.slice(%src_partitioned_88, %coord_103) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_105 = cute.get_iter(%slice_104) : !cute_coord_tensor_0ff96d
        %tup_106 = cute.deref_arith_tuple_iter(%iter_105) : !cute_arith_tuple_iter_7c5329
        %e0_107, %e1_108 = cute.get_leaves(%tup_106) : !cute.int_tuple<"(?,?{div=4})">
        %132 = cute.get_scalars(%e0_107) : !cute.int_tuple<"?">
        %133 = cute.get_scalars(%e1_108) : !cute.int_tuple<"?{div=4}">
        %iter_109 = cute.get_iter(%slice_104) : !cute_coord_tensor_0ff96d
        %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute_arith_tuple_iter_7c5329
        %e0_111, %e1_112 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(?,?{div=4})">
        %134 = cute.get_scalars(%e0_111) : !cute.int_tuple<"?">
        %135 = cute.get_scalars(%e1_112) : !cute.int_tuple<"?{div=4}">
        %iter_113 = cute.get_iter(%slice_104) : !cute_coord_tensor_0ff96d
        %tup_114 = cute.deref_arith_tuple_iter(%iter_113) : !cute_arith_tuple_iter_7c5329
        %e0_115, %e1_116 = cute.get_leaves(%tup_114) : !cute.int_tuple<"(?,?{div=4})">
        %136 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?">
        %137 = cute.get_scalars(%e1_116) : !cute.int_tuple<"?{div=4}">
        %coord_117 = cute.make_coord(%e0_115, %e1_116) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_118 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %138 = cute.elem_less(%coord_117, %coord_118) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %139 = arith.extui %138 : i1 to i8
        %coord_119 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_119, %139) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_120 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_121 = cute.slice(%src_partitioned_88, %coord_120) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_122 = cute.get_iter(%slice_121) : !cute_coord_tensor_0ff96d
        %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_7c5329
        %e0_124, %e1_125 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(?,?{div=4})">
        %140 = cute.get_scalars(%e0_124) : !cute.int_tuple<"?">
        %141 = cute.get_scalars(%e1_125) : !cute.int_tuple<"?{div=4}">
        %iter_126 = cute.get_iter(%slice_121) : !cute_coord_tensor_0ff96d
        %tup_127 = cute.deref_arith_tuple_iter(%iter_126) : !cute_arith_tuple_iter_7c5329
        %e0_128, %e1_129 = cute.get_leaves(%tup_127) : !cute.int_tuple<"(?,?{div=4})">
        %142 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_129) : !cute.int_tuple<"?{div=4}">
        %iter_130 = cute.get_iter(%slice_121) : !cute_coord_tensor_0ff96d
        %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute_arith_tuple_iter_7c5329
        %e0_132, %e1_133 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(?,?{div=4})">
        %144 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_133) : !cute.int_tuple<"?{div=4}">
        %coord_134 = cute.make_coord(%e0_132, %e1_133) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_135 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %146 = cute.elem_less(%coord_134, %coord_135) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %147 = arith.extui %146 : i1 to i8
        %coord_136 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_136, %147) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_137 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_138 = cute.slice(%src_partitioned_88, %coord_137) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_139 = cute.get_iter(%slice_138) : !cute_coord_tensor_0ff96d
        %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute_arith_tuple_iter_7c5329
        %e0_141, %e1_142 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(?,?{div=4})">
        %148 = cute.get_scalars(%e0_141) : !cute.int_tuple<"?">
        %149 = cute.get_scalars(%e1_142) : !cute.int_tuple<"?{div=4}">
        %iter_143 = cute.get_iter(%slice_138) : !cute_coord_tensor_0ff96d
        %tup_144 = cute.deref_arith_tuple_iter(%iter_143) : !cute_arith_tuple_iter_7c5329
        %e0_145, %e1_146 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?{div=4})">
        %150 = cute.get_scalars(%e0_145) : !cute.int_tuple<"?">
        %151 = cute.get_scalars(%e1_146) : !cute.int_tuple<"?{div=4}">
        %iter_147 = cute.get_iter(%slice_138) : !cute_coord_tensor_0ff96d
        %tup_148 = cute.deref_arith_tuple_iter(%iter_147) : !cute_arith_tuple_iter_7c5329
        %e0_149, %e1_150 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(?,?{div=4})">
        %152 = cute.get_scalars(%e0_149) : !cute.int_tuple<"?">
        %153 = cute.get_scalars(%e1_150) : !cute.int_tuple<"?{div=4}">
        %coord_151 = cute.make_coord(%e0_149, %e1_150) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_152 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %154 = cute.elem_less(%coord_151, %coord_152) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %155 = arith.extui %154 : i1 to i8
        %coord_153 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_153, %155) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_154 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_155 = cute.slice(%src_partitioned_88, %coord_154) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_156 = cute.get_iter(%slice_155) : !cute_coord_tensor_0ff96d
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_7c5329
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=4})">
        %156 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %157 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=4}">
        %iter_160 = cute.get_iter(%slice_155) : !cute_coord_tensor_0ff96d
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_7c5329
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,?{div=4})">
        %158 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %159 = cute.get_scalars(%e1_163) : !cute.int_tuple<"?{div=4}">
        %iter_164 = cute.get_iter(%slice_155) : !cute_coord_tensor_0ff96d
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_7c5329
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=4})">
        %160 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=4}">
        %coord_168 = cute.make_coord(%e0_166, %e1_167) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_169 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %162 = cute.elem_less(%coord_168, %coord_169) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %163 = arith.extui %162 : i1 to i8
        %coord_170 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_170, %163) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_171 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %164 = cute.make_layout_like(%lay_171) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_172 = cute.memref.alloca(%164) : !memref_rmem_f32
        %iter_173 = cute.get_iter(%rmem_172) : !memref_rmem_f32
        %iter_174 = cute.get_iter(%rmem_172) : !memref_rmem_f32
        %lay_175 = cute.get_layout(%rmem_172) : !memref_rmem_f32
        %sz_176 = cute.size(%rmem_172) : (!memref_rmem_f32) -> !cute.int_tuple<"16">
        %e0_177 = cute.get_leaves(%sz_176) : !cute.int_tuple<"16">
        %165 = cute.get_shape(%lay_175) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_178, %e1_179, %e2, %e3 = cute.get_leaves(%165) : !cute.shape<"((4,1),1,4)">
        %int_tuple_180 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_180) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_181 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_182 = arith.constant 0.000000e+00 : f32
        %166 = vector.broadcast %cst_182 : f32 to vector<16xf32>
        %int_tuple_183 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_184 = cute.size(%int_tuple_183) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_185 = cute.get_leaves(%sz_184) : !cute.int_tuple<"16">
        %int_tuple_186 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_187 = cute.size(%int_tuple_186) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_188 = cute.get_leaves(%sz_187) : !cute.int_tuple<"16">
        cute.memref.store_vec(%166, %rmem_172) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %167 = cute.get_shape(%lay_171) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_189, %e1_190, %e2_191, %e3_192 = cute.get_leaves(%167) : !cute.shape<"((4,1),1,4)">
        %shape_193 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_194 = cute.make_layout(%shape_193) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_171, %lay_194) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_195 = cute.make_view(%iter_76, %append) : !memref_gmem_f32_4
        %iter_196 = cute.get_iter(%view_195) : !memref_gmem_f32_4
        %lay_197 = cute.get_layout(%view_195) : !memref_gmem_f32_4
        %168 = cute.get_shape(%lay_197) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%168) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_195) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_202 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %iter_203 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %shape_204 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_205 = cute.make_layout(%shape_204) : !cute.layout<"1:0">
        %append_206 = cute.append_to_rank<2> (%lay_175, %lay_205) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_207 = cute.make_view(%iter_174, %append_206) : !memref_rmem_f32
        %iter_208 = cute.get_iter(%view_207) : !memref_rmem_f32
        %lay_209 = cute.get_layout(%view_207) : !memref_rmem_f32
        %169 = cute.get_shape(%lay_209) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_210, %e1_211, %e2_212, %e3_213 = cute.get_leaves(%169) : !cute.shape<"((4,1),1,4)">
        %grouped_214 = cute.group_modes(%view_207) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_215 = cute.get_iter(%grouped_214) : !memref_rmem_f32_1
        %iter_216 = cute.get_iter(%grouped_214) : !memref_rmem_f32_1
        %lay_217 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_218 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_219 = cute.make_layout(%shape_218) : !cute.layout<"1:0">
        %append_220 = cute.append_to_rank<2> (%lay_217, %lay_219) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_221 = cute.make_view(%iter_102, %append_220) : !memref_rmem_i8
        %iter_222 = cute.get_iter(%view_221) : !memref_rmem_i8
        %lay_223 = cute.get_layout(%view_221) : !memref_rmem_i8
        %170 = cute.get_shape(%lay_223) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_224, %e1_225, %e2_226 = cute.get_leaves(%170) : !cute.shape<"(1,1,4)">
        %grouped_227 = cute.group_modes(%view_221) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_228 = cute.get_iter(%grouped_227) : !memref_rmem_i8_1
        %iter_229 = cute.get_iter(%grouped_227) : !memref_rmem_i8_1
        %lay_230 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %171 = cute.get_shape(%lay_230) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_231, %e1_232, %e2_233, %e3_234 = cute.get_leaves(%171) : !cute.shape<"((4,1),(1,4))">
        %lay_235 = cute.get_layout(%grouped_214) : !memref_rmem_f32_1
        %172 = cute.get_shape(%lay_235) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_236, %e1_237, %e2_238, %e3_239 = cute.get_leaves(%172) : !cute.shape<"((4,1),(1,4))">
        %sz_240 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_241 = cute.get_leaves(%sz_240) : !cute.int_tuple<"4">
        %sz_242 = cute.size(%grouped_214) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_243 = cute.get_leaves(%sz_242) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped, %grouped_214, %grouped_227) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %173 = cute.memref.load_vec(%rmem_172) : (!memref_rmem_f32) -> vector<16xf32>
        %174 = vector.broadcast %cst_182 : f32 to vector<16xf32>
        %175 = arith.cmpf olt, %173, %174 : vector<16xf32>
        %176 = arith.negf %173 : vector<16xf32>
        %177 = arith.select %175, %176, %173 : vector<16xi1>, vector<16xf32>
        %178 = vector.reduction <maximumf>, %177, %cst_182 : vector<16xf32> into f32
        %179 = arith.maximumf %arg9, %178 : f32
        %cst_244 = arith.constant 1.17549435E-38 : f32
        %180 = arith.maximumf %179, %cst_244 : f32
        %cst_245 = arith.constant 1.000000e+00 : f32
        %181 = arith.divf %cst_245, %180 : f32
        %182 = vector.broadcast %181 : f32 to vector<16xf32>
        %183 = arith.mulf %173, %182 : vector<16xf32>
        %184 = arith.mulf %arg9, %181 : f32
        %185 = arith.mulf %arg8, %184 : f32
        %186 = arith.mulf %185, %184 : f32
        %187 = arith.mulf %183, %183 : vector<16xf32>
        %188 = vector.reduction <add>, %187, %cst_182 : vector<16xf32> into f32
        %189 = arith.addf %186, %188 : f32
        scf.yield %189, %179, %arg10 : f32, f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_23 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_23) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_24 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_23) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_25 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %shape_26 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_27 = cute.make_layout(%shape_26) : !cute.layout<"16:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_28 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_29 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_30 = cute.recast_iter(%iter_29) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_30, %lay_23) : !memref_smem_f32
      %iter_31 = cute.get_iter(%view) : !memref_smem_f32
      %iter_32 = cute.get_iter(%view) : !memref_smem_f32
      %shape_33 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_34 = cute.make_layout(%shape_33) : !cute.layout<"4:1">
      %coord_35 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_36 = cute.crd2idx(%coord_35, %lay_34) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_37 = cute.get_leaves(%idx_36) : !cute.int_tuple<"0">
      %cosz_38 = cute.cosize(%lay_34) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_39 = cute.get_leaves(%cosz_38) : !cute.int_tuple<"4">
      %shape_40 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_41 = cute.make_layout(%shape_40) : !cute.layout<"16:1">
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
        %iter_72 = cute.get_iter(%view) : !memref_smem_f32
        %iter_73 = cute.get_iter(%view_46) : !memref_smem_f32
        %coord_74 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_74, %59) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        %coord_75 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_46, %coord_75, %68) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_46 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_72 = cute.get_iter(%view) : !memref_smem_f32
        %iter_73 = cute.get_iter(%view_46) : !memref_smem_f32
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
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_65 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_66 = cute.get_leaves(%sz_65) : !cute.int_tuple<"5000">
      %cst_67 = arith.constant 5.000000e+03 : f32
      %109 = arith.divf %108, %cst_67 : f32
      %cst_68 = arith.constant 1.17549435E-38 : f32
      %110 = arith.maximumf %99, %cst_68 : f32
      %111 = arith.divf %cst_18, %110 : f32
      %112 = arith.mulf %99, %99 : f32
      %113 = arith.mulf %112, %109 : f32
      %114 = arith.addf %113, %arg5 : f32
      %115 = math.rsqrt %114 : f32
      %116 = arith.mulf %arg5, %111 : f32
      %117 = arith.mulf %116, %111 : f32
      %118 = arith.addf %109, %117 : f32
      %119 = math.rsqrt %118 : f32
      %120 = arith.mulf %111, %119 : f32
      %cst_69 = arith.constant 9.99999984E+17 : f32
      %121 = arith.cmpf ogt, %99, %cst_69 : f32
      %122 = scf.if %121 -> (f32) {
        scf.yield %120 : f32
      } else {
        scf.yield %115 : f32
      }
      %123 = arith.cmpi eq, %0, %c0_i32_49 : i32
      %124 = scf.if %123 -> (!memref_gmem_f32_2) {
        %iter_72 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %coord_73 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_73, %122) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_2
      } else {
        %iter_72 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        scf.yield %arg3 : !memref_gmem_f32_2
      }
      %iter_70 = cute.get_iter(%124) : !memref_gmem_f32_2
      %iter_71 = cute.get_iter(%124) : !memref_gmem_f32_2
      %125 = scf.for %arg7 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg8 = %arg6) -> (!copy_simt)  : i32 {
        %coord_72 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_72) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_73 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %iter_74 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %coord_75 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_75) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_76 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_4
        %coord_77 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_78 = cute.slice(%arg1, %coord_77) : !memref_gmem_f32_1, !cute.coord<"((_,_),(?,?))">
        %iter_79 = cute.get_iter(%slice_78) : !memref_gmem_f32_3
        %iter_80 = cute.get_iter(%slice_78) : !memref_gmem_f32_3
        %coord_81 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_82 = cute.tiled.copy.partition_S(%arg8, %slice_78, %coord_81) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_83 = cute.get_iter(%src_partitioned_82) : !memref_gmem_f32_4
        %coord_84 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_85 = cute.slice(%arg2, %coord_84) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_86 = cute.get_iter(%slice_85) : !memref_gmem_f32_3
        %iter_87 = cute.get_iter(%slice_85) : !memref_gmem_f32_3
        %coord_88 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_85, %coord_88) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_89 = cute.get_iter(%dst_partitioned) : !memref_gmem_f32_4
        %coord_90 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_91 = cute.slice(%arg4, %coord_90) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_92 = cute.get_iter(%slice_91) : !cute_coord_tensor_029b8b
        %tup_93 = cute.deref_arith_tuple_iter(%iter_92) : !cute_arith_tuple_iter_aaefeb
        %e0_94, %e1_95 = cute.get_leaves(%tup_93) : !cute_int_tuple_530818
        %126 = cute.get_scalars(%e0_94) : !cute.int_tuple<"?">
        %127 = cute.get_scalars(%e1_95) : !cute.int_tuple<"?{div=2048}">
        %iter_96 = cute.get_iter(%slice_91) : !cute_coord_tensor_029b8b
        %tup_97 = cute.deref_arith_tuple_iter(%iter_96) : !cute_arith_tuple_iter_aaefeb
        %e0_98, %e1_99 = cute.get_leaves(%tup_97) : !cute_int_tuple_530818
        %128 = cute.get_scalars(%e0_98) : !cute.int_tuple<"?">
        %129 = cute.get_scalars(%e1_99) : !cute.int_tuple<"?{div=2048}">
        %coord_100 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_101 = cute.tiled.copy.partition_S(%arg8, %slice_91, %coord_100) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_102 = cute.get_iter(%src_partitioned_101) : !cute_coord_tensor_40e15c
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute_arith_tuple_iter_7c5329
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute.int_tuple<"(?,?{div=4})">
        %130 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %131 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=4}">
        %sz_106 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_107 = cute.get_leaves(%sz_106) : !cute.int_tuple<"1">
        %sz_108 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_109 = cute.get_leaves(%sz_108) : !cute.int_tuple<"1">
        %sz_110 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"4">
        %e0_111 = cute.get_leaves(%sz_110) : !cute.int_tuple<"4">
        %shape_112 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_113 = cute.make_layout(%shape_112) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_113) : !memref_rmem_i8
        %iter_114 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_115 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_116 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_117 = cute.slice(%src_partitioned_101, %coord_116) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_118 = cute.get_iter(%slice_117) : !cute_coord_tensor_0ff96d
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_7c5329
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,?{div=4})">
        %132 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %133 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=4}">
        %iter_122 = cute.get_iter(%slice_117) : !cute_coord_tensor_0ff96d
        %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_7c5329
        %e0_124, %e1_125 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(?,?{div=4})">
        %134 = cute.get_scalars(%e0_124) : !cute.int_tuple<"?">
        %135 = cute.get_scalars(%e1_125) : !cute.int_tuple<"?{div=4}">
        %iter_126 = cute.get_iter(%slice_117) : !cute_coord_tensor_0ff96d
        %tup_127 = cute.deref_arith_tuple_iter(%iter_126) : !cute_arith_tuple_iter_7c5329
        %e0_128, %e1_129 = cute.get_leaves(%tup_127) : !cute.int_tuple<"(?,?{div=4})">
        %136 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?">
        %137 = cute.get_scalars(%e1_129) : !cute.int_tuple<"?{div=4}">
        %coord_130 = cute.make_coord(%e0_128, %e1_129) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_131 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %138 = cute.elem_less(%coord_130, %coord_131) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %139 = arith.extui %138 : i1 to i8
        %coord_132 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_132, %139) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_133 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_134 = cute.slice(%src_partitioned_101, %coord_133) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_135 = cute.get_iter(%slice_134) : !cute_coord_tensor_0ff96d
        %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_7c5329
        %e0_137, %e1_138 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(?,?{div=4})">
        %140 = cute.get_scalars(%e0_137) : !cute.int_tuple<"?">
        %141 = cute.get_scalars(%e1_138) : !cute.int_tuple<"?{div=4}">
        %iter_139 = cute.get_iter(%slice_134) : !cute_coord_tensor_0ff96d
        %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute_arith_tuple_iter_7c5329
        %e0_141, %e1_142 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(?,?{div=4})">
        %142 = cute.get_scalars(%e0_141) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_142) : !cute.int_tuple<"?{div=4}">
        %iter_143 = cute.get_iter(%slice_134) : !cute_coord_tensor_0ff96d
        %tup_144 = cute.deref_arith_tuple_iter(%iter_143) : !cute_arith_tuple_iter_7c5329
        %e0_145, %e1_146 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?{div=4})">
        %144 = cute.get_scalars(%e0_145) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_146) : !cute.int_tuple<"?{div=4}">
        %coord_147 = cute.make_coord(%e0_145, %e1_146) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_148 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %146 = cute.elem_less(%coord_147, %coord_148) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %147 = arith.extui %146 : i1 to i8
        %coord_149 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_149, %147) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_150 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_151 = cute.slice(%src_partitioned_101, %coord_150) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_152 = cute.get_iter(%slice_151) : !cute_coord_tensor_0ff96d
        %tup_153 = cute.deref_arith_tuple_iter(%iter_152) : !cute_arith_tuple_iter_7c5329
        %e0_154, %e1_155 = cute.get_leaves(%tup_153) : !cute.int_tuple<"(?,?{div=4})">
        %148 = cute.get_scalars(%e0_154) : !cute.int_tuple<"?">
        %149 = cute.get_scalars(%e1_155) : !cute.int_tuple<"?{div=4}">
        %iter_156 = cute.get_iter(%slice_151) : !cute_coord_tensor_0ff96d
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_7c5329
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=4})">
        %150 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %151 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=4}">
        %iter_160 = cute.get_iter(%slice_151) : !cute_coord_tensor_0ff96d
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_7c5329
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,?{div=4})">
        %152 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %153 = cute.get_scalars(%e1_163) : !cute.int_tuple<"?{div=4}">
        %coord_164 = cute.make_coord(%e0_162, %e1_163) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_165 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %154 = cute.elem_less(%coord_164, %coord_165) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %155 = arith.extui %154 : i1 to i8
        %coord_166 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_166, %155) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_167 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_168 = cute.slice(%src_partitioned_101, %coord_167) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_169 = cute.get_iter(%slice_168) : !cute_coord_tensor_0ff96d
        %tup_170 = cute.deref_arith_tuple_iter(%iter_169) : !cute_arith_tuple_iter_7c5329
        %e0_171, %e1_172 = cute.get_leaves(%tup_170) : !cute.int_tuple<"(?,?{div=4})">
        %156 = cute.get_scalars(%e0_171) : !cute.int_tuple<"?">
        %157 = cute.get_scalars(%e1_172) : !cute.int_tuple<"?{div=4}">
        %iter_173 = cute.get_iter(%slice_168) : !cute_coord_tensor_0ff96d
        %tup_174 = cute.deref_arith_tuple_iter(%iter_173) : !cute_arith_tuple_iter_7c5329
        %e0_175, %e1_176 = cute.get_leaves(%tup_174) : !cute.int_tuple<"(?,?{div=4})">
        %158 = cute.get_scalars(%e0_175) : !cute.int_tuple<"?">
        %159 = cute.get_scalars(%e1_176) : !cute.int_tuple<"?{div=4}">
        %iter_177 = cute.get_iter(%slice_168) : !cute_coord_tensor_0ff96d
        %tup_178 = cute.deref_arith_tuple_iter(%iter_177) : !cute_arith_tuple_iter_7c5329
        %e0_179, %e1_180 = cute.get_leaves(%tup_178) : !cute.int_tuple<"(?,?{div=4})">
        %160 = cute.get_scalars(%e0_179) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_180) : !cute.int_tuple<"?{div=4}">
        %coord_181 = cute.make_coord(%e0_179, %e1_180) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_182 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %162 = cute.elem_less(%coord_181, %coord_182) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %163 = arith.extui %162 : i1 to i8
        %coord_183 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_183, %163) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_184 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %164 = cute.make_layout_like(%lay_184) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_185 = cute.memref.alloca(%164) : !memref_rmem_f32
        %iter_186 = cute.get_iter(%rmem_185) : !memref_rmem_f32
        %iter_187 = cute.get_iter(%rmem_185) : !memref_rmem_f32
        %lay_188 = cute.get_layout(%src_partitioned_82) : !memref_gmem_f32_4
        %165 = cute.make_layout_like(%lay_188) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_189 = cute.memref.alloca(%165) : !memref_rmem_f32
        %iter_190 = cute.get_iter(%rmem_189) : !memref_rmem_f32
        %iter_191 = cute.get_iter(%rmem_189) : !memref_rmem_f32
        %lay_192 = cute.get_layout(%rmem_185) : !memref_rmem_f32
        %sz_193 = cute.size(%rmem_185) : (!memref_rmem_f32) -> !cute.int_tuple<"16">
        %e0_194 = cute.get_leaves(%sz_193) : !cute.int_tuple<"16">
        %166 = cute.get_shape(%lay_192) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_195, %e1_196, %e2, %e3 = cute.get_leaves(%166) : !cute.shape<"((4,1),1,4)">
        %int_tuple_197 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_197) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_198 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_199 = arith.constant 0.000000e+00 : f32
        %167 = vector.broadcast %cst_199 : f32 to vector<16xf32>
        %int_tuple_200 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_201 = cute.size(%int_tuple_200) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_202 = cute.get_leaves(%sz_201) : !cute.int_tuple<"16">
        %int_tuple_203 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_204 = cute.size(%int_tuple_203) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_205 = cute.get_leaves(%sz_204) : !cute.int_tuple<"16">
        cute.memref.store_vec(%167, %rmem_185) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %lay_206 = cute.get_layout(%rmem_189) : !memref_rmem_f32
        %sz_207 = cute.size(%rmem_189) : (!memref_rmem_f32) -> !cute.int_tuple<"16">
        %e0_208 = cute.get_leaves(%sz_207) : !cute.int_tuple<"16">
        %168 = cute.get_shape(%lay_206) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_209, %e1_210, %e2_211, %e3_212 = cute.get_leaves(%168) : !cute.shape<"((4,1),1,4)">
        %int_tuple_213 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res_214 = cute.tuple.product(%int_tuple_213) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_215 = cute.get_leaves(%res_214) : !cute.int_tuple<"16">
        %169 = vector.broadcast %cst_199 : f32 to vector<16xf32>
        %int_tuple_216 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_217 = cute.size(%int_tuple_216) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_218 = cute.get_leaves(%sz_217) : !cute.int_tuple<"16">
        %int_tuple_219 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_220 = cute.size(%int_tuple_219) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_221 = cute.get_leaves(%sz_220) : !cute.int_tuple<"16">
        cute.memref.store_vec(%169, %rmem_189) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %170 = cute.get_shape(%lay_184) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_222, %e1_223, %e2_224, %e3_225 = cute.get_leaves(%170) : !cute.shape<"((4,1),1,4)">
        %shape_226 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_227 = cute.make_layout(%shape_226) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_184, %lay_227) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_228 = cute.make_view(%iter_76, %append) : !memref_gmem_f32_4
        %iter_229 = cute.get_iter(%view_228) : !memref_gmem_f32_4
        %lay_230 = cute.get_layout(%view_228) : !memref_gmem_f32_4
        %171 = cute.get_shape(%lay_230) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_231, %e1_232, %e2_233, %e3_234 = cute.get_leaves(%171) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_228) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_235 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %iter_236 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %shape_237 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_238 = cute.make_layout(%shape_237) : !cute.layout<"1:0">
        %append_239 = cute.append_to_rank<2> (%lay_192, %lay_238) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_240 = cute.make_view(%iter_187, %append_239) : !memref_rmem_f32
        %iter_241 = cute.get_iter(%view_240) : !memref_rmem_f32
        %lay_242 = cute.get_layout(%view_240) : !memref_rmem_f32
        %172 = cute.get_shape(%lay_242) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_243, %e1_244, %e2_245, %e3_246 = cute.get_leaves(%172) : !cute.shape<"((4,1),1,4)">
        %grouped_247 = cute.group_modes(%view_240) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_248 = cute.get_iter(%grouped_247) : !memref_rmem_f32_1
        %iter_249 = cute.get_iter(%grouped_247) : !memref_rmem_f32_1
        %lay_250 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_251 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_252 = cute.make_layout(%shape_251) : !cute.layout<"1:0">
        %append_253 = cute.append_to_rank<2> (%lay_250, %lay_252) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_254 = cute.make_view(%iter_115, %append_253) : !memref_rmem_i8
        %iter_255 = cute.get_iter(%view_254) : !memref_rmem_i8
        %lay_256 = cute.get_layout(%view_254) : !memref_rmem_i8
        %173 = cute.get_shape(%lay_256) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_257, %e1_258, %e2_259 = cute.get_leaves(%173) : !cute.shape<"(1,1,4)">
        %grouped_260 = cute.group_modes(%view_254) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_261 = cute.get_iter(%grouped_260) : !memref_rmem_i8_1
        %iter_262 = cute.get_iter(%grouped_260) : !memref_rmem_i8_1
        %lay_263 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %174 = cute.get_shape(%lay_263) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_264, %e1_265, %e2_266, %e3_267 = cute.get_leaves(%174) : !cute.shape<"((4,1),(1,4))">
        %lay_268 = cute.get_layout(%grouped_247) : !memref_rmem_f32_1
        %175 = cute.get_shape(%lay_268) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_269, %e1_270, %e2_271, %e3_272 = cute.get_leaves(%175) : !cute.shape<"((4,1),(1,4))">
        %sz_273 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_274 = cute.get_leaves(%sz_273) : !cute.int_tuple<"4">
        %sz_275 = cute.size(%grouped_247) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_276 = cute.get_leaves(%sz_275) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped, %grouped_247, %grouped_260) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %176 = cute.get_shape(%lay_188) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_277, %e1_278, %e2_279, %e3_280 = cute.get_leaves(%176) : !cute.shape<"((4,1),1,4)">
        %shape_281 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_282 = cute.make_layout(%shape_281) : !cute.layout<"1:0">
        %append_283 = cute.append_to_rank<2> (%lay_188, %lay_282) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_284 = cute.make_view(%iter_83, %append_283) : !memref_gmem_f32_4
        %iter_285 = cute.get_iter(%view_284) : !memref_gmem_f32_4
        %lay_286 = cute.get_layout(%view_284) : !memref_gmem_f32_4
        %177 = cute.get_shape(%lay_286) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%177) : !cute.shape<"((4,1),1,4)">
        %grouped_291 = cute.group_modes(%view_284) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_292 = cute.get_iter(%grouped_291) : !memref_gmem_f32_5
        %iter_293 = cute.get_iter(%grouped_291) : !memref_gmem_f32_5
        %shape_294 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_295 = cute.make_layout(%shape_294) : !cute.layout<"1:0">
        %append_296 = cute.append_to_rank<2> (%lay_206, %lay_295) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_297 = cute.make_view(%iter_191, %append_296) : !memref_rmem_f32
        %iter_298 = cute.get_iter(%view_297) : !memref_rmem_f32
        %lay_299 = cute.get_layout(%view_297) : !memref_rmem_f32
        %178 = cute.get_shape(%lay_299) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_300, %e1_301, %e2_302, %e3_303 = cute.get_leaves(%178) : !cute.shape<"((4,1),1,4)">
        %grouped_304 = cute.group_modes(%view_297) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_305 = cute.get_iter(%grouped_304) : !memref_rmem_f32_1
        %iter_306 = cute.get_iter(%grouped_304) : !memref_rmem_f32_1
        %shape_307 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_308 = cute.make_layout(%shape_307) : !cute.layout<"1:0">
        %append_309 = cute.append_to_rank<2> (%lay_250, %lay_308) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_310 = cute.make_view(%iter_115, %append_309) : !memref_rmem_i8
        %iter_311 = cute.get_iter(%view_310) : !memref_rmem_i8
        %lay_312 = cute.get_layout(%view_310) : !memref_rmem_i8
        %179 = cute.get_shape(%lay_312) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_313, %e1_314, %e2_315 = cute.get_leaves(%179) : !cute.shape<"(1,1,4)">
        %grouped_316 = cute.group_modes(%view_310) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_317 = cute.get_iter(%grouped_316) : !memref_rmem_i8_1
        %iter_318 = cute.get_iter(%grouped_316) : !memref_rmem_i8_1
        %lay_319 = cute.get_layout(%grouped_291) : !memref_gmem_f32_5
        %180 = cute.get_shape(%lay_319) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_320, %e1_321, %e2_322, %e3_323 = cute.get_leaves(%180) : !cute.shape<"((4,1),(1,4))">
        %lay_324 = cute.get_layout(%grouped_304) : !memref_rmem_f32_1
        %181 = cute.get_shape(%lay_324) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_325, %e1_326, %e2_327, %e3_328 = cute.get_leaves(%181) : !cute.shape<"((4,1),(1,4))">
        %sz_329 = cute.size(%grouped_291) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_330 = cute.get_leaves(%sz_329) : !cute.int_tuple<"4">
        %sz_331 = cute.size(%grouped_304) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_332 = cute.get_leaves(%sz_331) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped_291, %grouped_304, %grouped_316) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %182 = cute.memref.load_vec(%rmem_185) : (!memref_rmem_f32) -> vector<16xf32>
        %183 = vector.broadcast %122 : f32 to vector<16xf32>
        %184 = arith.mulf %182, %183 : vector<16xf32>
        %185 = cute.memref.load_vec(%rmem_189) : (!memref_rmem_f32) -> vector<16xf32>
        %186 = arith.mulf %184, %185 : vector<16xf32>
        %lay_333 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_4
        %187 = cute.make_layout_like(%lay_333) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_334 = cute.memref.alloca(%187) : !memref_rmem_f32
        %iter_335 = cute.get_iter(%rmem_334) : !memref_rmem_f32
        %iter_336 = cute.get_iter(%rmem_334) : !memref_rmem_f32
        %lay_337 = cute.get_layout(%rmem_334) : !memref_rmem_f32
        %188 = cute.get_shape(%lay_337) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_338, %e1_339, %e2_340, %e3_341 = cute.get_leaves(%188) : !cute.shape<"((4,1),1,4)">
        %int_tuple_342 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_343 = cute.size(%int_tuple_342) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_344 = cute.get_leaves(%sz_343) : !cute.int_tuple<"16">
        %int_tuple_345 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_346 = cute.size(%int_tuple_345) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_347 = cute.get_leaves(%sz_346) : !cute.int_tuple<"16">
        cute.memref.store_vec(%186, %rmem_334) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %189 = cute.get_shape(%lay_333) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_348, %e1_349, %e2_350, %e3_351 = cute.get_leaves(%189) : !cute.shape<"((4,1),1,4)">
        %shape_352 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_353 = cute.make_layout(%shape_352) : !cute.layout<"1:0">
        %append_354 = cute.append_to_rank<2> (%lay_337, %lay_353) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_355 = cute.make_view(%iter_336, %append_354) : !memref_rmem_f32
        %iter_356 = cute.get_iter(%view_355) : !memref_rmem_f32
        %lay_357 = cute.get_layout(%view_355) : !memref_rmem_f32
        %190 = cute.get_shape(%lay_357) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_358, %e1_359, %e2_360, %e3_361 = cute.get_leaves(%190) : !cute.shape<"((4,1),1,4)">
        %grouped_362 = cute.group_modes(%view_355) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_363 = cute.get_iter(%grouped_362) : !memref_rmem_f32_1
        %iter_364 = cute.get_iter(%grouped_362) : !memref_rmem_f32_1
        %shape_365 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_366 = cute.make_layout(%shape_365) : !cute.layout<"1:0">
        %append_367 = cute.append_to_rank<2> (%lay_333, %lay_366) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_368 = cute.make_view(%iter_89, %append_367) : !memref_gmem_f32_4
        %iter_369 = cute.get_iter(%view_368) : !memref_gmem_f32_4
        %lay_370 = cute.get_layout(%view_368) : !memref_gmem_f32_4
        %191 = cute.get_shape(%lay_370) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_371, %e1_372, %e2_373, %e3_374 = cute.get_leaves(%191) : !cute.shape<"((4,1),1,4)">
        %grouped_375 = cute.group_modes(%view_368) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_376 = cute.get_iter(%grouped_375) : !memref_gmem_f32_5
        %iter_377 = cute.get_iter(%grouped_375) : !memref_gmem_f32_5
        %shape_378 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_379 = cute.make_layout(%shape_378) : !cute.layout<"1:0">
        %append_380 = cute.append_to_rank<2> (%lay_250, %lay_379) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_381 = cute.make_view(%iter_115, %append_380) : !memref_rmem_i8
        %iter_382 = cute.get_iter(%view_381) : !memref_rmem_i8
        %lay_383 = cute.get_layout(%view_381) : !memref_rmem_i8
        %192 = cute.get_shape(%lay_383) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_384, %e1_385, %e2_386 = cute.get_leaves(%192) : !cute.shape<"(1,1,4)">
        %grouped_387 = cute.group_modes(%view_381) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_388 = cute.get_iter(%grouped_387) : !memref_rmem_i8_1
        %iter_389 = cute.get_iter(%grouped_387) : !memref_rmem_i8_1
        %lay_390 = cute.get_layout(%grouped_362) : !memref_rmem_f32_1
        %193 = cute.get_shape(%lay_390) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_391, %e1_392, %e2_393, %e3_394 = cute.get_leaves(%193) : !cute.shape<"((4,1),(1,4))">
        %lay_395 = cute.get_layout(%grouped_375) : !memref_gmem_f32_5
        %194 = cute.get_shape(%lay_395) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_396, %e1_397, %e2_398, %e3_399 = cute.get_leaves(%194) : !cute.shape<"((4,1),(1,4))">
        %sz_400 = cute.size(%grouped_362) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_401 = cute.get_leaves(%sz_400) : !cute.int_tuple<"4">
        %sz_402 = cute.size(%grouped_375) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_403 = cute.get_leaves(%sz_402) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped_362, %grouped_375, %grouped_387) : (!copy_simt, !memref_rmem_f32_1, !memref_gmem_f32_5, !memref_rmem_i8_1)
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
    %iter_29 = cute.get_iter(%div) : !memref_gmem_f32
    %iter_30 = cute.get_iter(%div) : !memref_gmem_f32
    %lay_31 = cute.get_layout(%view_27) : !memref_gmem_f32_8
    %5 = cute.get_shape(%lay_31) : (!cute.layout<"(96,5000):(0,1)">) -> !cute.shape<"(96,5000)">
    %e0_32, %e1_33 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_34 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_35 = cute.zipped_divide(%view_27, %tile_34) : !memref_gmem_f32_8, !cute.tile<"[1:0;2048:1]">
    %iter_36 = cute.get_iter(%div_35) : !memref_gmem_f32_1
    %iter_37 = cute.get_iter(%div_35) : !memref_gmem_f32_1
    %lay_38 = cute.get_layout(%view_19) : !memref_gmem_f32_6
    %6 = cute.get_shape(%lay_38) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_39, %e1_40 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_41 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_42 = cute.zipped_divide(%view_19, %tile_41) : !memref_gmem_f32_6, !cute.tile<"[1:0;2048:1]">
    %iter_43 = cute.get_iter(%div_42) : !memref_gmem_f32
    %iter_44 = cute.get_iter(%div_42) : !memref_gmem_f32
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %7 = cute.make_identity_tensor(%shape_45) : !cute_coord_tensor_15c8d6
    %iter_46 = cute.get_iter(%7) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_46) : !cute.arith_tuple_iter<"(0,0)">
    %e0_47, %e1_48 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_49 = cute.get_layout(%7) : !cute_coord_tensor_15c8d6
    %8 = cute.get_shape(%lay_49) : (!cute.layout<"(96,5000):(1@0,1@1)">) -> !cute.shape<"(96,5000)">
    %e0_50, %e1_51 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %tile_52 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_53 = cute.zipped_divide(%7, %tile_52) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;2048:1]">
    %iter_54 = cute.get_iter(%div_53) : !cute_coord_tensor_511bd0
    %tup_55 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(0,0)">
    %e0_56, %e1_57 = cute.get_leaves(%tup_55) : !cute.int_tuple<"(0,0)">
    %iter_58 = cute.get_iter(%div_53) : !cute_coord_tensor_511bd0
    %tup_59 = cute.deref_arith_tuple_iter(%iter_58) : !cute.arith_tuple_iter<"(0,0)">
    %e0_60, %e1_61 = cute.get_leaves(%tup_59) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_62 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_63 = cute.make_ordered_layout(%shape_62, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_65 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_66 = cute.make_ordered_layout(%shape_64, %int_tuple_65) : (!cute.shape<"(1,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,4):(0,1)">
    %prod = cute.raked_product(%lay_63, %lay_66) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,4):(0,1)">) -> !cute_layout_b668f0
    %sz = cute.size(%lay_63) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_67 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_68 = cute.size(%lay_66) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_69 = cute.get_leaves(%sz_68) : !cute.int_tuple<"4">
    %shape_70 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_71 = cute.make_layout(%shape_70) : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %9 = cute.composition(%rinv, %lay_71) : (!cute.layout<"(128,4):(4,1)">, !cute.layout<"(128,4):(1,128)">) -> !cute.layout<"(128,4):(4,1)">
    %10 = cute.get_shape(%prod) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_72, %e1_73, %e2 = cute.get_leaves(%10) : !cute.shape<"(1,(4,128))">
    %int_tuple_74 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %res = cute.tuple.product_each(%int_tuple_74) : (!cute.int_tuple<"(1,(4,128))">) -> !cute.int_tuple<"(1,512)">
    %e0_75, %e1_76 = cute.get_leaves(%res) : !cute.int_tuple<"(1,512)">
    %tile_77 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %11 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_78 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f32_6) -> !cute.int_tuple<"96">
    %e0_79 = cute.get_leaves(%sz_78) : !cute.int_tuple<"96">
    %lay_80 = cute.get_layout(%div) : !memref_gmem_f32
    %lay_81 = cute.get_layout(%div_35) : !memref_gmem_f32_1
    %lay_82 = cute.get_layout(%div_42) : !memref_gmem_f32
    %lay_83 = cute.get_layout(%arg3) : !memref_gmem_f32_2
    %lay_84 = cute.get_layout(%div_53) : !cute_coord_tensor_511bd0
    %12 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_85, %e1_86 = cute.get_leaves(%12) : !cute.tile<"[1:0;512:1]">
    %13 = cute.static : !cute.layout<"(128,4):(4,1)">
    %14 = cute.static : !cute.layout<"1:0">
    %15 = cute.static : !cute.layout<"(1,4):(0,1)">
    %16 = cute.static : !cute.layout<"(1,4):(0,1)">
    %17 = cute.kernel_smem_size @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0 : i64
    %c96_i32 = arith.constant 96 : i32
    %18 = arith.extsi %c96_i32 : i32 to i64
    %19 = arith.cmpi slt, %18, %17 : i64
    scf.if %19 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c96_i32, %17) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %20 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %20 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
    }
    %21 = arith.extsi %c96_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_87 = arith.constant 96 : i32
    %22 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %21, gridDim = (%c96_i32_87, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%22] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_88 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%22] %c0_i32_88 : !cuda_launch_cfg_2cf94c, i32
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%22> (%div, %div_35, %div_42, %arg3, %div_53, %arg4, %11) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f32, !memref_gmem_f32_1, !memref_gmem_f32, !memref_gmem_f32_2, !cute_coord_tensor_511bd0, f32, !copy_simt) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_89 = arith.constant 0 : i32
    return %c0_i32_89 : i32
  }
}
