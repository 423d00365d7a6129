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
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(0,0))">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(5000):(1)">
!memref_gmem_bf16_8 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !cute_coord_tensor_b6ed2e
      %1 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_8 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_bf16_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %lay_15 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %8 = arith.remsi %2, %c32_i32 : i32
      %9 = arith.floordivsi %2, %c32_i32 : i32
      %lay_16 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %sz = cute.size(%lay_16) <{mode = [1, 1]}> : (!cute_layout_ba17ea) -> !cute.int_tuple<"1">
      %e0_17 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %10:3 = scf.for %arg5 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %1) -> (f32, f32, !copy_simt)  : i32 {
        %coord_107 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_108 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_109 = cute.crd2idx(%coord_107, %lay_108) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_110 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_111 = cute.add_offset(%iter_110, %idx_109) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_112 = cute.make_view(%ptr_111) : !memref_gmem_bf16_2
        %iter_113 = cute.get_iter(%view_112) : !memref_gmem_bf16_2
        %iter_114 = cute.get_iter(%view_112) : !memref_gmem_bf16_2
        %coord_115 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_116 = cute.get_iter(%view_112) : !memref_gmem_bf16_2
        %178 = cute.get_scalars(%coord_115) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_117 = arith.constant 8 : i32
        %179 = arith.muli %178, %c8_i32_117 : i32
        %iv = cute.assume(%179) : (i32) -> !cute.i32<divby 8>
        %int_tuple_118 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_119 = cute.add_offset(%iter_116, %int_tuple_118) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_120 = cute.make_view(%ptr_119) : !memref_gmem_bf16_3
        %iter_121 = cute.get_iter(%view_120) : !memref_gmem_bf16_3
        %coord_122 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_123 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
        %idx_124 = cute.crd2idx(%coord_122, %lay_123) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_125 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
        %tup_126 = cute.add_offset(%iter_125, %idx_124) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_127 = cute.make_view(%tup_126) : !cute_coord_tensor_8cd4e3
        %iter_128 = cute.get_iter(%view_127) : !cute_coord_tensor_8cd4e3
        %tup_129 = cute.deref_arith_tuple_iter(%iter_128) : !cute.arith_tuple_iter<"(?,0)">
        %e0_130, %e1_131 = cute.get_leaves(%tup_129) : !cute.int_tuple<"(?,0)">
        %180 = cute.get_scalars(%e0_130) : !cute.int_tuple<"?">
        %iter_132 = cute.get_iter(%view_127) : !cute_coord_tensor_8cd4e3
        %tup_133 = cute.deref_arith_tuple_iter(%iter_132) : !cute.arith_tuple_iter<"(?,0)">
        %e0_134, %e1_135 = cute.get_leaves(%tup_133) : !cute.int_tuple<"(?,0)">
        %181 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?">
        %coord_136 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_137 = cute.get_iter(%view_127) : !cute_coord_tensor_8cd4e3
        %182 = cute.get_scalars(%coord_136) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_138 = arith.constant 8 : i32
        %183 = arith.muli %182, %c8_i32_138 : i32
        %iv_139 = cute.assume(%183) : (i32) -> !cute.i32<divby 8>
        %int_tuple_140 = cute.make_int_tuple(%iv_139) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_141 = cute.add_offset(%iter_137, %int_tuple_140) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_142 = cute.make_view(%tup_141) : !cute_coord_tensor_a108e0
        %iter_143 = cute.get_iter(%view_142) : !cute_coord_tensor_a108e0
        %tup_144 = cute.deref_arith_tuple_iter(%iter_143) : !cute_arith_tuple_iter_66b557
        %e0_145, %e1_146 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?{div=8})">
        %184 = cute.get_scalars(%e0_145) : !cute.int_tuple<"?">
        %185 = cute.get_scalars(%e1_146) : !cute.int_tuple<"?{div=8}">
        %lay_147 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %sz_148 = cute.size(%lay_147) <{mode = [0, 1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_149 = cute.get_leaves(%sz_148) : !cute.int_tuple<"1">
        %lay_150 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %sz_151 = cute.size(%lay_150) <{mode = [1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_152 = cute.get_leaves(%sz_151) : !cute.int_tuple<"1">
        %lay_153 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %sz_154 = cute.size(%lay_153) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_155 = cute.get_leaves(%sz_154) : !cute.int_tuple<"4">
        %shape_156 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_157 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_157) : !memref_rmem_i8_
        %iter_158 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_159 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_160 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_161 = cute.get_layout(%view_142) : !cute_coord_tensor_a108e0
        %idx_162 = cute.crd2idx(%coord_160, %lay_161) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_163 = cute.get_iter(%view_142) : !cute_coord_tensor_a108e0
        %tup_164 = cute.add_offset(%iter_163, %idx_162) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_165 = cute.make_view(%tup_164) : !cute_coord_tensor_8bc2ea
        %iter_166 = cute.get_iter(%view_165) : !cute_coord_tensor_8bc2ea
        %tup_167 = cute.deref_arith_tuple_iter(%iter_166) : !cute_arith_tuple_iter_66b557
        %e0_168, %e1_169 = cute.get_leaves(%tup_167) : !cute.int_tuple<"(?,?{div=8})">
        %186 = cute.get_scalars(%e0_168) : !cute.int_tuple<"?">
        %187 = cute.get_scalars(%e1_169) : !cute.int_tuple<"?{div=8}">
        %iter_170 = cute.get_iter(%view_165) : !cute_coord_tensor_8bc2ea
        %tup_171 = cute.deref_arith_tuple_iter(%iter_170) : !cute_arith_tuple_iter_66b557
        %e0_172, %e1_173 = cute.get_leaves(%tup_171) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_172) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_173) : !cute.int_tuple<"?{div=8}">
        %iter_174 = cute.get_iter(%view_165) : !cute_coord_tensor_8bc2ea
        %tup_175 = cute.deref_arith_tuple_iter(%iter_174) : !cute_arith_tuple_iter_66b557
        %e0_176, %e1_177 = cute.get_leaves(%tup_175) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_176) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_177) : !cute.int_tuple<"?{div=8}">
        %coord_178 = cute.make_coord(%e0_176, %e1_177) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_179 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %192:2 = cute.get_scalars(%coord_178) : !cute.coord<"(?,?{div=8})">
        %193:2 = cute.get_scalars(%coord_179) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %194 = arith.cmpi slt, %192#0, %193#0 : i32
        %195 = arith.andi %true, %194 : i1
        %196 = arith.cmpi slt, %192#1, %193#1 : i32
        %197 = arith.andi %195, %196 : i1
        %198 = arith.extui %197 : i1 to i8
        %coord_180 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_180, %198) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_181 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_182 = cute.get_layout(%view_142) : !cute_coord_tensor_a108e0
        %idx_183 = cute.crd2idx(%coord_181, %lay_182) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_184 = cute.get_iter(%view_142) : !cute_coord_tensor_a108e0
        %tup_185 = cute.add_offset(%iter_184, %idx_183) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_186 = cute.make_view(%tup_185) : !cute_coord_tensor_8bc2ea
        %iter_187 = cute.get_iter(%view_186) : !cute_coord_tensor_8bc2ea
        %tup_188 = cute.deref_arith_tuple_iter(%iter_187) : !cute_arith_tuple_iter_66b557
        %e0_189, %e1_190 = cute.get_leaves(%tup_188) : !cute.int_tuple<"(?,?{div=8})">
        %199 = cute.get_scalars(%e0_189) : !cute.int_tuple<"?">
        %200 = cute.get_scalars(%e1_190) : !cute.int_tuple<"?{div=8}">
        %iter_191 = cute.get_iter(%view_186) : !cute_coord_tensor_8bc2ea
        %tup_192 = cute.deref_arith_tuple_iter(%iter_191) : !cute_arith_tuple_iter_66b557
        %e0_193, %e1_194 = cute.get_leaves(%tup_192) : !cute.int_tuple<"(?,?{div=8})">
        %201 = cute.get_scalars(%e0_193) : !cute.int_tuple<"?">
        %202 = cute.get_scalars(%e1_194) : !cute.int_tuple<"?{div=8}">
        %iter_195 = cute.get_iter(%view_186) : !cute_coord_tensor_8bc2ea
        %tup_196 = cute.deref_arith_tuple_iter(%iter_195) : !cute_arith_tuple_iter_66b557
        %e0_197, %e1_198 = cute.get_leaves(%tup_196) : !cute.int_tuple<"(?,?{div=8})">
        %203 = cute.get_scalars(%e0_197) : !cute.int_tuple<"?">
        %204 = cute.get_scalars(%e1_198) : !cute.int_tuple<"?{div=8}">
        %coord_199 = cute.make_coord(%e0_197, %e1_198) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_200 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %205:2 = cute.get_scalars(%coord_199) : !cute.coord<"(?,?{div=8})">
        %206:2 = cute.get_scalars(%coord_200) : !cute.coord<"(96,5000)">
        %true_201 = arith.constant true
        %207 = arith.cmpi slt, %205#0, %206#0 : i32
        %208 = arith.andi %true_201, %207 : i1
        %209 = arith.cmpi slt, %205#1, %206#1 : i32
        %210 = arith.andi %208, %209 : i1
        %211 = arith.extui %210 : i1 to i8
        %coord_202 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_202, %211) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_203 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_204 = cute.get_layout(%view_142) : !cute_coord_tensor_a108e0
        %idx_205 = cute.crd2idx(%coord_203, %lay_204) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_206 = cute.get_iter(%view_142) : !cute_coord_tensor_a108e0
        %tup_207 = cute.add_offset(%iter_206, %idx_205) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_208 = cute.make_view(%tup_207) : !cute_coord_tensor_8bc2ea
        %iter_209 = cute.get_iter(%view_208) : !cute_coord_tensor_8bc2ea
        %tup_210 = cute.deref_arith_tuple_iter(%iter_209) : !cute_arith_tuple_iter_66b557
        %e0_211, %e1_212 = cute.get_leaves(%tup_210) : !cute.int_tuple<"(?,?{div=8})">
        %212 = cute.get_scalars(%e0_211) : !cute.int_tuple<"?">
        %213 = cute.get_scalars(%e1_212) : !cute.int_tuple<"?{div=8}">
        %iter_213 = cute.get_iter(%view_208) : !cute_coord_tensor_8bc2ea
        %tup_214 = cute.deref_arith_tuple_iter(%iter_213) : !cute_arith_tuple_iter_66b557
        %e0_215, %e1_216 = cute.get_leaves(%tup_214) : !cute.int_tuple<"(?,?{div=8})">
        %214 = cute.get_scalars(%e0_215) : !cute.int_tuple<"?">
        %215 = cute.get_scalars(%e1_216) : !cute.int_tuple<"?{div=8}">
        %iter_217 = cute.get_iter(%view_208) : !cute_coord_tensor_8bc2ea
        %tup_218 = cute.deref_arith_tuple_iter(%iter_217) : !cute_arith_tuple_iter_66b557
        %e0_219, %e1_220 = cute.get_leaves(%tup_218) : !cute.int_tuple<"(?,?{div=8})">
        %216 = cute.get_scalars(%e0_219) : !cute.int_tuple<"?">
        %217 = cute.get_scalars(%e1_220) : !cute.int_tuple<"?{div=8}">
        %coord_221 = cute.make_coord(%e0_219, %e1_220) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_222 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %218:2 = cute.get_scalars(%coord_221) : !cute.coord<"(?,?{div=8})">
        %219:2 = cute.get_scalars(%coord_222) : !cute.coord<"(96,5000)">
        %true_223 = arith.constant true
        %220 = arith.cmpi slt, %218#0, %219#0 : i32
        %221 = arith.andi %true_223, %220 : i1
        %222 = arith.cmpi slt, %218#1, %219#1 : i32
        %223 = arith.andi %221, %222 : i1
        %224 = arith.extui %223 : i1 to i8
        %coord_224 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_224, %224) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_225 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_226 = cute.get_layout(%view_142) : !cute_coord_tensor_a108e0
        %idx_227 = cute.crd2idx(%coord_225, %lay_226) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_228 = cute.get_iter(%view_142) : !cute_coord_tensor_a108e0
        %tup_229 = cute.add_offset(%iter_228, %idx_227) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_230 = cute.make_view(%tup_229) : !cute_coord_tensor_8bc2ea
        %iter_231 = cute.get_iter(%view_230) : !cute_coord_tensor_8bc2ea
        %tup_232 = cute.deref_arith_tuple_iter(%iter_231) : !cute_arith_tuple_iter_66b557
        %e0_233, %e1_234 = cute.get_leaves(%tup_232) : !cute.int_tuple<"(?,?{div=8})">
        %225 = cute.get_scalars(%e0_233) : !cute.int_tuple<"?">
        %226 = cute.get_scalars(%e1_234) : !cute.int_tuple<"?{div=8}">
        %iter_235 = cute.get_iter(%view_230) : !cute_coord_tensor_8bc2ea
        %tup_236 = cute.deref_arith_tuple_iter(%iter_235) : !cute_arith_tuple_iter_66b557
        %e0_237, %e1_238 = cute.get_leaves(%tup_236) : !cute.int_tuple<"(?,?{div=8})">
        %227 = cute.get_scalars(%e0_237) : !cute.int_tuple<"?">
        %228 = cute.get_scalars(%e1_238) : !cute.int_tuple<"?{div=8}">
        %iter_239 = cute.get_iter(%view_230) : !cute_coord_tensor_8bc2ea
        %tup_240 = cute.deref_arith_tuple_iter(%iter_239) : !cute_arith_tuple_iter_66b557
        %e0_241, %e1_242 = cute.get_leaves(%tup_240) : !cute.int_tuple<"(?,?{div=8})">
        %229 = cute.get_scalars(%e0_241) : !cute.int_tuple<"?">
        %230 = cute.get_scalars(%e1_242) : !cute.int_tuple<"?{div=8}">
        %coord_243 = cute.make_coord(%e0_241, %e1_242) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_244 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %231:2 = cute.get_scalars(%coord_243) : !cute.coord<"(?,?{div=8})">
        %232:2 = cute.get_scalars(%coord_244) : !cute.coord<"(96,5000)">
        %true_245 = arith.constant true
        %233 = arith.cmpi slt, %231#0, %232#0 : i32
        %234 = arith.andi %true_245, %233 : i1
        %235 = arith.cmpi slt, %231#1, %232#1 : i32
        %236 = arith.andi %234, %235 : i1
        %237 = arith.extui %236 : i1 to i8
        %coord_246 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_246, %237) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_247 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %lay_248 = cute.make_layout() : !cute_layout_a987c4
        %rmem_249 = cute.memref.alloca(%lay_248) : !memref_rmem_bf16_
        %iter_250 = cute.get_iter(%rmem_249) : !memref_rmem_bf16_
        %iter_251 = cute.get_iter(%rmem_249) : !memref_rmem_bf16_
        %lay_252 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %lay_253 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %sz_254 = cute.size(%lay_253) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_255 = cute.get_leaves(%sz_254) : !cute.int_tuple<"32">
        %lay_256 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %238 = cute.get_shape(%lay_256) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_257, %e1_258, %e2, %e3 = cute.get_leaves(%238) : !cute.shape<"((8,1),1,4)">
        %int_tuple_259 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_260 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_261 = cute.get_leaves(%int_tuple_260) : !cute.int_tuple<"32">
        %cst_262 = arith.constant 0.000000e+00 : bf16
        %239 = vector.splat %cst_262 : vector<32xbf16>
        %lay_263 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %240 = cute.get_shape(%lay_263) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_264, %e1_265, %e2_266, %e3_267 = cute.get_leaves(%240) : !cute.shape<"((8,1),1,4)">
        %lay_268 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %lay_269 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %241 = cute.get_shape(%lay_269) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_270, %e1_271, %e2_272, %e3_273 = cute.get_leaves(%241) : !cute.shape<"((8,1),1,4)">
        %int_tuple_274 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_275 = cute.size(%int_tuple_274) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_276 = cute.get_leaves(%sz_275) : !cute.int_tuple<"32">
        %int_tuple_277 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_278 = cute.size(%int_tuple_277) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_279 = cute.get_leaves(%sz_278) : !cute.int_tuple<"32">
        cute.memref.store_vec(%239, %rmem_249) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_280 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %242 = cute.get_shape(%lay_280) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_281, %e1_282, %e2_283, %e3_284 = cute.get_leaves(%242) : !cute.shape<"((8,1),1,4)">
        %lay_285 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %243 = cute.get_shape(%lay_285) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%243) : !cute.shape<"((8,1),1,4)">
        %lay_290 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %shape_291 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_292 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_290, %lay_292) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_293 = cute.make_view(%iter_121, %append) : !memref_gmem_bf16_3
        %iter_294 = cute.get_iter(%view_293) : !memref_gmem_bf16_3
        %lay_295 = cute.get_layout(%view_293) : !memref_gmem_bf16_3
        %244 = cute.get_shape(%lay_295) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%244) : !cute.shape<"((8,1),1,4)">
        %lay_300 = cute.get_layout(%view_293) : !memref_gmem_bf16_3
        %245 = cute.get_shape(%lay_300) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_301, %e1_302, %e2_303, %e3_304 = cute.get_leaves(%245) : !cute.shape<"((8,1),1,4)">
        %iter_305 = cute.get_iter(%view_293) : !memref_gmem_bf16_3
        %view_306 = cute.make_view(%iter_305) : !memref_gmem_bf16_4
        %iter_307 = cute.get_iter(%view_306) : !memref_gmem_bf16_4
        %iter_308 = cute.get_iter(%view_306) : !memref_gmem_bf16_4
        %lay_309 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %shape_310 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_311 = cute.make_layout() : !cute.layout<"1:0">
        %append_312 = cute.append_to_rank<2> (%lay_309, %lay_311) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_313 = cute.make_view(%iter_251, %append_312) : !memref_rmem_bf16_
        %iter_314 = cute.get_iter(%view_313) : !memref_rmem_bf16_
        %lay_315 = cute.get_layout(%view_313) : !memref_rmem_bf16_
        %246 = cute.get_shape(%lay_315) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_316, %e1_317, %e2_318, %e3_319 = cute.get_leaves(%246) : !cute.shape<"((8,1),1,4)">
        %lay_320 = cute.get_layout(%view_313) : !memref_rmem_bf16_
        %247 = cute.get_shape(%lay_320) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_321, %e1_322, %e2_323, %e3_324 = cute.get_leaves(%247) : !cute.shape<"((8,1),1,4)">
        %iter_325 = cute.get_iter(%view_313) : !memref_rmem_bf16_
        %view_326 = cute.make_view(%iter_325) : !memref_rmem_bf16_1
        %iter_327 = cute.get_iter(%view_326) : !memref_rmem_bf16_1
        %iter_328 = cute.get_iter(%view_326) : !memref_rmem_bf16_1
        %lay_329 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_330 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_331 = cute.make_layout() : !cute.layout<"1:0">
        %append_332 = cute.append_to_rank<2> (%lay_329, %lay_331) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_333 = cute.make_view(%iter_159, %append_332) : !memref_rmem_i8_
        %iter_334 = cute.get_iter(%view_333) : !memref_rmem_i8_
        %lay_335 = cute.get_layout(%view_333) : !memref_rmem_i8_
        %248 = cute.get_shape(%lay_335) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_336, %e1_337, %e2_338 = cute.get_leaves(%248) : !cute.shape<"(1,1,4)">
        %lay_339 = cute.get_layout(%view_333) : !memref_rmem_i8_
        %249 = cute.get_shape(%lay_339) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_340, %e1_341, %e2_342 = cute.get_leaves(%249) : !cute.shape<"(1,1,4)">
        %iter_343 = cute.get_iter(%view_333) : !memref_rmem_i8_
        %view_344 = cute.make_view(%iter_343) : !memref_rmem_i8_1
        %iter_345 = cute.get_iter(%view_344) : !memref_rmem_i8_1
        %iter_346 = cute.get_iter(%view_344) : !memref_rmem_i8_1
        %lay_347 = cute.get_layout(%view_306) : !memref_gmem_bf16_4
        %250 = cute.get_shape(%lay_347) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_348, %e1_349, %e2_350, %e3_351 = cute.get_leaves(%250) : !cute.shape<"((8,1),(1,4))">
        %lay_352 = cute.get_layout(%view_326) : !memref_rmem_bf16_1
        %251 = cute.get_shape(%lay_352) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%251) : !cute.shape<"((8,1),(1,4))">
        %lay_357 = cute.get_layout(%view_306) : !memref_gmem_bf16_4
        %sz_358 = cute.size(%lay_357) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_359 = cute.get_leaves(%sz_358) : !cute.int_tuple<"4">
        %lay_360 = cute.get_layout(%view_326) : !memref_rmem_bf16_1
        %sz_361 = cute.size(%lay_360) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_362 = cute.get_leaves(%sz_361) : !cute.int_tuple<"4">
        %lay_363 = cute.get_layout(%view_306) : !memref_gmem_bf16_4
        %252 = cute.get_shape(%lay_363) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_364, %e1_365, %e2_366, %e3_367 = cute.get_leaves(%252) : !cute.shape<"((8,1),(1,4))">
        %iter_368 = cute.get_iter(%view_306) : !memref_gmem_bf16_4
        %iter_369 = cute.get_iter(%view_326) : !memref_rmem_bf16_1
        %lay_370 = cute.get_layout(%view_306) : !memref_gmem_bf16_4
        %lay_371 = cute.get_layout(%view_326) : !memref_rmem_bf16_1
        %253 = cute.static : !cute.layout<"1:0">
        %append_372 = cute.append_to_rank<2> (%lay_370, %253) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_373 = cute.append_to_rank<2> (%lay_371, %253) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_374 = cute.make_layout() : !cute_layout_8083f9
        %lay_375 = cute.make_layout() : !cute_layout_bb9a85
        %iter_376 = cute.get_iter(%view_344) : !memref_rmem_i8_1
        %lay_377 = cute.get_layout(%view_344) : !memref_rmem_i8_1
        %append_378 = cute.append_to_rank<2> (%lay_377, %253) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_379 = cute.make_layout() : !cute_layout_973764
        %sz_380 = cute.size(%lay_374) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %254 = cute.get_scalars(%sz_380) : !cute.int_tuple<"4">
        %c0_i32_381 = arith.constant 0 : i32
        %c1_i32_382 = arith.constant 1 : i32
        scf.for %arg9 = %c0_i32_381 to %254 step %c1_i32_382  : i32 {
          %coord_400 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,?)">
          %276 = cute.get_scalars(%coord_400) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_401 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_402 = cute.crd2idx(%coord_400, %lay_374) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_403 = cute.add_offset(%iter_368, %idx_402) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_404 = cute.make_view(%ptr_403, %lay_401) : !memref_gmem_bf16_5
          %277 = cute.get_scalars(%coord_400) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_405 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_406 = cute.crd2idx(%coord_400, %lay_375) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_407 = cute.add_offset(%iter_369, %idx_406) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_408 = cute.make_view(%ptr_407, %lay_405) : !memref_rmem_bf16_2
          %278 = cute.get_scalars(%coord_400) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_409 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_410 = cute.crd2idx(%coord_400, %lay_379) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_411 = cute.add_offset(%iter_376, %idx_410) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_412 = cute.make_view(%ptr_411, %lay_409) : !memref_rmem_i8_2
          %iter_413 = cute.get_iter(%view_404) : !memref_gmem_bf16_5
          %iter_414 = cute.get_iter(%view_408) : !memref_rmem_bf16_2
          %iter_415 = cute.get_iter(%view_412) : !memref_rmem_i8_2
          %279 = builtin.unrealized_conversion_cast %iter_415 : !cute.ptr<i8, rmem> to !llvm.ptr
          %280 = llvm.load %279 : !llvm.ptr -> i8
          %281 = llvm.mlir.constant(0 : i8) : i8
          %282 = llvm.icmp "ne" %280, %281 : i8
          scf.if %282 {
            %283 = builtin.unrealized_conversion_cast %iter_413 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %284 = builtin.unrealized_conversion_cast %iter_414 : !cute_ptr_2914ae to !llvm.ptr
            %285 = llvm.load %283 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %285, %284 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_383 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %255 = cute.get_shape(%lay_383) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_384, %e1_385, %e2_386, %e3_387 = cute.get_leaves(%255) : !cute.shape<"((8,1),1,4)">
        %lay_388 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %256 = cute.memref.load_vec(%rmem_249) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_389 = cute.get_layout(%rmem_249) : !memref_rmem_bf16_
        %257 = cute.get_shape(%lay_389) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_390, %e1_391, %e2_392, %e3_393 = cute.get_leaves(%257) : !cute.shape<"((8,1),1,4)">
        %258 = arith.extf %256 : vector<32xbf16> to vector<32xf32>
        %cst_394 = arith.constant 0.000000e+00 : f32
        %259 = vector.broadcast %cst_394 : f32 to vector<32xf32>
        %260 = arith.cmpf olt, %258, %259 : vector<32xf32>
        %cst_395 = arith.constant 0.000000e+00 : f32
        %261 = vector.broadcast %cst_395 : f32 to vector<32xf32>
        %262 = arith.subf %261, %258 : vector<32xf32>
        %263 = arith.select %260, %262, %258 : vector<32xi1>, vector<32xf32>
        %cst_396 = arith.constant 0.000000e+00 : f32
        %264 = vector.reduction <maximumf>, %263, %cst_396 : vector<32xf32> into f32
        %265 = arith.maximumf %arg7, %264 : f32
        %cst_397 = arith.constant 1.17549435E-38 : f32
        %266 = arith.maximumf %265, %cst_397 : f32
        %cst_398 = arith.constant 1.000000e+00 : f32
        %267 = arith.divf %cst_398, %266 : f32
        %268 = vector.broadcast %267 : f32 to vector<32xf32>
        %269 = arith.mulf %258, %268 : vector<32xf32>
        %270 = arith.mulf %arg7, %267 : f32
        %271 = arith.mulf %arg6, %270 : f32
        %272 = arith.mulf %271, %270 : f32
        %273 = arith.mulf %269, %269 : vector<32xf32>
        %cst_399 = arith.constant 0.000000e+00 : f32
        %274 = vector.reduction <add>, %273, %cst_399 : vector<32xf32> into f32
        %275 = arith.addf %272, %274 : f32
        scf.yield %275, %265, %arg8 : f32, f32, !copy_simt
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
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_36 = arith.constant 31 : i32
      %47 = nvvm.shfl.sync  bfly %c-1_i32_35, %37, %c2_i32, %c31_i32_36 : f32 -> f32
      %c-1_i32_37 = arith.constant -1 : i32
      %c2_i32_38 = arith.constant 2 : i32
      %c31_i32_39 = arith.constant 31 : i32
      %48 = nvvm.shfl.sync  bfly %c-1_i32_37, %46, %c2_i32_38, %c31_i32_39 : f32 -> f32
      %49 = arith.maximumf %37, %47 : f32
      %cst_40 = arith.constant 1.17549435E-38 : f32
      %50 = arith.maximumf %49, %cst_40 : f32
      %51 = arith.divf %cst_22, %50 : f32
      %52 = arith.mulf %37, %51 : f32
      %53 = arith.mulf %47, %51 : f32
      %54 = arith.mulf %46, %52 : f32
      %55 = arith.mulf %54, %52 : f32
      %56 = arith.mulf %48, %53 : f32
      %57 = arith.mulf %56, %53 : f32
      %58 = arith.addf %55, %57 : f32
      %c-1_i32_41 = arith.constant -1 : i32
      %c1_i32_42 = arith.constant 1 : i32
      %c31_i32_43 = arith.constant 31 : i32
      %59 = nvvm.shfl.sync  bfly %c-1_i32_41, %49, %c1_i32_42, %c31_i32_43 : f32 -> f32
      %c-1_i32_44 = arith.constant -1 : i32
      %c1_i32_45 = arith.constant 1 : i32
      %c31_i32_46 = arith.constant 31 : i32
      %60 = nvvm.shfl.sync  bfly %c-1_i32_44, %58, %c1_i32_45, %c31_i32_46 : f32 -> f32
      %61 = arith.maximumf %49, %59 : f32
      %cst_47 = arith.constant 1.17549435E-38 : f32
      %62 = arith.maximumf %61, %cst_47 : f32
      %63 = arith.divf %cst_22, %62 : f32
      %64 = arith.mulf %49, %63 : f32
      %65 = arith.mulf %59, %63 : f32
      %66 = arith.mulf %58, %64 : f32
      %67 = arith.mulf %66, %64 : f32
      %68 = arith.mulf %60, %65 : f32
      %69 = arith.mulf %68, %65 : f32
      %70 = arith.addf %67, %69 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_48 = cute.make_layout() : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_48) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_49 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_48) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_50 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %71 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      %iter_51 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_51, %lay_48) : !memref_smem_f32_
      %iter_52 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_53 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_54 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_55 = cute.make_layout() : !cute.layout<"8:1">
      %coord_56 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_57 = cute.crd2idx(%coord_56, %lay_55) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_58 = cute.get_leaves(%idx_57) : !cute.int_tuple<"0">
      %cosz_59 = cute.cosize(%lay_55) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_60 = cute.get_leaves(%cosz_59) : !cute.int_tuple<"8">
      %int_tuple_61 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr_62 = cute.add_offset(%ptr, %int_tuple_61) : (!cute.ptr<i8, smem, align<32>>, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size_63 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c64_i32 = arith.constant 64 : i32
      %72 = arith.cmpi sge, %smem_size_63, %c64_i32 : i32
      %iter_64 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<f32, smem, align<32>>
      %view_65 = cute.make_view(%iter_64, %lay_55) : !memref_smem_f32_1
      %iter_66 = cute.get_iter(%view_65) : !memref_smem_f32_1
      %iter_67 = cute.get_iter(%view_65) : !memref_smem_f32_1
      %c0_i32_68 = arith.constant 0 : i32
      %73 = arith.cmpi eq, %8, %c0_i32_68 : i32
      %74:2 = scf.if %73 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_107 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_108 = cute.get_iter(%view_65) : !memref_smem_f32_1
        %coord_109 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_109, %61) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_110 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_65, %coord_110, %70) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_65 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_107 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_108 = cute.get_iter(%view_65) : !memref_smem_f32_1
        scf.yield %view, %view_65 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_69 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_70 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_71 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_72 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_73 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_74 = cute.get_iter(%74#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_75 = cute.make_coord() : () -> !cute.coord<"0">
      %75 = cute.memref.load(%74#0, %coord_75) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_76 = cute.make_coord() : () -> !cute.coord<"0">
      %76 = cute.memref.load(%74#1, %coord_76) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"1">
      %77 = cute.memref.load(%74#0, %coord_77) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"1">
      %78 = cute.memref.load(%74#1, %coord_78) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %79 = arith.maximumf %75, %77 : f32
      %cst_79 = arith.constant 1.17549435E-38 : f32
      %80 = arith.maximumf %79, %cst_79 : f32
      %81 = arith.divf %cst_22, %80 : f32
      %82 = arith.mulf %75, %81 : f32
      %83 = arith.mulf %77, %81 : f32
      %84 = arith.mulf %76, %82 : f32
      %85 = arith.mulf %84, %82 : f32
      %86 = arith.mulf %78, %83 : f32
      %87 = arith.mulf %86, %83 : f32
      %88 = arith.addf %85, %87 : f32
      %coord_80 = cute.make_coord() : () -> !cute.coord<"2">
      %89 = cute.memref.load(%74#0, %coord_80) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_81 = cute.make_coord() : () -> !cute.coord<"2">
      %90 = cute.memref.load(%74#1, %coord_81) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %91 = arith.maximumf %79, %89 : f32
      %cst_82 = arith.constant 1.17549435E-38 : f32
      %92 = arith.maximumf %91, %cst_82 : f32
      %93 = arith.divf %cst_22, %92 : f32
      %94 = arith.mulf %79, %93 : f32
      %95 = arith.mulf %89, %93 : f32
      %96 = arith.mulf %88, %94 : f32
      %97 = arith.mulf %96, %94 : f32
      %98 = arith.mulf %90, %95 : f32
      %99 = arith.mulf %98, %95 : f32
      %100 = arith.addf %97, %99 : f32
      %coord_83 = cute.make_coord() : () -> !cute.coord<"3">
      %101 = cute.memref.load(%74#0, %coord_83) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_84 = cute.make_coord() : () -> !cute.coord<"3">
      %102 = cute.memref.load(%74#1, %coord_84) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %103 = arith.maximumf %91, %101 : f32
      %cst_85 = arith.constant 1.17549435E-38 : f32
      %104 = arith.maximumf %103, %cst_85 : f32
      %105 = arith.divf %cst_22, %104 : f32
      %106 = arith.mulf %91, %105 : f32
      %107 = arith.mulf %101, %105 : f32
      %108 = arith.mulf %100, %106 : f32
      %109 = arith.mulf %108, %106 : f32
      %110 = arith.mulf %102, %107 : f32
      %111 = arith.mulf %110, %107 : f32
      %112 = arith.addf %109, %111 : f32
      %coord_86 = cute.make_coord() : () -> !cute.coord<"4">
      %113 = cute.memref.load(%74#0, %coord_86) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %coord_87 = cute.make_coord() : () -> !cute.coord<"4">
      %114 = cute.memref.load(%74#1, %coord_87) : (!memref_smem_f32_1, !cute.coord<"4">) -> f32
      %115 = arith.maximumf %103, %113 : f32
      %cst_88 = arith.constant 1.17549435E-38 : f32
      %116 = arith.maximumf %115, %cst_88 : f32
      %117 = arith.divf %cst_22, %116 : f32
      %118 = arith.mulf %103, %117 : f32
      %119 = arith.mulf %113, %117 : f32
      %120 = arith.mulf %112, %118 : f32
      %121 = arith.mulf %120, %118 : f32
      %122 = arith.mulf %114, %119 : f32
      %123 = arith.mulf %122, %119 : f32
      %124 = arith.addf %121, %123 : f32
      %coord_89 = cute.make_coord() : () -> !cute.coord<"5">
      %125 = cute.memref.load(%74#0, %coord_89) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %coord_90 = cute.make_coord() : () -> !cute.coord<"5">
      %126 = cute.memref.load(%74#1, %coord_90) : (!memref_smem_f32_1, !cute.coord<"5">) -> f32
      %127 = arith.maximumf %115, %125 : f32
      %cst_91 = arith.constant 1.17549435E-38 : f32
      %128 = arith.maximumf %127, %cst_91 : f32
      %129 = arith.divf %cst_22, %128 : f32
      %130 = arith.mulf %115, %129 : f32
      %131 = arith.mulf %125, %129 : f32
      %132 = arith.mulf %124, %130 : f32
      %133 = arith.mulf %132, %130 : f32
      %134 = arith.mulf %126, %131 : f32
      %135 = arith.mulf %134, %131 : f32
      %136 = arith.addf %133, %135 : f32
      %coord_92 = cute.make_coord() : () -> !cute.coord<"6">
      %137 = cute.memref.load(%74#0, %coord_92) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %coord_93 = cute.make_coord() : () -> !cute.coord<"6">
      %138 = cute.memref.load(%74#1, %coord_93) : (!memref_smem_f32_1, !cute.coord<"6">) -> f32
      %139 = arith.maximumf %127, %137 : f32
      %cst_94 = arith.constant 1.17549435E-38 : f32
      %140 = arith.maximumf %139, %cst_94 : f32
      %141 = arith.divf %cst_22, %140 : f32
      %142 = arith.mulf %127, %141 : f32
      %143 = arith.mulf %137, %141 : f32
      %144 = arith.mulf %136, %142 : f32
      %145 = arith.mulf %144, %142 : f32
      %146 = arith.mulf %138, %143 : f32
      %147 = arith.mulf %146, %143 : f32
      %148 = arith.addf %145, %147 : f32
      %coord_95 = cute.make_coord() : () -> !cute.coord<"7">
      %149 = cute.memref.load(%74#0, %coord_95) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %coord_96 = cute.make_coord() : () -> !cute.coord<"7">
      %150 = cute.memref.load(%74#1, %coord_96) : (!memref_smem_f32_1, !cute.coord<"7">) -> f32
      %151 = arith.maximumf %139, %149 : f32
      %cst_97 = arith.constant 1.17549435E-38 : f32
      %152 = arith.maximumf %151, %cst_97 : f32
      %153 = arith.divf %cst_22, %152 : f32
      %154 = arith.mulf %139, %153 : f32
      %155 = arith.mulf %149, %153 : f32
      %156 = arith.mulf %148, %154 : f32
      %157 = arith.mulf %156, %154 : f32
      %158 = arith.mulf %150, %155 : f32
      %159 = arith.mulf %158, %155 : f32
      %160 = arith.addf %157, %159 : f32
      %int_tuple_98 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_99 = cute.size(%int_tuple_98) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_100 = cute.get_leaves(%sz_99) : !cute.int_tuple<"5000">
      %cst_101 = arith.constant 5.000000e+03 : f32
      %161 = arith.divf %160, %cst_101 : f32
      %cst_102 = arith.constant 1.17549435E-38 : f32
      %162 = arith.maximumf %151, %cst_102 : f32
      %163 = arith.divf %cst_22, %162 : f32
      %164 = arith.mulf %151, %151 : f32
      %165 = arith.mulf %164, %161 : f32
      %166 = arith.addf %165, %arg4 : f32
      %167 = math.rsqrt %166 : f32
      %168 = arith.mulf %arg4, %163 : f32
      %169 = arith.mulf %168, %163 : f32
      %170 = arith.addf %161, %169 : f32
      %171 = math.rsqrt %170 : f32
      %172 = arith.mulf %163, %171 : f32
      %cst_103 = arith.constant 9.99999984E+17 : f32
      %173 = arith.cmpf ogt, %151, %cst_103 : f32
      %174 = scf.if %173 -> (f32) {
        scf.yield %172 : f32
      } else {
        scf.yield %167 : f32
      }
      %175 = arith.cmpi eq, %2, %c0_i32_68 : i32
      %176 = scf.if %175 -> (!memref_gmem_f32_) {
        %iter_107 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_108 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_108, %174) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_107 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_104 = cute.get_iter(%176) : !memref_gmem_f32_
      %iter_105 = cute.get_iter(%176) : !memref_gmem_f32_
      %iter_106 = cute.get_iter(%176) : !memref_gmem_f32_
      %177 = scf.for %arg5 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg6 = %10#2) -> (!copy_simt)  : i32 {
        %coord_107 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_108 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_109 = cute.crd2idx(%coord_107, %lay_108) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_110 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_111 = cute.add_offset(%iter_110, %idx_109) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_112 = cute.make_view(%ptr_111) : !memref_gmem_bf16_2
        %iter_113 = cute.get_iter(%view_112) : !memref_gmem_bf16_2
        %iter_114 = cute.get_iter(%view_112) : !memref_gmem_bf16_2
        %coord_115 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_116 = cute.get_iter(%view_112) : !memref_gmem_bf16_2
        %178 = cute.get_scalars(%coord_115) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_117 = arith.constant 8 : i32
        %179 = arith.muli %178, %c8_i32_117 : i32
        %iv = cute.assume(%179) : (i32) -> !cute.i32<divby 8>
        %int_tuple_118 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_119 = cute.add_offset(%iter_116, %int_tuple_118) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_120 = cute.make_view(%ptr_119) : !memref_gmem_bf16_3
        %iter_121 = cute.get_iter(%view_120) : !memref_gmem_bf16_3
        %coord_122 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_123 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
        %idx_124 = cute.crd2idx(%coord_122, %lay_123) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,8192),(96,1)):((0,1),(0,0))">) -> !cute.int_tuple<"0">
        %iter_125 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
        %ptr_126 = cute.add_offset(%iter_125, %idx_124) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
        %view_127 = cute.make_view(%ptr_126) : !memref_gmem_bf16_2
        %iter_128 = cute.get_iter(%view_127) : !memref_gmem_bf16_2
        %iter_129 = cute.get_iter(%view_127) : !memref_gmem_bf16_2
        %coord_130 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_131 = cute.get_iter(%view_127) : !memref_gmem_bf16_2
        %180 = cute.get_scalars(%coord_130) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_132 = arith.constant 8 : i32
        %181 = arith.muli %180, %c8_i32_132 : i32
        %iv_133 = cute.assume(%181) : (i32) -> !cute.i32<divby 8>
        %int_tuple_134 = cute.make_int_tuple(%iv_133) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_135 = cute.add_offset(%iter_131, %int_tuple_134) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_136 = cute.make_view(%ptr_135) : !memref_gmem_bf16_3
        %iter_137 = cute.get_iter(%view_136) : !memref_gmem_bf16_3
        %coord_138 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_139 = cute.get_layout(%arg2) : !memref_gmem_bf16_
        %idx_140 = cute.crd2idx(%coord_138, %lay_139) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_141 = cute.get_iter(%arg2) : !memref_gmem_bf16_
        %ptr_142 = cute.add_offset(%iter_141, %idx_140) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_143 = cute.make_view(%ptr_142) : !memref_gmem_bf16_2
        %iter_144 = cute.get_iter(%view_143) : !memref_gmem_bf16_2
        %iter_145 = cute.get_iter(%view_143) : !memref_gmem_bf16_2
        %coord_146 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_147 = cute.get_iter(%view_143) : !memref_gmem_bf16_2
        %182 = cute.get_scalars(%coord_146) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_148 = arith.constant 8 : i32
        %183 = arith.muli %182, %c8_i32_148 : i32
        %iv_149 = cute.assume(%183) : (i32) -> !cute.i32<divby 8>
        %int_tuple_150 = cute.make_int_tuple(%iv_149) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_151 = cute.add_offset(%iter_147, %int_tuple_150) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_152 = cute.make_view(%ptr_151) : !memref_gmem_bf16_3
        %iter_153 = cute.get_iter(%view_152) : !memref_gmem_bf16_3
        %coord_154 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_155 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
        %idx_156 = cute.crd2idx(%coord_154, %lay_155) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_157 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
        %tup_158 = cute.add_offset(%iter_157, %idx_156) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_159 = cute.make_view(%tup_158) : !cute_coord_tensor_8cd4e3
        %iter_160 = cute.get_iter(%view_159) : !cute_coord_tensor_8cd4e3
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute.arith_tuple_iter<"(?,0)">
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,0)">
        %184 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %iter_164 = cute.get_iter(%view_159) : !cute_coord_tensor_8cd4e3
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute.arith_tuple_iter<"(?,0)">
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,0)">
        %185 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %coord_168 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_169 = cute.get_iter(%view_159) : !cute_coord_tensor_8cd4e3
        %186 = cute.get_scalars(%coord_168) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_170 = arith.constant 8 : i32
        %187 = arith.muli %186, %c8_i32_170 : i32
        %iv_171 = cute.assume(%187) : (i32) -> !cute.i32<divby 8>
        %int_tuple_172 = cute.make_int_tuple(%iv_171) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_173 = cute.add_offset(%iter_169, %int_tuple_172) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_174 = cute.make_view(%tup_173) : !cute_coord_tensor_a108e0
        %iter_175 = cute.get_iter(%view_174) : !cute_coord_tensor_a108e0
        %tup_176 = cute.deref_arith_tuple_iter(%iter_175) : !cute_arith_tuple_iter_66b557
        %e0_177, %e1_178 = cute.get_leaves(%tup_176) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_177) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_178) : !cute.int_tuple<"?{div=8}">
        %lay_179 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %sz_180 = cute.size(%lay_179) <{mode = [0, 1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_181 = cute.get_leaves(%sz_180) : !cute.int_tuple<"1">
        %lay_182 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %sz_183 = cute.size(%lay_182) <{mode = [1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_184 = cute.get_leaves(%sz_183) : !cute.int_tuple<"1">
        %lay_185 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %sz_186 = cute.size(%lay_185) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_187 = cute.get_leaves(%sz_186) : !cute.int_tuple<"4">
        %shape_188 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_189 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_189) : !memref_rmem_i8_
        %iter_190 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_191 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_192 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_193 = cute.get_layout(%view_174) : !cute_coord_tensor_a108e0
        %idx_194 = cute.crd2idx(%coord_192, %lay_193) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_195 = cute.get_iter(%view_174) : !cute_coord_tensor_a108e0
        %tup_196 = cute.add_offset(%iter_195, %idx_194) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_197 = cute.make_view(%tup_196) : !cute_coord_tensor_8bc2ea
        %iter_198 = cute.get_iter(%view_197) : !cute_coord_tensor_8bc2ea
        %tup_199 = cute.deref_arith_tuple_iter(%iter_198) : !cute_arith_tuple_iter_66b557
        %e0_200, %e1_201 = cute.get_leaves(%tup_199) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_200) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_201) : !cute.int_tuple<"?{div=8}">
        %iter_202 = cute.get_iter(%view_197) : !cute_coord_tensor_8bc2ea
        %tup_203 = cute.deref_arith_tuple_iter(%iter_202) : !cute_arith_tuple_iter_66b557
        %e0_204, %e1_205 = cute.get_leaves(%tup_203) : !cute.int_tuple<"(?,?{div=8})">
        %192 = cute.get_scalars(%e0_204) : !cute.int_tuple<"?">
        %193 = cute.get_scalars(%e1_205) : !cute.int_tuple<"?{div=8}">
        %iter_206 = cute.get_iter(%view_197) : !cute_coord_tensor_8bc2ea
        %tup_207 = cute.deref_arith_tuple_iter(%iter_206) : !cute_arith_tuple_iter_66b557
        %e0_208, %e1_209 = cute.get_leaves(%tup_207) : !cute.int_tuple<"(?,?{div=8})">
        %194 = cute.get_scalars(%e0_208) : !cute.int_tuple<"?">
        %195 = cute.get_scalars(%e1_209) : !cute.int_tuple<"?{div=8}">
        %coord_210 = cute.make_coord(%e0_208, %e1_209) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_211 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %196:2 = cute.get_scalars(%coord_210) : !cute.coord<"(?,?{div=8})">
        %197:2 = cute.get_scalars(%coord_211) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %198 = arith.cmpi slt, %196#0, %197#0 : i32
        %199 = arith.andi %true, %198 : i1
        %200 = arith.cmpi slt, %196#1, %197#1 : i32
        %201 = arith.andi %199, %200 : i1
        %202 = arith.extui %201 : i1 to i8
        %coord_212 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_212, %202) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_213 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_214 = cute.get_layout(%view_174) : !cute_coord_tensor_a108e0
        %idx_215 = cute.crd2idx(%coord_213, %lay_214) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_216 = cute.get_iter(%view_174) : !cute_coord_tensor_a108e0
        %tup_217 = cute.add_offset(%iter_216, %idx_215) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_218 = cute.make_view(%tup_217) : !cute_coord_tensor_8bc2ea
        %iter_219 = cute.get_iter(%view_218) : !cute_coord_tensor_8bc2ea
        %tup_220 = cute.deref_arith_tuple_iter(%iter_219) : !cute_arith_tuple_iter_66b557
        %e0_221, %e1_222 = cute.get_leaves(%tup_220) : !cute.int_tuple<"(?,?{div=8})">
        %203 = cute.get_scalars(%e0_221) : !cute.int_tuple<"?">
        %204 = cute.get_scalars(%e1_222) : !cute.int_tuple<"?{div=8}">
        %iter_223 = cute.get_iter(%view_218) : !cute_coord_tensor_8bc2ea
        %tup_224 = cute.deref_arith_tuple_iter(%iter_223) : !cute_arith_tuple_iter_66b557
        %e0_225, %e1_226 = cute.get_leaves(%tup_224) : !cute.int_tuple<"(?,?{div=8})">
        %205 = cute.get_scalars(%e0_225) : !cute.int_tuple<"?">
        %206 = cute.get_scalars(%e1_226) : !cute.int_tuple<"?{div=8}">
        %iter_227 = cute.get_iter(%view_218) : !cute_coord_tensor_8bc2ea
        %tup_228 = cute.deref_arith_tuple_iter(%iter_227) : !cute_arith_tuple_iter_66b557
        %e0_229, %e1_230 = cute.get_leaves(%tup_228) : !cute.int_tuple<"(?,?{div=8})">
        %207 = cute.get_scalars(%e0_229) : !cute.int_tuple<"?">
        %208 = cute.get_scalars(%e1_230) : !cute.int_tuple<"?{div=8}">
        %coord_231 = cute.make_coord(%e0_229, %e1_230) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_232 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %209:2 = cute.get_scalars(%coord_231) : !cute.coord<"(?,?{div=8})">
        %210:2 = cute.get_scalars(%coord_232) : !cute.coord<"(96,5000)">
        %true_233 = arith.constant true
        %211 = arith.cmpi slt, %209#0, %210#0 : i32
        %212 = arith.andi %true_233, %211 : i1
        %213 = arith.cmpi slt, %209#1, %210#1 : i32
        %214 = arith.andi %212, %213 : i1
        %215 = arith.extui %214 : i1 to i8
        %coord_234 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_234, %215) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_235 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_236 = cute.get_layout(%view_174) : !cute_coord_tensor_a108e0
        %idx_237 = cute.crd2idx(%coord_235, %lay_236) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_238 = cute.get_iter(%view_174) : !cute_coord_tensor_a108e0
        %tup_239 = cute.add_offset(%iter_238, %idx_237) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_240 = cute.make_view(%tup_239) : !cute_coord_tensor_8bc2ea
        %iter_241 = cute.get_iter(%view_240) : !cute_coord_tensor_8bc2ea
        %tup_242 = cute.deref_arith_tuple_iter(%iter_241) : !cute_arith_tuple_iter_66b557
        %e0_243, %e1_244 = cute.get_leaves(%tup_242) : !cute.int_tuple<"(?,?{div=8})">
        %216 = cute.get_scalars(%e0_243) : !cute.int_tuple<"?">
        %217 = cute.get_scalars(%e1_244) : !cute.int_tuple<"?{div=8}">
        %iter_245 = cute.get_iter(%view_240) : !cute_coord_tensor_8bc2ea
        %tup_246 = cute.deref_arith_tuple_iter(%iter_245) : !cute_arith_tuple_iter_66b557
        %e0_247, %e1_248 = cute.get_leaves(%tup_246) : !cute.int_tuple<"(?,?{div=8})">
        %218 = cute.get_scalars(%e0_247) : !cute.int_tuple<"?">
        %219 = cute.get_scalars(%e1_248) : !cute.int_tuple<"?{div=8}">
        %iter_249 = cute.get_iter(%view_240) : !cute_coord_tensor_8bc2ea
        %tup_250 = cute.deref_arith_tuple_iter(%iter_249) : !cute_arith_tuple_iter_66b557
        %e0_251, %e1_252 = cute.get_leaves(%tup_250) : !cute.int_tuple<"(?,?{div=8})">
        %220 = cute.get_scalars(%e0_251) : !cute.int_tuple<"?">
        %221 = cute.get_scalars(%e1_252) : !cute.int_tuple<"?{div=8}">
        %coord_253 = cute.make_coord(%e0_251, %e1_252) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_254 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %222:2 = cute.get_scalars(%coord_253) : !cute.coord<"(?,?{div=8})">
        %223:2 = cute.get_scalars(%coord_254) : !cute.coord<"(96,5000)">
        %true_255 = arith.constant true
        %224 = arith.cmpi slt, %222#0, %223#0 : i32
        %225 = arith.andi %true_255, %224 : i1
        %226 = arith.cmpi slt, %222#1, %223#1 : i32
        %227 = arith.andi %225, %226 : i1
        %228 = arith.extui %227 : i1 to i8
        %coord_256 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_256, %228) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_257 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_258 = cute.get_layout(%view_174) : !cute_coord_tensor_a108e0
        %idx_259 = cute.crd2idx(%coord_257, %lay_258) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_260 = cute.get_iter(%view_174) : !cute_coord_tensor_a108e0
        %tup_261 = cute.add_offset(%iter_260, %idx_259) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_262 = cute.make_view(%tup_261) : !cute_coord_tensor_8bc2ea
        %iter_263 = cute.get_iter(%view_262) : !cute_coord_tensor_8bc2ea
        %tup_264 = cute.deref_arith_tuple_iter(%iter_263) : !cute_arith_tuple_iter_66b557
        %e0_265, %e1_266 = cute.get_leaves(%tup_264) : !cute.int_tuple<"(?,?{div=8})">
        %229 = cute.get_scalars(%e0_265) : !cute.int_tuple<"?">
        %230 = cute.get_scalars(%e1_266) : !cute.int_tuple<"?{div=8}">
        %iter_267 = cute.get_iter(%view_262) : !cute_coord_tensor_8bc2ea
        %tup_268 = cute.deref_arith_tuple_iter(%iter_267) : !cute_arith_tuple_iter_66b557
        %e0_269, %e1_270 = cute.get_leaves(%tup_268) : !cute.int_tuple<"(?,?{div=8})">
        %231 = cute.get_scalars(%e0_269) : !cute.int_tuple<"?">
        %232 = cute.get_scalars(%e1_270) : !cute.int_tuple<"?{div=8}">
        %iter_271 = cute.get_iter(%view_262) : !cute_coord_tensor_8bc2ea
        %tup_272 = cute.deref_arith_tuple_iter(%iter_271) : !cute_arith_tuple_iter_66b557
        %e0_273, %e1_274 = cute.get_leaves(%tup_272) : !cute.int_tuple<"(?,?{div=8})">
        %233 = cute.get_scalars(%e0_273) : !cute.int_tuple<"?">
        %234 = cute.get_scalars(%e1_274) : !cute.int_tuple<"?{div=8}">
        %coord_275 = cute.make_coord(%e0_273, %e1_274) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_276 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %235:2 = cute.get_scalars(%coord_275) : !cute.coord<"(?,?{div=8})">
        %236:2 = cute.get_scalars(%coord_276) : !cute.coord<"(96,5000)">
        %true_277 = arith.constant true
        %237 = arith.cmpi slt, %235#0, %236#0 : i32
        %238 = arith.andi %true_277, %237 : i1
        %239 = arith.cmpi slt, %235#1, %236#1 : i32
        %240 = arith.andi %238, %239 : i1
        %241 = arith.extui %240 : i1 to i8
        %coord_278 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_278, %241) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_279 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %lay_280 = cute.make_layout() : !cute_layout_a987c4
        %rmem_281 = cute.memref.alloca(%lay_280) : !memref_rmem_bf16_
        %iter_282 = cute.get_iter(%rmem_281) : !memref_rmem_bf16_
        %iter_283 = cute.get_iter(%rmem_281) : !memref_rmem_bf16_
        %lay_284 = cute.get_layout(%view_136) : !memref_gmem_bf16_3
        %lay_285 = cute.make_layout() : !cute_layout_a987c4
        %rmem_286 = cute.memref.alloca(%lay_285) : !memref_rmem_bf16_
        %iter_287 = cute.get_iter(%rmem_286) : !memref_rmem_bf16_
        %iter_288 = cute.get_iter(%rmem_286) : !memref_rmem_bf16_
        %lay_289 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %lay_290 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %sz_291 = cute.size(%lay_290) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_292 = cute.get_leaves(%sz_291) : !cute.int_tuple<"32">
        %lay_293 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %242 = cute.get_shape(%lay_293) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_294, %e1_295, %e2, %e3 = cute.get_leaves(%242) : !cute.shape<"((8,1),1,4)">
        %int_tuple_296 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_297 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_298 = cute.get_leaves(%int_tuple_297) : !cute.int_tuple<"32">
        %cst_299 = arith.constant 0.000000e+00 : bf16
        %243 = vector.splat %cst_299 : vector<32xbf16>
        %lay_300 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %244 = cute.get_shape(%lay_300) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_301, %e1_302, %e2_303, %e3_304 = cute.get_leaves(%244) : !cute.shape<"((8,1),1,4)">
        %lay_305 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %lay_306 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %245 = cute.get_shape(%lay_306) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_307, %e1_308, %e2_309, %e3_310 = cute.get_leaves(%245) : !cute.shape<"((8,1),1,4)">
        %int_tuple_311 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_312 = cute.size(%int_tuple_311) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_313 = cute.get_leaves(%sz_312) : !cute.int_tuple<"32">
        %int_tuple_314 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_315 = cute.size(%int_tuple_314) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_316 = cute.get_leaves(%sz_315) : !cute.int_tuple<"32">
        cute.memref.store_vec(%243, %rmem_281) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_317 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %lay_318 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %sz_319 = cute.size(%lay_318) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_320 = cute.get_leaves(%sz_319) : !cute.int_tuple<"32">
        %lay_321 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %246 = cute.get_shape(%lay_321) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_322, %e1_323, %e2_324, %e3_325 = cute.get_leaves(%246) : !cute.shape<"((8,1),1,4)">
        %int_tuple_326 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_327 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_328 = cute.get_leaves(%int_tuple_327) : !cute.int_tuple<"32">
        %cst_329 = arith.constant 0.000000e+00 : bf16
        %247 = vector.splat %cst_329 : vector<32xbf16>
        %lay_330 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %248 = cute.get_shape(%lay_330) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_331, %e1_332, %e2_333, %e3_334 = cute.get_leaves(%248) : !cute.shape<"((8,1),1,4)">
        %lay_335 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %lay_336 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %249 = cute.get_shape(%lay_336) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_337, %e1_338, %e2_339, %e3_340 = cute.get_leaves(%249) : !cute.shape<"((8,1),1,4)">
        %int_tuple_341 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_342 = cute.size(%int_tuple_341) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_343 = cute.get_leaves(%sz_342) : !cute.int_tuple<"32">
        %int_tuple_344 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_345 = cute.size(%int_tuple_344) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_346 = cute.get_leaves(%sz_345) : !cute.int_tuple<"32">
        cute.memref.store_vec(%247, %rmem_286) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_347 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %250 = cute.get_shape(%lay_347) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_348, %e1_349, %e2_350, %e3_351 = cute.get_leaves(%250) : !cute.shape<"((8,1),1,4)">
        %lay_352 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %251 = cute.get_shape(%lay_352) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%251) : !cute.shape<"((8,1),1,4)">
        %lay_357 = cute.get_layout(%view_120) : !memref_gmem_bf16_3
        %shape_358 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_359 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_357, %lay_359) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_360 = cute.make_view(%iter_121, %append) : !memref_gmem_bf16_3
        %iter_361 = cute.get_iter(%view_360) : !memref_gmem_bf16_3
        %lay_362 = cute.get_layout(%view_360) : !memref_gmem_bf16_3
        %252 = cute.get_shape(%lay_362) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_363, %e1_364, %e2_365, %e3_366 = cute.get_leaves(%252) : !cute.shape<"((8,1),1,4)">
        %lay_367 = cute.get_layout(%view_360) : !memref_gmem_bf16_3
        %253 = cute.get_shape(%lay_367) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_368, %e1_369, %e2_370, %e3_371 = cute.get_leaves(%253) : !cute.shape<"((8,1),1,4)">
        %iter_372 = cute.get_iter(%view_360) : !memref_gmem_bf16_3
        %view_373 = cute.make_view(%iter_372) : !memref_gmem_bf16_4
        %iter_374 = cute.get_iter(%view_373) : !memref_gmem_bf16_4
        %iter_375 = cute.get_iter(%view_373) : !memref_gmem_bf16_4
        %lay_376 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %shape_377 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_378 = cute.make_layout() : !cute.layout<"1:0">
        %append_379 = cute.append_to_rank<2> (%lay_376, %lay_378) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_380 = cute.make_view(%iter_283, %append_379) : !memref_rmem_bf16_
        %iter_381 = cute.get_iter(%view_380) : !memref_rmem_bf16_
        %lay_382 = cute.get_layout(%view_380) : !memref_rmem_bf16_
        %254 = cute.get_shape(%lay_382) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_383, %e1_384, %e2_385, %e3_386 = cute.get_leaves(%254) : !cute.shape<"((8,1),1,4)">
        %lay_387 = cute.get_layout(%view_380) : !memref_rmem_bf16_
        %255 = cute.get_shape(%lay_387) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_388, %e1_389, %e2_390, %e3_391 = cute.get_leaves(%255) : !cute.shape<"((8,1),1,4)">
        %iter_392 = cute.get_iter(%view_380) : !memref_rmem_bf16_
        %view_393 = cute.make_view(%iter_392) : !memref_rmem_bf16_1
        %iter_394 = cute.get_iter(%view_393) : !memref_rmem_bf16_1
        %iter_395 = cute.get_iter(%view_393) : !memref_rmem_bf16_1
        %lay_396 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_397 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_398 = cute.make_layout() : !cute.layout<"1:0">
        %append_399 = cute.append_to_rank<2> (%lay_396, %lay_398) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_400 = cute.make_view(%iter_191, %append_399) : !memref_rmem_i8_
        %iter_401 = cute.get_iter(%view_400) : !memref_rmem_i8_
        %lay_402 = cute.get_layout(%view_400) : !memref_rmem_i8_
        %256 = cute.get_shape(%lay_402) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_403, %e1_404, %e2_405 = cute.get_leaves(%256) : !cute.shape<"(1,1,4)">
        %lay_406 = cute.get_layout(%view_400) : !memref_rmem_i8_
        %257 = cute.get_shape(%lay_406) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_407, %e1_408, %e2_409 = cute.get_leaves(%257) : !cute.shape<"(1,1,4)">
        %iter_410 = cute.get_iter(%view_400) : !memref_rmem_i8_
        %view_411 = cute.make_view(%iter_410) : !memref_rmem_i8_1
        %iter_412 = cute.get_iter(%view_411) : !memref_rmem_i8_1
        %iter_413 = cute.get_iter(%view_411) : !memref_rmem_i8_1
        %lay_414 = cute.get_layout(%view_373) : !memref_gmem_bf16_4
        %258 = cute.get_shape(%lay_414) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_415, %e1_416, %e2_417, %e3_418 = cute.get_leaves(%258) : !cute.shape<"((8,1),(1,4))">
        %lay_419 = cute.get_layout(%view_393) : !memref_rmem_bf16_1
        %259 = cute.get_shape(%lay_419) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_420, %e1_421, %e2_422, %e3_423 = cute.get_leaves(%259) : !cute.shape<"((8,1),(1,4))">
        %lay_424 = cute.get_layout(%view_373) : !memref_gmem_bf16_4
        %sz_425 = cute.size(%lay_424) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_426 = cute.get_leaves(%sz_425) : !cute.int_tuple<"4">
        %lay_427 = cute.get_layout(%view_393) : !memref_rmem_bf16_1
        %sz_428 = cute.size(%lay_427) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_429 = cute.get_leaves(%sz_428) : !cute.int_tuple<"4">
        %lay_430 = cute.get_layout(%view_373) : !memref_gmem_bf16_4
        %260 = cute.get_shape(%lay_430) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_431, %e1_432, %e2_433, %e3_434 = cute.get_leaves(%260) : !cute.shape<"((8,1),(1,4))">
        %iter_435 = cute.get_iter(%view_373) : !memref_gmem_bf16_4
        %iter_436 = cute.get_iter(%view_393) : !memref_rmem_bf16_1
        %lay_437 = cute.get_layout(%view_373) : !memref_gmem_bf16_4
        %lay_438 = cute.get_layout(%view_393) : !memref_rmem_bf16_1
        %261 = cute.static : !cute.layout<"1:0">
        %append_439 = cute.append_to_rank<2> (%lay_437, %261) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_440 = cute.append_to_rank<2> (%lay_438, %261) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_441 = cute.make_layout() : !cute_layout_8083f9
        %lay_442 = cute.make_layout() : !cute_layout_bb9a85
        %iter_443 = cute.get_iter(%view_411) : !memref_rmem_i8_1
        %lay_444 = cute.get_layout(%view_411) : !memref_rmem_i8_1
        %append_445 = cute.append_to_rank<2> (%lay_444, %261) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_446 = cute.make_layout() : !cute_layout_973764
        %sz_447 = cute.size(%lay_441) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %262 = cute.get_scalars(%sz_447) : !cute.int_tuple<"4">
        %c0_i32_448 = arith.constant 0 : i32
        %c1_i32_449 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_448 to %262 step %c1_i32_449  : i32 {
          %coord_702 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %303 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_703 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_704 = cute.crd2idx(%coord_702, %lay_441) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_705 = cute.add_offset(%iter_435, %idx_704) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_706 = cute.make_view(%ptr_705, %lay_703) : !memref_gmem_bf16_5
          %304 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_707 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_708 = cute.crd2idx(%coord_702, %lay_442) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_709 = cute.add_offset(%iter_436, %idx_708) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_710 = cute.make_view(%ptr_709, %lay_707) : !memref_rmem_bf16_2
          %305 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_711 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_712 = cute.crd2idx(%coord_702, %lay_446) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_713 = cute.add_offset(%iter_443, %idx_712) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_714 = cute.make_view(%ptr_713, %lay_711) : !memref_rmem_i8_2
          %iter_715 = cute.get_iter(%view_706) : !memref_gmem_bf16_5
          %iter_716 = cute.get_iter(%view_710) : !memref_rmem_bf16_2
          %iter_717 = cute.get_iter(%view_714) : !memref_rmem_i8_2
          %306 = builtin.unrealized_conversion_cast %iter_717 : !cute.ptr<i8, rmem> to !llvm.ptr
          %307 = llvm.load %306 : !llvm.ptr -> i8
          %308 = llvm.mlir.constant(0 : i8) : i8
          %309 = llvm.icmp "ne" %307, %308 : i8
          scf.if %309 {
            %310 = builtin.unrealized_conversion_cast %iter_715 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %311 = builtin.unrealized_conversion_cast %iter_716 : !cute_ptr_2914ae to !llvm.ptr
            %312 = llvm.load %310 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %312, %311 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_450 = cute.get_layout(%view_136) : !memref_gmem_bf16_3
        %263 = cute.get_shape(%lay_450) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_451, %e1_452, %e2_453, %e3_454 = cute.get_leaves(%263) : !cute.shape<"((8,1),1,4)">
        %lay_455 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %264 = cute.get_shape(%lay_455) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_456, %e1_457, %e2_458, %e3_459 = cute.get_leaves(%264) : !cute.shape<"((8,1),1,4)">
        %lay_460 = cute.get_layout(%view_136) : !memref_gmem_bf16_3
        %shape_461 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_462 = cute.make_layout() : !cute.layout<"1:0">
        %append_463 = cute.append_to_rank<2> (%lay_460, %lay_462) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_464 = cute.make_view(%iter_137, %append_463) : !memref_gmem_bf16_3
        %iter_465 = cute.get_iter(%view_464) : !memref_gmem_bf16_3
        %lay_466 = cute.get_layout(%view_464) : !memref_gmem_bf16_3
        %265 = cute.get_shape(%lay_466) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_467, %e1_468, %e2_469, %e3_470 = cute.get_leaves(%265) : !cute.shape<"((8,1),1,4)">
        %lay_471 = cute.get_layout(%view_464) : !memref_gmem_bf16_3
        %266 = cute.get_shape(%lay_471) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_472, %e1_473, %e2_474, %e3_475 = cute.get_leaves(%266) : !cute.shape<"((8,1),1,4)">
        %iter_476 = cute.get_iter(%view_464) : !memref_gmem_bf16_3
        %view_477 = cute.make_view(%iter_476) : !memref_gmem_bf16_4
        %iter_478 = cute.get_iter(%view_477) : !memref_gmem_bf16_4
        %iter_479 = cute.get_iter(%view_477) : !memref_gmem_bf16_4
        %lay_480 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %shape_481 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_482 = cute.make_layout() : !cute.layout<"1:0">
        %append_483 = cute.append_to_rank<2> (%lay_480, %lay_482) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_484 = cute.make_view(%iter_288, %append_483) : !memref_rmem_bf16_
        %iter_485 = cute.get_iter(%view_484) : !memref_rmem_bf16_
        %lay_486 = cute.get_layout(%view_484) : !memref_rmem_bf16_
        %267 = cute.get_shape(%lay_486) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_487, %e1_488, %e2_489, %e3_490 = cute.get_leaves(%267) : !cute.shape<"((8,1),1,4)">
        %lay_491 = cute.get_layout(%view_484) : !memref_rmem_bf16_
        %268 = cute.get_shape(%lay_491) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_492, %e1_493, %e2_494, %e3_495 = cute.get_leaves(%268) : !cute.shape<"((8,1),1,4)">
        %iter_496 = cute.get_iter(%view_484) : !memref_rmem_bf16_
        %view_497 = cute.make_view(%iter_496) : !memref_rmem_bf16_1
        %iter_498 = cute.get_iter(%view_497) : !memref_rmem_bf16_1
        %iter_499 = cute.get_iter(%view_497) : !memref_rmem_bf16_1
        %lay_500 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_501 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_502 = cute.make_layout() : !cute.layout<"1:0">
        %append_503 = cute.append_to_rank<2> (%lay_500, %lay_502) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_504 = cute.make_view(%iter_191, %append_503) : !memref_rmem_i8_
        %iter_505 = cute.get_iter(%view_504) : !memref_rmem_i8_
        %lay_506 = cute.get_layout(%view_504) : !memref_rmem_i8_
        %269 = cute.get_shape(%lay_506) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_507, %e1_508, %e2_509 = cute.get_leaves(%269) : !cute.shape<"(1,1,4)">
        %lay_510 = cute.get_layout(%view_504) : !memref_rmem_i8_
        %270 = cute.get_shape(%lay_510) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_511, %e1_512, %e2_513 = cute.get_leaves(%270) : !cute.shape<"(1,1,4)">
        %iter_514 = cute.get_iter(%view_504) : !memref_rmem_i8_
        %view_515 = cute.make_view(%iter_514) : !memref_rmem_i8_1
        %iter_516 = cute.get_iter(%view_515) : !memref_rmem_i8_1
        %iter_517 = cute.get_iter(%view_515) : !memref_rmem_i8_1
        %lay_518 = cute.get_layout(%view_477) : !memref_gmem_bf16_4
        %271 = cute.get_shape(%lay_518) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_519, %e1_520, %e2_521, %e3_522 = cute.get_leaves(%271) : !cute.shape<"((8,1),(1,4))">
        %lay_523 = cute.get_layout(%view_497) : !memref_rmem_bf16_1
        %272 = cute.get_shape(%lay_523) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_524, %e1_525, %e2_526, %e3_527 = cute.get_leaves(%272) : !cute.shape<"((8,1),(1,4))">
        %lay_528 = cute.get_layout(%view_477) : !memref_gmem_bf16_4
        %sz_529 = cute.size(%lay_528) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_530 = cute.get_leaves(%sz_529) : !cute.int_tuple<"4">
        %lay_531 = cute.get_layout(%view_497) : !memref_rmem_bf16_1
        %sz_532 = cute.size(%lay_531) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_533 = cute.get_leaves(%sz_532) : !cute.int_tuple<"4">
        %lay_534 = cute.get_layout(%view_477) : !memref_gmem_bf16_4
        %273 = cute.get_shape(%lay_534) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_535, %e1_536, %e2_537, %e3_538 = cute.get_leaves(%273) : !cute.shape<"((8,1),(1,4))">
        %iter_539 = cute.get_iter(%view_477) : !memref_gmem_bf16_4
        %iter_540 = cute.get_iter(%view_497) : !memref_rmem_bf16_1
        %lay_541 = cute.get_layout(%view_477) : !memref_gmem_bf16_4
        %lay_542 = cute.get_layout(%view_497) : !memref_rmem_bf16_1
        %274 = cute.static : !cute.layout<"1:0">
        %append_543 = cute.append_to_rank<2> (%lay_541, %274) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_544 = cute.append_to_rank<2> (%lay_542, %274) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_545 = cute.make_layout() : !cute_layout_8083f9
        %lay_546 = cute.make_layout() : !cute_layout_bb9a85
        %iter_547 = cute.get_iter(%view_515) : !memref_rmem_i8_1
        %lay_548 = cute.get_layout(%view_515) : !memref_rmem_i8_1
        %append_549 = cute.append_to_rank<2> (%lay_548, %274) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_550 = cute.make_layout() : !cute_layout_973764
        %sz_551 = cute.size(%lay_545) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %275 = cute.get_scalars(%sz_551) : !cute.int_tuple<"4">
        %c0_i32_552 = arith.constant 0 : i32
        %c1_i32_553 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_552 to %275 step %c1_i32_553  : i32 {
          %coord_702 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %303 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_703 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_704 = cute.crd2idx(%coord_702, %lay_545) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_705 = cute.add_offset(%iter_539, %idx_704) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_706 = cute.make_view(%ptr_705, %lay_703) : !memref_gmem_bf16_5
          %304 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_707 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_708 = cute.crd2idx(%coord_702, %lay_546) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_709 = cute.add_offset(%iter_540, %idx_708) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_710 = cute.make_view(%ptr_709, %lay_707) : !memref_rmem_bf16_2
          %305 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_711 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_712 = cute.crd2idx(%coord_702, %lay_550) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_713 = cute.add_offset(%iter_547, %idx_712) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_714 = cute.make_view(%ptr_713, %lay_711) : !memref_rmem_i8_2
          %iter_715 = cute.get_iter(%view_706) : !memref_gmem_bf16_5
          %iter_716 = cute.get_iter(%view_710) : !memref_rmem_bf16_2
          %iter_717 = cute.get_iter(%view_714) : !memref_rmem_i8_2
          %306 = builtin.unrealized_conversion_cast %iter_717 : !cute.ptr<i8, rmem> to !llvm.ptr
          %307 = llvm.load %306 : !llvm.ptr -> i8
          %308 = llvm.mlir.constant(0 : i8) : i8
          %309 = llvm.icmp "ne" %307, %308 : i8
          scf.if %309 {
            %310 = builtin.unrealized_conversion_cast %iter_715 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %311 = builtin.unrealized_conversion_cast %iter_716 : !cute_ptr_2914ae to !llvm.ptr
            %312 = llvm.load %310 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %312, %311 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_554 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %276 = cute.get_shape(%lay_554) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_555, %e1_556, %e2_557, %e3_558 = cute.get_leaves(%276) : !cute.shape<"((8,1),1,4)">
        %lay_559 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %277 = cute.memref.load_vec(%rmem_281) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_560 = cute.get_layout(%rmem_281) : !memref_rmem_bf16_
        %278 = cute.get_shape(%lay_560) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_561, %e1_562, %e2_563, %e3_564 = cute.get_leaves(%278) : !cute.shape<"((8,1),1,4)">
        %279 = arith.extf %277 : vector<32xbf16> to vector<32xf32>
        %280 = vector.broadcast %174 : f32 to vector<32xf32>
        %281 = arith.mulf %279, %280 : vector<32xf32>
        %lay_565 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %282 = cute.get_shape(%lay_565) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_566, %e1_567, %e2_568, %e3_569 = cute.get_leaves(%282) : !cute.shape<"((8,1),1,4)">
        %lay_570 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %283 = cute.memref.load_vec(%rmem_286) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_571 = cute.get_layout(%rmem_286) : !memref_rmem_bf16_
        %284 = cute.get_shape(%lay_571) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_572, %e1_573, %e2_574, %e3_575 = cute.get_leaves(%284) : !cute.shape<"((8,1),1,4)">
        %285 = arith.extf %283 : vector<32xbf16> to vector<32xf32>
        %286 = arith.mulf %281, %285 : vector<32xf32>
        %lay_576 = cute.get_layout(%view_152) : !memref_gmem_bf16_3
        %lay_577 = cute.make_layout() : !cute_layout_a987c4
        %rmem_578 = cute.memref.alloca(%lay_577) : !memref_rmem_bf16_
        %iter_579 = cute.get_iter(%rmem_578) : !memref_rmem_bf16_
        %iter_580 = cute.get_iter(%rmem_578) : !memref_rmem_bf16_
        %287 = arith.truncf %286 : vector<32xf32> to vector<32xbf16>
        %lay_581 = cute.get_layout(%rmem_578) : !memref_rmem_bf16_
        %288 = cute.get_shape(%lay_581) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_582, %e1_583, %e2_584, %e3_585 = cute.get_leaves(%288) : !cute.shape<"((8,1),1,4)">
        %lay_586 = cute.get_layout(%rmem_578) : !memref_rmem_bf16_
        %lay_587 = cute.get_layout(%rmem_578) : !memref_rmem_bf16_
        %289 = cute.get_shape(%lay_587) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_588, %e1_589, %e2_590, %e3_591 = cute.get_leaves(%289) : !cute.shape<"((8,1),1,4)">
        %int_tuple_592 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_593 = cute.size(%int_tuple_592) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_594 = cute.get_leaves(%sz_593) : !cute.int_tuple<"32">
        %int_tuple_595 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_596 = cute.size(%int_tuple_595) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_597 = cute.get_leaves(%sz_596) : !cute.int_tuple<"32">
        cute.memref.store_vec(%287, %rmem_578) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_598 = cute.get_layout(%rmem_578) : !memref_rmem_bf16_
        %290 = cute.get_shape(%lay_598) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_599, %e1_600, %e2_601, %e3_602 = cute.get_leaves(%290) : !cute.shape<"((8,1),1,4)">
        %lay_603 = cute.get_layout(%view_152) : !memref_gmem_bf16_3
        %291 = cute.get_shape(%lay_603) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_604, %e1_605, %e2_606, %e3_607 = cute.get_leaves(%291) : !cute.shape<"((8,1),1,4)">
        %lay_608 = cute.get_layout(%rmem_578) : !memref_rmem_bf16_
        %shape_609 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_610 = cute.make_layout() : !cute.layout<"1:0">
        %append_611 = cute.append_to_rank<2> (%lay_608, %lay_610) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_612 = cute.make_view(%iter_580, %append_611) : !memref_rmem_bf16_
        %iter_613 = cute.get_iter(%view_612) : !memref_rmem_bf16_
        %lay_614 = cute.get_layout(%view_612) : !memref_rmem_bf16_
        %292 = cute.get_shape(%lay_614) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_615, %e1_616, %e2_617, %e3_618 = cute.get_leaves(%292) : !cute.shape<"((8,1),1,4)">
        %lay_619 = cute.get_layout(%view_612) : !memref_rmem_bf16_
        %293 = cute.get_shape(%lay_619) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_620, %e1_621, %e2_622, %e3_623 = cute.get_leaves(%293) : !cute.shape<"((8,1),1,4)">
        %iter_624 = cute.get_iter(%view_612) : !memref_rmem_bf16_
        %view_625 = cute.make_view(%iter_624) : !memref_rmem_bf16_1
        %iter_626 = cute.get_iter(%view_625) : !memref_rmem_bf16_1
        %iter_627 = cute.get_iter(%view_625) : !memref_rmem_bf16_1
        %lay_628 = cute.get_layout(%view_152) : !memref_gmem_bf16_3
        %shape_629 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_630 = cute.make_layout() : !cute.layout<"1:0">
        %append_631 = cute.append_to_rank<2> (%lay_628, %lay_630) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_632 = cute.make_view(%iter_153, %append_631) : !memref_gmem_bf16_3
        %iter_633 = cute.get_iter(%view_632) : !memref_gmem_bf16_3
        %lay_634 = cute.get_layout(%view_632) : !memref_gmem_bf16_3
        %294 = cute.get_shape(%lay_634) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_635, %e1_636, %e2_637, %e3_638 = cute.get_leaves(%294) : !cute.shape<"((8,1),1,4)">
        %lay_639 = cute.get_layout(%view_632) : !memref_gmem_bf16_3
        %295 = cute.get_shape(%lay_639) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_640, %e1_641, %e2_642, %e3_643 = cute.get_leaves(%295) : !cute.shape<"((8,1),1,4)">
        %iter_644 = cute.get_iter(%view_632) : !memref_gmem_bf16_3
        %view_645 = cute.make_view(%iter_644) : !memref_gmem_bf16_4
        %iter_646 = cute.get_iter(%view_645) : !memref_gmem_bf16_4
        %iter_647 = cute.get_iter(%view_645) : !memref_gmem_bf16_4
        %lay_648 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_649 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_650 = cute.make_layout() : !cute.layout<"1:0">
        %append_651 = cute.append_to_rank<2> (%lay_648, %lay_650) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_652 = cute.make_view(%iter_191, %append_651) : !memref_rmem_i8_
        %iter_653 = cute.get_iter(%view_652) : !memref_rmem_i8_
        %lay_654 = cute.get_layout(%view_652) : !memref_rmem_i8_
        %296 = cute.get_shape(%lay_654) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_655, %e1_656, %e2_657 = cute.get_leaves(%296) : !cute.shape<"(1,1,4)">
        %lay_658 = cute.get_layout(%view_652) : !memref_rmem_i8_
        %297 = cute.get_shape(%lay_658) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_659, %e1_660, %e2_661 = cute.get_leaves(%297) : !cute.shape<"(1,1,4)">
        %iter_662 = cute.get_iter(%view_652) : !memref_rmem_i8_
        %view_663 = cute.make_view(%iter_662) : !memref_rmem_i8_1
        %iter_664 = cute.get_iter(%view_663) : !memref_rmem_i8_1
        %iter_665 = cute.get_iter(%view_663) : !memref_rmem_i8_1
        %lay_666 = cute.get_layout(%view_625) : !memref_rmem_bf16_1
        %298 = cute.get_shape(%lay_666) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_667, %e1_668, %e2_669, %e3_670 = cute.get_leaves(%298) : !cute.shape<"((8,1),(1,4))">
        %lay_671 = cute.get_layout(%view_645) : !memref_gmem_bf16_4
        %299 = cute.get_shape(%lay_671) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_672, %e1_673, %e2_674, %e3_675 = cute.get_leaves(%299) : !cute.shape<"((8,1),(1,4))">
        %lay_676 = cute.get_layout(%view_625) : !memref_rmem_bf16_1
        %sz_677 = cute.size(%lay_676) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_678 = cute.get_leaves(%sz_677) : !cute.int_tuple<"4">
        %lay_679 = cute.get_layout(%view_645) : !memref_gmem_bf16_4
        %sz_680 = cute.size(%lay_679) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_681 = cute.get_leaves(%sz_680) : !cute.int_tuple<"4">
        %lay_682 = cute.get_layout(%view_625) : !memref_rmem_bf16_1
        %300 = cute.get_shape(%lay_682) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_683, %e1_684, %e2_685, %e3_686 = cute.get_leaves(%300) : !cute.shape<"((8,1),(1,4))">
        %iter_687 = cute.get_iter(%view_625) : !memref_rmem_bf16_1
        %iter_688 = cute.get_iter(%view_645) : !memref_gmem_bf16_4
        %lay_689 = cute.get_layout(%view_625) : !memref_rmem_bf16_1
        %lay_690 = cute.get_layout(%view_645) : !memref_gmem_bf16_4
        %301 = cute.static : !cute.layout<"1:0">
        %append_691 = cute.append_to_rank<2> (%lay_689, %301) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_692 = cute.append_to_rank<2> (%lay_690, %301) : !cute_layout_e303c3, !cute.layout<"1:0">
        %lay_693 = cute.make_layout() : !cute_layout_bb9a85
        %lay_694 = cute.make_layout() : !cute_layout_8083f9
        %iter_695 = cute.get_iter(%view_663) : !memref_rmem_i8_1
        %lay_696 = cute.get_layout(%view_663) : !memref_rmem_i8_1
        %append_697 = cute.append_to_rank<2> (%lay_696, %301) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_698 = cute.make_layout() : !cute_layout_973764
        %sz_699 = cute.size(%lay_693) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %302 = cute.get_scalars(%sz_699) : !cute.int_tuple<"4">
        %c0_i32_700 = arith.constant 0 : i32
        %c1_i32_701 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_700 to %302 step %c1_i32_701  : i32 {
          %coord_702 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %303 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_703 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_704 = cute.crd2idx(%coord_702, %lay_693) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_705 = cute.add_offset(%iter_687, %idx_704) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_706 = cute.make_view(%ptr_705, %lay_703) : !memref_rmem_bf16_2
          %304 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_707 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_708 = cute.crd2idx(%coord_702, %lay_694) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_709 = cute.add_offset(%iter_688, %idx_708) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_710 = cute.make_view(%ptr_709, %lay_707) : !memref_gmem_bf16_5
          %305 = cute.get_scalars(%coord_702) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_711 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_712 = cute.crd2idx(%coord_702, %lay_698) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_713 = cute.add_offset(%iter_695, %idx_712) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_714 = cute.make_view(%ptr_713, %lay_711) : !memref_rmem_i8_2
          %iter_715 = cute.get_iter(%view_706) : !memref_rmem_bf16_2
          %iter_716 = cute.get_iter(%view_710) : !memref_gmem_bf16_5
          %iter_717 = cute.get_iter(%view_714) : !memref_rmem_i8_2
          %306 = builtin.unrealized_conversion_cast %iter_717 : !cute.ptr<i8, rmem> to !llvm.ptr
          %307 = llvm.load %306 : !llvm.ptr -> i8
          %308 = llvm.mlir.constant(0 : i8) : i8
          %309 = llvm.icmp "ne" %307, %308 : i8
          scf.if %309 {
            %310 = builtin.unrealized_conversion_cast %iter_715 : !cute_ptr_2914ae to !llvm.ptr
            %311 = builtin.unrealized_conversion_cast %iter_716 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %312 = llvm.load %310 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %312, %311 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0: !memref_gmem_bf16_6, %arg1: !memref_gmem_bf16_7, %arg2: !memref_gmem_bf16_6, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_6
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_6
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_7
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16_6
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_6
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_bf16_6
    %iter_10 = cute.get_iter(%view) : !memref_gmem_bf16_6
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_bf16_6
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout() : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_bf16_6
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_bf16_6
    %lay_21 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout() : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_bf16_8
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_bf16_8
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_29 = cute.get_iter(%view) : !memref_gmem_bf16_6
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_bf16_
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_bf16_
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_bf16_
    %tile_33 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_34 = cute.get_iter(%view_27) : !memref_gmem_bf16_8
    %view_35 = cute.make_view(%iter_34) : !memref_gmem_bf16_1
    %iter_36 = cute.get_iter(%view_35) : !memref_gmem_bf16_1
    %iter_37 = cute.get_iter(%view_35) : !memref_gmem_bf16_1
    %tile_38 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_39 = cute.get_iter(%view_19) : !memref_gmem_bf16_6
    %view_40 = cute.make_view(%iter_39) : !memref_gmem_bf16_
    %iter_41 = cute.get_iter(%view_40) : !memref_gmem_bf16_
    %iter_42 = cute.get_iter(%view_40) : !memref_gmem_bf16_
    %lay_43 = cute.get_layout(%view) : !memref_gmem_bf16_6
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
    %tile_53 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_54 = cute.get_iter(%view_49) : !cute_coord_tensor_15c8d6
    %view_55 = cute.make_view(%iter_54) : !cute_coord_tensor_b6ed2e
    %iter_56 = cute.get_iter(%view_55) : !cute_coord_tensor_b6ed2e
    %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute.arith_tuple_iter<"(0,0)">
    %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(0,0)">
    %iter_60 = cute.get_iter(%view_55) : !cute_coord_tensor_b6ed2e
    %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute.arith_tuple_iter<"(0,0)">
    %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_65 = cute.make_layout() : !cute.layout<"(1,256):(0,1)">
    %shape_66 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_67 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_68 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_69 = cute.make_layout() : !cute_layout_7589d3
    %sz = cute.size(%lay_65) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_70 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_71 = cute.size(%lay_68) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_72 = cute.get_leaves(%sz_71) : !cute.int_tuple<"8">
    %shape_73 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_74 = cute.make_layout() : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%lay_69) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %lay_75 = cute.make_layout() : !cute.layout<"(256,8):(8,1)">
    %6 = cute.get_shape(%lay_69) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_76, %e1_77, %e2 = cute.get_leaves(%6) : !cute.shape<"(1,(8,256))">
    %int_tuple_78 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %int_tuple_79 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2048)">
    %e0_80, %e1_81 = cute.get_leaves(%int_tuple_79) : !cute.int_tuple<"(1,2048)">
    %tile_82 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %7 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_83 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %8 = cute.get_shape(%lay_83) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_84, %e1_85 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %lay_86 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %sz_87 = cute.size(%lay_86) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"96">
    %lay_89 = cute.get_layout(%view_30) : !memref_gmem_bf16_
    %lay_90 = cute.get_layout(%view_35) : !memref_gmem_bf16_1
    %lay_91 = cute.get_layout(%view_40) : !memref_gmem_bf16_
    %lay_92 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %lay_93 = cute.get_layout(%view_55) : !cute_coord_tensor_b6ed2e
    %9 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_94, %e1_95 = cute.get_leaves(%9) : !cute.tile<"[1:0;2048:1]">
    %10 = cute.static : !cute.layout<"(256,8):(8,1)">
    %11 = cute.static : !cute.layout<"1:0">
    %12 = cute.static : !cute.layout<"(1,8):(0,1)">
    %13 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c128_i32 = arith.constant 128 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %14 = arith.cmpi sgt, %c128_i32, %c232448_i32 : i32
    scf.if %14 {
      %19 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %20 = llvm.getelementptr %19[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %21 = llvm.call @printf(%20, %c128_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %15 = arith.extsi %c128_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %16 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %15, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%16] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_96 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%16] %c0_i32_96 : !cuda.launch_cfg<max_attrs = 3>, i32
    %17 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%16> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_, !memref_gmem_f32_, f32) -> !cuda.result
    %18 = cuda.cast %17 : !cuda.result -> i32
    cuda.return_if_error %18 : i32
    %c0_i32_97 = arith.constant 0 : i32
    return %c0_i32_97 : i32
  }
}
