!cute_arith_tuple_iter_7c5329 = !cute.arith_tuple_iter<"(?,?{div=4})">
!cute_arith_tuple_iter_aaefeb = !cute.arith_tuple_iter<"(?,?{div=2048})">
!cute_coord_tensor_029b8b = !cute.coord_tensor<"(?,?{div=2048})", "(1,2048):(0,1@1)">
!cute_coord_tensor_0ff96d = !cute.coord_tensor<"(?,?{div=4})", "():()">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_40e15c = !cute.coord_tensor<"(?,?{div=4})", "((4,1),1,4):((1@1,0),0,512@1)">
!cute_coord_tensor_511bd0 = !cute.coord_tensor<"(0,0)", "((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_int_tuple_530818 = !cute.int_tuple<"(?,?{div=2048})">
!cute_layout_057eda = !cute.layout<"((4,1),1,4):((1,0),0,512)">
!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_2b275f = !cute.layout<"((1,2048),(96,3)):((0,1),(5000,2048))">
!cute_layout_52a9ba = !cute.layout<"((4,1),(1,4)):((1,0),(0,4))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_65aa51 = !cute.layout<"((4,1),1,4):((1,0),0,4)">
!cute_layout_6cf571 = !cute.layout<"((4,1),(1,4)):((1,0),(0,512))">
!cute_layout_8758cc = !cute.layout<"((4,1),1,4):((1@1,0),0,512@1)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_b38ecb = !cute.layout<"((4,1),((1,4))):((1,0),((0,512)))">
!cute_layout_b668f0 = !cute.layout<"(1,(4,128)):(0,(128,1))">
!cute_layout_ca5c98 = !cute.layout<"((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_layout_f5fe74 = !cute.layout<"((4,1),((1,4))):((1,0),((0,4)))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(0,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_9 = !cute.memref<f32, gmem, align<16>, "(96,5000):(0,1)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<16>, "((4,1)):((1,0))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
!memref_smem_f32_1 = !cute.memref<f32, smem, align<16>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_, %arg3: !memref_gmem_f32_2, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !cute_coord_tensor_511bd0
      %1 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_3 = cute.get_iter(%0) : !cute_coord_tensor_511bd0
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_8 = cute.get_iter(%0) : !cute_coord_tensor_511bd0
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f32_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_2
      %lay_15 = cute.get_layout(%0) : !cute_coord_tensor_511bd0
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %8 = arith.remsi %2, %c32_i32 : i32
      %9 = arith.floordivsi %2, %c32_i32 : i32
      %lay_16 = cute.get_layout(%arg0) : !memref_gmem_f32_
      %sz = cute.size(%lay_16) <{mode = [1, 1]}> : (!cute_layout_2b275f) -> !cute.int_tuple<"3">
      %e0_17 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %10:3 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %1) -> (f32, f32, !copy_simt)  : i32 {
        %coord_96 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_97 = cute.get_layout(%arg0) : !memref_gmem_f32_
        %idx_98 = cute.crd2idx(%coord_96, %lay_97) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_99 = cute.get_iter(%arg0) : !memref_gmem_f32_
        %ptr_100 = cute.add_offset(%iter_99, %idx_98) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_101 = cute.make_view(%ptr_100) : !memref_gmem_f32_3
        %iter_102 = cute.get_iter(%view_101) : !memref_gmem_f32_3
        %iter_103 = cute.get_iter(%view_101) : !memref_gmem_f32_3
        %coord_104 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_105 = cute.get_iter(%view_101) : !memref_gmem_f32_3
        %130 = cute.get_scalars(%coord_104) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_106 = arith.constant 4 : i32
        %131 = arith.muli %130, %c4_i32_106 : i32
        %iv = cute.assume(%131) : (i32) -> !cute.i32<divby 4>
        %int_tuple_107 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_108 = cute.add_offset(%iter_105, %int_tuple_107) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_109 = cute.make_view(%ptr_108) : !memref_gmem_f32_4
        %iter_110 = cute.get_iter(%view_109) : !memref_gmem_f32_4
        %coord_111 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_112 = cute.get_layout(%0) : !cute_coord_tensor_511bd0
        %idx_113 = cute.crd2idx(%coord_111, %lay_112) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
        %iter_114 = cute.get_iter(%0) : !cute_coord_tensor_511bd0
        %tup_115 = cute.add_offset(%iter_114, %idx_113) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
        %view_116 = cute.make_view(%tup_115) : !cute_coord_tensor_029b8b
        %iter_117 = cute.get_iter(%view_116) : !cute_coord_tensor_029b8b
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_aaefeb
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute_int_tuple_530818
        %132 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %133 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=2048}">
        %iter_121 = cute.get_iter(%view_116) : !cute_coord_tensor_029b8b
        %tup_122 = cute.deref_arith_tuple_iter(%iter_121) : !cute_arith_tuple_iter_aaefeb
        %e0_123, %e1_124 = cute.get_leaves(%tup_122) : !cute_int_tuple_530818
        %134 = cute.get_scalars(%e0_123) : !cute.int_tuple<"?">
        %135 = cute.get_scalars(%e1_124) : !cute.int_tuple<"?{div=2048}">
        %coord_125 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_126 = cute.get_iter(%view_116) : !cute_coord_tensor_029b8b
        %136 = cute.get_scalars(%coord_125) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_127 = arith.constant 4 : i32
        %137 = arith.muli %136, %c4_i32_127 : i32
        %iv_128 = cute.assume(%137) : (i32) -> !cute.i32<divby 4>
        %int_tuple_129 = cute.make_int_tuple(%iv_128) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
        %tup_130 = cute.add_offset(%iter_126, %int_tuple_129) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
        %view_131 = cute.make_view(%tup_130) : !cute_coord_tensor_40e15c
        %iter_132 = cute.get_iter(%view_131) : !cute_coord_tensor_40e15c
        %tup_133 = cute.deref_arith_tuple_iter(%iter_132) : !cute_arith_tuple_iter_7c5329
        %e0_134, %e1_135 = cute.get_leaves(%tup_133) : !cute.int_tuple<"(?,?{div=4})">
        %138 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_135) : !cute.int_tuple<"?{div=4}">
        %lay_136 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %sz_137 = cute.size(%lay_136) <{mode = [0, 1]}> : (!cute_layout_057eda) -> !cute.int_tuple<"1">
        %e0_138 = cute.get_leaves(%sz_137) : !cute.int_tuple<"1">
        %lay_139 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %sz_140 = cute.size(%lay_139) <{mode = [1]}> : (!cute_layout_057eda) -> !cute.int_tuple<"1">
        %e0_141 = cute.get_leaves(%sz_140) : !cute.int_tuple<"1">
        %lay_142 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %sz_143 = cute.size(%lay_142) <{mode = [2]}> : (!cute_layout_057eda) -> !cute.int_tuple<"4">
        %e0_144 = cute.get_leaves(%sz_143) : !cute.int_tuple<"4">
        %shape_145 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_146 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_146) : !memref_rmem_i8_
        %iter_147 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_148 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_149 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_150 = cute.get_layout(%view_131) : !cute_coord_tensor_40e15c
        %idx_151 = cute.crd2idx(%coord_149, %lay_150) : (!cute.coord<"((0,0),0,0)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,0)">
        %iter_152 = cute.get_iter(%view_131) : !cute_coord_tensor_40e15c
        %tup_153 = cute.add_offset(%iter_152, %idx_151) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_7c5329
        %view_154 = cute.make_view(%tup_153) : !cute_coord_tensor_0ff96d
        %iter_155 = cute.get_iter(%view_154) : !cute_coord_tensor_0ff96d
        %tup_156 = cute.deref_arith_tuple_iter(%iter_155) : !cute_arith_tuple_iter_7c5329
        %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute.int_tuple<"(?,?{div=4})">
        %140 = cute.get_scalars(%e0_157) : !cute.int_tuple<"?">
        %141 = cute.get_scalars(%e1_158) : !cute.int_tuple<"?{div=4}">
        %iter_159 = cute.get_iter(%view_154) : !cute_coord_tensor_0ff96d
        %tup_160 = cute.deref_arith_tuple_iter(%iter_159) : !cute_arith_tuple_iter_7c5329
        %e0_161, %e1_162 = cute.get_leaves(%tup_160) : !cute.int_tuple<"(?,?{div=4})">
        %142 = cute.get_scalars(%e0_161) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_162) : !cute.int_tuple<"?{div=4}">
        %iter_163 = cute.get_iter(%view_154) : !cute_coord_tensor_0ff96d
        %tup_164 = cute.deref_arith_tuple_iter(%iter_163) : !cute_arith_tuple_iter_7c5329
        %e0_165, %e1_166 = cute.get_leaves(%tup_164) : !cute.int_tuple<"(?,?{div=4})">
        %144 = cute.get_scalars(%e0_165) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_166) : !cute.int_tuple<"?{div=4}">
        %coord_167 = cute.make_coord(%e0_165, %e1_166) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_168 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %146:2 = cute.get_scalars(%coord_167) : !cute.coord<"(?,?{div=4})">
        %147:2 = cute.get_scalars(%coord_168) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %148 = arith.cmpi slt, %146#0, %147#0 : i32
        %149 = arith.andi %true, %148 : i1
        %150 = arith.cmpi slt, %146#1, %147#1 : i32
        %151 = arith.andi %149, %150 : i1
        %152 = arith.extui %151 : i1 to i8
        %coord_169 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_169, %152) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_170 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_171 = cute.get_layout(%view_131) : !cute_coord_tensor_40e15c
        %idx_172 = cute.crd2idx(%coord_170, %lay_171) : (!cute.coord<"((0,0),0,1)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,512)">
        %iter_173 = cute.get_iter(%view_131) : !cute_coord_tensor_40e15c
        %tup_174 = cute.add_offset(%iter_173, %idx_172) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
        %view_175 = cute.make_view(%tup_174) : !cute_coord_tensor_0ff96d
        %iter_176 = cute.get_iter(%view_175) : !cute_coord_tensor_0ff96d
        %tup_177 = cute.deref_arith_tuple_iter(%iter_176) : !cute_arith_tuple_iter_7c5329
        %e0_178, %e1_179 = cute.get_leaves(%tup_177) : !cute.int_tuple<"(?,?{div=4})">
        %153 = cute.get_scalars(%e0_178) : !cute.int_tuple<"?">
        %154 = cute.get_scalars(%e1_179) : !cute.int_tuple<"?{div=4}">
        %iter_180 = cute.get_iter(%view_175) : !cute_coord_tensor_0ff96d
        %tup_181 = cute.deref_arith_tuple_iter(%iter_180) : !cute_arith_tuple_iter_7c5329
        %e0_182, %e1_183 = cute.get_leaves(%tup_181) : !cute.int_tuple<"(?,?{div=4})">
        %155 = cute.get_scalars(%e0_182) : !cute.int_tuple<"?">
        %156 = cute.get_scalars(%e1_183) : !cute.int_tuple<"?{div=4}">
        %iter_184 = cute.get_iter(%view_175) : !cute_coord_tensor_0ff96d
        %tup_185 = cute.deref_arith_tuple_iter(%iter_184) : !cute_arith_tuple_iter_7c5329
        %e0_186, %e1_187 = cute.get_leaves(%tup_185) : !cute.int_tuple<"(?,?{div=4})">
        %157 = cute.get_scalars(%e0_186) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_187) : !cute.int_tuple<"?{div=4}">
        %coord_188 = cute.make_coord(%e0_186, %e1_187) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_189 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %159:2 = cute.get_scalars(%coord_188) : !cute.coord<"(?,?{div=4})">
        %160:2 = cute.get_scalars(%coord_189) : !cute.coord<"(96,5000)">
        %true_190 = arith.constant true
        %161 = arith.cmpi slt, %159#0, %160#0 : i32
        %162 = arith.andi %true_190, %161 : i1
        %163 = arith.cmpi slt, %159#1, %160#1 : i32
        %164 = arith.andi %162, %163 : i1
        %165 = arith.extui %164 : i1 to i8
        %coord_191 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_191, %165) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_192 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_193 = cute.get_layout(%view_131) : !cute_coord_tensor_40e15c
        %idx_194 = cute.crd2idx(%coord_192, %lay_193) : (!cute.coord<"((0,0),0,2)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1024)">
        %iter_195 = cute.get_iter(%view_131) : !cute_coord_tensor_40e15c
        %tup_196 = cute.add_offset(%iter_195, %idx_194) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
        %view_197 = cute.make_view(%tup_196) : !cute_coord_tensor_0ff96d
        %iter_198 = cute.get_iter(%view_197) : !cute_coord_tensor_0ff96d
        %tup_199 = cute.deref_arith_tuple_iter(%iter_198) : !cute_arith_tuple_iter_7c5329
        %e0_200, %e1_201 = cute.get_leaves(%tup_199) : !cute.int_tuple<"(?,?{div=4})">
        %166 = cute.get_scalars(%e0_200) : !cute.int_tuple<"?">
        %167 = cute.get_scalars(%e1_201) : !cute.int_tuple<"?{div=4}">
        %iter_202 = cute.get_iter(%view_197) : !cute_coord_tensor_0ff96d
        %tup_203 = cute.deref_arith_tuple_iter(%iter_202) : !cute_arith_tuple_iter_7c5329
        %e0_204, %e1_205 = cute.get_leaves(%tup_203) : !cute.int_tuple<"(?,?{div=4})">
        %168 = cute.get_scalars(%e0_204) : !cute.int_tuple<"?">
        %169 = cute.get_scalars(%e1_205) : !cute.int_tuple<"?{div=4}">
        %iter_206 = cute.get_iter(%view_197) : !cute_coord_tensor_0ff96d
        %tup_207 = cute.deref_arith_tuple_iter(%iter_206) : !cute_arith_tuple_iter_7c5329
        %e0_208, %e1_209 = cute.get_leaves(%tup_207) : !cute.int_tuple<"(?,?{div=4})">
        %170 = cute.get_scalars(%e0_208) : !cute.int_tuple<"?">
        %171 = cute.get_scalars(%e1_209) : !cute.int_tuple<"?{div=4}">
        %coord_210 = cute.make_coord(%e0_208, %e1_209) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_211 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %172:2 = cute.get_scalars(%coord_210) : !cute.coord<"(?,?{div=4})">
        %173:2 = cute.get_scalars(%coord_211) : !cute.coord<"(96,5000)">
        %true_212 = arith.constant true
        %174 = arith.cmpi slt, %172#0, %173#0 : i32
        %175 = arith.andi %true_212, %174 : i1
        %176 = arith.cmpi slt, %172#1, %173#1 : i32
        %177 = arith.andi %175, %176 : i1
        %178 = arith.extui %177 : i1 to i8
        %coord_213 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_213, %178) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_214 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_215 = cute.get_layout(%view_131) : !cute_coord_tensor_40e15c
        %idx_216 = cute.crd2idx(%coord_214, %lay_215) : (!cute.coord<"((0,0),0,3)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1536)">
        %iter_217 = cute.get_iter(%view_131) : !cute_coord_tensor_40e15c
        %tup_218 = cute.add_offset(%iter_217, %idx_216) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
        %view_219 = cute.make_view(%tup_218) : !cute_coord_tensor_0ff96d
        %iter_220 = cute.get_iter(%view_219) : !cute_coord_tensor_0ff96d
        %tup_221 = cute.deref_arith_tuple_iter(%iter_220) : !cute_arith_tuple_iter_7c5329
        %e0_222, %e1_223 = cute.get_leaves(%tup_221) : !cute.int_tuple<"(?,?{div=4})">
        %179 = cute.get_scalars(%e0_222) : !cute.int_tuple<"?">
        %180 = cute.get_scalars(%e1_223) : !cute.int_tuple<"?{div=4}">
        %iter_224 = cute.get_iter(%view_219) : !cute_coord_tensor_0ff96d
        %tup_225 = cute.deref_arith_tuple_iter(%iter_224) : !cute_arith_tuple_iter_7c5329
        %e0_226, %e1_227 = cute.get_leaves(%tup_225) : !cute.int_tuple<"(?,?{div=4})">
        %181 = cute.get_scalars(%e0_226) : !cute.int_tuple<"?">
        %182 = cute.get_scalars(%e1_227) : !cute.int_tuple<"?{div=4}">
        %iter_228 = cute.get_iter(%view_219) : !cute_coord_tensor_0ff96d
        %tup_229 = cute.deref_arith_tuple_iter(%iter_228) : !cute_arith_tuple_iter_7c5329
        %e0_230, %e1_231 = cute.get_leaves(%tup_229) : !cute.int_tuple<"(?,?{div=4})">
        %183 = cute.get_scalars(%e0_230) : !cute.int_tuple<"?">
        %184 = cute.get_scalars(%e1_231) : !cute.int_tuple<"?{div=4}">
        %coord_232 = cute.make_coord(%e0_230, %e1_231) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_233 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %185:2 = cute.get_scalars(%coord_232) : !cute.coord<"(?,?{div=4})">
        %186:2 = cute.get_scalars(%coord_233) : !cute.coord<"(96,5000)">
        %true_234 = arith.constant true
        %187 = arith.cmpi slt, %185#0, %186#0 : i32
        %188 = arith.andi %true_234, %187 : i1
        %189 = arith.cmpi slt, %185#1, %186#1 : i32
        %190 = arith.andi %188, %189 : i1
        %191 = arith.extui %190 : i1 to i8
        %coord_235 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_235, %191) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_236 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %lay_237 = cute.make_layout() : !cute_layout_65aa51
        %rmem_238 = cute.memref.alloca(%lay_237) : !memref_rmem_f32_
        %iter_239 = cute.get_iter(%rmem_238) : !memref_rmem_f32_
        %iter_240 = cute.get_iter(%rmem_238) : !memref_rmem_f32_
        %lay_241 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %lay_242 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %sz_243 = cute.size(%lay_242) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_244 = cute.get_leaves(%sz_243) : !cute.int_tuple<"16">
        %lay_245 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %192 = cute.get_shape(%lay_245) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_246, %e1_247, %e2, %e3 = cute.get_leaves(%192) : !cute.shape<"((4,1),1,4)">
        %int_tuple_248 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_249 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_250 = cute.get_leaves(%int_tuple_249) : !cute.int_tuple<"16">
        %cst_251 = arith.constant 0.000000e+00 : f32
        %193 = vector.splat %cst_251 : vector<16xf32>
        %lay_252 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %194 = cute.get_shape(%lay_252) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_253, %e1_254, %e2_255, %e3_256 = cute.get_leaves(%194) : !cute.shape<"((4,1),1,4)">
        %lay_257 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %lay_258 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %195 = cute.get_shape(%lay_258) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_259, %e1_260, %e2_261, %e3_262 = cute.get_leaves(%195) : !cute.shape<"((4,1),1,4)">
        %int_tuple_263 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_264 = cute.size(%int_tuple_263) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_265 = cute.get_leaves(%sz_264) : !cute.int_tuple<"16">
        %int_tuple_266 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_267 = cute.size(%int_tuple_266) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_268 = cute.get_leaves(%sz_267) : !cute.int_tuple<"16">
        cute.memref.store_vec(%193, %rmem_238) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_269 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %196 = cute.get_shape(%lay_269) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_270, %e1_271, %e2_272, %e3_273 = cute.get_leaves(%196) : !cute.shape<"((4,1),1,4)">
        %lay_274 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %197 = cute.get_shape(%lay_274) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_275, %e1_276, %e2_277, %e3_278 = cute.get_leaves(%197) : !cute.shape<"((4,1),1,4)">
        %lay_279 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %shape_280 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_281 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_279, %lay_281) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_282 = cute.make_view(%iter_110, %append) : !memref_gmem_f32_4
        %iter_283 = cute.get_iter(%view_282) : !memref_gmem_f32_4
        %lay_284 = cute.get_layout(%view_282) : !memref_gmem_f32_4
        %198 = cute.get_shape(%lay_284) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_285, %e1_286, %e2_287, %e3_288 = cute.get_leaves(%198) : !cute.shape<"((4,1),1,4)">
        %lay_289 = cute.get_layout(%view_282) : !memref_gmem_f32_4
        %199 = cute.get_shape(%lay_289) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%199) : !cute.shape<"((4,1),1,4)">
        %iter_294 = cute.get_iter(%view_282) : !memref_gmem_f32_4
        %view_295 = cute.make_view(%iter_294) : !memref_gmem_f32_5
        %iter_296 = cute.get_iter(%view_295) : !memref_gmem_f32_5
        %iter_297 = cute.get_iter(%view_295) : !memref_gmem_f32_5
        %lay_298 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %shape_299 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_300 = cute.make_layout() : !cute.layout<"1:0">
        %append_301 = cute.append_to_rank<2> (%lay_298, %lay_300) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_302 = cute.make_view(%iter_240, %append_301) : !memref_rmem_f32_
        %iter_303 = cute.get_iter(%view_302) : !memref_rmem_f32_
        %lay_304 = cute.get_layout(%view_302) : !memref_rmem_f32_
        %200 = cute.get_shape(%lay_304) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_305, %e1_306, %e2_307, %e3_308 = cute.get_leaves(%200) : !cute.shape<"((4,1),1,4)">
        %lay_309 = cute.get_layout(%view_302) : !memref_rmem_f32_
        %201 = cute.get_shape(%lay_309) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_310, %e1_311, %e2_312, %e3_313 = cute.get_leaves(%201) : !cute.shape<"((4,1),1,4)">
        %iter_314 = cute.get_iter(%view_302) : !memref_rmem_f32_
        %view_315 = cute.make_view(%iter_314) : !memref_rmem_f32_1
        %iter_316 = cute.get_iter(%view_315) : !memref_rmem_f32_1
        %iter_317 = cute.get_iter(%view_315) : !memref_rmem_f32_1
        %lay_318 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_319 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_320 = cute.make_layout() : !cute.layout<"1:0">
        %append_321 = cute.append_to_rank<2> (%lay_318, %lay_320) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_322 = cute.make_view(%iter_148, %append_321) : !memref_rmem_i8_
        %iter_323 = cute.get_iter(%view_322) : !memref_rmem_i8_
        %lay_324 = cute.get_layout(%view_322) : !memref_rmem_i8_
        %202 = cute.get_shape(%lay_324) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_325, %e1_326, %e2_327 = cute.get_leaves(%202) : !cute.shape<"(1,1,4)">
        %lay_328 = cute.get_layout(%view_322) : !memref_rmem_i8_
        %203 = cute.get_shape(%lay_328) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_329, %e1_330, %e2_331 = cute.get_leaves(%203) : !cute.shape<"(1,1,4)">
        %iter_332 = cute.get_iter(%view_322) : !memref_rmem_i8_
        %view_333 = cute.make_view(%iter_332) : !memref_rmem_i8_1
        %iter_334 = cute.get_iter(%view_333) : !memref_rmem_i8_1
        %iter_335 = cute.get_iter(%view_333) : !memref_rmem_i8_1
        %lay_336 = cute.get_layout(%view_295) : !memref_gmem_f32_5
        %204 = cute.get_shape(%lay_336) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_337, %e1_338, %e2_339, %e3_340 = cute.get_leaves(%204) : !cute.shape<"((4,1),(1,4))">
        %lay_341 = cute.get_layout(%view_315) : !memref_rmem_f32_1
        %205 = cute.get_shape(%lay_341) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_342, %e1_343, %e2_344, %e3_345 = cute.get_leaves(%205) : !cute.shape<"((4,1),(1,4))">
        %lay_346 = cute.get_layout(%view_295) : !memref_gmem_f32_5
        %sz_347 = cute.size(%lay_346) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_348 = cute.get_leaves(%sz_347) : !cute.int_tuple<"4">
        %lay_349 = cute.get_layout(%view_315) : !memref_rmem_f32_1
        %sz_350 = cute.size(%lay_349) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_351 = cute.get_leaves(%sz_350) : !cute.int_tuple<"4">
        %lay_352 = cute.get_layout(%view_295) : !memref_gmem_f32_5
        %206 = cute.get_shape(%lay_352) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%206) : !cute.shape<"((4,1),(1,4))">
        %iter_357 = cute.get_iter(%view_295) : !memref_gmem_f32_5
        %iter_358 = cute.get_iter(%view_315) : !memref_rmem_f32_1
        %lay_359 = cute.get_layout(%view_295) : !memref_gmem_f32_5
        %lay_360 = cute.get_layout(%view_315) : !memref_rmem_f32_1
        %207 = cute.static : !cute.layout<"1:0">
        %append_361 = cute.append_to_rank<2> (%lay_359, %207) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_362 = cute.append_to_rank<2> (%lay_360, %207) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_363 = cute.make_layout() : !cute_layout_b38ecb
        %lay_364 = cute.make_layout() : !cute_layout_f5fe74
        %iter_365 = cute.get_iter(%view_333) : !memref_rmem_i8_1
        %lay_366 = cute.get_layout(%view_333) : !memref_rmem_i8_1
        %append_367 = cute.append_to_rank<2> (%lay_366, %207) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_368 = cute.make_layout() : !cute_layout_973764
        %sz_369 = cute.size(%lay_363) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %208 = cute.get_scalars(%sz_369) : !cute.int_tuple<"4">
        %c0_i32_370 = arith.constant 0 : i32
        %c1_i32_371 = arith.constant 1 : i32
        scf.for %arg9 = %c0_i32_370 to %208 step %c1_i32_371  : i32 {
          %coord_389 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,?)">
          %229 = cute.get_scalars(%coord_389) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_390 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_391 = cute.crd2idx(%coord_389, %lay_363) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_392 = cute.add_offset(%iter_357, %idx_391) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_393 = cute.make_view(%ptr_392, %lay_390) : !memref_gmem_f32_6
          %230 = cute.get_scalars(%coord_389) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_394 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_395 = cute.crd2idx(%coord_389, %lay_364) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_396 = cute.add_offset(%iter_358, %idx_395) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_397 = cute.make_view(%ptr_396, %lay_394) : !memref_rmem_f32_2
          %231 = cute.get_scalars(%coord_389) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_398 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_399 = cute.crd2idx(%coord_389, %lay_368) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_400 = cute.add_offset(%iter_365, %idx_399) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_401 = cute.make_view(%ptr_400, %lay_398) : !memref_rmem_i8_2
          %iter_402 = cute.get_iter(%view_393) : !memref_gmem_f32_6
          %iter_403 = cute.get_iter(%view_397) : !memref_rmem_f32_2
          %iter_404 = cute.get_iter(%view_401) : !memref_rmem_i8_2
          %232 = builtin.unrealized_conversion_cast %iter_404 : !cute.ptr<i8, rmem> to !llvm.ptr
          %233 = llvm.load %232 : !llvm.ptr -> i8
          %234 = llvm.mlir.constant(0 : i8) : i8
          %235 = llvm.icmp "ne" %233, %234 : i8
          scf.if %235 {
            %236 = builtin.unrealized_conversion_cast %iter_402 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %237 = builtin.unrealized_conversion_cast %iter_403 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %238 = llvm.load %236 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %238, %237 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_372 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %209 = cute.get_shape(%lay_372) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_373, %e1_374, %e2_375, %e3_376 = cute.get_leaves(%209) : !cute.shape<"((4,1),1,4)">
        %lay_377 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %210 = cute.memref.load_vec(%rmem_238) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_378 = cute.get_layout(%rmem_238) : !memref_rmem_f32_
        %211 = cute.get_shape(%lay_378) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_379, %e1_380, %e2_381, %e3_382 = cute.get_leaves(%211) : !cute.shape<"((4,1),1,4)">
        %cst_383 = arith.constant 0.000000e+00 : f32
        %212 = vector.broadcast %cst_383 : f32 to vector<16xf32>
        %213 = arith.cmpf olt, %210, %212 : vector<16xf32>
        %cst_384 = arith.constant 0.000000e+00 : f32
        %214 = vector.broadcast %cst_384 : f32 to vector<16xf32>
        %215 = arith.subf %214, %210 : vector<16xf32>
        %216 = arith.select %213, %215, %210 : vector<16xi1>, vector<16xf32>
        %cst_385 = arith.constant 0.000000e+00 : f32
        %217 = vector.reduction <maximumf>, %216, %cst_385 : vector<16xf32> into f32
        %218 = arith.maximumf %arg7, %217 : f32
        %cst_386 = arith.constant 1.17549435E-38 : f32
        %219 = arith.maximumf %218, %cst_386 : f32
        %cst_387 = arith.constant 1.000000e+00 : f32
        %220 = arith.divf %cst_387, %219 : f32
        %221 = vector.broadcast %220 : f32 to vector<16xf32>
        %222 = arith.mulf %210, %221 : vector<16xf32>
        %223 = arith.mulf %arg7, %220 : f32
        %224 = arith.mulf %arg6, %223 : f32
        %225 = arith.mulf %224, %223 : f32
        %226 = arith.mulf %222, %222 : vector<16xf32>
        %cst_388 = arith.constant 0.000000e+00 : f32
        %227 = vector.reduction <add>, %226, %cst_388 : vector<16xf32> into f32
        %228 = arith.addf %225, %227 : f32
        scf.yield %228, %218, %arg8 : f32, f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_48 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_48) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_49 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_48) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_50 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_51 = arith.constant 16 : i32
      %71 = arith.cmpi sge, %smem_size, %c16_i32_51 : i32
      %iter_52 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_52, %lay_48) : !memref_smem_f32_
      %iter_53 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_54 = cute.get_iter(%view) : !memref_smem_f32_
      %shape_55 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_56 = cute.make_layout() : !cute.layout<"4:1">
      %coord_57 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_58 = cute.crd2idx(%coord_57, %lay_56) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_59 = cute.get_leaves(%idx_58) : !cute.int_tuple<"0">
      %cosz_60 = cute.cosize(%lay_56) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_61 = cute.get_leaves(%cosz_60) : !cute.int_tuple<"4">
      %int_tuple_62 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_63 = cute.add_offset(%ptr, %int_tuple_62) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_64 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %72 = arith.cmpi sge, %smem_size_64, %c32_i32 : i32
      %iter_65 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_66 = cute.make_view(%iter_65, %lay_56) : !memref_smem_f32_1
      %iter_67 = cute.get_iter(%view_66) : !memref_smem_f32_1
      %iter_68 = cute.get_iter(%view_66) : !memref_smem_f32_1
      %c0_i32_69 = arith.constant 0 : i32
      %73 = arith.cmpi eq, %8, %c0_i32_69 : i32
      %74:2 = scf.if %73 -> (!memref_smem_f32_, !memref_smem_f32_1) {
        %iter_96 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_97 = cute.get_iter(%view_66) : !memref_smem_f32_1
        %coord_98 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_98, %61) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        %coord_99 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_66, %coord_99, %70) : (!memref_smem_f32_1, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_66 : !memref_smem_f32_, !memref_smem_f32_1
      } else {
        %iter_96 = cute.get_iter(%view) : !memref_smem_f32_
        %iter_97 = cute.get_iter(%view_66) : !memref_smem_f32_1
        scf.yield %view, %view_66 : !memref_smem_f32_, !memref_smem_f32_1
      }
      %iter_70 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_71 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_72 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_73 = cute.get_iter(%74#0) : !memref_smem_f32_
      %iter_74 = cute.get_iter(%74#1) : !memref_smem_f32_1
      %iter_75 = cute.get_iter(%74#1) : !memref_smem_f32_1
      nvvm.barrier
      %coord_76 = cute.make_coord() : () -> !cute.coord<"0">
      %75 = cute.memref.load(%74#0, %coord_76) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_77 = cute.make_coord() : () -> !cute.coord<"0">
      %76 = cute.memref.load(%74#1, %coord_77) : (!memref_smem_f32_1, !cute.coord<"0">) -> f32
      %coord_78 = cute.make_coord() : () -> !cute.coord<"1">
      %77 = cute.memref.load(%74#0, %coord_78) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"1">
      %78 = cute.memref.load(%74#1, %coord_79) : (!memref_smem_f32_1, !cute.coord<"1">) -> f32
      %79 = arith.maximumf %75, %77 : f32
      %cst_80 = arith.constant 1.17549435E-38 : f32
      %80 = arith.maximumf %79, %cst_80 : f32
      %81 = arith.divf %cst_22, %80 : f32
      %82 = arith.mulf %75, %81 : f32
      %83 = arith.mulf %77, %81 : f32
      %84 = arith.mulf %76, %82 : f32
      %85 = arith.mulf %84, %82 : f32
      %86 = arith.mulf %78, %83 : f32
      %87 = arith.mulf %86, %83 : f32
      %88 = arith.addf %85, %87 : f32
      %coord_81 = cute.make_coord() : () -> !cute.coord<"2">
      %89 = cute.memref.load(%74#0, %coord_81) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %coord_82 = cute.make_coord() : () -> !cute.coord<"2">
      %90 = cute.memref.load(%74#1, %coord_82) : (!memref_smem_f32_1, !cute.coord<"2">) -> f32
      %91 = arith.maximumf %79, %89 : f32
      %cst_83 = arith.constant 1.17549435E-38 : f32
      %92 = arith.maximumf %91, %cst_83 : f32
      %93 = arith.divf %cst_22, %92 : f32
      %94 = arith.mulf %79, %93 : f32
      %95 = arith.mulf %89, %93 : f32
      %96 = arith.mulf %88, %94 : f32
      %97 = arith.mulf %96, %94 : f32
      %98 = arith.mulf %90, %95 : f32
      %99 = arith.mulf %98, %95 : f32
      %100 = arith.addf %97, %99 : f32
      %coord_84 = cute.make_coord() : () -> !cute.coord<"3">
      %101 = cute.memref.load(%74#0, %coord_84) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %coord_85 = cute.make_coord() : () -> !cute.coord<"3">
      %102 = cute.memref.load(%74#1, %coord_85) : (!memref_smem_f32_1, !cute.coord<"3">) -> f32
      %103 = arith.maximumf %91, %101 : f32
      %cst_86 = arith.constant 1.17549435E-38 : f32
      %104 = arith.maximumf %103, %cst_86 : f32
      %105 = arith.divf %cst_22, %104 : f32
      %106 = arith.mulf %91, %105 : f32
      %107 = arith.mulf %101, %105 : f32
      %108 = arith.mulf %100, %106 : f32
      %109 = arith.mulf %108, %106 : f32
      %110 = arith.mulf %102, %107 : f32
      %111 = arith.mulf %110, %107 : f32
      %112 = arith.addf %109, %111 : f32
      %int_tuple_87 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_88 = cute.size(%int_tuple_87) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_89 = cute.get_leaves(%sz_88) : !cute.int_tuple<"5000">
      %cst_90 = arith.constant 5.000000e+03 : f32
      %113 = arith.divf %112, %cst_90 : f32
      %cst_91 = arith.constant 1.17549435E-38 : f32
      %114 = arith.maximumf %103, %cst_91 : f32
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
      %cst_92 = arith.constant 9.99999984E+17 : f32
      %125 = arith.cmpf ogt, %103, %cst_92 : f32
      %126 = scf.if %125 -> (f32) {
        scf.yield %124 : f32
      } else {
        scf.yield %119 : f32
      }
      %127 = arith.cmpi eq, %2, %c0_i32_69 : i32
      %128 = scf.if %127 -> (!memref_gmem_f32_2) {
        %iter_96 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %coord_97 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_97, %126) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_2
      } else {
        %iter_96 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        scf.yield %arg3 : !memref_gmem_f32_2
      }
      %iter_93 = cute.get_iter(%128) : !memref_gmem_f32_2
      %iter_94 = cute.get_iter(%128) : !memref_gmem_f32_2
      %iter_95 = cute.get_iter(%128) : !memref_gmem_f32_2
      %129 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %10#2) -> (!copy_simt)  : i32 {
        %coord_96 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_97 = cute.get_layout(%arg0) : !memref_gmem_f32_
        %idx_98 = cute.crd2idx(%coord_96, %lay_97) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_99 = cute.get_iter(%arg0) : !memref_gmem_f32_
        %ptr_100 = cute.add_offset(%iter_99, %idx_98) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_101 = cute.make_view(%ptr_100) : !memref_gmem_f32_3
        %iter_102 = cute.get_iter(%view_101) : !memref_gmem_f32_3
        %iter_103 = cute.get_iter(%view_101) : !memref_gmem_f32_3
        %coord_104 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_105 = cute.get_iter(%view_101) : !memref_gmem_f32_3
        %130 = cute.get_scalars(%coord_104) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_106 = arith.constant 4 : i32
        %131 = arith.muli %130, %c4_i32_106 : i32
        %iv = cute.assume(%131) : (i32) -> !cute.i32<divby 4>
        %int_tuple_107 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_108 = cute.add_offset(%iter_105, %int_tuple_107) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_109 = cute.make_view(%ptr_108) : !memref_gmem_f32_4
        %iter_110 = cute.get_iter(%view_109) : !memref_gmem_f32_4
        %coord_111 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_112 = cute.get_layout(%arg1) : !memref_gmem_f32_1
        %idx_113 = cute.crd2idx(%coord_111, %lay_112) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,2048),(96,3)):((0,1),(0,2048))">) -> !cute.int_tuple<"?{div=2048}">
        %iter_114 = cute.get_iter(%arg1) : !memref_gmem_f32_1
        %ptr_115 = cute.add_offset(%iter_114, %idx_113) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_116 = cute.make_view(%ptr_115) : !memref_gmem_f32_3
        %iter_117 = cute.get_iter(%view_116) : !memref_gmem_f32_3
        %iter_118 = cute.get_iter(%view_116) : !memref_gmem_f32_3
        %coord_119 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_120 = cute.get_iter(%view_116) : !memref_gmem_f32_3
        %132 = cute.get_scalars(%coord_119) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_121 = arith.constant 4 : i32
        %133 = arith.muli %132, %c4_i32_121 : i32
        %iv_122 = cute.assume(%133) : (i32) -> !cute.i32<divby 4>
        %int_tuple_123 = cute.make_int_tuple(%iv_122) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_124 = cute.add_offset(%iter_120, %int_tuple_123) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_125 = cute.make_view(%ptr_124) : !memref_gmem_f32_4
        %iter_126 = cute.get_iter(%view_125) : !memref_gmem_f32_4
        %coord_127 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_128 = cute.get_layout(%arg2) : !memref_gmem_f32_
        %idx_129 = cute.crd2idx(%coord_127, %lay_128) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_130 = cute.get_iter(%arg2) : !memref_gmem_f32_
        %ptr_131 = cute.add_offset(%iter_130, %idx_129) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_132 = cute.make_view(%ptr_131) : !memref_gmem_f32_3
        %iter_133 = cute.get_iter(%view_132) : !memref_gmem_f32_3
        %iter_134 = cute.get_iter(%view_132) : !memref_gmem_f32_3
        %coord_135 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_136 = cute.get_iter(%view_132) : !memref_gmem_f32_3
        %134 = cute.get_scalars(%coord_135) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_137 = arith.constant 4 : i32
        %135 = arith.muli %134, %c4_i32_137 : i32
        %iv_138 = cute.assume(%135) : (i32) -> !cute.i32<divby 4>
        %int_tuple_139 = cute.make_int_tuple(%iv_138) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_140 = cute.add_offset(%iter_136, %int_tuple_139) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_141 = cute.make_view(%ptr_140) : !memref_gmem_f32_4
        %iter_142 = cute.get_iter(%view_141) : !memref_gmem_f32_4
        %coord_143 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_144 = cute.get_layout(%0) : !cute_coord_tensor_511bd0
        %idx_145 = cute.crd2idx(%coord_143, %lay_144) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
        %iter_146 = cute.get_iter(%0) : !cute_coord_tensor_511bd0
        %tup_147 = cute.add_offset(%iter_146, %idx_145) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
        %view_148 = cute.make_view(%tup_147) : !cute_coord_tensor_029b8b
        %iter_149 = cute.get_iter(%view_148) : !cute_coord_tensor_029b8b
        %tup_150 = cute.deref_arith_tuple_iter(%iter_149) : !cute_arith_tuple_iter_aaefeb
        %e0_151, %e1_152 = cute.get_leaves(%tup_150) : !cute_int_tuple_530818
        %136 = cute.get_scalars(%e0_151) : !cute.int_tuple<"?">
        %137 = cute.get_scalars(%e1_152) : !cute.int_tuple<"?{div=2048}">
        %iter_153 = cute.get_iter(%view_148) : !cute_coord_tensor_029b8b
        %tup_154 = cute.deref_arith_tuple_iter(%iter_153) : !cute_arith_tuple_iter_aaefeb
        %e0_155, %e1_156 = cute.get_leaves(%tup_154) : !cute_int_tuple_530818
        %138 = cute.get_scalars(%e0_155) : !cute.int_tuple<"?">
        %139 = cute.get_scalars(%e1_156) : !cute.int_tuple<"?{div=2048}">
        %coord_157 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_158 = cute.get_iter(%view_148) : !cute_coord_tensor_029b8b
        %140 = cute.get_scalars(%coord_157) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_159 = arith.constant 4 : i32
        %141 = arith.muli %140, %c4_i32_159 : i32
        %iv_160 = cute.assume(%141) : (i32) -> !cute.i32<divby 4>
        %int_tuple_161 = cute.make_int_tuple(%iv_160) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
        %tup_162 = cute.add_offset(%iter_158, %int_tuple_161) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
        %view_163 = cute.make_view(%tup_162) : !cute_coord_tensor_40e15c
        %iter_164 = cute.get_iter(%view_163) : !cute_coord_tensor_40e15c
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_7c5329
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=4})">
        %142 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %143 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=4}">
        %lay_168 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %sz_169 = cute.size(%lay_168) <{mode = [0, 1]}> : (!cute_layout_057eda) -> !cute.int_tuple<"1">
        %e0_170 = cute.get_leaves(%sz_169) : !cute.int_tuple<"1">
        %lay_171 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %sz_172 = cute.size(%lay_171) <{mode = [1]}> : (!cute_layout_057eda) -> !cute.int_tuple<"1">
        %e0_173 = cute.get_leaves(%sz_172) : !cute.int_tuple<"1">
        %lay_174 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %sz_175 = cute.size(%lay_174) <{mode = [2]}> : (!cute_layout_057eda) -> !cute.int_tuple<"4">
        %e0_176 = cute.get_leaves(%sz_175) : !cute.int_tuple<"4">
        %shape_177 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_178 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_178) : !memref_rmem_i8_
        %iter_179 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_180 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_181 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_182 = cute.get_layout(%view_163) : !cute_coord_tensor_40e15c
        %idx_183 = cute.crd2idx(%coord_181, %lay_182) : (!cute.coord<"((0,0),0,0)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,0)">
        %iter_184 = cute.get_iter(%view_163) : !cute_coord_tensor_40e15c
        %tup_185 = cute.add_offset(%iter_184, %idx_183) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_7c5329
        %view_186 = cute.make_view(%tup_185) : !cute_coord_tensor_0ff96d
        %iter_187 = cute.get_iter(%view_186) : !cute_coord_tensor_0ff96d
        %tup_188 = cute.deref_arith_tuple_iter(%iter_187) : !cute_arith_tuple_iter_7c5329
        %e0_189, %e1_190 = cute.get_leaves(%tup_188) : !cute.int_tuple<"(?,?{div=4})">
        %144 = cute.get_scalars(%e0_189) : !cute.int_tuple<"?">
        %145 = cute.get_scalars(%e1_190) : !cute.int_tuple<"?{div=4}">
        %iter_191 = cute.get_iter(%view_186) : !cute_coord_tensor_0ff96d
        %tup_192 = cute.deref_arith_tuple_iter(%iter_191) : !cute_arith_tuple_iter_7c5329
        %e0_193, %e1_194 = cute.get_leaves(%tup_192) : !cute.int_tuple<"(?,?{div=4})">
        %146 = cute.get_scalars(%e0_193) : !cute.int_tuple<"?">
        %147 = cute.get_scalars(%e1_194) : !cute.int_tuple<"?{div=4}">
        %iter_195 = cute.get_iter(%view_186) : !cute_coord_tensor_0ff96d
        %tup_196 = cute.deref_arith_tuple_iter(%iter_195) : !cute_arith_tuple_iter_7c5329
        %e0_197, %e1_198 = cute.get_leaves(%tup_196) : !cute.int_tuple<"(?,?{div=4})">
        %148 = cute.get_scalars(%e0_197) : !cute.int_tuple<"?">
        %149 = cute.get_scalars(%e1_198) : !cute.int_tuple<"?{div=4}">
        %coord_199 = cute.make_coord(%e0_197, %e1_198) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_200 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %150:2 = cute.get_scalars(%coord_199) : !cute.coord<"(?,?{div=4})">
        %151:2 = cute.get_scalars(%coord_200) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %152 = arith.cmpi slt, %150#0, %151#0 : i32
        %153 = arith.andi %true, %152 : i1
        %154 = arith.cmpi slt, %150#1, %151#1 : i32
        %155 = arith.andi %153, %154 : i1
        %156 = arith.extui %155 : i1 to i8
        %coord_201 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_201, %156) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_202 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_203 = cute.get_layout(%view_163) : !cute_coord_tensor_40e15c
        %idx_204 = cute.crd2idx(%coord_202, %lay_203) : (!cute.coord<"((0,0),0,1)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,512)">
        %iter_205 = cute.get_iter(%view_163) : !cute_coord_tensor_40e15c
        %tup_206 = cute.add_offset(%iter_205, %idx_204) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
        %view_207 = cute.make_view(%tup_206) : !cute_coord_tensor_0ff96d
        %iter_208 = cute.get_iter(%view_207) : !cute_coord_tensor_0ff96d
        %tup_209 = cute.deref_arith_tuple_iter(%iter_208) : !cute_arith_tuple_iter_7c5329
        %e0_210, %e1_211 = cute.get_leaves(%tup_209) : !cute.int_tuple<"(?,?{div=4})">
        %157 = cute.get_scalars(%e0_210) : !cute.int_tuple<"?">
        %158 = cute.get_scalars(%e1_211) : !cute.int_tuple<"?{div=4}">
        %iter_212 = cute.get_iter(%view_207) : !cute_coord_tensor_0ff96d
        %tup_213 = cute.deref_arith_tuple_iter(%iter_212) : !cute_arith_tuple_iter_7c5329
        %e0_214, %e1_215 = cute.get_leaves(%tup_213) : !cute.int_tuple<"(?,?{div=4})">
        %159 = cute.get_scalars(%e0_214) : !cute.int_tuple<"?">
        %160 = cute.get_scalars(%e1_215) : !cute.int_tuple<"?{div=4}">
        %iter_216 = cute.get_iter(%view_207) : !cute_coord_tensor_0ff96d
        %tup_217 = cute.deref_arith_tuple_iter(%iter_216) : !cute_arith_tuple_iter_7c5329
        %e0_218, %e1_219 = cute.get_leaves(%tup_217) : !cute.int_tuple<"(?,?{div=4})">
        %161 = cute.get_scalars(%e0_218) : !cute.int_tuple<"?">
        %162 = cute.get_scalars(%e1_219) : !cute.int_tuple<"?{div=4}">
        %coord_220 = cute.make_coord(%e0_218, %e1_219) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_221 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %163:2 = cute.get_scalars(%coord_220) : !cute.coord<"(?,?{div=4})">
        %164:2 = cute.get_scalars(%coord_221) : !cute.coord<"(96,5000)">
        %true_222 = arith.constant true
        %165 = arith.cmpi slt, %163#0, %164#0 : i32
        %166 = arith.andi %true_222, %165 : i1
        %167 = arith.cmpi slt, %163#1, %164#1 : i32
        %168 = arith.andi %166, %167 : i1
        %169 = arith.extui %168 : i1 to i8
        %coord_223 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_223, %169) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_224 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_225 = cute.get_layout(%view_163) : !cute_coord_tensor_40e15c
        %idx_226 = cute.crd2idx(%coord_224, %lay_225) : (!cute.coord<"((0,0),0,2)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1024)">
        %iter_227 = cute.get_iter(%view_163) : !cute_coord_tensor_40e15c
        %tup_228 = cute.add_offset(%iter_227, %idx_226) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
        %view_229 = cute.make_view(%tup_228) : !cute_coord_tensor_0ff96d
        %iter_230 = cute.get_iter(%view_229) : !cute_coord_tensor_0ff96d
        %tup_231 = cute.deref_arith_tuple_iter(%iter_230) : !cute_arith_tuple_iter_7c5329
        %e0_232, %e1_233 = cute.get_leaves(%tup_231) : !cute.int_tuple<"(?,?{div=4})">
        %170 = cute.get_scalars(%e0_232) : !cute.int_tuple<"?">
        %171 = cute.get_scalars(%e1_233) : !cute.int_tuple<"?{div=4}">
        %iter_234 = cute.get_iter(%view_229) : !cute_coord_tensor_0ff96d
        %tup_235 = cute.deref_arith_tuple_iter(%iter_234) : !cute_arith_tuple_iter_7c5329
        %e0_236, %e1_237 = cute.get_leaves(%tup_235) : !cute.int_tuple<"(?,?{div=4})">
        %172 = cute.get_scalars(%e0_236) : !cute.int_tuple<"?">
        %173 = cute.get_scalars(%e1_237) : !cute.int_tuple<"?{div=4}">
        %iter_238 = cute.get_iter(%view_229) : !cute_coord_tensor_0ff96d
        %tup_239 = cute.deref_arith_tuple_iter(%iter_238) : !cute_arith_tuple_iter_7c5329
        %e0_240, %e1_241 = cute.get_leaves(%tup_239) : !cute.int_tuple<"(?,?{div=4})">
        %174 = cute.get_scalars(%e0_240) : !cute.int_tuple<"?">
        %175 = cute.get_scalars(%e1_241) : !cute.int_tuple<"?{div=4}">
        %coord_242 = cute.make_coord(%e0_240, %e1_241) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_243 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %176:2 = cute.get_scalars(%coord_242) : !cute.coord<"(?,?{div=4})">
        %177:2 = cute.get_scalars(%coord_243) : !cute.coord<"(96,5000)">
        %true_244 = arith.constant true
        %178 = arith.cmpi slt, %176#0, %177#0 : i32
        %179 = arith.andi %true_244, %178 : i1
        %180 = arith.cmpi slt, %176#1, %177#1 : i32
        %181 = arith.andi %179, %180 : i1
        %182 = arith.extui %181 : i1 to i8
        %coord_245 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_245, %182) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_246 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_247 = cute.get_layout(%view_163) : !cute_coord_tensor_40e15c
        %idx_248 = cute.crd2idx(%coord_246, %lay_247) : (!cute.coord<"((0,0),0,3)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1536)">
        %iter_249 = cute.get_iter(%view_163) : !cute_coord_tensor_40e15c
        %tup_250 = cute.add_offset(%iter_249, %idx_248) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
        %view_251 = cute.make_view(%tup_250) : !cute_coord_tensor_0ff96d
        %iter_252 = cute.get_iter(%view_251) : !cute_coord_tensor_0ff96d
        %tup_253 = cute.deref_arith_tuple_iter(%iter_252) : !cute_arith_tuple_iter_7c5329
        %e0_254, %e1_255 = cute.get_leaves(%tup_253) : !cute.int_tuple<"(?,?{div=4})">
        %183 = cute.get_scalars(%e0_254) : !cute.int_tuple<"?">
        %184 = cute.get_scalars(%e1_255) : !cute.int_tuple<"?{div=4}">
        %iter_256 = cute.get_iter(%view_251) : !cute_coord_tensor_0ff96d
        %tup_257 = cute.deref_arith_tuple_iter(%iter_256) : !cute_arith_tuple_iter_7c5329
        %e0_258, %e1_259 = cute.get_leaves(%tup_257) : !cute.int_tuple<"(?,?{div=4})">
        %185 = cute.get_scalars(%e0_258) : !cute.int_tuple<"?">
        %186 = cute.get_scalars(%e1_259) : !cute.int_tuple<"?{div=4}">
        %iter_260 = cute.get_iter(%view_251) : !cute_coord_tensor_0ff96d
        %tup_261 = cute.deref_arith_tuple_iter(%iter_260) : !cute_arith_tuple_iter_7c5329
        %e0_262, %e1_263 = cute.get_leaves(%tup_261) : !cute.int_tuple<"(?,?{div=4})">
        %187 = cute.get_scalars(%e0_262) : !cute.int_tuple<"?">
        %188 = cute.get_scalars(%e1_263) : !cute.int_tuple<"?{div=4}">
        %coord_264 = cute.make_coord(%e0_262, %e1_263) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_265 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %189:2 = cute.get_scalars(%coord_264) : !cute.coord<"(?,?{div=4})">
        %190:2 = cute.get_scalars(%coord_265) : !cute.coord<"(96,5000)">
        %true_266 = arith.constant true
        %191 = arith.cmpi slt, %189#0, %190#0 : i32
        %192 = arith.andi %true_266, %191 : i1
        %193 = arith.cmpi slt, %189#1, %190#1 : i32
        %194 = arith.andi %192, %193 : i1
        %195 = arith.extui %194 : i1 to i8
        %coord_267 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_267, %195) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_268 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %lay_269 = cute.make_layout() : !cute_layout_65aa51
        %rmem_270 = cute.memref.alloca(%lay_269) : !memref_rmem_f32_
        %iter_271 = cute.get_iter(%rmem_270) : !memref_rmem_f32_
        %iter_272 = cute.get_iter(%rmem_270) : !memref_rmem_f32_
        %lay_273 = cute.get_layout(%view_125) : !memref_gmem_f32_4
        %lay_274 = cute.make_layout() : !cute_layout_65aa51
        %rmem_275 = cute.memref.alloca(%lay_274) : !memref_rmem_f32_
        %iter_276 = cute.get_iter(%rmem_275) : !memref_rmem_f32_
        %iter_277 = cute.get_iter(%rmem_275) : !memref_rmem_f32_
        %lay_278 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %lay_279 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %sz_280 = cute.size(%lay_279) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_281 = cute.get_leaves(%sz_280) : !cute.int_tuple<"16">
        %lay_282 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %196 = cute.get_shape(%lay_282) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_283, %e1_284, %e2, %e3 = cute.get_leaves(%196) : !cute.shape<"((4,1),1,4)">
        %int_tuple_285 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_286 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_287 = cute.get_leaves(%int_tuple_286) : !cute.int_tuple<"16">
        %cst_288 = arith.constant 0.000000e+00 : f32
        %197 = vector.splat %cst_288 : vector<16xf32>
        %lay_289 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %198 = cute.get_shape(%lay_289) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%198) : !cute.shape<"((4,1),1,4)">
        %lay_294 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %lay_295 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %199 = cute.get_shape(%lay_295) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%199) : !cute.shape<"((4,1),1,4)">
        %int_tuple_300 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_301 = cute.size(%int_tuple_300) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_302 = cute.get_leaves(%sz_301) : !cute.int_tuple<"16">
        %int_tuple_303 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_304 = cute.size(%int_tuple_303) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_305 = cute.get_leaves(%sz_304) : !cute.int_tuple<"16">
        cute.memref.store_vec(%197, %rmem_270) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_306 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %lay_307 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %sz_308 = cute.size(%lay_307) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_309 = cute.get_leaves(%sz_308) : !cute.int_tuple<"16">
        %lay_310 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %200 = cute.get_shape(%lay_310) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_311, %e1_312, %e2_313, %e3_314 = cute.get_leaves(%200) : !cute.shape<"((4,1),1,4)">
        %int_tuple_315 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_316 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_317 = cute.get_leaves(%int_tuple_316) : !cute.int_tuple<"16">
        %cst_318 = arith.constant 0.000000e+00 : f32
        %201 = vector.splat %cst_318 : vector<16xf32>
        %lay_319 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %202 = cute.get_shape(%lay_319) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_320, %e1_321, %e2_322, %e3_323 = cute.get_leaves(%202) : !cute.shape<"((4,1),1,4)">
        %lay_324 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %lay_325 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %203 = cute.get_shape(%lay_325) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_326, %e1_327, %e2_328, %e3_329 = cute.get_leaves(%203) : !cute.shape<"((4,1),1,4)">
        %int_tuple_330 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_331 = cute.size(%int_tuple_330) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_332 = cute.get_leaves(%sz_331) : !cute.int_tuple<"16">
        %int_tuple_333 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_334 = cute.size(%int_tuple_333) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_335 = cute.get_leaves(%sz_334) : !cute.int_tuple<"16">
        cute.memref.store_vec(%201, %rmem_275) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_336 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %204 = cute.get_shape(%lay_336) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_337, %e1_338, %e2_339, %e3_340 = cute.get_leaves(%204) : !cute.shape<"((4,1),1,4)">
        %lay_341 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %205 = cute.get_shape(%lay_341) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_342, %e1_343, %e2_344, %e3_345 = cute.get_leaves(%205) : !cute.shape<"((4,1),1,4)">
        %lay_346 = cute.get_layout(%view_109) : !memref_gmem_f32_4
        %shape_347 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_348 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_346, %lay_348) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_349 = cute.make_view(%iter_110, %append) : !memref_gmem_f32_4
        %iter_350 = cute.get_iter(%view_349) : !memref_gmem_f32_4
        %lay_351 = cute.get_layout(%view_349) : !memref_gmem_f32_4
        %206 = cute.get_shape(%lay_351) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_352, %e1_353, %e2_354, %e3_355 = cute.get_leaves(%206) : !cute.shape<"((4,1),1,4)">
        %lay_356 = cute.get_layout(%view_349) : !memref_gmem_f32_4
        %207 = cute.get_shape(%lay_356) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_357, %e1_358, %e2_359, %e3_360 = cute.get_leaves(%207) : !cute.shape<"((4,1),1,4)">
        %iter_361 = cute.get_iter(%view_349) : !memref_gmem_f32_4
        %view_362 = cute.make_view(%iter_361) : !memref_gmem_f32_5
        %iter_363 = cute.get_iter(%view_362) : !memref_gmem_f32_5
        %iter_364 = cute.get_iter(%view_362) : !memref_gmem_f32_5
        %lay_365 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %shape_366 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_367 = cute.make_layout() : !cute.layout<"1:0">
        %append_368 = cute.append_to_rank<2> (%lay_365, %lay_367) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_369 = cute.make_view(%iter_272, %append_368) : !memref_rmem_f32_
        %iter_370 = cute.get_iter(%view_369) : !memref_rmem_f32_
        %lay_371 = cute.get_layout(%view_369) : !memref_rmem_f32_
        %208 = cute.get_shape(%lay_371) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_372, %e1_373, %e2_374, %e3_375 = cute.get_leaves(%208) : !cute.shape<"((4,1),1,4)">
        %lay_376 = cute.get_layout(%view_369) : !memref_rmem_f32_
        %209 = cute.get_shape(%lay_376) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_377, %e1_378, %e2_379, %e3_380 = cute.get_leaves(%209) : !cute.shape<"((4,1),1,4)">
        %iter_381 = cute.get_iter(%view_369) : !memref_rmem_f32_
        %view_382 = cute.make_view(%iter_381) : !memref_rmem_f32_1
        %iter_383 = cute.get_iter(%view_382) : !memref_rmem_f32_1
        %iter_384 = cute.get_iter(%view_382) : !memref_rmem_f32_1
        %lay_385 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_386 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_387 = cute.make_layout() : !cute.layout<"1:0">
        %append_388 = cute.append_to_rank<2> (%lay_385, %lay_387) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_389 = cute.make_view(%iter_180, %append_388) : !memref_rmem_i8_
        %iter_390 = cute.get_iter(%view_389) : !memref_rmem_i8_
        %lay_391 = cute.get_layout(%view_389) : !memref_rmem_i8_
        %210 = cute.get_shape(%lay_391) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_392, %e1_393, %e2_394 = cute.get_leaves(%210) : !cute.shape<"(1,1,4)">
        %lay_395 = cute.get_layout(%view_389) : !memref_rmem_i8_
        %211 = cute.get_shape(%lay_395) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_396, %e1_397, %e2_398 = cute.get_leaves(%211) : !cute.shape<"(1,1,4)">
        %iter_399 = cute.get_iter(%view_389) : !memref_rmem_i8_
        %view_400 = cute.make_view(%iter_399) : !memref_rmem_i8_1
        %iter_401 = cute.get_iter(%view_400) : !memref_rmem_i8_1
        %iter_402 = cute.get_iter(%view_400) : !memref_rmem_i8_1
        %lay_403 = cute.get_layout(%view_362) : !memref_gmem_f32_5
        %212 = cute.get_shape(%lay_403) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_404, %e1_405, %e2_406, %e3_407 = cute.get_leaves(%212) : !cute.shape<"((4,1),(1,4))">
        %lay_408 = cute.get_layout(%view_382) : !memref_rmem_f32_1
        %213 = cute.get_shape(%lay_408) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_409, %e1_410, %e2_411, %e3_412 = cute.get_leaves(%213) : !cute.shape<"((4,1),(1,4))">
        %lay_413 = cute.get_layout(%view_362) : !memref_gmem_f32_5
        %sz_414 = cute.size(%lay_413) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_415 = cute.get_leaves(%sz_414) : !cute.int_tuple<"4">
        %lay_416 = cute.get_layout(%view_382) : !memref_rmem_f32_1
        %sz_417 = cute.size(%lay_416) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_418 = cute.get_leaves(%sz_417) : !cute.int_tuple<"4">
        %lay_419 = cute.get_layout(%view_362) : !memref_gmem_f32_5
        %214 = cute.get_shape(%lay_419) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_420, %e1_421, %e2_422, %e3_423 = cute.get_leaves(%214) : !cute.shape<"((4,1),(1,4))">
        %iter_424 = cute.get_iter(%view_362) : !memref_gmem_f32_5
        %iter_425 = cute.get_iter(%view_382) : !memref_rmem_f32_1
        %lay_426 = cute.get_layout(%view_362) : !memref_gmem_f32_5
        %lay_427 = cute.get_layout(%view_382) : !memref_rmem_f32_1
        %215 = cute.static : !cute.layout<"1:0">
        %append_428 = cute.append_to_rank<2> (%lay_426, %215) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_429 = cute.append_to_rank<2> (%lay_427, %215) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_430 = cute.make_layout() : !cute_layout_b38ecb
        %lay_431 = cute.make_layout() : !cute_layout_f5fe74
        %iter_432 = cute.get_iter(%view_400) : !memref_rmem_i8_1
        %lay_433 = cute.get_layout(%view_400) : !memref_rmem_i8_1
        %append_434 = cute.append_to_rank<2> (%lay_433, %215) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_435 = cute.make_layout() : !cute_layout_973764
        %sz_436 = cute.size(%lay_430) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %216 = cute.get_scalars(%sz_436) : !cute.int_tuple<"4">
        %c0_i32_437 = arith.constant 0 : i32
        %c1_i32_438 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_437 to %216 step %c1_i32_438  : i32 {
          %coord_691 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %254 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_692 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_693 = cute.crd2idx(%coord_691, %lay_430) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_694 = cute.add_offset(%iter_424, %idx_693) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_695 = cute.make_view(%ptr_694, %lay_692) : !memref_gmem_f32_6
          %255 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_696 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_697 = cute.crd2idx(%coord_691, %lay_431) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_698 = cute.add_offset(%iter_425, %idx_697) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_699 = cute.make_view(%ptr_698, %lay_696) : !memref_rmem_f32_2
          %256 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_700 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_701 = cute.crd2idx(%coord_691, %lay_435) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_702 = cute.add_offset(%iter_432, %idx_701) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_703 = cute.make_view(%ptr_702, %lay_700) : !memref_rmem_i8_2
          %iter_704 = cute.get_iter(%view_695) : !memref_gmem_f32_6
          %iter_705 = cute.get_iter(%view_699) : !memref_rmem_f32_2
          %iter_706 = cute.get_iter(%view_703) : !memref_rmem_i8_2
          %257 = builtin.unrealized_conversion_cast %iter_706 : !cute.ptr<i8, rmem> to !llvm.ptr
          %258 = llvm.load %257 : !llvm.ptr -> i8
          %259 = llvm.mlir.constant(0 : i8) : i8
          %260 = llvm.icmp "ne" %258, %259 : i8
          scf.if %260 {
            %261 = builtin.unrealized_conversion_cast %iter_704 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %262 = builtin.unrealized_conversion_cast %iter_705 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %263 = llvm.load %261 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %263, %262 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_439 = cute.get_layout(%view_125) : !memref_gmem_f32_4
        %217 = cute.get_shape(%lay_439) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_440, %e1_441, %e2_442, %e3_443 = cute.get_leaves(%217) : !cute.shape<"((4,1),1,4)">
        %lay_444 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %218 = cute.get_shape(%lay_444) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_445, %e1_446, %e2_447, %e3_448 = cute.get_leaves(%218) : !cute.shape<"((4,1),1,4)">
        %lay_449 = cute.get_layout(%view_125) : !memref_gmem_f32_4
        %shape_450 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_451 = cute.make_layout() : !cute.layout<"1:0">
        %append_452 = cute.append_to_rank<2> (%lay_449, %lay_451) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_453 = cute.make_view(%iter_126, %append_452) : !memref_gmem_f32_4
        %iter_454 = cute.get_iter(%view_453) : !memref_gmem_f32_4
        %lay_455 = cute.get_layout(%view_453) : !memref_gmem_f32_4
        %219 = cute.get_shape(%lay_455) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_456, %e1_457, %e2_458, %e3_459 = cute.get_leaves(%219) : !cute.shape<"((4,1),1,4)">
        %lay_460 = cute.get_layout(%view_453) : !memref_gmem_f32_4
        %220 = cute.get_shape(%lay_460) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_461, %e1_462, %e2_463, %e3_464 = cute.get_leaves(%220) : !cute.shape<"((4,1),1,4)">
        %iter_465 = cute.get_iter(%view_453) : !memref_gmem_f32_4
        %view_466 = cute.make_view(%iter_465) : !memref_gmem_f32_5
        %iter_467 = cute.get_iter(%view_466) : !memref_gmem_f32_5
        %iter_468 = cute.get_iter(%view_466) : !memref_gmem_f32_5
        %lay_469 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %shape_470 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_471 = cute.make_layout() : !cute.layout<"1:0">
        %append_472 = cute.append_to_rank<2> (%lay_469, %lay_471) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_473 = cute.make_view(%iter_277, %append_472) : !memref_rmem_f32_
        %iter_474 = cute.get_iter(%view_473) : !memref_rmem_f32_
        %lay_475 = cute.get_layout(%view_473) : !memref_rmem_f32_
        %221 = cute.get_shape(%lay_475) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_476, %e1_477, %e2_478, %e3_479 = cute.get_leaves(%221) : !cute.shape<"((4,1),1,4)">
        %lay_480 = cute.get_layout(%view_473) : !memref_rmem_f32_
        %222 = cute.get_shape(%lay_480) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_481, %e1_482, %e2_483, %e3_484 = cute.get_leaves(%222) : !cute.shape<"((4,1),1,4)">
        %iter_485 = cute.get_iter(%view_473) : !memref_rmem_f32_
        %view_486 = cute.make_view(%iter_485) : !memref_rmem_f32_1
        %iter_487 = cute.get_iter(%view_486) : !memref_rmem_f32_1
        %iter_488 = cute.get_iter(%view_486) : !memref_rmem_f32_1
        %lay_489 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_490 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_491 = cute.make_layout() : !cute.layout<"1:0">
        %append_492 = cute.append_to_rank<2> (%lay_489, %lay_491) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_493 = cute.make_view(%iter_180, %append_492) : !memref_rmem_i8_
        %iter_494 = cute.get_iter(%view_493) : !memref_rmem_i8_
        %lay_495 = cute.get_layout(%view_493) : !memref_rmem_i8_
        %223 = cute.get_shape(%lay_495) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_496, %e1_497, %e2_498 = cute.get_leaves(%223) : !cute.shape<"(1,1,4)">
        %lay_499 = cute.get_layout(%view_493) : !memref_rmem_i8_
        %224 = cute.get_shape(%lay_499) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_500, %e1_501, %e2_502 = cute.get_leaves(%224) : !cute.shape<"(1,1,4)">
        %iter_503 = cute.get_iter(%view_493) : !memref_rmem_i8_
        %view_504 = cute.make_view(%iter_503) : !memref_rmem_i8_1
        %iter_505 = cute.get_iter(%view_504) : !memref_rmem_i8_1
        %iter_506 = cute.get_iter(%view_504) : !memref_rmem_i8_1
        %lay_507 = cute.get_layout(%view_466) : !memref_gmem_f32_5
        %225 = cute.get_shape(%lay_507) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_508, %e1_509, %e2_510, %e3_511 = cute.get_leaves(%225) : !cute.shape<"((4,1),(1,4))">
        %lay_512 = cute.get_layout(%view_486) : !memref_rmem_f32_1
        %226 = cute.get_shape(%lay_512) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_513, %e1_514, %e2_515, %e3_516 = cute.get_leaves(%226) : !cute.shape<"((4,1),(1,4))">
        %lay_517 = cute.get_layout(%view_466) : !memref_gmem_f32_5
        %sz_518 = cute.size(%lay_517) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_519 = cute.get_leaves(%sz_518) : !cute.int_tuple<"4">
        %lay_520 = cute.get_layout(%view_486) : !memref_rmem_f32_1
        %sz_521 = cute.size(%lay_520) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_522 = cute.get_leaves(%sz_521) : !cute.int_tuple<"4">
        %lay_523 = cute.get_layout(%view_466) : !memref_gmem_f32_5
        %227 = cute.get_shape(%lay_523) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_524, %e1_525, %e2_526, %e3_527 = cute.get_leaves(%227) : !cute.shape<"((4,1),(1,4))">
        %iter_528 = cute.get_iter(%view_466) : !memref_gmem_f32_5
        %iter_529 = cute.get_iter(%view_486) : !memref_rmem_f32_1
        %lay_530 = cute.get_layout(%view_466) : !memref_gmem_f32_5
        %lay_531 = cute.get_layout(%view_486) : !memref_rmem_f32_1
        %228 = cute.static : !cute.layout<"1:0">
        %append_532 = cute.append_to_rank<2> (%lay_530, %228) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_533 = cute.append_to_rank<2> (%lay_531, %228) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_534 = cute.make_layout() : !cute_layout_b38ecb
        %lay_535 = cute.make_layout() : !cute_layout_f5fe74
        %iter_536 = cute.get_iter(%view_504) : !memref_rmem_i8_1
        %lay_537 = cute.get_layout(%view_504) : !memref_rmem_i8_1
        %append_538 = cute.append_to_rank<2> (%lay_537, %228) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_539 = cute.make_layout() : !cute_layout_973764
        %sz_540 = cute.size(%lay_534) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %229 = cute.get_scalars(%sz_540) : !cute.int_tuple<"4">
        %c0_i32_541 = arith.constant 0 : i32
        %c1_i32_542 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_541 to %229 step %c1_i32_542  : i32 {
          %coord_691 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %254 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_692 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_693 = cute.crd2idx(%coord_691, %lay_534) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_694 = cute.add_offset(%iter_528, %idx_693) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_695 = cute.make_view(%ptr_694, %lay_692) : !memref_gmem_f32_6
          %255 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_696 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_697 = cute.crd2idx(%coord_691, %lay_535) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_698 = cute.add_offset(%iter_529, %idx_697) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_699 = cute.make_view(%ptr_698, %lay_696) : !memref_rmem_f32_2
          %256 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_700 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_701 = cute.crd2idx(%coord_691, %lay_539) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_702 = cute.add_offset(%iter_536, %idx_701) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_703 = cute.make_view(%ptr_702, %lay_700) : !memref_rmem_i8_2
          %iter_704 = cute.get_iter(%view_695) : !memref_gmem_f32_6
          %iter_705 = cute.get_iter(%view_699) : !memref_rmem_f32_2
          %iter_706 = cute.get_iter(%view_703) : !memref_rmem_i8_2
          %257 = builtin.unrealized_conversion_cast %iter_706 : !cute.ptr<i8, rmem> to !llvm.ptr
          %258 = llvm.load %257 : !llvm.ptr -> i8
          %259 = llvm.mlir.constant(0 : i8) : i8
          %260 = llvm.icmp "ne" %258, %259 : i8
          scf.if %260 {
            %261 = builtin.unrealized_conversion_cast %iter_704 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %262 = builtin.unrealized_conversion_cast %iter_705 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %263 = llvm.load %261 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %263, %262 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_543 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %230 = cute.get_shape(%lay_543) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_544, %e1_545, %e2_546, %e3_547 = cute.get_leaves(%230) : !cute.shape<"((4,1),1,4)">
        %lay_548 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %231 = cute.memref.load_vec(%rmem_270) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_549 = cute.get_layout(%rmem_270) : !memref_rmem_f32_
        %232 = cute.get_shape(%lay_549) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_550, %e1_551, %e2_552, %e3_553 = cute.get_leaves(%232) : !cute.shape<"((4,1),1,4)">
        %233 = vector.broadcast %126 : f32 to vector<16xf32>
        %234 = arith.mulf %231, %233 : vector<16xf32>
        %lay_554 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %235 = cute.get_shape(%lay_554) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_555, %e1_556, %e2_557, %e3_558 = cute.get_leaves(%235) : !cute.shape<"((4,1),1,4)">
        %lay_559 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %236 = cute.memref.load_vec(%rmem_275) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_560 = cute.get_layout(%rmem_275) : !memref_rmem_f32_
        %237 = cute.get_shape(%lay_560) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_561, %e1_562, %e2_563, %e3_564 = cute.get_leaves(%237) : !cute.shape<"((4,1),1,4)">
        %238 = arith.mulf %234, %236 : vector<16xf32>
        %lay_565 = cute.get_layout(%view_141) : !memref_gmem_f32_4
        %lay_566 = cute.make_layout() : !cute_layout_65aa51
        %rmem_567 = cute.memref.alloca(%lay_566) : !memref_rmem_f32_
        %iter_568 = cute.get_iter(%rmem_567) : !memref_rmem_f32_
        %iter_569 = cute.get_iter(%rmem_567) : !memref_rmem_f32_
        %lay_570 = cute.get_layout(%rmem_567) : !memref_rmem_f32_
        %239 = cute.get_shape(%lay_570) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_571, %e1_572, %e2_573, %e3_574 = cute.get_leaves(%239) : !cute.shape<"((4,1),1,4)">
        %lay_575 = cute.get_layout(%rmem_567) : !memref_rmem_f32_
        %lay_576 = cute.get_layout(%rmem_567) : !memref_rmem_f32_
        %240 = cute.get_shape(%lay_576) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_577, %e1_578, %e2_579, %e3_580 = cute.get_leaves(%240) : !cute.shape<"((4,1),1,4)">
        %int_tuple_581 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_582 = cute.size(%int_tuple_581) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_583 = cute.get_leaves(%sz_582) : !cute.int_tuple<"16">
        %int_tuple_584 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_585 = cute.size(%int_tuple_584) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_586 = cute.get_leaves(%sz_585) : !cute.int_tuple<"16">
        cute.memref.store_vec(%238, %rmem_567) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_587 = cute.get_layout(%rmem_567) : !memref_rmem_f32_
        %241 = cute.get_shape(%lay_587) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_588, %e1_589, %e2_590, %e3_591 = cute.get_leaves(%241) : !cute.shape<"((4,1),1,4)">
        %lay_592 = cute.get_layout(%view_141) : !memref_gmem_f32_4
        %242 = cute.get_shape(%lay_592) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_593, %e1_594, %e2_595, %e3_596 = cute.get_leaves(%242) : !cute.shape<"((4,1),1,4)">
        %lay_597 = cute.get_layout(%rmem_567) : !memref_rmem_f32_
        %shape_598 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_599 = cute.make_layout() : !cute.layout<"1:0">
        %append_600 = cute.append_to_rank<2> (%lay_597, %lay_599) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_601 = cute.make_view(%iter_569, %append_600) : !memref_rmem_f32_
        %iter_602 = cute.get_iter(%view_601) : !memref_rmem_f32_
        %lay_603 = cute.get_layout(%view_601) : !memref_rmem_f32_
        %243 = cute.get_shape(%lay_603) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_604, %e1_605, %e2_606, %e3_607 = cute.get_leaves(%243) : !cute.shape<"((4,1),1,4)">
        %lay_608 = cute.get_layout(%view_601) : !memref_rmem_f32_
        %244 = cute.get_shape(%lay_608) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_609, %e1_610, %e2_611, %e3_612 = cute.get_leaves(%244) : !cute.shape<"((4,1),1,4)">
        %iter_613 = cute.get_iter(%view_601) : !memref_rmem_f32_
        %view_614 = cute.make_view(%iter_613) : !memref_rmem_f32_1
        %iter_615 = cute.get_iter(%view_614) : !memref_rmem_f32_1
        %iter_616 = cute.get_iter(%view_614) : !memref_rmem_f32_1
        %lay_617 = cute.get_layout(%view_141) : !memref_gmem_f32_4
        %shape_618 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_619 = cute.make_layout() : !cute.layout<"1:0">
        %append_620 = cute.append_to_rank<2> (%lay_617, %lay_619) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_621 = cute.make_view(%iter_142, %append_620) : !memref_gmem_f32_4
        %iter_622 = cute.get_iter(%view_621) : !memref_gmem_f32_4
        %lay_623 = cute.get_layout(%view_621) : !memref_gmem_f32_4
        %245 = cute.get_shape(%lay_623) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_624, %e1_625, %e2_626, %e3_627 = cute.get_leaves(%245) : !cute.shape<"((4,1),1,4)">
        %lay_628 = cute.get_layout(%view_621) : !memref_gmem_f32_4
        %246 = cute.get_shape(%lay_628) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_629, %e1_630, %e2_631, %e3_632 = cute.get_leaves(%246) : !cute.shape<"((4,1),1,4)">
        %iter_633 = cute.get_iter(%view_621) : !memref_gmem_f32_4
        %view_634 = cute.make_view(%iter_633) : !memref_gmem_f32_5
        %iter_635 = cute.get_iter(%view_634) : !memref_gmem_f32_5
        %iter_636 = cute.get_iter(%view_634) : !memref_gmem_f32_5
        %lay_637 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_638 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_639 = cute.make_layout() : !cute.layout<"1:0">
        %append_640 = cute.append_to_rank<2> (%lay_637, %lay_639) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_641 = cute.make_view(%iter_180, %append_640) : !memref_rmem_i8_
        %iter_642 = cute.get_iter(%view_641) : !memref_rmem_i8_
        %lay_643 = cute.get_layout(%view_641) : !memref_rmem_i8_
        %247 = cute.get_shape(%lay_643) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_644, %e1_645, %e2_646 = cute.get_leaves(%247) : !cute.shape<"(1,1,4)">
        %lay_647 = cute.get_layout(%view_641) : !memref_rmem_i8_
        %248 = cute.get_shape(%lay_647) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_648, %e1_649, %e2_650 = cute.get_leaves(%248) : !cute.shape<"(1,1,4)">
        %iter_651 = cute.get_iter(%view_641) : !memref_rmem_i8_
        %view_652 = cute.make_view(%iter_651) : !memref_rmem_i8_1
        %iter_653 = cute.get_iter(%view_652) : !memref_rmem_i8_1
        %iter_654 = cute.get_iter(%view_652) : !memref_rmem_i8_1
        %lay_655 = cute.get_layout(%view_614) : !memref_rmem_f32_1
        %249 = cute.get_shape(%lay_655) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_656, %e1_657, %e2_658, %e3_659 = cute.get_leaves(%249) : !cute.shape<"((4,1),(1,4))">
        %lay_660 = cute.get_layout(%view_634) : !memref_gmem_f32_5
        %250 = cute.get_shape(%lay_660) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_661, %e1_662, %e2_663, %e3_664 = cute.get_leaves(%250) : !cute.shape<"((4,1),(1,4))">
        %lay_665 = cute.get_layout(%view_614) : !memref_rmem_f32_1
        %sz_666 = cute.size(%lay_665) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_667 = cute.get_leaves(%sz_666) : !cute.int_tuple<"4">
        %lay_668 = cute.get_layout(%view_634) : !memref_gmem_f32_5
        %sz_669 = cute.size(%lay_668) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_670 = cute.get_leaves(%sz_669) : !cute.int_tuple<"4">
        %lay_671 = cute.get_layout(%view_614) : !memref_rmem_f32_1
        %251 = cute.get_shape(%lay_671) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_672, %e1_673, %e2_674, %e3_675 = cute.get_leaves(%251) : !cute.shape<"((4,1),(1,4))">
        %iter_676 = cute.get_iter(%view_614) : !memref_rmem_f32_1
        %iter_677 = cute.get_iter(%view_634) : !memref_gmem_f32_5
        %lay_678 = cute.get_layout(%view_614) : !memref_rmem_f32_1
        %lay_679 = cute.get_layout(%view_634) : !memref_gmem_f32_5
        %252 = cute.static : !cute.layout<"1:0">
        %append_680 = cute.append_to_rank<2> (%lay_678, %252) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %append_681 = cute.append_to_rank<2> (%lay_679, %252) : !cute_layout_6cf571, !cute.layout<"1:0">
        %lay_682 = cute.make_layout() : !cute_layout_f5fe74
        %lay_683 = cute.make_layout() : !cute_layout_b38ecb
        %iter_684 = cute.get_iter(%view_652) : !memref_rmem_i8_1
        %lay_685 = cute.get_layout(%view_652) : !memref_rmem_i8_1
        %append_686 = cute.append_to_rank<2> (%lay_685, %252) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_687 = cute.make_layout() : !cute_layout_973764
        %sz_688 = cute.size(%lay_682) <{mode = [1]}> : (!cute_layout_f5fe74) -> !cute.int_tuple<"4">
        %253 = cute.get_scalars(%sz_688) : !cute.int_tuple<"4">
        %c0_i32_689 = arith.constant 0 : i32
        %c1_i32_690 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_689 to %253 step %c1_i32_690  : i32 {
          %coord_691 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %254 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_692 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_693 = cute.crd2idx(%coord_691, %lay_682) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_694 = cute.add_offset(%iter_676, %idx_693) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_695 = cute.make_view(%ptr_694, %lay_692) : !memref_rmem_f32_2
          %255 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_696 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_697 = cute.crd2idx(%coord_691, %lay_683) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_698 = cute.add_offset(%iter_677, %idx_697) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_699 = cute.make_view(%ptr_698, %lay_696) : !memref_gmem_f32_6
          %256 = cute.get_scalars(%coord_691) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_700 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_701 = cute.crd2idx(%coord_691, %lay_687) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_702 = cute.add_offset(%iter_684, %idx_701) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_703 = cute.make_view(%ptr_702, %lay_700) : !memref_rmem_i8_2
          %iter_704 = cute.get_iter(%view_695) : !memref_rmem_f32_2
          %iter_705 = cute.get_iter(%view_699) : !memref_gmem_f32_6
          %iter_706 = cute.get_iter(%view_703) : !memref_rmem_i8_2
          %257 = builtin.unrealized_conversion_cast %iter_706 : !cute.ptr<i8, rmem> to !llvm.ptr
          %258 = llvm.load %257 : !llvm.ptr -> i8
          %259 = llvm.mlir.constant(0 : i8) : i8
          %260 = llvm.icmp "ne" %258, %259 : i8
          scf.if %260 {
            %261 = builtin.unrealized_conversion_cast %iter_704 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %262 = builtin.unrealized_conversion_cast %iter_705 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %263 = llvm.load %261 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %263, %262 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h23238b7e(%arg0: !memref_gmem_f32_7, %arg1: !memref_gmem_f32_8, %arg2: !memref_gmem_f32_7, %arg3: !memref_gmem_f32_2, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_7
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_8
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_7
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f32_7
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f32_8
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f32_7
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32_7
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_f32_7
    %iter_10 = cute.get_iter(%view) : !memref_gmem_f32_7
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f32_7
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout() : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_f32_7
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_f32_7
    %lay_21 = cute.get_layout(%view) : !memref_gmem_f32_7
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout() : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f32_9
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f32_9
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_29 = cute.get_iter(%view) : !memref_gmem_f32_7
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_f32_
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_f32_
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_f32_
    %tile_33 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_34 = cute.get_iter(%view_27) : !memref_gmem_f32_9
    %view_35 = cute.make_view(%iter_34) : !memref_gmem_f32_1
    %iter_36 = cute.get_iter(%view_35) : !memref_gmem_f32_1
    %iter_37 = cute.get_iter(%view_35) : !memref_gmem_f32_1
    %tile_38 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_39 = cute.get_iter(%view_19) : !memref_gmem_f32_7
    %view_40 = cute.make_view(%iter_39) : !memref_gmem_f32_
    %iter_41 = cute.get_iter(%view_40) : !memref_gmem_f32_
    %iter_42 = cute.get_iter(%view_40) : !memref_gmem_f32_
    %lay_43 = cute.get_layout(%view) : !memref_gmem_f32_7
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
    %tile_53 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_54 = cute.get_iter(%view_49) : !cute_coord_tensor_15c8d6
    %view_55 = cute.make_view(%iter_54) : !cute_coord_tensor_511bd0
    %iter_56 = cute.get_iter(%view_55) : !cute_coord_tensor_511bd0
    %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute.arith_tuple_iter<"(0,0)">
    %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(0,0)">
    %iter_60 = cute.get_iter(%view_55) : !cute_coord_tensor_511bd0
    %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute.arith_tuple_iter<"(0,0)">
    %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_65 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_66 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_67 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_68 = cute.make_layout() : !cute.layout<"(1,4):(0,1)">
    %lay_69 = cute.make_layout() : !cute_layout_b668f0
    %sz = cute.size(%lay_65) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_70 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_71 = cute.size(%lay_68) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_72 = cute.get_leaves(%sz_71) : !cute.int_tuple<"4">
    %shape_73 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_74 = cute.make_layout() : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%lay_69) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %lay_75 = cute.make_layout() : !cute.layout<"(128,4):(4,1)">
    %6 = cute.get_shape(%lay_69) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_76, %e1_77, %e2 = cute.get_leaves(%6) : !cute.shape<"(1,(4,128))">
    %int_tuple_78 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %int_tuple_79 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,512)">
    %e0_80, %e1_81 = cute.get_leaves(%int_tuple_79) : !cute.int_tuple<"(1,512)">
    %tile_82 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %7 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_83 = cute.get_layout(%view) : !memref_gmem_f32_7
    %8 = cute.get_shape(%lay_83) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_84, %e1_85 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %lay_86 = cute.get_layout(%view) : !memref_gmem_f32_7
    %sz_87 = cute.size(%lay_86) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"96">
    %lay_89 = cute.get_layout(%view_30) : !memref_gmem_f32_
    %lay_90 = cute.get_layout(%view_35) : !memref_gmem_f32_1
    %lay_91 = cute.get_layout(%view_40) : !memref_gmem_f32_
    %lay_92 = cute.get_layout(%arg3) : !memref_gmem_f32_2
    %lay_93 = cute.get_layout(%view_55) : !cute_coord_tensor_511bd0
    %9 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_94, %e1_95 = cute.get_leaves(%9) : !cute.tile<"[1:0;512:1]">
    %10 = cute.static : !cute.layout<"(128,4):(4,1)">
    %11 = cute.static : !cute.layout<"1:0">
    %12 = cute.static : !cute.layout<"(1,4):(0,1)">
    %13 = cute.static : !cute.layout<"(1,4):(0,1)">
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
    %17 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%16> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_1, !memref_gmem_f32_, !memref_gmem_f32_2, f32) -> !cuda.result
    %18 = cuda.cast %17 : !cuda.result -> i32
    cuda.return_if_error %18 : i32
    %c0_i32_98 = arith.constant 0 : i32
    return %c0_i32_98 : i32
  }
}
