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
!cute_layout_0ca2ab = !cute.layout<"(96,5000):(1@0,1@1)">
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
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(5000,2048))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((1,2048),(96,3)):((0,1),(0,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(96):(1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(1,2048):(0,1)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "((4,1),1,4):((1,0),0,512)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,4)):((1,0),(0,512))">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, align<16>, "(96,5000):(5000,1)">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(5000):(1)">
!memref_gmem_f32_9 = !cute.memref<f32, gmem, align<16>, "(96,5000):(0,1)">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((4,1),1,4):((1,0),0,4)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((4,1),(1,4)):((1,0),(0,4))">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<16>, "((4,1)):((1,0))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,1,4):(0,0,1)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(0,(0,1))">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, "(1):(0)">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "4:1">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "16:1">
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !memref_gmem_f32, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32, %arg3: !memref_gmem_f32_2, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %0 = cute.ptrtoint(%smem_ptr) : !cute_ptr_9af6a0 to i32
      %1 = cute_nvgpu.arch.make_warp_uniform(%0) : i32
      %2 = arith.extui %1 : i32 to i64
      %iv = cute.assume(%2) : (i64) -> !cute.i64<divby 1024>
      %3 = cute.inttoptr(%iv) : !cute.i64<divby 1024> to !cute_ptr_9af6a0
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%3, %int_tuple) : (!cute_ptr_9af6a0, !cute.int_tuple<"0">) -> !cute_ptr_9af6a0
      %4 = cute.ptrtoint(%ptr) : !cute_ptr_9af6a0 to i64
      %iv_0 = cute.assume(%4) : (i64) -> !cute.i64<divby 16>
      %5 = cute.inttoptr(%iv_0) : !cute.i64<divby 16> to !cute.ptr<i8, smem, align<16>>
      %view = cute.make_view(%5) : !memref_smem_i8
      %6 = cute.static : !cute_coord_tensor_511bd0
      %7 = cute.static : !copy_simt
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_1 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_2 = cute.get_iter(%arg2) : !memref_gmem_f32
      %iter_3 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_4 = cute.get_iter(%6) : !cute_coord_tensor_511bd0
      %tup = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_5 = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_6 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_7 = cute.get_iter(%arg2) : !memref_gmem_f32
      %iter_8 = cute.get_iter(%arg3) : !memref_gmem_f32_2
      %iter_9 = cute.get_iter(%6) : !cute_coord_tensor_511bd0
      %tup_10 = cute.deref_arith_tuple_iter(%iter_9) : !cute.arith_tuple_iter<"(0,0)">
      %e0_11, %e1_12 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32
      %lay_13 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_14 = cute.get_layout(%arg2) : !memref_gmem_f32
      %lay_15 = cute.get_layout(%arg3) : !memref_gmem_f32_2
      %lay_16 = cute.get_layout(%6) : !cute_coord_tensor_511bd0
      %8 = nvvm.read.ptx.sreg.tid.x : i32
      %9 = nvvm.read.ptx.sreg.tid.y : i32
      %10 = nvvm.read.ptx.sreg.tid.z : i32
      %11 = nvvm.read.ptx.sreg.ctaid.x : i32
      %12 = nvvm.read.ptx.sreg.ctaid.y : i32
      %13 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c32_i32 = arith.constant 32 : i32
      %14 = arith.remsi %8, %c32_i32 : i32
      %15 = arith.floordivsi %8, %c32_i32 : i32
      %lay_17 = cute.get_layout(%arg0) : !memref_gmem_f32
      %16 = cute.get_shape(%lay_17) : (!cute_layout_2b275f) -> !cute.shape<"((1,2048),(96,3))">
      %shape = cute.make_shape() : () -> !cute.shape<"3">
      %itup = cute.to_int_tuple(%shape) : !cute.shape<"3"> to !cute.int_tuple<"3">
      %e0_18 = cute.get_leaves(%itup) : !cute.int_tuple<"3">
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %17:2 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %7) -> (f32, !copy_simt)  : i32 {
        %coord_62 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_63 = cute.get_layout(%arg0) : !memref_gmem_f32
        %idx_64 = cute.crd2idx(%coord_62, %lay_63) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_65 = cute.get_iter(%arg0) : !memref_gmem_f32
        %ptr_66 = cute.add_offset(%iter_65, %idx_64) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_67 = cute.make_view(%ptr_66) : !memref_gmem_f32_3
        %iter_68 = cute.get_iter(%view_67) : !memref_gmem_f32_3
        %iter_69 = cute.get_iter(%view_67) : !memref_gmem_f32_3
        %coord_70 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_71 = cute.get_iter(%view_67) : !memref_gmem_f32_3
        %47 = cute.get_scalars(%coord_70) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_72 = arith.constant 4 : i32
        %48 = arith.muli %47, %c4_i32_72 overflow<nsw> : i32
        %iv_73 = cute.assume(%48) : (i32) -> !cute.i32<divby 4>
        %int_tuple_74 = cute.make_int_tuple(%iv_73) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_75 = cute.add_offset(%iter_71, %int_tuple_74) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_76 = cute.make_view(%ptr_75) : !memref_gmem_f32_4
        %iter_77 = cute.get_iter(%view_76) : !memref_gmem_f32_4
        %coord_78 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_79 = cute.get_layout(%6) : !cute_coord_tensor_511bd0
        %idx_80 = cute.crd2idx(%coord_78, %lay_79) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
        %iter_81 = cute.get_iter(%6) : !cute_coord_tensor_511bd0
        %tup_82 = cute.add_offset(%iter_81, %idx_80) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
        %view_83 = cute.make_view(%tup_82) : !cute_coord_tensor_029b8b
        %iter_84 = cute.get_iter(%view_83) : !cute_coord_tensor_029b8b
        %tup_85 = cute.deref_arith_tuple_iter(%iter_84) : !cute_arith_tuple_iter_aaefeb
        %e0_86, %e1_87 = cute.get_leaves(%tup_85) : !cute_int_tuple_530818
        %49 = cute.get_scalars(%e0_86) : !cute.int_tuple<"?">
        %50 = cute.get_scalars(%e1_87) : !cute.int_tuple<"?{div=2048}">
        %iter_88 = cute.get_iter(%view_83) : !cute_coord_tensor_029b8b
        %tup_89 = cute.deref_arith_tuple_iter(%iter_88) : !cute_arith_tuple_iter_aaefeb
        %e0_90, %e1_91 = cute.get_leaves(%tup_89) : !cute_int_tuple_530818
        %51 = cute.get_scalars(%e0_90) : !cute.int_tuple<"?">
        %52 = cute.get_scalars(%e1_91) : !cute.int_tuple<"?{div=2048}">
        %coord_92 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_93 = cute.get_iter(%view_83) : !cute_coord_tensor_029b8b
        %53 = cute.get_scalars(%coord_92) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_94 = arith.constant 4 : i32
        %54 = arith.muli %53, %c4_i32_94 overflow<nsw> : i32
        %iv_95 = cute.assume(%54) : (i32) -> !cute.i32<divby 4>
        %int_tuple_96 = cute.make_int_tuple(%iv_95) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
        %tup_97 = cute.add_offset(%iter_93, %int_tuple_96) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
        %view_98 = cute.make_view(%tup_97) : !cute_coord_tensor_40e15c
        %iter_99 = cute.get_iter(%view_98) : !cute_coord_tensor_40e15c
        %tup_100 = cute.deref_arith_tuple_iter(%iter_99) : !cute_arith_tuple_iter_7c5329
        %e0_101, %e1_102 = cute.get_leaves(%tup_100) : !cute.int_tuple<"(?,?{div=4})">
        %55 = cute.get_scalars(%e0_101) : !cute.int_tuple<"?">
        %56 = cute.get_scalars(%e1_102) : !cute.int_tuple<"?{div=4}">
        %lay_103 = cute.get_layout(%view_76) : !memref_gmem_f32_4
        %57 = cute.get_shape(%lay_103) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %shape_104 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_105 = cute.to_int_tuple(%shape_104) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_106 = cute.get_leaves(%itup_105) : !cute.int_tuple<"1">
        %lay_107 = cute.get_layout(%view_76) : !memref_gmem_f32_4
        %58 = cute.get_shape(%lay_107) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %shape_108 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_109 = cute.to_int_tuple(%shape_108) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_110 = cute.get_leaves(%itup_109) : !cute.int_tuple<"1">
        %lay_111 = cute.get_layout(%view_76) : !memref_gmem_f32_4
        %59 = cute.get_shape(%lay_111) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %shape_112 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_113 = cute.to_int_tuple(%shape_112) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_114 = cute.get_leaves(%itup_113) : !cute.int_tuple<"4">
        %shape_115 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_116 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_116) : !memref_rmem_i8
        %iter_117 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_118 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_119 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_120 = cute.get_layout(%view_98) : !cute_coord_tensor_40e15c
        %idx_121 = cute.crd2idx(%coord_119, %lay_120) : (!cute.coord<"((0,0),0,0)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,0)">
        %iter_122 = cute.get_iter(%view_98) : !cute_coord_tensor_40e15c
        %tup_123 = cute.add_offset(%iter_122, %idx_121) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_7c5329
        %view_124 = cute.make_view(%tup_123) : !cute_coord_tensor_0ff96d
        %iter_125 = cute.get_iter(%view_124) : !cute_coord_tensor_0ff96d
        %tup_126 = cute.deref_arith_tuple_iter(%iter_125) : !cute_arith_tuple_iter_7c5329
        %e0_127, %e1_128 = cute.get_leaves(%tup_126) : !cute.int_tuple<"(?,?{div=4})">
        %60 = cute.get_scalars(%e0_127) : !cute.int_tuple<"?">
        %61 = cute.get_scalars(%e1_128) : !cute.int_tuple<"?{div=4}">
        %iter_129 = cute.get_iter(%view_124) : !cute_coord_tensor_0ff96d
        %tup_130 = cute.deref_arith_tuple_iter(%iter_129) : !cute_arith_tuple_iter_7c5329
        %e0_131, %e1_132 = cute.get_leaves(%tup_130) : !cute.int_tuple<"(?,?{div=4})">
        %62 = cute.get_scalars(%e0_131) : !cute.int_tuple<"?">
        %63 = cute.get_scalars(%e1_132) : !cute.int_tuple<"?{div=4}">
        %iter_133 = cute.get_iter(%view_124) : !cute_coord_tensor_0ff96d
        %tup_134 = cute.deref_arith_tuple_iter(%iter_133) : !cute_arith_tuple_iter_7c5329
        %e0_135, %e1_136 = cute.get_leaves(%tup_134) : !cute.int_tuple<"(?,?{div=4})">
        %64 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_136) : !cute.int_tuple<"?{div=4}">
        %coord_137 = cute.make_coord(%e0_135, %e1_136) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_138 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %66:2 = cute.get_scalars(%coord_137) : !cute.coord<"(?,?{div=4})">
        %67:2 = cute.get_scalars(%coord_138) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %68 = arith.cmpi slt, %66#0, %67#0 : i32
        %69 = arith.andi %true, %68 : i1
        %70 = arith.cmpi slt, %66#1, %67#1 : i32
        %71 = arith.andi %69, %70 : i1
        %72 = arith.extui %71 : i1 to i8
        %coord_139 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_140 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_141 = cute.crd2idx(%coord_139, %lay_140) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_142 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_143 = cute.add_offset(%iter_142, %idx_141) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %73 = builtin.unrealized_conversion_cast %ptr_143 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %72, %73 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_144 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_145 = cute.get_layout(%view_98) : !cute_coord_tensor_40e15c
        %idx_146 = cute.crd2idx(%coord_144, %lay_145) : (!cute.coord<"((0,0),0,1)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,512)">
        %iter_147 = cute.get_iter(%view_98) : !cute_coord_tensor_40e15c
        %tup_148 = cute.add_offset(%iter_147, %idx_146) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
        %view_149 = cute.make_view(%tup_148) : !cute_coord_tensor_0ff96d
        %iter_150 = cute.get_iter(%view_149) : !cute_coord_tensor_0ff96d
        %tup_151 = cute.deref_arith_tuple_iter(%iter_150) : !cute_arith_tuple_iter_7c5329
        %e0_152, %e1_153 = cute.get_leaves(%tup_151) : !cute.int_tuple<"(?,?{div=4})">
        %74 = cute.get_scalars(%e0_152) : !cute.int_tuple<"?">
        %75 = cute.get_scalars(%e1_153) : !cute.int_tuple<"?{div=4}">
        %iter_154 = cute.get_iter(%view_149) : !cute_coord_tensor_0ff96d
        %tup_155 = cute.deref_arith_tuple_iter(%iter_154) : !cute_arith_tuple_iter_7c5329
        %e0_156, %e1_157 = cute.get_leaves(%tup_155) : !cute.int_tuple<"(?,?{div=4})">
        %76 = cute.get_scalars(%e0_156) : !cute.int_tuple<"?">
        %77 = cute.get_scalars(%e1_157) : !cute.int_tuple<"?{div=4}">
        %iter_158 = cute.get_iter(%view_149) : !cute_coord_tensor_0ff96d
        %tup_159 = cute.deref_arith_tuple_iter(%iter_158) : !cute_arith_tuple_iter_7c5329
        %e0_160, %e1_161 = cute.get_leaves(%tup_159) : !cute.int_tuple<"(?,?{div=4})">
        %78 = cute.get_scalars(%e0_160) : !cute.int_tuple<"?">
        %79 = cute.get_scalars(%e1_161) : !cute.int_tuple<"?{div=4}">
        %coord_162 = cute.make_coord(%e0_160, %e1_161) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_163 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %80:2 = cute.get_scalars(%coord_162) : !cute.coord<"(?,?{div=4})">
        %81:2 = cute.get_scalars(%coord_163) : !cute.coord<"(96,5000)">
        %true_164 = arith.constant true
        %82 = arith.cmpi slt, %80#0, %81#0 : i32
        %83 = arith.andi %true_164, %82 : i1
        %84 = arith.cmpi slt, %80#1, %81#1 : i32
        %85 = arith.andi %83, %84 : i1
        %86 = arith.extui %85 : i1 to i8
        %coord_165 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_166 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_167 = cute.crd2idx(%coord_165, %lay_166) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_168 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_169 = cute.add_offset(%iter_168, %idx_167) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %87 = builtin.unrealized_conversion_cast %ptr_169 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %86, %87 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_170 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_171 = cute.get_layout(%view_98) : !cute_coord_tensor_40e15c
        %idx_172 = cute.crd2idx(%coord_170, %lay_171) : (!cute.coord<"((0,0),0,2)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1024)">
        %iter_173 = cute.get_iter(%view_98) : !cute_coord_tensor_40e15c
        %tup_174 = cute.add_offset(%iter_173, %idx_172) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
        %view_175 = cute.make_view(%tup_174) : !cute_coord_tensor_0ff96d
        %iter_176 = cute.get_iter(%view_175) : !cute_coord_tensor_0ff96d
        %tup_177 = cute.deref_arith_tuple_iter(%iter_176) : !cute_arith_tuple_iter_7c5329
        %e0_178, %e1_179 = cute.get_leaves(%tup_177) : !cute.int_tuple<"(?,?{div=4})">
        %88 = cute.get_scalars(%e0_178) : !cute.int_tuple<"?">
        %89 = cute.get_scalars(%e1_179) : !cute.int_tuple<"?{div=4}">
        %iter_180 = cute.get_iter(%view_175) : !cute_coord_tensor_0ff96d
        %tup_181 = cute.deref_arith_tuple_iter(%iter_180) : !cute_arith_tuple_iter_7c5329
        %e0_182, %e1_183 = cute.get_leaves(%tup_181) : !cute.int_tuple<"(?,?{div=4})">
        %90 = cute.get_scalars(%e0_182) : !cute.int_tuple<"?">
        %91 = cute.get_scalars(%e1_183) : !cute.int_tuple<"?{div=4}">
        %iter_184 = cute.get_iter(%view_175) : !cute_coord_tensor_0ff96d
        %tup_185 = cute.deref_arith_tuple_iter(%iter_184) : !cute_arith_tuple_iter_7c5329
        %e0_186, %e1_187 = cute.get_leaves(%tup_185) : !cute.int_tuple<"(?,?{div=4})">
        %92 = cute.get_scalars(%e0_186) : !cute.int_tuple<"?">
        %93 = cute.get_scalars(%e1_187) : !cute.int_tuple<"?{div=4}">
        %coord_188 = cute.make_coord(%e0_186, %e1_187) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_189 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %94:2 = cute.get_scalars(%coord_188) : !cute.coord<"(?,?{div=4})">
        %95:2 = cute.get_scalars(%coord_189) : !cute.coord<"(96,5000)">
        %true_190 = arith.constant true
        %96 = arith.cmpi slt, %94#0, %95#0 : i32
        %97 = arith.andi %true_190, %96 : i1
        %98 = arith.cmpi slt, %94#1, %95#1 : i32
        %99 = arith.andi %97, %98 : i1
        %100 = arith.extui %99 : i1 to i8
        %coord_191 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_192 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_193 = cute.crd2idx(%coord_191, %lay_192) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_194 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_195 = cute.add_offset(%iter_194, %idx_193) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %101 = builtin.unrealized_conversion_cast %ptr_195 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %100, %101 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_196 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_197 = cute.get_layout(%view_98) : !cute_coord_tensor_40e15c
        %idx_198 = cute.crd2idx(%coord_196, %lay_197) : (!cute.coord<"((0,0),0,3)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1536)">
        %iter_199 = cute.get_iter(%view_98) : !cute_coord_tensor_40e15c
        %tup_200 = cute.add_offset(%iter_199, %idx_198) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
        %view_201 = cute.make_view(%tup_200) : !cute_coord_tensor_0ff96d
        %iter_202 = cute.get_iter(%view_201) : !cute_coord_tensor_0ff96d
        %tup_203 = cute.deref_arith_tuple_iter(%iter_202) : !cute_arith_tuple_iter_7c5329
        %e0_204, %e1_205 = cute.get_leaves(%tup_203) : !cute.int_tuple<"(?,?{div=4})">
        %102 = cute.get_scalars(%e0_204) : !cute.int_tuple<"?">
        %103 = cute.get_scalars(%e1_205) : !cute.int_tuple<"?{div=4}">
        %iter_206 = cute.get_iter(%view_201) : !cute_coord_tensor_0ff96d
        %tup_207 = cute.deref_arith_tuple_iter(%iter_206) : !cute_arith_tuple_iter_7c5329
        %e0_208, %e1_209 = cute.get_leaves(%tup_207) : !cute.int_tuple<"(?,?{div=4})">
        %104 = cute.get_scalars(%e0_208) : !cute.int_tuple<"?">
        %105 = cute.get_scalars(%e1_209) : !cute.int_tuple<"?{div=4}">
        %iter_210 = cute.get_iter(%view_201) : !cute_coord_tensor_0ff96d
        %tup_211 = cute.deref_arith_tuple_iter(%iter_210) : !cute_arith_tuple_iter_7c5329
        %e0_212, %e1_213 = cute.get_leaves(%tup_211) : !cute.int_tuple<"(?,?{div=4})">
        %106 = cute.get_scalars(%e0_212) : !cute.int_tuple<"?">
        %107 = cute.get_scalars(%e1_213) : !cute.int_tuple<"?{div=4}">
        %coord_214 = cute.make_coord(%e0_212, %e1_213) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_215 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %108:2 = cute.get_scalars(%coord_214) : !cute.coord<"(?,?{div=4})">
        %109:2 = cute.get_scalars(%coord_215) : !cute.coord<"(96,5000)">
        %true_216 = arith.constant true
        %110 = arith.cmpi slt, %108#0, %109#0 : i32
        %111 = arith.andi %true_216, %110 : i1
        %112 = arith.cmpi slt, %108#1, %109#1 : i32
        %113 = arith.andi %111, %112 : i1
        %114 = arith.extui %113 : i1 to i8
        %coord_217 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_218 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_219 = cute.crd2idx(%coord_217, %lay_218) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_220 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_221 = cute.add_offset(%iter_220, %idx_219) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %115 = builtin.unrealized_conversion_cast %ptr_221 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %114, %115 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_222 = cute.get_layout(%view_76) : !memref_gmem_f32_4
        %lay_223 = cute.make_layout() : !cute_layout_65aa51
        %rmem_224 = cute.memref.alloca(%lay_223) : !memref_rmem_f32
        %iter_225 = cute.get_iter(%rmem_224) : !memref_rmem_f32
        %iter_226 = cute.get_iter(%rmem_224) : !memref_rmem_f32
        %lay_227 = cute.get_layout(%rmem_224) : !memref_rmem_f32
        %lay_228 = cute.get_layout(%rmem_224) : !memref_rmem_f32
        %116 = cute.get_shape(%lay_228) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %shape_229 = cute.make_shape() : () -> !cute.shape<"16">
        %itup_230 = cute.to_int_tuple(%shape_229) : !cute.shape<"16"> to !cute.int_tuple<"16">
        %e0_231 = cute.get_leaves(%itup_230) : !cute.int_tuple<"16">
        %117 = cute.get_shape(%lay_227) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_232, %e1_233, %e2, %e3 = cute.get_leaves(%117) : !cute.shape<"((4,1),1,4)">
        %int_tuple_234 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_235 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_236 = cute.get_leaves(%int_tuple_235) : !cute.int_tuple<"16">
        %cst_237 = arith.constant 0.000000e+00 : f32
        %118 = vector.broadcast %cst_237 : f32 to vector<16xf32>
        %int_tuple_238 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_239 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_240 = cute.get_leaves(%int_tuple_239) : !cute.int_tuple<"16">
        %int_tuple_241 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_242 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_243 = cute.get_leaves(%int_tuple_242) : !cute.int_tuple<"16">
        %iter_244 = cute.get_iter(%rmem_224) : !memref_rmem_f32
        %int_tuple_245 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_246 = cute.add_offset(%iter_244, %int_tuple_245) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %119 = builtin.unrealized_conversion_cast %ptr_246 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        %cst_247 = arith.constant dense<0.000000e+00> : vector<16xf32>
        llvm.store %cst_247, %119 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        %120 = cute.get_shape(%lay_222) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_248, %e1_249, %e2_250, %e3_251 = cute.get_leaves(%120) : !cute.shape<"((4,1),1,4)">
        %shape_252 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_253 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_222, %lay_253) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_254 = cute.make_view(%iter_77, %append) : !memref_gmem_f32_4
        %iter_255 = cute.get_iter(%view_254) : !memref_gmem_f32_4
        %lay_256 = cute.get_layout(%view_254) : !memref_gmem_f32_4
        %121 = cute.get_shape(%lay_256) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_257, %e1_258, %e2_259, %e3_260 = cute.get_leaves(%121) : !cute.shape<"((4,1),1,4)">
        %iter_261 = cute.get_iter(%view_254) : !memref_gmem_f32_4
        %view_262 = cute.make_view(%iter_261) : !memref_gmem_f32_5
        %iter_263 = cute.get_iter(%view_262) : !memref_gmem_f32_5
        %iter_264 = cute.get_iter(%view_262) : !memref_gmem_f32_5
        %shape_265 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_266 = cute.make_layout() : !cute.layout<"1:0">
        %append_267 = cute.append_to_rank<2> (%lay_227, %lay_266) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_268 = cute.make_view(%iter_226, %append_267) : !memref_rmem_f32
        %iter_269 = cute.get_iter(%view_268) : !memref_rmem_f32
        %lay_270 = cute.get_layout(%view_268) : !memref_rmem_f32
        %122 = cute.get_shape(%lay_270) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_271, %e1_272, %e2_273, %e3_274 = cute.get_leaves(%122) : !cute.shape<"((4,1),1,4)">
        %iter_275 = cute.get_iter(%view_268) : !memref_rmem_f32
        %view_276 = cute.make_view(%iter_275) : !memref_rmem_f32_1
        %iter_277 = cute.get_iter(%view_276) : !memref_rmem_f32_1
        %iter_278 = cute.get_iter(%view_276) : !memref_rmem_f32_1
        %lay_279 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_280 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_281 = cute.make_layout() : !cute.layout<"1:0">
        %append_282 = cute.append_to_rank<2> (%lay_279, %lay_281) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_283 = cute.make_view(%iter_118, %append_282) : !memref_rmem_i8
        %iter_284 = cute.get_iter(%view_283) : !memref_rmem_i8
        %lay_285 = cute.get_layout(%view_283) : !memref_rmem_i8
        %123 = cute.get_shape(%lay_285) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_286, %e1_287, %e2_288 = cute.get_leaves(%123) : !cute.shape<"(1,1,4)">
        %iter_289 = cute.get_iter(%view_283) : !memref_rmem_i8
        %view_290 = cute.make_view(%iter_289) : !memref_rmem_i8_1
        %iter_291 = cute.get_iter(%view_290) : !memref_rmem_i8_1
        %iter_292 = cute.get_iter(%view_290) : !memref_rmem_i8_1
        %lay_293 = cute.get_layout(%view_262) : !memref_gmem_f32_5
        %124 = cute.get_shape(%lay_293) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_294, %e1_295, %e2_296, %e3_297 = cute.get_leaves(%124) : !cute.shape<"((4,1),(1,4))">
        %lay_298 = cute.get_layout(%view_276) : !memref_rmem_f32_1
        %125 = cute.get_shape(%lay_298) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_299, %e1_300, %e2_301, %e3_302 = cute.get_leaves(%125) : !cute.shape<"((4,1),(1,4))">
        %lay_303 = cute.get_layout(%view_262) : !memref_gmem_f32_5
        %126 = cute.get_shape(%lay_303) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %shape_304 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_305 = cute.to_int_tuple(%shape_304) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_306 = cute.get_leaves(%itup_305) : !cute.int_tuple<"4">
        %lay_307 = cute.get_layout(%view_276) : !memref_rmem_f32_1
        %127 = cute.get_shape(%lay_307) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %shape_308 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_309 = cute.to_int_tuple(%shape_308) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_310 = cute.get_leaves(%itup_309) : !cute.int_tuple<"4">
        %iter_311 = cute.get_iter(%view_262) : !memref_gmem_f32_5
        %iter_312 = cute.get_iter(%view_276) : !memref_rmem_f32_1
        %lay_313 = cute.get_layout(%view_262) : !memref_gmem_f32_5
        %lay_314 = cute.get_layout(%view_276) : !memref_rmem_f32_1
        %128 = cute.static : !cute.layout<"1:0">
        %append_315 = cute.append_to_rank<2> (%lay_313, %128) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_316 = cute.append_to_rank<2> (%lay_314, %128) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_315) <1, 2> : (!cute_layout_6cf571) -> !cute_layout_b38ecb
        %grouped_317 = cute.group_modes(%append_316) <1, 2> : (!cute_layout_52a9ba) -> !cute_layout_f5fe74
        %iter_318 = cute.get_iter(%view_290) : !memref_rmem_i8_1
        %lay_319 = cute.get_layout(%view_290) : !memref_rmem_i8_1
        %append_320 = cute.append_to_rank<2> (%lay_319, %128) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_321 = cute.group_modes(%append_320) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %129 = cute.get_shape(%grouped) : (!cute_layout_b38ecb) -> !cute.shape<"((4,1),((1,4)))">
        %shape_322 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_323 = cute.to_int_tuple(%shape_322) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %130 = cute.get_scalars(%itup_323) : !cute.int_tuple<"4">
        %c0_i32_324 = arith.constant 0 : i32
        %c1_i32_325 = arith.constant 1 : i32
        scf.for %arg8 = %c0_i32_324 to %130 step %c1_i32_325  : i32 {
          %coord_329 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %137 = cute.get_scalars(%coord_329) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_330 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_331 = cute.crd2idx(%coord_329, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_332 = cute.add_offset(%iter_311, %idx_331) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_333 = cute.make_view(%ptr_332, %lay_330) : !memref_gmem_f32_6
          %138 = cute.get_scalars(%coord_329) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_334 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_335 = cute.crd2idx(%coord_329, %grouped_317) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_336 = cute.add_offset(%iter_312, %idx_335) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_337 = cute.make_view(%ptr_336, %lay_334) : !memref_rmem_f32_2
          %139 = cute.get_scalars(%coord_329) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_338 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_339 = cute.crd2idx(%coord_329, %grouped_321) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_340 = cute.add_offset(%iter_318, %idx_339) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_341 = cute.make_view(%ptr_340, %lay_338) : !memref_rmem_i8_2
          %iter_342 = cute.get_iter(%view_333) : !memref_gmem_f32_6
          %iter_343 = cute.get_iter(%view_337) : !memref_rmem_f32_2
          %lay_344 = cute.get_layout(%view_333) : !memref_gmem_f32_6
          %lay_345 = cute.get_layout(%view_337) : !memref_rmem_f32_2
          %iter_346 = cute.get_iter(%view_341) : !memref_rmem_i8_2
          %lay_347 = cute.get_layout(%view_341) : !memref_rmem_i8_2
          %coord_348 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_349 = cute.crd2idx(%coord_348, %lay_347) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_350 = cute.add_offset(%iter_346, %idx_349) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %140 = cute.ptr.load %ptr_350 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %141 = arith.cmpi ne, %140, %c0_i8 : i8
          scf.if %141 {
            %coord_351 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_352 = cute.crd2idx(%coord_351, %lay_344) : (!cute.coord<"0">, !cute.layout<"((4,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_353 = cute.add_offset(%iter_342, %idx_352) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
            %idx_354 = cute.crd2idx(%coord_351, %lay_345) : (!cute.coord<"0">, !cute.layout<"((4,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_355 = cute.add_offset(%iter_343, %idx_354) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<16>>
            %142 = builtin.unrealized_conversion_cast %ptr_353 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %143 = builtin.unrealized_conversion_cast %ptr_355 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %144 = llvm.load %142 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %144, %143 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_326 = cute.get_iter(%rmem_224) : !memref_rmem_f32
        %int_tuple_327 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_328 = cute.add_offset(%iter_326, %int_tuple_327) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %131 = builtin.unrealized_conversion_cast %ptr_328 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        %132 = llvm.load %131 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
        %133:16 = vector.to_elements %132 : vector<16xf32>
        %134 = arith.mulf %132, %132 : vector<16xf32>
        %135 = vector.reduction <add>, %134, %cst_237 : vector<16xf32> into f32
        %136 = arith.addf %arg6, %135 : f32
        scf.yield %136, %arg7 : f32, !copy_simt
      }
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %18 = nvvm.shfl.sync bfly %c-1_i32, %17#0, %c16_i32, %c31_i32 : f32 -> f32
      %19 = arith.addf %17#0, %18 : f32
      %c8_i32 = arith.constant 8 : i32
      %20 = nvvm.shfl.sync bfly %c-1_i32, %19, %c8_i32, %c31_i32 : f32 -> f32
      %21 = arith.addf %19, %20 : f32
      %c4_i32 = arith.constant 4 : i32
      %22 = nvvm.shfl.sync bfly %c-1_i32, %21, %c4_i32, %c31_i32 : f32 -> f32
      %23 = arith.addf %21, %22 : f32
      %c2_i32 = arith.constant 2 : i32
      %24 = nvvm.shfl.sync bfly %c-1_i32, %23, %c2_i32, %c31_i32 : f32 -> f32
      %25 = arith.addf %23, %24 : f32
      %26 = nvvm.shfl.sync bfly %c-1_i32, %25, %c1_i32, %c31_i32 : f32 -> f32
      %27 = arith.addf %25, %26 : f32
      %shape_19 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_20 = cute.make_layout() : !cute.layout<"4:1">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %lay_20) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %e0_21 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %shape_22 = cute.make_shape() : () -> !cute.shape<"4">
      %itup_23 = cute.to_int_tuple(%shape_22) : !cute.shape<"4"> to !cute.int_tuple<"4">
      %e0_24 = cute.get_leaves(%itup_23) : !cute.int_tuple<"4">
      %shape_25 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_26 = cute.make_layout() : !cute.layout<"16:1">
      %iter_27 = cute.get_iter(%view) : !memref_smem_i8
      %iter_28 = cute.get_iter(%view) : !memref_smem_i8
      %iter_29 = cute.recast_iter(%iter_28) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_30 = cute.make_view(%iter_29, %lay_20) : !memref_smem_f32
      %iter_31 = cute.get_iter(%view_30) : !memref_smem_f32
      %iter_32 = cute.get_iter(%view_30) : !memref_smem_f32
      %c0_i32_33 = arith.constant 0 : i32
      %28 = arith.cmpi eq, %14, %c0_i32_33 : i32
      %29 = scf.if %28 -> (!memref_smem_f32) {
        %iter_62 = cute.get_iter(%view_30) : !memref_smem_f32
        %coord_63 = cute.make_coord(%15) : (i32) -> !cute.coord<"?">
        %lay_64 = cute.get_layout(%view_30) : !memref_smem_f32
        %idx_65 = cute.crd2idx(%coord_63, %lay_64) : (!cute.coord<"?">, !cute.layout<"4:1">) -> !cute.int_tuple<"?">
        %iter_66 = cute.get_iter(%view_30) : !memref_smem_f32
        %ptr_67 = cute.add_offset(%iter_66, %idx_65) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
        %47 = builtin.unrealized_conversion_cast %ptr_67 : !cute.ptr<f32, smem> to !llvm.ptr<3>
        llvm.store %27, %47 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        scf.yield %view_30 : !memref_smem_f32
      } else {
        %iter_62 = cute.get_iter(%view_30) : !memref_smem_f32
        scf.yield %view_30 : !memref_smem_f32
      }
      %iter_34 = cute.get_iter(%29) : !memref_smem_f32
      %iter_35 = cute.get_iter(%29) : !memref_smem_f32
      nvvm.barrier
      %coord_36 = cute.make_coord() : () -> !cute.coord<"0">
      %lay_37 = cute.get_layout(%29) : !memref_smem_f32
      %idx_38 = cute.crd2idx(%coord_36, %lay_37) : (!cute.coord<"0">, !cute.layout<"4:1">) -> !cute.int_tuple<"0">
      %iter_39 = cute.get_iter(%29) : !memref_smem_f32
      %ptr_40 = cute.add_offset(%iter_39, %idx_38) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %30 = builtin.unrealized_conversion_cast %ptr_40 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %31 = llvm.load %30 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %coord_41 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_42 = cute.get_layout(%29) : !memref_smem_f32
      %idx_43 = cute.crd2idx(%coord_41, %lay_42) : (!cute.coord<"1">, !cute.layout<"4:1">) -> !cute.int_tuple<"1">
      %iter_44 = cute.get_iter(%29) : !memref_smem_f32
      %ptr_45 = cute.add_offset(%iter_44, %idx_43) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, smem>
      %32 = builtin.unrealized_conversion_cast %ptr_45 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %33 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %34 = arith.addf %31, %33 : f32
      %coord_46 = cute.make_coord() : () -> !cute.coord<"2">
      %lay_47 = cute.get_layout(%29) : !memref_smem_f32
      %idx_48 = cute.crd2idx(%coord_46, %lay_47) : (!cute.coord<"2">, !cute.layout<"4:1">) -> !cute.int_tuple<"2">
      %iter_49 = cute.get_iter(%29) : !memref_smem_f32
      %ptr_50 = cute.add_offset(%iter_49, %idx_48) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, smem, align<8>>
      %35 = builtin.unrealized_conversion_cast %ptr_50 : !cute.ptr<f32, smem, align<8>> to !llvm.ptr<3>
      %36 = llvm.load %35 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %37 = arith.addf %34, %36 : f32
      %coord_51 = cute.make_coord() : () -> !cute.coord<"3">
      %lay_52 = cute.get_layout(%29) : !memref_smem_f32
      %idx_53 = cute.crd2idx(%coord_51, %lay_52) : (!cute.coord<"3">, !cute.layout<"4:1">) -> !cute.int_tuple<"3">
      %iter_54 = cute.get_iter(%29) : !memref_smem_f32
      %ptr_55 = cute.add_offset(%iter_54, %idx_53) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, smem>
      %38 = builtin.unrealized_conversion_cast %ptr_55 : !cute.ptr<f32, smem> to !llvm.ptr<3>
      %39 = llvm.load %38 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %40 = arith.addf %37, %39 : f32
      %int_tuple_56 = cute.make_int_tuple() : () -> !cute.int_tuple<"(96,5000)">
      %int_tuple_57 = cute.make_int_tuple() : () -> !cute.int_tuple<"5000">
      %e0_58 = cute.get_leaves(%int_tuple_57) : !cute.int_tuple<"5000">
      %cst_59 = arith.constant 5.000000e+03 : f32
      %41 = arith.divf %40, %cst_59 : f32
      %42 = arith.addf %41, %arg4 : f32
      %43 = math.rsqrt %42 : f32
      %44 = arith.cmpi eq, %8, %c0_i32_33 : i32
      %45 = scf.if %44 -> (!memref_gmem_f32_2) {
        %iter_62 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %coord_63 = cute.make_coord(%11) : (i32) -> !cute.coord<"?">
        %lay_64 = cute.get_layout(%arg3) : !memref_gmem_f32_2
        %idx_65 = cute.crd2idx(%coord_63, %lay_64) : (!cute.coord<"?">, !cute.layout<"(96):(1)">) -> !cute.int_tuple<"?">
        %iter_66 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        %ptr_67 = cute.add_offset(%iter_66, %idx_65) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
        %47 = builtin.unrealized_conversion_cast %ptr_67 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
        llvm.store %43, %47 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        scf.yield %arg3 : !memref_gmem_f32_2
      } else {
        %iter_62 = cute.get_iter(%arg3) : !memref_gmem_f32_2
        scf.yield %arg3 : !memref_gmem_f32_2
      }
      %iter_60 = cute.get_iter(%45) : !memref_gmem_f32_2
      %iter_61 = cute.get_iter(%45) : !memref_gmem_f32_2
      %46 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %7) -> (!copy_simt)  : i32 {
        %coord_62 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_63 = cute.get_layout(%arg0) : !memref_gmem_f32
        %idx_64 = cute.crd2idx(%coord_62, %lay_63) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_65 = cute.get_iter(%arg0) : !memref_gmem_f32
        %ptr_66 = cute.add_offset(%iter_65, %idx_64) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_67 = cute.make_view(%ptr_66) : !memref_gmem_f32_3
        %iter_68 = cute.get_iter(%view_67) : !memref_gmem_f32_3
        %iter_69 = cute.get_iter(%view_67) : !memref_gmem_f32_3
        %coord_70 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_71 = cute.get_iter(%view_67) : !memref_gmem_f32_3
        %47 = cute.get_scalars(%coord_70) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_72 = arith.constant 4 : i32
        %48 = arith.muli %47, %c4_i32_72 overflow<nsw> : i32
        %iv_73 = cute.assume(%48) : (i32) -> !cute.i32<divby 4>
        %int_tuple_74 = cute.make_int_tuple(%iv_73) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_75 = cute.add_offset(%iter_71, %int_tuple_74) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_76 = cute.make_view(%ptr_75) : !memref_gmem_f32_4
        %iter_77 = cute.get_iter(%view_76) : !memref_gmem_f32_4
        %coord_78 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_79 = cute.get_layout(%arg1) : !memref_gmem_f32_1
        %idx_80 = cute.crd2idx(%coord_78, %lay_79) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((1,2048),(96,3)):((0,1),(0,2048))">) -> !cute.int_tuple<"?{div=2048}">
        %iter_81 = cute.get_iter(%arg1) : !memref_gmem_f32_1
        %ptr_82 = cute.add_offset(%iter_81, %idx_80) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2048}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_83 = cute.make_view(%ptr_82) : !memref_gmem_f32_3
        %iter_84 = cute.get_iter(%view_83) : !memref_gmem_f32_3
        %iter_85 = cute.get_iter(%view_83) : !memref_gmem_f32_3
        %coord_86 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_87 = cute.get_iter(%view_83) : !memref_gmem_f32_3
        %49 = cute.get_scalars(%coord_86) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_88 = arith.constant 4 : i32
        %50 = arith.muli %49, %c4_i32_88 overflow<nsw> : i32
        %iv_89 = cute.assume(%50) : (i32) -> !cute.i32<divby 4>
        %int_tuple_90 = cute.make_int_tuple(%iv_89) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_91 = cute.add_offset(%iter_87, %int_tuple_90) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_92 = cute.make_view(%ptr_91) : !memref_gmem_f32_4
        %iter_93 = cute.get_iter(%view_92) : !memref_gmem_f32_4
        %coord_94 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_95 = cute.get_layout(%arg2) : !memref_gmem_f32
        %idx_96 = cute.crd2idx(%coord_94, %lay_95) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_2b275f) -> !cute.int_tuple<"?{div=8}">
        %iter_97 = cute.get_iter(%arg2) : !memref_gmem_f32
        %ptr_98 = cute.add_offset(%iter_97, %idx_96) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_99 = cute.make_view(%ptr_98) : !memref_gmem_f32_3
        %iter_100 = cute.get_iter(%view_99) : !memref_gmem_f32_3
        %iter_101 = cute.get_iter(%view_99) : !memref_gmem_f32_3
        %coord_102 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_103 = cute.get_iter(%view_99) : !memref_gmem_f32_3
        %51 = cute.get_scalars(%coord_102) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_104 = arith.constant 4 : i32
        %52 = arith.muli %51, %c4_i32_104 overflow<nsw> : i32
        %iv_105 = cute.assume(%52) : (i32) -> !cute.i32<divby 4>
        %int_tuple_106 = cute.make_int_tuple(%iv_105) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
        %ptr_107 = cute.add_offset(%iter_103, %int_tuple_106) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_108 = cute.make_view(%ptr_107) : !memref_gmem_f32_4
        %iter_109 = cute.get_iter(%view_108) : !memref_gmem_f32_4
        %coord_110 = cute.make_coord(%11, %arg5) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
        %lay_111 = cute.get_layout(%6) : !cute_coord_tensor_511bd0
        %idx_112 = cute.crd2idx(%coord_110, %lay_111) : (!cute.coord<"((_,_),(?,?))">, !cute_layout_ca5c98) -> !cute_int_tuple_530818
        %iter_113 = cute.get_iter(%6) : !cute_coord_tensor_511bd0
        %tup_114 = cute.add_offset(%iter_113, %idx_112) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_530818) -> !cute_arith_tuple_iter_aaefeb
        %view_115 = cute.make_view(%tup_114) : !cute_coord_tensor_029b8b
        %iter_116 = cute.get_iter(%view_115) : !cute_coord_tensor_029b8b
        %tup_117 = cute.deref_arith_tuple_iter(%iter_116) : !cute_arith_tuple_iter_aaefeb
        %e0_118, %e1_119 = cute.get_leaves(%tup_117) : !cute_int_tuple_530818
        %53 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?">
        %54 = cute.get_scalars(%e1_119) : !cute.int_tuple<"?{div=2048}">
        %iter_120 = cute.get_iter(%view_115) : !cute_coord_tensor_029b8b
        %tup_121 = cute.deref_arith_tuple_iter(%iter_120) : !cute_arith_tuple_iter_aaefeb
        %e0_122, %e1_123 = cute.get_leaves(%tup_121) : !cute_int_tuple_530818
        %55 = cute.get_scalars(%e0_122) : !cute.int_tuple<"?">
        %56 = cute.get_scalars(%e1_123) : !cute.int_tuple<"?{div=2048}">
        %coord_124 = cute.make_coord(%8) : (i32) -> !cute.coord<"?">
        %iter_125 = cute.get_iter(%view_115) : !cute_coord_tensor_029b8b
        %57 = cute.get_scalars(%coord_124) <{only_dynamic}> : !cute.coord<"?">
        %c4_i32_126 = arith.constant 4 : i32
        %58 = arith.muli %57, %c4_i32_126 overflow<nsw> : i32
        %iv_127 = cute.assume(%58) : (i32) -> !cute.i32<divby 4>
        %int_tuple_128 = cute.make_int_tuple(%iv_127) : (!cute.i32<divby 4>) -> !cute.int_tuple<"(0,?{div=4})">
        %tup_129 = cute.add_offset(%iter_125, %int_tuple_128) : (!cute_arith_tuple_iter_aaefeb, !cute.int_tuple<"(0,?{div=4})">) -> !cute_arith_tuple_iter_7c5329
        %view_130 = cute.make_view(%tup_129) : !cute_coord_tensor_40e15c
        %iter_131 = cute.get_iter(%view_130) : !cute_coord_tensor_40e15c
        %tup_132 = cute.deref_arith_tuple_iter(%iter_131) : !cute_arith_tuple_iter_7c5329
        %e0_133, %e1_134 = cute.get_leaves(%tup_132) : !cute.int_tuple<"(?,?{div=4})">
        %59 = cute.get_scalars(%e0_133) : !cute.int_tuple<"?">
        %60 = cute.get_scalars(%e1_134) : !cute.int_tuple<"?{div=4}">
        %lay_135 = cute.get_layout(%view_76) : !memref_gmem_f32_4
        %61 = cute.get_shape(%lay_135) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %shape_136 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_137 = cute.to_int_tuple(%shape_136) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_138 = cute.get_leaves(%itup_137) : !cute.int_tuple<"1">
        %lay_139 = cute.get_layout(%view_76) : !memref_gmem_f32_4
        %62 = cute.get_shape(%lay_139) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %shape_140 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_141 = cute.to_int_tuple(%shape_140) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_142 = cute.get_leaves(%itup_141) : !cute.int_tuple<"1">
        %lay_143 = cute.get_layout(%view_76) : !memref_gmem_f32_4
        %63 = cute.get_shape(%lay_143) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %shape_144 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_145 = cute.to_int_tuple(%shape_144) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_146 = cute.get_leaves(%itup_145) : !cute.int_tuple<"4">
        %shape_147 = cute.make_shape() : () -> !cute.shape<"(1,1,4)">
        %lay_148 = cute.make_layout() : !cute.layout<"(1,1,4):(0,0,1)">
        %rmem = cute.memref.alloca(%lay_148) : !memref_rmem_i8
        %iter_149 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_150 = cute.get_iter(%rmem) : !memref_rmem_i8
        %coord_151 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0)">
        %lay_152 = cute.get_layout(%view_130) : !cute_coord_tensor_40e15c
        %idx_153 = cute.crd2idx(%coord_151, %lay_152) : (!cute.coord<"((0,0),0,0)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,0)">
        %iter_154 = cute.get_iter(%view_130) : !cute_coord_tensor_40e15c
        %tup_155 = cute.add_offset(%iter_154, %idx_153) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,0)">) -> !cute_arith_tuple_iter_7c5329
        %view_156 = cute.make_view(%tup_155) : !cute_coord_tensor_0ff96d
        %iter_157 = cute.get_iter(%view_156) : !cute_coord_tensor_0ff96d
        %tup_158 = cute.deref_arith_tuple_iter(%iter_157) : !cute_arith_tuple_iter_7c5329
        %e0_159, %e1_160 = cute.get_leaves(%tup_158) : !cute.int_tuple<"(?,?{div=4})">
        %64 = cute.get_scalars(%e0_159) : !cute.int_tuple<"?">
        %65 = cute.get_scalars(%e1_160) : !cute.int_tuple<"?{div=4}">
        %iter_161 = cute.get_iter(%view_156) : !cute_coord_tensor_0ff96d
        %tup_162 = cute.deref_arith_tuple_iter(%iter_161) : !cute_arith_tuple_iter_7c5329
        %e0_163, %e1_164 = cute.get_leaves(%tup_162) : !cute.int_tuple<"(?,?{div=4})">
        %66 = cute.get_scalars(%e0_163) : !cute.int_tuple<"?">
        %67 = cute.get_scalars(%e1_164) : !cute.int_tuple<"?{div=4}">
        %iter_165 = cute.get_iter(%view_156) : !cute_coord_tensor_0ff96d
        %tup_166 = cute.deref_arith_tuple_iter(%iter_165) : !cute_arith_tuple_iter_7c5329
        %e0_167, %e1_168 = cute.get_leaves(%tup_166) : !cute.int_tuple<"(?,?{div=4})">
        %68 = cute.get_scalars(%e0_167) : !cute.int_tuple<"?">
        %69 = cute.get_scalars(%e1_168) : !cute.int_tuple<"?{div=4}">
        %coord_169 = cute.make_coord(%e0_167, %e1_168) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_170 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %70:2 = cute.get_scalars(%coord_169) : !cute.coord<"(?,?{div=4})">
        %71:2 = cute.get_scalars(%coord_170) : !cute.coord<"(96,5000)">
        %true = arith.constant true
        %72 = arith.cmpi slt, %70#0, %71#0 : i32
        %73 = arith.andi %true, %72 : i1
        %74 = arith.cmpi slt, %70#1, %71#1 : i32
        %75 = arith.andi %73, %74 : i1
        %76 = arith.extui %75 : i1 to i8
        %coord_171 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
        %lay_172 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_173 = cute.crd2idx(%coord_171, %lay_172) : (!cute.coord<"(0,0,0)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"0">
        %iter_174 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_175 = cute.add_offset(%iter_174, %idx_173) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %77 = builtin.unrealized_conversion_cast %ptr_175 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        llvm.store %76, %77 {alignment = 32 : i64} : i8, !llvm.ptr
        %coord_176 = cute.make_coord() : () -> !cute.coord<"((0,0),0,1)">
        %lay_177 = cute.get_layout(%view_130) : !cute_coord_tensor_40e15c
        %idx_178 = cute.crd2idx(%coord_176, %lay_177) : (!cute.coord<"((0,0),0,1)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,512)">
        %iter_179 = cute.get_iter(%view_130) : !cute_coord_tensor_40e15c
        %tup_180 = cute.add_offset(%iter_179, %idx_178) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,512)">) -> !cute_arith_tuple_iter_7c5329
        %view_181 = cute.make_view(%tup_180) : !cute_coord_tensor_0ff96d
        %iter_182 = cute.get_iter(%view_181) : !cute_coord_tensor_0ff96d
        %tup_183 = cute.deref_arith_tuple_iter(%iter_182) : !cute_arith_tuple_iter_7c5329
        %e0_184, %e1_185 = cute.get_leaves(%tup_183) : !cute.int_tuple<"(?,?{div=4})">
        %78 = cute.get_scalars(%e0_184) : !cute.int_tuple<"?">
        %79 = cute.get_scalars(%e1_185) : !cute.int_tuple<"?{div=4}">
        %iter_186 = cute.get_iter(%view_181) : !cute_coord_tensor_0ff96d
        %tup_187 = cute.deref_arith_tuple_iter(%iter_186) : !cute_arith_tuple_iter_7c5329
        %e0_188, %e1_189 = cute.get_leaves(%tup_187) : !cute.int_tuple<"(?,?{div=4})">
        %80 = cute.get_scalars(%e0_188) : !cute.int_tuple<"?">
        %81 = cute.get_scalars(%e1_189) : !cute.int_tuple<"?{div=4}">
        %iter_190 = cute.get_iter(%view_181) : !cute_coord_tensor_0ff96d
        %tup_191 = cute.deref_arith_tuple_iter(%iter_190) : !cute_arith_tuple_iter_7c5329
        %e0_192, %e1_193 = cute.get_leaves(%tup_191) : !cute.int_tuple<"(?,?{div=4})">
        %82 = cute.get_scalars(%e0_192) : !cute.int_tuple<"?">
        %83 = cute.get_scalars(%e1_193) : !cute.int_tuple<"?{div=4}">
        %coord_194 = cute.make_coord(%e0_192, %e1_193) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_195 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %84:2 = cute.get_scalars(%coord_194) : !cute.coord<"(?,?{div=4})">
        %85:2 = cute.get_scalars(%coord_195) : !cute.coord<"(96,5000)">
        %true_196 = arith.constant true
        %86 = arith.cmpi slt, %84#0, %85#0 : i32
        %87 = arith.andi %true_196, %86 : i1
        %88 = arith.cmpi slt, %84#1, %85#1 : i32
        %89 = arith.andi %87, %88 : i1
        %90 = arith.extui %89 : i1 to i8
        %coord_197 = cute.make_coord() : () -> !cute.coord<"(0,0,1)">
        %lay_198 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_199 = cute.crd2idx(%coord_197, %lay_198) : (!cute.coord<"(0,0,1)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"1">
        %iter_200 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_201 = cute.add_offset(%iter_200, %idx_199) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %91 = builtin.unrealized_conversion_cast %ptr_201 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %90, %91 {alignment = 1 : i64} : i8, !llvm.ptr
        %coord_202 = cute.make_coord() : () -> !cute.coord<"((0,0),0,2)">
        %lay_203 = cute.get_layout(%view_130) : !cute_coord_tensor_40e15c
        %idx_204 = cute.crd2idx(%coord_202, %lay_203) : (!cute.coord<"((0,0),0,2)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1024)">
        %iter_205 = cute.get_iter(%view_130) : !cute_coord_tensor_40e15c
        %tup_206 = cute.add_offset(%iter_205, %idx_204) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1024)">) -> !cute_arith_tuple_iter_7c5329
        %view_207 = cute.make_view(%tup_206) : !cute_coord_tensor_0ff96d
        %iter_208 = cute.get_iter(%view_207) : !cute_coord_tensor_0ff96d
        %tup_209 = cute.deref_arith_tuple_iter(%iter_208) : !cute_arith_tuple_iter_7c5329
        %e0_210, %e1_211 = cute.get_leaves(%tup_209) : !cute.int_tuple<"(?,?{div=4})">
        %92 = cute.get_scalars(%e0_210) : !cute.int_tuple<"?">
        %93 = cute.get_scalars(%e1_211) : !cute.int_tuple<"?{div=4}">
        %iter_212 = cute.get_iter(%view_207) : !cute_coord_tensor_0ff96d
        %tup_213 = cute.deref_arith_tuple_iter(%iter_212) : !cute_arith_tuple_iter_7c5329
        %e0_214, %e1_215 = cute.get_leaves(%tup_213) : !cute.int_tuple<"(?,?{div=4})">
        %94 = cute.get_scalars(%e0_214) : !cute.int_tuple<"?">
        %95 = cute.get_scalars(%e1_215) : !cute.int_tuple<"?{div=4}">
        %iter_216 = cute.get_iter(%view_207) : !cute_coord_tensor_0ff96d
        %tup_217 = cute.deref_arith_tuple_iter(%iter_216) : !cute_arith_tuple_iter_7c5329
        %e0_218, %e1_219 = cute.get_leaves(%tup_217) : !cute.int_tuple<"(?,?{div=4})">
        %96 = cute.get_scalars(%e0_218) : !cute.int_tuple<"?">
        %97 = cute.get_scalars(%e1_219) : !cute.int_tuple<"?{div=4}">
        %coord_220 = cute.make_coord(%e0_218, %e1_219) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_221 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %98:2 = cute.get_scalars(%coord_220) : !cute.coord<"(?,?{div=4})">
        %99:2 = cute.get_scalars(%coord_221) : !cute.coord<"(96,5000)">
        %true_222 = arith.constant true
        %100 = arith.cmpi slt, %98#0, %99#0 : i32
        %101 = arith.andi %true_222, %100 : i1
        %102 = arith.cmpi slt, %98#1, %99#1 : i32
        %103 = arith.andi %101, %102 : i1
        %104 = arith.extui %103 : i1 to i8
        %coord_223 = cute.make_coord() : () -> !cute.coord<"(0,0,2)">
        %lay_224 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_225 = cute.crd2idx(%coord_223, %lay_224) : (!cute.coord<"(0,0,2)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"2">
        %iter_226 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_227 = cute.add_offset(%iter_226, %idx_225) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %105 = builtin.unrealized_conversion_cast %ptr_227 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        llvm.store %104, %105 {alignment = 2 : i64} : i8, !llvm.ptr
        %coord_228 = cute.make_coord() : () -> !cute.coord<"((0,0),0,3)">
        %lay_229 = cute.get_layout(%view_130) : !cute_coord_tensor_40e15c
        %idx_230 = cute.crd2idx(%coord_228, %lay_229) : (!cute.coord<"((0,0),0,3)">, !cute_layout_8758cc) -> !cute.int_tuple<"(0,1536)">
        %iter_231 = cute.get_iter(%view_130) : !cute_coord_tensor_40e15c
        %tup_232 = cute.add_offset(%iter_231, %idx_230) : (!cute_arith_tuple_iter_7c5329, !cute.int_tuple<"(0,1536)">) -> !cute_arith_tuple_iter_7c5329
        %view_233 = cute.make_view(%tup_232) : !cute_coord_tensor_0ff96d
        %iter_234 = cute.get_iter(%view_233) : !cute_coord_tensor_0ff96d
        %tup_235 = cute.deref_arith_tuple_iter(%iter_234) : !cute_arith_tuple_iter_7c5329
        %e0_236, %e1_237 = cute.get_leaves(%tup_235) : !cute.int_tuple<"(?,?{div=4})">
        %106 = cute.get_scalars(%e0_236) : !cute.int_tuple<"?">
        %107 = cute.get_scalars(%e1_237) : !cute.int_tuple<"?{div=4}">
        %iter_238 = cute.get_iter(%view_233) : !cute_coord_tensor_0ff96d
        %tup_239 = cute.deref_arith_tuple_iter(%iter_238) : !cute_arith_tuple_iter_7c5329
        %e0_240, %e1_241 = cute.get_leaves(%tup_239) : !cute.int_tuple<"(?,?{div=4})">
        %108 = cute.get_scalars(%e0_240) : !cute.int_tuple<"?">
        %109 = cute.get_scalars(%e1_241) : !cute.int_tuple<"?{div=4}">
        %iter_242 = cute.get_iter(%view_233) : !cute_coord_tensor_0ff96d
        %tup_243 = cute.deref_arith_tuple_iter(%iter_242) : !cute_arith_tuple_iter_7c5329
        %e0_244, %e1_245 = cute.get_leaves(%tup_243) : !cute.int_tuple<"(?,?{div=4})">
        %110 = cute.get_scalars(%e0_244) : !cute.int_tuple<"?">
        %111 = cute.get_scalars(%e1_245) : !cute.int_tuple<"?{div=4}">
        %coord_246 = cute.make_coord(%e0_244, %e1_245) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?,?{div=4})">
        %coord_247 = cute.make_coord() : () -> !cute.coord<"(96,5000)">
        %112:2 = cute.get_scalars(%coord_246) : !cute.coord<"(?,?{div=4})">
        %113:2 = cute.get_scalars(%coord_247) : !cute.coord<"(96,5000)">
        %true_248 = arith.constant true
        %114 = arith.cmpi slt, %112#0, %113#0 : i32
        %115 = arith.andi %true_248, %114 : i1
        %116 = arith.cmpi slt, %112#1, %113#1 : i32
        %117 = arith.andi %115, %116 : i1
        %118 = arith.extui %117 : i1 to i8
        %coord_249 = cute.make_coord() : () -> !cute.coord<"(0,0,3)">
        %lay_250 = cute.get_layout(%rmem) : !memref_rmem_i8
        %idx_251 = cute.crd2idx(%coord_249, %lay_250) : (!cute.coord<"(0,0,3)">, !cute.layout<"(1,1,4):(0,0,1)">) -> !cute.int_tuple<"3">
        %iter_252 = cute.get_iter(%rmem) : !memref_rmem_i8
        %ptr_253 = cute.add_offset(%iter_252, %idx_251) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %119 = builtin.unrealized_conversion_cast %ptr_253 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %118, %119 {alignment = 1 : i64} : i8, !llvm.ptr
        %lay_254 = cute.get_layout(%view_76) : !memref_gmem_f32_4
        %lay_255 = cute.make_layout() : !cute_layout_65aa51
        %rmem_256 = cute.memref.alloca(%lay_255) : !memref_rmem_f32
        %iter_257 = cute.get_iter(%rmem_256) : !memref_rmem_f32
        %iter_258 = cute.get_iter(%rmem_256) : !memref_rmem_f32
        %lay_259 = cute.get_layout(%view_92) : !memref_gmem_f32_4
        %lay_260 = cute.make_layout() : !cute_layout_65aa51
        %rmem_261 = cute.memref.alloca(%lay_260) : !memref_rmem_f32
        %iter_262 = cute.get_iter(%rmem_261) : !memref_rmem_f32
        %iter_263 = cute.get_iter(%rmem_261) : !memref_rmem_f32
        %lay_264 = cute.get_layout(%rmem_256) : !memref_rmem_f32
        %lay_265 = cute.get_layout(%rmem_256) : !memref_rmem_f32
        %120 = cute.get_shape(%lay_265) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %shape_266 = cute.make_shape() : () -> !cute.shape<"16">
        %itup_267 = cute.to_int_tuple(%shape_266) : !cute.shape<"16"> to !cute.int_tuple<"16">
        %e0_268 = cute.get_leaves(%itup_267) : !cute.int_tuple<"16">
        %121 = cute.get_shape(%lay_264) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_269, %e1_270, %e2, %e3 = cute.get_leaves(%121) : !cute.shape<"((4,1),1,4)">
        %int_tuple_271 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_272 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_273 = cute.get_leaves(%int_tuple_272) : !cute.int_tuple<"16">
        %cst_274 = arith.constant 0.000000e+00 : f32
        %122 = vector.broadcast %cst_274 : f32 to vector<16xf32>
        %int_tuple_275 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_276 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_277 = cute.get_leaves(%int_tuple_276) : !cute.int_tuple<"16">
        %int_tuple_278 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_279 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_280 = cute.get_leaves(%int_tuple_279) : !cute.int_tuple<"16">
        %iter_281 = cute.get_iter(%rmem_256) : !memref_rmem_f32
        %int_tuple_282 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_283 = cute.add_offset(%iter_281, %int_tuple_282) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %123 = builtin.unrealized_conversion_cast %ptr_283 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        %cst_284 = arith.constant dense<0.000000e+00> : vector<16xf32>
        llvm.store %cst_284, %123 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        %lay_285 = cute.get_layout(%rmem_261) : !memref_rmem_f32
        %lay_286 = cute.get_layout(%rmem_261) : !memref_rmem_f32
        %124 = cute.get_shape(%lay_286) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %shape_287 = cute.make_shape() : () -> !cute.shape<"16">
        %itup_288 = cute.to_int_tuple(%shape_287) : !cute.shape<"16"> to !cute.int_tuple<"16">
        %e0_289 = cute.get_leaves(%itup_288) : !cute.int_tuple<"16">
        %125 = cute.get_shape(%lay_285) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_290, %e1_291, %e2_292, %e3_293 = cute.get_leaves(%125) : !cute.shape<"((4,1),1,4)">
        %int_tuple_294 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_295 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_296 = cute.get_leaves(%int_tuple_295) : !cute.int_tuple<"16">
        %126 = vector.broadcast %cst_274 : f32 to vector<16xf32>
        %int_tuple_297 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_298 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_299 = cute.get_leaves(%int_tuple_298) : !cute.int_tuple<"16">
        %int_tuple_300 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_301 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_302 = cute.get_leaves(%int_tuple_301) : !cute.int_tuple<"16">
        %iter_303 = cute.get_iter(%rmem_261) : !memref_rmem_f32
        %int_tuple_304 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_305 = cute.add_offset(%iter_303, %int_tuple_304) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %127 = builtin.unrealized_conversion_cast %ptr_305 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        %cst_306 = arith.constant dense<0.000000e+00> : vector<16xf32>
        llvm.store %cst_306, %127 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        %128 = cute.get_shape(%lay_254) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_307, %e1_308, %e2_309, %e3_310 = cute.get_leaves(%128) : !cute.shape<"((4,1),1,4)">
        %shape_311 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_312 = cute.make_layout() : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_254, %lay_312) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_313 = cute.make_view(%iter_77, %append) : !memref_gmem_f32_4
        %iter_314 = cute.get_iter(%view_313) : !memref_gmem_f32_4
        %lay_315 = cute.get_layout(%view_313) : !memref_gmem_f32_4
        %129 = cute.get_shape(%lay_315) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_316, %e1_317, %e2_318, %e3_319 = cute.get_leaves(%129) : !cute.shape<"((4,1),1,4)">
        %iter_320 = cute.get_iter(%view_313) : !memref_gmem_f32_4
        %view_321 = cute.make_view(%iter_320) : !memref_gmem_f32_5
        %iter_322 = cute.get_iter(%view_321) : !memref_gmem_f32_5
        %iter_323 = cute.get_iter(%view_321) : !memref_gmem_f32_5
        %shape_324 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_325 = cute.make_layout() : !cute.layout<"1:0">
        %append_326 = cute.append_to_rank<2> (%lay_264, %lay_325) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_327 = cute.make_view(%iter_258, %append_326) : !memref_rmem_f32
        %iter_328 = cute.get_iter(%view_327) : !memref_rmem_f32
        %lay_329 = cute.get_layout(%view_327) : !memref_rmem_f32
        %130 = cute.get_shape(%lay_329) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_330, %e1_331, %e2_332, %e3_333 = cute.get_leaves(%130) : !cute.shape<"((4,1),1,4)">
        %iter_334 = cute.get_iter(%view_327) : !memref_rmem_f32
        %view_335 = cute.make_view(%iter_334) : !memref_rmem_f32_1
        %iter_336 = cute.get_iter(%view_335) : !memref_rmem_f32_1
        %iter_337 = cute.get_iter(%view_335) : !memref_rmem_f32_1
        %lay_338 = cute.get_layout(%rmem) : !memref_rmem_i8
        %shape_339 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_340 = cute.make_layout() : !cute.layout<"1:0">
        %append_341 = cute.append_to_rank<2> (%lay_338, %lay_340) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_342 = cute.make_view(%iter_150, %append_341) : !memref_rmem_i8
        %iter_343 = cute.get_iter(%view_342) : !memref_rmem_i8
        %lay_344 = cute.get_layout(%view_342) : !memref_rmem_i8
        %131 = cute.get_shape(%lay_344) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_345, %e1_346, %e2_347 = cute.get_leaves(%131) : !cute.shape<"(1,1,4)">
        %iter_348 = cute.get_iter(%view_342) : !memref_rmem_i8
        %view_349 = cute.make_view(%iter_348) : !memref_rmem_i8_1
        %iter_350 = cute.get_iter(%view_349) : !memref_rmem_i8_1
        %iter_351 = cute.get_iter(%view_349) : !memref_rmem_i8_1
        %lay_352 = cute.get_layout(%view_321) : !memref_gmem_f32_5
        %132 = cute.get_shape(%lay_352) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_353, %e1_354, %e2_355, %e3_356 = cute.get_leaves(%132) : !cute.shape<"((4,1),(1,4))">
        %lay_357 = cute.get_layout(%view_335) : !memref_rmem_f32_1
        %133 = cute.get_shape(%lay_357) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_358, %e1_359, %e2_360, %e3_361 = cute.get_leaves(%133) : !cute.shape<"((4,1),(1,4))">
        %lay_362 = cute.get_layout(%view_321) : !memref_gmem_f32_5
        %134 = cute.get_shape(%lay_362) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %shape_363 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_364 = cute.to_int_tuple(%shape_363) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_365 = cute.get_leaves(%itup_364) : !cute.int_tuple<"4">
        %lay_366 = cute.get_layout(%view_335) : !memref_rmem_f32_1
        %135 = cute.get_shape(%lay_366) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %shape_367 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_368 = cute.to_int_tuple(%shape_367) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_369 = cute.get_leaves(%itup_368) : !cute.int_tuple<"4">
        %iter_370 = cute.get_iter(%view_321) : !memref_gmem_f32_5
        %iter_371 = cute.get_iter(%view_335) : !memref_rmem_f32_1
        %lay_372 = cute.get_layout(%view_321) : !memref_gmem_f32_5
        %lay_373 = cute.get_layout(%view_335) : !memref_rmem_f32_1
        %136 = cute.static : !cute.layout<"1:0">
        %append_374 = cute.append_to_rank<2> (%lay_372, %136) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_375 = cute.append_to_rank<2> (%lay_373, %136) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append_374) <1, 2> : (!cute_layout_6cf571) -> !cute_layout_b38ecb
        %grouped_376 = cute.group_modes(%append_375) <1, 2> : (!cute_layout_52a9ba) -> !cute_layout_f5fe74
        %iter_377 = cute.get_iter(%view_349) : !memref_rmem_i8_1
        %lay_378 = cute.get_layout(%view_349) : !memref_rmem_i8_1
        %append_379 = cute.append_to_rank<2> (%lay_378, %136) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_380 = cute.group_modes(%append_379) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %137 = cute.get_shape(%grouped) : (!cute_layout_b38ecb) -> !cute.shape<"((4,1),((1,4)))">
        %shape_381 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_382 = cute.to_int_tuple(%shape_381) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %138 = cute.get_scalars(%itup_382) : !cute.int_tuple<"4">
        %c0_i32_383 = arith.constant 0 : i32
        %c1_i32_384 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_383 to %138 step %c1_i32_384  : i32 {
          %coord_568 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %173 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_569 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_570 = cute.crd2idx(%coord_568, %grouped) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_571 = cute.add_offset(%iter_370, %idx_570) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_572 = cute.make_view(%ptr_571, %lay_569) : !memref_gmem_f32_6
          %174 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_573 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_574 = cute.crd2idx(%coord_568, %grouped_376) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_575 = cute.add_offset(%iter_371, %idx_574) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_576 = cute.make_view(%ptr_575, %lay_573) : !memref_rmem_f32_2
          %175 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_577 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_578 = cute.crd2idx(%coord_568, %grouped_380) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_579 = cute.add_offset(%iter_377, %idx_578) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_580 = cute.make_view(%ptr_579, %lay_577) : !memref_rmem_i8_2
          %iter_581 = cute.get_iter(%view_572) : !memref_gmem_f32_6
          %iter_582 = cute.get_iter(%view_576) : !memref_rmem_f32_2
          %lay_583 = cute.get_layout(%view_572) : !memref_gmem_f32_6
          %lay_584 = cute.get_layout(%view_576) : !memref_rmem_f32_2
          %iter_585 = cute.get_iter(%view_580) : !memref_rmem_i8_2
          %lay_586 = cute.get_layout(%view_580) : !memref_rmem_i8_2
          %coord_587 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_588 = cute.crd2idx(%coord_587, %lay_586) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_589 = cute.add_offset(%iter_585, %idx_588) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %176 = cute.ptr.load %ptr_589 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %177 = arith.cmpi ne, %176, %c0_i8 : i8
          scf.if %177 {
            %coord_590 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_591 = cute.crd2idx(%coord_590, %lay_583) : (!cute.coord<"0">, !cute.layout<"((4,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_592 = cute.add_offset(%iter_581, %idx_591) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
            %idx_593 = cute.crd2idx(%coord_590, %lay_584) : (!cute.coord<"0">, !cute.layout<"((4,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_594 = cute.add_offset(%iter_582, %idx_593) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<16>>
            %178 = builtin.unrealized_conversion_cast %ptr_592 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %179 = builtin.unrealized_conversion_cast %ptr_594 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %180 = llvm.load %178 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %180, %179 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %139 = cute.get_shape(%lay_259) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_385, %e1_386, %e2_387, %e3_388 = cute.get_leaves(%139) : !cute.shape<"((4,1),1,4)">
        %shape_389 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_390 = cute.make_layout() : !cute.layout<"1:0">
        %append_391 = cute.append_to_rank<2> (%lay_259, %lay_390) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_392 = cute.make_view(%iter_93, %append_391) : !memref_gmem_f32_4
        %iter_393 = cute.get_iter(%view_392) : !memref_gmem_f32_4
        %lay_394 = cute.get_layout(%view_392) : !memref_gmem_f32_4
        %140 = cute.get_shape(%lay_394) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_395, %e1_396, %e2_397, %e3_398 = cute.get_leaves(%140) : !cute.shape<"((4,1),1,4)">
        %iter_399 = cute.get_iter(%view_392) : !memref_gmem_f32_4
        %view_400 = cute.make_view(%iter_399) : !memref_gmem_f32_5
        %iter_401 = cute.get_iter(%view_400) : !memref_gmem_f32_5
        %iter_402 = cute.get_iter(%view_400) : !memref_gmem_f32_5
        %shape_403 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_404 = cute.make_layout() : !cute.layout<"1:0">
        %append_405 = cute.append_to_rank<2> (%lay_285, %lay_404) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_406 = cute.make_view(%iter_263, %append_405) : !memref_rmem_f32
        %iter_407 = cute.get_iter(%view_406) : !memref_rmem_f32
        %lay_408 = cute.get_layout(%view_406) : !memref_rmem_f32
        %141 = cute.get_shape(%lay_408) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_409, %e1_410, %e2_411, %e3_412 = cute.get_leaves(%141) : !cute.shape<"((4,1),1,4)">
        %iter_413 = cute.get_iter(%view_406) : !memref_rmem_f32
        %view_414 = cute.make_view(%iter_413) : !memref_rmem_f32_1
        %iter_415 = cute.get_iter(%view_414) : !memref_rmem_f32_1
        %iter_416 = cute.get_iter(%view_414) : !memref_rmem_f32_1
        %shape_417 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_418 = cute.make_layout() : !cute.layout<"1:0">
        %append_419 = cute.append_to_rank<2> (%lay_338, %lay_418) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_420 = cute.make_view(%iter_150, %append_419) : !memref_rmem_i8
        %iter_421 = cute.get_iter(%view_420) : !memref_rmem_i8
        %lay_422 = cute.get_layout(%view_420) : !memref_rmem_i8
        %142 = cute.get_shape(%lay_422) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_423, %e1_424, %e2_425 = cute.get_leaves(%142) : !cute.shape<"(1,1,4)">
        %iter_426 = cute.get_iter(%view_420) : !memref_rmem_i8
        %view_427 = cute.make_view(%iter_426) : !memref_rmem_i8_1
        %iter_428 = cute.get_iter(%view_427) : !memref_rmem_i8_1
        %iter_429 = cute.get_iter(%view_427) : !memref_rmem_i8_1
        %lay_430 = cute.get_layout(%view_400) : !memref_gmem_f32_5
        %143 = cute.get_shape(%lay_430) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_431, %e1_432, %e2_433, %e3_434 = cute.get_leaves(%143) : !cute.shape<"((4,1),(1,4))">
        %lay_435 = cute.get_layout(%view_414) : !memref_rmem_f32_1
        %144 = cute.get_shape(%lay_435) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_436, %e1_437, %e2_438, %e3_439 = cute.get_leaves(%144) : !cute.shape<"((4,1),(1,4))">
        %lay_440 = cute.get_layout(%view_400) : !memref_gmem_f32_5
        %145 = cute.get_shape(%lay_440) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %shape_441 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_442 = cute.to_int_tuple(%shape_441) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_443 = cute.get_leaves(%itup_442) : !cute.int_tuple<"4">
        %lay_444 = cute.get_layout(%view_414) : !memref_rmem_f32_1
        %146 = cute.get_shape(%lay_444) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %shape_445 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_446 = cute.to_int_tuple(%shape_445) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_447 = cute.get_leaves(%itup_446) : !cute.int_tuple<"4">
        %iter_448 = cute.get_iter(%view_400) : !memref_gmem_f32_5
        %iter_449 = cute.get_iter(%view_414) : !memref_rmem_f32_1
        %lay_450 = cute.get_layout(%view_400) : !memref_gmem_f32_5
        %lay_451 = cute.get_layout(%view_414) : !memref_rmem_f32_1
        %147 = cute.static : !cute.layout<"1:0">
        %append_452 = cute.append_to_rank<2> (%lay_450, %147) : !cute_layout_6cf571, !cute.layout<"1:0">
        %append_453 = cute.append_to_rank<2> (%lay_451, %147) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %grouped_454 = cute.group_modes(%append_452) <1, 2> : (!cute_layout_6cf571) -> !cute_layout_b38ecb
        %grouped_455 = cute.group_modes(%append_453) <1, 2> : (!cute_layout_52a9ba) -> !cute_layout_f5fe74
        %iter_456 = cute.get_iter(%view_427) : !memref_rmem_i8_1
        %lay_457 = cute.get_layout(%view_427) : !memref_rmem_i8_1
        %append_458 = cute.append_to_rank<2> (%lay_457, %147) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_459 = cute.group_modes(%append_458) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %148 = cute.get_shape(%grouped_454) : (!cute_layout_b38ecb) -> !cute.shape<"((4,1),((1,4)))">
        %shape_460 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_461 = cute.to_int_tuple(%shape_460) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %149 = cute.get_scalars(%itup_461) : !cute.int_tuple<"4">
        %c0_i32_462 = arith.constant 0 : i32
        %c1_i32_463 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_462 to %149 step %c1_i32_463  : i32 {
          %coord_568 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %173 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_569 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_570 = cute.crd2idx(%coord_568, %grouped_454) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_571 = cute.add_offset(%iter_448, %idx_570) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_572 = cute.make_view(%ptr_571, %lay_569) : !memref_gmem_f32_6
          %174 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_573 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_574 = cute.crd2idx(%coord_568, %grouped_455) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_575 = cute.add_offset(%iter_449, %idx_574) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_576 = cute.make_view(%ptr_575, %lay_573) : !memref_rmem_f32_2
          %175 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_577 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_578 = cute.crd2idx(%coord_568, %grouped_459) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_579 = cute.add_offset(%iter_456, %idx_578) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_580 = cute.make_view(%ptr_579, %lay_577) : !memref_rmem_i8_2
          %iter_581 = cute.get_iter(%view_572) : !memref_gmem_f32_6
          %iter_582 = cute.get_iter(%view_576) : !memref_rmem_f32_2
          %lay_583 = cute.get_layout(%view_572) : !memref_gmem_f32_6
          %lay_584 = cute.get_layout(%view_576) : !memref_rmem_f32_2
          %iter_585 = cute.get_iter(%view_580) : !memref_rmem_i8_2
          %lay_586 = cute.get_layout(%view_580) : !memref_rmem_i8_2
          %coord_587 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_588 = cute.crd2idx(%coord_587, %lay_586) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_589 = cute.add_offset(%iter_585, %idx_588) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %176 = cute.ptr.load %ptr_589 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %177 = arith.cmpi ne, %176, %c0_i8 : i8
          scf.if %177 {
            %coord_590 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_591 = cute.crd2idx(%coord_590, %lay_583) : (!cute.coord<"0">, !cute.layout<"((4,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_592 = cute.add_offset(%iter_581, %idx_591) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
            %idx_593 = cute.crd2idx(%coord_590, %lay_584) : (!cute.coord<"0">, !cute.layout<"((4,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_594 = cute.add_offset(%iter_582, %idx_593) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<16>>
            %178 = builtin.unrealized_conversion_cast %ptr_592 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %179 = builtin.unrealized_conversion_cast %ptr_594 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %180 = llvm.load %178 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %180, %179 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %iter_464 = cute.get_iter(%rmem_256) : !memref_rmem_f32
        %int_tuple_465 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_466 = cute.add_offset(%iter_464, %int_tuple_465) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %150 = builtin.unrealized_conversion_cast %ptr_466 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        %151 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
        %152:16 = vector.to_elements %151 : vector<16xf32>
        %153 = vector.broadcast %43 : f32 to vector<16xf32>
        %154 = arith.mulf %151, %153 : vector<16xf32>
        %iter_467 = cute.get_iter(%rmem_261) : !memref_rmem_f32
        %int_tuple_468 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_469 = cute.add_offset(%iter_467, %int_tuple_468) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %155 = builtin.unrealized_conversion_cast %ptr_469 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        %156 = llvm.load %155 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
        %157:16 = vector.to_elements %156 : vector<16xf32>
        %158 = arith.mulf %154, %156 : vector<16xf32>
        %lay_470 = cute.get_layout(%view_108) : !memref_gmem_f32_4
        %lay_471 = cute.make_layout() : !cute_layout_65aa51
        %rmem_472 = cute.memref.alloca(%lay_471) : !memref_rmem_f32
        %iter_473 = cute.get_iter(%rmem_472) : !memref_rmem_f32
        %iter_474 = cute.get_iter(%rmem_472) : !memref_rmem_f32
        %lay_475 = cute.get_layout(%rmem_472) : !memref_rmem_f32
        %159 = cute.get_shape(%lay_475) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_476, %e1_477, %e2_478, %e3_479 = cute.get_leaves(%159) : !cute.shape<"((4,1),1,4)">
        %int_tuple_480 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_481 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_482 = cute.get_leaves(%int_tuple_481) : !cute.int_tuple<"16">
        %int_tuple_483 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,1),1,4)">
        %int_tuple_484 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %e0_485 = cute.get_leaves(%int_tuple_484) : !cute.int_tuple<"16">
        %iter_486 = cute.get_iter(%rmem_472) : !memref_rmem_f32
        %160:16 = vector.to_elements %158 : vector<16xf32>
        %int_tuple_487 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_488 = cute.add_offset(%iter_486, %int_tuple_487) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %161 = builtin.unrealized_conversion_cast %ptr_488 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %158, %161 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        %162 = cute.get_shape(%lay_470) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_489, %e1_490, %e2_491, %e3_492 = cute.get_leaves(%162) : !cute.shape<"((4,1),1,4)">
        %shape_493 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_494 = cute.make_layout() : !cute.layout<"1:0">
        %append_495 = cute.append_to_rank<2> (%lay_475, %lay_494) : !cute_layout_65aa51, !cute.layout<"1:0">
        %view_496 = cute.make_view(%iter_474, %append_495) : !memref_rmem_f32
        %iter_497 = cute.get_iter(%view_496) : !memref_rmem_f32
        %lay_498 = cute.get_layout(%view_496) : !memref_rmem_f32
        %163 = cute.get_shape(%lay_498) : (!cute_layout_65aa51) -> !cute.shape<"((4,1),1,4)">
        %e0_499, %e1_500, %e2_501, %e3_502 = cute.get_leaves(%163) : !cute.shape<"((4,1),1,4)">
        %iter_503 = cute.get_iter(%view_496) : !memref_rmem_f32
        %view_504 = cute.make_view(%iter_503) : !memref_rmem_f32_1
        %iter_505 = cute.get_iter(%view_504) : !memref_rmem_f32_1
        %iter_506 = cute.get_iter(%view_504) : !memref_rmem_f32_1
        %shape_507 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_508 = cute.make_layout() : !cute.layout<"1:0">
        %append_509 = cute.append_to_rank<2> (%lay_470, %lay_508) : !cute_layout_057eda, !cute.layout<"1:0">
        %view_510 = cute.make_view(%iter_109, %append_509) : !memref_gmem_f32_4
        %iter_511 = cute.get_iter(%view_510) : !memref_gmem_f32_4
        %lay_512 = cute.get_layout(%view_510) : !memref_gmem_f32_4
        %164 = cute.get_shape(%lay_512) : (!cute_layout_057eda) -> !cute.shape<"((4,1),1,4)">
        %e0_513, %e1_514, %e2_515, %e3_516 = cute.get_leaves(%164) : !cute.shape<"((4,1),1,4)">
        %iter_517 = cute.get_iter(%view_510) : !memref_gmem_f32_4
        %view_518 = cute.make_view(%iter_517) : !memref_gmem_f32_5
        %iter_519 = cute.get_iter(%view_518) : !memref_gmem_f32_5
        %iter_520 = cute.get_iter(%view_518) : !memref_gmem_f32_5
        %shape_521 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_522 = cute.make_layout() : !cute.layout<"1:0">
        %append_523 = cute.append_to_rank<2> (%lay_338, %lay_522) : !cute.layout<"(1,1,4):(0,0,1)">, !cute.layout<"1:0">
        %view_524 = cute.make_view(%iter_150, %append_523) : !memref_rmem_i8
        %iter_525 = cute.get_iter(%view_524) : !memref_rmem_i8
        %lay_526 = cute.get_layout(%view_524) : !memref_rmem_i8
        %165 = cute.get_shape(%lay_526) : (!cute.layout<"(1,1,4):(0,0,1)">) -> !cute.shape<"(1,1,4)">
        %e0_527, %e1_528, %e2_529 = cute.get_leaves(%165) : !cute.shape<"(1,1,4)">
        %iter_530 = cute.get_iter(%view_524) : !memref_rmem_i8
        %view_531 = cute.make_view(%iter_530) : !memref_rmem_i8_1
        %iter_532 = cute.get_iter(%view_531) : !memref_rmem_i8_1
        %iter_533 = cute.get_iter(%view_531) : !memref_rmem_i8_1
        %lay_534 = cute.get_layout(%view_504) : !memref_rmem_f32_1
        %166 = cute.get_shape(%lay_534) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %e0_535, %e1_536, %e2_537, %e3_538 = cute.get_leaves(%166) : !cute.shape<"((4,1),(1,4))">
        %lay_539 = cute.get_layout(%view_518) : !memref_gmem_f32_5
        %167 = cute.get_shape(%lay_539) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %e0_540, %e1_541, %e2_542, %e3_543 = cute.get_leaves(%167) : !cute.shape<"((4,1),(1,4))">
        %lay_544 = cute.get_layout(%view_504) : !memref_rmem_f32_1
        %168 = cute.get_shape(%lay_544) : (!cute_layout_52a9ba) -> !cute.shape<"((4,1),(1,4))">
        %shape_545 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_546 = cute.to_int_tuple(%shape_545) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_547 = cute.get_leaves(%itup_546) : !cute.int_tuple<"4">
        %lay_548 = cute.get_layout(%view_518) : !memref_gmem_f32_5
        %169 = cute.get_shape(%lay_548) : (!cute_layout_6cf571) -> !cute.shape<"((4,1),(1,4))">
        %shape_549 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_550 = cute.to_int_tuple(%shape_549) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_551 = cute.get_leaves(%itup_550) : !cute.int_tuple<"4">
        %iter_552 = cute.get_iter(%view_504) : !memref_rmem_f32_1
        %iter_553 = cute.get_iter(%view_518) : !memref_gmem_f32_5
        %lay_554 = cute.get_layout(%view_504) : !memref_rmem_f32_1
        %lay_555 = cute.get_layout(%view_518) : !memref_gmem_f32_5
        %170 = cute.static : !cute.layout<"1:0">
        %append_556 = cute.append_to_rank<2> (%lay_554, %170) : !cute_layout_52a9ba, !cute.layout<"1:0">
        %append_557 = cute.append_to_rank<2> (%lay_555, %170) : !cute_layout_6cf571, !cute.layout<"1:0">
        %grouped_558 = cute.group_modes(%append_556) <1, 2> : (!cute_layout_52a9ba) -> !cute_layout_f5fe74
        %grouped_559 = cute.group_modes(%append_557) <1, 2> : (!cute_layout_6cf571) -> !cute_layout_b38ecb
        %iter_560 = cute.get_iter(%view_531) : !memref_rmem_i8_1
        %lay_561 = cute.get_layout(%view_531) : !memref_rmem_i8_1
        %append_562 = cute.append_to_rank<2> (%lay_561, %170) : !cute_layout_28acc4, !cute.layout<"1:0">
        %grouped_563 = cute.group_modes(%append_562) <1, 2> : (!cute_layout_28acc4) -> !cute_layout_973764
        %171 = cute.get_shape(%grouped_558) : (!cute_layout_f5fe74) -> !cute.shape<"((4,1),((1,4)))">
        %shape_564 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_565 = cute.to_int_tuple(%shape_564) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %172 = cute.get_scalars(%itup_565) : !cute.int_tuple<"4">
        %c0_i32_566 = arith.constant 0 : i32
        %c1_i32_567 = arith.constant 1 : i32
        scf.for %arg7 = %c0_i32_566 to %172 step %c1_i32_567  : i32 {
          %coord_568 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %173 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_569 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_570 = cute.crd2idx(%coord_568, %grouped_558) : (!cute.coord<"(_,?)">, !cute_layout_f5fe74) -> !cute.int_tuple<"?{div=4}">
          %ptr_571 = cute.add_offset(%iter_552, %idx_570) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem, align<16>>
          %view_572 = cute.make_view(%ptr_571, %lay_569) : !memref_rmem_f32_2
          %174 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_573 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_574 = cute.crd2idx(%coord_568, %grouped_559) : (!cute.coord<"(_,?)">, !cute_layout_b38ecb) -> !cute.int_tuple<"?{div=512}">
          %ptr_575 = cute.add_offset(%iter_553, %idx_574) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=512}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_576 = cute.make_view(%ptr_575, %lay_573) : !memref_gmem_f32_6
          %175 = cute.get_scalars(%coord_568) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_577 = cute.make_layout() : !cute.layout<"(1):(0)">
          %idx_578 = cute.crd2idx(%coord_568, %grouped_563) : (!cute.coord<"(_,?)">, !cute_layout_973764) -> !cute.int_tuple<"?">
          %ptr_579 = cute.add_offset(%iter_560, %idx_578) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_580 = cute.make_view(%ptr_579, %lay_577) : !memref_rmem_i8_2
          %iter_581 = cute.get_iter(%view_572) : !memref_rmem_f32_2
          %iter_582 = cute.get_iter(%view_576) : !memref_gmem_f32_6
          %lay_583 = cute.get_layout(%view_572) : !memref_rmem_f32_2
          %lay_584 = cute.get_layout(%view_576) : !memref_gmem_f32_6
          %iter_585 = cute.get_iter(%view_580) : !memref_rmem_i8_2
          %lay_586 = cute.get_layout(%view_580) : !memref_rmem_i8_2
          %coord_587 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_588 = cute.crd2idx(%coord_587, %lay_586) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
          %ptr_589 = cute.add_offset(%iter_585, %idx_588) : (!cute.ptr<i8, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem>
          %176 = cute.ptr.load %ptr_589 : <i8, rmem>
          %c0_i8 = arith.constant 0 : i8
          %177 = arith.cmpi ne, %176, %c0_i8 : i8
          scf.if %177 {
            %coord_590 = cute.make_coord() : () -> !cute.coord<"0">
            %idx_591 = cute.crd2idx(%coord_590, %lay_583) : (!cute.coord<"0">, !cute.layout<"((4,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_592 = cute.add_offset(%iter_581, %idx_591) : (!cute.ptr<f32, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<16>>
            %idx_593 = cute.crd2idx(%coord_590, %lay_584) : (!cute.coord<"0">, !cute.layout<"((4,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_594 = cute.add_offset(%iter_582, %idx_593) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
            %178 = builtin.unrealized_conversion_cast %ptr_592 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
            %179 = builtin.unrealized_conversion_cast %ptr_594 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
            %180 = llvm.load %178 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %180, %179 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
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
    %view_30 = cute.make_view(%iter_29) : !memref_gmem_f32
    %iter_31 = cute.get_iter(%view_30) : !memref_gmem_f32
    %iter_32 = cute.get_iter(%view_30) : !memref_gmem_f32
    %lay_33 = cute.get_layout(%view_27) : !memref_gmem_f32_9
    %5 = cute.get_shape(%lay_33) : (!cute.layout<"(96,5000):(0,1)">) -> !cute.shape<"(96,5000)">
    %e0_34, %e1_35 = cute.get_leaves(%5) : !cute.shape<"(96,5000)">
    %tile_36 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_37 = cute.get_iter(%view_27) : !memref_gmem_f32_9
    %view_38 = cute.make_view(%iter_37) : !memref_gmem_f32_1
    %iter_39 = cute.get_iter(%view_38) : !memref_gmem_f32_1
    %iter_40 = cute.get_iter(%view_38) : !memref_gmem_f32_1
    %lay_41 = cute.get_layout(%view_19) : !memref_gmem_f32_7
    %6 = cute.get_shape(%lay_41) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %e0_42, %e1_43 = cute.get_leaves(%6) : !cute.shape<"(96,5000)">
    %tile_44 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_45 = cute.get_iter(%view_19) : !memref_gmem_f32_7
    %view_46 = cute.make_view(%iter_45) : !memref_gmem_f32
    %iter_47 = cute.get_iter(%view_46) : !memref_gmem_f32
    %iter_48 = cute.get_iter(%view_46) : !memref_gmem_f32
    %shape_49 = cute.make_shape() : () -> !cute.shape<"(96,5000)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride_50 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_51 = cute.make_layout(%shape_49, %stride_50) : !cute_layout_0ca2ab
    %view_52 = cute.make_view(%int_tup_iter, %lay_51) : !cute_coord_tensor_15c8d6
    %iter_53 = cute.get_iter(%view_52) : !cute_coord_tensor_15c8d6
    %tup = cute.deref_arith_tuple_iter(%iter_53) : !cute.arith_tuple_iter<"(0,0)">
    %e0_54, %e1_55 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_56 = cute.get_layout(%view_52) : !cute_coord_tensor_15c8d6
    %7 = cute.get_shape(%lay_56) : (!cute_layout_0ca2ab) -> !cute.shape<"(96,5000)">
    %e0_57, %e1_58 = cute.get_leaves(%7) : !cute.shape<"(96,5000)">
    %tile_59 = cute.make_tile() : () -> !cute.tile<"[1:0;2048:1]">
    %iter_60 = cute.get_iter(%view_52) : !cute_coord_tensor_15c8d6
    %view_61 = cute.make_view(%iter_60) : !cute_coord_tensor_511bd0
    %iter_62 = cute.get_iter(%view_61) : !cute_coord_tensor_511bd0
    %tup_63 = cute.deref_arith_tuple_iter(%iter_62) : !cute.arith_tuple_iter<"(0,0)">
    %e0_64, %e1_65 = cute.get_leaves(%tup_63) : !cute.int_tuple<"(0,0)">
    %iter_66 = cute.get_iter(%view_61) : !cute_coord_tensor_511bd0
    %tup_67 = cute.deref_arith_tuple_iter(%iter_66) : !cute.arith_tuple_iter<"(0,0)">
    %e0_68, %e1_69 = cute.get_leaves(%tup_67) : !cute.int_tuple<"(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    %shape_70 = cute.make_shape() : () -> !cute.shape<"(1,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_71 = cute.make_layout() : !cute.layout<"(1,128):(0,1)">
    %shape_72 = cute.make_shape() : () -> !cute.shape<"(1,4)">
    %int_tuple_73 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_74 = cute.make_layout() : !cute.layout<"(1,4):(0,1)">
    %lay_75 = cute.make_layout() : !cute_layout_b668f0
    %8 = cute.get_shape(%lay_71) : (!cute.layout<"(1,128):(0,1)">) -> !cute.shape<"(1,128)">
    %shape_76 = cute.make_shape() : () -> !cute.shape<"128">
    %itup = cute.to_int_tuple(%shape_76) : !cute.shape<"128"> to !cute.int_tuple<"128">
    %e0_77 = cute.get_leaves(%itup) : !cute.int_tuple<"128">
    %9 = cute.get_shape(%lay_74) : (!cute.layout<"(1,4):(0,1)">) -> !cute.shape<"(1,4)">
    %shape_78 = cute.make_shape() : () -> !cute.shape<"4">
    %itup_79 = cute.to_int_tuple(%shape_78) : !cute.shape<"4"> to !cute.int_tuple<"4">
    %e0_80 = cute.get_leaves(%itup_79) : !cute.int_tuple<"4">
    %shape_81 = cute.make_shape() : () -> !cute.shape<"(128,4)">
    %lay_82 = cute.make_layout() : !cute.layout<"(128,4):(1,128)">
    %lay_83 = cute.make_layout() : !cute.layout<"(128,4):(4,1)">
    %lay_84 = cute.make_layout() : !cute.layout<"(128,4):(4,1)">
    %10 = cute.get_shape(%lay_75) : (!cute_layout_b668f0) -> !cute.shape<"(1,(4,128))">
    %e0_85, %e1_86, %e2 = cute.get_leaves(%10) : !cute.shape<"(1,(4,128))">
    %int_tuple_87 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,128))">
    %int_tuple_88 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,512)">
    %e0_89, %e1_90 = cute.get_leaves(%int_tuple_88) : !cute.int_tuple<"(1,512)">
    %tile_91 = cute.make_tile() : () -> !cute.tile<"[1:0;512:1]">
    %11 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_92 = cute.get_layout(%view) : !memref_gmem_f32_7
    %12 = cute.get_shape(%lay_92) : (!cute_layout_5d1655) -> !cute.shape<"(96,5000)">
    %shape_93 = cute.make_shape() : () -> !cute.shape<"96">
    %itup_94 = cute.to_int_tuple(%shape_93) : !cute.shape<"96"> to !cute.int_tuple<"96">
    %e0_95 = cute.get_leaves(%itup_94) : !cute.int_tuple<"96">
    %lay_96 = cute.get_layout(%view_30) : !memref_gmem_f32
    %lay_97 = cute.get_layout(%view_38) : !memref_gmem_f32_1
    %lay_98 = cute.get_layout(%view_46) : !memref_gmem_f32
    %lay_99 = cute.get_layout(%arg3) : !memref_gmem_f32_2
    %lay_100 = cute.get_layout(%view_61) : !cute_coord_tensor_511bd0
    %13 = cute.static : !cute.tile<"[1:0;512:1]">
    %e0_101, %e1_102 = cute.get_leaves(%13) : !cute.tile<"[1:0;512:1]">
    %14 = cute.static : !cute.layout<"(128,4):(4,1)">
    %15 = cute.static : !cute.layout<"1:0">
    %16 = cute.static : !cute.layout<"(1,4):(0,1)">
    %17 = cute.static : !cute.layout<"(1,4):(0,1)">
    %c16_i64 = arith.constant 16 : i64
    %c80_i32 = arith.constant 80 : i32
    %18 = arith.extsi %c80_i32 : i32 to i64
    %19 = arith.cmpi slt, %18, %c16_i64 : i64
    scf.if %19 {
      %25 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %26 = llvm.getelementptr %25[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<325 x i8>
      %27 = llvm.call @printf(%26, %c80_i32, %c16_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    }
    %c232448_i32 = arith.constant 232448 : i32
    %20 = arith.cmpi sgt, %c80_i32, %c232448_i32 : i32
    scf.if %20 {
      %25 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %26 = llvm.getelementptr %25[%c0_i64, %c0_i64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %27 = llvm.call @printf(%26, %c80_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %21 = arith.extsi %c80_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c96_i32 = arith.constant 96 : i32
    %22 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %21, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%22] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_103 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%22] %c0_i32_103 : !cuda_launch_cfg_2cf94c, i32
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%22> (%view_30, %view_38, %view_46, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f32, !memref_gmem_f32_1, !memref_gmem_f32, !memref_gmem_f32_2, f32) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_104 = arith.constant 0 : i32
    return %c0_i32_104 : i32
  }
}
