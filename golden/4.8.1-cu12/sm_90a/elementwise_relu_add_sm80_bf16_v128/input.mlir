!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_arith_tuple_iter_5a9c5d = !cute.arith_tuple_iter<"(?{div=2},?{div=8})">
!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_720f06 = !cute.arith_tuple_iter<"(?{div=32},?{div=256})">
!cute_arith_tuple_iter_e9f65b = !cute.arith_tuple_iter<"(?{div=4},?{div=8})">
!cute_coord_80bb2e = !cute.coord<"(?{div=2},?{div=8})">
!cute_coord_c2b1de = !cute.coord<"(?{div=4},?{div=8})">
!cute_coord_tensor_0300c9 = !cute.coord_tensor<"(0,0)", "((32,256),(32,5)):((1@0,1@1),(32@0,256@1))">
!cute_coord_tensor_28909a = !cute.coord_tensor<"(?{div=32},?{div=256})", "(32,256):(1@0,1@1)">
!cute_coord_tensor_3f17e1 = !cute.coord_tensor<"(0,0)", "(1000,1048):(1@0,1@1)">
!cute_coord_tensor_7fd722 = !cute.coord_tensor<"(?{div=4},?{div=8})", "((8,4),1,1):((1@1,1@0),0,0)">
!cute_coord_tensor_8903ef = !cute.coord_tensor<"(?{div=4},?{div=8})", "():()">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_ad6843 = !cute.coord_tensor<"(?{div=2},?{div=8})", "():()">
!cute_int_tuple_5246f5 = !cute.int_tuple<"(?{div=4},?{div=8})">
!cute_int_tuple_7ee09c = !cute.int_tuple<"((4,8),(8,32))">
!cute_int_tuple_9a0db9 = !cute.int_tuple<"(?{div=32},?{div=256})">
!cute_int_tuple_a48791 = !cute.int_tuple<"(?{div=2},?{div=8})">
!cute_layout_055049 = !cute.layout<"(256,32):(1,256)">
!cute_layout_0d4ceb = !cute.layout<"((8,4),(1,1)):((1,8),(0,0))">
!cute_layout_2eb6d8 = !cute.layout<"(32,64,4):(256,4,1)">
!cute_layout_2fe75b = !cute.layout<"((8,4),(1,1)):((1,1048),(0,0))">
!cute_layout_770128 = !cute.layout<"((4,8),(8,32)):((2048,32),(256,1))">
!cute_layout_b9b91a = !cute.layout<"(1000,1048):(1048,1)">
!cute_layout_e8945d = !cute.layout<"((8,4),1,1):((1,8),0,0)">
!cute_layout_e9132b = !cute.layout<"((8,4),1,1):((1,1048),0,0)">
!cute_layout_ec63f0 = !cute.layout<"((32,8),(8,4)):((256,4),(32,1))">
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"((32,8),(8,4)):((256,4),(32,1))">, tiler_mn = <"[32:1;256:1]">>
!memref_gmem_bf16 = !cute.memref<bf16, gmem, align<16>, "((32,256),(32,5)):((1048,1),(33536,256))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(32,256):(1048,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "((8,4),1,1):((1,1048),0,0)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,4),(1,1)):((1,1048),(0,0))">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "(1000,1048):(1048,1)">
!memref_rmem_bf16 = !cute.memref<bf16, rmem, align<32>, "((8,4),1,1):((1,8),0,0)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,4),(1,1)):((1,8),(0,0))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(4,1,1):(1,0,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(4,(1,1)):(1,(0,0))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0(%arg0: !memref_gmem_bf16, %arg1: !memref_gmem_bf16, %arg2: !memref_gmem_bf16, %arg3: !cute_coord_tensor_0300c9, %arg4: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 160, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_2 = cute.get_iter(%arg3) : !cute_coord_tensor_0300c9
      %tup = cute.deref_arith_tuple_iter(%iter_2) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16
      %iter_6 = cute.get_iter(%arg3) : !cute_coord_tensor_0300c9
      %tup_7 = cute.deref_arith_tuple_iter(%iter_6) : !cute.arith_tuple_iter<"(0,0)">
      %e0_8, %e1_9 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16
      %lay_10 = cute.get_layout(%arg1) : !memref_gmem_bf16
      %lay_11 = cute.get_layout(%arg2) : !memref_gmem_bf16
      %lay_12 = cute.get_layout(%arg3) : !cute_coord_tensor_0300c9
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %coord = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice = cute.slice(%arg0, %coord) : !memref_gmem_bf16, !cute.coord<"((_,_),?)">
      %iter_13 = cute.get_iter(%slice) : !memref_gmem_bf16_1
      %iter_14 = cute.get_iter(%slice) : !memref_gmem_bf16_1
      %coord_15 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned = cute.tiled.copy.partition_S(%arg4, %slice, %coord_15) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
      %iter_16 = cute.get_iter(%src_partitioned) : !memref_gmem_bf16_2
      %coord_17 = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice_18 = cute.slice(%arg1, %coord_17) : !memref_gmem_bf16, !cute.coord<"((_,_),?)">
      %iter_19 = cute.get_iter(%slice_18) : !memref_gmem_bf16_1
      %iter_20 = cute.get_iter(%slice_18) : !memref_gmem_bf16_1
      %coord_21 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned_22 = cute.tiled.copy.partition_S(%arg4, %slice_18, %coord_21) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
      %iter_23 = cute.get_iter(%src_partitioned_22) : !memref_gmem_bf16_2
      %coord_24 = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice_25 = cute.slice(%arg2, %coord_24) : !memref_gmem_bf16, !cute.coord<"((_,_),?)">
      %iter_26 = cute.get_iter(%slice_25) : !memref_gmem_bf16_1
      %iter_27 = cute.get_iter(%slice_25) : !memref_gmem_bf16_1
      %coord_28 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %dst_partitioned = cute.tiled.copy.partition_D(%arg4, %slice_25, %coord_28) : (!copy_simt, !memref_gmem_bf16_1, !cute.coord<"?">) -> !memref_gmem_bf16_2
      %iter_29 = cute.get_iter(%dst_partitioned) : !memref_gmem_bf16_2
      %coord_30 = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice_31 = cute.slice(%arg3, %coord_30) : !cute_coord_tensor_0300c9, !cute.coord<"((_,_),?)">
      %iter_32 = cute.get_iter(%slice_31) : !cute_coord_tensor_28909a
      %tup_33 = cute.deref_arith_tuple_iter(%iter_32) : !cute_arith_tuple_iter_720f06
      %e0_34, %e1_35 = cute.get_leaves(%tup_33) : !cute_int_tuple_9a0db9
      %6 = cute.get_scalars(%e0_34) : !cute.int_tuple<"?{div=32}">
      %7 = cute.get_scalars(%e1_35) : !cute.int_tuple<"?{div=256}">
      %iter_36 = cute.get_iter(%slice_31) : !cute_coord_tensor_28909a
      %tup_37 = cute.deref_arith_tuple_iter(%iter_36) : !cute_arith_tuple_iter_720f06
      %e0_38, %e1_39 = cute.get_leaves(%tup_37) : !cute_int_tuple_9a0db9
      %8 = cute.get_scalars(%e0_38) : !cute.int_tuple<"?{div=32}">
      %9 = cute.get_scalars(%e1_39) : !cute.int_tuple<"?{div=256}">
      %coord_40 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %dst_partitioned_41 = cute.tiled.copy.partition_D(%arg4, %slice_31, %coord_40) : (!copy_simt, !cute_coord_tensor_28909a, !cute.coord<"?">) -> !cute_coord_tensor_7fd722
      %iter_42 = cute.get_iter(%dst_partitioned_41) : !cute_coord_tensor_7fd722
      %tup_43 = cute.deref_arith_tuple_iter(%iter_42) : !cute_arith_tuple_iter_e9f65b
      %e0_44, %e1_45 = cute.get_leaves(%tup_43) : !cute_int_tuple_5246f5
      %10 = cute.get_scalars(%e0_44) : !cute.int_tuple<"?{div=4}">
      %11 = cute.get_scalars(%e1_45) : !cute.int_tuple<"?{div=8}">
      %sz = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"4">
      %e0_46 = cute.get_leaves(%sz) : !cute.int_tuple<"4">
      %sz_47 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
      %e0_48 = cute.get_leaves(%sz_47) : !cute.int_tuple<"1">
      %sz_49 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_bf16_2) -> !cute.int_tuple<"1">
      %e0_50 = cute.get_leaves(%sz_49) : !cute.int_tuple<"1">
      %shape = cute.make_shape() : () -> !cute.shape<"(4,1,1)">
      %lay_51 = cute.make_layout(%shape) : !cute.layout<"(4,1,1):(1,0,0)">
      %rmem = cute.memref.alloca(%lay_51) : !memref_rmem_i8
      %iter_52 = cute.get_iter(%rmem) : !memref_rmem_i8
      %iter_53 = cute.get_iter(%rmem) : !memref_rmem_i8
      %coord_54 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
      %slice_55 = cute.slice(%dst_partitioned_41, %coord_54) : !cute_coord_tensor_7fd722, !cute.coord<"((0,0),0,0)">
      %iter_56 = cute.get_iter(%slice_55) : !cute_coord_tensor_8903ef
      %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute_arith_tuple_iter_e9f65b
      %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute_int_tuple_5246f5
      %12 = cute.get_scalars(%e0_58) : !cute.int_tuple<"?{div=4}">
      %13 = cute.get_scalars(%e1_59) : !cute.int_tuple<"?{div=8}">
      %iter_60 = cute.get_iter(%slice_55) : !cute_coord_tensor_8903ef
      %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute_arith_tuple_iter_e9f65b
      %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute_int_tuple_5246f5
      %14 = cute.get_scalars(%e0_62) : !cute.int_tuple<"?{div=4}">
      %15 = cute.get_scalars(%e1_63) : !cute.int_tuple<"?{div=8}">
      %iter_64 = cute.get_iter(%slice_55) : !cute_coord_tensor_8903ef
      %tup_65 = cute.deref_arith_tuple_iter(%iter_64) : !cute_arith_tuple_iter_e9f65b
      %e0_66, %e1_67 = cute.get_leaves(%tup_65) : !cute_int_tuple_5246f5
      %16 = cute.get_scalars(%e0_66) : !cute.int_tuple<"?{div=4}">
      %17 = cute.get_scalars(%e1_67) : !cute.int_tuple<"?{div=8}">
      %coord_68 = cute.make_coord(%e0_66, %e1_67) : (!cute.int_tuple<"?{div=4}">, !cute.int_tuple<"?{div=8}">) -> !cute_coord_c2b1de
      %coord_69 = cute.make_coord() : () -> !cute.coord<"(1000,1048)">
      %18 = cute.elem_less(%coord_68, %coord_69) : !cute_coord_c2b1de, !cute.coord<"(1000,1048)">
      %19 = arith.extui %18 : i1 to i8
      %coord_70 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      cute.memref.store(%rmem, %coord_70, %19) : (!memref_rmem_i8, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_71 = cute.make_coord() : () -> !cute.coord<"((0,1),0,0)">
      %slice_72 = cute.slice(%dst_partitioned_41, %coord_71) : !cute_coord_tensor_7fd722, !cute.coord<"((0,1),0,0)">
      %iter_73 = cute.get_iter(%slice_72) : !cute_coord_tensor_8bc2ea
      %tup_74 = cute.deref_arith_tuple_iter(%iter_73) : !cute_arith_tuple_iter_66b557
      %e0_75, %e1_76 = cute.get_leaves(%tup_74) : !cute.int_tuple<"(?,?{div=8})">
      %20 = cute.get_scalars(%e0_75) : !cute.int_tuple<"?">
      %21 = cute.get_scalars(%e1_76) : !cute.int_tuple<"?{div=8}">
      %iter_77 = cute.get_iter(%slice_72) : !cute_coord_tensor_8bc2ea
      %tup_78 = cute.deref_arith_tuple_iter(%iter_77) : !cute_arith_tuple_iter_66b557
      %e0_79, %e1_80 = cute.get_leaves(%tup_78) : !cute.int_tuple<"(?,?{div=8})">
      %22 = cute.get_scalars(%e0_79) : !cute.int_tuple<"?">
      %23 = cute.get_scalars(%e1_80) : !cute.int_tuple<"?{div=8}">
      %iter_81 = cute.get_iter(%slice_72) : !cute_coord_tensor_8bc2ea
      %tup_82 = cute.deref_arith_tuple_iter(%iter_81) : !cute_arith_tuple_iter_66b557
      %e0_83, %e1_84 = cute.get_leaves(%tup_82) : !cute.int_tuple<"(?,?{div=8})">
      %24 = cute.get_scalars(%e0_83) : !cute.int_tuple<"?">
      %25 = cute.get_scalars(%e1_84) : !cute.int_tuple<"?{div=8}">
      %coord_85 = cute.make_coord(%e0_83, %e1_84) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %coord_86 = cute.make_coord() : () -> !cute.coord<"(1000,1048)">
      %26 = cute.elem_less(%coord_85, %coord_86) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(1000,1048)">
      %27 = arith.extui %26 : i1 to i8
      %coord_87 = cute.make_coord() : () -> !cute.coord<"(1,0,0)">
      cute.memref.store(%rmem, %coord_87, %27) : (!memref_rmem_i8, !cute.coord<"(1,0,0)">, i8) -> ()
      %coord_88 = cute.make_coord() : () -> !cute.coord<"((0,2),0,0)">
      %slice_89 = cute.slice(%dst_partitioned_41, %coord_88) : !cute_coord_tensor_7fd722, !cute.coord<"((0,2),0,0)">
      %iter_90 = cute.get_iter(%slice_89) : !cute_coord_tensor_ad6843
      %tup_91 = cute.deref_arith_tuple_iter(%iter_90) : !cute_arith_tuple_iter_5a9c5d
      %e0_92, %e1_93 = cute.get_leaves(%tup_91) : !cute_int_tuple_a48791
      %28 = cute.get_scalars(%e0_92) : !cute.int_tuple<"?{div=2}">
      %29 = cute.get_scalars(%e1_93) : !cute.int_tuple<"?{div=8}">
      %iter_94 = cute.get_iter(%slice_89) : !cute_coord_tensor_ad6843
      %tup_95 = cute.deref_arith_tuple_iter(%iter_94) : !cute_arith_tuple_iter_5a9c5d
      %e0_96, %e1_97 = cute.get_leaves(%tup_95) : !cute_int_tuple_a48791
      %30 = cute.get_scalars(%e0_96) : !cute.int_tuple<"?{div=2}">
      %31 = cute.get_scalars(%e1_97) : !cute.int_tuple<"?{div=8}">
      %iter_98 = cute.get_iter(%slice_89) : !cute_coord_tensor_ad6843
      %tup_99 = cute.deref_arith_tuple_iter(%iter_98) : !cute_arith_tuple_iter_5a9c5d
      %e0_100, %e1_101 = cute.get_leaves(%tup_99) : !cute_int_tuple_a48791
      %32 = cute.get_scalars(%e0_100) : !cute.int_tuple<"?{div=2}">
      %33 = cute.get_scalars(%e1_101) : !cute.int_tuple<"?{div=8}">
      %coord_102 = cute.make_coord(%e0_100, %e1_101) : (!cute.int_tuple<"?{div=2}">, !cute.int_tuple<"?{div=8}">) -> !cute_coord_80bb2e
      %coord_103 = cute.make_coord() : () -> !cute.coord<"(1000,1048)">
      %34 = cute.elem_less(%coord_102, %coord_103) : !cute_coord_80bb2e, !cute.coord<"(1000,1048)">
      %35 = arith.extui %34 : i1 to i8
      %coord_104 = cute.make_coord() : () -> !cute.coord<"(2,0,0)">
      cute.memref.store(%rmem, %coord_104, %35) : (!memref_rmem_i8, !cute.coord<"(2,0,0)">, i8) -> ()
      %coord_105 = cute.make_coord() : () -> !cute.coord<"((0,3),0,0)">
      %slice_106 = cute.slice(%dst_partitioned_41, %coord_105) : !cute_coord_tensor_7fd722, !cute.coord<"((0,3),0,0)">
      %iter_107 = cute.get_iter(%slice_106) : !cute_coord_tensor_8bc2ea
      %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute_arith_tuple_iter_66b557
      %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute.int_tuple<"(?,?{div=8})">
      %36 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?">
      %37 = cute.get_scalars(%e1_110) : !cute.int_tuple<"?{div=8}">
      %iter_111 = cute.get_iter(%slice_106) : !cute_coord_tensor_8bc2ea
      %tup_112 = cute.deref_arith_tuple_iter(%iter_111) : !cute_arith_tuple_iter_66b557
      %e0_113, %e1_114 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(?,?{div=8})">
      %38 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?">
      %39 = cute.get_scalars(%e1_114) : !cute.int_tuple<"?{div=8}">
      %iter_115 = cute.get_iter(%slice_106) : !cute_coord_tensor_8bc2ea
      %tup_116 = cute.deref_arith_tuple_iter(%iter_115) : !cute_arith_tuple_iter_66b557
      %e0_117, %e1_118 = cute.get_leaves(%tup_116) : !cute.int_tuple<"(?,?{div=8})">
      %40 = cute.get_scalars(%e0_117) : !cute.int_tuple<"?">
      %41 = cute.get_scalars(%e1_118) : !cute.int_tuple<"?{div=8}">
      %coord_119 = cute.make_coord(%e0_117, %e1_118) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
      %coord_120 = cute.make_coord() : () -> !cute.coord<"(1000,1048)">
      %42 = cute.elem_less(%coord_119, %coord_120) : !cute.coord<"(?,?{div=8})">, !cute.coord<"(1000,1048)">
      %43 = arith.extui %42 : i1 to i8
      %coord_121 = cute.make_coord() : () -> !cute.coord<"(3,0,0)">
      cute.memref.store(%rmem, %coord_121, %43) : (!memref_rmem_i8, !cute.coord<"(3,0,0)">, i8) -> ()
      %lay_122 = cute.get_layout(%src_partitioned) : !memref_gmem_bf16_2
      %44 = cute.make_layout_like(%lay_122) : !cute_layout_e9132b to !cute_layout_e8945d
      %rmem_123 = cute.memref.alloca(%44) : !memref_rmem_bf16
      %iter_124 = cute.get_iter(%rmem_123) : !memref_rmem_bf16
      %iter_125 = cute.get_iter(%rmem_123) : !memref_rmem_bf16
      %lay_126 = cute.get_layout(%src_partitioned_22) : !memref_gmem_bf16_2
      %45 = cute.make_layout_like(%lay_126) : !cute_layout_e9132b to !cute_layout_e8945d
      %rmem_127 = cute.memref.alloca(%45) : !memref_rmem_bf16
      %iter_128 = cute.get_iter(%rmem_127) : !memref_rmem_bf16
      %iter_129 = cute.get_iter(%rmem_127) : !memref_rmem_bf16
      %lay_130 = cute.get_layout(%dst_partitioned) : !memref_gmem_bf16_2
      %46 = cute.make_layout_like(%lay_130) : !cute_layout_e9132b to !cute_layout_e8945d
      %rmem_131 = cute.memref.alloca(%46) : !memref_rmem_bf16
      %iter_132 = cute.get_iter(%rmem_131) : !memref_rmem_bf16
      %iter_133 = cute.get_iter(%rmem_131) : !memref_rmem_bf16
      %47 = cute.get_shape(%lay_122) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_134, %e1_135, %e2, %e3 = cute.get_leaves(%47) : !cute.shape<"((8,4),1,1)">
      %lay_136 = cute.get_layout(%rmem_123) : !memref_rmem_bf16
      %48 = cute.get_shape(%lay_136) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_137, %e1_138, %e2_139, %e3_140 = cute.get_leaves(%48) : !cute.shape<"((8,4),1,1)">
      %shape_141 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_142 = cute.make_layout(%shape_141) : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_122, %lay_142) : !cute_layout_e9132b, !cute.layout<"1:0">
      %view = cute.make_view(%iter_16, %append) : !memref_gmem_bf16_2
      %iter_143 = cute.get_iter(%view) : !memref_gmem_bf16_2
      %lay_144 = cute.get_layout(%view) : !memref_gmem_bf16_2
      %49 = cute.get_shape(%lay_144) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_145, %e1_146, %e2_147, %e3_148 = cute.get_leaves(%49) : !cute.shape<"((8,4),1,1)">
      %grouped = cute.group_modes(%view) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
      %iter_149 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
      %iter_150 = cute.get_iter(%grouped) : !memref_gmem_bf16_3
      %shape_151 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_152 = cute.make_layout(%shape_151) : !cute.layout<"1:0">
      %append_153 = cute.append_to_rank<2> (%lay_136, %lay_152) : !cute_layout_e8945d, !cute.layout<"1:0">
      %view_154 = cute.make_view(%iter_125, %append_153) : !memref_rmem_bf16
      %iter_155 = cute.get_iter(%view_154) : !memref_rmem_bf16
      %lay_156 = cute.get_layout(%view_154) : !memref_rmem_bf16
      %50 = cute.get_shape(%lay_156) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_157, %e1_158, %e2_159, %e3_160 = cute.get_leaves(%50) : !cute.shape<"((8,4),1,1)">
      %grouped_161 = cute.group_modes(%view_154) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
      %iter_162 = cute.get_iter(%grouped_161) : !memref_rmem_bf16_1
      %iter_163 = cute.get_iter(%grouped_161) : !memref_rmem_bf16_1
      %lay_164 = cute.get_layout(%rmem) : !memref_rmem_i8
      %shape_165 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_166 = cute.make_layout(%shape_165) : !cute.layout<"1:0">
      %append_167 = cute.append_to_rank<2> (%lay_164, %lay_166) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_168 = cute.make_view(%iter_53, %append_167) : !memref_rmem_i8
      %iter_169 = cute.get_iter(%view_168) : !memref_rmem_i8
      %lay_170 = cute.get_layout(%view_168) : !memref_rmem_i8
      %51 = cute.get_shape(%lay_170) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_171, %e1_172, %e2_173 = cute.get_leaves(%51) : !cute.shape<"(4,1,1)">
      %grouped_174 = cute.group_modes(%view_168) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %iter_175 = cute.get_iter(%grouped_174) : !memref_rmem_i8_1
      %iter_176 = cute.get_iter(%grouped_174) : !memref_rmem_i8_1
      %lay_177 = cute.get_layout(%grouped) : !memref_gmem_bf16_3
      %52 = cute.get_shape(%lay_177) : (!cute_layout_2fe75b) -> !cute.shape<"((8,4),(1,1))">
      %e0_178, %e1_179, %e2_180, %e3_181 = cute.get_leaves(%52) : !cute.shape<"((8,4),(1,1))">
      %lay_182 = cute.get_layout(%grouped_161) : !memref_rmem_bf16_1
      %53 = cute.get_shape(%lay_182) : (!cute_layout_0d4ceb) -> !cute.shape<"((8,4),(1,1))">
      %e0_183, %e1_184, %e2_185, %e3_186 = cute.get_leaves(%53) : !cute.shape<"((8,4),(1,1))">
      %sz_187 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
      %e0_188 = cute.get_leaves(%sz_187) : !cute.int_tuple<"1">
      %sz_189 = cute.size(%grouped_161) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"1">
      %e0_190 = cute.get_leaves(%sz_189) : !cute.int_tuple<"1">
      cute.copy(%arg4, %grouped, %grouped_161, %grouped_174) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
      %54 = cute.get_shape(%lay_126) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_191, %e1_192, %e2_193, %e3_194 = cute.get_leaves(%54) : !cute.shape<"((8,4),1,1)">
      %lay_195 = cute.get_layout(%rmem_127) : !memref_rmem_bf16
      %55 = cute.get_shape(%lay_195) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_196, %e1_197, %e2_198, %e3_199 = cute.get_leaves(%55) : !cute.shape<"((8,4),1,1)">
      %shape_200 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_201 = cute.make_layout(%shape_200) : !cute.layout<"1:0">
      %append_202 = cute.append_to_rank<2> (%lay_126, %lay_201) : !cute_layout_e9132b, !cute.layout<"1:0">
      %view_203 = cute.make_view(%iter_23, %append_202) : !memref_gmem_bf16_2
      %iter_204 = cute.get_iter(%view_203) : !memref_gmem_bf16_2
      %lay_205 = cute.get_layout(%view_203) : !memref_gmem_bf16_2
      %56 = cute.get_shape(%lay_205) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_206, %e1_207, %e2_208, %e3_209 = cute.get_leaves(%56) : !cute.shape<"((8,4),1,1)">
      %grouped_210 = cute.group_modes(%view_203) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
      %iter_211 = cute.get_iter(%grouped_210) : !memref_gmem_bf16_3
      %iter_212 = cute.get_iter(%grouped_210) : !memref_gmem_bf16_3
      %shape_213 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_214 = cute.make_layout(%shape_213) : !cute.layout<"1:0">
      %append_215 = cute.append_to_rank<2> (%lay_195, %lay_214) : !cute_layout_e8945d, !cute.layout<"1:0">
      %view_216 = cute.make_view(%iter_129, %append_215) : !memref_rmem_bf16
      %iter_217 = cute.get_iter(%view_216) : !memref_rmem_bf16
      %lay_218 = cute.get_layout(%view_216) : !memref_rmem_bf16
      %57 = cute.get_shape(%lay_218) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_219, %e1_220, %e2_221, %e3_222 = cute.get_leaves(%57) : !cute.shape<"((8,4),1,1)">
      %grouped_223 = cute.group_modes(%view_216) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
      %iter_224 = cute.get_iter(%grouped_223) : !memref_rmem_bf16_1
      %iter_225 = cute.get_iter(%grouped_223) : !memref_rmem_bf16_1
      %shape_226 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_227 = cute.make_layout(%shape_226) : !cute.layout<"1:0">
      %append_228 = cute.append_to_rank<2> (%lay_164, %lay_227) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_229 = cute.make_view(%iter_53, %append_228) : !memref_rmem_i8
      %iter_230 = cute.get_iter(%view_229) : !memref_rmem_i8
      %lay_231 = cute.get_layout(%view_229) : !memref_rmem_i8
      %58 = cute.get_shape(%lay_231) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_232, %e1_233, %e2_234 = cute.get_leaves(%58) : !cute.shape<"(4,1,1)">
      %grouped_235 = cute.group_modes(%view_229) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %iter_236 = cute.get_iter(%grouped_235) : !memref_rmem_i8_1
      %iter_237 = cute.get_iter(%grouped_235) : !memref_rmem_i8_1
      %lay_238 = cute.get_layout(%grouped_210) : !memref_gmem_bf16_3
      %59 = cute.get_shape(%lay_238) : (!cute_layout_2fe75b) -> !cute.shape<"((8,4),(1,1))">
      %e0_239, %e1_240, %e2_241, %e3_242 = cute.get_leaves(%59) : !cute.shape<"((8,4),(1,1))">
      %lay_243 = cute.get_layout(%grouped_223) : !memref_rmem_bf16_1
      %60 = cute.get_shape(%lay_243) : (!cute_layout_0d4ceb) -> !cute.shape<"((8,4),(1,1))">
      %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%60) : !cute.shape<"((8,4),(1,1))">
      %sz_248 = cute.size(%grouped_210) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
      %e0_249 = cute.get_leaves(%sz_248) : !cute.int_tuple<"1">
      %sz_250 = cute.size(%grouped_223) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"1">
      %e0_251 = cute.get_leaves(%sz_250) : !cute.int_tuple<"1">
      cute.copy(%arg4, %grouped_210, %grouped_223, %grouped_235) : (!copy_simt, !memref_gmem_bf16_3, !memref_rmem_bf16_1, !memref_rmem_i8_1)
      %61 = cute.memref.load_vec(%rmem_123) : (!memref_rmem_bf16) -> vector<32xbf16>
      %62 = cute.memref.load_vec(%rmem_127) : (!memref_rmem_bf16) -> vector<32xbf16>
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %sz_252 = cute.size(%int_tuple) : (!cute.int_tuple<"((8,4),1,1)">) -> !cute.int_tuple<"32">
      %e0_253 = cute.get_leaves(%sz_252) : !cute.int_tuple<"32">
      %63 = arith.extf %61 : vector<32xbf16> to vector<32xf32>
      %int_tuple_254 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %sz_255 = cute.size(%int_tuple_254) : (!cute.int_tuple<"((8,4),1,1)">) -> !cute.int_tuple<"32">
      %e0_256 = cute.get_leaves(%sz_255) : !cute.int_tuple<"32">
      %64 = arith.extf %62 : vector<32xbf16> to vector<32xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %65 = vector.broadcast %cst : f32 to vector<32xf32>
      %66 = arith.cmpf olt, %63, %65 : vector<32xf32>
      %int_tuple_257 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %res = cute.tuple.product(%int_tuple_257) : (!cute.int_tuple<"((8,4),1,1)">) -> !cute.int_tuple<"32">
      %e0_258 = cute.get_leaves(%res) : !cute.int_tuple<"32">
      %67 = vector.broadcast %cst : f32 to vector<32xf32>
      %68 = arith.select %66, %67, %63 : vector<32xi1>, vector<32xf32>
      %69 = arith.addf %68, %64 : vector<32xf32>
      %int_tuple_259 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %sz_260 = cute.size(%int_tuple_259) : (!cute.int_tuple<"((8,4),1,1)">) -> !cute.int_tuple<"32">
      %e0_261 = cute.get_leaves(%sz_260) : !cute.int_tuple<"32">
      %70 = arith.truncf %69 : vector<32xf32> to vector<32xbf16>
      %lay_262 = cute.get_layout(%rmem_131) : !memref_rmem_bf16
      %71 = cute.get_shape(%lay_262) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_263, %e1_264, %e2_265, %e3_266 = cute.get_leaves(%71) : !cute.shape<"((8,4),1,1)">
      %int_tuple_267 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %sz_268 = cute.size(%int_tuple_267) : (!cute.int_tuple<"((8,4),1,1)">) -> !cute.int_tuple<"32">
      %e0_269 = cute.get_leaves(%sz_268) : !cute.int_tuple<"32">
      %int_tuple_270 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %sz_271 = cute.size(%int_tuple_270) : (!cute.int_tuple<"((8,4),1,1)">) -> !cute.int_tuple<"32">
      %e0_272 = cute.get_leaves(%sz_271) : !cute.int_tuple<"32">
      cute.memref.store_vec(%70, %rmem_131) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
      %72 = cute.get_shape(%lay_130) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_273, %e1_274, %e2_275, %e3_276 = cute.get_leaves(%72) : !cute.shape<"((8,4),1,1)">
      %shape_277 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_278 = cute.make_layout(%shape_277) : !cute.layout<"1:0">
      %append_279 = cute.append_to_rank<2> (%lay_262, %lay_278) : !cute_layout_e8945d, !cute.layout<"1:0">
      %view_280 = cute.make_view(%iter_133, %append_279) : !memref_rmem_bf16
      %iter_281 = cute.get_iter(%view_280) : !memref_rmem_bf16
      %lay_282 = cute.get_layout(%view_280) : !memref_rmem_bf16
      %73 = cute.get_shape(%lay_282) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_283, %e1_284, %e2_285, %e3_286 = cute.get_leaves(%73) : !cute.shape<"((8,4),1,1)">
      %grouped_287 = cute.group_modes(%view_280) <1, 3> : (!memref_rmem_bf16) -> !memref_rmem_bf16_1
      %iter_288 = cute.get_iter(%grouped_287) : !memref_rmem_bf16_1
      %iter_289 = cute.get_iter(%grouped_287) : !memref_rmem_bf16_1
      %shape_290 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_291 = cute.make_layout(%shape_290) : !cute.layout<"1:0">
      %append_292 = cute.append_to_rank<2> (%lay_130, %lay_291) : !cute_layout_e9132b, !cute.layout<"1:0">
      %view_293 = cute.make_view(%iter_29, %append_292) : !memref_gmem_bf16_2
      %iter_294 = cute.get_iter(%view_293) : !memref_gmem_bf16_2
      %lay_295 = cute.get_layout(%view_293) : !memref_gmem_bf16_2
      %74 = cute.get_shape(%lay_295) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%74) : !cute.shape<"((8,4),1,1)">
      %grouped_300 = cute.group_modes(%view_293) <1, 3> : (!memref_gmem_bf16_2) -> !memref_gmem_bf16_3
      %iter_301 = cute.get_iter(%grouped_300) : !memref_gmem_bf16_3
      %iter_302 = cute.get_iter(%grouped_300) : !memref_gmem_bf16_3
      %shape_303 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_304 = cute.make_layout(%shape_303) : !cute.layout<"1:0">
      %append_305 = cute.append_to_rank<2> (%lay_164, %lay_304) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_306 = cute.make_view(%iter_53, %append_305) : !memref_rmem_i8
      %iter_307 = cute.get_iter(%view_306) : !memref_rmem_i8
      %lay_308 = cute.get_layout(%view_306) : !memref_rmem_i8
      %75 = cute.get_shape(%lay_308) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_309, %e1_310, %e2_311 = cute.get_leaves(%75) : !cute.shape<"(4,1,1)">
      %grouped_312 = cute.group_modes(%view_306) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %iter_313 = cute.get_iter(%grouped_312) : !memref_rmem_i8_1
      %iter_314 = cute.get_iter(%grouped_312) : !memref_rmem_i8_1
      %lay_315 = cute.get_layout(%grouped_287) : !memref_rmem_bf16_1
      %76 = cute.get_shape(%lay_315) : (!cute_layout_0d4ceb) -> !cute.shape<"((8,4),(1,1))">
      %e0_316, %e1_317, %e2_318, %e3_319 = cute.get_leaves(%76) : !cute.shape<"((8,4),(1,1))">
      %lay_320 = cute.get_layout(%grouped_300) : !memref_gmem_bf16_3
      %77 = cute.get_shape(%lay_320) : (!cute_layout_2fe75b) -> !cute.shape<"((8,4),(1,1))">
      %e0_321, %e1_322, %e2_323, %e3_324 = cute.get_leaves(%77) : !cute.shape<"((8,4),(1,1))">
      %sz_325 = cute.size(%grouped_287) <{mode = [1]}> : (!memref_rmem_bf16_1) -> !cute.int_tuple<"1">
      %e0_326 = cute.get_leaves(%sz_325) : !cute.int_tuple<"1">
      %sz_327 = cute.size(%grouped_300) <{mode = [1]}> : (!memref_gmem_bf16_3) -> !cute.int_tuple<"1">
      %e0_328 = cute.get_leaves(%sz_327) : !cute.int_tuple<"1">
      cute.copy(%arg4, %grouped_287, %grouped_300, %grouped_312) : (!copy_simt, !memref_rmem_bf16_1, !memref_gmem_bf16_3, !memref_rmem_i8_1)
      return
    }
  }
  func.func @cutlass___call___ElementwiseProgramoprel_h28c06614(%arg0: !memref_gmem_bf16_4, %arg1: !memref_gmem_bf16_4, %arg2: !memref_gmem_bf16_4, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_4
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_4
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_4
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_bf16_4
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_4
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_bf16_4
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_4
    %0 = cute.get_stride(%lay) : (!cute_layout_b9b91a) -> !cute.stride<"(1048,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(1048,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_5, %e1_6 = cute.get_leaves(%1) : !cute.shape<"(1000,1048)">
    %shape = cute.make_shape() : () -> !cute.shape<"(1000,1048)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1048,1)">
    %lay_7 = cute.make_layout(%shape, %stride) : !cute_layout_b9b91a
    %view = cute.make_view(%iter_2, %lay_7) : !memref_gmem_bf16_4
    %iter_8 = cute.get_iter(%view) : !memref_gmem_bf16_4
    %lay_9 = cute.get_layout(%arg1) : !memref_gmem_bf16_4
    %2 = cute.get_stride(%lay_9) : (!cute_layout_b9b91a) -> !cute.stride<"(1048,1)">
    %e0_10, %e1_11 = cute.get_leaves(%2) : !cute.stride<"(1048,1)">
    %3 = cute.get_shape(%lay_9) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_12, %e1_13 = cute.get_leaves(%3) : !cute.shape<"(1000,1048)">
    %shape_14 = cute.make_shape() : () -> !cute.shape<"(1000,1048)">
    %stride_15 = cute.make_stride() : () -> !cute.stride<"(1048,1)">
    %lay_16 = cute.make_layout(%shape_14, %stride_15) : !cute_layout_b9b91a
    %view_17 = cute.make_view(%iter_3, %lay_16) : !memref_gmem_bf16_4
    %iter_18 = cute.get_iter(%view_17) : !memref_gmem_bf16_4
    %lay_19 = cute.get_layout(%arg2) : !memref_gmem_bf16_4
    %4 = cute.get_stride(%lay_19) : (!cute_layout_b9b91a) -> !cute.stride<"(1048,1)">
    %e0_20, %e1_21 = cute.get_leaves(%4) : !cute.stride<"(1048,1)">
    %5 = cute.get_shape(%lay_19) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_22, %e1_23 = cute.get_leaves(%5) : !cute.shape<"(1000,1048)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(1000,1048)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(1048,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute_layout_b9b91a
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_bf16_4
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_bf16_4
    %shape_29 = cute.make_shape() : () -> !cute.shape<"(8,32)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_30 = cute.make_ordered_layout(%shape_29, %int_tuple) : (!cute.shape<"(8,32)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(8,32):(32,1)">
    %shape_31 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_33 = cute.make_ordered_layout(%shape_31, %int_tuple_32) : (!cute.shape<"(4,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,8):(8,1)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %prod = cute.raked_product(%lay_30, %lay_33) : (!cute.layout<"(8,32):(32,1)">, !cute.layout<"(4,8):(8,1)">) -> !cute_layout_770128
    %sz = cute.size(%lay_30) : (!cute.layout<"(8,32):(32,1)">) -> !cute.int_tuple<"256">
    %e0_34 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_35 = cute.size(%lay_33) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
    %e0_36 = cute.get_leaves(%sz_35) : !cute.int_tuple<"32">
    %shape_37 = cute.make_shape() : () -> !cute.shape<"(256,32)">
    %lay_38 = cute.make_layout(%shape_37) : !cute_layout_055049
    %rinv = cute.right_inverse(%prod) : (!cute_layout_770128) -> !cute_layout_2eb6d8
    %6 = cute.composition(%rinv, %lay_38) : (!cute_layout_2eb6d8, !cute_layout_055049) -> !cute_layout_ec63f0
    %7 = cute.get_shape(%prod) : (!cute_layout_770128) -> !cute.shape<"((4,8),(8,32))">
    %e0_39, %e1_40, %e2, %e3 = cute.get_leaves(%7) : !cute.shape<"((4,8),(8,32))">
    %int_tuple_41 = cute.make_int_tuple() : () -> !cute_int_tuple_7ee09c
    %res = cute.tuple.product_each(%int_tuple_41) : (!cute_int_tuple_7ee09c) -> !cute.int_tuple<"(32,256)">
    %e0_42, %e1_43 = cute.get_leaves(%res) : !cute.int_tuple<"(32,256)">
    %tile = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %8 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_44 = cute.get_layout(%view) : !memref_gmem_bf16_4
    %9 = cute.get_shape(%lay_44) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_45, %e1_46 = cute.get_leaves(%9) : !cute.shape<"(1000,1048)">
    %tile_47 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %div = cute.zipped_divide(%view, %tile_47) : !memref_gmem_bf16_4, !cute.tile<"[32:1;256:1]">
    %iter_48 = cute.get_iter(%div) : !memref_gmem_bf16
    %iter_49 = cute.get_iter(%div) : !memref_gmem_bf16
    %lay_50 = cute.get_layout(%view_17) : !memref_gmem_bf16_4
    %10 = cute.get_shape(%lay_50) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_51, %e1_52 = cute.get_leaves(%10) : !cute.shape<"(1000,1048)">
    %tile_53 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %div_54 = cute.zipped_divide(%view_17, %tile_53) : !memref_gmem_bf16_4, !cute.tile<"[32:1;256:1]">
    %iter_55 = cute.get_iter(%div_54) : !memref_gmem_bf16
    %iter_56 = cute.get_iter(%div_54) : !memref_gmem_bf16
    %lay_57 = cute.get_layout(%view_27) : !memref_gmem_bf16_4
    %11 = cute.get_shape(%lay_57) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_58, %e1_59 = cute.get_leaves(%11) : !cute.shape<"(1000,1048)">
    %tile_60 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %div_61 = cute.zipped_divide(%view_27, %tile_60) : !memref_gmem_bf16_4, !cute.tile<"[32:1;256:1]">
    %iter_62 = cute.get_iter(%div_61) : !memref_gmem_bf16
    %iter_63 = cute.get_iter(%div_61) : !memref_gmem_bf16
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1000,1048)">
    %12 = cute.make_identity_tensor(%shape_64) : !cute_coord_tensor_3f17e1
    %iter_65 = cute.get_iter(%12) : !cute_coord_tensor_3f17e1
    %tup = cute.deref_arith_tuple_iter(%iter_65) : !cute.arith_tuple_iter<"(0,0)">
    %e0_66, %e1_67 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_68 = cute.get_layout(%12) : !cute_coord_tensor_3f17e1
    %13 = cute.get_shape(%lay_68) : (!cute.layout<"(1000,1048):(1@0,1@1)">) -> !cute.shape<"(1000,1048)">
    %e0_69, %e1_70 = cute.get_leaves(%13) : !cute.shape<"(1000,1048)">
    %tile_71 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %div_72 = cute.zipped_divide(%12, %tile_71) : !cute_coord_tensor_3f17e1, !cute.tile<"[32:1;256:1]">
    %iter_73 = cute.get_iter(%div_72) : !cute_coord_tensor_0300c9
    %tup_74 = cute.deref_arith_tuple_iter(%iter_73) : !cute.arith_tuple_iter<"(0,0)">
    %e0_75, %e1_76 = cute.get_leaves(%tup_74) : !cute.int_tuple<"(0,0)">
    %iter_77 = cute.get_iter(%div_72) : !cute_coord_tensor_0300c9
    %tup_78 = cute.deref_arith_tuple_iter(%iter_77) : !cute.arith_tuple_iter<"(0,0)">
    %e0_79, %e1_80 = cute.get_leaves(%tup_78) : !cute.int_tuple<"(0,0)">
    %sz_81 = cute.size(%div_61) <{mode = [1]}> : (!memref_gmem_bf16) -> !cute.int_tuple<"160">
    %e0_82 = cute.get_leaves(%sz_81) : !cute.int_tuple<"160">
    %sz_83 = cute.size(%6) <{mode = [0]}> : (!cute_layout_ec63f0) -> !cute.int_tuple<"256">
    %e0_84 = cute.get_leaves(%sz_83) : !cute.int_tuple<"256">
    %lay_85 = cute.get_layout(%div) : !memref_gmem_bf16
    %lay_86 = cute.get_layout(%div_54) : !memref_gmem_bf16
    %lay_87 = cute.get_layout(%div_61) : !memref_gmem_bf16
    %lay_88 = cute.get_layout(%div_72) : !cute_coord_tensor_0300c9
    %14 = cute.static : !cute.tile<"[32:1;256:1]">
    %e0_89, %e1_90 = cute.get_leaves(%14) : !cute.tile<"[32:1;256:1]">
    %15 = cute.static : !cute_layout_ec63f0
    %16 = cute.static : !cute.layout<"1:0">
    %17 = cute.static : !cute.layout<"(1,8):(0,1)">
    %18 = cute.static : !cute.layout<"(1,8):(0,1)">
    %19 = cute.kernel_smem_size @kernels::@kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0 : i64
    %c232448_i64 = arith.constant 232448 : i64
    %20 = arith.cmpi sgt, %19, %c232448_i64 : i64
    scf.if %20 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %19) : i64
    }
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c160_i32 = arith.constant 160 : i32
    %21 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %19, gridDim = (%c160_i32, %c1_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%21] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_91 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%21] %c0_i32_91 : !cuda_launch_cfg_2cf94c, i32
    %22 = cuda.launch_ex @kernels::@kernel_cutlass_elementwise_kernel_tensor_hac277e3a_0<%21> (%div, %div_54, %div_61, %div_72, %8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_bf16, !memref_gmem_bf16, !memref_gmem_bf16, !cute_coord_tensor_0300c9, !copy_simt) -> !cuda.result
    %23 = cuda.cast %22 : !cuda.result -> i32
    cuda.return_if_error %23 : i32
    %c0_i32_92 = arith.constant 0 : i32
    return %c0_i32_92 : i32
  }
}
