!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_8cd4e3 = !cute.coord_tensor<"(?,0)", "(1,8192):(0,1@1)">
!cute_coord_tensor_a108e0 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,2048@1)">
!cute_coord_tensor_b6ed2e = !cute.coord_tensor<"(0,0)", "((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_680386 = !cute.layout<"((8,1),1,4):((1@1,0),0,2048@1)">
!cute_layout_7589d3 = !cute.layout<"(1,(8,256)):(0,(256,1))">
!cute_layout_8083f9 = !cute.layout<"((8,1),((1,4))):((1,0),((0,2048)))">
!cute_layout_92844a = !cute.layout<"((8,1),1,4):((1,0),0,2048)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_ba17ea = !cute.layout<"((1,8192),(96,1)):((0,1),(5000,0))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
!cute_layout_d7fc0d = !cute.layout<"((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_e303c3 = !cute.layout<"((8,1),(1,4)):((1,0),(0,2048))">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_489d54 = !cute.ptr<bf16, rmem, align<32>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(5000,0))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_bf16_2 = !cute.memref<bf16, rmem, align<16>, "((8,1)):((1,0))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<32>, "8:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !cute_coord_tensor_b6ed2e
      %1 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %iter_1 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_1) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %iter_4 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
      %tup_5 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_7 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_8 = cute.get_layout(%arg1) : !memref_gmem_bf16_
      %lay_9 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %8 = arith.remsi %2, %c32_i32 : i32
      %9 = arith.floordivsi %2, %c32_i32 : i32
      %lay_10 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %sz = cute.size(%lay_10) <{mode = [1, 1]}> : (!cute_layout_ba17ea) -> !cute.int_tuple<"1">
      %e0_11 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %cst_12 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %10:3 = scf.for %arg2 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg3 = %cst, %arg4 = %cst_12, %arg5 = %1) -> (f32, f32, !copy_simt)  : i32 {
        %coord_81 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_82 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_83 = cute.crd2idx(%coord_81, %lay_82) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_84 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_85 = cute.add_offset(%iter_84, %idx_83) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_86 = cute.make_view(%ptr_85) : !memref_gmem_bf16_1
        %iter_87 = cute.get_iter(%view_86) : !memref_gmem_bf16_1
        %iter_88 = cute.get_iter(%view_86) : !memref_gmem_bf16_1
        %coord_89 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_90 = cute.get_iter(%view_86) : !memref_gmem_bf16_1
        %139 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_91 = arith.constant 8 : i32
        %140 = arith.muli %139, %c8_i32_91 : i32
        %iv = cute.assume(%140) : (i32) -> !cute.i32<divby 8>
        %int_tuple_92 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_93 = cute.add_offset(%iter_90, %int_tuple_92) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_94 = cute.make_view(%ptr_93) : !memref_gmem_bf16_2
        %iter_95 = cute.get_iter(%view_94) : !memref_gmem_bf16_2
        %coord_96 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_97 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
        %idx_98 = cute.crd2idx(%coord_96, %lay_97) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_99 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
        %tup_100 = cute.add_offset(%iter_99, %idx_98) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_101 = cute.make_view(%tup_100) : !cute_coord_tensor_8cd4e3
        %iter_102 = cute.get_iter(%view_101) : !cute_coord_tensor_8cd4e3
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute.arith_tuple_iter<"(?,0)">
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute.int_tuple<"(?,0)">
        %141 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %iter_106 = cute.get_iter(%view_101) : !cute_coord_tensor_8cd4e3
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute.arith_tuple_iter<"(?,0)">
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute.int_tuple<"(?,0)">
        %142 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %coord_110 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_111 = cute.get_iter(%view_101) : !cute_coord_tensor_8cd4e3
        %143 = cute.get_scalars(%coord_110) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_112 = arith.constant 8 : i32
        %144 = arith.muli %143, %c8_i32_112 : i32
        %iv_113 = cute.assume(%144) : (i32) -> !cute.i32<divby 8>
        %int_tuple_114 = cute.make_int_tuple(%iv_113) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_115 = cute.add_offset(%iter_111, %int_tuple_114) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_116 = cute.make_view(%tup_115) : !cute_coord_tensor_a108e0
        %iter_117 = cute.get_iter(%view_116) : !cute_coord_tensor_a108e0
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_66b557
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?{div=8})">
        %145 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %146 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=8}">
        %lay_121 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %sz_122 = cute.size(%lay_121) <{mode = [0, 1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_123 = cute.get_leaves(%sz_122) : !cute.int_tuple<"1">
        %lay_124 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %sz_125 = cute.size(%lay_124) <{mode = [1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_126 = cute.get_leaves(%sz_125) : !cute.int_tuple<"1">
        %lay_127 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %sz_128 = cute.size(%lay_127) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_129 = cute.get_leaves(%sz_128) : !cute.int_tuple<"4">
        %shape_130 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_131 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_131) : !memref_rmem_i8_
        %iter_132 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_133 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_134 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_135 = cute.get_layout(%view_116) : !cute_coord_tensor_a108e0
        %idx_136 = cute.crd2idx(%coord_134, %lay_135) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_137 = cute.get_iter(%view_116) : !cute_coord_tensor_a108e0
        %tup_138 = cute.add_offset(%iter_137, %idx_136) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_139 = cute.make_view(%tup_138) : !cute_coord_tensor_8bc2ea
        %iter_140 = cute.get_iter(%view_139) : !cute_coord_tensor_8bc2ea
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_66b557
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=8})">
        %147 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %148 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=8}">
        %iter_144 = cute.get_iter(%view_139) : !cute_coord_tensor_8bc2ea
        %tup_145 = cute.deref_arith_tuple_iter(%iter_144) : !cute_arith_tuple_iter_66b557
        %e0_146, %e1_147 = cute.get_leaves(%tup_145) : !cute.int_tuple<"(?,?{div=8})">
        %149 = cute.get_scalars(%e0_146) : !cute.int_tuple<"?">
        %150 = cute.get_scalars(%e1_147) : !cute.int_tuple<"?{div=8}">
        %iter_148 = cute.get_iter(%view_139) : !cute_coord_tensor_8bc2ea
        %tup_149 = cute.deref_arith_tuple_iter(%iter_148) : !cute_arith_tuple_iter_66b557
        %e0_150, %e1_151 = cute.get_leaves(%tup_149) : !cute.int_tuple<"(?,?{div=8})">
        %151 = cute.get_scalars(%e0_150) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_151) : !cute.int_tuple<"?{div=8}">
        %coord_152 = cute.make_coord(%e0_150, %e1_151) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_153 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %153:2 = cute.get_scalars(%coord_152) : !cute.coord<"(?,?{div=8})">
        %154:2 = cute.get_scalars(%coord_153) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %155 = arith.cmpi slt, %153#0, %154#0 : i32
        %156 = arith.andi %true, %155 : i1
        %157 = arith.cmpi slt, %153#1, %154#1 : i32
        %158 = arith.andi %156, %157 : i1
        %159 = arith.extui %158 : i1 to i8
        %coord_154 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_154, %159) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_155 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_156 = cute.get_layout(%view_116) : !cute_coord_tensor_a108e0
        %idx_157 = cute.crd2idx(%coord_155, %lay_156) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_158 = cute.get_iter(%view_116) : !cute_coord_tensor_a108e0
        %tup_159 = cute.add_offset(%iter_158, %idx_157) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_160 = cute.make_view(%tup_159) : !cute_coord_tensor_8bc2ea
        %iter_161 = cute.get_iter(%view_160) : !cute_coord_tensor_8bc2ea
        %tup_162 = cute.deref_arith_tuple_iter(%iter_161) : !cute_arith_tuple_iter_66b557
        %e0_163, %e1_164 = cute.get_leaves(%tup_162) : !cute.int_tuple<"(?,?{div=8})">
        %160 = cute.get_scalars(%e0_163) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_164) : !cute.int_tuple<"?{div=8}">
        %iter_165 = cute.get_iter(%view_160) : !cute_coord_tensor_8bc2ea
        %tup_166 = cute.deref_arith_tuple_iter(%iter_165) : !cute_arith_tuple_iter_66b557
        %e0_167, %e1_168 = cute.get_leaves(%tup_166) : !cute.int_tuple<"(?,?{div=8})">
        %162 = cute.get_scalars(%e0_167) : !cute.int_tuple<"?">
        %163 = cute.get_scalars(%e1_168) : !cute.int_tuple<"?{div=8}">
        %iter_169 = cute.get_iter(%view_160) : !cute_coord_tensor_8bc2ea
        %tup_170 = cute.deref_arith_tuple_iter(%iter_169) : !cute_arith_tuple_iter_66b557
        %e0_171, %e1_172 = cute.get_leaves(%tup_170) : !cute.int_tuple<"(?,?{div=8})">
        %164 = cute.get_scalars(%e0_171) : !cute.int_tuple<"?">
        %165 = cute.get_scalars(%e1_172) : !cute.int_tuple<"?{div=8}">
        %coord_173 = cute.make_coord(%e0_171, %e1_172) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_174 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %166:2 = cute.get_scalars(%coord_173) : !cute.coord<"(?,?{div=8})">
        %167:2 = cute.get_scalars(%coord_174) : !cute.coord<"(96,5000)">
        %true_175 = arith.constant true
        %168 = arith.cmpi slt, %166#0, %167#0 : i32
        %169 = arith.andi %true_175, %168 : i1
        %170 = arith.cmpi slt, %166#1, %167#1 : i32
        %171 = arith.andi %169, %170 : i1
        %172 = arith.extui %171 : i1 to i8
        %coord_176 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_176, %172) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_177 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_178 = cute.get_layout(%view_116) : !cute_coord_tensor_a108e0
        %idx_179 = cute.crd2idx(%coord_177, %lay_178) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_180 = cute.get_iter(%view_116) : !cute_coord_tensor_a108e0
        %tup_181 = cute.add_offset(%iter_180, %idx_179) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_182 = cute.make_view(%tup_181) : !cute_coord_tensor_8bc2ea
        %iter_183 = cute.get_iter(%view_182) : !cute_coord_tensor_8bc2ea
        %tup_184 = cute.deref_arith_tuple_iter(%iter_183) : !cute_arith_tuple_iter_66b557
        %e0_185, %e1_186 = cute.get_leaves(%tup_184) : !cute.int_tuple<"(?,?{div=8})">
        %173 = cute.get_scalars(%e0_185) : !cute.int_tuple<"?">
        %174 = cute.get_scalars(%e1_186) : !cute.int_tuple<"?{div=8}">
        %iter_187 = cute.get_iter(%view_182) : !cute_coord_tensor_8bc2ea
        %tup_188 = cute.deref_arith_tuple_iter(%iter_187) : !cute_arith_tuple_iter_66b557
        %e0_189, %e1_190 = cute.get_leaves(%tup_188) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_189) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_190) : !cute.int_tuple<"?{div=8}">
        %iter_191 = cute.get_iter(%view_182) : !cute_coord_tensor_8bc2ea
        %tup_192 = cute.deref_arith_tuple_iter(%iter_191) : !cute_arith_tuple_iter_66b557
        %e0_193, %e1_194 = cute.get_leaves(%tup_192) : !cute.int_tuple<"(?,?{div=8})">
        %177 = cute.get_scalars(%e0_193) : !cute.int_tuple<"?">
        %178 = cute.get_scalars(%e1_194) : !cute.int_tuple<"?{div=8}">
        %coord_195 = cute.make_coord(%e0_193, %e1_194) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_196 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %179:2 = cute.get_scalars(%coord_195) : !cute.coord<"(?,?{div=8})">
        %180:2 = cute.get_scalars(%coord_196) : !cute.coord<"(96,5000)">
        %true_197 = arith.constant true
        %181 = arith.cmpi slt, %179#0, %180#0 : i32
        %182 = arith.andi %true_197, %181 : i1
        %183 = arith.cmpi slt, %179#1, %180#1 : i32
        %184 = arith.andi %182, %183 : i1
        %185 = arith.extui %184 : i1 to i8
        %coord_198 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_198, %185) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_199 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_200 = cute.get_layout(%view_116) : !cute_coord_tensor_a108e0
        %idx_201 = cute.crd2idx(%coord_199, %lay_200) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_202 = cute.get_iter(%view_116) : !cute_coord_tensor_a108e0
        %tup_203 = cute.add_offset(%iter_202, %idx_201) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_204 = cute.make_view(%tup_203) : !cute_coord_tensor_8bc2ea
        %iter_205 = cute.get_iter(%view_204) : !cute_coord_tensor_8bc2ea
        %tup_206 = cute.deref_arith_tuple_iter(%iter_205) : !cute_arith_tuple_iter_66b557
        %e0_207, %e1_208 = cute.get_leaves(%tup_206) : !cute.int_tuple<"(?,?{div=8})">
        %186 = cute.get_scalars(%e0_207) : !cute.int_tuple<"?">
        %187 = cute.get_scalars(%e1_208) : !cute.int_tuple<"?{div=8}">
        %iter_209 = cute.get_iter(%view_204) : !cute_coord_tensor_8bc2ea
        %tup_210 = cute.deref_arith_tuple_iter(%iter_209) : !cute_arith_tuple_iter_66b557
        %e0_211, %e1_212 = cute.get_leaves(%tup_210) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_211) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_212) : !cute.int_tuple<"?{div=8}">
        %iter_213 = cute.get_iter(%view_204) : !cute_coord_tensor_8bc2ea
        %tup_214 = cute.deref_arith_tuple_iter(%iter_213) : !cute_arith_tuple_iter_66b557
        %e0_215, %e1_216 = cute.get_leaves(%tup_214) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_215) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_216) : !cute.int_tuple<"?{div=8}">
        %coord_217 = cute.make_coord(%e0_215, %e1_216) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_218 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %192:2 = cute.get_scalars(%coord_217) : !cute.coord<"(?,?{div=8})">
        %193:2 = cute.get_scalars(%coord_218) : !cute.coord<"(96,5000)">
        %true_219 = arith.constant true
        %194 = arith.cmpi slt, %192#0, %193#0 : i32
        %195 = arith.andi %true_219, %194 : i1
        %196 = arith.cmpi slt, %192#1, %193#1 : i32
        %197 = arith.andi %195, %196 : i1
        %198 = arith.extui %197 : i1 to i8
        %coord_220 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_220, %198) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_221 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %lay_222 = cute.make_layout() : !cute_layout_a987c4
        %rmem_223 = cute.memref.alloca(%lay_222) : !memref_rmem_bf16_
        %iter_224 = cute.get_iter(%rmem_223) : !memref_rmem_bf16_
        %iter_225 = cute.get_iter(%rmem_223) : !memref_rmem_bf16_
        %lay_226 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %lay_227 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %sz_228 = cute.size(%lay_227) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_229 = cute.get_leaves(%sz_228) : !cute.int_tuple<"32">
        %lay_230 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %199 = cute.get_shape(%lay_230) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_231, %e1_232, %e2, %e3 = cute.get_leaves(%199) : !cute.shape<"((8,1),1,4)">
        %int_tuple_233 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_234 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_235 = cute.get_leaves(%int_tuple_234) : !cute.int_tuple<"32">
        %cst_236 = arith.constant 0xFF80 : bf16
        %200 = vector.splat %cst_236 : vector<32xbf16>
        %lay_237 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %201 = cute.get_shape(%lay_237) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_238, %e1_239, %e2_240, %e3_241 = cute.get_leaves(%201) : !cute.shape<"((8,1),1,4)">
        %lay_242 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %lay_243 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %202 = cute.get_shape(%lay_243) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%202) : !cute.shape<"((8,1),1,4)">
        %int_tuple_248 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_249 = cute.size(%int_tuple_248) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_250 = cute.get_leaves(%sz_249) : !cute.int_tuple<"32">
        %int_tuple_251 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_252 = cute.size(%int_tuple_251) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_253 = cute.get_leaves(%sz_252) : !cute.int_tuple<"32">
        cute.memref.store_vec(%200, %rmem_223) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_254 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %203 = cute.get_shape(%lay_254) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%203) : !cute.shape<"((8,1),1,4)">
        %lay_259 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %204 = cute.get_shape(%lay_259) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_260, %e1_261, %e2_262, %e3_263 = cute.get_leaves(%204) : !cute.shape<"((8,1),1,4)">
        %lay_264 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %shape_265 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_266 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_264, %lay_266) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_267 = cute.make_view(%iter_95, %append) : !memref_gmem_bf16_2
        %iter_268 = cute.get_iter(%view_267) : !memref_gmem_bf16_2
        %lay_269 = cute.get_layout(%view_267) : !memref_gmem_bf16_2
        %205 = cute.get_shape(%lay_269) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_270, %e1_271, %e2_272, %e3_273 = cute.get_leaves(%205) : !cute.shape<"((8,1),1,4)">
        %lay_274 = cute.get_layout(%view_267) : !memref_gmem_bf16_2
        %206 = cute.get_shape(%lay_274) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_275, %e1_276, %e2_277, %e3_278 = cute.get_leaves(%206) : !cute.shape<"((8,1),1,4)">
        %iter_279 = cute.get_iter(%view_267) : !memref_gmem_bf16_2
        %view_280 = cute.make_view(%iter_279) : !memref_gmem_bf16_3
        %iter_281 = cute.get_iter(%view_280) : !memref_gmem_bf16_3
        %iter_282 = cute.get_iter(%view_280) : !memref_gmem_bf16_3
        %lay_283 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %shape_284 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_285 = cute.make_layout() : !cute.layout<"1:0">
        %append_286 = cute.append_to_rank<2> (%lay_283, %lay_285) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_287 = cute.make_view(%iter_225, %append_286) : !memref_rmem_bf16_
        %iter_288 = cute.get_iter(%view_287) : !memref_rmem_bf16_
        %lay_289 = cute.get_layout(%view_287) : !memref_rmem_bf16_
        %207 = cute.get_shape(%lay_289) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%207) : !cute.shape<"((8,1),1,4)">
        %lay_294 = cute.get_layout(%view_287) : !memref_rmem_bf16_
        %208 = cute.get_shape(%lay_294) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_295, %e1_296, %e2_297, %e3_298 = cute.get_leaves(%208) : !cute.shape<"((8,1),1,4)">
        %iter_299 = cute.get_iter(%view_287) : !memref_rmem_bf16_
        %view_300 = cute.make_view(%iter_299) : !memref_rmem_bf16_1
        %iter_301 = cute.get_iter(%view_300) : !memref_rmem_bf16_1
        %iter_302 = cute.get_iter(%view_300) : !memref_rmem_bf16_1
        %lay_303 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_304 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_305 = cute.make_layout() : !cute.layout<"1:0">
        %append_306 = cute.append_to_rank<2> (%lay_303, %lay_305) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_307 = cute.make_view(%iter_133, %append_306) : !memref_rmem_i8_
        %iter_308 = cute.get_iter(%view_307) : !memref_rmem_i8_
        %lay_309 = cute.get_layout(%view_307) : !memref_rmem_i8_
        %209 = cute.get_shape(%lay_309) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_310, %e1_311, %e2_312 = cute.get_leaves(%209) : !cute.shape<"(1,1,4)">
        %lay_313 = cute.get_layout(%view_307) : !memref_rmem_i8_
        %210 = cute.get_shape(%lay_313) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_314, %e1_315, %e2_316 = cute.get_leaves(%210) : !cute.shape<"(1,1,4)">
        %iter_317 = cute.get_iter(%view_307) : !memref_rmem_i8_
        %view_318 = cute.make_view(%iter_317) : !memref_rmem_i8_1
        %iter_319 = cute.get_iter(%view_318) : !memref_rmem_i8_1
        %iter_320 = cute.get_iter(%view_318) : !memref_rmem_i8_1
        %lay_321 = cute.get_layout(%view_280) : !memref_gmem_bf16_3
        %211 = cute.get_shape(%lay_321) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_322, %e1_323, %e2_324, %e3_325 = cute.get_leaves(%211) : !cute.shape<"((8,1),(1,4))">
        %lay_326 = cute.get_layout(%view_300) : !memref_rmem_bf16_1
        %212 = cute.get_shape(%lay_326) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_327, %e1_328, %e2_329, %e3_330 = cute.get_leaves(%212) : !cute.shape<"((8,1),(1,4))">
        %lay_331 = cute.get_layout(%view_280) : !memref_gmem_bf16_3
        %sz_332 = cute.size(%lay_331) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_333 = cute.get_leaves(%sz_332) : !cute.int_tuple<"4">
        %lay_334 = cute.get_layout(%view_300) : !memref_rmem_bf16_1
        %sz_335 = cute.size(%lay_334) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_336 = cute.get_leaves(%sz_335) : !cute.int_tuple<"4">
        %lay_337 = cute.get_layout(%view_280) : !memref_gmem_bf16_3
        %213 = cute.get_shape(%lay_337) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_338, %e1_339, %e2_340, %e3_341 = cute.get_leaves(%213) : !cute.shape<"((8,1),(1,4))">
        %iter_342 = cute.get_iter(%view_280) : !memref_gmem_bf16_3
        %iter_343 = cute.get_iter(%view_300) : !memref_rmem_bf16_1
        %lay_344 = cute.get_layout(%view_280) : !memref_gmem_bf16_3
        %lay_345 = cute.get_layout(%view_300) : !memref_rmem_bf16_1
        %214 = cute.static : !cute.layout<"1:0">
        %append_346 = cute.append_to_rank<2> (%lay_344, %214) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_347 = cute.append_to_rank<2> (%lay_345, %214) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_348 = cute.make_layout() : !cute_layout_8083f9
        %lay_349 = cute.make_layout() : !cute_layout_bb9a85
        %iter_350 = cute.get_iter(%view_318) : !memref_rmem_i8_1
        %lay_351 = cute.get_layout(%view_318) : !memref_rmem_i8_1
        %append_352 = cute.append_to_rank<2> (%lay_351, %214) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_353 = cute.make_layout() : !cute_layout_973764
        %sz_354 = cute.size(%lay_348) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %215 = cute.get_scalars(%sz_354) : !cute.int_tuple<"4">
        %c0_i32_355 = arith.constant 0 : i32
        %c1_i32_356 = arith.constant 1 : i32
        scf.for %arg6 = %c0_i32_355 to %215 step %c1_i32_356  : i32 {
          %coord_371 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
          %232 = cute.get_scalars(%coord_371) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_372 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_373 = cute.crd2idx(%coord_371, %lay_348) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_374 = cute.add_offset(%iter_342, %idx_373) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_375 = cute.make_view(%ptr_374, %lay_372) : !memref_gmem_bf16_4
          %233 = cute.get_scalars(%coord_371) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_376 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_377 = cute.crd2idx(%coord_371, %lay_349) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_378 = cute.add_offset(%iter_343, %idx_377) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_379 = cute.make_view(%ptr_378, %lay_376) : !memref_rmem_bf16_2
          %234 = cute.get_scalars(%coord_371) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_380 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_381 = cute.crd2idx(%coord_371, %lay_353) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_382 = cute.add_offset(%iter_350, %idx_381) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_383 = cute.make_view(%ptr_382, %lay_380) : !memref_rmem_i8_2
          %iter_384 = cute.get_iter(%view_375) : !memref_gmem_bf16_4
          %iter_385 = cute.get_iter(%view_379) : !memref_rmem_bf16_2
          %iter_386 = cute.get_iter(%view_383) : !memref_rmem_i8_2
          %235 = builtin.unrealized_conversion_cast %iter_386 : !cute.ptr<i8, rmem> to !llvm.ptr
          %236 = llvm.load %235 : !llvm.ptr -> i8
          %237 = llvm.mlir.constant(0 : i8) : i8
          %238 = llvm.icmp "ne" %236, %237 : i8
          scf.if %238 {
            %239 = builtin.unrealized_conversion_cast %iter_384 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %240 = builtin.unrealized_conversion_cast %iter_385 : !cute_ptr_2914ae to !llvm.ptr
            %241 = llvm.load %239 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %241, %240 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_357 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %216 = cute.get_shape(%lay_357) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_358, %e1_359, %e2_360, %e3_361 = cute.get_leaves(%216) : !cute.shape<"((8,1),1,4)">
        %lay_362 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %217 = cute.memref.load_vec(%rmem_223) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_363 = cute.get_layout(%rmem_223) : !memref_rmem_bf16_
        %218 = cute.get_shape(%lay_363) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_364, %e1_365, %e2_366, %e3_367 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %219 = arith.extf %217 : vector<32xbf16> to vector<32xf32>
        %cst_368 = arith.constant 1.44269502 : f32
        %220 = vector.broadcast %cst_368 : f32 to vector<32xf32>
        %221 = arith.mulf %219, %220 : vector<32xf32>
        %cst_369 = arith.constant -3.40282347E+38 : f32
        %222 = vector.reduction <maximumf>, %221, %cst_369 : vector<32xf32> into f32
        %223 = arith.maximumf %arg4, %222 : f32
        %224 = vector.broadcast %223 : f32 to vector<32xf32>
        %225 = arith.subf %221, %224 : vector<32xf32>
        %226 = math.exp2 %225 : vector<32xf32>
        %cst_370 = arith.constant 0.000000e+00 : f32
        %227 = vector.reduction <add>, %226, %cst_370 : vector<32xf32> into f32
        %228 = arith.subf %arg4, %223 : f32
        %229 = math.exp2 %228 : f32
        %230 = arith.mulf %arg3, %229 : f32
        %231 = arith.addf %230, %227 : f32
        scf.yield %231, %223, %arg5 : f32, f32, !copy_simt
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
      %15 = math.exp2 %14 : f32
      %16 = arith.mulf %10#0, %15 : f32
      %17 = arith.subf %11, %13 : f32
      %18 = math.exp2 %17 : f32
      %19 = arith.mulf %12, %18 : f32
      %20 = arith.addf %16, %19 : f32
      %c-1_i32_16 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_17 = arith.constant 31 : i32
      %21 = nvvm.shfl.sync  bfly %c-1_i32_16, %13, %c8_i32, %c31_i32_17 : f32 -> f32
      %c-1_i32_18 = arith.constant -1 : i32
      %c8_i32_19 = arith.constant 8 : i32
      %c31_i32_20 = arith.constant 31 : i32
      %22 = nvvm.shfl.sync  bfly %c-1_i32_18, %20, %c8_i32_19, %c31_i32_20 : f32 -> f32
      %23 = arith.maximumf %13, %21 : f32
      %24 = arith.subf %13, %23 : f32
      %25 = math.exp2 %24 : f32
      %26 = arith.mulf %20, %25 : f32
      %27 = arith.subf %21, %23 : f32
      %28 = math.exp2 %27 : f32
      %29 = arith.mulf %22, %28 : f32
      %30 = arith.addf %26, %29 : f32
      %c-1_i32_21 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_22 = arith.constant 31 : i32
      %31 = nvvm.shfl.sync  bfly %c-1_i32_21, %23, %c4_i32, %c31_i32_22 : f32 -> f32
      %c-1_i32_23 = arith.constant -1 : i32
      %c4_i32_24 = arith.constant 4 : i32
      %c31_i32_25 = arith.constant 31 : i32
      %32 = nvvm.shfl.sync  bfly %c-1_i32_23, %30, %c4_i32_24, %c31_i32_25 : f32 -> f32
      %33 = arith.maximumf %23, %31 : f32
      %34 = arith.subf %23, %33 : f32
      %35 = math.exp2 %34 : f32
      %36 = arith.mulf %30, %35 : f32
      %37 = arith.subf %31, %33 : f32
      %38 = math.exp2 %37 : f32
      %39 = arith.mulf %32, %38 : f32
      %40 = arith.addf %36, %39 : f32
      %c-1_i32_26 = arith.constant -1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_27 = arith.constant 31 : i32
      %41 = nvvm.shfl.sync  bfly %c-1_i32_26, %33, %c2_i32, %c31_i32_27 : f32 -> f32
      %c-1_i32_28 = arith.constant -1 : i32
      %c2_i32_29 = arith.constant 2 : i32
      %c31_i32_30 = arith.constant 31 : i32
      %42 = nvvm.shfl.sync  bfly %c-1_i32_28, %40, %c2_i32_29, %c31_i32_30 : f32 -> f32
      %43 = arith.maximumf %33, %41 : f32
      %44 = arith.subf %33, %43 : f32
      %45 = math.exp2 %44 : f32
      %46 = arith.mulf %40, %45 : f32
      %47 = arith.subf %41, %43 : f32
      %48 = math.exp2 %47 : f32
      %49 = arith.mulf %42, %48 : f32
      %50 = arith.addf %46, %49 : f32
      %c-1_i32_31 = arith.constant -1 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %c31_i32_33 = arith.constant 31 : i32
      %51 = nvvm.shfl.sync  bfly %c-1_i32_31, %43, %c1_i32_32, %c31_i32_33 : f32 -> f32
      %c-1_i32_34 = arith.constant -1 : i32
      %c1_i32_35 = arith.constant 1 : i32
      %c31_i32_36 = arith.constant 31 : i32
      %52 = nvvm.shfl.sync  bfly %c-1_i32_34, %50, %c1_i32_35, %c31_i32_36 : f32 -> f32
      %53 = arith.maximumf %43, %51 : f32
      %54 = arith.subf %43, %53 : f32
      %55 = math.exp2 %54 : f32
      %56 = arith.mulf %50, %55 : f32
      %57 = arith.subf %51, %53 : f32
      %58 = math.exp2 %57 : f32
      %59 = arith.mulf %52, %58 : f32
      %60 = arith.addf %56, %59 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_37 = cute.make_layout() : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_37) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_38 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_37) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_39 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %61 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      %iter_40 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_40, %lay_37) : !memref_smem_f32_
      %iter_41 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_42 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_43 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_44 = cute.make_layout() : !cute.layout<"8:1">
      %coord_45 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_46 = cute.crd2idx(%coord_45, %lay_44) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_47 = cute.get_leaves(%idx_46) : !cute.int_tuple<"0">
      %cosz_48 = cute.cosize(%lay_44) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_49 = cute.get_leaves(%cosz_48) : !cute.int_tuple<"8">
      %int_tuple_50 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_51 = cute.add_offset(%ptr, %int_tuple_50) : (!cute.ptr<i8, smem, align<32>>, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size_52 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c64_i32 = arith.constant 64 : i32
      %62 = arith.cmpi sge, %smem_size_52, %c64_i32 : i32
      %iter_53 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_54 = cute.make_view(%iter_53, %lay_44) : !memref_smem_f32_1
      %iter_55 = cute.get_iter(%view_54) : !memref_smem_f32_1
      %iter_56 = cute.get_iter(%view_54) : !memref_smem_f32_1
      %c0_i32_57 = arith.constant 0 : i32
      %63 = arith.cmpi eq, %8, %c0_i32_57 : i32
      %64:2 = scf.if %63 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_81 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_82 = cute.get_iter(%view_54) : !memref_smem_f32_1
        %coord_83 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_83, %53) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_84 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_54, %coord_84, %60) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_54 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_81 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_82 = cute.get_iter(%view_54) : !memref_smem_f32_1
        scf.yield %view, %view_54 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_58 = cute.get_iter(%64#0) : !memref_smem_f32_
      %iter_59 = cute.get_iter(%64#1) : !memref_smem_f32_1
      %iter_60 = cute.get_iter(%64#0) : !memref_smem_f32_
      %iter_61 = cute.get_iter(%64#0) : !memref_smem_f32_
      %iter_62 = cute.get_iter(%64#1) : !memref_smem_f32_1
      %iter_63 = cute.get_iter(%64#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_64 = cute.make_coord() : () -> !cute.coord<"0">
      %65 = cute.memref.load(%64#0, %coord_64) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_65 = cute.make_coord() : () -> !cute.coord<"0">
      %66 = cute.memref.load(%64#1, %coord_65) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_66 = cute.make_coord() : () -> !cute.coord<"1">
      %67 = cute.memref.load(%64#0, %coord_66) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_67 = cute.make_coord() : () -> !cute.coord<"1">
      %68 = cute.memref.load(%64#1, %coord_67) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %69 = arith.maximumf %65, %67 : f32
      %70 = arith.subf %65, %69 : f32
      %71 = math.exp2 %70 : f32
      %72 = arith.mulf %66, %71 : f32
      %73 = arith.subf %67, %69 : f32
      %74 = math.exp2 %73 : f32
      %75 = arith.mulf %68, %74 : f32
      %76 = arith.addf %72, %75 : f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"2">
      %77 = cute.memref.load(%64#0, %coord_68) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"2">
      %78 = cute.memref.load(%64#1, %coord_69) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %79 = arith.maximumf %69, %77 : f32
      %80 = arith.subf %69, %79 : f32
      %81 = math.exp2 %80 : f32
      %82 = arith.mulf %76, %81 : f32
      %83 = arith.subf %77, %79 : f32
      %84 = math.exp2 %83 : f32
      %85 = arith.mulf %78, %84 : f32
      %86 = arith.addf %82, %85 : f32
      %coord_70 = cute.make_coord() : () -> !cute.coord<"3">
      %87 = cute.memref.load(%64#0, %coord_70) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_71 = cute.make_coord() : () -> !cute.coord<"3">
      %88 = cute.memref.load(%64#1, %coord_71) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %89 = arith.maximumf %79, %87 : f32
      %90 = arith.subf %79, %89 : f32
      %91 = math.exp2 %90 : f32
      %92 = arith.mulf %86, %91 : f32
      %93 = arith.subf %87, %89 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %88, %94 : f32
      %96 = arith.addf %92, %95 : f32
      %coord_72 = cute.make_coord() : () -> !cute.coord<"4">
      %97 = cute.memref.load(%64#0, %coord_72) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %coord_73 = cute.make_coord() : () -> !cute.coord<"4">
      %98 = cute.memref.load(%64#1, %coord_73) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %99 = arith.maximumf %89, %97 : f32
      %100 = arith.subf %89, %99 : f32
      %101 = math.exp2 %100 : f32
      %102 = arith.mulf %96, %101 : f32
      %103 = arith.subf %97, %99 : f32
      %104 = math.exp2 %103 : f32
      %105 = arith.mulf %98, %104 : f32
      %106 = arith.addf %102, %105 : f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"5">
      %107 = cute.memref.load(%64#0, %coord_74) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %coord_75 = cute.make_coord() : () -> !cute.coord<"5">
      %108 = cute.memref.load(%64#1, %coord_75) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %109 = arith.maximumf %99, %107 : f32
      %110 = arith.subf %99, %109 : f32
      %111 = math.exp2 %110 : f32
      %112 = arith.mulf %106, %111 : f32
      %113 = arith.subf %107, %109 : f32
      %114 = math.exp2 %113 : f32
      %115 = arith.mulf %108, %114 : f32
      %116 = arith.addf %112, %115 : f32
      %coord_76 = cute.make_coord() : () -> !cute.coord<"6">
      %117 = cute.memref.load(%64#0, %coord_76) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"6">
      %118 = cute.memref.load(%64#1, %coord_77) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %119 = arith.maximumf %109, %117 : f32
      %120 = arith.subf %109, %119 : f32
      %121 = math.exp2 %120 : f32
      %122 = arith.mulf %116, %121 : f32
      %123 = arith.subf %117, %119 : f32
      %124 = math.exp2 %123 : f32
      %125 = arith.mulf %118, %124 : f32
      %126 = arith.addf %122, %125 : f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"7">
      %127 = cute.memref.load(%64#0, %coord_78) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"7">
      %128 = cute.memref.load(%64#1, %coord_79) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %129 = arith.maximumf %119, %127 : f32
      %130 = arith.subf %119, %129 : f32
      %131 = math.exp2 %130 : f32
      %132 = arith.mulf %126, %131 : f32
      %133 = arith.subf %127, %129 : f32
      %134 = math.exp2 %133 : f32
      %135 = arith.mulf %128, %134 : f32
      %136 = arith.addf %132, %135 : f32
      %cst_80 = arith.constant 1.000000e+00 : f32
      %137 = arith.divf %cst_80, %136 : f32
      %138 = scf.for %arg2 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg3 = %10#2) -> (!copy_simt)  : i32 {
        %coord_81 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_82 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_83 = cute.crd2idx(%coord_81, %lay_82) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_84 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_85 = cute.add_offset(%iter_84, %idx_83) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_86 = cute.make_view(%ptr_85) : !memref_gmem_bf16_1
        %iter_87 = cute.get_iter(%view_86) : !memref_gmem_bf16_1
        %iter_88 = cute.get_iter(%view_86) : !memref_gmem_bf16_1
        %coord_89 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_90 = cute.get_iter(%view_86) : !memref_gmem_bf16_1
        %139 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_91 = arith.constant 8 : i32
        %140 = arith.muli %139, %c8_i32_91 : i32
        %iv = cute.assume(%140) : (i32) -> !cute.i32<divby 8>
        %int_tuple_92 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_93 = cute.add_offset(%iter_90, %int_tuple_92) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_94 = cute.make_view(%ptr_93) : !memref_gmem_bf16_2
        %iter_95 = cute.get_iter(%view_94) : !memref_gmem_bf16_2
        %coord_96 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_97 = cute.get_layout(%arg1) : !memref_gmem_bf16_
        %idx_98 = cute.crd2idx(%coord_96, %lay_97) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_99 = cute.get_iter(%arg1) : !memref_gmem_bf16_
        %ptr_100 = cute.add_offset(%iter_99, %idx_98) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_101 = cute.make_view(%ptr_100) : !memref_gmem_bf16_1
        %iter_102 = cute.get_iter(%view_101) : !memref_gmem_bf16_1
        %iter_103 = cute.get_iter(%view_101) : !memref_gmem_bf16_1
        %coord_104 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_105 = cute.get_iter(%view_101) : !memref_gmem_bf16_1
        %141 = cute.get_scalars(%coord_104) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_106 = arith.constant 8 : i32
        %142 = arith.muli %141, %c8_i32_106 : i32
        %iv_107 = cute.assume(%142) : (i32) -> !cute.i32<divby 8>
        %int_tuple_108 = cute.make_int_tuple(%iv_107) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_109 = cute.add_offset(%iter_105, %int_tuple_108) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_110 = cute.make_view(%ptr_109) : !memref_gmem_bf16_2
        %iter_111 = cute.get_iter(%view_110) : !memref_gmem_bf16_2
        %coord_112 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_113 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
        %idx_114 = cute.crd2idx(%coord_112, %lay_113) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_115 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
        %tup_116 = cute.add_offset(%iter_115, %idx_114) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_117 = cute.make_view(%tup_116) : !cute_coord_tensor_8cd4e3
        %iter_118 = cute.get_iter(%view_117) : !cute_coord_tensor_8cd4e3
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute.arith_tuple_iter<"(?,0)">
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,0)">
        %143 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %iter_122 = cute.get_iter(%view_117) : !cute_coord_tensor_8cd4e3
        %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute.arith_tuple_iter<"(?,0)">
        %e0_124, %e1_125 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(?,0)">
        %144 = cute.get_scalars(%e0_124) : !cute.int_tuple<"?">
        %coord_126 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_127 = cute.get_iter(%view_117) : !cute_coord_tensor_8cd4e3
        %145 = cute.get_scalars(%coord_126) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_128 = arith.constant 8 : i32
        %146 = arith.muli %145, %c8_i32_128 : i32
        %iv_129 = cute.assume(%146) : (i32) -> !cute.i32<divby 8>
        %int_tuple_130 = cute.make_int_tuple(%iv_129) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_131 = cute.add_offset(%iter_127, %int_tuple_130) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_132 = cute.make_view(%tup_131) : !cute_coord_tensor_a108e0
        %iter_133 = cute.get_iter(%view_132) : !cute_coord_tensor_a108e0
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_66b557
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=8})">
        %147 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %148 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=8}">
        %lay_137 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %sz_138 = cute.size(%lay_137) <{mode = [0, 1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_139 = cute.get_leaves(%sz_138) : !cute.int_tuple<"1">
        %lay_140 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %sz_141 = cute.size(%lay_140) <{mode = [1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_142 = cute.get_leaves(%sz_141) : !cute.int_tuple<"1">
        %lay_143 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %sz_144 = cute.size(%lay_143) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_145 = cute.get_leaves(%sz_144) : !cute.int_tuple<"4">
        %shape_146 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_147 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_147) : !memref_rmem_i8_
        %iter_148 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_149 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_150 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_151 = cute.get_layout(%view_132) : !cute_coord_tensor_a108e0
        %idx_152 = cute.crd2idx(%coord_150, %lay_151) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_153 = cute.get_iter(%view_132) : !cute_coord_tensor_a108e0
        %tup_154 = cute.add_offset(%iter_153, %idx_152) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_155 = cute.make_view(%tup_154) : !cute_coord_tensor_8bc2ea
        %iter_156 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_66b557
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=8})">
        %149 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %150 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=8}">
        %iter_160 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_66b557
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,?{div=8})">
        %151 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_163) : !cute.int_tuple<"?{div=8}">
        %iter_164 = cute.get_iter(%view_155) : !cute_coord_tensor_8bc2ea
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_66b557
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=8})">
        %153 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %154 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=8}">
        %coord_168 = cute.make_coord(%e0_166, %e1_167) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_169 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %155:2 = cute.get_scalars(%coord_168) : !cute.coord<"(?,?{div=8})">
        %156:2 = cute.get_scalars(%coord_169) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %157 = arith.cmpi slt, %155#0, %156#0 : i32
        %158 = arith.andi %true, %157 : i1
        %159 = arith.cmpi slt, %155#1, %156#1 : i32
        %160 = arith.andi %158, %159 : i1
        %161 = arith.extui %160 : i1 to i8
        %coord_170 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_170, %161) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_171 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_172 = cute.get_layout(%view_132) : !cute_coord_tensor_a108e0
        %idx_173 = cute.crd2idx(%coord_171, %lay_172) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_174 = cute.get_iter(%view_132) : !cute_coord_tensor_a108e0
        %tup_175 = cute.add_offset(%iter_174, %idx_173) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_176 = cute.make_view(%tup_175) : !cute_coord_tensor_8bc2ea
        %iter_177 = cute.get_iter(%view_176) : !cute_coord_tensor_8bc2ea
        %tup_178 = cute.deref_arith_tuple_iter(%iter_177) : !cute_arith_tuple_iter_66b557
        %e0_179, %e1_180 = cute.get_leaves(%tup_178) : !cute.int_tuple<"(?,?{div=8})">
        %162 = cute.get_scalars(%e0_179) : !cute.int_tuple<"?">
        %163 = cute.get_scalars(%e1_180) : !cute.int_tuple<"?{div=8}">
        %iter_181 = cute.get_iter(%view_176) : !cute_coord_tensor_8bc2ea
        %tup_182 = cute.deref_arith_tuple_iter(%iter_181) : !cute_arith_tuple_iter_66b557
        %e0_183, %e1_184 = cute.get_leaves(%tup_182) : !cute.int_tuple<"(?,?{div=8})">
        %164 = cute.get_scalars(%e0_183) : !cute.int_tuple<"?">
        %165 = cute.get_scalars(%e1_184) : !cute.int_tuple<"?{div=8}">
        %iter_185 = cute.get_iter(%view_176) : !cute_coord_tensor_8bc2ea
        %tup_186 = cute.deref_arith_tuple_iter(%iter_185) : !cute_arith_tuple_iter_66b557
        %e0_187, %e1_188 = cute.get_leaves(%tup_186) : !cute.int_tuple<"(?,?{div=8})">
        %166 = cute.get_scalars(%e0_187) : !cute.int_tuple<"?">
        %167 = cute.get_scalars(%e1_188) : !cute.int_tuple<"?{div=8}">
        %coord_189 = cute.make_coord(%e0_187, %e1_188) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_190 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %168:2 = cute.get_scalars(%coord_189) : !cute.coord<"(?,?{div=8})">
        %169:2 = cute.get_scalars(%coord_190) : !cute.coord<"(96,5000)">
        %true_191 = arith.constant true
        %170 = arith.cmpi slt, %168#0, %169#0 : i32
        %171 = arith.andi %true_191, %170 : i1
        %172 = arith.cmpi slt, %168#1, %169#1 : i32
        %173 = arith.andi %171, %172 : i1
        %174 = arith.extui %173 : i1 to i8
        %coord_192 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_192, %174) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_193 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_194 = cute.get_layout(%view_132) : !cute_coord_tensor_a108e0
        %idx_195 = cute.crd2idx(%coord_193, %lay_194) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_196 = cute.get_iter(%view_132) : !cute_coord_tensor_a108e0
        %tup_197 = cute.add_offset(%iter_196, %idx_195) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_198 = cute.make_view(%tup_197) : !cute_coord_tensor_8bc2ea
        %iter_199 = cute.get_iter(%view_198) : !cute_coord_tensor_8bc2ea
        %tup_200 = cute.deref_arith_tuple_iter(%iter_199) : !cute_arith_tuple_iter_66b557
        %e0_201, %e1_202 = cute.get_leaves(%tup_200) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_201) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_202) : !cute.int_tuple<"?{div=8}">
        %iter_203 = cute.get_iter(%view_198) : !cute_coord_tensor_8bc2ea
        %tup_204 = cute.deref_arith_tuple_iter(%iter_203) : !cute_arith_tuple_iter_66b557
        %e0_205, %e1_206 = cute.get_leaves(%tup_204) : !cute.int_tuple<"(?,?{div=8})">
        %177 = cute.get_scalars(%e0_205) : !cute.int_tuple<"?">
        %178 = cute.get_scalars(%e1_206) : !cute.int_tuple<"?{div=8}">
        %iter_207 = cute.get_iter(%view_198) : !cute_coord_tensor_8bc2ea
        %tup_208 = cute.deref_arith_tuple_iter(%iter_207) : !cute_arith_tuple_iter_66b557
        %e0_209, %e1_210 = cute.get_leaves(%tup_208) : !cute.int_tuple<"(?,?{div=8})">
        %179 = cute.get_scalars(%e0_209) : !cute.int_tuple<"?">
        %180 = cute.get_scalars(%e1_210) : !cute.int_tuple<"?{div=8}">
        %coord_211 = cute.make_coord(%e0_209, %e1_210) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_212 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %181:2 = cute.get_scalars(%coord_211) : !cute.coord<"(?,?{div=8})">
        %182:2 = cute.get_scalars(%coord_212) : !cute.coord<"(96,5000)">
        %true_213 = arith.constant true
        %183 = arith.cmpi slt, %181#0, %182#0 : i32
        %184 = arith.andi %true_213, %183 : i1
        %185 = arith.cmpi slt, %181#1, %182#1 : i32
        %186 = arith.andi %184, %185 : i1
        %187 = arith.extui %186 : i1 to i8
        %coord_214 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_214, %187) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_215 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_216 = cute.get_layout(%view_132) : !cute_coord_tensor_a108e0
        %idx_217 = cute.crd2idx(%coord_215, %lay_216) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_218 = cute.get_iter(%view_132) : !cute_coord_tensor_a108e0
        %tup_219 = cute.add_offset(%iter_218, %idx_217) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_220 = cute.make_view(%tup_219) : !cute_coord_tensor_8bc2ea
        %iter_221 = cute.get_iter(%view_220) : !cute_coord_tensor_8bc2ea
        %tup_222 = cute.deref_arith_tuple_iter(%iter_221) : !cute_arith_tuple_iter_66b557
        %e0_223, %e1_224 = cute.get_leaves(%tup_222) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_223) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_224) : !cute.int_tuple<"?{div=8}">
        %iter_225 = cute.get_iter(%view_220) : !cute_coord_tensor_8bc2ea
        %tup_226 = cute.deref_arith_tuple_iter(%iter_225) : !cute_arith_tuple_iter_66b557
        %e0_227, %e1_228 = cute.get_leaves(%tup_226) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_227) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_228) : !cute.int_tuple<"?{div=8}">
        %iter_229 = cute.get_iter(%view_220) : !cute_coord_tensor_8bc2ea
        %tup_230 = cute.deref_arith_tuple_iter(%iter_229) : !cute_arith_tuple_iter_66b557
        %e0_231, %e1_232 = cute.get_leaves(%tup_230) : !cute.int_tuple<"(?,?{div=8})">
        %192 = cute.get_scalars(%e0_231) : !cute.int_tuple<"?">
        %193 = cute.get_scalars(%e1_232) : !cute.int_tuple<"?{div=8}">
        %coord_233 = cute.make_coord(%e0_231, %e1_232) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_234 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %194:2 = cute.get_scalars(%coord_233) : !cute.coord<"(?,?{div=8})">
        %195:2 = cute.get_scalars(%coord_234) : !cute.coord<"(96,5000)">
        %true_235 = arith.constant true
        %196 = arith.cmpi slt, %194#0, %195#0 : i32
        %197 = arith.andi %true_235, %196 : i1
        %198 = arith.cmpi slt, %194#1, %195#1 : i32
        %199 = arith.andi %197, %198 : i1
        %200 = arith.extui %199 : i1 to i8
        %coord_236 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_236, %200) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_237 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %lay_238 = cute.make_layout() : !cute_layout_a987c4
        %rmem_239 = cute.memref.alloca(%lay_238) : !memref_rmem_bf16_
        %iter_240 = cute.get_iter(%rmem_239) : !memref_rmem_bf16_
        %iter_241 = cute.get_iter(%rmem_239) : !memref_rmem_bf16_
        %lay_242 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %lay_243 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %sz_244 = cute.size(%lay_243) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_245 = cute.get_leaves(%sz_244) : !cute.int_tuple<"32">
        %lay_246 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %201 = cute.get_shape(%lay_246) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_247, %e1_248, %e2, %e3 = cute.get_leaves(%201) : !cute.shape<"((8,1),1,4)">
        %int_tuple_249 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_250 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_251 = cute.get_leaves(%int_tuple_250) : !cute.int_tuple<"32">
        %cst_252 = arith.constant 0.000000e+00 : bf16
        %202 = vector.splat %cst_252 : vector<32xbf16>
        %lay_253 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %203 = cute.get_shape(%lay_253) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_254, %e1_255, %e2_256, %e3_257 = cute.get_leaves(%203) : !cute.shape<"((8,1),1,4)">
        %lay_258 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %lay_259 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %204 = cute.get_shape(%lay_259) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_260, %e1_261, %e2_262, %e3_263 = cute.get_leaves(%204) : !cute.shape<"((8,1),1,4)">
        %int_tuple_264 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_265 = cute.size(%int_tuple_264) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_266 = cute.get_leaves(%sz_265) : !cute.int_tuple<"32">
        %int_tuple_267 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_268 = cute.size(%int_tuple_267) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_269 = cute.get_leaves(%sz_268) : !cute.int_tuple<"32">
        cute.memref.store_vec(%202, %rmem_239) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_270 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %205 = cute.get_shape(%lay_270) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%205) : !cute.shape<"((8,1),1,4)">
        %lay_275 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %206 = cute.get_shape(%lay_275) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_276, %e1_277, %e2_278, %e3_279 = cute.get_leaves(%206) : !cute.shape<"((8,1),1,4)">
        %lay_280 = cute.get_layout(%view_94) : !memref_gmem_bf16_2
        %shape_281 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_282 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_280, %lay_282) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_283 = cute.make_view(%iter_95, %append) : !memref_gmem_bf16_2
        %iter_284 = cute.get_iter(%view_283) : !memref_gmem_bf16_2
        %lay_285 = cute.get_layout(%view_283) : !memref_gmem_bf16_2
        %207 = cute.get_shape(%lay_285) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%207) : !cute.shape<"((8,1),1,4)">
        %lay_290 = cute.get_layout(%view_283) : !memref_gmem_bf16_2
        %208 = cute.get_shape(%lay_290) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%208) : !cute.shape<"((8,1),1,4)">
        %iter_295 = cute.get_iter(%view_283) : !memref_gmem_bf16_2
        %view_296 = cute.make_view(%iter_295) : !memref_gmem_bf16_3
        %iter_297 = cute.get_iter(%view_296) : !memref_gmem_bf16_3
        %iter_298 = cute.get_iter(%view_296) : !memref_gmem_bf16_3
        %lay_299 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %shape_300 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_301 = cute.make_layout() : !cute.layout<"1:0">
        %append_302 = cute.append_to_rank<2> (%lay_299, %lay_301) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_303 = cute.make_view(%iter_241, %append_302) : !memref_rmem_bf16_
        %iter_304 = cute.get_iter(%view_303) : !memref_rmem_bf16_
        %lay_305 = cute.get_layout(%view_303) : !memref_rmem_bf16_
        %209 = cute.get_shape(%lay_305) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_306, %e1_307, %e2_308, %e3_309 = cute.get_leaves(%209) : !cute.shape<"((8,1),1,4)">
        %lay_310 = cute.get_layout(%view_303) : !memref_rmem_bf16_
        %210 = cute.get_shape(%lay_310) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_311, %e1_312, %e2_313, %e3_314 = cute.get_leaves(%210) : !cute.shape<"((8,1),1,4)">
        %iter_315 = cute.get_iter(%view_303) : !memref_rmem_bf16_
        %view_316 = cute.make_view(%iter_315) : !memref_rmem_bf16_1
        %iter_317 = cute.get_iter(%view_316) : !memref_rmem_bf16_1
        %iter_318 = cute.get_iter(%view_316) : !memref_rmem_bf16_1
        %lay_319 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_320 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_321 = cute.make_layout() : !cute.layout<"1:0">
        %append_322 = cute.append_to_rank<2> (%lay_319, %lay_321) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_323 = cute.make_view(%iter_149, %append_322) : !memref_rmem_i8_
        %iter_324 = cute.get_iter(%view_323) : !memref_rmem_i8_
        %lay_325 = cute.get_layout(%view_323) : !memref_rmem_i8_
        %211 = cute.get_shape(%lay_325) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_326, %e1_327, %e2_328 = cute.get_leaves(%211) : !cute.shape<"(1,1,4)">
        %lay_329 = cute.get_layout(%view_323) : !memref_rmem_i8_
        %212 = cute.get_shape(%lay_329) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_330, %e1_331, %e2_332 = cute.get_leaves(%212) : !cute.shape<"(1,1,4)">
        %iter_333 = cute.get_iter(%view_323) : !memref_rmem_i8_
        %view_334 = cute.make_view(%iter_333) : !memref_rmem_i8_1
        %iter_335 = cute.get_iter(%view_334) : !memref_rmem_i8_1
        %iter_336 = cute.get_iter(%view_334) : !memref_rmem_i8_1
        %lay_337 = cute.get_layout(%view_296) : !memref_gmem_bf16_3
        %213 = cute.get_shape(%lay_337) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_338, %e1_339, %e2_340, %e3_341 = cute.get_leaves(%213) : !cute.shape<"((8,1),(1,4))">
        %lay_342 = cute.get_layout(%view_316) : !memref_rmem_bf16_1
        %214 = cute.get_shape(%lay_342) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_343, %e1_344, %e2_345, %e3_346 = cute.get_leaves(%214) : !cute.shape<"((8,1),(1,4))">
        %lay_347 = cute.get_layout(%view_296) : !memref_gmem_bf16_3
        %sz_348 = cute.size(%lay_347) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_349 = cute.get_leaves(%sz_348) : !cute.int_tuple<"4">
        %lay_350 = cute.get_layout(%view_316) : !memref_rmem_bf16_1
        %sz_351 = cute.size(%lay_350) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_352 = cute.get_leaves(%sz_351) : !cute.int_tuple<"4">
        %lay_353 = cute.get_layout(%view_296) : !memref_gmem_bf16_3
        %215 = cute.get_shape(%lay_353) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_354, %e1_355, %e2_356, %e3_357 = cute.get_leaves(%215) : !cute.shape<"((8,1),(1,4))">
        %iter_358 = cute.get_iter(%view_296) : !memref_gmem_bf16_3
        %iter_359 = cute.get_iter(%view_316) : !memref_rmem_bf16_1
        %lay_360 = cute.get_layout(%view_296) : !memref_gmem_bf16_3
        %lay_361 = cute.get_layout(%view_316) : !memref_rmem_bf16_1
        %216 = cute.static : !cute.layout<"1:0">
        %append_362 = cute.append_to_rank<2> (%lay_360, %216) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_363 = cute.append_to_rank<2> (%lay_361, %216) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_364 = cute.make_layout() : !cute_layout_8083f9
        %lay_365 = cute.make_layout() : !cute_layout_bb9a85
        %iter_366 = cute.get_iter(%view_334) : !memref_rmem_i8_1
        %lay_367 = cute.get_layout(%view_334) : !memref_rmem_i8_1
        %append_368 = cute.append_to_rank<2> (%lay_367, %216) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_369 = cute.make_layout() : !cute_layout_973764
        %sz_370 = cute.size(%lay_364) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %217 = cute.get_scalars(%sz_370) : !cute.int_tuple<"4">
        %c0_i32_371 = arith.constant 0 : i32
        %c1_i32_372 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_371 to %217 step %c1_i32_372  : i32 {
          %coord_511 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %245 = cute.get_scalars(%coord_511) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_512 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_513 = cute.crd2idx(%coord_511, %lay_364) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_514 = cute.add_offset(%iter_358, %idx_513) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_515 = cute.make_view(%ptr_514, %lay_512) : !memref_gmem_bf16_4
          %246 = cute.get_scalars(%coord_511) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_516 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_517 = cute.crd2idx(%coord_511, %lay_365) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_518 = cute.add_offset(%iter_359, %idx_517) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_519 = cute.make_view(%ptr_518, %lay_516) : !memref_rmem_bf16_2
          %247 = cute.get_scalars(%coord_511) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_520 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_521 = cute.crd2idx(%coord_511, %lay_369) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_522 = cute.add_offset(%iter_366, %idx_521) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_523 = cute.make_view(%ptr_522, %lay_520) : !memref_rmem_i8_2
          %iter_524 = cute.get_iter(%view_515) : !memref_gmem_bf16_4
          %iter_525 = cute.get_iter(%view_519) : !memref_rmem_bf16_2
          %iter_526 = cute.get_iter(%view_523) : !memref_rmem_i8_2
          %248 = builtin.unrealized_conversion_cast %iter_526 : !cute.ptr<i8, rmem> to !llvm.ptr
          %249 = llvm.load %248 : !llvm.ptr -> i8
          %250 = llvm.mlir.constant(0 : i8) : i8
          %251 = llvm.icmp "ne" %249, %250 : i8
          scf.if %251 {
            %252 = builtin.unrealized_conversion_cast %iter_524 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %253 = builtin.unrealized_conversion_cast %iter_525 : !cute_ptr_2914ae to !llvm.ptr
            %254 = llvm.load %252 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %254, %253 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_373 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %218 = cute.get_shape(%lay_373) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_374, %e1_375, %e2_376, %e3_377 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %lay_378 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %219 = cute.memref.load_vec(%rmem_239) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_379 = cute.get_layout(%rmem_239) : !memref_rmem_bf16_
        %220 = cute.get_shape(%lay_379) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_380, %e1_381, %e2_382, %e3_383 = cute.get_leaves(%220) : !cute.shape<"((8,1),1,4)">
        %221 = arith.extf %219 : vector<32xbf16> to vector<32xf32>
        %cst_384 = arith.constant 1.44269502 : f32
        %222 = vector.broadcast %cst_384 : f32 to vector<32xf32>
        %223 = arith.mulf %221, %222 : vector<32xf32>
        %224 = vector.broadcast %129 : f32 to vector<32xf32>
        %225 = arith.subf %223, %224 : vector<32xf32>
        %226 = math.exp2 %225 : vector<32xf32>
        %227 = vector.broadcast %137 : f32 to vector<32xf32>
        %228 = arith.mulf %226, %227 : vector<32xf32>
        %lay_385 = cute.get_layout(%view_110) : !memref_gmem_bf16_2
        %lay_386 = cute.make_layout() : !cute_layout_a987c4
        %rmem_387 = cute.memref.alloca(%lay_386) : !memref_rmem_bf16_
        %iter_388 = cute.get_iter(%rmem_387) : !memref_rmem_bf16_
        %iter_389 = cute.get_iter(%rmem_387) : !memref_rmem_bf16_
        %229 = arith.truncf %228 : vector<32xf32> to vector<32xbf16>
        %lay_390 = cute.get_layout(%rmem_387) : !memref_rmem_bf16_
        %230 = cute.get_shape(%lay_390) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_391, %e1_392, %e2_393, %e3_394 = cute.get_leaves(%230) : !cute.shape<"((8,1),1,4)">
        %lay_395 = cute.get_layout(%rmem_387) : !memref_rmem_bf16_
        %lay_396 = cute.get_layout(%rmem_387) : !memref_rmem_bf16_
        %231 = cute.get_shape(%lay_396) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_397, %e1_398, %e2_399, %e3_400 = cute.get_leaves(%231) : !cute.shape<"((8,1),1,4)">
        %int_tuple_401 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_402 = cute.size(%int_tuple_401) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_403 = cute.get_leaves(%sz_402) : !cute.int_tuple<"32">
        %int_tuple_404 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_405 = cute.size(%int_tuple_404) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_406 = cute.get_leaves(%sz_405) : !cute.int_tuple<"32">
        cute.memref.store_vec(%229, %rmem_387) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_407 = cute.get_layout(%rmem_387) : !memref_rmem_bf16_
        %232 = cute.get_shape(%lay_407) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_408, %e1_409, %e2_410, %e3_411 = cute.get_leaves(%232) : !cute.shape<"((8,1),1,4)">
        %lay_412 = cute.get_layout(%view_110) : !memref_gmem_bf16_2
        %233 = cute.get_shape(%lay_412) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_413, %e1_414, %e2_415, %e3_416 = cute.get_leaves(%233) : !cute.shape<"((8,1),1,4)">
        %lay_417 = cute.get_layout(%rmem_387) : !memref_rmem_bf16_
        %shape_418 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_419 = cute.make_layout() : !cute.layout<"1:0">
        %append_420 = cute.append_to_rank<2> (%lay_417, %lay_419) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_421 = cute.make_view(%iter_389, %append_420) : !memref_rmem_bf16_
        %iter_422 = cute.get_iter(%view_421) : !memref_rmem_bf16_
        %lay_423 = cute.get_layout(%view_421) : !memref_rmem_bf16_
        %234 = cute.get_shape(%lay_423) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_424, %e1_425, %e2_426, %e3_427 = cute.get_leaves(%234) : !cute.shape<"((8,1),1,4)">
        %lay_428 = cute.get_layout(%view_421) : !memref_rmem_bf16_
        %235 = cute.get_shape(%lay_428) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_429, %e1_430, %e2_431, %e3_432 = cute.get_leaves(%235) : !cute.shape<"((8,1),1,4)">
        %iter_433 = cute.get_iter(%view_421) : !memref_rmem_bf16_
        %view_434 = cute.make_view(%iter_433) : !memref_rmem_bf16_1
        %iter_435 = cute.get_iter(%view_434) : !memref_rmem_bf16_1
        %iter_436 = cute.get_iter(%view_434) : !memref_rmem_bf16_1
        %lay_437 = cute.get_layout(%view_110) : !memref_gmem_bf16_2
        %shape_438 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_439 = cute.make_layout() : !cute.layout<"1:0">
        %append_440 = cute.append_to_rank<2> (%lay_437, %lay_439) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_441 = cute.make_view(%iter_111, %append_440) : !memref_gmem_bf16_2
        %iter_442 = cute.get_iter(%view_441) : !memref_gmem_bf16_2
        %lay_443 = cute.get_layout(%view_441) : !memref_gmem_bf16_2
        %236 = cute.get_shape(%lay_443) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_444, %e1_445, %e2_446, %e3_447 = cute.get_leaves(%236) : !cute.shape<"((8,1),1,4)">
        %lay_448 = cute.get_layout(%view_441) : !memref_gmem_bf16_2
        %237 = cute.get_shape(%lay_448) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_449, %e1_450, %e2_451, %e3_452 = cute.get_leaves(%237) : !cute.shape<"((8,1),1,4)">
        %iter_453 = cute.get_iter(%view_441) : !memref_gmem_bf16_2
        %view_454 = cute.make_view(%iter_453) : !memref_gmem_bf16_3
        %iter_455 = cute.get_iter(%view_454) : !memref_gmem_bf16_3
        %iter_456 = cute.get_iter(%view_454) : !memref_gmem_bf16_3
        %lay_457 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_458 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_459 = cute.make_layout() : !cute.layout<"1:0">
        %append_460 = cute.append_to_rank<2> (%lay_457, %lay_459) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_461 = cute.make_view(%iter_149, %append_460) : !memref_rmem_i8_
        %iter_462 = cute.get_iter(%view_461) : !memref_rmem_i8_
        %lay_463 = cute.get_layout(%view_461) : !memref_rmem_i8_
        %238 = cute.get_shape(%lay_463) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_464, %e1_465, %e2_466 = cute.get_leaves(%238) : !cute.shape<"(1,1,4)">
        %lay_467 = cute.get_layout(%view_461) : !memref_rmem_i8_
        %239 = cute.get_shape(%lay_467) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_468, %e1_469, %e2_470 = cute.get_leaves(%239) : !cute.shape<"(1,1,4)">
        %iter_471 = cute.get_iter(%view_461) : !memref_rmem_i8_
        %view_472 = cute.make_view(%iter_471) : !memref_rmem_i8_1
        %iter_473 = cute.get_iter(%view_472) : !memref_rmem_i8_1
        %iter_474 = cute.get_iter(%view_472) : !memref_rmem_i8_1
        %lay_475 = cute.get_layout(%view_434) : !memref_rmem_bf16_1
        %240 = cute.get_shape(%lay_475) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_476, %e1_477, %e2_478, %e3_479 = cute.get_leaves(%240) : !cute.shape<"((8,1),(1,4))">
        %lay_480 = cute.get_layout(%view_454) : !memref_gmem_bf16_3
        %241 = cute.get_shape(%lay_480) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_481, %e1_482, %e2_483, %e3_484 = cute.get_leaves(%241) : !cute.shape<"((8,1),(1,4))">
        %lay_485 = cute.get_layout(%view_434) : !memref_rmem_bf16_1
        %sz_486 = cute.size(%lay_485) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_487 = cute.get_leaves(%sz_486) : !cute.int_tuple<"4">
        %lay_488 = cute.get_layout(%view_454) : !memref_gmem_bf16_3
        %sz_489 = cute.size(%lay_488) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_490 = cute.get_leaves(%sz_489) : !cute.int_tuple<"4">
        %lay_491 = cute.get_layout(%view_434) : !memref_rmem_bf16_1
        %242 = cute.get_shape(%lay_491) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_492, %e1_493, %e2_494, %e3_495 = cute.get_leaves(%242) : !cute.shape<"((8,1),(1,4))">
        %iter_496 = cute.get_iter(%view_434) : !memref_rmem_bf16_1
        %iter_497 = cute.get_iter(%view_454) : !memref_gmem_bf16_3
        %lay_498 = cute.get_layout(%view_434) : !memref_rmem_bf16_1
        %lay_499 = cute.get_layout(%view_454) : !memref_gmem_bf16_3
        %243 = cute.static : !cute.layout<"1:0">
        %append_500 = cute.append_to_rank<2> (%lay_498, %243) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_501 = cute.append_to_rank<2> (%lay_499, %243) : !cute_layout_e303c3, !cute.layout<"1:0">
        %lay_502 = cute.make_layout() : !cute_layout_bb9a85
        %lay_503 = cute.make_layout() : !cute_layout_8083f9
        %iter_504 = cute.get_iter(%view_472) : !memref_rmem_i8_1
        %lay_505 = cute.get_layout(%view_472) : !memref_rmem_i8_1
        %append_506 = cute.append_to_rank<2> (%lay_505, %243) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_507 = cute.make_layout() : !cute_layout_973764
        %sz_508 = cute.size(%lay_502) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %244 = cute.get_scalars(%sz_508) : !cute.int_tuple<"4">
        %c0_i32_509 = arith.constant 0 : i32
        %c1_i32_510 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_509 to %244 step %c1_i32_510  : i32 {
          %coord_511 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %245 = cute.get_scalars(%coord_511) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_512 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_513 = cute.crd2idx(%coord_511, %lay_502) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_514 = cute.add_offset(%iter_496, %idx_513) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_515 = cute.make_view(%ptr_514, %lay_512) : !memref_rmem_bf16_2
          %246 = cute.get_scalars(%coord_511) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_516 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_517 = cute.crd2idx(%coord_511, %lay_503) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_518 = cute.add_offset(%iter_497, %idx_517) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_519 = cute.make_view(%ptr_518, %lay_516) : !memref_gmem_bf16_4
          %247 = cute.get_scalars(%coord_511) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_520 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_521 = cute.crd2idx(%coord_511, %lay_507) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_522 = cute.add_offset(%iter_504, %idx_521) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_523 = cute.make_view(%ptr_522, %lay_520) : !memref_rmem_i8_2
          %iter_524 = cute.get_iter(%view_515) : !memref_rmem_bf16_2
          %iter_525 = cute.get_iter(%view_519) : !memref_gmem_bf16_4
          %iter_526 = cute.get_iter(%view_523) : !memref_rmem_i8_2
          %248 = builtin.unrealized_conversion_cast %iter_526 : !cute.ptr<i8, rmem> to !llvm.ptr
          %249 = llvm.load %248 : !llvm.ptr -> i8
          %250 = llvm.mlir.constant(0 : i8) : i8
          %251 = llvm.icmp "ne" %249, %250 : i8
          scf.if %251 {
            %252 = builtin.unrealized_conversion_cast %iter_524 : !cute_ptr_2914ae to !llvm.ptr
            %253 = builtin.unrealized_conversion_cast %iter_525 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %254 = llvm.load %252 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %254, %253 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg3 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_5, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_5
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_5
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_5
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_3, %e1_4 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_5 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_1, %lay_5) : !memref_gmem_bf16_5
    %iter_6 = cute.get_iter(%view) : !memref_gmem_bf16_5
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_bf16_5
    %2 = cute.get_stride(%lay_7) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_8, %e1_9 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_7) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_10, %e1_11 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_14 = cute.make_layout() : !cute_layout_5d1655
    %view_15 = cute.make_view(%iter_2, %lay_14) : !memref_gmem_bf16_5
    %iter_16 = cute.get_iter(%view_15) : !memref_gmem_bf16_5
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_17 = cute.get_iter(%view) : !memref_gmem_bf16_5
    %view_18 = cute.make_view(%iter_17) : !memref_gmem_bf16_
    %iter_19 = cute.get_iter(%view_18) : !memref_gmem_bf16_
    %iter_20 = cute.get_iter(%view_18) : !memref_gmem_bf16_
    %tile_21 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_22 = cute.get_iter(%view_15) : !memref_gmem_bf16_5
    %view_23 = cute.make_view(%iter_22) : !memref_gmem_bf16_
    %iter_24 = cute.get_iter(%view_23) : !memref_gmem_bf16_
    %iter_25 = cute.get_iter(%view_23) : !memref_gmem_bf16_
    %lay_26 = cute.get_layout(%view) : !memref_gmem_bf16_5
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
    %tile_36 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_37 = cute.get_iter(%view_32) : !cute_coord_tensor_15c8d6
    %view_38 = cute.make_view(%iter_37) : !cute_coord_tensor_b6ed2e
    %iter_39 = cute.get_iter(%view_38) : !cute_coord_tensor_b6ed2e
    %tup_40 = cute.deref_arith_tuple_iter(%iter_39) : !cute.arith_tuple_iter<"(0,0)">
    %e0_41, %e1_42 = cute.get_leaves(%tup_40) : !cute.int_tuple<"(0,0)">
    %iter_43 = cute.get_iter(%view_38) : !cute_coord_tensor_b6ed2e
    %tup_44 = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(0,0)">
    %e0_45, %e1_46 = cute.get_leaves(%tup_44) : !cute.int_tuple<"(0,0)">
    %lay_47 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %5 = cute.get_shape(%lay_47) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_48, %e1_49 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_50 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_51 = cute.make_layout() : !cute.layout<"(1,256):(0,1)">
    %shape_52 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_53 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_54 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_55 = cute.make_layout() : !cute_layout_7589d3
    %sz = cute.size(%lay_51) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_56 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_57 = cute.size(%lay_54) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_58 = cute.get_leaves(%sz_57) : !cute.int_tuple<"8">
    %shape_59 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_60 = cute.make_layout() : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%lay_55) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %lay_61 = cute.make_layout() : !cute.layout<"(256,8):(8,1)">
    %6 = cute.get_shape(%lay_55) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_62, %e1_63, %e2 = cute.get_leaves(%6) : !cute.shape<"(1,(8,256))">
    %int_tuple_64 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %int_tuple_65 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2048)">
    %e0_66, %e1_67 = cute.get_leaves(%int_tuple_65) : !cute.int_tuple<"(1,2048)">
    %tile_68 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %7 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_69 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %sz_70 = cute.size(%lay_69) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_71 = cute.get_leaves(%sz_70) : !cute.int_tuple<"96">
    %lay_72 = cute.get_layout(%view_18) : !memref_gmem_bf16_
    %lay_73 = cute.get_layout(%view_23) : !memref_gmem_bf16_
    %lay_74 = cute.get_layout(%view_38) : !cute_coord_tensor_b6ed2e
    %8 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_75, %e1_76 = cute.get_leaves(%8) : !cute.tile<"[1:0;2048:1]">
    %9 = cute.static : !cute.layout<"(256,8):(8,1)">
    %10 = cute.static : !cute.layout<"1:0">
    %11 = cute.static : !cute.layout<"(1,8):(0,1)">
    %12 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c128_i32 = arith.constant 128 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %13 = arith.cmpi sgt, %c128_i32, %c232448_i32 : i32
    scf.if %13 {
      %18 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %19 = llvm.getelementptr %18[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %20 = llvm.call @printf(%19, %c128_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %14 = arith.extsi %c128_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %15 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %14, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%15] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_77 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%15] %c0_i32_77 : !cuda.launch_cfg<max_attrs = 3>, i32
    %16 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%15> (%view_18, %view_23) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %17 = cuda.cast %16 : !cuda.result -> i32
    cuda.return_if_error %17 : i32
    %c0_i32_78 = arith.constant 0 : i32
    return %c0_i32_78 : i32
  }
}
