!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
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
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0(%arg0: !memref_gmem_bf16, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16, %arg3: !memref_gmem_f32, %arg4: f32, %arg5: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 6 : i32, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16
      %lay_7 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_8 = cute.get_layout(%arg2) : !memref_gmem_bf16
      %lay_9 = cute.get_layout(%arg3) : !memref_gmem_f32
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
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %sz_10 = cute.size(%arg0) <{mode = [0]}> : (!memref_gmem_bf16) -> !cute.int_tuple<"8192">
      %e0_11 = cute.get_leaves(%sz_10) : !cute.int_tuple<"8192">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_12 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_13 = cute.get_leaves(%sz_12) : !cute.int_tuple<"5000">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %8 = scf.for %arg6 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg7 = %cst) -> (f32)  : i32 {
        %c8192_i32 = arith.constant 8192 : i32
        %44 = arith.muli %arg6, %c8192_i32 : i32
        %c8_i32_41 = arith.constant 8 : i32
        %45 = arith.muli %0, %c8_i32_41 : i32
        %46 = arith.addi %44, %45 : i32
        %coord_42 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_42) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_43 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_44 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_45 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_45) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_46 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %sz_47 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_48 = cute.get_leaves(%sz_47) : !cute.int_tuple<"4">
        %shape_49 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_50 = cute.make_layout(%shape_49) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_50) : !memref_rmem_i8
        %iter_51 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_52 = cute.get_iter(%rmem) : !memref_rmem_i8
        %c0_i32_53 = arith.constant 0 : i32
        %47 = arith.addi %46, %c0_i32_53 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %48 = arith.cmpi slt, %47, %c5000_i32 : i32
        %49 = arith.extui %48 : i1 to i8
        %coord_54 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_54, %49) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %c2048_i32 = arith.constant 2048 : i32
        %50 = arith.addi %46, %c2048_i32 : i32
        %51 = arith.cmpi slt, %50, %c5000_i32 : i32
        %52 = arith.extui %51 : i1 to i8
        %coord_55 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_55, %52) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %c4096_i32 = arith.constant 4096 : i32
        %53 = arith.addi %46, %c4096_i32 : i32
        %54 = arith.cmpi slt, %53, %c5000_i32 : i32
        %55 = arith.extui %54 : i1 to i8
        %coord_56 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_56, %55) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %c6144_i32 = arith.constant 6144 : i32
        %56 = arith.addi %46, %c6144_i32 : i32
        %57 = arith.cmpi slt, %56, %c5000_i32 : i32
        %58 = arith.extui %57 : i1 to i8
        %coord_57 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_57, %58) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_58 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %59 = cute.make_layout_like(%lay_58) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_59 = cute.memref.alloca(%59) : !memref_rmem_bf16
        %iter_60 = cute.get_iter(%rmem_59) : !memref_rmem_bf16
        %iter_61 = cute.get_iter(%rmem_59) : !memref_rmem_bf16
        %lay_62 = cute.get_layout(%rmem_59) : !memref_rmem_bf16
        %sz_63 = cute.size(%rmem_59) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_64 = cute.get_leaves(%sz_63) : !cute.int_tuple<"32">
        %60 = cute.get_shape(%lay_62) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_65, %e1, %e2, %e3 = cute.get_leaves(%60) : !cute.shape<"((8,1),1,4)">
        %int_tuple_66 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_66) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_67 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_68 = arith.constant 0.000000e+00 : bf16
        %61 = vector.broadcast %cst_68 : bf16 to vector<32xbf16>
        %int_tuple_69 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_70 = cute.size(%int_tuple_69) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_71 = cute.get_leaves(%sz_70) : !cute.int_tuple<"32">
        %int_tuple_72 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_73 = cute.size(%int_tuple_72) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_74 = cute.get_leaves(%sz_73) : !cute.int_tuple<"32">
        cute.memref.store_vec(%61, %rmem_59) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %62 = cute.get_shape(%lay_58) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_75, %e1_76, %e2_77, %e3_78 = cute.get_leaves(%62) : !cute.shape<"((8,1),1,4)">
        %shape_79 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_80 = cute.make_layout(%shape_79) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_58, %lay_80) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_81 = cute.make_view(%iter_46, %append) : !memref_gmem_bf16_3
        %iter_82 = cute.get_iter(%view_81) : !memref_gmem_bf16_3
        %lay_83 = cute.get_layout(%view_81) : !memref_gmem_bf16_3
        %63 = cute.get_shape(%lay_83) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_84, %e1_85, %e2_86, %e3_87 = cute.get_leaves(%63) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_81) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_88 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_89 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %shape_90 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_91 = cute.make_layout(%shape_90) : !cute.layout<"1:0">
        %append_92 = cute.append_to_rank<2> (%lay_62, %lay_91) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_93 = cute.make_view(%iter_61, %append_92) : !memref_rmem_bf16
        %iter_94 = cute.get_iter(%view_93) : !memref_rmem_bf16
        %lay_95 = cute.get_layout(%view_93) : !memref_rmem_bf16
        %64 = cute.get_shape(%lay_95) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_96, %e1_97, %e2_98, %e3_99 = cute.get_leaves(%64) : !cute.shape<"((8,1),1,4)">
        %grouped_100 = cute.group_modes(%view_93) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_101 = cute.get_iter(%grouped_100) : !memref_rmem_bf16_1
        %iter_102 = cute.get_iter(%grouped_100) : !memref_rmem_bf16_1
        %lay_103 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_104 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_105 = cute.make_layout(%shape_104) : !cute.layout<"1:0">
        %append_106 = cute.append_to_rank<2> (%lay_103, %lay_105) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_107 = cute.make_view(%iter_52, %append_106) : !memref_rmem_i8
        %iter_108 = cute.get_iter(%view_107) : !memref_rmem_i8
        %lay_109 = cute.get_layout(%view_107) : !memref_rmem_i8
        %65 = cute.get_shape(%lay_109) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_110, %e1_111, %e2_112 = cute.get_leaves(%65) : !cute.shape<"(1,1,4)">
        %grouped_113 = cute.group_modes(%view_107) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_114 = cute.get_iter(%grouped_113) : !memref_rmem_i8_1
        %iter_115 = cute.get_iter(%grouped_113) : !memref_rmem_i8_1
        %lay_116 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %66 = cute.get_shape(%lay_116) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_117, %e1_118, %e2_119, %e3_120 = cute.get_leaves(%66) : !cute.shape<"((8,1),(1,4))">
        %lay_121 = cute.get_layout(%grouped_100) : !memref_rmem_bf16_1
        %67 = cute.get_shape(%lay_121) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_122, %e1_123, %e2_124, %e3_125 = cute.get_leaves(%67) : !cute.shape<"((8,1),(1,4))">
        %sz_126 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_127 = cute.get_leaves(%sz_126) : !cute.int_tuple<"4">
        %sz_128 = cute.size(%grouped_100) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_129 = cute.get_leaves(%sz_128) : !cute.int_tuple<"4">
        cute.copy(%arg5, %grouped, %grouped_100, %grouped_113) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %68 = cute.memref.load_vec(%rmem_59) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_130 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_131 = cute.size(%int_tuple_130) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_132 = cute.get_leaves(%sz_131) : !cute.int_tuple<"32">
        %69 = arith.extf %68 : vector<32xbf16> to vector<32xf32>
        %70 = arith.mulf %69, %69 : vector<32xf32>
        %cst_133 = arith.constant 0.000000e+00 : f32
        %71 = vector.reduction <add>, %70, %cst_133 : vector<32xf32> into f32
        %72 = arith.addf %arg7, %71 : f32
        scf.yield %72 : f32
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync bfly %c-1_i32, %8, %c16_i32, %c31_i32 : f32 -> f32
      %10 = arith.addf %8, %9 : f32
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
      %lay_14 = cute.make_layout(%shape) : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_14) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_15 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_14) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_16 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %shape_17 = cute.make_shape() : () -> !cute.shape<"32">
      %lay_18 = cute.make_layout(%shape_17) : !cute.layout<"32:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_19 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_20 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_21 = cute.recast_iter(%iter_20) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view = cute.make_view(%iter_21, %lay_14) : !memref_smem_f32
      %iter_22 = cute.get_iter(%view) : !memref_smem_f32
      %iter_23 = cute.get_iter(%view) : !memref_smem_f32
      %c0_i32_24 = arith.constant 0 : i32
      %19 = arith.cmpi eq, %6, %c0_i32_24 : i32
      %20 = scf.if %19 -> (!memref_smem_f32) {
        %iter_41 = cute.get_iter(%view) : !memref_smem_f32
        %coord_42 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_42, %18) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32
      } else {
        %iter_41 = cute.get_iter(%view) : !memref_smem_f32
        scf.yield %view : !memref_smem_f32
      }
      %iter_25 = cute.get_iter(%20) : !memref_smem_f32
      %iter_26 = cute.get_iter(%20) : !memref_smem_f32
      nvvm.barrier
      %coord_27 = cute.make_coord() : () -> !cute.coord<"0">
      %21 = cute.memref.load(%20, %coord_27) : (!memref_smem_f32, !cute.coord<"0">) -> f32
      %coord_28 = cute.make_coord() : () -> !cute.coord<"1">
      %22 = cute.memref.load(%20, %coord_28) : (!memref_smem_f32, !cute.coord<"1">) -> f32
      %23 = arith.addf %21, %22 : f32
      %coord_29 = cute.make_coord() : () -> !cute.coord<"2">
      %24 = cute.memref.load(%20, %coord_29) : (!memref_smem_f32, !cute.coord<"2">) -> f32
      %25 = arith.addf %23, %24 : f32
      %coord_30 = cute.make_coord() : () -> !cute.coord<"3">
      %26 = cute.memref.load(%20, %coord_30) : (!memref_smem_f32, !cute.coord<"3">) -> f32
      %27 = arith.addf %25, %26 : f32
      %coord_31 = cute.make_coord() : () -> !cute.coord<"4">
      %28 = cute.memref.load(%20, %coord_31) : (!memref_smem_f32, !cute.coord<"4">) -> f32
      %29 = arith.addf %27, %28 : f32
      %coord_32 = cute.make_coord() : () -> !cute.coord<"5">
      %30 = cute.memref.load(%20, %coord_32) : (!memref_smem_f32, !cute.coord<"5">) -> f32
      %31 = arith.addf %29, %30 : f32
      %coord_33 = cute.make_coord() : () -> !cute.coord<"6">
      %32 = cute.memref.load(%20, %coord_33) : (!memref_smem_f32, !cute.coord<"6">) -> f32
      %33 = arith.addf %31, %32 : f32
      %coord_34 = cute.make_coord() : () -> !cute.coord<"7">
      %34 = cute.memref.load(%20, %coord_34) : (!memref_smem_f32, !cute.coord<"7">) -> f32
      %35 = arith.addf %33, %34 : f32
      %cst_35 = arith.constant 5.000000e+03 : f32
      %36 = arith.divf %35, %cst_35 : f32
      %37 = arith.addf %36, %arg4 : f32
      %38 = math.rsqrt %37 : f32
      %cst_36 = arith.constant 0x7F800000 : f32
      %39 = arith.cmpf oeq, %35, %cst_36 : f32
      %40:2 = scf.if %39 -> (!memref_smem_f32, f32) {
        %iter_41 = cute.get_iter(%20) : !memref_smem_f32
        %cst_42 = arith.constant 0.000000e+00 : f32
        %c0_i32_43 = arith.constant 0 : i32
        %c1_i32_44 = arith.constant 1 : i32
        %44 = scf.for %arg6 = %c0_i32_43 to %c1_i32_44 step %c1_i32_44 iter_args(%arg7 = %cst_42) -> (f32)  : i32 {
          %c8192_i32 = arith.constant 8192 : i32
          %107 = arith.muli %arg6, %c8192_i32 : i32
          %c8_i32_74 = arith.constant 8 : i32
          %108 = arith.muli %0, %c8_i32_74 : i32
          %109 = arith.addi %107, %108 : i32
          %coord_75 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %slice = cute.slice(%arg0, %coord_75) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
          %iter_76 = cute.get_iter(%slice) : !memref_gmem_bf16_2
          %iter_77 = cute.get_iter(%slice) : !memref_gmem_bf16_2
          %coord_78 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
          %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_78) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
          %iter_79 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
          %sz_80 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
          %e0_81 = cute.get_leaves(%sz_80) : !cute.int_tuple<"4">
          %shape_82 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_83 = cute.make_layout(%shape_82) : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_83) : !memref_rmem_i8
          %iter_84 = cute.get_iter(%rmem) : !memref_rmem_i8
          %iter_85 = cute.get_iter(%rmem) : !memref_rmem_i8
          %c0_i32_86 = arith.constant 0 : i32
          %110 = arith.addi %109, %c0_i32_86 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %111 = arith.cmpi slt, %110, %c5000_i32 : i32
          %112 = arith.extui %111 : i1 to i8
          %coord_87 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_87, %112) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
          %c2048_i32 = arith.constant 2048 : i32
          %113 = arith.addi %109, %c2048_i32 : i32
          %114 = arith.cmpi slt, %113, %c5000_i32 : i32
          %115 = arith.extui %114 : i1 to i8
          %coord_88 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_88, %115) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
          %c4096_i32 = arith.constant 4096 : i32
          %116 = arith.addi %109, %c4096_i32 : i32
          %117 = arith.cmpi slt, %116, %c5000_i32 : i32
          %118 = arith.extui %117 : i1 to i8
          %coord_89 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_89, %118) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
          %c6144_i32 = arith.constant 6144 : i32
          %119 = arith.addi %109, %c6144_i32 : i32
          %120 = arith.cmpi slt, %119, %c5000_i32 : i32
          %121 = arith.extui %120 : i1 to i8
          %coord_90 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_90, %121) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_91 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
          %122 = cute.make_layout_like(%lay_91) : !cute_layout_92844a to !cute_layout_a987c4
          %rmem_92 = cute.memref.alloca(%122) : !memref_rmem_bf16
          %iter_93 = cute.get_iter(%rmem_92) : !memref_rmem_bf16
          %iter_94 = cute.get_iter(%rmem_92) : !memref_rmem_bf16
          %lay_95 = cute.get_layout(%rmem_92) : !memref_rmem_bf16
          %sz_96 = cute.size(%rmem_92) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
          %e0_97 = cute.get_leaves(%sz_96) : !cute.int_tuple<"32">
          %123 = cute.get_shape(%lay_95) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_98, %e1, %e2, %e3 = cute.get_leaves(%123) : !cute.shape<"((8,1),1,4)">
          %int_tuple_99 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %res = cute.tuple.product(%int_tuple_99) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_100 = cute.get_leaves(%res) : !cute.int_tuple<"32">
          %cst_101 = arith.constant 0.000000e+00 : bf16
          %124 = vector.broadcast %cst_101 : bf16 to vector<32xbf16>
          %int_tuple_102 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_103 = cute.size(%int_tuple_102) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_104 = cute.get_leaves(%sz_103) : !cute.int_tuple<"32">
          %int_tuple_105 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_106 = cute.size(%int_tuple_105) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_107 = cute.get_leaves(%sz_106) : !cute.int_tuple<"32">
          cute.memref.store_vec(%124, %rmem_92) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
          %125 = cute.get_shape(%lay_91) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_108, %e1_109, %e2_110, %e3_111 = cute.get_leaves(%125) : !cute.shape<"((8,1),1,4)">
          %shape_112 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_113 = cute.make_layout(%shape_112) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_91, %lay_113) : !cute_layout_92844a, !cute.layout<"1:0">
          %view_114 = cute.make_view(%iter_79, %append) : !memref_gmem_bf16_3
          %iter_115 = cute.get_iter(%view_114) : !memref_gmem_bf16_3
          %lay_116 = cute.get_layout(%view_114) : !memref_gmem_bf16_3
          %126 = cute.get_shape(%lay_116) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_117, %e1_118, %e2_119, %e3_120 = cute.get_leaves(%126) : !cute.shape<"((8,1),1,4)">
          %grouped = cute.group_modes(%view_114) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
          %iter_121 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
          %iter_122 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
          %shape_123 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_124 = cute.make_layout(%shape_123) : !cute.layout<"1:0">
          %append_125 = cute.append_to_rank<2> (%lay_95, %lay_124) : !cute_layout_a987c4, !cute.layout<"1:0">
          %view_126 = cute.make_view(%iter_94, %append_125) : !memref_rmem_bf16
          %iter_127 = cute.get_iter(%view_126) : !memref_rmem_bf16
          %lay_128 = cute.get_layout(%view_126) : !memref_rmem_bf16
          %127 = cute.get_shape(%lay_128) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_129, %e1_130, %e2_131, %e3_132 = cute.get_leaves(%127) : !cute.shape<"((8,1),1,4)">
          %grouped_133 = cute.group_modes(%view_126) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_134 = cute.get_iter(%grouped_133) : !memref_rmem_bf16_1
          %iter_135 = cute.get_iter(%grouped_133) : !memref_rmem_bf16_1
          %lay_136 = cute.get_layout(%rmem) : !memref_rmem_i8
          %shape_137 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_138 = cute.make_layout(%shape_137) : !cute.layout<"1:0">
          %append_139 = cute.append_to_rank<2> (%lay_136, %lay_138) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_140 = cute.make_view(%iter_85, %append_139) : !memref_rmem_i8
          %iter_141 = cute.get_iter(%view_140) : !memref_rmem_i8
          %lay_142 = cute.get_layout(%view_140) : !memref_rmem_i8
          %128 = cute.get_shape(%lay_142) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_143, %e1_144, %e2_145 = cute.get_leaves(%128) : !cute.shape<"(1,1,4)">
          %grouped_146 = cute.group_modes(%view_140) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
          %iter_147 = cute.get_iter(%grouped_146) : !memref_rmem_i8_1
          %iter_148 = cute.get_iter(%grouped_146) : !memref_rmem_i8_1
          %lay_149 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
          %129 = cute.get_shape(%lay_149) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
          %e0_150, %e1_151, %e2_152, %e3_153 = cute.get_leaves(%129) : !cute.shape<"((8,1),(1,4))">
          %lay_154 = cute.get_layout(%grouped_133) : !memref_rmem_bf16_1
          %130 = cute.get_shape(%lay_154) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
          %e0_155, %e1_156, %e2_157, %e3_158 = cute.get_leaves(%130) : !cute.shape<"((8,1),(1,4))">
          %sz_159 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
          %e0_160 = cute.get_leaves(%sz_159) : !cute.int_tuple<"4">
          %sz_161 = cute.size(%grouped_133) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
          %e0_162 = cute.get_leaves(%sz_161) : !cute.int_tuple<"4">
          cute.copy(%arg5, %grouped, %grouped_133, %grouped_146) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
          %131 = cute.memref.load_vec(%rmem_92) : (!memref_rmem_bf16) -> vector<32xbf16>
          %int_tuple_163 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_164 = cute.size(%int_tuple_163) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_165 = cute.get_leaves(%sz_164) : !cute.int_tuple<"32">
          %132 = arith.extf %131 : vector<32xbf16> to vector<32xf32>
          %cst_166 = arith.constant 0.000000e+00 : f32
          %133 = vector.broadcast %cst_166 : f32 to vector<32xf32>
          %134 = arith.cmpf olt, %132, %133 : vector<32xf32>
          %135 = arith.negf %132 : vector<32xf32>
          %136 = arith.select %134, %135, %132 : vector<32xi1>, vector<32xf32>
          %137 = vector.reduction <maximumf>, %136, %cst_166 : vector<32xf32> into f32
          %138 = arith.maximumf %arg7, %137 : f32
          scf.yield %138 : f32
        }
        %c-1_i32_45 = arith.constant -1 : i32
        %c16_i32_46 = arith.constant 16 : i32
        %c31_i32_47 = arith.constant 31 : i32
        %45 = nvvm.shfl.sync bfly %c-1_i32_45, %44, %c16_i32_46, %c31_i32_47 : f32 -> f32
        %46 = arith.maximumf %44, %45 : f32
        %c8_i32_48 = arith.constant 8 : i32
        %47 = nvvm.shfl.sync bfly %c-1_i32_45, %46, %c8_i32_48, %c31_i32_47 : f32 -> f32
        %48 = arith.maximumf %46, %47 : f32
        %c4_i32_49 = arith.constant 4 : i32
        %49 = nvvm.shfl.sync bfly %c-1_i32_45, %48, %c4_i32_49, %c31_i32_47 : f32 -> f32
        %50 = arith.maximumf %48, %49 : f32
        %c2_i32_50 = arith.constant 2 : i32
        %51 = nvvm.shfl.sync bfly %c-1_i32_45, %50, %c2_i32_50, %c31_i32_47 : f32 -> f32
        %52 = arith.maximumf %50, %51 : f32
        %53 = nvvm.shfl.sync bfly %c-1_i32_45, %52, %c1_i32_44, %c31_i32_47 : f32 -> f32
        %54 = arith.maximumf %52, %53 : f32
        nvvm.barrier
        %c0_i32_51 = arith.constant 0 : i32
        %55 = arith.cmpi eq, %6, %c0_i32_51 : i32
        %56 = scf.if %55 -> (!memref_smem_f32) {
          %iter_74 = cute.get_iter(%20) : !memref_smem_f32
          %coord_75 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
          cute.memref.store(%20, %coord_75, %54) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
          scf.yield %20 : !memref_smem_f32
        } else {
          %iter_74 = cute.get_iter(%20) : !memref_smem_f32
          scf.yield %20 : !memref_smem_f32
        }
        %iter_52 = cute.get_iter(%56) : !memref_smem_f32
        %iter_53 = cute.get_iter(%56) : !memref_smem_f32
        nvvm.barrier
        %coord_54 = cute.make_coord() : () -> !cute.coord<"0">
        %57 = cute.memref.load(%56, %coord_54) : (!memref_smem_f32, !cute.coord<"0">) -> f32
        %coord_55 = cute.make_coord() : () -> !cute.coord<"1">
        %58 = cute.memref.load(%56, %coord_55) : (!memref_smem_f32, !cute.coord<"1">) -> f32
        %59 = arith.maximumf %57, %58 : f32
        %coord_56 = cute.make_coord() : () -> !cute.coord<"2">
        %60 = cute.memref.load(%56, %coord_56) : (!memref_smem_f32, !cute.coord<"2">) -> f32
        %61 = arith.maximumf %59, %60 : f32
        %coord_57 = cute.make_coord() : () -> !cute.coord<"3">
        %62 = cute.memref.load(%56, %coord_57) : (!memref_smem_f32, !cute.coord<"3">) -> f32
        %63 = arith.maximumf %61, %62 : f32
        %coord_58 = cute.make_coord() : () -> !cute.coord<"4">
        %64 = cute.memref.load(%56, %coord_58) : (!memref_smem_f32, !cute.coord<"4">) -> f32
        %65 = arith.maximumf %63, %64 : f32
        %coord_59 = cute.make_coord() : () -> !cute.coord<"5">
        %66 = cute.memref.load(%56, %coord_59) : (!memref_smem_f32, !cute.coord<"5">) -> f32
        %67 = arith.maximumf %65, %66 : f32
        %coord_60 = cute.make_coord() : () -> !cute.coord<"6">
        %68 = cute.memref.load(%56, %coord_60) : (!memref_smem_f32, !cute.coord<"6">) -> f32
        %69 = arith.maximumf %67, %68 : f32
        %coord_61 = cute.make_coord() : () -> !cute.coord<"7">
        %70 = cute.memref.load(%56, %coord_61) : (!memref_smem_f32, !cute.coord<"7">) -> f32
        %71 = arith.maximumf %69, %70 : f32
        %cst_62 = arith.constant 1.000000e+00 : f32
        %72 = arith.divf %cst_62, %71 : f32
        %73 = scf.for %arg6 = %c0_i32_43 to %c1_i32_44 step %c1_i32_44 iter_args(%arg7 = %cst_42) -> (f32)  : i32 {
          %c8192_i32 = arith.constant 8192 : i32
          %107 = arith.muli %arg6, %c8192_i32 : i32
          %c8_i32_74 = arith.constant 8 : i32
          %108 = arith.muli %0, %c8_i32_74 : i32
          %109 = arith.addi %107, %108 : i32
          %coord_75 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %slice = cute.slice(%arg0, %coord_75) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
          %iter_76 = cute.get_iter(%slice) : !memref_gmem_bf16_2
          %iter_77 = cute.get_iter(%slice) : !memref_gmem_bf16_2
          %coord_78 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
          %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_78) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
          %iter_79 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
          %sz_80 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
          %e0_81 = cute.get_leaves(%sz_80) : !cute.int_tuple<"4">
          %shape_82 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_83 = cute.make_layout(%shape_82) : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_83) : !memref_rmem_i8
          %iter_84 = cute.get_iter(%rmem) : !memref_rmem_i8
          %iter_85 = cute.get_iter(%rmem) : !memref_rmem_i8
          %c0_i32_86 = arith.constant 0 : i32
          %110 = arith.addi %109, %c0_i32_86 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %111 = arith.cmpi slt, %110, %c5000_i32 : i32
          %112 = arith.extui %111 : i1 to i8
          %coord_87 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_87, %112) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
          %c2048_i32 = arith.constant 2048 : i32
          %113 = arith.addi %109, %c2048_i32 : i32
          %114 = arith.cmpi slt, %113, %c5000_i32 : i32
          %115 = arith.extui %114 : i1 to i8
          %coord_88 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_88, %115) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
          %c4096_i32 = arith.constant 4096 : i32
          %116 = arith.addi %109, %c4096_i32 : i32
          %117 = arith.cmpi slt, %116, %c5000_i32 : i32
          %118 = arith.extui %117 : i1 to i8
          %coord_89 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_89, %118) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
          %c6144_i32 = arith.constant 6144 : i32
          %119 = arith.addi %109, %c6144_i32 : i32
          %120 = arith.cmpi slt, %119, %c5000_i32 : i32
          %121 = arith.extui %120 : i1 to i8
          %coord_90 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_90, %121) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_91 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
          %122 = cute.make_layout_like(%lay_91) : !cute_layout_92844a to !cute_layout_a987c4
          %rmem_92 = cute.memref.alloca(%122) : !memref_rmem_bf16
          %iter_93 = cute.get_iter(%rmem_92) : !memref_rmem_bf16
          %iter_94 = cute.get_iter(%rmem_92) : !memref_rmem_bf16
          %lay_95 = cute.get_layout(%rmem_92) : !memref_rmem_bf16
          %sz_96 = cute.size(%rmem_92) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
          %e0_97 = cute.get_leaves(%sz_96) : !cute.int_tuple<"32">
          %123 = cute.get_shape(%lay_95) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_98, %e1, %e2, %e3 = cute.get_leaves(%123) : !cute.shape<"((8,1),1,4)">
          %int_tuple_99 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %res = cute.tuple.product(%int_tuple_99) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_100 = cute.get_leaves(%res) : !cute.int_tuple<"32">
          %cst_101 = arith.constant 0.000000e+00 : bf16
          %124 = vector.broadcast %cst_101 : bf16 to vector<32xbf16>
          %int_tuple_102 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_103 = cute.size(%int_tuple_102) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_104 = cute.get_leaves(%sz_103) : !cute.int_tuple<"32">
          %int_tuple_105 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_106 = cute.size(%int_tuple_105) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_107 = cute.get_leaves(%sz_106) : !cute.int_tuple<"32">
          cute.memref.store_vec(%124, %rmem_92) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
          %125 = cute.get_shape(%lay_91) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_108, %e1_109, %e2_110, %e3_111 = cute.get_leaves(%125) : !cute.shape<"((8,1),1,4)">
          %shape_112 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_113 = cute.make_layout(%shape_112) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_91, %lay_113) : !cute_layout_92844a, !cute.layout<"1:0">
          %view_114 = cute.make_view(%iter_79, %append) : !memref_gmem_bf16_3
          %iter_115 = cute.get_iter(%view_114) : !memref_gmem_bf16_3
          %lay_116 = cute.get_layout(%view_114) : !memref_gmem_bf16_3
          %126 = cute.get_shape(%lay_116) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
          %e0_117, %e1_118, %e2_119, %e3_120 = cute.get_leaves(%126) : !cute.shape<"((8,1),1,4)">
          %grouped = cute.group_modes(%view_114) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
          %iter_121 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
          %iter_122 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
          %shape_123 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_124 = cute.make_layout(%shape_123) : !cute.layout<"1:0">
          %append_125 = cute.append_to_rank<2> (%lay_95, %lay_124) : !cute_layout_a987c4, !cute.layout<"1:0">
          %view_126 = cute.make_view(%iter_94, %append_125) : !memref_rmem_bf16
          %iter_127 = cute.get_iter(%view_126) : !memref_rmem_bf16
          %lay_128 = cute.get_layout(%view_126) : !memref_rmem_bf16
          %127 = cute.get_shape(%lay_128) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_129, %e1_130, %e2_131, %e3_132 = cute.get_leaves(%127) : !cute.shape<"((8,1),1,4)">
          %grouped_133 = cute.group_modes(%view_126) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
          %iter_134 = cute.get_iter(%grouped_133) : !memref_rmem_bf16_1
          %iter_135 = cute.get_iter(%grouped_133) : !memref_rmem_bf16_1
          %lay_136 = cute.get_layout(%rmem) : !memref_rmem_i8
          %shape_137 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_138 = cute.make_layout(%shape_137) : !cute.layout<"1:0">
          %append_139 = cute.append_to_rank<2> (%lay_136, %lay_138) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_140 = cute.make_view(%iter_85, %append_139) : !memref_rmem_i8
          %iter_141 = cute.get_iter(%view_140) : !memref_rmem_i8
          %lay_142 = cute.get_layout(%view_140) : !memref_rmem_i8
          %128 = cute.get_shape(%lay_142) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_143, %e1_144, %e2_145 = cute.get_leaves(%128) : !cute.shape<"(1,1,4)">
          %grouped_146 = cute.group_modes(%view_140) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
          %iter_147 = cute.get_iter(%grouped_146) : !memref_rmem_i8_1
          %iter_148 = cute.get_iter(%grouped_146) : !memref_rmem_i8_1
          %lay_149 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
          %129 = cute.get_shape(%lay_149) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
          %e0_150, %e1_151, %e2_152, %e3_153 = cute.get_leaves(%129) : !cute.shape<"((8,1),(1,4))">
          %lay_154 = cute.get_layout(%grouped_133) : !memref_rmem_bf16_1
          %130 = cute.get_shape(%lay_154) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
          %e0_155, %e1_156, %e2_157, %e3_158 = cute.get_leaves(%130) : !cute.shape<"((8,1),(1,4))">
          %sz_159 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
          %e0_160 = cute.get_leaves(%sz_159) : !cute.int_tuple<"4">
          %sz_161 = cute.size(%grouped_133) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
          %e0_162 = cute.get_leaves(%sz_161) : !cute.int_tuple<"4">
          cute.copy(%arg5, %grouped, %grouped_133, %grouped_146) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
          %131 = cute.memref.load_vec(%rmem_92) : (!memref_rmem_bf16) -> vector<32xbf16>
          %int_tuple_163 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_164 = cute.size(%int_tuple_163) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_165 = cute.get_leaves(%sz_164) : !cute.int_tuple<"32">
          %132 = arith.extf %131 : vector<32xbf16> to vector<32xf32>
          %133 = vector.broadcast %72 : f32 to vector<32xf32>
          %134 = arith.mulf %132, %133 : vector<32xf32>
          %135 = arith.mulf %134, %134 : vector<32xf32>
          %cst_166 = arith.constant 0.000000e+00 : f32
          %136 = vector.reduction <add>, %135, %cst_166 : vector<32xf32> into f32
          %137 = arith.addf %arg7, %136 : f32
          scf.yield %137 : f32
        }
        %74 = nvvm.shfl.sync bfly %c-1_i32_45, %73, %c16_i32_46, %c31_i32_47 : f32 -> f32
        %75 = arith.addf %73, %74 : f32
        %76 = nvvm.shfl.sync bfly %c-1_i32_45, %75, %c8_i32_48, %c31_i32_47 : f32 -> f32
        %77 = arith.addf %75, %76 : f32
        %78 = nvvm.shfl.sync bfly %c-1_i32_45, %77, %c4_i32_49, %c31_i32_47 : f32 -> f32
        %79 = arith.addf %77, %78 : f32
        %80 = nvvm.shfl.sync bfly %c-1_i32_45, %79, %c2_i32_50, %c31_i32_47 : f32 -> f32
        %81 = arith.addf %79, %80 : f32
        %82 = nvvm.shfl.sync bfly %c-1_i32_45, %81, %c1_i32_44, %c31_i32_47 : f32 -> f32
        %83 = arith.addf %81, %82 : f32
        nvvm.barrier
        %84 = arith.cmpi eq, %6, %c0_i32_51 : i32
        %85 = scf.if %84 -> (!memref_smem_f32) {
          %iter_74 = cute.get_iter(%56) : !memref_smem_f32
          %coord_75 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
          cute.memref.store(%56, %coord_75, %83) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
          scf.yield %56 : !memref_smem_f32
        } else {
          %iter_74 = cute.get_iter(%56) : !memref_smem_f32
          scf.yield %56 : !memref_smem_f32
        }
        %iter_63 = cute.get_iter(%85) : !memref_smem_f32
        %iter_64 = cute.get_iter(%85) : !memref_smem_f32
        nvvm.barrier
        %coord_65 = cute.make_coord() : () -> !cute.coord<"0">
        %86 = cute.memref.load(%85, %coord_65) : (!memref_smem_f32, !cute.coord<"0">) -> f32
        %coord_66 = cute.make_coord() : () -> !cute.coord<"1">
        %87 = cute.memref.load(%85, %coord_66) : (!memref_smem_f32, !cute.coord<"1">) -> f32
        %88 = arith.addf %86, %87 : f32
        %coord_67 = cute.make_coord() : () -> !cute.coord<"2">
        %89 = cute.memref.load(%85, %coord_67) : (!memref_smem_f32, !cute.coord<"2">) -> f32
        %90 = arith.addf %88, %89 : f32
        %coord_68 = cute.make_coord() : () -> !cute.coord<"3">
        %91 = cute.memref.load(%85, %coord_68) : (!memref_smem_f32, !cute.coord<"3">) -> f32
        %92 = arith.addf %90, %91 : f32
        %coord_69 = cute.make_coord() : () -> !cute.coord<"4">
        %93 = cute.memref.load(%85, %coord_69) : (!memref_smem_f32, !cute.coord<"4">) -> f32
        %94 = arith.addf %92, %93 : f32
        %coord_70 = cute.make_coord() : () -> !cute.coord<"5">
        %95 = cute.memref.load(%85, %coord_70) : (!memref_smem_f32, !cute.coord<"5">) -> f32
        %96 = arith.addf %94, %95 : f32
        %coord_71 = cute.make_coord() : () -> !cute.coord<"6">
        %97 = cute.memref.load(%85, %coord_71) : (!memref_smem_f32, !cute.coord<"6">) -> f32
        %98 = arith.addf %96, %97 : f32
        %coord_72 = cute.make_coord() : () -> !cute.coord<"7">
        %99 = cute.memref.load(%85, %coord_72) : (!memref_smem_f32, !cute.coord<"7">) -> f32
        %100 = arith.addf %98, %99 : f32
        %cst_73 = arith.constant 5.000000e+03 : f32
        %101 = arith.divf %100, %cst_73 : f32
        %102 = arith.mulf %arg4, %72 : f32
        %103 = arith.mulf %102, %72 : f32
        %104 = arith.addf %101, %103 : f32
        %105 = math.rsqrt %104 : f32
        %106 = arith.mulf %72, %105 : f32
        scf.yield %85, %106 : !memref_smem_f32, f32
      } else {
        %iter_41 = cute.get_iter(%20) : !memref_smem_f32
        scf.yield %20, %38 : !memref_smem_f32, f32
      }
      %iter_37 = cute.get_iter(%40#0) : !memref_smem_f32
      %iter_38 = cute.get_iter(%40#0) : !memref_smem_f32
      %41 = arith.cmpi eq, %0, %c0_i32_24 : i32
      %42 = scf.if %41 -> (!memref_gmem_f32) {
        %iter_41 = cute.get_iter(%arg3) : !memref_gmem_f32
        %coord_42 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_42, %40#1) : (!memref_gmem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32
      } else {
        %iter_41 = cute.get_iter(%arg3) : !memref_gmem_f32
        scf.yield %arg3 : !memref_gmem_f32
      }
      %iter_39 = cute.get_iter(%42) : !memref_gmem_f32
      %iter_40 = cute.get_iter(%42) : !memref_gmem_f32
      %43 = scf.for %arg6 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg7 = %arg5) -> (!copy_simt)  : i32 {
        %coord_41 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_41) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_42 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %iter_43 = cute.get_iter(%slice) : !memref_gmem_bf16_2
        %coord_44 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_44) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_45 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_3
        %coord_46 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_47 = cute.slice(%arg1, %coord_46) : !memref_gmem_bf16_1, !cute.coord<"((_,_),(?,?))">
        %iter_48 = cute.get_iter(%slice_47) : !memref_gmem_bf16_2
        %iter_49 = cute.get_iter(%slice_47) : !memref_gmem_bf16_2
        %coord_50 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_51 = cute.tiled.copy.partition_S(%arg7, %slice_47, %coord_50) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_52 = cute.get_iter(%src_partitioned_51) : !memref_gmem_bf16_3
        %coord_53 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_54 = cute.slice(%arg2, %coord_53) : !memref_gmem_bf16, !cute.coord<"((_,_),(?,?))">
        %iter_55 = cute.get_iter(%slice_54) : !memref_gmem_bf16_2
        %iter_56 = cute.get_iter(%slice_54) : !memref_gmem_bf16_2
        %coord_57 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg7, %slice_54, %coord_57) : (!copy_simt, !memref_gmem_bf16_2, !cute.coord<"?">) -> !memref_gmem_bf16_3
        %iter_58 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_3
        %c8192_i32 = arith.constant 8192 : i32
        %44 = arith.muli %arg6, %c8192_i32 : i32
        %c8_i32_59 = arith.constant 8 : i32
        %45 = arith.muli %0, %c8_i32_59 : i32
        %46 = arith.addi %44, %45 : i32
        %sz_60 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"4">
        %e0_61 = cute.get_leaves(%sz_60) : !cute.int_tuple<"4">
        %shape_62 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_63 = cute.make_layout(%shape_62) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_63) : !memref_rmem_i8
        %iter_64 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_65 = cute.get_iter(%rmem) : !memref_rmem_i8
        %c0_i32_66 = arith.constant 0 : i32
        %47 = arith.addi %46, %c0_i32_66 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %48 = arith.cmpi slt, %47, %c5000_i32 : i32
        %49 = arith.extui %48 : i1 to i8
        %coord_67 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_67, %49) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %c2048_i32 = arith.constant 2048 : i32
        %50 = arith.addi %46, %c2048_i32 : i32
        %51 = arith.cmpi slt, %50, %c5000_i32 : i32
        %52 = arith.extui %51 : i1 to i8
        %coord_68 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_68, %52) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %c4096_i32 = arith.constant 4096 : i32
        %53 = arith.addi %46, %c4096_i32 : i32
        %54 = arith.cmpi slt, %53, %c5000_i32 : i32
        %55 = arith.extui %54 : i1 to i8
        %coord_69 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_69, %55) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %c6144_i32 = arith.constant 6144 : i32
        %56 = arith.addi %46, %c6144_i32 : i32
        %57 = arith.cmpi slt, %56, %c5000_i32 : i32
        %58 = arith.extui %57 : i1 to i8
        %coord_70 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_70, %58) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_71 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_3
        %59 = cute.make_layout_like(%lay_71) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_72 = cute.memref.alloca(%59) : !memref_rmem_bf16
        %iter_73 = cute.get_iter(%rmem_72) : !memref_rmem_bf16
        %iter_74 = cute.get_iter(%rmem_72) : !memref_rmem_bf16
        %lay_75 = cute.get_layout(%src_partitioned_51) : !memref_gmem_bf16_3
        %60 = cute.make_layout_like(%lay_75) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_76 = cute.memref.alloca(%60) : !memref_rmem_bf16
        %iter_77 = cute.get_iter(%rmem_76) : !memref_rmem_bf16
        %iter_78 = cute.get_iter(%rmem_76) : !memref_rmem_bf16
        %lay_79 = cute.get_layout(%rmem_72) : !memref_rmem_bf16
        %sz_80 = cute.size(%rmem_72) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_81 = cute.get_leaves(%sz_80) : !cute.int_tuple<"32">
        %61 = cute.get_shape(%lay_79) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_82, %e1, %e2, %e3 = cute.get_leaves(%61) : !cute.shape<"((8,1),1,4)">
        %int_tuple_83 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_83) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_84 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_85 = arith.constant 0.000000e+00 : bf16
        %62 = vector.broadcast %cst_85 : bf16 to vector<32xbf16>
        %int_tuple_86 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_87 = cute.size(%int_tuple_86) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"32">
        %int_tuple_89 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_90 = cute.size(%int_tuple_89) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_91 = cute.get_leaves(%sz_90) : !cute.int_tuple<"32">
        cute.memref.store_vec(%62, %rmem_72) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %lay_92 = cute.get_layout(%rmem_76) : !memref_rmem_bf16
        %sz_93 = cute.size(%rmem_76) : (!memref_rmem_bf16) -> !cute.int_tuple<"32">
        %e0_94 = cute.get_leaves(%sz_93) : !cute.int_tuple<"32">
        %63 = cute.get_shape(%lay_92) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_95, %e1_96, %e2_97, %e3_98 = cute.get_leaves(%63) : !cute.shape<"((8,1),1,4)">
        %int_tuple_99 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res_100 = cute.tuple.product(%int_tuple_99) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_101 = cute.get_leaves(%res_100) : !cute.int_tuple<"32">
        %64 = vector.broadcast %cst_85 : bf16 to vector<32xbf16>
        %int_tuple_102 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_103 = cute.size(%int_tuple_102) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_104 = cute.get_leaves(%sz_103) : !cute.int_tuple<"32">
        %int_tuple_105 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_106 = cute.size(%int_tuple_105) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_107 = cute.get_leaves(%sz_106) : !cute.int_tuple<"32">
        cute.memref.store_vec(%64, %rmem_76) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %65 = cute.get_shape(%lay_71) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_108, %e1_109, %e2_110, %e3_111 = cute.get_leaves(%65) : !cute.shape<"((8,1),1,4)">
        %shape_112 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_113 = cute.make_layout(%shape_112) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_71, %lay_113) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_114 = cute.make_view(%iter_45, %append) : !memref_gmem_bf16_3
        %iter_115 = cute.get_iter(%view_114) : !memref_gmem_bf16_3
        %lay_116 = cute.get_layout(%view_114) : !memref_gmem_bf16_3
        %66 = cute.get_shape(%lay_116) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_117, %e1_118, %e2_119, %e3_120 = cute.get_leaves(%66) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_114) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_121 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %iter_122 = cute.get_iter(%grouped) : !memref_gmem_bf16_4
        %shape_123 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_124 = cute.make_layout(%shape_123) : !cute.layout<"1:0">
        %append_125 = cute.append_to_rank<2> (%lay_79, %lay_124) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_126 = cute.make_view(%iter_74, %append_125) : !memref_rmem_bf16
        %iter_127 = cute.get_iter(%view_126) : !memref_rmem_bf16
        %lay_128 = cute.get_layout(%view_126) : !memref_rmem_bf16
        %67 = cute.get_shape(%lay_128) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_129, %e1_130, %e2_131, %e3_132 = cute.get_leaves(%67) : !cute.shape<"((8,1),1,4)">
        %grouped_133 = cute.group_modes(%view_126) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_134 = cute.get_iter(%grouped_133) : !memref_rmem_bf16_1
        %iter_135 = cute.get_iter(%grouped_133) : !memref_rmem_bf16_1
        %lay_136 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_137 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_138 = cute.make_layout(%shape_137) : !cute.layout<"1:0">
        %append_139 = cute.append_to_rank<2> (%lay_136, %lay_138) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_140 = cute.make_view(%iter_65, %append_139) : !memref_rmem_i8
        %iter_141 = cute.get_iter(%view_140) : !memref_rmem_i8
        %lay_142 = cute.get_layout(%view_140) : !memref_rmem_i8
        %68 = cute.get_shape(%lay_142) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_143, %e1_144, %e2_145 = cute.get_leaves(%68) : !cute.shape<"(1,1,4)">
        %grouped_146 = cute.group_modes(%view_140) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_147 = cute.get_iter(%grouped_146) : !memref_rmem_i8_1
        %iter_148 = cute.get_iter(%grouped_146) : !memref_rmem_i8_1
        %lay_149 = cute.get_layout(%grouped) : !memref_gmem_bf16_4
        %69 = cute.get_shape(%lay_149) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_150, %e1_151, %e2_152, %e3_153 = cute.get_leaves(%69) : !cute.shape<"((8,1),(1,4))">
        %lay_154 = cute.get_layout(%grouped_133) : !memref_rmem_bf16_1
        %70 = cute.get_shape(%lay_154) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_155, %e1_156, %e2_157, %e3_158 = cute.get_leaves(%70) : !cute.shape<"((8,1),(1,4))">
        %sz_159 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_160 = cute.get_leaves(%sz_159) : !cute.int_tuple<"4">
        %sz_161 = cute.size(%grouped_133) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_162 = cute.get_leaves(%sz_161) : !cute.int_tuple<"4">
        cute.copy(%arg5, %grouped, %grouped_133, %grouped_146) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %71 = cute.get_shape(%lay_75) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_163, %e1_164, %e2_165, %e3_166 = cute.get_leaves(%71) : !cute.shape<"((8,1),1,4)">
        %shape_167 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_168 = cute.make_layout(%shape_167) : !cute.layout<"1:0">
        %append_169 = cute.append_to_rank<2> (%lay_75, %lay_168) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_170 = cute.make_view(%iter_52, %append_169) : !memref_gmem_bf16_3
        %iter_171 = cute.get_iter(%view_170) : !memref_gmem_bf16_3
        %lay_172 = cute.get_layout(%view_170) : !memref_gmem_bf16_3
        %72 = cute.get_shape(%lay_172) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_173, %e1_174, %e2_175, %e3_176 = cute.get_leaves(%72) : !cute.shape<"((8,1),1,4)">
        %grouped_177 = cute.group_modes(%view_170) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_178 = cute.get_iter(%grouped_177) : !memref_gmem_bf16_4
        %iter_179 = cute.get_iter(%grouped_177) : !memref_gmem_bf16_4
        %shape_180 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_181 = cute.make_layout(%shape_180) : !cute.layout<"1:0">
        %append_182 = cute.append_to_rank<2> (%lay_92, %lay_181) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_183 = cute.make_view(%iter_78, %append_182) : !memref_rmem_bf16
        %iter_184 = cute.get_iter(%view_183) : !memref_rmem_bf16
        %lay_185 = cute.get_layout(%view_183) : !memref_rmem_bf16
        %73 = cute.get_shape(%lay_185) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_186, %e1_187, %e2_188, %e3_189 = cute.get_leaves(%73) : !cute.shape<"((8,1),1,4)">
        %grouped_190 = cute.group_modes(%view_183) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_191 = cute.get_iter(%grouped_190) : !memref_rmem_bf16_1
        %iter_192 = cute.get_iter(%grouped_190) : !memref_rmem_bf16_1
        %shape_193 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_194 = cute.make_layout(%shape_193) : !cute.layout<"1:0">
        %append_195 = cute.append_to_rank<2> (%lay_136, %lay_194) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_196 = cute.make_view(%iter_65, %append_195) : !memref_rmem_i8
        %iter_197 = cute.get_iter(%view_196) : !memref_rmem_i8
        %lay_198 = cute.get_layout(%view_196) : !memref_rmem_i8
        %74 = cute.get_shape(%lay_198) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_199, %e1_200, %e2_201 = cute.get_leaves(%74) : !cute.shape<"(1,1,4)">
        %grouped_202 = cute.group_modes(%view_196) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_203 = cute.get_iter(%grouped_202) : !memref_rmem_i8_1
        %iter_204 = cute.get_iter(%grouped_202) : !memref_rmem_i8_1
        %lay_205 = cute.get_layout(%grouped_177) : !memref_gmem_bf16_4
        %75 = cute.get_shape(%lay_205) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_206, %e1_207, %e2_208, %e3_209 = cute.get_leaves(%75) : !cute.shape<"((8,1),(1,4))">
        %lay_210 = cute.get_layout(%grouped_190) : !memref_rmem_bf16_1
        %76 = cute.get_shape(%lay_210) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_211, %e1_212, %e2_213, %e3_214 = cute.get_leaves(%76) : !cute.shape<"((8,1),(1,4))">
        %sz_215 = cute.size(%grouped_177) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_216 = cute.get_leaves(%sz_215) : !cute.int_tuple<"4">
        %sz_217 = cute.size(%grouped_190) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_218 = cute.get_leaves(%sz_217) : !cute.int_tuple<"4">
        cute.copy(%arg5, %grouped_177, %grouped_190, %grouped_202) : (!copy_simt, !memref_gmem_bf16_4, !memref_rmem_bf16_1, !memref_rmem_i8_1)
        %77 = cute.memref.load_vec(%rmem_72) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_219 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_220 = cute.size(%int_tuple_219) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_221 = cute.get_leaves(%sz_220) : !cute.int_tuple<"32">
        %78 = arith.extf %77 : vector<32xbf16> to vector<32xf32>
        %79 = vector.broadcast %40#1 : f32 to vector<32xf32>
        %80 = arith.mulf %78, %79 : vector<32xf32>
        %81 = cute.memref.load_vec(%rmem_76) : (!memref_rmem_bf16) -> vector<32xbf16>
        %int_tuple_222 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_223 = cute.size(%int_tuple_222) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_224 = cute.get_leaves(%sz_223) : !cute.int_tuple<"32">
        %82 = arith.extf %81 : vector<32xbf16> to vector<32xf32>
        %83 = arith.mulf %80, %82 : vector<32xf32>
        %lay_225 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_3
        %84 = cute.make_layout_like(%lay_225) : !cute_layout_92844a to !cute_layout_a987c4
        %rmem_226 = cute.memref.alloca(%84) : !memref_rmem_bf16
        %iter_227 = cute.get_iter(%rmem_226) : !memref_rmem_bf16
        %iter_228 = cute.get_iter(%rmem_226) : !memref_rmem_bf16
        %int_tuple_229 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_230 = cute.size(%int_tuple_229) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_231 = cute.get_leaves(%sz_230) : !cute.int_tuple<"32">
        %85 = arith.truncf %83 : vector<32xf32> to vector<32xbf16>
        %lay_232 = cute.get_layout(%rmem_226) : !memref_rmem_bf16
        %86 = cute.get_shape(%lay_232) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_233, %e1_234, %e2_235, %e3_236 = cute.get_leaves(%86) : !cute.shape<"((8,1),1,4)">
        %int_tuple_237 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_238 = cute.size(%int_tuple_237) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_239 = cute.get_leaves(%sz_238) : !cute.int_tuple<"32">
        %int_tuple_240 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_241 = cute.size(%int_tuple_240) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_242 = cute.get_leaves(%sz_241) : !cute.int_tuple<"32">
        cute.memref.store_vec(%85, %rmem_226) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
        %87 = cute.get_shape(%lay_225) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_243, %e1_244, %e2_245, %e3_246 = cute.get_leaves(%87) : !cute.shape<"((8,1),1,4)">
        %shape_247 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_248 = cute.make_layout(%shape_247) : !cute.layout<"1:0">
        %append_249 = cute.append_to_rank<2> (%lay_232, %lay_248) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_250 = cute.make_view(%iter_228, %append_249) : !memref_rmem_bf16
        %iter_251 = cute.get_iter(%view_250) : !memref_rmem_bf16
        %lay_252 = cute.get_layout(%view_250) : !memref_rmem_bf16
        %88 = cute.get_shape(%lay_252) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_253, %e1_254, %e2_255, %e3_256 = cute.get_leaves(%88) : !cute.shape<"((8,1),1,4)">
        %grouped_257 = cute.group_modes(%view_250) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
        %iter_258 = cute.get_iter(%grouped_257) : !memref_rmem_bf16_1
        %iter_259 = cute.get_iter(%grouped_257) : !memref_rmem_bf16_1
        %shape_260 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_261 = cute.make_layout(%shape_260) : !cute.layout<"1:0">
        %append_262 = cute.append_to_rank<2> (%lay_225, %lay_261) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_263 = cute.make_view(%iter_58, %append_262) : !memref_gmem_bf16_3
        %iter_264 = cute.get_iter(%view_263) : !memref_gmem_bf16_3
        %lay_265 = cute.get_layout(%view_263) : !memref_gmem_bf16_3
        %89 = cute.get_shape(%lay_265) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_266, %e1_267, %e2_268, %e3_269 = cute.get_leaves(%89) : !cute.shape<"((8,1),1,4)">
        %grouped_270 = cute.group_modes(%view_263) <1, 3> : (!memref_gmem_bf16_3) -> !memref_gmem_bf16_4
        %iter_271 = cute.get_iter(%grouped_270) : !memref_gmem_bf16_4
        %iter_272 = cute.get_iter(%grouped_270) : !memref_gmem_bf16_4
        %shape_273 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_274 = cute.make_layout(%shape_273) : !cute.layout<"1:0">
        %append_275 = cute.append_to_rank<2> (%lay_136, %lay_274) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_276 = cute.make_view(%iter_65, %append_275) : !memref_rmem_i8
        %iter_277 = cute.get_iter(%view_276) : !memref_rmem_i8
        %lay_278 = cute.get_layout(%view_276) : !memref_rmem_i8
        %90 = cute.get_shape(%lay_278) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_279, %e1_280, %e2_281 = cute.get_leaves(%90) : !cute.shape<"(1,1,4)">
        %grouped_282 = cute.group_modes(%view_276) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_283 = cute.get_iter(%grouped_282) : !memref_rmem_i8_1
        %iter_284 = cute.get_iter(%grouped_282) : !memref_rmem_i8_1
        %lay_285 = cute.get_layout(%grouped_257) : !memref_rmem_bf16_1
        %91 = cute.get_shape(%lay_285) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_286, %e1_287, %e2_288, %e3_289 = cute.get_leaves(%91) : !cute.shape<"((8,1),(1,4))">
        %lay_290 = cute.get_layout(%grouped_270) : !memref_gmem_bf16_4
        %92 = cute.get_shape(%lay_290) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%92) : !cute.shape<"((8,1),(1,4))">
        %sz_295 = cute.size(%grouped_257) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"4">
        %e0_296 = cute.get_leaves(%sz_295) : !cute.int_tuple<"4">
        %sz_297 = cute.size(%grouped_270) <{mode = [1]}> : (!memref_gmem_bf16_4) -> !cute.int_tuple<"4">
        %e0_298 = cute.get_leaves(%sz_297) : !cute.int_tuple<"4">
        cute.copy(%arg5, %grouped_257, %grouped_270, %grouped_282) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_4, !memref_rmem_i8_1)
        scf.yield %arg7 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hdd5db5b1(%arg0: !memref_gmem_bf16_5, %arg1: !memref_gmem_bf16_6, %arg2: !memref_gmem_bf16_5, %arg3: !memref_gmem_f32, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_46 = cute.make_ordered_layout(%shape_45, %int_tuple) : (!cute.shape<"(1,256)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,256):(0,1)">
    %shape_47 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_48 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_49 = cute.make_ordered_layout(%shape_47, %int_tuple_48) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_46, %lay_49) : (!cute.layout<"(1,256):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_7589d3
    %sz = cute.size(%lay_46) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_50 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_51 = cute.size(%lay_49) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_52 = cute.get_leaves(%sz_51) : !cute.int_tuple<"8">
    %shape_53 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_54 = cute.make_layout(%shape_53) : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %7 = cute.composition(%rinv, %lay_54) : (!cute.layout<"(256,8):(8,1)">, !cute.layout<"(256,8):(1,256)">) -> !cute.layout<"(256,8):(8,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_55, %e1_56, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(8,256))">
    %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %res = cute.tuple.product_each(%int_tuple_57) : (!cute.int_tuple<"(1,(8,256))">) -> !cute.int_tuple<"(1,2048)">
    %e0_58, %e1_59 = cute.get_leaves(%res) : !cute.int_tuple<"(1,2048)">
    %tile_60 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_61 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_bf16_5) -> !cute.int_tuple<"96">
    %e0_62 = cute.get_leaves(%sz_61) : !cute.int_tuple<"96">
    %lay_63 = cute.get_layout(%div) : !memref_gmem_bf16
    %lay_64 = cute.get_layout(%div_35) : !memref_gmem_bf16_1
    %lay_65 = cute.get_layout(%div_42) : !memref_gmem_bf16
    %lay_66 = cute.get_layout(%arg3) : !memref_gmem_f32
    %10 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_67, %e1_68 = cute.get_leaves(%10) : !cute.tile<"[1:0;2048:1]">
    %11 = cute.static : !cute.layout<"(256,8):(8,1)">
    %12 = cute.static : !cute.layout<"1:0">
    %13 = cute.static : !cute.layout<"(1,8):(0,1)">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %15 = cute.kernel_smem_size @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0 : i64
    %c96_i32 = arith.constant 96 : i32
    %16 = arith.extsi %c96_i32 : i32 to i64
    %17 = arith.cmpi slt, %16, %15 : i64
    scf.if %17 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c96_i32, %15) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %18 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %18 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c96_i32) : i32
    }
    %19 = arith.extsi %c96_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_69 = arith.constant 96 : i32
    %20 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %19, gridDim = (%c96_i32_69, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%20] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_70 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%20] %c0_i32_70 : !cuda_launch_cfg_2cf94c, i32
    %21 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0<%20> (%div, %div_35, %div_42, %arg3, %arg4, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_bf16, !memref_gmem_bf16_1, !memref_gmem_bf16, !memref_gmem_f32, f32, !copy_simt) -> !cuda.result
    %22 = cuda.cast %21 : !cuda.result -> i32
    cuda.return_if_error %22 : i32
    %c0_i32_71 = arith.constant 0 : i32
    return %c0_i32_71 : i32
  }
}
