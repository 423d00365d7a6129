!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_9e165f = !cute.arith_tuple_iter<"(?,?{div=4096})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_2939ba = !cute.coord_tensor<"(0,0)", "((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_coord_tensor_7e8734 = !cute.coord_tensor<"(?,?{div=4096})", "(1,4096):(0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_dfd887 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,1024@1)">
!cute_int_tuple_3a4e03 = !cute.int_tuple<"(?,?{div=4096})">
!cute_layout_0696e1 = !cute.layout<"((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_layout_1f3dfd = !cute.layout<"((8,1),1,4):((1,0),0,1024)">
!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_4d4228 = !cute.layout<"((1,4096),(96,2)):((0,1),(5000,4096))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_af6408 = !cute.layout<"((8,1),(1,4)):((1,0),(0,1024))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
!cute_layout_dd009c = !cute.layout<"(1,(8,128)):(0,(128,1))">
!cute_layout_dfed1f = !cute.layout<"((8,1),((1,4))):((1,0),((0,1024)))">
!cute_layout_fa3122 = !cute.layout<"((8,1),1,4):((1@1,0),0,1024@1)">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[1:0;1024:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(1,4096):(0,1)">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,1024)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_f16_2 = !cute.memref<f16, rmem, align<16>, "((8,1)):((1,0))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !cute_coord_tensor_2939ba
      %1 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_
      %iter_1 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
      %tup = cute.deref_arith_tuple_iter(%iter_1) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f16_
      %iter_4 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
      %tup_5 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_7 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_
      %lay_8 = cute.get_layout(%arg1) : !memref_gmem_f16_
      %lay_9 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %8 = arith.remsi %2, %c32_i32 : i32
      %9 = arith.floordivsi %2, %c32_i32 : i32
      %lay_10 = cute.get_layout(%arg0) : !memref_gmem_f16_
      %sz = cute.size(%lay_10) <{mode = [1, 1]}> : (!cute_layout_4d4228) -> !cute.int_tuple<"2">
      %e0_11 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %cst = arith.constant 0.000000e+00 : f32
      %cst_12 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %10:3 = scf.for %arg2 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg3 = %cst, %arg4 = %cst_12, %arg5 = %1) -> (f32, f32, !copy_simt)  : i32 {
        %coord_76 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_77 = cute.get_layout(%arg0) : !memref_gmem_f16_
        %idx_78 = cute.crd2idx(%coord_76, %lay_77) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_79 = cute.get_iter(%arg0) : !memref_gmem_f16_
        %ptr_80 = cute.add_offset(%iter_79, %idx_78) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_81 = cute.make_view(%ptr_80) : !memref_gmem_f16_1
        %iter_82 = cute.get_iter(%view_81) : !memref_gmem_f16_1
        %iter_83 = cute.get_iter(%view_81) : !memref_gmem_f16_1
        %coord_84 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_85 = cute.get_iter(%view_81) : !memref_gmem_f16_1
        %115 = cute.get_scalars(%coord_84) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_86 = arith.constant 8 : i32
        %116 = arith.muli %115, %c8_i32_86 : i32
        %iv = cute.assume(%116) : (i32) -> !cute.i32<divby 8>
        %int_tuple_87 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_88 = cute.add_offset(%iter_85, %int_tuple_87) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_89 = cute.make_view(%ptr_88) : !memref_gmem_f16_2
        %iter_90 = cute.get_iter(%view_89) : !memref_gmem_f16_2
        %coord_91 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_92 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
        %idx_93 = cute.crd2idx(%coord_91, %lay_92) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
        %iter_94 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
        %tup_95 = cute.add_offset(%iter_94, %idx_93) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
        %view_96 = cute.make_view(%tup_95) : !cute_coord_tensor_7e8734
        %iter_97 = cute.get_iter(%view_96) : !cute_coord_tensor_7e8734
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute_arith_tuple_iter_9e165f
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute_int_tuple_3a4e03
        %117 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %118 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=4096}">
        %iter_101 = cute.get_iter(%view_96) : !cute_coord_tensor_7e8734
        %tup_102 = cute.deref_arith_tuple_iter(%iter_101) : !cute_arith_tuple_iter_9e165f
        %e0_103, %e1_104 = cute.get_leaves(%tup_102) : !cute_int_tuple_3a4e03
        %119 = cute.get_scalars(%e0_103) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_104) : !cute.int_tuple<"?{div=4096}">
        %coord_105 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_106 = cute.get_iter(%view_96) : !cute_coord_tensor_7e8734
        %121 = cute.get_scalars(%coord_105) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_107 = arith.constant 8 : i32
        %122 = arith.muli %121, %c8_i32_107 : i32
        %iv_108 = cute.assume(%122) : (i32) -> !cute.i32<divby 8>
        %int_tuple_109 = cute.make_int_tuple(%iv_108) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_110 = cute.add_offset(%iter_106, %int_tuple_109) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_111 = cute.make_view(%tup_110) : !cute_coord_tensor_dfd887
        %iter_112 = cute.get_iter(%view_111) : !cute_coord_tensor_dfd887
        %tup_113 = cute.deref_arith_tuple_iter(%iter_112) : !cute_arith_tuple_iter_66b557
        %e0_114, %e1_115 = cute.get_leaves(%tup_113) : !cute.int_tuple<"(?,?{div=8})">
        %123 = cute.get_scalars(%e0_114) : !cute.int_tuple<"?">
        %124 = cute.get_scalars(%e1_115) : !cute.int_tuple<"?{div=8}">
        %lay_116 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %sz_117 = cute.size(%lay_116) <{mode = [0, 1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_118 = cute.get_leaves(%sz_117) : !cute.int_tuple<"1">
        %lay_119 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %sz_120 = cute.size(%lay_119) <{mode = [1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_121 = cute.get_leaves(%sz_120) : !cute.int_tuple<"1">
        %lay_122 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %sz_123 = cute.size(%lay_122) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
        %e0_124 = cute.get_leaves(%sz_123) : !cute.int_tuple<"4">
        %shape_125 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_126 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_126) : !memref_rmem_i8_
        %iter_127 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_128 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_129 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_130 = cute.get_layout(%view_111) : !cute_coord_tensor_dfd887
        %idx_131 = cute.crd2idx(%coord_129, %lay_130) : (!cute.coord<"((0,0),0,0)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,0)">
        %iter_132 = cute.get_iter(%view_111) : !cute_coord_tensor_dfd887
        %tup_133 = cute.add_offset(%iter_132, %idx_131) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_134 = cute.make_view(%tup_133) : !cute_coord_tensor_8bc2ea
        %iter_135 = cute.get_iter(%view_134) : !cute_coord_tensor_8bc2ea
        %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_66b557
        %e0_137, %e1_138 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(?,?{div=8})">
        %125 = cute.get_scalars(%e0_137) : !cute.int_tuple<"?">
        %126 = cute.get_scalars(%e1_138) : !cute.int_tuple<"?{div=8}">
        %iter_139 = cute.get_iter(%view_134) : !cute_coord_tensor_8bc2ea
        %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute_arith_tuple_iter_66b557
        %e0_141, %e1_142 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(?,?{div=8})">
        %127 = cute.get_scalars(%e0_141) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_142) : !cute.int_tuple<"?{div=8}">
        %iter_143 = cute.get_iter(%view_134) : !cute_coord_tensor_8bc2ea
        %tup_144 = cute.deref_arith_tuple_iter(%iter_143) : !cute_arith_tuple_iter_66b557
        %e0_145, %e1_146 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?{div=8})">
        %129 = cute.get_scalars(%e0_145) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_146) : !cute.int_tuple<"?{div=8}">
        %coord_147 = cute.make_coord(%e0_145, %e1_146) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_148 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %131:2 = cute.get_scalars(%coord_147) : !cute.coord<"(?,?{div=8})">
        %132:2 = cute.get_scalars(%coord_148) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %133 = arith.cmpi slt, %131#0, %132#0 : i32
        %134 = arith.andi %true, %133 : i1
        %135 = arith.cmpi slt, %131#1, %132#1 : i32
        %136 = arith.andi %134, %135 : i1
        %137 = arith.extui %136 : i1 to i8
        %coord_149 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_149, %137) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_150 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_151 = cute.get_layout(%view_111) : !cute_coord_tensor_dfd887
        %idx_152 = cute.crd2idx(%coord_150, %lay_151) : (!cute.coord<"((0,0),0,1)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,1024)">
        %iter_153 = cute.get_iter(%view_111) : !cute_coord_tensor_dfd887
        %tup_154 = cute.add_offset(%iter_153, %idx_152) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
        %view_155 = cute.make_view(%tup_154) : !cute_coord_tensor_8bc2ea
        %iter_156 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_66b557
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=8})">
        %138 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=8}">
        %iter_160 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_66b557
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,?{div=8})">
        %140 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %141 = cute.get_scalars(%e1_163) : !cute.int_tuple<"?{div=8}">
        %iter_164 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_66b557
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=8})">
        %142 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=8}">
        %coord_168 = cute.make_coord(%e0_166, %e1_167) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_169 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %144:2 = cute.get_scalars(%coord_168) : !cute.coord<"(?,?{div=8})">
        %145:2 = cute.get_scalars(%coord_169) : !cute.coord<"(96,5000)">
        %true_170 = arith.constant true
        %146 = arith.cmpi slt, %144#0, %145#0 : i32
        %147 = arith.andi %true_170, %146 : i1
        %148 = arith.cmpi slt, %144#1, %145#1 : i32
        %149 = arith.andi %147, %148 : i1
        %150 = arith.extui %149 : i1 to i8
        %coord_171 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_171, %150) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_172 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_173 = cute.get_layout(%view_111) : !cute_coord_tensor_dfd887
        %idx_174 = cute.crd2idx(%coord_172, %lay_173) : (!cute.coord<"((0,0),0,2)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,2048)">
        %iter_175 = cute.get_iter(%view_111) : !cute_coord_tensor_dfd887
        %tup_176 = cute.add_offset(%iter_175, %idx_174) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_177 = cute.make_view(%tup_176) : !cute_coord_tensor_8bc2ea
        %iter_178 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_179 = cute.deref_arith_tuple_iter(%iter_178) : !cute_arith_tuple_iter_66b557
        %e0_180, %e1_181 = cute.get_leaves(%tup_179) : !cute.int_tuple<"(?,?{div=8})">
        %151 = cute.get_scalars(%e0_180) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_181) : !cute.int_tuple<"?{div=8}">
        %iter_182 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_183 = cute.deref_arith_tuple_iter(%iter_182) : !cute_arith_tuple_iter_66b557
        %e0_184, %e1_185 = cute.get_leaves(%tup_183) : !cute.int_tuple<"(?,?{div=8})">
        %153 = cute.get_scalars(%e0_184) : !cute.int_tuple<"?">
        %154 = cute.get_scalars(%e1_185) : !cute.int_tuple<"?{div=8}">
        %iter_186 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_187 = cute.deref_arith_tuple_iter(%iter_186) : !cute_arith_tuple_iter_66b557
        %e0_188, %e1_189 = cute.get_leaves(%tup_187) : !cute.int_tuple<"(?,?{div=8})">
        %155 = cute.get_scalars(%e0_188) : !cute.int_tuple<"?">
        %156 = cute.get_scalars(%e1_189) : !cute.int_tuple<"?{div=8}">
        %coord_190 = cute.make_coord(%e0_188, %e1_189) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_191 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %157:2 = cute.get_scalars(%coord_190) : !cute.coord<"(?,?{div=8})">
        %158:2 = cute.get_scalars(%coord_191) : !cute.coord<"(96,5000)">
        %true_192 = arith.constant true
        %159 = arith.cmpi slt, %157#0, %158#0 : i32
        %160 = arith.andi %true_192, %159 : i1
        %161 = arith.cmpi slt, %157#1, %158#1 : i32
        %162 = arith.andi %160, %161 : i1
        %163 = arith.extui %162 : i1 to i8
        %coord_193 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_193, %163) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_194 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_195 = cute.get_layout(%view_111) : !cute_coord_tensor_dfd887
        %idx_196 = cute.crd2idx(%coord_194, %lay_195) : (!cute.coord<"((0,0),0,3)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,3072)">
        %iter_197 = cute.get_iter(%view_111) : !cute_coord_tensor_dfd887
        %tup_198 = cute.add_offset(%iter_197, %idx_196) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
        %view_199 = cute.make_view(%tup_198) : !cute_coord_tensor_8bc2ea
        %iter_200 = cute.get_iter(%view_199) : !cute_coord_tensor_8bc2ea
        %tup_201 = cute.deref_arith_tuple_iter(%iter_200) : !cute_arith_tuple_iter_66b557
        %e0_202, %e1_203 = cute.get_leaves(%tup_201) : !cute.int_tuple<"(?,?{div=8})">
        %164 = cute.get_scalars(%e0_202) : !cute.int_tuple<"?">
        %165 = cute.get_scalars(%e1_203) : !cute.int_tuple<"?{div=8}">
        %iter_204 = cute.get_iter(%view_199) : !cute_coord_tensor_8bc2ea
        %tup_205 = cute.deref_arith_tuple_iter(%iter_204) : !cute_arith_tuple_iter_66b557
        %e0_206, %e1_207 = cute.get_leaves(%tup_205) : !cute.int_tuple<"(?,?{div=8})">
        %166 = cute.get_scalars(%e0_206) : !cute.int_tuple<"?">
        %167 = cute.get_scalars(%e1_207) : !cute.int_tuple<"?{div=8}">
        %iter_208 = cute.get_iter(%view_199) : !cute_coord_tensor_8bc2ea
        %tup_209 = cute.deref_arith_tuple_iter(%iter_208) : !cute_arith_tuple_iter_66b557
        %e0_210, %e1_211 = cute.get_leaves(%tup_209) : !cute.int_tuple<"(?,?{div=8})">
        %168 = cute.get_scalars(%e0_210) : !cute.int_tuple<"?">
        %169 = cute.get_scalars(%e1_211) : !cute.int_tuple<"?{div=8}">
        %coord_212 = cute.make_coord(%e0_210, %e1_211) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_213 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %170:2 = cute.get_scalars(%coord_212) : !cute.coord<"(?,?{div=8})">
        %171:2 = cute.get_scalars(%coord_213) : !cute.coord<"(96,5000)">
        %true_214 = arith.constant true
        %172 = arith.cmpi slt, %170#0, %171#0 : i32
        %173 = arith.andi %true_214, %172 : i1
        %174 = arith.cmpi slt, %170#1, %171#1 : i32
        %175 = arith.andi %173, %174 : i1
        %176 = arith.extui %175 : i1 to i8
        %coord_215 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_215, %176) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_216 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %lay_217 = cute.make_layout() : !cute_layout_a987c4
        %rmem_218 = cute.memref.alloca(%lay_217) : !memref_rmem_f16_
        %iter_219 = cute.get_iter(%rmem_218) : !memref_rmem_f16_
        %iter_220 = cute.get_iter(%rmem_218) : !memref_rmem_f16_
        %lay_221 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %lay_222 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %sz_223 = cute.size(%lay_222) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_224 = cute.get_leaves(%sz_223) : !cute.int_tuple<"32">
        %lay_225 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %177 = cute.get_shape(%lay_225) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_226, %e1_227, %e2, %e3 = cute.get_leaves(%177) : !cute.shape<"((8,1),1,4)">
        %int_tuple_228 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_229 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_230 = cute.get_leaves(%int_tuple_229) : !cute.int_tuple<"32">
        %cst_231 = arith.constant 0xFC00 : f16
        %178 = vector.splat %cst_231 : vector<32xf16>
        %lay_232 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %179 = cute.get_shape(%lay_232) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_233, %e1_234, %e2_235, %e3_236 = cute.get_leaves(%179) : !cute.shape<"((8,1),1,4)">
        %lay_237 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %lay_238 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %180 = cute.get_shape(%lay_238) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_239, %e1_240, %e2_241, %e3_242 = cute.get_leaves(%180) : !cute.shape<"((8,1),1,4)">
        %int_tuple_243 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_244 = cute.size(%int_tuple_243) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_245 = cute.get_leaves(%sz_244) : !cute.int_tuple<"32">
        %int_tuple_246 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_247 = cute.size(%int_tuple_246) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_248 = cute.get_leaves(%sz_247) : !cute.int_tuple<"32">
        cute.memref.store_vec(%178, %rmem_218) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_249 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %181 = cute.get_shape(%lay_249) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_250, %e1_251, %e2_252, %e3_253 = cute.get_leaves(%181) : !cute.shape<"((8,1),1,4)">
        %lay_254 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %182 = cute.get_shape(%lay_254) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%182) : !cute.shape<"((8,1),1,4)">
        %lay_259 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %shape_260 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_261 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_259, %lay_261) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_262 = cute.make_view(%iter_90, %append) : !memref_gmem_f16_2
        %iter_263 = cute.get_iter(%view_262) : !memref_gmem_f16_2
        %lay_264 = cute.get_layout(%view_262) : !memref_gmem_f16_2
        %183 = cute.get_shape(%lay_264) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_265, %e1_266, %e2_267, %e3_268 = cute.get_leaves(%183) : !cute.shape<"((8,1),1,4)">
        %lay_269 = cute.get_layout(%view_262) : !memref_gmem_f16_2
        %184 = cute.get_shape(%lay_269) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_270, %e1_271, %e2_272, %e3_273 = cute.get_leaves(%184) : !cute.shape<"((8,1),1,4)">
        %iter_274 = cute.get_iter(%view_262) : !memref_gmem_f16_2
        %view_275 = cute.make_view(%iter_274) : !memref_gmem_f16_3
        %iter_276 = cute.get_iter(%view_275) : !memref_gmem_f16_3
        %iter_277 = cute.get_iter(%view_275) : !memref_gmem_f16_3
        %lay_278 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %shape_279 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_280 = cute.make_layout() : !cute.layout<"1:0">
        %append_281 = cute.append_to_rank<2> (%lay_278, %lay_280) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_282 = cute.make_view(%iter_220, %append_281) : !memref_rmem_f16_
        %iter_283 = cute.get_iter(%view_282) : !memref_rmem_f16_
        %lay_284 = cute.get_layout(%view_282) : !memref_rmem_f16_
        %185 = cute.get_shape(%lay_284) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_285, %e1_286, %e2_287, %e3_288 = cute.get_leaves(%185) : !cute.shape<"((8,1),1,4)">
        %lay_289 = cute.get_layout(%view_282) : !memref_rmem_f16_
        %186 = cute.get_shape(%lay_289) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%186) : !cute.shape<"((8,1),1,4)">
        %iter_294 = cute.get_iter(%view_282) : !memref_rmem_f16_
        %view_295 = cute.make_view(%iter_294) : !memref_rmem_f16_1
        %iter_296 = cute.get_iter(%view_295) : !memref_rmem_f16_1
        %iter_297 = cute.get_iter(%view_295) : !memref_rmem_f16_1
        %lay_298 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_299 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_300 = cute.make_layout() : !cute.layout<"1:0">
        %append_301 = cute.append_to_rank<2> (%lay_298, %lay_300) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_302 = cute.make_view(%iter_128, %append_301) : !memref_rmem_i8_
        %iter_303 = cute.get_iter(%view_302) : !memref_rmem_i8_
        %lay_304 = cute.get_layout(%view_302) : !memref_rmem_i8_
        %187 = cute.get_shape(%lay_304) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_305, %e1_306, %e2_307 = cute.get_leaves(%187) : !cute.shape<"(1,1,4)">
        %lay_308 = cute.get_layout(%view_302) : !memref_rmem_i8_
        %188 = cute.get_shape(%lay_308) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_309, %e1_310, %e2_311 = cute.get_leaves(%188) : !cute.shape<"(1,1,4)">
        %iter_312 = cute.get_iter(%view_302) : !memref_rmem_i8_
        %view_313 = cute.make_view(%iter_312) : !memref_rmem_i8_1
        %iter_314 = cute.get_iter(%view_313) : !memref_rmem_i8_1
        %iter_315 = cute.get_iter(%view_313) : !memref_rmem_i8_1
        %lay_316 = cute.get_layout(%view_275) : !memref_gmem_f16_3
        %189 = cute.get_shape(%lay_316) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_317, %e1_318, %e2_319, %e3_320 = cute.get_leaves(%189) : !cute.shape<"((8,1),(1,4))">
        %lay_321 = cute.get_layout(%view_295) : !memref_rmem_f16_1
        %190 = cute.get_shape(%lay_321) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_322, %e1_323, %e2_324, %e3_325 = cute.get_leaves(%190) : !cute.shape<"((8,1),(1,4))">
        %lay_326 = cute.get_layout(%view_275) : !memref_gmem_f16_3
        %sz_327 = cute.size(%lay_326) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_328 = cute.get_leaves(%sz_327) : !cute.int_tuple<"4">
        %lay_329 = cute.get_layout(%view_295) : !memref_rmem_f16_1
        %sz_330 = cute.size(%lay_329) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_331 = cute.get_leaves(%sz_330) : !cute.int_tuple<"4">
        %lay_332 = cute.get_layout(%view_275) : !memref_gmem_f16_3
        %191 = cute.get_shape(%lay_332) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_333, %e1_334, %e2_335, %e3_336 = cute.get_leaves(%191) : !cute.shape<"((8,1),(1,4))">
        %iter_337 = cute.get_iter(%view_275) : !memref_gmem_f16_3
        %iter_338 = cute.get_iter(%view_295) : !memref_rmem_f16_1
        %lay_339 = cute.get_layout(%view_275) : !memref_gmem_f16_3
        %lay_340 = cute.get_layout(%view_295) : !memref_rmem_f16_1
        %192 = cute.static : !cute.layout<"1:0">
        %append_341 = cute.append_to_rank<2> (%lay_339, %192) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_342 = cute.append_to_rank<2> (%lay_340, %192) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_343 = cute.make_layout() : !cute_layout_dfed1f
        %lay_344 = cute.make_layout() : !cute_layout_bb9a85
        %iter_345 = cute.get_iter(%view_313) : !memref_rmem_i8_1
        %lay_346 = cute.get_layout(%view_313) : !memref_rmem_i8_1
        %append_347 = cute.append_to_rank<2> (%lay_346, %192) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_348 = cute.make_layout() : !cute_layout_973764
        %sz_349 = cute.size(%lay_343) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %193 = cute.get_scalars(%sz_349) : !cute.int_tuple<"4">
        %c0_i32_350 = arith.constant 0 : i32
        %c1_i32_351 = arith.constant 1 : i32
        scf.for %arg6 = %c0_i32_350 to %193 step %c1_i32_351  : i32 {
          %coord_367 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
          %211 = cute.get_scalars(%coord_367) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_368 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_369 = cute.crd2idx(%coord_367, %lay_343) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_370 = cute.add_offset(%iter_337, %idx_369) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_371 = cute.make_view(%ptr_370, %lay_368) : !memref_gmem_f16_4
          %212 = cute.get_scalars(%coord_367) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_372 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_373 = cute.crd2idx(%coord_367, %lay_344) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_374 = cute.add_offset(%iter_338, %idx_373) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_375 = cute.make_view(%ptr_374, %lay_372) : !memref_rmem_f16_2
          %213 = cute.get_scalars(%coord_367) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_376 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_377 = cute.crd2idx(%coord_367, %lay_348) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_378 = cute.add_offset(%iter_345, %idx_377) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_379 = cute.make_view(%ptr_378, %lay_376) : !memref_rmem_i8_2
          %iter_380 = cute.get_iter(%view_371) : !memref_gmem_f16_4
          %iter_381 = cute.get_iter(%view_375) : !memref_rmem_f16_2
          %iter_382 = cute.get_iter(%view_379) : !memref_rmem_i8_2
          %214 = builtin.unrealized_conversion_cast %iter_382 : !cute.ptr<i8, rmem> to !llvm.ptr
          %215 = llvm.load %214 : !llvm.ptr -> i8
          %216 = llvm.mlir.constant(0 : i8) : i8
          %217 = llvm.icmp "ne" %215, %216 : i8
          scf.if %217 {
            %218 = builtin.unrealized_conversion_cast %iter_380 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %219 = builtin.unrealized_conversion_cast %iter_381 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %220 = llvm.load %218 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %220, %219 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_352 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %194 = cute.get_shape(%lay_352) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%194) : !cute.shape<"((8,1),1,4)">
        %lay_357 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %195 = cute.memref.load_vec(%rmem_218) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_358 = cute.get_layout(%rmem_218) : !memref_rmem_f16_
        %196 = cute.get_shape(%lay_358) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_359, %e1_360, %e2_361, %e3_362 = cute.get_leaves(%196) : !cute.shape<"((8,1),1,4)">
        %197 = arith.extf %195 : vector<32xf16> to vector<32xf32>
        %cst_363 = arith.constant -3.40282347E+38 : f32
        %198 = vector.reduction <maximumf>, %197, %cst_363 : vector<32xf32> into f32
        %199 = arith.maximumf %arg4, %198 : f32
        %200 = vector.broadcast %199 : f32 to vector<32xf32>
        %201 = arith.subf %197, %200 : vector<32xf32>
        %cst_364 = arith.constant 1.44269502 : f32
        %202 = vector.broadcast %cst_364 : f32 to vector<32xf32>
        %203 = arith.mulf %201, %202 : vector<32xf32>
        %204 = math.exp2 %203 : vector<32xf32>
        %cst_365 = arith.constant 0.000000e+00 : f32
        %205 = vector.reduction <add>, %204, %cst_365 : vector<32xf32> into f32
        %206 = arith.subf %arg4, %199 : f32
        %cst_366 = arith.constant 1.44269502 : f32
        %207 = arith.mulf %206, %cst_366 : f32
        %208 = math.exp2 %207 : f32
        %209 = arith.mulf %arg3, %208 : f32
        %210 = arith.addf %209, %205 : f32
        scf.yield %210, %199, %arg5 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %11 = nvvm.shfl.sync  bfly %c-1_i32, %10#1, %c16_i32, %c31_i32 : f32 -> f32
      %c-1_i32_13 = arith.constant -1 : i32
      %c16_i32_14 = arith.constant 16 : i32
      %c31_i32_15 = arith.constant 31 : i32
      %12 = nvvm.shfl.sync  bfly %c-1_i32_13, %10#0, %c16_i32_14, %c31_i32_15 : f32 -> f32
      %13 = arith.maximumf %10#1, %11 : f32
      %14 = arith.subf %10#1, %13 : f32
      %cst_16 = arith.constant 1.44269502 : f32
      %15 = arith.mulf %14, %cst_16 : f32
      %16 = math.exp2 %15 : f32
      %17 = arith.mulf %10#0, %16 : f32
      %18 = arith.subf %11, %13 : f32
      %19 = arith.mulf %18, %cst_16 : f32
      %20 = math.exp2 %19 : f32
      %21 = arith.mulf %12, %20 : f32
      %22 = arith.addf %17, %21 : f32
      %c-1_i32_17 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_18 = arith.constant 31 : i32
      %23 = nvvm.shfl.sync  bfly %c-1_i32_17, %13, %c8_i32, %c31_i32_18 : f32 -> f32
      %c-1_i32_19 = arith.constant -1 : i32
      %c8_i32_20 = arith.constant 8 : i32
      %c31_i32_21 = arith.constant 31 : i32
      %24 = nvvm.shfl.sync  bfly %c-1_i32_19, %22, %c8_i32_20, %c31_i32_21 : f32 -> f32
      %25 = arith.maximumf %13, %23 : f32
      %26 = arith.subf %13, %25 : f32
      %27 = arith.mulf %26, %cst_16 : f32
      %28 = math.exp2 %27 : f32
      %29 = arith.mulf %22, %28 : f32
      %30 = arith.subf %23, %25 : f32
      %31 = arith.mulf %30, %cst_16 : f32
      %32 = math.exp2 %31 : f32
      %33 = arith.mulf %24, %32 : f32
      %34 = arith.addf %29, %33 : f32
      %c-1_i32_22 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_23 = arith.constant 31 : i32
      %35 = nvvm.shfl.sync  bfly %c-1_i32_22, %25, %c4_i32, %c31_i32_23 : f32 -> f32
      %c-1_i32_24 = arith.constant -1 : i32
      %c4_i32_25 = arith.constant 4 : i32
      %c31_i32_26 = arith.constant 31 : i32
      %36 = nvvm.shfl.sync  bfly %c-1_i32_24, %34, %c4_i32_25, %c31_i32_26 : f32 -> f32
      %37 = arith.maximumf %25, %35 : f32
      %38 = arith.subf %25, %37 : f32
      %39 = arith.mulf %38, %cst_16 : f32
      %40 = math.exp2 %39 : f32
      %41 = arith.mulf %34, %40 : f32
      %42 = arith.subf %35, %37 : f32
      %43 = arith.mulf %42, %cst_16 : f32
      %44 = math.exp2 %43 : f32
      %45 = arith.mulf %36, %44 : f32
      %46 = arith.addf %41, %45 : f32
      %c-1_i32_27 = arith.constant -1 : i32
      %c2_i32_28 = arith.constant 2 : i32
      %c31_i32_29 = arith.constant 31 : i32
      %47 = nvvm.shfl.sync  bfly %c-1_i32_27, %37, %c2_i32_28, %c31_i32_29 : f32 -> f32
      %c-1_i32_30 = arith.constant -1 : i32
      %c2_i32_31 = arith.constant 2 : i32
      %c31_i32_32 = arith.constant 31 : i32
      %48 = nvvm.shfl.sync  bfly %c-1_i32_30, %46, %c2_i32_31, %c31_i32_32 : f32 -> f32
      %49 = arith.maximumf %37, %47 : f32
      %50 = arith.subf %37, %49 : f32
      %51 = arith.mulf %50, %cst_16 : f32
      %52 = math.exp2 %51 : f32
      %53 = arith.mulf %46, %52 : f32
      %54 = arith.subf %47, %49 : f32
      %55 = arith.mulf %54, %cst_16 : f32
      %56 = math.exp2 %55 : f32
      %57 = arith.mulf %48, %56 : f32
      %58 = arith.addf %53, %57 : f32
      %c-1_i32_33 = arith.constant -1 : i32
      %c1_i32_34 = arith.constant 1 : i32
      %c31_i32_35 = arith.constant 31 : i32
      %59 = nvvm.shfl.sync  bfly %c-1_i32_33, %49, %c1_i32_34, %c31_i32_35 : f32 -> f32
      %c-1_i32_36 = arith.constant -1 : i32
      %c1_i32_37 = arith.constant 1 : i32
      %c31_i32_38 = arith.constant 31 : i32
      %60 = nvvm.shfl.sync  bfly %c-1_i32_36, %58, %c1_i32_37, %c31_i32_38 : f32 -> f32
      %61 = arith.maximumf %49, %59 : f32
      %62 = arith.subf %49, %61 : f32
      %63 = arith.mulf %62, %cst_16 : f32
      %64 = math.exp2 %63 : f32
      %65 = arith.mulf %58, %64 : f32
      %66 = arith.subf %59, %61 : f32
      %67 = arith.mulf %66, %cst_16 : f32
      %68 = math.exp2 %67 : f32
      %69 = arith.mulf %60, %68 : f32
      %70 = arith.addf %65, %69 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_39 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_39) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_40 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_39) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_41 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_42 = arith.constant 16 : i32
      %71 = arith.cmpi sge, %smem_size, %c16_i32_42 : i32
      %iter_43 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_43, %lay_39) : !memref_smem_f32_
      %iter_44 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_45 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_46 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_47 = cute.make_layout() : !cute.layout<"4:1">
      %coord_48 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_49 = cute.crd2idx(%coord_48, %lay_47) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_50 = cute.get_leaves(%idx_49) : !cute.int_tuple<"0">
      %cosz_51 = cute.cosize(%lay_47) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_52 = cute.get_leaves(%cosz_51) : !cute.int_tuple<"4">
      %int_tuple_53 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_54 = cute.add_offset(%ptr, %int_tuple_53) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_55 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %72 = arith.cmpi sge, %smem_size_55, %c32_i32 : i32
      %iter_56 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_57 = cute.make_view(%iter_56, %lay_47) : !memref_smem_f32_1
      %iter_58 = cute.get_iter(%view_57) : !memref_smem_f32_1
      %iter_59 = cute.get_iter(%view_57) : !memref_smem_f32_1
      %c0_i32_60 = arith.constant 0 : i32
      %73 = arith.cmpi eq, %8, %c0_i32_60 : i32
      %74:2 = scf.if %73 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_76 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_77 = cute.get_iter(%view_57) : !memref_smem_f32_1
        %coord_78 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_78, %61) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_79 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_57, %coord_79, %70) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_57 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_76 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_77 = cute.get_iter(%view_57) : !memref_smem_f32_1
        scf.yield %view, %view_57 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_61 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_62 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_63 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_64 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_65 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_66 = cute.get_iter(%74#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_67 = cute.make_coord() : () -> !cute.coord<"0">
      %75 = cute.memref.load(%74#0, %coord_67) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"0">
      %76 = cute.memref.load(%74#1, %coord_68) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"1">
      %77 = cute.memref.load(%74#0, %coord_69) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_70 = cute.make_coord() : () -> !cute.coord<"1">
      %78 = cute.memref.load(%74#1, %coord_70) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %79 = arith.maximumf %75, %77 : f32
      %80 = arith.subf %75, %79 : f32
      %81 = arith.mulf %80, %cst_16 : f32
      %82 = math.exp2 %81 : f32
      %83 = arith.mulf %76, %82 : f32
      %84 = arith.subf %77, %79 : f32
      %85 = arith.mulf %84, %cst_16 : f32
      %86 = math.exp2 %85 : f32
      %87 = arith.mulf %78, %86 : f32
      %88 = arith.addf %83, %87 : f32
      %coord_71 = cute.make_coord() : () -> !cute.coord<"2">
      %89 = cute.memref.load(%74#0, %coord_71) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_72 = cute.make_coord() : () -> !cute.coord<"2">
      %90 = cute.memref.load(%74#1, %coord_72) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %91 = arith.maximumf %79, %89 : f32
      %92 = arith.subf %79, %91 : f32
      %93 = arith.mulf %92, %cst_16 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %88, %94 : f32
      %96 = arith.subf %89, %91 : f32
      %97 = arith.mulf %96, %cst_16 : f32
      %98 = math.exp2 %97 : f32
      %99 = arith.mulf %90, %98 : f32
      %100 = arith.addf %95, %99 : f32
      %coord_73 = cute.make_coord() : () -> !cute.coord<"3">
      %101 = cute.memref.load(%74#0, %coord_73) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"3">
      %102 = cute.memref.load(%74#1, %coord_74) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %103 = arith.maximumf %91, %101 : f32
      %104 = arith.subf %91, %103 : f32
      %105 = arith.mulf %104, %cst_16 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %100, %106 : f32
      %108 = arith.subf %101, %103 : f32
      %109 = arith.mulf %108, %cst_16 : f32
      %110 = math.exp2 %109 : f32
      %111 = arith.mulf %102, %110 : f32
      %112 = arith.addf %107, %111 : f32
      %cst_75 = arith.constant 1.000000e+00 : f32
      %113 = arith.divf %cst_75, %112 : f32
      %114 = scf.for %arg2 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg3 = %10#2) -> (!copy_simt)  : i32 {
        %coord_76 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_77 = cute.get_layout(%arg0) : !memref_gmem_f16_
        %idx_78 = cute.crd2idx(%coord_76, %lay_77) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_79 = cute.get_iter(%arg0) : !memref_gmem_f16_
        %ptr_80 = cute.add_offset(%iter_79, %idx_78) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_81 = cute.make_view(%ptr_80) : !memref_gmem_f16_1
        %iter_82 = cute.get_iter(%view_81) : !memref_gmem_f16_1
        %iter_83 = cute.get_iter(%view_81) : !memref_gmem_f16_1
        %coord_84 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_85 = cute.get_iter(%view_81) : !memref_gmem_f16_1
        %115 = cute.get_scalars(%coord_84) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_86 = arith.constant 8 : i32
        %116 = arith.muli %115, %c8_i32_86 : i32
        %iv = cute.assume(%116) : (i32) -> !cute.i32<divby 8>
        %int_tuple_87 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_88 = cute.add_offset(%iter_85, %int_tuple_87) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_89 = cute.make_view(%ptr_88) : !memref_gmem_f16_2
        %iter_90 = cute.get_iter(%view_89) : !memref_gmem_f16_2
        %coord_91 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_92 = cute.get_layout(%arg1) : !memref_gmem_f16_
        %idx_93 = cute.crd2idx(%coord_91, %lay_92) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_94 = cute.get_iter(%arg1) : !memref_gmem_f16_
        %ptr_95 = cute.add_offset(%iter_94, %idx_93) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_96 = cute.make_view(%ptr_95) : !memref_gmem_f16_1
        %iter_97 = cute.get_iter(%view_96) : !memref_gmem_f16_1
        %iter_98 = cute.get_iter(%view_96) : !memref_gmem_f16_1
        %coord_99 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_100 = cute.get_iter(%view_96) : !memref_gmem_f16_1
        %117 = cute.get_scalars(%coord_99) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_101 = arith.constant 8 : i32
        %118 = arith.muli %117, %c8_i32_101 : i32
        %iv_102 = cute.assume(%118) : (i32) -> !cute.i32<divby 8>
        %int_tuple_103 = cute.make_int_tuple(%iv_102) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_104 = cute.add_offset(%iter_100, %int_tuple_103) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_105 = cute.make_view(%ptr_104) : !memref_gmem_f16_2
        %iter_106 = cute.get_iter(%view_105) : !memref_gmem_f16_2
        %coord_107 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_108 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
        %idx_109 = cute.crd2idx(%coord_107, %lay_108) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
        %iter_110 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
        %tup_111 = cute.add_offset(%iter_110, %idx_109) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
        %view_112 = cute.make_view(%tup_111) : !cute_coord_tensor_7e8734
        %iter_113 = cute.get_iter(%view_112) : !cute_coord_tensor_7e8734
        %tup_114 = cute.deref_arith_tuple_iter(%iter_113) : !cute_arith_tuple_iter_9e165f
        %e0_115, %e1_116 = cute.get_leaves(%tup_114) : !cute_int_tuple_3a4e03
        %119 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?">
        %120 = cute.get_scalars(%e1_116) : !cute.int_tuple<"?{div=4096}">
        %iter_117 = cute.get_iter(%view_112) : !cute_coord_tensor_7e8734
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_9e165f
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute_int_tuple_3a4e03
        %121 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %122 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=4096}">
        %coord_121 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_122 = cute.get_iter(%view_112) : !cute_coord_tensor_7e8734
        %123 = cute.get_scalars(%coord_121) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_123 = arith.constant 8 : i32
        %124 = arith.muli %123, %c8_i32_123 : i32
        %iv_124 = cute.assume(%124) : (i32) -> !cute.i32<divby 8>
        %int_tuple_125 = cute.make_int_tuple(%iv_124) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_126 = cute.add_offset(%iter_122, %int_tuple_125) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_127 = cute.make_view(%tup_126) : !cute_coord_tensor_dfd887
        %iter_128 = cute.get_iter(%view_127) : !cute_coord_tensor_dfd887
        %tup_129 = cute.deref_arith_tuple_iter(%iter_128) : !cute_arith_tuple_iter_66b557
        %e0_130, %e1_131 = cute.get_leaves(%tup_129) : !cute.int_tuple<"(?,?{div=8})">
        %125 = cute.get_scalars(%e0_130) : !cute.int_tuple<"?">
        %126 = cute.get_scalars(%e1_131) : !cute.int_tuple<"?{div=8}">
        %lay_132 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %sz_133 = cute.size(%lay_132) <{mode = [0, 1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_134 = cute.get_leaves(%sz_133) : !cute.int_tuple<"1">
        %lay_135 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %sz_136 = cute.size(%lay_135) <{mode = [1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_137 = cute.get_leaves(%sz_136) : !cute.int_tuple<"1">
        %lay_138 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %sz_139 = cute.size(%lay_138) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
        %e0_140 = cute.get_leaves(%sz_139) : !cute.int_tuple<"4">
        %shape_141 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_142 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_142) : !memref_rmem_i8_
        %iter_143 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_144 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_145 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_146 = cute.get_layout(%view_127) : !cute_coord_tensor_dfd887
        %idx_147 = cute.crd2idx(%coord_145, %lay_146) : (!cute.coord<"((0,0),0,0)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,0)">
        %iter_148 = cute.get_iter(%view_127) : !cute_coord_tensor_dfd887
        %tup_149 = cute.add_offset(%iter_148, %idx_147) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_150 = cute.make_view(%tup_149) : !cute_coord_tensor_8bc2ea
        %iter_151 = cute.get_iter(%view_150) : !cute_coord_tensor_8bc2ea
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_66b557
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=8})">
        %127 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %128 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=8}">
        %iter_155 = cute.get_iter(%view_150) : !cute_coord_tensor_8bc2ea
        %tup_156 = cute.deref_arith_tuple_iter(%iter_155) : !cute_arith_tuple_iter_66b557
        %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute.int_tuple<"(?,?{div=8})">
        %129 = cute.get_scalars(%e0_157) : !cute.int_tuple<"?">
        %130 = cute.get_scalars(%e1_158) : !cute.int_tuple<"?{div=8}">
        %iter_159 = cute.get_iter(%view_150) : !cute_coord_tensor_8bc2ea
        %tup_160 = cute.deref_arith_tuple_iter(%iter_159) : !cute_arith_tuple_iter_66b557
        %e0_161, %e1_162 = cute.get_leaves(%tup_160) : !cute.int_tuple<"(?,?{div=8})">
        %131 = cute.get_scalars(%e0_161) : !cute.int_tuple<"?">
        %132 = cute.get_scalars(%e1_162) : !cute.int_tuple<"?{div=8}">
        %coord_163 = cute.make_coord(%e0_161, %e1_162) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_164 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %133:2 = cute.get_scalars(%coord_163) : !cute.coord<"(?,?{div=8})">
        %134:2 = cute.get_scalars(%coord_164) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %135 = arith.cmpi slt, %133#0, %134#0 : i32
        %136 = arith.andi %true, %135 : i1
        %137 = arith.cmpi slt, %133#1, %134#1 : i32
        %138 = arith.andi %136, %137 : i1
        %139 = arith.extui %138 : i1 to i8
        %coord_165 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_165, %139) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_166 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_167 = cute.get_layout(%view_127) : !cute_coord_tensor_dfd887
        %idx_168 = cute.crd2idx(%coord_166, %lay_167) : (!cute.coord<"((0,0),0,1)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,1024)">
        %iter_169 = cute.get_iter(%view_127) : !cute_coord_tensor_dfd887
        %tup_170 = cute.add_offset(%iter_169, %idx_168) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
        %view_171 = cute.make_view(%tup_170) : !cute_coord_tensor_8bc2ea
        %iter_172 = cute.get_iter(%view_171) : !cute_coord_tensor_8bc2ea
        %tup_173 = cute.deref_arith_tuple_iter(%iter_172) : !cute_arith_tuple_iter_66b557
        %e0_174, %e1_175 = cute.get_leaves(%tup_173) : !cute.int_tuple<"(?,?{div=8})">
        %140 = cute.get_scalars(%e0_174) : !cute.int_tuple<"?">
        %141 = cute.get_scalars(%e1_175) : !cute.int_tuple<"?{div=8}">
        %iter_176 = cute.get_iter(%view_171) : !cute_coord_tensor_8bc2ea
        %tup_177 = cute.deref_arith_tuple_iter(%iter_176) : !cute_arith_tuple_iter_66b557
        %e0_178, %e1_179 = cute.get_leaves(%tup_177) : !cute.int_tuple<"(?,?{div=8})">
        %142 = cute.get_scalars(%e0_178) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_179) : !cute.int_tuple<"?{div=8}">
        %iter_180 = cute.get_iter(%view_171) : !cute_coord_tensor_8bc2ea
        %tup_181 = cute.deref_arith_tuple_iter(%iter_180) : !cute_arith_tuple_iter_66b557
        %e0_182, %e1_183 = cute.get_leaves(%tup_181) : !cute.int_tuple<"(?,?{div=8})">
        %144 = cute.get_scalars(%e0_182) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_183) : !cute.int_tuple<"?{div=8}">
        %coord_184 = cute.make_coord(%e0_182, %e1_183) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_185 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %146:2 = cute.get_scalars(%coord_184) : !cute.coord<"(?,?{div=8})">
        %147:2 = cute.get_scalars(%coord_185) : !cute.coord<"(96,5000)">
        %true_186 = arith.constant true
        %148 = arith.cmpi slt, %146#0, %147#0 : i32
        %149 = arith.andi %true_186, %148 : i1
        %150 = arith.cmpi slt, %146#1, %147#1 : i32
        %151 = arith.andi %149, %150 : i1
        %152 = arith.extui %151 : i1 to i8
        %coord_187 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_187, %152) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_188 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_189 = cute.get_layout(%view_127) : !cute_coord_tensor_dfd887
        %idx_190 = cute.crd2idx(%coord_188, %lay_189) : (!cute.coord<"((0,0),0,2)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,2048)">
        %iter_191 = cute.get_iter(%view_127) : !cute_coord_tensor_dfd887
        %tup_192 = cute.add_offset(%iter_191, %idx_190) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_193 = cute.make_view(%tup_192) : !cute_coord_tensor_8bc2ea
        %iter_194 = cute.get_iter(%view_193) : !cute_coord_tensor_8bc2ea
        %tup_195 = cute.deref_arith_tuple_iter(%iter_194) : !cute_arith_tuple_iter_66b557
        %e0_196, %e1_197 = cute.get_leaves(%tup_195) : !cute.int_tuple<"(?,?{div=8})">
        %153 = cute.get_scalars(%e0_196) : !cute.int_tuple<"?">
        %154 = cute.get_scalars(%e1_197) : !cute.int_tuple<"?{div=8}">
        %iter_198 = cute.get_iter(%view_193) : !cute_coord_tensor_8bc2ea
        %tup_199 = cute.deref_arith_tuple_iter(%iter_198) : !cute_arith_tuple_iter_66b557
        %e0_200, %e1_201 = cute.get_leaves(%tup_199) : !cute.int_tuple<"(?,?{div=8})">
        %155 = cute.get_scalars(%e0_200) : !cute.int_tuple<"?">
        %156 = cute.get_scalars(%e1_201) : !cute.int_tuple<"?{div=8}">
        %iter_202 = cute.get_iter(%view_193) : !cute_coord_tensor_8bc2ea
        %tup_203 = cute.deref_arith_tuple_iter(%iter_202) : !cute_arith_tuple_iter_66b557
        %e0_204, %e1_205 = cute.get_leaves(%tup_203) : !cute.int_tuple<"(?,?{div=8})">
        %157 = cute.get_scalars(%e0_204) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_205) : !cute.int_tuple<"?{div=8}">
        %coord_206 = cute.make_coord(%e0_204, %e1_205) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_207 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %159:2 = cute.get_scalars(%coord_206) : !cute.coord<"(?,?{div=8})">
        %160:2 = cute.get_scalars(%coord_207) : !cute.coord<"(96,5000)">
        %true_208 = arith.constant true
        %161 = arith.cmpi slt, %159#0, %160#0 : i32
        %162 = arith.andi %true_208, %161 : i1
        %163 = arith.cmpi slt, %159#1, %160#1 : i32
        %164 = arith.andi %162, %163 : i1
        %165 = arith.extui %164 : i1 to i8
        %coord_209 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_209, %165) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_210 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_211 = cute.get_layout(%view_127) : !cute_coord_tensor_dfd887
        %idx_212 = cute.crd2idx(%coord_210, %lay_211) : (!cute.coord<"((0,0),0,3)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,3072)">
        %iter_213 = cute.get_iter(%view_127) : !cute_coord_tensor_dfd887
        %tup_214 = cute.add_offset(%iter_213, %idx_212) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
        %view_215 = cute.make_view(%tup_214) : !cute_coord_tensor_8bc2ea
        %iter_216 = cute.get_iter(%view_215) : !cute_coord_tensor_8bc2ea
        %tup_217 = cute.deref_arith_tuple_iter(%iter_216) : !cute_arith_tuple_iter_66b557
        %e0_218, %e1_219 = cute.get_leaves(%tup_217) : !cute.int_tuple<"(?,?{div=8})">
        %166 = cute.get_scalars(%e0_218) : !cute.int_tuple<"?">
        %167 = cute.get_scalars(%e1_219) : !cute.int_tuple<"?{div=8}">
        %iter_220 = cute.get_iter(%view_215) : !cute_coord_tensor_8bc2ea
        %tup_221 = cute.deref_arith_tuple_iter(%iter_220) : !cute_arith_tuple_iter_66b557
        %e0_222, %e1_223 = cute.get_leaves(%tup_221) : !cute.int_tuple<"(?,?{div=8})">
        %168 = cute.get_scalars(%e0_222) : !cute.int_tuple<"?">
        %169 = cute.get_scalars(%e1_223) : !cute.int_tuple<"?{div=8}">
        %iter_224 = cute.get_iter(%view_215) : !cute_coord_tensor_8bc2ea
        %tup_225 = cute.deref_arith_tuple_iter(%iter_224) : !cute_arith_tuple_iter_66b557
        %e0_226, %e1_227 = cute.get_leaves(%tup_225) : !cute.int_tuple<"(?,?{div=8})">
        %170 = cute.get_scalars(%e0_226) : !cute.int_tuple<"?">
        %171 = cute.get_scalars(%e1_227) : !cute.int_tuple<"?{div=8}">
        %coord_228 = cute.make_coord(%e0_226, %e1_227) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_229 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %172:2 = cute.get_scalars(%coord_228) : !cute.coord<"(?,?{div=8})">
        %173:2 = cute.get_scalars(%coord_229) : !cute.coord<"(96,5000)">
        %true_230 = arith.constant true
        %174 = arith.cmpi slt, %172#0, %173#0 : i32
        %175 = arith.andi %true_230, %174 : i1
        %176 = arith.cmpi slt, %172#1, %173#1 : i32
        %177 = arith.andi %175, %176 : i1
        %178 = arith.extui %177 : i1 to i8
        %coord_231 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_231, %178) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_232 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %lay_233 = cute.make_layout() : !cute_layout_a987c4
        %rmem_234 = cute.memref.alloca(%lay_233) : !memref_rmem_f16_
        %iter_235 = cute.get_iter(%rmem_234) : !memref_rmem_f16_
        %iter_236 = cute.get_iter(%rmem_234) : !memref_rmem_f16_
        %lay_237 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %lay_238 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %sz_239 = cute.size(%lay_238) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_240 = cute.get_leaves(%sz_239) : !cute.int_tuple<"32">
        %lay_241 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %179 = cute.get_shape(%lay_241) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_242, %e1_243, %e2, %e3 = cute.get_leaves(%179) : !cute.shape<"((8,1),1,4)">
        %int_tuple_244 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_245 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_246 = cute.get_leaves(%int_tuple_245) : !cute.int_tuple<"32">
        %cst_247 = arith.constant 0.000000e+00 : f16
        %180 = vector.splat %cst_247 : vector<32xf16>
        %lay_248 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %181 = cute.get_shape(%lay_248) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%181) : !cute.shape<"((8,1),1,4)">
        %lay_253 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %lay_254 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %182 = cute.get_shape(%lay_254) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%182) : !cute.shape<"((8,1),1,4)">
        %int_tuple_259 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_260 = cute.size(%int_tuple_259) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_261 = cute.get_leaves(%sz_260) : !cute.int_tuple<"32">
        %int_tuple_262 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_263 = cute.size(%int_tuple_262) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_264 = cute.get_leaves(%sz_263) : !cute.int_tuple<"32">
        cute.memref.store_vec(%180, %rmem_234) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_265 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %183 = cute.get_shape(%lay_265) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_266, %e1_267, %e2_268, %e3_269 = cute.get_leaves(%183) : !cute.shape<"((8,1),1,4)">
        %lay_270 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %184 = cute.get_shape(%lay_270) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%184) : !cute.shape<"((8,1),1,4)">
        %lay_275 = cute.get_layout(%view_89) : !memref_gmem_f16_2
        %shape_276 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_277 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_275, %lay_277) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_278 = cute.make_view(%iter_90, %append) : !memref_gmem_f16_2
        %iter_279 = cute.get_iter(%view_278) : !memref_gmem_f16_2
        %lay_280 = cute.get_layout(%view_278) : !memref_gmem_f16_2
        %185 = cute.get_shape(%lay_280) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_281, %e1_282, %e2_283, %e3_284 = cute.get_leaves(%185) : !cute.shape<"((8,1),1,4)">
        %lay_285 = cute.get_layout(%view_278) : !memref_gmem_f16_2
        %186 = cute.get_shape(%lay_285) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%186) : !cute.shape<"((8,1),1,4)">
        %iter_290 = cute.get_iter(%view_278) : !memref_gmem_f16_2
        %view_291 = cute.make_view(%iter_290) : !memref_gmem_f16_3
        %iter_292 = cute.get_iter(%view_291) : !memref_gmem_f16_3
        %iter_293 = cute.get_iter(%view_291) : !memref_gmem_f16_3
        %lay_294 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %shape_295 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_296 = cute.make_layout() : !cute.layout<"1:0">
        %append_297 = cute.append_to_rank<2> (%lay_294, %lay_296) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_298 = cute.make_view(%iter_236, %append_297) : !memref_rmem_f16_
        %iter_299 = cute.get_iter(%view_298) : !memref_rmem_f16_
        %lay_300 = cute.get_layout(%view_298) : !memref_rmem_f16_
        %187 = cute.get_shape(%lay_300) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_301, %e1_302, %e2_303, %e3_304 = cute.get_leaves(%187) : !cute.shape<"((8,1),1,4)">
        %lay_305 = cute.get_layout(%view_298) : !memref_rmem_f16_
        %188 = cute.get_shape(%lay_305) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_306, %e1_307, %e2_308, %e3_309 = cute.get_leaves(%188) : !cute.shape<"((8,1),1,4)">
        %iter_310 = cute.get_iter(%view_298) : !memref_rmem_f16_
        %view_311 = cute.make_view(%iter_310) : !memref_rmem_f16_1
        %iter_312 = cute.get_iter(%view_311) : !memref_rmem_f16_1
        %iter_313 = cute.get_iter(%view_311) : !memref_rmem_f16_1
        %lay_314 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_315 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_316 = cute.make_layout() : !cute.layout<"1:0">
        %append_317 = cute.append_to_rank<2> (%lay_314, %lay_316) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_318 = cute.make_view(%iter_144, %append_317) : !memref_rmem_i8_
        %iter_319 = cute.get_iter(%view_318) : !memref_rmem_i8_
        %lay_320 = cute.get_layout(%view_318) : !memref_rmem_i8_
        %189 = cute.get_shape(%lay_320) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_321, %e1_322, %e2_323 = cute.get_leaves(%189) : !cute.shape<"(1,1,4)">
        %lay_324 = cute.get_layout(%view_318) : !memref_rmem_i8_
        %190 = cute.get_shape(%lay_324) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_325, %e1_326, %e2_327 = cute.get_leaves(%190) : !cute.shape<"(1,1,4)">
        %iter_328 = cute.get_iter(%view_318) : !memref_rmem_i8_
        %view_329 = cute.make_view(%iter_328) : !memref_rmem_i8_1
        %iter_330 = cute.get_iter(%view_329) : !memref_rmem_i8_1
        %iter_331 = cute.get_iter(%view_329) : !memref_rmem_i8_1
        %lay_332 = cute.get_layout(%view_291) : !memref_gmem_f16_3
        %191 = cute.get_shape(%lay_332) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_333, %e1_334, %e2_335, %e3_336 = cute.get_leaves(%191) : !cute.shape<"((8,1),(1,4))">
        %lay_337 = cute.get_layout(%view_311) : !memref_rmem_f16_1
        %192 = cute.get_shape(%lay_337) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_338, %e1_339, %e2_340, %e3_341 = cute.get_leaves(%192) : !cute.shape<"((8,1),(1,4))">
        %lay_342 = cute.get_layout(%view_291) : !memref_gmem_f16_3
        %sz_343 = cute.size(%lay_342) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_344 = cute.get_leaves(%sz_343) : !cute.int_tuple<"4">
        %lay_345 = cute.get_layout(%view_311) : !memref_rmem_f16_1
        %sz_346 = cute.size(%lay_345) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_347 = cute.get_leaves(%sz_346) : !cute.int_tuple<"4">
        %lay_348 = cute.get_layout(%view_291) : !memref_gmem_f16_3
        %193 = cute.get_shape(%lay_348) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_349, %e1_350, %e2_351, %e3_352 = cute.get_leaves(%193) : !cute.shape<"((8,1),(1,4))">
        %iter_353 = cute.get_iter(%view_291) : !memref_gmem_f16_3
        %iter_354 = cute.get_iter(%view_311) : !memref_rmem_f16_1
        %lay_355 = cute.get_layout(%view_291) : !memref_gmem_f16_3
        %lay_356 = cute.get_layout(%view_311) : !memref_rmem_f16_1
        %194 = cute.static : !cute.layout<"1:0">
        %append_357 = cute.append_to_rank<2> (%lay_355, %194) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_358 = cute.append_to_rank<2> (%lay_356, %194) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_359 = cute.make_layout() : !cute_layout_dfed1f
        %lay_360 = cute.make_layout() : !cute_layout_bb9a85
        %iter_361 = cute.get_iter(%view_329) : !memref_rmem_i8_1
        %lay_362 = cute.get_layout(%view_329) : !memref_rmem_i8_1
        %append_363 = cute.append_to_rank<2> (%lay_362, %194) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_364 = cute.make_layout() : !cute_layout_973764
        %sz_365 = cute.size(%lay_359) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %195 = cute.get_scalars(%sz_365) : !cute.int_tuple<"4">
        %c0_i32_366 = arith.constant 0 : i32
        %c1_i32_367 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_366 to %195 step %c1_i32_367  : i32 {
          %coord_506 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %223 = cute.get_scalars(%coord_506) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_507 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_508 = cute.crd2idx(%coord_506, %lay_359) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_509 = cute.add_offset(%iter_353, %idx_508) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_510 = cute.make_view(%ptr_509, %lay_507) : !memref_gmem_f16_4
          %224 = cute.get_scalars(%coord_506) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_511 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_512 = cute.crd2idx(%coord_506, %lay_360) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_513 = cute.add_offset(%iter_354, %idx_512) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_514 = cute.make_view(%ptr_513, %lay_511) : !memref_rmem_f16_2
          %225 = cute.get_scalars(%coord_506) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_515 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_516 = cute.crd2idx(%coord_506, %lay_364) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_517 = cute.add_offset(%iter_361, %idx_516) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_518 = cute.make_view(%ptr_517, %lay_515) : !memref_rmem_i8_2
          %iter_519 = cute.get_iter(%view_510) : !memref_gmem_f16_4
          %iter_520 = cute.get_iter(%view_514) : !memref_rmem_f16_2
          %iter_521 = cute.get_iter(%view_518) : !memref_rmem_i8_2
          %226 = builtin.unrealized_conversion_cast %iter_521 : !cute.ptr<i8, rmem> to !llvm.ptr
          %227 = llvm.load %226 : !llvm.ptr -> i8
          %228 = llvm.mlir.constant(0 : i8) : i8
          %229 = llvm.icmp "ne" %227, %228 : i8
          scf.if %229 {
            %230 = builtin.unrealized_conversion_cast %iter_519 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %231 = builtin.unrealized_conversion_cast %iter_520 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %232 = llvm.load %230 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %232, %231 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_368 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %196 = cute.get_shape(%lay_368) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_369, %e1_370, %e2_371, %e3_372 = cute.get_leaves(%196) : !cute.shape<"((8,1),1,4)">
        %lay_373 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %197 = cute.memref.load_vec(%rmem_234) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_374 = cute.get_layout(%rmem_234) : !memref_rmem_f16_
        %198 = cute.get_shape(%lay_374) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_375, %e1_376, %e2_377, %e3_378 = cute.get_leaves(%198) : !cute.shape<"((8,1),1,4)">
        %199 = arith.extf %197 : vector<32xf16> to vector<32xf32>
        %200 = vector.broadcast %103 : f32 to vector<32xf32>
        %201 = arith.subf %199, %200 : vector<32xf32>
        %cst_379 = arith.constant 1.44269502 : f32
        %202 = vector.broadcast %cst_379 : f32 to vector<32xf32>
        %203 = arith.mulf %201, %202 : vector<32xf32>
        %204 = math.exp2 %203 : vector<32xf32>
        %205 = vector.broadcast %113 : f32 to vector<32xf32>
        %206 = arith.mulf %204, %205 : vector<32xf32>
        %lay_380 = cute.get_layout(%view_105) : !memref_gmem_f16_2
        %lay_381 = cute.make_layout() : !cute_layout_a987c4
        %rmem_382 = cute.memref.alloca(%lay_381) : !memref_rmem_f16_
        %iter_383 = cute.get_iter(%rmem_382) : !memref_rmem_f16_
        %iter_384 = cute.get_iter(%rmem_382) : !memref_rmem_f16_
        %207 = arith.truncf %206 : vector<32xf32> to vector<32xf16>
        %lay_385 = cute.get_layout(%rmem_382) : !memref_rmem_f16_
        %208 = cute.get_shape(%lay_385) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_386, %e1_387, %e2_388, %e3_389 = cute.get_leaves(%208) : !cute.shape<"((8,1),1,4)">
        %lay_390 = cute.get_layout(%rmem_382) : !memref_rmem_f16_
        %lay_391 = cute.get_layout(%rmem_382) : !memref_rmem_f16_
        %209 = cute.get_shape(%lay_391) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_392, %e1_393, %e2_394, %e3_395 = cute.get_leaves(%209) : !cute.shape<"((8,1),1,4)">
        %int_tuple_396 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_397 = cute.size(%int_tuple_396) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_398 = cute.get_leaves(%sz_397) : !cute.int_tuple<"32">
        %int_tuple_399 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_400 = cute.size(%int_tuple_399) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_401 = cute.get_leaves(%sz_400) : !cute.int_tuple<"32">
        cute.memref.store_vec(%207, %rmem_382) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_402 = cute.get_layout(%rmem_382) : !memref_rmem_f16_
        %210 = cute.get_shape(%lay_402) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_403, %e1_404, %e2_405, %e3_406 = cute.get_leaves(%210) : !cute.shape<"((8,1),1,4)">
        %lay_407 = cute.get_layout(%view_105) : !memref_gmem_f16_2
        %211 = cute.get_shape(%lay_407) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_408, %e1_409, %e2_410, %e3_411 = cute.get_leaves(%211) : !cute.shape<"((8,1),1,4)">
        %lay_412 = cute.get_layout(%rmem_382) : !memref_rmem_f16_
        %shape_413 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_414 = cute.make_layout() : !cute.layout<"1:0">
        %append_415 = cute.append_to_rank<2> (%lay_412, %lay_414) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_416 = cute.make_view(%iter_384, %append_415) : !memref_rmem_f16_
        %iter_417 = cute.get_iter(%view_416) : !memref_rmem_f16_
        %lay_418 = cute.get_layout(%view_416) : !memref_rmem_f16_
        %212 = cute.get_shape(%lay_418) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_419, %e1_420, %e2_421, %e3_422 = cute.get_leaves(%212) : !cute.shape<"((8,1),1,4)">
        %lay_423 = cute.get_layout(%view_416) : !memref_rmem_f16_
        %213 = cute.get_shape(%lay_423) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_424, %e1_425, %e2_426, %e3_427 = cute.get_leaves(%213) : !cute.shape<"((8,1),1,4)">
        %iter_428 = cute.get_iter(%view_416) : !memref_rmem_f16_
        %view_429 = cute.make_view(%iter_428) : !memref_rmem_f16_1
        %iter_430 = cute.get_iter(%view_429) : !memref_rmem_f16_1
        %iter_431 = cute.get_iter(%view_429) : !memref_rmem_f16_1
        %lay_432 = cute.get_layout(%view_105) : !memref_gmem_f16_2
        %shape_433 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_434 = cute.make_layout() : !cute.layout<"1:0">
        %append_435 = cute.append_to_rank<2> (%lay_432, %lay_434) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_436 = cute.make_view(%iter_106, %append_435) : !memref_gmem_f16_2
        %iter_437 = cute.get_iter(%view_436) : !memref_gmem_f16_2
        %lay_438 = cute.get_layout(%view_436) : !memref_gmem_f16_2
        %214 = cute.get_shape(%lay_438) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_439, %e1_440, %e2_441, %e3_442 = cute.get_leaves(%214) : !cute.shape<"((8,1),1,4)">
        %lay_443 = cute.get_layout(%view_436) : !memref_gmem_f16_2
        %215 = cute.get_shape(%lay_443) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_444, %e1_445, %e2_446, %e3_447 = cute.get_leaves(%215) : !cute.shape<"((8,1),1,4)">
        %iter_448 = cute.get_iter(%view_436) : !memref_gmem_f16_2
        %view_449 = cute.make_view(%iter_448) : !memref_gmem_f16_3
        %iter_450 = cute.get_iter(%view_449) : !memref_gmem_f16_3
        %iter_451 = cute.get_iter(%view_449) : !memref_gmem_f16_3
        %lay_452 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_453 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_454 = cute.make_layout() : !cute.layout<"1:0">
        %append_455 = cute.append_to_rank<2> (%lay_452, %lay_454) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_456 = cute.make_view(%iter_144, %append_455) : !memref_rmem_i8_
        %iter_457 = cute.get_iter(%view_456) : !memref_rmem_i8_
        %lay_458 = cute.get_layout(%view_456) : !memref_rmem_i8_
        %216 = cute.get_shape(%lay_458) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_459, %e1_460, %e2_461 = cute.get_leaves(%216) : !cute.shape<"(1,1,4)">
        %lay_462 = cute.get_layout(%view_456) : !memref_rmem_i8_
        %217 = cute.get_shape(%lay_462) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_463, %e1_464, %e2_465 = cute.get_leaves(%217) : !cute.shape<"(1,1,4)">
        %iter_466 = cute.get_iter(%view_456) : !memref_rmem_i8_
        %view_467 = cute.make_view(%iter_466) : !memref_rmem_i8_1
        %iter_468 = cute.get_iter(%view_467) : !memref_rmem_i8_1
        %iter_469 = cute.get_iter(%view_467) : !memref_rmem_i8_1
        %lay_470 = cute.get_layout(%view_429) : !memref_rmem_f16_1
        %218 = cute.get_shape(%lay_470) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_471, %e1_472, %e2_473, %e3_474 = cute.get_leaves(%218) : !cute.shape<"((8,1),(1,4))">
        %lay_475 = cute.get_layout(%view_449) : !memref_gmem_f16_3
        %219 = cute.get_shape(%lay_475) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_476, %e1_477, %e2_478, %e3_479 = cute.get_leaves(%219) : !cute.shape<"((8,1),(1,4))">
        %lay_480 = cute.get_layout(%view_429) : !memref_rmem_f16_1
        %sz_481 = cute.size(%lay_480) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_482 = cute.get_leaves(%sz_481) : !cute.int_tuple<"4">
        %lay_483 = cute.get_layout(%view_449) : !memref_gmem_f16_3
        %sz_484 = cute.size(%lay_483) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_485 = cute.get_leaves(%sz_484) : !cute.int_tuple<"4">
        %lay_486 = cute.get_layout(%view_429) : !memref_rmem_f16_1
        %220 = cute.get_shape(%lay_486) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_487, %e1_488, %e2_489, %e3_490 = cute.get_leaves(%220) : !cute.shape<"((8,1),(1,4))">
        %iter_491 = cute.get_iter(%view_429) : !memref_rmem_f16_1
        %iter_492 = cute.get_iter(%view_449) : !memref_gmem_f16_3
        %lay_493 = cute.get_layout(%view_429) : !memref_rmem_f16_1
        %lay_494 = cute.get_layout(%view_449) : !memref_gmem_f16_3
        %221 = cute.static : !cute.layout<"1:0">
        %append_495 = cute.append_to_rank<2> (%lay_493, %221) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_496 = cute.append_to_rank<2> (%lay_494, %221) : !cute_layout_af6408, !cute.layout<"1:0">
        %lay_497 = cute.make_layout() : !cute_layout_bb9a85
        %lay_498 = cute.make_layout() : !cute_layout_dfed1f
        %iter_499 = cute.get_iter(%view_467) : !memref_rmem_i8_1
        %lay_500 = cute.get_layout(%view_467) : !memref_rmem_i8_1
        %append_501 = cute.append_to_rank<2> (%lay_500, %221) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_502 = cute.make_layout() : !cute_layout_973764
        %sz_503 = cute.size(%lay_497) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %222 = cute.get_scalars(%sz_503) : !cute.int_tuple<"4">
        %c0_i32_504 = arith.constant 0 : i32
        %c1_i32_505 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_504 to %222 step %c1_i32_505  : i32 {
          %coord_506 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %223 = cute.get_scalars(%coord_506) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_507 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_508 = cute.crd2idx(%coord_506, %lay_497) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_509 = cute.add_offset(%iter_491, %idx_508) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_510 = cute.make_view(%ptr_509, %lay_507) : !memref_rmem_f16_2
          %224 = cute.get_scalars(%coord_506) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_511 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_512 = cute.crd2idx(%coord_506, %lay_498) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_513 = cute.add_offset(%iter_492, %idx_512) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_514 = cute.make_view(%ptr_513, %lay_511) : !memref_gmem_f16_4
          %225 = cute.get_scalars(%coord_506) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_515 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_516 = cute.crd2idx(%coord_506, %lay_502) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_517 = cute.add_offset(%iter_499, %idx_516) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_518 = cute.make_view(%ptr_517, %lay_515) : !memref_rmem_i8_2
          %iter_519 = cute.get_iter(%view_510) : !memref_rmem_f16_2
          %iter_520 = cute.get_iter(%view_514) : !memref_gmem_f16_4
          %iter_521 = cute.get_iter(%view_518) : !memref_rmem_i8_2
          %226 = builtin.unrealized_conversion_cast %iter_521 : !cute.ptr<i8, rmem> to !llvm.ptr
          %227 = llvm.load %226 : !llvm.ptr -> i8
          %228 = llvm.mlir.constant(0 : i8) : i8
          %229 = llvm.icmp "ne" %227, %228 : i8
          scf.if %229 {
            %230 = builtin.unrealized_conversion_cast %iter_519 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %231 = builtin.unrealized_conversion_cast %iter_520 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %232 = llvm.load %230 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %232, %231 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg3 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h00aa70ac(%arg0: !memref_gmem_f16_5, %arg1: !memref_gmem_f16_5, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_5
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f16_5
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16_5
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_3, %e1_4 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_5 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_1, %lay_5) : !memref_gmem_f16_5
    %iter_6 = cute.get_iter(%view) : !memref_gmem_f16_5
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_f16_5
    %2 = cute.get_stride(%lay_7) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_8, %e1_9 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_7) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_10, %e1_11 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_14 = cute.make_layout() : !cute_layout_5d1655
    %view_15 = cute.make_view(%iter_2, %lay_14) : !memref_gmem_f16_5
    %iter_16 = cute.get_iter(%view_15) : !memref_gmem_f16_5
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_17 = cute.get_iter(%view) : !memref_gmem_f16_5
    %view_18 = cute.make_view(%iter_17) : !memref_gmem_f16_
    %iter_19 = cute.get_iter(%view_18) : !memref_gmem_f16_
    %iter_20 = cute.get_iter(%view_18) : !memref_gmem_f16_
    %tile_21 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_22 = cute.get_iter(%view_15) : !memref_gmem_f16_5
    %view_23 = cute.make_view(%iter_22) : !memref_gmem_f16_
    %iter_24 = cute.get_iter(%view_23) : !memref_gmem_f16_
    %iter_25 = cute.get_iter(%view_23) : !memref_gmem_f16_
    %lay_26 = cute.get_layout(%view) : !memref_gmem_f16_5
    %4 = cute.get_shape(%lay_26) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_27, %e1_28 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_29 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride_30 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_31 = cute.make_layout(%shape_29, %stride_30) : !cute.layout<"(96,5000):(1@0,1@1)">
    %view_32 = cute.make_view(%int_tup_iter, %lay_31) : !cute_coord_tensor_15c8d6
    %iter_33 = cute.get_iter(%view_32) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_33) : !cute.arith_tuple_iter<"(0,0)">
    %e0_34, %e1_35 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_36 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_37 = cute.get_iter(%view_32) : !cute_coord_tensor_15c8d6
    %view_38 = cute.make_view(%iter_37) : !cute_coord_tensor_2939ba
    %iter_39 = cute.get_iter(%view_38) : !cute_coord_tensor_2939ba
    %tup_40 = cute.deref_arith_tuple_iter(%iter_39) : !cute.arith_tuple_iter<"(0,0)">
    %e0_41, %e1_42 = cute.get_leaves(%tup_40) : !cute.int_tuple<"(0,0)">
    %iter_43 = cute.get_iter(%view_38) : !cute_coord_tensor_2939ba
    %tup_44 = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(0,0)">
    %e0_45, %e1_46 = cute.get_leaves(%tup_44) : !cute.int_tuple<"(0,0)">
    %lay_47 = cute.get_layout(%view) : !memref_gmem_f16_5
    %5 = cute.get_shape(%lay_47) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_48, %e1_49 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_50 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_51 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_52 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_53 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_54 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_55 = cute.make_layout() : !cute_layout_dd009c
    %sz = cute.size(%lay_51) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_56 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_57 = cute.size(%lay_54) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_58 = cute.get_leaves(%sz_57) : !cute.int_tuple<"8">
    %shape_59 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_60 = cute.make_layout() : !cute.layout<"(128,8):(1,128)">
    %rinv = cute.right_inverse(%lay_55) : (!cute_layout_dd009c) -> !cute.layout<"(128,8):(8,1)">
    %lay_61 = cute.make_layout() : !cute.layout<"(128,8):(8,1)">
    %6 = cute.get_shape(%lay_55) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_62, %e1_63, %e2 = cute.get_leaves(%6) : !cute.shape<"(1,(8,128))">
    %int_tuple_64 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %int_tuple_65 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1024)">
    %e0_66, %e1_67 = cute.get_leaves(%int_tuple_65) : !cute.int_tuple<"(1,1024)">
    %tile_68 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %7 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_69 = cute.get_layout(%view) : !memref_gmem_f16_5
    %sz_70 = cute.size(%lay_69) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_71 = cute.get_leaves(%sz_70) : !cute.int_tuple<"96">
    %lay_72 = cute.get_layout(%view_18) : !memref_gmem_f16_
    %lay_73 = cute.get_layout(%view_23) : !memref_gmem_f16_
    %lay_74 = cute.get_layout(%view_38) : !cute_coord_tensor_2939ba
    %8 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_75, %e1_76 = cute.get_leaves(%8) : !cute.tile<"[1:0;1024:1]">
    %9 = cute.static : !cute.layout<"(128,8):(8,1)">
    %10 = cute.static : !cute.layout<"1:0">
    %11 = cute.static : !cute.layout<"(1,8):(0,1)">
    %12 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c96_i32 = arith.constant 96 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %13 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %13 {
      %18 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %19 = llvm.getelementptr %18[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %20 = llvm.call @printf(%19, %c96_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %14 = arith.extsi %c96_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_77 = arith.constant 96 : i32
    %15 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %14, gridDim = (%c96_i32_77, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%15] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_78 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%15] %c0_i32_78 : !cuda.launch_cfg<max_attrs = 3>, i32
    %16 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0<%15> (%view_18, %view_23) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_) -> !cuda.result
    %17 = cuda.cast %16 : !cuda.result -> i32
    cuda.return_if_error %17 : i32
    %c0_i32_79 = arith.constant 0 : i32
    return %c0_i32_79 : i32
  }
}
