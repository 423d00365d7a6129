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
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((32,8),(8,4)):((256,4),(32,1))">, tiler_mn = <"[32:1;256:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "((32,256),(32,5)):((1048,1),(33536,256))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(32,256):(1048,1)">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "((8,4),1,1):((1,1048),0,0)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,4),(1,1)):((1,1048),(0,0))">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "(1000,1048):(1048,1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<32>, "((8,4),1,1):((1,8),0,0)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "((8,4),(1,1)):((1,8),(0,0))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(4,1,1):(1,0,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(4,(1,1)):(1,(0,0))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_elementwise_kernel_tensor_h427fa781_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_, %arg2: !memref_gmem_f16_, %arg3: !cute_coord_tensor_0300c9, %arg4: !copy_simt) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_2 = cute.get_iter(%arg3) : !cute_coord_tensor_0300c9
      %tup = cute.deref_arith_tuple_iter(%iter_2) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_6 = cute.get_iter(%arg3) : !cute_coord_tensor_0300c9
      %tup_7 = cute.deref_arith_tuple_iter(%iter_6) : !cute.arith_tuple_iter<"(0,0)">
      %e0_8, %e1_9 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_
      %lay_10 = cute.get_layout(%arg1) : !memref_gmem_f16_
      %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f16_
      %lay_12 = cute.get_layout(%arg3) : !cute_coord_tensor_0300c9
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %coord = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice = cute.slice(%arg0, %coord) : !memref_gmem_f16_, !cute.coord<"((_,_),?)">
      %iter_13 = cute.get_iter(%slice) : !memref_gmem_f16_1
      %iter_14 = cute.get_iter(%slice) : !memref_gmem_f16_1
      %coord_15 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned = cute.tiled.copy.partition_S(%arg4, %slice, %coord_15) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
      %iter_16 = cute.get_iter(%src_partitioned) : !memref_gmem_f16_2
      %coord_17 = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice_18 = cute.slice(%arg1, %coord_17) : !memref_gmem_f16_, !cute.coord<"((_,_),?)">
      %iter_19 = cute.get_iter(%slice_18) : !memref_gmem_f16_1
      %iter_20 = cute.get_iter(%slice_18) : !memref_gmem_f16_1
      %coord_21 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned_22 = cute.tiled.copy.partition_S(%arg4, %slice_18, %coord_21) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
      %iter_23 = cute.get_iter(%src_partitioned_22) : !memref_gmem_f16_2
      %coord_24 = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice_25 = cute.slice(%arg2, %coord_24) : !memref_gmem_f16_, !cute.coord<"((_,_),?)">
      %iter_26 = cute.get_iter(%slice_25) : !memref_gmem_f16_1
      %iter_27 = cute.get_iter(%slice_25) : !memref_gmem_f16_1
      %coord_28 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %dst_partitioned = cute.tiled.copy.partition_D(%arg4, %slice_25, %coord_28) : (!copy_simt, !memref_gmem_f16_1, !cute.coord<"?">) -> !memref_gmem_f16_2
      %iter_29 = cute.get_iter(%dst_partitioned) : !memref_gmem_f16_2
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
      %sz = cute.size(%src_partitioned) <{mode = [0, 1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"4">
      %e0_46 = cute.get_leaves(%sz) : !cute.int_tuple<"4">
      %sz_47 = cute.size(%src_partitioned) <{mode = [1]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
      %e0_48 = cute.get_leaves(%sz_47) : !cute.int_tuple<"1">
      %sz_49 = cute.size(%src_partitioned) <{mode = [2]}> : (!memref_gmem_f16_2) -> !cute.int_tuple<"1">
      %e0_50 = cute.get_leaves(%sz_49) : !cute.int_tuple<"1">
      %shape = cute.make_shape() : () -> !cute.shape<"(4,1,1)">
      %lay_51 = cute.make_layout(%shape) : !cute.layout<"(4,1,1):(1,0,0)">
      %rmem = cute.memref.alloca(%lay_51) : !memref_rmem_i8_
      %iter_52 = cute.get_iter(%rmem) : !memref_rmem_i8_
      %iter_53 = cute.get_iter(%rmem) : !memref_rmem_i8_
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
      cute.memref.store(%rmem, %coord_70, %19) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
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
      cute.memref.store(%rmem, %coord_87, %27) : (!memref_rmem_i8_, !cute.coord<"(1,0,0)">, i8) -> ()
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
      cute.memref.store(%rmem, %coord_104, %35) : (!memref_rmem_i8_, !cute.coord<"(2,0,0)">, i8) -> ()
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
      cute.memref.store(%rmem, %coord_121, %43) : (!memref_rmem_i8_, !cute.coord<"(3,0,0)">, i8) -> ()
      %lay_122 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_2
      %44 = cute.make_layout_like(%lay_122) : !cute_layout_e9132b to !cute_layout_e8945d
      %rmem_123 = cute.memref.alloca(%44) : !memref_rmem_f16_
      %iter_124 = cute.get_iter(%rmem_123) : !memref_rmem_f16_
      %iter_125 = cute.get_iter(%rmem_123) : !memref_rmem_f16_
      %lay_126 = cute.get_layout(%src_partitioned_22) : !memref_gmem_f16_2
      %45 = cute.make_layout_like(%lay_126) : !cute_layout_e9132b to !cute_layout_e8945d
      %rmem_127 = cute.memref.alloca(%45) : !memref_rmem_f16_
      %iter_128 = cute.get_iter(%rmem_127) : !memref_rmem_f16_
      %iter_129 = cute.get_iter(%rmem_127) : !memref_rmem_f16_
      %lay_130 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_2
      %46 = cute.make_layout_like(%lay_130) : !cute_layout_e9132b to !cute_layout_e8945d
      %rmem_131 = cute.memref.alloca(%46) : !memref_rmem_f16_
      %iter_132 = cute.get_iter(%rmem_131) : !memref_rmem_f16_
      %iter_133 = cute.get_iter(%rmem_131) : !memref_rmem_f16_
      %lay_134 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_2
      %47 = cute.get_shape(%lay_134) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_135, %e1_136, %e2, %e3 = cute.get_leaves(%47) : !cute.shape<"((8,4),1,1)">
      %lay_137 = cute.get_layout(%rmem_123) : !memref_rmem_f16_
      %48 = cute.get_shape(%lay_137) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_138, %e1_139, %e2_140, %e3_141 = cute.get_leaves(%48) : !cute.shape<"((8,4),1,1)">
      %lay_142 = cute.get_layout(%src_partitioned) : !memref_gmem_f16_2
      %shape_143 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_144 = cute.make_layout(%shape_143) : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_142, %lay_144) : !cute_layout_e9132b, !cute.layout<"1:0">
      %view = cute.make_view(%iter_16, %append) : !memref_gmem_f16_2
      %iter_145 = cute.get_iter(%view) : !memref_gmem_f16_2
      %lay_146 = cute.get_layout(%view) : !memref_gmem_f16_2
      %49 = cute.get_shape(%lay_146) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_147, %e1_148, %e2_149, %e3_150 = cute.get_leaves(%49) : !cute.shape<"((8,4),1,1)">
      %lay_151 = cute.get_layout(%view) : !memref_gmem_f16_2
      %50 = cute.get_shape(%lay_151) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_152, %e1_153, %e2_154, %e3_155 = cute.get_leaves(%50) : !cute.shape<"((8,4),1,1)">
      %grouped = cute.group_modes(%view) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
      %iter_156 = cute.get_iter(%grouped) : !memref_gmem_f16_3
      %iter_157 = cute.get_iter(%grouped) : !memref_gmem_f16_3
      %lay_158 = cute.get_layout(%rmem_123) : !memref_rmem_f16_
      %shape_159 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_160 = cute.make_layout(%shape_159) : !cute.layout<"1:0">
      %append_161 = cute.append_to_rank<2> (%lay_158, %lay_160) : !cute_layout_e8945d, !cute.layout<"1:0">
      %view_162 = cute.make_view(%iter_125, %append_161) : !memref_rmem_f16_
      %iter_163 = cute.get_iter(%view_162) : !memref_rmem_f16_
      %lay_164 = cute.get_layout(%view_162) : !memref_rmem_f16_
      %51 = cute.get_shape(%lay_164) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_165, %e1_166, %e2_167, %e3_168 = cute.get_leaves(%51) : !cute.shape<"((8,4),1,1)">
      %lay_169 = cute.get_layout(%view_162) : !memref_rmem_f16_
      %52 = cute.get_shape(%lay_169) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_170, %e1_171, %e2_172, %e3_173 = cute.get_leaves(%52) : !cute.shape<"((8,4),1,1)">
      %grouped_174 = cute.group_modes(%view_162) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
      %iter_175 = cute.get_iter(%grouped_174) : !memref_rmem_f16_1
      %iter_176 = cute.get_iter(%grouped_174) : !memref_rmem_f16_1
      %lay_177 = cute.get_layout(%rmem) : !memref_rmem_i8_
      %shape_178 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_179 = cute.make_layout(%shape_178) : !cute.layout<"1:0">
      %append_180 = cute.append_to_rank<2> (%lay_177, %lay_179) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_181 = cute.make_view(%iter_53, %append_180) : !memref_rmem_i8_
      %iter_182 = cute.get_iter(%view_181) : !memref_rmem_i8_
      %lay_183 = cute.get_layout(%view_181) : !memref_rmem_i8_
      %53 = cute.get_shape(%lay_183) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_184, %e1_185, %e2_186 = cute.get_leaves(%53) : !cute.shape<"(4,1,1)">
      %lay_187 = cute.get_layout(%view_181) : !memref_rmem_i8_
      %54 = cute.get_shape(%lay_187) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_188, %e1_189, %e2_190 = cute.get_leaves(%54) : !cute.shape<"(4,1,1)">
      %grouped_191 = cute.group_modes(%view_181) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
      %iter_192 = cute.get_iter(%grouped_191) : !memref_rmem_i8_1
      %iter_193 = cute.get_iter(%grouped_191) : !memref_rmem_i8_1
      %lay_194 = cute.get_layout(%grouped) : !memref_gmem_f16_3
      %55 = cute.get_shape(%lay_194) : (!cute_layout_2fe75b) -> !cute.shape<"((8,4),(1,1))">
      %e0_195, %e1_196, %e2_197, %e3_198 = cute.get_leaves(%55) : !cute.shape<"((8,4),(1,1))">
      %lay_199 = cute.get_layout(%grouped_174) : !memref_rmem_f16_1
      %56 = cute.get_shape(%lay_199) : (!cute_layout_0d4ceb) -> !cute.shape<"((8,4),(1,1))">
      %e0_200, %e1_201, %e2_202, %e3_203 = cute.get_leaves(%56) : !cute.shape<"((8,4),(1,1))">
      %sz_204 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
      %e0_205 = cute.get_leaves(%sz_204) : !cute.int_tuple<"1">
      %sz_206 = cute.size(%grouped_174) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"1">
      %e0_207 = cute.get_leaves(%sz_206) : !cute.int_tuple<"1">
      %lay_208 = cute.get_layout(%grouped) : !memref_gmem_f16_3
      %57 = cute.get_shape(%lay_208) : (!cute_layout_2fe75b) -> !cute.shape<"((8,4),(1,1))">
      %e0_209, %e1_210, %e2_211, %e3_212 = cute.get_leaves(%57) : !cute.shape<"((8,4),(1,1))">
      cute.copy(%arg4, %grouped, %grouped_174, %grouped_191) : (!copy_simt, !memref_gmem_f16_3, !memref_rmem_f16_1, !memref_rmem_i8_1)
      %lay_213 = cute.get_layout(%src_partitioned_22) : !memref_gmem_f16_2
      %58 = cute.get_shape(%lay_213) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_214, %e1_215, %e2_216, %e3_217 = cute.get_leaves(%58) : !cute.shape<"((8,4),1,1)">
      %lay_218 = cute.get_layout(%rmem_127) : !memref_rmem_f16_
      %59 = cute.get_shape(%lay_218) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_219, %e1_220, %e2_221, %e3_222 = cute.get_leaves(%59) : !cute.shape<"((8,4),1,1)">
      %lay_223 = cute.get_layout(%src_partitioned_22) : !memref_gmem_f16_2
      %shape_224 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_225 = cute.make_layout(%shape_224) : !cute.layout<"1:0">
      %append_226 = cute.append_to_rank<2> (%lay_223, %lay_225) : !cute_layout_e9132b, !cute.layout<"1:0">
      %view_227 = cute.make_view(%iter_23, %append_226) : !memref_gmem_f16_2
      %iter_228 = cute.get_iter(%view_227) : !memref_gmem_f16_2
      %lay_229 = cute.get_layout(%view_227) : !memref_gmem_f16_2
      %60 = cute.get_shape(%lay_229) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_230, %e1_231, %e2_232, %e3_233 = cute.get_leaves(%60) : !cute.shape<"((8,4),1,1)">
      %lay_234 = cute.get_layout(%view_227) : !memref_gmem_f16_2
      %61 = cute.get_shape(%lay_234) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_235, %e1_236, %e2_237, %e3_238 = cute.get_leaves(%61) : !cute.shape<"((8,4),1,1)">
      %grouped_239 = cute.group_modes(%view_227) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
      %iter_240 = cute.get_iter(%grouped_239) : !memref_gmem_f16_3
      %iter_241 = cute.get_iter(%grouped_239) : !memref_gmem_f16_3
      %lay_242 = cute.get_layout(%rmem_127) : !memref_rmem_f16_
      %shape_243 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_244 = cute.make_layout(%shape_243) : !cute.layout<"1:0">
      %append_245 = cute.append_to_rank<2> (%lay_242, %lay_244) : !cute_layout_e8945d, !cute.layout<"1:0">
      %view_246 = cute.make_view(%iter_129, %append_245) : !memref_rmem_f16_
      %iter_247 = cute.get_iter(%view_246) : !memref_rmem_f16_
      %lay_248 = cute.get_layout(%view_246) : !memref_rmem_f16_
      %62 = cute.get_shape(%lay_248) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%62) : !cute.shape<"((8,4),1,1)">
      %lay_253 = cute.get_layout(%view_246) : !memref_rmem_f16_
      %63 = cute.get_shape(%lay_253) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_254, %e1_255, %e2_256, %e3_257 = cute.get_leaves(%63) : !cute.shape<"((8,4),1,1)">
      %grouped_258 = cute.group_modes(%view_246) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
      %iter_259 = cute.get_iter(%grouped_258) : !memref_rmem_f16_1
      %iter_260 = cute.get_iter(%grouped_258) : !memref_rmem_f16_1
      %lay_261 = cute.get_layout(%rmem) : !memref_rmem_i8_
      %shape_262 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_263 = cute.make_layout(%shape_262) : !cute.layout<"1:0">
      %append_264 = cute.append_to_rank<2> (%lay_261, %lay_263) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_265 = cute.make_view(%iter_53, %append_264) : !memref_rmem_i8_
      %iter_266 = cute.get_iter(%view_265) : !memref_rmem_i8_
      %lay_267 = cute.get_layout(%view_265) : !memref_rmem_i8_
      %64 = cute.get_shape(%lay_267) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_268, %e1_269, %e2_270 = cute.get_leaves(%64) : !cute.shape<"(4,1,1)">
      %lay_271 = cute.get_layout(%view_265) : !memref_rmem_i8_
      %65 = cute.get_shape(%lay_271) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_272, %e1_273, %e2_274 = cute.get_leaves(%65) : !cute.shape<"(4,1,1)">
      %grouped_275 = cute.group_modes(%view_265) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
      %iter_276 = cute.get_iter(%grouped_275) : !memref_rmem_i8_1
      %iter_277 = cute.get_iter(%grouped_275) : !memref_rmem_i8_1
      %lay_278 = cute.get_layout(%grouped_239) : !memref_gmem_f16_3
      %66 = cute.get_shape(%lay_278) : (!cute_layout_2fe75b) -> !cute.shape<"((8,4),(1,1))">
      %e0_279, %e1_280, %e2_281, %e3_282 = cute.get_leaves(%66) : !cute.shape<"((8,4),(1,1))">
      %lay_283 = cute.get_layout(%grouped_258) : !memref_rmem_f16_1
      %67 = cute.get_shape(%lay_283) : (!cute_layout_0d4ceb) -> !cute.shape<"((8,4),(1,1))">
      %e0_284, %e1_285, %e2_286, %e3_287 = cute.get_leaves(%67) : !cute.shape<"((8,4),(1,1))">
      %sz_288 = cute.size(%grouped_239) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
      %e0_289 = cute.get_leaves(%sz_288) : !cute.int_tuple<"1">
      %sz_290 = cute.size(%grouped_258) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"1">
      %e0_291 = cute.get_leaves(%sz_290) : !cute.int_tuple<"1">
      %lay_292 = cute.get_layout(%grouped_239) : !memref_gmem_f16_3
      %68 = cute.get_shape(%lay_292) : (!cute_layout_2fe75b) -> !cute.shape<"((8,4),(1,1))">
      %e0_293, %e1_294, %e2_295, %e3_296 = cute.get_leaves(%68) : !cute.shape<"((8,4),(1,1))">
      cute.copy(%arg4, %grouped_239, %grouped_258, %grouped_275) : (!copy_simt, !memref_gmem_f16_3, !memref_rmem_f16_1, !memref_rmem_i8_1)
      %lay_297 = cute.get_layout(%rmem_123) : !memref_rmem_f16_
      %69 = cute.get_shape(%lay_297) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_298, %e1_299, %e2_300, %e3_301 = cute.get_leaves(%69) : !cute.shape<"((8,4),1,1)">
      %lay_302 = cute.get_layout(%rmem_123) : !memref_rmem_f16_
      %70 = cute.memref.load_vec(%rmem_123) : (!memref_rmem_f16_) -> vector<32xf16>
      %lay_303 = cute.get_layout(%rmem_123) : !memref_rmem_f16_
      %71 = cute.get_shape(%lay_303) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_304, %e1_305, %e2_306, %e3_307 = cute.get_leaves(%71) : !cute.shape<"((8,4),1,1)">
      %lay_308 = cute.get_layout(%rmem_127) : !memref_rmem_f16_
      %72 = cute.get_shape(%lay_308) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_309, %e1_310, %e2_311, %e3_312 = cute.get_leaves(%72) : !cute.shape<"((8,4),1,1)">
      %lay_313 = cute.get_layout(%rmem_127) : !memref_rmem_f16_
      %73 = cute.memref.load_vec(%rmem_127) : (!memref_rmem_f16_) -> vector<32xf16>
      %lay_314 = cute.get_layout(%rmem_127) : !memref_rmem_f16_
      %74 = cute.get_shape(%lay_314) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_315, %e1_316, %e2_317, %e3_318 = cute.get_leaves(%74) : !cute.shape<"((8,4),1,1)">
      %75 = arith.extf %70 : vector<32xf16> to vector<32xf32>
      %76 = arith.extf %73 : vector<32xf16> to vector<32xf32>
      %77 = arith.mulf %75, %76 : vector<32xf32>
      %78 = arith.truncf %77 : vector<32xf32> to vector<32xf16>
      %lay_319 = cute.get_layout(%rmem_131) : !memref_rmem_f16_
      %79 = cute.get_shape(%lay_319) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_320, %e1_321, %e2_322, %e3_323 = cute.get_leaves(%79) : !cute.shape<"((8,4),1,1)">
      %lay_324 = cute.get_layout(%rmem_131) : !memref_rmem_f16_
      %lay_325 = cute.get_layout(%rmem_131) : !memref_rmem_f16_
      %80 = cute.get_shape(%lay_325) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_326, %e1_327, %e2_328, %e3_329 = cute.get_leaves(%80) : !cute.shape<"((8,4),1,1)">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %sz_330 = cute.size(%int_tuple) : (!cute.int_tuple<"((8,4),1,1)">) -> !cute.int_tuple<"32">
      %e0_331 = cute.get_leaves(%sz_330) : !cute.int_tuple<"32">
      %int_tuple_332 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %sz_333 = cute.size(%int_tuple_332) : (!cute.int_tuple<"((8,4),1,1)">) -> !cute.int_tuple<"32">
      %e0_334 = cute.get_leaves(%sz_333) : !cute.int_tuple<"32">
      cute.memref.store_vec(%78, %rmem_131) : (vector<32xf16>, !memref_rmem_f16_) -> ()
      %lay_335 = cute.get_layout(%rmem_131) : !memref_rmem_f16_
      %81 = cute.get_shape(%lay_335) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_336, %e1_337, %e2_338, %e3_339 = cute.get_leaves(%81) : !cute.shape<"((8,4),1,1)">
      %lay_340 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_2
      %82 = cute.get_shape(%lay_340) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_341, %e1_342, %e2_343, %e3_344 = cute.get_leaves(%82) : !cute.shape<"((8,4),1,1)">
      %lay_345 = cute.get_layout(%rmem_131) : !memref_rmem_f16_
      %shape_346 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_347 = cute.make_layout(%shape_346) : !cute.layout<"1:0">
      %append_348 = cute.append_to_rank<2> (%lay_345, %lay_347) : !cute_layout_e8945d, !cute.layout<"1:0">
      %view_349 = cute.make_view(%iter_133, %append_348) : !memref_rmem_f16_
      %iter_350 = cute.get_iter(%view_349) : !memref_rmem_f16_
      %lay_351 = cute.get_layout(%view_349) : !memref_rmem_f16_
      %83 = cute.get_shape(%lay_351) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_352, %e1_353, %e2_354, %e3_355 = cute.get_leaves(%83) : !cute.shape<"((8,4),1,1)">
      %lay_356 = cute.get_layout(%view_349) : !memref_rmem_f16_
      %84 = cute.get_shape(%lay_356) : (!cute_layout_e8945d) -> !cute.shape<"((8,4),1,1)">
      %e0_357, %e1_358, %e2_359, %e3_360 = cute.get_leaves(%84) : !cute.shape<"((8,4),1,1)">
      %grouped_361 = cute.group_modes(%view_349) <1, 3> : (!memref_rmem_f16_) -> !memref_rmem_f16_1
      %iter_362 = cute.get_iter(%grouped_361) : !memref_rmem_f16_1
      %iter_363 = cute.get_iter(%grouped_361) : !memref_rmem_f16_1
      %lay_364 = cute.get_layout(%dst_partitioned) : !memref_gmem_f16_2
      %shape_365 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_366 = cute.make_layout(%shape_365) : !cute.layout<"1:0">
      %append_367 = cute.append_to_rank<2> (%lay_364, %lay_366) : !cute_layout_e9132b, !cute.layout<"1:0">
      %view_368 = cute.make_view(%iter_29, %append_367) : !memref_gmem_f16_2
      %iter_369 = cute.get_iter(%view_368) : !memref_gmem_f16_2
      %lay_370 = cute.get_layout(%view_368) : !memref_gmem_f16_2
      %85 = cute.get_shape(%lay_370) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_371, %e1_372, %e2_373, %e3_374 = cute.get_leaves(%85) : !cute.shape<"((8,4),1,1)">
      %lay_375 = cute.get_layout(%view_368) : !memref_gmem_f16_2
      %86 = cute.get_shape(%lay_375) : (!cute_layout_e9132b) -> !cute.shape<"((8,4),1,1)">
      %e0_376, %e1_377, %e2_378, %e3_379 = cute.get_leaves(%86) : !cute.shape<"((8,4),1,1)">
      %grouped_380 = cute.group_modes(%view_368) <1, 3> : (!memref_gmem_f16_2) -> !memref_gmem_f16_3
      %iter_381 = cute.get_iter(%grouped_380) : !memref_gmem_f16_3
      %iter_382 = cute.get_iter(%grouped_380) : !memref_gmem_f16_3
      %lay_383 = cute.get_layout(%rmem) : !memref_rmem_i8_
      %shape_384 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_385 = cute.make_layout(%shape_384) : !cute.layout<"1:0">
      %append_386 = cute.append_to_rank<2> (%lay_383, %lay_385) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_387 = cute.make_view(%iter_53, %append_386) : !memref_rmem_i8_
      %iter_388 = cute.get_iter(%view_387) : !memref_rmem_i8_
      %lay_389 = cute.get_layout(%view_387) : !memref_rmem_i8_
      %87 = cute.get_shape(%lay_389) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_390, %e1_391, %e2_392 = cute.get_leaves(%87) : !cute.shape<"(4,1,1)">
      %lay_393 = cute.get_layout(%view_387) : !memref_rmem_i8_
      %88 = cute.get_shape(%lay_393) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_394, %e1_395, %e2_396 = cute.get_leaves(%88) : !cute.shape<"(4,1,1)">
      %grouped_397 = cute.group_modes(%view_387) <1, 3> : (!memref_rmem_i8_) -> !memref_rmem_i8_1
      %iter_398 = cute.get_iter(%grouped_397) : !memref_rmem_i8_1
      %iter_399 = cute.get_iter(%grouped_397) : !memref_rmem_i8_1
      %lay_400 = cute.get_layout(%grouped_361) : !memref_rmem_f16_1
      %89 = cute.get_shape(%lay_400) : (!cute_layout_0d4ceb) -> !cute.shape<"((8,4),(1,1))">
      %e0_401, %e1_402, %e2_403, %e3_404 = cute.get_leaves(%89) : !cute.shape<"((8,4),(1,1))">
      %lay_405 = cute.get_layout(%grouped_380) : !memref_gmem_f16_3
      %90 = cute.get_shape(%lay_405) : (!cute_layout_2fe75b) -> !cute.shape<"((8,4),(1,1))">
      %e0_406, %e1_407, %e2_408, %e3_409 = cute.get_leaves(%90) : !cute.shape<"((8,4),(1,1))">
      %sz_410 = cute.size(%grouped_361) <{mode = [1]}> : (!memref_rmem_f16_1) -> !cute.int_tuple<"1">
      %e0_411 = cute.get_leaves(%sz_410) : !cute.int_tuple<"1">
      %sz_412 = cute.size(%grouped_380) <{mode = [1]}> : (!memref_gmem_f16_3) -> !cute.int_tuple<"1">
      %e0_413 = cute.get_leaves(%sz_412) : !cute.int_tuple<"1">
      %lay_414 = cute.get_layout(%grouped_361) : !memref_rmem_f16_1
      %91 = cute.get_shape(%lay_414) : (!cute_layout_0d4ceb) -> !cute.shape<"((8,4),(1,1))">
      %e0_415, %e1_416, %e2_417, %e3_418 = cute.get_leaves(%91) : !cute.shape<"((8,4),(1,1))">
      cute.copy(%arg4, %grouped_361, %grouped_380, %grouped_397) : (!copy_simt, !memref_rmem_f16_1, !memref_gmem_f16_3, !memref_rmem_i8_1)
      return
    }
  }
  func.func @cutlass___call___ElementwiseProgramopmul_hd5052785(%arg0: !memref_gmem_f16_4, %arg1: !memref_gmem_f16_4, %arg2: !memref_gmem_f16_4, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_4
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_4
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_4
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f16_4
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f16_4
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f16_4
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16_4
    %0 = cute.get_stride(%lay) : (!cute_layout_b9b91a) -> !cute.stride<"(1048,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(1048,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_5, %e1_6 = cute.get_leaves(%1) : !cute.shape<"(1000,1048)">
    %shape = cute.make_shape() : () -> !cute.shape<"(1000,1048)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1048,1)">
    %lay_7 = cute.make_layout(%shape, %stride) : !cute_layout_b9b91a
    %view = cute.make_view(%iter_2, %lay_7) : !memref_gmem_f16_4
    %iter_8 = cute.get_iter(%view) : !memref_gmem_f16_4
    %lay_9 = cute.get_layout(%arg1) : !memref_gmem_f16_4
    %2 = cute.get_stride(%lay_9) : (!cute_layout_b9b91a) -> !cute.stride<"(1048,1)">
    %e0_10, %e1_11 = cute.get_leaves(%2) : !cute.stride<"(1048,1)">
    %3 = cute.get_shape(%lay_9) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_12, %e1_13 = cute.get_leaves(%3) : !cute.shape<"(1000,1048)">
    %shape_14 = cute.make_shape() : () -> !cute.shape<"(1000,1048)">
    %stride_15 = cute.make_stride() : () -> !cute.stride<"(1048,1)">
    %lay_16 = cute.make_layout(%shape_14, %stride_15) : !cute_layout_b9b91a
    %view_17 = cute.make_view(%iter_3, %lay_16) : !memref_gmem_f16_4
    %iter_18 = cute.get_iter(%view_17) : !memref_gmem_f16_4
    %lay_19 = cute.get_layout(%arg2) : !memref_gmem_f16_4
    %4 = cute.get_stride(%lay_19) : (!cute_layout_b9b91a) -> !cute.stride<"(1048,1)">
    %e0_20, %e1_21 = cute.get_leaves(%4) : !cute.stride<"(1048,1)">
    %5 = cute.get_shape(%lay_19) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_22, %e1_23 = cute.get_leaves(%5) : !cute.shape<"(1000,1048)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(1000,1048)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(1048,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute_layout_b9b91a
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f16_4
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f16_4
    %shape_29 = cute.make_shape() : () -> !cute.shape<"(8,32)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_30 = cute.make_ordered_layout(%shape_29, %int_tuple) : (!cute.shape<"(8,32)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(8,32):(32,1)">
    %shape_31 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_33 = cute.make_ordered_layout(%shape_31, %int_tuple_32) : (!cute.shape<"(4,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,8):(8,1)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
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
    %tile_44 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %div = cute.zipped_divide(%view, %tile_44) : !memref_gmem_f16_4, !cute.tile<"[32:1;256:1]">
    %iter_45 = cute.get_iter(%div) : !memref_gmem_f16_
    %iter_46 = cute.get_iter(%div) : !memref_gmem_f16_
    %tile_47 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %div_48 = cute.zipped_divide(%view_17, %tile_47) : !memref_gmem_f16_4, !cute.tile<"[32:1;256:1]">
    %iter_49 = cute.get_iter(%div_48) : !memref_gmem_f16_
    %iter_50 = cute.get_iter(%div_48) : !memref_gmem_f16_
    %tile_51 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %div_52 = cute.zipped_divide(%view_27, %tile_51) : !memref_gmem_f16_4, !cute.tile<"[32:1;256:1]">
    %iter_53 = cute.get_iter(%div_52) : !memref_gmem_f16_
    %iter_54 = cute.get_iter(%div_52) : !memref_gmem_f16_
    %lay_55 = cute.get_layout(%view_27) : !memref_gmem_f16_4
    %9 = cute.get_shape(%lay_55) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_56, %e1_57 = cute.get_leaves(%9) : !cute.shape<"(1000,1048)">
    %shape_58 = cute.make_shape() : () -> !cute.shape<"(1000,1048)">
    %10 = cute.make_identity_tensor(%shape_58) : !cute_coord_tensor_3f17e1
    %iter_59 = cute.get_iter(%10) : !cute_coord_tensor_3f17e1
    %tup = cute.deref_arith_tuple_iter(%iter_59) : !cute.arith_tuple_iter<"(0,0)">
    %e0_60, %e1_61 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_62 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %div_63 = cute.zipped_divide(%10, %tile_62) : !cute_coord_tensor_3f17e1, !cute.tile<"[32:1;256:1]">
    %iter_64 = cute.get_iter(%div_63) : !cute_coord_tensor_0300c9
    %tup_65 = cute.deref_arith_tuple_iter(%iter_64) : !cute.arith_tuple_iter<"(0,0)">
    %e0_66, %e1_67 = cute.get_leaves(%tup_65) : !cute.int_tuple<"(0,0)">
    %iter_68 = cute.get_iter(%div_63) : !cute_coord_tensor_0300c9
    %tup_69 = cute.deref_arith_tuple_iter(%iter_68) : !cute.arith_tuple_iter<"(0,0)">
    %e0_70, %e1_71 = cute.get_leaves(%tup_69) : !cute.int_tuple<"(0,0)">
    %lay_72 = cute.get_layout(%view_27) : !memref_gmem_f16_4
    %11 = cute.get_shape(%lay_72) : (!cute_layout_b9b91a) -> !cute.shape<"(1000,1048)">
    %e0_73, %e1_74 = cute.get_leaves(%11) : !cute.shape<"(1000,1048)">
    %sz_75 = cute.size(%div_52) <{mode = [1]}> : (!memref_gmem_f16_) -> !cute.int_tuple<"160">
    %e0_76 = cute.get_leaves(%sz_75) : !cute.int_tuple<"160">
    %sz_77 = cute.size(%6) <{mode = [0]}> : (!cute_layout_ec63f0) -> !cute.int_tuple<"256">
    %e0_78 = cute.get_leaves(%sz_77) : !cute.int_tuple<"256">
    %lay_79 = cute.get_layout(%div) : !memref_gmem_f16_
    %lay_80 = cute.get_layout(%div_48) : !memref_gmem_f16_
    %lay_81 = cute.get_layout(%div_52) : !memref_gmem_f16_
    %lay_82 = cute.get_layout(%div_63) : !cute_coord_tensor_0300c9
    %12 = cute.static : !cute.tile<"[32:1;256:1]">
    %e0_83, %e1_84 = cute.get_leaves(%12) : !cute.tile<"[32:1;256:1]">
    %13 = cute.static : !cute_layout_ec63f0
    %14 = cute.static : !cute.layout<"1:0">
    %15 = cute.static : !cute.layout<"(1,8):(0,1)">
    %16 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c0_i32 = arith.constant 0 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %17 = arith.cmpi sgt, %c0_i32, %c232448_i32 : i32
    scf.if %17 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_elementwise_kernel_tensor_h427fa781_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c0_i32) : i32
    }
    %18 = arith.extsi %c0_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c160_i32 = arith.constant 160 : i32
    %19 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %18, gridDim = (%c160_i32, %c1_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_85 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%19] %c0_i32_85 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_86 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%19] %c0_i32_86 : !cuda.launch_cfg<max_attrs = 3>, i32
    %20 = cuda.launch_ex @kernels::@kernel_cutlass_elementwise_kernel_tensor_h427fa781_0<%19> (%div, %div_48, %div_52, %div_63, %8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_, !memref_gmem_f16_, !cute_coord_tensor_0300c9, !copy_simt) -> !cuda.result
    %21 = cuda.cast %20 : !cuda.result -> i32
    cuda.return_if_error %21 : i32
    %c0_i32_87 = arith.constant 0 : i32
    return %c0_i32_87 : i32
  }
}
