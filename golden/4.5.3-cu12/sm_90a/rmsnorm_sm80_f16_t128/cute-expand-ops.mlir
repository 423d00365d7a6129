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
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_
      %lay_7 = cute.get_layout(%arg1) : !memref_gmem_f16_1
      %lay_8 = cute.get_layout(%arg2) : !memref_gmem_f16_
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
      %lay_10 = cute.get_layout(%arg0) : !memref_gmem_f16_
      %sz = cute.size(%lay_10) <{mode = [1, 1]}> : (!cute_layout_4d4228) -> !cute.int_tuple<"2">
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %lay_11 = cute.get_layout(%arg0) : !memref_gmem_f16_
      %sz_12 = cute.size(%lay_11) <{mode = [0]}> : (!cute_layout_4d4228) -> !cute.int_tuple<"4096">
      %e0_13 = cute.get_leaves(%sz_12) : !cute.int_tuple<"4096">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_14 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_15 = cute.get_leaves(%sz_14) : !cute.int_tuple<"5000">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %9 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %cst) -> (f32)  : i32 {
        %c4096_i32 = arith.constant 4096 : i32
        %38 = arith.muli %arg5, %c4096_i32 : i32
        %c8_i32_50 = arith.constant 8 : i32
        %39 = arith.muli %1, %c8_i32_50 : i32
        %40 = arith.addi %38, %39 : i32
        %coord_51 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_52 = cute.get_layout(%arg0) : !memref_gmem_f16_
        %idx_53 = cute.crd2idx(%coord_51, %lay_52) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_54 = cute.get_iter(%arg0) : !memref_gmem_f16_
        %ptr_55 = cute.add_offset(%iter_54, %idx_53) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_56 = cute.make_view(%ptr_55) : !memref_gmem_f16_2
        %iter_57 = cute.get_iter(%view_56) : !memref_gmem_f16_2
        %iter_58 = cute.get_iter(%view_56) : !memref_gmem_f16_2
        %coord_59 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_60 = cute.get_iter(%view_56) : !memref_gmem_f16_2
        %41 = cute.get_scalars(%coord_59) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_61 = arith.constant 8 : i32
        %42 = arith.muli %41, %c8_i32_61 : i32
        %iv = cute.assume(%42) : (i32) -> !cute.i32<divby 8>
        %int_tuple_62 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_63 = cute.add_offset(%iter_60, %int_tuple_62) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_64 = cute.make_view(%ptr_63) : !memref_gmem_f16_3
        %iter_65 = cute.get_iter(%view_64) : !memref_gmem_f16_3
        %lay_66 = cute.get_layout(%view_64) : !memref_gmem_f16_3
        %sz_67 = cute.size(%lay_66) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
        %e0_68 = cute.get_leaves(%sz_67) : !cute.int_tuple<"4">
        %shape_69 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_70 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_70) : !memref_rmem_i8_
        %iter_71 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_72 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %c0_i32_73 = arith.constant 0 : i32
        %43 = arith.addi %40, %c0_i32_73 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %44 = arith.cmpi slt, %43, %c5000_i32 : i32
        %45 = arith.extui %44 : i1 to i8
        %coord_74 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_74, %45) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %c1024_i32 = arith.constant 1024 : i32
        %46 = arith.addi %40, %c1024_i32 : i32
        %47 = arith.cmpi slt, %46, %c5000_i32 : i32
        %48 = arith.extui %47 : i1 to i8
        %coord_75 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_75, %48) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %c2048_i32 = arith.constant 2048 : i32
        %49 = arith.addi %40, %c2048_i32 : i32
        %50 = arith.cmpi slt, %49, %c5000_i32 : i32
        %51 = arith.extui %50 : i1 to i8
        %coord_76 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_76, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %c3072_i32 = arith.constant 3072 : i32
        %52 = arith.addi %40, %c3072_i32 : i32
        %53 = arith.cmpi slt, %52, %c5000_i32 : i32
        %54 = arith.extui %53 : i1 to i8
        %coord_77 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_77, %54) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_78 = cute.get_layout(%view_64) : !memref_gmem_f16_3
        %lay_79 = cute.make_layout() : !cute_layout_a987c4
        %rmem_80 = cute.memref.alloca(%lay_79) : !memref_rmem_f16_
        %iter_81 = cute.get_iter(%rmem_80) : !memref_rmem_f16_
        %iter_82 = cute.get_iter(%rmem_80) : !memref_rmem_f16_
        %lay_83 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %lay_84 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %sz_85 = cute.size(%lay_84) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_86 = cute.get_leaves(%sz_85) : !cute.int_tuple<"32">
        %lay_87 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %55 = cute.get_shape(%lay_87) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_88, %e1, %e2, %e3 = cute.get_leaves(%55) : !cute.shape<"((8,1),1,4)">
        %int_tuple_89 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_90 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_91 = cute.get_leaves(%int_tuple_90) : !cute.int_tuple<"32">
        %cst_92 = arith.constant 0.000000e+00 : f16
        %56 = vector.splat %cst_92 : vector<32xf16>
        %lay_93 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %57 = cute.get_shape(%lay_93) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_94, %e1_95, %e2_96, %e3_97 = cute.get_leaves(%57) : !cute.shape<"((8,1),1,4)">
        %lay_98 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %lay_99 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %58 = cute.get_shape(%lay_99) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_100, %e1_101, %e2_102, %e3_103 = cute.get_leaves(%58) : !cute.shape<"((8,1),1,4)">
        %int_tuple_104 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_105 = cute.size(%int_tuple_104) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_106 = cute.get_leaves(%sz_105) : !cute.int_tuple<"32">
        %int_tuple_107 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_108 = cute.size(%int_tuple_107) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_109 = cute.get_leaves(%sz_108) : !cute.int_tuple<"32">
        cute.memref.store_vec(%56, %rmem_80) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_110 = cute.get_layout(%view_64) : !memref_gmem_f16_3
        %59 = cute.get_shape(%lay_110) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_111, %e1_112, %e2_113, %e3_114 = cute.get_leaves(%59) : !cute.shape<"((8,1),1,4)">
        %lay_115 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %60 = cute.get_shape(%lay_115) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_116, %e1_117, %e2_118, %e3_119 = cute.get_leaves(%60) : !cute.shape<"((8,1),1,4)">
        %lay_120 = cute.get_layout(%view_64) : !memref_gmem_f16_3
        %shape_121 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_122 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_120, %lay_122) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_123 = cute.make_view(%iter_65, %append) : !memref_gmem_f16_3
        %iter_124 = cute.get_iter(%view_123) : !memref_gmem_f16_3
        %lay_125 = cute.get_layout(%view_123) : !memref_gmem_f16_3
        %61 = cute.get_shape(%lay_125) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_126, %e1_127, %e2_128, %e3_129 = cute.get_leaves(%61) : !cute.shape<"((8,1),1,4)">
        %lay_130 = cute.get_layout(%view_123) : !memref_gmem_f16_3
        %62 = cute.get_shape(%lay_130) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_131, %e1_132, %e2_133, %e3_134 = cute.get_leaves(%62) : !cute.shape<"((8,1),1,4)">
        %iter_135 = cute.get_iter(%view_123) : !memref_gmem_f16_3
        %view_136 = cute.make_view(%iter_135) : !memref_gmem_f16_4
        %iter_137 = cute.get_iter(%view_136) : !memref_gmem_f16_4
        %iter_138 = cute.get_iter(%view_136) : !memref_gmem_f16_4
        %lay_139 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %shape_140 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_141 = cute.make_layout() : !cute.layout<"1:0">
        %append_142 = cute.append_to_rank<2> (%lay_139, %lay_141) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_143 = cute.make_view(%iter_82, %append_142) : !memref_rmem_f16_
        %iter_144 = cute.get_iter(%view_143) : !memref_rmem_f16_
        %lay_145 = cute.get_layout(%view_143) : !memref_rmem_f16_
        %63 = cute.get_shape(%lay_145) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_146, %e1_147, %e2_148, %e3_149 = cute.get_leaves(%63) : !cute.shape<"((8,1),1,4)">
        %lay_150 = cute.get_layout(%view_143) : !memref_rmem_f16_
        %64 = cute.get_shape(%lay_150) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_151, %e1_152, %e2_153, %e3_154 = cute.get_leaves(%64) : !cute.shape<"((8,1),1,4)">
        %iter_155 = cute.get_iter(%view_143) : !memref_rmem_f16_
        %view_156 = cute.make_view(%iter_155) : !memref_rmem_f16_1
        %iter_157 = cute.get_iter(%view_156) : !memref_rmem_f16_1
        %iter_158 = cute.get_iter(%view_156) : !memref_rmem_f16_1
        %lay_159 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_160 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_161 = cute.make_layout() : !cute.layout<"1:0">
        %append_162 = cute.append_to_rank<2> (%lay_159, %lay_161) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_163 = cute.make_view(%iter_72, %append_162) : !memref_rmem_i8_
        %iter_164 = cute.get_iter(%view_163) : !memref_rmem_i8_
        %lay_165 = cute.get_layout(%view_163) : !memref_rmem_i8_
        %65 = cute.get_shape(%lay_165) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_166, %e1_167, %e2_168 = cute.get_leaves(%65) : !cute.shape<"(1,1,4)">
        %lay_169 = cute.get_layout(%view_163) : !memref_rmem_i8_
        %66 = cute.get_shape(%lay_169) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_170, %e1_171, %e2_172 = cute.get_leaves(%66) : !cute.shape<"(1,1,4)">
        %iter_173 = cute.get_iter(%view_163) : !memref_rmem_i8_
        %view_174 = cute.make_view(%iter_173) : !memref_rmem_i8_1
        %iter_175 = cute.get_iter(%view_174) : !memref_rmem_i8_1
        %iter_176 = cute.get_iter(%view_174) : !memref_rmem_i8_1
        %lay_177 = cute.get_layout(%view_136) : !memref_gmem_f16_4
        %67 = cute.get_shape(%lay_177) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_178, %e1_179, %e2_180, %e3_181 = cute.get_leaves(%67) : !cute.shape<"((8,1),(1,4))">
        %lay_182 = cute.get_layout(%view_156) : !memref_rmem_f16_1
        %68 = cute.get_shape(%lay_182) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%68) : !cute.shape<"((8,1),(1,4))">
        %lay_187 = cute.get_layout(%view_136) : !memref_gmem_f16_4
        %sz_188 = cute.size(%lay_187) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_189 = cute.get_leaves(%sz_188) : !cute.int_tuple<"4">
        %lay_190 = cute.get_layout(%view_156) : !memref_rmem_f16_1
        %sz_191 = cute.size(%lay_190) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_192 = cute.get_leaves(%sz_191) : !cute.int_tuple<"4">
        %lay_193 = cute.get_layout(%view_136) : !memref_gmem_f16_4
        %69 = cute.get_shape(%lay_193) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_194, %e1_195, %e2_196, %e3_197 = cute.get_leaves(%69) : !cute.shape<"((8,1),(1,4))">
        %iter_198 = cute.get_iter(%view_136) : !memref_gmem_f16_4
        %iter_199 = cute.get_iter(%view_156) : !memref_rmem_f16_1
        %lay_200 = cute.get_layout(%view_136) : !memref_gmem_f16_4
        %lay_201 = cute.get_layout(%view_156) : !memref_rmem_f16_1
        %70 = cute.static : !cute.layout<"1:0">
        %append_202 = cute.append_to_rank<2> (%lay_200, %70) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_203 = cute.append_to_rank<2> (%lay_201, %70) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_204 = cute.make_layout() : !cute_layout_dfed1f
        %lay_205 = cute.make_layout() : !cute_layout_bb9a85
        %iter_206 = cute.get_iter(%view_174) : !memref_rmem_i8_1
        %lay_207 = cute.get_layout(%view_174) : !memref_rmem_i8_1
        %append_208 = cute.append_to_rank<2> (%lay_207, %70) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_209 = cute.make_layout() : !cute_layout_973764
        %sz_210 = cute.size(%lay_204) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %71 = cute.get_scalars(%sz_210) : !cute.int_tuple<"4">
        %c0_i32_211 = arith.constant 0 : i32
        %c1_i32_212 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_211 to %71 step %c1_i32_212  : i32 {
          %coord_225 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %79 = cute.get_scalars(%coord_225) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_226 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_227 = cute.crd2idx(%coord_225, %lay_204) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_228 = cute.add_offset(%iter_198, %idx_227) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_229 = cute.make_view(%ptr_228, %lay_226) : !memref_gmem_f16_5
          %80 = cute.get_scalars(%coord_225) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_230 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_231 = cute.crd2idx(%coord_225, %lay_205) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_232 = cute.add_offset(%iter_199, %idx_231) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_233 = cute.make_view(%ptr_232, %lay_230) : !memref_rmem_f16_2
          %81 = cute.get_scalars(%coord_225) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_234 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_235 = cute.crd2idx(%coord_225, %lay_209) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_236 = cute.add_offset(%iter_206, %idx_235) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_237 = cute.make_view(%ptr_236, %lay_234) : !memref_rmem_i8_2
          %iter_238 = cute.get_iter(%view_229) : !memref_gmem_f16_5
          %iter_239 = cute.get_iter(%view_233) : !memref_rmem_f16_2
          %iter_240 = cute.get_iter(%view_237) : !memref_rmem_i8_2
          %82 = builtin.unrealized_conversion_cast %iter_240 : !cute.ptr<i8, rmem> to !llvm.ptr
          %83 = llvm.load %82 : !llvm.ptr -> i8
          %84 = llvm.mlir.constant(0 : i8) : i8
          %85 = llvm.icmp "ne" %83, %84 : i8
          scf.if %85 {
            %86 = builtin.unrealized_conversion_cast %iter_238 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %87 = builtin.unrealized_conversion_cast %iter_239 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %88 = llvm.load %86 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %88, %87 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_213 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %72 = cute.get_shape(%lay_213) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_214, %e1_215, %e2_216, %e3_217 = cute.get_leaves(%72) : !cute.shape<"((8,1),1,4)">
        %lay_218 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %73 = cute.memref.load_vec(%rmem_80) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_219 = cute.get_layout(%rmem_80) : !memref_rmem_f16_
        %74 = cute.get_shape(%lay_219) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_220, %e1_221, %e2_222, %e3_223 = cute.get_leaves(%74) : !cute.shape<"((8,1),1,4)">
        %75 = arith.extf %73 : vector<32xf16> to vector<32xf32>
        %76 = arith.mulf %75, %75 : vector<32xf32>
        %cst_224 = arith.constant 0.000000e+00 : f32
        %77 = vector.reduction <add>, %76, %cst_224 : vector<32xf32> into f32
        %78 = arith.addf %arg6, %77 : f32
        scf.yield %78 : f32
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
      %c2_i32_21 = arith.constant 2 : i32
      %c31_i32_22 = arith.constant 31 : i32
      %16 = nvvm.shfl.sync  bfly %c-1_i32_20, %15, %c2_i32_21, %c31_i32_22 : f32 -> f32
      %17 = arith.addf %15, %16 : f32
      %c-1_i32_23 = arith.constant -1 : i32
      %c1_i32_24 = arith.constant 1 : i32
      %c31_i32_25 = arith.constant 31 : i32
      %18 = nvvm.shfl.sync  bfly %c-1_i32_23, %17, %c1_i32_24, %c31_i32_25 : f32 -> f32
      %19 = arith.addf %17, %18 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_26 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_26) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_27 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_26) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_28 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple_29) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_30 = arith.constant 16 : i32
      %20 = arith.cmpi sge, %smem_size, %c16_i32_30 : i32
      %iter_31 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_31, %lay_26) : !memref_smem_f32_
      %iter_32 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_33 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_34 = arith.constant 0 : i32
      %21 = arith.cmpi eq, %7, %c0_i32_34 : i32
      %22 = scf.if %21 -> (!memref_smem_f32_) {
        %iter_50 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_51 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_51, %19) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_50 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_35 = cute.get_iter(%22) : !memref_smem_f32_
      %iter_36 = cute.get_iter(%22) : !memref_smem_f32_
      %iter_37 = cute.get_iter(%22) : !memref_smem_f32_
      nvvm.barrier
      %coord_38 = cute.make_coord() : () -> !cute.coord<"0">
      %23 = cute.memref.load(%22, %coord_38) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_39 = cute.make_coord() : () -> !cute.coord<"1">
      %24 = cute.memref.load(%22, %coord_39) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %25 = arith.addf %23, %24 : f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"2">
      %26 = cute.memref.load(%22, %coord_40) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %27 = arith.addf %25, %26 : f32
      %coord_41 = cute.make_coord() : () -> !cute.coord<"3">
      %28 = cute.memref.load(%22, %coord_41) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %29 = arith.addf %27, %28 : f32
      %cst_42 = arith.constant 5.000000e+03 : f32
      %30 = arith.divf %29, %cst_42 : f32
      %31 = arith.addf %30, %arg4 : f32
      %32 = math.rsqrt %31 : f32
      %cst_43 = arith.constant 0x7F800000 : f32
      %33 = arith.cmpf oeq, %29, %cst_43 : f32
      %34:2 = scf.if %33 -> (!memref_smem_f32_, f32) {
        %iter_50 = cute.get_iter(%22) : !memref_smem_f32_
        %cst_51 = arith.constant 0.000000e+00 : f32
        %c0_i32_52 = arith.constant 0 : i32
        %c2_i32_53 = arith.constant 2 : i32
        %c1_i32_54 = arith.constant 1 : i32
        %38 = scf.for %arg5 = %c0_i32_52 to %c2_i32_53 step %c1_i32_54 iter_args(%arg6 = %cst_51) -> (f32)  : i32 {
          %c4096_i32 = arith.constant 4096 : i32
          %85 = arith.muli %arg5, %c4096_i32 : i32
          %c8_i32_102 = arith.constant 8 : i32
          %86 = arith.muli %1, %c8_i32_102 : i32
          %87 = arith.addi %85, %86 : i32
          %coord_103 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %lay_104 = cute.get_layout(%arg0) : !memref_gmem_f16_
          %idx_105 = cute.crd2idx(%coord_103, %lay_104) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
          %iter_106 = cute.get_iter(%arg0) : !memref_gmem_f16_
          %ptr_107 = cute.add_offset(%iter_106, %idx_105) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_108 = cute.make_view(%ptr_107) : !memref_gmem_f16_2
          %iter_109 = cute.get_iter(%view_108) : !memref_gmem_f16_2
          %iter_110 = cute.get_iter(%view_108) : !memref_gmem_f16_2
          %coord_111 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
          %iter_112 = cute.get_iter(%view_108) : !memref_gmem_f16_2
          %88 = cute.get_scalars(%coord_111) <{only_dynamic}> : !cute.coord<"?">
          %c8_i32_113 = arith.constant 8 : i32
          %89 = arith.muli %88, %c8_i32_113 : i32
          %iv = cute.assume(%89) : (i32) -> !cute.i32<divby 8>
          %int_tuple_114 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
          %ptr_115 = cute.add_offset(%iter_112, %int_tuple_114) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_116 = cute.make_view(%ptr_115) : !memref_gmem_f16_3
          %iter_117 = cute.get_iter(%view_116) : !memref_gmem_f16_3
          %lay_118 = cute.get_layout(%view_116) : !memref_gmem_f16_3
          %sz_119 = cute.size(%lay_118) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
          %e0_120 = cute.get_leaves(%sz_119) : !cute.int_tuple<"4">
          %shape_121 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_122 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_122) : !memref_rmem_i8_
          %iter_123 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %iter_124 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %c0_i32_125 = arith.constant 0 : i32
          %90 = arith.addi %87, %c0_i32_125 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %91 = arith.cmpi slt, %90, %c5000_i32 : i32
          %92 = arith.extui %91 : i1 to i8
          %coord_126 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_126, %92) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
          %c1024_i32 = arith.constant 1024 : i32
          %93 = arith.addi %87, %c1024_i32 : i32
          %94 = arith.cmpi slt, %93, %c5000_i32 : i32
          %95 = arith.extui %94 : i1 to i8
          %coord_127 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_127, %95) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
          %c2048_i32 = arith.constant 2048 : i32
          %96 = arith.addi %87, %c2048_i32 : i32
          %97 = arith.cmpi slt, %96, %c5000_i32 : i32
          %98 = arith.extui %97 : i1 to i8
          %coord_128 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_128, %98) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
          %c3072_i32 = arith.constant 3072 : i32
          %99 = arith.addi %87, %c3072_i32 : i32
          %100 = arith.cmpi slt, %99, %c5000_i32 : i32
          %101 = arith.extui %100 : i1 to i8
          %coord_129 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_129, %101) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_130 = cute.get_layout(%view_116) : !memref_gmem_f16_3
          %lay_131 = cute.make_layout() : !cute_layout_a987c4
          %rmem_132 = cute.memref.alloca(%lay_131) : !memref_rmem_f16_
          %iter_133 = cute.get_iter(%rmem_132) : !memref_rmem_f16_
          %iter_134 = cute.get_iter(%rmem_132) : !memref_rmem_f16_
          %lay_135 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %lay_136 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %sz_137 = cute.size(%lay_136) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
          %e0_138 = cute.get_leaves(%sz_137) : !cute.int_tuple<"32">
          %lay_139 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %102 = cute.get_shape(%lay_139) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_140, %e1, %e2, %e3 = cute.get_leaves(%102) : !cute.shape<"((8,1),1,4)">
          %int_tuple_141 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %int_tuple_142 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
          %e0_143 = cute.get_leaves(%int_tuple_142) : !cute.int_tuple<"32">
          %cst_144 = arith.constant 0.000000e+00 : f16
          %103 = vector.splat %cst_144 : vector<32xf16>
          %lay_145 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %104 = cute.get_shape(%lay_145) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_146, %e1_147, %e2_148, %e3_149 = cute.get_leaves(%104) : !cute.shape<"((8,1),1,4)">
          %lay_150 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %lay_151 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %105 = cute.get_shape(%lay_151) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_152, %e1_153, %e2_154, %e3_155 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
          %int_tuple_156 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_157 = cute.size(%int_tuple_156) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_158 = cute.get_leaves(%sz_157) : !cute.int_tuple<"32">
          %int_tuple_159 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_160 = cute.size(%int_tuple_159) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_161 = cute.get_leaves(%sz_160) : !cute.int_tuple<"32">
          cute.memref.store_vec(%103, %rmem_132) : (vector<32xf16>, !memref_rmem_f16_) -> ()
          %lay_162 = cute.get_layout(%view_116) : !memref_gmem_f16_3
          %106 = cute.get_shape(%lay_162) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_163, %e1_164, %e2_165, %e3_166 = cute.get_leaves(%106) : !cute.shape<"((8,1),1,4)">
          %lay_167 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %107 = cute.get_shape(%lay_167) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_168, %e1_169, %e2_170, %e3_171 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
          %lay_172 = cute.get_layout(%view_116) : !memref_gmem_f16_3
          %shape_173 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_174 = cute.make_layout() : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_172, %lay_174) : !cute_layout_1f3dfd, !cute.layout<"1:0">
          %view_175 = cute.make_view(%iter_117, %append) : !memref_gmem_f16_3
          %iter_176 = cute.get_iter(%view_175) : !memref_gmem_f16_3
          %lay_177 = cute.get_layout(%view_175) : !memref_gmem_f16_3
          %108 = cute.get_shape(%lay_177) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_178, %e1_179, %e2_180, %e3_181 = cute.get_leaves(%108) : !cute.shape<"((8,1),1,4)">
          %lay_182 = cute.get_layout(%view_175) : !memref_gmem_f16_3
          %109 = cute.get_shape(%lay_182) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%109) : !cute.shape<"((8,1),1,4)">
          %iter_187 = cute.get_iter(%view_175) : !memref_gmem_f16_3
          %view_188 = cute.make_view(%iter_187) : !memref_gmem_f16_4
          %iter_189 = cute.get_iter(%view_188) : !memref_gmem_f16_4
          %iter_190 = cute.get_iter(%view_188) : !memref_gmem_f16_4
          %lay_191 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %shape_192 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_193 = cute.make_layout() : !cute.layout<"1:0">
          %append_194 = cute.append_to_rank<2> (%lay_191, %lay_193) : !cute_layout_a987c4, !cute.layout<"1:0">
          %view_195 = cute.make_view(%iter_134, %append_194) : !memref_rmem_f16_
          %iter_196 = cute.get_iter(%view_195) : !memref_rmem_f16_
          %lay_197 = cute.get_layout(%view_195) : !memref_rmem_f16_
          %110 = cute.get_shape(%lay_197) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%110) : !cute.shape<"((8,1),1,4)">
          %lay_202 = cute.get_layout(%view_195) : !memref_rmem_f16_
          %111 = cute.get_shape(%lay_202) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_203, %e1_204, %e2_205, %e3_206 = cute.get_leaves(%111) : !cute.shape<"((8,1),1,4)">
          %iter_207 = cute.get_iter(%view_195) : !memref_rmem_f16_
          %view_208 = cute.make_view(%iter_207) : !memref_rmem_f16_1
          %iter_209 = cute.get_iter(%view_208) : !memref_rmem_f16_1
          %iter_210 = cute.get_iter(%view_208) : !memref_rmem_f16_1
          %lay_211 = cute.get_layout(%rmem) : !memref_rmem_i8_
          %shape_212 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_213 = cute.make_layout() : !cute.layout<"1:0">
          %append_214 = cute.append_to_rank<2> (%lay_211, %lay_213) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_215 = cute.make_view(%iter_124, %append_214) : !memref_rmem_i8_
          %iter_216 = cute.get_iter(%view_215) : !memref_rmem_i8_
          %lay_217 = cute.get_layout(%view_215) : !memref_rmem_i8_
          %112 = cute.get_shape(%lay_217) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_218, %e1_219, %e2_220 = cute.get_leaves(%112) : !cute.shape<"(1,1,4)">
          %lay_221 = cute.get_layout(%view_215) : !memref_rmem_i8_
          %113 = cute.get_shape(%lay_221) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_222, %e1_223, %e2_224 = cute.get_leaves(%113) : !cute.shape<"(1,1,4)">
          %iter_225 = cute.get_iter(%view_215) : !memref_rmem_i8_
          %view_226 = cute.make_view(%iter_225) : !memref_rmem_i8_1
          %iter_227 = cute.get_iter(%view_226) : !memref_rmem_i8_1
          %iter_228 = cute.get_iter(%view_226) : !memref_rmem_i8_1
          %lay_229 = cute.get_layout(%view_188) : !memref_gmem_f16_4
          %114 = cute.get_shape(%lay_229) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
          %e0_230, %e1_231, %e2_232, %e3_233 = cute.get_leaves(%114) : !cute.shape<"((8,1),(1,4))">
          %lay_234 = cute.get_layout(%view_208) : !memref_rmem_f16_1
          %115 = cute.get_shape(%lay_234) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
          %e0_235, %e1_236, %e2_237, %e3_238 = cute.get_leaves(%115) : !cute.shape<"((8,1),(1,4))">
          %lay_239 = cute.get_layout(%view_188) : !memref_gmem_f16_4
          %sz_240 = cute.size(%lay_239) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
          %e0_241 = cute.get_leaves(%sz_240) : !cute.int_tuple<"4">
          %lay_242 = cute.get_layout(%view_208) : !memref_rmem_f16_1
          %sz_243 = cute.size(%lay_242) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
          %e0_244 = cute.get_leaves(%sz_243) : !cute.int_tuple<"4">
          %lay_245 = cute.get_layout(%view_188) : !memref_gmem_f16_4
          %116 = cute.get_shape(%lay_245) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
          %e0_246, %e1_247, %e2_248, %e3_249 = cute.get_leaves(%116) : !cute.shape<"((8,1),(1,4))">
          %iter_250 = cute.get_iter(%view_188) : !memref_gmem_f16_4
          %iter_251 = cute.get_iter(%view_208) : !memref_rmem_f16_1
          %lay_252 = cute.get_layout(%view_188) : !memref_gmem_f16_4
          %lay_253 = cute.get_layout(%view_208) : !memref_rmem_f16_1
          %117 = cute.static : !cute.layout<"1:0">
          %append_254 = cute.append_to_rank<2> (%lay_252, %117) : !cute_layout_af6408, !cute.layout<"1:0">
          %append_255 = cute.append_to_rank<2> (%lay_253, %117) : !cute_layout_3eb484, !cute.layout<"1:0">
          %lay_256 = cute.make_layout() : !cute_layout_dfed1f
          %lay_257 = cute.make_layout() : !cute_layout_bb9a85
          %iter_258 = cute.get_iter(%view_226) : !memref_rmem_i8_1
          %lay_259 = cute.get_layout(%view_226) : !memref_rmem_i8_1
          %append_260 = cute.append_to_rank<2> (%lay_259, %117) : !cute_layout_28acc4, !cute.layout<"1:0">
          %lay_261 = cute.make_layout() : !cute_layout_973764
          %sz_262 = cute.size(%lay_256) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
          %118 = cute.get_scalars(%sz_262) : !cute.int_tuple<"4">
          %c0_i32_263 = arith.constant 0 : i32
          %c1_i32_264 = arith.constant 1 : i32
          scf.for %arg7 = %c0_i32_263 to %118 step %c1_i32_264  : i32 {
            %coord_279 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
            %130 = cute.get_scalars(%coord_279) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_280 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
            %idx_281 = cute.crd2idx(%coord_279, %lay_256) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
            %ptr_282 = cute.add_offset(%iter_250, %idx_281) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
            %view_283 = cute.make_view(%ptr_282, %lay_280) : !memref_gmem_f16_5
            %131 = cute.get_scalars(%coord_279) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_284 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
            %idx_285 = cute.crd2idx(%coord_279, %lay_257) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
            %ptr_286 = cute.add_offset(%iter_251, %idx_285) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
            %view_287 = cute.make_view(%ptr_286, %lay_284) : !memref_rmem_f16_2
            %132 = cute.get_scalars(%coord_279) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_288 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_289 = cute.crd2idx(%coord_279, %lay_261) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
            %ptr_290 = cute.add_offset(%iter_258, %idx_289) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %view_291 = cute.make_view(%ptr_290, %lay_288) : !memref_rmem_i8_2
            %iter_292 = cute.get_iter(%view_283) : !memref_gmem_f16_5
            %iter_293 = cute.get_iter(%view_287) : !memref_rmem_f16_2
            %iter_294 = cute.get_iter(%view_291) : !memref_rmem_i8_2
            %133 = builtin.unrealized_conversion_cast %iter_294 : !cute.ptr<i8, rmem> to !llvm.ptr
            %134 = llvm.load %133 : !llvm.ptr -> i8
            %135 = llvm.mlir.constant(0 : i8) : i8
            %136 = llvm.icmp "ne" %134, %135 : i8
            scf.if %136 {
              %137 = builtin.unrealized_conversion_cast %iter_292 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
              %138 = builtin.unrealized_conversion_cast %iter_293 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
              %139 = llvm.load %137 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
              llvm.store %139, %138 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
            }
          } {llvm.loop_annotation = #loop_annotation}
          %lay_265 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %119 = cute.get_shape(%lay_265) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_266, %e1_267, %e2_268, %e3_269 = cute.get_leaves(%119) : !cute.shape<"((8,1),1,4)">
          %lay_270 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %120 = cute.memref.load_vec(%rmem_132) : (!memref_rmem_f16_) -> vector<32xf16>
          %lay_271 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %121 = cute.get_shape(%lay_271) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_272, %e1_273, %e2_274, %e3_275 = cute.get_leaves(%121) : !cute.shape<"((8,1),1,4)">
          %122 = arith.extf %120 : vector<32xf16> to vector<32xf32>
          %cst_276 = arith.constant 0.000000e+00 : f32
          %123 = vector.broadcast %cst_276 : f32 to vector<32xf32>
          %124 = arith.cmpf olt, %122, %123 : vector<32xf32>
          %cst_277 = arith.constant 0.000000e+00 : f32
          %125 = vector.broadcast %cst_277 : f32 to vector<32xf32>
          %126 = arith.subf %125, %122 : vector<32xf32>
          %127 = arith.select %124, %126, %122 : vector<32xi1>, vector<32xf32>
          %cst_278 = arith.constant 0.000000e+00 : f32
          %128 = vector.reduction <maximumf>, %127, %cst_278 : vector<32xf32> into f32
          %129 = arith.maximumf %arg6, %128 : f32
          scf.yield %129 : f32
        }
        %c-1_i32_55 = arith.constant -1 : i32
        %c16_i32_56 = arith.constant 16 : i32
        %c31_i32_57 = arith.constant 31 : i32
        %39 = nvvm.shfl.sync  bfly %c-1_i32_55, %38, %c16_i32_56, %c31_i32_57 : f32 -> f32
        %40 = arith.maximumf %38, %39 : f32
        %c-1_i32_58 = arith.constant -1 : i32
        %c8_i32_59 = arith.constant 8 : i32
        %c31_i32_60 = arith.constant 31 : i32
        %41 = nvvm.shfl.sync  bfly %c-1_i32_58, %40, %c8_i32_59, %c31_i32_60 : f32 -> f32
        %42 = arith.maximumf %40, %41 : f32
        %c-1_i32_61 = arith.constant -1 : i32
        %c4_i32_62 = arith.constant 4 : i32
        %c31_i32_63 = arith.constant 31 : i32
        %43 = nvvm.shfl.sync  bfly %c-1_i32_61, %42, %c4_i32_62, %c31_i32_63 : f32 -> f32
        %44 = arith.maximumf %42, %43 : f32
        %c-1_i32_64 = arith.constant -1 : i32
        %c2_i32_65 = arith.constant 2 : i32
        %c31_i32_66 = arith.constant 31 : i32
        %45 = nvvm.shfl.sync  bfly %c-1_i32_64, %44, %c2_i32_65, %c31_i32_66 : f32 -> f32
        %46 = arith.maximumf %44, %45 : f32
        %c-1_i32_67 = arith.constant -1 : i32
        %c1_i32_68 = arith.constant 1 : i32
        %c31_i32_69 = arith.constant 31 : i32
        %47 = nvvm.shfl.sync  bfly %c-1_i32_67, %46, %c1_i32_68, %c31_i32_69 : f32 -> f32
        %48 = arith.maximumf %46, %47 : f32
        nvvm.barrier
        %c0_i32_70 = arith.constant 0 : i32
        %49 = arith.cmpi eq, %7, %c0_i32_70 : i32
        %50 = scf.if %49 -> (!memref_smem_f32_) {
          %iter_102 = cute.get_iter(%22) : !memref_smem_f32_
          %coord_103 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
          cute.memref.store(%22, %coord_103, %48) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
          scf.yield %22 : !memref_smem_f32_
        } else {
          %iter_102 = cute.get_iter(%22) : !memref_smem_f32_
          scf.yield %22 : !memref_smem_f32_
        }
        %iter_71 = cute.get_iter(%50) : !memref_smem_f32_
        %iter_72 = cute.get_iter(%50) : !memref_smem_f32_
        %iter_73 = cute.get_iter(%50) : !memref_smem_f32_
        nvvm.barrier
        %coord_74 = cute.make_coord() : () -> !cute.coord<"0">
        %51 = cute.memref.load(%50, %coord_74) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
        %coord_75 = cute.make_coord() : () -> !cute.coord<"1">
        %52 = cute.memref.load(%50, %coord_75) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
        %53 = arith.maximumf %51, %52 : f32
        %coord_76 = cute.make_coord() : () -> !cute.coord<"2">
        %54 = cute.memref.load(%50, %coord_76) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
        %55 = arith.maximumf %53, %54 : f32
        %coord_77 = cute.make_coord() : () -> !cute.coord<"3">
        %56 = cute.memref.load(%50, %coord_77) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
        %57 = arith.maximumf %55, %56 : f32
        %cst_78 = arith.constant 1.000000e+00 : f32
        %58 = arith.divf %cst_78, %57 : f32
        %59 = scf.for %arg5 = %c0_i32_52 to %c2_i32_53 step %c1_i32_54 iter_args(%arg6 = %cst_51) -> (f32)  : i32 {
          %c4096_i32 = arith.constant 4096 : i32
          %85 = arith.muli %arg5, %c4096_i32 : i32
          %c8_i32_102 = arith.constant 8 : i32
          %86 = arith.muli %1, %c8_i32_102 : i32
          %87 = arith.addi %85, %86 : i32
          %coord_103 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %lay_104 = cute.get_layout(%arg0) : !memref_gmem_f16_
          %idx_105 = cute.crd2idx(%coord_103, %lay_104) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
          %iter_106 = cute.get_iter(%arg0) : !memref_gmem_f16_
          %ptr_107 = cute.add_offset(%iter_106, %idx_105) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_108 = cute.make_view(%ptr_107) : !memref_gmem_f16_2
          %iter_109 = cute.get_iter(%view_108) : !memref_gmem_f16_2
          %iter_110 = cute.get_iter(%view_108) : !memref_gmem_f16_2
          %coord_111 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
          %iter_112 = cute.get_iter(%view_108) : !memref_gmem_f16_2
          %88 = cute.get_scalars(%coord_111) <{only_dynamic}> : !cute.coord<"?">
          %c8_i32_113 = arith.constant 8 : i32
          %89 = arith.muli %88, %c8_i32_113 : i32
          %iv = cute.assume(%89) : (i32) -> !cute.i32<divby 8>
          %int_tuple_114 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
          %ptr_115 = cute.add_offset(%iter_112, %int_tuple_114) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_116 = cute.make_view(%ptr_115) : !memref_gmem_f16_3
          %iter_117 = cute.get_iter(%view_116) : !memref_gmem_f16_3
          %lay_118 = cute.get_layout(%view_116) : !memref_gmem_f16_3
          %sz_119 = cute.size(%lay_118) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
          %e0_120 = cute.get_leaves(%sz_119) : !cute.int_tuple<"4">
          %shape_121 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_122 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_122) : !memref_rmem_i8_
          %iter_123 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %iter_124 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %c0_i32_125 = arith.constant 0 : i32
          %90 = arith.addi %87, %c0_i32_125 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %91 = arith.cmpi slt, %90, %c5000_i32 : i32
          %92 = arith.extui %91 : i1 to i8
          %coord_126 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_126, %92) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
          %c1024_i32 = arith.constant 1024 : i32
          %93 = arith.addi %87, %c1024_i32 : i32
          %94 = arith.cmpi slt, %93, %c5000_i32 : i32
          %95 = arith.extui %94 : i1 to i8
          %coord_127 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_127, %95) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
          %c2048_i32 = arith.constant 2048 : i32
          %96 = arith.addi %87, %c2048_i32 : i32
          %97 = arith.cmpi slt, %96, %c5000_i32 : i32
          %98 = arith.extui %97 : i1 to i8
          %coord_128 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_128, %98) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
          %c3072_i32 = arith.constant 3072 : i32
          %99 = arith.addi %87, %c3072_i32 : i32
          %100 = arith.cmpi slt, %99, %c5000_i32 : i32
          %101 = arith.extui %100 : i1 to i8
          %coord_129 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_129, %101) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_130 = cute.get_layout(%view_116) : !memref_gmem_f16_3
          %lay_131 = cute.make_layout() : !cute_layout_a987c4
          %rmem_132 = cute.memref.alloca(%lay_131) : !memref_rmem_f16_
          %iter_133 = cute.get_iter(%rmem_132) : !memref_rmem_f16_
          %iter_134 = cute.get_iter(%rmem_132) : !memref_rmem_f16_
          %lay_135 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %lay_136 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %sz_137 = cute.size(%lay_136) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
          %e0_138 = cute.get_leaves(%sz_137) : !cute.int_tuple<"32">
          %lay_139 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %102 = cute.get_shape(%lay_139) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_140, %e1, %e2, %e3 = cute.get_leaves(%102) : !cute.shape<"((8,1),1,4)">
          %int_tuple_141 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %int_tuple_142 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
          %e0_143 = cute.get_leaves(%int_tuple_142) : !cute.int_tuple<"32">
          %cst_144 = arith.constant 0.000000e+00 : f16
          %103 = vector.splat %cst_144 : vector<32xf16>
          %lay_145 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %104 = cute.get_shape(%lay_145) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_146, %e1_147, %e2_148, %e3_149 = cute.get_leaves(%104) : !cute.shape<"((8,1),1,4)">
          %lay_150 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %lay_151 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %105 = cute.get_shape(%lay_151) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_152, %e1_153, %e2_154, %e3_155 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
          %int_tuple_156 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_157 = cute.size(%int_tuple_156) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_158 = cute.get_leaves(%sz_157) : !cute.int_tuple<"32">
          %int_tuple_159 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_160 = cute.size(%int_tuple_159) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_161 = cute.get_leaves(%sz_160) : !cute.int_tuple<"32">
          cute.memref.store_vec(%103, %rmem_132) : (vector<32xf16>, !memref_rmem_f16_) -> ()
          %lay_162 = cute.get_layout(%view_116) : !memref_gmem_f16_3
          %106 = cute.get_shape(%lay_162) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_163, %e1_164, %e2_165, %e3_166 = cute.get_leaves(%106) : !cute.shape<"((8,1),1,4)">
          %lay_167 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %107 = cute.get_shape(%lay_167) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_168, %e1_169, %e2_170, %e3_171 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
          %lay_172 = cute.get_layout(%view_116) : !memref_gmem_f16_3
          %shape_173 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_174 = cute.make_layout() : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_172, %lay_174) : !cute_layout_1f3dfd, !cute.layout<"1:0">
          %view_175 = cute.make_view(%iter_117, %append) : !memref_gmem_f16_3
          %iter_176 = cute.get_iter(%view_175) : !memref_gmem_f16_3
          %lay_177 = cute.get_layout(%view_175) : !memref_gmem_f16_3
          %108 = cute.get_shape(%lay_177) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_178, %e1_179, %e2_180, %e3_181 = cute.get_leaves(%108) : !cute.shape<"((8,1),1,4)">
          %lay_182 = cute.get_layout(%view_175) : !memref_gmem_f16_3
          %109 = cute.get_shape(%lay_182) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%109) : !cute.shape<"((8,1),1,4)">
          %iter_187 = cute.get_iter(%view_175) : !memref_gmem_f16_3
          %view_188 = cute.make_view(%iter_187) : !memref_gmem_f16_4
          %iter_189 = cute.get_iter(%view_188) : !memref_gmem_f16_4
          %iter_190 = cute.get_iter(%view_188) : !memref_gmem_f16_4
          %lay_191 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %shape_192 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_193 = cute.make_layout() : !cute.layout<"1:0">
          %append_194 = cute.append_to_rank<2> (%lay_191, %lay_193) : !cute_layout_a987c4, !cute.layout<"1:0">
          %view_195 = cute.make_view(%iter_134, %append_194) : !memref_rmem_f16_
          %iter_196 = cute.get_iter(%view_195) : !memref_rmem_f16_
          %lay_197 = cute.get_layout(%view_195) : !memref_rmem_f16_
          %110 = cute.get_shape(%lay_197) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%110) : !cute.shape<"((8,1),1,4)">
          %lay_202 = cute.get_layout(%view_195) : !memref_rmem_f16_
          %111 = cute.get_shape(%lay_202) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_203, %e1_204, %e2_205, %e3_206 = cute.get_leaves(%111) : !cute.shape<"((8,1),1,4)">
          %iter_207 = cute.get_iter(%view_195) : !memref_rmem_f16_
          %view_208 = cute.make_view(%iter_207) : !memref_rmem_f16_1
          %iter_209 = cute.get_iter(%view_208) : !memref_rmem_f16_1
          %iter_210 = cute.get_iter(%view_208) : !memref_rmem_f16_1
          %lay_211 = cute.get_layout(%rmem) : !memref_rmem_i8_
          %shape_212 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_213 = cute.make_layout() : !cute.layout<"1:0">
          %append_214 = cute.append_to_rank<2> (%lay_211, %lay_213) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_215 = cute.make_view(%iter_124, %append_214) : !memref_rmem_i8_
          %iter_216 = cute.get_iter(%view_215) : !memref_rmem_i8_
          %lay_217 = cute.get_layout(%view_215) : !memref_rmem_i8_
          %112 = cute.get_shape(%lay_217) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_218, %e1_219, %e2_220 = cute.get_leaves(%112) : !cute.shape<"(1,1,4)">
          %lay_221 = cute.get_layout(%view_215) : !memref_rmem_i8_
          %113 = cute.get_shape(%lay_221) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_222, %e1_223, %e2_224 = cute.get_leaves(%113) : !cute.shape<"(1,1,4)">
          %iter_225 = cute.get_iter(%view_215) : !memref_rmem_i8_
          %view_226 = cute.make_view(%iter_225) : !memref_rmem_i8_1
          %iter_227 = cute.get_iter(%view_226) : !memref_rmem_i8_1
          %iter_228 = cute.get_iter(%view_226) : !memref_rmem_i8_1
          %lay_229 = cute.get_layout(%view_188) : !memref_gmem_f16_4
          %114 = cute.get_shape(%lay_229) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
          %e0_230, %e1_231, %e2_232, %e3_233 = cute.get_leaves(%114) : !cute.shape<"((8,1),(1,4))">
          %lay_234 = cute.get_layout(%view_208) : !memref_rmem_f16_1
          %115 = cute.get_shape(%lay_234) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
          %e0_235, %e1_236, %e2_237, %e3_238 = cute.get_leaves(%115) : !cute.shape<"((8,1),(1,4))">
          %lay_239 = cute.get_layout(%view_188) : !memref_gmem_f16_4
          %sz_240 = cute.size(%lay_239) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
          %e0_241 = cute.get_leaves(%sz_240) : !cute.int_tuple<"4">
          %lay_242 = cute.get_layout(%view_208) : !memref_rmem_f16_1
          %sz_243 = cute.size(%lay_242) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
          %e0_244 = cute.get_leaves(%sz_243) : !cute.int_tuple<"4">
          %lay_245 = cute.get_layout(%view_188) : !memref_gmem_f16_4
          %116 = cute.get_shape(%lay_245) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
          %e0_246, %e1_247, %e2_248, %e3_249 = cute.get_leaves(%116) : !cute.shape<"((8,1),(1,4))">
          %iter_250 = cute.get_iter(%view_188) : !memref_gmem_f16_4
          %iter_251 = cute.get_iter(%view_208) : !memref_rmem_f16_1
          %lay_252 = cute.get_layout(%view_188) : !memref_gmem_f16_4
          %lay_253 = cute.get_layout(%view_208) : !memref_rmem_f16_1
          %117 = cute.static : !cute.layout<"1:0">
          %append_254 = cute.append_to_rank<2> (%lay_252, %117) : !cute_layout_af6408, !cute.layout<"1:0">
          %append_255 = cute.append_to_rank<2> (%lay_253, %117) : !cute_layout_3eb484, !cute.layout<"1:0">
          %lay_256 = cute.make_layout() : !cute_layout_dfed1f
          %lay_257 = cute.make_layout() : !cute_layout_bb9a85
          %iter_258 = cute.get_iter(%view_226) : !memref_rmem_i8_1
          %lay_259 = cute.get_layout(%view_226) : !memref_rmem_i8_1
          %append_260 = cute.append_to_rank<2> (%lay_259, %117) : !cute_layout_28acc4, !cute.layout<"1:0">
          %lay_261 = cute.make_layout() : !cute_layout_973764
          %sz_262 = cute.size(%lay_256) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
          %118 = cute.get_scalars(%sz_262) : !cute.int_tuple<"4">
          %c0_i32_263 = arith.constant 0 : i32
          %c1_i32_264 = arith.constant 1 : i32
          scf.for %arg7 = %c0_i32_263 to %118 step %c1_i32_264  : i32 {
            %coord_277 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
            %128 = cute.get_scalars(%coord_277) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_278 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
            %idx_279 = cute.crd2idx(%coord_277, %lay_256) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
            %ptr_280 = cute.add_offset(%iter_250, %idx_279) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
            %view_281 = cute.make_view(%ptr_280, %lay_278) : !memref_gmem_f16_5
            %129 = cute.get_scalars(%coord_277) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_282 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
            %idx_283 = cute.crd2idx(%coord_277, %lay_257) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
            %ptr_284 = cute.add_offset(%iter_251, %idx_283) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
            %view_285 = cute.make_view(%ptr_284, %lay_282) : !memref_rmem_f16_2
            %130 = cute.get_scalars(%coord_277) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_286 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_287 = cute.crd2idx(%coord_277, %lay_261) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
            %ptr_288 = cute.add_offset(%iter_258, %idx_287) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %view_289 = cute.make_view(%ptr_288, %lay_286) : !memref_rmem_i8_2
            %iter_290 = cute.get_iter(%view_281) : !memref_gmem_f16_5
            %iter_291 = cute.get_iter(%view_285) : !memref_rmem_f16_2
            %iter_292 = cute.get_iter(%view_289) : !memref_rmem_i8_2
            %131 = builtin.unrealized_conversion_cast %iter_292 : !cute.ptr<i8, rmem> to !llvm.ptr
            %132 = llvm.load %131 : !llvm.ptr -> i8
            %133 = llvm.mlir.constant(0 : i8) : i8
            %134 = llvm.icmp "ne" %132, %133 : i8
            scf.if %134 {
              %135 = builtin.unrealized_conversion_cast %iter_290 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
              %136 = builtin.unrealized_conversion_cast %iter_291 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
              %137 = llvm.load %135 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
              llvm.store %137, %136 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
            }
          } {llvm.loop_annotation = #loop_annotation}
          %lay_265 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %119 = cute.get_shape(%lay_265) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_266, %e1_267, %e2_268, %e3_269 = cute.get_leaves(%119) : !cute.shape<"((8,1),1,4)">
          %lay_270 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %120 = cute.memref.load_vec(%rmem_132) : (!memref_rmem_f16_) -> vector<32xf16>
          %lay_271 = cute.get_layout(%rmem_132) : !memref_rmem_f16_
          %121 = cute.get_shape(%lay_271) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_272, %e1_273, %e2_274, %e3_275 = cute.get_leaves(%121) : !cute.shape<"((8,1),1,4)">
          %122 = arith.extf %120 : vector<32xf16> to vector<32xf32>
          %123 = vector.broadcast %58 : f32 to vector<32xf32>
          %124 = arith.mulf %122, %123 : vector<32xf32>
          %125 = arith.mulf %124, %124 : vector<32xf32>
          %cst_276 = arith.constant 0.000000e+00 : f32
          %126 = vector.reduction <add>, %125, %cst_276 : vector<32xf32> into f32
          %127 = arith.addf %arg6, %126 : f32
          scf.yield %127 : f32
        }
        %c-1_i32_79 = arith.constant -1 : i32
        %c16_i32_80 = arith.constant 16 : i32
        %c31_i32_81 = arith.constant 31 : i32
        %60 = nvvm.shfl.sync  bfly %c-1_i32_79, %59, %c16_i32_80, %c31_i32_81 : f32 -> f32
        %61 = arith.addf %59, %60 : f32
        %c-1_i32_82 = arith.constant -1 : i32
        %c8_i32_83 = arith.constant 8 : i32
        %c31_i32_84 = arith.constant 31 : i32
        %62 = nvvm.shfl.sync  bfly %c-1_i32_82, %61, %c8_i32_83, %c31_i32_84 : f32 -> f32
        %63 = arith.addf %61, %62 : f32
        %c-1_i32_85 = arith.constant -1 : i32
        %c4_i32_86 = arith.constant 4 : i32
        %c31_i32_87 = arith.constant 31 : i32
        %64 = nvvm.shfl.sync  bfly %c-1_i32_85, %63, %c4_i32_86, %c31_i32_87 : f32 -> f32
        %65 = arith.addf %63, %64 : f32
        %c-1_i32_88 = arith.constant -1 : i32
        %c2_i32_89 = arith.constant 2 : i32
        %c31_i32_90 = arith.constant 31 : i32
        %66 = nvvm.shfl.sync  bfly %c-1_i32_88, %65, %c2_i32_89, %c31_i32_90 : f32 -> f32
        %67 = arith.addf %65, %66 : f32
        %c-1_i32_91 = arith.constant -1 : i32
        %c1_i32_92 = arith.constant 1 : i32
        %c31_i32_93 = arith.constant 31 : i32
        %68 = nvvm.shfl.sync  bfly %c-1_i32_91, %67, %c1_i32_92, %c31_i32_93 : f32 -> f32
        %69 = arith.addf %67, %68 : f32
        nvvm.barrier
        %70 = arith.cmpi eq, %7, %c0_i32_70 : i32
        %71 = scf.if %70 -> (!memref_smem_f32_) {
          %iter_102 = cute.get_iter(%50) : !memref_smem_f32_
          %coord_103 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
          cute.memref.store(%50, %coord_103, %69) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
          scf.yield %50 : !memref_smem_f32_
        } else {
          %iter_102 = cute.get_iter(%50) : !memref_smem_f32_
          scf.yield %50 : !memref_smem_f32_
        }
        %iter_94 = cute.get_iter(%71) : !memref_smem_f32_
        %iter_95 = cute.get_iter(%71) : !memref_smem_f32_
        %iter_96 = cute.get_iter(%71) : !memref_smem_f32_
        nvvm.barrier
        %coord_97 = cute.make_coord() : () -> !cute.coord<"0">
        %72 = cute.memref.load(%71, %coord_97) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
        %coord_98 = cute.make_coord() : () -> !cute.coord<"1">
        %73 = cute.memref.load(%71, %coord_98) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
        %74 = arith.addf %72, %73 : f32
        %coord_99 = cute.make_coord() : () -> !cute.coord<"2">
        %75 = cute.memref.load(%71, %coord_99) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
        %76 = arith.addf %74, %75 : f32
        %coord_100 = cute.make_coord() : () -> !cute.coord<"3">
        %77 = cute.memref.load(%71, %coord_100) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
        %78 = arith.addf %76, %77 : f32
        %cst_101 = arith.constant 5.000000e+03 : f32
        %79 = arith.divf %78, %cst_101 : f32
        %80 = arith.mulf %arg4, %58 : f32
        %81 = arith.mulf %80, %58 : f32
        %82 = arith.addf %79, %81 : f32
        %83 = math.rsqrt %82 : f32
        %84 = arith.mulf %58, %83 : f32
        scf.yield %71, %84 : !memref_smem_f32_, f32
      } else {
        %iter_50 = cute.get_iter(%22) : !memref_smem_f32_
        scf.yield %22, %32 : !memref_smem_f32_, f32
      }
      %iter_44 = cute.get_iter(%34#0) : !memref_smem_f32_
      %iter_45 = cute.get_iter(%34#0) : !memref_smem_f32_
      %iter_46 = cute.get_iter(%34#0) : !memref_smem_f32_
      %35 = arith.cmpi eq, %1, %c0_i32_34 : i32
      %36 = scf.if %35 -> (!memref_gmem_f32_) {
        %iter_50 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_51 = cute.make_coord(%4) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_51, %34#1) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_50 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_47 = cute.get_iter(%36) : !memref_gmem_f32_
      %iter_48 = cute.get_iter(%36) : !memref_gmem_f32_
      %iter_49 = cute.get_iter(%36) : !memref_gmem_f32_
      %37 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %0) -> (!copy_simt)  : i32 {
        %coord_50 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_51 = cute.get_layout(%arg0) : !memref_gmem_f16_
        %idx_52 = cute.crd2idx(%coord_50, %lay_51) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_53 = cute.get_iter(%arg0) : !memref_gmem_f16_
        %ptr_54 = cute.add_offset(%iter_53, %idx_52) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_55 = cute.make_view(%ptr_54) : !memref_gmem_f16_2
        %iter_56 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %iter_57 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %coord_58 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_59 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %38 = cute.get_scalars(%coord_58) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_60 = arith.constant 8 : i32
        %39 = arith.muli %38, %c8_i32_60 : i32
        %iv = cute.assume(%39) : (i32) -> !cute.i32<divby 8>
        %int_tuple_61 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_62 = cute.add_offset(%iter_59, %int_tuple_61) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_63 = cute.make_view(%ptr_62) : !memref_gmem_f16_3
        %iter_64 = cute.get_iter(%view_63) : !memref_gmem_f16_3
        %coord_65 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_66 = cute.get_layout(%arg1) : !memref_gmem_f16_1
        %idx_67 = cute.crd2idx(%coord_65, %lay_66) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,4096),(96,2)):((0,1),(0,4096))">) -> !cute.int_tuple<"?{div=4096}">
        %iter_68 = cute.get_iter(%arg1) : !memref_gmem_f16_1
        %ptr_69 = cute.add_offset(%iter_68, %idx_67) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_70 = cute.make_view(%ptr_69) : !memref_gmem_f16_2
        %iter_71 = cute.get_iter(%view_70) : !memref_gmem_f16_2
        %iter_72 = cute.get_iter(%view_70) : !memref_gmem_f16_2
        %coord_73 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_74 = cute.get_iter(%view_70) : !memref_gmem_f16_2
        %40 = cute.get_scalars(%coord_73) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_75 = arith.constant 8 : i32
        %41 = arith.muli %40, %c8_i32_75 : i32
        %iv_76 = cute.assume(%41) : (i32) -> !cute.i32<divby 8>
        %int_tuple_77 = cute.make_int_tuple(%iv_76) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_78 = cute.add_offset(%iter_74, %int_tuple_77) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_79 = cute.make_view(%ptr_78) : !memref_gmem_f16_3
        %iter_80 = cute.get_iter(%view_79) : !memref_gmem_f16_3
        %coord_81 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_82 = cute.get_layout(%arg2) : !memref_gmem_f16_
        %idx_83 = cute.crd2idx(%coord_81, %lay_82) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_84 = cute.get_iter(%arg2) : !memref_gmem_f16_
        %ptr_85 = cute.add_offset(%iter_84, %idx_83) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_86 = cute.make_view(%ptr_85) : !memref_gmem_f16_2
        %iter_87 = cute.get_iter(%view_86) : !memref_gmem_f16_2
        %iter_88 = cute.get_iter(%view_86) : !memref_gmem_f16_2
        %coord_89 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_90 = cute.get_iter(%view_86) : !memref_gmem_f16_2
        %42 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_91 = arith.constant 8 : i32
        %43 = arith.muli %42, %c8_i32_91 : i32
        %iv_92 = cute.assume(%43) : (i32) -> !cute.i32<divby 8>
        %int_tuple_93 = cute.make_int_tuple(%iv_92) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_94 = cute.add_offset(%iter_90, %int_tuple_93) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_95 = cute.make_view(%ptr_94) : !memref_gmem_f16_3
        %iter_96 = cute.get_iter(%view_95) : !memref_gmem_f16_3
        %c4096_i32 = arith.constant 4096 : i32
        %44 = arith.muli %arg5, %c4096_i32 : i32
        %c8_i32_97 = arith.constant 8 : i32
        %45 = arith.muli %1, %c8_i32_97 : i32
        %46 = arith.addi %44, %45 : i32
        %lay_98 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %sz_99 = cute.size(%lay_98) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
        %e0_100 = cute.get_leaves(%sz_99) : !cute.int_tuple<"4">
        %shape_101 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_102 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_102) : !memref_rmem_i8_
        %iter_103 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_104 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %c0_i32_105 = arith.constant 0 : i32
        %47 = arith.addi %46, %c0_i32_105 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %48 = arith.cmpi slt, %47, %c5000_i32 : i32
        %49 = arith.extui %48 : i1 to i8
        %coord_106 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_106, %49) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %c1024_i32 = arith.constant 1024 : i32
        %50 = arith.addi %46, %c1024_i32 : i32
        %51 = arith.cmpi slt, %50, %c5000_i32 : i32
        %52 = arith.extui %51 : i1 to i8
        %coord_107 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_107, %52) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %c2048_i32 = arith.constant 2048 : i32
        %53 = arith.addi %46, %c2048_i32 : i32
        %54 = arith.cmpi slt, %53, %c5000_i32 : i32
        %55 = arith.extui %54 : i1 to i8
        %coord_108 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_108, %55) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %c3072_i32 = arith.constant 3072 : i32
        %56 = arith.addi %46, %c3072_i32 : i32
        %57 = arith.cmpi slt, %56, %c5000_i32 : i32
        %58 = arith.extui %57 : i1 to i8
        %coord_109 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_109, %58) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_110 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %lay_111 = cute.make_layout() : !cute_layout_a987c4
        %rmem_112 = cute.memref.alloca(%lay_111) : !memref_rmem_f16_
        %iter_113 = cute.get_iter(%rmem_112) : !memref_rmem_f16_
        %iter_114 = cute.get_iter(%rmem_112) : !memref_rmem_f16_
        %lay_115 = cute.get_layout(%view_79) : !memref_gmem_f16_3
        %lay_116 = cute.make_layout() : !cute_layout_a987c4
        %rmem_117 = cute.memref.alloca(%lay_116) : !memref_rmem_f16_
        %iter_118 = cute.get_iter(%rmem_117) : !memref_rmem_f16_
        %iter_119 = cute.get_iter(%rmem_117) : !memref_rmem_f16_
        %lay_120 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %lay_121 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %sz_122 = cute.size(%lay_121) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_123 = cute.get_leaves(%sz_122) : !cute.int_tuple<"32">
        %lay_124 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %59 = cute.get_shape(%lay_124) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_125, %e1, %e2, %e3 = cute.get_leaves(%59) : !cute.shape<"((8,1),1,4)">
        %int_tuple_126 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_127 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_128 = cute.get_leaves(%int_tuple_127) : !cute.int_tuple<"32">
        %cst_129 = arith.constant 0.000000e+00 : f16
        %60 = vector.splat %cst_129 : vector<32xf16>
        %lay_130 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %61 = cute.get_shape(%lay_130) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_131, %e1_132, %e2_133, %e3_134 = cute.get_leaves(%61) : !cute.shape<"((8,1),1,4)">
        %lay_135 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %lay_136 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %62 = cute.get_shape(%lay_136) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_137, %e1_138, %e2_139, %e3_140 = cute.get_leaves(%62) : !cute.shape<"((8,1),1,4)">
        %int_tuple_141 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_142 = cute.size(%int_tuple_141) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_143 = cute.get_leaves(%sz_142) : !cute.int_tuple<"32">
        %int_tuple_144 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_145 = cute.size(%int_tuple_144) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_146 = cute.get_leaves(%sz_145) : !cute.int_tuple<"32">
        cute.memref.store_vec(%60, %rmem_112) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_147 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %lay_148 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %sz_149 = cute.size(%lay_148) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_150 = cute.get_leaves(%sz_149) : !cute.int_tuple<"32">
        %lay_151 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %63 = cute.get_shape(%lay_151) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_152, %e1_153, %e2_154, %e3_155 = cute.get_leaves(%63) : !cute.shape<"((8,1),1,4)">
        %int_tuple_156 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_157 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_158 = cute.get_leaves(%int_tuple_157) : !cute.int_tuple<"32">
        %cst_159 = arith.constant 0.000000e+00 : f16
        %64 = vector.splat %cst_159 : vector<32xf16>
        %lay_160 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %65 = cute.get_shape(%lay_160) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_161, %e1_162, %e2_163, %e3_164 = cute.get_leaves(%65) : !cute.shape<"((8,1),1,4)">
        %lay_165 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %lay_166 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %66 = cute.get_shape(%lay_166) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_167, %e1_168, %e2_169, %e3_170 = cute.get_leaves(%66) : !cute.shape<"((8,1),1,4)">
        %int_tuple_171 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_172 = cute.size(%int_tuple_171) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_173 = cute.get_leaves(%sz_172) : !cute.int_tuple<"32">
        %int_tuple_174 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_175 = cute.size(%int_tuple_174) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_176 = cute.get_leaves(%sz_175) : !cute.int_tuple<"32">
        cute.memref.store_vec(%64, %rmem_117) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_177 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %67 = cute.get_shape(%lay_177) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_178, %e1_179, %e2_180, %e3_181 = cute.get_leaves(%67) : !cute.shape<"((8,1),1,4)">
        %lay_182 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %68 = cute.get_shape(%lay_182) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%68) : !cute.shape<"((8,1),1,4)">
        %lay_187 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %shape_188 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_189 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_187, %lay_189) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_190 = cute.make_view(%iter_64, %append) : !memref_gmem_f16_3
        %iter_191 = cute.get_iter(%view_190) : !memref_gmem_f16_3
        %lay_192 = cute.get_layout(%view_190) : !memref_gmem_f16_3
        %69 = cute.get_shape(%lay_192) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_193, %e1_194, %e2_195, %e3_196 = cute.get_leaves(%69) : !cute.shape<"((8,1),1,4)">
        %lay_197 = cute.get_layout(%view_190) : !memref_gmem_f16_3
        %70 = cute.get_shape(%lay_197) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%70) : !cute.shape<"((8,1),1,4)">
        %iter_202 = cute.get_iter(%view_190) : !memref_gmem_f16_3
        %view_203 = cute.make_view(%iter_202) : !memref_gmem_f16_4
        %iter_204 = cute.get_iter(%view_203) : !memref_gmem_f16_4
        %iter_205 = cute.get_iter(%view_203) : !memref_gmem_f16_4
        %lay_206 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %shape_207 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_208 = cute.make_layout() : !cute.layout<"1:0">
        %append_209 = cute.append_to_rank<2> (%lay_206, %lay_208) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_210 = cute.make_view(%iter_114, %append_209) : !memref_rmem_f16_
        %iter_211 = cute.get_iter(%view_210) : !memref_rmem_f16_
        %lay_212 = cute.get_layout(%view_210) : !memref_rmem_f16_
        %71 = cute.get_shape(%lay_212) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_213, %e1_214, %e2_215, %e3_216 = cute.get_leaves(%71) : !cute.shape<"((8,1),1,4)">
        %lay_217 = cute.get_layout(%view_210) : !memref_rmem_f16_
        %72 = cute.get_shape(%lay_217) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_218, %e1_219, %e2_220, %e3_221 = cute.get_leaves(%72) : !cute.shape<"((8,1),1,4)">
        %iter_222 = cute.get_iter(%view_210) : !memref_rmem_f16_
        %view_223 = cute.make_view(%iter_222) : !memref_rmem_f16_1
        %iter_224 = cute.get_iter(%view_223) : !memref_rmem_f16_1
        %iter_225 = cute.get_iter(%view_223) : !memref_rmem_f16_1
        %lay_226 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_227 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_228 = cute.make_layout() : !cute.layout<"1:0">
        %append_229 = cute.append_to_rank<2> (%lay_226, %lay_228) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_230 = cute.make_view(%iter_104, %append_229) : !memref_rmem_i8_
        %iter_231 = cute.get_iter(%view_230) : !memref_rmem_i8_
        %lay_232 = cute.get_layout(%view_230) : !memref_rmem_i8_
        %73 = cute.get_shape(%lay_232) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_233, %e1_234, %e2_235 = cute.get_leaves(%73) : !cute.shape<"(1,1,4)">
        %lay_236 = cute.get_layout(%view_230) : !memref_rmem_i8_
        %74 = cute.get_shape(%lay_236) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_237, %e1_238, %e2_239 = cute.get_leaves(%74) : !cute.shape<"(1,1,4)">
        %iter_240 = cute.get_iter(%view_230) : !memref_rmem_i8_
        %view_241 = cute.make_view(%iter_240) : !memref_rmem_i8_1
        %iter_242 = cute.get_iter(%view_241) : !memref_rmem_i8_1
        %iter_243 = cute.get_iter(%view_241) : !memref_rmem_i8_1
        %lay_244 = cute.get_layout(%view_203) : !memref_gmem_f16_4
        %75 = cute.get_shape(%lay_244) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_245, %e1_246, %e2_247, %e3_248 = cute.get_leaves(%75) : !cute.shape<"((8,1),(1,4))">
        %lay_249 = cute.get_layout(%view_223) : !memref_rmem_f16_1
        %76 = cute.get_shape(%lay_249) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_250, %e1_251, %e2_252, %e3_253 = cute.get_leaves(%76) : !cute.shape<"((8,1),(1,4))">
        %lay_254 = cute.get_layout(%view_203) : !memref_gmem_f16_4
        %sz_255 = cute.size(%lay_254) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_256 = cute.get_leaves(%sz_255) : !cute.int_tuple<"4">
        %lay_257 = cute.get_layout(%view_223) : !memref_rmem_f16_1
        %sz_258 = cute.size(%lay_257) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_259 = cute.get_leaves(%sz_258) : !cute.int_tuple<"4">
        %lay_260 = cute.get_layout(%view_203) : !memref_gmem_f16_4
        %77 = cute.get_shape(%lay_260) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_261, %e1_262, %e2_263, %e3_264 = cute.get_leaves(%77) : !cute.shape<"((8,1),(1,4))">
        %iter_265 = cute.get_iter(%view_203) : !memref_gmem_f16_4
        %iter_266 = cute.get_iter(%view_223) : !memref_rmem_f16_1
        %lay_267 = cute.get_layout(%view_203) : !memref_gmem_f16_4
        %lay_268 = cute.get_layout(%view_223) : !memref_rmem_f16_1
        %78 = cute.static : !cute.layout<"1:0">
        %append_269 = cute.append_to_rank<2> (%lay_267, %78) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_270 = cute.append_to_rank<2> (%lay_268, %78) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_271 = cute.make_layout() : !cute_layout_dfed1f
        %lay_272 = cute.make_layout() : !cute_layout_bb9a85
        %iter_273 = cute.get_iter(%view_241) : !memref_rmem_i8_1
        %lay_274 = cute.get_layout(%view_241) : !memref_rmem_i8_1
        %append_275 = cute.append_to_rank<2> (%lay_274, %78) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_276 = cute.make_layout() : !cute_layout_973764
        %sz_277 = cute.size(%lay_271) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %79 = cute.get_scalars(%sz_277) : !cute.int_tuple<"4">
        %c0_i32_278 = arith.constant 0 : i32
        %c1_i32_279 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_278 to %79 step %c1_i32_279  : i32 {
          %coord_532 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %120 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_533 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_534 = cute.crd2idx(%coord_532, %lay_271) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_535 = cute.add_offset(%iter_265, %idx_534) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_536 = cute.make_view(%ptr_535, %lay_533) : !memref_gmem_f16_5
          %121 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_537 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_538 = cute.crd2idx(%coord_532, %lay_272) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_539 = cute.add_offset(%iter_266, %idx_538) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_540 = cute.make_view(%ptr_539, %lay_537) : !memref_rmem_f16_2
          %122 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_541 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_542 = cute.crd2idx(%coord_532, %lay_276) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_543 = cute.add_offset(%iter_273, %idx_542) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_544 = cute.make_view(%ptr_543, %lay_541) : !memref_rmem_i8_2
          %iter_545 = cute.get_iter(%view_536) : !memref_gmem_f16_5
          %iter_546 = cute.get_iter(%view_540) : !memref_rmem_f16_2
          %iter_547 = cute.get_iter(%view_544) : !memref_rmem_i8_2
          %123 = builtin.unrealized_conversion_cast %iter_547 : !cute.ptr<i8, rmem> to !llvm.ptr
          %124 = llvm.load %123 : !llvm.ptr -> i8
          %125 = llvm.mlir.constant(0 : i8) : i8
          %126 = llvm.icmp "ne" %124, %125 : i8
          scf.if %126 {
            %127 = builtin.unrealized_conversion_cast %iter_545 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %128 = builtin.unrealized_conversion_cast %iter_546 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %129 = llvm.load %127 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %129, %128 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_280 = cute.get_layout(%view_79) : !memref_gmem_f16_3
        %80 = cute.get_shape(%lay_280) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_281, %e1_282, %e2_283, %e3_284 = cute.get_leaves(%80) : !cute.shape<"((8,1),1,4)">
        %lay_285 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %81 = cute.get_shape(%lay_285) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%81) : !cute.shape<"((8,1),1,4)">
        %lay_290 = cute.get_layout(%view_79) : !memref_gmem_f16_3
        %shape_291 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_292 = cute.make_layout() : !cute.layout<"1:0">
        %append_293 = cute.append_to_rank<2> (%lay_290, %lay_292) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_294 = cute.make_view(%iter_80, %append_293) : !memref_gmem_f16_3
        %iter_295 = cute.get_iter(%view_294) : !memref_gmem_f16_3
        %lay_296 = cute.get_layout(%view_294) : !memref_gmem_f16_3
        %82 = cute.get_shape(%lay_296) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_297, %e1_298, %e2_299, %e3_300 = cute.get_leaves(%82) : !cute.shape<"((8,1),1,4)">
        %lay_301 = cute.get_layout(%view_294) : !memref_gmem_f16_3
        %83 = cute.get_shape(%lay_301) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_302, %e1_303, %e2_304, %e3_305 = cute.get_leaves(%83) : !cute.shape<"((8,1),1,4)">
        %iter_306 = cute.get_iter(%view_294) : !memref_gmem_f16_3
        %view_307 = cute.make_view(%iter_306) : !memref_gmem_f16_4
        %iter_308 = cute.get_iter(%view_307) : !memref_gmem_f16_4
        %iter_309 = cute.get_iter(%view_307) : !memref_gmem_f16_4
        %lay_310 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %shape_311 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_312 = cute.make_layout() : !cute.layout<"1:0">
        %append_313 = cute.append_to_rank<2> (%lay_310, %lay_312) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_314 = cute.make_view(%iter_119, %append_313) : !memref_rmem_f16_
        %iter_315 = cute.get_iter(%view_314) : !memref_rmem_f16_
        %lay_316 = cute.get_layout(%view_314) : !memref_rmem_f16_
        %84 = cute.get_shape(%lay_316) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_317, %e1_318, %e2_319, %e3_320 = cute.get_leaves(%84) : !cute.shape<"((8,1),1,4)">
        %lay_321 = cute.get_layout(%view_314) : !memref_rmem_f16_
        %85 = cute.get_shape(%lay_321) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_322, %e1_323, %e2_324, %e3_325 = cute.get_leaves(%85) : !cute.shape<"((8,1),1,4)">
        %iter_326 = cute.get_iter(%view_314) : !memref_rmem_f16_
        %view_327 = cute.make_view(%iter_326) : !memref_rmem_f16_1
        %iter_328 = cute.get_iter(%view_327) : !memref_rmem_f16_1
        %iter_329 = cute.get_iter(%view_327) : !memref_rmem_f16_1
        %lay_330 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_331 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_332 = cute.make_layout() : !cute.layout<"1:0">
        %append_333 = cute.append_to_rank<2> (%lay_330, %lay_332) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_334 = cute.make_view(%iter_104, %append_333) : !memref_rmem_i8_
        %iter_335 = cute.get_iter(%view_334) : !memref_rmem_i8_
        %lay_336 = cute.get_layout(%view_334) : !memref_rmem_i8_
        %86 = cute.get_shape(%lay_336) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_337, %e1_338, %e2_339 = cute.get_leaves(%86) : !cute.shape<"(1,1,4)">
        %lay_340 = cute.get_layout(%view_334) : !memref_rmem_i8_
        %87 = cute.get_shape(%lay_340) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_341, %e1_342, %e2_343 = cute.get_leaves(%87) : !cute.shape<"(1,1,4)">
        %iter_344 = cute.get_iter(%view_334) : !memref_rmem_i8_
        %view_345 = cute.make_view(%iter_344) : !memref_rmem_i8_1
        %iter_346 = cute.get_iter(%view_345) : !memref_rmem_i8_1
        %iter_347 = cute.get_iter(%view_345) : !memref_rmem_i8_1
        %lay_348 = cute.get_layout(%view_307) : !memref_gmem_f16_4
        %88 = cute.get_shape(%lay_348) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_349, %e1_350, %e2_351, %e3_352 = cute.get_leaves(%88) : !cute.shape<"((8,1),(1,4))">
        %lay_353 = cute.get_layout(%view_327) : !memref_rmem_f16_1
        %89 = cute.get_shape(%lay_353) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_354, %e1_355, %e2_356, %e3_357 = cute.get_leaves(%89) : !cute.shape<"((8,1),(1,4))">
        %lay_358 = cute.get_layout(%view_307) : !memref_gmem_f16_4
        %sz_359 = cute.size(%lay_358) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_360 = cute.get_leaves(%sz_359) : !cute.int_tuple<"4">
        %lay_361 = cute.get_layout(%view_327) : !memref_rmem_f16_1
        %sz_362 = cute.size(%lay_361) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_363 = cute.get_leaves(%sz_362) : !cute.int_tuple<"4">
        %lay_364 = cute.get_layout(%view_307) : !memref_gmem_f16_4
        %90 = cute.get_shape(%lay_364) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_365, %e1_366, %e2_367, %e3_368 = cute.get_leaves(%90) : !cute.shape<"((8,1),(1,4))">
        %iter_369 = cute.get_iter(%view_307) : !memref_gmem_f16_4
        %iter_370 = cute.get_iter(%view_327) : !memref_rmem_f16_1
        %lay_371 = cute.get_layout(%view_307) : !memref_gmem_f16_4
        %lay_372 = cute.get_layout(%view_327) : !memref_rmem_f16_1
        %91 = cute.static : !cute.layout<"1:0">
        %append_373 = cute.append_to_rank<2> (%lay_371, %91) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_374 = cute.append_to_rank<2> (%lay_372, %91) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_375 = cute.make_layout() : !cute_layout_dfed1f
        %lay_376 = cute.make_layout() : !cute_layout_bb9a85
        %iter_377 = cute.get_iter(%view_345) : !memref_rmem_i8_1
        %lay_378 = cute.get_layout(%view_345) : !memref_rmem_i8_1
        %append_379 = cute.append_to_rank<2> (%lay_378, %91) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_380 = cute.make_layout() : !cute_layout_973764
        %sz_381 = cute.size(%lay_375) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %92 = cute.get_scalars(%sz_381) : !cute.int_tuple<"4">
        %c0_i32_382 = arith.constant 0 : i32
        %c1_i32_383 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_382 to %92 step %c1_i32_383  : i32 {
          %coord_532 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %120 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_533 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_534 = cute.crd2idx(%coord_532, %lay_375) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_535 = cute.add_offset(%iter_369, %idx_534) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_536 = cute.make_view(%ptr_535, %lay_533) : !memref_gmem_f16_5
          %121 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_537 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_538 = cute.crd2idx(%coord_532, %lay_376) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_539 = cute.add_offset(%iter_370, %idx_538) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_540 = cute.make_view(%ptr_539, %lay_537) : !memref_rmem_f16_2
          %122 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_541 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_542 = cute.crd2idx(%coord_532, %lay_380) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_543 = cute.add_offset(%iter_377, %idx_542) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_544 = cute.make_view(%ptr_543, %lay_541) : !memref_rmem_i8_2
          %iter_545 = cute.get_iter(%view_536) : !memref_gmem_f16_5
          %iter_546 = cute.get_iter(%view_540) : !memref_rmem_f16_2
          %iter_547 = cute.get_iter(%view_544) : !memref_rmem_i8_2
          %123 = builtin.unrealized_conversion_cast %iter_547 : !cute.ptr<i8, rmem> to !llvm.ptr
          %124 = llvm.load %123 : !llvm.ptr -> i8
          %125 = llvm.mlir.constant(0 : i8) : i8
          %126 = llvm.icmp "ne" %124, %125 : i8
          scf.if %126 {
            %127 = builtin.unrealized_conversion_cast %iter_545 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %128 = builtin.unrealized_conversion_cast %iter_546 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %129 = llvm.load %127 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %129, %128 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_384 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %93 = cute.get_shape(%lay_384) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_385, %e1_386, %e2_387, %e3_388 = cute.get_leaves(%93) : !cute.shape<"((8,1),1,4)">
        %lay_389 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %94 = cute.memref.load_vec(%rmem_112) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_390 = cute.get_layout(%rmem_112) : !memref_rmem_f16_
        %95 = cute.get_shape(%lay_390) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_391, %e1_392, %e2_393, %e3_394 = cute.get_leaves(%95) : !cute.shape<"((8,1),1,4)">
        %96 = arith.extf %94 : vector<32xf16> to vector<32xf32>
        %97 = vector.broadcast %34#1 : f32 to vector<32xf32>
        %98 = arith.mulf %96, %97 : vector<32xf32>
        %lay_395 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %99 = cute.get_shape(%lay_395) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_396, %e1_397, %e2_398, %e3_399 = cute.get_leaves(%99) : !cute.shape<"((8,1),1,4)">
        %lay_400 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %100 = cute.memref.load_vec(%rmem_117) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_401 = cute.get_layout(%rmem_117) : !memref_rmem_f16_
        %101 = cute.get_shape(%lay_401) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_402, %e1_403, %e2_404, %e3_405 = cute.get_leaves(%101) : !cute.shape<"((8,1),1,4)">
        %102 = arith.extf %100 : vector<32xf16> to vector<32xf32>
        %103 = arith.mulf %98, %102 : vector<32xf32>
        %lay_406 = cute.get_layout(%view_95) : !memref_gmem_f16_3
        %lay_407 = cute.make_layout() : !cute_layout_a987c4
        %rmem_408 = cute.memref.alloca(%lay_407) : !memref_rmem_f16_
        %iter_409 = cute.get_iter(%rmem_408) : !memref_rmem_f16_
        %iter_410 = cute.get_iter(%rmem_408) : !memref_rmem_f16_
        %104 = arith.truncf %103 : vector<32xf32> to vector<32xf16>
        %lay_411 = cute.get_layout(%rmem_408) : !memref_rmem_f16_
        %105 = cute.get_shape(%lay_411) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_412, %e1_413, %e2_414, %e3_415 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
        %lay_416 = cute.get_layout(%rmem_408) : !memref_rmem_f16_
        %lay_417 = cute.get_layout(%rmem_408) : !memref_rmem_f16_
        %106 = cute.get_shape(%lay_417) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_418, %e1_419, %e2_420, %e3_421 = cute.get_leaves(%106) : !cute.shape<"((8,1),1,4)">
        %int_tuple_422 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_423 = cute.size(%int_tuple_422) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_424 = cute.get_leaves(%sz_423) : !cute.int_tuple<"32">
        %int_tuple_425 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_426 = cute.size(%int_tuple_425) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_427 = cute.get_leaves(%sz_426) : !cute.int_tuple<"32">
        cute.memref.store_vec(%104, %rmem_408) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_428 = cute.get_layout(%rmem_408) : !memref_rmem_f16_
        %107 = cute.get_shape(%lay_428) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_429, %e1_430, %e2_431, %e3_432 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
        %lay_433 = cute.get_layout(%view_95) : !memref_gmem_f16_3
        %108 = cute.get_shape(%lay_433) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_434, %e1_435, %e2_436, %e3_437 = cute.get_leaves(%108) : !cute.shape<"((8,1),1,4)">
        %lay_438 = cute.get_layout(%rmem_408) : !memref_rmem_f16_
        %shape_439 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_440 = cute.make_layout() : !cute.layout<"1:0">
        %append_441 = cute.append_to_rank<2> (%lay_438, %lay_440) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_442 = cute.make_view(%iter_410, %append_441) : !memref_rmem_f16_
        %iter_443 = cute.get_iter(%view_442) : !memref_rmem_f16_
        %lay_444 = cute.get_layout(%view_442) : !memref_rmem_f16_
        %109 = cute.get_shape(%lay_444) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_445, %e1_446, %e2_447, %e3_448 = cute.get_leaves(%109) : !cute.shape<"((8,1),1,4)">
        %lay_449 = cute.get_layout(%view_442) : !memref_rmem_f16_
        %110 = cute.get_shape(%lay_449) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_450, %e1_451, %e2_452, %e3_453 = cute.get_leaves(%110) : !cute.shape<"((8,1),1,4)">
        %iter_454 = cute.get_iter(%view_442) : !memref_rmem_f16_
        %view_455 = cute.make_view(%iter_454) : !memref_rmem_f16_1
        %iter_456 = cute.get_iter(%view_455) : !memref_rmem_f16_1
        %iter_457 = cute.get_iter(%view_455) : !memref_rmem_f16_1
        %lay_458 = cute.get_layout(%view_95) : !memref_gmem_f16_3
        %shape_459 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_460 = cute.make_layout() : !cute.layout<"1:0">
        %append_461 = cute.append_to_rank<2> (%lay_458, %lay_460) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_462 = cute.make_view(%iter_96, %append_461) : !memref_gmem_f16_3
        %iter_463 = cute.get_iter(%view_462) : !memref_gmem_f16_3
        %lay_464 = cute.get_layout(%view_462) : !memref_gmem_f16_3
        %111 = cute.get_shape(%lay_464) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_465, %e1_466, %e2_467, %e3_468 = cute.get_leaves(%111) : !cute.shape<"((8,1),1,4)">
        %lay_469 = cute.get_layout(%view_462) : !memref_gmem_f16_3
        %112 = cute.get_shape(%lay_469) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_470, %e1_471, %e2_472, %e3_473 = cute.get_leaves(%112) : !cute.shape<"((8,1),1,4)">
        %iter_474 = cute.get_iter(%view_462) : !memref_gmem_f16_3
        %view_475 = cute.make_view(%iter_474) : !memref_gmem_f16_4
        %iter_476 = cute.get_iter(%view_475) : !memref_gmem_f16_4
        %iter_477 = cute.get_iter(%view_475) : !memref_gmem_f16_4
        %lay_478 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_479 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_480 = cute.make_layout() : !cute.layout<"1:0">
        %append_481 = cute.append_to_rank<2> (%lay_478, %lay_480) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_482 = cute.make_view(%iter_104, %append_481) : !memref_rmem_i8_
        %iter_483 = cute.get_iter(%view_482) : !memref_rmem_i8_
        %lay_484 = cute.get_layout(%view_482) : !memref_rmem_i8_
        %113 = cute.get_shape(%lay_484) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_485, %e1_486, %e2_487 = cute.get_leaves(%113) : !cute.shape<"(1,1,4)">
        %lay_488 = cute.get_layout(%view_482) : !memref_rmem_i8_
        %114 = cute.get_shape(%lay_488) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_489, %e1_490, %e2_491 = cute.get_leaves(%114) : !cute.shape<"(1,1,4)">
        %iter_492 = cute.get_iter(%view_482) : !memref_rmem_i8_
        %view_493 = cute.make_view(%iter_492) : !memref_rmem_i8_1
        %iter_494 = cute.get_iter(%view_493) : !memref_rmem_i8_1
        %iter_495 = cute.get_iter(%view_493) : !memref_rmem_i8_1
        %lay_496 = cute.get_layout(%view_455) : !memref_rmem_f16_1
        %115 = cute.get_shape(%lay_496) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_497, %e1_498, %e2_499, %e3_500 = cute.get_leaves(%115) : !cute.shape<"((8,1),(1,4))">
        %lay_501 = cute.get_layout(%view_475) : !memref_gmem_f16_4
        %116 = cute.get_shape(%lay_501) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_502, %e1_503, %e2_504, %e3_505 = cute.get_leaves(%116) : !cute.shape<"((8,1),(1,4))">
        %lay_506 = cute.get_layout(%view_455) : !memref_rmem_f16_1
        %sz_507 = cute.size(%lay_506) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_508 = cute.get_leaves(%sz_507) : !cute.int_tuple<"4">
        %lay_509 = cute.get_layout(%view_475) : !memref_gmem_f16_4
        %sz_510 = cute.size(%lay_509) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_511 = cute.get_leaves(%sz_510) : !cute.int_tuple<"4">
        %lay_512 = cute.get_layout(%view_455) : !memref_rmem_f16_1
        %117 = cute.get_shape(%lay_512) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_513, %e1_514, %e2_515, %e3_516 = cute.get_leaves(%117) : !cute.shape<"((8,1),(1,4))">
        %iter_517 = cute.get_iter(%view_455) : !memref_rmem_f16_1
        %iter_518 = cute.get_iter(%view_475) : !memref_gmem_f16_4
        %lay_519 = cute.get_layout(%view_455) : !memref_rmem_f16_1
        %lay_520 = cute.get_layout(%view_475) : !memref_gmem_f16_4
        %118 = cute.static : !cute.layout<"1:0">
        %append_521 = cute.append_to_rank<2> (%lay_519, %118) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_522 = cute.append_to_rank<2> (%lay_520, %118) : !cute_layout_af6408, !cute.layout<"1:0">
        %lay_523 = cute.make_layout() : !cute_layout_bb9a85
        %lay_524 = cute.make_layout() : !cute_layout_dfed1f
        %iter_525 = cute.get_iter(%view_493) : !memref_rmem_i8_1
        %lay_526 = cute.get_layout(%view_493) : !memref_rmem_i8_1
        %append_527 = cute.append_to_rank<2> (%lay_526, %118) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_528 = cute.make_layout() : !cute_layout_973764
        %sz_529 = cute.size(%lay_523) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %119 = cute.get_scalars(%sz_529) : !cute.int_tuple<"4">
        %c0_i32_530 = arith.constant 0 : i32
        %c1_i32_531 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_530 to %119 step %c1_i32_531  : i32 {
          %coord_532 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %120 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_533 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_534 = cute.crd2idx(%coord_532, %lay_523) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_535 = cute.add_offset(%iter_517, %idx_534) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_536 = cute.make_view(%ptr_535, %lay_533) : !memref_rmem_f16_2
          %121 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_537 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_538 = cute.crd2idx(%coord_532, %lay_524) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_539 = cute.add_offset(%iter_518, %idx_538) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_540 = cute.make_view(%ptr_539, %lay_537) : !memref_gmem_f16_5
          %122 = cute.get_scalars(%coord_532) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_541 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_542 = cute.crd2idx(%coord_532, %lay_528) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_543 = cute.add_offset(%iter_525, %idx_542) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_544 = cute.make_view(%ptr_543, %lay_541) : !memref_rmem_i8_2
          %iter_545 = cute.get_iter(%view_536) : !memref_rmem_f16_2
          %iter_546 = cute.get_iter(%view_540) : !memref_gmem_f16_5
          %iter_547 = cute.get_iter(%view_544) : !memref_rmem_i8_2
          %123 = builtin.unrealized_conversion_cast %iter_547 : !cute.ptr<i8, rmem> to !llvm.ptr
          %124 = llvm.load %123 : !llvm.ptr -> i8
          %125 = llvm.mlir.constant(0 : i8) : i8
          %126 = llvm.icmp "ne" %124, %125 : i8
          scf.if %126 {
            %127 = builtin.unrealized_conversion_cast %iter_545 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %128 = builtin.unrealized_conversion_cast %iter_546 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %129 = llvm.load %127 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %129, %128 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h52f54828(%arg0: !memref_gmem_f16_6, %arg1: !memref_gmem_f16_7, %arg2: !memref_gmem_f16_6, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_43 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_44 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_46 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_47 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_48 = cute.make_layout() : !cute_layout_dd009c
    %sz = cute.size(%lay_44) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_49 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_50 = cute.size(%lay_47) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_51 = cute.get_leaves(%sz_50) : !cute.int_tuple<"8">
    %shape_52 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_53 = cute.make_layout() : !cute.layout<"(128,8):(1,128)">
    %rinv = cute.right_inverse(%lay_48) : (!cute_layout_dd009c) -> !cute.layout<"(128,8):(8,1)">
    %lay_54 = cute.make_layout() : !cute.layout<"(128,8):(8,1)">
    %5 = cute.get_shape(%lay_48) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_55, %e1_56, %e2 = cute.get_leaves(%5) : !cute.shape<"(1,(8,128))">
    %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %int_tuple_58 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1024)">
    %e0_59, %e1_60 = cute.get_leaves(%int_tuple_58) : !cute.int_tuple<"(1,1024)">
    %tile_61 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %6 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_62 = cute.get_layout(%view) : !memref_gmem_f16_6
    %7 = cute.get_shape(%lay_62) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_63, %e1_64 = cute.get_leaves(%7) : !cute.shape<"(96,5000)">
    %lay_65 = cute.get_layout(%view) : !memref_gmem_f16_6
    %sz_66 = cute.size(%lay_65) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_67 = cute.get_leaves(%sz_66) : !cute.int_tuple<"96">
    %lay_68 = cute.get_layout(%view_30) : !memref_gmem_f16_
    %lay_69 = cute.get_layout(%view_35) : !memref_gmem_f16_1
    %lay_70 = cute.get_layout(%view_40) : !memref_gmem_f16_
    %lay_71 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %8 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_72, %e1_73 = cute.get_leaves(%8) : !cute.tile<"[1:0;1024:1]">
    %9 = cute.static : !cute.layout<"(128,8):(8,1)">
    %10 = cute.static : !cute.layout<"1:0">
    %11 = cute.static : !cute.layout<"(1,8):(0,1)">
    %12 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c80_i32 = arith.constant 80 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %13 = arith.cmpi sgt, %c80_i32, %c232448_i32 : i32
    scf.if %13 {
      %18 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %19 = llvm.getelementptr %18[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %20 = llvm.call @printf(%19, %c80_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %14 = arith.extsi %c80_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %15 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %14, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%15] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_74 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%15] %c0_i32_74 : !cuda.launch_cfg<max_attrs = 3>, i32
    %16 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0<%15> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f16_, !memref_gmem_f32_, f32) -> !cuda.result
    %17 = cuda.cast %16 : !cuda.result -> i32
    cuda.return_if_error %17 : i32
    %c0_i32_75 = arith.constant 0 : i32
    return %c0_i32_75 : i32
  }
}
