!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_9e165f = !cute.arith_tuple_iter<"(?,?{div=4096})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_2939ba = !cute.coord_tensor<"(0,0)", "((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_coord_tensor_7e8734 = !cute.coord_tensor<"(?,?{div=4096})", "(1,4096):(0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_dfd887 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,1024@1)">
!cute_int_tuple_3a4e03 = !cute.int_tuple<"(?,?{div=4096})">
!cute_layout_0696e1 = !cute.layout<"((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_layout_0ca2ab = !cute.layout<"(96,5000):(1@0,1@1)">
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
!memref_gmem_f16 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(0,4096))">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(1,4096):(0,1)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,1024)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_f16_6 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f16_7 = !cute.memref<f16, gmem, align<16>, "(5000):(1)">
!memref_gmem_f16_8 = !cute.memref<f16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_f16 = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_f16_2 = !cute.memref<f16, rmem, align<16>, "((8,1)):((1,0))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "4:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "16:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !memref_gmem_f16, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16, %arg3: !memref_gmem_f32, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %0 = cute.ptrtoint(%smem_ptr) : !cute_ptr_9af6a0 to i32
      %1 = cute_nvgpu.arch.make_warp_uniform(%0) : i32
      %2 = arith.extui %1 : i32 to i64
      %iv = cute.assume(%2) : (i64) -> !cute.i64<divby 1024>
      %3 = cute.inttoptr(%iv) : !cute.i64<divby 1024> to !cute_ptr_9af6a0
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%3, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %4 = cute.ptrtoint(%ptr) : !cute_ptr_9af6a0 to i64
      %iv_0 = cute.assume(%4) : (i64) -> !cute.i64<divby 16>
      %5 = cute.inttoptr(%iv_0) : !cute.i64<divby 16> to !cute.ptr<i8, smem, align<16>>
      %view = cute.make_view(%5) : !memref_smem_i8
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_2 = cute.add_offset(%3, %int_tuple_1) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %iter = cute.recast_iter(%ptr_2) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<i8, smem, align<16>>
      %view_3 = cute.make_view(%iter) : !memref_smem_i8
      %6 = cute.static : !cute_coord_tensor_2939ba
      %7 = cute.static : !copy_simt
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f16
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f16
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_8 = cute.get_iter(%6) : !cute_coord_tensor_2939ba
      %tup = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_9 = cute.get_iter(%arg0) : !memref_gmem_f16
      %iter_10 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_11 = cute.get_iter(%arg2) : !memref_gmem_f16
      %iter_12 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_13 = cute.get_iter(%6) : !cute_coord_tensor_2939ba
      %tup_14 = cute.deref_arith_tuple_iter(%iter_13) : !cute.arith_tuple_iter<"(0,0)">
      %e0_15, %e1_16 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16
      %lay_17 = cute.get_layout(%arg1) : !memref_gmem_f16_1
      %lay_18 = cute.get_layout(%arg2) : !memref_gmem_f16
      %lay_19 = cute.get_layout(%arg3) : !memref_gmem_f32
      %lay_20 = cute.get_layout(%6) : !cute_coord_tensor_2939ba
      %8 = nvvm.read.ptx.sreg.tid.x : i32
      %9 = nvvm.read.ptx.sreg.tid.y : i32
      %10 = nvvm.read.ptx.sreg.tid.z : i32
      %11 = nvvm.read.ptx.sreg.ctaid.x : i32
      %12 = nvvm.read.ptx.sreg.ctaid.y : i32
      %13 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %14 = arith.remsi %8, %c32_i32 : i32
      %15 = arith.floordivsi %8, %c32_i32 : i32
      %lay_21 = cute.get_layout(%arg0) : !memref_gmem_f16
      %16 = cute.get_shape(%lay_21) : (!cute_layout_4d4228) -> !cute.shape<"((1,4096),(96,2))">
      %shape = cute.make_shape() : () -> !cute.shape<"2">
      %itup = cute.to_int_tuple(%shape) : !cute.shape<"2"> to !cute.int_tuple<"2">
      %e0_22 = cute.get_leaves(%itup) : !cute.int_tuple<"2">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %17:3 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %7) -> (f32, f32, !copy_simt)  : i32 {
        %coord_115 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_116 = cute.get_layout(%arg0) : !memref_gmem_f16
        %idx_117 = cute.crd2idx(%coord_115, %lay_116) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_118 = cute.get_iter(%arg0) : !memref_gmem_f16
        %ptr_119 = cute.add_offset(%iter_118, %idx_117) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_120 = cute.make_view(%ptr_119) : !memref_gmem_f16_2
        %iter_121 = cute.get_iter(%view_120) : !memref_gmem_f16_2
        %iter_122 = cute.get_iter(%view_120) : !memref_gmem_f16_2
        %coord_123 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_124 = cute.get_iter(%view_120) : !memref_gmem_f16_2
        %143 = cute.get_scalars(%coord_123) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_125 = arith.constant 8 : i32
        %144 = arith.muli %143, %c8_i32_125 overflow<nsw> : i32
        %iv_126 = cute.assume(%144) : (i32) -> !cute.i32<divby 8>
        %int_tuple_127 = cute.make_int_tuple(%iv_126) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_128 = cute.add_offset(%iter_124, %int_tuple_127) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_129 = cute.make_view(%ptr_128) : !memref_gmem_f16_3
        %iter_130 = cute.get_iter(%view_129) : !memref_gmem_f16_3
        %coord_131 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_132 = cute.get_layout(%6) : !cute_coord_tensor_2939ba
        %idx_133 = cute.crd2idx(%coord_131, %lay_132) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
        %iter_134 = cute.get_iter(%6) : !cute_coord_tensor_2939ba
        %tup_135 = cute.add_offset(%iter_134, %idx_133) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
        %view_136 = cute.make_view(%tup_135) : !cute_coord_tensor_7e8734
        %iter_137 = cute.get_iter(%view_136) : !cute_coord_tensor_7e8734
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_9e165f
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute_int_tuple_3a4e03
        %145 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %146 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=4096}">
        %iter_141 = cute.get_iter(%view_136) : !cute_coord_tensor_7e8734
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_9e165f
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute_int_tuple_3a4e03
        %147 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %148 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=4096}">
        %coord_145 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_146 = cute.get_iter(%view_136) : !cute_coord_tensor_7e8734
        %149 = cute.get_scalars(%coord_145) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_147 = arith.constant 8 : i32
        %150 = arith.muli %149, %c8_i32_147 overflow<nsw> : i32
        %iv_148 = cute.assume(%150) : (i32) -> !cute.i32<divby 8>
        %int_tuple_149 = cute.make_int_tuple(%iv_148) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_150 = cute.add_offset(%iter_146, %int_tuple_149) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_151 = cute.make_view(%tup_150) : !cute_coord_tensor_dfd887
        %iter_152 = cute.get_iter(%view_151) : !cute_coord_tensor_dfd887
        %tup_153 = cute.deref_arith_tuple_iter(%iter_152) : !cute_arith_tuple_iter_66b557
        %e0_154, %e1_155 = cute.get_leaves(%tup_153) : !cute.int_tuple<"(?,?{div=8})">
        %151 = cute.get_scalars(%e0_154) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_155) : !cute.int_tuple<"?{div=8}">
        %lay_156 = cute.get_layout(%view_129) : !memref_gmem_f16_3
        %153 = cute.get_shape(%lay_156) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %shape_157 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_158 = cute.to_int_tuple(%shape_157) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_159 = cute.get_leaves(%itup_158) : !cute.int_tuple<"1">
        %lay_160 = cute.get_layout(%view_129) : !memref_gmem_f16_3
        %154 = cute.get_shape(%lay_160) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %shape_161 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_162 = cute.to_int_tuple(%shape_161) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_163 = cute.get_leaves(%itup_162) : !cute.int_tuple<"1">
        %lay_164 = cute.get_layout(%view_129) : !memref_gmem_f16_3
        %155 = cute.get_shape(%lay_164) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %shape_165 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_166 = cute.to_int_tuple(%shape_165) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_167 = cute.get_leaves(%itup_166) : !cute.int_tuple<"4">
        %shape_168 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_169 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_169) : !memref_rmem_i8
        %iter_170 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_171 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_172 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_173 = cute.get_layout(%view_151) : !cute_coord_tensor_dfd887
        %idx_174 = cute.crd2idx(%coord_172, %lay_173) : (!cute.coord<"((0,0),0,0)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,0)">
        %iter_175 = cute.get_iter(%view_151) : !cute_coord_tensor_dfd887
        %tup_176 = cute.add_offset(%iter_175, %idx_174) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_177 = cute.make_view(%tup_176) : !cute_coord_tensor_8bc2ea
        %iter_178 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_179 = cute.deref_arith_tuple_iter(%iter_178) : !cute_arith_tuple_iter_66b557
        %e0_180, %e1_181 = cute.get_leaves(%tup_179) : !cute.int_tuple<"(?,?{div=8})">
        %156 = cute.get_scalars(%e0_180) : !cute.int_tuple<"?">
        %157 = cute.get_scalars(%e1_181) : !cute.int_tuple<"?{div=8}">
        %iter_182 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_183 = cute.deref_arith_tuple_iter(%iter_182) : !cute_arith_tuple_iter_66b557
        %e0_184, %e1_185 = cute.get_leaves(%tup_183) : !cute.int_tuple<"(?,?{div=8})">
        %158 = cute.get_scalars(%e0_184) : !cute.int_tuple<"?">
        %159 = cute.get_scalars(%e1_185) : !cute.int_tuple<"?{div=8}">
        %iter_186 = cute.get_iter(%view_177) : !cute_coord_tensor_8bc2ea
        %tup_187 = cute.deref_arith_tuple_iter(%iter_186) : !cute_arith_tuple_iter_66b557
        %e0_188, %e1_189 = cute.get_leaves(%tup_187) : !cute.int_tuple<"(?,?{div=8})">
        %160 = cute.get_scalars(%e0_188) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_189) : !cute.int_tuple<"?{div=8}">
        %coord_190 = cute.make_coord(%e0_188, %e1_189) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_191 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %162:2 = cute.get_scalars(%coord_190) : !cute.coord<"(?,?{div=8})">
        %163:2 = cute.get_scalars(%coord_191) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %164 = arith.cmpi slt, %162#0, %163#0 : i32
        %165 = arith.andi %true, %164 : i1
        %166 = arith.cmpi slt, %162#1, %163#1 : i32
        %167 = arith.andi %165, %166 : i1
        %168 = arith.extui %167 : i1 to i8
        %coord_192 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_193 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_194 = cute.crd2idx(%coord_192, %lay_193) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_195 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_196 = cute.add_offset(%iter_195, %idx_194) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %169 = builtin.unrealized_conversion_cast %ptr_196 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %168, %169 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_197 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_198 = cute.get_layout(%view_151) : !cute_coord_tensor_dfd887
        %idx_199 = cute.crd2idx(%coord_197, %lay_198) : (!cute.coord<"((0,0),0,1)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,1024)">
        %iter_200 = cute.get_iter(%view_151) : !cute_coord_tensor_dfd887
        %tup_201 = cute.add_offset(%iter_200, %idx_199) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
        %view_202 = cute.make_view(%tup_201) : !cute_coord_tensor_8bc2ea
        %iter_203 = cute.get_iter(%view_202) : !cute_coord_tensor_8bc2ea
        %tup_204 = cute.deref_arith_tuple_iter(%iter_203) : !cute_arith_tuple_iter_66b557
        %e0_205, %e1_206 = cute.get_leaves(%tup_204) : !cute.int_tuple<"(?,?{div=8})">
        %170 = cute.get_scalars(%e0_205) : !cute.int_tuple<"?">
        %171 = cute.get_scalars(%e1_206) : !cute.int_tuple<"?{div=8}">
        %iter_207 = cute.get_iter(%view_202) : !cute_coord_tensor_8bc2ea
        %tup_208 = cute.deref_arith_tuple_iter(%iter_207) : !cute_arith_tuple_iter_66b557
        %e0_209, %e1_210 = cute.get_leaves(%tup_208) : !cute.int_tuple<"(?,?{div=8})">
        %172 = cute.get_scalars(%e0_209) : !cute.int_tuple<"?">
        %173 = cute.get_scalars(%e1_210) : !cute.int_tuple<"?{div=8}">
        %iter_211 = cute.get_iter(%view_202) : !cute_coord_tensor_8bc2ea
        %tup_212 = cute.deref_arith_tuple_iter(%iter_211) : !cute_arith_tuple_iter_66b557
        %e0_213, %e1_214 = cute.get_leaves(%tup_212) : !cute.int_tuple<"(?,?{div=8})">
        %174 = cute.get_scalars(%e0_213) : !cute.int_tuple<"?">
        %175 = cute.get_scalars(%e1_214) : !cute.int_tuple<"?{div=8}">
        %coord_215 = cute.make_coord(%e0_213, %e1_214) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_216 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %176:2 = cute.get_scalars(%coord_215) : !cute.coord<"(?,?{div=8})">
        %177:2 = cute.get_scalars(%coord_216) : !cute.coord<"(96,5000)">
        %true_217 = arith.constant true
        %178 = arith.cmpi slt, %176#0, %177#0 : i32
        %179 = arith.andi %true_217, %178 : i1
        %180 = arith.cmpi slt, %176#1, %177#1 : i32
        %181 = arith.andi %179, %180 : i1
        %182 = arith.extui %181 : i1 to i8
        %coord_218 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_219 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_220 = cute.crd2idx(%coord_218, %lay_219) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_221 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_222 = cute.add_offset(%iter_221, %idx_220) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %183 = builtin.unrealized_conversion_cast %ptr_222 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %182, %183 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_223 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_224 = cute.get_layout(%view_151) : !cute_coord_tensor_dfd887
        %idx_225 = cute.crd2idx(%coord_223, %lay_224) : (!cute.coord<"((0,0),0,2)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,2048)">
        %iter_226 = cute.get_iter(%view_151) : !cute_coord_tensor_dfd887
        %tup_227 = cute.add_offset(%iter_226, %idx_225) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_228 = cute.make_view(%tup_227) : !cute_coord_tensor_8bc2ea
        %iter_229 = cute.get_iter(%view_228) : !cute_coord_tensor_8bc2ea
        %tup_230 = cute.deref_arith_tuple_iter(%iter_229) : !cute_arith_tuple_iter_66b557
        %e0_231, %e1_232 = cute.get_leaves(%tup_230) : !cute.int_tuple<"(?,?{div=8})">
        %184 = cute.get_scalars(%e0_231) : !cute.int_tuple<"?">
        %185 = cute.get_scalars(%e1_232) : !cute.int_tuple<"?{div=8}">
        %iter_233 = cute.get_iter(%view_228) : !cute_coord_tensor_8bc2ea
        %tup_234 = cute.deref_arith_tuple_iter(%iter_233) : !cute_arith_tuple_iter_66b557
        %e0_235, %e1_236 = cute.get_leaves(%tup_234) : !cute.int_tuple<"(?,?{div=8})">
        %186 = cute.get_scalars(%e0_235) : !cute.int_tuple<"?">
        %187 = cute.get_scalars(%e1_236) : !cute.int_tuple<"?{div=8}">
        %iter_237 = cute.get_iter(%view_228) : !cute_coord_tensor_8bc2ea
        %tup_238 = cute.deref_arith_tuple_iter(%iter_237) : !cute_arith_tuple_iter_66b557
        %e0_239, %e1_240 = cute.get_leaves(%tup_238) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_239) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_240) : !cute.int_tuple<"?{div=8}">
        %coord_241 = cute.make_coord(%e0_239, %e1_240) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_242 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %190:2 = cute.get_scalars(%coord_241) : !cute.coord<"(?,?{div=8})">
        %191:2 = cute.get_scalars(%coord_242) : !cute.coord<"(96,5000)">
        %true_243 = arith.constant true
        %192 = arith.cmpi slt, %190#0, %191#0 : i32
        %193 = arith.andi %true_243, %192 : i1
        %194 = arith.cmpi slt, %190#1, %191#1 : i32
        %195 = arith.andi %193, %194 : i1
        %196 = arith.extui %195 : i1 to i8
        %coord_244 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_245 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_246 = cute.crd2idx(%coord_244, %lay_245) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_247 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_248 = cute.add_offset(%iter_247, %idx_246) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %197 = builtin.unrealized_conversion_cast %ptr_248 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %196, %197 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_249 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_250 = cute.get_layout(%view_151) : !cute_coord_tensor_dfd887
        %idx_251 = cute.crd2idx(%coord_249, %lay_250) : (!cute.coord<"((0,0),0,3)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,3072)">
        %iter_252 = cute.get_iter(%view_151) : !cute_coord_tensor_dfd887
        %tup_253 = cute.add_offset(%iter_252, %idx_251) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
        %view_254 = cute.make_view(%tup_253) : !cute_coord_tensor_8bc2ea
        %iter_255 = cute.get_iter(%view_254) : !cute_coord_tensor_8bc2ea
        %tup_256 = cute.deref_arith_tuple_iter(%iter_255) : !cute_arith_tuple_iter_66b557
        %e0_257, %e1_258 = cute.get_leaves(%tup_256) : !cute.int_tuple<"(?,?{div=8})">
        %198 = cute.get_scalars(%e0_257) : !cute.int_tuple<"?">
        %199 = cute.get_scalars(%e1_258) : !cute.int_tuple<"?{div=8}">
        %iter_259 = cute.get_iter(%view_254) : !cute_coord_tensor_8bc2ea
        %tup_260 = cute.deref_arith_tuple_iter(%iter_259) : !cute_arith_tuple_iter_66b557
        %e0_261, %e1_262 = cute.get_leaves(%tup_260) : !cute.int_tuple<"(?,?{div=8})">
        %200 = cute.get_scalars(%e0_261) : !cute.int_tuple<"?">
        %201 = cute.get_scalars(%e1_262) : !cute.int_tuple<"?{div=8}">
        %iter_263 = cute.get_iter(%view_254) : !cute_coord_tensor_8bc2ea
        %tup_264 = cute.deref_arith_tuple_iter(%iter_263) : !cute_arith_tuple_iter_66b557
        %e0_265, %e1_266 = cute.get_leaves(%tup_264) : !cute.int_tuple<"(?,?{div=8})">
        %202 = cute.get_scalars(%e0_265) : !cute.int_tuple<"?">
        %203 = cute.get_scalars(%e1_266) : !cute.int_tuple<"?{div=8}">
        %coord_267 = cute.make_coord(%e0_265, %e1_266) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_268 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %204:2 = cute.get_scalars(%coord_267) : !cute.coord<"(?,?{div=8})">
        %205:2 = cute.get_scalars(%coord_268) : !cute.coord<"(96,5000)">
        %true_269 = arith.constant true
        %206 = arith.cmpi slt, %204#0, %205#0 : i32
        %207 = arith.andi %true_269, %206 : i1
        %208 = arith.cmpi slt, %204#1, %205#1 : i32
        %209 = arith.andi %207, %208 : i1
        %210 = arith.extui %209 : i1 to i8
        %coord_270 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_271 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_272 = cute.crd2idx(%coord_270, %lay_271) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_273 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_274 = cute.add_offset(%iter_273, %idx_272) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %211 = builtin.unrealized_conversion_cast %ptr_274 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %210, %211 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_275 = cute.get_layout(%view_129) : !memref_gmem_f16_3
        %lay_276 = cute.make_layout() : !cute_layout_a987c4
        %rmem_277 = cute.memref.alloca(%lay_276) : !memref_rmem_f16
        %iter_278 = cute.get_iter(%rmem_277) : !memref_rmem_f16
        %iter_279 = cute.get_iter(%rmem_277) : !memref_rmem_f16
        %lay_280 = cute.get_layout(%rmem_277) : !memref_rmem_f16
        %lay_281 = cute.get_layout(%rmem_277) : !memref_rmem_f16
        %212 = cute.get_shape(%lay_281) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_282 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_283 = cute.to_int_tuple(%shape_282) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_284 = cute.get_leaves(%itup_283) : !cute.int_tuple<"32">
        %213 = cute.get_shape(%lay_280) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_285, %e1_286, %e2, %e3 = cute.get_leaves(%213) : !cute.shape<"((8,1),1,4)">
        %int_tuple_287 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_288 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_289 = cute.get_leaves(%int_tuple_288) : !cute.int_tuple<"32">
        %cst_290 = arith.constant 0.000000e+00 : f16
        %214 = vector.broadcast %cst_290 : f16 to vector<32xf16>
        %int_tuple_291 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_292 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_293 = cute.get_leaves(%int_tuple_292) : !cute.int_tuple<"32">
        %int_tuple_294 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_295 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_296 = cute.get_leaves(%int_tuple_295) : !cute.int_tuple<"32">
        %iter_297 = cute.get_iter(%rmem_277) : !memref_rmem_f16
        %int_tuple_298 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_299 = cute.add_offset(%iter_297, %int_tuple_298) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %215 = builtin.unrealized_conversion_cast %ptr_299 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        %cst_300 = arith.constant dense<0.000000e+00> : vector<32xf16>
        llvm.store %cst_300, %215 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        %216 = cute.get_shape(%lay_275) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_301, %e1_302, %e2_303, %e3_304 = cute.get_leaves(%216) : !cute.shape<"((8,1),1,4)">
        %shape_305 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_306 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_275, %lay_306) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_307 = cute.make_view(%iter_130, %append) : !memref_gmem_f16_3
        %iter_308 = cute.get_iter(%view_307) : !memref_gmem_f16_3
        %lay_309 = cute.get_layout(%view_307) : !memref_gmem_f16_3
        %217 = cute.get_shape(%lay_309) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_310, %e1_311, %e2_312, %e3_313 = cute.get_leaves(%217) : !cute.shape<"((8,1),1,4)">
        %iter_314 = cute.get_iter(%view_307) : !memref_gmem_f16_3
        %view_315 = cute.make_view(%iter_314) : !memref_gmem_f16_4
        %iter_316 = cute.get_iter(%view_315) : !memref_gmem_f16_4
        %iter_317 = cute.get_iter(%view_315) : !memref_gmem_f16_4
        %shape_318 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_319 = cute.make_layout() : !cute.layout<"1:0">
        %append_320 = cute.append_to_rank<2> (%lay_280, %lay_319) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_321 = cute.make_view(%iter_279, %append_320) : !memref_rmem_f16
        %iter_322 = cute.get_iter(%view_321) : !memref_rmem_f16
        %lay_323 = cute.get_layout(%view_321) : !memref_rmem_f16
        %218 = cute.get_shape(%lay_323) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_324, %e1_325, %e2_326, %e3_327 = cute.get_leaves(%218) : !cute.shape<"((8,1),1,4)">
        %iter_328 = cute.get_iter(%view_321) : !memref_rmem_f16
        %view_329 = cute.make_view(%iter_328) : !memref_rmem_f16_1
        %iter_330 = cute.get_iter(%view_329) : !memref_rmem_f16_1
        %iter_331 = cute.get_iter(%view_329) : !memref_rmem_f16_1
        %lay_332 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_333 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_334 = cute.make_layout() : !cute.layout<"1:0">
        %append_335 = cute.append_to_rank<2> (%lay_332, %lay_334) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_336 = cute.make_view(%iter_171, %append_335) : !memref_rmem_i8
        %iter_337 = cute.get_iter(%view_336) : !memref_rmem_i8
        %lay_338 = cute.get_layout(%view_336) : !memref_rmem_i8
        %219 = cute.get_shape(%lay_338) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_339, %e1_340, %e2_341 = cute.get_leaves(%219) : !cute.shape<"(1,1,4)">
        %iter_342 = cute.get_iter(%view_336) : !memref_rmem_i8
        %view_343 = cute.make_view(%iter_342) : !memref_rmem_i8_1
        %iter_344 = cute.get_iter(%view_343) : !memref_rmem_i8_1
        %iter_345 = cute.get_iter(%view_343) : !memref_rmem_i8_1
        %lay_346 = cute.get_layout(%view_315) : !memref_gmem_f16_4
        %220 = cute.get_shape(%lay_346) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_347, %e1_348, %e2_349, %e3_350 = cute.get_leaves(%220) : !cute.shape<"((8,1),(1,4))">
        %lay_351 = cute.get_layout(%view_329) : !memref_rmem_f16_1
        %221 = cute.get_shape(%lay_351) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_352, %e1_353, %e2_354, %e3_355 = cute.get_leaves(%221) : !cute.shape<"((8,1),(1,4))">
        %lay_356 = cute.get_layout(%view_315) : !memref_gmem_f16_4
        %222 = cute.get_shape(%lay_356) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %shape_357 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_358 = cute.to_int_tuple(%shape_357) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_359 = cute.get_leaves(%itup_358) : !cute.int_tuple<"4">
        %lay_360 = cute.get_layout(%view_329) : !memref_rmem_f16_1
        %223 = cute.get_shape(%lay_360) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_361 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_362 = cute.to_int_tuple(%shape_361) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_363 = cute.get_leaves(%itup_362) : !cute.int_tuple<"4">
        %iter_364 = cute.get_iter(%view_315) : !memref_gmem_f16_4
        %iter_365 = cute.get_iter(%view_329) : !memref_rmem_f16_1
        %lay_366 = cute.get_layout(%view_315) : !memref_gmem_f16_4
        %lay_367 = cute.get_layout(%view_329) : !memref_rmem_f16_1
        %224 = cute.static : !cute.layout<"1:0">
        %append_368 = cute.append_to_rank<2> (%lay_366, %224) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_369 = cute.append_to_rank<2> (%lay_367, %224) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_368) <1, 2> : (!cute_layout_af6408) -> !cute_layout_dfed1f
        %grouped_370 = cute.group_modes(%append_369) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_371 = cute.get_iter(%view_343) : !memref_rmem_i8_1
        %lay_372 = cute.get_layout(%view_343) : !memref_rmem_i8_1
        %append_373 = cute.append_to_rank<2> (%lay_372, %224) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_374 = cute.group_modes(%append_373) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %225 = cute.get_shape(%grouped) : (!cute_layout_dfed1f) -> !cute.shape<"((8,1),((1,4)))">
        %shape_375 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_376 = cute.to_int_tuple(%shape_375) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %226 = cute.get_scalars(%itup_376) : !cute.int_tuple<"4">
        %c0_i32_377 = arith.constant 0 : i32
        %c1_i32_378 = arith.constant 1 : i32
        scf.for %arg9 = %c0_i32_377 to %226 step %c1_i32_378  : i32 {
          %coord_388 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,?)">
          %247 = cute.get_scalars(%coord_388) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_389 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_390 = cute.crd2idx(%coord_388, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_391 = cute.add_offset(%iter_364, %idx_390) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_392 = cute.make_view(%ptr_391, %lay_389) : !memref_gmem_f16_5
          %248 = cute.get_scalars(%coord_388) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_393 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_394 = cute.crd2idx(%coord_388, %grouped_370) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_395 = cute.add_offset(%iter_365, %idx_394) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_396 = cute.make_view(%ptr_395, %lay_393) : !memref_rmem_f16_2
          %249 = cute.get_scalars(%coord_388) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_397 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_398 = cute.crd2idx(%coord_388, %grouped_374) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_399 = cute.add_offset(%iter_371, %idx_398) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_400 = cute.make_view(%ptr_399, %lay_397) : !memref_rmem_i8_2
          %iter_401 = cute.get_iter(%view_392) : !memref_gmem_f16_5
          %iter_402 = cute.get_iter(%view_396) : !memref_rmem_f16_2
          %lay_403 = cute.get_layout(%view_392) : !memref_gmem_f16_5
          %lay_404 = cute.get_layout(%view_396) : !memref_rmem_f16_2
          %iter_405 = cute.get_iter(%view_400) : !memref_rmem_i8_2
          %lay_406 = cute.get_layout(%view_400) : !memref_rmem_i8_2
          %coord_407 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_408 = cute.crd2idx(%coord_407, %lay_406) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_409 = cute.add_offset(%iter_405, %idx_408) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %250 = cute.ptr.load %ptr_409 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %251 = arith.cmpi ne, %250, %c0_i8 : i8
          scf.if %251 {
            %coord_410 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_411 = cute.crd2idx(%coord_410, %lay_403) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_412 = cute.add_offset(%iter_401, %idx_411) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
            %idx_413 = cute.crd2idx(%coord_410, %lay_404) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_414 = cute.add_offset(%iter_402, %idx_413) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<16>>
            %252 = builtin.unrealized_conversion_cast %ptr_412 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %253 = builtin.unrealized_conversion_cast %ptr_414 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %254 = llvm.load %252 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %254, %253 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_379 = cute.get_iter(%rmem_277) : !memref_rmem_f16
        %int_tuple_380 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_381 = cute.add_offset(%iter_379, %int_tuple_380) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %227 = builtin.unrealized_conversion_cast %ptr_381 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        %228 = llvm.load %227 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
        %229:32 = vector.to_elements %228 : vector<32xf16>
        %int_tuple_382 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_383 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_384 = cute.get_leaves(%int_tuple_383) : !cute.int_tuple<"32">
        %230 = arith.extf %228 : vector<32xf16> to vector<32xf32>
        %cst_385 = arith.constant 0.000000e+00 : f32
        %231 = vector.broadcast %cst_385 : f32 to vector<32xf32>
        %232 = arith.cmpf olt, %230, %231 : vector<32xf32>
        %233 = arith.negf %230 : vector<32xf32>
        %234 = arith.select %232, %233, %230 : vector<32xi1>, vector<32xf32>
        %235 = vector.reduction <maximumf>, %234, %cst_385 : vector<32xf32> into f32
        %236 = arith.maximumf %arg7, %235 : f32
        %cst_386 = arith.constant 1.17549435E-38 : f32
        %237 = arith.maximumf %236, %cst_386 : f32
        %cst_387 = arith.constant 1.000000e+00 : f32
        %238 = arith.divf %cst_387, %237 : f32
        %239 = vector.broadcast %238 : f32 to vector<32xf32>
        %240 = arith.mulf %230, %239 : vector<32xf32>
        %241 = arith.mulf %arg7, %238 : f32
        %242 = arith.mulf %arg6, %241 : f32
        %243 = arith.mulf %242, %241 : f32
        %244 = arith.mulf %240, %240 : vector<32xf32>
        %245 = vector.reduction <add>, %244, %cst_385 : vector<32xf32> into f32
        %246 = arith.addf %243, %245 : f32
        scf.yield %246, %236, %arg8 : f32, f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %18 = nvvm.shfl.sync bfly %c-1_i32, %17#1, %c16_i32, %c31_i32 : f32 -> f32
      %19 = nvvm.shfl.sync bfly %c-1_i32, %17#0, %c16_i32, %c31_i32 : f32 -> f32
      %20 = arith.maximumf %17#1, %18 : f32
      %cst_23 = arith.constant 1.17549435E-38 : f32
      %21 = arith.maximumf %20, %cst_23 : f32
      %cst_24 = arith.constant 1.000000e+00 : f32
      %22 = arith.divf %cst_24, %21 : f32
      %23 = arith.mulf %17#1, %22 : f32
      %24 = arith.mulf %18, %22 : f32
      %25 = arith.mulf %17#0, %23 : f32
      %26 = arith.mulf %25, %23 : f32
      %27 = arith.mulf %19, %24 : f32
      %28 = arith.mulf %27, %24 : f32
      %29 = arith.addf %26, %28 : f32
      %c8_i32 = arith.constant 8 : i32
      %30 = nvvm.shfl.sync bfly %c-1_i32, %20, %c8_i32, %c31_i32 : f32 -> f32
      %31 = nvvm.shfl.sync bfly %c-1_i32, %29, %c8_i32, %c31_i32 : f32 -> f32
      %32 = arith.maximumf %20, %30 : f32
      %cst_25 = arith.constant 1.17549435E-38 : f32
      %33 = arith.maximumf %32, %cst_25 : f32
      %34 = arith.divf %cst_24, %33 : f32
      %35 = arith.mulf %20, %34 : f32
      %36 = arith.mulf %30, %34 : f32
      %37 = arith.mulf %29, %35 : f32
      %38 = arith.mulf %37, %35 : f32
      %39 = arith.mulf %31, %36 : f32
      %40 = arith.mulf %39, %36 : f32
      %41 = arith.addf %38, %40 : f32
      %c4_i32 = arith.constant 4 : i32
      %42 = nvvm.shfl.sync bfly %c-1_i32, %32, %c4_i32, %c31_i32 : f32 -> f32
      %43 = nvvm.shfl.sync bfly %c-1_i32, %41, %c4_i32, %c31_i32 : f32 -> f32
      %44 = arith.maximumf %32, %42 : f32
      %cst_26 = arith.constant 1.17549435E-38 : f32
      %45 = arith.maximumf %44, %cst_26 : f32
      %46 = arith.divf %cst_24, %45 : f32
      %47 = arith.mulf %32, %46 : f32
      %48 = arith.mulf %42, %46 : f32
      %49 = arith.mulf %41, %47 : f32
      %50 = arith.mulf %49, %47 : f32
      %51 = arith.mulf %43, %48 : f32
      %52 = arith.mulf %51, %48 : f32
      %53 = arith.addf %50, %52 : f32
      %54 = nvvm.shfl.sync bfly %c-1_i32, %44, %c2_i32, %c31_i32 : f32 -> f32
      %55 = nvvm.shfl.sync bfly %c-1_i32, %53, %c2_i32, %c31_i32 : f32 -> f32
      %56 = arith.maximumf %44, %54 : f32
      %cst_27 = arith.constant 1.17549435E-38 : f32
      %57 = arith.maximumf %56, %cst_27 : f32
      %58 = arith.divf %cst_24, %57 : f32
      %59 = arith.mulf %44, %58 : f32
      %60 = arith.mulf %54, %58 : f32
      %61 = arith.mulf %53, %59 : f32
      %62 = arith.mulf %61, %59 : f32
      %63 = arith.mulf %55, %60 : f32
      %64 = arith.mulf %63, %60 : f32
      %65 = arith.addf %62, %64 : f32
      %66 = nvvm.shfl.sync bfly %c-1_i32, %56, %c1_i32, %c31_i32 : f32 -> f32
      %67 = nvvm.shfl.sync bfly %c-1_i32, %65, %c1_i32, %c31_i32 : f32 -> f32
      %68 = arith.maximumf %56, %66 : f32
      %cst_28 = arith.constant 1.17549435E-38 : f32
      %69 = arith.maximumf %68, %cst_28 : f32
      %70 = arith.divf %cst_24, %69 : f32
      %71 = arith.mulf %56, %70 : f32
      %72 = arith.mulf %66, %70 : f32
      %73 = arith.mulf %65, %71 : f32
      %74 = arith.mulf %73, %71 : f32
      %75 = arith.mulf %67, %72 : f32
      %76 = arith.mulf %75, %72 : f32
      %77 = arith.addf %74, %76 : f32
      %shape_29 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_30 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_30) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_31 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %shape_32 = cute.make_shape() : () -> !cute.shape<"4">
      %itup_33 = cute.to_int_tuple(%shape_32) : !cute.shape<"4"> to !cute.int_tuple<"4">
      %e0_34 = cute.get_leaves(%itup_33) : !cute.int_tuple<"4">
      %shape_35 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_36 = cute.make_layout() : !cute.layout<"16:1">
      %iter_37 = cute.get_iter(%view) : !memref_smem_i8
      %iter_38 = cute.get_iter(%view) : !memref_smem_i8
      %iter_39 = cute.recast_iter(%iter_38) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_40 = cute.make_view(%iter_39, %lay_30) : !memref_smem_f32
      %iter_41 = cute.get_iter(%view_40) : !memref_smem_f32
      %iter_42 = cute.get_iter(%view_40) : !memref_smem_f32
      %shape_43 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_44 = cute.make_layout() : !cute.layout<"4:1">
      %coord_45 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_46 = cute.crd2idx(%coord_45, %lay_44) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_47 = cute.get_leaves(%idx_46) : !cute.int_tuple<"0">
      %shape_48 = cute.make_shape() : () -> !cute.shape<"4">
      %itup_49 = cute.to_int_tuple(%shape_48) : !cute.shape<"4"> to !cute.int_tuple<"4">
      %e0_50 = cute.get_leaves(%itup_49) : !cute.int_tuple<"4">
      %shape_51 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_52 = cute.make_layout() : !cute.layout<"16:1">
      %iter_53 = cute.get_iter(%view_3) : !memref_smem_i8
      %iter_54 = cute.get_iter(%view_3) : !memref_smem_i8
      %iter_55 = cute.recast_iter(%iter_54) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_56 = cute.make_view(%iter_55, %lay_44) : !memref_smem_f32
      %iter_57 = cute.get_iter(%view_56) : !memref_smem_f32
      %iter_58 = cute.get_iter(%view_56) : !memref_smem_f32
      %c0_i32_59 = arith.constant 0 : i32
      %78 = arith.cmpi eq, %14, %c0_i32_59 : i32
      %79:2 = scf.if %78 -> (!memref_smem_f32, !memref_smem_f32) {
        %iter_115 = cute.get_iter(%view_40) : !memref_smem_f32
        %iter_116 = cute.get_iter(%view_56) : !memref_smem_f32
        %coord_117 = cute.make_coord(%15) : (i32) -> !cute.coord<"?">
        %lay_118 = cute.get_layout(%view_40) : !memref_smem_f32
        %idx_119 = cute.crd2idx(%coord_117, %lay_118) : (!cute.coord<"?">, !cute.layout<"4:1">) -> !cute.int_tuple<"?">
        %iter_120 = cute.get_iter(%view_40) : !memref_smem_f32
        %ptr_121 = cute.add_offset(%iter_120, %idx_119) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %143 = builtin.unrealized_conversion_cast %ptr_121 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %68, %143 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %coord_122 = cute.make_coord(%15) : (i32) -> !cute.coord<"?">
        %lay_123 = cute.get_layout(%view_56) : !memref_smem_f32
        %idx_124 = cute.crd2idx(%coord_122, %lay_123) : (!cute.coord<"?">, !cute.layout<"4:1">) -> !cute.int_tuple<"?">
        %iter_125 = cute.get_iter(%view_56) : !memref_smem_f32
        %ptr_126 = cute.add_offset(%iter_125, %idx_124) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %144 = builtin.unrealized_conversion_cast %ptr_126 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %77, %144 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        scf.yield %view_40, %view_56 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_115 = cute.get_iter(%view_40) : !memref_smem_f32
        %iter_116 = cute.get_iter(%view_56) : !memref_smem_f32
        scf.yield %view_40, %view_56 : !memref_smem_f32, !memref_smem_f32
      }
      %iter_60 = cute.get_iter(%79#0) : !memref_smem_f32
      %iter_61 = cute.get_iter(%79#1) : !memref_smem_f32
      %iter_62 = cute.get_iter(%79#0) : !memref_smem_f32
      %iter_63 = cute.get_iter(%79#1) : !memref_smem_f32
      nvvm.barrier
      %coord_64 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_65 = cute.get_layout(%79#0) : !memref_smem_f32
      %idx_66 = cute.crd2idx(%coord_64, %lay_65) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %iter_67 = cute.get_iter(%79#0) : !memref_smem_f32
      %ptr_68 = cute.add_offset(%iter_67, %idx_66) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %80 = builtin.unrealized_conversion_cast %ptr_68 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %81 = llvm.load %80 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_69 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_70 = cute.get_layout(%79#1) : !memref_smem_f32
      %idx_71 = cute.crd2idx(%coord_69, %lay_70) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %iter_72 = cute.get_iter(%79#1) : !memref_smem_f32
      %ptr_73 = cute.add_offset(%iter_72, %idx_71) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %82 = builtin.unrealized_conversion_cast %ptr_73 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %83 = llvm.load %82 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_74 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_75 = cute.get_layout(%79#0) : !memref_smem_f32
      %idx_76 = cute.crd2idx(%coord_74, %lay_75) : (!cute.coord<"1">, !cute.layout<"4:1">) -> !cute.int_tuple<"1">
      %iter_77 = cute.get_iter(%79#0) : !memref_smem_f32
      %ptr_78 = cute.add_offset(%iter_77, %idx_76) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %84 = builtin.unrealized_conversion_cast %ptr_78 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %85 = llvm.load %84 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_79 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_80 = cute.get_layout(%79#1) : !memref_smem_f32
      %idx_81 = cute.crd2idx(%coord_79, %lay_80) : (!cute.coord<"1">, !cute.layout<"4:1">) -> !cute.int_tuple<"1">
      %iter_82 = cute.get_iter(%79#1) : !memref_smem_f32
      %ptr_83 = cute.add_offset(%iter_82, %idx_81) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %86 = builtin.unrealized_conversion_cast %ptr_83 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %87 = llvm.load %86 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %88 = arith.maximumf %81, %85 : f32
      %cst_84 = arith.constant 1.17549435E-38 : f32
      %89 = arith.maximumf %88, %cst_84 : f32
      %90 = arith.divf %cst_24, %89 : f32
      %91 = arith.mulf %81, %90 : f32
      %92 = arith.mulf %85, %90 : f32
      %93 = arith.mulf %83, %91 : f32
      %94 = arith.mulf %93, %91 : f32
      %95 = arith.mulf %87, %92 : f32
      %96 = arith.mulf %95, %92 : f32
      %97 = arith.addf %94, %96 : f32
      %coord_85 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_86 = cute.get_layout(%79#0) : !memref_smem_f32
      %idx_87 = cute.crd2idx(%coord_85, %lay_86) : (!cute.coord<"2">, !cute.layout<"4:1">) -> !cute.int_tuple<"2">
      %iter_88 = cute.get_iter(%79#0) : !memref_smem_f32
      %ptr_89 = cute.add_offset(%iter_88, %idx_87) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %98 = builtin.unrealized_conversion_cast %ptr_89 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %99 = llvm.load %98 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %coord_90 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_91 = cute.get_layout(%79#1) : !memref_smem_f32
      %idx_92 = cute.crd2idx(%coord_90, %lay_91) : (!cute.coord<"2">, !cute.layout<"4:1">) -> !cute.int_tuple<"2">
      %iter_93 = cute.get_iter(%79#1) : !memref_smem_f32
      %ptr_94 = cute.add_offset(%iter_93, %idx_92) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %100 = builtin.unrealized_conversion_cast %ptr_94 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %101 = llvm.load %100 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %102 = arith.maximumf %88, %99 : f32
      %cst_95 = arith.constant 1.17549435E-38 : f32
      %103 = arith.maximumf %102, %cst_95 : f32
      %104 = arith.divf %cst_24, %103 : f32
      %105 = arith.mulf %88, %104 : f32
      %106 = arith.mulf %99, %104 : f32
      %107 = arith.mulf %97, %105 : f32
      %108 = arith.mulf %107, %105 : f32
      %109 = arith.mulf %101, %106 : f32
      %110 = arith.mulf %109, %106 : f32
      %111 = arith.addf %108, %110 : f32
      %coord_96 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_97 = cute.get_layout(%79#0) : !memref_smem_f32
      %idx_98 = cute.crd2idx(%coord_96, %lay_97) : (!cute.coord<"3">, !cute.layout<"4:1">) -> !cute.int_tuple<"3">
      %iter_99 = cute.get_iter(%79#0) : !memref_smem_f32
      %ptr_100 = cute.add_offset(%iter_99, %idx_98) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %112 = builtin.unrealized_conversion_cast %ptr_100 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %113 = llvm.load %112 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %coord_101 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_102 = cute.get_layout(%79#1) : !memref_smem_f32
      %idx_103 = cute.crd2idx(%coord_101, %lay_102) : (!cute.coord<"3">, !cute.layout<"4:1">) -> !cute.int_tuple<"3">
      %iter_104 = cute.get_iter(%79#1) : !memref_smem_f32
      %ptr_105 = cute.add_offset(%iter_104, %idx_103) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %114 = builtin.unrealized_conversion_cast %ptr_105 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %115 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %116 = arith.maximumf %102, %113 : f32
      %cst_106 = arith.constant 1.17549435E-38 : f32
      %117 = arith.maximumf %116, %cst_106 : f32
      %118 = arith.divf %cst_24, %117 : f32
      %119 = arith.mulf %102, %118 : f32
      %120 = arith.mulf %113, %118 : f32
      %121 = arith.mulf %111, %119 : f32
      %122 = arith.mulf %121, %119 : f32
      %123 = arith.mulf %115, %120 : f32
      %124 = arith.mulf %123, %120 : f32
      %125 = arith.addf %122, %124 : f32
      %int_tuple_107 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %int_tuple_108 = cute.make_int_tuple() : () -> !cute.int_tuple<"5000">
      %e0_109 = cute.get_leaves(%int_tuple_108) : !cute.int_tuple<"5000">
      %cst_110 = arith.constant 5.000000e+03 : f32
      %126 = arith.divf %125, %cst_110 : f32
      %cst_111 = arith.constant 1.17549435E-38 : f32
      %127 = arith.maximumf %116, %cst_111 : f32
      %128 = arith.divf %cst_24, %127 : f32
      %129 = arith.mulf %116, %116 : f32
      %130 = arith.mulf %129, %126 : f32
      %131 = arith.addf %130, %arg4 : f32
      %132 = math.rsqrt %131 : f32
      %133 = arith.mulf %arg4, %128 : f32
      %134 = arith.mulf %133, %128 : f32
      %135 = arith.addf %126, %134 : f32
      %136 = math.rsqrt %135 : f32
      %137 = arith.mulf %128, %136 : f32
      %cst_112 = arith.constant 9.99999984E+17 : f32
      %138 = arith.cmpf ogt, %116, %cst_112 : f32
      %139 = scf.if %138 -> (f32) {
        scf.yield %137 : f32
      } else {
        scf.yield %132 : f32
      }
      %140 = arith.cmpi eq, %8, %c0_i32_59 : i32
      %141 = scf.if %140 -> (!memref_gmem_f32) {
        %iter_115 = cute.get_iter(%arg3) : !memref_gmem_f32
        %coord_116 = cute.make_coord(%11) : (i32) -> !cute.coord<"?">
        %lay_117 = cute.get_layout(%arg3) : !memref_gmem_f32
        %idx_118 = cute.crd2idx(%coord_116, %lay_117) : (!cute.coord<"?">, !cute.layout<"(96):(1)">) -> !cute.int_tuple<"?">
        %iter_119 = cute.get_iter(%arg3) : !memref_gmem_f32
        %ptr_120 = cute.add_offset(%iter_119, %idx_118) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
        %143 = builtin.unrealized_conversion_cast %ptr_120 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
        llvm.store %139, %143 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        scf.yield %arg3 : !memref_gmem_f32
      } else {
        %iter_115 = cute.get_iter(%arg3) : !memref_gmem_f32
        scf.yield %arg3 : !memref_gmem_f32
      }
      %iter_113 = cute.get_iter(%141) : !memref_gmem_f32
      %iter_114 = cute.get_iter(%141) : !memref_gmem_f32
      %142 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %7) -> (!copy_simt)  : i32 {
        %coord_115 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_116 = cute.get_layout(%arg0) : !memref_gmem_f16
        %idx_117 = cute.crd2idx(%coord_115, %lay_116) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_118 = cute.get_iter(%arg0) : !memref_gmem_f16
        %ptr_119 = cute.add_offset(%iter_118, %idx_117) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_120 = cute.make_view(%ptr_119) : !memref_gmem_f16_2
        %iter_121 = cute.get_iter(%view_120) : !memref_gmem_f16_2
        %iter_122 = cute.get_iter(%view_120) : !memref_gmem_f16_2
        %coord_123 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_124 = cute.get_iter(%view_120) : !memref_gmem_f16_2
        %143 = cute.get_scalars(%coord_123) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_125 = arith.constant 8 : i32
        %144 = arith.muli %143, %c8_i32_125 overflow<nsw> : i32
        %iv_126 = cute.assume(%144) : (i32) -> !cute.i32<divby 8>
        %int_tuple_127 = cute.make_int_tuple(%iv_126) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_128 = cute.add_offset(%iter_124, %int_tuple_127) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_129 = cute.make_view(%ptr_128) : !memref_gmem_f16_3
        %iter_130 = cute.get_iter(%view_129) : !memref_gmem_f16_3
        %coord_131 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_132 = cute.get_layout(%arg1) : !memref_gmem_f16_1
        %idx_133 = cute.crd2idx(%coord_131, %lay_132) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,4096),(96,2)):((0,1),(0,4096))">) -> !cute.int_tuple<"?{div=4096}">
        %iter_134 = cute.get_iter(%arg1) : !memref_gmem_f16_1
        %ptr_135 = cute.add_offset(%iter_134, %idx_133) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_136 = cute.make_view(%ptr_135) : !memref_gmem_f16_2
        %iter_137 = cute.get_iter(%view_136) : !memref_gmem_f16_2
        %iter_138 = cute.get_iter(%view_136) : !memref_gmem_f16_2
        %coord_139 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_140 = cute.get_iter(%view_136) : !memref_gmem_f16_2
        %145 = cute.get_scalars(%coord_139) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_141 = arith.constant 8 : i32
        %146 = arith.muli %145, %c8_i32_141 overflow<nsw> : i32
        %iv_142 = cute.assume(%146) : (i32) -> !cute.i32<divby 8>
        %int_tuple_143 = cute.make_int_tuple(%iv_142) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_144 = cute.add_offset(%iter_140, %int_tuple_143) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_145 = cute.make_view(%ptr_144) : !memref_gmem_f16_3
        %iter_146 = cute.get_iter(%view_145) : !memref_gmem_f16_3
        %coord_147 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_148 = cute.get_layout(%arg2) : !memref_gmem_f16
        %idx_149 = cute.crd2idx(%coord_147, %lay_148) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_150 = cute.get_iter(%arg2) : !memref_gmem_f16
        %ptr_151 = cute.add_offset(%iter_150, %idx_149) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_152 = cute.make_view(%ptr_151) : !memref_gmem_f16_2
        %iter_153 = cute.get_iter(%view_152) : !memref_gmem_f16_2
        %iter_154 = cute.get_iter(%view_152) : !memref_gmem_f16_2
        %coord_155 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_156 = cute.get_iter(%view_152) : !memref_gmem_f16_2
        %147 = cute.get_scalars(%coord_155) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_157 = arith.constant 8 : i32
        %148 = arith.muli %147, %c8_i32_157 overflow<nsw> : i32
        %iv_158 = cute.assume(%148) : (i32) -> !cute.i32<divby 8>
        %int_tuple_159 = cute.make_int_tuple(%iv_158) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_160 = cute.add_offset(%iter_156, %int_tuple_159) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_161 = cute.make_view(%ptr_160) : !memref_gmem_f16_3
        %iter_162 = cute.get_iter(%view_161) : !memref_gmem_f16_3
        %coord_163 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_164 = cute.get_layout(%6) : !cute_coord_tensor_2939ba
        %idx_165 = cute.crd2idx(%coord_163, %lay_164) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
        %iter_166 = cute.get_iter(%6) : !cute_coord_tensor_2939ba
        %tup_167 = cute.add_offset(%iter_166, %idx_165) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
        %view_168 = cute.make_view(%tup_167) : !cute_coord_tensor_7e8734
        %iter_169 = cute.get_iter(%view_168) : !cute_coord_tensor_7e8734
        %tup_170 = cute.deref_arith_tuple_iter(%iter_169) : !cute_arith_tuple_iter_9e165f
        %e0_171, %e1_172 = cute.get_leaves(%tup_170) : !cute_int_tuple_3a4e03
        %149 = cute.get_scalars(%e0_171) : !cute.int_tuple<"?">
        %150 = cute.get_scalars(%e1_172) : !cute.int_tuple<"?{div=4096}">
        %iter_173 = cute.get_iter(%view_168) : !cute_coord_tensor_7e8734
        %tup_174 = cute.deref_arith_tuple_iter(%iter_173) : !cute_arith_tuple_iter_9e165f
        %e0_175, %e1_176 = cute.get_leaves(%tup_174) : !cute_int_tuple_3a4e03
        %151 = cute.get_scalars(%e0_175) : !cute.int_tuple<"?">
        %152 = cute.get_scalars(%e1_176) : !cute.int_tuple<"?{div=4096}">
        %coord_177 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_178 = cute.get_iter(%view_168) : !cute_coord_tensor_7e8734
        %153 = cute.get_scalars(%coord_177) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_179 = arith.constant 8 : i32
        %154 = arith.muli %153, %c8_i32_179 overflow<nsw> : i32
        %iv_180 = cute.assume(%154) : (i32) -> !cute.i32<divby 8>
        %int_tuple_181 = cute.make_int_tuple(%iv_180) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_182 = cute.add_offset(%iter_178, %int_tuple_181) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_183 = cute.make_view(%tup_182) : !cute_coord_tensor_dfd887
        %iter_184 = cute.get_iter(%view_183) : !cute_coord_tensor_dfd887
        %tup_185 = cute.deref_arith_tuple_iter(%iter_184) : !cute_arith_tuple_iter_66b557
        %e0_186, %e1_187 = cute.get_leaves(%tup_185) : !cute.int_tuple<"(?,?{div=8})">
        %155 = cute.get_scalars(%e0_186) : !cute.int_tuple<"?">
        %156 = cute.get_scalars(%e1_187) : !cute.int_tuple<"?{div=8}">
        %lay_188 = cute.get_layout(%view_129) : !memref_gmem_f16_3
        %157 = cute.get_shape(%lay_188) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %shape_189 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_190 = cute.to_int_tuple(%shape_189) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_191 = cute.get_leaves(%itup_190) : !cute.int_tuple<"1">
        %lay_192 = cute.get_layout(%view_129) : !memref_gmem_f16_3
        %158 = cute.get_shape(%lay_192) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %shape_193 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_194 = cute.to_int_tuple(%shape_193) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_195 = cute.get_leaves(%itup_194) : !cute.int_tuple<"1">
        %lay_196 = cute.get_layout(%view_129) : !memref_gmem_f16_3
        %159 = cute.get_shape(%lay_196) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %shape_197 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_198 = cute.to_int_tuple(%shape_197) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_199 = cute.get_leaves(%itup_198) : !cute.int_tuple<"4">
        %shape_200 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_201 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_201) : !memref_rmem_i8
        %iter_202 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_203 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_204 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_205 = cute.get_layout(%view_183) : !cute_coord_tensor_dfd887
        %idx_206 = cute.crd2idx(%coord_204, %lay_205) : (!cute.coord<"((0,0),0,0)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,0)">
        %iter_207 = cute.get_iter(%view_183) : !cute_coord_tensor_dfd887
        %tup_208 = cute.add_offset(%iter_207, %idx_206) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_209 = cute.make_view(%tup_208) : !cute_coord_tensor_8bc2ea
        %iter_210 = cute.get_iter(%view_209) : !cute_coord_tensor_8bc2ea
        %tup_211 = cute.deref_arith_tuple_iter(%iter_210) : !cute_arith_tuple_iter_66b557
        %e0_212, %e1_213 = cute.get_leaves(%tup_211) : !cute.int_tuple<"(?,?{div=8})">
        %160 = cute.get_scalars(%e0_212) : !cute.int_tuple<"?">
        %161 = cute.get_scalars(%e1_213) : !cute.int_tuple<"?{div=8}">
        %iter_214 = cute.get_iter(%view_209) : !cute_coord_tensor_8bc2ea
        %tup_215 = cute.deref_arith_tuple_iter(%iter_214) : !cute_arith_tuple_iter_66b557
        %e0_216, %e1_217 = cute.get_leaves(%tup_215) : !cute.int_tuple<"(?,?{div=8})">
        %162 = cute.get_scalars(%e0_216) : !cute.int_tuple<"?">
        %163 = cute.get_scalars(%e1_217) : !cute.int_tuple<"?{div=8}">
        %iter_218 = cute.get_iter(%view_209) : !cute_coord_tensor_8bc2ea
        %tup_219 = cute.deref_arith_tuple_iter(%iter_218) : !cute_arith_tuple_iter_66b557
        %e0_220, %e1_221 = cute.get_leaves(%tup_219) : !cute.int_tuple<"(?,?{div=8})">
        %164 = cute.get_scalars(%e0_220) : !cute.int_tuple<"?">
        %165 = cute.get_scalars(%e1_221) : !cute.int_tuple<"?{div=8}">
        %coord_222 = cute.make_coord(%e0_220, %e1_221) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_223 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %166:2 = cute.get_scalars(%coord_222) : !cute.coord<"(?,?{div=8})">
        %167:2 = cute.get_scalars(%coord_223) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %168 = arith.cmpi slt, %166#0, %167#0 : i32
        %169 = arith.andi %true, %168 : i1
        %170 = arith.cmpi slt, %166#1, %167#1 : i32
        %171 = arith.andi %169, %170 : i1
        %172 = arith.extui %171 : i1 to i8
        %coord_224 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_225 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_226 = cute.crd2idx(%coord_224, %lay_225) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_227 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_228 = cute.add_offset(%iter_227, %idx_226) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %173 = builtin.unrealized_conversion_cast %ptr_228 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %172, %173 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_229 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_230 = cute.get_layout(%view_183) : !cute_coord_tensor_dfd887
        %idx_231 = cute.crd2idx(%coord_229, %lay_230) : (!cute.coord<"((0,0),0,1)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,1024)">
        %iter_232 = cute.get_iter(%view_183) : !cute_coord_tensor_dfd887
        %tup_233 = cute.add_offset(%iter_232, %idx_231) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
        %view_234 = cute.make_view(%tup_233) : !cute_coord_tensor_8bc2ea
        %iter_235 = cute.get_iter(%view_234) : !cute_coord_tensor_8bc2ea
        %tup_236 = cute.deref_arith_tuple_iter(%iter_235) : !cute_arith_tuple_iter_66b557
        %e0_237, %e1_238 = cute.get_leaves(%tup_236) : !cute.int_tuple<"(?,?{div=8})">
        %174 = cute.get_scalars(%e0_237) : !cute.int_tuple<"?">
        %175 = cute.get_scalars(%e1_238) : !cute.int_tuple<"?{div=8}">
        %iter_239 = cute.get_iter(%view_234) : !cute_coord_tensor_8bc2ea
        %tup_240 = cute.deref_arith_tuple_iter(%iter_239) : !cute_arith_tuple_iter_66b557
        %e0_241, %e1_242 = cute.get_leaves(%tup_240) : !cute.int_tuple<"(?,?{div=8})">
        %176 = cute.get_scalars(%e0_241) : !cute.int_tuple<"?">
        %177 = cute.get_scalars(%e1_242) : !cute.int_tuple<"?{div=8}">
        %iter_243 = cute.get_iter(%view_234) : !cute_coord_tensor_8bc2ea
        %tup_244 = cute.deref_arith_tuple_iter(%iter_243) : !cute_arith_tuple_iter_66b557
        %e0_245, %e1_246 = cute.get_leaves(%tup_244) : !cute.int_tuple<"(?,?{div=8})">
        %178 = cute.get_scalars(%e0_245) : !cute.int_tuple<"?">
        %179 = cute.get_scalars(%e1_246) : !cute.int_tuple<"?{div=8}">
        %coord_247 = cute.make_coord(%e0_245, %e1_246) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_248 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %180:2 = cute.get_scalars(%coord_247) : !cute.coord<"(?,?{div=8})">
        %181:2 = cute.get_scalars(%coord_248) : !cute.coord<"(96,5000)">
        %true_249 = arith.constant true
        %182 = arith.cmpi slt, %180#0, %181#0 : i32
        %183 = arith.andi %true_249, %182 : i1
        %184 = arith.cmpi slt, %180#1, %181#1 : i32
        %185 = arith.andi %183, %184 : i1
        %186 = arith.extui %185 : i1 to i8
        %coord_250 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_251 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_252 = cute.crd2idx(%coord_250, %lay_251) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_253 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_254 = cute.add_offset(%iter_253, %idx_252) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %187 = builtin.unrealized_conversion_cast %ptr_254 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %186, %187 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_255 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_256 = cute.get_layout(%view_183) : !cute_coord_tensor_dfd887
        %idx_257 = cute.crd2idx(%coord_255, %lay_256) : (!cute.coord<"((0,0),0,2)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,2048)">
        %iter_258 = cute.get_iter(%view_183) : !cute_coord_tensor_dfd887
        %tup_259 = cute.add_offset(%iter_258, %idx_257) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_260 = cute.make_view(%tup_259) : !cute_coord_tensor_8bc2ea
        %iter_261 = cute.get_iter(%view_260) : !cute_coord_tensor_8bc2ea
        %tup_262 = cute.deref_arith_tuple_iter(%iter_261) : !cute_arith_tuple_iter_66b557
        %e0_263, %e1_264 = cute.get_leaves(%tup_262) : !cute.int_tuple<"(?,?{div=8})">
        %188 = cute.get_scalars(%e0_263) : !cute.int_tuple<"?">
        %189 = cute.get_scalars(%e1_264) : !cute.int_tuple<"?{div=8}">
        %iter_265 = cute.get_iter(%view_260) : !cute_coord_tensor_8bc2ea
        %tup_266 = cute.deref_arith_tuple_iter(%iter_265) : !cute_arith_tuple_iter_66b557
        %e0_267, %e1_268 = cute.get_leaves(%tup_266) : !cute.int_tuple<"(?,?{div=8})">
        %190 = cute.get_scalars(%e0_267) : !cute.int_tuple<"?">
        %191 = cute.get_scalars(%e1_268) : !cute.int_tuple<"?{div=8}">
        %iter_269 = cute.get_iter(%view_260) : !cute_coord_tensor_8bc2ea
        %tup_270 = cute.deref_arith_tuple_iter(%iter_269) : !cute_arith_tuple_iter_66b557
        %e0_271, %e1_272 = cute.get_leaves(%tup_270) : !cute.int_tuple<"(?,?{div=8})">
        %192 = cute.get_scalars(%e0_271) : !cute.int_tuple<"?">
        %193 = cute.get_scalars(%e1_272) : !cute.int_tuple<"?{div=8}">
        %coord_273 = cute.make_coord(%e0_271, %e1_272) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_274 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %194:2 = cute.get_scalars(%coord_273) : !cute.coord<"(?,?{div=8})">
        %195:2 = cute.get_scalars(%coord_274) : !cute.coord<"(96,5000)">
        %true_275 = arith.constant true
        %196 = arith.cmpi slt, %194#0, %195#0 : i32
        %197 = arith.andi %true_275, %196 : i1
        %198 = arith.cmpi slt, %194#1, %195#1 : i32
        %199 = arith.andi %197, %198 : i1
        %200 = arith.extui %199 : i1 to i8
        %coord_276 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_277 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_278 = cute.crd2idx(%coord_276, %lay_277) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_279 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_280 = cute.add_offset(%iter_279, %idx_278) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %201 = builtin.unrealized_conversion_cast %ptr_280 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %200, %201 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_281 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_282 = cute.get_layout(%view_183) : !cute_coord_tensor_dfd887
        %idx_283 = cute.crd2idx(%coord_281, %lay_282) : (!cute.coord<"((0,0),0,3)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,3072)">
        %iter_284 = cute.get_iter(%view_183) : !cute_coord_tensor_dfd887
        %tup_285 = cute.add_offset(%iter_284, %idx_283) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
        %view_286 = cute.make_view(%tup_285) : !cute_coord_tensor_8bc2ea
        %iter_287 = cute.get_iter(%view_286) : !cute_coord_tensor_8bc2ea
        %tup_288 = cute.deref_arith_tuple_iter(%iter_287) : !cute_arith_tuple_iter_66b557
        %e0_289, %e1_290 = cute.get_leaves(%tup_288) : !cute.int_tuple<"(?,?{div=8})">
        %202 = cute.get_scalars(%e0_289) : !cute.int_tuple<"?">
        %203 = cute.get_scalars(%e1_290) : !cute.int_tuple<"?{div=8}">
        %iter_291 = cute.get_iter(%view_286) : !cute_coord_tensor_8bc2ea
        %tup_292 = cute.deref_arith_tuple_iter(%iter_291) : !cute_arith_tuple_iter_66b557
        %e0_293, %e1_294 = cute.get_leaves(%tup_292) : !cute.int_tuple<"(?,?{div=8})">
        %204 = cute.get_scalars(%e0_293) : !cute.int_tuple<"?">
        %205 = cute.get_scalars(%e1_294) : !cute.int_tuple<"?{div=8}">
        %iter_295 = cute.get_iter(%view_286) : !cute_coord_tensor_8bc2ea
        %tup_296 = cute.deref_arith_tuple_iter(%iter_295) : !cute_arith_tuple_iter_66b557
        %e0_297, %e1_298 = cute.get_leaves(%tup_296) : !cute.int_tuple<"(?,?{div=8})">
        %206 = cute.get_scalars(%e0_297) : !cute.int_tuple<"?">
        %207 = cute.get_scalars(%e1_298) : !cute.int_tuple<"?{div=8}">
        %coord_299 = cute.make_coord(%e0_297, %e1_298) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_300 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %208:2 = cute.get_scalars(%coord_299) : !cute.coord<"(?,?{div=8})">
        %209:2 = cute.get_scalars(%coord_300) : !cute.coord<"(96,5000)">
        %true_301 = arith.constant true
        %210 = arith.cmpi slt, %208#0, %209#0 : i32
        %211 = arith.andi %true_301, %210 : i1
        %212 = arith.cmpi slt, %208#1, %209#1 : i32
        %213 = arith.andi %211, %212 : i1
        %214 = arith.extui %213 : i1 to i8
        %coord_302 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_303 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_304 = cute.crd2idx(%coord_302, %lay_303) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_305 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_306 = cute.add_offset(%iter_305, %idx_304) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %215 = builtin.unrealized_conversion_cast %ptr_306 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %214, %215 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_307 = cute.get_layout(%view_129) : !memref_gmem_f16_3
        %lay_308 = cute.make_layout() : !cute_layout_a987c4
        %rmem_309 = cute.memref.alloca(%lay_308) : !memref_rmem_f16
        %iter_310 = cute.get_iter(%rmem_309) : !memref_rmem_f16
        %iter_311 = cute.get_iter(%rmem_309) : !memref_rmem_f16
        %lay_312 = cute.get_layout(%view_145) : !memref_gmem_f16_3
        %lay_313 = cute.make_layout() : !cute_layout_a987c4
        %rmem_314 = cute.memref.alloca(%lay_313) : !memref_rmem_f16
        %iter_315 = cute.get_iter(%rmem_314) : !memref_rmem_f16
        %iter_316 = cute.get_iter(%rmem_314) : !memref_rmem_f16
        %lay_317 = cute.get_layout(%rmem_309) : !memref_rmem_f16
        %lay_318 = cute.get_layout(%rmem_309) : !memref_rmem_f16
        %216 = cute.get_shape(%lay_318) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_319 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_320 = cute.to_int_tuple(%shape_319) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_321 = cute.get_leaves(%itup_320) : !cute.int_tuple<"32">
        %217 = cute.get_shape(%lay_317) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_322, %e1_323, %e2, %e3 = cute.get_leaves(%217) : !cute.shape<"((8,1),1,4)">
        %int_tuple_324 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_325 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_326 = cute.get_leaves(%int_tuple_325) : !cute.int_tuple<"32">
        %cst_327 = arith.constant 0.000000e+00 : f16
        %218 = vector.broadcast %cst_327 : f16 to vector<32xf16>
        %int_tuple_328 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_329 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_330 = cute.get_leaves(%int_tuple_329) : !cute.int_tuple<"32">
        %int_tuple_331 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_332 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_333 = cute.get_leaves(%int_tuple_332) : !cute.int_tuple<"32">
        %iter_334 = cute.get_iter(%rmem_309) : !memref_rmem_f16
        %int_tuple_335 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_336 = cute.add_offset(%iter_334, %int_tuple_335) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %219 = builtin.unrealized_conversion_cast %ptr_336 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        %cst_337 = arith.constant dense<0.000000e+00> : vector<32xf16>
        llvm.store %cst_337, %219 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        %lay_338 = cute.get_layout(%rmem_314) : !memref_rmem_f16
        %lay_339 = cute.get_layout(%rmem_314) : !memref_rmem_f16
        %220 = cute.get_shape(%lay_339) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %shape_340 = cute.make_shape() : () -> !cute.shape<"32">
        %itup_341 = cute.to_int_tuple(%shape_340) : !cute.shape<"32"> to !cute.int_tuple<"32">
        %e0_342 = cute.get_leaves(%itup_341) : !cute.int_tuple<"32">
        %221 = cute.get_shape(%lay_338) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_343, %e1_344, %e2_345, %e3_346 = cute.get_leaves(%221) : !cute.shape<"((8,1),1,4)">
        %int_tuple_347 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_348 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_349 = cute.get_leaves(%int_tuple_348) : !cute.int_tuple<"32">
        %222 = vector.broadcast %cst_327 : f16 to vector<32xf16>
        %int_tuple_350 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_351 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_352 = cute.get_leaves(%int_tuple_351) : !cute.int_tuple<"32">
        %int_tuple_353 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_354 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_355 = cute.get_leaves(%int_tuple_354) : !cute.int_tuple<"32">
        %iter_356 = cute.get_iter(%rmem_314) : !memref_rmem_f16
        %int_tuple_357 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_358 = cute.add_offset(%iter_356, %int_tuple_357) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %223 = builtin.unrealized_conversion_cast %ptr_358 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        %cst_359 = arith.constant dense<0.000000e+00> : vector<32xf16>
        llvm.store %cst_359, %223 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        %224 = cute.get_shape(%lay_307) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_360, %e1_361, %e2_362, %e3_363 = cute.get_leaves(%224) : !cute.shape<"((8,1),1,4)">
        %shape_364 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_365 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_307, %lay_365) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_366 = cute.make_view(%iter_130, %append) : !memref_gmem_f16_3
        %iter_367 = cute.get_iter(%view_366) : !memref_gmem_f16_3
        %lay_368 = cute.get_layout(%view_366) : !memref_gmem_f16_3
        %225 = cute.get_shape(%lay_368) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_369, %e1_370, %e2_371, %e3_372 = cute.get_leaves(%225) : !cute.shape<"((8,1),1,4)">
        %iter_373 = cute.get_iter(%view_366) : !memref_gmem_f16_3
        %view_374 = cute.make_view(%iter_373) : !memref_gmem_f16_4
        %iter_375 = cute.get_iter(%view_374) : !memref_gmem_f16_4
        %iter_376 = cute.get_iter(%view_374) : !memref_gmem_f16_4
        %shape_377 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_378 = cute.make_layout() : !cute.layout<"1:0">
        %append_379 = cute.append_to_rank<2> (%lay_317, %lay_378) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_380 = cute.make_view(%iter_311, %append_379) : !memref_rmem_f16
        %iter_381 = cute.get_iter(%view_380) : !memref_rmem_f16
        %lay_382 = cute.get_layout(%view_380) : !memref_rmem_f16
        %226 = cute.get_shape(%lay_382) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_383, %e1_384, %e2_385, %e3_386 = cute.get_leaves(%226) : !cute.shape<"((8,1),1,4)">
        %iter_387 = cute.get_iter(%view_380) : !memref_rmem_f16
        %view_388 = cute.make_view(%iter_387) : !memref_rmem_f16_1
        %iter_389 = cute.get_iter(%view_388) : !memref_rmem_f16_1
        %iter_390 = cute.get_iter(%view_388) : !memref_rmem_f16_1
        %lay_391 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_392 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_393 = cute.make_layout() : !cute.layout<"1:0">
        %append_394 = cute.append_to_rank<2> (%lay_391, %lay_393) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_395 = cute.make_view(%iter_203, %append_394) : !memref_rmem_i8
        %iter_396 = cute.get_iter(%view_395) : !memref_rmem_i8
        %lay_397 = cute.get_layout(%view_395) : !memref_rmem_i8
        %227 = cute.get_shape(%lay_397) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_398, %e1_399, %e2_400 = cute.get_leaves(%227) : !cute.shape<"(1,1,4)">
        %iter_401 = cute.get_iter(%view_395) : !memref_rmem_i8
        %view_402 = cute.make_view(%iter_401) : !memref_rmem_i8_1
        %iter_403 = cute.get_iter(%view_402) : !memref_rmem_i8_1
        %iter_404 = cute.get_iter(%view_402) : !memref_rmem_i8_1
        %lay_405 = cute.get_layout(%view_374) : !memref_gmem_f16_4
        %228 = cute.get_shape(%lay_405) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_406, %e1_407, %e2_408, %e3_409 = cute.get_leaves(%228) : !cute.shape<"((8,1),(1,4))">
        %lay_410 = cute.get_layout(%view_388) : !memref_rmem_f16_1
        %229 = cute.get_shape(%lay_410) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_411, %e1_412, %e2_413, %e3_414 = cute.get_leaves(%229) : !cute.shape<"((8,1),(1,4))">
        %lay_415 = cute.get_layout(%view_374) : !memref_gmem_f16_4
        %230 = cute.get_shape(%lay_415) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %shape_416 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_417 = cute.to_int_tuple(%shape_416) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_418 = cute.get_leaves(%itup_417) : !cute.int_tuple<"4">
        %lay_419 = cute.get_layout(%view_388) : !memref_rmem_f16_1
        %231 = cute.get_shape(%lay_419) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_420 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_421 = cute.to_int_tuple(%shape_420) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_422 = cute.get_leaves(%itup_421) : !cute.int_tuple<"4">
        %iter_423 = cute.get_iter(%view_374) : !memref_gmem_f16_4
        %iter_424 = cute.get_iter(%view_388) : !memref_rmem_f16_1
        %lay_425 = cute.get_layout(%view_374) : !memref_gmem_f16_4
        %lay_426 = cute.get_layout(%view_388) : !memref_rmem_f16_1
        %232 = cute.static : !cute.layout<"1:0">
        %append_427 = cute.append_to_rank<2> (%lay_425, %232) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_428 = cute.append_to_rank<2> (%lay_426, %232) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_427) <1, 2> : (!cute_layout_af6408) -> !cute_layout_dfed1f
        %grouped_429 = cute.group_modes(%append_428) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_430 = cute.get_iter(%view_402) : !memref_rmem_i8_1
        %lay_431 = cute.get_layout(%view_402) : !memref_rmem_i8_1
        %append_432 = cute.append_to_rank<2> (%lay_431, %232) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_433 = cute.group_modes(%append_432) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %233 = cute.get_shape(%grouped) : (!cute_layout_dfed1f) -> !cute.shape<"((8,1),((1,4)))">
        %shape_434 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_435 = cute.to_int_tuple(%shape_434) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %234 = cute.get_scalars(%itup_435) : !cute.int_tuple<"4">
        %c0_i32_436 = arith.constant 0 : i32
        %c1_i32_437 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_436 to %234 step %c1_i32_437  : i32 {
          %coord_630 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %272 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_631 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_632 = cute.crd2idx(%coord_630, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_633 = cute.add_offset(%iter_423, %idx_632) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_634 = cute.make_view(%ptr_633, %lay_631) : !memref_gmem_f16_5
          %273 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_635 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_636 = cute.crd2idx(%coord_630, %grouped_429) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_637 = cute.add_offset(%iter_424, %idx_636) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_638 = cute.make_view(%ptr_637, %lay_635) : !memref_rmem_f16_2
          %274 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_639 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_640 = cute.crd2idx(%coord_630, %grouped_433) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_641 = cute.add_offset(%iter_430, %idx_640) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_642 = cute.make_view(%ptr_641, %lay_639) : !memref_rmem_i8_2
          %iter_643 = cute.get_iter(%view_634) : !memref_gmem_f16_5
          %iter_644 = cute.get_iter(%view_638) : !memref_rmem_f16_2
          %lay_645 = cute.get_layout(%view_634) : !memref_gmem_f16_5
          %lay_646 = cute.get_layout(%view_638) : !memref_rmem_f16_2
          %iter_647 = cute.get_iter(%view_642) : !memref_rmem_i8_2
          %lay_648 = cute.get_layout(%view_642) : !memref_rmem_i8_2
          %coord_649 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_650 = cute.crd2idx(%coord_649, %lay_648) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_651 = cute.add_offset(%iter_647, %idx_650) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %275 = cute.ptr.load %ptr_651 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %276 = arith.cmpi ne, %275, %c0_i8 : i8
          scf.if %276 {
            %coord_652 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_653 = cute.crd2idx(%coord_652, %lay_645) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_654 = cute.add_offset(%iter_643, %idx_653) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
            %idx_655 = cute.crd2idx(%coord_652, %lay_646) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_656 = cute.add_offset(%iter_644, %idx_655) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<16>>
            %277 = builtin.unrealized_conversion_cast %ptr_654 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %278 = builtin.unrealized_conversion_cast %ptr_656 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %279 = llvm.load %277 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %279, %278 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %235 = cute.get_shape(%lay_312) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_438, %e1_439, %e2_440, %e3_441 = cute.get_leaves(%235) : !cute.shape<"((8,1),1,4)">
        %shape_442 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_443 = cute.make_layout() : !cute.layout<"1:0">
        %append_444 = cute.append_to_rank<2> (%lay_312, %lay_443) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_445 = cute.make_view(%iter_146, %append_444) : !memref_gmem_f16_3
        %iter_446 = cute.get_iter(%view_445) : !memref_gmem_f16_3
        %lay_447 = cute.get_layout(%view_445) : !memref_gmem_f16_3
        %236 = cute.get_shape(%lay_447) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_448, %e1_449, %e2_450, %e3_451 = cute.get_leaves(%236) : !cute.shape<"((8,1),1,4)">
        %iter_452 = cute.get_iter(%view_445) : !memref_gmem_f16_3
        %view_453 = cute.make_view(%iter_452) : !memref_gmem_f16_4
        %iter_454 = cute.get_iter(%view_453) : !memref_gmem_f16_4
        %iter_455 = cute.get_iter(%view_453) : !memref_gmem_f16_4
        %shape_456 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_457 = cute.make_layout() : !cute.layout<"1:0">
        %append_458 = cute.append_to_rank<2> (%lay_338, %lay_457) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_459 = cute.make_view(%iter_316, %append_458) : !memref_rmem_f16
        %iter_460 = cute.get_iter(%view_459) : !memref_rmem_f16
        %lay_461 = cute.get_layout(%view_459) : !memref_rmem_f16
        %237 = cute.get_shape(%lay_461) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_462, %e1_463, %e2_464, %e3_465 = cute.get_leaves(%237) : !cute.shape<"((8,1),1,4)">
        %iter_466 = cute.get_iter(%view_459) : !memref_rmem_f16
        %view_467 = cute.make_view(%iter_466) : !memref_rmem_f16_1
        %iter_468 = cute.get_iter(%view_467) : !memref_rmem_f16_1
        %iter_469 = cute.get_iter(%view_467) : !memref_rmem_f16_1
        %shape_470 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_471 = cute.make_layout() : !cute.layout<"1:0">
        %append_472 = cute.append_to_rank<2> (%lay_391, %lay_471) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_473 = cute.make_view(%iter_203, %append_472) : !memref_rmem_i8
        %iter_474 = cute.get_iter(%view_473) : !memref_rmem_i8
        %lay_475 = cute.get_layout(%view_473) : !memref_rmem_i8
        %238 = cute.get_shape(%lay_475) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_476, %e1_477, %e2_478 = cute.get_leaves(%238) : !cute.shape<"(1,1,4)">
        %iter_479 = cute.get_iter(%view_473) : !memref_rmem_i8
        %view_480 = cute.make_view(%iter_479) : !memref_rmem_i8_1
        %iter_481 = cute.get_iter(%view_480) : !memref_rmem_i8_1
        %iter_482 = cute.get_iter(%view_480) : !memref_rmem_i8_1
        %lay_483 = cute.get_layout(%view_453) : !memref_gmem_f16_4
        %239 = cute.get_shape(%lay_483) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_484, %e1_485, %e2_486, %e3_487 = cute.get_leaves(%239) : !cute.shape<"((8,1),(1,4))">
        %lay_488 = cute.get_layout(%view_467) : !memref_rmem_f16_1
        %240 = cute.get_shape(%lay_488) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_489, %e1_490, %e2_491, %e3_492 = cute.get_leaves(%240) : !cute.shape<"((8,1),(1,4))">
        %lay_493 = cute.get_layout(%view_453) : !memref_gmem_f16_4
        %241 = cute.get_shape(%lay_493) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %shape_494 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_495 = cute.to_int_tuple(%shape_494) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_496 = cute.get_leaves(%itup_495) : !cute.int_tuple<"4">
        %lay_497 = cute.get_layout(%view_467) : !memref_rmem_f16_1
        %242 = cute.get_shape(%lay_497) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_498 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_499 = cute.to_int_tuple(%shape_498) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_500 = cute.get_leaves(%itup_499) : !cute.int_tuple<"4">
        %iter_501 = cute.get_iter(%view_453) : !memref_gmem_f16_4
        %iter_502 = cute.get_iter(%view_467) : !memref_rmem_f16_1
        %lay_503 = cute.get_layout(%view_453) : !memref_gmem_f16_4
        %lay_504 = cute.get_layout(%view_467) : !memref_rmem_f16_1
        %243 = cute.static : !cute.layout<"1:0">
        %append_505 = cute.append_to_rank<2> (%lay_503, %243) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_506 = cute.append_to_rank<2> (%lay_504, %243) : !cute_layout_3eb484, !cute.layout<"1:0">
        %grouped_507 = cute.group_modes(%append_505) <1, 2> : (!cute_layout_af6408) -> !cute_layout_dfed1f
        %grouped_508 = cute.group_modes(%append_506) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %iter_509 = cute.get_iter(%view_480) : !memref_rmem_i8_1
        %lay_510 = cute.get_layout(%view_480) : !memref_rmem_i8_1
        %append_511 = cute.append_to_rank<2> (%lay_510, %243) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_512 = cute.group_modes(%append_511) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %244 = cute.get_shape(%grouped_507) : (!cute_layout_dfed1f) -> !cute.shape<"((8,1),((1,4)))">
        %shape_513 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_514 = cute.to_int_tuple(%shape_513) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %245 = cute.get_scalars(%itup_514) : !cute.int_tuple<"4">
        %c0_i32_515 = arith.constant 0 : i32
        %c1_i32_516 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_515 to %245 step %c1_i32_516  : i32 {
          %coord_630 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %272 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_631 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_632 = cute.crd2idx(%coord_630, %grouped_507) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_633 = cute.add_offset(%iter_501, %idx_632) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_634 = cute.make_view(%ptr_633, %lay_631) : !memref_gmem_f16_5
          %273 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_635 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_636 = cute.crd2idx(%coord_630, %grouped_508) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_637 = cute.add_offset(%iter_502, %idx_636) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_638 = cute.make_view(%ptr_637, %lay_635) : !memref_rmem_f16_2
          %274 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_639 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_640 = cute.crd2idx(%coord_630, %grouped_512) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_641 = cute.add_offset(%iter_509, %idx_640) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_642 = cute.make_view(%ptr_641, %lay_639) : !memref_rmem_i8_2
          %iter_643 = cute.get_iter(%view_634) : !memref_gmem_f16_5
          %iter_644 = cute.get_iter(%view_638) : !memref_rmem_f16_2
          %lay_645 = cute.get_layout(%view_634) : !memref_gmem_f16_5
          %lay_646 = cute.get_layout(%view_638) : !memref_rmem_f16_2
          %iter_647 = cute.get_iter(%view_642) : !memref_rmem_i8_2
          %lay_648 = cute.get_layout(%view_642) : !memref_rmem_i8_2
          %coord_649 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_650 = cute.crd2idx(%coord_649, %lay_648) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_651 = cute.add_offset(%iter_647, %idx_650) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %275 = cute.ptr.load %ptr_651 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %276 = arith.cmpi ne, %275, %c0_i8 : i8
          scf.if %276 {
            %coord_652 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_653 = cute.crd2idx(%coord_652, %lay_645) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_654 = cute.add_offset(%iter_643, %idx_653) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
            %idx_655 = cute.crd2idx(%coord_652, %lay_646) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_656 = cute.add_offset(%iter_644, %idx_655) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<16>>
            %277 = builtin.unrealized_conversion_cast %ptr_654 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %278 = builtin.unrealized_conversion_cast %ptr_656 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %279 = llvm.load %277 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %279, %278 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_517 = cute.get_iter(%rmem_309) : !memref_rmem_f16
        %int_tuple_518 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_519 = cute.add_offset(%iter_517, %int_tuple_518) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %246 = builtin.unrealized_conversion_cast %ptr_519 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        %247 = llvm.load %246 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
        %248:32 = vector.to_elements %247 : vector<32xf16>
        %int_tuple_520 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_521 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_522 = cute.get_leaves(%int_tuple_521) : !cute.int_tuple<"32">
        %249 = arith.extf %247 : vector<32xf16> to vector<32xf32>
        %250 = vector.broadcast %139 : f32 to vector<32xf32>
        %251 = arith.mulf %249, %250 : vector<32xf32>
        %iter_523 = cute.get_iter(%rmem_314) : !memref_rmem_f16
        %int_tuple_524 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_525 = cute.add_offset(%iter_523, %int_tuple_524) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %252 = builtin.unrealized_conversion_cast %ptr_525 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        %253 = llvm.load %252 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
        %254:32 = vector.to_elements %253 : vector<32xf16>
        %int_tuple_526 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_527 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_528 = cute.get_leaves(%int_tuple_527) : !cute.int_tuple<"32">
        %255 = arith.extf %253 : vector<32xf16> to vector<32xf32>
        %256 = arith.mulf %251, %255 : vector<32xf32>
        %lay_529 = cute.get_layout(%view_161) : !memref_gmem_f16_3
        %lay_530 = cute.make_layout() : !cute_layout_a987c4
        %rmem_531 = cute.memref.alloca(%lay_530) : !memref_rmem_f16
        %iter_532 = cute.get_iter(%rmem_531) : !memref_rmem_f16
        %iter_533 = cute.get_iter(%rmem_531) : !memref_rmem_f16
        %int_tuple_534 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_535 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_536 = cute.get_leaves(%int_tuple_535) : !cute.int_tuple<"32">
        %257 = arith.truncf %256 : vector<32xf32> to vector<32xf16>
        %lay_537 = cute.get_layout(%rmem_531) : !memref_rmem_f16
        %258 = cute.get_shape(%lay_537) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_538, %e1_539, %e2_540, %e3_541 = cute.get_leaves(%258) : !cute.shape<"((8,1),1,4)">
        %int_tuple_542 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_543 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_544 = cute.get_leaves(%int_tuple_543) : !cute.int_tuple<"32">
        %int_tuple_545 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_546 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_547 = cute.get_leaves(%int_tuple_546) : !cute.int_tuple<"32">
        %iter_548 = cute.get_iter(%rmem_531) : !memref_rmem_f16
        %259:32 = vector.to_elements %257 : vector<32xf16>
        %int_tuple_549 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_550 = cute.add_offset(%iter_548, %int_tuple_549) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %260 = builtin.unrealized_conversion_cast %ptr_550 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        llvm.store %257, %260 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        %261 = cute.get_shape(%lay_529) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_551, %e1_552, %e2_553, %e3_554 = cute.get_leaves(%261) : !cute.shape<"((8,1),1,4)">
        %shape_555 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_556 = cute.make_layout() : !cute.layout<"1:0">
        %append_557 = cute.append_to_rank<2> (%lay_537, %lay_556) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_558 = cute.make_view(%iter_533, %append_557) : !memref_rmem_f16
        %iter_559 = cute.get_iter(%view_558) : !memref_rmem_f16
        %lay_560 = cute.get_layout(%view_558) : !memref_rmem_f16
        %262 = cute.get_shape(%lay_560) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_561, %e1_562, %e2_563, %e3_564 = cute.get_leaves(%262) : !cute.shape<"((8,1),1,4)">
        %iter_565 = cute.get_iter(%view_558) : !memref_rmem_f16
        %view_566 = cute.make_view(%iter_565) : !memref_rmem_f16_1
        %iter_567 = cute.get_iter(%view_566) : !memref_rmem_f16_1
        %iter_568 = cute.get_iter(%view_566) : !memref_rmem_f16_1
        %shape_569 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_570 = cute.make_layout() : !cute.layout<"1:0">
        %append_571 = cute.append_to_rank<2> (%lay_529, %lay_570) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_572 = cute.make_view(%iter_162, %append_571) : !memref_gmem_f16_3
        %iter_573 = cute.get_iter(%view_572) : !memref_gmem_f16_3
        %lay_574 = cute.get_layout(%view_572) : !memref_gmem_f16_3
        %263 = cute.get_shape(%lay_574) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_575, %e1_576, %e2_577, %e3_578 = cute.get_leaves(%263) : !cute.shape<"((8,1),1,4)">
        %iter_579 = cute.get_iter(%view_572) : !memref_gmem_f16_3
        %view_580 = cute.make_view(%iter_579) : !memref_gmem_f16_4
        %iter_581 = cute.get_iter(%view_580) : !memref_gmem_f16_4
        %iter_582 = cute.get_iter(%view_580) : !memref_gmem_f16_4
        %shape_583 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_584 = cute.make_layout() : !cute.layout<"1:0">
        %append_585 = cute.append_to_rank<2> (%lay_391, %lay_584) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_586 = cute.make_view(%iter_203, %append_585) : !memref_rmem_i8
        %iter_587 = cute.get_iter(%view_586) : !memref_rmem_i8
        %lay_588 = cute.get_layout(%view_586) : !memref_rmem_i8
        %264 = cute.get_shape(%lay_588) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_589, %e1_590, %e2_591 = cute.get_leaves(%264) : !cute.shape<"(1,1,4)">
        %iter_592 = cute.get_iter(%view_586) : !memref_rmem_i8
        %view_593 = cute.make_view(%iter_592) : !memref_rmem_i8_1
        %iter_594 = cute.get_iter(%view_593) : !memref_rmem_i8_1
        %iter_595 = cute.get_iter(%view_593) : !memref_rmem_i8_1
        %lay_596 = cute.get_layout(%view_566) : !memref_rmem_f16_1
        %265 = cute.get_shape(%lay_596) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_597, %e1_598, %e2_599, %e3_600 = cute.get_leaves(%265) : !cute.shape<"((8,1),(1,4))">
        %lay_601 = cute.get_layout(%view_580) : !memref_gmem_f16_4
        %266 = cute.get_shape(%lay_601) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_602, %e1_603, %e2_604, %e3_605 = cute.get_leaves(%266) : !cute.shape<"((8,1),(1,4))">
        %lay_606 = cute.get_layout(%view_566) : !memref_rmem_f16_1
        %267 = cute.get_shape(%lay_606) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %shape_607 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_608 = cute.to_int_tuple(%shape_607) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_609 = cute.get_leaves(%itup_608) : !cute.int_tuple<"4">
        %lay_610 = cute.get_layout(%view_580) : !memref_gmem_f16_4
        %268 = cute.get_shape(%lay_610) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %shape_611 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_612 = cute.to_int_tuple(%shape_611) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_613 = cute.get_leaves(%itup_612) : !cute.int_tuple<"4">
        %iter_614 = cute.get_iter(%view_566) : !memref_rmem_f16_1
        %iter_615 = cute.get_iter(%view_580) : !memref_gmem_f16_4
        %lay_616 = cute.get_layout(%view_566) : !memref_rmem_f16_1
        %lay_617 = cute.get_layout(%view_580) : !memref_gmem_f16_4
        %269 = cute.static : !cute.layout<"1:0">
        %append_618 = cute.append_to_rank<2> (%lay_616, %269) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_619 = cute.append_to_rank<2> (%lay_617, %269) : !cute_layout_af6408, !cute.layout<"1:0">
        %grouped_620 = cute.group_modes(%append_618) <1, 2> : (!cute_layout_3eb484) -> !cute_layout_bb9a85
        %grouped_621 = cute.group_modes(%append_619) <1, 2> : (!cute_layout_af6408) -> !cute_layout_dfed1f
        %iter_622 = cute.get_iter(%view_593) : !memref_rmem_i8_1
        %lay_623 = cute.get_layout(%view_593) : !memref_rmem_i8_1
        %append_624 = cute.append_to_rank<2> (%lay_623, %269) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_625 = cute.group_modes(%append_624) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %270 = cute.get_shape(%grouped_620) : (!cute_layout_bb9a85) -> !cute.shape<"((8,1),((1,4)))">
        %shape_626 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_627 = cute.to_int_tuple(%shape_626) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %271 = cute.get_scalars(%itup_627) : !cute.int_tuple<"4">
        %c0_i32_628 = arith.constant 0 : i32
        %c1_i32_629 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_628 to %271 step %c1_i32_629  : i32 {
          %coord_630 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %272 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_631 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_632 = cute.crd2idx(%coord_630, %grouped_620) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_633 = cute.add_offset(%iter_614, %idx_632) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_634 = cute.make_view(%ptr_633, %lay_631) : !memref_rmem_f16_2
          %273 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_635 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_636 = cute.crd2idx(%coord_630, %grouped_621) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_637 = cute.add_offset(%iter_615, %idx_636) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_638 = cute.make_view(%ptr_637, %lay_635) : !memref_gmem_f16_5
          %274 = cute.get_scalars(%coord_630) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_639 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_640 = cute.crd2idx(%coord_630, %grouped_625) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_641 = cute.add_offset(%iter_622, %idx_640) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_642 = cute.make_view(%ptr_641, %lay_639) : !memref_rmem_i8_2
          %iter_643 = cute.get_iter(%view_634) : !memref_rmem_f16_2
          %iter_644 = cute.get_iter(%view_638) : !memref_gmem_f16_5
          %lay_645 = cute.get_layout(%view_634) : !memref_rmem_f16_2
          %lay_646 = cute.get_layout(%view_638) : !memref_gmem_f16_5
          %iter_647 = cute.get_iter(%view_642) : !memref_rmem_i8_2
          %lay_648 = cute.get_layout(%view_642) : !memref_rmem_i8_2
          %coord_649 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_650 = cute.crd2idx(%coord_649, %lay_648) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_651 = cute.add_offset(%iter_647, %idx_650) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %275 = cute.ptr.load %ptr_651 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %276 = arith.cmpi ne, %275, %c0_i8 : i8
          scf.if %276 {
            %coord_652 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_653 = cute.crd2idx(%coord_652, %lay_645) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_654 = cute.add_offset(%iter_643, %idx_653) : (!cute.ptr<f16, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<16>>
            %idx_655 = cute.crd2idx(%coord_652, %lay_646) : (!cute.coord<"0">, !cute.layout<"((8,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_656 = cute.add_offset(%iter_644, %idx_655) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
            %277 = builtin.unrealized_conversion_cast %ptr_654 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %278 = builtin.unrealized_conversion_cast %ptr_656 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %279 = llvm.load %277 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %279, %278 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_hd4c04c97(%arg0: !memref_gmem_f16_6, %arg1: !memref_gmem_f16_7, %arg2: !memref_gmem_f16_6, %arg3: !memref_gmem_f32, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_6
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_6
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_7
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_6
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32
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
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_f16
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_f16
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_f16
    %lay_33 = cute.get_layout(%view_27) : !memref_gmem_f16_8
    %5 = cute.get_shape(%lay_33) : (!cute.layout<"(96,5000):(0,1)">) -> !cute.shape<"(96,5000)">
    %e0_34, %e1_35 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_36 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_37 = cute.get_iter(%view_27) : !memref_gmem_f16_8
    %view_38 = cute.make_view(%iter_37) : !memref_gmem_f16_1
    %iter_39 = cute.get_iter(%view_38) : !memref_gmem_f16_1
    %iter_40 = cute.get_iter(%view_38) : !memref_gmem_f16_1
    %lay_41 = cute.get_layout(%view_19) : !memref_gmem_f16_6
    %6 = cute.get_shape(%lay_41) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_42, %e1_43 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_44 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_45 = cute.get_iter(%view_19) : !memref_gmem_f16_6
    %view_46 = cute.make_view(%iter_45) : !memref_gmem_f16
    %iter_47 = cute.get_iter(%view_46) : !memref_gmem_f16
    %iter_48 = cute.get_iter(%view_46) : !memref_gmem_f16
    %shape_49 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride_50 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_51 = cute.make_layout(%shape_49, %stride_50) : !cute_layout_0ca2ab
    %view_52 = cute.make_view(%int_tup_iter, %lay_51) : !cute_coord_tensor_15c8d6
    %iter_53 = cute.get_iter(%view_52) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_53) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_56 = cute.get_layout(%view_52) : !cute_coord_tensor_15c8d6
    %7 = cute.get_shape(%lay_56) : (!cute_layout_0ca2ab) -> !cute.shape<"(96,5000)">
    %e0_57, %e1_58 = cute.get_leaves(%7) : !cute.shape<"(96,5000)">
    %tile_59 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_60 = cute.get_iter(%view_52) : !cute_coord_tensor_15c8d6
    %view_61 = cute.make_view(%iter_60) : !cute_coord_tensor_2939ba
    %iter_62 = cute.get_iter(%view_61) : !cute_coord_tensor_2939ba
    %tup_63 = cute.deref_arith_tuple_iter(%iter_62) : !cute.arith_tuple_iter<"(0,0)">
    %e0_64, %e1_65 = cute.get_leaves(%tup_63) : !cute.int_tuple<"(0,0)">
    %iter_66 = cute.get_iter(%view_61) : !cute_coord_tensor_2939ba
    %tup_67 = cute.deref_arith_tuple_iter(%iter_66) : !cute.arith_tuple_iter<"(0,0)">
    %e0_68, %e1_69 = cute.get_leaves(%tup_67) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_70 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_71 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_72 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_73 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_74 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_75 = cute.make_layout() : !cute_layout_dd009c
    %8 = cute.get_shape(%lay_71) : (!cute.layout<"(1,128):(0,1)">) -> !cute.shape<"(1,128)">
    %shape_76 = cute.make_shape() : () -> !cute.shape<"128">
    %itup = cute.to_int_tuple(%shape_76) : !cute.shape<"128"> to !cute.int_tuple<"128">
    %e0_77 = cute.get_leaves(%itup) : !cute.int_tuple<"128">
    %9 = cute.get_shape(%lay_74) : (!cute.layout<"(1,8):(0,1)">) -> !cute.shape<"(1,8)">
    %shape_78 = cute.make_shape() : () -> !cute.shape<"8">
    %itup_79 = cute.to_int_tuple(%shape_78) : !cute.shape<"8"> to !cute.int_tuple<"8">
    %e0_80 = cute.get_leaves(%itup_79) : !cute.int_tuple<"8">
    %shape_81 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_82 = cute.make_layout() : !cute.layout<"(128,8):(1,128)">
    %lay_83 = cute.make_layout() : !cute.layout<"(128,8):(8,1)">
    %lay_84 = cute.make_layout() : !cute.layout<"(128,8):(8,1)">
    %10 = cute.get_shape(%lay_75) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_85, %e1_86, %e2 = cute.get_leaves(%10) : !cute.shape<"(1,(8,128))">
    %int_tuple_87 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %int_tuple_88 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1024)">
    %e0_89, %e1_90 = cute.get_leaves(%int_tuple_88) : !cute.int_tuple<"(1,1024)">
    %tile_91 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %11 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_92 = cute.get_layout(%view) : !memref_gmem_f16_6
    %12 = cute.get_shape(%lay_92) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %shape_93 = cute.make_shape() : () -> !cute.shape<"96">
    %itup_94 = cute.to_int_tuple(%shape_93) : !cute.shape<"96"> to !cute.int_tuple<"96">
    %e0_95 = cute.get_leaves(%itup_94) : !cute.int_tuple<"96">
    %lay_96 = cute.get_layout(%view_30) : !memref_gmem_f16
    %lay_97 = cute.get_layout(%view_38) : !memref_gmem_f16_1
    %lay_98 = cute.get_layout(%view_46) : !memref_gmem_f16
    %lay_99 = cute.get_layout(%arg3) : !memref_gmem_f32
    %lay_100 = cute.get_layout(%view_61) : !cute_coord_tensor_2939ba
    %13 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_101, %e1_102 = cute.get_leaves(%13) : !cute.tile<"[1:0;1024:1]">
    %14 = cute.static : !cute.layout<"(128,8):(8,1)">
    %15 = cute.static : !cute.layout<"1:0">
    %16 = cute.static : !cute.layout<"(1,8):(0,1)">
    %17 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c32_i64 = arith.constant 32 : i64
    %c96_i32 = arith.constant 96 : i32
    %18 = arith.extsi %c96_i32 : i32 to i64
    %19 = arith.cmpi slt, %18, %c32_i64 : i64
    scf.if %19 {
      %25 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %26 = llvm.getelementptr %25[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<325 x i8>
      %27 = llvm.call @printf(%26, %c96_i32, %c32_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    }
    %c232448_i32 = arith.constant 232448 : i32
    %20 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %20 {
      %25 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %26 = llvm.getelementptr %25[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %27 = llvm.call @printf(%26, %c96_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %21 = arith.extsi %c96_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_103 = arith.constant 96 : i32
    %22 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %21, gridDim = (%c96_i32_103, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%22] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_104 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%22] %c0_i32_104 : !cuda_launch_cfg_2cf94c, i32
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%22> (%view_30, %view_38, %view_46, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f16, !memref_gmem_f16_1, !memref_gmem_f16, !memref_gmem_f32, f32) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_105 = arith.constant 0 : i32
    return %c0_i32_105 : i32
  }
}
