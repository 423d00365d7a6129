!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_arith_tuple_iter_9e165f = !cute.arith_tuple_iter<"(?,?{div=4096})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_2939ba = !cute.coord_tensor<"(0,0)", "((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_coord_tensor_7e8734 = !cute.coord_tensor<"(?,?{div=4096})", "(1,4096):(0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_dfd887 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,1024@1)">
!cute_int_tuple_3a4e03 = !cute.int_tuple<"(?,?{div=4096})">
!cute_layout_0696e1 = !cute.layout<"((1,4096),(96,2)):((0,1@1),(1@0,4096@1))">
!cute_layout_1f3dfd = !cute.layout<"((8,1),1,4):((1,0),0,1024)">
!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_4d4228 = !cute.layout<"((1,4096),(96,2)):((0,1),(5000,4096))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_af6408 = !cute.layout<"((8,1),(1,4)):((1,0),(0,1024))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
!cute_layout_dd009c = !cute.layout<"(1,(8,128)):(0,(128,1))">
!cute_layout_dfed1f = !cute.layout<"((8,1),((1,4))):((1,0),((0,1024)))">
!cute_layout_fa3122 = !cute.layout<"((8,1),1,4):((1@1,0),0,1024@1)">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[1:0;1024:1]">>
!memref_gmem_f16_ = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(5000,4096))">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "((1,4096),(96,2)):((0,1),(0,4096))">
!memref_gmem_f16_2 = !cute.memref<f16, gmem, align<16>, "(1,4096):(0,1)">
!memref_gmem_f16_3 = !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,1024)">
!memref_gmem_f16_4 = !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">
!memref_gmem_f16_5 = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_f16_6 = !cute.memref<f16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f16_7 = !cute.memref<f16, gmem, align<16>, "(5000):(1)">
!memref_gmem_f16_8 = !cute.memref<f16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_f16_ = !cute.memref<f16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_f16_1 = !cute.memref<f16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_f16_2 = !cute.memref<f16, rmem, align<16>, "((8,1)):((1,0))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !memref_gmem_f16_, %arg1: !memref_gmem_f16_1, %arg2: !memref_gmem_f16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !cute_coord_tensor_2939ba
      %1 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f16_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f16_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_8 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f16_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %lay_15 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %8 = arith.remsi %2, %c32_i32 : i32
      %9 = arith.floordivsi %2, %c32_i32 : i32
      %lay_16 = cute.get_layout(%arg0) : !memref_gmem_f16_
      %sz = cute.size(%lay_16) <{mode = [1, 1]}> : (!cute_layout_4d4228) -> !cute.int_tuple<"2">
      %e0_17 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %10:2 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %1) -> (f32, !copy_simt)  : i32 {
        %coord_50 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_51 = cute.get_layout(%arg0) : !memref_gmem_f16_
        %idx_52 = cute.crd2idx(%coord_50, %lay_51) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_53 = cute.get_iter(%arg0) : !memref_gmem_f16_
        %ptr_54 = cute.add_offset(%iter_53, %idx_52) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_55 = cute.make_view(%ptr_54) : !memref_gmem_f16_2
        %iter_56 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %iter_57 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %coord_58 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_59 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %37 = cute.get_scalars(%coord_58) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_60 = arith.constant 8 : i32
        %38 = arith.muli %37, %c8_i32_60 : i32
        %iv = cute.assume(%38) : (i32) -> !cute.i32<divby 8>
        %int_tuple_61 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_62 = cute.add_offset(%iter_59, %int_tuple_61) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_63 = cute.make_view(%ptr_62) : !memref_gmem_f16_3
        %iter_64 = cute.get_iter(%view_63) : !memref_gmem_f16_3
        %coord_65 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_66 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
        %idx_67 = cute.crd2idx(%coord_65, %lay_66) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
        %iter_68 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
        %tup_69 = cute.add_offset(%iter_68, %idx_67) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
        %view_70 = cute.make_view(%tup_69) : !cute_coord_tensor_7e8734
        %iter_71 = cute.get_iter(%view_70) : !cute_coord_tensor_7e8734
        %tup_72 = cute.deref_arith_tuple_iter(%iter_71) : !cute_arith_tuple_iter_9e165f
        %e0_73, %e1_74 = cute.get_leaves(%tup_72) : !cute_int_tuple_3a4e03
        %39 = cute.get_scalars(%e0_73) : !cute.int_tuple<"?">
        %40 = cute.get_scalars(%e1_74) : !cute.int_tuple<"?{div=4096}">
        %iter_75 = cute.get_iter(%view_70) : !cute_coord_tensor_7e8734
        %tup_76 = cute.deref_arith_tuple_iter(%iter_75) : !cute_arith_tuple_iter_9e165f
        %e0_77, %e1_78 = cute.get_leaves(%tup_76) : !cute_int_tuple_3a4e03
        %41 = cute.get_scalars(%e0_77) : !cute.int_tuple<"?">
        %42 = cute.get_scalars(%e1_78) : !cute.int_tuple<"?{div=4096}">
        %coord_79 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_80 = cute.get_iter(%view_70) : !cute_coord_tensor_7e8734
        %43 = cute.get_scalars(%coord_79) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_81 = arith.constant 8 : i32
        %44 = arith.muli %43, %c8_i32_81 : i32
        %iv_82 = cute.assume(%44) : (i32) -> !cute.i32<divby 8>
        %int_tuple_83 = cute.make_int_tuple(%iv_82) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_84 = cute.add_offset(%iter_80, %int_tuple_83) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_85 = cute.make_view(%tup_84) : !cute_coord_tensor_dfd887
        %iter_86 = cute.get_iter(%view_85) : !cute_coord_tensor_dfd887
        %tup_87 = cute.deref_arith_tuple_iter(%iter_86) : !cute_arith_tuple_iter_66b557
        %e0_88, %e1_89 = cute.get_leaves(%tup_87) : !cute.int_tuple<"(?,?{div=8})">
        %45 = cute.get_scalars(%e0_88) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_89) : !cute.int_tuple<"?{div=8}">
        %lay_90 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %sz_91 = cute.size(%lay_90) <{mode = [0, 1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_92 = cute.get_leaves(%sz_91) : !cute.int_tuple<"1">
        %lay_93 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %sz_94 = cute.size(%lay_93) <{mode = [1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_95 = cute.get_leaves(%sz_94) : !cute.int_tuple<"1">
        %lay_96 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %sz_97 = cute.size(%lay_96) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
        %e0_98 = cute.get_leaves(%sz_97) : !cute.int_tuple<"4">
        %shape_99 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_100 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_100) : !memref_rmem_i8_
        %iter_101 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_102 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_103 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_104 = cute.get_layout(%view_85) : !cute_coord_tensor_dfd887
        %idx_105 = cute.crd2idx(%coord_103, %lay_104) : (!cute.coord<"((0,0),0,0)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,0)">
        %iter_106 = cute.get_iter(%view_85) : !cute_coord_tensor_dfd887
        %tup_107 = cute.add_offset(%iter_106, %idx_105) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_108 = cute.make_view(%tup_107) : !cute_coord_tensor_8bc2ea
        %iter_109 = cute.get_iter(%view_108) : !cute_coord_tensor_8bc2ea
        %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute_arith_tuple_iter_66b557
        %e0_111, %e1_112 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(?,?{div=8})">
        %47 = cute.get_scalars(%e0_111) : !cute.int_tuple<"?">
        %48 = cute.get_scalars(%e1_112) : !cute.int_tuple<"?{div=8}">
        %iter_113 = cute.get_iter(%view_108) : !cute_coord_tensor_8bc2ea
        %tup_114 = cute.deref_arith_tuple_iter(%iter_113) : !cute_arith_tuple_iter_66b557
        %e0_115, %e1_116 = cute.get_leaves(%tup_114) : !cute.int_tuple<"(?,?{div=8})">
        %49 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_116) : !cute.int_tuple<"?{div=8}">
        %iter_117 = cute.get_iter(%view_108) : !cute_coord_tensor_8bc2ea
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_66b557
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?{div=8})">
        %51 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=8}">
        %coord_121 = cute.make_coord(%e0_119, %e1_120) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_122 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %53:2 = cute.get_scalars(%coord_121) : !cute.coord<"(?,?{div=8})">
        %54:2 = cute.get_scalars(%coord_122) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %55 = arith.cmpi slt, %53#0, %54#0 : i32
        %56 = arith.andi %true, %55 : i1
        %57 = arith.cmpi slt, %53#1, %54#1 : i32
        %58 = arith.andi %56, %57 : i1
        %59 = arith.extui %58 : i1 to i8
        %coord_123 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_123, %59) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_124 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_125 = cute.get_layout(%view_85) : !cute_coord_tensor_dfd887
        %idx_126 = cute.crd2idx(%coord_124, %lay_125) : (!cute.coord<"((0,0),0,1)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,1024)">
        %iter_127 = cute.get_iter(%view_85) : !cute_coord_tensor_dfd887
        %tup_128 = cute.add_offset(%iter_127, %idx_126) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
        %view_129 = cute.make_view(%tup_128) : !cute_coord_tensor_8bc2ea
        %iter_130 = cute.get_iter(%view_129) : !cute_coord_tensor_8bc2ea
        %tup_131 = cute.deref_arith_tuple_iter(%iter_130) : !cute_arith_tuple_iter_66b557
        %e0_132, %e1_133 = cute.get_leaves(%tup_131) : !cute.int_tuple<"(?,?{div=8})">
        %60 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?">
        %61 = cute.get_scalars(%e1_133) : !cute.int_tuple<"?{div=8}">
        %iter_134 = cute.get_iter(%view_129) : !cute_coord_tensor_8bc2ea
        %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute_arith_tuple_iter_66b557
        %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?,?{div=8})">
        %62 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?">
        %63 = cute.get_scalars(%e1_137) : !cute.int_tuple<"?{div=8}">
        %iter_138 = cute.get_iter(%view_129) : !cute_coord_tensor_8bc2ea
        %tup_139 = cute.deref_arith_tuple_iter(%iter_138) : !cute_arith_tuple_iter_66b557
        %e0_140, %e1_141 = cute.get_leaves(%tup_139) : !cute.int_tuple<"(?,?{div=8})">
        %64 = cute.get_scalars(%e0_140) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_141) : !cute.int_tuple<"?{div=8}">
        %coord_142 = cute.make_coord(%e0_140, %e1_141) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_143 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %66:2 = cute.get_scalars(%coord_142) : !cute.coord<"(?,?{div=8})">
        %67:2 = cute.get_scalars(%coord_143) : !cute.coord<"(96,5000)">
        %true_144 = arith.constant true
        %68 = arith.cmpi slt, %66#0, %67#0 : i32
        %69 = arith.andi %true_144, %68 : i1
        %70 = arith.cmpi slt, %66#1, %67#1 : i32
        %71 = arith.andi %69, %70 : i1
        %72 = arith.extui %71 : i1 to i8
        %coord_145 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_145, %72) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_146 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_147 = cute.get_layout(%view_85) : !cute_coord_tensor_dfd887
        %idx_148 = cute.crd2idx(%coord_146, %lay_147) : (!cute.coord<"((0,0),0,2)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,2048)">
        %iter_149 = cute.get_iter(%view_85) : !cute_coord_tensor_dfd887
        %tup_150 = cute.add_offset(%iter_149, %idx_148) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_151 = cute.make_view(%tup_150) : !cute_coord_tensor_8bc2ea
        %iter_152 = cute.get_iter(%view_151) : !cute_coord_tensor_8bc2ea
        %tup_153 = cute.deref_arith_tuple_iter(%iter_152) : !cute_arith_tuple_iter_66b557
        %e0_154, %e1_155 = cute.get_leaves(%tup_153) : !cute.int_tuple<"(?,?{div=8})">
        %73 = cute.get_scalars(%e0_154) : !cute.int_tuple<"?">
        %74 = cute.get_scalars(%e1_155) : !cute.int_tuple<"?{div=8}">
        %iter_156 = cute.get_iter(%view_151) : !cute_coord_tensor_8bc2ea
        %tup_157 = cute.deref_arith_tuple_iter(%iter_156) : !cute_arith_tuple_iter_66b557
        %e0_158, %e1_159 = cute.get_leaves(%tup_157) : !cute.int_tuple<"(?,?{div=8})">
        %75 = cute.get_scalars(%e0_158) : !cute.int_tuple<"?">
        %76 = cute.get_scalars(%e1_159) : !cute.int_tuple<"?{div=8}">
        %iter_160 = cute.get_iter(%view_151) : !cute_coord_tensor_8bc2ea
        %tup_161 = cute.deref_arith_tuple_iter(%iter_160) : !cute_arith_tuple_iter_66b557
        %e0_162, %e1_163 = cute.get_leaves(%tup_161) : !cute.int_tuple<"(?,?{div=8})">
        %77 = cute.get_scalars(%e0_162) : !cute.int_tuple<"?">
        %78 = cute.get_scalars(%e1_163) : !cute.int_tuple<"?{div=8}">
        %coord_164 = cute.make_coord(%e0_162, %e1_163) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_165 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %79:2 = cute.get_scalars(%coord_164) : !cute.coord<"(?,?{div=8})">
        %80:2 = cute.get_scalars(%coord_165) : !cute.coord<"(96,5000)">
        %true_166 = arith.constant true
        %81 = arith.cmpi slt, %79#0, %80#0 : i32
        %82 = arith.andi %true_166, %81 : i1
        %83 = arith.cmpi slt, %79#1, %80#1 : i32
        %84 = arith.andi %82, %83 : i1
        %85 = arith.extui %84 : i1 to i8
        %coord_167 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_167, %85) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_168 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_169 = cute.get_layout(%view_85) : !cute_coord_tensor_dfd887
        %idx_170 = cute.crd2idx(%coord_168, %lay_169) : (!cute.coord<"((0,0),0,3)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,3072)">
        %iter_171 = cute.get_iter(%view_85) : !cute_coord_tensor_dfd887
        %tup_172 = cute.add_offset(%iter_171, %idx_170) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
        %view_173 = cute.make_view(%tup_172) : !cute_coord_tensor_8bc2ea
        %iter_174 = cute.get_iter(%view_173) : !cute_coord_tensor_8bc2ea
        %tup_175 = cute.deref_arith_tuple_iter(%iter_174) : !cute_arith_tuple_iter_66b557
        %e0_176, %e1_177 = cute.get_leaves(%tup_175) : !cute.int_tuple<"(?,?{div=8})">
        %86 = cute.get_scalars(%e0_176) : !cute.int_tuple<"?">
        %87 = cute.get_scalars(%e1_177) : !cute.int_tuple<"?{div=8}">
        %iter_178 = cute.get_iter(%view_173) : !cute_coord_tensor_8bc2ea
        %tup_179 = cute.deref_arith_tuple_iter(%iter_178) : !cute_arith_tuple_iter_66b557
        %e0_180, %e1_181 = cute.get_leaves(%tup_179) : !cute.int_tuple<"(?,?{div=8})">
        %88 = cute.get_scalars(%e0_180) : !cute.int_tuple<"?">
        %89 = cute.get_scalars(%e1_181) : !cute.int_tuple<"?{div=8}">
        %iter_182 = cute.get_iter(%view_173) : !cute_coord_tensor_8bc2ea
        %tup_183 = cute.deref_arith_tuple_iter(%iter_182) : !cute_arith_tuple_iter_66b557
        %e0_184, %e1_185 = cute.get_leaves(%tup_183) : !cute.int_tuple<"(?,?{div=8})">
        %90 = cute.get_scalars(%e0_184) : !cute.int_tuple<"?">
        %91 = cute.get_scalars(%e1_185) : !cute.int_tuple<"?{div=8}">
        %coord_186 = cute.make_coord(%e0_184, %e1_185) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_187 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %92:2 = cute.get_scalars(%coord_186) : !cute.coord<"(?,?{div=8})">
        %93:2 = cute.get_scalars(%coord_187) : !cute.coord<"(96,5000)">
        %true_188 = arith.constant true
        %94 = arith.cmpi slt, %92#0, %93#0 : i32
        %95 = arith.andi %true_188, %94 : i1
        %96 = arith.cmpi slt, %92#1, %93#1 : i32
        %97 = arith.andi %95, %96 : i1
        %98 = arith.extui %97 : i1 to i8
        %coord_189 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_189, %98) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_190 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %lay_191 = cute.make_layout() : !cute_layout_a987c4
        %rmem_192 = cute.memref.alloca(%lay_191) : !memref_rmem_f16_
        %iter_193 = cute.get_iter(%rmem_192) : !memref_rmem_f16_
        %iter_194 = cute.get_iter(%rmem_192) : !memref_rmem_f16_
        %lay_195 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %lay_196 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %sz_197 = cute.size(%lay_196) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_198 = cute.get_leaves(%sz_197) : !cute.int_tuple<"32">
        %lay_199 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %99 = cute.get_shape(%lay_199) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_200, %e1_201, %e2, %e3 = cute.get_leaves(%99) : !cute.shape<"((8,1),1,4)">
        %int_tuple_202 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_203 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_204 = cute.get_leaves(%int_tuple_203) : !cute.int_tuple<"32">
        %cst_205 = arith.constant 0.000000e+00 : f16
        %100 = vector.splat %cst_205 : vector<32xf16>
        %lay_206 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %101 = cute.get_shape(%lay_206) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_207, %e1_208, %e2_209, %e3_210 = cute.get_leaves(%101) : !cute.shape<"((8,1),1,4)">
        %lay_211 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %lay_212 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %102 = cute.get_shape(%lay_212) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_213, %e1_214, %e2_215, %e3_216 = cute.get_leaves(%102) : !cute.shape<"((8,1),1,4)">
        %int_tuple_217 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_218 = cute.size(%int_tuple_217) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_219 = cute.get_leaves(%sz_218) : !cute.int_tuple<"32">
        %int_tuple_220 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_221 = cute.size(%int_tuple_220) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_222 = cute.get_leaves(%sz_221) : !cute.int_tuple<"32">
        cute.memref.store_vec(%100, %rmem_192) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_223 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %103 = cute.get_shape(%lay_223) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_224, %e1_225, %e2_226, %e3_227 = cute.get_leaves(%103) : !cute.shape<"((8,1),1,4)">
        %lay_228 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %104 = cute.get_shape(%lay_228) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_229, %e1_230, %e2_231, %e3_232 = cute.get_leaves(%104) : !cute.shape<"((8,1),1,4)">
        %lay_233 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %shape_234 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_235 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_233, %lay_235) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_236 = cute.make_view(%iter_64, %append) : !memref_gmem_f16_3
        %iter_237 = cute.get_iter(%view_236) : !memref_gmem_f16_3
        %lay_238 = cute.get_layout(%view_236) : !memref_gmem_f16_3
        %105 = cute.get_shape(%lay_238) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_239, %e1_240, %e2_241, %e3_242 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
        %lay_243 = cute.get_layout(%view_236) : !memref_gmem_f16_3
        %106 = cute.get_shape(%lay_243) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%106) : !cute.shape<"((8,1),1,4)">
        %iter_248 = cute.get_iter(%view_236) : !memref_gmem_f16_3
        %view_249 = cute.make_view(%iter_248) : !memref_gmem_f16_4
        %iter_250 = cute.get_iter(%view_249) : !memref_gmem_f16_4
        %iter_251 = cute.get_iter(%view_249) : !memref_gmem_f16_4
        %lay_252 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %shape_253 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_254 = cute.make_layout() : !cute.layout<"1:0">
        %append_255 = cute.append_to_rank<2> (%lay_252, %lay_254) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_256 = cute.make_view(%iter_194, %append_255) : !memref_rmem_f16_
        %iter_257 = cute.get_iter(%view_256) : !memref_rmem_f16_
        %lay_258 = cute.get_layout(%view_256) : !memref_rmem_f16_
        %107 = cute.get_shape(%lay_258) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_259, %e1_260, %e2_261, %e3_262 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
        %lay_263 = cute.get_layout(%view_256) : !memref_rmem_f16_
        %108 = cute.get_shape(%lay_263) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_264, %e1_265, %e2_266, %e3_267 = cute.get_leaves(%108) : !cute.shape<"((8,1),1,4)">
        %iter_268 = cute.get_iter(%view_256) : !memref_rmem_f16_
        %view_269 = cute.make_view(%iter_268) : !memref_rmem_f16_1
        %iter_270 = cute.get_iter(%view_269) : !memref_rmem_f16_1
        %iter_271 = cute.get_iter(%view_269) : !memref_rmem_f16_1
        %lay_272 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_273 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_274 = cute.make_layout() : !cute.layout<"1:0">
        %append_275 = cute.append_to_rank<2> (%lay_272, %lay_274) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_276 = cute.make_view(%iter_102, %append_275) : !memref_rmem_i8_
        %iter_277 = cute.get_iter(%view_276) : !memref_rmem_i8_
        %lay_278 = cute.get_layout(%view_276) : !memref_rmem_i8_
        %109 = cute.get_shape(%lay_278) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_279, %e1_280, %e2_281 = cute.get_leaves(%109) : !cute.shape<"(1,1,4)">
        %lay_282 = cute.get_layout(%view_276) : !memref_rmem_i8_
        %110 = cute.get_shape(%lay_282) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_283, %e1_284, %e2_285 = cute.get_leaves(%110) : !cute.shape<"(1,1,4)">
        %iter_286 = cute.get_iter(%view_276) : !memref_rmem_i8_
        %view_287 = cute.make_view(%iter_286) : !memref_rmem_i8_1
        %iter_288 = cute.get_iter(%view_287) : !memref_rmem_i8_1
        %iter_289 = cute.get_iter(%view_287) : !memref_rmem_i8_1
        %lay_290 = cute.get_layout(%view_249) : !memref_gmem_f16_4
        %111 = cute.get_shape(%lay_290) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%111) : !cute.shape<"((8,1),(1,4))">
        %lay_295 = cute.get_layout(%view_269) : !memref_rmem_f16_1
        %112 = cute.get_shape(%lay_295) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%112) : !cute.shape<"((8,1),(1,4))">
        %lay_300 = cute.get_layout(%view_249) : !memref_gmem_f16_4
        %sz_301 = cute.size(%lay_300) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_302 = cute.get_leaves(%sz_301) : !cute.int_tuple<"4">
        %lay_303 = cute.get_layout(%view_269) : !memref_rmem_f16_1
        %sz_304 = cute.size(%lay_303) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_305 = cute.get_leaves(%sz_304) : !cute.int_tuple<"4">
        %lay_306 = cute.get_layout(%view_249) : !memref_gmem_f16_4
        %113 = cute.get_shape(%lay_306) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_307, %e1_308, %e2_309, %e3_310 = cute.get_leaves(%113) : !cute.shape<"((8,1),(1,4))">
        %iter_311 = cute.get_iter(%view_249) : !memref_gmem_f16_4
        %iter_312 = cute.get_iter(%view_269) : !memref_rmem_f16_1
        %lay_313 = cute.get_layout(%view_249) : !memref_gmem_f16_4
        %lay_314 = cute.get_layout(%view_269) : !memref_rmem_f16_1
        %114 = cute.static : !cute.layout<"1:0">
        %append_315 = cute.append_to_rank<2> (%lay_313, %114) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_316 = cute.append_to_rank<2> (%lay_314, %114) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_317 = cute.make_layout() : !cute_layout_dfed1f
        %lay_318 = cute.make_layout() : !cute_layout_bb9a85
        %iter_319 = cute.get_iter(%view_287) : !memref_rmem_i8_1
        %lay_320 = cute.get_layout(%view_287) : !memref_rmem_i8_1
        %append_321 = cute.append_to_rank<2> (%lay_320, %114) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_322 = cute.make_layout() : !cute_layout_973764
        %sz_323 = cute.size(%lay_317) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %115 = cute.get_scalars(%sz_323) : !cute.int_tuple<"4">
        %c0_i32_324 = arith.constant 0 : i32
        %c1_i32_325 = arith.constant 1 : i32
        scf.for %arg8 = %c0_i32_324 to %115 step %c1_i32_325  : i32 {
          %coord_338 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %123 = cute.get_scalars(%coord_338) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_339 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_340 = cute.crd2idx(%coord_338, %lay_317) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_341 = cute.add_offset(%iter_311, %idx_340) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_342 = cute.make_view(%ptr_341, %lay_339) : !memref_gmem_f16_5
          %124 = cute.get_scalars(%coord_338) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_343 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_344 = cute.crd2idx(%coord_338, %lay_318) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_345 = cute.add_offset(%iter_312, %idx_344) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_346 = cute.make_view(%ptr_345, %lay_343) : !memref_rmem_f16_2
          %125 = cute.get_scalars(%coord_338) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_347 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_348 = cute.crd2idx(%coord_338, %lay_322) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_349 = cute.add_offset(%iter_319, %idx_348) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_350 = cute.make_view(%ptr_349, %lay_347) : !memref_rmem_i8_2
          %iter_351 = cute.get_iter(%view_342) : !memref_gmem_f16_5
          %iter_352 = cute.get_iter(%view_346) : !memref_rmem_f16_2
          %iter_353 = cute.get_iter(%view_350) : !memref_rmem_i8_2
          %126 = builtin.unrealized_conversion_cast %iter_353 : !cute.ptr<i8, rmem> to !llvm.ptr
          %127 = llvm.load %126 : !llvm.ptr -> i8
          %128 = llvm.mlir.constant(0 : i8) : i8
          %129 = llvm.icmp "ne" %127, %128 : i8
          scf.if %129 {
            %130 = builtin.unrealized_conversion_cast %iter_351 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %131 = builtin.unrealized_conversion_cast %iter_352 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %132 = llvm.load %130 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %132, %131 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_326 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %116 = cute.get_shape(%lay_326) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_327, %e1_328, %e2_329, %e3_330 = cute.get_leaves(%116) : !cute.shape<"((8,1),1,4)">
        %lay_331 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %117 = cute.memref.load_vec(%rmem_192) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_332 = cute.get_layout(%rmem_192) : !memref_rmem_f16_
        %118 = cute.get_shape(%lay_332) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_333, %e1_334, %e2_335, %e3_336 = cute.get_leaves(%118) : !cute.shape<"((8,1),1,4)">
        %119 = arith.extf %117 : vector<32xf16> to vector<32xf32>
        %120 = arith.mulf %119, %119 : vector<32xf32>
        %cst_337 = arith.constant 0.000000e+00 : f32
        %121 = vector.reduction <add>, %120, %cst_337 : vector<32xf32> into f32
        %122 = arith.addf %arg6, %121 : f32
        scf.yield %122, %arg7 : f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %11 = nvvm.shfl.sync  bfly %c-1_i32, %10#0, %c16_i32, %c31_i32 : f32 -> f32
      %12 = arith.addf %10#0, %11 : f32
      %c-1_i32_18 = arith.constant -1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c31_i32_19 = arith.constant 31 : i32
      %13 = nvvm.shfl.sync  bfly %c-1_i32_18, %12, %c8_i32, %c31_i32_19 : f32 -> f32
      %14 = arith.addf %12, %13 : f32
      %c-1_i32_20 = arith.constant -1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c31_i32_21 = arith.constant 31 : i32
      %15 = nvvm.shfl.sync  bfly %c-1_i32_20, %14, %c4_i32, %c31_i32_21 : f32 -> f32
      %16 = arith.addf %14, %15 : f32
      %c-1_i32_22 = arith.constant -1 : i32
      %c2_i32_23 = arith.constant 2 : i32
      %c31_i32_24 = arith.constant 31 : i32
      %17 = nvvm.shfl.sync  bfly %c-1_i32_22, %16, %c2_i32_23, %c31_i32_24 : f32 -> f32
      %18 = arith.addf %16, %17 : f32
      %c-1_i32_25 = arith.constant -1 : i32
      %c1_i32_26 = arith.constant 1 : i32
      %c31_i32_27 = arith.constant 31 : i32
      %19 = nvvm.shfl.sync  bfly %c-1_i32_25, %18, %c1_i32_26, %c31_i32_27 : f32 -> f32
      %20 = arith.addf %18, %19 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_28 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_28) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_29 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_28) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_30 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_31 = arith.constant 16 : i32
      %21 = arith.cmpi sge, %smem_size, %c16_i32_31 : i32
      %iter_32 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_32, %lay_28) : !memref_smem_f32_
      %iter_33 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_34 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_35 = arith.constant 0 : i32
      %22 = arith.cmpi eq, %8, %c0_i32_35 : i32
      %23 = scf.if %22 -> (!memref_smem_f32_) {
        %iter_50 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_51 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_51, %20) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_50 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_36 = cute.get_iter(%23) : !memref_smem_f32_
      %iter_37 = cute.get_iter(%23) : !memref_smem_f32_
      %iter_38 = cute.get_iter(%23) : !memref_smem_f32_
      nvvm.barrier
      %coord_39 = cute.make_coord() : () -> !cute.coord<"0">
      %24 = cute.memref.load(%23, %coord_39) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"1">
      %25 = cute.memref.load(%23, %coord_40) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %26 = arith.addf %24, %25 : f32
      %coord_41 = cute.make_coord() : () -> !cute.coord<"2">
      %27 = cute.memref.load(%23, %coord_41) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %28 = arith.addf %26, %27 : f32
      %coord_42 = cute.make_coord() : () -> !cute.coord<"3">
      %29 = cute.memref.load(%23, %coord_42) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %30 = arith.addf %28, %29 : f32
      %int_tuple_43 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_44 = cute.size(%int_tuple_43) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_45 = cute.get_leaves(%sz_44) : !cute.int_tuple<"5000">
      %cst_46 = arith.constant 5.000000e+03 : f32
      %31 = arith.divf %30, %cst_46 : f32
      %32 = arith.addf %31, %arg4 : f32
      %33 = math.rsqrt %32 : f32
      %34 = arith.cmpi eq, %2, %c0_i32_35 : i32
      %35 = scf.if %34 -> (!memref_gmem_f32_) {
        %iter_50 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_51 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_51, %33) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_50 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_47 = cute.get_iter(%35) : !memref_gmem_f32_
      %iter_48 = cute.get_iter(%35) : !memref_gmem_f32_
      %iter_49 = cute.get_iter(%35) : !memref_gmem_f32_
      %36 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %10#1) -> (!copy_simt)  : i32 {
        %coord_50 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_51 = cute.get_layout(%arg0) : !memref_gmem_f16_
        %idx_52 = cute.crd2idx(%coord_50, %lay_51) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_53 = cute.get_iter(%arg0) : !memref_gmem_f16_
        %ptr_54 = cute.add_offset(%iter_53, %idx_52) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_55 = cute.make_view(%ptr_54) : !memref_gmem_f16_2
        %iter_56 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %iter_57 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %coord_58 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_59 = cute.get_iter(%view_55) : !memref_gmem_f16_2
        %37 = cute.get_scalars(%coord_58) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_60 = arith.constant 8 : i32
        %38 = arith.muli %37, %c8_i32_60 : i32
        %iv = cute.assume(%38) : (i32) -> !cute.i32<divby 8>
        %int_tuple_61 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_62 = cute.add_offset(%iter_59, %int_tuple_61) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_63 = cute.make_view(%ptr_62) : !memref_gmem_f16_3
        %iter_64 = cute.get_iter(%view_63) : !memref_gmem_f16_3
        %coord_65 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_66 = cute.get_layout(%arg1) : !memref_gmem_f16_1
        %idx_67 = cute.crd2idx(%coord_65, %lay_66) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,4096),(96,2)):((0,1),(0,4096))">) -> !cute.int_tuple<"?{div=4096}">
        %iter_68 = cute.get_iter(%arg1) : !memref_gmem_f16_1
        %ptr_69 = cute.add_offset(%iter_68, %idx_67) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_70 = cute.make_view(%ptr_69) : !memref_gmem_f16_2
        %iter_71 = cute.get_iter(%view_70) : !memref_gmem_f16_2
        %iter_72 = cute.get_iter(%view_70) : !memref_gmem_f16_2
        %coord_73 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_74 = cute.get_iter(%view_70) : !memref_gmem_f16_2
        %39 = cute.get_scalars(%coord_73) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_75 = arith.constant 8 : i32
        %40 = arith.muli %39, %c8_i32_75 : i32
        %iv_76 = cute.assume(%40) : (i32) -> !cute.i32<divby 8>
        %int_tuple_77 = cute.make_int_tuple(%iv_76) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_78 = cute.add_offset(%iter_74, %int_tuple_77) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_79 = cute.make_view(%ptr_78) : !memref_gmem_f16_3
        %iter_80 = cute.get_iter(%view_79) : !memref_gmem_f16_3
        %coord_81 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_82 = cute.get_layout(%arg2) : !memref_gmem_f16_
        %idx_83 = cute.crd2idx(%coord_81, %lay_82) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_4d4228) -> !cute.int_tuple<"?{div=8}">
        %iter_84 = cute.get_iter(%arg2) : !memref_gmem_f16_
        %ptr_85 = cute.add_offset(%iter_84, %idx_83) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_86 = cute.make_view(%ptr_85) : !memref_gmem_f16_2
        %iter_87 = cute.get_iter(%view_86) : !memref_gmem_f16_2
        %iter_88 = cute.get_iter(%view_86) : !memref_gmem_f16_2
        %coord_89 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_90 = cute.get_iter(%view_86) : !memref_gmem_f16_2
        %41 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_91 = arith.constant 8 : i32
        %42 = arith.muli %41, %c8_i32_91 : i32
        %iv_92 = cute.assume(%42) : (i32) -> !cute.i32<divby 8>
        %int_tuple_93 = cute.make_int_tuple(%iv_92) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_94 = cute.add_offset(%iter_90, %int_tuple_93) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_95 = cute.make_view(%ptr_94) : !memref_gmem_f16_3
        %iter_96 = cute.get_iter(%view_95) : !memref_gmem_f16_3
        %coord_97 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_98 = cute.get_layout(%0) : !cute_coord_tensor_2939ba
        %idx_99 = cute.crd2idx(%coord_97, %lay_98) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_0696e1) -> !cute_int_tuple_3a4e03
        %iter_100 = cute.get_iter(%0) : !cute_coord_tensor_2939ba
        %tup_101 = cute.add_offset(%iter_100, %idx_99) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_3a4e03) -> !cute_arith_tuple_iter_9e165f
        %view_102 = cute.make_view(%tup_101) : !cute_coord_tensor_7e8734
        %iter_103 = cute.get_iter(%view_102) : !cute_coord_tensor_7e8734
        %tup_104 = cute.deref_arith_tuple_iter(%iter_103) : !cute_arith_tuple_iter_9e165f
        %e0_105, %e1_106 = cute.get_leaves(%tup_104) : !cute_int_tuple_3a4e03
        %43 = cute.get_scalars(%e0_105) : !cute.int_tuple<"?">
        %44 = cute.get_scalars(%e1_106) : !cute.int_tuple<"?{div=4096}">
        %iter_107 = cute.get_iter(%view_102) : !cute_coord_tensor_7e8734
        %tup_108 = cute.deref_arith_tuple_iter(%iter_107) : !cute_arith_tuple_iter_9e165f
        %e0_109, %e1_110 = cute.get_leaves(%tup_108) : !cute_int_tuple_3a4e03
        %45 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_110) : !cute.int_tuple<"?{div=4096}">
        %coord_111 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_112 = cute.get_iter(%view_102) : !cute_coord_tensor_7e8734
        %47 = cute.get_scalars(%coord_111) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_113 = arith.constant 8 : i32
        %48 = arith.muli %47, %c8_i32_113 : i32
        %iv_114 = cute.assume(%48) : (i32) -> !cute.i32<divby 8>
        %int_tuple_115 = cute.make_int_tuple(%iv_114) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_116 = cute.add_offset(%iter_112, %int_tuple_115) : (!cute_arith_tuple_iter_9e165f, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_117 = cute.make_view(%tup_116) : !cute_coord_tensor_dfd887
        %iter_118 = cute.get_iter(%view_117) : !cute_coord_tensor_dfd887
        %tup_119 = cute.deref_arith_tuple_iter(%iter_118) : !cute_arith_tuple_iter_66b557
        %e0_120, %e1_121 = cute.get_leaves(%tup_119) : !cute.int_tuple<"(?,?{div=8})">
        %49 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_121) : !cute.int_tuple<"?{div=8}">
        %lay_122 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %sz_123 = cute.size(%lay_122) <{mode = [0, 1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_124 = cute.get_leaves(%sz_123) : !cute.int_tuple<"1">
        %lay_125 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %sz_126 = cute.size(%lay_125) <{mode = [1]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"1">
        %e0_127 = cute.get_leaves(%sz_126) : !cute.int_tuple<"1">
        %lay_128 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %sz_129 = cute.size(%lay_128) <{mode = [2]}> : (!cute_layout_1f3dfd) -> !cute.int_tuple<"4">
        %e0_130 = cute.get_leaves(%sz_129) : !cute.int_tuple<"4">
        %shape_131 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_132 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_132) : !memref_rmem_i8_
        %iter_133 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_134 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_135 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_136 = cute.get_layout(%view_117) : !cute_coord_tensor_dfd887
        %idx_137 = cute.crd2idx(%coord_135, %lay_136) : (!cute.coord<"((0,0),0,0)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,0)">
        %iter_138 = cute.get_iter(%view_117) : !cute_coord_tensor_dfd887
        %tup_139 = cute.add_offset(%iter_138, %idx_137) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_140 = cute.make_view(%tup_139) : !cute_coord_tensor_8bc2ea
        %iter_141 = cute.get_iter(%view_140) : !cute_coord_tensor_8bc2ea
        %tup_142 = cute.deref_arith_tuple_iter(%iter_141) : !cute_arith_tuple_iter_66b557
        %e0_143, %e1_144 = cute.get_leaves(%tup_142) : !cute.int_tuple<"(?,?{div=8})">
        %51 = cute.get_scalars(%e0_143) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_144) : !cute.int_tuple<"?{div=8}">
        %iter_145 = cute.get_iter(%view_140) : !cute_coord_tensor_8bc2ea
        %tup_146 = cute.deref_arith_tuple_iter(%iter_145) : !cute_arith_tuple_iter_66b557
        %e0_147, %e1_148 = cute.get_leaves(%tup_146) : !cute.int_tuple<"(?,?{div=8})">
        %53 = cute.get_scalars(%e0_147) : !cute.int_tuple<"?">
        %54 = cute.get_scalars(%e1_148) : !cute.int_tuple<"?{div=8}">
        %iter_149 = cute.get_iter(%view_140) : !cute_coord_tensor_8bc2ea
        %tup_150 = cute.deref_arith_tuple_iter(%iter_149) : !cute_arith_tuple_iter_66b557
        %e0_151, %e1_152 = cute.get_leaves(%tup_150) : !cute.int_tuple<"(?,?{div=8})">
        %55 = cute.get_scalars(%e0_151) : !cute.int_tuple<"?">
        %56 = cute.get_scalars(%e1_152) : !cute.int_tuple<"?{div=8}">
        %coord_153 = cute.make_coord(%e0_151, %e1_152) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_154 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %57:2 = cute.get_scalars(%coord_153) : !cute.coord<"(?,?{div=8})">
        %58:2 = cute.get_scalars(%coord_154) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %59 = arith.cmpi slt, %57#0, %58#0 : i32
        %60 = arith.andi %true, %59 : i1
        %61 = arith.cmpi slt, %57#1, %58#1 : i32
        %62 = arith.andi %60, %61 : i1
        %63 = arith.extui %62 : i1 to i8
        %coord_155 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_155, %63) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_156 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_157 = cute.get_layout(%view_117) : !cute_coord_tensor_dfd887
        %idx_158 = cute.crd2idx(%coord_156, %lay_157) : (!cute.coord<"((0,0),0,1)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,1024)">
        %iter_159 = cute.get_iter(%view_117) : !cute_coord_tensor_dfd887
        %tup_160 = cute.add_offset(%iter_159, %idx_158) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_66b557
        %view_161 = cute.make_view(%tup_160) : !cute_coord_tensor_8bc2ea
        %iter_162 = cute.get_iter(%view_161) : !cute_coord_tensor_8bc2ea
        %tup_163 = cute.deref_arith_tuple_iter(%iter_162) : !cute_arith_tuple_iter_66b557
        %e0_164, %e1_165 = cute.get_leaves(%tup_163) : !cute.int_tuple<"(?,?{div=8})">
        %64 = cute.get_scalars(%e0_164) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_165) : !cute.int_tuple<"?{div=8}">
        %iter_166 = cute.get_iter(%view_161) : !cute_coord_tensor_8bc2ea
        %tup_167 = cute.deref_arith_tuple_iter(%iter_166) : !cute_arith_tuple_iter_66b557
        %e0_168, %e1_169 = cute.get_leaves(%tup_167) : !cute.int_tuple<"(?,?{div=8})">
        %66 = cute.get_scalars(%e0_168) : !cute.int_tuple<"?">
        %67 = cute.get_scalars(%e1_169) : !cute.int_tuple<"?{div=8}">
        %iter_170 = cute.get_iter(%view_161) : !cute_coord_tensor_8bc2ea
        %tup_171 = cute.deref_arith_tuple_iter(%iter_170) : !cute_arith_tuple_iter_66b557
        %e0_172, %e1_173 = cute.get_leaves(%tup_171) : !cute.int_tuple<"(?,?{div=8})">
        %68 = cute.get_scalars(%e0_172) : !cute.int_tuple<"?">
        %69 = cute.get_scalars(%e1_173) : !cute.int_tuple<"?{div=8}">
        %coord_174 = cute.make_coord(%e0_172, %e1_173) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_175 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %70:2 = cute.get_scalars(%coord_174) : !cute.coord<"(?,?{div=8})">
        %71:2 = cute.get_scalars(%coord_175) : !cute.coord<"(96,5000)">
        %true_176 = arith.constant true
        %72 = arith.cmpi slt, %70#0, %71#0 : i32
        %73 = arith.andi %true_176, %72 : i1
        %74 = arith.cmpi slt, %70#1, %71#1 : i32
        %75 = arith.andi %73, %74 : i1
        %76 = arith.extui %75 : i1 to i8
        %coord_177 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_177, %76) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_178 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_179 = cute.get_layout(%view_117) : !cute_coord_tensor_dfd887
        %idx_180 = cute.crd2idx(%coord_178, %lay_179) : (!cute.coord<"((0,0),0,2)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,2048)">
        %iter_181 = cute.get_iter(%view_117) : !cute_coord_tensor_dfd887
        %tup_182 = cute.add_offset(%iter_181, %idx_180) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_183 = cute.make_view(%tup_182) : !cute_coord_tensor_8bc2ea
        %iter_184 = cute.get_iter(%view_183) : !cute_coord_tensor_8bc2ea
        %tup_185 = cute.deref_arith_tuple_iter(%iter_184) : !cute_arith_tuple_iter_66b557
        %e0_186, %e1_187 = cute.get_leaves(%tup_185) : !cute.int_tuple<"(?,?{div=8})">
        %77 = cute.get_scalars(%e0_186) : !cute.int_tuple<"?">
        %78 = cute.get_scalars(%e1_187) : !cute.int_tuple<"?{div=8}">
        %iter_188 = cute.get_iter(%view_183) : !cute_coord_tensor_8bc2ea
        %tup_189 = cute.deref_arith_tuple_iter(%iter_188) : !cute_arith_tuple_iter_66b557
        %e0_190, %e1_191 = cute.get_leaves(%tup_189) : !cute.int_tuple<"(?,?{div=8})">
        %79 = cute.get_scalars(%e0_190) : !cute.int_tuple<"?">
        %80 = cute.get_scalars(%e1_191) : !cute.int_tuple<"?{div=8}">
        %iter_192 = cute.get_iter(%view_183) : !cute_coord_tensor_8bc2ea
        %tup_193 = cute.deref_arith_tuple_iter(%iter_192) : !cute_arith_tuple_iter_66b557
        %e0_194, %e1_195 = cute.get_leaves(%tup_193) : !cute.int_tuple<"(?,?{div=8})">
        %81 = cute.get_scalars(%e0_194) : !cute.int_tuple<"?">
        %82 = cute.get_scalars(%e1_195) : !cute.int_tuple<"?{div=8}">
        %coord_196 = cute.make_coord(%e0_194, %e1_195) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_197 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %83:2 = cute.get_scalars(%coord_196) : !cute.coord<"(?,?{div=8})">
        %84:2 = cute.get_scalars(%coord_197) : !cute.coord<"(96,5000)">
        %true_198 = arith.constant true
        %85 = arith.cmpi slt, %83#0, %84#0 : i32
        %86 = arith.andi %true_198, %85 : i1
        %87 = arith.cmpi slt, %83#1, %84#1 : i32
        %88 = arith.andi %86, %87 : i1
        %89 = arith.extui %88 : i1 to i8
        %coord_199 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_199, %89) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_200 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_201 = cute.get_layout(%view_117) : !cute_coord_tensor_dfd887
        %idx_202 = cute.crd2idx(%coord_200, %lay_201) : (!cute.coord<"((0,0),0,3)">, !cute_layout_fa3122) -> !cute.int_tuple<"(0,3072)">
        %iter_203 = cute.get_iter(%view_117) : !cute_coord_tensor_dfd887
        %tup_204 = cute.add_offset(%iter_203, %idx_202) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,3072)">) -> !cute_arith_tuple_iter_66b557
        %view_205 = cute.make_view(%tup_204) : !cute_coord_tensor_8bc2ea
        %iter_206 = cute.get_iter(%view_205) : !cute_coord_tensor_8bc2ea
        %tup_207 = cute.deref_arith_tuple_iter(%iter_206) : !cute_arith_tuple_iter_66b557
        %e0_208, %e1_209 = cute.get_leaves(%tup_207) : !cute.int_tuple<"(?,?{div=8})">
        %90 = cute.get_scalars(%e0_208) : !cute.int_tuple<"?">
        %91 = cute.get_scalars(%e1_209) : !cute.int_tuple<"?{div=8}">
        %iter_210 = cute.get_iter(%view_205) : !cute_coord_tensor_8bc2ea
        %tup_211 = cute.deref_arith_tuple_iter(%iter_210) : !cute_arith_tuple_iter_66b557
        %e0_212, %e1_213 = cute.get_leaves(%tup_211) : !cute.int_tuple<"(?,?{div=8})">
        %92 = cute.get_scalars(%e0_212) : !cute.int_tuple<"?">
        %93 = cute.get_scalars(%e1_213) : !cute.int_tuple<"?{div=8}">
        %iter_214 = cute.get_iter(%view_205) : !cute_coord_tensor_8bc2ea
        %tup_215 = cute.deref_arith_tuple_iter(%iter_214) : !cute_arith_tuple_iter_66b557
        %e0_216, %e1_217 = cute.get_leaves(%tup_215) : !cute.int_tuple<"(?,?{div=8})">
        %94 = cute.get_scalars(%e0_216) : !cute.int_tuple<"?">
        %95 = cute.get_scalars(%e1_217) : !cute.int_tuple<"?{div=8}">
        %coord_218 = cute.make_coord(%e0_216, %e1_217) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_219 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %96:2 = cute.get_scalars(%coord_218) : !cute.coord<"(?,?{div=8})">
        %97:2 = cute.get_scalars(%coord_219) : !cute.coord<"(96,5000)">
        %true_220 = arith.constant true
        %98 = arith.cmpi slt, %96#0, %97#0 : i32
        %99 = arith.andi %true_220, %98 : i1
        %100 = arith.cmpi slt, %96#1, %97#1 : i32
        %101 = arith.andi %99, %100 : i1
        %102 = arith.extui %101 : i1 to i8
        %coord_221 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_221, %102) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_222 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %lay_223 = cute.make_layout() : !cute_layout_a987c4
        %rmem_224 = cute.memref.alloca(%lay_223) : !memref_rmem_f16_
        %iter_225 = cute.get_iter(%rmem_224) : !memref_rmem_f16_
        %iter_226 = cute.get_iter(%rmem_224) : !memref_rmem_f16_
        %lay_227 = cute.get_layout(%view_79) : !memref_gmem_f16_3
        %lay_228 = cute.make_layout() : !cute_layout_a987c4
        %rmem_229 = cute.memref.alloca(%lay_228) : !memref_rmem_f16_
        %iter_230 = cute.get_iter(%rmem_229) : !memref_rmem_f16_
        %iter_231 = cute.get_iter(%rmem_229) : !memref_rmem_f16_
        %lay_232 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %lay_233 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %sz_234 = cute.size(%lay_233) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_235 = cute.get_leaves(%sz_234) : !cute.int_tuple<"32">
        %lay_236 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %103 = cute.get_shape(%lay_236) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_237, %e1_238, %e2, %e3 = cute.get_leaves(%103) : !cute.shape<"((8,1),1,4)">
        %int_tuple_239 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_240 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_241 = cute.get_leaves(%int_tuple_240) : !cute.int_tuple<"32">
        %cst_242 = arith.constant 0.000000e+00 : f16
        %104 = vector.splat %cst_242 : vector<32xf16>
        %lay_243 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %105 = cute.get_shape(%lay_243) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_244, %e1_245, %e2_246, %e3_247 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
        %lay_248 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %lay_249 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %106 = cute.get_shape(%lay_249) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_250, %e1_251, %e2_252, %e3_253 = cute.get_leaves(%106) : !cute.shape<"((8,1),1,4)">
        %int_tuple_254 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_255 = cute.size(%int_tuple_254) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_256 = cute.get_leaves(%sz_255) : !cute.int_tuple<"32">
        %int_tuple_257 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_258 = cute.size(%int_tuple_257) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_259 = cute.get_leaves(%sz_258) : !cute.int_tuple<"32">
        cute.memref.store_vec(%104, %rmem_224) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_260 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %lay_261 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %sz_262 = cute.size(%lay_261) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_263 = cute.get_leaves(%sz_262) : !cute.int_tuple<"32">
        %lay_264 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %107 = cute.get_shape(%lay_264) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_265, %e1_266, %e2_267, %e3_268 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
        %int_tuple_269 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_270 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_271 = cute.get_leaves(%int_tuple_270) : !cute.int_tuple<"32">
        %cst_272 = arith.constant 0.000000e+00 : f16
        %108 = vector.splat %cst_272 : vector<32xf16>
        %lay_273 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %109 = cute.get_shape(%lay_273) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_274, %e1_275, %e2_276, %e3_277 = cute.get_leaves(%109) : !cute.shape<"((8,1),1,4)">
        %lay_278 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %lay_279 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %110 = cute.get_shape(%lay_279) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_280, %e1_281, %e2_282, %e3_283 = cute.get_leaves(%110) : !cute.shape<"((8,1),1,4)">
        %int_tuple_284 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_285 = cute.size(%int_tuple_284) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_286 = cute.get_leaves(%sz_285) : !cute.int_tuple<"32">
        %int_tuple_287 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_288 = cute.size(%int_tuple_287) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_289 = cute.get_leaves(%sz_288) : !cute.int_tuple<"32">
        cute.memref.store_vec(%108, %rmem_229) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_290 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %111 = cute.get_shape(%lay_290) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_291, %e1_292, %e2_293, %e3_294 = cute.get_leaves(%111) : !cute.shape<"((8,1),1,4)">
        %lay_295 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %112 = cute.get_shape(%lay_295) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%112) : !cute.shape<"((8,1),1,4)">
        %lay_300 = cute.get_layout(%view_63) : !memref_gmem_f16_3
        %shape_301 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_302 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_300, %lay_302) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_303 = cute.make_view(%iter_64, %append) : !memref_gmem_f16_3
        %iter_304 = cute.get_iter(%view_303) : !memref_gmem_f16_3
        %lay_305 = cute.get_layout(%view_303) : !memref_gmem_f16_3
        %113 = cute.get_shape(%lay_305) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_306, %e1_307, %e2_308, %e3_309 = cute.get_leaves(%113) : !cute.shape<"((8,1),1,4)">
        %lay_310 = cute.get_layout(%view_303) : !memref_gmem_f16_3
        %114 = cute.get_shape(%lay_310) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_311, %e1_312, %e2_313, %e3_314 = cute.get_leaves(%114) : !cute.shape<"((8,1),1,4)">
        %iter_315 = cute.get_iter(%view_303) : !memref_gmem_f16_3
        %view_316 = cute.make_view(%iter_315) : !memref_gmem_f16_4
        %iter_317 = cute.get_iter(%view_316) : !memref_gmem_f16_4
        %iter_318 = cute.get_iter(%view_316) : !memref_gmem_f16_4
        %lay_319 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %shape_320 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_321 = cute.make_layout() : !cute.layout<"1:0">
        %append_322 = cute.append_to_rank<2> (%lay_319, %lay_321) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_323 = cute.make_view(%iter_226, %append_322) : !memref_rmem_f16_
        %iter_324 = cute.get_iter(%view_323) : !memref_rmem_f16_
        %lay_325 = cute.get_layout(%view_323) : !memref_rmem_f16_
        %115 = cute.get_shape(%lay_325) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_326, %e1_327, %e2_328, %e3_329 = cute.get_leaves(%115) : !cute.shape<"((8,1),1,4)">
        %lay_330 = cute.get_layout(%view_323) : !memref_rmem_f16_
        %116 = cute.get_shape(%lay_330) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_331, %e1_332, %e2_333, %e3_334 = cute.get_leaves(%116) : !cute.shape<"((8,1),1,4)">
        %iter_335 = cute.get_iter(%view_323) : !memref_rmem_f16_
        %view_336 = cute.make_view(%iter_335) : !memref_rmem_f16_1
        %iter_337 = cute.get_iter(%view_336) : !memref_rmem_f16_1
        %iter_338 = cute.get_iter(%view_336) : !memref_rmem_f16_1
        %lay_339 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_340 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_341 = cute.make_layout() : !cute.layout<"1:0">
        %append_342 = cute.append_to_rank<2> (%lay_339, %lay_341) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_343 = cute.make_view(%iter_134, %append_342) : !memref_rmem_i8_
        %iter_344 = cute.get_iter(%view_343) : !memref_rmem_i8_
        %lay_345 = cute.get_layout(%view_343) : !memref_rmem_i8_
        %117 = cute.get_shape(%lay_345) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_346, %e1_347, %e2_348 = cute.get_leaves(%117) : !cute.shape<"(1,1,4)">
        %lay_349 = cute.get_layout(%view_343) : !memref_rmem_i8_
        %118 = cute.get_shape(%lay_349) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_350, %e1_351, %e2_352 = cute.get_leaves(%118) : !cute.shape<"(1,1,4)">
        %iter_353 = cute.get_iter(%view_343) : !memref_rmem_i8_
        %view_354 = cute.make_view(%iter_353) : !memref_rmem_i8_1
        %iter_355 = cute.get_iter(%view_354) : !memref_rmem_i8_1
        %iter_356 = cute.get_iter(%view_354) : !memref_rmem_i8_1
        %lay_357 = cute.get_layout(%view_316) : !memref_gmem_f16_4
        %119 = cute.get_shape(%lay_357) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_358, %e1_359, %e2_360, %e3_361 = cute.get_leaves(%119) : !cute.shape<"((8,1),(1,4))">
        %lay_362 = cute.get_layout(%view_336) : !memref_rmem_f16_1
        %120 = cute.get_shape(%lay_362) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_363, %e1_364, %e2_365, %e3_366 = cute.get_leaves(%120) : !cute.shape<"((8,1),(1,4))">
        %lay_367 = cute.get_layout(%view_316) : !memref_gmem_f16_4
        %sz_368 = cute.size(%lay_367) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_369 = cute.get_leaves(%sz_368) : !cute.int_tuple<"4">
        %lay_370 = cute.get_layout(%view_336) : !memref_rmem_f16_1
        %sz_371 = cute.size(%lay_370) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_372 = cute.get_leaves(%sz_371) : !cute.int_tuple<"4">
        %lay_373 = cute.get_layout(%view_316) : !memref_gmem_f16_4
        %121 = cute.get_shape(%lay_373) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_374, %e1_375, %e2_376, %e3_377 = cute.get_leaves(%121) : !cute.shape<"((8,1),(1,4))">
        %iter_378 = cute.get_iter(%view_316) : !memref_gmem_f16_4
        %iter_379 = cute.get_iter(%view_336) : !memref_rmem_f16_1
        %lay_380 = cute.get_layout(%view_316) : !memref_gmem_f16_4
        %lay_381 = cute.get_layout(%view_336) : !memref_rmem_f16_1
        %122 = cute.static : !cute.layout<"1:0">
        %append_382 = cute.append_to_rank<2> (%lay_380, %122) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_383 = cute.append_to_rank<2> (%lay_381, %122) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_384 = cute.make_layout() : !cute_layout_dfed1f
        %lay_385 = cute.make_layout() : !cute_layout_bb9a85
        %iter_386 = cute.get_iter(%view_354) : !memref_rmem_i8_1
        %lay_387 = cute.get_layout(%view_354) : !memref_rmem_i8_1
        %append_388 = cute.append_to_rank<2> (%lay_387, %122) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_389 = cute.make_layout() : !cute_layout_973764
        %sz_390 = cute.size(%lay_384) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %123 = cute.get_scalars(%sz_390) : !cute.int_tuple<"4">
        %c0_i32_391 = arith.constant 0 : i32
        %c1_i32_392 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_391 to %123 step %c1_i32_392  : i32 {
          %coord_645 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %164 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_646 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_647 = cute.crd2idx(%coord_645, %lay_384) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_648 = cute.add_offset(%iter_378, %idx_647) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_649 = cute.make_view(%ptr_648, %lay_646) : !memref_gmem_f16_5
          %165 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_650 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_651 = cute.crd2idx(%coord_645, %lay_385) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_652 = cute.add_offset(%iter_379, %idx_651) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_653 = cute.make_view(%ptr_652, %lay_650) : !memref_rmem_f16_2
          %166 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_654 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_655 = cute.crd2idx(%coord_645, %lay_389) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_656 = cute.add_offset(%iter_386, %idx_655) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_657 = cute.make_view(%ptr_656, %lay_654) : !memref_rmem_i8_2
          %iter_658 = cute.get_iter(%view_649) : !memref_gmem_f16_5
          %iter_659 = cute.get_iter(%view_653) : !memref_rmem_f16_2
          %iter_660 = cute.get_iter(%view_657) : !memref_rmem_i8_2
          %167 = builtin.unrealized_conversion_cast %iter_660 : !cute.ptr<i8, rmem> to !llvm.ptr
          %168 = llvm.load %167 : !llvm.ptr -> i8
          %169 = llvm.mlir.constant(0 : i8) : i8
          %170 = llvm.icmp "ne" %168, %169 : i8
          scf.if %170 {
            %171 = builtin.unrealized_conversion_cast %iter_658 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %172 = builtin.unrealized_conversion_cast %iter_659 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %173 = llvm.load %171 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %173, %172 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_393 = cute.get_layout(%view_79) : !memref_gmem_f16_3
        %124 = cute.get_shape(%lay_393) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_394, %e1_395, %e2_396, %e3_397 = cute.get_leaves(%124) : !cute.shape<"((8,1),1,4)">
        %lay_398 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %125 = cute.get_shape(%lay_398) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_399, %e1_400, %e2_401, %e3_402 = cute.get_leaves(%125) : !cute.shape<"((8,1),1,4)">
        %lay_403 = cute.get_layout(%view_79) : !memref_gmem_f16_3
        %shape_404 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_405 = cute.make_layout() : !cute.layout<"1:0">
        %append_406 = cute.append_to_rank<2> (%lay_403, %lay_405) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_407 = cute.make_view(%iter_80, %append_406) : !memref_gmem_f16_3
        %iter_408 = cute.get_iter(%view_407) : !memref_gmem_f16_3
        %lay_409 = cute.get_layout(%view_407) : !memref_gmem_f16_3
        %126 = cute.get_shape(%lay_409) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_410, %e1_411, %e2_412, %e3_413 = cute.get_leaves(%126) : !cute.shape<"((8,1),1,4)">
        %lay_414 = cute.get_layout(%view_407) : !memref_gmem_f16_3
        %127 = cute.get_shape(%lay_414) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_415, %e1_416, %e2_417, %e3_418 = cute.get_leaves(%127) : !cute.shape<"((8,1),1,4)">
        %iter_419 = cute.get_iter(%view_407) : !memref_gmem_f16_3
        %view_420 = cute.make_view(%iter_419) : !memref_gmem_f16_4
        %iter_421 = cute.get_iter(%view_420) : !memref_gmem_f16_4
        %iter_422 = cute.get_iter(%view_420) : !memref_gmem_f16_4
        %lay_423 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %shape_424 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_425 = cute.make_layout() : !cute.layout<"1:0">
        %append_426 = cute.append_to_rank<2> (%lay_423, %lay_425) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_427 = cute.make_view(%iter_231, %append_426) : !memref_rmem_f16_
        %iter_428 = cute.get_iter(%view_427) : !memref_rmem_f16_
        %lay_429 = cute.get_layout(%view_427) : !memref_rmem_f16_
        %128 = cute.get_shape(%lay_429) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_430, %e1_431, %e2_432, %e3_433 = cute.get_leaves(%128) : !cute.shape<"((8,1),1,4)">
        %lay_434 = cute.get_layout(%view_427) : !memref_rmem_f16_
        %129 = cute.get_shape(%lay_434) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_435, %e1_436, %e2_437, %e3_438 = cute.get_leaves(%129) : !cute.shape<"((8,1),1,4)">
        %iter_439 = cute.get_iter(%view_427) : !memref_rmem_f16_
        %view_440 = cute.make_view(%iter_439) : !memref_rmem_f16_1
        %iter_441 = cute.get_iter(%view_440) : !memref_rmem_f16_1
        %iter_442 = cute.get_iter(%view_440) : !memref_rmem_f16_1
        %lay_443 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_444 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_445 = cute.make_layout() : !cute.layout<"1:0">
        %append_446 = cute.append_to_rank<2> (%lay_443, %lay_445) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_447 = cute.make_view(%iter_134, %append_446) : !memref_rmem_i8_
        %iter_448 = cute.get_iter(%view_447) : !memref_rmem_i8_
        %lay_449 = cute.get_layout(%view_447) : !memref_rmem_i8_
        %130 = cute.get_shape(%lay_449) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_450, %e1_451, %e2_452 = cute.get_leaves(%130) : !cute.shape<"(1,1,4)">
        %lay_453 = cute.get_layout(%view_447) : !memref_rmem_i8_
        %131 = cute.get_shape(%lay_453) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_454, %e1_455, %e2_456 = cute.get_leaves(%131) : !cute.shape<"(1,1,4)">
        %iter_457 = cute.get_iter(%view_447) : !memref_rmem_i8_
        %view_458 = cute.make_view(%iter_457) : !memref_rmem_i8_1
        %iter_459 = cute.get_iter(%view_458) : !memref_rmem_i8_1
        %iter_460 = cute.get_iter(%view_458) : !memref_rmem_i8_1
        %lay_461 = cute.get_layout(%view_420) : !memref_gmem_f16_4
        %132 = cute.get_shape(%lay_461) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_462, %e1_463, %e2_464, %e3_465 = cute.get_leaves(%132) : !cute.shape<"((8,1),(1,4))">
        %lay_466 = cute.get_layout(%view_440) : !memref_rmem_f16_1
        %133 = cute.get_shape(%lay_466) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_467, %e1_468, %e2_469, %e3_470 = cute.get_leaves(%133) : !cute.shape<"((8,1),(1,4))">
        %lay_471 = cute.get_layout(%view_420) : !memref_gmem_f16_4
        %sz_472 = cute.size(%lay_471) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_473 = cute.get_leaves(%sz_472) : !cute.int_tuple<"4">
        %lay_474 = cute.get_layout(%view_440) : !memref_rmem_f16_1
        %sz_475 = cute.size(%lay_474) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_476 = cute.get_leaves(%sz_475) : !cute.int_tuple<"4">
        %lay_477 = cute.get_layout(%view_420) : !memref_gmem_f16_4
        %134 = cute.get_shape(%lay_477) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_478, %e1_479, %e2_480, %e3_481 = cute.get_leaves(%134) : !cute.shape<"((8,1),(1,4))">
        %iter_482 = cute.get_iter(%view_420) : !memref_gmem_f16_4
        %iter_483 = cute.get_iter(%view_440) : !memref_rmem_f16_1
        %lay_484 = cute.get_layout(%view_420) : !memref_gmem_f16_4
        %lay_485 = cute.get_layout(%view_440) : !memref_rmem_f16_1
        %135 = cute.static : !cute.layout<"1:0">
        %append_486 = cute.append_to_rank<2> (%lay_484, %135) : !cute_layout_af6408, !cute.layout<"1:0">
        %append_487 = cute.append_to_rank<2> (%lay_485, %135) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_488 = cute.make_layout() : !cute_layout_dfed1f
        %lay_489 = cute.make_layout() : !cute_layout_bb9a85
        %iter_490 = cute.get_iter(%view_458) : !memref_rmem_i8_1
        %lay_491 = cute.get_layout(%view_458) : !memref_rmem_i8_1
        %append_492 = cute.append_to_rank<2> (%lay_491, %135) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_493 = cute.make_layout() : !cute_layout_973764
        %sz_494 = cute.size(%lay_488) <{mode = [1]}> : (!cute_layout_dfed1f) -> !cute.int_tuple<"4">
        %136 = cute.get_scalars(%sz_494) : !cute.int_tuple<"4">
        %c0_i32_495 = arith.constant 0 : i32
        %c1_i32_496 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_495 to %136 step %c1_i32_496  : i32 {
          %coord_645 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %164 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_646 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_647 = cute.crd2idx(%coord_645, %lay_488) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_648 = cute.add_offset(%iter_482, %idx_647) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_649 = cute.make_view(%ptr_648, %lay_646) : !memref_gmem_f16_5
          %165 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_650 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_651 = cute.crd2idx(%coord_645, %lay_489) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_652 = cute.add_offset(%iter_483, %idx_651) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_653 = cute.make_view(%ptr_652, %lay_650) : !memref_rmem_f16_2
          %166 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_654 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_655 = cute.crd2idx(%coord_645, %lay_493) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_656 = cute.add_offset(%iter_490, %idx_655) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_657 = cute.make_view(%ptr_656, %lay_654) : !memref_rmem_i8_2
          %iter_658 = cute.get_iter(%view_649) : !memref_gmem_f16_5
          %iter_659 = cute.get_iter(%view_653) : !memref_rmem_f16_2
          %iter_660 = cute.get_iter(%view_657) : !memref_rmem_i8_2
          %167 = builtin.unrealized_conversion_cast %iter_660 : !cute.ptr<i8, rmem> to !llvm.ptr
          %168 = llvm.load %167 : !llvm.ptr -> i8
          %169 = llvm.mlir.constant(0 : i8) : i8
          %170 = llvm.icmp "ne" %168, %169 : i8
          scf.if %170 {
            %171 = builtin.unrealized_conversion_cast %iter_658 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %172 = builtin.unrealized_conversion_cast %iter_659 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %173 = llvm.load %171 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %173, %172 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_497 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %137 = cute.get_shape(%lay_497) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_498, %e1_499, %e2_500, %e3_501 = cute.get_leaves(%137) : !cute.shape<"((8,1),1,4)">
        %lay_502 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %138 = cute.memref.load_vec(%rmem_224) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_503 = cute.get_layout(%rmem_224) : !memref_rmem_f16_
        %139 = cute.get_shape(%lay_503) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_504, %e1_505, %e2_506, %e3_507 = cute.get_leaves(%139) : !cute.shape<"((8,1),1,4)">
        %140 = arith.extf %138 : vector<32xf16> to vector<32xf32>
        %141 = vector.broadcast %33 : f32 to vector<32xf32>
        %142 = arith.mulf %140, %141 : vector<32xf32>
        %lay_508 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %143 = cute.get_shape(%lay_508) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_509, %e1_510, %e2_511, %e3_512 = cute.get_leaves(%143) : !cute.shape<"((8,1),1,4)">
        %lay_513 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %144 = cute.memref.load_vec(%rmem_229) : (!memref_rmem_f16_) -> vector<32xf16>
        %lay_514 = cute.get_layout(%rmem_229) : !memref_rmem_f16_
        %145 = cute.get_shape(%lay_514) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_515, %e1_516, %e2_517, %e3_518 = cute.get_leaves(%145) : !cute.shape<"((8,1),1,4)">
        %146 = arith.extf %144 : vector<32xf16> to vector<32xf32>
        %147 = arith.mulf %142, %146 : vector<32xf32>
        %lay_519 = cute.get_layout(%view_95) : !memref_gmem_f16_3
        %lay_520 = cute.make_layout() : !cute_layout_a987c4
        %rmem_521 = cute.memref.alloca(%lay_520) : !memref_rmem_f16_
        %iter_522 = cute.get_iter(%rmem_521) : !memref_rmem_f16_
        %iter_523 = cute.get_iter(%rmem_521) : !memref_rmem_f16_
        %148 = arith.truncf %147 : vector<32xf32> to vector<32xf16>
        %lay_524 = cute.get_layout(%rmem_521) : !memref_rmem_f16_
        %149 = cute.get_shape(%lay_524) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_525, %e1_526, %e2_527, %e3_528 = cute.get_leaves(%149) : !cute.shape<"((8,1),1,4)">
        %lay_529 = cute.get_layout(%rmem_521) : !memref_rmem_f16_
        %lay_530 = cute.get_layout(%rmem_521) : !memref_rmem_f16_
        %150 = cute.get_shape(%lay_530) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_531, %e1_532, %e2_533, %e3_534 = cute.get_leaves(%150) : !cute.shape<"((8,1),1,4)">
        %int_tuple_535 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_536 = cute.size(%int_tuple_535) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_537 = cute.get_leaves(%sz_536) : !cute.int_tuple<"32">
        %int_tuple_538 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_539 = cute.size(%int_tuple_538) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_540 = cute.get_leaves(%sz_539) : !cute.int_tuple<"32">
        cute.memref.store_vec(%148, %rmem_521) : (vector<32xf16>, !memref_rmem_f16_) -> ()
        %lay_541 = cute.get_layout(%rmem_521) : !memref_rmem_f16_
        %151 = cute.get_shape(%lay_541) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_542, %e1_543, %e2_544, %e3_545 = cute.get_leaves(%151) : !cute.shape<"((8,1),1,4)">
        %lay_546 = cute.get_layout(%view_95) : !memref_gmem_f16_3
        %152 = cute.get_shape(%lay_546) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_547, %e1_548, %e2_549, %e3_550 = cute.get_leaves(%152) : !cute.shape<"((8,1),1,4)">
        %lay_551 = cute.get_layout(%rmem_521) : !memref_rmem_f16_
        %shape_552 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_553 = cute.make_layout() : !cute.layout<"1:0">
        %append_554 = cute.append_to_rank<2> (%lay_551, %lay_553) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_555 = cute.make_view(%iter_523, %append_554) : !memref_rmem_f16_
        %iter_556 = cute.get_iter(%view_555) : !memref_rmem_f16_
        %lay_557 = cute.get_layout(%view_555) : !memref_rmem_f16_
        %153 = cute.get_shape(%lay_557) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_558, %e1_559, %e2_560, %e3_561 = cute.get_leaves(%153) : !cute.shape<"((8,1),1,4)">
        %lay_562 = cute.get_layout(%view_555) : !memref_rmem_f16_
        %154 = cute.get_shape(%lay_562) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_563, %e1_564, %e2_565, %e3_566 = cute.get_leaves(%154) : !cute.shape<"((8,1),1,4)">
        %iter_567 = cute.get_iter(%view_555) : !memref_rmem_f16_
        %view_568 = cute.make_view(%iter_567) : !memref_rmem_f16_1
        %iter_569 = cute.get_iter(%view_568) : !memref_rmem_f16_1
        %iter_570 = cute.get_iter(%view_568) : !memref_rmem_f16_1
        %lay_571 = cute.get_layout(%view_95) : !memref_gmem_f16_3
        %shape_572 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_573 = cute.make_layout() : !cute.layout<"1:0">
        %append_574 = cute.append_to_rank<2> (%lay_571, %lay_573) : !cute_layout_1f3dfd, !cute.layout<"1:0">
        %view_575 = cute.make_view(%iter_96, %append_574) : !memref_gmem_f16_3
        %iter_576 = cute.get_iter(%view_575) : !memref_gmem_f16_3
        %lay_577 = cute.get_layout(%view_575) : !memref_gmem_f16_3
        %155 = cute.get_shape(%lay_577) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_578, %e1_579, %e2_580, %e3_581 = cute.get_leaves(%155) : !cute.shape<"((8,1),1,4)">
        %lay_582 = cute.get_layout(%view_575) : !memref_gmem_f16_3
        %156 = cute.get_shape(%lay_582) : (!cute_layout_1f3dfd) -> !cute.shape<"((8,1),1,4)">
        %e0_583, %e1_584, %e2_585, %e3_586 = cute.get_leaves(%156) : !cute.shape<"((8,1),1,4)">
        %iter_587 = cute.get_iter(%view_575) : !memref_gmem_f16_3
        %view_588 = cute.make_view(%iter_587) : !memref_gmem_f16_4
        %iter_589 = cute.get_iter(%view_588) : !memref_gmem_f16_4
        %iter_590 = cute.get_iter(%view_588) : !memref_gmem_f16_4
        %lay_591 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_592 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_593 = cute.make_layout() : !cute.layout<"1:0">
        %append_594 = cute.append_to_rank<2> (%lay_591, %lay_593) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_595 = cute.make_view(%iter_134, %append_594) : !memref_rmem_i8_
        %iter_596 = cute.get_iter(%view_595) : !memref_rmem_i8_
        %lay_597 = cute.get_layout(%view_595) : !memref_rmem_i8_
        %157 = cute.get_shape(%lay_597) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_598, %e1_599, %e2_600 = cute.get_leaves(%157) : !cute.shape<"(1,1,4)">
        %lay_601 = cute.get_layout(%view_595) : !memref_rmem_i8_
        %158 = cute.get_shape(%lay_601) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_602, %e1_603, %e2_604 = cute.get_leaves(%158) : !cute.shape<"(1,1,4)">
        %iter_605 = cute.get_iter(%view_595) : !memref_rmem_i8_
        %view_606 = cute.make_view(%iter_605) : !memref_rmem_i8_1
        %iter_607 = cute.get_iter(%view_606) : !memref_rmem_i8_1
        %iter_608 = cute.get_iter(%view_606) : !memref_rmem_i8_1
        %lay_609 = cute.get_layout(%view_568) : !memref_rmem_f16_1
        %159 = cute.get_shape(%lay_609) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_610, %e1_611, %e2_612, %e3_613 = cute.get_leaves(%159) : !cute.shape<"((8,1),(1,4))">
        %lay_614 = cute.get_layout(%view_588) : !memref_gmem_f16_4
        %160 = cute.get_shape(%lay_614) : (!cute_layout_af6408) -> !cute.shape<"((8,1),(1,4))">
        %e0_615, %e1_616, %e2_617, %e3_618 = cute.get_leaves(%160) : !cute.shape<"((8,1),(1,4))">
        %lay_619 = cute.get_layout(%view_568) : !memref_rmem_f16_1
        %sz_620 = cute.size(%lay_619) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_621 = cute.get_leaves(%sz_620) : !cute.int_tuple<"4">
        %lay_622 = cute.get_layout(%view_588) : !memref_gmem_f16_4
        %sz_623 = cute.size(%lay_622) <{mode = [1]}> : (!cute_layout_af6408) -> !cute.int_tuple<"4">
        %e0_624 = cute.get_leaves(%sz_623) : !cute.int_tuple<"4">
        %lay_625 = cute.get_layout(%view_568) : !memref_rmem_f16_1
        %161 = cute.get_shape(%lay_625) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_626, %e1_627, %e2_628, %e3_629 = cute.get_leaves(%161) : !cute.shape<"((8,1),(1,4))">
        %iter_630 = cute.get_iter(%view_568) : !memref_rmem_f16_1
        %iter_631 = cute.get_iter(%view_588) : !memref_gmem_f16_4
        %lay_632 = cute.get_layout(%view_568) : !memref_rmem_f16_1
        %lay_633 = cute.get_layout(%view_588) : !memref_gmem_f16_4
        %162 = cute.static : !cute.layout<"1:0">
        %append_634 = cute.append_to_rank<2> (%lay_632, %162) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_635 = cute.append_to_rank<2> (%lay_633, %162) : !cute_layout_af6408, !cute.layout<"1:0">
        %lay_636 = cute.make_layout() : !cute_layout_bb9a85
        %lay_637 = cute.make_layout() : !cute_layout_dfed1f
        %iter_638 = cute.get_iter(%view_606) : !memref_rmem_i8_1
        %lay_639 = cute.get_layout(%view_606) : !memref_rmem_i8_1
        %append_640 = cute.append_to_rank<2> (%lay_639, %162) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_641 = cute.make_layout() : !cute_layout_973764
        %sz_642 = cute.size(%lay_636) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %163 = cute.get_scalars(%sz_642) : !cute.int_tuple<"4">
        %c0_i32_643 = arith.constant 0 : i32
        %c1_i32_644 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_643 to %163 step %c1_i32_644  : i32 {
          %coord_645 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %164 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_646 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_647 = cute.crd2idx(%coord_645, %lay_636) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_648 = cute.add_offset(%iter_630, %idx_647) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, rmem, align<16>>
          %view_649 = cute.make_view(%ptr_648, %lay_646) : !memref_rmem_f16_2
          %165 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_650 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_651 = cute.crd2idx(%coord_645, %lay_637) : (!cute.coord<"(_,?)">, !cute_layout_dfed1f) -> !cute.int_tuple<"?{div=1024}">
          %ptr_652 = cute.add_offset(%iter_631, %idx_651) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f16, gmem, align<16>>
          %view_653 = cute.make_view(%ptr_652, %lay_650) : !memref_gmem_f16_5
          %166 = cute.get_scalars(%coord_645) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_654 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_655 = cute.crd2idx(%coord_645, %lay_641) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_656 = cute.add_offset(%iter_638, %idx_655) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_657 = cute.make_view(%ptr_656, %lay_654) : !memref_rmem_i8_2
          %iter_658 = cute.get_iter(%view_649) : !memref_rmem_f16_2
          %iter_659 = cute.get_iter(%view_653) : !memref_gmem_f16_5
          %iter_660 = cute.get_iter(%view_657) : !memref_rmem_i8_2
          %167 = builtin.unrealized_conversion_cast %iter_660 : !cute.ptr<i8, rmem> to !llvm.ptr
          %168 = llvm.load %167 : !llvm.ptr -> i8
          %169 = llvm.mlir.constant(0 : i8) : i8
          %170 = llvm.icmp "ne" %168, %169 : i8
          scf.if %170 {
            %171 = builtin.unrealized_conversion_cast %iter_658 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
            %172 = builtin.unrealized_conversion_cast %iter_659 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
            %173 = llvm.load %171 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %173, %172 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h4b03f641(%arg0: !memref_gmem_f16_6, %arg1: !memref_gmem_f16_7, %arg2: !memref_gmem_f16_6, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_6
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_6
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_7
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_6
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16_6
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_f16_6
    %iter_10 = cute.get_iter(%view) : !memref_gmem_f16_6
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f16_6
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout() : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_f16_6
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_f16_6
    %lay_21 = cute.get_layout(%view) : !memref_gmem_f16_6
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout() : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f16_8
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f16_8
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_29 = cute.get_iter(%view) : !memref_gmem_f16_6
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_f16_
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_f16_
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_f16_
    %tile_33 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_34 = cute.get_iter(%view_27) : !memref_gmem_f16_8
    %view_35 = cute.make_view(%iter_34) : !memref_gmem_f16_1
    %iter_36 = cute.get_iter(%view_35) : !memref_gmem_f16_1
    %iter_37 = cute.get_iter(%view_35) : !memref_gmem_f16_1
    %tile_38 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_39 = cute.get_iter(%view_19) : !memref_gmem_f16_6
    %view_40 = cute.make_view(%iter_39) : !memref_gmem_f16_
    %iter_41 = cute.get_iter(%view_40) : !memref_gmem_f16_
    %iter_42 = cute.get_iter(%view_40) : !memref_gmem_f16_
    %lay_43 = cute.get_layout(%view) : !memref_gmem_f16_6
    %5 = cute.get_shape(%lay_43) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_44, %e1_45 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %shape_46 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride_47 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_48 = cute.make_layout(%shape_46, %stride_47) : !cute.layout<"(96,5000):(1@0,1@1)">
    %view_49 = cute.make_view(%int_tup_iter, %lay_48) : !cute_coord_tensor_15c8d6
    %iter_50 = cute.get_iter(%view_49) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_50) : !cute.arith_tuple_iter<"(0,0)">
    %e0_51, %e1_52 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_53 = cute.make_tile() : () -> !cute.tile<"[1:0;4096:1]">
    %iter_54 = cute.get_iter(%view_49) : !cute_coord_tensor_15c8d6
    %view_55 = cute.make_view(%iter_54) : !cute_coord_tensor_2939ba
    %iter_56 = cute.get_iter(%view_55) : !cute_coord_tensor_2939ba
    %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute.arith_tuple_iter<"(0,0)">
    %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(0,0)">
    %iter_60 = cute.get_iter(%view_55) : !cute_coord_tensor_2939ba
    %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute.arith_tuple_iter<"(0,0)">
    %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_65 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_66 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_67 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_68 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_69 = cute.make_layout() : !cute_layout_dd009c
    %sz = cute.size(%lay_65) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_70 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_71 = cute.size(%lay_68) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_72 = cute.get_leaves(%sz_71) : !cute.int_tuple<"8">
    %shape_73 = cute.make_shape() : () -> !cute.shape<"(128,8)">
    %lay_74 = cute.make_layout() : !cute.layout<"(128,8):(1,128)">
    %rinv = cute.right_inverse(%lay_69) : (!cute_layout_dd009c) -> !cute.layout<"(128,8):(8,1)">
    %lay_75 = cute.make_layout() : !cute.layout<"(128,8):(8,1)">
    %6 = cute.get_shape(%lay_69) : (!cute_layout_dd009c) -> !cute.shape<"(1,(8,128))">
    %e0_76, %e1_77, %e2 = cute.get_leaves(%6) : !cute.shape<"(1,(8,128))">
    %int_tuple_78 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,128))">
    %int_tuple_79 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1024)">
    %e0_80, %e1_81 = cute.get_leaves(%int_tuple_79) : !cute.int_tuple<"(1,1024)">
    %tile_82 = cute.make_tile() : () -> !cute.tile<"[1:0;1024:1]">
    %7 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_83 = cute.get_layout(%view) : !memref_gmem_f16_6
    %8 = cute.get_shape(%lay_83) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_84, %e1_85 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %lay_86 = cute.get_layout(%view) : !memref_gmem_f16_6
    %sz_87 = cute.size(%lay_86) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"96">
    %lay_89 = cute.get_layout(%view_30) : !memref_gmem_f16_
    %lay_90 = cute.get_layout(%view_35) : !memref_gmem_f16_1
    %lay_91 = cute.get_layout(%view_40) : !memref_gmem_f16_
    %lay_92 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %lay_93 = cute.get_layout(%view_55) : !cute_coord_tensor_2939ba
    %9 = cute.static : !cute.tile<"[1:0;1024:1]">
    %e0_94, %e1_95 = cute.get_leaves(%9) : !cute.tile<"[1:0;1024:1]">
    %10 = cute.static : !cute.layout<"(128,8):(8,1)">
    %11 = cute.static : !cute.layout<"1:0">
    %12 = cute.static : !cute.layout<"(1,8):(0,1)">
    %13 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c80_i32 = arith.constant 80 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %14 = arith.cmpi sgt, %c80_i32, %c232448_i32 : i32
    scf.if %14 {
      %19 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %20 = llvm.getelementptr %19[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %21 = llvm.call @printf(%20, %c80_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %15 = arith.extsi %c80_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %16 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %15, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%16] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_96 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%16] %c0_i32_96 : !cuda.launch_cfg<max_attrs = 3>, i32
    %17 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%16> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_, !memref_gmem_f16_1, !memref_gmem_f16_, !memref_gmem_f32_, f32) -> !cuda.result
    %18 = cuda.cast %17 : !cuda.result -> i32
    cuda.return_if_error %18 : i32
    %c0_i32_97 = arith.constant 0 : i32
    return %c0_i32_97 : i32
  }
}
