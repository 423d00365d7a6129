!cute_arith_tuple_iter_7c5329 = !cute.arith_tuple_iter<"(?,?{div=4})">
!cute_arith_tuple_iter_aaefeb = !cute.arith_tuple_iter<"(?,?{div=2048})">
!cute_coord_tensor_029b8b = !cute.coord_tensor<"(?,?{div=2048})", "(1,2048):(0,1@1)">
!cute_coord_tensor_0ff96d = !cute.coord_tensor<"(?,?{div=4})", "():()">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_40e15c = !cute.coord_tensor<"(?,?{div=4})", "((4,1),1,4):((1@1,0),0,512@1)">
!cute_coord_tensor_511bd0 = !cute.coord_tensor<"(0,0)", "((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_int_tuple_530818 = !cute.int_tuple<"(?,?{div=2048})">
!cute_layout_057eda = !cute.layout<"((4,1),1,4):((1,0),0,512)">
!cute_layout_52a9ba = !cute.layout<"((4,1),(1,4)):((1,0),(0,4))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_65aa51 = !cute.layout<"((4,1),1,4):((1,0),0,4)">
!cute_layout_6cf571 = !cute.layout<"((4,1),(1,4)):((1,0),(0,512))">
!cute_layout_b668f0 = !cute.layout<"(1,(4,128)):(0,(128,1))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(0,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(96,5000):(0,1)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_, %arg3: !memref_gmem_f32_2, %arg4: !cute_coord_tensor_511bd0, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_511bd0
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_511bd0
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f32_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_2
      %lay_15 = cute.get_layout(%arg4) : !cute_coord_tensor_511bd0
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %6 = arith.remsi %0, %c32_i32 : i32
      %7 = arith.floordivsi %0, %c32_i32 : i32
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_f32_) -> !cute.int_tuple<"3">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:2 = scf.for %arg7 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %arg6) -> (f32, !copy_simt)  : i32 {
        %coord_48 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_48) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_49 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %iter_50 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %coord_51 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg9, %slice, %coord_51) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_52 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_4
        %coord_53 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_54 = cute.slice(%arg4, %coord_53) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_55 = cute.get_iter(%slice_54) : !cute_coord_tensor_029b8b
        %tup_56 = cute.deref_arith_tuple_iter(%iter_55) : !cute_arith_tuple_iter_aaefeb
        %e0_57, %e1_58 = cute.get_leaves(%tup_56) : !cute_int_tuple_530818
        %35 = cute.get_scalars(%e0_57) : !cute.int_tuple<"?">
        %36 = cute.get_scalars(%e1_58) : !cute.int_tuple<"?{div=2048}">
        %iter_59 = cute.get_iter(%slice_54) : !cute_coord_tensor_029b8b
        %tup_60 = cute.deref_arith_tuple_iter(%iter_59) : !cute_arith_tuple_iter_aaefeb
        %e0_61, %e1_62 = cute.get_leaves(%tup_60) : !cute_int_tuple_530818
        %37 = cute.get_scalars(%e0_61) : !cute.int_tuple<"?">
        %38 = cute.get_scalars(%e1_62) : !cute.int_tuple<"?{div=2048}">
        %coord_63 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_64 = cute.tiled.copy.partition_S(%arg9, %slice_54, %coord_63) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_65 = cute.get_iter(%src_partitioned_64) : !cute_coord_tensor_40e15c
        %tup_66 = cute.deref_arith_tuple_iter(%iter_65) : !cute_arith_tuple_iter_7c5329
        %e0_67, %e1_68 = cute.get_leaves(%tup_66) : !cute.int_tuple<"(?,?{div=4})">
        %39 = cute.get_scalars(%e0_67) : !cute.int_tuple<"?">
        %40 = cute.get_scalars(%e1_68) : !cute.int_tuple<"?{div=4}">
        %sz_69 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_70 = cute.get_leaves(%sz_69) : !cute.int_tuple<"1">
        %sz_71 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_72 = cute.get_leaves(%sz_71) : !cute.int_tuple<"1">
        %sz_73 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"4">
        %e0_74 = cute.get_leaves(%sz_73) : !cute.int_tuple<"4">
        %shape_75 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_76 = cute.make_layout(%shape_75) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_76) : !memref_rmem_i8_
        %iter_77 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_78 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_79 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_80 = cute.slice(%src_partitioned_64, %coord_79) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_81 = cute.get_iter(%slice_80) : !cute_coord_tensor_0ff96d
        %tup_82 = cute.deref_arith_tuple_iter(%iter_81) : !cute_arith_tuple_iter_7c5329
        %e0_83, %e1_84 = cute.get_leaves(%tup_82) : !cute.int_tuple<"(?,?{div=4})">
        %41 = cute.get_scalars(%e0_83) : !cute.int_tuple<"?">
        %42 = cute.get_scalars(%e1_84) : !cute.int_tuple<"?{div=4}">
        %iter_85 = cute.get_iter(%slice_80) : !cute_coord_tensor_0ff96d
        %tup_86 = cute.deref_arith_tuple_iter(%iter_85) : !cute_arith_tuple_iter_7c5329
        %e0_87, %e1_88 = cute.get_leaves(%tup_86) : !cute.int_tuple<"(?,?{div=4})">
        %43 = cute.get_scalars(%e0_87) : !cute.int_tuple<"?">
        %44 = cute.get_scalars(%e1_88) : !cute.int_tuple<"?{div=4}">
        %iter_89 = cute.get_iter(%slice_80) : !cute_coord_tensor_0ff96d
        %tup_90 = cute.deref_arith_tuple_iter(%iter_89) : !cute_arith_tuple_iter_7c5329
        %e0_91, %e1_92 = cute.get_leaves(%tup_90) : !cute.int_tuple<"(?,?{div=4})">
        %45 = cute.get_scalars(%e0_91) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_92) : !cute.int_tuple<"?{div=4}">
        %coord_93 = cute.make_coord(%e0_91, %e1_92) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_94 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %47 = cute.elem_less(%coord_93, %coord_94) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %48 = arith.extui %47 : i1 to i8
        %coord_95 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_95, %48) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_96 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_97 = cute.slice(%src_partitioned_64, %coord_96) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_98 = cute.get_iter(%slice_97) : !cute_coord_tensor_0ff96d
        %tup_99 = cute.deref_arith_tuple_iter(%iter_98) : !cute_arith_tuple_iter_7c5329
        %e0_100, %e1_101 = cute.get_leaves(%tup_99) : !cute.int_tuple<"(?,?{div=4})">
        %49 = cute.get_scalars(%e0_100) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_101) : !cute.int_tuple<"?{div=4}">
        %iter_102 = cute.get_iter(%slice_97) : !cute_coord_tensor_0ff96d
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute_arith_tuple_iter_7c5329
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute.int_tuple<"(?,?{div=4})">
        %51 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=4}">
        %iter_106 = cute.get_iter(%slice_97) : !cute_coord_tensor_0ff96d
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute_arith_tuple_iter_7c5329
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute.int_tuple<"(?,?{div=4})">
        %53 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %54 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=4}">
        %coord_110 = cute.make_coord(%e0_108, %e1_109) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_111 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %55 = cute.elem_less(%coord_110, %coord_111) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %56 = arith.extui %55 : i1 to i8
        %coord_112 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_112, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_113 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_114 = cute.slice(%src_partitioned_64, %coord_113) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_115 = cute.get_iter(%slice_114) : !cute_coord_tensor_0ff96d
        %tup_116 = cute.deref_arith_tuple_iter(%iter_115) : !cute_arith_tuple_iter_7c5329
        %e0_117, %e1_118 = cute.get_leaves(%tup_116) : !cute.int_tuple<"(?,?{div=4})">
        %57 = cute.get_scalars(%e0_117) : !cute.int_tuple<"?">
        %58 = cute.get_scalars(%e1_118) : !cute.int_tuple<"?{div=4}">
        %iter_119 = cute.get_iter(%slice_114) : !cute_coord_tensor_0ff96d
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute_arith_tuple_iter_7c5329
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,?{div=4})">
        %59 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %60 = cute.get_scalars(%e1_122) : !cute.int_tuple<"?{div=4}">
        %iter_123 = cute.get_iter(%slice_114) : !cute_coord_tensor_0ff96d
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute_arith_tuple_iter_7c5329
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?{div=4})">
        %61 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %62 = cute.get_scalars(%e1_126) : !cute.int_tuple<"?{div=4}">
        %coord_127 = cute.make_coord(%e0_125, %e1_126) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_128 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %63 = cute.elem_less(%coord_127, %coord_128) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %64 = arith.extui %63 : i1 to i8
        %coord_129 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_129, %64) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_130 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_131 = cute.slice(%src_partitioned_64, %coord_130) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_132 = cute.get_iter(%slice_131) : !cute_coord_tensor_0ff96d
        %tup_133 = cute.deref_arith_tuple_iter(%iter_132) : !cute_arith_tuple_iter_7c5329
        %e0_134, %e1_135 = cute.get_leaves(%tup_133) : !cute.int_tuple<"(?,?{div=4})">
        %65 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?">
        %66 = cute.get_scalars(%e1_135) : !cute.int_tuple<"?{div=4}">
        %iter_136 = cute.get_iter(%slice_131) : !cute_coord_tensor_0ff96d
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_7c5329
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=4})">
        %67 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %68 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=4}">
        %iter_140 = cute.get_iter(%slice_131) : !cute_coord_tensor_0ff96d
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_7c5329
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=4})">
        %69 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %70 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=4}">
        %coord_144 = cute.make_coord(%e0_142, %e1_143) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_145 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %71 = cute.elem_less(%coord_144, %coord_145) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %72 = arith.extui %71 : i1 to i8
        %coord_146 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_146, %72) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_147 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %73 = cute.make_layout_like(%lay_147) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_148 = cute.memref.alloca(%73) : !memref_rmem_f32_
        %iter_149 = cute.get_iter(%rmem_148) : !memref_rmem_f32_
        %iter_150 = cute.get_iter(%rmem_148) : !memref_rmem_f32_
        %lay_151 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %sz_152 = cute.size(%rmem_148) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_153 = cute.get_leaves(%sz_152) : !cute.int_tuple<"16">
        %lay_154 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %74 = cute.get_shape(%lay_154) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_155, %e1_156, %e2, %e3 = cute.get_leaves(%74) : !cute.shape<"((4,1),1,4)">
        %int_tuple_157 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_157) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_158 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_159 = arith.constant 0.000000e+00 : f32
        %75 = vector.splat %cst_159 : vector<16xf32>
        %lay_160 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %76 = cute.get_shape(%lay_160) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_161, %e1_162, %e2_163, %e3_164 = cute.get_leaves(%76) : !cute.shape<"((4,1),1,4)">
        %lay_165 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %lay_166 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %77 = cute.get_shape(%lay_166) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_167, %e1_168, %e2_169, %e3_170 = cute.get_leaves(%77) : !cute.shape<"((4,1),1,4)">
        %int_tuple_171 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_172 = cute.size(%int_tuple_171) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_173 = cute.get_leaves(%sz_172) : !cute.int_tuple<"16">
        %int_tuple_174 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_175 = cute.size(%int_tuple_174) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_176 = cute.get_leaves(%sz_175) : !cute.int_tuple<"16">
        cute.memref.store_vec(%75, %rmem_148) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_177 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %78 = cute.get_shape(%lay_177) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_178, %e1_179, %e2_180, %e3_181 = cute.get_leaves(%78) : !cute.shape<"((4,1),1,4)">
        %lay_182 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %79 = cute.get_shape(%lay_182) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%79) : !cute.shape<"((4,1),1,4)">
        %lay_187 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %shape_188 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_189 = cute.make_layout(%shape_188) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_187, %lay_189) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_190 = cute.make_view(%iter_52, %append) : !memref_gmem_f32_4
        %iter_191 = cute.get_iter(%view_190) : !memref_gmem_f32_4
        %lay_192 = cute.get_layout(%view_190) : !memref_gmem_f32_4
        %80 = cute.get_shape(%lay_192) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_193, %e1_194, %e2_195, %e3_196 = cute.get_leaves(%80) : !cute.shape<"((4,1),1,4)">
        %lay_197 = cute.get_layout(%view_190) : !memref_gmem_f32_4
        %81 = cute.get_shape(%lay_197) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%81) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_190) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_202 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %iter_203 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %lay_204 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %shape_205 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_206 = cute.make_layout(%shape_205) : !cute.layout<"1:0">
        %append_207 = cute.append_to_rank<2> (%lay_204, %lay_206) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_208 = cute.make_view(%iter_150, %append_207) : !memref_rmem_f32_
        %iter_209 = cute.get_iter(%view_208) : !memref_rmem_f32_
        %lay_210 = cute.get_layout(%view_208) : !memref_rmem_f32_
        %82 = cute.get_shape(%lay_210) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_211, %e1_212, %e2_213, %e3_214 = cute.get_leaves(%82) : !cute.shape<"((4,1),1,4)">
        %lay_215 = cute.get_layout(%view_208) : !memref_rmem_f32_
        %83 = cute.get_shape(%lay_215) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_216, %e1_217, %e2_218, %e3_219 = cute.get_leaves(%83) : !cute.shape<"((4,1),1,4)">
        %grouped_220 = cute.group_modes(%view_208) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_221 = cute.get_iter(%grouped_220) : !memref_rmem_f32_1
        %iter_222 = cute.get_iter(%grouped_220) : !memref_rmem_f32_1
        %lay_223 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_224 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_225 = cute.make_layout(%shape_224) : !cute.layout<"1:0">
        %append_226 = cute.append_to_rank<2> (%lay_223, %lay_225) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_227 = cute.make_view(%iter_78, %append_226) : !memref_rmem_i8_
        %iter_228 = cute.get_iter(%view_227) : !memref_rmem_i8_
        %lay_229 = cute.get_layout(%view_227) : !memref_rmem_i8_
        %84 = cute.get_shape(%lay_229) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_230, %e1_231, %e2_232 = cute.get_leaves(%84) : !cute.shape<"(1,1,4)">
        %lay_233 = cute.get_layout(%view_227) : !memref_rmem_i8_
        %85 = cute.get_shape(%lay_233) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_234, %e1_235, %e2_236 = cute.get_leaves(%85) : !cute.shape<"(1,1,4)">
        %grouped_237 = cute.group_modes(%view_227) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_238 = cute.get_iter(%grouped_237) : !memref_rmem_i8_1
        %iter_239 = cute.get_iter(%grouped_237) : !memref_rmem_i8_1
        %lay_240 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %86 = cute.get_shape(%lay_240) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_241, %e1_242, %e2_243, %e3_244 = cute.get_leaves(%86) : !cute.shape<"((4,1),(1,4))">
        %lay_245 = cute.get_layout(%grouped_220) : !memref_rmem_f32_1
        %87 = cute.get_shape(%lay_245) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_246, %e1_247, %e2_248, %e3_249 = cute.get_leaves(%87) : !cute.shape<"((4,1),(1,4))">
        %sz_250 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_251 = cute.get_leaves(%sz_250) : !cute.int_tuple<"4">
        %sz_252 = cute.size(%grouped_220) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_253 = cute.get_leaves(%sz_252) : !cute.int_tuple<"4">
        %lay_254 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %88 = cute.get_shape(%lay_254) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_255, %e1_256, %e2_257, %e3_258 = cute.get_leaves(%88) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_220, %grouped_237) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_259 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %89 = cute.get_shape(%lay_259) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_260, %e1_261, %e2_262, %e3_263 = cute.get_leaves(%89) : !cute.shape<"((4,1),1,4)">
        %lay_264 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %90 = cute.memref.load_vec(%rmem_148) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_265 = cute.get_layout(%rmem_148) : !memref_rmem_f32_
        %91 = cute.get_shape(%lay_265) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_266, %e1_267, %e2_268, %e3_269 = cute.get_leaves(%91) : !cute.shape<"((4,1),1,4)">
        %92 = arith.mulf %90, %90 : vector<16xf32>
        %cst_270 = arith.constant 0.000000e+00 : f32
        %93 = vector.reduction <add>, %92, %cst_270 : vector<16xf32> into f32
        %94 = arith.addf %arg8, %93 : f32
        scf.yield %94, %arg9 : f32, !copy_simt
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
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_22 = arith.constant 31 : i32
      %15 = nvvm.shfl.sync  bfly %c-1_i32_21, %14, %c2_i32, %c31_i32_22 : f32 -> f32
      %16 = arith.addf %14, %15 : f32
      %c-1_i32_23 = arith.constant -1 : i32
      %c1_i32_24 = arith.constant 1 : i32
      %c31_i32_25 = arith.constant 31 : i32
      %17 = nvvm.shfl.sync  bfly %c-1_i32_23, %16, %c1_i32_24, %c31_i32_25 : f32 -> f32
      %18 = arith.addf %16, %17 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_26 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_26) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_27 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_26) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_28 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_29 = arith.constant 16 : i32
      %19 = arith.cmpi sge, %smem_size, %c16_i32_29 : i32
      cf.assert %19, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 16 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_30 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_30, %lay_26) : !memref_smem_f32_
      %iter_31 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_32 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_33 = arith.constant 0 : i32
      %20 = arith.cmpi eq, %6, %c0_i32_33 : i32
      %21 = scf.if %20 -> (!memref_smem_f32_) {
        %iter_48 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_49 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_49, %18) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_48 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_34 = cute.get_iter(%21) : !memref_smem_f32_
      %iter_35 = cute.get_iter(%21) : !memref_smem_f32_
      %iter_36 = cute.get_iter(%21) : !memref_smem_f32_
      nvvm.barrier
      %coord_37 = cute.make_coord() : () -> !cute.coord<"0">
      %22 = cute.memref.load(%21, %coord_37) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_38 = cute.make_coord() : () -> !cute.coord<"1">
      %23 = cute.memref.load(%21, %coord_38) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %24 = arith.addf %22, %23 : f32
      %coord_39 = cute.make_coord() : () -> !cute.coord<"2">
      %25 = cute.memref.load(%21, %coord_39) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %26 = arith.addf %24, %25 : f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"3">
      %27 = cute.memref.load(%21, %coord_40) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %28 = arith.addf %26, %27 : f32
      %int_tuple_41 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_42 = cute.size(%int_tuple_41) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_43 = cute.get_leaves(%sz_42) : !cute.int_tuple<"5000">
      %cst_44 = arith.constant 5.000000e+03 : f32
      %29 = arith.divf %28, %cst_44 : f32
      %30 = arith.addf %29, %arg5 : f32
      %31 = math.rsqrt %30 : f32
      %32 = arith.cmpi eq, %0, %c0_i32_33 : i32
      %33 = scf.if %32 -> (!memref_gmem_f32_2) {
        %iter_48 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %coord_49 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_49, %31) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_2
      } else {
        %iter_48 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        scf.yield %arg3 : !memref_gmem_f32_2
      }
      %iter_45 = cute.get_iter(%33) : !memref_gmem_f32_2
      %iter_46 = cute.get_iter(%33) : !memref_gmem_f32_2
      %iter_47 = cute.get_iter(%33) : !memref_gmem_f32_2
      %34 = scf.for %arg7 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg8 = %8#1) -> (!copy_simt)  : i32 {
        %coord_48 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_48) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_49 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %iter_50 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %coord_51 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_51) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_52 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_4
        %coord_53 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_54 = cute.slice(%arg1, %coord_53) : !memref_gmem_f32_1, !cute.coord<"((_,_),(?,?))">
        %iter_55 = cute.get_iter(%slice_54) : !memref_gmem_f32_3
        %iter_56 = cute.get_iter(%slice_54) : !memref_gmem_f32_3
        %coord_57 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_58 = cute.tiled.copy.partition_S(%arg8, %slice_54, %coord_57) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_59 = cute.get_iter(%src_partitioned_58) : !memref_gmem_f32_4
        %coord_60 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_61 = cute.slice(%arg2, %coord_60) : !memref_gmem_f32_, !cute.coord<"((_,_),(?,?))">
        %iter_62 = cute.get_iter(%slice_61) : !memref_gmem_f32_3
        %iter_63 = cute.get_iter(%slice_61) : !memref_gmem_f32_3
        %coord_64 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_61, %coord_64) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_65 = cute.get_iter(%dst_partitioned) : !memref_gmem_f32_4
        %coord_66 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_67 = cute.slice(%arg4, %coord_66) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_68 = cute.get_iter(%slice_67) : !cute_coord_tensor_029b8b
        %tup_69 = cute.deref_arith_tuple_iter(%iter_68) : !cute_arith_tuple_iter_aaefeb
        %e0_70, %e1_71 = cute.get_leaves(%tup_69) : !cute_int_tuple_530818
        %35 = cute.get_scalars(%e0_70) : !cute.int_tuple<"?">
        %36 = cute.get_scalars(%e1_71) : !cute.int_tuple<"?{div=2048}">
        %iter_72 = cute.get_iter(%slice_67) : !cute_coord_tensor_029b8b
        %tup_73 = cute.deref_arith_tuple_iter(%iter_72) : !cute_arith_tuple_iter_aaefeb
        %e0_74, %e1_75 = cute.get_leaves(%tup_73) : !cute_int_tuple_530818
        %37 = cute.get_scalars(%e0_74) : !cute.int_tuple<"?">
        %38 = cute.get_scalars(%e1_75) : !cute.int_tuple<"?{div=2048}">
        %coord_76 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_77 = cute.tiled.copy.partition_S(%arg8, %slice_67, %coord_76) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_78 = cute.get_iter(%src_partitioned_77) : !cute_coord_tensor_40e15c
        %tup_79 = cute.deref_arith_tuple_iter(%iter_78) : !cute_arith_tuple_iter_7c5329
        %e0_80, %e1_81 = cute.get_leaves(%tup_79) : !cute.int_tuple<"(?,?{div=4})">
        %39 = cute.get_scalars(%e0_80) : !cute.int_tuple<"?">
        %40 = cute.get_scalars(%e1_81) : !cute.int_tuple<"?{div=4}">
        %sz_82 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_83 = cute.get_leaves(%sz_82) : !cute.int_tuple<"1">
        %sz_84 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_85 = cute.get_leaves(%sz_84) : !cute.int_tuple<"1">
        %sz_86 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"4">
        %e0_87 = cute.get_leaves(%sz_86) : !cute.int_tuple<"4">
        %shape_88 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_89 = cute.make_layout(%shape_88) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_89) : !memref_rmem_i8_
        %iter_90 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_91 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_92 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_93 = cute.slice(%src_partitioned_77, %coord_92) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_94 = cute.get_iter(%slice_93) : !cute_coord_tensor_0ff96d
        %tup_95 = cute.deref_arith_tuple_iter(%iter_94) : !cute_arith_tuple_iter_7c5329
        %e0_96, %e1_97 = cute.get_leaves(%tup_95) : !cute.int_tuple<"(?,?{div=4})">
        %41 = cute.get_scalars(%e0_96) : !cute.int_tuple<"?">
        %42 = cute.get_scalars(%e1_97) : !cute.int_tuple<"?{div=4}">
        %iter_98 = cute.get_iter(%slice_93) : !cute_coord_tensor_0ff96d
        %tup_99 = cute.deref_arith_tuple_iter(%iter_98) : !cute_arith_tuple_iter_7c5329
        %e0_100, %e1_101 = cute.get_leaves(%tup_99) : !cute.int_tuple<"(?,?{div=4})">
        %43 = cute.get_scalars(%e0_100) : !cute.int_tuple<"?">
        %44 = cute.get_scalars(%e1_101) : !cute.int_tuple<"?{div=4}">
        %iter_102 = cute.get_iter(%slice_93) : !cute_coord_tensor_0ff96d
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute_arith_tuple_iter_7c5329
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute.int_tuple<"(?,?{div=4})">
        %45 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=4}">
        %coord_106 = cute.make_coord(%e0_104, %e1_105) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_107 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %47 = cute.elem_less(%coord_106, %coord_107) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %48 = arith.extui %47 : i1 to i8
        %coord_108 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_108, %48) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_109 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_110 = cute.slice(%src_partitioned_77, %coord_109) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_111 = cute.get_iter(%slice_110) : !cute_coord_tensor_0ff96d
        %tup_112 = cute.deref_arith_tuple_iter(%iter_111) : !cute_arith_tuple_iter_7c5329
        %e0_113, %e1_114 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(?,?{div=4})">
        %49 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_114) : !cute.int_tuple<"?{div=4}">
        %iter_115 = cute.get_iter(%slice_110) : !cute_coord_tensor_0ff96d
        %tup_116 = cute.deref_arith_tuple_iter(%iter_115) : !cute_arith_tuple_iter_7c5329
        %e0_117, %e1_118 = cute.get_leaves(%tup_116) : !cute.int_tuple<"(?,?{div=4})">
        %51 = cute.get_scalars(%e0_117) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_118) : !cute.int_tuple<"?{div=4}">
        %iter_119 = cute.get_iter(%slice_110) : !cute_coord_tensor_0ff96d
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute_arith_tuple_iter_7c5329
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,?{div=4})">
        %53 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %54 = cute.get_scalars(%e1_122) : !cute.int_tuple<"?{div=4}">
        %coord_123 = cute.make_coord(%e0_121, %e1_122) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_124 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %55 = cute.elem_less(%coord_123, %coord_124) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %56 = arith.extui %55 : i1 to i8
        %coord_125 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_125, %56) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_126 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_127 = cute.slice(%src_partitioned_77, %coord_126) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_128 = cute.get_iter(%slice_127) : !cute_coord_tensor_0ff96d
        %tup_129 = cute.deref_arith_tuple_iter(%iter_128) : !cute_arith_tuple_iter_7c5329
        %e0_130, %e1_131 = cute.get_leaves(%tup_129) : !cute.int_tuple<"(?,?{div=4})">
        %57 = cute.get_scalars(%e0_130) : !cute.int_tuple<"?">
        %58 = cute.get_scalars(%e1_131) : !cute.int_tuple<"?{div=4}">
        %iter_132 = cute.get_iter(%slice_127) : !cute_coord_tensor_0ff96d
        %tup_133 = cute.deref_arith_tuple_iter(%iter_132) : !cute_arith_tuple_iter_7c5329
        %e0_134, %e1_135 = cute.get_leaves(%tup_133) : !cute.int_tuple<"(?,?{div=4})">
        %59 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?">
        %60 = cute.get_scalars(%e1_135) : !cute.int_tuple<"?{div=4}">
        %iter_136 = cute.get_iter(%slice_127) : !cute_coord_tensor_0ff96d
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_7c5329
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=4})">
        %61 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %62 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=4}">
        %coord_140 = cute.make_coord(%e0_138, %e1_139) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_141 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %63 = cute.elem_less(%coord_140, %coord_141) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %64 = arith.extui %63 : i1 to i8
        %coord_142 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_142, %64) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_143 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_144 = cute.slice(%src_partitioned_77, %coord_143) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_145 = cute.get_iter(%slice_144) : !cute_coord_tensor_0ff96d
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_7c5329
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=4})">
        %65 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %66 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=4}">
        %iter_149 = cute.get_iter(%slice_144) : !cute_coord_tensor_0ff96d
        %tup_150 = cute.deref_arith_tuple_iter(%iter_149) : !cute_arith_tuple_iter_7c5329
        %e0_151, %e1_152 = cute.get_leaves(%tup_150) : !cute.int_tuple<"(?,?{div=4})">
        %67 = cute.get_scalars(%e0_151) : !cute.int_tuple<"?">
        %68 = cute.get_scalars(%e1_152) : !cute.int_tuple<"?{div=4}">
        %iter_153 = cute.get_iter(%slice_144) : !cute_coord_tensor_0ff96d
        %tup_154 = cute.deref_arith_tuple_iter(%iter_153) : !cute_arith_tuple_iter_7c5329
        %e0_155, %e1_156 = cute.get_leaves(%tup_154) : !cute.int_tuple<"(?,?{div=4})">
        %69 = cute.get_scalars(%e0_155) : !cute.int_tuple<"?">
        %70 = cute.get_scalars(%e1_156) : !cute.int_tuple<"?{div=4}">
        %coord_157 = cute.make_coord(%e0_155, %e1_156) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_158 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %71 = cute.elem_less(%coord_157, %coord_158) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %72 = arith.extui %71 : i1 to i8
        %coord_159 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_159, %72) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_160 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %73 = cute.make_layout_like(%lay_160) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_161 = cute.memref.alloca(%73) : !memref_rmem_f32_
        %iter_162 = cute.get_iter(%rmem_161) : !memref_rmem_f32_
        %iter_163 = cute.get_iter(%rmem_161) : !memref_rmem_f32_
        %lay_164 = cute.get_layout(%src_partitioned_58) : !memref_gmem_f32_4
        %74 = cute.make_layout_like(%lay_164) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_165 = cute.memref.alloca(%74) : !memref_rmem_f32_
        %iter_166 = cute.get_iter(%rmem_165) : !memref_rmem_f32_
        %iter_167 = cute.get_iter(%rmem_165) : !memref_rmem_f32_
        %lay_168 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %sz_169 = cute.size(%rmem_161) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_170 = cute.get_leaves(%sz_169) : !cute.int_tuple<"16">
        %lay_171 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %75 = cute.get_shape(%lay_171) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_172, %e1_173, %e2, %e3 = cute.get_leaves(%75) : !cute.shape<"((4,1),1,4)">
        %int_tuple_174 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_174) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_175 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_176 = arith.constant 0.000000e+00 : f32
        %76 = vector.splat %cst_176 : vector<16xf32>
        %lay_177 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %77 = cute.get_shape(%lay_177) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_178, %e1_179, %e2_180, %e3_181 = cute.get_leaves(%77) : !cute.shape<"((4,1),1,4)">
        %lay_182 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %lay_183 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %78 = cute.get_shape(%lay_183) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_184, %e1_185, %e2_186, %e3_187 = cute.get_leaves(%78) : !cute.shape<"((4,1),1,4)">
        %int_tuple_188 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_189 = cute.size(%int_tuple_188) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_190 = cute.get_leaves(%sz_189) : !cute.int_tuple<"16">
        %int_tuple_191 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_192 = cute.size(%int_tuple_191) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_193 = cute.get_leaves(%sz_192) : !cute.int_tuple<"16">
        cute.memref.store_vec(%76, %rmem_161) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_194 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %sz_195 = cute.size(%rmem_165) : (!memref_rmem_f32_) -> !cute.int_tuple<"16">
        %e0_196 = cute.get_leaves(%sz_195) : !cute.int_tuple<"16">
        %lay_197 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %79 = cute.get_shape(%lay_197) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%79) : !cute.shape<"((4,1),1,4)">
        %int_tuple_202 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res_203 = cute.tuple.product(%int_tuple_202) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_204 = cute.get_leaves(%res_203) : !cute.int_tuple<"16">
        %cst_205 = arith.constant 0.000000e+00 : f32
        %80 = vector.splat %cst_205 : vector<16xf32>
        %lay_206 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %81 = cute.get_shape(%lay_206) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_207, %e1_208, %e2_209, %e3_210 = cute.get_leaves(%81) : !cute.shape<"((4,1),1,4)">
        %lay_211 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %lay_212 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %82 = cute.get_shape(%lay_212) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_213, %e1_214, %e2_215, %e3_216 = cute.get_leaves(%82) : !cute.shape<"((4,1),1,4)">
        %int_tuple_217 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_218 = cute.size(%int_tuple_217) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_219 = cute.get_leaves(%sz_218) : !cute.int_tuple<"16">
        %int_tuple_220 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_221 = cute.size(%int_tuple_220) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_222 = cute.get_leaves(%sz_221) : !cute.int_tuple<"16">
        cute.memref.store_vec(%80, %rmem_165) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_223 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %83 = cute.get_shape(%lay_223) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_224, %e1_225, %e2_226, %e3_227 = cute.get_leaves(%83) : !cute.shape<"((4,1),1,4)">
        %lay_228 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %84 = cute.get_shape(%lay_228) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_229, %e1_230, %e2_231, %e3_232 = cute.get_leaves(%84) : !cute.shape<"((4,1),1,4)">
        %lay_233 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %shape_234 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_235 = cute.make_layout(%shape_234) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_233, %lay_235) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_236 = cute.make_view(%iter_52, %append) : !memref_gmem_f32_4
        %iter_237 = cute.get_iter(%view_236) : !memref_gmem_f32_4
        %lay_238 = cute.get_layout(%view_236) : !memref_gmem_f32_4
        %85 = cute.get_shape(%lay_238) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_239, %e1_240, %e2_241, %e3_242 = cute.get_leaves(%85) : !cute.shape<"((4,1),1,4)">
        %lay_243 = cute.get_layout(%view_236) : !memref_gmem_f32_4
        %86 = cute.get_shape(%lay_243) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%86) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_236) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_248 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %iter_249 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %lay_250 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %shape_251 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_252 = cute.make_layout(%shape_251) : !cute.layout<"1:0">
        %append_253 = cute.append_to_rank<2> (%lay_250, %lay_252) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_254 = cute.make_view(%iter_163, %append_253) : !memref_rmem_f32_
        %iter_255 = cute.get_iter(%view_254) : !memref_rmem_f32_
        %lay_256 = cute.get_layout(%view_254) : !memref_rmem_f32_
        %87 = cute.get_shape(%lay_256) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_257, %e1_258, %e2_259, %e3_260 = cute.get_leaves(%87) : !cute.shape<"((4,1),1,4)">
        %lay_261 = cute.get_layout(%view_254) : !memref_rmem_f32_
        %88 = cute.get_shape(%lay_261) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_262, %e1_263, %e2_264, %e3_265 = cute.get_leaves(%88) : !cute.shape<"((4,1),1,4)">
        %grouped_266 = cute.group_modes(%view_254) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_267 = cute.get_iter(%grouped_266) : !memref_rmem_f32_1
        %iter_268 = cute.get_iter(%grouped_266) : !memref_rmem_f32_1
        %lay_269 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_270 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_271 = cute.make_layout(%shape_270) : !cute.layout<"1:0">
        %append_272 = cute.append_to_rank<2> (%lay_269, %lay_271) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_273 = cute.make_view(%iter_91, %append_272) : !memref_rmem_i8_
        %iter_274 = cute.get_iter(%view_273) : !memref_rmem_i8_
        %lay_275 = cute.get_layout(%view_273) : !memref_rmem_i8_
        %89 = cute.get_shape(%lay_275) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_276, %e1_277, %e2_278 = cute.get_leaves(%89) : !cute.shape<"(1,1,4)">
        %lay_279 = cute.get_layout(%view_273) : !memref_rmem_i8_
        %90 = cute.get_shape(%lay_279) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_280, %e1_281, %e2_282 = cute.get_leaves(%90) : !cute.shape<"(1,1,4)">
        %grouped_283 = cute.group_modes(%view_273) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_284 = cute.get_iter(%grouped_283) : !memref_rmem_i8_1
        %iter_285 = cute.get_iter(%grouped_283) : !memref_rmem_i8_1
        %lay_286 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %91 = cute.get_shape(%lay_286) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%91) : !cute.shape<"((4,1),(1,4))">
        %lay_291 = cute.get_layout(%grouped_266) : !memref_rmem_f32_1
        %92 = cute.get_shape(%lay_291) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_292, %e1_293, %e2_294, %e3_295 = cute.get_leaves(%92) : !cute.shape<"((4,1),(1,4))">
        %sz_296 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_297 = cute.get_leaves(%sz_296) : !cute.int_tuple<"4">
        %sz_298 = cute.size(%grouped_266) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_299 = cute.get_leaves(%sz_298) : !cute.int_tuple<"4">
        %lay_300 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %93 = cute.get_shape(%lay_300) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_301, %e1_302, %e2_303, %e3_304 = cute.get_leaves(%93) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_266, %grouped_283) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_305 = cute.get_layout(%src_partitioned_58) : !memref_gmem_f32_4
        %94 = cute.get_shape(%lay_305) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_306, %e1_307, %e2_308, %e3_309 = cute.get_leaves(%94) : !cute.shape<"((4,1),1,4)">
        %lay_310 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %95 = cute.get_shape(%lay_310) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_311, %e1_312, %e2_313, %e3_314 = cute.get_leaves(%95) : !cute.shape<"((4,1),1,4)">
        %lay_315 = cute.get_layout(%src_partitioned_58) : !memref_gmem_f32_4
        %shape_316 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_317 = cute.make_layout(%shape_316) : !cute.layout<"1:0">
        %append_318 = cute.append_to_rank<2> (%lay_315, %lay_317) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_319 = cute.make_view(%iter_59, %append_318) : !memref_gmem_f32_4
        %iter_320 = cute.get_iter(%view_319) : !memref_gmem_f32_4
        %lay_321 = cute.get_layout(%view_319) : !memref_gmem_f32_4
        %96 = cute.get_shape(%lay_321) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_322, %e1_323, %e2_324, %e3_325 = cute.get_leaves(%96) : !cute.shape<"((4,1),1,4)">
        %lay_326 = cute.get_layout(%view_319) : !memref_gmem_f32_4
        %97 = cute.get_shape(%lay_326) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_327, %e1_328, %e2_329, %e3_330 = cute.get_leaves(%97) : !cute.shape<"((4,1),1,4)">
        %grouped_331 = cute.group_modes(%view_319) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_332 = cute.get_iter(%grouped_331) : !memref_gmem_f32_5
        %iter_333 = cute.get_iter(%grouped_331) : !memref_gmem_f32_5
        %lay_334 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %shape_335 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_336 = cute.make_layout(%shape_335) : !cute.layout<"1:0">
        %append_337 = cute.append_to_rank<2> (%lay_334, %lay_336) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_338 = cute.make_view(%iter_167, %append_337) : !memref_rmem_f32_
        %iter_339 = cute.get_iter(%view_338) : !memref_rmem_f32_
        %lay_340 = cute.get_layout(%view_338) : !memref_rmem_f32_
        %98 = cute.get_shape(%lay_340) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_341, %e1_342, %e2_343, %e3_344 = cute.get_leaves(%98) : !cute.shape<"((4,1),1,4)">
        %lay_345 = cute.get_layout(%view_338) : !memref_rmem_f32_
        %99 = cute.get_shape(%lay_345) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_346, %e1_347, %e2_348, %e3_349 = cute.get_leaves(%99) : !cute.shape<"((4,1),1,4)">
        %grouped_350 = cute.group_modes(%view_338) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_351 = cute.get_iter(%grouped_350) : !memref_rmem_f32_1
        %iter_352 = cute.get_iter(%grouped_350) : !memref_rmem_f32_1
        %lay_353 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_354 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_355 = cute.make_layout(%shape_354) : !cute.layout<"1:0">
        %append_356 = cute.append_to_rank<2> (%lay_353, %lay_355) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_357 = cute.make_view(%iter_91, %append_356) : !memref_rmem_i8_
        %iter_358 = cute.get_iter(%view_357) : !memref_rmem_i8_
        %lay_359 = cute.get_layout(%view_357) : !memref_rmem_i8_
        %100 = cute.get_shape(%lay_359) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_360, %e1_361, %e2_362 = cute.get_leaves(%100) : !cute.shape<"(1,1,4)">
        %lay_363 = cute.get_layout(%view_357) : !memref_rmem_i8_
        %101 = cute.get_shape(%lay_363) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_364, %e1_365, %e2_366 = cute.get_leaves(%101) : !cute.shape<"(1,1,4)">
        %grouped_367 = cute.group_modes(%view_357) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_368 = cute.get_iter(%grouped_367) : !memref_rmem_i8_1
        %iter_369 = cute.get_iter(%grouped_367) : !memref_rmem_i8_1
        %lay_370 = cute.get_layout(%grouped_331) : !memref_gmem_f32_5
        %102 = cute.get_shape(%lay_370) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_371, %e1_372, %e2_373, %e3_374 = cute.get_leaves(%102) : !cute.shape<"((4,1),(1,4))">
        %lay_375 = cute.get_layout(%grouped_350) : !memref_rmem_f32_1
        %103 = cute.get_shape(%lay_375) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_376, %e1_377, %e2_378, %e3_379 = cute.get_leaves(%103) : !cute.shape<"((4,1),(1,4))">
        %sz_380 = cute.size(%grouped_331) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_381 = cute.get_leaves(%sz_380) : !cute.int_tuple<"4">
        %sz_382 = cute.size(%grouped_350) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_383 = cute.get_leaves(%sz_382) : !cute.int_tuple<"4">
        %lay_384 = cute.get_layout(%grouped_331) : !memref_gmem_f32_5
        %104 = cute.get_shape(%lay_384) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_385, %e1_386, %e2_387, %e3_388 = cute.get_leaves(%104) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg6, %grouped_331, %grouped_350, %grouped_367) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %lay_389 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %105 = cute.get_shape(%lay_389) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_390, %e1_391, %e2_392, %e3_393 = cute.get_leaves(%105) : !cute.shape<"((4,1),1,4)">
        %lay_394 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %106 = cute.memref.load_vec(%rmem_161) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_395 = cute.get_layout(%rmem_161) : !memref_rmem_f32_
        %107 = cute.get_shape(%lay_395) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_396, %e1_397, %e2_398, %e3_399 = cute.get_leaves(%107) : !cute.shape<"((4,1),1,4)">
        %108 = vector.broadcast %31 : f32 to vector<16xf32>
        %109 = arith.mulf %106, %108 : vector<16xf32>
        %lay_400 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %110 = cute.get_shape(%lay_400) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_401, %e1_402, %e2_403, %e3_404 = cute.get_leaves(%110) : !cute.shape<"((4,1),1,4)">
        %lay_405 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %111 = cute.memref.load_vec(%rmem_165) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_406 = cute.get_layout(%rmem_165) : !memref_rmem_f32_
        %112 = cute.get_shape(%lay_406) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_407, %e1_408, %e2_409, %e3_410 = cute.get_leaves(%112) : !cute.shape<"((4,1),1,4)">
        %113 = arith.mulf %109, %111 : vector<16xf32>
        %lay_411 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_4
        %114 = cute.make_layout_like(%lay_411) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_412 = cute.memref.alloca(%114) : !memref_rmem_f32_
        %iter_413 = cute.get_iter(%rmem_412) : !memref_rmem_f32_
        %iter_414 = cute.get_iter(%rmem_412) : !memref_rmem_f32_
        %lay_415 = cute.get_layout(%rmem_412) : !memref_rmem_f32_
        %115 = cute.get_shape(%lay_415) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_416, %e1_417, %e2_418, %e3_419 = cute.get_leaves(%115) : !cute.shape<"((4,1),1,4)">
        %lay_420 = cute.get_layout(%rmem_412) : !memref_rmem_f32_
        %lay_421 = cute.get_layout(%rmem_412) : !memref_rmem_f32_
        %116 = cute.get_shape(%lay_421) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_422, %e1_423, %e2_424, %e3_425 = cute.get_leaves(%116) : !cute.shape<"((4,1),1,4)">
        %int_tuple_426 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_427 = cute.size(%int_tuple_426) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_428 = cute.get_leaves(%sz_427) : !cute.int_tuple<"16">
        %int_tuple_429 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_430 = cute.size(%int_tuple_429) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_431 = cute.get_leaves(%sz_430) : !cute.int_tuple<"16">
        cute.memref.store_vec(%113, %rmem_412) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_432 = cute.get_layout(%rmem_412) : !memref_rmem_f32_
        %117 = cute.get_shape(%lay_432) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_433, %e1_434, %e2_435, %e3_436 = cute.get_leaves(%117) : !cute.shape<"((4,1),1,4)">
        %lay_437 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_4
        %118 = cute.get_shape(%lay_437) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_438, %e1_439, %e2_440, %e3_441 = cute.get_leaves(%118) : !cute.shape<"((4,1),1,4)">
        %lay_442 = cute.get_layout(%rmem_412) : !memref_rmem_f32_
        %shape_443 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_444 = cute.make_layout(%shape_443) : !cute.layout<"1:0">
        %append_445 = cute.append_to_rank<2> (%lay_442, %lay_444) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_446 = cute.make_view(%iter_414, %append_445) : !memref_rmem_f32_
        %iter_447 = cute.get_iter(%view_446) : !memref_rmem_f32_
        %lay_448 = cute.get_layout(%view_446) : !memref_rmem_f32_
        %119 = cute.get_shape(%lay_448) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_449, %e1_450, %e2_451, %e3_452 = cute.get_leaves(%119) : !cute.shape<"((4,1),1,4)">
        %lay_453 = cute.get_layout(%view_446) : !memref_rmem_f32_
        %120 = cute.get_shape(%lay_453) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_454, %e1_455, %e2_456, %e3_457 = cute.get_leaves(%120) : !cute.shape<"((4,1),1,4)">
        %grouped_458 = cute.group_modes(%view_446) <1, 3> : (!memref_rmem_f32_) -> !memref_rmem_f32_1
        %iter_459 = cute.get_iter(%grouped_458) : !memref_rmem_f32_1
        %iter_460 = cute.get_iter(%grouped_458) : !memref_rmem_f32_1
        %lay_461 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_4
        %shape_462 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_463 = cute.make_layout(%shape_462) : !cute.layout<"1:0">
        %append_464 = cute.append_to_rank<2> (%lay_461, %lay_463) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_465 = cute.make_view(%iter_65, %append_464) : !memref_gmem_f32_4
        %iter_466 = cute.get_iter(%view_465) : !memref_gmem_f32_4
        %lay_467 = cute.get_layout(%view_465) : !memref_gmem_f32_4
        %121 = cute.get_shape(%lay_467) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_468, %e1_469, %e2_470, %e3_471 = cute.get_leaves(%121) : !cute.shape<"((4,1),1,4)">
        %lay_472 = cute.get_layout(%view_465) : !memref_gmem_f32_4
        %122 = cute.get_shape(%lay_472) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_473, %e1_474, %e2_475, %e3_476 = cute.get_leaves(%122) : !cute.shape<"((4,1),1,4)">
        %grouped_477 = cute.group_modes(%view_465) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_478 = cute.get_iter(%grouped_477) : !memref_gmem_f32_5
        %iter_479 = cute.get_iter(%grouped_477) : !memref_gmem_f32_5
        %lay_480 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_481 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_482 = cute.make_layout(%shape_481) : !cute.layout<"1:0">
        %append_483 = cute.append_to_rank<2> (%lay_480, %lay_482) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_484 = cute.make_view(%iter_91, %append_483) : !memref_rmem_i8_
        %iter_485 = cute.get_iter(%view_484) : !memref_rmem_i8_
        %lay_486 = cute.get_layout(%view_484) : !memref_rmem_i8_
        %123 = cute.get_shape(%lay_486) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_487, %e1_488, %e2_489 = cute.get_leaves(%123) : !cute.shape<"(1,1,4)">
        %lay_490 = cute.get_layout(%view_484) : !memref_rmem_i8_
        %124 = cute.get_shape(%lay_490) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_491, %e1_492, %e2_493 = cute.get_leaves(%124) : !cute.shape<"(1,1,4)">
        %grouped_494 = cute.group_modes(%view_484) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_495 = cute.get_iter(%grouped_494) : !memref_rmem_i8_1
        %iter_496 = cute.get_iter(%grouped_494) : !memref_rmem_i8_1
        %lay_497 = cute.get_layout(%grouped_458) : !memref_rmem_f32_1
        %125 = cute.get_shape(%lay_497) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_498, %e1_499, %e2_500, %e3_501 = cute.get_leaves(%125) : !cute.shape<"((4,1),(1,4))">
        %lay_502 = cute.get_layout(%grouped_477) : !memref_gmem_f32_5
        %126 = cute.get_shape(%lay_502) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_503, %e1_504, %e2_505, %e3_506 = cute.get_leaves(%126) : !cute.shape<"((4,1),(1,4))">
        %sz_507 = cute.size(%grouped_458) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_508 = cute.get_leaves(%sz_507) : !cute.int_tuple<"4">
        %sz_509 = cute.size(%grouped_477) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_510 = cute.get_leaves(%sz_509) : !cute.int_tuple<"4">
        %lay_511 = cute.get_layout(%grouped_458) : !memref_rmem_f32_1
        %127 = cute.get_shape(%lay_511) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_512, %e1_513, %e2_514, %e3_515 = cute.get_leaves(%127) : !cute.shape<"((4,1),(1,4))">
        cute.copy(%arg6, %grouped_458, %grouped_477, %grouped_494) : (!copy_simt, !memref_rmem_f32_1, !memref_gmem_f32_5, !memref_rmem_i8_1)
        scf.yield %arg8 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_hd36ff4a0(%arg0: !memref_gmem_f32_6, %arg1: !memref_gmem_f32_7, %arg2: !memref_gmem_f32_6, %arg3: !memref_gmem_f32_2, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_6
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f32_6
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f32_7
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f32_6
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32_6
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_f32_6
    %iter_10 = cute.get_iter(%view) : !memref_gmem_f32_6
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f32_6
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout(%shape_16, %stride_17) : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_f32_6
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_f32_6
    %lay_21 = cute.get_layout(%view) : !memref_gmem_f32_6
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f32_8
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f32_8
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_f32_6, !cute.tile<"[1:0;2048:1]">
    %iter_29 = cute.get_iter(%div) : !memref_gmem_f32_
    %iter_30 = cute.get_iter(%div) : !memref_gmem_f32_
    %tile_31 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_32 = cute.zipped_divide(%view_27, %tile_31) : !memref_gmem_f32_8, !cute.tile<"[1:0;2048:1]">
    %iter_33 = cute.get_iter(%div_32) : !memref_gmem_f32_1
    %iter_34 = cute.get_iter(%div_32) : !memref_gmem_f32_1
    %tile_35 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_36 = cute.zipped_divide(%view_19, %tile_35) : !memref_gmem_f32_6, !cute.tile<"[1:0;2048:1]">
    %iter_37 = cute.get_iter(%div_36) : !memref_gmem_f32_
    %iter_38 = cute.get_iter(%div_36) : !memref_gmem_f32_
    %lay_39 = cute.get_layout(%view) : !memref_gmem_f32_6
    %5 = cute.get_shape(%lay_39) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_40, %e1_41 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %shape_42 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %6 = cute.make_identity_tensor(%shape_42) : !cute_coord_tensor_15c8d6
    %iter_43 = cute.get_iter(%6) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(0,0)">
    %e0_44, %e1_45 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_46 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_47 = cute.zipped_divide(%6, %tile_46) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;2048:1]">
    %iter_48 = cute.get_iter(%div_47) : !cute_coord_tensor_511bd0
    %tup_49 = cute.deref_arith_tuple_iter(%iter_48) : !cute.arith_tuple_iter<"(0,0)">
    %e0_50, %e1_51 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(0,0)">
    %iter_52 = cute.get_iter(%div_47) : !cute_coord_tensor_511bd0
    %tup_53 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup_53) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_56 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_57 = cute.make_ordered_layout(%shape_56, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_58 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_59 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_60 = cute.make_ordered_layout(%shape_58, %int_tuple_59) : (!cute.shape<"(1,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,4):(0,1)">
    %prod = cute.raked_product(%lay_57, %lay_60) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,4):(0,1)">) -> !cute_layout_b668f0
    %sz = cute.size(%lay_57) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_61 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_62 = cute.size(%lay_60) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"4">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_65 = cute.make_layout(%shape_64) : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %7 = cute.composition(%rinv, %lay_65) : (!cute.layout<"(128,4):(4,1)">, !cute.layout<"(128,4):(1,128)">) -> !cute.layout<"(128,4):(4,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_66, %e1_67, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(4,128))">
    %int_tuple_68 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %res = cute.tuple.product_each(%int_tuple_68) : (!cute.int_tuple<"(1,(4,128))">) -> !cute.int_tuple<"(1,512)">
    %e0_69, %e1_70 = cute.get_leaves(%res) : !cute.int_tuple<"(1,512)">
    %tile_71 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_72 = cute.get_layout(%view) : !memref_gmem_f32_6
    %10 = cute.get_shape(%lay_72) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_73, %e1_74 = cute.get_leaves(%10) : !cute.shape<"(96,5000)">
    %sz_75 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f32_6) -> !cute.int_tuple<"96">
    %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"96">
    %lay_77 = cute.get_layout(%div) : !memref_gmem_f32_
    %lay_78 = cute.get_layout(%div_32) : !memref_gmem_f32_1
    %lay_79 = cute.get_layout(%div_36) : !memref_gmem_f32_
    %lay_80 = cute.get_layout(%arg3) : !memref_gmem_f32_2
    %lay_81 = cute.get_layout(%div_47) : !cute_coord_tensor_511bd0
    %11 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_82, %e1_83 = cute.get_leaves(%11) : !cute.tile<"[1:0;512:1]">
    %12 = cute.static : !cute.layout<"(128,4):(4,1)">
    %13 = cute.static : !cute.layout<"1:0">
    %14 = cute.static : !cute.layout<"(1,4):(0,1)">
    %15 = cute.static : !cute.layout<"(1,4):(0,1)">
    %c80_i32 = arith.constant 80 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %16 = arith.cmpi sgt, %c80_i32, %c232448_i32 : i32
    scf.if %16 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c80_i32) : i32
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
    %19 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%18> (%div, %div_32, %div_36, %arg3, %div_47, %arg4, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_1, !memref_gmem_f32_, !memref_gmem_f32_2, !cute_coord_tensor_511bd0, f32, !copy_simt) -> !cuda.result
    %20 = cuda.cast %19 : !cuda.result -> i32
    cuda.return_if_error %20 : i32
    %c0_i32_85 = arith.constant 0 : i32
    return %c0_i32_85 : i32
  }
}
