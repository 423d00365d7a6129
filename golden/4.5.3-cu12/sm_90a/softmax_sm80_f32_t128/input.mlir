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
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_, %arg2: !cute_coord_tensor_511bd0, %arg3: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_
      %iter_1 = cute.get_iter(%arg2) : !cute_coord_tensor_511bd0
      %tup = cute.deref_arith_tuple_iter(%iter_1) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f32_
      %iter_4 = cute.get_iter(%arg2) : !cute_coord_tensor_511bd0
      %tup_5 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_7 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32_
      %lay_8 = cute.get_layout(%arg1) : !memref_gmem_f32_
      %lay_9 = cute.get_layout(%arg2) : !cute_coord_tensor_511bd0
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
      %e0_10 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %cst = arith.constant 0.000000e+00 : f32
      %cst_11 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:3 = scf.for %arg4 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg5 = %cst, %arg6 = %cst_11, %arg7 = %arg3) -> (f32, f32, !copy_simt)  : i32 {
        %coord_73 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_73) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_74 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %iter_75 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %coord_76 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_76) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_77 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_2
        %coord_78 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_79 = cute.slice(%arg2, %coord_78) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_80 = cute.get_iter(%slice_79) : !cute_coord_tensor_029b8b
        %tup_81 = cute.deref_arith_tuple_iter(%iter_80) : !cute_arith_tuple_iter_aaefeb
        %e0_82, %e1_83 = cute.get_leaves(%tup_81) : !cute_int_tuple_530818
        %97 = cute.get_scalars(%e0_82) : !cute.int_tuple<"?">
        %98 = cute.get_scalars(%e1_83) : !cute.int_tuple<"?{div=2048}">
        %iter_84 = cute.get_iter(%slice_79) : !cute_coord_tensor_029b8b
        %tup_85 = cute.deref_arith_tuple_iter(%iter_84) : !cute_arith_tuple_iter_aaefeb
        %e0_86, %e1_87 = cute.get_leaves(%tup_85) : !cute_int_tuple_530818
        %99 = cute.get_scalars(%e0_86) : !cute.int_tuple<"?">
        %100 = cute.get_scalars(%e1_87) : !cute.int_tuple<"?{div=2048}">
        %coord_88 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_89 = cute.tiled.copy.partition_S(%arg7, %slice_79, %coord_88) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_90 = cute.get_iter(%src_partitioned_89) : !cute_coord_tensor_40e15c
        %tup_91 = cute.deref_arith_tuple_iter(%iter_90) : !cute_arith_tuple_iter_7c5329
        %e0_92, %e1_93 = cute.get_leaves(%tup_91) : !cute.int_tuple<"(?,?{div=4})">
        %101 = cute.get_scalars(%e0_92) : !cute.int_tuple<"?">
        %102 = cute.get_scalars(%e1_93) : !cute.int_tuple<"?{div=4}">
        %sz_94 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"1">
        %e0_95 = cute.get_leaves(%sz_94) : !cute.int_tuple<"1">
        %sz_96 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"1">
        %e0_97 = cute.get_leaves(%sz_96) : !cute.int_tuple<"1">
        %sz_98 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"4">
        %e0_99 = cute.get_leaves(%sz_98) : !cute.int_tuple<"4">
        %shape_100 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_101 = cute.make_layout(%shape_100) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_101) : !memref_rmem_i8_
        %iter_102 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_103 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_104 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_105 = cute.slice(%src_partitioned_89, %coord_104) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_106 = cute.get_iter(%slice_105) : !cute_coord_tensor_0ff96d
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute_arith_tuple_iter_7c5329
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute.int_tuple<"(?,?{div=4})">
        %103 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %104 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=4}">
        %iter_110 = cute.get_iter(%slice_105) : !cute_coord_tensor_0ff96d
        %tup_111 = cute.deref_arith_tuple_iter(%iter_110) : !cute_arith_tuple_iter_7c5329
        %e0_112, %e1_113 = cute.get_leaves(%tup_111) : !cute.int_tuple<"(?,?{div=4})">
        %105 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?">
        %106 = cute.get_scalars(%e1_113) : !cute.int_tuple<"?{div=4}">
        %iter_114 = cute.get_iter(%slice_105) : !cute_coord_tensor_0ff96d
        %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_7c5329
        %e0_116, %e1_117 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(?,?{div=4})">
        %107 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?">
        %108 = cute.get_scalars(%e1_117) : !cute.int_tuple<"?{div=4}">
        %coord_118 = cute.make_coord(%e0_116, %e1_117) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_119 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %109 = cute.elem_less(%coord_118, %coord_119) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %110 = arith.extui %109 : i1 to i8
        %coord_120 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_120, %110) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_121 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_122 = cute.slice(%src_partitioned_89, %coord_121) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_123 = cute.get_iter(%slice_122) : !cute_coord_tensor_0ff96d
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute_arith_tuple_iter_7c5329
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?{div=4})">
        %111 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %112 = cute.get_scalars(%e1_126) : !cute.int_tuple<"?{div=4}">
        %iter_127 = cute.get_iter(%slice_122) : !cute_coord_tensor_0ff96d
        %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_7c5329
        %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(?,?{div=4})">
        %113 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?">
        %114 = cute.get_scalars(%e1_130) : !cute.int_tuple<"?{div=4}">
        %iter_131 = cute.get_iter(%slice_122) : !cute_coord_tensor_0ff96d
        %tup_132 = cute.deref_arith_tuple_iter(%iter_131) : !cute_arith_tuple_iter_7c5329
        %e0_133, %e1_134 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?{div=4})">
        %115 = cute.get_scalars(%e0_133) : !cute.int_tuple<"?">
        %116 = cute.get_scalars(%e1_134) : !cute.int_tuple<"?{div=4}">
        %coord_135 = cute.make_coord(%e0_133, %e1_134) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_136 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %117 = cute.elem_less(%coord_135, %coord_136) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %118 = arith.extui %117 : i1 to i8
        %coord_137 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_137, %118) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_138 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_139 = cute.slice(%src_partitioned_89, %coord_138) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_140 = cute.get_iter(%slice_139) : !cute_coord_tensor_0ff96d
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_7c5329
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=4})">
        %119 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=4}">
        %iter_144 = cute.get_iter(%slice_139) : !cute_coord_tensor_0ff96d
        %tup_145 = cute.deref_arith_tuple_iter(%iter_144) : !cute_arith_tuple_iter_7c5329
        %e0_146, %e1_147 = cute.get_leaves(%tup_145) : !cute.int_tuple<"(?,?{div=4})">
        %121 = cute.get_scalars(%e0_146) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_147) : !cute.int_tuple<"?{div=4}">
        %iter_148 = cute.get_iter(%slice_139) : !cute_coord_tensor_0ff96d
        %tup_149 = cute.deref_arith_tuple_iter(%iter_148) : !cute_arith_tuple_iter_7c5329
        %e0_150, %e1_151 = cute.get_leaves(%tup_149) : !cute.int_tuple<"(?,?{div=4})">
        %123 = cute.get_scalars(%e0_150) : !cute.int_tuple<"?">
        %124 = cute.get_scalars(%e1_151) : !cute.int_tuple<"?{div=4}">
        %coord_152 = cute.make_coord(%e0_150, %e1_151) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_153 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %125 = cute.elem_less(%coord_152, %coord_153) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %126 = arith.extui %125 : i1 to i8
        %coord_154 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_154, %126) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_155 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_156 = cute.slice(%src_partitioned_89, %coord_155) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_157 = cute.get_iter(%slice_156) : !cute_coord_tensor_0ff96d
        %tup_158 = cute.deref_arith_tuple_iter(%iter_157) : !cute_arith_tuple_iter_7c5329
        %e0_159, %e1_160 = cute.get_leaves(%tup_158) : !cute.int_tuple<"(?,?{div=4})">
        %127 = cute.get_scalars(%e0_159) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_160) : !cute.int_tuple<"?{div=4}">
        %iter_161 = cute.get_iter(%slice_156) : !cute_coord_tensor_0ff96d
        %tup_162 = cute.deref_arith_tuple_iter(%iter_161) : !cute_arith_tuple_iter_7c5329
        %e0_163, %e1_164 = cute.get_leaves(%tup_162) : !cute.int_tuple<"(?,?{div=4})">
        %129 = cute.get_scalars(%e0_163) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_164) : !cute.int_tuple<"?{div=4}">
        %iter_165 = cute.get_iter(%slice_156) : !cute_coord_tensor_0ff96d
        %tup_166 = cute.deref_arith_tuple_iter(%iter_165) : !cute_arith_tuple_iter_7c5329
        %e0_167, %e1_168 = cute.get_leaves(%tup_166) : !cute.int_tuple<"(?,?{div=4})">
        %131 = cute.get_scalars(%e0_167) : !cute.int_tuple<"?">
        %132 = cute.get_scalars(%e1_168) : !cute.int_tuple<"?{div=4}">
        %coord_169 = cute.make_coord(%e0_167, %e1_168) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_170 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %133 = cute.elem_less(%coord_169, %coord_170) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %134 = arith.extui %133 : i1 to i8
        %coord_171 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_171, %134) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_172 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %135 = cute.make_layout_like(%lay_172) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_173 = cute.memref.alloca(%135) : !memref_rmem_f32_
        %iter_174 = cute.get_iter(%rmem_173) : !memref_rmem_f32_
        %iter_175 = cute.get_iter(%rmem_173) : !memref_rmem_f32_
        %lay_176 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %sz_177 = cute.size(%rmem_173) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_178 = cute.get_leaves(%sz_177) : !cute.int_tuple<"16">
        %lay_179 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %136 = cute.get_shape(%lay_179) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_180, %e1_181, %e2, %e3 = cute.get_leaves(%136) : !cute.shape<"((4,1),1,4)">
        %int_tuple_182 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_182) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_183 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_184 = arith.constant 0xFF800000 : f32
        %137 = vector.splat %cst_184 : vector<16xf32>
        %lay_185 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %138 = cute.get_shape(%lay_185) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_186, %e1_187, %e2_188, %e3_189 = cute.get_leaves(%138) : !cute.shape<"((4,1),1,4)">
        %lay_190 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %lay_191 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %139 = cute.get_shape(%lay_191) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_192, %e1_193, %e2_194, %e3_195 = cute.get_leaves(%139) : !cute.shape<"((4,1),1,4)">
        %int_tuple_196 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_197 = cute.size(%int_tuple_196) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_198 = cute.get_leaves(%sz_197) : !cute.int_tuple<"16">
        %int_tuple_199 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_200 = cute.size(%int_tuple_199) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_201 = cute.get_leaves(%sz_200) : !cute.int_tuple<"16">
        cute.memref.store_vec(%137, %rmem_173) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_202 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %140 = cute.get_shape(%lay_202) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_203, %e1_204, %e2_205, %e3_206 = cute.get_leaves(%140) : !cute.shape<"((4,1),1,4)">
        %lay_207 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %141 = cute.get_shape(%lay_207) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_208, %e1_209, %e2_210, %e3_211 = cute.get_leaves(%141) : !cute.shape<"((4,1),1,4)">
        %lay_212 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %shape_213 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_214 = cute.make_layout(%shape_213) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_212, %lay_214) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_215 = cute.make_view(%iter_77, %append) : !memref_gmem_f32_2
        %iter_216 = cute.get_iter(%view_215) : !memref_gmem_f32_2
        %lay_217 = cute.get_layout(%view_215) : !memref_gmem_f32_2
        %142 = cute.get_shape(%lay_217) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_218, %e1_219, %e2_220, %e3_221 = cute.get_leaves(%142) : !cute.shape<"((4,1),1,4)">
        %lay_222 = cute.get_layout(%view_215) : !memref_gmem_f32_2
        %143 = cute.get_shape(%lay_222) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_223, %e1_224, %e2_225, %e3_226 = cute.get_leaves(%143) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_215) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_227 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %iter_228 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %lay_229 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %shape_230 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_231 = cute.make_layout(%shape_230) : !cute.layout<"1:0">
        %append_232 = cute.append_to_rank<2> (%lay_229, %lay_231) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_233 = cute.make_view(%iter_175, %append_232) : !memref_rmem_f32_
        %iter_234 = cute.get_iter(%view_233) : !memref_rmem_f32_
        %lay_235 = cute.get_layout(%view_233) : !memref_rmem_f32_
        %144 = cute.get_shape(%lay_235) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_236, %e1_237, %e2_238, %e3_239 = cute.get_leaves(%144) : !cute.shape<"((4,1),1,4)">
        %lay_240 = cute.get_layout(%view_233) : !memref_rmem_f32_
        %145 = cute.get_shape(%lay_240) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_241, %e1_242, %e2_243, %e3_244 = cute.get_leaves(%145) : !cute.shape<"((4,1),1,4)">
        %grouped_245 = cute.group_modes(%view_233) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_246 = cute.get_iter(%grouped_245) : !memref_rmem_f32_1
        %iter_247 = cute.get_iter(%grouped_245) : !memref_rmem_f32_1
        %lay_248 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_249 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_250 = cute.make_layout(%shape_249) : !cute.layout<"1:0">
        %append_251 = cute.append_to_rank<2> (%lay_248, %lay_250) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_252 = cute.make_view(%iter_103, %append_251) : !memref_rmem_i8_
        %iter_253 = cute.get_iter(%view_252) : !memref_rmem_i8_
        %lay_254 = cute.get_layout(%view_252) : !memref_rmem_i8_
        %146 = cute.get_shape(%lay_254) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_255, %e1_256, %e2_257 = cute.get_leaves(%146) : !cute.shape<"(1,1,4)">
        %lay_258 = cute.get_layout(%view_252) : !memref_rmem_i8_
        %147 = cute.get_shape(%lay_258) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_259, %e1_260, %e2_261 = cute.get_leaves(%147) : !cute.shape<"(1,1,4)">
        %grouped_262 = cute.group_modes(%view_252) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_263 = cute.get_iter(%grouped_262) : !memref_rmem_i8_1
        %iter_264 = cute.get_iter(%grouped_262) : !memref_rmem_i8_1
        %lay_265 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %148 = cute.get_shape(%lay_265) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_266, %e1_267, %e2_268, %e3_269 = cute.get_leaves(%148) : !cute.shape<"((4,1),(1,4))">
        %lay_270 = cute.get_layout(%grouped_245) : !memref_rmem_f32_1
        %149 = cute.get_shape(%lay_270) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%149) : !cute.shape<"((4,1),(1,4))">
        %sz_275 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_276 = cute.get_leaves(%sz_275) : !cute.int_tuple<"4">
        %sz_277 = cute.size(%grouped_245) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_278 = cute.get_leaves(%sz_277) : !cute.int_tuple<"4">
        %lay_279 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %150 = cute.get_shape(%lay_279) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_280, %e1_281, %e2_282, %e3_283 = cute.get_leaves(%150) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg3, %grouped, %grouped_245, %grouped_262) : (!copy_simt, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_284 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %151 = cute.get_shape(%lay_284) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_285, %e1_286, %e2_287, %e3_288 = cute.get_leaves(%151) : !cute.shape<"((4,1),1,4)">
        %lay_289 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %152 = cute.memref.load_vec(%rmem_173) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_290 = cute.get_layout(%rmem_173) : !memref_rmem_f32_
        %153 = cute.get_shape(%lay_290) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%153) : !cute.shape<"((4,1),1,4)">
        %cst_295 = arith.constant 1.44269502 : f32
        %154 = vector.broadcast %cst_295 : f32 to vector<16xf32>
        %155 = arith.mulf %152, %154 : vector<16xf32>
        %cst_296 = arith.constant -3.40282347E+38 : f32
        %156 = vector.reduction <maximumf>, %155, %cst_296 : vector<16xf32> into f32
        %157 = arith.maximumf %arg6, %156 : f32
        %158 = vector.broadcast %157 : f32 to vector<16xf32>
        %159 = arith.subf %155, %158 : vector<16xf32>
        %160 = math.exp2 %159 : vector<16xf32>
        %cst_297 = arith.constant 0.000000e+00 : f32
        %161 = vector.reduction <add>, %160, %cst_297 : vector<16xf32> into f32
        %162 = arith.subf %arg6, %157 : f32
        %163 = math.exp2 %162 : f32
        %164 = arith.mulf %arg5, %163 : f32
        %165 = arith.addf %164, %161 : f32
        scf.yield %165, %157, %arg7 : f32, f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_36 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_36) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_37 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_36) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_38 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_39 = arith.constant 16 : i32
      %59 = arith.cmpi sge, %smem_size, %c16_i32_39 : i32
      cf.assert %59, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 16 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_40 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_40, %lay_36) : !memref_smem_f32_
      %iter_41 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_42 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_43 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_44 = cute.make_layout(%shape_43) : !cute.layout<"4:1">
      %coord_45 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_46 = cute.crd2idx(%coord_45, %lay_44) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_47 = cute.get_leaves(%idx_46) : !cute.int_tuple<"0">
      %cosz_48 = cute.cosize(%lay_44) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_49 = cute.get_leaves(%cosz_48) : !cute.int_tuple<"4">
      %int_tuple_50 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_51 = cute.add_offset(%ptr, %int_tuple_50) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_52 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %60 = arith.cmpi sge, %smem_size_52, %c32_i32 : i32
      cf.assert %60, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 32 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_53 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_54 = cute.make_view(%iter_53, %lay_44) : !memref_smem_f32_1
      %iter_55 = cute.get_iter(%view_54) : !memref_smem_f32_1
      %iter_56 = cute.get_iter(%view_54) : !memref_smem_f32_1
      %c0_i32_57 = arith.constant 0 : i32
      %61 = arith.cmpi eq, %6, %c0_i32_57 : i32
      %62:2 = scf.if %61 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_73 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_74 = cute.get_iter(%view_54) : !memref_smem_f32_1
        %coord_75 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_75, %51) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_76 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_54, %coord_76, %58) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_54 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_73 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_74 = cute.get_iter(%view_54) : !memref_smem_f32_1
        scf.yield %view, %view_54 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_58 = cute.get_iter(%62#0) : !memref_smem_f32_
      %iter_59 = cute.get_iter(%62#1) : !memref_smem_f32_1
      %iter_60 = cute.get_iter(%62#0) : !memref_smem_f32_
      %iter_61 = cute.get_iter(%62#0) : !memref_smem_f32_
      %iter_62 = cute.get_iter(%62#1) : !memref_smem_f32_1
      %iter_63 = cute.get_iter(%62#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_64 = cute.make_coord() : () -> !cute.coord<"0">
      %63 = cute.memref.load(%62#0, %coord_64) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_65 = cute.make_coord() : () -> !cute.coord<"0">
      %64 = cute.memref.load(%62#1, %coord_65) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_66 = cute.make_coord() : () -> !cute.coord<"1">
      %65 = cute.memref.load(%62#0, %coord_66) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_67 = cute.make_coord() : () -> !cute.coord<"1">
      %66 = cute.memref.load(%62#1, %coord_67) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %67 = arith.maximumf %63, %65 : f32
      %68 = arith.subf %63, %67 : f32
      %69 = math.exp2 %68 : f32
      %70 = arith.mulf %64, %69 : f32
      %71 = arith.subf %65, %67 : f32
      %72 = math.exp2 %71 : f32
      %73 = arith.mulf %66, %72 : f32
      %74 = arith.addf %70, %73 : f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"2">
      %75 = cute.memref.load(%62#0, %coord_68) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"2">
      %76 = cute.memref.load(%62#1, %coord_69) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %77 = arith.maximumf %67, %75 : f32
      %78 = arith.subf %67, %77 : f32
      %79 = math.exp2 %78 : f32
      %80 = arith.mulf %74, %79 : f32
      %81 = arith.subf %75, %77 : f32
      %82 = math.exp2 %81 : f32
      %83 = arith.mulf %76, %82 : f32
      %84 = arith.addf %80, %83 : f32
      %coord_70 = cute.make_coord() : () -> !cute.coord<"3">
      %85 = cute.memref.load(%62#0, %coord_70) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_71 = cute.make_coord() : () -> !cute.coord<"3">
      %86 = cute.memref.load(%62#1, %coord_71) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %87 = arith.maximumf %77, %85 : f32
      %88 = arith.subf %77, %87 : f32
      %89 = math.exp2 %88 : f32
      %90 = arith.mulf %84, %89 : f32
      %91 = arith.subf %85, %87 : f32
      %92 = math.exp2 %91 : f32
      %93 = arith.mulf %86, %92 : f32
      %94 = arith.addf %90, %93 : f32
      %cst_72 = arith.constant 1.000000e+00 : f32
      %95 = arith.divf %cst_72, %94 : f32
      %96 = scf.for %arg4 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg5 = %8#2) -> (!copy_simt)  : i32 {
        %coord_73 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_73) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_74 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %iter_75 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %coord_76 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_76) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_77 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_2
        %coord_78 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_79 = cute.slice(%arg1, %coord_78) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_80 = cute.get_iter(%slice_79) : !memref_gmem_f32_1
        %iter_81 = cute.get_iter(%slice_79) : !memref_gmem_f32_1
        %coord_82 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %slice_79, %coord_82) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_83 = cute.get_iter(%dst_partitioned) : !memref_gmem_f32_2
        %coord_84 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_85 = cute.slice(%arg2, %coord_84) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_86 = cute.get_iter(%slice_85) : !cute_coord_tensor_029b8b
        %tup_87 = cute.deref_arith_tuple_iter(%iter_86) : !cute_arith_tuple_iter_aaefeb
        %e0_88, %e1_89 = cute.get_leaves(%tup_87) : !cute_int_tuple_530818
        %97 = cute.get_scalars(%e0_88) : !cute.int_tuple<"?">
        %98 = cute.get_scalars(%e1_89) : !cute.int_tuple<"?{div=2048}">
        %iter_90 = cute.get_iter(%slice_85) : !cute_coord_tensor_029b8b
        %tup_91 = cute.deref_arith_tuple_iter(%iter_90) : !cute_arith_tuple_iter_aaefeb
        %e0_92, %e1_93 = cute.get_leaves(%tup_91) : !cute_int_tuple_530818
        %99 = cute.get_scalars(%e0_92) : !cute.int_tuple<"?">
        %100 = cute.get_scalars(%e1_93) : !cute.int_tuple<"?{div=2048}">
        %coord_94 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_95 = cute.tiled.copy.partition_S(%arg5, %slice_85, %coord_94) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_96 = cute.get_iter(%src_partitioned_95) : !cute_coord_tensor_40e15c
        %tup_97 = cute.deref_arith_tuple_iter(%iter_96) : !cute_arith_tuple_iter_7c5329
        %e0_98, %e1_99 = cute.get_leaves(%tup_97) : !cute.int_tuple<"(?,?{div=4})">
        %101 = cute.get_scalars(%e0_98) : !cute.int_tuple<"?">
        %102 = cute.get_scalars(%e1_99) : !cute.int_tuple<"?{div=4}">
        %sz_100 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"1">
        %e0_101 = cute.get_leaves(%sz_100) : !cute.int_tuple<"1">
        %sz_102 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"1">
        %e0_103 = cute.get_leaves(%sz_102) : !cute.int_tuple<"1">
        %sz_104 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"4">
        %e0_105 = cute.get_leaves(%sz_104) : !cute.int_tuple<"4">
        %shape_106 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_107 = cute.make_layout(%shape_106) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_107) : !memref_rmem_i8_
        %iter_108 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_109 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_110 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_111 = cute.slice(%src_partitioned_95, %coord_110) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_112 = cute.get_iter(%slice_111) : !cute_coord_tensor_0ff96d
        %tup_113 = cute.deref_arith_tuple_iter(%iter_112) : !cute_arith_tuple_iter_7c5329
        %e0_114, %e1_115 = cute.get_leaves(%tup_113) : !cute.int_tuple<"(?,?{div=4})">
        %103 = cute.get_scalars(%e0_114) : !cute.int_tuple<"?">
        %104 = cute.get_scalars(%e1_115) : !cute.int_tuple<"?{div=4}">
        %iter_116 = cute.get_iter(%slice_111) : !cute_coord_tensor_0ff96d
        %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute_arith_tuple_iter_7c5329
        %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute.int_tuple<"(?,?{div=4})">
        %105 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?">
        %106 = cute.get_scalars(%e1_119) : !cute.int_tuple<"?{div=4}">
        %iter_120 = cute.get_iter(%slice_111) : !cute_coord_tensor_0ff96d
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_7c5329
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute.int_tuple<"(?,?{div=4})">
        %107 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %108 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=4}">
        %coord_124 = cute.make_coord(%e0_122, %e1_123) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_125 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %109 = cute.elem_less(%coord_124, %coord_125) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %110 = arith.extui %109 : i1 to i8
        %coord_126 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_126, %110) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_127 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_128 = cute.slice(%src_partitioned_95, %coord_127) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_129 = cute.get_iter(%slice_128) : !cute_coord_tensor_0ff96d
        %tup_130 = cute.deref_arith_tuple_iter(%iter_129) : !cute_arith_tuple_iter_7c5329
        %e0_131, %e1_132 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(?,?{div=4})">
        %111 = cute.get_scalars(%e0_131) : !cute.int_tuple<"?">
        %112 = cute.get_scalars(%e1_132) : !cute.int_tuple<"?{div=4}">
        %iter_133 = cute.get_iter(%slice_128) : !cute_coord_tensor_0ff96d
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_7c5329
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=4})">
        %113 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %114 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=4}">
        %iter_137 = cute.get_iter(%slice_128) : !cute_coord_tensor_0ff96d
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_7c5329
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute.int_tuple<"(?,?{div=4})">
        %115 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %116 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=4}">
        %coord_141 = cute.make_coord(%e0_139, %e1_140) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_142 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %117 = cute.elem_less(%coord_141, %coord_142) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %118 = arith.extui %117 : i1 to i8
        %coord_143 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_143, %118) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_144 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_145 = cute.slice(%src_partitioned_95, %coord_144) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_146 = cute.get_iter(%slice_145) : !cute_coord_tensor_0ff96d
        %tup_147 = cute.deref_arith_tuple_iter(%iter_146) : !cute_arith_tuple_iter_7c5329
        %e0_148, %e1_149 = cute.get_leaves(%tup_147) : !cute.int_tuple<"(?,?{div=4})">
        %119 = cute.get_scalars(%e0_148) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_149) : !cute.int_tuple<"?{div=4}">
        %iter_150 = cute.get_iter(%slice_145) : !cute_coord_tensor_0ff96d
        %tup_151 = cute.deref_arith_tuple_iter(%iter_150) : !cute_arith_tuple_iter_7c5329
        %e0_152, %e1_153 = cute.get_leaves(%tup_151) : !cute.int_tuple<"(?,?{div=4})">
        %121 = cute.get_scalars(%e0_152) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_153) : !cute.int_tuple<"?{div=4}">
        %iter_154 = cute.get_iter(%slice_145) : !cute_coord_tensor_0ff96d
        %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_7c5329
        %e0_156, %e1_157 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(?,?{div=4})">
        %123 = cute.get_scalars(%e0_156) : !cute.int_tuple<"?">
        %124 = cute.get_scalars(%e1_157) : !cute.int_tuple<"?{div=4}">
        %coord_158 = cute.make_coord(%e0_156, %e1_157) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_159 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %125 = cute.elem_less(%coord_158, %coord_159) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %126 = arith.extui %125 : i1 to i8
        %coord_160 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_160, %126) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_161 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_162 = cute.slice(%src_partitioned_95, %coord_161) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_163 = cute.get_iter(%slice_162) : !cute_coord_tensor_0ff96d
        %tup_164 = cute.deref_arith_tuple_iter(%iter_163) : !cute_arith_tuple_iter_7c5329
        %e0_165, %e1_166 = cute.get_leaves(%tup_164) : !cute.int_tuple<"(?,?{div=4})">
        %127 = cute.get_scalars(%e0_165) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_166) : !cute.int_tuple<"?{div=4}">
        %iter_167 = cute.get_iter(%slice_162) : !cute_coord_tensor_0ff96d
        %tup_168 = cute.deref_arith_tuple_iter(%iter_167) : !cute_arith_tuple_iter_7c5329
        %e0_169, %e1_170 = cute.get_leaves(%tup_168) : !cute.int_tuple<"(?,?{div=4})">
        %129 = cute.get_scalars(%e0_169) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_170) : !cute.int_tuple<"?{div=4}">
        %iter_171 = cute.get_iter(%slice_162) : !cute_coord_tensor_0ff96d
        %tup_172 = cute.deref_arith_tuple_iter(%iter_171) : !cute_arith_tuple_iter_7c5329
        %e0_173, %e1_174 = cute.get_leaves(%tup_172) : !cute.int_tuple<"(?,?{div=4})">
        %131 = cute.get_scalars(%e0_173) : !cute.int_tuple<"?">
        %132 = cute.get_scalars(%e1_174) : !cute.int_tuple<"?{div=4}">
        %coord_175 = cute.make_coord(%e0_173, %e1_174) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_176 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %133 = cute.elem_less(%coord_175, %coord_176) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %134 = arith.extui %133 : i1 to i8
        %coord_177 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_177, %134) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_178 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %135 = cute.make_layout_like(%lay_178) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_179 = cute.memref.alloca(%135) : !memref_rmem_f32_
        %iter_180 = cute.get_iter(%rmem_179) : !memref_rmem_f32_
        %iter_181 = cute.get_iter(%rmem_179) : !memref_rmem_f32_
        %lay_182 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %sz_183 = cute.size(%rmem_179) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_184 = cute.get_leaves(%sz_183) : !cute.int_tuple<"16">
        %lay_185 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %136 = cute.get_shape(%lay_185) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_186, %e1_187, %e2, %e3 = cute.get_leaves(%136) : !cute.shape<"((4,1),1,4)">
        %int_tuple_188 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_188) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_189 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_190 = arith.constant 0.000000e+00 : f32
        %137 = vector.splat %cst_190 : vector<16xf32>
        %lay_191 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %138 = cute.get_shape(%lay_191) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_192, %e1_193, %e2_194, %e3_195 = cute.get_leaves(%138) : !cute.shape<"((4,1),1,4)">
        %lay_196 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %lay_197 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %139 = cute.get_shape(%lay_197) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%139) : !cute.shape<"((4,1),1,4)">
        %int_tuple_202 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_203 = cute.size(%int_tuple_202) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_204 = cute.get_leaves(%sz_203) : !cute.int_tuple<"16">
        %int_tuple_205 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_206 = cute.size(%int_tuple_205) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_207 = cute.get_leaves(%sz_206) : !cute.int_tuple<"16">
        cute.memref.store_vec(%137, %rmem_179) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_208 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %140 = cute.get_shape(%lay_208) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_209, %e1_210, %e2_211, %e3_212 = cute.get_leaves(%140) : !cute.shape<"((4,1),1,4)">
        %lay_213 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %141 = cute.get_shape(%lay_213) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_214, %e1_215, %e2_216, %e3_217 = cute.get_leaves(%141) : !cute.shape<"((4,1),1,4)">
        %lay_218 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %shape_219 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_220 = cute.make_layout(%shape_219) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_218, %lay_220) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_221 = cute.make_view(%iter_77, %append) : !memref_gmem_f32_2
        %iter_222 = cute.get_iter(%view_221) : !memref_gmem_f32_2
        %lay_223 = cute.get_layout(%view_221) : !memref_gmem_f32_2
        %142 = cute.get_shape(%lay_223) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_224, %e1_225, %e2_226, %e3_227 = cute.get_leaves(%142) : !cute.shape<"((4,1),1,4)">
        %lay_228 = cute.get_layout(%view_221) : !memref_gmem_f32_2
        %143 = cute.get_shape(%lay_228) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_229, %e1_230, %e2_231, %e3_232 = cute.get_leaves(%143) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_221) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_233 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %iter_234 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %lay_235 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %shape_236 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_237 = cute.make_layout(%shape_236) : !cute.layout<"1:0">
        %append_238 = cute.append_to_rank<2> (%lay_235, %lay_237) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_239 = cute.make_view(%iter_181, %append_238) : !memref_rmem_f32_
        %iter_240 = cute.get_iter(%view_239) : !memref_rmem_f32_
        %lay_241 = cute.get_layout(%view_239) : !memref_rmem_f32_
        %144 = cute.get_shape(%lay_241) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_242, %e1_243, %e2_244, %e3_245 = cute.get_leaves(%144) : !cute.shape<"((4,1),1,4)">
        %lay_246 = cute.get_layout(%view_239) : !memref_rmem_f32_
        %145 = cute.get_shape(%lay_246) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_247, %e1_248, %e2_249, %e3_250 = cute.get_leaves(%145) : !cute.shape<"((4,1),1,4)">
        %grouped_251 = cute.group_modes(%view_239) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_252 = cute.get_iter(%grouped_251) : !memref_rmem_f32_1
        %iter_253 = cute.get_iter(%grouped_251) : !memref_rmem_f32_1
        %lay_254 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_255 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_256 = cute.make_layout(%shape_255) : !cute.layout<"1:0">
        %append_257 = cute.append_to_rank<2> (%lay_254, %lay_256) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_258 = cute.make_view(%iter_109, %append_257) : !memref_rmem_i8_
        %iter_259 = cute.get_iter(%view_258) : !memref_rmem_i8_
        %lay_260 = cute.get_layout(%view_258) : !memref_rmem_i8_
        %146 = cute.get_shape(%lay_260) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_261, %e1_262, %e2_263 = cute.get_leaves(%146) : !cute.shape<"(1,1,4)">
        %lay_264 = cute.get_layout(%view_258) : !memref_rmem_i8_
        %147 = cute.get_shape(%lay_264) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_265, %e1_266, %e2_267 = cute.get_leaves(%147) : !cute.shape<"(1,1,4)">
        %grouped_268 = cute.group_modes(%view_258) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_269 = cute.get_iter(%grouped_268) : !memref_rmem_i8_1
        %iter_270 = cute.get_iter(%grouped_268) : !memref_rmem_i8_1
        %lay_271 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %148 = cute.get_shape(%lay_271) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_272, %e1_273, %e2_274, %e3_275 = cute.get_leaves(%148) : !cute.shape<"((4,1),(1,4))">
        %lay_276 = cute.get_layout(%grouped_251) : !memref_rmem_f32_1
        %149 = cute.get_shape(%lay_276) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_277, %e1_278, %e2_279, %e3_280 = cute.get_leaves(%149) : !cute.shape<"((4,1),(1,4))">
        %sz_281 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_282 = cute.get_leaves(%sz_281) : !cute.int_tuple<"4">
        %sz_283 = cute.size(%grouped_251) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_284 = cute.get_leaves(%sz_283) : !cute.int_tuple<"4">
        %lay_285 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %150 = cute.get_shape(%lay_285) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%150) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg3, %grouped, %grouped_251, %grouped_268) : (!copy_simt, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_290 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %151 = cute.get_shape(%lay_290) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%151) : !cute.shape<"((4,1),1,4)">
        %lay_295 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %152 = cute.memref.load_vec(%rmem_179) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_296 = cute.get_layout(%rmem_179) : !memref_rmem_f32_
        %153 = cute.get_shape(%lay_296) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_297, %e1_298, %e2_299, %e3_300 = cute.get_leaves(%153) : !cute.shape<"((4,1),1,4)">
        %cst_301 = arith.constant 1.44269502 : f32
        %154 = vector.broadcast %cst_301 : f32 to vector<16xf32>
        %155 = arith.mulf %152, %154 : vector<16xf32>
        %156 = vector.broadcast %87 : f32 to vector<16xf32>
        %157 = arith.subf %155, %156 : vector<16xf32>
        %158 = math.exp2 %157 : vector<16xf32>
        %159 = vector.broadcast %95 : f32 to vector<16xf32>
        %160 = arith.mulf %158, %159 : vector<16xf32>
        %lay_302 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_2
        %161 = cute.make_layout_like(%lay_302) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_303 = cute.memref.alloca(%161) : !memref_rmem_f32_
        %iter_304 = cute.get_iter(%rmem_303) : !memref_rmem_f32_
        %iter_305 = cute.get_iter(%rmem_303) : !memref_rmem_f32_
        %lay_306 = cute.get_layout(%rmem_303) : !memref_rmem_f32_
        %162 = cute.get_shape(%lay_306) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_307, %e1_308, %e2_309, %e3_310 = cute.get_leaves(%162) : !cute.shape<"((4,1),1,4)">
        %lay_311 = cute.get_layout(%rmem_303) : !memref_rmem_f32_
        %lay_312 = cute.get_layout(%rmem_303) : !memref_rmem_f32_
        %163 = cute.get_shape(%lay_312) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_313, %e1_314, %e2_315, %e3_316 = cute.get_leaves(%163) : !cute.shape<"((4,1),1,4)">
        %int_tuple_317 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_318 = cute.size(%int_tuple_317) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_319 = cute.get_leaves(%sz_318) : !cute.int_tuple<"16">
        %int_tuple_320 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_321 = cute.size(%int_tuple_320) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_322 = cute.get_leaves(%sz_321) : !cute.int_tuple<"16">
        cute.memref.store_vec(%160, %rmem_303) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_323 = cute.get_layout(%rmem_303) : !memref_rmem_f32_
        %164 = cute.get_shape(%lay_323) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_324, %e1_325, %e2_326, %e3_327 = cute.get_leaves(%164) : !cute.shape<"((4,1),1,4)">
        %lay_328 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_2
        %165 = cute.get_shape(%lay_328) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_329, %e1_330, %e2_331, %e3_332 = cute.get_leaves(%165) : !cute.shape<"((4,1),1,4)">
        %lay_333 = cute.get_layout(%rmem_303) : !memref_rmem_f32_
        %shape_334 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_335 = cute.make_layout(%shape_334) : !cute.layout<"1:0">
        %append_336 = cute.append_to_rank<2> (%lay_333, %lay_335) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_337 = cute.make_view(%iter_305, %append_336) : !memref_rmem_f32_
        %iter_338 = cute.get_iter(%view_337) : !memref_rmem_f32_
        %lay_339 = cute.get_layout(%view_337) : !memref_rmem_f32_
        %166 = cute.get_shape(%lay_339) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_340, %e1_341, %e2_342, %e3_343 = cute.get_leaves(%166) : !cute.shape<"((4,1),1,4)">
        %lay_344 = cute.get_layout(%view_337) : !memref_rmem_f32_
        %167 = cute.get_shape(%lay_344) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_345, %e1_346, %e2_347, %e3_348 = cute.get_leaves(%167) : !cute.shape<"((4,1),1,4)">
        %grouped_349 = cute.group_modes(%view_337) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_350 = cute.get_iter(%grouped_349) : !memref_rmem_f32_1
        %iter_351 = cute.get_iter(%grouped_349) : !memref_rmem_f32_1
        %lay_352 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_2
        %shape_353 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_354 = cute.make_layout(%shape_353) : !cute.layout<"1:0">
        %append_355 = cute.append_to_rank<2> (%lay_352, %lay_354) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_356 = cute.make_view(%iter_83, %append_355) : !memref_gmem_f32_2
        %iter_357 = cute.get_iter(%view_356) : !memref_gmem_f32_2
        %lay_358 = cute.get_layout(%view_356) : !memref_gmem_f32_2
        %168 = cute.get_shape(%lay_358) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_359, %e1_360, %e2_361, %e3_362 = cute.get_leaves(%168) : !cute.shape<"((4,1),1,4)">
        %lay_363 = cute.get_layout(%view_356) : !memref_gmem_f32_2
        %169 = cute.get_shape(%lay_363) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_364, %e1_365, %e2_366, %e3_367 = cute.get_leaves(%169) : !cute.shape<"((4,1),1,4)">
        %grouped_368 = cute.group_modes(%view_356) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_369 = cute.get_iter(%grouped_368) : !memref_gmem_f32_3
        %iter_370 = cute.get_iter(%grouped_368) : !memref_gmem_f32_3
        %lay_371 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_372 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_373 = cute.make_layout(%shape_372) : !cute.layout<"1:0">
        %append_374 = cute.append_to_rank<2> (%lay_371, %lay_373) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_375 = cute.make_view(%iter_109, %append_374) : !memref_rmem_i8_
        %iter_376 = cute.get_iter(%view_375) : !memref_rmem_i8_
        %lay_377 = cute.get_layout(%view_375) : !memref_rmem_i8_
        %170 = cute.get_shape(%lay_377) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_378, %e1_379, %e2_380 = cute.get_leaves(%170) : !cute.shape<"(1,1,4)">
        %lay_381 = cute.get_layout(%view_375) : !memref_rmem_i8_
        %171 = cute.get_shape(%lay_381) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_382, %e1_383, %e2_384 = cute.get_leaves(%171) : !cute.shape<"(1,1,4)">
        %grouped_385 = cute.group_modes(%view_375) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_386 = cute.get_iter(%grouped_385) : !memref_rmem_i8_1
        %iter_387 = cute.get_iter(%grouped_385) : !memref_rmem_i8_1
        %lay_388 = cute.get_layout(%grouped_349) : !memref_rmem_f32_1
        %172 = cute.get_shape(%lay_388) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_389, %e1_390, %e2_391, %e3_392 = cute.get_leaves(%172) : !cute.shape<"((4,1),(1,4))">
        %lay_393 = cute.get_layout(%grouped_368) : !memref_gmem_f32_3
        %173 = cute.get_shape(%lay_393) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_394, %e1_395, %e2_396, %e3_397 = cute.get_leaves(%173) : !cute.shape<"((4,1),(1,4))">
        %sz_398 = cute.size(%grouped_349) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_399 = cute.get_leaves(%sz_398) : !cute.int_tuple<"4">
        %sz_400 = cute.size(%grouped_368) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_401 = cute.get_leaves(%sz_400) : !cute.int_tuple<"4">
        %lay_402 = cute.get_layout(%grouped_349) : !memref_rmem_f32_1
        %174 = cute.get_shape(%lay_402) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_403, %e1_404, %e2_405, %e3_406 = cute.get_leaves(%174) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg3, %grouped_349, %grouped_368, %grouped_385) : (!copy_simt, !memref_rmem_f32_1, !memref_gmem_f32_3, !memref_rmem_i8_1)
        scf.yield %arg5 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h57d05bb9(%arg0: !memref_gmem_f32_4, %arg1: !memref_gmem_f32_4, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_4
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_4
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f32_4
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f32_4
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32_4
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_3, %e1_4 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_5 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_1, %lay_5) : !memref_gmem_f32_4
    %iter_6 = cute.get_iter(%view) : !memref_gmem_f32_4
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_f32_4
    %2 = cute.get_stride(%lay_7) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_8, %e1_9 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_7) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_10, %e1_11 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_14 = cute.make_layout(%shape_12, %stride_13) : !cute_layout_5d1655
    %view_15 = cute.make_view(%iter_2, %lay_14) : !memref_gmem_f32_4
    %iter_16 = cute.get_iter(%view_15) : !memref_gmem_f32_4
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_f32_4, !cute.tile<"[1:0;2048:1]">
    %iter_17 = cute.get_iter(%div) : !memref_gmem_f32_
    %iter_18 = cute.get_iter(%div) : !memref_gmem_f32_
    %tile_19 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_20 = cute.zipped_divide(%view_15, %tile_19) : !memref_gmem_f32_4, !cute.tile<"[1:0;2048:1]">
    %iter_21 = cute.get_iter(%div_20) : !memref_gmem_f32_
    %iter_22 = cute.get_iter(%div_20) : !memref_gmem_f32_
    %lay_23 = cute.get_layout(%view) : !memref_gmem_f32_4
    %4 = cute.get_shape(%lay_23) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_24, %e1_25 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_26 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %5 = cute.make_identity_tensor(%shape_26) : !cute_coord_tensor_15c8d6
    %iter_27 = cute.get_iter(%5) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_27) : !cute.arith_tuple_iter<"(0,0)">
    %e0_28, %e1_29 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_30 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_31 = cute.zipped_divide(%5, %tile_30) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;2048:1]">
    %iter_32 = cute.get_iter(%div_31) : !cute_coord_tensor_511bd0
    %tup_33 = cute.deref_arith_tuple_iter(%iter_32) : !cute.arith_tuple_iter<"(0,0)">
    %e0_34, %e1_35 = cute.get_leaves(%tup_33) : !cute.int_tuple<"(0,0)">
    %iter_36 = cute.get_iter(%div_31) : !cute_coord_tensor_511bd0
    %tup_37 = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(0,0)">
    %e0_38, %e1_39 = cute.get_leaves(%tup_37) : !cute.int_tuple<"(0,0)">
    %lay_40 = cute.get_layout(%view) : !memref_gmem_f32_4
    %6 = cute.get_shape(%lay_40) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_41, %e1_42 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_43 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_44 = cute.make_ordered_layout(%shape_43, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_46 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_47 = cute.make_ordered_layout(%shape_45, %int_tuple_46) : (!cute.shape<"(1,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,4):(0,1)">
    %prod = cute.raked_product(%lay_44, %lay_47) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,4):(0,1)">) -> !cute_layout_b668f0
    %sz = cute.size(%lay_44) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_48 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_49 = cute.size(%lay_47) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_50 = cute.get_leaves(%sz_49) : !cute.int_tuple<"4">
    %shape_51 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_52 = cute.make_layout(%shape_51) : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %7 = cute.composition(%rinv, %lay_52) : (!cute.layout<"(128,4):(4,1)">, !cute.layout<"(128,4):(1,128)">) -> !cute.layout<"(128,4):(4,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_53, %e1_54, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(4,128))">
    %int_tuple_55 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %res = cute.tuple.product_each(%int_tuple_55) : (!cute.int_tuple<"(1,(4,128))">) -> !cute.int_tuple<"(1,512)">
    %e0_56, %e1_57 = cute.get_leaves(%res) : !cute.int_tuple<"(1,512)">
    %tile_58 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_59 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"96">
    %e0_60 = cute.get_leaves(%sz_59) : !cute.int_tuple<"96">
    %lay_61 = cute.get_layout(%div) : !memref_gmem_f32_
    %lay_62 = cute.get_layout(%div_20) : !memref_gmem_f32_
    %lay_63 = cute.get_layout(%div_31) : !cute_coord_tensor_511bd0
    %10 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_64, %e1_65 = cute.get_leaves(%10) : !cute.tile<"[1:0;512:1]">
    %11 = cute.static : !cute.layout<"(128,4):(4,1)">
    %12 = cute.static : !cute.layout<"1:0">
    %13 = cute.static : !cute.layout<"(1,4):(0,1)">
    %14 = cute.static : !cute.layout<"(1,4):(0,1)">
    %c96_i32 = arith.constant 96 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %15 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %15 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
    }
    %16 = arith.extsi %c96_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_66 = arith.constant 96 : i32
    %17 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %16, gridDim = (%c96_i32_66, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%17] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_67 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%17] %c0_i32_67 : !cuda.launch_cfg<max_attrs = 3>, i32
    %18 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0<%17> (%div, %div_20, %div_31, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_, !cute_coord_tensor_511bd0, !copy_simt) -> !cuda.result
    %19 = cuda.cast %18 : !cuda.result -> i32
    cuda.return_if_error %19 : i32
    %c0_i32_68 = arith.constant 0 : i32
    return %c0_i32_68 : i32
  }
}
