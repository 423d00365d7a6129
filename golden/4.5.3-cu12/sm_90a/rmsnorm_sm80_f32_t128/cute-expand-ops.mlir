!cute_layout_057eda = !cute.layout<"((4,1),1,4):((1,0),0,512)">
!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_2b275f = !cute.layout<"((1,2048),(96,3)):((0,1),(5000,2048))">
!cute_layout_52a9ba = !cute.layout<"((4,1),(1,4)):((1,0),(0,4))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_65aa51 = !cute.layout<"((4,1),1,4):((1,0),0,4)">
!cute_layout_6cf571 = !cute.layout<"((4,1),(1,4)):((1,0),(0,512))">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_b38ecb = !cute.layout<"((4,1),((1,4))):((1,0),((0,512)))">
!cute_layout_b668f0 = !cute.layout<"(1,(4,128)):(0,(128,1))">
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
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_, %arg3: !memref_gmem_f32_2, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32_
      %lay_7 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_8 = cute.get_layout(%arg2) : !memref_gmem_f32_
      %lay_9 = cute.get_layout(%arg3) : !memref_gmem_f32_2
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = nvvm.read.ptx.sreg.tid.y : i32
      %3 = nvvm.read.ptx.sreg.tid.z : i32
      %4 = nvvm.read.ptx.sreg.ctaid.x : i32
      %5 = nvvm.read.ptx.sreg.ctaid.y : i32
      %6 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %7 = arith.remsi %1, %c32_i32 : i32
      %8 = arith.floordivsi %1, %c32_i32 : i32
      %lay_10 = cute.get_layout(%arg0) : !memref_gmem_f32_
      %sz = cute.size(%lay_10) <{mode = [1, 1]}> : (!cute_layout_2b275f) -> !cute.int_tuple<"3">
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %lay_11 = cute.get_layout(%arg0) : !memref_gmem_f32_
      %sz_12 = cute.size(%lay_11) <{mode = [0]}> : (!cute_layout_2b275f) -> !cute.int_tuple<"2048">
      %e0_13 = cute.get_leaves(%sz_12) : !cute.int_tuple<"2048">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_14 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_15 = cute.get_leaves(%sz_14) : !cute.int_tuple<"5000">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %9 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %cst) -> (f32)  : i32 {
        %c2048_i32 = arith.constant 2048 : i32
        %38 = arith.muli %arg5, %c2048_i32 : i32
        %c4_i32_49 = arith.constant 4 : i32
        %39 = arith.muli %1, %c4_i32_49 : i32
        %40 = arith.addi %38, %39 : i32
        %coord_50 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_51 = cute.get_layout(%arg0) : !memref_gmem_f32_
        %idx_52 = cute.crd2idx(%coord_50, %lay_51) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_53 = cute.get_iter(%arg0) : !memref_gmem_f32_
        %ptr_54 = cute.add_offset(%iter_53, %idx_52) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_55 = cute.make_view(%ptr_54) : !memref_gmem_f32_3
        %iter_56 = cute.get_iter(%view_55) : !memref_gmem_f32_3
        %iter_57 = cute.get_iter(%view_55) : !memref_gmem_f32_3
        %coord_58 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_59 = cute.get_iter(%view_55) : !memref_gmem_f32_3
        %41 = cute.get_scalars(%coord_58) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_60 = arith.constant 4 : i32
        %42 = arith.muli %41, %c4_i32_60 : i32
        %iv = cute.assume(%42) : (i32) -> !cute.i32<divby 4>
        %int_tuple_61 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_62 = cute.add_offset(%iter_59, %int_tuple_61) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_63 = cute.make_view(%ptr_62) : !memref_gmem_f32_4
        %iter_64 = cute.get_iter(%view_63) : !memref_gmem_f32_4
        %lay_65 = cute.get_layout(%view_63) : !memref_gmem_f32_4
        %sz_66 = cute.size(%lay_65) <{mode = [2]}> : (!cute_layout_057eda) -> !cute.int_tuple<"4">
        %e0_67 = cute.get_leaves(%sz_66) : !cute.int_tuple<"4">
        %shape_68 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_69 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_69) : !memref_rmem_i8_
        %iter_70 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_71 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %c0_i32_72 = arith.constant 0 : i32
        %43 = arith.addi %40, %c0_i32_72 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %44 = arith.cmpi slt, %43, %c5000_i32 : i32
        %45 = arith.extui %44 : i1 to i8
        %coord_73 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_73, %45) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %c512_i32 = arith.constant 512 : i32
        %46 = arith.addi %40, %c512_i32 : i32
        %47 = arith.cmpi slt, %46, %c5000_i32 : i32
        %48 = arith.extui %47 : i1 to i8
        %coord_74 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_74, %48) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %c1024_i32 = arith.constant 1024 : i32
        %49 = arith.addi %40, %c1024_i32 : i32
        %50 = arith.cmpi slt, %49, %c5000_i32 : i32
        %51 = arith.extui %50 : i1 to i8
        %coord_75 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_75, %51) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %c1536_i32 = arith.constant 1536 : i32
        %52 = arith.addi %40, %c1536_i32 : i32
        %53 = arith.cmpi slt, %52, %c5000_i32 : i32
        %54 = arith.extui %53 : i1 to i8
        %coord_76 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_76, %54) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_77 = cute.get_layout(%view_63) : !memref_gmem_f32_4
        %lay_78 = cute.make_layout() : !cute_layout_65aa51
        %rmem_79 = cute.memref.alloca(%lay_78) : !memref_rmem_f32_
        %iter_80 = cute.get_iter(%rmem_79) : !memref_rmem_f32_
        %iter_81 = cute.get_iter(%rmem_79) : !memref_rmem_f32_
        %lay_82 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %lay_83 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %sz_84 = cute.size(%lay_83) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_85 = cute.get_leaves(%sz_84) : !cute.int_tuple<"16">
        %lay_86 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %55 = cute.get_shape(%lay_86) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_87, %e1, %e2, %e3 = cute.get_leaves(%55) : !cute.shape<"((4,1),1,4)">
        %int_tuple_88 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_89 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_90 = cute.get_leaves(%int_tuple_89) : !cute.int_tuple<"16">
        %cst_91 = arith.constant 0.000000e+00 : f32
        %56 = vector.splat %cst_91 : vector<16xf32>
        %lay_92 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %57 = cute.get_shape(%lay_92) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_93, %e1_94, %e2_95, %e3_96 = cute.get_leaves(%57) : !cute.shape<"((4,1),1,4)">
        %lay_97 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %lay_98 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %58 = cute.get_shape(%lay_98) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_99, %e1_100, %e2_101, %e3_102 = cute.get_leaves(%58) : !cute.shape<"((4,1),1,4)">
        %int_tuple_103 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_104 = cute.size(%int_tuple_103) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_105 = cute.get_leaves(%sz_104) : !cute.int_tuple<"16">
        %int_tuple_106 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_107 = cute.size(%int_tuple_106) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_108 = cute.get_leaves(%sz_107) : !cute.int_tuple<"16">
        cute.memref.store_vec(%56, %rmem_79) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_109 = cute.get_layout(%view_63) : !memref_gmem_f32_4
        %59 = cute.get_shape(%lay_109) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_110, %e1_111, %e2_112, %e3_113 = cute.get_leaves(%59) : !cute.shape<"((4,1),1,4)">
        %lay_114 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %60 = cute.get_shape(%lay_114) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_115, %e1_116, %e2_117, %e3_118 = cute.get_leaves(%60) : !cute.shape<"((4,1),1,4)">
        %lay_119 = cute.get_layout(%view_63) : !memref_gmem_f32_4
        %shape_120 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_121 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_119, %lay_121) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_122 = cute.make_view(%iter_64, %append) : !memref_gmem_f32_4
        %iter_123 = cute.get_iter(%view_122) : !memref_gmem_f32_4
        %lay_124 = cute.get_layout(%view_122) : !memref_gmem_f32_4
        %61 = cute.get_shape(%lay_124) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_125, %e1_126, %e2_127, %e3_128 = cute.get_leaves(%61) : !cute.shape<"((4,1),1,4)">
        %lay_129 = cute.get_layout(%view_122) : !memref_gmem_f32_4
        %62 = cute.get_shape(%lay_129) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_130, %e1_131, %e2_132, %e3_133 = cute.get_leaves(%62) : !cute.shape<"((4,1),1,4)">
        %iter_134 = cute.get_iter(%view_122) : !memref_gmem_f32_4
        %view_135 = cute.make_view(%iter_134) : !memref_gmem_f32_5
        %iter_136 = cute.get_iter(%view_135) : !memref_gmem_f32_5
        %iter_137 = cute.get_iter(%view_135) : !memref_gmem_f32_5
        %lay_138 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %shape_139 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_140 = cute.make_layout() : !cute.layout<"1:0">
        %append_141 = cute.append_to_rank<2> (%lay_138, %lay_140) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_142 = cute.make_view(%iter_81, %append_141) : !memref_rmem_f32_
        %iter_143 = cute.get_iter(%view_142) : !memref_rmem_f32_
        %lay_144 = cute.get_layout(%view_142) : !memref_rmem_f32_
        %63 = cute.get_shape(%lay_144) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_145, %e1_146, %e2_147, %e3_148 = cute.get_leaves(%63) : !cute.shape<"((4,1),1,4)">
        %lay_149 = cute.get_layout(%view_142) : !memref_rmem_f32_
        %64 = cute.get_shape(%lay_149) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_150, %e1_151, %e2_152, %e3_153 = cute.get_leaves(%64) : !cute.shape<"((4,1),1,4)">
        %iter_154 = cute.get_iter(%view_142) : !memref_rmem_f32_
        %view_155 = cute.make_view(%iter_154) : !memref_rmem_f32_1
        %iter_156 = cute.get_iter(%view_155) : !memref_rmem_f32_1
        %iter_157 = cute.get_iter(%view_155) : !memref_rmem_f32_1
        %lay_158 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_159 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_160 = cute.make_layout() : !cute.layout<"1:0">
        %append_161 = cute.append_to_rank<2> (%lay_158, %lay_160) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_162 = cute.make_view(%iter_71, %append_161) : !memref_rmem_i8_
        %iter_163 = cute.get_iter(%view_162) : !memref_rmem_i8_
        %lay_164 = cute.get_layout(%view_162) : !memref_rmem_i8_
        %65 = cute.get_shape(%lay_164) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_165, %e1_166, %e2_167 = cute.get_leaves(%65) : !cute.shape<"(1,1,4)">
        %lay_168 = cute.get_layout(%view_162) : !memref_rmem_i8_
        %66 = cute.get_shape(%lay_168) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_169, %e1_170, %e2_171 = cute.get_leaves(%66) : !cute.shape<"(1,1,4)">
        %iter_172 = cute.get_iter(%view_162) : !memref_rmem_i8_
        %view_173 = cute.make_view(%iter_172) : !memref_rmem_i8_1
        %iter_174 = cute.get_iter(%view_173) : !memref_rmem_i8_1
        %iter_175 = cute.get_iter(%view_173) : !memref_rmem_i8_1
        %lay_176 = cute.get_layout(%view_135) : !memref_gmem_f32_5
        %67 = cute.get_shape(%lay_176) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%67) : !cute.shape<"((4,1),(1,4))">
        %lay_181 = cute.get_layout(%view_155) : !memref_rmem_f32_1
        %68 = cute.get_shape(%lay_181) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_182, %e1_183, %e2_184, %e3_185 = cute.get_leaves(%68) : !cute.shape<"((4,1),(1,4))">
        %lay_186 = cute.get_layout(%view_135) : !memref_gmem_f32_5
        %sz_187 = cute.size(%lay_186) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_188 = cute.get_leaves(%sz_187) : !cute.int_tuple<"4">
        %lay_189 = cute.get_layout(%view_155) : !memref_rmem_f32_1
        %sz_190 = cute.size(%lay_189) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_191 = cute.get_leaves(%sz_190) : !cute.int_tuple<"4">
        %lay_192 = cute.get_layout(%view_135) : !memref_gmem_f32_5
        %69 = cute.get_shape(%lay_192) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_193, %e1_194, %e2_195, %e3_196 = cute.get_leaves(%69) : !cute.shape<"((4,1),(1,4))">
        %iter_197 = cute.get_iter(%view_135) : !memref_gmem_f32_5
        %iter_198 = cute.get_iter(%view_155) : !memref_rmem_f32_1
        %lay_199 = cute.get_layout(%view_135) : !memref_gmem_f32_5
        %lay_200 = cute.get_layout(%view_155) : !memref_rmem_f32_1
        %70 = cute.static : !cute.layout<"1:0">
        %append_201 = cute.append_to_rank<2> (%lay_199, %70) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_202 = cute.append_to_rank<2> (%lay_200, %70) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_203 = cute.make_layout() : !cute_layout_b38ecb
        %lay_204 = cute.make_layout() : !cute_layout_f5fe74
        %iter_205 = cute.get_iter(%view_173) : !memref_rmem_i8_1
        %lay_206 = cute.get_layout(%view_173) : !memref_rmem_i8_1
        %append_207 = cute.append_to_rank<2> (%lay_206, %70) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_208 = cute.make_layout() : !cute_layout_973764
        %sz_209 = cute.size(%lay_203) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %71 = cute.get_scalars(%sz_209) : !cute.int_tuple<"4">
        %c0_i32_210 = arith.constant 0 : i32
        %c1_i32_211 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_210 to %71 step %c1_i32_211  : i32 {
          %coord_224 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %78 = cute.get_scalars(%coord_224) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_225 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_226 = cute.crd2idx(%coord_224, %lay_203) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_227 = cute.add_offset(%iter_197, %idx_226) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_228 = cute.make_view(%ptr_227, %lay_225) : !memref_gmem_f32_6
          %79 = cute.get_scalars(%coord_224) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_229 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_230 = cute.crd2idx(%coord_224, %lay_204) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_231 = cute.add_offset(%iter_198, %idx_230) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_232 = cute.make_view(%ptr_231, %lay_229) : !memref_rmem_f32_2
          %80 = cute.get_scalars(%coord_224) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_233 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_234 = cute.crd2idx(%coord_224, %lay_208) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_235 = cute.add_offset(%iter_205, %idx_234) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_236 = cute.make_view(%ptr_235, %lay_233) : !memref_rmem_i8_2
          %iter_237 = cute.get_iter(%view_228) : !memref_gmem_f32_6
          %iter_238 = cute.get_iter(%view_232) : !memref_rmem_f32_2
          %iter_239 = cute.get_iter(%view_236) : !memref_rmem_i8_2
          %81 = builtin.unrealized_conversion_cast %iter_239 : !cute.ptr<i8, rmem> to !llvm.ptr
          %82 = llvm.load %81 : !llvm.ptr -> i8
          %83 = llvm.mlir.constant(0 : i8) : i8
          %84 = llvm.icmp "ne" %82, %83 : i8
          scf.if %84 {
            %85 = builtin.unrealized_conversion_cast %iter_237 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %86 = builtin.unrealized_conversion_cast %iter_238 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %87 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %87, %86 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_212 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %72 = cute.get_shape(%lay_212) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_213, %e1_214, %e2_215, %e3_216 = cute.get_leaves(%72) : !cute.shape<"((4,1),1,4)">
        %lay_217 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %73 = cute.memref.load_vec(%rmem_79) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_218 = cute.get_layout(%rmem_79) : !memref_rmem_f32_
        %74 = cute.get_shape(%lay_218) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_219, %e1_220, %e2_221, %e3_222 = cute.get_leaves(%74) : !cute.shape<"((4,1),1,4)">
        %75 = arith.mulf %73, %73 : vector<16xf32>
        %cst_223 = arith.constant 0.000000e+00 : f32
        %76 = vector.reduction <add>, %75, %cst_223 : vector<16xf32> into f32
        %77 = arith.addf %arg6, %76 : f32
        scf.yield %77 : f32
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
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_25 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_25) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_26 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_25) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_27 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple_28) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_29 = arith.constant 16 : i32
      %20 = arith.cmpi sge, %smem_size, %c16_i32_29 : i32
      %iter_30 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_30, %lay_25) : !memref_smem_f32_
      %iter_31 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_32 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_33 = arith.constant 0 : i32
      %21 = arith.cmpi eq, %7, %c0_i32_33 : i32
      %22 = scf.if %21 -> (!memref_smem_f32_) {
        %iter_49 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_50 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_50, %19) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_49 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_34 = cute.get_iter(%22) : !memref_smem_f32_
      %iter_35 = cute.get_iter(%22) : !memref_smem_f32_
      %iter_36 = cute.get_iter(%22) : !memref_smem_f32_
      nvvm.barrier
      %coord_37 = cute.make_coord() : () -> !cute.coord<"0">
      %23 = cute.memref.load(%22, %coord_37) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_38 = cute.make_coord() : () -> !cute.coord<"1">
      %24 = cute.memref.load(%22, %coord_38) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %25 = arith.addf %23, %24 : f32
      %coord_39 = cute.make_coord() : () -> !cute.coord<"2">
      %26 = cute.memref.load(%22, %coord_39) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %27 = arith.addf %25, %26 : f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"3">
      %28 = cute.memref.load(%22, %coord_40) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %29 = arith.addf %27, %28 : f32
      %cst_41 = arith.constant 5.000000e+03 : f32
      %30 = arith.divf %29, %cst_41 : f32
      %31 = arith.addf %30, %arg4 : f32
      %32 = math.rsqrt %31 : f32
      %cst_42 = arith.constant 0x7F800000 : f32
      %33 = arith.cmpf oeq, %29, %cst_42 : f32
      %34:2 = scf.if %33 -> (!memref_smem_f32_, f32) {
        %iter_49 = cute.get_iter(%22) : !memref_smem_f32_
        %cst_50 = arith.constant 0.000000e+00 : f32
        %c0_i32_51 = arith.constant 0 : i32
        %c3_i32_52 = arith.constant 3 : i32
        %c1_i32_53 = arith.constant 1 : i32
        %38 = scf.for %arg5 = %c0_i32_51 to %c3_i32_52 step %c1_i32_53 iter_args(%arg6 = %cst_50) -> (f32)  : i32 {
          %c2048_i32 = arith.constant 2048 : i32
          %85 = arith.muli %arg5, %c2048_i32 : i32
          %c4_i32_101 = arith.constant 4 : i32
          %86 = arith.muli %1, %c4_i32_101 : i32
          %87 = arith.addi %85, %86 : i32
          %coord_102 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %lay_103 = cute.get_layout(%arg0) : !memref_gmem_f32_
          %idx_104 = cute.crd2idx(%coord_102, %lay_103) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
          %iter_105 = cute.get_iter(%arg0) : !memref_gmem_f32_
          %ptr_106 = cute.add_offset(%iter_105, %idx_104) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_107 = cute.make_view(%ptr_106) : !memref_gmem_f32_3
          %iter_108 = cute.get_iter(%view_107) : !memref_gmem_f32_3
          %iter_109 = cute.get_iter(%view_107) : !memref_gmem_f32_3
          %coord_110 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
          %iter_111 = cute.get_iter(%view_107) : !memref_gmem_f32_3
          %88 = cute.get_scalars(%coord_110) <{only_dynamic}> : !cute.coord<"?">
          %c4_i32_112 = arith.constant 4 : i32
          %89 = arith.muli %88, %c4_i32_112 : i32
          %iv = cute.assume(%89) : (i32) -> !cute.i32<divby 4>
          %int_tuple_113 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
          %ptr_114 = cute.add_offset(%iter_111, %int_tuple_113) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_115 = cute.make_view(%ptr_114) : !memref_gmem_f32_4
          %iter_116 = cute.get_iter(%view_115) : !memref_gmem_f32_4
          %lay_117 = cute.get_layout(%view_115) : !memref_gmem_f32_4
          %sz_118 = cute.size(%lay_117) <{mode = [2]}> : (!cute_layout_057eda) -> !cute.int_tuple<"4">
          %e0_119 = cute.get_leaves(%sz_118) : !cute.int_tuple<"4">
          %shape_120 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_121 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_121) : !memref_rmem_i8_
          %iter_122 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %iter_123 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %c0_i32_124 = arith.constant 0 : i32
          %90 = arith.addi %87, %c0_i32_124 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %91 = arith.cmpi slt, %90, %c5000_i32 : i32
          %92 = arith.extui %91 : i1 to i8
          %coord_125 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_125, %92) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
          %c512_i32 = arith.constant 512 : i32
          %93 = arith.addi %87, %c512_i32 : i32
          %94 = arith.cmpi slt, %93, %c5000_i32 : i32
          %95 = arith.extui %94 : i1 to i8
          %coord_126 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_126, %95) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
          %c1024_i32 = arith.constant 1024 : i32
          %96 = arith.addi %87, %c1024_i32 : i32
          %97 = arith.cmpi slt, %96, %c5000_i32 : i32
          %98 = arith.extui %97 : i1 to i8
          %coord_127 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_127, %98) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
          %c1536_i32 = arith.constant 1536 : i32
          %99 = arith.addi %87, %c1536_i32 : i32
          %100 = arith.cmpi slt, %99, %c5000_i32 : i32
          %101 = arith.extui %100 : i1 to i8
          %coord_128 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_128, %101) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_129 = cute.get_layout(%view_115) : !memref_gmem_f32_4
          %lay_130 = cute.make_layout() : !cute_layout_65aa51
          %rmem_131 = cute.memref.alloca(%lay_130) : !memref_rmem_f32_
          %iter_132 = cute.get_iter(%rmem_131) : !memref_rmem_f32_
          %iter_133 = cute.get_iter(%rmem_131) : !memref_rmem_f32_
          %lay_134 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %lay_135 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %sz_136 = cute.size(%lay_135) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
          %e0_137 = cute.get_leaves(%sz_136) : !cute.int_tuple<"16">
          %lay_138 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %102 = cute.get_shape(%lay_138) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_139, %e1, %e2, %e3 = cute.get_leaves(%102) : !cute.shape<"((4,1),1,4)">
          %int_tuple_140 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
          %int_tuple_141 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
          %e0_142 = cute.get_leaves(%int_tuple_141) : !cute.int_tuple<"16">
          %cst_143 = arith.constant 0.000000e+00 : f32
          %103 = vector.splat %cst_143 : vector<16xf32>
          %lay_144 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %104 = cute.get_shape(%lay_144) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_145, %e1_146, %e2_147, %e3_148 = cute.get_leaves(%104) : !cute.shape<"((4,1),1,4)">
          %lay_149 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %lay_150 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %105 = cute.get_shape(%lay_150) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_151, %e1_152, %e2_153, %e3_154 = cute.get_leaves(%105) : !cute.shape<"((4,1),1,4)">
          %int_tuple_155 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
          %sz_156 = cute.size(%int_tuple_155) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
          %e0_157 = cute.get_leaves(%sz_156) : !cute.int_tuple<"16">
          %int_tuple_158 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
          %sz_159 = cute.size(%int_tuple_158) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
          %e0_160 = cute.get_leaves(%sz_159) : !cute.int_tuple<"16">
          cute.memref.store_vec(%103, %rmem_131) : (vector<16xf32>, !memref_rmem_f32_) -> ()
          %lay_161 = cute.get_layout(%view_115) : !memref_gmem_f32_4
          %106 = cute.get_shape(%lay_161) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
          %e0_162, %e1_163, %e2_164, %e3_165 = cute.get_leaves(%106) : !cute.shape<"((4,1),1,4)">
          %lay_166 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %107 = cute.get_shape(%lay_166) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_167, %e1_168, %e2_169, %e3_170 = cute.get_leaves(%107) : !cute.shape<"((4,1),1,4)">
          %lay_171 = cute.get_layout(%view_115) : !memref_gmem_f32_4
          %shape_172 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_173 = cute.make_layout() : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_171, %lay_173) : !cute_layout_057eda, !cute.layout<"1:0">
          %view_174 = cute.make_view(%iter_116, %append) : !memref_gmem_f32_4
          %iter_175 = cute.get_iter(%view_174) : !memref_gmem_f32_4
          %lay_176 = cute.get_layout(%view_174) : !memref_gmem_f32_4
          %108 = cute.get_shape(%lay_176) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
          %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%108) : !cute.shape<"((4,1),1,4)">
          %lay_181 = cute.get_layout(%view_174) : !memref_gmem_f32_4
          %109 = cute.get_shape(%lay_181) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
          %e0_182, %e1_183, %e2_184, %e3_185 = cute.get_leaves(%109) : !cute.shape<"((4,1),1,4)">
          %iter_186 = cute.get_iter(%view_174) : !memref_gmem_f32_4
          %view_187 = cute.make_view(%iter_186) : !memref_gmem_f32_5
          %iter_188 = cute.get_iter(%view_187) : !memref_gmem_f32_5
          %iter_189 = cute.get_iter(%view_187) : !memref_gmem_f32_5
          %lay_190 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %shape_191 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_192 = cute.make_layout() : !cute.layout<"1:0">
          %append_193 = cute.append_to_rank<2> (%lay_190, %lay_192) : !cute_layout_65aa51, !cute.layout<"1:0">
          %view_194 = cute.make_view(%iter_133, %append_193) : !memref_rmem_f32_
          %iter_195 = cute.get_iter(%view_194) : !memref_rmem_f32_
          %lay_196 = cute.get_layout(%view_194) : !memref_rmem_f32_
          %110 = cute.get_shape(%lay_196) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_197, %e1_198, %e2_199, %e3_200 = cute.get_leaves(%110) : !cute.shape<"((4,1),1,4)">
          %lay_201 = cute.get_layout(%view_194) : !memref_rmem_f32_
          %111 = cute.get_shape(%lay_201) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_202, %e1_203, %e2_204, %e3_205 = cute.get_leaves(%111) : !cute.shape<"((4,1),1,4)">
          %iter_206 = cute.get_iter(%view_194) : !memref_rmem_f32_
          %view_207 = cute.make_view(%iter_206) : !memref_rmem_f32_1
          %iter_208 = cute.get_iter(%view_207) : !memref_rmem_f32_1
          %iter_209 = cute.get_iter(%view_207) : !memref_rmem_f32_1
          %lay_210 = cute.get_layout(%rmem) : !memref_rmem_i8_
          %shape_211 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_212 = cute.make_layout() : !cute.layout<"1:0">
          %append_213 = cute.append_to_rank<2> (%lay_210, %lay_212) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_214 = cute.make_view(%iter_123, %append_213) : !memref_rmem_i8_
          %iter_215 = cute.get_iter(%view_214) : !memref_rmem_i8_
          %lay_216 = cute.get_layout(%view_214) : !memref_rmem_i8_
          %112 = cute.get_shape(%lay_216) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_217, %e1_218, %e2_219 = cute.get_leaves(%112) : !cute.shape<"(1,1,4)">
          %lay_220 = cute.get_layout(%view_214) : !memref_rmem_i8_
          %113 = cute.get_shape(%lay_220) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_221, %e1_222, %e2_223 = cute.get_leaves(%113) : !cute.shape<"(1,1,4)">
          %iter_224 = cute.get_iter(%view_214) : !memref_rmem_i8_
          %view_225 = cute.make_view(%iter_224) : !memref_rmem_i8_1
          %iter_226 = cute.get_iter(%view_225) : !memref_rmem_i8_1
          %iter_227 = cute.get_iter(%view_225) : !memref_rmem_i8_1
          %lay_228 = cute.get_layout(%view_187) : !memref_gmem_f32_5
          %114 = cute.get_shape(%lay_228) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
          %e0_229, %e1_230, %e2_231, %e3_232 = cute.get_leaves(%114) : !cute.shape<"((4,1),(1,4))">
          %lay_233 = cute.get_layout(%view_207) : !memref_rmem_f32_1
          %115 = cute.get_shape(%lay_233) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
          %e0_234, %e1_235, %e2_236, %e3_237 = cute.get_leaves(%115) : !cute.shape<"((4,1),(1,4))">
          %lay_238 = cute.get_layout(%view_187) : !memref_gmem_f32_5
          %sz_239 = cute.size(%lay_238) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
          %e0_240 = cute.get_leaves(%sz_239) : !cute.int_tuple<"4">
          %lay_241 = cute.get_layout(%view_207) : !memref_rmem_f32_1
          %sz_242 = cute.size(%lay_241) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
          %e0_243 = cute.get_leaves(%sz_242) : !cute.int_tuple<"4">
          %lay_244 = cute.get_layout(%view_187) : !memref_gmem_f32_5
          %116 = cute.get_shape(%lay_244) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
          %e0_245, %e1_246, %e2_247, %e3_248 = cute.get_leaves(%116) : !cute.shape<"((4,1),(1,4))">
          %iter_249 = cute.get_iter(%view_187) : !memref_gmem_f32_5
          %iter_250 = cute.get_iter(%view_207) : !memref_rmem_f32_1
          %lay_251 = cute.get_layout(%view_187) : !memref_gmem_f32_5
          %lay_252 = cute.get_layout(%view_207) : !memref_rmem_f32_1
          %117 = cute.static : !cute.layout<"1:0">
          %append_253 = cute.append_to_rank<2> (%lay_251, %117) : !cute_layout_6cf571, !cute.layout<"1:0">
          %append_254 = cute.append_to_rank<2> (%lay_252, %117) : !cute_layout_52a9ba, !cute.layout<"1:0">
          %lay_255 = cute.make_layout() : !cute_layout_b38ecb
          %lay_256 = cute.make_layout() : !cute_layout_f5fe74
          %iter_257 = cute.get_iter(%view_225) : !memref_rmem_i8_1
          %lay_258 = cute.get_layout(%view_225) : !memref_rmem_i8_1
          %append_259 = cute.append_to_rank<2> (%lay_258, %117) : !cute_layout_28acc4, !cute.layout<"1:0">
          %lay_260 = cute.make_layout() : !cute_layout_973764
          %sz_261 = cute.size(%lay_255) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
          %118 = cute.get_scalars(%sz_261) : !cute.int_tuple<"4">
          %c0_i32_262 = arith.constant 0 : i32
          %c1_i32_263 = arith.constant 1 : i32
          scf.for %arg7 = %c0_i32_262 to %118 step %c1_i32_263  : i32 {
            %coord_278 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
            %129 = cute.get_scalars(%coord_278) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_279 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
            %idx_280 = cute.crd2idx(%coord_278, %lay_255) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
            %ptr_281 = cute.add_offset(%iter_249, %idx_280) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
            %view_282 = cute.make_view(%ptr_281, %lay_279) : !memref_gmem_f32_6
            %130 = cute.get_scalars(%coord_278) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_283 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
            %idx_284 = cute.crd2idx(%coord_278, %lay_256) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
            %ptr_285 = cute.add_offset(%iter_250, %idx_284) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
            %view_286 = cute.make_view(%ptr_285, %lay_283) : !memref_rmem_f32_2
            %131 = cute.get_scalars(%coord_278) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_287 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_288 = cute.crd2idx(%coord_278, %lay_260) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
            %ptr_289 = cute.add_offset(%iter_257, %idx_288) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %view_290 = cute.make_view(%ptr_289, %lay_287) : !memref_rmem_i8_2
            %iter_291 = cute.get_iter(%view_282) : !memref_gmem_f32_6
            %iter_292 = cute.get_iter(%view_286) : !memref_rmem_f32_2
            %iter_293 = cute.get_iter(%view_290) : !memref_rmem_i8_2
            %132 = builtin.unrealized_conversion_cast %iter_293 : !cute.ptr<i8, rmem> to !llvm.ptr
            %133 = llvm.load %132 : !llvm.ptr -> i8
            %134 = llvm.mlir.constant(0 : i8) : i8
            %135 = llvm.icmp "ne" %133, %134 : i8
            scf.if %135 {
              %136 = builtin.unrealized_conversion_cast %iter_291 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
              %137 = builtin.unrealized_conversion_cast %iter_292 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
              %138 = llvm.load %136 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
              llvm.store %138, %137 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
            }
          } {llvm.loop_annotation = #loop_annotation}
          %lay_264 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %119 = cute.get_shape(%lay_264) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_265, %e1_266, %e2_267, %e3_268 = cute.get_leaves(%119) : !cute.shape<"((4,1),1,4)">
          %lay_269 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %120 = cute.memref.load_vec(%rmem_131) : (!memref_rmem_f32_) -> vector<16xf32>
          %lay_270 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %121 = cute.get_shape(%lay_270) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%121) : !cute.shape<"((4,1),1,4)">
          %cst_275 = arith.constant 0.000000e+00 : f32
          %122 = vector.broadcast %cst_275 : f32 to vector<16xf32>
          %123 = arith.cmpf olt, %120, %122 : vector<16xf32>
          %cst_276 = arith.constant 0.000000e+00 : f32
          %124 = vector.broadcast %cst_276 : f32 to vector<16xf32>
          %125 = arith.subf %124, %120 : vector<16xf32>
          %126 = arith.select %123, %125, %120 : vector<16xi1>, vector<16xf32>
          %cst_277 = arith.constant 0.000000e+00 : f32
          %127 = vector.reduction <maximumf>, %126, %cst_277 : vector<16xf32> into f32
          %128 = arith.maximumf %arg6, %127 : f32
          scf.yield %128 : f32
        }
        %c-1_i32_54 = arith.constant -1 : i32
        %c16_i32_55 = arith.constant 16 : i32
        %c31_i32_56 = arith.constant 31 : i32
        %39 = nvvm.shfl.sync  bfly %c-1_i32_54, %38, %c16_i32_55, %c31_i32_56 : f32 -> f32
        %40 = arith.maximumf %38, %39 : f32
        %c-1_i32_57 = arith.constant -1 : i32
        %c8_i32_58 = arith.constant 8 : i32
        %c31_i32_59 = arith.constant 31 : i32
        %41 = nvvm.shfl.sync  bfly %c-1_i32_57, %40, %c8_i32_58, %c31_i32_59 : f32 -> f32
        %42 = arith.maximumf %40, %41 : f32
        %c-1_i32_60 = arith.constant -1 : i32
        %c4_i32_61 = arith.constant 4 : i32
        %c31_i32_62 = arith.constant 31 : i32
        %43 = nvvm.shfl.sync  bfly %c-1_i32_60, %42, %c4_i32_61, %c31_i32_62 : f32 -> f32
        %44 = arith.maximumf %42, %43 : f32
        %c-1_i32_63 = arith.constant -1 : i32
        %c2_i32_64 = arith.constant 2 : i32
        %c31_i32_65 = arith.constant 31 : i32
        %45 = nvvm.shfl.sync  bfly %c-1_i32_63, %44, %c2_i32_64, %c31_i32_65 : f32 -> f32
        %46 = arith.maximumf %44, %45 : f32
        %c-1_i32_66 = arith.constant -1 : i32
        %c1_i32_67 = arith.constant 1 : i32
        %c31_i32_68 = arith.constant 31 : i32
        %47 = nvvm.shfl.sync  bfly %c-1_i32_66, %46, %c1_i32_67, %c31_i32_68 : f32 -> f32
        %48 = arith.maximumf %46, %47 : f32
        nvvm.barrier
        %c0_i32_69 = arith.constant 0 : i32
        %49 = arith.cmpi eq, %7, %c0_i32_69 : i32
        %50 = scf.if %49 -> (!memref_smem_f32_) {
          %iter_101 = cute.get_iter(%22) : !memref_smem_f32_
          %coord_102 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
          cute.memref.store(%22, %coord_102, %48) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
          scf.yield %22 : !memref_smem_f32_
        } else {
          %iter_101 = cute.get_iter(%22) : !memref_smem_f32_
          scf.yield %22 : !memref_smem_f32_
        }
        %iter_70 = cute.get_iter(%50) : !memref_smem_f32_
        %iter_71 = cute.get_iter(%50) : !memref_smem_f32_
        %iter_72 = cute.get_iter(%50) : !memref_smem_f32_
        nvvm.barrier
        %coord_73 = cute.make_coord() : () -> !cute.coord<"0">
        %51 = cute.memref.load(%50, %coord_73) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
        %coord_74 = cute.make_coord() : () -> !cute.coord<"1">
        %52 = cute.memref.load(%50, %coord_74) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
        %53 = arith.maximumf %51, %52 : f32
        %coord_75 = cute.make_coord() : () -> !cute.coord<"2">
        %54 = cute.memref.load(%50, %coord_75) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
        %55 = arith.maximumf %53, %54 : f32
        %coord_76 = cute.make_coord() : () -> !cute.coord<"3">
        %56 = cute.memref.load(%50, %coord_76) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
        %57 = arith.maximumf %55, %56 : f32
        %cst_77 = arith.constant 1.000000e+00 : f32
        %58 = arith.divf %cst_77, %57 : f32
        %59 = scf.for %arg5 = %c0_i32_51 to %c3_i32_52 step %c1_i32_53 iter_args(%arg6 = %cst_50) -> (f32)  : i32 {
          %c2048_i32 = arith.constant 2048 : i32
          %85 = arith.muli %arg5, %c2048_i32 : i32
          %c4_i32_101 = arith.constant 4 : i32
          %86 = arith.muli %1, %c4_i32_101 : i32
          %87 = arith.addi %85, %86 : i32
          %coord_102 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %lay_103 = cute.get_layout(%arg0) : !memref_gmem_f32_
          %idx_104 = cute.crd2idx(%coord_102, %lay_103) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
          %iter_105 = cute.get_iter(%arg0) : !memref_gmem_f32_
          %ptr_106 = cute.add_offset(%iter_105, %idx_104) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_107 = cute.make_view(%ptr_106) : !memref_gmem_f32_3
          %iter_108 = cute.get_iter(%view_107) : !memref_gmem_f32_3
          %iter_109 = cute.get_iter(%view_107) : !memref_gmem_f32_3
          %coord_110 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
          %iter_111 = cute.get_iter(%view_107) : !memref_gmem_f32_3
          %88 = cute.get_scalars(%coord_110) <{only_dynamic}> : !cute.coord<"?">
          %c4_i32_112 = arith.constant 4 : i32
          %89 = arith.muli %88, %c4_i32_112 : i32
          %iv = cute.assume(%89) : (i32) -> !cute.i32<divby 4>
          %int_tuple_113 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
          %ptr_114 = cute.add_offset(%iter_111, %int_tuple_113) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_115 = cute.make_view(%ptr_114) : !memref_gmem_f32_4
          %iter_116 = cute.get_iter(%view_115) : !memref_gmem_f32_4
          %lay_117 = cute.get_layout(%view_115) : !memref_gmem_f32_4
          %sz_118 = cute.size(%lay_117) <{mode = [2]}> : (!cute_layout_057eda) -> !cute.int_tuple<"4">
          %e0_119 = cute.get_leaves(%sz_118) : !cute.int_tuple<"4">
          %shape_120 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_121 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_121) : !memref_rmem_i8_
          %iter_122 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %iter_123 = cute.get_iter(%rmem) : !memref_rmem_i8_
          %c0_i32_124 = arith.constant 0 : i32
          %90 = arith.addi %87, %c0_i32_124 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %91 = arith.cmpi slt, %90, %c5000_i32 : i32
          %92 = arith.extui %91 : i1 to i8
          %coord_125 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_125, %92) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
          %c512_i32 = arith.constant 512 : i32
          %93 = arith.addi %87, %c512_i32 : i32
          %94 = arith.cmpi slt, %93, %c5000_i32 : i32
          %95 = arith.extui %94 : i1 to i8
          %coord_126 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_126, %95) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
          %c1024_i32 = arith.constant 1024 : i32
          %96 = arith.addi %87, %c1024_i32 : i32
          %97 = arith.cmpi slt, %96, %c5000_i32 : i32
          %98 = arith.extui %97 : i1 to i8
          %coord_127 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_127, %98) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
          %c1536_i32 = arith.constant 1536 : i32
          %99 = arith.addi %87, %c1536_i32 : i32
          %100 = arith.cmpi slt, %99, %c5000_i32 : i32
          %101 = arith.extui %100 : i1 to i8
          %coord_128 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_128, %101) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_129 = cute.get_layout(%view_115) : !memref_gmem_f32_4
          %lay_130 = cute.make_layout() : !cute_layout_65aa51
          %rmem_131 = cute.memref.alloca(%lay_130) : !memref_rmem_f32_
          %iter_132 = cute.get_iter(%rmem_131) : !memref_rmem_f32_
          %iter_133 = cute.get_iter(%rmem_131) : !memref_rmem_f32_
          %lay_134 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %lay_135 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %sz_136 = cute.size(%lay_135) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
          %e0_137 = cute.get_leaves(%sz_136) : !cute.int_tuple<"16">
          %lay_138 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %102 = cute.get_shape(%lay_138) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_139, %e1, %e2, %e3 = cute.get_leaves(%102) : !cute.shape<"((4,1),1,4)">
          %int_tuple_140 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
          %int_tuple_141 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
          %e0_142 = cute.get_leaves(%int_tuple_141) : !cute.int_tuple<"16">
          %cst_143 = arith.constant 0.000000e+00 : f32
          %103 = vector.splat %cst_143 : vector<16xf32>
          %lay_144 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %104 = cute.get_shape(%lay_144) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_145, %e1_146, %e2_147, %e3_148 = cute.get_leaves(%104) : !cute.shape<"((4,1),1,4)">
          %lay_149 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %lay_150 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %105 = cute.get_shape(%lay_150) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_151, %e1_152, %e2_153, %e3_154 = cute.get_leaves(%105) : !cute.shape<"((4,1),1,4)">
          %int_tuple_155 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
          %sz_156 = cute.size(%int_tuple_155) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
          %e0_157 = cute.get_leaves(%sz_156) : !cute.int_tuple<"16">
          %int_tuple_158 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
          %sz_159 = cute.size(%int_tuple_158) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
          %e0_160 = cute.get_leaves(%sz_159) : !cute.int_tuple<"16">
          cute.memref.store_vec(%103, %rmem_131) : (vector<16xf32>, !memref_rmem_f32_) -> ()
          %lay_161 = cute.get_layout(%view_115) : !memref_gmem_f32_4
          %106 = cute.get_shape(%lay_161) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
          %e0_162, %e1_163, %e2_164, %e3_165 = cute.get_leaves(%106) : !cute.shape<"((4,1),1,4)">
          %lay_166 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %107 = cute.get_shape(%lay_166) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_167, %e1_168, %e2_169, %e3_170 = cute.get_leaves(%107) : !cute.shape<"((4,1),1,4)">
          %lay_171 = cute.get_layout(%view_115) : !memref_gmem_f32_4
          %shape_172 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_173 = cute.make_layout() : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_171, %lay_173) : !cute_layout_057eda, !cute.layout<"1:0">
          %view_174 = cute.make_view(%iter_116, %append) : !memref_gmem_f32_4
          %iter_175 = cute.get_iter(%view_174) : !memref_gmem_f32_4
          %lay_176 = cute.get_layout(%view_174) : !memref_gmem_f32_4
          %108 = cute.get_shape(%lay_176) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
          %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%108) : !cute.shape<"((4,1),1,4)">
          %lay_181 = cute.get_layout(%view_174) : !memref_gmem_f32_4
          %109 = cute.get_shape(%lay_181) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
          %e0_182, %e1_183, %e2_184, %e3_185 = cute.get_leaves(%109) : !cute.shape<"((4,1),1,4)">
          %iter_186 = cute.get_iter(%view_174) : !memref_gmem_f32_4
          %view_187 = cute.make_view(%iter_186) : !memref_gmem_f32_5
          %iter_188 = cute.get_iter(%view_187) : !memref_gmem_f32_5
          %iter_189 = cute.get_iter(%view_187) : !memref_gmem_f32_5
          %lay_190 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %shape_191 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_192 = cute.make_layout() : !cute.layout<"1:0">
          %append_193 = cute.append_to_rank<2> (%lay_190, %lay_192) : !cute_layout_65aa51, !cute.layout<"1:0">
          %view_194 = cute.make_view(%iter_133, %append_193) : !memref_rmem_f32_
          %iter_195 = cute.get_iter(%view_194) : !memref_rmem_f32_
          %lay_196 = cute.get_layout(%view_194) : !memref_rmem_f32_
          %110 = cute.get_shape(%lay_196) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_197, %e1_198, %e2_199, %e3_200 = cute.get_leaves(%110) : !cute.shape<"((4,1),1,4)">
          %lay_201 = cute.get_layout(%view_194) : !memref_rmem_f32_
          %111 = cute.get_shape(%lay_201) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_202, %e1_203, %e2_204, %e3_205 = cute.get_leaves(%111) : !cute.shape<"((4,1),1,4)">
          %iter_206 = cute.get_iter(%view_194) : !memref_rmem_f32_
          %view_207 = cute.make_view(%iter_206) : !memref_rmem_f32_1
          %iter_208 = cute.get_iter(%view_207) : !memref_rmem_f32_1
          %iter_209 = cute.get_iter(%view_207) : !memref_rmem_f32_1
          %lay_210 = cute.get_layout(%rmem) : !memref_rmem_i8_
          %shape_211 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_212 = cute.make_layout() : !cute.layout<"1:0">
          %append_213 = cute.append_to_rank<2> (%lay_210, %lay_212) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_214 = cute.make_view(%iter_123, %append_213) : !memref_rmem_i8_
          %iter_215 = cute.get_iter(%view_214) : !memref_rmem_i8_
          %lay_216 = cute.get_layout(%view_214) : !memref_rmem_i8_
          %112 = cute.get_shape(%lay_216) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_217, %e1_218, %e2_219 = cute.get_leaves(%112) : !cute.shape<"(1,1,4)">
          %lay_220 = cute.get_layout(%view_214) : !memref_rmem_i8_
          %113 = cute.get_shape(%lay_220) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_221, %e1_222, %e2_223 = cute.get_leaves(%113) : !cute.shape<"(1,1,4)">
          %iter_224 = cute.get_iter(%view_214) : !memref_rmem_i8_
          %view_225 = cute.make_view(%iter_224) : !memref_rmem_i8_1
          %iter_226 = cute.get_iter(%view_225) : !memref_rmem_i8_1
          %iter_227 = cute.get_iter(%view_225) : !memref_rmem_i8_1
          %lay_228 = cute.get_layout(%view_187) : !memref_gmem_f32_5
          %114 = cute.get_shape(%lay_228) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
          %e0_229, %e1_230, %e2_231, %e3_232 = cute.get_leaves(%114) : !cute.shape<"((4,1),(1,4))">
          %lay_233 = cute.get_layout(%view_207) : !memref_rmem_f32_1
          %115 = cute.get_shape(%lay_233) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
          %e0_234, %e1_235, %e2_236, %e3_237 = cute.get_leaves(%115) : !cute.shape<"((4,1),(1,4))">
          %lay_238 = cute.get_layout(%view_187) : !memref_gmem_f32_5
          %sz_239 = cute.size(%lay_238) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
          %e0_240 = cute.get_leaves(%sz_239) : !cute.int_tuple<"4">
          %lay_241 = cute.get_layout(%view_207) : !memref_rmem_f32_1
          %sz_242 = cute.size(%lay_241) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
          %e0_243 = cute.get_leaves(%sz_242) : !cute.int_tuple<"4">
          %lay_244 = cute.get_layout(%view_187) : !memref_gmem_f32_5
          %116 = cute.get_shape(%lay_244) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
          %e0_245, %e1_246, %e2_247, %e3_248 = cute.get_leaves(%116) : !cute.shape<"((4,1),(1,4))">
          %iter_249 = cute.get_iter(%view_187) : !memref_gmem_f32_5
          %iter_250 = cute.get_iter(%view_207) : !memref_rmem_f32_1
          %lay_251 = cute.get_layout(%view_187) : !memref_gmem_f32_5
          %lay_252 = cute.get_layout(%view_207) : !memref_rmem_f32_1
          %117 = cute.static : !cute.layout<"1:0">
          %append_253 = cute.append_to_rank<2> (%lay_251, %117) : !cute_layout_6cf571, !cute.layout<"1:0">
          %append_254 = cute.append_to_rank<2> (%lay_252, %117) : !cute_layout_52a9ba, !cute.layout<"1:0">
          %lay_255 = cute.make_layout() : !cute_layout_b38ecb
          %lay_256 = cute.make_layout() : !cute_layout_f5fe74
          %iter_257 = cute.get_iter(%view_225) : !memref_rmem_i8_1
          %lay_258 = cute.get_layout(%view_225) : !memref_rmem_i8_1
          %append_259 = cute.append_to_rank<2> (%lay_258, %117) : !cute_layout_28acc4, !cute.layout<"1:0">
          %lay_260 = cute.make_layout() : !cute_layout_973764
          %sz_261 = cute.size(%lay_255) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
          %118 = cute.get_scalars(%sz_261) : !cute.int_tuple<"4">
          %c0_i32_262 = arith.constant 0 : i32
          %c1_i32_263 = arith.constant 1 : i32
          scf.for %arg7 = %c0_i32_262 to %118 step %c1_i32_263  : i32 {
            %coord_276 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
            %127 = cute.get_scalars(%coord_276) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_277 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
            %idx_278 = cute.crd2idx(%coord_276, %lay_255) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
            %ptr_279 = cute.add_offset(%iter_249, %idx_278) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
            %view_280 = cute.make_view(%ptr_279, %lay_277) : !memref_gmem_f32_6
            %128 = cute.get_scalars(%coord_276) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_281 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
            %idx_282 = cute.crd2idx(%coord_276, %lay_256) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
            %ptr_283 = cute.add_offset(%iter_250, %idx_282) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
            %view_284 = cute.make_view(%ptr_283, %lay_281) : !memref_rmem_f32_2
            %129 = cute.get_scalars(%coord_276) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_285 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_286 = cute.crd2idx(%coord_276, %lay_260) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
            %ptr_287 = cute.add_offset(%iter_257, %idx_286) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %view_288 = cute.make_view(%ptr_287, %lay_285) : !memref_rmem_i8_2
            %iter_289 = cute.get_iter(%view_280) : !memref_gmem_f32_6
            %iter_290 = cute.get_iter(%view_284) : !memref_rmem_f32_2
            %iter_291 = cute.get_iter(%view_288) : !memref_rmem_i8_2
            %130 = builtin.unrealized_conversion_cast %iter_291 : !cute.ptr<i8, rmem> to !llvm.ptr
            %131 = llvm.load %130 : !llvm.ptr -> i8
            %132 = llvm.mlir.constant(0 : i8) : i8
            %133 = llvm.icmp "ne" %131, %132 : i8
            scf.if %133 {
              %134 = builtin.unrealized_conversion_cast %iter_289 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
              %135 = builtin.unrealized_conversion_cast %iter_290 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
              %136 = llvm.load %134 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
              llvm.store %136, %135 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
            }
          } {llvm.loop_annotation = #loop_annotation}
          %lay_264 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %119 = cute.get_shape(%lay_264) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_265, %e1_266, %e2_267, %e3_268 = cute.get_leaves(%119) : !cute.shape<"((4,1),1,4)">
          %lay_269 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %120 = cute.memref.load_vec(%rmem_131) : (!memref_rmem_f32_) -> vector<16xf32>
          %lay_270 = cute.get_layout(%rmem_131) : !memref_rmem_f32_
          %121 = cute.get_shape(%lay_270) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
          %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%121) : !cute.shape<"((4,1),1,4)">
          %122 = vector.broadcast %58 : f32 to vector<16xf32>
          %123 = arith.mulf %120, %122 : vector<16xf32>
          %124 = arith.mulf %123, %123 : vector<16xf32>
          %cst_275 = arith.constant 0.000000e+00 : f32
          %125 = vector.reduction <add>, %124, %cst_275 : vector<16xf32> into f32
          %126 = arith.addf %arg6, %125 : f32
          scf.yield %126 : f32
        }
        %c-1_i32_78 = arith.constant -1 : i32
        %c16_i32_79 = arith.constant 16 : i32
        %c31_i32_80 = arith.constant 31 : i32
        %60 = nvvm.shfl.sync  bfly %c-1_i32_78, %59, %c16_i32_79, %c31_i32_80 : f32 -> f32
        %61 = arith.addf %59, %60 : f32
        %c-1_i32_81 = arith.constant -1 : i32
        %c8_i32_82 = arith.constant 8 : i32
        %c31_i32_83 = arith.constant 31 : i32
        %62 = nvvm.shfl.sync  bfly %c-1_i32_81, %61, %c8_i32_82, %c31_i32_83 : f32 -> f32
        %63 = arith.addf %61, %62 : f32
        %c-1_i32_84 = arith.constant -1 : i32
        %c4_i32_85 = arith.constant 4 : i32
        %c31_i32_86 = arith.constant 31 : i32
        %64 = nvvm.shfl.sync  bfly %c-1_i32_84, %63, %c4_i32_85, %c31_i32_86 : f32 -> f32
        %65 = arith.addf %63, %64 : f32
        %c-1_i32_87 = arith.constant -1 : i32
        %c2_i32_88 = arith.constant 2 : i32
        %c31_i32_89 = arith.constant 31 : i32
        %66 = nvvm.shfl.sync  bfly %c-1_i32_87, %65, %c2_i32_88, %c31_i32_89 : f32 -> f32
        %67 = arith.addf %65, %66 : f32
        %c-1_i32_90 = arith.constant -1 : i32
        %c1_i32_91 = arith.constant 1 : i32
        %c31_i32_92 = arith.constant 31 : i32
        %68 = nvvm.shfl.sync  bfly %c-1_i32_90, %67, %c1_i32_91, %c31_i32_92 : f32 -> f32
        %69 = arith.addf %67, %68 : f32
        nvvm.barrier
        %70 = arith.cmpi eq, %7, %c0_i32_69 : i32
        %71 = scf.if %70 -> (!memref_smem_f32_) {
          %iter_101 = cute.get_iter(%50) : !memref_smem_f32_
          %coord_102 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
          cute.memref.store(%50, %coord_102, %69) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
          scf.yield %50 : !memref_smem_f32_
        } else {
          %iter_101 = cute.get_iter(%50) : !memref_smem_f32_
          scf.yield %50 : !memref_smem_f32_
        }
        %iter_93 = cute.get_iter(%71) : !memref_smem_f32_
        %iter_94 = cute.get_iter(%71) : !memref_smem_f32_
        %iter_95 = cute.get_iter(%71) : !memref_smem_f32_
        nvvm.barrier
        %coord_96 = cute.make_coord() : () -> !cute.coord<"0">
        %72 = cute.memref.load(%71, %coord_96) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
        %coord_97 = cute.make_coord() : () -> !cute.coord<"1">
        %73 = cute.memref.load(%71, %coord_97) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
        %74 = arith.addf %72, %73 : f32
        %coord_98 = cute.make_coord() : () -> !cute.coord<"2">
        %75 = cute.memref.load(%71, %coord_98) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
        %76 = arith.addf %74, %75 : f32
        %coord_99 = cute.make_coord() : () -> !cute.coord<"3">
        %77 = cute.memref.load(%71, %coord_99) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
        %78 = arith.addf %76, %77 : f32
        %cst_100 = arith.constant 5.000000e+03 : f32
        %79 = arith.divf %78, %cst_100 : f32
        %80 = arith.mulf %arg4, %58 : f32
        %81 = arith.mulf %80, %58 : f32
        %82 = arith.addf %79, %81 : f32
        %83 = math.rsqrt %82 : f32
        %84 = arith.mulf %58, %83 : f32
        scf.yield %71, %84 : !memref_smem_f32_, f32
      } else {
        %iter_49 = cute.get_iter(%22) : !memref_smem_f32_
        scf.yield %22, %32 : !memref_smem_f32_, f32
      }
      %iter_43 = cute.get_iter(%34#0) : !memref_smem_f32_
      %iter_44 = cute.get_iter(%34#0) : !memref_smem_f32_
      %iter_45 = cute.get_iter(%34#0) : !memref_smem_f32_
      %35 = arith.cmpi eq, %1, %c0_i32_33 : i32
      %36 = scf.if %35 -> (!memref_gmem_f32_2) {
        %iter_49 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %coord_50 = cute.make_coord(%4) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_50, %34#1) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_2
      } else {
        %iter_49 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        scf.yield %arg3 : !memref_gmem_f32_2
      }
      %iter_46 = cute.get_iter(%36) : !memref_gmem_f32_2
      %iter_47 = cute.get_iter(%36) : !memref_gmem_f32_2
      %iter_48 = cute.get_iter(%36) : !memref_gmem_f32_2
      %37 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %0) -> (!copy_simt)  : i32 {
        %coord_49 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_50 = cute.get_layout(%arg0) : !memref_gmem_f32_
        %idx_51 = cute.crd2idx(%coord_49, %lay_50) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_52 = cute.get_iter(%arg0) : !memref_gmem_f32_
        %ptr_53 = cute.add_offset(%iter_52, %idx_51) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_54 = cute.make_view(%ptr_53) : !memref_gmem_f32_3
        %iter_55 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %iter_56 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %coord_57 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_58 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %38 = cute.get_scalars(%coord_57) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_59 = arith.constant 4 : i32
        %39 = arith.muli %38, %c4_i32_59 : i32
        %iv = cute.assume(%39) : (i32) -> !cute.i32<divby 4>
        %int_tuple_60 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_61 = cute.add_offset(%iter_58, %int_tuple_60) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_62 = cute.make_view(%ptr_61) : !memref_gmem_f32_4
        %iter_63 = cute.get_iter(%view_62) : !memref_gmem_f32_4
        %coord_64 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_65 = cute.get_layout(%arg1) : !memref_gmem_f32_1
        %idx_66 = cute.crd2idx(%coord_64, %lay_65) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,2048),(96,3)):((0,1),(0,2048))">) -> !cute.int_tuple<"?{div=2048}">
        %iter_67 = cute.get_iter(%arg1) : !memref_gmem_f32_1
        %ptr_68 = cute.add_offset(%iter_67, %idx_66) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_69 = cute.make_view(%ptr_68) : !memref_gmem_f32_3
        %iter_70 = cute.get_iter(%view_69) : !memref_gmem_f32_3
        %iter_71 = cute.get_iter(%view_69) : !memref_gmem_f32_3
        %coord_72 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_73 = cute.get_iter(%view_69) : !memref_gmem_f32_3
        %40 = cute.get_scalars(%coord_72) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_74 = arith.constant 4 : i32
        %41 = arith.muli %40, %c4_i32_74 : i32
        %iv_75 = cute.assume(%41) : (i32) -> !cute.i32<divby 4>
        %int_tuple_76 = cute.make_int_tuple(%iv_75) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_77 = cute.add_offset(%iter_73, %int_tuple_76) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_78 = cute.make_view(%ptr_77) : !memref_gmem_f32_4
        %iter_79 = cute.get_iter(%view_78) : !memref_gmem_f32_4
        %coord_80 = cute.make_coord(%4, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_81 = cute.get_layout(%arg2) : !memref_gmem_f32_
        %idx_82 = cute.crd2idx(%coord_80, %lay_81) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_83 = cute.get_iter(%arg2) : !memref_gmem_f32_
        %ptr_84 = cute.add_offset(%iter_83, %idx_82) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_85 = cute.make_view(%ptr_84) : !memref_gmem_f32_3
        %iter_86 = cute.get_iter(%view_85) : !memref_gmem_f32_3
        %iter_87 = cute.get_iter(%view_85) : !memref_gmem_f32_3
        %coord_88 = cute.make_coord(%1) : (i32) -> !cute.coord<"?">
        %iter_89 = cute.get_iter(%view_85) : !memref_gmem_f32_3
        %42 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_90 = arith.constant 4 : i32
        %43 = arith.muli %42, %c4_i32_90 : i32
        %iv_91 = cute.assume(%43) : (i32) -> !cute.i32<divby 4>
        %int_tuple_92 = cute.make_int_tuple(%iv_91) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_93 = cute.add_offset(%iter_89, %int_tuple_92) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_94 = cute.make_view(%ptr_93) : !memref_gmem_f32_4
        %iter_95 = cute.get_iter(%view_94) : !memref_gmem_f32_4
        %c2048_i32 = arith.constant 2048 : i32
        %44 = arith.muli %arg5, %c2048_i32 : i32
        %c4_i32_96 = arith.constant 4 : i32
        %45 = arith.muli %1, %c4_i32_96 : i32
        %46 = arith.addi %44, %45 : i32
        %lay_97 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %sz_98 = cute.size(%lay_97) <{mode = [2]}> : (!cute_layout_057eda) -> !cute.int_tuple<"4">
        %e0_99 = cute.get_leaves(%sz_98) : !cute.int_tuple<"4">
        %shape_100 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_101 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_101) : !memref_rmem_i8_
        %iter_102 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_103 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %c0_i32_104 = arith.constant 0 : i32
        %47 = arith.addi %46, %c0_i32_104 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %48 = arith.cmpi slt, %47, %c5000_i32 : i32
        %49 = arith.extui %48 : i1 to i8
        %coord_105 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_105, %49) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %c512_i32 = arith.constant 512 : i32
        %50 = arith.addi %46, %c512_i32 : i32
        %51 = arith.cmpi slt, %50, %c5000_i32 : i32
        %52 = arith.extui %51 : i1 to i8
        %coord_106 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_106, %52) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %c1024_i32 = arith.constant 1024 : i32
        %53 = arith.addi %46, %c1024_i32 : i32
        %54 = arith.cmpi slt, %53, %c5000_i32 : i32
        %55 = arith.extui %54 : i1 to i8
        %coord_107 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_107, %55) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %c1536_i32 = arith.constant 1536 : i32
        %56 = arith.addi %46, %c1536_i32 : i32
        %57 = arith.cmpi slt, %56, %c5000_i32 : i32
        %58 = arith.extui %57 : i1 to i8
        %coord_108 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_108, %58) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_109 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %lay_110 = cute.make_layout() : !cute_layout_65aa51
        %rmem_111 = cute.memref.alloca(%lay_110) : !memref_rmem_f32_
        %iter_112 = cute.get_iter(%rmem_111) : !memref_rmem_f32_
        %iter_113 = cute.get_iter(%rmem_111) : !memref_rmem_f32_
        %lay_114 = cute.get_layout(%view_78) : !memref_gmem_f32_4
        %lay_115 = cute.make_layout() : !cute_layout_65aa51
        %rmem_116 = cute.memref.alloca(%lay_115) : !memref_rmem_f32_
        %iter_117 = cute.get_iter(%rmem_116) : !memref_rmem_f32_
        %iter_118 = cute.get_iter(%rmem_116) : !memref_rmem_f32_
        %lay_119 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %lay_120 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %sz_121 = cute.size(%lay_120) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_122 = cute.get_leaves(%sz_121) : !cute.int_tuple<"16">
        %lay_123 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %59 = cute.get_shape(%lay_123) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_124, %e1, %e2, %e3 = cute.get_leaves(%59) : !cute.shape<"((4,1),1,4)">
        %int_tuple_125 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_126 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_127 = cute.get_leaves(%int_tuple_126) : !cute.int_tuple<"16">
        %cst_128 = arith.constant 0.000000e+00 : f32
        %60 = vector.splat %cst_128 : vector<16xf32>
        %lay_129 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %61 = cute.get_shape(%lay_129) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_130, %e1_131, %e2_132, %e3_133 = cute.get_leaves(%61) : !cute.shape<"((4,1),1,4)">
        %lay_134 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %lay_135 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %62 = cute.get_shape(%lay_135) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_136, %e1_137, %e2_138, %e3_139 = cute.get_leaves(%62) : !cute.shape<"((4,1),1,4)">
        %int_tuple_140 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_141 = cute.size(%int_tuple_140) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_142 = cute.get_leaves(%sz_141) : !cute.int_tuple<"16">
        %int_tuple_143 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_144 = cute.size(%int_tuple_143) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_145 = cute.get_leaves(%sz_144) : !cute.int_tuple<"16">
        cute.memref.store_vec(%60, %rmem_111) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_146 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %lay_147 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %sz_148 = cute.size(%lay_147) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_149 = cute.get_leaves(%sz_148) : !cute.int_tuple<"16">
        %lay_150 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %63 = cute.get_shape(%lay_150) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_151, %e1_152, %e2_153, %e3_154 = cute.get_leaves(%63) : !cute.shape<"((4,1),1,4)">
        %int_tuple_155 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_156 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_157 = cute.get_leaves(%int_tuple_156) : !cute.int_tuple<"16">
        %cst_158 = arith.constant 0.000000e+00 : f32
        %64 = vector.splat %cst_158 : vector<16xf32>
        %lay_159 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %65 = cute.get_shape(%lay_159) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_160, %e1_161, %e2_162, %e3_163 = cute.get_leaves(%65) : !cute.shape<"((4,1),1,4)">
        %lay_164 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %lay_165 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %66 = cute.get_shape(%lay_165) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_166, %e1_167, %e2_168, %e3_169 = cute.get_leaves(%66) : !cute.shape<"((4,1),1,4)">
        %int_tuple_170 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_171 = cute.size(%int_tuple_170) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_172 = cute.get_leaves(%sz_171) : !cute.int_tuple<"16">
        %int_tuple_173 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_174 = cute.size(%int_tuple_173) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_175 = cute.get_leaves(%sz_174) : !cute.int_tuple<"16">
        cute.memref.store_vec(%64, %rmem_116) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_176 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %67 = cute.get_shape(%lay_176) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%67) : !cute.shape<"((4,1),1,4)">
        %lay_181 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %68 = cute.get_shape(%lay_181) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_182, %e1_183, %e2_184, %e3_185 = cute.get_leaves(%68) : !cute.shape<"((4,1),1,4)">
        %lay_186 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %shape_187 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_188 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_186, %lay_188) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_189 = cute.make_view(%iter_63, %append) : !memref_gmem_f32_4
        %iter_190 = cute.get_iter(%view_189) : !memref_gmem_f32_4
        %lay_191 = cute.get_layout(%view_189) : !memref_gmem_f32_4
        %69 = cute.get_shape(%lay_191) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_192, %e1_193, %e2_194, %e3_195 = cute.get_leaves(%69) : !cute.shape<"((4,1),1,4)">
        %lay_196 = cute.get_layout(%view_189) : !memref_gmem_f32_4
        %70 = cute.get_shape(%lay_196) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_197, %e1_198, %e2_199, %e3_200 = cute.get_leaves(%70) : !cute.shape<"((4,1),1,4)">
        %iter_201 = cute.get_iter(%view_189) : !memref_gmem_f32_4
        %view_202 = cute.make_view(%iter_201) : !memref_gmem_f32_5
        %iter_203 = cute.get_iter(%view_202) : !memref_gmem_f32_5
        %iter_204 = cute.get_iter(%view_202) : !memref_gmem_f32_5
        %lay_205 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %shape_206 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_207 = cute.make_layout() : !cute.layout<"1:0">
        %append_208 = cute.append_to_rank<2> (%lay_205, %lay_207) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_209 = cute.make_view(%iter_113, %append_208) : !memref_rmem_f32_
        %iter_210 = cute.get_iter(%view_209) : !memref_rmem_f32_
        %lay_211 = cute.get_layout(%view_209) : !memref_rmem_f32_
        %71 = cute.get_shape(%lay_211) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_212, %e1_213, %e2_214, %e3_215 = cute.get_leaves(%71) : !cute.shape<"((4,1),1,4)">
        %lay_216 = cute.get_layout(%view_209) : !memref_rmem_f32_
        %72 = cute.get_shape(%lay_216) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_217, %e1_218, %e2_219, %e3_220 = cute.get_leaves(%72) : !cute.shape<"((4,1),1,4)">
        %iter_221 = cute.get_iter(%view_209) : !memref_rmem_f32_
        %view_222 = cute.make_view(%iter_221) : !memref_rmem_f32_1
        %iter_223 = cute.get_iter(%view_222) : !memref_rmem_f32_1
        %iter_224 = cute.get_iter(%view_222) : !memref_rmem_f32_1
        %lay_225 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_226 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_227 = cute.make_layout() : !cute.layout<"1:0">
        %append_228 = cute.append_to_rank<2> (%lay_225, %lay_227) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_229 = cute.make_view(%iter_103, %append_228) : !memref_rmem_i8_
        %iter_230 = cute.get_iter(%view_229) : !memref_rmem_i8_
        %lay_231 = cute.get_layout(%view_229) : !memref_rmem_i8_
        %73 = cute.get_shape(%lay_231) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_232, %e1_233, %e2_234 = cute.get_leaves(%73) : !cute.shape<"(1,1,4)">
        %lay_235 = cute.get_layout(%view_229) : !memref_rmem_i8_
        %74 = cute.get_shape(%lay_235) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_236, %e1_237, %e2_238 = cute.get_leaves(%74) : !cute.shape<"(1,1,4)">
        %iter_239 = cute.get_iter(%view_229) : !memref_rmem_i8_
        %view_240 = cute.make_view(%iter_239) : !memref_rmem_i8_1
        %iter_241 = cute.get_iter(%view_240) : !memref_rmem_i8_1
        %iter_242 = cute.get_iter(%view_240) : !memref_rmem_i8_1
        %lay_243 = cute.get_layout(%view_202) : !memref_gmem_f32_5
        %75 = cute.get_shape(%lay_243) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%75) : !cute.shape<"((4,1),(1,4))">
        %lay_248 = cute.get_layout(%view_222) : !memref_rmem_f32_1
        %76 = cute.get_shape(%lay_248) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%76) : !cute.shape<"((4,1),(1,4))">
        %lay_253 = cute.get_layout(%view_202) : !memref_gmem_f32_5
        %sz_254 = cute.size(%lay_253) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_255 = cute.get_leaves(%sz_254) : !cute.int_tuple<"4">
        %lay_256 = cute.get_layout(%view_222) : !memref_rmem_f32_1
        %sz_257 = cute.size(%lay_256) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_258 = cute.get_leaves(%sz_257) : !cute.int_tuple<"4">
        %lay_259 = cute.get_layout(%view_202) : !memref_gmem_f32_5
        %77 = cute.get_shape(%lay_259) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_260, %e1_261, %e2_262, %e3_263 = cute.get_leaves(%77) : !cute.shape<"((4,1),(1,4))">
        %iter_264 = cute.get_iter(%view_202) : !memref_gmem_f32_5
        %iter_265 = cute.get_iter(%view_222) : !memref_rmem_f32_1
        %lay_266 = cute.get_layout(%view_202) : !memref_gmem_f32_5
        %lay_267 = cute.get_layout(%view_222) : !memref_rmem_f32_1
        %78 = cute.static : !cute.layout<"1:0">
        %append_268 = cute.append_to_rank<2> (%lay_266, %78) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_269 = cute.append_to_rank<2> (%lay_267, %78) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_270 = cute.make_layout() : !cute_layout_b38ecb
        %lay_271 = cute.make_layout() : !cute_layout_f5fe74
        %iter_272 = cute.get_iter(%view_240) : !memref_rmem_i8_1
        %lay_273 = cute.get_layout(%view_240) : !memref_rmem_i8_1
        %append_274 = cute.append_to_rank<2> (%lay_273, %78) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_275 = cute.make_layout() : !cute_layout_973764
        %sz_276 = cute.size(%lay_270) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %79 = cute.get_scalars(%sz_276) : !cute.int_tuple<"4">
        %c0_i32_277 = arith.constant 0 : i32
        %c1_i32_278 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_277 to %79 step %c1_i32_278  : i32 {
          %coord_531 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %117 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_532 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_533 = cute.crd2idx(%coord_531, %lay_270) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_534 = cute.add_offset(%iter_264, %idx_533) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_535 = cute.make_view(%ptr_534, %lay_532) : !memref_gmem_f32_6
          %118 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_536 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_537 = cute.crd2idx(%coord_531, %lay_271) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_538 = cute.add_offset(%iter_265, %idx_537) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_539 = cute.make_view(%ptr_538, %lay_536) : !memref_rmem_f32_2
          %119 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_540 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_541 = cute.crd2idx(%coord_531, %lay_275) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_542 = cute.add_offset(%iter_272, %idx_541) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_543 = cute.make_view(%ptr_542, %lay_540) : !memref_rmem_i8_2
          %iter_544 = cute.get_iter(%view_535) : !memref_gmem_f32_6
          %iter_545 = cute.get_iter(%view_539) : !memref_rmem_f32_2
          %iter_546 = cute.get_iter(%view_543) : !memref_rmem_i8_2
          %120 = builtin.unrealized_conversion_cast %iter_546 : !cute.ptr<i8, rmem> to !llvm.ptr
          %121 = llvm.load %120 : !llvm.ptr -> i8
          %122 = llvm.mlir.constant(0 : i8) : i8
          %123 = llvm.icmp "ne" %121, %122 : i8
          scf.if %123 {
            %124 = builtin.unrealized_conversion_cast %iter_544 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %125 = builtin.unrealized_conversion_cast %iter_545 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %126 = llvm.load %124 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %126, %125 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_279 = cute.get_layout(%view_78) : !memref_gmem_f32_4
        %80 = cute.get_shape(%lay_279) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_280, %e1_281, %e2_282, %e3_283 = cute.get_leaves(%80) : !cute.shape<"((4,1),1,4)">
        %lay_284 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %81 = cute.get_shape(%lay_284) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_285, %e1_286, %e2_287, %e3_288 = cute.get_leaves(%81) : !cute.shape<"((4,1),1,4)">
        %lay_289 = cute.get_layout(%view_78) : !memref_gmem_f32_4
        %shape_290 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_291 = cute.make_layout() : !cute.layout<"1:0">
        %append_292 = cute.append_to_rank<2> (%lay_289, %lay_291) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_293 = cute.make_view(%iter_79, %append_292) : !memref_gmem_f32_4
        %iter_294 = cute.get_iter(%view_293) : !memref_gmem_f32_4
        %lay_295 = cute.get_layout(%view_293) : !memref_gmem_f32_4
        %82 = cute.get_shape(%lay_295) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%82) : !cute.shape<"((4,1),1,4)">
        %lay_300 = cute.get_layout(%view_293) : !memref_gmem_f32_4
        %83 = cute.get_shape(%lay_300) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_301, %e1_302, %e2_303, %e3_304 = cute.get_leaves(%83) : !cute.shape<"((4,1),1,4)">
        %iter_305 = cute.get_iter(%view_293) : !memref_gmem_f32_4
        %view_306 = cute.make_view(%iter_305) : !memref_gmem_f32_5
        %iter_307 = cute.get_iter(%view_306) : !memref_gmem_f32_5
        %iter_308 = cute.get_iter(%view_306) : !memref_gmem_f32_5
        %lay_309 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %shape_310 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_311 = cute.make_layout() : !cute.layout<"1:0">
        %append_312 = cute.append_to_rank<2> (%lay_309, %lay_311) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_313 = cute.make_view(%iter_118, %append_312) : !memref_rmem_f32_
        %iter_314 = cute.get_iter(%view_313) : !memref_rmem_f32_
        %lay_315 = cute.get_layout(%view_313) : !memref_rmem_f32_
        %84 = cute.get_shape(%lay_315) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_316, %e1_317, %e2_318, %e3_319 = cute.get_leaves(%84) : !cute.shape<"((4,1),1,4)">
        %lay_320 = cute.get_layout(%view_313) : !memref_rmem_f32_
        %85 = cute.get_shape(%lay_320) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_321, %e1_322, %e2_323, %e3_324 = cute.get_leaves(%85) : !cute.shape<"((4,1),1,4)">
        %iter_325 = cute.get_iter(%view_313) : !memref_rmem_f32_
        %view_326 = cute.make_view(%iter_325) : !memref_rmem_f32_1
        %iter_327 = cute.get_iter(%view_326) : !memref_rmem_f32_1
        %iter_328 = cute.get_iter(%view_326) : !memref_rmem_f32_1
        %lay_329 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_330 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_331 = cute.make_layout() : !cute.layout<"1:0">
        %append_332 = cute.append_to_rank<2> (%lay_329, %lay_331) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_333 = cute.make_view(%iter_103, %append_332) : !memref_rmem_i8_
        %iter_334 = cute.get_iter(%view_333) : !memref_rmem_i8_
        %lay_335 = cute.get_layout(%view_333) : !memref_rmem_i8_
        %86 = cute.get_shape(%lay_335) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_336, %e1_337, %e2_338 = cute.get_leaves(%86) : !cute.shape<"(1,1,4)">
        %lay_339 = cute.get_layout(%view_333) : !memref_rmem_i8_
        %87 = cute.get_shape(%lay_339) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_340, %e1_341, %e2_342 = cute.get_leaves(%87) : !cute.shape<"(1,1,4)">
        %iter_343 = cute.get_iter(%view_333) : !memref_rmem_i8_
        %view_344 = cute.make_view(%iter_343) : !memref_rmem_i8_1
        %iter_345 = cute.get_iter(%view_344) : !memref_rmem_i8_1
        %iter_346 = cute.get_iter(%view_344) : !memref_rmem_i8_1
        %lay_347 = cute.get_layout(%view_306) : !memref_gmem_f32_5
        %88 = cute.get_shape(%lay_347) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_348, %e1_349, %e2_350, %e3_351 = cute.get_leaves(%88) : !cute.shape<"((4,1),(1,4))">
        %lay_352 = cute.get_layout(%view_326) : !memref_rmem_f32_1
        %89 = cute.get_shape(%lay_352) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%89) : !cute.shape<"((4,1),(1,4))">
        %lay_357 = cute.get_layout(%view_306) : !memref_gmem_f32_5
        %sz_358 = cute.size(%lay_357) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_359 = cute.get_leaves(%sz_358) : !cute.int_tuple<"4">
        %lay_360 = cute.get_layout(%view_326) : !memref_rmem_f32_1
        %sz_361 = cute.size(%lay_360) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_362 = cute.get_leaves(%sz_361) : !cute.int_tuple<"4">
        %lay_363 = cute.get_layout(%view_306) : !memref_gmem_f32_5
        %90 = cute.get_shape(%lay_363) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_364, %e1_365, %e2_366, %e3_367 = cute.get_leaves(%90) : !cute.shape<"((4,1),(1,4))">
        %iter_368 = cute.get_iter(%view_306) : !memref_gmem_f32_5
        %iter_369 = cute.get_iter(%view_326) : !memref_rmem_f32_1
        %lay_370 = cute.get_layout(%view_306) : !memref_gmem_f32_5
        %lay_371 = cute.get_layout(%view_326) : !memref_rmem_f32_1
        %91 = cute.static : !cute.layout<"1:0">
        %append_372 = cute.append_to_rank<2> (%lay_370, %91) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_373 = cute.append_to_rank<2> (%lay_371, %91) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_374 = cute.make_layout() : !cute_layout_b38ecb
        %lay_375 = cute.make_layout() : !cute_layout_f5fe74
        %iter_376 = cute.get_iter(%view_344) : !memref_rmem_i8_1
        %lay_377 = cute.get_layout(%view_344) : !memref_rmem_i8_1
        %append_378 = cute.append_to_rank<2> (%lay_377, %91) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_379 = cute.make_layout() : !cute_layout_973764
        %sz_380 = cute.size(%lay_374) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %92 = cute.get_scalars(%sz_380) : !cute.int_tuple<"4">
        %c0_i32_381 = arith.constant 0 : i32
        %c1_i32_382 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_381 to %92 step %c1_i32_382  : i32 {
          %coord_531 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %117 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_532 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_533 = cute.crd2idx(%coord_531, %lay_374) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_534 = cute.add_offset(%iter_368, %idx_533) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_535 = cute.make_view(%ptr_534, %lay_532) : !memref_gmem_f32_6
          %118 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_536 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_537 = cute.crd2idx(%coord_531, %lay_375) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_538 = cute.add_offset(%iter_369, %idx_537) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_539 = cute.make_view(%ptr_538, %lay_536) : !memref_rmem_f32_2
          %119 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_540 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_541 = cute.crd2idx(%coord_531, %lay_379) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_542 = cute.add_offset(%iter_376, %idx_541) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_543 = cute.make_view(%ptr_542, %lay_540) : !memref_rmem_i8_2
          %iter_544 = cute.get_iter(%view_535) : !memref_gmem_f32_6
          %iter_545 = cute.get_iter(%view_539) : !memref_rmem_f32_2
          %iter_546 = cute.get_iter(%view_543) : !memref_rmem_i8_2
          %120 = builtin.unrealized_conversion_cast %iter_546 : !cute.ptr<i8, rmem> to !llvm.ptr
          %121 = llvm.load %120 : !llvm.ptr -> i8
          %122 = llvm.mlir.constant(0 : i8) : i8
          %123 = llvm.icmp "ne" %121, %122 : i8
          scf.if %123 {
            %124 = builtin.unrealized_conversion_cast %iter_544 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %125 = builtin.unrealized_conversion_cast %iter_545 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %126 = llvm.load %124 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %126, %125 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_383 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %93 = cute.get_shape(%lay_383) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_384, %e1_385, %e2_386, %e3_387 = cute.get_leaves(%93) : !cute.shape<"((4,1),1,4)">
        %lay_388 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %94 = cute.memref.load_vec(%rmem_111) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_389 = cute.get_layout(%rmem_111) : !memref_rmem_f32_
        %95 = cute.get_shape(%lay_389) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_390, %e1_391, %e2_392, %e3_393 = cute.get_leaves(%95) : !cute.shape<"((4,1),1,4)">
        %96 = vector.broadcast %34#1 : f32 to vector<16xf32>
        %97 = arith.mulf %94, %96 : vector<16xf32>
        %lay_394 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %98 = cute.get_shape(%lay_394) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_395, %e1_396, %e2_397, %e3_398 = cute.get_leaves(%98) : !cute.shape<"((4,1),1,4)">
        %lay_399 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %99 = cute.memref.load_vec(%rmem_116) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_400 = cute.get_layout(%rmem_116) : !memref_rmem_f32_
        %100 = cute.get_shape(%lay_400) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_401, %e1_402, %e2_403, %e3_404 = cute.get_leaves(%100) : !cute.shape<"((4,1),1,4)">
        %101 = arith.mulf %97, %99 : vector<16xf32>
        %lay_405 = cute.get_layout(%view_94) : !memref_gmem_f32_4
        %lay_406 = cute.make_layout() : !cute_layout_65aa51
        %rmem_407 = cute.memref.alloca(%lay_406) : !memref_rmem_f32_
        %iter_408 = cute.get_iter(%rmem_407) : !memref_rmem_f32_
        %iter_409 = cute.get_iter(%rmem_407) : !memref_rmem_f32_
        %lay_410 = cute.get_layout(%rmem_407) : !memref_rmem_f32_
        %102 = cute.get_shape(%lay_410) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_411, %e1_412, %e2_413, %e3_414 = cute.get_leaves(%102) : !cute.shape<"((4,1),1,4)">
        %lay_415 = cute.get_layout(%rmem_407) : !memref_rmem_f32_
        %lay_416 = cute.get_layout(%rmem_407) : !memref_rmem_f32_
        %103 = cute.get_shape(%lay_416) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_417, %e1_418, %e2_419, %e3_420 = cute.get_leaves(%103) : !cute.shape<"((4,1),1,4)">
        %int_tuple_421 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_422 = cute.size(%int_tuple_421) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_423 = cute.get_leaves(%sz_422) : !cute.int_tuple<"16">
        %int_tuple_424 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_425 = cute.size(%int_tuple_424) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_426 = cute.get_leaves(%sz_425) : !cute.int_tuple<"16">
        cute.memref.store_vec(%101, %rmem_407) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_427 = cute.get_layout(%rmem_407) : !memref_rmem_f32_
        %104 = cute.get_shape(%lay_427) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_428, %e1_429, %e2_430, %e3_431 = cute.get_leaves(%104) : !cute.shape<"((4,1),1,4)">
        %lay_432 = cute.get_layout(%view_94) : !memref_gmem_f32_4
        %105 = cute.get_shape(%lay_432) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_433, %e1_434, %e2_435, %e3_436 = cute.get_leaves(%105) : !cute.shape<"((4,1),1,4)">
        %lay_437 = cute.get_layout(%rmem_407) : !memref_rmem_f32_
        %shape_438 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_439 = cute.make_layout() : !cute.layout<"1:0">
        %append_440 = cute.append_to_rank<2> (%lay_437, %lay_439) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_441 = cute.make_view(%iter_409, %append_440) : !memref_rmem_f32_
        %iter_442 = cute.get_iter(%view_441) : !memref_rmem_f32_
        %lay_443 = cute.get_layout(%view_441) : !memref_rmem_f32_
        %106 = cute.get_shape(%lay_443) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_444, %e1_445, %e2_446, %e3_447 = cute.get_leaves(%106) : !cute.shape<"((4,1),1,4)">
        %lay_448 = cute.get_layout(%view_441) : !memref_rmem_f32_
        %107 = cute.get_shape(%lay_448) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_449, %e1_450, %e2_451, %e3_452 = cute.get_leaves(%107) : !cute.shape<"((4,1),1,4)">
        %iter_453 = cute.get_iter(%view_441) : !memref_rmem_f32_
        %view_454 = cute.make_view(%iter_453) : !memref_rmem_f32_1
        %iter_455 = cute.get_iter(%view_454) : !memref_rmem_f32_1
        %iter_456 = cute.get_iter(%view_454) : !memref_rmem_f32_1
        %lay_457 = cute.get_layout(%view_94) : !memref_gmem_f32_4
        %shape_458 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_459 = cute.make_layout() : !cute.layout<"1:0">
        %append_460 = cute.append_to_rank<2> (%lay_457, %lay_459) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_461 = cute.make_view(%iter_95, %append_460) : !memref_gmem_f32_4
        %iter_462 = cute.get_iter(%view_461) : !memref_gmem_f32_4
        %lay_463 = cute.get_layout(%view_461) : !memref_gmem_f32_4
        %108 = cute.get_shape(%lay_463) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_464, %e1_465, %e2_466, %e3_467 = cute.get_leaves(%108) : !cute.shape<"((4,1),1,4)">
        %lay_468 = cute.get_layout(%view_461) : !memref_gmem_f32_4
        %109 = cute.get_shape(%lay_468) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_469, %e1_470, %e2_471, %e3_472 = cute.get_leaves(%109) : !cute.shape<"((4,1),1,4)">
        %iter_473 = cute.get_iter(%view_461) : !memref_gmem_f32_4
        %view_474 = cute.make_view(%iter_473) : !memref_gmem_f32_5
        %iter_475 = cute.get_iter(%view_474) : !memref_gmem_f32_5
        %iter_476 = cute.get_iter(%view_474) : !memref_gmem_f32_5
        %lay_477 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_478 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_479 = cute.make_layout() : !cute.layout<"1:0">
        %append_480 = cute.append_to_rank<2> (%lay_477, %lay_479) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_481 = cute.make_view(%iter_103, %append_480) : !memref_rmem_i8_
        %iter_482 = cute.get_iter(%view_481) : !memref_rmem_i8_
        %lay_483 = cute.get_layout(%view_481) : !memref_rmem_i8_
        %110 = cute.get_shape(%lay_483) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_484, %e1_485, %e2_486 = cute.get_leaves(%110) : !cute.shape<"(1,1,4)">
        %lay_487 = cute.get_layout(%view_481) : !memref_rmem_i8_
        %111 = cute.get_shape(%lay_487) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_488, %e1_489, %e2_490 = cute.get_leaves(%111) : !cute.shape<"(1,1,4)">
        %iter_491 = cute.get_iter(%view_481) : !memref_rmem_i8_
        %view_492 = cute.make_view(%iter_491) : !memref_rmem_i8_1
        %iter_493 = cute.get_iter(%view_492) : !memref_rmem_i8_1
        %iter_494 = cute.get_iter(%view_492) : !memref_rmem_i8_1
        %lay_495 = cute.get_layout(%view_454) : !memref_rmem_f32_1
        %112 = cute.get_shape(%lay_495) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_496, %e1_497, %e2_498, %e3_499 = cute.get_leaves(%112) : !cute.shape<"((4,1),(1,4))">
        %lay_500 = cute.get_layout(%view_474) : !memref_gmem_f32_5
        %113 = cute.get_shape(%lay_500) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_501, %e1_502, %e2_503, %e3_504 = cute.get_leaves(%113) : !cute.shape<"((4,1),(1,4))">
        %lay_505 = cute.get_layout(%view_454) : !memref_rmem_f32_1
        %sz_506 = cute.size(%lay_505) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_507 = cute.get_leaves(%sz_506) : !cute.int_tuple<"4">
        %lay_508 = cute.get_layout(%view_474) : !memref_gmem_f32_5
        %sz_509 = cute.size(%lay_508) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_510 = cute.get_leaves(%sz_509) : !cute.int_tuple<"4">
        %lay_511 = cute.get_layout(%view_454) : !memref_rmem_f32_1
        %114 = cute.get_shape(%lay_511) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_512, %e1_513, %e2_514, %e3_515 = cute.get_leaves(%114) : !cute.shape<"((4,1),(1,4))">
        %iter_516 = cute.get_iter(%view_454) : !memref_rmem_f32_1
        %iter_517 = cute.get_iter(%view_474) : !memref_gmem_f32_5
        %lay_518 = cute.get_layout(%view_454) : !memref_rmem_f32_1
        %lay_519 = cute.get_layout(%view_474) : !memref_gmem_f32_5
        %115 = cute.static : !cute.layout<"1:0">
        %append_520 = cute.append_to_rank<2> (%lay_518, %115) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %append_521 = cute.append_to_rank<2> (%lay_519, %115) : !cute_layout_6cf571, !cute.layout<"1:0">
        %lay_522 = cute.make_layout() : !cute_layout_f5fe74
        %lay_523 = cute.make_layout() : !cute_layout_b38ecb
        %iter_524 = cute.get_iter(%view_492) : !memref_rmem_i8_1
        %lay_525 = cute.get_layout(%view_492) : !memref_rmem_i8_1
        %append_526 = cute.append_to_rank<2> (%lay_525, %115) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_527 = cute.make_layout() : !cute_layout_973764
        %sz_528 = cute.size(%lay_522) <{mode = [1]}> : (!cute_layout_f5fe74) -> !cute.int_tuple<"4">
        %116 = cute.get_scalars(%sz_528) : !cute.int_tuple<"4">
        %c0_i32_529 = arith.constant 0 : i32
        %c1_i32_530 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_529 to %116 step %c1_i32_530  : i32 {
          %coord_531 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %117 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_532 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_533 = cute.crd2idx(%coord_531, %lay_522) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_534 = cute.add_offset(%iter_516, %idx_533) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_535 = cute.make_view(%ptr_534, %lay_532) : !memref_rmem_f32_2
          %118 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_536 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_537 = cute.crd2idx(%coord_531, %lay_523) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_538 = cute.add_offset(%iter_517, %idx_537) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_539 = cute.make_view(%ptr_538, %lay_536) : !memref_gmem_f32_6
          %119 = cute.get_scalars(%coord_531) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_540 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_541 = cute.crd2idx(%coord_531, %lay_527) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_542 = cute.add_offset(%iter_524, %idx_541) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_543 = cute.make_view(%ptr_542, %lay_540) : !memref_rmem_i8_2
          %iter_544 = cute.get_iter(%view_535) : !memref_rmem_f32_2
          %iter_545 = cute.get_iter(%view_539) : !memref_gmem_f32_6
          %iter_546 = cute.get_iter(%view_543) : !memref_rmem_i8_2
          %120 = builtin.unrealized_conversion_cast %iter_546 : !cute.ptr<i8, rmem> to !llvm.ptr
          %121 = llvm.load %120 : !llvm.ptr -> i8
          %122 = llvm.mlir.constant(0 : i8) : i8
          %123 = llvm.icmp "ne" %121, %122 : i8
          scf.if %123 {
            %124 = builtin.unrealized_conversion_cast %iter_544 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %125 = builtin.unrealized_conversion_cast %iter_545 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %126 = llvm.load %124 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %126, %125 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h678305a2(%arg0: !memref_gmem_f32_7, %arg1: !memref_gmem_f32_8, %arg2: !memref_gmem_f32_7, %arg3: !memref_gmem_f32_2, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_43 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_44 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_46 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_47 = cute.make_layout() : !cute.layout<"(1,4):(0,1)">
    %lay_48 = cute.make_layout() : !cute_layout_b668f0
    %sz = cute.size(%lay_44) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_49 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_50 = cute.size(%lay_47) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_51 = cute.get_leaves(%sz_50) : !cute.int_tuple<"4">
    %shape_52 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_53 = cute.make_layout() : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%lay_48) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %lay_54 = cute.make_layout() : !cute.layout<"(128,4):(4,1)">
    %5 = cute.get_shape(%lay_48) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_55, %e1_56, %e2 = cute.get_leaves(%5) : !cute.shape<"(1,(4,128))">
    %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %int_tuple_58 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,512)">
    %e0_59, %e1_60 = cute.get_leaves(%int_tuple_58) : !cute.int_tuple<"(1,512)">
    %tile_61 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %6 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_62 = cute.get_layout(%view) : !memref_gmem_f32_7
    %7 = cute.get_shape(%lay_62) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_63, %e1_64 = cute.get_leaves(%7) : !cute.shape<"(96,5000)">
    %lay_65 = cute.get_layout(%view) : !memref_gmem_f32_7
    %sz_66 = cute.size(%lay_65) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_67 = cute.get_leaves(%sz_66) : !cute.int_tuple<"96">
    %lay_68 = cute.get_layout(%view_30) : !memref_gmem_f32_
    %lay_69 = cute.get_layout(%view_35) : !memref_gmem_f32_1
    %lay_70 = cute.get_layout(%view_40) : !memref_gmem_f32_
    %lay_71 = cute.get_layout(%arg3) : !memref_gmem_f32_2
    %8 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_72, %e1_73 = cute.get_leaves(%8) : !cute.tile<"[1:0;512:1]">
    %9 = cute.static : !cute.layout<"(128,4):(4,1)">
    %10 = cute.static : !cute.layout<"1:0">
    %11 = cute.static : !cute.layout<"(1,4):(0,1)">
    %12 = cute.static : !cute.layout<"(1,4):(0,1)">
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
    %16 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0<%15> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_1, !memref_gmem_f32_, !memref_gmem_f32_2, f32) -> !cuda.result
    %17 = cuda.cast %16 : !cuda.result -> i32
    cuda.return_if_error %17 : i32
    %c0_i32_75 = arith.constant 0 : i32
    return %c0_i32_75 : i32
  }
}
