!cute_arith_tuple_iter_66b557 = !cute.arith_tuple_iter<"(?,?{div=8})">
!cute_coord_tensor_15c8d6 = !cute.coord_tensor<"(0,0)", "(96,5000):(1@0,1@1)">
!cute_coord_tensor_8bc2ea = !cute.coord_tensor<"(?,?{div=8})", "():()">
!cute_coord_tensor_8cd4e3 = !cute.coord_tensor<"(?,0)", "(1,8192):(0,1@1)">
!cute_coord_tensor_a108e0 = !cute.coord_tensor<"(?,?{div=8})", "((8,1),1,4):((1@1,0),0,2048@1)">
!cute_coord_tensor_b6ed2e = !cute.coord_tensor<"(0,0)", "((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_28acc4 = !cute.layout<"(1,(1,4)):(0,(0,1))">
!cute_layout_3eb484 = !cute.layout<"((8,1),(1,4)):((1,0),(0,8))">
!cute_layout_5d1655 = !cute.layout<"(96,5000):(5000,1)">
!cute_layout_680386 = !cute.layout<"((8,1),1,4):((1@1,0),0,2048@1)">
!cute_layout_7589d3 = !cute.layout<"(1,(8,256)):(0,(256,1))">
!cute_layout_8083f9 = !cute.layout<"((8,1),((1,4))):((1,0),((0,2048)))">
!cute_layout_92844a = !cute.layout<"((8,1),1,4):((1,0),0,2048)">
!cute_layout_973764 = !cute.layout<"(1,((1,4))):(0,((0,1)))">
!cute_layout_a987c4 = !cute.layout<"((8,1),1,4):((1,0),0,8)">
!cute_layout_ba17ea = !cute.layout<"((1,8192),(96,1)):((0,1),(5000,0))">
!cute_layout_bb9a85 = !cute.layout<"((8,1),((1,4))):((1,0),((0,8)))">
!cute_layout_d7fc0d = !cute.layout<"((1,8192),(96,1)):((0,1@1),(1@0,0))">
!cute_layout_e303c3 = !cute.layout<"((8,1),(1,4)):((1,0),(0,2048))">
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_489d54 = !cute.ptr<bf16, rmem, align<32>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[1:0;2048:1]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(5000,0))">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "((1,8192),(96,1)):((0,1),(0,0))">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(1,8192):(0,1)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "((8,1),1,4):((1,0),0,2048)">
!memref_gmem_bf16_4 = !cute.memref<bf16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,2048))">
!memref_gmem_bf16_5 = !cute.memref<bf16, gmem, align<16>, "((8,1)):((1,0))">
!memref_gmem_bf16_6 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_bf16_7 = !cute.memref<bf16, gmem, align<16>, "(5000):(1)">
!memref_gmem_bf16_8 = !cute.memref<bf16, gmem, align<16>, "(96,5000):(0,1)">
!memref_gmem_f32_ = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "((8,1),1,4):((1,0),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((8,1),(1,4)):((1,0),(0,8))">
!memref_rmem_bf16_2 = !cute.memref<bf16, rmem, align<16>, "((8,1)):((1,0))">
!memref_rmem_i8_ = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32_ = !cute.memref<f32, smem, align<1024>, "8:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_, %arg3: !memref_gmem_f32_, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !cute_coord_tensor_b6ed2e
      %1 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_3 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
      %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_5 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
      %iter_6 = cute.get_iter(%arg2) : !memref_gmem_bf16_
      %iter_7 = cute.get_iter(%arg3) : !memref_gmem_f32_
      %iter_8 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
      %tup_9 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_10, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
      %lay_13 = cute.get_layout(%arg2) : !memref_gmem_bf16_
      %lay_14 = cute.get_layout(%arg3) : !memref_gmem_f32_
      %lay_15 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %8 = arith.remsi %2, %c32_i32 : i32
      %9 = arith.floordivsi %2, %c32_i32 : i32
      %lay_16 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %sz = cute.size(%lay_16) <{mode = [1, 1]}> : (!cute_layout_ba17ea) -> !cute.int_tuple<"1">
      %e0_17 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %10:2 = scf.for %arg5 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %1) -> (f32, !copy_simt)  : i32 {
        %coord_52 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_53 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_54 = cute.crd2idx(%coord_52, %lay_53) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_55 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_56 = cute.add_offset(%iter_55, %idx_54) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_57 = cute.make_view(%ptr_56) : !memref_gmem_bf16_2
        %iter_58 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %iter_59 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %coord_60 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_61 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %45 = cute.get_scalars(%coord_60) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_62 = arith.constant 8 : i32
        %46 = arith.muli %45, %c8_i32_62 : i32
        %iv = cute.assume(%46) : (i32) -> !cute.i32<divby 8>
        %int_tuple_63 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_64 = cute.add_offset(%iter_61, %int_tuple_63) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_65 = cute.make_view(%ptr_64) : !memref_gmem_bf16_3
        %iter_66 = cute.get_iter(%view_65) : !memref_gmem_bf16_3
        %coord_67 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_68 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
        %idx_69 = cute.crd2idx(%coord_67, %lay_68) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_70 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
        %tup_71 = cute.add_offset(%iter_70, %idx_69) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_72 = cute.make_view(%tup_71) : !cute_coord_tensor_8cd4e3
        %iter_73 = cute.get_iter(%view_72) : !cute_coord_tensor_8cd4e3
        %tup_74 = cute.deref_arith_tuple_iter(%iter_73) : !cute.arith_tuple_iter<"(?,0)">
        %e0_75, %e1_76 = cute.get_leaves(%tup_74) : !cute.int_tuple<"(?,0)">
        %47 = cute.get_scalars(%e0_75) : !cute.int_tuple<"?">
        %iter_77 = cute.get_iter(%view_72) : !cute_coord_tensor_8cd4e3
        %tup_78 = cute.deref_arith_tuple_iter(%iter_77) : !cute.arith_tuple_iter<"(?,0)">
        %e0_79, %e1_80 = cute.get_leaves(%tup_78) : !cute.int_tuple<"(?,0)">
        %48 = cute.get_scalars(%e0_79) : !cute.int_tuple<"?">
        %coord_81 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_82 = cute.get_iter(%view_72) : !cute_coord_tensor_8cd4e3
        %49 = cute.get_scalars(%coord_81) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_83 = arith.constant 8 : i32
        %50 = arith.muli %49, %c8_i32_83 : i32
        %iv_84 = cute.assume(%50) : (i32) -> !cute.i32<divby 8>
        %int_tuple_85 = cute.make_int_tuple(%iv_84) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_86 = cute.add_offset(%iter_82, %int_tuple_85) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_87 = cute.make_view(%tup_86) : !cute_coord_tensor_a108e0
        %iter_88 = cute.get_iter(%view_87) : !cute_coord_tensor_a108e0
        %tup_89 = cute.deref_arith_tuple_iter(%iter_88) : !cute_arith_tuple_iter_66b557
        %e0_90, %e1_91 = cute.get_leaves(%tup_89) : !cute.int_tuple<"(?,?{div=8})">
        %51 = cute.get_scalars(%e0_90) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_91) : !cute.int_tuple<"?{div=8}">
        %lay_92 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %sz_93 = cute.size(%lay_92) <{mode = [0, 1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_94 = cute.get_leaves(%sz_93) : !cute.int_tuple<"1">
        %lay_95 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %sz_96 = cute.size(%lay_95) <{mode = [1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_97 = cute.get_leaves(%sz_96) : !cute.int_tuple<"1">
        %lay_98 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %sz_99 = cute.size(%lay_98) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_100 = cute.get_leaves(%sz_99) : !cute.int_tuple<"4">
        %shape_101 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_102 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_102) : !memref_rmem_i8_
        %iter_103 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_104 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_105 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_106 = cute.get_layout(%view_87) : !cute_coord_tensor_a108e0
        %idx_107 = cute.crd2idx(%coord_105, %lay_106) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_108 = cute.get_iter(%view_87) : !cute_coord_tensor_a108e0
        %tup_109 = cute.add_offset(%iter_108, %idx_107) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_110 = cute.make_view(%tup_109) : !cute_coord_tensor_8bc2ea
        %iter_111 = cute.get_iter(%view_110) : !cute_coord_tensor_8bc2ea
        %tup_112 = cute.deref_arith_tuple_iter(%iter_111) : !cute_arith_tuple_iter_66b557
        %e0_113, %e1_114 = cute.get_leaves(%tup_112) : !cute.int_tuple<"(?,?{div=8})">
        %53 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?">
        %54 = cute.get_scalars(%e1_114) : !cute.int_tuple<"?{div=8}">
        %iter_115 = cute.get_iter(%view_110) : !cute_coord_tensor_8bc2ea
        %tup_116 = cute.deref_arith_tuple_iter(%iter_115) : !cute_arith_tuple_iter_66b557
        %e0_117, %e1_118 = cute.get_leaves(%tup_116) : !cute.int_tuple<"(?,?{div=8})">
        %55 = cute.get_scalars(%e0_117) : !cute.int_tuple<"?">
        %56 = cute.get_scalars(%e1_118) : !cute.int_tuple<"?{div=8}">
        %iter_119 = cute.get_iter(%view_110) : !cute_coord_tensor_8bc2ea
        %tup_120 = cute.deref_arith_tuple_iter(%iter_119) : !cute_arith_tuple_iter_66b557
        %e0_121, %e1_122 = cute.get_leaves(%tup_120) : !cute.int_tuple<"(?,?{div=8})">
        %57 = cute.get_scalars(%e0_121) : !cute.int_tuple<"?">
        %58 = cute.get_scalars(%e1_122) : !cute.int_tuple<"?{div=8}">
        %coord_123 = cute.make_coord(%e0_121, %e1_122) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_124 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %59:2 = cute.get_scalars(%coord_123) : !cute.coord<"(?,?{div=8})">
        %60:2 = cute.get_scalars(%coord_124) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %61 = arith.cmpi slt, %59#0, %60#0 : i32
        %62 = arith.andi %true, %61 : i1
        %63 = arith.cmpi slt, %59#1, %60#1 : i32
        %64 = arith.andi %62, %63 : i1
        %65 = arith.extui %64 : i1 to i8
        %coord_125 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_125, %65) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_126 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_127 = cute.get_layout(%view_87) : !cute_coord_tensor_a108e0
        %idx_128 = cute.crd2idx(%coord_126, %lay_127) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_129 = cute.get_iter(%view_87) : !cute_coord_tensor_a108e0
        %tup_130 = cute.add_offset(%iter_129, %idx_128) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_131 = cute.make_view(%tup_130) : !cute_coord_tensor_8bc2ea
        %iter_132 = cute.get_iter(%view_131) : !cute_coord_tensor_8bc2ea
        %tup_133 = cute.deref_arith_tuple_iter(%iter_132) : !cute_arith_tuple_iter_66b557
        %e0_134, %e1_135 = cute.get_leaves(%tup_133) : !cute.int_tuple<"(?,?{div=8})">
        %66 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?">
        %67 = cute.get_scalars(%e1_135) : !cute.int_tuple<"?{div=8}">
        %iter_136 = cute.get_iter(%view_131) : !cute_coord_tensor_8bc2ea
        %tup_137 = cute.deref_arith_tuple_iter(%iter_136) : !cute_arith_tuple_iter_66b557
        %e0_138, %e1_139 = cute.get_leaves(%tup_137) : !cute.int_tuple<"(?,?{div=8})">
        %68 = cute.get_scalars(%e0_138) : !cute.int_tuple<"?">
        %69 = cute.get_scalars(%e1_139) : !cute.int_tuple<"?{div=8}">
        %iter_140 = cute.get_iter(%view_131) : !cute_coord_tensor_8bc2ea
        %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute_arith_tuple_iter_66b557
        %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?{div=8})">
        %70 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
        %71 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?{div=8}">
        %coord_144 = cute.make_coord(%e0_142, %e1_143) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_145 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %72:2 = cute.get_scalars(%coord_144) : !cute.coord<"(?,?{div=8})">
        %73:2 = cute.get_scalars(%coord_145) : !cute.coord<"(96,5000)">
        %true_146 = arith.constant true
        %74 = arith.cmpi slt, %72#0, %73#0 : i32
        %75 = arith.andi %true_146, %74 : i1
        %76 = arith.cmpi slt, %72#1, %73#1 : i32
        %77 = arith.andi %75, %76 : i1
        %78 = arith.extui %77 : i1 to i8
        %coord_147 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_147, %78) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_148 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_149 = cute.get_layout(%view_87) : !cute_coord_tensor_a108e0
        %idx_150 = cute.crd2idx(%coord_148, %lay_149) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_151 = cute.get_iter(%view_87) : !cute_coord_tensor_a108e0
        %tup_152 = cute.add_offset(%iter_151, %idx_150) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_153 = cute.make_view(%tup_152) : !cute_coord_tensor_8bc2ea
        %iter_154 = cute.get_iter(%view_153) : !cute_coord_tensor_8bc2ea
        %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_66b557
        %e0_156, %e1_157 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(?,?{div=8})">
        %79 = cute.get_scalars(%e0_156) : !cute.int_tuple<"?">
        %80 = cute.get_scalars(%e1_157) : !cute.int_tuple<"?{div=8}">
        %iter_158 = cute.get_iter(%view_153) : !cute_coord_tensor_8bc2ea
        %tup_159 = cute.deref_arith_tuple_iter(%iter_158) : !cute_arith_tuple_iter_66b557
        %e0_160, %e1_161 = cute.get_leaves(%tup_159) : !cute.int_tuple<"(?,?{div=8})">
        %81 = cute.get_scalars(%e0_160) : !cute.int_tuple<"?">
        %82 = cute.get_scalars(%e1_161) : !cute.int_tuple<"?{div=8}">
        %iter_162 = cute.get_iter(%view_153) : !cute_coord_tensor_8bc2ea
        %tup_163 = cute.deref_arith_tuple_iter(%iter_162) : !cute_arith_tuple_iter_66b557
        %e0_164, %e1_165 = cute.get_leaves(%tup_163) : !cute.int_tuple<"(?,?{div=8})">
        %83 = cute.get_scalars(%e0_164) : !cute.int_tuple<"?">
        %84 = cute.get_scalars(%e1_165) : !cute.int_tuple<"?{div=8}">
        %coord_166 = cute.make_coord(%e0_164, %e1_165) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_167 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %85:2 = cute.get_scalars(%coord_166) : !cute.coord<"(?,?{div=8})">
        %86:2 = cute.get_scalars(%coord_167) : !cute.coord<"(96,5000)">
        %true_168 = arith.constant true
        %87 = arith.cmpi slt, %85#0, %86#0 : i32
        %88 = arith.andi %true_168, %87 : i1
        %89 = arith.cmpi slt, %85#1, %86#1 : i32
        %90 = arith.andi %88, %89 : i1
        %91 = arith.extui %90 : i1 to i8
        %coord_169 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_169, %91) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_170 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_171 = cute.get_layout(%view_87) : !cute_coord_tensor_a108e0
        %idx_172 = cute.crd2idx(%coord_170, %lay_171) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_173 = cute.get_iter(%view_87) : !cute_coord_tensor_a108e0
        %tup_174 = cute.add_offset(%iter_173, %idx_172) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_175 = cute.make_view(%tup_174) : !cute_coord_tensor_8bc2ea
        %iter_176 = cute.get_iter(%view_175) : !cute_coord_tensor_8bc2ea
        %tup_177 = cute.deref_arith_tuple_iter(%iter_176) : !cute_arith_tuple_iter_66b557
        %e0_178, %e1_179 = cute.get_leaves(%tup_177) : !cute.int_tuple<"(?,?{div=8})">
        %92 = cute.get_scalars(%e0_178) : !cute.int_tuple<"?">
        %93 = cute.get_scalars(%e1_179) : !cute.int_tuple<"?{div=8}">
        %iter_180 = cute.get_iter(%view_175) : !cute_coord_tensor_8bc2ea
        %tup_181 = cute.deref_arith_tuple_iter(%iter_180) : !cute_arith_tuple_iter_66b557
        %e0_182, %e1_183 = cute.get_leaves(%tup_181) : !cute.int_tuple<"(?,?{div=8})">
        %94 = cute.get_scalars(%e0_182) : !cute.int_tuple<"?">
        %95 = cute.get_scalars(%e1_183) : !cute.int_tuple<"?{div=8}">
        %iter_184 = cute.get_iter(%view_175) : !cute_coord_tensor_8bc2ea
        %tup_185 = cute.deref_arith_tuple_iter(%iter_184) : !cute_arith_tuple_iter_66b557
        %e0_186, %e1_187 = cute.get_leaves(%tup_185) : !cute.int_tuple<"(?,?{div=8})">
        %96 = cute.get_scalars(%e0_186) : !cute.int_tuple<"?">
        %97 = cute.get_scalars(%e1_187) : !cute.int_tuple<"?{div=8}">
        %coord_188 = cute.make_coord(%e0_186, %e1_187) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_189 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %98:2 = cute.get_scalars(%coord_188) : !cute.coord<"(?,?{div=8})">
        %99:2 = cute.get_scalars(%coord_189) : !cute.coord<"(96,5000)">
        %true_190 = arith.constant true
        %100 = arith.cmpi slt, %98#0, %99#0 : i32
        %101 = arith.andi %true_190, %100 : i1
        %102 = arith.cmpi slt, %98#1, %99#1 : i32
        %103 = arith.andi %101, %102 : i1
        %104 = arith.extui %103 : i1 to i8
        %coord_191 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_191, %104) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_192 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %lay_193 = cute.make_layout() : !cute_layout_a987c4
        %rmem_194 = cute.memref.alloca(%lay_193) : !memref_rmem_bf16_
        %iter_195 = cute.get_iter(%rmem_194) : !memref_rmem_bf16_
        %iter_196 = cute.get_iter(%rmem_194) : !memref_rmem_bf16_
        %lay_197 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %lay_198 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %sz_199 = cute.size(%lay_198) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_200 = cute.get_leaves(%sz_199) : !cute.int_tuple<"32">
        %lay_201 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %105 = cute.get_shape(%lay_201) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_202, %e1_203, %e2, %e3 = cute.get_leaves(%105) : !cute.shape<"((8,1),1,4)">
        %int_tuple_204 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_205 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_206 = cute.get_leaves(%int_tuple_205) : !cute.int_tuple<"32">
        %cst_207 = arith.constant 0.000000e+00 : bf16
        %106 = vector.splat %cst_207 : vector<32xbf16>
        %lay_208 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %107 = cute.get_shape(%lay_208) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_209, %e1_210, %e2_211, %e3_212 = cute.get_leaves(%107) : !cute.shape<"((8,1),1,4)">
        %lay_213 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %lay_214 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %108 = cute.get_shape(%lay_214) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_215, %e1_216, %e2_217, %e3_218 = cute.get_leaves(%108) : !cute.shape<"((8,1),1,4)">
        %int_tuple_219 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_220 = cute.size(%int_tuple_219) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_221 = cute.get_leaves(%sz_220) : !cute.int_tuple<"32">
        %int_tuple_222 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_223 = cute.size(%int_tuple_222) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_224 = cute.get_leaves(%sz_223) : !cute.int_tuple<"32">
        cute.memref.store_vec(%106, %rmem_194) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_225 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %109 = cute.get_shape(%lay_225) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_226, %e1_227, %e2_228, %e3_229 = cute.get_leaves(%109) : !cute.shape<"((8,1),1,4)">
        %lay_230 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %110 = cute.get_shape(%lay_230) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_231, %e1_232, %e2_233, %e3_234 = cute.get_leaves(%110) : !cute.shape<"((8,1),1,4)">
        %lay_235 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %shape_236 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_237 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_235, %lay_237) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_238 = cute.make_view(%iter_66, %append) : !memref_gmem_bf16_3
        %iter_239 = cute.get_iter(%view_238) : !memref_gmem_bf16_3
        %lay_240 = cute.get_layout(%view_238) : !memref_gmem_bf16_3
        %111 = cute.get_shape(%lay_240) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_241, %e1_242, %e2_243, %e3_244 = cute.get_leaves(%111) : !cute.shape<"((8,1),1,4)">
        %lay_245 = cute.get_layout(%view_238) : !memref_gmem_bf16_3
        %112 = cute.get_shape(%lay_245) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_246, %e1_247, %e2_248, %e3_249 = cute.get_leaves(%112) : !cute.shape<"((8,1),1,4)">
        %iter_250 = cute.get_iter(%view_238) : !memref_gmem_bf16_3
        %view_251 = cute.make_view(%iter_250) : !memref_gmem_bf16_4
        %iter_252 = cute.get_iter(%view_251) : !memref_gmem_bf16_4
        %iter_253 = cute.get_iter(%view_251) : !memref_gmem_bf16_4
        %lay_254 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %shape_255 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_256 = cute.make_layout() : !cute.layout<"1:0">
        %append_257 = cute.append_to_rank<2> (%lay_254, %lay_256) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_258 = cute.make_view(%iter_196, %append_257) : !memref_rmem_bf16_
        %iter_259 = cute.get_iter(%view_258) : !memref_rmem_bf16_
        %lay_260 = cute.get_layout(%view_258) : !memref_rmem_bf16_
        %113 = cute.get_shape(%lay_260) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_261, %e1_262, %e2_263, %e3_264 = cute.get_leaves(%113) : !cute.shape<"((8,1),1,4)">
        %lay_265 = cute.get_layout(%view_258) : !memref_rmem_bf16_
        %114 = cute.get_shape(%lay_265) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_266, %e1_267, %e2_268, %e3_269 = cute.get_leaves(%114) : !cute.shape<"((8,1),1,4)">
        %iter_270 = cute.get_iter(%view_258) : !memref_rmem_bf16_
        %view_271 = cute.make_view(%iter_270) : !memref_rmem_bf16_1
        %iter_272 = cute.get_iter(%view_271) : !memref_rmem_bf16_1
        %iter_273 = cute.get_iter(%view_271) : !memref_rmem_bf16_1
        %lay_274 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_275 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_276 = cute.make_layout() : !cute.layout<"1:0">
        %append_277 = cute.append_to_rank<2> (%lay_274, %lay_276) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_278 = cute.make_view(%iter_104, %append_277) : !memref_rmem_i8_
        %iter_279 = cute.get_iter(%view_278) : !memref_rmem_i8_
        %lay_280 = cute.get_layout(%view_278) : !memref_rmem_i8_
        %115 = cute.get_shape(%lay_280) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_281, %e1_282, %e2_283 = cute.get_leaves(%115) : !cute.shape<"(1,1,4)">
        %lay_284 = cute.get_layout(%view_278) : !memref_rmem_i8_
        %116 = cute.get_shape(%lay_284) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_285, %e1_286, %e2_287 = cute.get_leaves(%116) : !cute.shape<"(1,1,4)">
        %iter_288 = cute.get_iter(%view_278) : !memref_rmem_i8_
        %view_289 = cute.make_view(%iter_288) : !memref_rmem_i8_1
        %iter_290 = cute.get_iter(%view_289) : !memref_rmem_i8_1
        %iter_291 = cute.get_iter(%view_289) : !memref_rmem_i8_1
        %lay_292 = cute.get_layout(%view_251) : !memref_gmem_bf16_4
        %117 = cute.get_shape(%lay_292) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_293, %e1_294, %e2_295, %e3_296 = cute.get_leaves(%117) : !cute.shape<"((8,1),(1,4))">
        %lay_297 = cute.get_layout(%view_271) : !memref_rmem_bf16_1
        %118 = cute.get_shape(%lay_297) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_298, %e1_299, %e2_300, %e3_301 = cute.get_leaves(%118) : !cute.shape<"((8,1),(1,4))">
        %lay_302 = cute.get_layout(%view_251) : !memref_gmem_bf16_4
        %sz_303 = cute.size(%lay_302) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_304 = cute.get_leaves(%sz_303) : !cute.int_tuple<"4">
        %lay_305 = cute.get_layout(%view_271) : !memref_rmem_bf16_1
        %sz_306 = cute.size(%lay_305) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_307 = cute.get_leaves(%sz_306) : !cute.int_tuple<"4">
        %lay_308 = cute.get_layout(%view_251) : !memref_gmem_bf16_4
        %119 = cute.get_shape(%lay_308) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_309, %e1_310, %e2_311, %e3_312 = cute.get_leaves(%119) : !cute.shape<"((8,1),(1,4))">
        %iter_313 = cute.get_iter(%view_251) : !memref_gmem_bf16_4
        %iter_314 = cute.get_iter(%view_271) : !memref_rmem_bf16_1
        %lay_315 = cute.get_layout(%view_251) : !memref_gmem_bf16_4
        %lay_316 = cute.get_layout(%view_271) : !memref_rmem_bf16_1
        %120 = cute.static : !cute.layout<"1:0">
        %append_317 = cute.append_to_rank<2> (%lay_315, %120) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_318 = cute.append_to_rank<2> (%lay_316, %120) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_319 = cute.make_layout() : !cute_layout_8083f9
        %lay_320 = cute.make_layout() : !cute_layout_bb9a85
        %iter_321 = cute.get_iter(%view_289) : !memref_rmem_i8_1
        %lay_322 = cute.get_layout(%view_289) : !memref_rmem_i8_1
        %append_323 = cute.append_to_rank<2> (%lay_322, %120) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_324 = cute.make_layout() : !cute_layout_973764
        %sz_325 = cute.size(%lay_319) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %121 = cute.get_scalars(%sz_325) : !cute.int_tuple<"4">
        %c0_i32_326 = arith.constant 0 : i32
        %c1_i32_327 = arith.constant 1 : i32
        scf.for %arg8 = %c0_i32_326 to %121 step %c1_i32_327  : i32 {
          %coord_340 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %129 = cute.get_scalars(%coord_340) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_341 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_342 = cute.crd2idx(%coord_340, %lay_319) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_343 = cute.add_offset(%iter_313, %idx_342) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_344 = cute.make_view(%ptr_343, %lay_341) : !memref_gmem_bf16_5
          %130 = cute.get_scalars(%coord_340) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_345 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_346 = cute.crd2idx(%coord_340, %lay_320) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_347 = cute.add_offset(%iter_314, %idx_346) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_348 = cute.make_view(%ptr_347, %lay_345) : !memref_rmem_bf16_2
          %131 = cute.get_scalars(%coord_340) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_349 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_350 = cute.crd2idx(%coord_340, %lay_324) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_351 = cute.add_offset(%iter_321, %idx_350) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_352 = cute.make_view(%ptr_351, %lay_349) : !memref_rmem_i8_2
          %iter_353 = cute.get_iter(%view_344) : !memref_gmem_bf16_5
          %iter_354 = cute.get_iter(%view_348) : !memref_rmem_bf16_2
          %iter_355 = cute.get_iter(%view_352) : !memref_rmem_i8_2
          %132 = builtin.unrealized_conversion_cast %iter_355 : !cute.ptr<i8, rmem> to !llvm.ptr
          %133 = llvm.load %132 : !llvm.ptr -> i8
          %134 = llvm.mlir.constant(0 : i8) : i8
          %135 = llvm.icmp "ne" %133, %134 : i8
          scf.if %135 {
            %136 = builtin.unrealized_conversion_cast %iter_353 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %137 = builtin.unrealized_conversion_cast %iter_354 : !cute_ptr_2914ae to !llvm.ptr
            %138 = llvm.load %136 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %138, %137 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_328 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %122 = cute.get_shape(%lay_328) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_329, %e1_330, %e2_331, %e3_332 = cute.get_leaves(%122) : !cute.shape<"((8,1),1,4)">
        %lay_333 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %123 = cute.memref.load_vec(%rmem_194) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_334 = cute.get_layout(%rmem_194) : !memref_rmem_bf16_
        %124 = cute.get_shape(%lay_334) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_335, %e1_336, %e2_337, %e3_338 = cute.get_leaves(%124) : !cute.shape<"((8,1),1,4)">
        %125 = arith.extf %123 : vector<32xbf16> to vector<32xf32>
        %126 = arith.mulf %125, %125 : vector<32xf32>
        %cst_339 = arith.constant 0.000000e+00 : f32
        %127 = vector.reduction <add>, %126, %cst_339 : vector<32xf32> into f32
        %128 = arith.addf %arg6, %127 : f32
        scf.yield %128, %arg7 : f32, !copy_simt
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
      %shape = cute.make_shape() : () -> !cute.shape<"8">
      %lay_27 = cute.make_layout() : !cute.layout<"8:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_27) : (!cute.coord<"0">, !cute.layout<"8:1">) -> !cute.int_tuple<"0">
      %e0_28 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%lay_27) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
      %e0_29 = cute.get_leaves(%cosz) : !cute.int_tuple<"8">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"32">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %21 = arith.cmpi sge, %smem_size, %c32_i32 : i32
      %iter_30 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute.ptr<f32, smem, align<1024>>
      %view = cute.make_view(%iter_30, %lay_27) : !memref_smem_f32_
      %iter_31 = cute.get_iter(%view) : !memref_smem_f32_
      %iter_32 = cute.get_iter(%view) : !memref_smem_f32_
      %c0_i32_33 = arith.constant 0 : i32
      %22 = arith.cmpi eq, %8, %c0_i32_33 : i32
      %23 = scf.if %22 -> (!memref_smem_f32_) {
        %iter_52 = cute.get_iter(%view) : !memref_smem_f32_
        %coord_53 = cute.make_coord(%9) : (i32) -> !cute.coord<"?">
        cute.memref.store(%view, %coord_53, %20) : (!memref_smem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %view : !memref_smem_f32_
      } else {
        %iter_52 = cute.get_iter(%view) : !memref_smem_f32_
        scf.yield %view : !memref_smem_f32_
      }
      %iter_34 = cute.get_iter(%23) : !memref_smem_f32_
      %iter_35 = cute.get_iter(%23) : !memref_smem_f32_
      %iter_36 = cute.get_iter(%23) : !memref_smem_f32_
      nvvm.barrier
      %coord_37 = cute.make_coord() : () -> !cute.coord<"0">
      %24 = cute.memref.load(%23, %coord_37) : (!memref_smem_f32_, !cute.coord<"0">) -> f32
      %coord_38 = cute.make_coord() : () -> !cute.coord<"1">
      %25 = cute.memref.load(%23, %coord_38) : (!memref_smem_f32_, !cute.coord<"1">) -> f32
      %26 = arith.addf %24, %25 : f32
      %coord_39 = cute.make_coord() : () -> !cute.coord<"2">
      %27 = cute.memref.load(%23, %coord_39) : (!memref_smem_f32_, !cute.coord<"2">) -> f32
      %28 = arith.addf %26, %27 : f32
      %coord_40 = cute.make_coord() : () -> !cute.coord<"3">
      %29 = cute.memref.load(%23, %coord_40) : (!memref_smem_f32_, !cute.coord<"3">) -> f32
      %30 = arith.addf %28, %29 : f32
      %coord_41 = cute.make_coord() : () -> !cute.coord<"4">
      %31 = cute.memref.load(%23, %coord_41) : (!memref_smem_f32_, !cute.coord<"4">) -> f32
      %32 = arith.addf %30, %31 : f32
      %coord_42 = cute.make_coord() : () -> !cute.coord<"5">
      %33 = cute.memref.load(%23, %coord_42) : (!memref_smem_f32_, !cute.coord<"5">) -> f32
      %34 = arith.addf %32, %33 : f32
      %coord_43 = cute.make_coord() : () -> !cute.coord<"6">
      %35 = cute.memref.load(%23, %coord_43) : (!memref_smem_f32_, !cute.coord<"6">) -> f32
      %36 = arith.addf %34, %35 : f32
      %coord_44 = cute.make_coord() : () -> !cute.coord<"7">
      %37 = cute.memref.load(%23, %coord_44) : (!memref_smem_f32_, !cute.coord<"7">) -> f32
      %38 = arith.addf %36, %37 : f32
      %int_tuple_45 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %sz_46 = cute.size(%int_tuple_45) <{mode = [1]}> : (!cute.int_tuple<"(96,5000)">) -> !cute.int_tuple<"5000">
      %e0_47 = cute.get_leaves(%sz_46) : !cute.int_tuple<"5000">
      %cst_48 = arith.constant 5.000000e+03 : f32
      %39 = arith.divf %38, %cst_48 : f32
      %40 = arith.addf %39, %arg4 : f32
      %41 = math.rsqrt %40 : f32
      %42 = arith.cmpi eq, %2, %c0_i32_33 : i32
      %43 = scf.if %42 -> (!memref_gmem_f32_) {
        %iter_52 = cute.get_iter(%arg3) : !memref_gmem_f32_
        %coord_53 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg3, %coord_53, %41) : (!memref_gmem_f32_, !cute.coord<"?">, f32) -> ()
        scf.yield %arg3 : !memref_gmem_f32_
      } else {
        %iter_52 = cute.get_iter(%arg3) : !memref_gmem_f32_
        scf.yield %arg3 : !memref_gmem_f32_
      }
      %iter_49 = cute.get_iter(%43) : !memref_gmem_f32_
      %iter_50 = cute.get_iter(%43) : !memref_gmem_f32_
      %iter_51 = cute.get_iter(%43) : !memref_gmem_f32_
      %44 = scf.for %arg5 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg6 = %10#1) -> (!copy_simt)  : i32 {
        %coord_52 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_53 = cute.get_layout(%arg0) : !memref_gmem_bf16_
        %idx_54 = cute.crd2idx(%coord_52, %lay_53) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_55 = cute.get_iter(%arg0) : !memref_gmem_bf16_
        %ptr_56 = cute.add_offset(%iter_55, %idx_54) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_57 = cute.make_view(%ptr_56) : !memref_gmem_bf16_2
        %iter_58 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %iter_59 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %coord_60 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_61 = cute.get_iter(%view_57) : !memref_gmem_bf16_2
        %45 = cute.get_scalars(%coord_60) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_62 = arith.constant 8 : i32
        %46 = arith.muli %45, %c8_i32_62 : i32
        %iv = cute.assume(%46) : (i32) -> !cute.i32<divby 8>
        %int_tuple_63 = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_64 = cute.add_offset(%iter_61, %int_tuple_63) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_65 = cute.make_view(%ptr_64) : !memref_gmem_bf16_3
        %iter_66 = cute.get_iter(%view_65) : !memref_gmem_bf16_3
        %coord_67 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_68 = cute.get_layout(%arg1) : !memref_gmem_bf16_1
        %idx_69 = cute.crd2idx(%coord_67, %lay_68) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,8192),(96,1)):((0,1),(0,0))">) -> !cute.int_tuple<"0">
        %iter_70 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
        %ptr_71 = cute.add_offset(%iter_70, %idx_69) : (!cute_ptr_6f3445, !cute.int_tuple<"0">) -> !cute_ptr_6f3445
        %view_72 = cute.make_view(%ptr_71) : !memref_gmem_bf16_2
        %iter_73 = cute.get_iter(%view_72) : !memref_gmem_bf16_2
        %iter_74 = cute.get_iter(%view_72) : !memref_gmem_bf16_2
        %coord_75 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_76 = cute.get_iter(%view_72) : !memref_gmem_bf16_2
        %47 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_77 = arith.constant 8 : i32
        %48 = arith.muli %47, %c8_i32_77 : i32
        %iv_78 = cute.assume(%48) : (i32) -> !cute.i32<divby 8>
        %int_tuple_79 = cute.make_int_tuple(%iv_78) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_80 = cute.add_offset(%iter_76, %int_tuple_79) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_81 = cute.make_view(%ptr_80) : !memref_gmem_bf16_3
        %iter_82 = cute.get_iter(%view_81) : !memref_gmem_bf16_3
        %coord_83 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_84 = cute.get_layout(%arg2) : !memref_gmem_bf16_
        %idx_85 = cute.crd2idx(%coord_83, %lay_84) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ba17ea) -> !cute.int_tuple<"?{div=5000}">
        %iter_86 = cute.get_iter(%arg2) : !memref_gmem_bf16_
        %ptr_87 = cute.add_offset(%iter_86, %idx_85) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=5000}">) -> !cute_ptr_6f3445
        %view_88 = cute.make_view(%ptr_87) : !memref_gmem_bf16_2
        %iter_89 = cute.get_iter(%view_88) : !memref_gmem_bf16_2
        %iter_90 = cute.get_iter(%view_88) : !memref_gmem_bf16_2
        %coord_91 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_92 = cute.get_iter(%view_88) : !memref_gmem_bf16_2
        %49 = cute.get_scalars(%coord_91) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_93 = arith.constant 8 : i32
        %50 = arith.muli %49, %c8_i32_93 : i32
        %iv_94 = cute.assume(%50) : (i32) -> !cute.i32<divby 8>
        %int_tuple_95 = cute.make_int_tuple(%iv_94) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
        %ptr_96 = cute.add_offset(%iter_92, %int_tuple_95) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6f3445
        %view_97 = cute.make_view(%ptr_96) : !memref_gmem_bf16_3
        %iter_98 = cute.get_iter(%view_97) : !memref_gmem_bf16_3
        %coord_99 = cute.make_coord(%5, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_100 = cute.get_layout(%0) : !cute_coord_tensor_b6ed2e
        %idx_101 = cute.crd2idx(%coord_99, %lay_100) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_d7fc0d) -> !cute.int_tuple<"(?,0)">
        %iter_102 = cute.get_iter(%0) : !cute_coord_tensor_b6ed2e
        %tup_103 = cute.add_offset(%iter_102, %idx_101) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,0)">
        %view_104 = cute.make_view(%tup_103) : !cute_coord_tensor_8cd4e3
        %iter_105 = cute.get_iter(%view_104) : !cute_coord_tensor_8cd4e3
        %tup_106 = cute.deref_arith_tuple_iter(%iter_105) : !cute.arith_tuple_iter<"(?,0)">
        %e0_107, %e1_108 = cute.get_leaves(%tup_106) : !cute.int_tuple<"(?,0)">
        %51 = cute.get_scalars(%e0_107) : !cute.int_tuple<"?">
        %iter_109 = cute.get_iter(%view_104) : !cute_coord_tensor_8cd4e3
        %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute.arith_tuple_iter<"(?,0)">
        %e0_111, %e1_112 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(?,0)">
        %52 = cute.get_scalars(%e0_111) : !cute.int_tuple<"?">
        %coord_113 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
        %iter_114 = cute.get_iter(%view_104) : !cute_coord_tensor_8cd4e3
        %53 = cute.get_scalars(%coord_113) <{only_dynamic}> : !cute.coord<"?">
        %c8_i32_115 = arith.constant 8 : i32
        %54 = arith.muli %53, %c8_i32_115 : i32
        %iv_116 = cute.assume(%54) : (i32) -> !cute.i32<divby 8>
        %int_tuple_117 = cute.make_int_tuple(%iv_116) : (!cute.i32<divby 8>) -> !cute.int_tuple<"(0,?{div=8})">
        %tup_118 = cute.add_offset(%iter_114, %int_tuple_117) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(0,?{div=8})">) -> !cute_arith_tuple_iter_66b557
        %view_119 = cute.make_view(%tup_118) : !cute_coord_tensor_a108e0
        %iter_120 = cute.get_iter(%view_119) : !cute_coord_tensor_a108e0
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_66b557
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute.int_tuple<"(?,?{div=8})">
        %55 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %56 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=8}">
        %lay_124 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %sz_125 = cute.size(%lay_124) <{mode = [0, 1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_126 = cute.get_leaves(%sz_125) : !cute.int_tuple<"1">
        %lay_127 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %sz_128 = cute.size(%lay_127) <{mode = [1]}> : (!cute_layout_92844a) -> !cute.int_tuple<"1">
        %e0_129 = cute.get_leaves(%sz_128) : !cute.int_tuple<"1">
        %lay_130 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %sz_131 = cute.size(%lay_130) <{mode = [2]}> : (!cute_layout_92844a) -> !cute.int_tuple<"4">
        %e0_132 = cute.get_leaves(%sz_131) : !cute.int_tuple<"4">
        %shape_133 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_134 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_134) : !memref_rmem_i8_
        %iter_135 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %iter_136 = cute.get_iter(%rmem) : !memref_rmem_i8_
        %coord_137 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_138 = cute.get_layout(%view_119) : !cute_coord_tensor_a108e0
        %idx_139 = cute.crd2idx(%coord_137, %lay_138) : (!cute.coord<"((0,0),0,0)">, !cute_layout_680386) -> !cute.int_tuple<"(0,0)">
        %iter_140 = cute.get_iter(%view_119) : !cute_coord_tensor_a108e0
        %tup_141 = cute.add_offset(%iter_140, %idx_139) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_66b557
        %view_142 = cute.make_view(%tup_141) : !cute_coord_tensor_8bc2ea
        %iter_143 = cute.get_iter(%view_142) : !cute_coord_tensor_8bc2ea
        %tup_144 = cute.deref_arith_tuple_iter(%iter_143) : !cute_arith_tuple_iter_66b557
        %e0_145, %e1_146 = cute.get_leaves(%tup_144) : !cute.int_tuple<"(?,?{div=8})">
        %57 = cute.get_scalars(%e0_145) : !cute.int_tuple<"?">
        %58 = cute.get_scalars(%e1_146) : !cute.int_tuple<"?{div=8}">
        %iter_147 = cute.get_iter(%view_142) : !cute_coord_tensor_8bc2ea
        %tup_148 = cute.deref_arith_tuple_iter(%iter_147) : !cute_arith_tuple_iter_66b557
        %e0_149, %e1_150 = cute.get_leaves(%tup_148) : !cute.int_tuple<"(?,?{div=8})">
        %59 = cute.get_scalars(%e0_149) : !cute.int_tuple<"?">
        %60 = cute.get_scalars(%e1_150) : !cute.int_tuple<"?{div=8}">
        %iter_151 = cute.get_iter(%view_142) : !cute_coord_tensor_8bc2ea
        %tup_152 = cute.deref_arith_tuple_iter(%iter_151) : !cute_arith_tuple_iter_66b557
        %e0_153, %e1_154 = cute.get_leaves(%tup_152) : !cute.int_tuple<"(?,?{div=8})">
        %61 = cute.get_scalars(%e0_153) : !cute.int_tuple<"?">
        %62 = cute.get_scalars(%e1_154) : !cute.int_tuple<"?{div=8}">
        %coord_155 = cute.make_coord(%e0_153, %e1_154) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_156 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %63:2 = cute.get_scalars(%coord_155) : !cute.coord<"(?,?{div=8})">
        %64:2 = cute.get_scalars(%coord_156) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %65 = arith.cmpi slt, %63#0, %64#0 : i32
        %66 = arith.andi %true, %65 : i1
        %67 = arith.cmpi slt, %63#1, %64#1 : i32
        %68 = arith.andi %66, %67 : i1
        %69 = arith.extui %68 : i1 to i8
        %coord_157 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        cute.memref.store(%rmem, %coord_157, %69) : (!memref_rmem_i8_, !cute.coord<"(0,0,0)">, i8) -> ()
        %coord_158 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_159 = cute.get_layout(%view_119) : !cute_coord_tensor_a108e0
        %idx_160 = cute.crd2idx(%coord_158, %lay_159) : (!cute.coord<"((0,0),0,1)">, !cute_layout_680386) -> !cute.int_tuple<"(0,2048)">
        %iter_161 = cute.get_iter(%view_119) : !cute_coord_tensor_a108e0
        %tup_162 = cute.add_offset(%iter_161, %idx_160) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,2048)">) -> !cute_arith_tuple_iter_66b557
        %view_163 = cute.make_view(%tup_162) : !cute_coord_tensor_8bc2ea
        %iter_164 = cute.get_iter(%view_163) : !cute_coord_tensor_8bc2ea
        %tup_165 = cute.deref_arith_tuple_iter(%iter_164) : !cute_arith_tuple_iter_66b557
        %e0_166, %e1_167 = cute.get_leaves(%tup_165) : !cute.int_tuple<"(?,?{div=8})">
        %70 = cute.get_scalars(%e0_166) : !cute.int_tuple<"?">
        %71 = cute.get_scalars(%e1_167) : !cute.int_tuple<"?{div=8}">
        %iter_168 = cute.get_iter(%view_163) : !cute_coord_tensor_8bc2ea
        %tup_169 = cute.deref_arith_tuple_iter(%iter_168) : !cute_arith_tuple_iter_66b557
        %e0_170, %e1_171 = cute.get_leaves(%tup_169) : !cute.int_tuple<"(?,?{div=8})">
        %72 = cute.get_scalars(%e0_170) : !cute.int_tuple<"?">
        %73 = cute.get_scalars(%e1_171) : !cute.int_tuple<"?{div=8}">
        %iter_172 = cute.get_iter(%view_163) : !cute_coord_tensor_8bc2ea
        %tup_173 = cute.deref_arith_tuple_iter(%iter_172) : !cute_arith_tuple_iter_66b557
        %e0_174, %e1_175 = cute.get_leaves(%tup_173) : !cute.int_tuple<"(?,?{div=8})">
        %74 = cute.get_scalars(%e0_174) : !cute.int_tuple<"?">
        %75 = cute.get_scalars(%e1_175) : !cute.int_tuple<"?{div=8}">
        %coord_176 = cute.make_coord(%e0_174, %e1_175) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_177 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %76:2 = cute.get_scalars(%coord_176) : !cute.coord<"(?,?{div=8})">
        %77:2 = cute.get_scalars(%coord_177) : !cute.coord<"(96,5000)">
        %true_178 = arith.constant true
        %78 = arith.cmpi slt, %76#0, %77#0 : i32
        %79 = arith.andi %true_178, %78 : i1
        %80 = arith.cmpi slt, %76#1, %77#1 : i32
        %81 = arith.andi %79, %80 : i1
        %82 = arith.extui %81 : i1 to i8
        %coord_179 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        cute.memref.store(%rmem, %coord_179, %82) : (!memref_rmem_i8_, !cute.coord<"(0,0,1)">, i8) -> ()
        %coord_180 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_181 = cute.get_layout(%view_119) : !cute_coord_tensor_a108e0
        %idx_182 = cute.crd2idx(%coord_180, %lay_181) : (!cute.coord<"((0,0),0,2)">, !cute_layout_680386) -> !cute.int_tuple<"(0,4096)">
        %iter_183 = cute.get_iter(%view_119) : !cute_coord_tensor_a108e0
        %tup_184 = cute.add_offset(%iter_183, %idx_182) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,4096)">) -> !cute_arith_tuple_iter_66b557
        %view_185 = cute.make_view(%tup_184) : !cute_coord_tensor_8bc2ea
        %iter_186 = cute.get_iter(%view_185) : !cute_coord_tensor_8bc2ea
        %tup_187 = cute.deref_arith_tuple_iter(%iter_186) : !cute_arith_tuple_iter_66b557
        %e0_188, %e1_189 = cute.get_leaves(%tup_187) : !cute.int_tuple<"(?,?{div=8})">
        %83 = cute.get_scalars(%e0_188) : !cute.int_tuple<"?">
        %84 = cute.get_scalars(%e1_189) : !cute.int_tuple<"?{div=8}">
        %iter_190 = cute.get_iter(%view_185) : !cute_coord_tensor_8bc2ea
        %tup_191 = cute.deref_arith_tuple_iter(%iter_190) : !cute_arith_tuple_iter_66b557
        %e0_192, %e1_193 = cute.get_leaves(%tup_191) : !cute.int_tuple<"(?,?{div=8})">
        %85 = cute.get_scalars(%e0_192) : !cute.int_tuple<"?">
        %86 = cute.get_scalars(%e1_193) : !cute.int_tuple<"?{div=8}">
        %iter_194 = cute.get_iter(%view_185) : !cute_coord_tensor_8bc2ea
        %tup_195 = cute.deref_arith_tuple_iter(%iter_194) : !cute_arith_tuple_iter_66b557
        %e0_196, %e1_197 = cute.get_leaves(%tup_195) : !cute.int_tuple<"(?,?{div=8})">
        %87 = cute.get_scalars(%e0_196) : !cute.int_tuple<"?">
        %88 = cute.get_scalars(%e1_197) : !cute.int_tuple<"?{div=8}">
        %coord_198 = cute.make_coord(%e0_196, %e1_197) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_199 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %89:2 = cute.get_scalars(%coord_198) : !cute.coord<"(?,?{div=8})">
        %90:2 = cute.get_scalars(%coord_199) : !cute.coord<"(96,5000)">
        %true_200 = arith.constant true
        %91 = arith.cmpi slt, %89#0, %90#0 : i32
        %92 = arith.andi %true_200, %91 : i1
        %93 = arith.cmpi slt, %89#1, %90#1 : i32
        %94 = arith.andi %92, %93 : i1
        %95 = arith.extui %94 : i1 to i8
        %coord_201 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        cute.memref.store(%rmem, %coord_201, %95) : (!memref_rmem_i8_, !cute.coord<"(0,0,2)">, i8) -> ()
        %coord_202 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_203 = cute.get_layout(%view_119) : !cute_coord_tensor_a108e0
        %idx_204 = cute.crd2idx(%coord_202, %lay_203) : (!cute.coord<"((0,0),0,3)">, !cute_layout_680386) -> !cute.int_tuple<"(0,6144)">
        %iter_205 = cute.get_iter(%view_119) : !cute_coord_tensor_a108e0
        %tup_206 = cute.add_offset(%iter_205, %idx_204) : (!cute_arith_tuple_iter_66b557, !cute.int_tuple<"(0,6144)">) -> !cute_arith_tuple_iter_66b557
        %view_207 = cute.make_view(%tup_206) : !cute_coord_tensor_8bc2ea
        %iter_208 = cute.get_iter(%view_207) : !cute_coord_tensor_8bc2ea
        %tup_209 = cute.deref_arith_tuple_iter(%iter_208) : !cute_arith_tuple_iter_66b557
        %e0_210, %e1_211 = cute.get_leaves(%tup_209) : !cute.int_tuple<"(?,?{div=8})">
        %96 = cute.get_scalars(%e0_210) : !cute.int_tuple<"?">
        %97 = cute.get_scalars(%e1_211) : !cute.int_tuple<"?{div=8}">
        %iter_212 = cute.get_iter(%view_207) : !cute_coord_tensor_8bc2ea
        %tup_213 = cute.deref_arith_tuple_iter(%iter_212) : !cute_arith_tuple_iter_66b557
        %e0_214, %e1_215 = cute.get_leaves(%tup_213) : !cute.int_tuple<"(?,?{div=8})">
        %98 = cute.get_scalars(%e0_214) : !cute.int_tuple<"?">
        %99 = cute.get_scalars(%e1_215) : !cute.int_tuple<"?{div=8}">
        %iter_216 = cute.get_iter(%view_207) : !cute_coord_tensor_8bc2ea
        %tup_217 = cute.deref_arith_tuple_iter(%iter_216) : !cute_arith_tuple_iter_66b557
        %e0_218, %e1_219 = cute.get_leaves(%tup_217) : !cute.int_tuple<"(?,?{div=8})">
        %100 = cute.get_scalars(%e0_218) : !cute.int_tuple<"?">
        %101 = cute.get_scalars(%e1_219) : !cute.int_tuple<"?{div=8}">
        %coord_220 = cute.make_coord(%e0_218, %e1_219) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
        %coord_221 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %102:2 = cute.get_scalars(%coord_220) : !cute.coord<"(?,?{div=8})">
        %103:2 = cute.get_scalars(%coord_221) : !cute.coord<"(96,5000)">
        %true_222 = arith.constant true
        %104 = arith.cmpi slt, %102#0, %103#0 : i32
        %105 = arith.andi %true_222, %104 : i1
        %106 = arith.cmpi slt, %102#1, %103#1 : i32
        %107 = arith.andi %105, %106 : i1
        %108 = arith.extui %107 : i1 to i8
        %coord_223 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        cute.memref.store(%rmem, %coord_223, %108) : (!memref_rmem_i8_, !cute.coord<"(0,0,3)">, i8) -> ()
        %lay_224 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %lay_225 = cute.make_layout() : !cute_layout_a987c4
        %rmem_226 = cute.memref.alloca(%lay_225) : !memref_rmem_bf16_
        %iter_227 = cute.get_iter(%rmem_226) : !memref_rmem_bf16_
        %iter_228 = cute.get_iter(%rmem_226) : !memref_rmem_bf16_
        %lay_229 = cute.get_layout(%view_81) : !memref_gmem_bf16_3
        %lay_230 = cute.make_layout() : !cute_layout_a987c4
        %rmem_231 = cute.memref.alloca(%lay_230) : !memref_rmem_bf16_
        %iter_232 = cute.get_iter(%rmem_231) : !memref_rmem_bf16_
        %iter_233 = cute.get_iter(%rmem_231) : !memref_rmem_bf16_
        %lay_234 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %lay_235 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %sz_236 = cute.size(%lay_235) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_237 = cute.get_leaves(%sz_236) : !cute.int_tuple<"32">
        %lay_238 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %109 = cute.get_shape(%lay_238) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_239, %e1_240, %e2, %e3 = cute.get_leaves(%109) : !cute.shape<"((8,1),1,4)">
        %int_tuple_241 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_242 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_243 = cute.get_leaves(%int_tuple_242) : !cute.int_tuple<"32">
        %cst_244 = arith.constant 0.000000e+00 : bf16
        %110 = vector.splat %cst_244 : vector<32xbf16>
        %lay_245 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %111 = cute.get_shape(%lay_245) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_246, %e1_247, %e2_248, %e3_249 = cute.get_leaves(%111) : !cute.shape<"((8,1),1,4)">
        %lay_250 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %lay_251 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %112 = cute.get_shape(%lay_251) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_252, %e1_253, %e2_254, %e3_255 = cute.get_leaves(%112) : !cute.shape<"((8,1),1,4)">
        %int_tuple_256 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_257 = cute.size(%int_tuple_256) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_258 = cute.get_leaves(%sz_257) : !cute.int_tuple<"32">
        %int_tuple_259 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_260 = cute.size(%int_tuple_259) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_261 = cute.get_leaves(%sz_260) : !cute.int_tuple<"32">
        cute.memref.store_vec(%110, %rmem_226) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_262 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %lay_263 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %sz_264 = cute.size(%lay_263) : (!cute_layout_a987c4) -> !cute.int_tuple<"32">
        %e0_265 = cute.get_leaves(%sz_264) : !cute.int_tuple<"32">
        %lay_266 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %113 = cute.get_shape(%lay_266) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_267, %e1_268, %e2_269, %e3_270 = cute.get_leaves(%113) : !cute.shape<"((8,1),1,4)">
        %int_tuple_271 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %int_tuple_272 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
        %e0_273 = cute.get_leaves(%int_tuple_272) : !cute.int_tuple<"32">
        %cst_274 = arith.constant 0.000000e+00 : bf16
        %114 = vector.splat %cst_274 : vector<32xbf16>
        %lay_275 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %115 = cute.get_shape(%lay_275) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_276, %e1_277, %e2_278, %e3_279 = cute.get_leaves(%115) : !cute.shape<"((8,1),1,4)">
        %lay_280 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %lay_281 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %116 = cute.get_shape(%lay_281) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_282, %e1_283, %e2_284, %e3_285 = cute.get_leaves(%116) : !cute.shape<"((8,1),1,4)">
        %int_tuple_286 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_287 = cute.size(%int_tuple_286) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_288 = cute.get_leaves(%sz_287) : !cute.int_tuple<"32">
        %int_tuple_289 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_290 = cute.size(%int_tuple_289) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_291 = cute.get_leaves(%sz_290) : !cute.int_tuple<"32">
        cute.memref.store_vec(%114, %rmem_231) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_292 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %117 = cute.get_shape(%lay_292) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_293, %e1_294, %e2_295, %e3_296 = cute.get_leaves(%117) : !cute.shape<"((8,1),1,4)">
        %lay_297 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %118 = cute.get_shape(%lay_297) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_298, %e1_299, %e2_300, %e3_301 = cute.get_leaves(%118) : !cute.shape<"((8,1),1,4)">
        %lay_302 = cute.get_layout(%view_65) : !memref_gmem_bf16_3
        %shape_303 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_304 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_302, %lay_304) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_305 = cute.make_view(%iter_66, %append) : !memref_gmem_bf16_3
        %iter_306 = cute.get_iter(%view_305) : !memref_gmem_bf16_3
        %lay_307 = cute.get_layout(%view_305) : !memref_gmem_bf16_3
        %119 = cute.get_shape(%lay_307) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_308, %e1_309, %e2_310, %e3_311 = cute.get_leaves(%119) : !cute.shape<"((8,1),1,4)">
        %lay_312 = cute.get_layout(%view_305) : !memref_gmem_bf16_3
        %120 = cute.get_shape(%lay_312) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_313, %e1_314, %e2_315, %e3_316 = cute.get_leaves(%120) : !cute.shape<"((8,1),1,4)">
        %iter_317 = cute.get_iter(%view_305) : !memref_gmem_bf16_3
        %view_318 = cute.make_view(%iter_317) : !memref_gmem_bf16_4
        %iter_319 = cute.get_iter(%view_318) : !memref_gmem_bf16_4
        %iter_320 = cute.get_iter(%view_318) : !memref_gmem_bf16_4
        %lay_321 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %shape_322 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_323 = cute.make_layout() : !cute.layout<"1:0">
        %append_324 = cute.append_to_rank<2> (%lay_321, %lay_323) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_325 = cute.make_view(%iter_228, %append_324) : !memref_rmem_bf16_
        %iter_326 = cute.get_iter(%view_325) : !memref_rmem_bf16_
        %lay_327 = cute.get_layout(%view_325) : !memref_rmem_bf16_
        %121 = cute.get_shape(%lay_327) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_328, %e1_329, %e2_330, %e3_331 = cute.get_leaves(%121) : !cute.shape<"((8,1),1,4)">
        %lay_332 = cute.get_layout(%view_325) : !memref_rmem_bf16_
        %122 = cute.get_shape(%lay_332) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_333, %e1_334, %e2_335, %e3_336 = cute.get_leaves(%122) : !cute.shape<"((8,1),1,4)">
        %iter_337 = cute.get_iter(%view_325) : !memref_rmem_bf16_
        %view_338 = cute.make_view(%iter_337) : !memref_rmem_bf16_1
        %iter_339 = cute.get_iter(%view_338) : !memref_rmem_bf16_1
        %iter_340 = cute.get_iter(%view_338) : !memref_rmem_bf16_1
        %lay_341 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_342 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_343 = cute.make_layout() : !cute.layout<"1:0">
        %append_344 = cute.append_to_rank<2> (%lay_341, %lay_343) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_345 = cute.make_view(%iter_136, %append_344) : !memref_rmem_i8_
        %iter_346 = cute.get_iter(%view_345) : !memref_rmem_i8_
        %lay_347 = cute.get_layout(%view_345) : !memref_rmem_i8_
        %123 = cute.get_shape(%lay_347) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_348, %e1_349, %e2_350 = cute.get_leaves(%123) : !cute.shape<"(1,1,4)">
        %lay_351 = cute.get_layout(%view_345) : !memref_rmem_i8_
        %124 = cute.get_shape(%lay_351) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_352, %e1_353, %e2_354 = cute.get_leaves(%124) : !cute.shape<"(1,1,4)">
        %iter_355 = cute.get_iter(%view_345) : !memref_rmem_i8_
        %view_356 = cute.make_view(%iter_355) : !memref_rmem_i8_1
        %iter_357 = cute.get_iter(%view_356) : !memref_rmem_i8_1
        %iter_358 = cute.get_iter(%view_356) : !memref_rmem_i8_1
        %lay_359 = cute.get_layout(%view_318) : !memref_gmem_bf16_4
        %125 = cute.get_shape(%lay_359) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_360, %e1_361, %e2_362, %e3_363 = cute.get_leaves(%125) : !cute.shape<"((8,1),(1,4))">
        %lay_364 = cute.get_layout(%view_338) : !memref_rmem_bf16_1
        %126 = cute.get_shape(%lay_364) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_365, %e1_366, %e2_367, %e3_368 = cute.get_leaves(%126) : !cute.shape<"((8,1),(1,4))">
        %lay_369 = cute.get_layout(%view_318) : !memref_gmem_bf16_4
        %sz_370 = cute.size(%lay_369) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_371 = cute.get_leaves(%sz_370) : !cute.int_tuple<"4">
        %lay_372 = cute.get_layout(%view_338) : !memref_rmem_bf16_1
        %sz_373 = cute.size(%lay_372) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_374 = cute.get_leaves(%sz_373) : !cute.int_tuple<"4">
        %lay_375 = cute.get_layout(%view_318) : !memref_gmem_bf16_4
        %127 = cute.get_shape(%lay_375) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_376, %e1_377, %e2_378, %e3_379 = cute.get_leaves(%127) : !cute.shape<"((8,1),(1,4))">
        %iter_380 = cute.get_iter(%view_318) : !memref_gmem_bf16_4
        %iter_381 = cute.get_iter(%view_338) : !memref_rmem_bf16_1
        %lay_382 = cute.get_layout(%view_318) : !memref_gmem_bf16_4
        %lay_383 = cute.get_layout(%view_338) : !memref_rmem_bf16_1
        %128 = cute.static : !cute.layout<"1:0">
        %append_384 = cute.append_to_rank<2> (%lay_382, %128) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_385 = cute.append_to_rank<2> (%lay_383, %128) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_386 = cute.make_layout() : !cute_layout_8083f9
        %lay_387 = cute.make_layout() : !cute_layout_bb9a85
        %iter_388 = cute.get_iter(%view_356) : !memref_rmem_i8_1
        %lay_389 = cute.get_layout(%view_356) : !memref_rmem_i8_1
        %append_390 = cute.append_to_rank<2> (%lay_389, %128) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_391 = cute.make_layout() : !cute_layout_973764
        %sz_392 = cute.size(%lay_386) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %129 = cute.get_scalars(%sz_392) : !cute.int_tuple<"4">
        %c0_i32_393 = arith.constant 0 : i32
        %c1_i32_394 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_393 to %129 step %c1_i32_394  : i32 {
          %coord_647 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %170 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_648 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_649 = cute.crd2idx(%coord_647, %lay_386) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_650 = cute.add_offset(%iter_380, %idx_649) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_651 = cute.make_view(%ptr_650, %lay_648) : !memref_gmem_bf16_5
          %171 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_652 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_653 = cute.crd2idx(%coord_647, %lay_387) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_654 = cute.add_offset(%iter_381, %idx_653) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_655 = cute.make_view(%ptr_654, %lay_652) : !memref_rmem_bf16_2
          %172 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_656 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_657 = cute.crd2idx(%coord_647, %lay_391) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_658 = cute.add_offset(%iter_388, %idx_657) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_659 = cute.make_view(%ptr_658, %lay_656) : !memref_rmem_i8_2
          %iter_660 = cute.get_iter(%view_651) : !memref_gmem_bf16_5
          %iter_661 = cute.get_iter(%view_655) : !memref_rmem_bf16_2
          %iter_662 = cute.get_iter(%view_659) : !memref_rmem_i8_2
          %173 = builtin.unrealized_conversion_cast %iter_662 : !cute.ptr<i8, rmem> to !llvm.ptr
          %174 = llvm.load %173 : !llvm.ptr -> i8
          %175 = llvm.mlir.constant(0 : i8) : i8
          %176 = llvm.icmp "ne" %174, %175 : i8
          scf.if %176 {
            %177 = builtin.unrealized_conversion_cast %iter_660 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %178 = builtin.unrealized_conversion_cast %iter_661 : !cute_ptr_2914ae to !llvm.ptr
            %179 = llvm.load %177 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %179, %178 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_395 = cute.get_layout(%view_81) : !memref_gmem_bf16_3
        %130 = cute.get_shape(%lay_395) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_396, %e1_397, %e2_398, %e3_399 = cute.get_leaves(%130) : !cute.shape<"((8,1),1,4)">
        %lay_400 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %131 = cute.get_shape(%lay_400) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_401, %e1_402, %e2_403, %e3_404 = cute.get_leaves(%131) : !cute.shape<"((8,1),1,4)">
        %lay_405 = cute.get_layout(%view_81) : !memref_gmem_bf16_3
        %shape_406 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_407 = cute.make_layout() : !cute.layout<"1:0">
        %append_408 = cute.append_to_rank<2> (%lay_405, %lay_407) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_409 = cute.make_view(%iter_82, %append_408) : !memref_gmem_bf16_3
        %iter_410 = cute.get_iter(%view_409) : !memref_gmem_bf16_3
        %lay_411 = cute.get_layout(%view_409) : !memref_gmem_bf16_3
        %132 = cute.get_shape(%lay_411) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_412, %e1_413, %e2_414, %e3_415 = cute.get_leaves(%132) : !cute.shape<"((8,1),1,4)">
        %lay_416 = cute.get_layout(%view_409) : !memref_gmem_bf16_3
        %133 = cute.get_shape(%lay_416) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_417, %e1_418, %e2_419, %e3_420 = cute.get_leaves(%133) : !cute.shape<"((8,1),1,4)">
        %iter_421 = cute.get_iter(%view_409) : !memref_gmem_bf16_3
        %view_422 = cute.make_view(%iter_421) : !memref_gmem_bf16_4
        %iter_423 = cute.get_iter(%view_422) : !memref_gmem_bf16_4
        %iter_424 = cute.get_iter(%view_422) : !memref_gmem_bf16_4
        %lay_425 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %shape_426 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_427 = cute.make_layout() : !cute.layout<"1:0">
        %append_428 = cute.append_to_rank<2> (%lay_425, %lay_427) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_429 = cute.make_view(%iter_233, %append_428) : !memref_rmem_bf16_
        %iter_430 = cute.get_iter(%view_429) : !memref_rmem_bf16_
        %lay_431 = cute.get_layout(%view_429) : !memref_rmem_bf16_
        %134 = cute.get_shape(%lay_431) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_432, %e1_433, %e2_434, %e3_435 = cute.get_leaves(%134) : !cute.shape<"((8,1),1,4)">
        %lay_436 = cute.get_layout(%view_429) : !memref_rmem_bf16_
        %135 = cute.get_shape(%lay_436) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_437, %e1_438, %e2_439, %e3_440 = cute.get_leaves(%135) : !cute.shape<"((8,1),1,4)">
        %iter_441 = cute.get_iter(%view_429) : !memref_rmem_bf16_
        %view_442 = cute.make_view(%iter_441) : !memref_rmem_bf16_1
        %iter_443 = cute.get_iter(%view_442) : !memref_rmem_bf16_1
        %iter_444 = cute.get_iter(%view_442) : !memref_rmem_bf16_1
        %lay_445 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_446 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_447 = cute.make_layout() : !cute.layout<"1:0">
        %append_448 = cute.append_to_rank<2> (%lay_445, %lay_447) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_449 = cute.make_view(%iter_136, %append_448) : !memref_rmem_i8_
        %iter_450 = cute.get_iter(%view_449) : !memref_rmem_i8_
        %lay_451 = cute.get_layout(%view_449) : !memref_rmem_i8_
        %136 = cute.get_shape(%lay_451) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_452, %e1_453, %e2_454 = cute.get_leaves(%136) : !cute.shape<"(1,1,4)">
        %lay_455 = cute.get_layout(%view_449) : !memref_rmem_i8_
        %137 = cute.get_shape(%lay_455) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_456, %e1_457, %e2_458 = cute.get_leaves(%137) : !cute.shape<"(1,1,4)">
        %iter_459 = cute.get_iter(%view_449) : !memref_rmem_i8_
        %view_460 = cute.make_view(%iter_459) : !memref_rmem_i8_1
        %iter_461 = cute.get_iter(%view_460) : !memref_rmem_i8_1
        %iter_462 = cute.get_iter(%view_460) : !memref_rmem_i8_1
        %lay_463 = cute.get_layout(%view_422) : !memref_gmem_bf16_4
        %138 = cute.get_shape(%lay_463) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_464, %e1_465, %e2_466, %e3_467 = cute.get_leaves(%138) : !cute.shape<"((8,1),(1,4))">
        %lay_468 = cute.get_layout(%view_442) : !memref_rmem_bf16_1
        %139 = cute.get_shape(%lay_468) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_469, %e1_470, %e2_471, %e3_472 = cute.get_leaves(%139) : !cute.shape<"((8,1),(1,4))">
        %lay_473 = cute.get_layout(%view_422) : !memref_gmem_bf16_4
        %sz_474 = cute.size(%lay_473) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_475 = cute.get_leaves(%sz_474) : !cute.int_tuple<"4">
        %lay_476 = cute.get_layout(%view_442) : !memref_rmem_bf16_1
        %sz_477 = cute.size(%lay_476) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_478 = cute.get_leaves(%sz_477) : !cute.int_tuple<"4">
        %lay_479 = cute.get_layout(%view_422) : !memref_gmem_bf16_4
        %140 = cute.get_shape(%lay_479) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_480, %e1_481, %e2_482, %e3_483 = cute.get_leaves(%140) : !cute.shape<"((8,1),(1,4))">
        %iter_484 = cute.get_iter(%view_422) : !memref_gmem_bf16_4
        %iter_485 = cute.get_iter(%view_442) : !memref_rmem_bf16_1
        %lay_486 = cute.get_layout(%view_422) : !memref_gmem_bf16_4
        %lay_487 = cute.get_layout(%view_442) : !memref_rmem_bf16_1
        %141 = cute.static : !cute.layout<"1:0">
        %append_488 = cute.append_to_rank<2> (%lay_486, %141) : !cute_layout_e303c3, !cute.layout<"1:0">
        %append_489 = cute.append_to_rank<2> (%lay_487, %141) : !cute_layout_3eb484, !cute.layout<"1:0">
        %lay_490 = cute.make_layout() : !cute_layout_8083f9
        %lay_491 = cute.make_layout() : !cute_layout_bb9a85
        %iter_492 = cute.get_iter(%view_460) : !memref_rmem_i8_1
        %lay_493 = cute.get_layout(%view_460) : !memref_rmem_i8_1
        %append_494 = cute.append_to_rank<2> (%lay_493, %141) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_495 = cute.make_layout() : !cute_layout_973764
        %sz_496 = cute.size(%lay_490) <{mode = [1]}> : (!cute_layout_8083f9) -> !cute.int_tuple<"4">
        %142 = cute.get_scalars(%sz_496) : !cute.int_tuple<"4">
        %c0_i32_497 = arith.constant 0 : i32
        %c1_i32_498 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_497 to %142 step %c1_i32_498  : i32 {
          %coord_647 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %170 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_648 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_649 = cute.crd2idx(%coord_647, %lay_490) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_650 = cute.add_offset(%iter_484, %idx_649) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_651 = cute.make_view(%ptr_650, %lay_648) : !memref_gmem_bf16_5
          %171 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_652 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_653 = cute.crd2idx(%coord_647, %lay_491) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_654 = cute.add_offset(%iter_485, %idx_653) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_655 = cute.make_view(%ptr_654, %lay_652) : !memref_rmem_bf16_2
          %172 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_656 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_657 = cute.crd2idx(%coord_647, %lay_495) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_658 = cute.add_offset(%iter_492, %idx_657) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_659 = cute.make_view(%ptr_658, %lay_656) : !memref_rmem_i8_2
          %iter_660 = cute.get_iter(%view_651) : !memref_gmem_bf16_5
          %iter_661 = cute.get_iter(%view_655) : !memref_rmem_bf16_2
          %iter_662 = cute.get_iter(%view_659) : !memref_rmem_i8_2
          %173 = builtin.unrealized_conversion_cast %iter_662 : !cute.ptr<i8, rmem> to !llvm.ptr
          %174 = llvm.load %173 : !llvm.ptr -> i8
          %175 = llvm.mlir.constant(0 : i8) : i8
          %176 = llvm.icmp "ne" %174, %175 : i8
          scf.if %176 {
            %177 = builtin.unrealized_conversion_cast %iter_660 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %178 = builtin.unrealized_conversion_cast %iter_661 : !cute_ptr_2914ae to !llvm.ptr
            %179 = llvm.load %177 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %179, %178 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {llvm.loop_annotation = #loop_annotation}
        %lay_499 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %143 = cute.get_shape(%lay_499) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_500, %e1_501, %e2_502, %e3_503 = cute.get_leaves(%143) : !cute.shape<"((8,1),1,4)">
        %lay_504 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %144 = cute.memref.load_vec(%rmem_226) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_505 = cute.get_layout(%rmem_226) : !memref_rmem_bf16_
        %145 = cute.get_shape(%lay_505) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_506, %e1_507, %e2_508, %e3_509 = cute.get_leaves(%145) : !cute.shape<"((8,1),1,4)">
        %146 = arith.extf %144 : vector<32xbf16> to vector<32xf32>
        %147 = vector.broadcast %41 : f32 to vector<32xf32>
        %148 = arith.mulf %146, %147 : vector<32xf32>
        %lay_510 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %149 = cute.get_shape(%lay_510) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_511, %e1_512, %e2_513, %e3_514 = cute.get_leaves(%149) : !cute.shape<"((8,1),1,4)">
        %lay_515 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %150 = cute.memref.load_vec(%rmem_231) : (!memref_rmem_bf16_) -> vector<32xbf16>
        %lay_516 = cute.get_layout(%rmem_231) : !memref_rmem_bf16_
        %151 = cute.get_shape(%lay_516) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_517, %e1_518, %e2_519, %e3_520 = cute.get_leaves(%151) : !cute.shape<"((8,1),1,4)">
        %152 = arith.extf %150 : vector<32xbf16> to vector<32xf32>
        %153 = arith.mulf %148, %152 : vector<32xf32>
        %lay_521 = cute.get_layout(%view_97) : !memref_gmem_bf16_3
        %lay_522 = cute.make_layout() : !cute_layout_a987c4
        %rmem_523 = cute.memref.alloca(%lay_522) : !memref_rmem_bf16_
        %iter_524 = cute.get_iter(%rmem_523) : !memref_rmem_bf16_
        %iter_525 = cute.get_iter(%rmem_523) : !memref_rmem_bf16_
        %154 = arith.truncf %153 : vector<32xf32> to vector<32xbf16>
        %lay_526 = cute.get_layout(%rmem_523) : !memref_rmem_bf16_
        %155 = cute.get_shape(%lay_526) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_527, %e1_528, %e2_529, %e3_530 = cute.get_leaves(%155) : !cute.shape<"((8,1),1,4)">
        %lay_531 = cute.get_layout(%rmem_523) : !memref_rmem_bf16_
        %lay_532 = cute.get_layout(%rmem_523) : !memref_rmem_bf16_
        %156 = cute.get_shape(%lay_532) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_533, %e1_534, %e2_535, %e3_536 = cute.get_leaves(%156) : !cute.shape<"((8,1),1,4)">
        %int_tuple_537 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_538 = cute.size(%int_tuple_537) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_539 = cute.get_leaves(%sz_538) : !cute.int_tuple<"32">
        %int_tuple_540 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,1),1,4)">
        %sz_541 = cute.size(%int_tuple_540) : (!cute.int_tuple<"((8,1),1,4)">) -> !cute.int_tuple<"32">
        %e0_542 = cute.get_leaves(%sz_541) : !cute.int_tuple<"32">
        cute.memref.store_vec(%154, %rmem_523) : (vector<32xbf16>, !memref_rmem_bf16_) -> ()
        %lay_543 = cute.get_layout(%rmem_523) : !memref_rmem_bf16_
        %157 = cute.get_shape(%lay_543) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_544, %e1_545, %e2_546, %e3_547 = cute.get_leaves(%157) : !cute.shape<"((8,1),1,4)">
        %lay_548 = cute.get_layout(%view_97) : !memref_gmem_bf16_3
        %158 = cute.get_shape(%lay_548) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_549, %e1_550, %e2_551, %e3_552 = cute.get_leaves(%158) : !cute.shape<"((8,1),1,4)">
        %lay_553 = cute.get_layout(%rmem_523) : !memref_rmem_bf16_
        %shape_554 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_555 = cute.make_layout() : !cute.layout<"1:0">
        %append_556 = cute.append_to_rank<2> (%lay_553, %lay_555) : !cute_layout_a987c4, !cute.layout<"1:0">
        %view_557 = cute.make_view(%iter_525, %append_556) : !memref_rmem_bf16_
        %iter_558 = cute.get_iter(%view_557) : !memref_rmem_bf16_
        %lay_559 = cute.get_layout(%view_557) : !memref_rmem_bf16_
        %159 = cute.get_shape(%lay_559) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_560, %e1_561, %e2_562, %e3_563 = cute.get_leaves(%159) : !cute.shape<"((8,1),1,4)">
        %lay_564 = cute.get_layout(%view_557) : !memref_rmem_bf16_
        %160 = cute.get_shape(%lay_564) : (!cute_layout_a987c4) -> !cute.shape<"((8,1),1,4)">
        %e0_565, %e1_566, %e2_567, %e3_568 = cute.get_leaves(%160) : !cute.shape<"((8,1),1,4)">
        %iter_569 = cute.get_iter(%view_557) : !memref_rmem_bf16_
        %view_570 = cute.make_view(%iter_569) : !memref_rmem_bf16_1
        %iter_571 = cute.get_iter(%view_570) : !memref_rmem_bf16_1
        %iter_572 = cute.get_iter(%view_570) : !memref_rmem_bf16_1
        %lay_573 = cute.get_layout(%view_97) : !memref_gmem_bf16_3
        %shape_574 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_575 = cute.make_layout() : !cute.layout<"1:0">
        %append_576 = cute.append_to_rank<2> (%lay_573, %lay_575) : !cute_layout_92844a, !cute.layout<"1:0">
        %view_577 = cute.make_view(%iter_98, %append_576) : !memref_gmem_bf16_3
        %iter_578 = cute.get_iter(%view_577) : !memref_gmem_bf16_3
        %lay_579 = cute.get_layout(%view_577) : !memref_gmem_bf16_3
        %161 = cute.get_shape(%lay_579) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_580, %e1_581, %e2_582, %e3_583 = cute.get_leaves(%161) : !cute.shape<"((8,1),1,4)">
        %lay_584 = cute.get_layout(%view_577) : !memref_gmem_bf16_3
        %162 = cute.get_shape(%lay_584) : (!cute_layout_92844a) -> !cute.shape<"((8,1),1,4)">
        %e0_585, %e1_586, %e2_587, %e3_588 = cute.get_leaves(%162) : !cute.shape<"((8,1),1,4)">
        %iter_589 = cute.get_iter(%view_577) : !memref_gmem_bf16_3
        %view_590 = cute.make_view(%iter_589) : !memref_gmem_bf16_4
        %iter_591 = cute.get_iter(%view_590) : !memref_gmem_bf16_4
        %iter_592 = cute.get_iter(%view_590) : !memref_gmem_bf16_4
        %lay_593 = cute.get_layout(%rmem) : !memref_rmem_i8_
        %shape_594 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_595 = cute.make_layout() : !cute.layout<"1:0">
        %append_596 = cute.append_to_rank<2> (%lay_593, %lay_595) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_597 = cute.make_view(%iter_136, %append_596) : !memref_rmem_i8_
        %iter_598 = cute.get_iter(%view_597) : !memref_rmem_i8_
        %lay_599 = cute.get_layout(%view_597) : !memref_rmem_i8_
        %163 = cute.get_shape(%lay_599) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_600, %e1_601, %e2_602 = cute.get_leaves(%163) : !cute.shape<"(1,1,4)">
        %lay_603 = cute.get_layout(%view_597) : !memref_rmem_i8_
        %164 = cute.get_shape(%lay_603) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_604, %e1_605, %e2_606 = cute.get_leaves(%164) : !cute.shape<"(1,1,4)">
        %iter_607 = cute.get_iter(%view_597) : !memref_rmem_i8_
        %view_608 = cute.make_view(%iter_607) : !memref_rmem_i8_1
        %iter_609 = cute.get_iter(%view_608) : !memref_rmem_i8_1
        %iter_610 = cute.get_iter(%view_608) : !memref_rmem_i8_1
        %lay_611 = cute.get_layout(%view_570) : !memref_rmem_bf16_1
        %165 = cute.get_shape(%lay_611) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_612, %e1_613, %e2_614, %e3_615 = cute.get_leaves(%165) : !cute.shape<"((8,1),(1,4))">
        %lay_616 = cute.get_layout(%view_590) : !memref_gmem_bf16_4
        %166 = cute.get_shape(%lay_616) : (!cute_layout_e303c3) -> !cute.shape<"((8,1),(1,4))">
        %e0_617, %e1_618, %e2_619, %e3_620 = cute.get_leaves(%166) : !cute.shape<"((8,1),(1,4))">
        %lay_621 = cute.get_layout(%view_570) : !memref_rmem_bf16_1
        %sz_622 = cute.size(%lay_621) <{mode = [1]}> : (!cute_layout_3eb484) -> !cute.int_tuple<"4">
        %e0_623 = cute.get_leaves(%sz_622) : !cute.int_tuple<"4">
        %lay_624 = cute.get_layout(%view_590) : !memref_gmem_bf16_4
        %sz_625 = cute.size(%lay_624) <{mode = [1]}> : (!cute_layout_e303c3) -> !cute.int_tuple<"4">
        %e0_626 = cute.get_leaves(%sz_625) : !cute.int_tuple<"4">
        %lay_627 = cute.get_layout(%view_570) : !memref_rmem_bf16_1
        %167 = cute.get_shape(%lay_627) : (!cute_layout_3eb484) -> !cute.shape<"((8,1),(1,4))">
        %e0_628, %e1_629, %e2_630, %e3_631 = cute.get_leaves(%167) : !cute.shape<"((8,1),(1,4))">
        %iter_632 = cute.get_iter(%view_570) : !memref_rmem_bf16_1
        %iter_633 = cute.get_iter(%view_590) : !memref_gmem_bf16_4
        %lay_634 = cute.get_layout(%view_570) : !memref_rmem_bf16_1
        %lay_635 = cute.get_layout(%view_590) : !memref_gmem_bf16_4
        %168 = cute.static : !cute.layout<"1:0">
        %append_636 = cute.append_to_rank<2> (%lay_634, %168) : !cute_layout_3eb484, !cute.layout<"1:0">
        %append_637 = cute.append_to_rank<2> (%lay_635, %168) : !cute_layout_e303c3, !cute.layout<"1:0">
        %lay_638 = cute.make_layout() : !cute_layout_bb9a85
        %lay_639 = cute.make_layout() : !cute_layout_8083f9
        %iter_640 = cute.get_iter(%view_608) : !memref_rmem_i8_1
        %lay_641 = cute.get_layout(%view_608) : !memref_rmem_i8_1
        %append_642 = cute.append_to_rank<2> (%lay_641, %168) : !cute_layout_28acc4, !cute.layout<"1:0">
        %lay_643 = cute.make_layout() : !cute_layout_973764
        %sz_644 = cute.size(%lay_638) <{mode = [1]}> : (!cute_layout_bb9a85) -> !cute.int_tuple<"4">
        %169 = cute.get_scalars(%sz_644) : !cute.int_tuple<"4">
        %c0_i32_645 = arith.constant 0 : i32
        %c1_i32_646 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_645 to %169 step %c1_i32_646  : i32 {
          %coord_647 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %170 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_648 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_649 = cute.crd2idx(%coord_647, %lay_638) : (!cute.coord<"(_,?)">, !cute_layout_bb9a85) -> !cute.int_tuple<"?{div=8}">
          %ptr_650 = cute.add_offset(%iter_632, %idx_649) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
          %view_651 = cute.make_view(%ptr_650, %lay_648) : !memref_rmem_bf16_2
          %171 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_652 = cute.make_layout() : !cute.layout<"((8,1)):((1,0))">
          %idx_653 = cute.crd2idx(%coord_647, %lay_639) : (!cute.coord<"(_,?)">, !cute_layout_8083f9) -> !cute.int_tuple<"?{div=2048}">
          %ptr_654 = cute.add_offset(%iter_633, %idx_653) : (!cute_ptr_6f3445, !cute.int_tuple<"?{div=2048}">) -> !cute_ptr_6f3445
          %view_655 = cute.make_view(%ptr_654, %lay_652) : !memref_gmem_bf16_5
          %172 = cute.get_scalars(%coord_647) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_656 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_657 = cute.crd2idx(%coord_647, %lay_643) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_658 = cute.add_offset(%iter_640, %idx_657) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_659 = cute.make_view(%ptr_658, %lay_656) : !memref_rmem_i8_2
          %iter_660 = cute.get_iter(%view_651) : !memref_rmem_bf16_2
          %iter_661 = cute.get_iter(%view_655) : !memref_gmem_bf16_5
          %iter_662 = cute.get_iter(%view_659) : !memref_rmem_i8_2
          %173 = builtin.unrealized_conversion_cast %iter_662 : !cute.ptr<i8, rmem> to !llvm.ptr
          %174 = llvm.load %173 : !llvm.ptr -> i8
          %175 = llvm.mlir.constant(0 : i8) : i8
          %176 = llvm.icmp "ne" %174, %175 : i8
          scf.if %176 {
            %177 = builtin.unrealized_conversion_cast %iter_660 : !cute_ptr_2914ae to !llvm.ptr
            %178 = builtin.unrealized_conversion_cast %iter_661 : !cute_ptr_6f3445 to !llvm.ptr<1>
            %179 = llvm.load %177 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %179, %178 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {llvm.loop_annotation = #loop_annotation}
        scf.yield %arg6 : !copy_simt
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0: !memref_gmem_bf16_6, %arg1: !memref_gmem_bf16_7, %arg2: !memref_gmem_bf16_6, %arg3: !memref_gmem_f32_, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_7
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_6
    %iter_2 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_6
    %iter_4 = cute.get_iter(%arg1) : !memref_gmem_bf16_7
    %iter_5 = cute.get_iter(%arg2) : !memref_gmem_bf16_6
    %iter_6 = cute.get_iter(%arg3) : !memref_gmem_f32_
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_6
    %0 = cute.get_stride(%lay) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.stride<"(5000,1)">
    %1 = cute.get_shape(%lay) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_7, %e1_8 = cute.get_leaves(%1) : !cute.shape<"(96,5000)">
    %shape = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_9 = cute.make_layout() : !cute_layout_5d1655
    %view = cute.make_view(%iter_3, %lay_9) : !memref_gmem_bf16_6
    %iter_10 = cute.get_iter(%view) : !memref_gmem_bf16_6
    %lay_11 = cute.get_layout(%arg2) : !memref_gmem_bf16_6
    %2 = cute.get_stride(%lay_11) : (!cute_layout_5d1655) -> !cute.stride<"(5000,1)">
    %e0_12, %e1_13 = cute.get_leaves(%2) : !cute.stride<"(5000,1)">
    %3 = cute.get_shape(%lay_11) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_14, %e1_15 = cute.get_leaves(%3) : !cute.shape<"(96,5000)">
    %shape_16 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_17 = cute.make_stride() : () -> !cute.stride<"(5000,1)">
    %lay_18 = cute.make_layout() : !cute_layout_5d1655
    %view_19 = cute.make_view(%iter_5, %lay_18) : !memref_gmem_bf16_6
    %iter_20 = cute.get_iter(%view_19) : !memref_gmem_bf16_6
    %lay_21 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %4 = cute.get_shape(%lay_21) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_22, %e1_23 = cute.get_leaves(%4) : !cute.shape<"(96,5000)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(0,1)">
    %lay_26 = cute.make_layout() : !cute.layout<"(96,5000):(0,1)">
    %view_27 = cute.make_view(%iter_4, %lay_26) : !memref_gmem_bf16_8
    %iter_28 = cute.get_iter(%view_27) : !memref_gmem_bf16_8
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_29 = cute.get_iter(%view) : !memref_gmem_bf16_6
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_bf16_
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_bf16_
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_bf16_
    %tile_33 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_34 = cute.get_iter(%view_27) : !memref_gmem_bf16_8
    %view_35 = cute.make_view(%iter_34) : !memref_gmem_bf16_1
    %iter_36 = cute.get_iter(%view_35) : !memref_gmem_bf16_1
    %iter_37 = cute.get_iter(%view_35) : !memref_gmem_bf16_1
    %tile_38 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_39 = cute.get_iter(%view_19) : !memref_gmem_bf16_6
    %view_40 = cute.make_view(%iter_39) : !memref_gmem_bf16_
    %iter_41 = cute.get_iter(%view_40) : !memref_gmem_bf16_
    %iter_42 = cute.get_iter(%view_40) : !memref_gmem_bf16_
    %lay_43 = cute.get_layout(%view) : !memref_gmem_bf16_6
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
    %tile_53 = cute.make_tile() : () -> !cute.tile<"[1:0;8192:1]">
    %iter_54 = cute.get_iter(%view_49) : !cute_coord_tensor_15c8d6
    %view_55 = cute.make_view(%iter_54) : !cute_coord_tensor_b6ed2e
    %iter_56 = cute.get_iter(%view_55) : !cute_coord_tensor_b6ed2e
    %tup_57 = cute.deref_arith_tuple_iter(%iter_56) : !cute.arith_tuple_iter<"(0,0)">
    %e0_58, %e1_59 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(0,0)">
    %iter_60 = cute.get_iter(%view_55) : !cute_coord_tensor_b6ed2e
    %tup_61 = cute.deref_arith_tuple_iter(%iter_60) : !cute.arith_tuple_iter<"(0,0)">
    %e0_62, %e1_63 = cute.get_leaves(%tup_61) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(1,256)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_65 = cute.make_layout() : !cute.layout<"(1,256):(0,1)">
    %shape_66 = cute.make_shape() : () -> !cute.shape<"(1,8)">
    %int_tuple_67 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_68 = cute.make_layout() : !cute.layout<"(1,8):(0,1)">
    %lay_69 = cute.make_layout() : !cute_layout_7589d3
    %sz = cute.size(%lay_65) : (!cute.layout<"(1,256):(0,1)">) -> !cute.int_tuple<"256">
    %e0_70 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_71 = cute.size(%lay_68) : (!cute.layout<"(1,8):(0,1)">) -> !cute.int_tuple<"8">
    %e0_72 = cute.get_leaves(%sz_71) : !cute.int_tuple<"8">
    %shape_73 = cute.make_shape() : () -> !cute.shape<"(256,8)">
    %lay_74 = cute.make_layout() : !cute.layout<"(256,8):(1,256)">
    %rinv = cute.right_inverse(%lay_69) : (!cute_layout_7589d3) -> !cute.layout<"(256,8):(8,1)">
    %lay_75 = cute.make_layout() : !cute.layout<"(256,8):(8,1)">
    %6 = cute.get_shape(%lay_69) : (!cute_layout_7589d3) -> !cute.shape<"(1,(8,256))">
    %e0_76, %e1_77, %e2 = cute.get_leaves(%6) : !cute.shape<"(1,(8,256))">
    %int_tuple_78 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(8,256))">
    %int_tuple_79 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2048)">
    %e0_80, %e1_81 = cute.get_leaves(%int_tuple_79) : !cute.int_tuple<"(1,2048)">
    %tile_82 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %7 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_83 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %8 = cute.get_shape(%lay_83) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_84, %e1_85 = cute.get_leaves(%8) : !cute.shape<"(96,5000)">
    %lay_86 = cute.get_layout(%view) : !memref_gmem_bf16_6
    %sz_87 = cute.size(%lay_86) <{mode = [0]}> : (!cute_layout_5d1655) -> !cute.int_tuple<"96">
    %e0_88 = cute.get_leaves(%sz_87) : !cute.int_tuple<"96">
    %lay_89 = cute.get_layout(%view_30) : !memref_gmem_bf16_
    %lay_90 = cute.get_layout(%view_35) : !memref_gmem_bf16_1
    %lay_91 = cute.get_layout(%view_40) : !memref_gmem_bf16_
    %lay_92 = cute.get_layout(%arg3) : !memref_gmem_f32_
    %lay_93 = cute.get_layout(%view_55) : !cute_coord_tensor_b6ed2e
    %9 = cute.static : !cute.tile<"[1:0;2048:1]">
    %e0_94, %e1_95 = cute.get_leaves(%9) : !cute.tile<"[1:0;2048:1]">
    %10 = cute.static : !cute.layout<"(256,8):(8,1)">
    %11 = cute.static : !cute.layout<"1:0">
    %12 = cute.static : !cute.layout<"(1,8):(0,1)">
    %13 = cute.static : !cute.layout<"(1,8):(0,1)">
    %c96_i32 = arith.constant 96 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %14 = arith.cmpi sgt, %c96_i32, %c232448_i32 : i32
    scf.if %14 {
      %19 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %20 = llvm.getelementptr %19[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %21 = llvm.call @printf(%20, %c96_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %15 = arith.extsi %c96_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32_96 = arith.constant 96 : i32
    %16 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %15, gridDim = (%c96_i32_96, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%16] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_97 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%16] %c0_i32_97 : !cuda.launch_cfg<max_attrs = 3>, i32
    %17 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%16> (%view_30, %view_35, %view_40, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_1, !memref_gmem_bf16_, !memref_gmem_f32_, f32) -> !cuda.result
    %18 = cuda.cast %17 : !cuda.result -> i32
    cuda.return_if_error %18 : i32
    %c0_i32_98 = arith.constant 0 : i32
    return %c0_i32_98 : i32
  }
}
