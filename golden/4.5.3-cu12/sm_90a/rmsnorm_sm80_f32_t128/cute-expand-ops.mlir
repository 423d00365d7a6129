!cute_arith_tuple_iter_7c5329 = !cute.arith_tuple_iter<"(?,?{div=4})">
!cute_arith_tuple_iter_aaefeb = !cute.arith_tuple_iter<"(?,?{div=2048})">
!cute_coord_tensor_029b8b = !cute.coord_tensor<"(?,?{div=2048})", "(1,2048):(0,1@1)">
!cute_coord_tensor_0ff96d = !cute.coord_tensor<"(?,?{div=4})", "():()">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_40e15c = !cute.coord_tensor<"(?,?{div=4})", "((4,1),1,4):((1@1,0),0,512@1)">
!cute_coord_tensor_511bd0 = !cute.coord_tensor<"(0,0)", "((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_int_tuple_530818 = !cute.int_tuple<"(?,?{div=2048})">
!cute_layout_057eda = !cute.layout<"((4,1),1,4):((1,0),0,512)">
!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_2b275f = !cute.layout<"((1,2048),(96,3)):((0,1),(5000,2048))">
!cute_layout_52a9ba = !cute.layout<"((4,1),(1,4)):((1,0),(0,4))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_65aa51 = !cute.layout<"((4,1),1,4):((1,0),0,4)">
!cute_layout_6cf571 = !cute.layout<"((4,1),(1,4)):((1,0),(0,512))">
!cute_layout_8758cc = !cute.layout<"((4,1),1,4):((1@1,0),0,512@1)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_b38ecb = !cute.layout<"((4,1),((1,4))):((1,0),((0,512)))">
!cute_layout_b668f0 = !cute.layout<"(1,(4,128)):(0,(128,1))">
!cute_layout_ca5c98 = !cute.layout<"((1,2048),(96,3)):((0,1@1),(1@0,2048@1))">
!cute_layout_f5fe74 = !cute.layout<"((4,1),((1,4))):((1,0),((0,4)))">
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(128,4):(4,1)">, tiler_mn = <"[1:0;512:1]">>
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(0,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_9 = !cute.memref<f32, gmem, align<16>, "(96,5000):(0,1)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<16>, "((4,1)):((1,0))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "4:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !memref_gmem_f32_, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_, %arg3: !memref_gmem_f32_2, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !cute_coord_tensor_511bd0
      %1 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_3 = cute.get_iter(%0) : !cute_coord_tensor_511bd0
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f32_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_f32_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_8 = cute.get_iter(%0) : !cute_coord_tensor_511bd0
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_f32_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_2
      %lay_15 = cute.get_layout(%0) : !cute_coord_tensor_511bd0
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %8 = arith.remsi %2, %c32_i32 : i32
      %9 = arith.floordivsi %2, %c32_i32 : i32
      %lay_16 = cute.get_layout(%arg0) : !memref_gmem_f32_
      %sz = cute.size(%lay_16) <{mode = [1, 1]}> : (!cute_layout_2b275f) -> !cute.int_tuple<"3">
      %e0_17 = cute.get_leaves(%sz) : !cute.int_tuple<"3">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %10:2 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %1) -> (f32, !copy_simt)  : i32 {
        %coord_49 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_50 = cute.get_layout(%arg0) : !memref_gmem_f32_
        %idx_51 = cute.crd2idx(%coord_49, %lay_50) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_52 = cute.get_iter(%arg0) : !memref_gmem_f32_
        %ptr_53 = cute.add_offset(%iter_52, %idx_51) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_54 = cute.make_view(%ptr_53) : !memref_gmem_f32_3
        %iter_55 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %iter_56 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %coord_57 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_58 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %37 = cute.get_scalars(%coord_57) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_59 = arith.constant 4 : i32
        %38 = arith.muli %37, %c4_i32_59 : i32
        %iv = cute.assume(%38) : (i32) -> !cute.i32<divby 4>
        %int_tuple_60 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_61 = cute.add_offset(%iter_58, %int_tuple_60) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_62 = cute.make_view(%ptr_61) : !memref_gmem_f32_4
        %iter_63 = cute.get_iter(%view_62) : !memref_gmem_f32_4
        %coord_64 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_65 = cute.get_layout(%0) : !cute_coord_tensor_511bd0
        %idx_66 = cute.crd2idx(%coord_64, %lay_65) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
        %iter_67 = cute.get_iter(%0) : !cute_coord_tensor_511bd0
        %tup_68 = cute.add_offset(%iter_67, %idx_66) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
        %view_69 = cute.make_view(%tup_68) : !cute_coord_tensor_029b8b
        %iter_70 = cute.get_iter(%view_69) : !cute_coord_tensor_029b8b
        %tup_71 = cute.deref_arith_tuple_iter(%iter_70) : !cute_arith_tuple_iter_aaefeb
        %e0_72, %e1_73 = cute.get_leaves(%tup_71) : !cute_int_tuple_530818
        %39 = cute.get_scalars(%e0_72) : !cute.int_tuple<"?">
        %40 = cute.get_scalars(%e1_73) : !cute.int_tuple<"?{div=2048}">
        %iter_74 = cute.get_iter(%view_69) : !cute_coord_tensor_029b8b
        %tup_75 = cute.deref_arith_tuple_iter(%iter_74) : !cute_arith_tuple_iter_aaefeb
        %e0_76, %e1_77 = cute.get_leaves(%tup_75) : !cute_int_tuple_530818
        %41 = cute.get_scalars(%e0_76) : !cute.int_tuple<"?">
        %42 = cute.get_scalars(%e1_77) : !cute.int_tuple<"?{div=2048}">
        %coord_78 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_79 = cute.get_iter(%view_69) : !cute_coord_tensor_029b8b
        %43 = cute.get_scalars(%coord_78) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_80 = arith.constant 4 : i32
        %44 = arith.muli %43, %c4_i32_80 : i32
        %iv_81 = cute.assume(%44) : (i32) -> !cute.i32<divby 4>
        %int_tuple_82 = cute.make_int_tuple(%iv_81) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
        %tup_83 = cute.add_offset(%iter_79, %int_tuple_82) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
        %view_84 = cute.make_view(%tup_83) : !cute_coord_tensor_40e15c
        %iter_85 = cute.get_iter(%view_84) : !cute_coord_tensor_40e15c
        %tup_86 = cute.deref_arith_tuple_iter(%iter_85) : !cute_arith_tuple_iter_7c5329
        %e0_87, %e1_88 = cute.get_leaves(%tup_86) : !cute.int_tuple<"(?,?{div=4})">
        %45 = cute.get_scalars(%e0_87) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_88) : !cute.int_tuple<"?{div=4}">
        %lay_89 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %sz_90 = cute.size(%lay_89) <{mode = [0, 1]}> : (!cute_layout_057eda) -> !cute.int_tuple<"1">
        %e0_91 = cute.get_leaves(%sz_90) : !cute.int_tuple<"1">
        %lay_92 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %sz_93 = cute.size(%lay_92) <{mode = [1]}> : (!cute_layout_057eda) -> !cute.int_tuple<"1">
        %e0_94 = cute.get_leaves(%sz_93) : !cute.int_tuple<"1">
        %lay_95 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %sz_96 = cute.size(%lay_95) <{mode = [2]}> : (!cute_layout_057eda) -> !cute.int_tuple<"4">
        %e0_97 = cute.get_leaves(%sz_96) : !cute.int_tuple<"4">
        %shape_98 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_99 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_99) : !memref_rmem_i8_
        %iter_100 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_101 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_102 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_103 = cute.get_layout(%view_84) : !cute_coord_tensor_40e15c
        %idx_104 = cute.crd2idx(%coord_102, %lay_103) : (!cute.coord<"((0,0),0,0)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,0)">
        %iter_105 = cute.get_iter(%view_84) : !cute_coord_tensor_40e15c
        %tup_106 = cute.add_offset(%iter_105, %idx_104) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_7c5329
        %view_107 = cute.make_view(%tup_106) : !cute_coord_tensor_0ff96d
        %iter_108 = cute.get_iter(%view_107) : !cute_coord_tensor_0ff96d
        %tup_109 = cute.deref_arith_tuple_iter(%iter_108) : !cute_arith_tuple_iter_7c5329
        %e0_110, %e1_111 = cute.get_leaves(%tup_109) : !cute.int_tuple<"(?,?{div=4})">
        %47 = cute.get_scalars(%e0_110) : !cute.int_tuple<"?">
        %48 = cute.get_scalars(%e1_111) : !cute.int_tuple<"?{div=4}">
        %iter_112 = cute.get_iter(%view_107) : !cute_coord_tensor_0ff96d
        %tup_113 = cute.deref_arith_tuple_iter(%iter_112) : !cute_arith_tuple_iter_7c5329
        %e0_114, %e1_115 = cute.get_leaves(%tup_113) : !cute.int_tuple<"(?,?{div=4})">
        %49 = cute.get_scalars(%e0_114) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_115) : !cute.int_tuple<"?{div=4}">
        %iter_116 = cute.get_iter(%view_107) : !cute_coord_tensor_0ff96d
        %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute_arith_tuple_iter_7c5329
        %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute.int_tuple<"(?,?{div=4})">
        %51 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_119) : !cute.int_tuple<"?{div=4}">
        %coord_120 = cute.make_coord(%e0_118, %e1_119) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_121 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %53:2 = cute.get_scalars(%coord_120) : !cute.coord<"(?,?{div=4})">
        %54:2 = cute.get_scalars(%coord_121) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %55 = arith.cmpi slt, %53#0, %54#0 : i32
        %56 = arith.andi %true, %55 : i1
        %57 = arith.cmpi slt, %53#1, %54#1 : i32
        %58 = arith.andi %56, %57 : i1
        %59 = arith.extui %58 : i1 to i8
        %coord_122 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_122, %59) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_123 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_124 = cute.get_layout(%view_84) : !cute_coord_tensor_40e15c
        %idx_125 = cute.crd2idx(%coord_123, %lay_124) : (!cute.coord<"((0,0),0,1)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,512)">
        %iter_126 = cute.get_iter(%view_84) : !cute_coord_tensor_40e15c
        %tup_127 = cute.add_offset(%iter_126, %idx_125) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
        %view_128 = cute.make_view(%tup_127) : !cute_coord_tensor_0ff96d
        %iter_129 = cute.get_iter(%view_128) : !cute_coord_tensor_0ff96d
        %tup_130 = cute.deref_arith_tuple_iter(%iter_129) : !cute_arith_tuple_iter_7c5329
        %e0_131, %e1_132 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(?,?{div=4})">
        %60 = cute.get_scalars(%e0_131) : !cute.int_tuple<"?">
        %61 = cute.get_scalars(%e1_132) : !cute.int_tuple<"?{div=4}">
        %iter_133 = cute.get_iter(%view_128) : !cute_coord_tensor_0ff96d
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_7c5329
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=4})">
        %62 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %63 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=4}">
        %iter_137 = cute.get_iter(%view_128) : !cute_coord_tensor_0ff96d
        %tup_138 = cute.deref_arith_tuple_iter(%iter_137) : !cute_arith_tuple_iter_7c5329
        %e0_139, %e1_140 = cute.get_leaves(%tup_138) : !cute.int_tuple<"(?,?{div=4})">
        %64 = cute.get_scalars(%e0_139) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_140) : !cute.int_tuple<"?{div=4}">
        %coord_141 = cute.make_coord(%e0_139, %e1_140) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_142 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %66:2 = cute.get_scalars(%coord_141) : !cute.coord<"(?,?{div=4})">
        %67:2 = cute.get_scalars(%coord_142) : !cute.coord<"(96,5000)">
        %true_143 = arith.constant true
        %68 = arith.cmpi slt, %66#0, %67#0 : i32
        %69 = arith.andi %true_143, %68 : i1
        %70 = arith.cmpi slt, %66#1, %67#1 : i32
        %71 = arith.andi %69, %70 : i1
        %72 = arith.extui %71 : i1 to i8
        %coord_144 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_144, %72) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_145 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_146 = cute.get_layout(%view_84) : !cute_coord_tensor_40e15c
        %idx_147 = cute.crd2idx(%coord_145, %lay_146) : (!cute.coord<"((0,0),0,2)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1024)">
        %iter_148 = cute.get_iter(%view_84) : !cute_coord_tensor_40e15c
        %tup_149 = cute.add_offset(%iter_148, %idx_147) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
        %view_150 = cute.make_view(%tup_149) : !cute_coord_tensor_0ff96d
        %iter_151 = cute.get_iter(%view_150) : !cute_coord_tensor_0ff96d
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_7c5329
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=4})">
        %73 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %74 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=4}">
        %iter_155 = cute.get_iter(%view_150) : !cute_coord_tensor_0ff96d
        %tup_156 = cute.deref_arith_tuple_iter(%iter_155) : !cute_arith_tuple_iter_7c5329
        %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute.int_tuple<"(?,?{div=4})">
        %75 = cute.get_scalars(%e0_157) : !cute.int_tuple<"?">
        %76 = cute.get_scalars(%e1_158) : !cute.int_tuple<"?{div=4}">
        %iter_159 = cute.get_iter(%view_150) : !cute_coord_tensor_0ff96d
        %tup_160 = cute.deref_arith_tuple_iter(%iter_159) : !cute_arith_tuple_iter_7c5329
        %e0_161, %e1_162 = cute.get_leaves(%tup_160) : !cute.int_tuple<"(?,?{div=4})">
        %77 = cute.get_scalars(%e0_161) : !cute.int_tuple<"?">
        %78 = cute.get_scalars(%e1_162) : !cute.int_tuple<"?{div=4}">
        %coord_163 = cute.make_coord(%e0_161, %e1_162) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_164 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %79:2 = cute.get_scalars(%coord_163) : !cute.coord<"(?,?{div=4})">
        %80:2 = cute.get_scalars(%coord_164) : !cute.coord<"(96,5000)">
        %true_165 = arith.constant true
        %81 = arith.cmpi slt, %79#0, %80#0 : i32
        %82 = arith.andi %true_165, %81 : i1
        %83 = arith.cmpi slt, %79#1, %80#1 : i32
        %84 = arith.andi %82, %83 : i1
        %85 = arith.extui %84 : i1 to i8
        %coord_166 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_166, %85) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_167 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_168 = cute.get_layout(%view_84) : !cute_coord_tensor_40e15c
        %idx_169 = cute.crd2idx(%coord_167, %lay_168) : (!cute.coord<"((0,0),0,3)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1536)">
        %iter_170 = cute.get_iter(%view_84) : !cute_coord_tensor_40e15c
        %tup_171 = cute.add_offset(%iter_170, %idx_169) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
        %view_172 = cute.make_view(%tup_171) : !cute_coord_tensor_0ff96d
        %iter_173 = cute.get_iter(%view_172) : !cute_coord_tensor_0ff96d
        %tup_174 = cute.deref_arith_tuple_iter(%iter_173) : !cute_arith_tuple_iter_7c5329
        %e0_175, %e1_176 = cute.get_leaves(%tup_174) : !cute.int_tuple<"(?,?{div=4})">
        %86 = cute.get_scalars(%e0_175) : !cute.int_tuple<"?">
        %87 = cute.get_scalars(%e1_176) : !cute.int_tuple<"?{div=4}">
        %iter_177 = cute.get_iter(%view_172) : !cute_coord_tensor_0ff96d
        %tup_178 = cute.deref_arith_tuple_iter(%iter_177) : !cute_arith_tuple_iter_7c5329
        %e0_179, %e1_180 = cute.get_leaves(%tup_178) : !cute.int_tuple<"(?,?{div=4})">
        %88 = cute.get_scalars(%e0_179) : !cute.int_tuple<"?">
        %89 = cute.get_scalars(%e1_180) : !cute.int_tuple<"?{div=4}">
        %iter_181 = cute.get_iter(%view_172) : !cute_coord_tensor_0ff96d
        %tup_182 = cute.deref_arith_tuple_iter(%iter_181) : !cute_arith_tuple_iter_7c5329
        %e0_183, %e1_184 = cute.get_leaves(%tup_182) : !cute.int_tuple<"(?,?{div=4})">
        %90 = cute.get_scalars(%e0_183) : !cute.int_tuple<"?">
        %91 = cute.get_scalars(%e1_184) : !cute.int_tuple<"?{div=4}">
        %coord_185 = cute.make_coord(%e0_183, %e1_184) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_186 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %92:2 = cute.get_scalars(%coord_185) : !cute.coord<"(?,?{div=4})">
        %93:2 = cute.get_scalars(%coord_186) : !cute.coord<"(96,5000)">
        %true_187 = arith.constant true
        %94 = arith.cmpi slt, %92#0, %93#0 : i32
        %95 = arith.andi %true_187, %94 : i1
        %96 = arith.cmpi slt, %92#1, %93#1 : i32
        %97 = arith.andi %95, %96 : i1
        %98 = arith.extui %97 : i1 to i8
        %coord_188 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_188, %98) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_189 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %lay_190 = cute.make_layout() : !cute_layout_65aa51
        %rmem_191 = cute.memref.alloca(%lay_190) : !memref_rmem_f32_
        %iter_192 = cute.get_iter(%rmem_191) : !memref_rmem_f32_
        %iter_193 = cute.get_iter(%rmem_191) : !memref_rmem_f32_
        %lay_194 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %lay_195 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %sz_196 = cute.size(%lay_195) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_197 = cute.get_leaves(%sz_196) : !cute.int_tuple<"16">
        %lay_198 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %99 = cute.get_shape(%lay_198) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_199, %e1_200, %e2, %e3 = cute.get_leaves(%99) : !cute.shape<"((4,1),1,4)">
        %int_tuple_201 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_202 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_203 = cute.get_leaves(%int_tuple_202) : !cute.int_tuple<"16">
        %cst_204 = arith.constant 0.000000e+00 : f32
        %100 = vector.splat %cst_204 : vector<16xf32>
        %lay_205 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %101 = cute.get_shape(%lay_205) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_206, %e1_207, %e2_208, %e3_209 = cute.get_leaves(%101) : !cute.shape<"((4,1),1,4)">
        %lay_210 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %lay_211 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %102 = cute.get_shape(%lay_211) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_212, %e1_213, %e2_214, %e3_215 = cute.get_leaves(%102) : !cute.shape<"((4,1),1,4)">
        %int_tuple_216 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_217 = cute.size(%int_tuple_216) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_218 = cute.get_leaves(%sz_217) : !cute.int_tuple<"16">
        %int_tuple_219 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_220 = cute.size(%int_tuple_219) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_221 = cute.get_leaves(%sz_220) : !cute.int_tuple<"16">
        cute.memref.store_vec(%100, %rmem_191) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_222 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %103 = cute.get_shape(%lay_222) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_223, %e1_224, %e2_225, %e3_226 = cute.get_leaves(%103) : !cute.shape<"((4,1),1,4)">
        %lay_227 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %104 = cute.get_shape(%lay_227) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_228, %e1_229, %e2_230, %e3_231 = cute.get_leaves(%104) : !cute.shape<"((4,1),1,4)">
        %lay_232 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %shape_233 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_234 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_232, %lay_234) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_235 = cute.make_view(%iter_63, %append) : !memref_gmem_f32_4
        %iter_236 = cute.get_iter(%view_235) : !memref_gmem_f32_4
        %lay_237 = cute.get_layout(%view_235) : !memref_gmem_f32_4
        %105 = cute.get_shape(%lay_237) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_238, %e1_239, %e2_240, %e3_241 = cute.get_leaves(%105) : !cute.shape<"((4,1),1,4)">
        %lay_242 = cute.get_layout(%view_235) : !memref_gmem_f32_4
        %106 = cute.get_shape(%lay_242) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_243, %e1_244, %e2_245, %e3_246 = cute.get_leaves(%106) : !cute.shape<"((4,1),1,4)">
        %iter_247 = cute.get_iter(%view_235) : !memref_gmem_f32_4
        %view_248 = cute.make_view(%iter_247) : !memref_gmem_f32_5
        %iter_249 = cute.get_iter(%view_248) : !memref_gmem_f32_5
        %iter_250 = cute.get_iter(%view_248) : !memref_gmem_f32_5
        %lay_251 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %shape_252 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_253 = cute.make_layout() : !cute.layout<"1:0">
        %append_254 = cute.append_to_rank<2> (%lay_251, %lay_253) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_255 = cute.make_view(%iter_193, %append_254) : !memref_rmem_f32_
        %iter_256 = cute.get_iter(%view_255) : !memref_rmem_f32_
        %lay_257 = cute.get_layout(%view_255) : !memref_rmem_f32_
        %107 = cute.get_shape(%lay_257) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_258, %e1_259, %e2_260, %e3_261 = cute.get_leaves(%107) : !cute.shape<"((4,1),1,4)">
        %lay_262 = cute.get_layout(%view_255) : !memref_rmem_f32_
        %108 = cute.get_shape(%lay_262) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_263, %e1_264, %e2_265, %e3_266 = cute.get_leaves(%108) : !cute.shape<"((4,1),1,4)">
        %iter_267 = cute.get_iter(%view_255) : !memref_rmem_f32_
        %view_268 = cute.make_view(%iter_267) : !memref_rmem_f32_1
        %iter_269 = cute.get_iter(%view_268) : !memref_rmem_f32_1
        %iter_270 = cute.get_iter(%view_268) : !memref_rmem_f32_1
        %lay_271 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_272 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_273 = cute.make_layout() : !cute.layout<"1:0">
        %append_274 = cute.append_to_rank<2> (%lay_271, %lay_273) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_275 = cute.make_view(%iter_101, %append_274) : !memref_rmem_i8_
        %iter_276 = cute.get_iter(%view_275) : !memref_rmem_i8_
        %lay_277 = cute.get_layout(%view_275) : !memref_rmem_i8_
        %109 = cute.get_shape(%lay_277) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_278, %e1_279, %e2_280 = cute.get_leaves(%109) : !cute.shape<"(1,1,4)">
        %lay_281 = cute.get_layout(%view_275) : !memref_rmem_i8_
        %110 = cute.get_shape(%lay_281) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_282, %e1_283, %e2_284 = cute.get_leaves(%110) : !cute.shape<"(1,1,4)">
        %iter_285 = cute.get_iter(%view_275) : !memref_rmem_i8_
        %view_286 = cute.make_view(%iter_285) : !memref_rmem_i8_1
        %iter_287 = cute.get_iter(%view_286) : !memref_rmem_i8_1
        %iter_288 = cute.get_iter(%view_286) : !memref_rmem_i8_1
        %lay_289 = cute.get_layout(%view_248) : !memref_gmem_f32_5
        %111 = cute.get_shape(%lay_289) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%111) : !cute.shape<"((4,1),(1,4))">
        %lay_294 = cute.get_layout(%view_268) : !memref_rmem_f32_1
        %112 = cute.get_shape(%lay_294) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_295, %e1_296, %e2_297, %e3_298 = cute.get_leaves(%112) : !cute.shape<"((4,1),(1,4))">
        %lay_299 = cute.get_layout(%view_248) : !memref_gmem_f32_5
        %sz_300 = cute.size(%lay_299) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_301 = cute.get_leaves(%sz_300) : !cute.int_tuple<"4">
        %lay_302 = cute.get_layout(%view_268) : !memref_rmem_f32_1
        %sz_303 = cute.size(%lay_302) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_304 = cute.get_leaves(%sz_303) : !cute.int_tuple<"4">
        %lay_305 = cute.get_layout(%view_248) : !memref_gmem_f32_5
        %113 = cute.get_shape(%lay_305) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_306, %e1_307, %e2_308, %e3_309 = cute.get_leaves(%113) : !cute.shape<"((4,1),(1,4))">
        %iter_310 = cute.get_iter(%view_248) : !memref_gmem_f32_5
        %iter_311 = cute.get_iter(%view_268) : !memref_rmem_f32_1
        %lay_312 = cute.get_layout(%view_248) : !memref_gmem_f32_5
        %lay_313 = cute.get_layout(%view_268) : !memref_rmem_f32_1
        %114 = cute.static : !cute.layout<"1:0">
        %append_314 = cute.append_to_rank<2> (%lay_312, %114) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_315 = cute.append_to_rank<2> (%lay_313, %114) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_316 = cute.make_layout() : !cute_layout_b38ecb
        %lay_317 = cute.make_layout() : !cute_layout_f5fe74
        %iter_318 = cute.get_iter(%view_286) : !memref_rmem_i8_1
        %lay_319 = cute.get_layout(%view_286) : !memref_rmem_i8_1
        %append_320 = cute.append_to_rank<2> (%lay_319, %114) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_321 = cute.make_layout() : !cute_layout_973764
        %sz_322 = cute.size(%lay_316) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %115 = cute.get_scalars(%sz_322) : !cute.int_tuple<"4">
        %c0_i32_323 = arith.constant 0 : i32
        %c1_i32_324 = arith.constant 1 : i32
        scf.for %arg8 = %c0_i32_323 to %115 step %c1_i32_324  : i32 {
          %coord_337 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %122 = cute.get_scalars(%coord_337) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_338 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_339 = cute.crd2idx(%coord_337, %lay_316) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_340 = cute.add_offset(%iter_310, %idx_339) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_341 = cute.make_view(%ptr_340, %lay_338) : !memref_gmem_f32_6
          %123 = cute.get_scalars(%coord_337) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_342 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_343 = cute.crd2idx(%coord_337, %lay_317) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_344 = cute.add_offset(%iter_311, %idx_343) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_345 = cute.make_view(%ptr_344, %lay_342) : !memref_rmem_f32_2
          %124 = cute.get_scalars(%coord_337) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_346 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_347 = cute.crd2idx(%coord_337, %lay_321) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_348 = cute.add_offset(%iter_318, %idx_347) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_349 = cute.make_view(%ptr_348, %lay_346) : !memref_rmem_i8_2
          %iter_350 = cute.get_iter(%view_341) : !memref_gmem_f32_6
          %iter_351 = cute.get_iter(%view_345) : !memref_rmem_f32_2
          %iter_352 = cute.get_iter(%view_349) : !memref_rmem_i8_2
          %125 = builtin.unrealized_conversion_cast %iter_352 : !cute.ptr<i8, rmem> to !llvm.ptr
          %126 = llvm.load %125 : !llvm.ptr -> i8
          %127 = llvm.mlir.constant(0 : i8) : i8
          %128 = llvm.icmp "ne" %126, %127 : i8
          scf.if %128 {
            %129 = builtin.unrealized_conversion_cast %iter_350 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %130 = builtin.unrealized_conversion_cast %iter_351 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %131 = llvm.load %129 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %131, %130 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_325 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %116 = cute.get_shape(%lay_325) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_326, %e1_327, %e2_328, %e3_329 = cute.get_leaves(%116) : !cute.shape<"((4,1),1,4)">
        %lay_330 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %117 = cute.memref.load_vec(%rmem_191) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_331 = cute.get_layout(%rmem_191) : !memref_rmem_f32_
        %118 = cute.get_shape(%lay_331) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_332, %e1_333, %e2_334, %e3_335 = cute.get_leaves(%118) : !cute.shape<"((4,1),1,4)">
        %119 = arith.mulf %117, %117 : vector<16xf32>
        %cst_336 = arith.constant 0.000000e+00 : f32
        %120 = vector.reduction <add>, %119, %cst_336 : vector<16xf32> into f32
        %121 = arith.addf %arg6, %120 : f32
        scf.yield %121, %arg7 : f32, !copy_simt
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
      %c2_i32 = arith.constant 2 : i32
      %c31_i32_23 = arith.constant 31 : i32
      %17 = nvvm.shfl.sync  bfly %c-1_i32_22, %16, %c2_i32, %c31_i32_23 : f32 -> f32
      %18 = arith.addf %16, %17 : f32
      %c-1_i32_24 = arith.constant -1 : i32
      %c1_i32_25 = arith.constant 1 : i32
      %c31_i32_26 = arith.constant 31 : i32
      %19 = nvvm.shfl.sync  bfly %c-1_i32_24, %18, %c1_i32_25, %c31_i32_26 : f32 -> f32
      %20 = arith.addf %18, %19 : f32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %shape = cute.make_shape() : () -> !cute.shape<"4">
      %lay_27 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_27) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_28 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_27) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
      %e0_29 = cute.get_leaves(%cosz) : !cute.int_tuple<"4">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16_i32_30 = arith.constant 16 : i32
      %21 = arith.cmpi sge, %smem_size, %c16_i32_30 : i32
      %iter_31 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_31, %lay_27) : !memref_smem_f32_
      %iter_32 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_33 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_34 = arith.constant 0 : i32
      %22 = arith.cmpi eq, %8, %c0_i32_34 : i32
      %23 = scf.if %22 -> (!memref_smem_f32_) {
        %iter_49 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_50 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_50, %20) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_49 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_35 = cute.get_iter(%23) : !memref_smem_f32_
      %iter_36 = cute.get_iter(%23) : !memref_smem_f32_
      %iter_37 = cute.get_iter(%23) : !memref_smem_f32_
      nvvm.barrier
      %coord_38 = cute.make_coord() : () -> !cute.coord<"0">
      %24 = cute.memref.load(%23, %coord_38) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_39 = cute.make_coord() : () -> !cute.coord<"1">
      %25 = cute.memref.load(%23, %coord_39) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %26 = arith.addf %24, %25 : f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"2">
      %27 = cute.memref.load(%23, %coord_40) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %28 = arith.addf %26, %27 : f32
      %coord_41 = cute.make_coord() : () -> !cute.coord<"3">
      %29 = cute.memref.load(%23, %coord_41) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %30 = arith.addf %28, %29 : f32
      %int_tuple_42 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_43 = cute.size(%int_tuple_42) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_44 = cute.get_leaves(%sz_43) : !cute.int_tuple<"5000">
      %cst_45 = arith.constant 5.000000e+03 : f32
      %31 = arith.divf %30, %cst_45 : f32
      %32 = arith.addf %31, %arg4 : f32
      %33 = math.rsqrt %32 : f32
      %34 = arith.cmpi eq, %2, %c0_i32_34 : i32
      %35 = scf.if %34 -> (!memref_gmem_f32_2) {
        %iter_49 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %coord_50 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_50, %33) : (!memref_gmem_f32_2, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_2
      } else {
        %iter_49 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        scf.yield %arg3 : !memref_gmem_f32_2
      }
      %iter_46 = cute.get_iter(%35) : !memref_gmem_f32_2
      %iter_47 = cute.get_iter(%35) : !memref_gmem_f32_2
      %iter_48 = cute.get_iter(%35) : !memref_gmem_f32_2
      %36 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %10#1) -> (!copy_simt)  : i32 {
        %coord_49 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_50 = cute.get_layout(%arg0) : !memref_gmem_f32_
        %idx_51 = cute.crd2idx(%coord_49, %lay_50) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_52 = cute.get_iter(%arg0) : !memref_gmem_f32_
        %ptr_53 = cute.add_offset(%iter_52, %idx_51) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_54 = cute.make_view(%ptr_53) : !memref_gmem_f32_3
        %iter_55 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %iter_56 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %coord_57 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_58 = cute.get_iter(%view_54) : !memref_gmem_f32_3
        %37 = cute.get_scalars(%coord_57) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_59 = arith.constant 4 : i32
        %38 = arith.muli %37, %c4_i32_59 : i32
        %iv = cute.assume(%38) : (i32) -> !cute.i32<divby 4>
        %int_tuple_60 = cute.make_int_tuple(%iv) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_61 = cute.add_offset(%iter_58, %int_tuple_60) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_62 = cute.make_view(%ptr_61) : !memref_gmem_f32_4
        %iter_63 = cute.get_iter(%view_62) : !memref_gmem_f32_4
        %coord_64 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_65 = cute.get_layout(%arg1) : !memref_gmem_f32_1
        %idx_66 = cute.crd2idx(%coord_64, %lay_65) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,2048),(96,3)):((0,1),(0,2048))">) -> !cute.int_tuple<"?{div=2048}">
        %iter_67 = cute.get_iter(%arg1) : !memref_gmem_f32_1
        %ptr_68 = cute.add_offset(%iter_67, %idx_66) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_69 = cute.make_view(%ptr_68) : !memref_gmem_f32_3
        %iter_70 = cute.get_iter(%view_69) : !memref_gmem_f32_3
        %iter_71 = cute.get_iter(%view_69) : !memref_gmem_f32_3
        %coord_72 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_73 = cute.get_iter(%view_69) : !memref_gmem_f32_3
        %39 = cute.get_scalars(%coord_72) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_74 = arith.constant 4 : i32
        %40 = arith.muli %39, %c4_i32_74 : i32
        %iv_75 = cute.assume(%40) : (i32) -> !cute.i32<divby 4>
        %int_tuple_76 = cute.make_int_tuple(%iv_75) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_77 = cute.add_offset(%iter_73, %int_tuple_76) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_78 = cute.make_view(%ptr_77) : !memref_gmem_f32_4
        %iter_79 = cute.get_iter(%view_78) : !memref_gmem_f32_4
        %coord_80 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_81 = cute.get_layout(%arg2) : !memref_gmem_f32_
        %idx_82 = cute.crd2idx(%coord_80, %lay_81) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_83 = cute.get_iter(%arg2) : !memref_gmem_f32_
        %ptr_84 = cute.add_offset(%iter_83, %idx_82) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_85 = cute.make_view(%ptr_84) : !memref_gmem_f32_3
        %iter_86 = cute.get_iter(%view_85) : !memref_gmem_f32_3
        %iter_87 = cute.get_iter(%view_85) : !memref_gmem_f32_3
        %coord_88 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_89 = cute.get_iter(%view_85) : !memref_gmem_f32_3
        %41 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_90 = arith.constant 4 : i32
        %42 = arith.muli %41, %c4_i32_90 : i32
        %iv_91 = cute.assume(%42) : (i32) -> !cute.i32<divby 4>
        %int_tuple_92 = cute.make_int_tuple(%iv_91) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_93 = cute.add_offset(%iter_89, %int_tuple_92) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_94 = cute.make_view(%ptr_93) : !memref_gmem_f32_4
        %iter_95 = cute.get_iter(%view_94) : !memref_gmem_f32_4
        %coord_96 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_97 = cute.get_layout(%0) : !cute_coord_tensor_511bd0
        %idx_98 = cute.crd2idx(%coord_96, %lay_97) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
        %iter_99 = cute.get_iter(%0) : !cute_coord_tensor_511bd0
        %tup_100 = cute.add_offset(%iter_99, %idx_98) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
        %view_101 = cute.make_view(%tup_100) : !cute_coord_tensor_029b8b
        %iter_102 = cute.get_iter(%view_101) : !cute_coord_tensor_029b8b
        %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute_arith_tuple_iter_aaefeb
        %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute_int_tuple_530818
        %43 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?">
        %44 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=2048}">
        %iter_106 = cute.get_iter(%view_101) : !cute_coord_tensor_029b8b
        %tup_107 = cute.deref_arith_tuple_iter(%iter_106) : !cute_arith_tuple_iter_aaefeb
        %e0_108, %e1_109 = cute.get_leaves(%tup_107) : !cute_int_tuple_530818
        %45 = cute.get_scalars(%e0_108) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=2048}">
        %coord_110 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_111 = cute.get_iter(%view_101) : !cute_coord_tensor_029b8b
        %47 = cute.get_scalars(%coord_110) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_112 = arith.constant 4 : i32
        %48 = arith.muli %47, %c4_i32_112 : i32
        %iv_113 = cute.assume(%48) : (i32) -> !cute.i32<divby 4>
        %int_tuple_114 = cute.make_int_tuple(%iv_113) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
        %tup_115 = cute.add_offset(%iter_111, %int_tuple_114) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
        %view_116 = cute.make_view(%tup_115) : !cute_coord_tensor_40e15c
        %iter_117 = cute.get_iter(%view_116) : !cute_coord_tensor_40e15c
        %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute_arith_tuple_iter_7c5329
        %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?,?{div=4})">
        %49 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_120) : !cute.int_tuple<"?{div=4}">
        %lay_121 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %sz_122 = cute.size(%lay_121) <{mode = [0, 1]}> : (!cute_layout_057eda) -> !cute.int_tuple<"1">
        %e0_123 = cute.get_leaves(%sz_122) : !cute.int_tuple<"1">
        %lay_124 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %sz_125 = cute.size(%lay_124) <{mode = [1]}> : (!cute_layout_057eda) -> !cute.int_tuple<"1">
        %e0_126 = cute.get_leaves(%sz_125) : !cute.int_tuple<"1">
        %lay_127 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %sz_128 = cute.size(%lay_127) <{mode = [2]}> : (!cute_layout_057eda) -> !cute.int_tuple<"4">
        %e0_129 = cute.get_leaves(%sz_128) : !cute.int_tuple<"4">
        %shape_130 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_131 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_131) : !memref_rmem_i8_
        %iter_132 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_133 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_134 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_135 = cute.get_layout(%view_116) : !cute_coord_tensor_40e15c
        %idx_136 = cute.crd2idx(%coord_134, %lay_135) : (!cute.coord<"((0,0),0,0)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,0)">
        %iter_137 = cute.get_iter(%view_116) : !cute_coord_tensor_40e15c
        %tup_138 = cute.add_offset(%iter_137, %idx_136) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_7c5329
        %view_139 = cute.make_view(%tup_138) : !cute_coord_tensor_0ff96d
        %iter_140 = cute.get_iter(%view_139) : !cute_coord_tensor_0ff96d
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_7c5329
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=4})">
        %51 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=4}">
        %iter_144 = cute.get_iter(%view_139) : !cute_coord_tensor_0ff96d
        %tup_145 = cute.deref_arith_tuple_iter(%iter_144) : !cute_arith_tuple_iter_7c5329
        %e0_146, %e1_147 = cute.get_leaves(%tup_145) : !cute.int_tuple<"(?,?{div=4})">
        %53 = cute.get_scalars(%e0_146) : !cute.int_tuple<"?">
        %54 = cute.get_scalars(%e1_147) : !cute.int_tuple<"?{div=4}">
        %iter_148 = cute.get_iter(%view_139) : !cute_coord_tensor_0ff96d
        %tup_149 = cute.deref_arith_tuple_iter(%iter_148) : !cute_arith_tuple_iter_7c5329
        %e0_150, %e1_151 = cute.get_leaves(%tup_149) : !cute.int_tuple<"(?,?{div=4})">
        %55 = cute.get_scalars(%e0_150) : !cute.int_tuple<"?">
        %56 = cute.get_scalars(%e1_151) : !cute.int_tuple<"?{div=4}">
        %coord_152 = cute.make_coord(%e0_150, %e1_151) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_153 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %57:2 = cute.get_scalars(%coord_152) : !cute.coord<"(?,?{div=4})">
        %58:2 = cute.get_scalars(%coord_153) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %59 = arith.cmpi slt, %57#0, %58#0 : i32
        %60 = arith.andi %true, %59 : i1
        %61 = arith.cmpi slt, %57#1, %58#1 : i32
        %62 = arith.andi %60, %61 : i1
        %63 = arith.extui %62 : i1 to i8
        %coord_154 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_154, %63) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_155 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_156 = cute.get_layout(%view_116) : !cute_coord_tensor_40e15c
        %idx_157 = cute.crd2idx(%coord_155, %lay_156) : (!cute.coord<"((0,0),0,1)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,512)">
        %iter_158 = cute.get_iter(%view_116) : !cute_coord_tensor_40e15c
        %tup_159 = cute.add_offset(%iter_158, %idx_157) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
        %view_160 = cute.make_view(%tup_159) : !cute_coord_tensor_0ff96d
        %iter_161 = cute.get_iter(%view_160) : !cute_coord_tensor_0ff96d
        %tup_162 = cute.deref_arith_tuple_iter(%iter_161) : !cute_arith_tuple_iter_7c5329
        %e0_163, %e1_164 = cute.get_leaves(%tup_162) : !cute.int_tuple<"(?,?{div=4})">
        %64 = cute.get_scalars(%e0_163) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_164) : !cute.int_tuple<"?{div=4}">
        %iter_165 = cute.get_iter(%view_160) : !cute_coord_tensor_0ff96d
        %tup_166 = cute.deref_arith_tuple_iter(%iter_165) : !cute_arith_tuple_iter_7c5329
        %e0_167, %e1_168 = cute.get_leaves(%tup_166) : !cute.int_tuple<"(?,?{div=4})">
        %66 = cute.get_scalars(%e0_167) : !cute.int_tuple<"?">
        %67 = cute.get_scalars(%e1_168) : !cute.int_tuple<"?{div=4}">
        %iter_169 = cute.get_iter(%view_160) : !cute_coord_tensor_0ff96d
        %tup_170 = cute.deref_arith_tuple_iter(%iter_169) : !cute_arith_tuple_iter_7c5329
        %e0_171, %e1_172 = cute.get_leaves(%tup_170) : !cute.int_tuple<"(?,?{div=4})">
        %68 = cute.get_scalars(%e0_171) : !cute.int_tuple<"?">
        %69 = cute.get_scalars(%e1_172) : !cute.int_tuple<"?{div=4}">
        %coord_173 = cute.make_coord(%e0_171, %e1_172) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_174 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %70:2 = cute.get_scalars(%coord_173) : !cute.coord<"(?,?{div=4})">
        %71:2 = cute.get_scalars(%coord_174) : !cute.coord<"(96,5000)">
        %true_175 = arith.constant true
        %72 = arith.cmpi slt, %70#0, %71#0 : i32
        %73 = arith.andi %true_175, %72 : i1
        %74 = arith.cmpi slt, %70#1, %71#1 : i32
        %75 = arith.andi %73, %74 : i1
        %76 = arith.extui %75 : i1 to i8
        %coord_176 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_176, %76) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_177 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_178 = cute.get_layout(%view_116) : !cute_coord_tensor_40e15c
        %idx_179 = cute.crd2idx(%coord_177, %lay_178) : (!cute.coord<"((0,0),0,2)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1024)">
        %iter_180 = cute.get_iter(%view_116) : !cute_coord_tensor_40e15c
        %tup_181 = cute.add_offset(%iter_180, %idx_179) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
        %view_182 = cute.make_view(%tup_181) : !cute_coord_tensor_0ff96d
        %iter_183 = cute.get_iter(%view_182) : !cute_coord_tensor_0ff96d
        %tup_184 = cute.deref_arith_tuple_iter(%iter_183) : !cute_arith_tuple_iter_7c5329
        %e0_185, %e1_186 = cute.get_leaves(%tup_184) : !cute.int_tuple<"(?,?{div=4})">
        %77 = cute.get_scalars(%e0_185) : !cute.int_tuple<"?">
        %78 = cute.get_scalars(%e1_186) : !cute.int_tuple<"?{div=4}">
        %iter_187 = cute.get_iter(%view_182) : !cute_coord_tensor_0ff96d
        %tup_188 = cute.deref_arith_tuple_iter(%iter_187) : !cute_arith_tuple_iter_7c5329
        %e0_189, %e1_190 = cute.get_leaves(%tup_188) : !cute.int_tuple<"(?,?{div=4})">
        %79 = cute.get_scalars(%e0_189) : !cute.int_tuple<"?">
        %80 = cute.get_scalars(%e1_190) : !cute.int_tuple<"?{div=4}">
        %iter_191 = cute.get_iter(%view_182) : !cute_coord_tensor_0ff96d
        %tup_192 = cute.deref_arith_tuple_iter(%iter_191) : !cute_arith_tuple_iter_7c5329
        %e0_193, %e1_194 = cute.get_leaves(%tup_192) : !cute.int_tuple<"(?,?{div=4})">
        %81 = cute.get_scalars(%e0_193) : !cute.int_tuple<"?">
        %82 = cute.get_scalars(%e1_194) : !cute.int_tuple<"?{div=4}">
        %coord_195 = cute.make_coord(%e0_193, %e1_194) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_196 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %83:2 = cute.get_scalars(%coord_195) : !cute.coord<"(?,?{div=4})">
        %84:2 = cute.get_scalars(%coord_196) : !cute.coord<"(96,5000)">
        %true_197 = arith.constant true
        %85 = arith.cmpi slt, %83#0, %84#0 : i32
        %86 = arith.andi %true_197, %85 : i1
        %87 = arith.cmpi slt, %83#1, %84#1 : i32
        %88 = arith.andi %86, %87 : i1
        %89 = arith.extui %88 : i1 to i8
        %coord_198 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_198, %89) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_199 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_200 = cute.get_layout(%view_116) : !cute_coord_tensor_40e15c
        %idx_201 = cute.crd2idx(%coord_199, %lay_200) : (!cute.coord<"((0,0),0,3)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1536)">
        %iter_202 = cute.get_iter(%view_116) : !cute_coord_tensor_40e15c
        %tup_203 = cute.add_offset(%iter_202, %idx_201) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
        %view_204 = cute.make_view(%tup_203) : !cute_coord_tensor_0ff96d
        %iter_205 = cute.get_iter(%view_204) : !cute_coord_tensor_0ff96d
        %tup_206 = cute.deref_arith_tuple_iter(%iter_205) : !cute_arith_tuple_iter_7c5329
        %e0_207, %e1_208 = cute.get_leaves(%tup_206) : !cute.int_tuple<"(?,?{div=4})">
        %90 = cute.get_scalars(%e0_207) : !cute.int_tuple<"?">
        %91 = cute.get_scalars(%e1_208) : !cute.int_tuple<"?{div=4}">
        %iter_209 = cute.get_iter(%view_204) : !cute_coord_tensor_0ff96d
        %tup_210 = cute.deref_arith_tuple_iter(%iter_209) : !cute_arith_tuple_iter_7c5329
        %e0_211, %e1_212 = cute.get_leaves(%tup_210) : !cute.int_tuple<"(?,?{div=4})">
        %92 = cute.get_scalars(%e0_211) : !cute.int_tuple<"?">
        %93 = cute.get_scalars(%e1_212) : !cute.int_tuple<"?{div=4}">
        %iter_213 = cute.get_iter(%view_204) : !cute_coord_tensor_0ff96d
        %tup_214 = cute.deref_arith_tuple_iter(%iter_213) : !cute_arith_tuple_iter_7c5329
        %e0_215, %e1_216 = cute.get_leaves(%tup_214) : !cute.int_tuple<"(?,?{div=4})">
        %94 = cute.get_scalars(%e0_215) : !cute.int_tuple<"?">
        %95 = cute.get_scalars(%e1_216) : !cute.int_tuple<"?{div=4}">
        %coord_217 = cute.make_coord(%e0_215, %e1_216) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_218 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %96:2 = cute.get_scalars(%coord_217) : !cute.coord<"(?,?{div=4})">
        %97:2 = cute.get_scalars(%coord_218) : !cute.coord<"(96,5000)">
        %true_219 = arith.constant true
        %98 = arith.cmpi slt, %96#0, %97#0 : i32
        %99 = arith.andi %true_219, %98 : i1
        %100 = arith.cmpi slt, %96#1, %97#1 : i32
        %101 = arith.andi %99, %100 : i1
        %102 = arith.extui %101 : i1 to i8
        %coord_220 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_220, %102) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_221 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %lay_222 = cute.make_layout() : !cute_layout_65aa51
        %rmem_223 = cute.memref.alloca(%lay_222) : !memref_rmem_f32_
        %iter_224 = cute.get_iter(%rmem_223) : !memref_rmem_f32_
        %iter_225 = cute.get_iter(%rmem_223) : !memref_rmem_f32_
        %lay_226 = cute.get_layout(%view_78) : !memref_gmem_f32_4
        %lay_227 = cute.make_layout() : !cute_layout_65aa51
        %rmem_228 = cute.memref.alloca(%lay_227) : !memref_rmem_f32_
        %iter_229 = cute.get_iter(%rmem_228) : !memref_rmem_f32_
        %iter_230 = cute.get_iter(%rmem_228) : !memref_rmem_f32_
        %lay_231 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %lay_232 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %sz_233 = cute.size(%lay_232) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_234 = cute.get_leaves(%sz_233) : !cute.int_tuple<"16">
        %lay_235 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %103 = cute.get_shape(%lay_235) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_236, %e1_237, %e2, %e3 = cute.get_leaves(%103) : !cute.shape<"((4,1),1,4)">
        %int_tuple_238 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_239 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_240 = cute.get_leaves(%int_tuple_239) : !cute.int_tuple<"16">
        %cst_241 = arith.constant 0.000000e+00 : f32
        %104 = vector.splat %cst_241 : vector<16xf32>
        %lay_242 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %105 = cute.get_shape(%lay_242) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_243, %e1_244, %e2_245, %e3_246 = cute.get_leaves(%105) : !cute.shape<"((4,1),1,4)">
        %lay_247 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %lay_248 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %106 = cute.get_shape(%lay_248) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%106) : !cute.shape<"((4,1),1,4)">
        %int_tuple_253 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_254 = cute.size(%int_tuple_253) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_255 = cute.get_leaves(%sz_254) : !cute.int_tuple<"16">
        %int_tuple_256 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_257 = cute.size(%int_tuple_256) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_258 = cute.get_leaves(%sz_257) : !cute.int_tuple<"16">
        cute.memref.store_vec(%104, %rmem_223) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_259 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %lay_260 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %sz_261 = cute.size(%lay_260) : (!cute_layout_65aa51) -> !cute.int_tuple<"16">
        %e0_262 = cute.get_leaves(%sz_261) : !cute.int_tuple<"16">
        %lay_263 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %107 = cute.get_shape(%lay_263) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_264, %e1_265, %e2_266, %e3_267 = cute.get_leaves(%107) : !cute.shape<"((4,1),1,4)">
        %int_tuple_268 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_269 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_270 = cute.get_leaves(%int_tuple_269) : !cute.int_tuple<"16">
        %cst_271 = arith.constant 0.000000e+00 : f32
        %108 = vector.splat %cst_271 : vector<16xf32>
        %lay_272 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %109 = cute.get_shape(%lay_272) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_273, %e1_274, %e2_275, %e3_276 = cute.get_leaves(%109) : !cute.shape<"((4,1),1,4)">
        %lay_277 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %lay_278 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %110 = cute.get_shape(%lay_278) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_279, %e1_280, %e2_281, %e3_282 = cute.get_leaves(%110) : !cute.shape<"((4,1),1,4)">
        %int_tuple_283 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_284 = cute.size(%int_tuple_283) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_285 = cute.get_leaves(%sz_284) : !cute.int_tuple<"16">
        %int_tuple_286 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_287 = cute.size(%int_tuple_286) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_288 = cute.get_leaves(%sz_287) : !cute.int_tuple<"16">
        cute.memref.store_vec(%108, %rmem_228) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_289 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %111 = cute.get_shape(%lay_289) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%111) : !cute.shape<"((4,1),1,4)">
        %lay_294 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %112 = cute.get_shape(%lay_294) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_295, %e1_296, %e2_297, %e3_298 = cute.get_leaves(%112) : !cute.shape<"((4,1),1,4)">
        %lay_299 = cute.get_layout(%view_62) : !memref_gmem_f32_4
        %shape_300 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_301 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_299, %lay_301) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_302 = cute.make_view(%iter_63, %append) : !memref_gmem_f32_4
        %iter_303 = cute.get_iter(%view_302) : !memref_gmem_f32_4
        %lay_304 = cute.get_layout(%view_302) : !memref_gmem_f32_4
        %113 = cute.get_shape(%lay_304) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_305, %e1_306, %e2_307, %e3_308 = cute.get_leaves(%113) : !cute.shape<"((4,1),1,4)">
        %lay_309 = cute.get_layout(%view_302) : !memref_gmem_f32_4
        %114 = cute.get_shape(%lay_309) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_310, %e1_311, %e2_312, %e3_313 = cute.get_leaves(%114) : !cute.shape<"((4,1),1,4)">
        %iter_314 = cute.get_iter(%view_302) : !memref_gmem_f32_4
        %view_315 = cute.make_view(%iter_314) : !memref_gmem_f32_5
        %iter_316 = cute.get_iter(%view_315) : !memref_gmem_f32_5
        %iter_317 = cute.get_iter(%view_315) : !memref_gmem_f32_5
        %lay_318 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %shape_319 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_320 = cute.make_layout() : !cute.layout<"1:0">
        %append_321 = cute.append_to_rank<2> (%lay_318, %lay_320) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_322 = cute.make_view(%iter_225, %append_321) : !memref_rmem_f32_
        %iter_323 = cute.get_iter(%view_322) : !memref_rmem_f32_
        %lay_324 = cute.get_layout(%view_322) : !memref_rmem_f32_
        %115 = cute.get_shape(%lay_324) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_325, %e1_326, %e2_327, %e3_328 = cute.get_leaves(%115) : !cute.shape<"((4,1),1,4)">
        %lay_329 = cute.get_layout(%view_322) : !memref_rmem_f32_
        %116 = cute.get_shape(%lay_329) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_330, %e1_331, %e2_332, %e3_333 = cute.get_leaves(%116) : !cute.shape<"((4,1),1,4)">
        %iter_334 = cute.get_iter(%view_322) : !memref_rmem_f32_
        %view_335 = cute.make_view(%iter_334) : !memref_rmem_f32_1
        %iter_336 = cute.get_iter(%view_335) : !memref_rmem_f32_1
        %iter_337 = cute.get_iter(%view_335) : !memref_rmem_f32_1
        %lay_338 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_339 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_340 = cute.make_layout() : !cute.layout<"1:0">
        %append_341 = cute.append_to_rank<2> (%lay_338, %lay_340) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_342 = cute.make_view(%iter_133, %append_341) : !memref_rmem_i8_
        %iter_343 = cute.get_iter(%view_342) : !memref_rmem_i8_
        %lay_344 = cute.get_layout(%view_342) : !memref_rmem_i8_
        %117 = cute.get_shape(%lay_344) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_345, %e1_346, %e2_347 = cute.get_leaves(%117) : !cute.shape<"(1,1,4)">
        %lay_348 = cute.get_layout(%view_342) : !memref_rmem_i8_
        %118 = cute.get_shape(%lay_348) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_349, %e1_350, %e2_351 = cute.get_leaves(%118) : !cute.shape<"(1,1,4)">
        %iter_352 = cute.get_iter(%view_342) : !memref_rmem_i8_
        %view_353 = cute.make_view(%iter_352) : !memref_rmem_i8_1
        %iter_354 = cute.get_iter(%view_353) : !memref_rmem_i8_1
        %iter_355 = cute.get_iter(%view_353) : !memref_rmem_i8_1
        %lay_356 = cute.get_layout(%view_315) : !memref_gmem_f32_5
        %119 = cute.get_shape(%lay_356) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_357, %e1_358, %e2_359, %e3_360 = cute.get_leaves(%119) : !cute.shape<"((4,1),(1,4))">
        %lay_361 = cute.get_layout(%view_335) : !memref_rmem_f32_1
        %120 = cute.get_shape(%lay_361) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_362, %e1_363, %e2_364, %e3_365 = cute.get_leaves(%120) : !cute.shape<"((4,1),(1,4))">
        %lay_366 = cute.get_layout(%view_315) : !memref_gmem_f32_5
        %sz_367 = cute.size(%lay_366) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_368 = cute.get_leaves(%sz_367) : !cute.int_tuple<"4">
        %lay_369 = cute.get_layout(%view_335) : !memref_rmem_f32_1
        %sz_370 = cute.size(%lay_369) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_371 = cute.get_leaves(%sz_370) : !cute.int_tuple<"4">
        %lay_372 = cute.get_layout(%view_315) : !memref_gmem_f32_5
        %121 = cute.get_shape(%lay_372) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_373, %e1_374, %e2_375, %e3_376 = cute.get_leaves(%121) : !cute.shape<"((4,1),(1,4))">
        %iter_377 = cute.get_iter(%view_315) : !memref_gmem_f32_5
        %iter_378 = cute.get_iter(%view_335) : !memref_rmem_f32_1
        %lay_379 = cute.get_layout(%view_315) : !memref_gmem_f32_5
        %lay_380 = cute.get_layout(%view_335) : !memref_rmem_f32_1
        %122 = cute.static : !cute.layout<"1:0">
        %append_381 = cute.append_to_rank<2> (%lay_379, %122) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_382 = cute.append_to_rank<2> (%lay_380, %122) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_383 = cute.make_layout() : !cute_layout_b38ecb
        %lay_384 = cute.make_layout() : !cute_layout_f5fe74
        %iter_385 = cute.get_iter(%view_353) : !memref_rmem_i8_1
        %lay_386 = cute.get_layout(%view_353) : !memref_rmem_i8_1
        %append_387 = cute.append_to_rank<2> (%lay_386, %122) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_388 = cute.make_layout() : !cute_layout_973764
        %sz_389 = cute.size(%lay_383) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %123 = cute.get_scalars(%sz_389) : !cute.int_tuple<"4">
        %c0_i32_390 = arith.constant 0 : i32
        %c1_i32_391 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_390 to %123 step %c1_i32_391  : i32 {
          %coord_644 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %161 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_645 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_646 = cute.crd2idx(%coord_644, %lay_383) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_647 = cute.add_offset(%iter_377, %idx_646) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_648 = cute.make_view(%ptr_647, %lay_645) : !memref_gmem_f32_6
          %162 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_649 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_650 = cute.crd2idx(%coord_644, %lay_384) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_651 = cute.add_offset(%iter_378, %idx_650) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_652 = cute.make_view(%ptr_651, %lay_649) : !memref_rmem_f32_2
          %163 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_653 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_654 = cute.crd2idx(%coord_644, %lay_388) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_655 = cute.add_offset(%iter_385, %idx_654) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_656 = cute.make_view(%ptr_655, %lay_653) : !memref_rmem_i8_2
          %iter_657 = cute.get_iter(%view_648) : !memref_gmem_f32_6
          %iter_658 = cute.get_iter(%view_652) : !memref_rmem_f32_2
          %iter_659 = cute.get_iter(%view_656) : !memref_rmem_i8_2
          %164 = builtin.unrealized_conversion_cast %iter_659 : !cute.ptr<i8, rmem> to !llvm.ptr
          %165 = llvm.load %164 : !llvm.ptr -> i8
          %166 = llvm.mlir.constant(0 : i8) : i8
          %167 = llvm.icmp "ne" %165, %166 : i8
          scf.if %167 {
            %168 = builtin.unrealized_conversion_cast %iter_657 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %169 = builtin.unrealized_conversion_cast %iter_658 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %170 = llvm.load %168 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %170, %169 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_392 = cute.get_layout(%view_78) : !memref_gmem_f32_4
        %124 = cute.get_shape(%lay_392) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_393, %e1_394, %e2_395, %e3_396 = cute.get_leaves(%124) : !cute.shape<"((4,1),1,4)">
        %lay_397 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %125 = cute.get_shape(%lay_397) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_398, %e1_399, %e2_400, %e3_401 = cute.get_leaves(%125) : !cute.shape<"((4,1),1,4)">
        %lay_402 = cute.get_layout(%view_78) : !memref_gmem_f32_4
        %shape_403 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_404 = cute.make_layout() : !cute.layout<"1:0">
        %append_405 = cute.append_to_rank<2> (%lay_402, %lay_404) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_406 = cute.make_view(%iter_79, %append_405) : !memref_gmem_f32_4
        %iter_407 = cute.get_iter(%view_406) : !memref_gmem_f32_4
        %lay_408 = cute.get_layout(%view_406) : !memref_gmem_f32_4
        %126 = cute.get_shape(%lay_408) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_409, %e1_410, %e2_411, %e3_412 = cute.get_leaves(%126) : !cute.shape<"((4,1),1,4)">
        %lay_413 = cute.get_layout(%view_406) : !memref_gmem_f32_4
        %127 = cute.get_shape(%lay_413) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_414, %e1_415, %e2_416, %e3_417 = cute.get_leaves(%127) : !cute.shape<"((4,1),1,4)">
        %iter_418 = cute.get_iter(%view_406) : !memref_gmem_f32_4
        %view_419 = cute.make_view(%iter_418) : !memref_gmem_f32_5
        %iter_420 = cute.get_iter(%view_419) : !memref_gmem_f32_5
        %iter_421 = cute.get_iter(%view_419) : !memref_gmem_f32_5
        %lay_422 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %shape_423 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_424 = cute.make_layout() : !cute.layout<"1:0">
        %append_425 = cute.append_to_rank<2> (%lay_422, %lay_424) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_426 = cute.make_view(%iter_230, %append_425) : !memref_rmem_f32_
        %iter_427 = cute.get_iter(%view_426) : !memref_rmem_f32_
        %lay_428 = cute.get_layout(%view_426) : !memref_rmem_f32_
        %128 = cute.get_shape(%lay_428) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_429, %e1_430, %e2_431, %e3_432 = cute.get_leaves(%128) : !cute.shape<"((4,1),1,4)">
        %lay_433 = cute.get_layout(%view_426) : !memref_rmem_f32_
        %129 = cute.get_shape(%lay_433) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_434, %e1_435, %e2_436, %e3_437 = cute.get_leaves(%129) : !cute.shape<"((4,1),1,4)">
        %iter_438 = cute.get_iter(%view_426) : !memref_rmem_f32_
        %view_439 = cute.make_view(%iter_438) : !memref_rmem_f32_1
        %iter_440 = cute.get_iter(%view_439) : !memref_rmem_f32_1
        %iter_441 = cute.get_iter(%view_439) : !memref_rmem_f32_1
        %lay_442 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_443 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_444 = cute.make_layout() : !cute.layout<"1:0">
        %append_445 = cute.append_to_rank<2> (%lay_442, %lay_444) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_446 = cute.make_view(%iter_133, %append_445) : !memref_rmem_i8_
        %iter_447 = cute.get_iter(%view_446) : !memref_rmem_i8_
        %lay_448 = cute.get_layout(%view_446) : !memref_rmem_i8_
        %130 = cute.get_shape(%lay_448) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_449, %e1_450, %e2_451 = cute.get_leaves(%130) : !cute.shape<"(1,1,4)">
        %lay_452 = cute.get_layout(%view_446) : !memref_rmem_i8_
        %131 = cute.get_shape(%lay_452) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_453, %e1_454, %e2_455 = cute.get_leaves(%131) : !cute.shape<"(1,1,4)">
        %iter_456 = cute.get_iter(%view_446) : !memref_rmem_i8_
        %view_457 = cute.make_view(%iter_456) : !memref_rmem_i8_1
        %iter_458 = cute.get_iter(%view_457) : !memref_rmem_i8_1
        %iter_459 = cute.get_iter(%view_457) : !memref_rmem_i8_1
        %lay_460 = cute.get_layout(%view_419) : !memref_gmem_f32_5
        %132 = cute.get_shape(%lay_460) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_461, %e1_462, %e2_463, %e3_464 = cute.get_leaves(%132) : !cute.shape<"((4,1),(1,4))">
        %lay_465 = cute.get_layout(%view_439) : !memref_rmem_f32_1
        %133 = cute.get_shape(%lay_465) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_466, %e1_467, %e2_468, %e3_469 = cute.get_leaves(%133) : !cute.shape<"((4,1),(1,4))">
        %lay_470 = cute.get_layout(%view_419) : !memref_gmem_f32_5
        %sz_471 = cute.size(%lay_470) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_472 = cute.get_leaves(%sz_471) : !cute.int_tuple<"4">
        %lay_473 = cute.get_layout(%view_439) : !memref_rmem_f32_1
        %sz_474 = cute.size(%lay_473) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_475 = cute.get_leaves(%sz_474) : !cute.int_tuple<"4">
        %lay_476 = cute.get_layout(%view_419) : !memref_gmem_f32_5
        %134 = cute.get_shape(%lay_476) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_477, %e1_478, %e2_479, %e3_480 = cute.get_leaves(%134) : !cute.shape<"((4,1),(1,4))">
        %iter_481 = cute.get_iter(%view_419) : !memref_gmem_f32_5
        %iter_482 = cute.get_iter(%view_439) : !memref_rmem_f32_1
        %lay_483 = cute.get_layout(%view_419) : !memref_gmem_f32_5
        %lay_484 = cute.get_layout(%view_439) : !memref_rmem_f32_1
        %135 = cute.static : !cute.layout<"1:0">
        %append_485 = cute.append_to_rank<2> (%lay_483, %135) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_486 = cute.append_to_rank<2> (%lay_484, %135) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %lay_487 = cute.make_layout() : !cute_layout_b38ecb
        %lay_488 = cute.make_layout() : !cute_layout_f5fe74
        %iter_489 = cute.get_iter(%view_457) : !memref_rmem_i8_1
        %lay_490 = cute.get_layout(%view_457) : !memref_rmem_i8_1
        %append_491 = cute.append_to_rank<2> (%lay_490, %135) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_492 = cute.make_layout() : !cute_layout_973764
        %sz_493 = cute.size(%lay_487) <{mode = [1]}> : (!cute_layout_b38ecb) -> !cute.int_tuple<"4">
        %136 = cute.get_scalars(%sz_493) : !cute.int_tuple<"4">
        %c0_i32_494 = arith.constant 0 : i32
        %c1_i32_495 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_494 to %136 step %c1_i32_495  : i32 {
          %coord_644 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %161 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_645 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_646 = cute.crd2idx(%coord_644, %lay_487) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_647 = cute.add_offset(%iter_481, %idx_646) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_648 = cute.make_view(%ptr_647, %lay_645) : !memref_gmem_f32_6
          %162 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_649 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_650 = cute.crd2idx(%coord_644, %lay_488) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_651 = cute.add_offset(%iter_482, %idx_650) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_652 = cute.make_view(%ptr_651, %lay_649) : !memref_rmem_f32_2
          %163 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_653 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_654 = cute.crd2idx(%coord_644, %lay_492) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_655 = cute.add_offset(%iter_489, %idx_654) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_656 = cute.make_view(%ptr_655, %lay_653) : !memref_rmem_i8_2
          %iter_657 = cute.get_iter(%view_648) : !memref_gmem_f32_6
          %iter_658 = cute.get_iter(%view_652) : !memref_rmem_f32_2
          %iter_659 = cute.get_iter(%view_656) : !memref_rmem_i8_2
          %164 = builtin.unrealized_conversion_cast %iter_659 : !cute.ptr<i8, rmem> to !llvm.ptr
          %165 = llvm.load %164 : !llvm.ptr -> i8
          %166 = llvm.mlir.constant(0 : i8) : i8
          %167 = llvm.icmp "ne" %165, %166 : i8
          scf.if %167 {
            %168 = builtin.unrealized_conversion_cast %iter_657 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %169 = builtin.unrealized_conversion_cast %iter_658 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %170 = llvm.load %168 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %170, %169 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_496 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %137 = cute.get_shape(%lay_496) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_497, %e1_498, %e2_499, %e3_500 = cute.get_leaves(%137) : !cute.shape<"((4,1),1,4)">
        %lay_501 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %138 = cute.memref.load_vec(%rmem_223) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_502 = cute.get_layout(%rmem_223) : !memref_rmem_f32_
        %139 = cute.get_shape(%lay_502) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_503, %e1_504, %e2_505, %e3_506 = cute.get_leaves(%139) : !cute.shape<"((4,1),1,4)">
        %140 = vector.broadcast %33 : f32 to vector<16xf32>
        %141 = arith.mulf %138, %140 : vector<16xf32>
        %lay_507 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %142 = cute.get_shape(%lay_507) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_508, %e1_509, %e2_510, %e3_511 = cute.get_leaves(%142) : !cute.shape<"((4,1),1,4)">
        %lay_512 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %143 = cute.memref.load_vec(%rmem_228) : (!memref_rmem_f32_) -> vector<16xf32>
        %lay_513 = cute.get_layout(%rmem_228) : !memref_rmem_f32_
        %144 = cute.get_shape(%lay_513) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_514, %e1_515, %e2_516, %e3_517 = cute.get_leaves(%144) : !cute.shape<"((4,1),1,4)">
        %145 = arith.mulf %141, %143 : vector<16xf32>
        %lay_518 = cute.get_layout(%view_94) : !memref_gmem_f32_4
        %lay_519 = cute.make_layout() : !cute_layout_65aa51
        %rmem_520 = cute.memref.alloca(%lay_519) : !memref_rmem_f32_
        %iter_521 = cute.get_iter(%rmem_520) : !memref_rmem_f32_
        %iter_522 = cute.get_iter(%rmem_520) : !memref_rmem_f32_
        %lay_523 = cute.get_layout(%rmem_520) : !memref_rmem_f32_
        %146 = cute.get_shape(%lay_523) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_524, %e1_525, %e2_526, %e3_527 = cute.get_leaves(%146) : !cute.shape<"((4,1),1,4)">
        %lay_528 = cute.get_layout(%rmem_520) : !memref_rmem_f32_
        %lay_529 = cute.get_layout(%rmem_520) : !memref_rmem_f32_
        %147 = cute.get_shape(%lay_529) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_530, %e1_531, %e2_532, %e3_533 = cute.get_leaves(%147) : !cute.shape<"((4,1),1,4)">
        %int_tuple_534 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_535 = cute.size(%int_tuple_534) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_536 = cute.get_leaves(%sz_535) : !cute.int_tuple<"16">
        %int_tuple_537 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %sz_538 = cute.size(%int_tuple_537) : (!cute.int_tuple<"((4,1),1,4)">) -> !cute.int_tuple<"16">
        %e0_539 = cute.get_leaves(%sz_538) : !cute.int_tuple<"16">
        cute.memref.store_vec(%145, %rmem_520) : (vector<16xf32>, !memref_rmem_f32_) -> ()
        %lay_540 = cute.get_layout(%rmem_520) : !memref_rmem_f32_
        %148 = cute.get_shape(%lay_540) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_541, %e1_542, %e2_543, %e3_544 = cute.get_leaves(%148) : !cute.shape<"((4,1),1,4)">
        %lay_545 = cute.get_layout(%view_94) : !memref_gmem_f32_4
        %149 = cute.get_shape(%lay_545) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_546, %e1_547, %e2_548, %e3_549 = cute.get_leaves(%149) : !cute.shape<"((4,1),1,4)">
        %lay_550 = cute.get_layout(%rmem_520) : !memref_rmem_f32_
        %shape_551 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_552 = cute.make_layout() : !cute.layout<"1:0">
        %append_553 = cute.append_to_rank<2> (%lay_550, %lay_552) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_554 = cute.make_view(%iter_522, %append_553) : !memref_rmem_f32_
        %iter_555 = cute.get_iter(%view_554) : !memref_rmem_f32_
        %lay_556 = cute.get_layout(%view_554) : !memref_rmem_f32_
        %150 = cute.get_shape(%lay_556) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_557, %e1_558, %e2_559, %e3_560 = cute.get_leaves(%150) : !cute.shape<"((4,1),1,4)">
        %lay_561 = cute.get_layout(%view_554) : !memref_rmem_f32_
        %151 = cute.get_shape(%lay_561) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_562, %e1_563, %e2_564, %e3_565 = cute.get_leaves(%151) : !cute.shape<"((4,1),1,4)">
        %iter_566 = cute.get_iter(%view_554) : !memref_rmem_f32_
        %view_567 = cute.make_view(%iter_566) : !memref_rmem_f32_1
        %iter_568 = cute.get_iter(%view_567) : !memref_rmem_f32_1
        %iter_569 = cute.get_iter(%view_567) : !memref_rmem_f32_1
        %lay_570 = cute.get_layout(%view_94) : !memref_gmem_f32_4
        %shape_571 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_572 = cute.make_layout() : !cute.layout<"1:0">
        %append_573 = cute.append_to_rank<2> (%lay_570, %lay_572) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_574 = cute.make_view(%iter_95, %append_573) : !memref_gmem_f32_4
        %iter_575 = cute.get_iter(%view_574) : !memref_gmem_f32_4
        %lay_576 = cute.get_layout(%view_574) : !memref_gmem_f32_4
        %152 = cute.get_shape(%lay_576) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_577, %e1_578, %e2_579, %e3_580 = cute.get_leaves(%152) : !cute.shape<"((4,1),1,4)">
        %lay_581 = cute.get_layout(%view_574) : !memref_gmem_f32_4
        %153 = cute.get_shape(%lay_581) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_582, %e1_583, %e2_584, %e3_585 = cute.get_leaves(%153) : !cute.shape<"((4,1),1,4)">
        %iter_586 = cute.get_iter(%view_574) : !memref_gmem_f32_4
        %view_587 = cute.make_view(%iter_586) : !memref_gmem_f32_5
        %iter_588 = cute.get_iter(%view_587) : !memref_gmem_f32_5
        %iter_589 = cute.get_iter(%view_587) : !memref_gmem_f32_5
        %lay_590 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_591 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_592 = cute.make_layout() : !cute.layout<"1:0">
        %append_593 = cute.append_to_rank<2> (%lay_590, %lay_592) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_594 = cute.make_view(%iter_133, %append_593) : !memref_rmem_i8_
        %iter_595 = cute.get_iter(%view_594) : !memref_rmem_i8_
        %lay_596 = cute.get_layout(%view_594) : !memref_rmem_i8_
        %154 = cute.get_shape(%lay_596) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_597, %e1_598, %e2_599 = cute.get_leaves(%154) : !cute.shape<"(1,1,4)">
        %lay_600 = cute.get_layout(%view_594) : !memref_rmem_i8_
        %155 = cute.get_shape(%lay_600) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_601, %e1_602, %e2_603 = cute.get_leaves(%155) : !cute.shape<"(1,1,4)">
        %iter_604 = cute.get_iter(%view_594) : !memref_rmem_i8_
        %view_605 = cute.make_view(%iter_604) : !memref_rmem_i8_1
        %iter_606 = cute.get_iter(%view_605) : !memref_rmem_i8_1
        %iter_607 = cute.get_iter(%view_605) : !memref_rmem_i8_1
        %lay_608 = cute.get_layout(%view_567) : !memref_rmem_f32_1
        %156 = cute.get_shape(%lay_608) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_609, %e1_610, %e2_611, %e3_612 = cute.get_leaves(%156) : !cute.shape<"((4,1),(1,4))">
        %lay_613 = cute.get_layout(%view_587) : !memref_gmem_f32_5
        %157 = cute.get_shape(%lay_613) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_614, %e1_615, %e2_616, %e3_617 = cute.get_leaves(%157) : !cute.shape<"((4,1),(1,4))">
        %lay_618 = cute.get_layout(%view_567) : !memref_rmem_f32_1
        %sz_619 = cute.size(%lay_618) <{mode = [1]}> : (!cute_layout_52a9ba) -> !cute.int_tuple<"4">
        %e0_620 = cute.get_leaves(%sz_619) : !cute.int_tuple<"4">
        %lay_621 = cute.get_layout(%view_587) : !memref_gmem_f32_5
        %sz_622 = cute.size(%lay_621) <{mode = [1]}> : (!cute_layout_6cf571) -> !cute.int_tuple<"4">
        %e0_623 = cute.get_leaves(%sz_622) : !cute.int_tuple<"4">
        %lay_624 = cute.get_layout(%view_567) : !memref_rmem_f32_1
        %158 = cute.get_shape(%lay_624) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_625, %e1_626, %e2_627, %e3_628 = cute.get_leaves(%158) : !cute.shape<"((4,1),(1,4))">
        %iter_629 = cute.get_iter(%view_567) : !memref_rmem_f32_1
        %iter_630 = cute.get_iter(%view_587) : !memref_gmem_f32_5
        %lay_631 = cute.get_layout(%view_567) : !memref_rmem_f32_1
        %lay_632 = cute.get_layout(%view_587) : !memref_gmem_f32_5
        %159 = cute.static : !cute.layout<"1:0">
        %append_633 = cute.append_to_rank<2> (%lay_631, %159) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %append_634 = cute.append_to_rank<2> (%lay_632, %159) : !cute_layout_6cf571, !cute.layout<"1:0">
        %lay_635 = cute.make_layout() : !cute_layout_f5fe74
        %lay_636 = cute.make_layout() : !cute_layout_b38ecb
        %iter_637 = cute.get_iter(%view_605) : !memref_rmem_i8_1
        %lay_638 = cute.get_layout(%view_605) : !memref_rmem_i8_1
        %append_639 = cute.append_to_rank<2> (%lay_638, %159) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_640 = cute.make_layout() : !cute_layout_973764
        %sz_641 = cute.size(%lay_635) <{mode = [1]}> : (!cute_layout_f5fe74) -> !cute.int_tuple<"4">
        %160 = cute.get_scalars(%sz_641) : !cute.int_tuple<"4">
        %c0_i32_642 = arith.constant 0 : i32
        %c1_i32_643 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_642 to %160 step %c1_i32_643  : i32 {
          %coord_644 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %161 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_645 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_646 = cute.crd2idx(%coord_644, %lay_635) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_647 = cute.add_offset(%iter_629, %idx_646) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_648 = cute.make_view(%ptr_647, %lay_645) : !memref_rmem_f32_2
          %162 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_649 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_650 = cute.crd2idx(%coord_644, %lay_636) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_651 = cute.add_offset(%iter_630, %idx_650) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_652 = cute.make_view(%ptr_651, %lay_649) : !memref_gmem_f32_6
          %163 = cute.get_scalars(%coord_644) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_653 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_654 = cute.crd2idx(%coord_644, %lay_640) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_655 = cute.add_offset(%iter_637, %idx_654) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_656 = cute.make_view(%ptr_655, %lay_653) : !memref_rmem_i8_2
          %iter_657 = cute.get_iter(%view_648) : !memref_rmem_f32_2
          %iter_658 = cute.get_iter(%view_652) : !memref_gmem_f32_6
          %iter_659 = cute.get_iter(%view_656) : !memref_rmem_i8_2
          %164 = builtin.unrealized_conversion_cast %iter_659 : !cute.ptr<i8, rmem> to !llvm.ptr
          %165 = llvm.load %164 : !llvm.ptr -> i8
          %166 = llvm.mlir.constant(0 : i8) : i8
          %167 = llvm.icmp "ne" %165, %166 : i8
          scf.if %167 {
            %168 = builtin.unrealized_conversion_cast %iter_657 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %169 = builtin.unrealized_conversion_cast %iter_658 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %170 = llvm.load %168 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %170, %169 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_hd36ff4a0(%arg0: !memref_gmem_f32_7, %arg1: !memref_gmem_f32_8, %arg2: !memref_gmem_f32_7, %arg3: !memref_gmem_f32_2, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_7
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_8
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_7
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f32_7
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f32_8
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f32_7
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_2
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32_7
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_f32_7
    %iter_10 = cute.get_iter(%view) : !memref_gmem_f32_7
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f32_7
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout() : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_f32_7
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_f32_7
    %lay_21 = cute.get_layout(%view) : !memref_gmem_f32_7
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout() : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_f32_9
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_f32_9
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_29 = cute.get_iter(%view) : !memref_gmem_f32_7
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_f32_
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_f32_
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_f32_
    %tile_33 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_34 = cute.get_iter(%view_27) : !memref_gmem_f32_9
    %view_35 = cute.make_view(%iter_34) : !memref_gmem_f32_1
    %iter_36 = cute.get_iter(%view_35) : !memref_gmem_f32_1
    %iter_37 = cute.get_iter(%view_35) : !memref_gmem_f32_1
    %tile_38 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_39 = cute.get_iter(%view_19) : !memref_gmem_f32_7
    %view_40 = cute.make_view(%iter_39) : !memref_gmem_f32_
    %iter_41 = cute.get_iter(%view_40) : !memref_gmem_f32_
    %iter_42 = cute.get_iter(%view_40) : !memref_gmem_f32_
    %lay_43 = cute.get_layout(%view) : !memref_gmem_f32_7
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
    %tile_53 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_54 = cute.get_iter(%view_49) : !cute_coord_tensor_15c8d6
    %view_55 = cute.make_view(%iter_54) : !cute_coord_tensor_511bd0
    %iter_56 = cute.get_iter(%view_55) : !cute_coord_tensor_511bd0
    %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute.arith_tuple_iter<"(0,0)">
    %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(0,0)">
    %iter_60 = cute.get_iter(%view_55) : !cute_coord_tensor_511bd0
    %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute.arith_tuple_iter<"(0,0)">
    %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_65 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_66 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_67 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_68 = cute.make_layout() : !cute.layout<"(1,4):(0,1)">
    %lay_69 = cute.make_layout() : !cute_layout_b668f0
    %sz = cute.size(%lay_65) : (!cute.layout<"(1,128):(0,1)">) -> !cute.int_tuple<"128">
    %e0_70 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_71 = cute.size(%lay_68) : (!cute.layout<"(1,4):(0,1)">) -> !cute.int_tuple<"4">
    %e0_72 = cute.get_leaves(%sz_71) : !cute.int_tuple<"4">
    %shape_73 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_74 = cute.make_layout() : !cute.layout<"(128,4):(1,128)">
    %rinv = cute.right_inverse(%lay_69) : (!cute_layout_b668f0) -> !cute.layout<"(128,4):(4,1)">
    %lay_75 = cute.make_layout() : !cute.layout<"(128,4):(4,1)">
    %6 = cute.get_shape(%lay_69) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_76, %e1_77, %e2 = cute.get_leaves(%6) : !cute.shape<"(1,(4,128))">
    %int_tuple_78 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %int_tuple_79 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,512)">
    %e0_80, %e1_81 = cute.get_leaves(%int_tuple_79) : !cute.int_tuple<"(1,512)">
    %tile_82 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %7 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_83 = cute.get_layout(%view) : !memref_gmem_f32_7
    %8 = cute.get_shape(%lay_83) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_84, %e1_85 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %lay_86 = cute.get_layout(%view) : !memref_gmem_f32_7
    %sz_87 = cute.size(%lay_86) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"96">
    %lay_89 = cute.get_layout(%view_30) : !memref_gmem_f32_
    %lay_90 = cute.get_layout(%view_35) : !memref_gmem_f32_1
    %lay_91 = cute.get_layout(%view_40) : !memref_gmem_f32_
    %lay_92 = cute.get_layout(%arg3) : !memref_gmem_f32_2
    %lay_93 = cute.get_layout(%view_55) : !cute_coord_tensor_511bd0
    %9 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_94, %e1_95 = cute.get_leaves(%9) : !cute.tile<"[1:0;512:1]">
    %10 = cute.static : !cute.layout<"(128,4):(4,1)">
    %11 = cute.static : !cute.layout<"1:0">
    %12 = cute.static : !cute.layout<"(1,4):(0,1)">
    %13 = cute.static : !cute.layout<"(1,4):(0,1)">
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
    %17 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%16> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_, !memref_gmem_f32_1, !memref_gmem_f32_, !memref_gmem_f32_2, f32) -> !cuda.result
    %18 = cuda.cast %17 : !cuda.result -> i32
    cuda.return_if_error %18 : i32
    %c0_i32_97 = arith.constant 0 : i32
    return %c0_i32_97 : i32
  }
}
