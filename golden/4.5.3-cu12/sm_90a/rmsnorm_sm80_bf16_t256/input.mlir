!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_8cd4e3 = !cute.coord_tensor<"(?,0)", "(1,8192):(0,1@1)">
!cute_coord_tensor_a108e0 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,2048@1)">
!cute_coord_tensor_b6ed2e = !cute.coord_tensor<"(0,0)", "((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_7589d3 = !cute.layout<"(1,(8,256)):(0,(256,1))">
!cute_layout_92844a = !cute.layout<"((8,1),1,4):((1,0),0,2048)">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_e303c3 = !cute.layout<"((8,1),(1,4)):((1,0),(0,2048))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(5000,0))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(0,0))">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(5000):(1)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_, %arg3: !memref_gmem_f32_, %arg4: !cute_coord_tensor_b6ed2e, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_b6ed2e
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_bf16_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %lay_15 = cute.get_layout(%arg4) : !cute_coord_tensor_b6ed2e
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %6 = arith.remsi %0, %c32_i32 : i32
      %7 = arith.floordivsi %0, %c32_i32 : i32
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_bf16_) -> !cute.int_tuple<"1">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:2 = scf.for %arg7 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %arg6) -> (f32, !copy_simt)  : i32 {
        %coord_51 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_51) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_52 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_53 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_54 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg9, %slice, %coord_54) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_55 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_56 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_57 = cute.slice(%arg4, %coord_56) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_58 = cute.get_iter(%slice_57) : !cute_coord_tensor_8cd4e3
        %tup_59 = cute.deref_arith_tuple_iter(%iter_58) : !cute.arith_tuple_iter<"(?,0)">
        %e0_60, %e1_61 = cute.get_leaves(%tup_59) : !cute.int_tuple<"(?,0)">
        %43 = cute.get_scalars(%e0_60) : !cute.int_tuple<"?">
        %iter_62 = cute.get_iter(%slice_57) : !cute_coord_tensor_8cd4e3
        %tup_63 = cute.deref_arith_tuple_iter(%iter_62) : !cute.arith_tuple_iter<"(?,0)">
        %e0_64, %e1_65 = cute.get_leaves(%tup_63) : !cute.int_tuple<"(?,0)">
        %44 = cute.get_scalars(%e0_64) : !cute.int_tuple<"?">
        %coord_66 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_67 = cute.tiled.copy.partition_S(%arg9, %slice_57, %coord_66) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_68 = cute.get_iter(%src_partitioned_67) : !cute_coord_tensor_a108e0
        %tup_69 = cute.deref_arith_tuple_iter(%iter_68) : !cute_arith_tuple_iter_66b557
        %e0_70, %e1_71 = cute.get_leaves(%tup_69) : !cute.int_tuple<"(?,?{div=8})">
        %45 = cute.get_scalars(%e0_70) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_71) : !cute.int_tuple<"?{div=8}">
        %sz_72 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_73 = cute.get_leaves(%sz_72) : !cute.int_tuple<"1">
        %sz_74 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_75 = cute.get_leaves(%sz_74) : !cute.int_tuple<"1">
        %sz_76 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_77 = cute.get_leaves(%sz_76) : !cute.int_tuple<"4">
        %shape_78 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_79 = cute.make_layout(%shape_78) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_79) : !memref_rmem_i8_
        %iter_80 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_81 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_82 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_83 = cute.slice(%src_partitioned_67, %coord_82) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_84 = cute.get_iter(%slice_83) : !cute_coord_tensor_8bc2ea
        %tup_85 = cute.deref_arith_tuple_iter(%iter_84) : !cute_arith_tuple_iter_66b557
        %e0_86, %e1_87 = cute.get_leaves(%tup_85) : !cute.int_tuple<"(?,?{div=8})">
        %47 = cute.get_scalars(%e0_86) : !cute.int_tuple<"?">
        %48 = cute.get_scalars(%e1_87) : !cute.int_tuple<"?{div=8}">
        %iter_88 = cute.get_iter(%slice_83) : !cute_coord_tensor_8bc2ea
        %tup_89 = cute.deref_arith_tuple_iter(%iter_88) : !cute_arith_tuple_iter_66b557
        %e0_90, %e1_91 = cute.get_leaves(%tup_89) : !cute.int_tuple<"(?,?{div=8})">
        %49 = cute.get_scalars(%e0_90) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_91) : !cute.int_tuple<"?{div=8}">
        %iter_92 = cute.get_iter(%slice_83) : !cute_coord_tensor_8bc2ea
        %tup_93 = cute.deref_arith_tuple_iter(%iter_92) : !cute_arith_tuple_iter_66b557
        %e0_94, %e1_95 = cute.get_leaves(%tup_93) : !cute.int_tuple<"(?,?{div=8})">
        %51 = cute.get_scalars(%e0_94) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_95) : !cute.int_tuple<"?{div=8}">
        %coord_96 = cute.make_coord(%e0_94, %e1_95) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_97 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %53 = cute.elem_less(%coord_96, %coord_97) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %54 = arith.extui %53 : i1 to i8
        %coord_98 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_98, %54) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_99 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_100 = cute.slice(%src_partitioned_67, %coord_99) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_101 = cute.get_iter(%slice_100) : !cute_coord_tensor_8bc2ea
        %tup_102 = cute.deref_arith_tuple_iter(%iter_101) : !cute_arith_tuple_iter_66b557
        %e0_103, %e1_104 = cute.get_leaves(%tup_102) : !cute.int_tuple<"(?,?{div=8})">
        %55 = cute.get_scalars(%e0_103) : !cute.int_tuple<"?">
        %56 = cute.get_scalars(%e1_104) : !cute.int_tuple<"?{div=8}">
        %iter_105 = cute.get_iter(%slice_100) : !cute_coord_tensor_8bc2ea
        %tup_106 = cute.deref_arith_tuple_iter(%iter_105) : !cute_arith_tuple_iter_66b557
        %e0_107, %e1_108 = cute.get_leaves(%tup_106) : !cute.int_tuple<"(?,?{div=8})">
        %57 = cute.get_scalars(%e0_107) : !cute.int_tuple<"?">
        %58 = cute.get_scalars(%e1_108) : !cute.int_tuple<"?{div=8}">
        %iter_109 = cute.get_iter(%slice_100) : !cute_coord_tensor_8bc2ea
        %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute_arith_tuple_iter_66b557
        %e0_111, %e1_112 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(?,?{div=8})">
        %59 = cute.get_scalars(%e0_111) : !cute.int_tuple<"?">
        %60 = cute.get_scalars(%e1_112) : !cute.int_tuple<"?{div=8}">
        %coord_113 = cute.make_coord(%e0_111, %e1_112) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_114 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %61 = cute.elem_less(%coord_113, %coord_114) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %62 = arith.extui %61 : i1 to i8
        %coord_115 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_115, %62) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_116 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_117 = cute.slice(%src_partitioned_67, %coord_116) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_118 = cute.get_iter(%slice_117) : !cute_coord_tensor_8bc2ea
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_66b557
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,?{div=8})">
        %63 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %64 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=8}">
        %iter_122 = cute.get_iter(%slice_117) : !cute_coord_tensor_8bc2ea
        %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_66b557
        %e0_124, %e1_125 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(?,?{div=8})">
        %65 = cute.get_scalars(%e0_124) : !cute.int_tuple<"?">
        %66 = cute.get_scalars(%e1_125) : !cute.int_tuple<"?{div=8}">
        %iter_126 = cute.get_iter(%slice_117) : !cute_coord_tensor_8bc2ea
        %tup_127 = cute.deref_arith_tuple_iter(%iter_126) : !cute_arith_tuple_iter_66b557
        %e0_128, %e1_129 = cute.get_leaves(%tup_127) : !cute.int_tuple<"(?,?{div=8})">
        %67 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?">
        %68 = cute.get_scalars(%e1_129) : !cute.int_tuple<"?{div=8}">
        %coord_130 = cute.make_coord(%e0_128, %e1_129) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_131 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %69 = cute.elem_less(%coord_130, %coord_131) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %70 = arith.extui %69 : i1 to i8
        %coord_132 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_132, %70) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_133 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_134 = cute.slice(%src_partitioned_67, %coord_133) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_135 = cute.get_iter(%slice_134) : !cute_coord_tensor_8bc2ea
        %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_66b557
        %e0_137, %e1_138 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(?,?{div=8})">
        %71 = cute.get_scalars(%e0_137) : !cute.int_tuple<"?">
        %72 = cute.get_scalars(%e1_138) : !cute.int_tuple<"?{div=8}">
        %iter_139 = cute.get_iter(%slice_134) : !cute_coord_tensor_8bc2ea
        %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute_arith_tuple_iter_66b557
        %e0_141, %e1_142 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(?,?{div=8})">
        %73 = cute.get_scalars(%e0_141) : !cute.int_tuple<"?">
        %74 = cute.get_scalars(%e1_142) : !cute.int_tuple<"?{div=8}">
        %iter_143 = cute.get_iter(%slice_134) : !cute_coord_tensor_8bc2ea
        %tup_144 = cute.deref_arith_tuple_iter(%iter_143) : !cute_arith_tuple_iter_66b557
        %e0_145, %e1_146 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?{div=8})">
        %75 = cute.get_scalars(%e0_145) : !cute.int_tuple<"?">
        %76 = cute.get_scalars(%e1_146) : !cute.int_tuple<"?{div=8}">
        %coord_147 = cute.make_coord(%e0_145, %e1_146) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_148 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %77 = cute.elem_less(%coord_147, %coord_148) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %78 = arith.extui %77 : i1 to i8
        %coord_149 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_149, %78) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_150 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %79 = cute.make_layout_like(%lay_150) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_151 = cute.memref.alloca(%79) : !memref_rmem_bf16_
        %iter_152 = cute.get_iter(%rmem_151) : !memref_rmem_bf16_
        %iter_153 = cute.get_iter(%rmem_151) : !memref_rmem_bf16_
        %lay_154 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %sz_155 = cute.size(%rmem_151) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_156 = cute.get_leaves(%sz_155) : !cute.int_tuple<"32">
        %lay_157 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %80 = cute.get_shape(%lay_157) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_158, %e1_159, %e2, %e3 = cute.get_leaves(%80) : !cute.shape<"((8,1),1,4)">
        %int_tuple_160 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_160) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_161 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_162 = arith.constant 0.000000e+00 : bf16
        %81 = vector.splat %cst_162 : vector<32xbf16>
        %lay_163 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %82 = cute.get_shape(%lay_163) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_164, %e1_165, %e2_166, %e3_167 = cute.get_leaves(%82) : !cute.shape<"((8,1),1,4)">
        %lay_168 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %lay_169 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %83 = cute.get_shape(%lay_169) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_170, %e1_171, %e2_172, %e3_173 = cute.get_leaves(%83) : !cute.shape<"((8,1),1,4)">
        %int_tuple_174 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_175 = cute.size(%int_tuple_174) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_176 = cute.get_leaves(%sz_175) : !cute.int_tuple<"32">
        %int_tuple_177 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_178 = cute.size(%int_tuple_177) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_179 = cute.get_leaves(%sz_178) : !cute.int_tuple<"32">
        cute.memref.store_vec(%81, %rmem_151) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_180 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %84 = cute.get_shape(%lay_180) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_181, %e1_182, %e2_183, %e3_184 = cute.get_leaves(%84) : !cute.shape<"((8,1),1,4)">
        %lay_185 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %85 = cute.get_shape(%lay_185) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_186, %e1_187, %e2_188, %e3_189 = cute.get_leaves(%85) : !cute.shape<"((8,1),1,4)">
        %lay_190 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %shape_191 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_192 = cute.make_layout(%shape_191) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_190, %lay_192) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_193 = cute.make_view(%iter_55, %append) : !memref_gmem_bf16_3
        %iter_194 = cute.get_iter(%view_193) : !memref_gmem_bf16_3
        %lay_195 = cute.get_layout(%view_193) : !memref_gmem_bf16_3
        %86 = cute.get_shape(%lay_195) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_196, %e1_197, %e2_198, %e3_199 = cute.get_leaves(%86) : !cute.shape<"((8,1),1,4)">
        %lay_200 = cute.get_layout(%view_193) : !memref_gmem_bf16_3
        %87 = cute.get_shape(%lay_200) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_201, %e1_202, %e2_203, %e3_204 = cute.get_leaves(%87) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_193) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_205 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_206 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %lay_207 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %shape_208 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_209 = cute.make_layout(%shape_208) : !cute.layout<"1:0">
        %append_210 = cute.append_to_rank<2> (%lay_207, %lay_209) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_211 = cute.make_view(%iter_153, %append_210) : !memref_rmem_bf16_
        %iter_212 = cute.get_iter(%view_211) : !memref_rmem_bf16_
        %lay_213 = cute.get_layout(%view_211) : !memref_rmem_bf16_
        %88 = cute.get_shape(%lay_213) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_214, %e1_215, %e2_216, %e3_217 = cute.get_leaves(%88) : !cute.shape<"((8,1),1,4)">
        %lay_218 = cute.get_layout(%view_211) : !memref_rmem_bf16_
        %89 = cute.get_shape(%lay_218) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_219, %e1_220, %e2_221, %e3_222 = cute.get_leaves(%89) : !cute.shape<"((8,1),1,4)">
        %grouped_223 = cute.group_modes(%view_211) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_224 = cute.get_iter(%grouped_223) : !memref_rmem_bf16_1
        %iter_225 = cute.get_iter(%grouped_223) : !memref_rmem_bf16_1
        %lay_226 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_227 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_228 = cute.make_layout(%shape_227) : !cute.layout<"1:0">
        %append_229 = cute.append_to_rank<2> (%lay_226, %lay_228) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_230 = cute.make_view(%iter_81, %append_229) : !memref_rmem_i8_
        %iter_231 = cute.get_iter(%view_230) : !memref_rmem_i8_
        %lay_232 = cute.get_layout(%view_230) : !memref_rmem_i8_
        %90 = cute.get_shape(%lay_232) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_233, %e1_234, %e2_235 = cute.get_leaves(%90) : !cute.shape<"(1,1,4)">
        %lay_236 = cute.get_layout(%view_230) : !memref_rmem_i8_
        %91 = cute.get_shape(%lay_236) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_237, %e1_238, %e2_239 = cute.get_leaves(%91) : !cute.shape<"(1,1,4)">
        %grouped_240 = cute.group_modes(%view_230) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_241 = cute.get_iter(%grouped_240) : !memref_rmem_i8_1
        %iter_242 = cute.get_iter(%grouped_240) : !memref_rmem_i8_1
        %lay_243 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %92 = cute.get_shape(%lay_243) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%92) : !cute.shape<"((8,1),(1,4))">
        %lay_248 = cute.get_layout(%grouped_223) : !memref_rmem_bf16_1
        %93 = cute.get_shape(%lay_248) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%93) : !cute.shape<"((8,1),(1,4))">
        %sz_253 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_254 = cute.get_leaves(%sz_253) : !cute.int_tuple<"4">
        %sz_255 = cute.size(%grouped_223) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_256 = cute.get_leaves(%sz_255) : !cute.int_tuple<"4">
        %lay_257 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %94 = cute.get_shape(%lay_257) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_258, %e1_259, %e2_260, %e3_261 = cute.get_leaves(%94) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_223, %grouped_240) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_262 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %95 = cute.get_shape(%lay_262) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_263, %e1_264, %e2_265, %e3_266 = cute.get_leaves(%95) : !cute.shape<"((8,1),1,4)">
        %lay_267 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %96 = cute.memref.load_vec(%rmem_151) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_268 = cute.get_layout(%rmem_151) : !memref_rmem_bf16_
        %97 = cute.get_shape(%lay_268) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_269, %e1_270, %e2_271, %e3_272 = cute.get_leaves(%97) : !cute.shape<"((8,1),1,4)">
        %98 = arith.extf %96 : vector<32xbf16> to vector<32xf32>
        %99 = arith.mulf %98, %98 : vector<32xf32>
        %cst_273 = arith.constant 0.000000e+00 : f32
        %100 = vector.reduction <add>, %99, %cst_273 : vector<32xf32> into f32
        %101 = arith.addf %arg8, %100 : f32
        scf.yield %101, %arg9 : f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_26 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_26) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_27 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_26) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_28 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %19 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      cf.assert %19, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 32 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_29 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_29, %lay_26) : !memref_smem_f32_
      %iter_30 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_31 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_32 = arith.constant 0 : i32
      %20 = arith.cmpi eq, %6, %c0_i32_32 : i32
      %21 = scf.if %20 -> (!memref_smem_f32_) {
        %iter_51 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_52 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_52, %18) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_51 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_33 = cute.get_iter(%21) : !memref_smem_f32_
      %iter_34 = cute.get_iter(%21) : !memref_smem_f32_
      %iter_35 = cute.get_iter(%21) : !memref_smem_f32_
      nvvm.barrier
      %coord_36 = cute.make_coord() : () -> !cute.coord<"0">
      %22 = cute.memref.load(%21, %coord_36) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_37 = cute.make_coord() : () -> !cute.coord<"1">
      %23 = cute.memref.load(%21, %coord_37) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %24 = arith.addf %22, %23 : f32
      %coord_38 = cute.make_coord() : () -> !cute.coord<"2">
      %25 = cute.memref.load(%21, %coord_38) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %26 = arith.addf %24, %25 : f32
      %coord_39 = cute.make_coord() : () -> !cute.coord<"3">
      %27 = cute.memref.load(%21, %coord_39) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %28 = arith.addf %26, %27 : f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"4">
      %29 = cute.memref.load(%21, %coord_40) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %30 = arith.addf %28, %29 : f32
      %coord_41 = cute.make_coord() : () -> !cute.coord<"5">
      %31 = cute.memref.load(%21, %coord_41) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %32 = arith.addf %30, %31 : f32
      %coord_42 = cute.make_coord() : () -> !cute.coord<"6">
      %33 = cute.memref.load(%21, %coord_42) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %34 = arith.addf %32, %33 : f32
      %coord_43 = cute.make_coord() : () -> !cute.coord<"7">
      %35 = cute.memref.load(%21, %coord_43) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %36 = arith.addf %34, %35 : f32
      %int_tuple_44 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_45 = cute.size(%int_tuple_44) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_46 = cute.get_leaves(%sz_45) : !cute.int_tuple<"5000">
      %cst_47 = arith.constant 5.000000e+03 : f32
      %37 = arith.divf %36, %cst_47 : f32
      %38 = arith.addf %37, %arg5 : f32
      %39 = math.rsqrt %38 : f32
      %40 = arith.cmpi eq, %0, %c0_i32_32 : i32
      %41 = scf.if %40 -> (!memref_gmem_f32_) {
        %iter_51 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_52 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_52, %39) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_51 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_48 = cute.get_iter(%41) : !memref_gmem_f32_
      %iter_49 = cute.get_iter(%41) : !memref_gmem_f32_
      %iter_50 = cute.get_iter(%41) : !memref_gmem_f32_
      %42 = scf.for %arg7 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg8 = %8#1) -> (!copy_simt)  : i32 {
        %coord_51 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_51) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_52 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_53 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_54 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_54) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_55 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_56 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_57 = cute.slice(%arg1, %coord_56) : !memref_gmem_bf16_1, !cute.coord<"((_,_),(?,?))">
        %iter_58 = cute.get_iter(%slice_57) : !memref_gmem_bf16_2
        %iter_59 = cute.get_iter(%slice_57) : !memref_gmem_bf16_2
        %coord_60 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_61 = cute.tiled.copy.partition_S(%arg8, %slice_57, %coord_60) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_62 = cute.get_iter(%src_partitioned_61) : !memref_gmem_bf16_3
        %coord_63 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_64 = cute.slice(%arg2, %coord_63) : !memref_gmem_bf16_, !cute.coord<"((_,_),(?,?))">
        %iter_65 = cute.get_iter(%slice_64) : !memref_gmem_bf16_2
        %iter_66 = cute.get_iter(%slice_64) : !memref_gmem_bf16_2
        %coord_67 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_64, %coord_67) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_68 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_3
        %coord_69 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_70 = cute.slice(%arg4, %coord_69) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_71 = cute.get_iter(%slice_70) : !cute_coord_tensor_8cd4e3
        %tup_72 = cute.deref_arith_tuple_iter(%iter_71) : !cute.arith_tuple_iter<"(?,0)">
        %e0_73, %e1_74 = cute.get_leaves(%tup_72) : !cute.int_tuple<"(?,0)">
        %43 = cute.get_scalars(%e0_73) : !cute.int_tuple<"?">
        %iter_75 = cute.get_iter(%slice_70) : !cute_coord_tensor_8cd4e3
        %tup_76 = cute.deref_arith_tuple_iter(%iter_75) : !cute.arith_tuple_iter<"(?,0)">
        %e0_77, %e1_78 = cute.get_leaves(%tup_76) : !cute.int_tuple<"(?,0)">
        %44 = cute.get_scalars(%e0_77) : !cute.int_tuple<"?">
        %coord_79 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_80 = cute.tiled.copy.partition_S(%arg8, %slice_70, %coord_79) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_81 = cute.get_iter(%src_partitioned_80) : !cute_coord_tensor_a108e0
        %tup_82 = cute.deref_arith_tuple_iter(%iter_81) : !cute_arith_tuple_iter_66b557
        %e0_83, %e1_84 = cute.get_leaves(%tup_82) : !cute.int_tuple<"(?,?{div=8})">
        %45 = cute.get_scalars(%e0_83) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_84) : !cute.int_tuple<"?{div=8}">
        %sz_85 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_86 = cute.get_leaves(%sz_85) : !cute.int_tuple<"1">
        %sz_87 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"1">
        %sz_89 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_90 = cute.get_leaves(%sz_89) : !cute.int_tuple<"4">
        %shape_91 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_92 = cute.make_layout(%shape_91) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_92) : !memref_rmem_i8_
        %iter_93 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_94 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_95 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_96 = cute.slice(%src_partitioned_80, %coord_95) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_97 = cute.get_iter(%slice_96) : !cute_coord_tensor_8bc2ea
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute_arith_tuple_iter_66b557
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,?{div=8})">
        %47 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %48 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=8}">
        %iter_101 = cute.get_iter(%slice_96) : !cute_coord_tensor_8bc2ea
        %tup_102 = cute.deref_arith_tuple_iter(%iter_101) : !cute_arith_tuple_iter_66b557
        %e0_103, %e1_104 = cute.get_leaves(%tup_102) : !cute.int_tuple<"(?,?{div=8})">
        %49 = cute.get_scalars(%e0_103) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_104) : !cute.int_tuple<"?{div=8}">
        %iter_105 = cute.get_iter(%slice_96) : !cute_coord_tensor_8bc2ea
        %tup_106 = cute.deref_arith_tuple_iter(%iter_105) : !cute_arith_tuple_iter_66b557
        %e0_107, %e1_108 = cute.get_leaves(%tup_106) : !cute.int_tuple<"(?,?{div=8})">
        %51 = cute.get_scalars(%e0_107) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_108) : !cute.int_tuple<"?{div=8}">
        %coord_109 = cute.make_coord(%e0_107, %e1_108) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_110 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %53 = cute.elem_less(%coord_109, %coord_110) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %54 = arith.extui %53 : i1 to i8
        %coord_111 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_111, %54) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_112 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_113 = cute.slice(%src_partitioned_80, %coord_112) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_114 = cute.get_iter(%slice_113) : !cute_coord_tensor_8bc2ea
        %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_66b557
        %e0_116, %e1_117 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(?,?{div=8})">
        %55 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?">
        %56 = cute.get_scalars(%e1_117) : !cute.int_tuple<"?{div=8}">
        %iter_118 = cute.get_iter(%slice_113) : !cute_coord_tensor_8bc2ea
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_66b557
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,?{div=8})">
        %57 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %58 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=8}">
        %iter_122 = cute.get_iter(%slice_113) : !cute_coord_tensor_8bc2ea
        %tup_123 = cute.deref_arith_tuple_iter(%iter_122) : !cute_arith_tuple_iter_66b557
        %e0_124, %e1_125 = cute.get_leaves(%tup_123) : !cute.int_tuple<"(?,?{div=8})">
        %59 = cute.get_scalars(%e0_124) : !cute.int_tuple<"?">
        %60 = cute.get_scalars(%e1_125) : !cute.int_tuple<"?{div=8}">
        %coord_126 = cute.make_coord(%e0_124, %e1_125) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_127 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %61 = cute.elem_less(%coord_126, %coord_127) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %62 = arith.extui %61 : i1 to i8
        %coord_128 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_128, %62) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_129 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_130 = cute.slice(%src_partitioned_80, %coord_129) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_131 = cute.get_iter(%slice_130) : !cute_coord_tensor_8bc2ea
        %tup_132 = cute.deref_arith_tuple_iter(%iter_131) : !cute_arith_tuple_iter_66b557
        %e0_133, %e1_134 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?{div=8})">
        %63 = cute.get_scalars(%e0_133) : !cute.int_tuple<"?">
        %64 = cute.get_scalars(%e1_134) : !cute.int_tuple<"?{div=8}">
        %iter_135 = cute.get_iter(%slice_130) : !cute_coord_tensor_8bc2ea
        %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_66b557
        %e0_137, %e1_138 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(?,?{div=8})">
        %65 = cute.get_scalars(%e0_137) : !cute.int_tuple<"?">
        %66 = cute.get_scalars(%e1_138) : !cute.int_tuple<"?{div=8}">
        %iter_139 = cute.get_iter(%slice_130) : !cute_coord_tensor_8bc2ea
        %tup_140 = cute.deref_arith_tuple_iter(%iter_139) : !cute_arith_tuple_iter_66b557
        %e0_141, %e1_142 = cute.get_leaves(%tup_140) : !cute.int_tuple<"(?,?{div=8})">
        %67 = cute.get_scalars(%e0_141) : !cute.int_tuple<"?">
        %68 = cute.get_scalars(%e1_142) : !cute.int_tuple<"?{div=8}">
        %coord_143 = cute.make_coord(%e0_141, %e1_142) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_144 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %69 = cute.elem_less(%coord_143, %coord_144) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %70 = arith.extui %69 : i1 to i8
        %coord_145 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_145, %70) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_146 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_147 = cute.slice(%src_partitioned_80, %coord_146) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_148 = cute.get_iter(%slice_147) : !cute_coord_tensor_8bc2ea
        %tup_149 = cute.deref_arith_tuple_iter(%iter_148) : !cute_arith_tuple_iter_66b557
        %e0_150, %e1_151 = cute.get_leaves(%tup_149) : !cute.int_tuple<"(?,?{div=8})">
        %71 = cute.get_scalars(%e0_150) : !cute.int_tuple<"?">
        %72 = cute.get_scalars(%e1_151) : !cute.int_tuple<"?{div=8}">
        %iter_152 = cute.get_iter(%slice_147) : !cute_coord_tensor_8bc2ea
        %tup_153 = cute.deref_arith_tuple_iter(%iter_152) : !cute_arith_tuple_iter_66b557
        %e0_154, %e1_155 = cute.get_leaves(%tup_153) : !cute.int_tuple<"(?,?{div=8})">
        %73 = cute.get_scalars(%e0_154) : !cute.int_tuple<"?">
        %74 = cute.get_scalars(%e1_155) : !cute.int_tuple<"?{div=8}">
        %iter_156 = cute.get_iter(%slice_147) : !cute_coord_tensor_8bc2ea
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_66b557
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=8})">
        %75 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %76 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=8}">
        %coord_160 = cute.make_coord(%e0_158, %e1_159) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_161 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %77 = cute.elem_less(%coord_160, %coord_161) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %78 = arith.extui %77 : i1 to i8
        %coord_162 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_162, %78) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_163 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %79 = cute.make_layout_like(%lay_163) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_164 = cute.memref.alloca(%79) : !memref_rmem_bf16_
        %iter_165 = cute.get_iter(%rmem_164) : !memref_rmem_bf16_
        %iter_166 = cute.get_iter(%rmem_164) : !memref_rmem_bf16_
        %lay_167 = cute.get_layout(%src_partitioned_61) : !memref_gmem_bf16_3
        %80 = cute.make_layout_like(%lay_167) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_168 = cute.memref.alloca(%80) : !memref_rmem_bf16_
        %iter_169 = cute.get_iter(%rmem_168) : !memref_rmem_bf16_
        %iter_170 = cute.get_iter(%rmem_168) : !memref_rmem_bf16_
        %lay_171 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %sz_172 = cute.size(%rmem_164) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_173 = cute.get_leaves(%sz_172) : !cute.int_tuple<"32">
        %lay_174 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %81 = cute.get_shape(%lay_174) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_175, %e1_176, %e2, %e3 = cute.get_leaves(%81) : !cute.shape<"((8,1),1,4)">
        %int_tuple_177 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_177) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_178 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_179 = arith.constant 0.000000e+00 : bf16
        %82 = vector.splat %cst_179 : vector<32xbf16>
        %lay_180 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %83 = cute.get_shape(%lay_180) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_181, %e1_182, %e2_183, %e3_184 = cute.get_leaves(%83) : !cute.shape<"((8,1),1,4)">
        %lay_185 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %lay_186 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %84 = cute.get_shape(%lay_186) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_187, %e1_188, %e2_189, %e3_190 = cute.get_leaves(%84) : !cute.shape<"((8,1),1,4)">
        %int_tuple_191 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_192 = cute.size(%int_tuple_191) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_193 = cute.get_leaves(%sz_192) : !cute.int_tuple<"32">
        %int_tuple_194 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_195 = cute.size(%int_tuple_194) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_196 = cute.get_leaves(%sz_195) : !cute.int_tuple<"32">
        cute.memref.store_vec(%82, %rmem_164) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_197 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %sz_198 = cute.size(%rmem_168) : (!memref_rmem_bf16_) -> !cute.int_tuple<"32">
        %e0_199 = cute.get_leaves(%sz_198) : !cute.int_tuple<"32">
        %lay_200 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %85 = cute.get_shape(%lay_200) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_201, %e1_202, %e2_203, %e3_204 = cute.get_leaves(%85) : !cute.shape<"((8,1),1,4)">
        %int_tuple_205 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res_206 = cute.tuple.product(%int_tuple_205) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_207 = cute.get_leaves(%res_206) : !cute.int_tuple<"32">
        %cst_208 = arith.constant 0.000000e+00 : bf16
        %86 = vector.splat %cst_208 : vector<32xbf16>
        %lay_209 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %87 = cute.get_shape(%lay_209) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_210, %e1_211, %e2_212, %e3_213 = cute.get_leaves(%87) : !cute.shape<"((8,1),1,4)">
        %lay_214 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %lay_215 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %88 = cute.get_shape(%lay_215) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_216, %e1_217, %e2_218, %e3_219 = cute.get_leaves(%88) : !cute.shape<"((8,1),1,4)">
        %int_tuple_220 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_221 = cute.size(%int_tuple_220) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_222 = cute.get_leaves(%sz_221) : !cute.int_tuple<"32">
        %int_tuple_223 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_224 = cute.size(%int_tuple_223) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_225 = cute.get_leaves(%sz_224) : !cute.int_tuple<"32">
        cute.memref.store_vec(%86, %rmem_168) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_226 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %89 = cute.get_shape(%lay_226) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_227, %e1_228, %e2_229, %e3_230 = cute.get_leaves(%89) : !cute.shape<"((8,1),1,4)">
        %lay_231 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %90 = cute.get_shape(%lay_231) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_232, %e1_233, %e2_234, %e3_235 = cute.get_leaves(%90) : !cute.shape<"((8,1),1,4)">
        %lay_236 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %shape_237 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_238 = cute.make_layout(%shape_237) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_236, %lay_238) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_239 = cute.make_view(%iter_55, %append) : !memref_gmem_bf16_3
        %iter_240 = cute.get_iter(%view_239) : !memref_gmem_bf16_3
        %lay_241 = cute.get_layout(%view_239) : !memref_gmem_bf16_3
        %91 = cute.get_shape(%lay_241) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_242, %e1_243, %e2_244, %e3_245 = cute.get_leaves(%91) : !cute.shape<"((8,1),1,4)">
        %lay_246 = cute.get_layout(%view_239) : !memref_gmem_bf16_3
        %92 = cute.get_shape(%lay_246) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_247, %e1_248, %e2_249, %e3_250 = cute.get_leaves(%92) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_239) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_251 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_252 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %lay_253 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %shape_254 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_255 = cute.make_layout(%shape_254) : !cute.layout<"1:0">
        %append_256 = cute.append_to_rank<2> (%lay_253, %lay_255) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_257 = cute.make_view(%iter_166, %append_256) : !memref_rmem_bf16_
        %iter_258 = cute.get_iter(%view_257) : !memref_rmem_bf16_
        %lay_259 = cute.get_layout(%view_257) : !memref_rmem_bf16_
        %93 = cute.get_shape(%lay_259) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_260, %e1_261, %e2_262, %e3_263 = cute.get_leaves(%93) : !cute.shape<"((8,1),1,4)">
        %lay_264 = cute.get_layout(%view_257) : !memref_rmem_bf16_
        %94 = cute.get_shape(%lay_264) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_265, %e1_266, %e2_267, %e3_268 = cute.get_leaves(%94) : !cute.shape<"((8,1),1,4)">
        %grouped_269 = cute.group_modes(%view_257) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_270 = cute.get_iter(%grouped_269) : !memref_rmem_bf16_1
        %iter_271 = cute.get_iter(%grouped_269) : !memref_rmem_bf16_1
        %lay_272 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_273 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_274 = cute.make_layout(%shape_273) : !cute.layout<"1:0">
        %append_275 = cute.append_to_rank<2> (%lay_272, %lay_274) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_276 = cute.make_view(%iter_94, %append_275) : !memref_rmem_i8_
        %iter_277 = cute.get_iter(%view_276) : !memref_rmem_i8_
        %lay_278 = cute.get_layout(%view_276) : !memref_rmem_i8_
        %95 = cute.get_shape(%lay_278) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_279, %e1_280, %e2_281 = cute.get_leaves(%95) : !cute.shape<"(1,1,4)">
        %lay_282 = cute.get_layout(%view_276) : !memref_rmem_i8_
        %96 = cute.get_shape(%lay_282) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_283, %e1_284, %e2_285 = cute.get_leaves(%96) : !cute.shape<"(1,1,4)">
        %grouped_286 = cute.group_modes(%view_276) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_287 = cute.get_iter(%grouped_286) : !memref_rmem_i8_1
        %iter_288 = cute.get_iter(%grouped_286) : !memref_rmem_i8_1
        %lay_289 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %97 = cute.get_shape(%lay_289) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%97) : !cute.shape<"((8,1),(1,4))">
        %lay_294 = cute.get_layout(%grouped_269) : !memref_rmem_bf16_1
        %98 = cute.get_shape(%lay_294) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_295, %e1_296, %e2_297, %e3_298 = cute.get_leaves(%98) : !cute.shape<"((8,1),(1,4))">
        %sz_299 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_300 = cute.get_leaves(%sz_299) : !cute.int_tuple<"4">
        %sz_301 = cute.size(%grouped_269) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_302 = cute.get_leaves(%sz_301) : !cute.int_tuple<"4">
        %lay_303 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %99 = cute.get_shape(%lay_303) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_304, %e1_305, %e2_306, %e3_307 = cute.get_leaves(%99) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped, %grouped_269, %grouped_286) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_308 = cute.get_layout(%src_partitioned_61) : !memref_gmem_bf16_3
        %100 = cute.get_shape(%lay_308) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_309, %e1_310, %e2_311, %e3_312 = cute.get_leaves(%100) : !cute.shape<"((8,1),1,4)">
        %lay_313 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %101 = cute.get_shape(%lay_313) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_314, %e1_315, %e2_316, %e3_317 = cute.get_leaves(%101) : !cute.shape<"((8,1),1,4)">
        %lay_318 = cute.get_layout(%src_partitioned_61) : !memref_gmem_bf16_3
        %shape_319 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_320 = cute.make_layout(%shape_319) : !cute.layout<"1:0">
        %append_321 = cute.append_to_rank<2> (%lay_318, %lay_320) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_322 = cute.make_view(%iter_62, %append_321) : !memref_gmem_bf16_3
        %iter_323 = cute.get_iter(%view_322) : !memref_gmem_bf16_3
        %lay_324 = cute.get_layout(%view_322) : !memref_gmem_bf16_3
        %102 = cute.get_shape(%lay_324) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_325, %e1_326, %e2_327, %e3_328 = cute.get_leaves(%102) : !cute.shape<"((8,1),1,4)">
        %lay_329 = cute.get_layout(%view_322) : !memref_gmem_bf16_3
        %103 = cute.get_shape(%lay_329) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_330, %e1_331, %e2_332, %e3_333 = cute.get_leaves(%103) : !cute.shape<"((8,1),1,4)">
        %grouped_334 = cute.group_modes(%view_322) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_335 = cute.get_iter(%grouped_334) : !memref_gmem_bf16_4
        %iter_336 = cute.get_iter(%grouped_334) : !memref_gmem_bf16_4
        %lay_337 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %shape_338 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_339 = cute.make_layout(%shape_338) : !cute.layout<"1:0">
        %append_340 = cute.append_to_rank<2> (%lay_337, %lay_339) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_341 = cute.make_view(%iter_170, %append_340) : !memref_rmem_bf16_
        %iter_342 = cute.get_iter(%view_341) : !memref_rmem_bf16_
        %lay_343 = cute.get_layout(%view_341) : !memref_rmem_bf16_
        %104 = cute.get_shape(%lay_343) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_344, %e1_345, %e2_346, %e3_347 = cute.get_leaves(%104) : !cute.shape<"((8,1),1,4)">
        %lay_348 = cute.get_layout(%view_341) : !memref_rmem_bf16_
        %105 = cute.get_shape(%lay_348) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_349, %e1_350, %e2_351, %e3_352 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
        %grouped_353 = cute.group_modes(%view_341) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_354 = cute.get_iter(%grouped_353) : !memref_rmem_bf16_1
        %iter_355 = cute.get_iter(%grouped_353) : !memref_rmem_bf16_1
        %lay_356 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_357 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_358 = cute.make_layout(%shape_357) : !cute.layout<"1:0">
        %append_359 = cute.append_to_rank<2> (%lay_356, %lay_358) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_360 = cute.make_view(%iter_94, %append_359) : !memref_rmem_i8_
        %iter_361 = cute.get_iter(%view_360) : !memref_rmem_i8_
        %lay_362 = cute.get_layout(%view_360) : !memref_rmem_i8_
        %106 = cute.get_shape(%lay_362) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_363, %e1_364, %e2_365 = cute.get_leaves(%106) : !cute.shape<"(1,1,4)">
        %lay_366 = cute.get_layout(%view_360) : !memref_rmem_i8_
        %107 = cute.get_shape(%lay_366) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_367, %e1_368, %e2_369 = cute.get_leaves(%107) : !cute.shape<"(1,1,4)">
        %grouped_370 = cute.group_modes(%view_360) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_371 = cute.get_iter(%grouped_370) : !memref_rmem_i8_1
        %iter_372 = cute.get_iter(%grouped_370) : !memref_rmem_i8_1
        %lay_373 = cute.get_layout(%grouped_334) : !memref_gmem_bf16_4
        %108 = cute.get_shape(%lay_373) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_374, %e1_375, %e2_376, %e3_377 = cute.get_leaves(%108) : !cute.shape<"((8,1),(1,4))">
        %lay_378 = cute.get_layout(%grouped_353) : !memref_rmem_bf16_1
        %109 = cute.get_shape(%lay_378) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_379, %e1_380, %e2_381, %e3_382 = cute.get_leaves(%109) : !cute.shape<"((8,1),(1,4))">
        %sz_383 = cute.size(%grouped_334) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_384 = cute.get_leaves(%sz_383) : !cute.int_tuple<"4">
        %sz_385 = cute.size(%grouped_353) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_386 = cute.get_leaves(%sz_385) : !cute.int_tuple<"4">
        %lay_387 = cute.get_layout(%grouped_334) : !memref_gmem_bf16_4
        %110 = cute.get_shape(%lay_387) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_388, %e1_389, %e2_390, %e3_391 = cute.get_leaves(%110) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped_334, %grouped_353, %grouped_370) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %lay_392 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %111 = cute.get_shape(%lay_392) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_393, %e1_394, %e2_395, %e3_396 = cute.get_leaves(%111) : !cute.shape<"((8,1),1,4)">
        %lay_397 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %112 = cute.memref.load_vec(%rmem_164) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_398 = cute.get_layout(%rmem_164) : !memref_rmem_bf16_
        %113 = cute.get_shape(%lay_398) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_399, %e1_400, %e2_401, %e3_402 = cute.get_leaves(%113) : !cute.shape<"((8,1),1,4)">
        %114 = arith.extf %112 : vector<32xbf16> to vector<32xf32>
        %115 = vector.broadcast %39 : f32 to vector<32xf32>
        %116 = arith.mulf %114, %115 : vector<32xf32>
        %lay_403 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %117 = cute.get_shape(%lay_403) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_404, %e1_405, %e2_406, %e3_407 = cute.get_leaves(%117) : !cute.shape<"((8,1),1,4)">
        %lay_408 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %118 = cute.memref.load_vec(%rmem_168) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_409 = cute.get_layout(%rmem_168) : !memref_rmem_bf16_
        %119 = cute.get_shape(%lay_409) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_410, %e1_411, %e2_412, %e3_413 = cute.get_leaves(%119) : !cute.shape<"((8,1),1,4)">
        %120 = arith.extf %118 : vector<32xbf16> to vector<32xf32>
        %121 = arith.mulf %116, %120 : vector<32xf32>
        %lay_414 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %122 = cute.make_layout_like(%lay_414) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_415 = cute.memref.alloca(%122) : !memref_rmem_bf16_
        %iter_416 = cute.get_iter(%rmem_415) : !memref_rmem_bf16_
        %iter_417 = cute.get_iter(%rmem_415) : !memref_rmem_bf16_
        %123 = arith.truncf %121 : vector<32xf32> to vector<32xbf16>
        %lay_418 = cute.get_layout(%rmem_415) : !memref_rmem_bf16_
        %124 = cute.get_shape(%lay_418) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_419, %e1_420, %e2_421, %e3_422 = cute.get_leaves(%124) : !cute.shape<"((8,1),1,4)">
        %lay_423 = cute.get_layout(%rmem_415) : !memref_rmem_bf16_
        %lay_424 = cute.get_layout(%rmem_415) : !memref_rmem_bf16_
        %125 = cute.get_shape(%lay_424) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_425, %e1_426, %e2_427, %e3_428 = cute.get_leaves(%125) : !cute.shape<"((8,1),1,4)">
        %int_tuple_429 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_430 = cute.size(%int_tuple_429) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_431 = cute.get_leaves(%sz_430) : !cute.int_tuple<"32">
        %int_tuple_432 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_433 = cute.size(%int_tuple_432) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_434 = cute.get_leaves(%sz_433) : !cute.int_tuple<"32">
        cute.memref.store_vec(%123, %rmem_415) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_435 = cute.get_layout(%rmem_415) : !memref_rmem_bf16_
        %126 = cute.get_shape(%lay_435) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_436, %e1_437, %e2_438, %e3_439 = cute.get_leaves(%126) : !cute.shape<"((8,1),1,4)">
        %lay_440 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %127 = cute.get_shape(%lay_440) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_441, %e1_442, %e2_443, %e3_444 = cute.get_leaves(%127) : !cute.shape<"((8,1),1,4)">
        %lay_445 = cute.get_layout(%rmem_415) : !memref_rmem_bf16_
        %shape_446 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_447 = cute.make_layout(%shape_446) : !cute.layout<"1:0">
        %append_448 = cute.append_to_rank<2> (%lay_445, %lay_447) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_449 = cute.make_view(%iter_417, %append_448) : !memref_rmem_bf16_
        %iter_450 = cute.get_iter(%view_449) : !memref_rmem_bf16_
        %lay_451 = cute.get_layout(%view_449) : !memref_rmem_bf16_
        %128 = cute.get_shape(%lay_451) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_452, %e1_453, %e2_454, %e3_455 = cute.get_leaves(%128) : !cute.shape<"((8,1),1,4)">
        %lay_456 = cute.get_layout(%view_449) : !memref_rmem_bf16_
        %129 = cute.get_shape(%lay_456) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_457, %e1_458, %e2_459, %e3_460 = cute.get_leaves(%129) : !cute.shape<"((8,1),1,4)">
        %grouped_461 = cute.group_modes(%view_449) <1, 3> : (!memref_rmem_bf16_) -> !memref_rmem_bf16_1
        %iter_462 = cute.get_iter(%grouped_461) : !memref_rmem_bf16_1
        %iter_463 = cute.get_iter(%grouped_461) : !memref_rmem_bf16_1
        %lay_464 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %shape_465 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_466 = cute.make_layout(%shape_465) : !cute.layout<"1:0">
        %append_467 = cute.append_to_rank<2> (%lay_464, %lay_466) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_468 = cute.make_view(%iter_68, %append_467) : !memref_gmem_bf16_3
        %iter_469 = cute.get_iter(%view_468) : !memref_gmem_bf16_3
        %lay_470 = cute.get_layout(%view_468) : !memref_gmem_bf16_3
        %130 = cute.get_shape(%lay_470) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_471, %e1_472, %e2_473, %e3_474 = cute.get_leaves(%130) : !cute.shape<"((8,1),1,4)">
        %lay_475 = cute.get_layout(%view_468) : !memref_gmem_bf16_3
        %131 = cute.get_shape(%lay_475) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_476, %e1_477, %e2_478, %e3_479 = cute.get_leaves(%131) : !cute.shape<"((8,1),1,4)">
        %grouped_480 = cute.group_modes(%view_468) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_481 = cute.get_iter(%grouped_480) : !memref_gmem_bf16_4
        %iter_482 = cute.get_iter(%grouped_480) : !memref_gmem_bf16_4
        %lay_483 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_484 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_485 = cute.make_layout(%shape_484) : !cute.layout<"1:0">
        %append_486 = cute.append_to_rank<2> (%lay_483, %lay_485) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_487 = cute.make_view(%iter_94, %append_486) : !memref_rmem_i8_
        %iter_488 = cute.get_iter(%view_487) : !memref_rmem_i8_
        %lay_489 = cute.get_layout(%view_487) : !memref_rmem_i8_
        %132 = cute.get_shape(%lay_489) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_490, %e1_491, %e2_492 = cute.get_leaves(%132) : !cute.shape<"(1,1,4)">
        %lay_493 = cute.get_layout(%view_487) : !memref_rmem_i8_
        %133 = cute.get_shape(%lay_493) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_494, %e1_495, %e2_496 = cute.get_leaves(%133) : !cute.shape<"(1,1,4)">
        %grouped_497 = cute.group_modes(%view_487) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
        %iter_498 = cute.get_iter(%grouped_497) : !memref_rmem_i8_1
        %iter_499 = cute.get_iter(%grouped_497) : !memref_rmem_i8_1
        %lay_500 = cute.get_layout(%grouped_461) : !memref_rmem_bf16_1
        %134 = cute.get_shape(%lay_500) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_501, %e1_502, %e2_503, %e3_504 = cute.get_leaves(%134) : !cute.shape<"((8,1),(1,4))">
        %lay_505 = cute.get_layout(%grouped_480) : !memref_gmem_bf16_4
        %135 = cute.get_shape(%lay_505) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_506, %e1_507, %e2_508, %e3_509 = cute.get_leaves(%135) : !cute.shape<"((8,1),(1,4))">
        %sz_510 = cute.size(%grouped_461) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_511 = cute.get_leaves(%sz_510) : !cute.int_tuple<"4">
        %sz_512 = cute.size(%grouped_480) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_513 = cute.get_leaves(%sz_512) : !cute.int_tuple<"4">
        %lay_514 = cute.get_layout(%grouped_461) : !memref_rmem_bf16_1
        %136 = cute.get_shape(%lay_514) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_515, %e1_516, %e2_517, %e3_518 = cute.get_leaves(%136) : !cute.shape<"((8,1),(1,4))">
        cute.copy(%arg6, %grouped_461, %grouped_480, %grouped_497) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_4, !memref_rmem_i8_1)
        scf.yield %arg8 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_6, %arg2: !memref_gmem_bf16_5, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_5
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16_5
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_5
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_bf16_5
    %iter_10 = cute.get_iter(%view) : !memref_gmem_bf16_5
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_bf16_5
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout(%shape_16, %stride_17) : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_bf16_5
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_bf16_5
    %lay_21 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_bf16_7
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_bf16_7
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_bf16_5, !cute.tile<"[1:0;8192:1]">
    %iter_29 = cute.get_iter(%div) : !memref_gmem_bf16_
    %iter_30 = cute.get_iter(%div) : !memref_gmem_bf16_
    %tile_31 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_32 = cute.zipped_divide(%view_27, %tile_31) : !memref_gmem_bf16_7, !cute.tile<"[1:0;8192:1]">
    %iter_33 = cute.get_iter(%div_32) : !memref_gmem_bf16_1
    %iter_34 = cute.get_iter(%div_32) : !memref_gmem_bf16_1
    %tile_35 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_36 = cute.zipped_divide(%view_19, %tile_35) : !memref_gmem_bf16_5, !cute.tile<"[1:0;8192:1]">
    %iter_37 = cute.get_iter(%div_36) : !memref_gmem_bf16_
    %iter_38 = cute.get_iter(%div_36) : !memref_gmem_bf16_
    %lay_39 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %5 = cute.get_shape(%lay_39) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_40, %e1_41 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %shape_42 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %6 = cute.make_identity_tensor(%shape_42) : !cute_coord_tensor_15c8d6
    %iter_43 = cute.get_iter(%6) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(0,0)">
    %e0_44, %e1_45 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_46 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_47 = cute.zipped_divide(%6, %tile_46) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;8192:1]">
    %iter_48 = cute.get_iter(%div_47) : !cute_coord_tensor_b6ed2e
    %tup_49 = cute.deref_arith_tuple_iter(%iter_48) : !cute.arith_tuple_iter<"(0,0)">
    %e0_50, %e1_51 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(0,0)">
    %iter_52 = cute.get_iter(%div_47) : !cute_coord_tensor_b6ed2e
    %tup_53 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup_53) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_56 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_57 = cute.make_ordered_layout(%shape_56, %int_tuple) : (!cute.shape<"(1,256)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,256):(0,1)">
    %shape_58 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_59 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_60 = cute.make_ordered_layout(%shape_58, %int_tuple_59) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_57, %lay_60) : (!cute.layout<"(1,256):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_7589d3
    %sz = cute.size(%lay_57) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_61 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_62 = cute.size(%lay_60) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"8">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_65 = cute.make_layout(%shape_64) : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %7 = cute.composition(%rinv, %lay_65) : (!cute.layout<"(256,8):(8,1)">, !cute.layout<"(256,8):(1,256)">) -> !cute.layout<"(256,8):(8,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_66, %e1_67, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(8,256))">
    %int_tuple_68 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %res = cute.tuple.product_each(%int_tuple_68) : (!cute.int_tuple<"(1,(8,256))">) -> !cute.int_tuple<"(1,2048)">
    %e0_69, %e1_70 = cute.get_leaves(%res) : !cute.int_tuple<"(1,2048)">
    %tile_71 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_72 = cute.get_layout(%view) : !memref_gmem_bf16_5
    %10 = cute.get_shape(%lay_72) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_73, %e1_74 = cute.get_leaves(%10) : !cute.shape<"(96,5000)">
    %sz_75 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"96">
    %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"96">
    %lay_77 = cute.get_layout(%div) : !memref_gmem_bf16_
    %lay_78 = cute.get_layout(%div_32) : !memref_gmem_bf16_1
    %lay_79 = cute.get_layout(%div_36) : !memref_gmem_bf16_
    %lay_80 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %lay_81 = cute.get_layout(%div_47) : !cute_coord_tensor_b6ed2e
    %11 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_82, %e1_83 = cute.get_leaves(%11) : !cute.tile<"[1:0;2048:1]">
    %12 = cute.static : !cute.layout<"(256,8):(8,1)">
    %13 = cute.static : !cute.layout<"1:0">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c96_i32 = arith.constant 96 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %16 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %16 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
    }
    %17 = arith.extsi %c96_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_84 = arith.constant 96 : i32
    %18 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %17, gridDim = (%c96_i32_84, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%18] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_85 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%18] %c0_i32_85 : !cuda.launch_cfg<max_attrs = 3>, i32
    %19 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%18> (%div, %div_32, %div_36, %arg3, %div_47, %arg4, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_, !memref_gmem_f32_, !cute_coord_tensor_b6ed2e, f32, !copy_simt) -> !cuda.result
    %20 = cuda.cast %19 : !cuda.result -> i32
    cuda.return_if_error %20 : i32
    %c0_i32_86 = arith.constant 0 : i32
    return %c0_i32_86 : i32
  }
}
