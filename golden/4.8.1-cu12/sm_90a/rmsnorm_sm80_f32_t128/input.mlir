!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
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
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(0,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(96,5000):(0,1)">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "4:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "16:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !memref_gmem_f32, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32, %arg3: !memref_gmem_f32_2, %arg4: !cute_coord_tensor_511bd0, %arg5: f32, %arg6: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_3 = cute.get_iter(%arg4) : !cute_coord_tensor_511bd0
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f32
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_8 = cute.get_iter(%arg4) : !cute_coord_tensor_511bd0
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f32
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
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_f32) -> !cute.int_tuple<"3">
      %e0_16 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:2 = scf.for %arg7 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg8 = %cst, %arg9 = %arg6) -> (f32, !copy_simt)  : i32 {
        %coord_39 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_39) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_40 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %iter_41 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %coord_42 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg9, %slice, %coord_42) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_43 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_4
        %coord_44 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_45 = cute.slice(%arg4, %coord_44) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_46 = cute.get_iter(%slice_45) : !cute_coord_tensor_029b8b
        %tup_47 = cute.deref_arith_tuple_iter(%iter_46) : !cute_arith_tuple_iter_aaefeb
        %e0_48, %e1_49 = cute.get_leaves(%tup_47) : !cute_int_tuple_530818
        %34 = cute.get_scalars(%e0_48) : !cute.int_tuple<"?">
        %35 = cute.get_scalars(%e1_49) : !cute.int_tuple<"?{div=2048}">
        %iter_50 = cute.get_iter(%slice_45) : !cute_coord_tensor_029b8b
        %tup_51 = cute.deref_arith_tuple_iter(%iter_50) : !cute_arith_tuple_iter_aaefeb
        %e0_52, %e1_53 = cute.get_leaves(%tup_51) : !cute_int_tuple_530818
        %36 = cute.get_scalars(%e0_52) : !cute.int_tuple<"?">
        %37 = cute.get_scalars(%e1_53) : !cute.int_tuple<"?{div=2048}">
        %coord_54 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_55 = cute.tiled.copy.partition_S(%arg9, %slice_45, %coord_54) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_56 = cute.get_iter(%src_partitioned_55) : !cute_coord_tensor_40e15c
        %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute_arith_tuple_iter_7c5329
        %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(?,?{div=4})">
        %38 = cute.get_scalars(%e0_58) : !cute.int_tuple<"?">
        %39 = cute.get_scalars(%e1_59) : !cute.int_tuple<"?{div=4}">
        %sz_60 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_61 = cute.get_leaves(%sz_60) : !cute.int_tuple<"1">
        %sz_62 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_63 = cute.get_leaves(%sz_62) : !cute.int_tuple<"1">
        %sz_64 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"4">
        %e0_65 = cute.get_leaves(%sz_64) : !cute.int_tuple<"4">
        %shape_66 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_67 = cute.make_layout(%shape_66) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_67) : !memref_rmem_i8
        %iter_68 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_69 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_70 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_71 = cute.slice(%src_partitioned_55, %coord_70) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_72 = cute.get_iter(%slice_71) : !cute_coord_tensor_0ff96d
        %tup_73 = cute.deref_arith_tuple_iter(%iter_72) : !cute_arith_tuple_iter_7c5329
        %e0_74, %e1_75 = cute.get_leaves(%tup_73) : !cute.int_tuple<"(?,?{div=4})">
        %40 = cute.get_scalars(%e0_74) : !cute.int_tuple<"?">
        %41 = cute.get_scalars(%e1_75) : !cute.int_tuple<"?{div=4}">
        %iter_76 = cute.get_iter(%slice_71) : !cute_coord_tensor_0ff96d
        %tup_77 = cute.deref_arith_tuple_iter(%iter_76) : !cute_arith_tuple_iter_7c5329
        %e0_78, %e1_79 = cute.get_leaves(%tup_77) : !cute.int_tuple<"(?,?{div=4})">
        %42 = cute.get_scalars(%e0_78) : !cute.int_tuple<"?">
        %43 = cute.get_scalars(%e1_79) : !cute.int_tuple<"?{div=4}">
        %iter_80 = cute.get_iter(%slice_71) : !cute_coord_tensor_0ff96d
        %tup_81 = cute.deref_arith_tuple_iter(%iter_80) : !cute_arith_tuple_iter_7c5329
        %e0_82, %e1_83 = cute.get_leaves(%tup_81) : !cute.int_tuple<"(?,?{div=4})">
        %44 = cute.get_scalars(%e0_82) : !cute.int_tuple<"?">
        %45 = cute.get_scalars(%e1_83) : !cute.int_tuple<"?{div=4}">
        %coord_84 = cute.make_coord(%e0_82, %e1_83) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_85 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %46 = cute.elem_less(%coord_84, %coord_85) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %47 = arith.extui %46 : i1 to i8
        %coord_86 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_86, %47) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_87 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_88 = cute.slice(%src_partitioned_55, %coord_87) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_89 = cute.get_iter(%slice_88) : !cute_coord_tensor_0ff96d
        %tup_90 = cute.deref_arith_tuple_iter(%iter_89) : !cute_arith_tuple_iter_7c5329
        %e0_91, %e1_92 = cute.get_leaves(%tup_90) : !cute.int_tuple<"(?,?{div=4})">
        %48 = cute.get_scalars(%e0_91) : !cute.int_tuple<"?">
        %49 = cute.get_scalars(%e1_92) : !cute.int_tuple<"?{div=4}">
        %iter_93 = cute.get_iter(%slice_88) : !cute_coord_tensor_0ff96d
        %tup_94 = cute.deref_arith_tuple_iter(%iter_93) : !cute_arith_tuple_iter_7c5329
        %e0_95, %e1_96 = cute.get_leaves(%tup_94) : !cute.int_tuple<"(?,?{div=4})">
        %50 = cute.get_scalars(%e0_95) : !cute.int_tuple<"?">
        %51 = cute.get_scalars(%e1_96) : !cute.int_tuple<"?{div=4}">
        %iter_97 = cute.get_iter(%slice_88) : !cute_coord_tensor_0ff96d
        %tup_98 = cute.deref_arith_tuple_iter(%iter_97) : !cute_arith_tuple_iter_7c5329
        %e0_99, %e1_100 = cute.get_leaves(%tup_98) : !cute.int_tuple<"(?,?{div=4})">
        %52 = cute.get_scalars(%e0_99) : !cute.int_tuple<"?">
        %53 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=4}">
        %coord_101 = cute.make_coord(%e0_99, %e1_100) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_102 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %54 = cute.elem_less(%coord_101, %coord_102) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %55 = arith.extui %54 : i1 to i8
        %coord_103 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_103, %55) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_104 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_105 = cute.slice(%src_partitioned_55, %coord_104) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_106 = cute.get_iter(%slice_105) : !cute_coord_tensor_0ff96d
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute_arith_tuple_iter_7c5329
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute.int_tuple<"(?,?{div=4})">
        %56 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %57 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=4}">
        %iter_110 = cute.get_iter(%slice_105) : !cute_coord_tensor_0ff96d
        %tup_111 = cute.deref_arith_tuple_iter(%iter_110) : !cute_arith_tuple_iter_7c5329
        %e0_112, %e1_113 = cute.get_leaves(%tup_111) : !cute.int_tuple<"(?,?{div=4})">
        %58 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?">
        %59 = cute.get_scalars(%e1_113) : !cute.int_tuple<"?{div=4}">
        %iter_114 = cute.get_iter(%slice_105) : !cute_coord_tensor_0ff96d
        %tup_115 = cute.deref_arith_tuple_iter(%iter_114) : !cute_arith_tuple_iter_7c5329
        %e0_116, %e1_117 = cute.get_leaves(%tup_115) : !cute.int_tuple<"(?,?{div=4})">
        %60 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?">
        %61 = cute.get_scalars(%e1_117) : !cute.int_tuple<"?{div=4}">
        %coord_118 = cute.make_coord(%e0_116, %e1_117) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_119 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %62 = cute.elem_less(%coord_118, %coord_119) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %63 = arith.extui %62 : i1 to i8
        %coord_120 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_120, %63) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_121 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_122 = cute.slice(%src_partitioned_55, %coord_121) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_123 = cute.get_iter(%slice_122) : !cute_coord_tensor_0ff96d
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute_arith_tuple_iter_7c5329
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?{div=4})">
        %64 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_126) : !cute.int_tuple<"?{div=4}">
        %iter_127 = cute.get_iter(%slice_122) : !cute_coord_tensor_0ff96d
        %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_7c5329
        %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(?,?{div=4})">
        %66 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?">
        %67 = cute.get_scalars(%e1_130) : !cute.int_tuple<"?{div=4}">
        %iter_131 = cute.get_iter(%slice_122) : !cute_coord_tensor_0ff96d
        %tup_132 = cute.deref_arith_tuple_iter(%iter_131) : !cute_arith_tuple_iter_7c5329
        %e0_133, %e1_134 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?{div=4})">
        %68 = cute.get_scalars(%e0_133) : !cute.int_tuple<"?">
        %69 = cute.get_scalars(%e1_134) : !cute.int_tuple<"?{div=4}">
        %coord_135 = cute.make_coord(%e0_133, %e1_134) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_136 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %70 = cute.elem_less(%coord_135, %coord_136) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %71 = arith.extui %70 : i1 to i8
        %coord_137 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_137, %71) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_138 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %72 = cute.make_layout_like(%lay_138) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_139 = cute.memref.alloca(%72) : !memref_rmem_f32
        %iter_140 = cute.get_iter(%rmem_139) : !memref_rmem_f32
        %iter_141 = cute.get_iter(%rmem_139) : !memref_rmem_f32
        %lay_142 = cute.get_layout(%rmem_139) : !memref_rmem_f32
        %sz_143 = cute.size(%rmem_139) : (!memref_rmem_f32) -> !cute.int_tuple<"16">
        %e0_144 = cute.get_leaves(%sz_143) : !cute.int_tuple<"16">
        %73 = cute.get_shape(%lay_142) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_145, %e1_146, %e2, %e3 = cute.get_leaves(%73) : !cute.shape<"((4,1),1,4)">
        %int_tuple_147 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_147) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_148 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_149 = arith.constant 0.000000e+00 : f32
        %74 = vector.broadcast %cst_149 : f32 to vector<16xf32>
        %int_tuple_150 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_151 = cute.size(%int_tuple_150) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_152 = cute.get_leaves(%sz_151) : !cute.int_tuple<"16">
        %int_tuple_153 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_154 = cute.size(%int_tuple_153) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_155 = cute.get_leaves(%sz_154) : !cute.int_tuple<"16">
        cute.memref.store_vec(%74, %rmem_139) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %75 = cute.get_shape(%lay_138) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_156, %e1_157, %e2_158, %e3_159 = cute.get_leaves(%75) : !cute.shape<"((4,1),1,4)">
        %shape_160 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_161 = cute.make_layout(%shape_160) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_138, %lay_161) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_162 = cute.make_view(%iter_43, %append) : !memref_gmem_f32_4
        %iter_163 = cute.get_iter(%view_162) : !memref_gmem_f32_4
        %lay_164 = cute.get_layout(%view_162) : !memref_gmem_f32_4
        %76 = cute.get_shape(%lay_164) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_165, %e1_166, %e2_167, %e3_168 = cute.get_leaves(%76) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_162) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_169 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %iter_170 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %shape_171 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_172 = cute.make_layout(%shape_171) : !cute.layout<"1:0">
        %append_173 = cute.append_to_rank<2> (%lay_142, %lay_172) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_174 = cute.make_view(%iter_141, %append_173) : !memref_rmem_f32
        %iter_175 = cute.get_iter(%view_174) : !memref_rmem_f32
        %lay_176 = cute.get_layout(%view_174) : !memref_rmem_f32
        %77 = cute.get_shape(%lay_176) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_177, %e1_178, %e2_179, %e3_180 = cute.get_leaves(%77) : !cute.shape<"((4,1),1,4)">
        %grouped_181 = cute.group_modes(%view_174) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_182 = cute.get_iter(%grouped_181) : !memref_rmem_f32_1
        %iter_183 = cute.get_iter(%grouped_181) : !memref_rmem_f32_1
        %lay_184 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_185 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_186 = cute.make_layout(%shape_185) : !cute.layout<"1:0">
        %append_187 = cute.append_to_rank<2> (%lay_184, %lay_186) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_188 = cute.make_view(%iter_69, %append_187) : !memref_rmem_i8
        %iter_189 = cute.get_iter(%view_188) : !memref_rmem_i8
        %lay_190 = cute.get_layout(%view_188) : !memref_rmem_i8
        %78 = cute.get_shape(%lay_190) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_191, %e1_192, %e2_193 = cute.get_leaves(%78) : !cute.shape<"(1,1,4)">
        %grouped_194 = cute.group_modes(%view_188) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_195 = cute.get_iter(%grouped_194) : !memref_rmem_i8_1
        %iter_196 = cute.get_iter(%grouped_194) : !memref_rmem_i8_1
        %lay_197 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %79 = cute.get_shape(%lay_197) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%79) : !cute.shape<"((4,1),(1,4))">
        %lay_202 = cute.get_layout(%grouped_181) : !memref_rmem_f32_1
        %80 = cute.get_shape(%lay_202) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_203, %e1_204, %e2_205, %e3_206 = cute.get_leaves(%80) : !cute.shape<"((4,1),(1,4))">
        %sz_207 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_208 = cute.get_leaves(%sz_207) : !cute.int_tuple<"4">
        %sz_209 = cute.size(%grouped_181) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_210 = cute.get_leaves(%sz_209) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped, %grouped_181, %grouped_194) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %81 = cute.memref.load_vec(%rmem_139) : (!memref_rmem_f32) -> vector<16xf32>
        %82 = arith.mulf %81, %81 : vector<16xf32>
        %83 = vector.reduction <add>, %82, %cst_149 : vector<16xf32> into f32
        %84 = arith.addf %arg8, %83 : f32
        scf.yield %84, %arg9 : f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_17 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_17) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_18 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_17) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_19 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %shape_20 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_21 = cute.make_layout(%shape_20) : !cute.layout<"16:1">
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
        %iter_39 = cute.get_iter(%view) : !memref_smem_f32
        %coord_40 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_40, %18) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32
      } else {
        %iter_39 = cute.get_iter(%view) : !memref_smem_f32
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
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_34 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_35 = cute.get_leaves(%sz_34) : !cute.int_tuple<"5000">
      %cst_36 = arith.constant 5.000000e+03 : f32
      %28 = arith.divf %27, %cst_36 : f32
      %29 = arith.addf %28, %arg5 : f32
      %30 = math.rsqrt %29 : f32
      %31 = arith.cmpi eq, %0, %c0_i32_27 : i32
      %32 = scf.if %31 -> (!memref_gmem_f32_2) {
        %iter_39 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %coord_40 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_40, %30) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_2
      } else {
        %iter_39 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        scf.yield %arg3 : !memref_gmem_f32_2
      }
      %iter_37 = cute.get_iter(%32) : !memref_gmem_f32_2
      %iter_38 = cute.get_iter(%32) : !memref_gmem_f32_2
      %33 = scf.for %arg7 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg8 = %arg6) -> (!copy_simt)  : i32 {
        %coord_39 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_39) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_40 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %iter_41 = cute.get_iter(%slice) : !memref_gmem_f32_3
        %coord_42 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg8, %slice, %coord_42) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_43 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_4
        %coord_44 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_45 = cute.slice(%arg1, %coord_44) : !memref_gmem_f32_1, !cute.coord<"((_,_),(?,?))">
        %iter_46 = cute.get_iter(%slice_45) : !memref_gmem_f32_3
        %iter_47 = cute.get_iter(%slice_45) : !memref_gmem_f32_3
        %coord_48 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_49 = cute.tiled.copy.partition_S(%arg8, %slice_45, %coord_48) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_50 = cute.get_iter(%src_partitioned_49) : !memref_gmem_f32_4
        %coord_51 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_52 = cute.slice(%arg2, %coord_51) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_53 = cute.get_iter(%slice_52) : !memref_gmem_f32_3
        %iter_54 = cute.get_iter(%slice_52) : !memref_gmem_f32_3
        %coord_55 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg8, %slice_52, %coord_55) : (!copy_simt, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_4
        %iter_56 = cute.get_iter(%dst_partitioned) : !memref_gmem_f32_4
        %coord_57 = cute.make_coord(%3, %arg7) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_58 = cute.slice(%arg4, %coord_57) : !cute_coord_tensor_511bd0, !cute.coord<"((_,_),(?,?))">
        %iter_59 = cute.get_iter(%slice_58) : !cute_coord_tensor_029b8b
        %tup_60 = cute.deref_arith_tuple_iter(%iter_59) : !cute_arith_tuple_iter_aaefeb
        %e0_61, %e1_62 = cute.get_leaves(%tup_60) : !cute_int_tuple_530818
        %34 = cute.get_scalars(%e0_61) : !cute.int_tuple<"?">
        %35 = cute.get_scalars(%e1_62) : !cute.int_tuple<"?{div=2048}">
        %iter_63 = cute.get_iter(%slice_58) : !cute_coord_tensor_029b8b
        %tup_64 = cute.deref_arith_tuple_iter(%iter_63) : !cute_arith_tuple_iter_aaefeb
        %e0_65, %e1_66 = cute.get_leaves(%tup_64) : !cute_int_tuple_530818
        %36 = cute.get_scalars(%e0_65) : !cute.int_tuple<"?">
        %37 = cute.get_scalars(%e1_66) : !cute.int_tuple<"?{div=2048}">
        %coord_67 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_68 = cute.tiled.copy.partition_S(%arg8, %slice_58, %coord_67) : (!copy_simt, !cute_coord_tensor_029b8b, !cute.coord<"?">) -> !cute_coord_tensor_40e15c
        %iter_69 = cute.get_iter(%src_partitioned_68) : !cute_coord_tensor_40e15c
        %tup_70 = cute.deref_arith_tuple_iter(%iter_69) : !cute_arith_tuple_iter_7c5329
        %e0_71, %e1_72 = cute.get_leaves(%tup_70) : !cute.int_tuple<"(?,?{div=4})">
        %38 = cute.get_scalars(%e0_71) : !cute.int_tuple<"?">
        %39 = cute.get_scalars(%e1_72) : !cute.int_tuple<"?{div=4}">
        %sz_73 = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_74 = cute.get_leaves(%sz_73) : !cute.int_tuple<"1">
        %sz_75 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"1">
        %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"1">
        %sz_77 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"4">
        %e0_78 = cute.get_leaves(%sz_77) : !cute.int_tuple<"4">
        %shape_79 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_80 = cute.make_layout(%shape_79) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_80) : !memref_rmem_i8
        %iter_81 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_82 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_83 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %slice_84 = cute.slice(%src_partitioned_68, %coord_83) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,0)">
        %iter_85 = cute.get_iter(%slice_84) : !cute_coord_tensor_0ff96d
        %tup_86 = cute.deref_arith_tuple_iter(%iter_85) : !cute_arith_tuple_iter_7c5329
        %e0_87, %e1_88 = cute.get_leaves(%tup_86) : !cute.int_tuple<"(?,?{div=4})">
        %40 = cute.get_scalars(%e0_87) : !cute.int_tuple<"?">
        %41 = cute.get_scalars(%e1_88) : !cute.int_tuple<"?{div=4}">
        %iter_89 = cute.get_iter(%slice_84) : !cute_coord_tensor_0ff96d
        %tup_90 = cute.deref_arith_tuple_iter(%iter_89) : !cute_arith_tuple_iter_7c5329
        %e0_91, %e1_92 = cute.get_leaves(%tup_90) : !cute.int_tuple<"(?,?{div=4})">
        %42 = cute.get_scalars(%e0_91) : !cute.int_tuple<"?">
        %43 = cute.get_scalars(%e1_92) : !cute.int_tuple<"?{div=4}">
        %iter_93 = cute.get_iter(%slice_84) : !cute_coord_tensor_0ff96d
        %tup_94 = cute.deref_arith_tuple_iter(%iter_93) : !cute_arith_tuple_iter_7c5329
        %e0_95, %e1_96 = cute.get_leaves(%tup_94) : !cute.int_tuple<"(?,?{div=4})">
        %44 = cute.get_scalars(%e0_95) : !cute.int_tuple<"?">
        %45 = cute.get_scalars(%e1_96) : !cute.int_tuple<"?{div=4}">
        %coord_97 = cute.make_coord(%e0_95, %e1_96) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_98 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %46 = cute.elem_less(%coord_97, %coord_98) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %47 = arith.extui %46 : i1 to i8
        %coord_99 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_99, %47) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_100 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %slice_101 = cute.slice(%src_partitioned_68, %coord_100) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,1)">
        %iter_102 = cute.get_iter(%slice_101) : !cute_coord_tensor_0ff96d
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute_arith_tuple_iter_7c5329
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute.int_tuple<"(?,?{div=4})">
        %48 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %49 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=4}">
        %iter_106 = cute.get_iter(%slice_101) : !cute_coord_tensor_0ff96d
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute_arith_tuple_iter_7c5329
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute.int_tuple<"(?,?{div=4})">
        %50 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %51 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=4}">
        %iter_110 = cute.get_iter(%slice_101) : !cute_coord_tensor_0ff96d
        %tup_111 = cute.deref_arith_tuple_iter(%iter_110) : !cute_arith_tuple_iter_7c5329
        %e0_112, %e1_113 = cute.get_leaves(%tup_111) : !cute.int_tuple<"(?,?{div=4})">
        %52 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?">
        %53 = cute.get_scalars(%e1_113) : !cute.int_tuple<"?{div=4}">
        %coord_114 = cute.make_coord(%e0_112, %e1_113) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_115 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %54 = cute.elem_less(%coord_114, %coord_115) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %55 = arith.extui %54 : i1 to i8
        %coord_116 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_116, %55) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_117 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %slice_118 = cute.slice(%src_partitioned_68, %coord_117) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,2)">
        %iter_119 = cute.get_iter(%slice_118) : !cute_coord_tensor_0ff96d
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute_arith_tuple_iter_7c5329
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,?{div=4})">
        %56 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %57 = cute.get_scalars(%e1_122) : !cute.int_tuple<"?{div=4}">
        %iter_123 = cute.get_iter(%slice_118) : !cute_coord_tensor_0ff96d
        %tup_124 = cute.deref_arith_tuple_iter(%iter_123) : !cute_arith_tuple_iter_7c5329
        %e0_125, %e1_126 = cute.get_leaves(%tup_124) : !cute.int_tuple<"(?,?{div=4})">
        %58 = cute.get_scalars(%e0_125) : !cute.int_tuple<"?">
        %59 = cute.get_scalars(%e1_126) : !cute.int_tuple<"?{div=4}">
        %iter_127 = cute.get_iter(%slice_118) : !cute_coord_tensor_0ff96d
        %tup_128 = cute.deref_arith_tuple_iter(%iter_127) : !cute_arith_tuple_iter_7c5329
        %e0_129, %e1_130 = cute.get_leaves(%tup_128) : !cute.int_tuple<"(?,?{div=4})">
        %60 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?">
        %61 = cute.get_scalars(%e1_130) : !cute.int_tuple<"?{div=4}">
        %coord_131 = cute.make_coord(%e0_129, %e1_130) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_132 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %62 = cute.elem_less(%coord_131, %coord_132) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %63 = arith.extui %62 : i1 to i8
        %coord_133 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_133, %63) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_134 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %slice_135 = cute.slice(%src_partitioned_68, %coord_134) : !cute_coord_tensor_40e15c, !cute.coord<"((0,0),0,3)">
        %iter_136 = cute.get_iter(%slice_135) : !cute_coord_tensor_0ff96d
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_7c5329
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=4})">
        %64 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=4}">
        %iter_140 = cute.get_iter(%slice_135) : !cute_coord_tensor_0ff96d
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_7c5329
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=4})">
        %66 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %67 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=4}">
        %iter_144 = cute.get_iter(%slice_135) : !cute_coord_tensor_0ff96d
        %tup_145 = cute.deref_arith_tuple_iter(%iter_144) : !cute_arith_tuple_iter_7c5329
        %e0_146, %e1_147 = cute.get_leaves(%tup_145) : !cute.int_tuple<"(?,?{div=4})">
        %68 = cute.get_scalars(%e0_146) : !cute.int_tuple<"?">
        %69 = cute.get_scalars(%e1_147) : !cute.int_tuple<"?{div=4}">
        %coord_148 = cute.make_coord(%e0_146, %e1_147) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_149 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %70 = cute.elem_less(%coord_148, %coord_149) : !cute.coord<"(?,?{div=4})">, !cute.coord<"(96,5000)">
        %71 = arith.extui %70 : i1 to i8
        %coord_150 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_150, %71) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_151 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_4
        %72 = cute.make_layout_like(%lay_151) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_152 = cute.memref.alloca(%72) : !memref_rmem_f32
        %iter_153 = cute.get_iter(%rmem_152) : !memref_rmem_f32
        %iter_154 = cute.get_iter(%rmem_152) : !memref_rmem_f32
        %lay_155 = cute.get_layout(%src_partitioned_49) : !memref_gmem_f32_4
        %73 = cute.make_layout_like(%lay_155) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_156 = cute.memref.alloca(%73) : !memref_rmem_f32
        %iter_157 = cute.get_iter(%rmem_156) : !memref_rmem_f32
        %iter_158 = cute.get_iter(%rmem_156) : !memref_rmem_f32
        %lay_159 = cute.get_layout(%rmem_152) : !memref_rmem_f32
        %sz_160 = cute.size(%rmem_152) : (!memref_rmem_f32) -> !cute.int_tuple<"16">
        %e0_161 = cute.get_leaves(%sz_160) : !cute.int_tuple<"16">
        %74 = cute.get_shape(%lay_159) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_162, %e1_163, %e2, %e3 = cute.get_leaves(%74) : !cute.shape<"((4,1),1,4)">
        %int_tuple_164 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_164) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_165 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_166 = arith.constant 0.000000e+00 : f32
        %75 = vector.broadcast %cst_166 : f32 to vector<16xf32>
        %int_tuple_167 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_168 = cute.size(%int_tuple_167) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_169 = cute.get_leaves(%sz_168) : !cute.int_tuple<"16">
        %int_tuple_170 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_171 = cute.size(%int_tuple_170) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_172 = cute.get_leaves(%sz_171) : !cute.int_tuple<"16">
        cute.memref.store_vec(%75, %rmem_152) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %lay_173 = cute.get_layout(%rmem_156) : !memref_rmem_f32
        %sz_174 = cute.size(%rmem_156) : (!memref_rmem_f32) -> !cute.int_tuple<"16">
        %e0_175 = cute.get_leaves(%sz_174) : !cute.int_tuple<"16">
        %76 = cute.get_shape(%lay_173) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_176, %e1_177, %e2_178, %e3_179 = cute.get_leaves(%76) : !cute.shape<"((4,1),1,4)">
        %int_tuple_180 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res_181 = cute.tuple.product(%int_tuple_180) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_182 = cute.get_leaves(%res_181) : !cute.int_tuple<"16">
        %77 = vector.broadcast %cst_166 : f32 to vector<16xf32>
        %int_tuple_183 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_184 = cute.size(%int_tuple_183) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_185 = cute.get_leaves(%sz_184) : !cute.int_tuple<"16">
        %int_tuple_186 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_187 = cute.size(%int_tuple_186) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_188 = cute.get_leaves(%sz_187) : !cute.int_tuple<"16">
        cute.memref.store_vec(%77, %rmem_156) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %78 = cute.get_shape(%lay_151) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_189, %e1_190, %e2_191, %e3_192 = cute.get_leaves(%78) : !cute.shape<"((4,1),1,4)">
        %shape_193 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_194 = cute.make_layout(%shape_193) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_151, %lay_194) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_195 = cute.make_view(%iter_43, %append) : !memref_gmem_f32_4
        %iter_196 = cute.get_iter(%view_195) : !memref_gmem_f32_4
        %lay_197 = cute.get_layout(%view_195) : !memref_gmem_f32_4
        %79 = cute.get_shape(%lay_197) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_198, %e1_199, %e2_200, %e3_201 = cute.get_leaves(%79) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_195) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_202 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %iter_203 = cute.get_iter(%grouped) : !memref_gmem_f32_5
        %shape_204 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_205 = cute.make_layout(%shape_204) : !cute.layout<"1:0">
        %append_206 = cute.append_to_rank<2> (%lay_159, %lay_205) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_207 = cute.make_view(%iter_154, %append_206) : !memref_rmem_f32
        %iter_208 = cute.get_iter(%view_207) : !memref_rmem_f32
        %lay_209 = cute.get_layout(%view_207) : !memref_rmem_f32
        %80 = cute.get_shape(%lay_209) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_210, %e1_211, %e2_212, %e3_213 = cute.get_leaves(%80) : !cute.shape<"((4,1),1,4)">
        %grouped_214 = cute.group_modes(%view_207) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_215 = cute.get_iter(%grouped_214) : !memref_rmem_f32_1
        %iter_216 = cute.get_iter(%grouped_214) : !memref_rmem_f32_1
        %lay_217 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_218 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_219 = cute.make_layout(%shape_218) : !cute.layout<"1:0">
        %append_220 = cute.append_to_rank<2> (%lay_217, %lay_219) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_221 = cute.make_view(%iter_82, %append_220) : !memref_rmem_i8
        %iter_222 = cute.get_iter(%view_221) : !memref_rmem_i8
        %lay_223 = cute.get_layout(%view_221) : !memref_rmem_i8
        %81 = cute.get_shape(%lay_223) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_224, %e1_225, %e2_226 = cute.get_leaves(%81) : !cute.shape<"(1,1,4)">
        %grouped_227 = cute.group_modes(%view_221) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_228 = cute.get_iter(%grouped_227) : !memref_rmem_i8_1
        %iter_229 = cute.get_iter(%grouped_227) : !memref_rmem_i8_1
        %lay_230 = cute.get_layout(%grouped) : !memref_gmem_f32_5
        %82 = cute.get_shape(%lay_230) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_231, %e1_232, %e2_233, %e3_234 = cute.get_leaves(%82) : !cute.shape<"((4,1),(1,4))">
        %lay_235 = cute.get_layout(%grouped_214) : !memref_rmem_f32_1
        %83 = cute.get_shape(%lay_235) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_236, %e1_237, %e2_238, %e3_239 = cute.get_leaves(%83) : !cute.shape<"((4,1),(1,4))">
        %sz_240 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_241 = cute.get_leaves(%sz_240) : !cute.int_tuple<"4">
        %sz_242 = cute.size(%grouped_214) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_243 = cute.get_leaves(%sz_242) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped, %grouped_214, %grouped_227) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %84 = cute.get_shape(%lay_155) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%84) : !cute.shape<"((4,1),1,4)">
        %shape_248 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_249 = cute.make_layout(%shape_248) : !cute.layout<"1:0">
        %append_250 = cute.append_to_rank<2> (%lay_155, %lay_249) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_251 = cute.make_view(%iter_50, %append_250) : !memref_gmem_f32_4
        %iter_252 = cute.get_iter(%view_251) : !memref_gmem_f32_4
        %lay_253 = cute.get_layout(%view_251) : !memref_gmem_f32_4
        %85 = cute.get_shape(%lay_253) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_254, %e1_255, %e2_256, %e3_257 = cute.get_leaves(%85) : !cute.shape<"((4,1),1,4)">
        %grouped_258 = cute.group_modes(%view_251) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_259 = cute.get_iter(%grouped_258) : !memref_gmem_f32_5
        %iter_260 = cute.get_iter(%grouped_258) : !memref_gmem_f32_5
        %shape_261 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_262 = cute.make_layout(%shape_261) : !cute.layout<"1:0">
        %append_263 = cute.append_to_rank<2> (%lay_173, %lay_262) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_264 = cute.make_view(%iter_158, %append_263) : !memref_rmem_f32
        %iter_265 = cute.get_iter(%view_264) : !memref_rmem_f32
        %lay_266 = cute.get_layout(%view_264) : !memref_rmem_f32
        %86 = cute.get_shape(%lay_266) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_267, %e1_268, %e2_269, %e3_270 = cute.get_leaves(%86) : !cute.shape<"((4,1),1,4)">
        %grouped_271 = cute.group_modes(%view_264) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_272 = cute.get_iter(%grouped_271) : !memref_rmem_f32_1
        %iter_273 = cute.get_iter(%grouped_271) : !memref_rmem_f32_1
        %shape_274 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_275 = cute.make_layout(%shape_274) : !cute.layout<"1:0">
        %append_276 = cute.append_to_rank<2> (%lay_217, %lay_275) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_277 = cute.make_view(%iter_82, %append_276) : !memref_rmem_i8
        %iter_278 = cute.get_iter(%view_277) : !memref_rmem_i8
        %lay_279 = cute.get_layout(%view_277) : !memref_rmem_i8
        %87 = cute.get_shape(%lay_279) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_280, %e1_281, %e2_282 = cute.get_leaves(%87) : !cute.shape<"(1,1,4)">
        %grouped_283 = cute.group_modes(%view_277) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_284 = cute.get_iter(%grouped_283) : !memref_rmem_i8_1
        %iter_285 = cute.get_iter(%grouped_283) : !memref_rmem_i8_1
        %lay_286 = cute.get_layout(%grouped_258) : !memref_gmem_f32_5
        %88 = cute.get_shape(%lay_286) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%88) : !cute.shape<"((4,1),(1,4))">
        %lay_291 = cute.get_layout(%grouped_271) : !memref_rmem_f32_1
        %89 = cute.get_shape(%lay_291) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_292, %e1_293, %e2_294, %e3_295 = cute.get_leaves(%89) : !cute.shape<"((4,1),(1,4))">
        %sz_296 = cute.size(%grouped_258) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_297 = cute.get_leaves(%sz_296) : !cute.int_tuple<"4">
        %sz_298 = cute.size(%grouped_271) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_299 = cute.get_leaves(%sz_298) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped_258, %grouped_271, %grouped_283) : (!copy_simt, !memref_gmem_f32_5, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %90 = cute.memref.load_vec(%rmem_152) : (!memref_rmem_f32) -> vector<16xf32>
        %91 = vector.broadcast %30 : f32 to vector<16xf32>
        %92 = arith.mulf %90, %91 : vector<16xf32>
        %93 = cute.memref.load_vec(%rmem_156) : (!memref_rmem_f32) -> vector<16xf32>
        %94 = arith.mulf %92, %93 : vector<16xf32>
        %lay_300 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_4
        %95 = cute.make_layout_like(%lay_300) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_301 = cute.memref.alloca(%95) : !memref_rmem_f32
        %iter_302 = cute.get_iter(%rmem_301) : !memref_rmem_f32
        %iter_303 = cute.get_iter(%rmem_301) : !memref_rmem_f32
        %lay_304 = cute.get_layout(%rmem_301) : !memref_rmem_f32
        %96 = cute.get_shape(%lay_304) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_305, %e1_306, %e2_307, %e3_308 = cute.get_leaves(%96) : !cute.shape<"((4,1),1,4)">
        %int_tuple_309 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_310 = cute.size(%int_tuple_309) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_311 = cute.get_leaves(%sz_310) : !cute.int_tuple<"16">
        %int_tuple_312 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_313 = cute.size(%int_tuple_312) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_314 = cute.get_leaves(%sz_313) : !cute.int_tuple<"16">
        cute.memref.store_vec(%94, %rmem_301) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %97 = cute.get_shape(%lay_300) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_315, %e1_316, %e2_317, %e3_318 = cute.get_leaves(%97) : !cute.shape<"((4,1),1,4)">
        %shape_319 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_320 = cute.make_layout(%shape_319) : !cute.layout<"1:0">
        %append_321 = cute.append_to_rank<2> (%lay_304, %lay_320) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_322 = cute.make_view(%iter_303, %append_321) : !memref_rmem_f32
        %iter_323 = cute.get_iter(%view_322) : !memref_rmem_f32
        %lay_324 = cute.get_layout(%view_322) : !memref_rmem_f32
        %98 = cute.get_shape(%lay_324) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_325, %e1_326, %e2_327, %e3_328 = cute.get_leaves(%98) : !cute.shape<"((4,1),1,4)">
        %grouped_329 = cute.group_modes(%view_322) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_330 = cute.get_iter(%grouped_329) : !memref_rmem_f32_1
        %iter_331 = cute.get_iter(%grouped_329) : !memref_rmem_f32_1
        %shape_332 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_333 = cute.make_layout(%shape_332) : !cute.layout<"1:0">
        %append_334 = cute.append_to_rank<2> (%lay_300, %lay_333) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_335 = cute.make_view(%iter_56, %append_334) : !memref_gmem_f32_4
        %iter_336 = cute.get_iter(%view_335) : !memref_gmem_f32_4
        %lay_337 = cute.get_layout(%view_335) : !memref_gmem_f32_4
        %99 = cute.get_shape(%lay_337) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_338, %e1_339, %e2_340, %e3_341 = cute.get_leaves(%99) : !cute.shape<"((4,1),1,4)">
        %grouped_342 = cute.group_modes(%view_335) <1, 3> : (!memref_gmem_f32_4) -> !memref_gmem_f32_5
        %iter_343 = cute.get_iter(%grouped_342) : !memref_gmem_f32_5
        %iter_344 = cute.get_iter(%grouped_342) : !memref_gmem_f32_5
        %shape_345 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_346 = cute.make_layout(%shape_345) : !cute.layout<"1:0">
        %append_347 = cute.append_to_rank<2> (%lay_217, %lay_346) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_348 = cute.make_view(%iter_82, %append_347) : !memref_rmem_i8
        %iter_349 = cute.get_iter(%view_348) : !memref_rmem_i8
        %lay_350 = cute.get_layout(%view_348) : !memref_rmem_i8
        %100 = cute.get_shape(%lay_350) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_351, %e1_352, %e2_353 = cute.get_leaves(%100) : !cute.shape<"(1,1,4)">
        %grouped_354 = cute.group_modes(%view_348) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_355 = cute.get_iter(%grouped_354) : !memref_rmem_i8_1
        %iter_356 = cute.get_iter(%grouped_354) : !memref_rmem_i8_1
        %lay_357 = cute.get_layout(%grouped_329) : !memref_rmem_f32_1
        %101 = cute.get_shape(%lay_357) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_358, %e1_359, %e2_360, %e3_361 = cute.get_leaves(%101) : !cute.shape<"((4,1),(1,4))">
        %lay_362 = cute.get_layout(%grouped_342) : !memref_gmem_f32_5
        %102 = cute.get_shape(%lay_362) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_363, %e1_364, %e2_365, %e3_366 = cute.get_leaves(%102) : !cute.shape<"((4,1),(1,4))">
        %sz_367 = cute.size(%grouped_329) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_368 = cute.get_leaves(%sz_367) : !cute.int_tuple<"4">
        %sz_369 = cute.size(%grouped_342) <{mode = [1]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"4">
        %e0_370 = cute.get_leaves(%sz_369) : !cute.int_tuple<"4">
        cute.copy(%arg6, %grouped_329, %grouped_342, %grouped_354) : (!copy_simt, !memref_rmem_f32_1, !memref_gmem_f32_5, !memref_rmem_i8_1)
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
    %iter_29 = cute.get_iter(%div) : !memref_gmem_f32
    %iter_30 = cute.get_iter(%div) : !memref_gmem_f32
    %lay_31 = cute.get_layout(%view_27) : !memref_gmem_f32_8
    %5 = cute.get_shape(%lay_31) : (!cute.layout<"(96,5000):(0,1)">) -> !cute.shape<"(96,5000)">
    %e0_32, %e1_33 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_34 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_35 = cute.zipped_divide(%view_27, %tile_34) : !memref_gmem_f32_8, !cute.tile<"[1:0;2048:1]">
    %iter_36 = cute.get_iter(%div_35) : !memref_gmem_f32_1
    %iter_37 = cute.get_iter(%div_35) : !memref_gmem_f32_1
    %lay_38 = cute.get_layout(%view_19) : !memref_gmem_f32_6
    %6 = cute.get_shape(%lay_38) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_39, %e1_40 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_41 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_42 = cute.zipped_divide(%view_19, %tile_41) : !memref_gmem_f32_6, !cute.tile<"[1:0;2048:1]">
    %iter_43 = cute.get_iter(%div_42) : !memref_gmem_f32
    %iter_44 = cute.get_iter(%div_42) : !memref_gmem_f32
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %7 = cute.make_identity_tensor(%shape_45) : !cute_coord_tensor_15c8d6
    %iter_46 = cute.get_iter(%7) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_46) : !cute.arith_tuple_iter<"(0,0)">
    %e0_47, %e1_48 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_49 = cute.get_layout(%7) : !cute_coord_tensor_15c8d6
    %8 = cute.get_shape(%lay_49) : (!cute.layout<"(96,5000):(1@0,1@1)">) -> !cute.shape<"(96,5000)">
    %e0_50, %e1_51 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %tile_52 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_53 = cute.zipped_divide(%7, %tile_52) : !cute_coord_tensor_15c8d6, !cute.tile<"[1:0;2048:1]">
    %iter_54 = cute.get_iter(%div_53) : !cute_coord_tensor_511bd0
    %tup_55 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(0,0)">
    %e0_56, %e1_57 = cute.get_leaves(%tup_55) : !cute.int_tuple<"(0,0)">
    %iter_58 = cute.get_iter(%div_53) : !cute_coord_tensor_511bd0
    %tup_59 = cute.deref_arith_tuple_iter(%iter_58) : !cute.arith_tuple_iter<"(0,0)">
    %e0_60, %e1_61 = cute.get_leaves(%tup_59) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_62 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_63 = cute.make_ordered_layout(%shape_62, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_65 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_66 = cute.make_ordered_layout(%shape_64, %int_tuple_65) : (!cute.shape<"(1,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,4):(0,1)">
    %prod = cute.raked_product(%lay_63, %lay_66) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,4):(0,1)">) -> !cute_layout_b668f0
    %sz = cute.size(%lay_63) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_67 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_68 = cute.size(%lay_66) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_69 = cute.get_leaves(%sz_68) : !cute.int_tuple<"4">
    %shape_70 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_71 = cute.make_layout(%shape_70) : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %9 = cute.composition(%rinv, %lay_71) : (!cute.layout<"(128,4):(4,1)">, !cute.layout<"(128,4):(1,128)">) -> !cute.layout<"(128,4):(4,1)">
    %10 = cute.get_shape(%prod) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_72, %e1_73, %e2 = cute.get_leaves(%10) : !cute.shape<"(1,(4,128))">
    %int_tuple_74 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %res = cute.tuple.product_each(%int_tuple_74) : (!cute.int_tuple<"(1,(4,128))">) -> !cute.int_tuple<"(1,512)">
    %e0_75, %e1_76 = cute.get_leaves(%res) : !cute.int_tuple<"(1,512)">
    %tile_77 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %11 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_78 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f32_6) -> !cute.int_tuple<"96">
    %e0_79 = cute.get_leaves(%sz_78) : !cute.int_tuple<"96">
    %lay_80 = cute.get_layout(%div) : !memref_gmem_f32
    %lay_81 = cute.get_layout(%div_35) : !memref_gmem_f32_1
    %lay_82 = cute.get_layout(%div_42) : !memref_gmem_f32
    %lay_83 = cute.get_layout(%arg3) : !memref_gmem_f32_2
    %lay_84 = cute.get_layout(%div_53) : !cute_coord_tensor_511bd0
    %12 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_85, %e1_86 = cute.get_leaves(%12) : !cute.tile<"[1:0;512:1]">
    %13 = cute.static : !cute.layout<"(128,4):(4,1)">
    %14 = cute.static : !cute.layout<"1:0">
    %15 = cute.static : !cute.layout<"(1,4):(0,1)">
    %16 = cute.static : !cute.layout<"(1,4):(0,1)">
    %17 = cute.kernel_smem_size @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0 : i64
    %c80_i32 = arith.constant 80 : i32
    %18 = arith.extsi %c80_i32 : i32 to i64
    %19 = arith.cmpi slt, %18, %17 : i64
    scf.if %19 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c80_i32, %17) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %20 = arith.cmpi sgt, %c80_i32, %c232448_i32 : i32
    scf.if %20 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c80_i32) : i32
    }
    %21 = arith.extsi %c80_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %22 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %21, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%22] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_87 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%22] %c0_i32_87 : !cuda_launch_cfg_2cf94c, i32
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%22> (%div, %div_35, %div_42, %arg3, %div_53, %arg4, %11) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f32, !memref_gmem_f32_1, !memref_gmem_f32, !memref_gmem_f32_2, !cute_coord_tensor_511bd0, f32, !copy_simt) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_88 = arith.constant 0 : i32
    return %c0_i32_88 : i32
  }
}
