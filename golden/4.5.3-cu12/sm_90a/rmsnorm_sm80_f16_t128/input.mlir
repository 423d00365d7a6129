!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_9e165f = !cute.arith_tuple_iter<"(?,?{div=4096})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_2939ba = !cute.coord_tensor<"(0,0)", "((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_coord_tensor_7e8734 = !cute.coord_tensor<"(?,?{div=4096})", "(1,4096):(0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_dfd887 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,1024@1)">
!cute_int_tuple_3a4e03 = !cute.int_tuple<"(?,?{div=4096})">
!cute_layout_1f3dfd = !cute.layout<"((8,1),1,4):((1,0),0,1024)">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_af6408 = !cute.layout<"((8,1),(1,4)):((1,0),(0,1024))">
!cute_layout_dd009c = !cute.layout<"(1,(8,128)):(0,(128,1))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[1:0;1024:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(0,4096))">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(1,4096):(0,1)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,1024)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f16_6 = !cute.memref<f16, gmem, align<16>, "(5000):(1)">
!memref_gmem_f16_7 = !cute.memref<f16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_, %arg3: !memref_gmem_f32_, %arg4: !cute_coord_tensor_2939ba, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_2939ba
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_2939ba
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f16_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %lay_15 = cute.get_layout(%arg4) : !cute_coord_tensor_2939ba
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %6 = arith.remsi %0, %c32_i32 : i32
      %7 = arith.floordivsi %0, %c32_i32 : i32
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_f16_) -> !cute.int_tuple<"2">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:2 = scf.for %arg7 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %arg6) -> (f32, !copy_simt)  : i32 {
        %coord_49 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_49) : !memref_gmem_f16_, !cute.coord<"((_,_),(?,?))">
        %iter_50 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %iter_51 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %coord_52 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg9, %slice, %coord_52) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_53 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_3
        %coord_54 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_55 = cute.slice(%arg4, %coord_54) : !cute_coord_tensor_2939ba, !cute.coord<"((_,_),(?,?))">
        %iter_56 = cute.get_iter(%slice_55) : !cute_coord_tensor_7e8734
        %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute_arith_tuple_iter_9e165f
        %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute_int_tuple_3a4e03
        %35 = cute.get_scalars(%e0_58) : !cute.int_tuple<"?">
        %36 = cute.get_scalars(%e1_59) : !cute.int_tuple<"?{div=4096}">
        %iter_60 = cute.get_iter(%slice_55) : !cute_coord_tensor_7e8734
        %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute_arith_tuple_iter_9e165f
        %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute_int_tuple_3a4e03
        %37 = cute.get_scalars(%e0_62) : !cute.int_tuple<"?">
        %38 = cute.get_scalars(%e1_63) : !cute.int_tuple<"?{div=4096}">
        %coord_64 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_65 = cute.tiled.copy.partition_S(%arg9, %slice_55, %coord_64) : (!copy_simt, !cute_coord_tensor_7e8734, !cute.coord<"?">) -> !cute_coord_tensor_dfd887
        %iter_66 = cute.get_iter(%src_partitioned_65) : !cute_coord_tensor_dfd887
        %tup_67 = cute.deref_arith_tuple_iter(%iter_66) : !cute_arith_tuple_iter_66b557
        %e0_68, %e1_69 = cute.get_leaves(%tup_67) : !cute.int_tuple<"(?,?{div=8})">
        %39 = cute.get_scalars(%e0_68) : !cute.int_tuple<"?">
        %40 = cute.get_scalars(%e1_69) : !cute.int_tuple<"?{div=8}">
        %sz_70 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
        %e0_71 = cute.get_leaves(%sz_70) : !cute.int_tuple<"1">
        %sz_72 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
        %e0_73 = cute.get_leaves(%sz_72) : !cute.int_tuple<"1">
        %sz_74 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_75 = cute.get_leaves(%sz_74) : !cute.int_tuple<"4">
        %shape_76 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_77 = cute.make_layout(%shape_76) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_77) : !memref_rmem_i8_
        %iter_78 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_79 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_80 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_81 = cute.slice(%src_partitioned_65, %coord_80) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,0)">
        %iter_82 = cute.get_iter(%slice_81) : !cute_coord_tensor_8bc2ea
        %tup_83 = cute.deref_arith_tuple_iter(%iter_82) : !cute_arith_tuple_iter_66b557
        %e0_84, %e1_85 = cute.get_leaves(%tup_83) : !cute.int_tuple<"(?,?{div=8})">
        %41 = cute.get_scalars(%e0_84) : !cute.int_tuple<"?">
        %42 = cute.get_scalars(%e1_85) : !cute.int_tuple<"?{div=8}">
        %iter_86 = cute.get_iter(%slice_81) : !cute_coord_tensor_8bc2ea
        %tup_87 = cute.deref_arith_tuple_iter(%iter_86) : !cute_arith_tuple_iter_66b557
        %e0_88, %e1_89 = cute.get_leaves(%tup_87) : !cute.int_tuple<"(?,?{div=8})">
        %43 = cute.get_scalars(%e0_88) : !cute.int_tuple<"?">
        %44 = cute.get_scalars(%e1_89) : !cute.int_tuple<"?{div=8}">
        %iter_90 = cute.get_iter(%slice_81) : !cute_coord_tensor_8bc2ea
        %tup_91 = cute.deref_arith_tuple_iter(%iter_90) : !cute_arith_tuple_iter_66b557
        %e0_92, %e1_93 = cute.get_leaves(%tup_91) : !cute.int_tuple<"(?,?{div=8})">
        %45 = cute.get_scalars(%e0_92) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_93) : !cute.int_tuple<"?{div=8}">
        %coord_94 = cute.make_coord(%e0_92, %e1_93) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_95 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %47 = cute.elem_less(%coord_94, %coord_95) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %48 = arith.extui %47 : i1 to i8
        %coord_96 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_96, %48) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_97 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_98 = cute.slice(%src_partitioned_65, %coord_97) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,1)">
        %iter_99 = cute.get_iter(%slice_98) : !cute_coord_tensor_8bc2ea
        %tup_100 = cute.deref_arith_tuple_iter(%iter_99) : !cute_arith_tuple_iter_66b557
        %e0_101, %e1_102 = cute.get_leaves(%tup_100) : !cute.int_tuple<"(?,?{div=8})">
        %49 = cute.get_scalars(%e0_101) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_102) : !cute.int_tuple<"?{div=8}">
        %iter_103 = cute.get_iter(%slice_98) : !cute_coord_tensor_8bc2ea
        %tup_104 = cute.deref_arith_tuple_iter(%iter_103) : !cute_arith_tuple_iter_66b557
        %e0_105, %e1_106 = cute.get_leaves(%tup_104) : !cute.int_tuple<"(?,?{div=8})">
        %51 = cute.get_scalars(%e0_105) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_106) : !cute.int_tuple<"?{div=8}">
        %iter_107 = cute.get_iter(%slice_98) : !cute_coord_tensor_8bc2ea
        %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute_arith_tuple_iter_66b557
        %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute.int_tuple<"(?,?{div=8})">
        %53 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?">
        %54 = cute.get_scalars(%e1_110) : !cute.int_tuple<"?{div=8}">
        %coord_111 = cute.make_coord(%e0_109, %e1_110) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_112 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %55 = cute.elem_less(%coord_111, %coord_112) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %56 = arith.extui %55 : i1 to i8
        %coord_113 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_113, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_114 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_115 = cute.slice(%src_partitioned_65, %coord_114) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,2)">
        %iter_116 = cute.get_iter(%slice_115) : !cute_coord_tensor_8bc2ea
        %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute_arith_tuple_iter_66b557
        %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute.int_tuple<"(?,?{div=8})">
        %57 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?">
        %58 = cute.get_scalars(%e1_119) : !cute.int_tuple<"?{div=8}">
        %iter_120 = cute.get_iter(%slice_115) : !cute_coord_tensor_8bc2ea
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_66b557
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute.int_tuple<"(?,?{div=8})">
        %59 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %60 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=8}">
        %iter_124 = cute.get_iter(%slice_115) : !cute_coord_tensor_8bc2ea
        %tup_125 = cute.deref_arith_tuple_iter(%iter_124) : !cute_arith_tuple_iter_66b557
        %e0_126, %e1_127 = cute.get_leaves(%tup_125) : !cute.int_tuple<"(?,?{div=8})">
        %61 = cute.get_scalars(%e0_126) : !cute.int_tuple<"?">
        %62 = cute.get_scalars(%e1_127) : !cute.int_tuple<"?{div=8}">
        %coord_128 = cute.make_coord(%e0_126, %e1_127) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_129 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %63 = cute.elem_less(%coord_128, %coord_129) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %64 = arith.extui %63 : i1 to i8
        %coord_130 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_130, %64) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_131 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_132 = cute.slice(%src_partitioned_65, %coord_131) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,3)">
        %iter_133 = cute.get_iter(%slice_132) : !cute_coord_tensor_8bc2ea
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_66b557
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=8})">
        %65 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %66 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=8}">
        %iter_137 = cute.get_iter(%slice_132) : !cute_coord_tensor_8bc2ea
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_66b557
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute.int_tuple<"(?,?{div=8})">
        %67 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %68 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=8}">
        %iter_141 = cute.get_iter(%slice_132) : !cute_coord_tensor_8bc2ea
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_66b557
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?{div=8})">
        %69 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %70 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=8}">
        %coord_145 = cute.make_coord(%e0_143, %e1_144) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_146 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %71 = cute.elem_less(%coord_145, %coord_146) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %72 = arith.extui %71 : i1 to i8
        %coord_147 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_147, %72) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_148 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %73 = cute.make_layout_like(%lay_148) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_149 = cute.memref.alloca(%73) : !memref_rmem_f16_
        %iter_150 = cute.get_iter(%rmem_149) : !memref_rmem_f16_
        %iter_151 = cute.get_iter(%rmem_149) : !memref_rmem_f16_
        %lay_152 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %sz_153 = cute.size(%rmem_149) : (!memref_rmem_f16_) -> !cute.int_tuple<"32">
        %e0_154 = cute.get_leaves(%sz_153) : !cute.int_tuple<"32">
        %lay_155 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %74 = cute.get_shape(%lay_155) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_156, %e1_157, %e2, %e3 = cute.get_leaves(%74) : !cute.shape<"((8,1),1,4)">
        %int_tuple_158 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_158) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_159 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_160 = arith.constant 0.000000e+00 : f16
        %75 = vector.splat %cst_160 : vector<32xf16>
        %lay_161 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %76 = cute.get_shape(%lay_161) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_162, %e1_163, %e2_164, %e3_165 = cute.get_leaves(%76) : !cute.shape<"((8,1),1,4)">
        %lay_166 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %lay_167 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %77 = cute.get_shape(%lay_167) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_168, %e1_169, %e2_170, %e3_171 = cute.get_leaves(%77) : !cute.shape<"((8,1),1,4)">
        %int_tuple_172 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_173 = cute.size(%int_tuple_172) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_174 = cute.get_leaves(%sz_173) : !cute.int_tuple<"32">
        %int_tuple_175 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_176 = cute.size(%int_tuple_175) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_177 = cute.get_leaves(%sz_176) : !cute.int_tuple<"32">
        cute.memref.store_vec(%75, %rmem_149) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_178 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %78 = cute.get_shape(%lay_178) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_179, %e1_180, %e2_181, %e3_182 = cute.get_leaves(%78) : !cute.shape<"((8,1),1,4)">
        %lay_183 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %79 = cute.get_shape(%lay_183) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_184, %e1_185, %e2_186, %e3_187 = cute.get_leaves(%79) : !cute.shape<"((8,1),1,4)">
        %lay_188 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %shape_189 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_190 = cute.make_layout(%shape_189) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_188, %lay_190) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_191 = cute.make_view(%iter_53, %append) : !memref_gmem_f16_3
        %iter_192 = cute.get_iter(%view_191) : !memref_gmem_f16_3
        %lay_193 = cute.get_layout(%view_191) : !memref_gmem_f16_3
        %80 = cute.get_shape(%lay_193) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_194, %e1_195, %e2_196, %e3_197 = cute.get_leaves(%80) : !cute.shape<"((8,1),1,4)">
        %lay_198 = cute.get_layout(%view_191) : !memref_gmem_f16_3
        %81 = cute.get_shape(%lay_198) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_199, %e1_200, %e2_201, %e3_202 = cute.get_leaves(%81) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_191) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_203 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %iter_204 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %lay_205 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %shape_206 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_207 = cute.make_layout(%shape_206) : !cute.layout<"1:0">
        %append_208 = cute.append_to_rank<2> (%lay_205, %lay_207) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_209 = cute.make_view(%iter_151, %append_208) : !memref_rmem_f16_
        %iter_210 = cute.get_iter(%view_209) : !memref_rmem_f16_
        %lay_211 = cute.get_layout(%view_209) : !memref_rmem_f16_
        %82 = cute.get_shape(%lay_211) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_212, %e1_213, %e2_214, %e3_215 = cute.get_leaves(%82) : !cute.shape<"((8,1),1,4)">
        %lay_216 = cute.get_layout(%view_209) : !memref_rmem_f16_
        %83 = cute.get_shape(%lay_216) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_217, %e1_218, %e2_219, %e3_220 = cute.get_leaves(%83) : !cute.shape<"((8,1),1,4)">
        %grouped_221 = cute.group_modes(%view_209) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
        %iter_222 = cute.get_iter(%grouped_221) : !memref_rmem_f16_1
        %iter_223 = cute.get_iter(%grouped_221) : !memref_rmem_f16_1
        %lay_224 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_225 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_226 = cute.make_layout(%shape_225) : !cute.layout<"1:0">
        %append_227 = cute.append_to_rank<2> (%lay_224, %lay_226) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_228 = cute.make_view(%iter_79, %append_227) : !memref_rmem_i8_
        %iter_229 = cute.get_iter(%view_228) : !memref_rmem_i8_
        %lay_230 = cute.get_layout(%view_228) : !memref_rmem_i8_
        %84 = cute.get_shape(%lay_230) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_231, %e1_232, %e2_233 = cute.get_leaves(%84) : !cute.shape<"(1,1,4)">
        %lay_234 = cute.get_layout(%view_228) : !memref_rmem_i8_
        %85 = cute.get_shape(%lay_234) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_235, %e1_236, %e2_237 = cute.get_leaves(%85) : !cute.shape<"(1,1,4)">
        %grouped_238 = cute.group_modes(%view_228) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_239 = cute.get_iter(%grouped_238) : !memref_rmem_i8_1
        %iter_240 = cute.get_iter(%grouped_238) : !memref_rmem_i8_1
        %lay_241 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %86 = cute.get_shape(%lay_241) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_242, %e1_243, %e2_244, %e3_245 = cute.get_leaves(%86) : !cute.shape<"((8,1),(1,4))">
        %lay_246 = cute.get_layout(%grouped_221) : !memref_rmem_f16_1
        %87 = cute.get_shape(%lay_246) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_247, %e1_248, %e2_249, %e3_250 = cute.get_leaves(%87) : !cute.shape<"((8,1),(1,4))">
        %sz_251 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_252 = cute.get_leaves(%sz_251) : !cute.int_tuple<"4">
        %sz_253 = cute.size(%grouped_221) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_254 = cute.get_leaves(%sz_253) : !cute.int_tuple<"4">
        %lay_255 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %88 = cute.get_shape(%lay_255) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_256, %e1_257, %e2_258, %e3_259 = cute.get_leaves(%88) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_221, %grouped_238) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %lay_260 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %89 = cute.get_shape(%lay_260) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_261, %e1_262, %e2_263, %e3_264 = cute.get_leaves(%89) : !cute.shape<"((8,1),1,4)">
        %lay_265 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %90 = cute.memref.load_vec(%rmem_149) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_266 = cute.get_layout(%rmem_149) : !memref_rmem_f16_
        %91 = cute.get_shape(%lay_266) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_267, %e1_268, %e2_269, %e3_270 = cute.get_leaves(%91) : !cute.shape<"((8,1),1,4)">
        %92 = arith.extf %90 : vector<32xf16> to vector<32xf32>
        %93 = arith.mulf %92, %92 : vector<32xf32>
        %cst_271 = arith.constant 0.000000e+00 : f32
        %94 = vector.reduction <add>, %93, %cst_271 : vector<32xf32> into f32
        %95 = arith.addf %arg8, %94 : f32
        scf.yield %95, %arg9 : f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync  bfly %c-1_i32, %8#0, %c16_i32, %c31_i32 : f32 -> f32
      %10 = arith.addf %8#0, %9 : f32
      %c-1_i32_17 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_18 = arith.constant 31 : i32
      %11 = nvvm.shfl.sync  bfly %c-1_i32_17, %10, %c8_i32, %c31_i32_18 : f32 -> f32
      %12 = arith.addf %10, %11 : f32
      %c-1_i32_19 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_20 = arith.constant 31 : i32
      %13 = nvvm.shfl.sync  bfly %c-1_i32_19, %12, %c4_i32, %c31_i32_20 : f32 -> f32
      %14 = arith.addf %12, %13 : f32
      %c-1_i32_21 = arith.constant -1 : i32
      %c2_i32_22 = arith.constant 2 : i32
      %c31_i32_23 = arith.constant 31 : i32
      %15 = nvvm.shfl.sync  bfly %c-1_i32_21, %14, %c2_i32_22, %c31_i32_23 : f32 -> f32
      %16 = arith.addf %14, %15 : f32
      %c-1_i32_24 = arith.constant -1 : i32
      %c1_i32_25 = arith.constant 1 : i32
      %c31_i32_26 = arith.constant 31 : i32
      %17 = nvvm.shfl.sync  bfly %c-1_i32_24, %16, %c1_i32_25, %c31_i32_26 : f32 -> f32
      %18 = arith.addf %16, %17 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_27 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_27) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_28 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_27) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_29 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_30 = arith.constant 16 : i32
      %19 = arith.cmpi sge, %smem_size, %c16_i32_30 : i32
      cf.assert %19, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 16 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_31 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_31, %lay_27) : !memref_smem_f32_
      %iter_32 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_33 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_34 = arith.constant 0 : i32
      %20 = arith.cmpi eq, %6, %c0_i32_34 : i32
      %21 = scf.if %20 -> (!memref_smem_f32_) {
        %iter_49 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_50 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_50, %18) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_49 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_35 = cute.get_iter(%21) : !memref_smem_f32_
      %iter_36 = cute.get_iter(%21) : !memref_smem_f32_
      %iter_37 = cute.get_iter(%21) : !memref_smem_f32_
      nvvm.barrier
      %coord_38 = cute.make_coord() : () -> !cute.coord<"0">
      %22 = cute.memref.load(%21, %coord_38) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_39 = cute.make_coord() : () -> !cute.coord<"1">
      %23 = cute.memref.load(%21, %coord_39) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %24 = arith.addf %22, %23 : f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"2">
      %25 = cute.memref.load(%21, %coord_40) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %26 = arith.addf %24, %25 : f32
      %coord_41 = cute.make_coord() : () -> !cute.coord<"3">
      %27 = cute.memref.load(%21, %coord_41) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %28 = arith.addf %26, %27 : f32
      %int_tuple_42 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_43 = cute.size(%int_tuple_42) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_44 = cute.get_leaves(%sz_43) : !cute.int_tuple<"5000">
      %cst_45 = arith.constant 5.000000e+03 : f32
      %29 = arith.divf %28, %cst_45 : f32
      %30 = arith.addf %29, %arg5 : f32
      %31 = math.rsqrt %30 : f32
      %32 = arith.cmpi eq, %0, %c0_i32_34 : i32
      %33 = scf.if %32 -> (!memref_gmem_f32_) {
        %iter_49 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_50 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_50, %31) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_49 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_46 = cute.get_iter(%33) : !memref_gmem_f32_
      %iter_47 = cute.get_iter(%33) : !memref_gmem_f32_
      %iter_48 = cute.get_iter(%33) : !memref_gmem_f32_
      %34 = scf.for %arg7 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg8 = %8#1) -> (!copy_simt)  : i32 {
        %coord_49 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_49) : !memref_gmem_f16_, !cute.coord<"((_,_),(?,?))">
        %iter_50 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %iter_51 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %coord_52 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_52) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_53 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_3
        %coord_54 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_55 = cute.slice(%arg1, %coord_54) : !memref_gmem_f16_1, !cute.coord<"((_,_),(?,?))">
        %iter_56 = cute.get_iter(%slice_55) : !memref_gmem_f16_2
        %iter_57 = cute.get_iter(%slice_55) : !memref_gmem_f16_2
        %coord_58 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_59 = cute.tiled.copy.partition_S(%arg8, %slice_55, %coord_58) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_60 = cute.get_iter(%src_partitioned_59) : !memref_gmem_f16_3
        %coord_61 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_62 = cute.slice(%arg2, %coord_61) : !memref_gmem_f16_, !cute.coord<"((_,_),(?,?))">
        %iter_63 = cute.get_iter(%slice_62) : !memref_gmem_f16_2
        %iter_64 = cute.get_iter(%slice_62) : !memref_gmem_f16_2
        %coord_65 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_62, %coord_65) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_66 = cute.get_iter(%dst_partitioned) : !memref_gmem_f16_3
        %coord_67 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_68 = cute.slice(%arg4, %coord_67) : !cute_coord_tensor_2939ba, !cute.coord<"((_,_),(?,?))">
        %iter_69 = cute.get_iter(%slice_68) : !cute_coord_tensor_7e8734
        %tup_70 = cute.deref_arith_tuple_iter(%iter_69) : !cute_arith_tuple_iter_9e165f
        %e0_71, %e1_72 = cute.get_leaves(%tup_70) : !cute_int_tuple_3a4e03
        %35 = cute.get_scalars(%e0_71) : !cute.int_tuple<"?">
        %36 = cute.get_scalars(%e1_72) : !cute.int_tuple<"?{div=4096}">
        %iter_73 = cute.get_iter(%slice_68) : !cute_coord_tensor_7e8734
        %tup_74 = cute.deref_arith_tuple_iter(%iter_73) : !cute_arith_tuple_iter_9e165f
        %e0_75, %e1_76 = cute.get_leaves(%tup_74) : !cute_int_tuple_3a4e03
        %37 = cute.get_scalars(%e0_75) : !cute.int_tuple<"?">
        %38 = cute.get_scalars(%e1_76) : !cute.int_tuple<"?{div=4096}">
        %coord_77 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_78 = cute.tiled.copy.partition_S(%arg8, %slice_68, %coord_77) : (!copy_simt, !cute_coord_tensor_7e8734, !cute.coord<"?">) -> !cute_coord_tensor_dfd887
        %iter_79 = cute.get_iter(%src_partitioned_78) : !cute_coord_tensor_dfd887
        %tup_80 = cute.deref_arith_tuple_iter(%iter_79) : !cute_arith_tuple_iter_66b557
        %e0_81, %e1_82 = cute.get_leaves(%tup_80) : !cute.int_tuple<"(?,?{div=8})">
        %39 = cute.get_scalars(%e0_81) : !cute.int_tuple<"?">
        %40 = cute.get_scalars(%e1_82) : !cute.int_tuple<"?{div=8}">
        %sz_83 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
        %e0_84 = cute.get_leaves(%sz_83) : !cute.int_tuple<"1">
        %sz_85 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
        %e0_86 = cute.get_leaves(%sz_85) : !cute.int_tuple<"1">
        %sz_87 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"4">
        %shape_89 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_90 = cute.make_layout(%shape_89) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_90) : !memref_rmem_i8_
        %iter_91 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_92 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_93 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_94 = cute.slice(%src_partitioned_78, %coord_93) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,0)">
        %iter_95 = cute.get_iter(%slice_94) : !cute_coord_tensor_8bc2ea
        %tup_96 = cute.deref_arith_tuple_iter(%iter_95) : !cute_arith_tuple_iter_66b557
        %e0_97, %e1_98 = cute.get_leaves(%tup_96) : !cute.int_tuple<"(?,?{div=8})">
        %41 = cute.get_scalars(%e0_97) : !cute.int_tuple<"?">
        %42 = cute.get_scalars(%e1_98) : !cute.int_tuple<"?{div=8}">
        %iter_99 = cute.get_iter(%slice_94) : !cute_coord_tensor_8bc2ea
        %tup_100 = cute.deref_arith_tuple_iter(%iter_99) : !cute_arith_tuple_iter_66b557
        %e0_101, %e1_102 = cute.get_leaves(%tup_100) : !cute.int_tuple<"(?,?{div=8})">
        %43 = cute.get_scalars(%e0_101) : !cute.int_tuple<"?">
        %44 = cute.get_scalars(%e1_102) : !cute.int_tuple<"?{div=8}">
        %iter_103 = cute.get_iter(%slice_94) : !cute_coord_tensor_8bc2ea
        %tup_104 = cute.deref_arith_tuple_iter(%iter_103) : !cute_arith_tuple_iter_66b557
        %e0_105, %e1_106 = cute.get_leaves(%tup_104) : !cute.int_tuple<"(?,?{div=8})">
        %45 = cute.get_scalars(%e0_105) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_106) : !cute.int_tuple<"?{div=8}">
        %coord_107 = cute.make_coord(%e0_105, %e1_106) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_108 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %47 = cute.elem_less(%coord_107, %coord_108) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %48 = arith.extui %47 : i1 to i8
        %coord_109 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_109, %48) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_110 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_111 = cute.slice(%src_partitioned_78, %coord_110) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,1)">
        %iter_112 = cute.get_iter(%slice_111) : !cute_coord_tensor_8bc2ea
        %tup_113 = cute.deref_arith_tuple_iter(%iter_112) : !cute_arith_tuple_iter_66b557
        %e0_114, %e1_115 = cute.get_leaves(%tup_113) : !cute.int_tuple<"(?,?{div=8})">
        %49 = cute.get_scalars(%e0_114) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_115) : !cute.int_tuple<"?{div=8}">
        %iter_116 = cute.get_iter(%slice_111) : !cute_coord_tensor_8bc2ea
        %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute_arith_tuple_iter_66b557
        %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute.int_tuple<"(?,?{div=8})">
        %51 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_119) : !cute.int_tuple<"?{div=8}">
        %iter_120 = cute.get_iter(%slice_111) : !cute_coord_tensor_8bc2ea
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_66b557
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute.int_tuple<"(?,?{div=8})">
        %53 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %54 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=8}">
        %coord_124 = cute.make_coord(%e0_122, %e1_123) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_125 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %55 = cute.elem_less(%coord_124, %coord_125) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %56 = arith.extui %55 : i1 to i8
        %coord_126 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_126, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_127 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_128 = cute.slice(%src_partitioned_78, %coord_127) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,2)">
        %iter_129 = cute.get_iter(%slice_128) : !cute_coord_tensor_8bc2ea
        %tup_130 = cute.deref_arith_tuple_iter(%iter_129) : !cute_arith_tuple_iter_66b557
        %e0_131, %e1_132 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(?,?{div=8})">
        %57 = cute.get_scalars(%e0_131) : !cute.int_tuple<"?">
        %58 = cute.get_scalars(%e1_132) : !cute.int_tuple<"?{div=8}">
        %iter_133 = cute.get_iter(%slice_128) : !cute_coord_tensor_8bc2ea
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_66b557
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=8})">
        %59 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %60 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=8}">
        %iter_137 = cute.get_iter(%slice_128) : !cute_coord_tensor_8bc2ea
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_66b557
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute.int_tuple<"(?,?{div=8})">
        %61 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %62 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=8}">
        %coord_141 = cute.make_coord(%e0_139, %e1_140) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_142 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %63 = cute.elem_less(%coord_141, %coord_142) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %64 = arith.extui %63 : i1 to i8
        %coord_143 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_143, %64) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_144 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_145 = cute.slice(%src_partitioned_78, %coord_144) : !cute_coord_tensor_dfd887, !cute.coord<"((0,0),0,3)">
        %iter_146 = cute.get_iter(%slice_145) : !cute_coord_tensor_8bc2ea
        %tup_147 = cute.deref_arith_tuple_iter(%iter_146) : !cute_arith_tuple_iter_66b557
        %e0_148, %e1_149 = cute.get_leaves(%tup_147) : !cute.int_tuple<"(?,?{div=8})">
        %65 = cute.get_scalars(%e0_148) : !cute.int_tuple<"?">
        %66 = cute.get_scalars(%e1_149) : !cute.int_tuple<"?{div=8}">
        %iter_150 = cute.get_iter(%slice_145) : !cute_coord_tensor_8bc2ea
        %tup_151 = cute.deref_arith_tuple_iter(%iter_150) : !cute_arith_tuple_iter_66b557
        %e0_152, %e1_153 = cute.get_leaves(%tup_151) : !cute.int_tuple<"(?,?{div=8})">
        %67 = cute.get_scalars(%e0_152) : !cute.int_tuple<"?">
        %68 = cute.get_scalars(%e1_153) : !cute.int_tuple<"?{div=8}">
        %iter_154 = cute.get_iter(%slice_145) : !cute_coord_tensor_8bc2ea
        %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_66b557
        %e0_156, %e1_157 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(?,?{div=8})">
        %69 = cute.get_scalars(%e0_156) : !cute.int_tuple<"?">
        %70 = cute.get_scalars(%e1_157) : !cute.int_tuple<"?{div=8}">
        %coord_158 = cute.make_coord(%e0_156, %e1_157) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_159 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %71 = cute.elem_less(%coord_158, %coord_159) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %72 = arith.extui %71 : i1 to i8
        %coord_160 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_160, %72) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_161 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %73 = cute.make_layout_like(%lay_161) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_162 = cute.memref.alloca(%73) : !memref_rmem_f16_
        %iter_163 = cute.get_iter(%rmem_162) : !memref_rmem_f16_
        %iter_164 = cute.get_iter(%rmem_162) : !memref_rmem_f16_
        %lay_165 = cute.get_layout(%src_partitioned_59) : !memref_gmem_f16_3
        %74 = cute.make_layout_like(%lay_165) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_166 = cute.memref.alloca(%74) : !memref_rmem_f16_
        %iter_167 = cute.get_iter(%rmem_166) : !memref_rmem_f16_
        %iter_168 = cute.get_iter(%rmem_166) : !memref_rmem_f16_
        %lay_169 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %sz_170 = cute.size(%rmem_162) : (!memref_rmem_f16_) -> !cute.int_tuple<"32">
        %e0_171 = cute.get_leaves(%sz_170) : !cute.int_tuple<"32">
        %lay_172 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %75 = cute.get_shape(%lay_172) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_173, %e1_174, %e2, %e3 = cute.get_leaves(%75) : !cute.shape<"((8,1),1,4)">
        %int_tuple_175 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_175) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_176 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_177 = arith.constant 0.000000e+00 : f16
        %76 = vector.splat %cst_177 : vector<32xf16>
        %lay_178 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %77 = cute.get_shape(%lay_178) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_179, %e1_180, %e2_181, %e3_182 = cute.get_leaves(%77) : !cute.shape<"((8,1),1,4)">
        %lay_183 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %lay_184 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %78 = cute.get_shape(%lay_184) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_185, %e1_186, %e2_187, %e3_188 = cute.get_leaves(%78) : !cute.shape<"((8,1),1,4)">
        %int_tuple_189 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_190 = cute.size(%int_tuple_189) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_191 = cute.get_leaves(%sz_190) : !cute.int_tuple<"32">
        %int_tuple_192 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_193 = cute.size(%int_tuple_192) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_194 = cute.get_leaves(%sz_193) : !cute.int_tuple<"32">
        cute.memref.store_vec(%76, %rmem_162) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_195 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %sz_196 = cute.size(%rmem_166) : (!memref_rmem_f16_) -> !cute.int_tuple<"32">
        %e0_197 = cute.get_leaves(%sz_196) : !cute.int_tuple<"32">
        %lay_198 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %79 = cute.get_shape(%lay_198) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_199, %e1_200, %e2_201, %e3_202 = cute.get_leaves(%79) : !cute.shape<"((8,1),1,4)">
        %int_tuple_203 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res_204 = cute.tuple.product(%int_tuple_203) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_205 = cute.get_leaves(%res_204) : !cute.int_tuple<"32">
        %cst_206 = arith.constant 0.000000e+00 : f16
        %80 = vector.splat %cst_206 : vector<32xf16>
        %lay_207 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %81 = cute.get_shape(%lay_207) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_208, %e1_209, %e2_210, %e3_211 = cute.get_leaves(%81) : !cute.shape<"((8,1),1,4)">
        %lay_212 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %lay_213 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %82 = cute.get_shape(%lay_213) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_214, %e1_215, %e2_216, %e3_217 = cute.get_leaves(%82) : !cute.shape<"((8,1),1,4)">
        %int_tuple_218 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_219 = cute.size(%int_tuple_218) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_220 = cute.get_leaves(%sz_219) : !cute.int_tuple<"32">
        %int_tuple_221 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_222 = cute.size(%int_tuple_221) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_223 = cute.get_leaves(%sz_222) : !cute.int_tuple<"32">
        cute.memref.store_vec(%80, %rmem_166) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_224 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %83 = cute.get_shape(%lay_224) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_225, %e1_226, %e2_227, %e3_228 = cute.get_leaves(%83) : !cute.shape<"((8,1),1,4)">
        %lay_229 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %84 = cute.get_shape(%lay_229) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_230, %e1_231, %e2_232, %e3_233 = cute.get_leaves(%84) : !cute.shape<"((8,1),1,4)">
        %lay_234 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %shape_235 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_236 = cute.make_layout(%shape_235) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_234, %lay_236) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_237 = cute.make_view(%iter_53, %append) : !memref_gmem_f16_3
        %iter_238 = cute.get_iter(%view_237) : !memref_gmem_f16_3
        %lay_239 = cute.get_layout(%view_237) : !memref_gmem_f16_3
        %85 = cute.get_shape(%lay_239) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_240, %e1_241, %e2_242, %e3_243 = cute.get_leaves(%85) : !cute.shape<"((8,1),1,4)">
        %lay_244 = cute.get_layout(%view_237) : !memref_gmem_f16_3
        %86 = cute.get_shape(%lay_244) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_245, %e1_246, %e2_247, %e3_248 = cute.get_leaves(%86) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_237) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_249 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %iter_250 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %lay_251 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %shape_252 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_253 = cute.make_layout(%shape_252) : !cute.layout<"1:0">
        %append_254 = cute.append_to_rank<2> (%lay_251, %lay_253) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_255 = cute.make_view(%iter_164, %append_254) : !memref_rmem_f16_
        %iter_256 = cute.get_iter(%view_255) : !memref_rmem_f16_
        %lay_257 = cute.get_layout(%view_255) : !memref_rmem_f16_
        %87 = cute.get_shape(%lay_257) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_258, %e1_259, %e2_260, %e3_261 = cute.get_leaves(%87) : !cute.shape<"((8,1),1,4)">
        %lay_262 = cute.get_layout(%view_255) : !memref_rmem_f16_
        %88 = cute.get_shape(%lay_262) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_263, %e1_264, %e2_265, %e3_266 = cute.get_leaves(%88) : !cute.shape<"((8,1),1,4)">
        %grouped_267 = cute.group_modes(%view_255) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
        %iter_268 = cute.get_iter(%grouped_267) : !memref_rmem_f16_1
        %iter_269 = cute.get_iter(%grouped_267) : !memref_rmem_f16_1
        %lay_270 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_271 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_272 = cute.make_layout(%shape_271) : !cute.layout<"1:0">
        %append_273 = cute.append_to_rank<2> (%lay_270, %lay_272) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_274 = cute.make_view(%iter_92, %append_273) : !memref_rmem_i8_
        %iter_275 = cute.get_iter(%view_274) : !memref_rmem_i8_
        %lay_276 = cute.get_layout(%view_274) : !memref_rmem_i8_
        %89 = cute.get_shape(%lay_276) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_277, %e1_278, %e2_279 = cute.get_leaves(%89) : !cute.shape<"(1,1,4)">
        %lay_280 = cute.get_layout(%view_274) : !memref_rmem_i8_
        %90 = cute.get_shape(%lay_280) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_281, %e1_282, %e2_283 = cute.get_leaves(%90) : !cute.shape<"(1,1,4)">
        %grouped_284 = cute.group_modes(%view_274) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_285 = cute.get_iter(%grouped_284) : !memref_rmem_i8_1
        %iter_286 = cute.get_iter(%grouped_284) : !memref_rmem_i8_1
        %lay_287 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %91 = cute.get_shape(%lay_287) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_288, %e1_289, %e2_290, %e3_291 = cute.get_leaves(%91) : !cute.shape<"((8,1),(1,4))">
        %lay_292 = cute.get_layout(%grouped_267) : !memref_rmem_f16_1
        %92 = cute.get_shape(%lay_292) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_293, %e1_294, %e2_295, %e3_296 = cute.get_leaves(%92) : !cute.shape<"((8,1),(1,4))">
        %sz_297 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_298 = cute.get_leaves(%sz_297) : !cute.int_tuple<"4">
        %sz_299 = cute.size(%grouped_267) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_300 = cute.get_leaves(%sz_299) : !cute.int_tuple<"4">
        %lay_301 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %93 = cute.get_shape(%lay_301) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_302, %e1_303, %e2_304, %e3_305 = cute.get_leaves(%93) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_267, %grouped_284) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %lay_306 = cute.get_layout(%src_partitioned_59) : !memref_gmem_f16_3
        %94 = cute.get_shape(%lay_306) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_307, %e1_308, %e2_309, %e3_310 = cute.get_leaves(%94) : !cute.shape<"((8,1),1,4)">
        %lay_311 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %95 = cute.get_shape(%lay_311) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_312, %e1_313, %e2_314, %e3_315 = cute.get_leaves(%95) : !cute.shape<"((8,1),1,4)">
        %lay_316 = cute.get_layout(%src_partitioned_59) : !memref_gmem_f16_3
        %shape_317 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_318 = cute.make_layout(%shape_317) : !cute.layout<"1:0">
        %append_319 = cute.append_to_rank<2> (%lay_316, %lay_318) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_320 = cute.make_view(%iter_60, %append_319) : !memref_gmem_f16_3
        %iter_321 = cute.get_iter(%view_320) : !memref_gmem_f16_3
        %lay_322 = cute.get_layout(%view_320) : !memref_gmem_f16_3
        %96 = cute.get_shape(%lay_322) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_323, %e1_324, %e2_325, %e3_326 = cute.get_leaves(%96) : !cute.shape<"((8,1),1,4)">
        %lay_327 = cute.get_layout(%view_320) : !memref_gmem_f16_3
        %97 = cute.get_shape(%lay_327) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_328, %e1_329, %e2_330, %e3_331 = cute.get_leaves(%97) : !cute.shape<"((8,1),1,4)">
        %grouped_332 = cute.group_modes(%view_320) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_333 = cute.get_iter(%grouped_332) : !memref_gmem_f16_4
        %iter_334 = cute.get_iter(%grouped_332) : !memref_gmem_f16_4
        %lay_335 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %shape_336 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_337 = cute.make_layout(%shape_336) : !cute.layout<"1:0">
        %append_338 = cute.append_to_rank<2> (%lay_335, %lay_337) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_339 = cute.make_view(%iter_168, %append_338) : !memref_rmem_f16_
        %iter_340 = cute.get_iter(%view_339) : !memref_rmem_f16_
        %lay_341 = cute.get_layout(%view_339) : !memref_rmem_f16_
        %98 = cute.get_shape(%lay_341) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_342, %e1_343, %e2_344, %e3_345 = cute.get_leaves(%98) : !cute.shape<"((8,1),1,4)">
        %lay_346 = cute.get_layout(%view_339) : !memref_rmem_f16_
        %99 = cute.get_shape(%lay_346) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_347, %e1_348, %e2_349, %e3_350 = cute.get_leaves(%99) : !cute.shape<"((8,1),1,4)">
        %grouped_351 = cute.group_modes(%view_339) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
        %iter_352 = cute.get_iter(%grouped_351) : !memref_rmem_f16_1
        %iter_353 = cute.get_iter(%grouped_351) : !memref_rmem_f16_1
        %lay_354 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_355 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_356 = cute.make_layout(%shape_355) : !cute.layout<"1:0">
        %append_357 = cute.append_to_rank<2> (%lay_354, %lay_356) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_358 = cute.make_view(%iter_92, %append_357) : !memref_rmem_i8_
        %iter_359 = cute.get_iter(%view_358) : !memref_rmem_i8_
        %lay_360 = cute.get_layout(%view_358) : !memref_rmem_i8_
        %100 = cute.get_shape(%lay_360) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_361, %e1_362, %e2_363 = cute.get_leaves(%100) : !cute.shape<"(1,1,4)">
        %lay_364 = cute.get_layout(%view_358) : !memref_rmem_i8_
        %101 = cute.get_shape(%lay_364) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_365, %e1_366, %e2_367 = cute.get_leaves(%101) : !cute.shape<"(1,1,4)">
        %grouped_368 = cute.group_modes(%view_358) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_369 = cute.get_iter(%grouped_368) : !memref_rmem_i8_1
        %iter_370 = cute.get_iter(%grouped_368) : !memref_rmem_i8_1
        %lay_371 = cute.get_layout(%grouped_332) : !memref_gmem_f16_4
        %102 = cute.get_shape(%lay_371) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_372, %e1_373, %e2_374, %e3_375 = cute.get_leaves(%102) : !cute.shape<"((8,1),(1,4))">
        %lay_376 = cute.get_layout(%grouped_351) : !memref_rmem_f16_1
        %103 = cute.get_shape(%lay_376) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_377, %e1_378, %e2_379, %e3_380 = cute.get_leaves(%103) : !cute.shape<"((8,1),(1,4))">
        %sz_381 = cute.size(%grouped_332) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_382 = cute.get_leaves(%sz_381) : !cute.int_tuple<"4">
        %sz_383 = cute.size(%grouped_351) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_384 = cute.get_leaves(%sz_383) : !cute.int_tuple<"4">
        %lay_385 = cute.get_layout(%grouped_332) : !memref_gmem_f16_4
        %104 = cute.get_shape(%lay_385) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_386, %e1_387, %e2_388, %e3_389 = cute.get_leaves(%104) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped_332, %grouped_351, %grouped_368) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %lay_390 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %105 = cute.get_shape(%lay_390) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_391, %e1_392, %e2_393, %e3_394 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
        %lay_395 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %106 = cute.memref.load_vec(%rmem_162) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_396 = cute.get_layout(%rmem_162) : !memref_rmem_f16_
        %107 = cute.get_shape(%lay_396) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_397, %e1_398, %e2_399, %e3_400 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
        %108 = arith.extf %106 : vector<32xf16> to vector<32xf32>
        %109 = vector.broadcast %31 : f32 to vector<32xf32>
        %110 = arith.mulf %108, %109 : vector<32xf32>
        %lay_401 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %111 = cute.get_shape(%lay_401) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_402, %e1_403, %e2_404, %e3_405 = cute.get_leaves(%111) : !cute.shape<"((8,1),1,4)">
        %lay_406 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %112 = cute.memref.load_vec(%rmem_166) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_407 = cute.get_layout(%rmem_166) : !memref_rmem_f16_
        %113 = cute.get_shape(%lay_407) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_408, %e1_409, %e2_410, %e3_411 = cute.get_leaves(%113) : !cute.shape<"((8,1),1,4)">
        %114 = arith.extf %112 : vector<32xf16> to vector<32xf32>
        %115 = arith.mulf %110, %114 : vector<32xf32>
        %lay_412 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_3
        %116 = cute.make_layout_like(%lay_412) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_413 = cute.memref.alloca(%116) : !memref_rmem_f16_
        %iter_414 = cute.get_iter(%rmem_413) : !memref_rmem_f16_
        %iter_415 = cute.get_iter(%rmem_413) : !memref_rmem_f16_
        %117 = arith.truncf %115 : vector<32xf32> to vector<32xf16>
        %lay_416 = cute.get_layout(%rmem_413) : !memref_rmem_f16_
        %118 = cute.get_shape(%lay_416) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_417, %e1_418, %e2_419, %e3_420 = cute.get_leaves(%118) : !cute.shape<"((8,1),1,4)">
        %lay_421 = cute.get_layout(%rmem_413) : !memref_rmem_f16_
        %lay_422 = cute.get_layout(%rmem_413) : !memref_rmem_f16_
        %119 = cute.get_shape(%lay_422) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_423, %e1_424, %e2_425, %e3_426 = cute.get_leaves(%119) : !cute.shape<"((8,1),1,4)">
        %int_tuple_427 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_428 = cute.size(%int_tuple_427) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_429 = cute.get_leaves(%sz_428) : !cute.int_tuple<"32">
        %int_tuple_430 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_431 = cute.size(%int_tuple_430) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_432 = cute.get_leaves(%sz_431) : !cute.int_tuple<"32">
        cute.memref.store_vec(%117, %rmem_413) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_433 = cute.get_layout(%rmem_413) : !memref_rmem_f16_
        %120 = cute.get_shape(%lay_433) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_434, %e1_435, %e2_436, %e3_437 = cute.get_leaves(%120) : !cute.shape<"((8,1),1,4)">
        %lay_438 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_3
        %121 = cute.get_shape(%lay_438) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_439, %e1_440, %e2_441, %e3_442 = cute.get_leaves(%121) : !cute.shape<"((8,1),1,4)">
        %lay_443 = cute.get_layout(%rmem_413) : !memref_rmem_f16_
        %shape_444 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_445 = cute.make_layout(%shape_444) : !cute.layout<"1:0">
        %append_446 = cute.append_to_rank<2> (%lay_443, %lay_445) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_447 = cute.make_view(%iter_415, %append_446) : !memref_rmem_f16_
        %iter_448 = cute.get_iter(%view_447) : !memref_rmem_f16_
        %lay_449 = cute.get_layout(%view_447) : !memref_rmem_f16_
        %122 = cute.get_shape(%lay_449) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_450, %e1_451, %e2_452, %e3_453 = cute.get_leaves(%122) : !cute.shape<"((8,1),1,4)">
        %lay_454 = cute.get_layout(%view_447) : !memref_rmem_f16_
        %123 = cute.get_shape(%lay_454) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_455, %e1_456, %e2_457, %e3_458 = cute.get_leaves(%123) : !cute.shape<"((8,1),1,4)">
        %grouped_459 = cute.group_modes(%view_447) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
        %iter_460 = cute.get_iter(%grouped_459) : !memref_rmem_f16_1
        %iter_461 = cute.get_iter(%grouped_459) : !memref_rmem_f16_1
        %lay_462 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_3
        %shape_463 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_464 = cute.make_layout(%shape_463) : !cute.layout<"1:0">
        %append_465 = cute.append_to_rank<2> (%lay_462, %lay_464) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_466 = cute.make_view(%iter_66, %append_465) : !memref_gmem_f16_3
        %iter_467 = cute.get_iter(%view_466) : !memref_gmem_f16_3
        %lay_468 = cute.get_layout(%view_466) : !memref_gmem_f16_3
        %124 = cute.get_shape(%lay_468) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_469, %e1_470, %e2_471, %e3_472 = cute.get_leaves(%124) : !cute.shape<"((8,1),1,4)">
        %lay_473 = cute.get_layout(%view_466) : !memref_gmem_f16_3
        %125 = cute.get_shape(%lay_473) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_474, %e1_475, %e2_476, %e3_477 = cute.get_leaves(%125) : !cute.shape<"((8,1),1,4)">
        %grouped_478 = cute.group_modes(%view_466) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_479 = cute.get_iter(%grouped_478) : !memref_gmem_f16_4
        %iter_480 = cute.get_iter(%grouped_478) : !memref_gmem_f16_4
        %lay_481 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_482 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_483 = cute.make_layout(%shape_482) : !cute.layout<"1:0">
        %append_484 = cute.append_to_rank<2> (%lay_481, %lay_483) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_485 = cute.make_view(%iter_92, %append_484) : !memref_rmem_i8_
        %iter_486 = cute.get_iter(%view_485) : !memref_rmem_i8_
        %lay_487 = cute.get_layout(%view_485) : !memref_rmem_i8_
        %126 = cute.get_shape(%lay_487) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_488, %e1_489, %e2_490 = cute.get_leaves(%126) : !cute.shape<"(1,1,4)">
        %lay_491 = cute.get_layout(%view_485) : !memref_rmem_i8_
        %127 = cute.get_shape(%lay_491) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_492, %e1_493, %e2_494 = cute.get_leaves(%127) : !cute.shape<"(1,1,4)">
        %grouped_495 = cute.group_modes(%view_485) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_496 = cute.get_iter(%grouped_495) : !memref_rmem_i8_1
        %iter_497 = cute.get_iter(%grouped_495) : !memref_rmem_i8_1
        %lay_498 = cute.get_layout(%grouped_459) : !memref_rmem_f16_1
        %128 = cute.get_shape(%lay_498) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_499, %e1_500, %e2_501, %e3_502 = cute.get_leaves(%128) : !cute.shape<"((8,1),(1,4))">
        %lay_503 = cute.get_layout(%grouped_478) : !memref_gmem_f16_4
        %129 = cute.get_shape(%lay_503) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_504, %e1_505, %e2_506, %e3_507 = cute.get_leaves(%129) : !cute.shape<"((8,1),(1,4))">
        %sz_508 = cute.size(%grouped_459) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_509 = cute.get_leaves(%sz_508) : !cute.int_tuple<"4">
        %sz_510 = cute.size(%grouped_478) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_511 = cute.get_leaves(%sz_510) : !cute.int_tuple<"4">
        %lay_512 = cute.get_layout(%grouped_459) : !memref_rmem_f16_1
        %130 = cute.get_shape(%lay_512) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_513, %e1_514, %e2_515, %e3_516 = cute.get_leaves(%130) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped_459, %grouped_478, %grouped_495) : (!copy_simt, !memref_rmem_f16_1, !memref_gmem_f16_4, !memref_rmem_i8_1)
        scf.yield %arg8 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h4b03f641(%arg0: !memref_gmem_f16_5, %arg1: !memref_gmem_f16_6, %arg2: !memref_gmem_f16_5, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_6
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_5
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_6
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_5
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16_5
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_f16_5
    %iter_10 = cute.get_iter(%view) : !memref_gmem_f16_5
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f16_5
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout(%shape_16, %stride_17) : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_f16_5
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_f16_5
    %lay_21 = cute.get_layout(%view) : !memref_gmem_f16_5
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f16_7
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f16_7
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_f16_5, !cute.tile<"[1:0;4096:1]">
    %iter_29 = cute.get_iter(%div) : !memref_gmem_f16_
    %iter_30 = cute.get_iter(%div) : !memref_gmem_f16_
    %tile_31 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_32 = cute.zipped_divide(%view_27, %tile_31) : !memref_gmem_f16_7, !cute.tile<"[1:0;4096:1]">
    %iter_33 = cute.get_iter(%div_32) : !memref_gmem_f16_1
    %iter_34 = cute.get_iter(%div_32) : !memref_gmem_f16_1
    %tile_35 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_36 = cute.zipped_divide(%view_19, %tile_35) : !memref_gmem_f16_5, !cute.tile<"[1:0;4096:1]">
    %iter_37 = cute.get_iter(%div_36) : !memref_gmem_f16_
    %iter_38 = cute.get_iter(%div_36) : !memref_gmem_f16_
    %lay_39 = cute.get_layout(%view) : !memref_gmem_f16_5
    %5 = cute.get_shape(%lay_39) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_40, %e1_41 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %shape_42 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %6 = cute.make_identity_tensor(%shape_42) : !cute_coord_tensor_15c8d6
    %iter_43 = cute.get_iter(%6) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(0,0)">
    %e0_44, %e1_45 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_46 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_47 = cute.zipped_divide(%6, %tile_46) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;4096:1]">
    %iter_48 = cute.get_iter(%div_47) : !cute_coord_tensor_2939ba
    %tup_49 = cute.deref_arith_tuple_iter(%iter_48) : !cute.arith_tuple_iter<"(0,0)">
    %e0_50, %e1_51 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(0,0)">
    %iter_52 = cute.get_iter(%div_47) : !cute_coord_tensor_2939ba
    %tup_53 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup_53) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_56 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_57 = cute.make_ordered_layout(%shape_56, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_58 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_59 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_60 = cute.make_ordered_layout(%shape_58, %int_tuple_59) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_57, %lay_60) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_dd009c
    %sz = cute.size(%lay_57) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_61 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_62 = cute.size(%lay_60) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"8">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_65 = cute.make_layout(%shape_64) : !cute.layout<"(128,8):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_dd009c) -> !cute.layout<"(128,8):(8,1)">
    %7 = cute.composition(%rinv, %lay_65) : (!cute.layout<"(128,8):(8,1)">, !cute.layout<"(128,8):(1,128)">) -> !cute.layout<"(128,8):(8,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_66, %e1_67, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(8,128))">
    %int_tuple_68 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %res = cute.tuple.product_each(%int_tuple_68) : (!cute.int_tuple<"(1,(8,128))">) -> !cute.int_tuple<"(1,1024)">
    %e0_69, %e1_70 = cute.get_leaves(%res) : !cute.int_tuple<"(1,1024)">
    %tile_71 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_72 = cute.get_layout(%view) : !memref_gmem_f16_5
    %10 = cute.get_shape(%lay_72) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_73, %e1_74 = cute.get_leaves(%10) : !cute.shape<"(96,5000)">
    %sz_75 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f16_5) -> !cute.int_tuple<"96">
    %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"96">
    %lay_77 = cute.get_layout(%div) : !memref_gmem_f16_
    %lay_78 = cute.get_layout(%div_32) : !memref_gmem_f16_1
    %lay_79 = cute.get_layout(%div_36) : !memref_gmem_f16_
    %lay_80 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %lay_81 = cute.get_layout(%div_47) : !cute_coord_tensor_2939ba
    %11 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_82, %e1_83 = cute.get_leaves(%11) : !cute.tile<"[1:0;1024:1]">
    %12 = cute.static : !cute.layout<"(128,8):(8,1)">
    %13 = cute.static : !cute.layout<"1:0">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c80_i32 = arith.constant 80 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %16 = arith.cmpi sgt, %c80_i32, %c232448_i32 : i32
    scf.if %16 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c80_i32) : i32
    }
    %17 = arith.extsi %c80_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %18 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %17, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%18] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_84 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%18] %c0_i32_84 : !cuda.launch_cfg<max_attrs = 3>, i32
    %19 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%18> (%div, %div_32, %div_36, %arg3, %div_47, %arg4, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f16_, !memref_gmem_f32_, !cute_coord_tensor_2939ba, f32, !copy_simt) -> !cuda.result
    %20 = cuda.cast %19 : !cuda.result -> i32
    cuda.return_if_error %20 : i32
    %c0_i32_85 = arith.constant 0 : i32
    return %c0_i32_85 : i32
  }
}
