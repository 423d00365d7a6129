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
        %coord_74 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_74) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_75 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %iter_76 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %coord_77 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_77) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_78 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_2
        %coord_79 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_80 = cute.slice(%arg2, %coord_79) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_81 = cute.get_iter(%slice_80) : !cute_coord_tensor_029b8b
        %tup_82 = cute.deref_arith_tuple_iter(%iter_81) : !cute_arith_tuple_iter_aaefeb
        %e0_83, %e1_84 = cute.get_leaves(%tup_82) : !cute_int_tuple_530818
        %113 = cute.get_scalars(%e0_83) : !cute.int_tuple<"?">
        %114 = cute.get_scalars(%e1_84) : !cute.int_tuple<"?{div=2048}">
        %iter_85 = cute.get_iter(%slice_80) : !cute_coord_tensor_029b8b
        %tup_86 = cute.deref_arith_tuple_iter(%iter_85) : !cute_arith_tuple_iter_aaefeb
        %e0_87, %e1_88 = cute.get_leaves(%tup_86) : !cute_int_tuple_530818
        %115 = cute.get_scalars(%e0_87) : !cute.int_tuple<"?">
        %116 = cute.get_scalars(%e1_88) : !cute.int_tuple<"?{div=2048}">
        %coord_89 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_90 = cute.tiled.copy.partition_S(%arg7, %slice_80, %coord_89) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_91 = cute.get_iter(%src_partitioned_90) : !cute_coord_tensor_40e15c
        %tup_92 = cute.deref_arith_tuple_iter(%iter_91) : !cute_arith_tuple_iter_7c5329
        %e0_93, %e1_94 = cute.get_leaves(%tup_92) : !cute.int_tuple<"(?,?{div=4})">
        %117 = cute.get_scalars(%e0_93) : !cute.int_tuple<"?">
        %118 = cute.get_scalars(%e1_94) : !cute.int_tuple<"?{div=4}">
        %sz_95 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"1">
        %e0_96 = cute.get_leaves(%sz_95) : !cute.int_tuple<"1">
        %sz_97 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"1">
        %e0_98 = cute.get_leaves(%sz_97) : !cute.int_tuple<"1">
        %sz_99 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"4">
        %e0_100 = cute.get_leaves(%sz_99) : !cute.int_tuple<"4">
        %shape_101 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_102 = cute.make_layout(%shape_101) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_102) : !memref_rmem_i8_
        %iter_103 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_104 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_105 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_106 = cute.slice(%src_partitioned_90, %coord_105) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_107 = cute.get_iter(%slice_106) : !cute_coord_tensor_0ff96d
        %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute_arith_tuple_iter_7c5329
        %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute.int_tuple<"(?,?{div=4})">
        %119 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_110) : !cute.int_tuple<"?{div=4}">
        %iter_111 = cute.get_iter(%slice_106) : !cute_coord_tensor_0ff96d
        %tup_112 = cute.deref_arith_tuple_iter(%iter_111) : !cute_arith_tuple_iter_7c5329
        %e0_113, %e1_114 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(?,?{div=4})">
        %121 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_114) : !cute.int_tuple<"?{div=4}">
        %iter_115 = cute.get_iter(%slice_106) : !cute_coord_tensor_0ff96d
        %tup_116 = cute.deref_arith_tuple_iter(%iter_115) : !cute_arith_tuple_iter_7c5329
        %e0_117, %e1_118 = cute.get_leaves(%tup_116) : !cute.int_tuple<"(?,?{div=4})">
        %123 = cute.get_scalars(%e0_117) : !cute.int_tuple<"?">
        %124 = cute.get_scalars(%e1_118) : !cute.int_tuple<"?{div=4}">
        %coord_119 = cute.make_coord(%e0_117, %e1_118) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_120 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %125 = cute.elem_less(%coord_119, %coord_120) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %126 = arith.extui %125 : i1 to i8
        %coord_121 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_121, %126) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_122 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_123 = cute.slice(%src_partitioned_90, %coord_122) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_124 = cute.get_iter(%slice_123) : !cute_coord_tensor_0ff96d
        %tup_125 = cute.deref_arith_tuple_iter(%iter_124) : !cute_arith_tuple_iter_7c5329
        %e0_126, %e1_127 = cute.get_leaves(%tup_125) : !cute.int_tuple<"(?,?{div=4})">
        %127 = cute.get_scalars(%e0_126) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_127) : !cute.int_tuple<"?{div=4}">
        %iter_128 = cute.get_iter(%slice_123) : !cute_coord_tensor_0ff96d
        %tup_129 = cute.deref_arith_tuple_iter(%iter_128) : !cute_arith_tuple_iter_7c5329
        %e0_130, %e1_131 = cute.get_leaves(%tup_129) : !cute.int_tuple<"(?,?{div=4})">
        %129 = cute.get_scalars(%e0_130) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_131) : !cute.int_tuple<"?{div=4}">
        %iter_132 = cute.get_iter(%slice_123) : !cute_coord_tensor_0ff96d
        %tup_133 = cute.deref_arith_tuple_iter(%iter_132) : !cute_arith_tuple_iter_7c5329
        %e0_134, %e1_135 = cute.get_leaves(%tup_133) : !cute.int_tuple<"(?,?{div=4})">
        %131 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?">
        %132 = cute.get_scalars(%e1_135) : !cute.int_tuple<"?{div=4}">
        %coord_136 = cute.make_coord(%e0_134, %e1_135) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_137 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %133 = cute.elem_less(%coord_136, %coord_137) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %134 = arith.extui %133 : i1 to i8
        %coord_138 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_138, %134) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_139 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_140 = cute.slice(%src_partitioned_90, %coord_139) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_141 = cute.get_iter(%slice_140) : !cute_coord_tensor_0ff96d
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_7c5329
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?{div=4})">
        %135 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %136 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=4}">
        %iter_145 = cute.get_iter(%slice_140) : !cute_coord_tensor_0ff96d
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_7c5329
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=4})">
        %137 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %138 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=4}">
        %iter_149 = cute.get_iter(%slice_140) : !cute_coord_tensor_0ff96d
        %tup_150 = cute.deref_arith_tuple_iter(%iter_149) : !cute_arith_tuple_iter_7c5329
        %e0_151, %e1_152 = cute.get_leaves(%tup_150) : !cute.int_tuple<"(?,?{div=4})">
        %139 = cute.get_scalars(%e0_151) : !cute.int_tuple<"?">
        %140 = cute.get_scalars(%e1_152) : !cute.int_tuple<"?{div=4}">
        %coord_153 = cute.make_coord(%e0_151, %e1_152) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_154 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %141 = cute.elem_less(%coord_153, %coord_154) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %142 = arith.extui %141 : i1 to i8
        %coord_155 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_155, %142) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_156 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_157 = cute.slice(%src_partitioned_90, %coord_156) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_158 = cute.get_iter(%slice_157) : !cute_coord_tensor_0ff96d
        %tup_159 = cute.deref_arith_tuple_iter(%iter_158) : !cute_arith_tuple_iter_7c5329
        %e0_160, %e1_161 = cute.get_leaves(%tup_159) : !cute.int_tuple<"(?,?{div=4})">
        %143 = cute.get_scalars(%e0_160) : !cute.int_tuple<"?">
        %144 = cute.get_scalars(%e1_161) : !cute.int_tuple<"?{div=4}">
        %iter_162 = cute.get_iter(%slice_157) : !cute_coord_tensor_0ff96d
        %tup_163 = cute.deref_arith_tuple_iter(%iter_162) : !cute_arith_tuple_iter_7c5329
        %e0_164, %e1_165 = cute.get_leaves(%tup_163) : !cute.int_tuple<"(?,?{div=4})">
        %145 = cute.get_scalars(%e0_164) : !cute.int_tuple<"?">
        %146 = cute.get_scalars(%e1_165) : !cute.int_tuple<"?{div=4}">
        %iter_166 = cute.get_iter(%slice_157) : !cute_coord_tensor_0ff96d
        %tup_167 = cute.deref_arith_tuple_iter(%iter_166) : !cute_arith_tuple_iter_7c5329
        %e0_168, %e1_169 = cute.get_leaves(%tup_167) : !cute.int_tuple<"(?,?{div=4})">
        %147 = cute.get_scalars(%e0_168) : !cute.int_tuple<"?">
        %148 = cute.get_scalars(%e1_169) : !cute.int_tuple<"?{div=4}">
        %coord_170 = cute.make_coord(%e0_168, %e1_169) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_171 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %149 = cute.elem_less(%coord_170, %coord_171) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %150 = arith.extui %149 : i1 to i8
        %coord_172 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_172, %150) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_173 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %151 = cute.make_layout_like(%lay_173) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_174 = cute.memref.alloca(%151) : !memref_rmem_f32_
        %iter_175 = cute.get_iter(%rmem_174) : !memref_rmem_f32_
        %iter_176 = cute.get_iter(%rmem_174) : !memref_rmem_f32_
        %lay_177 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %sz_178 = cute.size(%rmem_174) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_179 = cute.get_leaves(%sz_178) : !cute.int_tuple<"16">
        %lay_180 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %152 = cute.get_shape(%lay_180) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_181, %e1_182, %e2, %e3 = cute.get_leaves(%152) : !cute.shape<"((4,1),1,4)">
        %int_tuple_183 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_183) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_184 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_185 = arith.constant 0xFF800000 : f32
        %153 = vector.splat %cst_185 : vector<16xf32>
        %lay_186 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %154 = cute.get_shape(%lay_186) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_187, %e1_188, %e2_189, %e3_190 = cute.get_leaves(%154) : !cute.shape<"((4,1),1,4)">
        %lay_191 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %lay_192 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %155 = cute.get_shape(%lay_192) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_193, %e1_194, %e2_195, %e3_196 = cute.get_leaves(%155) : !cute.shape<"((4,1),1,4)">
        %int_tuple_197 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_198 = cute.size(%int_tuple_197) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_199 = cute.get_leaves(%sz_198) : !cute.int_tuple<"16">
        %int_tuple_200 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_201 = cute.size(%int_tuple_200) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_202 = cute.get_leaves(%sz_201) : !cute.int_tuple<"16">
        cute.memref.store_vec(%153, %rmem_174) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_203 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %156 = cute.get_shape(%lay_203) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_204, %e1_205, %e2_206, %e3_207 = cute.get_leaves(%156) : !cute.shape<"((4,1),1,4)">
        %lay_208 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %157 = cute.get_shape(%lay_208) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_209, %e1_210, %e2_211, %e3_212 = cute.get_leaves(%157) : !cute.shape<"((4,1),1,4)">
        %lay_213 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %shape_214 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_215 = cute.make_layout(%shape_214) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_213, %lay_215) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_216 = cute.make_view(%iter_78, %append) : !memref_gmem_f32_2
        %iter_217 = cute.get_iter(%view_216) : !memref_gmem_f32_2
        %lay_218 = cute.get_layout(%view_216) : !memref_gmem_f32_2
        %158 = cute.get_shape(%lay_218) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_219, %e1_220, %e2_221, %e3_222 = cute.get_leaves(%158) : !cute.shape<"((4,1),1,4)">
        %lay_223 = cute.get_layout(%view_216) : !memref_gmem_f32_2
        %159 = cute.get_shape(%lay_223) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_224, %e1_225, %e2_226, %e3_227 = cute.get_leaves(%159) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_216) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_228 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %iter_229 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %lay_230 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %shape_231 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_232 = cute.make_layout(%shape_231) : !cute.layout<"1:0">
        %append_233 = cute.append_to_rank<2> (%lay_230, %lay_232) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_234 = cute.make_view(%iter_176, %append_233) : !memref_rmem_f32_
        %iter_235 = cute.get_iter(%view_234) : !memref_rmem_f32_
        %lay_236 = cute.get_layout(%view_234) : !memref_rmem_f32_
        %160 = cute.get_shape(%lay_236) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_237, %e1_238, %e2_239, %e3_240 = cute.get_leaves(%160) : !cute.shape<"((4,1),1,4)">
        %lay_241 = cute.get_layout(%view_234) : !memref_rmem_f32_
        %161 = cute.get_shape(%lay_241) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_242, %e1_243, %e2_244, %e3_245 = cute.get_leaves(%161) : !cute.shape<"((4,1),1,4)">
        %grouped_246 = cute.group_modes(%view_234) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_247 = cute.get_iter(%grouped_246) : !memref_rmem_f32_1
        %iter_248 = cute.get_iter(%grouped_246) : !memref_rmem_f32_1
        %lay_249 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_250 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_251 = cute.make_layout(%shape_250) : !cute.layout<"1:0">
        %append_252 = cute.append_to_rank<2> (%lay_249, %lay_251) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_253 = cute.make_view(%iter_104, %append_252) : !memref_rmem_i8_
        %iter_254 = cute.get_iter(%view_253) : !memref_rmem_i8_
        %lay_255 = cute.get_layout(%view_253) : !memref_rmem_i8_
        %162 = cute.get_shape(%lay_255) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_256, %e1_257, %e2_258 = cute.get_leaves(%162) : !cute.shape<"(1,1,4)">
        %lay_259 = cute.get_layout(%view_253) : !memref_rmem_i8_
        %163 = cute.get_shape(%lay_259) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_260, %e1_261, %e2_262 = cute.get_leaves(%163) : !cute.shape<"(1,1,4)">
        %grouped_263 = cute.group_modes(%view_253) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_264 = cute.get_iter(%grouped_263) : !memref_rmem_i8_1
        %iter_265 = cute.get_iter(%grouped_263) : !memref_rmem_i8_1
        %lay_266 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %164 = cute.get_shape(%lay_266) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_267, %e1_268, %e2_269, %e3_270 = cute.get_leaves(%164) : !cute.shape<"((4,1),(1,4))">
        %lay_271 = cute.get_layout(%grouped_246) : !memref_rmem_f32_1
        %165 = cute.get_shape(%lay_271) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_272, %e1_273, %e2_274, %e3_275 = cute.get_leaves(%165) : !cute.shape<"((4,1),(1,4))">
        %sz_276 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_277 = cute.get_leaves(%sz_276) : !cute.int_tuple<"4">
        %sz_278 = cute.size(%grouped_246) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_279 = cute.get_leaves(%sz_278) : !cute.int_tuple<"4">
        %lay_280 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %166 = cute.get_shape(%lay_280) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_281, %e1_282, %e2_283, %e3_284 = cute.get_leaves(%166) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg3, %grouped, %grouped_246, %grouped_263) : (!copy_simt, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_285 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %167 = cute.get_shape(%lay_285) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%167) : !cute.shape<"((4,1),1,4)">
        %lay_290 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %168 = cute.memref.load_vec(%rmem_174) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_291 = cute.get_layout(%rmem_174) : !memref_rmem_f32_
        %169 = cute.get_shape(%lay_291) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_292, %e1_293, %e2_294, %e3_295 = cute.get_leaves(%169) : !cute.shape<"((4,1),1,4)">
        %cst_296 = arith.constant -3.40282347E+38 : f32
        %170 = vector.reduction <maximumf>, %168, %cst_296 : vector<16xf32> into f32
        %171 = arith.maximumf %arg6, %170 : f32
        %172 = vector.broadcast %171 : f32 to vector<16xf32>
        %173 = arith.subf %168, %172 : vector<16xf32>
        %cst_297 = arith.constant 1.44269502 : f32
        %174 = vector.broadcast %cst_297 : f32 to vector<16xf32>
        %175 = arith.mulf %173, %174 : vector<16xf32>
        %176 = math.exp2 %175 : vector<16xf32>
        %cst_298 = arith.constant 0.000000e+00 : f32
        %177 = vector.reduction <add>, %176, %cst_298 : vector<16xf32> into f32
        %178 = arith.subf %arg6, %171 : f32
        %cst_299 = arith.constant 1.44269502 : f32
        %179 = arith.mulf %178, %cst_299 : f32
        %180 = math.exp2 %179 : f32
        %181 = arith.mulf %arg5, %180 : f32
        %182 = arith.addf %181, %177 : f32
        scf.yield %182, %171, %arg7 : f32, f32, !copy_simt
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
      %cst_15 = arith.constant 1.44269502 : f32
      %13 = arith.mulf %12, %cst_15 : f32
      %14 = math.exp2 %13 : f32
      %15 = arith.mulf %8#0, %14 : f32
      %16 = arith.subf %9, %11 : f32
      %17 = arith.mulf %16, %cst_15 : f32
      %18 = math.exp2 %17 : f32
      %19 = arith.mulf %10, %18 : f32
      %20 = arith.addf %15, %19 : f32
      %c-1_i32_16 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_17 = arith.constant 31 : i32
      %21 = nvvm.shfl.sync  bfly %c-1_i32_16, %11, %c8_i32, %c31_i32_17 : f32 -> f32
      %c-1_i32_18 = arith.constant -1 : i32
      %c8_i32_19 = arith.constant 8 : i32
      %c31_i32_20 = arith.constant 31 : i32
      %22 = nvvm.shfl.sync  bfly %c-1_i32_18, %20, %c8_i32_19, %c31_i32_20 : f32 -> f32
      %23 = arith.maximumf %11, %21 : f32
      %24 = arith.subf %11, %23 : f32
      %25 = arith.mulf %24, %cst_15 : f32
      %26 = math.exp2 %25 : f32
      %27 = arith.mulf %20, %26 : f32
      %28 = arith.subf %21, %23 : f32
      %29 = arith.mulf %28, %cst_15 : f32
      %30 = math.exp2 %29 : f32
      %31 = arith.mulf %22, %30 : f32
      %32 = arith.addf %27, %31 : f32
      %c-1_i32_21 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_22 = arith.constant 31 : i32
      %33 = nvvm.shfl.sync  bfly %c-1_i32_21, %23, %c4_i32, %c31_i32_22 : f32 -> f32
      %c-1_i32_23 = arith.constant -1 : i32
      %c4_i32_24 = arith.constant 4 : i32
      %c31_i32_25 = arith.constant 31 : i32
      %34 = nvvm.shfl.sync  bfly %c-1_i32_23, %32, %c4_i32_24, %c31_i32_25 : f32 -> f32
      %35 = arith.maximumf %23, %33 : f32
      %36 = arith.subf %23, %35 : f32
      %37 = arith.mulf %36, %cst_15 : f32
      %38 = math.exp2 %37 : f32
      %39 = arith.mulf %32, %38 : f32
      %40 = arith.subf %33, %35 : f32
      %41 = arith.mulf %40, %cst_15 : f32
      %42 = math.exp2 %41 : f32
      %43 = arith.mulf %34, %42 : f32
      %44 = arith.addf %39, %43 : f32
      %c-1_i32_26 = arith.constant -1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_27 = arith.constant 31 : i32
      %45 = nvvm.shfl.sync  bfly %c-1_i32_26, %35, %c2_i32, %c31_i32_27 : f32 -> f32
      %c-1_i32_28 = arith.constant -1 : i32
      %c2_i32_29 = arith.constant 2 : i32
      %c31_i32_30 = arith.constant 31 : i32
      %46 = nvvm.shfl.sync  bfly %c-1_i32_28, %44, %c2_i32_29, %c31_i32_30 : f32 -> f32
      %47 = arith.maximumf %35, %45 : f32
      %48 = arith.subf %35, %47 : f32
      %49 = arith.mulf %48, %cst_15 : f32
      %50 = math.exp2 %49 : f32
      %51 = arith.mulf %44, %50 : f32
      %52 = arith.subf %45, %47 : f32
      %53 = arith.mulf %52, %cst_15 : f32
      %54 = math.exp2 %53 : f32
      %55 = arith.mulf %46, %54 : f32
      %56 = arith.addf %51, %55 : f32
      %c-1_i32_31 = arith.constant -1 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %c31_i32_33 = arith.constant 31 : i32
      %57 = nvvm.shfl.sync  bfly %c-1_i32_31, %47, %c1_i32_32, %c31_i32_33 : f32 -> f32
      %c-1_i32_34 = arith.constant -1 : i32
      %c1_i32_35 = arith.constant 1 : i32
      %c31_i32_36 = arith.constant 31 : i32
      %58 = nvvm.shfl.sync  bfly %c-1_i32_34, %56, %c1_i32_35, %c31_i32_36 : f32 -> f32
      %59 = arith.maximumf %47, %57 : f32
      %60 = arith.subf %47, %59 : f32
      %61 = arith.mulf %60, %cst_15 : f32
      %62 = math.exp2 %61 : f32
      %63 = arith.mulf %56, %62 : f32
      %64 = arith.subf %57, %59 : f32
      %65 = arith.mulf %64, %cst_15 : f32
      %66 = math.exp2 %65 : f32
      %67 = arith.mulf %58, %66 : f32
      %68 = arith.addf %63, %67 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_37 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_37) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_38 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_37) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_39 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_40 = arith.constant 16 : i32
      %69 = arith.cmpi sge, %smem_size, %c16_i32_40 : i32
      cf.assert %69, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 16 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_41 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_41, %lay_37) : !memref_smem_f32_
      %iter_42 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_43 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_44 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_45 = cute.make_layout(%shape_44) : !cute.layout<"4:1">
      %coord_46 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_47 = cute.crd2idx(%coord_46, %lay_45) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_48 = cute.get_leaves(%idx_47) : !cute.int_tuple<"0">
      %cosz_49 = cute.cosize(%lay_45) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_50 = cute.get_leaves(%cosz_49) : !cute.int_tuple<"4">
      %int_tuple_51 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_52 = cute.add_offset(%ptr, %int_tuple_51) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_53 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %70 = arith.cmpi sge, %smem_size_53, %c32_i32 : i32
      cf.assert %70, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 32 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_54 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_55 = cute.make_view(%iter_54, %lay_45) : !memref_smem_f32_1
      %iter_56 = cute.get_iter(%view_55) : !memref_smem_f32_1
      %iter_57 = cute.get_iter(%view_55) : !memref_smem_f32_1
      %c0_i32_58 = arith.constant 0 : i32
      %71 = arith.cmpi eq, %6, %c0_i32_58 : i32
      %72:2 = scf.if %71 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_74 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_75 = cute.get_iter(%view_55) : !memref_smem_f32_1
        %coord_76 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_76, %59) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_77 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_55, %coord_77, %68) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_55 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_74 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_75 = cute.get_iter(%view_55) : !memref_smem_f32_1
        scf.yield %view, %view_55 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_59 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_60 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_61 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_62 = cute.get_iter(%72#0) : !memref_smem_f32_
      %iter_63 = cute.get_iter(%72#1) : !memref_smem_f32_1
      %iter_64 = cute.get_iter(%72#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_65 = cute.make_coord() : () -> !cute.coord<"0">
      %73 = cute.memref.load(%72#0, %coord_65) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_66 = cute.make_coord() : () -> !cute.coord<"0">
      %74 = cute.memref.load(%72#1, %coord_66) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_67 = cute.make_coord() : () -> !cute.coord<"1">
      %75 = cute.memref.load(%72#0, %coord_67) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"1">
      %76 = cute.memref.load(%72#1, %coord_68) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %77 = arith.maximumf %73, %75 : f32
      %78 = arith.subf %73, %77 : f32
      %79 = arith.mulf %78, %cst_15 : f32
      %80 = math.exp2 %79 : f32
      %81 = arith.mulf %74, %80 : f32
      %82 = arith.subf %75, %77 : f32
      %83 = arith.mulf %82, %cst_15 : f32
      %84 = math.exp2 %83 : f32
      %85 = arith.mulf %76, %84 : f32
      %86 = arith.addf %81, %85 : f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"2">
      %87 = cute.memref.load(%72#0, %coord_69) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_70 = cute.make_coord() : () -> !cute.coord<"2">
      %88 = cute.memref.load(%72#1, %coord_70) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %89 = arith.maximumf %77, %87 : f32
      %90 = arith.subf %77, %89 : f32
      %91 = arith.mulf %90, %cst_15 : f32
      %92 = math.exp2 %91 : f32
      %93 = arith.mulf %86, %92 : f32
      %94 = arith.subf %87, %89 : f32
      %95 = arith.mulf %94, %cst_15 : f32
      %96 = math.exp2 %95 : f32
      %97 = arith.mulf %88, %96 : f32
      %98 = arith.addf %93, %97 : f32
      %coord_71 = cute.make_coord() : () -> !cute.coord<"3">
      %99 = cute.memref.load(%72#0, %coord_71) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_72 = cute.make_coord() : () -> !cute.coord<"3">
      %100 = cute.memref.load(%72#1, %coord_72) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %101 = arith.maximumf %89, %99 : f32
      %102 = arith.subf %89, %101 : f32
      %103 = arith.mulf %102, %cst_15 : f32
      %104 = math.exp2 %103 : f32
      %105 = arith.mulf %98, %104 : f32
      %106 = arith.subf %99, %101 : f32
      %107 = arith.mulf %106, %cst_15 : f32
      %108 = math.exp2 %107 : f32
      %109 = arith.mulf %100, %108 : f32
      %110 = arith.addf %105, %109 : f32
      %cst_73 = arith.constant 1.000000e+00 : f32
      %111 = arith.divf %cst_73, %110 : f32
      %112 = scf.for %arg4 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg5 = %8#2) -> (!copy_simt)  : i32 {
        %coord_74 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_74) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_75 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %iter_76 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %coord_77 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_77) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_78 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_2
        %coord_79 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_80 = cute.slice(%arg1, %coord_79) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_81 = cute.get_iter(%slice_80) : !memref_gmem_f32_1
        %iter_82 = cute.get_iter(%slice_80) : !memref_gmem_f32_1
        %coord_83 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %slice_80, %coord_83) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_84 = cute.get_iter(%dst_partitioned) : !memref_gmem_f32_2
        %coord_85 = cute.make_coord(%3, %arg4) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_86 = cute.slice(%arg2, %coord_85) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_87 = cute.get_iter(%slice_86) : !cute_coord_tensor_029b8b
        %tup_88 = cute.deref_arith_tuple_iter(%iter_87) : !cute_arith_tuple_iter_aaefeb
        %e0_89, %e1_90 = cute.get_leaves(%tup_88) : !cute_int_tuple_530818
        %113 = cute.get_scalars(%e0_89) : !cute.int_tuple<"?">
        %114 = cute.get_scalars(%e1_90) : !cute.int_tuple<"?{div=2048}">
        %iter_91 = cute.get_iter(%slice_86) : !cute_coord_tensor_029b8b
        %tup_92 = cute.deref_arith_tuple_iter(%iter_91) : !cute_arith_tuple_iter_aaefeb
        %e0_93, %e1_94 = cute.get_leaves(%tup_92) : !cute_int_tuple_530818
        %115 = cute.get_scalars(%e0_93) : !cute.int_tuple<"?">
        %116 = cute.get_scalars(%e1_94) : !cute.int_tuple<"?{div=2048}">
        %coord_95 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_96 = cute.tiled.copy.partition_S(%arg5, %slice_86, %coord_95) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_97 = cute.get_iter(%src_partitioned_96) : !cute_coord_tensor_40e15c
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute_arith_tuple_iter_7c5329
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,?{div=4})">
        %117 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %118 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=4}">
        %sz_101 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"1">
        %e0_102 = cute.get_leaves(%sz_101) : !cute.int_tuple<"1">
        %sz_103 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"1">
        %e0_104 = cute.get_leaves(%sz_103) : !cute.int_tuple<"1">
        %sz_105 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"4">
        %e0_106 = cute.get_leaves(%sz_105) : !cute.int_tuple<"4">
        %shape_107 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_108 = cute.make_layout(%shape_107) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_108) : !memref_rmem_i8_
        %iter_109 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_110 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_111 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_112 = cute.slice(%src_partitioned_96, %coord_111) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_113 = cute.get_iter(%slice_112) : !cute_coord_tensor_0ff96d
        %tup_114 = cute.deref_arith_tuple_iter(%iter_113) : !cute_arith_tuple_iter_7c5329
        %e0_115, %e1_116 = cute.get_leaves(%tup_114) : !cute.int_tuple<"(?,?{div=4})">
        %119 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_116) : !cute.int_tuple<"?{div=4}">
        %iter_117 = cute.get_iter(%slice_112) : !cute_coord_tensor_0ff96d
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_7c5329
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?{div=4})">
        %121 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=4}">
        %iter_121 = cute.get_iter(%slice_112) : !cute_coord_tensor_0ff96d
        %tup_122 = cute.deref_arith_tuple_iter(%iter_121) : !cute_arith_tuple_iter_7c5329
        %e0_123, %e1_124 = cute.get_leaves(%tup_122) : !cute.int_tuple<"(?,?{div=4})">
        %123 = cute.get_scalars(%e0_123) : !cute.int_tuple<"?">
        %124 = cute.get_scalars(%e1_124) : !cute.int_tuple<"?{div=4}">
        %coord_125 = cute.make_coord(%e0_123, %e1_124) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_126 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %125 = cute.elem_less(%coord_125, %coord_126) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %126 = arith.extui %125 : i1 to i8
        %coord_127 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_127, %126) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_128 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_129 = cute.slice(%src_partitioned_96, %coord_128) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_130 = cute.get_iter(%slice_129) : !cute_coord_tensor_0ff96d
        %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute_arith_tuple_iter_7c5329
        %e0_132, %e1_133 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(?,?{div=4})">
        %127 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_133) : !cute.int_tuple<"?{div=4}">
        %iter_134 = cute.get_iter(%slice_129) : !cute_coord_tensor_0ff96d
        %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute_arith_tuple_iter_7c5329
        %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?,?{div=4})">
        %129 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_137) : !cute.int_tuple<"?{div=4}">
        %iter_138 = cute.get_iter(%slice_129) : !cute_coord_tensor_0ff96d
        %tup_139 = cute.deref_arith_tuple_iter(%iter_138) : !cute_arith_tuple_iter_7c5329
        %e0_140, %e1_141 = cute.get_leaves(%tup_139) : !cute.int_tuple<"(?,?{div=4})">
        %131 = cute.get_scalars(%e0_140) : !cute.int_tuple<"?">
        %132 = cute.get_scalars(%e1_141) : !cute.int_tuple<"?{div=4}">
        %coord_142 = cute.make_coord(%e0_140, %e1_141) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_143 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %133 = cute.elem_less(%coord_142, %coord_143) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %134 = arith.extui %133 : i1 to i8
        %coord_144 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_144, %134) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_145 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_146 = cute.slice(%src_partitioned_96, %coord_145) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_147 = cute.get_iter(%slice_146) : !cute_coord_tensor_0ff96d
        %tup_148 = cute.deref_arith_tuple_iter(%iter_147) : !cute_arith_tuple_iter_7c5329
        %e0_149, %e1_150 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(?,?{div=4})">
        %135 = cute.get_scalars(%e0_149) : !cute.int_tuple<"?">
        %136 = cute.get_scalars(%e1_150) : !cute.int_tuple<"?{div=4}">
        %iter_151 = cute.get_iter(%slice_146) : !cute_coord_tensor_0ff96d
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_7c5329
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=4})">
        %137 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %138 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=4}">
        %iter_155 = cute.get_iter(%slice_146) : !cute_coord_tensor_0ff96d
        %tup_156 = cute.deref_arith_tuple_iter(%iter_155) : !cute_arith_tuple_iter_7c5329
        %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute.int_tuple<"(?,?{div=4})">
        %139 = cute.get_scalars(%e0_157) : !cute.int_tuple<"?">
        %140 = cute.get_scalars(%e1_158) : !cute.int_tuple<"?{div=4}">
        %coord_159 = cute.make_coord(%e0_157, %e1_158) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_160 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %141 = cute.elem_less(%coord_159, %coord_160) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %142 = arith.extui %141 : i1 to i8
        %coord_161 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_161, %142) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_162 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_163 = cute.slice(%src_partitioned_96, %coord_162) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_164 = cute.get_iter(%slice_163) : !cute_coord_tensor_0ff96d
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_7c5329
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=4})">
        %143 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %144 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=4}">
        %iter_168 = cute.get_iter(%slice_163) : !cute_coord_tensor_0ff96d
        %tup_169 = cute.deref_arith_tuple_iter(%iter_168) : !cute_arith_tuple_iter_7c5329
        %e0_170, %e1_171 = cute.get_leaves(%tup_169) : !cute.int_tuple<"(?,?{div=4})">
        %145 = cute.get_scalars(%e0_170) : !cute.int_tuple<"?">
        %146 = cute.get_scalars(%e1_171) : !cute.int_tuple<"?{div=4}">
        %iter_172 = cute.get_iter(%slice_163) : !cute_coord_tensor_0ff96d
        %tup_173 = cute.deref_arith_tuple_iter(%iter_172) : !cute_arith_tuple_iter_7c5329
        %e0_174, %e1_175 = cute.get_leaves(%tup_173) : !cute.int_tuple<"(?,?{div=4})">
        %147 = cute.get_scalars(%e0_174) : !cute.int_tuple<"?">
        %148 = cute.get_scalars(%e1_175) : !cute.int_tuple<"?{div=4}">
        %coord_176 = cute.make_coord(%e0_174, %e1_175) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_177 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %149 = cute.elem_less(%coord_176, %coord_177) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %150 = arith.extui %149 : i1 to i8
        %coord_178 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_178, %150) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_179 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %151 = cute.make_layout_like(%lay_179) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_180 = cute.memref.alloca(%151) : !memref_rmem_f32_
        %iter_181 = cute.get_iter(%rmem_180) : !memref_rmem_f32_
        %iter_182 = cute.get_iter(%rmem_180) : !memref_rmem_f32_
        %lay_183 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %sz_184 = cute.size(%rmem_180) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_185 = cute.get_leaves(%sz_184) : !cute.int_tuple<"16">
        %lay_186 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %152 = cute.get_shape(%lay_186) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_187, %e1_188, %e2, %e3 = cute.get_leaves(%152) : !cute.shape<"((4,1),1,4)">
        %int_tuple_189 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_189) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_190 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_191 = arith.constant 0.000000e+00 : f32
        %153 = vector.splat %cst_191 : vector<16xf32>
        %lay_192 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %154 = cute.get_shape(%lay_192) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_193, %e1_194, %e2_195, %e3_196 = cute.get_leaves(%154) : !cute.shape<"((4,1),1,4)">
        %lay_197 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %lay_198 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %155 = cute.get_shape(%lay_198) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_199, %e1_200, %e2_201, %e3_202 = cute.get_leaves(%155) : !cute.shape<"((4,1),1,4)">
        %int_tuple_203 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_204 = cute.size(%int_tuple_203) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_205 = cute.get_leaves(%sz_204) : !cute.int_tuple<"16">
        %int_tuple_206 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_207 = cute.size(%int_tuple_206) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_208 = cute.get_leaves(%sz_207) : !cute.int_tuple<"16">
        cute.memref.store_vec(%153, %rmem_180) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_209 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %156 = cute.get_shape(%lay_209) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_210, %e1_211, %e2_212, %e3_213 = cute.get_leaves(%156) : !cute.shape<"((4,1),1,4)">
        %lay_214 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %157 = cute.get_shape(%lay_214) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_215, %e1_216, %e2_217, %e3_218 = cute.get_leaves(%157) : !cute.shape<"((4,1),1,4)">
        %lay_219 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %shape_220 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_221 = cute.make_layout(%shape_220) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_219, %lay_221) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_222 = cute.make_view(%iter_78, %append) : !memref_gmem_f32_2
        %iter_223 = cute.get_iter(%view_222) : !memref_gmem_f32_2
        %lay_224 = cute.get_layout(%view_222) : !memref_gmem_f32_2
        %158 = cute.get_shape(%lay_224) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_225, %e1_226, %e2_227, %e3_228 = cute.get_leaves(%158) : !cute.shape<"((4,1),1,4)">
        %lay_229 = cute.get_layout(%view_222) : !memref_gmem_f32_2
        %159 = cute.get_shape(%lay_229) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_230, %e1_231, %e2_232, %e3_233 = cute.get_leaves(%159) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_222) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_234 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %iter_235 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %lay_236 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %shape_237 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_238 = cute.make_layout(%shape_237) : !cute.layout<"1:0">
        %append_239 = cute.append_to_rank<2> (%lay_236, %lay_238) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_240 = cute.make_view(%iter_182, %append_239) : !memref_rmem_f32_
        %iter_241 = cute.get_iter(%view_240) : !memref_rmem_f32_
        %lay_242 = cute.get_layout(%view_240) : !memref_rmem_f32_
        %160 = cute.get_shape(%lay_242) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_243, %e1_244, %e2_245, %e3_246 = cute.get_leaves(%160) : !cute.shape<"((4,1),1,4)">
        %lay_247 = cute.get_layout(%view_240) : !memref_rmem_f32_
        %161 = cute.get_shape(%lay_247) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_248, %e1_249, %e2_250, %e3_251 = cute.get_leaves(%161) : !cute.shape<"((4,1),1,4)">
        %grouped_252 = cute.group_modes(%view_240) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_253 = cute.get_iter(%grouped_252) : !memref_rmem_f32_1
        %iter_254 = cute.get_iter(%grouped_252) : !memref_rmem_f32_1
        %lay_255 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_256 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_257 = cute.make_layout(%shape_256) : !cute.layout<"1:0">
        %append_258 = cute.append_to_rank<2> (%lay_255, %lay_257) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_259 = cute.make_view(%iter_110, %append_258) : !memref_rmem_i8_
        %iter_260 = cute.get_iter(%view_259) : !memref_rmem_i8_
        %lay_261 = cute.get_layout(%view_259) : !memref_rmem_i8_
        %162 = cute.get_shape(%lay_261) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_262, %e1_263, %e2_264 = cute.get_leaves(%162) : !cute.shape<"(1,1,4)">
        %lay_265 = cute.get_layout(%view_259) : !memref_rmem_i8_
        %163 = cute.get_shape(%lay_265) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_266, %e1_267, %e2_268 = cute.get_leaves(%163) : !cute.shape<"(1,1,4)">
        %grouped_269 = cute.group_modes(%view_259) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_270 = cute.get_iter(%grouped_269) : !memref_rmem_i8_1
        %iter_271 = cute.get_iter(%grouped_269) : !memref_rmem_i8_1
        %lay_272 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %164 = cute.get_shape(%lay_272) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_273, %e1_274, %e2_275, %e3_276 = cute.get_leaves(%164) : !cute.shape<"((4,1),(1,4))">
        %lay_277 = cute.get_layout(%grouped_252) : !memref_rmem_f32_1
        %165 = cute.get_shape(%lay_277) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_278, %e1_279, %e2_280, %e3_281 = cute.get_leaves(%165) : !cute.shape<"((4,1),(1,4))">
        %sz_282 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_283 = cute.get_leaves(%sz_282) : !cute.int_tuple<"4">
        %sz_284 = cute.size(%grouped_252) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_285 = cute.get_leaves(%sz_284) : !cute.int_tuple<"4">
        %lay_286 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %166 = cute.get_shape(%lay_286) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%166) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg3, %grouped, %grouped_252, %grouped_269) : (!copy_simt, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_291 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %167 = cute.get_shape(%lay_291) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_292, %e1_293, %e2_294, %e3_295 = cute.get_leaves(%167) : !cute.shape<"((4,1),1,4)">
        %lay_296 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %168 = cute.memref.load_vec(%rmem_180) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_297 = cute.get_layout(%rmem_180) : !memref_rmem_f32_
        %169 = cute.get_shape(%lay_297) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_298, %e1_299, %e2_300, %e3_301 = cute.get_leaves(%169) : !cute.shape<"((4,1),1,4)">
        %170 = vector.broadcast %101 : f32 to vector<16xf32>
        %171 = arith.subf %168, %170 : vector<16xf32>
        %cst_302 = arith.constant 1.44269502 : f32
        %172 = vector.broadcast %cst_302 : f32 to vector<16xf32>
        %173 = arith.mulf %171, %172 : vector<16xf32>
        %174 = math.exp2 %173 : vector<16xf32>
        %175 = vector.broadcast %111 : f32 to vector<16xf32>
        %176 = arith.mulf %174, %175 : vector<16xf32>
        %lay_303 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_2
        %177 = cute.make_layout_like(%lay_303) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_304 = cute.memref.alloca(%177) : !memref_rmem_f32_
        %iter_305 = cute.get_iter(%rmem_304) : !memref_rmem_f32_
        %iter_306 = cute.get_iter(%rmem_304) : !memref_rmem_f32_
        %lay_307 = cute.get_layout(%rmem_304) : !memref_rmem_f32_
        %178 = cute.get_shape(%lay_307) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_308, %e1_309, %e2_310, %e3_311 = cute.get_leaves(%178) : !cute.shape<"((4,1),1,4)">
        %lay_312 = cute.get_layout(%rmem_304) : !memref_rmem_f32_
        %lay_313 = cute.get_layout(%rmem_304) : !memref_rmem_f32_
        %179 = cute.get_shape(%lay_313) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_314, %e1_315, %e2_316, %e3_317 = cute.get_leaves(%179) : !cute.shape<"((4,1),1,4)">
        %int_tuple_318 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_319 = cute.size(%int_tuple_318) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_320 = cute.get_leaves(%sz_319) : !cute.int_tuple<"16">
        %int_tuple_321 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_322 = cute.size(%int_tuple_321) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_323 = cute.get_leaves(%sz_322) : !cute.int_tuple<"16">
        cute.memref.store_vec(%176, %rmem_304) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_324 = cute.get_layout(%rmem_304) : !memref_rmem_f32_
        %180 = cute.get_shape(%lay_324) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_325, %e1_326, %e2_327, %e3_328 = cute.get_leaves(%180) : !cute.shape<"((4,1),1,4)">
        %lay_329 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_2
        %181 = cute.get_shape(%lay_329) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_330, %e1_331, %e2_332, %e3_333 = cute.get_leaves(%181) : !cute.shape<"((4,1),1,4)">
        %lay_334 = cute.get_layout(%rmem_304) : !memref_rmem_f32_
        %shape_335 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_336 = cute.make_layout(%shape_335) : !cute.layout<"1:0">
        %append_337 = cute.append_to_rank<2> (%lay_334, %lay_336) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_338 = cute.make_view(%iter_306, %append_337) : !memref_rmem_f32_
        %iter_339 = cute.get_iter(%view_338) : !memref_rmem_f32_
        %lay_340 = cute.get_layout(%view_338) : !memref_rmem_f32_
        %182 = cute.get_shape(%lay_340) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_341, %e1_342, %e2_343, %e3_344 = cute.get_leaves(%182) : !cute.shape<"((4,1),1,4)">
        %lay_345 = cute.get_layout(%view_338) : !memref_rmem_f32_
        %183 = cute.get_shape(%lay_345) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_346, %e1_347, %e2_348, %e3_349 = cute.get_leaves(%183) : !cute.shape<"((4,1),1,4)">
        %grouped_350 = cute.group_modes(%view_338) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_351 = cute.get_iter(%grouped_350) : !memref_rmem_f32_1
        %iter_352 = cute.get_iter(%grouped_350) : !memref_rmem_f32_1
        %lay_353 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_2
        %shape_354 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_355 = cute.make_layout(%shape_354) : !cute.layout<"1:0">
        %append_356 = cute.append_to_rank<2> (%lay_353, %lay_355) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_357 = cute.make_view(%iter_84, %append_356) : !memref_gmem_f32_2
        %iter_358 = cute.get_iter(%view_357) : !memref_gmem_f32_2
        %lay_359 = cute.get_layout(%view_357) : !memref_gmem_f32_2
        %184 = cute.get_shape(%lay_359) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_360, %e1_361, %e2_362, %e3_363 = cute.get_leaves(%184) : !cute.shape<"((4,1),1,4)">
        %lay_364 = cute.get_layout(%view_357) : !memref_gmem_f32_2
        %185 = cute.get_shape(%lay_364) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_365, %e1_366, %e2_367, %e3_368 = cute.get_leaves(%185) : !cute.shape<"((4,1),1,4)">
        %grouped_369 = cute.group_modes(%view_357) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_370 = cute.get_iter(%grouped_369) : !memref_gmem_f32_3
        %iter_371 = cute.get_iter(%grouped_369) : !memref_gmem_f32_3
        %lay_372 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_373 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_374 = cute.make_layout(%shape_373) : !cute.layout<"1:0">
        %append_375 = cute.append_to_rank<2> (%lay_372, %lay_374) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_376 = cute.make_view(%iter_110, %append_375) : !memref_rmem_i8_
        %iter_377 = cute.get_iter(%view_376) : !memref_rmem_i8_
        %lay_378 = cute.get_layout(%view_376) : !memref_rmem_i8_
        %186 = cute.get_shape(%lay_378) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_379, %e1_380, %e2_381 = cute.get_leaves(%186) : !cute.shape<"(1,1,4)">
        %lay_382 = cute.get_layout(%view_376) : !memref_rmem_i8_
        %187 = cute.get_shape(%lay_382) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_383, %e1_384, %e2_385 = cute.get_leaves(%187) : !cute.shape<"(1,1,4)">
        %grouped_386 = cute.group_modes(%view_376) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_387 = cute.get_iter(%grouped_386) : !memref_rmem_i8_1
        %iter_388 = cute.get_iter(%grouped_386) : !memref_rmem_i8_1
        %lay_389 = cute.get_layout(%grouped_350) : !memref_rmem_f32_1
        %188 = cute.get_shape(%lay_389) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_390, %e1_391, %e2_392, %e3_393 = cute.get_leaves(%188) : !cute.shape<"((4,1),(1,4))">
        %lay_394 = cute.get_layout(%grouped_369) : !memref_gmem_f32_3
        %189 = cute.get_shape(%lay_394) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_395, %e1_396, %e2_397, %e3_398 = cute.get_leaves(%189) : !cute.shape<"((4,1),(1,4))">
        %sz_399 = cute.size(%grouped_350) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_400 = cute.get_leaves(%sz_399) : !cute.int_tuple<"4">
        %sz_401 = cute.size(%grouped_369) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_402 = cute.get_leaves(%sz_401) : !cute.int_tuple<"4">
        %lay_403 = cute.get_layout(%grouped_350) : !memref_rmem_f32_1
        %190 = cute.get_shape(%lay_403) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_404, %e1_405, %e2_406, %e3_407 = cute.get_leaves(%190) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg3, %grouped_350, %grouped_369, %grouped_386) : (!copy_simt, !memref_rmem_f32_1, !memref_gmem_f32_3, !memref_rmem_i8_1)
        scf.yield %arg5 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h65b6f9ef(%arg0: !memref_gmem_f32_4, %arg1: !memref_gmem_f32_4, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
