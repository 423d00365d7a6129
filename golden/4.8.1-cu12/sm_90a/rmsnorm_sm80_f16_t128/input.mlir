!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_layout_1f3dfd = !cute.layout<"((8,1),1,4):((1,0),0,1024)">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_af6408 = !cute.layout<"((8,1),(1,4)):((1,0),(0,1024))">
!cute_layout_dd009c = !cute.layout<"(1,(8,128)):(0,(128,1))">
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[1:0;1024:1]">>
!memref_gmem_f16 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(0,4096))">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(1,4096):(0,1)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,1024)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f16_6 = !cute.memref<f16, gmem, align<16>, "(5000):(1)">
!memref_gmem_f16_7 = !cute.memref<f16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_f16 = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "4:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "16:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0(%arg0: !memref_gmem_f16, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16, %arg3: !memref_gmem_f32, %arg4: f32, %arg5: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16
      %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16
      %lay_7 = cute.get_layout(%arg1) : !memref_gmem_f16_1
      %lay_8 = cute.get_layout(%arg2) : !memref_gmem_f16
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
      %sz = cute.size(%arg0) <{mode = [1, 1]}> : (!memref_gmem_f16) -> !cute.int_tuple<"2">
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %sz_10 = cute.size(%arg0) <{mode = [0]}> : (!memref_gmem_f16) -> !cute.int_tuple<"4096">
      %e0_11 = cute.get_leaves(%sz_10) : !cute.int_tuple<"4096">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_12 = cute.size(%int_tuple) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_13 = cute.get_leaves(%sz_12) : !cute.int_tuple<"5000">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %8 = scf.for %arg6 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg7 = %cst) -> (f32)  : i32 {
        %c4096_i32 = arith.constant 4096 : i32
        %36 = arith.muli %arg6, %c4096_i32 : i32
        %c8_i32_37 = arith.constant 8 : i32
        %37 = arith.muli %0, %c8_i32_37 : i32
        %38 = arith.addi %36, %37 : i32
        %coord_38 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_38) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_39 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %iter_40 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %coord_41 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_41) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_42 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_3
        %sz_43 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_44 = cute.get_leaves(%sz_43) : !cute.int_tuple<"4">
        %shape_45 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_46 = cute.make_layout(%shape_45) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_46) : !memref_rmem_i8
        %iter_47 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_48 = cute.get_iter(%rmem) : !memref_rmem_i8
        %c0_i32_49 = arith.constant 0 : i32
        %39 = arith.addi %38, %c0_i32_49 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %40 = arith.cmpi slt, %39, %c5000_i32 : i32
        %41 = arith.extui %40 : i1 to i8
        %coord_50 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_50, %41) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %c1024_i32 = arith.constant 1024 : i32
        %42 = arith.addi %38, %c1024_i32 : i32
        %43 = arith.cmpi slt, %42, %c5000_i32 : i32
        %44 = arith.extui %43 : i1 to i8
        %coord_51 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_51, %44) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %c2048_i32 = arith.constant 2048 : i32
        %45 = arith.addi %38, %c2048_i32 : i32
        %46 = arith.cmpi slt, %45, %c5000_i32 : i32
        %47 = arith.extui %46 : i1 to i8
        %coord_52 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_52, %47) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %c3072_i32 = arith.constant 3072 : i32
        %48 = arith.addi %38, %c3072_i32 : i32
        %49 = arith.cmpi slt, %48, %c5000_i32 : i32
        %50 = arith.extui %49 : i1 to i8
        %coord_53 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_53, %50) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_54 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %51 = cute.make_layout_like(%lay_54) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_55 = cute.memref.alloca(%51) : !memref_rmem_f16
        %iter_56 = cute.get_iter(%rmem_55) : !memref_rmem_f16
        %iter_57 = cute.get_iter(%rmem_55) : !memref_rmem_f16
        %lay_58 = cute.get_layout(%rmem_55) : !memref_rmem_f16
        %sz_59 = cute.size(%rmem_55) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
        %e0_60 = cute.get_leaves(%sz_59) : !cute.int_tuple<"32">
        %52 = cute.get_shape(%lay_58) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_61, %e1, %e2, %e3 = cute.get_leaves(%52) : !cute.shape<"((8,1),1,4)">
        %int_tuple_62 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_62) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_63 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_64 = arith.constant 0.000000e+00 : f16
        %53 = vector.broadcast %cst_64 : f16 to vector<32xf16>
        %int_tuple_65 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_66 = cute.size(%int_tuple_65) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_67 = cute.get_leaves(%sz_66) : !cute.int_tuple<"32">
        %int_tuple_68 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_69 = cute.size(%int_tuple_68) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_70 = cute.get_leaves(%sz_69) : !cute.int_tuple<"32">
        cute.memref.store_vec(%53, %rmem_55) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %54 = cute.get_shape(%lay_54) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_71, %e1_72, %e2_73, %e3_74 = cute.get_leaves(%54) : !cute.shape<"((8,1),1,4)">
        %shape_75 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_76 = cute.make_layout(%shape_75) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_54, %lay_76) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_77 = cute.make_view(%iter_42, %append) : !memref_gmem_f16_3
        %iter_78 = cute.get_iter(%view_77) : !memref_gmem_f16_3
        %lay_79 = cute.get_layout(%view_77) : !memref_gmem_f16_3
        %55 = cute.get_shape(%lay_79) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_80, %e1_81, %e2_82, %e3_83 = cute.get_leaves(%55) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_77) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_84 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %iter_85 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %shape_86 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_87 = cute.make_layout(%shape_86) : !cute.layout<"1:0">
        %append_88 = cute.append_to_rank<2> (%lay_58, %lay_87) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_89 = cute.make_view(%iter_57, %append_88) : !memref_rmem_f16
        %iter_90 = cute.get_iter(%view_89) : !memref_rmem_f16
        %lay_91 = cute.get_layout(%view_89) : !memref_rmem_f16
        %56 = cute.get_shape(%lay_91) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_92, %e1_93, %e2_94, %e3_95 = cute.get_leaves(%56) : !cute.shape<"((8,1),1,4)">
        %grouped_96 = cute.group_modes(%view_89) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_97 = cute.get_iter(%grouped_96) : !memref_rmem_f16_1
        %iter_98 = cute.get_iter(%grouped_96) : !memref_rmem_f16_1
        %lay_99 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_100 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_101 = cute.make_layout(%shape_100) : !cute.layout<"1:0">
        %append_102 = cute.append_to_rank<2> (%lay_99, %lay_101) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_103 = cute.make_view(%iter_48, %append_102) : !memref_rmem_i8
        %iter_104 = cute.get_iter(%view_103) : !memref_rmem_i8
        %lay_105 = cute.get_layout(%view_103) : !memref_rmem_i8
        %57 = cute.get_shape(%lay_105) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_106, %e1_107, %e2_108 = cute.get_leaves(%57) : !cute.shape<"(1,1,4)">
        %grouped_109 = cute.group_modes(%view_103) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_110 = cute.get_iter(%grouped_109) : !memref_rmem_i8_1
        %iter_111 = cute.get_iter(%grouped_109) : !memref_rmem_i8_1
        %lay_112 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %58 = cute.get_shape(%lay_112) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_113, %e1_114, %e2_115, %e3_116 = cute.get_leaves(%58) : !cute.shape<"((8,1),(1,4))">
        %lay_117 = cute.get_layout(%grouped_96) : !memref_rmem_f16_1
        %59 = cute.get_shape(%lay_117) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_118, %e1_119, %e2_120, %e3_121 = cute.get_leaves(%59) : !cute.shape<"((8,1),(1,4))">
        %sz_122 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_123 = cute.get_leaves(%sz_122) : !cute.int_tuple<"4">
        %sz_124 = cute.size(%grouped_96) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_125 = cute.get_leaves(%sz_124) : !cute.int_tuple<"4">
        cute.copy(%arg5, %grouped, %grouped_96, %grouped_109) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %60 = cute.memref.load_vec(%rmem_55) : (!memref_rmem_f16) -> vector<32xf16>
        %int_tuple_126 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_127 = cute.size(%int_tuple_126) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_128 = cute.get_leaves(%sz_127) : !cute.int_tuple<"32">
        %61 = arith.extf %60 : vector<32xf16> to vector<32xf32>
        %62 = arith.mulf %61, %61 : vector<32xf32>
        %cst_129 = arith.constant 0.000000e+00 : f32
        %63 = vector.reduction <add>, %62, %cst_129 : vector<32xf32> into f32
        %64 = arith.addf %arg7, %63 : f32
        scf.yield %64 : f32
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
      %15 = nvvm.shfl.sync bfly %c-1_i32, %14, %c2_i32, %c31_i32 : f32 -> f32
      %16 = arith.addf %14, %15 : f32
      %17 = nvvm.shfl.sync bfly %c-1_i32, %16, %c1_i32, %c31_i32 : f32 -> f32
      %18 = arith.addf %16, %17 : f32
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_14 = cute.make_layout(%shape) : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_14) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_15 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_14) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_16 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %shape_17 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_18 = cute.make_layout(%shape_17) : !cute.layout<"16:1">
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
        %iter_37 = cute.get_iter(%view) : !memref_smem_f32
        %coord_38 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_38, %18) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32
      } else {
        %iter_37 = cute.get_iter(%view) : !memref_smem_f32
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
      %cst_31 = arith.constant 5.000000e+03 : f32
      %28 = arith.divf %27, %cst_31 : f32
      %29 = arith.addf %28, %arg4 : f32
      %30 = math.rsqrt %29 : f32
      %cst_32 = arith.constant 0x7F800000 : f32
      %31 = arith.cmpf oeq, %27, %cst_32 : f32
      %32:2 = scf.if %31 -> (!memref_smem_f32, f32) {
        %iter_37 = cute.get_iter(%20) : !memref_smem_f32
        %cst_38 = arith.constant 0.000000e+00 : f32
        %c0_i32_39 = arith.constant 0 : i32
        %c2_i32_40 = arith.constant 2 : i32
        %c1_i32_41 = arith.constant 1 : i32
        %36 = scf.for %arg6 = %c0_i32_39 to %c2_i32_40 step %c1_i32_41 iter_args(%arg7 = %cst_38) -> (f32)  : i32 {
          %c4096_i32 = arith.constant 4096 : i32
          %83 = arith.muli %arg6, %c4096_i32 : i32
          %c8_i32_62 = arith.constant 8 : i32
          %84 = arith.muli %0, %c8_i32_62 : i32
          %85 = arith.addi %83, %84 : i32
          %coord_63 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %slice = cute.slice(%arg0, %coord_63) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
          %iter_64 = cute.get_iter(%slice) : !memref_gmem_f16_2
          %iter_65 = cute.get_iter(%slice) : !memref_gmem_f16_2
          %coord_66 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
          %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_66) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
          %iter_67 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_3
          %sz_68 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
          %e0_69 = cute.get_leaves(%sz_68) : !cute.int_tuple<"4">
          %shape_70 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_71 = cute.make_layout(%shape_70) : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_71) : !memref_rmem_i8
          %iter_72 = cute.get_iter(%rmem) : !memref_rmem_i8
          %iter_73 = cute.get_iter(%rmem) : !memref_rmem_i8
          %c0_i32_74 = arith.constant 0 : i32
          %86 = arith.addi %85, %c0_i32_74 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %87 = arith.cmpi slt, %86, %c5000_i32 : i32
          %88 = arith.extui %87 : i1 to i8
          %coord_75 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_75, %88) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
          %c1024_i32 = arith.constant 1024 : i32
          %89 = arith.addi %85, %c1024_i32 : i32
          %90 = arith.cmpi slt, %89, %c5000_i32 : i32
          %91 = arith.extui %90 : i1 to i8
          %coord_76 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_76, %91) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
          %c2048_i32 = arith.constant 2048 : i32
          %92 = arith.addi %85, %c2048_i32 : i32
          %93 = arith.cmpi slt, %92, %c5000_i32 : i32
          %94 = arith.extui %93 : i1 to i8
          %coord_77 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_77, %94) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
          %c3072_i32 = arith.constant 3072 : i32
          %95 = arith.addi %85, %c3072_i32 : i32
          %96 = arith.cmpi slt, %95, %c5000_i32 : i32
          %97 = arith.extui %96 : i1 to i8
          %coord_78 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_78, %97) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_79 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
          %98 = cute.make_layout_like(%lay_79) : !cute_layout_1f3dfd to !cute_layout_a987c4
          %rmem_80 = cute.memref.alloca(%98) : !memref_rmem_f16
          %iter_81 = cute.get_iter(%rmem_80) : !memref_rmem_f16
          %iter_82 = cute.get_iter(%rmem_80) : !memref_rmem_f16
          %lay_83 = cute.get_layout(%rmem_80) : !memref_rmem_f16
          %sz_84 = cute.size(%rmem_80) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
          %e0_85 = cute.get_leaves(%sz_84) : !cute.int_tuple<"32">
          %99 = cute.get_shape(%lay_83) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_86, %e1, %e2, %e3 = cute.get_leaves(%99) : !cute.shape<"((8,1),1,4)">
          %int_tuple_87 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %res = cute.tuple.product(%int_tuple_87) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_88 = cute.get_leaves(%res) : !cute.int_tuple<"32">
          %cst_89 = arith.constant 0.000000e+00 : f16
          %100 = vector.broadcast %cst_89 : f16 to vector<32xf16>
          %int_tuple_90 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_91 = cute.size(%int_tuple_90) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_92 = cute.get_leaves(%sz_91) : !cute.int_tuple<"32">
          %int_tuple_93 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_94 = cute.size(%int_tuple_93) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_95 = cute.get_leaves(%sz_94) : !cute.int_tuple<"32">
          cute.memref.store_vec(%100, %rmem_80) : (vector<32xf16>, !memref_rmem_f16) -> ()
          %101 = cute.get_shape(%lay_79) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_96, %e1_97, %e2_98, %e3_99 = cute.get_leaves(%101) : !cute.shape<"((8,1),1,4)">
          %shape_100 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_101 = cute.make_layout(%shape_100) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_79, %lay_101) : !cute_layout_1f3dfd, !cute.layout<"1:0">
          %view_102 = cute.make_view(%iter_67, %append) : !memref_gmem_f16_3
          %iter_103 = cute.get_iter(%view_102) : !memref_gmem_f16_3
          %lay_104 = cute.get_layout(%view_102) : !memref_gmem_f16_3
          %102 = cute.get_shape(%lay_104) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_105, %e1_106, %e2_107, %e3_108 = cute.get_leaves(%102) : !cute.shape<"((8,1),1,4)">
          %grouped = cute.group_modes(%view_102) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
          %iter_109 = cute.get_iter(%grouped) : !memref_gmem_f16_4
          %iter_110 = cute.get_iter(%grouped) : !memref_gmem_f16_4
          %shape_111 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_112 = cute.make_layout(%shape_111) : !cute.layout<"1:0">
          %append_113 = cute.append_to_rank<2> (%lay_83, %lay_112) : !cute_layout_a987c4, !cute.layout<"1:0">
          %view_114 = cute.make_view(%iter_82, %append_113) : !memref_rmem_f16
          %iter_115 = cute.get_iter(%view_114) : !memref_rmem_f16
          %lay_116 = cute.get_layout(%view_114) : !memref_rmem_f16
          %103 = cute.get_shape(%lay_116) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_117, %e1_118, %e2_119, %e3_120 = cute.get_leaves(%103) : !cute.shape<"((8,1),1,4)">
          %grouped_121 = cute.group_modes(%view_114) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_122 = cute.get_iter(%grouped_121) : !memref_rmem_f16_1
          %iter_123 = cute.get_iter(%grouped_121) : !memref_rmem_f16_1
          %lay_124 = cute.get_layout(%rmem) : !memref_rmem_i8
          %shape_125 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_126 = cute.make_layout(%shape_125) : !cute.layout<"1:0">
          %append_127 = cute.append_to_rank<2> (%lay_124, %lay_126) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_128 = cute.make_view(%iter_73, %append_127) : !memref_rmem_i8
          %iter_129 = cute.get_iter(%view_128) : !memref_rmem_i8
          %lay_130 = cute.get_layout(%view_128) : !memref_rmem_i8
          %104 = cute.get_shape(%lay_130) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_131, %e1_132, %e2_133 = cute.get_leaves(%104) : !cute.shape<"(1,1,4)">
          %grouped_134 = cute.group_modes(%view_128) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
          %iter_135 = cute.get_iter(%grouped_134) : !memref_rmem_i8_1
          %iter_136 = cute.get_iter(%grouped_134) : !memref_rmem_i8_1
          %lay_137 = cute.get_layout(%grouped) : !memref_gmem_f16_4
          %105 = cute.get_shape(%lay_137) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
          %e0_138, %e1_139, %e2_140, %e3_141 = cute.get_leaves(%105) : !cute.shape<"((8,1),(1,4))">
          %lay_142 = cute.get_layout(%grouped_121) : !memref_rmem_f16_1
          %106 = cute.get_shape(%lay_142) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
          %e0_143, %e1_144, %e2_145, %e3_146 = cute.get_leaves(%106) : !cute.shape<"((8,1),(1,4))">
          %sz_147 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
          %e0_148 = cute.get_leaves(%sz_147) : !cute.int_tuple<"4">
          %sz_149 = cute.size(%grouped_121) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
          %e0_150 = cute.get_leaves(%sz_149) : !cute.int_tuple<"4">
          cute.copy(%arg5, %grouped, %grouped_121, %grouped_134) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
          %107 = cute.memref.load_vec(%rmem_80) : (!memref_rmem_f16) -> vector<32xf16>
          %int_tuple_151 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_152 = cute.size(%int_tuple_151) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_153 = cute.get_leaves(%sz_152) : !cute.int_tuple<"32">
          %108 = arith.extf %107 : vector<32xf16> to vector<32xf32>
          %cst_154 = arith.constant 0.000000e+00 : f32
          %109 = vector.broadcast %cst_154 : f32 to vector<32xf32>
          %110 = arith.cmpf olt, %108, %109 : vector<32xf32>
          %111 = arith.negf %108 : vector<32xf32>
          %112 = arith.select %110, %111, %108 : vector<32xi1>, vector<32xf32>
          %113 = vector.reduction <maximumf>, %112, %cst_154 : vector<32xf32> into f32
          %114 = arith.maximumf %arg7, %113 : f32
          scf.yield %114 : f32
        }
        %c-1_i32_42 = arith.constant -1 : i32
        %c16_i32_43 = arith.constant 16 : i32
        %c31_i32_44 = arith.constant 31 : i32
        %37 = nvvm.shfl.sync bfly %c-1_i32_42, %36, %c16_i32_43, %c31_i32_44 : f32 -> f32
        %38 = arith.maximumf %36, %37 : f32
        %c8_i32_45 = arith.constant 8 : i32
        %39 = nvvm.shfl.sync bfly %c-1_i32_42, %38, %c8_i32_45, %c31_i32_44 : f32 -> f32
        %40 = arith.maximumf %38, %39 : f32
        %c4_i32_46 = arith.constant 4 : i32
        %41 = nvvm.shfl.sync bfly %c-1_i32_42, %40, %c4_i32_46, %c31_i32_44 : f32 -> f32
        %42 = arith.maximumf %40, %41 : f32
        %43 = nvvm.shfl.sync bfly %c-1_i32_42, %42, %c2_i32_40, %c31_i32_44 : f32 -> f32
        %44 = arith.maximumf %42, %43 : f32
        %45 = nvvm.shfl.sync bfly %c-1_i32_42, %44, %c1_i32_41, %c31_i32_44 : f32 -> f32
        %46 = arith.maximumf %44, %45 : f32
        nvvm.barrier
        %c0_i32_47 = arith.constant 0 : i32
        %47 = arith.cmpi eq, %6, %c0_i32_47 : i32
        %48 = scf.if %47 -> (!memref_smem_f32) {
          %iter_62 = cute.get_iter(%20) : !memref_smem_f32
          %coord_63 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
          cute.memref.store(%20, %coord_63, %46) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
          scf.yield %20 : !memref_smem_f32
        } else {
          %iter_62 = cute.get_iter(%20) : !memref_smem_f32
          scf.yield %20 : !memref_smem_f32
        }
        %iter_48 = cute.get_iter(%48) : !memref_smem_f32
        %iter_49 = cute.get_iter(%48) : !memref_smem_f32
        nvvm.barrier
        %coord_50 = cute.make_coord() : () -> !cute.coord<"0">
        %49 = cute.memref.load(%48, %coord_50) : (!memref_smem_f32, !cute.coord<"0">) -> f32
        %coord_51 = cute.make_coord() : () -> !cute.coord<"1">
        %50 = cute.memref.load(%48, %coord_51) : (!memref_smem_f32, !cute.coord<"1">) -> f32
        %51 = arith.maximumf %49, %50 : f32
        %coord_52 = cute.make_coord() : () -> !cute.coord<"2">
        %52 = cute.memref.load(%48, %coord_52) : (!memref_smem_f32, !cute.coord<"2">) -> f32
        %53 = arith.maximumf %51, %52 : f32
        %coord_53 = cute.make_coord() : () -> !cute.coord<"3">
        %54 = cute.memref.load(%48, %coord_53) : (!memref_smem_f32, !cute.coord<"3">) -> f32
        %55 = arith.maximumf %53, %54 : f32
        %cst_54 = arith.constant 1.000000e+00 : f32
        %56 = arith.divf %cst_54, %55 : f32
        %57 = scf.for %arg6 = %c0_i32_39 to %c2_i32_40 step %c1_i32_41 iter_args(%arg7 = %cst_38) -> (f32)  : i32 {
          %c4096_i32 = arith.constant 4096 : i32
          %83 = arith.muli %arg6, %c4096_i32 : i32
          %c8_i32_62 = arith.constant 8 : i32
          %84 = arith.muli %0, %c8_i32_62 : i32
          %85 = arith.addi %83, %84 : i32
          %coord_63 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
          %slice = cute.slice(%arg0, %coord_63) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
          %iter_64 = cute.get_iter(%slice) : !memref_gmem_f16_2
          %iter_65 = cute.get_iter(%slice) : !memref_gmem_f16_2
          %coord_66 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
          %src_partitioned = cute.tiled.copy.partition_S(%arg5, %slice, %coord_66) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
          %iter_67 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_3
          %sz_68 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
          %e0_69 = cute.get_leaves(%sz_68) : !cute.int_tuple<"4">
          %shape_70 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
          %lay_71 = cute.make_layout(%shape_70) : !cute.layout<"(1,1,4):(0,0,1)">
          %rmem = cute.memref.alloca(%lay_71) : !memref_rmem_i8
          %iter_72 = cute.get_iter(%rmem) : !memref_rmem_i8
          %iter_73 = cute.get_iter(%rmem) : !memref_rmem_i8
          %c0_i32_74 = arith.constant 0 : i32
          %86 = arith.addi %85, %c0_i32_74 : i32
          %c5000_i32 = arith.constant 5000 : i32
          %87 = arith.cmpi slt, %86, %c5000_i32 : i32
          %88 = arith.extui %87 : i1 to i8
          %coord_75 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
          cute.memref.store(%rmem, %coord_75, %88) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
          %c1024_i32 = arith.constant 1024 : i32
          %89 = arith.addi %85, %c1024_i32 : i32
          %90 = arith.cmpi slt, %89, %c5000_i32 : i32
          %91 = arith.extui %90 : i1 to i8
          %coord_76 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
          cute.memref.store(%rmem, %coord_76, %91) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
          %c2048_i32 = arith.constant 2048 : i32
          %92 = arith.addi %85, %c2048_i32 : i32
          %93 = arith.cmpi slt, %92, %c5000_i32 : i32
          %94 = arith.extui %93 : i1 to i8
          %coord_77 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
          cute.memref.store(%rmem, %coord_77, %94) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
          %c3072_i32 = arith.constant 3072 : i32
          %95 = arith.addi %85, %c3072_i32 : i32
          %96 = arith.cmpi slt, %95, %c5000_i32 : i32
          %97 = arith.extui %96 : i1 to i8
          %coord_78 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
          cute.memref.store(%rmem, %coord_78, %97) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
          %lay_79 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
          %98 = cute.make_layout_like(%lay_79) : !cute_layout_1f3dfd to !cute_layout_a987c4
          %rmem_80 = cute.memref.alloca(%98) : !memref_rmem_f16
          %iter_81 = cute.get_iter(%rmem_80) : !memref_rmem_f16
          %iter_82 = cute.get_iter(%rmem_80) : !memref_rmem_f16
          %lay_83 = cute.get_layout(%rmem_80) : !memref_rmem_f16
          %sz_84 = cute.size(%rmem_80) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
          %e0_85 = cute.get_leaves(%sz_84) : !cute.int_tuple<"32">
          %99 = cute.get_shape(%lay_83) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_86, %e1, %e2, %e3 = cute.get_leaves(%99) : !cute.shape<"((8,1),1,4)">
          %int_tuple_87 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %res = cute.tuple.product(%int_tuple_87) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_88 = cute.get_leaves(%res) : !cute.int_tuple<"32">
          %cst_89 = arith.constant 0.000000e+00 : f16
          %100 = vector.broadcast %cst_89 : f16 to vector<32xf16>
          %int_tuple_90 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_91 = cute.size(%int_tuple_90) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_92 = cute.get_leaves(%sz_91) : !cute.int_tuple<"32">
          %int_tuple_93 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_94 = cute.size(%int_tuple_93) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_95 = cute.get_leaves(%sz_94) : !cute.int_tuple<"32">
          cute.memref.store_vec(%100, %rmem_80) : (vector<32xf16>, !memref_rmem_f16) -> ()
          %101 = cute.get_shape(%lay_79) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_96, %e1_97, %e2_98, %e3_99 = cute.get_leaves(%101) : !cute.shape<"((8,1),1,4)">
          %shape_100 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_101 = cute.make_layout(%shape_100) : !cute.layout<"1:0">
          %append = cute.append_to_rank<2> (%lay_79, %lay_101) : !cute_layout_1f3dfd, !cute.layout<"1:0">
          %view_102 = cute.make_view(%iter_67, %append) : !memref_gmem_f16_3
          %iter_103 = cute.get_iter(%view_102) : !memref_gmem_f16_3
          %lay_104 = cute.get_layout(%view_102) : !memref_gmem_f16_3
          %102 = cute.get_shape(%lay_104) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
          %e0_105, %e1_106, %e2_107, %e3_108 = cute.get_leaves(%102) : !cute.shape<"((8,1),1,4)">
          %grouped = cute.group_modes(%view_102) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
          %iter_109 = cute.get_iter(%grouped) : !memref_gmem_f16_4
          %iter_110 = cute.get_iter(%grouped) : !memref_gmem_f16_4
          %shape_111 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_112 = cute.make_layout(%shape_111) : !cute.layout<"1:0">
          %append_113 = cute.append_to_rank<2> (%lay_83, %lay_112) : !cute_layout_a987c4, !cute.layout<"1:0">
          %view_114 = cute.make_view(%iter_82, %append_113) : !memref_rmem_f16
          %iter_115 = cute.get_iter(%view_114) : !memref_rmem_f16
          %lay_116 = cute.get_layout(%view_114) : !memref_rmem_f16
          %103 = cute.get_shape(%lay_116) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
          %e0_117, %e1_118, %e2_119, %e3_120 = cute.get_leaves(%103) : !cute.shape<"((8,1),1,4)">
          %grouped_121 = cute.group_modes(%view_114) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
          %iter_122 = cute.get_iter(%grouped_121) : !memref_rmem_f16_1
          %iter_123 = cute.get_iter(%grouped_121) : !memref_rmem_f16_1
          %lay_124 = cute.get_layout(%rmem) : !memref_rmem_i8
          %shape_125 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_126 = cute.make_layout(%shape_125) : !cute.layout<"1:0">
          %append_127 = cute.append_to_rank<2> (%lay_124, %lay_126) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
          %view_128 = cute.make_view(%iter_73, %append_127) : !memref_rmem_i8
          %iter_129 = cute.get_iter(%view_128) : !memref_rmem_i8
          %lay_130 = cute.get_layout(%view_128) : !memref_rmem_i8
          %104 = cute.get_shape(%lay_130) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
          %e0_131, %e1_132, %e2_133 = cute.get_leaves(%104) : !cute.shape<"(1,1,4)">
          %grouped_134 = cute.group_modes(%view_128) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
          %iter_135 = cute.get_iter(%grouped_134) : !memref_rmem_i8_1
          %iter_136 = cute.get_iter(%grouped_134) : !memref_rmem_i8_1
          %lay_137 = cute.get_layout(%grouped) : !memref_gmem_f16_4
          %105 = cute.get_shape(%lay_137) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
          %e0_138, %e1_139, %e2_140, %e3_141 = cute.get_leaves(%105) : !cute.shape<"((8,1),(1,4))">
          %lay_142 = cute.get_layout(%grouped_121) : !memref_rmem_f16_1
          %106 = cute.get_shape(%lay_142) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
          %e0_143, %e1_144, %e2_145, %e3_146 = cute.get_leaves(%106) : !cute.shape<"((8,1),(1,4))">
          %sz_147 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
          %e0_148 = cute.get_leaves(%sz_147) : !cute.int_tuple<"4">
          %sz_149 = cute.size(%grouped_121) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
          %e0_150 = cute.get_leaves(%sz_149) : !cute.int_tuple<"4">
          cute.copy(%arg5, %grouped, %grouped_121, %grouped_134) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
          %107 = cute.memref.load_vec(%rmem_80) : (!memref_rmem_f16) -> vector<32xf16>
          %int_tuple_151 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
          %sz_152 = cute.size(%int_tuple_151) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
          %e0_153 = cute.get_leaves(%sz_152) : !cute.int_tuple<"32">
          %108 = arith.extf %107 : vector<32xf16> to vector<32xf32>
          %109 = vector.broadcast %56 : f32 to vector<32xf32>
          %110 = arith.mulf %108, %109 : vector<32xf32>
          %111 = arith.mulf %110, %110 : vector<32xf32>
          %cst_154 = arith.constant 0.000000e+00 : f32
          %112 = vector.reduction <add>, %111, %cst_154 : vector<32xf32> into f32
          %113 = arith.addf %arg7, %112 : f32
          scf.yield %113 : f32
        }
        %58 = nvvm.shfl.sync bfly %c-1_i32_42, %57, %c16_i32_43, %c31_i32_44 : f32 -> f32
        %59 = arith.addf %57, %58 : f32
        %60 = nvvm.shfl.sync bfly %c-1_i32_42, %59, %c8_i32_45, %c31_i32_44 : f32 -> f32
        %61 = arith.addf %59, %60 : f32
        %62 = nvvm.shfl.sync bfly %c-1_i32_42, %61, %c4_i32_46, %c31_i32_44 : f32 -> f32
        %63 = arith.addf %61, %62 : f32
        %64 = nvvm.shfl.sync bfly %c-1_i32_42, %63, %c2_i32_40, %c31_i32_44 : f32 -> f32
        %65 = arith.addf %63, %64 : f32
        %66 = nvvm.shfl.sync bfly %c-1_i32_42, %65, %c1_i32_41, %c31_i32_44 : f32 -> f32
        %67 = arith.addf %65, %66 : f32
        nvvm.barrier
        %68 = arith.cmpi eq, %6, %c0_i32_47 : i32
        %69 = scf.if %68 -> (!memref_smem_f32) {
          %iter_62 = cute.get_iter(%48) : !memref_smem_f32
          %coord_63 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
          cute.memref.store(%48, %coord_63, %67) : (!memref_smem_f32, !cute.coord<"?">, f32) -> ()
          scf.yield %48 : !memref_smem_f32
        } else {
          %iter_62 = cute.get_iter(%48) : !memref_smem_f32
          scf.yield %48 : !memref_smem_f32
        }
        %iter_55 = cute.get_iter(%69) : !memref_smem_f32
        %iter_56 = cute.get_iter(%69) : !memref_smem_f32
        nvvm.barrier
        %coord_57 = cute.make_coord() : () -> !cute.coord<"0">
        %70 = cute.memref.load(%69, %coord_57) : (!memref_smem_f32, !cute.coord<"0">) -> f32
        %coord_58 = cute.make_coord() : () -> !cute.coord<"1">
        %71 = cute.memref.load(%69, %coord_58) : (!memref_smem_f32, !cute.coord<"1">) -> f32
        %72 = arith.addf %70, %71 : f32
        %coord_59 = cute.make_coord() : () -> !cute.coord<"2">
        %73 = cute.memref.load(%69, %coord_59) : (!memref_smem_f32, !cute.coord<"2">) -> f32
        %74 = arith.addf %72, %73 : f32
        %coord_60 = cute.make_coord() : () -> !cute.coord<"3">
        %75 = cute.memref.load(%69, %coord_60) : (!memref_smem_f32, !cute.coord<"3">) -> f32
        %76 = arith.addf %74, %75 : f32
        %cst_61 = arith.constant 5.000000e+03 : f32
        %77 = arith.divf %76, %cst_61 : f32
        %78 = arith.mulf %arg4, %56 : f32
        %79 = arith.mulf %78, %56 : f32
        %80 = arith.addf %77, %79 : f32
        %81 = math.rsqrt %80 : f32
        %82 = arith.mulf %56, %81 : f32
        scf.yield %69, %82 : !memref_smem_f32, f32
      } else {
        %iter_37 = cute.get_iter(%20) : !memref_smem_f32
        scf.yield %20, %30 : !memref_smem_f32, f32
      }
      %iter_33 = cute.get_iter(%32#0) : !memref_smem_f32
      %iter_34 = cute.get_iter(%32#0) : !memref_smem_f32
      %33 = arith.cmpi eq, %0, %c0_i32_24 : i32
      %34 = scf.if %33 -> (!memref_gmem_f32) {
        %iter_37 = cute.get_iter(%arg3) : !memref_gmem_f32
        %coord_38 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_38, %32#1) : (!memref_gmem_f32, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32
      } else {
        %iter_37 = cute.get_iter(%arg3) : !memref_gmem_f32
        scf.yield %arg3 : !memref_gmem_f32
      }
      %iter_35 = cute.get_iter(%34) : !memref_gmem_f32
      %iter_36 = cute.get_iter(%34) : !memref_gmem_f32
      %35 = scf.for %arg6 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg7 = %arg5) -> (!copy_simt)  : i32 {
        %coord_37 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice = cute.slice(%arg0, %coord_37) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_38 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %iter_39 = cute.get_iter(%slice) : !memref_gmem_f16_2
        %coord_40 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned = cute.tiled.copy.partition_S(%arg7, %slice, %coord_40) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_41 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_3
        %coord_42 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_43 = cute.slice(%arg1, %coord_42) : !memref_gmem_f16_1, !cute.coord<"((_,_),(?,?))">
        %iter_44 = cute.get_iter(%slice_43) : !memref_gmem_f16_2
        %iter_45 = cute.get_iter(%slice_43) : !memref_gmem_f16_2
        %coord_46 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %src_partitioned_47 = cute.tiled.copy.partition_S(%arg7, %slice_43, %coord_46) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_48 = cute.get_iter(%src_partitioned_47) : !memref_gmem_f16_3
        %coord_49 = cute.make_coord(%3, %arg6) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %slice_50 = cute.slice(%arg2, %coord_49) : !memref_gmem_f16, !cute.coord<"((_,_),(?,?))">
        %iter_51 = cute.get_iter(%slice_50) : !memref_gmem_f16_2
        %iter_52 = cute.get_iter(%slice_50) : !memref_gmem_f16_2
        %coord_53 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
        %dst_partitioned = cute.tiled.copy.partition_D(%arg7, %slice_50, %coord_53) : (!copy_simt, !memref_gmem_f16_2, !cute.coord<"?">) -> !memref_gmem_f16_3
        %iter_54 = cute.get_iter(%dst_partitioned) : !memref_gmem_f16_3
        %c4096_i32 = arith.constant 4096 : i32
        %36 = arith.muli %arg6, %c4096_i32 : i32
        %c8_i32_55 = arith.constant 8 : i32
        %37 = arith.muli %0, %c8_i32_55 : i32
        %38 = arith.addi %36, %37 : i32
        %sz_56 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"4">
        %e0_57 = cute.get_leaves(%sz_56) : !cute.int_tuple<"4">
        %shape_58 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_59 = cute.make_layout(%shape_58) : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_59) : !memref_rmem_i8
        %iter_60 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_61 = cute.get_iter(%rmem) : !memref_rmem_i8
        %c0_i32_62 = arith.constant 0 : i32
        %39 = arith.addi %38, %c0_i32_62 : i32
        %c5000_i32 = arith.constant 5000 : i32
        %40 = arith.cmpi slt, %39, %c5000_i32 : i32
        %41 = arith.extui %40 : i1 to i8
        %coord_63 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_63, %41) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
        %c1024_i32 = arith.constant 1024 : i32
        %42 = arith.addi %38, %c1024_i32 : i32
        %43 = arith.cmpi slt, %42, %c5000_i32 : i32
        %44 = arith.extui %43 : i1 to i8
        %coord_64 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_64, %44) : (!memref_rmem_i8, !cute.coord<"(0,0,1)">, i8) -> ()
        %c2048_i32 = arith.constant 2048 : i32
        %45 = arith.addi %38, %c2048_i32 : i32
        %46 = arith.cmpi slt, %45, %c5000_i32 : i32
        %47 = arith.extui %46 : i1 to i8
        %coord_65 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_65, %47) : (!memref_rmem_i8, !cute.coord<"(0,0,2)">, i8) -> ()
        %c3072_i32 = arith.constant 3072 : i32
        %48 = arith.addi %38, %c3072_i32 : i32
        %49 = arith.cmpi slt, %48, %c5000_i32 : i32
        %50 = arith.extui %49 : i1 to i8
        %coord_66 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_66, %50) : (!memref_rmem_i8, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_67 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_3
        %51 = cute.make_layout_like(%lay_67) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_68 = cute.memref.alloca(%51) : !memref_rmem_f16
        %iter_69 = cute.get_iter(%rmem_68) : !memref_rmem_f16
        %iter_70 = cute.get_iter(%rmem_68) : !memref_rmem_f16
        %lay_71 = cute.get_layout(%src_partitioned_47) : !memref_gmem_f16_3
        %52 = cute.make_layout_like(%lay_71) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_72 = cute.memref.alloca(%52) : !memref_rmem_f16
        %iter_73 = cute.get_iter(%rmem_72) : !memref_rmem_f16
        %iter_74 = cute.get_iter(%rmem_72) : !memref_rmem_f16
        %lay_75 = cute.get_layout(%rmem_68) : !memref_rmem_f16
        %sz_76 = cute.size(%rmem_68) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
        %e0_77 = cute.get_leaves(%sz_76) : !cute.int_tuple<"32">
        %53 = cute.get_shape(%lay_75) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_78, %e1, %e2, %e3 = cute.get_leaves(%53) : !cute.shape<"((8,1),1,4)">
        %int_tuple_79 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res = cute.tuple.product(%int_tuple_79) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_80 = cute.get_leaves(%res) : !cute.int_tuple<"32">
        %cst_81 = arith.constant 0.000000e+00 : f16
        %54 = vector.broadcast %cst_81 : f16 to vector<32xf16>
        %int_tuple_82 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_83 = cute.size(%int_tuple_82) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_84 = cute.get_leaves(%sz_83) : !cute.int_tuple<"32">
        %int_tuple_85 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_86 = cute.size(%int_tuple_85) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_87 = cute.get_leaves(%sz_86) : !cute.int_tuple<"32">
        cute.memref.store_vec(%54, %rmem_68) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %lay_88 = cute.get_layout(%rmem_72) : !memref_rmem_f16
        %sz_89 = cute.size(%rmem_72) : (!memref_rmem_f16) -> !cute.int_tuple<"32">
        %e0_90 = cute.get_leaves(%sz_89) : !cute.int_tuple<"32">
        %55 = cute.get_shape(%lay_88) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_91, %e1_92, %e2_93, %e3_94 = cute.get_leaves(%55) : !cute.shape<"((8,1),1,4)">
        %int_tuple_95 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %res_96 = cute.tuple.product(%int_tuple_95) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_97 = cute.get_leaves(%res_96) : !cute.int_tuple<"32">
        %56 = vector.broadcast %cst_81 : f16 to vector<32xf16>
        %int_tuple_98 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_99 = cute.size(%int_tuple_98) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_100 = cute.get_leaves(%sz_99) : !cute.int_tuple<"32">
        %int_tuple_101 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_102 = cute.size(%int_tuple_101) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_103 = cute.get_leaves(%sz_102) : !cute.int_tuple<"32">
        cute.memref.store_vec(%56, %rmem_72) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %57 = cute.get_shape(%lay_67) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_104, %e1_105, %e2_106, %e3_107 = cute.get_leaves(%57) : !cute.shape<"((8,1),1,4)">
        %shape_108 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_109 = cute.make_layout(%shape_108) : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_67, %lay_109) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_110 = cute.make_view(%iter_41, %append) : !memref_gmem_f16_3
        %iter_111 = cute.get_iter(%view_110) : !memref_gmem_f16_3
        %lay_112 = cute.get_layout(%view_110) : !memref_gmem_f16_3
        %58 = cute.get_shape(%lay_112) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_113, %e1_114, %e2_115, %e3_116 = cute.get_leaves(%58) : !cute.shape<"((8,1),1,4)">
        %grouped = cute.group_modes(%view_110) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_117 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %iter_118 = cute.get_iter(%grouped) : !memref_gmem_f16_4
        %shape_119 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_120 = cute.make_layout(%shape_119) : !cute.layout<"1:0">
        %append_121 = cute.append_to_rank<2> (%lay_75, %lay_120) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_122 = cute.make_view(%iter_70, %append_121) : !memref_rmem_f16
        %iter_123 = cute.get_iter(%view_122) : !memref_rmem_f16
        %lay_124 = cute.get_layout(%view_122) : !memref_rmem_f16
        %59 = cute.get_shape(%lay_124) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_125, %e1_126, %e2_127, %e3_128 = cute.get_leaves(%59) : !cute.shape<"((8,1),1,4)">
        %grouped_129 = cute.group_modes(%view_122) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_130 = cute.get_iter(%grouped_129) : !memref_rmem_f16_1
        %iter_131 = cute.get_iter(%grouped_129) : !memref_rmem_f16_1
        %lay_132 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_133 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_134 = cute.make_layout(%shape_133) : !cute.layout<"1:0">
        %append_135 = cute.append_to_rank<2> (%lay_132, %lay_134) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_136 = cute.make_view(%iter_61, %append_135) : !memref_rmem_i8
        %iter_137 = cute.get_iter(%view_136) : !memref_rmem_i8
        %lay_138 = cute.get_layout(%view_136) : !memref_rmem_i8
        %60 = cute.get_shape(%lay_138) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_139, %e1_140, %e2_141 = cute.get_leaves(%60) : !cute.shape<"(1,1,4)">
        %grouped_142 = cute.group_modes(%view_136) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_143 = cute.get_iter(%grouped_142) : !memref_rmem_i8_1
        %iter_144 = cute.get_iter(%grouped_142) : !memref_rmem_i8_1
        %lay_145 = cute.get_layout(%grouped) : !memref_gmem_f16_4
        %61 = cute.get_shape(%lay_145) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_146, %e1_147, %e2_148, %e3_149 = cute.get_leaves(%61) : !cute.shape<"((8,1),(1,4))">
        %lay_150 = cute.get_layout(%grouped_129) : !memref_rmem_f16_1
        %62 = cute.get_shape(%lay_150) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_151, %e1_152, %e2_153, %e3_154 = cute.get_leaves(%62) : !cute.shape<"((8,1),(1,4))">
        %sz_155 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_156 = cute.get_leaves(%sz_155) : !cute.int_tuple<"4">
        %sz_157 = cute.size(%grouped_129) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_158 = cute.get_leaves(%sz_157) : !cute.int_tuple<"4">
        cute.copy(%arg5, %grouped, %grouped_129, %grouped_142) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %63 = cute.get_shape(%lay_71) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_159, %e1_160, %e2_161, %e3_162 = cute.get_leaves(%63) : !cute.shape<"((8,1),1,4)">
        %shape_163 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_164 = cute.make_layout(%shape_163) : !cute.layout<"1:0">
        %append_165 = cute.append_to_rank<2> (%lay_71, %lay_164) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_166 = cute.make_view(%iter_48, %append_165) : !memref_gmem_f16_3
        %iter_167 = cute.get_iter(%view_166) : !memref_gmem_f16_3
        %lay_168 = cute.get_layout(%view_166) : !memref_gmem_f16_3
        %64 = cute.get_shape(%lay_168) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_169, %e1_170, %e2_171, %e3_172 = cute.get_leaves(%64) : !cute.shape<"((8,1),1,4)">
        %grouped_173 = cute.group_modes(%view_166) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_174 = cute.get_iter(%grouped_173) : !memref_gmem_f16_4
        %iter_175 = cute.get_iter(%grouped_173) : !memref_gmem_f16_4
        %shape_176 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_177 = cute.make_layout(%shape_176) : !cute.layout<"1:0">
        %append_178 = cute.append_to_rank<2> (%lay_88, %lay_177) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_179 = cute.make_view(%iter_74, %append_178) : !memref_rmem_f16
        %iter_180 = cute.get_iter(%view_179) : !memref_rmem_f16
        %lay_181 = cute.get_layout(%view_179) : !memref_rmem_f16
        %65 = cute.get_shape(%lay_181) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_182, %e1_183, %e2_184, %e3_185 = cute.get_leaves(%65) : !cute.shape<"((8,1),1,4)">
        %grouped_186 = cute.group_modes(%view_179) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_187 = cute.get_iter(%grouped_186) : !memref_rmem_f16_1
        %iter_188 = cute.get_iter(%grouped_186) : !memref_rmem_f16_1
        %shape_189 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_190 = cute.make_layout(%shape_189) : !cute.layout<"1:0">
        %append_191 = cute.append_to_rank<2> (%lay_132, %lay_190) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_192 = cute.make_view(%iter_61, %append_191) : !memref_rmem_i8
        %iter_193 = cute.get_iter(%view_192) : !memref_rmem_i8
        %lay_194 = cute.get_layout(%view_192) : !memref_rmem_i8
        %66 = cute.get_shape(%lay_194) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_195, %e1_196, %e2_197 = cute.get_leaves(%66) : !cute.shape<"(1,1,4)">
        %grouped_198 = cute.group_modes(%view_192) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_199 = cute.get_iter(%grouped_198) : !memref_rmem_i8_1
        %iter_200 = cute.get_iter(%grouped_198) : !memref_rmem_i8_1
        %lay_201 = cute.get_layout(%grouped_173) : !memref_gmem_f16_4
        %67 = cute.get_shape(%lay_201) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_202, %e1_203, %e2_204, %e3_205 = cute.get_leaves(%67) : !cute.shape<"((8,1),(1,4))">
        %lay_206 = cute.get_layout(%grouped_186) : !memref_rmem_f16_1
        %68 = cute.get_shape(%lay_206) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_207, %e1_208, %e2_209, %e3_210 = cute.get_leaves(%68) : !cute.shape<"((8,1),(1,4))">
        %sz_211 = cute.size(%grouped_173) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_212 = cute.get_leaves(%sz_211) : !cute.int_tuple<"4">
        %sz_213 = cute.size(%grouped_186) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_214 = cute.get_leaves(%sz_213) : !cute.int_tuple<"4">
        cute.copy(%arg5, %grouped_173, %grouped_186, %grouped_198) : (!copy_simt, !memref_gmem_f16_4, !memref_rmem_f16_1, !memref_rmem_i8_1)
        %69 = cute.memref.load_vec(%rmem_68) : (!memref_rmem_f16) -> vector<32xf16>
        %int_tuple_215 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_216 = cute.size(%int_tuple_215) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_217 = cute.get_leaves(%sz_216) : !cute.int_tuple<"32">
        %70 = arith.extf %69 : vector<32xf16> to vector<32xf32>
        %71 = vector.broadcast %32#1 : f32 to vector<32xf32>
        %72 = arith.mulf %70, %71 : vector<32xf32>
        %73 = cute.memref.load_vec(%rmem_72) : (!memref_rmem_f16) -> vector<32xf16>
        %int_tuple_218 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_219 = cute.size(%int_tuple_218) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_220 = cute.get_leaves(%sz_219) : !cute.int_tuple<"32">
        %74 = arith.extf %73 : vector<32xf16> to vector<32xf32>
        %75 = arith.mulf %72, %74 : vector<32xf32>
        %lay_221 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_3
        %76 = cute.make_layout_like(%lay_221) : !cute_layout_1f3dfd to !cute_layout_a987c4
        %rmem_222 = cute.memref.alloca(%76) : !memref_rmem_f16
        %iter_223 = cute.get_iter(%rmem_222) : !memref_rmem_f16
        %iter_224 = cute.get_iter(%rmem_222) : !memref_rmem_f16
        %int_tuple_225 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_226 = cute.size(%int_tuple_225) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_227 = cute.get_leaves(%sz_226) : !cute.int_tuple<"32">
        %77 = arith.truncf %75 : vector<32xf32> to vector<32xf16>
        %lay_228 = cute.get_layout(%rmem_222) : !memref_rmem_f16
        %78 = cute.get_shape(%lay_228) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_229, %e1_230, %e2_231, %e3_232 = cute.get_leaves(%78) : !cute.shape<"((8,1),1,4)">
        %int_tuple_233 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_234 = cute.size(%int_tuple_233) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_235 = cute.get_leaves(%sz_234) : !cute.int_tuple<"32">
        %int_tuple_236 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_237 = cute.size(%int_tuple_236) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_238 = cute.get_leaves(%sz_237) : !cute.int_tuple<"32">
        cute.memref.store_vec(%77, %rmem_222) : (vector<32xf16>, !memref_rmem_f16) -> ()
        %79 = cute.get_shape(%lay_221) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_239, %e1_240, %e2_241, %e3_242 = cute.get_leaves(%79) : !cute.shape<"((8,1),1,4)">
        %shape_243 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_244 = cute.make_layout(%shape_243) : !cute.layout<"1:0">
        %append_245 = cute.append_to_rank<2> (%lay_228, %lay_244) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_246 = cute.make_view(%iter_224, %append_245) : !memref_rmem_f16
        %iter_247 = cute.get_iter(%view_246) : !memref_rmem_f16
        %lay_248 = cute.get_layout(%view_246) : !memref_rmem_f16
        %80 = cute.get_shape(%lay_248) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%80) : !cute.shape<"((8,1),1,4)">
        %grouped_253 = cute.group_modes(%view_246) <1, 3> : (!memref_rmem_f16) -> !memref_rmem_f16_1
        %iter_254 = cute.get_iter(%grouped_253) : !memref_rmem_f16_1
        %iter_255 = cute.get_iter(%grouped_253) : !memref_rmem_f16_1
        %shape_256 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_257 = cute.make_layout(%shape_256) : !cute.layout<"1:0">
        %append_258 = cute.append_to_rank<2> (%lay_221, %lay_257) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_259 = cute.make_view(%iter_54, %append_258) : !memref_gmem_f16_3
        %iter_260 = cute.get_iter(%view_259) : !memref_gmem_f16_3
        %lay_261 = cute.get_layout(%view_259) : !memref_gmem_f16_3
        %81 = cute.get_shape(%lay_261) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_262, %e1_263, %e2_264, %e3_265 = cute.get_leaves(%81) : !cute.shape<"((8,1),1,4)">
        %grouped_266 = cute.group_modes(%view_259) <1, 3> : (!memref_gmem_f16_3) -> !memref_gmem_f16_4
        %iter_267 = cute.get_iter(%grouped_266) : !memref_gmem_f16_4
        %iter_268 = cute.get_iter(%grouped_266) : !memref_gmem_f16_4
        %shape_269 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_270 = cute.make_layout(%shape_269) : !cute.layout<"1:0">
        %append_271 = cute.append_to_rank<2> (%lay_132, %lay_270) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_272 = cute.make_view(%iter_61, %append_271) : !memref_rmem_i8
        %iter_273 = cute.get_iter(%view_272) : !memref_rmem_i8
        %lay_274 = cute.get_layout(%view_272) : !memref_rmem_i8
        %82 = cute.get_shape(%lay_274) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_275, %e1_276, %e2_277 = cute.get_leaves(%82) : !cute.shape<"(1,1,4)">
        %grouped_278 = cute.group_modes(%view_272) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
        %iter_279 = cute.get_iter(%grouped_278) : !memref_rmem_i8_1
        %iter_280 = cute.get_iter(%grouped_278) : !memref_rmem_i8_1
        %lay_281 = cute.get_layout(%grouped_253) : !memref_rmem_f16_1
        %83 = cute.get_shape(%lay_281) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_282, %e1_283, %e2_284, %e3_285 = cute.get_leaves(%83) : !cute.shape<"((8,1),(1,4))">
        %lay_286 = cute.get_layout(%grouped_266) : !memref_gmem_f16_4
        %84 = cute.get_shape(%lay_286) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_287, %e1_288, %e2_289, %e3_290 = cute.get_leaves(%84) : !cute.shape<"((8,1),(1,4))">
        %sz_291 = cute.size(%grouped_253) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"4">
        %e0_292 = cute.get_leaves(%sz_291) : !cute.int_tuple<"4">
        %sz_293 = cute.size(%grouped_266) <{mode = [1]}> : (!memref_gmem_f16_4) -> !cute.int_tuple<"4">
        %e0_294 = cute.get_leaves(%sz_293) : !cute.int_tuple<"4">
        cute.copy(%arg5, %grouped_253, %grouped_266, %grouped_278) : (!copy_simt, !memref_rmem_f16_1, !memref_gmem_f16_4, !memref_rmem_i8_1)
        scf.yield %arg7 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h52f54828(%arg0: !memref_gmem_f16_5, %arg1: !memref_gmem_f16_6, %arg2: !memref_gmem_f16_5, %arg3: !memref_gmem_f32, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_6
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_5
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_5
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_6
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_5
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32
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
    %iter_29 = cute.get_iter(%div) : !memref_gmem_f16
    %iter_30 = cute.get_iter(%div) : !memref_gmem_f16
    %lay_31 = cute.get_layout(%view_27) : !memref_gmem_f16_7
    %5 = cute.get_shape(%lay_31) : (!cute.layout<"(96,5000):(0,1)">) -> !cute.shape<"(96,5000)">
    %e0_32, %e1_33 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_34 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_35 = cute.zipped_divide(%view_27, %tile_34) : !memref_gmem_f16_7, !cute.tile<"[1:0;4096:1]">
    %iter_36 = cute.get_iter(%div_35) : !memref_gmem_f16_1
    %iter_37 = cute.get_iter(%div_35) : !memref_gmem_f16_1
    %lay_38 = cute.get_layout(%view_19) : !memref_gmem_f16_5
    %6 = cute.get_shape(%lay_38) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_39, %e1_40 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_41 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %div_42 = cute.zipped_divide(%view_19, %tile_41) : !memref_gmem_f16_5, !cute.tile<"[1:0;4096:1]">
    %iter_43 = cute.get_iter(%div_42) : !memref_gmem_f16
    %iter_44 = cute.get_iter(%div_42) : !memref_gmem_f16
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_45 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_46 = cute.make_ordered_layout(%shape_45, %int_tuple) : (!cute.shape<"(1,128)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,128):(0,1)">
    %shape_47 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_48 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_49 = cute.make_ordered_layout(%shape_47, %int_tuple_48) : (!cute.shape<"(1,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(1,8):(0,1)">
    %prod = cute.raked_product(%lay_46, %lay_49) : (!cute.layout<"(1,128):(0,1)">, !cute.layout<"(1,8):(0,1)">) -> !cute_layout_dd009c
    %sz = cute.size(%lay_46) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_50 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_51 = cute.size(%lay_49) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_52 = cute.get_leaves(%sz_51) : !cute.int_tuple<"8">
    %shape_53 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_54 = cute.make_layout(%shape_53) : !cute.layout<"(128,8):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute_layout_dd009c) -> !cute.layout<"(128,8):(8,1)">
    %7 = cute.composition(%rinv, %lay_54) : (!cute.layout<"(128,8):(8,1)">, !cute.layout<"(128,8):(1,128)">) -> !cute.layout<"(128,8):(8,1)">
    %8 = cute.get_shape(%prod) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_55, %e1_56, %e2 = cute.get_leaves(%8) : !cute.shape<"(1,(8,128))">
    %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %res = cute.tuple.product_each(%int_tuple_57) : (!cute.int_tuple<"(1,(8,128))">) -> !cute.int_tuple<"(1,1024)">
    %e0_58, %e1_59 = cute.get_leaves(%res) : !cute.int_tuple<"(1,1024)">
    %tile_60 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %9 = cute.make_tiled_copy(%atom) : !copy_simt
    %sz_61 = cute.size(%view) <{mode = [0]}> : (!memref_gmem_f16_5) -> !cute.int_tuple<"96">
    %e0_62 = cute.get_leaves(%sz_61) : !cute.int_tuple<"96">
    %lay_63 = cute.get_layout(%div) : !memref_gmem_f16
    %lay_64 = cute.get_layout(%div_35) : !memref_gmem_f16_1
    %lay_65 = cute.get_layout(%div_42) : !memref_gmem_f16
    %lay_66 = cute.get_layout(%arg3) : !memref_gmem_f32
    %10 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_67, %e1_68 = cute.get_leaves(%10) : !cute.tile<"[1:0;1024:1]">
    %11 = cute.static : !cute.layout<"(128,8):(8,1)">
    %12 = cute.static : !cute.layout<"1:0">
    %13 = cute.static : !cute.layout<"(1,8):(0,1)">
    %14 = cute.static : !cute.layout<"(1,8):(0,1)">
    %15 = cute.kernel_smem_size @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0 : i64
    %c80_i32 = arith.constant 80 : i32
    %16 = arith.extsi %c80_i32 : i32 to i64
    %17 = arith.cmpi slt, %16, %15 : i64
    scf.if %17 {
      cute.print("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' may exceed available memory set in kernel launch. Allocated: {} bytes. Used: {} bytes.\0A\0A", %c80_i32, %15) : i32, i64
    }
    %c232448_i32 = arith.constant 232448 : i32
    %18 = arith.cmpi sgt, %c80_i32, %c232448_i32 : i32
    scf.if %18 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c80_i32) : i32
    }
    %19 = arith.extsi %c80_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %20 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %19, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%20] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_69 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%20] %c0_i32_69 : !cuda_launch_cfg_2cf94c, i32
    %21 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0<%20> (%div, %div_35, %div_42, %arg3, %arg4, %9) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f16, !memref_gmem_f16_1, !memref_gmem_f16, !memref_gmem_f32, f32, !copy_simt) -> !cuda.result
    %22 = cuda.cast %21 : !cuda.result -> i32
    cuda.return_if_error %22 : i32
    %c0_i32_70 = arith.constant 0 : i32
    return %c0_i32_70 : i32
  }
}
