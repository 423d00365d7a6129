!cute_arith_tuple_iter_9664bc = !cute.arith_tuple_iter<"(?{div=32},?{div=128})">
!cute_arith_tuple_iter_b03bb1 = !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
!cute_arith_tuple_iter_fc9713 = !cute.arith_tuple_iter<"(?{div=128},?{div=128})">
!cute_int_tuple_963f12 = !cute.int_tuple<"(?{div=32},?{div=128})">
!cute_int_tuple_a0ee65 = !cute.int_tuple<"(?{div=128},?{div=128})">
!cute_int_tuple_ffa35c = !cute.int_tuple<"(?{div=64},?{div=128})">
!cute_layout_233ec8 = !cute.layout<"((4096,1),(1,4)):((1,0),(0,4096))">
!cute_layout_36dfd3 = !cute.layout<"(132,3,16):(48,16,1)">
!cute_layout_b603f8 = !cute.layout<"(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,4096))">
!cute_layout_c49ee5 = !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">
!cute_layout_d96db6 = !cute.layout<"(128,128,2,2,1):(1@1,1@0,128@1,128@0,0)">
!cute_layout_e423f4 = !cute.layout<"(((64,128),1),2,9,1):(((1@0,1@1),0),128@1,64@0,0)">
!cute_layout_e43b08 = !cute.layout<"(((2,4),1),((1,2))):(((1,2),0),((0,16)))">
!cute_layout_ec5642 = !cute.layout<"(((2,2,2),1),((1,2))):(((1,2,4),0),((0,8)))">
!cute_layout_fa9090 = !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">
!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(32,128):(1@1,1@0)">, tma_format = BF16_RN>
!cute_nvgpu_atom_tma_load_0358e1 = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
!cute_nvgpu_atom_tma_store_e30e4f = !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128):(1@1,1@0)">>
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
!cute_ptr_a5c1fa = !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>
!cute_ptr_c731b8 = !cute.ptr<i64, smem, align<256>>
!cute_ptr_e15201 = !cute.ptr<i64, smem, align<128>>
!cute_ptr_fadb05 = !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>
!copy_stsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,8),(2,2,2)):((128,1,8),(512,64,1024))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!copy_stsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))">, tiler_mn = <"[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]">>
!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "(?,?,1):(?,1,0)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(200,520):(520,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(520,136):(1,520)">
!memref_gmem_bf16_3 = !cute.memref<bf16, gmem, align<16>, "(200,136):(136,1)">
!memref_gmem_i32_ = !cute.memref<i32, gmem, align<16>, "(3,4):(4,1)">
!memref_gmem_i32_1 = !cute.memref<i32, gmem, align<16>, "(3,3):(3,1)">
!memref_gmem_i64_ = !cute.memref<i64, gmem, align<16>, "(3,3):(3,1)">
!memref_gmem_i64_1 = !cute.memref<i64, gmem, align<16>, "(132,3,16):(48,16,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!memref_rmem_f32_ = !cute.memref<f32, rmem, align<32>, "((2,2,16),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((8,8),1,1):((1,8),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
!mma_bf16_bf16_f32_64x128x16_ = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0(%arg0: !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3 {cute_nvgpu.grid_constant}, %arg1: !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3 {cute_nvgpu.grid_constant}, %arg2: !cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e {cute_nvgpu.grid_constant}, %arg3: !mma_bf16_bf16_f32_64x128x16_, %arg4: !memref_gmem_i32_, %arg5: !memref_gmem_i32_1, %arg6: !memref_gmem_i64_, %arg7: !memref_gmem_i64_1, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>} {
      %0 = builtin.unrealized_conversion_cast %arg3 : !mma_bf16_bf16_f32_64x128x16_ to !llvm.struct<(i1)>
      %cst = arith.constant dense<0.000000e+00> : vector<64xf32>
      %c63_i32 = arith.constant 63 : i32
      %c127_i32 = arith.constant 127 : i32
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
      %71 = cute.static : !cute.coord<"0">
      %72 = cute.static : !cute_layout_d96db6
      %73 = cute.static : !cute_layout_fa9090
      %c4_i32 = arith.constant 4 : i32
      %c512_i32 = arith.constant 512 : i32
      %c256_i32 = arith.constant 256 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c2_i32 = arith.constant 2 : i32
      %c6_i32 = arith.constant 6 : i32
      %74 = cute.static : !cute_layout_c49ee5
      %75 = cute.static : !cute_layout_e423f4
      %c32768_i32 = arith.constant 32768 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c64_i32 = arith.constant 64 : i32
      %c3_i32 = arith.constant 3 : i32
      %c-1_i32 = arith.constant -1 : i32
      %76 = cute.static : !cute_layout_36dfd3
      %77 = cute.static : !cute.int_tuple<"32">
      %78 = cute.static : !cute.int_tuple<"16">
      %true = arith.constant true
      %c8_i32 = arith.constant 8 : i32
      %79 = cute.static : !cute.int_tuple<"6">
      %80 = cute.static : !cute.int_tuple<"5">
      %81 = cute.static : !cute.int_tuple<"4">
      %82 = cute.static : !cute.int_tuple<"3">
      %83 = cute.static : !cute.int_tuple<"2">
      %84 = cute.static : !cute.int_tuple<"1">
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = cute.static : !cute.int_tuple<"197632">
      %86 = cute.static : !cute.int_tuple<"99328">
      %87 = cute.static : !cute.int_tuple<"1024">
      %88 = cute.static : !cute.int_tuple<"384">
      %c128_i32 = arith.constant 128 : i32
      %c32_i32 = arith.constant 32 : i32
      %89 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %90 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %91 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %92 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %93 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %94 = arith.muli %90, %92 : i32
      %95 = arith.addi %89, %94 : i32
      %96 = arith.muli %91, %92 : i32
      %97 = arith.muli %96, %93 : i32
      %98 = arith.addi %95, %97 : i32
      %99 = arith.divsi %98, %c32_i32 : i32
      %100 = arith.muli %99, %c32_i32 : i32
      %101 = arith.cmpi ne, %98, %100 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %102 = arith.cmpi slt, %98, %c0_i32_0 : i32
      %103 = arith.cmpi slt, %c32_i32, %c0_i32_0 : i32
      %104 = arith.cmpi ne, %102, %103 : i1
      %105 = arith.andi %101, %104 : i1
      %c-1_i32_1 = arith.constant -1 : i32
      %106 = arith.addi %99, %c-1_i32_1 : i32
      %107 = arith.select %105, %106, %99 : i32
      %108 = cute_nvgpu.arch.make_warp_uniform(%107) : i32
      %109 = arith.divsi %89, %c128_i32 : i32
      %110 = arith.muli %109, %c128_i32 : i32
      %111 = arith.cmpi ne, %89, %110 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %112 = arith.cmpi slt, %89, %c0_i32_2 : i32
      %113 = arith.cmpi slt, %c128_i32, %c0_i32_2 : i32
      %114 = arith.cmpi ne, %112, %113 : i1
      %115 = arith.andi %111, %114 : i1
      %c-1_i32_3 = arith.constant -1 : i32
      %116 = arith.addi %109, %c-1_i32_3 : i32
      %117 = arith.select %115, %116, %109 : i32
      %118 = cute_nvgpu.arch.make_warp_uniform(%117) : i32
      %119 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %120 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65535> : i32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute_ptr_9af6a0
      %ptr = cute.add_offset(%smem_ptr, %88) : (!cute_ptr_9af6a0, !cute.int_tuple<"384">) -> !cute.ptr<i8, smem, align<128>>
      %ptr_4 = cute.add_offset(%smem_ptr, %87) : (!cute_ptr_9af6a0, !cute.int_tuple<"1024">) -> !cute_ptr_9af6a0
      %ptr_5 = cute.add_offset(%smem_ptr, %86) : (!cute_ptr_9af6a0, !cute.int_tuple<"99328">) -> !cute_ptr_9af6a0
      %ptr_6 = cute.add_offset(%smem_ptr, %85) : (!cute_ptr_9af6a0, !cute.int_tuple<"197632">) -> !cute_ptr_9af6a0
      %iter = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<128>> to !cute_ptr_e15201
      %121 = arith.cmpi eq, %108, %c0_i32 : i32
      cf.cond_br %121, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %122 = builtin.unrealized_conversion_cast %iter : !cute_ptr_e15201 to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %122, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_7 = cute.add_offset(%iter, %84) : (!cute_ptr_e15201, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
      %123 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %123, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_8 = cute.add_offset(%iter, %83) : (!cute_ptr_e15201, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
      %124 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %124, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_9 = cute.add_offset(%iter, %82) : (!cute_ptr_e15201, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
      %125 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %125, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_10 = cute.add_offset(%iter, %81) : (!cute_ptr_e15201, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      %126 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %126, %c1_i32 : !llvm.ptr<3>, i32
      %ptr_11 = cute.add_offset(%iter, %80) : (!cute_ptr_e15201, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
      %127 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %127, %c1_i32 : !llvm.ptr<3>, i32
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %ptr_12 = cute.add_offset(%iter, %79) : (!cute_ptr_e15201, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
      cf.cond_br %121, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %128 = builtin.unrealized_conversion_cast %ptr_12 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %128, %c8_i32 : !llvm.ptr<3>, i32
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
      %ptr_13 = cute.add_offset(%iter, %int_tuple) : (!cute_ptr_e15201, !cute.int_tuple<"7">) -> !cute.ptr<i64, smem>
      %129 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %129, %c8_i32 : !llvm.ptr<3>, i32
      %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
      %ptr_15 = cute.add_offset(%iter, %int_tuple_14) : (!cute_ptr_e15201, !cute.int_tuple<"8">) -> !cute.ptr<i64, smem, align<64>>
      %dyn = cute.derefine(%ptr_15) : !cute.ptr<i64, smem, align<64>> to !cute.ptr<i64, smem, align<16>>
      %130 = builtin.unrealized_conversion_cast %dyn : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %130, %c8_i32 : !llvm.ptr<3>, i32
      %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
      %ptr_17 = cute.add_offset(%iter, %int_tuple_16) : (!cute_ptr_e15201, !cute.int_tuple<"9">) -> !cute.ptr<i64, smem>
      %131 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %131, %c8_i32 : !llvm.ptr<3>, i32
      %int_tuple_18 = cute.make_int_tuple() : () -> !cute.int_tuple<"10">
      %ptr_19 = cute.add_offset(%iter, %int_tuple_18) : (!cute_ptr_e15201, !cute.int_tuple<"10">) -> !cute.ptr<i64, smem, align<16>>
      %132 = builtin.unrealized_conversion_cast %ptr_19 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %132, %c8_i32 : !llvm.ptr<3>, i32
      %int_tuple_20 = cute.make_int_tuple() : () -> !cute.int_tuple<"11">
      %ptr_21 = cute.add_offset(%iter, %int_tuple_20) : (!cute_ptr_e15201, !cute.int_tuple<"11">) -> !cute.ptr<i64, smem>
      %133 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %133, %c8_i32 : !llvm.ptr<3>, i32
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %134 = arith.remsi %89, %c32_i32 : i32
      %135 = arith.cmpi slt, %134, %c1_i32 : i32
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %iter_22 = cute.recast_iter(%ptr_4) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_23 = cute.recast_iter(%ptr_5) : !cute_ptr_9af6a0 to !cute_ptr_91cbad
      %iter_24 = cute.recast_iter(%ptr_6) : !cute_ptr_9af6a0 to !cute_ptr_8ec51c
      %iter_25 = cute.recast_iter(%smem_ptr) : !cute_ptr_9af6a0 to !cute_ptr_6167ca
      %ptr_26 = cute.add_offset(%iter_25, %78) : (!cute_ptr_6167ca, !cute.int_tuple<"16">) -> !cute_ptr_e15201
      %ptr_27 = cute.add_offset(%iter_25, %77) : (!cute_ptr_6167ca, !cute.int_tuple<"32">) -> !cute_ptr_c731b8
      %coord = cute.make_coord(%119) : (i32) -> !cute.coord<"(?,0,_)">
      %idx = cute.crd2idx(%coord, %76) : (!cute.coord<"(?,0,_)">, !cute_layout_36dfd3) -> !cute.int_tuple<"?{div=48}">
      %iter_28 = cute.get_iter(%arg7) : !memref_gmem_i64_1
      %ptr_29 = cute.add_offset(%iter_28, %idx) : (!cute.ptr<i64, gmem, align<16>>, !cute.int_tuple<"?{div=48}">) -> !cute.ptr<i64, gmem, align<16>>
      %136 = cute.ptrtoint(%ptr_29) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv = cute.assume(%136) : (i64) -> !cute.i64<divby 128>
      %137 = cute.inttoptr(%iv) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %coord_30 = cute.make_coord(%119) : (i32) -> !cute.coord<"(?,1,_)">
      %idx_31 = cute.crd2idx(%coord_30, %76) : (!cute.coord<"(?,1,_)">, !cute_layout_36dfd3) -> !cute.int_tuple<"?{div=16}">
      %ptr_32 = cute.add_offset(%iter_28, %idx_31) : (!cute.ptr<i64, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<i64, gmem, align<16>>
      %138 = cute.ptrtoint(%ptr_32) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv_33 = cute.assume(%138) : (i64) -> !cute.i64<divby 128>
      %139 = cute.inttoptr(%iv_33) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %coord_34 = cute.make_coord(%119) : (i32) -> !cute.coord<"(?,2,_)">
      %idx_35 = cute.crd2idx(%coord_34, %76) : (!cute.coord<"(?,2,_)">, !cute_layout_36dfd3) -> !cute.int_tuple<"?{div=16}">
      %ptr_36 = cute.add_offset(%iter_28, %idx_35) : (!cute.ptr<i64, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<i64, gmem, align<16>>
      %140 = cute.ptrtoint(%ptr_36) : !cute.ptr<i64, gmem, align<16>> to i64
      %iv_37 = cute.assume(%140) : (i64) -> !cute.i64<divby 128>
      %141 = cute.inttoptr(%iv_37) : !cute.i64<divby 128> to !cute_ptr_a5c1fa
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      nvvm.barrier
      %142 = arith.cmpi eq, %118, %c0_i32 : i32
      cf.cond_br %142, ^bb5, ^bb63
    ^bb5:  // pred: ^bb4
      nvvm.setmaxregister  decrease 40
      cf.cond_br %121, ^bb6, ^bb62
    ^bb6:  // pred: ^bb5
      cf.cond_br %121, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %143 = nvvm.elect.sync -> i1
      cf.cond_br %143, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      cute_nvgpu.copy_tma_desc(%arg0, %iter_25) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_ptr_6167ca) -> ()
      cf.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      nvvm.bar.warp.sync %c-1_i32 : i32
      cf.cond_br %121, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %144 = nvvm.elect.sync -> i1
      cf.cond_br %144, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      cute_nvgpu.copy_tma_desc(%arg1, %ptr_26) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_ptr_e15201) -> ()
      cf.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      cf.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      nvvm.bar.warp.sync %c-1_i32 : i32
      %145 = cute.ptrtoint(%137) : !cute_ptr_a5c1fa to i64
      %iv_38 = cute.assume(%145) : (i64) -> !cute.i64<divby 128>
      %146 = cute.inttoptr(%iv_38) : !cute.i64<divby 128> to !cute_ptr_fadb05
      %147 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3) -> !cute_nvgpu_atom_tma_load_0358e1
      %148 = cute_nvgpu.atom.get_value(%147 : !cute_nvgpu_atom_tma_load_0358e1) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      %149 = cute.ptrtoint(%139) : !cute_ptr_a5c1fa to i64
      %iv_39 = cute.assume(%149) : (i64) -> !cute.i64<divby 128>
      %150 = cute.inttoptr(%iv_39) : !cute.i64<divby 128> to !cute_ptr_fadb05
      %151 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3) -> !cute_nvgpu_atom_tma_load_0358e1
      %152 = cute_nvgpu.atom.get_value(%151 : !cute_nvgpu_atom_tma_load_0358e1) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
      cf.br ^bb15(%c0_i32, %c-1_i32, %119, %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32, i32, i32, i32)
    ^bb15(%153: i32, %154: i32, %155: i32, %156: i32, %157: i32, %158: i32):  // 2 preds: ^bb14, ^bb38
      %159 = arith.cmpi slt, %155, %arg8 : i32
      cf.cond_br %159, ^bb16(%153, %154, %155, %156, %157, %158 : i32, i32, i32, i32, i32, i32), ^bb39
    ^bb16(%160: i32, %161: i32, %162: i32, %163: i32, %164: i32, %165: i32):  // pred: ^bb15
      %166 = arith.addi %160, %c1_i32 : i32
      cf.br ^bb17(%166, %160 : i32, i32)
    ^bb17(%167: i32, %168: i32):  // 2 preds: ^bb16, ^bb18
      %169 = arith.cmpi slt, %167, %c3_i32 : i32
      cf.cond_br %169, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %coord_40 = cute.make_coord(%167) : (i32) -> !cute.coord<"(?,3)">
      %170 = cute.memref.load(%arg4, %coord_40) : (!memref_gmem_i32_, !cute.coord<"(?,3)">) -> i32
      %171 = arith.cmpi sge, %162, %170 : i32
      %172 = arith.select %171, %167, %168 : i32
      %173 = arith.addi %167, %c1_i32 : i32
      cf.br ^bb17(%173, %172 : i32, i32)
    ^bb19:  // pred: ^bb17
      %coord_41 = cute.make_coord(%168) : (i32) -> !cute.coord<"(?,0)">
      %174 = cute.memref.load(%arg4, %coord_41) : (!memref_gmem_i32_, !cute.coord<"(?,0)">) -> i32
      %coord_42 = cute.make_coord(%168) : (i32) -> !cute.coord<"(?,1)">
      %175 = cute.memref.load(%arg4, %coord_42) : (!memref_gmem_i32_, !cute.coord<"(?,1)">) -> i32
      %coord_43 = cute.make_coord(%168) : (i32) -> !cute.coord<"(?,2)">
      %176 = cute.memref.load(%arg4, %coord_43) : (!memref_gmem_i32_, !cute.coord<"(?,2)">) -> i32
      %177 = arith.addi %174, %c127_i32 : i32
      %178 = arith.divsi %177, %c128_i32 : i32
      %179 = arith.muli %178, %c128_i32 : i32
      %180 = arith.cmpi ne, %177, %179 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %181 = arith.cmpi slt, %177, %c0_i32_44 : i32
      %182 = arith.cmpi slt, %c128_i32, %c0_i32_44 : i32
      %183 = arith.cmpi ne, %181, %182 : i1
      %184 = arith.andi %180, %183 : i1
      %c-1_i32_45 = arith.constant -1 : i32
      %185 = arith.addi %178, %c-1_i32_45 : i32
      %186 = arith.select %184, %185, %178 : i32
      %187 = arith.addi %175, %c127_i32 : i32
      %188 = arith.divsi %187, %c128_i32 : i32
      %189 = arith.muli %188, %c128_i32 : i32
      %190 = arith.cmpi ne, %187, %189 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %191 = arith.cmpi slt, %187, %c0_i32_46 : i32
      %192 = arith.cmpi slt, %c128_i32, %c0_i32_46 : i32
      %193 = arith.cmpi ne, %191, %192 : i1
      %194 = arith.andi %190, %193 : i1
      %c-1_i32_47 = arith.constant -1 : i32
      %195 = arith.addi %188, %c-1_i32_47 : i32
      %196 = arith.select %194, %195, %188 : i32
      %coord_48 = cute.make_coord(%168) : (i32) -> !cute.coord<"(?,3)">
      %197 = cute.memref.load(%arg4, %coord_48) : (!memref_gmem_i32_, !cute.coord<"(?,3)">) -> i32
      %198 = arith.subi %162, %197 : i32
      %199 = arith.muli %196, %c8_i32 : i32
      %200 = arith.divsi %198, %199 : i32
      %201 = arith.muli %200, %199 : i32
      %202 = arith.cmpi ne, %198, %201 : i32
      %c0_i32_49 = arith.constant 0 : i32
      %203 = arith.cmpi slt, %198, %c0_i32_49 : i32
      %204 = arith.cmpi slt, %199, %c0_i32_49 : i32
      %205 = arith.cmpi ne, %203, %204 : i1
      %206 = arith.andi %202, %205 : i1
      %c-1_i32_50 = arith.constant -1 : i32
      %207 = arith.addi %200, %c-1_i32_50 : i32
      %208 = arith.select %206, %207, %200 : i32
      %209 = arith.muli %208, %c8_i32 : i32
      %210 = arith.subi %186, %209 : i32
      %211 = arith.cmpi slt, %210, %c8_i32 : i32
      %212 = arith.select %211, %210, %c8_i32 : i32
      %213 = arith.muli %208, %199 : i32
      %214 = arith.subi %198, %213 : i32
      %215 = arith.remsi %214, %212 : i32
      %216 = arith.addi %209, %215 : i32
      %217 = arith.divsi %214, %212 : i32
      %218 = arith.muli %217, %212 : i32
      %219 = arith.cmpi ne, %214, %218 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %220 = arith.cmpi slt, %214, %c0_i32_51 : i32
      %221 = arith.cmpi slt, %212, %c0_i32_51 : i32
      %222 = arith.cmpi ne, %220, %221 : i1
      %223 = arith.andi %219, %222 : i1
      %c-1_i32_52 = arith.constant -1 : i32
      %224 = arith.addi %217, %c-1_i32_52 : i32
      %225 = arith.select %223, %224, %217 : i32
      %226 = arith.addi %176, %c63_i32 : i32
      %227 = arith.divsi %226, %c64_i32 : i32
      %228 = arith.muli %227, %c64_i32 : i32
      %229 = arith.cmpi ne, %226, %228 : i32
      %c0_i32_53 = arith.constant 0 : i32
      %230 = arith.cmpi slt, %226, %c0_i32_53 : i32
      %231 = arith.cmpi slt, %c64_i32, %c0_i32_53 : i32
      %232 = arith.cmpi ne, %230, %231 : i1
      %233 = arith.andi %229, %232 : i1
      %c-1_i32_54 = arith.constant -1 : i32
      %234 = arith.addi %227, %c-1_i32_54 : i32
      %235 = arith.select %233, %234, %227 : i32
      %236 = arith.cmpi ne, %168, %161 : i32
      cf.cond_br %236, ^bb20, ^bb27
    ^bb20:  // pred: ^bb19
      %237 = arith.cmpi sgt, %235, %c0_i32 : i32
      %238 = arith.select %237, %168, %161 : i32
      cf.cond_br %237, ^bb21, ^bb26
    ^bb21:  // pred: ^bb20
      %239 = cute.memref.load(%arg6, %coord_41) : (!memref_gmem_i64_, !cute.coord<"(?,0)">) -> i64
      %240 = cute.memref.load(%arg5, %coord_41) : (!memref_gmem_i32_1, !cute.coord<"(?,0)">) -> i32
      %iv_55 = cute.assume(%239) : (i64) -> !cute.i64<divby 16>
      %241 = cute.inttoptr(%iv_55) : !cute.i64<divby 16> to !cute_ptr_6f3445
      %shape = cute.make_shape(%174, %176) : (i32, i32) -> !cute.shape<"(?,?,1)">
      %stride = cute.make_stride(%240) : (i32) -> !cute.stride<"(?,1,0)">
      %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?,?,1):(?,1,0)">
      %view = cute.make_view(%241, %lay) : !memref_gmem_bf16_
      %242 = cute.memref.load(%arg6, %coord_42) : (!memref_gmem_i64_, !cute.coord<"(?,1)">) -> i64
      %243 = cute.memref.load(%arg5, %coord_42) : (!memref_gmem_i32_1, !cute.coord<"(?,1)">) -> i32
      %iv_56 = cute.assume(%242) : (i64) -> !cute.i64<divby 16>
      %244 = cute.inttoptr(%iv_56) : !cute.i64<divby 16> to !cute_ptr_6f3445
      %shape_57 = cute.make_shape(%175, %176) : (i32, i32) -> !cute.shape<"(?,?,1)">
      %stride_58 = cute.make_stride(%243) : (i32) -> !cute.stride<"(?,1,0)">
      %lay_59 = cute.make_layout(%shape_57, %stride_58) : !cute.layout<"(?,?,1):(?,1,0)">
      %view_60 = cute.make_view(%244, %lay_59) : !memref_gmem_bf16_
      cf.cond_br %121, ^bb22, ^bb25
    ^bb22:  // pred: ^bb21
      cute_nvgpu.update_tma_desc(%arg0, %view, %iter_25) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !memref_gmem_bf16_, !cute_ptr_6167ca) -> ()
      cute_nvgpu.update_tma_desc(%arg1, %view_60, %ptr_26) : (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !memref_gmem_bf16_, !cute_ptr_e15201) -> ()
      %245 = nvvm.elect.sync -> i1
      cf.cond_br %245, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      cf.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      nvvm.bar.warp.sync %c-1_i32 : i32
      %246 = cute.ptrtoint(%137) : !cute_ptr_a5c1fa to i64
      %247 = cute.ptrtoint(%iter_25) : !cute_ptr_6167ca to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %246, %247 : (i64, i32) -> ()
      %248 = cute.ptrtoint(%139) : !cute_ptr_a5c1fa to i64
      %249 = cute.ptrtoint(%ptr_26) : !cute_ptr_e15201 to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %248, %249 : (i64, i32) -> ()
      cf.br ^bb25
    ^bb25:  // 2 preds: ^bb21, ^bb24
      %250 = cute.ptrtoint(%137) : !cute_ptr_a5c1fa to i64
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %250 : (i64) -> ()
      %251 = cute.ptrtoint(%139) : !cute_ptr_a5c1fa to i64
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %251 : (i64) -> ()
      cf.br ^bb26
    ^bb26:  // 2 preds: ^bb20, ^bb25
      cf.br ^bb28(%238 : i32)
    ^bb27:  // pred: ^bb19
      cf.br ^bb28(%161 : i32)
    ^bb28(%252: i32):  // 2 preds: ^bb26, ^bb27
      cf.br ^bb29
    ^bb29:  // pred: ^bb28
      cf.br ^bb30(%c0_i32, %163, %164, %165 : i32, i32, i32, i32)
    ^bb30(%253: i32, %254: i32, %255: i32, %256: i32):  // 2 preds: ^bb29, ^bb37
      %257 = arith.cmpi slt, %253, %235 : i32
      cf.cond_br %257, ^bb31, ^bb38
    ^bb31:  // pred: ^bb30
      %int_tuple_61 = cute.make_int_tuple(%255) : (i32) -> !cute.int_tuple<"?">
      %ptr_62 = cute.add_offset(%ptr_12, %int_tuple_61) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %258 = builtin.unrealized_conversion_cast %ptr_62 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %258, %256, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %259 = nvvm.elect.sync -> i1
      cf.cond_br %259, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %ptr_63 = cute.add_offset(%iter, %int_tuple_61) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %260 = builtin.unrealized_conversion_cast %ptr_63 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %260, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %ptr_64 = cute.add_offset(%iter, %int_tuple_61) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %coord_65 = cute.make_coord(%216, %253) : (i32, i32) -> !cute.coord<"(_,?,?,0)">
      %idx_66 = cute.crd2idx(%coord_65, %75) : (!cute.coord<"(_,?,?,0)">, !cute_layout_e423f4) -> !cute_int_tuple_ffa35c
      %tup = cute.add_offset(%int_tup_iter, %idx_66) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
      %tup_67 = cute.deref_arith_tuple_iter(%tup) : !cute_arith_tuple_iter_b03bb1
      %e0, %e1 = cute.get_leaves(%tup_67) : !cute_int_tuple_ffa35c
      %coord_68 = cute.make_coord(%255) : (i32) -> !cute.coord<"(_,?)">
      %idx_69 = cute.crd2idx(%coord_68, %74) : (!cute.coord<"(_,?)">, !cute_layout_c49ee5) -> !cute.int_tuple<"?{div=8192}">
      %ptr_70 = cute.add_offset(%iter_22, %idx_69) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      %int_tuple_71 = cute.make_int_tuple(%e0, %e1) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
      %int_tup_iter_72 = cute.make_arith_tuple_iter(%int_tuple_71) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
      %261 = cute_nvgpu.atom.set_value(%147, %ptr_64 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_0358e1
      %262 = cute_nvgpu.atom.set_value(%261, %146 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_load_0358e1
      %263 = builtin.unrealized_conversion_cast %ptr_64 : !cute.ptr<i64, smem> to !cute.ptr<smem, align<8>>
      %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%262 : !cute_nvgpu_atom_tma_load_0358e1) -> !cute.ptr<generic, align<64>>
      %tup_73 = cute.deref_arith_tuple_iter(%int_tup_iter_72) : !cute_arith_tuple_iter_b03bb1
      %264:2 = cute.get_scalars(%tup_73) : !cute_int_tuple_ffa35c
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_70 : !cute_ptr_91cbad, %263 : !cute.ptr<smem, align<8>>, [%264#0, %264#1] : i32, i32) cache_policy = %148 mode = <tiled> num_cta = 1 : i32
      %coord_74 = cute.make_coord(%225, %253) : (i32, i32) -> !cute.coord<"(_,?,?,0)">
      %idx_75 = cute.crd2idx(%coord_74, %75) : (!cute.coord<"(_,?,?,0)">, !cute_layout_e423f4) -> !cute_int_tuple_ffa35c
      %tup_76 = cute.add_offset(%int_tup_iter, %idx_75) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
      %tup_77 = cute.deref_arith_tuple_iter(%tup_76) : !cute_arith_tuple_iter_b03bb1
      %e0_78, %e1_79 = cute.get_leaves(%tup_77) : !cute_int_tuple_ffa35c
      %ptr_80 = cute.add_offset(%iter_23, %idx_69) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=8192}">) -> !cute_ptr_91cbad
      %int_tuple_81 = cute.make_int_tuple(%e0_78, %e1_79) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
      %int_tup_iter_82 = cute.make_arith_tuple_iter(%int_tuple_81) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
      %265 = cute_nvgpu.atom.set_value(%151, %ptr_64 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu_atom_tma_load_0358e1
      %266 = cute_nvgpu.atom.set_value(%265, %150 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_load_0358e1
      %TMADescAddr_83 = cute_nvgpu.get_tma_desc_addr(%266 : !cute_nvgpu_atom_tma_load_0358e1) -> !cute.ptr<generic, align<64>>
      %tup_84 = cute.deref_arith_tuple_iter(%int_tup_iter_82) : !cute_arith_tuple_iter_b03bb1
      %267:2 = cute.get_scalars(%tup_84) : !cute_int_tuple_ffa35c
      cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr_83 : !cute.ptr<generic, align<64>>, %ptr_80 : !cute_ptr_91cbad, %263 : !cute.ptr<smem, align<8>>, [%267#0, %267#1] : i32, i32) cache_policy = %152 mode = <tiled> num_cta = 1 : i32
      %268 = arith.addi %255, %c1_i32 : i32
      %269 = arith.addi %254, %c1_i32 : i32
      %270 = arith.cmpi eq, %268, %c6_i32 : i32
      %271 = arith.select %270, %c0_i32, %268 : i32
      cf.cond_br %270, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %272 = arith.xori %256, %c1_i32 : i32
      cf.br ^bb36(%272 : i32)
    ^bb35:  // pred: ^bb33
      cf.br ^bb36(%256 : i32)
    ^bb36(%273: i32):  // 2 preds: ^bb34, ^bb35
      cf.br ^bb37
    ^bb37:  // pred: ^bb36
      %274 = arith.addi %253, %c1_i32 : i32
      cf.br ^bb30(%274, %269, %271, %273 : i32, i32, i32, i32)
    ^bb38:  // pred: ^bb30
      %275 = arith.addi %162, %120 : i32
      cf.br ^bb15(%168, %252, %275, %254, %255, %256 : i32, i32, i32, i32, i32, i32)
    ^bb39:  // pred: ^bb15
      %276 = arith.addi %157, %c1_i32 : i32
      %277 = arith.cmpi eq, %276, %c6_i32 : i32
      %278 = arith.select %277, %c0_i32, %276 : i32
      cf.cond_br %277, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %279 = arith.xori %158, %c1_i32 : i32
      cf.br ^bb42(%279 : i32)
    ^bb41:  // pred: ^bb39
      cf.br ^bb42(%158 : i32)
    ^bb42(%280: i32):  // 2 preds: ^bb40, ^bb41
      cf.br ^bb43
    ^bb43:  // pred: ^bb42
      %281 = arith.addi %278, %c1_i32 : i32
      %282 = arith.cmpi eq, %281, %c6_i32 : i32
      %283 = arith.select %282, %c0_i32, %281 : i32
      cf.cond_br %282, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %284 = arith.xori %280, %c1_i32 : i32
      cf.br ^bb46(%284 : i32)
    ^bb45:  // pred: ^bb43
      cf.br ^bb46(%280 : i32)
    ^bb46(%285: i32):  // 2 preds: ^bb44, ^bb45
      cf.br ^bb47
    ^bb47:  // pred: ^bb46
      %286 = arith.addi %283, %c1_i32 : i32
      %287 = arith.cmpi eq, %286, %c6_i32 : i32
      %288 = arith.select %287, %c0_i32, %286 : i32
      cf.cond_br %287, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %289 = arith.xori %285, %c1_i32 : i32
      cf.br ^bb50(%289 : i32)
    ^bb49:  // pred: ^bb47
      cf.br ^bb50(%285 : i32)
    ^bb50(%290: i32):  // 2 preds: ^bb48, ^bb49
      cf.br ^bb51
    ^bb51:  // pred: ^bb50
      %291 = arith.addi %288, %c1_i32 : i32
      %292 = arith.cmpi eq, %291, %c6_i32 : i32
      %293 = arith.select %292, %c0_i32, %291 : i32
      cf.cond_br %292, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %294 = arith.xori %290, %c1_i32 : i32
      cf.br ^bb54(%294 : i32)
    ^bb53:  // pred: ^bb51
      cf.br ^bb54(%290 : i32)
    ^bb54(%295: i32):  // 2 preds: ^bb52, ^bb53
      cf.br ^bb55
    ^bb55:  // pred: ^bb54
      %296 = arith.addi %293, %c1_i32 : i32
      %297 = arith.cmpi eq, %296, %c6_i32 : i32
      %298 = arith.select %297, %c0_i32, %296 : i32
      cf.cond_br %297, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %299 = arith.xori %295, %c1_i32 : i32
      cf.br ^bb58(%299 : i32)
    ^bb57:  // pred: ^bb55
      cf.br ^bb58(%295 : i32)
    ^bb58(%300: i32):  // 2 preds: ^bb56, ^bb57
      cf.br ^bb59
    ^bb59:  // pred: ^bb58
      %int_tuple_85 = cute.make_int_tuple(%298) : (i32) -> !cute.int_tuple<"?">
      %ptr_86 = cute.add_offset(%ptr_12, %int_tuple_85) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %301 = builtin.unrealized_conversion_cast %ptr_86 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %301, %300, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %302 = nvvm.elect.sync -> i1
      cf.cond_br %302, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %ptr_87 = cute.add_offset(%iter, %int_tuple_85) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %303 = builtin.unrealized_conversion_cast %ptr_87 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %303, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      cf.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      cf.br ^bb62
    ^bb62:  // 2 preds: ^bb5, ^bb61
      cf.br ^bb129
    ^bb63:  // pred: ^bb4
      nvvm.setmaxregister  increase 232
      %304 = arith.subi %89, %c128_i32 : i32
      %305 = arith.divsi %304, %c128_i32 : i32
      %306 = arith.remsi %305, %c2_i32 : i32
      %307 = arith.remsi %306, %c2_i32 : i32
      %308 = arith.muli %307, %c4096_i32 : i32
      %iv_88 = cute.assume(%308) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_89 = cute.make_int_tuple(%iv_88) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_90 = cute.add_offset(%iter_22, %int_tuple_89) : (!cute_ptr_91cbad, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_91cbad
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%ptr_90 : !cute_ptr_91cbad) layout = <"((64,16),1,4,(1,6)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %gmmaSmemDesc_91 = cute_nvgpu.make_gmma_smem_desc(%iter_23 : !cute_ptr_91cbad) layout = <"((128,16),1,4,(1,6)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %rmem = cute.memref.alloca() : !memref_rmem_f32_
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, n>
      %309 = cute.make_tiled_copy(%atom) : !copy_stsm_4_
      %310 = cute.make_tiled_copy(%atom) : !copy_stsm_4_1
      %311 = arith.divsi %304, %c8_i32 : i32
      %312 = arith.remsi %304, %c8_i32 : i32
      %313 = arith.muli %312, %c32_i32 : i32
      %314 = arith.divsi %311, %c2_i32 : i32
      %315 = arith.remsi %311, %c2_i32 : i32
      %316 = arith.muli %315, %c256_i32 : i32
      %317 = arith.addi %313, %316 : i32
      %318 = arith.divsi %314, %c2_i32 : i32
      %319 = arith.remsi %314, %c2_i32 : i32
      %320 = arith.muli %319, %c8_i32 : i32
      %321 = arith.addi %317, %320 : i32
      %322 = arith.muli %318, %c512_i32 : i32
      %323 = arith.addi %321, %322 : i32
      %iv_92 = cute.assume(%323) : (i32) -> !cute.i32<divby 8>
      %int_tuple_93 = cute.make_int_tuple(%iv_92) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_94 = cute.add_offset(%iter_24, %int_tuple_93) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_6d8216
      %iter_95 = cute.get_iter(%rmem) : !memref_rmem_f32_
      %view_96 = cute.make_view(%iter_95) : !memref_rmem_f32_1
      %rmem_97 = cute.memref.alloca() : !memref_rmem_f32_2
      %rmem_98 = cute.memref.alloca() : !memref_rmem_bf16_
      %324 = arith.cmpi eq, %108, %c4_i32 : i32
      cf.cond_br %324, ^bb64, ^bb67
    ^bb64:  // pred: ^bb63
      %325 = nvvm.elect.sync -> i1
      cf.cond_br %325, ^bb65, ^bb66
    ^bb65:  // pred: ^bb64
      cute_nvgpu.copy_tma_desc(%arg2, %ptr_27) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !cute_ptr_c731b8) -> ()
      cf.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      cf.br ^bb67
    ^bb67:  // 2 preds: ^bb63, ^bb66
      nvvm.bar.warp.sync %c-1_i32 : i32
      %iter_99 = cute.get_iter(%rmem_98) : !memref_rmem_bf16_
      %326 = builtin.unrealized_conversion_cast %iter_95 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %327 = llvm.getelementptr %326[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.getelementptr %326[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.getelementptr %326[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.getelementptr %326[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %331 = llvm.getelementptr %326[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.getelementptr %326[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.getelementptr %326[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.getelementptr %326[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %335 = llvm.getelementptr %326[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.getelementptr %326[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.getelementptr %326[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.getelementptr %326[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.getelementptr %326[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %326[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %341 = llvm.getelementptr %326[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.getelementptr %326[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %343 = llvm.getelementptr %326[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.getelementptr %326[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %345 = llvm.getelementptr %326[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.getelementptr %326[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.getelementptr %326[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.getelementptr %326[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %349 = llvm.getelementptr %326[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.getelementptr %326[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %326[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.getelementptr %326[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %353 = llvm.getelementptr %326[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.getelementptr %326[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.getelementptr %326[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.getelementptr %326[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.getelementptr %326[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %326[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.getelementptr %326[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.getelementptr %326[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.getelementptr %326[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %326[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.getelementptr %326[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %326[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %326[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.getelementptr %326[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.getelementptr %326[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.getelementptr %326[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.getelementptr %326[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.getelementptr %326[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.getelementptr %326[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.getelementptr %326[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.getelementptr %326[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.getelementptr %326[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.getelementptr %326[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %326[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.getelementptr %326[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.getelementptr %326[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.getelementptr %326[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.getelementptr %326[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.getelementptr %326[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.getelementptr %326[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.getelementptr %326[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.getelementptr %326[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.getelementptr %326[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.getelementptr %326[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.getelementptr %326[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.getelementptr %326[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.getelementptr %326[63] : (!llvm.ptr) -> !llvm.ptr, f32
      cf.br ^bb68(%c0_i32, %c-1_i32, %c0_i32, %119, %0, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb68(%390: i32, %391: i32, %392: i32, %393: i32, %394: !llvm.struct<(i1)>, %395: i32, %396: i32, %397: i32, %398: i32, %399: i32, %400: i32):  // 2 preds: ^bb67, ^bb127
      %401 = arith.cmpi slt, %393, %arg8 : i32
      cf.cond_br %401, ^bb69(%390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400 : i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32), ^bb128
    ^bb69(%402: i32, %403: i32, %404: i32, %405: i32, %406: !llvm.struct<(i1)>, %407: i32, %408: i32, %409: i32, %410: i32, %411: i32, %412: i32):  // pred: ^bb68
      %413 = builtin.unrealized_conversion_cast %406 : !llvm.struct<(i1)> to !mma_bf16_bf16_f32_64x128x16_
      %414 = arith.addi %402, %c1_i32 : i32
      cf.br ^bb70(%414, %402 : i32, i32)
    ^bb70(%415: i32, %416: i32):  // 2 preds: ^bb69, ^bb71
      %417 = arith.cmpi slt, %415, %c3_i32 : i32
      cf.cond_br %417, ^bb71, ^bb72
    ^bb71:  // pred: ^bb70
      %coord_100 = cute.make_coord(%415) : (i32) -> !cute.coord<"(?,3)">
      %418 = cute.memref.load(%arg4, %coord_100) : (!memref_gmem_i32_, !cute.coord<"(?,3)">) -> i32
      %419 = arith.cmpi sge, %405, %418 : i32
      %420 = arith.select %419, %415, %416 : i32
      %421 = arith.addi %415, %c1_i32 : i32
      cf.br ^bb70(%421, %420 : i32, i32)
    ^bb72:  // pred: ^bb70
      %coord_101 = cute.make_coord(%416) : (i32) -> !cute.coord<"(?,0)">
      %422 = cute.memref.load(%arg4, %coord_101) : (!memref_gmem_i32_, !cute.coord<"(?,0)">) -> i32
      %coord_102 = cute.make_coord(%416) : (i32) -> !cute.coord<"(?,1)">
      %423 = cute.memref.load(%arg4, %coord_102) : (!memref_gmem_i32_, !cute.coord<"(?,1)">) -> i32
      %coord_103 = cute.make_coord(%416) : (i32) -> !cute.coord<"(?,2)">
      %424 = cute.memref.load(%arg4, %coord_103) : (!memref_gmem_i32_, !cute.coord<"(?,2)">) -> i32
      %425 = arith.addi %422, %c127_i32 : i32
      %426 = arith.divsi %425, %c128_i32 : i32
      %427 = arith.muli %426, %c128_i32 : i32
      %428 = arith.cmpi ne, %425, %427 : i32
      %c0_i32_104 = arith.constant 0 : i32
      %429 = arith.cmpi slt, %425, %c0_i32_104 : i32
      %430 = arith.cmpi slt, %c128_i32, %c0_i32_104 : i32
      %431 = arith.cmpi ne, %429, %430 : i1
      %432 = arith.andi %428, %431 : i1
      %c-1_i32_105 = arith.constant -1 : i32
      %433 = arith.addi %426, %c-1_i32_105 : i32
      %434 = arith.select %432, %433, %426 : i32
      %435 = arith.addi %423, %c127_i32 : i32
      %436 = arith.divsi %435, %c128_i32 : i32
      %437 = arith.muli %436, %c128_i32 : i32
      %438 = arith.cmpi ne, %435, %437 : i32
      %c0_i32_106 = arith.constant 0 : i32
      %439 = arith.cmpi slt, %435, %c0_i32_106 : i32
      %440 = arith.cmpi slt, %c128_i32, %c0_i32_106 : i32
      %441 = arith.cmpi ne, %439, %440 : i1
      %442 = arith.andi %438, %441 : i1
      %c-1_i32_107 = arith.constant -1 : i32
      %443 = arith.addi %436, %c-1_i32_107 : i32
      %444 = arith.select %442, %443, %436 : i32
      %coord_108 = cute.make_coord(%416) : (i32) -> !cute.coord<"(?,3)">
      %445 = cute.memref.load(%arg4, %coord_108) : (!memref_gmem_i32_, !cute.coord<"(?,3)">) -> i32
      %446 = arith.subi %405, %445 : i32
      %447 = arith.muli %444, %c8_i32 : i32
      %448 = arith.divsi %446, %447 : i32
      %449 = arith.muli %448, %447 : i32
      %450 = arith.cmpi ne, %446, %449 : i32
      %c0_i32_109 = arith.constant 0 : i32
      %451 = arith.cmpi slt, %446, %c0_i32_109 : i32
      %452 = arith.cmpi slt, %447, %c0_i32_109 : i32
      %453 = arith.cmpi ne, %451, %452 : i1
      %454 = arith.andi %450, %453 : i1
      %c-1_i32_110 = arith.constant -1 : i32
      %455 = arith.addi %448, %c-1_i32_110 : i32
      %456 = arith.select %454, %455, %448 : i32
      %457 = arith.muli %456, %c8_i32 : i32
      %458 = arith.subi %434, %457 : i32
      %459 = arith.cmpi slt, %458, %c8_i32 : i32
      %460 = arith.select %459, %458, %c8_i32 : i32
      %461 = arith.muli %456, %447 : i32
      %462 = arith.subi %446, %461 : i32
      %463 = arith.remsi %462, %460 : i32
      %464 = arith.addi %457, %463 : i32
      %465 = arith.divsi %462, %460 : i32
      %466 = arith.muli %465, %460 : i32
      %467 = arith.cmpi ne, %462, %466 : i32
      %c0_i32_111 = arith.constant 0 : i32
      %468 = arith.cmpi slt, %462, %c0_i32_111 : i32
      %469 = arith.cmpi slt, %460, %c0_i32_111 : i32
      %470 = arith.cmpi ne, %468, %469 : i1
      %471 = arith.andi %467, %470 : i1
      %c-1_i32_112 = arith.constant -1 : i32
      %472 = arith.addi %465, %c-1_i32_112 : i32
      %473 = arith.select %471, %472, %465 : i32
      %474 = arith.addi %424, %c63_i32 : i32
      %475 = arith.divsi %474, %c64_i32 : i32
      %476 = arith.muli %475, %c64_i32 : i32
      %477 = arith.cmpi ne, %474, %476 : i32
      %c0_i32_113 = arith.constant 0 : i32
      %478 = arith.cmpi slt, %474, %c0_i32_113 : i32
      %479 = arith.cmpi slt, %c64_i32, %c0_i32_113 : i32
      %480 = arith.cmpi ne, %478, %479 : i1
      %481 = arith.andi %477, %480 : i1
      %c-1_i32_114 = arith.constant -1 : i32
      %482 = arith.addi %475, %c-1_i32_114 : i32
      %483 = arith.select %481, %482, %475 : i32
      %484 = arith.cmpi ne, %416, %403 : i32
      cf.cond_br %484, ^bb73, ^bb80
    ^bb73:  // pred: ^bb72
      %485 = cute.memref.load(%arg6, %coord_103) : (!memref_gmem_i64_, !cute.coord<"(?,2)">) -> i64
      %486 = cute.memref.load(%arg5, %coord_103) : (!memref_gmem_i32_1, !cute.coord<"(?,2)">) -> i32
      %iv_115 = cute.assume(%485) : (i64) -> !cute.i64<divby 16>
      %487 = cute.inttoptr(%iv_115) : !cute.i64<divby 16> to !cute_ptr_6f3445
      %shape_116 = cute.make_shape(%422, %423) : (i32, i32) -> !cute.shape<"(?,?,1)">
      %stride_117 = cute.make_stride(%486) : (i32) -> !cute.stride<"(?,1,0)">
      %lay_118 = cute.make_layout(%shape_116, %stride_117) : !cute.layout<"(?,?,1):(?,1,0)">
      %view_119 = cute.make_view(%487, %lay_118) : !memref_gmem_bf16_
      cf.cond_br %324, ^bb74, ^bb77
    ^bb74:  // pred: ^bb73
      cute_nvgpu.update_tma_desc(%arg2, %view_119, %ptr_27) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !memref_gmem_bf16_, !cute_ptr_c731b8) -> ()
      %488 = nvvm.elect.sync -> i1
      cf.cond_br %488, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      cf.br ^bb76
    ^bb76:  // 2 preds: ^bb74, ^bb75
      nvvm.bar.warp.sync %c-1_i32 : i32
      %489 = cute.ptrtoint(%141) : !cute_ptr_a5c1fa to i64
      %490 = cute.ptrtoint(%ptr_27) : !cute_ptr_c731b8 to i32
      llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %489, %490 : (i64, i32) -> ()
      cf.br ^bb77
    ^bb77:  // 2 preds: ^bb73, ^bb76
      cf.cond_br %324, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %491 = cute.ptrtoint(%141) : !cute_ptr_a5c1fa to i64
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %491 : (i64) -> ()
      cf.br ^bb79
    ^bb79:  // 2 preds: ^bb77, ^bb78
      cf.br ^bb80
    ^bb80:  // 2 preds: ^bb72, ^bb79
      cute.memref.store_vec(%cst, %rmem) : (vector<64xf32>, !memref_rmem_f32_) -> ()
      %492 = cute_nvgpu.atom.set_value(%413, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_
      %493 = builtin.unrealized_conversion_cast %492 : !mma_bf16_bf16_f32_64x128x16_ to !llvm.struct<(i1)>
      nvvm.wgmma.fence.aligned
      cf.br ^bb81(%c0_i32, %407, %408, %409, %410, %411, %412 : i32, i32, i32, i32, i32, i32, i32)
    ^bb81(%494: i32, %495: i32, %496: i32, %497: i32, %498: i32, %499: i32, %500: i32):  // 2 preds: ^bb80, ^bb96
      %501 = arith.cmpi slt, %494, %483 : i32
      cf.cond_br %501, ^bb82, ^bb97
    ^bb82:  // pred: ^bb81
      %int_tuple_120 = cute.make_int_tuple(%499) : (i32) -> !cute.int_tuple<"?">
      %ptr_121 = cute.add_offset(%iter, %int_tuple_120) : (!cute_ptr_e15201, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %502 = builtin.unrealized_conversion_cast %ptr_121 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %502, %500, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %coord_122 = cute.make_coord(%499) : (i32) -> !cute.coord<"(_,_,0,?)">
      %idx_123 = cute.crd2idx(%coord_122, %73) : (!cute.coord<"(_,_,0,?)">, !cute_layout_fa9090) -> !cute.int_tuple<"?{div=1024}">
      %tup_124 = cute.add_offset(%gmmaSmemDesc, %idx_123) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %tup_125 = cute.add_offset(%gmmaSmemDesc_91, %idx_123) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %503 = llvm.load %326 : !llvm.ptr -> f32
      %504 = llvm.load %327 : !llvm.ptr -> f32
      %505 = llvm.load %328 : !llvm.ptr -> f32
      %506 = llvm.load %329 : !llvm.ptr -> f32
      %507 = llvm.load %330 : !llvm.ptr -> f32
      %508 = llvm.load %331 : !llvm.ptr -> f32
      %509 = llvm.load %332 : !llvm.ptr -> f32
      %510 = llvm.load %333 : !llvm.ptr -> f32
      %511 = llvm.load %334 : !llvm.ptr -> f32
      %512 = llvm.load %335 : !llvm.ptr -> f32
      %513 = llvm.load %336 : !llvm.ptr -> f32
      %514 = llvm.load %337 : !llvm.ptr -> f32
      %515 = llvm.load %338 : !llvm.ptr -> f32
      %516 = llvm.load %339 : !llvm.ptr -> f32
      %517 = llvm.load %340 : !llvm.ptr -> f32
      %518 = llvm.load %341 : !llvm.ptr -> f32
      %519 = llvm.load %342 : !llvm.ptr -> f32
      %520 = llvm.load %343 : !llvm.ptr -> f32
      %521 = llvm.load %344 : !llvm.ptr -> f32
      %522 = llvm.load %345 : !llvm.ptr -> f32
      %523 = llvm.load %346 : !llvm.ptr -> f32
      %524 = llvm.load %347 : !llvm.ptr -> f32
      %525 = llvm.load %348 : !llvm.ptr -> f32
      %526 = llvm.load %349 : !llvm.ptr -> f32
      %527 = llvm.load %350 : !llvm.ptr -> f32
      %528 = llvm.load %351 : !llvm.ptr -> f32
      %529 = llvm.load %352 : !llvm.ptr -> f32
      %530 = llvm.load %353 : !llvm.ptr -> f32
      %531 = llvm.load %354 : !llvm.ptr -> f32
      %532 = llvm.load %355 : !llvm.ptr -> f32
      %533 = llvm.load %356 : !llvm.ptr -> f32
      %534 = llvm.load %357 : !llvm.ptr -> f32
      %535 = llvm.load %358 : !llvm.ptr -> f32
      %536 = llvm.load %359 : !llvm.ptr -> f32
      %537 = llvm.load %360 : !llvm.ptr -> f32
      %538 = llvm.load %361 : !llvm.ptr -> f32
      %539 = llvm.load %362 : !llvm.ptr -> f32
      %540 = llvm.load %363 : !llvm.ptr -> f32
      %541 = llvm.load %364 : !llvm.ptr -> f32
      %542 = llvm.load %365 : !llvm.ptr -> f32
      %543 = llvm.load %366 : !llvm.ptr -> f32
      %544 = llvm.load %367 : !llvm.ptr -> f32
      %545 = llvm.load %368 : !llvm.ptr -> f32
      %546 = llvm.load %369 : !llvm.ptr -> f32
      %547 = llvm.load %370 : !llvm.ptr -> f32
      %548 = llvm.load %371 : !llvm.ptr -> f32
      %549 = llvm.load %372 : !llvm.ptr -> f32
      %550 = llvm.load %373 : !llvm.ptr -> f32
      %551 = llvm.load %374 : !llvm.ptr -> f32
      %552 = llvm.load %375 : !llvm.ptr -> f32
      %553 = llvm.load %376 : !llvm.ptr -> f32
      %554 = llvm.load %377 : !llvm.ptr -> f32
      %555 = llvm.load %378 : !llvm.ptr -> f32
      %556 = llvm.load %379 : !llvm.ptr -> f32
      %557 = llvm.load %380 : !llvm.ptr -> f32
      %558 = llvm.load %381 : !llvm.ptr -> f32
      %559 = llvm.load %382 : !llvm.ptr -> f32
      %560 = llvm.load %383 : !llvm.ptr -> f32
      %561 = llvm.load %384 : !llvm.ptr -> f32
      %562 = llvm.load %385 : !llvm.ptr -> f32
      %563 = llvm.load %386 : !llvm.ptr -> f32
      %564 = llvm.load %387 : !llvm.ptr -> f32
      %565 = llvm.load %388 : !llvm.ptr -> f32
      %566 = llvm.load %389 : !llvm.ptr -> f32
      %567:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %tup_124 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_125 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %567#0, %326 : f32, !llvm.ptr
      llvm.store %567#1, %327 : f32, !llvm.ptr
      llvm.store %567#2, %328 : f32, !llvm.ptr
      llvm.store %567#3, %329 : f32, !llvm.ptr
      llvm.store %567#4, %330 : f32, !llvm.ptr
      llvm.store %567#5, %331 : f32, !llvm.ptr
      llvm.store %567#6, %332 : f32, !llvm.ptr
      llvm.store %567#7, %333 : f32, !llvm.ptr
      llvm.store %567#8, %334 : f32, !llvm.ptr
      llvm.store %567#9, %335 : f32, !llvm.ptr
      llvm.store %567#10, %336 : f32, !llvm.ptr
      llvm.store %567#11, %337 : f32, !llvm.ptr
      llvm.store %567#12, %338 : f32, !llvm.ptr
      llvm.store %567#13, %339 : f32, !llvm.ptr
      llvm.store %567#14, %340 : f32, !llvm.ptr
      llvm.store %567#15, %341 : f32, !llvm.ptr
      llvm.store %567#16, %342 : f32, !llvm.ptr
      llvm.store %567#17, %343 : f32, !llvm.ptr
      llvm.store %567#18, %344 : f32, !llvm.ptr
      llvm.store %567#19, %345 : f32, !llvm.ptr
      llvm.store %567#20, %346 : f32, !llvm.ptr
      llvm.store %567#21, %347 : f32, !llvm.ptr
      llvm.store %567#22, %348 : f32, !llvm.ptr
      llvm.store %567#23, %349 : f32, !llvm.ptr
      llvm.store %567#24, %350 : f32, !llvm.ptr
      llvm.store %567#25, %351 : f32, !llvm.ptr
      llvm.store %567#26, %352 : f32, !llvm.ptr
      llvm.store %567#27, %353 : f32, !llvm.ptr
      llvm.store %567#28, %354 : f32, !llvm.ptr
      llvm.store %567#29, %355 : f32, !llvm.ptr
      llvm.store %567#30, %356 : f32, !llvm.ptr
      llvm.store %567#31, %357 : f32, !llvm.ptr
      llvm.store %567#32, %358 : f32, !llvm.ptr
      llvm.store %567#33, %359 : f32, !llvm.ptr
      llvm.store %567#34, %360 : f32, !llvm.ptr
      llvm.store %567#35, %361 : f32, !llvm.ptr
      llvm.store %567#36, %362 : f32, !llvm.ptr
      llvm.store %567#37, %363 : f32, !llvm.ptr
      llvm.store %567#38, %364 : f32, !llvm.ptr
      llvm.store %567#39, %365 : f32, !llvm.ptr
      llvm.store %567#40, %366 : f32, !llvm.ptr
      llvm.store %567#41, %367 : f32, !llvm.ptr
      llvm.store %567#42, %368 : f32, !llvm.ptr
      llvm.store %567#43, %369 : f32, !llvm.ptr
      llvm.store %567#44, %370 : f32, !llvm.ptr
      llvm.store %567#45, %371 : f32, !llvm.ptr
      llvm.store %567#46, %372 : f32, !llvm.ptr
      llvm.store %567#47, %373 : f32, !llvm.ptr
      llvm.store %567#48, %374 : f32, !llvm.ptr
      llvm.store %567#49, %375 : f32, !llvm.ptr
      llvm.store %567#50, %376 : f32, !llvm.ptr
      llvm.store %567#51, %377 : f32, !llvm.ptr
      llvm.store %567#52, %378 : f32, !llvm.ptr
      llvm.store %567#53, %379 : f32, !llvm.ptr
      llvm.store %567#54, %380 : f32, !llvm.ptr
      llvm.store %567#55, %381 : f32, !llvm.ptr
      llvm.store %567#56, %382 : f32, !llvm.ptr
      llvm.store %567#57, %383 : f32, !llvm.ptr
      llvm.store %567#58, %384 : f32, !llvm.ptr
      llvm.store %567#59, %385 : f32, !llvm.ptr
      llvm.store %567#60, %386 : f32, !llvm.ptr
      llvm.store %567#61, %387 : f32, !llvm.ptr
      llvm.store %567#62, %388 : f32, !llvm.ptr
      llvm.store %567#63, %389 : f32, !llvm.ptr
      %coord_126 = cute.make_coord(%499) : (i32) -> !cute.coord<"(_,_,1,?)">
      %idx_127 = cute.crd2idx(%coord_126, %73) : (!cute.coord<"(_,_,1,?)">, !cute_layout_fa9090) -> !cute.int_tuple<"?{div=2}">
      %tup_128 = cute.add_offset(%gmmaSmemDesc, %idx_127) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %tup_129 = cute.add_offset(%gmmaSmemDesc_91, %idx_127) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %568 = llvm.load %326 : !llvm.ptr -> f32
      %569 = llvm.load %327 : !llvm.ptr -> f32
      %570 = llvm.load %328 : !llvm.ptr -> f32
      %571 = llvm.load %329 : !llvm.ptr -> f32
      %572 = llvm.load %330 : !llvm.ptr -> f32
      %573 = llvm.load %331 : !llvm.ptr -> f32
      %574 = llvm.load %332 : !llvm.ptr -> f32
      %575 = llvm.load %333 : !llvm.ptr -> f32
      %576 = llvm.load %334 : !llvm.ptr -> f32
      %577 = llvm.load %335 : !llvm.ptr -> f32
      %578 = llvm.load %336 : !llvm.ptr -> f32
      %579 = llvm.load %337 : !llvm.ptr -> f32
      %580 = llvm.load %338 : !llvm.ptr -> f32
      %581 = llvm.load %339 : !llvm.ptr -> f32
      %582 = llvm.load %340 : !llvm.ptr -> f32
      %583 = llvm.load %341 : !llvm.ptr -> f32
      %584 = llvm.load %342 : !llvm.ptr -> f32
      %585 = llvm.load %343 : !llvm.ptr -> f32
      %586 = llvm.load %344 : !llvm.ptr -> f32
      %587 = llvm.load %345 : !llvm.ptr -> f32
      %588 = llvm.load %346 : !llvm.ptr -> f32
      %589 = llvm.load %347 : !llvm.ptr -> f32
      %590 = llvm.load %348 : !llvm.ptr -> f32
      %591 = llvm.load %349 : !llvm.ptr -> f32
      %592 = llvm.load %350 : !llvm.ptr -> f32
      %593 = llvm.load %351 : !llvm.ptr -> f32
      %594 = llvm.load %352 : !llvm.ptr -> f32
      %595 = llvm.load %353 : !llvm.ptr -> f32
      %596 = llvm.load %354 : !llvm.ptr -> f32
      %597 = llvm.load %355 : !llvm.ptr -> f32
      %598 = llvm.load %356 : !llvm.ptr -> f32
      %599 = llvm.load %357 : !llvm.ptr -> f32
      %600 = llvm.load %358 : !llvm.ptr -> f32
      %601 = llvm.load %359 : !llvm.ptr -> f32
      %602 = llvm.load %360 : !llvm.ptr -> f32
      %603 = llvm.load %361 : !llvm.ptr -> f32
      %604 = llvm.load %362 : !llvm.ptr -> f32
      %605 = llvm.load %363 : !llvm.ptr -> f32
      %606 = llvm.load %364 : !llvm.ptr -> f32
      %607 = llvm.load %365 : !llvm.ptr -> f32
      %608 = llvm.load %366 : !llvm.ptr -> f32
      %609 = llvm.load %367 : !llvm.ptr -> f32
      %610 = llvm.load %368 : !llvm.ptr -> f32
      %611 = llvm.load %369 : !llvm.ptr -> f32
      %612 = llvm.load %370 : !llvm.ptr -> f32
      %613 = llvm.load %371 : !llvm.ptr -> f32
      %614 = llvm.load %372 : !llvm.ptr -> f32
      %615 = llvm.load %373 : !llvm.ptr -> f32
      %616 = llvm.load %374 : !llvm.ptr -> f32
      %617 = llvm.load %375 : !llvm.ptr -> f32
      %618 = llvm.load %376 : !llvm.ptr -> f32
      %619 = llvm.load %377 : !llvm.ptr -> f32
      %620 = llvm.load %378 : !llvm.ptr -> f32
      %621 = llvm.load %379 : !llvm.ptr -> f32
      %622 = llvm.load %380 : !llvm.ptr -> f32
      %623 = llvm.load %381 : !llvm.ptr -> f32
      %624 = llvm.load %382 : !llvm.ptr -> f32
      %625 = llvm.load %383 : !llvm.ptr -> f32
      %626 = llvm.load %384 : !llvm.ptr -> f32
      %627 = llvm.load %385 : !llvm.ptr -> f32
      %628 = llvm.load %386 : !llvm.ptr -> f32
      %629 = llvm.load %387 : !llvm.ptr -> f32
      %630 = llvm.load %388 : !llvm.ptr -> f32
      %631 = llvm.load %389 : !llvm.ptr -> f32
      %632:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %tup_128 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_129 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %632#0, %326 : f32, !llvm.ptr
      llvm.store %632#1, %327 : f32, !llvm.ptr
      llvm.store %632#2, %328 : f32, !llvm.ptr
      llvm.store %632#3, %329 : f32, !llvm.ptr
      llvm.store %632#4, %330 : f32, !llvm.ptr
      llvm.store %632#5, %331 : f32, !llvm.ptr
      llvm.store %632#6, %332 : f32, !llvm.ptr
      llvm.store %632#7, %333 : f32, !llvm.ptr
      llvm.store %632#8, %334 : f32, !llvm.ptr
      llvm.store %632#9, %335 : f32, !llvm.ptr
      llvm.store %632#10, %336 : f32, !llvm.ptr
      llvm.store %632#11, %337 : f32, !llvm.ptr
      llvm.store %632#12, %338 : f32, !llvm.ptr
      llvm.store %632#13, %339 : f32, !llvm.ptr
      llvm.store %632#14, %340 : f32, !llvm.ptr
      llvm.store %632#15, %341 : f32, !llvm.ptr
      llvm.store %632#16, %342 : f32, !llvm.ptr
      llvm.store %632#17, %343 : f32, !llvm.ptr
      llvm.store %632#18, %344 : f32, !llvm.ptr
      llvm.store %632#19, %345 : f32, !llvm.ptr
      llvm.store %632#20, %346 : f32, !llvm.ptr
      llvm.store %632#21, %347 : f32, !llvm.ptr
      llvm.store %632#22, %348 : f32, !llvm.ptr
      llvm.store %632#23, %349 : f32, !llvm.ptr
      llvm.store %632#24, %350 : f32, !llvm.ptr
      llvm.store %632#25, %351 : f32, !llvm.ptr
      llvm.store %632#26, %352 : f32, !llvm.ptr
      llvm.store %632#27, %353 : f32, !llvm.ptr
      llvm.store %632#28, %354 : f32, !llvm.ptr
      llvm.store %632#29, %355 : f32, !llvm.ptr
      llvm.store %632#30, %356 : f32, !llvm.ptr
      llvm.store %632#31, %357 : f32, !llvm.ptr
      llvm.store %632#32, %358 : f32, !llvm.ptr
      llvm.store %632#33, %359 : f32, !llvm.ptr
      llvm.store %632#34, %360 : f32, !llvm.ptr
      llvm.store %632#35, %361 : f32, !llvm.ptr
      llvm.store %632#36, %362 : f32, !llvm.ptr
      llvm.store %632#37, %363 : f32, !llvm.ptr
      llvm.store %632#38, %364 : f32, !llvm.ptr
      llvm.store %632#39, %365 : f32, !llvm.ptr
      llvm.store %632#40, %366 : f32, !llvm.ptr
      llvm.store %632#41, %367 : f32, !llvm.ptr
      llvm.store %632#42, %368 : f32, !llvm.ptr
      llvm.store %632#43, %369 : f32, !llvm.ptr
      llvm.store %632#44, %370 : f32, !llvm.ptr
      llvm.store %632#45, %371 : f32, !llvm.ptr
      llvm.store %632#46, %372 : f32, !llvm.ptr
      llvm.store %632#47, %373 : f32, !llvm.ptr
      llvm.store %632#48, %374 : f32, !llvm.ptr
      llvm.store %632#49, %375 : f32, !llvm.ptr
      llvm.store %632#50, %376 : f32, !llvm.ptr
      llvm.store %632#51, %377 : f32, !llvm.ptr
      llvm.store %632#52, %378 : f32, !llvm.ptr
      llvm.store %632#53, %379 : f32, !llvm.ptr
      llvm.store %632#54, %380 : f32, !llvm.ptr
      llvm.store %632#55, %381 : f32, !llvm.ptr
      llvm.store %632#56, %382 : f32, !llvm.ptr
      llvm.store %632#57, %383 : f32, !llvm.ptr
      llvm.store %632#58, %384 : f32, !llvm.ptr
      llvm.store %632#59, %385 : f32, !llvm.ptr
      llvm.store %632#60, %386 : f32, !llvm.ptr
      llvm.store %632#61, %387 : f32, !llvm.ptr
      llvm.store %632#62, %388 : f32, !llvm.ptr
      llvm.store %632#63, %389 : f32, !llvm.ptr
      %coord_130 = cute.make_coord(%499) : (i32) -> !cute.coord<"(_,_,2,?)">
      %idx_131 = cute.crd2idx(%coord_130, %73) : (!cute.coord<"(_,_,2,?)">, !cute_layout_fa9090) -> !cute.int_tuple<"?{div=4}">
      %tup_132 = cute.add_offset(%gmmaSmemDesc, %idx_131) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %tup_133 = cute.add_offset(%gmmaSmemDesc_91, %idx_131) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %633 = llvm.load %326 : !llvm.ptr -> f32
      %634 = llvm.load %327 : !llvm.ptr -> f32
      %635 = llvm.load %328 : !llvm.ptr -> f32
      %636 = llvm.load %329 : !llvm.ptr -> f32
      %637 = llvm.load %330 : !llvm.ptr -> f32
      %638 = llvm.load %331 : !llvm.ptr -> f32
      %639 = llvm.load %332 : !llvm.ptr -> f32
      %640 = llvm.load %333 : !llvm.ptr -> f32
      %641 = llvm.load %334 : !llvm.ptr -> f32
      %642 = llvm.load %335 : !llvm.ptr -> f32
      %643 = llvm.load %336 : !llvm.ptr -> f32
      %644 = llvm.load %337 : !llvm.ptr -> f32
      %645 = llvm.load %338 : !llvm.ptr -> f32
      %646 = llvm.load %339 : !llvm.ptr -> f32
      %647 = llvm.load %340 : !llvm.ptr -> f32
      %648 = llvm.load %341 : !llvm.ptr -> f32
      %649 = llvm.load %342 : !llvm.ptr -> f32
      %650 = llvm.load %343 : !llvm.ptr -> f32
      %651 = llvm.load %344 : !llvm.ptr -> f32
      %652 = llvm.load %345 : !llvm.ptr -> f32
      %653 = llvm.load %346 : !llvm.ptr -> f32
      %654 = llvm.load %347 : !llvm.ptr -> f32
      %655 = llvm.load %348 : !llvm.ptr -> f32
      %656 = llvm.load %349 : !llvm.ptr -> f32
      %657 = llvm.load %350 : !llvm.ptr -> f32
      %658 = llvm.load %351 : !llvm.ptr -> f32
      %659 = llvm.load %352 : !llvm.ptr -> f32
      %660 = llvm.load %353 : !llvm.ptr -> f32
      %661 = llvm.load %354 : !llvm.ptr -> f32
      %662 = llvm.load %355 : !llvm.ptr -> f32
      %663 = llvm.load %356 : !llvm.ptr -> f32
      %664 = llvm.load %357 : !llvm.ptr -> f32
      %665 = llvm.load %358 : !llvm.ptr -> f32
      %666 = llvm.load %359 : !llvm.ptr -> f32
      %667 = llvm.load %360 : !llvm.ptr -> f32
      %668 = llvm.load %361 : !llvm.ptr -> f32
      %669 = llvm.load %362 : !llvm.ptr -> f32
      %670 = llvm.load %363 : !llvm.ptr -> f32
      %671 = llvm.load %364 : !llvm.ptr -> f32
      %672 = llvm.load %365 : !llvm.ptr -> f32
      %673 = llvm.load %366 : !llvm.ptr -> f32
      %674 = llvm.load %367 : !llvm.ptr -> f32
      %675 = llvm.load %368 : !llvm.ptr -> f32
      %676 = llvm.load %369 : !llvm.ptr -> f32
      %677 = llvm.load %370 : !llvm.ptr -> f32
      %678 = llvm.load %371 : !llvm.ptr -> f32
      %679 = llvm.load %372 : !llvm.ptr -> f32
      %680 = llvm.load %373 : !llvm.ptr -> f32
      %681 = llvm.load %374 : !llvm.ptr -> f32
      %682 = llvm.load %375 : !llvm.ptr -> f32
      %683 = llvm.load %376 : !llvm.ptr -> f32
      %684 = llvm.load %377 : !llvm.ptr -> f32
      %685 = llvm.load %378 : !llvm.ptr -> f32
      %686 = llvm.load %379 : !llvm.ptr -> f32
      %687 = llvm.load %380 : !llvm.ptr -> f32
      %688 = llvm.load %381 : !llvm.ptr -> f32
      %689 = llvm.load %382 : !llvm.ptr -> f32
      %690 = llvm.load %383 : !llvm.ptr -> f32
      %691 = llvm.load %384 : !llvm.ptr -> f32
      %692 = llvm.load %385 : !llvm.ptr -> f32
      %693 = llvm.load %386 : !llvm.ptr -> f32
      %694 = llvm.load %387 : !llvm.ptr -> f32
      %695 = llvm.load %388 : !llvm.ptr -> f32
      %696 = llvm.load %389 : !llvm.ptr -> f32
      %697:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %tup_132 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_133 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %697#0, %326 : f32, !llvm.ptr
      llvm.store %697#1, %327 : f32, !llvm.ptr
      llvm.store %697#2, %328 : f32, !llvm.ptr
      llvm.store %697#3, %329 : f32, !llvm.ptr
      llvm.store %697#4, %330 : f32, !llvm.ptr
      llvm.store %697#5, %331 : f32, !llvm.ptr
      llvm.store %697#6, %332 : f32, !llvm.ptr
      llvm.store %697#7, %333 : f32, !llvm.ptr
      llvm.store %697#8, %334 : f32, !llvm.ptr
      llvm.store %697#9, %335 : f32, !llvm.ptr
      llvm.store %697#10, %336 : f32, !llvm.ptr
      llvm.store %697#11, %337 : f32, !llvm.ptr
      llvm.store %697#12, %338 : f32, !llvm.ptr
      llvm.store %697#13, %339 : f32, !llvm.ptr
      llvm.store %697#14, %340 : f32, !llvm.ptr
      llvm.store %697#15, %341 : f32, !llvm.ptr
      llvm.store %697#16, %342 : f32, !llvm.ptr
      llvm.store %697#17, %343 : f32, !llvm.ptr
      llvm.store %697#18, %344 : f32, !llvm.ptr
      llvm.store %697#19, %345 : f32, !llvm.ptr
      llvm.store %697#20, %346 : f32, !llvm.ptr
      llvm.store %697#21, %347 : f32, !llvm.ptr
      llvm.store %697#22, %348 : f32, !llvm.ptr
      llvm.store %697#23, %349 : f32, !llvm.ptr
      llvm.store %697#24, %350 : f32, !llvm.ptr
      llvm.store %697#25, %351 : f32, !llvm.ptr
      llvm.store %697#26, %352 : f32, !llvm.ptr
      llvm.store %697#27, %353 : f32, !llvm.ptr
      llvm.store %697#28, %354 : f32, !llvm.ptr
      llvm.store %697#29, %355 : f32, !llvm.ptr
      llvm.store %697#30, %356 : f32, !llvm.ptr
      llvm.store %697#31, %357 : f32, !llvm.ptr
      llvm.store %697#32, %358 : f32, !llvm.ptr
      llvm.store %697#33, %359 : f32, !llvm.ptr
      llvm.store %697#34, %360 : f32, !llvm.ptr
      llvm.store %697#35, %361 : f32, !llvm.ptr
      llvm.store %697#36, %362 : f32, !llvm.ptr
      llvm.store %697#37, %363 : f32, !llvm.ptr
      llvm.store %697#38, %364 : f32, !llvm.ptr
      llvm.store %697#39, %365 : f32, !llvm.ptr
      llvm.store %697#40, %366 : f32, !llvm.ptr
      llvm.store %697#41, %367 : f32, !llvm.ptr
      llvm.store %697#42, %368 : f32, !llvm.ptr
      llvm.store %697#43, %369 : f32, !llvm.ptr
      llvm.store %697#44, %370 : f32, !llvm.ptr
      llvm.store %697#45, %371 : f32, !llvm.ptr
      llvm.store %697#46, %372 : f32, !llvm.ptr
      llvm.store %697#47, %373 : f32, !llvm.ptr
      llvm.store %697#48, %374 : f32, !llvm.ptr
      llvm.store %697#49, %375 : f32, !llvm.ptr
      llvm.store %697#50, %376 : f32, !llvm.ptr
      llvm.store %697#51, %377 : f32, !llvm.ptr
      llvm.store %697#52, %378 : f32, !llvm.ptr
      llvm.store %697#53, %379 : f32, !llvm.ptr
      llvm.store %697#54, %380 : f32, !llvm.ptr
      llvm.store %697#55, %381 : f32, !llvm.ptr
      llvm.store %697#56, %382 : f32, !llvm.ptr
      llvm.store %697#57, %383 : f32, !llvm.ptr
      llvm.store %697#58, %384 : f32, !llvm.ptr
      llvm.store %697#59, %385 : f32, !llvm.ptr
      llvm.store %697#60, %386 : f32, !llvm.ptr
      llvm.store %697#61, %387 : f32, !llvm.ptr
      llvm.store %697#62, %388 : f32, !llvm.ptr
      llvm.store %697#63, %389 : f32, !llvm.ptr
      %coord_134 = cute.make_coord(%499) : (i32) -> !cute.coord<"(_,_,3,?)">
      %idx_135 = cute.crd2idx(%coord_134, %73) : (!cute.coord<"(_,_,3,?)">, !cute_layout_fa9090) -> !cute.int_tuple<"?{div=2}">
      %tup_136 = cute.add_offset(%gmmaSmemDesc, %idx_135) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %tup_137 = cute.add_offset(%gmmaSmemDesc_91, %idx_135) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %698 = llvm.load %326 : !llvm.ptr -> f32
      %699 = llvm.load %327 : !llvm.ptr -> f32
      %700 = llvm.load %328 : !llvm.ptr -> f32
      %701 = llvm.load %329 : !llvm.ptr -> f32
      %702 = llvm.load %330 : !llvm.ptr -> f32
      %703 = llvm.load %331 : !llvm.ptr -> f32
      %704 = llvm.load %332 : !llvm.ptr -> f32
      %705 = llvm.load %333 : !llvm.ptr -> f32
      %706 = llvm.load %334 : !llvm.ptr -> f32
      %707 = llvm.load %335 : !llvm.ptr -> f32
      %708 = llvm.load %336 : !llvm.ptr -> f32
      %709 = llvm.load %337 : !llvm.ptr -> f32
      %710 = llvm.load %338 : !llvm.ptr -> f32
      %711 = llvm.load %339 : !llvm.ptr -> f32
      %712 = llvm.load %340 : !llvm.ptr -> f32
      %713 = llvm.load %341 : !llvm.ptr -> f32
      %714 = llvm.load %342 : !llvm.ptr -> f32
      %715 = llvm.load %343 : !llvm.ptr -> f32
      %716 = llvm.load %344 : !llvm.ptr -> f32
      %717 = llvm.load %345 : !llvm.ptr -> f32
      %718 = llvm.load %346 : !llvm.ptr -> f32
      %719 = llvm.load %347 : !llvm.ptr -> f32
      %720 = llvm.load %348 : !llvm.ptr -> f32
      %721 = llvm.load %349 : !llvm.ptr -> f32
      %722 = llvm.load %350 : !llvm.ptr -> f32
      %723 = llvm.load %351 : !llvm.ptr -> f32
      %724 = llvm.load %352 : !llvm.ptr -> f32
      %725 = llvm.load %353 : !llvm.ptr -> f32
      %726 = llvm.load %354 : !llvm.ptr -> f32
      %727 = llvm.load %355 : !llvm.ptr -> f32
      %728 = llvm.load %356 : !llvm.ptr -> f32
      %729 = llvm.load %357 : !llvm.ptr -> f32
      %730 = llvm.load %358 : !llvm.ptr -> f32
      %731 = llvm.load %359 : !llvm.ptr -> f32
      %732 = llvm.load %360 : !llvm.ptr -> f32
      %733 = llvm.load %361 : !llvm.ptr -> f32
      %734 = llvm.load %362 : !llvm.ptr -> f32
      %735 = llvm.load %363 : !llvm.ptr -> f32
      %736 = llvm.load %364 : !llvm.ptr -> f32
      %737 = llvm.load %365 : !llvm.ptr -> f32
      %738 = llvm.load %366 : !llvm.ptr -> f32
      %739 = llvm.load %367 : !llvm.ptr -> f32
      %740 = llvm.load %368 : !llvm.ptr -> f32
      %741 = llvm.load %369 : !llvm.ptr -> f32
      %742 = llvm.load %370 : !llvm.ptr -> f32
      %743 = llvm.load %371 : !llvm.ptr -> f32
      %744 = llvm.load %372 : !llvm.ptr -> f32
      %745 = llvm.load %373 : !llvm.ptr -> f32
      %746 = llvm.load %374 : !llvm.ptr -> f32
      %747 = llvm.load %375 : !llvm.ptr -> f32
      %748 = llvm.load %376 : !llvm.ptr -> f32
      %749 = llvm.load %377 : !llvm.ptr -> f32
      %750 = llvm.load %378 : !llvm.ptr -> f32
      %751 = llvm.load %379 : !llvm.ptr -> f32
      %752 = llvm.load %380 : !llvm.ptr -> f32
      %753 = llvm.load %381 : !llvm.ptr -> f32
      %754 = llvm.load %382 : !llvm.ptr -> f32
      %755 = llvm.load %383 : !llvm.ptr -> f32
      %756 = llvm.load %384 : !llvm.ptr -> f32
      %757 = llvm.load %385 : !llvm.ptr -> f32
      %758 = llvm.load %386 : !llvm.ptr -> f32
      %759 = llvm.load %387 : !llvm.ptr -> f32
      %760 = llvm.load %388 : !llvm.ptr -> f32
      %761 = llvm.load %389 : !llvm.ptr -> f32
      %762:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %tup_136 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %tup_137 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761], accum = %true : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
      llvm.store %762#0, %326 : f32, !llvm.ptr
      llvm.store %762#1, %327 : f32, !llvm.ptr
      llvm.store %762#2, %328 : f32, !llvm.ptr
      llvm.store %762#3, %329 : f32, !llvm.ptr
      llvm.store %762#4, %330 : f32, !llvm.ptr
      llvm.store %762#5, %331 : f32, !llvm.ptr
      llvm.store %762#6, %332 : f32, !llvm.ptr
      llvm.store %762#7, %333 : f32, !llvm.ptr
      llvm.store %762#8, %334 : f32, !llvm.ptr
      llvm.store %762#9, %335 : f32, !llvm.ptr
      llvm.store %762#10, %336 : f32, !llvm.ptr
      llvm.store %762#11, %337 : f32, !llvm.ptr
      llvm.store %762#12, %338 : f32, !llvm.ptr
      llvm.store %762#13, %339 : f32, !llvm.ptr
      llvm.store %762#14, %340 : f32, !llvm.ptr
      llvm.store %762#15, %341 : f32, !llvm.ptr
      llvm.store %762#16, %342 : f32, !llvm.ptr
      llvm.store %762#17, %343 : f32, !llvm.ptr
      llvm.store %762#18, %344 : f32, !llvm.ptr
      llvm.store %762#19, %345 : f32, !llvm.ptr
      llvm.store %762#20, %346 : f32, !llvm.ptr
      llvm.store %762#21, %347 : f32, !llvm.ptr
      llvm.store %762#22, %348 : f32, !llvm.ptr
      llvm.store %762#23, %349 : f32, !llvm.ptr
      llvm.store %762#24, %350 : f32, !llvm.ptr
      llvm.store %762#25, %351 : f32, !llvm.ptr
      llvm.store %762#26, %352 : f32, !llvm.ptr
      llvm.store %762#27, %353 : f32, !llvm.ptr
      llvm.store %762#28, %354 : f32, !llvm.ptr
      llvm.store %762#29, %355 : f32, !llvm.ptr
      llvm.store %762#30, %356 : f32, !llvm.ptr
      llvm.store %762#31, %357 : f32, !llvm.ptr
      llvm.store %762#32, %358 : f32, !llvm.ptr
      llvm.store %762#33, %359 : f32, !llvm.ptr
      llvm.store %762#34, %360 : f32, !llvm.ptr
      llvm.store %762#35, %361 : f32, !llvm.ptr
      llvm.store %762#36, %362 : f32, !llvm.ptr
      llvm.store %762#37, %363 : f32, !llvm.ptr
      llvm.store %762#38, %364 : f32, !llvm.ptr
      llvm.store %762#39, %365 : f32, !llvm.ptr
      llvm.store %762#40, %366 : f32, !llvm.ptr
      llvm.store %762#41, %367 : f32, !llvm.ptr
      llvm.store %762#42, %368 : f32, !llvm.ptr
      llvm.store %762#43, %369 : f32, !llvm.ptr
      llvm.store %762#44, %370 : f32, !llvm.ptr
      llvm.store %762#45, %371 : f32, !llvm.ptr
      llvm.store %762#46, %372 : f32, !llvm.ptr
      llvm.store %762#47, %373 : f32, !llvm.ptr
      llvm.store %762#48, %374 : f32, !llvm.ptr
      llvm.store %762#49, %375 : f32, !llvm.ptr
      llvm.store %762#50, %376 : f32, !llvm.ptr
      llvm.store %762#51, %377 : f32, !llvm.ptr
      llvm.store %762#52, %378 : f32, !llvm.ptr
      llvm.store %762#53, %379 : f32, !llvm.ptr
      llvm.store %762#54, %380 : f32, !llvm.ptr
      llvm.store %762#55, %381 : f32, !llvm.ptr
      llvm.store %762#56, %382 : f32, !llvm.ptr
      llvm.store %762#57, %383 : f32, !llvm.ptr
      llvm.store %762#58, %384 : f32, !llvm.ptr
      llvm.store %762#59, %385 : f32, !llvm.ptr
      llvm.store %762#60, %386 : f32, !llvm.ptr
      llvm.store %762#61, %387 : f32, !llvm.ptr
      llvm.store %762#62, %388 : f32, !llvm.ptr
      llvm.store %762#63, %389 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      %763 = arith.cmpi sgt, %494, %c0_i32 : i32
      cf.cond_br %763, ^bb83, ^bb90
    ^bb83:  // pred: ^bb82
      cf.cond_br %135, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %int_tuple_138 = cute.make_int_tuple(%496) : (i32) -> !cute.int_tuple<"?">
      %ptr_139 = cute.add_offset(%ptr_12, %int_tuple_138) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %764 = builtin.unrealized_conversion_cast %ptr_139 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %764, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      cf.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      %765 = arith.addi %496, %c1_i32 : i32
      %766 = arith.addi %495, %c1_i32 : i32
      %767 = arith.cmpi eq, %765, %c6_i32 : i32
      %768 = arith.select %767, %c0_i32, %765 : i32
      cf.cond_br %767, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %769 = arith.xori %497, %c1_i32 : i32
      cf.br ^bb88(%769 : i32)
    ^bb87:  // pred: ^bb85
      cf.br ^bb88(%497 : i32)
    ^bb88(%770: i32):  // 2 preds: ^bb86, ^bb87
      cf.br ^bb89
    ^bb89:  // pred: ^bb88
      cf.br ^bb91(%766, %768, %770 : i32, i32, i32)
    ^bb90:  // pred: ^bb82
      cf.br ^bb91(%495, %496, %497 : i32, i32, i32)
    ^bb91(%771: i32, %772: i32, %773: i32):  // 2 preds: ^bb89, ^bb90
      cf.br ^bb92
    ^bb92:  // pred: ^bb91
      %774 = arith.addi %499, %c1_i32 : i32
      %775 = arith.addi %498, %c1_i32 : i32
      %776 = arith.cmpi eq, %774, %c6_i32 : i32
      %777 = arith.select %776, %c0_i32, %774 : i32
      cf.cond_br %776, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %778 = arith.xori %500, %c1_i32 : i32
      cf.br ^bb95(%778 : i32)
    ^bb94:  // pred: ^bb92
      cf.br ^bb95(%500 : i32)
    ^bb95(%779: i32):  // 2 preds: ^bb93, ^bb94
      cf.br ^bb96
    ^bb96:  // pred: ^bb95
      %780 = arith.addi %494, %c1_i32 : i32
      cf.br ^bb81(%780, %771, %772, %773, %775, %777, %779 : i32, i32, i32, i32, i32, i32, i32)
    ^bb97:  // pred: ^bb81
      nvvm.wgmma.wait.group.sync.aligned 0
      %781 = arith.cmpi sgt, %483, %c0_i32 : i32
      cf.cond_br %781, ^bb98, ^bb105
    ^bb98:  // pred: ^bb97
      cf.cond_br %135, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %int_tuple_140 = cute.make_int_tuple(%496) : (i32) -> !cute.int_tuple<"?">
      %ptr_141 = cute.add_offset(%ptr_12, %int_tuple_140) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
      %782 = builtin.unrealized_conversion_cast %ptr_141 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %782, %c1_i32 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      cf.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %783 = arith.addi %496, %c1_i32 : i32
      %784 = arith.addi %495, %c1_i32 : i32
      %785 = arith.cmpi eq, %783, %c6_i32 : i32
      %786 = arith.select %785, %c0_i32, %783 : i32
      cf.cond_br %785, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %787 = arith.xori %497, %c1_i32 : i32
      cf.br ^bb103(%787 : i32)
    ^bb102:  // pred: ^bb100
      cf.br ^bb103(%497 : i32)
    ^bb103(%788: i32):  // 2 preds: ^bb101, ^bb102
      cf.br ^bb104
    ^bb104:  // pred: ^bb103
      cf.br ^bb106(%784, %786, %788 : i32, i32, i32)
    ^bb105:  // pred: ^bb97
      cf.br ^bb106(%495, %496, %497 : i32, i32, i32)
    ^bb106(%789: i32, %790: i32, %791: i32):  // 2 preds: ^bb104, ^bb105
      cf.br ^bb107
    ^bb107:  // pred: ^bb106
      %coord_142 = cute.make_coord(%464, %473) : (i32, i32) -> !cute.coord<"(_,_,?,?,0)">
      %idx_143 = cute.crd2idx(%coord_142, %72) : (!cute.coord<"(_,_,?,?,0)">, !cute_layout_d96db6) -> !cute_int_tuple_a0ee65
      %tup_144 = cute.add_offset(%int_tup_iter, %idx_143) : (!cute.arith_tuple_iter<"(0,0)">, !cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_fc9713
      %792 = cute.memref.load(%view_96, %71) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
      cute.memref.store(%rmem_97, %71, %792) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %793 = cute.memref.load(%view_96, %70) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
      cute.memref.store(%rmem_97, %70, %793) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %794 = cute.memref.load(%view_96, %69) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
      cute.memref.store(%rmem_97, %69, %794) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %795 = cute.memref.load(%view_96, %68) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
      cute.memref.store(%rmem_97, %68, %795) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %796 = cute.memref.load(%view_96, %67) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
      cute.memref.store(%rmem_97, %67, %796) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %797 = cute.memref.load(%view_96, %66) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
      cute.memref.store(%rmem_97, %66, %797) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %798 = cute.memref.load(%view_96, %65) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
      cute.memref.store(%rmem_97, %65, %798) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %799 = cute.memref.load(%view_96, %64) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
      cute.memref.store(%rmem_97, %64, %799) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %800 = cute.memref.load(%view_96, %63) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
      cute.memref.store(%rmem_97, %63, %800) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %801 = cute.memref.load(%view_96, %62) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
      cute.memref.store(%rmem_97, %62, %801) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %802 = cute.memref.load(%view_96, %61) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
      cute.memref.store(%rmem_97, %61, %802) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %803 = cute.memref.load(%view_96, %60) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
      cute.memref.store(%rmem_97, %60, %803) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %804 = cute.memref.load(%view_96, %59) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
      cute.memref.store(%rmem_97, %59, %804) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %805 = cute.memref.load(%view_96, %58) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
      cute.memref.store(%rmem_97, %58, %805) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %806 = cute.memref.load(%view_96, %57) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
      cute.memref.store(%rmem_97, %57, %806) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %807 = cute.memref.load(%view_96, %56) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
      cute.memref.store(%rmem_97, %56, %807) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %808 = cute.memref.load_vec(%rmem_97) : (!memref_rmem_f32_2) -> vector<16xf32>
      %809 = arith.truncf %808 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%809, %rmem_98) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_145 = cute.make_coord(%404) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_146 = cute.crd2idx(%coord_145, %55) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb108(%c0_i32 : i32)
    ^bb108(%810: i32):  // 2 preds: ^bb107, ^bb109
      %811 = arith.cmpi slt, %810, %c2_i32 : i32
      cf.cond_br %811, ^bb109, ^bb110 {llvm.loop_annotation = #loop_annotation}
    ^bb109:  // pred: ^bb108
      %coord_147 = cute.make_coord(%810) : (i32) -> !cute.coord<"(_,?)">
      %idx_148 = cute.crd2idx(%coord_147, %54) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_149 = cute.add_offset(%iter_99, %idx_148) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_150 = cute.crd2idx(%coord_147, %53) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_151 = cute.add_offset(%ptr_94, %idx_150) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %812 = builtin.unrealized_conversion_cast %ptr_149 : !cute_ptr_2914ae to !llvm.ptr
      %813 = llvm.load %812 : !llvm.ptr -> vector<4xi32>
      %swizzled = cute.apply_swizzle(%ptr_151) : !cute_ptr_6d8216
      %ptr_152 = cute.add_offset(%swizzled, %idx_146) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_152, %813) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %814 = arith.addi %810, %c1_i32 : i32
      cf.br ^bb108(%814 : i32)
    ^bb110:  // pred: ^bb108
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %324, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %coord_153 = cute.make_coord(%404) : (i32) -> !cute.coord<"(_,?)">
      %idx_154 = cute.crd2idx(%coord_153, %52) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_155 = cute.add_offset(%iter_24, %idx_154) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_156 = cute.deref_arith_tuple_iter(%tup_144) : !cute_arith_tuple_iter_fc9713
      %e0_157, %e1_158 = cute.get_leaves(%tup_156) : !cute_int_tuple_a0ee65
      %815 = cute.ptrtoint(%141) : !cute_ptr_a5c1fa to i64
      %iv_159 = cute.assume(%815) : (i64) -> !cute.i64<divby 128>
      %816 = cute.inttoptr(%iv_159) : !cute.i64<divby 128> to !cute_ptr_fadb05
      %int_tuple_160 = cute.make_int_tuple(%e0_157, %e1_158) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_a0ee65
      %int_tup_iter_161 = cute.make_arith_tuple_iter(%int_tuple_160) : (!cute_int_tuple_a0ee65) -> !cute_arith_tuple_iter_fc9713
      %817 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
      %818 = cute_nvgpu.atom.set_value(%817, %816 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_store_e30e4f
      %TMADescAddr_162 = cute_nvgpu.get_tma_desc_addr(%818 : !cute_nvgpu_atom_tma_store_e30e4f) -> !cute.ptr<generic, align<64>>
      %819 = cute_nvgpu.atom.get_value(%817 : !cute_nvgpu_atom_tma_store_e30e4f) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_163 = cute.deref_arith_tuple_iter(%int_tup_iter_161) : !cute_arith_tuple_iter_fc9713
      %820:2 = cute.get_scalars(%tup_163) : !cute_int_tuple_a0ee65
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_162 : !cute.ptr<generic, align<64>>, %ptr_155 : !cute_ptr_8ec51c, [%820#0, %820#1] : i32, i32) cache_policy = %819 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %821 = arith.addi %404, %c1_i32 : i32
      %822 = arith.remsi %821, %c4_i32 : i32
      %823 = cute.memref.load(%view_96, %51) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
      cute.memref.store(%rmem_97, %71, %823) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %824 = cute.memref.load(%view_96, %50) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
      cute.memref.store(%rmem_97, %70, %824) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %825 = cute.memref.load(%view_96, %49) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
      cute.memref.store(%rmem_97, %69, %825) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %826 = cute.memref.load(%view_96, %48) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
      cute.memref.store(%rmem_97, %68, %826) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %827 = cute.memref.load(%view_96, %47) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
      cute.memref.store(%rmem_97, %67, %827) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %828 = cute.memref.load(%view_96, %46) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
      cute.memref.store(%rmem_97, %66, %828) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %829 = cute.memref.load(%view_96, %45) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
      cute.memref.store(%rmem_97, %65, %829) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %830 = cute.memref.load(%view_96, %44) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
      cute.memref.store(%rmem_97, %64, %830) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %831 = cute.memref.load(%view_96, %43) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
      cute.memref.store(%rmem_97, %63, %831) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %832 = cute.memref.load(%view_96, %42) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
      cute.memref.store(%rmem_97, %62, %832) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %833 = cute.memref.load(%view_96, %41) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
      cute.memref.store(%rmem_97, %61, %833) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %834 = cute.memref.load(%view_96, %40) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
      cute.memref.store(%rmem_97, %60, %834) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %835 = cute.memref.load(%view_96, %39) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
      cute.memref.store(%rmem_97, %59, %835) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %836 = cute.memref.load(%view_96, %38) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
      cute.memref.store(%rmem_97, %58, %836) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %837 = cute.memref.load(%view_96, %37) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
      cute.memref.store(%rmem_97, %57, %837) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %838 = cute.memref.load(%view_96, %36) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
      cute.memref.store(%rmem_97, %56, %838) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %839 = cute.memref.load_vec(%rmem_97) : (!memref_rmem_f32_2) -> vector<16xf32>
      %840 = arith.truncf %839 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%840, %rmem_98) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_164 = cute.make_coord(%822) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_165 = cute.crd2idx(%coord_164, %55) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb113(%c0_i32 : i32)
    ^bb113(%841: i32):  // 2 preds: ^bb112, ^bb114
      %842 = arith.cmpi slt, %841, %c2_i32 : i32
      cf.cond_br %842, ^bb114, ^bb115 {llvm.loop_annotation = #loop_annotation}
    ^bb114:  // pred: ^bb113
      %coord_166 = cute.make_coord(%841) : (i32) -> !cute.coord<"(_,?)">
      %idx_167 = cute.crd2idx(%coord_166, %54) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_168 = cute.add_offset(%iter_99, %idx_167) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_169 = cute.crd2idx(%coord_166, %53) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_170 = cute.add_offset(%ptr_94, %idx_169) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %843 = builtin.unrealized_conversion_cast %ptr_168 : !cute_ptr_2914ae to !llvm.ptr
      %844 = llvm.load %843 : !llvm.ptr -> vector<4xi32>
      %swizzled_171 = cute.apply_swizzle(%ptr_170) : !cute_ptr_6d8216
      %ptr_172 = cute.add_offset(%swizzled_171, %idx_165) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_172, %844) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %845 = arith.addi %841, %c1_i32 : i32
      cf.br ^bb113(%845 : i32)
    ^bb115:  // pred: ^bb113
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %324, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %coord_173 = cute.make_coord(%822) : (i32) -> !cute.coord<"(_,?)">
      %idx_174 = cute.crd2idx(%coord_173, %52) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_175 = cute.add_offset(%iter_24, %idx_174) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_176 = cute.add_offset(%tup_144, %35) : (!cute_arith_tuple_iter_fc9713, !cute.int_tuple<"(32,0)">) -> !cute_arith_tuple_iter_9664bc
      %tup_177 = cute.deref_arith_tuple_iter(%tup_176) : !cute_arith_tuple_iter_9664bc
      %e0_178, %e1_179 = cute.get_leaves(%tup_177) : !cute_int_tuple_963f12
      %846 = cute.ptrtoint(%141) : !cute_ptr_a5c1fa to i64
      %iv_180 = cute.assume(%846) : (i64) -> !cute.i64<divby 128>
      %847 = cute.inttoptr(%iv_180) : !cute.i64<divby 128> to !cute_ptr_fadb05
      %int_tuple_181 = cute.make_int_tuple(%e0_178, %e1_179) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_963f12
      %int_tup_iter_182 = cute.make_arith_tuple_iter(%int_tuple_181) : (!cute_int_tuple_963f12) -> !cute_arith_tuple_iter_9664bc
      %848 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
      %849 = cute_nvgpu.atom.set_value(%848, %847 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_store_e30e4f
      %TMADescAddr_183 = cute_nvgpu.get_tma_desc_addr(%849 : !cute_nvgpu_atom_tma_store_e30e4f) -> !cute.ptr<generic, align<64>>
      %850 = cute_nvgpu.atom.get_value(%848 : !cute_nvgpu_atom_tma_store_e30e4f) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_184 = cute.deref_arith_tuple_iter(%int_tup_iter_182) : !cute_arith_tuple_iter_9664bc
      %851:2 = cute.get_scalars(%tup_184) : !cute_int_tuple_963f12
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_183 : !cute.ptr<generic, align<64>>, %ptr_175 : !cute_ptr_8ec51c, [%851#0, %851#1] : i32, i32) cache_policy = %850 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %852 = arith.addi %822, %c1_i32 : i32
      %853 = arith.remsi %852, %c4_i32 : i32
      %854 = cute.memref.load(%view_96, %34) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
      cute.memref.store(%rmem_97, %71, %854) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %855 = cute.memref.load(%view_96, %33) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
      cute.memref.store(%rmem_97, %70, %855) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %856 = cute.memref.load(%view_96, %32) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
      cute.memref.store(%rmem_97, %69, %856) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %857 = cute.memref.load(%view_96, %31) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
      cute.memref.store(%rmem_97, %68, %857) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %858 = cute.memref.load(%view_96, %30) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
      cute.memref.store(%rmem_97, %67, %858) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %859 = cute.memref.load(%view_96, %29) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
      cute.memref.store(%rmem_97, %66, %859) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %860 = cute.memref.load(%view_96, %28) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
      cute.memref.store(%rmem_97, %65, %860) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %861 = cute.memref.load(%view_96, %27) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
      cute.memref.store(%rmem_97, %64, %861) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %862 = cute.memref.load(%view_96, %26) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
      cute.memref.store(%rmem_97, %63, %862) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %863 = cute.memref.load(%view_96, %25) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
      cute.memref.store(%rmem_97, %62, %863) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %864 = cute.memref.load(%view_96, %24) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
      cute.memref.store(%rmem_97, %61, %864) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %865 = cute.memref.load(%view_96, %23) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
      cute.memref.store(%rmem_97, %60, %865) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %866 = cute.memref.load(%view_96, %22) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
      cute.memref.store(%rmem_97, %59, %866) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %867 = cute.memref.load(%view_96, %21) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
      cute.memref.store(%rmem_97, %58, %867) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %868 = cute.memref.load(%view_96, %20) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
      cute.memref.store(%rmem_97, %57, %868) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %869 = cute.memref.load(%view_96, %19) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
      cute.memref.store(%rmem_97, %56, %869) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %870 = cute.memref.load_vec(%rmem_97) : (!memref_rmem_f32_2) -> vector<16xf32>
      %871 = arith.truncf %870 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%871, %rmem_98) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_185 = cute.make_coord(%853) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_186 = cute.crd2idx(%coord_185, %55) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb118(%c0_i32 : i32)
    ^bb118(%872: i32):  // 2 preds: ^bb117, ^bb119
      %873 = arith.cmpi slt, %872, %c2_i32 : i32
      cf.cond_br %873, ^bb119, ^bb120 {llvm.loop_annotation = #loop_annotation}
    ^bb119:  // pred: ^bb118
      %coord_187 = cute.make_coord(%872) : (i32) -> !cute.coord<"(_,?)">
      %idx_188 = cute.crd2idx(%coord_187, %54) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_189 = cute.add_offset(%iter_99, %idx_188) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_190 = cute.crd2idx(%coord_187, %53) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_191 = cute.add_offset(%ptr_94, %idx_190) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %874 = builtin.unrealized_conversion_cast %ptr_189 : !cute_ptr_2914ae to !llvm.ptr
      %875 = llvm.load %874 : !llvm.ptr -> vector<4xi32>
      %swizzled_192 = cute.apply_swizzle(%ptr_191) : !cute_ptr_6d8216
      %ptr_193 = cute.add_offset(%swizzled_192, %idx_186) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_193, %875) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %876 = arith.addi %872, %c1_i32 : i32
      cf.br ^bb118(%876 : i32)
    ^bb120:  // pred: ^bb118
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %324, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %coord_194 = cute.make_coord(%853) : (i32) -> !cute.coord<"(_,?)">
      %idx_195 = cute.crd2idx(%coord_194, %52) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_196 = cute.add_offset(%iter_24, %idx_195) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_197 = cute.add_offset(%tup_144, %18) : (!cute_arith_tuple_iter_fc9713, !cute.int_tuple<"(64,0)">) -> !cute_arith_tuple_iter_b03bb1
      %tup_198 = cute.deref_arith_tuple_iter(%tup_197) : !cute_arith_tuple_iter_b03bb1
      %e0_199, %e1_200 = cute.get_leaves(%tup_198) : !cute_int_tuple_ffa35c
      %877 = cute.ptrtoint(%141) : !cute_ptr_a5c1fa to i64
      %iv_201 = cute.assume(%877) : (i64) -> !cute.i64<divby 128>
      %878 = cute.inttoptr(%iv_201) : !cute.i64<divby 128> to !cute_ptr_fadb05
      %int_tuple_202 = cute.make_int_tuple(%e0_199, %e1_200) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_ffa35c
      %int_tup_iter_203 = cute.make_arith_tuple_iter(%int_tuple_202) : (!cute_int_tuple_ffa35c) -> !cute_arith_tuple_iter_b03bb1
      %879 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
      %880 = cute_nvgpu.atom.set_value(%879, %878 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_store_e30e4f
      %TMADescAddr_204 = cute_nvgpu.get_tma_desc_addr(%880 : !cute_nvgpu_atom_tma_store_e30e4f) -> !cute.ptr<generic, align<64>>
      %881 = cute_nvgpu.atom.get_value(%879 : !cute_nvgpu_atom_tma_store_e30e4f) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_205 = cute.deref_arith_tuple_iter(%int_tup_iter_203) : !cute_arith_tuple_iter_b03bb1
      %882:2 = cute.get_scalars(%tup_205) : !cute_int_tuple_ffa35c
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_204 : !cute.ptr<generic, align<64>>, %ptr_196 : !cute_ptr_8ec51c, [%882#0, %882#1] : i32, i32) cache_policy = %881 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %883 = arith.addi %853, %c1_i32 : i32
      %884 = arith.remsi %883, %c4_i32 : i32
      %885 = cute.memref.load(%view_96, %17) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
      cute.memref.store(%rmem_97, %71, %885) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
      %886 = cute.memref.load(%view_96, %16) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
      cute.memref.store(%rmem_97, %70, %886) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
      %887 = cute.memref.load(%view_96, %15) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
      cute.memref.store(%rmem_97, %69, %887) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
      %888 = cute.memref.load(%view_96, %14) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
      cute.memref.store(%rmem_97, %68, %888) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
      %889 = cute.memref.load(%view_96, %13) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
      cute.memref.store(%rmem_97, %67, %889) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
      %890 = cute.memref.load(%view_96, %12) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
      cute.memref.store(%rmem_97, %66, %890) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
      %891 = cute.memref.load(%view_96, %11) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
      cute.memref.store(%rmem_97, %65, %891) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
      %892 = cute.memref.load(%view_96, %10) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
      cute.memref.store(%rmem_97, %64, %892) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
      %893 = cute.memref.load(%view_96, %9) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
      cute.memref.store(%rmem_97, %63, %893) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
      %894 = cute.memref.load(%view_96, %8) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
      cute.memref.store(%rmem_97, %62, %894) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
      %895 = cute.memref.load(%view_96, %7) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
      cute.memref.store(%rmem_97, %61, %895) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
      %896 = cute.memref.load(%view_96, %6) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
      cute.memref.store(%rmem_97, %60, %896) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
      %897 = cute.memref.load(%view_96, %5) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
      cute.memref.store(%rmem_97, %59, %897) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
      %898 = cute.memref.load(%view_96, %4) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
      cute.memref.store(%rmem_97, %58, %898) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
      %899 = cute.memref.load(%view_96, %3) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
      cute.memref.store(%rmem_97, %57, %899) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
      %900 = cute.memref.load(%view_96, %2) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
      cute.memref.store(%rmem_97, %56, %900) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
      %901 = cute.memref.load_vec(%rmem_97) : (!memref_rmem_f32_2) -> vector<16xf32>
      %902 = arith.truncf %901 : vector<16xf32> to vector<16xbf16>
      cute.memref.store_vec(%902, %rmem_98) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %coord_206 = cute.make_coord(%884) : (i32) -> !cute.coord<"(_,_,_,?)">
      %idx_207 = cute.crd2idx(%coord_206, %55) : (!cute.coord<"(_,_,_,?)">, !cute_layout_b603f8) -> !cute.int_tuple<"?{div=4096}">
      cf.br ^bb123(%c0_i32 : i32)
    ^bb123(%903: i32):  // 2 preds: ^bb122, ^bb124
      %904 = arith.cmpi slt, %903, %c2_i32 : i32
      cf.cond_br %904, ^bb124, ^bb125 {llvm.loop_annotation = #loop_annotation}
    ^bb124:  // pred: ^bb123
      %coord_208 = cute.make_coord(%903) : (i32) -> !cute.coord<"(_,?)">
      %idx_209 = cute.crd2idx(%coord_208, %54) : (!cute.coord<"(_,?)">, !cute_layout_ec5642) -> !cute.int_tuple<"?{div=8}">
      %ptr_210 = cute.add_offset(%iter_99, %idx_209) : (!cute_ptr_489d54, !cute.int_tuple<"?{div=8}">) -> !cute_ptr_2914ae
      %idx_211 = cute.crd2idx(%coord_208, %53) : (!cute.coord<"(_,?)">, !cute_layout_e43b08) -> !cute.int_tuple<"?{div=16}">
      %ptr_212 = cute.add_offset(%ptr_94, %idx_211) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=16}">) -> !cute_ptr_6d8216
      %905 = builtin.unrealized_conversion_cast %ptr_210 : !cute_ptr_2914ae to !llvm.ptr
      %906 = llvm.load %905 : !llvm.ptr -> vector<4xi32>
      %swizzled_213 = cute.apply_swizzle(%ptr_212) : !cute_ptr_6d8216
      %ptr_214 = cute.add_offset(%swizzled_213, %idx_207) : (!cute_ptr_6d8216, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_6d8216
      cute_nvgpu.arch.copy.stsm(%ptr_214, %906) {matrix_shape = <"(8,8)">, num_matrices = 4 : i32} : <bf16, smem, align<16>, S<2,4,3>>, vector<4xi32>
      %907 = arith.addi %903, %c1_i32 : i32
      cf.br ^bb123(%907 : i32)
    ^bb125:  // pred: ^bb123
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      cf.cond_br %324, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %coord_215 = cute.make_coord(%884) : (i32) -> !cute.coord<"(_,?)">
      %idx_216 = cute.crd2idx(%coord_215, %52) : (!cute.coord<"(_,?)">, !cute_layout_233ec8) -> !cute.int_tuple<"?{div=4096}">
      %ptr_217 = cute.add_offset(%iter_24, %idx_216) : (!cute_ptr_8ec51c, !cute.int_tuple<"?{div=4096}">) -> !cute_ptr_8ec51c
      %tup_218 = cute.add_offset(%tup_144, %1) : (!cute_arith_tuple_iter_fc9713, !cute.int_tuple<"(96,0)">) -> !cute_arith_tuple_iter_9664bc
      %tup_219 = cute.deref_arith_tuple_iter(%tup_218) : !cute_arith_tuple_iter_9664bc
      %e0_220, %e1_221 = cute.get_leaves(%tup_219) : !cute_int_tuple_963f12
      %908 = cute.ptrtoint(%141) : !cute_ptr_a5c1fa to i64
      %iv_222 = cute.assume(%908) : (i64) -> !cute.i64<divby 128>
      %909 = cute.inttoptr(%iv_222) : !cute.i64<divby 128> to !cute_ptr_fadb05
      %int_tuple_223 = cute.make_int_tuple(%e0_220, %e1_221) : (!cute.int_tuple<"?{div=32}">, !cute.int_tuple<"?{div=128}">) -> !cute_int_tuple_963f12
      %int_tup_iter_224 = cute.make_arith_tuple_iter(%int_tuple_223) : (!cute_int_tuple_963f12) -> !cute_arith_tuple_iter_9664bc
      %910 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e) -> !cute_nvgpu_atom_tma_store_e30e4f
      %911 = cute_nvgpu.atom.set_value(%910, %909 : !cute_ptr_fadb05) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu_atom_tma_store_e30e4f
      %TMADescAddr_225 = cute_nvgpu.get_tma_desc_addr(%911 : !cute_nvgpu_atom_tma_store_e30e4f) -> !cute.ptr<generic, align<64>>
      %912 = cute_nvgpu.atom.get_value(%910 : !cute_nvgpu_atom_tma_store_e30e4f) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
      %tup_226 = cute.deref_arith_tuple_iter(%int_tup_iter_224) : !cute_arith_tuple_iter_9664bc
      %913:2 = cute.get_scalars(%tup_226) : !cute_int_tuple_963f12
      cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr_225 : !cute.ptr<generic, align<64>>, %ptr_217 : !cute_ptr_8ec51c, [%913#0, %913#1] : i32, i32) cache_policy = %912 mode = <tiled>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      cf.br ^bb127
    ^bb127:  // 2 preds: ^bb125, ^bb126
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32, %c256_i32 : (i32, i32) -> ()
      %914 = arith.addi %884, %c1_i32 : i32
      %915 = arith.remsi %914, %c4_i32 : i32
      %916 = arith.addi %405, %120 : i32
      cf.br ^bb68(%416, %416, %915, %916, %493, %789, %790, %791, %498, %499, %500 : i32, i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32, i32, i32, i32)
    ^bb128:  // pred: ^bb68
      nvvm.cp.async.bulk.wait_group 0 {read}
      cf.br ^bb129
    ^bb129:  // 2 preds: ^bb62, ^bb128
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_grou_h36291334(%arg0: !memref_gmem_bf16_1, %arg1: !memref_gmem_bf16_2, %arg2: !memref_gmem_bf16_3, %arg3: !memref_gmem_i32_, %arg4: !memref_gmem_i32_1, %arg5: !memref_gmem_i64_, %arg6: !memref_gmem_i64_1, %arg7: i32, %arg8: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c230400_i64 = arith.constant 230400 : i64
    %c2233785415175766016_i64 = arith.constant 2233785415175766016 : i64
    %c854698492039_i64 = arith.constant 854698492039 : i64
    %c73014723858_i64 = arith.constant 73014723858 : i64
    %c579820585479_i64 = arith.constant 579820585479 : i64
    %c4539628424389459968_i64 = arith.constant 4539628424389459968 : i64
    %c854698492423_i64 = arith.constant 854698492423 : i64
    %c279175259410_i64 = arith.constant 279175259410 : i64
    %c0_i32 = arith.constant 0 : i32
    %c384_i32 = arith.constant 384 : i32
    %c1_i32 = arith.constant 1 : i32
    %c132_i32 = arith.constant 132 : i32
    %c127_i64 = arith.constant 127 : i64
    %c9007199254740991_i64 = arith.constant 9007199254740991 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %c16_i32 = arith.constant 16 : i32
    %false = arith.constant false
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_1
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_3
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
    llvm.store %c279175259410_i64, %5 : i64, !llvm.ptr
    llvm.store %c0_i64, %6 : i64, !llvm.ptr
    llvm.store %c0_i64, %7 : i64, !llvm.ptr
    llvm.store %c854698492423_i64, %8 : i64, !llvm.ptr
    llvm.store %c0_i64, %9 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %10 : i64, !llvm.ptr
    llvm.store %c127_i64, %11 : i64, !llvm.ptr
    %15 = builtin.unrealized_conversion_cast %2 : !llvm.ptr to !cute_ptr_9651e7
    %16 = cute.ptrtoint(%15) : !cute_ptr_9651e7 to i64
    %17 = llvm.inttoptr %16 : i64 to !llvm.ptr
    %18 = llvm.load %17 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_2 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3
    %20 = cute_nvgpu.atom.set_value(%atom_2, %19 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3
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
    llvm.store %c279175259410_i64, %24 : i64, !llvm.ptr
    llvm.store %c0_i64, %25 : i64, !llvm.ptr
    llvm.store %c0_i64, %26 : i64, !llvm.ptr
    llvm.store %c579820585479_i64, %27 : i64, !llvm.ptr
    llvm.store %c0_i64, %28 : i64, !llvm.ptr
    llvm.store %c4539628424389459968_i64, %29 : i64, !llvm.ptr
    llvm.store %c127_i64, %30 : i64, !llvm.ptr
    %34 = builtin.unrealized_conversion_cast %21 : !llvm.ptr to !cute_ptr_9651e7
    %35 = cute.ptrtoint(%34) : !cute_ptr_9651e7 to i64
    %36 = llvm.inttoptr %35 : i64 to !llvm.ptr
    %37 = llvm.load %36 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %39 = cute_nvgpu.atom.set_value(%atom_2, %38 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3
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
    llvm.store %c73014723858_i64, %43 : i64, !llvm.ptr
    llvm.store %c0_i64, %44 : i64, !llvm.ptr
    llvm.store %c0_i64, %45 : i64, !llvm.ptr
    llvm.store %c854698492039_i64, %46 : i64, !llvm.ptr
    llvm.store %c0_i64, %47 : i64, !llvm.ptr
    llvm.store %c2233785415175766016_i64, %48 : i64, !llvm.ptr
    llvm.store %c127_i64, %49 : i64, !llvm.ptr
    %53 = builtin.unrealized_conversion_cast %40 : !llvm.ptr to !cute_ptr_9651e7
    %54 = cute.ptrtoint(%53) : !cute_ptr_9651e7 to i64
    %55 = llvm.inttoptr %54 : i64 to !llvm.ptr
    %56 = llvm.load %55 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %57 = builtin.unrealized_conversion_cast %56 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_3 = cute.make_atom() : () -> !cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e
    %58 = cute_nvgpu.atom.set_value(%atom_3, %57 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_store<tma_desc>} : !cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e
    %59 = arith.cmpi slt, %arg7, %c132_i32 : i32
    %60 = arith.select %59, %arg7, %c132_i32 : i32
    %61 = arith.cmpi sgt, %60, %c1_i32 : i32
    %62 = arith.select %61, %60, %c1_i32 : i32
    %63 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c230400_i64, gridDim = (%c1_i32, %c1_i32, %62), stream = %arg8) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%63] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%63] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %64 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h836500a5_0<%63> (%20, %39, %58, %1, %arg3, %arg4, %arg5, %arg6, %arg7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_nvgpu_atom_non_exec_tiled_tma_load_e1d1a3, !cute_nvgpu_atom_non_exec_tiled_tma_store_8b619e, !mma_bf16_bf16_f32_64x128x16_, !memref_gmem_i32_, !memref_gmem_i32_1, !memref_gmem_i64_, !memref_gmem_i64_1, i32) -> !cuda.result
    %65 = cuda.cast %64 : !cuda.result -> i32
    cuda.return_if_error %65 : i32
    return %c0_i32 : i32
  }
}
