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
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(0,4096))">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(1,4096):(0,1)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,1024)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_f16_6 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f16_7 = !cute.memref<f16, gmem, align<16>, "(5000):(1)">
!memref_gmem_f16_8 = !cute.memref<f16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !cute_coord_tensor_2939ba
      %1 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_8 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f16_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %lay_15 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %8 = arith.remsi %2, %c32_i32 : i32
      %9 = arith.floordivsi %2, %c32_i32 : i32
      %lay_16 = cute.get_layout(%arg0) : !memref_gmem_f16_
      %sz = cute.size(%lay_16) <{mode = [1, 1]}> : (!cute_layout_4d4228) -> !cute.int_tuple<"2">
      %e0_17 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %10:3 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %1) -> (f32, f32, !copy_simt)  : i32 {
        %coord_97 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_98 = cute.get_layout(%arg0) : !memref_gmem_f16_
        %idx_99 = cute.crd2idx(%coord_97, %lay_98) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_100 = cute.get_iter(%arg0) : !memref_gmem_f16_
        %ptr_101 = cute.add_offset(%iter_100, %idx_99) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_102 = cute.make_view(%ptr_101) : !memref_gmem_f16_2
        %iter_103 = cute.get_iter(%view_102) : !memref_gmem_f16_2
        %iter_104 = cute.get_iter(%view_102) : !memref_gmem_f16_2
        %coord_105 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_106 = cute.get_iter(%view_102) : !memref_gmem_f16_2
        %130 = cute.get_scalars(%coord_105) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_107 = arith.constant 8 : i32
        %131 = arith.muli %130, %c8_i32_107 : i32
        %iv = cute.assume(%131) : (i32) -> !cute.i32<divby 8>
        %int_tuple_108 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_109 = cute.add_offset(%iter_106, %int_tuple_108) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_110 = cute.make_view(%ptr_109) : !memref_gmem_f16_3
        %iter_111 = cute.get_iter(%view_110) : !memref_gmem_f16_3
        %coord_112 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_113 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
        %idx_114 = cute.crd2idx(%coord_112, %lay_113) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
        %iter_115 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
        %tup_116 = cute.add_offset(%iter_115, %idx_114) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
        %view_117 = cute.make_view(%tup_116) : !cute_coord_tensor_7e8734
        %iter_118 = cute.get_iter(%view_117) : !cute_coord_tensor_7e8734
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_9e165f
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute_int_tuple_3a4e03
        %132 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %133 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=4096}">
        %iter_122 = cute.get_iter(%view_117) : !cute_coord_tensor_7e8734
        %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_9e165f
        %e0_124, %e1_125 = cute.get_leaves(%tup_123) : !cute_int_tuple_3a4e03
        %134 = cute.get_scalars(%e0_124) : !cute.int_tuple<"?">
        %135 = cute.get_scalars(%e1_125) : !cute.int_tuple<"?{div=4096}">
        %coord_126 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_127 = cute.get_iter(%view_117) : !cute_coord_tensor_7e8734
        %136 = cute.get_scalars(%coord_126) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_128 = arith.constant 8 : i32
        %137 = arith.muli %136, %c8_i32_128 : i32
        %iv_129 = cute.assume(%137) : (i32) -> !cute.i32<divby 8>
        %int_tuple_130 = cute.make_int_tuple(%iv_129) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_131 = cute.add_offset(%iter_127, %int_tuple_130) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_132 = cute.make_view(%tup_131) : !cute_coord_tensor_dfd887
        %iter_133 = cute.get_iter(%view_132) : !cute_coord_tensor_dfd887
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_66b557
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=8})">
        %138 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=8}">
        %lay_137 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %sz_138 = cute.size(%lay_137) <{mode = [0, 1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_139 = cute.get_leaves(%sz_138) : !cute.int_tuple<"1">
        %lay_140 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %sz_141 = cute.size(%lay_140) <{mode = [1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_142 = cute.get_leaves(%sz_141) : !cute.int_tuple<"1">
        %lay_143 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %sz_144 = cute.size(%lay_143) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
        %e0_145 = cute.get_leaves(%sz_144) : !cute.int_tuple<"4">
        %shape_146 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_147 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_147) : !memref_rmem_i8_
        %iter_148 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_149 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_150 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_151 = cute.get_layout(%view_132) : !cute_coord_tensor_dfd887
        %idx_152 = cute.crd2idx(%coord_150, %lay_151) : (!cute.coord<"((0,0),0,0)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,0)">
        %iter_153 = cute.get_iter(%view_132) : !cute_coord_tensor_dfd887
        %tup_154 = cute.add_offset(%iter_153, %idx_152) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_155 = cute.make_view(%tup_154) : !cute_coord_tensor_8bc2ea
        %iter_156 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_66b557
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=8})">
        %140 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %141 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=8}">
        %iter_160 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_66b557
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,?{div=8})">
        %142 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_163) : !cute.int_tuple<"?{div=8}">
        %iter_164 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_66b557
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=8})">
        %144 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=8}">
        %coord_168 = cute.make_coord(%e0_166, %e1_167) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_169 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %146:2 = cute.get_scalars(%coord_168) : !cute.coord<"(?,?{div=8})">
        %147:2 = cute.get_scalars(%coord_169) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %148 = arith.cmpi slt, %146#0, %147#0 : i32
        %149 = arith.andi %true, %148 : i1
        %150 = arith.cmpi slt, %146#1, %147#1 : i32
        %151 = arith.andi %149, %150 : i1
        %152 = arith.extui %151 : i1 to i8
        %coord_170 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_170, %152) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_171 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_172 = cute.get_layout(%view_132) : !cute_coord_tensor_dfd887
        %idx_173 = cute.crd2idx(%coord_171, %lay_172) : (!cute.coord<"((0,0),0,1)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,1024)">
        %iter_174 = cute.get_iter(%view_132) : !cute_coord_tensor_dfd887
        %tup_175 = cute.add_offset(%iter_174, %idx_173) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
        %view_176 = cute.make_view(%tup_175) : !cute_coord_tensor_8bc2ea
        %iter_177 = cute.get_iter(%view_176) : !cute_coord_tensor_8bc2ea
        %tup_178 = cute.deref_arith_tuple_iter(%iter_177) : !cute_arith_tuple_iter_66b557
        %e0_179, %e1_180 = cute.get_leaves(%tup_178) : !cute.int_tuple<"(?,?{div=8})">
        %153 = cute.get_scalars(%e0_179) : !cute.int_tuple<"?">
        %154 = cute.get_scalars(%e1_180) : !cute.int_tuple<"?{div=8}">
        %iter_181 = cute.get_iter(%view_176) : !cute_coord_tensor_8bc2ea
        %tup_182 = cute.deref_arith_tuple_iter(%iter_181) : !cute_arith_tuple_iter_66b557
        %e0_183, %e1_184 = cute.get_leaves(%tup_182) : !cute.int_tuple<"(?,?{div=8})">
        %155 = cute.get_scalars(%e0_183) : !cute.int_tuple<"?">
        %156 = cute.get_scalars(%e1_184) : !cute.int_tuple<"?{div=8}">
        %iter_185 = cute.get_iter(%view_176) : !cute_coord_tensor_8bc2ea
        %tup_186 = cute.deref_arith_tuple_iter(%iter_185) : !cute_arith_tuple_iter_66b557
        %e0_187, %e1_188 = cute.get_leaves(%tup_186) : !cute.int_tuple<"(?,?{div=8})">
        %157 = cute.get_scalars(%e0_187) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_188) : !cute.int_tuple<"?{div=8}">
        %coord_189 = cute.make_coord(%e0_187, %e1_188) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_190 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %159:2 = cute.get_scalars(%coord_189) : !cute.coord<"(?,?{div=8})">
        %160:2 = cute.get_scalars(%coord_190) : !cute.coord<"(96,5000)">
        %true_191 = arith.constant true
        %161 = arith.cmpi slt, %159#0, %160#0 : i32
        %162 = arith.andi %true_191, %161 : i1
        %163 = arith.cmpi slt, %159#1, %160#1 : i32
        %164 = arith.andi %162, %163 : i1
        %165 = arith.extui %164 : i1 to i8
        %coord_192 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_192, %165) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_193 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_194 = cute.get_layout(%view_132) : !cute_coord_tensor_dfd887
        %idx_195 = cute.crd2idx(%coord_193, %lay_194) : (!cute.coord<"((0,0),0,2)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,2048)">
        %iter_196 = cute.get_iter(%view_132) : !cute_coord_tensor_dfd887
        %tup_197 = cute.add_offset(%iter_196, %idx_195) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_198 = cute.make_view(%tup_197) : !cute_coord_tensor_8bc2ea
        %iter_199 = cute.get_iter(%view_198) : !cute_coord_tensor_8bc2ea
        %tup_200 = cute.deref_arith_tuple_iter(%iter_199) : !cute_arith_tuple_iter_66b557
        %e0_201, %e1_202 = cute.get_leaves(%tup_200) : !cute.int_tuple<"(?,?{div=8})">
        %166 = cute.get_scalars(%e0_201) : !cute.int_tuple<"?">
        %167 = cute.get_scalars(%e1_202) : !cute.int_tuple<"?{div=8}">
        %iter_203 = cute.get_iter(%view_198) : !cute_coord_tensor_8bc2ea
        %tup_204 = cute.deref_arith_tuple_iter(%iter_203) : !cute_arith_tuple_iter_66b557
        %e0_205, %e1_206 = cute.get_leaves(%tup_204) : !cute.int_tuple<"(?,?{div=8})">
        %168 = cute.get_scalars(%e0_205) : !cute.int_tuple<"?">
        %169 = cute.get_scalars(%e1_206) : !cute.int_tuple<"?{div=8}">
        %iter_207 = cute.get_iter(%view_198) : !cute_coord_tensor_8bc2ea
        %tup_208 = cute.deref_arith_tuple_iter(%iter_207) : !cute_arith_tuple_iter_66b557
        %e0_209, %e1_210 = cute.get_leaves(%tup_208) : !cute.int_tuple<"(?,?{div=8})">
        %170 = cute.get_scalars(%e0_209) : !cute.int_tuple<"?">
        %171 = cute.get_scalars(%e1_210) : !cute.int_tuple<"?{div=8}">
        %coord_211 = cute.make_coord(%e0_209, %e1_210) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_212 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %172:2 = cute.get_scalars(%coord_211) : !cute.coord<"(?,?{div=8})">
        %173:2 = cute.get_scalars(%coord_212) : !cute.coord<"(96,5000)">
        %true_213 = arith.constant true
        %174 = arith.cmpi slt, %172#0, %173#0 : i32
        %175 = arith.andi %true_213, %174 : i1
        %176 = arith.cmpi slt, %172#1, %173#1 : i32
        %177 = arith.andi %175, %176 : i1
        %178 = arith.extui %177 : i1 to i8
        %coord_214 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_214, %178) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_215 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_216 = cute.get_layout(%view_132) : !cute_coord_tensor_dfd887
        %idx_217 = cute.crd2idx(%coord_215, %lay_216) : (!cute.coord<"((0,0),0,3)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,3072)">
        %iter_218 = cute.get_iter(%view_132) : !cute_coord_tensor_dfd887
        %tup_219 = cute.add_offset(%iter_218, %idx_217) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
        %view_220 = cute.make_view(%tup_219) : !cute_coord_tensor_8bc2ea
        %iter_221 = cute.get_iter(%view_220) : !cute_coord_tensor_8bc2ea
        %tup_222 = cute.deref_arith_tuple_iter(%iter_221) : !cute_arith_tuple_iter_66b557
        %e0_223, %e1_224 = cute.get_leaves(%tup_222) : !cute.int_tuple<"(?,?{div=8})">
        %179 = cute.get_scalars(%e0_223) : !cute.int_tuple<"?">
        %180 = cute.get_scalars(%e1_224) : !cute.int_tuple<"?{div=8}">
        %iter_225 = cute.get_iter(%view_220) : !cute_coord_tensor_8bc2ea
        %tup_226 = cute.deref_arith_tuple_iter(%iter_225) : !cute_arith_tuple_iter_66b557
        %e0_227, %e1_228 = cute.get_leaves(%tup_226) : !cute.int_tuple<"(?,?{div=8})">
        %181 = cute.get_scalars(%e0_227) : !cute.int_tuple<"?">
        %182 = cute.get_scalars(%e1_228) : !cute.int_tuple<"?{div=8}">
        %iter_229 = cute.get_iter(%view_220) : !cute_coord_tensor_8bc2ea
        %tup_230 = cute.deref_arith_tuple_iter(%iter_229) : !cute_arith_tuple_iter_66b557
        %e0_231, %e1_232 = cute.get_leaves(%tup_230) : !cute.int_tuple<"(?,?{div=8})">
        %183 = cute.get_scalars(%e0_231) : !cute.int_tuple<"?">
        %184 = cute.get_scalars(%e1_232) : !cute.int_tuple<"?{div=8}">
        %coord_233 = cute.make_coord(%e0_231, %e1_232) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_234 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %185:2 = cute.get_scalars(%coord_233) : !cute.coord<"(?,?{div=8})">
        %186:2 = cute.get_scalars(%coord_234) : !cute.coord<"(96,5000)">
        %true_235 = arith.constant true
        %187 = arith.cmpi slt, %185#0, %186#0 : i32
        %188 = arith.andi %true_235, %187 : i1
        %189 = arith.cmpi slt, %185#1, %186#1 : i32
        %190 = arith.andi %188, %189 : i1
        %191 = arith.extui %190 : i1 to i8
        %coord_236 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_236, %191) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_237 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %lay_238 = cute.make_layout() : !cute_layout_a987c4
        %rmem_239 = cute.memref.alloca(%lay_238) : !memref_rmem_f16_
        %iter_240 = cute.get_iter(%rmem_239) : !memref_rmem_f16_
        %iter_241 = cute.get_iter(%rmem_239) : !memref_rmem_f16_
        %lay_242 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %lay_243 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %sz_244 = cute.size(%lay_243) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_245 = cute.get_leaves(%sz_244) : !cute.int_tuple<"32">
        %lay_246 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %192 = cute.get_shape(%lay_246) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_247, %e1_248, %e2, %e3 = cute.get_leaves(%192) : !cute.shape<"((8,1),1,4)">
        %int_tuple_249 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_250 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_251 = cute.get_leaves(%int_tuple_250) : !cute.int_tuple<"32">
        %cst_252 = arith.constant 0.000000e+00 : f16
        %193 = vector.splat %cst_252 : vector<32xf16>
        %lay_253 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %194 = cute.get_shape(%lay_253) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_254, %e1_255, %e2_256, %e3_257 = cute.get_leaves(%194) : !cute.shape<"((8,1),1,4)">
        %lay_258 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %lay_259 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %195 = cute.get_shape(%lay_259) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_260, %e1_261, %e2_262, %e3_263 = cute.get_leaves(%195) : !cute.shape<"((8,1),1,4)">
        %int_tuple_264 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_265 = cute.size(%int_tuple_264) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_266 = cute.get_leaves(%sz_265) : !cute.int_tuple<"32">
        %int_tuple_267 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_268 = cute.size(%int_tuple_267) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_269 = cute.get_leaves(%sz_268) : !cute.int_tuple<"32">
        cute.memref.store_vec(%193, %rmem_239) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_270 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %196 = cute.get_shape(%lay_270) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%196) : !cute.shape<"((8,1),1,4)">
        %lay_275 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %197 = cute.get_shape(%lay_275) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_276, %e1_277, %e2_278, %e3_279 = cute.get_leaves(%197) : !cute.shape<"((8,1),1,4)">
        %lay_280 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %shape_281 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_282 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_280, %lay_282) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_283 = cute.make_view(%iter_111, %append) : !memref_gmem_f16_3
        %iter_284 = cute.get_iter(%view_283) : !memref_gmem_f16_3
        %lay_285 = cute.get_layout(%view_283) : !memref_gmem_f16_3
        %198 = cute.get_shape(%lay_285) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%198) : !cute.shape<"((8,1),1,4)">
        %lay_290 = cute.get_layout(%view_283) : !memref_gmem_f16_3
        %199 = cute.get_shape(%lay_290) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%199) : !cute.shape<"((8,1),1,4)">
        %iter_295 = cute.get_iter(%view_283) : !memref_gmem_f16_3
        %view_296 = cute.make_view(%iter_295) : !memref_gmem_f16_4
        %iter_297 = cute.get_iter(%view_296) : !memref_gmem_f16_4
        %iter_298 = cute.get_iter(%view_296) : !memref_gmem_f16_4
        %lay_299 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %shape_300 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_301 = cute.make_layout() : !cute.layout<"1:0">
        %append_302 = cute.append_to_rank<2> (%lay_299, %lay_301) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_303 = cute.make_view(%iter_241, %append_302) : !memref_rmem_f16_
        %iter_304 = cute.get_iter(%view_303) : !memref_rmem_f16_
        %lay_305 = cute.get_layout(%view_303) : !memref_rmem_f16_
        %200 = cute.get_shape(%lay_305) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_306, %e1_307, %e2_308, %e3_309 = cute.get_leaves(%200) : !cute.shape<"((8,1),1,4)">
        %lay_310 = cute.get_layout(%view_303) : !memref_rmem_f16_
        %201 = cute.get_shape(%lay_310) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_311, %e1_312, %e2_313, %e3_314 = cute.get_leaves(%201) : !cute.shape<"((8,1),1,4)">
        %iter_315 = cute.get_iter(%view_303) : !memref_rmem_f16_
        %view_316 = cute.make_view(%iter_315) : !memref_rmem_f16_1
        %iter_317 = cute.get_iter(%view_316) : !memref_rmem_f16_1
        %iter_318 = cute.get_iter(%view_316) : !memref_rmem_f16_1
        %lay_319 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_320 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_321 = cute.make_layout() : !cute.layout<"1:0">
        %append_322 = cute.append_to_rank<2> (%lay_319, %lay_321) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_323 = cute.make_view(%iter_149, %append_322) : !memref_rmem_i8_
        %iter_324 = cute.get_iter(%view_323) : !memref_rmem_i8_
        %lay_325 = cute.get_layout(%view_323) : !memref_rmem_i8_
        %202 = cute.get_shape(%lay_325) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_326, %e1_327, %e2_328 = cute.get_leaves(%202) : !cute.shape<"(1,1,4)">
        %lay_329 = cute.get_layout(%view_323) : !memref_rmem_i8_
        %203 = cute.get_shape(%lay_329) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_330, %e1_331, %e2_332 = cute.get_leaves(%203) : !cute.shape<"(1,1,4)">
        %iter_333 = cute.get_iter(%view_323) : !memref_rmem_i8_
        %view_334 = cute.make_view(%iter_333) : !memref_rmem_i8_1
        %iter_335 = cute.get_iter(%view_334) : !memref_rmem_i8_1
        %iter_336 = cute.get_iter(%view_334) : !memref_rmem_i8_1
        %lay_337 = cute.get_layout(%view_296) : !memref_gmem_f16_4
        %204 = cute.get_shape(%lay_337) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_338, %e1_339, %e2_340, %e3_341 = cute.get_leaves(%204) : !cute.shape<"((8,1),(1,4))">
        %lay_342 = cute.get_layout(%view_316) : !memref_rmem_f16_1
        %205 = cute.get_shape(%lay_342) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_343, %e1_344, %e2_345, %e3_346 = cute.get_leaves(%205) : !cute.shape<"((8,1),(1,4))">
        %lay_347 = cute.get_layout(%view_296) : !memref_gmem_f16_4
        %sz_348 = cute.size(%lay_347) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_349 = cute.get_leaves(%sz_348) : !cute.int_tuple<"4">
        %lay_350 = cute.get_layout(%view_316) : !memref_rmem_f16_1
        %sz_351 = cute.size(%lay_350) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_352 = cute.get_leaves(%sz_351) : !cute.int_tuple<"4">
        %lay_353 = cute.get_layout(%view_296) : !memref_gmem_f16_4
        %206 = cute.get_shape(%lay_353) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_354, %e1_355, %e2_356, %e3_357 = cute.get_leaves(%206) : !cute.shape<"((8,1),(1,4))">
        %iter_358 = cute.get_iter(%view_296) : !memref_gmem_f16_4
        %iter_359 = cute.get_iter(%view_316) : !memref_rmem_f16_1
        %lay_360 = cute.get_layout(%view_296) : !memref_gmem_f16_4
        %lay_361 = cute.get_layout(%view_316) : !memref_rmem_f16_1
        %207 = cute.static : !cute.layout<"1:0">
        %append_362 = cute.append_to_rank<2> (%lay_360, %207) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_363 = cute.append_to_rank<2> (%lay_361, %207) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_364 = cute.make_layout() : !cute_layout_dfed1f
        %lay_365 = cute.make_layout() : !cute_layout_bb9a85
        %iter_366 = cute.get_iter(%view_334) : !memref_rmem_i8_1
        %lay_367 = cute.get_layout(%view_334) : !memref_rmem_i8_1
        %append_368 = cute.append_to_rank<2> (%lay_367, %207) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_369 = cute.make_layout() : !cute_layout_973764
        %sz_370 = cute.size(%lay_364) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %208 = cute.get_scalars(%sz_370) : !cute.int_tuple<"4">
        %c0_i32_371 = arith.constant 0 : i32
        %c1_i32_372 = arith.constant 1 : i32
        scf.for %arg9 = %c0_i32_371 to %208 step %c1_i32_372  : i32 {
          %coord_390 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,?)">
          %230 = cute.get_scalars(%coord_390) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_391 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_392 = cute.crd2idx(%coord_390, %lay_364) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_393 = cute.add_offset(%iter_358, %idx_392) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_394 = cute.make_view(%ptr_393, %lay_391) : !memref_gmem_f16_5
          %231 = cute.get_scalars(%coord_390) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_395 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_396 = cute.crd2idx(%coord_390, %lay_365) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_397 = cute.add_offset(%iter_359, %idx_396) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_398 = cute.make_view(%ptr_397, %lay_395) : !memref_rmem_f16_2
          %232 = cute.get_scalars(%coord_390) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_399 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_400 = cute.crd2idx(%coord_390, %lay_369) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_401 = cute.add_offset(%iter_366, %idx_400) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_402 = cute.make_view(%ptr_401, %lay_399) : !memref_rmem_i8_2
          %iter_403 = cute.get_iter(%view_394) : !memref_gmem_f16_5
          %iter_404 = cute.get_iter(%view_398) : !memref_rmem_f16_2
          %iter_405 = cute.get_iter(%view_402) : !memref_rmem_i8_2
          %233 = builtin.unrealized_conversion_cast %iter_405 : !cute.ptr<i8, rmem> to !llvm.ptr
          %234 = llvm.load %233 : !llvm.ptr -> i8
          %235 = llvm.mlir.constant(0 : i8) : i8
          %236 = llvm.icmp "ne" %234, %235 : i8
          scf.if %236 {
            %237 = builtin.unrealized_conversion_cast %iter_403 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %238 = builtin.unrealized_conversion_cast %iter_404 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %239 = llvm.load %237 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %239, %238 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_373 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %209 = cute.get_shape(%lay_373) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_374, %e1_375, %e2_376, %e3_377 = cute.get_leaves(%209) : !cute.shape<"((8,1),1,4)">
        %lay_378 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %210 = cute.memref.load_vec(%rmem_239) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_379 = cute.get_layout(%rmem_239) : !memref_rmem_f16_
        %211 = cute.get_shape(%lay_379) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_380, %e1_381, %e2_382, %e3_383 = cute.get_leaves(%211) : !cute.shape<"((8,1),1,4)">
        %212 = arith.extf %210 : vector<32xf16> to vector<32xf32>
        %cst_384 = arith.constant 0.000000e+00 : f32
        %213 = vector.broadcast %cst_384 : f32 to vector<32xf32>
        %214 = arith.cmpf olt, %212, %213 : vector<32xf32>
        %cst_385 = arith.constant 0.000000e+00 : f32
        %215 = vector.broadcast %cst_385 : f32 to vector<32xf32>
        %216 = arith.subf %215, %212 : vector<32xf32>
        %217 = arith.select %214, %216, %212 : vector<32xi1>, vector<32xf32>
        %cst_386 = arith.constant 0.000000e+00 : f32
        %218 = vector.reduction <maximumf>, %217, %cst_386 : vector<32xf32> into f32
        %219 = arith.maximumf %arg7, %218 : f32
        %cst_387 = arith.constant 1.17549435E-38 : f32
        %220 = arith.maximumf %219, %cst_387 : f32
        %cst_388 = arith.constant 1.000000e+00 : f32
        %221 = arith.divf %cst_388, %220 : f32
        %222 = vector.broadcast %221 : f32 to vector<32xf32>
        %223 = arith.mulf %212, %222 : vector<32xf32>
        %224 = arith.mulf %arg7, %221 : f32
        %225 = arith.mulf %arg6, %224 : f32
        %226 = arith.mulf %225, %224 : f32
        %227 = arith.mulf %223, %223 : vector<32xf32>
        %cst_389 = arith.constant 0.000000e+00 : f32
        %228 = vector.reduction <add>, %227, %cst_389 : vector<32xf32> into f32
        %229 = arith.addf %226, %228 : f32
        scf.yield %229, %219, %arg8 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %11 = nvvm.shfl.sync  bfly %c-1_i32, %10#1, %c16_i32, %c31_i32 : f32 -> f32
      %c-1_i32_18 = arith.constant -1 : i32
      %c16_i32_19 = arith.constant 16 : i32
      %c31_i32_20 = arith.constant 31 : i32
      %12 = nvvm.shfl.sync  bfly %c-1_i32_18, %10#0, %c16_i32_19, %c31_i32_20 : f32 -> f32
      %13 = arith.maximumf %10#1, %11 : f32
      %cst_21 = arith.constant 1.17549435E-38 : f32
      %14 = arith.maximumf %13, %cst_21 : f32
      %cst_22 = arith.constant 1.000000e+00 : f32
      %15 = arith.divf %cst_22, %14 : f32
      %16 = arith.mulf %10#1, %15 : f32
      %17 = arith.mulf %11, %15 : f32
      %18 = arith.mulf %10#0, %16 : f32
      %19 = arith.mulf %18, %16 : f32
      %20 = arith.mulf %12, %17 : f32
      %21 = arith.mulf %20, %17 : f32
      %22 = arith.addf %19, %21 : f32
      %c-1_i32_23 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_24 = arith.constant 31 : i32
      %23 = nvvm.shfl.sync  bfly %c-1_i32_23, %13, %c8_i32, %c31_i32_24 : f32 -> f32
      %c-1_i32_25 = arith.constant -1 : i32
      %c8_i32_26 = arith.constant 8 : i32
      %c31_i32_27 = arith.constant 31 : i32
      %24 = nvvm.shfl.sync  bfly %c-1_i32_25, %22, %c8_i32_26, %c31_i32_27 : f32 -> f32
      %25 = arith.maximumf %13, %23 : f32
      %cst_28 = arith.constant 1.17549435E-38 : f32
      %26 = arith.maximumf %25, %cst_28 : f32
      %27 = arith.divf %cst_22, %26 : f32
      %28 = arith.mulf %13, %27 : f32
      %29 = arith.mulf %23, %27 : f32
      %30 = arith.mulf %22, %28 : f32
      %31 = arith.mulf %30, %28 : f32
      %32 = arith.mulf %24, %29 : f32
      %33 = arith.mulf %32, %29 : f32
      %34 = arith.addf %31, %33 : f32
      %c-1_i32_29 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_30 = arith.constant 31 : i32
      %35 = nvvm.shfl.sync  bfly %c-1_i32_29, %25, %c4_i32, %c31_i32_30 : f32 -> f32
      %c-1_i32_31 = arith.constant -1 : i32
      %c4_i32_32 = arith.constant 4 : i32
      %c31_i32_33 = arith.constant 31 : i32
      %36 = nvvm.shfl.sync  bfly %c-1_i32_31, %34, %c4_i32_32, %c31_i32_33 : f32 -> f32
      %37 = arith.maximumf %25, %35 : f32
      %cst_34 = arith.constant 1.17549435E-38 : f32
      %38 = arith.maximumf %37, %cst_34 : f32
      %39 = arith.divf %cst_22, %38 : f32
      %40 = arith.mulf %25, %39 : f32
      %41 = arith.mulf %35, %39 : f32
      %42 = arith.mulf %34, %40 : f32
      %43 = arith.mulf %42, %40 : f32
      %44 = arith.mulf %36, %41 : f32
      %45 = arith.mulf %44, %41 : f32
      %46 = arith.addf %43, %45 : f32
      %c-1_i32_35 = arith.constant -1 : i32
      %c2_i32_36 = arith.constant 2 : i32
      %c31_i32_37 = arith.constant 31 : i32
      %47 = nvvm.shfl.sync  bfly %c-1_i32_35, %37, %c2_i32_36, %c31_i32_37 : f32 -> f32
      %c-1_i32_38 = arith.constant -1 : i32
      %c2_i32_39 = arith.constant 2 : i32
      %c31_i32_40 = arith.constant 31 : i32
      %48 = nvvm.shfl.sync  bfly %c-1_i32_38, %46, %c2_i32_39, %c31_i32_40 : f32 -> f32
      %49 = arith.maximumf %37, %47 : f32
      %cst_41 = arith.constant 1.17549435E-38 : f32
      %50 = arith.maximumf %49, %cst_41 : f32
      %51 = arith.divf %cst_22, %50 : f32
      %52 = arith.mulf %37, %51 : f32
      %53 = arith.mulf %47, %51 : f32
      %54 = arith.mulf %46, %52 : f32
      %55 = arith.mulf %54, %52 : f32
      %56 = arith.mulf %48, %53 : f32
      %57 = arith.mulf %56, %53 : f32
      %58 = arith.addf %55, %57 : f32
      %c-1_i32_42 = arith.constant -1 : i32
      %c1_i32_43 = arith.constant 1 : i32
      %c31_i32_44 = arith.constant 31 : i32
      %59 = nvvm.shfl.sync  bfly %c-1_i32_42, %49, %c1_i32_43, %c31_i32_44 : f32 -> f32
      %c-1_i32_45 = arith.constant -1 : i32
      %c1_i32_46 = arith.constant 1 : i32
      %c31_i32_47 = arith.constant 31 : i32
      %60 = nvvm.shfl.sync  bfly %c-1_i32_45, %58, %c1_i32_46, %c31_i32_47 : f32 -> f32
      %61 = arith.maximumf %49, %59 : f32
      %cst_48 = arith.constant 1.17549435E-38 : f32
      %62 = arith.maximumf %61, %cst_48 : f32
      %63 = arith.divf %cst_22, %62 : f32
      %64 = arith.mulf %49, %63 : f32
      %65 = arith.mulf %59, %63 : f32
      %66 = arith.mulf %58, %64 : f32
      %67 = arith.mulf %66, %64 : f32
      %68 = arith.mulf %60, %65 : f32
      %69 = arith.mulf %68, %65 : f32
      %70 = arith.addf %67, %69 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_49 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_49) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_50 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_49) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_51 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_52 = arith.constant 16 : i32
      %71 = arith.cmpi sge, %smem_size, %c16_i32_52 : i32
      %iter_53 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_53, %lay_49) : !memref_smem_f32_
      %iter_54 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_55 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_56 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_57 = cute.make_layout() : !cute.layout<"4:1">
      %coord_58 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_59 = cute.crd2idx(%coord_58, %lay_57) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_60 = cute.get_leaves(%idx_59) : !cute.int_tuple<"0">
      %cosz_61 = cute.cosize(%lay_57) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_62 = cute.get_leaves(%cosz_61) : !cute.int_tuple<"4">
      %int_tuple_63 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_64 = cute.add_offset(%ptr, %int_tuple_63) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_65 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %72 = arith.cmpi sge, %smem_size_65, %c32_i32 : i32
      %iter_66 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_67 = cute.make_view(%iter_66, %lay_57) : !memref_smem_f32_1
      %iter_68 = cute.get_iter(%view_67) : !memref_smem_f32_1
      %iter_69 = cute.get_iter(%view_67) : !memref_smem_f32_1
      %c0_i32_70 = arith.constant 0 : i32
      %73 = arith.cmpi eq, %8, %c0_i32_70 : i32
      %74:2 = scf.if %73 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_97 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_98 = cute.get_iter(%view_67) : !memref_smem_f32_1
        %coord_99 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_99, %61) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_100 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_67, %coord_100, %70) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_67 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_97 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_98 = cute.get_iter(%view_67) : !memref_smem_f32_1
        scf.yield %view, %view_67 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_71 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_72 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_73 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_74 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_75 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_76 = cute.get_iter(%74#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_77 = cute.make_coord() : () -> !cute.coord<"0">
      %75 = cute.memref.load(%74#0, %coord_77) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"0">
      %76 = cute.memref.load(%74#1, %coord_78) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"1">
      %77 = cute.memref.load(%74#0, %coord_79) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_80 = cute.make_coord() : () -> !cute.coord<"1">
      %78 = cute.memref.load(%74#1, %coord_80) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %79 = arith.maximumf %75, %77 : f32
      %cst_81 = arith.constant 1.17549435E-38 : f32
      %80 = arith.maximumf %79, %cst_81 : f32
      %81 = arith.divf %cst_22, %80 : f32
      %82 = arith.mulf %75, %81 : f32
      %83 = arith.mulf %77, %81 : f32
      %84 = arith.mulf %76, %82 : f32
      %85 = arith.mulf %84, %82 : f32
      %86 = arith.mulf %78, %83 : f32
      %87 = arith.mulf %86, %83 : f32
      %88 = arith.addf %85, %87 : f32
      %coord_82 = cute.make_coord() : () -> !cute.coord<"2">
      %89 = cute.memref.load(%74#0, %coord_82) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_83 = cute.make_coord() : () -> !cute.coord<"2">
      %90 = cute.memref.load(%74#1, %coord_83) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %91 = arith.maximumf %79, %89 : f32
      %cst_84 = arith.constant 1.17549435E-38 : f32
      %92 = arith.maximumf %91, %cst_84 : f32
      %93 = arith.divf %cst_22, %92 : f32
      %94 = arith.mulf %79, %93 : f32
      %95 = arith.mulf %89, %93 : f32
      %96 = arith.mulf %88, %94 : f32
      %97 = arith.mulf %96, %94 : f32
      %98 = arith.mulf %90, %95 : f32
      %99 = arith.mulf %98, %95 : f32
      %100 = arith.addf %97, %99 : f32
      %coord_85 = cute.make_coord() : () -> !cute.coord<"3">
      %101 = cute.memref.load(%74#0, %coord_85) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_86 = cute.make_coord() : () -> !cute.coord<"3">
      %102 = cute.memref.load(%74#1, %coord_86) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %103 = arith.maximumf %91, %101 : f32
      %cst_87 = arith.constant 1.17549435E-38 : f32
      %104 = arith.maximumf %103, %cst_87 : f32
      %105 = arith.divf %cst_22, %104 : f32
      %106 = arith.mulf %91, %105 : f32
      %107 = arith.mulf %101, %105 : f32
      %108 = arith.mulf %100, %106 : f32
      %109 = arith.mulf %108, %106 : f32
      %110 = arith.mulf %102, %107 : f32
      %111 = arith.mulf %110, %107 : f32
      %112 = arith.addf %109, %111 : f32
      %int_tuple_88 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_89 = cute.size(%int_tuple_88) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_90 = cute.get_leaves(%sz_89) : !cute.int_tuple<"5000">
      %cst_91 = arith.constant 5.000000e+03 : f32
      %113 = arith.divf %112, %cst_91 : f32
      %cst_92 = arith.constant 1.17549435E-38 : f32
      %114 = arith.maximumf %103, %cst_92 : f32
      %115 = arith.divf %cst_22, %114 : f32
      %116 = arith.mulf %103, %103 : f32
      %117 = arith.mulf %116, %113 : f32
      %118 = arith.addf %117, %arg4 : f32
      %119 = math.rsqrt %118 : f32
      %120 = arith.mulf %arg4, %115 : f32
      %121 = arith.mulf %120, %115 : f32
      %122 = arith.addf %113, %121 : f32
      %123 = math.rsqrt %122 : f32
      %124 = arith.mulf %115, %123 : f32
      %cst_93 = arith.constant 9.99999984E+17 : f32
      %125 = arith.cmpf ogt, %103, %cst_93 : f32
      %126 = scf.if %125 -> (f32) {
        scf.yield %124 : f32
      } else {
        scf.yield %119 : f32
      }
      %127 = arith.cmpi eq, %2, %c0_i32_70 : i32
      %128 = scf.if %127 -> (!memref_gmem_f32_) {
        %iter_97 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_98 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_98, %126) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_97 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_94 = cute.get_iter(%128) : !memref_gmem_f32_
      %iter_95 = cute.get_iter(%128) : !memref_gmem_f32_
      %iter_96 = cute.get_iter(%128) : !memref_gmem_f32_
      %129 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %10#2) -> (!copy_simt)  : i32 {
        %coord_97 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_98 = cute.get_layout(%arg0) : !memref_gmem_f16_
        %idx_99 = cute.crd2idx(%coord_97, %lay_98) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_100 = cute.get_iter(%arg0) : !memref_gmem_f16_
        %ptr_101 = cute.add_offset(%iter_100, %idx_99) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_102 = cute.make_view(%ptr_101) : !memref_gmem_f16_2
        %iter_103 = cute.get_iter(%view_102) : !memref_gmem_f16_2
        %iter_104 = cute.get_iter(%view_102) : !memref_gmem_f16_2
        %coord_105 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_106 = cute.get_iter(%view_102) : !memref_gmem_f16_2
        %130 = cute.get_scalars(%coord_105) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_107 = arith.constant 8 : i32
        %131 = arith.muli %130, %c8_i32_107 : i32
        %iv = cute.assume(%131) : (i32) -> !cute.i32<divby 8>
        %int_tuple_108 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_109 = cute.add_offset(%iter_106, %int_tuple_108) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_110 = cute.make_view(%ptr_109) : !memref_gmem_f16_3
        %iter_111 = cute.get_iter(%view_110) : !memref_gmem_f16_3
        %coord_112 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_113 = cute.get_layout(%arg1) : !memref_gmem_f16_1
        %idx_114 = cute.crd2idx(%coord_112, %lay_113) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,4096),(96,2)):((0,1),(0,4096))">) -> !cute.int_tuple<"?{div=4096}">
        %iter_115 = cute.get_iter(%arg1) : !memref_gmem_f16_1
        %ptr_116 = cute.add_offset(%iter_115, %idx_114) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_117 = cute.make_view(%ptr_116) : !memref_gmem_f16_2
        %iter_118 = cute.get_iter(%view_117) : !memref_gmem_f16_2
        %iter_119 = cute.get_iter(%view_117) : !memref_gmem_f16_2
        %coord_120 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_121 = cute.get_iter(%view_117) : !memref_gmem_f16_2
        %132 = cute.get_scalars(%coord_120) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_122 = arith.constant 8 : i32
        %133 = arith.muli %132, %c8_i32_122 : i32
        %iv_123 = cute.assume(%133) : (i32) -> !cute.i32<divby 8>
        %int_tuple_124 = cute.make_int_tuple(%iv_123) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_125 = cute.add_offset(%iter_121, %int_tuple_124) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_126 = cute.make_view(%ptr_125) : !memref_gmem_f16_3
        %iter_127 = cute.get_iter(%view_126) : !memref_gmem_f16_3
        %coord_128 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_129 = cute.get_layout(%arg2) : !memref_gmem_f16_
        %idx_130 = cute.crd2idx(%coord_128, %lay_129) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_131 = cute.get_iter(%arg2) : !memref_gmem_f16_
        %ptr_132 = cute.add_offset(%iter_131, %idx_130) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_133 = cute.make_view(%ptr_132) : !memref_gmem_f16_2
        %iter_134 = cute.get_iter(%view_133) : !memref_gmem_f16_2
        %iter_135 = cute.get_iter(%view_133) : !memref_gmem_f16_2
        %coord_136 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_137 = cute.get_iter(%view_133) : !memref_gmem_f16_2
        %134 = cute.get_scalars(%coord_136) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_138 = arith.constant 8 : i32
        %135 = arith.muli %134, %c8_i32_138 : i32
        %iv_139 = cute.assume(%135) : (i32) -> !cute.i32<divby 8>
        %int_tuple_140 = cute.make_int_tuple(%iv_139) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_141 = cute.add_offset(%iter_137, %int_tuple_140) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_142 = cute.make_view(%ptr_141) : !memref_gmem_f16_3
        %iter_143 = cute.get_iter(%view_142) : !memref_gmem_f16_3
        %coord_144 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_145 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
        %idx_146 = cute.crd2idx(%coord_144, %lay_145) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
        %iter_147 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
        %tup_148 = cute.add_offset(%iter_147, %idx_146) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
        %view_149 = cute.make_view(%tup_148) : !cute_coord_tensor_7e8734
        %iter_150 = cute.get_iter(%view_149) : !cute_coord_tensor_7e8734
        %tup_151 = cute.deref_arith_tuple_iter(%iter_150) : !cute_arith_tuple_iter_9e165f
        %e0_152, %e1_153 = cute.get_leaves(%tup_151) : !cute_int_tuple_3a4e03
        %136 = cute.get_scalars(%e0_152) : !cute.int_tuple<"?">
        %137 = cute.get_scalars(%e1_153) : !cute.int_tuple<"?{div=4096}">
        %iter_154 = cute.get_iter(%view_149) : !cute_coord_tensor_7e8734
        %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_9e165f
        %e0_156, %e1_157 = cute.get_leaves(%tup_155) : !cute_int_tuple_3a4e03
        %138 = cute.get_scalars(%e0_156) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_157) : !cute.int_tuple<"?{div=4096}">
        %coord_158 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_159 = cute.get_iter(%view_149) : !cute_coord_tensor_7e8734
        %140 = cute.get_scalars(%coord_158) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_160 = arith.constant 8 : i32
        %141 = arith.muli %140, %c8_i32_160 : i32
        %iv_161 = cute.assume(%141) : (i32) -> !cute.i32<divby 8>
        %int_tuple_162 = cute.make_int_tuple(%iv_161) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_163 = cute.add_offset(%iter_159, %int_tuple_162) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_164 = cute.make_view(%tup_163) : !cute_coord_tensor_dfd887
        %iter_165 = cute.get_iter(%view_164) : !cute_coord_tensor_dfd887
        %tup_166 = cute.deref_arith_tuple_iter(%iter_165) : !cute_arith_tuple_iter_66b557
        %e0_167, %e1_168 = cute.get_leaves(%tup_166) : !cute.int_tuple<"(?,?{div=8})">
        %142 = cute.get_scalars(%e0_167) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_168) : !cute.int_tuple<"?{div=8}">
        %lay_169 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %sz_170 = cute.size(%lay_169) <{mode = [0, 1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_171 = cute.get_leaves(%sz_170) : !cute.int_tuple<"1">
        %lay_172 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %sz_173 = cute.size(%lay_172) <{mode = [1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_174 = cute.get_leaves(%sz_173) : !cute.int_tuple<"1">
        %lay_175 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %sz_176 = cute.size(%lay_175) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
        %e0_177 = cute.get_leaves(%sz_176) : !cute.int_tuple<"4">
        %shape_178 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_179 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_179) : !memref_rmem_i8_
        %iter_180 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_181 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_182 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_183 = cute.get_layout(%view_164) : !cute_coord_tensor_dfd887
        %idx_184 = cute.crd2idx(%coord_182, %lay_183) : (!cute.coord<"((0,0),0,0)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,0)">
        %iter_185 = cute.get_iter(%view_164) : !cute_coord_tensor_dfd887
        %tup_186 = cute.add_offset(%iter_185, %idx_184) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_187 = cute.make_view(%tup_186) : !cute_coord_tensor_8bc2ea
        %iter_188 = cute.get_iter(%view_187) : !cute_coord_tensor_8bc2ea
        %tup_189 = cute.deref_arith_tuple_iter(%iter_188) : !cute_arith_tuple_iter_66b557
        %e0_190, %e1_191 = cute.get_leaves(%tup_189) : !cute.int_tuple<"(?,?{div=8})">
        %144 = cute.get_scalars(%e0_190) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_191) : !cute.int_tuple<"?{div=8}">
        %iter_192 = cute.get_iter(%view_187) : !cute_coord_tensor_8bc2ea
        %tup_193 = cute.deref_arith_tuple_iter(%iter_192) : !cute_arith_tuple_iter_66b557
        %e0_194, %e1_195 = cute.get_leaves(%tup_193) : !cute.int_tuple<"(?,?{div=8})">
        %146 = cute.get_scalars(%e0_194) : !cute.int_tuple<"?">
        %147 = cute.get_scalars(%e1_195) : !cute.int_tuple<"?{div=8}">
        %iter_196 = cute.get_iter(%view_187) : !cute_coord_tensor_8bc2ea
        %tup_197 = cute.deref_arith_tuple_iter(%iter_196) : !cute_arith_tuple_iter_66b557
        %e0_198, %e1_199 = cute.get_leaves(%tup_197) : !cute.int_tuple<"(?,?{div=8})">
        %148 = cute.get_scalars(%e0_198) : !cute.int_tuple<"?">
        %149 = cute.get_scalars(%e1_199) : !cute.int_tuple<"?{div=8}">
        %coord_200 = cute.make_coord(%e0_198, %e1_199) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_201 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %150:2 = cute.get_scalars(%coord_200) : !cute.coord<"(?,?{div=8})">
        %151:2 = cute.get_scalars(%coord_201) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %152 = arith.cmpi slt, %150#0, %151#0 : i32
        %153 = arith.andi %true, %152 : i1
        %154 = arith.cmpi slt, %150#1, %151#1 : i32
        %155 = arith.andi %153, %154 : i1
        %156 = arith.extui %155 : i1 to i8
        %coord_202 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_202, %156) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_203 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_204 = cute.get_layout(%view_164) : !cute_coord_tensor_dfd887
        %idx_205 = cute.crd2idx(%coord_203, %lay_204) : (!cute.coord<"((0,0),0,1)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,1024)">
        %iter_206 = cute.get_iter(%view_164) : !cute_coord_tensor_dfd887
        %tup_207 = cute.add_offset(%iter_206, %idx_205) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
        %view_208 = cute.make_view(%tup_207) : !cute_coord_tensor_8bc2ea
        %iter_209 = cute.get_iter(%view_208) : !cute_coord_tensor_8bc2ea
        %tup_210 = cute.deref_arith_tuple_iter(%iter_209) : !cute_arith_tuple_iter_66b557
        %e0_211, %e1_212 = cute.get_leaves(%tup_210) : !cute.int_tuple<"(?,?{div=8})">
        %157 = cute.get_scalars(%e0_211) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_212) : !cute.int_tuple<"?{div=8}">
        %iter_213 = cute.get_iter(%view_208) : !cute_coord_tensor_8bc2ea
        %tup_214 = cute.deref_arith_tuple_iter(%iter_213) : !cute_arith_tuple_iter_66b557
        %e0_215, %e1_216 = cute.get_leaves(%tup_214) : !cute.int_tuple<"(?,?{div=8})">
        %159 = cute.get_scalars(%e0_215) : !cute.int_tuple<"?">
        %160 = cute.get_scalars(%e1_216) : !cute.int_tuple<"?{div=8}">
        %iter_217 = cute.get_iter(%view_208) : !cute_coord_tensor_8bc2ea
        %tup_218 = cute.deref_arith_tuple_iter(%iter_217) : !cute_arith_tuple_iter_66b557
        %e0_219, %e1_220 = cute.get_leaves(%tup_218) : !cute.int_tuple<"(?,?{div=8})">
        %161 = cute.get_scalars(%e0_219) : !cute.int_tuple<"?">
        %162 = cute.get_scalars(%e1_220) : !cute.int_tuple<"?{div=8}">
        %coord_221 = cute.make_coord(%e0_219, %e1_220) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_222 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %163:2 = cute.get_scalars(%coord_221) : !cute.coord<"(?,?{div=8})">
        %164:2 = cute.get_scalars(%coord_222) : !cute.coord<"(96,5000)">
        %true_223 = arith.constant true
        %165 = arith.cmpi slt, %163#0, %164#0 : i32
        %166 = arith.andi %true_223, %165 : i1
        %167 = arith.cmpi slt, %163#1, %164#1 : i32
        %168 = arith.andi %166, %167 : i1
        %169 = arith.extui %168 : i1 to i8
        %coord_224 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_224, %169) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_225 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_226 = cute.get_layout(%view_164) : !cute_coord_tensor_dfd887
        %idx_227 = cute.crd2idx(%coord_225, %lay_226) : (!cute.coord<"((0,0),0,2)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,2048)">
        %iter_228 = cute.get_iter(%view_164) : !cute_coord_tensor_dfd887
        %tup_229 = cute.add_offset(%iter_228, %idx_227) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_230 = cute.make_view(%tup_229) : !cute_coord_tensor_8bc2ea
        %iter_231 = cute.get_iter(%view_230) : !cute_coord_tensor_8bc2ea
        %tup_232 = cute.deref_arith_tuple_iter(%iter_231) : !cute_arith_tuple_iter_66b557
        %e0_233, %e1_234 = cute.get_leaves(%tup_232) : !cute.int_tuple<"(?,?{div=8})">
        %170 = cute.get_scalars(%e0_233) : !cute.int_tuple<"?">
        %171 = cute.get_scalars(%e1_234) : !cute.int_tuple<"?{div=8}">
        %iter_235 = cute.get_iter(%view_230) : !cute_coord_tensor_8bc2ea
        %tup_236 = cute.deref_arith_tuple_iter(%iter_235) : !cute_arith_tuple_iter_66b557
        %e0_237, %e1_238 = cute.get_leaves(%tup_236) : !cute.int_tuple<"(?,?{div=8})">
        %172 = cute.get_scalars(%e0_237) : !cute.int_tuple<"?">
        %173 = cute.get_scalars(%e1_238) : !cute.int_tuple<"?{div=8}">
        %iter_239 = cute.get_iter(%view_230) : !cute_coord_tensor_8bc2ea
        %tup_240 = cute.deref_arith_tuple_iter(%iter_239) : !cute_arith_tuple_iter_66b557
        %e0_241, %e1_242 = cute.get_leaves(%tup_240) : !cute.int_tuple<"(?,?{div=8})">
        %174 = cute.get_scalars(%e0_241) : !cute.int_tuple<"?">
        %175 = cute.get_scalars(%e1_242) : !cute.int_tuple<"?{div=8}">
        %coord_243 = cute.make_coord(%e0_241, %e1_242) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_244 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %176:2 = cute.get_scalars(%coord_243) : !cute.coord<"(?,?{div=8})">
        %177:2 = cute.get_scalars(%coord_244) : !cute.coord<"(96,5000)">
        %true_245 = arith.constant true
        %178 = arith.cmpi slt, %176#0, %177#0 : i32
        %179 = arith.andi %true_245, %178 : i1
        %180 = arith.cmpi slt, %176#1, %177#1 : i32
        %181 = arith.andi %179, %180 : i1
        %182 = arith.extui %181 : i1 to i8
        %coord_246 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_246, %182) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_247 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_248 = cute.get_layout(%view_164) : !cute_coord_tensor_dfd887
        %idx_249 = cute.crd2idx(%coord_247, %lay_248) : (!cute.coord<"((0,0),0,3)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,3072)">
        %iter_250 = cute.get_iter(%view_164) : !cute_coord_tensor_dfd887
        %tup_251 = cute.add_offset(%iter_250, %idx_249) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
        %view_252 = cute.make_view(%tup_251) : !cute_coord_tensor_8bc2ea
        %iter_253 = cute.get_iter(%view_252) : !cute_coord_tensor_8bc2ea
        %tup_254 = cute.deref_arith_tuple_iter(%iter_253) : !cute_arith_tuple_iter_66b557
        %e0_255, %e1_256 = cute.get_leaves(%tup_254) : !cute.int_tuple<"(?,?{div=8})">
        %183 = cute.get_scalars(%e0_255) : !cute.int_tuple<"?">
        %184 = cute.get_scalars(%e1_256) : !cute.int_tuple<"?{div=8}">
        %iter_257 = cute.get_iter(%view_252) : !cute_coord_tensor_8bc2ea
        %tup_258 = cute.deref_arith_tuple_iter(%iter_257) : !cute_arith_tuple_iter_66b557
        %e0_259, %e1_260 = cute.get_leaves(%tup_258) : !cute.int_tuple<"(?,?{div=8})">
        %185 = cute.get_scalars(%e0_259) : !cute.int_tuple<"?">
        %186 = cute.get_scalars(%e1_260) : !cute.int_tuple<"?{div=8}">
        %iter_261 = cute.get_iter(%view_252) : !cute_coord_tensor_8bc2ea
        %tup_262 = cute.deref_arith_tuple_iter(%iter_261) : !cute_arith_tuple_iter_66b557
        %e0_263, %e1_264 = cute.get_leaves(%tup_262) : !cute.int_tuple<"(?,?{div=8})">
        %187 = cute.get_scalars(%e0_263) : !cute.int_tuple<"?">
        %188 = cute.get_scalars(%e1_264) : !cute.int_tuple<"?{div=8}">
        %coord_265 = cute.make_coord(%e0_263, %e1_264) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_266 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %189:2 = cute.get_scalars(%coord_265) : !cute.coord<"(?,?{div=8})">
        %190:2 = cute.get_scalars(%coord_266) : !cute.coord<"(96,5000)">
        %true_267 = arith.constant true
        %191 = arith.cmpi slt, %189#0, %190#0 : i32
        %192 = arith.andi %true_267, %191 : i1
        %193 = arith.cmpi slt, %189#1, %190#1 : i32
        %194 = arith.andi %192, %193 : i1
        %195 = arith.extui %194 : i1 to i8
        %coord_268 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_268, %195) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_269 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %lay_270 = cute.make_layout() : !cute_layout_a987c4
        %rmem_271 = cute.memref.alloca(%lay_270) : !memref_rmem_f16_
        %iter_272 = cute.get_iter(%rmem_271) : !memref_rmem_f16_
        %iter_273 = cute.get_iter(%rmem_271) : !memref_rmem_f16_
        %lay_274 = cute.get_layout(%view_126) : !memref_gmem_f16_3
        %lay_275 = cute.make_layout() : !cute_layout_a987c4
        %rmem_276 = cute.memref.alloca(%lay_275) : !memref_rmem_f16_
        %iter_277 = cute.get_iter(%rmem_276) : !memref_rmem_f16_
        %iter_278 = cute.get_iter(%rmem_276) : !memref_rmem_f16_
        %lay_279 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %lay_280 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %sz_281 = cute.size(%lay_280) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_282 = cute.get_leaves(%sz_281) : !cute.int_tuple<"32">
        %lay_283 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %196 = cute.get_shape(%lay_283) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_284, %e1_285, %e2, %e3 = cute.get_leaves(%196) : !cute.shape<"((8,1),1,4)">
        %int_tuple_286 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_287 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_288 = cute.get_leaves(%int_tuple_287) : !cute.int_tuple<"32">
        %cst_289 = arith.constant 0.000000e+00 : f16
        %197 = vector.splat %cst_289 : vector<32xf16>
        %lay_290 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %198 = cute.get_shape(%lay_290) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%198) : !cute.shape<"((8,1),1,4)">
        %lay_295 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %lay_296 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %199 = cute.get_shape(%lay_296) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_297, %e1_298, %e2_299, %e3_300 = cute.get_leaves(%199) : !cute.shape<"((8,1),1,4)">
        %int_tuple_301 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_302 = cute.size(%int_tuple_301) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_303 = cute.get_leaves(%sz_302) : !cute.int_tuple<"32">
        %int_tuple_304 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_305 = cute.size(%int_tuple_304) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_306 = cute.get_leaves(%sz_305) : !cute.int_tuple<"32">
        cute.memref.store_vec(%197, %rmem_271) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_307 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %lay_308 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %sz_309 = cute.size(%lay_308) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_310 = cute.get_leaves(%sz_309) : !cute.int_tuple<"32">
        %lay_311 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %200 = cute.get_shape(%lay_311) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_312, %e1_313, %e2_314, %e3_315 = cute.get_leaves(%200) : !cute.shape<"((8,1),1,4)">
        %int_tuple_316 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_317 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_318 = cute.get_leaves(%int_tuple_317) : !cute.int_tuple<"32">
        %cst_319 = arith.constant 0.000000e+00 : f16
        %201 = vector.splat %cst_319 : vector<32xf16>
        %lay_320 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %202 = cute.get_shape(%lay_320) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_321, %e1_322, %e2_323, %e3_324 = cute.get_leaves(%202) : !cute.shape<"((8,1),1,4)">
        %lay_325 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %lay_326 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %203 = cute.get_shape(%lay_326) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_327, %e1_328, %e2_329, %e3_330 = cute.get_leaves(%203) : !cute.shape<"((8,1),1,4)">
        %int_tuple_331 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_332 = cute.size(%int_tuple_331) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_333 = cute.get_leaves(%sz_332) : !cute.int_tuple<"32">
        %int_tuple_334 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_335 = cute.size(%int_tuple_334) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_336 = cute.get_leaves(%sz_335) : !cute.int_tuple<"32">
        cute.memref.store_vec(%201, %rmem_276) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_337 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %204 = cute.get_shape(%lay_337) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_338, %e1_339, %e2_340, %e3_341 = cute.get_leaves(%204) : !cute.shape<"((8,1),1,4)">
        %lay_342 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %205 = cute.get_shape(%lay_342) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_343, %e1_344, %e2_345, %e3_346 = cute.get_leaves(%205) : !cute.shape<"((8,1),1,4)">
        %lay_347 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %shape_348 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_349 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_347, %lay_349) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_350 = cute.make_view(%iter_111, %append) : !memref_gmem_f16_3
        %iter_351 = cute.get_iter(%view_350) : !memref_gmem_f16_3
        %lay_352 = cute.get_layout(%view_350) : !memref_gmem_f16_3
        %206 = cute.get_shape(%lay_352) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%206) : !cute.shape<"((8,1),1,4)">
        %lay_357 = cute.get_layout(%view_350) : !memref_gmem_f16_3
        %207 = cute.get_shape(%lay_357) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_358, %e1_359, %e2_360, %e3_361 = cute.get_leaves(%207) : !cute.shape<"((8,1),1,4)">
        %iter_362 = cute.get_iter(%view_350) : !memref_gmem_f16_3
        %view_363 = cute.make_view(%iter_362) : !memref_gmem_f16_4
        %iter_364 = cute.get_iter(%view_363) : !memref_gmem_f16_4
        %iter_365 = cute.get_iter(%view_363) : !memref_gmem_f16_4
        %lay_366 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %shape_367 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_368 = cute.make_layout() : !cute.layout<"1:0">
        %append_369 = cute.append_to_rank<2> (%lay_366, %lay_368) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_370 = cute.make_view(%iter_273, %append_369) : !memref_rmem_f16_
        %iter_371 = cute.get_iter(%view_370) : !memref_rmem_f16_
        %lay_372 = cute.get_layout(%view_370) : !memref_rmem_f16_
        %208 = cute.get_shape(%lay_372) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_373, %e1_374, %e2_375, %e3_376 = cute.get_leaves(%208) : !cute.shape<"((8,1),1,4)">
        %lay_377 = cute.get_layout(%view_370) : !memref_rmem_f16_
        %209 = cute.get_shape(%lay_377) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_378, %e1_379, %e2_380, %e3_381 = cute.get_leaves(%209) : !cute.shape<"((8,1),1,4)">
        %iter_382 = cute.get_iter(%view_370) : !memref_rmem_f16_
        %view_383 = cute.make_view(%iter_382) : !memref_rmem_f16_1
        %iter_384 = cute.get_iter(%view_383) : !memref_rmem_f16_1
        %iter_385 = cute.get_iter(%view_383) : !memref_rmem_f16_1
        %lay_386 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_387 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_388 = cute.make_layout() : !cute.layout<"1:0">
        %append_389 = cute.append_to_rank<2> (%lay_386, %lay_388) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_390 = cute.make_view(%iter_181, %append_389) : !memref_rmem_i8_
        %iter_391 = cute.get_iter(%view_390) : !memref_rmem_i8_
        %lay_392 = cute.get_layout(%view_390) : !memref_rmem_i8_
        %210 = cute.get_shape(%lay_392) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_393, %e1_394, %e2_395 = cute.get_leaves(%210) : !cute.shape<"(1,1,4)">
        %lay_396 = cute.get_layout(%view_390) : !memref_rmem_i8_
        %211 = cute.get_shape(%lay_396) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_397, %e1_398, %e2_399 = cute.get_leaves(%211) : !cute.shape<"(1,1,4)">
        %iter_400 = cute.get_iter(%view_390) : !memref_rmem_i8_
        %view_401 = cute.make_view(%iter_400) : !memref_rmem_i8_1
        %iter_402 = cute.get_iter(%view_401) : !memref_rmem_i8_1
        %iter_403 = cute.get_iter(%view_401) : !memref_rmem_i8_1
        %lay_404 = cute.get_layout(%view_363) : !memref_gmem_f16_4
        %212 = cute.get_shape(%lay_404) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_405, %e1_406, %e2_407, %e3_408 = cute.get_leaves(%212) : !cute.shape<"((8,1),(1,4))">
        %lay_409 = cute.get_layout(%view_383) : !memref_rmem_f16_1
        %213 = cute.get_shape(%lay_409) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_410, %e1_411, %e2_412, %e3_413 = cute.get_leaves(%213) : !cute.shape<"((8,1),(1,4))">
        %lay_414 = cute.get_layout(%view_363) : !memref_gmem_f16_4
        %sz_415 = cute.size(%lay_414) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_416 = cute.get_leaves(%sz_415) : !cute.int_tuple<"4">
        %lay_417 = cute.get_layout(%view_383) : !memref_rmem_f16_1
        %sz_418 = cute.size(%lay_417) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_419 = cute.get_leaves(%sz_418) : !cute.int_tuple<"4">
        %lay_420 = cute.get_layout(%view_363) : !memref_gmem_f16_4
        %214 = cute.get_shape(%lay_420) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_421, %e1_422, %e2_423, %e3_424 = cute.get_leaves(%214) : !cute.shape<"((8,1),(1,4))">
        %iter_425 = cute.get_iter(%view_363) : !memref_gmem_f16_4
        %iter_426 = cute.get_iter(%view_383) : !memref_rmem_f16_1
        %lay_427 = cute.get_layout(%view_363) : !memref_gmem_f16_4
        %lay_428 = cute.get_layout(%view_383) : !memref_rmem_f16_1
        %215 = cute.static : !cute.layout<"1:0">
        %append_429 = cute.append_to_rank<2> (%lay_427, %215) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_430 = cute.append_to_rank<2> (%lay_428, %215) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_431 = cute.make_layout() : !cute_layout_dfed1f
        %lay_432 = cute.make_layout() : !cute_layout_bb9a85
        %iter_433 = cute.get_iter(%view_401) : !memref_rmem_i8_1
        %lay_434 = cute.get_layout(%view_401) : !memref_rmem_i8_1
        %append_435 = cute.append_to_rank<2> (%lay_434, %215) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_436 = cute.make_layout() : !cute_layout_973764
        %sz_437 = cute.size(%lay_431) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %216 = cute.get_scalars(%sz_437) : !cute.int_tuple<"4">
        %c0_i32_438 = arith.constant 0 : i32
        %c1_i32_439 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_438 to %216 step %c1_i32_439  : i32 {
          %coord_692 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %257 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_693 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_694 = cute.crd2idx(%coord_692, %lay_431) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_695 = cute.add_offset(%iter_425, %idx_694) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_696 = cute.make_view(%ptr_695, %lay_693) : !memref_gmem_f16_5
          %258 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_697 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_698 = cute.crd2idx(%coord_692, %lay_432) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_699 = cute.add_offset(%iter_426, %idx_698) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_700 = cute.make_view(%ptr_699, %lay_697) : !memref_rmem_f16_2
          %259 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_701 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_702 = cute.crd2idx(%coord_692, %lay_436) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_703 = cute.add_offset(%iter_433, %idx_702) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_704 = cute.make_view(%ptr_703, %lay_701) : !memref_rmem_i8_2
          %iter_705 = cute.get_iter(%view_696) : !memref_gmem_f16_5
          %iter_706 = cute.get_iter(%view_700) : !memref_rmem_f16_2
          %iter_707 = cute.get_iter(%view_704) : !memref_rmem_i8_2
          %260 = builtin.unrealized_conversion_cast %iter_707 : !cute.ptr<i8, rmem> to !llvm.ptr
          %261 = llvm.load %260 : !llvm.ptr -> i8
          %262 = llvm.mlir.constant(0 : i8) : i8
          %263 = llvm.icmp "ne" %261, %262 : i8
          scf.if %263 {
            %264 = builtin.unrealized_conversion_cast %iter_705 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %265 = builtin.unrealized_conversion_cast %iter_706 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %266 = llvm.load %264 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %266, %265 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_440 = cute.get_layout(%view_126) : !memref_gmem_f16_3
        %217 = cute.get_shape(%lay_440) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_441, %e1_442, %e2_443, %e3_444 = cute.get_leaves(%217) : !cute.shape<"((8,1),1,4)">
        %lay_445 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %218 = cute.get_shape(%lay_445) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_446, %e1_447, %e2_448, %e3_449 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %lay_450 = cute.get_layout(%view_126) : !memref_gmem_f16_3
        %shape_451 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_452 = cute.make_layout() : !cute.layout<"1:0">
        %append_453 = cute.append_to_rank<2> (%lay_450, %lay_452) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_454 = cute.make_view(%iter_127, %append_453) : !memref_gmem_f16_3
        %iter_455 = cute.get_iter(%view_454) : !memref_gmem_f16_3
        %lay_456 = cute.get_layout(%view_454) : !memref_gmem_f16_3
        %219 = cute.get_shape(%lay_456) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_457, %e1_458, %e2_459, %e3_460 = cute.get_leaves(%219) : !cute.shape<"((8,1),1,4)">
        %lay_461 = cute.get_layout(%view_454) : !memref_gmem_f16_3
        %220 = cute.get_shape(%lay_461) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_462, %e1_463, %e2_464, %e3_465 = cute.get_leaves(%220) : !cute.shape<"((8,1),1,4)">
        %iter_466 = cute.get_iter(%view_454) : !memref_gmem_f16_3
        %view_467 = cute.make_view(%iter_466) : !memref_gmem_f16_4
        %iter_468 = cute.get_iter(%view_467) : !memref_gmem_f16_4
        %iter_469 = cute.get_iter(%view_467) : !memref_gmem_f16_4
        %lay_470 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %shape_471 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_472 = cute.make_layout() : !cute.layout<"1:0">
        %append_473 = cute.append_to_rank<2> (%lay_470, %lay_472) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_474 = cute.make_view(%iter_278, %append_473) : !memref_rmem_f16_
        %iter_475 = cute.get_iter(%view_474) : !memref_rmem_f16_
        %lay_476 = cute.get_layout(%view_474) : !memref_rmem_f16_
        %221 = cute.get_shape(%lay_476) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_477, %e1_478, %e2_479, %e3_480 = cute.get_leaves(%221) : !cute.shape<"((8,1),1,4)">
        %lay_481 = cute.get_layout(%view_474) : !memref_rmem_f16_
        %222 = cute.get_shape(%lay_481) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_482, %e1_483, %e2_484, %e3_485 = cute.get_leaves(%222) : !cute.shape<"((8,1),1,4)">
        %iter_486 = cute.get_iter(%view_474) : !memref_rmem_f16_
        %view_487 = cute.make_view(%iter_486) : !memref_rmem_f16_1
        %iter_488 = cute.get_iter(%view_487) : !memref_rmem_f16_1
        %iter_489 = cute.get_iter(%view_487) : !memref_rmem_f16_1
        %lay_490 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_491 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_492 = cute.make_layout() : !cute.layout<"1:0">
        %append_493 = cute.append_to_rank<2> (%lay_490, %lay_492) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_494 = cute.make_view(%iter_181, %append_493) : !memref_rmem_i8_
        %iter_495 = cute.get_iter(%view_494) : !memref_rmem_i8_
        %lay_496 = cute.get_layout(%view_494) : !memref_rmem_i8_
        %223 = cute.get_shape(%lay_496) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_497, %e1_498, %e2_499 = cute.get_leaves(%223) : !cute.shape<"(1,1,4)">
        %lay_500 = cute.get_layout(%view_494) : !memref_rmem_i8_
        %224 = cute.get_shape(%lay_500) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_501, %e1_502, %e2_503 = cute.get_leaves(%224) : !cute.shape<"(1,1,4)">
        %iter_504 = cute.get_iter(%view_494) : !memref_rmem_i8_
        %view_505 = cute.make_view(%iter_504) : !memref_rmem_i8_1
        %iter_506 = cute.get_iter(%view_505) : !memref_rmem_i8_1
        %iter_507 = cute.get_iter(%view_505) : !memref_rmem_i8_1
        %lay_508 = cute.get_layout(%view_467) : !memref_gmem_f16_4
        %225 = cute.get_shape(%lay_508) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_509, %e1_510, %e2_511, %e3_512 = cute.get_leaves(%225) : !cute.shape<"((8,1),(1,4))">
        %lay_513 = cute.get_layout(%view_487) : !memref_rmem_f16_1
        %226 = cute.get_shape(%lay_513) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_514, %e1_515, %e2_516, %e3_517 = cute.get_leaves(%226) : !cute.shape<"((8,1),(1,4))">
        %lay_518 = cute.get_layout(%view_467) : !memref_gmem_f16_4
        %sz_519 = cute.size(%lay_518) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_520 = cute.get_leaves(%sz_519) : !cute.int_tuple<"4">
        %lay_521 = cute.get_layout(%view_487) : !memref_rmem_f16_1
        %sz_522 = cute.size(%lay_521) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_523 = cute.get_leaves(%sz_522) : !cute.int_tuple<"4">
        %lay_524 = cute.get_layout(%view_467) : !memref_gmem_f16_4
        %227 = cute.get_shape(%lay_524) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_525, %e1_526, %e2_527, %e3_528 = cute.get_leaves(%227) : !cute.shape<"((8,1),(1,4))">
        %iter_529 = cute.get_iter(%view_467) : !memref_gmem_f16_4
        %iter_530 = cute.get_iter(%view_487) : !memref_rmem_f16_1
        %lay_531 = cute.get_layout(%view_467) : !memref_gmem_f16_4
        %lay_532 = cute.get_layout(%view_487) : !memref_rmem_f16_1
        %228 = cute.static : !cute.layout<"1:0">
        %append_533 = cute.append_to_rank<2> (%lay_531, %228) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_534 = cute.append_to_rank<2> (%lay_532, %228) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_535 = cute.make_layout() : !cute_layout_dfed1f
        %lay_536 = cute.make_layout() : !cute_layout_bb9a85
        %iter_537 = cute.get_iter(%view_505) : !memref_rmem_i8_1
        %lay_538 = cute.get_layout(%view_505) : !memref_rmem_i8_1
        %append_539 = cute.append_to_rank<2> (%lay_538, %228) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_540 = cute.make_layout() : !cute_layout_973764
        %sz_541 = cute.size(%lay_535) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %229 = cute.get_scalars(%sz_541) : !cute.int_tuple<"4">
        %c0_i32_542 = arith.constant 0 : i32
        %c1_i32_543 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_542 to %229 step %c1_i32_543  : i32 {
          %coord_692 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %257 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_693 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_694 = cute.crd2idx(%coord_692, %lay_535) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_695 = cute.add_offset(%iter_529, %idx_694) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_696 = cute.make_view(%ptr_695, %lay_693) : !memref_gmem_f16_5
          %258 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_697 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_698 = cute.crd2idx(%coord_692, %lay_536) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_699 = cute.add_offset(%iter_530, %idx_698) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_700 = cute.make_view(%ptr_699, %lay_697) : !memref_rmem_f16_2
          %259 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_701 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_702 = cute.crd2idx(%coord_692, %lay_540) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_703 = cute.add_offset(%iter_537, %idx_702) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_704 = cute.make_view(%ptr_703, %lay_701) : !memref_rmem_i8_2
          %iter_705 = cute.get_iter(%view_696) : !memref_gmem_f16_5
          %iter_706 = cute.get_iter(%view_700) : !memref_rmem_f16_2
          %iter_707 = cute.get_iter(%view_704) : !memref_rmem_i8_2
          %260 = builtin.unrealized_conversion_cast %iter_707 : !cute.ptr<i8, rmem> to !llvm.ptr
          %261 = llvm.load %260 : !llvm.ptr -> i8
          %262 = llvm.mlir.constant(0 : i8) : i8
          %263 = llvm.icmp "ne" %261, %262 : i8
          scf.if %263 {
            %264 = builtin.unrealized_conversion_cast %iter_705 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %265 = builtin.unrealized_conversion_cast %iter_706 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %266 = llvm.load %264 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %266, %265 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_544 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %230 = cute.get_shape(%lay_544) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_545, %e1_546, %e2_547, %e3_548 = cute.get_leaves(%230) : !cute.shape<"((8,1),1,4)">
        %lay_549 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %231 = cute.memref.load_vec(%rmem_271) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_550 = cute.get_layout(%rmem_271) : !memref_rmem_f16_
        %232 = cute.get_shape(%lay_550) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_551, %e1_552, %e2_553, %e3_554 = cute.get_leaves(%232) : !cute.shape<"((8,1),1,4)">
        %233 = arith.extf %231 : vector<32xf16> to vector<32xf32>
        %234 = vector.broadcast %126 : f32 to vector<32xf32>
        %235 = arith.mulf %233, %234 : vector<32xf32>
        %lay_555 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %236 = cute.get_shape(%lay_555) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_556, %e1_557, %e2_558, %e3_559 = cute.get_leaves(%236) : !cute.shape<"((8,1),1,4)">
        %lay_560 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %237 = cute.memref.load_vec(%rmem_276) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_561 = cute.get_layout(%rmem_276) : !memref_rmem_f16_
        %238 = cute.get_shape(%lay_561) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_562, %e1_563, %e2_564, %e3_565 = cute.get_leaves(%238) : !cute.shape<"((8,1),1,4)">
        %239 = arith.extf %237 : vector<32xf16> to vector<32xf32>
        %240 = arith.mulf %235, %239 : vector<32xf32>
        %lay_566 = cute.get_layout(%view_142) : !memref_gmem_f16_3
        %lay_567 = cute.make_layout() : !cute_layout_a987c4
        %rmem_568 = cute.memref.alloca(%lay_567) : !memref_rmem_f16_
        %iter_569 = cute.get_iter(%rmem_568) : !memref_rmem_f16_
        %iter_570 = cute.get_iter(%rmem_568) : !memref_rmem_f16_
        %241 = arith.truncf %240 : vector<32xf32> to vector<32xf16>
        %lay_571 = cute.get_layout(%rmem_568) : !memref_rmem_f16_
        %242 = cute.get_shape(%lay_571) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_572, %e1_573, %e2_574, %e3_575 = cute.get_leaves(%242) : !cute.shape<"((8,1),1,4)">
        %lay_576 = cute.get_layout(%rmem_568) : !memref_rmem_f16_
        %lay_577 = cute.get_layout(%rmem_568) : !memref_rmem_f16_
        %243 = cute.get_shape(%lay_577) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_578, %e1_579, %e2_580, %e3_581 = cute.get_leaves(%243) : !cute.shape<"((8,1),1,4)">
        %int_tuple_582 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_583 = cute.size(%int_tuple_582) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_584 = cute.get_leaves(%sz_583) : !cute.int_tuple<"32">
        %int_tuple_585 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_586 = cute.size(%int_tuple_585) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_587 = cute.get_leaves(%sz_586) : !cute.int_tuple<"32">
        cute.memref.store_vec(%241, %rmem_568) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_588 = cute.get_layout(%rmem_568) : !memref_rmem_f16_
        %244 = cute.get_shape(%lay_588) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_589, %e1_590, %e2_591, %e3_592 = cute.get_leaves(%244) : !cute.shape<"((8,1),1,4)">
        %lay_593 = cute.get_layout(%view_142) : !memref_gmem_f16_3
        %245 = cute.get_shape(%lay_593) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_594, %e1_595, %e2_596, %e3_597 = cute.get_leaves(%245) : !cute.shape<"((8,1),1,4)">
        %lay_598 = cute.get_layout(%rmem_568) : !memref_rmem_f16_
        %shape_599 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_600 = cute.make_layout() : !cute.layout<"1:0">
        %append_601 = cute.append_to_rank<2> (%lay_598, %lay_600) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_602 = cute.make_view(%iter_570, %append_601) : !memref_rmem_f16_
        %iter_603 = cute.get_iter(%view_602) : !memref_rmem_f16_
        %lay_604 = cute.get_layout(%view_602) : !memref_rmem_f16_
        %246 = cute.get_shape(%lay_604) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_605, %e1_606, %e2_607, %e3_608 = cute.get_leaves(%246) : !cute.shape<"((8,1),1,4)">
        %lay_609 = cute.get_layout(%view_602) : !memref_rmem_f16_
        %247 = cute.get_shape(%lay_609) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_610, %e1_611, %e2_612, %e3_613 = cute.get_leaves(%247) : !cute.shape<"((8,1),1,4)">
        %iter_614 = cute.get_iter(%view_602) : !memref_rmem_f16_
        %view_615 = cute.make_view(%iter_614) : !memref_rmem_f16_1
        %iter_616 = cute.get_iter(%view_615) : !memref_rmem_f16_1
        %iter_617 = cute.get_iter(%view_615) : !memref_rmem_f16_1
        %lay_618 = cute.get_layout(%view_142) : !memref_gmem_f16_3
        %shape_619 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_620 = cute.make_layout() : !cute.layout<"1:0">
        %append_621 = cute.append_to_rank<2> (%lay_618, %lay_620) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_622 = cute.make_view(%iter_143, %append_621) : !memref_gmem_f16_3
        %iter_623 = cute.get_iter(%view_622) : !memref_gmem_f16_3
        %lay_624 = cute.get_layout(%view_622) : !memref_gmem_f16_3
        %248 = cute.get_shape(%lay_624) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_625, %e1_626, %e2_627, %e3_628 = cute.get_leaves(%248) : !cute.shape<"((8,1),1,4)">
        %lay_629 = cute.get_layout(%view_622) : !memref_gmem_f16_3
        %249 = cute.get_shape(%lay_629) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_630, %e1_631, %e2_632, %e3_633 = cute.get_leaves(%249) : !cute.shape<"((8,1),1,4)">
        %iter_634 = cute.get_iter(%view_622) : !memref_gmem_f16_3
        %view_635 = cute.make_view(%iter_634) : !memref_gmem_f16_4
        %iter_636 = cute.get_iter(%view_635) : !memref_gmem_f16_4
        %iter_637 = cute.get_iter(%view_635) : !memref_gmem_f16_4
        %lay_638 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_639 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_640 = cute.make_layout() : !cute.layout<"1:0">
        %append_641 = cute.append_to_rank<2> (%lay_638, %lay_640) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_642 = cute.make_view(%iter_181, %append_641) : !memref_rmem_i8_
        %iter_643 = cute.get_iter(%view_642) : !memref_rmem_i8_
        %lay_644 = cute.get_layout(%view_642) : !memref_rmem_i8_
        %250 = cute.get_shape(%lay_644) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_645, %e1_646, %e2_647 = cute.get_leaves(%250) : !cute.shape<"(1,1,4)">
        %lay_648 = cute.get_layout(%view_642) : !memref_rmem_i8_
        %251 = cute.get_shape(%lay_648) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_649, %e1_650, %e2_651 = cute.get_leaves(%251) : !cute.shape<"(1,1,4)">
        %iter_652 = cute.get_iter(%view_642) : !memref_rmem_i8_
        %view_653 = cute.make_view(%iter_652) : !memref_rmem_i8_1
        %iter_654 = cute.get_iter(%view_653) : !memref_rmem_i8_1
        %iter_655 = cute.get_iter(%view_653) : !memref_rmem_i8_1
        %lay_656 = cute.get_layout(%view_615) : !memref_rmem_f16_1
        %252 = cute.get_shape(%lay_656) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_657, %e1_658, %e2_659, %e3_660 = cute.get_leaves(%252) : !cute.shape<"((8,1),(1,4))">
        %lay_661 = cute.get_layout(%view_635) : !memref_gmem_f16_4
        %253 = cute.get_shape(%lay_661) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_662, %e1_663, %e2_664, %e3_665 = cute.get_leaves(%253) : !cute.shape<"((8,1),(1,4))">
        %lay_666 = cute.get_layout(%view_615) : !memref_rmem_f16_1
        %sz_667 = cute.size(%lay_666) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_668 = cute.get_leaves(%sz_667) : !cute.int_tuple<"4">
        %lay_669 = cute.get_layout(%view_635) : !memref_gmem_f16_4
        %sz_670 = cute.size(%lay_669) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_671 = cute.get_leaves(%sz_670) : !cute.int_tuple<"4">
        %lay_672 = cute.get_layout(%view_615) : !memref_rmem_f16_1
        %254 = cute.get_shape(%lay_672) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_673, %e1_674, %e2_675, %e3_676 = cute.get_leaves(%254) : !cute.shape<"((8,1),(1,4))">
        %iter_677 = cute.get_iter(%view_615) : !memref_rmem_f16_1
        %iter_678 = cute.get_iter(%view_635) : !memref_gmem_f16_4
        %lay_679 = cute.get_layout(%view_615) : !memref_rmem_f16_1
        %lay_680 = cute.get_layout(%view_635) : !memref_gmem_f16_4
        %255 = cute.static : !cute.layout<"1:0">
        %append_681 = cute.append_to_rank<2> (%lay_679, %255) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_682 = cute.append_to_rank<2> (%lay_680, %255) : !cute_layout_af6408, !cute.layout<"1:0">
        %lay_683 = cute.make_layout() : !cute_layout_bb9a85
        %lay_684 = cute.make_layout() : !cute_layout_dfed1f
        %iter_685 = cute.get_iter(%view_653) : !memref_rmem_i8_1
        %lay_686 = cute.get_layout(%view_653) : !memref_rmem_i8_1
        %append_687 = cute.append_to_rank<2> (%lay_686, %255) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_688 = cute.make_layout() : !cute_layout_973764
        %sz_689 = cute.size(%lay_683) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %256 = cute.get_scalars(%sz_689) : !cute.int_tuple<"4">
        %c0_i32_690 = arith.constant 0 : i32
        %c1_i32_691 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_690 to %256 step %c1_i32_691  : i32 {
          %coord_692 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %257 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_693 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_694 = cute.crd2idx(%coord_692, %lay_683) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_695 = cute.add_offset(%iter_677, %idx_694) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_696 = cute.make_view(%ptr_695, %lay_693) : !memref_rmem_f16_2
          %258 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_697 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_698 = cute.crd2idx(%coord_692, %lay_684) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_699 = cute.add_offset(%iter_678, %idx_698) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_700 = cute.make_view(%ptr_699, %lay_697) : !memref_gmem_f16_5
          %259 = cute.get_scalars(%coord_692) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_701 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_702 = cute.crd2idx(%coord_692, %lay_688) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_703 = cute.add_offset(%iter_685, %idx_702) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_704 = cute.make_view(%ptr_703, %lay_701) : !memref_rmem_i8_2
          %iter_705 = cute.get_iter(%view_696) : !memref_rmem_f16_2
          %iter_706 = cute.get_iter(%view_700) : !memref_gmem_f16_5
          %iter_707 = cute.get_iter(%view_704) : !memref_rmem_i8_2
          %260 = builtin.unrealized_conversion_cast %iter_707 : !cute.ptr<i8, rmem> to !llvm.ptr
          %261 = llvm.load %260 : !llvm.ptr -> i8
          %262 = llvm.mlir.constant(0 : i8) : i8
          %263 = llvm.icmp "ne" %261, %262 : i8
          scf.if %263 {
            %264 = builtin.unrealized_conversion_cast %iter_705 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %265 = builtin.unrealized_conversion_cast %iter_706 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %266 = llvm.load %264 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %266, %265 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_hd4c04c97(%arg0: !memref_gmem_f16_6, %arg1: !memref_gmem_f16_7, %arg2: !memref_gmem_f16_6, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_6
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_6
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_7
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_6
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16_6
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_f16_6
    %iter_10 = cute.get_iter(%view) : !memref_gmem_f16_6
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f16_6
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout() : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_f16_6
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_f16_6
    %lay_21 = cute.get_layout(%view) : !memref_gmem_f16_6
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout() : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f16_8
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f16_8
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_29 = cute.get_iter(%view) : !memref_gmem_f16_6
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_f16_
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_f16_
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_f16_
    %tile_33 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_34 = cute.get_iter(%view_27) : !memref_gmem_f16_8
    %view_35 = cute.make_view(%iter_34) : !memref_gmem_f16_1
    %iter_36 = cute.get_iter(%view_35) : !memref_gmem_f16_1
    %iter_37 = cute.get_iter(%view_35) : !memref_gmem_f16_1
    %tile_38 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_39 = cute.get_iter(%view_19) : !memref_gmem_f16_6
    %view_40 = cute.make_view(%iter_39) : !memref_gmem_f16_
    %iter_41 = cute.get_iter(%view_40) : !memref_gmem_f16_
    %iter_42 = cute.get_iter(%view_40) : !memref_gmem_f16_
    %lay_43 = cute.get_layout(%view) : !memref_gmem_f16_6
    %5 = cute.get_shape(%lay_43) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_44, %e1_45 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %shape_46 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride_47 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_48 = cute.make_layout(%shape_46, %stride_47) : !cute.layout<"(96,5000):(1@0,1@1)">
    %view_49 = cute.make_view(%int_tup_iter, %lay_48) : !cute_coord_tensor_15c8d6
    %iter_50 = cute.get_iter(%view_49) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_50) : !cute.arith_tuple_iter<"(0,0)">
    %e0_51, %e1_52 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_53 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_54 = cute.get_iter(%view_49) : !cute_coord_tensor_15c8d6
    %view_55 = cute.make_view(%iter_54) : !cute_coord_tensor_2939ba
    %iter_56 = cute.get_iter(%view_55) : !cute_coord_tensor_2939ba
    %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute.arith_tuple_iter<"(0,0)">
    %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(0,0)">
    %iter_60 = cute.get_iter(%view_55) : !cute_coord_tensor_2939ba
    %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute.arith_tuple_iter<"(0,0)">
    %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_65 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_66 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_67 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_68 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_69 = cute.make_layout() : !cute_layout_dd009c
    %sz = cute.size(%lay_65) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_70 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_71 = cute.size(%lay_68) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_72 = cute.get_leaves(%sz_71) : !cute.int_tuple<"8">
    %shape_73 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_74 = cute.make_layout() : !cute.layout<"(128,8):(1,128)">
    %rinv = cute.right_inverse(%lay_69) : (!cute_layout_dd009c) -> !cute.layout<"(128,8):(8,1)">
    %lay_75 = cute.make_layout() : !cute.layout<"(128,8):(8,1)">
    %6 = cute.get_shape(%lay_69) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_76, %e1_77, %e2 = cute.get_leaves(%6) : !cute.shape<"(1,(8,128))">
    %int_tuple_78 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %int_tuple_79 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1024)">
    %e0_80, %e1_81 = cute.get_leaves(%int_tuple_79) : !cute.int_tuple<"(1,1024)">
    %tile_82 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %7 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_83 = cute.get_layout(%view) : !memref_gmem_f16_6
    %8 = cute.get_shape(%lay_83) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_84, %e1_85 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %lay_86 = cute.get_layout(%view) : !memref_gmem_f16_6
    %sz_87 = cute.size(%lay_86) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"96">
    %lay_89 = cute.get_layout(%view_30) : !memref_gmem_f16_
    %lay_90 = cute.get_layout(%view_35) : !memref_gmem_f16_1
    %lay_91 = cute.get_layout(%view_40) : !memref_gmem_f16_
    %lay_92 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %lay_93 = cute.get_layout(%view_55) : !cute_coord_tensor_2939ba
    %9 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_94, %e1_95 = cute.get_leaves(%9) : !cute.tile<"[1:0;1024:1]">
    %10 = cute.static : !cute.layout<"(128,8):(8,1)">
    %11 = cute.static : !cute.layout<"1:0">
    %12 = cute.static : !cute.layout<"(1,8):(0,1)">
    %13 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c96_i32 = arith.constant 96 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %14 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %14 {
      %19 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %20 = llvm.getelementptr %19[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %21 = llvm.call @printf(%20, %c96_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %15 = arith.extsi %c96_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_96 = arith.constant 96 : i32
    %16 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %15, gridDim = (%c96_i32_96, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%16] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_97 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%16] %c0_i32_97 : !cuda.launch_cfg<max_attrs = 3>, i32
    %17 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%16> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f16_, !memref_gmem_f32_, f32) -> !cuda.result
    %18 = cuda.cast %17 : !cuda.result -> i32
    cuda.return_if_error %18 : i32
    %c0_i32_98 = arith.constant 0 : i32
    return %c0_i32_98 : i32
  }
}
