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
        %coord_82 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_83 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_84 = cute.crd2idx(%coord_82, %lay_83) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_85 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_86 = cute.add_offset(%iter_85, %idx_84) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_87 = cute.make_view(%ptr_86) : !memref_gmem_bf16_1
        %iter_88 = cute.get_iter(%view_87) : !memref_gmem_bf16_1
        %iter_89 = cute.get_iter(%view_87) : !memref_gmem_bf16_1
        %coord_90 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_91 = cute.get_iter(%view_87) : !memref_gmem_bf16_1
        %163 = cute.get_scalars(%coord_90) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_92 = arith.constant 8 : i32
        %164 = arith.muli %163, %c8_i32_92 : i32
        %iv = cute.assume(%164) : (i32) -> !cute.i32<divby 8>
        %int_tuple_93 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_94 = cute.add_offset(%iter_91, %int_tuple_93) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_95 = cute.make_view(%ptr_94) : !memref_gmem_bf16_2
        %iter_96 = cute.get_iter(%view_95) : !memref_gmem_bf16_2
        %coord_97 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_98 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
        %idx_99 = cute.crd2idx(%coord_97, %lay_98) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_100 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
        %tup_101 = cute.add_offset(%iter_100, %idx_99) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_102 = cute.make_view(%tup_101) : !cute_coord_tensor_8cd4e3
        %iter_103 = cute.get_iter(%view_102) : !cute_coord_tensor_8cd4e3
        %tup_104 = cute.deref_arith_tuple_iter(%iter_103) : !cute.arith_tuple_iter<"(?,0)">
        %e0_105, %e1_106 = cute.get_leaves(%tup_104) : !cute.int_tuple<"(?,0)">
        %165 = cute.get_scalars(%e0_105) : !cute.int_tuple<"?">
        %iter_107 = cute.get_iter(%view_102) : !cute_coord_tensor_8cd4e3
        %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute.arith_tuple_iter<"(?,0)">
        %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute.int_tuple<"(?,0)">
        %166 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?">
        %coord_111 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_112 = cute.get_iter(%view_102) : !cute_coord_tensor_8cd4e3
        %167 = cute.get_scalars(%coord_111) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_113 = arith.constant 8 : i32
        %168 = arith.muli %167, %c8_i32_113 : i32
        %iv_114 = cute.assume(%168) : (i32) -> !cute.i32<divby 8>
        %int_tuple_115 = cute.make_int_tuple(%iv_114) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_116 = cute.add_offset(%iter_112, %int_tuple_115) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_117 = cute.make_view(%tup_116) : !cute_coord_tensor_a108e0
        %iter_118 = cute.get_iter(%view_117) : !cute_coord_tensor_a108e0
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_66b557
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,?{div=8})">
        %169 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %170 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=8}">
        %lay_122 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %sz_123 = cute.size(%lay_122) <{mode = [0, 1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_124 = cute.get_leaves(%sz_123) : !cute.int_tuple<"1">
        %lay_125 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %sz_126 = cute.size(%lay_125) <{mode = [1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_127 = cute.get_leaves(%sz_126) : !cute.int_tuple<"1">
        %lay_128 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %sz_129 = cute.size(%lay_128) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_130 = cute.get_leaves(%sz_129) : !cute.int_tuple<"4">
        %shape_131 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_132 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_132) : !memref_rmem_i8_
        %iter_133 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_134 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_135 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_136 = cute.get_layout(%view_117) : !cute_coord_tensor_a108e0
        %idx_137 = cute.crd2idx(%coord_135, %lay_136) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_138 = cute.get_iter(%view_117) : !cute_coord_tensor_a108e0
        %tup_139 = cute.add_offset(%iter_138, %idx_137) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_140 = cute.make_view(%tup_139) : !cute_coord_tensor_8bc2ea
        %iter_141 = cute.get_iter(%view_140) : !cute_coord_tensor_8bc2ea
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_66b557
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?{div=8})">
        %171 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %172 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=8}">
        %iter_145 = cute.get_iter(%view_140) : !cute_coord_tensor_8bc2ea
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_66b557
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=8})">
        %173 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %174 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=8}">
        %iter_149 = cute.get_iter(%view_140) : !cute_coord_tensor_8bc2ea
        %tup_150 = cute.deref_arith_tuple_iter(%iter_149) : !cute_arith_tuple_iter_66b557
        %e0_151, %e1_152 = cute.get_leaves(%tup_150) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_151) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_152) : !cute.int_tuple<"?{div=8}">
        %coord_153 = cute.make_coord(%e0_151, %e1_152) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_154 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %177:2 = cute.get_scalars(%coord_153) : !cute.coord<"(?,?{div=8})">
        %178:2 = cute.get_scalars(%coord_154) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %179 = arith.cmpi slt, %177#0, %178#0 : i32
        %180 = arith.andi %true, %179 : i1
        %181 = arith.cmpi slt, %177#1, %178#1 : i32
        %182 = arith.andi %180, %181 : i1
        %183 = arith.extui %182 : i1 to i8
        %coord_155 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_155, %183) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_156 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_157 = cute.get_layout(%view_117) : !cute_coord_tensor_a108e0
        %idx_158 = cute.crd2idx(%coord_156, %lay_157) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_159 = cute.get_iter(%view_117) : !cute_coord_tensor_a108e0
        %tup_160 = cute.add_offset(%iter_159, %idx_158) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_161 = cute.make_view(%tup_160) : !cute_coord_tensor_8bc2ea
        %iter_162 = cute.get_iter(%view_161) : !cute_coord_tensor_8bc2ea
        %tup_163 = cute.deref_arith_tuple_iter(%iter_162) : !cute_arith_tuple_iter_66b557
        %e0_164, %e1_165 = cute.get_leaves(%tup_163) : !cute.int_tuple<"(?,?{div=8})">
        %184 = cute.get_scalars(%e0_164) : !cute.int_tuple<"?">
        %185 = cute.get_scalars(%e1_165) : !cute.int_tuple<"?{div=8}">
        %iter_166 = cute.get_iter(%view_161) : !cute_coord_tensor_8bc2ea
        %tup_167 = cute.deref_arith_tuple_iter(%iter_166) : !cute_arith_tuple_iter_66b557
        %e0_168, %e1_169 = cute.get_leaves(%tup_167) : !cute.int_tuple<"(?,?{div=8})">
        %186 = cute.get_scalars(%e0_168) : !cute.int_tuple<"?">
        %187 = cute.get_scalars(%e1_169) : !cute.int_tuple<"?{div=8}">
        %iter_170 = cute.get_iter(%view_161) : !cute_coord_tensor_8bc2ea
        %tup_171 = cute.deref_arith_tuple_iter(%iter_170) : !cute_arith_tuple_iter_66b557
        %e0_172, %e1_173 = cute.get_leaves(%tup_171) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_172) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_173) : !cute.int_tuple<"?{div=8}">
        %coord_174 = cute.make_coord(%e0_172, %e1_173) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_175 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %190:2 = cute.get_scalars(%coord_174) : !cute.coord<"(?,?{div=8})">
        %191:2 = cute.get_scalars(%coord_175) : !cute.coord<"(96,5000)">
        %true_176 = arith.constant true
        %192 = arith.cmpi slt, %190#0, %191#0 : i32
        %193 = arith.andi %true_176, %192 : i1
        %194 = arith.cmpi slt, %190#1, %191#1 : i32
        %195 = arith.andi %193, %194 : i1
        %196 = arith.extui %195 : i1 to i8
        %coord_177 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_177, %196) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_178 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_179 = cute.get_layout(%view_117) : !cute_coord_tensor_a108e0
        %idx_180 = cute.crd2idx(%coord_178, %lay_179) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_181 = cute.get_iter(%view_117) : !cute_coord_tensor_a108e0
        %tup_182 = cute.add_offset(%iter_181, %idx_180) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_183 = cute.make_view(%tup_182) : !cute_coord_tensor_8bc2ea
        %iter_184 = cute.get_iter(%view_183) : !cute_coord_tensor_8bc2ea
        %tup_185 = cute.deref_arith_tuple_iter(%iter_184) : !cute_arith_tuple_iter_66b557
        %e0_186, %e1_187 = cute.get_leaves(%tup_185) : !cute.int_tuple<"(?,?{div=8})">
        %197 = cute.get_scalars(%e0_186) : !cute.int_tuple<"?">
        %198 = cute.get_scalars(%e1_187) : !cute.int_tuple<"?{div=8}">
        %iter_188 = cute.get_iter(%view_183) : !cute_coord_tensor_8bc2ea
        %tup_189 = cute.deref_arith_tuple_iter(%iter_188) : !cute_arith_tuple_iter_66b557
        %e0_190, %e1_191 = cute.get_leaves(%tup_189) : !cute.int_tuple<"(?,?{div=8})">
        %199 = cute.get_scalars(%e0_190) : !cute.int_tuple<"?">
        %200 = cute.get_scalars(%e1_191) : !cute.int_tuple<"?{div=8}">
        %iter_192 = cute.get_iter(%view_183) : !cute_coord_tensor_8bc2ea
        %tup_193 = cute.deref_arith_tuple_iter(%iter_192) : !cute_arith_tuple_iter_66b557
        %e0_194, %e1_195 = cute.get_leaves(%tup_193) : !cute.int_tuple<"(?,?{div=8})">
        %201 = cute.get_scalars(%e0_194) : !cute.int_tuple<"?">
        %202 = cute.get_scalars(%e1_195) : !cute.int_tuple<"?{div=8}">
        %coord_196 = cute.make_coord(%e0_194, %e1_195) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_197 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %203:2 = cute.get_scalars(%coord_196) : !cute.coord<"(?,?{div=8})">
        %204:2 = cute.get_scalars(%coord_197) : !cute.coord<"(96,5000)">
        %true_198 = arith.constant true
        %205 = arith.cmpi slt, %203#0, %204#0 : i32
        %206 = arith.andi %true_198, %205 : i1
        %207 = arith.cmpi slt, %203#1, %204#1 : i32
        %208 = arith.andi %206, %207 : i1
        %209 = arith.extui %208 : i1 to i8
        %coord_199 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_199, %209) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_200 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_201 = cute.get_layout(%view_117) : !cute_coord_tensor_a108e0
        %idx_202 = cute.crd2idx(%coord_200, %lay_201) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_203 = cute.get_iter(%view_117) : !cute_coord_tensor_a108e0
        %tup_204 = cute.add_offset(%iter_203, %idx_202) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_205 = cute.make_view(%tup_204) : !cute_coord_tensor_8bc2ea
        %iter_206 = cute.get_iter(%view_205) : !cute_coord_tensor_8bc2ea
        %tup_207 = cute.deref_arith_tuple_iter(%iter_206) : !cute_arith_tuple_iter_66b557
        %e0_208, %e1_209 = cute.get_leaves(%tup_207) : !cute.int_tuple<"(?,?{div=8})">
        %210 = cute.get_scalars(%e0_208) : !cute.int_tuple<"?">
        %211 = cute.get_scalars(%e1_209) : !cute.int_tuple<"?{div=8}">
        %iter_210 = cute.get_iter(%view_205) : !cute_coord_tensor_8bc2ea
        %tup_211 = cute.deref_arith_tuple_iter(%iter_210) : !cute_arith_tuple_iter_66b557
        %e0_212, %e1_213 = cute.get_leaves(%tup_211) : !cute.int_tuple<"(?,?{div=8})">
        %212 = cute.get_scalars(%e0_212) : !cute.int_tuple<"?">
        %213 = cute.get_scalars(%e1_213) : !cute.int_tuple<"?{div=8}">
        %iter_214 = cute.get_iter(%view_205) : !cute_coord_tensor_8bc2ea
        %tup_215 = cute.deref_arith_tuple_iter(%iter_214) : !cute_arith_tuple_iter_66b557
        %e0_216, %e1_217 = cute.get_leaves(%tup_215) : !cute.int_tuple<"(?,?{div=8})">
        %214 = cute.get_scalars(%e0_216) : !cute.int_tuple<"?">
        %215 = cute.get_scalars(%e1_217) : !cute.int_tuple<"?{div=8}">
        %coord_218 = cute.make_coord(%e0_216, %e1_217) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_219 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %216:2 = cute.get_scalars(%coord_218) : !cute.coord<"(?,?{div=8})">
        %217:2 = cute.get_scalars(%coord_219) : !cute.coord<"(96,5000)">
        %true_220 = arith.constant true
        %218 = arith.cmpi slt, %216#0, %217#0 : i32
        %219 = arith.andi %true_220, %218 : i1
        %220 = arith.cmpi slt, %216#1, %217#1 : i32
        %221 = arith.andi %219, %220 : i1
        %222 = arith.extui %221 : i1 to i8
        %coord_221 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_221, %222) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_222 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %lay_223 = cute.make_layout() : !cute_layout_a987c4
        %rmem_224 = cute.memref.alloca(%lay_223) : !memref_rmem_bf16_
        %iter_225 = cute.get_iter(%rmem_224) : !memref_rmem_bf16_
        %iter_226 = cute.get_iter(%rmem_224) : !memref_rmem_bf16_
        %lay_227 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %lay_228 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %sz_229 = cute.size(%lay_228) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_230 = cute.get_leaves(%sz_229) : !cute.int_tuple<"32">
        %lay_231 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %223 = cute.get_shape(%lay_231) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_232, %e1_233, %e2, %e3 = cute.get_leaves(%223) : !cute.shape<"((8,1),1,4)">
        %int_tuple_234 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_235 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_236 = cute.get_leaves(%int_tuple_235) : !cute.int_tuple<"32">
        %cst_237 = arith.constant 0xFF80 : bf16
        %224 = vector.splat %cst_237 : vector<32xbf16>
        %lay_238 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %225 = cute.get_shape(%lay_238) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_239, %e1_240, %e2_241, %e3_242 = cute.get_leaves(%225) : !cute.shape<"((8,1),1,4)">
        %lay_243 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %lay_244 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %226 = cute.get_shape(%lay_244) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_245, %e1_246, %e2_247, %e3_248 = cute.get_leaves(%226) : !cute.shape<"((8,1),1,4)">
        %int_tuple_249 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_250 = cute.size(%int_tuple_249) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_251 = cute.get_leaves(%sz_250) : !cute.int_tuple<"32">
        %int_tuple_252 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_253 = cute.size(%int_tuple_252) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_254 = cute.get_leaves(%sz_253) : !cute.int_tuple<"32">
        cute.memref.store_vec(%224, %rmem_224) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_255 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %227 = cute.get_shape(%lay_255) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_256, %e1_257, %e2_258, %e3_259 = cute.get_leaves(%227) : !cute.shape<"((8,1),1,4)">
        %lay_260 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %228 = cute.get_shape(%lay_260) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_261, %e1_262, %e2_263, %e3_264 = cute.get_leaves(%228) : !cute.shape<"((8,1),1,4)">
        %lay_265 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %shape_266 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_267 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_265, %lay_267) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_268 = cute.make_view(%iter_96, %append) : !memref_gmem_bf16_2
        %iter_269 = cute.get_iter(%view_268) : !memref_gmem_bf16_2
        %lay_270 = cute.get_layout(%view_268) : !memref_gmem_bf16_2
        %229 = cute.get_shape(%lay_270) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%229) : !cute.shape<"((8,1),1,4)">
        %lay_275 = cute.get_layout(%view_268) : !memref_gmem_bf16_2
        %230 = cute.get_shape(%lay_275) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_276, %e1_277, %e2_278, %e3_279 = cute.get_leaves(%230) : !cute.shape<"((8,1),1,4)">
        %iter_280 = cute.get_iter(%view_268) : !memref_gmem_bf16_2
        %view_281 = cute.make_view(%iter_280) : !memref_gmem_bf16_3
        %iter_282 = cute.get_iter(%view_281) : !memref_gmem_bf16_3
        %iter_283 = cute.get_iter(%view_281) : !memref_gmem_bf16_3
        %lay_284 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %shape_285 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_286 = cute.make_layout() : !cute.layout<"1:0">
        %append_287 = cute.append_to_rank<2> (%lay_284, %lay_286) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_288 = cute.make_view(%iter_226, %append_287) : !memref_rmem_bf16_
        %iter_289 = cute.get_iter(%view_288) : !memref_rmem_bf16_
        %lay_290 = cute.get_layout(%view_288) : !memref_rmem_bf16_
        %231 = cute.get_shape(%lay_290) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%231) : !cute.shape<"((8,1),1,4)">
        %lay_295 = cute.get_layout(%view_288) : !memref_rmem_bf16_
        %232 = cute.get_shape(%lay_295) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%232) : !cute.shape<"((8,1),1,4)">
        %iter_300 = cute.get_iter(%view_288) : !memref_rmem_bf16_
        %view_301 = cute.make_view(%iter_300) : !memref_rmem_bf16_1
        %iter_302 = cute.get_iter(%view_301) : !memref_rmem_bf16_1
        %iter_303 = cute.get_iter(%view_301) : !memref_rmem_bf16_1
        %lay_304 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_305 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_306 = cute.make_layout() : !cute.layout<"1:0">
        %append_307 = cute.append_to_rank<2> (%lay_304, %lay_306) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_308 = cute.make_view(%iter_134, %append_307) : !memref_rmem_i8_
        %iter_309 = cute.get_iter(%view_308) : !memref_rmem_i8_
        %lay_310 = cute.get_layout(%view_308) : !memref_rmem_i8_
        %233 = cute.get_shape(%lay_310) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_311, %e1_312, %e2_313 = cute.get_leaves(%233) : !cute.shape<"(1,1,4)">
        %lay_314 = cute.get_layout(%view_308) : !memref_rmem_i8_
        %234 = cute.get_shape(%lay_314) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_315, %e1_316, %e2_317 = cute.get_leaves(%234) : !cute.shape<"(1,1,4)">
        %iter_318 = cute.get_iter(%view_308) : !memref_rmem_i8_
        %view_319 = cute.make_view(%iter_318) : !memref_rmem_i8_1
        %iter_320 = cute.get_iter(%view_319) : !memref_rmem_i8_1
        %iter_321 = cute.get_iter(%view_319) : !memref_rmem_i8_1
        %lay_322 = cute.get_layout(%view_281) : !memref_gmem_bf16_3
        %235 = cute.get_shape(%lay_322) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_323, %e1_324, %e2_325, %e3_326 = cute.get_leaves(%235) : !cute.shape<"((8,1),(1,4))">
        %lay_327 = cute.get_layout(%view_301) : !memref_rmem_bf16_1
        %236 = cute.get_shape(%lay_327) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_328, %e1_329, %e2_330, %e3_331 = cute.get_leaves(%236) : !cute.shape<"((8,1),(1,4))">
        %lay_332 = cute.get_layout(%view_281) : !memref_gmem_bf16_3
        %sz_333 = cute.size(%lay_332) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_334 = cute.get_leaves(%sz_333) : !cute.int_tuple<"4">
        %lay_335 = cute.get_layout(%view_301) : !memref_rmem_bf16_1
        %sz_336 = cute.size(%lay_335) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_337 = cute.get_leaves(%sz_336) : !cute.int_tuple<"4">
        %lay_338 = cute.get_layout(%view_281) : !memref_gmem_bf16_3
        %237 = cute.get_shape(%lay_338) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_339, %e1_340, %e2_341, %e3_342 = cute.get_leaves(%237) : !cute.shape<"((8,1),(1,4))">
        %iter_343 = cute.get_iter(%view_281) : !memref_gmem_bf16_3
        %iter_344 = cute.get_iter(%view_301) : !memref_rmem_bf16_1
        %lay_345 = cute.get_layout(%view_281) : !memref_gmem_bf16_3
        %lay_346 = cute.get_layout(%view_301) : !memref_rmem_bf16_1
        %238 = cute.static : !cute.layout<"1:0">
        %append_347 = cute.append_to_rank<2> (%lay_345, %238) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_348 = cute.append_to_rank<2> (%lay_346, %238) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_349 = cute.make_layout() : !cute_layout_8083f9
        %lay_350 = cute.make_layout() : !cute_layout_bb9a85
        %iter_351 = cute.get_iter(%view_319) : !memref_rmem_i8_1
        %lay_352 = cute.get_layout(%view_319) : !memref_rmem_i8_1
        %append_353 = cute.append_to_rank<2> (%lay_352, %238) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_354 = cute.make_layout() : !cute_layout_973764
        %sz_355 = cute.size(%lay_349) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %239 = cute.get_scalars(%sz_355) : !cute.int_tuple<"4">
        %c0_i32_356 = arith.constant 0 : i32
        %c1_i32_357 = arith.constant 1 : i32
        scf.for %arg6 = %c0_i32_356 to %239 step %c1_i32_357  : i32 {
          %coord_373 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
          %257 = cute.get_scalars(%coord_373) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_374 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_375 = cute.crd2idx(%coord_373, %lay_349) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_376 = cute.add_offset(%iter_343, %idx_375) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_377 = cute.make_view(%ptr_376, %lay_374) : !memref_gmem_bf16_4
          %258 = cute.get_scalars(%coord_373) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_378 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_379 = cute.crd2idx(%coord_373, %lay_350) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_380 = cute.add_offset(%iter_344, %idx_379) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_381 = cute.make_view(%ptr_380, %lay_378) : !memref_rmem_bf16_2
          %259 = cute.get_scalars(%coord_373) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_382 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_383 = cute.crd2idx(%coord_373, %lay_354) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_384 = cute.add_offset(%iter_351, %idx_383) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_385 = cute.make_view(%ptr_384, %lay_382) : !memref_rmem_i8_2
          %iter_386 = cute.get_iter(%view_377) : !memref_gmem_bf16_4
          %iter_387 = cute.get_iter(%view_381) : !memref_rmem_bf16_2
          %iter_388 = cute.get_iter(%view_385) : !memref_rmem_i8_2
          %260 = builtin.unrealized_conversion_cast %iter_388 : !cute.ptr<i8, rmem> to !llvm.ptr
          %261 = llvm.load %260 : !llvm.ptr -> i8
          %262 = llvm.mlir.constant(0 : i8) : i8
          %263 = llvm.icmp "ne" %261, %262 : i8
          scf.if %263 {
            %264 = builtin.unrealized_conversion_cast %iter_386 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %265 = builtin.unrealized_conversion_cast %iter_387 : !cute_ptr_2914ae to !llvm.ptr
            %266 = llvm.load %264 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %266, %265 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_358 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %240 = cute.get_shape(%lay_358) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_359, %e1_360, %e2_361, %e3_362 = cute.get_leaves(%240) : !cute.shape<"((8,1),1,4)">
        %lay_363 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %241 = cute.memref.load_vec(%rmem_224) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_364 = cute.get_layout(%rmem_224) : !memref_rmem_bf16_
        %242 = cute.get_shape(%lay_364) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_365, %e1_366, %e2_367, %e3_368 = cute.get_leaves(%242) : !cute.shape<"((8,1),1,4)">
        %243 = arith.extf %241 : vector<32xbf16> to vector<32xf32>
        %cst_369 = arith.constant -3.40282347E+38 : f32
        %244 = vector.reduction <maximumf>, %243, %cst_369 : vector<32xf32> into f32
        %245 = arith.maximumf %arg4, %244 : f32
        %246 = vector.broadcast %245 : f32 to vector<32xf32>
        %247 = arith.subf %243, %246 : vector<32xf32>
        %cst_370 = arith.constant 1.44269502 : f32
        %248 = vector.broadcast %cst_370 : f32 to vector<32xf32>
        %249 = arith.mulf %247, %248 : vector<32xf32>
        %250 = math.exp2 %249 : vector<32xf32>
        %cst_371 = arith.constant 0.000000e+00 : f32
        %251 = vector.reduction <add>, %250, %cst_371 : vector<32xf32> into f32
        %252 = arith.subf %arg4, %245 : f32
        %cst_372 = arith.constant 1.44269502 : f32
        %253 = arith.mulf %252, %cst_372 : f32
        %254 = math.exp2 %253 : f32
        %255 = arith.mulf %arg3, %254 : f32
        %256 = arith.addf %255, %251 : f32
        scf.yield %256, %245, %arg5 : f32, f32, !copy_simt
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
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_28 = arith.constant 31 : i32
      %47 = nvvm.shfl.sync  bfly %c-1_i32_27, %37, %c2_i32, %c31_i32_28 : f32 -> f32
      %c-1_i32_29 = arith.constant -1 : i32
      %c2_i32_30 = arith.constant 2 : i32
      %c31_i32_31 = arith.constant 31 : i32
      %48 = nvvm.shfl.sync  bfly %c-1_i32_29, %46, %c2_i32_30, %c31_i32_31 : f32 -> f32
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
      %c-1_i32_32 = arith.constant -1 : i32
      %c1_i32_33 = arith.constant 1 : i32
      %c31_i32_34 = arith.constant 31 : i32
      %59 = nvvm.shfl.sync  bfly %c-1_i32_32, %49, %c1_i32_33, %c31_i32_34 : f32 -> f32
      %c-1_i32_35 = arith.constant -1 : i32
      %c1_i32_36 = arith.constant 1 : i32
      %c31_i32_37 = arith.constant 31 : i32
      %60 = nvvm.shfl.sync  bfly %c-1_i32_35, %58, %c1_i32_36, %c31_i32_37 : f32 -> f32
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
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_38 = cute.make_layout() : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_38) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_39 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_38) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_40 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %71 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      %iter_41 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_41, %lay_38) : !memref_smem_f32_
      %iter_42 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_43 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_44 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_45 = cute.make_layout() : !cute.layout<"8:1">
      %coord_46 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_47 = cute.crd2idx(%coord_46, %lay_45) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_48 = cute.get_leaves(%idx_47) : !cute.int_tuple<"0">
      %cosz_49 = cute.cosize(%lay_45) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_50 = cute.get_leaves(%cosz_49) : !cute.int_tuple<"8">
      %int_tuple_51 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_52 = cute.add_offset(%ptr, %int_tuple_51) : (!cute.ptr<i8, smem, align<32>>, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size_53 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c64_i32 = arith.constant 64 : i32
      %72 = arith.cmpi sge, %smem_size_53, %c64_i32 : i32
      %iter_54 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_55 = cute.make_view(%iter_54, %lay_45) : !memref_smem_f32_1
      %iter_56 = cute.get_iter(%view_55) : !memref_smem_f32_1
      %iter_57 = cute.get_iter(%view_55) : !memref_smem_f32_1
      %c0_i32_58 = arith.constant 0 : i32
      %73 = arith.cmpi eq, %8, %c0_i32_58 : i32
      %74:2 = scf.if %73 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_82 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_83 = cute.get_iter(%view_55) : !memref_smem_f32_1
        %coord_84 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_84, %61) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_85 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_55, %coord_85, %70) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_55 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_82 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_83 = cute.get_iter(%view_55) : !memref_smem_f32_1
        scf.yield %view, %view_55 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_59 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_60 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_61 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_62 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_63 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_64 = cute.get_iter(%74#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_65 = cute.make_coord() : () -> !cute.coord<"0">
      %75 = cute.memref.load(%74#0, %coord_65) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_66 = cute.make_coord() : () -> !cute.coord<"0">
      %76 = cute.memref.load(%74#1, %coord_66) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_67 = cute.make_coord() : () -> !cute.coord<"1">
      %77 = cute.memref.load(%74#0, %coord_67) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_68 = cute.make_coord() : () -> !cute.coord<"1">
      %78 = cute.memref.load(%74#1, %coord_68) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
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
      %coord_69 = cute.make_coord() : () -> !cute.coord<"2">
      %89 = cute.memref.load(%74#0, %coord_69) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_70 = cute.make_coord() : () -> !cute.coord<"2">
      %90 = cute.memref.load(%74#1, %coord_70) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
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
      %coord_71 = cute.make_coord() : () -> !cute.coord<"3">
      %101 = cute.memref.load(%74#0, %coord_71) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_72 = cute.make_coord() : () -> !cute.coord<"3">
      %102 = cute.memref.load(%74#1, %coord_72) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
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
      %coord_73 = cute.make_coord() : () -> !cute.coord<"4">
      %113 = cute.memref.load(%74#0, %coord_73) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"4">
      %114 = cute.memref.load(%74#1, %coord_74) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %115 = arith.maximumf %103, %113 : f32
      %116 = arith.subf %103, %115 : f32
      %117 = arith.mulf %116, %cst_16 : f32
      %118 = math.exp2 %117 : f32
      %119 = arith.mulf %112, %118 : f32
      %120 = arith.subf %113, %115 : f32
      %121 = arith.mulf %120, %cst_16 : f32
      %122 = math.exp2 %121 : f32
      %123 = arith.mulf %114, %122 : f32
      %124 = arith.addf %119, %123 : f32
      %coord_75 = cute.make_coord() : () -> !cute.coord<"5">
      %125 = cute.memref.load(%74#0, %coord_75) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %coord_76 = cute.make_coord() : () -> !cute.coord<"5">
      %126 = cute.memref.load(%74#1, %coord_76) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %127 = arith.maximumf %115, %125 : f32
      %128 = arith.subf %115, %127 : f32
      %129 = arith.mulf %128, %cst_16 : f32
      %130 = math.exp2 %129 : f32
      %131 = arith.mulf %124, %130 : f32
      %132 = arith.subf %125, %127 : f32
      %133 = arith.mulf %132, %cst_16 : f32
      %134 = math.exp2 %133 : f32
      %135 = arith.mulf %126, %134 : f32
      %136 = arith.addf %131, %135 : f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"6">
      %137 = cute.memref.load(%74#0, %coord_77) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"6">
      %138 = cute.memref.load(%74#1, %coord_78) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %139 = arith.maximumf %127, %137 : f32
      %140 = arith.subf %127, %139 : f32
      %141 = arith.mulf %140, %cst_16 : f32
      %142 = math.exp2 %141 : f32
      %143 = arith.mulf %136, %142 : f32
      %144 = arith.subf %137, %139 : f32
      %145 = arith.mulf %144, %cst_16 : f32
      %146 = math.exp2 %145 : f32
      %147 = arith.mulf %138, %146 : f32
      %148 = arith.addf %143, %147 : f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"7">
      %149 = cute.memref.load(%74#0, %coord_79) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %coord_80 = cute.make_coord() : () -> !cute.coord<"7">
      %150 = cute.memref.load(%74#1, %coord_80) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %151 = arith.maximumf %139, %149 : f32
      %152 = arith.subf %139, %151 : f32
      %153 = arith.mulf %152, %cst_16 : f32
      %154 = math.exp2 %153 : f32
      %155 = arith.mulf %148, %154 : f32
      %156 = arith.subf %149, %151 : f32
      %157 = arith.mulf %156, %cst_16 : f32
      %158 = math.exp2 %157 : f32
      %159 = arith.mulf %150, %158 : f32
      %160 = arith.addf %155, %159 : f32
      %cst_81 = arith.constant 1.000000e+00 : f32
      %161 = arith.divf %cst_81, %160 : f32
      %162 = scf.for %arg2 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg3 = %10#2) -> (!copy_simt)  : i32 {
        %coord_82 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_83 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_84 = cute.crd2idx(%coord_82, %lay_83) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_85 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_86 = cute.add_offset(%iter_85, %idx_84) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_87 = cute.make_view(%ptr_86) : !memref_gmem_bf16_1
        %iter_88 = cute.get_iter(%view_87) : !memref_gmem_bf16_1
        %iter_89 = cute.get_iter(%view_87) : !memref_gmem_bf16_1
        %coord_90 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_91 = cute.get_iter(%view_87) : !memref_gmem_bf16_1
        %163 = cute.get_scalars(%coord_90) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_92 = arith.constant 8 : i32
        %164 = arith.muli %163, %c8_i32_92 : i32
        %iv = cute.assume(%164) : (i32) -> !cute.i32<divby 8>
        %int_tuple_93 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_94 = cute.add_offset(%iter_91, %int_tuple_93) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_95 = cute.make_view(%ptr_94) : !memref_gmem_bf16_2
        %iter_96 = cute.get_iter(%view_95) : !memref_gmem_bf16_2
        %coord_97 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_98 = cute.get_layout(%arg1) : !memref_gmem_bf16_
        %idx_99 = cute.crd2idx(%coord_97, %lay_98) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_100 = cute.get_iter(%arg1) : !memref_gmem_bf16_
        %ptr_101 = cute.add_offset(%iter_100, %idx_99) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_102 = cute.make_view(%ptr_101) : !memref_gmem_bf16_1
        %iter_103 = cute.get_iter(%view_102) : !memref_gmem_bf16_1
        %iter_104 = cute.get_iter(%view_102) : !memref_gmem_bf16_1
        %coord_105 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_106 = cute.get_iter(%view_102) : !memref_gmem_bf16_1
        %165 = cute.get_scalars(%coord_105) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_107 = arith.constant 8 : i32
        %166 = arith.muli %165, %c8_i32_107 : i32
        %iv_108 = cute.assume(%166) : (i32) -> !cute.i32<divby 8>
        %int_tuple_109 = cute.make_int_tuple(%iv_108) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_110 = cute.add_offset(%iter_106, %int_tuple_109) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_111 = cute.make_view(%ptr_110) : !memref_gmem_bf16_2
        %iter_112 = cute.get_iter(%view_111) : !memref_gmem_bf16_2
        %coord_113 = cute.make_coord(%5, %arg2) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_114 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
        %idx_115 = cute.crd2idx(%coord_113, %lay_114) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_116 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
        %tup_117 = cute.add_offset(%iter_116, %idx_115) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_118 = cute.make_view(%tup_117) : !cute_coord_tensor_8cd4e3
        %iter_119 = cute.get_iter(%view_118) : !cute_coord_tensor_8cd4e3
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute.arith_tuple_iter<"(?,0)">
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,0)">
        %167 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %iter_123 = cute.get_iter(%view_118) : !cute_coord_tensor_8cd4e3
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute.arith_tuple_iter<"(?,0)">
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,0)">
        %168 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %coord_127 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_128 = cute.get_iter(%view_118) : !cute_coord_tensor_8cd4e3
        %169 = cute.get_scalars(%coord_127) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_129 = arith.constant 8 : i32
        %170 = arith.muli %169, %c8_i32_129 : i32
        %iv_130 = cute.assume(%170) : (i32) -> !cute.i32<divby 8>
        %int_tuple_131 = cute.make_int_tuple(%iv_130) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_132 = cute.add_offset(%iter_128, %int_tuple_131) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_133 = cute.make_view(%tup_132) : !cute_coord_tensor_a108e0
        %iter_134 = cute.get_iter(%view_133) : !cute_coord_tensor_a108e0
        %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute_arith_tuple_iter_66b557
        %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?,?{div=8})">
        %171 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?">
        %172 = cute.get_scalars(%e1_137) : !cute.int_tuple<"?{div=8}">
        %lay_138 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %sz_139 = cute.size(%lay_138) <{mode = [0, 1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_140 = cute.get_leaves(%sz_139) : !cute.int_tuple<"1">
        %lay_141 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %sz_142 = cute.size(%lay_141) <{mode = [1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_143 = cute.get_leaves(%sz_142) : !cute.int_tuple<"1">
        %lay_144 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %sz_145 = cute.size(%lay_144) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_146 = cute.get_leaves(%sz_145) : !cute.int_tuple<"4">
        %shape_147 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_148 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_148) : !memref_rmem_i8_
        %iter_149 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_150 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_151 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_152 = cute.get_layout(%view_133) : !cute_coord_tensor_a108e0
        %idx_153 = cute.crd2idx(%coord_151, %lay_152) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_154 = cute.get_iter(%view_133) : !cute_coord_tensor_a108e0
        %tup_155 = cute.add_offset(%iter_154, %idx_153) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_156 = cute.make_view(%tup_155) : !cute_coord_tensor_8bc2ea
        %iter_157 = cute.get_iter(%view_156) : !cute_coord_tensor_8bc2ea
        %tup_158 = cute.deref_arith_tuple_iter(%iter_157) : !cute_arith_tuple_iter_66b557
        %e0_159, %e1_160 = cute.get_leaves(%tup_158) : !cute.int_tuple<"(?,?{div=8})">
        %173 = cute.get_scalars(%e0_159) : !cute.int_tuple<"?">
        %174 = cute.get_scalars(%e1_160) : !cute.int_tuple<"?{div=8}">
        %iter_161 = cute.get_iter(%view_156) : !cute_coord_tensor_8bc2ea
        %tup_162 = cute.deref_arith_tuple_iter(%iter_161) : !cute_arith_tuple_iter_66b557
        %e0_163, %e1_164 = cute.get_leaves(%tup_162) : !cute.int_tuple<"(?,?{div=8})">
        %175 = cute.get_scalars(%e0_163) : !cute.int_tuple<"?">
        %176 = cute.get_scalars(%e1_164) : !cute.int_tuple<"?{div=8}">
        %iter_165 = cute.get_iter(%view_156) : !cute_coord_tensor_8bc2ea
        %tup_166 = cute.deref_arith_tuple_iter(%iter_165) : !cute_arith_tuple_iter_66b557
        %e0_167, %e1_168 = cute.get_leaves(%tup_166) : !cute.int_tuple<"(?,?{div=8})">
        %177 = cute.get_scalars(%e0_167) : !cute.int_tuple<"?">
        %178 = cute.get_scalars(%e1_168) : !cute.int_tuple<"?{div=8}">
        %coord_169 = cute.make_coord(%e0_167, %e1_168) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_170 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %179:2 = cute.get_scalars(%coord_169) : !cute.coord<"(?,?{div=8})">
        %180:2 = cute.get_scalars(%coord_170) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %181 = arith.cmpi slt, %179#0, %180#0 : i32
        %182 = arith.andi %true, %181 : i1
        %183 = arith.cmpi slt, %179#1, %180#1 : i32
        %184 = arith.andi %182, %183 : i1
        %185 = arith.extui %184 : i1 to i8
        %coord_171 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_171, %185) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_172 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_173 = cute.get_layout(%view_133) : !cute_coord_tensor_a108e0
        %idx_174 = cute.crd2idx(%coord_172, %lay_173) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_175 = cute.get_iter(%view_133) : !cute_coord_tensor_a108e0
        %tup_176 = cute.add_offset(%iter_175, %idx_174) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_177 = cute.make_view(%tup_176) : !cute_coord_tensor_8bc2ea
        %iter_178 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_179 = cute.deref_arith_tuple_iter(%iter_178) : !cute_arith_tuple_iter_66b557
        %e0_180, %e1_181 = cute.get_leaves(%tup_179) : !cute.int_tuple<"(?,?{div=8})">
        %186 = cute.get_scalars(%e0_180) : !cute.int_tuple<"?">
        %187 = cute.get_scalars(%e1_181) : !cute.int_tuple<"?{div=8}">
        %iter_182 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_183 = cute.deref_arith_tuple_iter(%iter_182) : !cute_arith_tuple_iter_66b557
        %e0_184, %e1_185 = cute.get_leaves(%tup_183) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_184) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_185) : !cute.int_tuple<"?{div=8}">
        %iter_186 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_187 = cute.deref_arith_tuple_iter(%iter_186) : !cute_arith_tuple_iter_66b557
        %e0_188, %e1_189 = cute.get_leaves(%tup_187) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_188) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_189) : !cute.int_tuple<"?{div=8}">
        %coord_190 = cute.make_coord(%e0_188, %e1_189) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_191 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %192:2 = cute.get_scalars(%coord_190) : !cute.coord<"(?,?{div=8})">
        %193:2 = cute.get_scalars(%coord_191) : !cute.coord<"(96,5000)">
        %true_192 = arith.constant true
        %194 = arith.cmpi slt, %192#0, %193#0 : i32
        %195 = arith.andi %true_192, %194 : i1
        %196 = arith.cmpi slt, %192#1, %193#1 : i32
        %197 = arith.andi %195, %196 : i1
        %198 = arith.extui %197 : i1 to i8
        %coord_193 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_193, %198) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_194 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_195 = cute.get_layout(%view_133) : !cute_coord_tensor_a108e0
        %idx_196 = cute.crd2idx(%coord_194, %lay_195) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_197 = cute.get_iter(%view_133) : !cute_coord_tensor_a108e0
        %tup_198 = cute.add_offset(%iter_197, %idx_196) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_199 = cute.make_view(%tup_198) : !cute_coord_tensor_8bc2ea
        %iter_200 = cute.get_iter(%view_199) : !cute_coord_tensor_8bc2ea
        %tup_201 = cute.deref_arith_tuple_iter(%iter_200) : !cute_arith_tuple_iter_66b557
        %e0_202, %e1_203 = cute.get_leaves(%tup_201) : !cute.int_tuple<"(?,?{div=8})">
        %199 = cute.get_scalars(%e0_202) : !cute.int_tuple<"?">
        %200 = cute.get_scalars(%e1_203) : !cute.int_tuple<"?{div=8}">
        %iter_204 = cute.get_iter(%view_199) : !cute_coord_tensor_8bc2ea
        %tup_205 = cute.deref_arith_tuple_iter(%iter_204) : !cute_arith_tuple_iter_66b557
        %e0_206, %e1_207 = cute.get_leaves(%tup_205) : !cute.int_tuple<"(?,?{div=8})">
        %201 = cute.get_scalars(%e0_206) : !cute.int_tuple<"?">
        %202 = cute.get_scalars(%e1_207) : !cute.int_tuple<"?{div=8}">
        %iter_208 = cute.get_iter(%view_199) : !cute_coord_tensor_8bc2ea
        %tup_209 = cute.deref_arith_tuple_iter(%iter_208) : !cute_arith_tuple_iter_66b557
        %e0_210, %e1_211 = cute.get_leaves(%tup_209) : !cute.int_tuple<"(?,?{div=8})">
        %203 = cute.get_scalars(%e0_210) : !cute.int_tuple<"?">
        %204 = cute.get_scalars(%e1_211) : !cute.int_tuple<"?{div=8}">
        %coord_212 = cute.make_coord(%e0_210, %e1_211) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_213 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %205:2 = cute.get_scalars(%coord_212) : !cute.coord<"(?,?{div=8})">
        %206:2 = cute.get_scalars(%coord_213) : !cute.coord<"(96,5000)">
        %true_214 = arith.constant true
        %207 = arith.cmpi slt, %205#0, %206#0 : i32
        %208 = arith.andi %true_214, %207 : i1
        %209 = arith.cmpi slt, %205#1, %206#1 : i32
        %210 = arith.andi %208, %209 : i1
        %211 = arith.extui %210 : i1 to i8
        %coord_215 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_215, %211) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_216 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_217 = cute.get_layout(%view_133) : !cute_coord_tensor_a108e0
        %idx_218 = cute.crd2idx(%coord_216, %lay_217) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_219 = cute.get_iter(%view_133) : !cute_coord_tensor_a108e0
        %tup_220 = cute.add_offset(%iter_219, %idx_218) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_221 = cute.make_view(%tup_220) : !cute_coord_tensor_8bc2ea
        %iter_222 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_223 = cute.deref_arith_tuple_iter(%iter_222) : !cute_arith_tuple_iter_66b557
        %e0_224, %e1_225 = cute.get_leaves(%tup_223) : !cute.int_tuple<"(?,?{div=8})">
        %212 = cute.get_scalars(%e0_224) : !cute.int_tuple<"?">
        %213 = cute.get_scalars(%e1_225) : !cute.int_tuple<"?{div=8}">
        %iter_226 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_227 = cute.deref_arith_tuple_iter(%iter_226) : !cute_arith_tuple_iter_66b557
        %e0_228, %e1_229 = cute.get_leaves(%tup_227) : !cute.int_tuple<"(?,?{div=8})">
        %214 = cute.get_scalars(%e0_228) : !cute.int_tuple<"?">
        %215 = cute.get_scalars(%e1_229) : !cute.int_tuple<"?{div=8}">
        %iter_230 = cute.get_iter(%view_221) : !cute_coord_tensor_8bc2ea
        %tup_231 = cute.deref_arith_tuple_iter(%iter_230) : !cute_arith_tuple_iter_66b557
        %e0_232, %e1_233 = cute.get_leaves(%tup_231) : !cute.int_tuple<"(?,?{div=8})">
        %216 = cute.get_scalars(%e0_232) : !cute.int_tuple<"?">
        %217 = cute.get_scalars(%e1_233) : !cute.int_tuple<"?{div=8}">
        %coord_234 = cute.make_coord(%e0_232, %e1_233) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_235 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %218:2 = cute.get_scalars(%coord_234) : !cute.coord<"(?,?{div=8})">
        %219:2 = cute.get_scalars(%coord_235) : !cute.coord<"(96,5000)">
        %true_236 = arith.constant true
        %220 = arith.cmpi slt, %218#0, %219#0 : i32
        %221 = arith.andi %true_236, %220 : i1
        %222 = arith.cmpi slt, %218#1, %219#1 : i32
        %223 = arith.andi %221, %222 : i1
        %224 = arith.extui %223 : i1 to i8
        %coord_237 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_237, %224) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_238 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %lay_239 = cute.make_layout() : !cute_layout_a987c4
        %rmem_240 = cute.memref.alloca(%lay_239) : !memref_rmem_bf16_
        %iter_241 = cute.get_iter(%rmem_240) : !memref_rmem_bf16_
        %iter_242 = cute.get_iter(%rmem_240) : !memref_rmem_bf16_
        %lay_243 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %lay_244 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %sz_245 = cute.size(%lay_244) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_246 = cute.get_leaves(%sz_245) : !cute.int_tuple<"32">
        %lay_247 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %225 = cute.get_shape(%lay_247) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_248, %e1_249, %e2, %e3 = cute.get_leaves(%225) : !cute.shape<"((8,1),1,4)">
        %int_tuple_250 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_251 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_252 = cute.get_leaves(%int_tuple_251) : !cute.int_tuple<"32">
        %cst_253 = arith.constant 0.000000e+00 : bf16
        %226 = vector.splat %cst_253 : vector<32xbf16>
        %lay_254 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %227 = cute.get_shape(%lay_254) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%227) : !cute.shape<"((8,1),1,4)">
        %lay_259 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %lay_260 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %228 = cute.get_shape(%lay_260) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_261, %e1_262, %e2_263, %e3_264 = cute.get_leaves(%228) : !cute.shape<"((8,1),1,4)">
        %int_tuple_265 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_266 = cute.size(%int_tuple_265) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_267 = cute.get_leaves(%sz_266) : !cute.int_tuple<"32">
        %int_tuple_268 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_269 = cute.size(%int_tuple_268) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_270 = cute.get_leaves(%sz_269) : !cute.int_tuple<"32">
        cute.memref.store_vec(%226, %rmem_240) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_271 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %229 = cute.get_shape(%lay_271) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_272, %e1_273, %e2_274, %e3_275 = cute.get_leaves(%229) : !cute.shape<"((8,1),1,4)">
        %lay_276 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %230 = cute.get_shape(%lay_276) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_277, %e1_278, %e2_279, %e3_280 = cute.get_leaves(%230) : !cute.shape<"((8,1),1,4)">
        %lay_281 = cute.get_layout(%view_95) : !memref_gmem_bf16_2
        %shape_282 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_283 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_281, %lay_283) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_284 = cute.make_view(%iter_96, %append) : !memref_gmem_bf16_2
        %iter_285 = cute.get_iter(%view_284) : !memref_gmem_bf16_2
        %lay_286 = cute.get_layout(%view_284) : !memref_gmem_bf16_2
        %231 = cute.get_shape(%lay_286) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%231) : !cute.shape<"((8,1),1,4)">
        %lay_291 = cute.get_layout(%view_284) : !memref_gmem_bf16_2
        %232 = cute.get_shape(%lay_291) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_292, %e1_293, %e2_294, %e3_295 = cute.get_leaves(%232) : !cute.shape<"((8,1),1,4)">
        %iter_296 = cute.get_iter(%view_284) : !memref_gmem_bf16_2
        %view_297 = cute.make_view(%iter_296) : !memref_gmem_bf16_3
        %iter_298 = cute.get_iter(%view_297) : !memref_gmem_bf16_3
        %iter_299 = cute.get_iter(%view_297) : !memref_gmem_bf16_3
        %lay_300 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %shape_301 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_302 = cute.make_layout() : !cute.layout<"1:0">
        %append_303 = cute.append_to_rank<2> (%lay_300, %lay_302) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_304 = cute.make_view(%iter_242, %append_303) : !memref_rmem_bf16_
        %iter_305 = cute.get_iter(%view_304) : !memref_rmem_bf16_
        %lay_306 = cute.get_layout(%view_304) : !memref_rmem_bf16_
        %233 = cute.get_shape(%lay_306) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_307, %e1_308, %e2_309, %e3_310 = cute.get_leaves(%233) : !cute.shape<"((8,1),1,4)">
        %lay_311 = cute.get_layout(%view_304) : !memref_rmem_bf16_
        %234 = cute.get_shape(%lay_311) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_312, %e1_313, %e2_314, %e3_315 = cute.get_leaves(%234) : !cute.shape<"((8,1),1,4)">
        %iter_316 = cute.get_iter(%view_304) : !memref_rmem_bf16_
        %view_317 = cute.make_view(%iter_316) : !memref_rmem_bf16_1
        %iter_318 = cute.get_iter(%view_317) : !memref_rmem_bf16_1
        %iter_319 = cute.get_iter(%view_317) : !memref_rmem_bf16_1
        %lay_320 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_321 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_322 = cute.make_layout() : !cute.layout<"1:0">
        %append_323 = cute.append_to_rank<2> (%lay_320, %lay_322) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_324 = cute.make_view(%iter_150, %append_323) : !memref_rmem_i8_
        %iter_325 = cute.get_iter(%view_324) : !memref_rmem_i8_
        %lay_326 = cute.get_layout(%view_324) : !memref_rmem_i8_
        %235 = cute.get_shape(%lay_326) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_327, %e1_328, %e2_329 = cute.get_leaves(%235) : !cute.shape<"(1,1,4)">
        %lay_330 = cute.get_layout(%view_324) : !memref_rmem_i8_
        %236 = cute.get_shape(%lay_330) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_331, %e1_332, %e2_333 = cute.get_leaves(%236) : !cute.shape<"(1,1,4)">
        %iter_334 = cute.get_iter(%view_324) : !memref_rmem_i8_
        %view_335 = cute.make_view(%iter_334) : !memref_rmem_i8_1
        %iter_336 = cute.get_iter(%view_335) : !memref_rmem_i8_1
        %iter_337 = cute.get_iter(%view_335) : !memref_rmem_i8_1
        %lay_338 = cute.get_layout(%view_297) : !memref_gmem_bf16_3
        %237 = cute.get_shape(%lay_338) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_339, %e1_340, %e2_341, %e3_342 = cute.get_leaves(%237) : !cute.shape<"((8,1),(1,4))">
        %lay_343 = cute.get_layout(%view_317) : !memref_rmem_bf16_1
        %238 = cute.get_shape(%lay_343) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_344, %e1_345, %e2_346, %e3_347 = cute.get_leaves(%238) : !cute.shape<"((8,1),(1,4))">
        %lay_348 = cute.get_layout(%view_297) : !memref_gmem_bf16_3
        %sz_349 = cute.size(%lay_348) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_350 = cute.get_leaves(%sz_349) : !cute.int_tuple<"4">
        %lay_351 = cute.get_layout(%view_317) : !memref_rmem_bf16_1
        %sz_352 = cute.size(%lay_351) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_353 = cute.get_leaves(%sz_352) : !cute.int_tuple<"4">
        %lay_354 = cute.get_layout(%view_297) : !memref_gmem_bf16_3
        %239 = cute.get_shape(%lay_354) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_355, %e1_356, %e2_357, %e3_358 = cute.get_leaves(%239) : !cute.shape<"((8,1),(1,4))">
        %iter_359 = cute.get_iter(%view_297) : !memref_gmem_bf16_3
        %iter_360 = cute.get_iter(%view_317) : !memref_rmem_bf16_1
        %lay_361 = cute.get_layout(%view_297) : !memref_gmem_bf16_3
        %lay_362 = cute.get_layout(%view_317) : !memref_rmem_bf16_1
        %240 = cute.static : !cute.layout<"1:0">
        %append_363 = cute.append_to_rank<2> (%lay_361, %240) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_364 = cute.append_to_rank<2> (%lay_362, %240) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_365 = cute.make_layout() : !cute_layout_8083f9
        %lay_366 = cute.make_layout() : !cute_layout_bb9a85
        %iter_367 = cute.get_iter(%view_335) : !memref_rmem_i8_1
        %lay_368 = cute.get_layout(%view_335) : !memref_rmem_i8_1
        %append_369 = cute.append_to_rank<2> (%lay_368, %240) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_370 = cute.make_layout() : !cute_layout_973764
        %sz_371 = cute.size(%lay_365) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %241 = cute.get_scalars(%sz_371) : !cute.int_tuple<"4">
        %c0_i32_372 = arith.constant 0 : i32
        %c1_i32_373 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_372 to %241 step %c1_i32_373  : i32 {
          %coord_512 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %269 = cute.get_scalars(%coord_512) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_513 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_514 = cute.crd2idx(%coord_512, %lay_365) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_515 = cute.add_offset(%iter_359, %idx_514) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_516 = cute.make_view(%ptr_515, %lay_513) : !memref_gmem_bf16_4
          %270 = cute.get_scalars(%coord_512) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_517 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_518 = cute.crd2idx(%coord_512, %lay_366) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_519 = cute.add_offset(%iter_360, %idx_518) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_520 = cute.make_view(%ptr_519, %lay_517) : !memref_rmem_bf16_2
          %271 = cute.get_scalars(%coord_512) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_521 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_522 = cute.crd2idx(%coord_512, %lay_370) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_523 = cute.add_offset(%iter_367, %idx_522) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_524 = cute.make_view(%ptr_523, %lay_521) : !memref_rmem_i8_2
          %iter_525 = cute.get_iter(%view_516) : !memref_gmem_bf16_4
          %iter_526 = cute.get_iter(%view_520) : !memref_rmem_bf16_2
          %iter_527 = cute.get_iter(%view_524) : !memref_rmem_i8_2
          %272 = builtin.unrealized_conversion_cast %iter_527 : !cute.ptr<i8, rmem> to !llvm.ptr
          %273 = llvm.load %272 : !llvm.ptr -> i8
          %274 = llvm.mlir.constant(0 : i8) : i8
          %275 = llvm.icmp "ne" %273, %274 : i8
          scf.if %275 {
            %276 = builtin.unrealized_conversion_cast %iter_525 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %277 = builtin.unrealized_conversion_cast %iter_526 : !cute_ptr_2914ae to !llvm.ptr
            %278 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %278, %277 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_374 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %242 = cute.get_shape(%lay_374) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_375, %e1_376, %e2_377, %e3_378 = cute.get_leaves(%242) : !cute.shape<"((8,1),1,4)">
        %lay_379 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %243 = cute.memref.load_vec(%rmem_240) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_380 = cute.get_layout(%rmem_240) : !memref_rmem_bf16_
        %244 = cute.get_shape(%lay_380) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_381, %e1_382, %e2_383, %e3_384 = cute.get_leaves(%244) : !cute.shape<"((8,1),1,4)">
        %245 = arith.extf %243 : vector<32xbf16> to vector<32xf32>
        %246 = vector.broadcast %151 : f32 to vector<32xf32>
        %247 = arith.subf %245, %246 : vector<32xf32>
        %cst_385 = arith.constant 1.44269502 : f32
        %248 = vector.broadcast %cst_385 : f32 to vector<32xf32>
        %249 = arith.mulf %247, %248 : vector<32xf32>
        %250 = math.exp2 %249 : vector<32xf32>
        %251 = vector.broadcast %161 : f32 to vector<32xf32>
        %252 = arith.mulf %250, %251 : vector<32xf32>
        %lay_386 = cute.get_layout(%view_111) : !memref_gmem_bf16_2
        %lay_387 = cute.make_layout() : !cute_layout_a987c4
        %rmem_388 = cute.memref.alloca(%lay_387) : !memref_rmem_bf16_
        %iter_389 = cute.get_iter(%rmem_388) : !memref_rmem_bf16_
        %iter_390 = cute.get_iter(%rmem_388) : !memref_rmem_bf16_
        %253 = arith.truncf %252 : vector<32xf32> to vector<32xbf16>
        %lay_391 = cute.get_layout(%rmem_388) : !memref_rmem_bf16_
        %254 = cute.get_shape(%lay_391) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_392, %e1_393, %e2_394, %e3_395 = cute.get_leaves(%254) : !cute.shape<"((8,1),1,4)">
        %lay_396 = cute.get_layout(%rmem_388) : !memref_rmem_bf16_
        %lay_397 = cute.get_layout(%rmem_388) : !memref_rmem_bf16_
        %255 = cute.get_shape(%lay_397) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_398, %e1_399, %e2_400, %e3_401 = cute.get_leaves(%255) : !cute.shape<"((8,1),1,4)">
        %int_tuple_402 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_403 = cute.size(%int_tuple_402) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_404 = cute.get_leaves(%sz_403) : !cute.int_tuple<"32">
        %int_tuple_405 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_406 = cute.size(%int_tuple_405) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_407 = cute.get_leaves(%sz_406) : !cute.int_tuple<"32">
        cute.memref.store_vec(%253, %rmem_388) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_408 = cute.get_layout(%rmem_388) : !memref_rmem_bf16_
        %256 = cute.get_shape(%lay_408) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_409, %e1_410, %e2_411, %e3_412 = cute.get_leaves(%256) : !cute.shape<"((8,1),1,4)">
        %lay_413 = cute.get_layout(%view_111) : !memref_gmem_bf16_2
        %257 = cute.get_shape(%lay_413) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_414, %e1_415, %e2_416, %e3_417 = cute.get_leaves(%257) : !cute.shape<"((8,1),1,4)">
        %lay_418 = cute.get_layout(%rmem_388) : !memref_rmem_bf16_
        %shape_419 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_420 = cute.make_layout() : !cute.layout<"1:0">
        %append_421 = cute.append_to_rank<2> (%lay_418, %lay_420) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_422 = cute.make_view(%iter_390, %append_421) : !memref_rmem_bf16_
        %iter_423 = cute.get_iter(%view_422) : !memref_rmem_bf16_
        %lay_424 = cute.get_layout(%view_422) : !memref_rmem_bf16_
        %258 = cute.get_shape(%lay_424) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_425, %e1_426, %e2_427, %e3_428 = cute.get_leaves(%258) : !cute.shape<"((8,1),1,4)">
        %lay_429 = cute.get_layout(%view_422) : !memref_rmem_bf16_
        %259 = cute.get_shape(%lay_429) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_430, %e1_431, %e2_432, %e3_433 = cute.get_leaves(%259) : !cute.shape<"((8,1),1,4)">
        %iter_434 = cute.get_iter(%view_422) : !memref_rmem_bf16_
        %view_435 = cute.make_view(%iter_434) : !memref_rmem_bf16_1
        %iter_436 = cute.get_iter(%view_435) : !memref_rmem_bf16_1
        %iter_437 = cute.get_iter(%view_435) : !memref_rmem_bf16_1
        %lay_438 = cute.get_layout(%view_111) : !memref_gmem_bf16_2
        %shape_439 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_440 = cute.make_layout() : !cute.layout<"1:0">
        %append_441 = cute.append_to_rank<2> (%lay_438, %lay_440) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_442 = cute.make_view(%iter_112, %append_441) : !memref_gmem_bf16_2
        %iter_443 = cute.get_iter(%view_442) : !memref_gmem_bf16_2
        %lay_444 = cute.get_layout(%view_442) : !memref_gmem_bf16_2
        %260 = cute.get_shape(%lay_444) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_445, %e1_446, %e2_447, %e3_448 = cute.get_leaves(%260) : !cute.shape<"((8,1),1,4)">
        %lay_449 = cute.get_layout(%view_442) : !memref_gmem_bf16_2
        %261 = cute.get_shape(%lay_449) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_450, %e1_451, %e2_452, %e3_453 = cute.get_leaves(%261) : !cute.shape<"((8,1),1,4)">
        %iter_454 = cute.get_iter(%view_442) : !memref_gmem_bf16_2
        %view_455 = cute.make_view(%iter_454) : !memref_gmem_bf16_3
        %iter_456 = cute.get_iter(%view_455) : !memref_gmem_bf16_3
        %iter_457 = cute.get_iter(%view_455) : !memref_gmem_bf16_3
        %lay_458 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_459 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_460 = cute.make_layout() : !cute.layout<"1:0">
        %append_461 = cute.append_to_rank<2> (%lay_458, %lay_460) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_462 = cute.make_view(%iter_150, %append_461) : !memref_rmem_i8_
        %iter_463 = cute.get_iter(%view_462) : !memref_rmem_i8_
        %lay_464 = cute.get_layout(%view_462) : !memref_rmem_i8_
        %262 = cute.get_shape(%lay_464) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_465, %e1_466, %e2_467 = cute.get_leaves(%262) : !cute.shape<"(1,1,4)">
        %lay_468 = cute.get_layout(%view_462) : !memref_rmem_i8_
        %263 = cute.get_shape(%lay_468) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_469, %e1_470, %e2_471 = cute.get_leaves(%263) : !cute.shape<"(1,1,4)">
        %iter_472 = cute.get_iter(%view_462) : !memref_rmem_i8_
        %view_473 = cute.make_view(%iter_472) : !memref_rmem_i8_1
        %iter_474 = cute.get_iter(%view_473) : !memref_rmem_i8_1
        %iter_475 = cute.get_iter(%view_473) : !memref_rmem_i8_1
        %lay_476 = cute.get_layout(%view_435) : !memref_rmem_bf16_1
        %264 = cute.get_shape(%lay_476) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_477, %e1_478, %e2_479, %e3_480 = cute.get_leaves(%264) : !cute.shape<"((8,1),(1,4))">
        %lay_481 = cute.get_layout(%view_455) : !memref_gmem_bf16_3
        %265 = cute.get_shape(%lay_481) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_482, %e1_483, %e2_484, %e3_485 = cute.get_leaves(%265) : !cute.shape<"((8,1),(1,4))">
        %lay_486 = cute.get_layout(%view_435) : !memref_rmem_bf16_1
        %sz_487 = cute.size(%lay_486) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_488 = cute.get_leaves(%sz_487) : !cute.int_tuple<"4">
        %lay_489 = cute.get_layout(%view_455) : !memref_gmem_bf16_3
        %sz_490 = cute.size(%lay_489) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_491 = cute.get_leaves(%sz_490) : !cute.int_tuple<"4">
        %lay_492 = cute.get_layout(%view_435) : !memref_rmem_bf16_1
        %266 = cute.get_shape(%lay_492) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_493, %e1_494, %e2_495, %e3_496 = cute.get_leaves(%266) : !cute.shape<"((8,1),(1,4))">
        %iter_497 = cute.get_iter(%view_435) : !memref_rmem_bf16_1
        %iter_498 = cute.get_iter(%view_455) : !memref_gmem_bf16_3
        %lay_499 = cute.get_layout(%view_435) : !memref_rmem_bf16_1
        %lay_500 = cute.get_layout(%view_455) : !memref_gmem_bf16_3
        %267 = cute.static : !cute.layout<"1:0">
        %append_501 = cute.append_to_rank<2> (%lay_499, %267) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_502 = cute.append_to_rank<2> (%lay_500, %267) : !cute_layout_e303c3, !cute.layout<"1:0">
        %lay_503 = cute.make_layout() : !cute_layout_bb9a85
        %lay_504 = cute.make_layout() : !cute_layout_8083f9
        %iter_505 = cute.get_iter(%view_473) : !memref_rmem_i8_1
        %lay_506 = cute.get_layout(%view_473) : !memref_rmem_i8_1
        %append_507 = cute.append_to_rank<2> (%lay_506, %267) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_508 = cute.make_layout() : !cute_layout_973764
        %sz_509 = cute.size(%lay_503) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %268 = cute.get_scalars(%sz_509) : !cute.int_tuple<"4">
        %c0_i32_510 = arith.constant 0 : i32
        %c1_i32_511 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_510 to %268 step %c1_i32_511  : i32 {
          %coord_512 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %269 = cute.get_scalars(%coord_512) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_513 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_514 = cute.crd2idx(%coord_512, %lay_503) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_515 = cute.add_offset(%iter_497, %idx_514) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_516 = cute.make_view(%ptr_515, %lay_513) : !memref_rmem_bf16_2
          %270 = cute.get_scalars(%coord_512) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_517 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_518 = cute.crd2idx(%coord_512, %lay_504) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_519 = cute.add_offset(%iter_498, %idx_518) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_520 = cute.make_view(%ptr_519, %lay_517) : !memref_gmem_bf16_4
          %271 = cute.get_scalars(%coord_512) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_521 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_522 = cute.crd2idx(%coord_512, %lay_508) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_523 = cute.add_offset(%iter_505, %idx_522) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_524 = cute.make_view(%ptr_523, %lay_521) : !memref_rmem_i8_2
          %iter_525 = cute.get_iter(%view_516) : !memref_rmem_bf16_2
          %iter_526 = cute.get_iter(%view_520) : !memref_gmem_bf16_4
          %iter_527 = cute.get_iter(%view_524) : !memref_rmem_i8_2
          %272 = builtin.unrealized_conversion_cast %iter_527 : !cute.ptr<i8, rmem> to !llvm.ptr
          %273 = llvm.load %272 : !llvm.ptr -> i8
          %274 = llvm.mlir.constant(0 : i8) : i8
          %275 = llvm.icmp "ne" %273, %274 : i8
          scf.if %275 {
            %276 = builtin.unrealized_conversion_cast %iter_525 : !cute_ptr_2914ae to !llvm.ptr
            %277 = builtin.unrealized_conversion_cast %iter_526 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %278 = llvm.load %276 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %278, %277 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg3 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_5, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
