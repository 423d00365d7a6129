!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_7589d3 = !cute.layout<"(1,(8,256)):(0,(256,1))">
!cute_layout_8083f9 = !cute.layout<"((8,1),((1,4))):((1,0),((0,2048)))">
!cute_layout_92844a = !cute.layout<"((8,1),1,4):((1,0),0,2048)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_ba17ea = !cute.layout<"((1,8192),(96,1)):((0,1),(5000,0))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
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
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_7 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_8 = cute.get_layout(%arg2) : !memref_gmem_bf16_
      %lay_9 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = nvvm.read.ptx.sreg.tid.y : i32
      %3 = nvvm.read.ptx.sreg.tid.z : i32
      %4 = nvvm.read.ptx.sreg.ctaid.x : i32
      %5 = nvvm.read.ptx.sreg.ctaid.y : i32
      %6 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %7 = arith.remsi %1, %c32_i32 : i32
      %8 = arith.floordivsi %1, %c32_i32 : i32
      %lay_10 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %sz = cute.size(%lay_10) <{mode = [1, 1]}> : (!cute_layout_ba17ea) -> !cute.int_tuple<"1">
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %lay_11 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %sz_12 = cute.size(%lay_11) <{mode = [0]}> : (!cute_layout_ba17ea) -> !cute.int_tuple<"8192">
      %e0_13 = cute.get_leaves(%sz_12) : !cute.int_tuple<"8192">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_14 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_15 = cute.get_leaves(%sz_14) : !cute.int_tuple<"5000">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %9 = scf.for %arg5 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg6 = %cst) -> (f32)  : i32 {
        %c8192_i32 = arith.constant 8192 : i32
        %46 = arith.muli %arg5, %c8192_i32 : i32
        %c8_i32_52 = arith.constant 8 : i32
        %47 = arith.muli %1, %c8_i32_52 : i32
        %48 = arith.addi %46, %47 : i32
        %coord_53 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_54 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_55 = cute.crd2idx(%coord_53, %lay_54) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_56 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_57 = cute.add_offset(%iter_56, %idx_55) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_58 = cute.make_view(%ptr_57) : !memref_gmem_bf16_2
        %iter_59 = cute.get_iter(%view_58) : !memref_gmem_bf16_2
        %iter_60 = cute.get_iter(%view_58) : !memref_gmem_bf16_2
        %coord_61 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_62 = cute.get_iter(%view_58) : !memref_gmem_bf16_2
        %49 = cute.get_scalars(%coord_61) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_63 = arith.constant 8 : i32
        %50 = arith.muli %49, %c8_i32_63 : i32
        %iv = cute.assume(%50) : (i32) -> !cute.i32<divby 8>
        %int_tuple_64 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_65 = cute.add_offset(%iter_62, %int_tuple_64) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_66 = cute.make_view(%ptr_65) : !memref_gmem_bf16_3
        %iter_67 = cute.get_iter(%view_66) : !memref_gmem_bf16_3
        %lay_68 = cute.get_layout(%view_66) : !memref_gmem_bf16_3
        %sz_69 = cute.size(%lay_68) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_70 = cute.get_leaves(%sz_69) : !cute.int_tuple<"4">
        %shape_71 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_72 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_72) : !memref_rmem_i8_
        %iter_73 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_74 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %c0_i32_75 = arith.constant 0 : i32
        %51 = arith.addi %48, %c0_i32_75 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %52 = arith.cmpi slt, %51, %c5000_i32 : i32
        %53 = arith.extui %52 : i1 to i8
        %coord_76 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_76, %53) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %c2048_i32 = arith.constant 2048 : i32
        %54 = arith.addi %48, %c2048_i32 : i32
        %55 = arith.cmpi slt, %54, %c5000_i32 : i32
        %56 = arith.extui %55 : i1 to i8
        %coord_77 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_77, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %c4096_i32 = arith.constant 4096 : i32
        %57 = arith.addi %48, %c4096_i32 : i32
        %58 = arith.cmpi slt, %57, %c5000_i32 : i32
        %59 = arith.extui %58 : i1 to i8
        %coord_78 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_78, %59) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %c6144_i32 = arith.constant 6144 : i32
        %60 = arith.addi %48, %c6144_i32 : i32
        %61 = arith.cmpi slt, %60, %c5000_i32 : i32
        %62 = arith.extui %61 : i1 to i8
        %coord_79 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_79, %62) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_80 = cute.get_layout(%view_66) : !memref_gmem_bf16_3
        %lay_81 = cute.make_layout() : !cute_layout_a987c4
        %rmem_82 = cute.memref.alloca(%lay_81) : !memref_rmem_bf16_
        %iter_83 = cute.get_iter(%rmem_82) : !memref_rmem_bf16_
        %iter_84 = cute.get_iter(%rmem_82) : !memref_rmem_bf16_
        %lay_85 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %lay_86 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %sz_87 = cute.size(%lay_86) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"32">
        %lay_89 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %63 = cute.get_shape(%lay_89) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_90, %e1, %e2, %e3 = cute.get_leaves(%63) : !cute.shape<"((8,1),1,4)">
        %int_tuple_91 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_92 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_93 = cute.get_leaves(%int_tuple_92) : !cute.int_tuple<"32">
        %cst_94 = arith.constant 0.000000e+00 : bf16
        %64 = vector.splat %cst_94 : vector<32xbf16>
        %lay_95 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %65 = cute.get_shape(%lay_95) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_96, %e1_97, %e2_98, %e3_99 = cute.get_leaves(%65) : !cute.shape<"((8,1),1,4)">
        %lay_100 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %lay_101 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %66 = cute.get_shape(%lay_101) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_102, %e1_103, %e2_104, %e3_105 = cute.get_leaves(%66) : !cute.shape<"((8,1),1,4)">
        %int_tuple_106 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_107 = cute.size(%int_tuple_106) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_108 = cute.get_leaves(%sz_107) : !cute.int_tuple<"32">
        %int_tuple_109 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_110 = cute.size(%int_tuple_109) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_111 = cute.get_leaves(%sz_110) : !cute.int_tuple<"32">
        cute.memref.store_vec(%64, %rmem_82) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_112 = cute.get_layout(%view_66) : !memref_gmem_bf16_3
        %67 = cute.get_shape(%lay_112) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_113, %e1_114, %e2_115, %e3_116 = cute.get_leaves(%67) : !cute.shape<"((8,1),1,4)">
        %lay_117 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %68 = cute.get_shape(%lay_117) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_118, %e1_119, %e2_120, %e3_121 = cute.get_leaves(%68) : !cute.shape<"((8,1),1,4)">
        %lay_122 = cute.get_layout(%view_66) : !memref_gmem_bf16_3
        %shape_123 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_124 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_122, %lay_124) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_125 = cute.make_view(%iter_67, %append) : !memref_gmem_bf16_3
        %iter_126 = cute.get_iter(%view_125) : !memref_gmem_bf16_3
        %lay_127 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
        %69 = cute.get_shape(%lay_127) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_128, %e1_129, %e2_130, %e3_131 = cute.get_leaves(%69) : !cute.shape<"((8,1),1,4)">
        %lay_132 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
        %70 = cute.get_shape(%lay_132) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_133, %e1_134, %e2_135, %e3_136 = cute.get_leaves(%70) : !cute.shape<"((8,1),1,4)">
        %iter_137 = cute.get_iter(%view_125) : !memref_gmem_bf16_3
        %view_138 = cute.make_view(%iter_137) : !memref_gmem_bf16_4
        %iter_139 = cute.get_iter(%view_138) : !memref_gmem_bf16_4
        %iter_140 = cute.get_iter(%view_138) : !memref_gmem_bf16_4
        %lay_141 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %shape_142 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_143 = cute.make_layout() : !cute.layout<"1:0">
        %append_144 = cute.append_to_rank<2> (%lay_141, %lay_143) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_145 = cute.make_view(%iter_84, %append_144) : !memref_rmem_bf16_
        %iter_146 = cute.get_iter(%view_145) : !memref_rmem_bf16_
        %lay_147 = cute.get_layout(%view_145) : !memref_rmem_bf16_
        %71 = cute.get_shape(%lay_147) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_148, %e1_149, %e2_150, %e3_151 = cute.get_leaves(%71) : !cute.shape<"((8,1),1,4)">
        %lay_152 = cute.get_layout(%view_145) : !memref_rmem_bf16_
        %72 = cute.get_shape(%lay_152) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_153, %e1_154, %e2_155, %e3_156 = cute.get_leaves(%72) : !cute.shape<"((8,1),1,4)">
        %iter_157 = cute.get_iter(%view_145) : !memref_rmem_bf16_
        %view_158 = cute.make_view(%iter_157) : !memref_rmem_bf16_1
        %iter_159 = cute.get_iter(%view_158) : !memref_rmem_bf16_1
        %iter_160 = cute.get_iter(%view_158) : !memref_rmem_bf16_1
        %lay_161 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_162 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_163 = cute.make_layout() : !cute.layout<"1:0">
        %append_164 = cute.append_to_rank<2> (%lay_161, %lay_163) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_165 = cute.make_view(%iter_74, %append_164) : !memref_rmem_i8_
        %iter_166 = cute.get_iter(%view_165) : !memref_rmem_i8_
        %lay_167 = cute.get_layout(%view_165) : !memref_rmem_i8_
        %73 = cute.get_shape(%lay_167) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_168, %e1_169, %e2_170 = cute.get_leaves(%73) : !cute.shape<"(1,1,4)">
        %lay_171 = cute.get_layout(%view_165) : !memref_rmem_i8_
        %74 = cute.get_shape(%lay_171) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_172, %e1_173, %e2_174 = cute.get_leaves(%74) : !cute.shape<"(1,1,4)">
        %iter_175 = cute.get_iter(%view_165) : !memref_rmem_i8_
        %view_176 = cute.make_view(%iter_175) : !memref_rmem_i8_1
        %iter_177 = cute.get_iter(%view_176) : !memref_rmem_i8_1
        %iter_178 = cute.get_iter(%view_176) : !memref_rmem_i8_1
        %lay_179 = cute.get_layout(%view_138) : !memref_gmem_bf16_4
        %75 = cute.get_shape(%lay_179) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_180, %e1_181, %e2_182, %e3_183 = cute.get_leaves(%75) : !cute.shape<"((8,1),(1,4))">
        %lay_184 = cute.get_layout(%view_158) : !memref_rmem_bf16_1
        %76 = cute.get_shape(%lay_184) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_185, %e1_186, %e2_187, %e3_188 = cute.get_leaves(%76) : !cute.shape<"((8,1),(1,4))">
        %lay_189 = cute.get_layout(%view_138) : !memref_gmem_bf16_4
        %sz_190 = cute.size(%lay_189) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_191 = cute.get_leaves(%sz_190) : !cute.int_tuple<"4">
        %lay_192 = cute.get_layout(%view_158) : !memref_rmem_bf16_1
        %sz_193 = cute.size(%lay_192) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_194 = cute.get_leaves(%sz_193) : !cute.int_tuple<"4">
        %lay_195 = cute.get_layout(%view_138) : !memref_gmem_bf16_4
        %77 = cute.get_shape(%lay_195) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_196, %e1_197, %e2_198, %e3_199 = cute.get_leaves(%77) : !cute.shape<"((8,1),(1,4))">
        %iter_200 = cute.get_iter(%view_138) : !memref_gmem_bf16_4
        %iter_201 = cute.get_iter(%view_158) : !memref_rmem_bf16_1
        %lay_202 = cute.get_layout(%view_138) : !memref_gmem_bf16_4
        %lay_203 = cute.get_layout(%view_158) : !memref_rmem_bf16_1
        %78 = cute.static : !cute.layout<"1:0">
        %append_204 = cute.append_to_rank<2> (%lay_202, %78) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_205 = cute.append_to_rank<2> (%lay_203, %78) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_206 = cute.make_layout() : !cute_layout_8083f9
        %lay_207 = cute.make_layout() : !cute_layout_bb9a85
        %iter_208 = cute.get_iter(%view_176) : !memref_rmem_i8_1
        %lay_209 = cute.get_layout(%view_176) : !memref_rmem_i8_1
        %append_210 = cute.append_to_rank<2> (%lay_209, %78) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_211 = cute.make_layout() : !cute_layout_973764
        %sz_212 = cute.size(%lay_206) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %79 = cute.get_scalars(%sz_212) : !cute.int_tuple<"4">
        %c0_i32_213 = arith.constant 0 : i32
        %c1_i32_214 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_213 to %79 step %c1_i32_214  : i32 {
          %coord_227 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %87 = cute.get_scalars(%coord_227) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_228 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_229 = cute.crd2idx(%coord_227, %lay_206) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_230 = cute.add_offset(%iter_200, %idx_229) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_231 = cute.make_view(%ptr_230, %lay_228) : !memref_gmem_bf16_5
          %88 = cute.get_scalars(%coord_227) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_232 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_233 = cute.crd2idx(%coord_227, %lay_207) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_234 = cute.add_offset(%iter_201, %idx_233) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_235 = cute.make_view(%ptr_234, %lay_232) : !memref_rmem_bf16_2
          %89 = cute.get_scalars(%coord_227) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_236 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_237 = cute.crd2idx(%coord_227, %lay_211) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_238 = cute.add_offset(%iter_208, %idx_237) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_239 = cute.make_view(%ptr_238, %lay_236) : !memref_rmem_i8_2
          %iter_240 = cute.get_iter(%view_231) : !memref_gmem_bf16_5
          %iter_241 = cute.get_iter(%view_235) : !memref_rmem_bf16_2
          %iter_242 = cute.get_iter(%view_239) : !memref_rmem_i8_2
          %90 = builtin.unrealized_conversion_cast %iter_242 : !cute.ptr<i8, rmem> to !llvm.ptr
          %91 = llvm.load %90 : !llvm.ptr -> i8
          %92 = llvm.mlir.constant(0 : i8) : i8
          %93 = llvm.icmp "ne" %91, %92 : i8
          scf.if %93 {
            %94 = builtin.unrealized_conversion_cast %iter_240 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %95 = builtin.unrealized_conversion_cast %iter_241 : !cute_ptr_2914ae to !llvm.ptr
            %96 = llvm.load %94 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %96, %95 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_215 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %80 = cute.get_shape(%lay_215) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_216, %e1_217, %e2_218, %e3_219 = cute.get_leaves(%80) : !cute.shape<"((8,1),1,4)">
        %lay_220 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %81 = cute.memref.load_vec(%rmem_82) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_221 = cute.get_layout(%rmem_82) : !memref_rmem_bf16_
        %82 = cute.get_shape(%lay_221) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_222, %e1_223, %e2_224, %e3_225 = cute.get_leaves(%82) : !cute.shape<"((8,1),1,4)">
        %83 = arith.extf %81 : vector<32xbf16> to vector<32xf32>
        %84 = arith.mulf %83, %83 : vector<32xf32>
        %cst_226 = arith.constant 0.000000e+00 : f32
        %85 = vector.reduction <add>, %84, %cst_226 : vector<32xf32> into f32
        %86 = arith.addf %arg6, %85 : f32
        scf.yield %86 : f32
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %10 = nvvm.shfl.sync  bfly %c-1_i32, %9, %c16_i32, %c31_i32 : f32 -> f32
      %11 = arith.addf %9, %10 : f32
      %c-1_i32_16 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_17 = arith.constant 31 : i32
      %12 = nvvm.shfl.sync  bfly %c-1_i32_16, %11, %c8_i32, %c31_i32_17 : f32 -> f32
      %13 = arith.addf %11, %12 : f32
      %c-1_i32_18 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_19 = arith.constant 31 : i32
      %14 = nvvm.shfl.sync  bfly %c-1_i32_18, %13, %c4_i32, %c31_i32_19 : f32 -> f32
      %15 = arith.addf %13, %14 : f32
      %c-1_i32_20 = arith.constant -1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_21 = arith.constant 31 : i32
      %16 = nvvm.shfl.sync  bfly %c-1_i32_20, %15, %c2_i32, %c31_i32_21 : f32 -> f32
      %17 = arith.addf %15, %16 : f32
      %c-1_i32_22 = arith.constant -1 : i32
      %c1_i32_23 = arith.constant 1 : i32
      %c31_i32_24 = arith.constant 31 : i32
      %18 = nvvm.shfl.sync  bfly %c-1_i32_22, %17, %c1_i32_23, %c31_i32_24 : f32 -> f32
      %19 = arith.addf %17, %18 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_25 = cute.make_layout() : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_25) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_26 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_25) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_27 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple_28) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %20 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      %iter_29 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_29, %lay_25) : !memref_smem_f32_
      %iter_30 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_31 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_32 = arith.constant 0 : i32
      %21 = arith.cmpi eq, %7, %c0_i32_32 : i32
      %22 = scf.if %21 -> (!memref_smem_f32_) {
        %iter_52 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_53 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_53, %19) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_52 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_33 = cute.get_iter(%22) : !memref_smem_f32_
      %iter_34 = cute.get_iter(%22) : !memref_smem_f32_
      %iter_35 = cute.get_iter(%22) : !memref_smem_f32_
      nvvm.barrier
      %coord_36 = cute.make_coord() : () -> !cute.coord<"0">
      %23 = cute.memref.load(%22, %coord_36) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_37 = cute.make_coord() : () -> !cute.coord<"1">
      %24 = cute.memref.load(%22, %coord_37) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %25 = arith.addf %23, %24 : f32
      %coord_38 = cute.make_coord() : () -> !cute.coord<"2">
      %26 = cute.memref.load(%22, %coord_38) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %27 = arith.addf %25, %26 : f32
      %coord_39 = cute.make_coord() : () -> !cute.coord<"3">
      %28 = cute.memref.load(%22, %coord_39) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %29 = arith.addf %27, %28 : f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"4">
      %30 = cute.memref.load(%22, %coord_40) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %31 = arith.addf %29, %30 : f32
      %coord_41 = cute.make_coord() : () -> !cute.coord<"5">
      %32 = cute.memref.load(%22, %coord_41) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %33 = arith.addf %31, %32 : f32
      %coord_42 = cute.make_coord() : () -> !cute.coord<"6">
      %34 = cute.memref.load(%22, %coord_42) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %35 = arith.addf %33, %34 : f32
      %coord_43 = cute.make_coord() : () -> !cute.coord<"7">
      %36 = cute.memref.load(%22, %coord_43) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %37 = arith.addf %35, %36 : f32
      %cst_44 = arith.constant 5.000000e+03 : f32
      %38 = arith.divf %37, %cst_44 : f32
      %39 = arith.addf %38, %arg4 : f32
      %40 = math.rsqrt %39 : f32
      %cst_45 = arith.constant 0x7F800000 : f32
      %41 = arith.cmpf oeq, %37, %cst_45 : f32
      %42:2 = scf.if %41 -> (!memref_smem_f32_, f32) {
        %iter_52 = cute.get_iter(%22) : !memref_smem_f32_
        %cst_53 = arith.constant 0.000000e+00 : f32
        %c0_i32_54 = arith.constant 0 : i32
        %c1_i32_55 = arith.constant 1 : i32
        %46 = scf.for %arg5 = %c0_i32_54 to %c1_i32_55 step %c1_i32_55 iter_args(%arg6 = %cst_53) -> (f32)  : i32 {
          %c8192_i32 = arith.constant 8192 : i32
          %109 = arith.muli %arg5, %c8192_i32 : i32
          %c8_i32_111 = arith.constant 8 : i32
          %110 = arith.muli %1, %c8_i32_111 : i32
          %111 = arith.addi %109, %110 : i32
          %coord_112 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %lay_113 = cute.get_layout(%arg0) : !memref_gmem_bf16_
          %idx_114 = cute.crd2idx(%coord_112, %lay_113) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
          %iter_115 = cute.get_iter(%arg0) : !memref_gmem_bf16_
          %ptr_116 = cute.add_offset(%iter_115, %idx_114) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
          %view_117 = cute.make_view(%ptr_116) : !memref_gmem_bf16_2
          %iter_118 = cute.get_iter(%view_117) : !memref_gmem_bf16_2
          %iter_119 = cute.get_iter(%view_117) : !memref_gmem_bf16_2
          %coord_120 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
          %iter_121 = cute.get_iter(%view_117) : !memref_gmem_bf16_2
          %112 = cute.get_scalars(%coord_120) <{only_dynamic}> : !cute.coord<"?">
          %c8_i32_122 = arith.constant 8 : i32
          %113 = arith.muli %112, %c8_i32_122 : i32
          %iv = cute.assume(%113) : (i32) -> !cute.i32<divby 8>
          %int_tuple_123 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
          %ptr_124 = cute.add_offset(%iter_121, %int_tuple_123) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
          %view_125 = cute.make_view(%ptr_124) : !memref_gmem_bf16_3
          %iter_126 = cute.get_iter(%view_125) : !memref_gmem_bf16_3
          %lay_127 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
          %sz_128 = cute.size(%lay_127) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
          %e0_129 = cute.get_leaves(%sz_128) : !cute.int_tuple<"4">
          %shape_130 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_131 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_131) : !memref_rmem_i8_
          %iter_132 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %iter_133 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %c0_i32_134 = arith.constant 0 : i32
          %114 = arith.addi %111, %c0_i32_134 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %115 = arith.cmpi slt, %114, %c5000_i32 : i32
          %116 = arith.extui %115 : i1 to i8
          %coord_135 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_135, %116) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
          %c2048_i32 = arith.constant 2048 : i32
          %117 = arith.addi %111, %c2048_i32 : i32
          %118 = arith.cmpi slt, %117, %c5000_i32 : i32
          %119 = arith.extui %118 : i1 to i8
          %coord_136 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_136, %119) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
          %c4096_i32 = arith.constant 4096 : i32
          %120 = arith.addi %111, %c4096_i32 : i32
          %121 = arith.cmpi slt, %120, %c5000_i32 : i32
          %122 = arith.extui %121 : i1 to i8
          %coord_137 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_137, %122) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
          %c6144_i32 = arith.constant 6144 : i32
          %123 = arith.addi %111, %c6144_i32 : i32
          %124 = arith.cmpi slt, %123, %c5000_i32 : i32
          %125 = arith.extui %124 : i1 to i8
          %coord_138 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_138, %125) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_139 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
          %lay_140 = cute.make_layout() : !cute_layout_a987c4
          %rmem_141 = cute.memref.alloca(%lay_140) : !memref_rmem_bf16_
          %iter_142 = cute.get_iter(%rmem_141) : !memref_rmem_bf16_
          %iter_143 = cute.get_iter(%rmem_141) : !memref_rmem_bf16_
          %lay_144 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %lay_145 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %sz_146 = cute.size(%lay_145) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
          %e0_147 = cute.get_leaves(%sz_146) : !cute.int_tuple<"32">
          %lay_148 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %126 = cute.get_shape(%lay_148) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_149, %e1, %e2, %e3 = cute.get_leaves(%126) : !cute.shape<"((8,1),1,4)">
          %int_tuple_150 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %int_tuple_151 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
          %e0_152 = cute.get_leaves(%int_tuple_151) : !cute.int_tuple<"32">
          %cst_153 = arith.constant 0.000000e+00 : bf16
          %127 = vector.splat %cst_153 : vector<32xbf16>
          %lay_154 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %128 = cute.get_shape(%lay_154) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_155, %e1_156, %e2_157, %e3_158 = cute.get_leaves(%128) : !cute.shape<"((8,1),1,4)">
          %lay_159 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %lay_160 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %129 = cute.get_shape(%lay_160) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_161, %e1_162, %e2_163, %e3_164 = cute.get_leaves(%129) : !cute.shape<"((8,1),1,4)">
          %int_tuple_165 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_166 = cute.size(%int_tuple_165) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_167 = cute.get_leaves(%sz_166) : !cute.int_tuple<"32">
          %int_tuple_168 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_169 = cute.size(%int_tuple_168) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_170 = cute.get_leaves(%sz_169) : !cute.int_tuple<"32">
          cute.memref.store_vec(%127, %rmem_141) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
          %lay_171 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
          %130 = cute.get_shape(%lay_171) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_172, %e1_173, %e2_174, %e3_175 = cute.get_leaves(%130) : !cute.shape<"((8,1),1,4)">
          %lay_176 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %131 = cute.get_shape(%lay_176) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%131) : !cute.shape<"((8,1),1,4)">
          %lay_181 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
          %shape_182 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_183 = cute.make_layout() : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_181, %lay_183) : !cute_layout_92844a, !cute.layout<"1:0">
          %view_184 = cute.make_view(%iter_126, %append) : !memref_gmem_bf16_3
          %iter_185 = cute.get_iter(%view_184) : !memref_gmem_bf16_3
          %lay_186 = cute.get_layout(%view_184) : !memref_gmem_bf16_3
          %132 = cute.get_shape(%lay_186) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_187, %e1_188, %e2_189, %e3_190 = cute.get_leaves(%132) : !cute.shape<"((8,1),1,4)">
          %lay_191 = cute.get_layout(%view_184) : !memref_gmem_bf16_3
          %133 = cute.get_shape(%lay_191) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_192, %e1_193, %e2_194, %e3_195 = cute.get_leaves(%133) : !cute.shape<"((8,1),1,4)">
          %iter_196 = cute.get_iter(%view_184) : !memref_gmem_bf16_3
          %view_197 = cute.make_view(%iter_196) : !memref_gmem_bf16_4
          %iter_198 = cute.get_iter(%view_197) : !memref_gmem_bf16_4
          %iter_199 = cute.get_iter(%view_197) : !memref_gmem_bf16_4
          %lay_200 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %shape_201 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_202 = cute.make_layout() : !cute.layout<"1:0">
          %append_203 = cute.append_to_rank<2> (%lay_200, %lay_202) : !cute_layout_a987c4, !cute.layout<"1:0">
          %view_204 = cute.make_view(%iter_143, %append_203) : !memref_rmem_bf16_
          %iter_205 = cute.get_iter(%view_204) : !memref_rmem_bf16_
          %lay_206 = cute.get_layout(%view_204) : !memref_rmem_bf16_
          %134 = cute.get_shape(%lay_206) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_207, %e1_208, %e2_209, %e3_210 = cute.get_leaves(%134) : !cute.shape<"((8,1),1,4)">
          %lay_211 = cute.get_layout(%view_204) : !memref_rmem_bf16_
          %135 = cute.get_shape(%lay_211) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_212, %e1_213, %e2_214, %e3_215 = cute.get_leaves(%135) : !cute.shape<"((8,1),1,4)">
          %iter_216 = cute.get_iter(%view_204) : !memref_rmem_bf16_
          %view_217 = cute.make_view(%iter_216) : !memref_rmem_bf16_1
          %iter_218 = cute.get_iter(%view_217) : !memref_rmem_bf16_1
          %iter_219 = cute.get_iter(%view_217) : !memref_rmem_bf16_1
          %lay_220 = cute.get_layout(%rmem) : !memref_rmem_i8_
          %shape_221 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_222 = cute.make_layout() : !cute.layout<"1:0">
          %append_223 = cute.append_to_rank<2> (%lay_220, %lay_222) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_224 = cute.make_view(%iter_133, %append_223) : !memref_rmem_i8_
          %iter_225 = cute.get_iter(%view_224) : !memref_rmem_i8_
          %lay_226 = cute.get_layout(%view_224) : !memref_rmem_i8_
          %136 = cute.get_shape(%lay_226) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_227, %e1_228, %e2_229 = cute.get_leaves(%136) : !cute.shape<"(1,1,4)">
          %lay_230 = cute.get_layout(%view_224) : !memref_rmem_i8_
          %137 = cute.get_shape(%lay_230) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_231, %e1_232, %e2_233 = cute.get_leaves(%137) : !cute.shape<"(1,1,4)">
          %iter_234 = cute.get_iter(%view_224) : !memref_rmem_i8_
          %view_235 = cute.make_view(%iter_234) : !memref_rmem_i8_1
          %iter_236 = cute.get_iter(%view_235) : !memref_rmem_i8_1
          %iter_237 = cute.get_iter(%view_235) : !memref_rmem_i8_1
          %lay_238 = cute.get_layout(%view_197) : !memref_gmem_bf16_4
          %138 = cute.get_shape(%lay_238) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
          %e0_239, %e1_240, %e2_241, %e3_242 = cute.get_leaves(%138) : !cute.shape<"((8,1),(1,4))">
          %lay_243 = cute.get_layout(%view_217) : !memref_rmem_bf16_1
          %139 = cute.get_shape(%lay_243) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
          %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%139) : !cute.shape<"((8,1),(1,4))">
          %lay_248 = cute.get_layout(%view_197) : !memref_gmem_bf16_4
          %sz_249 = cute.size(%lay_248) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
          %e0_250 = cute.get_leaves(%sz_249) : !cute.int_tuple<"4">
          %lay_251 = cute.get_layout(%view_217) : !memref_rmem_bf16_1
          %sz_252 = cute.size(%lay_251) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
          %e0_253 = cute.get_leaves(%sz_252) : !cute.int_tuple<"4">
          %lay_254 = cute.get_layout(%view_197) : !memref_gmem_bf16_4
          %140 = cute.get_shape(%lay_254) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
          %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%140) : !cute.shape<"((8,1),(1,4))">
          %iter_259 = cute.get_iter(%view_197) : !memref_gmem_bf16_4
          %iter_260 = cute.get_iter(%view_217) : !memref_rmem_bf16_1
          %lay_261 = cute.get_layout(%view_197) : !memref_gmem_bf16_4
          %lay_262 = cute.get_layout(%view_217) : !memref_rmem_bf16_1
          %141 = cute.static : !cute.layout<"1:0">
          %append_263 = cute.append_to_rank<2> (%lay_261, %141) : !cute_layout_e303c3, !cute.layout<"1:0">
          %append_264 = cute.append_to_rank<2> (%lay_262, %141) : !cute_layout_3eb484, !cute.layout<"1:0">
          %lay_265 = cute.make_layout() : !cute_layout_8083f9
          %lay_266 = cute.make_layout() : !cute_layout_bb9a85
          %iter_267 = cute.get_iter(%view_235) : !memref_rmem_i8_1
          %lay_268 = cute.get_layout(%view_235) : !memref_rmem_i8_1
          %append_269 = cute.append_to_rank<2> (%lay_268, %141) : !cute_layout_28acc4, !cute.layout<"1:0">
          %lay_270 = cute.make_layout() : !cute_layout_973764
          %sz_271 = cute.size(%lay_265) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
          %142 = cute.get_scalars(%sz_271) : !cute.int_tuple<"4">
          %c0_i32_272 = arith.constant 0 : i32
          %c1_i32_273 = arith.constant 1 : i32
          scf.for %arg7 = %c0_i32_272 to %142 step %c1_i32_273  : i32 {
            %coord_288 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
            %154 = cute.get_scalars(%coord_288) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_289 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
            %idx_290 = cute.crd2idx(%coord_288, %lay_265) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
            %ptr_291 = cute.add_offset(%iter_259, %idx_290) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
            %view_292 = cute.make_view(%ptr_291, %lay_289) : !memref_gmem_bf16_5
            %155 = cute.get_scalars(%coord_288) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_293 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
            %idx_294 = cute.crd2idx(%coord_288, %lay_266) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
            %ptr_295 = cute.add_offset(%iter_260, %idx_294) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
            %view_296 = cute.make_view(%ptr_295, %lay_293) : !memref_rmem_bf16_2
            %156 = cute.get_scalars(%coord_288) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_297 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_298 = cute.crd2idx(%coord_288, %lay_270) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
            %ptr_299 = cute.add_offset(%iter_267, %idx_298) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %view_300 = cute.make_view(%ptr_299, %lay_297) : !memref_rmem_i8_2
            %iter_301 = cute.get_iter(%view_292) : !memref_gmem_bf16_5
            %iter_302 = cute.get_iter(%view_296) : !memref_rmem_bf16_2
            %iter_303 = cute.get_iter(%view_300) : !memref_rmem_i8_2
            %157 = builtin.unrealized_conversion_cast %iter_303 : !cute.ptr<i8, rmem> to !llvm.ptr
            %158 = llvm.load %157 : !llvm.ptr -> i8
            %159 = llvm.mlir.constant(0 : i8) : i8
            %160 = llvm.icmp "ne" %158, %159 : i8
            scf.if %160 {
              %161 = builtin.unrealized_conversion_cast %iter_301 : !cute_ptr_6f3445 to !llvm.ptr<1>
              %162 = builtin.unrealized_conversion_cast %iter_302 : !cute_ptr_2914ae to !llvm.ptr
              %163 = llvm.load %161 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
              llvm.store %163, %162 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
            }
          } {llvm.loop_annotation = #loop_annotation}
          %lay_274 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %143 = cute.get_shape(%lay_274) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_275, %e1_276, %e2_277, %e3_278 = cute.get_leaves(%143) : !cute.shape<"((8,1),1,4)">
          %lay_279 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %144 = cute.memref.load_vec(%rmem_141) : (!memref_rmem_bf16_) -> vector<32xbf16>
          %lay_280 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %145 = cute.get_shape(%lay_280) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_281, %e1_282, %e2_283, %e3_284 = cute.get_leaves(%145) : !cute.shape<"((8,1),1,4)">
          %146 = arith.extf %144 : vector<32xbf16> to vector<32xf32>
          %cst_285 = arith.constant 0.000000e+00 : f32
          %147 = vector.broadcast %cst_285 : f32 to vector<32xf32>
          %148 = arith.cmpf olt, %146, %147 : vector<32xf32>
          %cst_286 = arith.constant 0.000000e+00 : f32
          %149 = vector.broadcast %cst_286 : f32 to vector<32xf32>
          %150 = arith.subf %149, %146 : vector<32xf32>
          %151 = arith.select %148, %150, %146 : vector<32xi1>, vector<32xf32>
          %cst_287 = arith.constant 0.000000e+00 : f32
          %152 = vector.reduction <maximumf>, %151, %cst_287 : vector<32xf32> into f32
          %153 = arith.maximumf %arg6, %152 : f32
          scf.yield %153 : f32
        }
        %c-1_i32_56 = arith.constant -1 : i32
        %c16_i32_57 = arith.constant 16 : i32
        %c31_i32_58 = arith.constant 31 : i32
        %47 = nvvm.shfl.sync  bfly %c-1_i32_56, %46, %c16_i32_57, %c31_i32_58 : f32 -> f32
        %48 = arith.maximumf %46, %47 : f32
        %c-1_i32_59 = arith.constant -1 : i32
        %c8_i32_60 = arith.constant 8 : i32
        %c31_i32_61 = arith.constant 31 : i32
        %49 = nvvm.shfl.sync  bfly %c-1_i32_59, %48, %c8_i32_60, %c31_i32_61 : f32 -> f32
        %50 = arith.maximumf %48, %49 : f32
        %c-1_i32_62 = arith.constant -1 : i32
        %c4_i32_63 = arith.constant 4 : i32
        %c31_i32_64 = arith.constant 31 : i32
        %51 = nvvm.shfl.sync  bfly %c-1_i32_62, %50, %c4_i32_63, %c31_i32_64 : f32 -> f32
        %52 = arith.maximumf %50, %51 : f32
        %c-1_i32_65 = arith.constant -1 : i32
        %c2_i32_66 = arith.constant 2 : i32
        %c31_i32_67 = arith.constant 31 : i32
        %53 = nvvm.shfl.sync  bfly %c-1_i32_65, %52, %c2_i32_66, %c31_i32_67 : f32 -> f32
        %54 = arith.maximumf %52, %53 : f32
        %c-1_i32_68 = arith.constant -1 : i32
        %c1_i32_69 = arith.constant 1 : i32
        %c31_i32_70 = arith.constant 31 : i32
        %55 = nvvm.shfl.sync  bfly %c-1_i32_68, %54, %c1_i32_69, %c31_i32_70 : f32 -> f32
        %56 = arith.maximumf %54, %55 : f32
        nvvm.barrier
        %c0_i32_71 = arith.constant 0 : i32
        %57 = arith.cmpi eq, %7, %c0_i32_71 : i32
        %58 = scf.if %57 -> (!memref_smem_f32_) {
          %iter_111 = cute.get_iter(%22) : !memref_smem_f32_
          %coord_112 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
          cute.memref.store(%22, %coord_112, %56) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
          scf.yield %22 : !memref_smem_f32_
        } else {
          %iter_111 = cute.get_iter(%22) : !memref_smem_f32_
          scf.yield %22 : !memref_smem_f32_
        }
        %iter_72 = cute.get_iter(%58) : !memref_smem_f32_
        %iter_73 = cute.get_iter(%58) : !memref_smem_f32_
        %iter_74 = cute.get_iter(%58) : !memref_smem_f32_
        nvvm.barrier
        %coord_75 = cute.make_coord() : () -> !cute.coord<"0">
        %59 = cute.memref.load(%58, %coord_75) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
        %coord_76 = cute.make_coord() : () -> !cute.coord<"1">
        %60 = cute.memref.load(%58, %coord_76) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
        %61 = arith.maximumf %59, %60 : f32
        %coord_77 = cute.make_coord() : () -> !cute.coord<"2">
        %62 = cute.memref.load(%58, %coord_77) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
        %63 = arith.maximumf %61, %62 : f32
        %coord_78 = cute.make_coord() : () -> !cute.coord<"3">
        %64 = cute.memref.load(%58, %coord_78) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
        %65 = arith.maximumf %63, %64 : f32
        %coord_79 = cute.make_coord() : () -> !cute.coord<"4">
        %66 = cute.memref.load(%58, %coord_79) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
        %67 = arith.maximumf %65, %66 : f32
        %coord_80 = cute.make_coord() : () -> !cute.coord<"5">
        %68 = cute.memref.load(%58, %coord_80) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
        %69 = arith.maximumf %67, %68 : f32
        %coord_81 = cute.make_coord() : () -> !cute.coord<"6">
        %70 = cute.memref.load(%58, %coord_81) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
        %71 = arith.maximumf %69, %70 : f32
        %coord_82 = cute.make_coord() : () -> !cute.coord<"7">
        %72 = cute.memref.load(%58, %coord_82) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
        %73 = arith.maximumf %71, %72 : f32
        %cst_83 = arith.constant 1.000000e+00 : f32
        %74 = arith.divf %cst_83, %73 : f32
        %75 = scf.for %arg5 = %c0_i32_54 to %c1_i32_55 step %c1_i32_55 iter_args(%arg6 = %cst_53) -> (f32)  : i32 {
          %c8192_i32 = arith.constant 8192 : i32
          %109 = arith.muli %arg5, %c8192_i32 : i32
          %c8_i32_111 = arith.constant 8 : i32
          %110 = arith.muli %1, %c8_i32_111 : i32
          %111 = arith.addi %109, %110 : i32
          %coord_112 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %lay_113 = cute.get_layout(%arg0) : !memref_gmem_bf16_
          %idx_114 = cute.crd2idx(%coord_112, %lay_113) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
          %iter_115 = cute.get_iter(%arg0) : !memref_gmem_bf16_
          %ptr_116 = cute.add_offset(%iter_115, %idx_114) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
          %view_117 = cute.make_view(%ptr_116) : !memref_gmem_bf16_2
          %iter_118 = cute.get_iter(%view_117) : !memref_gmem_bf16_2
          %iter_119 = cute.get_iter(%view_117) : !memref_gmem_bf16_2
          %coord_120 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
          %iter_121 = cute.get_iter(%view_117) : !memref_gmem_bf16_2
          %112 = cute.get_scalars(%coord_120) <{only_dynamic}> : !cute.coord<"?">
          %c8_i32_122 = arith.constant 8 : i32
          %113 = arith.muli %112, %c8_i32_122 : i32
          %iv = cute.assume(%113) : (i32) -> !cute.i32<divby 8>
          %int_tuple_123 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
          %ptr_124 = cute.add_offset(%iter_121, %int_tuple_123) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
          %view_125 = cute.make_view(%ptr_124) : !memref_gmem_bf16_3
          %iter_126 = cute.get_iter(%view_125) : !memref_gmem_bf16_3
          %lay_127 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
          %sz_128 = cute.size(%lay_127) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
          %e0_129 = cute.get_leaves(%sz_128) : !cute.int_tuple<"4">
          %shape_130 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_131 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_131) : !memref_rmem_i8_
          %iter_132 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %iter_133 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %c0_i32_134 = arith.constant 0 : i32
          %114 = arith.addi %111, %c0_i32_134 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %115 = arith.cmpi slt, %114, %c5000_i32 : i32
          %116 = arith.extui %115 : i1 to i8
          %coord_135 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_135, %116) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
          %c2048_i32 = arith.constant 2048 : i32
          %117 = arith.addi %111, %c2048_i32 : i32
          %118 = arith.cmpi slt, %117, %c5000_i32 : i32
          %119 = arith.extui %118 : i1 to i8
          %coord_136 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_136, %119) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
          %c4096_i32 = arith.constant 4096 : i32
          %120 = arith.addi %111, %c4096_i32 : i32
          %121 = arith.cmpi slt, %120, %c5000_i32 : i32
          %122 = arith.extui %121 : i1 to i8
          %coord_137 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_137, %122) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
          %c6144_i32 = arith.constant 6144 : i32
          %123 = arith.addi %111, %c6144_i32 : i32
          %124 = arith.cmpi slt, %123, %c5000_i32 : i32
          %125 = arith.extui %124 : i1 to i8
          %coord_138 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_138, %125) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_139 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
          %lay_140 = cute.make_layout() : !cute_layout_a987c4
          %rmem_141 = cute.memref.alloca(%lay_140) : !memref_rmem_bf16_
          %iter_142 = cute.get_iter(%rmem_141) : !memref_rmem_bf16_
          %iter_143 = cute.get_iter(%rmem_141) : !memref_rmem_bf16_
          %lay_144 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %lay_145 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %sz_146 = cute.size(%lay_145) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
          %e0_147 = cute.get_leaves(%sz_146) : !cute.int_tuple<"32">
          %lay_148 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %126 = cute.get_shape(%lay_148) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_149, %e1, %e2, %e3 = cute.get_leaves(%126) : !cute.shape<"((8,1),1,4)">
          %int_tuple_150 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %int_tuple_151 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
          %e0_152 = cute.get_leaves(%int_tuple_151) : !cute.int_tuple<"32">
          %cst_153 = arith.constant 0.000000e+00 : bf16
          %127 = vector.splat %cst_153 : vector<32xbf16>
          %lay_154 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %128 = cute.get_shape(%lay_154) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_155, %e1_156, %e2_157, %e3_158 = cute.get_leaves(%128) : !cute.shape<"((8,1),1,4)">
          %lay_159 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %lay_160 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %129 = cute.get_shape(%lay_160) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_161, %e1_162, %e2_163, %e3_164 = cute.get_leaves(%129) : !cute.shape<"((8,1),1,4)">
          %int_tuple_165 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_166 = cute.size(%int_tuple_165) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_167 = cute.get_leaves(%sz_166) : !cute.int_tuple<"32">
          %int_tuple_168 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_169 = cute.size(%int_tuple_168) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_170 = cute.get_leaves(%sz_169) : !cute.int_tuple<"32">
          cute.memref.store_vec(%127, %rmem_141) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
          %lay_171 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
          %130 = cute.get_shape(%lay_171) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_172, %e1_173, %e2_174, %e3_175 = cute.get_leaves(%130) : !cute.shape<"((8,1),1,4)">
          %lay_176 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %131 = cute.get_shape(%lay_176) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%131) : !cute.shape<"((8,1),1,4)">
          %lay_181 = cute.get_layout(%view_125) : !memref_gmem_bf16_3
          %shape_182 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_183 = cute.make_layout() : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_181, %lay_183) : !cute_layout_92844a, !cute.layout<"1:0">
          %view_184 = cute.make_view(%iter_126, %append) : !memref_gmem_bf16_3
          %iter_185 = cute.get_iter(%view_184) : !memref_gmem_bf16_3
          %lay_186 = cute.get_layout(%view_184) : !memref_gmem_bf16_3
          %132 = cute.get_shape(%lay_186) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_187, %e1_188, %e2_189, %e3_190 = cute.get_leaves(%132) : !cute.shape<"((8,1),1,4)">
          %lay_191 = cute.get_layout(%view_184) : !memref_gmem_bf16_3
          %133 = cute.get_shape(%lay_191) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_192, %e1_193, %e2_194, %e3_195 = cute.get_leaves(%133) : !cute.shape<"((8,1),1,4)">
          %iter_196 = cute.get_iter(%view_184) : !memref_gmem_bf16_3
          %view_197 = cute.make_view(%iter_196) : !memref_gmem_bf16_4
          %iter_198 = cute.get_iter(%view_197) : !memref_gmem_bf16_4
          %iter_199 = cute.get_iter(%view_197) : !memref_gmem_bf16_4
          %lay_200 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %shape_201 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_202 = cute.make_layout() : !cute.layout<"1:0">
          %append_203 = cute.append_to_rank<2> (%lay_200, %lay_202) : !cute_layout_a987c4, !cute.layout<"1:0">
          %view_204 = cute.make_view(%iter_143, %append_203) : !memref_rmem_bf16_
          %iter_205 = cute.get_iter(%view_204) : !memref_rmem_bf16_
          %lay_206 = cute.get_layout(%view_204) : !memref_rmem_bf16_
          %134 = cute.get_shape(%lay_206) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_207, %e1_208, %e2_209, %e3_210 = cute.get_leaves(%134) : !cute.shape<"((8,1),1,4)">
          %lay_211 = cute.get_layout(%view_204) : !memref_rmem_bf16_
          %135 = cute.get_shape(%lay_211) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_212, %e1_213, %e2_214, %e3_215 = cute.get_leaves(%135) : !cute.shape<"((8,1),1,4)">
          %iter_216 = cute.get_iter(%view_204) : !memref_rmem_bf16_
          %view_217 = cute.make_view(%iter_216) : !memref_rmem_bf16_1
          %iter_218 = cute.get_iter(%view_217) : !memref_rmem_bf16_1
          %iter_219 = cute.get_iter(%view_217) : !memref_rmem_bf16_1
          %lay_220 = cute.get_layout(%rmem) : !memref_rmem_i8_
          %shape_221 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_222 = cute.make_layout() : !cute.layout<"1:0">
          %append_223 = cute.append_to_rank<2> (%lay_220, %lay_222) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_224 = cute.make_view(%iter_133, %append_223) : !memref_rmem_i8_
          %iter_225 = cute.get_iter(%view_224) : !memref_rmem_i8_
          %lay_226 = cute.get_layout(%view_224) : !memref_rmem_i8_
          %136 = cute.get_shape(%lay_226) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_227, %e1_228, %e2_229 = cute.get_leaves(%136) : !cute.shape<"(1,1,4)">
          %lay_230 = cute.get_layout(%view_224) : !memref_rmem_i8_
          %137 = cute.get_shape(%lay_230) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_231, %e1_232, %e2_233 = cute.get_leaves(%137) : !cute.shape<"(1,1,4)">
          %iter_234 = cute.get_iter(%view_224) : !memref_rmem_i8_
          %view_235 = cute.make_view(%iter_234) : !memref_rmem_i8_1
          %iter_236 = cute.get_iter(%view_235) : !memref_rmem_i8_1
          %iter_237 = cute.get_iter(%view_235) : !memref_rmem_i8_1
          %lay_238 = cute.get_layout(%view_197) : !memref_gmem_bf16_4
          %138 = cute.get_shape(%lay_238) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
          %e0_239, %e1_240, %e2_241, %e3_242 = cute.get_leaves(%138) : !cute.shape<"((8,1),(1,4))">
          %lay_243 = cute.get_layout(%view_217) : !memref_rmem_bf16_1
          %139 = cute.get_shape(%lay_243) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
          %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%139) : !cute.shape<"((8,1),(1,4))">
          %lay_248 = cute.get_layout(%view_197) : !memref_gmem_bf16_4
          %sz_249 = cute.size(%lay_248) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
          %e0_250 = cute.get_leaves(%sz_249) : !cute.int_tuple<"4">
          %lay_251 = cute.get_layout(%view_217) : !memref_rmem_bf16_1
          %sz_252 = cute.size(%lay_251) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
          %e0_253 = cute.get_leaves(%sz_252) : !cute.int_tuple<"4">
          %lay_254 = cute.get_layout(%view_197) : !memref_gmem_bf16_4
          %140 = cute.get_shape(%lay_254) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
          %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%140) : !cute.shape<"((8,1),(1,4))">
          %iter_259 = cute.get_iter(%view_197) : !memref_gmem_bf16_4
          %iter_260 = cute.get_iter(%view_217) : !memref_rmem_bf16_1
          %lay_261 = cute.get_layout(%view_197) : !memref_gmem_bf16_4
          %lay_262 = cute.get_layout(%view_217) : !memref_rmem_bf16_1
          %141 = cute.static : !cute.layout<"1:0">
          %append_263 = cute.append_to_rank<2> (%lay_261, %141) : !cute_layout_e303c3, !cute.layout<"1:0">
          %append_264 = cute.append_to_rank<2> (%lay_262, %141) : !cute_layout_3eb484, !cute.layout<"1:0">
          %lay_265 = cute.make_layout() : !cute_layout_8083f9
          %lay_266 = cute.make_layout() : !cute_layout_bb9a85
          %iter_267 = cute.get_iter(%view_235) : !memref_rmem_i8_1
          %lay_268 = cute.get_layout(%view_235) : !memref_rmem_i8_1
          %append_269 = cute.append_to_rank<2> (%lay_268, %141) : !cute_layout_28acc4, !cute.layout<"1:0">
          %lay_270 = cute.make_layout() : !cute_layout_973764
          %sz_271 = cute.size(%lay_265) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
          %142 = cute.get_scalars(%sz_271) : !cute.int_tuple<"4">
          %c0_i32_272 = arith.constant 0 : i32
          %c1_i32_273 = arith.constant 1 : i32
          scf.for %arg7 = %c0_i32_272 to %142 step %c1_i32_273  : i32 {
            %coord_286 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
            %152 = cute.get_scalars(%coord_286) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_287 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
            %idx_288 = cute.crd2idx(%coord_286, %lay_265) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
            %ptr_289 = cute.add_offset(%iter_259, %idx_288) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
            %view_290 = cute.make_view(%ptr_289, %lay_287) : !memref_gmem_bf16_5
            %153 = cute.get_scalars(%coord_286) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_291 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
            %idx_292 = cute.crd2idx(%coord_286, %lay_266) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
            %ptr_293 = cute.add_offset(%iter_260, %idx_292) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
            %view_294 = cute.make_view(%ptr_293, %lay_291) : !memref_rmem_bf16_2
            %154 = cute.get_scalars(%coord_286) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_295 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_296 = cute.crd2idx(%coord_286, %lay_270) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
            %ptr_297 = cute.add_offset(%iter_267, %idx_296) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %view_298 = cute.make_view(%ptr_297, %lay_295) : !memref_rmem_i8_2
            %iter_299 = cute.get_iter(%view_290) : !memref_gmem_bf16_5
            %iter_300 = cute.get_iter(%view_294) : !memref_rmem_bf16_2
            %iter_301 = cute.get_iter(%view_298) : !memref_rmem_i8_2
            %155 = builtin.unrealized_conversion_cast %iter_301 : !cute.ptr<i8, rmem> to !llvm.ptr
            %156 = llvm.load %155 : !llvm.ptr -> i8
            %157 = llvm.mlir.constant(0 : i8) : i8
            %158 = llvm.icmp "ne" %156, %157 : i8
            scf.if %158 {
              %159 = builtin.unrealized_conversion_cast %iter_299 : !cute_ptr_6f3445 to !llvm.ptr<1>
              %160 = builtin.unrealized_conversion_cast %iter_300 : !cute_ptr_2914ae to !llvm.ptr
              %161 = llvm.load %159 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
              llvm.store %161, %160 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
            }
          } {llvm.loop_annotation = #loop_annotation}
          %lay_274 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %143 = cute.get_shape(%lay_274) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_275, %e1_276, %e2_277, %e3_278 = cute.get_leaves(%143) : !cute.shape<"((8,1),1,4)">
          %lay_279 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %144 = cute.memref.load_vec(%rmem_141) : (!memref_rmem_bf16_) -> vector<32xbf16>
          %lay_280 = cute.get_layout(%rmem_141) : !memref_rmem_bf16_
          %145 = cute.get_shape(%lay_280) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_281, %e1_282, %e2_283, %e3_284 = cute.get_leaves(%145) : !cute.shape<"((8,1),1,4)">
          %146 = arith.extf %144 : vector<32xbf16> to vector<32xf32>
          %147 = vector.broadcast %74 : f32 to vector<32xf32>
          %148 = arith.mulf %146, %147 : vector<32xf32>
          %149 = arith.mulf %148, %148 : vector<32xf32>
          %cst_285 = arith.constant 0.000000e+00 : f32
          %150 = vector.reduction <add>, %149, %cst_285 : vector<32xf32> into f32
          %151 = arith.addf %arg6, %150 : f32
          scf.yield %151 : f32
        }
        %c-1_i32_84 = arith.constant -1 : i32
        %c16_i32_85 = arith.constant 16 : i32
        %c31_i32_86 = arith.constant 31 : i32
        %76 = nvvm.shfl.sync  bfly %c-1_i32_84, %75, %c16_i32_85, %c31_i32_86 : f32 -> f32
        %77 = arith.addf %75, %76 : f32
        %c-1_i32_87 = arith.constant -1 : i32
        %c8_i32_88 = arith.constant 8 : i32
        %c31_i32_89 = arith.constant 31 : i32
        %78 = nvvm.shfl.sync  bfly %c-1_i32_87, %77, %c8_i32_88, %c31_i32_89 : f32 -> f32
        %79 = arith.addf %77, %78 : f32
        %c-1_i32_90 = arith.constant -1 : i32
        %c4_i32_91 = arith.constant 4 : i32
        %c31_i32_92 = arith.constant 31 : i32
        %80 = nvvm.shfl.sync  bfly %c-1_i32_90, %79, %c4_i32_91, %c31_i32_92 : f32 -> f32
        %81 = arith.addf %79, %80 : f32
        %c-1_i32_93 = arith.constant -1 : i32
        %c2_i32_94 = arith.constant 2 : i32
        %c31_i32_95 = arith.constant 31 : i32
        %82 = nvvm.shfl.sync  bfly %c-1_i32_93, %81, %c2_i32_94, %c31_i32_95 : f32 -> f32
        %83 = arith.addf %81, %82 : f32
        %c-1_i32_96 = arith.constant -1 : i32
        %c1_i32_97 = arith.constant 1 : i32
        %c31_i32_98 = arith.constant 31 : i32
        %84 = nvvm.shfl.sync  bfly %c-1_i32_96, %83, %c1_i32_97, %c31_i32_98 : f32 -> f32
        %85 = arith.addf %83, %84 : f32
        nvvm.barrier
        %86 = arith.cmpi eq, %7, %c0_i32_71 : i32
        %87 = scf.if %86 -> (!memref_smem_f32_) {
          %iter_111 = cute.get_iter(%58) : !memref_smem_f32_
          %coord_112 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
          cute.memref.store(%58, %coord_112, %85) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
          scf.yield %58 : !memref_smem_f32_
        } else {
          %iter_111 = cute.get_iter(%58) : !memref_smem_f32_
          scf.yield %58 : !memref_smem_f32_
        }
        %iter_99 = cute.get_iter(%87) : !memref_smem_f32_
        %iter_100 = cute.get_iter(%87) : !memref_smem_f32_
        %iter_101 = cute.get_iter(%87) : !memref_smem_f32_
        nvvm.barrier
        %coord_102 = cute.make_coord() : () -> !cute.coord<"0">
        %88 = cute.memref.load(%87, %coord_102) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
        %coord_103 = cute.make_coord() : () -> !cute.coord<"1">
        %89 = cute.memref.load(%87, %coord_103) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
        %90 = arith.addf %88, %89 : f32
        %coord_104 = cute.make_coord() : () -> !cute.coord<"2">
        %91 = cute.memref.load(%87, %coord_104) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
        %92 = arith.addf %90, %91 : f32
        %coord_105 = cute.make_coord() : () -> !cute.coord<"3">
        %93 = cute.memref.load(%87, %coord_105) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
        %94 = arith.addf %92, %93 : f32
        %coord_106 = cute.make_coord() : () -> !cute.coord<"4">
        %95 = cute.memref.load(%87, %coord_106) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
        %96 = arith.addf %94, %95 : f32
        %coord_107 = cute.make_coord() : () -> !cute.coord<"5">
        %97 = cute.memref.load(%87, %coord_107) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
        %98 = arith.addf %96, %97 : f32
        %coord_108 = cute.make_coord() : () -> !cute.coord<"6">
        %99 = cute.memref.load(%87, %coord_108) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
        %100 = arith.addf %98, %99 : f32
        %coord_109 = cute.make_coord() : () -> !cute.coord<"7">
        %101 = cute.memref.load(%87, %coord_109) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
        %102 = arith.addf %100, %101 : f32
        %cst_110 = arith.constant 5.000000e+03 : f32
        %103 = arith.divf %102, %cst_110 : f32
        %104 = arith.mulf %arg4, %74 : f32
        %105 = arith.mulf %104, %74 : f32
        %106 = arith.addf %103, %105 : f32
        %107 = math.rsqrt %106 : f32
        %108 = arith.mulf %74, %107 : f32
        scf.yield %87, %108 : !memref_smem_f32_, f32
      } else {
        %iter_52 = cute.get_iter(%22) : !memref_smem_f32_
        scf.yield %22, %40 : !memref_smem_f32_, f32
      }
      %iter_46 = cute.get_iter(%42#0) : !memref_smem_f32_
      %iter_47 = cute.get_iter(%42#0) : !memref_smem_f32_
      %iter_48 = cute.get_iter(%42#0) : !memref_smem_f32_
      %43 = arith.cmpi eq, %1, %c0_i32_32 : i32
      %44 = scf.if %43 -> (!memref_gmem_f32_) {
        %iter_52 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_53 = cute.make_coord(%4) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_53, %42#1) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_52 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_49 = cute.get_iter(%44) : !memref_gmem_f32_
      %iter_50 = cute.get_iter(%44) : !memref_gmem_f32_
      %iter_51 = cute.get_iter(%44) : !memref_gmem_f32_
      %45 = scf.for %arg5 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg6 = %0) -> (!copy_simt)  : i32 {
        %coord_52 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_53 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_54 = cute.crd2idx(%coord_52, %lay_53) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_55 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_56 = cute.add_offset(%iter_55, %idx_54) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_57 = cute.make_view(%ptr_56) : !memref_gmem_bf16_2
        %iter_58 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %iter_59 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %coord_60 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_61 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %46 = cute.get_scalars(%coord_60) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_62 = arith.constant 8 : i32
        %47 = arith.muli %46, %c8_i32_62 : i32
        %iv = cute.assume(%47) : (i32) -> !cute.i32<divby 8>
        %int_tuple_63 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_64 = cute.add_offset(%iter_61, %int_tuple_63) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_65 = cute.make_view(%ptr_64) : !memref_gmem_bf16_3
        %iter_66 = cute.get_iter(%view_65) : !memref_gmem_bf16_3
        %coord_67 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_68 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
        %idx_69 = cute.crd2idx(%coord_67, %lay_68) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,8192),(96,1)):((0,1),(0,0))">) -> !cute.int_tuple<"0">
        %iter_70 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
        %ptr_71 = cute.add_offset(%iter_70, %idx_69) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
        %view_72 = cute.make_view(%ptr_71) : !memref_gmem_bf16_2
        %iter_73 = cute.get_iter(%view_72) : !memref_gmem_bf16_2
        %iter_74 = cute.get_iter(%view_72) : !memref_gmem_bf16_2
        %coord_75 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_76 = cute.get_iter(%view_72) : !memref_gmem_bf16_2
        %48 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_77 = arith.constant 8 : i32
        %49 = arith.muli %48, %c8_i32_77 : i32
        %iv_78 = cute.assume(%49) : (i32) -> !cute.i32<divby 8>
        %int_tuple_79 = cute.make_int_tuple(%iv_78) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_80 = cute.add_offset(%iter_76, %int_tuple_79) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_81 = cute.make_view(%ptr_80) : !memref_gmem_bf16_3
        %iter_82 = cute.get_iter(%view_81) : !memref_gmem_bf16_3
        %coord_83 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_84 = cute.get_layout(%arg2) : !memref_gmem_bf16_
        %idx_85 = cute.crd2idx(%coord_83, %lay_84) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_86 = cute.get_iter(%arg2) : !memref_gmem_bf16_
        %ptr_87 = cute.add_offset(%iter_86, %idx_85) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_88 = cute.make_view(%ptr_87) : !memref_gmem_bf16_2
        %iter_89 = cute.get_iter(%view_88) : !memref_gmem_bf16_2
        %iter_90 = cute.get_iter(%view_88) : !memref_gmem_bf16_2
        %coord_91 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_92 = cute.get_iter(%view_88) : !memref_gmem_bf16_2
        %50 = cute.get_scalars(%coord_91) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_93 = arith.constant 8 : i32
        %51 = arith.muli %50, %c8_i32_93 : i32
        %iv_94 = cute.assume(%51) : (i32) -> !cute.i32<divby 8>
        %int_tuple_95 = cute.make_int_tuple(%iv_94) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_96 = cute.add_offset(%iter_92, %int_tuple_95) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_97 = cute.make_view(%ptr_96) : !memref_gmem_bf16_3
        %iter_98 = cute.get_iter(%view_97) : !memref_gmem_bf16_3
        %c8192_i32 = arith.constant 8192 : i32
        %52 = arith.muli %arg5, %c8192_i32 : i32
        %c8_i32_99 = arith.constant 8 : i32
        %53 = arith.muli %1, %c8_i32_99 : i32
        %54 = arith.addi %52, %53 : i32
        %lay_100 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %sz_101 = cute.size(%lay_100) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_102 = cute.get_leaves(%sz_101) : !cute.int_tuple<"4">
        %shape_103 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_104 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_104) : !memref_rmem_i8_
        %iter_105 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_106 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %c0_i32_107 = arith.constant 0 : i32
        %55 = arith.addi %54, %c0_i32_107 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %56 = arith.cmpi slt, %55, %c5000_i32 : i32
        %57 = arith.extui %56 : i1 to i8
        %coord_108 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_108, %57) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %c2048_i32 = arith.constant 2048 : i32
        %58 = arith.addi %54, %c2048_i32 : i32
        %59 = arith.cmpi slt, %58, %c5000_i32 : i32
        %60 = arith.extui %59 : i1 to i8
        %coord_109 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_109, %60) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %c4096_i32 = arith.constant 4096 : i32
        %61 = arith.addi %54, %c4096_i32 : i32
        %62 = arith.cmpi slt, %61, %c5000_i32 : i32
        %63 = arith.extui %62 : i1 to i8
        %coord_110 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_110, %63) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %c6144_i32 = arith.constant 6144 : i32
        %64 = arith.addi %54, %c6144_i32 : i32
        %65 = arith.cmpi slt, %64, %c5000_i32 : i32
        %66 = arith.extui %65 : i1 to i8
        %coord_111 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_111, %66) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_112 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %lay_113 = cute.make_layout() : !cute_layout_a987c4
        %rmem_114 = cute.memref.alloca(%lay_113) : !memref_rmem_bf16_
        %iter_115 = cute.get_iter(%rmem_114) : !memref_rmem_bf16_
        %iter_116 = cute.get_iter(%rmem_114) : !memref_rmem_bf16_
        %lay_117 = cute.get_layout(%view_81) : !memref_gmem_bf16_3
        %lay_118 = cute.make_layout() : !cute_layout_a987c4
        %rmem_119 = cute.memref.alloca(%lay_118) : !memref_rmem_bf16_
        %iter_120 = cute.get_iter(%rmem_119) : !memref_rmem_bf16_
        %iter_121 = cute.get_iter(%rmem_119) : !memref_rmem_bf16_
        %lay_122 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %lay_123 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %sz_124 = cute.size(%lay_123) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_125 = cute.get_leaves(%sz_124) : !cute.int_tuple<"32">
        %lay_126 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %67 = cute.get_shape(%lay_126) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_127, %e1, %e2, %e3 = cute.get_leaves(%67) : !cute.shape<"((8,1),1,4)">
        %int_tuple_128 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_129 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_130 = cute.get_leaves(%int_tuple_129) : !cute.int_tuple<"32">
        %cst_131 = arith.constant 0.000000e+00 : bf16
        %68 = vector.splat %cst_131 : vector<32xbf16>
        %lay_132 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %69 = cute.get_shape(%lay_132) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_133, %e1_134, %e2_135, %e3_136 = cute.get_leaves(%69) : !cute.shape<"((8,1),1,4)">
        %lay_137 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %lay_138 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %70 = cute.get_shape(%lay_138) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_139, %e1_140, %e2_141, %e3_142 = cute.get_leaves(%70) : !cute.shape<"((8,1),1,4)">
        %int_tuple_143 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_144 = cute.size(%int_tuple_143) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_145 = cute.get_leaves(%sz_144) : !cute.int_tuple<"32">
        %int_tuple_146 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_147 = cute.size(%int_tuple_146) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_148 = cute.get_leaves(%sz_147) : !cute.int_tuple<"32">
        cute.memref.store_vec(%68, %rmem_114) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_149 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %lay_150 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %sz_151 = cute.size(%lay_150) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_152 = cute.get_leaves(%sz_151) : !cute.int_tuple<"32">
        %lay_153 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %71 = cute.get_shape(%lay_153) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_154, %e1_155, %e2_156, %e3_157 = cute.get_leaves(%71) : !cute.shape<"((8,1),1,4)">
        %int_tuple_158 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_159 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_160 = cute.get_leaves(%int_tuple_159) : !cute.int_tuple<"32">
        %cst_161 = arith.constant 0.000000e+00 : bf16
        %72 = vector.splat %cst_161 : vector<32xbf16>
        %lay_162 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %73 = cute.get_shape(%lay_162) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_163, %e1_164, %e2_165, %e3_166 = cute.get_leaves(%73) : !cute.shape<"((8,1),1,4)">
        %lay_167 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %lay_168 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %74 = cute.get_shape(%lay_168) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_169, %e1_170, %e2_171, %e3_172 = cute.get_leaves(%74) : !cute.shape<"((8,1),1,4)">
        %int_tuple_173 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_174 = cute.size(%int_tuple_173) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_175 = cute.get_leaves(%sz_174) : !cute.int_tuple<"32">
        %int_tuple_176 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_177 = cute.size(%int_tuple_176) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_178 = cute.get_leaves(%sz_177) : !cute.int_tuple<"32">
        cute.memref.store_vec(%72, %rmem_119) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_179 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %75 = cute.get_shape(%lay_179) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_180, %e1_181, %e2_182, %e3_183 = cute.get_leaves(%75) : !cute.shape<"((8,1),1,4)">
        %lay_184 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %76 = cute.get_shape(%lay_184) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_185, %e1_186, %e2_187, %e3_188 = cute.get_leaves(%76) : !cute.shape<"((8,1),1,4)">
        %lay_189 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %shape_190 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_191 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_189, %lay_191) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_192 = cute.make_view(%iter_66, %append) : !memref_gmem_bf16_3
        %iter_193 = cute.get_iter(%view_192) : !memref_gmem_bf16_3
        %lay_194 = cute.get_layout(%view_192) : !memref_gmem_bf16_3
        %77 = cute.get_shape(%lay_194) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_195, %e1_196, %e2_197, %e3_198 = cute.get_leaves(%77) : !cute.shape<"((8,1),1,4)">
        %lay_199 = cute.get_layout(%view_192) : !memref_gmem_bf16_3
        %78 = cute.get_shape(%lay_199) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_200, %e1_201, %e2_202, %e3_203 = cute.get_leaves(%78) : !cute.shape<"((8,1),1,4)">
        %iter_204 = cute.get_iter(%view_192) : !memref_gmem_bf16_3
        %view_205 = cute.make_view(%iter_204) : !memref_gmem_bf16_4
        %iter_206 = cute.get_iter(%view_205) : !memref_gmem_bf16_4
        %iter_207 = cute.get_iter(%view_205) : !memref_gmem_bf16_4
        %lay_208 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %shape_209 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_210 = cute.make_layout() : !cute.layout<"1:0">
        %append_211 = cute.append_to_rank<2> (%lay_208, %lay_210) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_212 = cute.make_view(%iter_116, %append_211) : !memref_rmem_bf16_
        %iter_213 = cute.get_iter(%view_212) : !memref_rmem_bf16_
        %lay_214 = cute.get_layout(%view_212) : !memref_rmem_bf16_
        %79 = cute.get_shape(%lay_214) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_215, %e1_216, %e2_217, %e3_218 = cute.get_leaves(%79) : !cute.shape<"((8,1),1,4)">
        %lay_219 = cute.get_layout(%view_212) : !memref_rmem_bf16_
        %80 = cute.get_shape(%lay_219) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_220, %e1_221, %e2_222, %e3_223 = cute.get_leaves(%80) : !cute.shape<"((8,1),1,4)">
        %iter_224 = cute.get_iter(%view_212) : !memref_rmem_bf16_
        %view_225 = cute.make_view(%iter_224) : !memref_rmem_bf16_1
        %iter_226 = cute.get_iter(%view_225) : !memref_rmem_bf16_1
        %iter_227 = cute.get_iter(%view_225) : !memref_rmem_bf16_1
        %lay_228 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_229 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_230 = cute.make_layout() : !cute.layout<"1:0">
        %append_231 = cute.append_to_rank<2> (%lay_228, %lay_230) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_232 = cute.make_view(%iter_106, %append_231) : !memref_rmem_i8_
        %iter_233 = cute.get_iter(%view_232) : !memref_rmem_i8_
        %lay_234 = cute.get_layout(%view_232) : !memref_rmem_i8_
        %81 = cute.get_shape(%lay_234) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_235, %e1_236, %e2_237 = cute.get_leaves(%81) : !cute.shape<"(1,1,4)">
        %lay_238 = cute.get_layout(%view_232) : !memref_rmem_i8_
        %82 = cute.get_shape(%lay_238) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_239, %e1_240, %e2_241 = cute.get_leaves(%82) : !cute.shape<"(1,1,4)">
        %iter_242 = cute.get_iter(%view_232) : !memref_rmem_i8_
        %view_243 = cute.make_view(%iter_242) : !memref_rmem_i8_1
        %iter_244 = cute.get_iter(%view_243) : !memref_rmem_i8_1
        %iter_245 = cute.get_iter(%view_243) : !memref_rmem_i8_1
        %lay_246 = cute.get_layout(%view_205) : !memref_gmem_bf16_4
        %83 = cute.get_shape(%lay_246) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_247, %e1_248, %e2_249, %e3_250 = cute.get_leaves(%83) : !cute.shape<"((8,1),(1,4))">
        %lay_251 = cute.get_layout(%view_225) : !memref_rmem_bf16_1
        %84 = cute.get_shape(%lay_251) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_252, %e1_253, %e2_254, %e3_255 = cute.get_leaves(%84) : !cute.shape<"((8,1),(1,4))">
        %lay_256 = cute.get_layout(%view_205) : !memref_gmem_bf16_4
        %sz_257 = cute.size(%lay_256) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_258 = cute.get_leaves(%sz_257) : !cute.int_tuple<"4">
        %lay_259 = cute.get_layout(%view_225) : !memref_rmem_bf16_1
        %sz_260 = cute.size(%lay_259) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_261 = cute.get_leaves(%sz_260) : !cute.int_tuple<"4">
        %lay_262 = cute.get_layout(%view_205) : !memref_gmem_bf16_4
        %85 = cute.get_shape(%lay_262) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_263, %e1_264, %e2_265, %e3_266 = cute.get_leaves(%85) : !cute.shape<"((8,1),(1,4))">
        %iter_267 = cute.get_iter(%view_205) : !memref_gmem_bf16_4
        %iter_268 = cute.get_iter(%view_225) : !memref_rmem_bf16_1
        %lay_269 = cute.get_layout(%view_205) : !memref_gmem_bf16_4
        %lay_270 = cute.get_layout(%view_225) : !memref_rmem_bf16_1
        %86 = cute.static : !cute.layout<"1:0">
        %append_271 = cute.append_to_rank<2> (%lay_269, %86) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_272 = cute.append_to_rank<2> (%lay_270, %86) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_273 = cute.make_layout() : !cute_layout_8083f9
        %lay_274 = cute.make_layout() : !cute_layout_bb9a85
        %iter_275 = cute.get_iter(%view_243) : !memref_rmem_i8_1
        %lay_276 = cute.get_layout(%view_243) : !memref_rmem_i8_1
        %append_277 = cute.append_to_rank<2> (%lay_276, %86) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_278 = cute.make_layout() : !cute_layout_973764
        %sz_279 = cute.size(%lay_273) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %87 = cute.get_scalars(%sz_279) : !cute.int_tuple<"4">
        %c0_i32_280 = arith.constant 0 : i32
        %c1_i32_281 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_280 to %87 step %c1_i32_281  : i32 {
          %coord_534 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %128 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_535 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_536 = cute.crd2idx(%coord_534, %lay_273) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_537 = cute.add_offset(%iter_267, %idx_536) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_538 = cute.make_view(%ptr_537, %lay_535) : !memref_gmem_bf16_5
          %129 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_539 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_540 = cute.crd2idx(%coord_534, %lay_274) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_541 = cute.add_offset(%iter_268, %idx_540) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_542 = cute.make_view(%ptr_541, %lay_539) : !memref_rmem_bf16_2
          %130 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_543 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_544 = cute.crd2idx(%coord_534, %lay_278) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_545 = cute.add_offset(%iter_275, %idx_544) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_546 = cute.make_view(%ptr_545, %lay_543) : !memref_rmem_i8_2
          %iter_547 = cute.get_iter(%view_538) : !memref_gmem_bf16_5
          %iter_548 = cute.get_iter(%view_542) : !memref_rmem_bf16_2
          %iter_549 = cute.get_iter(%view_546) : !memref_rmem_i8_2
          %131 = builtin.unrealized_conversion_cast %iter_549 : !cute.ptr<i8, rmem> to !llvm.ptr
          %132 = llvm.load %131 : !llvm.ptr -> i8
          %133 = llvm.mlir.constant(0 : i8) : i8
          %134 = llvm.icmp "ne" %132, %133 : i8
          scf.if %134 {
            %135 = builtin.unrealized_conversion_cast %iter_547 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %136 = builtin.unrealized_conversion_cast %iter_548 : !cute_ptr_2914ae to !llvm.ptr
            %137 = llvm.load %135 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %137, %136 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_282 = cute.get_layout(%view_81) : !memref_gmem_bf16_3
        %88 = cute.get_shape(%lay_282) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_283, %e1_284, %e2_285, %e3_286 = cute.get_leaves(%88) : !cute.shape<"((8,1),1,4)">
        %lay_287 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %89 = cute.get_shape(%lay_287) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_288, %e1_289, %e2_290, %e3_291 = cute.get_leaves(%89) : !cute.shape<"((8,1),1,4)">
        %lay_292 = cute.get_layout(%view_81) : !memref_gmem_bf16_3
        %shape_293 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_294 = cute.make_layout() : !cute.layout<"1:0">
        %append_295 = cute.append_to_rank<2> (%lay_292, %lay_294) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_296 = cute.make_view(%iter_82, %append_295) : !memref_gmem_bf16_3
        %iter_297 = cute.get_iter(%view_296) : !memref_gmem_bf16_3
        %lay_298 = cute.get_layout(%view_296) : !memref_gmem_bf16_3
        %90 = cute.get_shape(%lay_298) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_299, %e1_300, %e2_301, %e3_302 = cute.get_leaves(%90) : !cute.shape<"((8,1),1,4)">
        %lay_303 = cute.get_layout(%view_296) : !memref_gmem_bf16_3
        %91 = cute.get_shape(%lay_303) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_304, %e1_305, %e2_306, %e3_307 = cute.get_leaves(%91) : !cute.shape<"((8,1),1,4)">
        %iter_308 = cute.get_iter(%view_296) : !memref_gmem_bf16_3
        %view_309 = cute.make_view(%iter_308) : !memref_gmem_bf16_4
        %iter_310 = cute.get_iter(%view_309) : !memref_gmem_bf16_4
        %iter_311 = cute.get_iter(%view_309) : !memref_gmem_bf16_4
        %lay_312 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %shape_313 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_314 = cute.make_layout() : !cute.layout<"1:0">
        %append_315 = cute.append_to_rank<2> (%lay_312, %lay_314) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_316 = cute.make_view(%iter_121, %append_315) : !memref_rmem_bf16_
        %iter_317 = cute.get_iter(%view_316) : !memref_rmem_bf16_
        %lay_318 = cute.get_layout(%view_316) : !memref_rmem_bf16_
        %92 = cute.get_shape(%lay_318) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_319, %e1_320, %e2_321, %e3_322 = cute.get_leaves(%92) : !cute.shape<"((8,1),1,4)">
        %lay_323 = cute.get_layout(%view_316) : !memref_rmem_bf16_
        %93 = cute.get_shape(%lay_323) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_324, %e1_325, %e2_326, %e3_327 = cute.get_leaves(%93) : !cute.shape<"((8,1),1,4)">
        %iter_328 = cute.get_iter(%view_316) : !memref_rmem_bf16_
        %view_329 = cute.make_view(%iter_328) : !memref_rmem_bf16_1
        %iter_330 = cute.get_iter(%view_329) : !memref_rmem_bf16_1
        %iter_331 = cute.get_iter(%view_329) : !memref_rmem_bf16_1
        %lay_332 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_333 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_334 = cute.make_layout() : !cute.layout<"1:0">
        %append_335 = cute.append_to_rank<2> (%lay_332, %lay_334) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_336 = cute.make_view(%iter_106, %append_335) : !memref_rmem_i8_
        %iter_337 = cute.get_iter(%view_336) : !memref_rmem_i8_
        %lay_338 = cute.get_layout(%view_336) : !memref_rmem_i8_
        %94 = cute.get_shape(%lay_338) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_339, %e1_340, %e2_341 = cute.get_leaves(%94) : !cute.shape<"(1,1,4)">
        %lay_342 = cute.get_layout(%view_336) : !memref_rmem_i8_
        %95 = cute.get_shape(%lay_342) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_343, %e1_344, %e2_345 = cute.get_leaves(%95) : !cute.shape<"(1,1,4)">
        %iter_346 = cute.get_iter(%view_336) : !memref_rmem_i8_
        %view_347 = cute.make_view(%iter_346) : !memref_rmem_i8_1
        %iter_348 = cute.get_iter(%view_347) : !memref_rmem_i8_1
        %iter_349 = cute.get_iter(%view_347) : !memref_rmem_i8_1
        %lay_350 = cute.get_layout(%view_309) : !memref_gmem_bf16_4
        %96 = cute.get_shape(%lay_350) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_351, %e1_352, %e2_353, %e3_354 = cute.get_leaves(%96) : !cute.shape<"((8,1),(1,4))">
        %lay_355 = cute.get_layout(%view_329) : !memref_rmem_bf16_1
        %97 = cute.get_shape(%lay_355) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_356, %e1_357, %e2_358, %e3_359 = cute.get_leaves(%97) : !cute.shape<"((8,1),(1,4))">
        %lay_360 = cute.get_layout(%view_309) : !memref_gmem_bf16_4
        %sz_361 = cute.size(%lay_360) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_362 = cute.get_leaves(%sz_361) : !cute.int_tuple<"4">
        %lay_363 = cute.get_layout(%view_329) : !memref_rmem_bf16_1
        %sz_364 = cute.size(%lay_363) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_365 = cute.get_leaves(%sz_364) : !cute.int_tuple<"4">
        %lay_366 = cute.get_layout(%view_309) : !memref_gmem_bf16_4
        %98 = cute.get_shape(%lay_366) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_367, %e1_368, %e2_369, %e3_370 = cute.get_leaves(%98) : !cute.shape<"((8,1),(1,4))">
        %iter_371 = cute.get_iter(%view_309) : !memref_gmem_bf16_4
        %iter_372 = cute.get_iter(%view_329) : !memref_rmem_bf16_1
        %lay_373 = cute.get_layout(%view_309) : !memref_gmem_bf16_4
        %lay_374 = cute.get_layout(%view_329) : !memref_rmem_bf16_1
        %99 = cute.static : !cute.layout<"1:0">
        %append_375 = cute.append_to_rank<2> (%lay_373, %99) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_376 = cute.append_to_rank<2> (%lay_374, %99) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_377 = cute.make_layout() : !cute_layout_8083f9
        %lay_378 = cute.make_layout() : !cute_layout_bb9a85
        %iter_379 = cute.get_iter(%view_347) : !memref_rmem_i8_1
        %lay_380 = cute.get_layout(%view_347) : !memref_rmem_i8_1
        %append_381 = cute.append_to_rank<2> (%lay_380, %99) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_382 = cute.make_layout() : !cute_layout_973764
        %sz_383 = cute.size(%lay_377) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %100 = cute.get_scalars(%sz_383) : !cute.int_tuple<"4">
        %c0_i32_384 = arith.constant 0 : i32
        %c1_i32_385 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_384 to %100 step %c1_i32_385  : i32 {
          %coord_534 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %128 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_535 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_536 = cute.crd2idx(%coord_534, %lay_377) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_537 = cute.add_offset(%iter_371, %idx_536) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_538 = cute.make_view(%ptr_537, %lay_535) : !memref_gmem_bf16_5
          %129 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_539 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_540 = cute.crd2idx(%coord_534, %lay_378) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_541 = cute.add_offset(%iter_372, %idx_540) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_542 = cute.make_view(%ptr_541, %lay_539) : !memref_rmem_bf16_2
          %130 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_543 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_544 = cute.crd2idx(%coord_534, %lay_382) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_545 = cute.add_offset(%iter_379, %idx_544) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_546 = cute.make_view(%ptr_545, %lay_543) : !memref_rmem_i8_2
          %iter_547 = cute.get_iter(%view_538) : !memref_gmem_bf16_5
          %iter_548 = cute.get_iter(%view_542) : !memref_rmem_bf16_2
          %iter_549 = cute.get_iter(%view_546) : !memref_rmem_i8_2
          %131 = builtin.unrealized_conversion_cast %iter_549 : !cute.ptr<i8, rmem> to !llvm.ptr
          %132 = llvm.load %131 : !llvm.ptr -> i8
          %133 = llvm.mlir.constant(0 : i8) : i8
          %134 = llvm.icmp "ne" %132, %133 : i8
          scf.if %134 {
            %135 = builtin.unrealized_conversion_cast %iter_547 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %136 = builtin.unrealized_conversion_cast %iter_548 : !cute_ptr_2914ae to !llvm.ptr
            %137 = llvm.load %135 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %137, %136 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_386 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %101 = cute.get_shape(%lay_386) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_387, %e1_388, %e2_389, %e3_390 = cute.get_leaves(%101) : !cute.shape<"((8,1),1,4)">
        %lay_391 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %102 = cute.memref.load_vec(%rmem_114) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_392 = cute.get_layout(%rmem_114) : !memref_rmem_bf16_
        %103 = cute.get_shape(%lay_392) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_393, %e1_394, %e2_395, %e3_396 = cute.get_leaves(%103) : !cute.shape<"((8,1),1,4)">
        %104 = arith.extf %102 : vector<32xbf16> to vector<32xf32>
        %105 = vector.broadcast %42#1 : f32 to vector<32xf32>
        %106 = arith.mulf %104, %105 : vector<32xf32>
        %lay_397 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %107 = cute.get_shape(%lay_397) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_398, %e1_399, %e2_400, %e3_401 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
        %lay_402 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %108 = cute.memref.load_vec(%rmem_119) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_403 = cute.get_layout(%rmem_119) : !memref_rmem_bf16_
        %109 = cute.get_shape(%lay_403) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_404, %e1_405, %e2_406, %e3_407 = cute.get_leaves(%109) : !cute.shape<"((8,1),1,4)">
        %110 = arith.extf %108 : vector<32xbf16> to vector<32xf32>
        %111 = arith.mulf %106, %110 : vector<32xf32>
        %lay_408 = cute.get_layout(%view_97) : !memref_gmem_bf16_3
        %lay_409 = cute.make_layout() : !cute_layout_a987c4
        %rmem_410 = cute.memref.alloca(%lay_409) : !memref_rmem_bf16_
        %iter_411 = cute.get_iter(%rmem_410) : !memref_rmem_bf16_
        %iter_412 = cute.get_iter(%rmem_410) : !memref_rmem_bf16_
        %112 = arith.truncf %111 : vector<32xf32> to vector<32xbf16>
        %lay_413 = cute.get_layout(%rmem_410) : !memref_rmem_bf16_
        %113 = cute.get_shape(%lay_413) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_414, %e1_415, %e2_416, %e3_417 = cute.get_leaves(%113) : !cute.shape<"((8,1),1,4)">
        %lay_418 = cute.get_layout(%rmem_410) : !memref_rmem_bf16_
        %lay_419 = cute.get_layout(%rmem_410) : !memref_rmem_bf16_
        %114 = cute.get_shape(%lay_419) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_420, %e1_421, %e2_422, %e3_423 = cute.get_leaves(%114) : !cute.shape<"((8,1),1,4)">
        %int_tuple_424 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_425 = cute.size(%int_tuple_424) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_426 = cute.get_leaves(%sz_425) : !cute.int_tuple<"32">
        %int_tuple_427 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_428 = cute.size(%int_tuple_427) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_429 = cute.get_leaves(%sz_428) : !cute.int_tuple<"32">
        cute.memref.store_vec(%112, %rmem_410) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_430 = cute.get_layout(%rmem_410) : !memref_rmem_bf16_
        %115 = cute.get_shape(%lay_430) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_431, %e1_432, %e2_433, %e3_434 = cute.get_leaves(%115) : !cute.shape<"((8,1),1,4)">
        %lay_435 = cute.get_layout(%view_97) : !memref_gmem_bf16_3
        %116 = cute.get_shape(%lay_435) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_436, %e1_437, %e2_438, %e3_439 = cute.get_leaves(%116) : !cute.shape<"((8,1),1,4)">
        %lay_440 = cute.get_layout(%rmem_410) : !memref_rmem_bf16_
        %shape_441 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_442 = cute.make_layout() : !cute.layout<"1:0">
        %append_443 = cute.append_to_rank<2> (%lay_440, %lay_442) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_444 = cute.make_view(%iter_412, %append_443) : !memref_rmem_bf16_
        %iter_445 = cute.get_iter(%view_444) : !memref_rmem_bf16_
        %lay_446 = cute.get_layout(%view_444) : !memref_rmem_bf16_
        %117 = cute.get_shape(%lay_446) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_447, %e1_448, %e2_449, %e3_450 = cute.get_leaves(%117) : !cute.shape<"((8,1),1,4)">
        %lay_451 = cute.get_layout(%view_444) : !memref_rmem_bf16_
        %118 = cute.get_shape(%lay_451) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_452, %e1_453, %e2_454, %e3_455 = cute.get_leaves(%118) : !cute.shape<"((8,1),1,4)">
        %iter_456 = cute.get_iter(%view_444) : !memref_rmem_bf16_
        %view_457 = cute.make_view(%iter_456) : !memref_rmem_bf16_1
        %iter_458 = cute.get_iter(%view_457) : !memref_rmem_bf16_1
        %iter_459 = cute.get_iter(%view_457) : !memref_rmem_bf16_1
        %lay_460 = cute.get_layout(%view_97) : !memref_gmem_bf16_3
        %shape_461 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_462 = cute.make_layout() : !cute.layout<"1:0">
        %append_463 = cute.append_to_rank<2> (%lay_460, %lay_462) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_464 = cute.make_view(%iter_98, %append_463) : !memref_gmem_bf16_3
        %iter_465 = cute.get_iter(%view_464) : !memref_gmem_bf16_3
        %lay_466 = cute.get_layout(%view_464) : !memref_gmem_bf16_3
        %119 = cute.get_shape(%lay_466) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_467, %e1_468, %e2_469, %e3_470 = cute.get_leaves(%119) : !cute.shape<"((8,1),1,4)">
        %lay_471 = cute.get_layout(%view_464) : !memref_gmem_bf16_3
        %120 = cute.get_shape(%lay_471) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_472, %e1_473, %e2_474, %e3_475 = cute.get_leaves(%120) : !cute.shape<"((8,1),1,4)">
        %iter_476 = cute.get_iter(%view_464) : !memref_gmem_bf16_3
        %view_477 = cute.make_view(%iter_476) : !memref_gmem_bf16_4
        %iter_478 = cute.get_iter(%view_477) : !memref_gmem_bf16_4
        %iter_479 = cute.get_iter(%view_477) : !memref_gmem_bf16_4
        %lay_480 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_481 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_482 = cute.make_layout() : !cute.layout<"1:0">
        %append_483 = cute.append_to_rank<2> (%lay_480, %lay_482) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_484 = cute.make_view(%iter_106, %append_483) : !memref_rmem_i8_
        %iter_485 = cute.get_iter(%view_484) : !memref_rmem_i8_
        %lay_486 = cute.get_layout(%view_484) : !memref_rmem_i8_
        %121 = cute.get_shape(%lay_486) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_487, %e1_488, %e2_489 = cute.get_leaves(%121) : !cute.shape<"(1,1,4)">
        %lay_490 = cute.get_layout(%view_484) : !memref_rmem_i8_
        %122 = cute.get_shape(%lay_490) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_491, %e1_492, %e2_493 = cute.get_leaves(%122) : !cute.shape<"(1,1,4)">
        %iter_494 = cute.get_iter(%view_484) : !memref_rmem_i8_
        %view_495 = cute.make_view(%iter_494) : !memref_rmem_i8_1
        %iter_496 = cute.get_iter(%view_495) : !memref_rmem_i8_1
        %iter_497 = cute.get_iter(%view_495) : !memref_rmem_i8_1
        %lay_498 = cute.get_layout(%view_457) : !memref_rmem_bf16_1
        %123 = cute.get_shape(%lay_498) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_499, %e1_500, %e2_501, %e3_502 = cute.get_leaves(%123) : !cute.shape<"((8,1),(1,4))">
        %lay_503 = cute.get_layout(%view_477) : !memref_gmem_bf16_4
        %124 = cute.get_shape(%lay_503) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_504, %e1_505, %e2_506, %e3_507 = cute.get_leaves(%124) : !cute.shape<"((8,1),(1,4))">
        %lay_508 = cute.get_layout(%view_457) : !memref_rmem_bf16_1
        %sz_509 = cute.size(%lay_508) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_510 = cute.get_leaves(%sz_509) : !cute.int_tuple<"4">
        %lay_511 = cute.get_layout(%view_477) : !memref_gmem_bf16_4
        %sz_512 = cute.size(%lay_511) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_513 = cute.get_leaves(%sz_512) : !cute.int_tuple<"4">
        %lay_514 = cute.get_layout(%view_457) : !memref_rmem_bf16_1
        %125 = cute.get_shape(%lay_514) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_515, %e1_516, %e2_517, %e3_518 = cute.get_leaves(%125) : !cute.shape<"((8,1),(1,4))">
        %iter_519 = cute.get_iter(%view_457) : !memref_rmem_bf16_1
        %iter_520 = cute.get_iter(%view_477) : !memref_gmem_bf16_4
        %lay_521 = cute.get_layout(%view_457) : !memref_rmem_bf16_1
        %lay_522 = cute.get_layout(%view_477) : !memref_gmem_bf16_4
        %126 = cute.static : !cute.layout<"1:0">
        %append_523 = cute.append_to_rank<2> (%lay_521, %126) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_524 = cute.append_to_rank<2> (%lay_522, %126) : !cute_layout_e303c3, !cute.layout<"1:0">
        %lay_525 = cute.make_layout() : !cute_layout_bb9a85
        %lay_526 = cute.make_layout() : !cute_layout_8083f9
        %iter_527 = cute.get_iter(%view_495) : !memref_rmem_i8_1
        %lay_528 = cute.get_layout(%view_495) : !memref_rmem_i8_1
        %append_529 = cute.append_to_rank<2> (%lay_528, %126) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_530 = cute.make_layout() : !cute_layout_973764
        %sz_531 = cute.size(%lay_525) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %127 = cute.get_scalars(%sz_531) : !cute.int_tuple<"4">
        %c0_i32_532 = arith.constant 0 : i32
        %c1_i32_533 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_532 to %127 step %c1_i32_533  : i32 {
          %coord_534 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %128 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_535 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_536 = cute.crd2idx(%coord_534, %lay_525) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_537 = cute.add_offset(%iter_519, %idx_536) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_538 = cute.make_view(%ptr_537, %lay_535) : !memref_rmem_bf16_2
          %129 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_539 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_540 = cute.crd2idx(%coord_534, %lay_526) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_541 = cute.add_offset(%iter_520, %idx_540) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_542 = cute.make_view(%ptr_541, %lay_539) : !memref_gmem_bf16_5
          %130 = cute.get_scalars(%coord_534) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_543 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_544 = cute.crd2idx(%coord_534, %lay_530) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_545 = cute.add_offset(%iter_527, %idx_544) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_546 = cute.make_view(%ptr_545, %lay_543) : !memref_rmem_i8_2
          %iter_547 = cute.get_iter(%view_538) : !memref_rmem_bf16_2
          %iter_548 = cute.get_iter(%view_542) : !memref_gmem_bf16_5
          %iter_549 = cute.get_iter(%view_546) : !memref_rmem_i8_2
          %131 = builtin.unrealized_conversion_cast %iter_549 : !cute.ptr<i8, rmem> to !llvm.ptr
          %132 = llvm.load %131 : !llvm.ptr -> i8
          %133 = llvm.mlir.constant(0 : i8) : i8
          %134 = llvm.icmp "ne" %132, %133 : i8
          scf.if %134 {
            %135 = builtin.unrealized_conversion_cast %iter_547 : !cute_ptr_2914ae to !llvm.ptr
            %136 = builtin.unrealized_conversion_cast %iter_548 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %137 = llvm.load %135 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %137, %136 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hdd5db5b1(%arg0: !memref_gmem_bf16_6, %arg1: !memref_gmem_bf16_7, %arg2: !memref_gmem_bf16_6, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_43 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_44 = cute.make_layout() : !cute.layout<"(1,256):(0,1)">
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_46 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_47 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_48 = cute.make_layout() : !cute_layout_7589d3
    %sz = cute.size(%lay_44) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_49 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_50 = cute.size(%lay_47) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_51 = cute.get_leaves(%sz_50) : !cute.int_tuple<"8">
    %shape_52 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_53 = cute.make_layout() : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%lay_48) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %lay_54 = cute.make_layout() : !cute.layout<"(256,8):(8,1)">
    %5 = cute.get_shape(%lay_48) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_55, %e1_56, %e2 = cute.get_leaves(%5) : !cute.shape<"(1,(8,256))">
    %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %int_tuple_58 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2048)">
    %e0_59, %e1_60 = cute.get_leaves(%int_tuple_58) : !cute.int_tuple<"(1,2048)">
    %tile_61 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %6 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_62 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %7 = cute.get_shape(%lay_62) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_63, %e1_64 = cute.get_leaves(%7) : !cute.shape<"(96,5000)">
    %lay_65 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %sz_66 = cute.size(%lay_65) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_67 = cute.get_leaves(%sz_66) : !cute.int_tuple<"96">
    %lay_68 = cute.get_layout(%view_30) : !memref_gmem_bf16_
    %lay_69 = cute.get_layout(%view_35) : !memref_gmem_bf16_1
    %lay_70 = cute.get_layout(%view_40) : !memref_gmem_bf16_
    %lay_71 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %8 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_72, %e1_73 = cute.get_leaves(%8) : !cute.tile<"[1:0;2048:1]">
    %9 = cute.static : !cute.layout<"(256,8):(8,1)">
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
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_74 = arith.constant 96 : i32
    %15 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %14, gridDim = (%c96_i32_74, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%15] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_75 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%15] %c0_i32_75 : !cuda.launch_cfg<max_attrs = 3>, i32
    %16 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0<%15> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_, !memref_gmem_f32_, f32) -> !cuda.result
    %17 = cuda.cast %16 : !cuda.result -> i32
    cuda.return_if_error %17 : i32
    %c0_i32_76 = arith.constant 0 : i32
    return %c0_i32_76 : i32
  }
}
