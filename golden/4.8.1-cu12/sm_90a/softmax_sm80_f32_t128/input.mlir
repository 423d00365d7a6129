!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_layout_057eda = !cute.layout<"((4,1),1,4):((1,0),0,512)">
!cute_layout_52a9ba = !cute.layout<"((4,1),(1,4)):((1,0),(0,4))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_65aa51 = !cute.layout<"((4,1),1,4):((1,0),0,4)">
!cute_layout_6cf571 = !cute.layout<"((4,1),(1,4)):((1,0),(0,512))">
!cute_layout_b668f0 = !cute.layout<"(1,(4,128)):(0,(128,1))">
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "4:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "16:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0(%arg0: !memref_gmem_f32, %arg1: !memref_gmem_f32, %arg2: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f32
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32
      %lay_3 = cute.get_layout(%arg1) : !memref_gmem_f32
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
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %sz_4 = cute.size(%arg0) <{mode = [0]}> : (!memref_gmem_f32) -> !cute.int_tuple<"2048">
      %e0_5 = cute.get_leaves(%sz_4) : !cute.int_tuple<"2048">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_6 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_7 = cute.get_leaves(%sz_6) : !cute.int_tuple<"5000">
      %cst = arith.constant 0.000000e+00 : f32
      %cst_8 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %8:2 = scf.for %arg3 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg4 = %cst, %arg5 = %cst_8) -> (f32, f32)  : i32 {
        %c2048_i32 = arith.constant 2048 : i32
        %111 = arith.muli %arg3, %c2048_i32 : i32
        %c4_i32_49 = arith.constant 4 : i32
        %112 = arith.muli %0, %c4_i32_49 : i32
        %113 = arith.addi %111, %112 : i32
        %coord_50 = cute.make_coord(%3, %arg3) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_50) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_51 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %iter_52 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %coord_53 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg2, %slice, %coord_53) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_54 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_2
        %sz_55 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"4">
        %e0_56 = cute.get_leaves(%sz_55) : !cute.int_tuple<"4">
        %shape_57 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_58 = cute.make_layout(%shape_57) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_58) : !memref_rmem_i8
        %iter_59 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_60 = cute.get_iter(%rmem) : !memref_rmem_i8
        %c0_i32_61 = arith.constant 0 : i32
        %114 = arith.addi %113, %c0_i32_61 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %115 = arith.cmpi slt, %114, %c5000_i32 : i32
        %116 = arith.extui %115 : i1 to i8
        %coord_62 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_62, %116) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %c512_i32 = arith.constant 512 : i32
        %117 = arith.addi %113, %c512_i32 : i32
        %118 = arith.cmpi slt, %117, %c5000_i32 : i32
        %119 = arith.extui %118 : i1 to i8
        %coord_63 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_63, %119) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %c1024_i32 = arith.constant 1024 : i32
        %120 = arith.addi %113, %c1024_i32 : i32
        %121 = arith.cmpi slt, %120, %c5000_i32 : i32
        %122 = arith.extui %121 : i1 to i8
        %coord_64 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_64, %122) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %c1536_i32 = arith.constant 1536 : i32
        %123 = arith.addi %113, %c1536_i32 : i32
        %124 = arith.cmpi slt, %123, %c5000_i32 : i32
        %125 = arith.extui %124 : i1 to i8
        %coord_65 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_65, %125) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_66 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %126 = cute.make_layout_like(%lay_66) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_67 = cute.memref.alloca(%126) : !memref_rmem_f32
        %iter_68 = cute.get_iter(%rmem_67) : !memref_rmem_f32
        %iter_69 = cute.get_iter(%rmem_67) : !memref_rmem_f32
        %lay_70 = cute.get_layout(%rmem_67) : !memref_rmem_f32
        %sz_71 = cute.size(%rmem_67) : (!memref_rmem_f32) -> !cute.int_tuple<"16">
        %e0_72 = cute.get_leaves(%sz_71) : !cute.int_tuple<"16">
        %127 = cute.get_shape(%lay_70) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_73, %e1, %e2, %e3 = cute.get_leaves(%127) : !cute.shape<"((4,1),1,4)">
        %int_tuple_74 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_74) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_75 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_76 = arith.constant 0xFF800000 : f32
        %128 = vector.broadcast %cst_76 : f32 to vector<16xf32>
        %int_tuple_77 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_78 = cute.size(%int_tuple_77) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_79 = cute.get_leaves(%sz_78) : !cute.int_tuple<"16">
        %int_tuple_80 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_81 = cute.size(%int_tuple_80) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_82 = cute.get_leaves(%sz_81) : !cute.int_tuple<"16">
        cute.memref.store_vec(%128, %rmem_67) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %129 = cute.get_shape(%lay_66) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_83, %e1_84, %e2_85, %e3_86 = cute.get_leaves(%129) : !cute.shape<"((4,1),1,4)">
        %shape_87 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_88 = cute.make_layout(%shape_87) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_66, %lay_88) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_89 = cute.make_view(%iter_54, %append) : !memref_gmem_f32_2
        %iter_90 = cute.get_iter(%view_89) : !memref_gmem_f32_2
        %lay_91 = cute.get_layout(%view_89) : !memref_gmem_f32_2
        %130 = cute.get_shape(%lay_91) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_92, %e1_93, %e2_94, %e3_95 = cute.get_leaves(%130) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_89) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_96 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %iter_97 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %shape_98 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_99 = cute.make_layout(%shape_98) : !cute.layout<"1:0">
        %append_100 = cute.append_to_rank<2> (%lay_70, %lay_99) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_101 = cute.make_view(%iter_69, %append_100) : !memref_rmem_f32
        %iter_102 = cute.get_iter(%view_101) : !memref_rmem_f32
        %lay_103 = cute.get_layout(%view_101) : !memref_rmem_f32
        %131 = cute.get_shape(%lay_103) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_104, %e1_105, %e2_106, %e3_107 = cute.get_leaves(%131) : !cute.shape<"((4,1),1,4)">
        %grouped_108 = cute.group_modes(%view_101) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_109 = cute.get_iter(%grouped_108) : !memref_rmem_f32_1
        %iter_110 = cute.get_iter(%grouped_108) : !memref_rmem_f32_1
        %lay_111 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_112 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_113 = cute.make_layout(%shape_112) : !cute.layout<"1:0">
        %append_114 = cute.append_to_rank<2> (%lay_111, %lay_113) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_115 = cute.make_view(%iter_60, %append_114) : !memref_rmem_i8
        %iter_116 = cute.get_iter(%view_115) : !memref_rmem_i8
        %lay_117 = cute.get_layout(%view_115) : !memref_rmem_i8
        %132 = cute.get_shape(%lay_117) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_118, %e1_119, %e2_120 = cute.get_leaves(%132) : !cute.shape<"(1,1,4)">
        %grouped_121 = cute.group_modes(%view_115) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_122 = cute.get_iter(%grouped_121) : !memref_rmem_i8_1
        %iter_123 = cute.get_iter(%grouped_121) : !memref_rmem_i8_1
        %lay_124 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %133 = cute.get_shape(%lay_124) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_125, %e1_126, %e2_127, %e3_128 = cute.get_leaves(%133) : !cute.shape<"((4,1),(1,4))">
        %lay_129 = cute.get_layout(%grouped_108) : !memref_rmem_f32_1
        %134 = cute.get_shape(%lay_129) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_130, %e1_131, %e2_132, %e3_133 = cute.get_leaves(%134) : !cute.shape<"((4,1),(1,4))">
        %sz_134 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_135 = cute.get_leaves(%sz_134) : !cute.int_tuple<"4">
        %sz_136 = cute.size(%grouped_108) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_137 = cute.get_leaves(%sz_136) : !cute.int_tuple<"4">
        cute.copy(%arg2, %grouped, %grouped_108, %grouped_121) : (!copy_simt, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %135 = cute.memref.load_vec(%rmem_67) : (!memref_rmem_f32) -> vector<16xf32>
        %cst_138 = arith.constant -3.40282347E+38 : f32
        %136 = vector.reduction <maximumf>, %135, %cst_138 : vector<16xf32> into f32
        %137 = arith.maximumf %arg5, %136 : f32
        %138 = vector.broadcast %137 : f32 to vector<16xf32>
        %139 = arith.subf %135, %138 : vector<16xf32>
        %cst_139 = arith.constant 1.44269502 : f32
        %140 = vector.broadcast %cst_139 : f32 to vector<16xf32>
        %141 = arith.mulf %139, %140 : vector<16xf32>
        %142 = math.exp2 %141 fastmath<fast> : vector<16xf32>
        %cst_140 = arith.constant 0.000000e+00 : f32
        %143 = vector.reduction <add>, %142, %cst_140 : vector<16xf32> into f32
        %144 = arith.subf %arg5, %137 : f32
        %cst_141 = arith.constant 1.44269502 : f32
        %145 = arith.mulf %144, %cst_141 : f32
        %146 = math.exp2 %145 : f32
        %147 = arith.mulf %arg4, %146 : f32
        %148 = arith.addf %147, %143 : f32
        scf.yield %148, %137 : f32, f32
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync bfly %c-1_i32, %8#1, %c16_i32, %c31_i32 : f32 -> f32
      %10 = nvvm.shfl.sync bfly %c-1_i32, %8#0, %c16_i32, %c31_i32 : f32 -> f32
      %11 = arith.maximumf %8#1, %9 : f32
      %12 = arith.subf %8#1, %11 : f32
      %cst_9 = arith.constant 1.44269502 : f32
      %13 = arith.mulf %12, %cst_9 : f32
      %14 = math.exp2 %13 : f32
      %15 = arith.mulf %8#0, %14 : f32
      %16 = arith.subf %9, %11 : f32
      %17 = arith.mulf %16, %cst_9 : f32
      %18 = math.exp2 %17 : f32
      %19 = arith.mulf %10, %18 : f32
      %20 = arith.addf %15, %19 : f32
      %c8_i32 = arith.constant 8 : i32
      %21 = nvvm.shfl.sync bfly %c-1_i32, %11, %c8_i32, %c31_i32 : f32 -> f32
      %22 = nvvm.shfl.sync bfly %c-1_i32, %20, %c8_i32, %c31_i32 : f32 -> f32
      %23 = arith.maximumf %11, %21 : f32
      %24 = arith.subf %11, %23 : f32
      %25 = arith.mulf %24, %cst_9 : f32
      %26 = math.exp2 %25 : f32
      %27 = arith.mulf %20, %26 : f32
      %28 = arith.subf %21, %23 : f32
      %29 = arith.mulf %28, %cst_9 : f32
      %30 = math.exp2 %29 : f32
      %31 = arith.mulf %22, %30 : f32
      %32 = arith.addf %27, %31 : f32
      %c4_i32 = arith.constant 4 : i32
      %33 = nvvm.shfl.sync bfly %c-1_i32, %23, %c4_i32, %c31_i32 : f32 -> f32
      %34 = nvvm.shfl.sync bfly %c-1_i32, %32, %c4_i32, %c31_i32 : f32 -> f32
      %35 = arith.maximumf %23, %33 : f32
      %36 = arith.subf %23, %35 : f32
      %37 = arith.mulf %36, %cst_9 : f32
      %38 = math.exp2 %37 : f32
      %39 = arith.mulf %32, %38 : f32
      %40 = arith.subf %33, %35 : f32
      %41 = arith.mulf %40, %cst_9 : f32
      %42 = math.exp2 %41 : f32
      %43 = arith.mulf %34, %42 : f32
      %44 = arith.addf %39, %43 : f32
      %c2_i32 = arith.constant 2 : i32
      %45 = nvvm.shfl.sync bfly %c-1_i32, %35, %c2_i32, %c31_i32 : f32 -> f32
      %46 = nvvm.shfl.sync bfly %c-1_i32, %44, %c2_i32, %c31_i32 : f32 -> f32
      %47 = arith.maximumf %35, %45 : f32
      %48 = arith.subf %35, %47 : f32
      %49 = arith.mulf %48, %cst_9 : f32
      %50 = math.exp2 %49 : f32
      %51 = arith.mulf %44, %50 : f32
      %52 = arith.subf %45, %47 : f32
      %53 = arith.mulf %52, %cst_9 : f32
      %54 = math.exp2 %53 : f32
      %55 = arith.mulf %46, %54 : f32
      %56 = arith.addf %51, %55 : f32
      %57 = nvvm.shfl.sync bfly %c-1_i32, %47, %c1_i32, %c31_i32 : f32 -> f32
      %58 = nvvm.shfl.sync bfly %c-1_i32, %56, %c1_i32, %c31_i32 : f32 -> f32
      %59 = arith.maximumf %47, %57 : f32
      %60 = arith.subf %47, %59 : f32
      %61 = arith.mulf %60, %cst_9 : f32
      %62 = math.exp2 %61 : f32
      %63 = arith.mulf %56, %62 : f32
      %64 = arith.subf %57, %59 : f32
      %65 = arith.mulf %64, %cst_9 : f32
      %66 = math.exp2 %65 : f32
      %67 = arith.mulf %58, %66 : f32
      %68 = arith.addf %63, %67 : f32
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_10 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_10) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_11 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_10) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_12 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %shape_13 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_14 = cute.make_layout(%shape_13) : !cute.layout<"16:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_15 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_16 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_17 = cute.recast_iter(%iter_16) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_17, %lay_10) : !memref_smem_f32
      %iter_18 = cute.get_iter(%view) : !memref_smem_f32
      %iter_19 = cute.get_iter(%view) : !memref_smem_f32
      %shape_20 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_21 = cute.make_layout(%shape_20) : !cute.layout<"4:1">
      %coord_22 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_23 = cute.crd2idx(%coord_22, %lay_21) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_24 = cute.get_leaves(%idx_23) : !cute.int_tuple<"0">
      %cosz_25 = cute.cosize(%lay_21) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_26 = cute.get_leaves(%cosz_25) : !cute.int_tuple<"4">
      %shape_27 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_28 = cute.make_layout(%shape_27) : !cute.layout<"16:1">
      %smem_29 = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_30 = cute.get_iter(%smem_29) : !memref_smem_i8
      %iter_31 = cute.get_iter(%smem_29) : !memref_smem_i8
      %iter_32 = cute.recast_iter(%iter_31) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_33 = cute.make_view(%iter_32, %lay_21) : !memref_smem_f32
      %iter_34 = cute.get_iter(%view_33) : !memref_smem_f32
      %iter_35 = cute.get_iter(%view_33) : !memref_smem_f32
      %c0_i32_36 = arith.constant 0 : i32
      %69 = arith.cmpi eq, %6, %c0_i32_36 : i32
      %70:2 = scf.if %69 -> (!memref_smem_f32, !memref_smem_f32) {
        %iter_49 = cute.get_iter(%view) : !memref_smem_f32
        %iter_50 = cute.get_iter(%view_33) : !memref_smem_f32
        %coord_51 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_51, %59) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        %coord_52 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view_33, %coord_52, %68) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view, %view_33 : !memref_smem_f32, !memref_smem_f32
      } else {
        %iter_49 = cute.get_iter(%view) : !memref_smem_f32
        %iter_50 = cute.get_iter(%view_33) : !memref_smem_f32
        scf.yield %view, %view_33 : !memref_smem_f32, !memref_smem_f32
      }
      %iter_37 = cute.get_iter(%70#0) : !memref_smem_f32
      %iter_38 = cute.get_iter(%70#1) : !memref_smem_f32
      %iter_39 = cute.get_iter(%70#0) : !memref_smem_f32
      %iter_40 = cute.get_iter(%70#1) : !memref_smem_f32
      nvvm.barrier
      %coord_41 = cute.make_coord() : () -> !cute.coord<"0">
      %71 = cute.memref.load(%70#0, %coord_41) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_42 = cute.make_coord() : () -> !cute.coord<"0">
      %72 = cute.memref.load(%70#1, %coord_42) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_43 = cute.make_coord() : () -> !cute.coord<"1">
      %73 = cute.memref.load(%70#0, %coord_43) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %coord_44 = cute.make_coord() : () -> !cute.coord<"1">
      %74 = cute.memref.load(%70#1, %coord_44) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %75 = arith.maximumf %71, %73 : f32
      %76 = arith.subf %71, %75 : f32
      %77 = arith.mulf %76, %cst_9 : f32
      %78 = math.exp2 %77 : f32
      %79 = arith.mulf %72, %78 : f32
      %80 = arith.subf %73, %75 : f32
      %81 = arith.mulf %80, %cst_9 : f32
      %82 = math.exp2 %81 : f32
      %83 = arith.mulf %74, %82 : f32
      %84 = arith.addf %79, %83 : f32
      %coord_45 = cute.make_coord() : () -> !cute.coord<"2">
      %85 = cute.memref.load(%70#0, %coord_45) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %coord_46 = cute.make_coord() : () -> !cute.coord<"2">
      %86 = cute.memref.load(%70#1, %coord_46) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %87 = arith.maximumf %75, %85 : f32
      %88 = arith.subf %75, %87 : f32
      %89 = arith.mulf %88, %cst_9 : f32
      %90 = math.exp2 %89 : f32
      %91 = arith.mulf %84, %90 : f32
      %92 = arith.subf %85, %87 : f32
      %93 = arith.mulf %92, %cst_9 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %86, %94 : f32
      %96 = arith.addf %91, %95 : f32
      %coord_47 = cute.make_coord() : () -> !cute.coord<"3">
      %97 = cute.memref.load(%70#0, %coord_47) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %coord_48 = cute.make_coord() : () -> !cute.coord<"3">
      %98 = cute.memref.load(%70#1, %coord_48) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %99 = arith.maximumf %87, %97 : f32
      %100 = arith.subf %87, %99 : f32
      %101 = arith.mulf %100, %cst_9 : f32
      %102 = math.exp2 %101 : f32
      %103 = arith.mulf %96, %102 : f32
      %104 = arith.subf %97, %99 : f32
      %105 = arith.mulf %104, %cst_9 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %98, %106 : f32
      %108 = arith.addf %103, %107 : f32
      %109 = math.log2 %108 : f32
      %110 = scf.for %arg3 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg4 = %arg2) -> (!copy_simt)  : i32 {
        %coord_49 = cute.make_coord(%3, %arg3) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_49) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_50 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %iter_51 = cute.get_iter(%slice) : !memref_gmem_f32_1
        %coord_52 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg4, %slice, %coord_52) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_53 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_2
        %coord_54 = cute.make_coord(%3, %arg3) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_55 = cute.slice(%arg1, %coord_54) : !memref_gmem_f32, !cute.coord<"((_,_),(?,?))">
        %iter_56 = cute.get_iter(%slice_55) : !memref_gmem_f32_1
        %iter_57 = cute.get_iter(%slice_55) : !memref_gmem_f32_1
        %coord_58 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg4, %slice_55, %coord_58) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
        %iter_59 = cute.get_iter(%dst_partitioned) : !memref_gmem_f32_2
        %c2048_i32 = arith.constant 2048 : i32
        %111 = arith.muli %arg3, %c2048_i32 : i32
        %c4_i32_60 = arith.constant 4 : i32
        %112 = arith.muli %0, %c4_i32_60 : i32
        %113 = arith.addi %111, %112 : i32
        %sz_61 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f32_2) -> !cute.int_tuple<"4">
        %e0_62 = cute.get_leaves(%sz_61) : !cute.int_tuple<"4">
        %shape_63 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_64 = cute.make_layout(%shape_63) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_64) : !memref_rmem_i8
        %iter_65 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_66 = cute.get_iter(%rmem) : !memref_rmem_i8
        %c0_i32_67 = arith.constant 0 : i32
        %114 = arith.addi %113, %c0_i32_67 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %115 = arith.cmpi slt, %114, %c5000_i32 : i32
        %116 = arith.extui %115 : i1 to i8
        %coord_68 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_68, %116) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %c512_i32 = arith.constant 512 : i32
        %117 = arith.addi %113, %c512_i32 : i32
        %118 = arith.cmpi slt, %117, %c5000_i32 : i32
        %119 = arith.extui %118 : i1 to i8
        %coord_69 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_69, %119) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %c1024_i32 = arith.constant 1024 : i32
        %120 = arith.addi %113, %c1024_i32 : i32
        %121 = arith.cmpi slt, %120, %c5000_i32 : i32
        %122 = arith.extui %121 : i1 to i8
        %coord_70 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_70, %122) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %c1536_i32 = arith.constant 1536 : i32
        %123 = arith.addi %113, %c1536_i32 : i32
        %124 = arith.cmpi slt, %123, %c5000_i32 : i32
        %125 = arith.extui %124 : i1 to i8
        %coord_71 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_71, %125) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_72 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
        %126 = cute.make_layout_like(%lay_72) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_73 = cute.memref.alloca(%126) : !memref_rmem_f32
        %iter_74 = cute.get_iter(%rmem_73) : !memref_rmem_f32
        %iter_75 = cute.get_iter(%rmem_73) : !memref_rmem_f32
        %lay_76 = cute.get_layout(%rmem_73) : !memref_rmem_f32
        %sz_77 = cute.size(%rmem_73) : (!memref_rmem_f32) -> !cute.int_tuple<"16">
        %e0_78 = cute.get_leaves(%sz_77) : !cute.int_tuple<"16">
        %127 = cute.get_shape(%lay_76) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_79, %e1, %e2, %e3 = cute.get_leaves(%127) : !cute.shape<"((4,1),1,4)">
        %int_tuple_80 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %res = cute.tuple.product(%int_tuple_80) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_81 = cute.get_leaves(%res) : !cute.int_tuple<"16">
        %cst_82 = arith.constant 0.000000e+00 : f32
        %128 = vector.broadcast %cst_82 : f32 to vector<16xf32>
        %int_tuple_83 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_84 = cute.size(%int_tuple_83) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_85 = cute.get_leaves(%sz_84) : !cute.int_tuple<"16">
        %int_tuple_86 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_87 = cute.size(%int_tuple_86) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"16">
        cute.memref.store_vec(%128, %rmem_73) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %129 = cute.get_shape(%lay_72) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_89, %e1_90, %e2_91, %e3_92 = cute.get_leaves(%129) : !cute.shape<"((4,1),1,4)">
        %shape_93 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_94 = cute.make_layout(%shape_93) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_72, %lay_94) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_95 = cute.make_view(%iter_53, %append) : !memref_gmem_f32_2
        %iter_96 = cute.get_iter(%view_95) : !memref_gmem_f32_2
        %lay_97 = cute.get_layout(%view_95) : !memref_gmem_f32_2
        %130 = cute.get_shape(%lay_97) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_98, %e1_99, %e2_100, %e3_101 = cute.get_leaves(%130) : !cute.shape<"((4,1),1,4)">
        %grouped = cute.group_modes(%view_95) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_102 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %iter_103 = cute.get_iter(%grouped) : !memref_gmem_f32_3
        %shape_104 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_105 = cute.make_layout(%shape_104) : !cute.layout<"1:0">
        %append_106 = cute.append_to_rank<2> (%lay_76, %lay_105) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_107 = cute.make_view(%iter_75, %append_106) : !memref_rmem_f32
        %iter_108 = cute.get_iter(%view_107) : !memref_rmem_f32
        %lay_109 = cute.get_layout(%view_107) : !memref_rmem_f32
        %131 = cute.get_shape(%lay_109) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_110, %e1_111, %e2_112, %e3_113 = cute.get_leaves(%131) : !cute.shape<"((4,1),1,4)">
        %grouped_114 = cute.group_modes(%view_107) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_115 = cute.get_iter(%grouped_114) : !memref_rmem_f32_1
        %iter_116 = cute.get_iter(%grouped_114) : !memref_rmem_f32_1
        %lay_117 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_118 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_119 = cute.make_layout(%shape_118) : !cute.layout<"1:0">
        %append_120 = cute.append_to_rank<2> (%lay_117, %lay_119) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_121 = cute.make_view(%iter_66, %append_120) : !memref_rmem_i8
        %iter_122 = cute.get_iter(%view_121) : !memref_rmem_i8
        %lay_123 = cute.get_layout(%view_121) : !memref_rmem_i8
        %132 = cute.get_shape(%lay_123) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_124, %e1_125, %e2_126 = cute.get_leaves(%132) : !cute.shape<"(1,1,4)">
        %grouped_127 = cute.group_modes(%view_121) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_128 = cute.get_iter(%grouped_127) : !memref_rmem_i8_1
        %iter_129 = cute.get_iter(%grouped_127) : !memref_rmem_i8_1
        %lay_130 = cute.get_layout(%grouped) : !memref_gmem_f32_3
        %133 = cute.get_shape(%lay_130) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_131, %e1_132, %e2_133, %e3_134 = cute.get_leaves(%133) : !cute.shape<"((4,1),(1,4))">
        %lay_135 = cute.get_layout(%grouped_114) : !memref_rmem_f32_1
        %134 = cute.get_shape(%lay_135) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_136, %e1_137, %e2_138, %e3_139 = cute.get_leaves(%134) : !cute.shape<"((4,1),(1,4))">
        %sz_140 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_141 = cute.get_leaves(%sz_140) : !cute.int_tuple<"4">
        %sz_142 = cute.size(%grouped_114) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_143 = cute.get_leaves(%sz_142) : !cute.int_tuple<"4">
        cute.copy(%arg2, %grouped, %grouped_114, %grouped_127) : (!copy_simt, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1)
        %135 = cute.memref.load_vec(%rmem_73) : (!memref_rmem_f32) -> vector<16xf32>
        %136 = vector.broadcast %99 : f32 to vector<16xf32>
        %137 = arith.subf %135, %136 : vector<16xf32>
        %cst_144 = arith.constant 1.44269502 : f32
        %138 = vector.broadcast %cst_144 : f32 to vector<16xf32>
        %139 = arith.mulf %137, %138 : vector<16xf32>
        %140 = vector.broadcast %109 : f32 to vector<16xf32>
        %141 = arith.subf %139, %140 : vector<16xf32>
        %142 = math.exp2 %141 fastmath<fast> : vector<16xf32>
        %lay_145 = cute.get_layout(%dst_partitioned) : !memref_gmem_f32_2
        %143 = cute.make_layout_like(%lay_145) : !cute_layout_057eda to !cute_layout_65aa51
        %rmem_146 = cute.memref.alloca(%143) : !memref_rmem_f32
        %iter_147 = cute.get_iter(%rmem_146) : !memref_rmem_f32
        %iter_148 = cute.get_iter(%rmem_146) : !memref_rmem_f32
        %lay_149 = cute.get_layout(%rmem_146) : !memref_rmem_f32
        %144 = cute.get_shape(%lay_149) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_150, %e1_151, %e2_152, %e3_153 = cute.get_leaves(%144) : !cute.shape<"((4,1),1,4)">
        %int_tuple_154 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_155 = cute.size(%int_tuple_154) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_156 = cute.get_leaves(%sz_155) : !cute.int_tuple<"16">
        %int_tuple_157 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_158 = cute.size(%int_tuple_157) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_159 = cute.get_leaves(%sz_158) : !cute.int_tuple<"16">
        cute.memref.store_vec(%142, %rmem_146) : (vector<16xf32>, !memref_rmem_f32) -> ()
        %145 = cute.get_shape(%lay_145) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_160, %e1_161, %e2_162, %e3_163 = cute.get_leaves(%145) : !cute.shape<"((4,1),1,4)">
        %shape_164 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_165 = cute.make_layout(%shape_164) : !cute.layout<"1:0">
        %append_166 = cute.append_to_rank<2> (%lay_149, %lay_165) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_167 = cute.make_view(%iter_148, %append_166) : !memref_rmem_f32
        %iter_168 = cute.get_iter(%view_167) : !memref_rmem_f32
        %lay_169 = cute.get_layout(%view_167) : !memref_rmem_f32
        %146 = cute.get_shape(%lay_169) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_170, %e1_171, %e2_172, %e3_173 = cute.get_leaves(%146) : !cute.shape<"((4,1),1,4)">
        %grouped_174 = cute.group_modes(%view_167) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
        %iter_175 = cute.get_iter(%grouped_174) : !memref_rmem_f32_1
        %iter_176 = cute.get_iter(%grouped_174) : !memref_rmem_f32_1
        %shape_177 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_178 = cute.make_layout(%shape_177) : !cute.layout<"1:0">
        %append_179 = cute.append_to_rank<2> (%lay_145, %lay_178) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_180 = cute.make_view(%iter_59, %append_179) : !memref_gmem_f32_2
        %iter_181 = cute.get_iter(%view_180) : !memref_gmem_f32_2
        %lay_182 = cute.get_layout(%view_180) : !memref_gmem_f32_2
        %147 = cute.get_shape(%lay_182) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%147) : !cute.shape<"((4,1),1,4)">
        %grouped_187 = cute.group_modes(%view_180) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
        %iter_188 = cute.get_iter(%grouped_187) : !memref_gmem_f32_3
        %iter_189 = cute.get_iter(%grouped_187) : !memref_gmem_f32_3
        %shape_190 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_191 = cute.make_layout(%shape_190) : !cute.layout<"1:0">
        %append_192 = cute.append_to_rank<2> (%lay_117, %lay_191) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_193 = cute.make_view(%iter_66, %append_192) : !memref_rmem_i8
        %iter_194 = cute.get_iter(%view_193) : !memref_rmem_i8
        %lay_195 = cute.get_layout(%view_193) : !memref_rmem_i8
        %148 = cute.get_shape(%lay_195) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_196, %e1_197, %e2_198 = cute.get_leaves(%148) : !cute.shape<"(1,1,4)">
        %grouped_199 = cute.group_modes(%view_193) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_200 = cute.get_iter(%grouped_199) : !memref_rmem_i8_1
        %iter_201 = cute.get_iter(%grouped_199) : !memref_rmem_i8_1
        %lay_202 = cute.get_layout(%grouped_174) : !memref_rmem_f32_1
        %149 = cute.get_shape(%lay_202) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_203, %e1_204, %e2_205, %e3_206 = cute.get_leaves(%149) : !cute.shape<"((4,1),(1,4))">
        %lay_207 = cute.get_layout(%grouped_187) : !memref_gmem_f32_3
        %150 = cute.get_shape(%lay_207) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_208, %e1_209, %e2_210, %e3_211 = cute.get_leaves(%150) : !cute.shape<"((4,1),(1,4))">
        %sz_212 = cute.size(%grouped_174) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"4">
        %e0_213 = cute.get_leaves(%sz_212) : !cute.int_tuple<"4">
        %sz_214 = cute.size(%grouped_187) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"4">
        %e0_215 = cute.get_leaves(%sz_214) : !cute.int_tuple<"4">
        cute.copy(%arg2, %grouped_174, %grouped_187, %grouped_199) : (!copy_simt, !memref_rmem_f32_1, !memref_gmem_f32_3, !memref_rmem_i8_1)
        scf.yield %arg4 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h9cedc24f(%arg0: !memref_gmem_f32_4, %arg1: !memref_gmem_f32_4, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_4
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_4
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f32_4
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f32_4
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32_4
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_3, %e1_4 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_5 = cute.make_layout(%shape, %stride) : !cute_layout_5d1655
    %view = cute.make_view(%iter_1, %lay_5) : !memref_gmem_f32_4
    %iter_6 = cute.get_iter(%view) : !memref_gmem_f32_4
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_f32_4
    %2 = cute.get_stride(%lay_7) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_8, %e1_9 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_7) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_10, %e1_11 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_14 = cute.make_layout(%shape_12, %stride_13) : !cute_layout_5d1655
    %view_15 = cute.make_view(%iter_2, %lay_14) : !memref_gmem_f32_4
    %iter_16 = cute.get_iter(%view_15) : !memref_gmem_f32_4
    %lay_17 = cute.get_layout(%view) : !memref_gmem_f32_4
    %4 = cute.get_shape(%lay_17) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_18, %e1_19 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div = cute.zipped_divide(%view, %tile) : !memref_gmem_f32_4, !cute.tile<"[1:0;2048:1]">
    %iter_20 = cute.get_iter(%div) : !memref_gmem_f32
    %iter_21 = cute.get_iter(%div) : !memref_gmem_f32
    %lay_22 = cute.get_layout(%view_15) : !memref_gmem_f32_4
    %5 = cute.get_shape(%lay_22) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_23, %e1_24 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_25 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %div_26 = cute.zipped_divide(%view_15, %tile_25) : !memref_gmem_f32_4, !cute.tile<"[1:0;2048:1]">
    %iter_27 = cute.get_iter(%div_26) : !memref_gmem_f32
    %iter_28 = cute.get_iter(%div_26) : !memref_gmem_f32
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_29 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_30 = cute.make_ordered_layout(%shape_29, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_31 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_33 = cute.make_ordered_layout(%shape_31, %int_tuple_32) : (!cute.shape<"(1,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,4):(0,1)">
    %prod = cute.raked_product(%lay_30, %lay_33) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,4):(0,1)">) -> !cute_layout_b668f0
    %sz = cute.size(%lay_30) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_34 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_35 = cute.size(%lay_33) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_36 = cute.get_leaves(%sz_35) : !cute.int_tuple<"4">
    %shape_37 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_38 = cute.make_layout(%shape_37) : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %6 = cute.composition(%rinv, %lay_38) : (!cute.layout<"(128,4):(4,1)">, !cute.layout<"(128,4):(1,128)">) -> !cute.layout<"(128,4):(4,1)">
    %7 = cute.get_shape(%prod) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_39, %e1_40, %e2 = cute.get_leaves(%7) : !cute.shape<"(1,(4,128))">
    %int_tuple_41 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %res = cute.tuple.product_each(%int_tuple_41) : (!cute.int_tuple<"(1,(4,128))">) -> !cute.int_tuple<"(1,512)">
    %e0_42, %e1_43 = cute.get_leaves(%res) : !cute.int_tuple<"(1,512)">
    %tile_44 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %8 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_45 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f32_4) -> !cute.int_tuple<"96">
    %e0_46 = cute.get_leaves(%sz_45) : !cute.int_tuple<"96">
    %lay_47 = cute.get_layout(%div) : !memref_gmem_f32
    %lay_48 = cute.get_layout(%div_26) : !memref_gmem_f32
    %9 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_49, %e1_50 = cute.get_leaves(%9) : !cute.tile<"[1:0;512:1]">
    %10 = cute.static : !cute.layout<"(128,4):(4,1)">
    %11 = cute.static : !cute.layout<"1:0">
    %12 = cute.static : !cute.layout<"(1,4):(0,1)">
    %13 = cute.static : !cute.layout<"(1,4):(0,1)">
    %14 = cute.kernel_smem_size @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0 : i64
    %c96_i32 = arith.constant 96 : i32
    %15 = arith.extsi %c96_i32 : i32 to i64
    %16 = arith.cmpi slt, %15, %14 : i64
    scf.if %16 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c96_i32, %14) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %17 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %17 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
    }
    %18 = arith.extsi %c96_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_51 = arith.constant 96 : i32
    %19 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %18, gridDim = (%c96_i32_51, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%19] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_52 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%19] %c0_i32_52 : !cuda_launch_cfg_2cf94c, i32
    %20 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0<%19> (%div, %div_26, %8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f32, !memref_gmem_f32, !copy_simt) -> !cuda.result
    %21 = cuda.cast %20 : !cuda.result -> i32
    cuda.return_if_error %21 : i32
    %c0_i32_53 = arith.constant 0 : i32
    return %c0_i32_53 : i32
  }
}
