!cute_arith_tuple_iter_396070 = !cute.arith_tuple_iter<"(?{div=64},?{div=128},?)">
!cute_arith_tuple_iter_7007f6 = !cute.arith_tuple_iter<"(0,?{div=64},0)">
!cute_arith_tuple_iter_815f75 = !cute.arith_tuple_iter<"(?{div=128},?{div=128},?)">
!cute_arith_tuple_iter_da3d01 = !cute.arith_tuple_iter<"(0,0,0)">
!cute_arith_tuple_iter_df6bff = !cute.arith_tuple_iter<"(?{div=32},?{div=128},?)">
!cute_arith_tuple_iter_ff9d1e = !cute.arith_tuple_iter<"(?{div=64},?{div=64},?)">
!cute_int_tuple_36697f = !cute.int_tuple<"(?{div=32},?{div=128},?)">
!cute_int_tuple_ae8a07 = !cute.int_tuple<"(?{div=64},?{div=128},?)">
!cute_int_tuple_cbf4cf = !cute.int_tuple<"(0,?{div=64},0)">
!cute_int_tuple_ec754e = !cute.int_tuple<"(?{div=64},?{div=64},?)">
!cute_int_tuple_ee97c9 = !cute.int_tuple<"(?{div=128},?{div=128},?)">
!cute_layout_233ec8 = !cute.layout<"((4096,1),(1,4)):((1,0),(0,4096))">
!cute_layout_583b1a = !cute.layout<"(1,2,1,1):(0,1,0,0)">
!cute_layout_95dcdb = !cute.layout<"(128,128,8,9,2):(1@1,1@0,128@1,128@0,1@2)">
!cute_layout_b603f8 = !cute.layout<"(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,4096))">
!cute_layout_c49ee5 = !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">
!cute_layout_d1b00b = !cute.layout<"(((64,128),1),9,9,2):(((1@0,1@1),0),128@1,64@0,1@2)">
!cute_layout_e150ce = !cute.layout<"(((64,128),1),8,9,2):(((1@0,1@1),0),128@1,64@0,1@2)">
!cute_layout_e43b08 = !cute.layout<"(((2,4),1),((1,2))):(((1,2),0),((0,16)))">
!cute_layout_ec5642 = !cute.layout<"(((2,2,2),1),((1,2))):(((1,2,4),0),((0,8)))">
!cute_layout_fa9090 = !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">
!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = BF16_RN>
!cute_nvgpu_atom_tma_load_07fe0b = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_load_90433f = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_atom_tma_store_a82a14 = !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
!cute_nvgpu_sm90_mma_bab7f3 = !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
!cute_ptr_2914ae = !cute.ptr<bf16, rmem, align<16>>
!cute_ptr_489d54 = !cute.ptr<bf16, rmem, align<32>>
!cute_ptr_6167ca = !cute.ptr<i64, smem, align<1024>>
!cute_ptr_6d8216 = !cute.ptr<bf16, smem, align<16>, S<2,4,3>>
!cute_ptr_6f3445 = !cute.ptr<bf16, gmem, align<16>>
!cute_ptr_8ec51c = !cute.ptr<bf16, smem, align<1024>, S<2,4,3>>
!cute_ptr_91cbad = !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
!cute_ptr_9651e7 = !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
!cute_ptr_9af6a0 = !cute.ptr<i8, smem, align<1024>>
!copy_stsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!copy_stsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(2,1000,520):(520000,520,1)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(2,520,1048):(544960,1,520)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(2,1000,1048):(1048000,1048,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((2,2,16),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((8,8),1,1):((1,8),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!mma_bf16_bf16_f32_64x128x16_ = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7 {cute_nvgpu.grid_constant}, %arg1: !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada {cute_nvgpu.grid_constant}, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0 {cute_nvgpu.grid_constant}, %arg3: !mma_bf16_bf16_f32_64x128x16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
      %0 = builtin.unrealized_conversion_cast %arg3 : !mma_bf16_bf16_f32_64x128x16_ to !llvm.struct<(i1)>
      %cst = arith.constant dense<0.000000e+00> : vector<64xf32>
      %1 = cute.static : !cute.int_tuple<"(96,0)">
      %2 = cute.static : !cute.coord<"63">
      %3 = cute.static : !cute.coord<"62">
      %4 = cute.static : !cute.coord<"61">
      %5 = cute.static : !cute.coord<"60">
      %6 = cute.static : !cute.coord<"59">
      %7 = cute.static : !cute.coord<"58">
      %8 = cute.static : !cute.coord<"57">
      %9 = cute.static : !cute.coord<"56">
      %10 = cute.static : !cute.coord<"55">
      %11 = cute.static : !cute.coord<"54">
      %12 = cute.static : !cute.coord<"53">
      %13 = cute.static : !cute.coord<"52">
      %14 = cute.static : !cute.coord<"51">
      %15 = cute.static : !cute.coord<"50">
      %16 = cute.static : !cute.coord<"49">
      %17 = cute.static : !cute.coord<"48">
      %18 = cute.static : !cute.int_tuple<"(64,0)">
      %19 = cute.static : !cute.coord<"47">
      %20 = cute.static : !cute.coord<"46">
      %21 = cute.static : !cute.coord<"45">
      %22 = cute.static : !cute.coord<"44">
      %23 = cute.static : !cute.coord<"43">
      %24 = cute.static : !cute.coord<"42">
      %25 = cute.static : !cute.coord<"41">
      %26 = cute.static : !cute.coord<"40">
      %27 = cute.static : !cute.coord<"39">
      %28 = cute.static : !cute.coord<"38">
      %29 = cute.static : !cute.coord<"37">
      %30 = cute.static : !cute.coord<"36">
      %31 = cute.static : !cute.coord<"35">
      %32 = cute.static : !cute.coord<"34">
      %33 = cute.static : !cute.coord<"33">
      %34 = cute.static : !cute.coord<"32">
      %35 = cute.static : !cute.int_tuple<"(32,0)">
      %36 = cute.static : !cute.coord<"31">
      %37 = cute.static : !cute.coord<"30">
      %38 = cute.static : !cute.coord<"29">
      %39 = cute.static : !cute.coord<"28">
      %40 = cute.static : !cute.coord<"27">
      %41 = cute.static : !cute.coord<"26">
      %42 = cute.static : !cute.coord<"25">
      %43 = cute.static : !cute.coord<"24">
      %44 = cute.static : !cute.coord<"23">
      %45 = cute.static : !cute.coord<"22">
      %46 = cute.static : !cute.coord<"21">
      %47 = cute.static : !cute.coord<"20">
      %48 = cute.static : !cute.coord<"19">
      %49 = cute.static : !cute.coord<"18">
      %50 = cute.static : !cute.coord<"17">
      %51 = cute.static : !cute.coord<"16">
      %52 = cute.static : !cute_layout_233ec8
      %53 = cute.static : !cute_layout_e43b08
      %54 = cute.static : !cute_layout_ec5642
      %55 = cute.static : !cute_layout_b603f8
      %56 = cute.static : !cute.coord<"15">
      %57 = cute.static : !cute.coord<"14">
      %58 = cute.static : !cute.coord<"13">
      %59 = cute.static : !cute.coord<"12">
      %60 = cute.static : !cute.coord<"11">
      %61 = cute.static : !cute.coord<"10">
      %62 = cute.static : !cute.coord<"9">
      %63 = cute.static : !cute.coord<"8">
      %64 = cute.static : !cute.coord<"7">
      %65 = cute.static : !cute.coord<"6">
      %66 = cute.static : !cute.coord<"5">
      %67 = cute.static : !cute.coord<"4">
      %68 = cute.static : !cute.coord<"3">
      %69 = cute.static : !cute.coord<"2">
      %70 = cute.static : !cute.coord<"1">
      %71 = cute.static : !cute_layout_95dcdb
      %72 = cute.static : !cute_layout_fa9090
      %c512_i32 = arith.constant 512 : i32
      %c256_i32 = arith.constant 256 : i32
      %c8_i32 = arith.constant 8 : i32
      %c6_i32 = arith.constant 6 : i32
      %c3_i16 = arith.constant 3 : i16
      %73 = cute.static : !cute_layout_d1b00b
      %74 = cute.static : !cute_layout_c49ee5
      %75 = cute.static : !cute_layout_e150ce
      %c32768_i32 = arith.constant 32768 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c9_i32 = arith.constant 9 : i32
      %c4_i32 = arith.constant 4 : i32
      %c36_i32 = arith.constant 36 : i32
      %c72_i32 = arith.constant 72 : i32
      %c64_i32 = arith.constant 64 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %true = arith.constant true
      %c2_i32 = arith.constant 2 : i32
      %c16_i32 = arith.constant 16 : i32
      %76 = cute.static : !cute.int_tuple<"6">
      %77 = cute.static : !cute.int_tuple<"5">
      %78 = cute.static : !cute.int_tuple<"4">
      %79 = cute.static : !cute.int_tuple<"3">
      %80 = cute.static : !cute.int_tuple<"2">
      %81 = cute.static : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %82 = cute.static : !cute_layout_583b1a
      %83 = cute.static : !cute.int_tuple<"197632">
      %84 = cute.static : !cute.int_tuple<"99328">
      %85 = cute.static : !cute.int_tuple<"1024">
      %86 = cute.static : !cute.coord<"0">
      %87 = cute.static : !cute.layout<"(2,1,1):(1,0,0)">
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %c32_i32 = arith.constant 32 : i32
      %88 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %89 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %90 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %91 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %92 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %93 = arith.muli %89, %91 : i32
      %94 = arith.addi %88, %93 : i32
      %95 = arith.muli %90, %91 : i32
      %96 = arith.muli %95, %92 : i32
      %97 = arith.addi %94, %96 : i32
      %98 = arith.divsi %97, %c32_i32 : i32
      %99 = arith.muli %98, %c32_i32 : i32
      %100 = arith.cmpi ne, %97, %99 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %101 = arith.cmpi slt, %97, %c0_i32_0 : i32
      %102 = arith.cmpi slt, %c32_i32, %c0_i32_0 : i32
      %103 = arith.cmpi ne, %101, %102 : i1
      %104 = arith.andi %100, %103 : i1
      %c-1_i32 = arith.constant -1 : i32
      %105 = arith.addi %98, %c-1_i32 : i32
      %106 = arith.select %104, %105, %98 : i32
      %107 = cute_nvgpu.arch.make_warp_uniform(%106) : i32
      %108 = arith.divsi %88, %c128_i32 : i32
      %109 = arith.muli %108, %c128_i32 : i32
      %110 = arith.cmpi ne, %88, %109 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %111 = arith.cmpi slt, %88, %c0_i32_1 : i32
      %112 = arith.cmpi slt, %c128_i32, %c0_i32_1 : i32
      %113 = arith.cmpi ne, %111, %112 : i1
      %114 = arith.andi %110, %113 : i1
      %c-1_i32_2 = arith.constant -1 : i32
      %115 = arith.addi %108, %c-1_i32_2 : i32
      %116 = arith.select %114, %115, %108 : i32
      %117 = cute_nvgpu.arch.make_warp_uniform(%116) : i32
      %118 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %119 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %120 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %121 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %122 = arith.cmpi eq, %107, %c0_i32 : i32
      cf.cond_br %122, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada) -> ()
      cute_nvgpu.prefetch_tma_desc(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> ()
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %123 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %124 = cute_nvgpu.arch.make_warp_uniform(%123) : i32
      %125 = cute.get_flat_coord(%124, %87) : (i32, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.coord<"(?,0,0)">
      %e0, %e1, %e2 = cute.get_leaves(%125) : !cute.coord<"(?,0,0)">
      %itup = cute.to_int_tuple(%e0) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr = cute.add_offset(%smem_ptr, %85) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %ptr_3 = cute.add_offset(%smem_ptr, %84) : (!cute_ptr_9af6a0, !cute.int_tuple<"99328">) -> !cute_ptr_9af6a0
      %ptr_4 = cute.add_offset(%smem_ptr, %83) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %iter = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      cf.cond_br %122, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %126 = builtin.unrealized_conversion_cast %iter : !cute_ptr_6167ca to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %126, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_5 = cute.add_offset(%iter, %81) : (!cute_ptr_6167ca, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
      %127 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %127, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_6 = cute.add_offset(%iter, %80) : (!cute_ptr_6167ca, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
      %128 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %128, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_7 = cute.add_offset(%iter, %79) : (!cute_ptr_6167ca, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
      %129 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %129, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_8 = cute.add_offset(%iter, %78) : (!cute_ptr_6167ca, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      %130 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %130, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_9 = cute.add_offset(%iter, %77) : (!cute_ptr_6167ca, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
      %131 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %131, %c1_i32 : !llvm.ptr<3>, i32
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %ptr_10 = cute.add_offset(%iter, %76) : (!cute_ptr_6167ca, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      cf.cond_br %122, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %132 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %132, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
      %ptr_11 = cute.add_offset(%iter, %int_tuple) : (!cute_ptr_6167ca, !cute.int_tuple<"7">) -> !cute.ptr<i64, smem>
      %133 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %133, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
      %ptr_13 = cute.add_offset(%iter, %int_tuple_12) : (!cute_ptr_6167ca, !cute.int_tuple<"8">) -> !cute.ptr<i64, smem, align<64>>
      %dyn = cute.derefine(%ptr_13) : !cute.ptr<i64, smem, align<64>> to !cute.ptr<i64, smem, align<16>>
      %134 = builtin.unrealized_conversion_cast %dyn : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %134, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
      %ptr_15 = cute.add_offset(%iter, %int_tuple_14) : (!cute_ptr_6167ca, !cute.int_tuple<"9">) -> !cute.ptr<i64, smem>
      %135 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %135, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"10">
      %ptr_17 = cute.add_offset(%iter, %int_tuple_16) : (!cute_ptr_6167ca, !cute.int_tuple<"10">) -> !cute.ptr<i64, smem, align<16>>
      %136 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %136, %c16_i32 : !llvm.ptr<3>, i32
      %int_tuple_18 = cute.make_int_tuple() : () -> !cute.int_tuple<"11">
      %ptr_19 = cute.add_offset(%iter, %int_tuple_18) : (!cute_ptr_6167ca, !cute.int_tuple<"11">) -> !cute.ptr<i64, smem>
      %137 = builtin.unrealized_conversion_cast %ptr_19 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %137, %c16_i32 : !llvm.ptr<3>, i32
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %138 = arith.remsi %88, %c32_i32 : i32
      %139 = arith.cmpi slt, %138, %c2_i32 : i32
      %140 = arith.remsi %138, %c2_i32 : i32
      %141 = cute.get_hier_coord(%140, %82) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_20, %e1_21, %e2_22, %e3 = cute.get_leaves(%141) : !cute.coord<"(0,?,0,0)">
      %itup_23 = cute.to_int_tuple(%e1_21) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %142 = cute.get_scalars(%itup_23) : !cute.int_tuple<"?">
      %143 = cute.get_hier_coord(%124, %82) : (i32, !cute_layout_583b1a) -> !cute.coord<"(0,?,0,0)">
      %e0_24, %e1_25, %e2_26, %e3_27 = cute.get_leaves(%143) : !cute.coord<"(0,?,0,0)">
      %itup_28 = cute.to_int_tuple(%e1_25) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %144 = cute.get_scalars(%itup_28) : !cute.int_tuple<"?">
      %145 = arith.cmpi eq, %142, %144 : i32
      %146 = arith.extui %145 : i1 to i32
      %147 = arith.select %145, %146, %c1_i32 : i32
      %148 = arith.cmpi ne, %147, %c0_i32 : i32
      %149 = arith.andi %139, %148 : i1
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %iter_29 = cute.recast_iter(%ptr) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_30 = cute.recast_iter(%ptr_3) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_31 = cute.recast_iter(%ptr_4) : !cute_ptr_9af6a0 to !cute_ptr_8ec51c
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute_arith_tuple_iter_da3d01
      %coord = cute.make_coord(%itup) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %150 = cute.get_scalars(%coord) <{only_dynamic}> : !cute.coord<"?">
      %151 = arith.muli %150, %c4096_i32 : i32
      %152 = arith.divsi %151, %c64_i32 : i32
      %iv = cute.assume(%152) : (i32) -> !cute.i32<divby 64>
      %int_tuple_32 = cute.make_int_tuple(%iv) : (!cute.i32<divby 64>) -> !cute_int_tuple_cbf4cf
      %tup = cute.add_offset(%int_tup_iter, %int_tuple_32) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_cbf4cf) -> !cute_arith_tuple_iter_7007f6
      %iv_33 = cute.assume(%151) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_34 = cute.make_int_tuple(%iv_33) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_35 = cute.add_offset(%iter_30, %int_tuple_34) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_91cbad
      nvvm.cluster.wait
      %153 = arith.cmpi eq, %117, %c0_i32 : i32
      cf.cond_br %153, ^bb7, ^bb44
    ^bb7:  // pred: ^bb6
      nvvm.setmaxregister  decrease 40
      cf.cond_br %122, ^bb8, ^bb43
    ^bb8:  // pred: ^bb7
      %154 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7) -> !cute_nvgpu_atom_tma_load_07fe0b
      %155 = cute_nvgpu.atom.get_value(%154 : !cute_nvgpu_atom_tma_load_07fe0b) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      %156 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_23fada) -> !cute_nvgpu_atom_tma_load_90433f
      %157 = cute_nvgpu.atom.set_value(%156, %c3_i16 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu_atom_tma_load_90433f
      %158 = cute_nvgpu.atom.get_value(%156 : !cute_nvgpu_atom_tma_load_90433f) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      cf.br ^bb9(%120, %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32, i32)
    ^bb9(%159: i32, %160: i32, %161: i32, %162: i32):  // 2 preds: ^bb8, ^bb19
      %163 = arith.cmpi slt, %159, %c72_i32 : i32
      cf.cond_br %163, ^bb10(%159, %160, %161, %162 : i32, i32, i32, i32), ^bb20
    ^bb10(%164: i32, %165: i32, %166: i32, %167: i32):  // pred: ^bb9
      %168 = arith.divsi %164, %c36_i32 : i32
      %169 = arith.muli %168, %c36_i32 : i32
      %170 = arith.cmpi ne, %164, %169 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %171 = arith.cmpi slt, %164, %c0_i32_36 : i32
      %172 = arith.cmpi slt, %c36_i32, %c0_i32_36 : i32
      %173 = arith.cmpi ne, %171, %172 : i1
      %174 = arith.andi %170, %173 : i1
      %c-1_i32_37 = arith.constant -1 : i32
      %175 = arith.addi %168, %c-1_i32_37 : i32
      %176 = arith.select %174, %175, %168 : i32
      %177 = arith.muli %176, %c36_i32 : i32
      %178 = arith.subi %164, %177 : i32
      %179 = arith.divsi %178, %c36_i32 : i32
      %180 = arith.muli %179, %c36_i32 : i32
      %181 = arith.cmpi ne, %178, %180 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %182 = arith.cmpi slt, %178, %c0_i32_38 : i32
      %183 = arith.cmpi slt, %c36_i32, %c0_i32_38 : i32
      %184 = arith.cmpi ne, %182, %183 : i1
      %185 = arith.andi %181, %184 : i1
      %c-1_i32_39 = arith.constant -1 : i32
      %186 = arith.addi %179, %c-1_i32_39 : i32
      %187 = arith.select %185, %186, %179 : i32
      %188 = arith.muli %187, %c4_i32 : i32
      %189 = arith.subi %c4_i32, %188 : i32
      %190 = arith.cmpi slt, %189, %c4_i32 : i32
      %191 = arith.select %190, %189, %c4_i32 : i32
      %192 = arith.muli %187, %c36_i32 : i32
      %193 = arith.subi %178, %192 : i32
      %194 = arith.remsi %193, %191 : i32
      %195 = arith.addi %188, %194 : i32
      %196 = arith.divsi %193, %191 : i32
      %197 = arith.muli %196, %191 : i32
      %198 = arith.cmpi ne, %193, %197 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %199 = arith.cmpi slt, %193, %c0_i32_40 : i32
      %200 = arith.cmpi slt, %191, %c0_i32_40 : i32
      %201 = arith.cmpi ne, %199, %200 : i1
      %202 = arith.andi %198, %201 : i1
      %c-1_i32_41 = arith.constant -1 : i32
      %203 = arith.addi %196, %c-1_i32_41 : i32
      %204 = arith.select %202, %203, %196 : i32
      %205 = arith.muli %195, %c2_i32 : i32
      %206 = arith.addi %205, %118 : i32
      %207 = arith.addi %204, %119 : i32
      cf.br ^bb11(%c0_i32, %165, %166, %167 : i32, i32, i32, i32)
    ^bb11(%208: i32, %209: i32, %210: i32, %211: i32):  // 2 preds: ^bb10, ^bb18
      %212 = arith.cmpi slt, %208, %c9_i32 : i32
      cf.cond_br %212, ^bb12, ^bb19
    ^bb12:  // pred: ^bb11
      %int_tuple_42 = cute.make_int_tuple(%210) : (i32) -> !cute.int_tuple<"?">
      %ptr_43 = cute.add_offset(%ptr_10, %int_tuple_42) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %213 = builtin.unrealized_conversion_cast %ptr_43 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %213, %211, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %214 = nvvm.elect.sync -> i1
      cf.cond_br %214, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %ptr_44 = cute.add_offset(%iter, %int_tuple_42) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %215 = builtin.unrealized_conversion_cast %ptr_44 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %215, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %ptr_45 = cute.add_offset(%iter, %int_tuple_42) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %coord_46 = cute.make_coord(%206, %208, %176) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx = cute.crd2idx(%coord_46, %75) : (!cute.coord<"(_,?,?,?)">, !cute_layout_e150ce) -> !cute_int_tuple_ae8a07
      %tup_47 = cute.add_offset(%int_tup_iter, %idx) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %tup_48 = cute.deref_arith_tuple_iter(%tup_47) : !cute_arith_tuple_iter_396070
      %e0_49, %e1_50, %e2_51 = cute.get_leaves(%tup_48) : !cute_int_tuple_ae8a07
      %coord_52 = cute.make_coord(%210) : (i32) -> !cute.coord<"(_,?)">
      %idx_53 = cute.crd2idx(%coord_52, %74) : (!cute.coord<"(_,?)">, !cute_layout_c49ee5) -> !cute.int_tuple<"?{div=8192}">
      %ptr_54 = cute.add_offset(%iter_29, %idx_53) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      %int_tuple_55 = cute.make_int_tuple(%e0_49, %e1_50, %e2_51) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_56 = cute.make_arith_tuple_iter(%int_tuple_55) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %216 = cute_nvgpu.atom.set_value(%154, %ptr_45 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_07fe0b
      %217 = builtin.unrealized_conversion_cast %ptr_45 : !cute.ptr<i64, smem> to !cute.ptr<smem, align<8>>
      %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%216 : !cute_nvgpu_atom_tma_load_07fe0b) -> !cute.ptr<generic, align<64>>
      %tup_57 = cute.deref_arith_tuple_iter(%int_tup_iter_56) : !cute_arith_tuple_iter_396070
      %218:3 = cute.get_scalars(%tup_57) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_54 : !cute_ptr_91cbad, %217 : !cute.ptr<smem, align<8>>, [%218#0, %218#1, %218#2] : i32, i32, i32) cache_policy = %155 mode = <tiled> num_cta = 1 : i32
      %coord_58 = cute.make_coord(%207, %208, %176) : (i32, i32, i32) -> !cute.coord<"(_,?,?,?)">
      %idx_59 = cute.crd2idx(%coord_58, %73) : (!cute.coord<"(_,?,?,?)">, !cute_layout_d1b00b) -> !cute_int_tuple_ae8a07
      %tup_60 = cute.add_offset(%tup, %idx_59) : (!cute_arith_tuple_iter_7007f6, !cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_ff9d1e
      %tup_61 = cute.deref_arith_tuple_iter(%tup_60) : !cute_arith_tuple_iter_ff9d1e
      %e0_62, %e1_63, %e2_64 = cute.get_leaves(%tup_61) : !cute_int_tuple_ec754e
      %ptr_65 = cute.add_offset(%ptr_35, %idx_53) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      %int_tuple_66 = cute.make_int_tuple(%e0_62, %e1_63, %e2_64) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ec754e
      %int_tup_iter_67 = cute.make_arith_tuple_iter(%int_tuple_66) : (!cute_int_tuple_ec754e) -> !cute_arith_tuple_iter_ff9d1e
      %219 = cute_nvgpu.atom.set_value(%157, %ptr_45 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_90433f
      %TMADescAddr_68 = cute_nvgpu.get_tma_desc_addr(%219 : !cute_nvgpu_atom_tma_load_90433f) -> !cute.ptr<generic, align<64>>
      %tup_69 = cute.deref_arith_tuple_iter(%int_tup_iter_67) : !cute_arith_tuple_iter_ff9d1e
      %220:3 = cute.get_scalars(%tup_69) : !cute_int_tuple_ec754e
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_68 : !cute.ptr<generic, align<64>>, %ptr_65 : !cute_ptr_91cbad, %217 : !cute.ptr<smem, align<8>>, [%220#0, %220#1, %220#2] : i32, i32, i32) mask = %c3_i16 cache_policy = %158 mode = <tiled> num_cta = 1 : i32
      %221 = arith.addi %210, %c1_i32 : i32
      %222 = arith.addi %209, %c1_i32 : i32
      %223 = arith.cmpi eq, %221, %c6_i32 : i32
      %224 = arith.select %223, %c0_i32, %221 : i32
      cf.cond_br %223, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %225 = arith.xori %211, %c1_i32 : i32
      cf.br ^bb17(%225 : i32)
    ^bb16:  // pred: ^bb14
      cf.br ^bb17(%211 : i32)
    ^bb17(%226: i32):  // 2 preds: ^bb15, ^bb16
      cf.br ^bb18
    ^bb18:  // pred: ^bb17
      %227 = arith.addi %208, %c1_i32 : i32
      cf.br ^bb11(%227, %222, %224, %226 : i32, i32, i32, i32)
    ^bb19:  // pred: ^bb11
      %228 = arith.addi %164, %121 : i32
      cf.br ^bb9(%228, %209, %210, %211 : i32, i32, i32, i32)
    ^bb20:  // pred: ^bb9
      %229 = arith.addi %161, %c1_i32 : i32
      %230 = arith.cmpi eq, %229, %c6_i32 : i32
      %231 = arith.select %230, %c0_i32, %229 : i32
      cf.cond_br %230, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %232 = arith.xori %162, %c1_i32 : i32
      cf.br ^bb23(%232 : i32)
    ^bb22:  // pred: ^bb20
      cf.br ^bb23(%162 : i32)
    ^bb23(%233: i32):  // 2 preds: ^bb21, ^bb22
      cf.br ^bb24
    ^bb24:  // pred: ^bb23
      %234 = arith.addi %231, %c1_i32 : i32
      %235 = arith.cmpi eq, %234, %c6_i32 : i32
      %236 = arith.select %235, %c0_i32, %234 : i32
      cf.cond_br %235, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %237 = arith.xori %233, %c1_i32 : i32
      cf.br ^bb27(%237 : i32)
    ^bb26:  // pred: ^bb24
      cf.br ^bb27(%233 : i32)
    ^bb27(%238: i32):  // 2 preds: ^bb25, ^bb26
      cf.br ^bb28
    ^bb28:  // pred: ^bb27
      %239 = arith.addi %236, %c1_i32 : i32
      %240 = arith.cmpi eq, %239, %c6_i32 : i32
      %241 = arith.select %240, %c0_i32, %239 : i32
      cf.cond_br %240, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %242 = arith.xori %238, %c1_i32 : i32
      cf.br ^bb31(%242 : i32)
    ^bb30:  // pred: ^bb28
      cf.br ^bb31(%238 : i32)
    ^bb31(%243: i32):  // 2 preds: ^bb29, ^bb30
      cf.br ^bb32
    ^bb32:  // pred: ^bb31
      %244 = arith.addi %241, %c1_i32 : i32
      %245 = arith.cmpi eq, %244, %c6_i32 : i32
      %246 = arith.select %245, %c0_i32, %244 : i32
      cf.cond_br %245, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %247 = arith.xori %243, %c1_i32 : i32
      cf.br ^bb35(%247 : i32)
    ^bb34:  // pred: ^bb32
      cf.br ^bb35(%243 : i32)
    ^bb35(%248: i32):  // 2 preds: ^bb33, ^bb34
      cf.br ^bb36
    ^bb36:  // pred: ^bb35
      %249 = arith.addi %246, %c1_i32 : i32
      %250 = arith.cmpi eq, %249, %c6_i32 : i32
      %251 = arith.select %250, %c0_i32, %249 : i32
      cf.cond_br %250, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %252 = arith.xori %248, %c1_i32 : i32
      cf.br ^bb39(%252 : i32)
    ^bb38:  // pred: ^bb36
      cf.br ^bb39(%248 : i32)
    ^bb39(%253: i32):  // 2 preds: ^bb37, ^bb38
      cf.br ^bb40
    ^bb40:  // pred: ^bb39
      %int_tuple_70 = cute.make_int_tuple(%251) : (i32) -> !cute.int_tuple<"?">
      %ptr_71 = cute.add_offset(%ptr_10, %int_tuple_70) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %254 = builtin.unrealized_conversion_cast %ptr_71 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %254, %253, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %255 = nvvm.elect.sync -> i1
      cf.cond_br %255, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %ptr_72 = cute.add_offset(%iter, %int_tuple_70) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %256 = builtin.unrealized_conversion_cast %ptr_72 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %256, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      cf.br ^bb43
    ^bb43:  // 2 preds: ^bb7, ^bb42
      cf.br ^bb91
    ^bb44:  // pred: ^bb6
      nvvm.setmaxregister  increase 232
      %257 = arith.subi %88, %c128_i32 : i32
      %258 = arith.divsi %257, %c128_i32 : i32
      %259 = arith.remsi %258, %c2_i32 : i32
      %260 = arith.remsi %259, %c2_i32 : i32
      %261 = arith.muli %260, %c4096_i32 : i32
      %iv_73 = cute.assume(%261) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_74 = cute.make_int_tuple(%iv_73) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_75 = cute.add_offset(%iter_29, %int_tuple_74) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_91cbad
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%ptr_75 : !cute_ptr_91cbad) layout = <"((64,16),1,4,(1,6)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %gmmaSmemDesc_76 = cute_nvgpu.make_gmma_smem_desc(%iter_30 : !cute_ptr_91cbad) layout = <"((128,16),1,4,(1,6)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %rmem = cute.memref.alloca() : !memref_rmem_f32_
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
      %262 = cute.make_tiled_copy(%atom) : !copy_stsm_4_
      %263 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
      %264 = arith.divsi %257, %c8_i32 : i32
      %265 = arith.remsi %257, %c8_i32 : i32
      %266 = arith.muli %265, %c32_i32 : i32
      %267 = arith.divsi %264, %c2_i32 : i32
      %268 = arith.remsi %264, %c2_i32 : i32
      %269 = arith.muli %268, %c256_i32 : i32
      %270 = arith.addi %266, %269 : i32
      %271 = arith.divsi %267, %c2_i32 : i32
      %272 = arith.remsi %267, %c2_i32 : i32
      %273 = arith.muli %272, %c8_i32 : i32
      %274 = arith.addi %270, %273 : i32
      %275 = arith.muli %271, %c512_i32 : i32
      %276 = arith.addi %274, %275 : i32
      %iv_77 = cute.assume(%276) : (i32) -> !cute.i32<divby 8>
      %int_tuple_78 = cute.make_int_tuple(%iv_77) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_79 = cute.add_offset(%iter_31, %int_tuple_78) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6d8216
      %iter_80 = cute.get_iter(%rmem) : !memref_rmem_f32_
      %view = cute.make_view(%iter_80) : !memref_rmem_f32_1
      %rmem_81 = cute.memref.alloca() : !memref_rmem_f32_2
      %rmem_82 = cute.memref.alloca() : !memref_rmem_bf16_
      %iter_83 = cute.get_iter(%rmem_82) : !memref_rmem_bf16_
      %277 = builtin.unrealized_conversion_cast %iter_80 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %278 = llvm.getelementptr %277[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.getelementptr %277[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.getelementptr %277[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.getelementptr %277[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.getelementptr %277[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.getelementptr %277[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.getelementptr %277[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %277[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.getelementptr %277[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.getelementptr %277[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.getelementptr %277[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %277[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %277[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %277[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %277[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %277[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %277[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %277[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %277[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %277[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %277[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %277[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %277[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %277[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %277[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %277[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %277[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %277[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %277[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %277[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %277[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %277[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %277[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %277[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %277[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %277[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %277[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %277[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %277[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.getelementptr %277[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.getelementptr %277[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %277[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.getelementptr %277[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.getelementptr %277[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %277[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.getelementptr %277[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %277[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.getelementptr %277[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.getelementptr %277[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.getelementptr %277[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %277[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %277[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %277[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %277[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %277[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %277[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %277[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %277[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %277[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %277[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %277[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %277[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %277[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = arith.cmpi eq, %107, %c4_i32 : i32
      cf.br ^bb45(%c0_i32, %120, %0, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb45(%342: i32, %343: i32, %344: !llvm.struct<(i1)>, %345: i32, %346: i32, %347: i32, %348: i32, %349: i32, %350: i32):  // 2 preds: ^bb44, ^bb89
      %351 = arith.cmpi slt, %343, %c72_i32 : i32
      cf.cond_br %351, ^bb46(%342, %343, %344, %345, %346, %347, %348, %349, %350 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb90
    ^bb46(%352: i32, %353: i32, %354: !llvm.struct<(i1)>, %355: i32, %356: i32, %357: i32, %358: i32, %359: i32, %360: i32):  // pred: ^bb45
      %361 = builtin.unrealized_conversion_cast %354 : !llvm.struct<(i1)> to !mma_bf16_bf16_f32_64x128x16_
      %362 = arith.divsi %353, %c36_i32 : i32
      %363 = arith.muli %362, %c36_i32 : i32
      %364 = arith.cmpi ne, %353, %363 : i32
      %c0_i32_84 = arith.constant 0 : i32
      %365 = arith.cmpi slt, %353, %c0_i32_84 : i32
      %366 = arith.cmpi slt, %c36_i32, %c0_i32_84 : i32
      %367 = arith.cmpi ne, %365, %366 : i1
      %368 = arith.andi %364, %367 : i1
      %c-1_i32_85 = arith.constant -1 : i32
      %369 = arith.addi %362, %c-1_i32_85 : i32
      %370 = arith.select %368, %369, %362 : i32
      %371 = arith.muli %370, %c36_i32 : i32
      %372 = arith.subi %353, %371 : i32
      %373 = arith.divsi %372, %c36_i32 : i32
      %374 = arith.muli %373, %c36_i32 : i32
      %375 = arith.cmpi ne, %372, %374 : i32
      %c0_i32_86 = arith.constant 0 : i32
      %376 = arith.cmpi slt, %372, %c0_i32_86 : i32
      %377 = arith.cmpi slt, %c36_i32, %c0_i32_86 : i32
      %378 = arith.cmpi ne, %376, %377 : i1
      %379 = arith.andi %375, %378 : i1
      %c-1_i32_87 = arith.constant -1 : i32
      %380 = arith.addi %373, %c-1_i32_87 : i32
      %381 = arith.select %379, %380, %373 : i32
      %382 = arith.muli %381, %c4_i32 : i32
      %383 = arith.subi %c4_i32, %382 : i32
      %384 = arith.cmpi slt, %383, %c4_i32 : i32
      %385 = arith.select %384, %383, %c4_i32 : i32
      %386 = arith.muli %381, %c36_i32 : i32
      %387 = arith.subi %372, %386 : i32
      %388 = arith.remsi %387, %385 : i32
      %389 = arith.addi %382, %388 : i32
      %390 = arith.divsi %387, %385 : i32
      %391 = arith.muli %390, %385 : i32
      %392 = arith.cmpi ne, %387, %391 : i32
      %c0_i32_88 = arith.constant 0 : i32
      %393 = arith.cmpi slt, %387, %c0_i32_88 : i32
      %394 = arith.cmpi slt, %385, %c0_i32_88 : i32
      %395 = arith.cmpi ne, %393, %394 : i1
      %396 = arith.andi %392, %395 : i1
      %c-1_i32_89 = arith.constant -1 : i32
      %397 = arith.addi %390, %c-1_i32_89 : i32
      %398 = arith.select %396, %397, %390 : i32
      %399 = arith.muli %389, %c2_i32 : i32
      %400 = arith.addi %399, %118 : i32
      %401 = arith.addi %398, %119 : i32
      cute.memref.store_vec(%cst, %rmem) : (vector<64xf32>, !memref_rmem_f32_) -> ()
      %402 = cute_nvgpu.atom.set_value(%361, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_
      %403 = builtin.unrealized_conversion_cast %402 : !mma_bf16_bf16_f32_64x128x16_ to !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      cf.br ^bb47(%c0_i32, %355, %356, %357, %358, %359, %360 : i32, i32, i32, i32, i32, i32, i32)
    ^bb47(%404: i32, %405: i32, %406: i32, %407: i32, %408: i32, %409: i32, %410: i32):  // 2 preds: ^bb46, ^bb62
      %411 = arith.cmpi slt, %404, %c9_i32 : i32
      cf.cond_br %411, ^bb48, ^bb63
    ^bb48:  // pred: ^bb47
      %int_tuple_90 = cute.make_int_tuple(%409) : (i32) -> !cute.int_tuple<"?">
      %ptr_91 = cute.add_offset(%iter, %int_tuple_90) : (!cute_ptr_6167ca, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %412 = builtin.unrealized_conversion_cast %ptr_91 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %412, %410, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %coord_92 = cute.make_coord(%409) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_93 = cute.crd2idx(%coord_92, %72) : (!cute.coord<"(_,_,0,?)">, !cute_layout_fa9090) -> !cute.int_tuple<"?{div=1024}">
      %tup_94 = cute.add_offset(%gmmaSmemDesc, %idx_93) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %tup_95 = cute.add_offset(%gmmaSmemDesc_76, %idx_93) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %413 = llvm.load %277 : !llvm.ptr -> f32
      %414 = llvm.load %278 : !llvm.ptr -> f32
      %415 = llvm.load %279 : !llvm.ptr -> f32
      %416 = llvm.load %280 : !llvm.ptr -> f32
      %417 = llvm.load %281 : !llvm.ptr -> f32
      %418 = llvm.load %282 : !llvm.ptr -> f32
      %419 = llvm.load %283 : !llvm.ptr -> f32
      %420 = llvm.load %284 : !llvm.ptr -> f32
      %421 = llvm.load %285 : !llvm.ptr -> f32
      %422 = llvm.load %286 : !llvm.ptr -> f32
      %423 = llvm.load %287 : !llvm.ptr -> f32
      %424 = llvm.load %288 : !llvm.ptr -> f32
      %425 = llvm.load %289 : !llvm.ptr -> f32
      %426 = llvm.load %290 : !llvm.ptr -> f32
      %427 = llvm.load %291 : !llvm.ptr -> f32
      %428 = llvm.load %292 : !llvm.ptr -> f32
      %429 = llvm.load %293 : !llvm.ptr -> f32
      %430 = llvm.load %294 : !llvm.ptr -> f32
      %431 = llvm.load %295 : !llvm.ptr -> f32
      %432 = llvm.load %296 : !llvm.ptr -> f32
      %433 = llvm.load %297 : !llvm.ptr -> f32
      %434 = llvm.load %298 : !llvm.ptr -> f32
      %435 = llvm.load %299 : !llvm.ptr -> f32
      %436 = llvm.load %300 : !llvm.ptr -> f32
      %437 = llvm.load %301 : !llvm.ptr -> f32
      %438 = llvm.load %302 : !llvm.ptr -> f32
      %439 = llvm.load %303 : !llvm.ptr -> f32
      %440 = llvm.load %304 : !llvm.ptr -> f32
      %441 = llvm.load %305 : !llvm.ptr -> f32
      %442 = llvm.load %306 : !llvm.ptr -> f32
      %443 = llvm.load %307 : !llvm.ptr -> f32
      %444 = llvm.load %308 : !llvm.ptr -> f32
      %445 = llvm.load %309 : !llvm.ptr -> f32
      %446 = llvm.load %310 : !llvm.ptr -> f32
      %447 = llvm.load %311 : !llvm.ptr -> f32
      %448 = llvm.load %312 : !llvm.ptr -> f32
      %449 = llvm.load %313 : !llvm.ptr -> f32
      %450 = llvm.load %314 : !llvm.ptr -> f32
      %451 = llvm.load %315 : !llvm.ptr -> f32
      %452 = llvm.load %316 : !llvm.ptr -> f32
      %453 = llvm.load %317 : !llvm.ptr -> f32
      %454 = llvm.load %318 : !llvm.ptr -> f32
      %455 = llvm.load %319 : !llvm.ptr -> f32
      %456 = llvm.load %320 : !llvm.ptr -> f32
      %457 = llvm.load %321 : !llvm.ptr -> f32
      %458 = llvm.load %322 : !llvm.ptr -> f32
      %459 = llvm.load %323 : !llvm.ptr -> f32
      %460 = llvm.load %324 : !llvm.ptr -> f32
      %461 = llvm.load %325 : !llvm.ptr -> f32
      %462 = llvm.load %326 : !llvm.ptr -> f32
      %463 = llvm.load %327 : !llvm.ptr -> f32
      %464 = llvm.load %328 : !llvm.ptr -> f32
      %465 = llvm.load %329 : !llvm.ptr -> f32
      %466 = llvm.load %330 : !llvm.ptr -> f32
      %467 = llvm.load %331 : !llvm.ptr -> f32
      %468 = llvm.load %332 : !llvm.ptr -> f32
      %469 = llvm.load %333 : !llvm.ptr -> f32
      %470 = llvm.load %334 : !llvm.ptr -> f32
      %471 = llvm.load %335 : !llvm.ptr -> f32
      %472 = llvm.load %336 : !llvm.ptr -> f32
      %473 = llvm.load %337 : !llvm.ptr -> f32
      %474 = llvm.load %338 : !llvm.ptr -> f32
      %475 = llvm.load %339 : !llvm.ptr -> f32
      %476 = llvm.load %340 : !llvm.ptr -> f32
      %477:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %tup_94 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_95 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %477#0, %277 : f32, !llvm.ptr
      llvm.store %477#1, %278 : f32, !llvm.ptr
      llvm.store %477#2, %279 : f32, !llvm.ptr
      llvm.store %477#3, %280 : f32, !llvm.ptr
      llvm.store %477#4, %281 : f32, !llvm.ptr
      llvm.store %477#5, %282 : f32, !llvm.ptr
      llvm.store %477#6, %283 : f32, !llvm.ptr
      llvm.store %477#7, %284 : f32, !llvm.ptr
      llvm.store %477#8, %285 : f32, !llvm.ptr
      llvm.store %477#9, %286 : f32, !llvm.ptr
      llvm.store %477#10, %287 : f32, !llvm.ptr
      llvm.store %477#11, %288 : f32, !llvm.ptr
      llvm.store %477#12, %289 : f32, !llvm.ptr
      llvm.store %477#13, %290 : f32, !llvm.ptr
      llvm.store %477#14, %291 : f32, !llvm.ptr
      llvm.store %477#15, %292 : f32, !llvm.ptr
      llvm.store %477#16, %293 : f32, !llvm.ptr
      llvm.store %477#17, %294 : f32, !llvm.ptr
      llvm.store %477#18, %295 : f32, !llvm.ptr
      llvm.store %477#19, %296 : f32, !llvm.ptr
      llvm.store %477#20, %297 : f32, !llvm.ptr
      llvm.store %477#21, %298 : f32, !llvm.ptr
      llvm.store %477#22, %299 : f32, !llvm.ptr
      llvm.store %477#23, %300 : f32, !llvm.ptr
      llvm.store %477#24, %301 : f32, !llvm.ptr
      llvm.store %477#25, %302 : f32, !llvm.ptr
      llvm.store %477#26, %303 : f32, !llvm.ptr
      llvm.store %477#27, %304 : f32, !llvm.ptr
      llvm.store %477#28, %305 : f32, !llvm.ptr
      llvm.store %477#29, %306 : f32, !llvm.ptr
      llvm.store %477#30, %307 : f32, !llvm.ptr
      llvm.store %477#31, %308 : f32, !llvm.ptr
      llvm.store %477#32, %309 : f32, !llvm.ptr
      llvm.store %477#33, %310 : f32, !llvm.ptr
      llvm.store %477#34, %311 : f32, !llvm.ptr
      llvm.store %477#35, %312 : f32, !llvm.ptr
      llvm.store %477#36, %313 : f32, !llvm.ptr
      llvm.store %477#37, %314 : f32, !llvm.ptr
      llvm.store %477#38, %315 : f32, !llvm.ptr
      llvm.store %477#39, %316 : f32, !llvm.ptr
      llvm.store %477#40, %317 : f32, !llvm.ptr
      llvm.store %477#41, %318 : f32, !llvm.ptr
      llvm.store %477#42, %319 : f32, !llvm.ptr
      llvm.store %477#43, %320 : f32, !llvm.ptr
      llvm.store %477#44, %321 : f32, !llvm.ptr
      llvm.store %477#45, %322 : f32, !llvm.ptr
      llvm.store %477#46, %323 : f32, !llvm.ptr
      llvm.store %477#47, %324 : f32, !llvm.ptr
      llvm.store %477#48, %325 : f32, !llvm.ptr
      llvm.store %477#49, %326 : f32, !llvm.ptr
      llvm.store %477#50, %327 : f32, !llvm.ptr
      llvm.store %477#51, %328 : f32, !llvm.ptr
      llvm.store %477#52, %329 : f32, !llvm.ptr
      llvm.store %477#53, %330 : f32, !llvm.ptr
      llvm.store %477#54, %331 : f32, !llvm.ptr
      llvm.store %477#55, %332 : f32, !llvm.ptr
      llvm.store %477#56, %333 : f32, !llvm.ptr
      llvm.store %477#57, %334 : f32, !llvm.ptr
      llvm.store %477#58, %335 : f32, !llvm.ptr
      llvm.store %477#59, %336 : f32, !llvm.ptr
      llvm.store %477#60, %337 : f32, !llvm.ptr
      llvm.store %477#61, %338 : f32, !llvm.ptr
      llvm.store %477#62, %339 : f32, !llvm.ptr
      llvm.store %477#63, %340 : f32, !llvm.ptr
      %coord_96 = cute.make_coord(%409) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_97 = cute.crd2idx(%coord_96, %72) : (!cute.coord<"(_,_,1,?)">, !cute_layout_fa9090) -> !cute.int_tuple<"?{div=2}">
      %tup_98 = cute.add_offset(%gmmaSmemDesc, %idx_97) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %tup_99 = cute.add_offset(%gmmaSmemDesc_76, %idx_97) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %478 = llvm.load %277 : !llvm.ptr -> f32
      %479 = llvm.load %278 : !llvm.ptr -> f32
      %480 = llvm.load %279 : !llvm.ptr -> f32
      %481 = llvm.load %280 : !llvm.ptr -> f32
      %482 = llvm.load %281 : !llvm.ptr -> f32
      %483 = llvm.load %282 : !llvm.ptr -> f32
      %484 = llvm.load %283 : !llvm.ptr -> f32
      %485 = llvm.load %284 : !llvm.ptr -> f32
      %486 = llvm.load %285 : !llvm.ptr -> f32
      %487 = llvm.load %286 : !llvm.ptr -> f32
      %488 = llvm.load %287 : !llvm.ptr -> f32
      %489 = llvm.load %288 : !llvm.ptr -> f32
      %490 = llvm.load %289 : !llvm.ptr -> f32
      %491 = llvm.load %290 : !llvm.ptr -> f32
      %492 = llvm.load %291 : !llvm.ptr -> f32
      %493 = llvm.load %292 : !llvm.ptr -> f32
      %494 = llvm.load %293 : !llvm.ptr -> f32
      %495 = llvm.load %294 : !llvm.ptr -> f32
      %496 = llvm.load %295 : !llvm.ptr -> f32
      %497 = llvm.load %296 : !llvm.ptr -> f32
      %498 = llvm.load %297 : !llvm.ptr -> f32
      %499 = llvm.load %298 : !llvm.ptr -> f32
      %500 = llvm.load %299 : !llvm.ptr -> f32
      %501 = llvm.load %300 : !llvm.ptr -> f32
      %502 = llvm.load %301 : !llvm.ptr -> f32
      %503 = llvm.load %302 : !llvm.ptr -> f32
      %504 = llvm.load %303 : !llvm.ptr -> f32
      %505 = llvm.load %304 : !llvm.ptr -> f32
      %506 = llvm.load %305 : !llvm.ptr -> f32
      %507 = llvm.load %306 : !llvm.ptr -> f32
      %508 = llvm.load %307 : !llvm.ptr -> f32
      %509 = llvm.load %308 : !llvm.ptr -> f32
      %510 = llvm.load %309 : !llvm.ptr -> f32
      %511 = llvm.load %310 : !llvm.ptr -> f32
      %512 = llvm.load %311 : !llvm.ptr -> f32
      %513 = llvm.load %312 : !llvm.ptr -> f32
      %514 = llvm.load %313 : !llvm.ptr -> f32
      %515 = llvm.load %314 : !llvm.ptr -> f32
      %516 = llvm.load %315 : !llvm.ptr -> f32
      %517 = llvm.load %316 : !llvm.ptr -> f32
      %518 = llvm.load %317 : !llvm.ptr -> f32
      %519 = llvm.load %318 : !llvm.ptr -> f32
      %520 = llvm.load %319 : !llvm.ptr -> f32
      %521 = llvm.load %320 : !llvm.ptr -> f32
      %522 = llvm.load %321 : !llvm.ptr -> f32
      %523 = llvm.load %322 : !llvm.ptr -> f32
      %524 = llvm.load %323 : !llvm.ptr -> f32
      %525 = llvm.load %324 : !llvm.ptr -> f32
      %526 = llvm.load %325 : !llvm.ptr -> f32
      %527 = llvm.load %326 : !llvm.ptr -> f32
      %528 = llvm.load %327 : !llvm.ptr -> f32
      %529 = llvm.load %328 : !llvm.ptr -> f32
      %530 = llvm.load %329 : !llvm.ptr -> f32
      %531 = llvm.load %330 : !llvm.ptr -> f32
      %532 = llvm.load %331 : !llvm.ptr -> f32
      %533 = llvm.load %332 : !llvm.ptr -> f32
      %534 = llvm.load %333 : !llvm.ptr -> f32
      %535 = llvm.load %334 : !llvm.ptr -> f32
      %536 = llvm.load %335 : !llvm.ptr -> f32
      %537 = llvm.load %336 : !llvm.ptr -> f32
      %538 = llvm.load %337 : !llvm.ptr -> f32
      %539 = llvm.load %338 : !llvm.ptr -> f32
      %540 = llvm.load %339 : !llvm.ptr -> f32
      %541 = llvm.load %340 : !llvm.ptr -> f32
      %542:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %tup_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_99 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %542#0, %277 : f32, !llvm.ptr
      llvm.store %542#1, %278 : f32, !llvm.ptr
      llvm.store %542#2, %279 : f32, !llvm.ptr
      llvm.store %542#3, %280 : f32, !llvm.ptr
      llvm.store %542#4, %281 : f32, !llvm.ptr
      llvm.store %542#5, %282 : f32, !llvm.ptr
      llvm.store %542#6, %283 : f32, !llvm.ptr
      llvm.store %542#7, %284 : f32, !llvm.ptr
      llvm.store %542#8, %285 : f32, !llvm.ptr
      llvm.store %542#9, %286 : f32, !llvm.ptr
      llvm.store %542#10, %287 : f32, !llvm.ptr
      llvm.store %542#11, %288 : f32, !llvm.ptr
      llvm.store %542#12, %289 : f32, !llvm.ptr
      llvm.store %542#13, %290 : f32, !llvm.ptr
      llvm.store %542#14, %291 : f32, !llvm.ptr
      llvm.store %542#15, %292 : f32, !llvm.ptr
      llvm.store %542#16, %293 : f32, !llvm.ptr
      llvm.store %542#17, %294 : f32, !llvm.ptr
      llvm.store %542#18, %295 : f32, !llvm.ptr
      llvm.store %542#19, %296 : f32, !llvm.ptr
      llvm.store %542#20, %297 : f32, !llvm.ptr
      llvm.store %542#21, %298 : f32, !llvm.ptr
      llvm.store %542#22, %299 : f32, !llvm.ptr
      llvm.store %542#23, %300 : f32, !llvm.ptr
      llvm.store %542#24, %301 : f32, !llvm.ptr
      llvm.store %542#25, %302 : f32, !llvm.ptr
      llvm.store %542#26, %303 : f32, !llvm.ptr
      llvm.store %542#27, %304 : f32, !llvm.ptr
      llvm.store %542#28, %305 : f32, !llvm.ptr
      llvm.store %542#29, %306 : f32, !llvm.ptr
      llvm.store %542#30, %307 : f32, !llvm.ptr
      llvm.store %542#31, %308 : f32, !llvm.ptr
      llvm.store %542#32, %309 : f32, !llvm.ptr
      llvm.store %542#33, %310 : f32, !llvm.ptr
      llvm.store %542#34, %311 : f32, !llvm.ptr
      llvm.store %542#35, %312 : f32, !llvm.ptr
      llvm.store %542#36, %313 : f32, !llvm.ptr
      llvm.store %542#37, %314 : f32, !llvm.ptr
      llvm.store %542#38, %315 : f32, !llvm.ptr
      llvm.store %542#39, %316 : f32, !llvm.ptr
      llvm.store %542#40, %317 : f32, !llvm.ptr
      llvm.store %542#41, %318 : f32, !llvm.ptr
      llvm.store %542#42, %319 : f32, !llvm.ptr
      llvm.store %542#43, %320 : f32, !llvm.ptr
      llvm.store %542#44, %321 : f32, !llvm.ptr
      llvm.store %542#45, %322 : f32, !llvm.ptr
      llvm.store %542#46, %323 : f32, !llvm.ptr
      llvm.store %542#47, %324 : f32, !llvm.ptr
      llvm.store %542#48, %325 : f32, !llvm.ptr
      llvm.store %542#49, %326 : f32, !llvm.ptr
      llvm.store %542#50, %327 : f32, !llvm.ptr
      llvm.store %542#51, %328 : f32, !llvm.ptr
      llvm.store %542#52, %329 : f32, !llvm.ptr
      llvm.store %542#53, %330 : f32, !llvm.ptr
      llvm.store %542#54, %331 : f32, !llvm.ptr
      llvm.store %542#55, %332 : f32, !llvm.ptr
      llvm.store %542#56, %333 : f32, !llvm.ptr
      llvm.store %542#57, %334 : f32, !llvm.ptr
      llvm.store %542#58, %335 : f32, !llvm.ptr
      llvm.store %542#59, %336 : f32, !llvm.ptr
      llvm.store %542#60, %337 : f32, !llvm.ptr
      llvm.store %542#61, %338 : f32, !llvm.ptr
      llvm.store %542#62, %339 : f32, !llvm.ptr
      llvm.store %542#63, %340 : f32, !llvm.ptr
      %coord_100 = cute.make_coord(%409) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_101 = cute.crd2idx(%coord_100, %72) : (!cute.coord<"(_,_,2,?)">, !cute_layout_fa9090) -> !cute.int_tuple<"?{div=4}">
      %tup_102 = cute.add_offset(%gmmaSmemDesc, %idx_101) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %tup_103 = cute.add_offset(%gmmaSmemDesc_76, %idx_101) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %543 = llvm.load %277 : !llvm.ptr -> f32
      %544 = llvm.load %278 : !llvm.ptr -> f32
      %545 = llvm.load %279 : !llvm.ptr -> f32
      %546 = llvm.load %280 : !llvm.ptr -> f32
      %547 = llvm.load %281 : !llvm.ptr -> f32
      %548 = llvm.load %282 : !llvm.ptr -> f32
      %549 = llvm.load %283 : !llvm.ptr -> f32
      %550 = llvm.load %284 : !llvm.ptr -> f32
      %551 = llvm.load %285 : !llvm.ptr -> f32
      %552 = llvm.load %286 : !llvm.ptr -> f32
      %553 = llvm.load %287 : !llvm.ptr -> f32
      %554 = llvm.load %288 : !llvm.ptr -> f32
      %555 = llvm.load %289 : !llvm.ptr -> f32
      %556 = llvm.load %290 : !llvm.ptr -> f32
      %557 = llvm.load %291 : !llvm.ptr -> f32
      %558 = llvm.load %292 : !llvm.ptr -> f32
      %559 = llvm.load %293 : !llvm.ptr -> f32
      %560 = llvm.load %294 : !llvm.ptr -> f32
      %561 = llvm.load %295 : !llvm.ptr -> f32
      %562 = llvm.load %296 : !llvm.ptr -> f32
      %563 = llvm.load %297 : !llvm.ptr -> f32
      %564 = llvm.load %298 : !llvm.ptr -> f32
      %565 = llvm.load %299 : !llvm.ptr -> f32
      %566 = llvm.load %300 : !llvm.ptr -> f32
      %567 = llvm.load %301 : !llvm.ptr -> f32
      %568 = llvm.load %302 : !llvm.ptr -> f32
      %569 = llvm.load %303 : !llvm.ptr -> f32
      %570 = llvm.load %304 : !llvm.ptr -> f32
      %571 = llvm.load %305 : !llvm.ptr -> f32
      %572 = llvm.load %306 : !llvm.ptr -> f32
      %573 = llvm.load %307 : !llvm.ptr -> f32
      %574 = llvm.load %308 : !llvm.ptr -> f32
      %575 = llvm.load %309 : !llvm.ptr -> f32
      %576 = llvm.load %310 : !llvm.ptr -> f32
      %577 = llvm.load %311 : !llvm.ptr -> f32
      %578 = llvm.load %312 : !llvm.ptr -> f32
      %579 = llvm.load %313 : !llvm.ptr -> f32
      %580 = llvm.load %314 : !llvm.ptr -> f32
      %581 = llvm.load %315 : !llvm.ptr -> f32
      %582 = llvm.load %316 : !llvm.ptr -> f32
      %583 = llvm.load %317 : !llvm.ptr -> f32
      %584 = llvm.load %318 : !llvm.ptr -> f32
      %585 = llvm.load %319 : !llvm.ptr -> f32
      %586 = llvm.load %320 : !llvm.ptr -> f32
      %587 = llvm.load %321 : !llvm.ptr -> f32
      %588 = llvm.load %322 : !llvm.ptr -> f32
      %589 = llvm.load %323 : !llvm.ptr -> f32
      %590 = llvm.load %324 : !llvm.ptr -> f32
      %591 = llvm.load %325 : !llvm.ptr -> f32
      %592 = llvm.load %326 : !llvm.ptr -> f32
      %593 = llvm.load %327 : !llvm.ptr -> f32
      %594 = llvm.load %328 : !llvm.ptr -> f32
      %595 = llvm.load %329 : !llvm.ptr -> f32
      %596 = llvm.load %330 : !llvm.ptr -> f32
      %597 = llvm.load %331 : !llvm.ptr -> f32
      %598 = llvm.load %332 : !llvm.ptr -> f32
      %599 = llvm.load %333 : !llvm.ptr -> f32
      %600 = llvm.load %334 : !llvm.ptr -> f32
      %601 = llvm.load %335 : !llvm.ptr -> f32
      %602 = llvm.load %336 : !llvm.ptr -> f32
      %603 = llvm.load %337 : !llvm.ptr -> f32
      %604 = llvm.load %338 : !llvm.ptr -> f32
      %605 = llvm.load %339 : !llvm.ptr -> f32
      %606 = llvm.load %340 : !llvm.ptr -> f32
      %607:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %tup_102 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_103 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %607#0, %277 : f32, !llvm.ptr
      llvm.store %607#1, %278 : f32, !llvm.ptr
      llvm.store %607#2, %279 : f32, !llvm.ptr
      llvm.store %607#3, %280 : f32, !llvm.ptr
      llvm.store %607#4, %281 : f32, !llvm.ptr
      llvm.store %607#5, %282 : f32, !llvm.ptr
      llvm.store %607#6, %283 : f32, !llvm.ptr
      llvm.store %607#7, %284 : f32, !llvm.ptr
      llvm.store %607#8, %285 : f32, !llvm.ptr
      llvm.store %607#9, %286 : f32, !llvm.ptr
      llvm.store %607#10, %287 : f32, !llvm.ptr
      llvm.store %607#11, %288 : f32, !llvm.ptr
      llvm.store %607#12, %289 : f32, !llvm.ptr
      llvm.store %607#13, %290 : f32, !llvm.ptr
      llvm.store %607#14, %291 : f32, !llvm.ptr
      llvm.store %607#15, %292 : f32, !llvm.ptr
      llvm.store %607#16, %293 : f32, !llvm.ptr
      llvm.store %607#17, %294 : f32, !llvm.ptr
      llvm.store %607#18, %295 : f32, !llvm.ptr
      llvm.store %607#19, %296 : f32, !llvm.ptr
      llvm.store %607#20, %297 : f32, !llvm.ptr
      llvm.store %607#21, %298 : f32, !llvm.ptr
      llvm.store %607#22, %299 : f32, !llvm.ptr
      llvm.store %607#23, %300 : f32, !llvm.ptr
      llvm.store %607#24, %301 : f32, !llvm.ptr
      llvm.store %607#25, %302 : f32, !llvm.ptr
      llvm.store %607#26, %303 : f32, !llvm.ptr
      llvm.store %607#27, %304 : f32, !llvm.ptr
      llvm.store %607#28, %305 : f32, !llvm.ptr
      llvm.store %607#29, %306 : f32, !llvm.ptr
      llvm.store %607#30, %307 : f32, !llvm.ptr
      llvm.store %607#31, %308 : f32, !llvm.ptr
      llvm.store %607#32, %309 : f32, !llvm.ptr
      llvm.store %607#33, %310 : f32, !llvm.ptr
      llvm.store %607#34, %311 : f32, !llvm.ptr
      llvm.store %607#35, %312 : f32, !llvm.ptr
      llvm.store %607#36, %313 : f32, !llvm.ptr
      llvm.store %607#37, %314 : f32, !llvm.ptr
      llvm.store %607#38, %315 : f32, !llvm.ptr
      llvm.store %607#39, %316 : f32, !llvm.ptr
      llvm.store %607#40, %317 : f32, !llvm.ptr
      llvm.store %607#41, %318 : f32, !llvm.ptr
      llvm.store %607#42, %319 : f32, !llvm.ptr
      llvm.store %607#43, %320 : f32, !llvm.ptr
      llvm.store %607#44, %321 : f32, !llvm.ptr
      llvm.store %607#45, %322 : f32, !llvm.ptr
      llvm.store %607#46, %323 : f32, !llvm.ptr
      llvm.store %607#47, %324 : f32, !llvm.ptr
      llvm.store %607#48, %325 : f32, !llvm.ptr
      llvm.store %607#49, %326 : f32, !llvm.ptr
      llvm.store %607#50, %327 : f32, !llvm.ptr
      llvm.store %607#51, %328 : f32, !llvm.ptr
      llvm.store %607#52, %329 : f32, !llvm.ptr
      llvm.store %607#53, %330 : f32, !llvm.ptr
      llvm.store %607#54, %331 : f32, !llvm.ptr
      llvm.store %607#55, %332 : f32, !llvm.ptr
      llvm.store %607#56, %333 : f32, !llvm.ptr
      llvm.store %607#57, %334 : f32, !llvm.ptr
      llvm.store %607#58, %335 : f32, !llvm.ptr
      llvm.store %607#59, %336 : f32, !llvm.ptr
      llvm.store %607#60, %337 : f32, !llvm.ptr
      llvm.store %607#61, %338 : f32, !llvm.ptr
      llvm.store %607#62, %339 : f32, !llvm.ptr
      llvm.store %607#63, %340 : f32, !llvm.ptr
      %coord_104 = cute.make_coord(%409) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_105 = cute.crd2idx(%coord_104, %72) : (!cute.coord<"(_,_,3,?)">, !cute_layout_fa9090) -> !cute.int_tuple<"?{div=2}">
      %tup_106 = cute.add_offset(%gmmaSmemDesc, %idx_105) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %tup_107 = cute.add_offset(%gmmaSmemDesc_76, %idx_105) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %608 = llvm.load %277 : !llvm.ptr -> f32
      %609 = llvm.load %278 : !llvm.ptr -> f32
      %610 = llvm.load %279 : !llvm.ptr -> f32
      %611 = llvm.load %280 : !llvm.ptr -> f32
      %612 = llvm.load %281 : !llvm.ptr -> f32
      %613 = llvm.load %282 : !llvm.ptr -> f32
      %614 = llvm.load %283 : !llvm.ptr -> f32
      %615 = llvm.load %284 : !llvm.ptr -> f32
      %616 = llvm.load %285 : !llvm.ptr -> f32
      %617 = llvm.load %286 : !llvm.ptr -> f32
      %618 = llvm.load %287 : !llvm.ptr -> f32
      %619 = llvm.load %288 : !llvm.ptr -> f32
      %620 = llvm.load %289 : !llvm.ptr -> f32
      %621 = llvm.load %290 : !llvm.ptr -> f32
      %622 = llvm.load %291 : !llvm.ptr -> f32
      %623 = llvm.load %292 : !llvm.ptr -> f32
      %624 = llvm.load %293 : !llvm.ptr -> f32
      %625 = llvm.load %294 : !llvm.ptr -> f32
      %626 = llvm.load %295 : !llvm.ptr -> f32
      %627 = llvm.load %296 : !llvm.ptr -> f32
      %628 = llvm.load %297 : !llvm.ptr -> f32
      %629 = llvm.load %298 : !llvm.ptr -> f32
      %630 = llvm.load %299 : !llvm.ptr -> f32
      %631 = llvm.load %300 : !llvm.ptr -> f32
      %632 = llvm.load %301 : !llvm.ptr -> f32
      %633 = llvm.load %302 : !llvm.ptr -> f32
      %634 = llvm.load %303 : !llvm.ptr -> f32
      %635 = llvm.load %304 : !llvm.ptr -> f32
      %636 = llvm.load %305 : !llvm.ptr -> f32
      %637 = llvm.load %306 : !llvm.ptr -> f32
      %638 = llvm.load %307 : !llvm.ptr -> f32
      %639 = llvm.load %308 : !llvm.ptr -> f32
      %640 = llvm.load %309 : !llvm.ptr -> f32
      %641 = llvm.load %310 : !llvm.ptr -> f32
      %642 = llvm.load %311 : !llvm.ptr -> f32
      %643 = llvm.load %312 : !llvm.ptr -> f32
      %644 = llvm.load %313 : !llvm.ptr -> f32
      %645 = llvm.load %314 : !llvm.ptr -> f32
      %646 = llvm.load %315 : !llvm.ptr -> f32
      %647 = llvm.load %316 : !llvm.ptr -> f32
      %648 = llvm.load %317 : !llvm.ptr -> f32
      %649 = llvm.load %318 : !llvm.ptr -> f32
      %650 = llvm.load %319 : !llvm.ptr -> f32
      %651 = llvm.load %320 : !llvm.ptr -> f32
      %652 = llvm.load %321 : !llvm.ptr -> f32
      %653 = llvm.load %322 : !llvm.ptr -> f32
      %654 = llvm.load %323 : !llvm.ptr -> f32
      %655 = llvm.load %324 : !llvm.ptr -> f32
      %656 = llvm.load %325 : !llvm.ptr -> f32
      %657 = llvm.load %326 : !llvm.ptr -> f32
      %658 = llvm.load %327 : !llvm.ptr -> f32
      %659 = llvm.load %328 : !llvm.ptr -> f32
      %660 = llvm.load %329 : !llvm.ptr -> f32
      %661 = llvm.load %330 : !llvm.ptr -> f32
      %662 = llvm.load %331 : !llvm.ptr -> f32
      %663 = llvm.load %332 : !llvm.ptr -> f32
      %664 = llvm.load %333 : !llvm.ptr -> f32
      %665 = llvm.load %334 : !llvm.ptr -> f32
      %666 = llvm.load %335 : !llvm.ptr -> f32
      %667 = llvm.load %336 : !llvm.ptr -> f32
      %668 = llvm.load %337 : !llvm.ptr -> f32
      %669 = llvm.load %338 : !llvm.ptr -> f32
      %670 = llvm.load %339 : !llvm.ptr -> f32
      %671 = llvm.load %340 : !llvm.ptr -> f32
      %672:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %tup_106 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_107 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %672#0, %277 : f32, !llvm.ptr
      llvm.store %672#1, %278 : f32, !llvm.ptr
      llvm.store %672#2, %279 : f32, !llvm.ptr
      llvm.store %672#3, %280 : f32, !llvm.ptr
      llvm.store %672#4, %281 : f32, !llvm.ptr
      llvm.store %672#5, %282 : f32, !llvm.ptr
      llvm.store %672#6, %283 : f32, !llvm.ptr
      llvm.store %672#7, %284 : f32, !llvm.ptr
      llvm.store %672#8, %285 : f32, !llvm.ptr
      llvm.store %672#9, %286 : f32, !llvm.ptr
      llvm.store %672#10, %287 : f32, !llvm.ptr
      llvm.store %672#11, %288 : f32, !llvm.ptr
      llvm.store %672#12, %289 : f32, !llvm.ptr
      llvm.store %672#13, %290 : f32, !llvm.ptr
      llvm.store %672#14, %291 : f32, !llvm.ptr
      llvm.store %672#15, %292 : f32, !llvm.ptr
      llvm.store %672#16, %293 : f32, !llvm.ptr
      llvm.store %672#17, %294 : f32, !llvm.ptr
      llvm.store %672#18, %295 : f32, !llvm.ptr
      llvm.store %672#19, %296 : f32, !llvm.ptr
      llvm.store %672#20, %297 : f32, !llvm.ptr
      llvm.store %672#21, %298 : f32, !llvm.ptr
      llvm.store %672#22, %299 : f32, !llvm.ptr
      llvm.store %672#23, %300 : f32, !llvm.ptr
      llvm.store %672#24, %301 : f32, !llvm.ptr
      llvm.store %672#25, %302 : f32, !llvm.ptr
      llvm.store %672#26, %303 : f32, !llvm.ptr
      llvm.store %672#27, %304 : f32, !llvm.ptr
      llvm.store %672#28, %305 : f32, !llvm.ptr
      llvm.store %672#29, %306 : f32, !llvm.ptr
      llvm.store %672#30, %307 : f32, !llvm.ptr
      llvm.store %672#31, %308 : f32, !llvm.ptr
      llvm.store %672#32, %309 : f32, !llvm.ptr
      llvm.store %672#33, %310 : f32, !llvm.ptr
      llvm.store %672#34, %311 : f32, !llvm.ptr
      llvm.store %672#35, %312 : f32, !llvm.ptr
      llvm.store %672#36, %313 : f32, !llvm.ptr
      llvm.store %672#37, %314 : f32, !llvm.ptr
      llvm.store %672#38, %315 : f32, !llvm.ptr
      llvm.store %672#39, %316 : f32, !llvm.ptr
      llvm.store %672#40, %317 : f32, !llvm.ptr
      llvm.store %672#41, %318 : f32, !llvm.ptr
      llvm.store %672#42, %319 : f32, !llvm.ptr
      llvm.store %672#43, %320 : f32, !llvm.ptr
      llvm.store %672#44, %321 : f32, !llvm.ptr
      llvm.store %672#45, %322 : f32, !llvm.ptr
      llvm.store %672#46, %323 : f32, !llvm.ptr
      llvm.store %672#47, %324 : f32, !llvm.ptr
      llvm.store %672#48, %325 : f32, !llvm.ptr
      llvm.store %672#49, %326 : f32, !llvm.ptr
      llvm.store %672#50, %327 : f32, !llvm.ptr
      llvm.store %672#51, %328 : f32, !llvm.ptr
      llvm.store %672#52, %329 : f32, !llvm.ptr
      llvm.store %672#53, %330 : f32, !llvm.ptr
      llvm.store %672#54, %331 : f32, !llvm.ptr
      llvm.store %672#55, %332 : f32, !llvm.ptr
      llvm.store %672#56, %333 : f32, !llvm.ptr
      llvm.store %672#57, %334 : f32, !llvm.ptr
      llvm.store %672#58, %335 : f32, !llvm.ptr
      llvm.store %672#59, %336 : f32, !llvm.ptr
      llvm.store %672#60, %337 : f32, !llvm.ptr
      llvm.store %672#61, %338 : f32, !llvm.ptr
      llvm.store %672#62, %339 : f32, !llvm.ptr
      llvm.store %672#63, %340 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %673 = arith.cmpi sgt, %404, %c0_i32 : i32
      cf.cond_br %673, ^bb49, ^bb56
    ^bb49:  // pred: ^bb48
      cf.cond_br %149, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %int_tuple_108 = cute.make_int_tuple(%406) : (i32) -> !cute.int_tuple<"?">
      %ptr_109 = cute.add_offset(%ptr_10, %int_tuple_108) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %674 = builtin.unrealized_conversion_cast %ptr_109 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %675 = nvvm.mapa.shared.cluster %674, %140 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %675, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      cf.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %676 = arith.addi %406, %c1_i32 : i32
      %677 = arith.addi %405, %c1_i32 : i32
      %678 = arith.cmpi eq, %676, %c6_i32 : i32
      %679 = arith.select %678, %c0_i32, %676 : i32
      cf.cond_br %678, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %680 = arith.xori %407, %c1_i32 : i32
      cf.br ^bb54(%680 : i32)
    ^bb53:  // pred: ^bb51
      cf.br ^bb54(%407 : i32)
    ^bb54(%681: i32):  // 2 preds: ^bb52, ^bb53
      cf.br ^bb55
    ^bb55:  // pred: ^bb54
      cf.br ^bb57(%677, %679, %681 : i32, i32, i32)
    ^bb56:  // pred: ^bb48
      cf.br ^bb57(%405, %406, %407 : i32, i32, i32)
    ^bb57(%682: i32, %683: i32, %684: i32):  // 2 preds: ^bb55, ^bb56
      cf.br ^bb58
    ^bb58:  // pred: ^bb57
      %685 = arith.addi %409, %c1_i32 : i32
      %686 = arith.addi %408, %c1_i32 : i32
      %687 = arith.cmpi eq, %685, %c6_i32 : i32
      %688 = arith.select %687, %c0_i32, %685 : i32
      cf.cond_br %687, ^bb59, ^bb60
    ^bb59:  // pred: ^bb58
      %689 = arith.xori %410, %c1_i32 : i32
      cf.br ^bb61(%689 : i32)
    ^bb60:  // pred: ^bb58
      cf.br ^bb61(%410 : i32)
    ^bb61(%690: i32):  // 2 preds: ^bb59, ^bb60
      cf.br ^bb62
    ^bb62:  // pred: ^bb61
      %691 = arith.addi %404, %c1_i32 : i32
      cf.br ^bb47(%691, %682, %683, %684, %686, %688, %690 : i32, i32, i32, i32, i32, i32, i32)
    ^bb63:  // pred: ^bb47
      nvvm.wgmma.wait.group.sync.aligned 0
      cf.cond_br %149, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %int_tuple_110 = cute.make_int_tuple(%406) : (i32) -> !cute.int_tuple<"?">
      %ptr_111 = cute.add_offset(%ptr_10, %int_tuple_110) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %692 = builtin.unrealized_conversion_cast %ptr_111 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %693 = nvvm.mapa.shared.cluster %692, %140 : !llvm.ptr<3>, i32 -> <3>
      nvvm.mbarrier.txn %693, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
      cf.br ^bb65
    ^bb65:  // 2 preds: ^bb63, ^bb64
      %694 = arith.addi %406, %c1_i32 : i32
      %695 = arith.addi %405, %c1_i32 : i32
      %696 = arith.cmpi eq, %694, %c6_i32 : i32
      %697 = arith.select %696, %c0_i32, %694 : i32
      cf.cond_br %696, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %698 = arith.xori %407, %c1_i32 : i32
      cf.br ^bb68(%698 : i32)
    ^bb67:  // pred: ^bb65
      cf.br ^bb68(%407 : i32)
    ^bb68(%699: i32):  // 2 preds: ^bb66, ^bb67
      cf.br ^bb69
    ^bb69:  // pred: ^bb68
      %coord_112 = cute.make_coord(%400, %401, %370) : (i32, i32, i32) -> !cute.coord<"(_,_,?,?,?)">
      %idx_113 = cute.crd2idx(%coord_112, %71) : (!cute.coord<"(_,_,?,?,?)">, !cute_layout_95dcdb) -> !cute_int_tuple_ee97c9
      %tup_114 = cute.add_offset(%int_tup_iter, %idx_113) : (!cute_arith_tuple_iter_da3d01, !cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
      %700 = cute.memref.load(%view, %86) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
      cute.memref.store(%rmem_81, %86, %700) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %701 = cute.memref.load(%view, %70) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
      cute.memref.store(%rmem_81, %70, %701) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %702 = cute.memref.load(%view, %69) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
      cute.memref.store(%rmem_81, %69, %702) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %703 = cute.memref.load(%view, %68) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
      cute.memref.store(%rmem_81, %68, %703) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %704 = cute.memref.load(%view, %67) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
      cute.memref.store(%rmem_81, %67, %704) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %705 = cute.memref.load(%view, %66) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
      cute.memref.store(%rmem_81, %66, %705) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %706 = cute.memref.load(%view, %65) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
      cute.memref.store(%rmem_81, %65, %706) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %707 = cute.memref.load(%view, %64) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
      cute.memref.store(%rmem_81, %64, %707) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %708 = cute.memref.load(%view, %63) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
      cute.memref.store(%rmem_81, %63, %708) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %709 = cute.memref.load(%view, %62) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
      cute.memref.store(%rmem_81, %62, %709) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %710 = cute.memref.load(%view, %61) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
      cute.memref.store(%rmem_81, %61, %710) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %711 = cute.memref.load(%view, %60) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
      cute.memref.store(%rmem_81, %60, %711) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %712 = cute.memref.load(%view, %59) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
      cute.memref.store(%rmem_81, %59, %712) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %713 = cute.memref.load(%view, %58) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
      cute.memref.store(%rmem_81, %58, %713) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %714 = cute.memref.load(%view, %57) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
      cute.memref.store(%rmem_81, %57, %714) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %715 = cute.memref.load(%view, %56) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
      cute.memref.store(%rmem_81, %56, %715) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %716 = cute.memref.load_vec(%rmem_81) : (!memref_rmem_f32_2) -> vector<16xf32>
      %717 = arith.truncf %716 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%717, %rmem_82) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_115 = cute.make_coord(%352) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_116 = cute.crd2idx(%coord_115, %55) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb70(%c0_i32 : i32)
    ^bb70(%718: i32):  // 2 preds: ^bb69, ^bb71
      %719 = arith.cmpi slt, %718, %c2_i32 : i32
      cf.cond_br %719, ^bb71, ^bb72 {llvm.loop_annotation = #loop_annotation}
    ^bb71:  // pred: ^bb70
      %coord_117 = cute.make_coord(%718) : (i32) -> !cute.coord<"(_,?)">
      %idx_118 = cute.crd2idx(%coord_117, %54) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_119 = cute.add_offset(%iter_83, %idx_118) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_120 = cute.crd2idx(%coord_117, %53) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_121 = cute.add_offset(%ptr_79, %idx_120) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %720 = builtin.unrealized_conversion_cast %ptr_119 : !cute_ptr_2914ae to !llvm.ptr
      %721 = llvm.load %720 : !llvm.ptr -> vector<4xi32>
      %swizzled = cute.apply_swizzle(%ptr_121) : !cute_ptr_6d8216
      %ptr_122 = cute.add_offset(%swizzled, %idx_116) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_122, %721) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %722 = arith.addi %718, %c1_i32 : i32
      cf.br ^bb70(%722 : i32)
    ^bb72:  // pred: ^bb70
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %341, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %coord_123 = cute.make_coord(%352) : (i32) -> !cute.coord<"(_,?)">
      %idx_124 = cute.crd2idx(%coord_123, %52) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_125 = cute.add_offset(%iter_31, %idx_124) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_126 = cute.deref_arith_tuple_iter(%tup_114) : !cute_arith_tuple_iter_815f75
      %e0_127, %e1_128, %e2_129 = cute.get_leaves(%tup_126) : !cute_int_tuple_ee97c9
      %int_tuple_130 = cute.make_int_tuple(%e0_127, %e1_128, %e2_129) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ee97c9
      %int_tup_iter_131 = cute.make_arith_tuple_iter(%int_tuple_130) : (!cute_int_tuple_ee97c9) -> !cute_arith_tuple_iter_815f75
      %723 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_132 = cute_nvgpu.get_tma_desc_addr(%723 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %724 = cute_nvgpu.atom.get_value(%723 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_133 = cute.deref_arith_tuple_iter(%int_tup_iter_131) : !cute_arith_tuple_iter_815f75
      %725:3 = cute.get_scalars(%tup_133) : !cute_int_tuple_ee97c9
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_132 : !cute.ptr<generic, align<64>>, %ptr_125 : !cute_ptr_8ec51c, [%725#0, %725#1, %725#2] : i32, i32, i32) cache_policy = %724 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb74
    ^bb74:  // 2 preds: ^bb72, ^bb73
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %726 = arith.addi %352, %c1_i32 : i32
      %727 = arith.remsi %726, %c4_i32 : i32
      %728 = cute.memref.load(%view, %51) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
      cute.memref.store(%rmem_81, %86, %728) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %729 = cute.memref.load(%view, %50) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
      cute.memref.store(%rmem_81, %70, %729) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %730 = cute.memref.load(%view, %49) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
      cute.memref.store(%rmem_81, %69, %730) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %731 = cute.memref.load(%view, %48) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
      cute.memref.store(%rmem_81, %68, %731) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %732 = cute.memref.load(%view, %47) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
      cute.memref.store(%rmem_81, %67, %732) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %733 = cute.memref.load(%view, %46) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
      cute.memref.store(%rmem_81, %66, %733) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %734 = cute.memref.load(%view, %45) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
      cute.memref.store(%rmem_81, %65, %734) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %735 = cute.memref.load(%view, %44) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
      cute.memref.store(%rmem_81, %64, %735) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %736 = cute.memref.load(%view, %43) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
      cute.memref.store(%rmem_81, %63, %736) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %737 = cute.memref.load(%view, %42) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
      cute.memref.store(%rmem_81, %62, %737) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %738 = cute.memref.load(%view, %41) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
      cute.memref.store(%rmem_81, %61, %738) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %739 = cute.memref.load(%view, %40) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
      cute.memref.store(%rmem_81, %60, %739) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %740 = cute.memref.load(%view, %39) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
      cute.memref.store(%rmem_81, %59, %740) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %741 = cute.memref.load(%view, %38) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
      cute.memref.store(%rmem_81, %58, %741) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %742 = cute.memref.load(%view, %37) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
      cute.memref.store(%rmem_81, %57, %742) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %743 = cute.memref.load(%view, %36) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
      cute.memref.store(%rmem_81, %56, %743) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %744 = cute.memref.load_vec(%rmem_81) : (!memref_rmem_f32_2) -> vector<16xf32>
      %745 = arith.truncf %744 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%745, %rmem_82) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_134 = cute.make_coord(%727) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_135 = cute.crd2idx(%coord_134, %55) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb75(%c0_i32 : i32)
    ^bb75(%746: i32):  // 2 preds: ^bb74, ^bb76
      %747 = arith.cmpi slt, %746, %c2_i32 : i32
      cf.cond_br %747, ^bb76, ^bb77 {llvm.loop_annotation = #loop_annotation}
    ^bb76:  // pred: ^bb75
      %coord_136 = cute.make_coord(%746) : (i32) -> !cute.coord<"(_,?)">
      %idx_137 = cute.crd2idx(%coord_136, %54) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_138 = cute.add_offset(%iter_83, %idx_137) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_139 = cute.crd2idx(%coord_136, %53) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_140 = cute.add_offset(%ptr_79, %idx_139) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %748 = builtin.unrealized_conversion_cast %ptr_138 : !cute_ptr_2914ae to !llvm.ptr
      %749 = llvm.load %748 : !llvm.ptr -> vector<4xi32>
      %swizzled_141 = cute.apply_swizzle(%ptr_140) : !cute_ptr_6d8216
      %ptr_142 = cute.add_offset(%swizzled_141, %idx_135) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_142, %749) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %750 = arith.addi %746, %c1_i32 : i32
      cf.br ^bb75(%750 : i32)
    ^bb77:  // pred: ^bb75
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %341, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %coord_143 = cute.make_coord(%727) : (i32) -> !cute.coord<"(_,?)">
      %idx_144 = cute.crd2idx(%coord_143, %52) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_145 = cute.add_offset(%iter_31, %idx_144) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_146 = cute.add_offset(%tup_114, %35) : (!cute_arith_tuple_iter_815f75, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_147 = cute.deref_arith_tuple_iter(%tup_146) : !cute_arith_tuple_iter_df6bff
      %e0_148, %e1_149, %e2_150 = cute.get_leaves(%tup_147) : !cute_int_tuple_36697f
      %int_tuple_151 = cute.make_int_tuple(%e0_148, %e1_149, %e2_150) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_152 = cute.make_arith_tuple_iter(%int_tuple_151) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %751 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_153 = cute_nvgpu.get_tma_desc_addr(%751 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %752 = cute_nvgpu.atom.get_value(%751 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_154 = cute.deref_arith_tuple_iter(%int_tup_iter_152) : !cute_arith_tuple_iter_df6bff
      %753:3 = cute.get_scalars(%tup_154) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_153 : !cute.ptr<generic, align<64>>, %ptr_145 : !cute_ptr_8ec51c, [%753#0, %753#1, %753#2] : i32, i32, i32) cache_policy = %752 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb79
    ^bb79:  // 2 preds: ^bb77, ^bb78
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %754 = arith.addi %727, %c1_i32 : i32
      %755 = arith.remsi %754, %c4_i32 : i32
      %756 = cute.memref.load(%view, %34) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
      cute.memref.store(%rmem_81, %86, %756) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %757 = cute.memref.load(%view, %33) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
      cute.memref.store(%rmem_81, %70, %757) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %758 = cute.memref.load(%view, %32) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
      cute.memref.store(%rmem_81, %69, %758) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %759 = cute.memref.load(%view, %31) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
      cute.memref.store(%rmem_81, %68, %759) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %760 = cute.memref.load(%view, %30) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
      cute.memref.store(%rmem_81, %67, %760) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %761 = cute.memref.load(%view, %29) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
      cute.memref.store(%rmem_81, %66, %761) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %762 = cute.memref.load(%view, %28) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
      cute.memref.store(%rmem_81, %65, %762) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %763 = cute.memref.load(%view, %27) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
      cute.memref.store(%rmem_81, %64, %763) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %764 = cute.memref.load(%view, %26) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
      cute.memref.store(%rmem_81, %63, %764) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %765 = cute.memref.load(%view, %25) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
      cute.memref.store(%rmem_81, %62, %765) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %766 = cute.memref.load(%view, %24) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
      cute.memref.store(%rmem_81, %61, %766) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %767 = cute.memref.load(%view, %23) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
      cute.memref.store(%rmem_81, %60, %767) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %768 = cute.memref.load(%view, %22) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
      cute.memref.store(%rmem_81, %59, %768) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %769 = cute.memref.load(%view, %21) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
      cute.memref.store(%rmem_81, %58, %769) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %770 = cute.memref.load(%view, %20) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
      cute.memref.store(%rmem_81, %57, %770) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %771 = cute.memref.load(%view, %19) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
      cute.memref.store(%rmem_81, %56, %771) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %772 = cute.memref.load_vec(%rmem_81) : (!memref_rmem_f32_2) -> vector<16xf32>
      %773 = arith.truncf %772 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%773, %rmem_82) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_155 = cute.make_coord(%755) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_156 = cute.crd2idx(%coord_155, %55) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb80(%c0_i32 : i32)
    ^bb80(%774: i32):  // 2 preds: ^bb79, ^bb81
      %775 = arith.cmpi slt, %774, %c2_i32 : i32
      cf.cond_br %775, ^bb81, ^bb82 {llvm.loop_annotation = #loop_annotation}
    ^bb81:  // pred: ^bb80
      %coord_157 = cute.make_coord(%774) : (i32) -> !cute.coord<"(_,?)">
      %idx_158 = cute.crd2idx(%coord_157, %54) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_159 = cute.add_offset(%iter_83, %idx_158) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_160 = cute.crd2idx(%coord_157, %53) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_161 = cute.add_offset(%ptr_79, %idx_160) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %776 = builtin.unrealized_conversion_cast %ptr_159 : !cute_ptr_2914ae to !llvm.ptr
      %777 = llvm.load %776 : !llvm.ptr -> vector<4xi32>
      %swizzled_162 = cute.apply_swizzle(%ptr_161) : !cute_ptr_6d8216
      %ptr_163 = cute.add_offset(%swizzled_162, %idx_156) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_163, %777) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %778 = arith.addi %774, %c1_i32 : i32
      cf.br ^bb80(%778 : i32)
    ^bb82:  // pred: ^bb80
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %341, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %coord_164 = cute.make_coord(%755) : (i32) -> !cute.coord<"(_,?)">
      %idx_165 = cute.crd2idx(%coord_164, %52) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_166 = cute.add_offset(%iter_31, %idx_165) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_167 = cute.add_offset(%tup_114, %18) : (!cute_arith_tuple_iter_815f75, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_396070
      %tup_168 = cute.deref_arith_tuple_iter(%tup_167) : !cute_arith_tuple_iter_396070
      %e0_169, %e1_170, %e2_171 = cute.get_leaves(%tup_168) : !cute_int_tuple_ae8a07
      %int_tuple_172 = cute.make_int_tuple(%e0_169, %e1_170, %e2_171) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_ae8a07
      %int_tup_iter_173 = cute.make_arith_tuple_iter(%int_tuple_172) : (!cute_int_tuple_ae8a07) -> !cute_arith_tuple_iter_396070
      %779 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_174 = cute_nvgpu.get_tma_desc_addr(%779 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %780 = cute_nvgpu.atom.get_value(%779 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_175 = cute.deref_arith_tuple_iter(%int_tup_iter_173) : !cute_arith_tuple_iter_396070
      %781:3 = cute.get_scalars(%tup_175) : !cute_int_tuple_ae8a07
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_174 : !cute.ptr<generic, align<64>>, %ptr_166 : !cute_ptr_8ec51c, [%781#0, %781#1, %781#2] : i32, i32, i32) cache_policy = %780 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %782 = arith.addi %755, %c1_i32 : i32
      %783 = arith.remsi %782, %c4_i32 : i32
      %784 = cute.memref.load(%view, %17) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
      cute.memref.store(%rmem_81, %86, %784) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %785 = cute.memref.load(%view, %16) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
      cute.memref.store(%rmem_81, %70, %785) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %786 = cute.memref.load(%view, %15) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
      cute.memref.store(%rmem_81, %69, %786) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %787 = cute.memref.load(%view, %14) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
      cute.memref.store(%rmem_81, %68, %787) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %788 = cute.memref.load(%view, %13) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
      cute.memref.store(%rmem_81, %67, %788) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %789 = cute.memref.load(%view, %12) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
      cute.memref.store(%rmem_81, %66, %789) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %790 = cute.memref.load(%view, %11) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
      cute.memref.store(%rmem_81, %65, %790) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %791 = cute.memref.load(%view, %10) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
      cute.memref.store(%rmem_81, %64, %791) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %792 = cute.memref.load(%view, %9) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
      cute.memref.store(%rmem_81, %63, %792) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %793 = cute.memref.load(%view, %8) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
      cute.memref.store(%rmem_81, %62, %793) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %794 = cute.memref.load(%view, %7) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
      cute.memref.store(%rmem_81, %61, %794) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %795 = cute.memref.load(%view, %6) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
      cute.memref.store(%rmem_81, %60, %795) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %796 = cute.memref.load(%view, %5) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
      cute.memref.store(%rmem_81, %59, %796) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %797 = cute.memref.load(%view, %4) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
      cute.memref.store(%rmem_81, %58, %797) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %798 = cute.memref.load(%view, %3) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
      cute.memref.store(%rmem_81, %57, %798) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %799 = cute.memref.load(%view, %2) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
      cute.memref.store(%rmem_81, %56, %799) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %800 = cute.memref.load_vec(%rmem_81) : (!memref_rmem_f32_2) -> vector<16xf32>
      %801 = arith.truncf %800 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%801, %rmem_82) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_176 = cute.make_coord(%783) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_177 = cute.crd2idx(%coord_176, %55) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb85(%c0_i32 : i32)
    ^bb85(%802: i32):  // 2 preds: ^bb84, ^bb86
      %803 = arith.cmpi slt, %802, %c2_i32 : i32
      cf.cond_br %803, ^bb86, ^bb87 {llvm.loop_annotation = #loop_annotation}
    ^bb86:  // pred: ^bb85
      %coord_178 = cute.make_coord(%802) : (i32) -> !cute.coord<"(_,?)">
      %idx_179 = cute.crd2idx(%coord_178, %54) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_180 = cute.add_offset(%iter_83, %idx_179) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_181 = cute.crd2idx(%coord_178, %53) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_182 = cute.add_offset(%ptr_79, %idx_181) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %804 = builtin.unrealized_conversion_cast %ptr_180 : !cute_ptr_2914ae to !llvm.ptr
      %805 = llvm.load %804 : !llvm.ptr -> vector<4xi32>
      %swizzled_183 = cute.apply_swizzle(%ptr_182) : !cute_ptr_6d8216
      %ptr_184 = cute.add_offset(%swizzled_183, %idx_177) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_184, %805) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %806 = arith.addi %802, %c1_i32 : i32
      cf.br ^bb85(%806 : i32)
    ^bb87:  // pred: ^bb85
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %341, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %coord_185 = cute.make_coord(%783) : (i32) -> !cute.coord<"(_,?)">
      %idx_186 = cute.crd2idx(%coord_185, %52) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_187 = cute.add_offset(%iter_31, %idx_186) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_188 = cute.add_offset(%tup_114, %1) : (!cute_arith_tuple_iter_815f75, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_df6bff
      %tup_189 = cute.deref_arith_tuple_iter(%tup_188) : !cute_arith_tuple_iter_df6bff
      %e0_190, %e1_191, %e2_192 = cute.get_leaves(%tup_189) : !cute_int_tuple_36697f
      %int_tuple_193 = cute.make_int_tuple(%e0_190, %e1_191, %e2_192) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute_int_tuple_36697f
      %int_tup_iter_194 = cute.make_arith_tuple_iter(%int_tuple_193) : (!cute_int_tuple_36697f) -> !cute_arith_tuple_iter_df6bff
      %807 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0) -> !cute_nvgpu_atom_tma_store_a82a14
      %TMADescAddr_195 = cute_nvgpu.get_tma_desc_addr(%807 : !cute_nvgpu_atom_tma_store_a82a14) -> !cute.ptr<generic, align<64>>
      %808 = cute_nvgpu.atom.get_value(%807 : !cute_nvgpu_atom_tma_store_a82a14) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_196 = cute.deref_arith_tuple_iter(%int_tup_iter_194) : !cute_arith_tuple_iter_df6bff
      %809:3 = cute.get_scalars(%tup_196) : !cute_int_tuple_36697f
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_195 : !cute.ptr<generic, align<64>>, %ptr_187 : !cute_ptr_8ec51c, [%809#0, %809#1, %809#2] : i32, i32, i32) cache_policy = %808 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb89
    ^bb89:  // 2 preds: ^bb87, ^bb88
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %810 = arith.addi %783, %c1_i32 : i32
      %811 = arith.remsi %810, %c4_i32 : i32
      %812 = arith.addi %353, %121 : i32
      cf.br ^bb45(%811, %812, %403, %695, %697, %699, %408, %409, %410 : i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb90:  // pred: ^bb45
      nvvm.cp.async.bulk.wait_group 0 {read}
      cf.br ^bb91
    ^bb91:  // 2 preds: ^bb43, ^bb90
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm90_h3b1f9139(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_1, %arg2: !memref_gmem_bf16_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c230400_i64 = arith.constant 230400 : i64
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c4290672329751_i64 = arith.constant 4290672329751 : i64
    %c131000_i64 = arith.constant 131000 : i64
    %c562643092770_i64 = arith.constant 562643092770 : i64
    %c4496830759431_i64 = arith.constant 4496830759431 : i64
    %c68120_i64 = arith.constant 68120 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4290672329223_i64 = arith.constant 4290672329223 : i64
    %c65000_i64 = arith.constant 65000 : i64
    %c279175259426_i64 = arith.constant 279175259426 : i64
    %c0_i32 = arith.constant 0 : i32
    %c66_i32 = arith.constant 66 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c384_i32 = arith.constant 384 : i32
    %c127_i64 = arith.constant 127 : i64
    %c63_i64 = arith.constant 63 : i64
    %c9007199254740991_i64 = arith.constant 9007199254740991 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %c16_i32 = arith.constant 16 : i32
    %false = arith.constant false
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_1
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_2
    %atom = cute.make_atom() : () -> !cute_nvgpu_sm90_mma_bab7f3
    %0 = cute_nvgpu.atom.set_value(%atom, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !cute_nvgpu_sm90_mma_bab7f3
    %1 = cute.make_tiled_mma(%0) : !mma_bf16_bf16_f32_64x128x16_
    %2 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %3 = cute.ptrtoint(%iter) : !cute_ptr_6f3445 to i64
    %4 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %4 : i64, !llvm.ptr
    %5 = llvm.getelementptr %2[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %5 : i64, !llvm.ptr
    %6 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %6 : i64, !llvm.ptr
    %7 = llvm.getelementptr %2[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %7 : i64, !llvm.ptr
    %8 = llvm.getelementptr %2[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %8 : i64, !llvm.ptr
    %9 = llvm.getelementptr %2[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %9 : i64, !llvm.ptr
    %10 = llvm.getelementptr %2[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %10 : i64, !llvm.ptr
    %11 = llvm.getelementptr %2[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %11 : i64, !llvm.ptr
    %12 = arith.divui %3, %c16_i64 : i64
    %13 = arith.andi %12, %c9007199254740991_i64 : i64
    %14 = arith.shli %13, %c4_i64 : i64
    llvm.store %14, %4 : i64, !llvm.ptr
    llvm.store %c279175259426_i64, %5 : i64, !llvm.ptr
    llvm.store %c65000_i64, %6 : i64, !llvm.ptr
    llvm.store %c0_i64, %7 : i64, !llvm.ptr
    llvm.store %c4290672329223_i64, %8 : i64, !llvm.ptr
    llvm.store %c1_i64, %9 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %10 : i64, !llvm.ptr
    llvm.store %c127_i64, %11 : i64, !llvm.ptr
    %15 = builtin.unrealized_conversion_cast %2 : !llvm.ptr to !cute_ptr_9651e7
    %16 = cute.ptrtoint(%15) : !cute_ptr_9651e7 to i64
    %17 = llvm.inttoptr %16 : i64 to !llvm.ptr
    %18 = llvm.load %17 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_2 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7
    %20 = cute_nvgpu.atom.set_value(%atom_2, %19 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7
    %21 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %22 = cute.ptrtoint(%iter_0) : !cute_ptr_6f3445 to i64
    %23 = llvm.getelementptr %21[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %21[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %21[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %21[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %21[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %21[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %21[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %30 : i64, !llvm.ptr
    %31 = arith.divui %22, %c16_i64 : i64
    %32 = arith.andi %31, %c9007199254740991_i64 : i64
    %33 = arith.shli %32, %c4_i64 : i64
    llvm.store %33, %23 : i64, !llvm.ptr
    llvm.store %c279175259426_i64, %24 : i64, !llvm.ptr
    llvm.store %c68120_i64, %25 : i64, !llvm.ptr
    llvm.store %c0_i64, %26 : i64, !llvm.ptr
    llvm.store %c4496830759431_i64, %27 : i64, !llvm.ptr
    llvm.store %c1_i64, %28 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %29 : i64, !llvm.ptr
    llvm.store %c63_i64, %30 : i64, !llvm.ptr
    %34 = builtin.unrealized_conversion_cast %21 : !llvm.ptr to !cute_ptr_9651e7
    %35 = cute.ptrtoint(%34) : !cute_ptr_9651e7 to i64
    %36 = llvm.inttoptr %35 : i64 to !llvm.ptr
    %37 = llvm.load %36 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_3 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada
    %39 = cute_nvgpu.atom.set_value(%atom_3, %38 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada
    %40 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %41 = cute.ptrtoint(%iter_1) : !cute_ptr_6f3445 to i64
    %42 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %40[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %40[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %40[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %40[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %40[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %40[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %40[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64, %49 : i64, !llvm.ptr
    %50 = arith.divui %41, %c16_i64 : i64
    %51 = arith.andi %50, %c9007199254740991_i64 : i64
    %52 = arith.shli %51, %c4_i64 : i64
    llvm.store %52, %42 : i64, !llvm.ptr
    llvm.store %c562643092770_i64, %43 : i64, !llvm.ptr
    llvm.store %c131000_i64, %44 : i64, !llvm.ptr
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    llvm.store %c4290672329751_i64, %46 : i64, !llvm.ptr
    llvm.store %c1_i64, %47 : i64, !llvm.ptr
    llvm.store %c2233785415175766016_i64, %48 : i64, !llvm.ptr
    llvm.store %c127_i64, %49 : i64, !llvm.ptr
    %53 = builtin.unrealized_conversion_cast %40 : !llvm.ptr to !cute_ptr_9651e7
    %54 = cute.ptrtoint(%53) : !cute_ptr_9651e7 to i64
    %55 = llvm.inttoptr %54 : i64 to !llvm.ptr
    %56 = llvm.load %55 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %57 = builtin.unrealized_conversion_cast %56 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_4 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0
    %58 = cute_nvgpu.atom.set_value(%atom_4, %57 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_store<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0
    %59 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c2_i32, %c1_i32, %c66_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%59] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cluster_dim[%59] (%c2_i32, %c1_i32, %c1_i32) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    cuda.launch_cfg.cooperative[%59] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %60 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hdd1148cb_0<%59> (%20, %39, %58, %1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu_atom_non_exec_tiled_tma_load_dbe0f7, !cute_nvgpu_atom_non_exec_tiled_tma_load_23fada, !cute_nvgpu_atom_non_exec_tiled_tma_store_1d3cd0, !mma_bf16_bf16_f32_64x128x16_) -> !cuda.result
    %61 = cuda.cast %60 : !cuda.result -> i32
    cuda.return_if_error %61 : i32
    return %c0_i32 : i32
  }
}
