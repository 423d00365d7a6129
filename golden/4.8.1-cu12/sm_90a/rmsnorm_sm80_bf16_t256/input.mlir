!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
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
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(5000,0))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(0,0))">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(5000):(1)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_bf16 = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "8:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "32:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16, %arg3: !memref_gmem_f32, %arg4: !cute_coord_tensor_b6ed2e, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_b6ed2e
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_bf16
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32
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
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_bf16) -> !cute.int_tuple<"1">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:2 = scf.for %arg7 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %arg6) -> (f32, !copy_simt)  : i32 {
        %coord_43 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_43) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_44 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_45 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_46 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg9, %slice, %coord_46) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_47 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_48 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_49 = cute.slice(%arg4, %coord_48) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_50 = cute.get_iter(%slice_49) : !cute_coord_tensor_8cd4e3
        %tup_51 = cute.deref_arith_tuple_iter(%iter_50) : !cute.arith_tuple_iter<"(?,0)">
        %e0_52, %e1_53 = cute.get_leaves(%tup_51) : !cute.int_tuple<"(?,0)">
        %42 = cute.get_scalars(%e0_52) : !cute.int_tuple<"?">
        %iter_54 = cute.get_iter(%slice_49) : !cute_coord_tensor_8cd4e3
        %tup_55 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(?,0)">
        %e0_56, %e1_57 = cute.get_leaves(%tup_55) : !cute.int_tuple<"(?,0)">
        %43 = cute.get_scalars(%e0_56) : !cute.int_tuple<"?">
        %coord_58 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_59 = cute.tiled.copy.partition_S(%arg9, %slice_49, %coord_58) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_60 = cute.get_iter(%src_partitioned_59) : !cute_coord_tensor_a108e0
        %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute_arith_tuple_iter_66b557
        %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(?,?{div=8})">
        %44 = cute.get_scalars(%e0_62) : !cute.int_tuple<"?">
        %45 = cute.get_scalars(%e1_63) : !cute.int_tuple<"?{div=8}">
        %sz_64 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_65 = cute.get_leaves(%sz_64) : !cute.int_tuple<"1">
        %sz_66 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_67 = cute.get_leaves(%sz_66) : !cute.int_tuple<"1">
        %sz_68 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_69 = cute.get_leaves(%sz_68) : !cute.int_tuple<"4">
        %shape_70 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_71 = cute.make_layout(%shape_70) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_71) : !memref_rmem_i8
        %iter_72 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_73 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_74 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_75 = cute.slice(%src_partitioned_59, %coord_74) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_76 = cute.get_iter(%slice_75) : !cute_coord_tensor_8bc2ea
        %tup_77 = cute.deref_arith_tuple_iter(%iter_76) : !cute_arith_tuple_iter_66b557
        %e0_78, %e1_79 = cute.get_leaves(%tup_77) : !cute.int_tuple<"(?,?{div=8})">
        %46 = cute.get_scalars(%e0_78) : !cute.int_tuple<"?">
        %47 = cute.get_scalars(%e1_79) : !cute.int_tuple<"?{div=8}">
        %iter_80 = cute.get_iter(%slice_75) : !cute_coord_tensor_8bc2ea
        %tup_81 = cute.deref_arith_tuple_iter(%iter_80) : !cute_arith_tuple_iter_66b557
        %e0_82, %e1_83 = cute.get_leaves(%tup_81) : !cute.int_tuple<"(?,?{div=8})">
        %48 = cute.get_scalars(%e0_82) : !cute.int_tuple<"?">
        %49 = cute.get_scalars(%e1_83) : !cute.int_tuple<"?{div=8}">
        %iter_84 = cute.get_iter(%slice_75) : !cute_coord_tensor_8bc2ea
        %tup_85 = cute.deref_arith_tuple_iter(%iter_84) : !cute_arith_tuple_iter_66b557
        %e0_86, %e1_87 = cute.get_leaves(%tup_85) : !cute.int_tuple<"(?,?{div=8})">
        %50 = cute.get_scalars(%e0_86) : !cute.int_tuple<"?">
        %51 = cute.get_scalars(%e1_87) : !cute.int_tuple<"?{div=8}">
        %coord_88 = cute.make_coord(%e0_86, %e1_87) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_89 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %52 = cute.elem_less(%coord_88, %coord_89) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %53 = arith.extui %52 : i1 to i8
        %coord_90 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_90, %53) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_91 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_92 = cute.slice(%src_partitioned_59, %coord_91) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_93 = cute.get_iter(%slice_92) : !cute_coord_tensor_8bc2ea
        %tup_94 = cute.deref_arith_tuple_iter(%iter_93) : !cute_arith_tuple_iter_66b557
        %e0_95, %e1_96 = cute.get_leaves(%tup_94) : !cute.int_tuple<"(?,?{div=8})">
        %54 = cute.get_scalars(%e0_95) : !cute.int_tuple<"?">
        %55 = cute.get_scalars(%e1_96) : !cute.int_tuple<"?{div=8}">
        %iter_97 = cute.get_iter(%slice_92) : !cute_coord_tensor_8bc2ea
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute_arith_tuple_iter_66b557
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,?{div=8})">
        %56 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %57 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=8}">
        %iter_101 = cute.get_iter(%slice_92) : !cute_coord_tensor_8bc2ea
        %tup_102 = cute.deref_arith_tuple_iter(%iter_101) : !cute_arith_tuple_iter_66b557
        %e0_103, %e1_104 = cute.get_leaves(%tup_102) : !cute.int_tuple<"(?,?{div=8})">
        %58 = cute.get_scalars(%e0_103) : !cute.int_tuple<"?">
        %59 = cute.get_scalars(%e1_104) : !cute.int_tuple<"?{div=8}">
        %coord_105 = cute.make_coord(%e0_103, %e1_104) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_106 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %60 = cute.elem_less(%coord_105, %coord_106) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %61 = arith.extui %60 : i1 to i8
        %coord_107 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_107, %61) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_108 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_109 = cute.slice(%src_partitioned_59, %coord_108) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_110 = cute.get_iter(%slice_109) : !cute_coord_tensor_8bc2ea
        %tup_111 = cute.deref_arith_tuple_iter(%iter_110) : !cute_arith_tuple_iter_66b557
        %e0_112, %e1_113 = cute.get_leaves(%tup_111) : !cute.int_tuple<"(?,?{div=8})">
        %62 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?">
        %63 = cute.get_scalars(%e1_113) : !cute.int_tuple<"?{div=8}">
        %iter_114 = cute.get_iter(%slice_109) : !cute_coord_tensor_8bc2ea
        %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_66b557
        %e0_116, %e1_117 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(?,?{div=8})">
        %64 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_117) : !cute.int_tuple<"?{div=8}">
        %iter_118 = cute.get_iter(%slice_109) : !cute_coord_tensor_8bc2ea
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_66b557
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,?{div=8})">
        %66 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %67 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=8}">
        %coord_122 = cute.make_coord(%e0_120, %e1_121) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_123 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %68 = cute.elem_less(%coord_122, %coord_123) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %69 = arith.extui %68 : i1 to i8
        %coord_124 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_124, %69) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_125 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_126 = cute.slice(%src_partitioned_59, %coord_125) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_127 = cute.get_iter(%slice_126) : !cute_coord_tensor_8bc2ea
        %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_66b557
        %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(?,?{div=8})">
        %70 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?">
        %71 = cute.get_scalars(%e1_130) : !cute.int_tuple<"?{div=8}">
        %iter_131 = cute.get_iter(%slice_126) : !cute_coord_tensor_8bc2ea
        %tup_132 = cute.deref_arith_tuple_iter(%iter_131) : !cute_arith_tuple_iter_66b557
        %e0_133, %e1_134 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?{div=8})">
        %72 = cute.get_scalars(%e0_133) : !cute.int_tuple<"?">
        %73 = cute.get_scalars(%e1_134) : !cute.int_tuple<"?{div=8}">
        %iter_135 = cute.get_iter(%slice_126) : !cute_coord_tensor_8bc2ea
        %tup_136 = cute.deref_arith_tuple_iter(%iter_135) : !cute_arith_tuple_iter_66b557
        %e0_137, %e1_138 = cute.get_leaves(%tup_136) : !cute.int_tuple<"(?,?{div=8})">
        %74 = cute.get_scalars(%e0_137) : !cute.int_tuple<"?">
        %75 = cute.get_scalars(%e1_138) : !cute.int_tuple<"?{div=8}">
        %coord_139 = cute.make_coord(%e0_137, %e1_138) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_140 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %76 = cute.elem_less(%coord_139, %coord_140) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %77 = arith.extui %76 : i1 to i8
        %coord_141 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_141, %77) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_142 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %78 = cute.make_layout_like(%lay_142) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_143 = cute.memref.alloca(%78) : !memref_rmem_bf16
        %iter_144 = cute.get_iter(%rmem_143) : !memref_rmem_bf16
        %iter_145 = cute.get_iter(%rmem_143) : !memref_rmem_bf16
        %lay_146 = cute.get_layout(%rmem_143) : !memref_rmem_bf16
        %sz_147 = cute.size(%rmem_143) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_148 = cute.get_leaves(%sz_147) : !cute.int_tuple<"32">
        %79 = cute.get_shape(%lay_146) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_149, %e1_150, %e2, %e3 = cute.get_leaves(%79) : !cute.shape<"((8,1),1,4)">
        %int_tuple_151 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_151) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_152 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_153 = arith.constant 0.000000e+00 : bf16
        %80 = vector.broadcast %cst_153 : bf16 to vector<32xbf16>
        %int_tuple_154 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_155 = cute.size(%int_tuple_154) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_156 = cute.get_leaves(%sz_155) : !cute.int_tuple<"32">
        %int_tuple_157 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_158 = cute.size(%int_tuple_157) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_159 = cute.get_leaves(%sz_158) : !cute.int_tuple<"32">
        cute.memref.store_vec(%80, %rmem_143) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %81 = cute.get_shape(%lay_142) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_160, %e1_161, %e2_162, %e3_163 = cute.get_leaves(%81) : !cute.shape<"((8,1),1,4)">
        %shape_164 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_165 = cute.make_layout(%shape_164) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_142, %lay_165) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_166 = cute.make_view(%iter_47, %append) : !memref_gmem_bf16_3
        %iter_167 = cute.get_iter(%view_166) : !memref_gmem_bf16_3
        %lay_168 = cute.get_layout(%view_166) : !memref_gmem_bf16_3
        %82 = cute.get_shape(%lay_168) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_169, %e1_170, %e2_171, %e3_172 = cute.get_leaves(%82) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_166) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_173 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_174 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %shape_175 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_176 = cute.make_layout(%shape_175) : !cute.layout<"1:0">
        %append_177 = cute.append_to_rank<2> (%lay_146, %lay_176) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_178 = cute.make_view(%iter_145, %append_177) : !memref_rmem_bf16
        %iter_179 = cute.get_iter(%view_178) : !memref_rmem_bf16
        %lay_180 = cute.get_layout(%view_178) : !memref_rmem_bf16
        %83 = cute.get_shape(%lay_180) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_181, %e1_182, %e2_183, %e3_184 = cute.get_leaves(%83) : !cute.shape<"((8,1),1,4)">
        %grouped_185 = cute.group_modes(%view_178) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_186 = cute.get_iter(%grouped_185) : !memref_rmem_bf16_1
        %iter_187 = cute.get_iter(%grouped_185) : !memref_rmem_bf16_1
        %lay_188 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_189 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_190 = cute.make_layout(%shape_189) : !cute.layout<"1:0">
        %append_191 = cute.append_to_rank<2> (%lay_188, %lay_190) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_192 = cute.make_view(%iter_73, %append_191) : !memref_rmem_i8
        %iter_193 = cute.get_iter(%view_192) : !memref_rmem_i8
        %lay_194 = cute.get_layout(%view_192) : !memref_rmem_i8
        %84 = cute.get_shape(%lay_194) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_195, %e1_196, %e2_197 = cute.get_leaves(%84) : !cute.shape<"(1,1,4)">
        %grouped_198 = cute.group_modes(%view_192) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_199 = cute.get_iter(%grouped_198) : !memref_rmem_i8_1
        %iter_200 = cute.get_iter(%grouped_198) : !memref_rmem_i8_1
        %lay_201 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %85 = cute.get_shape(%lay_201) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_202, %e1_203, %e2_204, %e3_205 = cute.get_leaves(%85) : !cute.shape<"((8,1),(1,4))">
        %lay_206 = cute.get_layout(%grouped_185) : !memref_rmem_bf16_1
        %86 = cute.get_shape(%lay_206) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_207, %e1_208, %e2_209, %e3_210 = cute.get_leaves(%86) : !cute.shape<"((8,1),(1,4))">
        %sz_211 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_212 = cute.get_leaves(%sz_211) : !cute.int_tuple<"4">
        %sz_213 = cute.size(%grouped_185) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_214 = cute.get_leaves(%sz_213) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped, %grouped_185, %grouped_198) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %87 = cute.memref.load_vec(%rmem_143) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_215 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_216 = cute.size(%int_tuple_215) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_217 = cute.get_leaves(%sz_216) : !cute.int_tuple<"32">
        %88 = arith.extf %87 : vector<32xbf16> to vector<32xf32>
        %89 = arith.mulf %88, %88 : vector<32xf32>
        %cst_218 = arith.constant 0.000000e+00 : f32
        %90 = vector.reduction <add>, %89, %cst_218 : vector<32xf32> into f32
        %91 = arith.addf %arg8, %90 : f32
        scf.yield %91, %arg9 : f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync bfly %c-1_i32, %8#0, %c16_i32, %c31_i32 : f32 -> f32
      %10 = arith.addf %8#0, %9 : f32
      %c8_i32 = arith.constant 8 : i32
      %11 = nvvm.shfl.sync bfly %c-1_i32, %10, %c8_i32, %c31_i32 : f32 -> f32
      %12 = arith.addf %10, %11 : f32
      %c4_i32 = arith.constant 4 : i32
      %13 = nvvm.shfl.sync bfly %c-1_i32, %12, %c4_i32, %c31_i32 : f32 -> f32
      %14 = arith.addf %12, %13 : f32
      %c2_i32 = arith.constant 2 : i32
      %15 = nvvm.shfl.sync bfly %c-1_i32, %14, %c2_i32, %c31_i32 : f32 -> f32
      %16 = arith.addf %14, %15 : f32
      %17 = nvvm.shfl.sync bfly %c-1_i32, %16, %c1_i32, %c31_i32 : f32 -> f32
      %18 = arith.addf %16, %17 : f32
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_17 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_17) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_18 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_17) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_19 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %shape_20 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_21 = cute.make_layout(%shape_20) : !cute.layout<"32:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_22 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_23 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_24 = cute.recast_iter(%iter_23) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_24, %lay_17) : !memref_smem_f32
      %iter_25 = cute.get_iter(%view) : !memref_smem_f32
      %iter_26 = cute.get_iter(%view) : !memref_smem_f32
      %c0_i32_27 = arith.constant 0 : i32
      %19 = arith.cmpi eq, %6, %c0_i32_27 : i32
      %20 = scf.if %19 -> (!memref_smem_f32) {
        %iter_43 = cute.get_iter(%view) : !memref_smem_f32
        %coord_44 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_44, %18) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32
      } else {
        %iter_43 = cute.get_iter(%view) : !memref_smem_f32
        scf.yield %view : !memref_smem_f32
      }
      %iter_28 = cute.get_iter(%20) : !memref_smem_f32
      %iter_29 = cute.get_iter(%20) : !memref_smem_f32
      nvvm.barrier
      %coord_30 = cute.make_coord() : () -> !cute.coord<"0">
      %21 = cute.memref.load(%20, %coord_30) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_31 = cute.make_coord() : () -> !cute.coord<"1">
      %22 = cute.memref.load(%20, %coord_31) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %23 = arith.addf %21, %22 : f32
      %coord_32 = cute.make_coord() : () -> !cute.coord<"2">
      %24 = cute.memref.load(%20, %coord_32) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %25 = arith.addf %23, %24 : f32
      %coord_33 = cute.make_coord() : () -> !cute.coord<"3">
      %26 = cute.memref.load(%20, %coord_33) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %27 = arith.addf %25, %26 : f32
      %coord_34 = cute.make_coord() : () -> !cute.coord<"4">
      %28 = cute.memref.load(%20, %coord_34) : (!memref_smem_f32, !cute.coord<"4">) -> f32
      %29 = arith.addf %27, %28 : f32
      %coord_35 = cute.make_coord() : () -> !cute.coord<"5">
      %30 = cute.memref.load(%20, %coord_35) : (!memref_smem_f32, !cute.coord<"5">) -> f32
      %31 = arith.addf %29, %30 : f32
      %coord_36 = cute.make_coord() : () -> !cute.coord<"6">
      %32 = cute.memref.load(%20, %coord_36) : (!memref_smem_f32, !cute.coord<"6">) -> f32
      %33 = arith.addf %31, %32 : f32
      %coord_37 = cute.make_coord() : () -> !cute.coord<"7">
      %34 = cute.memref.load(%20, %coord_37) : (!memref_smem_f32, !cute.coord<"7">) -> f32
      %35 = arith.addf %33, %34 : f32
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_38 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_39 = cute.get_leaves(%sz_38) : !cute.int_tuple<"5000">
      %cst_40 = arith.constant 5.000000e+03 : f32
      %36 = arith.divf %35, %cst_40 : f32
      %37 = arith.addf %36, %arg5 : f32
      %38 = math.rsqrt %37 : f32
      %39 = arith.cmpi eq, %0, %c0_i32_27 : i32
      %40 = scf.if %39 -> (!memref_gmem_f32) {
        %iter_43 = cute.get_iter(%arg3) : !memref_gmem_f32
        %coord_44 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_44, %38) : (!memref_gmem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32
      } else {
        %iter_43 = cute.get_iter(%arg3) : !memref_gmem_f32
        scf.yield %arg3 : !memref_gmem_f32
      }
      %iter_41 = cute.get_iter(%40) : !memref_gmem_f32
      %iter_42 = cute.get_iter(%40) : !memref_gmem_f32
      %41 = scf.for %arg7 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg8 = %arg6) -> (!copy_simt)  : i32 {
        %coord_43 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_43) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_44 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_45 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_46 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_46) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_47 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_48 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_49 = cute.slice(%arg1, %coord_48) : !memref_gmem_bf16_1, !cute.coord<"((_,_),(?,?))">
        %iter_50 = cute.get_iter(%slice_49) : !memref_gmem_bf16_2
        %iter_51 = cute.get_iter(%slice_49) : !memref_gmem_bf16_2
        %coord_52 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_53 = cute.tiled.copy.partition_S(%arg8, %slice_49, %coord_52) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_54 = cute.get_iter(%src_partitioned_53) : !memref_gmem_bf16_3
        %coord_55 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_56 = cute.slice(%arg2, %coord_55) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_57 = cute.get_iter(%slice_56) : !memref_gmem_bf16_2
        %iter_58 = cute.get_iter(%slice_56) : !memref_gmem_bf16_2
        %coord_59 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_56, %coord_59) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_60 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_3
        %coord_61 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_62 = cute.slice(%arg4, %coord_61) : !cute_coord_tensor_b6ed2e, !cute.coord<"((_,_),(?,?))">
        %iter_63 = cute.get_iter(%slice_62) : !cute_coord_tensor_8cd4e3
        %tup_64 = cute.deref_arith_tuple_iter(%iter_63) : !cute.arith_tuple_iter<"(?,0)">
        %e0_65, %e1_66 = cute.get_leaves(%tup_64) : !cute.int_tuple<"(?,0)">
        %42 = cute.get_scalars(%e0_65) : !cute.int_tuple<"?">
        %iter_67 = cute.get_iter(%slice_62) : !cute_coord_tensor_8cd4e3
        %tup_68 = cute.deref_arith_tuple_iter(%iter_67) : !cute.arith_tuple_iter<"(?,0)">
        %e0_69, %e1_70 = cute.get_leaves(%tup_68) : !cute.int_tuple<"(?,0)">
        %43 = cute.get_scalars(%e0_69) : !cute.int_tuple<"?">
        %coord_71 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_72 = cute.tiled.copy.partition_S(%arg8, %slice_62, %coord_71) : (!copy_simt, !cute_coord_tensor_8cd4e3, !cute.coord<"?">) -> !cute_coord_tensor_a108e0
        %iter_73 = cute.get_iter(%src_partitioned_72) : !cute_coord_tensor_a108e0
        %tup_74 = cute.deref_arith_tuple_iter(%iter_73) : !cute_arith_tuple_iter_66b557
        %e0_75, %e1_76 = cute.get_leaves(%tup_74) : !cute.int_tuple<"(?,?{div=8})">
        %44 = cute.get_scalars(%e0_75) : !cute.int_tuple<"?">
        %45 = cute.get_scalars(%e1_76) : !cute.int_tuple<"?{div=8}">
        %sz_77 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_78 = cute.get_leaves(%sz_77) : !cute.int_tuple<"1">
        %sz_79 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
        %e0_80 = cute.get_leaves(%sz_79) : !cute.int_tuple<"1">
        %sz_81 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_82 = cute.get_leaves(%sz_81) : !cute.int_tuple<"4">
        %shape_83 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_84 = cute.make_layout(%shape_83) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_84) : !memref_rmem_i8
        %iter_85 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_86 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_87 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_88 = cute.slice(%src_partitioned_72, %coord_87) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,0)">
        %iter_89 = cute.get_iter(%slice_88) : !cute_coord_tensor_8bc2ea
        %tup_90 = cute.deref_arith_tuple_iter(%iter_89) : !cute_arith_tuple_iter_66b557
        %e0_91, %e1_92 = cute.get_leaves(%tup_90) : !cute.int_tuple<"(?,?{div=8})">
        %46 = cute.get_scalars(%e0_91) : !cute.int_tuple<"?">
        %47 = cute.get_scalars(%e1_92) : !cute.int_tuple<"?{div=8}">
        %iter_93 = cute.get_iter(%slice_88) : !cute_coord_tensor_8bc2ea
        %tup_94 = cute.deref_arith_tuple_iter(%iter_93) : !cute_arith_tuple_iter_66b557
        %e0_95, %e1_96 = cute.get_leaves(%tup_94) : !cute.int_tuple<"(?,?{div=8})">
        %48 = cute.get_scalars(%e0_95) : !cute.int_tuple<"?">
        %49 = cute.get_scalars(%e1_96) : !cute.int_tuple<"?{div=8}">
        %iter_97 = cute.get_iter(%slice_88) : !cute_coord_tensor_8bc2ea
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute_arith_tuple_iter_66b557
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,?{div=8})">
        %50 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %51 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=8}">
        %coord_101 = cute.make_coord(%e0_99, %e1_100) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_102 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %52 = cute.elem_less(%coord_101, %coord_102) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %53 = arith.extui %52 : i1 to i8
        %coord_103 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_103, %53) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_104 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_105 = cute.slice(%src_partitioned_72, %coord_104) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,1)">
        %iter_106 = cute.get_iter(%slice_105) : !cute_coord_tensor_8bc2ea
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute_arith_tuple_iter_66b557
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute.int_tuple<"(?,?{div=8})">
        %54 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %55 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=8}">
        %iter_110 = cute.get_iter(%slice_105) : !cute_coord_tensor_8bc2ea
        %tup_111 = cute.deref_arith_tuple_iter(%iter_110) : !cute_arith_tuple_iter_66b557
        %e0_112, %e1_113 = cute.get_leaves(%tup_111) : !cute.int_tuple<"(?,?{div=8})">
        %56 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?">
        %57 = cute.get_scalars(%e1_113) : !cute.int_tuple<"?{div=8}">
        %iter_114 = cute.get_iter(%slice_105) : !cute_coord_tensor_8bc2ea
        %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_66b557
        %e0_116, %e1_117 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(?,?{div=8})">
        %58 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?">
        %59 = cute.get_scalars(%e1_117) : !cute.int_tuple<"?{div=8}">
        %coord_118 = cute.make_coord(%e0_116, %e1_117) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_119 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %60 = cute.elem_less(%coord_118, %coord_119) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %61 = arith.extui %60 : i1 to i8
        %coord_120 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_120, %61) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_121 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_122 = cute.slice(%src_partitioned_72, %coord_121) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,2)">
        %iter_123 = cute.get_iter(%slice_122) : !cute_coord_tensor_8bc2ea
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute_arith_tuple_iter_66b557
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?{div=8})">
        %62 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %63 = cute.get_scalars(%e1_126) : !cute.int_tuple<"?{div=8}">
        %iter_127 = cute.get_iter(%slice_122) : !cute_coord_tensor_8bc2ea
        %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_66b557
        %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(?,?{div=8})">
        %64 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_130) : !cute.int_tuple<"?{div=8}">
        %iter_131 = cute.get_iter(%slice_122) : !cute_coord_tensor_8bc2ea
        %tup_132 = cute.deref_arith_tuple_iter(%iter_131) : !cute_arith_tuple_iter_66b557
        %e0_133, %e1_134 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?{div=8})">
        %66 = cute.get_scalars(%e0_133) : !cute.int_tuple<"?">
        %67 = cute.get_scalars(%e1_134) : !cute.int_tuple<"?{div=8}">
        %coord_135 = cute.make_coord(%e0_133, %e1_134) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_136 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %68 = cute.elem_less(%coord_135, %coord_136) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %69 = arith.extui %68 : i1 to i8
        %coord_137 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_137, %69) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_138 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_139 = cute.slice(%src_partitioned_72, %coord_138) : !cute_coord_tensor_a108e0, !cute.coord<"((0,0),0,3)">
        %iter_140 = cute.get_iter(%slice_139) : !cute_coord_tensor_8bc2ea
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_66b557
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=8})">
        %70 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %71 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=8}">
        %iter_144 = cute.get_iter(%slice_139) : !cute_coord_tensor_8bc2ea
        %tup_145 = cute.deref_arith_tuple_iter(%iter_144) : !cute_arith_tuple_iter_66b557
        %e0_146, %e1_147 = cute.get_leaves(%tup_145) : !cute.int_tuple<"(?,?{div=8})">
        %72 = cute.get_scalars(%e0_146) : !cute.int_tuple<"?">
        %73 = cute.get_scalars(%e1_147) : !cute.int_tuple<"?{div=8}">
        %iter_148 = cute.get_iter(%slice_139) : !cute_coord_tensor_8bc2ea
        %tup_149 = cute.deref_arith_tuple_iter(%iter_148) : !cute_arith_tuple_iter_66b557
        %e0_150, %e1_151 = cute.get_leaves(%tup_149) : !cute.int_tuple<"(?,?{div=8})">
        %74 = cute.get_scalars(%e0_150) : !cute.int_tuple<"?">
        %75 = cute.get_scalars(%e1_151) : !cute.int_tuple<"?{div=8}">
        %coord_152 = cute.make_coord(%e0_150, %e1_151) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_153 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %76 = cute.elem_less(%coord_152, %coord_153) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(96,5000)">
        %77 = arith.extui %76 : i1 to i8
        %coord_154 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_154, %77) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_155 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %78 = cute.make_layout_like(%lay_155) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_156 = cute.memref.alloca(%78) : !memref_rmem_bf16
        %iter_157 = cute.get_iter(%rmem_156) : !memref_rmem_bf16
        %iter_158 = cute.get_iter(%rmem_156) : !memref_rmem_bf16
        %lay_159 = cute.get_layout(%src_partitioned_53) : !memref_gmem_bf16_3
        %79 = cute.make_layout_like(%lay_159) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_160 = cute.memref.alloca(%79) : !memref_rmem_bf16
        %iter_161 = cute.get_iter(%rmem_160) : !memref_rmem_bf16
        %iter_162 = cute.get_iter(%rmem_160) : !memref_rmem_bf16
        %lay_163 = cute.get_layout(%rmem_156) : !memref_rmem_bf16
        %sz_164 = cute.size(%rmem_156) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_165 = cute.get_leaves(%sz_164) : !cute.int_tuple<"32">
        %80 = cute.get_shape(%lay_163) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_166, %e1_167, %e2, %e3 = cute.get_leaves(%80) : !cute.shape<"((8,1),1,4)">
        %int_tuple_168 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_168) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_169 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_170 = arith.constant 0.000000e+00 : bf16
        %81 = vector.broadcast %cst_170 : bf16 to vector<32xbf16>
        %int_tuple_171 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_172 = cute.size(%int_tuple_171) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_173 = cute.get_leaves(%sz_172) : !cute.int_tuple<"32">
        %int_tuple_174 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_175 = cute.size(%int_tuple_174) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_176 = cute.get_leaves(%sz_175) : !cute.int_tuple<"32">
        cute.memref.store_vec(%81, %rmem_156) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %lay_177 = cute.get_layout(%rmem_160) : !memref_rmem_bf16
        %sz_178 = cute.size(%rmem_160) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_179 = cute.get_leaves(%sz_178) : !cute.int_tuple<"32">
        %82 = cute.get_shape(%lay_177) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_180, %e1_181, %e2_182, %e3_183 = cute.get_leaves(%82) : !cute.shape<"((8,1),1,4)">
        %int_tuple_184 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res_185 = cute.tuple.product(%int_tuple_184) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_186 = cute.get_leaves(%res_185) : !cute.int_tuple<"32">
        %83 = vector.broadcast %cst_170 : bf16 to vector<32xbf16>
        %int_tuple_187 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_188 = cute.size(%int_tuple_187) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_189 = cute.get_leaves(%sz_188) : !cute.int_tuple<"32">
        %int_tuple_190 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_191 = cute.size(%int_tuple_190) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_192 = cute.get_leaves(%sz_191) : !cute.int_tuple<"32">
        cute.memref.store_vec(%83, %rmem_160) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %84 = cute.get_shape(%lay_155) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_193, %e1_194, %e2_195, %e3_196 = cute.get_leaves(%84) : !cute.shape<"((8,1),1,4)">
        %shape_197 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_198 = cute.make_layout(%shape_197) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_155, %lay_198) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_199 = cute.make_view(%iter_47, %append) : !memref_gmem_bf16_3
        %iter_200 = cute.get_iter(%view_199) : !memref_gmem_bf16_3
        %lay_201 = cute.get_layout(%view_199) : !memref_gmem_bf16_3
        %85 = cute.get_shape(%lay_201) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_202, %e1_203, %e2_204, %e3_205 = cute.get_leaves(%85) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_199) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_206 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_207 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %shape_208 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_209 = cute.make_layout(%shape_208) : !cute.layout<"1:0">
        %append_210 = cute.append_to_rank<2> (%lay_163, %lay_209) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_211 = cute.make_view(%iter_158, %append_210) : !memref_rmem_bf16
        %iter_212 = cute.get_iter(%view_211) : !memref_rmem_bf16
        %lay_213 = cute.get_layout(%view_211) : !memref_rmem_bf16
        %86 = cute.get_shape(%lay_213) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_214, %e1_215, %e2_216, %e3_217 = cute.get_leaves(%86) : !cute.shape<"((8,1),1,4)">
        %grouped_218 = cute.group_modes(%view_211) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_219 = cute.get_iter(%grouped_218) : !memref_rmem_bf16_1
        %iter_220 = cute.get_iter(%grouped_218) : !memref_rmem_bf16_1
        %lay_221 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_222 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_223 = cute.make_layout(%shape_222) : !cute.layout<"1:0">
        %append_224 = cute.append_to_rank<2> (%lay_221, %lay_223) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_225 = cute.make_view(%iter_86, %append_224) : !memref_rmem_i8
        %iter_226 = cute.get_iter(%view_225) : !memref_rmem_i8
        %lay_227 = cute.get_layout(%view_225) : !memref_rmem_i8
        %87 = cute.get_shape(%lay_227) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_228, %e1_229, %e2_230 = cute.get_leaves(%87) : !cute.shape<"(1,1,4)">
        %grouped_231 = cute.group_modes(%view_225) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_232 = cute.get_iter(%grouped_231) : !memref_rmem_i8_1
        %iter_233 = cute.get_iter(%grouped_231) : !memref_rmem_i8_1
        %lay_234 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %88 = cute.get_shape(%lay_234) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_235, %e1_236, %e2_237, %e3_238 = cute.get_leaves(%88) : !cute.shape<"((8,1),(1,4))">
        %lay_239 = cute.get_layout(%grouped_218) : !memref_rmem_bf16_1
        %89 = cute.get_shape(%lay_239) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_240, %e1_241, %e2_242, %e3_243 = cute.get_leaves(%89) : !cute.shape<"((8,1),(1,4))">
        %sz_244 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_245 = cute.get_leaves(%sz_244) : !cute.int_tuple<"4">
        %sz_246 = cute.size(%grouped_218) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_247 = cute.get_leaves(%sz_246) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped, %grouped_218, %grouped_231) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %90 = cute.get_shape(%lay_159) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_248, %e1_249, %e2_250, %e3_251 = cute.get_leaves(%90) : !cute.shape<"((8,1),1,4)">
        %shape_252 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_253 = cute.make_layout(%shape_252) : !cute.layout<"1:0">
        %append_254 = cute.append_to_rank<2> (%lay_159, %lay_253) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_255 = cute.make_view(%iter_54, %append_254) : !memref_gmem_bf16_3
        %iter_256 = cute.get_iter(%view_255) : !memref_gmem_bf16_3
        %lay_257 = cute.get_layout(%view_255) : !memref_gmem_bf16_3
        %91 = cute.get_shape(%lay_257) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_258, %e1_259, %e2_260, %e3_261 = cute.get_leaves(%91) : !cute.shape<"((8,1),1,4)">
        %grouped_262 = cute.group_modes(%view_255) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_263 = cute.get_iter(%grouped_262) : !memref_gmem_bf16_4
        %iter_264 = cute.get_iter(%grouped_262) : !memref_gmem_bf16_4
        %shape_265 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_266 = cute.make_layout(%shape_265) : !cute.layout<"1:0">
        %append_267 = cute.append_to_rank<2> (%lay_177, %lay_266) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_268 = cute.make_view(%iter_162, %append_267) : !memref_rmem_bf16
        %iter_269 = cute.get_iter(%view_268) : !memref_rmem_bf16
        %lay_270 = cute.get_layout(%view_268) : !memref_rmem_bf16
        %92 = cute.get_shape(%lay_270) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%92) : !cute.shape<"((8,1),1,4)">
        %grouped_275 = cute.group_modes(%view_268) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_276 = cute.get_iter(%grouped_275) : !memref_rmem_bf16_1
        %iter_277 = cute.get_iter(%grouped_275) : !memref_rmem_bf16_1
        %shape_278 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_279 = cute.make_layout(%shape_278) : !cute.layout<"1:0">
        %append_280 = cute.append_to_rank<2> (%lay_221, %lay_279) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_281 = cute.make_view(%iter_86, %append_280) : !memref_rmem_i8
        %iter_282 = cute.get_iter(%view_281) : !memref_rmem_i8
        %lay_283 = cute.get_layout(%view_281) : !memref_rmem_i8
        %93 = cute.get_shape(%lay_283) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_284, %e1_285, %e2_286 = cute.get_leaves(%93) : !cute.shape<"(1,1,4)">
        %grouped_287 = cute.group_modes(%view_281) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_288 = cute.get_iter(%grouped_287) : !memref_rmem_i8_1
        %iter_289 = cute.get_iter(%grouped_287) : !memref_rmem_i8_1
        %lay_290 = cute.get_layout(%grouped_262) : !memref_gmem_bf16_4
        %94 = cute.get_shape(%lay_290) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%94) : !cute.shape<"((8,1),(1,4))">
        %lay_295 = cute.get_layout(%grouped_275) : !memref_rmem_bf16_1
        %95 = cute.get_shape(%lay_295) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%95) : !cute.shape<"((8,1),(1,4))">
        %sz_300 = cute.size(%grouped_262) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_301 = cute.get_leaves(%sz_300) : !cute.int_tuple<"4">
        %sz_302 = cute.size(%grouped_275) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_303 = cute.get_leaves(%sz_302) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped_262, %grouped_275, %grouped_287) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %96 = cute.memref.load_vec(%rmem_156) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_304 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_305 = cute.size(%int_tuple_304) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_306 = cute.get_leaves(%sz_305) : !cute.int_tuple<"32">
        %97 = arith.extf %96 : vector<32xbf16> to vector<32xf32>
        %98 = vector.broadcast %38 : f32 to vector<32xf32>
        %99 = arith.mulf %97, %98 : vector<32xf32>
        %100 = cute.memref.load_vec(%rmem_160) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_307 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_308 = cute.size(%int_tuple_307) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_309 = cute.get_leaves(%sz_308) : !cute.int_tuple<"32">
        %101 = arith.extf %100 : vector<32xbf16> to vector<32xf32>
        %102 = arith.mulf %99, %101 : vector<32xf32>
        %lay_310 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %103 = cute.make_layout_like(%lay_310) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_311 = cute.memref.alloca(%103) : !memref_rmem_bf16
        %iter_312 = cute.get_iter(%rmem_311) : !memref_rmem_bf16
        %iter_313 = cute.get_iter(%rmem_311) : !memref_rmem_bf16
        %int_tuple_314 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_315 = cute.size(%int_tuple_314) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_316 = cute.get_leaves(%sz_315) : !cute.int_tuple<"32">
        %104 = arith.truncf %102 : vector<32xf32> to vector<32xbf16>
        %lay_317 = cute.get_layout(%rmem_311) : !memref_rmem_bf16
        %105 = cute.get_shape(%lay_317) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_318, %e1_319, %e2_320, %e3_321 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
        %int_tuple_322 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_323 = cute.size(%int_tuple_322) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_324 = cute.get_leaves(%sz_323) : !cute.int_tuple<"32">
        %int_tuple_325 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_326 = cute.size(%int_tuple_325) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_327 = cute.get_leaves(%sz_326) : !cute.int_tuple<"32">
        cute.memref.store_vec(%104, %rmem_311) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %106 = cute.get_shape(%lay_310) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_328, %e1_329, %e2_330, %e3_331 = cute.get_leaves(%106) : !cute.shape<"((8,1),1,4)">
        %shape_332 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_333 = cute.make_layout(%shape_332) : !cute.layout<"1:0">
        %append_334 = cute.append_to_rank<2> (%lay_317, %lay_333) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_335 = cute.make_view(%iter_313, %append_334) : !memref_rmem_bf16
        %iter_336 = cute.get_iter(%view_335) : !memref_rmem_bf16
        %lay_337 = cute.get_layout(%view_335) : !memref_rmem_bf16
        %107 = cute.get_shape(%lay_337) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_338, %e1_339, %e2_340, %e3_341 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
        %grouped_342 = cute.group_modes(%view_335) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_343 = cute.get_iter(%grouped_342) : !memref_rmem_bf16_1
        %iter_344 = cute.get_iter(%grouped_342) : !memref_rmem_bf16_1
        %shape_345 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_346 = cute.make_layout(%shape_345) : !cute.layout<"1:0">
        %append_347 = cute.append_to_rank<2> (%lay_310, %lay_346) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_348 = cute.make_view(%iter_60, %append_347) : !memref_gmem_bf16_3
        %iter_349 = cute.get_iter(%view_348) : !memref_gmem_bf16_3
        %lay_350 = cute.get_layout(%view_348) : !memref_gmem_bf16_3
        %108 = cute.get_shape(%lay_350) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_351, %e1_352, %e2_353, %e3_354 = cute.get_leaves(%108) : !cute.shape<"((8,1),1,4)">
        %grouped_355 = cute.group_modes(%view_348) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_356 = cute.get_iter(%grouped_355) : !memref_gmem_bf16_4
        %iter_357 = cute.get_iter(%grouped_355) : !memref_gmem_bf16_4
        %shape_358 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_359 = cute.make_layout(%shape_358) : !cute.layout<"1:0">
        %append_360 = cute.append_to_rank<2> (%lay_221, %lay_359) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_361 = cute.make_view(%iter_86, %append_360) : !memref_rmem_i8
        %iter_362 = cute.get_iter(%view_361) : !memref_rmem_i8
        %lay_363 = cute.get_layout(%view_361) : !memref_rmem_i8
        %109 = cute.get_shape(%lay_363) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_364, %e1_365, %e2_366 = cute.get_leaves(%109) : !cute.shape<"(1,1,4)">
        %grouped_367 = cute.group_modes(%view_361) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_368 = cute.get_iter(%grouped_367) : !memref_rmem_i8_1
        %iter_369 = cute.get_iter(%grouped_367) : !memref_rmem_i8_1
        %lay_370 = cute.get_layout(%grouped_342) : !memref_rmem_bf16_1
        %110 = cute.get_shape(%lay_370) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_371, %e1_372, %e2_373, %e3_374 = cute.get_leaves(%110) : !cute.shape<"((8,1),(1,4))">
        %lay_375 = cute.get_layout(%grouped_355) : !memref_gmem_bf16_4
        %111 = cute.get_shape(%lay_375) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_376, %e1_377, %e2_378, %e3_379 = cute.get_leaves(%111) : !cute.shape<"((8,1),(1,4))">
        %sz_380 = cute.size(%grouped_342) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_381 = cute.get_leaves(%sz_380) : !cute.int_tuple<"4">
        %sz_382 = cute.size(%grouped_355) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_383 = cute.get_leaves(%sz_382) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped_342, %grouped_355, %grouped_367) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_4, !memref_rmem_i8_1)
        scf.yield %arg8 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_6, %arg2: !memref_gmem_bf16_5, %arg3: !memref_gmem_f32, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_5
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_5
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_6
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16_5
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32
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
    %iter_29 = cute.get_iter(%div) : !memref_gmem_bf16
    %iter_30 = cute.get_iter(%div) : !memref_gmem_bf16
    %lay_31 = cute.get_layout(%view_27) : !memref_gmem_bf16_7
    %5 = cute.get_shape(%lay_31) : (!cute.layout<"(96,5000):(0,1)">) -> !cute.shape<"(96,5000)">
    %e0_32, %e1_33 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_34 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_35 = cute.zipped_divide(%view_27, %tile_34) : !memref_gmem_bf16_7, !cute.tile<"[1:0;8192:1]">
    %iter_36 = cute.get_iter(%div_35) : !memref_gmem_bf16_1
    %iter_37 = cute.get_iter(%div_35) : !memref_gmem_bf16_1
    %lay_38 = cute.get_layout(%view_19) : !memref_gmem_bf16_5
    %6 = cute.get_shape(%lay_38) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_39, %e1_40 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_41 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_42 = cute.zipped_divide(%view_19, %tile_41) : !memref_gmem_bf16_5, !cute.tile<"[1:0;8192:1]">
    %iter_43 = cute.get_iter(%div_42) : !memref_gmem_bf16
    %iter_44 = cute.get_iter(%div_42) : !memref_gmem_bf16
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %7 = cute.make_identity_tensor(%shape_45) : !cute_coord_tensor_15c8d6
    %iter_46 = cute.get_iter(%7) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_46) : !cute.arith_tuple_iter<"(0,0)">
    %e0_47, %e1_48 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_49 = cute.get_layout(%7) : !cute_coord_tensor_15c8d6
    %8 = cute.get_shape(%lay_49) : (!cute.layout<"(96,5000):(1@0,1@1)">) -> !cute.shape<"(96,5000)">
    %e0_50, %e1_51 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %tile_52 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %div_53 = cute.zipped_divide(%7, %tile_52) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;8192:1]">
    %iter_54 = cute.get_iter(%div_53) : !cute_coord_tensor_b6ed2e
    %tup_55 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(0,0)">
    %e0_56, %e1_57 = cute.get_leaves(%tup_55) : !cute.int_tuple<"(0,0)">
    %iter_58 = cute.get_iter(%div_53) : !cute_coord_tensor_b6ed2e
    %tup_59 = cute.deref_arith_tuple_iter(%iter_58) : !cute.arith_tuple_iter<"(0,0)">
    %e0_60, %e1_61 = cute.get_leaves(%tup_59) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_62 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_63 = cute.make_ordered_layout(%shape_62, %int_tuple) : (!cute.shape<"(1,256)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,256):(0,1)">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_65 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_66 = cute.make_ordered_layout(%shape_64, %int_tuple_65) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_63, %lay_66) : (!cute.layout<"(1,256):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_7589d3
    %sz = cute.size(%lay_63) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_67 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_68 = cute.size(%lay_66) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_69 = cute.get_leaves(%sz_68) : !cute.int_tuple<"8">
    %shape_70 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_71 = cute.make_layout(%shape_70) : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %9 = cute.composition(%rinv, %lay_71) : (!cute.layout<"(256,8):(8,1)">, !cute.layout<"(256,8):(1,256)">) -> !cute.layout<"(256,8):(8,1)">
    %10 = cute.get_shape(%prod) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_72, %e1_73, %e2 = cute.get_leaves(%10) : !cute.shape<"(1,(8,256))">
    %int_tuple_74 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %res = cute.tuple.product_each(%int_tuple_74) : (!cute.int_tuple<"(1,(8,256))">) -> !cute.int_tuple<"(1,2048)">
    %e0_75, %e1_76 = cute.get_leaves(%res) : !cute.int_tuple<"(1,2048)">
    %tile_77 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %11 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_78 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"96">
    %e0_79 = cute.get_leaves(%sz_78) : !cute.int_tuple<"96">
    %lay_80 = cute.get_layout(%div) : !memref_gmem_bf16
    %lay_81 = cute.get_layout(%div_35) : !memref_gmem_bf16_1
    %lay_82 = cute.get_layout(%div_42) : !memref_gmem_bf16
    %lay_83 = cute.get_layout(%arg3) : !memref_gmem_f32
    %lay_84 = cute.get_layout(%div_53) : !cute_coord_tensor_b6ed2e
    %12 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_85, %e1_86 = cute.get_leaves(%12) : !cute.tile<"[1:0;2048:1]">
    %13 = cute.static : !cute.layout<"(256,8):(8,1)">
    %14 = cute.static : !cute.layout<"1:0">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %16 = cute.static : !cute.layout<"(1,8):(0,1)">
    %17 = cute.kernel_smem_size @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0 : i64
    %c96_i32 = arith.constant 96 : i32
    %18 = arith.extsi %c96_i32 : i32 to i64
    %19 = arith.cmpi slt, %18, %17 : i64
    scf.if %19 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c96_i32, %17) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %20 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %20 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
    }
    %21 = arith.extsi %c96_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_87 = arith.constant 96 : i32
    %22 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %21, gridDim = (%c96_i32_87, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%22] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_88 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%22] %c0_i32_88 : !cuda_launch_cfg_2cf94c, i32
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%22> (%div, %div_35, %div_42, %arg3, %div_53, %arg4, %11) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_bf16, !memref_gmem_bf16_1, !memref_gmem_bf16, !memref_gmem_f32, !cute_coord_tensor_b6ed2e, f32, !copy_simt) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_89 = arith.constant 0 : i32
    return %c0_i32_89 : i32
  }
}
